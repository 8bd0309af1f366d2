"""The live table: one game played at once on several devices, the host keeping every secret.

The device that creates a live game is the **host**: it keeps the match (and its save), runs
the bots, and for each person on another device (a **guest**, a ``"remote"`` seat) builds the
messages that guest may receive. Nothing here knows how messages travel (the page sends them
over WebRTC data channels: :mod:`mingtable.web.live`); every message is a JSON object with the
protocol's version ``v`` and a ``type``, passed as text.

Guest to host:

* ``{"v": 1, "type": "hello", "seat": s, "key": k, "id": i, "device": d, "sig": g}``: the
  guest's device joins (or rejoins) seat ``s`` of game ``i`` with the key of its invitation
  (the seat's token of the game with friends), ``d`` its own Ed25519 public key and ``g`` its
  signature of :func:`hello_data` (WebCrypto; the private key never leaves the browser). The
  first device to join a seat keeps it.
* ``{"v": 1, "type": "act", "action": id, "n": n}``: its seat decides ``id`` (a ``"seat"``
  field, if given, must be its own seat) in the position after ``n`` decisions, the ``n`` of
  the last ``state`` it had: one sent for an earlier position (a second tap before the host's
  answer came, or a bot moved meanwhile) is refused, so no decision is ever taken twice.
* ``{"v": 1, "type": "undo", "n": n}``: it takes back its own last decision of the turn (the
  rules' undo policy, as on the host's screen), in that position too.
* ``{"v": 1, "type": "leave"}``: the guest leaves (its seat waits for it to rejoin).
* ``{"v": 1, "type": "pace", "steps": bool}``: whether its page shows a decision step by step
  (its speed is not "instant"; ``hello`` may carry ``steps`` too).

Host to guest:

* ``state``: the seat's own view (``match.view(seat)``), its legal actions (ids with their
  catalogue text), who decides now, the outcome, whether it may undo, who is connected, the
  number of decisions so far and the public log (catalogue entries, redacted by the rules), as
  new entries from position ``log_at`` on (the guest cuts its log there first: after an undo
  the log is shorter). After a decision, for a guest whose page shows steps, ``steps``: its
  own view after each log entry the decision wrote (``[{view, log_len}]``, so its page plays
  them as the host's does; left out when they would make the message too long).
* ``error``: a decision refused, for that guest only (a catalogue message and its text in every
  language); nothing changed.
* ``bye``: the host closes the live game.

No message to a guest holds the seed, the record's actions or another seat's view.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import mingtable
from mingtable.engine import jsontext
from mingtable.engine.errors import MingTableError, echo
from mingtable.i18n import LANGS, T, register, tr

from .friends import REMOTE
from .session import Session
from .signaling import SignalError, address, ice_names, ice_servers_of, peer_id_of, server_of
from .share import ShareError, b64decode, b64encode, inflate

VERSION = 1
MAX_MESSAGE_CHARS = 20_000        # a guest's message is a few dozen characters
MAX_HOST_CHARS = 250_000          # a host's message: a state (a few thousand) with a decision's steps
INVITE_PREFIX = "l="              # a live invitation: #l=<deflated JSON>
REPLY_PREFIX = "lr="              # a guest's reply: #lr=<deflated JSON>
MAX_SIGNAL_BYTES = 40_000         # an offer or answer with its candidates is about 1,000 bytes
MAX_STEPS_CHARS = 120_000         # a decision's steps in one message at most (a data channel takes 256 KiB)
#: A guest's messages (issue 32, item 6): a burst of RATE_BURST, then RATE_PER_S a second. A
#: person sends a few a second at most, and a page that decides at once (a script) waits for
#: each answer, some 20 ms; past the rate the host drops them unread and says so once.
RATE_BURST = 200
RATE_PER_S = 50.0

register({
    "ui.live.bad_message": ("The message could not be read.", "Die Nachricht konnte nicht gelesen werden."),
    "ui.live.version": ("This device speaks another version of the live table; reload both pages.",
                        "Dieses Gerät spricht eine andere Version des Live-Tischs; lade beide Seiten neu."),
    "ui.live.unknown": ("Unknown message: {kind}.", "Unbekannte Nachricht: {kind}."),
    "ui.live.not_joined": ("Join with your invitation first.", "Tritt zuerst mit deiner Einladung bei."),
    "ui.live.seat_taken": ("Someone else joined as {who} with this invitation: this device cannot take that seat.",
                           "Jemand anderes ist mit dieser Einladung als {who} beigetreten: Dieses Gerät kann den "
                           "Platz nicht nehmen."),
    "ui.live.flood": ("This device sent too many messages: the host takes none for a moment.",
                      "Dieses Gerät hat zu viele Nachrichten geschickt: Der Gastgeber nimmt einen Moment lang keine an."),
    "ui.live.bad_key": ("This invitation is not for that seat of this game.",
                        "Diese Einladung gilt nicht für diesen Platz dieses Spiels."),
    "ui.live.not_yours": ("You play {own}: you cannot decide for {who}.",
                          "Du spielst {own}: Du kannst nicht für {who} entscheiden."),
    "ui.live.illegal": ("That move is not allowed now: {action}.", "Dieser Zug ist jetzt nicht erlaubt: {action}."),
    "ui.live.stale": ("The game moved on before your decision arrived: decide again on the board as it is now.",
                      "Das Spiel ging weiter, bevor deine Entscheidung ankam: Entscheide auf dem jetzigen Brett neu."),
    "ui.live.no_undo": ("There is nothing of yours to take back now.",
                        "Jetzt gibt es nichts von dir zurückzunehmen."),
    "ui.live.host_left": ("The host closed the live game.", "Der Gastgeber hat das Live-Spiel beendet."),
    "ui.live.invitation": ("This is not an invitation to a live game.", "Das ist keine Einladung zu einem Live-Spiel."),
    "ui.live.reply": ("This is not a reply to an invitation of this game.",
                      "Das ist keine Antwort auf eine Einladung dieses Spiels."),
    "ui.live.old_reply": ("This reply answers an older invitation of {who}: send them their new one.",
                          "Diese Antwort gehört zu einer älteren Einladung von {who}: Schicke die neue."),
})


class LiveError(MingTableError):
    """A message or link of the live table that is refused (a catalogue message)."""


def message(kind: str, **fields: Any) -> dict[str, Any]:
    """A message of the protocol: plain JSON-able data with the version."""
    return {"v": VERSION, "type": kind, **fields}


def dumps(msg: dict[str, Any]) -> str:
    return json.dumps(msg, separators=(",", ":"), ensure_ascii=False)


def parse(text: Any, limit: int = MAX_MESSAGE_CHARS) -> dict[str, Any]:
    """A message from its text (raises :class:`LiveError`: not JSON, not an object, longer than
    ``limit``, or another version)."""
    if not isinstance(text, str) or len(text) > limit:
        raise LiveError(T("ui.live.bad_message"))
    try:
        msg = jsontext.loads(text)
    except ValueError:
        raise LiveError(T("ui.live.bad_message")) from None
    if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
        raise LiveError(T("ui.live.bad_message"))
    if msg.get("v") != VERSION or type(msg.get("v")) is not int:
        raise LiveError(T("ui.live.version"))
    return msg


def error_message(error: Any) -> dict[str, Any]:
    """An ``error`` message: the catalogue message and its text in every language."""
    return message("error", error=error, text={lang: tr(error, lang) for lang in LANGS})


Outbox = list[tuple[str, str]]  # (connection, message text)


class LiveHost:
    """The host's side of a live game: the session (match, seats, bots) and the guests'
    connections. Connections are names the transport chooses; a connection plays a seat once
    its ``hello`` showed that seat's key. Each method returns the messages to send."""

    def __init__(self, session: Session, clock: Callable[[], float] = time.monotonic,
                 verify: Callable[[bytes, bytes, bytes], bool] | None = None) -> None:
        """``verify(public, data, signature)``: checks a hello's signature (CPython: ui/keys.py);
        None on the page, whose assets/live.mjs checks it first (:meth:`_signed`)."""
        if session.table is None or REMOTE not in session.bots:
            raise ValueError("A live game needs persons on other devices.")
        self.session = session
        self.seats: dict[str, int] = {}          # connection -> the seat it plays
        self._sent_log: dict[str, list[Any]] = {}  # connection -> the log entries it has
        self._sent_n: dict[str, int] = {}          # connection -> the number of decisions it has
        self.steps: dict[str, bool] = {}           # connection -> its page shows steps
        self._clock = clock
        self._budget: dict[str, tuple[float, float, bool]] = {}  # connection -> (tokens, when, told)
        self._verify = verify

    # -- connections -------------------------------------------------------------------
    def connected(self) -> list[int]:
        """The guests' seats with a connection now."""
        return sorted(set(self.seats.values()))

    def drop(self, conn: str) -> Outbox:
        """A connection closed: its seat waits for its guest to rejoin; the others learn it."""
        self._budget.pop(conn, None)  # a connection that never joined has a budget too
        if self.seats.pop(conn, None) is None:
            return []
        self._forget(conn)
        return self.updates()

    def _forget(self, conn: str) -> None:
        self._budget.pop(conn, None)
        self._sent_log.pop(conn, None)
        self._sent_n.pop(conn, None)
        self.steps.pop(conn, None)
        self._step_seats()

    def _step_seats(self) -> None:
        """The seats whose steps the session keeps: those of the guests whose pages show steps."""
        self.session.step_seats = tuple(sorted({s for c, s in self.seats.items() if self.steps.get(c)}))

    def close(self) -> Outbox:
        """The host leaves: every guest is told."""
        out = [(conn, dumps(message("bye", error=T("ui.live.host_left")))) for conn in self.seats]
        self.seats.clear()
        self._sent_log.clear()
        self._sent_n.clear()
        self.steps.clear()
        self._step_seats()
        return out

    def _signed(self, msg: dict[str, Any], public: bytes) -> bool:
        """Whether the hello's signature is the device's: checked here on CPython (``verify``),
        on the page by WebCrypto in assets/live.mjs before the message reaches Python, which
        sets ``verified`` on every hello (a guest cannot set it)."""
        if self._verify is None:
            return msg.get("verified") is True
        try:
            signature = b64decode(msg.get("sig")) if isinstance(msg.get("sig"), str) else b""
        except ValueError:
            return False
        return self._verify(public, hello_data(str(msg.get("id")), msg["seat"]), signature)

    # -- messages from guests --------------------------------------------------------------
    def receive(self, conn: str, text: Any) -> Outbox:
        """Handle one message from ``conn``: a refused one is answered to it alone, a decision
        carried out sends every guest its new state. Past its rate a connection's messages are
        dropped unread, with one message to it (:data:`RATE_BURST`)."""
        over = self._over_rate(conn)
        if over is not None:
            return over
        try:
            msg = parse(text)
            kind = msg["type"]
            if kind == "hello":
                return self._hello(conn, msg)
            seat = self.seats.get(conn)
            if seat is None:
                raise LiveError(T("ui.live.not_joined"))
            if kind == "act":
                self._act(seat, msg)
            elif kind == "undo":
                self._undo(seat, msg)
            elif kind == "leave":
                return self.drop(conn)
            elif kind == "pace":
                self.steps[conn] = msg.get("steps") is True
                self._step_seats()
                return []
            else:
                raise LiveError(T("ui.live.unknown", kind=echo(kind)))
        except MingTableError as exc:
            return [(conn, dumps(error_message(exc.text)))]
        return self.updates()

    def _over_rate(self, conn: str) -> Outbox | None:
        """None while ``conn`` is within its rate; past it, the one message that says so (the
        first time until the rate is kept again), then nothing."""
        now = self._clock()
        tokens, when, told = self._budget.get(conn, (float(RATE_BURST), now, False))
        tokens = min(float(RATE_BURST), tokens + (now - when) * RATE_PER_S)
        if tokens >= 1:
            self._budget[conn] = (tokens - 1, now, told and tokens < RATE_BURST / 2)
            return None
        self._budget[conn] = (tokens, now, True)
        return [] if told else [(conn, dumps(error_message(T("ui.live.flood"))))]

    def _hello(self, conn: str, msg: dict[str, Any]) -> Outbox:
        """A guest shows its seat's key, and its device's public key with a signature of
        :func:`hello_data` by it: the first device to join a seat keeps it (the binding is saved
        with the table); the same device rejoins after a reload, any other is refused and the
        seat's guest plays on (issue 32, item 6)."""
        table = self.session.table
        assert table is not None
        seat, key, device = msg.get("seat"), msg.get("key"), msg.get("device")
        secret = table.invitations.get(seat) if type(seat) is int else None
        if secret is None or not isinstance(key, str) or len(key) > 64 or not _same_key(key, secret):
            raise LiveError(T("ui.live.bad_key"))
        try:
            public = b64decode(device) if isinstance(device, str) and len(device) <= 64 else b""
        except ValueError:
            public = b""
        if len(public) != 32 or msg.get("id") != table.id or not self._signed(msg, public):
            raise LiveError(T("ui.live.bad_key"))
        mark = hashlib.sha256(public).hexdigest()[:32]
        if table.bound.get(seat, mark) != mark:
            raise LiveError(T("ui.live.seat_taken", who=self.session.match.players[seat]))
        table.bound[seat] = mark
        for other in [c for c, s in self.seats.items() if s == seat]:  # the same device, reloaded
            self.seats.pop(other)
            self._forget(other)
        self.seats[conn] = seat
        self._sent_log[conn] = []
        self._sent_n[conn] = len(self.session.match.actions)  # no steps of what came before
        self.steps[conn] = msg.get("steps") is True
        self._step_seats()
        return self.updates()

    def _act(self, seat: int, msg: dict[str, Any]) -> None:
        m = self.session.match
        names = m.players
        claimed = msg.get("seat", seat)
        if claimed != seat or type(claimed) is not int:
            who = names[claimed] if type(claimed) is int and 0 <= claimed < len(names) else echo(claimed)
            raise LiveError(T("ui.live.not_yours", own=names[seat], who=who))
        self._now(msg)
        action = msg.get("action")
        legal = m.legal_actions(seat) if seat in m.to_move and self.session.bot_to_move() is None else []
        if not isinstance(action, str) or action not in {a.id for a in legal}:
            raise LiveError(T("ui.live.illegal", action=echo(action)))
        self.session.apply_for(action, seat)

    def _now(self, msg: dict[str, Any]) -> None:
        """A guest's decision or undo must be for the position as it stands (its ``n``)."""
        n = msg.get("n")
        if type(n) is not int or n != len(self.session.match.actions):
            raise LiveError(T("ui.live.stale"))

    def _undo(self, seat: int, msg: dict[str, Any]) -> None:
        self._now(msg)
        if not self.can_undo(seat):
            raise LiveError(T("ui.live.no_undo"))
        self.session.undo()

    def can_undo(self, seat: int) -> bool:
        """The seat may take back its own decision of this turn (as on the host's screen:
        the undo policy of the rules, and it decides now)."""
        m = self.session.match
        return bool(m.can_undo and m.to_move[:1] == [seat] and self.session.bot_to_move() is None)

    # -- messages to guests --------------------------------------------------------------
    def updates(self) -> Outbox:
        """Every connected guest's state now (after any change: a decision here or there, a
        bot's, an undo, a guest that came or went)."""
        return [(conn, dumps(self.state_for(conn))) for conn in list(self.seats)]

    def state_for(self, conn: str) -> dict[str, Any]:
        """The ``state`` message for the guest of ``conn``: only what its seat may see."""
        seat = self.seats[conn]
        m = self.session.match
        log = m.log_entries
        sent = self._sent_log.get(conn, [])
        at = next((i for i, (a, b) in enumerate(zip(sent, log)) if a != b), min(len(sent), len(log)))
        self._sent_log[conn] = log
        legal = m.legal_actions(seat) if seat in m.to_move and self.session.bot_to_move() is None else []
        steps: dict[str, Any] = {}
        frames = self.session.seat_frames.get(seat) or []
        if self.steps.get(conn) and len(frames) > 1 and self.session.seat_frames_at == len(m.actions) \
                and self._sent_n.get(conn, 0) < len(m.actions) and frames[0].log_len > at:
            steps = {"steps": [{"view": f.view, "log_len": f.log_len} for f in frames]}
            if len(dumps(steps)) > MAX_STEPS_CHARS:
                steps = {}
        self._sent_n[conn] = len(m.actions)
        return message(
            "state", seat=seat, game=m.game, players=list(m.players),
            seats=["person" if kind in (None, REMOTE) else kind for kind in self.session.bots],
            host=self.session.table.seat if self.session.table is not None else None,
            n=len(m.actions), toMove=list(m.to_move), outcome=m.outcome,
            view=m.view(seat), legal=[{"id": a.id, "text": a.text} for a in legal],
            canUndo=self.can_undo(seat), connected=self.connected(),
            log_at=at, log=log[at:], **steps)


def _same_key(text: str, secret: bytes) -> bool:
    try:
        return hmac.compare_digest(b64decode(text), secret)
    except ValueError:
        return False


@dataclass
class LiveGuest:
    """A guest's side of a live game: its seat and key, and what the host last sent (no match:
    the guest's device never has the record)."""

    seat: int
    key: str
    table_id: str  # the game's (the invitation's ``id``): the device signs it with its seat in its hello
    state: dict[str, Any] | None = None
    log: list[Any] = field(default_factory=list)
    error: Any = None          # the last refusal (a catalogue message)
    host_left: bool = False  # the host closed the game, or the connection to it is lost
    sent: int | None = None  # the position (``n``) of a decision or undo sent and not yet answered

    def hello(self, steps: bool = False) -> str:
        """The hello, before the device adds its public key and signature (:func:`signed_hello`;
        on the page assets/live.mjs with WebCrypto)."""
        return dumps(message("hello", seat=self.seat, key=self.key, id=self.table_id, steps=steps))

    def leave(self) -> str:
        return dumps(message("leave"))

    def pace(self, steps: bool) -> str:
        return dumps(message("pace", steps=steps))

    def act(self, action_id: str, seat: int | None = None) -> str:
        fields: dict[str, Any] = {"action": action_id, "n": self.n}
        if seat is not None:
            fields["seat"] = seat
        self.sent = self.n
        return dumps(message("act", **fields))

    def undo(self) -> str:
        self.sent = self.n
        return dumps(message("undo", n=self.n))

    @property
    def n(self) -> int:
        """How many decisions the game had in the host's last state."""
        return int((self.state or {}).get("n") or 0)

    @property
    def waiting(self) -> bool:
        """A decision or undo of this device is on its way for the position shown."""
        return self.sent is not None and self.sent == self.n

    def receive(self, text: str) -> dict[str, Any]:
        """Take in a message from the host; returns it."""
        msg = parse(text, MAX_HOST_CHARS)
        if msg["type"] in ("state", "error"):
            self.sent = None  # answered
        if msg["type"] == "state":
            at = msg.get("log_at", 0)
            self.log = self.log[:at] + list(msg.get("log") or [])
            self.state = msg
            self.error = None
        elif msg["type"] == "error":
            self.error = msg.get("error")
        elif msg["type"] == "bye":
            self.host_left = True
        return msg

    @property
    def legal(self) -> list[str]:
        return [a["id"] for a in (self.state or {}).get("legal", [])]


def hello_data(table_id: str, seat: int) -> bytes:
    """What a guest's device signs with its own key to join ``seat`` of the live game."""
    return f"mingtable-live-hello\0{table_id}\0{seat}".encode()


def signed_hello(text: str, public: bytes, signature: bytes) -> str:
    """A guest's hello with its device's public key and signature (as assets/live.mjs adds them)."""
    msg = json.loads(text)
    return dumps({**msg, "device": b64encode(public), "sig": b64encode(signature)})


def mirror_session(guest: LiveGuest, send: Callable[[str], None]) -> Session:
    """A guest's session once the host's first ``state`` came: a :class:`MirrorMatch` of it
    (``send``: a text to the host), the guest's seat the one person here, the others remote."""
    from .friends import Table

    mirror = MirrorMatch(guest, send)
    seats = len(mirror.players)
    return Session(mirror, [None if s == guest.seat else REMOTE for s in range(seats)], "live-guest",  # type: ignore[arg-type]
                   table=Table("", guest.seat, b"", *([None] * seats for _ in range(4)), live=True))


# -- a rehearsal while waiting for a guest ------------------------------------------------------

REHEARSED_MOVES = 6


def rehearse(game: str, players: list[str], host: int, seat: int, match: mingtable.Match | None = None,
             seen: Callable[[Session, Session], None] | None = None) -> tuple[Session, Session]:
    """A few live moves rehearsed on a throwaway game (issue 31, item 3): a host and a guest of
    ``seat`` that say hello and play :data:`REHEARSED_MOVES` decisions through the protocol, as
    the real ones will (the guest's own decisions sent as messages, the others taken on the
    host). Returns the host's session and the guest's (over a :class:`MirrorMatch`);
    ``seen(host, guest)`` is called with both after the guest took in each state, for the page
    to draw them off the screen. A page does this while it waits for its guest or its host, so
    that the first real moves find the code and caches warm. ``match``: a copy of the host's
    game to rehearse on; else a new game of ``game`` for ``players``. Raises ``ValueError`` (or
    a :class:`MingTableError`) for a game it cannot set up."""
    from .friends import create

    m = match.clone() if match is not None else mingtable.new_game(game, players, 1)
    seats = len(m.players)
    if not (0 <= host < seats and 0 <= seat < seats and host != seat):
        raise ValueError("seats")
    table = create(seats, list(range(seats)), host)
    table.live = True
    hosting = LiveHost(Session(m, [None if s == host else REMOTE for s in range(seats)], "rehearsal", table=table),
                       verify=lambda *_: True)  # the rehearsal's guest is this page
    guest = LiveGuest(seat, b64encode(table.invitations[seat]), table.id)
    guest_session: Session | None = None

    def deliver(outbox: Outbox) -> None:
        nonlocal guest_session
        for _conn, text in outbox:
            guest.receive(text)
        if guest_session is None:  # made on the first state, as a guest's page does
            guest_session = mirror_session(guest, lambda text: None)
        if seen is not None:
            seen(hosting.session, guest_session)

    deliver(hosting.receive("rehearsal", signed_hello(guest.hello(), bytes(32), b"")))
    for _ in range(REHEARSED_MOVES):
        if not m.to_move:
            break
        mover = m.to_move[0]
        if mover == seat:
            deliver(hosting.receive("rehearsal", guest.act(guest.legal[0])))
        else:
            hosting.session.apply_for(m.legal_actions(mover)[0].id, mover)
            deliver(hosting.updates())
    assert guest_session is not None
    return hosting.session, guest_session


# -- the links that carry the connection's offer and answer ------------------------------------

def _pack(prefix: str, data: dict[str, Any]) -> str:
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = json.dumps(data, separators=(",", ":"), ensure_ascii=True).encode()
    return prefix + b64encode(deflate.compress(body) + deflate.flush())


def _unpack(fragment: str, prefix: str, error: str) -> dict[str, Any]:
    try:
        data = jsontext.loads(inflate(fragment, prefix, MAX_SIGNAL_BYTES, raw=True).decode("utf-8"))
    except (ShareError, ValueError):
        raise LiveError(T(error)) from None
    if not isinstance(data, dict) or type(data.get("t")) is not int:
        raise LiveError(T(error))
    if "pid" in data and prefix == INVITE_PREFIX:  # through the host's signaling server (ui/signaling.py)
        try:
            data["srv"], data["pid"] = server_of(data.get("srv")), peer_id_of(data["pid"])
        except SignalError:
            raise LiveError(T(error)) from None
    elif not isinstance(data.get("sdp"), str):
        raise LiveError(T(error))
    return data


def invitation(session: Session, seat: int, offer: str | None, conn: str = "",
               signal: dict[str, Any] | None = None) -> str:
    """The fragment (without ``#``) of a live invitation for ``seat``: the game's title id and
    players (to greet the guest), the host's seat, the seat, its key, the table's id and either
    the host's offer (SDP with its candidates) and the connection it opens (``conn``: a reply
    names both), or the host's signaling server and peer id there (``signal``, ui/signaling.py:
    no reply, and the link serves again); the STUN/TURN servers the host chose, if any. No seed,
    no actions."""
    table = session.table
    assert table is not None
    m = session.match
    where: dict[str, Any] = {"c": conn, "sdp": offer} if signal is None else {"srv": signal["server"], "pid": signal["id"]}
    return _pack(INVITE_PREFIX, {"g": m.game, "p": list(m.players), "h": table.seat, "t": seat,
                                 "k": b64encode(table.invitations[seat]),
                                 "id": table.table_id(m.record()), **where, **({"ice": table.ice} if table.ice else {})})


def read_invitation(fragment: str) -> dict[str, Any]:
    """``{g, p, h, t, k, id, ice}`` and ``{c, sdp}`` or ``{srv, pid}`` of a live invitation (raises
    :class:`LiveError`)."""
    data = _unpack(fragment, INVITE_PREFIX, "ui.live.invitation")
    if not isinstance(data.get("k"), str) or not isinstance(data.get("id"), str):
        raise LiveError(T("ui.live.invitation"))
    try:
        data["ice"] = ice_servers_of(data.get("ice", []))
    except SignalError:
        raise LiveError(T("ui.live.invitation")) from None
    return data


def reply(invite: dict[str, Any], answer: str) -> str:
    """The fragment of the guest's reply to ``invite``: the table's id, its seat, the connection
    and its answer."""
    return _pack(REPLY_PREFIX, {"id": invite["id"], "t": invite["t"], "c": invite.get("c", ""), "sdp": answer})


def read_reply(fragment: str, session: Session) -> dict[str, Any]:
    """``{id, t, sdp}`` of a reply to an invitation of ``session``'s game (raises :class:`LiveError`)."""
    data = _unpack(fragment, REPLY_PREFIX, "ui.live.reply")
    table = session.table
    if table is None or data.get("id") != table.table_id(session.match.record()) or data["t"] not in table.invitations:
        raise LiveError(T("ui.live.reply"))
    return data


# -- the guest's picture of the game ------------------------------------------------------------

register({
    "ui.live.no_record": ("The host keeps this game's record: a guest's device has none to export or share.",
                          "Der Gastgeber verwahrt die Aufzeichnung dieses Spiels: Das Gerät eines Gasts hat keine "
                          "zum Exportieren oder Teilen."),
})


class MirrorMatch:
    """What a guest's page shows in place of a match: the host's last ``state`` message for
    its seat, with the few members of :class:`mingtable.Match` the screen reads. It has no
    seed and no record; a decision or an undo is sent to the host (``send``) and shows once
    the host's next state comes."""

    mirror = True

    def __init__(self, guest: LiveGuest, send: Any) -> None:
        self.guest = guest
        self.send = send  # text -> None: to the host

    @property
    def _state(self) -> dict[str, Any]:
        assert self.guest.state is not None
        return self.guest.state

    @property
    def game(self) -> str:
        return str(self._state["game"])

    @property
    def players(self) -> list[str]:
        return list(self._state["players"])

    @property
    def to_move(self) -> list[int]:
        return list(self._state["toMove"])

    @property
    def outcome(self) -> Any:
        return self._state.get("outcome")

    @property
    def can_undo(self) -> bool:
        return bool(self._state.get("canUndo")) and not self.guest.host_left

    @property
    def actions(self) -> tuple[str, ...]:
        """As many (empty) entries as the game has decisions: the guest knows how many, not which."""
        return ("",) * int(self._state.get("n") or 0)

    @property
    def log_entries(self) -> list[Any]:
        return list(self.guest.log)

    @property
    def log(self) -> list[str]:
        return [tr(entry, "en") for entry in self.guest.log]

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """The seat's own view (the only one this device has) for whichever view is asked."""
        return json.loads(json.dumps(self._state["view"]))

    def legal_actions(self, seat: int | None = None) -> list[Any]:
        from mingtable.engine.actions import Action

        if (seat is not None and seat != self.guest.seat) or self.guest.host_left:
            return []  # (once the host has gone the board is a view only)
        return [Action(a["id"], a["text"]) for a in self._state.get("legal") or []]

    def apply(self, action_id: str, seat: int | None = None, **_: Any) -> None:
        if not self.guest.waiting:  # a second tap before the host answered sends nothing
            self.send(self.guest.act(action_id, seat))

    def undo(self) -> None:
        if not self.guest.waiting:
            self.send(self.guest.undo())

    def record(self) -> dict[str, Any]:
        raise LiveError(T("ui.live.no_record"))


# -- the live box: invitations, replies, who is connected ----------------------------------------

register({
    "ui.live.hosting": ("You host this live game and play {who}.", "Du bist Gastgeber dieses Live-Spiels und spielst {who}."),
    "ui.live.connected": ("Connected: {who}.", "Verbunden: {who}."),
    "ui.live.nobody": ("No guest is connected yet.", "Noch ist kein Gast verbunden."),
    "ui.live.invitations": ("Live invitations", "Live-Einladungen"),
    "ui.live.invite_of": ("Live invitation for {who}", "Live-Einladung für {who}"),
    "ui.live.invite_hint": ("Send each guest their invitation. Their page answers with a reply link: paste it "
                            "below (or open it in this tab). Without a server you entered, the devices must be "
                            "on the same network.",
                            "Schicke jedem Gast seine Einladung. Seine Seite antwortet mit einem Antwort-Link: "
                            "Füge ihn unten ein (oder öffne ihn in diesem Tab). Ohne einen eingetragenen Server "
                            "müssen die Geräte im selben Netz sein."),
    "ui.live.preparing": ("Preparing the invitation for {who}…", "Die Einladung für {who} wird vorbereitet …"),
    "ui.live.reply_label": ("A guest's reply link", "Antwort-Link eines Gasts"),
    "ui.live.accept": ("Connect", "Verbinden"),
    "ui.live.accepted": ("Reply taken: connecting to {who}…", "Antwort übernommen: Verbindung zu {who} …"),
    "ui.live.guest": ("You play {who} at {host}'s live table.", "Du spielst {who} am Live-Tisch von {host}."),
    "ui.live.guest_connected": ("Connected to the host.", "Mit dem Gastgeber verbunden."),
    "ui.live.refused": ("Not seated: the host's table refused this device.",
                        "Nicht am Tisch: Der Tisch des Gastgebers hat dieses Gerät abgewiesen."),
    "ui.live.view_only": ("The host has left the live game: this board is a view only. To play on, ask the host "
                          "to open the game again and send you a new invitation.",
                          "Der Gastgeber hat das Live-Spiel verlassen: Dieses Brett kann man nur noch ansehen. Um "
                          "weiterzuspielen, bitte den Gastgeber, das Spiel wieder zu öffnen und dir eine neue "
                          "Einladung zu schicken."),
    "ui.live.lost_peer": ("The connection to the host is lost: reload this page to rejoin.",
                          "Die Verbindung zum Gastgeber ist weg: Lade diese Seite neu, um wieder beizutreten."),
    "ui.live.lost": ("The connection to the host is lost: ask the host for a new invitation to rejoin.",
                     "Die Verbindung zum Gastgeber ist weg: Bitte den Gastgeber um eine neue Einladung."),
    "ui.live.connecting": ("Connecting through the signaling server…", "Verbindung über den Signalisierungsserver …"),
    "ui.live.host_away": ("The host is not at the signaling server now: ask them to open the game, then reload this page.",
                          "Der Gastgeber ist gerade nicht beim Signalisierungsserver: Bitte ihn, das Spiel zu öffnen, "
                          "und lade dann diese Seite neu."),
    "ui.live.server_failed": ("The signaling server could not be reached: check the address with the host.",
                              "Der Signalisierungsserver ist nicht erreichbar: Klärt die Adresse mit dem Gastgeber."),
    "ui.live.guest_server": ("{host} chose the signaling server {address} for this game: it learns this device's "
                             "network address, never the game's messages.",
                             "{host} hat für dieses Spiel den Signalisierungsserver {address} gewählt: Er erfährt "
                             "die Netzadresse dieses Geräts, nie die Nachrichten des Spiels."),
    "ui.live.guest_ice": ("{host} chose these STUN/TURN servers for the connection: {servers}. They learn this "
                          "device's network address; a TURN server may also relay the game's messages.",
                          "{host} hat für die Verbindung diese STUN/TURN-Server gewählt: {servers}. Sie erfahren "
                          "die Netzadresse dieses Geräts; ein TURN-Server leitet womöglich auch die Nachrichten "
                          "des Spiels weiter."),
    "ui.live.server_unreachable": ("The signaling server {address} cannot be reached, so no invitation can be made. "
                                   "Check the address and that the server runs, then open the game again from "
                                   "Home; or start a live game without a server (invitations by reply links).",
                                   "Der Signalisierungsserver {address} ist nicht erreichbar, daher kann keine "
                                   "Einladung entstehen. Prüfe die Adresse und ob der Server läuft, und öffne das "
                                   "Spiel dann erneut über die Startseite; oder beginne ein Live-Spiel ohne Server "
                                   "(Einladungen mit Antwort-Links)."),
    "ui.live.server_lost": ("The connection to the signaling server {address} was lost: connected guests play on, "
                            "but nobody can join or rejoin until you open the game again from Home.",
                            "Die Verbindung zum Signalisierungsserver {address} ist verloren: Verbundene Gäste "
                            "spielen weiter, aber niemand kann beitreten oder zurückkehren, bis du das Spiel über "
                            "die Startseite erneut öffnest."),
    "ui.live.via_server": ("Invitations go through the signaling server {address}; it learns the devices' network "
                           "addresses, never the game's messages.",
                           "Die Einladungen laufen über den Signalisierungsserver {address}; er erfährt die "
                           "Netzadressen der Geräte, nie die Nachrichten des Spiels."),
    "ui.live.via_relays": ("The connections are set up through the relays {address}: they learn encrypted messages, "
                           "the devices' public keys (made for this game), when the messages are sent and the "
                           "devices' network addresses; the game's messages go directly between the devices.",
                           "Die Verbindungen entstehen über die Relays {address}: Sie erfahren verschlüsselte "
                           "Nachrichten, die öffentlichen Schlüssel der Geräte (für dieses Spiel gemacht), wann die "
                           "Nachrichten gesendet werden, und die Netzadressen der Geräte; die Nachrichten des Spiels "
                           "gehen direkt zwischen den Geräten."),
    "ui.live.guest_relays": ("{host} chose the relays {address} to set up this game's connection: they learn "
                             "encrypted messages, this device's public key (made for this game), when it sends them "
                             "and its network address; the game's messages go directly between the devices.",
                             "{host} hat die Relays {address} gewählt, über die die Verbindung dieses Spiels "
                             "entsteht: Sie erfahren verschlüsselte Nachrichten, den öffentlichen Schlüssel dieses "
                             "Geräts (für dieses Spiel gemacht), wann es sie sendet, und seine Netzadresse; die "
                             "Nachrichten des Spiels gehen direkt zwischen den Geräten."),
    "ui.live.connecting_relays": ("Connecting through the relays…", "Verbindung über die Relays …"),
    "ui.live.finding": ("Connection lost: finding the host again…",
                        "Verbindung verloren: Der Gastgeber wird wieder gesucht …"),
    "ui.live.host_paused": ("Waiting for the host to open the game again…",
                            "Warten, bis der Gastgeber das Spiel wieder öffnet …"),
    "ui.live.view_waits": ("The host has left the live game: this board is a view only until they open it again; "
                           "this page then reconnects by itself.",
                           "Der Gastgeber hat das Live-Spiel verlassen: Dieses Brett kann man nur ansehen, bis er "
                           "es wieder öffnet; diese Seite verbindet sich dann von selbst."),
    "ui.live.host_back": ("Connected to the host again: the game goes on.",
                          "Wieder mit dem Gastgeber verbunden: Das Spiel geht weiter."),
    "ui.live.relays_failed": ("No relay of this game can be reached ({address}): check the addresses with {host} "
                              "and this device's connection (this page tries again by itself); or ask {host} for a "
                              "live game with reply links, or to play by links.",
                              "Kein Relay dieses Spiels ist erreichbar ({address}): Klärt die Adressen mit {host} "
                              "und prüfe die Verbindung dieses Geräts (diese Seite versucht es von selbst wieder); "
                              "oder bitte {host} um ein Live-Spiel mit Antwort-Links oder ein Spiel per Link."),
    "ui.live.relays_unreachable": ("No relay of this game can be reached ({address}), so no invitation can be made. "
                                   "Check the addresses and this device's connection (this page tries again by "
                                   "itself); or start a live game without relays (invitations with reply links), or "
                                   "play by links.",
                                   "Kein Relay dieses Spiels ist erreichbar ({address}), daher kann keine Einladung "
                                   "entstehen. Prüfe die Adressen und die Verbindung dieses Geräts (diese Seite "
                                   "versucht es von selbst wieder); oder beginne ein Live-Spiel ohne Relays "
                                   "(Einladungen mit Antwort-Links) oder spielt per Link."),
    "ui.live.relays_lost": ("No relay of this game can be reached now ({address}): connected guests play on, but "
                            "nobody can join or rejoin until one is back (this page tries again by itself).",
                            "Gerade ist kein Relay dieses Spiels erreichbar ({address}): Verbundene Gäste spielen "
                            "weiter, aber niemand kann beitreten oder zurückkehren, bis eines wieder da ist (diese "
                            "Seite versucht es von selbst wieder)."),
    "ui.live.invite_hint_relays": ("Send each guest their invitation: opening it is all they do. After a reload, a "
                                   "dropped connection, or when you open the game again from Home, the devices find "
                                   "each other again by themselves.",
                                   "Schicke jedem Gast seine Einladung: Er muss sie nur öffnen. Nach einem Neuladen, "
                                   "einer abgebrochenen Verbindung oder wenn du das Spiel über die Startseite wieder "
                                   "öffnest, finden die Geräte einander von selbst wieder."),
    "ui.live.invite_hint_server": ("Send each guest their invitation: opening it is all they do, also to rejoin after "
                                   "a reload.",
                                   "Schicke jedem Gast seine Einladung: Er muss sie nur öffnen, auch um nach einem "
                                   "Neuladen wieder beizutreten."),
    "ui.live.joining": ("Joining {host}'s live game as {who}", "Beitritt zum Live-Spiel von {host} als {who}"),
    "ui.live.reply_hint": ("Send this reply link to {host} (or let them scan its QR code). The game appears here "
                           "as soon as their page takes it.",
                           "Schicke diesen Antwort-Link an {host} (oder lass den QR-Code scannen). Das Spiel "
                           "erscheint hier, sobald ihre Seite ihn annimmt."),
    "ui.live.reply_of": ("Reply link for {host}", "Antwort-Link für {host}"),
    "ui.live.answering": ("Preparing your reply…", "Deine Antwort wird vorbereitet …"),
    "ui.live.reply_ready": ("Your reply link is ready.", "Dein Antwort-Link ist bereit."),
    "ui.live.honest": ("The host's device keeps the game, its cards still to come and every hand; each guest's "
                       "device receives only what its seat may see. The devices talk directly: no server of "
                       "Ming Table is involved.",
                       "Das Gerät des Gastgebers verwahrt das Spiel, die noch kommenden Karten und alle Hände; "
                       "das Gerät jedes Gasts erhält nur, was sein Platz sehen darf. Die Geräte sprechen direkt "
                       "miteinander: Kein Server von Ming Table ist beteiligt."),
})


def _tt(key: str, lang: str, **params: Any) -> str:
    return tr(T(key, **params), lang)


def _link_field(field: str, url: str, label: str, qr_label: str, lang: str) -> str:
    """A read-only link with Copy and a fold with its QR code (the markup of the friends box:
    assets/qr.mjs draws the code when the fold opens; ``copy-link`` copies the field)."""
    from ..markup import attrs, button, esc

    copy = button(_tt("ui.friends.copy", lang), ui="copy-link", arg=field, cls="btn small",
                  label=_tt("ui.friends.copy", lang) + " – " + label)
    return (f'<label for="{field}" class="muted">{esc(label)}</label>'
            f'<div class="share-box"><input id="{field}" readonly value="{esc(url)}">{copy}</div>'
            f'<details class="qr-fold"{attrs(data_link=field)}><summary>{esc(_tt("ui.friends.show_qr", lang))}</summary>'
            f'<div class="qr" role="img"{attrs(aria_label=qr_label)}></div>'
            f'<p class="muted no-qr" hidden>{esc(_tt("ui.friends.no_qr", lang))}</p></details>')


def render_host_box(own: str, connected: list[str], invites: list[dict[str, Any]], lang: str,
                    server: str | None = None, server_failed: str | None = None, relays: bool = False) -> str:
    """The host's box: whom it plays, who is connected, the invitation of each guest not
    connected (``{seat, who, url, taken}``; ``url`` None while its offer is prepared; ``taken``:
    its reply is in, the devices are connecting) and the field
    for a reply link, or with a signaling server (``server``: its address; ``relays``: the
    addresses of relays) what it learns; ``server_failed``: the catalogue key of what went wrong
    with that server or those relays."""
    from ..markup import button, esc

    status = _tt("ui.live.hosting", lang, who=own) + " " + (
        _tt("ui.live.connected", lang, who=", ".join(connected)) if connected else _tt("ui.live.nobody", lang))
    out = [f'<p class="friends-status live-status">{esc(status)}</p>']
    if invites:
        items = []
        for inv in invites:
            field = f'friends-link-live-{inv["seat"]}'
            label = _tt("ui.live.invite_of", lang, who=inv["who"])
            if inv["url"] is None and server_failed is not None:
                items.append(f'<p class="live-failed">{esc(_tt(server_failed, lang, address=server or ""))}</p>')
                break
            if inv["url"] is None:
                items.append(f'<p class="muted">{esc(_tt("ui.live.preparing", lang, who=inv["who"]))}</p>')
                continue
            if inv.get("taken"):  # its reply is in: connecting (the seat leaves the list once connected)
                items.append(f'<p class="live-taken">{esc(_tt("ui.live.accepted", lang, who=inv["who"]))}</p>')
            items.append(f'<div class="friends-link" data-seat="{inv["seat"]}" data-kind="live">'
                         f'{_link_field(field, inv["url"], label, _tt("ui.friends.qr", lang, who=inv["who"]), lang)}</div>')
        # open while nobody has joined; then folded, so the decision stays in view
        if server is None:
            hint = _tt("ui.live.invite_hint", lang)
            tail = (f'<label for="live-reply" class="muted">{esc(_tt("ui.live.reply_label", lang))}</label>'
                    f'<div class="share-box"><input id="live-reply" autocomplete="off">'
                    f'{button(_tt("ui.live.accept", lang), ui="live-accept", cls="btn small")}</div>')
        else:
            hint = _tt("ui.live.invite_hint_relays" if relays else "ui.live.invite_hint_server", lang)
            learns = _tt("ui.live.via_relays" if relays else "ui.live.via_server", lang, address=server)
            tail = f'<p class="share-note">{esc(learns)}</p>'
        out.append(f'<details class="invitations"{"" if connected else " open"}><summary>'
                   f'{esc(_tt("ui.live.invitations", lang))}</summary>'
                   f'<p class="muted">{esc(hint)}</p>{"".join(items)}{tail}'
                   f'<p class="share-note">{esc(_tt("ui.live.honest", lang))}</p></details>')
    return "".join(out)


def render_guest_box(own: str, host: str, status: str, reply_url: str | None, lang: str,
                     invite: dict[str, Any] | None = None) -> str:
    """A guest's box: whom it plays at whose table, the connection's state (``status``: a
    ``ui.live.*`` key), while not connected the reply link to send the host, and which servers
    the host chose for the connection (``invite``) and what they learn."""
    from ..markup import esc

    invite = invite or {}
    where = address(invite["srv"]) if "srv" in invite else ""
    out = [f'<p class="friends-status live-status">{esc(_tt("ui.live.guest", lang, who=own, host=host))} '
           f'{esc(_tt(status, lang, host=host, address=where))}</p>']
    if reply_url is not None:
        out.append(f'<p class="muted">{esc(_tt("ui.live.reply_hint", lang, host=host))}</p>')
        out.append(_link_field("friends-link-live-reply", reply_url, _tt("ui.live.reply_of", lang, host=host),
                               _tt("ui.live.reply_of", lang, host=host), lang))
    if "srv" in invite:
        learns = "ui.live.guest_relays" if "relays" in invite["srv"] else "ui.live.guest_server"
        out.append(f'<p class="share-note">{esc(_tt(learns, lang, host=host, address=where))}</p>')
    if invite.get("ice"):
        out.append(f'<p class="share-note">{esc(_tt("ui.live.guest_ice", lang, host=host, servers=ice_names(invite["ice"])))}</p>')
    out.append(f'<p class="share-note">{esc(_tt("ui.live.honest", lang))}</p>')
    return "".join(out)
