"""The engine facade (design.md section 4): names, records, errors, bots and the CLI."""

from __future__ import annotations

import copy
import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import pytest

import mingtable
from mingtable.__main__ import main, play_out
from mingtable.bots import make_bot
from mingtable.engine.errors import MingTableError
from mingtable.engine.rng import Rng
from mingtable.i18n import T, tr

ROOT = Path(__file__).resolve().parents[2]


def test_catalogue_lists_four_games(monkeypatch: pytest.MonkeyPatch) -> None:
    assert list(mingtable.GAMES) == ["ming-dynastie", "confucius", "ming-voyages", "yin-yang"]
    md = mingtable.GAMES["ming-dynastie"]
    assert (md.min_players, md.max_players, md.available) == (2, 4, True)
    assert md.options["start_player"] == "random"
    assert mingtable.GAMES["confucius"].available  # the app draws it (games/confucius/render.py)
    assert mingtable.new_game("confucius", ["A", "B", "C"], seed=1).to_move
    assert mingtable.GAMES["yin-yang"].available and mingtable.new_game("yin-yang", ["A", "B"], seed=1).to_move
    # a catalogue entry marked unavailable is refused with its title
    yin_yang = mingtable.games.get("yin-yang").rules
    monkeypatch.setattr(yin_yang, "info", dataclasses.replace(yin_yang.info, available=False))
    with pytest.raises(ValueError, match="Yin Yang is not available yet"):
        mingtable.new_game("yin-yang", ["A", "B"])


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
    assert rec["format"] == "mingtable-record" and rec["version"] == 2 and len(rec["actions"]) == 40
    assert rec["seed"] == "3"  # decimal text: a seed of 128 bits survives JavaScript's numbers
    assert m.actions == tuple(rec["actions"])  # the cheap accessor the page and the bots use
    again = mingtable.load(json.loads(json.dumps(rec)))
    assert again.state_hash() == m.state_hash() and again.log == m.log
    m.undo()
    assert len(m.actions) < 40 and list(m.actions) == m.record()["actions"]


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
        (lambda r: {**r, "actions": r["actions"][:10] + [7]}, "is not an action id"),
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
    bad.write_text("[" * 100_000 + "]" * 100_000)
    run = subprocess.run([sys.executable, "-m", "mingtable", "replay", str(bad)], capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 1 and "nested too deeply" in run.stderr and "Traceback" not in run.stderr


# -- issue 6.10: load keeps its contract for any JSON value ---------------------------------

def _nested(levels: int) -> list:
    value: list = []
    for _ in range(levels):
        value = [value]
    return value


HUGE = 10**5000  # more digits than Python will turn into text


@pytest.mark.parametrize(
    "tamper, message",
    [
        (lambda r: {**r, "version": True}, "version True"),
        (lambda r: {**r, "version": 1.0}, "version 1.0"),
        (lambda r: {**r, "version": "1"}, "version '1'"),
        (lambda r: {**r, "version": HUGE}, "version a very large number"),
        (lambda r: {**r, "version": _nested(100_000)}, "version a list"),
        (lambda r: {k: v for k, v in r.items() if k != "seed"}, "has no seed"),
        (lambda r: {**r, "seed": None}, "has no seed"),
        (lambda r: {**r, "seed": True}, "seed True"),
        (lambda r: {**r, "seed": 3.0}, "seed 3.0"),
        (lambda r: {**r, "seed": 2**63}, "seed"),
        (lambda r: {**r, "seed": HUGE}, "a very large number"),
        (lambda r: {**r, "game": _nested(100_000)}, "Unknown game a list"),
        (lambda r: {**r, "players": ["A" * 41, "B", "C"]}, "player 1 is longer than 40"),
        (lambda r: {**r, "players": [_nested(100_000), "B", "C"]}, "list of names"),
        (lambda r: {**r, "options": _nested(100_000)}, "options"),
        (lambda r: {**r, "options": {"colours": _nested(100_000)}}, "options"),
        (lambda r: {**r, "options": {"start_player": HUGE}}, "options"),
        (lambda r: {**r, "actions": ["1" * 4301 + ":prince-SX1"]}, "Action 1 of 1 \\('1111"),
        (lambda r: {**r, "actions": ["1000:prince-SX1"]}, "does not replay"),
        (lambda r: {**r, "actions": [_nested(100_000)]}, "Action 1 of 1 \\(a list\\)"),
        (lambda r: {**r, "actions": ["x" * 65]}, "1 to 64 characters"),
        (lambda r: {**r, "actions": ["pass"] * (mingtable.MAX_ACTIONS + 1)}, "no game needs more than 10000"),
    ],
)
def test_malformed_records_raise_bad_record_with_a_short_message(tamper, message: str) -> None:
    with pytest.raises(mingtable.BadRecord, match=message) as err:
        mingtable.load(tamper(copy.deepcopy(good_record())))
    assert len(str(err.value)) < 200


def test_a_record_without_options_still_loads() -> None:
    rec = {k: v for k, v in good_record().items() if k != "options"}
    assert mingtable.load(rec).outcome == good_record()["outcome"]


def _at_return_cards(seed: int = 4) -> mingtable.Match:
    m = mingtable.new_game("ming-dynastie", ["Ann", "Ben"], seed=seed, version=1)  # a deal found with version 1
    rng = Rng(seed)
    while not (m.state.phase == "scoring" and m.state.stage == "returns"):
        m.apply(rng.choice([a for a in m.legal_actions() if not a.id.startswith("return-card")]).id)
    return m


def test_a_card_laid_and_taken_back_leaves_no_trace_in_the_record() -> None:
    m = _at_return_cards()
    seat = m.to_move[0]
    start, actions = m.state_hash(), m.record()["actions"]
    for _ in range(1000):
        m.apply("return-card-0", seat)
        m.apply("return-card-0", seat)
    assert m.record()["actions"] == actions and m.state_hash() == start and not m.can_undo
    m.apply("return-card-1", seat)
    m.apply("return-card-0", seat)
    m.apply("return-card-0", seat)  # taken back: only the 1 remains, and undo takes it back
    assert m.record()["actions"][len(actions):] == ["return-card-1"]
    assert mingtable.load(m.record()).state_hash() == m.state_hash()
    m.undo()
    assert m.state_hash() == start and m.record()["actions"] == actions and not m.can_undo


def test_a_stored_back_and_forth_replays_to_the_short_record() -> None:
    m = _at_return_cards()
    seat = m.to_move[0]
    record = m.record()
    short = mingtable.load(record)
    record["actions"] += [f"{seat}:return-card-0", f"{seat}:return-card-0"] * 100
    again = mingtable.load(record)
    assert again.state_hash() == short.state_hash() and again.record() == short.record()


# -- issue 6.11: seats are ints ---------------------------------------------------------------

@pytest.mark.parametrize("seat", [True, False, 1.0, "0", -1, 3, 2**70])
def test_seats_must_be_ints_of_the_game(seat: object) -> None:
    m = mingtable.new_game("ming-dynastie", ["Ann", "Ben", "Cy"], seed=3, options={"start_player": 1})
    action = m.legal_actions()[0].id
    before = m.state_hash()
    with pytest.raises(mingtable.IllegalAction, match="is not a seat of this game"):
        m.apply(action, seat)
    with pytest.raises(mingtable.IllegalAction, match="is not a seat"):
        m.legal_actions(seat)
    with pytest.raises(mingtable.IllegalAction, match="is not a seat"):
        m.view(seat)
    assert m.record()["actions"] == [] and m.state_hash() == before
    m.apply(action, 1)
    assert m.record()["actions"] == [action]


def test_a_session_refuses_a_bool_seat_too() -> None:
    from mingtable.ui.session import new_session

    s = new_session("ming-dynastie", [{"name": "A"}, {"name": "B"}], 2, {"start_player": 1}, "x")
    with pytest.raises(mingtable.IllegalAction):
        s.apply(s.match.legal_actions()[0].id, True)
    assert s.match.record()["actions"] == []


# -- issue 6.13: any name can be stored, shared and exported ------------------------------------

def test_names_are_cleaned_so_every_record_is_valid_utf8() -> None:
    m = mingtable.new_game("ming-dynastie", ["\ud800Ann", "  B\x00e\nn\x7f ", "\u200b" * 3, "\t"], seed=1)
    assert m.players == ["\ufffdAnn", "B e n", "Player 3", "Player 4"]  # zero-width only: no name
    json.dumps(m.record(), ensure_ascii=False).encode("utf-8")  # strict: would fail on a surrogate
    assert mingtable.clean_name("x" * 100) == "x" * 40
    assert mingtable.clean_name(" " * 10_000 + "Ann" + " " * 10_000) == "Ann"


def test_names_lose_the_invisible_characters_that_let_one_pose_as_another() -> None:
    """Issue 32, item 7: bidi overrides and isolates, zero-width spaces and joiners, a word
    joiner, a byte order mark and line separators are removed; what a name shows stays."""
    posing = ["\u202eneB", "B\u200ben", "\u2066Ben\u2069", "\ufeffBen\u2060", "Be\u200dn", "Ben\u2028"]
    assert [mingtable.clean_name(name) for name in posing] == ["neB", "Ben", "Ben", "Ben", "Ben", "Ben"]
    assert mingtable.clean_name("Zoë 李明") == "Zoë 李明"
    assert mingtable.same_names("Ben", "BEN") and mingtable.same_names("Ｂｅｎ", "Ben")  # fullwidth letters
    assert not mingtable.same_names("Ben", "Ann")


def test_a_stored_name_with_a_lone_surrogate_loads_cleaned() -> None:
    rec = good_record()
    rec["players"][0] = "Ann\udfff"
    m = mingtable.load(rec)
    assert m.players[0] == "Ann\ufffd" and m.outcome == rec["outcome"]


# -- issue 19, item 7: options and records are checked by exact type ----------------------------

class _Text(str):
    """A ``str`` subclass: equal to a valid text, yet not one (only the Python API can pass it)."""


class _Int(int):
    """An ``int`` subclass (as ``bool`` is one): no JSON number."""


def _dict_subclass(value: dict) -> dict:
    return type("Record", (dict,), {})(value)


#: Each refusal in the catalogue's words, English and German.
REFUSALS = {
    "colours": ("Option 'colours' must be a list with one colour per player.",
                "Die Option 'colours' muss eine Liste mit einer Farbe pro Spieler sein."),
    "colour": ("Colours must be distinct, from red, yellow, green, blue.",
               "Die Farben müssen verschieden sein, aus red, yellow, green, blue."),
    "start_player": ("Option 'start_player' must be 'random' or a seat number.",
                     "Die Option 'start_player' muss 'random' oder eine Sitznummer sein."),
    "advanced": ("The option advanced must be true or false.", "Die Option advanced muss true oder false sein."),
    "admiral": ("The option admiral must be true or false.", "Die Option admiral muss true oder false sein."),
    "emperor": ("Option 'emperor' must be the seat (0 or 1) playing the Emperor; solo players are the Emperor.",
                "Die Option 'emperor' muss der Platz (0 oder 1) sein, der den Kaiser spielt; solo spielst du den Kaiser."),
    "difficulty": ("Option 'difficulty' must be one of easy, normal, hard.",
                   "Die Option 'difficulty' muss einer dieser Werte sein: easy, normal, hard."),
    "match": ("Option 'match' must be true or false.", "Die Option 'match' muss true oder false sein."),
    "reference_stacks": ("reference_stacks must be true or false.", "reference_stacks muss true oder false sein."),
    "free_tiles": ("free_tiles must be true or false, and true only for the solo game.",
                   "free_tiles muss true oder false sein, und true nur im Solospiel."),
}
#: (game, players, options, refusal): a value of another type for every option of the four games;
#: a float or a bool where a seat (an int) is expected, an int or a text for a boolean, a list,
#: tuple or text for another, a str subclass for a text.
WRONG_OPTIONS = [
    ("ming-dynastie", 2, {"colours": None}, "colours"),
    ("ming-dynastie", 2, {"colours": []}, "colours"),
    ("ming-dynastie", 2, {"colours": 0}, "colours"),
    ("ming-dynastie", 2, {"colours": "red"}, "colours"),
    ("ming-dynastie", 2, {"colours": ("red", "blue")}, "colours"),
    ("ming-dynastie", 2, {"colours": ["red", 1.0]}, "colour"),
    ("ming-dynastie", 2, {"colours": ["red", ["blue"]]}, "colour"),
    ("ming-dynastie", 2, {"colours": ["red", _Text("blue")]}, "colour"),
    ("ming-dynastie", 2, {"start_player": 1.0}, "start_player"),
    ("ming-dynastie", 2, {"start_player": True}, "start_player"),
    ("ming-dynastie", 2, {"start_player": "1"}, "start_player"),
    ("ming-dynastie", 2, {"start_player": None}, "start_player"),
    ("ming-dynastie", 2, {"start_player": ["random"]}, "start_player"),
    ("ming-dynastie", 2, {"start_player": _Text("random")}, "start_player"),
    ("confucius", 3, {"advanced": 1}, "advanced"),
    ("confucius", 3, {"advanced": 0.0}, "advanced"),
    ("confucius", 3, {"advanced": "true"}, "advanced"),
    ("confucius", 3, {"admiral": None}, "admiral"),
    ("confucius", 3, {"admiral": [True]}, "admiral"),
    ("ming-voyages", 2, {"emperor": 1.0}, "emperor"),
    ("ming-voyages", 2, {"emperor": 0.0}, "emperor"),
    ("ming-voyages", 2, {"emperor": True}, "emperor"),
    ("ming-voyages", 2, {"emperor": "1"}, "emperor"),
    ("ming-voyages", 2, {"emperor": [1]}, "emperor"),
    ("ming-voyages", 2, {"emperor": None}, "emperor"),
    ("ming-voyages", 1, {"difficulty": ["hard"]}, "difficulty"),
    ("ming-voyages", 1, {"difficulty": 1}, "difficulty"),
    ("ming-voyages", 1, {"difficulty": None}, "difficulty"),
    ("ming-voyages", 1, {"difficulty": _Text("hard")}, "difficulty"),
    ("ming-voyages", 2, {"match": 1}, "match"),
    ("ming-voyages", 2, {"match": 1.0}, "match"),
    ("ming-voyages", 2, {"match": "true"}, "match"),
    ("yin-yang", 2, {"reference_stacks": 1}, "reference_stacks"),
    ("yin-yang", 2, {"reference_stacks": 0.0}, "reference_stacks"),
    ("yin-yang", 2, {"reference_stacks": [False]}, "reference_stacks"),
    ("yin-yang", 1, {"free_tiles": 1.0}, "free_tiles"),
    ("yin-yang", 1, {"free_tiles": "true"}, "free_tiles"),
    ("yin-yang", 1, {"free_tiles": None}, "free_tiles"),
]


def _simple(value: object) -> bool:
    """Whether a record's options may hold ``value`` (docs/architecture.md, "Records"): a JSON
    scalar of its exact type, or a list of them."""
    def scalar(v: object) -> bool:
        return v is None or type(v) in (bool, int, float, str)
    return scalar(value) or (type(value) is list and all(map(scalar, value)))


@pytest.mark.parametrize("game, players, options, refusal", WRONG_OPTIONS)
def test_an_option_of_another_type_is_refused_in_the_catalogues_words(game: str, players: int, options: dict,
                                                                       refusal: str) -> None:
    en, de = REFUSALS[refusal]
    names = ["Ann", "Ben", "Cy"][:players]
    with pytest.raises(MingTableError) as err:
        mingtable.new_game(game, names, seed=1, options=options)
    assert type(err.value) is MingTableError
    assert (str(err.value), err.value.text_in("de")) == (en, de)
    # The same value in a record of that game: a BadRecord that says the same, in either language.
    record = {**mingtable.new_game(game, names, seed=1).record(), "options": options}
    with pytest.raises(mingtable.BadRecord) as err:
        mingtable.load(record)
    if all(map(_simple, options.values())):
        assert (str(err.value), err.value.text_in("de")) == (
            f"The record's set-up is invalid: {en}", f"Der Spielaufbau der Aufzeichnung ist ungültig: {de}")
    else:  # a tuple, a nested list or a str subclass: the record's own check refuses it first
        assert err.value.text == T("engine.record.options")


@pytest.mark.parametrize(
    "tamper, message",
    [
        (_dict_subclass, T("engine.record.object")),
        (lambda r: {**r, "format": _Text(r["format"])}, T("engine.record.format")),
        (lambda r: {**r, "game": _Text(r["game"])}, T("engine.record.game", game="'ming-dynastie'")),
        (lambda r: {**r, "players": [_Text(p) for p in r["players"]]}, T("engine.record.players")),
        (lambda r: {**r, "players": tuple(r["players"])}, T("engine.record.players")),
        (lambda r: {**r, "options": {"start_player": _Int(1)}}, T("engine.record.options")),
        (lambda r: {**r, "actions": tuple(r["actions"])}, T("engine.record.no_actions")),
        (lambda r: {**r, "actions": [_Text(r["actions"][0])]},
         T("engine.record.action", i=1, n=1, entry="'prince-BZ2'", limit=mingtable.MAX_ACTION_LENGTH)),
    ],
)
def test_a_record_part_that_only_looks_right_is_refused(tamper, message: dict) -> None:
    with pytest.raises(mingtable.BadRecord) as err:
        mingtable.load(tamper(good_record()))
    assert err.value.text == message
    assert str(err.value) == tr(message, "en") and err.value.text_in("de") == tr(message, "de") != str(err.value)


def test_a_seat_prefix_must_be_the_whole_entry() -> None:
    """``"1:pass\\n"`` is no action id of seat 1 (a regex ``$`` would let the line end pass)."""
    match = mingtable.new_game("ming-dynastie", ["Ann", "Ben"], seed=1)
    seat, first = match.to_move[0], match.legal_actions()[0].id
    record = {**match.record(), "actions": [f"{seat}:{first}\n"]}
    with pytest.raises(mingtable.BadRecord, match="does not replay"):
        mingtable.load(record)
    assert mingtable.load({**record, "actions": [f"{seat}:{first}"]}).record()["actions"] == [first]


@pytest.mark.parametrize("players, options, message", [
    (("Ann", "Ben"), None, T("engine.players_list")),
    ([_Text("Ann"), "Ben"], None, T("engine.players_list")),
    (["Ann", "Ben"], [("start_player", 0)], T("engine.options_object")),
    (["Ann", "Ben"], _dict_subclass({}), T("engine.options_object")),
])
def test_new_game_checks_players_and_options_by_exact_type(players, options, message: dict) -> None:
    with pytest.raises(MingTableError) as err:
        mingtable.new_game("ming-dynastie", players, seed=1, options=options)
    assert err.value.text == message and err.value.text_in("de") == tr(message, "de") != str(err.value)
