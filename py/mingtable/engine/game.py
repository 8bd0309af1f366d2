"""What a game package provides to the engine: one declared object per game.

A game is plain data plus pure-ish functions over a mutable state object. The
:class:`~mingtable.engine.match.Match` wraps it with the record, undo, logging and
legality checks, so that every game is played the same way by the UI, bots, CLI and tests.
"""

from __future__ import annotations

import pickle
from dataclasses import dataclass, field
from typing import Any, Protocol

from .actions import Action
from .rng import Rng


@dataclass(frozen=True)
class GameInfo:
    """Catalogue entry of a game (``mingtable.GAMES[id]``)."""

    id: str
    title: str
    designer: str
    min_players: int
    max_players: int
    options: dict[str, Any] = field(default_factory=dict)
    available: bool = True

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "designer": self.designer,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "options": dict(self.options),
            "available": self.available,
        }


class Rules(Protocol):
    """The contract a game package implements (see docs/architecture.md)."""

    info: GameInfo

    def check_options(self, options: dict[str, Any], players: int) -> dict[str, Any]:
        """Return the complete options (defaults filled in) or raise ``ValueError``."""

    def new_state(self, players: list[str], rng: Rng, options: dict[str, Any], log: list[str]) -> Any:
        """Set up the game; may already draw from ``rng``."""

    def to_move(self, state: Any) -> list[int]:
        """Seats that must decide now (several for simultaneous secret choices)."""

    def legal_actions(self, state: Any, seat: int) -> list[Action]:
        """Everything ``seat`` may do now; empty if it is not that seat's decision."""

    def apply(self, state: Any, seat: int, action_id: str, rng: Rng, log: list[str]) -> bool:
        """Carry out a legal action. Return True if it is an undo barrier: it ended the
        seat's turn, drew at random, revealed a secret or let a bot inside the rules (a solo
        opponent that is not a seat) decide or act."""

    def view(self, state: Any, seat: int | None) -> dict[str, Any]:
        """JSON-able picture of what ``seat`` may see (``None``: a spectator)."""

    def outcome(self, state: Any) -> dict[str, Any] | None:
        """``None`` while running, else scores, winners and a per-source breakdown."""

    def snapshot(self, state: Any) -> dict[str, Any]:
        """The complete state (hidden parts too) as JSON-able data, for hashing."""

    def copy_state(self, state: Any) -> Any:
        """An independent copy of ``state`` (plain data: no generator, no closure), made by
        hand for speed; ``Match.clone`` and undo use it."""

    def position_key(self, state: Any) -> Any:
        """A comparable key that is equal for equal states (spotting take-backs), or None
        for a game whose positions can never repeat within a turn."""

    def determinize(self, state: Any, seat: int, rng: Rng) -> Any:
        """A copy of ``state`` that ``seat`` cannot tell from it (``view(seat)`` is equal),
        with every part hidden from ``seat`` resampled from ``rng`` consistently with what
        that seat has seen."""


def copy_data(value: Any) -> Any:
    """An independent copy of plain data (dicts, lists, tuples, scalars, dataclasses): a
    pickle round trip, which runs in C, about twice as fast as a copy written in Python and
    far faster than ``copy.deepcopy``. For views (made at every decision) and states."""
    return pickle.loads(pickle.dumps(value, 5))
