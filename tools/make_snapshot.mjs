// Makes the Pyodide memory snapshot the page restores (assets/loader.mjs), called by build.sh:
//
//   node tools/make_snapshot.mjs <app.zip> <python_stdlib.zip> <out.bin>
//
// Both zips are dist's, made by tools/make_bytecode.mjs: the engine as bytecode (and PyScript's
// package compiled), and the standard library the page loads (the snapshot must be made with
// the same one: zipimport keeps where each module sits in the zip). Loads the pinned Pyodide
// from node_modules with _makeSnapshot, unpacks app.zip into the working directory as the page
// would, imports every module of mingtable (but mingtable.__main__, the command line) with the
// standard library modules they use, and writes pyodide.makeMemorySnapshot(). Only pure Python
// may run here: a module that read the browser (js, pyscript) at import time would freeze this
// Node process into the snapshot, so the web layer (mingtable.web) imports pyscript only inside
// its functions. tools/reproducible.mjs makes two runs give the same bytes.
//
// The snapshot holds Python's memory, not Pyodide's file system, so it also carries, as bytes in
// the module _mingtable_files, app.zip's files (the engine's, whose rules texts are read at run
// time, and PyScript's .pyc files, which its import uses); the loader writes them out after the
// restore (far cheaper than fetching and unpacking app.zip).
import "./reproducible.mjs";
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "pyodide";

const [zipPath, stdlibPath, outPath] = process.argv.slice(2);
if (!zipPath || !stdlibPath || !outPath) {
  console.error("usage: node tools/make_snapshot.mjs <app.zip> <python_stdlib.zip> <out.bin>");
  process.exit(2);
}

const pyodide = await loadPyodide({ _makeSnapshot: true, stdLibURL: stdlibPath, stdout: () => {}, stderr: (s) => console.error(s) });
pyodide.unpackArchive(new Uint8Array(readFileSync(zipPath)), "zip", { extractDir: "." });
// A scope of its own: __main__, where PyScript runs main.py, stays as Pyodide made it.
const scope = pyodide.toPy({});
const summary = pyodide.runPython(`
import importlib, os, pkgutil, shutil, sys, types
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
for top in ("mingtable", "pyscript"):
    for folder, dirs, found in os.walk(top):
        dirs.sort()
        for name in sorted(found):
            with open(os.path.join(folder, name), "rb") as fh:
                files[os.path.join(folder, name)] = fh.read()
shutil.rmtree("pyscript")  # PyScript writes its sources there in the page

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
