"""The table fits the screen (issue 20, items 1 and 2), in English and German.

- **1366x768**: a game of each title is played by clicking, at the middle of what it clicks, a
  choice that is on screen; after every one of 40 decisions the board, the prompt with at least
  one choice, the decider's own cards or tiles and every player's score row are on screen
  (hit-tested: inside the window and every scrolling box, not covered), the board and the side
  column use the window's width, and the middle of every legal board target hits that target.
- **390x844, touch**: at every decision of a game of each title, at the layout the phone opens
  with, every legal board target is a target of at least 44x44 CSS px (itself, its pad, or the
  pad it shares with choices too close together, which zooms in or lists them), no pad overlaps
  another, the middle of each hits it, the prompt is on screen and the page never scrolls by
  itself; a tap at the middle of the target of a random legal choice plays exactly that choice.
  The list of choices holds every legal action as a button of at least 44x44 CSS px.

Each decision is checked with one ``page.evaluate`` (the tests run on 2 cores in CI).
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

import mingtable
from mingtable.engine.match import parse_entry
from support import non_local, wait_ready

LANGS = ["en", "de"]
DESKTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
MIN_TARGET = 44
DECISIONS = 40

# The games as played here: one person among random bots (so the person's own cards are on
# screen at every decision, no curtain), with these options; the most seats on the desktop (the
# most score rows), fewer on the phone.
GAMES = {
    "ming-dynastie": ({}, 4, 3),
    "confucius": ({"advanced": True, "admiral": False}, 5, 3),
    "ming-voyages": ({"emperor": 0, "difficulty": "normal", "match": False}, 1, 1),
    "yin-yang": ({}, 4, 2),
}
# The decider's own cards or tiles: the section, and the cards in it that must be on screen whole.
OWN = {
    "ming-dynastie": ("#panel > .hand, #panel > .returns", ".hcard, .rcard"),
    "confucius": ("#panel > .cf-hand", ".hcard"),
    "ming-voyages": ("#tray .mv-hand", ".mv-card"),
    "yin-yang": ("#tray .yy-player.active", ""),
}

# In the page, one call per decision: what of the decision is on screen. An element is on screen
# when its box is inside the window and inside every box around it that clips, and the point at
# its middle hits it (not a hidden part, not covered by a dialog, a sticky row or another target).
SEEN_JS = """([own, cards]) => {
  const W = innerWidth, H = innerHeight;
  const clipped = (el) => {
    const r = el.getBoundingClientRect();
    let box = {l: 0, t: 0, r: W, b: H};
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const s = getComputedStyle(p);
      if ((s.overflowX === 'visible' && s.overflowY === 'visible') || s.display === 'contents') continue;
      const q = p.getBoundingClientRect();
      box = {l: Math.max(box.l, q.left), t: Math.max(box.t, q.top), r: Math.min(box.r, q.right), b: Math.min(box.b, q.bottom)};
    }
    return [r, box];
  };
  const hits = (el, x, y) => { const h = document.elementFromPoint(x, y); return !!h && (h === el || el.contains(h)); };
  const whole = (el) => {
    if (!el) return false;
    const [r, box] = clipped(el);
    if (r.width <= 0 || r.height <= 0) return false;
    if (r.left < box.l - 0.5 || r.top < box.t - 0.5 || r.right > box.r + 0.5 || r.bottom > box.b + 0.5) return false;
    return hits(el, r.left + r.width / 2, r.top + r.height / 2);
  };
  const usable = (el) => !el.disabled && el.checkVisibility({visibilityProperty: true}) && !el.closest('[hidden], .overlay');
  const middle = (el) => { const r = el.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
  const choices = [...document.querySelectorAll('[data-action], [data-choice]')]
    .filter((el) => usable(el) && whole(el))
    .map((el) => [el.dataset.action ? 'action' : 'choice', el.dataset.action || el.dataset.choice, ...middle(el)]);
  const targets = [...document.querySelectorAll('#board [data-action]')].filter(usable);
  // an area that holds a smaller choice at its middle (a district and its cloister sign) is
  // clicked at the free point nearest its middle; every other target exactly at its middle
  const inner = (el, other) => { const a = el.getBoundingClientRect(), b = other.getBoundingClientRect();
    return other !== el && b.left >= a.left && b.right <= a.right && b.top >= a.top && b.bottom <= a.bottom; };
  const tapPoint = (el) => {
    const [x, y] = middle(el);
    if (hits(el, x, y)) return [x, y];
    const h = document.elementFromPoint(x, y), over = h && h.closest('#board [data-action]');
    if (!over || !inner(el, over)) return null;
    const r = el.getBoundingClientRect();
    for (let d = 4; d < Math.max(r.width, r.height) / 2; d += 4) {
      for (const [px, py] of [[x + d, y], [x - d, y], [x, y + d], [x, y - d]]) if (hits(el, px, py)) return [px, py];
    }
    return null;
  };
  const misses = targets.filter((el) => !tapPoint(el))
    .map((el) => { const [x, y] = middle(el); const h = document.elementFromPoint(x, y);
                   const a = h && h.closest('[data-action]');
                   return [el.dataset.action, a ? a.dataset.action : (h ? h.tagName : null)]; });
  const ownBoxes = [...document.querySelectorAll(own)];
  const ownItems = ownBoxes.flatMap((box) => cards ? [...box.querySelectorAll(cards)] : [box]);
  const rows = [...document.querySelectorAll('#panel .players > li')];
  const board = document.getElementById('board').getBoundingClientRect();
  const side = document.querySelector('.side').getBoundingClientRect();
  const open = (id) => !document.getElementById(id).hidden;
  return {
    prompt: whole(document.querySelector('#panel .prompt')), choices, targets: targets.length, misses,
    own: ownBoxes.length, ownHidden: ownItems.filter((el) => !whole(el)).map((el) => el.className + ' ' + (el.textContent || '').slice(0, 30)),
    rows: rows.length, rowsHidden: rows.filter((el) => !whole(el)).map((el) => (el.textContent || '').slice(0, 30)),
    board: [board.left, board.top, board.right, board.bottom], side: [side.left, side.right], W, H, scrollY,
    scoring: open('scoring'), over: open('over'), curtain: open('curtain'),
  };
}"""


def open_app(page: Page, app_url: str, lang: str) -> None:
    page.goto(f"{app_url}?lang={lang}")
    wait_ready(page)
    page.evaluate("() => { window.__changes = 0; MingTable.on('change', () => { window.__changes += 1; }); }")


def new_game(page: Page, game: str, players: list[dict[str, Any]], seed: int, options: dict[str, Any] | None = None) -> None:
    spec = {"game": game, "players": players, "seed": seed, "options": options or {}}
    page.evaluate("spec => MingTable.newGame(spec)", spec)


def seats(game: str, phone: bool) -> list[dict[str, Any]]:
    """Ann, a person, and random bots."""
    names = ["Ann", "Ben", "Cy", "Dai", "Eve"][:GAMES[game][2 if phone else 1]]
    return [{"name": n, "bot": "random" if i else None} for i, n in enumerate(names)]


DIALOGS_JS = """() => { const open = (id) => !document.getElementById(id).hidden;
  return {scoring: open('scoring'), over: open('over'), curtain: open('curtain')}; }"""


def settle(page: Page, js: str = DIALOGS_JS, arg: Any = None) -> dict[str, Any]:
    """Wait until a person decides (bots and dialogs aside); close a scoring summary; answer a
    curtain. Returns what ``js`` finds on screen."""
    wait = f"(arg) => {{ const s = MingTable.state(); if (!s.outcome && s.humanToMove === null) return false; return ({js})(arg); }}"
    for _ in range(50):
        seen = page.wait_for_function(wait, arg=arg, polling=50).json_value()
        if seen["scoring"]:
            page.locator("#scoring-close").click()
        elif seen["curtain"]:
            page.locator("#curtain-btn").click()
        else:
            return seen
    raise AssertionError("the page kept showing dialogs")


def labels(page: Page, lang: str) -> dict[str, str]:
    """The legal actions' labels in ``lang`` by id, made on CPython from the page's record."""
    record = page.evaluate("MingTable.record()")
    match = mingtable.load({k: v for k, v in record.items() if k != "bots"})
    return {a.id: a.label_in(lang) for a in match.legal_actions(page.evaluate("MingTable.state().humanToMove"))}


def listed(page: Page) -> dict[str, str]:
    """The buttons of the list of choices: action id -> text."""
    return page.evaluate("Object.fromEntries([...document.querySelectorAll('#choices button[data-choice]')]"
                         ".map((b) => [b.dataset.choice, b.textContent]))")


def actions(page: Page) -> list[str]:
    """The record's decisions, without the seat of a decision taken at the same time as others'."""
    return [parse_entry(e)[1] for e in page.evaluate("MingTable.record().actions")]


def played(page: Page, before: list[str], changes: int) -> str | None:
    """Wait for the page to take a decision; the decision taken (None: a take-back shortened the record)."""
    page.wait_for_function("n => window.__changes > n", arg=changes)
    now = actions(page)
    return now[len(before)] if len(now) > len(before) and now[:len(before)] == before else None


def assert_fits(game: str, seen: dict[str, Any], step: int) -> None:
    """Issue 20 item 1: the whole decision on one screen."""
    at = f"{game}, decision {step}"
    left, top, right, bottom = seen["board"]
    assert left >= 0 and top >= 0 and right <= seen["W"] and bottom <= seen["H"], f"{at}: the board is not on screen {seen['board']}"
    # the board and the side column use the width: the board's column is the board and the zoom
    # buttons, the side column reaches the window's edge
    assert seen["side"][0] - right <= 44 + 14 + 4, f"{at}: room left beside the board ({right} to {seen['side'][0]})"
    assert seen["side"][1] >= seen["W"] - 20, f"{at}: the side column ends at {seen['side'][1]}"
    assert seen["prompt"], f"{at}: the prompt is not on screen"
    assert seen["choices"], f"{at}: no choice on screen"
    assert seen["own"], f"{at}: the decider's own cards or tiles are missing"
    assert not seen["ownHidden"], f"{at}: own cards not on screen: {seen['ownHidden']}"
    assert seen["rows"] >= 1 and not seen["rowsHidden"], f"{at}: score rows not on screen: {seen['rowsHidden']}"
    assert not seen["misses"], f"{at}: the middle of a board target hits something else: {seen['misses']}"
    assert seen["scrollY"] == 0, f"{at}: the page scrolled ({seen['scrollY']})"


# -- 1366x768: one screen -------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", list(GAMES))
def test_desktop_one_screen(page: Page, app_url: str, game: str, lang: str) -> None:
    page.set_viewport_size(DESKTOP)
    open_app(page, app_url, lang)
    options = GAMES[game][0]
    new_game(page, game, seats(game, phone=False), seed=5, options=options)
    own = list(OWN[game])
    rng = random.Random(f"{game}-{lang}")
    seen = settle(page, SEEN_JS, own)
    if game == "ming-dynastie":
        # the list of choices exists on the desktop too, closed; the keyboard opens it and a
        # button of it applies its action like a click on the board
        choices = page.locator("#choices")
        expect(choices).not_to_have_attribute("open", "")
        expect(choices.locator("button[data-choice]")).to_have_count(len(page.evaluate("MingTable.state().legalActions")))
        assert listed(page) == labels(page, lang)
        choices.locator("summary").focus()
        page.keyboard.press("Enter")
        expect(choices).to_have_attribute("open", "")
        first = choices.locator("button[data-choice]").first
        chosen = first.get_attribute("data-choice")
        before = actions(page)
        first.focus()
        page.keyboard.press("Enter")
        page.wait_for_function("n => MingTable.record().actions.length > n", arg=len(before))
        assert actions(page)[len(before)] == chosen
        # the list was drawn anew for the next decision: the keyboard's focus is back in it
        expect(page.locator("#choices button[data-choice]").first).to_be_focused()
        expect(page.locator("#choices")).to_have_attribute("open", "")  # the player's choice is kept
        page.locator("#choices > summary").click()
        seen = settle(page, SEEN_JS, own)
    checked = 0
    for step in range(DECISIONS):
        if seen["over"]:
            break
        assert_fits(game, seen, step)
        checked += len(seen["choices"])
        kind, action_id, x, y = rng.choice(seen["choices"])
        before, changes = actions(page), page.evaluate("window.__changes")
        page.mouse.click(x, y)  # the middle of the choice, as a player clicks it
        taken = played(page, before, changes)
        assert taken in (action_id, None), f"{game}, decision {step}: clicked {action_id}, played {taken}"
        seen = settle(page, SEEN_JS, own)
    assert step == DECISIONS - 1 or seen["over"], f"{game}: only {step} decisions"


# -- 390x844, touch: every choice can be tapped ------------------------------------------------

@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    yield context.new_page()
    context.close()
    assert not non_local(requests), f"the app made requests to non-local hosts: {non_local(requests)}"


# In the page, one call per decision on the phone: the pads laid out now (assets/mingtable.js
# __mtPads), then for every legal board target whose middle is on screen: what its middle hits
# (itself, or a pad naming it), every pad's box and what its middle hits; the prompt; the list.
PHONE_JS = """() => {
  window.__mtPads();
  const box = document.getElementById('board-zoom').getBoundingClientRect();
  const sheet = document.getElementById('panel').getBoundingClientRect();
  const bottom = Math.min(innerHeight, sheet.top), top = Math.max(0, box.top);
  const usable = (el) => !el.disabled && el.checkVisibility({visibilityProperty: true}) && !el.closest('[hidden], .overlay');
  const onBoard = (x, y) => x >= Math.max(0, box.left) && x <= Math.min(innerWidth, box.right) && y >= top && y <= Math.min(bottom, box.bottom);
  // the tray (player boards, cards) scrolls with the page, above the sheet
  const inTray = (x, y) => x >= 0 && x <= innerWidth && y >= 0 && y <= bottom;
  const targets = [];
  for (const el of document.querySelectorAll('#board [data-action], #tray [data-action]')) {
    if (!usable(el)) continue;
    const tray = !!el.closest('#tray'), inside = tray ? inTray : onBoard;
    const r = el.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (!inside(x, y)) { targets.push({id: el.dataset.action, tray, off: true}); continue; }
    const h = document.elementFromPoint(x, y);
    const pad = h && h.closest('.board-pads .pad');
    targets.push({id: el.dataset.action, tray, x, y, w: r.width, h: r.height, self: !!h && (h === el || el.contains(h)),
                  pad: pad ? pad.dataset.pad.split(' ') : null});
  }
  const pads = [...document.querySelectorAll('.board-pads .pad')].map((p) => {
    const r = p.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
    const inside = p.closest('#tray-pads') ? inTray : onBoard;
    return {ids: p.dataset.pad.split(' '), l: r.left, t: r.top, r: r.right, b: r.bottom, x, y, on: inside(x, y),
            hit: document.elementFromPoint(x, y) === p};
  });
  const prompt = document.querySelector('#panel .prompt');
  const pr = prompt ? prompt.getBoundingClientRect() : null;
  const ph = pr && document.elementFromPoint(pr.left + pr.width / 2, pr.top + Math.min(pr.height / 2, 12));
  const list = [...document.querySelectorAll('#choices button[data-choice]')].map((b) => {
    const r = b.getBoundingClientRect(); return {id: b.dataset.choice, w: r.width, h: r.height, l: r.left, r: r.right}; });
  const panel = [...document.querySelectorAll('#panel button[data-action]')].map((b) => {
    const r = b.getBoundingClientRect(); return {id: b.dataset.action, w: r.width, h: r.height, l: r.left, r: r.right}; });
  const open = (id) => !document.getElementById(id).hidden;
  return {targets, pads, list, panel, prompt: !!ph && prompt.contains(ph) && pr.top >= 0 && pr.bottom <= innerHeight,
          scrollY, zoomed: 'zoomed' in document.body.dataset, listOpen: !!document.querySelector('#choices[open]'),
          scoring: open('scoring'), over: open('over'), curtain: open('curtain')};
}"""


# the page scrolled so that a choice of the tray lies in the middle of the room above the sheet
SCROLL_TO_JS = """(id) => {
  const el = document.querySelector(`#tray [data-action="${CSS.escape(id)}"]`);
  const r = el.getBoundingClientRect(), room = document.getElementById('panel').getBoundingClientRect().top;
  scrollBy(0, r.top + r.height / 2 - room / 2);
}"""


def assert_tappable(game: str, seen: dict[str, Any], step: int, scrolled: bool = False) -> None:
    """Issue 20 item 2, issue 33 item 6: at the phone's layout every choice on the board and in
    the tray beside it (``scrolled``: the page scrolled to it) is a target of 44x44 px or more,
    nothing overlaps, and the middle of every target hits it."""
    at = f"{game}, decision {step}"
    assert seen["prompt"], f"{at}: the prompt is not on screen"
    assert scrolled or seen["scrollY"] == 0, f"{at}: the page scrolled by itself ({seen['scrollY']})"
    assert seen["listOpen"] or not seen["list"], f"{at}: the list of choices is closed on the phone"
    small = [b for b in seen["list"] + seen["panel"]
             if b["w"] < MIN_TARGET - 0.5 or b["h"] < MIN_TARGET - 0.5 or b["l"] < 0 or b["r"] > PHONE["width"]]
    assert not small, f"{at}: buttons of the list or the panel smaller than {MIN_TARGET} px or off the screen: {small[:3]}"
    pads = seen["pads"]
    for pad in pads:
        assert pad["r"] - pad["l"] >= MIN_TARGET - 0.5 and pad["b"] - pad["t"] >= MIN_TARGET - 0.5, f"{at}: a small pad {pad}"
        assert not pad["on"] or pad["hit"], f"{at}: the middle of the pad of {pad['ids']} hits something else"
    for i, a in enumerate(pads):
        for b in pads[i + 1:]:
            assert not (a["l"] < b["r"] - 0.5 and b["l"] < a["r"] - 0.5 and a["t"] < b["b"] - 0.5 and b["t"] < a["b"] - 0.5), \
                f"{at}: the pads of {a['ids']} and {b['ids']} overlap"
    for t in seen["targets"]:
        if t.get("off"):
            continue
        if t["pad"] is not None:
            assert t["id"] in t["pad"], f"{at}: the middle of {t['id']} hits the pad of {t['pad']}"
        else:
            assert t["self"], f"{at}: the middle of {t['id']} hits something else"
            assert t["w"] >= MIN_TARGET - 0.5 and t["h"] >= MIN_TARGET - 0.5, f"{at}: {t['id']} is {t['w']:.0f}x{t['h']:.0f} px without a pad"


def tap_board_choice(page: Page, seen: dict[str, Any], action_id: str, game: str, step: int, scrolled: bool = False) -> None:
    """Tap the middle of ``action_id``'s target (itself or its pad); a shared pad zooms in (then
    the next tap is at the new layout) or lists the choices (then the tap is on its button; the
    tray's at once)."""
    for _ in range(len(page.evaluate("[1, 1.5, 2, 3, 4]")) + 1):
        target = next(t for t in seen["targets"] if t["id"] == action_id)
        assert not target.get("off"), f"{game}, decision {step}: {action_id} left the screen after zooming in"
        pad = next((p for p in seen["pads"] if action_id in p["ids"]), None)
        # the middle of a pad of its own; on a shared pad the choice's own spot, which it zooms around
        x, y = (pad["x"], pad["y"]) if pad and len(pad["ids"]) == 1 else (target["x"], target["y"])
        if pad is None or len(pad["ids"]) == 1:
            page.touchscreen.tap(x, y)
            return
        page.touchscreen.tap(x, y)
        if page.locator("#pad-menu").is_visible():  # at the largest zoom: the list of the spot
            button = page.locator(f'#pad-menu [data-choice="{action_id}"]')
            box = button.bounding_box()
            assert box and box["width"] >= MIN_TARGET - 0.5 and box["height"] >= MIN_TARGET - 0.5
            button.tap()
            return
        seen = page.evaluate(PHONE_JS)
        assert seen["zoomed"], f"{game}, decision {step}: a shared pad neither zoomed nor listed"
        assert_tappable(game, seen, step, scrolled)
    raise AssertionError(f"{game}, decision {step}: {action_id} could not be reached")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", list(GAMES))
def test_phone_every_board_choice_can_be_tapped(phone: Page, app_url: str, game: str, lang: str) -> None:
    page = phone
    open_app(page, app_url, lang)
    assert page.evaluate("[innerWidth, innerHeight]") == [PHONE["width"], PHONE["height"]]
    meta = page.locator('meta[name="viewport"]')
    content = (meta.get_attribute("content") or "").replace(" ", "")
    assert "user-scalable=no" not in content and "maximum-scale=1" not in content  # pinch is not blocked
    options = GAMES[game][0]
    new_game(page, game, seats(game, phone=True), seed=7, options=options)
    rng = random.Random(f"{game}-{lang}-phone")
    on_board = on_tray = 0
    for step in range(DECISIONS):
        seen = settle(page, PHONE_JS)
        if seen["over"]:
            break
        if seen["zoomed"]:  # back to the layout the phone opens with
            page.locator('[data-zoom="fit"]').tap()
            seen = page.evaluate(PHONE_JS)
        assert_tappable(game, seen, step)
        if step < 2:  # the list holds every legal action, labelled as the action (Yin Yang: those its panel has no button for)
            own = page.evaluate("[...document.querySelectorAll('#panel button[data-action]')].map((b) => b.dataset.action)")
            assert listed(page) == {k: v for k, v in labels(page, lang).items() if game != "yin-yang" or k not in own}
        before, changes = actions(page), page.evaluate("window.__changes")
        board = [t["id"] for t in seen["targets"] if not t.get("off") and not t["tray"]]
        tray = [t["id"] for t in seen["targets"] if t["tray"]]
        if tray and (not board or rng.random() < 0.5):  # a choice of the tray: scrolled above the sheet, as a player does
            on_tray += 1
            action_id = rng.choice(tray)
            page.evaluate(SCROLL_TO_JS, action_id)
            seen = page.evaluate(PHONE_JS)
            assert_tappable(game, seen, step, scrolled=True)
            tap_board_choice(page, seen, action_id, game, step, scrolled=True)
            taken = played(page, before, changes)
            assert taken in (action_id, None), f"{game}, decision {step}: tapped {action_id}, played {taken}"
            page.evaluate("scrollTo(0, 0)")
            continue
        if board:
            on_board += 1
            action_id = rng.choice(board)
            tap_board_choice(page, seen, action_id, game, step)
        else:  # a button of the list, or of the panel (the sheet)
            buttons = page.locator("#choices button[data-choice]" if seen["list"] else "#panel button[data-action]")
            button = buttons.nth(rng.randrange(buttons.count()))
            action_id = button.get_attribute("data-choice") or button.get_attribute("data-action")
            button.scroll_into_view_if_needed()
            button.tap()
        taken = played(page, before, changes)
        assert taken in (action_id, None), f"{game}, decision {step}: tapped {action_id}, played {taken}"
        assert page.evaluate("scrollY") == 0, f"{game}, decision {step}: the page jumped after the tap"
    assert on_board, f"{game}: no decision was taken on the board"
    assert on_tray or game not in ("yin-yang", "ming-voyages"), f"{game}: no decision was taken in the tray"


def test_each_games_zoom_is_remembered(page: Page, app_url: str) -> None:
    """The board zoom is kept per game: it comes back after a reload and with the game's board,
    while another game's board opens at its own (here: fitted)."""
    open_app(page, app_url, "en")
    two = [{"name": "Ann", "bot": None}, {"name": "Ben", "bot": None}]
    new_game(page, "yin-yang", two, seed=3)
    settle(page)
    fit = page.locator("#board").bounding_box()["width"]
    page.locator('[data-zoom="in"]').click()
    page.locator('[data-zoom="in"]').click()
    zoomed = page.locator("#board").bounding_box()["width"]
    assert zoomed > 1.4 * fit
    page.reload()
    wait_ready(page)
    expect(page.locator("#screen-play")).to_be_visible()
    assert page.locator("#board").bounding_box()["width"] == pytest.approx(zoomed, rel=0.02)
    expect(page.locator('[data-zoom="out"]')).to_be_enabled()
    new_game(page, "ming-dynastie", two, seed=3)
    settle(page)
    expect(page.locator('[data-zoom="out"]')).to_be_disabled()
    page.get_by_role("button", name="Home", exact=True).click()
    page.locator('[data-ui="new"][data-arg="yin-yang"]').click()
    page.get_by_role("button", name="Start the game").click()
    settle(page)
    assert page.locator("#board").bounding_box()["width"] == pytest.approx(zoomed, rel=0.02)
    # storage that holds no zoom table is ignored
    page.evaluate("localStorage.setItem('mingtable.zoom', '[1, 2')")
    page.reload()
    wait_ready(page)
    expect(page.locator('[data-zoom="out"]')).to_be_disabled()


def _scoring_split(record: dict[str, Any]) -> tuple[dict[str, Any], str, int]:
    """The record cut just before the decision that ends the first scoring, and that decision."""
    match = mingtable.start(record)
    for i, entry in enumerate(record["actions"]):
        seat, action_id = parse_entry(entry)
        seat = match.to_move[0] if seat is None else seat
        match.apply(action_id, seat)
        if match.view(None).get("scoring"):
            return {**record, "actions": record["actions"][:i]}, action_id, seat
    raise AssertionError("the record has no scoring")


def assert_over_opens_at_top(page: Page) -> None:
    """The game-over box opens at its top (issue 20 item 4): the focus on its title, the title
    and the start of the totals (its first table or list) on screen."""
    expect(page.locator("#over-title")).to_be_focused()
    top = page.evaluate("""() => {
        const inView = (el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight - 20; };
        const sums = document.querySelector('#over-body table, #over-body ul, #over-body ol');
        return {scroll: document.querySelector('#over .card-box').scrollTop,
                title: inView(document.getElementById('over-title')), sums: sums !== null && inView(sums)}; }""")
    assert top == {"scroll": 0, "title": True, "sums": True}, top


def boxes(page: Page, selector: str) -> list[dict[str, Any]]:
    """The boxes of the elements matching ``selector``, in CSS px of the page."""
    return page.evaluate("""sel => [...document.querySelectorAll(sel)].map((el) => {
        const r = el.getBoundingClientRect();
        return {w: r.width, h: r.height, left: r.left + scrollX, right: r.right + scrollX};
    })""", selector)


def assert_targets(found: list[dict[str, Any]], what: str, right: float, minimum: float = 28) -> None:
    assert found, f"no {what}"
    small = [b for b in found if b["w"] < minimum or b["h"] < minimum]
    assert not small, f"{what} smaller than {minimum}x{minimum}: {small[:5]}"
    outside = [b for b in found if b["left"] < 0 or b["right"] > right + 0.5]
    assert not outside, f"{what} outside the page: {outside[:5]}"


def assert_dialog_fits(page: Page, dialog: str) -> None:
    box = page.locator(f"#{dialog} .card-box")
    expect(box).to_be_visible()
    fits = page.evaluate("""el => { const r = el.getBoundingClientRect(); const s = getComputedStyle(el);
        return {inside: r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight,
                scrolls: el.scrollHeight <= el.clientHeight + 1 || ['auto', 'scroll'].includes(s.overflowY),
                wide: el.scrollWidth <= el.clientWidth + 1 || ['auto', 'scroll'].includes(s.overflowX)}; }""",
                         box.element_handle())
    assert fits == {"inside": True, "scrolls": True, "wide": True}, fits
    # the last button of the box can be reached and tapped
    last = box.locator("button").last
    last.scroll_into_view_if_needed()
    assert_targets(boxes(page, f"#{dialog} .card-box button"), f"buttons of #{dialog}", PHONE["width"])


@pytest.mark.parametrize("lang", LANGS)
def test_phone_dialogs_fit_or_scroll(phone: Page, app_url: str, lang: str) -> None:
    page = phone
    open_app(page, app_url, lang)
    for name in ("ming-dynastie-3p-greedy.json", "ming-voyages-solo-hard-greedy.json", "confucius-5p-greedy.json"):
        record = json.loads((FIXTURES / name).read_text())
        if record["game"] == "confucius":  # no scoring summary in the course of the game: only the game-over box
            page.evaluate("r => MingTable.load(r)", {k: v for k, v in record.items() if k != "outcome"})
            expect(page.locator("#over")).to_be_visible()
            assert_over_opens_at_top(page)
            assert_dialog_fits(page, "over")
            continue
        cut, action_id, seat = _scoring_split(record)
        page.evaluate("r => MingTable.load(r)", cut)
        page.evaluate("([id, seat]) => MingTable.apply(id, seat)", [action_id, seat])
        expect(page.locator("#scoring")).to_be_visible()
        assert_dialog_fits(page, "scoring")
        page.locator("#scoring-close").tap()
        page.evaluate("r => MingTable.load(r)", {k: v for k, v in record.items() if k != "outcome"})
        expect(page.locator("#over")).to_be_visible()
        assert_over_opens_at_top(page)
        assert_dialog_fits(page, "over")
