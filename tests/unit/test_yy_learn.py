"""Yin Yang learnable (issue 20, item 6): no choice listed twice, the development grid's labels
written out, the game's terms explained where the panel first uses them, and the solo set-up
under a heading of its own (panel and log)."""

from __future__ import annotations

import html
import random
import re
from collections import Counter
from typing import Any

import pytest

import mingtable
from mingtable.engine.match import Match
from mingtable.games.yin_yang import data, rules
from mingtable.games.yin_yang import render as R
from mingtable.i18n import T, tr
from mingtable.ui import games as G
from yy_support import ids, new

GAME = "yin-yang"
LANGS = ("en", "de")
#: (players, options, seeds): the solo journey both ways, 2-4 players
GAMES = [(1, {"free_tiles": True}, (1, 2)), (1, {}, (3,)), (2, {}, (4, 5)), (3, {}, (6,)), (4, {}, (7,))]
TAG = re.compile(r"<[^>]*>")
ACTION = re.compile(r'data-action="([^"]*)"')
CHOICE = re.compile(r'<button type="button" class="btn choice" data-choice="([^"]*)">([^<]*)</button>')
LABEL = re.compile(r'data-action="[^"]*"[^>]*aria-label="([^"]*)"')


def played(players: int, options: dict[str, Any], seed: int, lang: str = "en"):  # type: ignore[no-untyped-def]
    """Every decision of a random game to its end: (match, seat, legal actions, the layers as
    the app draws them for the deciding person, the panel holding the list of choices)."""
    m = mingtable.new_game(GAME, [f"P{i}" for i in range(players)], seed=seed, options=options, version=1)
    rng = random.Random(seed)
    while m.outcome is None:
        seat = m.to_move[0]
        legal = m.legal_actions(seat)
        layers = G.render(GAME, m.view(seat), legal, [], lang)
        yield m, seat, legal, layers
        m.apply(rng.choice(legal).id, seat)


def visible(markup: str) -> str:
    """The text of markup as shown (tags dropped), without the explanations of terms."""
    markup = re.sub(r'<p class="yy-explain"[^>]*>.*?</p>', " ", markup)
    return html.unescape(TAG.sub(" ", markup))


# -- no choice listed twice ------------------------------------------------------------------

@pytest.mark.parametrize(("players", "options", "seeds"), GAMES)
def test_no_decision_lists_a_choice_twice(players: int, options: dict[str, Any], seeds: tuple[int, ...]) -> None:
    """At every decision of random games (solo both ways, 2-4 players): each legal action is
    drawn once on the page (board, grid or panel), the panel's own buttons are not in the
    list of choices again, and no two choices have the same label, in English and German."""
    decisions = 0
    for seed in seeds:
        for m, seat, legal, layers in played(players, options, seed):
            decisions += 1
            action_ids = [a.id for a in legal]
            assert len(action_ids) == len(set(action_ids))
            for lang in LANGS:
                labels = Counter(str(a.label_in(lang)) for a in legal)
                assert max(labels.values()) == 1, [k for k, n in labels.items() if n > 1]
            drawn = Counter(html.unescape(a) for part in ("board", "panel", "tray") for a in ACTION.findall(layers[part]))
            assert set(drawn) == set(action_ids) and max(drawn.values()) == 1, sorted(k for k, n in drawn.items() if n > 1)
            panel = layers["panel"]
            listed = [html.unescape(i) for i, _ in CHOICE.findall(panel)]
            own = {html.unescape(a) for a in ACTION.findall(panel)}
            assert len(listed) == len(set(listed)) and not own & set(listed), own & set(listed)
            assert set(listed) | own | {html.unescape(a) for part in ("board", "tray") for a in ACTION.findall(layers[part])} == set(action_ids)
            shown = [html.unescape(t) for t in LABEL.findall(panel)] + [html.unescape(t) for _, t in CHOICE.findall(panel)]
            assert len(shown) == len(set(shown)), [t for t, n in Counter(shown).items() if n > 1]
    assert decisions > 40 * len(seeds)


def test_splits_that_differ_only_in_a_half_that_does_nothing_are_one_choice() -> None:
    """R34: with no split whose both halves can be carried out, the splits with one half are
    offered once per outcome: an empty or blocked high stack gives nothing whichever trigram
    lies on it, so each deep trigram is offered once (and nothing is taken or blocked)."""
    m = new(2, seed=4)
    while m.state.step != "interpret":
        m.apply(ids(m)[0])
    s = m.state
    seat = m.to_move[0]
    for stack in s.stacks.values():  # every stack empty: no high half can be carried out
        stack[1] = 0
    yang = sum(s.players[seat]["throw"])
    splits = [tuple(a.split(":")[1:]) for a in ids(m) if a.startswith("oracle:")]
    deeps = [d for _, d in splits]
    assert len(deeps) == len(set(deeps)) and len(splits) >= 2
    assert set(deeps) == {d for _, d in rules.oracle_splits(yang) if d != s.deep_blocked}
    # each stands for all splits with that deep trigram: the first of them in the splits' order
    for h, d in splits:
        assert h == next(hh for hh, dd in rules.oracle_splits(yang) if dd == d)
    before = {t: list(v) for t, v in s.stacks.items()}, list(s.high_blocked), dict(s.players[seat]["tiles"])
    h, d = splits[0]
    m.apply(f"oracle:{h}:{d}", seat)
    assert ({t: list(v) for t, v in s.stacks.items()}, list(s.high_blocked), dict(s.players[seat]["tiles"])) == before


# -- the development grid -------------------------------------------------------------------------------

def grid_labels(m: Match, seat: int, lang: str) -> list[str]:
    tray = R.render(m.view(seat), m.legal_actions(seat), None, lang)["tray"]
    start = tray.index(f'aria-label="{html.escape(tr(T("yy.ui.grid_of", who=m.players[seat]), lang))}"')
    grid = tray[start:tray.index("</svg>", start)]
    return [html.unescape(t) for t in re.findall(r'<text class="yy-sl"[^>]*>([^<]*)</text>', grid)]


@pytest.mark.parametrize("lang", LANGS)
def test_the_grid_labels_are_written_out(lang: str) -> None:
    """The ten scoring tiles beside the lines carry their names as words, not abbreviations:
    each is the tile's name (German "Reihenfolge" is the end of "Spielerreihenfolge")."""
    m = new(2, seed=4)
    for seat in range(2):
        names = grid_labels(m, seat, lang)
        scoring = m.view(seat)["players"][seat]["scoring"]
        assert len(names) == len(data.LINE_IDS) == len(scoring)
        fulls = [tr(T(f"yy.scoring.{scoring[line]}"), lang) for line in data.LINE_IDS]
        for name, full in zip(names, fulls):
            assert not name.endswith(".") and len(name) >= 3, name
            assert name == full or (len(name) >= 6 and full.lower().endswith(name.lower())), (name, full)
        assert sorted(names) == sorted(tr(T(f"yy.grid.{k}"), lang) for k in data.SCORING_TILES)
    # every printed cell says which goods it is for; the board's short texts are words too
    tray = R.render(m.view(0), m.legal_actions(0), None, lang)["tray"]
    for (c, r), good in data.GRID_TYPES.items():
        assert html.escape(tr(T("yy.tip.cell", c=c + 1, r=r + 1, good=T(f"yy.good.{good}")), lang)) in tray
    texts = re.findall(r'<text class="yy-(?:deepact|chip|sl)"[^>]*>([^<]*)</text>', R.render_static(lang) + tray)
    assert texts and not [t for t in texts if t.endswith(".")]


def test_the_next_spot_of_the_solo_set_up_is_framed() -> None:
    """S8: while the solo player lays their tiles, the spot the next one goes to is framed on
    the grid, and the prompt names it."""
    m = new(1, seed=2, free_tiles=True)
    for k, line in enumerate(data.LINE_IDS[:3]):
        tray = R.render(m.view(0), m.legal_actions(0), None, "en")["tray"]
        assert tray.count("stroke-dasharray=\"4 2\"/>") >= 1 and f'data-key="scoring-0-{line}"' in tray
        assert tr(R.prompt(m.view(0)), "en").startswith(f"Choose which of your scoring tiles goes at {tr(T(f'yy.line.{line}'), 'en')}")
        m.apply(ids(m)[0])
        assert len(grid_labels(m, 0, "en")) == k + 1


# -- the game's terms, explained where they appear ------------------------------------------------------

#: the terms the panel uses, as a player reads them, and the explanation (data-term) each needs
TERMS = {
    "en": {r"\bLaoyang\b": "pairs", r"\bLaoyin\b": "pairs", r"\bShaoyin\b": "pairs", r"\bShaoyang\b": "pairs",
           r"\btrigrams?\b": "oracle", r"\bhigh oracle\b": "oracle", r"\bdeep oracle\b": "oracle",
           r"\bDeadly will\b": "deadly", r"\bGift of the gods\b": "gift", r"\bdisaster stones?\b": "disaster",
           r"\bdevelopment area\b": "development", r"\bscoring tiles?\b": "development", r"\bred frame\b": "frame",
           r"\bjourney\b": "journey"},
    "de": {r"\bLaoyang\b": "pairs", r"\bLaoyin\b": "pairs", r"\bShaoyin\b": "pairs", r"\bShaoyang\b": "pairs",
           r"\bTrigramm": "oracle", r"\bHohe[nms]? Orakel": "oracle", r"\bTiefe[nms]? Orakel": "oracle",
           r"\bTödliche[nrs]? Wille": "deadly", r"\bGeschenk der Götter\b": "gift", r"\bKatastrophen-Stein": "disaster",
           r"\bEntwicklungsbereich": "development", r"Wertungsplättchen": "development", r"\broten? Rahmen": "frame",
           r"\bReise\b": "journey"},
}


def explained(panel: str) -> dict[str, str]:
    """data-term -> the explanation's text, of the panel's explanations."""
    return {k: html.unescape(v) for k, v in re.findall(r'<p class="yy-explain" data-term="([^"]*)">([^<]*)</p>', panel)}


@pytest.mark.parametrize("lang", LANGS)
def test_every_term_is_explained_where_the_panel_uses_it(lang: str) -> None:
    """At every decision of random games (solo both ways, 2-4 players) the panel explains each
    term its prompt, texts or choices use (so the first prompt using it carries it), and the
    explanation names the term itself; the first action turn explains the four coin pairs."""
    first: dict[str, int] = {}
    decisions = 0
    for players, options, seeds in GAMES:
        for m, seat, legal, layers in played(players, options, seeds[0], lang):
            panel = layers["panel"]
            words = visible(panel) + " " + " ".join(str(a.label_in(lang)) for a in legal)
            have = explained(panel)
            for pattern, term in TERMS[lang].items():
                if re.search(pattern, words, re.IGNORECASE):
                    assert term in have, (pattern, tr(R.prompt(m.view(seat)) or "", lang))
                    assert re.search(pattern, have[term], re.IGNORECASE), (pattern, have[term])
                    first.setdefault(pattern, decisions)
            if m.view(seat).get("step") == "act" and "pairs" not in first:
                first["pairs"] = decisions
                for word in ("Laoyang", "Laoyin", "Shaoyin", "Shaoyang"):
                    assert word in have["pairs"] and word in visible(panel)
            decisions += 1
    seen = {TERMS[lang][p] for p in first if p in TERMS[lang]}
    assert {"pairs", "oracle", "deadly", "gift", "disaster", "development", "journey"} <= seen, seen
    assert "pairs" in first


def test_the_explanations_are_catalogue_texts_that_do_not_copy_each_other() -> None:
    for lang in LANGS:
        texts = [tr(T(key), lang) for key in R.TERMS]
        assert len(set(texts)) == len(texts) and all(len(t) > 40 for t in texts)


# -- the solo set-up under its own heading ----------------------------------------------------------------

@pytest.mark.parametrize("options", [{"free_tiles": True}, {}])
def test_the_solo_set_up_has_its_own_heading_in_the_panel_and_the_log(options: dict[str, Any]) -> None:
    """The solo set-up (laying the own scoring tiles, the other colour's tiles and the journey,
    the start city) is listed under the heading "Solo set-up" in the panel and the log, apart
    from the years; a game for several opens its log with "Set-up"."""
    m = new(1, seed=2, **options)
    heading = '<h3 class="phase" id="yy-solo-setup">Solo set-up</h3>'
    steps = 0
    while m.state.phase == "setup":
        panel = G.render(GAME, m.view(0), m.legal_actions(0), [], "en")["panel"]
        assert heading in panel and 'class="yy-steps"' in panel and 'aria-current="step"' in panel
        m.apply(ids(m)[0])
        steps += 1
    assert steps == (10 if options else 1)
    panel = G.render(GAME, m.view(0), m.legal_actions(0), [], "en")["panel"]
    assert heading not in panel and "yy-steps" not in panel
    entries = m.log_entries
    keys = [e["$"] for e in entries]
    assert keys[0] == "yy.log.head.solo" and keys.count("yy.log.head.solo") == 1
    year = keys.index("yy.log.round")
    setup = keys[:year]
    assert {"yy.log.other_tiles", "yy.log.journey_order", "yy.log.start"} <= set(setup)
    assert setup.count("yy.log.arrange") == (10 if options else 0)
    assert "yy.log.arrange" not in keys[year:]
    assert G.log_item(GAME, entries[0], "en") == '<li class="log-head"><h4>Solo set-up</h4></li>'
    assert G.log_item(GAME, entries[0], "de") == '<li class="log-head"><h4>Solo-Vorbereitung</h4></li>'
    assert G.log_item(GAME, entries[year], "en").startswith('<li class="log-head"><h4>Year 1 begins')
    assert G.log_item(GAME, entries[1], "en") == f"<li>{html.escape(tr(entries[1], 'en'), quote=False)}</li>"
    several = new(3, seed=2)
    assert several.log_entries[0]["$"] == "yy.log.head.setup"
    assert "Solo" not in G.render(GAME, several.view(0), several.legal_actions(0), [], "en")["panel"]
