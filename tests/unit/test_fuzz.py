"""Fuzzing the two doors through which outside data comes in (issue 6.18).

Hundreds of seeded mutations of real records (tests/fixtures) and thousands of real share
links, a fixed number per test (the same inputs on every machine). The contracts:

- ``mingtable.load`` raises ``BadRecord`` and nothing else, or returns a match whose record
  loads again to the same record and state;
- ``decode_link`` raises ``ShareError`` and nothing else, or returns ``(record dict, bots)``
  with ``bots`` None or one valid entry per player.
"""

from __future__ import annotations

import base64
import json
import random
import zlib
from pathlib import Path
from typing import Any, Callable

import pytest

import mingtable
from mingtable.engine import jsontext
from mingtable.ui.share import BOT_KINDS, ShareError, decode_link, encode_link

FIXTURES = sorted((Path(__file__).parent.parent / "fixtures").glob("*.json"))
RECORD_INPUTS = 1500  # mutated records (each load replays a whole game)
LINK_INPUTS = 3000  # mutated share links


def _golden() -> list[dict[str, Any]]:
    out = []
    for path in FIXTURES:
        record = json.loads(path.read_text())
        record.pop("outcome", None)
        out.append(record)
    return out


GOLDEN = _golden()
#: Shorter prefixes of the golden records: cheaper to replay, and other positions.
PREFIXES = [dict(r, actions=r["actions"][:cut]) for r in GOLDEN for cut in (0, 3, 12, 40, 120)]
RECORDS = GOLDEN + PREFIXES


def _base(rng: random.Random) -> dict[str, Any]:
    return rng.choice(GOLDEN if rng.random() < 0.05 else PREFIXES)


def _copy(value: Any) -> Any:
    """A copy of a JSON value (faster than copy.deepcopy)."""
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


def _nested(levels: int, inner: Any = 0) -> Any:
    value = inner
    for _ in range(levels):
        value = [value]
    return value


def _odd_value(rng: random.Random, deep: bool = True) -> Any:
    """A value of a surprising type or size (very deep ones only if ``deep``)."""
    if not deep:
        return rng.choice([None, True, 1.0, 2**63, "", "\ud800", [], {}, _nested(5)])
    return rng.choice([
        lambda: None, lambda: True, lambda: False, lambda: 0, lambda: 1, lambda: 1.0, lambda: -1,
        lambda: 2**63, lambda: 10**5000, lambda: -(10**400), lambda: float("nan"), lambda: 1e308,
        lambda: "", lambda: "1" * 4301 + ":pass", lambda: "x" * rng.choice([41, 65, 100_000]),
        lambda: "\ud800", lambda: "\x00\n\x7f", lambda: "0:", lambda: "9:pass", lambda: "00:pass",
        lambda: [], lambda: {}, lambda: [None] * 3, lambda: {"a": 1},
        lambda: _nested(rng.choice([5, 40, 50_000])), lambda: {"x": _nested(1000)},
    ])()


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place in a JSON value (a key or an index), the value itself first."""
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, prefix + (k,))
    elif isinstance(value, list) and len(value) <= 40:
        for i, v in enumerate(value):
            out += _paths(v, prefix + (i,))
    elif isinstance(value, list):  # long action lists: a few places only
        for i in sorted({0, len(value) - 1, *(random.Random(len(value)).randrange(len(value)) for _ in range(8))}):
            out += _paths(value[i], prefix + (i,))
    return out


def _set(root: Any, path: tuple, new: Any) -> Any:
    if not path:
        return new
    parent = root
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = new
    return root


def _get(root: Any, path: tuple) -> Any:
    for key in path:
        root = root[key]
    return root


def mutate_value(record: dict[str, Any], rng: random.Random, last: bool = True) -> Any:
    """One structural change: replace, retype, delete or insert somewhere in the record
    (values too deep to copy again only in the ``last`` change)."""
    value = _copy(record)
    path = rng.choice(_paths(value))
    old = _get(value, path)
    kind = rng.randrange(8)
    if kind == 0 or not path:
        return _set(value, path, _odd_value(rng, last))
    parent = _get(value, path[:-1])
    if kind == 1:  # delete
        del parent[path[-1]]
        return value
    if kind == 2 and isinstance(parent, list):  # insert or duplicate
        parent.insert(path[-1], rng.choice([old, _odd_value(rng, last), _copy(rng.choice(parent))]))
        return value
    if kind == 3:  # the same value, another type
        swapped = {str: lambda v: [v], int: lambda v: str(v), bool: lambda v: int(v), float: lambda v: int(v) if v == v and abs(v) < 1e18 else 0,
                   list: lambda v: {str(i): x for i, x in enumerate(v)}, dict: lambda v: list(v.values()), type(None): lambda v: 0}
        return _set(value, path, swapped[type(old)](old))
    if kind == 4 and isinstance(old, str):  # edit a string: a seat prefix, a character, a cut
        edits = [lambda s: f"{rng.randrange(12)}:{s}", lambda s: s[:rng.randrange(len(s) + 1)],
                 lambda s: s + rng.choice(["-", "X", "0", "\ud800"]), lambda s: s.replace("-", "_", 1), lambda s: s.upper()]
        return _set(value, path, rng.choice(edits)(old))
    if kind == 5 and isinstance(old, int) and not isinstance(old, bool):
        return _set(value, path, old + rng.choice([-1, 1, 2**32, -(2**63), 2**64]))
    if kind == 6 and isinstance(value.get("actions"), list) and value["actions"]:  # reorder the actions
        acts = value["actions"]
        i, j = rng.randrange(len(acts)), rng.randrange(len(acts))
        acts[i], acts[j] = acts[j], acts[i]
        return value
    if kind == 7 and isinstance(value.get("actions"), list):  # a long record
        value["actions"] = value["actions"] + ["return-card-0"] * rng.choice([2, 10_001])
        return value
    return _set(value, path, _odd_value(rng, last))


def mutate_text(text: str, rng: random.Random, alphabet: str) -> str:
    """Flip, delete or insert characters (a few, or a run)."""
    chars = list(text)
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(chars) + 1)
        op = rng.randrange(4)
        if op == 0 and i < len(chars):
            chars[i] = rng.choice(alphabet)
        elif op == 1 and i < len(chars):
            del chars[i:i + rng.choice([1, 1, 2, 10])]
        elif op == 2:
            chars[i:i] = rng.choice(alphabet) * rng.choice([1, 1, 3, 500])
        else:
            chars[i:i] = list(rng.choice(['"', "[", "{", "]", "}", ",", ":", "\\u", "1e999", "-", "9" * 5000]))
    return "".join(chars)


def run_fuzz(make: Callable[[random.Random], Any], check: Callable[[Any], str], seed: int, inputs: int) -> dict[str, int]:
    """Feed ``inputs`` mutated inputs to ``check``; count its verdicts."""
    rng = random.Random(seed)
    verdicts: dict[str, int] = {}
    for _ in range(inputs):
        verdict = check(make(rng))
        verdicts[verdict] = verdicts.get(verdict, 0) + 1
    return verdicts


def check_load(value: Any) -> str:
    try:
        match = mingtable.load(value)
    except mingtable.BadRecord as exc:
        assert 0 < len(str(exc)) < 400, str(exc)[:500]
        return "refused"
    record = match.record()
    json.dumps(record, ensure_ascii=False, allow_nan=False).encode("utf-8")  # storable anywhere
    again = mingtable.load(record)
    assert again.record() == record and again.state_hash() == match.state_hash()
    return "loaded"


def _load_input(rng: random.Random) -> Any:
    record = _base(rng)
    roll = rng.random()
    if roll < 0.6:
        value = record
        changes = rng.choice([1, 1, 2, 3])
        for k in range(changes):
            value = mutate_value(value, rng, last=k == changes - 1) if isinstance(value, dict) else value
        return value
    if roll < 0.95:  # damaged JSON text, as a file or a save would bring it
        text = mutate_text(json.dumps(record), rng, alphabet=' "[]{}:,0123456789abcdefxyz-\\')
        try:
            return jsontext.loads(text)
        except ValueError:
            return record
    return _odd_value(rng)  # not even an object


def test_load_keeps_its_contract_on_mutated_records() -> None:
    verdicts = run_fuzz(_load_input, check_load, seed=6010, inputs=RECORD_INPUTS)
    assert verdicts.get("refused", 0) > 100 and verdicts.get("loaded", 0) > 20, verdicts


LINKS = [encode_link(r, bots) for r in RECORDS[::3] for bots in (None, [None] * (len(r["players"]) - 1) + ["greedy"])]
_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


def _pack(data: bytes) -> str:
    return "g=" + base64.urlsafe_b64encode(zlib.compress(data)).decode().rstrip("=")


def _link_input(rng: random.Random) -> str:
    link = rng.choice(LINKS)
    roll = rng.random()
    if roll < 0.4:  # the fragment as typed or cut in a chat
        return mutate_text(link, rng, alphabet=_B64 + "=#%/ \u00e9")
    payload = zlib.decompress(base64.urlsafe_b64decode(link[2:] + "=" * (-len(link[2:]) % 4)))
    if roll < 0.6:  # damaged compressed bytes
        packed = bytearray(zlib.compress(payload))
        for _ in range(rng.randint(1, 3)):
            packed[rng.randrange(len(packed))] = rng.randrange(256)
        return "g=" + base64.urlsafe_b64encode(bytes(packed)).decode().rstrip("=")
    if roll < 0.75:  # damaged JSON inside an intact wrapping, also bytes that are not UTF-8
        text = mutate_text(payload.decode(), rng, alphabet=' "[]{}:,0123456789abcxyz-\\')
        data = text.encode("utf-8", "surrogatepass")
        if rng.random() < 0.2:
            data += bytes([rng.randrange(128, 256)])
        return _pack(data)
    # a structurally mutated record, re-encoded as the app would
    record = json.loads(payload)
    value = mutate_value(record, rng)
    try:
        text = json.dumps(value)
    except (ValueError, RecursionError):  # a number too large or a value too deep to write out
        text = json.dumps(record)
    if rng.random() < 0.1:
        text = "[" * 20_000 + text + "]" * 20_000
    return _pack(text.encode())


def check_link(fragment: str) -> str:
    try:
        record, bots = decode_link(fragment)
    except ShareError as exc:
        assert 0 < len(str(exc)) < 300
        return "refused"
    assert isinstance(record, dict)
    if bots is not None:
        players = record.get("players")
        assert isinstance(bots, list) and all(b is None or b in BOT_KINDS for b in bots)
        assert not isinstance(players, list) or len(bots) == len(players)
    check_load(record)  # and the record it carries keeps load's contract
    return "decoded"


def test_decode_link_keeps_its_contract_on_mutated_links() -> None:
    verdicts = run_fuzz(_link_input, check_link, seed=6018, inputs=LINK_INPUTS)
    assert verdicts.get("refused", 0) > 100 and verdicts.get("decoded", 0) > 50, verdicts
