"""The Ming Voyages rule kernels against the rulebook's worked examples and category rules.

The examples are restated in our own words (docs/rules/ming-voyages.md); the dice are the
rulebook's."""

from __future__ import annotations

import pytest

from mingtable.games.ming_voyages.rules import (
    MODERATE,
    STRONG,
    WEAK,
    combat_result,
    match_points,
    roll_strength,
    voyage_succeeds,
    weak_victory,
)

# -- voyages ------------------------------------------------------------------------------------


def test_voyage_example_two_gold_three_junks() -> None:
    """Rulebook: a 2-CP voyage to Sumatra with 2 gold and 3 junks (sum 5); the dice show a 5,
    which fails (not below the sum), and a 4, which succeeds. One success is enough."""
    assert not voyage_succeeds([5], gold=2, junks=3)
    assert voyage_succeeds([4], gold=2, junks=3)
    assert voyage_succeeds([5, 4], gold=2, junks=3)
    assert voyage_succeeds([4, 5], gold=2, junks=3)


@pytest.mark.parametrize(
    "dice, gold, junks, bonus, ok",
    [
        ([1], 1, 1, 0, True),  # sum 2: only a 1 succeeds
        ([2], 1, 1, 0, False),
        ([6, 6, 6], 5, 1, 0, False),  # sum 6: a 6 is never below it
        ([6, 6, 6], 5, 2, 0, True),  # sum 7 always succeeds
        ([4, 6], 2, 2, 1, True),  # a card's +1: sum 4 + 1
        ([4, 6], 2, 2, 0, False),
        ([], 3, 3, 0, False),  # no die, no success
    ],
)
def test_voyage_any_die_below_the_sum(dice: list[int], gold: int, junks: int, bonus: int, ok: bool) -> None:
    assert voyage_succeeds(dice, gold, junks, bonus) is ok


# -- combat categories ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "dice, strength",
    [
        ([4, 4, 4], (STRONG, 4)),
        ([1, 1, 5], (MODERATE, 1)),
        ([5, 1, 1], (MODERATE, 1)),
        ([6, 4, 3], (WEAK, 6)),
        ([3, 2, 1], (WEAK, 3)),
    ],
)
def test_roll_strength_categories(dice: list[int], strength: tuple[int, int]) -> None:
    """A triple is strong (all three dice), a pair moderate (the paired value), three
    different numbers weak (the highest die)."""
    assert roll_strength(dice) == strength


@pytest.mark.parametrize(
    "attack, defence, result",
    [
        ([1, 1, 1], [6, 6, 5], ("defender", 2)),  # any better category: crushing blow
        ([2, 2, 3], [6, 5, 4], ("defender", 2)),
        ([6, 5, 4], [1, 1, 2], ("attacker", 2)),
        ([1, 1, 1], [2, 2, 2], ("attacker", 1)),  # triple against triple: higher value
        ([3, 3, 1], [2, 2, 6], ("defender", 1)),  # pair 3,3 beats pair 2,2
        ([6, 2, 1], [5, 4, 3], ("defender", 1)),  # weak: the highest die decides
        ([6, 5, 1], [6, 4, 3], (None, 0)),  # same highest die: stalemate, the rest is irrelevant
        ([2, 2, 6], [2, 2, 1], (None, 0)),  # same pair: stalemate, the odd die is irrelevant
        ([5, 5, 5], [5, 5, 5], (None, 0)),
    ],
)
def test_combat_category_rules(attack: list[int], defence: list[int], result: tuple[str | None, int]) -> None:
    assert combat_result(attack, defence) == result


# -- the rulebook's combat example, round by round -------------------------------------------------


def test_combat_example_round_1_stalemate() -> None:
    """Attacker 5,5,3 against defender 5,5,6: both a pair of fives, nobody loses."""
    assert combat_result([5, 5, 3], [5, 5, 6]) == (None, 0)


def test_combat_example_round_2_defender_rerolls_to_a_normal_win() -> None:
    """Attacker 4,4,2. The defender's 5,4,3 would lose to the pair by a crushing blow; he keeps
    the 5 and rerolls the others to 5,5,1 (pair of fives beats pair of fours), then rerolls the
    1 and gets 5,5,3: still the better pair, so the attacker loses 1 horde."""
    attack = [4, 4, 2]
    assert combat_result(attack, [5, 4, 3]) == ("defender", 2)
    assert combat_result(attack, [5, 5, 1]) == ("attacker", 1)
    assert combat_result(attack, [5, 5, 3]) == ("attacker", 1)


def test_combat_example_round_3_attacker_rerolls_to_a_triple() -> None:
    """Attacker 6,5,3 rerolls all three to 3,3,6, then the 6 to 3,3,3; the defender's 3,2,1 is
    the weakest roll there is: a crushing blow, the defender loses 2 armies."""
    defence = [3, 2, 1]
    assert combat_result([6, 5, 3], defence) == ("defender", 1)  # before the rerolls: 6 beats 3
    assert combat_result([3, 3, 6], defence) == ("defender", 2)
    assert combat_result([3, 3, 3], defence) == ("defender", 2)


def test_combat_round_probabilities_match_the_reference() -> None:
    """Exact enumeration of 3d6 against 3d6 without rerolls (reference 2.11): crushing blows
    25.85 % each way, normal wins 17.07 %, stalemate 14.17 %."""
    from itertools import product

    rolls = list(product(range(1, 7), repeat=3))
    counts = {("attacker", 2): 0, ("attacker", 1): 0, (None, 0): 0, ("defender", 1): 0, ("defender", 2): 0}
    for a in rolls:
        for d in rolls:
            counts[combat_result(a, d)] += 1
    total = len(rolls) ** 2
    pct = {k: round(100 * v / total, 2) for k, v in counts.items()}
    assert pct == {("attacker", 2): 25.85, ("attacker", 1): 17.07, (None, 0): 14.17, ("defender", 1): 17.07, ("defender", 2): 25.85}


# -- victory ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "voyages, emperor_lands, barbarian_lands, expected",
    [
        (1, 5, 0, (6, 6, "barbarian")),  # the starting position: the Barbarian wins ties
        (4, 3, 2, (7, 5, "emperor")),
        (4, 3, 0, (7, 3, "emperor")),  # with 2 empty borderlands
        (5, 2, 3, (7, 5, "emperor")),
        (3, 3, 2, (6, 6, "barbarian")),
        (2, 1, 4, (3, 9, "barbarian")),
        (6, 0, 5, (6, 6, "barbarian")),
    ],
)
def test_weak_victory(voyages: int, emperor_lands: int, barbarian_lands: int, expected: tuple) -> None:
    """The Emperor counts his borderlands and completed voyages, the Barbarian his borderlands
    and the voyages still open; ties go to the Barbarian."""
    assert weak_victory(voyages, emperor_lands, barbarian_lands) == expected


def test_weak_victory_needs_seven_when_no_borderland_is_empty() -> None:
    """Reference 2.11: with every borderland held by someone, v + Eb >= 7 wins for the Emperor."""
    for v in range(1, 8):
        for eb in range(0, 6):
            winner = weak_victory(v, eb, 5 - eb)[2]
            assert (winner == "emperor") == (v + eb >= 7), (v, eb)


def test_match_points_major_victory_is_twelve() -> None:
    assert match_points("major", "emperor", 8, 4) == {"emperor": 12, "barbarian": 0}
    assert match_points("major", "barbarian", 3, 12) == {"emperor": 0, "barbarian": 12}


def test_match_points_weak_victory_sums_with_the_barbarians_tie_point() -> None:
    assert match_points("weak", "emperor", 7, 5) == {"emperor": 7, "barbarian": 5}
    assert match_points("weak", "barbarian", 4, 8) == {"emperor": 4, "barbarian": 8}
    assert match_points("weak", "barbarian", 6, 6) == {"emperor": 6, "barbarian": 7}
