"""The scoring summary of The Ming Voyages: at the end of stage 1 and of each game the view
carries ``scoring`` (plain data: the figures of the weak-victory sums per side and how the
game stands or ended), and ``render_scoring`` draws it for the app's dialog."""

from __future__ import annotations

import json
from typing import Any

import pytest

import mingtable
from mingtable.engine.rng import Rng
from mingtable.games.ming_voyages import render as R
from mingtable.games.ming_voyages.data import BARBARIAN, EMPEROR
from mingtable.i18n import PSEUDO

from test_mv_i18n import strays


def _summaries(players: int, seed: int, **options: Any) -> tuple[mingtable.Match, list[tuple[dict, dict]]]:
    """A random game; each new scoring summary with the view in which it first appears."""
    m = mingtable.new_game("ming-voyages", ["Ann", "Ben"][:players], seed=seed, options=options)
    rng = Rng(seed)
    found: list[tuple[dict, dict]] = []
    while True:
        view = m.view(None)
        if view["scoring"] and (not found or found[-1][0]["id"] != view["scoring"]["id"]):
            found.append((view["scoring"], view))
        if not m.to_move:
            return m, found
        seat = m.to_move[0]
        m.apply(rng.choice(m.legal_actions(seat)).id, seat)


GAMES = [(2, 51, {}), (1, 52, {"difficulty": "easy"}), (2, 53, {"match": True}), (2, 54, {"emperor": 1})]


@pytest.mark.parametrize("players, seed, options", GAMES)
def test_a_summary_at_each_stage_end_and_game_end(players: int, seed: int, options: dict) -> None:
    m, found = _summaries(players, seed, **options)
    ids = [s["id"] for s, _ in found]
    assert len(ids) == len(set(ids)), ids
    results = m.outcome["results"]
    ends = [s for s, _ in found if s["final"]]
    assert [s["game"] for s in ends] == [r["game"] for r in results]
    for scoring, result in zip(ends, results):
        assert scoring["result"]["winner"] == result["winner"] and scoring["result"]["kind"] == result["kind"]
        assert (scoring["sides"][EMPEROR]["sum"], scoring["sides"][BARBARIAN]["sum"]) == (result["emperor_sum"], result["barbarian_sum"])
        assert scoring["sides"][EMPEROR]["voyages"] == result["voyages"] == 7 - scoring["sides"][BARBARIAN]["open_voyages"]
        assert scoring["result"]["points"] == result["points"]
    for scoring, view in found:
        assert json.loads(json.dumps(scoring)) == scoring  # plain data
        e, b = scoring["sides"][EMPEROR], scoring["sides"][BARBARIAN]
        assert e["sum"] == e["borderlands"] + e["voyages"] and b["sum"] == b["borderlands"] + b["open_voyages"]
        if not scoring["final"]:
            assert scoring["stage"] == 1 and view["stage"] == 2  # shown as stage 2 begins
            assert (e["sum"], b["sum"]) == R._scores(view)  # the board at the end of stage 1
            assert scoring["result"]["leader"] == (EMPEROR if e["sum"] > b["sum"] else BARBARIAN)


def test_stage_summaries_come_before_the_game_end() -> None:
    m, found = _summaries(2, 53, match=True)
    ids = [s["id"] for s, _ in found]
    for game in (1, 2):
        mine = [i for i in ids if i.startswith(f"game{game}-")]
        assert mine[-1] == f"game{game}-end" and set(mine) <= {f"game{game}-stage1", f"game{game}-end"}
    assert any(i.endswith("stage1") for i in ids)


@pytest.mark.parametrize("lang, words", [("en", ("Stage 1 is over", "would win", "Borderlands held")),
                                         ("de", ("Etappe 1 ist vorbei", "gewänne", "Kontrollierte Grenzgebiete"))])
def test_render_scoring(lang: str, words: tuple[str, ...]) -> None:
    m, found = _summaries(2, 51)
    stage = next((view for s, view in found if not s["final"]), None)
    assert stage is not None
    html = R.render_scoring(stage, lang)
    assert html.startswith('<h2 id="scoring-title">') and all(w in html for w in words)
    assert "Ann" in html and "Ben" in html
    final = R.render_scoring(found[-1][1], lang)
    assert 'id="scoring-title"' in final and "★" in final
    assert R.render_scoring({"scoring": None}, lang) == ""


def test_render_scoring_in_the_pseudo_locale_and_with_points() -> None:
    for players, seed, options in GAMES:
        m, found = _summaries(players, seed, **options)
        for scoring, view in found:
            html = R.render_scoring(view, PSEUDO)
            assert not strays(html), strays(html)
            assert ("Points" in R.render_scoring(view)) == (scoring["final"] and bool(options.get("match")))
