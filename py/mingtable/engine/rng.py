"""The engine's own seeded PRNG (xoshiro128**), identical on CPython and Pyodide.

Python's ``random`` only promises a stable ``random()`` stream, not ``shuffle`` or
``randrange``; every random decision of a game goes through this class instead.

Two ways of seeding (records say which, docs/architecture.md "Records"): version 1 folds any
seed into 32 bits of state (the games of records of version 1 replay as they were dealt);
version 2 (:meth:`Rng.of_seed`) maps a 128-bit seed one to one onto the 128 bits of state,
so a game's seed is as hard to guess as its 128 bits (issue 32, item 1).
"""

from __future__ import annotations

from typing import MutableSequence, TypeVar

_MASK = 0xFFFFFFFF
_MASK64 = 0xFFFFFFFFFFFFFFFF
_GOLDEN64 = 0x9E3779B97F4A7C15
#: Seeds of version 2 are below this (128 bits: the generator's whole state).
SEED_BITS = 128
T = TypeVar("T")


def _splitmix32(x: int) -> tuple[int, int]:
    x = (x + 0x9E3779B9) & _MASK
    z = x
    z = ((z ^ (z >> 16)) * 0x85EBCA6B) & _MASK
    z = ((z ^ (z >> 13)) * 0xC2B2AE35) & _MASK
    return x, z ^ (z >> 16)


def _mix64(x: int) -> int:
    """splitmix64's output function of ``x`` plus the golden gamma: one to one on 64 bits."""
    z = (x + _GOLDEN64) & _MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return z ^ (z >> 31)


def _rotl(x: int, k: int) -> int:
    return ((x << k) | (x >> (32 - k))) & _MASK


class Rng:
    """xoshiro128**; ``Rng(seed)`` seeds it through splitmix32 from any non-negative integer
    (version 1: 32 bits of state reached), :meth:`of_seed` by a record's version."""

    __slots__ = ("s",)

    def __init__(self, seed: int) -> None:
        x = seed & _MASK
        hi = (seed >> 32) & _MASK
        x ^= _splitmix32(hi)[1]
        s = []
        for _ in range(4):
            x, z = _splitmix32(x)
            s.append(z)
        if not any(s):
            s[0] = 1
        self.s = s

    @classmethod
    def of_seed(cls, seed: int, version: int) -> Rng:
        """The generator of a game of record ``version``. Version 2: the seed's low and high
        64 bits each go through splitmix64's output function, the high ones mixed with the
        low ones' result, so every seed below 2**128 gives its own state and every bit of it
        changes the first numbers drawn."""
        if version == 1:
            return cls(seed)
        if not 0 <= seed < 1 << SEED_BITS:
            raise ValueError("a seed of version 2 has at most 128 bits")
        low = _mix64(seed & _MASK64)
        high = _mix64((seed >> 64) ^ low)
        rng = cls.__new__(cls)
        rng.s = [high & _MASK, high >> 32, low & _MASK, low >> 32]
        if not any(rng.s):
            rng.s[0] = 1
        return rng

    def next_u32(self) -> int:
        s = self.s
        result = (_rotl((s[1] * 5) & _MASK, 7) * 9) & _MASK
        t = (s[1] << 9) & _MASK
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = _rotl(s[3], 11)
        return result

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = (_MASK + 1) - ((_MASK + 1) % n)
        while True:
            r = self.next_u32()
            if r < limit:
                return r % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[T]) -> T:
        return items[self.below(len(items))]

    def getstate(self) -> list[int]:
        return list(self.s)

    def setstate(self, state: list[int]) -> None:
        self.s = list(state)
