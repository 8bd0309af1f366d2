"""The layout keeps the decision in view (1366x768) and every choice can be tapped on a phone
(390x844, touch): issue 7, items 5 and 6, in English and German.

At 1366x768 a game of each kind is played by clicking choices that are on screen; after every
decision the prompt, one enabled choice and the newest log line are on screen (hit-tested, so
not hidden by a scrolling box or a dialog) and the board is no taller than the window. On the
phone the list of choices holds every legal action as a button of at least 24x24 CSS px, the
zoom buttons make every clickable board element at least that large, a button of the list
applies its action, and the game-over and scoring boxes fit the screen or scroll.
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
MIN_TARGET = 24

# In the page: what of the decision is on screen. An element counts when its box is inside the
# window and the point at its centre hits it (not a scrolling box's hidden part, not a dialog).
ON_SCREEN_JS = """() => {
  const W = window.innerWidth, H = window.innerHeight;
  const onScreen = (el) => {
    if (!el) return false;
    const r = el.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0 || r.left < -0.5 || r.top < -0.5 || r.right > W + 0.5 || r.bottom > H + 0.5) return false;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (el === hit || el.contains(hit));
  };
  const choices = [...document.querySelectorAll('[data-action], [data-choice]')]
    .filter((el) => !el.disabled && onScreen(el))
    .map((el) => el.dataset.action ? ['action', el.dataset.action] : ['choice', el.dataset.choice]);
  const entries = document.querySelectorAll('#log li');
  const open = (id) => !document.getElementById(id).hidden;
  return {
    prompt: onScreen(document.querySelector('#panel .prompt')),
    choices,
    boardHeight: document.getElementById('board').getBoundingClientRect().height,
    height: H,
    log: entries.length ? onScreen(entries[entries.length - 1]) : null,
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


def settle(page: Page) -> dict[str, Any]:
    """Wait until a person decides (bots and dialogs aside); close a scoring summary; answer a
    curtain. Returns what is on screen."""
    wait = ("() => { const s = MingTable.state(); if (!s.outcome && s.humanToMove === null) return false;"
            f" return ({ON_SCREEN_JS})(); }}")
    for _ in range(50):
        seen = page.wait_for_function(wait, polling=50).json_value()
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


def click_choice(page: Page, kind: str, action_id: str) -> None:
    """A real mouse click on a choice on screen; waits until the page has taken the decision."""
    before = page.evaluate("window.__changes")
    attr = "data-action" if kind == "action" else "data-choice"
    page.locator(f'[{attr}="{action_id}"]').click()
    page.wait_for_function("n => window.__changes > n", arg=before)


def assert_decision_in_view(seen: dict[str, Any], step: int) -> None:
    assert seen["prompt"], f"decision {step}: the prompt is off screen"
    assert seen["choices"], f"decision {step}: no choice on screen"
    assert seen["boardHeight"] <= seen["height"], f"decision {step}: the board is taller than the window"
    assert seen["log"] is not False, f"decision {step}: the newest log line is off screen"


def play_on_screen(page: Page, decisions: int, seed: int) -> int:
    """Click ``decisions`` choices that are on screen (or to the end); check the view each time."""
    rng = random.Random(seed)
    done = 0
    while done < decisions:
        seen = settle(page)
        if seen["over"]:
            break
        assert_decision_in_view(seen, done)
        kind, action_id = rng.choice(seen["choices"])
        click_choice(page, kind, action_id)
        done += 1
    return done


# -- 1366x768: the decision stays in view -------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_ming_dynastie_decisions_stay_in_view(page: Page, app_url: str, lang: str) -> None:
    page.set_viewport_size(DESKTOP)
    open_app(page, app_url, lang)
    new_game(page, "ming-dynastie", [{"name": "Ann", "bot": None}, {"name": "Ben", "bot": None}], seed=5)
    seen = settle(page)
    assert_decision_in_view(seen, 0)
    # the list of choices exists on the desktop too, closed; the keyboard opens it and a button
    # of it applies its action like a click on the board
    choices = page.locator("#choices")
    expect(choices).not_to_have_attribute("open", "")
    legal = page.evaluate("MingTable.state().legalActions")
    expect(choices.locator("button[data-choice]")).to_have_count(len(legal))
    choices.locator("summary").focus()
    page.keyboard.press("Enter")
    expect(choices).to_have_attribute("open", "")
    first = choices.locator("button[data-choice]").first
    chosen = first.get_attribute("data-choice")
    assert listed(page) == labels(page, lang)
    actions = len(page.evaluate("MingTable.record().actions"))
    first.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("n => MingTable.record().actions.length > n", arg=actions)
    assert page.evaluate("MingTable.record().actions")[-1] == chosen
    # the list was drawn anew for the next decision: the keyboard's focus is back in it
    expect(page.locator("#choices button[data-choice]").first).to_be_focused()
    expect(page.locator("#choices")).to_have_attribute("open", "")  # the player's choice is kept
    page.locator("#choices > summary").click()
    assert play_on_screen(page, 40, seed=1) == 40


@pytest.mark.parametrize("lang", LANGS)
def test_ming_voyages_decisions_stay_in_view(page: Page, app_url: str, lang: str) -> None:
    page.set_viewport_size(DESKTOP)
    open_app(page, app_url, lang)
    new_game(page, "ming-voyages", [{"name": "Ann", "bot": None}], seed=12,
             options={"emperor": 0, "difficulty": "normal", "match": False})
    # the first question is answered on the cards below the board: the page brings them up,
    # the panel with the prompt stays beside them
    seen = settle(page)
    assert_decision_in_view(seen, 0)
    assert page.evaluate("window.scrollY") > 0
    assert all(kind == "action" for kind, _ in seen["choices"])
    assert page.locator(".mv-hand [data-action]").first.is_visible()
    played = play_on_screen(page, 50, seed=2)
    assert played >= 40 or page.evaluate("!!MingTable.state().outcome")


@pytest.mark.parametrize("lang", LANGS)
def test_confucius_decisions_stay_in_view(page: Page, app_url: str, lang: str) -> None:
    page.set_viewport_size(DESKTOP)
    open_app(page, app_url, lang)
    new_game(page, "confucius", [{"name": "Ann", "bot": None}, {"name": "Ben", "bot": None}, {"name": "Cy", "bot": None}],
             seed=4, options={"advanced": True, "admiral": False})
    seen = settle(page)
    assert_decision_in_view(seen, 0)
    assert page.locator(".cf-hand").is_visible()


@pytest.mark.parametrize("lang", LANGS)
def test_yin_yang_decisions_stay_in_view(page: Page, app_url: str, lang: str) -> None:
    page.set_viewport_size(DESKTOP)
    open_app(page, app_url, lang)
    new_game(page, "yin-yang", [{"name": "Ann", "bot": None}, {"name": "Ben", "bot": None}], seed=3)
    seen = settle(page)
    assert_decision_in_view(seen, 0)
    assert play_on_screen(page, 40, seed=3) == 40


# -- 390x844, touch: every choice can be tapped ----------------------------------------------------

@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    yield context.new_page()
    context.close()
    assert not non_local(requests), f"the app made requests to non-local hosts: {non_local(requests)}"


def boxes(page: Page, selector: str) -> list[dict[str, Any]]:
    """The boxes of the elements matching ``selector``, in CSS px of the page."""
    return page.evaluate("""sel => [...document.querySelectorAll(sel)].map((el) => {
        const r = el.getBoundingClientRect();
        return {id: el.dataset.action || el.dataset.choice, w: r.width, h: r.height,
                left: r.left + scrollX, right: r.right + scrollX};
    })""", selector)


def assert_targets(found: list[dict[str, Any]], what: str, right: float) -> None:
    assert found, f"no {what}"
    small = [b for b in found if b["w"] < MIN_TARGET or b["h"] < MIN_TARGET]
    assert not small, f"{what} smaller than {MIN_TARGET}x{MIN_TARGET}: {small[:5]}"
    outside = [b for b in found if b["left"] < 0 or b["right"] > right + 0.5]
    assert not outside, f"{what} outside the page: {outside[:5]}"


def zoom_to_max(page: Page) -> None:
    zoom_in = page.locator('[data-zoom="in"]')
    width = page.locator("#board").bounding_box()["width"]
    steps = 0
    while zoom_in.is_enabled():
        zoom_in.tap()
        steps += 1
        grown = page.locator("#board").bounding_box()["width"]
        assert grown > width
        width = grown
    assert steps >= 2


@pytest.mark.parametrize("lang", LANGS)
def test_phone_choices_are_large_enough(phone: Page, app_url: str, lang: str) -> None:
    page = phone
    open_app(page, app_url, lang)
    assert page.evaluate("[innerWidth, innerHeight]") == [PHONE["width"], PHONE["height"]]
    meta = page.locator('meta[name="viewport"]')
    content = (meta.get_attribute("content") or "").replace(" ", "")
    assert "user-scalable=no" not in content and "maximum-scale=1" not in content  # pinch is not blocked

    for game, players, options in (
        ("ming-dynastie", [{"name": "Ann", "bot": None}, {"name": "Ben", "bot": "random"}, {"name": "Cy", "bot": "random"}], {}),
        ("ming-voyages", [{"name": "Ann", "bot": None}], {"emperor": 0, "difficulty": "normal", "match": False}),
        ("confucius", [{"name": "Ann", "bot": None}, {"name": "Ben", "bot": "random"}, {"name": "Cy", "bot": "random"}], {}),
        ("yin-yang", [{"name": "Ann", "bot": None}, {"name": "Ben", "bot": "random"}], {}),
    ):
        new_game(page, game, players, seed=7, options=options)
        for _ in range(3):  # a few decisions, each from the list of choices
            settle(page)
            legal = page.evaluate("MingTable.state().legalActions")
            choices = page.locator("#choices")
            # every legal action is a real button of the list, labelled as the action; Yin Yang
            # leaves out of the list what its panel shows as buttons (no choice listed twice)
            own = page.evaluate("[...document.querySelectorAll('#panel button[data-action]')].map((b) => b.dataset.action)")
            in_list = [a["id"] for a in legal if game != "yin-yang" or a["id"] not in own]
            if in_list:
                expect(choices).to_have_attribute("open", "")  # open on a narrow screen
            expect(choices.locator('button[type="button"][data-choice]')).to_have_count(len(in_list))
            assert listed(page) == {k: v for k, v in labels(page, lang).items() if k in in_list}
            if in_list:
                assert_targets(boxes(page, "#choices button[data-choice]"), "buttons of the list", PHONE["width"])
            panel = boxes(page, "button[data-action]")
            if panel:
                assert_targets(panel, "buttons of the panel and cards", PHONE["width"])
            before = len(page.evaluate("MingTable.record().actions"))
            pick = choices.locator("button[data-choice]").last if in_list else page.locator("#panel button[data-action]").last
            pick.scroll_into_view_if_needed()
            pick.tap()
            page.wait_for_function("n => MingTable.record().actions.length !== n || !!MingTable.state().outcome", arg=before)

        settle(page)
        fit = page.locator("#board").bounding_box()["width"]
        assert fit <= PHONE["width"]
        zoom_to_max(page)
        board = page.locator("#board").bounding_box()
        assert board["width"] >= 3.5 * fit
        targets = boxes(page, "#board [data-action]")
        if game == "ming-dynastie":
            assert targets  # the first decisions of Ming-Dynastie are on the board
        if targets:
            # inside the board (which its box scrolls), and each one can be scrolled to and
            # tapped: nothing covers it
            shift = board["x"] + page.evaluate("scrollX")
            assert_targets([{**t, "left": t["left"] - shift, "right": t["right"] - shift} for t in targets],
                           "clickable board elements", board["width"])
            for target in page.locator("#board [data-action]").all()[:8]:
                target.scroll_into_view_if_needed()
                assert page.evaluate("""el => {  // the middle of the part on screen hits it
                    const r = el.getBoundingClientRect(), b = document.getElementById('board-zoom').getBoundingClientRect();
                    const left = Math.max(r.left, b.left, 0), right = Math.min(r.right, b.right, innerWidth);
                    const top = Math.max(r.top, b.top, 0), bottom = Math.min(r.bottom, b.bottom, innerHeight);
                    if (right - left < 24 || bottom - top < 24) return false;
                    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
                    return !!hit && (hit === el || el.contains(hit)); }""", target.element_handle())
        # board text is legible at that zoom: no smaller than 12 CSS px
        sizes = page.evaluate("[...document.querySelectorAll('#board text')].map((t) => t.getBoundingClientRect().height).filter((h) => h > 0)")
        assert sizes and min(sizes) >= 12, min(sizes)
        # zoomed in, the next decision's board choices are brought into the board's box
        before = len(page.evaluate("MingTable.record().actions"))
        listed_now = page.locator("#choices button[data-choice]")  # Yin Yang: the panel's own buttons are not listed
        (listed_now if listed_now.count() else page.locator("#panel button[data-action]")).first.tap()
        page.wait_for_function("n => MingTable.record().actions.length !== n", arg=before)
        settle(page)
        assert page.evaluate("""() => { const b = document.getElementById('board-zoom').getBoundingClientRect();
            const marks = [...document.querySelectorAll('#board [data-action]')];
            return !marks.length || marks.some((el) => { const r = el.getBoundingClientRect();
                return r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom; }); }""")
        page.locator('[data-zoom="fit"]').tap()
        assert page.locator("#board").bounding_box()["width"] == pytest.approx(fit, abs=1)
        expect(page.locator('[data-zoom="out"]')).to_be_disabled()


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
    match = mingtable.new_game(record["game"], players=record["players"], seed=record["seed"], options=record["options"])
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
