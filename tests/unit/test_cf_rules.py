"""Confucius rule clauses through the facade, with the rulebook's worked examples
(reference section 12) played on positions set up for them."""

from __future__ import annotations

import mingtable
from mingtable.engine.match import Match
from mingtable.games.confucius import data
from mingtable.games.confucius.data import AVAILABLE, FIRST_CANDIDATE

from cf_support import check_invariants

WHITE, YELLOW, BLACK, GREEN, PURPLE = range(5)
NAMES = ["White", "Yellow", "Black", "Green", "Purple"]
GONGBU_CANDIDATE = FIRST_CANDIDATE + 2


def game(players: int = 5, options: dict | None = None, seed: int = 1) -> Match:
    """A game dealt as records of version 1 deal it: the scenarios of these tests were found
    with those deals (newer records deal otherwise, tests/unit/test_facade.py)."""
    return mingtable.new_game("confucius", NAMES[:players], seed=seed, options=options or {}, version=1)


def ids(m: Match) -> list[str]:
    return [a.id for a in m.legal_actions()]


def turn_of(m: Match, seat: int, cubes: int = 3) -> None:
    """Give the Actions phase's turn to ``seat`` with ``cubes`` cubes."""
    s = m.state
    s.pending = {"kind": "turn", "seat": seat, "via": "cube"}
    s.current = seat
    s.cubes[seat] = cubes
    m._legal = {}


def to_court(m: Match, chief: int) -> None:
    """Everyone out of cubes; the first seat passes, the rest pass at once, the Chief
    Minister takes No Action as Imperial Favour, and the Court begins."""
    s = m.state
    s.chief = chief
    s.round = max(s.round, 2)
    s.cubes = [0] * s.n
    s.held = [[] for _ in range(s.n)]
    turn_of(m, (chief + 1) % s.n, 0)
    while m.state.pending["via"] == "cube":
        m.apply("pass")
    assert m.state.pending == {"kind": "turn", "seat": chief, "via": "favour"}
    m.apply("no-action")


def set_hand(m: Match, seat: int, hand: list[int]) -> None:
    """Give ``seat`` the hand [1-coin, 2-coin, 3-coin cards] from the draw pile (cards kept)."""
    s = m.state
    for c, k in zip(data.CARD_COINS, s.hands[seat]):
        s.deck += [c] * k
    for c, k in zip(data.CARD_COINS, hand):
        for _ in range(k):
            s.deck.remove(c)
    s.hands[seat] = list(hand)


def test_cube_costs_and_pairs_through_the_facade() -> None:
    m = game()
    s = m.state
    turn_of(m, YELLOW, 4)
    set_hand(m, YELLOW, [3, 0, 3])
    m.apply("junks-1")  # 1 junk: 1 cash
    assert s.cubes[YELLOW] == 3
    m.apply("pay-1")
    assert s.shipyard[YELLOW] == 1
    turn_of(m, YELLOW, 3)
    m.apply("voyage-1")  # paired with Buy Junks: 2 cubes
    assert s.cubes[YELLOW] == 1
    turn_of(m, YELLOW, 1)
    assert "tax" in ids(m) and "junks-1" not in ids(m) and "pass" not in ids(m)
    turn_of(m, YELLOW, 0)
    assert "pass" in ids(m) and "tax" not in ids(m)


def test_the_voyage_example() -> None:
    """Yellow sails 6 junks paying 6 licences: one voyage to Africa (chit, reward card, 5
    junks back), one junk stays at sea; later 4 more complete a voyage to India."""
    m = game()
    s = m.state
    s.shipyard[YELLOW], s.junk_supply = 6, data.JUNKS - 6
    set_hand(m, YELLOW, [2, 0, 0])  # two cards of 3 licences
    turn_of(m, YELLOW)
    m.apply("voyage-6")
    m.apply("pay-1")
    m.apply("pay-1")
    africa = data.DISTANT_LANDS.index("africa")
    chit = s.distant_chits[africa]
    assert s.pending["kind"] == "land" and "land-africa" in ids(m)
    m.apply("land-africa")
    assert s.score[YELLOW] == chit and s.distant_chits[africa] == 0 and len(s.held[YELLOW]) == 1
    assert (s.ocean[YELLOW], s.junk_supply, s.shipyard[YELLOW]) == (1, data.JUNKS - 1, 0)
    s.shipyard[YELLOW], s.junk_supply = 4, s.junk_supply - 4
    set_hand(m, YELLOW, [2, 0, 0])
    turn_of(m, YELLOW)
    assert "voyage-4" in ids(m)
    m.apply("voyage-4")
    m.apply("pay-1")
    m.apply("pay-1")
    assert "land-africa" not in ids(m)
    m.apply("land-india")
    assert len(s.held[YELLOW]) == 2 and s.ocean[YELLOW] == 0
    check_invariants(s)


def test_the_contested_examination_example() -> None:
    m = game(seed=4)
    s = m.state
    s.students = [YELLOW, WHITE]
    if s.candidate != GONGBU_CANDIDATE:
        s.candidates[s.candidates.index(GONGBU_CANDIDATE)] = s.candidate
        s.candidate = GONGBU_CANDIDATE
    discarded = sum(s.discard)
    for seat, hand in enumerate([[0, 1, 0], [1, 0, 0], [1, 0, 0], [0, 0, 0], [0, 0, 1]]):
        set_hand(m, seat, hand)
    s.active[BLACK][WHITE] = 2
    s.active[YELLOW][WHITE] = 3
    s.gifts[WHITE][1] = s.gifts[WHITE][2] = 2  # active
    to_court(m, BLACK)
    # Black first (Chief Minister): must aid White
    assert m.to_move == [BLACK] and ids(m) == ["tutor-white"]
    m.apply("tutor-white")
    m.apply("card-1")  # his last card: done
    # Green has no cards and is skipped; Purple is free
    assert m.to_move == [PURPLE] and ids(m) == ["tutor-red", "tutor-white"]
    assert m.view(PURPLE)["tutors"] == [{"seat": BLACK, "space": 1, "cards": 1}]  # face down
    m.apply("tutor-red")
    m.apply("card-3")
    assert m.to_move == [WHITE]
    m.apply("tutor-white")
    m.apply("card-2")
    assert m.to_move == [YELLOW] and ids(m) == ["tutor-white"]  # Yellow must aid White
    m.apply("tutor-white")
    m.apply("card-1")
    assert s.last_exam["coins"] == [3, 4] and s.last_exam["winner"] == WHITE
    assert sum(s.discard) == discarded + 4  # every tutoring card is discarded
    # White places the Gongbu candidate on an empty Gongbu space
    assert m.to_move == [WHITE]
    empty = [sp for sp in range(1, 8) if s.tile[2][sp - 1] < 0]
    assert ids(m) == [f"place-gongbu-{sp}" for sp in empty]
    m.apply(f"place-gongbu-{empty[0]}")
    assert s.owner[2][empty[0] - 1] == WHITE and s.secured[2][empty[0] - 1]
    assert s.students == [-1, -1]
    check_invariants(s)


def test_three_cards_cancel_the_gift() -> None:
    m = game(3, seed=2)
    s = m.state
    s.students = [0, 1]
    for seat, hand in enumerate([[0, 0, 0], [0, 0, 0], [3, 0, 0]]):
        set_hand(m, seat, hand)
    s.active[2][1] = 2
    s.gifts[1][1] = 2
    to_court(m, 1)
    assert ids(m) == ["tutor-white"]
    m.apply("tutor-white")
    for _ in range(3):
        m.apply("card-1")
    assert s.active[2][1] == 0 and s.gifts[1][1] == data.GONE


def full_ministry(m: Match, ministry: int, owners: dict[int, int]) -> None:
    s = m.state
    spare = [t for t in s.tile_stack]
    for sp in range(1, 8):
        if s.tile[ministry][sp - 1] < 0:
            t = spare.pop()
            s.tile_stack.remove(t)
            s.tile[ministry][sp - 1] = t
        s.owner[ministry][sp - 1] = owners[sp]


def test_the_simple_resolution_example() -> None:
    m = game()
    s = m.state
    full_ministry(m, 2, {1: BLACK, 2: PURPLE, 3: BLACK, 4: PURPLE, 5: BLACK, 6: PURPLE, 7: GREEN})
    s.active[GREEN][PURPLE], s.active[GREEN][BLACK] = 3, 4
    s.gifts[PURPLE][2], s.gifts[BLACK][3] = 2, 2
    to_court(m, WHITE)
    assert s.resolved[2] and (s.minister[2], s.secretary[2]) == (BLACK, PURPLE)
    assert s.active[GREEN][BLACK] == 0 and s.active[GREEN][PURPLE] == 3
    assert s.score[BLACK] >= s.chits[2][0] and all(s.secured[2])
    check_invariants(s)


def test_the_complex_resolution_example_with_a_free_choice() -> None:
    m = game()
    s = m.state
    full_ministry(m, 0, {1: YELLOW, 6: YELLOW, 2: WHITE, 5: WHITE, 3: BLACK, 4: GREEN, 7: PURPLE})
    for holder, giver, v in ((GREEN, WHITE, 2), (YELLOW, WHITE, 3), (YELLOW, PURPLE, 2), (PURPLE, GREEN, 4)):
        s.active[holder][giver] = v
        s.gifts[giver][v - 1] = 2
    to_court(m, WHITE)
    assert m.to_move == [BLACK] and ids(m) == ["give-0", "give-1", "give-3"]
    m.apply("give-1")  # to Yellow
    assert (s.minister[0], s.secretary[0]) == (WHITE, YELLOW)
    assert s.active[PURPLE][GREEN] == 0 and s.active[GREEN][WHITE] == 0 and s.active[YELLOW][WHITE] == 3
    assert s.owner[0][6] == PURPLE  # influence given was temporary


def test_give_gift_obligation_one_and_cancelling() -> None:
    m = game(3)
    s = m.state
    s.gifts[0] = [AVAILABLE] * 6
    s.active[0][1] = 3  # seat 0 holds a 3 from seat 1
    s.gifts[1][2] = 2
    turn_of(m, 0)
    legal = ids(m)
    assert "give-gift-2-1" not in legal and "give-gift-3-1" in legal and "give-gift-1-2" in legal
    m.apply("give-gift-4-1")
    assert s.active[1][0] == 4 and s.active[0][1] == 0 and s.gifts[1][2] == data.GONE
    check_invariants(s)


def test_bribery_block_and_transfer() -> None:
    m = game(3)
    s = m.state
    s.owner[1][2] = 1  # seat 1 bribed Hubu 3
    s.owner[1][3] = 0  # seat 0 has Hubu 4
    s.active[0][1] = 2
    s.gifts[1][1] = 2
    set_hand(m, 0, [0, 0, 4])
    turn_of(m, 0)
    assert not any(a.startswith("bribe-hubu") for a in ids(m))
    assert any(a.startswith("bribe-bingbu") for a in ids(m))
    m.apply("transfer-hubu-4-1")  # 0 cubes; cancels the gift from seat 1
    assert s.owner[1][3] == 1 and s.active[0][1] == 0 and s.cubes[0] == 3


def test_round_one_bans_and_basic_game() -> None:
    m = game(4)
    legal = ids(m)
    assert m.state.round == 1
    assert not any(a.startswith(("nominate", "force", "petition")) for a in legal)


def test_petition_in_the_advanced_game() -> None:
    m = game(3, {"advanced": True})
    s = m.state
    s.gifts[0][5] = AVAILABLE
    s.owner[0][2] = 1  # an unsecured marker of seat 1 on Bingbu 3
    turn_of(m, 0)
    assert "petition-6-bingbu-3-0" in ids(m)
    m.apply("petition-6-bingbu-3-0")
    assert s.owner[0][2] == 0 and s.secured[0][2] and s.gifts[0][5] == data.GONE and s.cubes[0] == 1


def test_forced_invasion_fails_but_rewards_the_star_box() -> None:
    m = game(3)
    s = m.state
    s.wall = 3  # the 4th piece forces the first foreign land
    land = s.lands[0]
    star = data.FOREIGN_LANDS[land][2]
    s.boxes[0][star] = 2
    s.stock[2] -= 1
    rewards = len(s.rewards)
    to_court(m, 0)
    assert s.land_done[0] and s.score[2] == 0 and len(s.rewards) == rewards - 1 and len(s.held[2]) == 1


def test_final_tie_break_through_the_engine() -> None:
    from mingtable.games.confucius.game import winners

    m = game()
    s = m.state
    s.score = [17, 12, 17, 9, 10]
    s.offices = {"chief": BLACK, "admiral": YELLOW, "general": GREEN}
    assert winners(s) == [BLACK]
    s.admiral_variation = True
    assert winners(s) == [YELLOW]


def test_views_hide_hands_and_rewards() -> None:
    m = game(3)
    s = m.state
    s.held[1] = ["cash"]
    v = m.view(0)
    assert v["hand"] == s.hands[0] and v["held"] == []
    assert v["players"][1]["cards"] == 3 and v["players"][1]["rewards"] == 1
    assert m.view(None)["hand"] is None and "cash" not in repr(m.view(None))
