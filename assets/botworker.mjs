// Ming Table: the bots' Web Worker. Normal and hard bots think here, with a Pyodide of their
// own, so that a search of 0.3-1.5 s never holds up the page (docs/architecture.md, "Bots in
// a Web Worker"). assets/mingtable.js starts it the first time such a bot must decide.
//
// Start: Pyodide from the memory snapshot through ./loader.mjs (the same module the page
// uses: the same fallback to a normal start, and the engine's files in place either way).
// Then {ready: true, start} is posted, or {ready: false, error}.
// Requests: {id, record, seat, kind, think_ms, seed}; answers {id, action, estimate} or
// {id, error}, from mingtable.bots.worker.answer. One request at a time (the page sends the
// next one after the answer).
//
// Test only: ?fail=start (throws before starting), ?fail=think (every request fails),
// ?fail=hang (never answers), taken from the page's ?botfail= by assets/mingtable.js.
import { loadPyodide } from "./loader.mjs";

const FAIL = new URL(import.meta.url).searchParams.get("fail");
if (FAIL === "start") throw new Error("the bot worker fails on purpose (?botfail=start)");

async function start() {
  const pyodide = await loadPyodide({ stdout: (s) => console.log(s), stderr: (s) => console.warn(s) });
  return pyodide.pyimport("mingtable.bots.worker").answer;
}

const answer = start();
answer.then(
  () => self.postMessage({ ready: true, start: String(globalThis.__mtStart || "") }),
  (err) => self.postMessage({ ready: false, error: String(err && err.message ? err.message : err).slice(0, 300) }),
);

self.onmessage = async (event) => {
  const request = event.data || {};
  let think;
  try { think = await answer; } catch (err) { return; }  // the page was told at start
  if (FAIL === "hang") return;
  let reply;
  try {
    if (FAIL === "think") throw new Error("the bot worker fails on purpose (?botfail=think)");
    reply = JSON.parse(think(JSON.stringify(request)));
  } catch (err) {
    reply = { id: request.id, error: String(err && err.message ? err.message : err).slice(0, 300) };
  }
  self.postMessage(reply);
};
