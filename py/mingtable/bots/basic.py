"""The bot contract and the bots that decide at once: random and greedy (one ply)."""

from __future__ import annotations

from typing import Any, Protocol

from ..engine.actions import Action
from ..engine.game import Heuristic
from ..engine.rng import Rng


class Bot(Protocol):
    """Every bot chooses from its own seat's view (``choose``). ``choose_in(match, seat)`` is
    how callers ask it: a bot may only read that seat's view and legal actions, and a bot that
    searches may only determinize the match for that seat
    (:class:`~mingtable.bots.search.SearchBot`). ``last_estimate``: the win chance the bot
    expected of its last decision, None if it does not estimate."""

    last_estimate: float | None

    def choose(self, view: dict[str, Any], legal: list[Action]) -> str: ...

    def choose_in(self, match: Any, seat: int) -> str: ...


def decide(bot: Bot, match: Any, seat: int) -> str:
    """The action ``bot`` takes for ``seat`` in ``match``."""
    return bot.choose_in(match, seat)


class RandomBot:
    """Picks uniformly among the legal actions."""

    last_estimate = None

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, view: dict[str, Any], legal: list[Action]) -> str:
        return self.rng.choice(legal).id

    def choose_in(self, match: Any, seat: int) -> str:
        """The same choice without asking for a view it would not read (simulations)."""
        return self.rng.choice(match.legal_actions(seat)).id


class GreedyBot:
    """One ply: takes the legal action the game's heuristic values most (random tie-break)."""

    last_estimate = None

    def __init__(self, seed: int, score: Heuristic) -> None:
        self.rng = Rng(seed)
        self.score = score

    def choose(self, view: dict[str, Any], legal: list[Action]) -> str:
        return greedy_choice(self.score, view, legal, self.rng)

    def choose_in(self, match: Any, seat: int) -> str:
        return self.choose(match.view(seat), match.legal_actions(seat))


def greedy_choice(score: Heuristic, view: dict[str, Any], legal: list[Action],
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
