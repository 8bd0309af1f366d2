"""Confucius markup: a view and the legal actions in, SVG and HTML strings out.

Pure Python (no DOM): it runs on CPython in the tests and under Pyodide in the page. The
board is drawn on a 1000 x 800 canvas: the three ministries with their seven official
spaces, Minister and Secretary spaces (top left); the Imperial Examination and the Gift
Tracker (top right); the Great Wall and the three foreign lands (middle left); the distant
lands, shipyards and ocean spaces (middle right); the Actions Box (bottom left) and the
score track along the bottom edge. :func:`render_static` draws what never changes,
:func:`render` the pieces and the legal choices.

Every legal action is drawn exactly once as an element carrying ``data-action``, a button
role and an accessible name: on the board where it acts (an official space, a student space,
an army box, a gift, a distant land, a cell of the Actions Box), on a card of the hand
(payment, tutoring and discarding card by card), else as a button of the panel. Every text
is a catalogue message (games/confucius/texts.py) and goes through
:func:`mingtable.markup.esc`.
"""

from __future__ import annotations

from typing import Any, Iterable

from ...engine.renderer import Renderer
from ...engine.setup import Field, Mode, SetupSpec
from ...i18n import DEFAULT_LANG, Message, T, tr
from ...markup import CHOICES_SLOT, RenderPass, action_attrs, attrs, esc, info_attrs, legal_map
from . import data, rules
from . import texts as _texts  # noqa: F401 - registers the cf.* texts
from .data import ACTIVE, AVAILABLE, GONE, MINISTRIES

GAME_ID = "confucius"
VIEWBOX = "0 0 1000 800"
COLOUR_HEX = {"white": "#f4f1ea", "yellow": "#e2b023", "black": "#2b2b2b", "green": "#3c8a3e", "purple": "#7b3f9e"}
MINISTRY_HEX = ("#a94436", "#c79a2e", "#3d6f8e")  # Bingbu, Hubu, Gongbu
#: The outline of every player's piece (markers, armies, junks, cubes): dark against every
#: light background of the board, so white and yellow pieces stand out (tests/unit/test_contrast.py).
OUTLINE = "#2b1d0e"
PIECE_STROKE = 1.6

# geometry
MIN_X, MIN_Y, MIN_H, MIN_GAP = 16, 14, 112, 8
SPACE_X0, SPACE_DX, SPACE_W, SPACE_Y = 28, 60, 54, 30
OFFICE_X = (452, 524)
RIGHT_X = 612
EXAM_Y, EXAM_H = 14, 150
GIFT_Y = 172
LOWER_Y = 382  # the wall and the foreign lands
LAND_Y = 428
LAND_W = 190
SEA_Y = 382
ACT_Y = 592
TRACK_Y, TRACK_CELL = 752, 19
TRACK_LEN = 50


def board_label(lang: str = DEFAULT_LANG) -> str:
    return tr(T("cf.board.label"), lang)


def _t(text: Any, lang: str) -> str:
    return esc(tr(text, lang))


def _title(text: Any, lang: str) -> str:
    return f"<title>{_t(text, lang)}</title>"


def _info(head: Any, body: Any, lang: str, focus: bool = False) -> str:
    """The popover of a space, gift or card (:func:`mingtable.markup.info_attrs`): what it is and
    its full rules text, both made in ``lang``."""
    return info_attrs(tr(head, lang), tr(body, lang), focus=focus)


def _pair(a: Any, b: Any) -> Message:
    """Two rules texts, one under the other."""
    return T("cf.info.pair", a=a, b=b)


def _ministry_info(m: int) -> Message:
    """The full text a ministry shows on keyboard focus: the ministry, its spaces, its
    resolution and its two offices (a space on its own shows its text on hover and long press)."""
    ministry = _ministry(m)
    spaces = T("cf.info.official", space=f"1-{data.SPACES}", ministry=ministry)
    offices = _pair(T("cf.info.minister", ministry=ministry), T("cf.info.secretary", ministry=ministry))
    return _pair(_pair(T(f"cf.info.ministry.{MINISTRIES[m]}"), spaces), _pair(T("cf.info.resolution"), offices))


def action_info(kind: str) -> Message:
    """The full rules text of an action of the Actions Box (with the cube rule where it applies)."""
    text = T(f"cf.info.action.{kind}")
    return text if kind in ("transfer", "petition", "commercial", "no-action") else _pair(text, T("cf.info.cubes"))


def reward_info(card: str) -> Message:
    """The full rules text of an Emperor's Reward card."""
    return _pair(T(f"cf.info.reward.{card}"), T("cf.info.reward_rule"))


def gift_info(v: int) -> Message:
    return T("cf.info.gift", v=v)


#: The kind of an action id's Actions Box space (``junks-2`` -> ``buy-junks``).
ACTION_KIND = {"bribe": "bribe", "secure": "secure", "nominate": "nominate", "force": "force-exam", "junks": "buy-junks",
               "voyage": "voyage", "recruit": "recruit", "invade": "invade", "transfer": "transfer",
               "petition": "petition", "commercial": "commercial", "tax": "tax", "no": "no-action"}


def info_of_action(action_id: str) -> tuple[Message, Message] | None:
    """What a panel button's action acts on, as (head, full rules text), or None."""
    if action_id.startswith("reward-"):
        rest = action_id[len("reward-"):]
        card = next((c for c in sorted(set(data.REWARD_CARDS), key=len, reverse=True) if rest == c or rest.startswith(c + "-")), None)
        return (T("cf.info.head.reward", card=T(f"cf.reward.{card}")), reward_info(card)) if card else None
    if action_id.startswith(("buy-gift-", "give-gift-")):
        kind = "buy-gift" if action_id.startswith("buy-") else "give-gift"
        return T(f"cf.action.{kind}"), action_info(kind)
    kind = ACTION_KIND.get(action_id.split("-")[0])
    return (T(f"cf.action.{kind}"), action_info(kind)) if kind else None


def _ministry(m: int) -> Message:
    return T(f"cf.ministry.{MINISTRIES[m]}")


def _official(m: int, space: int) -> Message:
    return T("cf.official", ministry=_ministry(m), space=space)


def _hex(colour: Any) -> str:
    return COLOUR_HEX.get(str(colour), "#888")


def _colour_name(colour: Any) -> Message | str:
    return T(f"cf.colour.{colour}") if colour in data.COLOURS else ""


def _land_box(i: int) -> tuple[float, float]:
    return MIN_X + i * (LAND_W + 5), LAND_Y


# -- the static board ---------------------------------------------------------------------------

def render_static(lang: str = DEFAULT_LANG) -> str:
    """The board without pieces (SVG children of the 1000 x 800 svg)."""
    t = lambda text: _t(text, lang)  # noqa: E731 - a local shorthand
    out = ['<rect width="1000" height="800" rx="14" fill="#4a2216"/>',
           '<rect x="6" y="6" width="988" height="788" rx="10" fill="#efe0bd"/>',
           '<g id="mt-under"></g>']
    # ministries
    for m in range(3):
        y = MIN_Y + m * (MIN_H + MIN_GAP)
        colour = MINISTRY_HEX[m]
        out.append(f'<g class="ministry" data-ministry="{MINISTRIES[m]}"'
                   f'{_info(_ministry(m), _ministry_info(m), lang, True)}>'
                   f'<rect x="{MIN_X}" y="{y}" width="580" height="{MIN_H}" rx="8" fill="{colour}" fill-opacity=".16"'
                   f' stroke="{colour}" stroke-width="2"/>'
                   f'<text class="cf-head" x="{MIN_X + 12}" y="{y + 19}" fill="{colour}">{t(_ministry(m))}</text>'
                   f'<text class="cf-small" x="{MIN_X + 100}" y="{y + 19}">{t(T(f"cf.board.about.{MINISTRIES[m]}"))}</text></g>')
        for sp in range(1, data.SPACES + 1):
            x = SPACE_X0 + (sp - 1) * SPACE_DX
            out.append(f'<rect class="cf-space" x="{x}" y="{y + SPACE_Y}" width="{SPACE_W}" height="{SPACE_W + 20}" rx="5"'
                       f' fill="#f8efdb" stroke="#8a6a44" stroke-width="1.2" stroke-dasharray="4 2"'
                       f'{_info(_official(m, sp), T("cf.info.official", space=sp, ministry=_ministry(m)), lang)}/>'
                       f'<text class="cf-small" x="{x + 4}" y="{y + SPACE_Y + SPACE_W + 16}">{sp}</text>')
        for k, office in enumerate(("minister", "secretary")):
            x = OFFICE_X[k]
            out.append(f'<rect x="{x}" y="{y + SPACE_Y}" width="64" height="{SPACE_W + 20}" rx="6" fill="#fff8e6"'
                       f' stroke="{colour}" stroke-width="2"{_info(T(f"cf.board.{office}_of", ministry=_ministry(m)), T(f"cf.info.{office}", ministry=_ministry(m)), lang)}/>'
                       f'<text class="cf-small mid" x="{x + 32}" y="{y + SPACE_Y + 13}">{t(T(f"cf.board.{office}"))}</text>')
    # examination box
    out.append(f'<rect x="{RIGHT_X}" y="{EXAM_Y}" width="372" height="{EXAM_H}" rx="8" fill="#f6ecd4" stroke="#7a4f26" stroke-width="2"/>'
               f'<text class="cf-head" x="{RIGHT_X + 12}" y="{EXAM_Y + 19}">{t(T("cf.board.exam"))}</text>')
    for i, (fill, key) in enumerate((("#c0392b", "red"), ("#fbf6ea", "white"))):
        cx = RIGHT_X + 40 + i * 80
        out.append(f'<circle cx="{cx}" cy="{EXAM_Y + 62}" r="26" fill="{fill}" stroke="#5a3e1e" stroke-width="2"'
                   f'{_info(T(f"cf.student.{key}"), T("cf.info.student"), lang)}/>')
    out.append(f'<text class="cf-small" x="{RIGHT_X + 190}" y="{EXAM_Y + 38}">{t(T("cf.board.candidate"))}</text>')
    # gift tracker
    out.append(f'<rect x="{RIGHT_X}" y="{GIFT_Y}" width="372" height="202" rx="8" fill="#f6ecd4" stroke="#7a4f26" stroke-width="2"/>'
               f'<text class="cf-head" x="{RIGHT_X + 12}" y="{GIFT_Y + 19}">{t(T("cf.board.gifts"))}</text>')
    for v in data.GIFT_VALUES:
        x = RIGHT_X + 96 + (v - 1) * 45
        out.append(f'<text class="cf-small mid" x="{x + 20}" y="{GIFT_Y + 36}">{v}{_title(T(f"cf.gift.{v}"), lang)}</text>')
    # the Great Wall
    out.append(f'<text class="cf-head" x="{MIN_X + 4}" y="{LOWER_Y + 18}">{t(T("cf.board.wall"))}</text>')
    for k in range(1, data.WALL_PIECES + 1):
        x = MIN_X + 120 + (k - 1) * 50
        forced = data.WALL_FORCES.get(k)
        tip = T("cf.board.wall_forces", k=k, n=forced + 1) if forced is not None else T("cf.board.wall_section", k=k)
        out.append(f'<rect x="{x}" y="{LOWER_Y + 4}" width="46" height="22" rx="3" fill="#d8cbb0" stroke="#6b5a3a"'
                   f' stroke-width="1.2"{_info(tip, T("cf.info.wall"), lang)}/>'
                   f'<text class="cf-small mid" x="{x + 23}" y="{LOWER_Y + 19}">{k}{" ⚔" if forced is not None else ""}</text>')
    out.append(f'<text class="cf-small" x="{MIN_X + 4}" y="{LAND_Y + 138}">{t(T("cf.board.star"))}</text>')
    # the Actions Box
    out.append(f'<rect x="{MIN_X}" y="{ACT_Y}" width="580" height="152" rx="8" fill="#f6ecd4" stroke="#7a4f26" stroke-width="2"/>'
               f'<text class="cf-head" x="{MIN_X + 12}" y="{ACT_Y + 18}">{t(T("cf.board.actions"))}</text>')
    for k, action in enumerate(data.ACTIONS):
        x, y = _action_cell(k)
        out.append(f'<rect x="{x}" y="{y}" width="186" height="22" rx="4" fill="#fffaf0" stroke="#b89b6a" stroke-width="1"'
                   f'{_info(T(f"cf.action.{action}"), action_info(action), lang)}/>'
                   f'<text class="cf-small" x="{x + 6}" y="{y + 15}">{t(T(f"cf.action.{action}"))}</text>')
    # Imperial Favour, beside the box's heading
    out.append(f'<g class="cf-favour"{_info(T("cf.info.head.favour"), T("cf.info.favour"), lang, True)}>'
               f'<rect x="{MIN_X + 150}" y="{ACT_Y + 4}" width="150" height="18" rx="4" fill="#f3d9d2" stroke="#b3202a"/>'
               f'<text class="cf-small" x="{MIN_X + 158}" y="{ACT_Y + 17}">★ {t(T("cf.info.head.favour"))}</text></g>')
    # distant lands, shipyards and ocean
    out.append(f'<rect x="{RIGHT_X}" y="{SEA_Y}" width="372" height="362" rx="8" fill="#cfe2e6" stroke="#3d6f8e" stroke-width="2"/>'
               f'<text class="cf-head" x="{RIGHT_X + 12}" y="{SEA_Y + 18}">{t(T("cf.board.distant"))}</text>')
    for i, land in enumerate(data.DISTANT_LANDS):
        x = RIGHT_X + 8 + i * 72
        out.append(f'<rect x="{x}" y="{SEA_Y + 26}" width="68" height="84" rx="6" fill="#eaf3f0" stroke="#3d6f8e" stroke-width="1.5"'
                   f'{_info(T(f"cf.distant.{land}"), T("cf.info.distant"), lang)}/>'
                   f'<text class="cf-small mid" x="{x + 34}" y="{SEA_Y + 40}">{t(T(f"cf.distant_short.{land}"))}</text>')
    out.append(f'<text class="cf-head" x="{RIGHT_X + 12}" y="{SEA_Y + 134}">{t(T("cf.board.fleet"))}</text>'
               f'<text class="cf-small" x="{RIGHT_X + 110}" y="{SEA_Y + 152}">{t(T("cf.board.shipyard"))}</text>'
               f'<text class="cf-small" x="{RIGHT_X + 190}" y="{SEA_Y + 152}">{t(T("cf.board.ocean"))}</text>')
    # score track
    for k in range(TRACK_LEN):
        x = MIN_X + k * TRACK_CELL
        out.append(f'<rect x="{x}" y="{TRACK_Y}" width="{TRACK_CELL - 1}" height="36" fill="{"#e9c77b" if k % 5 == 0 else "#f8efdb"}"'
                   f' stroke="#8a6a44" stroke-width=".8"/>')
        if k % 5 == 0:
            out.append(f'<text class="cf-small" x="{x + 2}" y="{TRACK_Y + 11}">{k}</text>')
    return "".join(out)


def _action_cell(k: int) -> tuple[float, float]:
    col, row = divmod(k, 5)
    return MIN_X + 8 + col * 190, ACT_Y + 26 + row * 24


# -- where each legal action acts ---------------------------------------------------------------

#: The actions of the Actions Box taken with one click on their cell.
BOX_ACTIONS = ("force-exam", "recruit", "commercial", "tax", "no-action")
#: Counted actions: chips 1, 2, ... in their cell of the Actions Box.
BOX_COUNTS = {"junks": "buy-junks", "voyage": "voyage"}
LAND_IDS = frozenset(data.FOREIGN_LANDS)
STUDENTS = ("red", "white")

Mark = tuple[str, Any] | None  # ("colour", seat), ("text", "3") or None: what a chip shows
Place = tuple[Any, ...]


def place_of(action_id: str) -> tuple[Place, Mark] | None:
    """The place on the board where a legal action acts and what its chip shows there, or
    None for the actions of the panel (a player chosen, a payment or tutoring finished, a
    pass) and of the hand's cards (``hand_card``). Every action of a turn has its place: a
    ministry's official space, a student space, an army box, a distant land, a gift of the
    Gift Tracker, a shipyard, or its cell of the Actions Box."""
    parts = action_id.split("-")
    head = parts[0]
    if head in ("bribe", "secure", "place") and len(parts) == 3:
        return ("official", parts[1], parts[2]), ("text", "■") if head == "secure" else None
    if head == "transfer" and len(parts) == 4:
        return ("official", parts[1], parts[2]), ("colour", int(parts[3]))
    if head in ("nominate", "tutor") and len(parts) == 2 and parts[1] in STUDENTS:
        return ("student", parts[1]), None
    if head == "invade" and len(parts) == 3:
        return ("box", parts[1], parts[2]), None
    if head == "land":
        return ("distant", action_id[len("land-"):]), None
    if action_id.startswith("buy-gift-"):
        return ("gift", parts[2]), None
    if action_id.startswith("give-gift-") and len(parts) == 4:
        return ("gift", parts[2]), ("colour", int(parts[3]))
    if head in BOX_COUNTS and len(parts) == 2:
        return ("cell", BOX_COUNTS[head]), ("text", parts[1])
    if action_id in BOX_ACTIONS:
        return ("cell", action_id), None
    if head == "reward":
        if len(parts) >= 3 and parts[-2] in MINISTRIES:  # a Bribery card on an official
            return ("official", parts[-2], parts[-1]), ("text", "★")
        if len(parts) == 3 and parts[1] == "gift":
            return ("gift", parts[2]), ("text", "★")
        return None  # played from the hand (hand_card)
    if head == "petition" and len(parts) > 2:
        kind = parts[1]
        if kind == "2" and len(parts) == 4:
            return ("shipyard", parts[2]), ("colour", int(parts[3]))
        if kind == "3" and len(parts) == 3:
            return ("student", parts[2]), ("text", "✉")
        if kind == "4" and len(parts) == 6:
            return ("official", parts[4], parts[5]), ("text", "⇄")
        if kind == "5" and len(parts) == 6:
            return ("box", parts[4], parts[5]), ("text", "⇄")
        if kind == "6" and len(parts) == 5:
            return ("official", parts[2], parts[3]), ("text", "✉")
    return None


def hand_card(action_id: str) -> str | None:
    """The card of the hand an action is played from: ``"c3"`` (a card of 3 coins: paying,
    tutoring or discarding with it), ``"reward-cash"`` (an Emperor's Reward card), else None."""
    parts = action_id.split("-")
    if parts[0] in ("pay", "card", "discard") and len(parts) == 2 and parts[1].isdigit():
        return f"c{parts[1]}"
    if parts[0] == "reward" and place_of(action_id) is None:
        return "reward-" + parts[1]
    return None


def _chip_grid(n: int, w: float, h: float, gap: float) -> tuple[int, int, float, float]:
    """Columns, rows and chip size for ``n`` chips sharing a ``w`` x ``h`` place."""
    best = (1, n)
    score = None
    for cols in range(1, n + 1):
        rows = -(-n // cols)
        cw, ch = (w - gap * (cols + 1)) / cols, (h - gap * (rows + 1)) / rows
        s = min(cw, ch * 1.4)  # the smaller side counts, a chip a little wider than high
        if score is None or s > score:
            best, score = (cols, rows), s
    cols, rows = best
    return cols, rows, (w - gap * (cols + 1)) / cols, (h - gap * (rows + 1)) / rows


# -- the live board ---------------------------------------------------------------------------------

class _Ctx(RenderPass):
    """One render pass of the Confucius board (texts and titles in its language); ``places``:
    the legal actions by the place where they act (:func:`place_of`)."""

    places: dict[Place, list[tuple[str, Mark]]]

    def t(self, text: Any) -> str:
        return _t(text, self.lang)

    def title(self, text: Any) -> str:
        return _title(text, self.lang)

    def act(self, action_id: str, info: Message | None = None) -> tuple[str, str] | None:
        """For a legal action not drawn yet: its attributes and its tooltip, or with ``info``
        (the full rules text of what it acts on) its popover instead of the tooltip."""
        label = self.take(action_id)
        if label is None:
            return None
        if info is not None:
            return action_attrs(action_id, label) + info_attrs(label, tr(info, self.lang)), ""
        return action_attrs(action_id, label), f"<title>{esc(label)}</title>"

    def at(self, place: Place, x: float, y: float, w: float, h: float, rx: float = 5, info: Message | None = None) -> str:
        """Every legal action not drawn yet that acts on ``place`` (:func:`place_of`), drawn
        over the ``w`` x ``h`` place at ``x, y``: one action covers it, several share it as
        chips in a grid, each showing its mark (a player's colour, a number). Each carries the
        popover of ``info`` (the place's rules text), else of its action (:func:`info_of_action`)."""
        items = [(aid, mark) for aid, mark in self.places.get(place, []) if aid in self.legal and aid not in self.used]
        if not items:
            return ""
        if len(items) == 1:
            aid, mark = items[0]
            act = self.act(aid, self._about(aid, info))
            if act is None:
                return ""
            shown = mark if mark is not None and (mark[0] == "colour" or place[0] == "cell") else None  # else it hides the place
            return (f'<g class="act chip cf-spot"{act[0]}>{act[1]}<rect class="hit-space" x="{x:g}" y="{y:g}" width="{w:g}"'
                    f' height="{h:g}" rx="{rx:g}"/>{self.mark(shown, x, y, w, h)}</g>')
        gap = 2.0
        cols, _, cw, ch = _chip_grid(len(items), w, h, gap)
        out = ['<g class="chips">']
        for k, (aid, mark) in enumerate(items):
            act = self.act(aid, self._about(aid, info))
            if act is None:
                continue
            r, c = divmod(k, cols)
            cx, cy = x + gap + c * (cw + gap), y + gap + r * (ch + gap)
            out.append(f'<g class="act chip cf-chip"{act[0]}>{act[1]}<rect class="hit-space" x="{cx:g}" y="{cy:g}"'
                       f' width="{cw:g}" height="{ch:g}" rx="3"/>{self.mark(mark, cx, cy, cw, ch)}</g>')
        out.append("</g>")
        return "".join(out)

    def mark(self, mark: Mark, x: float, y: float, w: float, h: float) -> str:
        """What a chip shows in its ``w`` x ``h`` box: a player's colour as a disc, or a short text."""
        if mark is None:
            return ""
        kind, value = mark
        mx, my = x + w / 2, y + h / 2
        if kind == "colour":
            colours = self.colours()
            colour = colours[value] if isinstance(value, int) and 0 <= value < len(colours) else ""
            r = max(3.0, min(w, h) / 2 - 3)
            return (f'<circle cx="{mx:g}" cy="{my:g}" r="{r:g}" fill="{_hex(colour)}" stroke="{OUTLINE}"'
                    f' stroke-width="{PIECE_STROKE}"/>')
        return f'<text class="cf-chip-text" x="{mx:g}" y="{my + 4:g}">{esc(value)}</text>'

    @staticmethod
    def _about(action_id: str, info: Message | None) -> Message | None:
        """The rules text a board choice's popover shows: ``info``, else its action's."""
        if info is not None:
            return info
        about = info_of_action(action_id)
        return about[1] if about else None

    def info(self, head: Any, body: Any, focus: bool = False) -> str:
        return _info(head, body, self.lang, focus)

    def names(self) -> list[str]:
        return [str(p.get("name", "")) for p in self.view.get("players") or []]

    def colours(self) -> list[str]:
        return [str(p.get("colour", "")) for p in self.view.get("players") or []]

    def button(self, action_id: str, cls: str = "btn", text: str | None = None, info: Message | None = None) -> str:
        """A panel button for a legal action; the popover gives the rules text of the action (or
        ``info``), else the label is its tooltip."""
        label = self.take(action_id)
        if label is None:
            return ""
        about = self._about(action_id, info)
        if about is not None:
            extra = info_attrs(label, tr(about, self.lang))
            return (f'<button type="button"{attrs(class_=cls, data_action=action_id, aria_label=label)}{extra}>'
                    f'{esc(text if text is not None else label)}</button>')
        return (f'<button type="button"{attrs(class_=cls, data_action=action_id, aria_label=label, title=label)}>'
                f'{esc(text if text is not None else label)}</button>')


def _marker(x: float, y: float, colour: str, secured: bool = False, r: float = 10) -> str:
    """A player's marker: round, or square once secured."""
    if secured:
        return (f'<rect x="{x - r:g}" y="{y - r:g}" width="{2 * r:g}" height="{2 * r:g}" rx="2" fill="{_hex(colour)}"'
                f' stroke="{OUTLINE}" stroke-width="2.2"/>')
    return f'<circle cx="{x:g}" cy="{y:g}" r="{r:g}" fill="{_hex(colour)}" stroke="{OUTLINE}" stroke-width="{PIECE_STROKE}"/>'


def render(view: dict[str, Any], legal: Iterable[Any], seat_tags: list[str] | None = None,
           lang: str = DEFAULT_LANG) -> dict[str, str]:
    """Markup for one moment of the game: ``{"under", "board", "panel"}``."""
    ctx = _Ctx(view, legal_map(legal, lang), lang)
    ctx.places = {}
    for aid in ctx.legal:
        where = place_of(aid)
        if where is not None:
            ctx.places.setdefault(where[0], []).append((aid, where[1]))
    board = "".join((_render_ministries(ctx), _render_exam(ctx), _render_gifts(ctx), _render_lands(ctx),
                     _render_sea(ctx), _render_actions_box(ctx), _render_track(ctx)))
    panel = _render_panel(ctx, seat_tags or [])
    return {"under": "", "board": board, "panel": panel}  # nothing lies under the drawings


def _render_ministries(ctx: _Ctx) -> str:
    v = ctx.view
    names, colours = ctx.names(), ctx.colours()
    out: list[str] = []
    for m, info in enumerate(v.get("ministries") or []):
        y = MIN_Y + m * (MIN_H + MIN_GAP)
        resolving = (v.get("resolving") or {}).get("ministry") == MINISTRIES[m]
        if info.get("resolved") or resolving:
            key = "cf.board.resolved" if info.get("resolved") else "cf.board.resolving"
            out.append(f'<text class="cf-small strong" x="{MIN_X + 568}" y="{y + 19}" text-anchor="end">{ctx.t(T(key))}</text>')
        credit = ((v.get("resolving") or {}).get("credit") if resolving else None) or []
        for sp in range(1, data.SPACES + 1):
            x = SPACE_X0 + (sp - 1) * SPACE_DX
            yy = y + SPACE_Y
            tile = info["tiles"][sp - 1]
            owner = info["owners"][sp - 1]
            secured = info["secured"][sp - 1]
            candidate = info["candidates"][sp - 1]
            parts = []
            if tile >= 0 or candidate:
                fill = "#f3d9d2" if candidate else "#fffaf0"
                text = ctx.t(T("cf.board.cand_short")) if candidate else str(tile)
                cls = "cf-small mid" if candidate else "cf-cost"
                parts.append(f'<rect x="{x + 3}" y="{yy + 3}" width="{SPACE_W - 6}" height="{SPACE_W - 6}" rx="4" fill="{fill}"'
                             f' stroke="#5a3e1e" stroke-width="1.3"/>'
                             f'<text class="{cls}" x="{x + SPACE_W / 2:g}" y="{yy + 26}" text-anchor="middle">{text}</text>')
            if owner >= 0 and owner < len(colours):
                parts.append(_marker(x + SPACE_W / 2, yy + SPACE_W - 6, colours[owner], bool(secured)))
            if credit and sp - 1 < len(credit) and credit[sp - 1] >= 0 and credit[sp - 1] != owner and credit[sp - 1] < len(colours):
                parts.append(_marker(x + SPACE_W - 8, yy + 10, colours[credit[sp - 1]], False, 6))
            if tile >= 0 or candidate:
                what = T("cf.tip.candidate") if candidate else T("cf.tip.official", cost=tile)
                whose = (T("cf.tip.secured_by" if secured else "cf.tip.bribed_by", who=names[owner]) if 0 <= owner < len(names)
                         else T("cf.tip.unbribed"))
                tip = T("cf.tip.space", official=_official(m, sp), what=what, whose=whose)
            else:
                tip = T("cf.tip.empty", official=_official(m, sp))
            space_info = T("cf.info.official", space=sp, ministry=_ministry(m))
            out.append(f'<g data-key="official-{MINISTRIES[m]}-{sp}"{ctx.info(tip, space_info)}>{"".join(parts)}</g>')
            out.append(ctx.at(("official", MINISTRIES[m], str(sp)), x, yy, SPACE_W, SPACE_W + 20, info=space_info))
        chits = info.get("chits") or [0, 0]
        for k, office in enumerate(("minister", "secretary")):
            x = OFFICE_X[k]
            out.append(f'<text class="cf-cost" x="{x + 32}" y="{y + SPACE_Y + 38}" text-anchor="middle">{esc(chits[k])}'
                       f'{ctx.title(T("cf.tip.chit", vp=chits[k]))}</text>')
            holder = info.get(office, -1)
            if 0 <= holder < len(colours):
                out.append(f'<g>{ctx.title(T(f"cf.tip.{office}", who=names[holder], ministry=_ministry(m)))}'
                           f'{_marker(x + 32, y + SPACE_Y + 58, colours[holder])}</g>')
    return "".join(out)


def _render_exam(ctx: _Ctx) -> str:
    v = ctx.view
    names, colours = ctx.names(), ctx.colours()
    out: list[str] = []
    students = v.get("students") or [-1, -1]
    for i, key in enumerate(("red", "white")):
        cx, cy = RIGHT_X + 40 + i * 80, EXAM_Y + 62
        who = students[i] if i < len(students) else -1
        if 0 <= who < len(colours):
            out.append(f'<g data-key="student-{key}"{ctx.info(T("cf.tip.student", who=names[who], space=T(f"cf.student.{key}")), T("cf.info.student"))}>'
                       f'{_marker(cx, cy, colours[who], False, 14)}</g>')
        out.append(ctx.at(("student", key), cx - 30, cy - 30, 60, 60, 30, info=T("cf.info.student")))
    # the face-up candidate and the piles
    x = RIGHT_X + 190
    if v.get("candidate_any") or v.get("candidate") is not None:
        text = T("cf.candidate.any") if v.get("candidate_any") else T("cf.candidate.of", ministry=_ministry(int(v["candidate"])))
        out.append(f'<rect x="{x}" y="{EXAM_Y + 44}" width="170" height="24" rx="4" fill="#f3d9d2" stroke="#5a3e1e"/>'
                   f'<text class="cf-small" x="{x + 6}" y="{EXAM_Y + 60}">{ctx.t(text)}</text>')
    out.append(f'<text class="cf-small" x="{x}" y="{EXAM_Y + 86}">{ctx.t(T("cf.board.candidates_left", n=v.get("candidates_left", 0)))}</text>')
    tutors = v.get("tutors") or []
    line = []
    for tut in tutors:
        seat, space, cards = tut.get("seat"), tut.get("space"), tut.get("cards")
        k = len(cards) if isinstance(cards, list) else int(cards or 0)
        if isinstance(seat, int) and 0 <= seat < len(names):
            line.append(T("cf.tip.tutored", who=names[seat], k=k, space=T(f"cf.student.{('red', 'white')[space]}")))
    decision = v.get("decision") or {}
    if decision.get("kind") == "tutor" and 0 <= decision.get("seat", -1) < len(names):
        space = decision.get("space", -1)
        student = students[space] if space in (0, 1) else -1
        if 0 <= student < len(names):
            line.append(T("cf.board.tutoring_for", who=names[decision["seat"]], other=names[student]))
        else:
            line.append(T("cf.board.tutoring", who=names[decision["seat"]]))
    # below the students, across the box: who tutors (the examination under way), else whether
    # one is forced and how the last one ended
    rows: list[tuple[Any, str]] = [(text, "cf-small") for text in line[-3:]]
    if not rows and v.get("force_exam"):
        rows.append((T("cf.board.forced"), "cf-small strong"))
    last = v.get("last_exam")
    if last and not line and 0 <= last.get("winner", -1) < len(names):
        coins = last.get("coins") or [0, 0]
        rows.append((T("cf.board.last_exam", who=names[last["winner"]], a=coins[0], b=coins[1]), "cf-small"))
    for k, (text, cls) in enumerate(rows):
        out.append(f'<text class="{cls}" x="{RIGHT_X + 12}" y="{EXAM_Y + 117 + k * 14}">{ctx.t(text)}</text>')
    return "".join(out)


GIFT_FILL = {AVAILABLE: "#fffaf0", ACTIVE: "#f7d774", GONE: "#cfc3a8"}


def _render_gifts(ctx: _Ctx) -> str:
    """The Gift Tracker: a row per player, a column per gift value; an active gift shows its
    holder's colour."""
    v = ctx.view
    players = v.get("players") or []
    names, colours = ctx.names(), ctx.colours()
    out: list[str] = []
    row_h = min(30, 150 // max(1, len(players)))
    for s, p in enumerate(players):
        y = GIFT_Y + 44 + s * row_h
        out.append(f'{_marker(RIGHT_X + 18, y + row_h / 2 - 2, colours[s], False, 7)}'
                   f'<text class="cf-small" x="{RIGHT_X + 30}" y="{y + row_h / 2 + 2:g}">{esc(_clip(names[s], 9))}</text>')
        gifts = p.get("gifts") or []
        holders = {}
        for h, q in enumerate(players):
            val = (q.get("holds") or [0] * len(players))[s] if s < len(q.get("holds") or []) else 0
            if val:
                holders[val] = h
        for val in data.GIFT_VALUES:
            x = RIGHT_X + 96 + (val - 1) * 45
            state = gifts[val - 1] if val - 1 < len(gifts) else 0
            if state == ACTIVE and val in holders:
                tip = T("cf.tip.gift_active", gift=T(f"cf.gift.{val}"), who=names[s], holder=names[holders[val]])
            else:
                tip = T(f"cf.tip.gift_state.{state}", gift=T(f"cf.gift.{val}"), who=names[s])
            fill = GIFT_FILL.get(state, "none")
            dash = ' stroke-dasharray="3 2"' if not state else ""
            out.append(f'<g data-key="gift-{s}-{val}"{ctx.info(tip, gift_info(val))}><rect x="{x}" y="{y}" width="40" height="{row_h - 4}" rx="4"'
                       f' fill="{fill}" stroke="#7a4f26" stroke-width="1.2"{dash}/>')
            if state == GONE:
                out.append(f'<path d="M{x + 4} {y + 3}l32 {row_h - 10}" stroke="#7a4f26" stroke-width="1.5"/>')
            elif state == ACTIVE and val in holders:
                out.append(_marker(x + 20, y + (row_h - 4) / 2, colours[holders[val]], False, min(8, row_h / 2 - 4)))
            elif state == AVAILABLE:
                out.append(f'<text class="cf-small mid" x="{x + 20}" y="{y + row_h / 2 + 2:g}">{val}</text>')
            out.append("</g>")
            if s == (v.get("decision") or {}).get("seat"):
                out.append(ctx.at(("gift", str(val)), x, y, 40, row_h - 4, 4, info=gift_info(val)))
    return "".join(out)


def _clip(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def _render_lands(ctx: _Ctx) -> str:
    v = ctx.view
    names, colours = ctx.names(), ctx.colours()
    out: list[str] = []
    wall = int(v.get("wall", 0) or 0)
    for k in range(1, min(wall, data.WALL_PIECES) + 1):
        x = MIN_X + 120 + (k - 1) * 50
        out.append(f'<rect x="{x + 3}" y="{LOWER_Y + 7}" width="40" height="16" rx="2" fill="#8a7a5a" stroke="#3a2e1a"'
                   f' pointer-events="none"/>')
    out.append(f'<text class="cf-small" x="{MIN_X + 580}" y="{LOWER_Y + 38}" text-anchor="end">'
               f'{ctx.t(T("cf.board.wall_count", k=wall))}</text>')
    for i, land in enumerate(v.get("foreign") or []):
        x, y = _land_box(i)
        lid = land.get("id", "")
        cost, vps, star = data.FOREIGN_LANDS.get(lid, (0, (), 0))
        done = land.get("done")
        out.append(f'<g data-key="land-{esc(lid)}"{ctx.info(T("cf.tip.land", land=T(f"cf.land.{lid}"), n=i + 1, cost=cost), T("cf.info.land", cost=cost))}>'
                   f'<rect x="{x}" y="{y}" width="{LAND_W}" height="118" rx="8" fill="{"#d6d0c2" if done else "#eadcb8"}"'
                   f' stroke="#6b4a2b" stroke-width="2"/>'
                   f'<text class="cf-head" x="{x + 8}" y="{y + 18}">{ctx.t(T(f"cf.land.{lid}"))}</text>'
                   f'<text class="cf-small" x="{x + 8}" y="{y + 34}">{ctx.t(T("cf.board.land_info", n=i + 1, cost=cost))}</text></g>')
        if done:
            out.append(f'<text class="cf-small strong" x="{x + LAND_W - 8}" y="{y + 18}" text-anchor="end">{ctx.t(T("cf.board.land_done"))}</text>')
        boxes = land.get("boxes") or []
        for b, owner in enumerate(boxes):
            bx = x + 8 + (b % 4) * 45
            by = y + 46
            vp = vps[b] if b < len(vps) else 0
            star_mark = f'<text class="cf-small mid" x="{bx + 20}" y="{by + 48}">★</text>' if b == star else ""
            out.append(f'<rect x="{bx}" y="{by}" width="40" height="52" rx="4" fill="#fffaf0" stroke="#6b4a2b"/>'
                       f'<text class="cf-small mid" x="{bx + 20}" y="{by + 14}">{ctx.t(T("cf.board.vp", vp=vp))}</text>{star_mark}')
            if 0 <= owner < len(colours):
                out.append(f'<g>{ctx.title(T("cf.tip.army", who=names[owner], land=T(f"cf.land.{lid}"), box=b + 1))}'
                           f'{_army(bx + 20, by + 34, colours[owner])}</g>')
            out.append(ctx.at(("box", lid, str(b + 1)), bx, by, 40, 52, 4, info=T("cf.info.land", cost=cost)))
    return "".join(out)


def _army(x: float, y: float, colour: str) -> str:
    return (f'<path d="M{x - 9:g} {y + 8:g}l9-17 9 17z" fill="{_hex(colour)}" stroke="{OUTLINE}" stroke-width="{PIECE_STROKE}"/>')


def _junk(x: float, y: float, colour: str) -> str:
    return (f'<path d="M{x - 8:g} {y + 2:g}h16l-3 5h-10z" fill="{_hex(colour)}" stroke="{OUTLINE}" stroke-width="{PIECE_STROKE}"/>'
            f'<path d="M{x:g} {y - 8:g}v10M{x:g} {y - 8:g}l6 8h-6" fill="#fff8e6" stroke="#2b1d0e" stroke-width=".9"/>')


def _render_sea(ctx: _Ctx) -> str:
    v = ctx.view
    players = v.get("players") or []
    names, colours = ctx.names(), ctx.colours()
    out: list[str] = []
    for i, land in enumerate(v.get("distant") or []):
        x = RIGHT_X + 8 + i * 72
        lid = land.get("id", "")
        chit = land.get("chit", 0)
        if chit:
            out.append(f'<circle cx="{x + 34}" cy="{SEA_Y + 58}" r="12" fill="#3d6f8e" stroke="#1d3f5e">'
                       f'{ctx.title(T("cf.tip.chit", vp=chit))}</circle>'
                       f'<text class="cf-small mid light" x="{x + 34}" y="{SEA_Y + 62}">{esc(chit)}</text>')
        for k, seat in enumerate(land.get("arrivals") or []):
            if 0 <= seat < len(colours):
                out.append(f'<g>{ctx.title(T("cf.tip.arrived", who=names[seat], land=T(f"cf.distant.{lid}")))}'
                           f'{_marker(x + 10 + (k % 4) * 16, SEA_Y + 86 + (k // 4) * 14, colours[seat], False, 6)}</g>')
        out.append(ctx.at(("distant", lid), x, SEA_Y + 26, 68, 84, 6, info=T("cf.info.distant")))
    for s, p in enumerate(players):
        y = SEA_Y + 162 + s * 34
        out.append(f'{_marker(RIGHT_X + 18, y + 10, colours[s], False, 7)}'
                   f'<text class="cf-small" x="{RIGHT_X + 30}" y="{y + 14}">{esc(_clip(names[s], 10))}</text>')
        yard = int(p.get("shipyard", 0) or 0)
        out.append(f'<g data-key="shipyard-{s}"{ctx.info(T("cf.tip.shipyard", who=names[s], k=yard), T("cf.info.fleet"))}>'
                   f'<rect x="{RIGHT_X + 104}" y="{y - 4}" width="72" height="28" rx="4" fill="#e8dcc0" stroke="#6b4a2b"/>'
                   f'{_junk(RIGHT_X + 120, y + 12, colours[s]) if yard else ""}'
                   f'<text class="cf-small" x="{RIGHT_X + 134}" y="{y + 15}">×{yard}</text></g>'
                   f'{ctx.at(("shipyard", str(s)), RIGHT_X + 104, y - 4, 72, 28, 4)}')
        ocean = int(p.get("ocean", 0) or 0)
        out.append(f'<g data-key="ocean-{s}"{ctx.info(T("cf.tip.ocean", who=names[s], k=ocean), T("cf.info.fleet"))}>')
        for k in range(data.VOYAGE_JUNKS):
            x = RIGHT_X + 186 + k * 34
            out.append(f'<rect x="{x}" y="{y - 4}" width="30" height="28" rx="4" fill="#a9cbd6" stroke="#3d6f8e"/>')
            if k < ocean:
                out.append(_junk(x + 15, y + 12, colours[s]))
        out.append("</g>")
    out.append(f'<text class="cf-small" x="{RIGHT_X + 12}" y="{SEA_Y + 352}">{ctx.t(T("cf.board.junk_supply", k=v.get("junks", 0)))}</text>')
    return "".join(out)


def _render_actions_box(ctx: _Ctx) -> str:
    """The Actions Box: the cubes the current player has spent on each action this phase,
    and the actions taken with one click."""
    v = ctx.view
    players = v.get("players") or []
    cur = v.get("current", -1)
    out: list[str] = []
    acting = v.get("phase") == "actions" and isinstance(cur, int) and 0 <= cur < len(players)
    used = players[cur].get("used") or [] if acting else []
    colour = players[cur].get("colour") if isinstance(cur, int) and 0 <= cur < len(players) else None
    kinds = _kinds(ctx)
    for k, action in enumerate(data.ACTIONS):
        x, y = _action_cell(k)
        n = used.count(action)
        counted = action in BOX_COUNTS.values() and bool(ctx.places.get(("cell", action)))
        if n and colour:
            cubes = (_cube(x + 181, y + 4 + j * 7, colour, 3) for j in range(min(n, 3))) if counted else \
                (_cube(x + 176 - j * 12, y + 11, colour) for j in range(min(n, 3)))
            out.append(f'<g>{ctx.title(T("cf.tip.used", who=players[cur]["name"], n=n))}{"".join(cubes)}</g>')
        if counted:  # chips 1, 2, ... right of the label
            out.append(ctx.at(("cell", action), x + BOX_LABEL_W, y, 186 - BOX_LABEL_W - 10, 22, 4))
        elif action in BOX_ACTIONS:
            out.append(ctx.at(("cell", action), x, y, 186, 22, 4))
        elif (action,) in kinds:  # legal elsewhere on the board: a click here says where
            out.append(f'<rect class="cf-avail" x="{x}" y="{y}" width="186" height="22" rx="4"/>')
    if isinstance(cur, int) and 0 <= cur < len(players) and v.get("phase") == "actions":
        p = players[cur]
        out.append(f'<text class="cf-small strong" x="{MIN_X + 570}" y="{ACT_Y + 18}" text-anchor="end">'
                   f'{ctx.t(T("cf.board.cubes_left", who=p["name"], n=p.get("cubes", 0)))}</text>')
    return "".join(out)


BOX_LABEL_W = 94  # the label of a cell of the Actions Box; its chips come after it


def _kinds(ctx: _Ctx) -> set[tuple[str]]:
    """The cells of the Actions Box (``(action,)``) whose action is legal now somewhere on the
    board: they are outlined, and a click on them says where to choose (:func:`why_not`)."""
    out: set[tuple[str]] = set()
    for aid in ctx.legal:
        kind = action_kind(aid)
        if kind:
            out.add((kind,))
    return out


def action_kind(action_id: str) -> str | None:
    """The action of the Actions Box a turn's action id belongs to (``"bribe-hubu-3"`` ->
    ``"bribe"``, ``"junks-2"`` -> ``"buy-junks"``), else None."""
    if action_id in BOX_ACTIONS:
        return action_id
    head = action_id.split("-")[0]
    if head in BOX_COUNTS:
        return BOX_COUNTS[head]
    for kind in ("buy-gift", "give-gift"):
        if action_id.startswith(kind + "-"):
            return kind
    return head if head in data.ACTIONS else None


def _cube(x: float, y: float, colour: str, half: float = 5) -> str:
    return (f'<rect x="{x - half:g}" y="{y - half:g}" width="{2 * half:g}" height="{2 * half:g}" fill="{_hex(colour)}"'
            f' stroke="{OUTLINE}" stroke-width="1"/>')


def _render_track(ctx: _Ctx) -> str:
    players = ctx.view.get("players") or []
    colours = ctx.colours()
    out: list[str] = []
    stack: dict[int, int] = {}
    for s, p in enumerate(players):
        score = int(p.get("score", 0) or 0)
        cell = score % TRACK_LEN
        k = stack.get(cell, 0)
        stack[cell] = k + 1
        x = MIN_X + cell * TRACK_CELL + TRACK_CELL / 2
        y = TRACK_Y + 14 + k * 4.5
        out.append(f'<g data-key="score-{s}">{ctx.title(T("cf.tip.score", who=p.get("name", ""), n=score))}'
                   f'{_marker(x, y, colours[s], False, 6)}</g>')
    return "".join(out)


# -- the side panel ---------------------------------------------------------------------------------

PROMPTS = {"chief": "cf.prompt.chief", "turn": "cf.prompt.turn", "pay": "cf.prompt.pay", "land": "cf.prompt.land",
           "tutor": "cf.prompt.tutor", "place": "cf.prompt.place", "give": "cf.prompt.give", "discard": "cf.prompt.discard"}


def prompt(view: dict[str, Any], seat: int | None = None) -> Message | None:
    """What the seat to decide is asked, as a message (None when nobody decides)."""
    if view.get("phase") == "over":
        return T("cf.prompt.over")
    d = view.get("decision") or {}
    kind = d.get("kind")
    if kind not in PROMPTS:
        return None
    if kind == "turn":
        if d.get("via") == "favour":
            return T("cf.prompt.favour")
        if d.get("via") == "extra":
            return T("cf.prompt.extra")
        players = view.get("players") or []
        me = players[d["seat"]] if 0 <= d.get("seat", -1) < len(players) else {}
        return T("cf.prompt.turn", n=me.get("cubes", 0))
    if kind == "pay":
        paid = d.get("paid") or []
        mode = d.get("mode", "coins")
        value = sum(data.card_value(c, mode) for c in paid)
        if d.get("upto"):
            return T("cf.prompt.pay_upto", paid=value)
        return T("cf.prompt.pay", need=d.get("need", 0), mode=T(f"cf.mode.{mode}", n=d.get("need", 0)), paid=value)
    if kind == "tutor":
        if d.get("space", -1) < 0:
            return T("cf.prompt.tutor")
        cards = d.get("cards")
        k = len(cards) if isinstance(cards, list) else int(cards or 0)
        return T("cf.prompt.tutor_cards", k=k)
    if kind == "land":
        return T("cf.prompt.land", n=d.get("left", 1))
    return T(PROMPTS[kind])


def help_html(view: dict[str, Any], lang: str = DEFAULT_LANG) -> str:
    rule = (view.get("decision") or {}).get("rule")
    if not rule:
        return ""
    button = (f'<button type="button" class="help"{attrs(data_ui="rules", data_arg=f"{GAME_ID}#{rule}")}'
              f' title="{_t(T("cf.ui.rules_title"), lang)}">{_t(T("cf.ui.rules"), lang)}</button>')
    return f'<p class="rule-help"><span class="muted">{_t(T(f"cf.help.{rule}"), lang)}</span> {button}</p>'


def _swatch(colour: Any) -> str:
    return f'<span class="swatch" style="background:{_hex(colour)}"></span>'


def _render_panel(ctx: _Ctx, seat_tags: list[str]) -> str:
    v = ctx.view
    players = v.get("players") or []
    names = ctx.names()
    d = v.get("decision") or {}
    phase = v.get("phase", "")
    out = [f'<div class="status"><span class="round">{ctx.t(T("cf.ui.round", round=v.get("round", 1)))}</span>'
           f'<span class="phase">{ctx.t(T(f"cf.phase.{phase}"))}</span></div>']
    chief = v.get("chief", -1)
    if 0 <= chief < len(names):
        out.append(f'<p class="muted">{ctx.t(T("cf.ui.chief", who=names[chief]))}</p>')
    seat = d.get("seat")
    if phase != "over" and isinstance(seat, int) and 0 <= seat < len(names):
        out.append(f'<p class="turn">{ctx.t(T("cf.ui.to_decide"))} {_swatch(players[seat].get("colour"))}<strong>{esc(names[seat])}</strong></p>')
    if ctx.legal:
        text = prompt(v)
        if text:
            out.append(f'<p class="prompt">{ctx.t(text)}</p>')
        out.append(help_html(v, ctx.lang))
    buttons = []
    for aid in ("pay-done", "tutor-done", "pass"):
        buttons.append(ctx.button(aid, "btn primary" if aid != "pass" else "btn"))
    for aid in [a for a in ctx.legal if a.startswith(("chief-", "give-")) and not a.startswith("give-gift-")]:
        who = int(aid.split("-")[1])
        label = ctx.take(aid)
        if label and 0 <= who < len(players):
            buttons.append(f'<button type="button"{attrs(class_="btn", data_action=aid, aria_label=label, title=label)}>'
                           f'{_swatch(players[who].get("colour"))}{esc(names[who])}</button>')
    if phase == "over":
        buttons.append(f'<button type="button" class="btn primary" data-ui="show-over">{ctx.t(T("cf.ui.final_scores"))}</button>')
    buttons = [b for b in buttons if b]
    if buttons:
        out.append(f'<div class="actions">{"".join(buttons)}</div>')
    out.append(CHOICES_SLOT)
    out.append(_render_payment(ctx))
    out.append(_render_hand(ctx))
    rest = [a for a in ctx.legal if a not in ctx.used]
    if rest:
        out.append(f'<div class="actions other">{"".join(ctx.button(a) for a in rest)}</div>')
    out.append(_render_players(ctx, seat_tags))
    out.append(f'<p class="supplies muted">{ctx.t(T("cf.ui.supplies", deck=v.get("deck", 0), discard=sum(v.get("discard") or []), rewards=v.get("rewards_left", 0), officials=v.get("officials_left", 0)))}</p>')
    return "".join(out)


def _render_payment(ctx: _Ctx) -> str:
    d = ctx.view.get("decision") or {}
    if d.get("kind") != "pay":
        return ""
    paid = d.get("paid") or []
    mode = d.get("mode", "coins")
    cards = ", ".join(str(c) for c in paid) or "–"
    value = sum(data.card_value(c, mode) for c in paid)
    action = T("cf.action." + str(d.get("action", "tax")))
    text = T("cf.ui.paying", action=action, cards=cards, value=value, mode=T("cf.mode." + mode, n=value))
    return f'<p class="cf-paying">{ctx.t(text)}</p>'


def _hand_card(coins: int, count: int, lang: str) -> str:
    lic = 4 - coins
    info = _info(T("cf.info.head.card", c=coins, l=lic), T("cf.info.card", c=coins, l=lic), lang, True)
    return (f'<span class="hcard cf-card"{info}>'
            f'<b>{coins}</b><span>{_t(T("cf.mode.coins", n=coins), lang)}</span>'
            f'<span>{lic} {_t(T("cf.mode.licences", n=lic), lang)}</span>'
            f'{f"<span class=n>×{count}</span>" if count > 1 else ""}</span>')


def _render_hand(ctx: _Ctx) -> str:
    """The viewer's own cards (a seat's own view only) with the card-by-card choices on them,
    its Emperor's Reward cards and what it tutors with, face down."""
    v = ctx.view
    hand = v.get("hand")
    seat = v.get("seat")
    players = v.get("players") or []
    if hand is None or not isinstance(seat, int) or not 0 <= seat < len(players):
        return ""
    items = []
    for c in data.CARD_COINS:
        n = hand[c - 1] if c - 1 < len(hand) else 0
        if not n:
            continue
        buttons = "".join(ctx.button(f"{prefix}-{c}", "btn small", tr(T(f"cf.ui.{prefix}_short"), ctx.lang),
                                     T("cf.info.card", c=c, l=4 - c))
                          for prefix in ("pay", "card", "discard"))
        items.append(f'<li>{_hand_card(c, n, ctx.lang)}{buttons}</li>')
    body = "".join(items) or f'<li class="empty">{ctx.t(T("cf.ui.no_cards"))}</li>'
    out = [f'<section class="hand cf-hand" aria-label="{ctx.t(T("cf.ui.hand"))}"><h3>{ctx.t(T("cf.ui.hand_of", who=players[seat]["name"]))}'
           f' <span class="muted">({sum(hand)})</span></h3><ul class="cards">{body}</ul>']
    held = v.get("held") or []
    if held:
        plays = {kind: ctx.button(f"reward-{kind}", "btn small", tr(T("cf.ui.play_short"), ctx.lang), reward_info(kind))
                 for kind in sorted(set(held)) if hand_card(f"reward-{kind}")}
        cards = []
        for k in held:  # a card played from the hand carries its choice (once per kind)
            play = plays.pop(k, "")
            cards.append(f'<li><span class="cf-reward"{ctx.info(T("cf.info.head.reward", card=T(f"cf.reward.{k}")), reward_info(k), True)}>'
                         f'{ctx.t(T(f"cf.reward.{k}"))}</span>{play}</li>')
        out.append(f'<p class="cf-rewards-h">{ctx.t(T("cf.ui.rewards_held", cards=""))}</p><ul class="cf-rewards">{"".join(cards)}</ul>')
    d = v.get("decision") or {}
    if d.get("kind") == "tutor" and d.get("seat") == seat and isinstance(d.get("cards"), list) and d["cards"]:
        out.append(f'<p>{ctx.t(T("cf.ui.tutor_laid", cards=", ".join(str(c) for c in d["cards"])))}</p>')
    for t in v.get("tutors") or []:
        if t.get("seat") == seat and isinstance(t.get("cards"), list):
            out.append(f'<p class="muted">{ctx.t(T("cf.ui.tutor_laid", cards=", ".join(str(c) for c in t["cards"])))}</p>')
    out.append("</section>")
    return "".join(out)


def _gift_lines(view: dict[str, Any], s: int) -> list[Message]:
    players = view.get("players") or []
    out = []
    for g, val in enumerate(players[s].get("holds") or []):
        if val and g < len(players):
            out.append(T("cf.ui.holds", gift=T(f"cf.gift.{val}"), v=val, who=players[g]["name"]))
    return out


def _player_stats(p: dict[str, Any]) -> Message:
    return T("cf.ui.stats", cubes=p.get("cubes", 0), cards=p.get("cards", 0), rewards=p.get("rewards", 0),
             stock=p.get("stock", 0), colonies=p.get("colonies", 0), yard=p.get("shipyard", 0), ocean=p.get("ocean", 0))


def _render_players(ctx: _Ctx, seat_tags: list[str]) -> str:
    v = ctx.view
    players = v.get("players") or []
    d = v.get("decision") or {}
    rows = []
    for s, p in enumerate(players):
        tags = []
        if s == v.get("chief"):
            tags.append(f'<span class="tag">{ctx.t(T("cf.ui.chief_tag"))}</span>')
        if s < len(seat_tags) and seat_tags[s]:
            tags.append(f'<span class="tag">{esc(seat_tags[s])}</span>')
        if p.get("passed") and v.get("phase") == "actions":
            tags.append(f'<span class="tag">{ctx.t(T("cf.ui.passed"))}</span>')
        gifts = _gift_lines(v, s)
        gift_html = f'<div class="stats">{ctx.t(T("cf.ui.obliged", gifts=gifts))}</div>' if gifts else ""
        cls = "player active" if d.get("seat") == s else "player"
        rows.append(f'<li class="{cls}">{_swatch(p.get("colour"))}<span class="pname">{esc(p.get("name"))}</span>{"".join(tags)}'
                    f'<span class="score" title="{ctx.t(T("cf.ui.score"))}">{esc(p.get("score", 0))}</span>'
                    f'<div class="stats">{ctx.t(_player_stats(p))}</div>{gift_html}</li>')
    return f'<ul class="players" aria-label="{ctx.t(T("cf.ui.players"))}">{"".join(rows)}</ul>'


# -- game over -------------------------------------------------------------------------------------

def render_outcome(view: dict[str, Any], outcome: dict[str, Any], lang: str = DEFAULT_LANG) -> str:
    """The game-over box: points per source and player, the offices and the winner (with the
    tie-breaks and the Admiral variation named)."""
    players = view.get("players") or []
    scores = outcome.get("scores") or [p.get("score", 0) for p in players]
    winners = set(outcome.get("winners") or [])
    detail = outcome.get("detail") or [{} for _ in players]
    order = sorted(range(len(players)), key=lambda s: (s not in winners, -(scores[s] if s < len(scores) else 0), s))
    head = "".join(f'<th scope="col">{_swatch(players[s].get("colour"))}{esc(players[s]["name"])}{" ★" if s in winners else ""}</th>'
                   for s in order)
    body = []
    for src in data.SOURCES:
        cells = "".join(f"<td>{esc((detail[s] if s < len(detail) else {}).get(src, 0))}</td>" for s in order)
        body.append(f'<tr><th scope="row">{_t(T(f"cf.source.{src}"), lang)}</th>{cells}</tr>')
    total = "".join(f"<td><strong>{esc(scores[s] if s < len(scores) else 0)}</strong></td>" for s in order)
    names = [players[s]["name"] for s in sorted(winners) if s < len(players)]
    title = T("cf.ui.wins", names=names, n=len(names)) if names else T("cf.phase.over")
    offices = outcome.get("offices") or {}
    rows = []
    for office in ("chief", "admiral", "general"):
        holder = offices.get(office)
        who = players[holder]["name"] if isinstance(holder, int) and 0 <= holder < len(players) else T("cf.ui.nobody")
        rows.append(f"<li>{_t(T('cf.ui.office', office=T(f'cf.office.{office}'), who=who), lang)}</li>")
    admiral = (view.get("options") or {}).get("admiral")
    how = T("cf.ui.how_admiral") if admiral else T("cf.ui.how_basic")
    return (f'<h2 id="over-title">{_t(title, lang)}</h2>'
            f'<table class="outcome"><thead><tr><th></th>{head}</tr></thead><tbody>{"".join(body)}'
            f'<tr class="total"><th scope="row">{_t(T("cf.ui.total"), lang)}</th>{total}</tr></tbody></table>'
            f'<h3>{_t(T("cf.ui.offices"), lang)}</h3><ul>{"".join(rows)}</ul><p class="muted">{_t(how, lang)}</p>'
            + render_scoring(view, lang, level=3))


def render_scoring(view: dict[str, Any], lang: str = DEFAULT_LANG, level: int = 2) -> str:
    """The summary after a ministry resolution (``view["scoring"]``): Minister and Secretary
    of every resolved ministry with their points, then the standings; "" if none yet."""
    if not view.get("scoring"):
        return ""
    players = view.get("players") or []
    names = [p.get("name", "") for p in players]

    def who(s: Any) -> Any:
        return names[s] if isinstance(s, int) and 0 <= s < len(names) else T("cf.ui.nobody")

    rows = []
    for m, info in enumerate(view.get("ministries") or []):
        if not info.get("resolved"):
            continue
        chits = info.get("chits") or [0, 0]
        rows.append(f'<tr><th scope="row">{_t(_ministry(m), lang)}</th>'
                    f'<td>{_t(T("cf.sum.office", who=who(info.get("minister")), vp=chits[0]), lang)}</td>'
                    f'<td>{_t(T("cf.sum.office", who=who(info.get("secretary")), vp=chits[1]), lang)}</td></tr>')
    order = sorted(range(len(players)), key=lambda s: (-int(players[s].get("score", 0) or 0), s))
    standings = "".join(f'<li>{_swatch(players[s].get("colour"))}{_t(T("cf.tip.score", who=names[s], n=players[s].get("score", 0)), lang)}</li>'
                        for s in order)
    heading = '<h2 id="scoring-title">' if level == 2 else "<h3>"
    # in the game-over box (level 3) the table of points above holds the standings
    tail = f'<h3>{_t(T("cf.sum.standings"), lang)}</h3><ol class="cf-standings">{standings}</ol>' if level == 2 else ""
    return (f'{heading}{_t(T("cf.sum.title"), lang)}</h{level}>'
            f'<table class="scoring"><thead><tr><th></th><th scope="col">{_t(T("cf.board.minister"), lang)}</th>'
            f'<th scope="col">{_t(T("cf.board.secretary"), lang)}</th></tr></thead><tbody>{"".join(rows)}</tbody></table>'
            + tail)


# -- the app's questions ---------------------------------------------------------------------------

def status_text(view: dict[str, Any], lang: str = DEFAULT_LANG) -> str:
    if view.get("phase") == "over":
        return tr(T("cf.status.over"), lang)
    return tr(T("cf.status.round", round=view.get("round", 1)), lang)


def private_decision(view: dict[str, Any]) -> bool:
    """A turn, a payment, tutoring and discarding show the decider's hand (tutoring is
    secret: the device passes seat by seat); choosing the Chief Minister, a distant land,
    where a candidate goes and whom to give influence to do not."""
    if view.get("phase") == "over":
        return False
    return (view.get("decision") or {}).get("kind") in ("turn", "pay", "tutor", "discard")


def seat_role(view: dict[str, Any], seat: int, lang: str = DEFAULT_LANG) -> str:
    """The seat's colour, and Chief Minister when it holds that post."""
    players = view.get("players") or []
    if not 0 <= seat < len(players):
        return ""
    colour = tr(_colour_name(players[seat].get("colour")), lang)
    if seat == view.get("chief") and view.get("phase") != "over":
        return tr(T("cf.role.chief", colour=colour), lang)
    return colour


def setup_spec(lang: str = DEFAULT_LANG) -> SetupSpec:
    """3-5 seats (the colours go by seat: white, yellow, black, green, purple), the advanced
    game and the Admiral variation."""

    def t(key: str, **kw: Any) -> str:
        return tr(T(key, **kw), lang)

    def seat_title(i: int, options: dict[str, Any], players: int) -> str:
        return t(f"cf.colour.{data.COLOURS[i]}") if i < len(data.COLOURS) else ""

    return SetupSpec(
        modes=tuple(Mode(n, t("ui.setup.mode", n=n), ("advanced", "admiral")) for n in (3, 4, 5)),
        fields=(Field("advanced", "advanced", t("cf.setup.advanced"), "checkbox", default=False, hint=t("cf.setup.advanced_hint")),
                Field("admiral", "admiral", t("cf.setup.admiral"), "checkbox", default=False, hint=t("cf.setup.admiral_hint"))),
        default_players=3,
        colours=False,
        seat_title=seat_title,
    )




# -- the board as text (screen readers) ------------------------------------------------------------

def render_text_view(view: dict[str, Any], lang: str = DEFAULT_LANG) -> str:
    """The board in words: per ministry its officials and offices, the examination, the gifts,
    the lands and the players (only what ``view`` shows)."""

    def t(text: Any) -> str:
        return _t(text, lang)

    players = view.get("players") or []
    names = [p.get("name", "") for p in players]

    def who(s: Any) -> Any:
        return names[s] if isinstance(s, int) and 0 <= s < len(names) else T("cf.ui.nobody")

    phase = T("cf.phase." + str(view.get("phase", "over")))
    out = [f'<p>{t(T("cf.text.status", round=view.get("round", 1), phase=phase, chief=who(view.get("chief"))))}</p>']
    for m, info in enumerate(view.get("ministries") or []):
        items = []
        for sp in range(1, data.SPACES + 1):
            tile = info["tiles"][sp - 1]
            cand = info["candidates"][sp - 1]
            if tile < 0 and not cand:
                items.append(T("cf.tip.empty", official=_official(m, sp)))
                continue
            owner = info["owners"][sp - 1]
            what = T("cf.tip.candidate") if cand else T("cf.tip.official", cost=tile)
            whose = (T("cf.tip.secured_by" if info["secured"][sp - 1] else "cf.tip.bribed_by", who=names[owner])
                     if 0 <= owner < len(names) else T("cf.tip.unbribed"))
            items.append(T("cf.tip.space", official=_official(m, sp), what=what, whose=whose))
        chits = info.get("chits") or [0, 0]
        items.append(T("cf.text.offices", minister=who(info.get("minister")), secretary=who(info.get("secretary")),
                       a=chits[0], b=chits[1]))
        out.append(f'<section data-area="{MINISTRIES[m]}"><h3>{t(_ministry(m))}</h3><ul>'
                   + "".join(f"<li>{t(i)}</li>" for i in items) + "</ul></section>")
    students = view.get("students") or [-1, -1]
    exam = [T("cf.tip.student", who=who(students[i]), space=T(f"cf.student.{k}")) for i, k in enumerate(("red", "white"))]
    if view.get("candidate_any") or view.get("candidate") is not None:
        exam.append(T("cf.text.candidate", candidate=T("cf.candidate.any") if view.get("candidate_any")
                      else T("cf.candidate.of", ministry=_ministry(int(view["candidate"])))))
    exam.append(T("cf.board.candidates_left", n=view.get("candidates_left", 0)))
    out.append(f'<section data-area="exam"><h3>{t(T("cf.board.exam"))}</h3><ul>'
               + "".join(f"<li>{t(i)}</li>" for i in exam) + "</ul></section>")
    lands = [T("cf.text.land", land=T(f"cf.land.{land['id']}"), armies=[names[o] for o in land.get("boxes", []) if 0 <= o < len(names)] or T("cf.ui.nobody"))
             for land in view.get("foreign") or []]
    lands.append(T("cf.text.wall", k=view.get("wall", 0)))
    lands += [T("cf.text.distant", land=T(f"cf.distant.{d['id']}"), who=[names[o] for o in d.get("arrivals", []) if 0 <= o < len(names)] or T("cf.ui.nobody"))
              for d in view.get("distant") or []]
    out.append(f'<section data-area="lands"><h3>{t(T("cf.text.lands"))}</h3><ul>'
               + "".join(f"<li>{t(i)}</li>" for i in lands) + "</ul></section>")
    rows = []
    for s, p in enumerate(players):
        rows.append(T("cf.text.player", who=names[s], colour=_colour_name(p.get("colour")), score=p.get("score", 0),
                      stats=_player_stats(p), gifts=_gift_lines(view, s) or T("cf.ui.nobody")))
    hand = view.get("hand")
    if hand is not None:
        rows.append(T("cf.text.hand", a=hand[0], b=hand[1], c=hand[2]))
        if view.get("held"):
            rows.append(T("cf.ui.rewards_held", cards=[T(f"cf.reward.{k}") for k in view["held"]]))
    out.append(f'<section data-area="players"><h3>{t(T("cf.ui.players"))}</h3><ul>'
               + "".join(f"<li>{t(r)}</li>" for r in rows) + "</ul></section>")
    return "".join(out)


def prompt_message(view: dict[str, Any], seat: int) -> Message | None:
    """What ``seat`` must decide now, as a message (the same text as :func:`turn_prompt`)."""
    d = view.get("decision") or {}
    if view.get("phase") != "over" and d.get("seat") != seat:
        return None
    return prompt(view, seat)


def turn_prompt(view: dict[str, Any], seat: int, lang: str = DEFAULT_LANG) -> str:
    """What ``seat`` must decide now, in words (for the page's live announcements)."""
    d = view.get("decision") or {}
    if view.get("phase") != "over" and d.get("seat") != seat:
        return ""
    text = prompt(view, seat)
    return tr(text, lang) if text else ""


# -- why a click chose nothing ---------------------------------------------------------------------

#: Where the actions of the Actions Box that act elsewhere are chosen (cf.why.place.*).
ELSEWHERE = ("bribe", "secure", "nominate", "invade", "buy-gift", "give-gift", "transfer", "petition",
             "buy-junks", "voyage")


def _ids(legal: Iterable[Any]) -> list[str]:
    return [str(a["id"] if isinstance(a, dict) else a.id) for a in legal]


def cell_at(x: float, y: float) -> str | None:
    """The action of the Actions Box whose cell holds the point ``x, y``, else None."""
    for k, action in enumerate(data.ACTIONS):
        cx, cy = _action_cell(k)
        if cx <= x <= cx + 186 and cy <= y <= cy + 22:
            return action
    return None


def official_at(x: float, y: float) -> tuple[int, int] | None:
    """The official space (ministry index, space 1-7) holding the point ``x, y``, else None."""
    for m in range(3):
        top = MIN_Y + m * (MIN_H + MIN_GAP) + SPACE_Y
        for sp in range(1, data.SPACES + 1):
            left = SPACE_X0 + (sp - 1) * SPACE_DX
            if left <= x <= left + SPACE_W and top <= y <= top + SPACE_W + 20:
                return m, sp
    return None


def _least_cost(view: dict[str, Any], seat: int, action: str) -> tuple[int, str] | None:
    """The least an action of the Actions Box costs ``seat`` (amount, "coins" or "licences"),
    for the actions with a fixed price (C13-C19); None for the others."""
    def holds(m: int) -> bool:
        ministries = view.get("ministries") or []
        return m < len(ministries) and seat in (ministries[m].get("owners") or [])
    if action in ("nominate", "force-exam"):
        return data.EXAM_CASH, "coins"
    if action == "recruit":
        return data.RECRUIT_COST[1 if holds(0) else 0], "licences"
    if action == "buy-junks":
        return rules.junk_cost(1, holds(2)), "coins"
    return None


def why_not(view: dict[str, Any], legal: Iterable[Any], x: float, y: float) -> Message | None:
    """Why a click at ``x, y`` chose nothing, when the board can tell (C11-C23): a cell of the
    Actions Box whose action is chosen elsewhere on the board, costs more cubes than are left
    or more than the hand pays, or has nothing to act on; an official another player holds.
    ``legal`` decides what is possible; this only explains."""
    ids = _ids(legal)
    d = view.get("decision") or {}
    seat = d.get("seat")
    players = view.get("players") or []
    if d.get("kind") != "turn" or not isinstance(seat, int) or not 0 <= seat < len(players):
        return None
    action = cell_at(x, y)
    if action is not None:
        name = T(f"cf.action.{action}")
        if any(action_kind(i) == action for i in ids):
            return T("cf.why.elsewhere", action=name, place=T(f"cf.why.place.{action}")) if action in ELSEWHERE else None
        me = players[seat]
        cubes = int(me.get("cubes", 0) or 0)
        if d.get("via") == "cube":
            need = rules.cube_cost(action, [str(u) for u in me.get("used") or [] if u in data.ACTIONS])
            if need > cubes:
                return T("cf.why.cubes", action=name, n=need, left=cubes)
        price = _least_cost(view, seat, action)
        hand = view.get("hand")
        if price is not None and isinstance(hand, list):
            cost, mode = price
            have = sum(data.card_value(c, mode) * int(hand[c - 1] or 0) for c in data.CARD_COINS if c - 1 < len(hand))
            if cost > have:
                return T("cf.why.money", action=name, cost=cost, mode=T(f"cf.mode.{mode}", n=cost), have=have)
        return T("cf.why.none", action=name)
    spot = official_at(x, y)
    ministries = view.get("ministries") or []
    if spot is not None and spot[0] < len(ministries):
        m, sp = spot
        owners = ministries[m].get("owners") or []
        owner = owners[sp - 1] if sp - 1 < len(owners) else -1
        if isinstance(owner, int) and 0 <= owner < len(players) and owner != seat:
            return T("cf.why.held", official=_official(m, sp), who=players[owner].get("name", ""))
    return None


class Board(Renderer):
    """Confucius's drawings and texts (the contract: :class:`~mingtable.engine.renderer.Renderer`)."""

    viewbox = VIEWBOX
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
