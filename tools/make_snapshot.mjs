// Makes the Pyodide memory snapshot the page restores (assets/loader.mjs), called by build.sh:
//
//   node tools/make_snapshot.mjs <app.zip> <out.bin>
//
// Loads the pinned Pyodide from node_modules with _makeSnapshot, unpacks app.zip into the
// working directory as PyScript does in the browser, imports every module of mingtable (but
// mingtable.__main__, the command line) with the standard library modules they use, and writes
// pyodide.makeMemorySnapshot(). Only pure Python may run here: a module that read the browser
// (js, pyscript) at import time would freeze this Node process into the snapshot, so the web
// layer (mingtable.web) imports pyscript only inside its functions.
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "pyodide";

const [zipPath, outPath] = process.argv.slice(2);
if (!zipPath || !outPath) {
  console.error("usage: node tools/make_snapshot.mjs <app.zip> <out.bin>");
  process.exit(2);
}
const pyodide = await loadPyodide({ _makeSnapshot: true, stdout: () => {}, stderr: (s) => console.error(s) });
pyodide.unpackArchive(new Uint8Array(readFileSync(zipPath)), "zip", { extractDir: "." });
const imported = pyodide.runPython(`
import importlib, pkgutil, sys
import mingtable
names = ["mingtable"]
for info in pkgutil.walk_packages(mingtable.__path__, "mingtable."):
    if info.name.startswith("mingtable.__main__"):
        continue
    importlib.import_module(info.name)
    names.append(info.name)
# Nothing from the page may be in the snapshot.
assert not [m for m in sys.modules if m in ("js", "pyscript") or m.startswith("pyscript.")], "js imported"
len(names)
`);
const snapshot = pyodide.makeMemorySnapshot();
writeFileSync(outPath, snapshot);
console.error(`[make_snapshot] ${imported} modules imported, ${(snapshot.length / 1e6).toFixed(1)} MB -> ${outPath}`);
