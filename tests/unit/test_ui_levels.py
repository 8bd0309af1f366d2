"""Bot levels on the page (issue 9 item 4): easy = greedy, normal and hard = the strong bot
thinking 0.3 s and 1.5 s; what set-up offers, what saves and links carry, and the search a
thinking level runs on the page."""

from __future__ import annotations

import json

import mingtable
import pytest
from mingtable.i18n import tr
from mingtable.ui import games as G
from mingtable.ui import levels
from mingtable.ui import setup as F
from mingtable.ui.saves import parse_save
from mingtable.ui.session import Session, load_session, new_session
from mingtable.ui.share import ShareError, check_bots, decode_link, encode_link


def test_levels_and_their_bots() -> None:
    assert levels.engine_bot("normal") == ("strong", 300.0) and levels.engine_bot("hard") == ("strong", 1500.0)
    assert levels.engine_bot("greedy") == ("greedy", 0.0) and levels.engine_bot("random") == ("random", 0.0)
    assert [k for k in levels.SEAT_KINDS if levels.thinks(k)] == ["normal", "hard"]
    assert not levels.thinks(None) and not levels.thinks("greedy")
    assert levels.seat_kind("easy") == "greedy" and levels.seat_kind("hard") == "hard"
    assert levels.seat_kind(None) is None and levels.seat_kind(3) == 3


@pytest.mark.parametrize("lang", ["en", "de"])
def test_set_up_offers_every_level_per_seat_in_both_languages(lang: str) -> None:
    spec = G.setup_spec("ming-voyages", lang)
    form = F.initial_state("ming-voyages", spec, lang)
    html = F.render_setup(mingtable.GAMES["ming-voyages"].to_json(), spec, form, G.bot_kinds("ming-voyages"), lang)
    for kind, en, de in (("greedy", "Easy bot", "Bot (leicht)"), ("normal", "Normal bot (thinks 0.3 s)", "Bot (normal, denkt 0,3 s)"),
                         ("hard", "Hard bot (thinks 1.5 s)", "Bot (schwer, denkt 1,5 s)")):
        assert f'<option value="{kind}">{en if lang == "en" else de}</option>' in html
    form = F.read_form(spec, form, {"seat-kind-0": "hard", "seat-kind-1": "normal"}, G.bot_kinds("ming-voyages"), lang)
    seats, options, seed = F.start_args(spec, form)
    assert [s["bot"] for s in seats] == ["hard", "normal"]
    session = new_session("ming-voyages", seats, 4, options, "s")
    assert session.bots == ["hard", "normal"]
    assert session.seat_tags(lang) == (["hard bot", "normal bot"] if lang == "en" else ["Bot (schwer)", "Bot (normal)"])


def test_new_game_takes_the_level_names_and_refuses_others() -> None:
    s = new_session("ming-dynastie", [{"name": "A", "bot": "easy"}, {"name": "B", "bot": "normal"},
                                      {"name": "C", "bot": "hard"}], 1, None, "x")
    assert s.bots == ["greedy", "normal", "hard"]
    with pytest.raises(ValueError, match="'easy', 'normal' or 'hard'"):
        new_session("ming-dynastie", [{"name": "A", "bot": "strong"}, {"name": "B"}], 1, None, "x")


def test_links_and_saves_carry_the_levels_and_old_ones_still_load() -> None:
    s = new_session("ming-dynastie", [{"name": "A", "bot": "hard"}, {"name": "B", "bot": None}], 2, None, "lv")
    record, bots = decode_link(encode_link(s.match.record(), s.bots))
    assert bots == ["hard", None] and load_session(record, bots, "l2").bots == ["hard", None]
    saved = s.saved()
    again = parse_save(saved.to_json(), "lv")
    assert again.bots == ["hard", None] and load_session(again.record, again.bots, "lv").bots == ["hard", None]
    assert load_session(s.record_with_bots(), None, "l3").bots == ["hard", None]  # an exported file
    old = json.loads(saved.to_json())
    old["bots"] = ["greedy", "random"]  # a save made before the levels
    assert parse_save(json.dumps(old), "lv").bots == ["greedy", "random"]
    assert check_bots(["random", "greedy"], ["A", "B"]) == ["random", "greedy"]
    for bad in ("strong", "easy", "HARD"):  # a link names the stored kinds only
        with pytest.raises(ShareError):
            check_bots([bad, None], ["A", "B"])


def test_a_thinking_level_searches_with_its_time() -> None:
    from mingtable.bots.search import Search

    s = new_session("ming-voyages", [{"name": "A", "bot": "normal"}, {"name": "B", "bot": "random"}], 3, None, "w")
    seat, search = s.bot_search()
    assert seat == 0 and isinstance(search, Search) and search.match is s.match and search.seat == 0
    assert search.bot.think_ms == 300.0 and search.bot.iterations is None  # its level's time, not a count
    assert search.bot.rng.s == type(search.bot.rng)(s.bot_seed(0)).s  # seeded by the position
    s.bot_answer(0, s.match.legal_actions(0)[0].id, 0.625)
    assert s.bot_search() is None  # the random bot decides at once
    (note,) = s.notes().values()
    assert note == [s.bot_notes[len(s.match.log_entries)]] and tr(note[0], "en") == "A expects to win with a chance of 62 %."


def test_a_single_legal_action_needs_no_thinking() -> None:
    s = new_session("ming-dynastie", [{"name": "A", "bot": "hard"}, {"name": "B", "bot": "hard"}], 3, None, "one")
    asked: set[int] = set()
    single = 0
    while not s.match.outcome and s.bot_to_move() is not None and single < 3:
        found = s.bot_search()
        if len(s.match.legal_actions(s.bot_to_move())) == 1:
            assert found is None
            single += 1
            s.bot_step()  # at once: the strong bot does not search a single action
        else:
            asked.add(found[0])
            s.bot_fallback(found[0])  # say, the search failed
    assert single == 3 and asked
    assert len(s.fallback_notes) == len(asked)  # a bot that never thought says so once


def test_notes_go_with_the_log_entries_they_follow() -> None:
    s = Session(mingtable.new_game("ming-dynastie", ["A", "B"], seed=6), [None, "hard"], "n")
    while s.bot_to_move() is None:
        s.apply(s.match.legal_actions()[0].id)
    s.bot_fallback(1)
    first = len(s.match.log_entries)
    assert list(s.notes()) == [first]
    s.fallback_notes[10_000] = "past the end"
    seat = s.match.to_move[0]
    s.bot_answer(seat, s.match.legal_actions(seat)[0].id, 0.9)  # any next decision
    assert list(s.notes()) == [first]  # the note past the end of the log went; a person plays: no chance said
