"""The live table's protocol (ui/live.py, issue 22): the host keeps the match and sends each
guest only what its seat may see; guests send action ids the host checks."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import mingtable
from mingtable.i18n import tr
from mingtable.ui import keys, live, signaling
from mingtable.ui.friends import REMOTE, Table
from mingtable.ui.session import new_session
from mingtable.ui.share import b64encode

# game, seats (None: the host's person, "remote": a guest, else a bot)
GAMES = [
    ("ming-dynastie", [None, REMOTE, "random"]),
    ("confucius", [REMOTE, None, REMOTE]),
    ("ming-voyages", [None, REMOTE]),
    ("yin-yang", [REMOTE, None]),
]


def _seats(kinds: list[str | None]) -> list[dict[str, Any]]:
    names = ["Ann", "Ben", "Cy", "Di"]
    out = []
    for i, kind in enumerate(kinds):
        seat: dict[str, Any] = {"name": names[i]}
        if kind == REMOTE:
            seat["remote"] = True
        elif kind is not None:
            seat["bot"] = kind
        out.append(seat)
    return out


def _leaves(value: Any, path: tuple[Any, ...] = ()) -> set[tuple[tuple[Any, ...], str]]:
    if isinstance(value, dict):
        return {leaf for k, v in value.items() for leaf in _leaves(v, path + (k,))}
    if isinstance(value, list):
        return {leaf for i, v in enumerate(value) for leaf in _leaves(v, path + (i,))}
    return {(path, json.dumps(value))}


def _walk(value: Any) -> Any:
    yield value
    if isinstance(value, dict):
        for v in value.values():
            yield from _walk(v)
    elif isinstance(value, list):
        for v in value:
            yield from _walk(v)


def secrets_of_others(m: mingtable.Match, seat: int) -> set[str]:
    """Texts that would give away another seat's secret in a message to ``seat`` now: what
    ``view(other)`` holds that ``view(seat)`` does not (distinctive strings: card ids and names),
    and each game's hands and cards, less what the seat's own view or the public log names."""
    own = m.view(seat)
    known = json.dumps(own) + json.dumps(m.log_entries)
    mine = _leaves(own)
    out: set[str] = set()
    for other in range(len(m.players)):
        if other == seat:
            continue
        theirs = m.view(other)
        for _path, value in _leaves(theirs) - mine:
            if value.startswith('"') and len(value) >= 5 and value not in known:
                out.add(value)
        if m.game == "ming-voyages":
            out |= {f'"{c}"' for c in set(theirs["hand"]) | set(theirs["reserve"]) if f'"{c}"' not in known}
        elif m.game == "yin-yang":
            out |= {f'"{c}"' for c in theirs["players"][other]["cards"] or () if f'"{c}"' not in known}
    return out


def hello(guest: live.LiveGuest, device: keys.DeviceKey, steps: bool = False) -> str:
    """The guest's hello as its page sends it: signed by the device's own key."""
    return live.signed_hello(guest.hello(steps), device.public, device.sign(live.hello_data(guest.table_id, guest.seat)))


class Clock:
    """The host's clock in these tests: 50 ms pass at every look, as when people play."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 0.05
        return self.now


class Table_:
    """The host and its guests as Python objects passing JSON strings; every message each
    guest receives is checked when it arrives and kept."""

    def __init__(self, game: str, kinds: list[str | None], seed: int) -> None:
        self.session = new_session(game, _seats(kinds), seed, None, "live-test", live=True)
        assert self.session.table is not None and self.session.table.live
        self.host = live.LiveHost(self.session, clock=Clock(), verify=keys.verify)
        self.guests = {s: live.LiveGuest(s, b64encode(self.session.table.invitations[s]), self.session.table.id)
                       for s, kind in enumerate(kinds) if kind == REMOTE}
        self.devices = {s: keys.DeviceKey() for s in self.guests}  # each guest's browser's key
        self.conns = {s: f"conn-{s}" for s in self.guests}
        self.received: dict[int, list[str]] = {s: [] for s in self.guests}

    @property
    def match(self) -> mingtable.Match:
        return self.session.match

    def deliver(self, outbox: live.Outbox) -> None:
        by_conn = {c: s for s, c in self.conns.items()}
        for conn, text in outbox:
            seat = by_conn[conn]
            self.check(seat, text)
            self.received[seat].append(text)
            self.guests[seat].receive(text)

    def check(self, seat: int, text: str) -> None:
        """No other seat's secret, no seed, no record's actions in a message to ``seat``."""
        m = self.match
        msg = json.loads(text)
        assert msg["v"] == live.VERSION
        # a decision's steps are the seat's own views at earlier positions: checked against the
        # decision replayed (test_a_guest_whose_page_shows_steps_...); the rest against now
        msg = {k: v for k, v in msg.items() if k != "steps"}
        text = json.dumps(msg, ensure_ascii=False)
        leaked = sorted(s for s in secrets_of_others(m, seat) if s in text)
        assert leaked == [], (seat, leaked)
        for part in _walk(msg):
            if isinstance(part, dict):
                assert "seed" not in part and "record" not in part
                if "hand" in part:  # a hand is only ever the seat's own (Ming-Dynastie, Confucius...)
                    assert part["hand"] == m.view(seat)["hand"]
            if isinstance(part, list) and len(m.actions) > 1:
                assert part != list(m.actions)
        if msg["type"] == "state":
            assert msg["view"] == m.view(seat) and msg["seat"] == seat
            assert [a["id"] for a in msg["legal"]] == ([a.id for a in m.legal_actions(seat)]
                                                       if seat in m.to_move and self.session.bot_to_move() is None else [])

    def join(self, seat: int) -> None:
        self.deliver(self.host.receive(self.conns[seat], hello(self.guests[seat], self.devices[seat])))

    def send(self, seat: int, text: str) -> live.Outbox:
        out = self.host.receive(self.conns[seat], text)
        self.deliver(out)
        return out

    def step(self, rng: random.Random) -> None:
        """The next decision: a bot's on the host, the host's person, or a guest's through the
        protocol (a guest chooses from the legal actions it received)."""
        s = self.session
        if s.bot_to_move() is not None:
            s.bot_step()
            self.deliver(self.host.updates())
        elif s.human_to_move() is not None:
            s.apply(rng.choice(s.match.legal_actions(s.human_to_move())).id)
            self.deliver(self.host.updates())
        else:
            seat = s.remote_to_move()
            assert seat is not None
            guest = self.guests[seat]
            assert guest.legal == [a.id for a in s.match.legal_actions(seat)]
            before = s.match.state_hash()
            self.send(seat, guest.act(rng.choice(guest.legal)))
            assert s.match.state_hash() != before and guest.error is None  # carried out


@pytest.mark.parametrize("game,kinds", GAMES, ids=[g for g, _ in GAMES])
def test_whole_game_through_the_protocol_keeps_every_secret(game: str, kinds: list[str | None]) -> None:
    rng = random.Random(7)
    t = Table_(game, kinds, seed=11)
    for seat in t.guests:
        t.join(seat)
    assert t.host.connected() == sorted(t.guests)
    steps = 0
    while t.match.outcome is None:
        t.step(rng)
        steps += 1
        assert steps < 3000
    for seat, guest in t.guests.items():
        assert guest.state is not None and guest.state["outcome"] == t.match.outcome
        assert guest.log == t.match.log_entries  # the public log, entry for entry
        assert guest.state["n"] == len(t.match.actions) and guest.legal == []
        assert len(t.received[seat]) > 20


def _hash_and_sent(t: Table_, seat: int, text: str) -> tuple[str, live.Outbox]:
    before = t.match.state_hash()
    out = t.host.receive(t.conns[seat], text)
    assert t.match.state_hash() == before  # nothing changed
    return before, out


@pytest.mark.parametrize("game,kinds", GAMES, ids=[g for g, _ in GAMES])
def test_an_illegal_action_or_one_for_another_seat_is_refused_to_that_guest_only(game: str, kinds: list[str | None]) -> None:
    rng = random.Random(3)
    t = Table_(game, kinds, seed=5)
    for seat in t.guests:
        t.join(seat)
    while t.session.remote_to_move() is None:
        t.step(rng)
    seat = t.session.remote_to_move()
    guest = t.guests[seat]
    other = next(s for s in range(len(kinds)) if s != seat)
    for text, key in [(guest.act("no-such-move"), "ui.live.illegal"),
                      (guest.act(guest.legal[0], seat=other), "ui.live.not_yours"),
                      (guest.act(guest.legal[0], seat=True), "ui.live.not_yours"),  # type: ignore[arg-type]
                      (json.dumps({"v": 1, "type": "act", "action": 5, "n": guest.n}), "ui.live.illegal"),
                      ('{"v": 1, "type": "act", "action": "x"}', "ui.live.stale"),  # for no position
                      (json.dumps({"v": 1, "type": "act", "action": guest.legal[0], "n": guest.n - 1}), "ui.live.stale"),
                      ('{"v": 2, "type": "act", "action": "x"}', "ui.live.version"),
                      ("not json", "ui.live.bad_message"),
                      ('{"v": 1, "type": "shout"}', "ui.live.unknown")]:
        _, out = _hash_and_sent(t, seat, text)
        assert [c for c, _ in out] == [t.conns[seat]]  # that guest only
        msg = json.loads(out[0][1])
        assert msg["type"] == "error" and msg["error"]["$"] == key
        assert msg["text"]["en"] == tr(msg["error"], "en") and msg["text"]["de"] == tr(msg["error"], "de")
        assert msg["text"]["en"] != msg["text"]["de"]
    # a guest whose seat does not decide now is refused too
    waiting = next((s for s in t.guests if s not in t.match.to_move), None)
    if waiting is not None:
        _, out = _hash_and_sent(t, waiting, t.guests[waiting].act(guest.legal[0]))
        assert json.loads(out[0][1])["error"]["$"] == "ui.live.illegal"
    # a connection that did not join with its invitation may not decide
    before = t.match.state_hash()
    out = t.host.receive("stranger", guest.act(guest.legal[0]))
    assert json.loads(out[0][1])["error"]["$"] == "ui.live.not_joined" and t.match.state_hash() == before
    out = t.host.receive("stranger", json.dumps({"v": 1, "type": "hello", "seat": seat, "key": b64encode(b"x" * 16)}))
    assert json.loads(out[0][1])["error"]["$"] == "ui.live.bad_key" and "stranger" not in t.host.seats
    host_seat = t.session.table.seat
    out = t.host.receive("stranger", json.dumps({"v": 1, "type": "hello", "seat": host_seat,
                                                 "key": b64encode(t.session.table.token)}))
    assert json.loads(out[0][1])["error"]["$"] == "ui.live.bad_key"  # the host's own seat is not offered


def test_a_guest_rejoins_with_its_invitation_and_gets_its_full_state() -> None:
    rng = random.Random(1)
    t = Table_("ming-voyages", [None, REMOTE], seed=2)
    t.join(1)
    for _ in range(30):
        t.step(rng)
    old = t.conns[1]
    t.deliver(t.host.drop(old))
    assert t.host.connected() == []
    t.guests[1] = live.LiveGuest(1, t.guests[1].key, t.guests[1].table_id)  # the page reloaded: it knows nothing yet
    t.conns[1] = "conn-1-again"
    t.join(1)
    guest = t.guests[1]
    assert guest.state is not None and guest.state["log_at"] == 0 and guest.log == t.match.log_entries
    assert guest.state["view"] == t.match.view(1) and t.host.connected() == [1]
    # a second connection of the same device (another tab) takes the seat over; the first gets nothing more
    t.conns[1] = "conn-1-third"
    t.join(1)
    assert list(t.host.seats) == ["conn-1-third"]
    assert json.loads(t.host.receive("conn-1-again", guest.act("x"))[0][1])["error"]["$"] == "ui.live.not_joined"
    # the guest leaves: its seat waits for it
    t.deliver(t.host.receive("conn-1-third", guest.leave()))
    assert t.host.connected() == []
    t.join(1)
    # the host leaves: the guest is told, and its board is a view only (issue 33, item 5)
    mirror = live.MirrorMatch(guest, lambda text: None)
    while 1 not in t.session.match.to_move:  # the guest to decide: its board has choices
        t.step(random.Random(3))
    assert [a.id for a in mirror.legal_actions()] == guest.legal != []
    out = t.host.close()
    t.deliver(out)
    assert guest.host_left and t.host.connected() == []
    assert mirror.legal_actions() == [] and not mirror.can_undo


def test_a_guest_takes_back_its_own_decision_by_the_rules_policy() -> None:
    t = Table_("ming-dynastie", [REMOTE, None], seed=4)
    t.join(0)
    rng = random.Random(9)
    for _ in range(200):
        seat = t.session.remote_to_move()
        if seat is not None and t.guests[seat].state and t.guests[seat].state["canUndo"]:
            break
        t.step(rng)
    else:
        pytest.fail("the guest never had a decision to take back")
    actions = len(t.match.actions)
    t.send(0, t.guests[0].undo())
    assert len(t.match.actions) < actions and t.guests[0].error is None
    assert t.guests[0].log == t.match.log_entries  # its log was cut back too
    # the host's person cannot be undone by the guest
    while t.session.human_to_move() is None:
        t.step(rng)
    _, out = _hash_and_sent(t, 0, t.guests[0].undo())
    assert json.loads(out[0][1])["error"]["$"] == "ui.live.no_undo"


def test_the_live_table_is_saved_and_makes_no_turn_links() -> None:
    s = new_session("yin-yang", _seats([None, REMOTE]), 1, None, "x", live=True)
    assert s.turn_link() is None and s.result_links() == []
    table = Table.from_json(s.table.to_json(), 2)
    assert table.live
    assert not Table.from_json({**s.table.to_json(), "live": False}, 2).live
    with pytest.raises(ValueError):
        Table.from_json({**s.table.to_json(), "live": 1}, 2)
    assert new_session("yin-yang", _seats([None, REMOTE]), 1, None, "x").table.live is False


def test_invitation_and_reply_links_carry_the_offer_and_answer_but_no_seed() -> None:
    s = new_session("confucius", _seats([None, REMOTE, REMOTE]), 987654321, None, "x", live=True)
    fragment = live.invitation(s, 2, "v=0 offer", "2.7")
    invite = live.read_invitation("#" + fragment)
    assert invite["t"] == 2 and invite["sdp"] == "v=0 offer" and invite["p"] == ["Ann", "Ben", "Cy"]
    assert invite["h"] == 0 and invite["c"] == "2.7"
    assert "seed" not in invite and "987654321" not in json.dumps(invite)
    answer = live.reply(invite, "v=0 answer")
    assert live.read_reply(answer, s)["sdp"] == "v=0 answer" and live.read_reply(answer, s)["c"] == "2.7"
    other = new_session("confucius", _seats([None, REMOTE, REMOTE]), 987654321, None, "x", live=True)
    for bad, read in [(answer, lambda f: live.read_reply(f, other)), (fragment, lambda f: live.read_reply(f, s)),
                      (answer, live.read_invitation), ("l=AAAA", live.read_invitation)]:
        with pytest.raises(live.LiveError):
            read(bad)


def test_the_live_boxes_escape_names_and_speak_both_languages() -> None:
    from mingtable.i18n import T as _T

    html = live.render_host_box("<b>Ann</b>", ["Ben"], [{"seat": 2, "who": "Cy & Di", "url": "http://x/#l=abc"},
                                                        {"seat": 3, "who": "Ed", "url": None}], "de")
    assert tr(_T("ui.live.accepted", who="Cy & Di"), "de").replace("&", "&amp;") not in html
    taken = live.render_host_box("Ann", [], [{"seat": 2, "who": "Cy", "url": "http://x/#l=abc", "taken": True}], "de")
    assert tr(_T("ui.live.accepted", who="Cy"), "de") in taken and 'id="friends-link-live-2"' in taken
    assert "<b>Ann" not in html and "&lt;b&gt;Ann&lt;/b&gt;" in html and "Cy &amp; Di" in html
    assert 'id="friends-link-live-2"' in html and 'value="http://x/#l=abc"' in html and 'data-ui="live-accept"' in html
    assert tr(_T("ui.live.preparing", who="Ed"), "de") in html and tr(_T("ui.live.connected", who="Ben"), "de") in html
    connected = live.render_guest_box("Ben", "Ann", "ui.live.guest_connected", None, "en")
    assert "friends-link-live-reply" not in connected and "Connected to the host." in connected
    waiting = live.render_guest_box("Ben", "Ann", "ui.live.reply_ready", "http://x/#lr=abc", "en")
    assert 'value="http://x/#lr=abc"' in waiting and "qr-fold" in waiting and "Your reply link is ready." in waiting


def _guest_deciding() -> tuple[Table_, random.Random]:
    """Ann (the host) and Ben (a guest) at Yin Yang, played on until Ben decides: the table and
    the random source its steps draw from."""
    t = Table_("yin-yang", [None, REMOTE], seed=3)
    t.join(1)
    rng = random.Random(2)
    while t.session.remote_to_move() != 1:
        t.step(rng)
    return t, rng


def test_a_guest_session_over_the_mirror_shows_its_seat_and_sends_its_decisions() -> None:
    from mingtable.ui.session import Session

    t, _ = _guest_deciding()
    guest = t.guests[1]
    sent: list[str] = []
    mirror = live.MirrorMatch(guest, sent.append)
    table = Table("", 1, b"", *([None, None] for _ in range(4)), live=True)
    session = Session(mirror, [REMOTE, None], "live-guest", table=table)  # type: ignore[arg-type]
    screen = session.screen()
    assert screen.view == t.match.view(1) and screen.actor == 1
    assert [a.id for a in screen.legal] == [a.id for a in t.match.legal_actions(1)]
    assert session.state()["seat"] == 1 and session.state()["log"] == t.match.log
    assert len(mirror.actions) == len(t.match.actions) and set(mirror.actions) <= {""}  # a count, no ids
    action = screen.legal[0].id
    session.apply(action)  # sent to the host, not carried out here
    assert json.loads(sent[-1]) == {"v": 1, "type": "act", "action": action, "seat": 1, "n": len(t.match.actions)}
    session.apply(action)  # a second tap before the host answered sends nothing
    session.undo()
    assert len(sent) == 1
    with pytest.raises(mingtable.IllegalAction):
        session.apply(action, 0)  # another seat: refused on the guest's device already
    t.deliver(t.host.receive(t.conns[1], sent[-1]))
    assert session.screen().view == t.match.view(1)  # the host's answer is what the guest shows
    with pytest.raises(live.LiveError):
        session.record_with_bots()


def test_typed_stun_and_turn_servers_are_read_with_a_turn_servers_user_and_password() -> None:
    from mingtable.ui import signaling as sig

    assert sig.parse_ice("") == [] and sig.parse_ice("  ") == []
    assert sig.parse_ice(" stun:a.example:3478, turn:bob:pa:ss@b.example:3478?transport=tcp turns:c.example ") == [
        {"urls": "stun:a.example:3478"},
        {"urls": "turn:b.example:3478?transport=tcp", "username": "bob", "credential": "pa:ss"},
        {"urls": "turns:c.example"}]
    assert sig.ice_names(sig.parse_ice("turn:bob:secret@b.example")) == "turn:b.example"  # no password shown
    for bad in ["http://x", "stun:", "turn:@b.example", "stun:a b", "stun:a.example/x", "stun:a stun:b stun:c stun:d stun:e"]:
        with pytest.raises(sig.SignalError) as refused:
            sig.parse_ice(bad)
        assert "stun:name:port" in str(refused.value)
    with pytest.raises(sig.SignalError) as refused:
        sig.parse_ice("http://bob:secret@x")
    assert "secret" not in str(refused.value)  # a password typed in the wrong place is not repeated
    for bad in [{"urls": "stun:a", "x": 1}, {"urls": ["stun:a"]}, {"urls": "stun:a", "username": 7}, "stun:a"]:
        with pytest.raises(sig.SignalError):
            sig.ice_servers_of([bad])


def test_a_live_games_stun_and_turn_servers_are_saved_and_travel_in_its_invitations() -> None:
    from mingtable.ui import signaling as sig

    ice = sig.parse_ice("stun:a.example:3478 turn:bob:secret@b.example")
    s = new_session("ming-voyages", _seats([None, REMOTE]), 4, None, "x", live=True)
    s.table.ice = ice
    assert Table.from_json(json.loads(json.dumps(s.table.to_json())), 2).ice == ice
    for bad in [[{"urls": "http://x"}], "stun:a", [{"urls": "stun:a"}] * 5]:
        with pytest.raises(ValueError):
            Table.from_json({**s.table.to_json(), "ice": bad}, 2)
    with pytest.raises(ValueError):  # only a live game has them
        Table.from_json({**s.table.to_json(), "live": False}, 2)
    invite = live.read_invitation("#" + live.invitation(s, 1, "v=0 offer", "1.1"))
    assert invite["ice"] == ice  # the guest's device needs the same servers
    tampered = live._pack(live.INVITE_PREFIX, {**invite, "ice": [{"urls": "https://elsewhere.example"}]})
    with pytest.raises(live.LiveError):
        live.read_invitation("#" + tampered)
    s.table.ice = []
    assert live.read_invitation("#" + live.invitation(s, 1, "v=0 offer", "1.1"))["ice"] == []
    # the guest's page names the servers the host chose and what they learn, never the password
    for lang, words in (("en", "chose these STUN/TURN servers"), ("de", "diese STUN/TURN-Server")):
        html = live.render_guest_box("Ben", "Ann", "ui.live.answering", None, lang, invite)
        assert words in html and "turn:b.example" in html and "secret" not in html
    server = sig.parse_server("ws://127.0.0.1:9000/")
    html = live.render_guest_box("Ben", "Ann", "ui.live.connecting", None, "en", {"srv": server, "ice": []})
    assert "signaling server ws://127.0.0.1:9000/" in html and "STUN" not in html


def test_the_hosts_box_says_when_its_signaling_server_cannot_be_reached() -> None:
    invites = [{"seat": 1, "who": "Ben", "url": None}]
    for failed, words in (("ui.live.server_unreachable", "cannot be reached"), ("ui.live.server_lost", "was lost")):
        html = live.render_host_box("Ann", [], invites, "en", "ws://127.0.0.1:9/", failed)
        assert words in html and "ws://127.0.0.1:9/" in html and "Preparing" not in html
    assert "Preparing the invitation for Ben" in live.render_host_box("Ann", [], invites, "en", "ws://127.0.0.1:9/")


def test_the_live_boxes_through_relays_say_what_relays_learn_and_when_none_can_be_reached() -> None:
    """Issue 34, items 3 and 5: through relays the boxes name them with what a relay learns (not
    a signaling server's wording), and say, with the relays' addresses, when none can be reached."""
    relays = "ws://127.0.0.1:9/ wss://relay.example"
    invites = [{"seat": 1, "who": "Ben", "url": "http://x/#l=abc"}]
    for lang, words in (("en", "they learn encrypted messages, the devices&#x27; public keys"),
                        ("de", "Sie erfahren verschlüsselte Nachrichten, die öffentlichen Schlüssel der Geräte")):
        html = live.render_host_box("Ann", [], invites, lang, relays, None, True)
        assert words in html and relays in html and "ignal" not in html  # no signaling server, no "Signalisierung"
    assert "find each other again by themselves" in live.render_host_box("Ann", [], invites, "en", relays, None, True)
    for failed, words in (("ui.live.relays_unreachable", "No relay of this game can be reached"),
                          ("ui.live.relays_lost", "connected guests play on")):
        html = live.render_host_box("Ann", [], [{**invites[0], "url": None}], "en", relays, failed, True)
        assert words in html and relays in html and "Preparing" not in html
    invite = {"srv": {"relays": relays.split()}, "ice": []}
    html = live.render_guest_box("Ben", "Ann", "ui.live.connecting_relays", None, "en", invite)
    assert "Connecting through the relays" in html and "chose the relays " + relays in html and "ignal" not in html
    html = live.render_guest_box("Ben", "Ann", "ui.live.relays_failed", None, "de", invite)
    assert f"Kein Relay dieses Spiels ist erreichbar ({relays})" in html and "mit Ann" in html
    for status, words in (("ui.live.finding", "finding the host again"), ("ui.live.host_paused", "Waiting for the host")):
        assert words in live.render_guest_box("Ben", "Ann", status, None, "en", invite)


# -- a signaling server (ui/signaling.py, issue 22 item 2) ----------------------------------------

def test_a_typed_signaling_server_address_is_read_into_the_clients_options() -> None:
    from mingtable.ui import signaling as sig

    assert sig.parse_server("") is None and sig.parse_server("  ") is None and sig.parse_server(None) is None
    assert sig.parse_server("ws://127.0.0.1:9000/") == {"host": "127.0.0.1", "port": 9000, "path": "/", "secure": False}
    assert sig.parse_server("signal.example.org/mt") == {"host": "signal.example.org", "port": 443, "path": "/mt",
                                                         "secure": True}
    assert sig.parse_server("http://[::1]:9000")["host"] == "[::1]"
    assert sig.parse_server({"host": "a.b", "port": 1, "path": "/", "secure": True})["port"] == 1
    assert sig.address(sig.parse_server("wss://a.b:7/p")) == "wss://a.b:7/p"
    for bad in ["ftp://a.b/", "ws://a.b:99999/", "ws://a b/", "ws://a.b/?x=1", "ws://u@a.b/", "ws://a.b/<x>", 7,
                {"host": "a.b", "port": "1", "path": "/", "secure": True}, {"host": "a.b", "port": 1, "path": "/",
                                                                             "secure": True, "id": "x"}]:
        with pytest.raises(sig.SignalError):
            sig.parse_server(bad)
    assert sig.peer_id_of(sig.new_peer_id()) != sig.new_peer_id()


def test_an_invitation_through_a_signaling_server_names_it_and_the_hosts_peer_and_is_saved() -> None:
    from mingtable.ui import signaling as sig

    s = new_session("yin-yang", _seats([None, REMOTE]), 987654321, None, "x", live=True)
    signal = {"server": sig.parse_server("ws://127.0.0.1:9000/"), "id": sig.new_peer_id()}
    s.table.signal = signal
    invite = live.read_invitation("#" + live.invitation(s, 1, None, signal=signal))
    assert invite["srv"] == signal["server"] and invite["pid"] == signal["id"] and "sdp" not in invite
    assert invite["t"] == 1 and "seed" not in invite and "987654321" not in json.dumps(invite)
    # the save keeps the server and the peer id, so the reopened game hosts there again
    assert Table.from_json(json.loads(json.dumps(s.table.to_json())), 2).signal == signal
    for bad in [{"server": signal["server"]}, {**signal, "id": "a b"}, {**signal, "server": {"host": "x"}}]:
        with pytest.raises(ValueError):
            Table.from_json({**s.table.to_json(), "signal": bad}, 2)
    with pytest.raises(ValueError):  # only a live game has one
        Table.from_json({**s.table.to_json(), "live": False}, 2)
    tampered = live._pack(live.INVITE_PREFIX, {**invite, "srv": {"host": "x y", "port": 1, "path": "/", "secure": True}})
    with pytest.raises(live.LiveError):
        live.read_invitation("#" + tampered)
    html = live.render_host_box("Ann", [], [{"seat": 1, "who": "Ben", "url": "http://x/#l=abc"}], "en",
                                sig.address(signal["server"]))
    assert 'id="live-reply"' not in html and "ws://127.0.0.1:9000/" in html


def test_the_set_up_form_keeps_a_typed_signaling_server() -> None:
    from mingtable.ui import games as G
    from mingtable.ui import setup as F

    spec = G.setup_spec("yin-yang")
    state = F.initial_state("yin-yang", spec)
    assert F.SIGNAL_ID in F.form_ids(spec, state)
    state = F.read_form(spec, state, {F.SIGNAL_ID: " ws://127.0.0.1:9000/ "})
    assert state.signal == "ws://127.0.0.1:9000/"
    html = F.render_setup(mingtable.GAMES["yin-yang"].to_json(), spec, state, (), "de")
    assert f'id="{F.SIGNAL_ID}" value="ws://127.0.0.1:9000/"' in html and "Signalisierungsserver" in html
    # the public STUN servers one click away, each a URL the field takes, with what they learn (issue 34 item 4)
    for name, url in F.STUN_PRESETS:
        assert f'data-ui="setup-ice" data-arg="{url}"' in html and signaling.ice_servers_of([{"urls": url}]) == [{"urls": url}]
        assert f"Öffentlicher STUN-Server von {name}" in html
    assert "erfährt beim Verbinden die Netzadressen deiner Geräte" in html


# -- a decision's steps on a guest's page (pacing, issue 22 item 1) --------------------------------

def test_a_guest_whose_page_shows_steps_gets_its_own_view_after_each_log_entry() -> None:
    """Confucius with two guests: one asks for steps (its speed is not instant), one does not.
    Each decision's steps are checked against the same decision replayed on a clone."""
    from mingtable.engine.match import parse_entry

    rng = random.Random(3)
    t = Table_("confucius", [None, REMOTE, REMOTE, "random"], seed=5)
    t.deliver(t.host.receive(t.conns[1], hello(t.guests[1], t.devices[1], steps=True)))
    t.join(2)
    assert t.session.step_seats == (1,)
    checked = 0
    for _ in range(60):
        before = t.match.clone()
        seen = {s: len(t.received[s]) for s in t.guests}
        t.step(rng)
        named, action = parse_entry(t.match.record()["actions"][-1])
        views: list[tuple[int, Any]] = []
        before.apply(action, named, observe=lambda: views.append((len(before.log_entries), before.view(1))))
        new = [json.loads(x) for x in t.received[1][seen[1]:]]
        stepped = [msg for msg in new if "steps" in msg]
        if len(views) > 1:
            assert len(stepped) == 1, new
            assert [(s["log_len"], s["view"]) for s in stepped[0]["steps"]] == views
            assert all(s["view"]["seat"] == 1 for s in stepped[0]["steps"])
            checked += 1
        else:
            assert stepped == []
        assert not any("steps" in json.loads(x) for x in t.received[2][seen[2]:])  # it asked for none
    assert checked >= 3
    # the guest turns its steps off (instant speed): none come any more
    assert t.send(1, t.guests[1].pace(False)) == [] and t.session.step_seats == ()
    seen = len(t.received[1])
    for _ in range(20):
        t.step(rng)
    assert not any("steps" in json.loads(x) for x in t.received[1][seen:])


@pytest.mark.parametrize("game,kinds", GAMES, ids=[g for g, _ in GAMES])
def test_a_rehearsal_plays_moves_through_the_protocol_on_a_copy(game: str, kinds: list[str | None]) -> None:
    """Issue 31, item 3: while a page waits for its guest, it rehearses a few live moves on a
    throwaway copy of the game (the host) or a new game of the invitation's title (the guest).
    The host's game and record stay as they were; the guest's side ends with the state of the
    copy after those moves, its own seat's view."""
    session = new_session(game, _seats(kinds), 11, None, "game", live=True)
    host_seat = session.table.seat
    guest_seat = kinds.index(REMOTE)
    before = (session.match.state_hash(), session.match.record())
    hosting, guest = live.rehearse(game, list(session.match.players), host_seat, guest_seat, session.match)
    assert (session.match.state_hash(), session.match.record()) == before
    assert len(hosting.match.actions) == live.REHEARSED_MOVES
    assert guest.match.view(guest_seat) == hosting.match.view(guest_seat)
    assert guest.match.log_entries == hosting.match.log_entries
    fresh_host, fresh_guest = live.rehearse(game, ["A", "B", "C"][:len(kinds)], host_seat, guest_seat)
    assert len(fresh_host.match.actions) == live.REHEARSED_MOVES and fresh_guest.match.to_move == fresh_host.match.to_move


@pytest.mark.parametrize("game, players, host, seat", [("no-such-game", ["A", "B"], 0, 1), ("yin-yang", ["A", "B"], 0, 0),
                                                      ("yin-yang", ["A", "B"], None, 1), ("yin-yang", "AB", 0, 5)])
def test_a_rehearsal_of_a_damaged_invitation_is_refused(game: str, players: Any, host: Any, seat: Any) -> None:
    with pytest.raises((ValueError, TypeError)):
        live.rehearse(game, players, host, seat)


# -- a seat is its first device's; a flood costs the host little (issue 32, item 6) ----------

def test_a_second_device_with_the_same_invitation_cannot_take_a_guests_seat() -> None:
    """Ben's invitation, copied to another device: that device is refused (it learns nothing
    of the game) and Ben plays on; the binding is kept with the host's save, so it holds after
    Ben's connection drops and after the host reloads; Ben's own device rejoins after a reload."""
    from mingtable.ui.saves import parse_save
    from mingtable.ui.session import resume_session

    rng = random.Random(3)
    t = Table_("ming-voyages", [None, REMOTE], seed=5)
    t.join(1)
    for _ in range(6):
        t.step(rng)
    ben = t.guests[1]
    other, thief = live.LiveGuest(1, ben.key, ben.table_id), keys.DeviceKey()  # the same invitation, another device
    out = t.host.receive("conn-stolen", hello(other, thief))
    assert [conn for conn, _ in out] == ["conn-stolen"]
    refusal = json.loads(out[0][1])
    assert refusal["type"] == "error" and set(refusal) == {"v", "type", "error", "text"}
    assert tr(refusal["error"], "en") == ("Someone else joined as Ben with this invitation: this device cannot take "
                                          "that seat.")
    assert t.host.seats == {"conn-1": 1}
    assert t.host.receive("conn-stolen", other.act(ben.legal[0] if ben.legal else "x"))[0][0] == "conn-stolen"
    for _ in range(6):
        t.step(rng)  # Ben plays on
    t.deliver(t.host.drop("conn-1"))  # Ben's connection drops: the seat stays his
    saved = parse_save(t.session.saved().to_json(), "live-test")
    host = live.LiveHost(resume_session(saved), verify=keys.verify)  # the host reloads its save
    assert json.loads(host.receive("conn-stolen-2", hello(other, thief))[0][1])["error"]["$"] == "ui.live.seat_taken"
    # nor can that device show Ben's public key without Ben's private one (a signature of its own)
    posing = json.loads(hello(other, thief))
    posing["device"] = b64encode(t.devices[1].public)
    assert json.loads(host.receive("conn-stolen-3", json.dumps(posing))[0][1])["error"]["$"] == "ui.live.bad_key"
    posing["verified"] = True  # a guest cannot vouch for itself either
    assert json.loads(host.receive("conn-stolen-4", json.dumps(posing))[0][1])["error"]["$"] == "ui.live.bad_key"
    again = live.LiveGuest(1, ben.key, ben.table_id)  # Ben's page reloaded: the same browser, the same key
    answer = json.loads(host.receive("conn-ben", hello(again, t.devices[1]))[0][1])
    assert answer["type"] == "state" and answer["seat"] == 1 and host.seats == {"conn-ben": 1}


def test_a_flood_is_dropped_unread_and_said_once() -> None:
    """A guest's page sends 5,000 messages at once: the host reads the first RATE_BURST, drops
    the rest unread, tells that page once, and takes its messages again at a person's pace."""
    now = [0.0]
    t = Table_("yin-yang", [REMOTE, None], seed=4)
    t.host = live.LiveHost(t.session, clock=lambda: now[0], verify=keys.verify)
    t.join(0)
    parsed = []
    real_parse = live.parse
    live.parse = lambda text, *a: (parsed.append(1), real_parse(text, *a))[1]
    try:
        answers = [t.host.receive("conn-0", t.guests[0].pace(True)) for _ in range(5_000)]
    finally:
        live.parse = real_parse
    told = [out for out in answers if out]
    assert len(parsed) == live.RATE_BURST - 1  # the hello took one
    assert len(told) == 1 and json.loads(told[0][0][1])["error"]["$"] == "ui.live.flood"
    assert tr(json.loads(told[0][0][1])["error"], "de").startswith("Dieses Gerät hat zu viele Nachrichten")
    now[0] += 2.0  # two seconds later: the page is heard again
    assert t.host.receive("conn-0", t.guests[0].act("not-an-action"))[0][1].count("ui.live.illegal") == 1


# -- whole deals with bots of every level (issue 32, item 2) ----------------------------------

class _Unchecked(Table_):
    """A table whose guests' messages are not searched for secrets (the whole-game tests above
    do that): for many deals."""

    def check(self, seat: int, text: str) -> None:
        pass


LIVE_SEATS = {"ming-dynastie": 4, "confucius": 4, "ming-voyages": 2, "yin-yang": 4}


@pytest.mark.parametrize("part", range(5))
@pytest.mark.parametrize("game", sorted(LIVE_SEATS))
def test_live_deals_with_random_easy_and_normal_bots_end(game: str, part: int) -> None:
    """50 live deals per title, each to its end: the host's person and a guest, with random
    and easy bots beside them and a normal bot in the first (The Ming Voyages: the two persons)."""
    for deal in range(part * 10, part * 10 + 10):  # 50 deals in five parts, for the test workers
        kinds: list[str | None] = [None, REMOTE]
        if LIVE_SEATS[game] > 2:
            kinds += ["normal" if deal == 0 else "random", ("random", "greedy")[deal % 2]]
        t = _Unchecked(game, kinds, seed=6000 + deal)
        for seat in t.guests:
            t.join(seat)
        rng = random.Random(deal)
        for _ in range(3_000):
            if t.match.outcome is not None:
                break
            t.step(rng)
        assert t.match.outcome is not None, deal
        assert all(guest.state is not None and guest.state["outcome"] == t.match.outcome for guest in t.guests.values())


def test_a_decision_or_undo_for_an_earlier_position_is_never_taken_twice() -> None:
    """A guest's ``act`` and ``undo`` name the position they were made in (``n``): the same
    message arriving twice, or after the game moved on, changes nothing and says why."""
    t, rng = _guest_deciding()
    guest = t.guests[1]
    act = guest.act(guest.legal[0])
    t.deliver(t.host.receive(t.conns[1], act))
    after = t.match.state_hash()
    assert guest.n == len(t.match.actions) and guest.sent is None  # answered
    out = t.host.receive(t.conns[1], act)  # the same decision again
    assert json.loads(out[0][1])["error"]["$"] == "ui.live.stale" and t.match.state_hash() == after
    for _ in range(200):
        if t.session.remote_to_move() == 1 and guest.state and guest.state["canUndo"]:
            break
        t.step(rng)
    else:
        pytest.fail("the guest never had a decision to take back")
    decisions = len(t.match.actions)
    undo = guest.undo()
    t.deliver(t.host.receive(t.conns[1], undo))
    undone = t.match.state_hash()
    assert len(t.match.actions) < decisions and guest.n == len(t.match.actions)
    out = t.host.receive(t.conns[1], undo)  # a second undo for the same position
    assert json.loads(out[0][1])["error"]["$"] == "ui.live.stale" and t.match.state_hash() == undone
