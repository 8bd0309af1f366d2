"""The PettingZoo environments (docs/research.md, "PettingZoo"): PettingZoo's own api_test for
every game and player count, the observation and mask of the acting seat, rewards at the
end, and simultaneous secret choices taken in seat order without leaking."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from pettingzoo.test import api_test

import mingtable
from mingtable.engine.rng import Rng
from mingtable.rl.encoding import OBS_SIZE, observation, table
from mingtable.rl.pettingzoo import MingTableEnv, env, final_rewards

COUNTS = [(game, n) for game, info in mingtable.GAMES.items() for n in range(info.min_players, info.max_players + 1)]


@pytest.mark.parametrize(("game", "players"), COUNTS)
def test_api_test_passes(game: str, players: int) -> None:
    """PettingZoo's api_test plays whole games (1000 cycles) with random legal actions. Its
    warnings about a dict observation are the ones its own classic games (chess, go) get."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(env(game, players), num_cycles=1000)
    told = {str(w.message) for w in caught}
    assert told <= {"Observation is not a NumPy array",
                    "Observation space for each agent probably should be gymnasium.spaces.box or gymnasium.spaces.discrete"}, told


def play(e: MingTableEnv, rng: Rng, until=None) -> list[int]:
    """Random legal actions until the game ends (or ``until(e)``); the actions taken."""
    taken = []
    while e.agents and not all(e.terminations.values()):
        if until is not None and until(e):
            break
        obs, _, _, _, info = e.last()
        legal = np.flatnonzero(obs["action_mask"])
        assert [table(e.game).decode(int(n)) for n in legal] == info["action_ids"]
        action = int(legal[rng.below(len(legal))])
        taken.append(action)
        e.step(action)
    return taken


@pytest.mark.parametrize(("game", "players"), [("ming-dynastie", 3), ("confucius", 4), ("ming-voyages", 2), ("yin-yang", 1)])
def test_the_acting_seat_gets_its_view_and_mask(game: str, players: int) -> None:
    e = env(game, players)
    e.reset(seed=11)
    rng = Rng(3)
    for _ in range(60):
        if e.match.outcome is not None:
            break
        agent = e.agent_selection
        seat = e.possible_agents.index(agent)
        m = e.match
        assert m is not None and seat == m.to_move[0]
        obs, reward, terminated, truncated, info = e.last()
        assert obs["observation"].shape == (OBS_SIZE,) and obs["observation"].dtype == np.float32
        expected = np.zeros(OBS_SIZE, np.float32)
        for slot, value in observation(m.view(seat)).items():
            expected[slot] = value
        assert np.array_equal(obs["observation"], expected)
        assert info["view"] == m.view(seat)
        ids = {table(game).decode(int(n)) for n in np.flatnonzero(obs["action_mask"])}
        assert ids == {a.id for a in m.legal_actions(seat)}
        assert (reward, terminated, truncated) == (0.0, False, False)
        others = [a for a in e.agents if a != agent]
        for other in others:  # not their decision: an empty mask, an empty info
            if e.possible_agents.index(other) not in m.to_move:
                assert not e.observe(other)["action_mask"].any()
                assert e.infos[other] == {}
        legal = np.flatnonzero(obs["action_mask"])
        e.step(int(legal[rng.below(len(legal))]))


def test_an_action_outside_the_mask_is_refused() -> None:
    e = env("ming-dynastie", 2)
    e.reset(seed=1)
    obs, *_ = e.last()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    with pytest.raises(mingtable.IllegalAction):
        e.step(illegal)
    with pytest.raises(mingtable.IllegalAction):
        e.step(None)
    with pytest.raises(ValueError):
        env("ming-dynastie", 5)
    with pytest.raises(ValueError):
        env("ming-dynastie", 2, reward="money")


@pytest.mark.parametrize("reward", ["win", "score"])
@pytest.mark.parametrize(("game", "players"), [("ming-dynastie", 2), ("yin-yang", 3), ("ming-voyages", 1)])
def test_rewards_come_at_the_end(game: str, players: int, reward: str) -> None:
    e = env(game, players, reward=reward)
    e.reset(seed=4)
    rng = Rng(8)
    got = dict.fromkeys(e.possible_agents, 0.0)
    while e.agents:
        agent = e.agent_selection
        obs, r, terminated, truncated, info = e.last()
        got[agent] += r
        if terminated:
            assert info["outcome"] == e.match.outcome
            e.step(None)
            continue
        assert r == 0.0
        legal = np.flatnonzero(obs["action_mask"])
        e.step(int(legal[rng.below(len(legal))]))
    outcome = e.match.outcome
    want = final_rewards(outcome, reward)
    assert [got[a] for a in e.possible_agents] == want
    if reward == "win":
        assert want == [1.0 if s in outcome["winners"] else 0.0 for s in range(players)]
    elif players > 1:
        scores = outcome["scores"]
        assert want[0] == scores[0] - max(scores[1:])


def test_seeds_repeat_a_game() -> None:
    a, b = env("confucius", 3), env("confucius", 3)
    a.reset(seed=9)
    b.reset(seed=9)
    assert play(a, Rng(1)) == play(b, Rng(1))
    assert a.match.record() == b.match.record()


def test_simultaneous_return_cards_are_taken_in_seat_order_without_leaking() -> None:
    """Ming-Dynastie's return cards (laid in secret by every seat with figures in the city, then
    revealed together): the seats act one at a time in the engine's order, and what an
    earlier seat laid changes nothing the next seat observes before the reveal."""
    def returning(e: MingTableEnv) -> bool:
        return len(e.match.to_move) >= 2

    for seed in range(40):
        first = env("ming-dynastie", 3)
        first.reset(seed=seed)
        prefix = play(first, Rng(seed), until=returning)
        if first.match.outcome is None and returning(first):
            break
    else:
        raise AssertionError("no city scoring with two seats returning cards")
    t = table("ming-dynastie")
    movers = first.match.to_move
    seat = movers[0]
    assert first.agent_selection == f"player_{seat}"
    options = [aid for aid in first.infos[first.agent_selection]["action_ids"] if aid.startswith("return-card-")]
    assert len(options) >= 2
    seen, hidden = [], []
    for card in options[:2]:
        e = env("ming-dynastie", 3)
        e.reset(seed=seed)
        for action in prefix:
            e.step(action)
        e.step(t.encode(card))
        e.step(t.encode("return-commit"))
        nxt = e.match.to_move
        assert nxt == movers[1:] and e.agent_selection == f"player_{nxt[0]}"
        obs, *_ , info = e.last()
        seen.append((obs["observation"].tobytes(), obs["action_mask"].tobytes(), info["view"]))
        hidden.append(e.match.rules.snapshot(e.match.state))
    assert hidden[0] != hidden[1]  # the matches differ in the card laid...
    assert seen[0] == seen[1]  # ...which the next seat cannot observe


def test_a_game_past_max_steps_is_truncated() -> None:
    """An endless back-and-forth (a return card laid and taken back) is cut off: every agent
    truncated, no reward, and the agents leave one by one."""
    e = env("ming-dynastie", 2, max_steps=25)
    e.reset(seed=2)
    play(e, Rng(1), until=lambda e: e.steps >= 25)
    assert all(e.truncations.values()) and not any(e.terminations.values())
    left = []
    while e.agents:
        _, reward, terminated, truncated, _ = e.last()
        assert (reward, terminated, truncated) == (0.0, False, True)
        left.append(e.agent_selection)
        e.step(None)
    assert sorted(left) == ["player_0", "player_1"]
