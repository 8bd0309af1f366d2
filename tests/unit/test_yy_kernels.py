"""Yin Yang rule kernels (mingtable.games.yin_yang.rules) against the rulebook's worked
examples and its tables (docs/rules/yin-yang.md)."""

from __future__ import annotations

import pytest

from mingtable.games.yin_yang import data, rules


# -- trigrams ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("lines, name", [
    ((1, 1, 1), "qian"), ((1, 1, 0), "dui"), ((1, 0, 1), "li"), ((0, 1, 1), "xun"),
    ((0, 0, 1), "gen"), ((0, 1, 0), "kan"), ((1, 0, 0), "zhen"), ((0, 0, 0), "kun"),
])
def test_trigram_names(lines: tuple[int, int, int], name: str) -> None:
    assert rules.trigram(lines) == name


def test_the_will_of_the_gods_example() -> None:
    """Coins 1-2-3 white, black, black (read bottom up) block the deep field Zhen; coins 4-5-6
    black, white, white (read inside out) block the high stack Xun."""
    assert rules.trigram((1, 0, 0)) == "zhen"
    assert rules.trigram((0, 1, 1)) == "xun"


def test_trigram_yang_counts_match_the_rulebook_groups() -> None:
    """3 yang: Qian; 2 yang: Dui, Li, Xun; 1 yang: Gen, Kan, Zhen; 0 yang: Kun."""
    groups: dict[int, list[str]] = {}
    for name in data.TRIGRAM_ORDER:
        groups.setdefault(data.YANG_COUNT[name], []).append(name)
    assert groups == {3: ["qian"], 2: ["dui", "li", "xun"], 1: ["gen", "kan", "zhen"], 0: ["kun"]}


def test_oracle_splits_of_the_examples() -> None:
    """Jan (4 yang, 2 yin) may lay Dui high and Xun deep; Timo (5 yang, 1 yin) Qian high and Xun deep."""
    assert ("dui", "xun") in rules.oracle_splits(4)
    assert ("qian", "xun") in rules.oracle_splits(5)
    assert ("qian", "qian") not in rules.oracle_splits(5)
    assert rules.oracle_splits(6) == [("qian", "qian")]
    assert rules.oracle_splits(0) == [("kun", "kun")]
    assert len(rules.oracle_splits(3)) == 1 + 9 + 9 + 1  # 3+0, 2+1, 1+2, 0+3


def test_pair_sets_follow_the_yang_count() -> None:
    """Timo's 5 yang and 1 yin make two Laoyang pairs (carts) and one mixed pair."""
    assert rules.pair_sets(5) == [("laoyang", "laoyang", "mixed")]
    assert rules.pair_sets(4) == [("laoyang", "laoyang", "laoyin"), ("laoyang", "mixed", "mixed")]
    assert rules.pair_sets(0) == [("laoyin", "laoyin", "laoyin")]


# -- kingdoms ---------------------------------------------------------------------------------------------
def test_kingdom_example_of_the_rulebook() -> None:
    """Alice: 4 temples in Chu, 2 in Qi, 1 in Yan, 1 in Qin: 11 (Chu) + 6 (Qi) + 2 (second in Yan), 0 in Qin."""
    chu = rules.kingdom_points({0: 4, 1: 2, 2: 1}, *data.KINGDOM_VALUES["chu"])
    qi = rules.kingdom_points({0: 2, 1: 1, 2: 0}, *data.KINGDOM_VALUES["qi"])
    yan = rules.kingdom_points({0: 1, 1: 2, 2: 0}, *data.KINGDOM_VALUES["yan"])
    qin = rules.kingdom_points({0: 1, 1: 3, 2: 2}, *data.KINGDOM_VALUES["qin"])
    assert (chu[0], qi[0], yan[0], qin[0]) == (11, 6, 2, 0)
    assert chu[0] + qi[0] + yan[0] + qin[0] == 19


def test_a_tie_for_first_gives_no_second_place() -> None:
    assert rules.kingdom_points({0: 2, 1: 2, 2: 1, 3: 0}, 11, 6) == {0: 11, 1: 11, 2: 0, 3: 0}


def test_a_tie_for_second_gives_all_tied_the_second_value() -> None:
    assert rules.kingdom_points({0: 3, 1: 1, 2: 1, 3: 0}, 7, 3) == {0: 7, 1: 3, 2: 3, 3: 0}


def test_no_temple_no_place() -> None:
    assert rules.kingdom_points({0: 0, 1: 0}, 5, 2) == {0: 0, 1: 0}
    assert rules.kingdom_points({0: 1, 1: 0}, 5, 2) == {0: 5, 1: 0}


# -- development -----------------------------------------------------------------------------------------
def test_complete_lines() -> None:
    assert rules.complete_lines(set()) == set()
    row = {(c, 1) for c in range(4)}
    assert rules.complete_lines(row) == {"ROW1"}
    diag = {(i, i) for i in range(4)}
    assert rules.complete_lines(diag | row) == {"ROW1", "DIAG_MAIN"}
    anti = {(3, 0), (2, 1), (1, 2), (0, 3)}
    assert rules.complete_lines(anti) == {"DIAG_ANTI"}
    assert rules.complete_lines(set(data.CELLS)) == set(data.LINE_IDS)
    assert len(data.LINE_IDS) == 10


def test_the_grid_is_a_latin_square_with_diagonals() -> None:
    for cells in data.LINES.values():
        assert sorted(data.GRID_TYPES[c] for c in cells) == sorted(data.GOODS)
    assert len(data.OUTER_CELLS) == 12


def test_development_example_of_the_rulebook() -> None:
    """Alice completes the lines of Silk, Yang and Kingdom: 2 silk stones 4, yang 7 gives 9,
    Chu again 11."""
    assert rules.goods_tile_points(2) == 4
    assert rules.track_tile_points(7) == 9
    assert rules.kingdom_points({0: 4, 1: 2}, *data.KINGDOM_VALUES["chu"])[0] == 11


@pytest.mark.parametrize("value, points", [(0, 0), (1, 0), (2, 3), (3, 3), (7, 9), (8, 12)])
def test_track_tile_points(value: int, points: int) -> None:
    assert rules.track_tile_points(value) == points


@pytest.mark.parametrize("space, points", [(0, 0), (2, 0), (3, 1), (5, 1), (6, 2), (29, 9), (30, 10)])
def test_turn_order_points(space: int, points: int) -> None:
    assert rules.turn_order_points(space) == points


def test_turn_order_tile_points() -> None:
    assert [rules.order_tile_points(4, i) for i in range(4)] == [10, 8, 6, 4]
    assert [rules.order_tile_points(3, i) for i in range(3)] == [9, 7, 5]
    assert [rules.order_tile_points(2, i) for i in range(2)] == [8, 6]


def test_edge_points() -> None:
    assert rules.edge_points([(0, 0), (1, 1), (3, 2), (2, 2)]) == 2


# -- turn order ---------------------------------------------------------------------------------------------
def test_a_marker_landing_on_a_stack_goes_on_top() -> None:
    """Timo's Xun: he lands on Jan's space and plays before him."""
    spaces = {0: 3, 1: 3, 2: 0, 3: 0}  # Jan (0) on 3, Timo (1) moving to 3
    assert rules.insert_in_order([0, 2, 3, 1], spaces, 1, 3) == [1, 0, 2, 3]


def test_a_marker_on_a_free_space_goes_by_its_space() -> None:
    spaces = {0: 5, 1: 4, 2: 1}
    assert rules.insert_in_order([0, 2, 1], spaces, 1, 4) == [0, 1, 2]


def test_a_marker_moved_on_at_the_last_space_goes_on_top_there() -> None:
    """R32: a marker on space 30 that is moved again stays on 30, on top of the stack."""
    spaces = {0: 30, 1: 30, 2: 12}  # 1 lies on top of 0
    assert rules.insert_in_order([1, 0, 2], spaces, 0, min(30 + 3, 30)) == [0, 1, 2]


def test_red_frames_passed() -> None:
    assert rules.frames_passed(3, 6) == 1
    assert rules.frames_passed(4, 5) == 1
    assert rules.frames_passed(5, 9) == 0
    assert rules.frames_passed(8, 21) == 3
    assert rules.frames_passed(28, 30) == 1


# -- solo ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("lines, kingdoms, rank", [
    (2, 4, "Apprentice"), (2, 5, "Layman"), (2, 6, "Expert"), (2, 7, "Master"),
    (3, 4, "Layman"), (3, 5, "Expert"), (3, 6, "Master"), (3, 7, "Immortal"),
    (4, 4, "Expert"), (4, 5, "Master"), (4, 6, "Immortal"), (4, 7, "Deity"),
    (1, 7, None), (4, 3, None), (0, 0, None),
])
def test_solo_rank_table(lines: int, kingdoms: int, rank: str | None) -> None:
    assert rules.solo_rank(lines, kingdoms) == rank


# -- data facts ---------------------------------------------------------------------------------------------
def test_map_facts() -> None:
    """Both sides: 49 cities + Luo and 69 roads, 29 rivers (4 players); 37 + Luo, 51 and 22
    (2-3 players); the setup stones fit; the rulebook's road Ying-Danyang exists."""
    big, small = data.side_cities("4p"), data.side_cities("2-3p")
    assert (len(big), len(small)) == (50, 38)
    assert sum(map(len, data.ROAD_NEIGHBOURS["4p"].values())) == 2 * 69
    assert sum(map(len, data.ROAD_NEIGHBOURS["2-3p"].values())) == 2 * 51
    assert sum(map(len, data.RIVER_NEIGHBOURS["4p"].values())) == 2 * 29
    assert sum(map(len, data.RIVER_NEIGHBOURS["2-3p"].values())) == 2 * 22
    assert "danyang" in data.ROAD_NEIGHBOURS["2-3p"]["ying"]
    large = [c for c in small if data.CITY[c].size == "large"]
    assert len(large) == 25 >= 4 * data.MAP_STONES[2][0]
    assert len(small) - 1 == 4 * data.MAP_STONES[3][0] + data.DISASTERS
    assert len(big) - 1 == 4 * data.MAP_STONES[4][0] + data.DISASTERS
    assert data.KINGDOM_VALUES["chu"][0] == 11 and data.KINGDOM_VALUES["qi"][0] == 6 and data.KINGDOM_VALUES["yan"][1] == 2
