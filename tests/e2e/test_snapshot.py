"""The page starts Python from the memory snapshot made by build.sh once it is cached, and falls
back quietly.

assets/loader.mjs (PyScript's "interpreter") restores dist/snapshot-<key>.bin when the browser
has it without the network (after a first visit the service worker has cached it); a first visit
starts Pyodide normally, and so does any start where the snapshot fails. ``globalThis.__mtStart``
says which way it went.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from support import DIST, non_local, serve_directory, wait_ready


def snapshot_file(directory: Path) -> Path:
    loader = (directory / "assets" / "loader.mjs").read_text(encoding="utf-8")
    name = re.search(r'const SNAPSHOT = "\.\./(snapshot-[0-9a-f]{16}\.bin)";', loader)
    assert name, "build.sh did not name the snapshot in dist/assets/loader.mjs"
    return directory / name.group(1)


def play_a_little(page: Page) -> None:
    players = [{"name": "Ann", "bot": None}, {"name": "Ben", "bot": "random"}]
    page.evaluate("spec => MingTable.newGame(spec)", {"game": "ming-dynastie", "players": players, "seed": 9})
    expect(page.locator("#screen-play")).to_be_visible()
    first = page.evaluate("MingTable.state()")["legalActions"][0]["id"]
    page.evaluate("id => MingTable.apply(id)", first)
    assert page.evaluate("MingTable.record()")["actions"][0] == first


def warm_start(page: Page, url: str, visited: bool = False) -> list[str]:
    """Visit once (``visited``: the page has just made its first visit), wait until the service
    worker controls the page (it has cached every file, the snapshot too), and load the page
    again: returns the URLs that second load requested."""
    if not visited:  # (a second visit may find the snapshot cached already)
        page.goto(url)
        wait_ready(page)
    assert page.evaluate("globalThis.__mtStart") == "normal: snapshot not cached"
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
    urls: list[str] = []
    page.on("request", lambda request: urls.append(request.url))
    page.reload()
    wait_ready(page)
    return urls


def test_build_names_the_snapshot_after_what_it_holds() -> None:
    snap = snapshot_file(DIST)
    assert snap.is_file() and snap.stat().st_size > 1_000_000
    loader = (DIST / "assets" / "loader.mjs").read_text(encoding="utf-8")
    assert f'Number("{snap.stat().st_size}")' in loader
    assert json.loads((DIST / "pyscript.json").read_text())["interpreter"] == "./assets/loader.mjs"
    assert [p.name for p in DIST.glob("snapshot-*.bin")] == [snap.name]


def run_python(page: Page, code: str) -> str:
    """The value of `result` after `code` runs in the page's Python, as a string.

    PyScript's interpreter object is not exposed; this runs Python through a py script tag."""
    page.evaluate("""code => {
        delete document.body.dataset.result;
        const s = document.createElement("script");
        s.type = "py";
        s.textContent = code + "\\nimport js\\njs.document.body.dataset.result = str(result)";
        document.body.appendChild(s);
    }""", code)
    page.wait_for_function("document.body.dataset.result !== undefined", timeout=30_000)
    return page.evaluate("document.body.dataset.result")


def test_a_first_visit_starts_without_the_snapshot(first_visit_page: Page, app_url: str) -> None:
    """The snapshot is a large download: a first visit starts Pyodide from dist's bytecode (the
    loader only asks the caches for it: a request that fails without the network)."""
    page = first_visit_page
    urls: list[str] = []
    page.on("requestfinished", lambda request: urls.append(request.url))
    page.goto(app_url)
    wait_ready(page)
    assert page.evaluate("globalThis.__mtStart") == "normal: snapshot not cached"
    assert not [u for u in urls if "/snapshot-" in u], urls
    assert [u for u in urls if u.endswith("/app.zip")], urls
    assert run_python(page, "import os\nresult = sorted(os.listdir('mingtable/games/ming_dynastie'))").count(".md") == 2
    play_a_little(page)


def test_starts_from_the_snapshot(first_visit_page: Page, app_url: str) -> None:
    page = first_visit_page
    urls = warm_start(page, app_url)
    assert page.evaluate("globalThis.__mtStart") == "snapshot"
    # The engine's files come from the snapshot, not from app.zip.
    assert not [u for u in urls if u.endswith("/app.zip")], urls
    assert run_python(page, "import os\nresult = sorted(os.listdir('mingtable/games/ming_dynastie'))").count(".md") == 2
    play_a_little(page)


PYSCRIPT_PYC = """
import importlib.util, os
checked = []
for name in sorted(os.listdir("pyscript")):
    if name.endswith(".py"):
        with open(os.path.join("pyscript", name), "rb") as fh:
            source = fh.read()
        with open(importlib.util.cache_from_source(os.path.join("pyscript", name)), "rb") as fh:
            pyc = fh.read()
        assert pyc[8:16] == importlib.util.source_hash(source), name
        checked.append(name)
result = len(checked)
"""


def test_pyscript_uses_its_bytecode(first_visit_page: Page, app_url: str) -> None:
    """The .pyc files of PyScript's package (app.zip's on a first visit, the snapshot's later)
    match the sources PyScript writes."""
    page = first_visit_page
    page.goto(app_url)
    wait_ready(page)
    assert int(run_python(page, PYSCRIPT_PYC)) >= 10
    warm_start(page, app_url, visited=True)
    assert page.evaluate("globalThis.__mtStart") == "snapshot"
    assert int(run_python(page, PYSCRIPT_PYC)) >= 10


def test_random_is_reseeded_after_the_restore(browser: Browser, app_url: str) -> None:
    """The snapshot holds one state of `random`; each page must draw its own."""
    draws = []
    context = browser.first_visit_context()
    try:
        page = context.new_page()
        warm_start(page, app_url)
        for _ in range(2):
            assert page.evaluate("globalThis.__mtStart") == "snapshot"
            draws.append(run_python(page, "import random\nresult = random.random()"))
            page.reload()
            wait_ready(page)
    finally:
        context.close()
    assert draws[0] != draws[1], draws


def _damage_garbage(path: Path) -> None:
    size = path.stat().st_size
    path.write_bytes(bytes(range(256)) * (size // 256) + b"\0" * (size % 256))


def _damage_body(path: Path) -> None:
    # A valid header (magic, build id, JS state) over a zeroed memory image.
    data = bytearray(path.read_bytes())
    header = int.from_bytes(data[4:8], "little")
    data[header:] = bytes(len(data) - header)
    path.write_bytes(bytes(data))


def _damage_truncate(path: Path) -> None:
    path.write_bytes(path.read_bytes()[: 1 << 20])


def _damage_missing(path: Path) -> None:
    path.unlink()


@pytest.mark.parametrize("damage", [_damage_garbage, _damage_body, _damage_truncate, _damage_missing],
                         ids=["garbage", "zeroed-memory", "truncated", "missing"])
def test_a_bad_snapshot_falls_back_to_a_normal_start(browser: Browser, tmp_path: Path, damage) -> None:
    site = tmp_path / "site"
    shutil.copytree(DIST, site)
    damage(snapshot_file(site))
    context = browser.new_context()
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    page = context.new_page()
    logged: list[str] = []
    page.on("console", lambda m: logged.append(f"{m.type}: {m.text[:300]}"))
    try:
        with serve_directory(site) as url:
            # The service worker caches the damaged snapshot as it is (a missing one fails its
            # install: then nothing is cached); the second start tries it and falls back.
            page.goto(url)
            wait_ready(page)
            if damage is not _damage_missing:
                page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
            page.reload()
            wait_ready(page)
            start = page.evaluate("globalThis.__mtStart")
            assert start.startswith("normal: "), start
            if damage is not _damage_missing:
                assert start != "normal: snapshot not cached", start
            # Nothing alarming on the page.
            assert page.locator("#alert").text_content() == ""
            expect(page.locator(".py-error")).to_have_count(0)
            play_a_little(page)
        print("\n".join(logged))
        assert not non_local(requests)
        assert [u for u in requests if u.endswith("/app.zip")], "a normal start imports the engine from app.zip"
    finally:
        context.close()


def test_the_stored_setting_starts_a_first_visit_from_the_snapshot(page: Page, app_url: str) -> None:
    """With "mingtable.start" = "snapshot" stored (the browser tests' contexts store it), a first
    visit fetches the snapshot over the network and starts from it, without app.zip."""
    urls: list[str] = []
    page.on("requestfinished", lambda request: urls.append(request.url))
    page.goto(app_url)
    wait_ready(page)
    assert page.evaluate("localStorage.getItem('mingtable.start')") == "snapshot"
    assert page.evaluate("globalThis.__mtStart") == "snapshot"
    assert [u for u in urls if "/snapshot-" in u], urls
    assert not [u for u in urls if u.endswith("/app.zip")], urls
    play_a_little(page)
