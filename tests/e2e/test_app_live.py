"""The live table (issue 22): a host and a guest, each a browser context of its own, connect by
links over a WebRTC data channel and play at once; every message the guest receives holds only
what its seat may see, and the host refuses an illegal action from the guest."""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

import mingtable
from mingtable.engine.match import parse_entry
from mingtable.i18n import T, tr
from mingtable.ui import live

from support import (CHROMIUM_ARGS, HEADLESS_SHELL, INSTANT_SPEED, ROOT, free_port, instant_by_default,
                     launch_chromium, non_local, wait_listening, wait_ready)

# Host candidates carry the machine's address, not an mDNS name the container cannot resolve.
LIVE_ARGS = [*CHROMIUM_ARGS, "--disable-features=WebRtcHideLocalIpsWithMdns"]
CSP_VIOLATIONS = """window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.effectiveDirective + ' ' + e.blockedURI));"""


@pytest.fixture(scope="module")
def live_browser(browser: Any) -> Iterator[Any]:
    """A second chromium of the same Playwright, launched with :data:`LIVE_ARGS`."""
    launched = launch_chromium(browser.browser_type, HEADLESS_SHELL, LIVE_ARGS)
    instant_by_default(launched)  # as the other tests' contexts: the instant speed, a start from the snapshot
    yield launched
    launched.close()


@pytest.fixture(scope="module")
def peer_server() -> Iterator[str]:
    """A PeerJS server (npm ``peer``, from node_modules) on 127.0.0.1 at a free port; its
    address as a person types it. Stopped after the module's tests."""
    port = free_port()
    server = subprocess.Popen(["node", os.fspath(ROOT / "node_modules/peer/dist/bin/peerjs.js"), "--port", str(port),
                               "--host", "127.0.0.1"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_listening(port, server, "PeerJS server", 20)
        yield f"ws://127.0.0.1:{port}/"
    finally:
        server.terminate()
        server.wait(timeout=10)


class Device:
    def __init__(self, browser: Any, url: str, locale: str | None = None, scripts: tuple[str, ...] = ()) -> None:
        self.context = browser.new_context(viewport={"width": 1366, "height": 768}, locale=locale)
        for script in (INSTANT_SPEED, CSP_VIOLATIONS, *scripts):
            self.context.add_init_script(script)
        self.requests: list[str] = []
        self.context.on("request", lambda request: self.requests.append(request.url))
        self.sockets: list[str] = []  # WebSockets opened (a signaling server's)
        self.context.on("page", lambda page: page.on("websocket", lambda ws: self.sockets.append(ws.url)))
        self.page = self.context.new_page()
        self.logs: list[str] = []
        self.page.on("console", lambda msg: self.logs.append(msg.text))
        self.errors: list[str] = []  # what the page logs as an error (issue 33, item 9: none)
        self.page.on("console", lambda msg: self.errors.append(msg.text) if msg.type == "error" else None)
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.goto(url)
        wait_ready(self.page)

    def state(self) -> dict[str, Any]:
        return self.page.evaluate("MingTable.state()")


def _match_at(record: dict[str, Any], n: int) -> mingtable.Match:
    m = mingtable.load({**record, "actions": []})
    for entry in record["actions"][:n]:
        named, action = parse_entry(entry)
        m.apply(action, named)
    return m


def _secrets(m: mingtable.Match, seat: int) -> set[str]:
    """Card ids and names in another seat's view (The Ming Voyages: hand and reserve) that the
    seat's own view and the public log do not name."""
    known = json.dumps(m.view(seat)) + json.dumps(m.log_entries)
    other = 1 - seat
    theirs = m.view(other)
    return {f'"{c}"' for c in set(theirs["hand"]) | set(theirs["reserve"]) if f'"{c}"' not in known}


def _walk(value: Any) -> Iterator[Any]:
    yield value
    if isinstance(value, dict):
        for v in value.values():
            yield from _walk(v)
    elif isinstance(value, list):
        for v in value:
            yield from _walk(v)


def _same_position(host: Device, guest: Device) -> None:
    """Wait until the guest shows the host's position (the same log and who decides); if it
    does not, fail with what each side holds and the last messages the guest received."""
    want = [host.state()["log"], host.state()["toMove"]]
    try:
        guest.page.wait_for_function(
            "(h) => { const s = MingTable.state(); return s && JSON.stringify([s.log, s.toMove]) === JSON.stringify(h); }",
            arg=want, timeout=20_000)
    except Exception:
        seen = guest.state()
        received = guest.page.evaluate("window.__mtLiveReceived.slice(-4).map((t) => t.slice(0, 300))")
        raise AssertionError(json.dumps({
            "host": [len(want[0]), want[0][-2:], want[1], host.state()["live"], host.page.locator("#alert").inner_text()],
            "host now": [len(host.state()["log"]), host.state()["toMove"]],
            "guest": [len((seen or {}).get("log") or []), (seen or {}).get("log", [])[-2:], (seen or {}).get("toMove"),
                      guest.page.locator("#alert").inner_text(), guest.errors[-3:]],
            "received": received}, indent=1)) from None


def _decide(host: Device, device: Device, pick: int = 0) -> None:
    """``device`` takes its legal action ``pick``; returns once the host has it (a guest's
    decision travels to the host: until it arrives the host's state still asks for it)."""
    done = len(host.page.evaluate("MingTable.record()")["actions"])
    device.page.evaluate("(id) => MingTable.apply(id)", device.state()["legalActions"][pick]["id"])
    host.page.wait_for_function("(n) => MingTable.record().actions.length > n", arg=done, timeout=20_000)


def test_a_host_and_a_guest_play_live_and_the_guest_learns_no_secret(live_browser: Any, app_url: str) -> None:
    host, guest = Device(live_browser, app_url), Device(live_browser, app_url)
    try:
        state = host.page.evaluate("""MingTable.newGame({game: "ming-voyages", seed: 21, live: true,
            players: [{name: "Ann"}, {name: "Ben", remote: true}]})""")
        assert state["live"] == {"host": True, "connected": []} and state["seat"] == 0
        host.page.wait_for_function("MingTable.invites().length === 1", timeout=20_000)
        invite = host.page.evaluate("MingTable.invites()")[0]
        assert invite["seat"] == 1 and "#l=" in invite["link"]

        guest.page.goto(invite["link"])
        guest.page.wait_for_function("MingTable.replyLink() !== null", timeout=20_000)
        reply = guest.page.evaluate("MingTable.replyLink()")
        assert "#lr=" in reply
        assert guest.page.locator("#friends-link-live-reply").input_value() == reply  # with Copy and a QR code
        said = guest.page.locator(".live-box .live-status").inner_text()  # the status says it is ready (issue 33 item 4)
        assert "Your reply link is ready." in said and "Preparing" not in said
        guest.page.screenshot(path="/tmp/live-guest-reply.png")
        host.page.fill("#live-reply", reply)  # the host pastes it and connects
        host.page.click("[data-ui=live-accept]")
        host.page.wait_for_function("MingTable.state().live.connected.length === 1", timeout=20_000)
        guest.page.wait_for_function("MingTable.state() && MingTable.state().live.connected.length === 1",
                                     timeout=20_000)
        assert guest.state()["seat"] == 1 and guest.state()["live"]["host"] is False
        assert guest.page.evaluate("MingTable.replyLink()") is None
        # "Reply taken: connecting to Ben…" went with the connection it spoke of
        expect(host.page.locator("#friends-box .live-taken")).to_have_count(0)
        assert "Reply taken" not in host.page.locator("#notice").inner_text()
        # the host keeps the record: a guest's page offers no Export, Share link or replay
        for selector in ("header [data-ui=export]", "header [data-ui=share]"):
            assert guest.page.locator(selector).is_hidden() and host.page.locator(selector).is_visible(), selector

        moves = {0: 0, 1: 0}
        for _ in range(12):
            _same_position(host, guest)
            hs = host.state()
            if hs["outcome"] is not None:
                break
            seat = hs["toMove"][0]
            device = host if seat == 0 else guest
            assert device.state()["legalActions"], (seat, device.state())
            _decide(host, device, -1)
            moves[seat] += 1
        _same_position(host, guest)
        assert moves[0] >= 2 and moves[1] >= 2, moves  # moves went both ways
        assert guest.page.locator("#replay-open").is_hidden() and host.page.locator("#replay-open").is_visible()
        last = guest.page.locator("#log li").last  # a log line opens no replay on a guest's page
        last.scroll_into_view_if_needed()
        line = last.bounding_box()
        guest.page.mouse.click(line["x"] + line["width"] / 2, line["y"] + line["height"] / 2)
        assert guest.page.locator("#replay-bar").inner_text() == "" and guest.page.locator("#alert").inner_text() == ""
        assert guest.page.evaluate("document.body.dataset.replay || ''") != "on"
        host.page.screenshot(path="/tmp/live-host.png")
        guest.page.screenshot(path="/tmp/live-guest.png")
        guest.page.set_viewport_size({"width": 390, "height": 844})
        guest.page.screenshot(path="/tmp/live-guest-phone.png", full_page=True)
        guest.page.set_viewport_size({"width": 1366, "height": 768})

        # an illegal action from the guest: the host refuses it, to the guest only
        before = host.page.evaluate("MingTable.record()")
        guest.page.evaluate("MingTable.apply('no-such-move')")
        guest.page.wait_for_function("document.getElementById('alert').innerText.includes('no-such-move')",
                                     timeout=20_000)
        assert host.page.evaluate("MingTable.record()") == before
        assert "no-such-move" not in host.page.locator("#alert").inner_text()

        # the guest's page reloads: its invitation served once (its offer is used), so the page
        # says to ask for the new one, which the host shows at once and which seats the guest
        # again with the whole game as it stands
        texts = guest.page.evaluate("window.__mtLiveReceived")
        guest.page.reload()
        wait_ready(guest.page)
        guest.page.wait_for_function("document.getElementById('screen-setup').innerText.includes('new invitation')",
                                     timeout=20_000)
        assert guest.state() is None and guest.page.evaluate("MingTable.replyLink()") is None
        guest.page.screenshot(path="/tmp/live-guest-reloaded.png")
        host.page.wait_for_function("MingTable.state().live.connected.length === 0 && MingTable.invites().length === 1",
                                    timeout=60_000)
        again = host.page.evaluate("MingTable.invites()")[0]["link"]
        assert again != invite["link"]
        guest.page.goto(again)
        wait_ready(guest.page)
        guest.page.wait_for_function("MingTable.replyLink() !== null", timeout=20_000)
        host.page.evaluate("(link) => MingTable.acceptReply(link)", guest.page.evaluate("MingTable.replyLink()"))
        host.page.wait_for_function("MingTable.state().live.connected.length === 1", timeout=20_000)
        _same_position(host, guest)
        first = json.loads(guest.page.evaluate("window.__mtLiveReceived")[0])
        assert first["type"] == "state" and first["log_at"] == 0 and len(first["log"]) == len(host.state()["log"])
        while host.state()["toMove"] != [1] and host.state()["outcome"] is None:
            host.page.evaluate("(id) => MingTable.apply(id)", host.state()["legalActions"][-1]["id"])
            _same_position(host, guest)
        assert guest.state()["legalActions"]
        record = host.page.evaluate("MingTable.record()")

        # the host leaves the game (Home) as the guest is to decide: the guest is told, and its
        # board is a view only with no reply link (issue 33, item 5)
        host.page.click("header [data-ui=home]")
        guest.page.wait_for_function("document.getElementById('alert').innerText.includes('this board is a view only')",
                                     timeout=20_000)
        assert guest.state()["legalActions"] == []
        assert guest.page.locator("#friends-box #friends-link-live-reply").count() == 0
        assert guest.page.locator("#board [data-action], #panel [data-action]").count() == 0
        texts += guest.page.evaluate("window.__mtLiveReceived")
        assert json.loads(texts[-1])["type"] == "bye"

        # every message the guest received: its own view only, no seed, no record's actions
        received = [json.loads(t) for t in texts]
        states = [msg for msg in received if msg["type"] == "state"]
        assert len(states) >= 8 and any(msg["type"] == "error" for msg in received)
        for msg in received:
            assert msg["v"] == 1
            for part in _walk(msg):
                assert not (isinstance(part, dict) and ("seed" in part or "record" in part))
                assert not (isinstance(part, list) and len(part) > 1 and part == record["actions"][:len(part)])
        for msg in states:
            m = _match_at(record, msg["n"])
            assert msg["view"] == m.view(1) and msg["seat"] == 1
            text = json.dumps(msg)
            assert sorted(s for s in _secrets(m, 1) if s in text) == []
        assert not non_local(host.requests + guest.requests)
        assert host.errors == [] and guest.errors == [], "\n".join(host.errors + guest.errors)  # issue 33, item 9
    finally:
        host.context.close()
        guest.context.close()


def test_a_guest_in_german_whose_host_left_is_told_and_plays_no_more(live_browser: Any, app_url: str) -> None:
    """Issue 33, items 5 and 10: a guest's page in German (its browser's language) whose host left
    says so in German and shows the board as a view only: no choice, no reply link, no error."""
    host, guest = Device(live_browser, app_url), Device(live_browser, app_url, locale="de-DE")
    try:
        host.page.evaluate("""MingTable.newGame({game: "confucius", seed: 5, live: true,
            players: [{name: "Ann"}, {name: "Ben", remote: true}, {name: "Cy", bot: "random"}]})""")
        host.page.wait_for_function("MingTable.invites().length === 1", timeout=20_000)
        guest.page.goto(host.page.evaluate("MingTable.invites()")[0]["link"])
        guest.page.wait_for_function("MingTable.replyLink() !== null", timeout=20_000)
        assert tr(T("ui.live.reply_ready"), "de") in guest.page.locator(".live-box .live-status").inner_text()
        host.page.evaluate("(link) => MingTable.acceptReply(link)", guest.page.evaluate("MingTable.replyLink()"))
        guest.page.wait_for_function("MingTable.state() && MingTable.state().live.connected.length === 1", timeout=20_000)
        _same_position(host, guest)
        host.page.click("header [data-ui=home]")
        expect(guest.page.locator("#alert")).to_have_text(tr(T("ui.live.view_only"), "de"))
        assert guest.state()["legalActions"] == [] and guest.page.evaluate("MingTable.replyLink()") is None
        assert guest.page.locator("#board [data-action], #panel [data-action], #tray [data-action]").count() == 0
        assert guest.page.locator("#friends-box #friends-link-live-reply").count() == 0
        assert host.errors + guest.errors == []
    finally:
        host.context.close()
        guest.context.close()


def test_the_set_up_form_starts_a_live_game_that_reopens_from_its_save(live_browser: Any, app_url: str) -> None:
    host = Device(live_browser, app_url)
    try:
        page = host.page
        page.click("[data-ui=new][data-arg=yin-yang]")
        page.select_option("#seat-kind-1", "remote")
        page.check("#setup-live")
        page.locator("#setup-more summary").click()
        assert page.locator("#setup-ice").input_value() == ""  # no STUN/TURN server unless one is entered
        page.fill("#setup-ice", "http://127.0.0.1:3478")  # no STUN/TURN server: refused, the form stays
        page.click("[data-ui=start]")
        page.wait_for_function("document.getElementById('alert').innerText.includes('stun:name:port')", timeout=20_000)
        assert host.state() is None and page.locator("#setup-ice").input_value() == "http://127.0.0.1:3478"
        page.fill("#setup-ice", "turn:bob:secret@127.0.0.1:3478")  # a TURN server on this machine (none runs there)
        page.screenshot(path="/tmp/live-setup.png")
        page.click("[data-ui=start]")
        page.wait_for_function("MingTable.state() && MingTable.state().live && MingTable.invites().length === 1",
                               timeout=20_000)
        ice = [{"urls": "turn:127.0.0.1:3478", "username": "bob", "credential": "secret"}]
        invite = host.page.evaluate("MingTable.invites()")[0]["link"]
        assert live.read_invitation(invite[invite.index("#"):])["ice"] == ice  # the guest needs the same servers
        assert host.state()["live"] == {"host": True, "connected": []}
        box = page.locator("#friends-box")
        assert "You host this live game" in box.inner_text() and page.locator("#friends-link-live-1").count() == 1
        assert "#l=" in page.locator("#friends-link-live-1").input_value()
        fold = page.locator("#friends-box .friends-link[data-seat='1'] details.qr-fold")
        fold.locator("summary").click()
        fold.locator(".qr svg").wait_for(timeout=10_000)  # the invitation fits a QR code
        page.screenshot(path="/tmp/live-form-host.png")
        page.set_viewport_size({"width": 390, "height": 844})
        box.screenshot(path="/tmp/live-form-host-phone.png")
        page.set_viewport_size({"width": 1366, "height": 768})
        first = host.page.evaluate("MingTable.invites()")[0]["link"]
        # Home and back to the save: the host invites again (a fresh offer), the box is back
        page.click("header [data-ui=home]")
        assert host.state() is None
        page.click("#saves [data-ui=continue]")
        page.wait_for_function("MingTable.state() && MingTable.state().live && MingTable.invites().length === 1",
                               timeout=20_000)
        again = host.page.evaluate("MingTable.invites()")[0]["link"]
        assert again != first and live.read_invitation(again[again.index("#"):])["ice"] == ice  # kept in the save
        assert "You host this live game" in box.inner_text()

        # a signaling server that cannot be reached: the box and an alert say so, no invitation comes
        closed = free_port()
        page.click("header [data-ui=home]")
        page.click("[data-ui=new][data-arg=yin-yang]")
        page.locator("#setup-more summary").click()
        page.fill("#setup-ice", "")
        page.fill("#setup-signal", f"ws://127.0.0.1:{closed}/")
        page.click("[data-ui=start]")
        page.wait_for_function("document.getElementById('friends-box').innerText.includes('cannot be reached')",
                               timeout=20_000)
        assert f"ws://127.0.0.1:{closed}/" in page.locator("#alert").inner_text()
        assert host.page.evaluate("MingTable.invites()") == [] and "Preparing" not in box.inner_text()
        assert not non_local(host.requests)
    finally:
        host.context.close()


def _connect(host: Device, guest: Device, seat: int) -> None:
    link = next(i["link"] for i in host.page.evaluate("MingTable.invites()") if i["seat"] == seat)
    guest.page.goto(link)
    wait_ready(guest.page)
    guest.page.wait_for_function("MingTable.replyLink() !== null", timeout=20_000)
    host.page.evaluate("(link) => MingTable.acceptReply(link)", guest.page.evaluate("MingTable.replyLink()"))
    # A WebRTC connection comes up in well under a second; 60 s leaves room for a loaded machine.
    host.page.wait_for_function("(s) => MingTable.state().live.connected.includes(s)", arg=seat, timeout=60_000)


def test_two_guests_and_a_bot_each_guest_sees_only_its_own_hand(live_browser: Any, app_url: str) -> None:
    """Confucius: the host (seat 0), two guests (seats 1, 2) and a bot the host runs (seat 3)."""
    host, one, two = (Device(live_browser, app_url) for _ in range(3))
    guests = {1: one, 2: two}
    try:
        host.page.evaluate("""MingTable.newGame({game: "confucius", seed: 8, live: true, players: [{name: "Ann"},
            {name: "Ben", remote: true}, {name: "Cy", remote: true}, {name: "Di", bot: "random"}]})""")
        host.page.wait_for_function("MingTable.invites().length === 2", timeout=20_000)
        for seat, guest in guests.items():
            _connect(host, guest, seat)
        moved = {0: 0, 1: 0, 2: 0}
        for _ in range(60):
            hs = host.state()
            if hs["outcome"] is not None or min(moved.values()) >= 2:
                break
            seat = hs["toMove"][0]
            if seat == 3:  # the bot moves on the host by itself
                host.page.wait_for_function("(n) => MingTable.record().actions.length > n",
                                            arg=len(host.page.evaluate("MingTable.record()")["actions"]), timeout=20_000)
                continue
            device = host if seat == 0 else guests[seat]
            if device is not host:
                _same_position(host, device)
            _decide(host, device)
            moved[seat] += 1
        assert min(moved.values()) >= 2, moved
        record = host.page.evaluate("MingTable.record()")
        for seat, guest in guests.items():
            guest.page.wait_for_function("(n) => MingTable.state().log.length === n", arg=len(host.state()["log"]),
                                         timeout=20_000)
            for text in guest.page.evaluate("window.__mtLiveReceived"):
                msg = json.loads(text)
                assert msg["type"] == "state" and "seed" not in msg
                m = _match_at(record, msg["n"])
                assert msg["view"] == m.view(seat)
                for part in _walk(msg):  # a hand is only ever the seat's own
                    assert not (isinstance(part, dict) and "hand" in part and part["hand"] != m.view(seat)["hand"])
        assert not non_local(host.requests + one.requests + two.requests)
        assert host.errors + one.errors + two.errors == []  # a clean console (issue 33, item 9)
    finally:
        for device in (host, one, two):
            device.context.close()


def test_through_a_peerjs_server_one_invitation_suffices_and_serves_again(live_browser: Any, app_url: str,
                                                                         peer_server: str) -> None:
    """The host types the signaling server into the set-up form; the guest only opens its
    invitation (no reply link), plays, closes its page and rejoins with the same link."""
    host, guest = Device(live_browser, app_url), Device(live_browser, app_url)
    try:
        page = host.page
        page.click("[data-ui=new][data-arg=yin-yang]")
        page.select_option("#seat-kind-1", "remote")
        page.check("#setup-live")
        page.locator("#setup-more summary").click()
        page.fill("#setup-signal", peer_server)
        hint = page.locator("#setup-signal-hint").inner_text()
        assert "learns" in hint and "never the game's messages" in hint  # what the server would learn
        page.screenshot(path="/tmp/live-peer-setup.png")
        page.click("[data-ui=start]")
        page.wait_for_function("MingTable.state() && MingTable.invites().length === 1", timeout=20_000)
        box = page.locator("#friends-box")
        assert peer_server in box.inner_text() and page.locator("#live-reply").count() == 0
        page.screenshot(path="/tmp/live-peer-host.png")
        link = host.page.evaluate("MingTable.invites()")[0]["link"]

        guest.page.goto(link)
        wait_ready(guest.page)
        guest.page.wait_for_function("MingTable.state() && MingTable.state().live.connected.length === 1",
                                     timeout=20_000)
        assert guest.page.evaluate("MingTable.replyLink()") is None
        host.page.wait_for_function("MingTable.state().live.connected.length === 1", timeout=20_000)
        for _ in range(6):
            _same_position(host, guest)
            seat = host.state()["toMove"][0]
            _decide(host, host if seat == 0 else guest)
        _same_position(host, guest)
        guest.page.screenshot(path="/tmp/live-peer-guest.png")

        # the guest's page closes; the same invitation seats it again
        guest.page.close()
        host.page.wait_for_function("MingTable.state().live.connected.length === 0", timeout=60_000)
        assert host.page.evaluate("MingTable.invites()")[0]["link"] == link
        guest.page = guest.context.new_page()
        guest.page.goto(link)
        wait_ready(guest.page)
        host.page.wait_for_function("MingTable.state().live.connected.length === 1", timeout=20_000)
        _same_position(host, guest)

        # another device with the same invitation cannot take the connected guest's seat
        thief = Device(live_browser, app_url)
        try:
            thief.page.goto(link)
            wait_ready(thief.page)
            thief.page.wait_for_function("document.getElementById('alert').innerText.includes('Someone else joined')",
                                         timeout=20_000)
            assert "this device cannot take that seat" in thief.page.locator("#alert").inner_text()
            # its box no longer says it is connected, and its state plays no seat
            expect(thief.page.locator(".live-status")).to_contain_text("Not seated: the host's table refused this device.")
            assert thief.state() is None or thief.state()["live"]["connected"] == []
        finally:
            thief.context.close()
        assert host.page.evaluate("MingTable.state().live.connected") == [1]
        seat = host.state()["toMove"][0]
        _decide(host, host if seat == 0 else guest)
        _same_position(host, guest)  # the guest plays on

        server = peer_server.removeprefix("ws://").rstrip("/")
        assert host.sockets and guest.sockets
        assert all(url.startswith(f"ws://{server}/peerjs?") for url in host.sockets + guest.sockets), \
            host.sockets + guest.sockets
        for device in (host, guest):
            assert device.page.evaluate("window.__cspViolations") == []
        assert not non_local(host.requests + guest.requests)
        assert host.errors + guest.errors == []  # a clean console (issue 33, item 9)
    finally:
        host.context.close()
        guest.context.close()


SAW_PLAYING = """window.__mtSawPlaying = 0;
new MutationObserver(() => { if (document.body && document.body.dataset.playing) window.__mtSawPlaying += 1; })
    .observe(document.documentElement, {attributes: true, subtree: true, attributeFilter: ["data-playing"]});"""


def test_a_guest_undoes_sees_the_steps_and_rejoins_after_a_reload(live_browser: Any, app_url: str,
                                                                    peer_server: str) -> None:
    """Ming-Dynastie through the PeerJS server: the guest's page plays decisions step by step
    (its speed "fast"), takes back its own decision with Undo, and a reload seats it again with
    the invitation the tab kept, without a new link."""
    host, guest = Device(live_browser, app_url), Device(live_browser, app_url)
    guest.page.evaluate(SAW_PLAYING)  # the invitation opens in this same document (a hash change)
    try:
        host.page.evaluate("""(server) => MingTable.newGame({game: "ming-dynastie", seed: 12, live: true,
            signaling: server, players: [{name: "Ann"}, {name: "Ben", remote: true}, {name: "Cy", bot: "random"}]})""",
                           peer_server)
        host.page.wait_for_function("MingTable.invites().length === 1", timeout=20_000)
        guest.page.goto(host.page.evaluate("MingTable.invites()")[0]["link"])
        wait_ready(guest.page)
        guest.page.wait_for_function("MingTable.state() && MingTable.state().live.connected.length === 1",
                                     timeout=20_000)
        guest.page.select_option("#speed", "fast")
        undone = False
        for _ in range(80):
            _same_position(host, guest)
            stepped = guest.page.evaluate("window.__mtLiveReceived.some((t) => JSON.parse(t).steps)")
            if undone and stepped:
                break
            hs = host.state()
            if hs["outcome"] is not None:
                break
            seat = hs["toMove"][0]
            done = len(host.page.evaluate("MingTable.record()")["actions"])
            if seat == 2:
                host.page.wait_for_function("(n) => MingTable.record().actions.length > n", arg=done, timeout=20_000)
                continue
            device = host if seat == 0 else guest
            device.page.evaluate("(id) => MingTable.apply(id)", device.state()["legalActions"][0]["id"])
            host.page.wait_for_function("(n) => MingTable.record().actions.length > n", arg=done, timeout=20_000)
            if seat == 1 and not undone:
                _same_position(host, guest)
                if guest.page.locator("#btn-undo").is_enabled():
                    guest.page.click("#btn-undo")  # its own decision of this turn, by the rules' policy
                    host.page.wait_for_function("(n) => MingTable.record().actions.length === n", arg=done,
                                                timeout=20_000)
                    undone = True
        assert undone, "the guest never had a decision to take back"
        assert stepped and guest.page.evaluate("window.__mtSawPlaying") > 0  # steps shown on the guest's page
        _same_position(host, guest)
        guest.page.screenshot(path="/tmp/live-guest-md.png")

        # a reload: the tab kept the invitation, the guest is seated again at once
        guest.page.reload()
        wait_ready(guest.page)
        guest.page.wait_for_function("MingTable.state() && MingTable.state().live.connected.length === 1",
                                     timeout=20_000)
        host.page.wait_for_function("MingTable.state().live.connected.length === 1", timeout=20_000)
        _same_position(host, guest)
        assert guest.state()["seat"] == 1
        # Home: the guest leaves, and a reload no longer rejoins
        guest.page.click("header [data-ui=home]")
        host.page.wait_for_function("MingTable.state().live.connected.length === 0", timeout=20_000)
        guest.page.reload()
        wait_ready(guest.page)
        assert guest.state() is None
        assert host.errors + guest.errors == []  # a clean console (issue 33, item 9)
    finally:
        host.context.close()
        guest.context.close()
