"""Yin Yang bots: the greedy heuristic and the search bot's evaluation are registered, the greedy
bot beats the random one, and the strong bot answers every kind of decision legally, blind to
what its seat cannot see."""

from __future__ import annotations

import pytest

import mingtable
from mingtable import games
from mingtable.bots import decide, make_bot
from mingtable.engine.match import Match
from mingtable.games.yin_yang import heuristic

GAME = "yin-yang"


def kind(m: Match, seat: int) -> str:
    view = m.view(seat)
    pending = view["pending"][0]["k"] if view["pending"] else ""
    return f"{view['phase']}/{view['step']}/{pending}"


def played(players: int, seed: int, decisions: int) -> Match:
    m = mingtable.new_game(GAME, [f"P{i}" for i in range(players)], seed=seed, version=1)
    bots = [make_bot("greedy" if s == 0 else "random", seed + s, GAME) for s in range(players)]
    for _ in range(decisions):
        seat = m.to_move[0]
        m.apply(decide(bots[seat], m, seat), seat)
    return m


def test_registered() -> None:
    declared = games.get(GAME)
    assert declared.heuristic is heuristic.score_action
    assert declared.evaluation is not None and declared.evaluation.evaluate is heuristic.evaluate


@pytest.mark.parametrize("players", [2, 4])
def test_greedy_beats_random(players: int) -> None:
    wins = 0
    for seed in range(8):
        m = mingtable.new_game(GAME, [f"P{i}" for i in range(players)], seed=seed, version=1)
        greedy = seed % players
        bots = [make_bot("greedy" if s == greedy else "random", seed * 10 + s, GAME) for s in range(players)]
        while m.to_move:
            seat = m.to_move[0]
            m.apply(decide(bots[seat], m, seat), seat)
        wins += m.outcome["winners"] == [greedy]
    assert wins >= 6


@pytest.mark.parametrize("players", [1, 3])
def test_strong_is_legal_in_every_kind_of_decision(players: int) -> None:
    m = mingtable.new_game(GAME, [f"P{i}" for i in range(players)], seed=11, version=1)
    other = make_bot("random", 3, GAME)
    seen: set[tuple[str, int]] = set()
    while m.to_move:
        seat = m.to_move[0]
        key = (kind(m, seat), seat)
        if key not in seen:
            seen.add(key)
            choice = decide(make_bot("strong", 5, GAME, iterations=4), m, seat)
            assert choice in {a.id for a in m.legal_actions(seat)}
        else:
            choice = other.choose(m.view(seat), m.legal_actions(seat))
        m.apply(choice, seat)
    assert len(seen) >= 5


def test_strong_is_deterministic_and_blind_to_hidden_cards() -> None:
    m = played(3, 5, 40)
    seat = m.to_move[0]
    other = m.determinize(seat, 4242)
    assert other.view(seat) == m.view(seat)
    bots = [make_bot("strong", 21, GAME, iterations=15) for _ in range(2)]
    assert bots[0].choose_in(m, seat) == bots[1].choose_in(other, seat)
    assert bots[0].last_estimate == bots[1].last_estimate
    assert m.record() == played(3, 5, 40).record()  # the real match is untouched


def test_evaluate_prefers_more_temples_and_fuller_lines() -> None:
    m = played(2, 3, 30)
    view = m.view(None)
    base = heuristic.evaluate(view, 0)
    city = next(c for c in ("ying", "wan", "chen", "handan", "jinyang") if c not in view["temples"])
    view["temples"][city] = 0
    view["players"][0]["temples"] += 1
    assert heuristic.evaluate(view, 0) > base


def test_cli_simulates_yin_yang_and_counts_solo_ranks(capsys: pytest.CaptureFixture[str]) -> None:
    """The CLI plays the game although the app does not offer it yet."""
    from mingtable.__main__ import main

    assert main(["simulate", "--game", "yin-yang", "--players", "1", "--games", "3", "--bots", "greedy"]) == 0
    out = capsys.readouterr().out
    assert out.count(" rank ") == 3 and "solo ranks: " in out
    assert main(["simulate", "--game", "yin-yang", "--players", "3", "--games", "1", "--bots", "random"]) == 0
    assert "summary: 1 games of yin-yang for 3 players" in capsys.readouterr().out
