// Ming Table: the JavaScript side of the page. Loaded before Python; Python (mingtable.web)
// attaches one function, __mtPyCall(method, argsJson) -> resultJson, and this file turns it
// into window.MingTable, the postMessage bridge, the click/keyboard handlers and timers.
(function () {
  "use strict";

  let pyCall = null;
  let resolveReady;
  const ready = new Promise((resolve) => { resolveReady = resolve; });
  const listeners = { change: [] };
  const embedded = window.parent && window.parent !== window;

  // Who may use the postMessage bridge: pages of the app's own origin, plus the parent window
  // of an iframe whose URL names its origin, index.html?parent=https://blog.example
  // (docs/embedding.md). A popup or any other window of that origin is not the parent.
  function parseOrigin(text) {  // "https://blog.example" -> that origin; anything else -> null
    try {
      const url = new URL(text);
      if ((url.protocol === "https:" || url.protocol === "http:") && url.href === url.origin + "/") return url.origin;
    } catch (err) { /* not a URL */ }
    return null;
  }
  const parentParam = new URLSearchParams(location.search).get("parent");
  const parentOrigin = parentParam === null ? null : parseOrigin(parentParam);
  if (parentParam !== null && !parentOrigin) {
    console.warn("Ming Table: ignoring parent=" + JSON.stringify(parentParam.slice(0, 200)) +
      ": it is not an origin such as https://blog.example.");
  }
  const allowedOrigins = embedded && parentOrigin && parentOrigin !== location.origin ? [location.origin, parentOrigin] : [location.origin];
  const allowed = (event) => event.origin === location.origin ||
    (event.source === window.parent && allowedOrigins.includes(event.origin));
  const warnedOrigins = new Set();
  let botTimer = null;
  let startFailure = null;
  window.__mtClickTimings = [];

  // --- PyScript without IndexedDB -----------------------------------------------------------
  // PyScript opens a small IndexedDB cache while it starts and never starts if the browser
  // refuses it (blocked third-party storage in a cross-site embed, some private modes). Ming
  // Table needs no cache, so a refused database is replaced by one that lives in this page.
  function memoryDatabase() {
    const stores = new Map();
    const request = (work) => {
      const req = {};
      Promise.resolve().then(() => {
        req.result = work();
        if (req.onsuccess) req.onsuccess({ type: "success", target: req });
      });
      return req;
    };
    const store = (name) => {
      if (!stores.has(name)) stores.set(name, new Map());
      const map = stores.get(name);
      return {
        count: () => request(() => map.size),
        clear: () => request(() => map.clear()),
        delete: (key) => request(() => { map.delete(key); }),
        get: (key) => request(() => map.get(key)),
        getKey: (key) => request(() => (map.has(key) ? key : undefined)),
        getAllKeys: () => request(() => Array.from(map.keys())),
        put: (value, key) => request(() => { map.set(key, value); return key; }),
      };
    };
    return {
      objectStoreNames: { get length() { return stores.size; }, contains: (name) => stores.has(name) },
      createObjectStore: store,
      transaction: () => ({ objectStore: store }),
      close() {},
    };
  }
  (function keepPyScriptStartingWithoutIndexedDB() {
    const inMemory = (req) => {
      if (typeof req.onsuccess === "function") req.onsuccess({ type: "success", target: { result: memoryDatabase() } });
    };
    const refused = () => {
      const req = {};
      setTimeout(() => inMemory(req));
      return req;
    };
    let factory = null;
    try { factory = window.indexedDB || null; } catch (err) { factory = null; }
    if (!factory) {
      try { Object.defineProperty(window, "indexedDB", { value: { open: refused }, configurable: true }); } catch (err) { /* none */ }
      return;
    }
    const open = factory.open.bind(factory);
    factory.open = (...args) => {
      let req;
      try { req = open(...args); } catch (err) { return refused(); }
      req.addEventListener("error", (event) => {
        event.stopImmediatePropagation();
        event.preventDefault();
        inMemory(req);
      });
      return req;
    };
  })();

  function call(method, args) {
    if (!pyCall) throw new Error("Ming Table is still loading its engine; wait for MingTable.ready.");
    const reply = JSON.parse(pyCall(method, JSON.stringify(args || {})));
    if (!reply.ok) throw new Error(reply.error);
    return reply.result;
  }

  function asRecord(record) {
    return typeof record === "string" ? JSON.parse(record) : record;
  }

  const api = {
    ready,
    games: () => call("games"),
    newGame: (spec) => call("newGame", spec || {}),
    state: () => call("state"),
    apply: (id, seat) => call("apply", seat === undefined || seat === null ? { id } : { id, seat }),
    undo: () => call("undo"),
    record: () => call("record"),
    load: (record) => call("load", { record: asRecord(record) }),
    shareLink: () => call("shareLink"),
    on(event, callback) {
      if (!listeners[event]) throw new Error("Unknown event " + event + " (use \"change\").");
      listeners[event].push(callback);
      return () => { listeners[event] = listeners[event].filter((f) => f !== callback); };
    },
  };
  window.MingTable = api;

  // --- hooks Python calls ---------------------------------------------------------
  window.__mtAttach = (fn) => { pyCall = fn; };
  window.__mtReady = () => {
    const alert = document.getElementById("alert");
    if (startFailure && alert && alert.textContent === startFailure) alert.textContent = "";
    resolveReady(api);
  };
  window.__mtEmbedded = () => embedded;
  // Start-up failed: say so on the page (the status badge and the alert region).
  window.__mtFailed = (message) => {
    if (document.body.dataset.engine === "ready") return;
    document.body.dataset.engine = "failed";
    const status = document.getElementById("engine-status");
    if (status) status.textContent = "Could not start";
    const alert = document.getElementById("alert");
    startFailure = message.replace(/\.?$/, ". Reloading the page may help.");
    if (alert) alert.textContent = startFailure;
  };
  // Watchdog: an error escaping while the engine starts (e.g. a fatal error inside Pyodide)
  // ends the start-up with a message instead of leaving "Engine loading…" on screen.
  const failStart = (reason) => {
    if (document.body.dataset.engine !== "loading") return;
    const text = String(reason && reason.message ? reason.message : reason || "unknown error");
    window.__mtFailed("Ming Table could not start: " + text.slice(0, 300));
  };
  window.addEventListener("error", (event) => failStart(event.error || event.message));
  window.addEventListener("unhandledrejection", (event) => failStart(event.reason));
  // PyScript ran main.py to its end (or its error) without Python taking over the page.
  window.addEventListener("py:all-done", () => failStart("the engine stopped while starting"));
  // Some failures just stop (e.g. the engine's files cannot be fetched): after a minute, say so.
  // If the engine still comes up later, it takes over the page as usual.
  setTimeout(() => failStart("the engine has not started within a minute"), 60000);
  window.__mtSchedule = (ms) => {
    if (botTimer !== null) return;
    botTimer = setTimeout(() => {
      botTimer = null;
      try { call("bot"); } catch (err) { console.error(err); }
    }, ms);
  };
  window.__mtChanged = () => {
    if (!listeners.change.length && !embedded) return;
    let state;
    try { state = call("state"); } catch (err) { return; }
    for (const cb of listeners.change.slice()) {
      try { cb(state); } catch (err) { console.error(err); }
    }
    // Never to "*": the browser delivers only to the allowed origin the parent really has.
    if (embedded) {
      for (const origin of allowedOrigins) window.parent.postMessage({ type: "mingtable", event: "change", state }, origin);
    }
  };
  window.__mtDownload = (filename, text) => {
    const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = filename;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  window.__mtCopy = (text) => {
    if (navigator.clipboard) navigator.clipboard.writeText(text).catch(() => {});
  };
  window.__mtBaseUrl = () => {  // a share link leaves out the embed's parent=
    const url = new URL(location.href);
    url.hash = "";
    url.searchParams.delete("parent");
    return url.href;
  };
  window.__mtClearHash = () => history.replaceState(null, "", location.pathname + location.search);

  // --- page events -----------------------------------------------------------------
  function activate(target, event) {
    if (!pyCall) return;
    const el = target.closest("[data-action], [data-ui]");
    if (!el || el.disabled || el.getAttribute("aria-disabled") === "true") return;
    if (el.dataset.action) {
      const now = performance.now();
      const t0 = event && event.timeStamp > 0 && event.timeStamp <= now ? event.timeStamp : now;
      try { call("click", { action: el.dataset.action }); } catch (err) { console.error(err); }
      window.__mtClickTimings.push(performance.now() - t0);
    } else {
      try { call("ui", { cmd: el.dataset.ui, arg: el.dataset.arg === undefined ? null : el.dataset.arg }); }
      catch (err) { console.error(err); }
    }
  }

  document.addEventListener("click", (event) => {
    if (event.target.closest("label.file-label")) return;
    activate(event.target, event);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const el = event.target.closest && event.target.closest("[data-action], [data-ui]");
    if (!el || el.tagName === "BUTTON") return; // buttons click by themselves
    event.preventDefault();
    activate(el, event);
  });
  document.addEventListener("change", (event) => {
    const el = event.target;
    if (el.id === "import-file" && el.files && el.files[0]) {
      const file = el.files[0];
      file.text().then((text) => {
        el.value = "";
        try { call("importText", { text, name: file.name }); } catch (err) { console.error(err); }
      });
    } else if (el.dataset && el.dataset.uiChange) {
      try { call("ui", { cmd: el.dataset.uiChange, arg: el.value }); } catch (err) { console.error(err); }
    }
  });
  // Another tab changed the saved games: Python checks whether it saved the game on screen
  // meanwhile (then this tab stops saving it and offers to reload it) or redraws the list.
  window.addEventListener("storage", (event) => {
    if (!pyCall || (event.key !== null && !event.key.startsWith("mingtable."))) return;
    try { call("storage", { key: event.key }); } catch (err) { console.error(err); }
  });
  window.addEventListener("hashchange", () => {
    if (pyCall && location.hash.startsWith("#g=")) {
      const hash = location.hash;
      window.__mtClearHash();
      try { call("openLink", { hash }); } catch (err) { console.error(err); }
    }
  });

  // --- postMessage bridge for a page that embeds Ming Table in an iframe ----------------------
  const METHODS = ["games", "newGame", "state", "apply", "undo", "record", "load", "shareLink"];
  window.addEventListener("message", async (event) => {
    const msg = event.data;
    if (!msg || msg.type !== "mingtable" || !msg.method || event.source === window) return;
    if (!allowed(event)) {  // no answer, no action
      if (!warnedOrigins.has(event.origin)) {
        warnedOrigins.add(event.origin);
        console.warn("Ming Table: ignored messages from " + event.origin + "; an embedding site must be named " +
          "in the iframe URL, e.g. ?parent=" + event.origin);
      }
      return;
    }
    const reply = { type: "mingtable", id: msg.id };
    try {
      if (!METHODS.includes(msg.method)) throw new Error("Unknown method " + msg.method);
      await ready;
      reply.result = await api[msg.method](...(Array.isArray(msg.args) ? msg.args : []));
    } catch (err) {
      reply.error = String(err && err.message ? err.message : err);
    }
    if (event.source) event.source.postMessage(reply, event.origin);
  });
})();
