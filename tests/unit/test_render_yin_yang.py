"""Yin Yang markup: every legal action drawn exactly once with an accessible name, the map as
the data says, god cards only in their owner's view, every text from the catalogue and escaped,
the game-over box as the engine's outcome says."""

from __future__ import annotations

from html.parser import HTMLParser
from typing import Any

import pytest

import mingtable
from mingtable.bots import make_bot
from mingtable.games.yin_yang import data
from mingtable.games.yin_yang import render as R
from mingtable.i18n import tr
from mingtable.ui import games as G

from i18n_support import outside_catalogue, visible_texts


class _Elements(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.elements: list[dict[str, Any]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.append({**dict(attrs), "_tag": tag})

    handle_startendtag = handle_starttag


def _elements(markup: str) -> list[dict[str, Any]]:
    parser = _Elements()
    parser.feed(markup)
    parser.close()
    return parser.elements


NAMES = ["Ann", "Ben", "Cy", "Di"]


def _game(players: int, seed: int, kind: str = "greedy") -> tuple[mingtable.Match, list[tuple[dict[str, Any], list[Any]]]]:
    """A bot game to its end with (view of the seat to move, its legal actions) at every step."""
    m = mingtable.new_game("yin-yang", NAMES[:players], seed=seed, version=1)
    bots = [make_bot(kind, seed * 10 + i, "yin-yang") for i in range(players)]
    steps = []
    while m.outcome is None:
        seat = m.to_move[0]
        view, legal = m.view(seat), m.legal_actions(seat)
        steps.append((view, legal))
        m.apply(bots[seat].choose(view, legal), seat)
    return m, steps


GAMES = {(1, 8): _game(1, 8), (2, 3): _game(2, 3, "random"), (3, 5): _game(3, 5), (4, 17): _game(4, 17, "random")}


@pytest.mark.parametrize("key", list(GAMES))
def test_every_legal_action_is_drawn_once_with_a_name(key: tuple[int, int]) -> None:
    _m, steps = GAMES[key]
    kinds = set()
    for view, legal in steps:
        out = R.render(view, legal, [""] * key[0], "en")
        markup = out["board"] + out["panel"] + out["tray"] + out["under"]
        acting = [e for e in _elements(markup) if "data-action" in e]
        ids = [e["data-action"] for e in acting]
        assert sorted(ids) == sorted(a.id for a in legal), (view["phase"], view["step"])
        for e in acting:
            assert e.get("aria-label") and (e["_tag"] == "button" or (e.get("role") == "button" and e.get("tabindex") == "0"))
        kinds |= {a.id.split(":")[0] for a in legal}
    assert {"start", "oracle", "place", "end"} <= kinds


def test_where_each_kind_of_choice_is_drawn() -> None:
    """Issue 20, item 3: every choice where it acts; only ending the turn and the free re-throw
    or keeping the throw (O8) are buttons of the panel."""
    kinds = set()
    for key in ((2, 3), (4, 17)):
        _m, steps = GAMES[key]
        for view, legal in steps:
            out = R.render(view, legal, [], "en")
            board = {e["data-action"]: e for e in _elements(out["board"]) if "data-action" in e}
            tray = {e["data-action"]: e for e in _elements(out["tray"]) if "data-action" in e}
            panel = {e["data-action"]: e for e in _elements(out["panel"]) if "data-action" in e}
            me = view["players"][view["seat"]]
            for a in legal:
                head = a.id.split(":")[0]
                kinds.add(head)
                if a.id.startswith(("start:", "disaster:", "move:", "cart:", "boat:", "tile:cart:", "tile:boat:", "clouds:",
                                    "deadly:", "gift:")):
                    assert a.id in board, a.id
                elif a.id in ("temple", "goods", "tile:temple", "tile:goods"):  # a chip beside the player's city
                    assert "chip-move" in board[a.id]["class"] and me["city"]
                elif head == "oracle":  # a chip at the foot of its deep field, naming both halves
                    _, high, deep = a.id.split(":")
                    chip = board[a.id]
                    assert "yy-split" in chip["class"] and (chip["data-high"], chip["data-deep"]) == (high, deep)
                elif head in ("defy", "lightning", "heavens"):  # on the god card
                    assert a.id in tray and a.id.split(":")[0] in me["cards"]
                elif head in ("kan", "frame", "forfeit"):  # on the track it moves
                    assert a.id in tray and "btn" in tray[a.id]["class"]
                elif head in ("place", "swap"):  # on the development area
                    assert a.id in tray and tray[a.id]["_tag"] == "g"
                else:
                    assert a.id in panel and a.id in ("end", "rethrow", "keep"), a.id
    assert {"oracle", "forfeit", "swap", "heavens", "gift", "temple", "goods", "deadly"} <= kinds


def _boxes(board: str) -> list[tuple[str, float, float, float, float]]:
    """The map's choices: (action id, x0, y0, x1, y1) of each chip and each city that is one choice."""
    out = []
    for e in _elements(board):
        if "data-action" not in e:
            continue
        if "chip-move" in e.get("class", ""):
            out.append([e["data-action"]])
        elif e["_tag"] == "circle" and "hit" in e.get("class", "").split():
            x, y, r = float(e["cx"]), float(e["cy"]), float(e["r"])
            out.append((e["data-action"], x - r, y - r, x + r, y + r))
        elif e["_tag"] == "rect" and out and isinstance(out[-1], list):  # a chip's box follows its group
            out[-1] = (out[-1][0], float(e["x"]), float(e["y"]), float(e["x"]) + float(e["width"]), float(e["y"]) + float(e["height"]))
    return [b for b in out if isinstance(b, tuple)]


@pytest.mark.parametrize("seed", [8, 10, 11, 14, 16])
def test_no_chip_covers_another_choice_on_the_map(seed: int) -> None:
    """Issue 20, item 3: the temple and goods chips of the player's city, the chips of its
    neighbours and the cities that are one choice each never lie on another's middle, also where
    a city and all its neighbours hold choices (the chips then go farther out, a line to their city)."""
    m = mingtable.new_game("yin-yang", NAMES[:2 + seed % 3], seed=seed, version=1)
    rng = __import__("random").Random(seed)
    crowded = 0
    while m.to_move:
        seat = m.to_move[0]
        legal = m.legal_actions(seat)
        out = R.render(m.view(seat), legal, [], "en")
        boxes = _boxes(out["board"])
        for i, (a, *box) in enumerate(boxes):
            mx, my = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
            for b, x0, y0, x1, y1 in boxes[:i] + boxes[i + 1:]:
                assert not (x0 <= mx <= x1 and y0 <= my <= y1), (a, b)
        crowded += 'class="yy-lead"' in out["under"]
        m.apply(rng.choice(legal).id, seat)
    assert crowded or seed != 8


def test_the_map_shows_the_side_in_play_and_what_lies_on_it() -> None:
    static = R.render_static("en")
    drawn = [e for e in _elements(static) if "data-city" in e]
    assert [e["data-city"] for e in drawn] == [c.key for c in data.CITIES]
    only_4p = {e["data-city"] for e in drawn if e.get("class") == "yy-4p-only"}
    assert only_4p == set(data.side_cities("4p")) - set(data.side_cities("2-3p")) and only_4p
    m, steps = GAMES[(4, 17)]
    view = steps[40][0]
    board = R.render(view, [], [], "en")["board"]
    assert '<g data-side="4p"></g>' in board
    assert '<g data-side="2-3p"></g>' in R.render(GAMES[(2, 3)][1][0][0], [], [], "en")["board"]
    keys = {e["data-key"] for e in _elements(board) if "data-key" in e}
    assert {f"temple-{c}" for c in view["temples"]} <= keys and {f"disaster-{c}" for c in view["disasters"]} <= keys
    assert {f"goods-{c}" for c in view["goods_on_map"]} <= keys and {f"figure-{s}" for s in range(4)} <= keys
    for city, owner in view["temples"].items():
        assert f"Temple of {NAMES[owner]} in " in board.split(f'data-key="temple-{city}"')[1].split("</title>")[0]
    stacks = [e["data-key"] for e in _elements(board) if e.get("class") == "yy-stack"]
    assert stacks == [f"stack-{t}" for t in data.RING_ORDER]
    assert len([e for e in _elements(static) if e.get("class") == "yy-deep"]) == 8


def test_god_cards_only_in_their_owners_view() -> None:
    m, steps = GAMES[(3, 5)]
    view, legal = steps[10]
    seat = view["seat"]
    tray = R.render(view, legal, [], "en")["tray"]
    own = [tr(f"yy.card.{c}", "en") for c in m.view(seat)["players"][seat]["cards"]]
    assert "Your god cards:" in tray and tray.count("Your god cards:") == 1
    spectator = R.render(m.view(None), [], [], "en")["tray"] + R.render_text_view(m.view(None), "en")
    assert "Your god cards:" not in spectator
    other = (seat + 1) % 3
    hidden = m.view(other)["players"][seat]["cards"]
    assert hidden is None and own is not None


@pytest.mark.parametrize("key", list(GAMES))
def test_every_text_comes_from_the_catalogue(key: tuple[int, int]) -> None:
    m, steps = GAMES[key]
    names = NAMES[: key[0]]
    views = [s for s in steps[::7]] + [(m.view(None), [])]
    for view, legal in views:
        out = R.render(view, legal, ["bot"] * key[0], "qps")
        markup = "".join(out.values()) + R.render_text_view(view, "qps") + R.render_static("qps")
        bad = [t for t in visible_texts(markup) if outside_catalogue(t, names + ["bot"])]
        assert not bad, bad[:5]
    over = R.render_outcome(m.view(None), m.outcome, "qps")
    assert not [t for t in visible_texts(over) if outside_catalogue(t, names)]


def test_player_names_are_escaped() -> None:
    m = mingtable.new_game("yin-yang", ["<b>Ann</b>", "Ben & Co"], seed=2, version=1)
    out = R.render(m.view(0), m.legal_actions(0), [], "en")
    markup = "".join(out.values()) + R.render_text_view(m.view(0), "en")
    assert "<b>Ann" not in markup and "&lt;b&gt;Ann&lt;/b&gt;" in markup and "Ben &amp; Co" in markup


def test_game_over_box_follows_the_outcome() -> None:
    m, _ = GAMES[(4, 17)]
    box = R.render_outcome(m.view(None), m.outcome, "en")
    winner = NAMES[m.outcome["winners"][0]]
    assert f'<h2 id="over-title">{winner} wins!</h2>' in box
    assert box.count("<td><strong>") == 4 and f"{max(m.outcome['scores'])}</strong>" in box
    kingdoms = m.view(None)["result"]["kingdoms"]
    assert box.count("<tr><th scope=\"row\">Chu (11/6)</th>") == 1 and "Development: the scoring tiles" in box
    assert sum(kingdoms["chu"]) == sum(int(x) for x in box.split("Chu (11/6)</th>")[1].split("</tr>")[0]
                                        .replace("<td>", " ").replace("</td>", " ").split())
    solo, _ = GAMES[(1, 8)]
    box = R.render_outcome(solo.view(None), solo.outcome, "de")
    rank = solo.outcome["rank"]
    assert rank and f'<h2 id="over-title">Dein Rang: {data.SOLO_RANKS_DE[rank]}</h2>' in box
    lost = dict(solo.outcome, rank=None, winners=[])
    assert '<h2 id="over-title">The journey is lost</h2>' in R.render_outcome(solo.view(None), lost, "en")


def test_the_app_finds_the_renderer_and_its_form() -> None:
    assert G.playable("yin-yang")
    spec = G.setup_spec("yin-yang", "de")
    assert [m.players for m in spec.modes] == [1, 2, 3, 4] and not spec.mode(1).bots and spec.mode(4).bots
    assert G.board_attrs("yin-yang", "de") == (R.VIEWBOX, "Yin-Yang-Spielbrett")
    m, steps = GAMES[(2, 3)]
    view = steps[5][0]
    assert G.private_decision("yin-yang", view) == bool(view["players"][view["current"]]["card_count"])
    assert not G.private_decision("yin-yang", GAMES[(1, 8)][1][5][0])  # solo: no god cards, no curtain
    assert G.status_text("yin-yang", view, "en").startswith("year 1 of 5")
    assert G.turn_prompt("yin-yang", view, view["current"], "en")
    assert G.turn_prompt("yin-yang", view, 1 - view["current"], "en") == ""


def test_the_rules_button_opens_an_existing_section() -> None:
    from mingtable.ui.rules import render_rules

    _title, body = render_rules("yin-yang", "en")
    seen = set()
    for key in ((1, 8), (2, 3)):
        for view, legal in GAMES[key][1]:
            rule = R.rule_of(view)
            assert rule and f'id="rules-{rule}"' in body, (view["phase"], view["step"], rule)
            seen.add(rule)
            panel = R.render(view, legal, [], "en")["panel"]
            assert f'data-ui="rules" data-arg="yin-yang#{rule}"' in panel
    assert {"setup", "year", "oracle", "actions", "development"} <= seen


class _TopLevel(HTMLParser):
    """Counts the elements at the top level of a fragment (void and self-closed ones too)."""

    VOID = {"br", "img", "input", "hr", "meta", "link"}

    def __init__(self) -> None:
        super().__init__()
        self.depth = 0
        self.top = 0
        self.stray_text = False

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        self.top += self.depth == 0
        if tag not in self.VOID:
            self.depth += 1

    def handle_startendtag(self, tag: str, attrs: Any) -> None:
        self.top += self.depth == 0

    def handle_endtag(self, tag: str) -> None:
        self.depth -= 1
        assert self.depth >= 0, f"a stray </{tag}>"

    def handle_data(self, data: str) -> None:
        self.stray_text |= self.depth == 0 and bool(data.strip())


def test_the_board_and_the_tray_are_layers_of_single_elements() -> None:
    """The page puts in again only the parts of the board and of the tray that changed
    (``PlayScreen._put``): each part must be exactly one element, so that it replaces one."""
    m = mingtable.new_game("yin-yang", ["A", "B", "C"], seed=5, version=1)
    bots = [make_bot("random", i) for i in range(3)]
    changed = [0] * 18
    before: list[str] = []
    for _ in range(30):
        seat = m.to_move[0]
        out = G.render("yin-yang", m.view(seat), m.legal_actions(seat), ["", "", ""], "en")
        for name in ("board", "tray"):
            layer = out[name]
            assert isinstance(layer, R.Layer) and str(layer) == layer.head + "".join(layer.parts) + layer.tail
            # as many parts at every decision: the map's pieces by kind and its choices; the
            # Tai-Chi board's fields, eight stacks, deep oracle, order track, year, journey
            assert len(layer.parts) == (18 if name == "board" else 3)
            for part in layer.parts:
                parser = _TopLevel()
                parser.feed(part)
                parser.close()
                assert (parser.top, parser.depth, parser.stray_text) == (1, 0, False), (name, part[:80])
        board = out["board"].parts
        if before:
            changed = [n + (old != new) for n, old, new in zip(changed, before, board)]
        before = board
        m.apply(bots[seat].choose(m.view(seat), m.legal_actions(seat)), seat)
    assert max(changed) > 15 and min(changed) < 5  # the choices change at most decisions, a stack seldom
