"""Devices of a game with friends whose hops travel only through a real Nostr relay (issue 34,
item 7): every title to its end, at the protocol's level. tests/e2e/test_app_relays.py runs it
with the relay's own venv (``.venv-relay``: ``websockets``, and ``aionostr``'s events signed
with ``coincurve``) and the engine from py/; the browser tests play the same way page to page.

Each device is a session as the page has it (``mingtable.ui.session``), with its own signing
key and its own Nostr key. It publishes its newest hop as assets/relays.mjs does (kind 30078,
the game's topic as the ``d`` tag, AES-GCM under the game's key with the topic as additional
data, ``mingtable.ui.relays.channel``), and takes the others' hops only from the relay, each as
a link opened by hand (signatures checked, bots' moves recomputed). After the invitations no
link goes from device to device. The last person's device is closed for a stretch (it asks the
relay for nothing) and catches up from the relay when it is its turn. Every device's
``state()`` is checked for other seats' secrets after each round.

    .venv-relay/bin/python tests/e2e/relay_devices.py ws://127.0.0.1:PORT ming-dynastie 2 \\
        None,remote,random,random

prints one JSON line: hops, rounds, whether the closed device caught up, each device's final
record and outcome, the first device's log, and what leaked (nothing).
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
from websockets.sync.client import connect  # noqa: E402

from mingtable.i18n import KEY  # noqa: E402
from mingtable.ui import friends as F  # noqa: E402
from mingtable.ui import keys  # noqa: E402
from mingtable.ui.relays import channel  # noqa: E402
from mingtable.ui.session import Session, new_session, open_friends_link  # noqa: E402
from support import secret_texts  # noqa: E402

KIND = 30078


class Relay:
    """One connection to the relay: publish an event, ask for a topic's events."""

    def __init__(self, url: str) -> None:
        self.ws = connect(url, open_timeout=10)
        self.asked = 0

    def _answer(self, first: str, key: str) -> list[Any]:
        while True:
            message = json.loads(self.ws.recv(timeout=10))
            if message[0] == first and message[1] == key:
                return message

    def publish(self, event: dict[str, Any]) -> None:
        self.ws.send(json.dumps(["EVENT", event]))
        ok = self._answer("OK", event["id"])
        assert ok[2] is True, ok

    def events(self, topic: str) -> list[dict[str, Any]]:
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

    def fetch(self, chan: dict[str, Any]) -> bool:
        """Take every device's newest hop the relay holds (one older than its game is
        dropped, as the page drops it); whether its game went on."""
        assert self.session is not None
        aes, went_on = AESGCM(base64.b64decode(chan["key"])), False
        for event in self.relay.events(chan["topic"]):
            if event["id"] in self.seen:
                continue
            self.seen.add(event["id"])
            raw = base64.b64decode(event["content"])
            hop = aes.decrypt(raw[:12], raw[12:], chan["topic"].encode()).decode()
            if hop == self.published:
                continue  # its own
            before = self.session.match.record()["actions"]
            try:
                taken = open_friends_link(F.read(hop), self.session.saved(), self.session.save_id)
            except ValueError as exc:
                if isinstance(getattr(exc, "text", None), dict) and exc.text.get(KEY) == "ui.friends.stale":
                    continue
                raise
            if taken.match.record()["actions"] != before:
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

    def leaks(self) -> list[str]:
        """Other seats' secrets in what its page would show (its ``state()``)."""
        assert self.session is not None
        text = json.dumps(self.session.state())
        return sorted(s for s in secret_texts(self.session.match, self.seat) if s in text)


def play(url: str, game: str, seed: int, seats: list[str | None]) -> dict[str, Any]:
    names = ["Ann", "Ben", "Cy", "Dee"]
    specs = [{"name": names[i], "remote": True} if kind == "remote" else {"name": names[i], "bot": kind}
             for i, kind in enumerate(seats)]
    relay = Relay(url)
    people = [s for s, kind in enumerate(seats) if kind in (None, "remote")]
    devices = {seat: Device(seat, relay) for seat in people}
    first = devices[0].session = new_session(game, specs, seed, None, "game")
    assert first.table is not None
    F.through_relays(first.table, [url])  # as newGame({relays}) makes it
    first.settle(devices[0].key)
    for seat, link in first.invitations():  # the one link each person opens
        devices[seat].session = open_friends_link(F.read(link), None, "game")
    chan = channel(first.table.id, first.table.commitments, [url], first.table.relay_key)
    assert all(d.session.table.relay_key == first.table.relay_key for d in devices.values())  # from the invitations
    rng = random.Random(seed)
    late, closed, caught_up, hops, rounds, leaks = people[-1], False, False, 0, 0, []
    while True:
        awake = [d for seat, d in devices.items() if not (closed and seat == late)]
        moving = True  # every open device takes what the relay has, its bots move, it publishes
        while moving:
            moving = False
            for device in awake:
                if device.session.human_to_move() is None:
                    device.decide(rng)  # (its bots)
                moving |= device.fetch(chan) | device.publish(chan)
        rounds += 1
        leaks += [f"{d.seat}: {leak}" for d in awake for leak in d.leaks()]
        if all(d.session.match.outcome is not None for d in awake):
            if closed:  # the closed device, opened after the end, sees it too
                caught_up = devices[late].fetch(chan)
            break
        holder = next((d for d in awake if d.session.human_to_move() == d.seat), None)
        if holder is None:  # the closed device's turn: its person opens the app again
            assert closed, "no device has its person to decide"
            closed, caught_up = False, True
            continue
        if holder.decide(rng):
            hops += 1
            holder.publish(chan)
        if hops >= 3 and not (closed or caught_up) and holder.session.remote_to_move() != late:
            closed = True  # the last person's device is off for a while
    return {"hops": hops, "rounds": rounds, "caught_up": caught_up, "leaks": leaks,
            "records": {seat: d.session.match.record() for seat, d in devices.items()},
            "outcomes": {seat: d.session.match.outcome for seat, d in devices.items()},
            "log": devices[0].session.state()["log"]}


if __name__ == "__main__":
    url, game, seed, seats = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    print(json.dumps(play(url, game, seed, [None if s == "None" else s for s in seats.split(",")])))
