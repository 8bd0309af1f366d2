"""The four games as PettingZoo AEC environments (docs/research.md, "PettingZoo").

::

    from mingtable.rl.pettingzoo import env
    e = env("ming-dynastie", players=3)
    e.reset(seed=42)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else pick(obs["observation"], obs["action_mask"])
        e.step(action)

- Agents are ``player_0 .. player_<n-1>``, the seats of the match (``player_<s>`` is seat
  ``s``). The agent to act is the first seat of ``Match.to_move``: where several seats
  decide at once in secret (Ming-Dynastie's return cards), they act one after another in the
  engine's seat order, each seeing only its own view, in which the earlier seats' choices
  stay hidden until the rules reveal them together.
- Actions are the integers of the game's action table (:func:`mingtable.rl.encoding.table`);
  an action outside the mask raises :class:`mingtable.IllegalAction`.
- Observations are ``{"observation": float32[OBS_SIZE], "action_mask": int8[N]}``: the
  seat's view hashed into a fixed vector (:mod:`mingtable.rl.encoding`) and the legal
  actions of that seat now (all zeros when it is not that seat's decision).
- ``infos[agent]`` of the agent to act holds ``view`` (its raw ``view(seat)``) and
  ``action_ids`` (the legal action ids, in the mask's order); the others' are empty; at the
  end every agent's holds its final ``view`` and the ``outcome``.
- Rewards come at the end only: ``reward="win"`` (default) gives 1 to each winner and 0 to
  everyone else (a lost solo game: 0); ``reward="score"`` gives each seat its score minus the
  best score of the others (solo: its score).
- After ``max_steps`` decisions (default :data:`MAX_STEPS`) a game still running is truncated,
  rewards 0: only an endless back-and-forth (a card laid and taken back again and again, which
  the rules allow and the record forgets) gets so far.
"""

from __future__ import annotations

import secrets
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

import mingtable

from ..engine.rng import Rng
from .encoding import OBS_SIZE, observation, table

REWARDS = ("win", "score")
#: Decisions after which a game still running is truncated (the facade's cap on a record).
MAX_STEPS = mingtable.MAX_ACTIONS


def env(game: str, players: int, options: dict[str, Any] | None = None, reward: str = "win",
        max_steps: int = MAX_STEPS) -> AECEnv:
    """An AEC environment of ``game`` (a ``mingtable.GAMES`` id) for ``players`` seats with
    the game's ``options`` (its defaults where left out)."""
    return MingTableEnv(game, players, options, reward, max_steps=max_steps)


def final_rewards(outcome: dict[str, Any], reward: str) -> list[float]:
    """Each seat's reward for a finished game (module docstring)."""
    scores = [float(s) for s in outcome["scores"]]
    if reward == "win":
        return [1.0 if seat in outcome["winners"] else 0.0 for seat in range(len(scores))]
    if len(scores) == 1:
        return scores
    return [score - max(scores[:seat] + scores[seat + 1:]) for seat, score in enumerate(scores)]


class MingTableEnv(AECEnv):
    """One game of Ming Table as an AEC environment (module docstring)."""

    metadata = {"render_modes": ["ansi"], "name": "mingtable_v0", "is_parallelizable": False}

    def __init__(self, game: str, players: int, options: dict[str, Any] | None = None, reward: str = "win",
                 render_mode: str | None = None, max_steps: int = MAX_STEPS) -> None:
        super().__init__()
        if game not in mingtable.GAMES:
            raise ValueError(f"Unknown game {game!r}: choose one of {', '.join(mingtable.GAMES)}.")
        info = mingtable.GAMES[game]
        if type(players) is not int or not info.min_players <= players <= info.max_players:
            raise ValueError(f"{game} is for {info.min_players} to {info.max_players} players, not {players!r}.")
        if reward not in REWARDS:
            raise ValueError(f"Unknown reward {reward!r}: choose one of {', '.join(REWARDS)}.")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"Unknown render mode {render_mode!r}.")
        self.game = game
        self.players = players
        self.options = dict(options or {})
        self.reward = reward
        self.render_mode = render_mode
        self.max_steps = max_steps
        self.steps = 0
        self.table = table(game)
        self.metadata = {**self.metadata, "name": f"mingtable_{game.replace('-', '_')}_v0"}
        self.possible_agents = [f"player_{s}" for s in range(players)]
        self.observation_spaces = {
            a: spaces.Dict({
                "observation": spaces.Box(low=-np.inf, high=np.inf, shape=(OBS_SIZE,), dtype=np.float32),
                "action_mask": spaces.Box(low=0, high=1, shape=(self.table.size,), dtype=np.int8),
            })
            for a in self.possible_agents
        }
        self.action_spaces = {a: spaces.Discrete(self.table.size) for a in self.possible_agents}
        self._seeds = Rng(secrets.randbelow(2**32))
        self.match: mingtable.Match | None = None
        # The match is made the first time reset() runs; the check is so that a new
        # environment can be asked for its spaces first.
        mingtable.new_game(game, self._names(), 0, self.options)

    def _names(self) -> list[str]:
        return [f"P{s + 1}" for s in range(self.players)]

    # -- spaces ---------------------------------------------------------------------------------
    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    # -- the AEC API -----------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new match. ``seed`` fixes it (and the seeds of the matches after it); ``options``
        of reset are PettingZoo's and not the game's (those are given to :func:`env`)."""
        if seed is not None:
            self._seeds = Rng(int(seed))
        self.match = mingtable.new_game(self.game, self._names(), self._seeds.below(2**31), self.options)
        self.steps = 0
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        assert self.match is not None, "call reset() first"
        seat = self.possible_agents.index(agent)
        info = self.infos.get(agent, {})
        view = info["view"] if "view" in info else self.match.view(seat)  # the info's is current
        vector = np.zeros(OBS_SIZE, dtype=np.float32)
        for slot, value in observation(view).items():
            vector[slot] = value
        mask = np.zeros(self.table.size, dtype=np.int8)
        if "action_ids" in info:
            mask[[self.table.encode(aid) for aid in info["action_ids"]]] = 1
        elif seat in self.match.to_move:
            for action in self.match.legal_actions(seat):
                mask[self.table.encode(action.id)] = 1
        return {"observation": vector, "action_mask": mask}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert self.match is not None, "call reset() first"
        seat = self.possible_agents.index(agent)
        if action is None:
            raise mingtable.IllegalAction(f"{agent} must act: None is no action while the game runs")
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        self.match.apply(self.table.decode(int(action)), seat)
        self.steps += 1
        self._select()
        self._accumulate_rewards()

    def _select(self) -> None:
        """The next agent to act, its info, and the rewards once the game is over."""
        assert self.match is not None
        movers = self.match.to_move
        self.infos = {a: {} for a in self.agents}
        if movers and self.steps >= self.max_steps:
            for seat, agent in enumerate(self.possible_agents):
                self.truncations[agent] = True
                self.infos[agent] = {"view": self.match.view(seat)}
            self.agent_selection = self.agents[0]
            return
        if movers:
            seat = movers[0]
            self.agent_selection = self.possible_agents[seat]
            self.infos[self.agent_selection] = {
                "view": self.match.view(seat),
                "action_ids": sorted((a.id for a in self.match.legal_actions(seat)), key=self.table.encode),
            }
            return
        outcome = self.match.outcome
        assert outcome is not None
        for seat, value in enumerate(final_rewards(outcome, self.reward)):
            agent = self.possible_agents[seat]
            self.rewards[agent] = value
            self.terminations[agent] = True
            self.infos[agent] = {"view": self.match.view(seat), "outcome": outcome}
        self.agent_selection = self.agents[0]

    def render(self) -> str | None:
        """The match's log so far, one line per entry (``render_mode="ansi"``)."""
        if self.render_mode != "ansi" or self.match is None:
            return None
        return "\n".join(self.match.log)

    def close(self) -> None:
        self.match = None
