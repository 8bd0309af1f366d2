"""The Confucius board and panel (games/confucius/render.py): every legal choice drawn once with
``data-action`` and an accessible name, hands only in their own seat's view, both languages."""

from __future__ import annotations

import re

import pytest

import mingtable
from mingtable.engine.rng import Rng
from mingtable.games.confucius import render as R
from mingtable.ui import games as G

GAME = "confucius"


def play(players: int, seed: int, options: dict | None = None, limit: int = 10_000):
    """A random game, yielding (match, seat) before every decision."""
    m = mingtable.new_game(GAME, [f"P{i}" for i in range(players)], seed=seed, options=options or {}, version=1)
    rng = Rng(seed)
    steps = 0
    while m.to_move and steps < limit:
        seat = m.to_move[0]
        yield m, seat
        legal = m.legal_actions(seat)
        m.apply(legal[rng.below(len(legal))].id, seat)
        steps += 1


@pytest.mark.parametrize("players,options", [(3, {}), (5, {"advanced": True, "admiral": True})])
def test_every_legal_action_is_drawn_exactly_once(players: int, options: dict) -> None:
    kinds = set()
    for m, seat in play(players, 7, options):
        view = m.view(seat)
        legal = m.legal_actions(seat)
        out = G.render(GAME, view, legal, [], "en")
        html = out["board"] + out["panel"]
        for a in legal:
            assert len(re.findall(rf'data-action="{re.escape(a.id)}"', html)) == 1, a.id
        assert html.count("data-action=") == len(legal)
        kinds.add(view["decision"]["kind"])
    assert m.outcome is not None
    assert {"turn", "pay"} <= kinds


def policy(ids: list[str], view: dict) -> str:
    """Nominate students, give and buy gifts, tutor with every card but one, pay with the
    last card offered, else take Tax Income or pass (a short game reaching a contested
    examination in round 2; tests/e2e/test_app_confucius.py clicks the same plan)."""
    d = view["decision"]
    for a in ("nominate-red", "nominate-white"):
        if a in ids:
            return a
    gifts = [a for a in ids if a.startswith("give-gift-")]
    if gifts:
        return gifts[0]
    for a in ("buy-gift-1", "tutor-red", "tutor-white"):
        if a in ids:
            return a
    if d["kind"] == "tutor":
        return "tutor-done" if "tutor-done" in ids else [a for a in ids if a.startswith("card-")][-1]
    if d["kind"] == "pay":
        return "pay-done" if "pay-done" in ids else [a for a in ids if a.startswith("pay-")][-1]
    for a in ("tax", "pass"):
        if a in ids:
            return a
    return ids[0]


def test_hand_only_in_own_view_and_tutoring_cards_stay_face_down() -> None:
    m = mingtable.new_game(GAME, ["Ann", "Ben", "Cy"], seed=4, version=1)
    tutored = set()
    while m.to_move and m.view(None)["round"] < 3:
        seat = m.to_move[0]
        other = (seat + 1) % 3
        public = G.render(GAME, m.view(None), [], [], "en")
        assert "cf-hand" not in public["panel"]
        view = m.view(seat)
        mine = G.render(GAME, view, m.legal_actions(seat), [], "en")["panel"]
        names = [p["name"] for p in view["players"]]
        assert f"Hand of {names[seat]}" in mine and f"Hand of {names[other]}" not in mine
        if view["decision"]["kind"] == "tutor":
            tutored.add(seat)
            assert G.private_decision(GAME, m.view(None))
            # earlier tutors' cards: a count for everyone else, the board says only how many
            for t in m.view(seat)["tutors"]:
                assert isinstance(t["cards"], int) != (t["seat"] == seat)
            board = G.render(GAME, m.view(None), [], [], "en")["board"]
            assert "face down" in board or not m.view(None)["tutors"]
        m.apply(policy([a.id for a in m.legal_actions(seat)], view), seat)
    assert tutored == {0, 1, 2}
    assert m.view(None)["last_exam"] is not None


def test_texts_in_both_languages_and_the_app_hooks() -> None:
    m = mingtable.new_game(GAME, ["Ann", "Ben", "Cy"], seed=5, version=1)
    seat = m.to_move[0]
    view = m.view(seat)
    en = G.render(GAME, view, m.legal_actions(seat), [], "en")["panel"]
    de = G.render(GAME, view, m.legal_actions(seat), [], "de")["panel"]
    assert "Your turn: choose an action" in en and "Du bist dran" in de
    assert "Bribe the official" in en and "bestechen" in de
    assert G.private_decision(GAME, m.view(None))
    assert G.seat_role(GAME, view, 0, "en") in ("white", "white, Chief Minister")
    assert G.seat_role(GAME, view, 2, "de").startswith("Schwarz")
    assert G.status_text(GAME, view, "de") == "Runde 1"
    assert "Round 1" in G.render_text_view(GAME, view, "en")
    assert G.turn_prompt(GAME, view, seat, "en").startswith("Your turn")
    assert G.turn_prompt(GAME, view, (seat + 1) % 3, "en") == ""
    static = G.render_static(GAME, "de")
    assert '<g id="mt-under"></g>' in static and "Geschenkleiste" in static and "Große Mauer" in static
    assert G.board_attrs(GAME, "en") == ("0 0 1000 800", "Confucius board")
    spec = G.setup_spec(GAME, "en")
    assert [mo.players for mo in spec.modes] == [3, 4, 5]
    assert spec.seat_title(4, {}, 5) == "purple"


def test_outcome_names_winner_offices_and_tie_rule() -> None:
    for m, _ in play(3, 11, {"admiral": True}):
        pass
    view = m.view(None)
    html = G.render_outcome(GAME, view, m.outcome, "en")
    names = [view["players"][w]["name"] for w in m.outcome["winners"]]
    assert 'id="over-title"' in html and all(n in html for n in names)
    assert "Admiral Variation: every tie goes to the Admiral." in html
    assert html.split("</table>")[0].count("<tr") == len(R.data.SOURCES) + 2
    assert "Chief Minister:" in html and "General:" in html
    assert not G.private_decision(GAME, view)


def test_names_are_text_not_markup() -> None:
    evil = '<img src=x onerror=alert(1)>'
    m = mingtable.new_game(GAME, [evil, "Ben", "Cy"], seed=2, version=1)
    seat = m.to_move[0]
    out = G.render(GAME, m.view(seat), m.legal_actions(seat), [], "en")
    for part in out.values():
        assert "<img" not in part
    assert "<img" not in G.render_text_view(GAME, m.view(seat), "en")


@pytest.mark.parametrize("players,options", [(3, {}), (4, {"advanced": True})])
def test_only_catalogue_text_in_the_pseudo_locale(players: int, options: dict) -> None:
    """Board, panel, game over, text view and the static board: every visible word is from the
    catalogue (the pseudo-locale "qps" marks each catalogue text with ⟦…⟧)."""
    from i18n_support import outside_catalogue, visible_texts

    names = [f"P{i}" for i in range(players)]
    found: list[str] = []
    step = 0
    for m, seat in play(players, 13, options):
        step += 1
        if step % 9:
            continue
        view = m.view(seat)
        out = G.render(GAME, view, m.legal_actions(seat), ["bot"] * players, "qps")
        markup = out["board"] + out["panel"] + G.render_text_view(GAME, view, "qps")
        found += [t for t in visible_texts(markup) if outside_catalogue(t, names + ["bot"])]
    view = m.view(None)
    found += [t for t in visible_texts(G.render_outcome(GAME, view, m.outcome, "qps") + G.render_static(GAME, "qps"))
              if outside_catalogue(t, names)]
    assert not found, found[:5]


def test_a_ministry_resolution_is_a_scoring_moment() -> None:
    """The view names a scoring once a ministry is resolved (a new id per resolution); its
    summary names Minister and Secretary with their points."""
    ids = []
    for m, seat in play(4, 2):
        view = m.view(seat)
        sid = (view.get("scoring") or {}).get("id")
        if sid and sid not in ids:
            ids.append(sid)
            html = G.render_scoring(GAME, view, "en")
            assert 'id="scoring-title"' in html and "Ministry resolution" in html
            for info in view["ministries"]:
                if info["resolved"] and info["minister"] >= 0:
                    name = view["players"][info["minister"]]["name"]
                    assert f"{name} ({info['chits'][0]} VP)" in html
            assert "Wertung der Ministerien" in G.render_scoring(GAME, view, "de")
    assert ids and ids[0].startswith("resolved-")
    assert G.render_scoring(GAME, mingtable.new_game(GAME, ["A", "B", "C"], seed=1).view(None), "en") == ""
