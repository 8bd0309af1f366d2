"""The engine's own seeded PRNG (xoshiro128**), identical on CPython and Pyodide.

Python's ``random`` only promises a stable ``random()`` stream, not ``shuffle`` or
``randrange``; every random decision of a game goes through this class instead.
"""

from __future__ import annotations

from typing import MutableSequence, TypeVar

_MASK = 0xFFFFFFFF
T = TypeVar("T")


def _splitmix32(x: int) -> tuple[int, int]:
    x = (x + 0x9E3779B9) & _MASK
    z = x
    z = ((z ^ (z >> 16)) * 0x85EBCA6B) & _MASK
    z = ((z ^ (z >> 13)) * 0xC2B2AE35) & _MASK
    return x, z ^ (z >> 16)


def _rotl(x: int, k: int) -> int:
    return ((x << k) | (x >> (32 - k))) & _MASK


class Rng:
    """xoshiro128** seeded through splitmix32 from any non-negative integer seed."""

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
