"""Ming-Dynastie markup: every legal action drawn exactly once and clickable, every text escaped."""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

import mingtable
from mingtable.bots import make_bot
from mingtable.games.ming_dynastie import data
from mingtable.games.ming_dynastie import render as R

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


class _Elements(HTMLParser):
    """Collects the attributes of every start tag."""

    def __init__(self) -> None:
        super().__init__()
        self.elements: list[dict[str, Any]] = []
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        self.elements.append(dict(attrs))

    handle_startendtag = handle_starttag


def _parse(markup: str) -> _Elements:
    parser = _Elements()
    parser.feed(markup)
    parser.close()
    return parser


def _positions(players: int, seed: int, every: int = 7) -> list[tuple[dict[str, Any], list[Any]]]:
    """(view of the seat to move, its legal actions) along a bot game, plus every phase/stage seen."""
    m = mingtable.new_game("ming-dynastie", [f"P{i}" for i in range(players)], seed=seed)
    bots = [make_bot("greedy" if i % 2 else "random", seed + i) for i in range(players)]
    out = []
    seen: set[tuple[Any, ...]] = set()
    step = 0
    while m.to_move:
        for seat in m.to_move:
            view = m.view(seat)
            key = (view["phase"], (view.get("city_scoring") or {}).get("stage"), bool((view.get("turn") or {}).get("steps")))
            if step % every == 0 or key not in seen:
                seen.add(key)
                out.append((view, m.legal_actions(seat)))
        seat = m.to_move[0]
        m.apply(bots[seat].choose(m.view(seat), m.legal_actions(seat)), seat)
        step += 1
    out.append((m.view(None), []))
    return out


POSITIONS = [p for n, seed in ((2, 1), (3, 2), (4, 3)) for p in _positions(n, seed)]


def test_positions_cover_every_kind_of_decision() -> None:
    prefixes = {a.id.split("-")[0] for _, legal in POSITIONS for a in legal}
    assert prefixes >= {"prince", "neutral", "place", "take", "dragon", "move", "stay", "pass", "deploy",
                        "cloister", "end", "return", "start"}


@pytest.mark.parametrize("index", range(0, len(POSITIONS)))
def test_every_legal_action_appears_exactly_once(index: int) -> None:
    view, legal = POSITIONS[index]
    out = R.render(view, legal, ["", "random bot", "", ""])
    parsed = _parse(out["under"] + out["board"] + out["panel"])
    drawn = [e for e in parsed.elements if "data-action" in e]
    ids = [e["data-action"] for e in drawn]
    assert sorted(ids) == sorted(a.id for a in legal)
    labels = {a.id: a.label for a in legal}
    for element in drawn:
        assert element.get("aria-label") == labels[element["data-action"]]
        # Buttons are keyboard-focusable by nature; everything else says it is a button.
        if "role" in element:
            assert element["role"] == "button" and element.get("tabindex") == "0"


def test_nothing_is_clickable_without_legal_actions() -> None:
    view, _ = POSITIONS[len(POSITIONS) // 2]
    out = R.render(view, [])
    assert "data-action" not in out["under"] + out["board"] + out["panel"]


def test_hand_and_return_cards_are_drawn_only_from_a_seats_own_view() -> None:
    m = mingtable.new_game("ming-dynastie", ["Ann", "Ben", "Cy"], seed=4)
    public = R.render(m.view(None), [])
    own = R.render(m.view(0), [])
    assert 'class="hand"' not in public["panel"]
    assert 'class="hand"' in own["panel"] and "Your hand (Ann)" in own["panel"]


def test_texts_are_escaped() -> None:
    evil = '<img src=x onerror=alert(1)>"\'&'
    m = mingtable.new_game("ming-dynastie", [evil, "Ben"], seed=5)
    for seat in (0, 1, None):
        out = R.render(m.view(seat), m.legal_actions(0) if seat == 0 else [], [evil, ""])
        text = out["under"] + out["board"] + out["panel"]
        assert "<img" not in text
        assert "&lt;img src=x onerror=alert(1)&gt;&quot;&#x27;&amp;" in text
    assert "<img" not in R.render_outcome(m.view(None), {"scores": [1, 2], "winners": [1],
                                                          "detail": [{evil: 1}, {"Cloisters": 2}]})


def test_static_board_has_the_whole_map() -> None:
    parsed = _parse(R.render_static())
    classes = [e.get("class") for e in parsed.elements]
    assert classes.count("district") == 18
    assert classes.count("border") == 40
    assert classes.count("city") == 6
    assert classes.count("cloister") == 18
    assert classes.count("space") == 6
    assert not any("data-action" in e for e in parsed.elements)
    assert "mt-under" in [e.get("id") for e in parsed.elements]


@pytest.mark.parametrize("district", data.DISTRICT_IDS)
def test_pieces_stand_inside_their_district(district: str) -> None:
    polygon = [tuple(map(float, p)) for p in data.DISTRICTS[district]["polygon"]]
    for key in ("figures", "prince"):
        x, y = R.LAYOUT[district][key]
        assert R._inside((x, y), polygon), (district, key)
    assert R._inside(R.label_at(district), polygon)
    assert R._inside(R.cloister_at(district), polygon)


def test_outcome_breaks_scores_down_by_source() -> None:
    m = mingtable.new_game("ming-dynastie", ["Ann", "Ben"], seed=6)
    outcome = {"scores": [30, 41], "winners": [1], "detail": [{"city": 20, "cloister": 10},
                                                              {"city": 33, "cloister": 8}]}
    html = R.render_outcome(m.view(None), outcome)
    assert "Ben wins!" in html
    assert html.index("Ben") < html.index("Ann")  # the winner's column first
    assert "City figures" in html and "Cloister figures" in html and "<strong>41</strong>" in html


def test_game_over_box_shows_the_final_scoring_of_cities_and_cloisters() -> None:
    """Rule: the third scoring comes after round 6; the game-over box carries its summary (who
    took which city, the cloister figures) as well as the totals, in the page's language."""
    record = json.loads((FIXTURES / "ming-dynastie-2p-greedy.json").read_text(encoding="utf-8"))
    m = mingtable.load(record)
    view = m.view(None)
    assert m.outcome and view["scoring"]["round"] == 6
    for lang, title, cities in (("en", "Scoring after round 6", "Xi&#x27;an"), ("de", "Wertung nach Runde 6", "Xi&#x27;an")):
        html = R.render_outcome(view, m.outcome, lang)
        assert f"<h3>{title}</h3>" in html and 'id="scoring-title"' not in html
        assert cities in html and 'class="scoring cloisters"' in html
        for row in view["scoring"]["players"]:
            assert f"<strong>{row['total']}</strong>" in html
