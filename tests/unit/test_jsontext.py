"""JSON from untrusted text: size and nesting are checked before json.loads runs."""

from __future__ import annotations

import json
import random

import pytest

from mingtable.engine import jsontext


def _depth(value: object) -> int:
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    return 0


def _value(rng: random.Random, depth: int) -> object:
    if depth == 0 or rng.random() < 0.25:
        return rng.choice([1, -2.5, None, True, "", "x[", "]}", '\\"[', "{\\", "é\u2028"])
    if rng.random() < 0.5:
        return [_value(rng, depth - 1) for _ in range(rng.randint(0, 2))]
    return {rng.choice(["a", "[", "}", '"']) + str(i): _value(rng, depth - 1) for i in range(rng.randint(0, 2))}


def _nested(rng: random.Random, levels: int, inner: object) -> object:
    for _ in range(levels):
        inner = [inner] if rng.random() < 0.5 else {"k": inner, "[": "]"}
    return inner


def test_depth_is_exact_for_json_text() -> None:
    rng = random.Random(9)
    for _ in range(2000):
        value = _nested(rng, rng.randint(0, 36), _value(rng, 8))
        text = json.dumps(value, indent=rng.choice([None, 1]))
        depth = _depth(value)
        for limit in (depth - 1, depth, depth + 1):
            if limit >= 0:
                assert jsontext.depth_within(text, limit) == (depth <= limit), (text, limit)


@pytest.mark.parametrize("text", [
    "[" * 100_000,
    "[" * 100_000 + "]" * 100_000,
    '{"a":' * 50_000,
    "[{" * 20 + "]" * 40,                   # unbalanced, 40 deep before json.loads fails
    '["' + "[" * 100 + '", ' + "[" * 40,  # brackets in strings do not count, the others do
])
def test_deep_text_is_refused_before_parsing(text: str) -> None:
    with pytest.raises(jsontext.JsonLimitError, match="nested too deeply"):
        jsontext.loads(text, max_chars=10**7)


@pytest.mark.parametrize("text", ['["[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["]', "[1,", "]]]]", "[}", '"\\'])
def test_shallow_bad_text_is_left_to_json(text: str) -> None:
    """Text that is not deep gets json's own verdict (a plain ValueError unless it is valid)."""
    try:
        jsontext.loads(text, max_chars=1000)
    except jsontext.JsonLimitError:
        pytest.fail("shallow text refused as deep")
    except ValueError:
        pass


def test_size_cap_and_non_json_constants() -> None:
    with pytest.raises(jsontext.JsonLimitError, match="too large"):
        jsontext.loads("[1]" + " " * 100, max_chars=100)
    for text in ("NaN", "[Infinity]", '{"a": -Infinity}'):
        with pytest.raises(ValueError):
            jsontext.loads(text, max_chars=100)
    assert jsontext.loads('{"a": [1, "b"]}', max_chars=100) == {"a": [1, "b"]}


class _CountedPairs:
    """``jsontext._PAIR`` that counts its stripping passes and the characters they read."""

    def __init__(self) -> None:
        self.passes = self.read = 0

    def sub(self, repl: str, text: str) -> str:
        self.passes += 1
        self.read += len(text)
        return PAIR.sub(repl, text)


PAIR = jsontext._PAIR


@pytest.mark.parametrize(("text", "within"), [
    ("[" * 1_000_000 + "]" * 1_000_000, False),  # deep: found before any stripping pass
    ("[]" * 1_000_000, True),                     # wide: one pass empties it
    ('\\"' * 1_000_000, True),                  # quotes that never close a string
    ('"' * 2_000_000, True),
    ('"\\' * 1_000_000, True),
    ("[" * 60 + "[]" * 500_000 + "]" * 60, False),  # deep and wide
])
def test_scan_of_hostile_text_reads_it_a_bounded_number_of_times(text: str, within: bool,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The scan is linear: at most MAX_DEPTH + 1 stripping passes over the text's brackets
    (its speed on such text is a figure of ``mingtable bench``, not a timed test)."""
    counted = _CountedPairs()
    monkeypatch.setattr(jsontext, "_PAIR", counted)
    assert jsontext.depth_within(text) is within
    assert counted.passes <= jsontext.MAX_DEPTH + 1
    assert counted.read <= (jsontext.MAX_DEPTH + 1) * len(text)


def test_fuzz_loads_raises_only_value_error() -> None:
    rng = random.Random(10)
    pieces = ["[", "]", "{", "}", '"', "\\", ",", ":", "1", "[" * 3000, "]" * 40, '"a"', "null", "NaN", "1e999"]
    for _ in range(2000):  # a fixed number of cases: no time budget in a test
        text = json.dumps(_value(rng, 6))
        for _ in range(rng.randint(1, 4)):
            i = rng.randint(0, len(text))
            text = text[:i] + rng.choice(pieces) + text[i + rng.randint(0, 3):]
        try:
            value = jsontext.loads(text, max_chars=100_000)
        except ValueError:
            pass
        else:
            assert _depth(value) <= jsontext.MAX_DEPTH
