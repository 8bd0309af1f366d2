"""Saved games as plain data: damaged entries are reported, never spread to the others."""

from __future__ import annotations

import json
import random
import re
import time
from pathlib import Path

import pytest

from mingtable.ui import saves as S
from mingtable.markup import esc
from mingtable.i18n import T, tr
from mingtable.ui.screens import SAVE_PROBLEMS, render_games, render_save_problem, render_saves, save_state
from mingtable.ui.session import load_session

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"

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
        running, over = html.split('data-group="finished"')  # in progress first, finished last
        assert '<li class="save finished" data-save="f1"' in over and finished in over and result in over
        assert '<li class="save" data-save="g2"' in running
        assert going not in over and going in running and finished not in running


# -- the groups on the home screen (issue 20 item 10) -------------------------------------------

def _entry(sid: str, updated: float, **summary: object) -> dict:
    return {"id": sid, "summary": {**SUMMARY, **summary}, "updated": updated}


GROUPED = [
    _entry("old", 1.0),
    _entry("done-friends", 9.0, over=True, friends="t1", winners=["A"]),
    {"id": "broken", "error": T("ui.save.is_damaged", why=T("ui.save.why.json")), "updated": 0.0},
    _entry("friends", 4.0, friends="t2", to_play=["B"]),
    _entry("new", 7.0),
    _entry("done", 3.0, over=True, winners=["A", "B"]),
    _entry("mid", 5.0),
]


def test_saves_are_grouped_in_progress_with_friends_finished_each_newest_first() -> None:
    groups = S.group_entries(GROUPED)
    assert [(g, [e["id"] for e in items]) for g, items in groups] == [
        ("playing", ["new", "mid", "old"]),
        ("friends", ["friends"]),
        ("finished", ["done-friends", "done"]),  # a finished game with friends is finished
        ("damaged", ["broken"]),
    ]
    assert S.group_entries(GROUPED[:1]) == [("playing", GROUPED[:1])]  # no empty groups
    assert S.finished_ids(GROUPED) == ["done-friends", "done"]
    assert S.finished_ids([{"id": "x", "error": "damaged", "summary": {"over": True}}]) == []
    html = render_saves(GROUPED)
    headings = re.findall(r'<h3 class="save-group-title" id="saves-(\w+)">([^<]+)</h3>', html)
    assert headings == [("playing", "In progress"), ("friends", "With friends"), ("finished", "Finished"),
                        ("damaged", "Damaged")]
    assert [m for m in re.findall(r'data-save="([\w-]+)"', html)] == [
        "new", "mid", "old", "friends", "done-friends", "done", "broken"]
    assert 'aria-labelledby="saves-finished"' in html and html.count('<ul class="saves"') == 4
    # "Delete finished games" only in the finished group, and no question yet
    finished = html[html.index('data-group="finished"'):html.index('data-group="damaged"')]
    assert html.count('data-ui="delete-finished"') == 1 and 'data-ui="delete-finished"' in finished
    assert 'id="delete-question"' not in html
    de = render_saves(GROUPED, lang="de")
    assert all(f">{t}</h3>" in de for t in ("Laufende Spiele", "Mit Freunden", "Beendete Spiele", "Beschädigt"))
    assert ">Beendete Spiele löschen<" in de


def test_games_with_friends_where_it_is_your_turn_come_first_and_say_so() -> None:
    """Issue 34, item 2: among the games with friends, those where this device decides now come
    first (newest first among them), marked "your turn"; the others after, newest first. With
    one of them, the games with friends come before the games played on this device alone."""
    def friends(sid: str, updated: float, yours: bool) -> dict[str, Any]:
        return {"id": sid, "updated": updated, "summary": {"game": "confucius", "players": ["Ann", "Ben"], "over": False,
                                                            "friends": "abcdefghijkl", "your_turn": yours}}
    entries = [friends("new-waiting", 9, False), friends("old-yours", 1, True), friends("mid-yours", 5, True),
               friends("mid-waiting", 4, False)]
    assert [e["id"] for g, items in S.group_entries(entries) for e in items] == \
        ["mid-yours", "old-yours", "new-waiting", "mid-waiting"]
    alone = {"id": "alone", "updated": 10, "summary": {"game": "confucius", "players": ["Ann", "Bot"], "over": False}}
    assert [g for g, _ in S.group_entries([alone, *entries])] == ["friends", "playing"]
    assert [g for g, _ in S.group_entries([alone, entries[0], entries[3]])] == ["playing", "friends"]  # none waits for it
    html = render_saves(entries)
    assert html.count('class="badge your-turn">your turn<') == 2
    assert render_saves(entries, lang="de").count(">du bist dran<") == 2


def test_a_saved_game_with_friends_knows_whether_it_is_this_devices_turn() -> None:
    from mingtable.ui.session import new_session

    session = new_session("ming-voyages", [{"name": "Ann"}, {"name": "Ben", "remote": True}], 3, None, "game")
    seat = session.table.seat
    assert session.saved().summary["your_turn"] == (seat in session.match.to_move)
    assert S.parse_save(session.saved().to_json(), "game").summary["your_turn"] == (seat in session.match.to_move)


def test_deleting_the_finished_games_asks_first() -> None:
    html = render_saves(GROUPED, confirm_finished=2)
    question = re.search(r'<p class="delete-question" id="delete-question" role="alert">([^<]+)</p>', html)
    assert question and question.group(1) == "Delete 2 finished games? This cannot be undone."
    assert 'data-ui="delete-finished"' not in html and html.count('data-ui="delete-finished-yes"') == 1
    assert 'data-ui="delete-no" id="delete-cancel"' in html
    assert question.start() > html.index('data-group="finished"')  # asked in the finished group
    assert "1 finished game?" in render_saves(GROUPED, confirm_finished=1)
    assert "2 beendete Spiele löschen? Das lässt sich nicht rückgängig machen." in render_saves(GROUPED, lang="de",
                                                                                              confirm_finished=2)


def test_one_status_wording_for_every_game() -> None:
    from mingtable.ui.session import new_session

    expected = {"ming-dynastie": ("round 1 of 6", "Runde 1 von 6"), "confucius": ("round 1", "Runde 1"),
                "ming-voyages": ("stage 1, round 1", "Etappe 1, Runde 1"), "yin-yang": ("year 1 of 5", "Jahr 1 von 5")}
    for game, (en, de) in expected.items():
        players = 2 if game != "confucius" else 3
        session = new_session(game, [{"name": f"N{i}<b>"} for i in range(players)], 5, None, "s")
        summary = session.saved().summary
        deciders = [session.match.players[s] for s in session.match.to_move]
        assert summary["to_play"] == deciders and "winners" not in summary and "turn" not in summary
        who_en = " and ".join(deciders)
        assert save_state(summary, "en") == f"{en} · {who_en} to play", game
        assert save_state(summary, "de") == f"{de} · am Zug: {' und '.join(deciders)}", game
        assert S.parse_save(session.saved().to_json(), "s").summary == summary  # it is stored as it is
    # Finished: who won, from the engine's outcome.
    for name in ("ming-dynastie-2p-greedy", "yin-yang-4p-greedy", "confucius-3p-random", "ming-voyages-match-greedy"):
        record = json.loads((FIXTURES / f"{name}.json").read_text(encoding="utf-8"))
        session = load_session(record, None, "s")
        summary = session.saved().summary
        winners = [session.match.players[s] for s in session.match.outcome["winners"]]
        assert summary["over"] is True and summary["winners"] == winners and winners and "to_play" not in summary
        assert save_state(summary, "en") == f"finished: {' and '.join(winners)} won"
        assert save_state(summary, "de") == f"beendet: Sieg für {' und '.join(winners)}"
    solo = load_session(json.loads((FIXTURES / "yin-yang-solo-greedy.json").read_text(encoding="utf-8")), None, "s")
    assert solo.saved().summary["winners"] == []
    assert save_state(solo.saved().summary) == "finished: no one won"
    assert save_state(solo.saved().summary, "de") == "beendet: niemand hat gewonnen"
    # Two at once, and saves from before: no names, or only the friends' "turn".
    assert save_state({**SUMMARY, "status": {"en": "round 3 of 6"}, "to_play": ["A", "B"]}) == "round 3 of 6 · A and B to play"
    assert save_state({"over": True, "winners": ["A", "B"]}) == "finished: A and B won"
    assert save_state({"over": True}) == "finished" and save_state({"round": 2}) == "round 2"
    assert save_state({"round": 2, "turn": "Ann"}, "de") == "Runde 2 · am Zug: Ann"
    html = render_saves([_entry("x", 1.0, to_play=["<i>A</i>"]), _entry("y", 2.0, over=True, winners=["<b>W</b>"])])
    assert "&lt;i&gt;A&lt;/i&gt; to play" in html and "finished: &lt;b&gt;W&lt;/b&gt; won" in html
    assert "<i>" not in html and "<b>" not in html


@pytest.mark.parametrize("field, value", [("to_play", "A"), ("to_play", [1]), ("winners", ["x" * 201]),
                                          ("winners", ["A"] * 9), ("winners", None)])
def test_names_in_the_summary_are_checked(field: str, value: object) -> None:
    with pytest.raises(S.SaveError, match=f"summary field '{field}'"):
        S.parse_save(_text(summary={**SUMMARY, field: value}), "abc")


# -- one entry per game: a share link finds the save it continues -------------------------------

def _game(sid: str, actions: list[str], updated: float = 1.0, **record: object) -> S.SavedGame:
    return S.SavedGame(sid, {**RECORD, "actions": actions, **record}, [None, None], updated)


def test_a_link_brings_the_save_of_its_game_up_to_date() -> None:
    link = {**RECORD, "actions": ["a", "b", "c"]}
    same = _game("same", ["a", "b", "c"])
    behind = _game("behind", ["a"])
    assert S.link_target([same], link) is same  # the same link opened twice: one save
    assert S.link_target([behind], link) is behind  # a link that goes on from the save
    assert S.link_target([_game("start", [])], link).id == "start"
    assert S.link_target([behind, same], link) is same  # the one furthest on
    assert S.link_target([_game("one", ["a"], 1.0), _game("two", ["a"], 2.0)], link).id == "two"  # then the newest


@pytest.mark.parametrize("saved", [
    _game("ahead", ["a", "b", "c", "d"]),     # played on since: its decisions are never thrown away
    _game("fork", ["a", "x"]),                # another course of the game
    _game("seed", ["a"], seed=2),             # another game
    _game("names", ["a"], players=["A", "C"]),
    _game("options", ["a"], options={"start_player": 1}),
    _game("kind", ["a"], game="confucius"),
    _game("seed-type", ["a"], seed=True),      # 1 == True, but not the same seed
])
def test_a_link_never_overwrites_another_game_or_a_save_further_on(saved: S.SavedGame) -> None:
    assert S.link_target([saved], {**RECORD, "actions": ["a", "b", "c"]}) is None


def test_a_game_with_friends_is_not_found_by_a_share_link() -> None:
    from mingtable.ui.friends import create

    friends = S.SavedGame("f", {**RECORD, "actions": ["a"]}, [None, "remote"], 1.0, table=create(2, [0, 1], 0))
    assert S.link_target([friends], {**RECORD, "actions": ["a", "b"]}) is None
    assert S.link_target([_game("x", ["a"])], {**RECORD, "actions": "ab"}) is None


def test_saved_games_skips_damaged_ones() -> None:
    stored = {S.save_key("good"): _game("good", []).to_json(), S.save_key("bad"): "{", "other": "x"}
    assert [g.id for g in S.saved_games('["bad", "good"]', stored)] == ["good"]


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
