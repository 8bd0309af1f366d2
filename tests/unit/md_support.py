"""Helpers for the Ming-Dynastie unit tests: invariants and position set-up."""

from __future__ import annotations

import mingtable
from mingtable.games.ming_dynastie import data
from mingtable.games.ming_dynastie.game import NT, State

FIGURES = data.FIGURES_PER_COLOUR


def figures_owned(s: State, p: int) -> int:
    """Figures a participant plays with: one colour, or for the 2-player neutral every colour
    not in play (R-06)."""
    return FIGURES * (len(data.PLAYER_COLOURS) - s.n) if p == s.n else FIGURES


def figures_of(s: State, p: int) -> int:
    """Every figure of participant ``p`` wherever it is (score marker included for players)."""
    on_board = sum(row[p] for row in s.open) + sum(h.count(p) for h in s.houses) + s.box[p]
    if p == s.n:  # the 2-player neutral
        return s.neutral_supply + on_board
    return (
        s.supply[p]
        + s.in_hand[p]
        + sum(row[p] for row in s.spaces)
        + on_board
        + s.cloister.count(p)
        + 1  # the score marker
    )


def check_invariants(m: mingtable.Match) -> None:
    """The conservation laws of the components (issue: random-play harness)."""
    s: State = m.state
    for p in range(s.participants):
        assert figures_of(s, p) == figures_owned(s, p), f"participant {p} has {figures_of(s, p)} figures"
    if s.neutral_colour:
        assert s.neutral_supply >= 0
    assert sum(map(sum, s.tiles)) + sum(s.tile_supply) == 6 * data.TILES_PER_COLOUR
    assert all(0 <= t <= data.TILES_PER_COLOUR for t in s.tile_supply)
    movement = len(s.deck) + sum(s.discard) + len(s.display) + sum(sum(h[:NT]) for h in s.hands)
    assert movement == data.MOVEMENT_CARDS
    assert s.dragons + sum(h[NT] for h in s.hands) == data.DRAGON_CARDS
    assert all(sum(h) <= data.HAND_LIMIT and min(h) >= 0 for h in s.hands)
    assert len(s.display) == 6
    for d, houses in enumerate(s.houses):
        assert len(houses) <= data.HOUSES_PER_DISTRICT
    princes = [d for d in s.prince if d >= 0]
    if s.phase != "move" or s.steps == 0:
        assert len(princes) == len(set(princes)), "princes share a district at rest"
    if s.neutral_colour:
        assert all(row[s.n] >= 0 for row in s.open)
    for counts in s.spaces + s.open:
        assert min(counts) >= 0


def new(players: int = 3, seed: int = 1, **options) -> mingtable.Match:
    """A game dealt as records of version 1 deal it: the scenarios of these tests were found
    with those deals (newer records deal otherwise, tests/unit/test_facade.py)."""
    return mingtable.new_game("ming-dynastie", [f"P{i}" for i in range(players)], seed=seed, options=options, version=1)


def ids(m: mingtable.Match, seat: int | None = None) -> list[str]:
    return [a.id for a in m.legal_actions(seat)]


def place_princes(m: mingtable.Match, districts: list[str]) -> None:
    """Place the princes in turn order from the start player."""
    for d in districts:
        m.apply(f"prince-{d}")
