"""Random-play harness for Yin Yang: seeded games through the facade for 1-4 players and every
option, with the invariants, the hidden god cards and the record/undo round trips at every step.

Set MINGTABLE_HARNESS_GAMES to play more games (default 25 per player count and option)."""

from __future__ import annotations

import json
import os

import pytest

import mingtable
from mingtable.bots import make_bot, decide
from mingtable.engine.rng import Rng
from mingtable.games.yin_yang import data

from yy_support import check_invariants, new, snapshot_json

GAMES = int(os.environ.get("MINGTABLE_HARNESS_GAMES", "25"))
UNDO_EVERY = 3


def check_hidden(m: mingtable.Match) -> None:
    """A seat sees its own god cards and only the number of the others'; the spectator none."""
    s = m.state
    for viewer in [None, *range(s.n)]:
        view = m.view(viewer)
        for seat, p in enumerate(view["players"]):
            if seat == viewer:
                assert p["cards"] == s.players[seat]["cards"]
            else:
                assert p["cards"] is None
            assert p["card_count"] == len(s.players[seat]["cards"])


def play_checked(seed: int, players: int, **options: object) -> mingtable.Match:
    m = new(players, seed, **options)
    rng = Rng(seed ^ 0x5EED)
    undo_due = seed % UNDO_EVERY
    steps = 0
    while m.to_move:
        check_invariants(m)
        if steps % 5 == 0:
            check_hidden(m)
            for a in m.legal_actions(m.to_move[0]):
                for lang in ("en", "de"):
                    assert "[yy." not in a.label_in(lang), a.id
        seat = m.to_move[0]
        legal = m.legal_actions(seat)
        assert legal, f"no legal action for seat {seat}"
        assert len({a.id for a in legal}) == len(legal), "duplicate action ids"
        action = rng.choice(legal).id
        before = snapshot_json(m)
        m.apply(action, seat)
        steps += 1
        if m.can_undo:
            undo_due -= 1
            if undo_due < 0:  # the undo round trip
                undo_due = UNDO_EVERY - 1
                after = snapshot_json(m)
                m.undo()
                assert snapshot_json(m) == before
                m.apply(action, seat)
                assert snapshot_json(m) == after
    check_invariants(m)
    assert m.state.round == data.ROUNDS
    out = m.outcome
    assert out is not None and len(out["scores"]) == players
    assert all(sum(d.values()) == sc for d, sc in zip(out["detail"], out["scores"]))
    if players > 1:
        assert len(out["winners"]) == 1
        best = max(out["scores"])
        assert out["scores"][out["winners"][0]] == best
        # the tie-break: the first in turn order among the best
        assert out["winners"][0] == next(s for s in m.state.order if out["scores"][s] == best)
    else:
        assert out["winners"] == ([0] if out["rank"] else [])
    twin = mingtable.load(json.loads(json.dumps(m.record())))
    assert twin.state_hash() == m.state_hash() and twin.log_entries == m.log_entries
    return m


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("reference", [False, True])
def test_random_games_keep_the_invariants(players: int, reference: bool) -> None:
    for seed in range(GAMES):
        play_checked(seed * 13 + players, players, reference_stacks=reference)


def test_random_solo_games_with_free_tiles() -> None:
    """Solo with the option free_tiles: the player lays the own tiles before the start city."""
    for seed in range(GAMES):
        play_checked(seed * 13 + 5, 1, free_tiles=True)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_greedy_games_finish_and_replay(players: int) -> None:
    for seed in range(4):
        m = new(players, seed)
        bots = [make_bot("greedy", seed * 7 + i, "yin-yang") for i in range(players)]
        while m.to_move:
            seat = m.to_move[0]
            m.apply(decide(bots[seat], m, seat), seat)
            check_invariants(m)
        assert m.outcome is not None
        assert mingtable.load(m.record()).state_hash() == m.state_hash()


def test_the_log_reads_in_both_languages() -> None:
    m = play_checked(3, 3)
    for lang in ("en", "de"):
        lines = m.log_in(lang)
        assert lines and not [line for line in lines if line.startswith("[yy.") or "{" in line]
    for a in [*new(2, 1).legal_actions()]:
        assert not a.label_in("de").startswith("[")


@pytest.mark.parametrize("players", [1, 2, 4])
def test_positions_never_repeat_within_a_turn(players: int) -> None:
    """Why Yin Yang needs no take-back check (``position_key`` is None)."""
    for seed in range(4):
        m = new(players, seed)
        rng = Rng(seed)
        turn = [snapshot_json(m)]
        while m.to_move:
            m.apply(rng.choice(m.legal_actions()).id)
            key = snapshot_json(m)
            if not m.can_undo:
                turn = [key]
                continue
            assert key not in turn
            turn.append(key)
