"""What the page tells the player: the alert and notice regions."""

from __future__ import annotations

from typing import Any

from mingtable.engine.errors import MingTableError
from mingtable.i18n import tr

from .dom import set_text


class UserError(MingTableError):
    """A problem to tell the player in the alert region (its message is a catalogue message)."""


class Messages:
    """The alert and notice regions; what they say is kept as messages, so that a language
    switch words it again."""

    def __init__(self) -> None:
        self._shown: dict[str, Any] = {"alert": "", "notice": ""}

    def say(self, region: str, message: Any, lang: str) -> None:
        """Show ``message`` (a catalogue message, or "" for nothing) in ``region``."""
        self._shown[region] = message
        set_text(region, tr(message, lang) if message else "")

    def redraw(self, lang: str) -> None:
        """Say everything shown again in ``lang``."""
        for region, message in list(self._shown.items()):
            self.say(region, message, lang)
