// Ming Table: registers the service worker (dist/sw.js, made by build.sh) once the engine is
// up, so that a later visit works with no network, and says so quietly when a new version of
// the app has been downloaded and is ready.
(function () {
  "use strict";

  // The words come from the catalogue, through the shell table that index.html carries
  // (python -m mingtable.ui.shell), in the page's language.
  function word(key, english) {
    try {
      const table = JSON.parse(document.getElementById("mt-shell").textContent);
      const lang = document.documentElement.lang;
      return (table[lang] && table[lang][key]) || (table.en && table.en[key]) || english;
    } catch (err) {
      return english;
    }
  }

  if (!("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
  const sw = navigator.serviceWorker;
  let reloading = false;

  function showUpdate(worker) {
    if (document.getElementById("mt-update")) return;
    const box = document.createElement("div");
    box.id = "mt-update";
    box.className = "mt-update";
    box.setAttribute("role", "status");
    const text = document.createElement("span");
    text.textContent = word("ui.update.ready", "A new version of Ming Table is ready.");
    const reload = document.createElement("button");
    reload.type = "button";
    reload.className = "btn primary";
    reload.textContent = word("ui.update.reload", "Reload");
    reload.addEventListener("click", () => {
      reloading = true;
      worker.postMessage({ type: "mingtable-skip-waiting" });
    });
    const later = document.createElement("button");
    later.type = "button";
    later.className = "btn";
    later.textContent = word("ui.update.later", "Later");
    later.addEventListener("click", () => box.remove());
    box.append(text, reload, later);
    document.body.appendChild(box);
  }

  // The new worker took over because the player asked for it: load the new version.
  sw.addEventListener("controllerchange", () => {
    if (reloading) location.reload();
  });

  function watch(registration) {
    // A new version already waiting (downloaded during an earlier visit).
    if (registration.waiting && sw.controller) showUpdate(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      if (!worker) return;
      worker.addEventListener("statechange", () => {
        // "installed" with a controller present = an update, not the first install.
        if (worker.state === "installed" && sw.controller) showUpdate(worker);
      });
    });
  }

  function register() {
    sw.register("./sw.js").then(watch).catch((err) => {
      // No worker (e.g. storage refused in an embed): the app still works online.
      console.info("Ming Table: offline use unavailable: " + (err && err.message ? err.message : err));
    });
  }

  // After the engine is ready, so caching the files does not slow the first start.
  const start = () => {
    if (window.MingTable && window.MingTable.ready) window.MingTable.ready.then(register);
    else window.addEventListener("load", register);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
