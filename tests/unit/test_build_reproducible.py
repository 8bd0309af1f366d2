"""Reproducible builds (issue 21, item 3; issue 31, item 4): the same sources build to the same
dist/, byte for byte, in whatever folder they are built.

The service worker's version is a hash of every file of dist/ (build.sh, write_service_worker), so
a build that differed by a time stamp, a random draw or the folder it was made in would make every
returning player download the whole app again. The test copies the sources (the files git does
not ignore) into a second folder whose path has another length, with node_modules as a link to
this checkout's, and builds there with empty caches (so the Chinese font is cut, the bytecode
compiled and the Pyodide memory snapshot made again). No file of that build may hold the path of
either folder, not even inside app.zip and python_stdlib.zip: that path would shift everything
after it in the snapshot. Then every file is compared with dist/, which `./build.sh test` has
just built from the same sources. Cost: one build without caches, about 40 s of CPU (100 s at a
load average of 20).
"""

from __future__ import annotations

import hashlib
import io
import os
import shutil
import subprocess
import sys
import zipfile
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


def copy_sources(target: Path) -> None:
    """The files of this checkout that git does not ignore (tracked or new), copied to ``target``,
    with node_modules as a link to this checkout's (Node follows the link, so its files keep
    their path here; the search for paths below shows that none of them enters dist/)."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT, capture_output=True, check=True, stdin=subprocess.DEVNULL,
    ).stdout
    target.mkdir(parents=True)
    for name in sorted(set(listed.decode().split("\0")) - {""}):
        source = ROOT / name
        if source.is_file():  # not a file deleted but not yet committed
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    (target / "node_modules").symlink_to(ROOT / "node_modules", target_is_directory=True)


def paths_in(folder: Path, paths: list[Path]) -> list[str]:
    """Each file below ``folder`` (and each member of a zip file, unpacked) holding one of
    ``paths``, with the path it holds."""
    needles = {os.fsencode(p) for path in paths for p in (path, path.resolve())}
    found = []
    for file in sorted(folder.rglob("*")):
        if not file.is_file():
            continue
        name = file.relative_to(folder).as_posix()
        data = file.read_bytes()
        blobs = [(name, data)]
        if name.endswith(".zip"):
            with zipfile.ZipFile(io.BytesIO(data)) as archive:
                blobs += [(f"{name}:{member}", archive.read(member)) for member in archive.namelist()]
        found += [f"{where}: {os.fsdecode(needle)}" for where, blob in blobs for needle in sorted(needles)
                  if needle in blob]
    return found


def test_a_build_in_another_folder_from_empty_caches_is_byte_identical(tmp_path: Path) -> None:
    if not (DIST / "sw.js").is_file():
        pytest.fail("dist/ is missing: run ./build.sh build", pytrace=False)
    second = tmp_path / "a-much-longer-folder-name-for-a-second-checkout-of-ming-table"
    assert len(str(second)) != len(str(ROOT)), "the second folder's path must have another length"
    copy_sources(second)
    # Its own dist/ and .cache/ (empty); the Python that runs the tests (this checkout's .venv,
    # with the font tools) is the build's python3.
    env = {k: v for k, v in os.environ.items() if k not in ("MINGTABLE_DIST", "MINGTABLE_CACHE")}
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    run = subprocess.run(
        ["bash", str(second / "build.sh"), "build"],
        cwd=second, env=env, capture_output=True, text=True, stdin=subprocess.DEVNULL,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    # The caches were empty: the font, the bytecode and the snapshot were made again, not copied.
    made = sorted(p.name.split("-")[0] for p in (second / ".cache").iterdir())
    assert made == ["bytecode", "font", "snapshot"], made
    leaks = paths_in(second / "dist", [ROOT, second])
    assert leaks == [], f"these files of the build hold the path of a build folder: {leaks}"
    first, other = files_of(DIST), files_of(second / "dist")
    assert sorted(other) == sorted(first), "the two builds hold different files (is dist/ the build of these sources?)"
    differing = [name for name in first if first[name] != other[name]]
    assert differing == [], f"these files differ between two builds of the same sources: {differing}"
    assert len(first) > 40 and any(name.startswith("snapshot-") for name in first)
