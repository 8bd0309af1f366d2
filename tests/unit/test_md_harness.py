"""Random-play harness: seeded games through the facade with invariants at every step.

Set MINGTABLE_HARNESS_GAMES to play more games per player count (default 100)."""

from __future__ import annotations

import os

import pytest

import mingtable
from mingtable.engine.match import parse_entry
from mingtable.engine.rng import Rng

from md_support import check_invariants, new

GAMES = int(os.environ.get("MINGTABLE_HARNESS_GAMES", "100"))


def play_checked(players: int, seed: int) -> mingtable.Match:
    m = new(players, seed)
    shadow = new(players, seed)  # replays the record's entries as load() would
    rng = Rng(seed ^ 0x5EED)
    replayed = 0
    snap = m.rules.snapshot
    while m.to_move:
        check_invariants(m)
        for seat in m.to_move:
            assert m.legal_actions(seat), f"no legal action for seat {seat}"
        spectator = m.view(None)
        assert spectator["hand"] is None
        if spectator["scoring"]:
            assert spectator["scoring"]["my_cards"] == []
        seat = rng.choice(m.to_move)
        action = rng.choice(m.legal_actions(seat)).id
        before = snap(m.state)
        m.apply(action, seat)
        after = snap(m.state)
        if m.can_undo:  # undo round trip
            m.undo()
            assert snap(m.state) == before
            m.apply(action, seat)
            assert snap(m.state) == after
        # record round trip: the record only grows, and its entries replay to this state
        actions = m.record()["actions"]
        for entry in actions[replayed:]:
            shadow_seat, shadow_id = parse_entry(entry)
            shadow.apply(shadow_id, shadow_seat)
        replayed = len(actions)
        assert snap(shadow.state) == after
    check_invariants(m)
    assert m.outcome is not None and m.legal_actions() == []
    assert mingtable.load(m.record()).state_hash() == m.state_hash()
    return m


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_invariants(players: int) -> None:
    rounds_seen = set()
    for seed in range(GAMES):
        m = play_checked(players, 1000 * players + seed)
        rounds_seen.add(m.state.round)
        assert len(m.outcome["scores"]) == players
    assert rounds_seen == {6}
