"""The OpenSpiel games (docs/research.md, "OpenSpiel"): registered Python games that pass
OpenSpiel's own random-simulation checks, resample an information state through
``Match.determinize``, and that OpenSpiel's ISMCTS bot plays to the end.

Set MINGTABLE_RL_SIM_GAMES to the random games per title (default: one per player count;
docs/research.md gives the times of 100 per title)."""

from __future__ import annotations

import os

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts
from open_spiel.python.observation import make_observation

import mingtable
from mingtable.engine.rng import Rng
from mingtable.rl import openspiel
from mingtable.rl.encoding import OBS_SIZE, table

SIM_GAMES = int(os.environ.get("MINGTABLE_RL_SIM_GAMES", "0"))


def sim_plan() -> list[tuple[str, int, int]]:
    """(game, players, games): SIM_GAMES per title spread over its player counts."""
    out = []
    for game, info in mingtable.GAMES.items():
        counts = list(range(info.min_players, info.max_players + 1))
        total = SIM_GAMES or len(counts)
        for i, n in enumerate(counts):
            out.append((game, n, total // len(counts) + (i < total % len(counts))))
    return out


def test_the_four_games_are_registered() -> None:
    names = set(pyspiel.registered_names())
    assert set(openspiel.SHORT_NAMES.values()) <= names
    for game, short in openspiel.SHORT_NAMES.items():
        loaded = pyspiel.load_game(short)
        gtype = loaded.get_type()
        assert gtype.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
        assert gtype.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
        assert gtype.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
        assert loaded.num_distinct_actions() == table(game).size
        assert loaded.information_state_tensor_size() == loaded.observation_tensor_size() == OBS_SIZE
        assert (loaded.min_utility(), loaded.max_utility()) == (0.0, 1.0)
    four = openspiel.load("ming-dynastie", 4, seed=5, options={"start_player": 2})
    assert four.num_players() == 4
    assert four.new_initial_state().current_player() in range(4)
    with pytest.raises(Exception):
        openspiel.load("ming-dynastie", 5)


@pytest.mark.parametrize(("game", "players", "games"), sim_plan())
def test_random_simulations_pass_openspiel_checks(game: str, players: int, games: int) -> None:
    """pyspiel.random_sim_test: at every step legal actions sorted and empty for the other
    players, unique action strings, clones equal to the state, finite tensors of the sizes
    the game declares, every observation and information state string, returns in the
    utility range; a history that replays. Serialisation is checked below: OpenSpiel's own
    check asks a sampled-stochastic Python game for an RNG state it cannot give."""
    loaded = openspiel.load(game, players, seed=17)
    pyspiel.random_sim_test(loaded, num_sims=games, serialize=False, verbose=False)


@pytest.mark.parametrize(("game", "players"), [("ming-dynastie", 3), ("confucius", 3), ("ming-voyages", 2), ("yin-yang", 2)])
def test_states_serialise_and_resample_from_the_information_state(game: str, players: int) -> None:
    """At random positions: a serialised state comes back equal; a resample for the player
    to move has the same information state (string and tensor), the same player to move
    and, where anything is hidden, sometimes a different hidden state."""
    loaded = openspiel.load(game, players, seed=23)
    state = loaded.new_initial_state()
    rng = Rng(7)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    differed = 0
    step = 0
    while not state.is_terminal():
        if step % 15 == 0:
            back = loaded.deserialize_state(state.serialize())
            assert str(back) == str(state) and back.history() == state.history()
            p = state.current_player()
            for _ in range(3):
                other = state.resample_from_infostate(p, sampler)
                assert other.information_state_string(p) == state.information_state_string(p)
                assert other.information_state_tensor(p) == state.information_state_tensor(p)
                assert other.observation_string(p) == state.observation_string(p)
                assert other.current_player() == p
                differed += str(other) != str(state)
                other.apply_action(other.legal_actions()[0])  # independent of the state
            assert str(back) == str(state)
        legal = state.legal_actions()
        state.apply_action(legal[rng.below(len(legal))])
        step += 1
    assert differed > 0


def test_the_public_observer_reads_the_spectators_view() -> None:
    loaded = openspiel.load("ming-voyages", 2, seed=2)
    state = loaded.new_initial_state()
    public = make_observation(loaded, pyspiel.IIGObservationType(
        perfect_recall=False, public_info=True, private_info=pyspiel.PrivateInfoType.NONE))
    private = make_observation(loaded)
    text = public.string_from(state, 0)
    assert text == public.string_from(state, 1)  # the same for every seat: nothing private
    assert private.string_from(state, 0) != private.string_from(state, 1)  # each seat's own hand
    assert '"hand":null' in text or '"hand":[]' in text


@pytest.mark.parametrize(("game", "players"), [("ming-dynastie", 2), ("confucius", 3), ("ming-voyages", 2), ("yin-yang", 2)])
def test_openspiel_ismcts_plays_a_game_to_the_end(game: str, players: int) -> None:
    """OpenSpiel's ISMCTS bot (the Python one: it calls the game's resample_from_infostate)
    plays seat 0 with the game's own evaluation at the leaves; the others play at random."""
    loaded = openspiel.load(game, players, seed=3)
    bot = ismcts.ISMCTSBot(loaded, openspiel.HeuristicEvaluator(game), uct_c=2.0, max_simulations=4,
                           random_state=np.random.RandomState(1), allow_inconsistent_action_sets=True)
    rng = np.random.RandomState(2)
    state = loaded.new_initial_state()
    decided = 0
    while not state.is_terminal():
        if state.current_player() == 0:
            action = bot.step(state)
            assert action in state.legal_actions()
            decided += 1
        else:
            action = rng.choice(state.legal_actions())
        state.apply_action(action)
    assert decided > 10
    returns = state.returns()
    assert state.match.outcome is not None
    assert returns == [1.0 if s in state.match.outcome["winners"] else 0.0 for s in range(players)]


@pytest.mark.parametrize(("game", "players"), [("ming-dynastie", 3), ("yin-yang", 2)])
def test_the_information_state_keeps_the_whole_log(game: str, players: int) -> None:
    """The log part of the information state string, kept up to date entry by entry (also
    over take-backs, which cut the log back), equals the log hashed afresh, at every step;
    two positions with different logs have different strings."""
    loaded = openspiel.load(game, players, seed=31)
    state = loaded.new_initial_state()
    rng = Rng(4)
    keys = set()
    while not state.is_terminal():
        p = state.current_player()
        text = state.information_state_string(p)
        fresh = openspiel._Handle(state._h.spec, state.match).log_key(state.match)
        assert text.endswith("\n" + fresh)
        assert fresh.startswith(f"log {len(state.match.log_entries)} ")
        keys.add(fresh)
        legal = state.legal_actions()
        state.apply_action(legal[rng.below(len(legal))])
    assert len(keys) > 50


def test_the_log_hash_follows_a_log_cut_back_and_grown_again() -> None:
    """A take-back cuts the log back and later entries take the places of the cut ones: the
    key then hashes the new entries (a log of the same length is no proof of the same log)."""
    class Log:
        def __init__(self, entries: list) -> None:
            self.log_entries = list(entries)

    spec = None  # log_key reads only the entries it is given
    handle = openspiel._Handle(spec)  # type: ignore[arg-type]
    a, b, c, d = {"key": "a"}, {"key": "b"}, {"key": "c"}, {"key": "d"}
    first = handle.log_key(Log([a, b, c]))
    again = handle.log_key(Log([a, b, {"key": "d"}]))  # c cut back, d laid in its place
    assert again != first
    assert again == openspiel._Handle(spec).log_key(Log([a, b, d]))  # type: ignore[arg-type]
    assert handle.log_key(Log([a, b, c])) == first
    assert handle.log_key(Log([a])) == openspiel._Handle(spec).log_key(Log([a]))  # type: ignore[arg-type]


def test_a_game_past_the_longest_length_ends_with_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(openspiel, "MAX_GAME_LENGTH", 30)
    state = openspiel.load("ming-dynastie", 2, seed=1).new_initial_state()
    rng = Rng(2)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply_action(legal[rng.below(len(legal))])
    assert state.move_number() == 30 and state.match.outcome is None
    assert state.current_player() == pyspiel.PlayerId.TERMINAL and state.legal_actions() == []
    assert state.returns() == [0.0, 0.0]
