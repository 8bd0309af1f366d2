"""The value object every game returns from ``legal_actions``."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Action:
    """One decision, one click: a stable id (the save format) and a readable label."""

    id: str
    label: str

    def to_json(self) -> dict[str, str]:
        return {"id": self.id, "label": self.label}
