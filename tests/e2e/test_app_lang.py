"""German and English in the page: the browser's language is followed from the first paint, the
header switch changes the whole page at once (``<html lang>``, the screen, the board, the log)
and is remembered across a reload."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from support import wait_ready

START = """MingTable.newGame({game: 'ming-dynastie', seed: 5, players: [{name: 'Ann', bot: null}, {name: 'Ben', bot: null}]})"""


@pytest.fixture
def german(browser: Browser) -> Iterator[BrowserContext]:
    context = browser.new_context(locale="de-DE")
    yield context
    context.close()


def _log(page: Page) -> list[str]:
    return page.locator("#log li").all_inner_texts()


def test_a_german_browser_gets_german_from_the_first_paint(german: BrowserContext, app_url: str) -> None:
    page = german.new_page()
    page.goto(app_url, wait_until="domcontentloaded")
    # Before Python runs: the shell texts from index.html's table.
    assert page.evaluate("document.documentElement.lang") == "de"
    expect(page.get_by_role("heading", name="Gespeicherte Spiele")).to_be_visible()
    expect(page.locator("#games")).to_contain_text("2–4 Spieler")
    wait_ready(page)
    expect(page.get_by_role("button", name="Neues Spiel: Ming-Dynastie")).to_be_visible()
    expect(page.get_by_role("button", name="Startseite")).to_be_visible()
    expect(page.get_by_role("button", name="DE", exact=True)).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#saves")).to_have_text("Noch keine gespeicherten Spiele.")
    page.get_by_role("button", name="Neues Spiel: Ming-Dynastie").click()
    expect(page.get_by_role("heading", name="Neues Spiel: Ming-Dynastie")).to_be_visible()
    expect(page.get_by_role("button", name="Spiel starten")).to_be_visible()
    expect(page.locator("#seat-name-0")).to_have_value("Spieler 1")
    # The API stays English whatever the page shows (docs/embedding.md).
    assert page.evaluate(START)["legalActions"][0]["label"] == page.evaluate("MingTable.state()")["legalActions"][0]["label"]
    page.close()


def test_the_switch_changes_everything_at_once_and_is_remembered(page: Page, app_url: str) -> None:
    page.goto(app_url)
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "en"
    page.evaluate(START)
    for _ in range(4):
        if page.locator("#curtain").is_visible():
            page.locator("#curtain-btn").click()
        page.locator("[data-action]").first.click()
    english_log = _log(page)
    assert len(english_log) >= 4 and english_log == page.evaluate("MingTable.state()")["log"]
    show = page.locator("#own-cards-btn")  # placing is public: the decider shows their cards on demand
    expect(show).to_have_text("Show my cards")
    page.get_by_role("button", name="DE", exact=True).click()
    expect(show).to_have_text("Meine Karten zeigen")
    show.click()
    assert page.evaluate("document.documentElement.lang") == "de"
    expect(page.get_by_role("button", name="Rückgängig")).to_be_visible()
    expect(page.get_by_role("button", name="Link teilen")).to_be_visible()
    expect(page.locator("#board")).to_have_attribute("aria-label", "Spielplan von Ming-Dynastie")
    expect(page.locator(".log summary")).to_have_text("Protokoll")
    expect(show).to_have_text("Meine Karten verbergen")
    assert page.evaluate("localStorage.getItem('mingtable.lang')") == "de"
    german_log = _log(page)
    assert len(german_log) == len(english_log)  # the whole log, redrawn from its entries
    # Reload: the stored choice wins over the browser's English, and the game comes back in German.
    page.reload()
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "de"
    expect(page.locator("body[data-screen=play]")).to_have_count(1)
    expect(page.get_by_role("button", name="Startseite")).to_be_visible()
    assert _log(page) == german_log
    page.get_by_role("button", name="EN", exact=True).click()
    if page.locator("#curtain").is_visible():
        page.locator("#curtain-btn").click()
    assert page.evaluate("document.documentElement.lang") == "en"
    assert _log(page) == english_log
    page.get_by_role("button", name="Home").click()
    expect(page.locator("#saves")).to_contain_text("Ming-Dynastie")
    page.get_by_role("button", name="DE", exact=True).click()
    expect(page.locator("#saves")).to_contain_text("Fortsetzen")
    expect(page.get_by_role("button", name="Spieldatei importieren …")).to_have_count(0)  # a label, not a button
    expect(page.locator(".file-label")).to_contain_text("Spieldatei importieren …")
    expect(page.locator("#board")).to_have_attribute("aria-label", "Spielplan von Ming-Dynastie")
    page.get_by_role("button", name="EN", exact=True).click()
    expect(page.locator("#board")).to_have_attribute("aria-label", "Ming-Dynastie board")
    expect(page.locator("#saves")).to_contain_text("Continue")
