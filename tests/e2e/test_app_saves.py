"""Saved games, share links and record files in the page, including damaged and hostile input."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page, expect

import mingtable

from support import export_record, friend_opens, import_record, tampered, wait_ready


def new_game(page: Page, bots: list[str | None], seed: int = 21) -> None:
    players = [{"name": f"P{i + 1}", "bot": b} for i, b in enumerate(bots)]
    page.evaluate("spec => MingTable.newGame(spec)", {"game": "ming-dynastie", "players": players, "seed": seed})
    expect(page.locator("#screen-play")).to_be_visible()


def play(page: Page, count: int) -> None:
    """``count`` decisions through the API (first legal action of the seat to move); then, once
    the bots have answered, the hot-seat curtain (if up) is lifted, so the toolbar can be used."""
    for _ in range(count):
        st: dict[str, Any] = page.evaluate("MingTable.state()")
        page.evaluate("id => MingTable.apply(id)", st["legalActions"][0]["id"])
    page.wait_for_function("() => { const s = MingTable.state(); return s.outcome || s.humanToMove !== null; }")
    if page.locator("#curtain").is_visible():
        page.locator("#curtain-btn").click()


def save_keys(page: Page) -> dict[str, str]:
    return page.evaluate(
        "() => Object.fromEntries(Object.keys(localStorage).filter(k => k.startsWith('mingtable.'))"
        ".map(k => [k, localStorage.getItem(k)]))")


def test_share_link_round_trip(browser: Browser, page: Page, app_url: str) -> None:
    page.goto(app_url)
    wait_ready(page)
    new_game(page, [None, None, "random"])
    play(page, 7)
    page.get_by_role("button", name="Share link").click()
    link = page.locator("#share-url").input_value()
    assert link.startswith(app_url) and "#g=" in link
    assert link == page.evaluate("MingTable.shareLink()")
    record = page.evaluate("MingTable.record()")

    with friend_opens(browser, link) as friend:
        expect(friend.locator("#screen-play")).to_be_visible()
        assert friend.evaluate("MingTable.record()") == record
        assert "#g=" not in friend.url  # the game now lives in the friend's saved games
        friend.reload()
        wait_ready(friend)
        assert friend.evaluate("MingTable.record()") == record


def test_tampered_or_cut_link_is_refused_and_saves_are_untouched(page: Page, app_url: str) -> None:
    page.goto(app_url)
    wait_ready(page)
    new_game(page, [None, None])
    play(page, 3)
    link = page.evaluate("MingTable.shareLink()")
    page.get_by_role("button", name="Home").click()
    before = save_keys(page)
    assert any(k.startswith("mingtable.save.") for k in before)
    head, data = link.split("#g=")
    for bad in (tampered(link), head + "#g=" + data[: len(data) // 3], head + "#g=%%%"):
        page.goto("about:blank")
        page.goto(bad)
        wait_ready(page)
        expect(page.get_by_role("alert")).to_contain_text("cannot be opened")
        expect(page.locator("#screen-home")).to_be_visible()
        assert save_keys(page) == before


def test_a_bad_link_in_a_running_game_leaves_the_game_on_screen(page: Page, app_url: str) -> None:
    """Issue 19, item 7: a damaged link set as the tab's hash, or a cut one opened in the tab,
    says so in the alert region and leaves the running game, its moves, its autosave and its
    place in the history as they were; a good link still opens its game."""
    page.goto(app_url)
    wait_ready(page)
    new_game(page, [None, None])
    play(page, 3)
    link = page.evaluate("MingTable.shareLink()")
    play(page, 2)
    record = page.evaluate("MingTable.record()")
    log = page.locator("#log").inner_text()
    before = save_keys(page)
    page.evaluate("window.__sameDocument = true")  # gone if the page were loaded again
    head, data = link.split("#g=")
    for how, bad in (("hash", tampered(link)), ("goto", head + "#g=" + data[: len(data) // 3])):
        if how == "hash":
            page.evaluate("hash => { location.hash = hash; }", bad[bad.index("#"):])
        else:
            page.goto(bad)  # the same page, a new fragment: no reload
        expect(page.get_by_role("alert")).to_contain_text("cannot be opened")
        expect(page.locator("#screen-play")).to_be_visible()
        expect(page.locator("#screen-home")).to_be_hidden()
        assert page.evaluate("MingTable.record()") == record
        assert page.locator("#log").inner_text() == log and len(record["actions"]) == 5
        assert save_keys(page) == before
        assert page.evaluate("window.__sameDocument") is True
        assert "#g=" not in page.url
    page.go_back()  # the entry the link added is the game's
    expect(page.locator("#screen-play")).to_be_visible()
    assert page.evaluate("MingTable.record()") == record
    assert save_keys(page) == before

    page.evaluate("hash => { location.hash = hash; }", link[link.index("#"):])
    expect(page.locator("#notice")).to_have_text("Opened the shared game; it is now in your saved games.")
    expect(page.locator("#alert")).to_have_text("")
    assert page.evaluate("MingTable.record()")["actions"] == record["actions"][:3]
    saves = {k: v for k, v in save_keys(page).items() if k.startswith("mingtable.save.")}
    kept = {k: v for k, v in before.items() if k.startswith("mingtable.save.")}
    assert len(kept) == 1 and len(saves) == 2 and saves.items() >= kept.items()  # a new save beside the first


def test_export_and_import_a_record_file(page: Page, app_url: str, tmp_path: Path) -> None:
    page.goto(app_url)
    wait_ready(page)
    new_game(page, [None, "greedy"], seed=4)
    page.wait_for_function("() => MingTable.state().humanToMove !== null")
    play(page, 2)
    page.wait_for_function("() => MingTable.state().humanToMove !== null")
    record = page.evaluate("MingTable.record()")
    path = tmp_path / "game.json"
    exported = export_record(page, path)
    assert exported == record
    assert exported["bots"] == [None, "greedy"]

    page.get_by_role("button", name="Home").click()
    import_record(page, path)
    expect(page.locator("#screen-play")).to_be_visible()
    assert page.evaluate("MingTable.record()") == record

    # A file that is not a record gets a clear message, nothing else changes.
    page.get_by_role("button", name="Home").click()
    before = save_keys(page)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**record, "actions": record["actions"] + ["move-XX9-RIDER"]}))
    import_record(page, bad)
    expect(page.get_by_role("alert")).to_contain_text("Could not import")
    expect(page.locator("#screen-home")).to_be_visible()
    assert save_keys(page) == before


def test_corrupt_storage_gets_a_message_and_other_saves_survive(page: Page, app_url: str) -> None:
    page.goto(app_url)
    wait_ready(page)
    new_game(page, [None, None], seed=9)
    play(page, 4)
    good_record = page.evaluate("MingTable.record()")
    page.get_by_role("button", name="Home").click()
    good = save_keys(page)
    page.evaluate("""() => {
        localStorage.setItem('mingtable.save.broken1', '{"format": "mingtable-save", garbage');
        localStorage.setItem('mingtable.save.broken2', JSON.stringify({format: 'mingtable-save', version: 1,
            id: 'broken2', bots: [null, null], record: {format: 'mingtable-record', version: 1,
            game: 'ming-dynastie', players: ['A', 'B'], seed: 1, options: {}, actions: ['nonsense']}}));
        localStorage.setItem('mingtable.index', '[[[not json');
        localStorage.setItem('mingtable.open', 'broken1');
    }""")
    page.reload()
    wait_ready(page)
    expect(page.get_by_role("alert")).to_contain_text("could not be restored")
    expect(page.locator("#screen-home")).to_be_visible()
    saves = page.locator("#saves")
    expect(saves.locator(".save.damaged")).to_have_count(1)
    expect(saves.get_by_role("button", name="Continue")).to_have_count(2)
    for key, text in good.items():
        if key.startswith("mingtable.save."):
            assert page.evaluate("k => localStorage.getItem(k)", key) == text

    # The tampered save that does not replay is refused with a message ...
    page.locator('.save[data-save="broken2"]').get_by_role("button", name="Continue").click()
    expect(page.get_by_role("alert")).to_contain_text("does not replay")
    # ... the damaged one can be deleted ...
    page.locator('.save[data-save="broken1"]').get_by_role("button", name="Delete").click()
    # ... after a question: Cancel keeps it, Delete deletes it.
    question = page.locator('.save[data-save="broken1"]')
    expect(question).to_contain_text("Delete this damaged saved game? This cannot be undone.")
    expect(question.get_by_role("button", name="Cancel")).to_be_focused()
    question.get_by_role("button", name="Cancel").click()
    expect(question.get_by_role("button", name="Export")).to_be_visible()
    question.get_by_role("button", name="Delete").click()
    question.get_by_role("button", name="Delete").click()
    expect(page.locator('.save[data-save="broken1"]')).to_have_count(0)
    expect(page.locator("#notice")).to_have_text("The saved game was deleted.")
    # ... and the good one still plays.
    good_id = next(k for k in good if k.startswith("mingtable.save.")).split(".")[-1]
    page.locator(f'.save[data-save="{good_id}"]').get_by_role("button", name="Continue").click()
    expect(page.locator("#screen-play")).to_be_visible()
    assert page.evaluate("MingTable.record()") == good_record


# localStorage refuses writes while window.__storageFull is true, as a full quota does.
FULL_STORAGE = """(() => {
    const setItem = Storage.prototype.setItem;
    window.__storageFull = false;
    Storage.prototype.setItem = function (key, value) {
        if (window.__storageFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return setItem.call(this, key, value);
    };
})();"""


def test_full_storage_warning_stays_until_a_save_succeeds(page: Page, app_url: str, tmp_path: Path) -> None:
    page.add_init_script(FULL_STORAGE)
    page.goto(app_url)
    wait_ready(page)
    new_game(page, [None, None], seed=2)
    page.evaluate("window.__storageFull = true")
    play(page, 1)
    warning = page.locator("#save-problem")
    expect(warning).to_be_visible()
    expect(warning).to_contain_text("storage is full")
    expect(warning).to_contain_text("not being saved")
    # Other clicks and moves clear the alert and notice, not this warning.
    page.get_by_role("button", name="Share link").click()
    play(page, 2)
    expect(warning).to_be_visible()
    assert len(page.evaluate("MingTable.record()")["actions"]) == 3
    # An import that cannot be stored says so instead of "it is now in your saved games".
    record = page.evaluate("MingTable.record()")
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    page.get_by_role("button", name="Home").click()
    expect(warning).to_be_visible()
    import_record(page, path)
    expect(page.locator("#screen-play")).to_be_visible()
    expect(page.get_by_role("status").filter(has_text="Imported")).to_contain_text("could not be stored")
    # Space again: the next save succeeds and the warning goes.
    page.evaluate("window.__storageFull = false")
    play(page, 1)
    expect(warning).to_be_hidden()
    current = page.evaluate("MingTable.record()")
    assert any(json.loads(v)["record"] == current for k, v in save_keys(page).items() if k.startswith("mingtable.save."))


def good_save(page: Page) -> tuple[str, dict[str, Any]]:
    """Play a short game, go home; return its save id and record."""
    new_game(page, [None, None], seed=9)
    play(page, 4)
    record = page.evaluate("MingTable.record()")
    page.get_by_role("button", name="Home").click()
    key = next(k for k in save_keys(page) if k.startswith("mingtable.save."))
    return key.split(".")[-1], record


def test_damaged_saves_never_stop_the_app(page: Page, app_url: str, tmp_path: Path) -> None:
    page.goto(app_url)
    wait_ready(page)
    good_id, good_record = good_save(page)
    good_text = page.evaluate("k => localStorage.getItem(k)", f"mingtable.save.{good_id}")
    deep = "[" * 100_000
    good = json.loads(good_text)
    damaged = {
        "players5": json.dumps({**good, "id": "players5", "summary": {"players": 5}}),
        "updated400": json.dumps({**good, "id": "updated400"}).replace(
            f'"updated": {json.dumps(good["updated"])}', '"updated": ' + "9" * 400),
        "deep": deep,
        "deepsummary": json.dumps({**good, "id": "deepsummary", "summary": "@"}).replace('"@"', deep + "]" * 100_000),
    }
    assert "9" * 400 in damaged["updated400"]
    page.evaluate("""([damaged, deep]) => {
        for (const [id, text] of Object.entries(damaged)) localStorage.setItem('mingtable.save.' + id, text);
        localStorage.setItem('mingtable.index', deep);
        localStorage.setItem('mingtable.open', 'players5');
    }""", [damaged, deep])
    page.reload()
    wait_ready(page)
    expect(page.locator("#screen-home")).to_be_visible()
    saves = page.locator("#saves")
    for sid in damaged:
        item = saves.locator(f'.save.damaged[data-save="{sid}"]')
        expect(item).to_contain_text("Damaged saved game")
        expect(item.get_by_role("button", name="Export")).to_be_visible()
        expect(item.get_by_role("button", name="Delete")).to_be_visible()
    expect(saves.get_by_role("button", name="Continue")).to_have_count(1)
    # A damaged save is exported exactly as stored ...
    with page.expect_download() as info:
        saves.locator('.save[data-save="players5"]').get_by_role("button", name="Export").click()
    info.value.save_as(tmp_path / "damaged.json")
    assert (tmp_path / "damaged.json").read_text() == damaged["players5"]
    # ... and deleted, alone.
    saves.locator('.save[data-save="deep"]').get_by_role("button", name="Delete").click()
    saves.locator('.save[data-save="deep"]').get_by_role("button", name="Delete").click()  # yes, delete it
    expect(saves.locator('.save[data-save="deep"]')).to_have_count(0)
    expect(saves.locator(".save.damaged")).to_have_count(3)
    # The good save opens and plays on.
    saves.locator(f'.save[data-save="{good_id}"]').get_by_role("button", name="Continue").click()
    expect(page.locator("#screen-play")).to_be_visible()
    assert page.evaluate("MingTable.record()") == good_record
    play(page, 1)


def test_second_tab_writing_the_same_game_is_told_and_can_reload(context: BrowserContext, page: Page,
                                                                app_url: str) -> None:
    page.goto(app_url)
    wait_ready(page)
    new_game(page, [None, None], seed=5)
    play(page, 1)
    other = context.new_page()  # a second tab: it continues the game that is open
    other.goto(app_url)
    wait_ready(other)
    expect(other.locator("#screen-play")).to_be_visible()
    assert other.evaluate("MingTable.record()") == page.evaluate("MingTable.record()")
    key = next(k for k in save_keys(page) if k.startswith("mingtable.save."))

    play(page, 2)
    first = page.evaluate("MingTable.record()")
    # The other tab is told at once (storage event) and offered to reload ...
    warning = other.locator("#save-problem")
    expect(warning).to_contain_text("continued in another tab")
    # ... its own move is not written over the first tab's moves ...
    play(other, 1)
    assert json.loads(page.evaluate("k => localStorage.getItem(k)", key))["record"] == first
    # ... and Reload brings the first tab's game here, which then saves again.
    warning.get_by_role("button", name="Reload the saved game").click()
    expect(warning).to_be_hidden()
    assert other.evaluate("MingTable.record()") == first
    play(other, 1)
    assert json.loads(other.evaluate("k => localStorage.getItem(k)", key))["record"] == other.evaluate("MingTable.record()")
    # Now the first tab is behind; its next move is not saved and it is told.
    expect(page.locator("#save-problem")).to_contain_text("continued in another tab")
    play(page, 1)
    assert json.loads(page.evaluate("k => localStorage.getItem(k)", key))["record"] == other.evaluate("MingTable.record()")
    other.close()


# -- issue 20 item 10: set-up and saves ---------------------------------------------------------

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def _open_id(page: Page) -> str:
    """The save id of the game on screen."""
    return str(page.evaluate("localStorage.getItem('mingtable.open')"))


def _start_from_form(page: Page) -> dict[str, Any]:
    """Start the Ming-Dynastie form as it stands; return the record of the new game."""
    before = page.evaluate("(() => { const s = MingTable.state(); return s ? JSON.stringify(MingTable.record()) : ''; })()")
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator("#screen-play")).to_be_visible()
    page.wait_for_function("before => JSON.stringify(MingTable.record()) !== before", arg=before)
    record: dict[str, Any] = page.evaluate("MingTable.record()")
    page.locator('.toolbar [data-ui="home"]').click()
    expect(page.locator("#screen-home")).to_be_visible()
    return record


def _open_form(page: Page) -> None:
    page.get_by_role("button", name="New game of Ming-Dynastie").click()
    expect(page.locator("#screen-setup")).to_be_visible()


def test_every_new_game_gets_a_new_seed_unless_one_is_typed(page: Page, app_url: str) -> None:
    page.goto(app_url)
    wait_ready(page)
    _open_form(page)
    fold, seed = page.locator("#setup-more"), page.locator("#setup-seed")
    expect(fold).not_to_have_attribute("open", "")  # the seed is folded away under "Advanced"
    expect(seed).to_be_hidden()
    page.locator("#seat-name-0").fill("Ann")
    first = _start_from_form(page)
    _open_form(page)
    expect(page.locator("#seat-name-0")).to_have_value("Ann")  # seats are remembered ...
    expect(seed).to_be_hidden()
    second = _start_from_form(page)
    assert first["players"][0] == second["players"][0] == "Ann"
    assert first["seed"] != second["seed"]  # ... the seed is not

    _open_form(page)  # a typed seed deals that game once
    fold.locator("summary").click()
    expect(seed).to_be_visible()
    expect(seed).to_have_value("")
    seed.fill("4242")
    typed = _start_from_form(page)
    assert typed["seed"] == "4242"  # decimal text, as a record of version 2 writes it
    _open_form(page)
    expect(seed).to_be_hidden()
    expect(seed).to_have_value("")
    after = _start_from_form(page)
    assert after["seed"] not in (4242, first["seed"], second["seed"]) and after["players"][0] == "Ann"
    # The scripting API starts the seed it is given, as before.
    page.evaluate("MingTable.newGame({game: 'ming-dynastie', seed: 7})")
    assert page.evaluate("MingTable.record().seed") == "7"


def test_saves_are_grouped_and_deleting_the_finished_ones_asks_first(page: Page, app_url: str) -> None:
    page.goto(app_url)
    wait_ready(page)
    ids: dict[str, str] = {}
    records = {name: json.loads((FIXTURES / f"{name}.json").read_text(encoding="utf-8"))
               for name in ("ming-dynastie-2p-greedy", "yin-yang-2p-greedy")}
    page.evaluate("MingTable.newGame({game: 'ming-dynastie', seed: 3, players: [{name: 'Ann'}, {name: 'Ben'}]})")
    ids["older"] = _open_id(page)
    page.evaluate("r => MingTable.load(r)", records["ming-dynastie-2p-greedy"])
    ids["done1"] = _open_id(page)
    page.evaluate("MingTable.newGame({game: 'confucius', seed: 4, players: ['Cy', 'Di', 'Ed']})")
    ids["newer"] = _open_id(page)
    page.evaluate("MingTable.newGame({game: 'yin-yang', seed: 5, players: [{name: 'Fay'}, {name: 'Gus', remote: true}]})")
    ids["friends"] = _open_id(page)
    page.evaluate("r => MingTable.load(r)", records["yin-yang-2p-greedy"])
    ids["done2"] = _open_id(page)
    expect(page.locator("#over")).to_be_visible()
    page.locator('#over [data-ui="home"]').click()
    assert len(set(ids.values())) == 5

    saves = page.locator("#saves")
    # Fay is to play in her game with Gus: the games with friends come first (issue 34, item 2)
    expect(saves.locator(".save-group-title")).to_have_text(["With friends", "In progress", "Finished"])
    in_group = {group: saves.locator(f'[data-group="{group}"] .save') for group in ("playing", "friends", "finished")}
    assert [e.get_attribute("data-save") for e in in_group["playing"].all()] == [ids["newer"], ids["older"]]
    assert [e.get_attribute("data-save") for e in in_group["friends"].all()] == [ids["friends"]]
    assert [e.get_attribute("data-save") for e in in_group["finished"].all()] == [ids["done2"], ids["done1"]]
    # One wording for every game: where it stands and who is to play, or who won.
    older = saves.locator(f'.save[data-save="{ids["older"]}"]')
    expect(older).to_contain_text(re.compile(r"· round 1 of 6 · (Ann|Ben) to play · just now"))
    expect(saves.locator(f'.save[data-save="{ids["newer"]}"]')).to_contain_text(re.compile(r"· round 1 · (Cy|Di|Ed) to play"))
    expect(in_group["friends"]).to_contain_text(re.compile(r"year 1 of 5 · Fay to play"))
    expect(in_group["friends"]).to_contain_text("your turn")
    expect(in_group["friends"]).to_contain_text("with friends")
    for key, name in (("done1", "ming-dynastie-2p-greedy"), ("done2", "yin-yang-2p-greedy")):
        match = mingtable.load(records[name])
        winners = " and ".join(match.players[s] for s in match.outcome["winners"])
        expect(saves.locator(f'.save[data-save="{ids[key]}"]')).to_contain_text(f"· finished: {winners} won ·")

    before = save_keys(page)
    delete = page.get_by_role("button", name="Delete finished games")
    expect(delete).to_have_count(1)
    delete.click()  # asks first ...
    question = page.locator("#delete-question")
    expect(question).to_have_text("Delete 2 finished games? This cannot be undone.")
    cancel = saves.locator('[data-group="finished"] [data-ui="delete-no"]')
    expect(cancel).to_be_focused()
    cancel.click()  # ... Cancel keeps them
    expect(question).to_have_count(0)
    expect(in_group["finished"]).to_have_count(2)
    assert save_keys(page) == before
    delete.click()
    saves.locator('[data-group="finished"] [data-ui="delete-finished-yes"]').click()  # Delete removes only those
    expect(page.locator("#notice")).to_have_text("Deleted 2 finished games.")
    expect(saves.locator('[data-group="finished"]')).to_have_count(0)
    expect(saves.locator(".save-group-title")).to_have_text(["With friends", "In progress"])
    left = {k: v for k, v in save_keys(page).items() if k.startswith("mingtable.save.")}
    assert left == {f"mingtable.save.{ids[k]}": before[f"mingtable.save.{ids[k]}"] for k in ("older", "newer", "friends")}
    assert sorted(json.loads(save_keys(page)["mingtable.index"])) == sorted(ids[k] for k in ("older", "newer", "friends"))


def _saves_of(page: Page) -> dict[str, dict[str, Any]]:
    return {k: json.loads(v) for k, v in save_keys(page).items() if k.startswith("mingtable.save.")}


def test_the_same_link_opened_twice_is_one_saved_game(browser: Browser, page: Page, app_url: str) -> None:
    page.goto(app_url)
    wait_ready(page)
    new_game(page, [None, None], seed=11)
    play(page, 3)
    link = page.evaluate("MingTable.shareLink()")
    with friend_opens(browser, link) as friend:
        expect(friend.locator("#notice")).to_have_text("Opened the shared game; it is now in your saved games.")
        (sid, first), = _saves_of(friend).items()
        friend.goto("about:blank")
        friend.goto(link)  # the same link again, in a new page load ...
        wait_ready(friend)
        expect(friend.locator("#notice")).to_have_text(
            "Opened the shared game; its entry in your saved games is up to date now.")
        assert list(_saves_of(friend)) == [sid] and len(json.loads(save_keys(friend)["mingtable.index"])) == 1
        friend.locator('.toolbar [data-ui="home"]').click()
        friend.evaluate("hash => { location.hash = hash; }", link[link.index("#"):])  # ... and put into the tab
        expect(friend.locator("#screen-play")).to_be_visible()
        expect(friend.locator("#notice")).to_have_text(
            "Opened the shared game; its entry in your saved games is up to date now.")
        assert list(_saves_of(friend)) == [sid]
        # A later link of the same game brings that save up to date too.
        play(page, 2)
        later = page.evaluate("MingTable.shareLink()")
        friend.goto("about:blank")
        friend.goto(later)
        wait_ready(friend)
        saves = _saves_of(friend)
        assert list(saves) == [sid] and saves[sid]["record"] == page.evaluate("MingTable.record()")
        assert saves[sid]["writes"] > first["writes"]
        friend.locator('.toolbar [data-ui="home"]').click()
        expect(friend.locator("#saves .save")).to_have_count(1)


def test_a_share_link_does_not_carry_the_page_language(browser: Browser, page: Page, app_url: str) -> None:
    page.goto(f"{app_url}?lang=de")
    wait_ready(page)
    expect(page.locator("html")).to_have_attribute("lang", "de")
    new_game(page, [None, None])
    page.get_by_role("button", name="Link teilen").click()
    link = page.locator("#share-url").input_value()
    assert link == page.evaluate("MingTable.shareLink()")
    assert link.startswith(app_url + "#g=") and "lang" not in link.split("#")[0]
    assert "?lang=de" in page.url  # the page keeps its own choice
    with friend_opens(browser, link) as friend:  # the friend's page speaks the friend's language
        expect(friend.locator("#screen-play")).to_be_visible()
        expect(friend.locator("html")).to_have_attribute("lang", "en")
    # The links of a game with friends leave it out too.
    page.evaluate("MingTable.newGame({game: 'ming-dynastie', players: [{name: 'Ann'}, {name: 'Kim', remote: true}]})")
    invites = page.evaluate("MingTable.invites()")
    assert invites and all(i["link"].startswith(app_url + "#f=") for i in invites)
