"""Moves you can follow: bots and automatic steps shown one log entry at a time at the chosen
speed (remembered), what a step changed marked with ``data-last``, a click on the game skipping
to the end, "instant" and the scripting API showing the end at once. Both languages.

The scene: The Ming Voyages solo, seed 56. Ann's first decision (reserve-B23) sets off five log
entries: her reserve, the bot's card, the bot's reserve, the hand swap and the new cards.
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from support import wait_ready

LANGS = ["en", "de"]
SOLO = "MingTable.newGame({game: 'ming-voyages', seed: 56, players: [{name: 'Ann'}]})"
ACTION = "reserve-B23"
LOG_BEFORE, LOG_AFTER = 2, 7
WORDS = {
    "en": {"speed": "Speed", "options": ["Slow", "Normal", "Fast", "Instant"], "lang": "DE", "other": "de"},
    "de": {"speed": "Tempo", "options": ["Langsam", "Normal", "Schnell", "Sofort"], "lang": "EN", "other": "en"},
}
# Each change of the log: its length, the board elements marked data-last (and the animation of
# the first), whether steps are playing, when.
WATCH = """() => {
  window.__steps = [];
  const log = document.getElementById('log');
  new MutationObserver(() => {
    const marked = [...document.querySelectorAll('#board [data-last]')];
    window.__steps.push({
      n: log.children.length,
      last: marked.map((e) => e.dataset.key).sort().join(' '),
      anim: marked.length ? getComputedStyle(marked[0]).animationName : '',
      playing: Boolean(document.body.dataset.playing),
      t: performance.now(),
    });
  }).observe(log, {childList: true});
}"""
SETTLED = "MingTable.state().humanToMove !== null && !document.body.dataset.playing"
# Ming-Dynastie: Ann's dragon to Huguang takes her figure off the province space (it goes).
DRAGON = {"format": "mingtable-record", "version": 1, "game": "ming-dynastie", "seed": 3, "players": ["Ann", "B"],
          "options": {"colours": ["red", "yellow"], "start_player": "random"}, "bots": [None, "random"],
          "actions": ["prince-BZ2", "prince-HN2", "neutral-SC3", "neutral-ZJ1", "neutral-SX3", "neutral-SX1",
                      "neutral-ZJ1", "neutral-BZ3", "place-HG", "place-HN", "place-HN", "place-ZJ", "place-SC",
                      "place-HG", "place-HG", "place-SC", "place-SC", "place-ZJ", "take-SC", "take-ZJ", "dragon-HG",
                      "take-HG", "dragon-SC"]}
GHOSTS = """() => {
  window.__ghosts = [];
  new MutationObserver((changes) => {
    for (const change of changes) for (const node of change.addedNodes) {
      if (node.classList && node.classList.contains('mt-ghost')) {
        window.__ghosts.push(node.matches('[data-key], [data-action]') || node.querySelector('[data-key], [data-action]') !== null);
      }
    }
  }).observe(document.getElementById('mt-dyn'), {childList: true});
}"""


def open_game(page: Page, app_url: str, lang: str, start: str = SOLO, speed: str | None = None) -> None:
    page.goto(f"{app_url}?lang={lang}")
    wait_ready(page)
    page.evaluate(start)
    expect(page.locator("#screen-play")).to_be_visible()
    if speed is not None:
        page.get_by_label(WORDS[lang]["speed"]).select_option(speed)
    page.evaluate(WATCH)


def log_len(page: Page) -> int:
    return page.locator("#log li").count()


def steps(page: Page) -> list[dict[str, Any]]:
    return page.evaluate("window.__steps")


@pytest.mark.parametrize("lang", LANGS)
def test_the_speed_control_is_labelled_and_remembered(plain_context: BrowserContext, app_url: str, lang: str) -> None:
    page = plain_context.new_page()
    open_game(page, app_url, lang)
    control = page.get_by_label(WORDS[lang]["speed"])
    expect(control).to_be_visible()
    expect(control).to_have_value("normal")  # the default
    assert control.locator("option").all_inner_texts() == WORDS[lang]["options"]
    control.select_option("fast")
    assert page.evaluate("localStorage.getItem('mingtable.speed')") == "fast"
    page.reload()
    wait_ready(page)
    expect(page.locator("#screen-play")).to_be_visible()  # the open game is restored
    expect(page.get_by_label(WORDS[lang]["speed"])).to_have_value("fast")
    # What is read back is checked: an unknown speed gives the default.
    page.evaluate("localStorage.setItem('mingtable.speed', 'warp')")
    page.reload()
    wait_ready(page)
    expect(page.get_by_label(WORDS[lang]["speed"])).to_have_value("normal")


@pytest.mark.parametrize("lang", LANGS)
def test_automatic_steps_are_shown_one_at_a_time(page: Page, app_url: str, lang: str) -> None:
    page.emulate_media(reduced_motion="no-preference")  # the marks' animations (tests run with reduced motion)
    open_game(page, app_url, lang, speed="fast")
    assert log_len(page) == LOG_BEFORE
    page.locator(f'[data-action="{ACTION}"]').click()
    page.wait_for_function(SETTLED)
    seen = steps(page)
    # the log grew entry by entry, the steps apart in time, and the last one ended the playback
    assert [s["n"] for s in seen] == list(range(LOG_BEFORE + 1, LOG_AFTER + 1))
    assert all(s["playing"] for s in seen[:-1]) and not seen[-1]["playing"]
    gaps = [b["t"] - a["t"] for a, b in zip(seen, seen[1:])]
    # "fast" is 200 ms a step. A step is seen when the page's Python has drawn it all, so a slow
    # draw (a busy machine) makes one gap longer and the next shorter: their sum is what holds.
    assert sum(gaps) > 120 * len(gaps), gaps
    # every step marked what it changed, and the marks moved on from step to step
    marks = [s["last"] for s in seen]
    assert sum(1 for m in marks if m) >= len(marks) - 1
    assert len(set(marks)) >= 3, marks
    assert page.evaluate("MingTable.record().actions") == [ACTION]
    assert {s["anim"] for s in seen if s["last"]} == {"mt-fade-in"}  # marked elements fade in
    # A piece that goes fades out: a copy with nothing to click, gone after the animation.
    page.evaluate("r => MingTable.load(r)", DRAGON)
    page.evaluate(GHOSTS)
    page.locator('[data-action="dragon-HG"]').first.click()
    ghosts = page.evaluate("window.__ghosts")
    assert ghosts and not any(ghosts)
    expect(page.locator("#board .mt-ghost")).to_have_count(0)


@pytest.mark.parametrize("lang", LANGS)
def test_bot_decisions_are_spaced_by_the_speed(page: Page, app_url: str, lang: str) -> None:
    """(With reduced motion: the marks stay, without animation.)"""
    page.emulate_media(reduced_motion="reduce")
    start = ("MingTable.newGame({game: 'ming-dynastie', seed: 4, options: {start_player: 0}, players: "
             "[{name: 'Ann'}, {name: 'Bo', bot: 'random'}, {name: 'Cy', bot: 'random'}]})")
    open_game(page, app_url, lang, start=start, speed="fast")
    first = page.evaluate("MingTable.state().legalActions[0].id")
    page.locator(f'[data-action="{first}"]').first.click()
    page.wait_for_function(SETTLED)
    seen = steps(page)
    assert len(seen) >= 3 and [s["n"] for s in seen] == list(range(seen[0]["n"], seen[0]["n"] + len(seen)))
    assert seen[-1]["t"] - seen[0]["t"] > 120 * (len(seen) - 1)  # spaced (the sum of the gaps: see above)
    assert all(s["last"].startswith("prince-") for s in seen[:3])  # each prince placed, marked in turn
    assert {s["anim"] for s in seen if s["last"]} == {"none"}
    assert page.locator("#board .mt-ghost").count() == 0


@pytest.mark.parametrize("lang", LANGS)
def test_a_click_a_language_switch_or_home_during_the_steps(page: Page, app_url: str, lang: str) -> None:
    open_game(page, app_url, lang, speed="slow")
    # A click on the game skips to the end and is not taken as a move.
    page.locator(f'[data-action="{ACTION}"]').click()
    assert page.evaluate("document.body.dataset.playing") == "true"
    assert log_len(page) == LOG_BEFORE + 1  # the first step only
    assert page.locator("#board [data-action], #panel [data-action], #tray [data-action]").count() == 0
    expect(page.locator("#btn-undo")).to_be_disabled()
    page.locator("#board").click()
    page.wait_for_function(SETTLED, timeout=1000)  # "slow" would take 4 more steps of 1.2 s
    assert log_len(page) == LOG_AFTER
    assert page.evaluate("MingTable.record().actions") == [ACTION]  # the click made no move
    expect(page.locator("#board [data-last]").first).to_be_attached()
    # A language switch shows the end in the other language; no old step follows.
    page.evaluate(SOLO)
    page.locator(f'[data-action="{ACTION}"]').click()
    first_entry = page.locator("#log li").first.inner_text()
    page.get_by_role("button", name=WORDS[lang]["lang"], exact=True).click()
    page.wait_for_function(SETTLED, timeout=1000)
    assert page.evaluate("document.documentElement.lang") == WORDS[lang]["other"]
    assert log_len(page) == LOG_AFTER and page.locator("#log li").first.inner_text() != first_entry
    assert page.locator("#board [data-action], #tray [data-action]").count() > 0  # Ann's choices are back
    # Home during the steps: the home screen stays, nothing of the game is drawn into it.
    page.evaluate(SOLO)
    page.locator(f'[data-action="{ACTION}"]').click()
    page.locator('.toolbar [data-ui="home"]').click()
    time.sleep(1.5)
    expect(page.locator("#screen-home")).to_be_visible()
    assert page.evaluate("document.body.dataset.playing") is None
    assert page.locator("#mt-dyn").inner_html() == ""


@pytest.mark.parametrize("lang", LANGS)
def test_instant_and_the_scripting_api_show_the_end_at_once(page: Page, app_url: str, lang: str) -> None:
    open_game(page, app_url, lang, speed="instant")
    page.locator(f'[data-action="{ACTION}"]').click()
    assert page.evaluate("document.body.dataset.playing") is None
    assert log_len(page) == LOG_AFTER
    assert [s["n"] for s in steps(page)] == [LOG_AFTER]  # one change of the log, not five
    expect(page.locator("#board [data-last]").first).to_be_attached()
    # window.MingTable applies at once whatever the speed.
    page.evaluate(SOLO)
    page.get_by_label(WORDS[lang]["speed"]).select_option("slow")
    shown = page.evaluate(f"""() => {{
      const state = MingTable.apply('{ACTION}');
      return {{log: document.querySelectorAll('#log li').length, playing: document.body.dataset.playing || null,
               entries: state.log.length}};
    }}""")
    assert shown == {"log": LOG_AFTER, "playing": None, "entries": LOG_AFTER}
