"""The bots a seat of the app can have: the random bot and three levels.

- easy: the greedy bot (one ply, ``bots.GreedyBot``);
- normal: the strong bot (``bots.search.SearchBot``) thinking 0.3 s per decision;
- hard: the strong bot thinking 1.5 s per decision.

A seat stores its kind as one of :data:`SEAT_KINDS`; the easy level keeps the name
``"greedy"`` that saves and links made before the levels carry. ``"easy"`` is accepted as
another name for it where a seat is described from outside (``window.MingTable.newGame``).
Random and easy decide at once; normal and hard search on the page in slices between frames
(web/thinking.py, docs/architecture.md "Bots that think between frames").
"""

from __future__ import annotations

from typing import Any

from ..engine.game import Game

SEAT_KINDS = ("random", "greedy", "normal", "hard")
ALIASES = {"easy": "greedy"}
#: level -> milliseconds the strong bot thinks per decision (the levels that search)
THINK_MS: dict[str, int] = {"normal": 300, "hard": 1500}
#: level -> search iterations per decision in a game with friends, where every device must
#: compute the same move from the record (about what the time buys in the browser)
ITERATIONS: dict[str, int] = {"normal": 60, "hard": 300}


def seat_kind(value: Any) -> Any:
    """The stored kind for ``value`` (``"easy"`` -> ``"greedy"``); anything else unchanged."""
    return ALIASES.get(value, value) if isinstance(value, str) else value


def thinks(kind: str | None) -> bool:
    """Whether this kind of bot searches (on the page in slices between frames)."""
    return kind in THINK_MS


def engine_bot(kind: str) -> tuple[str, float]:
    """``(kind for bots.make_bot, think_ms)`` of a seat kind (think_ms counts for strong only)."""
    if kind in THINK_MS:
        return "strong", float(THINK_MS[kind])
    return kind, 0.0


def for_game(game: Game) -> tuple[str, ...]:
    """The seat kinds that can play ``game``: random always, easy where the game has a
    heuristic, normal and hard where the strong bot can also evaluate it."""

    def has(kind: str) -> bool:
        if kind == "random":
            return True
        if kind == "greedy":
            return game.heuristic is not None
        return game.heuristic is not None and game.evaluation is not None

    return tuple(k for k in SEAT_KINDS if has(k))
