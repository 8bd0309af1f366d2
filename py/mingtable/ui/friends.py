"""A game with friends, played by link: each person on their own device, no server.

The device that creates the game holds one seat; every other person gets an **invitation**, a
link that carries the game and a one-time join token of their seat. Whenever the next decision
belongs to a person on another device, the device that has the game makes a **turn link** for
them. Both are fragments ``#f=<data>`` of the app's own URL.

**The log of hops** (issue 32, item 2). A seat's actions come in *hops*: maximal runs of that
person's decisions between other persons' decisions (bots' decisions do not interrupt a run;
the device that reaches them takes them). Every device signs its own hops with an Ed25519 key
of its own (ui/keys.py; on the page WebCrypto, the private key never leaving the browser). A
hop's signature covers the game's identity (:func:`identity`: title, options, players, seed,
seat kinds, the seats' join commitments), the seat, the number of actions it vouches for and
the SHA-256 of all of them as the link writes them: the log is hash-linked, and each seat's
latest signature vouches for everything before it, so a link carries one signature per seat.
A seat's key is bound at its first hop: the invitation's token is the seed of a one-time
Ed25519 key whose public key the game holds from set-up (its *commitment*), and the first hop
carries that one-time key's signature of the device's public key. Nobody without the token can
bind a seat, and a device that finds its seat bound to a key not its own says so.

A device that already has a position refuses a link that continues it differently (a fork) or
holds less of the game (stale), and takes no move for its own seat that it did not make. A
link sent to another seat brings it up to date all the same (a group chat: issue 33).

**Secret choices** (issue 32, item 5). A decision that several seats take at once (``to_move``
lists several seats: Ming-Dynastie's return cards) travels as a *seal*: a log entry with the
SHA-256 of the seat's actions and a random nonce (:func:`seal_digest`), the actions and the nonce
kept on the device (``Table.held``; the nonce a keyed hash of the seal's place under a secret of
the device, ``Table.salt``) until every seat of the decision has sealed or decided; the
last to decide does so in the clear. Then each sealed seat, in the order of ``to_move``, adds its
*reveal* (the nonce and the actions), which every device checks against the seal. A face-down
decision taken one seat at a time (Confucius's tutoring: the game's
:class:`~mingtable.engine.game.FaceDown`) that another person decides after is sealed with
public *stand-ins*, which every other device carries out in its place until the reveal; the
last person's such decision is sealed and waits until those are revealed (:func:`secrecy`,
:func:`due`), and so does, in the clear, an action that would end the stand-ins' window
(The Ming Voyages's reserve card until the swap: :func:`closes`). The log is then the
record's actions with these :class:`Mark` entries among them.

**The link** is the record, not its text: a small JSON header (the table's id, game, options,
players, seed, bots, the seat it is for, the seat of the device that made it (shown only), and
for an invitation that seat's token), then per
seat its commitment, key, binding and latest hop signature (raw bytes), then each action as
its index among the legal actions of the position (a varint; the seat follows where it is not
the first to move), raw deflate (the format of ``CompressionStream("deflate-raw")``) and
base64url. Decoding replays it through the rules, so the record format is unchanged and a
damaged link never half-loads.

A turn link carries the seed, so a person who decodes it can learn every card still to come:
the page never shows another seat's secret, but the link is not a vault (docs/embedding.md).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets as _random
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import mingtable
from mingtable import games
from mingtable.engine import jsontext
from mingtable.engine.errors import IllegalAction, MingTableError, echo
from mingtable.i18n import T

from . import texts as _texts  # noqa: F401 - registers the ui.* texts
from .levels import SEAT_KINDS
from .relays import RelayError, channel, relay_urls
from .share import ShareError, b64decode, b64encode, inflate
from .signaling import SignalError, ice_servers_of, peer_id_of, server_of

PREFIX = "f="
REMOTE = "remote"            # the seat kind of a person on another device
TOKEN_BYTES = 32             # an invitation's token: the seed of a one-time Ed25519 key
KEY_BYTES = 32               # an Ed25519 public key
SIGNATURE_BYTES = 64
ID_BYTES = 9
NONCE_BYTES = 16             # a seal's random nonce
DIGEST_BYTES = 32            # a seal: SHA-256
SALT_BYTES = 32              # a device's secret for the nonces of its seals
RELAY_KEY_BYTES = 32         # the AES-GCM key of a game's hops through relays (invitations only)
SEAL, REVEAL, STAND = 0, 1, 2  # the kinds of :class:`Mark` (STAND: a seal with public stand-ins)
MARK = 64                    # a log entry whose seat number is MARK + kind is a Mark
MAX_HEADER_BYTES = 4_000
MAX_LINK_BYTES = 60_000      # a whole game is about 1,000 bytes


class FriendsError(MingTableError):
    """A link of a game with friends that this device refuses (a catalogue message)."""


#: a hop's signature: the number of actions it vouches for, and the signature
Signed = tuple[int, bytes]


# -- what is signed ----------------------------------------------------------------------------

def identity(record: dict[str, Any], bots: list[str | None], commitments: list[bytes | None]) -> bytes:
    """The SHA-256 of what may not change in a game with friends (issue 32, item 3): record
    version, title, options, players, seed, each seat's kind (None: a person) and the seats'
    join commitments. Every signature of the game covers it."""
    fixed = ["mingtable-friends", record["version"], record["game"], record["options"], record["players"],
             record["seed"], [None if kind == REMOTE else kind for kind in bots], [_b64(c) for c in commitments]]
    return hashlib.sha256(json.dumps(fixed, sort_keys=True, separators=(",", ":")).encode()).digest()


def hop_data(ident: bytes, seat: int, n: int, written: bytes) -> bytes:
    """What ``seat``'s device signs for its hop: the game, the seat, and the first ``n``
    actions by the hash of ``written``, those actions as a link writes them (:func:`_actions`)."""
    return b"mingtable-hop\0" + ident + bytes([seat]) + n.to_bytes(4, "big") + hashlib.sha256(written).digest()


def join_data(ident: bytes, seat: int, key: bytes) -> bytes:
    """What a seat's one-time key signs at its first hop: the device key that plays the seat."""
    return b"mingtable-join\0" + ident + bytes([seat]) + key


def seal_digest(ident: bytes, seat: int, nonce: bytes, actions: list[str]) -> bytes:
    """The seal of ``seat``'s secret choice, the action ids ``actions``: nobody can tell the
    choice from it, nor its seat change it once sealed."""
    return hashlib.sha256(b"mingtable-seal\0" + ident + bytes([seat]) + nonce + json.dumps(actions).encode()).digest()


@dataclass(frozen=True)
class Mark:
    """An entry of the log that is not an action: ``seat``'s seal (``data`` its
    :func:`seal_digest`) or reveal (``data`` the nonce, ``indices`` its actions as a link writes
    them, each its index among the seat's legal actions). ``at``: the record's actions before
    it; ``count``: the actions a reveal adds to the record (fewer than ``indices`` where the
    rules drop a card laid and taken back). A seal with stand-ins (``STAND``: a face-down
    choice that later seats decide after) carries them in ``indices``: they take the choice's
    place in the record of every other device (``count`` of them) until it is revealed; its
    reveal then adds nothing (the revealed actions replace the stand-ins)."""

    kind: int
    seat: int
    at: int
    data: bytes
    indices: tuple[int, ...] = ()
    count: int = 0

    def to_json(self) -> list[Any]:
        return [self.kind, self.seat, self.at, b64encode(self.data), list(self.indices), self.count]

    @classmethod
    def from_json(cls, value: Any, seats: int) -> Mark:
        if not isinstance(value, list) or len(value) != 6 or value[0] not in (SEAL, REVEAL, STAND) \
                or not all(type(v) is int and v >= 0 for v in (value[2], value[5])) \
                or not isinstance(value[4], list) or not all(type(i) is int and i >= 0 for i in value[4]):
            raise ValueError("mark")
        size = NONCE_BYTES if value[0] == REVEAL else DIGEST_BYTES
        return cls(value[0], _seat_number(value[1], seats), value[2], _bytes(value[3], size), tuple(value[4]), value[5])


#: a log entry: an action (its index among the legal actions, its seat, whether that seat was
#: not the first to move), or a :class:`Mark`
Entry = tuple[int, int, bool] | Mark


def _log(marks: list[Mark], steps: list[tuple[int, int, bool]]) -> list[Entry]:
    """The log of a record whose actions' ``steps`` are given, with its ``marks`` among them
    (the actions of a reveal inside it)."""
    out: list[Entry] = []
    i = 0
    for mark in marks:
        out += steps[i:mark.at]
        out.append(mark)
        i = mark.at + mark.count
    return out + steps[i:]


def _entry_seat(entry: Entry) -> int:
    return entry.seat if isinstance(entry, Mark) else entry[1]


# -- the table: what this device knows of a game with friends --------------------------------

@dataclass
class Table:
    """This device's part of a game with friends (saved with the game, plain data).

    ``id``: the game's id on every device; ``seat``: the seat this device plays; ``token``: its
    seat's join token (never in a turn link); per seat ``commitments`` (the public key of its
    token, None for a bot or, on the device that created the game, until the page computed it),
    ``keys`` (the device key bound at its first hop), ``joins`` (the token's signature of that
    key) and ``signed`` (its latest hop signature, as the last link had it); ``hop``: this
    device's signature of its current hop; ``invitations``: on the device that created the
    game, the tokens of the other persons' seats, so their invitations can be shown again;
    ``received``: how many entries the log had when this device last accepted a link (None
    on the device that created it, before any link came)."""

    id: str
    seat: int
    token: bytes
    commitments: list[bytes | None]
    keys: list[bytes | None]
    joins: list[bytes | None]
    signed: list[Signed | None]
    invitations: dict[int, bytes] = field(default_factory=dict)
    received: int | None = None
    hop: Signed | None = None
    live: bool = False  # played at once over direct connections, this device the host (ui/live.py)
    # a live game's signaling server and the host's peer id there (ui/signaling.py), if one was chosen
    signal: dict[str, Any] | None = None
    # a live game's STUN/TURN servers (ui/signaling.py), sent to the guests in their invitations
    ice: list[dict[str, str]] = field(default_factory=list)
    # on a live game's host: per guest's seat, the hash of the device that joined it (ui/live.py)
    bound: dict[int, str] = field(default_factory=dict)
    # the log's seals and reveals, in the log's order (secret choices)
    marks: list[Mark] = field(default_factory=list)
    # this seat's actions in the decision several seats take at once, while it decides
    choosing: list[str] = field(default_factory=list)
    # this seat's sealed choice (its actions, the last of the record here) and the seal's nonce,
    # until it reveals them: never in a link
    held: tuple[list[str], bytes] | None = None
    # this device's secret for its seals' nonces (:func:`nonce`): never in a link
    salt: bytes = field(default_factory=lambda: _random.token_bytes(SALT_BYTES))
    # the seat whose device sent this device its invitation (shown to welcome the person)
    by: int | None = None
    # the Nostr relays its hops travel through besides links (ui/relays.py; none: by links only)
    relays: list[str] = field(default_factory=list)
    # the last of ``held`` is not carried out here yet: it would end a window of face-down
    # choices (Confucius's tutoring) before the choices standing in for others are revealed
    waits: bool = False
    # this seat's face-down choice that stand-ins take the place of on the other devices: where
    # it starts in the record, its actions and the seal's nonce, until it reveals them
    standing: tuple[int, list[str], bytes] | None = None
    # this seat's action (as the record writes it) that would end a window of stand-ins (The
    # Ming Voyages's reserve card: :func:`closes`): in the log, not carried out here until the
    # stand-ins are revealed
    closing: str | None = None
    # the key (AES-GCM, 32 bytes) its hops travel under through the relays: made with the game,
    # carried by the invitations only (None for a game begun before: ui/relays.py channel)
    relay_key: bytes | None = None
    # the seat the last link this device accepted was sent to (None before one came): in a
    # decision several seats take at once, the device of that seat chooses before this one
    sent_to: int | None = None

    @property
    def private(self) -> int:
        """How many of the record's last actions are this seat's and not yet in the log."""
        return len(self.held[0]) - self.waits if self.held is not None else len(self.choosing)

    @property
    def paused(self) -> bool:
        """Whether this seat's last decision waits for others' reveals, not carried out here."""
        return self.waits or self.closing is not None

    def sealed(self) -> set[int]:
        """The seats whose seal is in the log and not yet revealed."""
        return set(_unrevealed(self.marks))

    def stands(self) -> list[int]:
        """The seats whose seal with stand-ins is not yet revealed, in the log's order."""
        return [seat for seat, mark in _unrevealed(self.marks).items() if mark.kind == STAND]

    def holds_game(self, entries: int) -> bool:
        """Whether this device has the game to send on (its log has ``entries`` entries): it
        created it and no link came back yet, or it took decisions since the last link came."""
        return self.received is None or entries > self.received

    def table_id(self, record: dict[str, Any] | None = None) -> str:
        return self.id

    @property
    def tokens(self) -> dict[int, bytes]:
        """The join tokens this device holds: its own seat's and the invitations'."""
        return {self.seat: self.token, **self.invitations}

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "seat": self.seat, "token": b64encode(self.token),
                "commitments": [_b64(c) for c in self.commitments], "keys": [_b64(k) for k in self.keys],
                "joins": [_b64(j) for j in self.joins], "signed": [_signed_json(s) for s in self.signed],
                "invitations": {str(s): b64encode(k) for s, k in sorted(self.invitations.items())},
                "received": self.received, **({"hop": _signed_json(self.hop)} if self.hop else {}),
                **({"live": True} if self.live else {}),
                **({"signal": self.signal} if self.signal else {}), **({"ice": self.ice} if self.ice else {}),
                **({"bound": {str(s): d for s, d in sorted(self.bound.items())}} if self.bound else {}),
                **({"marks": [m.to_json() for m in self.marks]} if self.marks else {}),
                **({"choosing": list(self.choosing)} if self.choosing else {}),
                **({"held": [self.held[0], b64encode(self.held[1])]} if self.held is not None else {}),
                **({"waits": True} if self.waits else {}),
                **({"standing": [self.standing[0], self.standing[1], b64encode(self.standing[2])]}
                   if self.standing is not None else {}),
                **({"closing": self.closing} if self.closing is not None else {}),
                "salt": b64encode(self.salt), **({"by": self.by} if self.by is not None else {}),
                **({"relays": list(self.relays)} if self.relays else {}),
                **({"relay_key": b64encode(self.relay_key)} if self.relay_key is not None else {}),
                **({"to": self.sent_to} if self.sent_to is not None else {})}

    @classmethod
    def from_json(cls, data: Any, seats: int) -> Table:
        """The table of a save (raises ``ValueError`` for anything malformed; ``ValueError("old")``
        for the table of a game begun before games with friends were signed)."""
        if not isinstance(data, dict):
            raise ValueError("table")
        if "secret" in data and "token" not in data:
            raise ValueError("old")
        table_id = data.get("id")
        if not isinstance(table_id, str) or len(table_id) != 12 or len(b64decode(table_id)) != ID_BYTES:
            raise ValueError("id")
        seat = _seat_number(data.get("seat"), seats)
        commitments = _bytes_list(data.get("commitments"), seats, KEY_BYTES)
        keys = _bytes_list(data.get("keys"), seats, KEY_BYTES)
        joins = _bytes_list(data.get("joins"), seats, SIGNATURE_BYTES)
        signed = [_signed_of(s) for s in _list(data.get("signed"), seats)]
        invitations = data.get("invitations", {})
        if not isinstance(invitations, dict) or len(invitations) >= seats:
            raise ValueError("invitations")
        received = data.get("received")
        if received is not None and (not isinstance(received, int) or isinstance(received, bool) or received < 0):
            raise ValueError("received")
        live = data.get("live", False)
        if type(live) is not bool:
            raise ValueError("live")
        signal = data.get("signal")
        if signal is not None:
            try:
                if not isinstance(signal, dict) or set(signal) != {"server", "id"} or not live:
                    raise ValueError("signal")
                signal = {"server": server_of(signal["server"]), "id": peer_id_of(signal["id"])}
            except SignalError:
                raise ValueError("signal") from None
        try:
            ice = ice_servers_of(data.get("ice", []))
        except SignalError:
            raise ValueError("ice") from None
        if ice and not live:
            raise ValueError("ice")
        bound = data.get("bound", {})
        if not isinstance(bound, dict) or (bound and not live) or not all(
                isinstance(d, str) and len(d) == 32 and set(d) <= set("0123456789abcdef") for d in bound.values()):
            raise ValueError("bound")
        marks = [Mark.from_json(m, seats) for m in _list(data.get("marks", []), None)]
        choosing, held = data.get("choosing", []), data.get("held")
        if not _ids(choosing) or (held is not None and (not isinstance(held, list) or len(held) != 2
                                                        or not _ids(held[0]) or not held[0] or choosing)):
            raise ValueError("held")
        try:
            relays = relay_urls(data.get("relays", []))
        except RelayError:
            raise ValueError("relays") from None
        if relays and live:
            raise ValueError("relays")
        relay_key = _bytes(data["relay_key"], RELAY_KEY_BYTES) if "relay_key" in data else None
        if relay_key is not None and not relays:
            raise ValueError("relay_key")
        waits, standing = data.get("waits", False), data.get("standing")
        if type(waits) is not bool or (waits and held is None) or (standing is not None and (
                not isinstance(standing, list) or len(standing) != 3 or type(standing[0]) is not int
                or standing[0] < 0 or not _ids(standing[1]) or not standing[1])):
            raise ValueError("standing")
        closing = data.get("closing")
        if closing is not None and (not _ids([closing]) or held is not None or choosing):
            raise ValueError("closing")
        return cls(table_id, seat, _bytes(data.get("token"), TOKEN_BYTES), commitments, keys, joins, signed,
                   {_seat_key(s, seats): _bytes(k, TOKEN_BYTES) for s, k in invitations.items()}, received,
                   _signed_of(data.get("hop")), live, signal, ice, {_seat_key(s, seats): d for s, d in bound.items()},
                   marks, list(choosing), None if held is None else (list(held[0]), _bytes(held[1], NONCE_BYTES)),
                   _bytes(data["salt"], SALT_BYTES) if "salt" in data else _random.token_bytes(SALT_BYTES),
                   None if data.get("by") is None else _seat_number(data["by"], seats), relays, waits,
                   None if standing is None else (standing[0], list(standing[1]), _bytes(standing[2], NONCE_BYTES)),
                   closing, relay_key, None if data.get("to") is None else _seat_number(data["to"], seats))


def relay_channel(table: Table) -> dict[str, Any]:
    """The channel of ``table``'s hops on its relays (ui/relays.py :func:`channel`)."""
    return channel(table.id, table.commitments, table.relays, table.relay_key)


def through_relays(table: Table, urls: list[str]) -> None:
    """Make ``table``'s turns travel through the relays ``urls`` too (issue 34), under a new
    random key that only the invitations carry (none: by links only)."""
    table.relays = list(urls)
    table.relay_key = _random.token_bytes(RELAY_KEY_BYTES) if urls else None


def create(seats: int, persons: list[int], seat: int) -> Table:
    """The table of a new game of ``seats`` seats with friends (the seats ``persons``), on the
    device that creates it (``seat``). The seats' commitments are the public keys of their
    tokens, which the page computes (:func:`need`)."""
    tokens = {s: _random.token_bytes(TOKEN_BYTES) for s in persons}
    return Table(b64encode(_random.token_bytes(ID_BYTES)), seat, tokens[seat], [None] * seats, [None] * seats,
                 [None] * seats, [None] * seats, {s: k for s, k in tokens.items() if s != seat})


# -- what this device's keys must do ------------------------------------------------------

def need(table: Table, match: mingtable.Match, bots: list[str | None]) -> dict[str, Any] | None:
    """The next key request (ui/keys.py) this device must answer before it can make a link of
    the game: the public key of a token it holds, a signature of its seat's current hop, or
    the binding of its device key to its seat. None when every link can be made."""
    for seat, token in sorted(table.tokens.items()):
        if table.commitments[seat] is None:
            return {"op": "token", "seed": b64encode(token), "seat": seat}
    own, n = table.seat, log_length(table, len(match.actions))
    if n == (table.received or 0) or (table.hop is not None and table.hop[0] == n and table.joins[own] is not None):
        return None  # nothing new since the last link, or all of it signed
    entries = log_of(match.record(), table)
    if not any(_entry_seat(e) == own for e in entries[table.received or 0:]):
        return None  # no decision of this seat since the last link
    ident = identity(match.record(), bots, table.commitments)
    if table.hop is None or table.hop[0] != n:
        return {"op": "sign", "data": b64encode(hop_data(ident, own, n, _actions(entries))), "n": n}
    if table.joins[own] is None:
        key = table.keys[own]
        assert key is not None
        return {"op": "sign", "seed": b64encode(table.token), "data": b64encode(join_data(ident, own, key))}
    return None


def log_length(table: Table, actions: int) -> int:
    """The number of entries in the log of a game whose record holds ``actions`` actions here."""
    return actions - table.private + (table.closing is not None) + sum(1 - mark.count for mark in table.marks)


def _logged(record: dict[str, Any], table: Table) -> list[str]:
    """The actions of the log of this device's game (``record``): without its seat's private
    actions, with its action that waits in the clear (:func:`closes`)."""
    actions = record["actions"]
    return [*actions[:len(actions) - table.private], *([table.closing] if table.closing is not None else [])]


def log_of(record: dict[str, Any], table: Table) -> list[Entry]:
    """The log of this device's game (``record``, its seat's private actions last)."""
    return _log(table.marks, _replay_steps({**record, "actions": _logged(record, table)}))


def log_here(link: Link, record: dict[str, Any], table: Table) -> list[Entry]:
    """The log of this device's game (``record``, ``table``) to compare with ``link``'s: from
    the link's steps where the link holds the same actions (nothing replayed), else replayed."""
    actions = _logged(record, table)
    if tuple(actions) == link.match.actions[:len(actions)]:
        return _log(table.marks, link.steps[:len(actions)])
    return log_of(record, table)


# -- secret choices ----------------------------------------------------------------------------

def _unrevealed(marks: list[Mark]) -> dict[int, Mark]:
    """The seals of ``marks`` not yet revealed, by seat, in the log's order."""
    out: dict[int, Mark] = {}
    for mark in marks:
        if mark.kind == REVEAL:
            out.pop(mark.seat, None)
        else:
            out[mark.seat] = mark
    return out


def secrecy(table: Table, match: mingtable.Match, bots: list[str | None], seat: int) -> str | None:
    """How ``seat``'s decision now travels by link: ``"together"`` (several seats decide at once:
    sealed until each has), ``"stand"`` (face down, and another person decides after it before it
    is revealed: sealed, with public stand-ins in its place), ``"held"`` (face down, by the last
    person of such a window while a choice in it stands in: sealed and not carried out until the
    stand-ins are revealed), or None (in the clear)."""
    if table.live:
        return None
    return _travels(match, seat, {s for s, kind in enumerate(bots) if kind in (None, REMOTE)}, bool(table.stands()))


def _travels(match: mingtable.Match, seat: int, persons: set[int], standing: bool) -> str | None:
    """:func:`secrecy` of ``seat``'s decision in ``match`` (``persons``: the seats persons
    play; ``standing``: a seal with stand-ins is not revealed yet)."""
    if len(match.to_move) > 1:
        return "together"
    after = _secret_after(match, seat)
    if after is None:
        return None
    if any(s in persons for s in after):
        return "stand"
    return "held" if standing else None


def _secret_after(match: mingtable.Match, seat: int) -> list[int] | None:
    """The seats deciding after ``seat``'s face-down decision (None: not one), as the game
    declares them (:class:`~mingtable.engine.game.FaceDown`)."""
    face_down = games.get(match.game).face_down
    return face_down.after(match.state, seat) if face_down is not None else None


def _stand_ins(match: mingtable.Match, seat: int, actions: list[str]) -> list[str] | None:
    """The public stand-ins of ``seat``'s face-down ``actions``, which left ``match`` as it is
    (None: nothing in them was face down)."""
    face_down = games.get(match.game).face_down
    assert face_down is not None
    return face_down.stand_ins(match.state, seat, actions)


def _window(match: mingtable.Match) -> Any:
    """How long stand-ins may last in ``match`` (None: until the last seat's face-down decision)."""
    face_down = games.get(match.game).face_down
    return face_down.window(match.state) if face_down is not None and face_down.window is not None else None


def closes(table: Table, match: mingtable.Match, seat: int, action: str) -> str | None:
    """``seat``'s ``action`` as the record writes it, when it would end the window of another
    seat's stand-ins not yet revealed (The Ming Voyages: the Barbarian's last action before the
    hands are swapped, which would give him the hand as the stand-in left it): it travels in
    the clear and waits here (``Table.closing``) for the reveal. None otherwise (raises
    :class:`IllegalAction` for an illegal action)."""
    if table.live or not set(table.stands()) - {table.seat}:
        return None
    window = _window(match)
    if window is None:
        return None
    after = match.clone()
    after.apply(action, seat)
    return str(after.actions[-1]) if _window(after) != window else None


def ends_decision(match: mingtable.Match, seat: int, action: str) -> bool:
    """Whether ``action`` ends ``seat``'s face-down decision (raises for an illegal one)."""
    after = match.clone()
    after.apply(action, seat)
    return _secret_after(after, seat) is None


def _nonce(table: Table, ident: bytes, at: int) -> bytes:
    return hmac.new(table.salt, b"mingtable-nonce\0" + ident + bytes([table.seat]) + at.to_bytes(4, "big"),
                    hashlib.sha256).digest()[:NONCE_BYTES]


def chose(table: Table, match: mingtable.Match, bots: list[str | None], action: str, kind: str | None) -> None:
    """Keep this seat's decision ``action``, just carried out in ``match`` (``kind``: how the
    decision travels, :func:`secrecy`). Once the seat has decided, its actions are sealed,
    unless every other seat of a decision taken together has sealed already (the last decides
    in the clear)."""
    if kind is None:
        return
    table.choosing.append(action)
    if table.seat in match.to_move if kind == "together" else _secret_after(match, table.seat) is not None:
        return
    ids, table.choosing = table.choosing, []
    at = len(match.actions) - len(ids)
    if kind == "stand":
        stand_ins = _stand_ins(match, table.seat, ids)
        if stand_ins is not None:  # (else nothing in it was face down: in the clear)
            _stand(table, match, bots, at, ids, stand_ins)
        return
    sealed = table.sealed()
    if kind == "together" and all(seat in sealed for seat in match.to_move):
        return
    ident = identity(match.record(), bots, table.commitments)
    nonce = _nonce(table, ident, at)
    table.held = (ids, nonce)
    table.marks.append(Mark(SEAL, table.seat, at, seal_digest(ident, table.seat, nonce, ids)))


def hold(table: Table, match: mingtable.Match, bots: list[str | None], action: str) -> None:
    """This seat's last action of a ``"held"`` decision (:func:`secrecy`), not carried out:
    the decision is sealed; it is carried out when it is revealed, after the stand-ins."""
    ids, table.choosing = [*table.choosing, action], []
    ident, at = identity(match.record(), bots, table.commitments), len(match.actions) - len(ids) + 1
    nonce = _nonce(table, ident, at)
    table.held, table.waits = (ids, nonce), True
    table.marks.append(Mark(SEAL, table.seat, at, seal_digest(ident, table.seat, nonce, ids)))


def _stand(table: Table, match: mingtable.Match, bots: list[str | None], at: int, ids: list[str],
           stand_ins: list[str]) -> None:
    """Seal this seat's face-down decision ``ids`` (from the ``at``-th action on) with its
    ``stand_ins``, the rules' public actions that take its place on the other devices."""
    ident = identity(match.record(), bots, table.commitments)
    nonce = _nonce(table, ident, at)
    stand = Mark(STAND, table.seat, at, seal_digest(ident, table.seat, nonce, ids), count=len(ids))
    _, _, indices, _, _ = _rebuild(match, stand, table.seat, ids=stand_ins)  # (their indices)
    table.standing = (at, ids, nonce)
    table.marks.append(Mark(STAND, table.seat, at, stand.data, tuple(indices), len(ids)))


def due(marks: list[Mark], match: mingtable.Match) -> int | None:
    """The seat that reveals its sealed choice now: once every seat still to decide has sealed,
    the first whose seal has stand-ins, else the first of them to decide. None when no reveal
    is due."""
    pending = _unrevealed(marks)
    if not match.to_move or not all(seat in pending for seat in match.to_move):
        return None
    return next((seat for seat, mark in pending.items() if mark.kind == STAND), match.to_move[0])


def _rebuild(match: mingtable.Match, stand: Mark, seat: int, ids: list[str] | None = None,
             indices: tuple[int, ...] = ()) -> tuple[mingtable.Match, list[str], list[int], list[str] | None, Any]:
    """``match`` with ``seat``'s face-down actions in place of the stand-ins of ``stand``: the
    actions ``ids``, or those at ``indices`` among the seat's legal actions. Replayed from
    before them, each later action carried out again (raises :class:`IllegalAction`,
    ``ValueError`` or ``IndexError`` when one does not fit). Returns the match, the actions,
    their indices, the stand-ins the rules give for them and the window they opened
    (:func:`_window`)."""
    from mingtable.engine.match import parse_entry

    record = match.record()
    actions = record["actions"]
    m = mingtable.load({**record, "actions": actions[:stand.at]})
    by_ids = ids is not None
    ids, indices = list(ids or []), list(indices)
    for i in range(len(ids) if by_ids else len(indices)):
        legal = [a.id for a in m.legal_actions(seat)]
        if by_ids:
            indices.append(legal.index(ids[i]))
        else:
            ids.append(legal[indices[i]])
        m.apply(ids[i], seat)
    stood, opened = _stand_ins(m, seat, ids), _window(m)
    for entry in actions[stand.at + stand.count:]:
        named, action = parse_entry(entry)
        m.apply(action, m.to_move[0] if named is None else named)
    return m, ids, indices, stood, opened


def take_up(link: Link, table: Table) -> mingtable.Match:
    """The game this device goes on with after accepting ``link`` (``table``: as :func:`accept`
    made it): the link's, with this seat's actions not yet in the log carried out again (its
    face-down choice in place of its stand-ins), a sealed choice revealed once it is due (then
    the device has the game to send on)."""
    match = link.match.clone()
    seat = table.seat
    revealing = due(table.marks, match) == seat
    if table.closing is not None:  # the link holds no more than this device's game: its last action still waits
        record = match.record()
        return mingtable.load({**record, "actions": record["actions"][:-1]})
    if table.standing is not None:
        at, ids, nonce = table.standing
        stand = _unrevealed(table.marks)[seat]
        try:
            match, _, indices, _, opened = _rebuild(match, stand, seat, ids=ids)
        except (ValueError, IndexError, IllegalAction):
            raise FriendsError(T("ui.friends.damaged")) from None
        if revealing or _window(match) != opened:  # (due, or the window it stood in is over)
            table.marks.append(Mark(REVEAL, seat, len(match.actions), nonce, tuple(indices)))
            table.standing = None
        return match
    if not table.private and not table.waits:
        return match
    before, indices = len(match.actions), []
    ids = table.held[0] if table.held is not None else table.choosing
    if table.waits and not revealing:
        ids = ids[:-1]  # the action that ends the window waits for the stand-ins' reveals
    try:
        for action in ids:
            indices.append(next(i for i, a in enumerate(match.legal_actions(seat)) if a.id == action))
            match.apply(action, seat)
    except (StopIteration, IllegalAction):
        raise FriendsError(T("ui.friends.damaged")) from None
    if revealing:
        assert table.held is not None
        table.marks.append(Mark(REVEAL, seat, before, table.held[1], tuple(indices), len(match.actions) - before))
        table.held, table.waits = None, False
    return match


def answer(table: Table, request: dict[str, Any], reply: Any) -> None:
    """Keep the page's (or ui/keys.py's) ``reply`` to :func:`need`'s ``request``. Raises
    :class:`FriendsError` for a reply that is not one, or a device key that is not the one
    bound to this device's seat (the browser's site data was cleared)."""
    joining = "seed" in request and request["op"] == "sign"  # the one-time key's public key is known
    try:
        public = None if joining else _bytes(reply.get("public"), KEY_BYTES)
        signature = _bytes(reply["signature"], SIGNATURE_BYTES) if request["op"] == "sign" else None
    except (AttributeError, KeyError, ValueError):
        raise FriendsError(T("ui.friends.keys_failed")) from None
    own = table.seat
    if request["op"] == "token":
        table.commitments[request["seat"]] = public
    elif joining:
        table.joins[own] = signature
    else:
        if table.keys[own] is not None and table.keys[own] != public:
            raise FriendsError(T("ui.friends.key_lost"))
        table.keys[own], table.hop = public, (request["n"], signature)  # type: ignore[assignment]


# -- the link ------------------------------------------------------------------------------

@dataclass
class Header:
    """What a link says before its moves are replayed: the table's id, the record without
    actions (checked), the seat kinds (None: a person), per seat its commitment, key, binding
    and latest hop signature, the seat it is for, for an invitation that seat's token, and the
    moves as they travel (:func:`_actions`)."""

    id: str
    record: dict[str, Any]
    bots: list[str | None]
    commitments: list[bytes | None]
    keys: list[bytes | None]
    joins: list[bytes | None]
    signed: list[Signed | None]
    to: int
    moves: bytes
    token: bytes | None = None
    sender: int | None = None  # the seat of the device that made the link (shown, not checked)
    relays: list[str] = field(default_factory=list)  # the game's relays (taken by a device that joins)
    relay_key: bytes | None = None  # their key (an invitation's only)

    @property
    def table_id(self) -> str:
        return self.id


@dataclass
class Link:
    """A decoded link: its header (:class:`Header`), the record it carries replayed
    (``match``; sealed choices not in it), its log's ``entries`` and the seat of each, each of
    the record's actions' step as :func:`_replay_steps` gives it, the log's seals and reveals
    (``marks``) and the seals not yet revealed (``pending``: seat -> digest)."""

    header: Header
    match: mingtable.Match
    seats: list[int]
    steps: list[tuple[int, int, bool]] = field(default_factory=list, repr=False)
    entries: list[Entry] = field(default_factory=list, repr=False)
    marks: list[Mark] = field(default_factory=list, repr=False)
    pending: dict[int, bytes] = field(default_factory=dict, repr=False)

    @property
    def persons(self) -> set[int]:
        return {s for s, kind in enumerate(self.header.bots) if kind is None}

    @property
    def to(self) -> int:
        return self.header.to

    @property
    def token(self) -> bytes | None:
        return self.header.token

    @property
    def table_id(self) -> str:
        return self.header.id


def encode(match: mingtable.Match, bots: list[str | None], table: Table, to: int, invitation: bool = False) -> str:
    """The fragment (without ``#``) of a link to seat ``to``: a turn link, or its invitation
    (carrying that seat's token; only the device that created the game has it). Every key
    request of :func:`need` must have been answered."""
    record = match.record()
    entries = log_of(record, table)
    header: dict[str, Any] = {
        "id": table.id, "g": match.game, "o": match.options, "p": list(match.players), "s": record["seed"],
        "b": [None if kind == REMOTE else kind for kind in bots], "t": to,
    }
    if record["version"] > 1:  # a link of version 1 (no "v") stays as it was
        header["v"] = record["version"]
    if invitation:
        header["i"] = b64encode(table.tokens[to])
        if table.relay_key is not None:  # the relays' key, in invitations only
            header["k"] = b64encode(table.relay_key)
    header["f"] = table.seat
    if table.relays:  # a device that joins from this link goes on through the same relays
        header["r"] = list(table.relays)
    signed = list(table.signed)
    if table.hop is not None and table.hop[0] == len(entries) \
            and any(_entry_seat(e) == table.seat for e in entries[table.received or 0:]):
        signed[table.seat] = table.hop
    body = json.dumps(header, separators=(",", ":"), ensure_ascii=True).encode() + b"\0" + \
        _proofs_bytes(table.commitments, table.keys, table.joins, signed) + _actions(entries)
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    return PREFIX + b64encode(deflate.compress(body) + deflate.flush())


def _proofs_bytes(commitments: list[bytes | None], keys: list[bytes | None], joins: list[bytes | None],
                  signed: list[Signed | None]) -> bytes:
    """Per seat a byte of flags (commitment, key, binding, hop signature), then those present."""
    out = bytearray()
    for c, k, j, h in zip(commitments, keys, joins, signed, strict=True):
        assert c is not None or (k, j, h) == (None, None, None)
        out.append((c is not None) | (k is not None) << 1 | (j is not None) << 2 | (h is not None) << 3)
        out += (c or b"") + (k or b"") + (j or b"")
        if h is not None:
            _varint(out, h[0])
            out += h[1]
    return bytes(out)


def _read_proofs(data: bytes, seats: int) -> tuple[list[list[Any]], int]:
    """The per-seat proofs of :func:`_proofs_bytes` (commitments, keys, joins, signed) and
    where the moves begin."""
    out: list[list[Any]] = [[], [], [], []]
    pos = 0

    def take(size: int) -> bytes:
        nonlocal pos
        if pos + size > len(data):
            raise ShareError(T("ui.link.cut"))
        pos += size
        return data[pos - size:pos]

    for _ in range(seats):
        flags = take(1)[0]
        if flags & ~0b1111 or (flags & 0b1110 and not flags & 1):
            raise ShareError(T("ui.friends.damaged"))
        out[0].append(take(KEY_BYTES) if flags & 1 else None)
        out[1].append(take(KEY_BYTES) if flags & 2 else None)
        out[2].append(take(SIGNATURE_BYTES) if flags & 4 else None)
        if flags & 8:
            n, pos = _read_varint(data, pos)
            out[3].append((n, take(SIGNATURE_BYTES)))
        else:
            out[3].append(None)
    return out, pos


@dataclass
class _Replayed:
    """The last game this device replayed by the rules and holds as its own (a link it made, or
    one it accepted): its actions, each one's step, and a private match at that point. A link whose log starts with these very steps is
    replayed from here: only its new moves go through the rules (issue 31, item 2)."""

    game: str
    actions: list[str]
    steps: list[tuple[int, int, bool]]
    match: mingtable.Match


_REPLAYED: list[_Replayed] = []


def _game_key(record: dict[str, Any]) -> str:
    return json.dumps([record["game"], record["players"], record["seed"], record["options"]], sort_keys=True)


def _held(record: dict[str, Any]) -> _Replayed | None:
    """The game this device holds, if it is ``record``'s game."""
    return _REPLAYED[0] if _REPLAYED and _REPLAYED[0].game == _game_key(record) else None


def _keep(record: dict[str, Any], steps: list[tuple[int, int, bool]], match: mingtable.Match) -> None:
    _REPLAYED[:] = [_Replayed(_game_key(record), list(record["actions"]), steps, match)]


def _replay_steps(record: dict[str, Any]) -> list[tuple[int, int, bool]]:
    """Replay ``record``: per action its index among its seat's legal actions, its seat, and
    whether that seat was another than the first to move (``record`` without this seat's
    private actions: see :func:`log_of`). The last game replayed is kept, so
    a link made after a few more decisions replays only those (a link is made at every change)."""
    from mingtable.engine.match import parse_entry

    actions = list(record["actions"])
    known = _held(record)
    _REPLAYED.clear()  # kept again once the replay is through
    if known is not None and known.actions == actions[:len(known.actions)]:
        steps, m = list(known.steps), known.match
    else:
        steps, m = [], mingtable.start({**record, "actions": []})
    for entry in actions[len(steps):]:
        named, action_id = parse_entry(entry)
        seat = m.to_move[0] if named is None else named
        steps.append((next(i for i, a in enumerate(m.legal_actions(seat)) if a.id == action_id), seat, named is not None))
        m.apply(action_id, seat)
    _keep(record, steps, m)
    return list(steps)


def remember(link: Link) -> None:
    """Keep ``link``'s game as this device's own (it accepted the link): the next link of the
    game is replayed from here."""
    _keep(link.match.record(), list(link.steps), link.match.clone())


def _actions(entries: list[Entry]) -> bytes:
    """The log as a link writes it: each action as a varint, its index times two, plus one if
    a seat other than the first to move took it, then that seat; a :class:`Mark` as the varints
    1 and ``MARK`` + its kind, its seat, its data, and for a reveal or a seal with stand-ins
    the number of its actions and each one's index."""
    out = bytearray()
    for entry in entries:
        if isinstance(entry, Mark):
            out += bytes([1, MARK + entry.kind, entry.seat]) + entry.data
            if entry.kind != SEAL:
                _varint(out, len(entry.indices))
                for index in entry.indices:
                    _varint(out, index)
            continue
        index, seat, other = entry
        _varint(out, index * 2 + other)
        if other:
            _varint(out, seat)
    return bytes(out)


def read(fragment: str) -> Header:
    """Parse a link (with or without ``#``) up to its moves, which are not replayed yet; raises
    :class:`ShareError` for a damaged one, :class:`mingtable.BadRecord` for a header the rules
    refuse."""
    raw = inflate(fragment, PREFIX, MAX_LINK_BYTES, raw=True)
    head, sep, rest = raw.partition(b"\0")
    if not sep or len(head) > MAX_HEADER_BYTES:
        raise ShareError(T("ui.link.not_record"))
    try:
        header = jsontext.loads(head.decode("utf-8"))
    except ValueError:
        raise ShareError(T("ui.link.not_record")) from None
    if not isinstance(header, dict):
        raise ShareError(T("ui.link.no_record"))
    if "id" not in header and "c" in header:  # a link of a game begun before games with friends were signed
        raise ShareError(T("ui.friends.old"))
    record = {"format": mingtable.RECORD_FORMAT, "version": header.get("v", 1), "game": header.get("g"),
              "options": header.get("o"), "players": header.get("p"), "seed": header.get("s"), "actions": []}
    record["players"] = mingtable.load(record).players  # checks every field; the names as cleaned
    seats = len(record["players"])
    bots = header.get("b")
    if not isinstance(bots, list) or len(bots) != seats or any(b is not None and b not in SEAT_KINDS for b in bots):
        raise ShareError(T("ui.link.bots"))
    try:
        table_id = header.get("id")
        if not isinstance(table_id, str) or len(table_id) != 12 or len(b64decode(table_id)) != ID_BYTES:
            raise ValueError("id")
        token = _bytes(header["i"], TOKEN_BYTES) if "i" in header else None
        relay_key = _bytes(header["k"], RELAY_KEY_BYTES) if "k" in header and token is not None else None
        to = _seat_number(header.get("t"), seats)
    except ValueError:
        raise ShareError(T("ui.friends.damaged")) from None
    (commitments, keys, joins, signed), pos = _read_proofs(rest, seats)
    if any((c is None) != (bots[s] is not None) for s, c in enumerate(commitments)) or bots[to] is not None:
        raise ShareError(T("ui.friends.damaged"))
    sender = header.get("f") if type(header.get("f")) is int and 0 <= header["f"] < seats else None
    try:
        relays = relay_urls(header.get("r", []))
    except RelayError:
        raise ShareError(T("ui.friends.damaged")) from None
    return Header(table_id, record, list(bots), commitments, keys, joins, signed, to, rest[pos:], token, sender, relays,
                  relay_key if relays else None)


#: ``bot_move(match, bots, seat)``: the move the bot of ``seat`` makes now (ui/session.py)
BotMove = Callable[[mingtable.Match, list[str | None], int], str]


def decode(fragment: str | Header, bot_move: BotMove | None = None, checked: int = 0,
           known_marks: list[Mark] | None = None) -> Link:
    """Parse and replay a link; raises :class:`ShareError` for a damaged one,
    :class:`mingtable.BadRecord` for one the rules refuse, :class:`FriendsError` for a bot move
    that is not that bot's or a reveal that does not match its seal. Its signatures are checked
    by :func:`proofs` and :func:`accept`.

    Only what is new is replayed: when the link's log starts with the steps of the game this
    device holds (:class:`_Replayed`; ``known_marks``: the seals and reveals of its log), the
    replay starts from there. With ``bot_move``, each bot's move from the ``checked``-th
    action on must be the move ``bot_move`` makes (the actions before are this device's own),
    in the same replay."""
    header = fragment if isinstance(fragment, Header) else read(fragment)
    parsed = _entries(header.moves)
    ident = identity(header.record, header.bots, header.commitments)
    start, match, steps, entries, pending = _resume(_held(header.record), parsed, known_marks or [])
    if match is None:
        match = mingtable.load(header.record)
    names = match.players
    marks = [e for e in entries if isinstance(e, Mark)]
    for i, raw in enumerate(parsed[start:], start):
        if isinstance(raw, Mark):
            mark, match = _replay_mark(raw, match, steps, marks, header.bots, ident, i + 1)
            marks.append(mark)
            entries.append(mark)
            pending = {seat: m.data for seat, m in _unrevealed(marks).items()}
            continue
        value, named = raw
        first = match.to_move[0] if match.to_move else 0
        seat = first if named is None else named
        if not 0 <= seat < len(names) or seat in pending:
            raise ShareError(T("ui.friends.damaged"))
        action_id = _legal_id(match, seat, value >> 1, i + 1)
        if bot_move is not None and header.bots[seat] is not None and len(steps) >= checked \
                and bot_move(match, header.bots, seat) != action_id:
            raise FriendsError(T("ui.friends.bot_move", n=i + 1, who=names[seat]))
        try:
            match.apply(action_id, seat)
        except IllegalAction as exc:
            raise mingtable.BadRecord(exc.text) from None
        steps.append((value >> 1, seat, seat != first))  # as this device would write it
        entries.append(steps[-1])
        if len(steps) != len(match.actions):  # a take-back inside the link: no device writes one
            raise ShareError(T("ui.friends.damaged"))
    return Link(header, match, [_entry_seat(e) for e in entries], steps, entries, marks, pending)


def _resume(known: _Replayed | None, parsed: list[Any], known_marks: list[Mark]) \
        -> tuple[int, mingtable.Match | None, list[tuple[int, int, bool]], list[Entry], dict[int, bytes]]:
    """Where the replay of a link's log (``parsed``) may start: the number of its entries that
    are the game this device holds (``known``, with its seals and reveals ``known_marks``), a
    private copy of that game, its steps, those entries and the seals pending after them.
    ``(0, None, [], [], {})`` when the link does not start with that game."""
    if known is None:
        return 0, None, [], [], {}
    done, entries, pending = 0, [], {}
    for i, raw in enumerate([*parsed, None]):
        if done == len(known.steps):
            return i, known.match.clone(), list(known.steps), entries, pending
        if raw is None:
            break
        if isinstance(raw, Mark):
            count = next((m.count for m in known_marks if (m.kind, m.at, m.seat, m.data, m.indices)
                          == (raw.kind, done, raw.seat, raw.data, raw.indices)), -1)
            if count < 0 or (raw.kind == STAND and tuple(s[0] for s in known.steps[done:done + count]) != raw.indices):
                break  # a seal or reveal this device does not hold (or holds the choice itself): replayed and checked
            if raw.kind != REVEAL:
                pending[raw.seat] = raw.data
            elif pending.pop(raw.seat, None) is None:
                break
            entries.append(Mark(raw.kind, raw.seat, done, raw.data, raw.indices, count))
            done += count
            if done > len(known.steps):
                break
            continue
        value, named = raw
        step = known.steps[done]
        if value >> 1 != step[0] or bool(value & 1) != step[2] or (step[2] and named != step[1]):
            break
        entries.append(step)
        done += 1
    return 0, None, [], [], {}


def _legal_id(match: mingtable.Match, seat: int, index: int, n: int) -> str:
    """The id of ``seat``'s ``index``-th legal action, the ``n``-th entry of a link's log
    (raises :class:`mingtable.BadRecord` when there is none)."""
    legal = match.legal_actions(seat) if seat in match.to_move else []
    if index >= len(legal):
        raise mingtable.BadRecord(T("ui.friends.illegal", n=n))
    return legal[index].id


def _replay_mark(raw: Mark, match: mingtable.Match, steps: list[tuple[int, int, bool]], marks: list[Mark],
                 bots: list[str | None], ident: bytes, n: int) -> tuple[Mark, mingtable.Match]:
    """Carry out the seal or reveal ``raw``, the ``n``-th entry of a link's log after ``marks``,
    in ``match``; returns the mark as this device keeps it and the match (replayed again where
    a reveal puts the real actions in place of stand-ins). A seal is a person's who has none
    pending, in a decision that travels so (:func:`secrecy`); a reveal is the due seat's
    (:func:`due`)."""
    seat, pending = raw.seat, _unrevealed(marks)
    if raw.kind == REVEAL:
        is_due = due(marks, match) == seat
        if seat not in pending or not raw.indices or not (is_due or pending[seat].kind == STAND):
            raise ShareError(T("ui.friends.damaged"))
        return _replay_reveal(raw, pending[seat], match, steps, ident, n, is_due)
    persons = {s for s, kind in enumerate(bots) if kind is None}
    travels = _travels(match, seat, persons, any(m.kind == STAND for m in pending.values()))
    if seat in pending or seat not in match.to_move or seat not in persons \
            or travels not in (("stand",) if raw.kind == STAND else ("together", "held")):
        raise ShareError(T("ui.friends.damaged"))
    if raw.kind == SEAL:
        return Mark(SEAL, seat, len(steps), raw.data), match
    before = len(steps)
    ids = _carry_out(match, steps, seat, raw.indices, n)
    if not ids or len(steps) - before != len(ids) or _secret_after(match, seat) is not None \
            or _stand_ins(match, seat, ids) != ids:
        raise ShareError(T("ui.friends.damaged"))  # not the whole decision, or stand-ins that could tell
    return Mark(STAND, seat, before, raw.data, raw.indices, len(steps) - before), match


def _replay_reveal(raw: Mark, sealed: Mark, match: mingtable.Match, steps: list[tuple[int, int, bool]],
                   ident: bytes, n: int, is_due: bool) -> tuple[Mark, mingtable.Match]:
    """The reveal ``raw`` of the seal ``sealed``: its actions must be the seat's whole decision
    and match the seal; those of a seal with stand-ins must give those very stand-ins, and
    take their place (the record replayed from there), once due (``is_due``) or their window
    is over."""
    from mingtable.engine.match import parse_entry

    seat, refused = raw.seat, FriendsError(T("ui.friends.reveal", who=match.players[raw.seat]))
    if sealed.kind == STAND:
        try:
            rebuilt, ids, _, stood, opened = _rebuild(match, sealed, seat, indices=raw.indices)
        except (ValueError, IndexError, IllegalAction):
            raise refused from None
        if not is_due and _window(rebuilt) == opened:
            raise ShareError(T("ui.friends.damaged"))  # too early
        shown = [parse_entry(entry)[1] for entry in match.actions[sealed.at:sealed.at + sealed.count]]
        if seal_digest(ident, seat, raw.data, ids) != sealed.data or stood != shown:
            raise refused
        for i, index in enumerate(raw.indices):
            steps[sealed.at + i] = (index, seat, steps[sealed.at + i][2])
        return Mark(REVEAL, seat, len(steps), raw.data, raw.indices), rebuilt
    before, face_down = len(steps), _secret_after(match, seat) is not None
    ids = _carry_out(match, steps, seat, raw.indices, n)
    ended = _secret_after(match, seat) is None if face_down else match.turn_ended
    if not ended or seal_digest(ident, seat, raw.data, ids) != sealed.data:
        raise refused
    return Mark(REVEAL, seat, before, raw.data, raw.indices, len(steps) - before), match


def _carry_out(match: mingtable.Match, steps: list[tuple[int, int, bool]], seat: int, indices: tuple[int, ...],
               n: int) -> list[str]:
    """Carry out ``seat``'s actions at ``indices`` among its legal actions, each in turn, as the
    ``n``-th entry of a link's log, keeping their steps; returns their ids."""
    ids = []
    for index in indices:
        ids.append(_legal_id(match, seat, index, n))
        first = match.to_move[0]
        match.apply(ids[-1], seat)
        steps.append((index, seat, seat != first))
        del steps[len(match.actions):]  # the rules drop a card laid and taken back
    return ids


def log_size(header: Header) -> int:
    """How many entries the log of a link holds: its moves read, not replayed (raises
    :class:`ShareError` for damaged ones)."""
    return len(_entries(header.moves))


def _entries(moves: bytes) -> list[Any]:
    """The log of a link: per entry, an action's ``(varint, the seat that follows it or None
    for the first to move)`` or a :class:`Mark` (its ``at`` and ``count`` not known yet)."""
    out: list[Any] = []
    pos = 0
    while pos < len(moves):
        value, pos = _read_varint(moves, pos)
        named = None
        if value & 1:
            named, pos = _read_varint(moves, pos)
        if named is not None and named >= MARK:
            mark, pos = _read_mark(moves, pos, value, named)
            out.append(mark)
        else:
            out.append((value, named))
        if len(out) > 2 * mingtable.MAX_ACTIONS:
            raise ShareError(T("ui.friends.damaged"))
    return out


def _read_mark(moves: bytes, pos: int, value: int, named: int) -> tuple[Mark, int]:
    """A :class:`Mark` written by :func:`_actions` from ``pos`` on, and where it ends."""
    kind = named - MARK
    if value != 1 or kind not in (SEAL, REVEAL, STAND) or pos >= len(moves):
        raise ShareError(T("ui.friends.damaged"))
    seat, size = moves[pos], NONCE_BYTES if kind == REVEAL else DIGEST_BYTES
    data, pos = moves[pos + 1:pos + 1 + size], pos + 1 + size
    if len(data) != size:
        raise ShareError(T("ui.link.cut"))
    indices: list[int] = []
    if kind != SEAL:
        count, pos = _read_varint(moves, pos)
        if count > mingtable.MAX_ACTIONS:
            raise ShareError(T("ui.friends.damaged"))
        for _ in range(count):
            index, pos = _read_varint(moves, pos)
            indices.append(index)
    return Mark(kind, seat, 0, data, tuple(indices)), pos


# -- accepting a link ------------------------------------------------------------------------

#: a signature to check: the seat it proves, the public key, the data and the signature
Proof = tuple[int, bytes, bytes, bytes]


def proofs(link: Link) -> list[Proof]:
    """The signatures that prove ``link``'s moves: for each person's seat that decided, the
    binding of its key by its token's one-time key and its latest hop signature, which must
    vouch for all its decisions and nothing past the next person's. Raises
    :class:`FriendsError` naming the first seat whose moves are not proven."""
    header, out = link.header, []
    ident = identity(link.match.record(), header.bots, header.commitments)
    written, ends = _actions(link.entries), [0]
    for entry in link.entries:  # where each entry ends in ``written``
        ends.append(ends[-1] + len(_actions([entry])))
    for seat in sorted(link.persons):
        made = [i for i, s in enumerate(link.seats) if s == seat]
        key, join, signed, commit = header.keys[seat], header.joins[seat], header.signed[seat], header.commitments[seat]
        if not made:
            if (key, join, signed) != (None, None, None):
                raise FriendsError(T("ui.friends.proof", who=link.match.players[seat]))
            continue
        n = signed[0] if signed is not None else 0
        if key is None or join is None or signed is None or commit is None or not made[-1] < n <= len(link.seats) \
                or any(s in link.persons for s in link.seats[made[-1] + 1:n]):
            raise FriendsError(T("ui.friends.proof", who=link.match.players[seat]))
        out.append((seat, commit, join_data(ident, seat, key), join))
        out.append((seat, key, hop_data(ident, seat, n, written[:ends[n]]), signed[1]))
    return out


def accept(link: Link, table: Table | None, log_here: list[Entry] | None, valid: list[bool]) -> Table:
    """The table this device keeps after accepting ``link``, whose :func:`proofs` were checked
    (``valid``: each one's answer): its own (``table``, with the game's log ``log_here``,
    :func:`log_of`) brought up to date, or a new one from an invitation. Raises
    :class:`FriendsError` for a link this device must refuse; nothing is changed then.
    :func:`take_up` then gives the game to go on with."""
    header, names = link.header, link.match.players
    checked = proofs(link)
    failed = next((seat for (seat, *_), ok in zip(checked, valid) if ok is not True), None)
    if failed is not None or len(valid) != len(checked):
        raise FriendsError(T("ui.friends.proof", who=names[failed if failed is not None else 0]))
    theirs = link.entries
    if table is None:
        if header.token is None:
            raise FriendsError(T("ui.friends.not_joined"))
        if header.keys[header.to] is not None:  # this device never played the seat
            raise FriendsError(T("ui.friends.someone_else", who=names[header.to]))
        _none_made_elsewhere(link, header.to, 0)
        return Table(header.id, header.to, header.token, list(header.commitments), list(header.keys),
                     list(header.joins), list(header.signed), received=len(theirs), marks=list(link.marks),
                     by=header.sender if header.sender != header.to else None, relays=list(header.relays),
                     relay_key=header.relay_key, sent_to=header.to)
    if header.to == table.seat and header.token is not None and header.token != table.token:
        raise FriendsError(T("ui.friends.invitation"))  # (a link sent to another seat, in a group chat, updates this one too)
    if header.commitments != table.commitments:
        raise FriendsError(T("ui.friends.set_up", what=[T("ui.friends.set_up.invitations")]))
    for seat, key in enumerate(header.keys):
        if key is not None and key != table.keys[seat] and (table.keys[seat] is not None or seat == table.seat):
            raise FriendsError(T("ui.friends.someone_else", who=names[seat]))
    mine = log_here or []
    common = next((i for i, (a, b) in enumerate(zip(theirs, mine)) if a != b), min(len(theirs), len(mine)))
    if common < len(mine):
        if common == len(theirs):
            raise FriendsError(T("ui.friends.stale", theirs=len(theirs), mine=len(mine)))
        raise FriendsError(T("ui.friends.fork", n=common + 1))
    _none_made_elsewhere(link, table.seat, len(mine))
    return Table(table.id, table.seat, table.token, table.commitments, list(header.keys), list(header.joins),
                 list(header.signed), dict(table.invitations), len(theirs), marks=list(link.marks),
                 choosing=list(table.choosing), held=table.held, salt=table.salt, by=table.by, relays=list(table.relays),
                 waits=table.waits, standing=table.standing,
                 closing=table.closing if len(theirs) == len(mine) else None,  # (a longer log revealed what it waited for)
                 relay_key=table.relay_key, sent_to=header.to)


def _none_made_elsewhere(link: Link, seat: int, known: int) -> None:
    """Refuse a link with a move of ``seat`` (this device's) after the first ``known`` moves,
    which this device holds: only this device decides for its seat, so any other is a move
    it did not make (issue 32, item 4)."""
    made = next((i for i in range(known, len(link.seats)) if link.seats[i] == seat), None)
    if made is not None:
        raise FriendsError(T("ui.friends.not_made_here", n=made + 1))


# -- small codecs ------------------------------------------------------------------------------

def _varint(out: bytearray, value: int) -> None:
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return


def _read_varint(data: bytes, pos: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        if pos >= len(data) or shift > 28:
            raise ShareError(T("ui.link.cut"))
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return value, pos


def _b64(value: bytes | None) -> str | None:
    return None if value is None else b64encode(value)


def _bytes(text: Any, size: int) -> bytes:
    value = b64decode(text) if isinstance(text, str) and len(text) <= 2 * size else b""
    if len(value) != size:
        raise ValueError("key")
    return value


def _signed_json(signed: Signed | None) -> list[Any] | None:
    return None if signed is None else [signed[0], b64encode(signed[1])]


def _signed_of(value: Any) -> Signed | None:
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != 2 or type(value[0]) is not int or value[0] < 1:
        raise ValueError("signed")
    return value[0], _bytes(value[1], SIGNATURE_BYTES)


def _list(value: Any, seats: int | None) -> list[Any]:
    """A list of ``seats`` items (None: any number)."""
    if not isinstance(value, list) or (seats is not None and len(value) != seats):
        raise ValueError("list")
    return value


def _ids(value: Any) -> bool:
    """Whether ``value`` is a list of action ids."""
    return isinstance(value, list) and all(type(a) is str and a for a in value)


def _bytes_list(value: Any, seats: int, size: int) -> list[bytes | None]:
    return [None if v is None else _bytes(v, size) for v in _list(value, seats)]


def _seat_number(value: Any, seats: int) -> int:
    """A seat: an int, never ``True``, ``1.0`` or ``"1"`` (issue 19, item 7)."""
    if type(value) is not int or not 0 <= value < seats:
        raise ValueError(f"seat {echo(value)}")
    return value


def _seat_key(text: Any, seats: int) -> int:
    """A seat as the key of a JSON object: the decimal text :meth:`Table.to_json` writes
    (``"1"``; not ``"01"`` or ``"١"``, which ``int()`` would also read as 1)."""
    keys = {str(seat): seat for seat in range(seats)}
    if type(text) is not str or text not in keys:
        raise ValueError(f"seat {echo(text)}")
    return keys[text]
