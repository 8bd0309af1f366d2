"""The board as text (screen readers, issue 7 item 7): every area of both boards is named,
the pieces on them are said where they are, and every word comes from the catalogue."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mingtable
from mingtable.engine.rng import Rng
from mingtable.games.ming_dynastie import data as md_data
from mingtable.games.ming_dynastie import render as MD
from mingtable.games.ming_voyages import data as mv_data
from mingtable.games.ming_voyages import render as MV
from mingtable.i18n import T, tr
from mingtable.ui import games as G

from i18n_support import outside_catalogue, visible_texts

NAMES = ["Ann", "Ben", "Cy", "Di"]


def _positions(game: str, players: int, seed: int, options: dict[str, Any] | None = None,
               every: int = 7) -> list[dict[str, Any]]:
    """Views of a random game (the seat to move's, every few decisions, and the last spectator's)."""
    m = mingtable.new_game(game, NAMES[:players], seed=seed, options=options or {})
    rng = Rng(seed)
    views = []
    step = 0
    while m.to_move:
        seat = m.to_move[0]
        if step % every == 0:
            views.append(m.view(seat))
        m.apply(rng.choice(m.legal_actions(seat)).id, seat)
        step += 1
    views.append(m.view(None))
    return views


MD_GAMES = {n: _positions("ming-dynastie", n, 20 + n) for n in (2, 3, 4)}
MV_GAMES = {"duel": _positions("ming-voyages", 2, 5), "solo": _positions("ming-voyages", 1, 6)}


def _chunk(html: str, area: str) -> str:
    """The text of a district (``<h4 data-area>`` up to the next heading or section end)."""
    start = html.index(f'data-area="{area}"')
    end = min(i for i in (html.find("<h4", start + 1), html.find("</section>", start)) if i >= 0)
    return html[start:end]


def _plain(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html).replace("&#x27;", "'")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_md_names_every_area_in_both_languages(players: int) -> None:
    for view in MD_GAMES[players][::5]:
        for lang in ("en", "de"):
            text = _plain(MD.render_text_view(view, lang))
            for pid in md_data.PROVINCE_IDS:
                assert tr(T(f"md.province.{pid}"), lang) in text
                assert tr(T(f"md.city.{pid}"), lang) in text
            for did in md_data.DISTRICT_IDS:
                assert tr(T(f"md.district.{did}"), lang) in text
            assert ("Cloister" if lang == "en" else "Kloster") in text


@pytest.mark.parametrize("players", [2, 3, 4])
def test_md_says_where_the_pieces_are(players: int) -> None:
    checked = 0
    for view in MD_GAMES[players]:
        html = MD.render_text_view(view, "en")
        names = MD.participant_names(view)
        for s, p in enumerate(view["players"]):
            if p.get("prince"):
                assert f"Prince of {p['name']}" in _plain(_chunk(html, p["prince"]))
        for did, info in view["districts"].items():
            part = _plain(_chunk(html, did))
            for i, n in enumerate(info["open"]):
                if n:
                    who = tr(names[i])
                    assert f"{who} with {n} figure{'s' if n > 1 else ''}" in part
                    checked += 1
            if info["cloister"] is not None:
                assert f"Cloister: {tr(names[info['cloister']])}" in part
            else:
                assert "Cloister: empty" in part
            if any(h is not None for h in info["houses"]):
                assert "House group in" in part and "nobody" not in part.split("House group in")[1]
    assert checked > 20


@pytest.mark.parametrize("players", [2, 3, 4])
def test_md_text_view_only_catalogue_text(players: int) -> None:
    found = [t for view in MD_GAMES[players] for t in visible_texts(MD.render_text_view(view, "qps"))
             if outside_catalogue(t, NAMES[:players])]
    assert not found, found[:5]


def test_md_shows_only_the_own_hand() -> None:
    view = MD_GAMES[3][3]
    assert view["hand"] is not None
    assert "Your hand:" in _plain(MD.render_text_view(view, "en"))
    spectator = MD_GAMES[3][-1]
    assert "Your hand" not in MD.render_text_view(spectator, "en")


@pytest.mark.parametrize("which", ["duel", "solo"])
def test_mv_names_every_area_and_its_pieces(which: str) -> None:
    for view in MV_GAMES[which]:
        for lang in ("en", "de"):
            html = MV.render_text_view(view, lang)
            text = _plain(html)
            for area in mv_data.AREA_NAMES:
                assert tr(T(f"mv.area.{area}"), lang) in text
            for v in mv_data.VOYAGES:
                assert tr(T(f"mv.voyage.{v}"), lang) in text
        items = re.findall(r"<li>(.*?)</li>", MV.render_text_view(view, "en"))
        for area, info in view["areas"].items():
            name = tr(T(f"mv.area.{area}")).replace("'", "&#x27;")
            line = next(i for i in items if i.startswith(name + ":"))
            for key, noun in (("armies", "arm"), ("hordes", "horde"), ("settlements", "settlement"), ("junks", "junk")):
                n = info.get(key, 0)
                if n:
                    assert re.search(rf"\b{n} {noun}", line), (line, key, n)
            if not any(info.values()):
                assert "empty" in line


def test_mv_solo_shows_the_bot_card() -> None:
    views = MV_GAMES["solo"]
    with_card = [v for v in views if (v.get("bot") or {}).get("card")]
    assert with_card
    view = with_card[-1]
    text = _plain(MV.render_text_view(view, "de"))
    assert "Barbaren-Bot" in text and "Fokus:" in text
    assert 'data-area="bot"' not in MV.render_text_view(MV_GAMES["duel"][-1], "en")


@pytest.mark.parametrize("which", ["duel", "solo"])
def test_mv_text_view_only_catalogue_text(which: str) -> None:
    found = [t for view in MV_GAMES[which] for t in visible_texts(MV.render_text_view(view, "qps"))
             if outside_catalogue(t, NAMES[:2])]
    assert not found, found[:5]


def test_the_app_finds_text_views_and_prompts() -> None:
    md = MD_GAMES[2][2]
    assert G.render_text_view("ming-dynastie", md, "de") == MD.render_text_view(md, "de")
    seat = md["to_move"][0]
    assert G.turn_prompt("ming-dynastie", md, seat, "en") == tr(MD.prompt(md, seat))
    mv = MV_GAMES["duel"][3]
    seat = mv["pending"]["seat"]
    assert G.turn_prompt("ming-voyages", mv, seat, "de") == tr(mv["pending"]["prompt"], "de")
    assert G.turn_prompt("ming-voyages", mv, 1 - seat, "de") == ""
