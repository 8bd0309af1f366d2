"""Browser storage refused (Chromium's default for a cross-site iframe): the app starts, plays
without saving and says that saves are off, instead of hanging on "Engine loading…"."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Frame, Page, expect

from support import checked_page, instant_by_default, launch_chromium, wait_ready

BLOCK_STORAGE = """Object.defineProperty(window, 'localStorage', {
    get() { throw new DOMException('Access is denied for this document.', 'SecurityError'); }
});"""


def _play_one_move(target: Page | Frame) -> None:
    target.evaluate("""() => MingTable.newGame({game: 'ming-dynastie', players: ['Ann', 'Ben'], seed: 4})""")
    target.locator("#board [data-action], #panel [data-action]").first.click()
    assert len(target.evaluate("MingTable.record()")["actions"]) == 1


def test_refused_local_storage_plays_without_saving(page: Page, app_url: str) -> None:
    page.add_init_script(BLOCK_STORAGE)
    page.goto(app_url)
    wait_ready(page)
    warning = page.locator("#save-problem")
    expect(warning).to_contain_text("Saving is off")
    expect(page.locator("#saves")).to_contain_text("Saving is off here")
    _play_one_move(page)
    expect(warning).to_contain_text("not being saved")


@pytest.fixture
def browser_page(browser: Any) -> Iterator[Page]:
    """A page of the full browser a person runs (the other tests use its headless shell, which
    does not refuse a cross-site iframe its storage)."""
    chromium = launch_chromium(browser.browser_type)
    try:
        instant_by_default(chromium)
        yield from checked_page(chromium.new_context())
    finally:
        chromium.close()


def test_cross_site_iframe_starts_and_says_saves_are_off(browser_page: Page, app_url: str) -> None:
    page = browser_page
    # The app on localhost inside a page on 127.0.0.1: another site, so Chromium blocks its storage
    # (and PyScript's IndexedDB cache, which once kept the engine from starting at all). Every host
    # name is unresolvable in these tests, so Playwright answers for localhost from the served dist/.
    port = urlsplit(app_url).port
    embedded_url = f"http://localhost:{port}/"
    parent_url = f"{app_url}embedding-site.html"
    page.route(parent_url, lambda route: route.fulfill(
        content_type="text/html",
        body=f'<!doctype html><title>A blog</title><iframe src="{embedded_url}" width="1000" height="800"></iframe>'))
    page.route(f"{embedded_url}**", lambda route: route.fulfill(
        response=route.fetch(url=route.request.url.replace(embedded_url, app_url))))
    page.goto(parent_url)
    frame = page.frame_locator("iframe")
    expect(frame.locator("#engine-status")).to_be_attached()
    app = page.locator("iframe").element_handle().content_frame()
    assert app is not None and app.url == embedded_url
    assert app.evaluate("() => { try { localStorage.length; return false; } catch (e) { return true; } }")
    app.wait_for_function("() => document.body.dataset.engine !== 'loading'", timeout=60_000)
    assert app.evaluate("document.body.dataset.engine") == "ready"
    expect(frame.locator("#save-problem")).to_contain_text("Saves are off in this embed")
    _play_one_move(app)
