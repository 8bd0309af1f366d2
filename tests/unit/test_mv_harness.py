"""Random-play harness for The Ming Voyages: seeded games through the facade with the
invariants, the hidden-information rules and the record/undo round trips at every step.

Set MINGTABLE_HARNESS_GAMES to play more games (default 100 two-player games, half as many
solo games per difficulty and a quarter as many two-game matches)."""

from __future__ import annotations

import json
import os

import pytest

import mingtable
from mingtable.engine.match import parse_entry
from mingtable.engine.rng import Rng
from mingtable.games.ming_voyages.data import BARBARIAN, EMPEROR
from mingtable.i18n import tr

from mv_support import NAMES, check_invariants, new, snapshot_json

GAMES = int(os.environ.get("MINGTABLE_HARNESS_GAMES", "100"))
UNDO_EVERY = 3  # the undo round trip at every third chance (undo restores a copy of the state)


def check_hidden(m: mingtable.Match, new_lines: list[str], reshuffled: bool = False) -> None:
    """No view and no log line shows a card in a hand or reserve that the viewer may not know.
    (A card revealed and then shuffled into the stage-2 deck may be drawn in the same step.)"""
    s = m.state
    hands, reserves = s.hands, s.reserves
    secret = set(hands.get(EMPEROR, []) + hands.get(BARBARIAN, []) + reserves.get(EMPEROR, []) + reserves.get(BARBARIAN, []))
    spectator = m.view(None)
    assert spectator["hand"] is None and spectator["reserve"] is None and spectator["known_opponent_hand"] == []
    text = json.dumps(spectator)
    assert not [c for c in secret if c in text], "the spectator view shows a hidden card"
    for seat in range(len(s.names)):
        side = s.side_of(seat)
        opponent = BARBARIAN if side == EMPEROR else EMPEROR
        view = m.view(seat)
        assert view["hand"] == hands[side] and view["reserve"] == reserves[side]
        assert view["hand_counts"][opponent] == len(hands[opponent])
        assert view["reserve_counts"][opponent] == len(reserves[opponent])
        # the opponent's reserve is face down: its cards show nowhere, except among the cards this
        # side has held, listed as known in hand or reserve (not telling which: sorted, one list)
        text = json.dumps({**view, "known_opponent_hand": []})
        assert not [c for c in reserves[opponent] if c in text], "a view shows the opponent's reserve"
        assert s.solo or view["known_opponent_hand"] == sorted(view["known_opponent_hand"])
        if not s.solo:
            unknown = [c for c in hands[opponent] if c not in s.seen[side]]
            assert not [c for c in unknown if c in text], "a view shows an unseen opponent card"
            assert set(view["known_opponent_hand"]) <= set(s.seen[side])
    if reshuffled:
        secret -= set(hands[EMPEROR][-2:])
    for line in new_lines:
        named = [c for c, name in NAMES.items() if name in line]
        assert not [c for c in named if c in secret], f"the log names a hidden card: {line}"


def new_lines(m: mingtable.Match, start: int) -> list[str]:
    """The log's lines from ``start`` on, in English (only those: the whole log grows long)."""
    return [tr(entry, "en") for entry in m.log_entries[start:]]


def play_checked(seed: int, players: int = 2, **options: object) -> mingtable.Match:
    m = new(players, seed, **options)
    shadow = new(players, seed, **options)  # replays the record's entries as load() would
    rng = Rng(seed ^ 0x5EED)
    replayed = 0
    undo_due = seed % UNDO_EVERY
    log_len = 0
    stage1_rounds = 0
    stage = (1, 1)
    while m.to_move:
        check_invariants(m)
        check_hidden(m, new_lines(m, log_len), reshuffled=(m.state.game_no, m.state.stage) != stage)
        log_len = len(m.log_entries)
        stage = (m.state.game_no, m.state.stage)
        if m.state.stage == 1:
            stage1_rounds = max(stage1_rounds, m.state.round)
        for seat in m.to_move:
            assert m.legal_actions(seat), f"no legal action for seat {seat}"
        seat = rng.choice(m.to_move)
        action = rng.choice(m.legal_actions(seat)).id
        before = snapshot_json(m)
        m.apply(action, seat)
        after = snapshot_json(m)
        if m.can_undo:
            undo_due -= 1
            if undo_due < 0:  # undo round trip
                undo_due = UNDO_EVERY - 1
                m.undo()
                assert snapshot_json(m) == before
                m.apply(action, seat)
                assert snapshot_json(m) == after
        # record round trip: the record only grows, and its entries replay to this state
        actions = m.record()["actions"]
        for entry in actions[replayed:]:
            shadow_seat, shadow_id = parse_entry(entry)
            shadow.apply(shadow_id, shadow_seat)
        replayed = len(actions)
        assert snapshot_json(shadow) == after
        if m.state.stage == 2 and m.state.game_no == 1 or m.state.phase == "over":
            if stage1_rounds and m.state.results == [] and m.state.stage == 2:
                assert stage1_rounds == 10, "stage 1 did not last 10 rounds"
    check_invariants(m)
    check_hidden(m, new_lines(m, log_len))
    assert m.outcome is not None and m.legal_actions() == [] and m.to_move == []
    assert mingtable.load(m.record()).state_hash() == m.state_hash()
    for result in m.outcome["results"]:
        if result["kind"] == "weak":
            assert stage1_rounds == 10
    return m


def test_random_two_player_games_keep_invariants() -> None:
    kinds = set()
    for seed in range(GAMES):
        m = play_checked(2000 + seed)
        result = m.outcome["results"][0]
        kinds.add((result["kind"], result["winner"]))
        assert m.outcome["winners"] == [result["winner_seat"]]
    assert {("weak", EMPEROR), ("weak", BARBARIAN)} <= kinds


@pytest.mark.parametrize("difficulty", ["easy", "normal", "hard"])
def test_random_solo_games_keep_invariants(difficulty: str) -> None:
    for seed in range(max(1, GAMES // 2)):
        m = play_checked(3000 + seed, players=1, difficulty=difficulty)
        assert len(m.outcome["scores"]) == 1 and m.outcome["winners"] in ([0], [])


def test_random_matches_keep_invariants() -> None:
    for seed in range(max(1, GAMES // 4)):
        m = play_checked(4000 + seed, match=True)
        out = m.outcome
        assert len(out["results"]) == 2 and out["results"][0]["emperor_seat"] != out["results"][1]["emperor_seat"]
        assert sum(out["scores"]) == sum(sum(r["points"].values()) for r in out["results"])
