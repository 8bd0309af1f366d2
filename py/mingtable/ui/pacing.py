"""The speed at which the page shows decisions step by step (bots, automatic steps).

A decision can set off several steps at once (a scoring, combat rounds, a bot's turn); the
page shows them one log entry at a time, this many milliseconds apart, and spaces the bots'
own decisions the same way. "instant" shows only the end. The engine is never paced: the
steps are frames the page captured while the match carried the decision out
(:class:`mingtable.ui.session.Frame`).
"""

from __future__ import annotations

from typing import Any

from . import texts  # noqa: F401 - registers the ui.speed.* texts

SPEED_KEY = "mingtable.speed"
#: speed -> milliseconds between two steps (and before a bot decides)
SPEEDS: dict[str, int] = {"slow": 1200, "normal": 600, "fast": 200, "instant": 0}
DEFAULT_SPEED = "normal"


def read_speed(stored: Any) -> str:
    """The speed stored in the browser, if it is one; else the default."""
    return stored if isinstance(stored, str) and stored in SPEEDS else DEFAULT_SPEED


def step_ms(speed: str) -> int:
    """Milliseconds between two steps at ``speed``."""
    return SPEEDS.get(speed, SPEEDS[DEFAULT_SPEED])
