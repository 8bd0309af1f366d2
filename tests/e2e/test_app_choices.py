"""Every choice where it acts (issue 20, item 3), in chromium with real mouse clicks: Confucius'
"Buy junks" in its cell of the Actions Box, Ming-Dynastie's deployment by a click on the
district, and a click on no choice saying why in the alert region (both languages)."""

from __future__ import annotations

from typing import Callable

from playwright.sync_api import Page, expect

import mingtable
from mingtable.bots import make_bot
from mingtable.games.confucius import data as CD
from mingtable.games.confucius import render as CF
from mingtable.games.ming_dynastie import data as MDD
from mingtable.games.ming_dynastie import render as MD
from support import wait_ready


def _prefix(game: str, players: int, seed: int, want: Callable[[list[str]], bool]) -> list[str]:
    """The actions of a random game up to a decision of seat 0 where ``want(ids)`` holds."""
    m = mingtable.new_game(game, [f"P{i}" for i in range(players)], seed=seed)
    bots = [make_bot("random", 7 + i) for i in range(players)]
    acts: list[str] = []
    while m.to_move:
        seat = m.to_move[0]
        ids = [a.id for a in m.legal_actions(seat)]
        if seat == 0 and want(ids):
            return acts
        action = bots[seat].choose(m.view(seat), m.legal_actions(seat))
        acts.append(action)
        m.apply(action, seat)
    raise AssertionError("no such decision")


def _open(page: Page, app_url: str, game: str, players: int, seed: int, acts: list[str], lang: str = "en") -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(f"{app_url}?lang={lang}")
    wait_ready(page)
    seats = [{"name": f"P{i}", "bot": None} for i in range(players)]
    page.evaluate("spec => MingTable.newGame(spec)", {"game": game, "players": seats, "seed": seed})
    for action in acts:
        page.evaluate("a => MingTable.apply(a)", action)
    curtain = page.locator("#curtain-btn")
    if curtain.is_visible():
        curtain.click()
    expect(page.locator("#curtain")).to_be_hidden()


def _screen(page: Page, x: float, y: float) -> tuple[float, float]:
    """The page point of the board point ``x, y`` (the board's viewBox units)."""
    return tuple(page.evaluate("""([x, y]) => {
        const svg = document.getElementById("board"), p = svg.createSVGPoint();
        p.x = x; p.y = y;
        const q = p.matrixTransform(svg.getScreenCTM());
        return [q.x, q.y];
    }""", [x, y]))


def _board_point(page: Page, selector: str) -> tuple[float, float]:
    """The centre of an element in the board's units."""
    return tuple(page.evaluate("""(sel) => {
        const el = document.querySelector(sel), svg = document.getElementById("board");
        const r = el.getBoundingClientRect(), p = svg.createSVGPoint();
        p.x = r.x + r.width / 2; p.y = r.y + r.height / 2;
        const q = p.matrixTransform(svg.getScreenCTM().inverse());
        return [q.x, q.y];
    }""", selector))


def _open_ground(did: str) -> tuple[float, float]:
    """A point of a district far from its edges and its cloister sign."""
    poly = MDD.DISTRICTS[did]["polygon"]
    cx, cy = MD.cloister_at(did)
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    points = [(x, y) for x in range(int(min(xs)), int(max(xs)), 4) for y in range(int(min(ys)), int(max(ys)), 4)
              if MD._inside((x, y), poly)]
    return max(points, key=lambda p: min(MD._edge_distance(p, poly), ((p[0] - cx) ** 2 + (p[1] - cy) ** 2) ** .5 - 16))


def _actions(page: Page) -> list[str]:
    return page.evaluate("MingTable.record()")["actions"]


def test_confucius_buys_junks_in_the_actions_box(page: Page, app_url: str) -> None:
    acts = _prefix("confucius", 3, 4, lambda ids: {"junks-2", "tax", "no-action"} <= set(ids) and "recruit" not in ids)
    _open(page, app_url, "confucius", 3, 4, acts)
    chip = page.locator('#board [data-action="junks-2"]')
    expect(chip).to_have_count(1)
    x, y = _board_point(page, '#board [data-action="junks-2"]')
    assert CF.cell_at(x, y) == "buy-junks"  # in its cell of the Actions Box
    for action in ("tax", "no-action"):  # the Actions Box offers the one-click actions too
        assert CF.cell_at(*_board_point(page, f'#board [data-action="{action}"]')) == action
    # "Recruit an army" is no choice now: a click on its cell says why, and nothing is played
    cx, cy = CF._action_cell(CD.ACTIONS.index("recruit"))
    page.mouse.click(*_screen(page, cx + 30, cy + 11))
    expect(page.locator("#alert")).to_contain_text("That is not a choice now: “Recruit an army”")
    assert _actions(page) == acts
    chip.click()
    assert _actions(page) == acts + ["junks-2"]
    expect(page.locator("#alert")).to_have_text("")


def test_ming_dynastie_deploys_by_a_click_on_the_district(page: Page, app_url: str) -> None:
    acts = _prefix("ming-dynastie", 3, 5, lambda ids: any(i.startswith("deploy-") for i in ids))
    _open(page, app_url, "ming-dynastie", 3, 5, acts, lang="de")
    district = page.locator('#mt-under [data-action^="deploy-"]')
    expect(district).to_have_count(1)
    here = district.get_attribute("data-action").split("-", 1)[1]
    expect(page.locator(f'[data-action="cloister-{here}"]')).to_have_count(1)  # the cloister is a choice of its own
    other = next(d for d in ("SX1", "SC2", "BZ3") if d != here)
    page.mouse.click(*_screen(page, *MD.label_at(other)))  # a district where nothing can go
    expect(page.locator("#alert")).to_contain_text("Das ist jetzt keine Wahl: Figuren kommen nur in den Bezirk deines Prinzen")
    assert _actions(page) == acts
    page.mouse.click(*_screen(page, *_open_ground(here)))  # on the district, away from its cloister

    assert _actions(page) == acts + [f"deploy-{here}"]
    expect(page.locator("#alert")).to_have_text("")


def test_a_click_beside_every_choice_repeats_the_prompt(page: Page, app_url: str) -> None:
    _open(page, app_url, "ming-dynastie", 2, 2, [])
    first_choice = page.locator("#panel .choices summary")  # the list of choices, under the prompt
    before = first_choice.bounding_box()
    assert before
    page.mouse.click(*_screen(page, 20, 20))  # the board's frame: no choice there
    prompt = page.locator("#panel .prompt").text_content() or ""
    expect(page.locator("#alert")).to_have_text(f"That is not a choice now. {prompt.strip()}")
    # the message lies over the foot of the side column: the prompt's choices stay where they were
    assert first_choice.bounding_box() == before
    alert, log = page.locator("#alert").bounding_box(), page.locator("#screen-play .log").bounding_box()
    assert alert and log and alert["y"] + alert["height"] <= 768 and alert["y"] >= log["y"] - alert["height"]
    page.locator("#alert").click()  # a click puts it away, and plays nothing
    expect(page.locator("#alert")).to_have_text("")
    assert _actions(page) == []
    page.mouse.click(*_screen(page, 20, 20))
    expect(page.locator("#alert")).not_to_have_text("")
    assert _actions(page) == []
    page.locator("#mt-under [data-action]").first.click()  # a choice clears it
    expect(page.locator("#alert")).to_have_text("")
