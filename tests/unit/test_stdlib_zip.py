"""The page's standard library (issue 21): dist/pyodide/python_stdlib.zip holds what the app imports.

tools/make_bytecode.mjs replaces Pyodide's python_stdlib.zip (every module, as sources) by the
modules a page can import, as bytecode. A module missing there fails only when a page imports
it, so two checks: every import statement of the engine, main.py and PyScript's own package
that names a module of Pyodide's standard library finds it in dist's zip (statements inside
functions too); and the golden records of every game replay under Pyodide with dist's zip to the
same state as on CPython (tests/node/replay.mjs with MINGTABLE_STDLIB).
"""

from __future__ import annotations

import ast
import json
import os
import re
import shutil
import subprocess
import zipfile
from pathlib import Path

from test_pyodide_replay import REPLAY, _cpython

ROOT = Path(__file__).resolve().parents[2]
DIST_STDLIB = ROOT / "dist" / "pyodide" / "python_stdlib.zip"
FULL_STDLIB = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
PYSCRIPT = ROOT / "node_modules" / "@pyscript" / "core" / "src" / "stdlib" / "pyscript.js"


def modules_in(path: Path, suffix: str) -> set[str]:
    """Dotted names of the modules (and packages) a standard library zip holds as ``suffix`` files."""
    names = set()
    with zipfile.ZipFile(path) as z:
        for name in z.namelist():
            if name.endswith("/__init__" + suffix):
                names.add(name[: -len("/__init__" + suffix)].replace("/", "."))
            elif name.endswith(suffix):
                names.add(name[: -len(suffix)].replace("/", "."))
    return names


def imported(source: str, module: str, is_package: bool) -> set[str]:
    """Every absolute module name an import statement of ``source`` names, with its parents."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                continue  # relative: our own package
            found.add(node.module or "")
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return {".".join(n.split(".")[:i]) for n in found if n for i in range(1, n.count(".") + 2)}


def our_sources() -> dict[str, str]:
    """The Python the page runs: mingtable (but the command line and ``mingtable.rl``, which
    build.sh leaves out of app.zip), main.py, PyScript's package."""
    out = {}
    package = ROOT / "py" / "mingtable"
    for path in sorted(package.rglob("*.py")):
        if path.name != "__main__.py" and path.relative_to(package).parts[0] != "rl":
            out[path.relative_to(ROOT / "py").as_posix()] = path.read_text(encoding="utf-8")
    out["main.py"] = (ROOT / "py" / "main.py").read_text(encoding="utf-8")
    # PyScript's package is an ES module of {"pyscript": {"name.py": "source", ...}}.
    text = PYSCRIPT.read_text(encoding="utf-8")
    body = re.search(r"export default\s*(\{.*\})\s*;?\s*$", text, re.S)
    assert body, "the layout of @pyscript/core/src/stdlib/pyscript.js changed"
    tree = json.loads(body.group(1))

    def walk(node: dict, base: str) -> None:
        for name, value in node.items():
            if isinstance(value, str):
                out[base + name] = value
            else:
                walk(value, base + name + "/")

    walk(tree, "")
    return out


def test_every_standard_library_module_the_app_imports_is_in_dists_zip() -> None:
    assert DIST_STDLIB.is_file(), "dist/ is missing: run ./build.sh build"
    shipped = modules_in(DIST_STDLIB, ".pyc")
    assert not modules_in(DIST_STDLIB, ".py"), "dist's standard library holds sources"
    standard = modules_in(FULL_STDLIB, ".py")
    sources = our_sources()
    assert any(p.startswith("pyscript/") for p in sources) and "main.py" in sources
    missing = set()
    for path, source in sources.items():
        module = path[:-3].replace("/", ".").removesuffix(".__init__")
        for name in imported(source, module, path.endswith("__init__.py")):
            if name in standard and name not in shipped:
                missing.add(f"{name} ({path})")
    assert not missing, f"imported by the app but not in dist/pyodide/python_stdlib.zip: {sorted(missing)}"
    # Far fewer than all of them: the point of the zip.
    assert len(shipped) < len(standard) / 2, (len(shipped), len(standard))


def test_the_engine_replays_under_pyodide_with_dists_standard_library() -> None:
    assert DIST_STDLIB.is_file(), "dist/ is missing: run ./build.sh build"
    node = shutil.which("node")
    assert node, "node is not on PATH: run ./build.sh setup"
    fixtures = ROOT / "tests" / "fixtures"
    records = [next(iter(sorted(fixtures.glob(f"{game}-*.json"))))
               for game in ("confucius", "ming-dynastie", "ming-voyages", "yin-yang")]
    proc = subprocess.run(
        [node, str(REPLAY), *map(str, records)], cwd=ROOT, capture_output=True, text=True, timeout=600,
        stdin=subprocess.DEVNULL, env=dict(os.environ, MINGTABLE_STDLIB=str(DIST_STDLIB)),
    )
    assert proc.returncode == 0, proc.stderr[-4000:] + proc.stdout[-2000:]
    got = json.loads(proc.stdout.strip().splitlines()[-1])
    assert {Path(p).name: v for p, v in got.items()} == {p.name: _cpython(p) for p in records}
