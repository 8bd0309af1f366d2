"""Ming-Dynastie in both languages: every shown text comes from the catalogue (pseudo-locale
run over every phase), German reads without English leftovers, every md.* key exists; each
decision names its rule and shows a help text; clickable board elements have tooltips; the
scoring summary after rounds 2, 4 and 6."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

import mingtable
from mingtable import i18n
from mingtable.engine.rng import Rng
from mingtable.games.ming_dynastie import data
from mingtable.games.ming_dynastie import render as R

from i18n_support import outside_catalogue, visible_texts

PKG = Path(R.__file__).parent
NAMES = ["Ann", "Ben", "Cy", "Di"]


def random_positions(players: int, seed: int) -> tuple[mingtable.Match, list[tuple[dict[str, Any], list[Any]]]]:
    """A random game: (view of the seat to move, its legal actions) whenever the decision kind
    changes, plus the spectator's view at the end."""
    m = mingtable.new_game("ming-dynastie", NAMES[:players], seed=seed)
    rng = Rng(seed)
    out = []
    last = None
    while m.to_move:
        seat = m.to_move[0]
        view = m.view(seat)
        key = ((view["decision"] or {}).get("kind"), view["round"], view["scoring"] and view["scoring"]["id"])
        if key != last:
            out.append((view, m.legal_actions(seat)))
            last = key
        m.apply(rng.choice(m.legal_actions(seat)).id, seat)
    out.append((m.view(None), []))
    return m, out


GAMES = {n: random_positions(n, 10 + n) for n in (2, 3, 4)}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_pseudo_locale_shows_only_catalogue_text(players: int) -> None:
    m, positions = GAMES[players]
    names = NAMES[:players]
    kinds = set()
    found = []
    pages = [R.render_static("qps")]
    for view, legal in positions:
        kinds.add((view["decision"] or {}).get("kind"))
        out = R.render(view, legal, [], lang="qps")
        pages += [out["under"], out["board"], out["panel"], R.render_scoring(view, "qps")]
        pages.append(R.status_text(view, "qps"))
        pages += [R.seat_role(view, s, "qps") for s in range(players)]
    pages.append(R.render_outcome(m.view(None), m.outcome, "qps"))
    for page in pages:
        for text in visible_texts(page):
            if outside_catalogue(text, names):
                found.append(text)
    assert not found, found[:10]
    assert {"princes", "place", "cards", "move", "deploy", "returns"} <= kinds


def test_outside_catalogue_finds_stray_text() -> None:
    assert outside_catalogue("⟦Round ⟦Shaanxi⟧⟧ 3 · Ann", ["Ann"]) == ""
    assert outside_catalogue("⟦Round⟧ three", []) == "three"
    assert visible_texts('<g title="Tip"><title>T</title><text>x</text></g>') == ["Tip", "T", "x"]


def _literal_fragments(template: str) -> list[str]:
    return [part for part in re.split(r"\{[^}]*\}", template) if len(part.strip()) >= 8]


def test_german_log_and_labels_have_no_english_catalogue_text() -> None:
    m = mingtable.new_game("ming-dynastie", ["Ann", "Ben"], seed=3)
    rng = Rng(3)
    labels = []
    while m.to_move:
        seat = m.to_move[0]
        legal = m.legal_actions(seat)
        labels += [a.label_in("de") for a in legal]
        m.apply(rng.choice(legal).id, seat)
    german = m.log_in("de") + labels
    assert len(german) > 300
    english = {frag for key, (en, de) in i18n.catalogue().items() if key.startswith("md.") and en != de
               for frag in _literal_fragments(en) if frag not in de}
    leftovers = [line for line in german if "[md." in line or any(frag in line for frag in english)]
    assert not leftovers, leftovers[:5]
    assert m.log_in("de")[-1].startswith("Spielende.")


def test_every_md_key_used_in_the_code_exists() -> None:
    catalogue = i18n.catalogue()
    used: set[str] = set()
    prefixes: set[str] = set()
    for path in PKG.glob("*.py"):
        source = path.read_text(encoding="utf-8")
        used |= set(re.findall(r'"(md\.[A-Za-z0-9_.\-]*[A-Za-z0-9_\-])"', source))
        prefixes |= set(re.findall(r'f"(md\.[A-Za-z0-9_.\-]*)\{', source))
    assert len(used) > 100
    assert sorted(k for k in used if k not in catalogue) == []
    for prefix in prefixes:
        assert any(k.startswith(prefix) for k in catalogue), prefix
    # every board name, card and source has both texts
    for key in ([f"md.district.{d}" for d in data.DISTRICT_IDS] + [f"md.city.{p}" for p in data.PROVINCE_IDS]
                + [f"md.card.a.{c}" for c in data.CARD_TYPES] + [f"md.source.{s}" for s in data.SCORE_SOURCES]):
        assert key in catalogue


def test_german_panel_board_and_outcome() -> None:
    m, positions = GAMES[3]
    view, legal = next((v, lg) for v, lg in positions if (v["decision"] or {}).get("kind") == "move")
    out = R.render(view, legal, [], lang="de")
    assert "Phase 3 · Prinz bewegen und Familienmitglieder einsetzen" in out["panel"]
    assert "Deine Kartenhand" in out["panel"] and "Regeln" in out["panel"]
    assert "Nach " in out["board"] and "Wahl:" in out["board"]
    assert "Provinzfelder" in R.render_static("de") and "Peking" in R.render_static("de")
    outcome = R.render_outcome(m.view(None), m.outcome, "de")
    assert "Familienmitglieder im Kloster" in outcome and "Gesamt" in outcome
    assert R.status_text(m.view(None), "de") == "beendet" and R.seat_role(view, 0, "de") == "Rot"


# -- prompt help and tooltips (item 2) -----------------------------------------------------

RULE_IDS = set(re.findall(r"\{#([a-z0-9-]+)\}", (PKG / "rules_en.md").read_text(encoding="utf-8")))


def test_rules_pages_share_heading_ids() -> None:
    assert RULE_IDS == set(re.findall(r"\{#([a-z0-9-]+)\}", (PKG / "rules_de.md").read_text(encoding="utf-8")))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_decision_names_a_rule_and_shows_help(players: int) -> None:
    _, positions = GAMES[players]
    for view, legal in positions:
        decision = view["decision"]
        if view["phase"] == "over":
            assert decision is None
            continue
        assert decision["rule"] in RULE_IDS, decision
        panel = R.render(view, legal, [], lang="en")["panel"]
        assert f'data-ui="rules" data-arg="ming-dynastie#{decision["rule"]}"' in panel
        assert 'class="help-text"' in panel and ">Rules</button>" in panel
        assert ">Regeln</button>" in R.render(view, legal, [], lang="de")["panel"]


ACT_SVG = re.compile(r'<(polygon|rect|g) class="act[^"]*"[^>]*>(.{0,7})')


@pytest.mark.parametrize("players", [2, 4])
def test_every_clickable_board_element_has_a_tooltip(players: int) -> None:
    """A clickable element says what it is and what a click does: an SVG tooltip, or the head
    of its popover (with the full rules text of what it acts on)."""
    _, positions = GAMES[players]
    checked = 0
    for view, legal in positions:
        out = R.render(view, legal, [], lang="en")
        for match in ACT_SVG.finditer(out["under"] + out["board"]):
            assert match.group(2) == "<title>" or 'data-info-head="' in match.group(0), match.group(0)
            checked += 1
        for tag in re.findall(r"<button[^>]*>", out["panel"]):
            if 'data-action="return-card-' in tag or 'data-action="stay-' in tag:
                assert 'data-info-head="' in tag and 'data-info="' in tag, tag
    assert checked > 20
    view, legal = next((v, lg) for v, lg in positions if (v["decision"] or {}).get("kind") == "place")
    board = R.render(view, legal, [], lang="en")["board"]
    assert 'data-info-head="Province space Shaanxi. Choice: Place a figure on the Shaanxi space."' in board
    static = R.render_static()
    assert 'data-info-head="Cloister of Yan&#x27;an"' in static and 'data-key="district-SX1"' in static


# -- scoring summary (item 4) ----------------------------------------------------------------

def _play_until(m: mingtable.Match, rng: Rng, stop: Any) -> None:
    while m.to_move and not stop(m):
        seat = m.to_move[0]
        m.apply(rng.choice(m.legal_actions(seat)).id, seat)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_scoring_summary_after_rounds_2_4_6(players: int) -> None:
    m = mingtable.new_game("ming-dynastie", NAMES[:players], seed=20 + players)
    rng = Rng(players)
    assert m.view(None)["scoring"] is None
    totals = [0] * players
    for rnd in (2, 4, 6):
        before = [p["score"] for p in m.view(None)["players"]]
        _play_until(m, rng, lambda m, rnd=rnd: (m.view(None)["scoring"] or {}).get("round") == rnd)
        view = m.view(0)
        summary = view["scoring"]
        assert summary["id"] == rnd and len(summary["players"]) == players
        assert set(summary["cities"]) == set(data.PROVINCE_IDS)
        for s, row in enumerate(summary["players"]):
            assert row["total"] == sum(row[k] for k in data.SCORE_SOURCES)
            assert row["score"] == view["players"][s]["score"] == before[s] + row["total"]
            assert row["cloister"] == summary["cloisters"][s]["points"] == 4 * summary["cloisters"][s]["figures"]
            majority = sum(c["bonus"][s] for c in summary["cities"].values())
            assert row["majority"] == majority
            totals[s] += row["total"]
        for city in summary["cities"].values():
            assert city["majority"] == [s for s in range(players) if city["bonus"][s]]
        html = R.render_scoring(view, "en")
        assert 'id="scoring-title"' in html and f"Scoring after round {rnd}" in html
        assert all(name in html for name in NAMES[:players])
        assert f"Wertung nach Runde {rnd}" in R.render_scoring(view, "de")
        if rnd < 6:  # kept until the next scoring
            _play_until(m, rng, lambda m, rnd=rnd: m.view(None)["round"] == rnd + 1 and m.view(None)["phase"] == "move")
            assert m.view(None)["scoring"]["id"] == rnd
    assert m.outcome is not None and totals == m.outcome["scores"]
    assert R.render_scoring({"players": []}) == ""


def test_board_pieces_carry_stable_unique_keys() -> None:
    _, positions = GAMES[3]
    view, legal = positions[-1]
    out = R.render(view, legal, [])
    keys = re.findall(r'data-key="([^"]+)"', out["board"])
    assert len(keys) == len(set(keys)) and "round" in keys
    assert {f"prince-{s}" for s in range(3)} <= set(keys)
    assert {f"display-{p}" for p in data.PROVINCE_IDS} <= set(keys)
    assert any(k.startswith("open-") for k in keys)
