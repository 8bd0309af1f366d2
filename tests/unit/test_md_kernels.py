"""The Ming-Dynastie rule kernels against every majority example of the rulebook."""

from __future__ import annotations

import pytest

from mingtable.games.ming_dynastie.rules import (
    city_figure_points,
    city_majority_bonus,
    city_moves,
    cloister_points,
    final_tile_points,
    has_six_colour_set,
    neutral_keeps,
    six_colour_set_points,
    start_player_chooser,
)

RED, YELLOW, GREEN, BLUE = 0, 1, 2, 3


# -- scoring 4.1: district majorities (the rulebook's four pictures and the text) --------

def test_example_sole_leader_and_clear_second() -> None:
    """Yellow 3, green 2, blue 1: yellow moves 2, green 1, blue none."""
    assert city_moves({YELLOW: 3, GREEN: 2, BLUE: 1}) == {YELLOW: 2, GREEN: 1, BLUE: 0}


def test_example_three_tied_leaders() -> None:
    """Yellow, green and blue 2 each, red 1: each leader moves 1, red none."""
    assert city_moves({YELLOW: 2, GREEN: 2, BLUE: 2, RED: 1}) == {YELLOW: 1, GREEN: 1, BLUE: 1, RED: 0}


def test_example_two_tied_leaders_leave_a_house_empty() -> None:
    """Yellow and blue 2 each, green 1: yellow and blue move 1, green none."""
    moves = city_moves({YELLOW: 2, BLUE: 2, GREEN: 1})
    assert moves == {YELLOW: 1, BLUE: 1, GREEN: 0}
    assert sum(moves.values()) == 2


def test_example_tie_for_second_moves_nobody() -> None:
    """Yellow 2, blue and green 1 each: yellow moves both, the tied seconds none."""
    assert city_moves({YELLOW: 2, BLUE: 1, GREEN: 1}) == {YELLOW: 2, BLUE: 0, GREEN: 0}


def test_four_tied_leaders_move_nobody() -> None:
    assert city_moves({RED: 2, YELLOW: 2, GREEN: 2, BLUE: 2}) == {RED: 0, YELLOW: 0, GREEN: 0, BLUE: 0}


def test_sole_leader_with_one_figure_moves_just_that_one() -> None:
    assert city_moves({RED: 1, BLUE: 0}) == {RED: 1, BLUE: 0}


def test_empty_district_moves_nobody_and_keeps_every_key() -> None:
    assert city_moves({RED: 0, YELLOW: 0}) == {RED: 0, YELLOW: 0}
    assert city_moves({}) == {}


def test_second_never_matches_the_leader() -> None:
    for a in range(6):
        for b in range(6):
            for c in range(6):
                moves = city_moves({0: a, 1: b, 2: c})
                assert sum(moves.values()) <= 3
                counts = {0: a, 1: b, 2: c}
                for p, k in moves.items():
                    assert k <= counts[p]


# -- scoring 4.2: the city majority bonus --------------------------------------------------

def test_example_returns_and_bonus() -> None:
    """Red and blue have 4 each in the city; red returns 2, blue 1: blue (3 left) takes 4."""
    bonus = city_majority_bonus({RED: (1, 1, 0), BLUE: (1, 1, 1)})
    assert bonus == {RED: 0, BLUE: 4}
    assert city_figure_points(2, 3) == 12 and city_figure_points(2, 2) == 8


def test_bonus_tie_goes_to_more_district_groups() -> None:
    assert city_majority_bonus({RED: (2, 0, 0), BLUE: (1, 1, 0)}) == {RED: 0, BLUE: 4}


def test_bonus_tie_on_groups_splits_rounding_down() -> None:
    assert city_majority_bonus({RED: (1, 1, 0), BLUE: (0, 1, 1)}) == {RED: 2, BLUE: 2}
    assert city_majority_bonus({RED: (1, 0, 0), BLUE: (0, 1, 0), GREEN: (0, 0, 1)}) == {RED: 1, BLUE: 1, GREEN: 1}
    assert city_majority_bonus({0: (1, 0, 0), 1: (0, 1, 0), 2: (0, 0, 1), 3: (1, 0, 0)}) == {0: 1, 1: 1, 2: 1, 3: 1}


def test_no_figures_left_means_no_bonus() -> None:
    assert city_majority_bonus({RED: (0, 0, 0), BLUE: (0, 0, 0)}) == {RED: 0, BLUE: 0}


def test_city_points_by_round() -> None:
    assert [city_figure_points(r, 1) for r in (2, 4, 6)] == [4, 3, 0]


# -- 2-player neutral (the rulebook's two pictures) ------------------------------------------

def test_example_neutral_sole_majority_keeps_one_more() -> None:
    """Neutral 4, both players 2: the neutral keeps 3 and returns 1."""
    assert neutral_keeps(4, 2) == 3


def test_example_neutral_without_majority_returns_all() -> None:
    """Everyone has 2: the neutral has no majority and returns all its figures."""
    assert neutral_keeps(2, 2) == 0


# -- tiles and the rest ---------------------------------------------------------------------

def test_six_colour_sets_and_their_points() -> None:
    assert has_six_colour_set([1, 1, 1, 1, 1, 1])
    assert not has_six_colour_set([2, 2, 2, 2, 2, 0])
    assert [six_colour_set_points(r) for r in (2, 4, 6)] == [28, 24, 20]


def test_final_tiles_five_colour_sets_then_leftovers() -> None:
    assert final_tile_points([2, 2, 1, 1, 3, 0]) == (10, 4)
    assert final_tile_points([2, 2, 2, 2, 2, 0]) == (20, 0)
    assert final_tile_points([3, 0, 1, 0, 0, 0]) == (0, 4)
    assert final_tile_points([0] * 6) == (0, 0)


def test_cloister_points() -> None:
    assert cloister_points(3) == 12


@pytest.mark.parametrize(
    "scores, monks, start, after, chooser",
    [
        ([30, 10, 20, 40], [0, 0, 0, 0], 0, 4, 2),  # second fewest after round 4
        ([30, 10, 20, 40], [0, 0, 0, 0], 0, 5, 1),  # fewest after round 5
        ([20, 10, 20, 40], [1, 0, 2, 0], 0, 4, 2),  # tie for second fewest: more monks
        ([10, 10, 30, 40], [1, 1, 0, 0], 3, 5, 0),  # monks tied too: first clockwise from start's left
        ([10, 10, 30, 40], [1, 1, 0, 0], 0, 5, 1),
        ([10, 20, 10, 40], [0, 0, 3, 0], 0, 4, 2),  # two tie for fewest after round 4: one of them, not the 20
    ],
)
def test_start_player_chooser(scores: list[int], monks: list[int], start: int, after: int, chooser: int) -> None:
    assert start_player_chooser(scores, monks, start, after) == chooser
