"""The Ming Voyages rule kernels: small pure functions named after the rulebook's clauses.

Clause numbers (R1-R18) refer to docs/rules/ming-voyages.md.
"""

from __future__ import annotations

from typing import Sequence

from . import data

STRONG, MODERATE, WEAK = 2, 1, 0  # triple, pair, three different numbers


def roll_strength(dice: Sequence[int]) -> tuple[int, int]:
    """Category and value of three combat dice (combat A): a triple counts all three dice,
    a pair its paired value, anything else its highest die."""
    a, b, c = sorted(dice)
    if a == c:
        return STRONG, a
    if a == b or b == c:
        return MODERATE, b
    return WEAK, c


def combat_result(attack: Sequence[int], defence: Sequence[int]) -> tuple[str | None, int]:
    """Which side loses a combat round and how many units the category rule takes (combat E,
    R8): a better category is a crushing blow (2), the same category with a higher value a
    normal loss (1), equal category and value a stalemate (None, 0). Settlement exceptions
    are applied by the caller."""
    att, dfn = roll_strength(attack), roll_strength(defence)
    if att == dfn:
        return None, 0
    loser = "defender" if att > dfn else "attacker"
    return loser, (2 if att[0] != dfn[0] else 1)


def voyage_succeeds(dice: Sequence[int], gold: int, junks: int, bonus: int = 0) -> bool:
    """A voyage succeeds if any die is below the gold plus junks sent (plus a card's bonus)."""
    target = gold + junks + bonus
    return any(d < target for d in dice)


def weak_victory(voyages_done: int, emperor_borderlands: int, barbarian_borderlands: int) -> tuple[int, int, str]:
    """End-of-game sums (weak victory): the Emperor counts his borderlands and completed
    voyages, the Barbarian his borderlands and the voyages not completed; the Barbarian wins
    ties. Returns (Emperor's sum, Barbarian's sum, winning side)."""
    emperor = emperor_borderlands + voyages_done
    barbarian = barbarian_borderlands + (7 - voyages_done)
    return emperor, barbarian, ("emperor" if emperor > barbarian else "barbarian")


def match_points(kind: str, winner: str, emperor_sum: int, barbarian_sum: int) -> dict[str, int]:
    """Points of one game of a two-game match: 12 to the winner of a major victory, else each
    side its own sum with +1 to the Barbarian on a tie."""
    if kind == "major":
        return {"emperor": 12 if winner == "emperor" else 0, "barbarian": 12 if winner == "barbarian" else 0}
    bonus = 1 if emperor_sum == barbarian_sum else 0
    return {"emperor": emperor_sum, "barbarian": barbarian_sum + bonus}


class Material:
    """What is left in the supply, for any object holding the pieces on the board
    (``armies``, ``hordes``, ``settlements`` per area, ``gold_h``, ``gold_sea``,
    ``junks_sea`` and ``voyages``): all material is limited (R11), and junks on completed
    voyage spaces never return."""

    armies: dict[str, int]
    hordes: dict[str, int]
    settlements: dict[str, int]
    gold_h: int
    gold_sea: int
    junks_sea: int
    voyages: list[bool]

    __slots__ = ()

    def done(self) -> int:
        """Completed voyages."""
        return sum(self.voyages)

    def supply(self, piece: str) -> int:
        if piece == "armies":
            return data.ARMIES - sum(self.armies.values())
        if piece == "hordes":
            return data.HORDES - sum(self.hordes.values())
        if piece == "settlements":
            return data.SETTLEMENTS - sum(self.settlements.values())
        if piece == "gold":
            return data.GOLD - self.gold_h - self.gold_sea
        return data.JUNKS - self.junks_sea - self.done()

    def pieces(self, piece: str, area: str) -> int:
        """How many of ``piece`` lie in ``area``; gold counts only in the heartland (sea gold
        is out of reach of card effects, R5)."""
        if piece == "gold":
            return self.gold_h if area == data.HEARTLAND else 0
        if piece == "junks":
            return self.junks_sea if area == data.SEA else 0
        return self._table(piece).get(area, 0)

    def put(self, piece: str, area: str, n: int) -> None:
        """Add ``n`` of ``piece`` to ``area`` (take them away if ``n`` is negative)."""
        if piece == "gold":
            assert area == data.HEARTLAND
            self.gold_h += n
        elif piece == "junks":
            assert area == data.SEA
            self.junks_sea += n
        else:
            self._table(piece)[area] += n

    def _table(self, piece: str) -> dict[str, int]:
        return {"armies": self.armies, "hordes": self.hordes, "settlements": self.settlements}[piece]
