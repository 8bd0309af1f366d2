"""The Ming Voyages markup: every legal action drawn exactly once, the map as the data says,
private cards only in their owner's view, every text escaped."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

import pytest

import mingtable
from mingtable.bots import make_bot
from mingtable.engine.rng import Rng
from mingtable.games.ming_voyages import data
from mingtable.games.ming_voyages import render as R
from mingtable.ui import games as G


class _Elements(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.elements: list[dict[str, Any]] = []
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        self.elements.append({**dict(attrs), "_tag": tag})

    handle_startendtag = handle_starttag


def _parse(markup: str) -> _Elements:
    parser = _Elements()
    parser.feed(markup)
    parser.close()
    return parser


GAMES = [
    # players, options, bots (kinds per seat), seed
    (1, {"difficulty": "normal"}, ["random"], 1),
    (1, {"difficulty": "hard"}, ["greedy"], 2),
    (1, {"difficulty": "easy"}, ["random"], 3),
    (2, {"emperor": 0}, ["random", "greedy"], 4),
    (2, {"emperor": 1}, ["greedy", "random"], 5),
    (2, {"emperor": 0, "match": True}, ["random", "random"], 6),
    (2, {"emperor": 1, "match": True}, ["greedy", "greedy"], 7),
]


def _positions(players: int, options: dict[str, Any], kinds: list[str], seed: int, every: int = 5) -> list[tuple[dict[str, Any], list[Any]]]:
    """(view of the seat to move, its legal actions) along a bot game: every few steps and
    the first time each kind of decision shows up, then the final spectator view."""
    names = ["Ann", "Ben"][:players]
    m = mingtable.new_game("ming-voyages", names, seed=seed, options=options)
    available = G.bot_kinds("ming-voyages")
    bots = [make_bot(k if k in available else "random", seed * 10 + i, "ming-voyages") for i, k in enumerate(kinds)]
    out = []
    seen: set[Any] = set()
    step = 0
    while m.to_move:
        seat = m.to_move[0]
        view = m.view(seat)
        legal = m.legal_actions(seat)
        key = (view["pending"]["kind"], view["phase"], bool(view["combat"]))
        if step % every == 0 or key not in seen:
            seen.add(key)
            out.append((view, legal))
        m.apply(bots[seat].choose(view, legal), seat)
        step += 1
    out.append((m.view(None), []))
    out.append((m.view(0), []))
    return out


POSITIONS = [p for g in GAMES for p in _positions(*g)]


def test_positions_cover_every_kind_of_decision() -> None:
    kinds = {v["pending"]["kind"] for v, legal in POSITIONS if legal}
    assert kinds >= {"play", "timing", "reaction", "reroll", "attack-units", "attack-target", "move-from", "move-to",
                     "place-hordes", "place-settlements", "place-armies", "voyage", "voyage-gold", "voyage-junks",
                     "count", "settle", "boost", "remove-target", "next-game"}
    prefixes = {a.id.split("-")[0] for _, legal in POSITIONS for a in legal}
    assert prefixes >= {"reserve", "command", "card", "area", "stop", "count", "voyage", "path", "reveal", "reroll",
                        "accept", "before", "after", "react", "decline", "boost", "no", "next"}


@pytest.mark.parametrize("index", range(len(POSITIONS)))
def test_every_legal_action_appears_exactly_once(index: int) -> None:
    view, legal = POSITIONS[index]
    out = R.render(view, legal, ["", "random bot"])
    parsed = _parse(out["under"] + out["board"] + out["tray"] + out["panel"])
    drawn = [e for e in parsed.elements if "data-action" in e]
    assert sorted(e["data-action"] for e in drawn) == sorted(a.id for a in legal)
    labels = {a.id: a.label for a in legal}
    for element in drawn:
        assert element.get("aria-label") == labels[element["data-action"]]
        if element["_tag"] != "button":
            assert element.get("role") == "button" and element.get("tabindex") == "0"


@pytest.mark.parametrize("index", range(0, len(POSITIONS), 3))
def test_choices_sit_where_they_belong(index: int) -> None:
    view, legal = POSITIONS[index]
    out = R.render(view, legal)
    board = _parse(out["under"] + out["board"])
    tray = _parse(out["tray"])
    on_board = {e["data-action"] for e in board.elements if "data-action" in e}
    on_cards = {e["data-action"] for e in tray.elements if "data-action" in e}
    for a in legal:
        head = a.id.split("-")[0]
        if head in ("area", "path", "count", "reroll") or (head == "voyage" and a.id != "voyage"):
            assert a.id in on_board, a.id
        elif head in ("reserve", "command", "card", "boost", "reveal", "react") or (head == "discard" and a.id != "discard"):
            assert a.id in on_cards, a.id


def test_nothing_is_clickable_without_legal_actions() -> None:
    for view, _ in POSITIONS[::7]:
        out = R.render(view, [])
        assert "data-action" not in "".join(out.values())


def test_cards_are_drawn_only_in_their_owners_view() -> None:
    m = mingtable.new_game("ming-voyages", ["Ann", "Ben"], seed=8)
    emperor = m.view(0)
    public = R.render(m.view(None), [])
    own = R.render(emperor, m.legal_actions(0))
    assert 'aria-label="Your hand"' not in public["tray"] and "data-card" not in public["tray"]
    assert 'aria-label="Your hand"' in own["tray"]
    for cid in emperor["hand"]:
        assert f'data-card="{cid}"' in own["tray"]
        assert f'data-card="{cid}"' not in public["tray"]
    barbarian = m.view(1)
    for cid in barbarian["hand"]:
        assert f'data-card="{cid}"' not in own["tray"]


def test_cards_show_both_halves_names_and_voyage() -> None:
    view = {"voyages": {str(v): v == 2 for v in data.VOYAGES}}
    html = R.card_html("G05", view, "emperor")
    card = data.CARDS["G05"]
    for text in (card["en"], card["de"], card["first"], card["second"], "voyage 2", "Java", "Barbarian", "Emperor"):
        assert R.esc(text) in html, text
    assert "yours now" in html  # voyage 2 is done: the scroll half is the Emperor's
    assert "yours now" not in R.card_html("G05", {"voyages": {"2": False}}, "emperor")
    special = R.card_html("B24", {"voyages": {str(v): v <= 4 for v in data.VOYAGES}}, "barbarian")
    assert "with 1–3 voyages" in special and "with 4+ voyages" in special
    assert special.index("yours now") > special.index("with 4+ voyages")


def test_texts_are_escaped() -> None:
    evil = '<img src=x onerror=alert(1)>"\'&'
    m = mingtable.new_game("ming-voyages", [evil, "Ben"], seed=5)
    for seat in (0, 1, None):
        out = R.render(m.view(seat), m.legal_actions(0) if seat == 0 else [], [evil, ""])
        text = "".join(out.values())
        assert "<img" not in text
        assert "&lt;img src=x onerror=alert(1)&gt;&quot;&#x27;&amp;" in text
    solo = mingtable.new_game("ming-voyages", [evil], seed=5)
    assert "<img" not in "".join(R.render(solo.view(0), solo.legal_actions(0), [evil]).values())
    outcome = {"scores": [5, 6], "winners": [1], "results": [{"game": 1, "kind": "weak", "winner": "barbarian",
               "winner_seat": 1, "emperor_seat": 0, "emperor_sum": 5, "barbarian_sum": 6, "voyages": 3,
               "points": {"emperor": 5, "barbarian": 6}, "summary": evil}]}
    assert "<img" not in R.render_outcome(m.view(None), outcome)
    assert "<img" not in R.render_outcome({**m.view(None), "match": True}, outcome)


def test_static_board_has_the_whole_map() -> None:
    parsed = _parse(R.render_static())
    classes = [str(e.get("class", "")) for e in parsed.elements]
    assert sum(c.startswith("area ") for c in classes) == 10
    assert classes.count("road") == len(R.adjacency_pairs()) == sum(len(v) for v in data.ADJACENT.values()) // 2
    assert classes.count("voyage-space") == 7
    assert "mt-under" in [e.get("id") for e in parsed.elements]
    assert not any("data-action" in e for e in parsed.elements)
    static = R.render_static()
    for area in data.AREA_NAMES:
        assert R.esc(data.AREA_NAMES[area][0]) in static
    for name in data.VOYAGE_NAMES.values():
        assert name in static


def test_sichuan_has_roads_to_both_mongol_homelands() -> None:
    """The rulebook's combat example attacks Sichuan from the West and East Mongols: the map
    draws both roads."""
    titles = re.findall(r'<g class="road" data-road="[^"]+"><title>([^<]+)</title>', R.render_static())
    assert "Sichuan - West Mongols" in titles and "Sichuan - East Mongols" in titles
    assert not any("Gansu" in t and "East Mongols" in t for t in titles)


def _faces(a: str, b: str) -> bool:
    """Whether the boxes of two areas face each other across a gap (share an x or y range)."""
    ax, ay, aw, ah = R.BOX[a]
    bx, by, bw, bh = R.BOX[b]
    x_overlap = min(ax + aw, bx + bw) - max(ax, bx) > 0
    y_overlap = min(ay + ah, by + bh) - max(ay, by) > 0
    return x_overlap or y_overlap


def test_roads_join_exactly_the_adjacent_areas() -> None:
    land = [a for a in R.BOX if a != data.SEA]
    for a, b in R.adjacency_pairs():
        x1, y1, x2, y2 = R.connector(a, b)
        for area in (a, b):
            x, y, w, h = R.BOX[area]
            end_inside = any(x <= px <= x + w and y <= py <= y + h for px, py in ((x1, y1), (x2, y2)))
            assert end_inside, (a, b, area)
    # Neighbouring boxes in the same band or the next one face each other only if adjacent.
    for i, a in enumerate(land):
        for b in land[i + 1:]:
            near = abs(R.BOX[a][1] - R.BOX[b][1]) < 200
            adjacent = b in data.ADJACENT.get(a, ())
            if near and not adjacent and a != data.HEARTLAND and b != data.HEARTLAND:
                same_band = R.BOX[a][1] == R.BOX[b][1]
                if same_band:
                    # only direct neighbours in a band are adjacent; others are further apart
                    assert abs(R.BOX[a][0] - R.BOX[b][0]) > 200, (a, b)
                else:
                    assert not _faces(a, b), (a, b)


def test_single_game_outcome_shows_the_sums() -> None:
    m = mingtable.new_game("ming-voyages", ["Ann", "Ben"], seed=6)
    result = {"game": 1, "kind": "weak", "winner": "barbarian", "winner_seat": 1, "emperor_seat": 0,
              "emperor_sum": 6, "barbarian_sum": 6, "voyages": 4, "points": {"emperor": 6, "barbarian": 7},
              "summary": "Game 1: the Barbarian wins a weak victory, 6 to 6."}
    html = R.render_outcome(m.view(None), {"scores": [6, 7], "winners": [1], "results": [result]})
    assert 'id="over-title"' in html and "Ben wins as the Barbarian!" in html
    assert "Weak victory" in html and "<strong>6</strong>" in html
    major = {**result, "kind": "major", "winner": "emperor", "winner_seat": 0}
    html = R.render_outcome(m.view(None), {"scores": [12, 0], "winners": [0], "results": [major]})
    assert "Ann wins as the Emperor!" in html and "all seven voyages" in html


def test_solo_outcome_names_the_bot() -> None:
    m = mingtable.new_game("ming-voyages", ["Ann"], seed=6)
    result = {"game": 1, "kind": "major", "winner": "barbarian", "winner_seat": None, "emperor_seat": 0,
              "emperor_sum": 3, "barbarian_sum": 9, "voyages": 2, "points": {"emperor": 0, "barbarian": 12},
              "summary": "Game 1: the Barbarian wins a major victory."}
    html = R.render_outcome(m.view(None), {"scores": [0], "winners": [], "results": [result]})
    assert "The Barbarian bot wins!" in html and "five borderlands" in html


def test_match_outcome_lists_both_games_and_totals() -> None:
    m = mingtable.new_game("ming-voyages", ["Ann", "Ben"], seed=6, options={"match": True})
    results = [
        {"game": 1, "kind": "weak", "winner": "barbarian", "winner_seat": 1, "emperor_seat": 0, "emperor_sum": 5,
         "barbarian_sum": 6, "voyages": 3, "points": {"emperor": 5, "barbarian": 6}, "summary": "Game 1: weak."},
        {"game": 2, "kind": "major", "winner": "emperor", "winner_seat": 1, "emperor_seat": 1, "emperor_sum": 9,
         "barbarian_sum": 2, "voyages": 7, "points": {"emperor": 12, "barbarian": 0}, "summary": "Game 2: major."},
    ]
    html = R.render_outcome(m.view(None), {"scores": [5, 18], "winners": [1], "results": results})
    assert "Ben wins the match!" in html and "Game 1" in html and "Game 2" in html
    assert "<strong>18</strong>" in html and "<strong>5</strong>" in html
    html = R.render_outcome(m.view(None), {"scores": [12, 12], "winners": [0, 1], "results": results})
    assert "drawn" in html


def test_real_finished_games_render_their_outcome() -> None:
    for players, options, kinds, seed in GAMES:
        m = mingtable.new_game("ming-voyages", ["Ann", "Ben"][:players], seed=seed, options=options)
        bots = [make_bot("random", seed + i, "ming-voyages") for i in range(players)]
        while m.to_move:
            s = m.to_move[0]
            m.apply(bots[s].choose(m.view(s), m.legal_actions(s)), s)
        html = R.render_outcome(m.view(None), m.outcome)
        assert 'id="over-title"' in html
        if options.get("match"):
            assert "Total points" in html
        panel = R.render(m.view(None), [])["panel"]
        assert "Game over" in panel and 'data-ui="show-over"' in panel


def test_private_decisions_and_roles() -> None:
    m = mingtable.new_game("ming-voyages", ["Ann", "Ben"], seed=9, options={"emperor": 1})
    assert R.private_decision(m.view(None))
    assert R.seat_role(m.view(None), 1) == "the Emperor" and R.seat_role(m.view(None), 0) == "the Barbarian"
    assert not R.private_decision({"phase": "over"})
    assert not R.private_decision({"phase": "barbarian", "pending": {"kind": "next-game"}})


def test_latest_dice_come_from_the_public_log() -> None:
    log = ["Stage 1, round 1: Ann (the Emperor) draws 2 cards.",
           "Combat in Sichuan: [1, 4, 6] against [4, 5, 1], normal losses: Ann (the Emperor) loses 1 army.",
           "Ann (the Emperor) rerolls and now has [2, 2, 5].",
           "Voyage to Java with 2 gold and 1 junk: dice [3, 6] against 3: it fails; gold and junks wait in the sea.",
           "<b>Ann</b> says [1, 2, 3]"]
    html = R.render_recent(log)
    assert html.count("<li>") == 4 and html.count('class="die-icon"') == 3 + 3 + 3 + 2 + 3
    assert "<b>" not in html and "&lt;b&gt;Ann&lt;/b&gt;" in html
    assert R.render_recent(["No dice here."]) == ""
    # A real game's log: every combat round and voyage shows up with its dice.
    m = mingtable.new_game("ming-voyages", ["Ann"], seed=12)
    bot = make_bot("random", 3, "ming-voyages")
    while m.to_move:
        m.apply(bot.choose(m.view(0), m.legal_actions(0)), 0)
        lines = [line for line in m.log if "Combat in" in line or "Voyage to" in line]
        if len(lines) > 3:
            break
    assert R.render_recent(m.log, window=len(m.log)).count("<li>") >= 3


# -- wording (issue 6.8) ----------------------------------------------------------------------------

_SLIPS = re.compile(r"\(s\)|\b1 (?:armies|hordes|junks|settlements|cards|rerolls)\b|armys")


def _texts(markup: str) -> str:
    return re.sub(r"<[^>]+>", " ", markup)


@pytest.mark.parametrize("names, seed", [(["Me", "Chris"], 21), (["Ann", "Me"], 22), (["Me", "Jess"], 23)])
def test_wording_reads_right_for_any_count_and_name(names: list[str], seed: int) -> None:
    """Counts agree with their nouns ("1 card", never "1 cards" or "horde(s)"), no name is
    made possessive ("Me's hand"), and the play prompt says "play" once. Two-player games:
    the solo bot's own log lines are bot.py's."""
    m = mingtable.new_game("ming-voyages", names, seed=seed, options={"emperor": seed % 2})
    rng = Rng(seed)
    texts: list[str] = []
    step = 0
    while m.to_move:
        seat = m.to_move[0]
        view, legal = m.view(seat), m.legal_actions(seat)
        texts.append(R.prompt(view))
        texts.extend(a.label for a in legal)
        if step % 3 == 0:
            texts.extend(_texts(x) for x in R.render(view, legal).values())
            texts.extend(_texts(x) for x in R.render(m.view(None), []).values())
        if view["pending"]["kind"] == "play":
            assert R.prompt(view).lower().count("play") == 1, R.prompt(view)
        m.apply(rng.choice(legal).id, seat)
        step += 1
    texts.extend(m.log)
    texts.append(_texts(R.render_outcome(m.view(0), m.outcome)))
    slips = sorted({hit.group(0) for text in texts for hit in _SLIPS.finditer(text)})
    assert slips == []
    assert not [text for text in texts for name in names if f"{name}'s" in text]
    assert any(re.search(r"\b1 (?:army|horde|junk|card)\b", text) for text in texts)  # the singular does occur


def test_rerolls_left_count_down_to_zero(monkeypatch: pytest.MonkeyPatch) -> None:
    """The combat view counts the rerolls left: 1 after revealing a 1-CP card, 0 after the
    last reroll (also when no decision follows it), and the tray says so."""
    from mv_support import Dice, at_play, set_board, set_cards

    for reserve in (["G01"], ["G01", "G04"]):
        m = at_play(data.EMPEROR)
        Dice(monkeypatch, 1, 2, 4, 6, 1, 2, 3)  # attack 1,2,4; the reroll gives 6; defence 1,2,3
        set_cards(m, data.EMPEROR, hand=["E25"], reserve=reserve)
        set_board(m, armies={"H": 1}, hordes={"B2": 1})
        for action in ("command-E25-attack", "area-B2", "area-H", "reveal-G01"):
            m.apply(action)
        assert m.view(0)["combat"]["rerolls"] == 1
        assert "Emperor may reroll (1 left)" in R.render(m.view(0), m.legal_actions(0))["board"]
        m.apply("reroll-1")
        if len(reserve) == 2:  # another card to reveal: the decision shows 0 left
            assert m.view(0)["combat"]["rerolls"] == 0 and "reveal-G04" in [a.id for a in m.legal_actions(0)]
            assert "Emperor may reroll (0 left)" in R.render(m.view(0), m.legal_actions(0))["board"]
            m.apply("accept")
        view = m.view(0)
        assert view["combat"] is None and view["last_combat"]["winner"] == data.EMPEROR
        assert view["last_combat"]["rerolls"] == 0
        monkeypatch.undo()  # real dice for the next set-up
