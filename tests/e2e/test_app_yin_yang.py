"""Playing Yin Yang in the page: a hot-seat year by clicks through both oracles and all three
coin pairs (curtain between the players), the solo journey by clicks to its rank, four bots to
the game's end, reload and continue, the share link (and a tampered one)."""

from __future__ import annotations

import time
from typing import Any

from playwright.sync_api import Page, expect

import mingtable
from mingtable.bots import make_bot
from mingtable.engine.match import parse_entry
from mingtable.games.yin_yang import data as yy_data
from mingtable.i18n import T, tr
from support import export_record, fill_seed, friend_opens, import_record, tampered, wait_ready

GAME = "yin-yang"
PAIR_ACTIONS = ("cart:", "boat:", "temple", "goods", "forfeit:laoyang:", "forfeit:laoyin:", "forfeit:mixed:")


def state(page: Page) -> dict[str, Any]:
    return page.evaluate("MingTable.state()")


def record(page: Page) -> dict[str, Any]:
    return page.evaluate("MingTable.record()")


def replay(rec: dict[str, Any]) -> mingtable.Match:
    return mingtable.load({k: v for k, v in rec.items() if k != "bots"})


def click_action(page: Page, action_id: str) -> None:
    """A real mouse click on the one element of a legal action, then wait for the decision."""
    locator = page.locator(f'[data-action="{action_id}"]')
    expect(locator).to_have_count(1)
    count = len(record(page)["actions"])
    locator.click()
    page.wait_for_function("n => MingTable.record().actions.length > n", arg=count, timeout=30_000)


def start_from_form(page: Page, names: list[str], seed: int) -> None:
    page.get_by_role("button", name="New game of Yin Yang").click()
    expect(page.get_by_role("heading", name="New game of Yin Yang")).to_be_visible()
    page.select_option("#setup-count", str(len(names)))
    for i, name in enumerate(names):
        page.fill(f"#seat-name-{i}", name)
    fill_seed(page, str(seed))
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator("#screen-play")).to_be_visible()


def pass_curtain(page: Page) -> None:
    curtain = page.locator("#curtain")
    if curtain.is_visible():
        assert page.locator("[data-action]").count() == 0  # nothing of the next player behind it
        page.locator("#curtain-btn").click()
        expect(curtain).to_be_hidden()


# -- hot-seat --------------------------------------------------------------------------------

def pick(ids: list[str]) -> str:
    """A player's sensible choice: a move, temple or goods over letting a pair go, the first
    split of the oracle, the first of anything else."""
    for prefix in ("start:", "disaster:", "oracle:", "place:", "move:", "kan:", "frame:", "swap:", "rethrow"):
        found = [a for a in ids if a.startswith(prefix)]
        if found:
            return found[0]
    for prefix in ("temple", "goods", "cart:", "boat:", "tile:", "forfeit:", "end"):
        found = [a for a in ids if a.startswith(prefix)]
        if found:
            return found[0]
    return ids[0]


def test_hotseat_year_through_both_oracles_and_three_pairs(page: Page, app_url: str) -> None:
    page.goto(app_url)
    wait_ready(page)
    start_from_form(page, ["Ann", "Ben"], 3)
    expect(page.locator("#board")).to_have_attribute("aria-label", "Yin Yang board")
    rec = record(page)
    assert rec["game"] == GAME and rec["players"] == ["Ann", "Ben"]
    shown_split = undone = False
    for _ in range(80):
        pass_curtain(page)
        st = state(page)
        view = replay(record(page)).view(None)
        if view["round"] >= 2:
            break
        ids = [a["id"] for a in st["legalActions"]]
        choice = pick(ids)
        if choice.startswith("oracle:"):
            # every allowed split is a chip at the foot of its deep oracle field, showing the high
            # trigram and the tile it takes (issue 20, item 3)
            splits = page.locator("#board .yy-split")
            assert splits.count() == len([a for a in ids if a.startswith("oracle:")])
            assert page.locator("#panel [data-action^='oracle:']").count() == 0
            chip = page.locator(f'#board .yy-split[data-action="{choice}"]')
            label = chip.get_attribute("aria-label") or ""
            assert label.startswith("High oracle") and "deep oracle" in label
            _, high, deep = choice.split(":")
            assert (chip.get_attribute("data-high"), chip.get_attribute("data-deep")) == (high, deep)
            field = page.locator(f'#board [data-key="deep-{deep}"] rect').bounding_box()
            box = chip.bounding_box()
            assert field and box and field["x"] <= box["x"] and box["x"] + box["width"] <= field["x"] + field["width"]
            assert field["y"] <= box["y"] and box["y"] + box["height"] <= field["y"] + field["height"]
            expect(page.locator("#panel .yy-throw svg circle")).to_have_count(6)  # the six coins as thrown
            # under the pointer, the split frames its stack and its deep field on the board
            stroke = ("""k => getComputedStyle(document.querySelector(`#board [data-key="${k}"] rect`)).stroke""")
            assert page.evaluate(stroke, f"deep-{deep}") != "rgb(179, 32, 42)"
            chip.hover()
            assert page.evaluate(stroke, f"stack-{high}") == "rgb(179, 32, 42)"
            assert page.evaluate(stroke, f"deep-{deep}") == "rgb(179, 32, 42)"
            shown_split = True
        if choice.startswith(("start:", "disaster:", "move:", "cart:", "boat:")):
            assert page.locator(f'#board [data-action="{choice}"]').count() == 1  # on the map
        if choice.startswith(("cart:", "boat:")) and not undone:
            # a misclicked move in the action phase is taken back, and made again
            count = len(record(page)["actions"])
            click_action(page, choice)
            page.get_by_role("button", name="Undo").click()
            page.wait_for_function("n => MingTable.record().actions.length === n", arg=count)
            assert [a["id"] for a in state(page)["legalActions"]] == ids
            undone = True
        if choice.startswith("place:"):
            assert page.locator(f'#tray .yy-grid [data-action="{choice}"]').count() == 1  # on the grid
        click_action(page, choice)
    else:
        raise AssertionError("the first year did not end")
    assert shown_split and undone
    # Replay what was clicked: each player read both oracles, then spent all three pairs.
    match = mingtable.new_game(GAME, ["Ann", "Ben"], seed=3)
    oracles: dict[int, list[str]] = {0: [], 1: []}
    pairs = {0: 0, 1: 0}
    for entry in record(page)["actions"]:
        seat, action_id = parse_entry(entry)
        seat = match.to_move[0] if seat is None else seat
        view = match.view(seat)
        if view["round"] == 1 and action_id.startswith("oracle:"):
            oracles[seat].append(action_id)
        if view["round"] == 1 and view["phase"] == "action" and view["step"] == "act" and action_id.startswith(PAIR_ACTIONS):
            pairs[seat] += 1
        match.apply(action_id, seat)
    assert all(len(v) == 1 for v in oracles.values()), oracles
    assert pairs == {0: 3, 1: 3}
    log = " ".join(tr(line, "en") for line in match.log)
    for name in ("Ann", "Ben"):
        assert f"{name} lays" in log and f"{name} forms three pairs" in log
    expect(page.locator("#log")).to_contain_text("Year 2 begins")


# -- solo ---------------------------------------------------------------------------------------

def test_solo_journey_by_clicks_to_its_rank(page: Page, app_url: str) -> None:
    page.goto(app_url)
    wait_ready(page)
    page.get_by_role("button", name="New game of Yin Yang").click()
    page.select_option("#setup-count", "1")
    expect(page.locator("#seat-name-1")).to_have_count(0)
    expect(page.locator("#seat-kind-0")).to_have_count(0)  # solo: one person, no bot seat
    page.fill("#seat-name-0", "Ann")
    fill_seed(page, "17")
    expect(page.locator("#setup-free-tiles")).to_be_checked()  # the solo rules: Ann lays her own tiles
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator("#screen-play")).to_be_visible()
    expect(page.locator("#panel")).to_contain_text("Choose which of your scoring tiles goes at row 1")
    journey = page.locator("#board [data-key^='journey-']")
    expect(journey).to_have_count(0)  # drawn only once her tiles lie
    # Click what the greedy bot would choose, on the page, until the journey ends.
    match = mingtable.new_game(GAME, ["Ann"], seed=17, options={"free_tiles": True})
    bot = make_bot("greedy", 1, GAME)
    over = page.locator("#over")
    started = time.monotonic()
    while match.outcome is None:
        assert time.monotonic() - started < 600, "the solo game did not end"  # a guard against a hang
        assert not page.locator("#curtain").is_visible()  # one person, no secrets: never a curtain
        choice = bot.choose(match.view(0), match.legal_actions(0))
        click_action(page, choice)
        match.apply(choice, 0)
        if choice.startswith("arrange:") and match.view(0)["step"] != "arrange":
            expect(journey).to_have_count(7)
    expect(over).to_be_visible()
    outcome = state(page)["outcome"]
    assert outcome == match.outcome
    rank = outcome["rank"]
    expected = tr(T("yy.over.rank", rank=T(f"yy.rank.{rank}")), "en") if rank else "The journey is lost"
    expect(over.locator("#over-title")).to_have_text(expected)
    assert rank is not None  # this journey (seed 17) reaches a rank
    expect(over).to_contain_text(tr(T("yy.over.solo_detail", lines=outcome["lines"], kingdoms=outcome["kingdoms"]), "en"))


def test_solo_set_up_under_its_own_heading(page: Page, app_url: str) -> None:
    """The solo set-up (the own scoring tiles, the other colour's tiles and the journey, the
    start city) stands under the heading "Solo set-up" in the panel and in the log, in English
    and German, apart from the years: once the start city is chosen, year 1 heads the log."""
    page.goto(app_url)
    wait_ready(page)
    page.evaluate("""() => MingTable.newGame({game: 'yin-yang', seed: 17, options: {free_tiles: true},
        players: [{name: 'Ann', bot: null}]})""")
    panel, log = page.locator("#panel"), page.locator("#log")
    expect(panel.get_by_role("heading", name="Solo set-up")).to_be_visible()
    expect(panel.locator(".yy-steps li[aria-current=step]")).to_contain_text("scoring tiles")
    expect(log.get_by_role("heading", name="Solo set-up")).to_be_visible()
    click_action(page, next(a["id"] for a in state(page)["legalActions"] if a["id"].startswith("arrange:")))
    expect(log.locator("li").nth(2)).to_contain_text("Ann lays the scoring tile")
    page.locator('[data-ui="lang"][data-arg="de"]').click()
    expect(panel.get_by_role("heading", name="Solo-Vorbereitung")).to_be_visible()
    expect(log.get_by_role("heading", name="Solo-Vorbereitung")).to_be_visible()
    page.locator('[data-ui="lang"][data-arg="en"]').click()
    expect(panel.get_by_role("heading", name="Solo set-up")).to_be_visible()
    while (ids := [a["id"] for a in state(page)["legalActions"]]) and ids[0].startswith("arrange:"):
        click_action(page, ids[0])
    expect(panel.locator(".yy-steps li[aria-current=step]")).to_contain_text("start city")
    expect(panel.get_by_role("heading", name="Solo set-up")).to_be_visible()
    click_action(page, "start:luo")
    expect(panel.get_by_role("heading", name="Solo set-up")).to_have_count(0)
    expect(panel.locator(".yy-steps")).to_have_count(0)
    expect(log.get_by_role("heading")).to_have_text(["Solo set-up", "Year 1 begins; Ann is the start player."])
    lines = log.locator("li").all_inner_texts()
    year = lines.index("Year 1 begins; Ann is the start player.")
    under_setup = " ".join(lines[1:year])
    for part in ("Ann lays the scoring tile", "Tiles of another colour replace", "The journey tiles lie in this order",
                 "Ann starts in Luo."):
        assert part in under_setup
    assert "lays the scoring tile" not in " ".join(lines[year:])


# -- bots ---------------------------------------------------------------------------------------

def test_four_bots_play_to_the_end(page: Page, app_url: str) -> None:
    page.goto(app_url)
    wait_ready(page)
    page.evaluate("""() => MingTable.newGame({game: 'yin-yang', seed: 17, players: [
        {name: 'Wu', bot: 'greedy'}, {name: 'Shu', bot: 'random'}, {name: 'Wei', bot: 'greedy'}, {name: 'Jin', bot: 'random'}]})""")
    over = page.locator("#over")
    deadline = time.monotonic() + 600  # a guard against a hang
    while not over.is_visible():
        assert time.monotonic() < deadline, "the bots did not finish in time"
        page.wait_for_timeout(250)
    outcome = state(page)["outcome"]
    assert outcome == replay(record(page)).outcome
    winner = ["Wu", "Shu", "Wei", "Jin"][outcome["winners"][0]]
    expect(over.locator("#over-title")).to_have_text(f"{winner} wins!")
    totals = [int(t) for t in over.locator("tr.total td").all_inner_texts()]
    assert sorted(totals, reverse=True) == sorted(outcome["scores"], reverse=True) and totals[0] == max(outcome["scores"])


# -- reload, share link ----------------------------------------------------------------------------

def test_reload_continues_a_yin_yang_game(page: Page, app_url: str) -> None:
    page.goto(app_url)
    wait_ready(page)
    page.evaluate("""() => MingTable.newGame({game: 'yin-yang', seed: 21,
        players: [{name: 'Ann', bot: null}, {name: 'Robo', bot: 'random'}]})""")
    for _ in range(6):
        page.wait_for_function("() => { const s = MingTable.state(); return s.outcome || s.humanToMove !== null; }")
        assert not page.locator("#curtain").is_visible()  # one person against a bot
        ids = [a["id"] for a in state(page)["legalActions"]]
        click_action(page, pick(ids))
    page.wait_for_function("() => MingTable.state().humanToMove !== null")
    before = record(page)
    assert before["bots"] == [None, "random"]
    page.reload()
    wait_ready(page)
    expect(page.locator("#screen-play")).to_be_visible()
    expect(page.locator("#board g[data-city]:visible")).to_have_count(len(yy_data.side_cities("2-3p")))
    assert record(page) == before
    expect(page.locator("#tray .yy-player")).to_have_count(2)
    ids = [a["id"] for a in state(page)["legalActions"]]
    click_action(page, pick(ids))
    assert len(record(page)["actions"]) > len(before["actions"])


def test_share_link_export_and_import_and_a_tampered_link(browser, page: Page, app_url: str, tmp_path) -> None:
    page.goto(app_url)
    wait_ready(page)
    page.evaluate("""() => MingTable.newGame({game: 'yin-yang', seed: 5,
        players: [{name: 'Ann', bot: null}, {name: 'Ben', bot: null}, {name: 'Cy', bot: null}]})""")
    for _ in range(8):
        page.evaluate("() => MingTable.apply(MingTable.state().legalActions[0].id)")
    rec = record(page)
    link = page.evaluate("MingTable.shareLink()")
    with friend_opens(browser, link) as friend:
        expect(friend.locator("#screen-play")).to_be_visible()
        assert friend.evaluate("MingTable.record()") == rec
        expect(friend.locator("#board g[data-city]:visible")).to_have_count(len(yy_data.side_cities("2-3p")))
        friend.goto("about:blank")
        friend.goto(tampered(link))
        wait_ready(friend)
        expect(friend.get_by_role("alert")).to_contain_text("cannot be opened")
        expect(friend.locator("#screen-home")).to_be_visible()
    # Export, then import from the home screen: the same game, listed among the saves.
    pass_curtain(page)
    path = tmp_path / "yin-yang.json"
    assert export_record(page, path) == rec
    page.get_by_role("button", name="Home").click()
    expect(page.locator("#saves")).to_contain_text("Yin Yang")
    expect(page.locator("#saves")).to_contain_text("year 1 of 5")
    import_record(page, path)
    expect(page.locator("#screen-play")).to_be_visible()
    assert record(page) == rec
