// Ming Table service worker: after one visit the app starts and plays with no network.
//
// build.sh writes dist/sw.js as three lines, `const VERSION = "<hash of every file>";`,
// `const FILES = [...every file of dist/ but sw.js and ON_USE...];` and `const ON_USE = [...]`
// (the relay and PeerJS clients, cached the first time a page loads them: a first visit does
// not download them), followed by this file. A new build
// therefore changes sw.js, the browser installs the new worker next to the old one, and the
// page (assets/offline.js) offers a reload once the new files are all cached.
/* global VERSION, FILES, ON_USE */
"use strict";

const PREFIX = "mingtable-";
const CACHE = PREFIX + VERSION;

self.addEventListener("install", (event) => {
  // Every file or none: addAll fails (and the install with it) if one request fails.
  // "no-cache" revalidates with the server, so the HTTP cache cannot hand back an old file.
  event.waitUntil(caches.open(CACHE).then((cache) =>
    cache.addAll(FILES.map((f) => new Request(f, { cache: "no-cache" })))));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    }
    // The first visit's page comes under this worker at once (no reload needed to go offline).
    await self.clients.claim();
  })());
});

// The page asks the waiting worker to take over when the player chooses to reload.
self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "mingtable-skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // A page load carries a query (?parent=...) or, for a share link, a fragment (never sent):
    // the page is the same file, so the query is ignored for navigations.
    let hit = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
    if (!hit && request.mode === "navigate" && url.pathname.endsWith("/")) {
      hit = await cache.match(new URL("index.html", url).href);
    }
    if (hit) return hit;
    const response = await fetch(request);
    if (response.ok && ON_USE.some((f) => new URL(f, self.location).href === url.href)) {
      await cache.put(request, response.clone());
    }
    return response;
  })());
});
