"""The Ming Voyages greedy bot (heuristic.py) and the command line for this game."""

from __future__ import annotations

import pytest

import mingtable
from mingtable.__main__ import main, play_out
from mingtable import games
from mingtable.bots import make_bot
from mingtable.games.ming_voyages import heuristic
from mingtable.games.ming_voyages.data import BARBARIAN, EMPEROR

from mv_support import Dice, at_play, kind, set_board, set_cards


def test_the_greedy_bot_is_registered() -> None:
    assert games.get("ming-voyages").heuristic is heuristic.score_action
    m = mingtable.new_game("ming-voyages", ["A", "B"], seed=1)
    play_out(m, ["greedy", "random"], 1)
    assert m.outcome is not None


@pytest.mark.parametrize("greedy_side", [EMPEROR, BARBARIAN])
def test_greedy_beats_random_on_both_sides(greedy_side: str) -> None:
    wins = 0
    games = 6
    for g in range(games):
        kinds = ["greedy", "random"] if greedy_side == EMPEROR else ["random", "greedy"]
        m = play_out(mingtable.new_game("ming-voyages", ["E", "B"], seed=700 + g), kinds, g)
        wins += m.outcome["results"][0]["winner"] == greedy_side
    assert wins >= games - 1


def _choose(m: mingtable.Match) -> str:
    seat = m.to_move[0]
    return make_bot("greedy", 1, "ming-voyages").choose(m.view(seat), m.legal_actions(seat))


def test_greedy_takes_a_sure_voyage() -> None:
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["G15", "G16"])
    set_board(m, gold_h=3, junks=3, voyages=[1])
    assert _choose(m) == "command-G15-voyage"  # 3 dice against a sum of 6: 99.5 %


def test_greedy_builds_junks_or_collects_gold_before_sailing() -> None:
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["G16"])
    set_board(m, armies={b: 2 for b in ("B1", "B2", "B3", "B4", "B5")}, gold_h=1, junks=0, voyages=[1])
    assert _choose(m) in ("command-G16-junks", "command-G16-taxes")


def test_greedy_barbarian_takes_an_empty_borderland() -> None:
    m = at_play(BARBARIAN)
    set_cards(m, BARBARIAN, hand=["G16"])
    set_board(m, armies={"B1": 2, "B2": 2, "B3": 2}, hordes={"MA": 3})
    choice = _choose(m)
    assert choice == "command-G16-move"
    m.apply(choice)
    assert _choose(m) == "area-MA"
    m.apply("area-MA")
    assert _choose(m) in ("area-B4", "area-B5")


def test_greedy_defender_rerolls_a_losing_roll(monkeypatch: pytest.MonkeyPatch) -> None:
    m = at_play(BARBARIAN)
    Dice(monkeypatch, 5, 5, 1, 1, 2, 4)
    set_cards(m, BARBARIAN, hand=["G09"])
    set_cards(m, EMPEROR, reserve=["G04"])
    set_board(m, armies={"B1": 1}, hordes={"WM": 3}, voyages=[1])
    m.apply("command-G09-attack")
    m.apply("area-B1")
    for _ in range(3):
        m.apply("area-WM")
    assert kind(m) == "reroll" and m.to_move == [0]
    assert _choose(m) == "reveal-G04"  # losing 1,2,4 against a pair: reveal Scouts
    m.apply("reveal-G04")
    assert _choose(m) in ("reroll-12", "reroll-13", "reroll-23", "reroll-123")


def test_greedy_lets_raids_go_first_when_collecting_taxes() -> None:
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["B24"])
    set_board(m, gold_h=1)
    m.apply("command-B24-taxes")
    assert _choose(m) == "before"
    m.apply("before")
    assert _choose(m) == "react"  # the Barbarian takes the gold


def test_cli_simulate_ming_voyages(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "ming-voyages", "--games", "3", "--seed", "5", "--bots", "greedy"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 5 and lines[0].startswith("game 1 seed 5: scores")
    assert lines[3].startswith("summary: 3 games of ming-voyages for 2 players (greedy bots)")
    assert lines[4].startswith("sides over 3 games: Emperor wins ") and "Barbarian wins" in lines[4] and "major" in lines[4]
    assert main(["simulate", "--game", "ming-voyages", "--games", "2", "--players", "1", "--difficulty", "hard", "--bots", "random"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert "for 1 player, hard solo bot (random bots)" in lines[2]
    assert main(["simulate", "--game", "ming-voyages", "--games", "1", "--match"]) == 0
    assert "sides over 2 games" in capsys.readouterr().out


def test_cli_bench_includes_ming_voyages(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert "ming-voyages random games per second, 2 players" in out
    assert "ming-voyages random games per second, solo (normal)" in out
    assert "ming-voyages apply + legal_actions, p95" in out
    assert "ming-dynastie apply + legal_actions, mean" in out



def test_decisions_name_what_they_are_about() -> None:
    """The greedy bot reads the origin of a movement and the state of an attack from the
    structured context of its own decisions, never from the prompt's wording."""
    needs = {"move-to": {"from"}, "count": {"from", "to"}, "attack-units": {"target", "sent"}, "boost": {"command"}}
    seen = set()
    for seed in range(6):
        m = mingtable.new_game("ming-voyages", ["E", "B"], seed=seed)
        bots = [make_bot("greedy", seed, "ming-voyages"), make_bot("random", seed, "ming-voyages")]
        while m.to_move:
            seat = m.to_move[0]
            view = m.view(seat)
            pending = view["pending"]
            if pending["kind"] in needs:
                assert needs[pending["kind"]] <= set(pending["context"]), pending
                seen.add(pending["kind"])
            other = m.view(1 - seat)["pending"]
            assert other["context"] == {}  # only the deciding seat sees what it is about
            m.apply(bots[seat if seed % 2 else 1 - seat].choose(view, m.legal_actions(seat)), seat)
    assert {"move-to", "count", "attack-units"} <= seen


def test_remembered_values_match_fresh_ones() -> None:
    """The heuristic remembers board evaluations, command values and combat round values:
    over a greedy game, each remembered value equals the one computed afresh, also for boards
    changed after they were first valued."""
    heuristic._MEMO.clear()
    heuristic._COMMANDS.clear()
    m = mingtable.new_game("ming-voyages", ["E", "B"], seed=5)
    checked = 0
    while m.to_move:
        seat = m.to_move[0]
        view = m.view(seat)
        c = heuristic.Ctx(view)
        b = c.board.copy()
        for area in b.armies:
            b.armies[area] += 1  # a changed board must not find the old value
            assert heuristic.evaluate(b, c.rounds_left) == heuristic._evaluate(b, c.rounds_left)
            checked += 1
        for key in ("move", "attack", "muster", "gather", "settle"):
            assert heuristic.command_value(c, c.side, key, 3) == heuristic._command_value(c, c.side, key, 3)
        if view.get("combat"):
            dice = list(view["combat"]["attack"])
            fresh = heuristic._round_value_of.__wrapped__(*heuristic._combat_stakes(c),
                                                          heuristic.rules.roll_strength(dice), None)
            assert heuristic._round_value(c, dice, None) == fresh
        m.apply(make_bot("greedy", 1, "ming-voyages").choose(view, m.legal_actions(seat)), seat)
    assert checked > 100
    assert heuristic._MEMO and heuristic._COMMANDS
