// Turns that travel by themselves (issue 34, web/relays.py): a game with friends that chose
// relays publishes each hop of its signed log (the fragment of its newest link) to those open
// Nostr relays, encrypted with AES-GCM under a key that only the game's links carry, and takes
// in every hop of its game that they hold or pass on. The relays learn the encrypted events,
// this device's relay key (a random Nostr key of its own per game, not its signing key), when
// it publishes, and its network address; never the game. Each hop is checked by Python as if it
// came by link, so a relay that drops, repeats, reorders or forges events changes nothing.
// The Nostr client (vendor/nostr.bundle.js, npm nostr-tools) loads only for a game with relays.

const KIND = 30078;  // NIP-78 application data: a relay keeps each device's newest hop per game (its "d" tag)
const KEY_STORE = "mingtable.relaykey";
const LAST_STORE = "mingtable.relaylast.";  // + topic: the time of this device's last event of a game
const ASK_AGAIN_MS = 15000;
const RETRY_MS = 3000;  // a hop no relay took, and a relay whose connection was lost, are tried again after it
let current = null;  // {urls, topic, aes, sk, nostr, pool, subs, newest, last, waiting, ...}
let tools = null;

const retryMs = () => window.__mtRelayRetryMs || RETRY_MS;  // (tests may try sooner)

function py(method, args) {
  try { return window.__mtLiveCall(method, args); } catch (err) { console.error(err); return null; }
}

export function loadTools() {  // (assets/live.mjs too: a live game through relays)
  if (tools) return tools;
  tools = new Promise((resolve, reject) => {
    if (window.NostrTools) { resolve(window.NostrTools); return; }
    const script = document.createElement("script");
    script.src = new URL("../vendor/nostr.bundle.js", import.meta.url).href;
    script.onload = () => resolve(window.NostrTools);
    script.onerror = () => { tools = null; reject(new Error("the relay client did not load")); };
    document.head.appendChild(script);
  });
  return tools;
}

const unb64 = (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

// An event's content: ``text`` encrypted with AES-GCM (a random 12-byte IV before it, the topic
// as additional data), in base64; and back (throws for one that is not of this key and topic).
export async function seal(aes, ad, text) {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: ad }, aes,
    new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...iv, ...sealed));
}
export async function unseal(aes, ad, content) {
  const sealed = unb64(content);
  const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: sealed.slice(0, 12), additionalData: ad }, aes, sealed.slice(12));
  return new TextDecoder().decode(plain);
}

// This device's Nostr key for one game's relays: random, its own for each game (so that no relay
// can tell two games of one device apart from two devices), kept in the browser.
function relayKey(nostr, topic) {
  const name = KEY_STORE + "." + topic;
  let hex = null;
  try { hex = window.localStorage.getItem(name); } catch (err) { hex = null; }
  if (!hex || !/^[0-9a-f]{64}$/.test(hex)) {
    hex = [...nostr.generateSecretKey()].map((b) => b.toString(16).padStart(2, "0")).join("");
    try { window.localStorage.setItem(name, hex); } catch (err) { /* a new key next time */ }
  }
  return Uint8Array.from(hex.match(/../g), (h) => parseInt(h, 16));
}

function lastSent(topic) {
  try { return Number(window.localStorage.getItem(LAST_STORE + topic)) || 0; } catch (err) { return 0; }
}

function status() {  // to Python, after the call that changed it (never inside a call of Python's)
  setTimeout(tellStatus, 0);
}
function tellStatus() {
  if (!current || !current.pool) return;
  const connected = [...current.pool.listConnectionStatus().values()].filter(Boolean).length;
  py("relayStatus", { connected, waiting: current.waiting, settled: current.settled === true });
}

// An event of a game's topic to Python as a hop (``args`` beside it), decrypted with the game's
// key (``ch``: aes, ad, the ids of the events taken, and the decryptions under way), while
// ``alive()`` holds.
function receive(event, ch, alive, args = {}) {
  const job = take(event, ch, alive, args);
  if (ch.inflight) { ch.inflight.add(job); job.finally(() => ch.inflight.delete(job)); }
  return job;
}
async function take(event, ch, alive, args) {
  if (!alive() || event.kind !== KIND || ch.ids.has(event.id)) return;
  ch.ids.add(event.id);  // an event asked for again, or passed on by two relays, is taken once
  let text = null;
  try {
    text = await unseal(ch.aes, ch.ad, event.content);
  } catch (err) {
    // not of this game (a stranger's event, or one changed on its way): nothing to take
  }
  if (text !== null && alive()) py("relayHop", { fragment: text, ...args });
  // tests: the events taken in so far (a hop's signatures may still be checked: __mtKeysBusy)
  window.__mtRelayEvents = (window.__mtRelayEvents || 0) + 1;
}

const filterOf = (topic) => ({ kinds: [KIND], "#d": [topic] });

// Connect to the relays of a game: cfg = {urls, topic (hex), key (base64, 32 bytes)}.
window.__mtRelaysOpen = async (cfgJson) => {
  const cfg = JSON.parse(cfgJson);
  if (current && current.topic === cfg.topic && current.urls.join(" ") === cfg.urls.join(" ")) return;
  window.__mtRelaysClose();
  const mine = { urls: cfg.urls, topic: cfg.topic, waiting: 0, ad: new TextEncoder().encode(cfg.topic), ids: new Set(),
                 inflight: new Set(), subs: new Map(), again: new Map(), newest: null, last: lastSent(cfg.topic) };
  current = mine;
  try {
    const nostr = await loadTools();
    mine.aes = await crypto.subtle.importKey("raw", unb64(cfg.key), "AES-GCM", false, ["encrypt", "decrypt"]);
    mine.sk = relayKey(nostr, mine.topic);
    mine.nostr = nostr;
    // each relay's lost connection is made again by listen() below, every few seconds (the
    // client's own reconnection waits 10 s and more, and goes on for a relay the pool dropped)
    mine.pool = new nostr.SimplePool({ enableReconnect: false });
    if (current !== mine) { mine.pool.destroy(); return; }
    for (const url of mine.urls) listen(mine, url);
    // then every 2 s; "none connected" counts once the connections settled (the end of the
    // stored events, or 4 s), not while they are being made
    mine.timer = setTimeout(() => { mine.settled = true; status(); mine.timer = setInterval(status, 2000); }, 4000);
    // and every 15 s it asks the relays again for every device's newest hop: one a relay failed
    // to pass on comes then (what this device has already changes nothing)
    mine.asking = setInterval(() => {
      if (mine !== current) return;
      mine.pool.querySync(mine.urls, filterOf(mine.topic))
        .then((events) => { for (const event of events) receive(event, mine, () => mine === current); }, () => {});
    }, window.__mtRelayAskMs || ASK_AGAIN_MS);  // (tests may ask sooner)
    if (mine.newest) send(mine, mine.newest);  // a hop that came before the client was ready
  } catch (err) {
    console.warn("Ming Table: relays", err);
    py("relayStatus", { connected: 0, waiting: mine.waiting, failed: String(err && err.message || err) });
  }
};

// One subscription per relay, so that each relay whose connection was lost (or never made) is
// asked again on its own, every few seconds until it answers; it then sends every device's
// newest hop again, and what this device has already is taken once.
function listen(mine, url) {
  keepListening(mine, url, url, filterOf(mine.topic), () => mine === current, {
    onevent: (event) => {
      // tests: __mtRelayDrop events are lost as a relay that fails to pass them on loses them
      if (window.__mtRelayDrop > 0) { window.__mtRelayDrop -= 1; return; }
      receive(event, mine, () => mine === current);
    },
    // the stored events all sent: settled once each has gone to Python (the page holds its
    // decisions until then: web/relays.py)
    oneose: () => { Promise.allSettled([...mine.inflight]).then(() => { mine.settled = true; status(); }); },
  }, status);
}

// A subscription of ``owner.pool`` to one relay, made again every few seconds once its
// connection is lost or could not be made, while ``alive()`` holds (the client's own
// reconnection waits 10 s and more, and gives up on a relay the pool dropped); ``lost()`` is
// called at each loss. owner.subs and owner.again (its timers) are kept by ``key``.
export function keepListening(owner, key, url, filter, alive, handlers, lost = () => {}) {
  if (!alive()) return;
  let over = false;
  owner.subs.set(key, owner.pool.subscribeMany([url], filter, {
    ...handlers,
    onclose: () => {
      if (over) return;
      over = true;
      owner.subs.delete(key);
      if (!alive()) return;
      lost();
      owner.again.set(key, setTimeout(() => keepListening(owner, key, url, filter, alive, handlers, lost), retryMs()));
    },
  }));
}

// Every screen (web/relays.py peek): the relays of the saved games whose turns travel through
// relays, cfgs = [{table, urls, topic, key}]: every device's newest hop of each, those stored and
// those that come; each goes to Python with its game's table id (once per event). A relay whose
// connection was lost is asked again every few seconds, as the open game's are.
let peeking = null;
window.__mtRelaysPeek = async (cfgsJson) => {
  window.__mtRelaysPeekClose();
  const mine = peeking = { subs: new Map(), again: new Map(), ids: new Set() };
  const alive = () => peeking === mine;
  let nostr;
  try { nostr = await loadTools(); } catch (err) { return; }  // the game says so when it is opened
  if (!alive()) return;
  mine.pool = new nostr.SimplePool({ enableReconnect: false });
  for (const cfg of JSON.parse(cfgsJson)) {
    const aes = await crypto.subtle.importKey("raw", unb64(cfg.key), "AES-GCM", false, ["decrypt"]);
    if (!alive()) return;
    const ch = { aes, ad: new TextEncoder().encode(cfg.topic), ids: mine.ids };
    for (const url of cfg.urls) {
      keepListening(mine, cfg.topic + " " + url, url, filterOf(cfg.topic), alive, {
        onevent: (event) => receive(event, ch, alive, { table: cfg.table }),
      });
    }
  }
};
window.__mtRelaysPeekClose = () => {
  const old = peeking;
  peeking = null;
  if (!old) return;
  for (const handle of old.again.values()) clearTimeout(handle);
  closePool(old.pool, [...old.subs.values()]);
};

window.__mtRelaysClose = () => {
  const old = current;
  current = null;
  if (!old) return;
  clearInterval(old.timer);
  clearInterval(old.asking);
  clearTimeout(old.retry);
  for (const handle of old.again.values()) clearTimeout(handle);
  closePool(old.pool, [...old.subs.values()]);
};

// Its subscriptions closed first (their CLOSE goes out at once), the connections a moment later:
// a connection closed with a subscription open sends that CLOSE on a closed socket, which the
// browser reports as an error.
export function closePool(pool, subs) {  // (assets/live.mjs too)
  try { for (const sub of subs) sub.close(); } catch (err) { /* closed already */ }
  if (pool) setTimeout(() => { try { pool.destroy(); } catch (err) { /* closed already */ } }, 0);
}

// Publish a hop (a link's fragment) to the relays. Only this device's newest hop counts: it is
// sent until one relay took it (again every few seconds), and an older one is never sent again
// once a newer one exists, since a relay keeps one event per device and game (kind 30078), the
// one with the latest created_at (of two with the same, the lowest id: NIP-01). So each event of
// the channel is created a second after the one before at least (the last one's time is kept in
// the browser, so a page opened anew goes on after it), and ``waiting`` is 1 while no relay
// took the newest hop.
window.__mtRelayPublish = (text) => {
  const mine = current;
  if (!mine) return;
  clearTimeout(mine.retry);
  mine.newest = { text };
  mine.waiting = 1;
  status();
  if (mine.pool) send(mine, mine.newest);  // else once the client is ready (__mtRelaysOpen)
};

async function send(mine, hop) {
  if (mine !== current || mine.newest !== hop) return;  // closed, or a newer hop holds this one
  const created_at = Math.max(Math.floor(Date.now() / 1000), mine.last + 1);
  mine.last = created_at;  // (before anything waits: the events are created in the hops' order)
  try { window.localStorage.setItem(LAST_STORE + mine.topic, String(created_at)); } catch (err) { /* storage off */ }
  try {
    const event = mine.nostr.finalizeEvent({ kind: KIND, created_at, tags: [["d", mine.topic]],
      content: await seal(mine.aes, mine.ad, hop.text) }, mine.sk);
    if (mine !== current || mine.newest !== hop) return;
    await Promise.any(mine.pool.publish(mine.urls, event));
  } catch (err) {  // no relay took it: it is sent again, as a new event, unless a newer hop came
    if (mine === current && mine.newest === hop) {
      if (!hop.told) console.warn("Ming Table: no relay took the hop; trying again", err);
      hop.told = true;
      mine.retry = setTimeout(() => send(mine, hop), retryMs());
    }
    return;
  }
  if (mine === current && mine.newest === hop) {
    mine.waiting = 0;
    status();
  }
}

// A move came and it is this device's turn: a tab in the background says so in its title and,
// where the person allowed it, with a notice of the system (asked by the relays' line's button,
// while the device waits: web/relays.py).
let titleBefore = null;
window.__mtNotifyAsk = () => "Notification" in window && Notification.permission === "default";
window.__mtRelayTurn = (text) => {
  if (!document.hidden) return;
  if (titleBefore === null) titleBefore = document.title;
  document.title = text;
  if (!("Notification" in window) || Notification.permission !== "granted") return;
  try {
    new Notification(text, { tag: "mingtable-turn" });
  } catch (err) {  // a browser that shows notices only through the service worker (Chrome on Android)
    if (navigator.serviceWorker) {
      navigator.serviceWorker.ready.then((reg) => reg.showNotification(text, { tag: "mingtable-turn" }))
        .catch(() => { /* no notice: the title says it */ });
    }
  }
};
document.addEventListener("visibilitychange", () => {
  if (!document.hidden && titleBefore !== null) { document.title = titleBefore; titleBefore = null; }
});
document.addEventListener("click", (event) => {
  const button = event.target.closest && event.target.closest("[data-relay-notify]");
  if (!button || !("Notification" in window)) return;
  Notification.requestPermission().then(tellStatus, tellStatus);  // the line drawn again, without the button
});
