"""Browser test fixtures: dist/ served on 127.0.0.1, Debian chromium driven by Playwright.

Fixtures
    app_url   session: the URL of the served dist/ (http://127.0.0.1:<port>/)
    browser   session: Debian's Chromium headless shell, every non-local host unresolvable
    context   function: a fresh browser context (empty storage; every context starts at the speed "instant",
              from the memory snapshot and with reduced motion: support.instant_by_default)
    plain_context function: a fresh context at the app's default speed and motion (pacing tests)
    page      function: a page in that context; ``page.requests`` lists every request URL and
              teardown fails the test if any went to a host other than 127.0.0.1/localhost
    first_visit_page function: the same, in a context that starts as a first visit does (no snapshot)

Helper
    wait_ready(page)  waits (60 s) for ``document.body.dataset.engine === "ready"``

Nothing here skips: a missing dist/ or chromium is an error with a clear message.

Order: ``./build.sh test`` runs these tests on every core (pytest-xdist, ``--dist worksteal``);
the tests that play whole games (:data:`LONG`) come first, so that no core is left with one of
them at the end while the other is idle.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

from support import DIST, HEADLESS_SHELL, check_dist, checked_page, instant_by_default, launch_chromium, serve_dist, wait_ready

__all__ = ["wait_ready"]


#: The tests that take longest (whole games, in the browser): run first.
LONG = ("test_whole_live_games_of_every_title", "test_a_whole_game_by_turn_links",
        "test_a_whole_game_through_a_relay_with_a_device_closed_for_a_while",
        "test_strong_bots_play_to_the_end_and_say_what_they_expect", "test_four_bots_play_to_the_end")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: getattr(item, "originalname", item.name) not in LONG)  # a stable sort


@pytest.fixture(scope="session")
def app_url() -> Iterator[str]:
    try:
        check_dist(DIST)
    except RuntimeError as exc:
        pytest.fail(str(exc), pytrace=False)
    with serve_dist(DIST) as url:
        yield url


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        try:
            browser = launch_chromium(playwright.chromium, HEADLESS_SHELL)
        except RuntimeError as exc:
            pytest.fail(str(exc), pytrace=False)
        browser.plain_new_context = instant_by_default(browser)
        yield browser
        browser.close()


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    context = browser.new_context()
    yield context
    context.close()


@pytest.fixture
def plain_context(browser: Browser) -> Iterator[BrowserContext]:
    context = browser.plain_new_context()
    yield context
    context.close()


@pytest.fixture
def page(context: BrowserContext) -> Iterator[Page]:
    yield from checked_page(context)


@pytest.fixture
def first_visit_page(browser: Browser) -> Iterator[Page]:
    """A page of a context that starts as a person's first visit does (no snapshot at hand)."""
    context = browser.first_visit_context()
    try:
        yield from checked_page(context)
    finally:
        context.close()
