"""Confucius: the pure rule kernels (docs/rules/confucius.md; each tested against the
rulebook's worked examples in tests/unit/test_cf_kernels.py).

Seats are ints; official spaces are numbered 1 (most senior) to 7 (most junior); a gift is
named by (holder, giver) with its value.
"""

from __future__ import annotations

from . import data


def action_cubes(gifts_given: int, gifts_held: int) -> int:
    """Count Gifts: active cubes for the round from the active gifts a player has given and
    holds: none 3, one or two 4, three or more 5."""
    x = gifts_given + gifts_held
    return 3 if x == 0 else 4 if x <= 2 else 5


def cube_cost(action: str, earlier: list[str]) -> int:
    """Cubes an Actions Box action costs, given the player's own cube-paid actions earlier in
    this phase: 1 for the first use, 2 for a repeat or after its paired action; No Action
    and Commercial Income always 1, Petition always 2, Transfer Influence 0."""
    if action not in data.ACTIONS:
        raise ValueError(f"unknown action {action!r}")
    if action == "transfer":
        return 0
    if action == "petition":
        return 2
    if action in ("no-action", "commercial"):
        return 1
    pair = data.PAIRS.get(action)
    return 2 if action in earlier or (pair is not None and pair in earlier) else 1


def junk_cost(junks: int, gongbu: bool) -> int:
    """Cash for buying 1-4 junks in one action (the cheaper column with a Gongbu official)."""
    if junks not in data.JUNK_COST:
        raise ValueError("one action buys 1 to 4 junks")
    return data.JUNK_COST[junks][1 if gongbu else 0]


# -- ministry resolution ------------------------------------------------------------------------


def influence(credit: dict[int, int]) -> dict[int, int]:
    """Markers (own and temporary) each participant has in a ministry."""
    out: dict[int, int] = {}
    for seat in credit.values():
        out[seat] = out.get(seat, 0) + 1
    return out


def most_senior(credit: dict[int, int], seat: int) -> int:
    """The number of the most senior space credited to ``seat`` (own or temporary, ruling 3)."""
    return min(space for space, s in credit.items() if s == seat)


def least_influence(credit: dict[int, int]) -> int:
    """The participant eliminated next: the least influence; a tie goes against the one whose
    most senior official sits on the highest-numbered (least senior) space."""
    counts = influence(credit)
    low = min(counts.values())
    tied = [s for s, k in counts.items() if k == low]
    return max(tied, key=lambda s: most_senior(credit, s))


def recipients(loser: int, remaining: list[int], gifts: dict[tuple[int, int], int]) -> list[int]:
    """Who an eliminated participant may give its influence to: the remaining givers of the
    highest-value gift it holds (gift obligation 4), else any remaining participant."""
    held = {g: gifts[(loser, g)] for g in remaining if gifts.get((loser, g), 0) > 0}
    if held:
        top = max(held.values())
        return sorted(g for g, v in held.items() if v == top)
    return sorted(remaining)


def eliminate(credit: dict[int, int], loser: int, to: int) -> dict[int, int]:
    """The credit after ``loser`` gives all its influence (own and temporary) to ``to``."""
    return {space: (to if seat == loser else seat) for space, seat in credit.items()}


def top_two(credit: dict[int, int]) -> tuple[int | None, int | None]:
    """Minister and Secretary among at most two participants: a sole one is both; of two,
    more influence is Minister, equal influence goes to the most senior official."""
    counts = influence(credit)
    if not counts:
        return None, None
    if len(counts) == 1:
        only = next(iter(counts))
        return only, only
    a, b = sorted(counts, key=lambda s: (-counts[s], most_senior(credit, s)))
    return a, b


def ministry_resolution(
    officials: dict[int, int],
    gifts: dict[tuple[int, int], int],
    choices: dict[int, int] | None = None,
) -> tuple[int | None, int | None, list[tuple[int, int]]]:
    """Resolve a ministry: eliminate the least influential participant until two remain,
    each giving its influence as gift obligation 4 demands or as ``choices`` says where it
    may choose (default: the lowest seat it may give to). Returns (Minister, Secretary, the
    gifts cancelled by obligation 4 as (holder, giver))."""
    choices = choices or {}
    credit = dict(officials)
    cancelled: list[tuple[int, int]] = []
    while len(influence(credit)) > 2:
        loser = least_influence(credit)
        remaining = [s for s in influence(credit) if s != loser]
        options = recipients(loser, remaining, gifts)
        to = choices.get(loser, options[0])
        if to not in options:
            raise ValueError(f"seat {loser} may not give its influence to seat {to}")
        if gifts.get((loser, to), 0) > 0:
            cancelled.append((loser, to))
        credit = eliminate(credit, loser, to)
    minister, secretary = top_two(credit)
    return minister, secretary, cancelled


# -- examinations, offices, the winner ---------------------------------------------------------


def exam_winner(coins: tuple[int, int]) -> int:
    """Index of the winning student space (0 = the red one): more coins, a tie to red."""
    return 0 if coins[0] >= coins[1] else 1


def tutor_targets(holder: int, owners: tuple[int, int], gifts: dict[tuple[int, int], int]) -> list[int]:
    """Student spaces (0 red, 1 white) ``holder`` may tutor under gift obligation 3: the
    student of the giver of the highest-value gift it holds among the student owners (both
    if equal), else either."""
    held = [gifts.get((holder, owner), 0) for owner in owners]
    top = max(held)
    if top == 0:
        return [0, 1]
    return [i for i in (0, 1) if held[i] == top]


def bribe_blocked(holder: int, influence_here: dict[int, int], bribed_here: set[int],
                  gifts: dict[tuple[int, int], int]) -> bool:
    """Gift obligation 2: ``holder`` may not Bribe in a ministry where a giver of one of its
    active gifts has a bribed official and no more influence than ``holder``."""
    mine = influence_here.get(holder, 0)
    return any(
        value > 0 and h == holder and giver in bribed_here and mine >= influence_here.get(giver, 0)
        for (h, giver), value in gifts.items()
    )


def office_holder(counts: list[int], tie_minister: int | None) -> int | None:
    """Chief Minister, Admiral or General: the sole highest count; any tie (even at 0) goes
    to the Minister named for it (Hubu, Gongbu, Bingbu), or to nobody without one."""
    top = max(counts)
    best = [s for s, k in enumerate(counts) if k == top]
    return best[0] if len(best) == 1 else tie_minister


def winner(scores: list[int], admiral: int | None, chief: int | None, general: int | None,
           admiral_variation: bool) -> list[int]:
    """The winning seats: most VP; a tie to the tied Admiral, else the tied Chief Minister,
    else the tied General, else a draw. Admiral Variation: any tie goes to the Admiral."""
    top = max(scores)
    tied = [s for s, v in enumerate(scores) if v == top]
    if len(tied) == 1:
        return tied
    if admiral_variation and admiral is not None:
        return [admiral]
    for office in (admiral, chief, general):
        if office in tied:
            return [office]
    return tied
