"""Saved games as plain data: damaged entries are reported, never spread to the others."""

from __future__ import annotations

import json
import random
import time

import pytest

from mingtable.ui import saves as S
from mingtable.markup import esc
from mingtable.i18n import T, tr
from mingtable.ui.screens import SAVE_PROBLEMS, render_games, render_save_problem, render_saves

RECORD = {"format": "mingtable-record", "version": 1, "game": "ming-dynastie", "players": ["A", "B"],
          "seed": 1, "options": {}, "actions": []}
SUMMARY = {"game": "ming-dynastie", "title": "Ming-Dynastie", "players": ["A", "B"], "round": 1, "over": False,
           "actions": 0, "status": "Round 1"}
DEEP = "[" * 100_000 + "]" * 100_000


def _save(**changes: object) -> dict:
    data = {"format": "mingtable-save", "version": 1, "id": "abc", "updated": 5.0, "writes": 3, "summary": SUMMARY,
            "bots": [None, "greedy"], "record": RECORD}
    data.update(changes)
    return data


def _text(**changes: object) -> str:
    return json.dumps(_save(**changes))


def test_round_trip() -> None:
    saved = S.SavedGame("abc", RECORD, [None, "greedy"], 5.0, {"title": "Ming-Dynastie"}, writes=7)
    again = S.parse_save(saved.to_json(), "abc")
    assert again == saved
    assert S.stored_writes(saved.to_json(), "abc") == 7


def test_open_hands_are_kept_and_only_true_counts() -> None:
    saved = S.SavedGame("abc", RECORD, [None, None], 5.0, {}, open_hands=True)
    assert S.parse_save(saved.to_json(), "abc").open_hands
    assert '"open_hands"' not in S.SavedGame("abc", RECORD, [None, None]).to_json()
    for value in ("yes", 1, None, {"x": 1}):
        assert not S.parse_save(_text(open_hands=value), "abc").open_hands


def test_a_finished_game_is_listed_as_finished_with_its_result() -> None:
    entries = [{"id": "f1", "summary": {**SUMMARY, "over": True}, "updated": time.time()},
               {"id": "g2", "summary": SUMMARY, "updated": time.time()}]
    for lang, finished, result, going in (("en", "finished", ">Result<", ">Continue<"),
                                          ("de", "beendet", ">Ergebnis<", ">Fortsetzen<")):
        html = render_saves(entries, lang=lang)
        over, running = html.split('<li class="save"')
        assert over.startswith('<li class="save finished" data-save="f1"') and finished in over and result in over
        assert going not in over and going in running and finished not in running


def test_a_save_without_counter_or_summary_is_read() -> None:
    data = _save()
    del data["writes"], data["summary"], data["updated"]
    saved = S.parse_save(json.dumps(data), "abc")
    assert (saved.writes, saved.summary, saved.updated) == (0, {}, 0.0)


@pytest.mark.parametrize("text, words", [
    (None, "missing"),
    ("{garbage", "not valid JSON"),
    ("[]", "not a Ming Table save"),
    (json.dumps({"format": "mingtable-save", "version": 9, "id": "abc"}), "unsupported version 9"),
    (json.dumps({"format": "mingtable-save", "version": True, "id": "abc"}), "unsupported version"),
    (json.dumps({"format": "mingtable-save", "version": 1.0, "id": "abc"}), "unsupported version"),
    (json.dumps({"format": "mingtable-save", "version": 1, "id": "other"}), "id does not match"),
    (json.dumps({"format": "mingtable-save", "version": 1, "id": "abc", "record": {}}), "no game record"),
    (_text(bots=[None]), "bot seats"),
    (_text(bots=[None, ["greedy"]]), "bot seats"),
])
def test_damaged_saves(text: str | None, words: str) -> None:
    with pytest.raises(S.SaveError, match=words):
        S.parse_save(text, "abc")


@pytest.mark.parametrize("text, words", [
    # the values named in issue 6.9, which stopped every start
    (_text(summary={"players": 5}), "summary field 'players'"),
    (_text().replace('"updated": 5.0', '"updated": ' + "9" * 400), "time stamp"),
    (_text(updated=1e300), "time stamp"),
    (_text(updated=-1), "time stamp"),
    (_text(updated="yesterday"), "time stamp"),
    (DEEP, "nested too deeply"),
    ('{"format":"mingtable-save","version":1,"id":"abc","summary":' + DEEP + "}", "nested too deeply"),
    ('{"format":"mingtable-save","version":1,"id":"abc","record":{"actions":' + DEEP + "}}", "nested too deeply"),
    # a 4,301-digit number cannot even be converted to an int by json.loads
    ('{"format":"mingtable-save","version":' + "1" * 4301 + "}", "not valid JSON"),
    ('{"format":"mingtable-save","version":1,"id":"abc","updated":NaN}', "not valid JSON"),
    ("x" * (S.MAX_SAVE_CHARS + 1), "too large"),
])
def test_hostile_values_are_damage_not_crashes(text: str, words: str) -> None:
    with pytest.raises(S.SaveError, match=words):
        S.parse_save(text, "abc")


@pytest.mark.parametrize("field, value", [
    ("players", 5), ("players", ["A", 5]), ("players", ["x" * 201]), ("players", ["A"] * 9), ("players", "AB"),
    ("title", 7), ("title", "x" * 201), ("title", None), ("status", ["r"]), ("game", {}),
    ("round", "3"), ("round", True), ("round", -1), ("round", 10 ** 400),
    ("over", 1), ("over", "yes"), ("actions", 1.5), ("actions", None),
])
def test_every_summary_field_is_checked(field: str, value: object) -> None:
    with pytest.raises(S.SaveError, match="summary"):
        S.parse_save(_text(summary={**SUMMARY, field: value}), "abc")


def test_summary_keeps_only_known_fields() -> None:
    saved = S.parse_save(_text(summary={**SUMMARY, "extra": {"a": [1]}}), "abc")
    assert saved.summary == SUMMARY
    with pytest.raises(S.SaveError, match="summary"):
        S.parse_save(_text(summary=[1, 2]), "abc")


@pytest.mark.parametrize("writes", [-1, 1.0, "3", True, 10 ** 20])
def test_write_counter_is_checked(writes: object) -> None:
    with pytest.raises(S.SaveError, match="write counter"):
        S.parse_save(_text(writes=writes), "abc")
    assert S.stored_writes(_text(writes=writes), "abc") is None


def test_index_damage_is_detected_and_rebuilt_from_keys() -> None:
    assert S.parse_index(None) == ([], False)
    assert S.parse_index('["a", "b"]') == (["a", "b"], False)
    assert S.parse_index("[[[") == ([], True)
    assert S.parse_index('["a", 3, "../x"]') == (["a"], True)
    assert S.parse_index(DEEP) == ([], True)
    assert S.parse_index("[" + ",".join(['"a"'] * 30_000) + "]") == ([], True)  # over the size cap
    keys = ["mingtable.save.b", "mingtable.save.a", "other", "mingtable.save.bad id"]
    assert S.merge_index(["a"], keys) == ["a", "b"]


def test_list_shows_damaged_entries_beside_good_ones() -> None:
    good = S.SavedGame("good", RECORD, [None, None], 50.0, SUMMARY).to_json()
    older = S.SavedGame("older", RECORD, [None, None], 10.0, SUMMARY).to_json()
    stored = {
        "mingtable.save.good": good,
        "mingtable.save.older": older,
        "mingtable.save.players5": _text(id="players5", summary={"players": 5}),
        "mingtable.save.deep": DEEP,
        "mingtable.save.updated": _text(id="updated").replace('"updated": 5.0', '"updated": ' + "9" * 400),
        "mingtable.other": "x",
    }
    for index in (None, DEEP, '["good", "gone"]', "[1, 2]"):
        entries = S.list_entries(index, stored)
        assert [e["id"] for e in entries if "error" not in e] == ["good", "older"]
        assert sorted(e["id"] for e in entries if "error" in e) == ["deep", "players5", "updated"]
        html = render_saves(entries)
        assert html.count('data-ui="continue"') == 2
        for sid in ("deep", "players5", "updated"):
            item = html[html.index(f'data-save="{sid}"'):]
            item = item[:item.index("</li>")]
            assert 'data-ui="export-save"' in item and 'data-ui="delete"' in item and "Damaged" in item


def test_home_lists_escape_names() -> None:
    evil = "<img src=x onerror=alert(1)>"
    html = render_saves([{"id": "a1", "summary": {"title": "Ming-Dynastie", "players": [evil]}, "updated": 1},
                         {"id": "b2", "error": "This saved game is damaged."}])
    assert "<img" not in html and esc(evil) in html
    assert 'data-ui="delete"' in html and html.count('data-ui="continue"') == 1
    games = render_games([{"id": "x", "title": evil, "min_players": 1, "max_players": 2, "available": False}])
    assert "<img" not in games and "not yet available" in games
    assert render_saves([], empty="ui.saves.off") == '<li class="muted">Saving is off here, so there are no saved games.</li>'


def test_save_problems_are_shown_and_a_conflict_offers_reload() -> None:
    for kind in SAVE_PROBLEMS:
        html = render_save_problem(kind)
        assert esc(tr(T(f"ui.problem.{kind}"))) in html
        assert ('data-ui="reload-save"' in html) == (kind == "conflict")
    assert "not being saved" in render_save_problem("full") and "embed" in render_save_problem("embed")
    assert "nicht gespeichert" in render_save_problem("full", "de") and "Neu laden" not in render_save_problem("full", "de")


# -- fuzz: the reader raises SaveError or returns a valid save; the list never raises ------------

_PIECES = ['"', "\\", "[", "]", "{", "}", ",", ":", "0", "-1", "1e999", "9" * 400, "null", "true", '"x"',
           '"\\ud800"', "\x00", "é", '{"players":5}', "[" * 5000, "]" * 50, '"summary"', '"updated"', '"writes"']


def _mutate(rng: random.Random, text: str) -> str:
    for _ in range(rng.randint(1, 4)):
        i = rng.randint(0, len(text))
        op = rng.random()
        if op < 0.35:
            text = text[:i] + rng.choice(_PIECES) + text[i:]
        elif op < 0.6:
            text = text[:i] + text[i + rng.randint(1, 12):]
        elif op < 0.8:
            j = rng.randint(0, len(text))
            text = text[:i] + text[j:j + rng.randint(1, 30)] + text[i:]
        else:
            text = text[:i]
    return text


def _structural(rng: random.Random) -> str:
    """A save with one value swapped for a hostile one (right shape, wrong content)."""
    data = _save()
    hostile = [5, -1, 1.5, 10 ** 30, 10 ** 400, 1e300, True, None, "", "x" * 300, [], {}, ["A"] * 20, [None],
               {"a": 1}, "greedy", [[[[1]]]], [5, "A"]]
    target = rng.choice([data, data["summary"], data["record"]])
    target = dict(target)
    target[rng.choice(list(target) + ["extra"])] = rng.choice(hostile)
    if rng.random() < 0.5:
        data = {**data, "summary": target} if "title" in target else {**data, "record": target}
    else:
        data = target
    return json.dumps(data)


def _check_valid(saved: S.SavedGame) -> None:
    assert saved.id == "abc" and isinstance(saved.record, dict)
    assert isinstance(saved.bots, list) and all(b in (None, "random", "greedy") for b in saved.bots)
    assert isinstance(saved.updated, float) and 0 <= saved.updated <= S.MAX_TIME
    assert type(saved.writes) is int and 0 <= saved.writes <= S.MAX_COUNT
    for key, value in saved.summary.items():
        assert key in ("game", "title", "status", "players", "round", "over", "actions")
        if key == "players":
            assert all(isinstance(n, str) and len(n) <= S.MAX_TEXT for n in value)


def test_fuzz_save_reader_and_list() -> None:
    rng = random.Random(6_9)
    base = [_text(), S.SavedGame("abc", RECORD, [None, None]).to_json(), '["abc", "def"]', "[]"]
    counts = {"read": 0, "damaged": 0}
    for n in range(2000):  # a fixed number of cases: no time budget in a test
        text = _structural(rng) if n % 3 == 0 else _mutate(rng, rng.choice(base))
        try:
            _check_valid(S.parse_save(text, "abc"))
            counts["read"] += 1
        except S.SaveError:
            counts["damaged"] += 1
        index_text = _mutate(rng, rng.choice(base)) if n % 2 else text
        entries = S.list_entries(index_text, {"mingtable.save.abc": text, "mingtable.save.def": _text(id="def")})
        assert any(e["id"] == "def" and "error" not in e for e in entries)
        render_saves(entries)
    assert counts["read"] > 50 and counts["damaged"] > 500, counts
