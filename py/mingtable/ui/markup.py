"""Markup helpers: the one escaping function every text in the app goes through."""

from __future__ import annotations

from html import escape
from typing import Any, Iterable


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


def button(text: str, *, action: str | None = None, ui: str | None = None, arg: Any = None,
           label: str | None = None, cls: str = "btn", disabled: bool = False) -> str:
    """An HTML button for a legal action (``data-action``) or an app command (``data-ui``)."""
    return (
        f"<button type=\"button\"{attrs(class_=cls, data_action=action, data_ui=ui, data_arg=arg, aria_label=label, disabled=disabled)}>"
        f"{esc(text)}</button>"
    )


def legal_map(legal: Iterable[Any], lang: str | None = None) -> dict[str, str]:
    """Legal actions (Action objects or ``{"id", "label"}`` dicts) as id -> label (in ``lang``
    when given and the action carries a message)."""
    out: dict[str, str] = {}
    for a in legal:
        if isinstance(a, dict):
            out[str(a["id"])] = str(a.get("label", a["id"]))
        elif lang is not None and hasattr(a, "label_in"):
            out[str(a.id)] = str(a.label_in(lang))
        else:
            out[str(a.id)] = str(a.label)
    return out
