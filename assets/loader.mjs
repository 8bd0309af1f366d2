// Ming Table: the "interpreter" module PyScript loads (pyscript.json). It hands PyScript the
// real Pyodide, but starts it from a memory snapshot made by build.sh (tools/make_snapshot.mjs)
// when the browser has that snapshot at hand: the interpreter already initialised, with the
// engine imported. Restoring that takes a fraction of a normal start, but the snapshot is a
// large download, so it is only used once it is cached: a first visit starts Pyodide normally
// (from dist's bytecode: python_stdlib.zip and app.zip, tools/make_bytecode.mjs), and the
// service worker, installed after the first start, caches the snapshot for the next one. If the
// snapshot cannot be used (another Pyodide build, a damaged file, a browser that fails to
// restore it), Pyodide starts normally too and nothing is said on the page;
// globalThis.__mtStart tells which way it went (read by tests). Either way the engine's files
// are in Pyodide's working directory when PyScript gets Python: written from the snapshot's
// memory, or on a normal start fetched and unpacked from app.zip.
import { loadPyodide as loadRealPyodide, version } from "../pyodide/pyodide.mjs";

export { version };

// Filled in by build.sh in dist/assets/loader.mjs: the snapshot's URL (relative to this module)
// and its exact size in bytes. The file name holds a hash of the engine, the Pyodide runtime,
// PyScript's Python package and the snapshot script, so a snapshot of another engine is never
// asked for.
const SNAPSHOT = "__MINGTABLE_SNAPSHOT__";
const SNAPSHOT_BYTES = Number("__MINGTABLE_SNAPSHOT_BYTES__");
const INDEX_URL = new URL("../pyodide/", import.meta.url).href;
const APP_ZIP = new URL("../app.zip", import.meta.url);

// The stored setting "mingtable.start" = "snapshot" fetches the snapshot over the network even on
// a first visit (a device on a fast local link; the browser tests, which are all first visits).
function snapshotAlways() {
  try { return localStorage.getItem("mingtable.start") === "snapshot"; } catch (err) { return false; }
}

// The snapshot if the browser has it without the network (the service worker's cache), or from
// the network when the setting above asks for it: {response}, else {why}. (Asking the cache
// storage, not fetch with "only-if-cached": a miss there is no error in the console.)
function cachedSnapshot() {
  if (SNAPSHOT.startsWith("__") || !(SNAPSHOT_BYTES > 0)) return Promise.resolve({ why: "no snapshot in this build" });
  const url = new URL(SNAPSHOT, import.meta.url);
  if (snapshotAlways()) {
    return fetch(url, { mode: "same-origin" })
      .then((response) => (response.ok ? { response } : { why: `snapshot not fetched (HTTP ${response.status})` }))
      .catch(() => ({ why: "snapshot not fetched" }));
  }
  if (typeof caches === "undefined") return Promise.resolve({ why: "no cache storage" });
  return caches.match(url)
    .then((response) => (response && response.ok ? { response } : { why: "snapshot not cached" }))
    .catch(() => ({ why: "snapshot not cached" }));
}

function snapshotBytes(response) {
  return response.arrayBuffer()
    .then((buffer) => (buffer.byteLength === SNAPSHOT_BYTES
      ? new Uint8Array(buffer)
      : Promise.reject(new Error(`size ${buffer.byteLength}, expected ${SNAPSHOT_BYTES}`))))
    .finally(() => performance.mark("mingtable-snapshot-fetched"));
}

async function startPython() {
  const base = { indexURL: INDEX_URL };  // not PyScript's: Pyodide's files are in ../pyodide/
  const got = await cachedSnapshot();
  if (got.response) {
    try {
      // A promise: Pyodide fetches its lock file and the wasm and imports pyodide.asm.mjs meanwhile.
      const bytes = snapshotBytes(got.response);
      bytes.catch(() => {});  // handled below; not an "unhandledrejection" before Pyodide awaits it
      const pyodide = await loadRealPyodide({ ...base, _loadSnapshot: bytes });
      // The snapshot froze one state of `random` for every page load: draw a fresh seed; write
      // out the files it carries (the file system is not in it), and check that the engine is
      // really there before handing the interpreter to PyScript. (No names are left in
      // __main__, where PyScript runs main.py.)
      pyodide.runPython("__import__('random').seed(); __import__('sys').modules.pop('_mingtable_files').write(); "
        + "assert 'mingtable' in __import__('sys').modules");
      globalThis.__mtStart = "snapshot";
      performance.mark("mingtable-python-up");
      return pyodide;
    } catch (err) {
      got.why = String(err && err.message ? err.message : err).split("\n")[0];
    }
  }
  globalThis.__mtStart = "normal: " + got.why;
  console.info("Ming Table: starting Python without the snapshot (" + got.why + ").");
  const app = fetch(APP_ZIP).then((response) => (response.ok
    ? response.arrayBuffer() : Promise.reject(new Error(`app.zip: HTTP ${response.status}`))));
  app.catch(() => {});  // awaited below, after Pyodide
  const pyodide = await loadRealPyodide(base);
  pyodide.unpackArchive(await app, "zip", { extractDir: "." });
  performance.mark("mingtable-python-up");
  return pyodide;
}

// index.html imports this module beside PyScript's core.js, so Pyodide loads while PyScript's own
// modules and config load (PyScript imports this same module later, by the same URL, and calls
// loadPyodide below). The start waits for the page's first frame, so that nothing competes with
// the static shell's first paint (in a hidden page there are no frames to wait for).
performance.mark("mingtable-loader");
const painted = new Promise((resolve) => {
  if (typeof document === "undefined" || document.visibilityState !== "visible") resolve();
  else requestAnimationFrame(() => setTimeout(resolve, 0));
});
const python = painted.then(startPython);
python.catch(() => {});  // PyScript's loadPyodide call gets the error

// Called by PyScript as it would call Pyodide's. Of its options only stdout and stderr apply
// (no Pyodide packages are used; indexURL is ours); they are set as loadPyodide would set them.
export async function loadPyodide(options = {}) {
  const pyodide = await python;
  if (options.stdout) pyodide.setStdout({ batched: options.stdout });
  if (options.stderr) pyodide.setStderr({ batched: options.stderr });
  return pyodide;
}
