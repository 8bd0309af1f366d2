"""Confucius: random games for 3, 4 and 5 players and every option combination, checking
the invariants at every step, the record round trip, undo and the end of the game."""

from __future__ import annotations

import json

import pytest

import mingtable
from mingtable.engine.rng import Rng
from mingtable.games.confucius import data

from cf_support import check_invariants

OPTIONS = [{"advanced": a, "admiral": b} for a in (False, True) for b in (False, True)]
NAMES = ["Ann", "Ben", "Cy", "Di", "Eve"]
GAMES = 25  # per player count and option combination: 300 random games in all


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: f"adv{int(o['advanced'])}-adm{int(o['admiral'])}")
def test_random_games_keep_the_invariants(players: int, options: dict[str, bool]) -> None:
    kinds: set[str] = set()
    for seed in range(GAMES):
        m = mingtable.new_game("confucius", NAMES[:players], seed=seed, options=options)
        rng = Rng(seed * 13 + players)
        check = seed < 2  # every step of the first games, the end of every game
        while m.to_move:
            legal = m.legal_actions()
            assert legal, "a seat to move always has a legal action"
            assert len({a.id for a in legal}) == len(legal)
            action = rng.choice(legal)
            kinds.add(action.id.split("-")[0])
            m.apply(action.id)
            if check:
                check_invariants(m.state)
        s = m.state
        check_invariants(s)
        out = m.outcome
        assert out is not None and out["winners"] and len(out["scores"]) == players
        assert s.wall == data.WALL_PIECES or s.end
        assert all(sum(d.values()) == sc for d, sc in zip(out["detail"], out["scores"]))
        if seed < 2:
            again = mingtable.load(json.loads(json.dumps(m.record())))
            assert again.state_hash() == m.state_hash() and again.log == m.log
    # (voyages, invasions and reward cards are rare in random play: test_cf_rules plays them)
    assert {"bribe", "secure", "tutor", "give", "pay", "transfer", "tax", "chief"} <= kinds
    if options["advanced"]:
        assert "petition" in kinds
    else:
        assert "petition" not in kinds


def test_undo_within_a_turn_and_barriers() -> None:
    """Paying card by card can be taken back; a draw or the next seat's turn cannot."""
    m = mingtable.new_game("confucius", NAMES[:4], seed=3)
    rng = Rng(3)
    undone = 0
    while m.to_move and undone < 20:
        before = m.clone()
        m.apply(rng.choice(m.legal_actions()).id)
        if m.can_undo:
            m.undo()
            assert m.state_hash() == before.state_hash()
            undone += 1
            m.apply(m.legal_actions()[0].id)
    assert undone == 20


def test_positions_never_repeat_within_a_turn() -> None:
    """Why Confucius needs no take-back check (``position_key`` is None): every decision of a
    turn spends a cube, lays a card or ends the turn."""
    for seed in range(3):
        m = mingtable.new_game("confucius", NAMES[:4], seed=seed, options={"advanced": True})
        rng = Rng(seed)
        turn = [m.state_hash()]
        while m.to_move:
            m.apply(rng.choice(m.legal_actions()).id)
            key = m.state_hash()
            if not m.can_undo:
                turn = [key]
                continue
            assert key not in turn
            turn.append(key)
