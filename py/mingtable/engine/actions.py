"""The value object every game returns from ``legal_actions``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..i18n import DEFAULT_LANG, tr


@dataclass(frozen=True, slots=True)
class Action:
    """One decision, one click: a stable id (the save format) and what it says.

    ``text`` is a catalogue message (:func:`mingtable.i18n.T`); ``label`` is its English text,
    ``label_in(lang)`` the text in any language.
    """

    id: str
    text: Any

    @property
    def label(self) -> str:
        return tr(self.text, DEFAULT_LANG)

    def label_in(self, lang: str) -> str:
        return tr(self.text, lang)

    def to_json(self, lang: str = DEFAULT_LANG) -> dict[str, str]:
        return {"id": self.id, "label": tr(self.text, lang)}
