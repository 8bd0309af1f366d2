"""The Ming Voyages: the plain data of a game, and what the card actions and the solo bot
use of the flow that runs it.

A :class:`State` holds the board, the cards and the flow: a stack of frames
(``State.stack``), each a plain dict naming its step (:func:`frame`), with the
:class:`Decision` the flow waits for in ``State.pending`` (docs/architecture.md, "States
that copy"). The flow itself is ``game.Game``; the card actions (``effects.py``) and the
solo Barbarian bot (``bot.py``) drive it through :class:`Flow`, so that only ``game.py``
imports them. Clause numbers (R1-R18) refer to docs/rules/ming-voyages.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Protocol, Union

from ...engine.actions import Action
from ...engine.rng import Rng
from ...i18n import Message
from . import rules
from .data import BARBARIAN, EMPEROR, HOMELANDS

Frame = dict[str, Any]  # one step of the flow: {"step": name, "pc": where it stands, parameters, locals}


def frame(name: str, /, **params: Any) -> Frame:
    """A new frame of the flow running step ``name`` (game.Game.advance runs it)."""
    assert "step" not in params and "pc" not in params
    return {"step": name, "pc": 0, **params}


@dataclass
class Decision:
    """A decision the flow waits for: whose, what kind, and the legal actions."""

    seat: int
    kind: str
    prompt: Message
    options: list[Action]
    context: dict[str, Any] = field(default_factory=dict)  # what the decision is about


@dataclass
class State(rules.Material):
    """The board, the cards and the flow (``stack``, not part of snapshots): plain data."""

    names: list[str]
    solo: bool
    difficulty: str
    match: bool
    emperor_seat: int
    game_no: int = 1
    stage: int = 1
    round: int = 0
    phase: str = "setup"
    armies: dict[str, int] = field(default_factory=dict)
    hordes: dict[str, int] = field(default_factory=dict)
    settlements: dict[str, int] = field(default_factory=dict)
    gold_h: int = 0
    gold_sea: int = 0
    junks_sea: int = 0
    voyages: list[bool] = field(default_factory=lambda: [False] * 7)
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    hands: dict[str, list[str]] = field(default_factory=dict)
    reserves: dict[str, list[str]] = field(default_factory=dict)
    in_play: list[str] = field(default_factory=list)
    set_aside: list[str] = field(default_factory=list)
    seen: dict[str, list[str]] = field(default_factory=dict)
    pending: Decision | None = None
    combat: dict[str, Any] | None = None
    last_combat: dict[str, Any] | None = None
    last_roll: dict[str, Any] | None = None
    results: list[dict[str, Any]] = field(default_factory=list)
    scoring: dict[str, Any] | None = None  # the latest scoring summary (stage end, game end)
    bot_deck: list[int] = field(default_factory=list)
    bot_discard: list[int] = field(default_factory=list)
    bot_card: int | None = None
    # Set by whatever the current action led to that must never be undone: a roll, a draw, a
    # revealed card, and anything the solo bot decided or did (it is another player).
    barrier: bool = False
    stack: list[Frame] = field(default_factory=list)  # the flow: frames of steps (Game.advance)

    # -- derived ---------------------------------------------------------------------
    def seat(self, side: str) -> int | None:
        """The seat playing ``side`` now (None for the solo bot)."""
        if side == EMPEROR:
            return self.emperor_seat
        return None if self.solo else 1 - self.emperor_seat

    def side_of(self, seat: int) -> str:
        return EMPEROR if seat == self.emperor_seat else BARBARIAN

    def is_bot(self, side: str) -> bool:
        return self.seat(side) is None

    def emperor_holds(self, area: str) -> bool:
        """R9: the Emperor controls a borderland with an army."""
        return self.armies.get(area, 0) > 0

    def barbarian_holds(self, area: str) -> bool:
        """R9: the Barbarian controls a borderland with a horde or a settlement."""
        return self.hordes.get(area, 0) + self.settlements.get(area, 0) > 0

    def units(self, side: str) -> dict[str, int]:
        return self.armies if side == EMPEROR else self.hordes


Step = Union[Decision, Frame, None]  # what a step returns: a question, a child step, or its end


class Flow(Protocol):
    """What the card actions and the solo bot use of the flow (``game.Game``): the state,
    the dice and the log, a question to a side, and the procedures that cards share with the
    command actions: voyage (R5), movement (R6), attack (R7), build settlement and placing
    or removing pieces one at a time (R2, R11)."""

    s: State
    rng: Rng

    def say(self, message: Message) -> None: ...

    def roll(self, n: int) -> list[int]: ...

    def choose(
        self, f: Frame, then: int, side: str, kind: str, prompt: Message, options: list[Action],
        bot: Callable[[list[Action]], str] | None = None, context: dict[str, Any] | None = None,
    ) -> Decision | None: ...

    def reveal(self, side: str, rid: str) -> int: ...

    def voyage_possible(self) -> bool: ...

    def voyage(self, side: str, dice: int, bonus: int) -> Frame: ...

    def settle_paths(self, homelands: tuple[str, ...] = HOMELANDS) -> list[tuple[str, str]]: ...

    def settle(self, count: int, minimum: int) -> Frame: ...

    def place_each(
        self, side: str, piece: str, count: int, areas: list[str], minimum: int = 0, one_area: bool = False,
    ) -> Frame: ...

    def remove_each(self, side: str, piece: str, count: int, areas: list[str], minimum: int = 0) -> Frame: ...

    def movement(
        self, side: str, cp: int, exact: int | None = None, origins: list[str] | None = None,
        targets: str | None = None, optional: bool = False,
    ) -> Frame: ...

    def movement_origins(
        self, side: str, need: int = 1, origins: list[str] | None = None, targets: Callable[[str], list[str]] | None = None,
    ) -> list[str]: ...

    def targets_of(self, side: str, name: str | None) -> Callable[[str], list[str]]: ...

    def attack_targets(self, side: str, origins_filter: Callable[[str], bool] | None = None) -> list[str]: ...

    def origins_of(self, name: str | None) -> Callable[[str], bool] | None: ...

    def attack(self, side: str, cp: int, targets: list[str], origins: str | None = None, minimum: int = 1) -> Frame: ...
