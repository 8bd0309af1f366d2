// Makes the Pyodide memory snapshot the page restores (assets/loader.mjs), called by build.sh:
//
//   node tools/make_snapshot.mjs <app.zip> <pyscript stdlib module> <out.bin>
//
// Loads the pinned Pyodide from node_modules with _makeSnapshot, unpacks app.zip into the
// working directory as the page would, imports every module of mingtable (but
// mingtable.__main__, the command line) with the standard library modules they use, and writes
// pyodide.makeMemorySnapshot(). Only pure Python may run here: a module that read the browser
// (js, pyscript) at import time would freeze this Node process into the snapshot, so the web
// layer (mingtable.web) imports pyscript only inside its functions.
//
// The snapshot holds Python's memory, not Pyodide's file system, so it also carries, as bytes in
// the module _mingtable_files, the files a page needs on that file system; the loader writes
// them out after the restore (far cheaper than fetching and unpacking app.zip):
// - app.zip's files (the rules texts are read at run time; sources serve tracebacks);
// - PyScript's own Python package compiled to checked-hash .pyc files in pyscript/__pycache__.
//   PyScript writes that package's sources and imports it on every start; with these beside
//   them Python only hashes each source instead of compiling it. The sources come from
//   <pyscript stdlib module> (@pyscript/core/src/stdlib/pyscript.js, the same text dist's
//   core.js writes); a .pyc whose hash does not match its source is simply not used.
import nodeCrypto from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const [zipPath, stdlibPath, outPath] = process.argv.slice(2);
if (!zipPath || !stdlibPath || !outPath) {
  console.error("usage: node tools/make_snapshot.mjs <app.zip> <pyscript stdlib module> <out.bin>");
  process.exit(2);
}
const { default: pyscriptPackage } = await import(pathToFileURL(resolve(stdlibPath)).href);

// {"pyscript/__init__.py": "...", ...}: the package as PyScript writes it.
const sources = {};
(function walk(tree, base) {
  for (const [name, value] of Object.entries(tree)) {
    if (typeof value === "string") sources[`${base}${name}`] = value;
    else walk(value, `${base}${name}/`);
  }
})({ pyscript: pyscriptPackage.pyscript }, "");

// Reproducible: the same sources give the same snapshot, byte for byte. Everything Python and
// Pyodide draw from the outside world while the snapshot is made is fixed: the entropy (string
// hashing's key, the first seed of `random`, the allocator's keys; Pyodide in Node fills these
// through node:crypto's randomFillSync) comes from a counter-mode SHA-256 stream with a fixed
// key; the wall clock (file times in Pyodide's file system, `time.time()`) stands still at
// 2020-01-01 and the monotonic one (`time.monotonic()`, the allocator's fallback seed) ticks by
// 1 µs per call. The page draws a fresh seed for `random` after the restore (assets/loader.mjs).
let entropyBlock = 0;
nodeCrypto.randomFillSync = (view, offset = 0, size) => {
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  const end = size === undefined ? bytes.length : offset + size;
  for (let at = offset; at < end; entropyBlock++) {
    const block = nodeCrypto.createHash("sha256").update(`mingtable-snapshot ${entropyBlock}`).digest();
    for (let i = 0; i < block.length && at < end; i++) bytes[at++] = block[i];
  }
  return view;
};
const FIXED_NOW = Date.UTC(2020, 0, 1);
Date.now = () => FIXED_NOW;
let ticks = 0;
performance.now = () => ++ticks / 1000;

const pyodide = await loadPyodide({ _makeSnapshot: true, stdout: () => {}, stderr: (s) => console.error(s) });
pyodide.unpackArchive(new Uint8Array(readFileSync(zipPath)), "zip", { extractDir: "." });
// A scope of its own: __main__, where PyScript runs main.py, stays as Pyodide made it.
const scope = pyodide.toPy({ pyscript_sources: sources });
const summary = pyodide.runPython(`
import importlib, os, pkgutil, py_compile, shutil, sys, types
import mingtable
names = ["mingtable"]
for info in pkgutil.walk_packages(mingtable.__path__, "mingtable."):
    if info.name.startswith("mingtable.__main__"):
        continue
    importlib.import_module(info.name)
    names.append(info.name)
# Nothing from the page may be in the snapshot.
assert not [m for m in sys.modules if m in ("js", "pyscript") or m.startswith("pyscript.")], "js imported"

files = {}
for folder, dirs, found in os.walk("mingtable"):
    dirs[:] = sorted(d for d in dirs if d != "__pycache__")
    for name in sorted(found):
        with open(os.path.join(folder, name), "rb") as fh:
            files[os.path.join(folder, name)] = fh.read()
for path, text in pyscript_sources.items():
    if not path.endswith(".py"):
        continue
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
    pyc = py_compile.compile(path, doraise=True, invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)
    with open(pyc, "rb") as fh:
        files[os.path.relpath(pyc)] = fh.read()
shutil.rmtree("pyscript")

boot = types.ModuleType("_mingtable_files", "The files a page needs on Pyodide's file system, restored by assets/loader.mjs.")
exec('''
import os
def write():
    # os.open/os.write: open() costs several times as much per file in Pyodide.
    for folder in sorted({os.path.dirname(path) for path in FILES}):
        os.makedirs(folder, exist_ok=True)
    for path, data in FILES.items():
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        try:
            os.write(fd, data)
        finally:
            os.close(fd)
''', boot.__dict__)
boot.FILES = files
sys.modules[boot.__name__] = boot
f"{len(names)} modules imported, {len(files)} files kept"
`, { globals: scope });
const snapshot = pyodide.makeMemorySnapshot();
writeFileSync(outPath, snapshot);
console.error(`[make_snapshot] ${summary}, ${(snapshot.length / 1e6).toFixed(1)} MB -> ${outPath}`);
