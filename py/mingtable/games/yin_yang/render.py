"""Yin Yang markup: a view and the legal actions in, SVG and HTML strings out.

Pure Python (no DOM), so it runs on CPython in the tests and under Pyodide in the page.
The board (1000 x 1000) shows the map of the Warring States above (cities coloured by kingdom,
roads dashed, rivers blue; temples, goods, disaster stones and figures on the cities; only
the cities of the side in play, ``data.side_cities``) and the Tai-Chi board below: the high
oracle ring (eight stacks of action tiles, the god's will markers), the yin and yang fields in
its centre, the deep oracle strip, the turn-order track (solo: red frames), the year and, in
solo play, the journey tiles. Every player's board (tracks, action tiles, development grid
with its scoring tiles, god cards of the viewer only) is HTML in the tray below the board;
the coins thrown or left are in the side panel.

Every legal action is drawn exactly once, where it acts (issue 20, item 3), as an element
carrying ``data-action``, a button role and an ``aria-label`` (the engine's label, which says
what the choice does): the moves, start cities, disaster stones, Deadly will and the temple and
goods actions on (or as chips beside) the map's cities, the oracle splits as chips at the foot
of their deep oracle fields, the Gift of the gods on its field's stones, the goods placements
on the cells of the player's development grid, Li's swaps on its scoring tiles, the gains and
forfeits beside the tracks, the god cards on the cards; only ending the turn and the free
re-throw or keeping the throw (and the solo set-up's choice of a scoring tile) are buttons
in the panel. The map, the
deep oracle strip, the turn-order track and the legend are static (:func:`render_static`); the
pieces layer names the side in play and assets/app.css hides what only the other side has.
Every text goes through :func:`mingtable.markup.esc`; clause names refer to
docs/rules/yin-yang.md.
"""

from __future__ import annotations

import html
import math
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Iterable

from ...engine.renderer import Renderer
from ...engine.setup import Field, Mode, SetupSpec
from ...i18n import DEFAULT_LANG, Message, T, frozen, tr, tr_remembered
from ...markup import CHOICES_SLOT, Layer, RenderPass, action_attrs, attrs, esc, info_attrs, legal_map
from . import data, rules
from . import texts as _texts  # noqa: F401 - registers the yy.* texts
from .texts import city as city_name, good as good_name, kingdom as kingdom_name, tile as tile_name
from .texts import TERMS
from .texts import trigram as trigram_name

GAME_ID = "yin-yang"
VIEWBOX = "0 0 1000 1000"

# -- palette ------------------------------------------------------------------------------------
INK = "#2b1d0e"
KINGDOM_HEX = {"chu": "#c9503c", "qin": "#4f6fa8", "zhao": "#7d9a3c", "qi": "#2f8f8a",
               "yan": "#8a5aa0", "wei": "#d39a2e", "han": "#a86a3c"}
GOOD_HEX = {"bronze": "#b87333", "bone": "#efe6cf", "jade": "#3f9c6d", "silk": "#c23b6e"}
PLAYER_HEX = {"red": "#c0392b", "blue": "#2f5ea8", "yellow": "#e2b023", "green": "#3c8a3e"}
YANG_HEX, YIN_HEX = "#f3d36b", "#2d2a32"
ROAD_HEX, RIVER_HEX = "#8a6a44", "#5b9bd5"

# -- geometry of the Tai-Chi board (below the map) ------------------------------------------------
MAP_BOTTOM = 700
RING_C = (165.0, 858.0)
RING_R = 98.0
DEEP_X, DEEP_Y, DEEP_W, DEEP_H = 330.0, 716.0, 78.0, 116.0
# the foot of a deep oracle field, below its texts: the chips of the splits laid there, two in a row,
# the rows far enough apart that a phone's touch pads part them once the board is zoomed in
SLOT_Y, SLOT_H, SLOT_ROW = 60.0, 24.0, 30.0
TRACK_X, TRACK_Y, TRACK_W = 330.0, 854.0, 21.0
TRACK_ROW, SPACE_H = 32.0, 26.0
LEGEND_Y = 930.0
YEAR_XY = (22.0, 34.0)

#: the short word of a move choice drawn as a chip beside its city
CHIP_WORD = {"start": "yy.chip.start", "disaster": "yy.chip.disaster", "move": "yy.chip.move", "cart": "yy.chip.cart",
             "boat": "yy.chip.boat", "tile:cart": "yy.chip.tile_cart", "tile:boat": "yy.chip.tile_boat", "clouds": "yy.chip.clouds",
             "deadly": "yy.chip.deadly", "temple": "yy.chip.temple", "tile:temple": "yy.chip.tile_temple", "goods": "yy.chip.goods",
             "tile:goods": "yy.chip.tile_goods"}
CITY_PREFIXES = ("start:", "disaster:", "move:", "cart:", "boat:", "tile:cart:", "tile:boat:", "clouds:", "deadly:")
#: the actions taken in the city where the player stands (A3, A4: a temple built, the goods taken there),
#: drawn as chips beside it; Deadly will (O7) as a chip beside the temple's city
HERE_ACTIONS = ("temple", "tile:temple", "goods", "tile:goods")
#: the choices at a city that always show their word on a chip (a bare city would read as a move)
WORDED = ("deadly", "temple", "tile:temple", "goods", "tile:goods")
#: the panel's buttons, in this order: only the choices with no place on a board (the turn ended,
#: a throw thrown again or kept, O8); every other choice is drawn where it acts (issue 20, item 3)
PANEL_ORDER = ("end", "rethrow", "keep")
PRIMARY = frozenset(("end", "rethrow"))
#: the panel's line saying where the choices of a decision are (``yy.ui.where.<key>``), by the kinds of its actions
WHERE_HINTS = (("oracle", ("oracle",)), ("here", ("temple", "goods", "tile:temple", "tile:goods")),
               ("deadly", ("deadly",)), ("track", ("kan", "frame")), ("forfeit", ("forfeit",)),
               ("cards", ("defy", "lightning", "heavens")), ("gift", ("gift",)), ("swap", ("swap",)))


def board_label(lang: str = DEFAULT_LANG) -> str:
    """The board's accessible name in ``lang``."""
    return tr(T("yy.ui.board"), lang)


def _t(message: Any, lang: str) -> str:
    """A message as escaped text (remembered: the same message gives the same text)."""
    return esc(tr_remembered(message, lang))


# -- small pictures -------------------------------------------------------------------------------

def trigram_lines(t: str, x: float, y: float, w: float = 24, gap: float = 6, colour: str = INK, stroke: float = 3.5) -> str:
    """The trigram ``t`` centred on (x, y): l1 at the bottom, a yang line whole, a yin line broken."""
    out = []
    for i, line in enumerate(data.TRIGRAMS[t]):
        ly = y + gap - i * gap
        if line:
            out.append(f'<path d="M{x - w / 2:g} {ly:g}h{w:g}" stroke="{colour}" stroke-width="{stroke:g}"/>')
        else:
            part = w * 0.4
            out.append(f'<path d="M{x - w / 2:g} {ly:g}h{part:g}M{x + w / 2 - part:g} {ly:g}h{part:g}"'
                       f' stroke="{colour}" stroke-width="{stroke:g}"/>')
    return "".join(out)


def trigram_svg(t: str, size: int = 26) -> str:
    """A trigram as a small inline SVG for HTML (decorative: the text beside it names it)."""
    return (f'<svg class="yy-tri" viewBox="0 0 30 24" width="{size}" height="{size * 24 // 30}" aria-hidden="true">'
            f'{trigram_lines(t, 15, 12, 24, 7, INK, 3.6)}</svg>')


def coin(x: float, y: float, face: int, r: float = 10) -> str:
    """One oracle coin: yang (1) golden with a whole line, yin (0) dark with a broken line."""
    if face:
        mark = f'<path d="M{x - r * .55:g} {y:g}h{r * 1.1:g}" stroke="#7a5a10" stroke-width="{r * .28:g}"/>'
        return f'<circle cx="{x:g}" cy="{y:g}" r="{r:g}" fill="{YANG_HEX}" stroke="#7a5a10" stroke-width="1.2"/>{mark}'
    mark = (f'<path d="M{x - r * .55:g} {y:g}h{r * .4:g}M{x + r * .15:g} {y:g}h{r * .4:g}" stroke="#e9e3d0"'
            f' stroke-width="{r * .28:g}"/>')
    return f'<circle cx="{x:g}" cy="{y:g}" r="{r:g}" fill="{YIN_HEX}" stroke="#000" stroke-width="1.2"/>{mark}'


def coins_svg(faces: list[int], size: int = 22) -> str:
    """Coins in a row as an inline SVG for HTML (decorative: a text says the counts)."""
    if not faces:
        return ""
    w = len(faces) * (size + 4)
    body = "".join(coin(i * (size + 4) + size / 2 + 2, size / 2 + 2, f, size / 2 - 1) for i, f in enumerate(faces))
    return f'<svg class="yy-coins" viewBox="0 0 {w} {size + 4}" width="{w}" height="{size + 4}" aria-hidden="true">{body}</svg>'


def tile_icon(kind: str, x: float, y: float, s: float = 1.0) -> str:
    """An action tile's picture: a cart wheel, a boat, a temple roof or a goods bale."""
    g = f'<g transform="translate({x:g} {y:g}) scale({s:g})">'
    if kind == "cart":
        body = ('<circle r="7" fill="none" stroke="#5b3a1a" stroke-width="2"/><path d="M-7 0h14M0-7v14M-5-5l10 10M5-5l-10 10"'
                ' stroke="#5b3a1a" stroke-width="1"/>')
    elif kind == "boat":
        body = ('<path d="M-9 2h18l-4 5h-10z" fill="#6b4423"/><path d="M-1 1v-10l7 9z" fill="#e9f3ee" stroke="#3b2412"'
                ' stroke-width=".8"/>')
    elif kind == "temple":
        body = ('<path d="M-10-2h20l-4-5h-12z" fill="#b3202a"/><path d="M-7-2h14v8h-14z" fill="#f3e3c0" stroke="#5b2a1a"'
                ' stroke-width=".8"/><path d="M-2 6v-5h4v5" fill="#5b2a1a"/>')
    else:
        body = ('<path d="M-7-6h14v12h-14z" fill="#d9b98a" stroke="#5b3a1a" stroke-width="1"/>'
                '<path d="M-7 0h14M0-6v12" stroke="#5b3a1a" stroke-width="1"/>')
    return g + body + "</g>"


def tile_svg(kind: str, size: int = 22) -> str:
    return (f'<svg class="yy-tile" viewBox="-11 -11 22 22" width="{size}" height="{size}" aria-hidden="true">'
            f'<rect x="-10.5" y="-10.5" width="21" height="21" rx="3" fill="#fff8e6" stroke="#8a6a44"/>{tile_icon(kind, 0, 0, .9)}</svg>')


def goods_stone(good: str, x: float, y: float, r: float = 6) -> str:
    return (f'<rect x="{x - r:g}" y="{y - r:g}" width="{2 * r:g}" height="{2 * r:g}" rx="{r * .35:g}" fill="{GOOD_HEX[good]}"'
            f' stroke="{INK}" stroke-width="1"/>')


def goods_svg(good: str, size: int = 14) -> str:
    return (f'<svg class="yy-good" viewBox="0 0 {size} {size}" width="{size}" height="{size}" aria-hidden="true">'
            f'{goods_stone(good, size / 2, size / 2, size / 2 - 1)}</svg>')


def temple_shape(x: float, y: float, fill: str, s: float = 1.0) -> str:
    return (f'<g transform="translate({x:g} {y:g}) scale({s:g})"><path d="M-8-1h16l-3-5h-10z" fill="{fill}" stroke="{INK}"'
            f' stroke-width="1"/><path d="M-5-1h10v7h-10z" fill="{fill}" stroke="{INK}" stroke-width="1"/>'
            f'<path d="M-9 6h18" stroke="{INK}" stroke-width="1.5"/></g>')


def figure(x: float, y: float, fill: str, s: float = 1.0) -> str:
    return (f'<g transform="translate({x:g} {y:g}) scale({s:g})"><circle cy="-9" r="4.5" fill="{fill}" stroke="{INK}"'
            f' stroke-width="1.2"/><path d="M-6 5q0-12 6-12t6 12z" fill="{fill}" stroke="{INK}" stroke-width="1.2"/></g>')


def disaster_stone(x: float, y: float) -> str:
    return (f'<g transform="translate({x:g} {y:g})"><path d="M-9-4l4-6 7 1 6 5-2 8-8 3-6-3z" fill="#4a4540"'
            f' stroke="#111" stroke-width="1"/><path d="M-4-4l7 7M3-4l-7 7" stroke="#e0523a" stroke-width="2"/></g>')


# -- the static board ----------------------------------------------------------------------------------

_INFOS: dict[tuple[Any, ...], str] = {}  # (frozen head, frozen body, lang, focus) -> attributes


def _info(head: Any, body: Any, lang: str, focus: bool = False) -> str:
    """The popover of a god card, tile, field or temple (:func:`mingtable.markup.info_attrs`):
    what it is and its full rules text, both made in ``lang`` (remembered, as :func:`_t`)."""
    key = (frozen(head), frozen(body), lang, focus)
    made = _INFOS.get(key)
    if made is None:
        if len(_INFOS) > 20_000:
            _INFOS.clear()
        made = _INFOS[key] = info_attrs(tr(head, lang), tr(body, lang), focus=focus)
    return made


def _pair(a: Any, b: Any) -> Message:
    return T("yy.info.pair", a=a, b=b)


def card_info(card: str) -> Message:
    """The full rules text of a god card."""
    return _pair(T(f"yy.info.card.{card}"), T("yy.info.card_rule"))


def tile_info(kind: str) -> Message:
    """The full rules text of an action tile."""
    return _pair(T(f"yy.info.tile.{kind}"), T("yy.info.tile_rule"))


def scoring_info(kind: str, line: str, other: bool) -> Message:
    """The full rules text of a scoring tile lying at the end of ``line``."""
    text = _pair(T(f"yy.info.scoring.{kind}"), T("yy.info.scoring_rule", line=T(f"yy.line.{line}")))
    return _pair(text, T("yy.info.scoring_other")) if other else text


def temple_info(kingdom: str) -> Message:
    """How the temples of a kingdom score."""
    first, second = data.KINGDOM_VALUES[kingdom]
    return T("yy.info.temple", kingdom=kingdom_name(kingdom), first=first, second=second)


def render_static(lang: str = DEFAULT_LANG) -> str:
    """The board without pieces (SVG children of a 1000 x 1000 svg): the map of the 4-player
    side (what only that side has is marked ``yy-4p-only``: assets/app.css hides it while the
    pieces layer says ``data-side="2-3p"``), the Tai-Chi board's fixed parts, the turn-order
    track and the kingdoms' legend. Made once per language."""
    text = _STATIC.get(lang)
    if text is None:
        text = _STATIC[lang] = _static(lang)
    return text


_STATIC: dict[str, str] = {}


def _static(lang: str) -> str:
    def t(message: Any) -> str:
        return _t(message, lang)

    cx, cy = RING_C
    small = set(data.side_cities("2-3p"))
    out = [
        '<defs><filter id="mt-glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="3"/>'
        '<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>'
        '<pattern id="yy-paper" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="#f1e6c8"/>'
        '<path d="M0 10L10 0" stroke="#e6d7b0" stroke-width=".6"/></pattern></defs>',
        '<rect x="0" y="0" width="1000" height="1000" fill="#e7dcc0"/>',
        f'<rect x="6" y="6" width="988" height="{MAP_BOTTOM - 8}" rx="14" fill="url(#yy-paper)" stroke="#8a6a44" stroke-width="2"/>',
        f'<rect x="6" y="{MAP_BOTTOM + 4}" width="988" height="{1000 - MAP_BOTTOM - 10}" rx="14" fill="#efe3c4" stroke="#8a6a44"'
        ' stroke-width="2"/>',
    ]

    def only(*cities: str) -> str:
        return ' class="yy-4p-only"' if any(c not in small for c in cities) else ""

    # kingdoms: a soft wash of colour around their cities
    for city in data.CITIES:
        if city.kingdom:
            out.append(f'<circle{only(city.key)} cx="{city.x}" cy="{city.y}" r="58" fill="{KINGDOM_HEX[city.kingdom]}"'
                       ' fill-opacity=".13"/>')
    out.append('<g id="mt-under"></g>')
    for _id, a, b, _name in data.RIVERS:
        ca, cb = data.CITY[a], data.CITY[b]
        out.append(f'<path{only(a, b)} d="M{ca.x} {ca.y}L{cb.x} {cb.y}" stroke="{RIVER_HEX}" stroke-width="7"'
                   ' stroke-linecap="round" opacity=".75"/>')
    for _id, a, b in data.ROADS:
        ca, cb = data.CITY[a], data.CITY[b]
        out.append(f'<path{only(a, b)} d="M{ca.x} {ca.y}L{cb.x} {cb.y}" stroke="{ROAD_HEX}" stroke-width="2.5" stroke-dasharray="7 4"/>')
    for city in data.CITIES:
        x, y = city.x, city.y
        if city.size == "capital":
            shape = (f'<rect x="{x - 15}" y="{y - 15}" width="30" height="30" rx="4" fill="#b3202a" stroke="{INK}" stroke-width="2"/>'
                     f'<rect x="{x - 9}" y="{y - 9}" width="18" height="18" rx="2" fill="none" stroke="#f3d36b" stroke-width="2"/>')
            tip = T("yy.tip.capital", city=city_name(city.key))
        else:
            r = 13 if city.size == "large" else 9
            stroke = "#1f4e8c" if city.size == "small" else INK
            shape = (f'<circle cx="{x}" cy="{y}" r="{r}" fill="{KINGDOM_HEX[city.kingdom or "chu"]}" stroke="{stroke}"'
                     f' stroke-width="{3 if city.size == "small" else 2}"/>')
            tip = T("yy.tip.city", city=city_name(city.key), kingdom=kingdom_name(city.kingdom or "chu"),
                    size=T(f"yy.ui.size.{city.size}"))
        out.append(f'<g{only(city.key)} data-city="{city.key}"><title>{t(tip)}</title>{shape}'
                   f'<text class="yy-cname" x="{x}" y="{y + 27}" text-anchor="middle">{t(city_name(city.key))}</text></g>')
    # the Tai-Chi board: the ring's ground, the deep oracle strip, the turn-order track, the legend
    out += [
        f'<circle cx="{cx:g}" cy="{cy:g}" r="{RING_R + 32:g}" fill="#e3d3a8" stroke="#8a6a44" stroke-width="2"/>',
        f'<text class="yy-title" x="{cx:g}" y="{MAP_BOTTOM + 24}" text-anchor="middle">{t(T("yy.ui.high_oracle"))}</text>',
        f'<text class="yy-title" x="{DEEP_X}" y="{DEEP_Y - 4:g}">{t(T("yy.ui.deep_oracle"))}</text>',
        f'<text class="yy-title" x="{TRACK_X}" y="{TRACK_Y - 8:g}">{t(T("yy.ui.order_track"))}</text>',
    ]
    for i, tg in enumerate(data.TRIGRAM_ORDER):
        x = DEEP_X + i * (DEEP_W + 4)
        what = data.DEEP_ACTION[tg]
        tip = T("yy.tip.deep", trigram=trigram_name(tg), action=T(f"yy.deep.{what}"))
        out.append(f'<g class="yy-deep" data-key="deep-{tg}"{_info(tip, T("yy.info.deep", action=T(f"yy.deep.{what}")), lang)}>'
                   f'<rect class="yy-frame" x="{x:g}" y="{DEEP_Y:g}" width="{DEEP_W:g}" height="{DEEP_H:g}" rx="6" fill="#f7e7c0" stroke="#8a6a44"'
                   f' stroke-width="1.5"/>{trigram_lines(tg, x + DEEP_W / 2, DEEP_Y + 13, 28, 6, INK, 3)}'
                   f'<text class="yy-deepname" x="{x + DEEP_W / 2:g}" y="{DEEP_Y + 34:g}" text-anchor="middle">{t(trigram_name(tg))}</text>'
                   f'<text class="yy-deepact" x="{x + DEEP_W / 2:g}" y="{DEEP_Y + 46:g}" text-anchor="middle"'
                   f'{_squeeze(t(T(f"yy.short.{what}")), DEEP_W - 6, 10.5)}>{t(T(f"yy.short.{what}"))}</text>'
                   f'{_deep_second_line(what, x, t)}</g>')
    for sp in range(data.ORDER_LAST + 1):
        x, y = _space_xy(sp)
        out.append(f'<rect x="{x:g}" y="{y:g}" width="{TRACK_W + 14:g}" height="{SPACE_H:g}" rx="4" fill="#fbf3dc" stroke="#8a6a44"/>'
                   f'<text class="yy-space" x="{x + 4:g}" y="{y + 11:g}">{sp}</text>')
    for i, k in enumerate(data.KINGDOMS):
        x = TRACK_X + i * 94
        first, second = data.KINGDOM_VALUES[k]
        label = T("yy.ui.kingdom_label", kingdom=kingdom_name(k), han=data.KINGDOM_NAMES[k][1], first=first, second=second)
        out.append(f'<g{_info(T("yy.tip.kingdom", kingdom=kingdom_name(k), first=first, second=second), temple_info(k), lang)}>'
                   f'<circle cx="{x + 8:g}" cy="{LEGEND_Y:g}" r="8" fill="{KINGDOM_HEX[k]}" stroke="{INK}"/>'
                   f'<text class="yy-legend" x="{x + 20:g}" y="{LEGEND_Y + 4:g}">{t(label)}</text></g>')
    return "".join(out)


#: the deep actions whose short name takes a second line in the deep oracle strip
DEEP_TWO_LINES = ("order3", "order_temples")


def _deep_second_line(what: str, x: float, t: Any) -> str:
    if what not in DEEP_TWO_LINES:
        return ""
    text = t(T(f"yy.short2.{what}"))
    return (f'<text class="yy-deepact" x="{x + DEEP_W / 2:g}" y="{DEEP_Y + 56:g}" text-anchor="middle"'
            f'{_squeeze(text, DEEP_W - 6, 10.5)}>{text}</text>')


def _space_xy(space: int) -> tuple[float, float]:
    """The top left corner of a turn-order track space (two rows)."""
    col, row = space % 16, space // 16
    return TRACK_X + col * (TRACK_W + 19), TRACK_Y + row * TRACK_ROW


# -- one render pass ------------------------------------------------------------------------------------

@dataclass
class _Ctx(RenderPass):
    tags: list[str] = field(default_factory=list)

    def t(self, message: Any) -> str:
        return _t(message, self.lang)

    def act(self, action_id: str) -> str | None:
        """Attributes (button role, aria-label) and SVG tooltip of a legal action not drawn yet."""
        label = self.take(action_id)
        if label is None:
            return None
        return f"{action_attrs(action_id, label)}><title>{esc(label)}</title"  # the element's own ">" closes the title

    def button(self, action_id: str, cls: str = "btn", inner: str | None = None) -> str:
        label = self.take(action_id)
        if label is None:
            return ""
        body = inner if inner is not None else esc(label)
        return f'<button type="button"{attrs(class_=cls, data_action=action_id, aria_label=label, title=label)}>{body}</button>'

    @property
    def players(self) -> list[dict[str, Any]]:
        return list(self.view.get("players") or [])

    def name(self, seat: Any) -> str:
        players = self.players
        if isinstance(seat, int) and 0 <= seat < len(players):
            return str(players[seat].get("name") or tr(T("yy.ui.player_n", n=seat + 1), self.lang))
        return "?"

    def colour(self, seat: int) -> str:
        players = self.players
        return PLAYER_HEX.get(players[seat].get("colour", "red"), "#888") if 0 <= seat < len(players) else "#888"


def render(view: dict[str, Any], legal: Iterable[Any], seat_tags: list[str] | None = None,
           lang: str = DEFAULT_LANG) -> dict[str, str]:
    """Markup for one moment: ``{"under", "board", "panel", "tray"}``.

    ``view`` is ``m.view(seat)`` (or the spectator's), ``legal`` the actions the person at the
    screen may take now (empty while someone else decides or behind the curtain).
    """
    ctx = _Ctx(view, legal_map(legal, lang), lang, tags=list(seat_tags or []))
    under: list[str] = []
    # The pieces and the choices of the map and the parts of the Tai-Chi board change apart (the
    # choices at every decision, the pieces and the stacks at some): a Layer, so that the page
    # parses again only the parts that changed. Each part is one group, in the order drawn.
    board = Layer('<g class="yy-layers">', [f"<g>{part}</g>" for part in (*_render_map(ctx, under), *_render_taichi(ctx))],
                  "</g>")
    tray = _render_tray(ctx)
    panel = _render_panel(ctx)
    return {"under": "".join(under), "board": board, "panel": panel, "tray": tray}


# -- the map ---------------------------------------------------------------------------------------------

def _chip_head(action_id: str) -> str:
    """The kind of a city choice, the key of its chip's word (:data:`CHIP_WORD`)."""
    if action_id in HERE_ACTIONS:
        return action_id
    return next(p for p in CITY_PREFIXES if action_id.startswith(p))[:-1]


def _city_actions(ctx: _Ctx) -> dict[str, list[str]]:
    """The legal actions that act on a city of the map, by city: those naming it, and the
    temple and goods actions of the city where the deciding player stands (A3, A4)."""
    out: dict[str, list[str]] = {}
    seat = ctx.view.get("current")
    here = ctx.players[seat].get("city") if isinstance(seat, int) and 0 <= seat < len(ctx.players) else None
    for action_id in ctx.legal:
        if action_id in HERE_ACTIONS:
            if here in data.CITY:
                out.setdefault(here, []).append(action_id)
            continue
        for prefix in CITY_PREFIXES:
            if action_id.startswith(prefix):
                city = action_id[len(prefix):]
                if city in data.CITY:
                    out.setdefault(city, []).append(action_id)
                break
    return out


def _render_map(ctx: _Ctx, under: list[str]) -> tuple[str, ...]:
    """The pieces on the map (the map itself is static), in parts: the temples (and the journey's
    kingdom marked in solo play), the goods, the disaster stones, the figures; and the choices
    on the cities."""
    v = ctx.view
    side = v.get("side") or "4p"
    # by kind, each a part of its own (a temple or a goods stone stays while the figures move)
    temple_out: list[str] = [f'<g data-side="{esc(side)}"></g>']  # assets/app.css shows the side in play
    goods_out: list[str] = []
    disaster_out: list[str] = []
    figure_out: list[str] = []
    temples = v.get("temples") or {}
    goods = v.get("goods_on_map") or {}
    disasters = set(v.get("disasters") or [])
    figures: dict[str, list[int]] = {}
    for seat, p in enumerate(ctx.players):
        if p.get("city"):
            figures.setdefault(p["city"], []).append(seat)
    actions = _city_actions(ctx)
    journey = v.get("journey_kingdom")
    for c in data.side_cities(side):
        city = data.CITY[c]
        x, y = city.x, city.y
        if journey and city.kingdom == journey and c not in temples:
            temple_out.append(f'<circle class="yy-journey-city" cx="{x}" cy="{y}" r="19" fill="none" stroke="#b3202a"'
                              ' stroke-width="1.5" stroke-dasharray="3 3"/>')
        if c in temples:
            owner = temples[c]
            about = temple_info(city.kingdom) if city.kingdom in data.KINGDOM_VALUES else T("yy.info.scoring.temple")
            tip = T("yy.tip.temple_in", who=ctx.name(owner), city=city_name(c))
            temple_out.append(f'<g data-key="temple-{c}"{_info(tip, about, ctx.lang)}>'
                              f'{temple_shape(x + 15, y - 14, ctx.colour(owner), 1.05)}</g>')
        if c in goods:
            tip = T("yy.tip.goods_in", good=good_name(goods[c]), city=city_name(c))
            goods_out.append(f'<g data-key="goods-{c}"><title>{ctx.t(tip)}</title>{goods_stone(goods[c], x - 17, y - 13, 6.5)}</g>')
        if c in disasters:
            disaster_out.append(f'<g data-key="disaster-{c}"><title>{ctx.t(T("yy.tip.disaster_in", city=city_name(c)))}</title>'
                                f'{disaster_stone(x, y - 2)}</g>')
        for k, seat in enumerate(figures.get(c, [])):
            tip = T("yy.tip.figure_in", who=ctx.name(seat), city=city_name(c))
            figure_out.append(f'<g data-key="figure-{seat}"><title>{ctx.t(tip)}</title>'
                              f'{figure(x - 12 + k * 9, y - 22 - (k % 2) * 3, ctx.colour(seat), 1.0)}</g>')
    out: list[str] = []
    # choices on the cities: one choice makes the city a button, several become chips beside it,
    # where they cover no other choice (a chip over a neighbour's would take its clicks)
    taken = [(data.CITY[c].x - 21, data.CITY[c].y - 21, data.CITY[c].x + 21, data.CITY[c].y + 21) for c in actions]
    for c, ids in actions.items():
        city = data.CITY[c]
        x, y = city.x, city.y
        if len(ids) == 1 and _chip_head(ids[0]) not in WORDED:
            act = ctx.act(ids[0])
            if act:
                out.append(f'<circle class="act hit" cx="{x}" cy="{y}" r="21"{act}></circle>')
            continue
        under.append(f'<circle class="target" cx="{x}" cy="{y}" r="22"/>')
        own = (x - 21, y - 21, x + 21, y + 21)
        left, top = _chip_spot(x, y, len(ids), side, tuple(box for box in taken if box != own))
        bottom = top + (CHIP_H + 2) * len(ids)
        taken.append((left, top, left + CHIP_W, bottom))
        near = (min(max(x, left), left + CHIP_W), min(max(y, top), bottom))
        if math.hypot(near[0] - x, near[1] - y) > 40:  # chips set apart in a crowded neighbourhood: a line to their city
            under.append(f'<path class="yy-lead" d="M{x} {y}L{near[0]:g} {near[1]:g}" stroke="#7a4f00" stroke-width="2"'
                         ' stroke-dasharray="3 3" fill="none"/>')
        for k, action_id in enumerate(ids):
            act = ctx.act(action_id)
            if not act:
                continue
            word = ctx.t(T(CHIP_WORD[_chip_head(action_id)]))
            cy = top + k * (CHIP_H + 2)
            cx = left
            out.append(f'<g class="act chip-move"{act}><rect x="{cx:g}" y="{cy:g}" width="{CHIP_W}" height="{CHIP_H}" rx="5" fill="#fff3cf"'
                       f' stroke="#7a4f00" stroke-width="1.5"/><text class="yy-chip" x="{cx + CHIP_W / 2:g}" y="{cy + 14.5:g}"'
                       f' text-anchor="middle"{_squeeze(word, CHIP_W - 8, 11)}>{word}</text></g>')
    return "".join(temple_out), "".join(goods_out), "".join(disaster_out), "".join(figure_out), "".join(out)


CHIP_W, CHIP_H = 80, 21  # a chip stays a 24 px target on a phone at full zoom


def _squeeze(text: str, room: float, font: float) -> str:
    """``textLength`` attributes that fit ``text`` into ``room`` if a rough estimate of its width
    at ``font`` says it may not fit, else nothing."""
    return f' textLength="{room:g}" lengthAdjust="spacingAndGlyphs"' if len(text) * font * .56 > room else ""


#: spots farther from a city for its chips (the middle of the chips from the city's centre), nearest first
FAR_SPOTS = sorted(((dx, dy) for dx in range(-240, 241, 20) for dy in range(-180, 181, 15)), key=lambda d: math.hypot(*d))


@lru_cache(maxsize=4096)
def _chip_spot(x: int, y: int, n: int, side: str,
               taken: tuple[tuple[float, float, float, float], ...] = ()) -> tuple[float, float]:
    """Where ``n`` chips of one city go (left, top): beside, below or above it, wherever they
    cover no other choice (``taken``: boxes of the other cities' choices and chips, x0 y0 x1 y1)
    and the fewest other cities, and stay on the map. In a crowded neighbourhood where every
    spot beside the city covers another choice: the nearest spot farther out that covers none
    (a line joins the chips to their city, :func:`_render_map`)."""
    h = (CHIP_H + 2) * n
    spots = [(x + 22, y - 24), (x - 22 - CHIP_W, y - 24), (x - CHIP_W / 2, y + 34), (x - CHIP_W / 2, y - 30 - h),
             (x + 22, y + 4 - h), (x - 22 - CHIP_W, y + 4 - h), (x + 22, y - 4), (x - 22 - CHIP_W, y - 4)]

    def cost(spot: tuple[float, float]) -> float:
        left, top = spot
        if left < 10 or left + CHIP_W > 990 or top < 10 or top + h > MAP_BOTTOM - 4:
            return 1000.0
        if left - 2 < x < left + CHIP_W + 2 and top - 2 < y < top + h + 2:
            return 1000.0  # on the city itself
        near = 0
        for x0, y0, x1, y1 in taken:
            if left < x1 + 2 and x0 - 2 < left + CHIP_W and top < y1 + 2 and y0 - 2 < top + h:
                near += 100
        for c in data.side_cities(side):
            city = data.CITY[c]
            if left - 16 <= city.x <= left + CHIP_W + 16 and top - 16 <= city.y <= top + h + 30:
                near += 1
        return near

    best = min(spots, key=cost)
    if cost(best) < 100:
        return best
    far = ((x + dx - CHIP_W / 2, y + dy - h / 2) for dx, dy in FAR_SPOTS)
    return next((spot for spot in far if cost(spot) < 100), best)


# -- the Tai-Chi board ---------------------------------------------------------------------------------------

def _render_taichi(ctx: _Ctx) -> tuple[str, ...]:
    """The Tai-Chi board's parts: the yin and yang fields with the Gift of the gods, the eight
    stacks, the deep oracle strip with its choices, the order track, the year and, in solo
    play, the journey."""
    v = ctx.view
    out: list[str] = []
    cx, cy = RING_C
    stacks = v.get("stacks") or {}
    blocked = set(v.get("high_blocked") or [])
    current = v.get("current")
    split = None
    if isinstance(current, int) and 0 <= current < len(ctx.players):
        split = ctx.players[current].get("split")
    # the yin and yang fields in the centre: the taiji with the goods lying on each half
    r0 = 44
    out.append(f'<g data-key="fields"><title>{ctx.t(T("yy.tip.fields", yin=_goods_list(v, "yin"), yang=_goods_list(v, "yang")))}</title>'
               f'<circle cx="{cx:g}" cy="{cy:g}" r="{r0}" fill="{YANG_HEX}" stroke="{INK}" stroke-width="1.5"/>'
               f'<path d="M{cx:g} {cy - r0:g}A{r0} {r0} 0 0 1 {cx:g} {cy + r0:g}A{r0 / 2:g} {r0 / 2:g} 0 0 1 {cx:g} {cy:g}'
               f'A{r0 / 2:g} {r0 / 2:g} 0 0 0 {cx:g} {cy - r0:g}z" fill="{YIN_HEX}"/>')
    for track in ("yang", "yin"):
        for k, g in enumerate((v.get("fields") or {}).get(track, [])[:len(FIELD_SPOTS[track])]):
            fx, fy = FIELD_SPOTS[track][k]
            out.append(goods_stone(g, cx + fx, cy + fy, 6.5))
    out.append("</g>")
    out.append(_gift_chips(ctx))
    fields, stacks_drawn = "".join(out), []
    # the eight stacks around it, in the Fu Xi order, each a part
    for i, t in enumerate(data.RING_ORDER):
        out = []
        ang = math.radians(-90 + i * 45)
        x, y = cx + RING_R * math.cos(ang), cy + RING_R * math.sin(ang)
        kind, left = (stacks.get(t) or ["goods", 0])[:2]
        tip = T("yy.tip.stack", trigram=trigram_name(t), tile=tile_name(kind), n=left)
        if t in blocked:
            tip = T("yy.tip.stack_blocked", trigram=trigram_name(t), tile=tile_name(kind), n=left)
        chosen = split is not None and split[0] == t
        frame = "#b3202a" if chosen else "#8a6a44"
        out.append(f'<g class="yy-stack" data-key="stack-{t}"{_info(tip, T("yy.info.stack", tile=tile_name(kind)), ctx.lang)}>'
                   f'<rect class="yy-frame" x="{x - 24:g}" y="{y - 21:g}" width="48" height="42" rx="6" fill="#fff8e6" stroke="{frame}"'
                   f' stroke-width="{3 if chosen else 1.5}"/>{trigram_lines(t, x - 10, y - 9, 16, 4.5, INK, 2.4)}'
                   f'{tile_icon(kind, x + 11, y - 8, .85) if left else ""}'
                   f'<text class="yy-count" x="{x:g}" y="{y + 16:g}" text-anchor="middle">{left}</text>')
        if t in blocked:
            out.append(coin(x + 18, y + 14, 1, 8))
        out.append("</g>")
        stacks_drawn.append("".join(out))
    out = []
    # the deep oracle strip (static): the blocked field greyed with its coin, the chosen one framed
    deep_blocked = v.get("deep_blocked")
    for i, t in enumerate(data.TRIGRAM_ORDER):
        x = DEEP_X + i * (DEEP_W + 4)
        if t == deep_blocked:
            tip = T("yy.tip.deep_blocked", trigram=trigram_name(t), action=T(f"yy.deep.{data.DEEP_ACTION[t]}"))
            out.append(f'<g data-key="deep-blocked"{_info(tip, T("yy.info.deep", action=T(f"yy.deep.{data.DEEP_ACTION[t]}")), ctx.lang)}><rect x="{x:g}" y="{DEEP_Y:g}" width="{DEEP_W:g}"'
                       f' height="{DEEP_H:g}" rx="6" fill="#7a7a7a" fill-opacity=".45"/>{coin(x + DEEP_W - 11, DEEP_Y + 11, 0, 8)}</g>')
        if split is not None and split[1] == t:
            out.append(f'<rect data-key="deep-chosen" x="{x:g}" y="{DEEP_Y:g}" width="{DEEP_W:g}" height="{DEEP_H:g}" rx="6"'
                       ' fill="none" stroke="#b3202a" stroke-width="3"/>')
    out.append(_oracle_chips(ctx))
    return (fields, *stacks_drawn, "".join(out), _render_order_track(ctx), _render_year(ctx),
            _render_journey(ctx) if v.get("solo") else "")


#: where the stones of the yang (left, light) and yin (right, dark) fields lie, from the centre of the taiji
FIELD_SPOTS = {"yang": ((-24.0, -14.0), (-24.0, 16.0)), "yin": ((24.0, -16.0), (24.0, 14.0))}
FIELD_CHIP = 21.0  # a chip of the Gift of the gods around a stone of a field


def _gift_chips(ctx: _Ctx) -> str:
    """Gift of the gods (R14, R28): a chip on the first stone of each goods type of the field it
    takes from, or on the middle of an empty field (the track is only reset)."""
    cx, cy = RING_C
    fields = ctx.view.get("fields") or {}
    out = []
    for action_id in [a for a in ctx.legal if a.startswith("gift:")]:
        parts = action_id.split(":")
        track = parts[1]
        if track not in FIELD_SPOTS:
            continue
        stones = list(fields.get(track) or [])[:len(FIELD_SPOTS[track])]
        if len(parts) > 2 and parts[2] in stones:
            fx, fy = FIELD_SPOTS[track][stones.index(parts[2])]
        else:
            fx, fy = FIELD_SPOTS[track][0][0], 0.0
        act = ctx.act(action_id)
        if act is None:
            continue
        half = FIELD_CHIP / 2
        out.append(f'<rect class="act hit-space yy-gift" x="{cx + fx - half:g}" y="{cy + fy - half:g}" width="{FIELD_CHIP:g}"'
                   f' height="{FIELD_CHIP:g}" rx="4"{act}></rect>')
    return "".join(out)


def _oracle_chips(ctx: _Ctx) -> str:
    """The oracle (O3-O6): every allowed split as a chip at the foot of the deep oracle field it
    lays (the deep half), showing the high trigram and the tile its stack gives, or a blank
    when that half does nothing (R3, R34). ``class="yy-split"`` with ``data-high`` and
    ``data-deep``: under the pointer or the focus the stack and the field are framed
    (assets/app.css)."""
    v = ctx.view
    seat = v.get("current")
    defy = bool(ctx.players[seat].get("defy")) if isinstance(seat, int) and 0 <= seat < len(ctx.players) else False
    stacks = v.get("stacks") or {}
    blocked = set(v.get("high_blocked") or [])
    by_deep: dict[str, list[tuple[str, str]]] = {}
    for action_id in ctx.legal:
        parts = action_id.split(":")
        if parts[0] == "oracle" and len(parts) == 3 and parts[2] in data.TRIGRAM_ORDER:
            by_deep.setdefault(parts[2], []).append((action_id, parts[1]))
    out = []
    gap = 3.0
    for deep, splits in by_deep.items():
        x = DEEP_X + data.TRIGRAM_ORDER.index(deep) * (DEEP_W + 4)
        cols = 1 if len(splits) == 1 else 2
        w = (DEEP_W - 6 - gap * (cols - 1)) / cols
        for k, (action_id, high) in enumerate(splits):
            act = ctx.act(action_id)
            if act is None:
                continue
            row, col = divmod(k, cols)
            alone = row * cols + cols > len(splits)  # the last chip of an odd number: in the middle of its row
            left = x + 3 + (col * (w + gap) if not alone else (DEEP_W - 6 - w) / 2)
            top = DEEP_Y + SLOT_Y + row * SLOT_ROW
            mid, middle = left + w / 2, top + SLOT_H / 2
            kind, left_n = (stacks.get(high) or ["goods", 0])[:2]
            if not (left_n and (high not in blocked or defy)):  # the high half does nothing: a blank tile
                body = (f'<rect x="{mid - 6:g}" y="{middle - 6:g}" width="12" height="12" rx="2" fill="none" stroke="#8a6a44"'
                        ' stroke-dasharray="2 2"/>')
            else:  # the high trigram and the tile its stack gives
                body = trigram_lines(high, mid - 8, middle, 14, 4.2, INK, 2.3) + tile_icon(kind, mid + 9, middle, .72)
            out.append(f'<g class="act yy-split yy-ochip"{attrs(data_high=high, data_deep=deep)}{act}>'
                       f'<rect x="{left:g}" y="{top:g}" width="{w:g}" height="{SLOT_H:g}" rx="4" fill="#fff3cf" stroke="#7a4f00"'
                       f' stroke-width="1.5"/>{body}</g>')
    return "".join(out)


def _goods_list(v: dict[str, Any], track: str) -> Any:
    stones = (v.get("fields") or {}).get(track) or []
    return [good_name(g) for g in stones] or T("yy.word.nothing")


def _render_order_track(ctx: _Ctx) -> str:
    """The markers on the turn-order track (its spaces are static); solo: the red frames."""
    v = ctx.view
    spaces = list(v.get("spaces") or [])
    order = list(v.get("order") or [])
    out = []
    if v.get("solo"):
        for sp in data.SOLO_FRAMES:
            x, y = _space_xy(sp)
            out.append(f'<rect x="{x:g}" y="{y:g}" width="{TRACK_W + 14:g}" height="{SPACE_H:g}" rx="4" fill="none" stroke="#c0392b"'
                       ' stroke-width="3"><title>' + ctx.t(T("yy.tip.frame", space=sp)) + '</title></rect>')
    # markers: on a shared space the one further ahead in turn order lies on top (R5)
    for sp in sorted(set(spaces)):
        here = [seat for seat in reversed(order) if seat < len(spaces) and spaces[seat] == sp]
        x, y = _space_xy(sp)
        x, y = x + 20, y + SPACE_H - 4
        for k, seat in enumerate(here):
            tip = T("yy.tip.order", who=ctx.name(seat), space=sp, place=order.index(seat) + 1 if seat in order else "?")
            out.append(f'<g data-key="order-{seat}"><title>{ctx.t(tip)}</title><rect x="{x - 9:g}" y="{y - 6 - k * 6:g}" width="18"'
                       f' height="8" rx="2" fill="{ctx.colour(seat)}" stroke="{INK}"/></g>')
    return "".join(out)


def _render_year(ctx: _Ctx) -> str:
    """The year (top left of the map) and the six coins of the god's will under it."""
    v = ctx.view
    x, y = YEAR_XY
    rnd = int(v.get("round") or 0)
    out = [f'<text class="yy-year" x="{x:g}" y="{y:g}">{ctx.t(T("yy.ui.year_of", round=max(rnd, 1), rounds=data.ROUNDS))}</text>']
    coins = list(v.get("god_coins") or [])
    if coins and v.get("phase") not in ("over",):
        out.append(f'<g data-key="gods-will"><title>{ctx.t(T("yy.tip.gods_will"))}</title>')
        out.extend(coin(x + 10 + i * 22 + (8 if i >= 3 else 0), y + 22, f, 9) for i, f in enumerate(coins))
        out.append("</g>")
    return "".join(out)


def _render_journey(ctx: _Ctx) -> str:
    v = ctx.view
    journey = list(v.get("journey") or [])
    flipped = int(v.get("flipped") or 0)
    out = [f'<text class="yy-title" x="{TRACK_X:g}" y="{LEGEND_Y + 45:g}">{ctx.t(T("yy.ui.journey"))}</text>']  # solo only
    for i, k in enumerate(journey):
        x = TRACK_X + 80 + i * 72
        y = LEGEND_Y + 27
        done = i < flipped
        now = i == flipped
        tip = T("yy.tip.journey_done" if done else ("yy.tip.journey_now" if now else "yy.tip.journey"), n=i + 1, kingdom=kingdom_name(k))
        out.append(f'<g data-key="journey-{i}"{_info(tip, T("yy.info.journey"), ctx.lang, True)}>'
                   f'<rect x="{x:g}" y="{y:g}" width="66" height="26" rx="5" fill="{KINGDOM_HEX[k] if not done else "#d8cdb8"}"'
                   f' fill-opacity="{1 if not done else .8}" stroke="{"#b3202a" if now else INK}" stroke-width="{3 if now else 1}"/>'
                   f'<text class="yy-jname" x="{x + 33:g}" y="{y + 17:g}" text-anchor="middle">{ctx.t(kingdom_name(k))}</text></g>')
    return "".join(out)


# -- the players' boards (tray) ------------------------------------------------------------------------------------

CELL = 30
LABEL = 64  # the length of a scoring tile beside its line: room for its name written out
LABEL_FONT = 9.5  # .yy-grid .yy-sl (assets/app.css)


def _label_text(text: str, x: float, y: float, room: float, rotate: bool = False) -> str:
    """A scoring tile's name centred on (x, y), squeezed into ``room`` if it may not fit (a rough
    estimate of its width); ``rotate`` writes it upwards, along a column."""
    fit = _squeeze(text, room, LABEL_FONT)
    turn = f' transform="rotate(-90 {x:g} {y:g})"' if rotate else ""
    return (f'<text class="yy-sl" x="{x:g}" y="{y + LABEL_FONT * .35:g}" text-anchor="middle"{fit}{turn}>{text}</text>')


def _tile_box(line: str, ox: float, oy: float) -> tuple[float, float, float, float, bool]:
    """Where the scoring tile of ``line`` lies (x, y, width, height, upright): a row's to its
    right, a column's below it, the falling diagonal's at the bottom right corner, the rising
    one's at the bottom left; the tiles below the grid are upright, their names written upwards."""
    c, r = data.TILE_SPOTS[line]
    side = 4 * CELL + 2
    if line.startswith("ROW"):
        return ox + side, oy + r * CELL + 1, LABEL, CELL - 4, False
    if line.startswith("COL"):
        return ox + c * CELL + 1, oy + side, CELL - 4, LABEL, True
    if line == "DIAG_MAIN":
        return ox + side, oy + side, LABEL, CELL - 4, False
    return ox - CELL + 1, oy + side, CELL - 4, LABEL, True


def _name_spot(x: float, y: float, w: float, h: float, upright: bool, mark: bool, swapping: bool) -> tuple[float, float, float]:
    """Where a scoring tile's name goes (centre x, y and its room): the middle of the tile, past
    a diagonal's mark; during a swap along the tile's top (a column's: its left side), the chips
    take the rest."""
    if swapping:
        return (x + 7.5, y + h / 2, h - 4) if upright else (x + w / 2, y + 8, w - 4)
    return (x + w / 2 + (4 if mark and not upright else 0), y + h / 2 + (4 if mark and upright else 0),
            (h if upright else w) - (14 if mark else 6))


def _diagonal_mark(line: str, x: float, y: float, w: float, h: float) -> str:
    """A short stroke on a diagonal's tile pointing along its line (decorative)."""
    if line == "DIAG_MAIN":  # the tile lies beyond the bottom right cell: the line comes from the top left
        return f'<path d="M{x + 3:g} {y + 3:g}l7 7" stroke="#8a6a44" stroke-width="1.5"/>'
    return f'<path d="M{x + w - 3:g} {y + 3:g}l-7 7" stroke="#8a6a44" stroke-width="1.5"/>'


@lru_cache(maxsize=None)
def _grid_info(lang: str) -> str:
    """The popover of a whole development grid."""
    return _info(T("yy.info.head.grid"), T("yy.info.grid"), lang)


@lru_cache(maxsize=None)
def _cell_info(c: int, r: int, lang: str) -> str:
    """The popover of a cell of the development grid (the same on every board, every time)."""
    tip = T("yy.tip.cell", c=c + 1, r=r + 1, good=good_name(data.GRID_TYPES[(c, r)]))
    return _info(tip, T("yy.info.grid"), lang)


@lru_cache(maxsize=None)
def _scoring_tile_info(kind: str, line: str, other: bool, lang: str, focus: bool) -> str:
    """The popover of a scoring tile at the end of a line."""
    tip = T("yy.tip.scoring_other" if other else "yy.tip.scoring", tile=T(f"yy.scoring.{kind}"), line=T(f"yy.line.{line}"))
    return _info(tip, scoring_info(kind, line, other), lang, focus)


def _grid_svg(ctx: _Ctx, seat: int, p: dict[str, Any], active: bool) -> str:
    """The 4x4 development grid with the printed goods types, the laid stones, the ten scoring
    tiles beside the lines with their names written out (solo: the other colour's marked; while
    the solo player lays them, the next spot framed) and, for the deciding player, the cells
    where a held stone may be laid."""
    ox, oy = CELL + 2, 4
    grid = p.get("grid") or {}
    scoring = p.get("scoring") or {}
    other = set(p.get("other") or [])
    done = rules.complete_lines((int(k[0]), int(k[1])) for k in grid)
    placing: dict[str, list[str]] = {}
    if active:
        for action_id in ctx.legal:
            if action_id.startswith("place:"):
                _, g, key = action_id.split(":")
                placing.setdefault(key, []).append(action_id)
    out = []
    for (c, r), printed in data.GRID_TYPES.items():
        x, y = ox + c * CELL, oy + r * CELL
        key = f"{c}{r}"
        out.append(f'<rect x="{x}" y="{y}" width="{CELL - 2}" height="{CELL - 2}" rx="3" fill="{GOOD_HEX[printed]}" fill-opacity=".28"'
                   f' stroke="#8a6a44"{_cell_info(c, r, ctx.lang)}/>')
        if key in grid:
            out.append(goods_stone(grid[key], x + CELL / 2 - 1, y + CELL / 2 - 1, 10))
    for key, ids in placing.items():
        c, r = int(key[0]), int(key[1])
        for k, action_id in enumerate(ids):
            label = ctx.take(action_id)
            if label is None:
                continue
            good = action_id.split(":")[1]
            inset = 2 + 5 * k
            out.append(f'<g{action_attrs(action_id, label)} class="act yy-cell"><title>{esc(label)}</title>'
                       f'<rect x="{ox + c * CELL + inset:g}" y="{oy + r * CELL + inset:g}" width="{CELL - 2 - 2 * inset:g}"'
                       f' height="{CELL - 2 - 2 * inset:g}" rx="3" fill="{GOOD_HEX[good]}" fill-opacity=".55" stroke="#b8860b"'
                       f' stroke-width="2.5" stroke-dasharray="4 2"/></g>')
    arranging = active and ctx.view.get("step") == "arrange"
    next_spot = next((line for line in data.LINE_IDS if line not in scoring), None) if arranging else None
    swaps = _swap_hosts(ctx) if active else {}
    for line in data.LINE_IDS:
        x, y, w, h, upright = _tile_box(line, ox, oy)
        mark = _diagonal_mark(line, x, y, w, h) if line.startswith("DIAG") and not swaps else ""
        kind = scoring.get(line)
        if kind is None:
            if line == next_spot:  # S8: the spot the solo player's next tile goes to
                out.append(f'<g data-key="scoring-{seat}-{line}"><title>{ctx.t(T("yy.tip.next_spot", line=T(f"yy.line.{line}")))}</title>'
                           f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="4" fill="#fff3cf" stroke="#b3202a"'
                           f' stroke-width="2" stroke-dasharray="4 2"/>{mark}</g>')
            continue
        complete = line in done
        fill = "#f6e4b5" if line not in other else "#cfe0f1"
        name = ctx.t(T(f"yy.grid.{kind}"))
        about = _scoring_tile_info(kind, line, line in other, ctx.lang, ctx.view.get("seat") == seat)
        out.append(f'<g data-key="scoring-{seat}-{line}"{about}>'
                   f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="4" fill="{fill}"'
                   f' stroke="{"#b3202a" if complete else "#8a6a44"}" stroke-width="{3 if complete else 1}"/>{mark}'
                   f'{_label_text(name, *_name_spot(x, y, w, h, upright, bool(mark), bool(swaps)), upright)}</g>')
        if swaps:
            out.append(_swap_chips(ctx, line, swaps.get(line, []), x, y, w, h, upright))
    w, h = ox + 4 * CELL + 2 + LABEL + 2, oy + 4 * CELL + 2 + LABEL + 2
    label = ctx.t(T("yy.ui.grid_of", who=ctx.name(seat)))
    about = _grid_info(ctx.lang) + ' tabindex="0"'
    return (f'<svg class="yy-grid" viewBox="0 0 {w} {h}" width="{w * 1.2:g}" height="{h * 1.2:g}" role="group" aria-label="{label}"'
            f'{about}>{"".join(out)}</svg>')


def _swap_hosts(ctx: _Ctx) -> dict[str, list[tuple[str, str]]]:
    """Li (R2): the legal swaps of two scoring tiles by the tile whose chip offers them, each
    pair once: the ten tiles in a ring, a tile offers the swaps with the next four (and the
    fifth for the first five), so every tile carries four or five chips."""
    lines = list(data.LINE_IDS)
    out: dict[str, list[tuple[str, str]]] = {}
    for action_id in ctx.legal:
        parts = action_id.split(":")
        if parts[0] != "swap" or len(parts) != 3 or parts[1] not in lines or parts[2] not in lines:
            continue
        i, j = sorted((lines.index(parts[1]), lines.index(parts[2])))
        host, other = (i, j) if j - i < 5 or (j - i == 5 and i < 5) else (j, i)
        out.setdefault(lines[host], []).append((action_id, lines[other]))
    return out


SWAP_CHIP = 11.0  # the short side of a swap chip on a scoring tile


def _swap_chips(ctx: _Ctx, line: str, chips: list[tuple[str, str]], x: float, y: float, w: float, h: float,
                upright: bool) -> str:
    """The scoring tile of ``line`` during Li's swap: its number (1-10, the order of the lines)
    in a corner and a chip per swap it offers, numbered with the other tile's number, along its
    foot (a column's tile: its right side)."""
    lines = list(data.LINE_IDS)
    number = (x + w - SWAP_CHIP / 2 - 1, y + 9) if upright else (x + 5.5, y + h - SWAP_CHIP / 2 + 2)
    out = [f'<text class="yy-sn yy-no" x="{number[0]:g}" y="{number[1]:g}" text-anchor="middle">{lines.index(line) + 1}</text>']
    n = len(chips)
    if not n:
        return out[0]
    gap = 1.5
    if upright:
        room, left, top = h - 14, x + w - SWAP_CHIP - 1, y + 12
        size = min(SWAP_CHIP + 3, (room - gap * (n - 1)) / n)
    else:
        room, left, top = w - 13, x + 11, y + h - SWAP_CHIP - 1
        size = min(SWAP_CHIP + 6, (room - gap * (n - 1)) / n)
    for k, (action_id, other) in enumerate(chips):
        label = ctx.take(action_id)
        if label is None:
            continue
        cx, cy = (left, top + k * (size + gap)) if upright else (left + k * (size + gap), top)
        cw, ch = (SWAP_CHIP, size) if upright else (size, SWAP_CHIP)
        out.append(f'<g{action_attrs(action_id, label)} class="act yy-swap"{attrs(data_line=line, data_other=other)}>'
                   f'<title>{esc(label)}</title><rect x="{cx:g}" y="{cy:g}" width="{cw:g}" height="{ch:g}" rx="2" fill="#fff3cf"'
                   f' stroke="#b8860b" stroke-width="1.2"/><text class="yy-sn" x="{cx + cw / 2:g}" y="{cy + ch / 2 + 2.6:g}"'
                   f' text-anchor="middle">{lines.index(other) + 1}</text></g>')
    return "".join(out)


#: the coins of each pair (A1-A4), 1 = yang: what a forfeit gives up
PAIR_FACES = {pair: [1] * yang + [0] * yin for pair, (yang, yin) in data.PAIRS.items()}


def _track_actions(ctx: _Ctx, track: str) -> str:
    """The choices that move the deciding player's yin or yang track, on the track: Kan's +3
    (R30), a red frame's +4 (solo), and every forfeit for +1 (A5), a button showing the pair
    of coins or the tile given up."""
    out = []
    for head, word in (("kan", "+3"), ("frame", "+4")):
        out.append(ctx.button(f"{head}:{track}", "btn small yy-gain", esc(word)))
    forfeits = []
    for action_id in [a for a in ctx.legal if a.startswith("forfeit:") and a.endswith(":" + track)]:
        parts = action_id.split(":")
        pic = tile_svg(parts[2], 16) if parts[1] == "tile" and len(parts) == 4 else coins_svg(PAIR_FACES.get(parts[1], []), 12)
        forfeits.append(ctx.button(action_id, "btn small yy-forfeit", pic))
    if any(forfeits):
        out.append(f'<span class="yy-plus">{ctx.t(T("yy.ui.forfeit_for"))}</span>{"".join(forfeits)}')
    acts = "".join(out)
    return f'<span class="yy-track-acts">{acts}</span>' if acts else ""


def _track_html(ctx: _Ctx, p: dict[str, Any], track: str, active: bool = False) -> str:
    value = int(p.get(track) or 0)
    cells = "".join(f'<span class="yy-pip{" on" if i <= value else ""}{" gift" if i == data.GIFT_AT else ""}"></span>'
                    for i in range(1, data.TRACK_MAX + 1))
    return (f'<div class="yy-track {track}"><span class="yy-tname">{ctx.t(T(f"yy.ui.track.{track}", n=value))}</span>'
            f'<span class="yy-pips" aria-hidden="true">{cells}</span>{_track_actions(ctx, track) if active else ""}</div>')


#: the god cards played with a click on the card (Ride the clouds is played on the map's cities)
CARD_ACTIONS = {"defy": ("defy",), "lightning": ("lightning",), "heavens": ("heavens:yin", "heavens:yang")}


def _god_cards(ctx: _Ctx, cards: list[str], cls: str = "", active: bool = False) -> str:
    """God cards by name, each with its popover; the deciding player's cards that can be played
    now are buttons (Turn the heavens: a button per face it turns, R20)."""
    items = []
    for c in cards:
        about = card_info(c)
        ids = [a for a in CARD_ACTIONS.get(c, ()) if a in ctx.legal and a not in ctx.used] if active else []
        if len(ids) == 1:
            label = ctx.take(ids[0]) or ""
            items.append(f'<li><button type="button"{attrs(class_="yy-god act", data_action=ids[0], aria_label=label)}'
                         f'{info_attrs(label, tr(about, ctx.lang))}>{ctx.t(T(f"yy.card.{c}"))}</button></li>')
            continue
        card = (f'<span class="yy-god{cls}"{_info(T("yy.info.head.card", card=T(f"yy.card.{c}")), about, ctx.lang, True)}>'
                f'{ctx.t(T(f"yy.card.{c}"))}</span>')
        turns = [ctx.button(a, "btn small yy-turn", ctx.t(T(f"yy.ui.turn.{a.split(':')[1]}"))) for a in ids]
        items.append(f'<li class="yy-god-play">{card}{"".join(turns)}</li>' if ids else f'<li>{card}</li>')
    return f'<ul class="yy-gods yy-cards">{"".join(items)}</ul>'


_BOARDS: dict[tuple[Any, ...], str] = {}  # the boards of players who do not decide now, by what they show


def _render_player_board(ctx: _Ctx, seat: int, p: dict[str, Any]) -> str:
    """A player's board; one with no choice on it depends only on the player, the language and
    whose turn it is, so it is made once (the same board is drawn at most decisions)."""
    v = ctx.view
    active = v.get("current") == seat and bool(ctx.legal)
    tag = ctx.tags[seat] if seat < len(ctx.tags) and ctx.tags[seat] else ""
    if active:
        return _player_board(ctx, seat, p, tag, active)
    key = (ctx.lang, seat, tag, frozen(p), v.get("seat") == seat, v.get("current") == seat, v.get("phase"))
    board = _BOARDS.get(key)
    if board is None:
        if len(_BOARDS) > 500:
            _BOARDS.clear()
        board = _BOARDS[key] = _player_board(ctx, seat, p, tag, active)
    return board


def _player_board(ctx: _Ctx, seat: int, p: dict[str, Any], tag: str, active: bool) -> str:
    v = ctx.view
    colour = p.get("colour", "red")
    head = [f'<span class="swatch" style="background:{PLAYER_HEX.get(colour, "#888")}"></span>',
            f'<b class="pname">{esc(ctx.name(seat))}</b>']
    if tag:
        head.append(f'<span class="tag">{esc(tag)}</span>')
    if v.get("seat") == seat:
        head.append(f'<span class="tag you">{ctx.t(T("yy.ui.you"))}</span>')
    if v.get("current") == seat and v.get("phase") != "over":
        head.append(f'<span class="tag now">{ctx.t(T("yy.ui.now"))}</span>')
    tiles = p.get("tiles") or {}
    used = p.get("used") or {}
    tile_items = []
    for kind in data.TILE_TYPES:
        n = int(tiles.get(kind, 0) or 0)
        if not n:
            continue
        u = int(used.get(kind, 0) or 0) if v.get("phase") == "action" and v.get("current") == seat else 0
        text = T("yy.ui.tiles_used", tile=tile_name(kind), n=n, used=u) if u else T("yy.ui.tiles_n", tile=tile_name(kind), n=n)
        tile_items.append(f'<li><span class="yy-tile"{_info(text, tile_info(kind), ctx.lang, True)}>{tile_svg(kind, 18)} {ctx.t(text)}</span></li>')
    tiles_html = (f'<ul class="yy-tiles">{"".join(tile_items)}</ul>' if tile_items
                  else f'<p class="muted">{ctx.t(T("yy.ui.no_tiles"))}</p>')
    goods = p.get("goods") or {}
    goods_text = [f'<li>{goods_svg(g)} {ctx.t(T("yy.ui.goods_n", good=good_name(g), n=goods.get(g, 0)))}</li>' for g in data.GOODS]
    extra = []
    held = p.get("held") or []
    if held:
        extra.append(f'<p>{ctx.t(T("yy.ui.held", goods=[good_name(g) for g in held]))}</p>')
    beside = p.get("beside") or []
    if beside:
        extra.append(f'<p class="muted">{ctx.t(T("yy.ui.beside", goods=[good_name(g) for g in beside]))}</p>')
    cards = p.get("cards")
    if cards is not None:
        if cards:
            extra.append(f'<p class="yy-cards">{ctx.t(T("yy.ui.cards_own", cards=""))}</p>{_god_cards(ctx, cards, "", active)}')
        else:
            extra.append(f'<p class="yy-cards">{ctx.t(T("yy.ui.cards_own", cards=T("yy.ui.none")))}</p>')
    elif p.get("card_count"):
        extra.append(f'<p class="yy-cards muted">{ctx.t(T("yy.ui.cards_hidden", n=p.get("card_count", 0)))}</p>')
    if p.get("other"):  # solo: what the blue tiles on the grid mean
        extra.append(f'<p class="muted">{ctx.t(T("yy.ui.other_note"))}</p>')
    played = p.get("played") or []
    if played:
        extra.append(f'<p class="muted">{ctx.t(T("yy.ui.cards_played", cards=""))}</p>{_god_cards(ctx, played, " played")}')
    stats = T("yy.ui.board_stats", temples=p.get("temples", 0), supply=p.get("supply", 0), space=p.get("space", 0),
              city=city_name(p["city"]) if p.get("city") else T("yy.ui.nowhere"))
    return (f'<article class="yy-player{" active" if v.get("current") == seat else ""}" data-seat="{seat}"'
            f' aria-label="{ctx.t(T("yy.ui.board_of", who=ctx.name(seat)))}">'
            f'<header>{"".join(head)}</header>'
            f'<div class="yy-pbody"><div class="yy-pcol">{_track_html(ctx, p, "yang", active)}{_track_html(ctx, p, "yin", active)}'
            f'<p class="stats">{ctx.t(stats)}</p>{tiles_html}<ul class="yy-goods">{"".join(goods_text)}</ul>{"".join(extra)}</div>'
            f'{_grid_svg(ctx, seat, p, active)}</div></article>')


def _render_tray(ctx: _Ctx) -> str:
    players = ctx.players
    order = list(ctx.view.get("order") or range(len(players)))
    seat = ctx.view.get("seat")
    first = [seat] if isinstance(seat, int) and 0 <= seat < len(players) else []
    seats = first + [s for s in order if s not in first]
    boards = [_render_player_board(ctx, s, players[s]) for s in seats if 0 <= s < len(players)]
    return Layer(f'<section class="yy-players" aria-label="{ctx.t(T("yy.ui.player_boards"))}">', boards, "</section>")


# -- the decision panel ------------------------------------------------------------------------------------------

def prompt(view: dict[str, Any]) -> Message | None:
    """What the player to move is asked to do now (None when nobody decides)."""
    phase = view.get("phase")
    if phase == "over":
        return T("yy.prompt.over")
    seat = view.get("current")
    if seat is None:
        return None
    pending = view.get("pending") or []
    if pending:
        top = pending[0]
        kind = top.get("k")
        if kind == "move":
            return T(f"yy.prompt.move.{top.get('via', 'cart')}")
        return T(f"yy.prompt.{kind}")
    if view.get("step") == "arrange":  # S8, solo with free_tiles: the spots are filled in the order of the lines
        scoring = ((view.get("players") or [{}])[seat] or {}).get("scoring") or {}
        line = next((line for line in data.LINE_IDS if line not in scoring), data.LINE_IDS[-1])
        return T("yy.prompt.arrange", line=T(f"yy.line.{line}"))
    if phase == "setup":
        return T("yy.prompt.start")
    if phase == "disaster":
        return T("yy.prompt.disaster")
    step = view.get("step")
    players = view.get("players") or []
    p = players[seat] if 0 <= seat < len(players) else {}
    if step == "interpret":
        yang = sum(p.get("throw") or [])
        return T("yy.prompt.interpret", yang=yang, yin=data.COINS - yang)
    if step == "post":
        return T("yy.prompt.post")
    if step == "act":
        left = p.get("left") or [0, 0]
        tiles, used = p.get("tiles") or {}, p.get("used") or {}
        moves = left[0] >= 2 or left[1] >= 2 or any(int(tiles.get(k) or 0) > int(used.get(k) or 0) for k in ("cart", "boat"))
        return T("yy.prompt.act" if moves else "yy.prompt.act_rest", yang=left[0], yin=left[1])
    if step == "place":
        return T("yy.prompt.place")
    return None


def rule_of(view: dict[str, Any]) -> str | None:
    """The section of the rules page (its ``{#id}`` in rules_en.md) the decision now applies."""
    phase, step = view.get("phase"), view.get("step")
    pending = view.get("pending") or []
    if pending:
        return {"move": "oracle", "swap": "tiles", "kan": "oracle", "frame": "solo"}.get(pending[0].get("k"), "oracle")
    if phase == "setup":
        return "setup"
    if phase == "disaster":
        return "year"
    return {"interpret": "oracle", "post": "special", "act": "actions", "place": "development"}.get(step)


def _rules_button(view: dict[str, Any], lang: str) -> str:
    rule = rule_of(view)
    if not rule:
        return ""
    return (f' <button type="button" class="help"{attrs(data_ui="rules", data_arg=f"{GAME_ID}#{rule}")}'
            f' title="{_t(T("yy.ui.rules_title"), lang)}">{_t(T("yy.ui.rules"), lang)}</button>')


def _coins_html(ctx: _Ctx, seat: int) -> str:
    """The deciding player's coins: as thrown in the oracle turn, the coins still unused in the
    action turn (with the pairs they make), and the split chosen this year."""
    v = ctx.view
    p = ctx.players[seat]
    step = v.get("step")
    out = []
    throw = list(p.get("throw") or [])
    if v.get("phase") == "oracle" and throw:
        faces = sorted(throw, reverse=True)
        yang = sum(throw)
        out.append(f'<div class="yy-throw">{coins_svg(faces)} <span>{ctx.t(T("yy.ui.thrown", yang=yang, yin=data.COINS - yang))}</span></div>')
    if v.get("phase") == "action" and step in ("act", "post"):
        yang, yin = (p.get("left") or [0, 0])[:2]
        faces = [1] * yang + [0] * yin
        pairs = T("yy.ui.pairs", laoyang=yang // 2, laoyin=yin // 2, mixed=min(yang, yin))
        pairs_html = f'<br><span class="muted">{ctx.t(pairs)}</span>' if yang + yin >= 2 else ""  # no pair of one coin
        out.append(f'<div class="yy-throw">{coins_svg(faces) if faces else ""} <span>{ctx.t(T("yy.ui.coins_left", yang=yang, yin=yin))}'
                   f'</span>{pairs_html}</div>')
    split = p.get("split")
    if split and v.get("phase") in ("oracle", "action"):
        out.append(f'<p class="yy-split-done">{trigram_svg(split[0], 20)}{trigram_svg(split[1], 20)} '
                   f'{ctx.t(T("yy.ui.split_done", high=trigram_name(split[0]), deep=trigram_name(split[1])))}</p>')
    return "".join(out)


def _solo_steps(ctx: _Ctx) -> str:
    """S8, S7: the steps of the solo set-up, done, under way or to come (the panel lists them
    under the heading "Solo set-up", apart from the years of the game)."""
    v = ctx.view
    arranging = v.get("step") == "arrange"
    now = 0 if arranging else 2
    items = []
    for i, key in enumerate(("tiles", "draws", "start")):
        state = ' class="done"' if i < now else (' class="now" aria-current="step"' if i == now else "")
        items.append(f'<li{state}>{ctx.t(T(f"yy.solo.step.{key}"))}</li>')
    return f'<ol class="yy-steps" aria-label="{ctx.t(T("yy.solo.steps"))}">{"".join(items)}</ol>'


_TAG = re.compile(r"<[^>]*>")


@lru_cache(maxsize=None)
def _term_patterns(lang: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """The terms of texts.TERMS with their patterns in ``lang``, compiled once."""
    return tuple((key, re.compile(patterns[lang], re.IGNORECASE)) for key, patterns in TERMS.items())


@dataclass
class _Terms:
    """The game's terms (texts.TERMS) explained in one panel so far: each term gets its short
    explanation once, just where the panel first uses it (in a text or a choice's label)."""

    ctx: _Ctx
    done: set[str] = field(default_factory=set)

    def explain(self, markup: str, labels: Iterable[str] = ()) -> str:
        """Explanations of the terms ``markup`` (its text) or ``labels`` use, not explained yet."""
        words = html.unescape(_TAG.sub(" ", markup)) + " " + " ".join(labels)
        out = []
        for key, pattern in _term_patterns("de" if self.ctx.lang == "de" else "en"):
            if key not in self.done and pattern.search(words):
                self.done.add(key)
                out.append(f'<p class="yy-explain" data-term="{esc(key.rsplit(".", 1)[1])}">{self.ctx.t(T(key))}</p>')
        return "".join(out)


def _render_panel(ctx: _Ctx) -> str:
    v = ctx.view
    out: list[str] = []
    phase = v.get("phase", "")
    terms = _Terms(ctx)

    def block(markup: str, ids: Iterable[str] = ()) -> None:
        """A group of the panel, the explanations of the terms it brings up just above it."""
        if not markup:
            return
        if phase != "over":
            out.append(terms.explain(markup, (ctx.legal[a] for a in ids if a in ctx.legal)))
        out.append(markup)

    head = T("yy.ui.year_of", round=max(int(v.get("round") or 0), 1), rounds=data.ROUNDS)
    solo_setup = bool(v.get("solo")) and phase == "setup"
    if solo_setup:  # the solo set-up under a heading of its own
        out.append(f'<div class="status"><span class="round">{ctx.t(head)}</span>'
                   f'<h3 class="phase" id="yy-solo-setup">{ctx.t(T("yy.phase.solo_setup"))}</h3></div>')
    else:
        out.append(f'<div class="status"><span class="round">{ctx.t(head)}</span>'
                   f'<span class="phase">{ctx.t(T(f"yy.phase.{phase}"))}</span></div>')
    seat = v.get("current")
    if isinstance(seat, int) and phase != "over":
        out.append(f'<p class="turn">{ctx.t(T("yy.ui.to_decide"))} <strong>{esc(ctx.name(seat))}</strong></p>')
    asked = [_solo_steps(ctx)] if solo_setup else []
    text = prompt(v)
    if text and ctx.legal:
        asked.append(f'<p class="prompt">{ctx.t(text)}{_rules_button(v, ctx.lang)}</p>')
    elif text and phase == "over":
        asked.append(f'<p class="prompt">{ctx.t(text)}</p>')
    elif text:
        asked.append(f'<p class="prompt muted">{ctx.t(text)}</p>')
    if isinstance(seat, int) and 0 <= seat < len(ctx.players) and phase in ("oracle", "action"):
        asked.append(_coins_html(ctx, seat))
    out.extend(asked)
    if phase != "over":  # the terms of the question, explained right below it
        out.append(terms.explain("".join(asked)))
    # where the choices are: each on the board or the player's board where it acts (issue 20, item 3)
    hints = [ctx.t(T(f"yy.ui.where.{key}")) for key, heads in WHERE_HINTS
             if any(a.split(":")[0] in heads or a in heads for a in ctx.legal)]
    if hints:
        block(f'<p class="yy-hint muted">{" ".join(hints)}</p>', [a for a in ctx.legal if a not in PANEL_ORDER])
    ids = [a for a in PANEL_ORDER if a in ctx.legal]
    main = [b for b in (ctx.button(a, "btn primary" if a in PRIMARY else "btn") for a in ids) if b]
    if main:
        block(f'<div class="actions">{"".join(main)}</div>', ids)
    ids = [a for a in ctx.legal if a not in ctx.used]
    rest = [ctx.button(a) for a in ids]
    if rest:
        block(f'<div class="actions other">{"".join(rest)}</div>', ids)
    if phase != "over":  # the choices on the map and the grid, also in the app's list below
        out.append(terms.explain("", ctx.legal.values()))
    if phase == "over":
        out.append(f'<div class="actions"><button type="button" class="btn primary" data-ui="show-over">'
                   f'{ctx.t(T("yy.ui.final_result"))}</button></div>')
    out.append(CHOICES_SLOT)  # the app's list of every choice goes here (ui/choices.py)
    out.append(_render_players(ctx))
    return "".join(out)


def _render_players(ctx: _Ctx) -> str:
    v = ctx.view
    order = list(v.get("order") or [])
    rows = []
    for place, s in enumerate(order):
        if not 0 <= s < len(ctx.players):
            continue
        p = ctx.players[s]
        tags = []
        if place == 0:
            tags.append(f'<span class="tag">{ctx.t(T("yy.ui.first"))}</span>')
        if s < len(ctx.tags) and ctx.tags[s]:
            tags.append(f'<span class="tag">{esc(ctx.tags[s])}</span>')
        stats = T("yy.ui.stats", yin=p.get("yin", 0), yang=p.get("yang", 0), temples=p.get("temples", 0), space=p.get("space", 0))
        cls = "player active" if v.get("current") == s and v.get("phase") != "over" else "player"
        rows.append(f'<li class="{cls}"><span class="swatch" style="background:{ctx.colour(s)}"></span>'
                    f'<span class="pname">{esc(ctx.name(s))}</span>{"".join(tags)}<div class="stats">{ctx.t(stats)}</div></li>')
    return f'<ul class="players" aria-label="{ctx.t(T("yy.ui.turn_order"))}">{"".join(rows)}</ul>'


# -- game over ------------------------------------------------------------------------------------------------

SOURCES = ("kingdoms", "development", "turn order", "cards")


def render_outcome(view: dict[str, Any], outcome: dict[str, Any], lang: str = DEFAULT_LANG) -> str:
    """The game-over box: every player's points by source (E1-E4), the winner by the tie-break
    of turn order (E5); solo: the rank of the journey or that it is lost."""
    ctx = _Ctx(view, {}, lang)
    players = ctx.players
    scores = list(outcome.get("scores") or [0] * len(players))
    detail = list(outcome.get("detail") or [{} for _ in players])
    winners = list(outcome.get("winners") or [])
    order = list(view.get("order") or range(len(players)))
    ranked = sorted(range(len(players)), key=lambda s: (-(scores[s] if s < len(scores) else 0), order.index(s) if s in order else s))
    out = []
    if view.get("solo") or len(players) == 1:
        rank = outcome.get("rank")
        lines, kingdoms = outcome.get("lines", 0), outcome.get("kingdoms", 0)
        if rank:
            out.append(f'<h2 id="over-title">{ctx.t(T("yy.over.rank", rank=T(f"yy.rank.{rank}")))}</h2>')
        else:
            out.append(f'<h2 id="over-title">{ctx.t(T("yy.over.lost"))}</h2>')
        out.append(f'<p class="yy-rank">{ctx.t(T("yy.over.solo_detail", lines=lines, kingdoms=kingdoms))}</p>')
    else:
        title = T("yy.over.wins", name=ctx.name(winners[0])) if winners else T("yy.phase.over")
        out.append(f'<h2 id="over-title">{ctx.t(title)}</h2>')
        best = max(scores) if scores else 0
        if sum(1 for x in scores if x == best) > 1:
            out.append(f'<p>{ctx.t(T("yy.over.tie"))}</p>')
    head = "".join(f'<th scope="col"><span class="swatch" style="background:{ctx.colour(s)}"></span>{esc(ctx.name(s))}'
                   f'{" ★" if s in winners else ""}</th>' for s in ranked)
    body = []
    for src in SOURCES:
        cells = "".join(f"<td>{esc((detail[s] if s < len(detail) else {}).get(src, 0))}</td>" for s in ranked)
        body.append(f'<tr><th scope="row">{ctx.t(T("yy.source." + src.replace(" ", "_")))}</th>{cells}</tr>')
    total = "".join(f"<td><strong>{esc(scores[s] if s < len(scores) else 0)}</strong></td>" for s in ranked)
    out.append(f'<table class="outcome"><thead><tr><th></th>{head}</tr></thead><tbody>{"".join(body)}'
               f'<tr class="total"><th scope="row">{ctx.t(T("yy.source.total"))}</th>{total}</tr></tbody></table>')
    out.append(_outcome_detail(ctx, ranked, head))
    return "".join(out)


def _outcome_detail(ctx: _Ctx, ranked: list[int], head: str) -> str:
    """What the sums are made of (E1, E2): each kingdom's points, each complete line's tile."""
    result = ctx.view.get("result") or {}
    kingdoms = result.get("kingdoms") or {}
    tiles = result.get("tiles") or []
    out = []
    if kingdoms:
        rows = []
        for k in data.KINGDOMS:
            points = kingdoms.get(k) or []
            cells = "".join(f"<td>{esc(points[s] if s < len(points) else 0)}</td>" for s in ranked)
            first, second = data.KINGDOM_VALUES[k]
            rows.append(f'<tr><th scope="row">{ctx.t(T("yy.over.kingdom_row", kingdom=kingdom_name(k), first=first, second=second))}'
                        f'</th>{cells}</tr>')
        out.append(f'<details class="yy-detail"><summary>{ctx.t(T("yy.over.kingdoms"))}</summary><table class="outcome">'
                   f'<thead><tr><th></th>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table></details>')
    if tiles:
        items = []
        for s in ranked:
            lines = tiles[s] if s < len(tiles) else {}
            done = [T("yy.over.tile", tile=T(f"yy.scoring.{kind}"), line=T(f"yy.line.{line}"), n=pts)
                    for line, (kind, pts) in lines.items()] or T("yy.over.no_lines")
            items.append(f'<li>{ctx.t(T("yy.over.tiles_of", who=ctx.name(s), tiles=done))}</li>')
        out.append(f'<details class="yy-detail"><summary>{ctx.t(T("yy.over.tiles"))}</summary><ul>{"".join(items)}</ul></details>')
    return "".join(out)


# -- what the app asks a game -----------------------------------------------------------------------------------

def status_text(view: dict[str, Any], lang: str = DEFAULT_LANG) -> str:
    """Where the game stands, for the list of saved games."""
    if view.get("phase") == "over":
        return tr(T("yy.status.finished"), lang)
    return tr(T("yy.status.year", round=max(int(view.get("round") or 0), 1), rounds=data.ROUNDS), lang)


def private_decision(view: dict[str, Any]) -> bool:
    """Only the god cards are secret (R17): a decision needs the curtain when the player who
    decides still holds one (solo play has none)."""
    if view.get("phase") == "over":
        return False
    seat = view.get("current")
    players = view.get("players") or []
    if not isinstance(seat, int) or not 0 <= seat < len(players):
        return False
    return int(players[seat].get("card_count") or 0) > 0


def seat_role(view: dict[str, Any], seat: int, lang: str = DEFAULT_LANG) -> str:
    """The player's colour, e.g. "red"."""
    players = view.get("players") or []
    if 0 <= seat < len(players):
        return tr(T(f"yy.colour.{players[seat].get('colour', 'red')}"), lang)
    return ""


def setup_spec(lang: str = DEFAULT_LANG) -> SetupSpec:
    """The new-game form: solo (one person, the journey) or 2-4 seats, each a person or a bot."""

    def t(key: str, **kw: Any) -> str:
        return tr(T(key, **kw), lang)

    return SetupSpec(
        modes=(Mode(1, t("yy.setup.solo"), ("free_tiles",), bots=False, hint=t("yy.setup.solo_hint")),
               *(Mode(n, t("ui.setup.mode", n=n)) for n in range(2, 5))),
        # S8: the solo player lays their own scoring tiles (the engine's default shuffles them)
        fields=(Field("free_tiles", "free-tiles", t("yy.setup.free_tiles"), "checkbox", default=True,
                      hint=t("yy.setup.free_tiles_hint")),),
        default_players=2,
        colours=False,
    )




def prompt_message(view: dict[str, Any], seat: int) -> Any:
    """What ``seat`` must decide now, as a message (the same text as :func:`turn_prompt`)."""
    if view.get("current") != seat or view.get("phase") == "over":
        return None
    return prompt(view) or None


# -- why a click on the board chose nothing ---------------------------------------------------------------

def stack_at(x: float, y: float) -> str | None:
    """The high oracle stack (its trigram) drawn at ``x, y`` of the board, if any."""
    cx, cy = RING_C
    for i, t in enumerate(data.RING_ORDER):
        ang = math.radians(-90 + i * 45)
        sx, sy = cx + RING_R * math.cos(ang), cy + RING_R * math.sin(ang)
        if abs(x - sx) <= 24 and abs(y - sy) <= 21:
            return t
    return None


def deep_at(x: float, y: float) -> str | None:
    """The deep oracle field (its trigram) drawn at ``x, y`` of the board, if any."""
    for i, t in enumerate(data.TRIGRAM_ORDER):
        left = DEEP_X + i * (DEEP_W + 4)
        if left <= x <= left + DEEP_W and DEEP_Y <= y <= DEEP_Y + DEEP_H:
            return t
    return None


def city_at(x: float, y: float, side: str) -> str | None:
    """The city of the side in play drawn at ``x, y`` of the map (its circle and a little round it)."""
    for c in data.side_cities(side):
        city = data.CITY[c]
        if math.hypot(x - city.x, y - city.y) <= 22:
            return c
    return None


def why_not(view: dict[str, Any], legal: Iterable[Any], x: float, y: float) -> Message | None:
    """Why a click at ``x, y`` chose nothing, when the board can tell: a high oracle stack that
    is blocked or empty, or whose tile comes with the chips at the foot of the deep fields
    (O4, O6, R15); a deep oracle field the god's will blocks or that the coins thrown cannot lay
    (O3); a city with a disaster stone or not next to the player's by that road or river (A1,
    A2, R11). ``legal`` decides what is possible; this only explains."""
    ids = [str(a["id"] if isinstance(a, dict) else a.id) for a in legal]
    seat = view.get("current")
    players = view.get("players") or []
    if not isinstance(seat, int) or not 0 <= seat < len(players):
        return None
    me = players[seat]
    if any(i.startswith("oracle:") for i in ids):
        t = stack_at(x, y)
        if t is not None:
            kind, left = ((view.get("stacks") or {}).get(t) or ["goods", 0])[:2]
            if not left:
                return T("yy.why.stack_empty", trigram=trigram_name(t))
            if t in (view.get("high_blocked") or []) and not me.get("defy"):
                return T("yy.why.stack_blocked", trigram=trigram_name(t))
            return T("yy.why.stack_chips", trigram=trigram_name(t), tile=tile_name(kind))
        t = deep_at(x, y)
        if t is not None and not any(i.endswith(":" + t) for i in ids if i.startswith("oracle:")):
            if t == view.get("deep_blocked") and not me.get("defy"):
                return T("yy.why.deep_blocked", trigram=trigram_name(t))
            yang, lines = sum(me.get("throw") or []), sum(data.TRIGRAMS[t])
            if not 0 <= yang - lines <= 3:  # the other three coins make no trigram
                return T("yy.why.deep_coins", trigram=trigram_name(t), yang=yang, lines=lines)
    c = city_at(x, y, str(view.get("side") or "4p"))
    moves = [i for i in ids if i.startswith(("cart:", "boat:", "tile:cart:", "tile:boat:", "move:", "clouds:", "start:"))]
    if c is not None and moves and not any(i.endswith(":" + c) for i in moves):
        if c in (view.get("disasters") or []):
            return T("yy.why.disaster", city=city_name(c))
        here = me.get("city")
        if here in data.CITY and c != here and not any(c in data.MOVE_NEIGHBOURS[via][str(view.get("side") or "4p")].get(here, ())
                                                       for via in ("cart", "boat")):
            return T("yy.why.not_next", city=city_name(c), here=city_name(here))
    return None


#: the log entries that open a part of the game: the set-up (solo: its own), each year
LOG_HEADINGS = frozenset(("yy.log.head.setup", "yy.log.head.solo", "yy.log.round"))


def log_heading(entry: Any) -> bool:
    """The set-up (the solo set-up under its own heading) and each year head a part of the log."""
    return isinstance(entry, dict) and entry.get("$") in LOG_HEADINGS


def turn_prompt(view: dict[str, Any], seat: int, lang: str = DEFAULT_LANG) -> str:
    """What ``seat`` must decide now, in words (for the page's live announcements)."""
    if view.get("current") != seat or view.get("phase") == "over":
        return ""
    text = prompt(view)
    return tr(text, lang) if text else ""


def render_text_view(view: dict[str, Any], lang: str = DEFAULT_LANG) -> str:
    """The board in words (HTML for a screen reader): every kingdom with its cities and what
    lies on them, the Tai-Chi board, the turn order and every player's board. Only what
    ``view`` shows (the god cards of the viewer only)."""
    ctx = _Ctx(view, {}, lang)
    t = ctx.t

    def section(key: str, heading: Any, items: list[Any]) -> str:
        body = "".join(f"<li>{t(item)}</li>" for item in items)
        return f'<section data-area="{esc(key)}"><h3>{t(heading)}</h3><ul>{body}</ul></section>'

    out = [f'<p>{t(T("yy.ui.year_of", round=max(int(view.get("round") or 0), 1), rounds=data.ROUNDS))} · '
           f'{t(T("yy.phase." + str(view.get("phase", "setup"))))}</p>']
    side = view.get("side") or "4p"
    temples = view.get("temples") or {}
    goods = view.get("goods_on_map") or {}
    disasters = set(view.get("disasters") or [])
    figures: dict[str, list[str]] = {}
    for s, p in enumerate(ctx.players):
        if p.get("city"):
            figures.setdefault(p["city"], []).append(ctx.name(s))

    def city_item(c: str) -> Any:
        things: list[Any] = []
        if c in temples:
            things.append(T("yy.tip.temple", who=ctx.name(temples[c])))
        if c in goods:
            things.append(T("yy.tip.goods", good=good_name(goods[c])))
        if c in disasters:
            things.append(T("yy.tip.disaster"))
        for who in figures.get(c, []):
            things.append(T("yy.tip.figure", who=who))
        return T("yy.text.city", city=city_name(c), things=things or T("yy.ui.empty"))

    cities = data.side_cities(side)
    out.append(section("capital", T("yy.ui.capital"), [city_item(data.CAPITAL)]))
    for k in data.KINGDOMS:
        mine = [c for c in cities if data.CITY[c].kingdom == k]
        first, second = data.KINGDOM_VALUES[k]
        out.append(section(f"kingdom-{k}", T("yy.ui.kingdom_label", kingdom=kingdom_name(k), han=data.KINGDOM_NAMES[k][1],
                                                   first=first, second=second), [city_item(c) for c in mine]))
    stacks = view.get("stacks") or {}
    blocked = set(view.get("high_blocked") or [])
    board: list[Any] = []
    for tg in data.RING_ORDER:
        kind, left = (stacks.get(tg) or ["goods", 0])[:2]
        board.append(T("yy.tip.stack_blocked" if tg in blocked else "yy.tip.stack", trigram=trigram_name(tg), tile=tile_name(kind), n=left))
    deep = view.get("deep_blocked")
    if deep:
        board.append(T("yy.tip.deep_blocked", trigram=trigram_name(deep), action=T(f"yy.deep.{data.DEEP_ACTION[deep]}")))
    board.append(T("yy.tip.fields", yin=_goods_list(view, "yin"), yang=_goods_list(view, "yang")))
    out.append(section("taichi", T("yy.ui.taichi"), board))
    order = list(view.get("order") or [])
    spaces = list(view.get("spaces") or [])
    out.append(section("order", T("yy.ui.turn_order"), [
        T("yy.tip.order", who=ctx.name(s), space=spaces[s] if s < len(spaces) else 0, place=i + 1) for i, s in enumerate(order)]))
    for s, p in enumerate(ctx.players):
        items: list[Any] = [T("yy.ui.stats", yin=p.get("yin", 0), yang=p.get("yang", 0), temples=p.get("temples", 0),
                              space=p.get("space", 0)),
                            T("yy.ui.board_stats", temples=p.get("temples", 0), supply=p.get("supply", 0), space=p.get("space", 0),
                              city=city_name(p["city"]) if p.get("city") else T("yy.ui.nowhere"))]
        tiles = p.get("tiles") or {}
        items += [T("yy.ui.tiles_n", tile=tile_name(k), n=tiles[k]) for k in data.TILE_TYPES if tiles.get(k)]
        items.append(T("yy.text.goods", goods=[T("yy.ui.goods_n", good=good_name(g), n=(p.get("goods") or {}).get(g, 0))
                                               for g in data.GOODS]))
        grid = p.get("grid") or {}
        items += [T("yy.text.cell", good=good_name(g), c=int(k[0]) + 1, r=int(k[1]) + 1) for k, g in sorted(grid.items())]
        scoring = p.get("scoring") or {}
        items.append(T("yy.text.scoring", tiles=[T("yy.tip.scoring", tile=T(f"yy.scoring.{scoring[line]}"), line=T(f"yy.line.{line}"))
                                                 for line in data.LINE_IDS if line in scoring]))
        if p.get("cards") is not None:
            items.append(T("yy.ui.cards_own", cards=[T(f"yy.card.{c}") for c in p["cards"]] or T("yy.ui.none")))
        elif p.get("card_count"):
            items.append(T("yy.ui.cards_hidden", n=p.get("card_count", 0)))
        out.append(section(f"player-{s}", T("yy.ui.board_of", who=ctx.name(s)), items))
    if view.get("solo"):
        flipped = int(view.get("flipped") or 0)
        out.append(section("journey", T("yy.ui.journey"), [
            T("yy.tip.journey_done" if i < flipped else ("yy.tip.journey_now" if i == flipped else "yy.tip.journey"),
              n=i + 1, kingdom=kingdom_name(k)) for i, k in enumerate(view.get("journey") or [])]))
    return "".join(out)


class Board(Renderer):
    """Yin Yang's drawings and texts (the contract: :class:`~mingtable.engine.renderer.Renderer`)."""

    viewbox = VIEWBOX
    list_panel_buttons = False  # the panel's buttons (oracle splits, forfeits, ...) are not listed again
    board_label = staticmethod(board_label)
    render_static = staticmethod(render_static)
    render = staticmethod(render)
    render_outcome = staticmethod(render_outcome)
    private_decision = staticmethod(private_decision)
    seat_role = staticmethod(seat_role)
    status_text = staticmethod(status_text)
    render_text_view = staticmethod(render_text_view)
    turn_prompt = staticmethod(turn_prompt)
    prompt_message = staticmethod(prompt_message)
    why_not = staticmethod(why_not)
    log_heading = staticmethod(log_heading)
