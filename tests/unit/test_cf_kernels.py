"""Confucius rule kernels against every worked example of the rulebook (reference section 12)
and the clauses they restate (docs/rules/confucius.md)."""

from __future__ import annotations

import pytest

from mingtable.games.confucius import rules

WHITE, YELLOW, BLACK, GREEN, PURPLE = range(5)


@pytest.mark.parametrize("given, held, cubes", [
    (1, 0, 4),  # Black
    (2, 2, 5),  # Green
    (1, 1, 4),  # Purple
    (0, 0, 3),  # White
    (1, 2, 5),  # Yellow
    (0, 3, 5),
    (0, 2, 4),
])
def test_count_gifts_example(given: int, held: int, cubes: int) -> None:
    assert rules.action_cubes(given, held) == cubes


def test_cube_cost_examples() -> None:
    # Yellow buys junks, later starts a voyage: the pair costs 2
    assert rules.cube_cost("buy-junks", []) == 1
    assert rules.cube_cost("voyage", ["buy-junks"]) == 2
    # Purple: Buy Gift then Give Gift (not paired) 1 + 1; Buy Gift twice 1 + 2
    assert rules.cube_cost("give-gift", ["buy-gift"]) == 1
    assert rules.cube_cost("buy-gift", ["buy-gift"]) == 2
    # Tax Income then Commercial Income: different actions, 1 + 1
    assert rules.cube_cost("commercial", ["tax"]) == 1
    assert rules.cube_cost("tax", ["tax", "tax"]) == 2
    # the other pairs and the fixed costs
    assert rules.cube_cost("secure", ["bribe"]) == 2 and rules.cube_cost("bribe", ["secure"]) == 2
    assert rules.cube_cost("invade", ["recruit"]) == 2 and rules.cube_cost("recruit", ["invade"]) == 2
    assert rules.cube_cost("bribe", ["tax", "voyage"]) == 1
    assert rules.cube_cost("petition", []) == 2
    assert rules.cube_cost("no-action", ["no-action"]) == 1
    assert rules.cube_cost("transfer", ["transfer"]) == 0
    with pytest.raises(ValueError):
        rules.cube_cost("dance", [])


@pytest.mark.parametrize("junks, normal, gongbu", [(1, 1, 1), (2, 3, 2), (3, 6, 4), (4, 10, 7)])
def test_junk_cost_table(junks: int, normal: int, gongbu: int) -> None:
    assert rules.junk_cost(junks, False) == normal
    assert rules.junk_cost(junks, True) == gongbu


def test_junk_cost_refuses_five() -> None:
    with pytest.raises(ValueError):
        rules.junk_cost(5, False)


def test_simple_resolution_gongbu() -> None:
    """Black 3, Purple 3, Green 1; Green holds a 3-gift from Purple and a 4-gift from Black."""
    officials = {1: BLACK, 2: PURPLE, 3: BLACK, 4: PURPLE, 5: BLACK, 6: PURPLE, 7: GREEN}
    gifts = {(GREEN, PURPLE): 3, (GREEN, BLACK): 4}
    assert rules.ministry_resolution(officials, gifts) == (BLACK, PURPLE, [(GREEN, BLACK)])


def test_complex_resolution_bingbu() -> None:
    officials = {1: YELLOW, 6: YELLOW, 2: WHITE, 5: WHITE, 3: BLACK, 4: GREEN, 7: PURPLE}
    gifts = {(GREEN, WHITE): 2, (YELLOW, WHITE): 3, (YELLOW, PURPLE): 1, (PURPLE, GREEN): 4}
    # (a) Purple out (its best official is the least senior), gives to Green (gift cancelled)
    assert rules.least_influence(officials) == PURPLE
    assert rules.recipients(PURPLE, [YELLOW, WHITE, BLACK, GREEN], gifts) == [GREEN]
    after_a = rules.eliminate(officials, PURPLE, GREEN)
    # (b) Black out with no gifts: a free choice
    assert rules.least_influence(after_a) == BLACK
    assert rules.recipients(BLACK, [YELLOW, WHITE, GREEN], gifts) == [WHITE, YELLOW, GREEN]
    result = rules.ministry_resolution(officials, gifts, {BLACK: YELLOW})
    assert result == (WHITE, YELLOW, [(PURPLE, GREEN), (GREEN, WHITE)])
    # a choice the obligation forbids is refused
    with pytest.raises(ValueError):
        rules.ministry_resolution(officials, gifts, {PURPLE: YELLOW})


def test_resolution_sole_player_and_equal_gifts() -> None:
    assert rules.ministry_resolution({s: GREEN for s in range(1, 8)}, {}) == (GREEN, GREEN, [])
    assert rules.ministry_resolution({}, {}) == (None, None, [])
    # equal gifts from two remaining givers: the holder chooses between them
    officials = {1: WHITE, 2: WHITE, 3: YELLOW, 4: YELLOW, 5: BLACK, 6: BLACK, 7: GREEN}
    gifts = {(GREEN, WHITE): 2, (GREEN, YELLOW): 2}
    assert rules.recipients(GREEN, [WHITE, YELLOW, BLACK], gifts) == [WHITE, YELLOW]
    # Green gives to Yellow (5 | White 2, Black 2), then Black (less senior) goes out freely
    assert rules.ministry_resolution(officials, gifts, {GREEN: YELLOW, BLACK: YELLOW}) == (YELLOW, WHITE, [(GREEN, YELLOW)])
    assert rules.ministry_resolution(officials, gifts, {GREEN: YELLOW}) == (WHITE, YELLOW, [(GREEN, YELLOW)])


def test_end_game_tie_goes_to_the_most_senior_official() -> None:
    assert rules.top_two({2: WHITE, 5: BLACK, 1: BLACK, 6: WHITE}) == (BLACK, WHITE)


def test_exam_tie_goes_to_the_red_space() -> None:
    # the worked example: White 4 on the white space beats Yellow 3 on the red one
    assert rules.exam_winner((3, 4)) == 1
    assert rules.exam_winner((4, 4)) == 0


def test_tutoring_obligations_of_the_example() -> None:
    owners = (YELLOW, WHITE)
    gifts = {(BLACK, WHITE): 2, (YELLOW, WHITE): 1}
    assert rules.tutor_targets(BLACK, owners, gifts) == [1]
    assert rules.tutor_targets(PURPLE, owners, gifts) == [0, 1]
    assert rules.tutor_targets(YELLOW, owners, gifts) == [1]  # a student owner aids his giver
    both = {(GREEN, WHITE): 3, (GREEN, YELLOW): 5}
    assert rules.tutor_targets(GREEN, owners, both) == [0]
    assert rules.tutor_targets(GREEN, owners, {(GREEN, WHITE): 3, (GREEN, YELLOW): 3}) == [0, 1]


def test_bribery_block() -> None:
    gifts = {(GREEN, BLACK): 2}
    assert rules.bribe_blocked(GREEN, {BLACK: 1, GREEN: 1}, {BLACK, GREEN}, gifts)
    assert not rules.bribe_blocked(GREEN, {BLACK: 2, GREEN: 1}, {BLACK, GREEN}, gifts)
    assert not rules.bribe_blocked(GREEN, {GREEN: 1}, {GREEN}, gifts)  # the giver has no official there
    assert not rules.bribe_blocked(BLACK, {BLACK: 1, GREEN: 1}, {BLACK, GREEN}, gifts)


def test_offices() -> None:
    assert rules.office_holder([3, 5, 2], 0) == 1
    assert rules.office_holder([5, 5, 2], 2) == 2  # a tie goes to the Minister even if not tied
    assert rules.office_holder([0, 0, 0], None) is None


def test_final_tie_break_example() -> None:
    scores = [17, 12, 17, 9, 10]  # White 17, Black 17; Yellow Admiral; Black Chief Minister
    assert rules.winner(scores, YELLOW, BLACK, GREEN, False) == [BLACK]
    assert rules.winner(scores, YELLOW, BLACK, GREEN, True) == [YELLOW]
    assert rules.winner(scores, WHITE, BLACK, GREEN, False) == [WHITE]
    assert rules.winner(scores, None, None, BLACK, False) == [BLACK]
    assert rules.winner(scores, None, None, None, False) == [WHITE, BLACK]
    assert rules.winner([3, 9, 2], YELLOW, None, None, True) == [YELLOW]
    assert rules.winner([3, 9, 2], WHITE, None, None, True) == [YELLOW]  # no tie: most VP
