"""A match: one game in progress, with its record, undo and log (design.md section 4)."""

from __future__ import annotations

import hashlib
import json
import pickle
import re
from typing import Any

from .actions import Action
from .errors import BadRecord, IllegalAction
from .game import Rules
from .rng import Rng

RECORD_FORMAT = "mingtable-record"
RECORD_VERSION = 1
_SEATED = re.compile(r"^(\d+):(.+)$")


class Match:
    """A game being played through the facade.

    Undo policy (design.md section 4): a seat may take back its own decisions of the
    current turn, never across another seat's decision, a random draw, a reveal or a move of
    a bot inside the rules (the barrier :meth:`Rules.apply` returns).
    """

    def __init__(self, rules: Rules, players: list[str], seed: int, options: dict[str, Any]) -> None:
        self.rules = rules
        self.players = list(players)
        self.seed = seed
        self.options = options
        self._rng = Rng(seed)
        self._log: list[str] = []
        self._actions: list[str] = []
        self.state = rules.new_state(self.players, self._rng, options, self._log)
        self._legal: dict[int, list[Action]] = {}
        # Undo: the state before the first action of the current run, and the run itself.
        self._checkpoint: tuple[bytes | None, list[int], int, int] | None = None
        self._run: list[tuple[int, str]] = []

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
        cached = self._legal.get(seat)
        if cached is None:
            cached = self.rules.legal_actions(self.state, seat) if seat in self.to_move else []
            self._legal[seat] = cached
        return list(cached)

    def view(self, seat: int | None = None) -> dict[str, Any]:
        v = self.rules.view(self.state, seat)
        v["game"] = self.game
        v["players"] = v.get("players") or [{"name": n} for n in self.players]
        v["to_move"] = self.to_move
        v["can_undo"] = self.can_undo
        return v

    @property
    def log(self) -> list[str]:
        return list(self._log)

    @property
    def outcome(self) -> dict[str, Any] | None:
        return self.rules.outcome(self.state)

    def record(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": self.game,
            "options": dict(self.options),
            "players": list(self.players),
            "seed": self.seed,
            "actions": list(self._actions),
        }

    def state_hash(self) -> str:
        """SHA-256 of the complete state, the PRNG and the log (same on every runtime)."""
        data = {"state": self.rules.snapshot(self.state), "rng": self._rng.getstate(), "log": self._log}
        text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
        return hashlib.sha256(text.encode()).hexdigest()

    # -- deciding ----------------------------------------------------------
    def apply(self, action_id: str, seat: int | None = None) -> None:
        """Carry out one legal action; raises :class:`IllegalAction` with a clear message."""
        movers = self.to_move
        if not movers:
            raise IllegalAction("The game is over; no action can be taken.")
        if seat is None:
            seat = movers[0]
        if seat not in movers:
            names = ", ".join(self._name(s) for s in movers)
            raise IllegalAction(f"It is not {self._name(seat)}'s decision now (waiting for {names}).")
        legal = self.legal_actions(seat)
        if not any(a.id == action_id for a in legal):
            raise IllegalAction(
                f"'{action_id}' is not a legal action for {self._name(seat)} now "
                f"({len(legal)} legal action{'s' if len(legal) != 1 else ''})."
            )
        if not self._run:
            self._checkpoint = (self._freeze(), self._rng.getstate(), len(self._log), len(self._actions))
        barrier = self.rules.apply(self.state, seat, action_id, self._rng, self._log)
        self._legal = {}
        self._actions.append(action_id if seat == movers[0] else f"{seat}:{action_id}")
        if barrier or self.to_move != [seat]:
            self._run = []
            self._checkpoint = None
        else:
            self._run.append((seat, action_id))

    @property
    def can_undo(self) -> bool:
        return bool(self._run)

    def undo(self) -> None:
        """Take back the last own decision of the current turn."""
        if not self._run or self._checkpoint is None:
            raise IllegalAction("Nothing to undo: only your own decisions of this turn can be taken back.")
        blob, rng_state, log_len, actions_len = self._checkpoint
        redo = self._run[:-1]
        if blob is None:  # a state that cannot be copied: replay the record up to the checkpoint
            entries = self._actions[:actions_len]
            self._rng = Rng(self.seed)
            self._log = []
            self._actions = []
            self.state = self.rules.new_state(self.players, self._rng, self.options, self._log)
            self._legal = {}
            self._run = []
            for entry in entries:
                seat, action_id = parse_entry(entry)
                self.apply(action_id, seat)
        else:
            self.state = pickle.loads(blob)
            self._rng.setstate(rng_state)
            del self._log[log_len:]
            del self._actions[actions_len:]
        self._legal = {}
        self._run = []
        for seat, action_id in redo:
            self.apply(action_id, seat)

    def _freeze(self) -> bytes | None:
        """A copy of the state for undo, or None where the state holds a running procedure
        (a generator) that cannot be copied; undo then replays the record."""
        try:
            return pickle.dumps(self.state, 5)
        except TypeError:
            return None

    def _name(self, seat: int) -> str:
        if 0 <= seat < len(self.players):
            return self.players[seat]
        return f"seat {seat}"


def parse_entry(entry: Any) -> tuple[int | None, str]:
    """Split a record entry into (seat or None for 'the first to move', action id)."""
    if not isinstance(entry, str) or not entry:
        raise BadRecord(f"Record action {entry!r} is not a non-empty string.")
    m = _SEATED.match(entry)
    if m:
        return int(m.group(1)), m.group(2)
    return None, entry
