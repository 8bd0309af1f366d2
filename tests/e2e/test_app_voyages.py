"""Playing The Ming Voyages in the page: solo by clicks to the end, hot-seat across a reaction
and a combat with rerolls (curtain, undo), reload and continue, a bots' match to its result."""

from __future__ import annotations

import time
from typing import Any

from playwright.sync_api import Page, expect

import mingtable
from support import export_record, fill_seed, friend_opens, import_record, wait_ready

GAME = "ming-voyages"


def state(page: Page) -> dict[str, Any]:
    return page.evaluate("MingTable.state()")


def actions(page: Page) -> list[str]:
    return page.evaluate("MingTable.record()")["actions"]


def open_setup(page: Page) -> None:
    page.get_by_role("button", name="New game of The Ming Voyages").click()
    expect(page.get_by_role("heading", name="New game of The Ming Voyages")).to_be_visible()


def click_action(page: Page, action_id: str) -> None:
    """A real mouse click on the one element of a legal action."""
    locator = page.locator(f'[data-action="{action_id}"]')
    expect(locator).to_have_count(1)
    locator.click()


def assert_nothing_private(page: Page) -> None:
    """Behind the curtain no hand, reserve or known card of anyone is in the page."""
    assert page.locator(".mv-hand, .mv-reserve, .mv-known").count() == 0
    assert page.locator("[data-action]").count() == 0


# -- solo -------------------------------------------------------------------------------------

def test_solo_game_by_clicks_against_the_normal_bot(page: Page, app_url: str) -> None:
    page.goto(app_url)
    wait_ready(page)
    open_setup(page)
    page.select_option("#setup-count", "1")
    expect(page.locator("#seat-name-1")).to_have_count(0)
    expect(page.locator("#seat-kind-0")).to_have_count(0)  # solo: a person plays the Emperor
    page.fill("#seat-name-0", "Ann")
    page.select_option("#setup-difficulty", "normal")
    fill_seed(page, "12")
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator("#screen-play")).to_be_visible()
    record = page.evaluate("MingTable.record()")
    assert record["players"] == ["Ann"] and record["options"] == {"emperor": 0, "difficulty": "normal", "match": False}
    expect(page.locator("#board")).to_have_attribute("aria-label", "The Ming Voyages board")
    expect(page.locator("#board .voyage-space")).to_have_count(7)
    expect(page.locator(".mv-hand .mv-card")).to_have_count(5)  # 3 dealt + 2 drawn

    over = page.locator("#over")
    curtain = page.locator("#curtain")
    started = time.monotonic()  # for the printed figure only: speed lives in the benchmarks
    clicks = 0
    first = page.locator("[data-action]").first
    while not over.is_visible():
        assert clicks < 400, "the solo game did not end"
        assert not curtain.is_visible()  # one person at the device: never a curtain
        count = len(page.evaluate("MingTable.record()")["actions"])
        first.click()
        # each click is one decision, taken at once (the bot deck answers inside the same step)
        page.wait_for_function("n => MingTable.record().actions.length > n || MingTable.state().outcome", arg=count)
        clicks += 1
    st = state(page)
    assert st["outcome"] and st["toMove"] == []
    results = st["outcome"]["results"]
    assert len(results) == 1 and results[0]["kind"] in ("major", "weak")
    expect(over.locator("#over-title")).to_contain_text("Ann wins as the Emperor!" if results[0]["winner"] == "emperor"
                                                        else "The Barbarian bot wins!")
    table = over.locator("table.outcome")
    expect(table).to_contain_text("Sum")
    expect(table.locator("tr.total td")).to_have_count(2)
    sums = [int(t) for t in table.locator("tr.total td").all_inner_texts()]
    assert sums == [results[0]["emperor_sum"], results[0]["barbarian_sum"]]
    over.get_by_role("button", name="See the board").click()
    expect(over).to_be_hidden()
    page.get_by_role("button", name="Final result").click()
    expect(over).to_be_visible()
    timings = sorted(page.evaluate("window.__mtClickTimings"))
    p50, p95 = timings[len(timings) // 2], timings[int(len(timings) * 0.95)]
    print(f"solo game: {clicks} clicks in {time.monotonic() - started:.1f} s; click-to-board p50 {p50:.0f} ms, p95 {p95:.0f} ms")
    assert clicks == len(actions(page))
    # The log tells the story, the bot's part included.
    expect(page.locator("#log")).to_contain_text("The bot card shows")


# -- hot-seat ---------------------------------------------------------------------------------

def policy(ids: list[str], reserve: int) -> str:
    """A simple plan for two people: react and let the opponent react first, attack when
    possible, keep two cards in reserve, reroll with revealed reserve cards."""
    if "react" in ids:
        return "react"
    if "before" in ids:
        return "before"
    if "accept" in ids:
        for prefix in ("reroll-", "reveal-"):
            found = [a for a in ids if a.startswith(prefix)]
            if found:
                return found[0]
        return "accept"
    attacks = [a for a in ids if a.startswith("command-") and a.endswith("-attack")]
    if attacks:
        return attacks[0]
    reserves = [a for a in ids if a.startswith("reserve-")]
    if reserves and reserve < 2:
        return reserves[0]
    return ids[0]


def early_reaction_and_reroll() -> tuple[int, list[str]]:
    """A seed whose game reaches a reaction and a combat reroll early under :func:`policy`
    (found with the engine on CPython), and the actions up to the first reroll."""
    for seed in range(300):
        m = mingtable.new_game(GAME, ["Ann", "Ben"], seed, {"emperor": 0})
        taken: list[str] = []
        reacted = False
        while m.to_move and len(taken) < 30:
            seat = m.to_move[0]
            view = m.view(seat)
            action = policy([a.id for a in m.legal_actions(seat)], len(view["reserve"]))
            m.apply(action, seat)
            taken.append(action)
            reacted = reacted or action == "react"
            if action.startswith("reroll-"):
                if reacted:
                    return seed, taken
                break
    raise AssertionError("no seed with an early reaction and reroll")


def test_hotseat_across_a_reaction_and_a_combat_with_rerolls(page: Page, app_url: str) -> None:
    seed, plan = early_reaction_and_reroll()
    page.goto(app_url)
    wait_ready(page)
    open_setup(page)
    expect(page.locator("#setup-count")).to_have_value("2")
    page.fill("#seat-name-0", "Ann")
    page.fill("#seat-name-1", "Ben")
    page.select_option("#seat-kind-0", "")
    page.select_option("#seat-kind-1", "")
    page.select_option("#setup-emperor", "0")
    expect(page.locator('fieldset[data-seat="0"] legend')).to_contain_text("Emperor")
    expect(page.locator('fieldset[data-seat="1"] legend')).to_contain_text("Barbarian")
    fill_seed(page, str(seed))
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator("#screen-play")).to_be_visible()

    curtain = page.get_by_role("dialog", name="Pass the device")
    curtains = 0
    undone = False
    saw_reaction = saw_reroll_dice = False
    for expected in plan:
        st = state(page)
        if curtain.is_visible():
            assert_nothing_private(page)
            name = st["players"][st["toMove"][0]]
            role = "the Emperor" if st["toMove"][0] == 0 else "the Barbarian"
            expect(curtain).to_contain_text(f"{name}'s turn ({role}): your hand and your reserve will be shown")
            curtain.get_by_role("button", name=f"I am {name}, show my hand").click()
            expect(curtain).to_be_hidden()
            expect(page.locator(".mv-hand")).to_have_count(1)
            curtains += 1
            st = state(page)
        ids = [a["id"] for a in st["legalActions"]]
        reserve = page.locator(".mv-reserve .mv-card").count()
        action = policy(ids, reserve)
        assert action == expected, (action, expected)
        if action == "react":
            # the reacting side decides in the other side's phase
            saw_reaction = True
            expect(page.locator("#panel")).to_contain_text("React with")
            expect(page.locator(".mv-inplay .mv-card").first).to_be_visible()
            # the answer is on the card in play: its React button, on screen without scrolling
            expect(page.locator('.mv-inplay [data-action="react"]')).to_be_in_viewport()
        if action.startswith("reroll-"):
            saw_reroll_dice = True
            # the rerolls are on the board: each of the decider's three dice, chips for two or three
            expect(page.locator("#board .mv-reroll .die")).to_have_count(3)
            expect(page.locator('#board [data-action^="reroll-"]')).to_have_count(7)
            expect(page.locator('#panel [data-action^="reroll-"]')).to_have_count(0)
            before = page.evaluate("MingTable.state().log.length")
        count = len(actions(page))
        click_action(page, action)
        assert len(actions(page)) == count + 1
        if action.startswith("area-") and not undone:
            undo = page.get_by_role("button", name="Undo")
            if undo.is_enabled():
                undo.click()  # the record is replayed up to this decision
                assert len(actions(page)) == count
                click_action(page, action)
                assert len(actions(page)) == count + 1
                undone = True
    assert saw_reaction and saw_reroll_dice and undone
    assert curtains >= 2, curtains
    log = page.evaluate("MingTable.state().log")
    assert any(" reacts with " in line for line in log)
    assert any("rerolls and now has" in line for line in log[before:])
    # The latest rolls stay on screen with their dice after the combat is over.
    recent = page.locator("#recent")
    expect(recent).to_contain_text("Combat in")
    assert recent.locator(".dice-inline svg").count() >= 6


# -- reload, match -------------------------------------------------------------------------------

def test_reload_continues_a_voyages_game(page: Page, app_url: str) -> None:
    page.goto(app_url)
    wait_ready(page)
    page.evaluate("""() => MingTable.newGame({game: 'ming-voyages', seed: 21, options: {emperor: 1},
        players: [{name: 'Robo', bot: 'random'}, {name: 'Ann', bot: null}]})""")
    for _ in range(6):
        page.wait_for_function("() => { const s = MingTable.state(); return s.outcome || s.humanToMove !== null; }")
        assert not page.locator("#curtain").is_visible()  # one person against a bot
        page.locator("[data-action]").first.click()
    page.wait_for_function("() => MingTable.state().humanToMove !== null")
    before = page.evaluate("MingTable.record()")
    assert before["bots"] == ["random", None] and before["options"]["emperor"] == 1
    page.reload()
    wait_ready(page)
    expect(page.locator("#screen-play")).to_be_visible()
    expect(page.locator("#board .voyage-space")).to_have_count(7)
    assert page.evaluate("MingTable.record()") == before
    expect(page.locator(".mv-hand")).to_have_count(1)
    page.locator("[data-action]").first.click()
    assert len(page.evaluate("MingTable.record()")["actions"]) > len(before["actions"])
    # Home and back to Ming-Dynastie: its own board returns.
    page.get_by_role("button", name="Home").click()
    page.get_by_role("button", name="New game of Ming-Dynastie").click()
    expect(page.locator("#board polygon.district")).to_have_count(18)


def test_bots_play_a_match_to_its_result(page: Page, app_url: str) -> None:
    page.goto(app_url)
    wait_ready(page)
    info = next(g for g in page.evaluate("MingTable.games()") if g["id"] == "ming-voyages")
    bots = ["greedy" if "greedy" in info["bots"] else "random", "random"]
    page.evaluate("""bots => MingTable.newGame({game: 'ming-voyages', seed: 31, options: {match: true},
        players: [{name: 'Ying', bot: bots[0]}, {name: 'Yang', bot: bots[1]}]})""", bots)
    over = page.get_by_role("dialog", name="match")
    expect(over).to_be_visible(timeout=600_000)  # a guard against a hang, not a speed target
    st = state(page)
    outcome = st["outcome"]
    assert len(outcome["results"]) == 2
    table = over.locator("table.outcome")
    expect(table).to_contain_text("Game 1")
    expect(table).to_contain_text("Game 2")
    totals = [int(t) for t in table.locator("tr.total td").all_inner_texts()]
    assert totals == outcome["scores"]
    # The sides swapped for the second game.
    assert outcome["results"][0]["emperor_seat"] != outcome["results"][1]["emperor_seat"]


def test_solo_share_link_export_import_and_bad_input(browser, page: Page, app_url: str, tmp_path) -> None:
    page.goto(app_url)
    wait_ready(page)
    page.evaluate("""() => MingTable.newGame({game: 'ming-voyages', seed: 44, options: {difficulty: 'hard'},
        players: [{name: 'Ann', bot: null}]})""")
    for _ in range(5):
        page.evaluate("() => MingTable.apply(MingTable.state().legalActions[0].id)")
    record = page.evaluate("MingTable.record()")
    assert record["players"] == ["Ann"] and "bots" not in record
    # The share link opens the same solo game for a friend.
    link = page.evaluate("MingTable.shareLink()")
    with friend_opens(browser, link) as friend:
        expect(friend.locator("#screen-play")).to_be_visible()
        assert friend.evaluate("MingTable.record()") == record
        expect(friend.locator(".mv-hand")).to_have_count(1)
        expect(friend.locator("#curtain")).to_be_hidden()
    # Export and import.
    path = tmp_path / "voyages.json"
    assert export_record(page, path) == record
    page.get_by_role("button", name="Home").click()
    expect(page.locator("#saves")).to_contain_text("The Ming Voyages")
    expect(page.locator("#saves")).to_contain_text("stage 1, round")
    import_record(page, path)
    expect(page.locator("#screen-play")).to_be_visible()
    assert page.evaluate("MingTable.record()") == record
    # Bad input gets clear messages and changes nothing.
    errors = page.evaluate("""() => {
        const tries = [
            () => MingTable.newGame({game: 'ming-voyages', players: [{name: 'A', bot: null}], options: {match: true}}),
            () => MingTable.newGame({game: 'ming-voyages', players: [{name: 'A', bot: null}, {name: 'B', bot: null}],
                                     options: {colours: ['red', 'blue']}}),
            () => MingTable.newGame({game: 'ming-voyages', players: [{name: 'A', bot: null}], options: {difficulty: 'insane'}}),
            () => MingTable.apply('area-XX'),
        ];
        return tries.map((f) => { try { f(); return null; } catch (e) { return e.message; } });
    }""")
    assert "two players" in errors[0]
    assert "Unknown option" in errors[1]
    assert "difficulty" in errors[2]
    assert "not a legal action" in errors[3]
    assert page.evaluate("MingTable.record()") == record
