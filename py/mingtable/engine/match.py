"""A match: one game in progress, with its record, undo and log (design.md section 4)."""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from typing import Any

from ..i18n import DEFAULT_LANG, T, tr
from . import texts  # noqa: F401 - registers the engine.* texts
from .actions import Action
from .errors import BadRecord, IllegalAction, echo
from .game import Rules
from .rng import Rng

RECORD_FORMAT = "mingtable-record"
#: The version of the records the engine writes; it reads every one of RECORD_VERSIONS.
#: Version 2 (issue 32): 128-bit seeds, written as decimal text (a JSON number that large does
#: not survive JavaScript), and their own generator seeding (:meth:`Rng.of_seed`). A game keeps
#: its record's version to its end, so a game of version 1 goes on dealing as it was dealt.
RECORD_VERSION = 2
RECORD_VERSIONS = (1, 2)
_SEATED = re.compile(r"([0-9]{1,3}):(.+)")


class _Log(list):
    """The match's log: a list of entries whose ``append`` :meth:`Match.apply` can observe.

    The rules append to this very list, so an observer is an ``append`` set on the instance
    for the time of one decision; otherwise
    ``append`` is the list's own, at no cost.
    """


class _Position:
    """One position of the current turn (for undo and for spotting take-backs): a private
    copy of the state (never changed; undo copies it again), the PRNG and the lengths of
    the log and the record. Its position key is made only when a take-back check needs it."""

    __slots__ = ("state", "rng", "log_len", "actions_len", "_key")

    def __init__(self, state: Any, rng: list[int], log_len: int, actions_len: int) -> None:
        self.state = state
        self.rng = rng
        self.log_len = log_len
        self.actions_len = actions_len
        self._key: Any = None

    def same(self, other: _Position, rules: Rules) -> bool:
        """Whether both are the same position (never, for a game whose positions cannot
        repeat within a turn: its ``position_key`` is None)."""
        if self.rng != other.rng:
            return False
        mine, theirs = self.key(rules), other.key(rules)
        return mine is not None and mine == theirs

    def key(self, rules: Rules) -> Any:
        if self._key is None:
            self._key = rules.position_key(self.state)
        return self._key


class Match:
    """A game being played through the facade.

    Undo policy (design.md section 4): a seat may take back its own decisions of the
    current turn, never across another seat's decision, a random draw, a reveal or a move of
    a bot inside the rules (the barrier :meth:`Rules.apply` returns).

    A decision that brings the turn back to a position it already had (laying a return card
    and taking it back) cancels the decisions in between: the record drops them, so a record
    can never hold an endless back-and-forth and always replays to the same state.
    """

    def __init__(self, rules: Rules, players: list[str], seed: int, options: dict[str, Any],
                 version: int = RECORD_VERSION) -> None:
        self.rules = rules
        self.players = list(players)
        self.seed = seed
        self.options = options
        self.version = version
        self._rng = Rng.of_seed(seed, version)
        self._log: list[Any] = _Log()  # entries: catalogue messages (or plain text)
        self._actions: list[str] = []
        self.state = rules.new_state(self.players, self._rng, options, self._log)
        self._legal: dict[int, list[Action]] = {}
        # Undo: the positions of the current turn, from the one before its first decision on.
        self._turn: list[_Position] = []
        self.turn_ended = False  # the last action ended its seat's turn (an undo barrier)

    # -- reading -----------------------------------------------------------
    @property
    def game(self) -> str:
        return self.rules.info.id

    @property
    def to_move(self) -> list[int]:
        return self.rules.to_move(self.state)

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """The single source of what may happen now, for ``seat`` (default: first to move)."""
        if seat is None:
            movers = self.to_move
            if not movers:
                return []
            seat = movers[0]
        self._check_seat(seat)
        cached = self._legal.get(seat)
        if cached is None:
            cached = self.rules.legal_actions(self.state, seat) if seat in self.to_move else []
            self._legal[seat] = cached
        return list(cached)

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What ``seat`` may see (``None``: a spectator)."""
        if seat is not None:
            self._check_seat(seat)
        v = self.rules.view(self.state, seat)
        v["game"] = self.game
        v["players"] = v.get("players") or [{"name": n} for n in self.players]
        v["to_move"] = self.to_move
        v["can_undo"] = self.can_undo
        return v

    @property
    def log(self) -> list[str]:
        """The log in English (see :meth:`log_in`, :attr:`log_entries`)."""
        return self.log_in(DEFAULT_LANG)

    def log_in(self, lang: str) -> list[str]:
        """The log as text in ``lang``."""
        return [tr(entry, lang) for entry in self._log]

    @property
    def log_entries(self) -> list[Any]:
        """The log as structured entries (catalogue messages: plain data, any language)."""
        return list(self._log)

    @property
    def outcome(self) -> dict[str, Any] | None:
        return self.rules.outcome(self.state)

    @property
    def actions(self) -> tuple[str, ...]:
        """The actions taken so far, as the record lists them (cheaper than :meth:`record`)."""
        return tuple(self._actions)

    def record(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "version": self.version,
            "game": self.game,
            "options": dict(self.options),
            "players": list(self.players),
            "seed": self.seed if self.version == 1 else str(self.seed),
            "actions": list(self._actions),
        }

    def state_hash(self) -> str:
        """SHA-256 of the complete state, the PRNG and the log (same on every runtime)."""
        data = {"state": self.rules.snapshot(self.state), "rng": self._rng.getstate(), "log": self._log}
        text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
        return hashlib.sha256(text.encode()).hexdigest()

    # -- deciding ----------------------------------------------------------
    def apply(self, action_id: str, seat: int | None = None, *, observe: Callable[[], None] | None = None) -> None:
        """Carry out one legal action; raises :class:`IllegalAction` with a clear message.

        ``observe`` (optional) is called after each log entry the rules add while carrying it
        out, with the state as it stands at that step (the page shows a decision step by step);
        it must only read the match. Records, states and the log are the same either way.
        """
        movers = self.to_move
        if not movers:
            raise IllegalAction(T("engine.over"))
        if seat is None:
            seat = movers[0]
        self._check_seat(seat)
        if seat not in movers:
            raise IllegalAction(T("engine.not_your_turn", who=self._name(seat), waiting=[self._name(s) for s in movers]))
        legal = self.legal_actions(seat)
        if not any(a.id == action_id for a in legal):
            raise IllegalAction(T("engine.not_legal", action=echo(action_id), who=self._name(seat), n=len(legal)))
        if not self._turn:
            self._turn = [self._position()]
        if observe is None:
            barrier = self.rules.apply(self.state, seat, action_id, self._rng, self._log)
        else:
            barrier = self._observed(observe, seat, action_id)
        self._legal = {}
        self._actions.append(action_id if seat == movers[0] else f"{seat}:{action_id}")
        self.turn_ended = bool(barrier)
        if barrier or self.to_move != [seat]:
            self._turn = []
            return
        here = self._position()
        for k, earlier in enumerate(self._turn):
            if here.same(earlier, self.rules):
                # Back where the turn stood before: the decisions since then cancelled out
                # (a card laid and taken back); the record forgets them.
                del self._turn[k + 1:]
                del self._log[earlier.log_len:]
                del self._actions[earlier.actions_len:]
                return
        self._turn.append(here)

    def _observed(self, observe: Callable[[], None], seat: int, action_id: str) -> bool:
        """``rules.apply`` with ``observe`` called after every entry appended to the log."""
        log = self._log

        def append(entry: Any) -> None:
            list.append(log, entry)
            observe()

        log.append = append  # type: ignore[method-assign]
        try:
            return self.rules.apply(self.state, seat, action_id, self._rng, log)
        finally:
            del log.append

    @property
    def can_undo(self) -> bool:
        return len(self._turn) > 1

    def undo(self) -> None:
        """Take back the last own decision of the current turn."""
        if not self.can_undo:
            raise IllegalAction(T("engine.nothing_to_undo"))
        self._turn.pop()
        back = self._turn[-1]
        self.state = self.rules.copy_state(back.state)
        self._rng.setstate(back.rng)
        del self._log[back.log_len:]
        del self._actions[back.actions_len:]
        self._legal = {}

    def _position(self) -> _Position:
        return _Position(self.rules.copy_state(self.state), self._rng.getstate(), len(self._log), len(self._actions))

    # -- the state contract (docs/architecture.md, "States that copy") ----------------------
    def clone(self) -> Match:
        """An independent match at the same point: state, PRNG, log, record and undo
        history as they are (the positions of the turn are shared: they never change)."""
        m = Match.__new__(Match)
        m.__dict__.update(self.__dict__)
        m.players = list(self.players)
        m.options = dict(self.options)
        m._rng = Rng.__new__(Rng)
        m._rng.s = list(self._rng.s)
        m._log = _Log(self._log)
        m._actions = list(self._actions)
        m.state = self.rules.copy_state(self.state)
        m._legal = dict(self._legal)
        m._turn = list(self._turn)
        return m

    def determinize(self, seat: int, seed: int) -> Match:
        """A match ``seat`` cannot tell from this one: ``view(seat)`` is equal, and every
        hidden part (other hands, face-down piles and their order, secret choices, the
        PRNG and with it every future roll and shuffle) is resampled from ``seed``
        consistently with what ``seat`` has seen. The undo positions are resampled too."""
        self._check_seat(seat)
        m = self.clone()
        m.state = self.rules.determinize(self.state, seat, Rng(seed))
        m._rng = Rng(seed ^ 0x5EED5EED)
        m._turn = [
            _Position(self.rules.determinize(p.state, seat, Rng(seed)), m._rng.getstate(), p.log_len, p.actions_len)
            for p in self._turn
        ]
        m._legal = {}
        return m

    def _check_seat(self, seat: Any) -> None:
        """Seats are the ints 0 .. players - 1 (a bool or a float is no seat)."""
        if type(seat) is not int or not 0 <= seat < len(self.players):
            raise IllegalAction(T("engine.bad_seat", seat=echo(seat), last=len(self.players) - 1))

    def _name(self, seat: int) -> str:
        return self.players[seat]


def parse_entry(entry: Any) -> tuple[int | None, str]:
    """Split a record entry into (seat or None for 'the first to move', action id)."""
    if type(entry) is not str or not entry:
        raise BadRecord(T("engine.bad_entry", entry=echo(entry)))
    m = _SEATED.fullmatch(entry)
    if m:
        return int(m.group(1)), m.group(2)
    return None, entry
