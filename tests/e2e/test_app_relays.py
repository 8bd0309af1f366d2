"""Turns that travel by themselves (issue 34): a game with friends whose hops also go through a
real Nostr relay (the ``nostr-relay`` package, started here on 127.0.0.1 from the venv
build.sh makes), each device taking the other's moves without a link, and a device that was
closed catching up when it opens the game again."""

from __future__ import annotations

import contextlib
import json
import os
import random
import select
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

import mingtable
from mingtable.i18n import T, tr
from mingtable.ui import friends
from mingtable.ui import live as L
from mingtable.ui.session import new_session
from mingtable.ui.signaling import new_peer_id

from support import ROOT, free_port, non_local, wait_listening, wait_ready
from test_app_friends import Device, Secrets, _settled, say
from test_app_live import Device as LiveDevice, _decide, _same_position, live_browser  # noqa: F401 - fixtures

RELAY = ROOT / ".venv-relay" / "bin" / "nostr-relay"

CONFIG = """DEBUG: false
relay_name: Ming Table test relay
storage:
  sqlalchemy.url: sqlite+aiosqlite:///{db}
  num_concurrent_reqs: 10
  num_concurrent_adds: 2
  validators:
    - nostr_relay.validators.is_not_too_large
    - nostr_relay.validators.is_signed
    - nostr_relay.validators.is_recent
verification:
  nip05_verification: disabled
gunicorn:
  bind: 127.0.0.1:{port}
  workers: 1
  loglevel: warning
  reload: false
authentication:
  enabled: false
message_timeout: 1800
subscription_limit: 32
"""


@contextlib.contextmanager
def running_relay(folder: Path, port: int | None = None) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """A Nostr relay on 127.0.0.1 at ``port`` (a free one unless given: a relay started again
    where it was), storing events in the database in ``folder`` (a fresh one, or what the relay
    that ran there before stored): its address as a person types it, and its process."""
    if not RELAY.exists():
        pytest.fail(f"{RELAY} is missing: run ./build.sh setup", pytrace=False)
    port = port or free_port()
    config = folder / "relay.yaml"
    config.write_text(CONFIG.format(db=folder / "events.sqlite3", port=port))
    log = (folder / "relay.log").open("a")
    server = subprocess.Popen([os.fspath(RELAY), "-c", os.fspath(config), "serve", "--use-uvicorn"], cwd=folder,
                              stdout=log, stderr=subprocess.STDOUT)
    try:
        wait_listening(port, server, "relay", 30, lambda: Path(log.name).read_text())
        yield f"ws://127.0.0.1:{port}", server
    finally:
        server.terminate()
        server.wait(timeout=10)
        log.close()


@pytest.fixture(scope="module")
def relay(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with running_relay(tmp_path_factory.mktemp("relay")) as (url, _):
        yield url


def _play(device: Device, seat: int) -> None:
    """The person of ``seat`` decides until it is no longer their turn (first legal action), the
    bots after them move, and the device signs its hop (which it then publishes)."""
    while _settled(device)["humanToMove"] == seat:
        device.page.evaluate("id => { MingTable.apply(id); }", device.state()["legalActions"][0]["id"])
    device.page.evaluate("MingTable.turnLink()")


def _same_game(device: Device, record: dict[str, Any], timeout: int = 10_000) -> None:
    device.page.wait_for_function("(n) => MingTable.state() && MingTable.record().actions.length === n",
                                  arg=len(record["actions"]), timeout=timeout)
    assert device.page.evaluate("MingTable.record()")["actions"] == record["actions"]


def _start(ann: Device, ben: Device, relay: str, seed: int) -> str:
    """Ann's game with Ben through ``relay``; Ben joins by his invitation (returned)."""
    ann.page.evaluate("([url, seed]) => MingTable.newGame({game: 'yin-yang', seed, relays: [url], players: "
                      "[{name: 'Ann'}, {name: 'Ben', remote: true}]})", [relay, seed])
    _play(ann, 0)
    invitation: str = ann.page.evaluate("MingTable.invites()")[0]["link"]
    ben.open(invitation)
    return invitation


# In a page: every text its notice region shows from now on, in window.__said.
NOTICES = """() => { window.__said = []; const region = document.getElementById("notice");
  new MutationObserver(() => window.__said.push(region.innerText)).observe(region, {childList: true, subtree: true, characterData: true}); }"""
WAITING = "(n) => { const r = MingTable.state().relays; return r.waiting === n; }"


def test_a_relay_that_stops_is_said_and_links_carry_on(browser: Any, app_url: str, tmp_path: Path) -> None:
    """Issue 34, items 2, 5 and 6: the relay stops mid-game: both pages say so (Ben's in German),
    and each move made meanwhile waits for a relay (``waiting`` 1); the next move goes by link.
    The relay starts again on its port with the events it stored (as a relay back from a
    restart): both pages say it is reachable again, the waiting hops go (``waiting`` 0), Ann's
    page takes through it the move Ben made while it was away, and the game goes on through it
    with no link, each move on the other page within 2 s of the decision. The relay restarts
    again while the one who waits shows Home: the next move is on his Home within seconds."""
    ann, ben = Device(browser, app_url), Device(browser, app_url, locale="de-DE")
    try:
        with running_relay(tmp_path) as (url, server):
            _start(ann, ben, url, seed=9)
            mover, seat, other = (ben, 1, ann) if _settled(ben)["humanToMove"] == 1 else (ann, 0, ben)
            _play(mover, seat)
            _same_game(other, mover.page.evaluate("MingTable.record()"))  # through the relay
            server.terminate()
            server.wait(timeout=10)
        # both pages say it, with what to do
        for device, lang in ((ann, "en"), (ben, "de")):
            device.page.wait_for_function("(text) => document.getElementById('alert').innerText === text",
                                          arg=say(lang, "ui.relays.away"), timeout=20_000)
            assert device.state()["relays"]["connected"] == 0
            device.page.evaluate(NOTICES)
        # the next move waits for a relay, and goes by link; the move after it waits too
        people = {0: ann, 1: ben}
        seat = 1 - seat
        _play(people[seat], seat)
        people[seat].page.wait_for_function(WAITING, arg=1)
        link = people[seat].page.evaluate("MingTable.turnLink()")
        people[1 - seat].open(link)
        assert people[1 - seat].page.evaluate("MingTable.record()") == people[seat].page.evaluate("MingTable.record()")
        seat = 1 - seat
        _play(people[seat], seat)
        people[seat].page.wait_for_function(WAITING, arg=1)
        # the hop that went by link waits for a relay too: its device's newest is in no relay yet
        assert people[1 - seat].state()["relays"] == {"urls": [url], "connected": 0, "waiting": 1}
        # the relay is back where it was, with what it stored
        with running_relay(tmp_path, int(url.rsplit(":", 1)[1])):
            for device, lang in ((ann, "en"), (ben, "de")):
                device.page.wait_for_function("(text) => window.__said.includes(text)", arg=say(lang, "ui.relays.back"),
                                              timeout=20_000)
                device.page.wait_for_function("() => { const r = MingTable.state().relays; "
                                              "return r.connected === 1 && r.waiting === 0; }", timeout=20_000)
                assert device.alert() == ""  # what it said no longer holds
            record = people[seat].page.evaluate("MingTable.record()")
            _same_game(people[1 - seat], record, timeout=20_000)  # the move made while it was away, through it
            # and on through it, no link: each move on the other page within 2 s of the decision
            times = []
            for _ in range(3):
                seat = 1 - seat
                if _settled(people[seat])["outcome"] is not None:
                    break
                start = time.monotonic()
                _play(people[seat], seat)
                _same_game(people[1 - seat], people[seat].page.evaluate("MingTable.record()"))
                times.append(time.monotonic() - start)
            assert len(times) >= 2 and max(times) < 2.0, times  # issue 34, item 2: "within 2 s"
            # Home listens as the open game does: the one who waits goes Home, and the relay
            # restarts meanwhile (below)
            waiter, lang = (ann, "en") if seat == 0 else (ben, "de")
            waiter.page.locator("[data-ui=home]:visible").first.click()
            expect(waiter.page.locator("#saves li").first).not_to_contain_text(say(lang, "ui.saves.your_turn"))
        with running_relay(tmp_path, int(url.rsplit(":", 1)[1])):
            # back after a restart: the next move is on the waiter's Home within a few seconds
            # (the relay client's own reconnection waited 10 s and more)
            seat = 1 - seat
            _play(people[seat], seat)
            expect(waiter.page.locator("#saves li").first).to_contain_text(say(lang, "ui.saves.your_turn"),
                                                                           timeout=8_000)
        # the browser's own line for each try to reach the stopped relay is the only error
        assert [e for e in ann.errors + ben.errors if not e.startswith(f"WebSocket connection to '{url}/' failed")] == []
    finally:
        ann.context.close()
        ben.context.close()


# The relay client's script fails to load, as a file the network or a blocker kept away would.
NO_CLIENT = """const append = Element.prototype.appendChild;
Element.prototype.appendChild = function (node) {
  if (node.tagName === "SCRIPT" && String(node.src).includes("nostr.bundle.js")) {
    setTimeout(() => node.onerror && node.onerror(new Event("error")), 0);
    return node;
  }
  return append.call(this, node);
};"""


def test_a_relay_client_that_cannot_load_is_said_and_links_carry_on(browser: Any, app_url: str, relay: str) -> None:
    """Issue 34, item 5: on Ann's device the relay client (vendor/nostr.bundle.js) does not
    load: her page says so, with what to do; her turn still goes by link, and Ben's device,
    whose client loaded, takes it."""
    ann, ben = Device(browser, app_url, scripts=(NO_CLIENT,)), Device(browser, app_url)
    try:
        _start(ann, ben, relay, seed=20)
        ann.page.wait_for_function("() => document.getElementById('alert').innerText.includes("
                                   "'This page could not load its relay client')", timeout=10_000)
        assert ann.state()["relays"]["connected"] == 0
        if _settled(ben)["humanToMove"] == 1:
            _play(ben, 1)
            ann.open(ben.page.evaluate("MingTable.turnLink()"))  # Ben's move reaches Ann's page by link only
        assert _settled(ann)["humanToMove"] == 0
        _play(ann, 0)
        ben.open(ann.page.evaluate("MingTable.turnLink()"))  # her turn goes by link
        assert ben.page.evaluate("MingTable.record()") == ann.page.evaluate("MingTable.record()")
        assert ben.alert() == ""  # Ben's relays are reachable: nothing said, not even while they connected
        assert ann.errors + ben.errors == []
    finally:
        ann.context.close()
        ben.context.close()


# What a relay learns, as the form says it in each language (issue 34, item 1).
LEARNS = {"en": ("the encrypted messages", "the devices' public keys", "when each message is sent",
                 "the devices' network addresses"),
          "de": ("die verschlüsselten Nachrichten", "die öffentlichen Schlüssel der Geräte", "wann jede Nachricht gesendet wird",
                 "die Netzadressen der Geräte")}


def test_the_set_up_form_chooses_how_turns_travel_and_says_what_a_relay_learns(browser: Any, app_url: str,
                                                                                relay: str) -> None:
    """Issue 34, item 1: once a seat is played on another device the form asks how turns travel:
    by links only (chosen at first) or through relays (the default ones shown, editable), and
    says what a relay learns, in English and in German (Ben's browser). A game started by links
    only opens no WebSocket at all, the default relays filled in (Playwright's requests do not
    show WebSockets); an address the form cannot read is refused before the game starts; a game
    through the relay typed connects to that relay only, and its turns go there."""
    ann, ben = Device(browser, app_url), Device(browser, app_url, locale="de-DE")
    sockets: list[str] = []
    for device in (ann, ben):
        device.page.on("websocket", lambda socket: sockets.append(socket.url))
    try:
        for device, lang in ((ann, "en"), (ben, "de")):
            page = device.page
            page.click("[data-ui=new][data-arg=yin-yang]")
            assert page.locator(".setup-travel").is_hidden()  # no person on another device: nothing to choose
            page.select_option("#seat-kind-1", "remote")
            assert page.locator(".setup-travel legend").inner_text() == say(lang, "ui.setup.travel")
            assert page.locator("#setup-links-only").is_checked() and not page.locator("#setup-relays").is_checked()
            assert page.locator("#setup-links-only-hint").inner_text() == say(lang, "ui.setup.links_only_hint")
            learns = page.locator("#setup-relays-hint").inner_text()
            assert all(part in learns for part in LEARNS[lang]) and learns == say(lang, "ui.setup.relays_hint")
            assert page.locator("#setup-relay-list").is_hidden()  # the addresses once relays are chosen
        ben.page.click("[data-ui=home]")
        page = ann.page
        assert page.locator("#setup-relay-list").input_value() == "wss://relay.damus.io wss://nos.lol wss://relay.primal.net"
        page.click("[data-ui=start]")  # by links only
        page.wait_for_function("MingTable.state() !== null")
        assert ann.state()["relays"] is None
        _play(ann, 0)  # the device signed its turn: a game through relays would publish it now
        page.wait_for_timeout(1000)
        assert sockets == []  # nothing contacted
        page.click("[data-ui=home]")
        page.click("[data-ui=new][data-arg=yin-yang]")  # the form as it was left
        page.check("#setup-relays")
        assert page.locator("#setup-relay-list").is_visible() and not page.locator("#setup-links-only").is_checked()
        page.fill("#setup-relay-list", "https://not-a-relay")
        page.click("[data-ui=start]")
        page.wait_for_function("document.getElementById('alert').innerText.includes('A relay could not be read')")
        assert ann.page.evaluate("document.body.dataset.screen") == "setup"
        page.fill("#setup-relay-list", relay)
        page.click("[data-ui=start]")
        page.wait_for_function("MingTable.state() !== null && MingTable.state().relays !== null")
        assert ann.state()["relays"]["urls"] == [relay]
        _play(ann, 0)
        ben.open(ann.page.evaluate("MingTable.invites()")[0]["link"])
        _play(ben, 1)
        _same_game(ann, ben.page.evaluate("MingTable.record()"))  # through the relay
        assert sockets and {url.rstrip("/") for url in sockets} == {relay}  # the relay chosen, and no other
        assert ann.errors + ben.errors == []
    finally:
        ann.context.close()
        ben.context.close()


YOUR_TURN = "() => !!document.querySelector('#saves li') && document.querySelector('#saves li').innerText.includes('your turn')"


def test_home_says_your_turn_when_a_move_came_through_the_relays(browser: Any, app_url: str, relay: str) -> None:
    """Issue 34, item 2: a move that comes through the relays while Ben's page shows Home goes
    into his save and his game's line says "your turn", without his game opening; one that comes
    while his page shows the set-up form of another game goes into his save too, and the page
    says that it is his turn; and a page that starts on Home (Ben's device opened again) asks
    the relays of his saved games too."""
    ann, ben = Device(browser, app_url), Device(browser, app_url)
    try:
        _start(ann, ben, relay, seed=18)
        if _settled(ben)["humanToMove"] == 1:
            _play(ben, 1)
            _same_game(ann, ben.page.evaluate("MingTable.record()"))
        ben.page.get_by_role("button", name="Home").click()
        assert "your turn" not in ben.page.locator("#saves li").first.inner_text()  # Ann is to play
        _play(ann, 0)
        ben.page.wait_for_function(YOUR_TURN, timeout=10_000)
        assert ben.page.evaluate("document.body.dataset.screen") == "home"  # Home stays on screen
        ben.page.locator("#saves li").first.get_by_role("button", name="Continue").click()
        _same_game(ben, ann.page.evaluate("MingTable.record()"))  # the game as Ann's move left it
        assert _settled(ben)["humanToMove"] == 1
        _play(ben, 1)
        _same_game(ann, ben.page.evaluate("MingTable.record()"))
        ben.page.get_by_role("button", name="Home").click()
        ben.page.get_by_role("button", name="New game of Confucius").click()  # the form of another game
        expect(ben.page.locator("#screen-setup")).to_be_visible()
        _play(ann, 0)
        expect(ben.page.locator("#notice")).to_contain_text("Your turn in Yin Yang", timeout=10_000)
        expect(ben.page.locator("#screen-setup")).to_be_visible()  # the form stays
        ben.page.get_by_role("button", name="Home").click()
        ben.page.wait_for_function(YOUR_TURN, timeout=10_000)  # in the save already
        ben.page.locator("#saves li").first.get_by_role("button", name="Continue").click()
        _same_game(ben, ann.page.evaluate("MingTable.record()"))
        _play(ben, 1)
        _same_game(ann, ben.page.evaluate("MingTable.record()"))
        ben.page.get_by_role("button", name="Home").click()
        ben.page.close()  # Ben's device is off (its app left at Home) while Ann moves
        _play(ann, 0)
        ann.page.wait_for_function("() => MingTable.state().relays.waiting === 0", timeout=10_000)
        ben.page = ben.context.new_page()
        ben.page.goto(app_url)
        wait_ready(ben.page)
        ben.page.wait_for_function(YOUR_TURN, timeout=10_000)
        assert ben.page.evaluate("MingTable.state()") is None  # still Home
        assert ann.errors + ben.errors == []
        # Home in one tab, the game in another: both take Ann's next move from the relay, the
        # Home tab into the save. Whichever is first, the game's tab shows the move and saves on
        # (before, a Home tab's write made it say that another tab had changed the game)
        home, ben.page = ben.page, ben.context.new_page()
        ben.page.goto(app_url)
        wait_ready(ben.page)
        ben.page.locator("#saves li").first.get_by_role("button", name="Continue").click()
        _play(ben, 1)
        _same_game(ann, ben.page.evaluate("MingTable.record()"))
        _play(ann, 0)
        _same_game(ben, ann.page.evaluate("MingTable.record()"))
        home.wait_for_function(YOUR_TURN, timeout=10_000)
        _play(ben, 1)
        _same_game(ann, ben.page.evaluate("MingTable.record()"))
        assert ben.page.locator("#save-problem").is_hidden() and home.evaluate("MingTable.state()") is None
    finally:
        ann.context.close()
        ben.context.close()


# Publish ``text`` to the relay as an event of the game's topic, with a Nostr key of its own (a
# stranger, or a relay that serves what it likes): encrypted with ``key`` (base64) when given,
# else as it is. Runs in a page where assets/relays.mjs has loaded the Nostr client.
PUBLISH = """async ([url, topic, key, text]) => {
  const T = window.NostrTools;
  let content = text;
  if (key) {
    const aes = await crypto.subtle.importKey("raw", Uint8Array.from(atob(key), (c) => c.charCodeAt(0)), "AES-GCM", false, ["encrypt"]);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const sealed = new Uint8Array(await crypto.subtle.encrypt({name: "AES-GCM", iv, additionalData: new TextEncoder().encode(topic)},
                                                             aes, new TextEncoder().encode(text)));
    content = btoa(String.fromCharCode(...iv, ...sealed));
  }
  const pool = new T.SimplePool();
  const event = T.finalizeEvent({kind: 30078, created_at: Math.floor(Date.now() / 1000), tags: [["d", topic]], content},
                                T.generateSecretKey());
  await Promise.any(pool.publish([url], event));
  pool.destroy();
}"""


def test_a_hop_a_relay_failed_to_pass_on_is_asked_for_again(browser: Any, app_url: str, relay: str) -> None:
    """Issue 34, item 5: Ben's page loses the event of Ann's move as a relay that drops it would;
    asking the relays again (every 15 s, here every second) brings it."""
    ann, ben = Device(browser, app_url), Device(browser, app_url, scripts=("window.__mtRelayAskMs = 1000;",))
    try:
        _start(ann, ben, relay, seed=16)
        if _settled(ben)["humanToMove"] == 1:
            _play(ben, 1)
            _same_game(ann, ben.page.evaluate("MingTable.record()"))
        ben.page.evaluate("window.__mtRelayDrop = 1")
        _play(ann, 0)
        _same_game(ben, ann.page.evaluate("MingTable.record()"))
        assert ben.page.evaluate("window.__mtRelayDrop") == 0  # the event was lost, and came again
        assert ann.errors + ben.errors == []
    finally:
        ann.context.close()
        ben.context.close()


# In the page: it took in ``n`` events from the relays (assets/relays.mjs), and their hops' signatures
# are checked.
TAKEN = "(n) => window.__mtRelayEvents >= n && !window.__mtKeysBusy()"


def test_a_relay_that_lies_changes_nothing(browser: Any, app_url: str, relay: str) -> None:
    """Issue 34, item 5: a stranger's event, an older hop served again, a hop whose ciphertext
    was changed, and a well encrypted hop of a changed link all reach Ann's and Ben's pages
    through the relay: their games stay as they were (the changed link is refused with a
    message), and a real move still comes through afterwards."""
    from mingtable.ui import friends as F
    from mingtable.ui.relays import channel

    ann, ben = Device(browser, app_url), Device(browser, app_url)
    try:
        invitation = _start(ann, ben, relay, seed=12)
        links = []
        for _ in range(3):
            for device, seat, other in ((ben, 1, ann), (ann, 0, ben)):
                if _settled(device)["humanToMove"] == seat:
                    _play(device, seat)
                    links.append(device.page.evaluate("MingTable.turnLink()"))
                    _same_game(other, device.page.evaluate("MingTable.record()"))
        assert F.read(links[0][links[0].index("#"):]).relay_key is None  # a turn link does not carry the key
        header = F.read(invitation[invitation.index("#"):])  # an invitation does
        chan = channel(header.id, header.commitments, [relay], header.relay_key)
        record = ben.page.evaluate("MingTable.record()")
        old = links[0][links[0].index("#") + 1:]
        mid = len(old) // 2
        changed = old[:mid] + ("A" if old[mid] != "A" else "B") + old[mid + 1:]
        taken = {device: device.page.evaluate("window.__mtRelayEvents || 0") for device in (ann, ben)}
        for key, text in ((None, "not a hop"), (chan["key"], old), (None, "AAAA" + "B" * 60)):
            ann.page.evaluate(PUBLISH, [relay, chan["topic"], key, text])
        for device in (ann, ben):  # a stranger's event, an older hop again, a changed ciphertext: quietly nothing
            device.page.wait_for_function(TAKEN, arg=taken[device] + 3, timeout=10_000)
            assert device.alert() == "" and device.page.evaluate("MingTable.record()") == record
        ann.page.evaluate(PUBLISH, [relay, chan["topic"], chan["key"], changed])
        for device in (ann, ben):  # a changed link: refused, said, and nothing changed
            device.page.wait_for_function(TAKEN, arg=taken[device] + 4, timeout=10_000)
            device.page.wait_for_function("() => document.getElementById('alert').innerText.includes("
                                          "'A move that came through a relay was refused')", timeout=10_000)
            assert device.page.evaluate("MingTable.record()") == record
        # and the honest devices play on through the relay
        for device, seat, other in ((ben, 1, ann), (ann, 0, ben)):
            if _settled(device)["humanToMove"] == seat:
                _play(device, seat)
                _same_game(other, device.page.evaluate("MingTable.record()"))
                break
        else:
            raise AssertionError("nobody could move")
        assert ann.errors + ben.errors == []
    finally:
        ann.context.close()
        ben.context.close()



@contextlib.contextmanager
def lying_relay(upstream: str) -> Iterator[tuple[str, list[str]]]:
    """tests/e2e/lying_relay.py in front of ``upstream``: its address, and the lines it printed
    (what it did so far, the last one)."""
    port = free_port()
    liar = subprocess.Popen([os.fspath(RELAY.parent / "python"), os.fspath(Path(__file__).with_name("lying_relay.py")),
                             str(port), upstream], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    said: list[str] = []
    try:
        wait_listening(port, liar, "lying relay", 30)
        yield f"ws://127.0.0.1:{port}", said
    finally:
        liar.terminate()
        out, _ = liar.communicate(timeout=10)
        said.extend(out.splitlines())


def test_a_relay_that_drops_duplicates_reorders_and_replays_events_changes_nothing(
        browser: Any, app_url: str, relay: str) -> None:
    """Issue 34, items 5 and 7: Ann and Ben play through a relay that drops, duplicates,
    reorders and replays the events of the real relay behind it: every hop still reaches the
    other device (a dropped one when it asks again), each device ends every hop with the mover's
    game, nothing is said to be refused, and neither page shows the other seat's secrets."""
    asks = ("window.__mtRelayAskMs = 1000;",)  # asks again every second
    ann, ben = Device(browser, app_url, scripts=asks), Device(browser, app_url, scripts=asks)
    try:
        with lying_relay(relay) as (url, said):
            _start(ann, ben, url, seed=21)
            secrets = Secrets({0: ann, 1: ben})
            for _ in range(10):
                mover, seat, other = (ben, 1, ann) if _settled(ben)["humanToMove"] == 1 else (ann, 0, ben)
                _play(mover, seat)
                _same_game(other, mover.page.evaluate("MingTable.record()"), timeout=20_000)
                secrets.check(0, 1)
                assert ann.alert() == ben.alert() == ""
            assert ann.page.evaluate("MingTable.record()") == ben.page.evaluate("MingTable.record()")
            # (read while the lying relay still runs: once it stops, the pages' reconnects are refused)
            assert ann.errors + ben.errors == []
        did = json.loads(said[-1])
        assert all(did[kind] > 0 for kind in ("dropped", "duplicated", "reordered", "replayed")), did
    finally:
        ann.context.close()
        ben.context.close()

# A browser that asks its person before notices (who allows them when asked), with a tab that
# the test puts in the background; it counts the asks and the notices.
BACKGROUND = """window.__notes = []; window.__asked = 0;
let allowed = "default";
window.Notification = class { constructor(text) { window.__notes.push(text); }
  static get permission() { return allowed; }
  static requestPermission() { window.__asked += 1; allowed = "granted"; return Promise.resolve(allowed); } };
let hiddenNow = false;
Object.defineProperty(document, "hidden", { get: () => hiddenNow });
window.__setHidden = (h) => { hiddenNow = h; document.dispatchEvent(new Event("visibilitychange")); };"""


def test_a_tab_in_the_background_says_it_is_your_turn(browser: Any, app_url: str, relay: str) -> None:
    """Issue 34, item 2: the browser is asked for notices only when the person chooses it on
    the relays' line, which offers it only while the device waits (not on load, not at the
    start, not on its turn); a move that comes to a tab in the background makes its title say
    "Your turn in Yin Yang" and, where allowed, a notice of the system; back in front, the
    title is as before. So it does for a tab in the background that shows Home."""
    ann, ben = Device(browser, app_url, scripts=(BACKGROUND,)), Device(browser, app_url, scripts=(BACKGROUND,))
    try:
        _start(ann, ben, relay, seed=14)
        assert ann.page.evaluate("window.__asked") == ben.page.evaluate("window.__asked") == 0  # not on load or start
        mover, seat, waiter = (ann, 0, ben) if _settled(ann)["humanToMove"] == 0 else (ben, 1, ann)
        if waiter is ann:  # Ann waits: her line offers it; then Ben moves so that Ann is to move
            assert ann.page.locator("#relay-box [data-relay-notify]").is_visible()
            _play(ben, 1)
            _same_game(ann, ben.page.evaluate("MingTable.record()"))
        assert _settled(ann)["humanToMove"] == 0
        assert not ann.page.locator("#relay-box [data-relay-notify]").is_visible()  # her turn: nothing to ask
        assert "relay" in ann.page.locator("#relay-box").inner_text() and "Ask" not in ann.page.locator("#relay-box").inner_text()
        _play(ann, 0)
        _same_game(ben, ann.page.evaluate("MingTable.record()"))
        if _settled(ben)["humanToMove"] != 1:
            raise AssertionError("Ben is not to move")
        _play(ben, 1)  # Ben waits now: he allows notices on his line, which says whose device has the game
        _same_game(ann, ben.page.evaluate("MingTable.record()"))
        expect(ben.page.locator("#relay-box")).to_contain_text("No move from Ann? Ask Ann for the link.")
        ben.page.locator("#relay-box [data-relay-notify]").click()
        expect(ben.page.locator("#relay-box [data-relay-notify]")).to_be_hidden()  # allowed: not offered again
        assert ben.page.evaluate("window.__asked") == 1 and ann.page.evaluate("window.__asked") == 0
        title = ben.page.title()
        ben.page.evaluate("window.__setHidden(true)")
        _play(ann, 0)
        _same_game(ben, ann.page.evaluate("MingTable.record()"))
        ben.page.wait_for_function("() => document.title === 'Your turn in Yin Yang'")
        assert ben.page.evaluate("window.__notes") == ["Your turn in Yin Yang"]
        ben.page.evaluate("window.__setHidden(false)")
        assert ben.page.title() == title
        # a tab in the background that shows Home says it too
        _play(ben, 1)
        _same_game(ann, ben.page.evaluate("MingTable.record()"))
        ben.page.get_by_role("button", name="Home").click()
        ben.page.evaluate("window.__setHidden(true)")
        _play(ann, 0)
        ben.page.wait_for_function(YOUR_TURN, timeout=10_000)
        ben.page.wait_for_function("() => document.title === 'Your turn in Yin Yang'")
        assert ben.page.evaluate("window.__notes") == ["Your turn in Yin Yang"] * 2
        assert ann.page.evaluate("window.__notes") == []
        assert ann.errors + ben.errors == []
    finally:
        ann.context.close()
        ben.context.close()


# Every RTCPeerConnection of the page is kept, so the test can close them as a dropped network would.
KEEP_PEERS = """(() => {
  const Native = window.RTCPeerConnection;
  window.__mtPeers = [];
  window.RTCPeerConnection = function (...args) {
    const pc = new Native(...args);
    window.__mtPeers.push(pc);
    return pc;
  };
  window.RTCPeerConnection.prototype = Native.prototype;
})();"""

# Every text the live box's status line shows from now on (a status may show for a moment only).
WATCH_STATUS = """() => {
  window.__mtStatuses = [];
  new MutationObserver(() => {
    const line = document.querySelector("#friends-box .live-status");
    if (line) window.__mtStatuses.push(line.innerText);
  }).observe(document.getElementById("friends-box"), {childList: true, subtree: true, characterData: true});
}"""

CONNECTED = "MingTable.state() && MingTable.state().live && MingTable.state().live.connected.length === 1"


def test_a_live_game_through_relays_needs_one_link_per_guest_and_finds_itself_again(
        live_browser: Any, app_url: str, relay: str) -> None:  # noqa: F811
    """Issue 34, item 3: a live game whose connections are set up through the relay: the guest
    opens its invitation and is connected, with no reply link; after a reload it is back by
    itself, and so it is when the host reopens the game from its save, after a dropped
    connection (its page says it finds the host again), and when the host went Home and
    continues the game (the guest's page waits for it, keeping its invitation)."""
    host, guest = LiveDevice(live_browser, app_url), LiveDevice(live_browser, app_url)
    try:
        host.context.add_init_script(KEEP_PEERS)  # (from the host's reload on)
        state = host.page.evaluate("""(url) => MingTable.newGame({game: "ming-voyages", seed: 4, live: true, relays: [url],
            players: [{name: "Ann"}, {name: "Ben", remote: true}]})""", relay)
        assert state["live"]["host"] is True and state["relays"]["urls"] == [relay]
        host.page.wait_for_function("MingTable.invites().length === 1", timeout=20_000)
        assert tr(T("ui.live.via_relays", address=relay), "en") in host.page.locator("#friends-box").inner_text()
        invite = host.page.evaluate("MingTable.invites()")[0]["link"]
        guest.page.goto(invite)
        guest.page.wait_for_function(CONNECTED, timeout=20_000)
        assert guest.page.evaluate("MingTable.replyLink()") is None  # no reply link to send
        assert tr(T("ui.live.guest_relays", host="Ann", address=relay), "en") in guest.page.locator("#friends-box").inner_text()
        assert host.page.evaluate("MingTable.invites()") == []  # everyone is connected
        for device in (host, guest):  # the relays that set up the connection, as state() says
            device.page.wait_for_function("(url) => { const r = MingTable.state().relays; "
                                          "return r && r.urls[0] === url && r.connected === 1; }", arg=relay, timeout=10_000)

        def play(moves: int) -> None:
            for _ in range(moves):
                _same_position(host, guest)
                _decide(host, host if host.state()["toMove"] == [0] else guest)
            _same_position(host, guest)

        play(4)
        # the guest reloads: back in the game by itself
        guest.page.reload()
        wait_ready(guest.page)
        guest.page.wait_for_function(CONNECTED, timeout=20_000)
        play(2)
        # the host's page reloads: the game reopens from its save, and the guest finds it again
        host.page.reload()
        wait_ready(host.page)
        host.page.wait_for_function(CONNECTED, timeout=30_000)
        guest.page.wait_for_function(CONNECTED + " && MingTable.state().legalActions !== undefined", timeout=20_000)
        play(2)

        # the connection drops (the host's side closes, as a network gone would): the guest's page
        # says it finds the host again, and both find each other by themselves and play on
        guest.page.evaluate(WATCH_STATUS)
        host.page.evaluate("window.__mtPeers.forEach((pc) => pc.close())")
        finding, connected = tr(T("ui.live.finding"), "en"), tr(T("ui.live.guest_connected"), "en")
        guest.page.wait_for_function("([finding, connected]) => { const seen = window.__mtStatuses; "
                                     "const at = seen.findIndex((text) => text.includes(finding)); "
                                     "return at >= 0 && seen.slice(at).some((text) => text.includes(connected)); }",
                                     arg=[finding, connected], timeout=20_000)
        host.page.wait_for_function("window.__mtPeers.some((pc) => pc.connectionState === 'connected')", timeout=10_000)
        guest.page.wait_for_function(CONNECTED, timeout=10_000)
        play(2)

        # the host goes Home: the guest is told, its board is a view only, and it waits for the
        # host, keeping its invitation; the host continues the game: the guest is back by itself
        host.page.click("header [data-ui=home]")
        host.page.wait_for_function("window.__mtPeers.every((pc) => pc.signalingState === 'closed')",
                                    timeout=10_000)  # closed by its page: every connection
        expect(guest.page.locator("#alert")).to_have_text(tr(T("ui.live.view_waits"), "en"), timeout=20_000)
        assert guest.state()["legalActions"] == [] and guest.state()["live"]["connected"] == []
        assert tr(T("ui.live.host_paused"), "en") in guest.page.locator("#friends-box .live-status").inner_text()
        assert guest.page.evaluate("window.__mtLiveRemembered()") == "1 #" + invite.split("#", 1)[1]
        guest.page.wait_for_timeout(1_000)  # (it offers meanwhile, into nobody's answer)
        host.page.locator("[data-ui=continue]").first.click()
        host.page.wait_for_function(CONNECTED, timeout=20_000)
        guest.page.wait_for_function(CONNECTED, timeout=20_000)
        expect(guest.page.locator("#alert")).to_have_text("")
        assert tr(T("ui.live.host_paused"), "en") not in guest.page.locator("#friends-box .live-status").inner_text()
        play(2)

        # the guest's page and state hold nothing of the host's seat (its hand, its reserve)
        from support import secret_texts

        page = guest.page.evaluate("() => ({text: document.body.innerText, state: MingTable.state()})")
        final = mingtable.load(host.page.evaluate("MingTable.record()"))
        text = page["text"] + json.dumps(page["state"])
        assert sorted(secret for secret in secret_texts(final, 1) if secret in text) == []
        assert not non_local(host.requests + guest.requests)
        assert host.errors + guest.errors == []
    finally:
        host.context.close()
        guest.context.close()


def test_a_live_game_through_a_relay_that_cannot_be_reached_says_so(
        live_browser: Any, app_url: str, tmp_path: Path) -> None:  # noqa: F811
    """Issue 34, item 5: a live game whose one relay cannot be reached (a closed port): the
    host's page makes no invitation and says why, with what to do; so does a guest's page (in
    German) that opens an invitation to such a game. Both try again by themselves: once the
    relay runs, the host's invitation is ready and the guest's page connects through it."""
    port = free_port()
    dead = f"ws://127.0.0.1:{port}"
    host, guest = LiveDevice(live_browser, app_url), LiveDevice(live_browser, app_url, locale="de-DE")
    try:
        host.page.evaluate("""(url) => MingTable.newGame({game: "yin-yang", seed: 3, live: true, relays: [url],
            players: [{name: "Ann"}, {name: "Ben", remote: true}]})""", dead)
        said = tr(T("ui.live.relays_unreachable", address=dead), "en")
        expect(host.page.locator("#alert")).to_have_text(said, timeout=15_000)
        expect(host.page.locator("#friends-box .live-failed")).to_have_text(said)
        assert host.page.evaluate("MingTable.invites()") == [] and host.state()["relays"]["connected"] == 0
        # a guest's invitation to such a game, as the host's page makes one once a relay answers
        session = new_session("yin-yang", [{"name": "Ann"}, {"name": "Ben", "remote": True}], 3, None, "x", live=True)
        assert session.table is not None
        session.table.signal = {"server": {"relays": [dead]}, "id": new_peer_id()}
        guest.page.goto(app_url + "#" + L.invitation(session, 1, None, signal=session.table.signal))
        said = tr(T("ui.live.relays_failed", host="Ann", address=dead), "de")
        expect(guest.page.locator("#alert")).to_have_text(said, timeout=15_000)
        expect(guest.page.locator(".live-box .live-status")).to_contain_text(said)
        with running_relay(tmp_path, port):  # the relay runs now: both pages find it by themselves
            host.page.wait_for_function("MingTable.invites().length === 1", timeout=15_000)
            expect(host.page.locator("#alert")).to_have_text("")
            expect(guest.page.locator("#alert")).to_have_text("", timeout=15_000)
            expect(guest.page.locator(".live-box .live-status")).to_contain_text(tr(T("ui.live.connecting_relays"), "de"))
        # the browser's own line for each try to reach the closed port is the only error
        assert [e for e in host.errors + guest.errors if not e.startswith(f"WebSocket connection to '{dead}/' failed")] == []
    finally:
        host.context.close()
        guest.context.close()


def test_the_set_up_form_starts_a_live_game_through_relays(live_browser: Any, app_url: str, relay: str) -> None:  # noqa: F811
    """Issue 34, items 1 and 3: the form's two choices together, "Live" and "Through relays"
    with the relay typed: the host's page has one invitation per guest and no reply to wait
    for; the guest opens it and is connected through that relay."""
    host, guest = LiveDevice(live_browser, app_url), LiveDevice(live_browser, app_url)
    try:
        page = host.page
        page.click("[data-ui=new][data-arg=yin-yang]")
        page.select_option("#seat-kind-1", "remote")
        page.check("#setup-live")
        page.check("#setup-relays")
        page.fill("#setup-relay-list", relay)
        page.click("[data-ui=start]")
        page.wait_for_function("MingTable.state() && MingTable.state().live && MingTable.invites().length === 1",
                               timeout=20_000)
        assert host.state()["relays"]["urls"] == [relay]
        guest.page.goto(host.page.evaluate("MingTable.invites()")[0]["link"])
        guest.page.wait_for_function("MingTable.state() && MingTable.state().live.connected.length === 1",
                                     timeout=20_000)
        assert guest.page.evaluate("MingTable.replyLink()") is None and guest.state()["relays"]["urls"] == [relay]
        host.page.wait_for_function("MingTable.state().live.connected.length === 1", timeout=10_000)
        assert host.errors + guest.errors == []
    finally:
        host.context.close()
        guest.context.close()


def test_a_live_game_takes_up_a_relay_that_comes_late(live_browser: Any, app_url: str, relay: str,  # noqa: F811
                                                      tmp_path: Path) -> None:
    """Issue 34, item 5: of a live game's two relays, one cannot be reached at first: the game
    starts through the other, saying nothing of the one away; once the late one runs, the
    host's page connects to it by itself, and a guest joins through both."""
    port = free_port()
    late = f"ws://127.0.0.1:{port}"
    host, guest = LiveDevice(live_browser, app_url), LiveDevice(live_browser, app_url)
    try:
        host.page.evaluate("""(urls) => MingTable.newGame({game: "yin-yang", seed: 3, live: true, relays: urls,
            players: [{name: "Ann"}, {name: "Ben", remote: true}]})""", [relay, late])
        host.page.wait_for_function("MingTable.invites().length === 1", timeout=15_000)
        assert host.state()["relays"]["connected"] == 1
        expect(host.page.locator("#alert")).to_have_text("")
        with running_relay(tmp_path, port):
            host.page.wait_for_function("MingTable.state().relays.connected === 2", timeout=10_000)
            guest.page.goto(host.page.evaluate("MingTable.invites()")[0]["link"])
            guest.page.wait_for_function("MingTable.state() && MingTable.state().live.connected.length === 1",
                                         timeout=20_000)
            guest.page.wait_for_function("MingTable.state().relays.connected === 2", timeout=10_000)
        # the browser's own line for each try to reach the late relay before it ran is the only error
        assert [e for e in host.errors + guest.errors if not e.startswith(f"WebSocket connection to '{late}/' failed")] == []
    finally:
        host.context.close()
        guest.context.close()


# (game, seats: None the creator, "remote" a person on another device, else a bot; seed). In the
# browser Yin Yang, three devices and a bot; every title, two to four devices, one of them a page
# and the others those of tests/e2e/relay_devices.py (below).
GAMES_THROUGH_RELAYS = [
    ("yin-yang", [None, "remote", "random", "remote"], 5),
]
# Whether the page's game holds ``actions`` as they stand first in its record (a device whose
# sealed choice waits for the others has its own actions after them, and reveals it on taking
# the hop, so its record goes on past them).
HAS = "(actions) => MingTable.state() && MingTable.record().actions.slice(0, actions.length).join() === actions.join()"


# The person of ``seat`` decides at random (seeded) until it is no longer their turn, in the page
# (a call per decision from here would cost more than the decision), waiting for the bots.
DECIDE = """async ([seat, seed]) => {
  let s = seed >>> 0;
  const rand = () => {
    s = (s + 0x6D2B79F5) >>> 0; let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (;;) {
    const st = MingTable.state();
    if (st.outcome === null && st.humanToMove === null && st.toMove.some(t => !["remote", null].includes(st.bots[t]))) {
      await new Promise((done) => setTimeout(done, 5));  // a bot of this device moves
      continue;
    }
    if (st.humanToMove !== seat) return;
    MingTable.apply(st.legalActions[Math.floor(rand() * st.legalActions.length)].id);
  }
}"""


def _holder(made: dict[int, Device], open_now: list[int]) -> int | None:
    """The seat whose device now has its person to decide (a device that reveals a sealed
    choice on taking a hop passes the game on by itself), or None once the game is over."""
    for _ in range(100):
        for seat in open_now:
            state = _settled(made[seat])
            if state["outcome"] is not None:
                return None
            if state["humanToMove"] == seat:
                return seat
        made[open_now[0]].page.wait_for_timeout(200)
    raise AssertionError("no device has its person to decide")


def _reopen(device: Device, app_url: str) -> None:
    """The person opens the app again and their game with friends from Home."""
    device.page = device.context.new_page()
    device.page.on("console", lambda message: device.errors.append(message.text) if message.type == "error" else None)
    device.page.on("pageerror", lambda error: device.errors.append(str(error)))
    device.page.goto(app_url)
    wait_ready(device.page)
    if device.page.evaluate("MingTable.state()") is None:
        device.page.locator("[data-ui=continue]").first.click()


@pytest.mark.parametrize("game, seats, seed", GAMES_THROUGH_RELAYS, ids=[g for g, _, _ in GAMES_THROUGH_RELAYS])
def test_a_whole_game_through_a_relay_with_a_device_closed_for_a_while(
        browser: Any, app_url: str, relay: str, game: str, seats: list[str | None], seed: int) -> None:
    """Issue 34, items 2 and 7: each title to its end through the relay, each person's
    invitation opened once and no link after it (Ming-Dynastie's sealed return cards sealed,
    taken and revealed through it too); the last person's page is closed for a stretch and
    catches up from the relay when opened again; every page is checked for other seats' secrets
    after each hop (tests/unit/test_friends.py plays every title by the same hops)."""
    names = ["Ann", "Ben", "Bot", "Cy"]
    specs = [{"name": n, "remote": True} if k == "remote" else {"name": n, "bot": k} for n, k in zip(names, seats)]
    people = [s for s, kind in enumerate(seats) if kind in (None, "remote")]
    made = {seat: Device(browser, app_url) for seat in people}
    late = people[-1]
    try:
        made[0].page.evaluate("([spec, url]) => MingTable.newGame({...spec, relays: [url]})",
                              [{"game": game, "players": specs, "seed": seed}, relay])
        for invite in made[0].page.evaluate("MingTable.invites()"):
            made[invite["seat"]].open(invite["link"])  # the one link each person opens
            assert made[invite["seat"]].state()["relays"]["urls"] == [relay]  # from the invitation
        secrets = Secrets(made)
        rng = random.Random(seed)
        hops, closed, reopened = 0, False, False
        while True:
            open_now = [s for s in made if not (closed and s == late)]
            holder = _holder(made, open_now)
            if holder is None:
                break
            device = made[holder]
            device.page.evaluate(DECIDE, [holder, rng.randrange(2**32)])
            link = friends.decode(device.page.evaluate("MingTable.turnLink()").split("#", 1)[1])
            if closed and link.header.to == late:  # the closed page's turn: its person opens it again
                _reopen(made[late], app_url)
                closed, reopened = False, True
                open_now.append(late)
            for seat in open_now:  # each page takes the hop from the relay
                made[seat].page.wait_for_function(HAS, arg=list(link.match.actions), timeout=10_000)
            secrets.check(*open_now)
            hops += 1
            if hops >= 3 and not (closed or reopened) and link.header.to != late:
                for seat in open_now:  # every hop so far acknowledged by the relay
                    made[seat].page.wait_for_function("() => { const r = MingTable.state().relays; "
                                                      "return r.connected === 1 && r.waiting === 0; }", timeout=10_000)
                made[late].page.close()  # the last person closes their page for a while
                closed = True
        assert hops > 10 and reopened
        final = made[0].page.evaluate("MingTable.record()")
        assert mingtable.load(final).outcome is not None
        for device in made.values():
            _same_game(device, final)
            assert device.page.locator("#over").is_visible()
        if game == "ming-dynastie":  # return cards were sealed and revealed on the way
            assert any(" reveals return " in line for line in made[0].state()["log"])
        assert [d.alert() for d in made.values()] == [""] * len(made)  # no relay was ever said to be away
        assert not non_local([r for d in made.values() for r in d.requests])  # the relay is on this machine
        assert [e for d in made.values() for e in d.errors] == []
    finally:
        for device in made.values():
            device.context.close()


# Every title to its end through the relay (game, seats, seed): the page of Ben (seat 1) in the
# browser, the other persons' devices on CPython (tests/e2e/relay_devices.py, run with the relay's
# venv for its Nostr client), doing what a page does; Ming-Dynastie with four persons' devices
# (Yin Yang with three pages: test_a_whole_game_through_a_relay_with_a_device_closed_for_a_while).
TITLES_THROUGH_RELAYS = [
    ("ming-dynastie", [None, "remote", "remote", "remote"], 7),
    ("confucius", [None, "remote", "remote"], 3),
    ("ming-voyages", [None, "remote"], 4),
]
PAGE_SEAT = 1

# In the page: its keys are done, it fetched what the relays hold (a page opened anew takes no
# decision before), and it is its person's turn, the game is over, its own choice
# waits for the others' reveals (it reveals its own on taking the hops that come: nothing to
# decide), or the bots it reaches have moved and its game holds at least ``n`` actions (it took
# the hops the devices on CPython have).
TOOK = """([seat, n]) => {
  const s = MingTable.state();
  if (!s || window.__mtKeysBusy() || document.body.dataset.fetching === "on") return false;
  if (s.outcome !== null || s.humanToMove === seat || document.body.dataset.paused === "on") return true;
  const settled = s.humanToMove !== null || !s.toMove.some(t => !["remote", null].includes(s.bots[t]));
  return settled && MingTable.record().actions.length >= n;
}"""


def _published(device: Device) -> None:
    """The page's keys signed its hop, and the relay acknowledged every hop it published."""
    device.page.wait_for_function("() => !window.__mtKeysBusy()", timeout=20_000)
    device.page.wait_for_timeout(50)  # (assets/relays.mjs tells the page its count after the call)
    device.page.wait_for_function("() => { const r = MingTable.state().relays; return r.connected === 1 && r.waiting === 0; }",
                                  timeout=10_000)


class CPythonDevices:
    """tests/e2e/relay_devices.py running: what its devices say (a line of JSON each), and the
    test's answer ("go")."""

    def __init__(self, relay: str, game: str, seed: int, seats: list[str | None], folder: Path) -> None:
        self.said = folder / "devices.log"
        self.err = self.said.open("w")
        self.run = subprocess.Popen(
            [os.fspath(RELAY.parent / "python"), os.fspath(Path(__file__).with_name("relay_devices.py")), relay, game,
             str(seed), ",".join(str(kind) for kind in seats), str(PAGE_SEAT)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.err, text=True, bufsize=1)

    def heard(self) -> dict[str, Any]:
        assert self.run.stdout is not None
        ready, _, _ = select.select([self.run.stdout], [], [], 120)  # (one line at a time: it waits for "go")
        line = self.run.stdout.readline() if ready else ""
        assert line, f"the devices on CPython said nothing: {self.said.read_text()[-4000:]}"
        return json.loads(line)

    def go(self) -> None:
        assert self.run.stdin is not None
        self.run.stdin.write("go\n")
        self.run.stdin.flush()

    def close(self) -> None:
        if self.run.poll() is None:
            self.run.kill()
        self.run.wait(timeout=10)
        self.err.close()


@pytest.mark.parametrize("game, seats, seed", TITLES_THROUGH_RELAYS, ids=[g for g, _, _ in TITLES_THROUGH_RELAYS])
def test_every_title_to_its_end_through_a_relay(browser: Any, app_url: str, relay: str, tmp_path: Path, game: str,
                                                seats: list[str | None], seed: int) -> None:
    """Issue 34, item 7: two to four devices, each taking the others' hops only from the relay:
    Ben's page in the browser (its invitation opened once, its person deciding at random in the
    page; assets/relays.mjs, web/relays.py and WebCrypto's signatures), the others on CPython
    (signatures checked, bots recomputed). Ming-Dynastie's return cards are sealed and revealed
    through it by four persons. Ben's page is closed for a stretch while the others play on,
    and catches up from the relay when opened again. No page or device ever shows another
    seat's secret, and every device ends with the same game and result."""
    devices = CPythonDevices(relay, game, seed, seats, tmp_path)  # (it starts while the page loads)
    page: Device | None = None
    try:
        page = Device(browser, app_url)
        page.open(app_url + "#" + devices.heard()["invite"])  # the one link Ben opens
        assert page.state()["relays"]["urls"] == [relay]  # from the invitation
        devices.go()
        secrets = Secrets({PAGE_SEAT: page})
        rng = random.Random(seed)
        decisions, closed, reopened = 0, False, False
        while "done" not in (said := devices.heard()):
            if closed:  # Ben's turn: he opens the app again
                assert said["published"] > 0  # the others went on through the relay meanwhile
                _reopen(page, app_url)
                closed, reopened = False, True
            page.page.wait_for_function(TOOK, arg=[PAGE_SEAT, said["wait"]], timeout=20_000)
            if secrets.check(PAGE_SEAT)["humanToMove"] == PAGE_SEAT:
                page.page.evaluate(DECIDE, [PAGE_SEAT, rng.randrange(2**32)])
                decisions += 1
                if decisions == 2:  # Ben closes his page for a while, his move in the relay
                    _published(page)
                    page.page.close()
                    closed = True
            devices.go()
        if closed:  # the game ended while Ben's page was closed: he opens it, and sees the end
            _reopen(page, app_url)
            reopened = True
        played = said["done"]
        records, outcomes = list(played["records"].values()), list(played["outcomes"].values())
        assert reopened and played["hops"] > 20 and played["leaks"] == []
        assert len(records) == sum(kind in (None, "remote") for kind in seats) - 1
        assert all(r == records[0] for r in records) and all(o == outcomes[0] for o in outcomes)
        assert outcomes[0] is not None and mingtable.load(records[0]).outcome == outcomes[0]
        _same_game(page, records[0])
        assert page.page.locator("#over").is_visible()
        secrets.check(PAGE_SEAT)
        if game == "ming-dynastie":  # return cards were sealed and revealed on the way
            assert any(" reveals return " in line for line in played["log"])
        assert page.alert() == ""  # no relay was ever said to be away, no hop refused
        assert not non_local(page.requests) and page.errors == []
    finally:
        devices.close()
        if page is not None:
            page.context.close()
