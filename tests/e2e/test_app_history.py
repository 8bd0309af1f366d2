"""Hot-seat comfort and saved games in the page (issue 7, items 8 and 9), in English and German:
open hands without the curtain, the curtain naming whose turn it is, a finished game listed as
finished and opening on its result, a reload showing the game being restored, and the browser's
Back and Forward between a game and the home screen."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

import mingtable
from support import fill_seed, wait_ready

LANGS = ["en", "de"]
TEXT = {
    "en": {"start": "Start the game", "home": "Home", "turn": r"^{name}'s turn \([^)]+\): your own cards will be shown\.",
           "show": "I am {name}, show my hand", "finished": "finished", "result": "Result",
           "restoring": "Restoring your game…", "export": "Export", "rules": "Rules"},
    "de": {"start": "Spiel starten", "home": "Startseite", "turn": r"^{name} ist am Zug \([^)]+\): deine eigenen Karten werden gezeigt\.",
           "show": "Ich bin {name}, zeig meine Karten", "finished": "beendet", "result": "Ergebnis",
           "restoring": "Dein Spiel wird wiederhergestellt …", "export": "Exportieren", "rules": "Regeln"},
}


def open_app(page: Page, app_url: str, lang: str) -> None:
    page.goto(f"{app_url}?lang={lang}")
    wait_ready(page)


def state(page: Page) -> dict[str, Any]:
    return page.evaluate("MingTable.state()")


def start_by_form(page: Page, lang: str, game: str, names: list[str], open_hands: bool, seed: int = 6) -> None:
    """The new-game form by hand: people only, open hands ticked or not."""
    page.locator(f'[data-ui="new"][data-arg="{game}"]').click()
    page.select_option("#setup-count", str(len(names)))
    for i, name in enumerate(names):
        page.fill(f"#seat-name-{i}", name)
        page.select_option(f"#seat-kind-{i}", "")
    box = page.locator("#setup-open-hands")
    expect(box).not_to_be_checked()
    if open_hands:
        box.check()
    fill_seed(page, str(seed))
    page.get_by_role("button", name=TEXT[lang]["start"]).click()
    expect(page.locator("#screen-play")).to_be_visible()


def click_first(page: Page) -> None:
    """The first highlighted choice, clicked through the page's own handler (board shapes may
    lie under pieces, which a mouse click would hit instead)."""
    page.locator("[data-action]").first.dispatch_event("click")


def finished_record(game: str, seed: int) -> dict[str, Any]:
    """A game played to its end on CPython (first legal choice each time)."""
    players = ["Ann", "Ben", "Cy"][:max(2, mingtable.GAMES[game].min_players)]
    match = mingtable.new_game(game, players, seed=seed)
    while match.to_move:
        seat = match.to_move[0]
        match.apply(match.legal_actions(seat)[-1].id, seat)
    assert match.outcome
    return match.record()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game, hand, names", [("ming-dynastie", ".hand", ["Ann", "Ben"]),
                                               ("ming-voyages", ".mv-hand", ["Ann", "Ben"]),
                                               ("confucius", ".cf-hand", ["Ann", "Ben", "Cy"]),
                                               ("yin-yang", ".yy-cards:not(.muted)", ["Ann", "Ben"])])
def test_open_hands_never_show_the_curtain(page: Page, app_url: str, lang: str, game: str, hand: str,
                                           names: list[str]) -> None:
    open_app(page, app_url, lang)
    start_by_form(page, lang, game, names, open_hands=True)
    seen_hands = 0
    deciders = set()
    for _ in range(24):
        expect(page.locator("#curtain")).to_be_hidden()
        st = state(page)
        deciders.add(st["humanToMove"])
        if page.locator(hand).count():
            seen_hands += 1
        click_first(page)
    assert deciders == set(range(len(names))) and seen_hands >= 12
    # Kept with the saved game: after a reload still no curtain.
    page.reload()
    wait_ready(page)
    expect(page.locator("#screen-play")).to_be_visible()
    for _ in range(6):
        expect(page.locator("#curtain")).to_be_hidden()
        click_first(page)


@pytest.mark.parametrize("lang", LANGS)
def test_closed_hotseat_curtain_names_the_player_and_leaves_home_and_language_reachable(
        page: Page, app_url: str, lang: str) -> None:
    open_app(page, app_url, lang)
    start_by_form(page, lang, "confucius", ["Anna", "Ben", "Cy"], open_hands=False)
    curtain = page.locator("#curtain")
    for _ in range(30):  # public decisions (the Chief Minister's choices) come without it
        if curtain.is_visible():
            break
        click_first(page)
    expect(curtain).to_be_visible()
    name = state(page)["players"][state(page)["humanToMove"]]
    expect(page.locator("#curtain-text")).to_have_text(re.compile(TEXT[lang]["turn"].format(name=name)))  # the seat's colour
    expect(page.locator("#curtain-btn")).to_have_text(TEXT[lang]["show"].format(name=name))
    assert page.locator(".hand").count() == 0
    # Home, Rules and the language switch stay usable above it; Export (the whole record) does not.
    page.get_by_role("button", name=TEXT[lang]["home"], exact=True).click(trial=True)
    page.get_by_role("button", name=TEXT[lang]["rules"], exact=True).click(trial=True)
    page.locator('[data-ui="lang"][data-arg="en"]').click(trial=True)
    expect(page.locator('.toolbar [data-ui="export"]')).to_be_hidden()
    page.locator("#curtain-btn").click()
    expect(curtain).to_be_hidden()
    expect(page.locator(".hand")).to_have_count(1)
    expect(page.locator('.toolbar [data-ui="export"]')).to_be_visible()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", ["ming-dynastie", "ming-voyages", "confucius", "yin-yang"])
def test_finished_game_is_listed_as_finished_and_opens_on_its_result(page: Page, app_url: str, lang: str,
                                                                     game: str) -> None:
    record = finished_record(game, seed=3)
    open_app(page, app_url, lang)
    page.evaluate("record => MingTable.load(record)", record)
    expect(page.locator("#over")).to_be_visible()
    page.locator('#over [data-ui="home"]').click()
    entry = page.locator("#saves li.save").first
    expect(entry).to_have_class("save finished")
    expect(entry).to_contain_text(TEXT[lang]["finished"])
    expect(entry.locator('[data-ui="continue"]')).to_have_text(TEXT[lang]["result"])
    entry.locator('[data-ui="continue"]').click()
    expect(page.locator("#screen-play")).to_be_visible()
    expect(page.locator("#over")).to_be_visible()
    expect(page.locator("#over-title")).to_be_visible()
    assert page.locator("#mt-dyn > *").count() > 0  # the final board under the box
    assert page.evaluate("MingTable.state()")["outcome"] and page.locator("#curtain").is_hidden()
    assert page.locator("[data-action]").count() == 0


@pytest.mark.parametrize("lang", LANGS)
def test_reload_during_a_game_shows_it_being_restored(page: Page, app_url: str, lang: str) -> None:
    # What the page shows the moment its own scripts have run, before Python is up.
    page.add_init_script("""document.addEventListener('DOMContentLoaded', () => {
        const note = document.getElementById('restoring');
        window.__firstPaint = {engine: document.body.dataset.engine, restoring: !note.hidden,
            text: note.textContent, home: getComputedStyle(document.getElementById('screen-home')).display};
    });""")
    open_app(page, app_url, lang)
    assert page.evaluate("window.__firstPaint.restoring") is False  # nothing to restore yet
    start_by_form(page, lang, "ming-dynastie", ["Ann", "Ben"], open_hands=True)
    for _ in range(5):
        click_first(page)
    record = page.evaluate("MingTable.record()")
    page.reload()
    first = page.evaluate("window.__firstPaint")
    assert first == {"engine": "loading", "restoring": True, "text": TEXT[lang]["restoring"], "home": "none"}
    wait_ready(page)
    expect(page.locator("#restoring")).to_be_hidden()
    expect(page.locator("#screen-play")).to_be_visible()
    expect(page.locator("#screen-home")).to_be_hidden()
    assert page.evaluate("MingTable.record()") == record
    # Back home, a reload shows home at once.
    page.get_by_role("button", name=TEXT[lang]["home"], exact=True).click()
    page.reload()
    assert page.evaluate("window.__firstPaint.restoring") is False
    wait_ready(page)
    expect(page.locator("#screen-home")).to_be_visible()


@pytest.mark.parametrize("lang", LANGS)
def test_back_goes_home_and_forward_returns_to_the_game(page: Page, app_url: str, lang: str) -> None:
    open_app(page, app_url, lang)
    start_by_form(page, lang, "ming-voyages", ["Ann", "Ben"], open_hands=True)
    for _ in range(4):
        click_first(page)
    record = page.evaluate("MingTable.record()")
    url = page.url
    page.go_back()
    expect(page.locator("#screen-home")).to_be_visible()
    expect(page.locator("#screen-play")).to_be_hidden()
    assert page.url == url
    assert page.evaluate("localStorage.getItem('mingtable.open')") is None
    expect(page.locator("#saves li.save")).to_have_count(1)  # kept saved
    page.go_forward()
    expect(page.locator("#screen-play")).to_be_visible()
    assert page.evaluate("MingTable.record()") == record
    click_first(page)  # and it goes on
    assert len(page.evaluate("MingTable.record()")["actions"]) == len(record["actions"]) + 1
    # Home by the button, then Back: the game again; a second game gets its own entry.
    page.get_by_role("button", name=TEXT[lang]["home"], exact=True).click()
    expect(page.locator("#screen-home")).to_be_visible()
    page.go_back()
    expect(page.locator("#screen-play")).to_be_visible()
    assert len(page.evaluate("MingTable.record()")["actions"]) == len(record["actions"]) + 1


def test_back_leaves_the_setup_form_and_forward_returns_to_it(page: Page, app_url: str) -> None:
    """The set-up form is a history entry: Back goes home, Forward returns to the form as it was
    left; the game it starts takes its place, so Back from the new game goes home."""
    open_app(page, app_url, "en")
    page.locator('[data-ui="new"][data-arg="confucius"]').click()
    expect(page.locator("#screen-setup")).to_be_visible()
    page.fill("#seat-name-0", "Mei")
    page.go_back()
    expect(page.locator("#screen-home")).to_be_visible()
    page.go_forward()
    expect(page.locator("#screen-setup")).to_be_visible()
    expect(page.locator("#seat-name-0")).to_have_value("Mei")
    assert page.evaluate("document.body.dataset.game") == "confucius"
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator("#screen-play")).to_be_visible()
    page.go_back()
    expect(page.locator("#screen-home")).to_be_visible()
    expect(page.locator("#saves li.save")).to_have_count(1)
    page.go_forward()
    expect(page.locator("#screen-play")).to_be_visible()
    assert page.evaluate("MingTable.record()")["players"][0] == "Mei"
    # Home from the form, then Back: the form again.
    page.get_by_role("button", name="Home", exact=True).click()
    page.locator('[data-ui="new"][data-arg="ming-voyages"]').click()
    page.get_by_role("button", name="Home", exact=True).click()
    expect(page.locator("#screen-home")).to_be_visible()
    page.go_back()
    expect(page.locator("#screen-setup")).to_be_visible()
    assert page.evaluate("document.body.dataset.game") == "ming-voyages"

