"""Confucius bots: the greedy bot plays whole games; the strong bot decides from its seat's
information set; the heuristic values what the issue asks (influence, chits, obligations)."""

from __future__ import annotations

import dataclasses

import pytest

import mingtable
from mingtable.__main__ import play_out
from mingtable.bots import decide, make_bot
from mingtable.engine.actions import Action
from mingtable.engine.rng import Rng
from mingtable.games.confucius import heuristic


def test_greedy_bots_finish_games_for_every_player_count() -> None:
    for players in (3, 4, 5):
        m = mingtable.new_game("confucius", [f"P{i}" for i in range(players)], seed=players,
                               options={"advanced": True})
        play_out(m, ["greedy"] * players, players)
        assert m.outcome is not None and m.outcome["winners"]


def test_greedy_beats_random() -> None:
    wins = 0
    for seed in range(6):
        m = mingtable.new_game("confucius", ["G", "R1", "R2"], seed=seed)
        play_out(m, ["greedy", "random", "random"], seed)
        wins += 0 in m.outcome["winners"]
    assert wins >= 4


def test_strong_bot_decides_legally_at_hidden_positions() -> None:
    m = mingtable.new_game("confucius", ["A", "B", "C", "D"], seed=2)
    rng = Rng(2)
    for _ in range(150):
        m.apply(rng.choice(m.legal_actions()).id)
    bot = make_bot("strong", 1, "confucius", iterations=8)
    seat = m.to_move[0]
    before = m.state_hash()
    choice = decide(bot, m, seat)
    assert choice in [a.id for a in m.legal_actions(seat)]
    assert m.state_hash() == before


def test_heuristic_pays_without_overpaying_and_tutors_its_own_student() -> None:
    view = {"seat": 0, "players": [{"score": 0}] * 3, "students": [0, 1],
            "decision": {"kind": "pay", "mode": "coins", "need": 3, "paid": [1], "upto": False}}
    values = {c: heuristic.score_action(view, Action(f"pay-{c}", {"$": "x"})) for c in (1, 2, 3)}
    assert max(values, key=values.get) == 2  # exactly the 2 still owed
    view["decision"] = {"kind": "tutor", "space": -1}
    own = heuristic.score_action(view, Action("tutor-red", {"$": "x"}))
    other = heuristic.score_action(view, Action("tutor-white", {"$": "x"}))
    assert own > other


def test_the_app_refuses_a_game_marked_unavailable(monkeypatch: pytest.MonkeyPatch) -> None:
    """A catalogue entry marked unavailable is refused with a clear message before any session
    exists: a new game, an import or a link; it is not offered on the home screen."""
    from mingtable import games
    from mingtable.ui import games as G
    from mingtable.ui.session import load_session, new_session

    seats = [{"name": "A"}, {"name": "B"}, {"name": "C"}]
    assert new_session("confucius", seats, 1, None, "s0").match.game == "confucius"
    record = mingtable.new_game("confucius", ["A", "B", "C"], seed=1).record()
    rules = games.get("confucius").rules
    monkeypatch.setattr(rules, "info", dataclasses.replace(rules.info, available=False))
    assert not G.playable("confucius")
    assert not next(g for g in G.catalogue() if g["id"] == "confucius")["available"]
    with pytest.raises(ValueError, match="Confucius is not available yet"):
        new_session("confucius", seats, 1, None, "s1")
    with pytest.raises(mingtable.BadRecord, match="Confucius is not available yet"):
        load_session(record, None, "s2")


def test_the_command_line_plays_confucius(capsys: pytest.CaptureFixture[str]) -> None:
    from mingtable.__main__ import main

    assert main(["simulate", "--game", "confucius", "--players", "3", "--games", "1", "--bots", "greedy",
                 "--advanced", "--admiral"]) == 0
    assert "1 games of confucius for 3 players" in capsys.readouterr().out
