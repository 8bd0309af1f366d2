// Ming Table: registers the service worker (dist/sw.js, made by build.sh) once the engine is
// up, so that a later visit works with no network, and says so quietly when a new version of
// the app has been downloaded and is ready. All the words this file shows are in TEXT.
(function () {
  "use strict";

  const TEXT = {
    updateReady: "A new version of Ming Table is ready.",
    reload: "Reload",
    later: "Later",
  };

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
    text.textContent = TEXT.updateReady;
    const reload = document.createElement("button");
    reload.type = "button";
    reload.className = "btn primary";
    reload.textContent = TEXT.reload;
    reload.addEventListener("click", () => {
      reloading = true;
      worker.postMessage({ type: "mingtable-skip-waiting" });
    });
    const later = document.createElement("button");
    later.type = "button";
    later.className = "btn";
    later.textContent = TEXT.later;
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
