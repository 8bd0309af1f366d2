"""The strong bot: information-set Monte Carlo tree search over determinized matches.

Single-observer ISMCTS (Cowling, Powley and Whitehouse 2012; OpenSpiel's ``ismcts.py``):
each iteration samples the hidden parts the bot's seat cannot see
(:meth:`Match.determinize`), walks one tree shared by all samples, keyed by the actions
taken, choosing among the actions legal *in this sample* by UCB with availability counts,
adds one node, plays a short rollout and scores the position with the game's static
evaluation. The bot only ever touches the real match through ``determinize``, ``to_move``,
``legal_actions`` and ``view`` of its own seat; everything else happens on the sampled copies.

A game may ask for the paired variant instead (The Ming Voyages, whose decisions are steps of
compound actions: a tree over them starves at this budget): each sample plays every root
candidate out on copies of one determinization with the same dice, and the greedy choice
stands unless another candidate beats it sample by sample by a clear margin.

Game knowledge stays in the game's heuristic module, declared in its
:class:`~mingtable.engine.game.Game` object (``heuristic`` and ``evaluation``): the greedy
heuristic orders the root's first tries and plays the rollouts, the static evaluation scores
their ends. Budget: ``think_ms`` per decision on ``clock`` (wall clock on the page; the
simulations measure the thread's CPU time, so a busy machine does not weaken the bot), or a
fixed ``iterations`` count (deterministic for a fixed seed: tests).
"""

from __future__ import annotations

import math
import time
from typing import Any, Callable

from .. import games
from ..engine.actions import Action
from ..engine.game import Evaluation, Heuristic
from ..engine.match import Match
from ..engine.rng import Rng
from .basic import greedy_choice


EXPLORATION = 0.7  # the UCB constant (rewards are win chances in [0, 1])
PRIOR_WEIGHT = 0.5  # progressive bias towards the greedy choice at the root
CONFIDENCE = 1.5  # paired search: standard errors by which another action must beat the greedy one
MARGIN = 0.02  # paired search: and by at least this much win chance on average


class _Node:
    """One node of the information-set tree: what was chosen to reach it, by whom, and the
    statistics of that choice (visits, reward for the chooser, times it was available)."""

    __slots__ = ("children", "seat", "visits", "reward", "avail", "prior", "won", "samples")

    def __init__(self, seat: int, prior: float = 0.0) -> None:
        self.children: dict[str, _Node] = {}
        self.seat = seat  # who chose the action leading here
        self.visits = 0
        self.reward = 0.0
        self.avail = 1
        self.prior = prior
        self.won = 0  # samples in which taking it ended the game as the chooser's win at once
        self.samples: list[float] = []  # paired search: the reward of each sample, in order


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def win_chances(m: Match, k: Evaluation) -> list[float]:
    """Each seat's chance to win the running game ``m`` by the game's evaluation ``k``: its
    value against the best other seat's (alone: its value), squashed into [0, 1]."""
    n = len(m.players)
    if k.own_view:
        values = [k.evaluate(m.view(s), s) for s in range(n)]
    else:
        view = m.view(None)
        values = [k.evaluate(view, s) for s in range(n)]
    if n == 1:
        return [_sigmoid(values[0] / k.scale)]
    return [_sigmoid((values[s] - max(values[o] for o in range(n) if o != s)) / k.scale) for s in range(n)]


def _clearly_better(root: _Node) -> tuple[str, _Node]:
    """Paired search: the root candidate whose reward beats the greedy choice's (the first
    of highest prior) sample by sample by the widest margin that is still CONFIDENCE
    standard errors above zero; the greedy choice if none does."""
    items = list(root.children.items())
    greedy = max(items, key=lambda kv: kv[1].prior)
    base = greedy[1].samples
    best, best_low = greedy, 0.0
    for item in items:
        n = len(item[1].samples)
        if item is greedy or n < 2:
            continue
        diffs = [x - y for x, y in zip(item[1].samples, base)]
        mean = sum(diffs) / n
        spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)
        low = mean - CONFIDENCE * spread
        if mean > MARGIN and low > best_low + 1e-12:
            best, best_low = item, low
    return best


class SearchBot:
    """ISMCTS for any game with a determinize contract and an :class:`Evaluation`."""

    def __init__(self, seed: int, game: str, think_ms: float = 200.0, iterations: int | None = None,
                 score: Heuristic | None = None, clock: Callable[[], float] = time.perf_counter) -> None:
        self.rng = Rng(seed)
        self.game = game
        self.think_ms = think_ms
        self.iterations = iterations
        self.clock = clock
        declared = games.get(game)
        if declared.heuristic is None or declared.evaluation is None:
            raise ValueError(f"No strong bot for {game} yet.")
        self.score: Heuristic = score or declared.heuristic
        self.knowledge: Evaluation = declared.evaluation
        self.last_estimate: float | None = None  # the chosen action's win chance, last decision
        self.last_iterations = 0

    # -- the Bot protocol --------------------------------------------------------------
    def choose(self, view: dict[str, Any], legal: list[Action]) -> str:
        """Without the match there is nothing to search: the greedy choice."""
        return self._greedy(view, legal)

    def choose_in(self, match: Match, seat: int) -> str:
        """Search from ``seat``'s information set in ``match`` and return an action id."""
        search = self.search(match, seat)
        search.run()
        return search.result()

    def search(self, match: Match, seat: int) -> Search:
        """The search of ``seat``'s decision in ``match``, to be run in one go or in slices
        (:class:`Search`); ``match`` must not change until it is done."""
        return Search(self, match, seat)

    def _forward(self, match: Match, seat: int, legal: list[Action]) -> list[Action]:
        """The actions that do not take back an earlier decision of the turn (a card laid and
        taken back again: the match cancels both), so the bot cannot toggle for ever; checked
        on a determinized copy."""
        sample = match.determinize(seat, self.rng.next_u32())
        done = len(sample.actions)
        keep = []
        for a in legal:
            m = sample.clone()
            m.apply(a.id, seat)
            if len(m.actions) > done:
                keep.append(a)
        return keep or legal

    # -- one iteration -----------------------------------------------------------------
    def _iterate(self, match: Match, seat: int, root: _Node, end: int | None) -> None:
        m = match.determinize(seat, self.rng.next_u32())
        path: list[_Node] = []
        node = root
        while m.to_move:
            mover = seat if node is root else m.to_move[0]
            legal = m.legal_actions(mover)
            if node is root:  # only the root's candidates (no take-backs)
                legal = [a for a in legal if a.id in root.children]
            for a in legal:  # availability: how often each known action could be chosen
                c = node.children.get(a.id)
                if c is not None:
                    c.avail += 1
            untried = [a for a in legal if a.id not in node.children]
            if untried:
                action = untried[self.rng.below(len(untried))]
                child = node.children[action.id] = _Node(mover)
                m.apply(action.id, mover)
                path.append(child)
                break
            aid = self._select(node, legal, prior=node is root)
            m.apply(aid, mover)
            parent, node = node, node.children[aid]
            path.append(node)
            if parent is root:
                out = m.outcome
                if out is not None and out["winners"] == [seat]:
                    node.won += 1
        rewards = self._rollout(m, self.rng, end)
        for n in path:
            n.visits += 1
            n.reward += rewards[n.seat]

    def _paired_one(self, sample: Match, seed: int, seat: int, aid: str, root: _Node, end: int | None) -> None:
        """Paired search: root candidate ``aid`` played out on a copy of the sample, with the
        dice and tie-breaks of ``seed`` (the same for every candidate of the sample)."""
        child = root.children[aid]
        m = sample.clone()
        m.apply(aid, seat)
        out = m.outcome
        if out is not None and out["winners"] == [seat]:
            child.won += 1
        child.visits += 1
        reward = self._rollout(m, Rng(seed), end)[seat]
        child.reward += reward
        child.samples.append(reward)

    def _select(self, node: _Node, legal: list[Action], prior: bool) -> str:
        """UCB over the children legal in this sample; at the root an unvisited child comes
        first in greedy order, and a greedy bias fades with visits."""
        best = legal[0].id
        top = float("-inf")
        for a in legal:
            c = node.children[a.id]
            if c.visits == 0:
                value = 1e9 + c.prior
            else:
                value = c.reward / c.visits + EXPLORATION * math.sqrt(math.log(c.avail) / c.visits)
                if prior:
                    value += PRIOR_WEIGHT * c.prior / (1 + c.visits)
            if value > top:
                top, best = value, a.id
        return best

    def _rollout(self, m: Match, rng: Rng, end: int | None = None) -> list[float]:
        """A few decisions (greedy or random, per the game; ties broken by ``rng``) until the
        game's turn count reaches ``end`` if given, then the evaluation: a win chance per seat
        in [0, 1] (the outcome itself once the game is over)."""
        k = self.knowledge
        for _ in range(k.rollout_depth):
            movers = m.to_move
            if not movers or (end is not None and k.turn is not None and k.turn(m) >= end):
                break
            s = movers[0]
            legal = m.legal_actions(s)
            if k.greedy_rollout and len(legal) > 1:
                choice = greedy_choice(self.score, m.view(s), legal, rng)
            else:
                choice = legal[rng.below(len(legal))].id
            m.apply(choice, s)
        n = len(m.players)
        out = m.outcome
        if out is not None:
            winners = out["winners"]
            return [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]
        return win_chances(m, k)

    def _greedy(self, view: dict[str, Any], legal: list[Action]) -> str:
        return greedy_choice(self.score, view, legal, self.rng)


class Search:
    """One decision of a :class:`SearchBot`, resumable: :meth:`run` searches on for a slice of
    time (or to the end), :meth:`result` is the action once it is done. The search is a list of
    steps (the root's set-up, then ISMCTS iterations, or paired samples one candidate at a
    time) that draw from the bot's random numbers in the same order whether they run in one go
    or in slices, and the budget is checked only between whole iterations or samples: the same
    seed and iteration count give the same move either way. A time budget (``think_ms``) counts
    the bot's clock while :meth:`run` runs, summed over the slices."""

    def __init__(self, bot: SearchBot, match: Match, seat: int) -> None:
        self.bot = bot
        self.match = match
        self.seat = seat
        self.done = 0  # iterations (paired: rollouts) completed
        self.spent = 0.0  # seconds of the bot's clock spent in run() so far
        self._root: _Node | None = None
        self._end: int | None = None
        self._pending: tuple[Match, int, list[str]] | None = None  # paired: a sample under way
        self._action: str | None = None

    @property
    def finished(self) -> bool:
        return self._action is not None

    def result(self) -> str:
        """The action chosen (once :meth:`run` has returned True)."""
        if self._action is None:
            raise RuntimeError("the search is not done yet")
        return self._action

    def run(self, budget_ms: float | None = None) -> bool:
        """Search on: to the end, or with ``budget_ms`` until about that much of the bot's clock
        has passed in this call (at least one step). Returns whether the decision is made."""
        if self._action is not None:
            return True
        bot = self.bot
        clock = bot.clock
        t0 = now = clock()
        stop_at = None if budget_ms is None else t0 + budget_ms / 1000.0
        try:
            if self._root is None and self._begin():
                return True
            while True:
                if self._pending is None and self._enough(self.spent + now - t0):
                    self._finish()
                    return True
                self._step()
                if stop_at is not None or self._pending is None:
                    now = clock()
                    if stop_at is not None and now >= stop_at:
                        return False
        finally:
            self.spent += now - t0

    def _enough(self, spent: float) -> bool:
        """The budget: the iteration count, else (after one iteration at least) the time."""
        bot = self.bot
        if bot.iterations is not None:
            return self.done >= bot.iterations
        return self.done > 0 and spent >= bot.think_ms / 1000.0

    def _begin(self) -> bool:
        """The root: the legal actions that do not take back an earlier decision, the best few
        by the heuristic in greedy order. Returns True if that leaves a single action."""
        bot, match, seat = self.bot, self.match, self.seat
        bot.last_estimate = None
        bot.last_iterations = 0
        legal = match.legal_actions(seat)
        if len(legal) == 1:
            self._action = legal[0].id
            return True
        legal = bot._forward(match, seat, legal)
        if len(legal) == 1:
            self._action = legal[0].id
            return True
        view = match.view(seat)
        scores = {a.id: bot.score(view, a) for a in legal}
        width = bot.knowledge.root_width
        if width is not None and len(legal) > width:  # the heuristic's best few (ties kept)
            cut = sorted(scores.values(), reverse=True)[width - 1]
            legal = [a for a in legal if scores[a.id] >= cut - 1e-9]
            scores = {a.id: scores[a.id] for a in legal}
        top, low = max(scores.values()), min(scores.values())
        spread = (top - low) or 1.0
        root = _Node(seat)
        for a in legal:  # the greedy order: the best first, with a bias that fades with visits
            root.children[a.id] = _Node(seat, (scores[a.id] - low) / spread)
        k = bot.knowledge
        self._end = k.turn(match) + k.rollout_turns if k.turn else None  # the rollouts' horizon, the same for all
        self._root = root
        return False

    def _step(self) -> None:
        """One ISMCTS iteration, or one candidate of a paired sample (a new sample first)."""
        bot, root = self.bot, self._root
        assert root is not None
        if not bot.knowledge.paired:
            bot._iterate(self.match, self.seat, root, self._end)
            self.done += 1
            return
        if self._pending is None:
            seed = bot.rng.next_u32()
            self._pending = (self.match.determinize(self.seat, seed), seed, list(root.children))
        sample, seed, todo = self._pending
        bot._paired_one(sample, seed, self.seat, todo.pop(0), root, self._end)
        if not todo:
            self._pending = None
            self.done += len(root.children)

    def _finish(self) -> None:
        """A move that won at once in every sample it was tried is taken; else the most visited
        (paired: the greedy choice unless the samples show another clearly better)."""
        bot, root = self.bot, self._root
        assert root is not None
        best = max(root.children.items(),
                   key=lambda kv: (kv[1].visits > 0 and kv[1].won == kv[1].visits, kv[1].visits, kv[1].reward, kv[1].prior))
        if bot.knowledge.paired and not (best[1].visits and best[1].won == best[1].visits):
            best = _clearly_better(root)
        node = best[1]
        bot.last_iterations = self.done
        bot.last_estimate = node.reward / node.visits if node.visits else None
        self._action = best[0]
