// Compiles what a page's Python imports into bytecode for the pinned Pyodide, called by build.sh:
//
//   node tools/make_bytecode.mjs <source app.zip> <pyscript stdlib module> <main.py> <out app.zip> <out python_stdlib.zip>
//
// Pyodide ships its standard library as sources (python_stdlib.zip), so every start compiles
// the ~150 modules Pyodide itself imports, and then the engine's: in Node that is more than
// half of loadPyodide()'s time. This script, run in Node with the same Pyodide, writes
//
// - <out python_stdlib.zip>: only the standard library modules a page can import, as
//   unchecked-hash .pyc files without their sources (zipimport loads those as they are). The
//   modules are: those Pyodide imports at start; those the engine imports, after it has been
//   imported whole and has played a few decisions of each game with each bot, rendered them
//   and formatted a traceback; every module named by an import statement anywhere in
//   mingtable, main.py or PyScript's own package; a few codecs (EXTRA); and, of all these,
//   every module their module-level import statements name, until nothing new is named.
// - <out app.zip>: <source app.zip>'s files with each mingtable module as an unchecked-hash
//   .pyc in place of its source (so the engine is not compiled in the page either), and
//   PyScript's own package compiled to checked-hash .pyc files in pyscript/__pycache__/
//   (PyScript writes those sources and imports them at every start; with the .pyc beside them
//   Python only hashes each source; a .pyc whose hash does not match is simply not used).
//
// tools/make_snapshot.mjs then makes the memory snapshot from these two files.
import "./reproducible.mjs";
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const [srcZip, stdlibModule, mainPy, outApp, outStdlib] = process.argv.slice(2);
if (!outStdlib) {
  console.error("usage: node tools/make_bytecode.mjs <source app.zip> <pyscript stdlib module> <main.py> <out app.zip> <out python_stdlib.zip>");
  process.exit(2);
}
const { default: pyscriptPackage } = await import(pathToFileURL(resolve(stdlibModule)).href);
// {"pyscript/__init__.py": "...", ...}: the package as PyScript writes it.
const sources = {};
(function walk(tree, base) {
  for (const [name, value] of Object.entries(tree)) {
    if (typeof value === "string") sources[`${base}${name}`] = value;
    else walk(value, `${base}${name}/`);
  }
})({ pyscript: pyscriptPackage.pyscript }, "");

// PYTHONNODEBUGRANGES: the bytecode carries line numbers but no column ranges (a traceback shows
// no ^^^ marks under the failing expression), a fifth less to download.
const pyodide = await loadPyodide({ env: { PYTHONNODEBUGRANGES: "1" }, stdout: () => {}, stderr: (s) => console.error(s) });
pyodide.unpackArchive(new Uint8Array(readFileSync(srcZip)), "zip", { extractDir: "." });
const scope = pyodide.toPy({ pyscript_sources: sources, main_source: readFileSync(mainPy, "utf8") });
const result = pyodide.runPython(`
import ast, importlib, importlib.util, io, json, os, pkgutil, py_compile, random, sys, traceback, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

DATE = (2020, 1, 1, 0, 0, 0)
STDLIB = next(p for p in sys.path if p.endswith(".zip"))
# Codecs looked up by name at run time (no import statement names them).
EXTRA = ["encodings." + c for c in ("aliases", "ascii", "latin_1", "utf_8", "utf_8_sig", "utf_16", "utf_16_le",
         "utf_16_be", "utf_32", "utf_32_le", "utf_32_be", "unicode_escape", "raw_unicode_escape", "charmap", "cp437",
         "cp1252")]

stdlib = zipfile.ZipFile(STDLIB)
in_zip = {}
for name in stdlib.namelist():
    if name.endswith("/__init__.py"):
        in_zip[name[:-12].replace("/", ".")] = name
    elif name.endswith(".py"):
        in_zip[name[:-3].replace("/", ".")] = name

def never_here(test):
    """True for the test of an if statement whose body never runs in a page: a module run as a
    script (if __name__ == "__main__"), Windows (sys.platform == "win32", os.name == "nt")."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.Eq)
            and isinstance(test.comparators[0], ast.Constant)):
        return False
    left, right = ast.unparse(test.left), test.comparators[0].value
    return (left, right) in {("__name__", "__main__"), ("sys.platform", "win32"), ("os.name", "nt"), ("_os.name", "nt")}

def imported_by(source, module, is_package, everywhere):
    """Every module an import statement of source may load (and its parent packages); with
    everywhere=False only the statements run at import time (not those inside functions)."""
    found = set()
    def visit(node):
        for child in ast.iter_child_nodes(node):
            if not everywhere and isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                continue
            if isinstance(child, ast.If) and never_here(child.test):
                for other in child.orelse:
                    visit(ast.Module([other], []))
                continue
            if isinstance(child, ast.Import):
                found.update(alias.name for alias in child.names)
            elif isinstance(child, ast.ImportFrom):
                if child.level:
                    base = module.split(".") if is_package else module.split(".")[:-1]
                    base = base[:len(base) - child.level + 1]
                    name = ".".join(base + ([child.module] if child.module else []))
                else:
                    name = child.module
                found.add(name)
                found.update(f"{name}.{alias.name}" for alias in child.names)
            visit(child)
    visit(ast.parse(source))
    return {".".join(n.split(".")[:i]) for n in found for i in range(1, n.count(".") + 2)}

# Ours: mingtable (from the source app.zip), main.py and PyScript's package, every import statement.
ours = {}
for folder, dirs, names in os.walk("mingtable"):
    dirs.sort()
    for name in sorted(names):
        path = os.path.join(folder, name)
        with open(path, "rb") as fh:
            ours[path] = fh.read()
roots = set(EXTRA)
for path, data in [*ours.items(), *pyscript_sources.items(), ("main.py", main_source)]:
    if path.endswith(".py") and path != "mingtable/__main__.py":  # the command line, never in a page
        module = path[:-3].replace("/", ".").removesuffix(".__init__")
        roots |= imported_by(data, module, path.endswith("__init__.py"), everywhere=True)

# What the engine imports when it runs: all of it, a few decisions of each game by each bot,
# the boards drawn in both languages, a record replayed, the rules pages, a traceback formatted.
import mingtable
for info in pkgutil.walk_packages(mingtable.__path__, "mingtable."):
    if not info.name.startswith("mingtable.__main__"):
        importlib.import_module(info.name)
from mingtable.bots import BOT_KINDS, decide, make_bot
from mingtable.ui import games as ui_games
rng = random.Random(1)
for game_id in sorted(mingtable.GAMES):
    players = max(2, mingtable.GAMES[game_id].min_players)
    match = mingtable.new_game(game_id, players=[f"P{i}" for i in range(players)], seed=7)
    for step in range(12):
        if match.outcome is not None:
            break
        seat = match.to_move[0]
        if step < len(BOT_KINDS):
            try:
                action = decide(make_bot(BOT_KINDS[step], 3, game_id, think_ms=30, iterations=8), match, seat)
            except ValueError:  # no such bot for this game
                action = rng.choice(match.legal_actions(seat)).id
        else:
            action = rng.choice(match.legal_actions(seat)).id
        match.apply(action, seat)
    for lang in ("en", "de"):
        view = match.view(match.to_move[0] if match.to_move else None)
        ui_games.render(game_id, view, match.legal_actions() if match.to_move else [], [""] * players, lang)
        ui_games.render_text_view(game_id, view, lang)
    mingtable.load(match.record())
# The rules pages (read through importlib.resources, whose helpers import more on first use).
from mingtable.ui.rules import render_rules
for game_id in sorted(mingtable.GAMES):
    for lang in ("en", "de"):
        render_rules(game_id, lang)
try:
    mingtable.load({"format": "mingtable-record"})
except Exception:
    traceback.format_exc()
runtime = {m for m in sys.modules if m in in_zip}

chosen, todo = set(), [m for m in sorted(runtime | roots) if m in in_zip]

while todo:
    module = todo.pop()
    if module in chosen:
        continue
    chosen.add(module)
    name = in_zip[module]
    todo.extend(m for m in sorted(imported_by(stdlib.read(name), module, name.endswith("__init__.py"), everywhere=False))
                if m in in_zip and m not in chosen)

def entry(name):
    info = zipfile.ZipInfo(name, DATE)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    return info

def without_docstrings(source):
    """The module's syntax tree without its docstrings (as python -OO compiles, but asserts stay)."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                node.body[:1] = [] if len(node.body) > 1 or isinstance(node, ast.Module) else [ast.copy_location(ast.Pass(), first)]
    return tree

def bytecode(source, filename):
    return bytes(_code_to_hash_pyc(compile(without_docstrings(source), filename, "exec", dont_inherit=True),
                                   importlib.util.source_hash(source), False))

std_out = io.BytesIO()
with zipfile.ZipFile(std_out, "w") as out:
    for name in sorted(in_zip[m] for m in chosen):
        out.writestr(entry(name[:-3] + ".pyc"), bytecode(stdlib.read(name), f"{STDLIB}/{name}"))

app_out = io.BytesIO()
with zipfile.ZipFile(app_out, "w") as out:
    for path, data in ours.items():
        if path.endswith(".py"):
            out.writestr(entry(path[:-3] + ".pyc"), bytecode(data, f"/home/pyodide/{path}"))
        else:
            out.writestr(entry(path), data)
    for path, text in sorted(pyscript_sources.items()):
        if path.endswith(".py"):
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(text)
            pyc = py_compile.compile(path, doraise=True, invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)
            with open(pyc, "rb") as fh:
                out.writestr(entry(os.path.relpath(pyc)), fh.read())
summary = f"{len(chosen)} of {len(in_zip)} standard library modules, {len(ours)} engine files"
(summary, std_out.getvalue(), app_out.getvalue())
`, { globals: scope });
const [summary, stdlibBytes, appBytes] = result.toJs();
writeFileSync(outStdlib, stdlibBytes);
writeFileSync(outApp, appBytes);
console.error(`[make_bytecode] ${summary}: python_stdlib.zip ${stdlibBytes.length} bytes, app.zip ${appBytes.length} bytes`);
