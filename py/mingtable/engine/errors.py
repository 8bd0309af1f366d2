"""Typed errors of the engine facade (both are ``ValueError``s, as in python-chess)."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action id that is not in ``legal_actions`` for that seat right now."""


class BadRecord(ValueError):
    """A record (save, link, file) that is malformed, tampered or does not replay."""
