"""A game with friends by link (issue 19), each browser context one person's device: invitations,
turn links, every device showing its own seat only, and the links a device refuses."""

from __future__ import annotations

import contextlib
import json
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import mingtable
from mingtable.games.ming_voyages.texts import card
from mingtable.i18n import tr

from support import DIST, non_local, serve_directory, wait_ready


class Device:
    """One person's browser: a context of its own (its own storage), and the page on it."""

    def __init__(self, browser: Any, url: str, viewport: dict[str, int] | None = None) -> None:
        self.context = browser.new_context(viewport=viewport or {"width": 1366, "height": 768})
        self.requests: list[str] = []
        self.context.on("request", lambda request: self.requests.append(request.url))
        self.page = self.context.new_page()
        self.page.goto(url)
        wait_ready(self.page)

    def state(self) -> dict[str, Any]:
        return self.page.evaluate("MingTable.state()")

    def open(self, link: str) -> None:
        """Open a link in the running page (a messenger's link opened in the app's tab)."""
        self.page.goto(link)
        self.page.wait_for_function("() => !location.hash", timeout=20_000)  # the app took the link

    def alert(self) -> str:
        return self.page.locator("#alert").inner_text()


@contextlib.contextmanager
def devices(browser: Any, url: str, count: int) -> Iterator[list[Device]]:
    made = [Device(browser, url) for _ in range(count)]
    try:
        yield made
        for device in made:
            assert device.requests and not non_local(device.requests)
    finally:
        for device in made:
            device.context.close()


def _hidden_card_names(record: dict[str, Any], seat: int) -> set[str]:
    """The names of The Ming Voyages' cards only the other seat may know of now: its hand and
    reserve, less every card the seat's own view or the public log names (its own cards, the
    piles, a card that was shown or played and came back)."""
    m = mingtable.load(record)
    secret = set(m.view(1 - seat)["hand"]) | set(m.view(1 - seat)["reserve"])
    known = json.dumps(m.view(seat)) + json.dumps(m.log_entries)
    return {tr(card(c), "en") for c in secret if c not in known}  # ids: a letter and two digits


def _settled(device: Device) -> dict[str, Any]:
    """The device's state once the bots it reaches have moved (the page lets them move in turn):
    its person decides, it has a link to send, it waits, or the game is over."""
    device.page.wait_for_function("() => { const s = MingTable.state(); return s.outcome !== null"
                                  " || s.humanToMove !== null || !s.toMove.some(t => !['remote', null].includes(s.bots[t])); }",
                                  timeout=30_000)
    return device.state()


def _pass_on(sender: Device, receivers: dict[int, Device]) -> int | None:
    """The sender's page offers the turn link: the person it names opens it. The seat, or None."""
    _settled(sender)
    turn = sender.page.evaluate("MingTable.turnLink()")
    if turn is None:
        return None
    box = sender.page.locator("#friends-box")
    assert box.is_visible() and ("Send to" in box.inner_text() or "send the result to" in box.inner_text())
    link = sender.page.locator("#friends-box [data-kind=turn] input").input_value()
    assert link == turn
    seat = int(sender.page.locator("#friends-box [data-kind=turn]").get_attribute("data-seat"))
    receivers[seat].open(link)
    return seat


def test_a_whole_game_of_the_ming_voyages_by_links(browser: Any, app_url: str) -> None:
    """Ann creates the game, Ben joins by invitation, the game goes back and forth by turn links
    to its end; after every decision neither page shows a card only the other may know."""
    with devices(browser, app_url, 2) as (ann, ben):
        state = ann.page.evaluate(
            'MingTable.newGame({game: "ming-voyages", players: [{name: "Ann"}, {name: "Ben", remote: true}], seed: 7})')
        assert state["seat"] == 0 and state["bots"] == [None, "remote"]
        invites = ann.page.evaluate("MingTable.invites()")
        assert [(i["seat"], i["name"]) for i in invites] == [(1, "Ben")]
        assert "Invitation" in ann.page.locator("#friends-box").inner_text()
        ben.open(invites[0]["link"])
        assert ben.state()["seat"] == 1
        by_seat = {0: ann, 1: ben}
        started = time.monotonic()
        hops = 0
        while True:
            movers = [s for s, d in by_seat.items() if d.state()["humanToMove"] == s]
            if not movers:
                break
            seat = movers[0]
            device = by_seat[seat]
            state = device.state()
            device.page.evaluate("id => MingTable.apply(id)", state["legalActions"][-1]["id"])
            record = device.page.evaluate("MingTable.record()")
            for s, d in by_seat.items():
                text = d.page.locator("body").inner_text()
                seen = json.dumps(d.state())
                leaked = [name for name in _hidden_card_names(record if d is device else d.page.evaluate("MingTable.record()"), s)
                          if name in text or name in seen]
                assert leaked == [], (s, leaked)
            if _pass_on(device, by_seat) is not None:
                hops += 1
            assert time.monotonic() - started < 600
        assert hops > 20
        final = ann.page.evaluate("MingTable.record()")
        assert ben.page.evaluate("MingTable.record()")["actions"] == final["actions"]
        assert mingtable.load(final).outcome is not None
        assert ann.page.locator("#over").is_visible() and ben.page.locator("#over").is_visible()


def test_three_devices_and_a_bot_each_see_their_own_seat(browser: Any, app_url: str) -> None:
    """Yin Yang for three persons and a bot: the invitations, the bot's decisions taken by the
    device that reaches them, the same game on every device, and the saved games' mark."""
    with devices(browser, app_url, 3) as (ann, ben, cy):
        ann.page.evaluate('MingTable.newGame({game: "yin-yang", players: [{name: "Ann"}, {name: "Ben", remote: true},'
                          ' {name: "Bot", bot: "random"}, {name: "Cy", remote: true}], seed: 3})')
        invites = {i["seat"]: i["link"] for i in ann.page.evaluate("MingTable.invites()")}
        assert sorted(invites) == [1, 3]
        by_seat = {0: ann, 1: ben, 3: cy}
        ben.open(invites[1])
        cy.open(invites[3])
        hops = 0
        while hops < 12:
            movers = [s for s, d in by_seat.items() if d.state()["humanToMove"] == s]
            assert len(movers) == 1
            seat = movers[0]
            device = by_seat[seat]
            assert device.page.locator("#friends-box").inner_text().startswith(f"You play {device.state()['players'][seat]}")
            while _settled(device)["humanToMove"] == seat:  # its decisions, and the bot's it reaches
                device.page.evaluate("id => MingTable.apply(id)", device.state()["legalActions"][0]["id"])
            assert _pass_on(device, by_seat) is not None
            hops += 1
            for s, d in by_seat.items():  # no page lists another seat's legal actions
                state = d.state()
                assert state["seat"] == s and (state["legalActions"] == [] or state["humanToMove"] == s)
        records = [d.page.evaluate("MingTable.record()")["actions"] for d in by_seat.values()]
        longest = max(records, key=len)
        assert all(longest[:len(r)] == r for r in records)
        # the saved games on the home screen: marked "with friends" and whose turn it is
        ben.page.evaluate("MingTable.state()")
        ben.page.get_by_role("button", name="Home").click()
        line = ben.page.locator("#saves li").first.inner_text()
        assert "with friends" in line and "to play" in line


def test_links_a_device_refuses_leave_its_game_as_it_was(browser: Any, app_url: str) -> None:
    with devices(browser, app_url, 2) as (ann, ben):
        ann.page.evaluate('MingTable.newGame({game: "ming-voyages", players: [{name: "Ann"}, {name: "Ben", remote: true}],'
                          ' seed: 7})')
        ben.open(ann.page.evaluate("MingTable.invites()")[0]["link"])
        ann.page.evaluate("id => MingTable.apply(id)", ann.state()["legalActions"][0]["id"])
        while ann.state()["humanToMove"] == 0:
            ann.page.evaluate("id => MingTable.apply(id)", ann.state()["legalActions"][0]["id"])
        first = ann.page.evaluate("MingTable.turnLink()")
        ben.open(first)
        before = ben.page.evaluate("MingTable.record()")
        # Ann opens her own link to Ben: it is for another seat
        ann_before = ann.page.evaluate("MingTable.record()")
        ann.open(first)
        assert "this device plays Ann" in ann.alert()
        assert ann.page.evaluate("MingTable.record()") == ann_before
        # a changed character in the middle of the link
        head, data = first.split("#f=")
        middle = len(data) // 2
        ben.open(head + "#f=" + data[:middle] + ("A" if data[middle] != "A" else "B") + data[middle + 1:])
        assert ben.alert()
        assert ben.page.evaluate("MingTable.record()") == before and ben.state()["seat"] == 1
        # Ben moves on; the first link is now older than his game
        while ben.state()["humanToMove"] == 1:
            ben.page.evaluate("id => MingTable.apply(id)", ben.state()["legalActions"][0]["id"])
        moved = ben.page.evaluate("MingTable.record()")
        ben.open(first)
        assert "older than the game on this device" in ben.alert()
        assert ben.page.evaluate("MingTable.record()") == moved
        # a device that never opened its invitation
        stranger = Device(browser, app_url)
        try:
            stranger.open(ben.page.evaluate("MingTable.turnLink()"))
            assert "open your invitation" in stranger.alert()
        finally:
            stranger.context.close()


def test_friends_play_by_link_offline(browser: Any, tmp_path: Path) -> None:
    """After one visit each device plays by link with the server gone: the invitation and the
    turn links open the app from its cache, and no page asks any host for anything."""
    site = tmp_path / "site"
    shutil.copytree(DIST, site)
    with serve_directory(site) as url:
        ann, ben = Device(browser, url), Device(browser, url)
        for device in (ann, ben):
            device.page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
    try:
        # the server is gone
        ann.page.evaluate('MingTable.newGame({game: "confucius", players: [{name: "Ann"}, {name: "Ben", remote: true},'
                          ' {name: "Bot", bot: "greedy"}], seed: 4})')
        ben.page.goto(ann.page.evaluate("MingTable.invites()")[0]["link"])  # a fresh load, from the cache
        wait_ready(ben.page)
        assert ben.state()["seat"] == 1
        by_seat = {0: ann, 1: ben}
        for _ in range(4):
            seat = next(s for s, d in by_seat.items() if _settled(d)["humanToMove"] == s)
            device = by_seat[seat]
            while _settled(device)["humanToMove"] == seat:
                device.page.evaluate("id => MingTable.apply(id)", device.state()["legalActions"][0]["id"])
            assert _pass_on(device, by_seat) == 1 - seat
        assert ann.page.evaluate("MingTable.record()")["actions"][:1] == ben.page.evaluate("MingTable.record()")["actions"][:1]
        for device in (ann, ben):
            assert not non_local(device.requests)
    finally:
        ann.context.close()
        ben.context.close()
