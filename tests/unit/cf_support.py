"""Helpers for the Confucius tests: the invariants of a state (issue 10, item 7)."""

from __future__ import annotations

from collections import Counter

from mingtable.games.confucius import data
from mingtable.games.confucius.game import ACTIVE, State


def check_invariants(s: State) -> None:
    """Every piece accounted for: 66 cards, 25 junks, 6 armies each, 30 tiles, 17 chits,
    10 reward cards; gift states agree with the Gift Tracker; no negative stock."""
    cards = Counter({c: k for c, k in zip(data.CARD_COINS, s.discard)})
    cards.update(s.deck)
    for hand in s.hands:
        assert min(hand) >= 0
        cards.update({c: k for c, k in zip(data.CARD_COINS, hand)})
    for _, _, laid in s.tutors:
        cards.update(laid)
    p = s.pending
    if p is not None and p["kind"] == "pay":
        cards.update(p["paid"])
    if p is not None and p["kind"] == "tutor":
        cards.update(p["cards"])
    assert cards == Counter({c: data.CARDS_PER_TYPE for c in data.CARD_COINS})
    assert s.junk_supply >= 0 and min(s.shipyard) >= 0 and min(s.ocean) >= 0 and max(s.ocean) < data.VOYAGE_JUNKS
    assert s.junk_supply + sum(s.shipyard) + sum(s.ocean) == data.JUNKS
    for seat in range(s.n):
        on_lands = sum(row.count(seat) for row in s.boxes)
        assert min(s.stock[seat], s.colonies[seat], s.insulted[seat]) >= 0
        assert s.stock[seat] + s.colonies[seat] + s.insulted[seat] + on_lands == data.ARMIES
        assert s.cubes[seat] >= 0
        assert s.score[seat] == sum(s.detail[seat].values())
    tiles = [t for row in s.tile for t in row if t >= 0] + s.tile_stack + s.candidates + s.removed
    if s.candidate >= 0:
        tiles.append(s.candidate)
    assert sorted(tiles) == list(range(data.TILES))
    taken = sum(1 for arrivals, chit in zip(s.distant, s.distant_chits) if arrivals and chit == 0)
    assert taken == sum(1 for arrivals in s.distant if arrivals)
    ministry_vp = sum(s.chits[m][0] + s.chits[m][1] for m in range(3) if s.minister[m] >= 0)
    assert sum(d["ministry"] for d in s.detail) == ministry_vp
    assert not Counter(c for row in s.chits for c in row) - Counter(data.MINISTRY_CHITS)
    assert all(row[0] >= row[1] for row in s.chits)
    first = [sum(d["distant"] for d in s.detail)]
    assert not Counter(c for c in s.distant_chits if c) - Counter(data.DISTANT_CHITS) and first[0] >= 0
    assert Counter(s.rewards + s.spent + [c for held in s.held for c in held]) == Counter(data.REWARD_CARDS)
    for giver in range(s.n):
        for v in data.GIFT_VALUES:
            holders = [h for h in range(s.n) if s.active[h][giver] == v]
            assert len(holders) == (1 if s.gifts[giver][v - 1] == ACTIVE else 0)
    for h in range(s.n):
        assert s.active[h][h] == 0
    assert 0 <= s.wall <= data.WALL_PIECES and s.round <= data.ROUNDS
