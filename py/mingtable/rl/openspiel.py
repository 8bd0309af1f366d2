"""The four games as OpenSpiel Python games (docs/research.md, "OpenSpiel").

Importing this module registers ``mingtable_ming_dynastie``, ``mingtable_confucius``,
``mingtable_ming_voyages`` and ``mingtable_yin_yang`` with ``pyspiel.register_game``::

    import pyspiel
    from mingtable.rl import openspiel  # registers the games
    game = pyspiel.load_game("mingtable_ming_dynastie", {"players": 3, "seed": 7})

Parameters: ``players`` (the seats; default the game's smallest multi-player count),
``seed`` (the first match's seed, later initial states follow it; -1: random) and
``options`` (the game's options as JSON text, default ``{}``).

The model (GameType):

- sequential, imperfect information, general-sum, terminal rewards: a winner gets 1, every
  other seat 0 (a lost solo game: 0), the same as the PettingZoo ``"win"`` reward; a game
  cut off after ``MAX_GAME_LENGTH`` decisions (only an endless back-and-forth of laying and
  taking back a card gets there) ends with 0 for everyone;
- **sampled stochastic**: the engine draws its shuffles and dice inside ``Match.apply`` from the
  match's seeded PRNG, so there are no chance nodes; what a seat cannot know (other hands,
  face-down piles, the PRNG and with it every future draw) is resampled by
  ``resample_from_infostate``, which is ``Match.determinize(seat, seed)``;
- actions are the game's action table (:func:`mingtable.rl.encoding.table`); the player to
  move is the first seat of ``Match.to_move`` (simultaneous secret choices are taken one
  seat after another, each seat seeing only its own view);
- the observation string is the seat's view as JSON, the information state string is that
  view plus the public log of the match, as its length and a SHA-256 chained over its
  entries (so two different histories the seat could tell apart never share a string,
  and the string stays short); both tensors are the hashed view of
  :mod:`mingtable.rl.encoding` (``OBS_SIZE`` floats). A public observer (no private
  information) reads the spectator's view.

OpenSpiel's C++ ``pyspiel.ISMCTSBot`` cannot call a Python game's ``resample_from_infostate``
(OpenSpiel 2.0.2 has no bridge for it, and its ``step`` on a Python game crashes the
process); use the Python ISMCTS
(``open_spiel.python.algorithms.ismcts.ISMCTSBot``), which calls it, with
``allow_inconsistent_action_sets=True`` (a sample's legal actions depend on its hidden
cards). :class:`HeuristicEvaluator` scores a position with the game's own evaluation (that
of Ming Table's strong bot) instead of random rollouts.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from typing import Any, Callable

import numpy as np
import pyspiel

import mingtable

from .. import games
from ..bots.search import win_chances
from ..engine.rng import Rng
from .encoding import OBS_SIZE, observation, table

#: Registered short name of each game.
SHORT_NAMES = {game: "mingtable_" + game.replace("-", "_") for game in mingtable.GAMES}
#: The longest game a state may play (the facade's cap on a record's actions).
MAX_GAME_LENGTH = mingtable.MAX_ACTIONS


def _default_players(game: str) -> int:
    info = mingtable.GAMES[game]
    return max(info.min_players, 2) if info.max_players >= 2 else info.min_players


def game_type(game: str) -> pyspiel.GameType:
    """The OpenSpiel GameType of ``game`` (module docstring)."""
    info = mingtable.GAMES[game]
    return pyspiel.GameType(
        short_name=SHORT_NAMES[game],
        long_name=f"Ming Table: {info.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=info.max_players,
        min_num_players=info.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": _default_players(game), "seed": -1, "options": "{}"},
    )


class _Spec:
    """What every state of one loaded game shares: the game, seats, options, its action table
    and where the seeds of new matches come from."""

    def __init__(self, game: str, players: int, seed: int, options: dict[str, Any]) -> None:
        self.game = game
        self.players = players
        self.options = options
        self.table = table(game)
        self.seeds = Rng(seed if seed >= 0 else secrets.randbelow(2**32))
        self.next_seed: int | None = seed if seed >= 0 else None
        self._next: mingtable.Match | None = None
        self.next_cache: dict[Any, Any] = {}  # observations of that match, as a state's cache

    def peek(self) -> mingtable.Match:
        """The match the next fresh state will get (made once; read it, never change it).
        OpenSpiel measures a Python game's tensors on fresh states: they read this one, so
        measuring neither sets up a game each time nor uses up a seed."""
        if self._next is None:
            seed = self.next_seed if self.next_seed is not None else self.seeds.below(2**31)
            self.next_seed = None
            self._next = mingtable.new_game(self.game, [f"P{s + 1}" for s in range(self.players)], seed, self.options)
        return self._next

    def new_match(self) -> mingtable.Match:
        match = self.peek()
        self._next = None
        self.next_cache = {}
        return match


class _Handle:
    """The state's match. OpenSpiel clones a Python state by deep-copying its attributes, so
    a copy of the handle is :meth:`Match.clone` (never a generic deep copy). The match is
    made on first use, so a state that a clone overwrites at once costs no set-up."""

    __slots__ = ("spec", "_match", "cache", "hashed", "prefix")

    def __init__(self, spec: _Spec, match: mingtable.Match | None = None) -> None:
        self.spec = spec
        self._match = match
        self.cache: dict[Any, Any] = {}  # observations of the position, by kind and seat
        self.hashed: list[Any] = []  # the log entries hashed so far (the objects themselves)
        self.prefix: list[bytes] = [b""]  # prefix[i]: the chained SHA-256 of the first i entries

    def log_key(self, match: mingtable.Match) -> str:
        """The public log as a short text: its length and a SHA-256 chained over its entries.
        Only entries not hashed before are hashed: the log only grows, or is cut back (a
        take-back) and grows again with new entries, so the hashed prefix is the run of
        entries that are still the very objects hashed. Equal logs give equal keys."""
        entries = match.log_entries
        hashed, i = self.hashed, 0
        common = min(len(entries), len(hashed))
        while i < common and entries[i] is hashed[i]:
            i += 1
        prefix = self.prefix[: i + 1]
        for entry in entries[i:]:
            prefix.append(hashlib.sha256(prefix[-1] + json.dumps(entry, sort_keys=True).encode()).digest())
        self.hashed, self.prefix = entries, prefix
        return f"log {len(entries)} {prefix[-1].hex()}"

    def peek(self) -> mingtable.Match:
        """The match to read: this state's, or the one a fresh state will get."""
        return self._match if self._match is not None else self.spec.peek()

    def changed(self) -> None:
        self.cache.clear()

    @property
    def match(self) -> mingtable.Match:
        if self._match is None:
            self._match = self.spec.new_match()
        return self._match

    def __deepcopy__(self, memo: dict[int, Any]) -> _Handle:
        copy = _Handle(self.spec, self.match.clone())
        copy.cache = dict(self.cache)  # the same position: its observations stay true
        copy.hashed, copy.prefix = self.hashed, self.prefix  # never changed in place
        return copy

    def __getstate__(self) -> dict[str, Any]:
        return {"spec": self.spec, "match": self.match}

    def __setstate__(self, data: dict[str, Any]) -> None:
        self.spec = data["spec"]
        self._match = data["match"]
        self.cache = {}
        self.hashed, self.prefix = [], [b""]


def _params(game: str, params: dict[str, Any] | None) -> tuple[int, int, dict[str, Any]]:
    params = params or {}
    players = int(params.get("players", _default_players(game)))
    seed = int(params.get("seed", -1))
    options = json.loads(params.get("options", "{}") or "{}")
    if type(options) is not dict:
        raise ValueError("options must be a JSON object")
    return players, seed, options


def _make_game_class(game: str) -> type:
    gtype = game_type(game)

    class MingTableGame(pyspiel.Game):
        """One game of Ming Table as an OpenSpiel game."""

        def __init__(self, params: dict[str, Any] | None = None) -> None:
            players, seed, options = _params(game, params)
            mingtable.new_game(game, [f"P{s + 1}" for s in range(players)], 0, options)  # checks them
            self.spec = _Spec(game, players, seed, options)
            ginfo = pyspiel.GameInfo(
                num_distinct_actions=self.spec.table.size,
                max_chance_outcomes=0,
                num_players=players,
                min_utility=0.0,
                max_utility=1.0,
                utility_sum=None,
                max_game_length=MAX_GAME_LENGTH,
            )
            super().__init__(gtype, ginfo, {"players": players, "seed": seed, "options": json.dumps(options)})

        def new_initial_state(self) -> MingTableState:
            return MingTableState(self, _Handle(self.spec))

        def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Observer:
            return Observer(iig_obs_type, params)

    MingTableGame.__name__ = MingTableGame.__qualname__ = "MingTable_" + game.replace("-", "_")
    return MingTableGame


class MingTableState(pyspiel.State):
    """A position: one :class:`mingtable.Match` (module docstring)."""

    def __init__(self, game: pyspiel.Game, handle: _Handle) -> None:
        super().__init__(game)
        self._h = handle

    @property
    def match(self) -> mingtable.Match:
        """The match of this state (read it; change it only through ``apply_action``)."""
        return self._h.match

    def _cut_off(self) -> bool:
        """A game that reached MAX_GAME_LENGTH decisions ends there (only an endless
        back-and-forth, a card laid and taken back again and again, gets so far)."""
        return self.move_number() >= MAX_GAME_LENGTH

    def current_player(self) -> int:
        movers = self._h.match.to_move
        return movers[0] if movers and not self._cut_off() else pyspiel.PlayerId.TERMINAL

    def _legal_actions(self, player: int) -> list[int]:
        m = self._h.match
        if player not in m.to_move or self._cut_off():
            return []
        encode = self._h.spec.table.encode
        return sorted(encode(a.id) for a in m.legal_actions(player))

    def _apply_action(self, action: int) -> None:
        m = self._h.match
        m.apply(self._h.spec.table.decode(int(action)), m.to_move[0])
        self._h.changed()

    def _action_to_string(self, player: int, action: int) -> str:
        return self._h.spec.table.decode(int(action))

    def is_terminal(self) -> bool:
        return not self._h.match.to_move or self._cut_off()

    def returns(self) -> list[float]:
        m = self._h.match
        outcome = m.outcome
        if outcome is None:
            return [0.0] * len(m.players)
        return [1.0 if seat in outcome["winners"] else 0.0 for seat in range(len(m.players))]

    def resample_from_infostate(self, player_id: int, probability_sampler: Callable[[], float]) -> MingTableState:
        """A state ``player_id`` cannot tell from this one: ``Match.determinize`` with a seed
        drawn from ``probability_sampler`` (OpenSpiel's uniform sampler on [0, 1))."""
        seed = int(probability_sampler() * 2**31) % 2**31
        other = self.clone()
        handle = _Handle(self._h.spec, self._h.match.determinize(player_id, seed))
        handle.hashed, handle.prefix = self._h.hashed, self._h.prefix  # the same log
        other._h = handle
        return other

    def __str__(self) -> str:
        m = self._h.match
        return f"{m.game} after {len(m.actions)} decisions, state {m.state_hash()[:16]}"


class Observer:
    """OpenSpiel's PyObserver of a game: the seat's view (a public observer: the spectator's)
    as a hashed tensor and as JSON text; with perfect recall the text adds the public log."""

    def __init__(self, iig_obs_type: Any, params: Any) -> None:
        if params:
            raise ValueError(f"Observation parameters not supported; passed {params}")
        private = pyspiel.PrivateInfoType.SINGLE_PLAYER if iig_obs_type is None else iig_obs_type.private_info
        if private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError("Ming Table observes one seat or the public, never every seat at once")
        self.public_only = private == pyspiel.PrivateInfoType.NONE
        self.perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        self.tensor = np.zeros(OBS_SIZE, np.float32)
        self.dict = {"observation": self.tensor}

    def _cached(self, state: MingTableState, kind: str, player: int, make: Callable[[mingtable.Match, int | None], Any]) -> Any:
        """What ``make`` gives for the position and seat, made once per position."""
        seat = None if self.public_only else player
        key = (kind, seat)
        handle = state._h
        match, cache = (handle._match, handle.cache) if handle._match is not None else (handle.peek(), handle.spec.next_cache)
        if key not in cache:
            cache[key] = make(match, seat)
        return cache[key]

    def set_from(self, state: MingTableState, player: int) -> None:
        self.tensor.fill(0)
        slots = self._cached(state, "tensor", player, lambda m, seat: observation(m.view(seat)))
        for slot, value in slots.items():
            self.tensor[slot] = value

    def string_from(self, state: MingTableState, player: int) -> str:
        text = self._cached(state, "view", player,
                            lambda m, seat: json.dumps(m.view(seat), sort_keys=True, separators=(",", ":")))
        if self.perfect_recall:
            text += "\n" + self._cached(state, "log", player, lambda m, seat: state._h.log_key(m))
        return text


class HeuristicEvaluator:
    """An evaluator for OpenSpiel's Python MCTS and ISMCTS: the value of a position for each
    seat from the game's own evaluation (``Game.evaluation``, the one Ming Table's strong bot
    scores its rollouts with), as a win chance in [0, 1]; a finished game gives its returns.
    Priors are uniform."""

    def __init__(self, game: str) -> None:
        kit = games.get(game).evaluation
        if kit is None:
            raise ValueError(f"{game} has no evaluation")
        self.kit = kit

    def evaluate(self, state: MingTableState) -> np.ndarray:
        m = state.match
        if m.outcome is not None:
            return np.array(state.returns())
        return np.array(win_chances(m, self.kit))

    def prior(self, state: MingTableState) -> list[tuple[int, float]]:
        legal = state.legal_actions(state.current_player())
        return [(a, 1.0 / len(legal)) for a in legal]


def load(game: str, players: int | None = None, seed: int = -1, options: dict[str, Any] | None = None) -> pyspiel.Game:
    """``pyspiel.load_game`` of ``game`` (a ``mingtable.GAMES`` id) with these parameters."""
    params: dict[str, Any] = {"seed": seed, "options": json.dumps(options or {})}
    if players is not None:
        params["players"] = players
    return pyspiel.load_game(SHORT_NAMES[game], params)


GAME_CLASSES = {game: _make_game_class(game) for game in mingtable.GAMES}
for _game, _cls in GAME_CLASSES.items():
    if SHORT_NAMES[_game] not in pyspiel.registered_names():
        pyspiel.register_game(game_type(_game), _cls)
