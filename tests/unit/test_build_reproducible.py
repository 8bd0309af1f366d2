"""Reproducible builds (issue 21, item 3): the same sources build to the same dist/, byte for byte.

The service worker's version is a hash of every file of dist/ (build.sh, write_service_worker), so
a build that differed by a time stamp or a random draw would make every returning player
download the whole app again. The test builds a second time, into a temporary folder and with
empty caches (so the Chinese font is cut, the bytecode compiled and the Pyodide memory snapshot made
again), and compares every file with dist/, which `./build.sh test` has just built from the same
sources. Cost: one build without caches, about 40 s of CPU (100 s at a load average of 20).
"""

from __future__ import annotations

import hashlib
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"


def files_of(folder: Path) -> dict[str, str]:
    """Every file below ``folder`` by its relative path, with the SHA-256 of its bytes."""
    return {
        p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def test_a_second_build_from_empty_caches_is_byte_identical(tmp_path: Path) -> None:
    if not (DIST / "sw.js").is_file():
        pytest.fail("dist/ is missing: run ./build.sh build", pytrace=False)
    env = dict(os.environ, MINGTABLE_DIST=str(tmp_path / "dist"), MINGTABLE_CACHE=str(tmp_path / "cache"))
    run = subprocess.run(
        ["bash", str(ROOT / "build.sh"), "build"],
        cwd=ROOT, env=env, capture_output=True, text=True, stdin=subprocess.DEVNULL,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    # The caches were empty: the font, the bytecode and the snapshot were made again, not copied.
    made = sorted(p.name.split("-")[0] for p in (tmp_path / "cache").iterdir())
    assert made == ["bytecode", "font", "snapshot"], made
    first, second = files_of(DIST), files_of(tmp_path / "dist")
    assert sorted(second) == sorted(first), "the two builds hold different files (is dist/ the build of these sources?)"
    differing = [name for name in first if first[name] != second[name]]
    assert differing == [], f"these files differ between two builds of the same sources: {differing}"
    assert len(first) > 40 and any(name.startswith("snapshot-") for name in first)
