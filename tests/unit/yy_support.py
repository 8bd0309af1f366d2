"""Helpers of the Yin Yang tests: matches through the facade, a PRNG whose next draws a test
chooses (the coins of a worked example), and the invariants of every position."""

from __future__ import annotations

import json
from typing import Any

import mingtable
from mingtable.engine.match import Match
from mingtable.engine.rng import Rng
from mingtable.games.yin_yang import data
from mingtable.games.yin_yang.game import State

NAMES = ["Jan", "Timo", "Alice", "Shao"]


class Scripted(Rng):
    """A PRNG that returns the scripted values first (each must be below the bound asked)."""

    __slots__ = ("script",)

    def __init__(self, seed: int, script: list[int]) -> None:
        super().__init__(seed)
        self.script = list(script)

    def below(self, n: int) -> int:
        if self.script:
            value = self.script.pop(0)
            assert 0 <= value < n
            return value
        return super().below(n)


def new(players: int, seed: int, **options: Any) -> Match:
    """A game dealt as records of version 1 deal it: the scenarios of these tests were found
    with those deals (newer records deal otherwise, tests/unit/test_facade.py)."""
    return mingtable.new_game("yin-yang", NAMES[:players], seed=seed, options=options, version=1)


def script(m: Match, values: list[int]) -> None:
    """The match's next random draws are ``values`` (coins: 1 = yang)."""
    m._rng = Scripted(1, values)


def ids(m: Match, seat: int | None = None) -> list[str]:
    return [a.id for a in m.legal_actions(seat)]


def snapshot_json(m: Match) -> str:
    return json.dumps(m.rules.snapshot(m.state), sort_keys=True, default=str)


def check_invariants(m: Match) -> None:
    """The issue's invariants: 13 temples per player across supply and map, goods and
    disasters conserved, 40 action tiles, tracks 0-8, one temple per city and none in Luo,
    a turn order consistent with the track."""
    s: State = m.state
    per_type, disasters = data.MAP_STONES[s.n]
    on_map = set(data.side_cities(s.side))
    assert data.CAPITAL not in s.temples and data.CAPITAL not in s.goods and data.CAPITAL not in s.disasters
    assert set(s.temples) <= on_map and set(s.goods) <= on_map and set(s.disasters) <= on_map
    assert not set(s.goods) & set(s.disasters)
    for seat, p in enumerate(s.players):
        assert p["supply"] + sum(1 for o in s.temples.values() if o == seat) == data.TEMPLES_PER_PLAYER
        assert 0 <= p["yin"] <= data.TRACK_MAX and 0 <= p["yang"] <= data.TRACK_MAX
        assert all(len(k) == 2 and key_ok(k) for k in p["grid"])
        if s.step == "arrange":  # solo with free_tiles: the own tiles are being laid
            assert len(set(p["scoring"].values())) == len(p["scoring"]) and set(p["scoring"].values()) <= set(data.SCORING_TILES)
        else:
            assert sorted(p["scoring"].values()) == sorted(data.SCORING_TILES)
        assert len(p["cards"]) + len(p["played"]) == (0 if s.solo else data.CARDS_KEPT)
    goods = len(s.goods) + sum(s.bag.values()) + sum(len(f) for f in s.fields.values())
    goods += sum(len(p["grid"]) + len(p["beside"]) + len(p["held"]) for p in s.players)
    assert goods == 4 * per_type + 4 * data.BAG_PER_TYPE
    for g in data.GOODS:  # and per type
        n = sum(1 for x in s.goods.values() if x == g) + s.bag[g] + sum(f.count(g) for f in s.fields.values())
        n += sum(list(p["grid"].values()).count(g) + p["beside"].count(g) + p["held"].count(g) for p in s.players)
        assert n == per_type + data.BAG_PER_TYPE, g
    assert len(s.disasters) + len(s.removed) == disasters
    assert len(s.removed) <= s.round
    tiles = sum(st[1] for st in s.stacks.values()) + sum(sum(p["tiles"].values()) for p in s.players)
    assert tiles == 40
    assert sorted(st[0] for st in s.stacks.values()) == sorted(data.STACKS)
    assert sorted(s.order) == list(range(s.n))
    assert all(0 <= x <= data.ORDER_LAST for x in s.spaces)
    assert all(s.spaces[a] >= s.spaces[b] for a, b in zip(s.order, s.order[1:]))
    if s.solo:
        assert 0 <= s.flipped <= 7 and sorted(s.journey) == ([] if s.step == "arrange" else sorted(data.JOURNEY))


def key_ok(key: str) -> bool:
    return key[0] in "0123" and key[1] in "0123"


def shuffle_script(items: list[Any], wanted: list[Any]) -> list[int]:
    """The draws that make ``Rng.shuffle(items)`` (Fisher-Yates from the end) give ``wanted``."""
    items = list(items)
    out = []
    for i in range(len(items) - 1, 0, -1):
        j = items.index(wanted[i])
        out.append(j)
        items[i], items[j] = items[j], items[i]
    return out
