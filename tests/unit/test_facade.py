"""The engine facade (design.md section 4): names, records, errors, bots and the CLI."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest

import mingtable
from mingtable.__main__ import main, play_out
from mingtable.bots import make_bot
from mingtable.engine.rng import Rng

ROOT = Path(__file__).resolve().parents[2]


def test_catalogue_lists_four_games_one_available() -> None:
    assert list(mingtable.GAMES) == ["ming-dynastie", "confucius", "ming-voyages", "yin-yang"]
    md = mingtable.GAMES["ming-dynastie"]
    assert (md.min_players, md.max_players, md.available) == (2, 4, True)
    assert md.options["start_player"] == "random"
    assert not mingtable.GAMES["confucius"].available
    with pytest.raises(ValueError, match="not available yet"):
        mingtable.new_game("confucius", ["A", "B", "C"])


def test_errors_are_value_errors() -> None:
    assert issubclass(mingtable.IllegalAction, ValueError)
    assert issubclass(mingtable.BadRecord, ValueError)


@pytest.mark.parametrize(
    "players, options, message",
    [
        (["A"], {}, "2-4 players"),
        (["A", "B", "C", "D", "E"], {}, "2-4 players"),
        (["A", "B"], {"colours": ["red", "red"]}, "distinct"),
        (["A", "B"], {"colours": ["red", "pink"]}, "distinct"),
        (["A", "B"], {"start_player": 5}, "start_player"),
        (["A", "B"], {"speed": 1}, "Unknown option"),
    ],
)
def test_bad_set_up_is_refused(players: list[str], options: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        mingtable.new_game("ming-dynastie", players, seed=1, options=options)


def test_record_shape_and_round_trip() -> None:
    m = mingtable.new_game("ming-dynastie", ["Ann", "Ben"], seed=3)
    for _ in range(40):
        m.apply(m.legal_actions()[0].id)
    rec = m.record()
    assert set(rec) == {"format", "version", "game", "options", "players", "seed", "actions"}
    assert rec["format"] == "mingtable-record" and rec["version"] == 1 and len(rec["actions"]) == 40
    again = mingtable.load(json.loads(json.dumps(rec)))
    assert again.state_hash() == m.state_hash() and again.log == m.log


def test_simultaneous_choices_are_recorded_with_their_seat() -> None:
    m = mingtable.new_game("ming-dynastie", list("ABCD"), seed=4)
    rng = Rng(4)
    while m.to_move:
        seat = m.to_move[-1]  # during return cards, the last of several seats decides first
        m.apply(rng.choice(m.legal_actions(seat)).id, seat)
    seated = [e for e in m.record()["actions"] if e[0].isdigit()]
    assert seated and all(e.split(":", 1)[1].startswith("return-") for e in seated)
    assert mingtable.load(m.record()).state_hash() == m.state_hash()


def test_illegal_action_has_a_clear_message_and_changes_nothing() -> None:
    m = mingtable.new_game("ming-dynastie", ["Ann", "Ben", "Cy"], seed=3, options={"start_player": 0})
    before = m.state_hash()
    with pytest.raises(mingtable.IllegalAction, match="'place-SX' is not a legal action for Ann"):
        m.apply("place-SX")
    with pytest.raises(mingtable.IllegalAction, match="not for Ben to decide"):
        m.apply("prince-SX1", seat=1)
    assert m.state_hash() == before and m.record()["actions"] == []


def good_record() -> dict:
    return json.loads((ROOT / "tests/fixtures/ming-dynastie-3p-random.json").read_text())


@pytest.mark.parametrize(
    "tamper, message",
    [
        (lambda r: "not a dict", "JSON object"),
        (lambda r: {**r, "format": "chess"}, "not a Ming Table record"),
        (lambda r: {**r, "version": 9}, "version"),
        (lambda r: {**r, "actions": "x"}, "list of actions"),
        (lambda r: {**r, "game": "go"}, "Unknown game"),
        (lambda r: {**r, "players": ["solo"]}, "2-4 players"),
        (lambda r: {**r, "seed": -1}, "seed"),
        (lambda r: {**r, "actions": r["actions"][:5] + ["place-XX"] + r["actions"][6:]}, "Action 6 of"),
        (lambda r: {**r, "actions": r["actions"] + ["pass"]}, "game is over"),
        (lambda r: {**r, "actions": r["actions"][:10] + [7]}, "non-empty string"),
    ],
)
def test_bad_records_are_refused_clearly(tamper, message: str) -> None:
    with pytest.raises(mingtable.BadRecord, match=message):
        mingtable.load(tamper(copy.deepcopy(good_record())))


def test_a_truncated_record_loads_to_that_point() -> None:
    rec = good_record()
    rec["actions"] = rec["actions"][:100]
    m = mingtable.load(rec)
    assert m.outcome is None and len(m.record()["actions"]) == 100


def test_rng_is_stable_and_seeded() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.next_u32() for _ in range(5)] == [b.next_u32() for _ in range(5)]
    r = Rng(7)
    values = [r.below(6) for _ in range(6000)]
    assert set(values) == set(range(6)) and all(800 < values.count(v) < 1200 for v in range(6))
    # known answers: the stream is part of the record format and must never change
    r = Rng(1)
    assert [r.next_u32() for _ in range(3)] == [1943057697, 4129000852, 551084717]
    r = Rng(2**40 + 5)
    assert [r.below(100) for _ in range(5)] == [2, 3, 1, 3, 18]


def test_bots_see_only_their_view_and_play_legally() -> None:
    m = mingtable.new_game("ming-dynastie", ["A", "B", "C"], seed=9)
    play_out(m, ["random", "greedy", "random"], 9)
    assert m.outcome is not None
    with pytest.raises(ValueError, match="Unknown bot"):
        make_bot("clever", 1)


def test_greedy_beats_random() -> None:
    wins = 0
    for g in range(8):
        kinds = ["random"] * 3
        kinds.insert(g % 4, "greedy")
        m = play_out(mingtable.new_game("ming-dynastie", list("ABCD"), seed=500 + g), kinds, g)
        wins += kinds.index("greedy") in m.outcome["winners"]
    assert wins >= 6


def test_cli_simulate_prints_a_line_per_game_and_a_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "ming-dynastie", "--players", "3", "--games", "3", "--seed", "5", "--bots", "greedy"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 4 and lines[0].startswith("game 1 seed 5") and lines[-1].startswith("summary: 3 games")


def test_cli_simulate_fails_on_unknown_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "chess", "--games", "1"]) != 0


def test_cli_replay(tmp_path: Path) -> None:
    good = ROOT / "tests/fixtures/ming-dynastie-2p-greedy.json"
    run = subprocess.run([sys.executable, "-m", "mingtable", "replay", str(good)], capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0 and "valid record of ming-dynastie" in run.stdout
    assert str(json.loads(good.read_text())["outcome"]["scores"]) in run.stdout
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "mingtable-record", "version": 1, "actions": [')
    run = subprocess.run([sys.executable, "-m", "mingtable", "replay", str(bad)], capture_output=True, text=True, cwd=ROOT)
    assert run.returncode != 0 and "cannot read" in run.stderr
