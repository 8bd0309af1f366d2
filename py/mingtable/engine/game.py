"""What a game package provides: one declared :class:`Game` object per game.

A game is plain data plus pure-ish functions over a mutable state object (its :class:`Rules`).
The :class:`~mingtable.engine.match.Match` wraps the rules with the record, undo, logging and
legality checks, so that every game is played the same way by the UI, bots, CLI and tests.
Beside the rules a game declares its knowledge for the bots (a greedy :data:`Heuristic` and an
:class:`Evaluation` for the search), its :class:`~mingtable.engine.renderer.Renderer` and its
new-game form; ``mingtable.games`` registers the objects, and everything finds a game's parts
there.
"""

from __future__ import annotations

import pickle
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Protocol

from .actions import Action
from .renderer import Renderer
from .rng import Rng
from .setup import SetupSpec


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


#: The greedy bot's one-ply value: (view of the bot's seat, action) -> value of taking it.
Heuristic = Callable[[dict[str, Any], Action], float]


@dataclass(frozen=True)
class Evaluation:
    """A game's knowledge for the strong bot's search (``mingtable.bots.search``):
    ``evaluate(view, seat)`` on any view's public parts (higher is better for ``seat``), the
    margin that means a likely win, how many decisions a rollout plays before evaluating
    (greedy if ``greedy_rollout``, else random), and how many of the greedy heuristic's best
    actions the root considers (None: all).

    With ``turn`` (the game's count of turns begun, read on a sampled match) every rollout
    ends when ``rollout_turns`` more have begun than at the root (or after ``rollout_depth``
    decisions).
    ``paired``: instead of growing a tree, every sample tries each root candidate with the
    same hidden cards and the same dice (common random numbers), so the candidates are
    compared on equal terms even with few samples. ``own_view``: each seat's value is
    evaluated on its own view of the sample (its hand and reserve), not the public one."""

    evaluate: Callable[[dict[str, Any], int], float]
    scale: float
    rollout_depth: int
    greedy_rollout: bool
    root_width: int | None = None
    turn: Callable[[Any], int] | None = None
    rollout_turns: int = 0
    paired: bool = False
    own_view: bool = False


@dataclass(frozen=True)
class FaceDown:
    """A game's face-down decisions taken one seat at a time (Confucius's tutoring cards, The
    Ming Voyages's reserve card), which a game with friends by link must not carry readable
    before the rules reveal them (ui/friends.py). ``after(state, seat)``: while ``seat`` takes
    one, the seats that decide after it before the reveal (None: not such a decision).
    ``stand_ins(state, seat, actions)``: public actions that take the place of ``seat``'s
    ``actions``, which left the position ``state``, on the other devices: the next seats' legal
    actions, views and searches must be the same after them as after the real ones (None:
    nothing in ``actions`` was face down, they travel as they are). ``window(state)``: how long
    stand-ins may last, where the last seat's own face-down decision does not end it: an action
    that changes it waits until they are revealed (None: it ends with that decision)."""

    after: Callable[[Any, int], list[int] | None]
    stand_ins: Callable[[Any, int, list[str]], list[str] | None]
    window: Callable[[Any], Hashable] | None = None


@dataclass(frozen=True)
class Game:
    """Everything one game provides, declared once in its package (``GAME``) and registered in
    ``mingtable.games``: the rules (with the catalogue entry), the bots' knowledge (None where
    a game has no such bot yet), the renderer, the new-game form (``setup(lang)``; None: the
    standard form built from the catalogue entry, ``mingtable.ui.setup.default_spec``), and
    the package that holds its rules pages (``rules_<lang>.md``)."""

    rules: Rules
    renderer: Renderer
    package: str
    heuristic: Heuristic | None = None
    evaluation: Evaluation | None = None
    setup: Callable[[str], SetupSpec] | None = None
    face_down: FaceDown | None = None  # its face-down decisions taken one seat at a time (None: none)

    @property
    def info(self) -> GameInfo:
        """The catalogue entry (``mingtable.GAMES[id]``)."""
        return self.rules.info

    @property
    def id(self) -> str:
        return self.rules.info.id


def copy_data(value: Any) -> Any:
    """An independent copy of plain data (dicts, lists, tuples, scalars, dataclasses): a
    pickle round trip, which runs in C, about twice as fast as a copy written in Python and
    far faster than ``copy.deepcopy``. For views (made at every decision) and states."""
    return pickle.loads(pickle.dumps(value, 5))
