"""Full texts at hand (issue 20 item 5), in chromium, in English and German: for each game, one
element of each kind shows its full rules text in the popover (#mt-pop, role=tooltip) on mouse
hover and on keyboard focus at 1366x768, and on a long press on a 390x844 touch screen; the
popover lies inside the window, is the element's aria-describedby while it shows, closes on
Escape, and a long press on a choice does not play it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from support import non_local, wait_ready

DESKTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}

# game -> (players, options, [(kind, selector of one such element, keyboard-focusable)], a choice
# with a popover for the long press that must not play it)
GAMES: dict[str, tuple[list[dict[str, Any]], dict[str, Any], list[tuple[str, str, bool]], str]] = {
    "ming-dynastie": (
        [{"name": "Ann", "bot": None}, {"name": "Bob", "bot": "random"}], {},
        [("province space", "#board rect.space", True), ("province tiles", "#panel .tiles", True),
         ("border transport", "#board g.border", False), ("cloister", "#board g.cloister", False),
         ("display card", '#board g.card[data-key^="display-"]', True), ("city", "#board g.city", False)],
        "",
    ),
    "confucius": (
        [{"name": "Ann", "bot": None}, {"name": "Bob", "bot": "random"}, {"name": "Cy", "bot": "random"}], {},
        [("ministry", "#board g.ministry", True), ("official space", "#board rect.cf-space", False),
         ("Imperial Favour", "#board .cf-favour", True), ("Confucius card", "#panel .cf-card", True),
         ("gift", '#board g[data-key^="gift-2-"]', False), ("foreign land", '#board g[data-key^="land-"]', False)],
        '#board g[data-action]:has(> rect[width="186"])',  # an Actions Box cell
    ),
    "ming-voyages": (
        [{"name": "Ann", "bot": None}, {"name": "Bob", "bot": "random"}], {},
        [("card", "article.mv-card", True)],
        "article.mv-card button[data-action]",
    ),
    "yin-yang": (
        [{"name": "Ann", "bot": None}, {"name": "Bob", "bot": "random"}], {},
        [("god card", ".yy-god", True), ("development area", "svg.yy-grid", True),
         ("scoring tile", '#tray g[data-key^="scoring-"], .yy-players g[data-key^="scoring-"]', True),
         ("deep oracle field", "#board g.yy-deep", False), ("high oracle stack", "#board g.yy-stack", False)],
        "",
    ),
}

# A point inside the element where its popover is the one that shows (on the board the
# popover's own hit test, assets/popover.js: __mtInfoAt), or null.
POINT_JS = """el => {
  const r = el.getBoundingClientRect();
  const at = [0.5, 0.3, 0.7, 0.15, 0.85, 0.05, 0.1, 0.2, 0.25, 0.35, 0.4, 0.45, 0.55, 0.6, 0.65, 0.75, 0.8, 0.9, 0.95];
  for (const fy of at) for (const fx of at) {
    const x = r.left + r.width * fx, y = r.top + r.height * fy;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
    if (window.__mtInfoAt(x, y) === el) return {x, y};
  }
  return null;
}"""

POP_JS = """() => {
  const box = document.getElementById('mt-pop');
  if (!box || box.hidden) return null;
  const r = box.getBoundingClientRect();
  const of = document.querySelector('[aria-describedby~="mt-pop"]');
  return {text: box.textContent, role: box.getAttribute('role'), left: r.left, top: r.top, right: r.right,
          bottom: r.bottom, w: innerWidth, h: innerHeight, describes: of ? of.getAttribute('data-info') : null};
}"""


MOVES_JS = "() => MingTable.record().actions.length"

# A spot of the page that plays nothing when tapped and is not the element ``el`` whose popover
# shows: no control, no choice (the board's drawings between the choices do).
QUIET_JS = """el => {
  for (let y = 4; y < innerHeight; y += 23) for (let x = 4; x < innerWidth; x += 17) {
    const hit = document.elementFromPoint(x, y);
    if (hit && hit.closest('main') && !hit.closest('button, a, input, select, summary, details, label, header, .act, '
        + '[data-action], [data-ui], [data-choice], [data-zoom], [data-pad], [tabindex]') && window.__mtInfoAt(x, y) !== el) return {x, y};
  }
  return null;
}"""


def _start(page: Page, app_url: str, lang: str, game: str) -> None:
    players, options, _, _ = GAMES[game]
    page.goto(f"{app_url}?lang={lang}")
    wait_ready(page)
    page.evaluate("spec => MingTable.newGame(spec)", {"game": game, "players": players, "seed": 12, "options": options})
    page.wait_for_function("() => { const s = MingTable.state(); return s && s.humanToMove !== null; }")
    page.wait_for_function("() => !document.body.dataset.playing && !document.body.dataset.thinking")


def _expect(page: Page, el: Any, what: str) -> dict[str, Any]:
    """The popover shows ``el``'s text, inside the window, and describes it."""
    text = el.evaluate("el => el.getAttribute('data-info-head') + el.getAttribute('data-info')")
    assert text and len(text) > 40, what
    page.wait_for_function(f"() => {{ const p = ({POP_JS})(); return p && p.text === {text!r}; }}")
    pop = page.evaluate(POP_JS)
    assert pop["role"] == "tooltip", what
    assert pop["describes"] == el.get_attribute("data-info"), what
    assert pop["left"] >= 0 and pop["top"] >= 0 and pop["right"] <= pop["w"] and pop["bottom"] <= pop["h"], (what, pop)
    return pop


def _first(page: Page, selector: str, what: str) -> Any:
    el = page.locator(selector).first
    assert el.count(), f"no {what} on screen ({selector})"
    el.scroll_into_view_if_needed()
    return el


@pytest.fixture
def phone(browser: Browser) -> Iterator[tuple[BrowserContext, Page]]:
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    yield context, context.new_page()
    context.close()
    assert not non_local(requests), f"the app made requests to non-local hosts: {non_local(requests)}"


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", list(GAMES))
def test_hover_and_keyboard_focus_show_the_full_text(page: Page, app_url: str, game: str, lang: str) -> None:
    page.set_viewport_size(DESKTOP)
    _start(page, app_url, lang, game)
    for what, selector, focusable in GAMES[game][2]:
        el = _first(page, selector, what)
        point = el.evaluate(POINT_JS)
        assert point, f"{what}: no point of it is on top"
        page.mouse.move(point["x"], point["y"])
        _expect(page, el, what)
        page.mouse.move(1, 1)  # away: it closes
        page.wait_for_function("() => document.getElementById('mt-pop').hidden")
        if focusable:
            page.keyboard.press("Shift")  # the keyboard is in use: focus is shown (:focus-visible)
            el.focus()
            _expect(page, el, what)
            page.keyboard.press("Escape")
            assert page.evaluate("() => document.getElementById('mt-pop').hidden"), what
            assert page.evaluate("() => !document.querySelector('[aria-describedby~=\"mt-pop\"]')"), what
            page.evaluate("() => document.activeElement.blur()")
    assert page.evaluate("() => document.documentElement.lang") == lang


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", list(GAMES))
def test_a_long_press_shows_the_full_text_and_plays_nothing(phone: tuple[BrowserContext, Page], app_url: str,
                                                           game: str, lang: str) -> None:
    context, page = phone
    _start(page, app_url, lang, game)
    cdp = context.new_cdp_session(page)
    kinds = GAMES[game][2]
    choice = GAMES[game][3]
    targets = [(what, selector) for what, selector, _ in kinds] + ([("a choice", choice)] if choice else [])
    for what, selector in targets:
        target = _first(page, selector, what)
        el = target.locator("xpath=ancestor-or-self::*[@data-info][1]")
        before = page.evaluate(MOVES_JS)
        # a finger is wide: the browser may take a touch near a choice for the choice, so the
        # spot lies 14 px clear of any other choice with a text of its own
        clear = ("[[0, 0], [14, 0], [-14, 0], [0, 14], [0, -14]].every(([dx, dy]) => {"
                 " const h = document.elementFromPoint(x + dx, y + dy); const a = h && h.closest('.act, button, [data-action]');"
                 " return !a || a === el || el.contains(a) || !a.hasAttribute('data-info'); })")
        # a choice is pressed on itself, or on the touch pad that stands for it (assets/mingtable.js)
        on_it = ("((h) => el.contains(h) || (!!h && !!h.closest('.board-pads .pad')"
                 " && h.closest('.board-pads .pad').dataset.pad.split(' ').includes(el.dataset.action)))"
                 "(document.elementFromPoint(x, y))") if what == "a choice" else (
            # clear of any part inside it with a text of its own, in every layer (a scoring tile
            # on the development area): a touch's coordinates are whole pixels
            "window.__mtInfoAt(x, y) === el && [[0, 0], [3, 0], [-3, 0], [0, 3], [0, -3]].every(([dx, dy]) =>"
            " !document.elementsFromPoint(x + dx, y + dy).some((e) => e !== el && el.contains(e)"
            " && e.closest('[data-info]') !== el))")
        on_it = f"({on_it}) && {clear}"
        point = target.evaluate(POINT_JS.replace("window.__mtInfoAt(x, y) === el", on_it))
        assert point, f"{what}: no point of it is on top"
        touch = [{"x": point["x"], "y": point["y"]}]
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": touch})
        _expect(page, el, what)  # shown while the finger still rests on it
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        assert not page.evaluate("() => document.getElementById('mt-pop').hidden"), what  # stays until a tap elsewhere
        quiet = el.evaluate(QUIET_JS)
        assert quiet, "no quiet spot to tap"
        page.touchscreen.tap(quiet["x"], quiet["y"])  # events come in order: a click of the press came before
        page.wait_for_function("() => document.getElementById('mt-pop').hidden")
        assert page.evaluate(MOVES_JS) == before, f"{what}: the long press played a move"
