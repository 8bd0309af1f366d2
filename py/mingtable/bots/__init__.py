"""Bots that play any seat through the facade, seeing only their own seat's view."""

from __future__ import annotations

import time
from typing import Any, Callable, Protocol

from ..engine.actions import Action
from ..engine.rng import Rng
from ..games.confucius import heuristic as confucius_heuristic
from ..games.ming_dynastie import heuristic as ming_dynastie_heuristic
from ..games.ming_voyages import heuristic as ming_voyages_heuristic
from ..games.yin_yang import heuristic as yin_yang_heuristic

#: game id -> one-ply heuristic: (view of the bot's seat, action) -> value of taking it.
HEURISTICS: dict[str, Callable[[dict[str, Any], Action], float]] = {
    "ming-dynastie": ming_dynastie_heuristic.score_action,
    "ming-voyages": ming_voyages_heuristic.score_action,
    "confucius": confucius_heuristic.score_action,
    "yin-yang": yin_yang_heuristic.score_action,
}
BOT_KINDS = ("random", "greedy", "strong")


class Bot(Protocol):
    """Every bot chooses from its own seat's view. A bot that searches also has
    ``choose_in(match, seat)``, which callers use when present: it may only determinize the
    match for that seat (:class:`~mingtable.bots.search.SearchBot`)."""

    def choose(self, view: dict[str, Any], legal: list[Action]) -> str: ...


def decide(bot: Bot, match: Any, seat: int) -> str:
    """The action ``bot`` takes for ``seat`` in ``match``: ``choose_in`` if the bot has it,
    else ``choose`` on the seat's view and legal actions."""
    choose_in = getattr(bot, "choose_in", None)
    if choose_in is not None:
        return choose_in(match, seat)
    return bot.choose(match.view(seat), match.legal_actions(seat))


class RandomBot:
    """Picks uniformly among the legal actions."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, view: dict[str, Any], legal: list[Action]) -> str:
        return self.rng.choice(legal).id

    def choose_in(self, match: Any, seat: int) -> str:
        """The same choice without asking for a view it would not read (simulations)."""
        return self.rng.choice(match.legal_actions(seat)).id


class GreedyBot:
    """One ply: takes the legal action the game's heuristic values most (random tie-break)."""

    def __init__(self, seed: int, game: str) -> None:
        self.rng = Rng(seed)
        self.score = HEURISTICS[game]

    def choose(self, view: dict[str, Any], legal: list[Action]) -> str:
        return greedy_choice(self.score, view, legal, self.rng)


def greedy_choice(score: Callable[[dict[str, Any], Action], float], view: dict[str, Any], legal: list[Action],
                  rng: Rng) -> str:
    """The id of the legal action ``score`` values most, ties broken by ``rng`` (the greedy
    bot's choice, and the search bot's in its rollouts)."""
    best: list[Action] = []
    top = float("-inf")
    for action in legal:
        value = score(view, action)
        if value > top + 1e-9:
            top, best = value, [action]
        elif abs(value - top) <= 1e-9:
            best.append(action)
    return rng.choice(best).id


def make_bot(kind: str, seed: int, game: str = "ming-dynastie", think_ms: float = 200.0,
             iterations: int | None = None, cpu_clock: bool = False) -> Bot:
    """A bot of ``kind`` ("random", "greedy" or "strong") for ``game``; a strong bot searches
    ``think_ms`` per decision (of its thread's CPU time with ``cpu_clock``, else of wall
    clock), or ``iterations`` times if given."""
    if kind == "random":
        return RandomBot(seed)
    if kind == "greedy":
        if game not in HEURISTICS:
            raise ValueError(f"No greedy bot for {game} yet.")
        return GreedyBot(seed, game)
    if kind == "strong":
        from .search import EVALUATIONS, SearchBot

        if game not in EVALUATIONS:
            raise ValueError(f"No strong bot for {game} yet.")
        clock = time.thread_time if cpu_clock else time.perf_counter
        return SearchBot(seed, game, think_ms=think_ms, iterations=iterations, clock=clock)
    raise ValueError(f"Unknown bot '{kind}': choose one of {', '.join(BOT_KINDS)}.")
