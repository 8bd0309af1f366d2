"""Random-play harness: seeded games through the facade with invariants at every step.

Set MINGTABLE_HARNESS_GAMES to play more games per player count (default 40)."""

from __future__ import annotations

import dataclasses
import os

import pytest

import mingtable
from mingtable.engine.match import parse_entry
from mingtable.engine.rng import Rng

from md_support import check_invariants, new

GAMES = int(os.environ.get("MINGTABLE_HARNESS_GAMES", "40"))


def play_checked(players: int, seed: int) -> mingtable.Match:
    m = new(players, seed)
    shadow = new(players, seed)  # replays the record's entries as load() would
    rng = Rng(seed ^ 0x5EED)
    snap = m.rules.snapshot
    at_length = {0: snap(m.state)}  # the state when the record had that many entries
    while m.to_move:
        check_invariants(m)
        for seat in m.to_move:
            assert m.legal_actions(seat), f"no legal action for seat {seat}"
        spectator = m.view(None)
        assert spectator["hand"] is None
        if spectator["city_scoring"]:
            assert spectator["city_scoring"]["my_cards"] == []
        seat = rng.choice(m.to_move)
        action = rng.choice(m.legal_actions(seat)).id
        length = len(m.record()["actions"])
        m.apply(action, seat)
        after = snap(m.state)
        actions = m.record()["actions"]
        if len(actions) <= length:  # a take-back cancelled decisions: the position is an earlier one
            assert after == at_length[len(actions)]
        at_length[len(actions)] = after
        if m.can_undo:  # undo round trip: back to the position before the last own decision
            m.undo()
            assert snap(m.state) == at_length[len(m.record()["actions"])]
            redo_seat, redo_id = parse_entry(actions[-1])
            m.apply(redo_id, redo_seat)
            assert snap(m.state) == after and m.record()["actions"] == actions
        # record round trip: the record's entries replay to this state
        done = shadow.record()["actions"]
        if actions[:len(done)] != done:
            shadow = new(players, seed)
            done = []
        for entry in actions[len(done):]:
            shadow_seat, shadow_id = parse_entry(entry)
            shadow.apply(shadow_id, shadow_seat)
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


def test_snapshot_is_every_field_as_plain_data() -> None:
    """The snapshot (state hashes, the harness's comparisons) equals ``dataclasses.asdict`` of
    the state with the revealed cards keyed by strings, and shares nothing with the state."""
    m = new(4, 77)
    rng = Rng(77)
    while m.to_move:
        snap = m.rules.snapshot(m.state)
        expected = dataclasses.asdict(m.state)
        expected["revealed"] = {str(k): v for k, v in m.state.revealed.items()}
        assert snap == expected
        snap["hands"][0].append("X")
        assert "X" not in m.state.hands[0]
        seat = rng.choice(m.to_move)
        m.apply(rng.choice(m.legal_actions(seat)).id, seat)

