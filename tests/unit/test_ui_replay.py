"""Replays (issue 20, item 9; mingtable.ui.replay): the positions of a match after 0..n
decisions, the log entry -> position mapping, whose view is shown (never another seat's secrets
while the game runs), the choice of every seat's view once it is over, and a match that grows
(or is undone) while the replay is open."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

import mingtable
from mingtable.engine.match import parse_entry
from mingtable.i18n import T, tr
from mingtable.ui import games as G
from mingtable.ui.replay import Replay, announcement, render_bar, render_open
from mingtable.ui.session import Session, load_session, new_session

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def _record(name: str, cut: int | None = None) -> dict[str, Any]:
    record = json.loads((FIXTURES / name).read_text(encoding="utf-8"))
    record.pop("outcome", None)
    if cut is not None:
        record["actions"] = record["actions"][:cut]
    return record


def _play(match: mingtable.Match, entries: list[str]) -> None:
    for entry in entries:
        seat, action = parse_entry(entry)
        match.apply(action, seat)


def _fresh(record: dict[str, Any], k: int) -> mingtable.Match:
    """The match after the first ``k`` decisions of ``record``, replayed on its own."""
    return mingtable.load({**record, "actions": record["actions"][:k]})


def _same(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Two views alike but for ``can_undo`` (a replayed position offers no undo)."""
    strip = lambda v: json.dumps({k: x for k, x in v.items() if k != "can_undo"}, sort_keys=True, default=str)  # noqa: E731
    return strip(a) == strip(b)


def _random_session(game: str, players: int, seed: int, decisions: int, bots: list[str | None] | None = None) -> Session:
    """A session of ``game`` after ``decisions`` random decisions (a person per seat unless ``bots``)."""
    seats = [{"name": n, "bot": (bots or [None] * players)[i]} for i, n in enumerate(["Ann", "Ben", "Cy", "Dee"][:players])]
    session = new_session(game, seats, seed, {}, "r")
    rng = random.Random(seed)
    for _ in range(decisions):
        m = session.match
        seat = m.to_move[0]
        m.apply(rng.choice(m.legal_actions(seat)).id, seat)
    return session


RUNNING = [("ming-dynastie-3p-greedy.json", 60), ("confucius-4p-greedy.json", 50),
           ("ming-voyages-2p-greedy.json", 40), ("yin-yang-3p-random.json", 50)]


@pytest.mark.parametrize("name,cut", RUNNING)
def test_positions_are_the_match_after_each_decision(name: str, cut: int) -> None:
    record = _record(name, cut)
    session = load_session(record, None, "r")
    replay = Replay(session)
    assert replay.last_index == cut and replay.at == cut  # it opens on the latest position
    for k in (0, 1, cut // 2, cut - 1, cut):
        m = _fresh(record, k)
        assert replay.log_len(k) == len(m.log_entries)
        assert _same(replay.frame(k).view, m.view(None))
    assert replay.log_len(cut) == len(session.match.log_entries)
    assert replay.log_entries == session.match.log_entries
    # stepping stays within 0..n
    replay.first()
    assert replay.at == 0
    replay.back()
    assert replay.at == 0
    replay.forward()
    replay.forward()
    assert replay.at == 2
    assert _same(replay.frame().view, _fresh(record, 2).view(None)) and replay.frame().log_len == replay.log_len(2)
    replay.last()
    replay.forward()
    assert replay.at == cut


@pytest.mark.parametrize("name,cut", RUNNING[:2])
def test_a_log_entry_leads_to_the_position_right_after_the_decision_that_wrote_it(name: str, cut: int) -> None:
    record = _record(name, cut)
    replay = Replay(load_session(record, None, "r"))
    lens = [replay.log_len(k) for k in range(cut + 1)]
    assert lens == sorted(lens)
    for entry in range(lens[-1]):
        k = replay.goto_log(entry)
        assert replay.at == k
        # the entry is shown at k and was not yet written one decision earlier
        assert lens[k] > entry and (k == 0 or lens[k - 1] <= entry)
        if k > 0:  # the decision k wrote it: replaying it on its own writes it
            before, after = _fresh(record, k - 1), _fresh(record, k)
            assert len(before.log_entries) <= entry < len(after.log_entries)
    # the set-up's entries lead to the start; the position's own line leads back to it
    assert lens[0] > 0 and replay.goto_log(0) == 0
    replay.goto_log(lens[-1] - 1)
    assert replay.current_entry() == lens[-1] - 1
    for k in range(1, cut + 1):
        replay.at = k
        assert replay.step_entries() == range(lens[k - 1], lens[k])  # the lines decision k wrote
        if lens[k] > lens[k - 1]:  # decision k wrote a line
            assert replay.goto_log(replay.current_entry()) == k
            assert all(replay.goto_log(i) == k for i in range(lens[k - 1], lens[k]))
            replay.at = k
    replay.at = 0
    assert replay.step_entries() == range(0, lens[0])  # the set-up's lines
    # no such entry: the position stays
    replay.at = 3
    for bad in (-1, lens[-1], 10**6, "2", True):
        assert replay.goto_log(bad) == 3  # type: ignore[arg-type]


def test_hot_seat_shows_the_spectator_while_the_game_runs() -> None:
    record = _record("ming-dynastie-3p-greedy.json", 80)
    session = load_session(record, None, "r")  # three people at one device
    replay = Replay(session)
    assert replay.viewer is None and replay.viewers() == [None]
    assert not replay.choose(0) and replay.viewer is None
    hands = {tr(T("md.ui.hand_of", who=name), "en") for name in session.match.players}
    for k in range(0, 81, 5):
        frame = replay.frame(k)
        assert _same(frame.view, _fresh(record, k).view(None))
        out = G.render("ming-dynastie", frame.view, [], session.seat_tags(), "en")
        drawn = " ".join(out.values())
        assert not any(hand in drawn for hand in hands), k
    bar = render_bar(replay, "en")
    assert "<select" not in bar and "Move 80 of 80" in bar


def test_one_person_among_bots_sees_their_own_seat_only() -> None:
    record = _record("confucius-4p-greedy.json", 60)
    session = load_session(record, [None, "random", "greedy", "random"], "r")
    replay = Replay(session)
    assert replay.viewer == 0 and replay.viewers() == [0]
    own = tr(T("cf.ui.hand_of", who="Ann"), "en")
    others = {tr(T("cf.ui.hand_of", who=n), "en") for n in session.match.players[1:]}
    seen_own = False
    for k in range(0, 61, 6):
        frame = replay.frame(k)
        m = _fresh(record, k)
        assert _same(frame.view, m.view(0))
        drawn = " ".join(G.render("confucius", frame.view, [], session.seat_tags(), "en").values())
        assert not any(o in drawn for o in others), k
        seen_own = seen_own or own in drawn
    assert seen_own, "the person's own hand is shown"


def test_a_game_with_friends_shows_this_devices_seat() -> None:
    session = new_session("ming-voyages", [{"name": "Ann", "remote": True}, {"name": "Ben"}], 7, {}, "f")
    assert session.table is not None and session.table.seat == 1
    rng = random.Random(7)
    for _ in range(40):
        m = session.match
        seat = m.to_move[0]
        m.apply(rng.choice(m.legal_actions(seat)).id, seat)
    replay = Replay(session)
    assert replay.viewer == 1 and replay.viewers() == [1]
    record = session.match.record()
    hidden = 0
    for k in range(0, 41, 4):
        view = replay.frame(k).view
        m = _fresh(record, k)
        assert _same(view, m.view(1))
        # the cards only Ann knows of (her hand and reserve) never show
        known = json.dumps(m.view(1))
        secret = [c for c in (*m.view(0)["hand"], *m.view(0)["reserve"]) if f'"{c}"' not in known]
        hidden += len(secret)
        assert not [c for c in secret if f'"{c}"' in json.dumps(view)]
    assert hidden, "Ann held cards Ben does not know of"


@pytest.mark.parametrize("name", ["yin-yang-3p-random.json", "ming-dynastie-2p-greedy.json"])
def test_once_over_every_seats_view_can_be_chosen(name: str) -> None:
    record = _record(name)
    session = load_session(record, None, "r")
    assert session.match.outcome is not None
    replay = Replay(session)
    players = session.match.players
    assert replay.viewer is None and replay.viewers() == [None, *range(len(players))]
    k = len(record["actions"]) // 2
    replay.at = k
    m = _fresh(record, k)
    for seat in range(len(players)):
        assert replay.choose(seat) and replay.viewer == seat
        assert _same(replay.frame().view, m.view(seat))
    assert replay.choose(None) and _same(replay.frame().view, m.view(None))
    assert not replay.choose(len(players)) and replay.viewer is None
    replay.choose(1)
    bar = render_bar(replay, "de")
    assert "Zuschauer" in bar and 'selected value="1"' in bar.replace('value="1" selected', 'selected value="1"')
    assert f"Zug {k} von {len(record['actions'])}" in bar


def test_the_replay_grows_with_the_match_and_stays_where_it_is() -> None:
    record = _record("yin-yang-2p-greedy.json")
    session = load_session({**record, "actions": record["actions"][:30]}, None, "r")
    replay = Replay(session)
    replay.at = 12
    before = replay.frame().view
    _play(session.match, record["actions"][30:45])  # a bot moved, a link came
    replay.sync()
    assert replay.last_index == 45 and replay.at == 12
    assert _same(replay.frame().view, before)
    replay.last()
    assert _same(replay.frame().view, session.match.view(None))
    assert replay.log_len() == len(session.match.log_entries)


def test_an_undo_replays_again_and_keeps_the_position_if_it_is_still_there() -> None:
    session = _random_session("ming-dynastie", 3, 11, 0)
    m = session.match
    rng = random.Random(3)
    while not m.can_undo:  # play on until a decision can be taken back
        m.apply(rng.choice(m.legal_actions()).id)
    replay = Replay(session)
    n = replay.last_index
    replay.last()
    session.undo()
    replay.sync()
    assert replay.last_index == len(m.actions) < n and replay.at == replay.last_index
    assert _same(replay.frame().view, m.view(None))
    replay.at = 1
    m.apply(m.legal_actions()[-1].id)
    replay.sync()
    assert replay.at == 1 and replay.last_index == len(m.actions)


def test_the_game_ending_while_open_offers_every_view() -> None:
    record = _record("ming-voyages-solo-hard-greedy.json")
    session = load_session({**record, "actions": record["actions"][:-1]}, None, "r")
    replay = Replay(session)
    assert replay.viewer == 0 and replay.viewers() == [0]  # one person: their own view
    _play(session.match, record["actions"][-1:])
    replay.sync()
    assert session.match.outcome is not None and replay.viewers() == [None, 0] and replay.viewer == 0


def test_markup_is_text_and_in_both_languages() -> None:
    session = new_session("yin-yang", [{"name": "<b>Ann</b>"}, {"name": "Ben & Co"}], 5, {}, "m")
    replay = Replay(session)
    assert replay.last_index == 0
    en = render_bar(replay, "en")
    assert "Move 0 of 0" in en and 'aria-disabled="true"' in en and "Back to the game" in en
    for label in ("First", "Back", "Forward", "Last"):
        assert f">{label}</button>" in en
    de = render_bar(replay, "de")
    assert "Zug 0 von 0" in de and "Zurück zum Spiel" in de and ">Anfang<" in de
    assert "Replay" in render_open("en") and "Wiederholung" in render_open("de")
    said = announcement(replay, "en")
    assert said.startswith("Move 0 of 0: ")
    # names are text, never markup (they show in the log and the picker)
    rng = random.Random(5)
    m = session.match
    while m.outcome is None:
        m.apply(rng.choice(m.legal_actions()).id)
    replay.sync()
    bar = render_bar(replay, "en")
    assert "&lt;b&gt;Ann&lt;/b&gt;" in bar and "Ben &amp; Co" in bar and "<b>" not in bar
