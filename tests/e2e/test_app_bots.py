"""Bots that think between frames (issue 9 items 4 and 5, issue 21 item 4): normal and hard bots
search in the page's one Pyodide in slices, the page keeps drawing frames and taking clicks
meanwhile, undo and Home give the search up, a search that fails leaves the easy bot's choice
and a line in the log, strong bots play every game to the end, and among bots the log says what
a bot expected."""

from __future__ import annotations

import random
from typing import Any

import pytest
from playwright.sync_api import Page

import mingtable

from support import wait_ready

# Frame gaps while a bot thinks: the time between two animation frames, counted only when a
# bot was thinking at both frames and it was the same decision (data-thinking of <body>, set
# by the web layer while the bot's search is under way, unchanged in between). Each entry is
# [decision, frame within it, gap in ms]. The first gap of a decision holds the paint of the
# board drawn just before the bot was asked (the page's drawing, not the bot's thinking).
FRAME_WATCH = """
window.__mtFrames = { gaps: [], epoch: 0 };
document.addEventListener("DOMContentLoaded", () => {
  new MutationObserver(() => { window.__mtFrames.epoch += 1; })
    .observe(document.body, { attributes: true, attributeFilter: ["data-thinking"] });
});
(function frame(prev, epoch, thinking, k) {
  requestAnimationFrame((now) => {
    const f = window.__mtFrames;
    const still = Boolean(document.body && document.body.dataset.thinking !== undefined);
    const same = prev !== null && thinking && still && f.epoch === epoch;
    if (same) f.gaps.push([epoch, k, now - prev]);
    frame(now, f.epoch, still, same ? k + 1 : 0);
  });
})(null, 0, false, 0);
"""
STATS = "() => window.__mtBots"
THINKING = "() => document.body.dataset.thinking !== undefined"


def _open(page: Page, url: str, query: str = "") -> None:
    page.goto(url + query)
    wait_ready(page)


def _new_game(page: Page, game: str, players: list[tuple[str, Any]], seed: int = 5) -> None:
    spec = {"game": game, "seed": seed, "players": [{"name": n, "bot": b} for n, b in players]}
    page.evaluate("spec => MingTable.newGame(spec)", spec)


def _random_start(game: str, players: list[str], seed: int, share: float) -> dict[str, Any]:
    """The record of the first ``share`` of a game played at random (by its length at random)."""
    def play(limit: int) -> mingtable.Match:
        match, rng = mingtable.new_game(game, players, seed), random.Random(seed)
        while match.outcome is None and len(match.actions) < limit:
            match.apply(rng.choice(match.legal_actions()).id)
        return match

    return play(int(share * len(play(10**6).actions))).record()


def _noted(record: dict[str, Any], start: int) -> set[int]:
    """The log lengths after the decisions of seat 0 from action ``start`` on that had a choice."""
    from mingtable.engine.match import parse_entry

    m, out = mingtable.load({**record, "actions": []}), set()
    for i, entry in enumerate(record["actions"]):
        named, action = parse_entry(entry)
        seat = m.to_move[0] if named is None else named
        choice = len(m.legal_actions(seat)) > 1
        m.apply(action, seat)
        if i >= start and seat == 0 and choice:
            out.add(len(m.log_entries))
    return out


def _log(page: Page) -> str:
    return page.locator("#log").inner_text()


def _on_time(gaps: list[float]) -> float:
    """The longest run of consecutive frame gaps under 100 ms, in ms."""
    best = run = 0.0
    for ms in gaps:
        run = run + ms if ms < 100 else 0.0
        best = max(best, run)
    return best


def test_the_page_draws_on_while_a_hard_bot_thinks(page: Page, app_url: str) -> None:
    """While a hard bot searches (1.5 s, in slices between frames) the page draws every frame
    within 100 ms. On this shared 2-core machine other processes sometimes keep the whole page from
    running for longer than that (its timers are late too, and the old test of four bots on
    the page's thread then fails its 1 s bound as well), so the test watches up to twenty
    decisions and asks for one with a second of frames all on time, whose first gap (the paint
    of the board drawn as the bot was asked) is under half the search time. A search on the
    page's thread, or work of the page while the bot thinks, leaves no such decision: the page
    draws no frame until it is done. No Web Worker is started: the page has one Pyodide."""
    page.add_init_script(FRAME_WATCH)
    _open(page, app_url)
    _new_game(page, "ming-voyages", [("Robo", "hard"), ("Ben", "easy")])
    decisions: dict[int, list[float]] = {}
    for _ in range(240):
        page.wait_for_timeout(1000)
        gaps, epoch, stats = page.evaluate("[window.__mtFrames.gaps, window.__mtFrames.epoch, window.__mtBots]")
        decisions = {}
        for e, k, ms in gaps:
            if e < epoch:  # a finished decision
                decisions.setdefault(e, []).append(ms)
        clean = [d for d in decisions.values() if d[0] < 750 and _on_time(d[1:]) >= 1000]
        if clean or stats["applied"] >= 20:
            break
    assert stats["dropped"] == 0 and stats["slices"] > stats["applied"], stats
    assert page.workers == []  # no second Pyodide
    summary = {e: (round(sum(d)), round(d[0]), round(_on_time(d[1:]))) for e, d in decisions.items()}
    assert clean, f"no second of a hard bot's search with every frame on time (ms, first gap, longest run on time): {summary}"


def test_home_drops_the_answer_of_a_thinking_bot(page: Page, app_url: str) -> None:
    _open(page, app_url)
    _new_game(page, "ming-voyages", [("Robo", "hard"), ("Ann", None)])
    page.wait_for_function(THINKING, timeout=60_000)
    page.locator('header [data-ui="home"]').click()
    page.wait_for_function("() => window.__mtBots.dropped >= 1", timeout=60_000)
    saved = page.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith('mingtable.save.'))"
                          ".map(k => JSON.parse(localStorage.getItem(k)).record.actions)")
    assert saved == [[]]
    assert page.evaluate(STATS)["applied"] == 0 and not page.evaluate(THINKING)
    page.locator('[data-ui="continue"]').first.click()  # back to the game: the bot thinks again
    page.wait_for_function("() => MingTable.state().toMove[0] === 1 || window.__mtBots.applied >= 1", timeout=60_000)
    assert len(page.evaluate("MingTable.record()")["actions"]) >= 1


def test_undo_drops_the_answer_of_a_thinking_bot(page: Page, app_url: str) -> None:
    _open(page, app_url)
    _new_game(page, "ming-voyages", [("Robo", "hard"), ("Ann", None)])
    # Robo's second decision (a command for the card it chose) may be taken back: undo it
    # while Robo thinks about it, through the scripting API.
    first = page.wait_for_function("""() => {  // one task of the page's thread: no slice of the search in between
        const before = MingTable.record().actions;
        if (before.length !== 1 || document.body.dataset.thinking !== '0') return false;
        MingTable.undo();
        return {before, after: MingTable.record().actions};
    }""", timeout=60_000).json_value()
    assert first["after"] == [] and len(first["before"]) == 1
    page.wait_for_function("() => window.__mtBots.dropped >= 1", timeout=60_000)
    page.wait_for_function("() => MingTable.state().toMove[0] === 1", timeout=60_000)
    stats = page.evaluate(STATS)
    assert stats["dropped"] == 1 and stats["applied"] >= 2, stats
    assert len(page.evaluate("MingTable.record()")["actions"]) >= 2


@pytest.mark.parametrize("lang, line", [
    ("en", "Robo could not think ahead this time and played the easy bot's choice."),
    ("de", "Robo konnte diesmal nicht vorausdenken und spielte die Wahl des leichten Bots."),
])
def test_a_failing_search_leaves_the_easy_choice_and_a_line_in_the_log(page: Page, app_url: str, lang: str,
                                                                       line: str) -> None:
    _open(page, app_url, f"?botfail=think&lang={lang}")
    _new_game(page, "ming-voyages", [("Robo", "normal"), ("Ann", None)])
    page.wait_for_function("() => MingTable.state().toMove[0] === 1", timeout=60_000)
    assert _log(page).count(line) == 1  # once, though every decision of Robo's fell back
    stats = page.evaluate(STATS)
    assert stats["applied"] >= 2 and stats["slices"] == stats["applied"], stats  # each search fails in its first slice
    assert len(page.evaluate("MingTable.record()")["actions"]) == stats["applied"]


def test_a_click_is_answered_while_a_bot_thinks(page: Page, app_url: str) -> None:
    """The page takes a click between two slices of a hard bot's search: the language changes
    while the same search is still under way (a search in one go would answer the click only
    after the bot's move). A few decisions are tried: on a busy machine a click may come late."""
    page.add_init_script(FRAME_WATCH)
    _open(page, app_url)
    _new_game(page, "ming-voyages", [("Robo", "hard"), ("Ben", "easy")])
    seen = []
    for lang in ["de", "en"] * 3:
        page.wait_for_function(THINKING, timeout=60_000)
        epoch = page.evaluate("window.__mtFrames.epoch")
        page.locator(f'header [data-ui="lang"][data-arg="{lang}"]').click()
        after = page.evaluate("[document.documentElement.lang, window.__mtFrames.epoch, document.body.dataset.thinking]")
        seen.append((lang, epoch, after))
        if after[0] == lang and after[1] == epoch and after[2] is not None:
            return
        page.wait_for_function("epoch => window.__mtFrames.epoch > epoch + 1", arg=epoch, timeout=60_000)
    pytest.fail(f"no click answered while the bot thought: {seen}")


@pytest.mark.parametrize("game", ["ming-dynastie", "ming-voyages", "confucius", "yin-yang"])
def test_strong_bots_play_to_the_end_and_say_what_they_expect(page: Page, app_url: str, game: str) -> None:
    """The bots take over a game a quarter from its end (its start played at random here; a
    quarter, not two fifths as before issue 31: the same checks, about half the searching)."""
    _open(page, app_url)
    others = [("Ben", "easy"), ("Cy", "easy")] if game == "confucius" else [("Ben", "easy")]  # Confucius: 3-5 seats
    record = _random_start(game, ["Robo", *(name for name, _ in others)], seed=11, share=0.75)
    page.evaluate("record => MingTable.load(record)", {**record, "bots": ["normal", *("greedy" for _ in others)]})
    page.wait_for_function("() => MingTable.state().outcome !== null", timeout=420_000, polling=1000)
    stats = page.evaluate(STATS)
    assert stats["applied"] >= 10 and stats["dropped"] == 0, stats
    log = _log(page)
    assert "could not think ahead" not in log
    # A searched decision leaves its note after the log line it wrote; decisions that write no
    # line (a return card laid) share one: as many notes as the log lengths Robo's searched
    # decisions of the final record end at (its choices with several options).
    assert log.count("Robo expects to win with a chance of ") >= len(_noted(page.evaluate("MingTable.record()"),
                                                                            len(record["actions"]))) // 2 > 0
    assert "Ben expects" not in log  # the easy bot does not search
    page.locator('header [data-ui="lang"][data-arg="de"]').click()
    assert "Robo rechnet mit einer Gewinnchance von " in _log(page)


def test_with_a_person_at_the_device_no_bot_says_its_chance(page: Page, app_url: str) -> None:
    _open(page, app_url)
    _new_game(page, "ming-voyages", [("Robo", "normal"), ("Ann", None)])
    page.wait_for_function("() => MingTable.state().toMove[0] === 1", timeout=60_000)
    assert page.evaluate(STATS)["applied"] >= 1
    assert "expects" not in _log(page)


def test_set_up_offers_the_levels_per_seat(page: Page, app_url: str) -> None:
    _open(page, app_url)
    page.get_by_role("button", name="New game of Ming-Dynastie").click()
    kinds = page.locator("#seat-kind-1 option")
    assert kinds.all_inner_texts() == ["Human", "Human on another device (by link)", "Random bot", "Easy bot",
                                       "Normal bot (thinks 0.3 s)", "Hard bot (thinks 1.5 s)"]
    page.fill("#seat-name-1", "Robo")
    page.select_option("#seat-kind-1", "hard")
    page.select_option("#setup-start", "1")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_function(THINKING, timeout=60_000)
    assert page.evaluate("document.body.dataset.thinking") == "1"
    assert "hard bot" in page.locator("#panel").inner_text()
    page.wait_for_function("() => window.__mtBots.applied >= 1", timeout=60_000)
    assert page.evaluate("MingTable.record()")["bots"] == [None, "hard"]
    link = page.evaluate("MingTable.shareLink()")  # a link keeps the level
    other = page.context.new_page()
    other.goto(link)
    wait_ready(other)
    assert other.evaluate("MingTable.state()")["bots"] == [None, "hard"]
