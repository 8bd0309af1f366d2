"""Decisions shown step by step: the frames a session captures while the match carries out a
decision (one per log entry), and that capturing them changes nothing in the game."""

from __future__ import annotations

import json
import random

import mingtable
from mingtable.i18n import KEY
from mingtable.ui import pacing
from mingtable.ui.session import Session, new_session


def _keys(entries: list) -> list[str]:
    return [e.get(KEY) if isinstance(e, dict) else str(e) for e in entries]


def _play_until_step(session: Session, key: str, seed: int) -> tuple[int, list]:
    """Play random decisions (captured) until one writes a log entry ``key``; return the log
    length before it and the entries it wrote."""
    rng = random.Random(seed)
    m = session.match
    for _ in range(2000):
        assert m.to_move, f"the game ended without {key}"
        seat = m.to_move[0]
        before = len(m.log_entries)
        session.apply(rng.choice(m.legal_actions(seat)).id, seat, capture=True)
        written = m.log_entries[before:]
        if key in _keys(written):
            return before, written
    raise AssertionError(f"no {key} in 2000 decisions")


def _check_frames(session: Session, before: int, written: list) -> None:
    frames = session.frames
    # one frame per entry written, each ending at its own entry
    assert [f.log_len for f in frames] == list(range(before + 1, before + len(written) + 1))
    # each frame is the view of that moment, kept as it was
    texts = [json.dumps(f.view, sort_keys=True, default=str) for f in frames]
    assert len(set(texts)) > 1, "the steps all look the same"


def test_ming_dynastie_scoring_is_captured_step_by_step() -> None:
    s = new_session("ming-dynastie", [{"name": n} for n in ("Ann", "Ben", "Cy")], 5, {}, "p1")
    before, written = _play_until_step(s, "md.log.scoring", 5)
    assert len(written) >= 3
    _check_frames(s, before, written)
    # the scores move during the steps: some frame differs from the next in a player's score
    scores = [json.dumps(f.view.get("players"), sort_keys=True, default=str) for f in s.frames]
    assert len(set(scores)) > 1


def test_ming_voyages_combat_is_captured_step_by_step() -> None:
    s = new_session("ming-voyages", [{"name": "Ann"}], 3, {}, "p2")  # solo: the bot deck plays inside the rules
    before, written = _play_until_step(s, "mv.log.combat", 3)
    _check_frames(s, before, written)


def test_a_frame_is_a_copy_of_its_moment() -> None:
    """Later steps do not change the view captured at an earlier one (views may share the
    state's lists)."""
    s = new_session("ming-voyages", [{"name": "Ann"}], 1, {}, "p3")
    rng = random.Random(1)
    m = s.match
    for _ in range(300):
        if not m.to_move:
            break
        snapshots: list[str] = []
        seat = m.to_move[0]
        action = rng.choice(m.legal_actions(seat)).id
        # the same decision on a copy of the match, observed directly, gives the frames' views
        twin = mingtable.load(m.record())
        twin.apply(action, seat, observe=lambda: snapshots.append(json.dumps(twin.view(s.frame_viewer()), sort_keys=True, default=str)))
        s.apply(action, seat, capture=True)
        assert [json.dumps(f.view, sort_keys=True, default=str) for f in s.frames] == snapshots


def test_capturing_changes_neither_record_nor_state() -> None:
    for game, players in (("ming-dynastie", ["A", "B", "C", "D"]), ("ming-voyages", ["A", "B"]), ("ming-voyages", ["A"])):
        plain = mingtable.new_game(game, players, seed=9)
        watched = new_session(game, [{"name": p} for p in players], 9, {}, "p4")
        rng = random.Random(9)
        steps = 0
        while plain.to_move:
            seat = plain.to_move[0]
            action = rng.choice(plain.legal_actions(seat)).id
            plain.apply(action, seat)
            watched.apply(action, seat, capture=True)
            steps += len(watched.frames)
        assert watched.match.record() == plain.record()
        assert watched.match.state_hash() == plain.state_hash()
        assert watched.match.log_entries == plain.log_entries
        assert steps > 0


def test_no_capture_no_frames() -> None:
    s = new_session("ming-dynastie", [{"name": "A"}, {"name": "B", "bot": "random"}], 2, {}, "p5")
    s.apply(s.match.legal_actions(s.human_to_move())[0].id)
    assert s.frames == []
    s.bot_step(capture=True)
    assert all(f.log_len <= len(s.match.log_entries) for f in s.frames)


def test_frames_show_the_one_person_at_the_device_else_the_public_view() -> None:
    assert new_session("ming-dynastie", [{"name": "A"}, {"name": "B", "bot": "random"}], 2, {}, "p6").frame_viewer() == 0
    assert new_session("ming-dynastie", [{"name": "A"}, {"name": "B"}], 2, {}, "p7").frame_viewer() is None


def test_speed_read_from_storage_is_checked() -> None:
    assert pacing.read_speed("fast") == "fast"
    for bad in (None, "", "FAST", "warp", 3, "instant "):
        assert pacing.read_speed(bad) == pacing.DEFAULT_SPEED == "normal"
    assert pacing.step_ms("slow") > pacing.step_ms("normal") > pacing.step_ms("fast") > pacing.step_ms("instant") == 0


def test_a_step_that_cannot_be_captured_leaves_the_decision_whole(monkeypatch) -> None:
    """A failing view in the middle of a decision costs only the steps, never the game."""
    plain = mingtable.new_game("ming-voyages", ["Ann"], seed=56)  # reserving B23 is a choice here
    plain.apply("reserve-B23")
    s = new_session("ming-voyages", [{"name": "Ann"}], 56, {}, "p8")
    real_view = s.match.view
    calls: list[int] = []

    def failing(seat: int | None = None) -> dict:
        calls.append(1)
        if len(calls) == 2:
            raise RuntimeError("no view now")
        return real_view(seat)

    monkeypatch.setattr(s.match, "view", failing)
    s.apply("reserve-B23", 0, capture=True)
    assert s.frames == [] and len(calls) == 2
    assert s.match.state_hash() == plain.state_hash() and s.match.record() == plain.record()
