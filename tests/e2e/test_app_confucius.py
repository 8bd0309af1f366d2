"""Playing Confucius in the page: a hot-seat game of three by clicks through round 1 and an
Imperial Examination with secret tutoring (the curtain passes the device tutor by tutor) and
gifts given; five bots to game over; reload and continue; the share link (and a tampered one)."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, expect

import mingtable
from support import export_record, fill_seed, friend_opens, import_record, tampered, wait_ready

GAME = "confucius"
SEED = 1  # a round with gifts, bribes and tutoring, and an examination of Cy against Ann
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def state(page: Page) -> dict[str, Any]:
    return page.evaluate("MingTable.state()")


def actions(page: Page) -> list[str]:
    return page.evaluate("MingTable.record()")["actions"]


def open_setup(page: Page) -> None:
    page.get_by_role("button", name="New game of Confucius").click()
    expect(page.get_by_role("heading", name="New game of Confucius")).to_be_visible()


def start_game(page: Page, seats: list[tuple[str, str]], seed: int, advanced: bool = False) -> None:
    """Fill in the new-game form by hand and start."""
    open_setup(page)
    page.select_option("#setup-count", str(len(seats)))
    expect(page.locator(f"#seat-name-{len(seats) - 1}")).to_be_visible()
    for i, (name, kind) in enumerate(seats):
        page.fill(f"#seat-name-{i}", name)
        page.select_option(f"#seat-kind-{i}", kind)
    if advanced:
        page.check("#setup-advanced")
    fill_seed(page, str(seed))
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator("#screen-play")).to_be_visible()


def click_action(page: Page, action_id: str) -> None:
    """A real mouse click on the one element of a legal action."""
    locator = page.locator(f'[data-action="{action_id}"]')
    expect(locator).to_have_count(1)
    locator.click()


def policy(ids: list[str], kind: str) -> str:
    """Nominate students, give and buy gifts, tutor with every card but one, pay with the last
    card offered, else take Tax Income or pass (tests/unit/test_cf_render.py plays the same)."""
    for a in ("nominate-red", "nominate-white"):
        if a in ids:
            return a
    gifts = [a for a in ids if a.startswith("give-gift-")]
    if gifts:
        return gifts[0]
    for a in ("buy-gift-1", "tutor-red", "tutor-white"):
        if a in ids:
            return a
    if kind == "tutor":
        return "tutor-done" if "tutor-done" in ids else [a for a in ids if a.startswith("card-")][-1]
    if kind == "pay":
        return "pay-done" if "pay-done" in ids else [a for a in ids if a.startswith("pay-")][-1]
    for a in ("tax", "pass"):
        if a in ids:
            return a
    return ids[0]


def plan(seed: int) -> list[tuple[int, str, str]]:
    """(seat, decision kind, action) of every decision until round 3 begins, by the engine."""
    m = mingtable.new_game(GAME, ["Ann", "Ben", "Cy"], seed, {})
    out = []
    while m.to_move and m.view(None)["round"] < 3:
        seat = m.to_move[0]
        kind = m.view(seat)["decision"]["kind"]
        action = policy([a.id for a in m.legal_actions(seat)], kind)
        out.append((seat, kind, action))
        m.apply(action, seat)
    return out


def assert_nothing_private(page: Page) -> None:
    """Behind the curtain: no hand, no tutoring cards, nothing clickable."""
    assert page.locator(".cf-hand").count() == 0
    assert page.locator("[data-action]").count() == 0
    assert "face down for tutoring" not in page.locator("#panel").inner_text()


def test_hotseat_round_with_gifts_and_a_contested_examination(page: Page, app_url: str) -> None:
    steps = plan(SEED)
    assert {k for _, k, _ in steps} >= {"turn", "pay", "tutor"}
    page.goto(app_url)
    wait_ready(page)
    start_game(page, [("Ann", ""), ("Ben", ""), ("Cy", "")], SEED)
    expect(page.locator("#board")).to_have_attribute("aria-label", "Confucius board")
    expect(page.locator("#board .cf-space")).to_have_count(21)
    record = page.evaluate("MingTable.record()")
    assert record["options"] == {"advanced": False, "admiral": False}
    # the seats wear the game's colours, the Chief Minister is named
    expect(page.locator("#panel .players .swatch")).to_have_count(3)
    styles = page.locator("#panel .players .swatch").evaluate_all("els => els.map((e) => e.getAttribute('style'))")
    assert styles == ["background:#f4f1ea", "background:#e2b023", "background:#2b2b2b"]  # white, yellow, black
    expect(page.locator("#panel .players")).to_contain_text("Chief Minister")

    curtain = page.get_by_role("dialog", name="Pass the device")
    names = ["Ann", "Ben", "Cy"]
    curtains = tutors = gifts = paid = 0
    last_seat = None
    undone = helped = False
    for i, (seat, kind, action) in enumerate(steps):
        st = state(page)
        assert st["toMove"] == [seat]
        if curtain.is_visible():
            assert_nothing_private(page)
            expect(curtain).to_contain_text(names[seat])
            curtain.get_by_role("button", name=f"I am {names[seat]}, show my hand").click()
            expect(curtain).to_be_hidden()
            curtains += 1
        elif kind == "tutor" and seat != last_seat:
            raise AssertionError("the next tutor got the device without the curtain")
        if kind in ("turn", "pay", "tutor", "discard"):
            expect(page.locator(".cf-hand")).to_have_count(1)
            expect(page.locator(".cf-hand h3")).to_contain_text(f"Hand of {names[seat]}")
        if kind == "turn" and not helped:
            helped = True
            help_button = page.locator("#panel .help")
            assert help_button.get_attribute("data-arg") == "confucius#actions"
            help_button.click()
            expect(page.get_by_role("dialog", name="Rules of Confucius")).to_be_visible()
            expect(page.locator("#rules-actions")).to_be_focused()
            page.keyboard.press("Escape")
        if kind == "tutor":
            tutors += 1
            expect(page.locator("#panel .prompt")).to_contain_text("Imperial Examination" if action.startswith("tutor-")
                                                                   and action != "tutor-done" else "face down")
        if kind == "pay":
            paid += 1
            expect(page.locator("#panel .prompt")).to_contain_text("card by card")
        if action.startswith("give-gift-"):
            gifts += 1
        count = len(actions(page))
        click_action(page, action)
        assert len(actions(page)) == count + 1
        if not undone and kind == "turn" and i + 1 < len(steps) and steps[i + 1][:2] == (seat, "pay"):
            # the action chosen, its payment asked: the player may take the choice back
            undone = True
            undo = page.get_by_role("button", name="Undo")
            expect(undo).to_be_enabled()
            undo.click()
            assert len(actions(page)) == count
            expect(page.locator("#panel .prompt")).to_contain_text("Your turn")
            click_action(page, action)
            assert len(actions(page)) == count + 1
        last_seat = seat
    st = state(page)
    assert st["round"] == 3
    assert tutors >= 6 and gifts >= 3 and paid > 0 and undone
    assert curtains >= 3 + 3  # every tutor got the device behind the curtain, and the turns of round 1
    log = page.locator("#log")
    expect(log).to_contain_text("Imperial Examination: Cy against Ann")
    expect(log).to_contain_text("wins the examination")
    expect(log).to_contain_text("gives Wall hanging to")
    # tutors' cards were face down: the log names only how many
    expect(log).to_contain_text("face down")
    # the gift tracker shows the given gifts in their holder's colour
    expect(page.locator('#board [data-key^="gift-"]')).to_have_count(18)


def test_five_bots_play_to_the_end(page: Page, app_url: str) -> None:
    page.goto(app_url)
    wait_ready(page)
    start_game(page, [(n, "greedy") for n in ("Ann", "Ben", "Cy", "Dee", "Eve")], seed=9, advanced=True)
    over = page.locator("#over")
    deadline = time.monotonic() + 400
    while not over.is_visible():
        assert time.monotonic() < deadline, "the bots did not finish in time"
        page.wait_for_timeout(500)
    st = state(page)
    outcome = st["outcome"]
    assert outcome and st["toMove"] == [] and len(outcome["scores"]) == 5
    table = over.locator("table.outcome")
    expect(table.locator("tr.total td")).to_have_count(5)
    totals = sorted(int(t) for t in table.locator("tr.total td").all_inner_texts())
    assert totals == sorted(outcome["scores"])
    winners = [st["players"][w] for w in outcome["winners"]]
    expect(over.locator("#over-title")).to_contain_text(winners[0])
    expect(over).to_contain_text("Admiral:")
    expect(over).to_contain_text("Ties go to the tied Admiral")
    over.get_by_role("button", name="See the board").click()
    expect(over).to_be_hidden()


def test_reload_and_continue(page: Page, app_url: str) -> None:
    page.goto(app_url)
    wait_ready(page)
    start_game(page, [("Ann", ""), ("Ben", "greedy"), ("Cy", "greedy")], seed=3)
    for _ in range(6):
        page.wait_for_function("() => { const s = MingTable.state(); return s.outcome || s.humanToMove !== null; }")
        st = state(page)
        ids = [a["id"] for a in st["legalActions"]]
        click_action(page, policy(ids, "pay" if any(a.startswith("pay-") for a in ids) else "turn"))
    page.wait_for_function("() => MingTable.state().humanToMove !== null")
    before = page.evaluate("MingTable.record()")
    page.reload()
    wait_ready(page)
    expect(page.locator("#screen-play")).to_be_visible()
    assert page.evaluate("MingTable.record()") == before
    expect(page.locator(".cf-hand h3")).to_contain_text("Hand of Ann")
    st = state(page)
    click_action(page, st["legalActions"][0]["id"])
    assert len(actions(page)) > len(before["actions"])


def test_share_link_and_a_tampered_one(browser: Browser, page: Page, app_url: str) -> None:
    page.goto(app_url)
    wait_ready(page)
    start_game(page, [("Ann", ""), ("Ben", ""), ("Cy", "")], SEED)
    curtain = page.get_by_role("dialog", name="Pass the device")
    for seat, kind, action in plan(SEED)[:12]:
        if curtain.is_visible():
            page.locator("#curtain-btn").click()
        click_action(page, action)
    record = page.evaluate("MingTable.record()")
    link = page.evaluate("MingTable.shareLink()")
    assert link.startswith(app_url) and "#g=" in link

    with friend_opens(browser, link) as friend:
        expect(friend.locator("#screen-play")).to_be_visible()
        assert friend.evaluate("MingTable.record()") == record
        expect(friend.locator("#board .cf-space")).to_have_count(21)
        friend.goto("about:blank")
        friend.goto(tampered(link))
        wait_ready(friend)
        expect(friend.get_by_role("alert")).to_contain_text("cannot be opened")
        expect(friend.locator("#screen-home")).to_be_visible()


def test_a_ministry_resolution_shows_its_summary_once(page: Page, app_url: str) -> None:
    """The decision that resolves the first ministry of a recorded game (fixture
    confucius-4p-greedy.json, decision 148) opens the summary; closed, it does not come back."""
    record = json.loads((FIXTURES / "confucius-4p-greedy.json").read_text(encoding="utf-8"))
    page.goto(app_url)
    wait_ready(page)
    cut = {k: v for k, v in record.items() if k != "outcome"}
    page.evaluate("(r) => MingTable.load(r)", {**cut, "actions": record["actions"][:147]})
    expect(page.locator("#scoring")).to_be_hidden()
    page.evaluate("(id) => MingTable.apply(id)", record["actions"][147])
    scoring = page.locator("#scoring")
    expect(scoring).to_be_visible()
    expect(scoring.locator("#scoring-title")).to_have_text("Ministry resolution")
    expect(scoring.locator("table.scoring tbody tr")).to_have_count(1)
    expect(scoring).to_contain_text("VP)")
    page.locator("#scoring-close").click()
    expect(scoring).to_be_hidden()
    page.evaluate("(id) => MingTable.apply(id)", page.evaluate("MingTable.state().legalActions[0].id"))
    expect(scoring).to_be_hidden()


def test_export_and_import_a_record_file(page: Page, app_url: str, tmp_path: Path) -> None:
    page.goto(app_url)
    wait_ready(page)
    start_game(page, [("Ann", ""), ("Ben", "greedy"), ("Cy", "greedy")], seed=3)
    page.wait_for_function("() => MingTable.state().humanToMove === 0")
    click_action(page, "tax")
    page.wait_for_function("() => MingTable.state().humanToMove === 0")
    record = page.evaluate("MingTable.record()")
    path = tmp_path / "confucius.json"
    exported = export_record(page, path)
    assert exported == record and exported["game"] == GAME and exported["bots"] == [None, "greedy", "greedy"]
    page.get_by_role("button", name="Home").click()
    import_record(page, path)
    expect(page.locator("#screen-play")).to_be_visible()
    assert page.evaluate("MingTable.record()") == record
    expect(page.locator(".cf-hand h3")).to_contain_text("Hand of Ann")
    # a record whose decision is not legal there is refused with a message
    page.get_by_role("button", name="Home").click()
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**record, "actions": record["actions"] + ["bribe-hubu-9"]}))
    import_record(page, bad)
    expect(page.get_by_role("alert")).to_contain_text("Could not import")
    expect(page.locator("#screen-home")).to_be_visible()


# Each change of the log: its length and whether steps are still playing.
WATCH = """() => {
  window.__steps = [];
  const log = document.getElementById('log');
  new MutationObserver(() => {
    window.__steps.push({n: log.children.length, playing: Boolean(document.body.dataset.playing),
                         marked: document.querySelectorAll('#board [data-last]').length});
  }).observe(log, {childList: true});
}"""


def test_the_bots_turns_are_shown_step_by_step(plain_context: Any, app_url: str) -> None:
    """At the speed "fast" the bots' turns after Ann's decision appear one log entry at a time."""
    page = plain_context.new_page()
    page.goto(app_url)
    wait_ready(page)
    page.evaluate("""MingTable.newGame({game: 'confucius', seed: 3, players: [{name: 'Ann', bot: null},
                     {name: 'Ben', bot: 'greedy'}, {name: 'Cy', bot: 'greedy'}]})""")
    page.get_by_label("Speed").select_option("fast")
    settled = "MingTable.state().humanToMove === 0 && !document.body.dataset.playing"
    page.wait_for_function(settled)
    page.evaluate(WATCH)
    before = page.locator("#log li").count()
    click_action(page, "tax")
    page.wait_for_function(settled)
    seen = page.evaluate("window.__steps")
    after = page.locator("#log li").count()
    assert after - before >= 3  # Ann's Tax Income and at least a turn of each bot
    assert [s["n"] for s in seen] == list(range(before + 1, after + 1))  # one entry at a time
    assert not seen[-1]["playing"]
    assert any(s["marked"] for s in seen)  # what a step changed is marked on the board
