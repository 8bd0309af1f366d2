"""JSON from untrusted text (browser storage, imported files, the scripting API) with its size
and nesting checked before :func:`json.loads` runs.

The check comes first because ``json.loads`` recurses once per bracket: 100,000 nested
brackets overflow the stack, and under Pyodide that is a fatal error of the whole interpreter,
not a ``RecursionError``. The nesting is measured on the text's skeleton (strings removed, then
innermost ``[]``/``{}`` pairs stripped one level per pass), all in C-speed regex passes.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..i18n import T
from . import texts as _texts  # noqa: F401 - registers the engine.* texts
from .errors import MingTableError

MAX_DEPTH = 32
"""Far above any Ming Table file (a save nests 4 levels deep)."""
MAX_CHARS = 2_000_000
"""Far above any Ming Table record (a long game is a few kilobytes)."""

# A string runs to its closing quote, or to the end of an unterminated text (linear either way).
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\\?\Z)', re.S)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_PAIR = re.compile(r"\[\]|\{\}")


class JsonLimitError(MingTableError):
    """The text is too large or nested too deeply to be read safely (a ``ValueError``)."""


def depth_within(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether ``json.loads(text)`` nests at most ``limit`` arrays/objects deep.

    Each pass strips the innermost bracket pairs, so ``limit`` passes empty the skeleton of
    any text nested at most that deep. Unmatched brackets stop the stripping; ``json.loads``
    fails at the first of them, at most (passes + unmatched openers) deep.
    """
    skeleton = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if "[" * (limit + 1) in skeleton or "{" * (limit + 1) in skeleton:  # the usual attack, found at once
        return False
    for passes in range(limit + 1):
        shorter = _PAIR.sub("", skeleton)
        if len(shorter) == len(skeleton):
            return passes + shorter.count("[") + shorter.count("{") <= limit
        skeleton = shorter
    return False


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON value")


def loads(text: str, *, max_chars: int = MAX_CHARS, max_depth: int = MAX_DEPTH) -> Any:
    """``json.loads(text)`` after the size and nesting checks; ``NaN``/``Infinity`` are refused.

    Raises :class:`JsonLimitError` for too large or too deep text, ``ValueError`` for text that
    is not JSON; nothing else.
    """
    if not isinstance(text, str):
        raise ValueError("JSON text must be a string")
    if len(text) > max_chars:
        raise JsonLimitError(T("engine.json.large", n=len(text), limit=max_chars))
    if not depth_within(text, max_depth):
        raise JsonLimitError(T("engine.json.deep"))
    try:
        return json.loads(text, parse_constant=_no_constant)
    except RecursionError:  # cannot happen within MAX_DEPTH; kept so the contract holds
        raise JsonLimitError(T("engine.json.deep")) from None
