"""The live table: one game played at once on several devices, the host keeping every secret.

The device that creates a live game is the **host**: it keeps the match (and its save), runs
the bots, and for each person on another device (a **guest**, a ``"remote"`` seat) builds the
messages that guest may receive. Nothing here knows how messages travel (the page sends them
over WebRTC data channels: :mod:`mingtable.web.live`); every message is a JSON object with the
protocol's version ``v`` and a ``type``, passed as text.

Guest to host:

* ``{"v": 1, "type": "hello", "seat": s, "key": k}``: the guest's device joins (or rejoins)
  seat ``s`` with the key of its invitation (the seat's secret of the game with friends).
* ``{"v": 1, "type": "act", "action": id}``: its seat decides ``id`` (a ``"seat"`` field, if
  given, must be its own seat).
* ``{"v": 1, "type": "undo"}``: it takes back its own last decision of the turn (the rules'
  undo policy, as on the host's screen).

Host to guest:

* ``state``: the seat's own view (``match.view(seat)``), its legal actions (ids with their
  catalogue text), who decides now, the outcome, whether it may undo, who is connected, the
  number of decisions so far and the public log (catalogue entries, redacted by the rules), as
  new entries from position ``log_at`` on (the guest cuts its log there first: after an undo
  the log is shorter).
* ``error``: a decision refused, for that guest only (a catalogue message and its text in every
  language); nothing changed.
* ``bye``: the host closes the live game.

No message to a guest holds the seed, the record's actions or another seat's view.
"""

from __future__ import annotations

import json
import zlib
from dataclasses import dataclass, field
from typing import Any

from mingtable.engine import jsontext
from mingtable.engine.errors import MingTableError, echo
from mingtable.i18n import LANGS, T, register, tr

from .friends import REMOTE
from .session import Session
from .share import ShareError, b64decode, b64encode, inflate

VERSION = 1
MAX_MESSAGE_CHARS = 20_000        # a guest's message is a few dozen characters
INVITE_PREFIX = "l="              # a live invitation: #l=<deflated JSON>
REPLY_PREFIX = "lr="              # a guest's reply: #lr=<deflated JSON>
MAX_SIGNAL_BYTES = 40_000         # an offer or answer with its candidates is about 1,000 bytes

register({
    "ui.live.bad_message": ("The message could not be read.", "Die Nachricht konnte nicht gelesen werden."),
    "ui.live.version": ("This device speaks another version of the live table; reload both pages.",
                        "Dieses Gerät spricht eine andere Version des Live-Tischs; lade beide Seiten neu."),
    "ui.live.unknown": ("Unknown message: {kind}.", "Unbekannte Nachricht: {kind}."),
    "ui.live.not_joined": ("Join with your invitation first.", "Tritt zuerst mit deiner Einladung bei."),
    "ui.live.bad_key": ("This invitation is not for that seat of this game.",
                        "Diese Einladung gilt nicht für diesen Platz dieses Spiels."),
    "ui.live.not_yours": ("You play {own}: you cannot decide for {who}.",
                          "Du spielst {own}: Du kannst nicht für {who} entscheiden."),
    "ui.live.illegal": ("That move is not allowed now: {action}.", "Dieser Zug ist jetzt nicht erlaubt: {action}."),
    "ui.live.no_undo": ("There is nothing of yours to take back now.",
                        "Jetzt gibt es nichts von dir zurückzunehmen."),
    "ui.live.host_left": ("The host closed the live game.", "Der Gastgeber hat das Live-Spiel beendet."),
    "ui.live.invitation": ("This is not an invitation to a live game.", "Das ist keine Einladung zu einem Live-Spiel."),
    "ui.live.reply": ("This is not a reply to an invitation of this game.",
                      "Das ist keine Antwort auf eine Einladung dieses Spiels."),
})


class LiveError(MingTableError):
    """A message or link of the live table that is refused (a catalogue message)."""


def message(kind: str, **fields: Any) -> dict[str, Any]:
    """A message of the protocol: plain JSON-able data with the version."""
    return {"v": VERSION, "type": kind, **fields}


def dumps(msg: dict[str, Any]) -> str:
    return json.dumps(msg, separators=(",", ":"), ensure_ascii=False)


def parse(text: Any) -> dict[str, Any]:
    """A message from its text (raises :class:`LiveError`: not JSON, not an object, too long,
    or another version)."""
    if not isinstance(text, str) or len(text) > MAX_MESSAGE_CHARS:
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

    def __init__(self, session: Session) -> None:
        if session.table is None or REMOTE not in session.bots:
            raise ValueError("A live game needs persons on other devices.")
        self.session = session
        self.seats: dict[str, int] = {}          # connection -> the seat it plays
        self._sent_log: dict[str, list[Any]] = {}  # connection -> the log entries it has

    # -- connections -------------------------------------------------------------------
    def connected(self) -> list[int]:
        """The guests' seats with a connection now."""
        return sorted(set(self.seats.values()))

    def drop(self, conn: str) -> Outbox:
        """A connection closed: its seat waits for its guest to rejoin; the others learn it."""
        if self.seats.pop(conn, None) is None:
            return []
        self._sent_log.pop(conn, None)
        return self.updates()

    def close(self) -> Outbox:
        """The host leaves: every guest is told."""
        out = [(conn, dumps(message("bye", error=T("ui.live.host_left")))) for conn in self.seats]
        self.seats.clear()
        self._sent_log.clear()
        return out

    # -- messages from guests --------------------------------------------------------------
    def receive(self, conn: str, text: Any) -> Outbox:
        """Handle one message from ``conn``: a refused one is answered to it alone, a decision
        carried out sends every guest its new state."""
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
                self._undo(seat)
            else:
                raise LiveError(T("ui.live.unknown", kind=echo(kind)))
        except MingTableError as exc:
            return [(conn, dumps(error_message(exc.text)))]
        return self.updates()

    def _hello(self, conn: str, msg: dict[str, Any]) -> Outbox:
        table = self.session.table
        assert table is not None
        seat, key = msg.get("seat"), msg.get("key")
        secret = table.invitations.get(seat) if type(seat) is int else None
        if secret is None or not isinstance(key, str) or len(key) > 40 or not _same_key(key, secret):
            raise LiveError(T("ui.live.bad_key"))
        for other in [c for c, s in self.seats.items() if s == seat]:  # a rejoin replaces the old one
            self.seats.pop(other)
            self._sent_log.pop(other, None)
        self.seats[conn] = seat
        self._sent_log[conn] = []
        return self.updates()

    def _act(self, seat: int, msg: dict[str, Any]) -> None:
        m = self.session.match
        names = m.players
        claimed = msg.get("seat", seat)
        if claimed != seat or type(claimed) is not int:
            who = names[claimed] if type(claimed) is int and 0 <= claimed < len(names) else echo(claimed)
            raise LiveError(T("ui.live.not_yours", own=names[seat], who=who))
        action = msg.get("action")
        legal = m.legal_actions(seat) if seat in m.to_move and self.session.bot_to_move() is None else []
        if not isinstance(action, str) or action not in {a.id for a in legal}:
            raise LiveError(T("ui.live.illegal", action=echo(action)))
        self.session.apply_for(action, seat)

    def _undo(self, seat: int) -> None:
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
        return message(
            "state", seat=seat, game=m.game, players=list(m.players),
            seats=["person" if kind in (None, REMOTE) else kind for kind in self.session.bots],
            host=self.session.table.seat if self.session.table is not None else None,
            n=len(m.actions), toMove=list(m.to_move), outcome=m.outcome,
            view=m.view(seat), legal=[{"id": a.id, "text": a.text} for a in legal],
            canUndo=self.can_undo(seat), connected=self.connected(),
            log_at=at, log=log[at:])


def _same_key(text: str, secret: bytes) -> bool:
    import hmac

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
    state: dict[str, Any] | None = None
    log: list[Any] = field(default_factory=list)
    error: Any = None          # the last refusal (a catalogue message)
    host_left: bool = False

    def hello(self) -> str:
        return dumps(message("hello", seat=self.seat, key=self.key))

    def act(self, action_id: str, seat: int | None = None) -> str:
        fields: dict[str, Any] = {"action": action_id}
        if seat is not None:
            fields["seat"] = seat
        return dumps(message("act", **fields))

    def undo(self) -> str:
        return dumps(message("undo"))

    def receive(self, text: str) -> dict[str, Any]:
        """Take in a message from the host; returns it."""
        msg = parse(text)
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
    if not isinstance(data, dict) or not isinstance(data.get("sdp"), str) or type(data.get("t")) is not int:
        raise LiveError(T(error))
    return data


def invitation(session: Session, seat: int, offer: str) -> str:
    """The fragment (without ``#``) of a live invitation for ``seat``: the game's title id and
    players (to greet the guest), the seat, its key, the host's offer (SDP with its candidates)
    and the table's id (a reply names it). No seed, no actions."""
    table = session.table
    assert table is not None
    m = session.match
    return _pack(INVITE_PREFIX, {"g": m.game, "p": list(m.players), "t": seat, "k": b64encode(table.invitations[seat]),
                                 "id": table.table_id(m.record()), "sdp": offer})


def read_invitation(fragment: str) -> dict[str, Any]:
    """``{g, p, t, k, id, sdp}`` of a live invitation (raises :class:`LiveError`)."""
    data = _unpack(fragment, INVITE_PREFIX, "ui.live.invitation")
    if not isinstance(data.get("k"), str) or not isinstance(data.get("id"), str):
        raise LiveError(T("ui.live.invitation"))
    return data


def reply(invite: dict[str, Any], answer: str) -> str:
    """The fragment of the guest's reply to ``invite``: the table's id, its seat and its answer."""
    return _pack(REPLY_PREFIX, {"id": invite["id"], "t": invite["t"], "sdp": answer})


def read_reply(fragment: str, session: Session) -> dict[str, Any]:
    """``{id, t, sdp}`` of a reply to an invitation of ``session``'s game (raises :class:`LiveError`)."""
    data = _unpack(fragment, REPLY_PREFIX, "ui.live.reply")
    table = session.table
    if table is None or data.get("id") != table.table_id(session.match.record()) or data["t"] not in table.invitations:
        raise LiveError(T("ui.live.reply"))
    return data
