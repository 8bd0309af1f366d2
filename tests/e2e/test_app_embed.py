"""Embedding from another site (the postMessage bridge checks origins) and the page's
Content-Security-Policy. docs/embedding.md describes both.

The other site is a second local server: another port is another origin (the same site, so
the browser's storage rules for cross-site frames do not come into it).
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import ConsoleMessage, Frame, Page, expect

from support import DIST, serve_directory, wait_ready

# A page of another site: it embeds (or opens) the app and talks to it like docs/embedding.md says.
HOST_PAGE = """<!doctype html><meta charset="utf-8"><title>Another site</title>
<iframe id="app" width="1200" height="800" title="Ming Table"></iframe>
<script>
  window.received = [];
  let target = null, next = 0;
  const pending = new Map();
  window.addEventListener("message", (e) => {
    if (!e.data || e.data.type !== "mingtable") return;
    window.received.push({origin: e.origin, data: e.data});
    const p = pending.get(e.data.id);
    if (p) { pending.delete(e.data.id); "error" in e.data ? p.reject(new Error(e.data.error)) : p.resolve(e.data.result); }
  });
  window.embed = (src) => { const f = document.getElementById("app"); f.src = src; target = f.contentWindow; };
  window.popup = (src) => { target = window.open(src, "ming"); };
  window.send = (method, ...args) => target.postMessage({type: "mingtable", id: ++next, method, args}, "*");
  window.call = (method, ...args) => new Promise((resolve, reject) => {
    pending.set(next + 1, {resolve, reject});
    window.send(method, ...args);
  });
</script>
"""

PLAYERS = [{"name": "Ann", "bot": None}, {"name": "Ben", "bot": None}]


@pytest.fixture(scope="session")
def other_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = tmp_path_factory.mktemp("other-site")
    (folder / "host.html").write_text(HOST_PAGE, encoding="utf-8")
    with serve_directory(folder) as url:
        yield url


def _origin(url: str) -> str:
    return url.rstrip("/")


def _warnings(target: Page) -> list[str]:
    found: list[str] = []

    def keep(message: ConsoleMessage) -> None:
        if message.type == "warning" and message.text.startswith("Ming Table:"):
            found.append(message.text)

    target.on("console", keep)
    return found


def _embedded_app(page: Page, app_url: str, src: str) -> Frame:
    page.evaluate("src => embed(src)", src)
    expect(page.frame_locator("#app").locator("body[data-engine=ready]")).to_have_count(1, timeout=60_000)
    frame = page.frame(url=lambda u: u.startswith(app_url))
    assert frame is not None
    return frame


@pytest.mark.parametrize("way_in", ["iframe", "iframe naming another parent", "popup naming this site"])
def test_another_site_gets_no_answer_and_cannot_play(page: Page, app_url: str, other_site: str, way_in: str) -> None:
    page.goto(other_site + "host.html")
    if way_in == "popup naming this site":
        # The URL names the site, but a popup is not embedded: ?parent= only admits the parent window.
        with page.context.expect_page() as opened:
            page.evaluate("src => popup(src)", f"{app_url}?parent={quote(_origin(other_site))}")
        app = opened.value
        wait_ready(app)
        warnings = _warnings(app)
    else:
        warnings = _warnings(page)
        src = app_url if way_in == "iframe" else f"{app_url}?parent={quote('https://blog.example')}"
        app = _embedded_app(page, app_url, src)

    # The player starts a game in the app; the other site then tries every method.
    first = app.evaluate("players => MingTable.newGame({seed: 4, players})", PLAYERS)["legalActions"][0]["id"]
    page.evaluate("""first => {
        for (const m of ['games', 'state', 'record', 'shareLink', 'undo']) send(m);
        send('apply', first, 0);
        send('newGame', {seed: 9, players: [{name: 'X', bot: null}, {name: 'Y', bot: null}]});
        send('load', {format: 'mingtable-record', version: 1, game: 'ming-dynastie', options: {},
                      players: ['X', 'Y'], seed: 9, actions: []});
    }""", first)
    deadline = time.monotonic() + 15
    while not warnings and not page.evaluate("received.length"):  # an answer, or the app's note that it ignored them
        assert time.monotonic() < deadline, "the app never received the other site's messages"
        page.wait_for_timeout(100)
    page.wait_for_timeout(300)
    assert page.evaluate("received") == []
    assert warnings == [f"Ming Table: ignored messages from {_origin(other_site)}; an embedding site must be "
                        f"named in the iframe URL, e.g. ?parent={_origin(other_site)}"]
    record = app.evaluate("MingTable.record()")
    assert record["seed"] == "4" and record["players"] == ["Ann", "Ben"] and record["actions"] == []
    # The player's own move: change events go to the app's own origin only, not to this site.
    app.evaluate("id => MingTable.apply(id)", first)
    page.wait_for_timeout(500)
    assert page.evaluate("received") == []


def test_an_embed_that_names_its_parent_works(page: Page, app_url: str, other_site: str) -> None:
    page.goto(other_site + "host.html")
    warnings = _warnings(page)
    _embedded_app(page, app_url, f"{app_url}?parent={quote(_origin(other_site))}")
    st = page.evaluate("players => call('newGame', {seed: 0, players})", PLAYERS)  # Ann begins
    assert st["game"] == "ming-dynastie" and st["toMove"] == [0]
    first = st["legalActions"][0]["id"]
    after = page.evaluate("id => call('apply', id, 0)", first)
    assert after["toMove"] == [1]
    assert page.evaluate("call('record')")["actions"] == [first]
    error = page.evaluate("call('apply', 'not-an-action').catch((e) => e.message)")
    assert "not a legal action" in error
    link = page.evaluate("call('shareLink')")
    assert link.startswith(app_url + "#g=") and "parent" not in link  # a link is not an embed
    received = page.evaluate("received")
    assert {r["origin"] for r in received} == {_origin(app_url)}
    events = [r["data"]["state"] for r in received if r["data"].get("event") == "change"]
    assert [e["toMove"] for e in events] == [[0], [1]]  # the new game, then the move
    assert warnings == []


BAD_PARENTS = ["*", "null", "https://blog.example/path", "https://blog.example/?x=1", "https://blog.example#x",
               "javascript:alert(1)", "blog.example", "https://user@blog.example", "ftp://blog.example", ""]
GOOD_PARENTS = ["https://blog.example", "https://blog.example/", "http://127.0.0.1:8080"]


def test_parent_must_be_an_origin(page: Page, app_url: str) -> None:
    # Only the page's own script matters here: the engine is not loaded.
    page.route("**/pyscript/core.js", lambda route: route.abort())
    warnings = _warnings(page)
    for value in BAD_PARENTS + GOOD_PARENTS:
        warnings.clear()
        page.goto(f"{app_url}?parent={quote(value, safe='')}", wait_until="domcontentloaded")
        assert page.evaluate("typeof MingTable") == "object"
        page.wait_for_timeout(50)
        if value in BAD_PARENTS:
            assert len(warnings) == 1 and "ignoring parent=" in warnings[0], value
        else:
            assert warnings == [], value


# --- Content-Security-Policy ------------------------------------------------------------

RECORD_VIOLATIONS = """window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(
    e.effectiveDirective + ' ' + e.blockedURI + ' at ' + e.sourceFile + ':' + e.lineNumber));"""


def _policy(html: str) -> str:
    found = re.findall(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">', html)
    assert len(found) == 1, "dist/index.html needs exactly one CSP meta tag"
    return found[0]


def test_built_page_carries_a_local_only_policy() -> None:
    policy = _policy((DIST / "index.html").read_text(encoding="utf-8"))
    assert _policy((Path(__file__).resolve().parents[2] / "index.html").read_text(encoding="utf-8")) == policy
    directives = {name: sources for name, *sources in (part.split() for part in policy.split(";"))}
    assert directives["default-src"] == ["'self'"]
    for name, sources in directives.items():  # keywords only, data: for the favicon, ws:/wss: for a signaling server
        assert all(s.startswith("'") or (name == "img-src" and s == "data:")
                   or (name == "connect-src" and s in ("ws:", "wss:")) for s in sources), (name, sources)


def test_the_app_plays_under_its_policy(page: Page, app_url: str) -> None:
    csp_console: list[str] = []
    page.on("console", lambda m: csp_console.append(m.text) if "Content Security Policy" in m.text else None)
    page.add_init_script(RECORD_VIOLATIONS)
    page.goto(app_url)
    wait_ready(page)
    assert page.evaluate("document.querySelector('meta[http-equiv=Content-Security-Policy]').content") == \
        _policy((DIST / "index.html").read_text(encoding="utf-8"))
    # Ming-Dynastie by clicking, through the curtain.
    page.get_by_role("button", name="New game of Ming-Dynastie").click()
    page.get_by_role("button", name="Start the game").click()
    for _ in range(5):
        if page.locator("#curtain").is_visible():
            page.locator("#curtain-btn").click()
        page.locator("[data-action]").first.click()
    assert len(page.evaluate("MingTable.record()")["actions"]) == 5
    if page.locator("#curtain").is_visible():  # the next player's hand is behind it
        page.locator("#curtain-btn").click()
    page.get_by_role("button", name="Share link").click()
    expect(page.locator("#share-note")).to_contain_text("holds the whole game")
    with page.expect_download():
        page.get_by_role("button", name="Export").click()
    expect(page.locator("#notice")).to_contain_text("The file holds the whole game")
    # The Ming Voyages, drawn by its own renderer.
    page.evaluate("MingTable.newGame({game: 'ming-voyages', seed: 2, players: [{name: 'Ann', bot: null}]})")
    for _ in range(3):
        page.locator("[data-action]").first.click()
    assert len(page.evaluate("MingTable.record()")["actions"]) == 3
    expect(page.locator("body[data-game=ming-voyages]")).to_have_count(1)
    assert page.evaluate("window.__cspViolations") == []
    assert csp_console == []
    # The listener does see a violation: an inline script is refused.
    page.evaluate("() => { const s = document.createElement('script'); s.textContent = 'window.x = 1'; document.head.append(s); }")
    page.wait_for_timeout(100)
    assert [v.split()[0] for v in page.evaluate("window.__cspViolations")] == ["script-src-elem"]
    assert page.evaluate("window.x") is None
