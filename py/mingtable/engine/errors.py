"""Typed errors of the engine facade (both are ``ValueError``s, as in python-chess), and the one
helper that puts an untrusted value into an error message."""

from __future__ import annotations

from typing import Any

from ..i18n import DEFAULT_LANG, tr
from .words import article

ECHO_LIMIT = 40


class MingTableError(ValueError):
    """An error whose message is a catalogue message: ``str()`` gives English,
    ``text_in(lang)`` any language."""

    def __init__(self, text: Any) -> None:
        self.text = text
        super().__init__(tr(text, DEFAULT_LANG))

    def text_in(self, lang: str) -> str:
        return tr(self.text, lang)


class IllegalAction(MingTableError):
    """An action id that is not in ``legal_actions`` for that seat right now."""


class BadRecord(MingTableError):
    """A record (save, link, file) that is malformed, tampered or does not replay."""


def message_of(exc: BaseException) -> Any:
    """What an error says, as a catalogue message where it has one (for another message's field)."""
    return exc.text if isinstance(exc, MingTableError) else str(exc)


def error_text(exc: BaseException, lang: str) -> str:
    """The message of any error in ``lang`` (catalogue errors are translated)."""
    return exc.text_in(lang) if isinstance(exc, MingTableError) else str(exc)


def echo(value: Any, limit: int = ECHO_LIMIT) -> str:
    """A short, safe rendering of any value for an error message: strings are quoted and cut
    to ``limit`` characters, huge numbers and containers are named, never expanded (so a
    hostile value can neither flood the message nor fail while being formatted)."""
    if isinstance(value, str):
        return repr(value[:limit]) + ("…" if len(value) > limit else "")
    if value is None or isinstance(value, (bool, float)):
        return repr(value)
    if isinstance(value, int):
        return repr(value) if value.bit_length() <= 64 else "a very large number"
    return article(type(value).__name__)
