"""Devices of a game with friends whose hops travel only through a real Nostr relay (issue 34,
item 7): every title to its end, one seat's device a browser page that the test drives, the
others devices on CPython run here. tests/e2e/test_app_relays.py runs it with the relay's own
venv (``.venv-relay``: ``websockets``, and ``aionostr``'s events signed with ``coincurve``)
and the engine from py/.

Each CPython device is a session as the page has it (``mingtable.ui.session``), with its own
signing key and its own Nostr key. It publishes its newest hop as assets/relays.mjs does (kind
30078, the game's topic as the ``d`` tag, AES-GCM under the game's key with the topic as
additional data, ``mingtable.ui.friends.relay_channel``), and takes the others' hops only from the
relay, each as a link opened by hand (signatures checked, bots' moves recomputed). After the
invitations no link goes from device to device. What each device would show (its board and
panel as the game's renderer draws them for its view, its board in words, and its
``state()``) is checked for other seats' secrets after each round (:func:`leaks`).

The page's seat talks with the test by lines of JSON (stdout: what this side says; stdin: the
test's answer, a line "go"):

- ``{"invite": fragment}``: the page's invitation, to open once; the test answers once the
  page holds it;
- ``{"wait": n, "published": k}``: no device here can go on: the page's device is to decide
  or to reveal (its game holds at least ``n`` actions once it took every hop here; the devices
  here published ``k`` hops since they last waited). The test answers once the page did its
  part (or, closed, was opened again), and this side then asks the relay until a hop of the
  page's device comes;
- ``{"done": ...}`` at the end: the hops, the devices' final records and outcomes, the first
  device's log, and what leaked (nothing).

    .venv-relay/bin/python tests/e2e/relay_devices.py ws://127.0.0.1:PORT ming-dynastie 2 \\
        None,remote,remote,remote 1
"""

from __future__ import annotations

import base64
import json
import os
import random
import secrets
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [os.fspath(ROOT / "py"), os.fspath(ROOT / "tests" / "e2e")]

from aionostr.event import Event  # noqa: E402
from coincurve import PrivateKey  # noqa: E402
from cryptography.hazmat.primitives.ciphers.aead import AESGCM  # noqa: E402
from websockets.sync.client import ClientConnection, connect  # noqa: E402

import mingtable  # noqa: E402
from mingtable.i18n import KEY  # noqa: E402
from mingtable.ui import friends as F  # noqa: E402
from mingtable.ui import games, keys  # noqa: E402
from mingtable.ui.session import Session, new_session, open_friends_link  # noqa: E402
from support import secret_texts  # noqa: E402

KIND = 30078
PAGE_SECONDS = 20  # how long this side asks the relay for the page's hop before asking the test again


class Relay:
    """One connection to the relay, shared by the devices here: publish an event, ask for a
    topic's events."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.asked = 0
        self.sent = 0  # the events published

    def _answer(self, first: str, key: str) -> list[Any]:
        while True:
            message = json.loads(self.ws.recv(timeout=10))
            if message[0] == first and message[1] == key:
                return message

    def publish(self, event: dict[str, Any]) -> None:
        self.ws.send(json.dumps(["EVENT", event]))
        ok = self._answer("OK", event["id"])
        assert ok[2] is True, ok
        self.sent += 1

    def events(self, topic: str) -> list[dict[str, Any]]:
        """The topic's events: each device's newest (a relay keeps one per device; the devices
        drop what they took, by id, as assets/relays.mjs does). No ``since``: the devices date
        their events a second apart at least, so quick hops run ahead of the clock, and a page's
        next event may be dated before another device's last one."""
        self.asked += 1
        sub = f"q{self.asked}"
        self.ws.send(json.dumps(["REQ", sub, {"kinds": [KIND], "#d": [topic]}]))
        out = []
        while True:
            message = json.loads(self.ws.recv(timeout=10))
            if message[:2] == ["EVENT", sub]:
                out.append(message[2])
            elif message[:2] == ["EOSE", sub]:
                self.ws.send(json.dumps(["CLOSE", sub]))
                return out


def log_size(session: Session) -> int:
    """How many entries the log of the device's game holds (a seal adds to the log, not to the
    record)."""
    assert session.table is not None
    return F.log_length(session.table, len(session.match.actions))


class Device:
    """A person's device: its session of the game, its keys, what it published last."""

    def __init__(self, seat: int, relay: Relay) -> None:
        self.seat, self.relay = seat, relay
        self.key = keys.DeviceKey()
        self.nostr = secrets.token_hex(32)  # its own Nostr key for this game
        self.session: Session | None = None
        self.published: str | None = None
        self.seen: set[str] = set()  # the events taken already (by id), as assets/relays.mjs keeps them
        self.created = 0  # the created_at of its last event

    def publish(self, chan: dict[str, Any]) -> bool:
        """Sign what it decided, then publish its newest hop if it has a new one."""
        assert self.session is not None
        self.session.settle(self.key)
        hop = self.session.newest_hop()
        if hop is None or hop == self.published:
            return False
        iv = os.urandom(12)
        sealed = AESGCM(base64.b64decode(chan["key"])).encrypt(iv, hop.encode(), chan["topic"].encode())
        pubkey = PrivateKey(bytes.fromhex(self.nostr)).public_key_xonly.format().hex()
        # each event a second after its last at least (a relay keeps the latest: assets/relays.mjs)
        self.created = max(int(time.time()), self.created + 1)
        event = Event(pubkey=pubkey, content=base64.b64encode(iv + sealed).decode(), kind=KIND, tags=[["d", chan["topic"]]],
                      created_at=self.created)
        event.sign(self.nostr)
        self.relay.publish(event.to_json_object())
        self.published = hop
        return True

    def take(self, events: list[dict[str, Any]], chan: dict[str, Any]) -> bool:
        """Take every device's newest hop among the relay's ``events`` (one older than its game
        is dropped, as the page drops it); whether its game went on (its log, as web/relays.py
        compares: a seal alone changes no record)."""
        assert self.session is not None
        aes, went_on = AESGCM(base64.b64decode(chan["key"])), False
        for event in events:
            if event["id"] in self.seen:
                continue
            self.seen.add(event["id"])
            raw = base64.b64decode(event["content"])
            hop = aes.decrypt(raw[:12], raw[12:], chan["topic"].encode()).decode()
            if hop == self.published:
                continue  # its own
            before = (self.session.match.record()["actions"], log_size(self.session))
            try:
                taken = open_friends_link(F.read(hop), self.session.saved(), self.session.save_id)
            except ValueError as exc:
                if isinstance(getattr(exc, "text", None), dict) and exc.text.get(KEY) == "ui.friends.stale":
                    continue
                raise
            if (taken.match.record()["actions"], log_size(taken)) != before:
                self.session, went_on = taken, True
        return went_on

    def decide(self, rng: random.Random) -> int:
        """Its person decides at random, its bots move, until the game is elsewhere; the
        number of its person's decisions."""
        assert self.session is not None
        decisions = 0
        while True:
            if self.session.bot_to_move() is not None:
                self.session.bot_step()
            elif self.session.human_to_move() == self.seat:
                self.session.apply(rng.choice(self.session.screen().legal).id)
                decisions += 1
            else:
                return decisions


def hidden(view: Any, public: Any, key: str = "") -> list[tuple[str, Any]]:
    """What a seat's own ``view`` holds where the spectator's (``public``) holds something else:
    ``(field, value)`` pairs, a value whole where the two part (a hand, a face-down choice),
    going into fields both have and lists of records both have as many of (the players)."""
    if isinstance(view, dict) and isinstance(public, dict):
        return [pair for k in view for pair in hidden(view[k], public.get(k), k)]
    if isinstance(view, list) and isinstance(public, list) and len(view) == len(public) \
            and all(isinstance(v, dict) for v in view):
        return [pair for v, p in zip(view, public) for pair in hidden(v, p, key)]
    return [] if view == public else [(key, view)]


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def secrets_of(views: list[dict[str, Any]], public: dict[str, Any]) -> set[str]:
    """The texts that would show what other seats' ``views`` (each a seat's own) hold and the
    spectator's does not, as JSON writes them: each such field with its value (a hand, the
    return cards laid), the value alone where it is long enough to stand for itself, and each
    text in it (a card's id or name)."""
    out: set[str] = set()
    for view in views:
        for key, value in hidden(view, public):
            if value in (None, [], {}, "") or key == "seat":
                continue
            whole = json.dumps(value)
            out.add(json.dumps({key: value})[1:-1])
            if len(whole) >= 12:
                out.add(whole)
            out |= {json.dumps(s) for s in _strings(value) if len(s) >= 3}
    return out


def leaks(device: Device, others: dict[int, Device]) -> list[str]:
    """Other seats' secrets in what ``device`` would show: the game's board, panel and board in
    words for its screen's view, as the page draws them, and its ``state()``. A secret is a
    text of :func:`support.secret_texts` (another seat's hand's heading, its cards' names) or
    of :func:`secrets_of`: what another seat's own view holds and the spectator's does not, of
    the game as this device has it (every device holds the whole deal, so every seat's hand)
    and as that seat's own device has it (its choices sealed from this device). Less what this
    device may know: its own view, the spectator's, the log."""
    session = device.session
    assert session is not None
    m, seat = session.match, device.seat
    screen = session.screen()
    drawn = games.render(m.game, screen.view, screen.legal, session.seat_tags("en"), "en")
    page = " ".join(drawn.values()) + games.render_text_view(m.game, screen.view, "en")
    state = session.state()
    shown = page + json.dumps(state) + json.dumps(screen.view)
    views = [m.view(s) for s in range(len(m.players)) if s != seat]
    views += [d.session.match.view(s) for s, d in others.items() if s != seat and d.session is not None]
    known = json.dumps(m.view(seat)) + json.dumps(m.view(None)) + json.dumps(state["log"])
    found = {s for s in secret_texts(m, seat) if s in shown}
    found |= {s for s in secrets_of(views, m.view(None)) if s not in known and s in shown}
    return sorted(found)


def say(what: dict[str, Any]) -> None:
    """A line to the test, which drives the page."""
    print(json.dumps(what), flush=True)


def heard() -> None:
    """The test's answer: the page did its part."""
    line = sys.stdin.readline()
    assert line.strip() == "go", f"the test said {line!r}"


def came(devices: dict[int, Device], relay: Relay, chan: dict[str, Any]) -> bool:
    """Ask the relay until a hop comes that takes a device's game on (:data:`PAGE_SECONDS`)."""
    until = time.monotonic() + PAGE_SECONDS
    while time.monotonic() < until:
        events = relay.events(chan["topic"])
        if any([d.take(events, chan) for d in devices.values()]):
            return True
        time.sleep(0.01)
    return False


def play(ws: ClientConnection, url: str, game: str, seed: int, seats: list[str | None], page_seat: int) -> dict[str, Any]:
    """The game to its end, the page's seat played by the test's page (see above)."""
    names = ["Ann", "Ben", "Cy", "Dee"]
    specs = [{"name": names[i], "remote": True} if kind == "remote" else {"name": names[i], "bot": kind}
             for i, kind in enumerate(seats)]
    relay = Relay(ws)
    people = [s for s, kind in enumerate(seats) if kind in (None, "remote")]
    assert page_seat in people and page_seat != 0
    devices = {seat: Device(seat, relay) for seat in people if seat != page_seat}
    first = devices[0].session = new_session(game, specs, seed, None, "game")
    assert first.table is not None
    F.through_relays(first.table, [url])  # as newGame({relays}) makes it
    first.settle(devices[0].key)
    for seat, link in first.invitations():  # the one link each person opens
        if seat == page_seat:
            say({"invite": link})
            heard()
        else:
            devices[seat].session = open_friends_link(F.read(link), None, "game")
    chan = F.relay_channel(first.table)
    assert all(d.session.table.relay_key == first.table.relay_key for d in devices.values())  # from the invitations
    rng = random.Random(seed)
    hops, rounds, asked, told, found = 0, 0, 0, 0, []
    while True:
        moving = True  # every device takes what the relay has, its bots move, it publishes
        while moving:
            moving, events = False, relay.events(chan["topic"])
            for device in devices.values():
                if device.session.human_to_move() is None:
                    device.decide(rng)  # (its bots)
                moving |= device.take(events, chan) | device.publish(chan)
        rounds += 1
        found += [f"{d.seat}: {leak}" for d in devices.values() for leak in leaks(d, devices)]
        if all(d.session.match.outcome is not None for d in devices.values()):
            break
        holder = next((d for d in devices.values() if d.session.human_to_move() == d.seat), None)
        if holder is not None:
            if holder.decide(rng):
                hops += 1
                holder.publish(chan)
            continue
        # the page's device is to decide or to reveal: the test lets it, then its hop comes
        for _ in range(3):
            n = min(len(d.session.match.actions) - d.session.table.private for d in devices.values())
            say({"wait": n, "published": relay.sent - told})
            told = relay.sent
            heard()
            asked += 1
            if came(devices, relay, chan):
                break
        else:
            raise AssertionError("no hop came from the page's device")
        hops += 1
    return {"hops": hops, "rounds": rounds, "asked": asked, "leaks": found,
            "records": {seat: d.session.match.record() for seat, d in devices.items()},
            "outcomes": {seat: d.session.match.outcome for seat, d in devices.items()},
            "log": devices[0].session.state()["log"]}


if __name__ == "__main__":
    url, game, seed, seats, page_seat = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], int(sys.argv[5])
    with connect(url, open_timeout=10) as ws:
        done = play(ws, url, game, seed, [None if s == "None" else s for s in seats.split(",")], page_seat)
    print(json.dumps({"done": done}), flush=True)
