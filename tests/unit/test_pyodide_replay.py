"""The golden records replay to the same final state under Pyodide (in Node) as under CPython.

design.md section 6: the same records replayed under Pyodide in Node give the same final state
hash as CPython. One Node process replays every tests/fixtures/*.json record
(tests/node/replay.mjs); each hash and score list must equal CPython's.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import mingtable

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures"
REPLAY = ROOT / "tests" / "node" / "replay.mjs"
NODE_TIMEOUT_S = 600


def _record(data: Any) -> Any:
    """A golden file is a record, or an object that holds one under "record" (as replay.mjs)."""
    if isinstance(data, dict) and "format" not in data and isinstance(data.get("record"), dict):
        return data["record"]
    return data


def _cpython(path: Path) -> dict[str, Any]:
    m = mingtable.load(_record(json.loads(path.read_text(encoding="utf-8"))))
    out = m.outcome
    return {"hash": m.state_hash(), "scores": None if out is None else out["scores"]}


def test_golden_records_replay_identically_under_pyodide() -> None:
    records = sorted(FIXTURES.glob("*.json"))
    assert records, (
        f"no golden records in {FIXTURES}: the Pyodide replay check needs at least one "
        "tests/fixtures/*.json record (written by the engine's tests)"
    )
    node = shutil.which("node")
    assert node, "node is not on PATH: run ./build.sh setup"
    assert (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").is_file(), (
        "node_modules/pyodide is missing: run ./build.sh setup (npm ci)"
    )

    proc = subprocess.run(
        [node, str(REPLAY), *map(str, records)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=NODE_TIMEOUT_S,
        stdin=subprocess.DEVNULL,
    )
    try:
        pyodide = json.loads(proc.stdout.strip().splitlines()[-1])
    except (IndexError, json.JSONDecodeError):
        raise AssertionError(
            f"replay.mjs printed no JSON (exit {proc.returncode}).\n"
            f"stdout:\n{proc.stdout[-4000:]}\nstderr:\n{proc.stderr[-4000:]}"
        ) from None

    problems = []
    for path in records:
        try:
            expected = _cpython(path)
        except Exception as exc:  # a broken golden record is reported with the others
            problems.append(f"{path.name}: CPython failed: {type(exc).__name__}: {exc}")
            continue
        got = pyodide.get(str(path))
        if got is None:
            problems.append(f"{path.name}: not replayed under Pyodide")
        elif "error" in got:
            problems.append(f"{path.name}: Pyodide failed: {got['error']}")
        elif got != expected:
            problems.append(f"{path.name}: Pyodide {got} != CPython {expected}")
    assert not problems, "\n".join(problems)
    assert proc.returncode == 0, proc.stderr[-4000:]
