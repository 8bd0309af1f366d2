"""Offline for good: the service worker (dist/sw.js) and the web app manifest.

Each test serves its own copy of dist/ so it can stop the server or publish a "new version";
each Playwright context is fresh, so a registered worker never leaks into another test.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

from playwright.sync_api import Browser, Page, expect

from support import DIST, non_local, serve_directory, wait_ready

CONTROLLED = "() => navigator.serviceWorker.controller !== null"
# Collects Content-Security-Policy violations (the page's meta tag must allow the worker and
# the manifest: both fall back to 'self').
CSP_LISTENER = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation",
  (e) => window.__cspViolations.push(e.violatedDirective + " " + e.blockedURI));
"""


def open_page(browser: Browser) -> tuple[Page, list[str]]:
    context = browser.new_context()
    context.add_init_script(CSP_LISTENER)
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    return context.new_page(), requests


def sw_version(directory: Path) -> str:
    match = re.match(r'const VERSION = "([0-9a-f]+)";', (directory / "sw.js").read_text(encoding="utf-8"))
    assert match, "dist/sw.js does not start with its build version"
    return match.group(1)


def test_sw_lists_every_file_of_dist() -> None:
    text = (DIST / "sw.js").read_text(encoding="utf-8")
    files = json.loads(re.search(r"^const FILES = (\[.*\]);$", text, re.M).group(1))
    on_use = json.loads(re.search(r"^const ON_USE = (\[.*\]);$", text, re.M).group(1))
    on_disk = {"./" + p.relative_to(DIST).as_posix() for p in DIST.rglob("*") if p.is_file()}
    # the relay and PeerJS clients are cached once a page uses them, not at a first visit
    assert on_use == ["./vendor/nostr.bundle.js", "./vendor/peerjs.min.js"]
    assert set(files) == (on_disk - {"./sw.js"} - set(on_use)) | {"./"}
    assert not (DIST / "assets" / "sw.js").exists()
    assert re.fullmatch(r"[0-9a-f]{16}", sw_version(DIST))


def test_manifest_and_icons_are_local() -> None:
    manifest = json.loads((DIST / "assets" / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["name"] == "Ming Table" and manifest["display"] == "standalone"
    for icon in manifest["icons"]:
        assert not re.match(r"^[a-z]+:", icon["src"]), icon
        assert (DIST / "assets" / icon["src"]).is_file(), icon
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes


def test_plays_offline_after_one_visit(browser: Browser, tmp_path: Path) -> None:
    site = tmp_path / "site"
    shutil.copytree(DIST, site)
    page, requests = open_page(browser)
    try:
        with serve_directory(site) as url:
            page.goto(url)
            wait_ready(page)
            page.wait_for_function(CONTROLLED, timeout=60_000)
            cached = page.evaluate("async () => (await caches.keys()).filter(k => k.startsWith('mingtable-'))")
            assert cached == ["mingtable-" + sw_version(site)]
            # A first visit downloads neither the relay client nor the PeerJS client (issue 34,
            # item 8): the worker caches each the first time a page loads it.
            in_cache = "async (f) => !!(await (await caches.open(%r)).match(new URL(f, location.href).href))" % cached[0]
            for client in ("vendor/nostr.bundle.js", "vendor/peerjs.min.js"):
                assert not [r for r in requests if r.endswith(client)] and not page.evaluate(in_cache, client)
            assert page.evaluate("typeof window.NostrTools") == "undefined"
            assert page.evaluate("async () => (await fetch('vendor/nostr.bundle.js')).ok")  # a game through relays
            assert page.evaluate(in_cache, "vendor/nostr.bundle.js")
            # The browser reads the manifest the page links (as it does to offer installing).
            cdp = page.context.new_cdp_session(page)
            manifest = cdp.send("Page.getAppManifest")
            assert not manifest.get("errors"), manifest
            assert '"Ming Table"' in manifest["data"], manifest
            assert page.evaluate("window.__cspViolations") == []
        # The server is gone: everything must come from the worker's cache.
        page.reload()
        wait_ready(page)
        players = [{"name": "Ann", "bot": None}, {"name": "Ben", "bot": None}]
        page.evaluate("spec => MingTable.newGame(spec)", {"game": "ming-dynastie", "players": players, "seed": 5})
        expect(page.locator("#screen-play")).to_be_visible()
        first = page.evaluate("MingTable.state()")["legalActions"][0]["id"]
        page.evaluate("id => MingTable.apply(id)", first)
        saves = page.evaluate(
            "() => Object.keys(localStorage).filter(k => k.startsWith('mingtable.save.'))"
            ".map(k => localStorage.getItem(k))")
        assert any(first in text for text in saves), saves
        assert page.evaluate("window.__cspViolations") == []
        # A share link (and an embed's ?parent=) opens offline too: the page comes from the cache.
        link = page.evaluate("MingTable.shareLink()")
        record = page.evaluate("MingTable.record()")
        other = page.context.new_page()
        embed_link = link.replace("/#g=", "/?parent=https://blog.example#g=", 1)
        assert embed_link != link, link
        other.goto(embed_link)
        wait_ready(other)
        assert other.evaluate("MingTable.record()") == record
        # A normal bot thinks on the page, offline as everything else.
        bots = [{"name": "Robo", "bot": "normal"}, {"name": "Ann", "bot": None}]
        page.evaluate("spec => MingTable.newGame(spec)", {"game": "ming-voyages", "players": bots, "seed": 2})
        page.wait_for_function("() => window.__mtBots.applied >= 1", timeout=60_000)
        assert "could not think ahead" not in page.locator("#log").inner_text()
        assert page.evaluate("window.__cspViolations") == []
        assert not non_local(requests)
    finally:
        page.context.close()


def test_a_new_version_is_announced_and_loaded_on_request(browser: Browser, tmp_path: Path) -> None:
    site = tmp_path / "site"
    shutil.copytree(DIST, site)
    page, requests = open_page(browser)
    try:
        with serve_directory(site) as url:
            page.goto(url)
            wait_ready(page)
            page.wait_for_function(CONTROLLED, timeout=60_000)
            expect(page.locator("#mt-update")).to_have_count(0)
            # Publish a new build: another version line in sw.js and a changed page.
            old = sw_version(site)
            sw = site / "sw.js"
            sw.write_text(sw.read_text(encoding="utf-8").replace(old, "0123456789abcdef", 1), encoding="utf-8")
            index = site / "index.html"
            index.write_text(index.read_text(encoding="utf-8").replace("<body ", '<body data-build="new" ', 1),
                             encoding="utf-8")
            page.reload()
            wait_ready(page)
            # The old version still runs; the new one waits, and the page says so quietly.
            assert page.evaluate("document.body.dataset.build") is None
            notice = page.locator("#mt-update")
            expect(notice).to_be_visible(timeout=60_000)
            expect(notice).to_have_attribute("role", "status")
            with page.expect_event("load", timeout=60_000):
                notice.get_by_role("button", name="Reload").click()
            wait_ready(page)
            assert page.evaluate("document.body.dataset.build") == "new"
            keys = page.evaluate("async () => (await caches.keys()).filter(k => k.startsWith('mingtable-'))")
            assert keys == ["mingtable-0123456789abcdef"]
        assert not non_local(requests)
    finally:
        page.context.close()
