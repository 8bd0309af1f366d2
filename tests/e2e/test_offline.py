"""The app is self-contained: it starts from dist/ alone and never asks another host."""

from __future__ import annotations

import json

from support import DIST, is_local, wait_ready

PYODIDE_CORE = {"pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"}


def test_app_starts_with_only_local_requests(first_visit_page, app_url):
    page = first_visit_page
    finished: list[str] = []  # downloaded (the loader asks the caches for the snapshot: a failed request)
    page.on("requestfinished", lambda request: finished.append(request.url))
    errors: list[str] = []  # a first and a repeat visit log no error (issue 33, item 9)
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(app_url)
    wait_ready(page)
    first = list(finished)
    # A first visit starts Pyodide from dist's bytecode, without the memory snapshot.
    assert page.evaluate("globalThis.__mtStart") == "normal: snapshot not cached"
    for name in ("/pyodide/pyodide.asm.wasm", "/pyodide/python_stdlib.zip", "/app.zip"):
        assert any(u.endswith(name) for u in first), (name, first)
    assert not any(u.split("/")[-1].startswith("snapshot-") for u in first), first
    # Let late requests (fonts, chunks, storage, the service worker's caching) happen before the
    # recorder is checked; the service worker caches the snapshot for the next start.
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
    page.wait_for_load_state("networkidle")
    assert any(u.split("/")[-1].startswith("snapshot-") for u in page.requests), page.requests
    assert errors == [], errors
    # The repeat visit starts from the cached snapshot, as cleanly.
    page.reload()
    wait_ready(page)
    assert page.evaluate("globalThis.__mtStart").startswith("snapshot"), page.evaluate("globalThis.__mtStart")
    page.wait_for_load_state("networkidle")
    assert errors == [], errors
    # The page fixture's teardown asserts that every request stayed on 127.0.0.1.


def test_reload_stays_local(page, app_url):
    page.goto(app_url)
    wait_ready(page)
    page.reload()
    wait_ready(page)
    page.wait_for_load_state("networkidle")


def test_a_thinking_bot_needs_no_request(page, app_url):
    """A normal bot searches in the page's own Pyodide: no worker, and no second Pyodide, engine
    or snapshot is fetched while it plays (the fixture checks that every request of the context
    stays on 127.0.0.1)."""
    page.goto(app_url)
    wait_ready(page)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
    page.wait_for_load_state("networkidle")
    before = len(page.requests)
    players = [{"name": "Robo", "bot": "normal"}, {"name": "Ann", "bot": None}]
    page.evaluate("players => MingTable.newGame({game: 'ming-voyages', seed: 2, players})", players)
    page.wait_for_function("() => window.__mtBots.applied >= 1", timeout=60_000)
    later = page.requests[before:]
    assert not [u for u in later if "/pyodide/" in u or "/snapshot-" in u or u.endswith((".mjs", "/app.zip"))], later
    assert page.workers == []


def test_pyscript_config_names_the_local_interpreter():
    config = json.loads((DIST / "pyscript.json").read_text())
    assert config["interpreter"] == "./assets/loader.mjs"
    assert 'from "../pyodide/pyodide.mjs"' in (DIST / "assets" / "loader.mjs").read_text()
    assert "files" not in config  # the loader puts the engine's files in place
    assert (DIST / "pyodide" / "pyodide.mjs").is_file()
    assert (DIST / "app.zip").is_file()


def test_page_loads_pyscript_and_config_from_dist():
    html = (DIST / "index.html").read_text(encoding="utf-8")
    assert "./pyscript/core.js" in html
    assert "./pyscript/core.css" in html
    assert 'config="./pyscript.json"' in html
    for marker in ("cdn.jsdelivr", "pyscript.net", "unpkg.com", "cdnjs"):
        assert marker not in html, f"index.html references {marker}"


def test_pyodide_dir_holds_only_the_core_files():
    assert {p.name for p in (DIST / "pyodide").iterdir()} == PYODIDE_CORE


def test_pyscript_dir_has_no_source_maps():
    names = {p.name for p in (DIST / "pyscript").iterdir()}
    assert "core.js" in names and "core.css" in names
    assert not [n for n in names if n.endswith(".map")]


def test_vendor_dir_holds_only_the_qr_encoder_the_peerjs_client_and_the_nostr_client():
    """qrcode-generator's ES module, imported by assets/qr.mjs (tests/e2e/test_qr.py), the
    PeerJS client with its licence, which assets/live.mjs loads only for a live game through a
    signaling server the person entered (tests/e2e/test_app_live.py), and the Nostr client with
    its licence, which assets/relays.mjs loads only for a game through relays the person chose
    (tests/e2e/test_app_relays.py)."""
    assert {p.name for p in (DIST / "vendor").iterdir()} == {"qrcode.mjs", "peerjs.min.js", "peerjs.LICENSE.txt",
                                                             "nostr.bundle.js", "nostr.LICENSE.txt"}
    assert 'from "../vendor/qrcode.mjs"' in (DIST / "assets" / "qr.mjs").read_text()
    assert '"../vendor/peerjs.min.js"' in (DIST / "assets" / "live.mjs").read_text()
    assert '"../vendor/nostr.bundle.js"' in (DIST / "assets" / "relays.mjs").read_text()
    for name in ("peerjs", "nostr.bundle"):  # neither at start
        assert not [line for line in (DIST / "index.html").read_text().splitlines() if name in line]


def test_request_recorder_tells_local_from_remote():
    assert is_local("http://127.0.0.1:8000/pyodide/pyodide.mjs")
    assert is_local("http://localhost:1234/")
    assert is_local("data:,")
    assert is_local("blob:http://127.0.0.1:8000/0b1c")
    assert not is_local("https://cdn.jsdelivr.net/pyodide/v0.27/full/pyodide.mjs")
    assert not is_local("https://127.0.0.1.example.com/")
