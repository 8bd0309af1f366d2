"""Replays in the browser (issue 20, item 9), for each of the four games: a hot-seat game in
progress stepped through (First, Back, Forward, Last, the arrow keys, a click on a log line),
nothing on the board a move while replaying, no seat's secrets on the page, the game going on
underneath, and back to the game as it stands; then the finished game, opened by a click on a
log line, where the choice of whose view shows that seat's secrets and the spectator none."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

import mingtable
from mingtable.games.ming_voyages.texts import card
from mingtable.i18n import T, tr
from mingtable.ui.replay import Replay
from mingtable.ui.session import load_session

from support import wait_ready

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"

GAMES = [("ming-dynastie-3p-greedy.json", 60), ("confucius-4p-greedy.json", 50),
         ("ming-voyages-2p-greedy.json", 40), ("yin-yang-3p-random.json", 50)]


def _record(name: str) -> dict[str, Any]:
    record = json.loads((FIXTURES / name).read_text(encoding="utf-8"))
    return {k: record[k] for k in ("format", "version", "game", "options", "players", "seed", "actions")}


def _secrets_of(m: mingtable.Match, seat: int) -> set[str]:
    """Texts (English) only ``seat``'s own view puts on the page now: the heading of its hand
    (Ming-Dynastie, Confucius), the names of the cards only it knows of (The Ming Voyages' hand
    and reserve, Yin Yang's god cards), less any the spectator's view or the log names."""
    public = json.dumps(m.view(None)) + json.dumps(m.log_entries)
    heading = {"ming-dynastie": "md.ui.hand_of", "confucius": "cf.ui.hand_of"}.get(m.game)
    if heading:
        return {tr(T(heading, who=m.players[seat]), "en")}
    own = m.view(seat)
    if m.game == "ming-voyages":
        return {tr(card(c), "en") for c in (*own["hand"], *own["reserve"]) if f'"{c}"' not in public}
    return {tr(T(f"yy.card.{c}"), "en") for c in own["players"][seat]["cards"] if f'"{c}"' not in public}


#: The page's text but the log (the whole log is on the page, positions after the one shown
#: included: it names cards that are secret at the position shown and public later)
SHOWN = "() => [...document.querySelectorAll('header, .board-wrap, #tray, #screen-play > :not(details.log)')]" \
        ".map(e => e.innerText).join('\\n')"


def _no_secrets(page: Page, m: mingtable.Match) -> None:
    """The page (the spectator's replay of a hot-seat game) shows no seat's secrets."""
    text = page.evaluate(SHOWN)
    leaked = sorted(s for seat in range(len(m.players)) for s in _secrets_of(m, seat) if s in text)
    assert leaked == [], leaked


def _at(page: Page, k: int, n: int) -> None:
    expect(page.locator("#replay-at")).to_have_text(f"Move {k} of {n}")


def _board(page: Page) -> str:
    return page.evaluate("document.getElementById('mt-dyn').innerHTML")


def _moves(page: Page) -> int:
    """Elements that make a move: on the board, the panel, the tray, the list of choices."""
    return page.locator("#board [data-action], #panel [data-action], #tray [data-action], [data-choice]").count()


def _actions(page: Page) -> int:
    return len(page.evaluate("MingTable.record()")["actions"])


@pytest.mark.parametrize("name,cut", GAMES, ids=[g[0].split("-")[0] + "-" + g[0].split("-")[1] for g in GAMES])
def test_replay_steps_through_a_game_and_back(page: Page, app_url: str, name: str, cut: int) -> None:
    record = _record(name)
    running = {**record, "actions": record["actions"][:cut]}
    page.goto(app_url)
    wait_ready(page)
    page.evaluate("r => MingTable.load(r)", running)  # every seat a person at this device
    if page.locator("#curtain").is_visible():
        page.locator("#curtain-btn").click()
    expect(page.locator("#curtain")).to_be_hidden()
    live, moves = _board(page), _moves(page)
    assert moves > 0
    spots = [box for box in (el.bounding_box() for el in page.locator("#board [data-action]").all()[:4]) if box]
    expected = Replay(load_session(running, None, "x"))

    # open: the latest position, nothing to click
    page.get_by_role("button", name="Replay").click()
    _at(page, cut, cut)
    assert _moves(page) == 0 and page.locator("body").get_attribute("data-replay") == "on"
    _no_secrets(page, mingtable.load(running))
    page.locator("#replay-first").click()
    _at(page, 0, cut)
    assert _board(page) != live
    _no_secrets(page, mingtable.load({**running, "actions": []}))
    page.locator("#replay-forward").click()
    _at(page, 1, cut)
    page.locator("#replay-back").click()
    _at(page, 0, cut)
    page.locator("#replay-last").click()
    _at(page, cut, cut)
    # the keys in the bar
    page.locator("#replay-back").focus()
    page.keyboard.press("ArrowLeft")
    _at(page, cut - 1, cut)
    page.keyboard.press("ArrowLeft")
    _at(page, cut - 2, cut)
    expect(page.locator("#replay-back")).to_be_focused()
    page.keyboard.press("ArrowRight")
    _at(page, cut - 1, cut)

    # a log line: the position right after the decision that wrote it, its line marked
    entry = expected.log_len(cut // 2) - 1
    k = expected.goto_log(entry)
    page.locator(f'#log li[data-arg="{entry}"]').click()
    _at(page, k, cut)
    expect(page.locator("#log li[aria-current]")).to_have_attribute("data-arg", str(expected.current_entry()))
    _no_secrets(page, mingtable.load({**running, "actions": running["actions"][:k]}))
    # a click where the live game had its choices is no move
    for box in spots:
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    assert _actions(page) == cut
    _at(page, k, cut)

    # the game goes on underneath: no curtain or dialog comes over the replay
    state = page.evaluate("MingTable.state()")
    page.evaluate("id => MingTable.apply(id)", state["legalActions"][0]["id"])
    _at(page, k, cut + 1)
    expect(page.locator("#curtain")).to_be_hidden()
    page.locator("#replay-last").click()
    _at(page, cut + 1, cut + 1)
    _no_secrets(page, mingtable.load(page.evaluate("MingTable.record()")))

    # back to the game as it stands
    page.get_by_role("button", name="Back to the game").click()
    expect(page.locator("#replay-at")).to_have_count(0)
    assert page.locator("body").get_attribute("data-replay") == ""
    assert page.locator("#log li[aria-current]").count() == 0
    if page.locator("#curtain").is_visible():  # the next person's turn came meanwhile
        expect(page.locator("#curtain-btn")).to_be_focused()
        page.locator("#curtain-btn").click()
    else:
        expect(page.get_by_role("button", name="Replay")).to_be_focused()
    assert _moves(page) > 0

    # the finished game: a click on a log line opens its replay; every seat's view can be chosen
    page.evaluate("r => MingTable.load(r)", record)
    expect(page.locator("#over")).to_be_visible()
    page.get_by_role("button", name="See the board").click()
    final = Replay(load_session(record, None, "x"))
    n = final.last_index
    for entry in range(final.log_len(n // 4) - 1, final.log_len(n)):
        k = final.goto_log(entry)
        m = mingtable.load({**record, "actions": record["actions"][:k]})
        seat = next((s for s in range(len(m.players)) if _secrets_of(m, s)), None)
        if seat is not None:
            break
    assert seat is not None
    page.locator(f'#log li[data-arg="{entry}"]').click()
    _at(page, k, n)
    expect(page.locator("#over")).to_be_hidden()
    picker = page.get_by_label("Whose view")
    expect(picker).to_have_value("")  # the spectator's, as the game was seated
    _no_secrets(page, m)
    picker.select_option(str(seat))
    _at(page, k, n)
    text = page.evaluate(SHOWN)
    assert any(secret in text for secret in _secrets_of(m, seat)), _secrets_of(m, seat)
    picker.select_option("")
    _no_secrets(page, m)
    page.get_by_role("button", name="Back to the game").click()
    expect(page.locator("#over")).to_be_hidden()  # it was closed before the replay
