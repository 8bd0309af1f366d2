"""Ming-Dynastie rule kernels: small pure functions named after the rulebook's clauses.

Participants are plain ints (seats; in 2-player games the neutral is one more participant).
See docs/rules/ming-dynastie.md for the clauses (R-xx) each function implements.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from . import data


def city_moves(counts: Mapping[int, int]) -> dict[int, int]:
    """How many figures each participant moves from a district's open area into the city
    (scoring 4.1, R-32).

    The sole leader moves 2 (only 1 if that is all it has); a single clear second moves 1;
    two or three tied leaders move 1 each and nobody else moves; four tied leaders move
    nothing; a tie for second moves nobody. Every key of ``counts`` is in the result.
    """
    moves = {p: 0 for p in counts}
    present = {p: c for p, c in counts.items() if c > 0}
    if not present:
        return moves
    top = max(present.values())
    leaders = [p for p, c in present.items() if c == top]
    if len(leaders) >= 4:
        return moves
    if len(leaders) >= 2:
        for p in leaders:
            moves[p] = 1
        return moves
    leader = leaders[0]
    moves[leader] = min(2, top)
    rest = {p: c for p, c in present.items() if p != leader}
    if rest:
        second = max(rest.values())
        seconds = [p for p, c in rest.items() if c == second]
        if len(seconds) == 1:
            moves[seconds[0]] = 1
    return moves


def city_majority_bonus(remaining: Mapping[int, tuple[int, int, int]]) -> dict[int, int]:
    """The city majority bonus (scoring 4.2, R-36) from the figures each participant still
    has in each of the city's three district groups after the returns.

    Most figures takes 4 points; a tie goes to the tied participant present in more
    district groups; a remaining tie splits the 4 points, rounded down.
    """
    bonus = {p: 0 for p in remaining}
    totals = {p: sum(groups) for p, groups in remaining.items()}
    if not totals or max(totals.values()) == 0:
        return bonus
    top = max(totals.values())
    tied = [p for p, t in totals.items() if t == top]
    if len(tied) > 1:
        spread = {p: sum(1 for g in remaining[p] if g > 0) for p in tied}
        widest = max(spread.values())
        tied = [p for p in tied if spread[p] == widest]
    share = data.CITY_BONUS // len(tied)
    for p in tied:
        bonus[p] = share
    return bonus


def city_figure_points(round_no: int, figures: int) -> int:
    """Points for own figures left in a city: 4 / 3 / 0 each after rounds 2 / 4 / 6."""
    return data.CITY_FIGURE_POINTS[round_no] * figures


def six_colour_set_points(round_no: int) -> int:
    """A complete set of 6 different tiles, exchanged at once: 28 / 24 / 20 points."""
    return data.SET6_POINTS[round_no]


def has_six_colour_set(tiles: Sequence[int]) -> bool:
    """True when a player holds at least one tile of every province colour."""
    return all(t > 0 for t in tiles)


def final_tile_points(tiles: Sequence[int]) -> tuple[int, int]:
    """End of game (R-40): points for sets of 5 different colours (10 each), then 1 per
    leftover tile. Called after the 6-colour sets are exchanged, so at most 5 colours
    remain. Returns (points for 5-colour sets, points for leftover tiles)."""
    held = [t for t in tiles if t > 0]
    sets = min(held) if len(held) == 5 else 0
    leftover = sum(tiles) - 5 * sets
    return sets * data.SET5_POINTS_FINAL, leftover * data.TILE_POINT_FINAL


def cloister_points(figures: int) -> int:
    """4 points per own figure in a cloister at every scoring (4.3)."""
    return data.CLOISTER_POINTS * figures


def neutral_keeps(neutral: int, best_player: int) -> int:
    """2-player rule (R-38): how many neutral figures stay in a city.

    With the sole majority the neutral keeps just enough to stay ahead of the strongest
    player (one more than them); otherwise all its figures return to their districts."""
    return best_player + 1 if neutral > best_player else 0


def start_player_chooser(
    scores: Sequence[int], cloister_figures: Sequence[int], start_player: int, after_round: int
) -> int:
    """4-player exception (round end, R-41): who names the next start player.

    After round 4 the player with the second fewest points, after round 5 the player with
    the fewest; ties go to the one with more figures in cloisters, then to the first of
    them clockwise from the left neighbour of the current start player."""
    n = len(scores)
    position = {4: 1, 5: 0}[after_round]
    target = sorted(scores)[position]
    candidates = [s for s in range(n) if scores[s] == target]
    most = max(cloister_figures[s] for s in candidates)
    candidates = [s for s in candidates if cloister_figures[s] == most]
    order = [(start_player + 1 + k) % n for k in range(n)]
    return next(s for s in order if s in candidates)
