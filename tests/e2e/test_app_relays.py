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
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import mingtable
from mingtable.ui import friends

from support import ROOT, free_port, non_local, wait_listening, wait_ready
from test_app_friends import Device, Secrets, _settled
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
def running_relay(folder: Path) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """A Nostr relay on 127.0.0.1 at a free port, storing events in a fresh database in
    ``folder``: its address as a person types it, and its process."""
    if not RELAY.exists():
        pytest.fail(f"{RELAY} is missing: run ./build.sh setup", pytrace=False)
    port = free_port()
    config = folder / "relay.yaml"
    config.write_text(CONFIG.format(db=folder / "events.sqlite3", port=port))
    log = (folder / "relay.log").open("w")
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


def _start(ann: Device, ben: Device, relay: str, seed: int) -> None:
    """Ann's game with Ben through ``relay``; Ben joins by his invitation."""
    ann.page.evaluate("([url, seed]) => MingTable.newGame({game: 'yin-yang', seed, relays: [url], players: "
                      "[{name: 'Ann'}, {name: 'Ben', remote: true}]})", [relay, seed])
    _play(ann, 0)
    ben.open(ann.page.evaluate("MingTable.invites()")[0]["link"])


def test_a_relay_that_stops_is_said_and_links_carry_on(browser: Any, app_url: str, tmp_path: Path) -> None:
    ann, ben = Device(browser, app_url), Device(browser, app_url)
    try:
        with running_relay(tmp_path) as (url, server):
            _start(ann, ben, url, seed=9)
            mover, seat, other = (ben, 1, ann) if _settled(ben)["humanToMove"] == 1 else (ann, 0, ben)
            _play(mover, seat)
            _same_game(other, mover.page.evaluate("MingTable.record()"))  # through the relay
            server.terminate()
            server.wait(timeout=10)
            # both pages say it, with what to do; the next move goes by link, and nothing is lost
            for device in (ann, ben):
                device.page.wait_for_function("() => document.getElementById('alert').innerText.includes("
                                              "'No relay of this game can be reached now')", timeout=20_000)
                assert device.state()["relays"]["connected"] == 0
            mover, seat, other = (ann, 0, ben) if other is ann else (ben, 1, ann)
            _play(mover, seat)
            link = mover.page.evaluate("MingTable.turnLink()")
            other.open(link)
            assert other.page.evaluate("MingTable.record()") == mover.page.evaluate("MingTable.record()")
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
    ann, ben = Device(browser, app_url), Device(browser, app_url)
    try:
        ann.context.add_init_script(NO_CLIENT)
        ann.page.reload()
        wait_ready(ann.page)
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


def test_the_set_up_form_chooses_relays_and_says_what_they_learn(browser: Any, app_url: str, relay: str) -> None:
    """Issue 34, item 1: by links only unless "Turns travel through relays" is ticked; the form
    shows the default relays (editable) and what a relay learns; an address it cannot read is
    refused before the game starts; the relays typed are the game's, and its turns go there."""
    ann, ben = Device(browser, app_url), Device(browser, app_url)
    try:
        page = ann.page
        page.click("[data-ui=new][data-arg=yin-yang]")
        page.select_option("#seat-kind-1", "remote")
        assert not page.locator("#setup-relays").is_checked()  # by links only, unless chosen
        assert page.locator("#setup-relay-list").input_value() == "wss://relay.damus.io wss://nos.lol wss://relay.primal.net"
        assert "A relay learns encrypted messages, the devices' public keys, when they are sent and the devices' " \
               "network addresses, never the game." in page.locator("#setup-relays-hint").inner_text()
        assert page.locator("#setup-relay-list").is_hidden()  # the addresses once relays are chosen
        page.check("#setup-relays")
        assert page.locator("#setup-relay-list").is_visible()
        page.fill("#setup-relay-list", "https://not-a-relay")
        page.click("[data-ui=start]")
        page.wait_for_function("document.getElementById('alert').innerText.includes('A relay could not be read')")
        assert ann.state() is None
        page.fill("#setup-relay-list", relay)
        page.click("[data-ui=start]")
        page.wait_for_function("MingTable.state() !== null")
        assert ann.state()["relays"]["urls"] == [relay]
        _play(ann, 0)
        ben.open(ann.page.evaluate("MingTable.invites()")[0]["link"])
        _play(ben, 1)
        _same_game(ann, ben.page.evaluate("MingTable.record()"))  # through the relay
        assert not non_local(ann.requests + ben.requests)  # the default relays were never contacted
        assert ann.errors + ben.errors == []
    finally:
        ann.context.close()
        ben.context.close()


YOUR_TURN = "() => !!document.querySelector('#saves li') && document.querySelector('#saves li').innerText.includes('your turn')"


def test_home_says_your_turn_when_a_move_came_through_the_relays(browser: Any, app_url: str, relay: str) -> None:
    """Issue 34, item 2: a move that comes through the relays while Ben's page shows Home goes
    into his save and his game's line says "your turn", without his game opening; and a page
    that starts on Home (Ben's device opened again) asks the relays of his saved games too."""
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
    ann, ben = Device(browser, app_url), Device(browser, app_url)
    try:
        ben.context.add_init_script("window.__mtRelayAskMs = 1000;")
        ben.page.reload()
        wait_ready(ben.page)
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
        _start(ann, ben, relay, seed=12)
        links = []
        for _ in range(3):
            for device, seat, other in ((ben, 1, ann), (ann, 0, ben)):
                if _settled(device)["humanToMove"] == seat:
                    _play(device, seat)
                    links.append(device.page.evaluate("MingTable.turnLink()"))
                    _same_game(other, device.page.evaluate("MingTable.record()"))
        header = F.read(links[0][links[0].index("#"):])
        chan = channel(header.id, header.commitments, [relay])
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


# A browser whose person allowed notices, with a tab that the test puts in the background.
BACKGROUND = """window.__notes = [];
window.Notification = class { constructor(text) { window.__notes.push(text); }
  static get permission() { return "granted"; } static requestPermission() { return Promise.resolve("granted"); } };
let hiddenNow = false;
Object.defineProperty(document, "hidden", { get: () => hiddenNow });
window.__setHidden = (h) => { hiddenNow = h; document.dispatchEvent(new Event("visibilitychange")); };"""


def test_a_tab_in_the_background_says_it_is_your_turn(browser: Any, app_url: str, relay: str) -> None:
    """Issue 34, item 2: the relays' line asks for notices only while the device waits (not on
    load, not on its turn); a move that comes to a tab in the background makes its title say
    "Your turn in Yin Yang" and, where allowed, a notice of the system; back in front, the
    title is as before."""
    ann, ben = Device(browser, app_url), Device(browser, app_url)
    try:
        assert not ann.page.locator("[data-relay-notify]").count()  # nothing asked on load
        ben.context.add_init_script(BACKGROUND)
        ben.page.reload()
        wait_ready(ben.page)
        _start(ann, ben, relay, seed=14)
        mover, seat, waiter = (ann, 0, ben) if _settled(ann)["humanToMove"] == 0 else (ben, 1, ann)
        if waiter is ann:  # Ann waits: her line asks; then Ben moves so that Ann is to move
            assert ann.page.locator("#relay-box [data-relay-notify]").is_visible()
            _play(ben, 1)
            _same_game(ann, ben.page.evaluate("MingTable.record()"))
        assert _settled(ann)["humanToMove"] == 0
        assert not ann.page.locator("#relay-box [data-relay-notify]").is_visible()  # her turn: nothing to ask
        assert "relay" in ann.page.locator("#relay-box").inner_text()
        title = ben.page.title()
        ben.page.evaluate("window.__setHidden(true)")
        _play(ann, 0)
        _same_game(ben, ann.page.evaluate("MingTable.record()"))
        ben.page.wait_for_function("() => document.title === 'Your turn in Yin Yang'")
        assert ben.page.evaluate("window.__notes") == ["Your turn in Yin Yang"]
        assert ann.page.locator("#relay-box [data-relay-notify]").is_visible()  # Ann waits now
        ben.page.evaluate("window.__setHidden(false)")
        assert ben.page.title() == title
        assert ann.errors + ben.errors == []
    finally:
        ann.context.close()
        ben.context.close()


def test_a_live_game_through_relays_needs_one_link_per_guest_and_finds_itself_again(
        live_browser: Any, app_url: str, relay: str) -> None:  # noqa: F811
    """Issue 34, item 3: a live game whose connections are set up through the relay: the guest
    opens its invitation and is connected, with no reply link; after a reload it is back by
    itself, and so it is when the host reopens the game from its save."""
    host, guest = LiveDevice(live_browser, app_url), LiveDevice(live_browser, app_url)
    try:
        state = host.page.evaluate("""(url) => MingTable.newGame({game: "ming-voyages", seed: 4, live: true, relays: [url],
            players: [{name: "Ann"}, {name: "Ben", remote: true}]})""", relay)
        assert state["live"]["host"] is True and state["relays"]["urls"] == [relay]
        host.page.wait_for_function("MingTable.invites().length === 1", timeout=20_000)
        invite = host.page.evaluate("MingTable.invites()")[0]["link"]
        guest.page.goto(invite)
        guest.page.wait_for_function("MingTable.state() && MingTable.state().live.connected.length === 1", timeout=20_000)
        assert guest.page.evaluate("MingTable.replyLink()") is None  # no reply link to send
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
        guest.page.wait_for_function("MingTable.state() && MingTable.state().live.connected.length === 1", timeout=20_000)
        play(2)
        # the host's page reloads: the game reopens from its save, and the guest finds it again
        host.page.reload()
        wait_ready(host.page)
        host.page.wait_for_function("MingTable.state() && MingTable.state().live && "
                                    "MingTable.state().live.connected.length === 1", timeout=30_000)
        guest.page.wait_for_function("MingTable.state() && MingTable.state().live.connected.length === 1 && "
                                     "MingTable.state().legalActions !== undefined", timeout=20_000)
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
# venv for its Nostr client), doing what a page does; Ming-Dynastie with four persons' devices.
TITLES_THROUGH_RELAYS = [
    ("ming-dynastie", [None, "remote", "remote", "remote"], 7),
    ("confucius", [None, "remote", "remote"], 3),
    ("ming-voyages", [None, "remote"], 4),
    ("yin-yang", [None, "remote", "random", "remote"], 5),
]
PAGE_SEAT = 1

# In the page: its keys are done, and it is its person's turn, the game is over, its own choice
# waits for the others' reveals (it reveals its own on taking the hops that come: nothing to
# decide), or the bots it reaches have moved and its game holds at least ``n`` actions (it took
# the hops the devices on CPython have).
TOOK = """([seat, n]) => {
  const s = MingTable.state();
  if (!s || window.__mtKeysBusy()) return false;
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
