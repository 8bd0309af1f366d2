"""A game with friends, played by link: each person on their own device, no server.

The device that creates the game holds one seat; every other person gets an **invitation**, a
link that carries the game and a secret of their seat. Whenever the next decision belongs to a
person on another device, the device that has the game makes a **turn link** for them. Both are
fragments ``#f=<data>`` of the app's own URL.

**Who may move** (a hash chain per seat). At set-up each person's seat gets a random secret
``k``; the game holds the commitment ``H^N(k)`` (:data:`CHAIN`). A seat's actions come in
*hops*: maximal runs of that person's decisions between other persons' decisions (bots'
decisions do not interrupt a run; the device that reaches them takes them). After its ``r``-th
hop a device reveals its seat's key ``H^(N-r)(k)``, and every device checks
``H^r(key) == commitment``. Keys cannot be computed forwards, so a person cannot add a hop for
another seat by editing a link; a device that already has a position refuses a link that
continues it differently (a fork) or holds less of the game (stale), and the device of a seat
always has that seat's own moves, so a changed move is refused there at the latest.

**The link** is the record, not its text: a small JSON header (game, options, players, seed,
bots, commitments, the seats' latest keys, the seat it is for, and for an invitation that
seat's secret) and each action as its index among the legal actions of the position (a varint;
the seat follows where it is not the first to move), raw deflate (the format of
``CompressionStream("deflate-raw")``) and base64url. Decoding replays it through the rules, so
the record format is unchanged and a damaged link never half-loads.

A turn link carries the seed, so a person who decodes it can learn every card still to come:
the page never shows another seat's secret, but the link is not a vault (docs/embedding.md).
"""

from __future__ import annotations

import hashlib
import json
import secrets as _random
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import mingtable
from mingtable.engine import jsontext
from mingtable.engine.errors import IllegalAction, MingTableError, echo
from mingtable.i18n import T

from . import texts as _texts  # noqa: F401 - registers the ui.* texts
from .levels import SEAT_KINDS
from .share import ShareError, b64decode, b64encode, inflate
from .signaling import SignalError, ice_servers_of, peer_id_of, server_of

PREFIX = "f="
REMOTE = "remote"            # the seat kind of a person on another device
CHAIN = 1024                 # hops a seat may make: far more than any game needs (about 150)
KEY_BYTES = 16
MAX_HEADER_BYTES = 4_000
MAX_LINK_BYTES = 60_000      # a whole game is about 1,000 bytes


class FriendsError(MingTableError):
    """A link of a game with friends that this device refuses (a catalogue message)."""


# -- the hash chain ------------------------------------------------------------------------

def _h(data: bytes) -> bytes:
    return hashlib.sha256(b"mingtable-seat" + data).digest()[:KEY_BYTES]


def _hash_times(value: bytes, times: int) -> bytes:
    for _ in range(times):
        value = _h(value)
    return value


def new_secret() -> bytes:
    return _random.token_bytes(KEY_BYTES)


def commitment(secret: bytes) -> bytes:
    """What the game holds of a seat's secret: ``H^N(secret)``."""
    return _hash_times(secret, CHAIN)


def key_after(secret: bytes, hops: int) -> bytes:
    """The key a seat reveals after its ``hops``-th hop: ``H^(N-hops)(secret)``."""
    if not 0 < hops < CHAIN:
        raise FriendsError(T("ui.friends.too_many_hops"))
    return _hash_times(secret, CHAIN - hops)


def key_proves(key: bytes, hops: int, commit: bytes) -> bool:
    """Whether ``key`` is the key of a seat's ``hops``-th hop under ``commit``."""
    return 0 < hops < CHAIN and _hash_times(key, hops) == commit


def hops(seats: list[int], persons: set[int]) -> dict[int, int]:
    """How many hops each person's seat made: maximal runs of its decisions among the persons'
    decisions (``seats``: the seat of each action in order)."""
    out = {s: 0 for s in persons}
    last = None
    for seat in seats:
        if seat in persons and seat != last:
            out[seat] += 1
            last = seat
    return out


# -- the table: what this device knows of a game with friends --------------------------------

@dataclass
class Table:
    """This device's part of a game with friends (saved with the game, plain data).

    ``seat``: the seat this device plays; ``secret``: its key chain's secret (never in a turn
    link); ``commitments``: per seat, the commitment of a person's seat (None for a bot);
    ``keys``: per seat, the latest key revealed (None before its first hop); ``invitations``:
    on the device that created the game, the secrets of the other persons' seats, so their
    invitations can be shown again; ``received``: how many actions the game had when this
    device last accepted a link (None on the device that created it, before any link came)."""

    seat: int
    secret: bytes
    commitments: list[bytes | None]
    keys: list[bytes | None]
    invitations: dict[int, bytes] = field(default_factory=dict)
    received: int | None = None
    live: bool = False  # played at once over direct connections, this device the host (ui/live.py)
    # a live game's signaling server and the host's peer id there (ui/signaling.py), if one was chosen
    signal: dict[str, Any] | None = None
    # a live game's STUN/TURN servers (ui/signaling.py), sent to the guests in their invitations
    ice: list[dict[str, str]] = field(default_factory=list)
    # on a live game's host: per guest's seat, the hash of the device that joined it (ui/live.py)
    bound: dict[int, str] = field(default_factory=dict)

    def holds_game(self, actions: int) -> bool:
        """Whether this device has the game to send on: it created it and no link came back
        yet, or it took decisions since the last link came."""
        return self.received is None or actions > self.received

    def table_id(self, record: dict[str, Any]) -> str:
        return table_id(record, self.commitments)

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "secret": b64encode(self.secret),
                "commitments": [_b64(c) for c in self.commitments], "keys": [_b64(k) for k in self.keys],
                "invitations": {str(s): b64encode(k) for s, k in sorted(self.invitations.items())},
                "received": self.received, **({"live": True} if self.live else {}),
                **({"signal": self.signal} if self.signal else {}), **({"ice": self.ice} if self.ice else {}),
                **({"bound": {str(s): d for s, d in sorted(self.bound.items())}} if self.bound else {})}

    @classmethod
    def from_json(cls, data: Any, seats: int) -> Table:
        """The table of a save (raises ``ValueError`` for anything malformed)."""
        if not isinstance(data, dict):
            raise ValueError("table")
        seat = _seat_number(data.get("seat"), seats)
        commitments = _key_list(data.get("commitments"), seats)
        keys = _key_list(data.get("keys"), seats)
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
        table = cls(seat, _key(data.get("secret")), commitments, keys,
                    {_seat_key(s, seats): _key(k) for s, k in invitations.items()}, received, live, signal, ice,
                    {_seat_key(s, seats): d for s, d in bound.items()})
        if commitments[seat] != commitment(table.secret):
            raise ValueError("secret")
        return table


def table_id(record: dict[str, Any], commitments: list[bytes | None]) -> str:
    """The id of a game with friends: the same on every device that plays it."""
    digest = hashlib.sha256(json.dumps([record["game"], record["seed"], record["players"],
                                        [_b64(c) for c in commitments]]).encode())
    return b64encode(digest.digest()[:9])


def create(seats: int, persons: list[int], seat: int) -> Table:
    """The table of a new game of ``seats`` seats with friends (the seats ``persons``), on the
    device that creates it (``seat``)."""
    secrets = {s: new_secret() for s in persons}
    return Table(seat, secrets[seat], [commitment(secrets[s]) if s in secrets else None for s in range(seats)],
                 [None] * seats, {s: k for s, k in secrets.items() if s != seat})


# -- the link ------------------------------------------------------------------------------

@dataclass
class Header:
    """What a link says before its moves are replayed: the record without actions (checked),
    the seat kinds (None: a person), the commitments and keys of the seats, the seat it is for,
    for an invitation that seat's secret, and the moves as they travel (:func:`_actions`)."""

    record: dict[str, Any]
    bots: list[str | None]
    commitments: list[bytes | None]
    keys: list[bytes | None]
    to: int
    moves: bytes
    secret: bytes | None = None

    @property
    def table_id(self) -> str:
        return table_id(self.record, self.commitments)


@dataclass
class Link:
    """A decoded link: the record it carries (replayed: ``match``), the seat kinds (None: a
    person), the commitments and keys of the seats, the seat it is for, and for an invitation
    that seat's secret."""

    match: mingtable.Match
    bots: list[str | None]
    commitments: list[bytes | None]
    keys: list[bytes | None]
    to: int
    seats: list[int]  # the seat of each action of the record
    secret: bytes | None = None
    steps: list[tuple[int, int, bool]] = field(default_factory=list, repr=False)  # as _replay_steps gives them

    @property
    def persons(self) -> set[int]:
        return {s for s, kind in enumerate(self.bots) if kind is None}

    @property
    def table_id(self) -> str:
        return table_id(self.match.record(), self.commitments)


def encode(match: mingtable.Match, bots: list[str | None], table: Table, to: int, invitation: bool = False) -> str:
    """The fragment (without ``#``) of a link to seat ``to``: a turn link, or its invitation
    (carrying that seat's secret; only the device that created the game has it)."""
    record = match.record()
    steps = _replay_steps(record)
    header: dict[str, Any] = {
        "g": match.game, "o": match.options, "p": list(match.players), "s": record["seed"],
        "b": [None if kind == REMOTE else kind for kind in bots],
        "c": [_b64(c) for c in table.commitments], "k": [_b64(k) for k in _keys_now(steps, bots, table)], "t": to,
    }
    if record["version"] > 1:  # a link of version 1 (no "v") stays as it was
        header["v"] = record["version"]
    if invitation:
        header["i"] = b64encode(table.invitations[to] if to != table.seat else table.secret)
    body = json.dumps(header, separators=(",", ":"), ensure_ascii=True).encode() + b"\0" + _actions(steps)
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    return PREFIX + b64encode(deflate.compress(body) + deflate.flush())


def _keys_now(steps: list[tuple[int, int, bool]], bots: list[str | None], table: Table) -> list[bytes | None]:
    """The seats' latest keys, this device's own for the hops it has made (``steps``:
    :func:`_replay_steps` of the game)."""
    keys = list(table.keys)
    seats = [seat for _, seat, _ in steps]
    made = hops(seats, {s for s, kind in enumerate(bots) if kind in (None, REMOTE)})[table.seat]
    keys[table.seat] = key_after(table.secret, made) if made else None
    return keys


@dataclass
class _Replayed:
    """The last game this device replayed by the rules and holds as its own (a link it made, or
    one it accepted): its actions, each one's step, the SHA-256 of the steps as a link carries
    them, and a private match at that point. A link that starts with these very steps (the same
    hash) is replayed from here: only its new moves go through the rules (issue 31, item 2)."""

    game: str
    actions: list[str]
    steps: list[tuple[int, int, bool]]
    digest: bytes
    match: mingtable.Match


_REPLAYED: list[_Replayed] = []


def _game_key(record: dict[str, Any]) -> str:
    return json.dumps([record["game"], record["players"], record["seed"], record["options"]], sort_keys=True)


def _held(record: dict[str, Any]) -> _Replayed | None:
    """The game this device holds, if it is ``record``'s game."""
    return _REPLAYED[0] if _REPLAYED and _REPLAYED[0].game == _game_key(record) else None


def _keep(record: dict[str, Any], steps: list[tuple[int, int, bool]], match: mingtable.Match) -> None:
    _REPLAYED[:] = [_Replayed(_game_key(record), list(record["actions"]), steps,
                              hashlib.sha256(_actions(steps)).digest(), match)]


def _replay_steps(record: dict[str, Any]) -> list[tuple[int, int, bool]]:
    """Replay ``record``: per action its index among its seat's legal actions, its seat, and
    whether that seat was another than the first to move. The last game replayed is kept, so
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


def _actions(steps: list[tuple[int, int, bool]]) -> bytes:
    """Each action as a varint: its index times two, plus one if a seat other than the first
    to move took it, then that seat."""
    out = bytearray()
    for index, seat, other in steps:
        _varint(out, index * 2 + other)
        if other:
            _varint(out, seat)
    return bytes(out)


def read(fragment: str) -> Header:
    """Parse a link (with or without ``#``) up to its moves, which are not replayed yet; raises
    :class:`ShareError` for a damaged one, :class:`mingtable.BadRecord` for a header the rules
    refuse."""
    raw = inflate(fragment, PREFIX, MAX_LINK_BYTES, raw=True)
    head, sep, moves = raw.partition(b"\0")
    if not sep or len(head) > MAX_HEADER_BYTES:
        raise ShareError(T("ui.link.not_record"))
    try:
        header = jsontext.loads(head.decode("utf-8"))
    except ValueError:
        raise ShareError(T("ui.link.not_record")) from None
    if not isinstance(header, dict):
        raise ShareError(T("ui.link.no_record"))
    record = {"format": mingtable.RECORD_FORMAT, "version": header.get("v", 1), "game": header.get("g"),
              "options": header.get("o"), "players": header.get("p"), "seed": header.get("s"), "actions": []}
    record["players"] = mingtable.load(record).players  # checks every field; the names as cleaned
    seats = len(record["players"])
    bots = header.get("b")
    if not isinstance(bots, list) or len(bots) != seats or any(b is not None and b not in SEAT_KINDS for b in bots):
        raise ShareError(T("ui.link.bots"))
    try:
        commitments = [_key_or_none(c) for c in _list(header.get("c"), seats)]
        keys = [_key_or_none(k) for k in _list(header.get("k"), seats)]
        secret = _key(header["i"]) if "i" in header else None
        to = _seat_number(header.get("t"), seats)
    except ValueError:
        raise ShareError(T("ui.friends.damaged")) from None
    if any((c is None) != (bots[s] is not None) for s, c in enumerate(commitments)) or bots[to] is not None:
        raise ShareError(T("ui.friends.damaged"))
    return Header(record, list(bots), commitments, keys, to, moves, secret)


#: ``bot_move(match, bots, seat)``: the move the bot of ``seat`` makes now (ui/session.py)
BotMove = Callable[[mingtable.Match, list[str | None], int], str]


def decode(fragment: str | Header, bot_move: BotMove | None = None, checked: int = 0) -> Link:
    """Parse and replay a link; raises :class:`ShareError` for a damaged one,
    :class:`mingtable.BadRecord` for one the rules refuse, :class:`FriendsError` for a bot move
    that is not that bot's.

    Only what is new is replayed: when the link's first moves hash to the steps of the game
    this device holds (:class:`_Replayed`), the replay starts from there. With ``bot_move``,
    each bot's move from the ``checked``-th action on must be the move ``bot_move`` makes
    (the actions before are this device's own), in the same replay."""
    header = fragment if isinstance(fragment, Header) else read(fragment)
    entries = _entries(header.moves)
    known = _held(header.record)
    done = len(known.steps) if known is not None else 0
    if known is not None and done <= len(entries) \
            and hashlib.sha256(header.moves[:entries[done - 1][2] if done else 0]).digest() == known.digest:
        match, steps = known.match.clone(), list(known.steps)
    else:
        match, steps = mingtable.load(header.record), []
    names = match.players
    for value, named, _end in entries[len(steps):]:
        first = match.to_move[0] if match.to_move else 0
        seat = first if named is None else named
        if not 0 <= seat < len(names):
            raise ShareError(T("ui.friends.damaged"))
        legal = match.legal_actions(seat) if seat in match.to_move else []
        if value >> 1 >= len(legal):
            raise mingtable.BadRecord(T("ui.friends.illegal", n=len(steps) + 1))
        action_id = legal[value >> 1].id
        if bot_move is not None and header.bots[seat] is not None and len(steps) >= checked \
                and bot_move(match, header.bots, seat) != action_id:
            raise FriendsError(T("ui.friends.bot_move", n=len(steps) + 1, who=names[seat]))
        try:
            match.apply(action_id, seat)
        except IllegalAction as exc:
            raise mingtable.BadRecord(exc.text) from None
        steps.append((value >> 1, seat, seat != first))  # as this device would write it
    if len(steps) != len(match.actions):  # a take-back inside the link: no device writes one
        raise ShareError(T("ui.friends.damaged"))
    return Link(match, header.bots, header.commitments, header.keys, header.to, [s for _, s, _ in steps],
                header.secret, steps)


def _entries(moves: bytes) -> list[tuple[int, int | None, int]]:
    """The moves of a link: per action its varint, the seat that follows it (None: the first
    to move) and where it ends in ``moves``."""
    out: list[tuple[int, int | None, int]] = []
    pos = 0
    while pos < len(moves):
        value, pos = _read_varint(moves, pos)
        named = None
        if value & 1:
            named, pos = _read_varint(moves, pos)
        out.append((value, named, pos))
        if len(out) > mingtable.MAX_ACTIONS:
            raise ShareError(T("ui.friends.damaged"))
    return out


# -- accepting a link ------------------------------------------------------------------------

def check_proofs(link: Link) -> None:
    """Every person's seat has exactly the key of the hops it made (raises :class:`FriendsError`
    naming the first seat whose moves are not proven)."""
    made = hops(link.seats, link.persons)
    for seat in sorted(link.persons):
        commit, key = link.commitments[seat], link.keys[seat]
        ok = key is None if made[seat] == 0 else key is not None and commit is not None and key_proves(key, made[seat], commit)
        if not ok:
            raise FriendsError(T("ui.friends.proof", who=link.match.players[seat]))


def accept(link: Link, table: Table | None, actions_here: tuple[str, ...] | None) -> Table:
    """The table this device keeps after accepting ``link``: its own (``table``, with the
    game's actions ``actions_here``) brought up to date, or a new one from an invitation.
    Raises :class:`FriendsError` for a link this device must refuse; nothing is changed then."""
    check_proofs(link)
    theirs = link.match.actions
    if table is None:
        if link.secret is None:
            raise FriendsError(T("ui.friends.not_joined"))
        if link.commitments[link.to] != commitment(link.secret):
            raise FriendsError(T("ui.friends.invitation"))
        _none_made_elsewhere(link, link.to, 0)
        return Table(link.to, link.secret, list(link.commitments), list(link.keys), received=len(theirs))
    names = link.match.players
    if link.to != table.seat:
        raise FriendsError(T("ui.friends.other_seat", who=names[link.to], own=names[table.seat]))
    if link.secret is not None and link.secret != table.secret:
        raise FriendsError(T("ui.friends.invitation"))
    mine = actions_here or ()
    common = next((i for i, (a, b) in enumerate(zip(theirs, mine)) if a != b), min(len(theirs), len(mine)))
    if common < len(mine):
        if common == len(theirs):
            raise FriendsError(T("ui.friends.stale", theirs=len(theirs), mine=len(mine)))
        raise FriendsError(T("ui.friends.fork", n=common + 1))
    _none_made_elsewhere(link, table.seat, len(mine))
    return Table(table.seat, table.secret, table.commitments, list(link.keys), dict(table.invitations), len(theirs))


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


def _key(text: Any) -> bytes:
    value = b64decode(text) if isinstance(text, str) and len(text) <= 30 else b""
    if len(value) != KEY_BYTES:
        raise ValueError("key")
    return value


def _key_or_none(text: Any) -> bytes | None:
    return None if text is None else _key(text)


def _list(value: Any, seats: int) -> list[Any]:
    if not isinstance(value, list) or len(value) != seats:
        raise ValueError("list")
    return value


def _key_list(value: Any, seats: int) -> list[bytes | None]:
    return [_key_or_none(v) for v in _list(value, seats)]


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
