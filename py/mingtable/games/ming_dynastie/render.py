"""Ming-Dynastie markup: a view and the legal actions in, SVG and HTML strings out.

Pure Python (no DOM), so it runs on CPython in the tests and under Pyodide in the page.
The board is drawn on the 1000 x 800 canvas of the board data: the map of six provinces
on the left, the province spaces with the display on the right-hand strip, the round
track below them. :func:`render_static` is the part that never changes (it is also baked
into index.html so the board paints before Python is up); :func:`render` draws the
pieces and the legal choices on top.

Every legal action is rendered exactly once as an element carrying ``data-action``,
``role="button"``, ``tabindex="0"``, an ``aria-label`` and a tooltip; nothing else is clickable.
Every text is a catalogue message made in the language asked for (``lang``) and goes
through :func:`mingtable.markup.esc`.
"""

from __future__ import annotations

import math
from typing import Any, Iterable

from ...engine.renderer import Renderer
from ...i18n import DEFAULT_LANG, Message, T, tr
from ...markup import CHOICES_SLOT, RenderPass, action_attrs, esc, info_attrs, legal_map
from . import data
from .texts import card as _card_name, city as _city, district as _district, province as _province

# -- palette ---------------------------------------------------------------------

PLAYER_HEX = {"red": "#b8322a", "yellow": "#e2b023", "green": "#3c8a3e", "blue": "#2f5ea8"}
#: The outline of every player's piece: dark against every light colour of the board, so a
#: yellow piece stands out (tests/unit/test_contrast.py).
OUTLINE = "#2b1d0e"
PLAYER_INK = {"red": "#fff", "yellow": "#3a2a10", "green": "#fff", "blue": "#fff"}
TRANSPORT_HEX = {
    "RIDER": "#8a4f22",
    "RICKSHAW": "#b0412e",
    "JUNK": "#1f5f7a",
    "BARGE": "#3d7d9c",
    "SEDAN": "#7a3f6e",
    "OXCART": "#6b6a23",
    "DRAGON": "#b3202a",
}
PROVINCE = {p["id"]: p for p in data.PROVINCES}
GAME_ID = "ming-dynastie"

# Right-hand strip: province spaces, the display beside them, the round track.
SPACE_X, SPACE_W = 800, 90
DISPLAY_X, DISPLAY_W = 900, 90
ROW_Y = (50, 165, 280, 395, 510, 625)
ROW_H = 100
TRACK_Y, TRACK_H = 745, 45
CITY_R = 52


# -- small geometry ---------------------------------------------------------------

Point = tuple[float, float]


def _inside(pt: Point, poly: Iterable[Point]) -> bool:
    x, y = pt
    pts = list(poly)
    hit = False
    for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1]):
        if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
            hit = not hit
    return hit


def _edge_distance(pt: Point, poly: Iterable[Point]) -> float:
    x, y = pt
    pts = list(poly)
    best = math.inf
    for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1]):
        dx, dy = x2 - x1, y2 - y1
        t = max(0.0, min(1.0, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)))
        best = min(best, math.hypot(x - (x1 + t * dx), y - (y1 + t * dy)))
    return best


Box = tuple[float, float, float, float]  # x0, y0, x1, y1


def _box_fits(box: Box, poly: list[Point], margin: float) -> bool:
    x0, y0, x1, y1 = box
    probes = [(x, y) for x in (x0, (x0 + x1) / 2, x1) for y in (y0, (y0 + y1) / 2, y1)]
    return all(_inside(p, poly) and _edge_distance(p, poly) >= margin for p in probes)


def _overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _circle_box(x: float, y: float, r: float) -> Box:
    return (x - r, y - r, x + r, y + r)


def _house_points(did: str) -> list[Point]:
    """Where the three houses of a district's group stand, along the city wall."""
    d = data.DISTRICTS[did]
    cx, cy = PROVINCE[d["province"]]["city_xy"]
    hx, hy = d["houses"]
    length = math.hypot(hx - cx, hy - cy) or 1.0
    tx, ty = -(hy - cy) / length, (hx - cx) / length
    return [(hx + tx * k * 15, hy + ty * k * 15) for k in (-1, 0, 1)]


FIG_W, FIG_H = 58, 44   # the 2 x 2 block of family-member counts in a district's open area
PRINCE_W, PRINCE_H = 26, 34

# Where each district's figure block and prince stand: inside the district and clear of its
# label, cloister, city and border icons (found once by a grid search over the polygons;
# tests/unit/test_render.py checks the clearances). Chongqing, the narrow triangle, also
# moves its label and cloister and draws its pieces smaller.
LAYOUT: dict[str, dict[str, Point]] = {
    "SX1": {"figures": (206, 150), "prince": (112, 152)},
    "SX2": {"figures": (224, 274), "prince": (180, 340)},
    "SX3": {"figures": (92, 350), "prince": (60, 262)},
    "HN1": {"figures": (310, 206), "prince": (376, 142)},
    "HN2": {"figures": (459, 102), "prince": (501, 168)},
    "HN3": {"figures": (358, 363), "prince": (450, 351)},
    "BZ1": {"figures": (710, 142), "prince": (604, 144)},
    "BZ2": {"figures": (716, 352), "prince": (760, 326)},
    "BZ3": {"figures": (582, 344), "prince": (630, 296)},
    "SC1": {"figures": (212, 510), "prince": (118, 512)},
    "SC2": {"figures": (270, 630), "prince": (234, 614)},
    "SC3": {"figures": (154, 734), "prince": (104, 708)},
    "HG1": {"figures": (368, 458), "prince": (330, 524)},
    "HG2": {"figures": (494, 448), "prince": (540, 514)},
    "HG3": {"figures": (440, 724), "prince": (390, 698)},
    "ZJ1": {"figures": (620, 466), "prince": (580, 532)},
    "ZJ2": {"figures": (734, 480), "prince": (760, 568)},
    "ZJ3": {"figures": (626, 733), "prince": (718, 715)},
}
LABEL_AT: dict[str, Point] = {"SC2": (262, 578)}
CLOISTER_AT: dict[str, Point] = {"SC2": (292, 596)}
PIECE_SCALE: dict[str, float] = {"SC2": 0.8}


def label_at(did: str) -> Point:
    return LABEL_AT.get(did, data.DISTRICTS[did]["xy"])


def cloister_at(did: str) -> Point:
    return CLOISTER_AT.get(did, data.DISTRICTS[did]["cloister"])


# -- drawn icons ------------------------------------------------------------------

def transport_icon(code: str, x: float, y: float, scale: float = 1.0, ink: str = "#2b1d0e") -> str:
    """A small pictogram of a transport (or the dragon), centred on (x, y), about 16 px wide."""
    paths = {
        # a horseshoe
        "RIDER": '<path d="M-5.5 6V0a5.5 5.5 0 0 1 11 0v6" fill="none" stroke-width="3" stroke-linecap="round"/>'
                 '<path d="M-5.5 2h2M3.5 2h2" stroke-width="1.2"/>',
        # a wheel, a seat and the long shafts
        "RICKSHAW": '<circle cx="-2" cy="3" r="4" fill="none" stroke-width="1.6"/>'
                    '<path d="M-7-5h6l1 5" fill="none" stroke-width="1.6"/><path d="M0 0l8 4" stroke-width="1.6"/>',
        # a hull and a battened sail
        "JUNK": '<path d="M-8 3h16l-3 4h-10z" stroke="none"/><path d="M-1-8v11" stroke-width="1.3"/>'
                '<path d="M-1-8c5 1 6 4 6 10h-6z" stroke="none" opacity=".85"/>'
                '<path d="M-1-4h5M-1-1h6" stroke="#f7efde" stroke-width=".8"/>',
        # a long flat river boat with a cabin
        "BARGE": '<path d="M-9 2h18l-2 4h-14z" stroke="none"/><rect x="-4" y="-3" width="7" height="5" stroke="none"/>'
                 '<path d="M-9 8h18" stroke-width="1" opacity=".6"/>',
        # a box carried on two poles
        "SEDAN": '<rect x="-4" y="-6" width="8" height="10" rx="1" stroke="none"/>'
                 '<path d="M-9-1h18M-9 2h18" stroke-width="1.3"/><path d="M-5-6l5-3 5 3" fill="none" stroke-width="1.3"/>',
        # a cart with a big wheel and the ox's yoke
        "OXCART": '<rect x="-7" y="-4" width="10" height="5" stroke="none"/><circle cx="-2" cy="4" r="3.6" fill="none" stroke-width="1.6"/>'
                  '<path d="M3-2h6M9-4v4" stroke-width="1.4"/>',
        # a coiled dragon with a head
        "DRAGON": '<path d="M-8 5c2-6 6 2 8-3s6-6 8-1" fill="none" stroke-width="2.2" stroke-linecap="round"/>'
                  '<circle cx="7" cy="-2" r="2.4" stroke="none"/><path d="M8-4l3-3M5-4l-1-3" stroke-width="1"/>',
    }
    body = paths.get(code, '<circle r="5" fill="none" stroke-width="1.5"/>')
    return (f'<g class="ticon" transform="translate({x:g} {y:g}) scale({scale:g})" fill="{ink}" stroke="{ink}"'
            f' aria-hidden="true">{body}</g>')


def _pawn(x: float, y: float, fill: str, size: float = 1.0, stroke: str = OUTLINE) -> str:
    """A family member: a head and a conical hat over a round body, centred on (x, y)."""
    return (f'<g transform="translate({x:g} {y:g}) scale({size:g})" class="pawn">'
            f'<path d="M-6 8c0-6 2-9 6-9s6 3 6 9z" fill="{fill}" stroke="{stroke}" stroke-width="1"/>'
            f'<circle cy="-3.5" r="3.6" fill="{fill}" stroke="{stroke}" stroke-width="1"/>'
            f'<path d="M-6-5.5L0-10l6 4.5z" fill="{fill}" stroke="{stroke}" stroke-width="1"/></g>')


def _prince(x: float, y: float, fill: str, size: float = 1.0) -> str:
    """A prince: a taller figure with a golden crown."""
    return (f'<g transform="translate({x:g} {y:g}) scale({size:g})" class="prince">'
            f'<ellipse cy="15" rx="11" ry="3" fill="#000" opacity=".25"/>'
            f'<path d="M-9 15c0-10 3-16 9-16s9 6 9 16z" fill="{fill}" stroke="{OUTLINE}" stroke-width="1.4"/>'
            f'<circle cy="-5" r="5.5" fill="{fill}" stroke="{OUTLINE}" stroke-width="1.4"/>'
            f'<path d="M-6-10l2-6 2 3 2-4 2 4 2-3 2 6z" fill="#e8c04a" stroke="#6b4a10" stroke-width="1"/></g>')


def _house(x: float, y: float, fill: str | None, title: str | None = None) -> str:
    """A house of a city; ``title`` is its (already translated) tooltip."""
    f = fill or "#f4e9d2"
    line = OUTLINE if fill else "#5a3e1e"  # a player's house: the pieces' outline
    t = f"<title>{esc(title)}</title>" if title else ""
    return (f'<path d="M{x - 6.5:g} {y + 6:g}v-7l6.5-6 6.5 6v7z" fill="{f}" stroke="{line}" stroke-width="1.2">{t}</path>')


# -- the static board -------------------------------------------------------------

def _poly(points: Iterable[Point]) -> str:
    return " ".join(f"{x:g},{y:g}" for x, y in points)


def _feature(text: str) -> Message | None:
    """A border's feature from the board data ("Yellow River (bridge)") as a message."""
    if text == "-":
        return None
    base, _, extra = text.partition(" (")
    river = T("md.feature." + base.lower().replace(" ", "-"))
    if extra.startswith("bridge"):
        return T("md.feature.bridge", river=river)
    if extra.startswith("mouth"):
        return T("md.feature.mouth", river=river)
    return river


def _title(text: Any, lang: str) -> str:
    """An SVG ``<title>`` (tooltip) with a message in ``lang``."""
    return f"<title>{esc(tr(text, lang))}</title>"


def _info(head: Any, body: Any, lang: str, focus: bool = False) -> str:
    """The popover of a card, tile or space (:func:`mingtable.markup.info_attrs`): what it is
    and its full rules text, both messages made in ``lang``."""
    return info_attrs(tr(head, lang), tr(body, lang), focus=focus)


def card_info(code: str) -> Message:
    """The full rules text of a movement card or of the dragon."""
    return T("md.info.dragon") if code == data.DRAGON else T("md.info.transport", card=_card_name(code))


def board_label(lang: str = DEFAULT_LANG) -> str:
    """The board's accessible name."""
    return tr(T("md.ui.board"), lang)


def render_static(lang: str = DEFAULT_LANG) -> str:
    """The board without pieces: map, rivers, borders with transport icons, cities, cloisters,
    province spaces, display slots and the round track (SVG children of a 1000 x 800 svg)."""
    out = ['<defs><pattern id="mt-paper" width="8" height="8" patternUnits="userSpaceOnUse">'
           '<rect width="8" height="8" fill="#efe0bd"/><circle cx="2" cy="3" r=".6" fill="#d9c49a"/>'
           '<circle cx="6" cy="7" r=".5" fill="#e3cfa6"/></pattern>'
           '<filter id="mt-glow" x="-20%" y="-20%" width="140%" height="140%">'
           '<feGaussianBlur stdDeviation="2.5" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter></defs>',
           '<rect width="1000" height="800" rx="14" fill="#5b2a1a"/>',
           '<rect x="8" y="8" width="984" height="784" rx="10" fill="url(#mt-paper)"/>',
           '<rect x="780" y="40" width="12" height="720" fill="#8fb4c4"/>',
           '<g class="provinces">']
    for p in data.PROVINCES:
        out.append(f'<g class="province" data-province="{p["id"]}">')
        for did in p["districts"]:
            d = data.DISTRICTS[did]
            out.append(f'<polygon class="district" data-district="{did}" data-key="district-{did}" points="{_poly(d["polygon"])}"'
                       f' fill="{p["color"]}" fill-opacity=".34" stroke="#6b4a2b" stroke-width="1.2">'
                       f'{_title(T("md.board.district", district=_district(did), province=_province(p["id"])), lang)}</polygon>')
        out.append("</g>")
    out.append('</g><g id="mt-under"></g>')  # the live layer under the map's drawings (highlights)
    # province outlines, thicker
    rects = {"SX": (40, 40, 270, 400), "HN": (270, 40, 520, 400), "BZ": (520, 40, 780, 400),
             "SC": (40, 400, 310, 760), "HG": (310, 400, 560, 760), "ZJ": (560, 400, 780, 760)}
    for pid, (x0, y0, x1, y1) in rects.items():
        out.append(f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" fill="none" stroke="#4a2e17" stroke-width="3"/>')
    # rivers and the canal
    rivers = [
        ("yellow-river", [(40, 160), (150, 220), (270, 220), (270, 300), (395, 215), (520, 260), (520, 150), (650, 210), (780, 180)], ""),
        ("yangtze", [(40, 560), (165, 585), (310, 520), (310, 600), (430, 580), (560, 560), (560, 640), (670, 585), (780, 650)], ""),
        ("grand-canal", [(650, 210), (650, 400), (700, 400), (670, 585)], ' stroke-dasharray="7 4"'),
    ]
    for key, pts, dash in rivers:
        out.append(f'<polyline class="river" points="{_poly(pts)}" fill="none" stroke="#5d93b5" stroke-width="5"'
                   f' stroke-linejoin="round" stroke-opacity=".8"{dash}>{_title(T(f"md.feature.{key}"), lang)}</polyline>')
    for p in data.PROVINCES:
        x0, y0, _, y1 = rects[p["id"]]
        y = y0 + 17 if y0 < 400 else y1 - 9
        out.append(f'<text class="pname" x="{x0 + 10}" y="{y}">{esc(tr(_province(p["id"]), lang).upper())}</text>')
    # cities with their three house groups
    for p in data.PROVINCES:
        cx, cy = p["city_xy"]
        out.append(f'<g class="city" data-key="city-{p["id"]}"{_info(T("md.board.city", city=_city(p["id"])), T("md.info.city", province=_province(p["id"])), lang)}>'
                   f'<circle cx="{cx}" cy="{cy}" r="{CITY_R}" fill="#f6ecd4" fill-opacity=".92"'
                   f' stroke="#7a4f26" stroke-width="2.5" stroke-dasharray="4 2"/>'
                   f'<circle cx="{cx}" cy="{cy}" r="15" fill="{p["color"]}" stroke="#4a2e17" stroke-width="1.5"/>'
                   f'<text class="cname" x="{cx}" y="{cy + 30}">{esc(tr(_city(p["id"]), lang))}</text></g>')
        for did in p["districts"]:
            for hx, hy in _house_points(did):
                out.append(_house(hx, hy, None))
    # cloisters and district names
    for did in data.DISTRICTS:
        x, y = label_at(did)
        cx, cy = cloister_at(did)
        out.append(f'<text class="dname" x="{x:g}" y="{y:g}">{esc(tr(_district(did), lang))}</text>')
        out.append(f'<g class="cloister" transform="translate({cx:g} {cy + 2:g})"'
                   f'{_info(T("md.board.cloister", district=_district(did)), T("md.info.cloister", district=_district(did)), lang)}><path d="M-9 7v-7h18v7z" fill="#f4e9d2" stroke="#5a3e1e"/>'
                   f'<path d="M-12 0l12-7 12 7z" fill="#7a2e1c" stroke="#4a1d10"/></g>')
    # border icons
    for b in data.BORDERS:
        x, y = b["icon"]
        code = b["transport"]
        feature = _feature(b["feature"])
        title = (T("md.board.border_feature", a=_district(b["a"]), b=_district(b["b"]), card=_card_name(code), feature=feature)
                 if feature else T("md.board.border", a=_district(b["a"]), b=_district(b["b"]), card=_card_name(code)))
        out.append(f'<g class="border" data-border="{b["id"]}"{_info(title, T("md.info.border", card=T(f"md.card.a.{code}")), lang)}>'
                   f'<circle cx="{x}" cy="{y}" r="11.5" fill="#fbf4e4" stroke="{TRANSPORT_HEX[code]}" stroke-width="2.4"/>'
                   f'{transport_icon(code, x, y, 0.95, TRANSPORT_HEX[code])}</g>')
    # right-hand strip
    out.append(f'<text class="strip" x="845" y="38">{esc(tr(T("md.board.spaces"), lang))}</text>'
               f'<text class="strip" x="945" y="38">{esc(tr(T("md.board.display"), lang))}</text>')
    for i, p in enumerate(data.PROVINCES):
        y = ROW_Y[i]
        out.append(f'<rect class="space" x="{SPACE_X}" y="{y}" width="{SPACE_W}" height="{ROW_H}" rx="8"'
                   f' fill="{p["color"]}" fill-opacity=".55" stroke="#4a2e17" stroke-width="2"'
                   f'{_info(T("md.thing.space", province=_province(p["id"])), T("md.info.space", province=_province(p["id"])), lang, True)}/>'
                   f'<text class="sname" x="{SPACE_X + SPACE_W / 2:g}" y="{y + 15}">{esc(tr(_province(p["id"]), lang))}</text>'
                   f'<rect class="slot" x="{DISPLAY_X}" y="{y}" width="{DISPLAY_W}" height="{ROW_H}" rx="8"'
                   f' fill="none" stroke="#8a6a44" stroke-width="1.5" stroke-dasharray="5 3"/>')
    out.append(f'<text class="strip" x="895" y="{TRACK_Y - 6}">{esc(tr(T("md.board.rounds"), lang))}</text>')
    cell = (DISPLAY_X + DISPLAY_W - SPACE_X) / 6
    for r in range(1, 7):
        x = SPACE_X + (r - 1) * cell
        scoring = r in data.SCORING_ROUNDS
        out.append(f'<rect x="{x + 2:g}" y="{TRACK_Y}" width="{cell - 4:g}" height="{TRACK_H}" rx="5"'
                   f' fill="{"#e9c77b" if scoring else "#f6ecd4"}" stroke="#7a4f26" stroke-width="1.5"/>'
                   f'<text class="rnum" x="{x + cell / 2:g}" y="{TRACK_Y + 22}">{r}</text>')
        if scoring:
            out.append(f'<rect x="{x + cell / 2 - 4:g}" y="{TRACK_Y + 30}" width="8" height="8" fill="#b3202a"'
                       f' transform="rotate(45 {x + cell / 2:g} {TRACK_Y + 34})"{_info(T("md.board.scoring_round"), T("md.info.scoring_round"), lang)}/>')
    return "".join(out)


# -- the live board ------------------------------------------------------------------

class _Ctx(RenderPass):
    """One render pass of the Ming-Dynastie board (texts in its language)."""

    def t(self, text: Any) -> str:
        """A message (or a plain value such as a player's name) as escaped text in the language."""
        return esc(tr(text, self.lang))

    def title(self, text: Any) -> str:
        return _title(text, self.lang)

    def tip(self, thing: Message, label: str) -> str:
        """The tooltip of a clickable element: what it is and what clicking does."""
        return tr(T("md.tip.act", thing=thing, action=label), self.lang)

    def act(self, action_id: str, thing: Message, info: Message | None = None) -> tuple[str, str] | None:
        """For a legal action not drawn yet: its attributes (button role, aria-label) and its
        SVG tooltip, or, with ``info`` (the full rules text of what it acts on), the popover's
        attributes and no tooltip; else None."""
        label = self.take(action_id)
        if label is None:
            return None
        if info is not None:
            return action_attrs(action_id, label) + info_attrs(self.tip(thing, label), tr(info, self.lang)), ""
        return action_attrs(action_id, label), f"<title>{esc(self.tip(thing, label))}</title>"

    def info(self, head: Any, body: Any, focus: bool = False) -> str:
        return _info(head, body, self.lang, focus)


def participant_colours(view: dict[str, Any]) -> list[str]:
    """Colour name of every participant index (the seats, then the neutral in 2-player games)."""
    colours = [p.get("colour", "red") for p in view.get("players", [])]
    neutral = view.get("neutral")
    if neutral:
        colours.append(neutral.get("colour", "green"))
    return colours


def participant_names(view: dict[str, Any]) -> list[Any]:
    """Name of every participant index: player names (plain text), then the neutral (a message)."""
    names: list[Any] = [p.get("name") or T("md.ui.player_n", n=i + 1) for i, p in enumerate(view.get("players", []))]
    if view.get("neutral"):
        names.append(T("md.neutral"))
    return names


def _hex(colour: str) -> str:
    return PLAYER_HEX.get(colour, "#888")


def render(view: dict[str, Any], legal: Iterable[Any], seat_tags: list[str] | None = None,
           lang: str = DEFAULT_LANG) -> dict[str, str]:
    """Markup for one moment of the game: ``{"under", "board", "panel"}``.

    ``view`` is ``m.view(seat)``, ``legal`` the actions the person at the screen may take now
    (empty while someone else decides), ``seat_tags`` optional per-seat notes (e.g. "bot"),
    ``lang`` the language of every text.
    """
    ctx = _Ctx(view, legal_map(legal, lang), lang)
    under: list[str] = []
    board = _render_board(ctx, under)
    panel = _render_panel(ctx, seat_tags or [])
    return {"under": "".join(under), "board": board, "panel": panel}


def _render_board(ctx: _Ctx, under: list[str]) -> str:
    """Pieces and choices over the map; district highlights go to ``under`` (below the icons)."""
    v = ctx.view
    colours = participant_colours(v)
    names = participant_names(v)
    out: list[str] = []
    districts: dict[str, Any] = v.get("districts") or {}
    princes = {p.get("prince"): i for i, p in enumerate(v.get("players", [])) if p.get("prince")}

    # Clickable districts (prince or neutral placement, deployment) lie under everything else.
    for did, d in data.DISTRICTS.items():
        thing = T("md.board.district", district=_district(did), province=_province(d["province"]))
        for prefix in ("prince", "neutral", "deploy"):
            act = ctx.act(f"{prefix}-{did}", thing)
            if act:
                under.append(f'<polygon class="act hit"{act[0]} points="{_poly(d["polygon"])}">{act[1]}</polygon>')
    # Move targets: glow the district, the choices are chips at the border crossed.
    moves = _moves_by_target(ctx)
    for did in moves:
        under.append(f'<polygon class="target" points="{_poly(data.DISTRICTS[did]["polygon"])}"/>')

    for did, d in data.DISTRICTS.items():
        info = districts.get(did) or {}
        fx, fy = LAYOUT[did]["figures"]
        k_scale = PIECE_SCALE.get(did, 1.0)
        counts = [(i, n) for i, n in enumerate(info.get("open") or []) if n]
        for k, (i, n) in enumerate(counts[:4]):
            px = fx + ((k % 2) * FIG_W / 2 - FIG_W / 4 - 6) * k_scale
            py = fy + ((k // 2) * FIG_H / 2 - FIG_H / 4) * k_scale
            if len(counts) <= 2:
                py = fy
            colour = colours[i] if i < len(colours) else "red"
            who = names[i] if i < len(names) else ""
            out.append(f'<g class="figs" data-key="open-{did}-{i}">{ctx.title(T("md.tip.open", who=who, n=n, district=_district(did)))}'
                       f'{_pawn(px, py, _hex(colour), 0.95 * k_scale)}'
                       f'<text class="count" x="{px + 9 * k_scale:g}" y="{py + 6:g}">{n}</text></g>')
        cloister = info.get("cloister")
        cx, cy = cloister_at(did)
        if cloister is not None and cloister < len(colours):
            out.append(f'<g data-key="cloister-{did}">{ctx.title(T("md.tip.cloister", who=names[cloister], district=_district(did)))}'
                       f'{_pawn(cx, cy, _hex(colours[cloister]), 0.9)}</g>')
        houses = info.get("houses") or []
        pts = _house_points(did)
        city = _city(d["province"])
        drawn = [_house(pts[k][0], pts[k][1], _hex(colours[who]), tr(T("md.tip.house", who=names[who], city=city), ctx.lang))
                 for k, who in enumerate(houses[:3]) if who is not None and who < len(colours)]
        if drawn:
            out.append(f'<g data-key="houses-{did}">{"".join(drawn)}</g>')
        for prefix in ("return-from", "neutral-return"):
            act = ctx.act(f"{prefix}-{did}", T("md.thing.houses", district=_district(did), city=city))
            if act:
                xs = [p[0] for p in pts]
                ys = [p[1] for p in pts]
                out.append(f'<rect class="act chip-house"{act[0]}'
                           f' x="{min(xs) - 9:g}" y="{min(ys) - 10:g}" width="{max(xs) - min(xs) + 18:g}"'
                           f' height="{max(ys) - min(ys) + 18:g}" rx="5">{act[1]}</rect>')
        act = ctx.act(f"cloister-{did}", T("md.board.cloister", district=_district(did)), T("md.info.cloister", district=_district(did)))
        if act:
            out.append(f'<g class="act chip-cloister"{act[0]}>{act[1]}'
                       f'<circle cx="{cx}" cy="{cy + 1}" r="14"/>'
                       f'<path d="M{cx - 4} {cy + 1}h8M{cx} {cy - 3}v8" stroke="#2b1d0e" stroke-width="2"/></g>')
        if did in princes:
            s = princes[did]
            px, py = LAYOUT[did]["prince"]
            out.append(f'<g data-key="prince-{s}">{ctx.title(T("md.tip.prince", who=names[s]))}'
                       f'{_prince(px, py, _hex(colours[s]), PIECE_SCALE.get(did, 1.0))}</g>')

    city = (v.get("city_scoring") or {}).get("city")
    if city in PROVINCE:
        cx, cy = PROVINCE[city]["city_xy"]
        out.insert(0, f'<circle class="scoring-city" cx="{cx}" cy="{cy}" r="{CITY_R + 5}">'
                      f'{ctx.title(T("md.tip.scored", city=_city(city)))}</circle>')

    for did, options in moves.items():
        out.append(_move_chips(ctx, did, options))

    out.append(_render_strip(ctx, colours, names))
    return "".join(out)


def _moves_by_target(ctx: _Ctx) -> dict[str, list[tuple[str, str]]]:
    """Legal ``move-<D>-<CARD>`` actions grouped by target district: D -> [(card, action id)]."""
    out: dict[str, list[tuple[str, str]]] = {}
    for action_id in ctx.legal:
        parts = action_id.split("-")
        if len(parts) == 3 and parts[0] == "move" and parts[1] in data.DISTRICTS and parts[2] in TRANSPORT_HEX:
            out.setdefault(parts[1], []).append((parts[2], action_id))
    order = {c: i for i, c in enumerate(data.CARD_TYPES)}
    for options in out.values():
        options.sort(key=lambda o: order.get(o[0], 99))
    return out


def _move_chips(ctx: _Ctx, target: str, options: list[tuple[str, str]]) -> str:
    """Card chips for stepping into ``target``: on the border crossed, pushed into the target."""
    players = ctx.view.get("players", [])
    seat = (ctx.view.get("turn") or {}).get("seat")
    if seat is None:
        to_move = ctx.view.get("to_move") or []
        seat = to_move[0] if to_move else None
    here = players[seat].get("prince") if seat is not None and seat < len(players) else None
    border = next((b for b in data.BORDERS if {b["a"], b["b"]} == {here, target}), None)
    tx, ty = label_at(target)
    if border:
        bx, by = border["icon"]
        (x1, y1), (x2, y2) = border["edge"]
        nx, ny = -(y2 - y1), x2 - x1
        length = math.hypot(nx, ny) or 1.0
        nx, ny = nx / length, ny / length
        if (tx - bx) * nx + (ty - by) * ny < 0:
            nx, ny = -nx, -ny
        cx, cy = bx + nx * 30, by + ny * 30
    else:
        cx, cy = tx, ty + 30
    w, gap = 48, 4
    total = len(options) * w + (len(options) - 1) * gap
    x = cx - total / 2
    out = ['<g class="chips">']
    for card, action_id in options:
        act = ctx.act(action_id, T("md.thing.move", card=_card_name(card), district=_district(target)), card_info(card))
        if act is None:
            continue
        out.append(f'<g class="act chip-move"{act[0]}>{act[1]}'
                   f'<rect x="{x:g}" y="{cy - 13:g}" width="{w}" height="26" rx="6" fill="#fffaf0"'
                   f' stroke="{TRANSPORT_HEX.get(card, "#333")}" stroke-width="2"/>'
                   f'{transport_icon(card, x + w / 2, cy - 3, 0.9, TRANSPORT_HEX.get(card, "#333"))}'
                   f'<text class="chiptext" x="{x + w / 2:g}" y="{cy + 10:g}">{ctx.t(T(f"md.chip.{card}"))}</text></g>')
        x += w + gap
    out.append("</g>")
    return "".join(out)


def _render_strip(ctx: _Ctx, colours: list[str], names: list[Any]) -> str:
    """Figures on the province spaces, the display cards, the dragon choices, the round marker."""
    v = ctx.view
    spaces: dict[str, list[int]] = v.get("spaces") or {}
    display: dict[str, str] = v.get("display") or {}
    out: list[str] = []
    for i, p in enumerate(data.PROVINCES):
        pid = p["id"]
        y = ROW_Y[i]
        act = ctx.act(f"place-{pid}", T("md.thing.space", province=_province(pid)), T("md.info.space", province=_province(pid)))
        if act:
            out.append(f'<rect class="act hit-space"{act[0]} x="{SPACE_X}" y="{y}"'
                       f' width="{SPACE_W}" height="{ROW_H}" rx="8">{act[1]}</rect>')
        counts = spaces.get(pid) or []
        for s, n in enumerate(counts[:4]):
            px = SPACE_X + 20 + (s % 2) * 44
            py = y + 36 + (s // 2) * 26
            if n:
                who = names[s] if s < len(names) else ""
                out.append(f'<g class="figs" data-key="space-{pid}-{s}">{ctx.title(T("md.tip.space", who=who, n=n, province=_province(pid)))}'
                           f'{_pawn(px, py, _hex(colours[s] if s < len(colours) else "red"), 1.0)}'
                           f'<text class="count" x="{px + 10}" y="{py + 6}">{n}</text></g>')
        act = ctx.act(f"dragon-{pid}", T("md.thing.dragon", n=v.get("dragons", 0)), T("md.info.dragon"))
        if act:
            out.append(f'<g class="act chip-dragon"{act[0]}>{act[1]}'
                       f'<rect x="{SPACE_X + 8}" y="{y + ROW_H - 25}" width="{SPACE_W - 16}" height="20" rx="6"/>'
                       f'{transport_icon("DRAGON", SPACE_X + 22, y + ROW_H - 15, 0.8, "#fff")}'
                       f'<text class="chiptext light" x="{SPACE_X + 56}" y="{y + ROW_H - 11}">{ctx.t(T("md.chip.DRAGON"))}</text></g>')
        card = display.get(pid)
        if card:
            out.append(_card(ctx, DISPLAY_X + 6, y + 6, DISPLAY_W - 12, ROW_H - 12, card, pid))
    rnd = v.get("round")
    if isinstance(rnd, int) and 1 <= rnd <= 6:
        cell = (DISPLAY_X + DISPLAY_W - SPACE_X) / 6
        x = SPACE_X + (rnd - 0.5) * cell
        out.append(f'<circle class="round-marker" data-key="round" cx="{x:g}" cy="{TRACK_Y + 17}" r="12">'
                   f'{ctx.title(T("md.tip.round", round=rnd))}</circle>')
    return "".join(out)


def _card(ctx: _Ctx, x: float, y: float, w: float, h: float, card: str, pid: str) -> str:
    """The face-up movement card beside a province space (clickable when it may be taken)."""
    colour = TRANSPORT_HEX.get(card, "#444")
    thing = T("md.thing.display", card=_card_name(card), province=_province(pid))
    info = T("md.info.card_display", card=card_info(card), display=T("md.info.display", province=_province(pid)))
    act = ctx.act(f"take-{pid}", thing, info)
    if act:
        attr, tip = f' class="act card" data-key="display-{pid}"{act[0]}', act[1]
        halo = f'<rect class="halo" x="{x - 4:g}" y="{y - 4:g}" width="{w + 8:g}" height="{h + 8:g}" rx="10"/>'
    else:
        attr, tip, halo = f' class="card" data-key="display-{pid}"{ctx.info(thing, info, True)}', "", ""
    name = tr(_card_name(card), ctx.lang)
    small = ' style="font-size:9.5px"' if len(name) > 10 else ""
    return (f'<g{attr}>{tip}{halo}<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="7" fill="#fffaf0"'
            f' stroke="{colour}" stroke-width="2.5"/>'
            f'<rect x="{x + 5:g}" y="{y + 5:g}" width="{w - 10:g}" height="{h - 32:g}" rx="4" fill="{colour}" fill-opacity=".14"/>'
            f'{transport_icon(card, x + w / 2, y + (h - 27) / 2 + 3, 2.1, colour)}'
            f'<text class="cardname" x="{x + w / 2:g}" y="{y + h - 10:g}"{small}>{esc(name)}</text></g>')


# -- the side panel ------------------------------------------------------------------

def _seat_key(mapping: dict[Any, Any], seat: int) -> Any:
    if seat in mapping:
        return mapping[seat]
    return mapping.get(str(seat))


# Decision kind -> (prompt, help) messages; the rule id comes with the view's decision.
PROMPTS: dict[str, tuple[str, str]] = {
    "princes": ("md.prompt.princes", "md.help.setup"),
    "neutrals": ("md.prompt.neutrals", "md.help.neutrals"),
    "place": ("md.prompt.place", "md.help.phase-1"),
    "cards": ("md.prompt.cards", "md.help.phase-2"),
    "move": ("md.prompt.move", "md.help.move"),
    "deploy": ("md.prompt.move_on", "md.help.deploy"),
    "returns": ("md.prompt.returns", "md.help.returns"),
    "choose-returns": ("md.prompt.choose_returns", "md.help.returns"),
    "neutral-returns": ("md.prompt.neutral_returns", "md.help.neutral-returns"),
    "start-choice": ("md.prompt.start_choice", "md.help.phase-5"),
}


def prompt(view: dict[str, Any], seat: int | None) -> Message | None:
    """What the seat to move is asked to do now, as a message (None when nobody decides)."""
    if view.get("phase") == "over":
        return T("md.prompt.over")
    if seat is None:
        return None
    kind = (view.get("decision") or {}).get("kind")
    if kind == "neutrals":
        left = (view.get("neutral") or {}).get("to_place")
        return T("md.prompt.neutrals_left", n=left) if left else T("md.prompt.neutrals")
    if kind == "place":
        players = view.get("players") or []
        me = players[seat] if 0 <= seat < len(players) else {}
        return T("md.prompt.place", n=me.get("in_hand", 0))
    if kind in PROMPTS:
        return T(PROMPTS[kind][0])
    return T("md.prompt.scoring") if view.get("phase") == "scoring" else None


def help_html(view: dict[str, Any], lang: str = DEFAULT_LANG) -> str:
    """The decision's one-sentence help and the button opening the rule it applies."""
    decision = view.get("decision") or {}
    kind, rule = decision.get("kind"), decision.get("rule")
    if kind not in PROMPTS or not rule:
        return ""
    return (f'<p class="help-text">{esc(tr(T(PROMPTS[kind][1]), lang))} '
            f'<button type="button" class="help" data-ui="rules" data-arg="{esc(GAME_ID)}#{esc(rule)}"'
            f' title="{esc(tr(T("md.ui.rules_title"), lang))}">{esc(tr(T("md.ui.rules"), lang))}</button></p>')


def _render_panel(ctx: _Ctx, seat_tags: list[str]) -> str:
    v = ctx.view
    players = v.get("players") or []
    to_move = v.get("to_move") or []
    actor = to_move[0] if to_move and ctx.legal else None
    if ctx.legal and v.get("seat") in to_move:
        actor = v.get("seat")
    out: list[str] = []
    rnd = v.get("round", 1)
    phase = v.get("phase", "")
    out.append(f'<div class="status"><span class="round">{ctx.t(T("md.ui.round_of", round=rnd))}</span>'
               f'<span class="phase">{ctx.t(T(f"md.phase.{phase}"))}</span></div>')
    if to_move and phase != "over":
        who = ", ".join(esc(players[s]["name"]) for s in to_move if s < len(players))
        out.append(f'<p class="turn">{ctx.t(T("md.ui.to_decide"))} <strong>{who}</strong></p>')
    if actor is not None:
        text = prompt(v, actor)
        if text:
            out.append(f'<p class="prompt">{ctx.t(text)}</p>')
        out.append(help_html(v, ctx.lang))

    buttons = []
    for action_id in ("pass", "end-turn", "return-commit"):
        label = ctx.take(action_id)
        if label:
            cls = "btn primary" if action_id != "pass" else "btn"
            buttons.append(f'<button type="button" class="{cls}" data-action="{action_id}" aria-label="{esc(label)}">{esc(label)}</button>')
    for s in range(len(players)):
        label = ctx.take(f"start-{s}")
        if label:
            buttons.append(f'<button type="button" class="btn" data-action="start-{s}" aria-label="{esc(label)}" title="{esc(label)}">'
                           f'{_swatch(players[s].get("colour"))}{esc(players[s]["name"])}</button>')
    if phase == "over":
        buttons.append(f'<button type="button" class="btn primary" data-ui="show-over">{ctx.t(T("md.ui.final_scores"))}</button>')
    if buttons:
        out.append(f'<div class="actions">{"".join(buttons)}</div>')
    out.append(CHOICES_SLOT)  # the app's list of every choice goes here (ui/choices.py)

    out.append(_render_returns(ctx, players))
    out.append(_render_hand(ctx, v.get("seat"), players))

    rest = [a for a in ctx.legal if a not in ctx.used]
    if rest:
        items = []
        for action_id in rest:
            label = ctx.take(action_id) or action_id
            items.append(f'<button type="button" class="btn" data-action="{esc(action_id)}" aria-label="{esc(label)}">{esc(label)}</button>')
        out.append(f'<div class="actions other">{"".join(items)}</div>')

    out.append(_render_players(ctx, players, seat_tags))
    out.append(_render_supplies(ctx))
    return "".join(out)


def _swatch(colour: str | None) -> str:
    return f'<span class="swatch" style="background:{_hex(colour or "")}"></span>'


def _card_html(ctx: _Ctx, card: str, count: int | None = None) -> str:
    colour = TRANSPORT_HEX.get(card, "#444")
    icon = (f'<svg viewBox="-12 -12 24 24" width="34" height="34" aria-hidden="true">'
            f'{transport_icon(card, 0, 0, 1.2, colour)}</svg>')
    n = f'<span class="n">×{count}</span>' if count and count > 1 else ""
    info = ctx.info(T("md.info.head.card", card=_card_name(card)), card_info(card), True)
    return (f'<span class="hcard" style="border-color:{colour}"{info}>{icon}'
            f'<span class="cname">{ctx.t(_card_name(card))}</span>{n}</span>')


def _render_hand(ctx: _Ctx, seat: int | None, players: list[dict[str, Any]]) -> str:
    """The viewer's own cards (only in a seat's own view); stay choices sit on the cards."""
    hand = ctx.view.get("hand")
    if hand is None or seat is None or seat >= len(players):
        return ""
    cards = [(c, hand.get(c, 0)) for c in data.CARD_TYPES if hand.get(c, 0)]
    items = []
    for card, count in cards:
        stay = ctx.take(f"stay-{card}")
        button = ""
        if stay:
            button = (f'<button type="button" class="btn small" data-action="stay-{card}" aria-label="{esc(stay)}"'
                      f'{ctx.info(stay, card_info(card))}>{ctx.t(T("md.ui.stay"))}</button>')
        items.append(f'<li>{_card_html(ctx, card, count)}{button}</li>')
    body = "".join(items) or f'<li class="empty">{ctx.t(T("md.ui.no_cards"))}</li>'
    total = sum(n for _, n in cards)
    return (f'<section class="hand" aria-label="{ctx.t(T("md.ui.hand"))}"><h3>{ctx.t(T("md.ui.hand_of", who=players[seat]["name"]))}'
            f' <span class="muted">({total}/5)</span></h3><ul class="cards">{body}</ul></section>')


def _render_returns(ctx: _Ctx, players: list[dict[str, Any]]) -> str:
    """Return cards: the viewer's secret choice while choosing, and what has been revealed."""
    scoring = ctx.view.get("city_scoring") or {}
    if not scoring:
        return ""
    out = []
    city = scoring.get("city")
    if city in PROVINCE:
        out.append(f'<p class="muted">{ctx.t(T("md.ui.scoring_city", city=_city(city)))}</p>')
    mine = scoring.get("my_cards")
    toggles = [ctx.take(f"return-card-{v}") for v in data.RETURN_CARDS]
    if any(toggles) or mine:
        chosen = set(mine or [])
        items = []
        for value, label in zip(data.RETURN_CARDS, toggles):
            pressed = "true" if value in chosen else "false"
            if label:
                tip = ctx.tip(T("md.thing.return_card", v=value), label)
                items.append(f'<button type="button" class="rcard" data-action="return-card-{value}" aria-label="{esc(label)}"'
                             f'{info_attrs(tip, tr(T("md.info.return"), ctx.lang))} aria-pressed="{pressed}">{value}</button>')
            else:
                items.append(f'<span class="rcard{" on" if value in chosen else ""}" aria-hidden="true">{value}</span>')
        total = sum(chosen)
        out.append(f'<section class="returns"{ctx.info(T("md.info.head.return"), T("md.info.return"))}><h3>{ctx.t(T("md.ui.your_returns"))} <span class="muted">{ctx.t(T("md.ui.sum", n=total))}</span></h3>'
                   f'<div class="rcards">{"".join(items)}</div></section>')
    revealed = scoring.get("revealed") or {}
    if revealed:
        rows = []
        for s, p in enumerate(players):
            info = _seat_key(revealed, s)
            if info:
                cards = " + ".join(str(c) for c in info.get("cards", []))
                rows.append(f'<li>{_swatch(p.get("colour"))}{ctx.t(T("md.ui.revealed", who=p["name"], cards=cards, n=info.get("count", 0)))}</li>')
        out.append(f'<ul class="revealed">{"".join(rows)}</ul>')
    remaining = scoring.get("remaining") or {}
    for s, p in enumerate(players):
        r = _seat_key(remaining, s)
        if r:
            out.append(f'<p class="muted">{ctx.t(T("md.ui.still_returns", who=p["name"], n=r))}</p>')
    return "".join(out)


def _tiles_html(ctx: _Ctx, tiles: list[int], label: Message) -> str:
    """A row of province tiles; its popover names the count of every colour and the tiles' rule."""
    items = "".join(f'<span class="tile" style="background:{prov["color"]}" aria-hidden="true">{n}</span>'
                    for prov, n in zip(data.PROVINCES, tiles))
    counts = [T("md.text.tiles_of", province=_province(prov["id"]), n=n) for prov, n in zip(data.PROVINCES, tiles)]
    head = T("md.info.head.tiles", label=label, tiles=counts)
    return f'<div class="tiles"{ctx.info(head, T("md.info.tiles"), True)}>{items}</div>'


def _render_players(ctx: _Ctx, players: list[dict[str, Any]], seat_tags: list[str]) -> str:
    v = ctx.view
    to_move = v.get("to_move") or []
    start = v.get("start_player")
    rows = []
    for s, p in enumerate(players):
        tags = []
        if s == start:
            tags.append(f'<span class="tag" title="{ctx.t(T("md.ui.start_player"))}">{ctx.t(T("md.ui.start"))}</span>')
        if s < len(seat_tags) and seat_tags[s]:
            tags.append(f'<span class="tag">{esc(seat_tags[s])}</span>')
        if p.get("passed"):
            tags.append(f'<span class="tag">{ctx.t(T("md.ui.passed"))}</span>')
        if p.get("returns_committed"):
            tags.append(f'<span class="tag">{ctx.t(T("md.ui.ready"))}</span>')
        stats = T("md.ui.stats", supply=p.get("supply", "?"), place=p.get("in_hand", 0), cards=p.get("cards", 0),
                  cloisters=p.get("cloisters", 0))
        cls = "player active" if s in to_move else "player"
        rows.append(
            f'<li class="{cls}">{_swatch(p.get("colour"))}<span class="pname">{esc(p.get("name"))}</span>{"".join(tags)}'
            f'<span class="score" title="{ctx.t(T("md.ui.score"))}">{esc(p.get("score", 0))}</span>'
            f'<div class="stats">{ctx.t(stats)}</div>'
            f'{_tiles_html(ctx, p.get("tiles") or [], T("md.ui.tiles"))}</li>')
    neutral = v.get("neutral")
    if neutral:
        rows.append(f'<li class="player">{_swatch(neutral.get("colour"))}<span class="pname">{ctx.t(T("md.neutral"))}</span>'
                    f'<div class="stats">{ctx.t(T("md.ui.neutral_stats", supply=neutral.get("supply", "?")))}</div></li>')
    return f'<ul class="players" aria-label="{ctx.t(T("md.ui.players"))}">{"".join(rows)}</ul>'


def _render_supplies(ctx: _Ctx) -> str:
    v = ctx.view
    text = T("md.ui.supplies", deck=v.get("deck", "?"), discard=v.get("discard", "?"), dragons=v.get("dragons", "?"))
    return (f'<div class="supplies muted">{ctx.t(text)}'
            f'{_tiles_html(ctx, v.get("tile_supply") or [], T("md.ui.tile_supply"))}</div>')


def _source_name(key: Any) -> Any:
    """A score source id as a message (an unknown key stays as it is)."""
    return T(f"md.source.{key}") if key in data.SCORE_SOURCES else key


def _player_head(players: list[dict[str, Any]], order: list[int], winners: set[int]) -> str:
    return "".join(f'<th scope="col">{_swatch(players[s].get("colour"))}{esc(players[s]["name"])}'
                   f'{" ★" if s in winners else ""}</th>' for s in order)


def render_outcome(view: dict[str, Any], outcome: dict[str, Any], lang: str = DEFAULT_LANG) -> str:
    """The game-over table: every player's score broken down by source, winners first."""
    players = view.get("players") or []
    scores = outcome.get("scores") or [p.get("score", 0) for p in players]
    winners = set(outcome.get("winners") or [])
    detail = outcome.get("detail") or [{} for _ in players]
    sources: list[str] = []
    for d in detail:
        for key in d:
            if key not in sources:
                sources.append(key)
    order = sorted(range(len(players)), key=lambda s: (-(scores[s] if s < len(scores) else 0), s))
    body = []
    for src in sources:
        cells = "".join(f"<td>{esc((detail[s] if s < len(detail) else {}).get(src, 0))}</td>" for s in order)
        body.append(f'<tr><th scope="row">{esc(tr(_source_name(src), lang))}</th>{cells}</tr>')
    total = "".join(f"<td><strong>{esc(scores[s] if s < len(scores) else 0)}</strong></td>" for s in order)
    names = [players[s]["name"] for s in order if s in winners]
    title = T("md.ui.wins", names=names, n=len(names)) if names else T("md.phase.over")
    return (f'<h2 id="over-title">{esc(tr(title, lang))}</h2><table class="outcome"><thead><tr><th></th>{_player_head(players, order, winners)}</tr></thead>'
            f'<tbody>{"".join(body)}<tr class="total"><th scope="row">{esc(tr(T("md.ui.total"), lang))}</th>{total}</tr></tbody></table>'
            + render_scoring(view, lang, level=3))


def render_scoring(view: dict[str, Any], lang: str = DEFAULT_LANG, level: int = 2) -> str:
    """The summary of the last scoring (``view["scoring"]``): points per player and source,
    who took each city's majority bonus, the cloister figures; "" if none yet. ``level`` 2: the
    scoring dialog's body (rounds 2 and 4); 3: a section of the game-over box (round 6)."""
    summary = view.get("scoring")
    if not summary:
        return ""
    players = view.get("players") or []
    rows = summary.get("players") or []
    n = min(len(players), len(rows))
    order = list(range(n))
    head = _player_head(players, order, set())

    def t(text: Any) -> str:
        return esc(tr(text, lang))

    body = []
    for src in data.SCORE_SOURCES:
        if any(rows[s].get(src) for s in order):
            body.append(f'<tr><th scope="row">{t(_source_name(src))}</th>'
                        + "".join(f"<td>{esc(rows[s].get(src, 0))}</td>" for s in order) + "</tr>")
    body.append(f'<tr class="total"><th scope="row">{t(T("md.ui.total"))}</th>'
                + "".join(f"<td><strong>{esc(rows[s].get('total', 0))}</strong></td>" for s in order) + "</tr>")
    if all("score" in rows[s] for s in order):
        body.append(f'<tr><th scope="row">{t(T("md.sum.score"))}</th>'
                    + "".join(f"<td>{esc(rows[s]['score'])}</td>" for s in order) + "</tr>")
    points = (f'<table class="scoring points"><caption>{t(T("md.sum.points"))}</caption>'
              f'<thead><tr><th></th>{head}</tr></thead><tbody>{"".join(body)}</tbody></table>')

    city_rows = []
    cities = summary.get("cities") or {}
    for pid in data.PROVINCE_IDS:
        info = cities.get(pid)
        if info is None:
            continue
        takers: list[Any] = [players[s]["name"] for s in info.get("majority", []) if s < len(players)]
        if info.get("neutral_majority"):
            takers.append(T("md.neutral"))
        figures = info.get("figures") or []
        left = ", ".join(f"{esc(players[s]['name'])} {esc(k)}" for s, k in enumerate(figures) if k and s < len(players))
        city_rows.append(f'<tr><th scope="row">{t(_city(pid))}</th><td>{t(takers) if takers else t(T("md.sum.nobody"))}</td>'
                         f'<td>{left or "–"}</td></tr>')
    cities_html = (f'<table class="scoring cities"><caption>{t(T("md.sum.cities"))}</caption>'
                   f'<thead><tr><th scope="col">{t(T("md.sum.city"))}</th><th scope="col">{t(T("md.sum.majority"))}</th>'
                   f'<th scope="col">{t(T("md.sum.figures_left"))}</th></tr></thead><tbody>{"".join(city_rows)}</tbody></table>')

    cloisters = summary.get("cloisters") or []
    cl_rows = "".join(
        f'<tr><th scope="row">{_swatch(players[s].get("colour"))}{esc(players[s]["name"])}</th>'
        f'<td>{t(T("md.sum.cloister_row", n=c.get("figures", 0), points=c.get("points", 0)))}</td></tr>'
        for s, c in enumerate(cloisters) if s < len(players))
    cloisters_html = (f'<table class="scoring cloisters"><caption>{t(T("md.sum.cloisters"))}</caption>'
                      f'<tbody>{cl_rows}</tbody></table>')
    heading = '<h2 id="scoring-title">' if level == 2 else "<h3>"
    return (f'{heading}{t(T("md.sum.title", round=summary.get("round", "?")))}</h{level}>'
            f'{points}{cities_html}{cloisters_html}')


def status_text(view: dict[str, Any], lang: str = DEFAULT_LANG) -> str:
    """Where the game stands, for the list of saved games."""
    if view.get("phase") == "over":
        return tr(T("md.status.over"), lang)
    return tr(T("md.status.round", round=view.get("round", 1)), lang)


def seat_role(view: dict[str, Any], seat: int, lang: str = DEFAULT_LANG) -> str:
    """The seat's colour (for the curtain's text), e.g. "red" / "Rot"."""
    players = view.get("players") or []
    colour = players[seat].get("colour") if 0 <= seat < len(players) else None
    return tr(T(f"md.colour.{colour}"), lang) if colour in data.PLAYER_COLOURS else ""


def private_decision(view: dict[str, Any]) -> bool:
    """Only the secret choice of return cards (R-17) needs the curtain on a shared device.
    Every other decision is public: placing, neutrals, taking cards and moves need no hand on
    screen (a move's choices name the card that pays for it, and every card in a hand came
    from the open display or the dragon stack, named in the log), and the decider can show
    their hand on demand."""
    return (view.get("decision") or {}).get("kind") == "returns"


# -- the board as text (screen readers, issue 7 item 7) ------------------------------------

def _figures_of(names: list[Any], counts: Iterable[Any], key: str = "md.text.figures_of") -> list[Message]:
    """``who: n figures`` (or houses, ``key``) for every participant with any, in seat order."""
    return [T(key, who=names[i], n=n) for i, n in enumerate(counts) if n and i < len(names)]


def _seat_counts(seats: Iterable[Any], n: int) -> list[int]:
    """How many of ``seats`` (participant indices or None) belong to each of ``n`` participants."""
    counts = [0] * n
    for who in seats:
        if who is not None and 0 <= who < n:
            counts[who] += 1
    return counts


def render_text_view(view: dict[str, Any], lang: str = DEFAULT_LANG) -> str:
    """The board in words (HTML for a screen reader): per province its space, display card and
    city, per district its open area, cloister, house group and prince; then the players and
    the supplies. Only what ``view`` shows (a seat's own hand, never another's)."""

    def t(text: Any) -> str:
        return esc(tr(text, lang))

    players = view.get("players") or []
    names = participant_names(view)
    nobody = T("md.sum.nobody")
    districts: dict[str, Any] = view.get("districts") or {}
    spaces: dict[str, list[int]] = view.get("spaces") or {}
    display: dict[str, str] = view.get("display") or {}
    princes: dict[str, list[int]] = {}
    for s, p in enumerate(players):
        if p.get("prince"):
            princes.setdefault(p["prince"], []).append(s)
    phase = T(f"md.phase.{view.get('phase', 'over')}")
    out = [f'<p>{t(T("md.text.status", round=view.get("round", 1), phase=phase))}</p>']
    city = (view.get("city_scoring") or {}).get("city")
    if city in PROVINCE:
        out.append(f'<p>{t(T("md.ui.scoring_city", city=_city(city)))}</p>')
    for pid in data.PROVINCE_IDS:
        in_province = [did for did, d in data.DISTRICTS.items() if d["province"] == pid]
        houses = _seat_counts((who for did in in_province for who in (districts.get(did) or {}).get("houses") or []), len(names))
        card = display.get(pid)
        items = [T("md.text.space", who=_figures_of(names, spaces.get(pid) or []) or nobody),
                 T("md.text.display", card=_card_name(card) if card else T("md.text.no_card")),
                 T("md.text.city", city=_city(pid), houses=_figures_of(names, houses, "md.text.houses_of") or T("md.text.no_houses"))]
        out.append(f'<section data-area="{esc(pid)}"><h3>{t(_province(pid))}</h3>'
                   f'<ul>{"".join(f"<li>{t(i)}</li>" for i in items)}</ul>')
        for did in in_province:
            info = districts.get(did) or {}
            cloister = info.get("cloister")
            group = _seat_counts(info.get("houses") or [], len(names))
            items = [T("md.text.open", who=_figures_of(names, info.get("open") or []) or nobody),
                     T("md.text.cloister", who=names[cloister]) if cloister is not None and cloister < len(names)
                     else T("md.text.cloister_empty"),
                     T("md.text.house_group", city=_city(pid), who=_figures_of(names, group, "md.text.houses_of") or nobody)]
            items += [T("md.tip.prince", who=names[s]) for s in princes.get(did, [])]
            out.append(f'<h4 data-area="{esc(did)}">{t(T("md.board.district", district=_district(did), province=_province(pid)))}</h4>'
                       f'<ul>{"".join(f"<li>{t(i)}</li>" for i in items)}</ul>')
        out.append("</section>")
    rows = []
    for s, p in enumerate(players):
        colour = p.get("colour")
        stats = T("md.ui.stats", supply=p.get("supply", "?"), place=p.get("in_hand", 0), cards=p.get("cards", 0),
                  cloisters=p.get("cloisters", 0))
        tiles = [T("md.text.tiles_of", province=_province(pid), n=n) for pid, n in zip(data.PROVINCE_IDS, p.get("tiles") or []) if n]
        rows.append(T("md.text.player", who=names[s], colour=T(f"md.colour.{colour}") if colour in data.PLAYER_COLOURS else "",
                      score=p.get("score", 0), stats=stats, tiles=tiles or T("md.text.no_tiles")))
    neutral = view.get("neutral")
    if neutral:
        rows.append(T("md.text.neutral", who=T("md.neutral"), stats=T("md.ui.neutral_stats", supply=neutral.get("supply", "?"))))
    hand = view.get("hand")
    if hand is not None:
        cards = [T("md.text.card_n", card=_card_name(c), n=hand[c]) for c in data.CARD_TYPES if hand.get(c)]
        rows.append(T("md.text.hand", cards=cards or T("md.ui.no_cards")))
    rows.append(T("md.ui.supplies", deck=view.get("deck", "?"), discard=view.get("discard", "?"), dragons=view.get("dragons", "?")))
    out.append(f'<section data-area="players"><h3>{t(T("md.ui.players"))}</h3>'
               f'<ul>{"".join(f"<li>{t(r)}</li>" for r in rows)}</ul></section>')
    return "".join(out)


def prompt_message(view: dict[str, Any], seat: int) -> Message | None:
    """What ``seat`` must decide now, as a message (the same text as :func:`turn_prompt`)."""
    return prompt(view, seat) if seat in (view.get("to_move") or [seat]) else None


def turn_prompt(view: dict[str, Any], seat: int, lang: str = DEFAULT_LANG) -> str:
    """What ``seat`` must decide now, in words (for the page's live announcements)."""
    text = prompt(view, seat) if seat in (view.get("to_move") or [seat]) else None
    return tr(text, lang) if text else ""


# -- why a click chose nothing -------------------------------------------------------------

def district_at(x: float, y: float) -> str | None:
    """The district whose area holds the point ``x, y`` of the board, else None."""
    return next((did for did, d in data.DISTRICTS.items() if _inside((x, y), d["polygon"])), None)


def why_not(view: dict[str, Any], legal: Iterable[Any], x: float, y: float) -> Message | None:
    """Why a click on a district chose nothing, when the board can tell: figures are deployed
    only into the prince's own district, and a prince moves only into a neighbouring
    district, across a border whose transport card the player plays (docs/rules/ming-dynastie.md,
    "A round", phase 3).
    ``legal`` decides what is possible; this only explains."""
    did = district_at(x, y)
    if did is None:
        return None
    ids = [str(a["id"] if isinstance(a, dict) else a.id) for a in legal]
    here = next((i.split("-", 1)[1] for i in ids if i.startswith(("deploy-", "cloister-"))), None)
    if here in data.DISTRICTS and did != here:
        return T("md.why.deploy_here", district=_district(here))
    targets = {i.split("-")[1] for i in ids if i.startswith("move-") and i.count("-") == 2}
    if not targets or did in targets:
        return None
    seat = (view.get("turn") or {}).get("seat")
    players = view.get("players") or []
    prince = players[seat].get("prince") if isinstance(seat, int) and 0 <= seat < len(players) else None
    if prince not in data.DISTRICTS or did == prince:
        return None
    border = next((b for b in data.BORDERS if {b["a"], b["b"]} == {prince, did}), None)
    if border is None:
        return T("md.why.not_next", district=_district(did), here=_district(prince))
    return T("md.why.no_card", district=_district(did), card=T(f"md.card.a.{border['transport']}"))


class Board(Renderer):
    """Ming-Dynastie's drawings and texts (the contract: :class:`~mingtable.engine.renderer.Renderer`)."""

    board_label = staticmethod(board_label)
    render_static = staticmethod(render_static)
    render = staticmethod(render)
    render_outcome = staticmethod(render_outcome)
    render_scoring = staticmethod(render_scoring)
    private_decision = staticmethod(private_decision)
    seat_role = staticmethod(seat_role)
    status_text = staticmethod(status_text)
    render_text_view = staticmethod(render_text_view)
    turn_prompt = staticmethod(turn_prompt)
    prompt_message = staticmethod(prompt_message)
    why_not = staticmethod(why_not)
