"""Screen readers and keyboard (issue 7 item 7), in English and German: decisions are said in a
polite live region, the board has a text view that follows the game and the language, and an
open dialog keeps the focus (Tab and Shift+Tab cycle inside it, Escape closes what may close)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from support import wait_ready

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
LANGS = ["en", "de"]
WORDS = {
    "en": {"turn": "your turn", "board_text": "Board as text", "title": "The board as text", "prince": "Prince of Ann",
           "cloister": "Cloister: empty", "rules": "Rules", "over_board": "See the board"},
    "de": {"turn": "du bist am Zug", "board_text": "Spielplan als Text", "title": "Der Spielplan als Text",
           "prince": "Prinz von Ann", "cloister": "Kloster: leer", "rules": "Regeln", "over_board": "Zum Spielplan"},
}


def _open(page: Page, app_url: str, lang: str) -> None:
    page.goto(f"{app_url}?lang={lang}")
    wait_ready(page)
    # Everything the live region says, in order (it is rewritten for every step).
    page.evaluate("""() => {
        window.__heard = [];
        const node = document.getElementById('announce');
        new MutationObserver(() => { if (node.textContent) window.__heard.push(node.textContent); })
            .observe(node, {childList: true, characterData: true, subtree: true});
    }""")


def _heard(page: Page) -> list[str]:
    return page.evaluate("window.__heard")


def _new_game(page: Page, players: list[dict[str, Any]], seed: int = 7) -> None:
    page.evaluate("(spec) => MingTable.newGame(spec)", {"game": "ming-dynastie", "seed": seed, "players": players})


def _decide_by_keyboard(page: Page) -> None:
    """Take the first legal choice with the keyboard (focus it, press Enter)."""
    choice = page.locator("#board [data-action], #panel [data-action]").first
    choice.focus()
    page.keyboard.press("Enter")


def _focus_inside(page: Page, dialog: str) -> bool:
    return page.evaluate("(id) => document.getElementById(id).contains(document.activeElement)", dialog)


def _tab_around(page: Page, dialog: str, presses: int) -> None:
    """Tab and Shift+Tab ``presses`` times each; the focus never leaves the dialog."""
    for key in ("Tab", "Shift+Tab"):
        for _ in range(presses):
            page.keyboard.press(key)
            assert _focus_inside(page, dialog), (key, page.evaluate("document.activeElement.outerHTML.slice(0, 120)"))


def _cycle_length(page: Page, dialog: str) -> int:
    """How many presses of Tab bring the focus back to where it started (the dialog's controls)."""
    page.evaluate("window.__start = document.activeElement")
    for n in range(1, 200):
        page.keyboard.press("Tab")
        assert _focus_inside(page, dialog)
        if page.evaluate("document.activeElement === window.__start"):
            return n
    raise AssertionError("the focus never came back to where it started")


@pytest.mark.parametrize("lang", LANGS)
def test_own_and_bot_decisions_are_announced(page: Page, app_url: str, lang: str) -> None:
    _open(page, app_url, lang)
    _new_game(page, [{"name": "Ann", "bot": None}, {"name": "Bob", "bot": "random"}], seed=3)
    page.wait_for_function("MingTable.state().humanToMove === 0")
    expect(page.locator("#announce")).to_contain_text(f"Ann, {WORDS[lang]['turn']}")
    assert page.locator("#announce").get_attribute("aria-live") == "polite"
    _decide_by_keyboard(page)  # Ann places her prince; the bot places its own
    page.wait_for_function("MingTable.state().humanToMove === 0 && MingTable.state().log.length > 1")
    heard = " ".join(_heard(page))
    log = page.locator("#log li").all_inner_texts()
    own = [line for line in log if line.startswith("Ann")]
    bot = [line for line in log if line.startswith("Bob")]
    assert own and bot, log
    assert own[0] in heard and bot[0] in heard, (heard, log)
    assert f"Ann, {WORDS[lang]['turn']}" in _heard(page)[-1]
    # the log is in the page's language (the other language's words are not heard)
    assert ("places" in own[0]) == (lang == "en")
    # a language switch does not read the log out again
    count = len(_heard(page))
    page.locator(f'[data-ui="lang"][data-arg="{"de" if lang == "en" else "en"}"]').click()
    expect(page.locator("#log li").first).not_to_have_text(log[0])
    assert len(_heard(page)) == count


@pytest.mark.parametrize("lang", LANGS)
def test_the_solo_bot_of_the_ming_voyages_is_announced(page: Page, app_url: str, lang: str) -> None:
    _open(page, app_url, lang)
    page.evaluate("MingTable.newGame({game: 'ming-voyages', seed: 4, players: [{name: 'Ann', bot: null}]})")
    bot = "The Barbarian bot" if lang == "en" else "Der Barbaren-Bot"
    for _ in range(200):  # the Emperor's first decisions, until the bot deck has played
        if any(line.startswith(bot) for line in page.locator("#log li").all_inner_texts()):
            break
        page.evaluate("MingTable.apply(MingTable.state().legalActions[0].id)")
    lines = [line for line in page.locator("#log li").all_inner_texts() if line.startswith(bot)]
    assert lines
    heard = " ".join(_heard(page))
    assert all(line in heard for line in lines), (lines, heard[-500:])
    assert f"Ann, {WORDS[lang]['turn']}" in heard


@pytest.mark.parametrize("lang", LANGS)
def test_a_restored_game_is_announced_briefly(page: Page, app_url: str, lang: str) -> None:
    _open(page, app_url, lang)
    _new_game(page, [{"name": "Ann", "bot": None}, {"name": "Bob", "bot": "random"}], seed=3)
    page.wait_for_function("MingTable.state().humanToMove === 0")
    _decide_by_keyboard(page)
    page.wait_for_function("MingTable.state().humanToMove === 0 && MingTable.state().log.length > 1")
    page.reload()
    wait_ready(page)
    text = page.locator("#announce").text_content() or ""
    assert text.startswith("Game restored" if lang == "en" else "Spiel wiederhergestellt"), text
    assert "Bob" not in text.split(".")[0] and len(text) < 300  # not the log again


@pytest.mark.parametrize("lang", LANGS)
def test_board_as_text(page: Page, app_url: str, lang: str) -> None:
    words = WORDS[lang]
    _open(page, app_url, lang)
    _new_game(page, [{"name": "Ann", "bot": None}, {"name": "Bob", "bot": "random"}], seed=3)
    page.wait_for_function("MingTable.state().humanToMove === 0")
    button = page.locator(".toolbar").get_by_role("button", name=words["board_text"])
    expect(button).to_have_attribute("aria-expanded", "false")
    button.click()
    expect(button).to_have_attribute("aria-expanded", "true")
    region = page.get_by_role("region", name=words["title"])
    expect(region).to_be_visible()
    expect(region.get_by_role("heading", name=words["title"])).to_be_focused()
    for name in ("Shaanxi", "Zhejiang", "Yan'an", "Wenzhou", words["cloister"]):
        expect(region).to_contain_text(name)
    assert region.locator("h3").count() >= 7 and region.locator("h4").count() == 18
    before = region.inner_text()
    assert words["prince"] not in before
    _decide_by_keyboard(page)  # Ann's prince goes onto the board
    page.wait_for_function("MingTable.state().humanToMove === 0 && MingTable.state().log.length > 1")
    expect(region).to_contain_text(words["prince"])
    assert region.inner_text() != before
    other = "de" if lang == "en" else "en"
    page.locator(f'[data-ui="lang"][data-arg="{other}"]').click()
    region = page.get_by_role("region", name=WORDS[other]["title"])
    expect(region.get_by_role("heading", name=WORDS[other]["title"])).to_be_visible()
    expect(region).to_contain_text(WORDS[other]["prince"])
    page.locator(".toolbar").get_by_role("button", name=WORDS[other]["board_text"]).click()
    expect(region).to_be_hidden()


@pytest.mark.parametrize("lang", LANGS)
def test_board_as_text_of_the_ming_voyages(page: Page, app_url: str, lang: str) -> None:
    _open(page, app_url, lang)
    page.evaluate("MingTable.newGame({game: 'ming-voyages', seed: 4, players: [{name: 'Ann', bot: null}]})")
    page.locator(".toolbar").get_by_role("button", name=WORDS[lang]["board_text"]).click()
    region = page.get_by_role("region", name=WORDS[lang]["title"])
    names = (["West Mongols", "Liaodong", "Imperial heartland", "South China Sea", "Hormuz", "Barbarian bot"] if lang == "en"
             else ["Westmongolen", "Liaodong", "Heimatgebiet des Kaiserreiches", "Südchinesisches Meer", "Malakka", "Barbaren-Bot"])
    for name in names:
        expect(region).to_contain_text(name)
    expect(region.get_by_role("heading", level=3)).to_have_count(6)  # homelands, borderlands, empire, voyages, sides, bot


@pytest.mark.parametrize("lang", LANGS)
def test_confucius_by_keyboard_and_as_text(page: Page, app_url: str, lang: str) -> None:
    _open(page, app_url, lang)
    page.evaluate("""MingTable.newGame({game: 'confucius', seed: 4, players: [{name: 'Ann', bot: null},
                     {name: 'Bob', bot: 'random'}, {name: 'Cy', bot: 'random'}]})""")
    page.wait_for_function("MingTable.state().humanToMove === 0")
    expect(page.locator("#announce")).to_contain_text(f"Ann, {WORDS[lang]['turn']}")
    page.locator(".toolbar").get_by_role("button", name=WORDS[lang]["board_text"]).click()
    region = page.get_by_role("region", name=WORDS[lang]["title"])
    names = (["Bingbu", "Hubu", "Gongbu", "Imperial Examination", "Great Wall", "Your hand:"] if lang == "en"
             else ["Bingbu", "Hubu", "Gongbu", "Kaiserliche Prüfung", "Große Mauer", "Deine Hand:"])
    for name in names:
        expect(region).to_contain_text(name)
    expect(region.get_by_role("heading", level=3)).to_have_count(6)  # three ministries, exam, lands, players
    before = len(page.evaluate("MingTable.record()")["actions"])
    _decide_by_keyboard(page)
    page.wait_for_function("n => MingTable.record().actions.length > n", arg=before)


@pytest.mark.parametrize("lang", LANGS)
def test_board_as_text_of_yin_yang(page: Page, app_url: str, lang: str) -> None:
    _open(page, app_url, lang)
    page.evaluate("MingTable.newGame({game: 'yin-yang', seed: 8, players: [{name: 'Ann', bot: null}]})")
    page.locator(".toolbar").get_by_role("button", name=WORDS[lang]["board_text"]).click()
    region = page.get_by_role("region", name=WORDS[lang]["title"])
    names = (["Chu", "Luo", "Tai-Chi board", "Turn order", "Board of Ann", "Journey"] if lang == "en"
             else ["Chu", "Luo", "Tai-Chi-Tableau", "Spielerreihenfolge", "Tableau von Ann", "Reise"])
    for name in names:
        expect(region).to_contain_text(name)
    # the capital, seven kingdoms, the Tai-Chi board, the turn order, Ann's board, the journey
    expect(region.get_by_role("heading", level=3)).to_have_count(12)
    page.evaluate("() => MingTable.apply(MingTable.state().legalActions[0].id)")  # Ann's start city
    expect(region).to_contain_text("figure of Ann" if lang == "en" else "Figur von Ann")


@pytest.mark.parametrize("lang", LANGS)
def test_rules_dialog_keeps_the_focus_and_escape_closes_it(page: Page, app_url: str, lang: str) -> None:
    _open(page, app_url, lang)
    _new_game(page, [{"name": "Ann", "bot": None}, {"name": "Bob", "bot": "random"}], seed=3)
    opener = page.locator(".toolbar").get_by_role("button", name=WORDS[lang]["rules"])
    opener.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#rules")).to_be_visible()
    assert _focus_inside(page, "rules")
    n = _cycle_length(page, "rules")
    assert n > 3  # the close button and the contents links
    _tab_around(page, "rules", n + 2)
    page.keyboard.press("Escape")
    expect(page.locator("#rules")).to_be_hidden()
    expect(opener).to_be_focused()


@pytest.mark.parametrize("lang", LANGS)
def test_curtain_keeps_the_focus_and_escape_does_not_close_it(page: Page, app_url: str, lang: str) -> None:
    _open(page, app_url, lang)
    page.evaluate("(spec) => MingTable.newGame(spec)",  # every decision of The Ming Voyages shows a hand
                  {"game": "ming-voyages", "seed": 5, "players": [{"name": "Ann"}, {"name": "Cy"}]})
    expect(page.locator("#curtain-btn")).to_be_focused()
    _tab_around(page, "curtain", 3)
    page.keyboard.press("Escape")
    expect(page.locator("#curtain")).to_be_visible()
    page.keyboard.press("Enter")  # the player has the device
    expect(page.locator("#curtain")).to_be_hidden()
    assert page.evaluate("document.getElementById('panel').contains(document.activeElement)")
    expect(page.locator("#announce")).to_contain_text(WORDS[lang]["turn"])


def _record(name: str) -> dict[str, Any]:
    record = json.loads((FIXTURES / name).read_text(encoding="utf-8"))
    return {k: record[k] for k in ("format", "version", "game", "options", "players", "seed", "actions")}


@pytest.mark.parametrize("lang", LANGS)
def test_scoring_dialog_keeps_the_focus(page: Page, app_url: str, lang: str) -> None:
    _open(page, app_url, lang)
    record = _record("ming-dynastie-2p-greedy.json")
    last = record["actions"][90]  # completes the scoring after round 2
    record["actions"] = record["actions"][:90]
    page.evaluate("(r) => MingTable.load(r)", record)
    page.evaluate("(id) => MingTable.apply(id)", last)
    expect(page.locator("#scoring")).to_be_visible()
    expect(page.locator("#scoring-close")).to_be_focused()
    _tab_around(page, "scoring", 4)
    page.keyboard.press("Escape")
    expect(page.locator("#scoring")).to_be_hidden()
    # the next decision is public (placing figures: no curtain), so the focus is in the panel
    expect(page.locator("#curtain")).to_be_hidden()
    page.wait_for_function("document.getElementById('panel').contains(document.activeElement)")


@pytest.mark.parametrize("lang", LANGS)
def test_game_over_dialog_keeps_the_focus(page: Page, app_url: str, lang: str) -> None:
    _open(page, app_url, lang)
    page.evaluate("(r) => MingTable.load(r)", _record("ming-dynastie-2p-greedy.json"))
    expect(page.locator("#over")).to_be_visible()
    expect(page.locator("#over-title")).to_be_focused()  # the box opens at its top: who won
    assert page.evaluate("document.querySelector('#over .card-box').scrollTop") == 0
    assert _focus_inside(page, "over")
    page.keyboard.press("Tab")  # from the title into the box's controls
    assert _cycle_length(page, "over") == 3  # See the board, Export, Home
    _tab_around(page, "over", 5)
    page.keyboard.press("Escape")
    expect(page.locator("#over")).to_be_hidden()
    assert page.evaluate("document.getElementById('panel').contains(document.activeElement)")
    expect(page.locator("#announce")).to_contain_text("Game restored" if lang == "en" else "Spiel wiederhergestellt")


@pytest.mark.parametrize("game", ["ming-dynastie", "yin-yang"])
def test_new_game_and_start_put_the_focus_where_one_acts(page: Page, app_url: str, game: str) -> None:
    """Keyboard only (issue 20 item 12): "New game" lands on the form's first field, "Start the
    game" on the panel's first choice (after the curtain's button where a private decision comes
    first)."""
    _open(page, app_url, "en")
    title = "Ming-Dynastie" if game == "ming-dynastie" else "Yin Yang"
    page.get_by_role("button", name=f"New game of {title}").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#screen-setup")).to_be_visible()
    first = page.locator("#screen-setup").locator("input, select").first
    expect(first).to_be_focused()
    page.get_by_role("button", name="Start the game").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#screen-play")).to_be_visible()
    page.wait_for_function("MingTable.state().humanToMove !== null")
    if page.locator("#curtain").is_visible():  # a private decision first: the curtain has the focus
        expect(page.locator("#curtain-btn")).to_be_focused()
        page.keyboard.press("Enter")
        expect(page.locator("#curtain")).to_be_hidden()
    focused = page.evaluate("""() => { const el = document.activeElement;
        return {inPanel: document.getElementById('panel').contains(el), choice: el.dataset.action !== undefined
                || el.classList.contains('prompt')}; }""")
    assert focused == {"inPanel": True, "choice": True}, focused
    page.keyboard.press("Enter")  # the focused choice is taken at once
    page.wait_for_function("MingTable.state().log.length > 0")
