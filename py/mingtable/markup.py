"""Markup helpers for the boards and the app: the one escaping function every text goes
through, attributes, buttons, and the render pass the games' boards share."""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from typing import Any, Iterable

from .i18n import DEFAULT_LANG

#: Where a game's panel wants the app's list of every choice (``mingtable.ui.choices.place``
#: puts it there, else at the panel's end).
CHOICES_SLOT = '<div class="choices-slot"></div>'


def esc(text: Any) -> str:
    """Escape any value for use as HTML/SVG text or a double-quoted attribute value."""
    return escape("" if text is None else str(text), quote=True)


def attrs(**values: Any) -> str:
    """Render keyword arguments as escaped attributes (``data_action`` -> ``data-action``).

    ``None`` and ``False`` values are left out; ``True`` gives a bare attribute.
    """
    out = []
    for key, value in values.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        if value is True:
            out.append(f" {name}")
        else:
            out.append(f' {name}="{esc(value)}"')
    return "".join(out)


def action_attrs(action_id: str, label: str) -> str:
    """Attributes that make an element a keyboard-usable button for one legal action."""
    return attrs(data_action=action_id, role="button", tabindex="0", aria_label=label)


def info_attrs(head: str, body: str, *, focus: bool = False) -> str:
    """Attributes that give an element its popover (assets/popover.js): ``data-info-head``
    names the thing, ``data-info`` is its full rules text (plain text, lines apart with "\n"),
    both already in the page's language. The page shows them on hover, keyboard focus and a
    long press. ``focus`` puts an element that is not a button into the tab order, as an image
    named by ``head``, so a keyboard reaches it too."""
    if focus:
        return attrs(data_info_head=head, data_info=body, tabindex="0", role="img", aria_label=head)
    return attrs(data_info_head=head, data_info=body)


def button(text: str, *, action: str | None = None, ui: str | None = None, arg: Any = None,
           label: str | None = None, cls: str = "btn", disabled: bool = False) -> str:
    """An HTML button for a legal action (``data-action``) or an app command (``data-ui``)."""
    return (
        f"<button type=\"button\"{attrs(class_=cls, data_action=action, data_ui=ui, data_arg=arg, aria_label=label, disabled=disabled)}>"
        f"{esc(text)}</button>"
    )


class Layer(str):
    """Markup that is one element (``head`` ... ``tail``) holding ``parts``, one element each
    (Yin Yang's tray: a board per player; its board: the parts of the map and of the Tai-Chi
    board). As a string it is the whole markup; the page puts in again only the parts that
    changed since it was drawn (``mingtable.web.play.PlayScreen._put``)."""

    head: str
    parts: tuple[str, ...]
    tail: str

    def __new__(cls, head: str, parts: Iterable[str], tail: str) -> Layer:
        items = tuple(parts)
        layer = super().__new__(cls, head + "".join(items) + tail)
        layer.head, layer.parts, layer.tail = head, items, tail
        return layer


def legal_map(legal: Iterable[Any], lang: str = "en") -> dict[str, str]:
    """Legal actions (Action objects or ``{"id", "label"}`` dicts) as id -> label (an Action's
    label in ``lang``)."""
    out: dict[str, str] = {}
    for a in legal:
        if isinstance(a, dict):
            out[str(a["id"])] = str(a.get("label", a["id"]))
        else:
            out[str(a.id)] = str(a.label_in(lang))
    return out


@dataclass
class RenderPass:
    """What one render pass of a board needs: the view, the legal actions (id -> label in
    ``lang``), the language, and which actions are drawn already (each is drawn once). A game's
    render module extends it with its own helpers."""

    view: dict[str, Any]
    legal: dict[str, str]
    lang: str = DEFAULT_LANG
    used: set[str] = field(default_factory=set)

    def take(self, action_id: str) -> str | None:
        """The label of a legal action not drawn yet (and mark it drawn), else None."""
        if action_id in self.legal and action_id not in self.used:
            self.used.add(action_id)
            return self.legal[action_id]
        return None
