"""Order of the unit tests: ``./build.sh test`` runs them on every core (pytest-xdist, ``--dist
worksteal``); the longest (whole games and deals, with bots that search; a second build) come
first, so that no core is left with one of them at the end while the other is idle."""

from __future__ import annotations

import pytest

#: The tests that take longest (tens of seconds each): run first.
LONG = ("test_deals_by_link_with_random_easy_and_normal_bots_end", "test_live_deals_with_random_easy_and_normal_bots_end",
        "test_a_build_in_another_folder_from_empty_caches_is_byte_identical", "test_a_whole_game_by_links",
        "test_random_games_keep_invariants", "test_random_two_player_games_keep_invariants",
        "test_random_matches_keep_invariants")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: getattr(item, "originalname", item.name) not in LONG)  # a stable sort
