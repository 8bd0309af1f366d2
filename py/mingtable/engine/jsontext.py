"""Parsing JSON text that comes from outside (links, files, storage) without deep recursion.

``json.loads`` recurses once per nesting level, so 100,000 brackets raise RecursionError on
CPython and may crash Pyodide's stack. :func:`loads` measures the nesting first, at C speed.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any

MAX_DEPTH = 32  # a record nests 3 deep, a save 4

_STRING = re.compile(r'"(?:[^"\\]|\\.)*+"', re.S)
_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class JsonTextError(ValueError):
    """Text that is not JSON, or JSON nested deeper than allowed."""


def depth(text: str) -> int:
    """How deeply the brackets of JSON ``text`` nest (brackets inside strings do not count)."""
    brackets = _BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0)


def loads(text: str, max_depth: int = MAX_DEPTH) -> Any:
    """``json.loads`` for untrusted text: raises :class:`JsonTextError` (a ``ValueError``) for
    anything that is not JSON nested at most ``max_depth`` deep."""
    if depth(text) > max_depth:
        raise JsonTextError(f"The data is nested more than {max_depth} levels deep.")
    try:
        return json.loads(text)
    except ValueError:
        raise JsonTextError("The data is not valid JSON.") from None
