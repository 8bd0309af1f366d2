"""The Ming Voyages markup: a view and the legal actions in, SVG and HTML strings out.

Pure Python (no DOM), so it runs on CPython in the tests and under Pyodide in the page.
The board (1000 x 800) shows, from top to bottom, the three barbarian homelands, the Great
Wall, the five borderlands, the imperial heartland and the South China Sea with the seven
voyage spaces; short roads between areas are exactly the adjacencies of ``data.ADJACENT``.
A strip on the right holds the stage and round track, the decks, both sides' hands and
reserves, the dice tray and the solo bot's card. The cards themselves (both halves readable)
are HTML in the tray below the board; the decision panel is the side panel.

Every legal action is drawn exactly once as an element carrying ``data-action``,
``role="button"`` (or a button), ``tabindex="0"`` and an ``aria-label``: ``area-*`` on the
map, ``voyage-*`` on the voyage spaces, ``path-*`` on the roads from a homeland to a
borderland, ``count-*`` as numbered chips on the stack they count, ``reroll-*`` on the
decider's dice, the card uses (and ``react``, on the card in play) on the cards, and the
answers that act nowhere (keep the dice, before/after, decline, stop...) in the panel.
Every text goes through :func:`mingtable.markup.esc`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Iterable

from ...engine.renderer import Renderer
from ...engine.setup import Field, Mode, SetupSpec
from ...i18n import DEFAULT_LANG, PSEUDO, Message, T, tr, tr_remembered
from ...markup import CHOICES_SLOT, RenderPass, action_attrs, attrs, esc, info_attrs, legal_map
from . import data, rules
from .data import BARBARIAN, BORDERLANDS, EMPEROR, HEARTLAND, HOMELANDS, SEA
from .game import result_summary
from .texts import area as area_msg, count as amount, side as side_msg, voyage as voyage_msg, where

def board_label(lang: str = DEFAULT_LANG) -> str:
    """The board's accessible name in ``lang``."""
    return tr(T("mv.ui.board"), lang)


def _t(message: Any, lang: str) -> str:
    """A message as escaped text."""
    return esc(tr(message, lang))
VIEWBOX = "0 0 1000 800"

# -- palette ---------------------------------------------------------------------------
JADE, JADE_DARK, JADE_LIGHT = "#2e7d64", "#1b4d3e", "#69b596"
BONE, BONE_DARK, BONE_INK = "#f7f1e3", "#c9b994", "#4a3a28"
GOLD, GOLD_DARK = "#e8c04a", "#7a5a10"
CINNABAR = "#b3202a"
SIDE_HEX = {EMPEROR: JADE, BARBARIAN: "#8a6a44"}

# -- geometry -------------------------------------------------------------------------------
Box = tuple[float, float, float, float]  # x, y, w, h

BOX: dict[str, Box] = {
    "WM": (24, 36, 238, 128),
    "EM": (280, 36, 240, 128),
    "MA": (538, 36, 238, 128),
    **{b: (24 + i * 153.5, 200, 138, 168) for i, b in enumerate(BORDERLANDS)},
    HEARTLAND: (24, 394, 752, 164),
    SEA: (24, 588, 222, 188),
}
WALL_Y = 172
VOYAGE_XY: dict[int, tuple[float, float]] = {v: (296 + (v - 1) * 77, 648) for v in data.VOYAGES}
VOYAGE_R = 29
STRIP_X, STRIP_W = 790, 186
AREA_FILL = {"homeland": "#d9c08a", "borderland": "#e9d9b0", "heartland": "#e3c9a0", "sea": "#8fb9c9"}


def area_kind(area: str) -> str:
    if area in HOMELANDS:
        return "homeland"
    if area in BORDERLANDS:
        return "borderland"
    return "heartland" if area == HEARTLAND else "sea"


def connector(a: str, b: str) -> tuple[float, float, float, float]:
    """The road between two adjacent areas: a short segment across the gap between their
    boxes, where the boxes face each other (tests check it joins exactly these two)."""
    ax, ay, aw, ah = BOX[a]
    bx, by, bw, bh = BOX[b]
    if ay + ah <= by or by + bh <= ay:  # one above the other: a vertical road
        lo, hi = max(ax, bx), min(ax + aw, bx + bw)
        x = (lo + hi) / 2
        top, bottom = (a, b) if ay < by else (b, a)
        y1 = BOX[top][1] + BOX[top][3]
        y2 = BOX[bottom][1]
        return (x, y1 - 7, x, y2 + 7)
    lo, hi = max(ay, by), min(ay + ah, by + bh)
    y = (lo + hi) / 2
    left, right = (a, b) if ax < bx else (b, a)
    return (BOX[left][0] + BOX[left][2] - 7, y, BOX[right][0] + 7, y)


def adjacency_pairs() -> list[tuple[str, str]]:
    seen: list[tuple[str, str]] = []
    for a, targets in data.ADJACENT.items():
        for b in targets:
            if (b, a) not in seen and (a, b) not in seen:
                seen.append((a, b))
    return seen


# -- pictograms -----------------------------------------------------------------------------

def _cube(x: float, y: float, top: str, left: str, right: str, ink: str, s: float = 1.0) -> str:
    return (f'<g transform="translate({x:g} {y:g}) scale({s:g})">'
            f'<path d="M0-7L7-3.5 0 0-7-3.5z" fill="{top}" stroke="{ink}" stroke-width=".8"/>'
            f'<path d="M-7-3.5L0 0v8l-7-3.5z" fill="{left}" stroke="{ink}" stroke-width=".8"/>'
            f'<path d="M0 0l7-3.5v8L0 8z" fill="{right}" stroke="{ink}" stroke-width=".8"/></g>')


def army(x: float, y: float, s: float = 1.0) -> str:
    return _cube(x, y, JADE_LIGHT, JADE, JADE_DARK, "#10302a", s)


def horde(x: float, y: float, s: float = 1.0) -> str:
    return _cube(x, y, "#fffdf6", BONE, BONE_DARK, BONE_INK, s)


def settlement(x: float, y: float, s: float = 1.0) -> str:
    """A yurt."""
    return (f'<g transform="translate({x:g} {y:g}) scale({s:g})">'
            f'<path d="M-9 6v-5q9-10 18 0v5z" fill="{BONE}" stroke="{BONE_INK}" stroke-width="1"/>'
            f'<path d="M-9 1h18" stroke="{CINNABAR}" stroke-width="1.2"/>'
            f'<path d="M-2 6v-4h4v4" fill="#8a5a2b"/><circle cy="-5" r="1.5" fill="{BONE_INK}"/></g>')


def gold(x: float, y: float, s: float = 1.0) -> str:
    """A sycee, the boat-shaped gold ingot."""
    return (f'<g transform="translate({x:g} {y:g}) scale({s:g})">'
            f'<path d="M-9-3q9 5 18 0l-3 7h-12z" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1"/>'
            f'<ellipse cy="-2.5" rx="4.2" ry="2.6" fill="#f6da7a" stroke="{GOLD_DARK}" stroke-width=".9"/></g>')


def junk(x: float, y: float, s: float = 1.0) -> str:
    """A treasure junk with two battened sails."""
    return (f'<g transform="translate({x:g} {y:g}) scale({s:g})">'
            f'<path d="M-12 3h24l-4 6h-16z" fill="#6b4423" stroke="#3b2412" stroke-width="1"/>'
            f'<path d="M-12 3l-2-3h4z" fill="#6b4423"/>'
            f'<path d="M-6 2v-13c5 2 6 6 6 13z" fill="{JADE}" stroke="{JADE_DARK}" stroke-width=".8"/>'
            f'<path d="M2 2v-10c4 2 5 5 5 10z" fill="{JADE}" stroke="{JADE_DARK}" stroke-width=".8"/>'
            f'<path d="M-6-7h4M-6-3h5M2-4h3" stroke="#e9f3ee" stroke-width=".7"/></g>')


def palace(x: float, y: float, s: float = 1.0) -> str:
    return (f'<g transform="translate({x:g} {y:g}) scale({s:g})" opacity=".75">'
            f'<path d="M-26-8h52l-8-8h-36z" fill="{CINNABAR}" stroke="#5b1010"/>'
            f'<path d="M-20-8h40v16h-40z" fill="#f3e3c0" stroke="#5b2a1a"/>'
            f'<path d="M-14-8v16M-5-8v16M5-8v16M14-8v16" stroke="{CINNABAR}" stroke-width="2.5"/>'
            f'<path d="M-30 8h60v5h-60z" fill="#9a7a55" stroke="#5b3a1a"/>'
            f'<path d="M-18-20h36l-6-6h-24z" fill="{CINNABAR}" stroke="#5b1010"/>'
            f'<path d="M-12-20h24v4h-24z" fill="#f3e3c0" stroke="#5b2a1a"/></g>')


PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)], 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)], 6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def die(x: float, y: float, value: int, side: str, size: float = 24, mark: bool = False) -> str:
    """A die face centred on (x, y) in the colours of ``side``."""
    fill, pip, ink = (JADE, "#fff", JADE_DARK) if side == EMPEROR else ("#fffdf6", "#2b1d0e", BONE_INK)
    h = size / 2
    r = size * 0.09
    d = size * 0.26
    pips = "".join(f'<circle cx="{x + dx * d:g}" cy="{y + dy * d:g}" r="{r:g}" fill="{pip}"/>' for dx, dy in PIPS.get(value, []))
    ring = (f'<rect x="{x - h - 3:g}" y="{y - h - 3:g}" width="{size + 6:g}" height="{size + 6:g}" rx="6" fill="none"'
            f' stroke="{CINNABAR}" stroke-width="2"/>' if mark else "")
    return (f'<g class="die">{ring}<rect x="{x - h:g}" y="{y - h:g}" width="{size:g}" height="{size:g}" rx="{size * .2:g}"'
            f' fill="{fill}" stroke="{ink}" stroke-width="1.3"/>{pips}</g>')


def die_svg(value: int, side: str, size: int = 20) -> str:
    """A die as a small inline SVG for HTML."""
    return (f'<svg class="die-icon" viewBox="0 0 {size + 4} {size + 4}" width="{size + 4}" height="{size + 4}" aria-hidden="true">'
            f'{die(size / 2 + 2, size / 2 + 2, value, side, size)}</svg>')


DAGGER = ('<svg class="icon" viewBox="0 0 16 16" width="15" height="15" aria-hidden="true">'
          '<path d="M8 1l2 8H6z" fill="#d8d8d8" stroke="#444" stroke-width=".8"/><path d="M4 9h8v1.6H4z" fill="#7a4a22"/>'
          '<path d="M7 10.6h2V15H7z" fill="#5b3a1a"/></svg>')
SCROLL = ('<svg class="icon" viewBox="0 0 16 16" width="15" height="15" aria-hidden="true">'
          '<path d="M3 3h9v10H3z" fill="#f4e6c4" stroke="#7a5a2b" stroke-width=".8"/>'
          '<rect x="2" y="2" width="11" height="2" rx="1" fill="#b3202a"/><rect x="2" y="12" width="11" height="2" rx="1" fill="#b3202a"/>'
          '<path d="M5 6.5h5M5 8.5h5M5 10.5h3" stroke="#7a5a2b" stroke-width=".7"/></svg>')


# -- the static board -------------------------------------------------------------------------

def _wall(lang: str) -> str:
    """The Great Wall between the homelands and the borderlands: a crenellated band."""
    x0, x1, y = 24, 776, WALL_Y
    merlons = "".join(f'<rect x="{x:g}" y="{y - 5}" width="7" height="5"/>' for x in range(x0 + 2, x1 - 6, 13))
    return (f'<g class="wall" fill="#9c8a73" stroke="#5b4a35" stroke-width=".8">'
            f'<rect x="{x0}" y="{y}" width="{x1 - x0}" height="10" rx="2"/>{merlons}</g>'
            f'<text class="wall-name" x="400" y="{y + 22}">{_t(T("mv.ui.wall"), lang)}</text>')


def render_static(lang: str = DEFAULT_LANG) -> str:
    """The board without pieces (SVG children of a 1000 x 800 svg)."""
    out = ['<defs><pattern id="mt-paper" width="8" height="8" patternUnits="userSpaceOnUse">'
           '<rect width="8" height="8" fill="#efe0bd"/><circle cx="2" cy="3" r=".6" fill="#d9c49a"/>'
           '<circle cx="6" cy="7" r=".5" fill="#e3cfa6"/></pattern>'
           '<pattern id="mv-waves" width="24" height="12" patternUnits="userSpaceOnUse">'
           '<rect width="24" height="12" fill="#8fb9c9"/><path d="M0 8q6-5 12 0t12 0" fill="none" stroke="#b7d6e0" stroke-width="1.2"/></pattern>'
           '<pattern id="mv-steppe" width="14" height="14" patternUnits="userSpaceOnUse">'
           '<rect width="14" height="14" fill="#d9c08a"/><path d="M3 10l1.5-4 1.5 4M10 5l1-3 1 3" fill="none" stroke="#b79f66" stroke-width=".8"/></pattern>'
           '<filter id="mt-glow" x="-20%" y="-20%" width="140%" height="140%">'
           '<feGaussianBlur stdDeviation="2.5" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter></defs>',
           '<rect width="1000" height="800" rx="14" fill="#5b2a1a"/>',
           '<rect x="8" y="8" width="984" height="784" rx="10" fill="url(#mt-paper)"/>',
           # the sea band behind the sea area and the voyage route
           '<rect x="18" y="580" width="766" height="204" rx="10" fill="url(#mv-waves)" opacity=".85"/>']
    out.append('<g class="areas">')
    for area, (x, y, w, h) in BOX.items():
        kind = area_kind(area)
        fill = "url(#mv-steppe)" if kind == "homeland" else AREA_FILL[kind]
        if kind == "sea":
            fill = "#7fb0c2"
        out.append(f'<rect class="area {kind}" data-area="{area}" x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="10"'
                   f' fill="{fill}" stroke="#4a2e17" stroke-width="2.5"/>')
    out.append('</g><g id="mt-under"></g>')
    out.append(_wall(lang))
    # roads: exactly the adjacencies
    out.append('<g class="roads">')
    for a, b in adjacency_pairs():
        x1, y1, x2, y2 = connector(a, b)
        out.append(f'<g class="road" data-road="{a}-{b}"><title>{_t(T("mv.ui.road", a=area_msg(a), b=area_msg(b)), lang)}</title>'
                   f'<line x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" stroke="#5b3a1a" stroke-width="9" stroke-linecap="round"/>'
                   f'<line x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" stroke="#e9d3a0" stroke-width="3.5"'
                   f' stroke-linecap="round" stroke-dasharray="3 3"/></g>')
    out.append('</g>')
    # area names
    for area, (x, y, w, h) in BOX.items():
        if area == HEARTLAND:
            out.append(palace(x + w / 2, y + h / 2 + 8, 1.6))
        cls = "aname sea-name" if area == SEA else "aname"
        out.append(f'<text class="{cls}" x="{x + w / 2:g}" y="{y + 19:g}">{_t(area_msg(area), lang)}</text>')
    # the voyage route and spaces
    sx, sy, sw, sh = BOX[SEA]
    pts = [(sx + sw - 6, 648)] + [VOYAGE_XY[v] for v in data.VOYAGES]
    out.append(f'<polyline points="{" ".join(f"{x:g},{y:g}" for x, y in pts)}" fill="none" stroke="#f6ecd4"'
               f' stroke-width="2.5" stroke-dasharray="2 6" stroke-linecap="round"/>')
    out.append(f'<text class="route-name" x="527" y="602">{_t(T("mv.ui.route"), lang)}</text>')
    for v, (x, y) in VOYAGE_XY.items():
        out.append(f'<g class="voyage-space" data-voyage="{v}"><circle cx="{x:g}" cy="{y:g}" r="{VOYAGE_R}" fill="#f6ecd4"'
                   f' fill-opacity=".92" stroke="#4a2e17" stroke-width="2"/>'
                   f'<text class="vnum" x="{x:g}" y="{y - 9:g}">{v}</text>'
                   f'<text class="vname" x="{x:g}" y="{y + VOYAGE_R + 16:g}">{_t(voyage_msg(v), lang)}</text></g>')
    # the strip
    out.append(f'<rect x="{STRIP_X}" y="28" width="{STRIP_W}" height="748" rx="10" fill="#f6ecd4" fill-opacity=".7"'
               f' stroke="#8a6a44" stroke-width="1.5"/>')
    return "".join(out)


# -- one render pass ---------------------------------------------------------------------------

@dataclass
class _Ctx(RenderPass):
    tags: list[str] = field(default_factory=list)
    on_cards: int = 0  # legal actions drawn on the cards below the board

    def t(self, message: Any) -> str:
        """A message as escaped text in this render's language."""
        return _t(message, self.lang)

    def names(self) -> list[str]:
        return [str(p["name"]) if "name" in p else tr(T("mv.ui.player", n=i + 1), self.lang)
                for i, p in enumerate(self.view.get("players") or [])]

    def side_name(self, side: str) -> str:
        seat = (self.view.get("sides") or {}).get(side)
        names = self.names()
        if seat is None:
            return tr(T("mv.who.bot.start") if side == BARBARIAN else side_msg(side), self.lang)
        return names[seat] if 0 <= seat < len(names) else tr(side_msg(side), self.lang)

    def side_tag(self, side: str) -> str:
        seat = (self.view.get("sides") or {}).get(side)
        if seat is None:
            level = T(f"mv.difficulty.{self.view.get('difficulty', 'normal')}")
            return tr(T("mv.ui.bot-tag", level=level), self.lang) if side == BARBARIAN else ""
        return self.tags[seat] if 0 <= seat < len(self.tags) else ""

    def deciding_side(self) -> str | None:
        pending = self.view.get("pending") or {}
        seat = pending.get("seat")
        for side, s in (self.view.get("sides") or {}).items():
            if s is not None and s == seat:
                return side
        return None


def render(view: dict[str, Any], legal: Iterable[Any], seat_tags: list[str] | None = None,
           lang: str = DEFAULT_LANG) -> dict[str, str]:
    """Markup for one moment: ``{"under", "board", "panel", "tray"}``.

    ``view`` is ``m.view(seat)`` (or the spectator's), ``legal`` the actions the person at the
    screen may take now (empty while someone else decides or behind the curtain).
    """
    ctx = _Ctx(view, legal_map(legal, lang), lang, tags=list(seat_tags or []))
    under: list[str] = []
    board = _render_board(ctx, under)
    before = len(ctx.used)
    tray = _render_tray(ctx)
    ctx.on_cards = len(ctx.used) - before
    panel = _render_panel(ctx)
    return {"under": "".join(under), "board": board, "panel": panel, "tray": tray}


# -- the board -----------------------------------------------------------------------------------

def _row(kind: str, n: int, x: float, y: float, per_row: int, dx: float, dy: float, scale: float = 1.0,
         max_rows: int = 2) -> tuple[str, float]:
    """``n`` pieces in rows from (x, y); beyond what fits, a count. Returns markup and the next y."""
    if n <= 0:
        return "", y
    draw = {"army": army, "horde": horde, "settlement": settlement, "gold": gold, "junk": junk}[kind]
    shown = min(n, per_row * max_rows)
    if shown < n:
        shown = per_row * max_rows - 1
    out = []
    for k in range(shown):
        out.append(draw(x + (k % per_row) * dx, y + (k // per_row) * dy, scale))
    rows = (shown - 1) // per_row + 1
    if shown < n:
        k = shown
        out.append(f'<text class="count" x="{x + (k % per_row) * dx - 6:g}" y="{y + (k // per_row) * dy + 5:g}">+{n - shown}</text>')
    return "".join(out), y + rows * dy


PIECES = {"army": "armies", "horde": "hordes", "settlement": "settlements", "gold": "gold", "junk": "junks"}


def area_key(area: str) -> str:
    """An area in a ``data-key``: its id, the sea as "sea" ("area-B2", "junks-sea")."""
    return "sea" if area == SEA else area


def _area_pieces(area: str, info: dict[str, int], lang: str) -> str:
    x, y, w, h = BOX[area]
    armies = int(info.get("armies", 0) or 0)
    hordes = int(info.get("hordes", 0) or 0)
    settle = int(info.get("settlements", 0) or 0)
    golds = int(info.get("gold", 0) or 0)
    junks = int(info.get("junks", 0) or 0)
    parts = []
    for n, noun in ((armies, "army"), (hordes, "horde"), (settle, "settlement"), (golds, "gold"), (junks, "junk")):
        if n:
            parts.append(amount(n, noun))
    title = T("mv.ui.area-pieces", area=area_msg(area), pieces=parts or T("mv.ui.empty"))
    out = [f'<g class="pieces" data-area="{area}" data-key="area-{area_key(area)}"><title>{_t(title, lang)}</title>']

    def row(piece: str, n: int, *args: Any) -> tuple[str, float]:
        """A row of pieces in a group keyed like "armies-B2", drawn even when empty."""
        markup, below = _row(piece, n, *args)
        return f'<g data-key="{PIECES[piece]}-{area_key(area)}">{markup}</g>', below

    kind = area_kind(area)
    if kind == "borderland":
        cy = y + 58
        for piece, n in (("army", armies), ("horde", hordes)):
            markup, cy = row(piece, n, x + 20, cy, 5, 24.5, 23, 1.35)
            out.append(markup)
        markup, cy = row("settlement", settle, x + 20, cy + 2, 5, 24.5, 22, 1.15, 1)
        out.append(markup)
        # who holds it (R9)
        holder = EMPEROR if armies else (BARBARIAN if hordes + settle else None)
        if holder and not (armies and hordes + settle):
            label = _t(T(f"mv.ui.{holder}-holds"), lang)
            colour = JADE if holder == EMPEROR else "#7a5a36"
            out.append(f'<rect x="{x + 6:g}" y="{y + h - 22:g}" width="{w - 12:g}" height="16" rx="8" fill="{colour}" fill-opacity=".9"/>'
                       f'<text class="holder" x="{x + w / 2:g}" y="{y + h - 10:g}">{label}</text>')
        elif not armies and not hordes and not settle:
            out.append(f'<text class="holder empty" x="{x + w / 2:g}" y="{y + h - 10:g}">{_t(T("mv.ui.nobody-holds"), lang)}</text>')
    elif kind == "homeland":
        markup, cy = row("horde", hordes, x + 22, y + 56, 9, 24, 24, 1.35)
        out.append(markup)
        markup, _ = row("settlement", settle, x + 22, cy + 4 if hordes else y + 60, 8, 27, 22, 1.2, 1)
        out.append(markup)
    elif kind == "heartland":
        out.append(f'<text class="plabel" x="{x + 20:g}" y="{y + 58:g}">{_t(T("mv.ui.armies"), lang)}</text>')
        markup, _ = row("army", armies, x + 32, y + 82, 6, 27, 28, 1.45)
        out.append(markup)
        out.append(f'<text class="plabel" x="{x + w - 250:g}" y="{y + 58:g}">{_t(T("mv.ui.gold"), lang)}</text>')
        markup, _ = row("gold", golds, x + w - 232, y + 84, 5, 30, 22, 1.4)
        out.append(markup)
        if armies == 0:
            out.append(f'<text class="holder empty" x="{x + 80:g}" y="{y + 82:g}">{_t(T("mv.ui.none"), lang)}</text>')
        if golds == 0:
            out.append(f'<text class="holder empty" x="{x + w - 190:g}" y="{y + 82:g}">{_t(T("mv.ui.none"), lang)}</text>')
    else:  # the sea
        out.append(f'<text class="plabel light" x="{x + 12:g}" y="{y + 56:g}">{_t(T("mv.ui.junks"), lang)}</text>')
        markup, _ = row("junk", junks, x + 28, y + 76, 4, 46, 30, 1.2)
        out.append(markup)
        out.append(f'<text class="plabel light" x="{x + 12:g}" y="{y + 146:g}">{_t(T("mv.ui.sea-gold"), lang)}</text>')
        markup, _ = row("gold", golds, x + 26, y + 168, 5, 30, 20, 1.3, 1)
        out.append(markup)
        if junks == 0:
            out.append(f'<text class="holder empty light" x="{x + 60:g}" y="{y + 80:g}">{_t(T("mv.ui.none"), lang)}</text>')
    out.append("</g>")
    return "".join(out)


def _hit(ctx: _Ctx, area: str, under: list[str]) -> None:
    label = ctx.take(f"area-{area}")
    if label:
        x, y, w, h = BOX[area]
        tip = ctx.t(T("mv.tip.click", what=area_msg(area), action=label))
        under.append(f'<rect class="act hit"{action_attrs(f"area-{area}", label)} x="{x + 3:g}" y="{y + 3:g}"'
                     f' width="{w - 6:g}" height="{h - 6:g}" rx="9"><title>{tip}</title></rect>')


def _render_board(ctx: _Ctx, under: list[str]) -> str:
    v = ctx.view
    areas: dict[str, dict[str, int]] = v.get("areas") or {}
    out: list[str] = []
    for area in BOX:
        _hit(ctx, area, under)
    combat = v.get("combat") or None
    if combat and combat.get("area") in BOX:
        x, y, w, h = BOX[combat["area"]]
        out.append(f'<rect class="combat-area" x="{x - 3:g}" y="{y - 3:g}" width="{w + 6:g}" height="{h + 6:g}" rx="12">'
                   f'<title>{ctx.t(T("mv.ui.combat-in", where=where("in", combat["area"])))}</title></rect>'
                   f'{_swords(x + w - 18, y + 16)}')
    for area in BOX:
        out.append(_area_pieces(area, areas.get(area) or {}, ctx.lang))
    out.append(_render_counts(ctx))
    out.append(_render_voyages(ctx))
    out.append(_render_paths(ctx))
    out.append(_render_strip(ctx))
    return "".join(out)


def _swords(x: float, y: float) -> str:
    return (f'<g transform="translate({x:g} {y:g})" class="swords" aria-hidden="true">'
            f'<circle r="12" fill="{CINNABAR}" stroke="#5b1010"/>'
            f'<path d="M-6-6l12 12M6-6L-6 6" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>'
            f'<path d="M-7 3l4 4M7 3l-4 4" stroke="#fff" stroke-width="1.6"/></g>')


def _render_voyages(ctx: _Ctx) -> str:
    v = ctx.view
    done = v.get("voyages") or {}
    last = v.get("last_roll") or {}
    out = []
    for n, (x, y) in VOYAGE_XY.items():
        complete = bool(done.get(str(n), done.get(n)))
        name = voyage_msg(n)
        if complete:
            out.append(f'<g class="voyage-done" data-key="voyage-{n}"><title>{ctx.t(T("mv.ui.voyage-done", v=n, name=name))}</title>'
                       f'<circle cx="{x:g}" cy="{y:g}" r="{VOYAGE_R - 3}" fill="none" stroke="{GOLD}" stroke-width="4"/>'
                       f'{junk(x, y + 6, 1.15)}</g>')
        if last.get("voyage") == n:
            colour = JADE if last.get("success") else CINNABAR
            out.append(f'<circle cx="{x:g}" cy="{y:g}" r="{VOYAGE_R + 5}" fill="none" stroke="{colour}" stroke-width="3"'
                       f' stroke-dasharray="6 4"><title>{ctx.t(T("mv.ui.last-voyage-ok" if last.get("success") else "mv.ui.last-voyage-failed"))}</title></circle>')
        label = ctx.take(f"voyage-{n}")
        if label:
            tip = ctx.t(T("mv.tip.click", what=T("mv.ui.voyage-badge", v=n, name=name), action=label))
            out.append(f'<circle class="act hit-space"{action_attrs(f"voyage-{n}", label)} cx="{x:g}" cy="{y:g}" r="{VOYAGE_R + 2}">'
                       f'<title>{tip}</title></circle>')
    return "".join(out)


def _render_paths(ctx: _Ctx) -> str:
    """Build-settlement choices: a chip on the road from the homeland to the borderland."""
    out = []
    for action_id in list(ctx.legal):
        parts = action_id.split("-")
        if len(parts) != 3 or parts[0] != "path" or parts[1] not in HOMELANDS or parts[2] not in BORDERLANDS:
            continue
        if parts[2] not in data.ADJACENT.get(parts[1], ()):
            continue
        label = ctx.take(action_id)
        if not label:
            continue
        x1, y1, x2, y2 = connector(parts[1], parts[2])
        cx, cy = (x1 + x2) / 2, (y1 + y2) / 2
        tip = ctx.t(T("mv.tip.click", what=T("mv.ui.road", a=area_msg(parts[1]), b=area_msg(parts[2])), action=label))
        out.append(f'<g class="act chip-path"{action_attrs(action_id, label)}><title>{tip}</title>'
                   f'<rect x="{cx - 22:g}" y="{cy - 13:g}" width="44" height="26" rx="8"/>'
                   f'{settlement(cx - 7, cy + 1, .85)}<path d="M{cx + 7:g} {cy - 7:g}v12m-4-4l4 4 4-4" fill="none"'
                   f' stroke="#2b1d0e" stroke-width="2"/></g>')
    return "".join(out)


def _render_strip(ctx: _Ctx) -> str:
    v = ctx.view
    x0 = STRIP_X + 10
    out = []
    y = 50
    if v.get("match"):
        out.append(f'<text class="strip-h" x="{STRIP_X + STRIP_W / 2:g}" y="{y}">{ctx.t(T("mv.ui.game-of", n=v.get("game_no", 1)))}</text>')
        y += 20
    stage = int(v.get("stage") or 1)
    rnd = int(v.get("round") or 0)
    out.append(f'<text class="strip-h" x="{STRIP_X + STRIP_W / 2:g}" y="{y}">{ctx.t(T("mv.ui.stage-round", stage=stage, round=rnd))}</text>')
    y += 10
    # the round track: stage 1 has 10 rounds, stage 2 up to 14
    for st, cells in ((1, 10), (2, 14)):
        label_x = x0
        out.append(f'<text class="tiny" x="{label_x:g}" y="{y + 12:g}">{ctx.t(T(f"mv.ui.roman.{st}"))}</text>')
        cw = (STRIP_W - 36) / cells
        for r in range(1, cells + 1):
            cx = x0 + 14 + (r - 1) * cw
            on = st == stage and r == rnd
            past = st < stage or (st == stage and r < rnd)
            fill = CINNABAR if on else ("#c9aa72" if past else "#fffaf0")
            out.append(f'<rect x="{cx:g}" y="{y + 2:g}" width="{cw - 2:g}" height="12" rx="2" fill="{fill}" stroke="#8a6a44" stroke-width=".8"/>')
        y += 17
    y += 14
    # draw pile and discards
    deck = int(v.get("deck") or 0)
    discard = v.get("discard") or []
    out.append(_pile(x0, y, T("mv.ui.draw-pile"), deck, True, ctx.lang, "deck"))
    out.append(_pile(x0 + 88, y, T("mv.ui.discards"), len(discard), False, ctx.lang, "discard"))
    y += 92
    # the sides
    hands = v.get("hand_counts") or {}
    reserves = v.get("reserve_counts") or {}
    deciding = ctx.deciding_side()
    for side in (EMPEROR, BARBARIAN):
        active = deciding == side or (v.get("phase") == side and deciding is None)
        colour = SIDE_HEX[side]
        out.append(f'<g class="side-box" data-key="side-{side}"><rect x="{x0 - 4:g}" y="{y:g}" width="{STRIP_W - 12:g}" height="66" rx="8"'
                   f' fill="#fffaf0" stroke="{colour}" stroke-width="{3 if active else 1.5}"/>'
                   f'<rect x="{x0 - 4:g}" y="{y:g}" width="8" height="66" rx="3" fill="{colour}"/>'
                   f'<text class="side-t" x="{x0 + 10:g}" y="{y + 17:g}">{ctx.t(side_msg(side))}</text>'
                   f'<text class="side-n" x="{x0 + 10:g}" y="{y + 32:g}">{esc(_clip(ctx.side_name(side), 22))}</text>'
                   f'{_mini_cards(x0 + 12, y + 40, int(hands.get(side, 0) or 0), "hand", ctx.lang)}'
                   f'{_mini_cards(x0 + 96, y + 40, int(reserves.get(side, 0) or 0), "reserve", ctx.lang)}</g>')
        y += 74
    y += 4
    out.append(f'<g data-key="dice">{_render_dice(ctx, x0, y)}</g>')
    bot = v.get("bot")
    if bot:
        out.append(f'<g data-key="bot-card">{_render_bot(bot, x0, 612, ctx.lang)}</g>')
    return "".join(out)


def _clip(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def _pile(x: float, y: float, title: Any, n: int, back: bool, lang: str, key: str) -> str:
    fill = "#7a2e1c" if back else "#fffaf0"
    layers = "".join(f'<rect x="{x + 8 + k * 2:g}" y="{y + 14 - k * 2:g}" width="46" height="62" rx="5" fill="{fill}"'
                     f' stroke="#4a2e17" stroke-width="1"/>' for k in range(min(3, max(1, n // 6 + 1))) if n)
    if not n:
        layers = f'<rect x="{x + 8:g}" y="{y + 14:g}" width="46" height="62" rx="5" fill="none" stroke="#8a6a44" stroke-dasharray="4 3"/>'
    mark = ""
    if back and n:
        mark = f'<circle cx="{x + 35:g}" cy="{y + 41:g}" r="11" fill="none" stroke="{GOLD}" stroke-width="2"/>'
    return (f'<g class="pile" data-key="{key}"><title>{_t(T("mv.ui.pile", title=title, cards=amount(n, "card")), lang)}</title>{layers}{mark}'
            f'<text class="tiny" x="{x + 33:g}" y="{y + 8:g}" text-anchor="middle">{_t(title, lang)}</text>'
            f'<text class="pile-n{" light" if back else ""}" x="{x + 35:g}" y="{y + 49:g}">{n}</text></g>')


def _mini_cards(x: float, y: float, n: int, what: str, lang: str) -> str:
    cards = "".join(f'<rect x="{x + k * 7:g}" y="{y:g}" width="12" height="17" rx="2" fill="{"#7a2e1c" if what == "hand" else "#4a2e17"}"'
                    f' stroke="#fffaf0" stroke-width=".8"/>' for k in range(min(n, 5)))
    return (f'<g><title>{_t(T(f"mv.ui.in-{what}", cards=amount(n, "card")), lang)}</title>{cards}'
            f'<text class="tiny" x="{x + min(n, 5) * 7 + 10:g}" y="{y + 13:g}">{_t(T(f"mv.ui.n-{what}", n=n), lang)}</text></g>')


def strength_text(dice: list[int], lang: str = DEFAULT_LANG) -> str:
    if len(dice) != 3:
        return ""
    cat, value = rules.roll_strength(dice)
    return tr(T({rules.STRONG: "mv.ui.triple", rules.MODERATE: "mv.ui.pair", rules.WEAK: "mv.ui.high"}[cat], v=value), lang)


def _render_dice(ctx: _Ctx, x0: float, y: float) -> str:
    v = ctx.view
    combat = v.get("combat") or v.get("last_combat") or None  # the running combat, else the last one
    heading = T("mv.ui.combat" if v.get("combat") else "mv.ui.last-combat")
    roll = v.get("last_roll") or None
    out = [f'<text class="strip-h" x="{STRIP_X + STRIP_W / 2:g}" y="{y + 12:g}">{ctx.t(T("mv.ui.dice"))}</text>']
    y += 22
    if combat:
        attacker = combat.get("attacker", EMPEROR)
        defender = BARBARIAN if attacker == EMPEROR else EMPEROR
        head = T("mv.ui.combat-head", heading=heading, area=area_msg(combat.get("area", "H")), round=combat.get("round", 1))
        out.append(f'<text class="tiny" x="{x0:g}" y="{y + 4:g}">{ctx.t(head)}</text>')
        y += 12
        deciding = combat.get("deciding")
        rerolls = [a for a in ctx.legal if a.startswith("reroll-")] if v.get("combat") else []
        for side, key in ((attacker, "attack"), (defender, "defence")):
            dice = list(combat.get(key) or [])
            out.append(f'<text class="dice-l" x="{x0:g}" y="{y + 20:g}">{ctx.t(T(f"mv.ui.{key}-side", side=side_msg(side)))}</text>')
            if deciding == side and rerolls and len(dice) == 3:
                markup, y = _reroll_dice(ctx, rerolls, [int(d) for d in dice], side, x0, y)
                out.append(markup)
                continue
            for k, value in enumerate(dice[:3]):
                out.append(die(x0 + 14 + k * 30, y + 40, int(value), side, 24, mark=deciding == side))
            if dice:
                out.append(f'<text class="tiny" x="{x0 + 100:g}" y="{y + 44:g}">{esc(strength_text(dice, ctx.lang))}</text>')
            else:
                out.append(f'<text class="tiny" x="{x0 + 14:g}" y="{y + 44:g}">{ctx.t(T("mv.ui.not-rolled"))}</text>')
            y += 58
        result = combat.get("result")
        text: Any = ""
        if combat.get("winner"):
            text = T("mv.ui.holds", side=side_msg(combat["winner"]), area=area_msg(combat.get("area", "H")))
        elif result:
            text = result
        elif deciding:
            text = T("mv.ui.may-reroll", side=side_msg(deciding), left=combat.get("rerolls") or 0)
        if result and combat.get("winner"):
            out.append(f'<text class="dice-r" x="{x0:g}" y="{y + 8:g}">{ctx.t(result)}</text>')
            y += 16
        out.append(f'<text class="dice-r" x="{x0:g}" y="{y + 8:g}">{ctx.t(text)}</text>')
    elif roll and roll.get("kind") == "voyage":
        n = roll.get("voyage")
        name = voyage_msg(n) if n in data.VOYAGE_NAMES else "?"
        out.append(f'<text class="tiny" x="{x0:g}" y="{y + 4:g}">{ctx.t(T("mv.ui.last-voyage", v=n, name=name))}</text>')
        y += 10
        dice = list(roll.get("dice") or [])
        target = roll.get("target")
        for k, value in enumerate(dice[:3]):
            out.append(die(x0 + 14 + k * 30, y + 26, int(value), EMPEROR, 24, mark=isinstance(target, int) and value < target))
        out.append(f'<text class="dice-l" x="{x0:g}" y="{y + 62:g}">{ctx.t(T("mv.ui.needs-below", target=target))}</text>')
        ok = roll.get("success")
        out.append(f'<text class="dice-r {"good" if ok else "bad"}" x="{x0:g}" y="{y + 80:g}">'
                   f'{ctx.t(T("mv.ui.success" if ok else "mv.ui.failed"))}</text>')
    else:
        out.append(f'<text class="tiny" x="{x0:g}" y="{y + 4:g}">{ctx.t(T("mv.ui.no-dice"))}</text>')
    return "".join(out)


def _reroll_dice(ctx: _Ctx, rerolls: list[str], dice: list[int], side: str, x0: float, y: float) -> tuple[str, float]:
    """The deciding side's three dice as the rerolls they offer (R8 B/D): a click on a die
    rerolls it; the chips under them, each showing its dice, reroll two or all three.
    Returns the markup and the y below it."""
    out = []
    for k, value in enumerate(dice):
        cx, cy = x0 + 16 + k * 34, y + 44
        face = die(cx, cy, value, side, 26)
        label = ctx.take(f"reroll-{k + 1}") if f"reroll-{k + 1}" in rerolls else None
        if label:
            tip = ctx.t(T("mv.tip.click", what=T("mv.ui.dice"), action=label))
            out.append(f'<g class="act mv-reroll"{action_attrs(f"reroll-{k + 1}", label)}><title>{tip}</title>'
                       f'<rect class="hit-space" x="{cx - 17:g}" y="{cy - 17:g}" width="34" height="34" rx="7"/>{face}</g>')
        else:
            out.append(face)
    out.append(f'<text class="tiny" x="{x0 + 108:g}" y="{y + 48:g}">{esc(strength_text(dice, ctx.lang))}</text>')
    cx = x0 - 2
    for action_id in rerolls:
        positions = [int(c) - 1 for c in action_id.removeprefix("reroll-") if c.isdigit()]
        if len(positions) < 2 or not all(0 <= p < len(dice) for p in positions):
            continue
        label = ctx.take(action_id)
        if not label:
            continue
        w = len(positions) * 13 + 9
        faces = "".join(die(cx + 11 + j * 13, y + 80, dice[p], side, 11) for j, p in enumerate(positions))
        tip = ctx.t(T("mv.tip.click", what=T("mv.ui.dice"), action=label))
        out.append(f'<g class="act mv-chip"{action_attrs(action_id, label)}><title>{tip}</title>'
                   f'<rect x="{cx:g}" y="{y + 68:g}" width="{w:g}" height="24" rx="6"/>{faces}</g>')
        cx += w + 5
    return "".join(out), y + 98


def _chip_boxes(n: int, x: float, y: float, w: float, h: float, most_w: float = 58, most_h: float = 44,
                gap: float = 8) -> list[Box]:
    """``n`` chips in a grid centred in the ``w`` x ``h`` box at ``x, y``: as large as fit,
    at most ``most_w`` x ``most_h``."""
    best: tuple[float, int, int, float, float] | None = None
    for cols in range(1, n + 1):
        rows = -(-n // cols)
        cw = min(most_w, (w - gap * (cols - 1)) / cols)
        ch = min(most_h, (h - gap * (rows - 1)) / rows)
        score = min(cw, ch * 1.3)
        if best is None or score > best[0] + 1e-9:
            best = (score, cols, rows, cw, ch)
    assert best is not None
    _, cols, rows, cw, ch = best
    ox = x + (w - (cols * cw + gap * (cols - 1))) / 2
    oy = y + (h - (rows * ch + gap * (rows - 1))) / 2
    return [(ox + (k % cols) * (cw + gap), oy + (k // cols) * (ch + gap), cw, ch) for k in range(n)]


def count_place(view: dict[str, Any]) -> tuple[str, Box] | None:
    """Where a "how many" decision counts (its chips go there): the area a movement leaves
    (R6), the heartland's gold or the sea's junks sent on a voyage (R5); the area and the part
    of its box. None when the decision is no count."""
    pending = view.get("pending") or {}
    kind = pending.get("kind")
    context = pending.get("context") or {}
    if kind == "count" and context.get("from") in BOX:
        x, y, w, h = BOX[context["from"]]
        return context["from"], (x + 6, y + 26, w - 12, h - 32)
    if kind == "voyage-gold":
        x, y, w, h = BOX[HEARTLAND]
        return HEARTLAND, (x + w - 256, y + 64, 248, h - 70)
    if kind == "voyage-junks":
        x, y, w, h = BOX[SEA]
        return SEA, (x + 8, y + 60, w - 16, 74)
    return None


def _render_counts(ctx: _Ctx) -> str:
    """A "how many" decision: numbered chips on the stack it counts (:func:`count_place`);
    a movement's destination is outlined."""
    counts = [a for a in ctx.legal if a.startswith("count-") and a.removeprefix("count-").isdigit()]
    place = count_place(ctx.view)
    if not counts or place is None:
        return ""
    out = []
    context = (ctx.view.get("pending") or {}).get("context") or {}
    if context.get("to") in BOX:
        x, y, w, h = BOX[context["to"]]
        out.append(f'<rect class="target" x="{x + 3:g}" y="{y + 3:g}" width="{w - 6:g}" height="{h - 6:g}" rx="9"/>')
    for action_id, (x, y, w, h) in zip(counts, _chip_boxes(len(counts), *place[1])):
        label = ctx.take(action_id)
        if label:
            tip = ctx.t(T("mv.tip.click", what=area_msg(place[0]), action=label))
            out.append(f'<g class="act mv-chip mv-count"{action_attrs(action_id, label)}><title>{tip}</title>'
                       f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="8"/>'
                       f'<text class="mv-chip-n" x="{x + w / 2:g}" y="{y + h / 2 + 7:g}">{esc(action_id.removeprefix("count-"))}</text></g>')
    return "".join(out)


def _render_bot(bot: dict[str, Any], x0: float, y: float, lang: str) -> str:
    deck = T("mv.ui.bot-deck", deck=bot.get("deck", 0), used=bot.get("discard", 0))
    out = [f'<text class="strip-h" x="{STRIP_X + STRIP_W / 2:g}" y="{y:g}">{_t(T("mv.ui.bot"), lang)}</text>',
           f'<text class="tiny" x="{x0:g}" y="{y + 16:g}">{_t(deck, lang)}</text>']
    card = bot.get("card")
    y += 24
    out.append(f'<rect x="{x0 - 4:g}" y="{y:g}" width="{STRIP_W - 12:g}" height="128" rx="8" fill="#fffaf0" stroke="#7a5a36" stroke-width="1.5"/>')
    if card:
        focus = card.get("focus", "")
        name = area_msg(focus) if focus in data.AREA_NAMES else focus
        out.append(f'<text class="side-t" x="{x0 + 4:g}" y="{y + 17:g}">{_t(T("mv.ui.focus", area=name), lang)}</text>')
        for k, order in enumerate(card.get("orders") or []):
            text = tr(T("mv.ui.order", k=k + 1, order=T(f"mv.order.{order}")), lang)
            fit = f' textLength="{STRIP_W - 24}" lengthAdjust="spacingAndGlyphs"' if len(text) > 32 else ""
            out.append(f'<text class="tiny" x="{x0 + 4:g}" y="{y + 38 + k * 30:g}"{fit}>{esc(text)}</text>')
    else:
        out.append(f'<text class="tiny" x="{x0 + 4:g}" y="{y + 20:g}">{_t(T("mv.ui.no-bot-card"), lang)}</text>')
    return "".join(out)


# -- the cards (HTML, in the tray below the board) ------------------------------------------------

def _uses(ctx: _Ctx, cid: str) -> list[str]:
    """Buttons for every legal use of card ``cid``, each action once."""
    buttons = []
    cp = data.CARDS[cid]["cp"]
    pending = ctx.view.get("pending") or {}
    if pending.get("kind") == "reaction" and (pending.get("context") or {}).get("card") == cid:
        label = ctx.take("react")  # R1: the answer uses this card's other half, so it is clicked here
        if label:
            buttons.append(f'<button type="button"{attrs(class_="btn small use card-act react", data_action="react", aria_label=label, title=label)}>'
                           f'{ctx.t(T("mv.ui.react"))}</button>')
    for action_id in list(ctx.legal):
        parts = action_id.split("-")
        if len(parts) < 2 or parts[1] != cid:
            continue
        head = parts[0]
        if head == "command" and len(parts) == 3:
            text, cls = T(f"mv.cmd.short.{parts[2]}"), "use cmd"
        elif head == "card" and len(parts) == 2:
            text, cls = T("mv.ui.card-action"), "use card-act"
        elif head == "reserve" and len(parts) == 2:
            text, cls = T("mv.ui.reserve"), "use"
        elif head == "discard" and len(parts) == 2:
            text, cls = T("mv.ui.discard"), "use"
        elif head == "boost" and len(parts) == 2:
            text, cls = T("mv.ui.add-cp", cp=cp), "use card-act"
        elif head == "reveal" and len(parts) == 2:
            text, cls = T("mv.ui.reveal", rerolls=amount(cp, "reroll")), "use card-act"
        else:
            continue
        label = ctx.take(action_id)
        if label:
            buttons.append(f'<button type="button"{attrs(class_="btn small " + cls, data_action=action_id, aria_label=label, title=label)}>'
                           f'{ctx.t(text)}</button>')
    return buttons


def card_info(cid: str) -> Message:
    """The full rules text of card ``cid``: both halves with who may use them and when, and the
    three ways to play it (its popover)."""
    card = data.CARDS[cid]
    kind = card["kind"]
    first, second = T(f"mv.card.{cid}.first"), T(f"mv.card.{cid}.second")
    if kind == "general":
        vno = card["voyage"]
        top = T("mv.info.half", side=side_msg(BARBARIAN), text=first)
        bottom = T("mv.info.half_note", side=side_msg(EMPEROR), note=T("mv.ui.needs-voyage", v=vno, name=voyage_msg(vno)),
                   text=second)
    else:
        top = T("mv.info.half_note", side=side_msg(kind), note=T("mv.ui.early"), text=first)
        bottom = T("mv.info.half_note", side=side_msg(kind), note=T("mv.ui.late"), text=second)
    return T("mv.info.card", first=top, second=bottom, play=T("mv.info.play", cp=card["cp"]))


@lru_cache(maxsize=512)
def card_popover(cid: str, lang: str, focus: bool = True) -> str:
    """The popover attributes of card ``cid`` (:func:`mingtable.markup.info_attrs`)."""
    head = tr(T("mv.ui.card-label", name=T(f"mv.card.{cid}"), cp=data.CARDS[cid]["cp"]), lang)
    return info_attrs(head, tr(card_info(cid), lang), focus=focus)


def card_html(cid: str, view: dict[str, Any], viewer: str | None, buttons: list[str] | None = None, small: bool = False,
              lang: str = DEFAULT_LANG) -> str:
    """One action card with both halves readable; the half ``viewer`` may use now is marked.
    The card's name shows in ``lang`` and, smaller, in the other language (the printed
    cards are German)."""
    if cid not in data.CARDS:
        return f'<article class="mv-card">{esc(cid)}</article>'
    voyages = view.get("voyages") or {}
    done = frozenset(int(v) for v, x in voyages.items() if x)
    return _card_html(cid, done, viewer, tuple(buttons or ()), small, lang)


@lru_cache(maxsize=1024)  # a card is drawn again at every decision, mostly as it was
def _card_html(cid: str, voyages_done: frozenset[int], viewer: str | None, buttons: tuple[str, ...], small: bool,
               lang: str) -> str:
    card = data.CARDS[cid]

    def t(message: Any) -> str:
        return _t(message, lang)

    kind = card["kind"]
    done = len(voyages_done)
    halves = []
    if kind == "general":
        vno = card["voyage"]
        vdone = vno in voyages_done
        halves.append(("first", BARBARIAN, DAGGER, "", False, viewer == BARBARIAN))
        halves.append(("second", EMPEROR, SCROLL, T("mv.ui.needs-voyage", v=vno, name=voyage_msg(vno)), vdone,
                       viewer == EMPEROR and vdone))
        badge = f'<span class="vno" title="{t(T("mv.ui.voyage-badge", v=vno, name=voyage_msg(vno)))}">{vno}</span>'
    else:
        icon = DAGGER if kind == BARBARIAN else SCROLL
        halves.append(("first", kind, icon, T("mv.ui.early"), False, viewer == kind and done <= 3))
        halves.append(("second", kind, icon, T("mv.ui.late"), False, viewer == kind and done >= 4))
        badge = f'<span class="vno special" title="{t(T(f"mv.ui.card-of.{kind}"))}">{t(T(f"mv.ui.badge.{kind}"))}</span>'
    body = []
    for half, side, icon, note, tick, usable in halves:
        cls = f"half {half} {side}" + (" usable" if usable else "")
        note_html = f' <span class="note">{t(note)}{" ✓" if tick else ""}</span>' if note else ""
        now = f' <span class="now">{t(T("mv.ui.yours-now"))}</span>' if usable else ""
        body.append(f'<div class="{cls}"><div class="who">{icon}<span>{t(side_msg(side))}</span>{note_html}{now}</div>'
                    f'<p>{t(T(f"mv.card.{cid}.{half}"))}</p></div>')
    uses = f'<div class="uses">{"".join(buttons)}</div>' if buttons else ""
    name = T(f"mv.card.{cid}")
    other = lang if lang == PSEUDO else ("en" if lang == "de" else "de")
    label = tr(T("mv.ui.card-label", name=name, cp=card["cp"]), lang)
    popover = info_attrs(label, tr(card_info(cid), lang)) + attrs(tabindex="0")
    # a small card (reserve, in play: the box below the board, often shorter than the card) has
    # its buttons under its name, where they are on screen; a hand card has them at its foot
    top, foot = (uses, "") if small else ("", uses)
    return (f'<article class="mv-card {kind}{" small" if small else ""}"{attrs(data_card=cid, aria_label=label)}{popover}>'
            f'<header><span class="cp" title="{t(T("mv.ui.cp-title"))}">{card["cp"]}</span>'
            f'<span class="names"><b>{t(name)}</b><i lang="{other}">{_t(name, other)}</i></span>{badge}</header>'
            f'{top}{"".join(body)}{foot}</article>')


def _render_tray(ctx: _Ctx) -> str:
    v = ctx.view
    side = v.get("side")
    lang = ctx.lang
    out = []
    hand = v.get("hand")
    reserve = v.get("reserve")
    if side and hand is not None:
        who = T("mv.ui.hand-who", who=ctx.side_name(side), side=side_msg(side), cards=amount(len(hand), "card"))
        cards = ("".join(card_html(c, v, side, _uses(ctx, c), lang=lang) for c in hand)
                 or f'<p class="muted">{ctx.t(T("mv.ui.no-cards"))}</p>')
        out.append(f'<section class="mv-hand" aria-label="{ctx.t(T("mv.ui.your-hand"))}"><h3>{ctx.t(T("mv.ui.your-hand"))}'
                   f' <span class="muted">{ctx.t(who)}</span></h3><div class="mv-cards">{cards}</div></section>')
    row = []
    if side and reserve is not None:
        cards = ("".join(card_html(c, v, side, _uses(ctx, c), small=True, lang=lang) for c in reserve)
                 or f'<p class="muted">{ctx.t(T("mv.ui.empty-reserve"))}</p>')
        row.append(f'<section class="mv-reserve" aria-label="{ctx.t(T("mv.ui.your-reserve"))}"><h3>{ctx.t(T("mv.ui.your-reserve"))}'
                   f' <span class="muted">{ctx.t(T("mv.ui.reserve-count", n=len(reserve)))}</span></h3>'
                   f'<div class="mv-cards">{cards}</div></section>')
    in_play = v.get("in_play") or []
    if in_play:
        cards = "".join(card_html(c, v, side, _uses(ctx, c), small=True, lang=lang) for c in in_play)
        row.append(f'<section class="mv-inplay" aria-label="{ctx.t(T("mv.ui.cards-in-play"))}"><h3>{ctx.t(T("mv.ui.in-play"))}</h3>'
                   f'<div class="mv-cards">{cards}</div></section>')
    known = v.get("known_opponent_hand") or []
    if side and known:
        other = BARBARIAN if side == EMPEROR else EMPEROR
        cards = "".join(card_html(c, v, side, small=True, lang=lang) for c in known)
        why = T("mv.ui.open-hand" if v.get("solo") else "mv.ui.passed")
        row.append(f'<section class="mv-known" aria-label="{ctx.t(T("mv.ui.known"))}"><h3>{ctx.t(T(f"mv.ui.known.{other}"))}'
                   f' <span class="muted">{ctx.t(why)}</span></h3><div class="mv-cards">{cards}</div></section>')
    more = []  # the cards besides the hand: on a wide screen they go below the board (assets/app.css)
    if row:
        more.append(f'<div class="mv-row">{"".join(row)}</div>')
    discard = v.get("discard") or []
    if discard:
        names = "".join(f'<li{card_popover(c, lang)}><b>{ctx.t(T(f"mv.card.{c}"))}</b> <span class="muted">{ctx.t(T("mv.ui.cp", cp=data.CARDS[c]["cp"]))}</span></li>'
                        for c in discard if c in data.CARDS)
        more.append(f'<details class="mv-discard"><summary>{ctx.t(T("mv.ui.discard-pile", cards=amount(len(discard), "card")))}</summary>'
                    f'<ul class="mv-discard-list">{names}</ul></details>')
    if more:
        out.append(f'<div class="mv-more">{"".join(more)}</div>')
    return "".join(out)


# -- the decision panel ------------------------------------------------------------------------------

PANEL_ORDER = ("before", "after", "react", "decline", "accept", "no-boost", "voyage", "attack", "next-game", "stop")
GAME_ID = "ming-voyages"


def _scores(v: dict[str, Any]) -> tuple[int, int]:
    """The weak-victory sums if the game ended now."""
    voyages = v.get("voyages") or {}
    done = sum(1 for x in voyages.values() if x)
    areas = v.get("areas") or {}
    emperor = sum(1 for b in BORDERLANDS if (areas.get(b) or {}).get("armies", 0) > 0)
    barbarian = sum(1 for b in BORDERLANDS if (areas.get(b) or {}).get("hordes", 0) + (areas.get(b) or {}).get("settlements", 0) > 0)
    return rules.weak_victory(done, emperor, barbarian)[:2]


def prompt(view: dict[str, Any], lang: str = DEFAULT_LANG) -> str:
    """The decision's question and how to answer it on the page."""
    pending = view.get("pending") or {}
    base = tr(pending.get("prompt") or "", lang)
    hint = tr(T(f"mv.hint.{pending['kind']}"), lang) if pending.get("kind") in HINT_KINDS else ""
    return f"{base} {hint}".strip()


# the decisions whose prompt gets a line on how to answer on the page (mv.hint.<kind>)
HINT_KINDS = frozenset((
    "play", "place-hordes", "place-settlements", "place-armies", "place-gold", "place-junks", "remove-armies",
    "remove-hordes", "remove-settlements", "remove-gold", "remove-junks", "move-from", "move-to", "attack-target",
    "attack-units", "remove-target", "retreat", "settle", "voyage", "boost", "reroll", "discard-reserve", "reaction", "count",
    "voyage-gold", "voyage-junks"))


def help_html(rule: str | None, lang: str = DEFAULT_LANG) -> str:
    """The one-sentence help of the rule a decision applies, with the button that opens the
    rules page at that rule."""
    if not rule:
        return ""
    button = (f'<button type="button" class="help"{attrs(data_ui="rules", data_arg=f"{GAME_ID}#{rule}")}'
              f' title="{_t(T("mv.tip.rules"), lang)}">{_t(T("mv.ui.rules"), lang)}</button>')
    return f'<p class="rule-help"><span class="muted">{_t(T(f"mv.help.{rule}"), lang)}</span> {button}</p>'


def _button(action_id: str, label: str, cls: str = "btn") -> str:
    return f'<button type="button"{attrs(class_=cls, data_action=action_id, aria_label=label)}>{esc(label)}</button>'


def _render_panel(ctx: _Ctx) -> str:
    v = ctx.view
    out: list[str] = []
    phase = v.get("phase", "")
    head = []
    if v.get("match"):
        head.append(tr(T("mv.ui.game-of", n=v.get("game_no", 1)), ctx.lang))
    if phase != "over":
        head.append(tr(T("mv.ui.stage-round", stage=v.get("stage", 1), round=v.get("round", 0)), ctx.lang))
    title = ctx.t(T(f"mv.phase.{phase}")) if phase in ("setup", "draw", EMPEROR, BARBARIAN, "over") else esc(phase)
    out.append(f'<div class="status"><span class="round">{esc(" · ".join(head))}</span>'
               f'<span class="phase">{title}</span></div>')
    pending = v.get("pending") or None
    if pending and phase != "over":
        deciding = ctx.deciding_side()
        names = ctx.names()
        seat = pending.get("seat")
        who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
        role = f" ({ctx.t(side_msg(deciding))})" if deciding else ""
        out.append(f'<p class="turn">{ctx.t(T("mv.ui.to-decide"))} <strong>{esc(who)}</strong>{role}</p>')
    if ctx.legal:
        jump = (f'<button type="button" class="btn small jump" data-ui="to-tray" title="{ctx.t(T("mv.tip.to-tray"))}">'
                f'{ctx.t(T("mv.ui.your-cards"))}</button>' if ctx.on_cards else "")
        out.append(f'<p class="prompt">{esc(prompt(v, ctx.lang))}{jump}</p>')
        out.append(help_html((pending or {}).get("rule"), ctx.lang))
    elif pending and phase != "over":
        out.append(f'<p class="prompt muted">{ctx.t(pending.get("prompt") or "")}</p>')

    buttons = []
    combat = v.get("combat") or {}
    if (pending or {}).get("kind") == "reroll" and ctx.legal and combat:
        # the dice and their rerolls are choices on the board (_render_dice); here what they stand at
        reroll_side = combat.get("deciding") or v.get("side") or EMPEROR
        dice = list(combat.get("attack" if reroll_side == combat.get("attacker") else "defence") or [])
        faces = "".join(die_svg(int(d), reroll_side, 22) for d in dice)
        left = T("mv.ui.rerolls-left", strength=strength_text(dice, ctx.lang), rerolls=amount(combat.get("rerolls") or 0, "reroll"))
        buttons.append(f'<div class="reroll-box"><div class="dice-now">{ctx.t(T("mv.ui.your-dice"))} {faces}'
                       f' <span class="muted">{ctx.t(left)}</span></div></div>')
    main = []
    for action_id in PANEL_ORDER:
        label = ctx.take(action_id)
        if label:
            cls = "btn primary" if action_id in ("react", "accept", "next-game", "after", "voyage", "attack") else "btn"
            main.append(_button(action_id, label, cls))
    for action_id in [a for a in ctx.legal if a not in ctx.used]:
        main.append(_button(action_id, ctx.take(action_id) or action_id))
    if main:
        buttons.append(f'<div class="actions">{"".join(main)}</div>')
    if phase == "over":
        buttons.append(f'<div class="actions"><button type="button" class="btn primary" data-ui="show-over"'
                       f' title="{ctx.t(T("mv.tip.final-result"))}">{ctx.t(T("mv.ui.final-result"))}</button></div>')
    out.extend(buttons)
    out.append(CHOICES_SLOT)  # the app's list of every choice goes here (ui/choices.py)

    out.append(_render_sides(ctx))
    e_sum, b_sum = _scores(v)
    sums = " · ".join(f'<b>{ctx.t(T("mv.ui.side-sum", side=side_msg(side), n=n))}</b>' for side, n in ((EMPEROR, e_sum), (BARBARIAN, b_sum)))
    out.append(f'<p class="mv-sums" title="{ctx.t(T("mv.ui.sums-title"))}">{ctx.t(T("mv.ui.sums"))} {sums}</p>')
    supply = v.get("supply") or {}
    if supply:
        pieces = [amount(int(supply.get(p, 0) or 0), noun) for p, noun in
                  (("armies", "army"), ("gold", "gold"), ("junks", "junk"), ("hordes", "horde"), ("settlements", "settlement"))]
        text = tr(T("mv.ui.supply", pieces=" · ".join(tr(p, ctx.lang) for p in pieces)), ctx.lang)
        out.append(f'<p class="supplies muted">{esc(text)}</p>')
    results = v.get("results") or []
    if results:
        items = "".join(f"<li>{ctx.t(result_summary(r))}</li>" for r in results)
        out.append(f'<section class="mv-results"><h3>{ctx.t(T("mv.ui.finished-games"))}</h3><ul>{items}</ul></section>')
    return "".join(out)


def _render_sides(ctx: _Ctx) -> str:
    v = ctx.view
    hands = v.get("hand_counts") or {}
    reserves = v.get("reserve_counts") or {}
    deciding = ctx.deciding_side()
    voyages = sum(1 for x in (v.get("voyages") or {}).values() if x)
    rows = []
    for side in (EMPEROR, BARBARIAN):
        tag = ctx.side_tag(side)
        tag_html = f'<span class="tag">{esc(tag)}</span>' if tag else ""
        you = f'<span class="tag you">{ctx.t(T("mv.ui.you"))}</span>' if v.get("side") == side else ""
        stats = tr(T("mv.ui.stats", hand=hands.get(side, 0), reserve=reserves.get(side, 0)), ctx.lang)
        if side == EMPEROR:
            stats += " · " + tr(T("mv.ui.voyages-done", n=voyages), ctx.lang)
        cls = "player active" if deciding == side else "player"
        rows.append(f'<li class="{cls}"><span class="swatch" style="background:{SIDE_HEX[side]}"></span>'
                    f'<span class="pname">{esc(ctx.side_name(side))}</span> <span class="muted">{ctx.t(side_msg(side))}</span>{you}{tag_html}'
                    f'<div class="stats">{esc(stats)}</div></li>')
    return f'<ul class="players" aria-label="{ctx.t(T("mv.ui.sides"))}">{"".join(rows)}</ul>'


# -- the latest dice, from the public log ---------------------------------------------------------------

_DICE_LIST = re.compile(r"\[(\d(?:, \d)*)\]")


def render_recent(entries: list[Any], lang: str = DEFAULT_LANG, lines: int = 6, window: int = 60) -> str:
    """The latest log entries that show dice (combat rounds, rerolls, voyages), with the dice
    drawn: the board only holds the combat of the running phase, and rolls a bot makes
    inside one step (the solo bot's attacks) would otherwise be seen in the log only.
    ``entries`` are the match's log entries (messages), shown in ``lang``."""
    found = [text for text in (tr_remembered(e, lang) for e in entries[-window:]) if _DICE_LIST.search(text)][-lines:]
    if not found:
        return ""
    items = []
    for line in found:
        parts = []
        pos = 0
        for m in _DICE_LIST.finditer(line):
            parts.append(esc(line[pos:m.start()]))
            faces = [int(x) for x in m.group(1).split(", ")]
            parts.append(f'<span class="dice-inline" aria-label="{esc(m.group(0))}">'
                         f'{"".join(die_svg(f, BARBARIAN, 14) for f in faces)}</span>')
            pos = m.end()
        parts.append(esc(line[pos:]))
        items.append(f"<li>{''.join(parts)}</li>")
    return f'<details class="mv-recent" open><summary>{_t(T("mv.ui.latest-dice"), lang)}</summary><ol>{"".join(items)}</ol></details>'


# -- game over ---------------------------------------------------------------------------------------

def _seat_name(view: dict[str, Any], seat: Any, lang: str) -> str:
    players = view.get("players") or []
    if isinstance(seat, int) and 0 <= seat < len(players):
        return str(players[seat]["name"]) if "name" in players[seat] else tr(T("mv.ui.player", n=seat + 1), lang)
    return tr(T("mv.who.bot.start"), lang)


def render_outcome(view: dict[str, Any], outcome: dict[str, Any], lang: str = DEFAULT_LANG) -> str:
    """The result box: one game (victory kind and sums), or a match (both games and totals)."""
    results = outcome.get("results") or view.get("results") or []
    players = view.get("players") or []
    scores = outcome.get("scores") or [0] * len(players)
    winners = list(outcome.get("winners") or [])

    def t(message: Any) -> str:
        return _t(message, lang)

    def name(seat: Any) -> str:
        return _seat_name(view, seat, lang)

    if len(results) > 1 or (view.get("match") and results):
        head = "".join(f'<th scope="col">{esc(name(s))}{" ★" if s in winners else ""}</th>' for s in range(len(players)))
        rows = []
        for r in results:
            cells = []
            for s in range(len(players)):
                side = EMPEROR if r.get("emperor_seat") == s else BARBARIAN
                pts = (r.get("points") or {}).get(side, 0)
                cells.append(f'<td><span class="muted">{t(side_msg(side))}</span> {esc(pts)}</td>')
            how = T("mv.over.major") if r.get("kind") == "major" else T("mv.over.weak", e=r.get("emperor_sum"), b=r.get("barbarian_sum"))
            won = T("mv.over.won-by", side=side_msg(r["winner"]) if r.get("winner") in (EMPEROR, BARBARIAN) else "?", how=how)
            rows.append(f'<tr><th scope="row">{t(T("mv.over.game-row", game=r.get("game")))} <span class="muted">{t(won)}</span></th>'
                        f'{"".join(cells)}</tr>')
        total = "".join(f"<td><strong>{esc(scores[s] if s < len(scores) else 0)}</strong></td>" for s in range(len(players)))
        if len(winners) == 1:
            title = T("mv.over.match-won", name=name(winners[0]))
        elif winners:
            title = T("mv.over.match-drawn")
        else:
            title = T("mv.over.match-over")
        summaries = "".join(f"<li>{t(result_summary(r))}</li>" for r in results)
        return (f'<h2 id="over-title">{t(title)}</h2><ul class="mv-summaries">{summaries}</ul>'
                f'<table class="outcome"><thead><tr><th></th>{head}</tr></thead>'
                f'<tbody>{"".join(rows)}<tr class="total"><th scope="row">{t(T("mv.over.total"))}</th>{total}</tr></tbody></table>')
    if not results:
        return f'<h2 id="over-title">{t(T("mv.over.game-over"))}</h2>'
    r = results[-1]
    winner_side = r.get("winner")
    winner_name = name(r.get("winner_seat"))
    if r.get("winner_seat") is not None and winner_side in (EMPEROR, BARBARIAN):
        title = T("mv.over.wins-as", name=winner_name, side=side_msg(winner_side))
    else:
        title = T("mv.over.wins", name=winner_name)
    if r.get("kind") == "major":
        how = T("mv.over.major-emperor" if winner_side == EMPEROR else "mv.over.major-barbarian")
    else:
        how = T("mv.over.weak-how")
    done = int(r.get("voyages", 0) or 0)
    e_sum, b_sum = int(r.get("emperor_sum", 0) or 0), int(r.get("barbarian_sum", 0) or 0)
    b_seat = None if r.get("emperor_seat") is None or len(players) < 2 else 1 - int(r["emperor_seat"])
    names = (name(r.get("emperor_seat")), name(b_seat))
    figures = {EMPEROR: (e_sum - done, done, e_sum), BARBARIAN: (b_sum - (7 - done), 7 - done, b_sum)}
    return f'<h2 id="over-title">{t(title)}</h2><p>{t(how)}</p>{_sums_table(names, figures, winner_side, lang)}'


def _sums_table(names: tuple[str, str], figures: dict[str, tuple[int, int, int]], winner: Any, lang: str,
                extra: str = "") -> str:
    """The weak-victory sums side by side: ``figures`` per side are (borderlands held,
    voyages completed or open, sum); ``names`` the Emperor's and the Barbarian's players."""
    def t(message: Any) -> str:
        return _t(message, lang)

    heads = "".join(f'<th scope="col">{t(T("mv.over.side-name", side=side_msg(side), name=n))}{" ★" if winner == side else ""}</th>'
                    for side, n in zip((EMPEROR, BARBARIAN), names))
    rows = "".join(f'<tr{cls}><th scope="row">{t(T(key))}</th>'
                   + "".join(f"<td>{wrap[0]}{figures[side][i]}{wrap[1]}</td>" for side in (EMPEROR, BARBARIAN)) + "</tr>"
                   for i, key, cls, wrap in ((0, "mv.over.borderlands", "", ("", "")), (1, "mv.over.voyages", "", ("", "")),
                                             (2, "mv.over.sum", ' class="total"', ("<strong>", "</strong>"))))
    return f'<table class="outcome"><thead><tr><th></th>{heads}</tr></thead><tbody>{rows}{extra}</tbody></table>'


def render_scoring(view: dict[str, Any], lang: str = DEFAULT_LANG) -> str:
    """The scoring summary of ``view["scoring"]`` (a stage's or the game's end) as the body of
    a dialog, headed by ``id="scoring-title"``; empty without one."""
    scoring = view.get("scoring")
    if not scoring:
        return ""

    def t(message: Any) -> str:
        return _t(message, lang)

    sides = scoring["sides"]
    e, b = sides[EMPEROR], sides[BARBARIAN]
    names = (_seat_name(view, e.get("seat"), lang), _seat_name(view, b.get("seat"), lang))
    figures = {EMPEROR: (e["borderlands"], e["voyages"], e["sum"]), BARBARIAN: (b["borderlands"], b["open_voyages"], b["sum"])}
    result = scoring["result"]
    extra = ""
    if scoring.get("final"):
        title = T("mv.scoring.game-end", game=scoring["game"])
        winner = result["winner"]
        text = result_summary({"game": scoring["game"], "kind": result["kind"], "winner": winner,
                               "emperor_sum": e["sum"], "barbarian_sum": b["sum"]})
        if scoring.get("match"):
            points = result.get("points") or {}
            extra = (f'<tr><th scope="row">{t(T("mv.scoring.points"))}</th>'
                     f'<td>{esc(points.get(EMPEROR, 0))}</td><td>{esc(points.get(BARBARIAN, 0))}</td></tr>')
    else:
        title = T("mv.scoring.stage-end", stage=scoring["stage"])
        winner = None
        text = T("mv.scoring.leader", side=T(f"mv.winner.{result['leader']}"), e=e["sum"], b=b["sum"])
    return (f'<h2 id="scoring-title">{t(title)}</h2><p>{t(text)}</p>'
            f'{_sums_table(names, figures, winner, lang, extra)}<p class="muted">{t(T("mv.ui.sums-title"))}.</p>')


# -- what the app asks a game ---------------------------------------------------------------------

def status_text(view: dict[str, Any], lang: str = DEFAULT_LANG) -> str:
    """Where the game stands, for the list of saved games."""
    if view.get("phase") == "over":
        return tr(T("mv.status.finished"), lang)
    text = T("mv.status.round", stage=view.get("stage", 1), round=view.get("round", 0))
    return tr(T("mv.status.match", game=view.get("game_no", 1), text=text) if view.get("match") else text, lang)


def private_decision(view: dict[str, Any]) -> bool:
    """Every decision of a running game shows the decider's hand and reserve, so a shared
    device needs the curtain; starting the second game of a match does not."""
    pending = view.get("pending") or {}
    return view.get("phase") != "over" and pending.get("kind") != "next-game"


def seat_role(view: dict[str, Any], seat: int, lang: str = DEFAULT_LANG) -> str:
    sides = view.get("sides") or {}
    for side, s in sides.items():
        if s == seat and side in (EMPEROR, BARBARIAN):
            return tr(T(f"mv.role.{side}"), lang)
    return ""


def setup_spec(lang: str = DEFAULT_LANG) -> SetupSpec:
    """The new-game form in ``lang``."""

    def t(key: str) -> str:
        return tr(T(key), lang)

    def seat_title(i: int, options: dict[str, Any], players: int) -> str:
        if players == 1:
            return t("mv.setup.solo-seat")
        return t("mv.setup.emperor") if options.get("emperor", 0) == i else t("mv.setup.barbarian")

    return SetupSpec(
        modes=(
            Mode(2, t("mv.setup.two"), ("emperor", "match"), hint=t("mv.setup.two-hint")),
            Mode(1, t("mv.setup.solo"), ("difficulty",), bots=False, hint=t("mv.setup.solo-hint")),
        ),
        fields=(
            Field("emperor", "emperor", t("mv.setup.emperor"), "seat", default=0, refresh=True),
            Field("match", "match", t("mv.setup.match"), "checkbox", default=False),
            Field("difficulty", "difficulty", t("mv.setup.difficulty"), "select",
                  tuple((d, t(f"mv.difficulty.{d}")) for d in data.DIFFICULTIES), default="normal"),
        ),
        default_players=2,
        colours=False,
        seat_title=seat_title,
    )




# -- the board as text (screen readers, issue 7 item 7) ------------------------------------

def _text_pieces(info: dict[str, int]) -> list[Any]:
    """The pieces of an area as counted messages (army, horde, settlement, gold, junk)."""
    return [amount(int(info.get(key, 0) or 0), noun) for noun, key in
            (("army", "armies"), ("horde", "hordes"), ("settlement", "settlements"), ("gold", "gold"), ("junk", "junks"))
            if int(info.get(key, 0) or 0)]


def render_text_view(view: dict[str, Any], lang: str = DEFAULT_LANG) -> str:
    """The board in words (HTML for a screen reader): every area with its hordes, armies,
    settlements, gold and junks (and who holds a borderland), the voyages, both sides' cards
    as counts, the supply and the solo bot's card. Only what ``view`` shows."""
    ctx = _Ctx(view, {}, lang)
    t = ctx.t
    areas: dict[str, dict[str, int]] = view.get("areas") or {}

    def section(key: str, heading: Any, items: list[Any]) -> str:
        body = "".join(f"<li>{t(item)}</li>" for item in items)
        return f'<section data-area="{esc(key)}"><h3>{t(heading)}</h3><ul>{body}</ul></section>'

    head = [T("mv.ui.stage-round", stage=view.get("stage", 1), round=view.get("round", 0))]
    if view.get("match"):
        head.insert(0, T("mv.ui.game-of", n=view.get("game_no", 1)))
    phase = view.get("phase", "")
    if phase in ("setup", "draw", EMPEROR, BARBARIAN, "over"):
        head.append(T(f"mv.phase.{phase}"))
    out = ["".join(f"<p>{t(h)}</p>" for h in head)]
    combat = view.get("combat") or {}
    if combat.get("area") in data.AREA_NAMES:
        out.append(f'<p>{t(T("mv.ui.combat-in", where=where("in", combat["area"])))}</p>')

    def area_item(area: str) -> Any:
        info = areas.get(area) or {}
        pieces = _text_pieces(info) or T("mv.ui.empty")
        if area in BORDERLANDS:
            armies = int(info.get("armies", 0) or 0)
            barbarian = int(info.get("hordes", 0) or 0) + int(info.get("settlements", 0) or 0)
            if not (armies and barbarian):
                holder = "emperor" if armies else ("barbarian" if barbarian else "nobody")
                return T("mv.text.area-held", area=area_msg(area), pieces=pieces, holder=T(f"mv.ui.{holder}-holds"))
        return T("mv.ui.area-pieces", area=area_msg(area), pieces=pieces)

    out.append(section("homelands", T("mv.text.homelands"), [area_item(a) for a in HOMELANDS]))
    out.append(section("borderlands", T("mv.text.borderlands"), [area_item(a) for a in BORDERLANDS]))
    out.append(section("empire", T("mv.text.empire"), [area_item(HEARTLAND), area_item(SEA)]))
    voyages = view.get("voyages") or {}
    out.append(section("voyages", T("mv.ui.route"), [
        T("mv.ui.voyage-done" if voyages.get(str(v), voyages.get(v)) else "mv.text.voyage-open", v=v, name=voyage_msg(v))
        for v in data.VOYAGES]))
    hands = view.get("hand_counts") or {}
    reserves = view.get("reserve_counts") or {}
    sides = [T("mv.text.side", who=ctx.side_name(s), side=side_msg(s),
               stats=T("mv.ui.stats", hand=hands.get(s, 0), reserve=reserves.get(s, 0))) for s in (EMPEROR, BARBARIAN)]
    for key, cards in (("mv.text.hand", view.get("hand")), ("mv.text.reserve", view.get("reserve"))):
        if view.get("side") and cards is not None:
            sides.append(T(key, cards=[T(f"mv.card.{c}") for c in cards if c in data.CARDS] or T("mv.ui.none")))
    supply = view.get("supply") or {}
    if supply:
        sides.append(T("mv.ui.supply", pieces=_text_pieces(supply) or T("mv.ui.none")))
    out.append(section("sides", T("mv.ui.sides"), sides))
    bot = view.get("bot")
    if bot:
        items: list[Any] = [T("mv.ui.bot-deck", deck=bot.get("deck", 0), used=bot.get("discard", 0))]
        card = bot.get("card")
        if card:
            focus = card.get("focus", "")
            items.append(T("mv.ui.focus", area=area_msg(focus) if focus in data.AREA_NAMES else focus))
            items += [T("mv.ui.order", k=k + 1, order=T(f"mv.order.{order}")) for k, order in enumerate(card.get("orders") or [])]
        else:
            items.append(T("mv.ui.no-bot-card"))
        out.append(section("bot", T("mv.ui.bot"), items))
    return "".join(out)


def prompt_message(view: dict[str, Any], seat: int) -> Any:
    """What ``seat`` must decide now, as a message (the same text as :func:`turn_prompt`)."""
    pending = view.get("pending") or {}
    return pending.get("prompt") or None if pending.get("seat") == seat else None


def turn_prompt(view: dict[str, Any], seat: int, lang: str = DEFAULT_LANG) -> str:
    """What ``seat`` must decide now, in words (for the page's live announcements)."""
    pending = view.get("pending") or {}
    return tr(pending.get("prompt") or "", lang) if pending.get("seat") == seat else ""


def area_at(x: float, y: float) -> str | None:
    """The area whose box holds the point ``x, y`` of the board, else None."""
    for area, (bx, by, bw, bh) in BOX.items():
        if bx <= x <= bx + bw and by <= y <= by + bh:
            return area
    return None


def voyage_at(x: float, y: float) -> int | None:
    """The voyage space holding the point ``x, y``, else None."""
    for v, (cx, cy) in VOYAGE_XY.items():
        if (x - cx) ** 2 + (y - cy) ** 2 <= (VOYAGE_R + 2) ** 2:
            return v
    return None


CARD_HEADS = ("command", "card", "reserve", "discard", "boost", "reveal")


def why_not(view: dict[str, Any], legal: Iterable[Any], x: float, y: float) -> Message | None:
    """Why a click at ``x, y`` of the board chose nothing, when the board can tell: a number is
    chosen on its chips, a reroll on the decider's own dice, a reaction on the card in play and
    other card uses on the cards (R1, R4, R5, R6, R8); an area that is not among those offered;
    a voyage space already completed. ``legal`` decides what is possible; this only explains."""
    ids = [str(a["id"] if isinstance(a, dict) else a.id) for a in legal]
    pending = view.get("pending") or {}
    context = pending.get("context") or {}
    place = count_place(view)
    if place is not None and any(i.startswith("count-") for i in ids):
        return T("mv.why.count", where=where("in", place[0]))
    if any(i.startswith("reroll-") for i in ids):
        return T("mv.why.reroll")
    if "react" in ids and context.get("card") in data.CARDS:
        return T("mv.why.react", card=T(f"mv.card.{context['card']}"))
    v = voyage_at(x, y)
    if v is not None:
        voyages = view.get("voyages") or {}
        if voyages.get(str(v), voyages.get(v)):
            return T("mv.why.voyage-done", v=v, name=voyage_msg(v))
    area = area_at(x, y)
    offered = [i.removeprefix("area-") for i in ids if i.startswith("area-") and i.removeprefix("area-") in BOX]
    if area is not None and offered and area not in offered:
        return T("mv.why.area", area=area_msg(area), areas=[area_msg(a) for a in offered])
    board = [i for i in ids if i.split("-")[0] in ("area", "path", "voyage", "count", "reroll") and i != "voyage"]
    if not board and any(i.split("-")[0] in CARD_HEADS and "-" in i for i in ids):
        return T("mv.why.cards")
    return None


class Board(Renderer):
    """The Ming Voyages's drawings and texts (the contract: :class:`~mingtable.engine.renderer.Renderer`)."""

    viewbox = VIEWBOX
    board_label = staticmethod(board_label)
    render_static = staticmethod(render_static)
    render = staticmethod(render)
    render_outcome = staticmethod(render_outcome)
    render_recent = staticmethod(render_recent)
    render_scoring = staticmethod(render_scoring)
    private_decision = staticmethod(private_decision)
    seat_role = staticmethod(seat_role)
    status_text = staticmethod(status_text)
    render_text_view = staticmethod(render_text_view)
    turn_prompt = staticmethod(turn_prompt)
    prompt_message = staticmethod(prompt_message)
    why_not = staticmethod(why_not)
