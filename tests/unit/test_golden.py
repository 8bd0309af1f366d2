"""Golden records: replaying each stored record gives its stored final scores."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import mingtable

FIXTURES = sorted((Path(__file__).parent.parent / "fixtures").glob("*.json"))


def test_there_are_golden_records_for_every_player_count() -> None:
    games = [json.loads(p.read_text()) for p in FIXTURES]
    assert {len(g["players"]) for g in games if g["game"] == "ming-dynastie"} == {2, 3, 4}
    assert {len(g["players"]) for g in games if g["game"] == "confucius"} == {3, 4, 5}
    assert {len(g["players"]) for g in games if g["game"] == "yin-yang"} == {1, 2, 3, 4}


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_golden_record_replays_to_its_scores(path: Path) -> None:
    record = json.loads(path.read_text())
    match = mingtable.load(record)
    assert match.outcome == record["outcome"]
    assert match.record()["actions"] == record["actions"]
