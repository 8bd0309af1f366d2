"""Bots that play any seat through the facade, seeing only their own seat's view: random,
greedy (:mod:`.basic`) and strong (:mod:`.search`). A game's bot knowledge is in its
:class:`~mingtable.engine.game.Game` object (``mingtable.games.REGISTRY``)."""

from __future__ import annotations

import time

from .. import games
from .basic import Bot, GreedyBot, RandomBot, decide, greedy_choice
from .search import SearchBot

__all__ = ["BOT_KINDS", "Bot", "GreedyBot", "RandomBot", "SearchBot", "decide", "greedy_choice", "make_bot"]

BOT_KINDS = ("random", "greedy", "strong")


def make_bot(kind: str, seed: int, game: str = "ming-dynastie", think_ms: float = 200.0,
             iterations: int | None = None, cpu_clock: bool = False) -> Bot:
    """A bot of ``kind`` ("random", "greedy" or "strong") for ``game``; a strong bot searches
    ``think_ms`` per decision (of its thread's CPU time with ``cpu_clock``, else of wall
    clock), or ``iterations`` times if given."""
    if kind == "random":
        return RandomBot(seed)
    if kind == "greedy":
        heuristic = games.get(game).heuristic
        if heuristic is None:
            raise ValueError(f"No greedy bot for {game} yet.")
        return GreedyBot(seed, heuristic)
    if kind == "strong":
        clock = time.thread_time if cpu_clock else time.perf_counter
        return SearchBot(seed, game, think_ms=think_ms, iterations=iterations, clock=clock)
    raise ValueError(f"Unknown bot '{kind}': choose one of {', '.join(BOT_KINDS)}.")
