"""The page before and around Python: first paint, bots to game over, window.MingTable and embeds."""

from __future__ import annotations

import time

from playwright.sync_api import Page, expect

from support import fill_seed, wait_ready


def test_shell_and_board_paint_before_the_engine(page: Page, app_url: str) -> None:
    page.goto(app_url, wait_until="domcontentloaded")
    # Static markup: the board skeleton and the loading notice are there at once.
    assert page.locator("#board polygon.district").count() == 18
    assert page.locator("#board .border").count() == 40
    assert page.locator("#board .city").count() == 6
    expect(page.locator("#engine-status")).to_contain_text("loading")
    wait_ready(page)
    paint = page.evaluate("(performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime")
    ready = page.evaluate("performance.getEntriesByName('mingtable-ready')[0].startTime")
    print(f"first contentful paint {paint:.0f} ms, engine ready {ready:.0f} ms")
    assert paint is not None and paint < ready
    expect(page.locator("#engine-status")).to_be_hidden()
    games = page.locator("#games li")
    expect(games).to_have_count(4)
    expect(page.locator('#games li[data-game="ming-dynastie"]')).to_contain_text("2–4 players")
    expect(page.locator('#games li[data-game="ming-voyages"]')).to_contain_text("1–2 players")
    expect(page.get_by_role("button", name="New game of The Ming Voyages")).to_be_enabled()
    expect(page.locator('#games li[data-game="confucius"]')).to_contain_text("3–5 players")
    expect(page.get_by_role("button", name="New game of Confucius")).to_be_enabled()
    expect(page.get_by_role("button", name="New game of Yin Yang")).to_be_enabled()


def test_four_bots_play_to_the_end(page: Page, app_url: str) -> None:
    page.goto(app_url)
    wait_ready(page)
    page.get_by_role("button", name="New game of Ming-Dynastie").click()
    page.select_option("#setup-count", "4")
    expect(page.locator("#seat-name-3")).to_be_visible()
    for i, kind in enumerate(["greedy", "random", "greedy", "random"]):
        page.select_option(f"#seat-kind-{i}", kind)
    fill_seed(page, "17")
    page.get_by_role("button", name="Start the game").click()
    over = page.get_by_role("dialog", name="win")
    # The page stays responsive while the bots play: it answers all along and shows the game
    # as it goes (several positions seen before the end), not only once the bots are done.
    seen: set[int] = set()
    deadline = time.monotonic() + 600  # a guard against a hang
    while not over.is_visible():
        assert time.monotonic() < deadline, "the bots did not finish in time"
        seen.add(page.evaluate("() => MingTable.state().log.length"))
        page.wait_for_timeout(250)
    assert len(seen - {0}) >= 3, seen
    st = page.evaluate("MingTable.state()")
    outcome = st["outcome"]
    assert outcome and st["toMove"] == []
    table = over.locator("table.outcome")
    expect(table.locator("thead th")).to_have_count(5)
    expect(table.locator("tr.total td")).to_have_count(4)
    totals = sorted(int(t) for t in table.locator("tr.total td").all_inner_texts())
    assert totals == sorted(outcome["scores"])
    expect(table).to_contain_text("Cloister figures")
    over.get_by_role("button", name="See the board").click()
    expect(over).to_be_hidden()


def test_scripting_api(page: Page, app_url: str) -> None:
    page.goto(app_url)
    page.evaluate("MingTable.ready")
    wait_ready(page)
    games = page.evaluate("MingTable.games()")
    assert [g["id"] for g in games] == ["ming-dynastie", "confucius", "ming-voyages", "yin-yang"]
    assert [g["id"] for g in games if g["available"]] == ["ming-dynastie", "confucius", "ming-voyages", "yin-yang"]
    assert next(g for g in games if g["id"] == "ming-voyages")["options"] == {"emperor": 0, "difficulty": "normal", "match": False}
    st = page.evaluate("""() => MingTable.newGame({game: 'ming-dynastie', seed: 3,
        players: [{name: 'Ann', bot: null}, {name: 'Ben', bot: null}, {name: 'Cy', bot: null}]})""")
    assert set(st) >= {"game", "toMove", "legalActions", "outcome", "log"}
    assert st["game"] == "ming-dynastie" and st["outcome"] is None
    page.evaluate("() => { window.changes = []; MingTable.on('change', (s) => window.changes.push(s.toMove)); }")
    first = st["legalActions"][0]
    assert set(first) == {"id", "label"}
    page.evaluate("id => MingTable.apply(id)", first["id"])
    assert page.evaluate("window.changes.length") == 1
    # An illegal action: a clear error to the caller and in the page's alert region.
    error = page.evaluate("() => { try { MingTable.apply('move-SX1-RIDER'); } catch (e) { return e.message; } }")
    assert "not a legal action" in error
    expect(page.get_by_role("alert")).to_contain_text("not a legal action")
    record = page.evaluate("MingTable.record()")
    assert record["actions"] == [first["id"]]
    page.evaluate("r => MingTable.load(r)", {**record, "actions": []})
    assert page.evaluate("MingTable.record()")["actions"] == []
    error = page.evaluate("() => { try { MingTable.load({format: 'nope'}); } catch (e) { return e.message; } }")
    assert "not a Ming Table record" in error
    assert page.evaluate("MingTable.shareLink()").startswith(app_url + "#g=")
    # Issue 32, item 7: newGame refuses what it does not know, in the catalogue's words; the game on
    # screen stays; names lose the characters that would let one player pose as another.
    before = page.evaluate("MingTable.record()")
    refusals = {
        "{foo: 1}": "newGame does not know 'foo'",
        "{game: 'yin-yang', live: true, iceServer: []}": "newGame does not know 'iceServer'",
        "{game: 'yin-yang', live: 'no'}": '"live" must be true or false',
        "{game: 'yin-yang', iceServers: []}": "are for a live game",
        "{game: 'yin-yang', players: [{name: 'Ann'}, {name: 'Ben', remote: 'yes'}]}": '"remote" must be true or false',
        "{game: 'yin-yang', players: [{name: 'Ben'}, {name: 'B\u200ben'}]}": "Seats 1 and 2 have the same name, Ben",
    }
    for spec, words in refusals.items():
        error = page.evaluate(f"() => {{ try {{ MingTable.newGame({spec}); }} catch (e) {{ return e.message; }} }}")
        assert error is not None and words in error, (spec, error)
        assert "Traceback" not in error and "keyword" not in error
    assert page.evaluate("MingTable.record()") == before
    st = page.evaluate("() => MingTable.newGame({game: 'yin-yang', players: [{name: '\u202eneB'}, {name: 'Ann\u200d'}]})")
    assert st["players"] == ["neB", "Ann"]


def test_postmessage_bridge_for_an_embedding_page(page: Page, app_url: str) -> None:
    # A host page (served by the test itself) that embeds the app with the one-line iframe.
    host = app_url + "embed-host.html"
    page.route(host, lambda route: route.fulfill(
        content_type="text/html",
        body=f'<!doctype html><title>Host</title><iframe id="app" src="{app_url}" width="1200" height="800"></iframe>'))
    page.goto(host)
    frame = page.frame_locator("#app")
    expect(frame.locator("body[data-engine=ready]")).to_have_count(1, timeout=60_000)
    reply = page.evaluate("""() => new Promise((resolve) => {
        const frame = document.getElementById('app').contentWindow;
        const replies = {}; const events = [];
        window.addEventListener('message', (e) => {
            if (!e.data || e.data.type !== 'mingtable') return;
            if (e.data.event === 'change') { events.push(e.data.state); return; }
            replies[e.data.id] = e.data;
            if (replies[3]) resolve({replies, events: events.length});
        });
        frame.postMessage({type: 'mingtable', id: 1, method: 'newGame', args: [{players: [
            {name: 'A', bot: null}, {name: 'B', bot: null}], seed: 1}]}, '*');
        frame.postMessage({type: 'mingtable', id: 2, method: 'apply', args: ['not-an-action']}, '*');
        frame.postMessage({type: 'mingtable', id: 3, method: 'state', args: []}, '*');
    })""")
    replies = reply["replies"]
    assert replies["1"]["result"]["game"] == "ming-dynastie"
    assert "not a legal action" in replies["2"]["error"]
    assert replies["3"]["result"]["legalActions"]
    assert reply["events"] >= 1
