"""The app's own Chinese font (issue 20, item 7): the trigrams and kingdoms of Yin Yang are drawn
with the subset of Noto Serif TC that the build ships in dist/assets/fonts, online and, after
one visit, with the server gone (the service worker's cache), never from another host.

This machine has no Chinese system font, so a character the page shows in another font would
come from nowhere: Chromium's own record of the fonts it drew a node with
(CSS.getPlatformFontsForNode) must name the web font.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, expect

from support import DIST, non_local, serve_directory, wait_ready

FAMILY = "Ming Table Han"
FONT_URL = "/assets/fonts/noto-serif-tc-app.woff2"
PLAYERS = [{"name": "Ann", "bot": None}, {"name": "Ben", "bot": None}]


def font_faces(page: Page) -> list[dict[str, Any]]:
    """The document's FontFace objects of our family, once every font it asked for is in."""
    return page.evaluate(
        """async (family) => { await document.fonts.ready;
             return [...document.fonts].filter(f => f.family.replace(/"/g, '') === family)
               .map(f => ({status: f.status, range: f.unicodeRange, display: f.display})); }""", FAMILY)


def drawn_with(page: Page, selector: str) -> list[dict[str, Any]]:
    """The fonts Chromium drew the text of the first ``selector`` with (name, web font?, glyphs)."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("DOM.enable")
    cdp.send("CSS.enable")
    root = cdp.send("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
    node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
    assert node, selector
    fonts = cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
    cdp.detach()
    return fonts


def check_board_uses_the_font(page: Page) -> None:
    page.evaluate("spec => MingTable.newGame(spec)", {"game": "yin-yang", "players": PLAYERS, "seed": 3})
    legend = page.locator("#board text.yy-legend").first
    expect(legend).to_contain_text("楚")  # Chu, the first kingdom of the legend
    expect(page.locator("#board text.yy-deepname").first).to_contain_text("乾")  # the trigram Qian
    faces = font_faces(page)
    assert faces and all(face["status"] == "loaded" for face in faces), faces
    assert faces[0]["display"] == "swap"
    assert page.evaluate("f => document.fonts.check(`16px \"${f}\"`, '楚乾')", FAMILY)
    for selector in ("#board text.yy-legend", "#board text.yy-deepname"):
        fonts = drawn_with(page, selector)
        han = [f for f in fonts if f["isCustomFont"]]
        assert han and han[0]["familyName"].startswith("Noto Serif TC"), fonts
        # Nothing drawn with a font of the system for want of a glyph: the Latin letters use the
        # page's serif, the Han character the web font, and there is no third font.
        assert len(fonts) <= 2, fonts


def test_yin_yang_draws_its_han_characters_with_the_shipped_font_offline(browser: Browser, tmp_path: Path) -> None:
    site = tmp_path / "site"
    shutil.copytree(DIST, site)
    context = browser.new_context()
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    page = context.new_page()
    try:
        with serve_directory(site) as url:
            page.goto(url)
            wait_ready(page)
            page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
            cached = page.evaluate(
                "async (path) => { for (const key of await caches.keys())"
                "  if (await (await caches.open(key)).match(new URL('.' + path, location.href))) return true;"
                "  return false; }", FONT_URL)
            assert cached, "the service worker did not precache the font"
            check_board_uses_the_font(page)
            assert any(u.endswith(FONT_URL) for u in requests), requests
        # The server is gone: the page, the engine and the font come from the worker's cache.
        page.reload()
        wait_ready(page)
        check_board_uses_the_font(page)
        assert not non_local(requests)
    finally:
        context.close()
