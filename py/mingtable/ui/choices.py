"""The decision panel's list of choices: every legal action as a real button, for any game.

The board shows the choices where they act; this list holds the same choices as buttons
with the action's label, so every one can be tapped on a phone (a target of at least 24x24
CSS px, assets/app.css) and reached by keyboard. A button carries ``data-choice="<id>"``
(not ``data-action``, which marks the one board or panel element of an action); a click
applies the action exactly as a click on the board does (assets/mingtable.js).

A game's panel may hold :data:`mingtable.markup.CHOICES_SLOT` where the list belongs (after the prompt and the
game's own buttons); without it the list goes at the end of the panel (:func:`place`).
"""

from __future__ import annotations

import html
import re
from typing import Any, Iterable, Sequence

from ..i18n import DEFAULT_LANG, T, tr
from ..markup import CHOICES_SLOT, attrs, esc
from . import texts as _texts  # noqa: F401 - registers the ui.* texts


def group_key(action_id: str) -> str:
    """The kind of an action, from its id: the part before the first ``-`` ("place-SX" ->
    "place", "move-SX2-JUNK" -> "move"); ids without one form their own group."""
    return action_id.split("-", 1)[0] if "-" in action_id else ""


def groups(legal: Iterable[Any], lang: str = DEFAULT_LANG) -> list[list[tuple[str, str]]]:
    """The legal actions as ``(id, label in lang)``, grouped by :func:`group_key` in the order
    each kind first appears (a long list of placements stays together, apart from "pass")."""
    out: dict[str, list[tuple[str, str]]] = {}
    for action in legal:
        action_id = str(action.id)
        out.setdefault(group_key(action_id), []).append((action_id, str(action.label_in(lang))))
    return list(out.values())


def render_choices(legal: Iterable[Any], lang: str = DEFAULT_LANG) -> str:
    """A ``<details>`` holding every legal action as a ``<button type="button">`` (empty
    markup when there is nothing to decide). assets/mingtable.js opens it on narrow screens
    and keeps the player's choice to open or close it."""
    grouped = groups(legal, lang)
    count = sum(len(g) for g in grouped)
    if not count:
        return ""
    body = []
    for group in grouped:
        buttons = "".join(f'<button type="button"{attrs(class_="btn choice", data_choice=action_id)}>{esc(label)}</button>'
                          for action_id, label in group)
        body.append(f'<div class="choice-group">{buttons}</div>')
    summary = tr(T("ui.choices.title", n=count), lang)
    return (f'<details class="choices" id="choices"><summary>{esc(summary)}</summary>'
            f'<div class="choice-list" id="choice-list">{"".join(body)}</div></details>')


_ACTION_ATTR = re.compile(r'data-action="([^"]*)"')


def not_in(legal: Iterable[Any], markup: str) -> list[Any]:
    """The legal actions that have no element (``data-action``) in ``markup``, in their order."""
    drawn = {html.unescape(m) for m in _ACTION_ATTR.findall(markup)}
    return [action for action in legal if str(action.id) not in drawn]


def place(panel: str, markup: str) -> str:
    """The panel with ``markup`` (the list) at its :data:`~mingtable.markup.CHOICES_SLOT`, else at its end."""
    if CHOICES_SLOT in panel:
        return panel.replace(CHOICES_SLOT, markup, 1)
    return panel + markup


def why_not(ask: Any, why: Any = None, deciders: Sequence[str] = (), over: bool = False) -> Any:
    """What the alert region says after a click on the board or a card that is no legal choice
    now (legal_actions alone decides that): the game is over; someone else decides
    (``deciders``, the names of the seats to move, when the person here has no choice); else
    the game's own reason ``why`` (a message, say "costs 4 coins, you have 3") if it has one,
    then what the prompt asks (``ask``, a message)."""
    if over:
        return T("ui.why.over")
    if deciders:
        return T("ui.why.wait", who=list(deciders), n=len(deciders))
    if why:
        return T("ui.why.because", why=why, ask=ask or "")
    return T("ui.why.not_now", ask=ask) if ask else T("ui.why.plain")
