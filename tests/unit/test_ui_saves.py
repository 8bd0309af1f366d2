"""Saved games as plain data: damaged entries are reported, never spread to the others."""

from __future__ import annotations

import json

import pytest

from mingtable.ui import saves as S
from mingtable.ui.markup import esc
from mingtable.ui.screens import render_games, render_saves

RECORD = {"format": "mingtable-record", "version": 1, "game": "ming-dynastie", "players": ["A", "B"],
          "seed": 1, "options": {}, "actions": []}


def test_round_trip() -> None:
    saved = S.SavedGame("abc", RECORD, [None, "greedy"], 5.0, {"title": "Ming-Dynastie"})
    again = S.parse_save(saved.to_json(), "abc")
    assert again == saved


@pytest.mark.parametrize("text, words", [
    (None, "missing"),
    ("{garbage", "not valid JSON"),
    ("[]", "not a Ming Table save"),
    (json.dumps({"format": "mingtable-save", "version": 9, "id": "abc"}), "unsupported version"),
    (json.dumps({"format": "mingtable-save", "version": 1, "id": "other"}), "id does not match"),
    (json.dumps({"format": "mingtable-save", "version": 1, "id": "abc", "record": {}}), "no game record"),
    (json.dumps({"format": "mingtable-save", "version": 1, "id": "abc", "record": RECORD, "bots": [None]}), "bot seats"),
])
def test_damaged_saves(text: str | None, words: str) -> None:
    with pytest.raises(S.SaveError, match=words):
        S.parse_save(text, "abc")


def test_index_damage_is_detected_and_rebuilt_from_keys() -> None:
    assert S.parse_index(None) == ([], False)
    assert S.parse_index('["a", "b"]') == (["a", "b"], False)
    assert S.parse_index("[[[") == ([], True)
    assert S.parse_index('["a", 3, "../x"]') == (["a"], True)
    keys = ["mingtable.save.b", "mingtable.save.a", "other", "mingtable.save.bad id"]
    assert S.merge_index(["a"], keys) == ["a", "b"]


def test_home_lists_escape_names() -> None:
    evil = "<img src=x onerror=alert(1)>"
    html = render_saves([{"id": "a1", "summary": {"title": "Ming-Dynastie", "players": [evil]}, "updated": 1},
                         {"id": "b2", "error": "This saved game is damaged."}])
    assert "<img" not in html and esc(evil) in html
    assert 'data-ui="delete"' in html and html.count('data-ui="continue"') == 1
    games = render_games([{"id": "x", "title": evil, "min_players": 1, "max_players": 2, "available": False}])
    assert "<img" not in games and "not yet available" in games
