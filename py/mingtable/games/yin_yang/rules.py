"""Yin Yang rule kernels: small pure functions named after the rulebook's clauses.

Clause names refer to docs/rules/yin-yang.md.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from . import data

_BY_LINES = {lines: name for name, lines in data.TRIGRAMS.items()}


def trigram(lines: tuple[int, int, int]) -> str:
    """The trigram of three lines l1, l2, l3 (1 = yang): l1 is the bottom line of a deep oracle
    field or the innermost of a high oracle field (one bit pattern serves both)."""
    key = tuple(int(bool(x)) for x in lines)
    if len(key) != 3:
        raise ValueError("a trigram has three lines")
    return _BY_LINES[key]  # type: ignore[index]


def kingdom_points(temples: Mapping[int, int], first: int, second: int) -> dict[int, int]:
    """Kingdom majorities: the most temples score ``first``; a tie for the most gives all tied
    ``first`` and nobody scores second place; otherwise the next most (all tied there) score
    ``second``. A seat needs at least one temple to place. Every seat appears in the result."""
    points = {seat: 0 for seat in temples}
    counts = sorted({n for n in temples.values() if n > 0}, reverse=True)
    if not counts:
        return points
    leaders = [s for s, n in temples.items() if n == counts[0]]
    for s in leaders:
        points[s] = first
    if len(leaders) == 1 and len(counts) > 1:
        for s, n in temples.items():
            if n == counts[1]:
                points[s] = second
    return points


def complete_lines(filled: Iterable[tuple[int, int]]) -> set[str]:
    """The lines (rows, columns, diagonals) of the 4x4 development area whose four cells all
    hold goods, whatever their types."""
    cells = set(filled)
    return {line for line, members in data.LINES.items() if all(cell in cells for cell in members)}


def track_tile_points(value: int) -> int:
    """The yin or yang scoring tile: 3 points for every 2 on that track."""
    return 3 * (value // 2)


def turn_order_points(space: int) -> int:
    """The points printed on a space of the turn-order track (our design: a third of the space)."""
    return min(space, data.ORDER_LAST) // 3


def solo_rank(lines: int, kingdoms: int) -> str | None:
    """The solo result (English rank name): ``lines`` complete lines marked by the other
    colour, ``kingdoms`` journey tiles flipped; None when the journey is lost (fewer than 2
    lines or fewer than 4 kingdoms)."""
    if lines < data.SOLO_MIN_LINES or kingdoms < data.SOLO_MIN_KINGDOMS:
        return None
    row = min(lines, data.SOLO_MIN_LINES + len(data.SOLO_RANKS) - 1) - data.SOLO_MIN_LINES
    col = min(kingdoms, len(data.KINGDOMS)) - data.SOLO_MIN_KINGDOMS
    return data.SOLO_RANKS[row][col]


def goods_tile_points(stones: int) -> int:
    """A bronze, bone, jade or silk scoring tile: 2 points per stone of its type owned, in the
    development area or beside it."""
    return data.GOODS_TILE_POINTS * stones


def edge_points(cells: Iterable[tuple[int, int]]) -> int:
    """The outer-edge tile: 1 point per stone on the 12 outer cells."""
    return sum(data.EDGE_POINTS for cell in cells if cell in data.OUTER_CELLS)


def order_tile_points(players: int, place: int) -> int:
    """The turn-order scoring tile: points by final place (0 = first) and player count."""
    return data.ORDER_TILE_POINTS[players][place]


def oracle_splits(yang: int) -> list[tuple[str, str]]:
    """Every (high trigram, deep trigram) the six coins can be laid as: two triples whose yang
    coins add up to ``yang``; a triple can be arranged as any trigram with its yang count."""
    return [(h, d) for h in data.TRIGRAM_ORDER for d in data.TRIGRAM_ORDER
            if data.YANG_COUNT[h] + data.YANG_COUNT[d] == yang]


def pair_sets(yang: int) -> list[tuple[str, ...]]:
    """The ways six coins with ``yang`` yang faces form three pairs (sorted pair kinds)."""
    out = set()
    for a in range(4):  # laoyang pairs
        for b in range(4 - a):  # laoyin pairs
            m = 3 - a - b
            if 2 * a + m == yang:
                out.add(tuple(sorted(["laoyang"] * a + ["laoyin"] * b + ["mixed"] * m)))
    return sorted(out)


def insert_in_order(order: list[int], spaces: Mapping[int, int], seat: int, space: int) -> list[int]:
    """The turn order after ``seat``'s marker lands on ``space``: higher spaces first; a marker
    that lands on an occupied space goes on top of the stack, so before those already there."""
    rest = [s for s in order if s != seat]
    for i, other in enumerate(rest):
        if spaces[other] <= space:
            return rest[:i] + [seat] + rest[i:]
    return rest + [seat]


def frames_passed(start: int, end: int) -> int:
    """Solo: the red-framed spaces a marker lands on or passes moving from ``start`` to ``end``."""
    return sum(1 for f in data.SOLO_FRAMES if start < f <= end)
