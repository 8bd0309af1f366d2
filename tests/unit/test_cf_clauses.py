"""Confucius: the rule clauses of docs/rules/confucius.md one by one, through the facade, on
positions set up for them (the audit of the engine against the rulebook as restated in the
reference file, sections 1-8 and the rulings of section 11)."""

from __future__ import annotations

from mingtable.engine.match import Match
from mingtable.games.confucius import data
from mingtable.games.confucius.data import ACTIVE, AVAILABLE, BINGBU, GONE, GONGBU, HIDDEN, HUBU
from mingtable.games.confucius.game import options, winners

from cf_support import check_invariants
from test_cf_rules import full_ministry, game, ids, set_hand, to_court, turn_of

WHITE, YELLOW, BLACK, GREEN, PURPLE = range(5)
CAND = {BINGBU: data.FIRST_CANDIDATE, HUBU: data.FIRST_CANDIDATE + 1, GONGBU: data.FIRST_CANDIDATE + 2}


def give(m: Match, holder: int, giver: int, v: int) -> None:
    """An active gift of value ``v`` from ``giver`` held by ``holder``."""
    m.state.active[holder][giver] = v
    m.state.gifts[giver][v - 1] = ACTIVE


def hold_reward(m: Match, seat: int, kind: str) -> None:
    """``seat`` holds the Emperor's Reward card ``kind`` (taken from the stack)."""
    m.state.rewards.remove(kind)
    m.state.held[seat].append(kind)


def set_candidate(m: Match, tile: int) -> None:
    s = m.state
    if s.candidate != tile:
        s.candidates[s.candidates.index(tile)] = s.candidate
        s.candidate = tile


def resolved_ministry(m: Match, ministry: int, seat: int) -> None:
    """A ministry resolved earlier with ``seat`` alone in it."""
    full_ministry(m, ministry, {sp: seat for sp in range(1, 8)})
    s = m.state
    s.secured[ministry] = [True] * 7
    s.resolved[ministry] = True
    s.minister[ministry] = s.secretary[ministry] = seat
    s.score[seat] += sum(s.chits[ministry])
    s.detail[seat]["ministry"] += sum(s.chits[ministry])


def next_round(m: Match) -> None:
    """From the Chief Minister decision of a new round on: the old Chief Minister names the
    seat after him, and everybody passes (no cubes) into the Court."""
    s = m.state
    assert s.pending["kind"] == "chief"
    m.apply(f"chief-{(s.chief + 1) % s.n}")
    to_court(m, s.chief)


# -- Count Gifts, the Chief Minister, turns and cubes (C5-C10) ----------------------------------


def test_count_gifts_example_through_the_facade() -> None:
    """Black gave 1 and holds none: 4; Green 2 + 2: 5; Purple 1 + 1: 4; White none: 3;
    Yellow 1 + 2: 5. The new Chief Minister puts one of his on Imperial Favour."""
    m = game(5)
    s = m.state
    for giver, holder, v in ((BLACK, YELLOW, 1), (GREEN, YELLOW, 2), (GREEN, PURPLE, 3), (PURPLE, GREEN, 1),
                             (YELLOW, GREEN, 4)):
        give(m, holder, giver, v)
    to_court(m, WHITE)
    assert s.pending == {"kind": "chief", "seat": WHITE} and "chief-0" not in ids(m)  # never himself
    assert s.cubes == [3, 5, 4, 5, 4]
    m.apply("chief-2")
    assert s.chief == BLACK and s.cubes == [3, 5, 3, 5, 4]
    assert m.to_move == [GREEN]  # the player after the Chief Minister starts


def test_cube_cost_examples_through_the_facade() -> None:
    """Purple: Buy Gift then Give Gift 1 + 1, Buy Gift again 2; Tax then Commercial Income
    1 + 1. Black (Chief Minister) bribed earlier; his Imperial Favour bribe costs no cube
    and does not count as a use (ruling 2)."""
    m = game(5)
    s = m.state
    set_hand(m, PURPLE, [0, 0, 3])
    turn_of(m, PURPLE, 5)
    m.apply("buy-gift-2")
    m.apply("pay-3")
    assert s.cubes[PURPLE] == 4
    turn_of(m, PURPLE, 4)
    m.apply("give-gift-2-0")
    assert s.cubes[PURPLE] == 3 and s.active[WHITE][PURPLE] == 2
    turn_of(m, PURPLE, 3)
    m.apply("buy-gift-3")  # a repeat: 2 cubes
    m.apply("pay-3")
    assert s.cubes[PURPLE] == 1
    turn_of(m, PURPLE, 2)
    m.apply("tax")
    turn_of(m, PURPLE, 1)
    m.apply("commercial")
    m.apply("pay-done")
    assert s.cubes[PURPLE] == 0 and s.used[PURPLE] == ["buy-gift", "give-gift", "buy-gift", "tax", "commercial"]
    # Black, Chief Minister, bribes with a cube, then bribes again as Imperial Favour
    set_hand(m, BLACK, [0, 0, 4])
    s.chief = BLACK
    turn_of(m, BLACK, 2)
    m.apply("bribe-bingbu-3")
    m.apply("pay-3")
    m.apply("pay-3")
    assert s.cubes[BLACK] == 1 and s.used[BLACK] == ["bribe"]
    s.cubes = [0] * 5
    turn_of(m, GREEN, 0)
    while m.state.pending["via"] == "cube":
        m.apply("pass")
    assert s.pending == {"kind": "turn", "seat": BLACK, "via": "favour"}
    legal = ids(m)
    assert "bribe-bingbu-4" in legal and "pass" not in legal and not any(a.startswith("reward") for a in legal)
    m.apply("bribe-bingbu-4")
    assert s.pending["kind"] == "pay" and s.used[BLACK] == ["bribe"] and s.cubes[BLACK] == 0
    while s.pending["kind"] == "pay":
        m.apply(ids(m)[-1])
    assert s.owner[BINGBU][3] == BLACK and s.round == 2  # the Actions phase is over
    check_invariants(s)


def test_imperial_favour_keeps_every_other_restriction() -> None:
    """Round-1 bans, Commercial Income once a round, no Petition in the basic game, no
    reward card (C9)."""
    m = game(3)
    s = m.state
    assert s.round == 1
    chief = s.chief
    s.commercial[chief] = True
    hold_reward(m, chief, "cash")
    s.gifts[chief][3] = AVAILABLE
    s.cubes = [0, 0, 0]
    turn_of(m, (chief + 1) % 3, 0)
    while s.pending["via"] == "cube":
        m.apply("pass" if "pass" in ids(m) else ids(m)[-1])
    assert s.pending["seat"] == chief and s.pending["via"] == "favour"
    legal = ids(m)
    assert "tax" in legal and "no-action" in legal
    assert not any(a.startswith(("nominate", "force", "commercial", "petition", "reward", "pass")) for a in legal)


def test_without_cubes_only_rewards_transfer_or_pass() -> None:
    """C8: with cubes a player must act (no pass); without, a reward card, Transfer
    Influence or pass; a player who can only pass passes at once."""
    m = game(3)
    s = m.state
    s.owner[HUBU][3] = 1
    hold_reward(m, 1, "cash")
    turn_of(m, 1, 0)
    assert set(ids(m)) == {"reward-cash", "pass", "transfer-hubu-4-0", "transfer-hubu-4-2"}
    turn_of(m, 1, 1)
    assert "pass" not in ids(m) and "no-action" in ids(m) and "reward-cash" in ids(m)
    m.apply("reward-cash")  # a whole turn, no cube
    assert s.cubes[1] == 1 and len(s.held[1]) == 0 and sum(s.hands[1]) == 7 and m.to_move == [2]
    # seat 0 has nothing to do without cubes: it passes at once
    s.cubes = [0, 1, 0]
    s.owner[HUBU][3] = -1
    turn_of(m, 2, 0)
    m.apply("pass")
    assert s.passed[0] and m.to_move == [1]
    check_invariants(s)


# -- the actions (C12-C22) ----------------------------------------------------------------------


def test_ministry_discounts_and_their_persistence() -> None:
    """C13: Bingbu armies 4 licences, Hubu bribes 1 coin less, Gongbu the cheaper junks;
    also once that ministry is resolved (ruling 9)."""
    m = game(3)
    s = m.state
    set_hand(m, 0, [2, 0, 3])  # 11 coins, 9 licences
    turn_of(m, 0)
    payload = {aid: pl for aid, _, pl in options(s)}
    assert payload["bribe-hubu-3"]["cost"] == data.tile_cost(s.tile[HUBU][2])
    assert (payload["junks-4"]["cost"], payload["recruit"]["cost"]) == (10, 6)
    s.owner[HUBU][3] = 0
    s.owner[GONGBU][3] = 0
    resolved_ministry(m, BINGBU, 0)
    turn_of(m, 0)
    payload = {aid: pl for aid, _, pl in options(s)}
    assert payload["bribe-hubu-3"]["cost"] == data.tile_cost(s.tile[HUBU][2]) - 1
    assert payload["junks-4"]["cost"] == 7 and payload["junks-2"]["cost"] == 2
    assert payload["recruit"]["cost"] == 4 and payload["recruit"]["mode"] == "licences"
    assert not any(a.startswith(("bribe-bingbu", "transfer-bingbu")) for a in payload)  # resolved: frozen


def test_nominate_student_choices() -> None:
    """C15: not in round 1; an empty space of one's choice; not with a student already;
    Force not offered twice."""
    m = game(3)
    s = m.state
    turn_of(m, 0)
    assert not any(a.startswith(("nominate", "force")) for a in ids(m))
    s.round = 2
    turn_of(m, 0)
    assert {"nominate-red", "nominate-white", "force-exam"} <= set(ids(m))
    s.students = [1, -1]
    turn_of(m, 0)
    assert "nominate-white" in ids(m) and "nominate-red" not in ids(m)
    s.students = [1, 0]
    s.force_exam = True
    turn_of(m, 2)
    assert not any(a.startswith(("nominate", "force")) for a in ids(m))


def test_voyage_never_needs_a_sixth_land() -> None:
    """Ruling 10: the ocean never holds a 5th junk that has no land left to reach."""
    m = game(3)
    s = m.state
    set_hand(m, 0, [3, 0, 0])
    for i in range(4):
        s.distant[i].append(0)
    s.shipyard[0], s.ocean[0], s.junk_supply = 10, 2, data.JUNKS - 12
    turn_of(m, 0)
    assert "voyage-7" in ids(m) and "voyage-8" not in ids(m)
    s.distant[4].append(0)
    turn_of(m, 0)
    assert "voyage-2" in ids(m) and "voyage-3" not in ids(m)


def test_gift_replacement_and_equal_gifts() -> None:
    """C25-C26: a new gift replaces the old one from the same giver (even a lower one: the
    rulebook allows it); an equal return gift leaves both active."""
    m = game(3)
    s = m.state
    s.gifts[0] = [AVAILABLE] * 6
    s.gifts[1] = [AVAILABLE] * 6
    turn_of(m, 0)
    m.apply("give-gift-5-1")
    turn_of(m, 0)
    m.apply("give-gift-2-1")  # replaces the necklace, which leaves the game
    assert s.active[1][0] == 2 and s.gifts[0][4] == GONE and s.gifts[0][1] == ACTIVE
    turn_of(m, 1)
    assert "give-gift-1-0" not in ids(m)
    m.apply("give-gift-2-0")  # equal: both stay
    assert s.active[1][0] == 2 and s.active[0][1] == 2
    check_invariants(s)


def test_transfer_only_in_unresolved_ministries() -> None:
    m = game(3)
    s = m.state
    resolved_ministry(m, GONGBU, 0)
    s.owner[HUBU][2] = 0
    turn_of(m, 0)
    transfers = [a for a in ids(m) if a.startswith("transfer")]
    assert transfers == ["transfer-hubu-3-1", "transfer-hubu-3-2"]


# -- Petition the Emperor (C22) ---------------------------------------------------------------------


def test_petition_ceramic_tile_moves_up_to_two_junks() -> None:
    m = game(3, {"advanced": True})
    s = m.state
    s.gifts[0][1] = AVAILABLE
    s.shipyard[1], s.junk_supply = 3, data.JUNKS - 3
    turn_of(m, 0, 3)
    legal = ids(m)
    assert "petition-2-1-2" in legal and "petition-2-1-0" in legal and not any(a.startswith("petition-2-0") for a in legal)
    m.apply("petition-2-1-2")
    assert s.shipyard[1:] == [1, 2] and s.cubes[0] == 1 and s.gifts[0][1] == GONE
    s.gifts[0][1] = AVAILABLE
    s.gifts[0][0] = GONE  # keep the gift count: pretend the wall hanging left instead
    turn_of(m, 0, 2)
    m.apply("petition-2-1-0")  # ruling 5: only 1 is there
    assert s.shipyard == [1, 0, 2]
    turn_of(m, 0, 1)
    assert not any(a.startswith("petition") for a in ids(m))  # always 2 cubes


def test_petition_vase_takes_over_a_student() -> None:
    m = game(3, {"advanced": True})
    s = m.state
    s.round = 2
    s.gifts[0][2] = AVAILABLE
    s.students = [0, 1]
    turn_of(m, 0)
    assert [a for a in ids(m) if a.startswith("petition")] == ["petition-3-white"]
    m.apply("petition-3-white")
    assert s.students == [0, 0]


def test_petition_coat_swaps_with_equal_or_lower_seniority() -> None:
    m = game(3, {"advanced": True})
    s = m.state
    s.gifts[0][3] = AVAILABLE
    s.owner[HUBU][3] = 0  # Hubu 4
    s.owner[BINGBU][4] = 1  # Bingbu 5, secured, of seat 1
    s.secured[BINGBU][4] = True
    resolved_ministry(m, GONGBU, 2)
    turn_of(m, 0)
    coats = {a for a in ids(m) if a.startswith("petition-4")}
    assert coats == {"petition-4-hubu-4-hubu-5", "petition-4-hubu-4-bingbu-4", "petition-4-hubu-4-bingbu-5"}
    a, b = s.tile[HUBU][3], s.tile[BINGBU][4]
    m.apply("petition-4-hubu-4-bingbu-5")
    assert (s.tile[HUBU][3], s.owner[HUBU][3], s.secured[HUBU][3]) == (b, 1, True)
    assert (s.tile[BINGBU][4], s.owner[BINGBU][4], s.secured[BINGBU][4]) == (a, 0, False)
    check_invariants(s)


def test_petition_necklace_moves_any_army() -> None:
    m = game(3, {"advanced": True})
    s = m.state
    s.gifts[0][4] = AVAILABLE
    s.boxes[0][0] = 1  # another player's army
    s.stock[1] -= 1
    s.land_done[2] = True
    turn_of(m, 0)
    moves = [a for a in ids(m) if a.startswith("petition-5")]
    assert moves and all(a.startswith(f"petition-5-{s.lands[0]}-1-") for a in moves)
    assert not any(f"-{s.lands[2]}-" in a for a in moves)
    m.apply(f"petition-5-{s.lands[0]}-1-{s.lands[1]}-1")
    assert s.boxes[0][0] == -1 and s.boxes[1][0] == 1
    check_invariants(s)


# -- Emperor's Reward cards (C23) -------------------------------------------------------------------


def test_reward_gift_extra_insulted_and_recruit() -> None:
    m = game(3)
    s = m.state
    for kind in ("gift", "extra", "insulted", "recruit"):
        hold_reward(m, 0, kind)
    turn_of(m, 0, 0)
    legal = ids(m)
    assert "reward-insulted" not in legal  # no army in the colonies yet: the card waits
    assert {"reward-gift-2", "reward-gift-6", "reward-extra", "reward-recruit"} <= set(legal)
    m.apply("reward-recruit")
    assert (s.stock[0], s.colonies[0], s.cubes[0]) == (5, 1, 0)
    turn_of(m, 0, 0)
    m.apply("reward-insulted")
    assert (s.colonies[0], s.insulted[0], s.score[0], s.detail[0]["insulted"]) == (0, 1, 2, 2)
    turn_of(m, 0, 0)
    m.apply("reward-gift-6")
    assert s.gifts[0][5] == AVAILABLE
    turn_of(m, 0, 0)
    m.apply("reward-extra")
    assert s.pending == {"kind": "turn", "seat": 0, "via": "extra"}
    legal = ids(m)
    assert "tax" in legal and "pass" not in legal and not any(a.startswith("reward") for a in legal)
    m.apply("tax")
    assert s.cubes[0] == 0 and s.used[0] == [] and m.to_move == [1]
    assert s.held[0] == [] and sorted(s.spent) == ["extra", "gift", "insulted", "recruit"]
    check_invariants(s)


def test_reward_bribery_cards() -> None:
    """Bribery: in its ministry while that is unresolved (even with no target there: the card
    waits), else any unresolved one; an unbribed official free, or another player's lying
    marker at its cost (Hubu discount); the marker lies; gift obligations do not apply."""
    m = game(3)
    s = m.state
    set_hand(m, 0, [0, 0, 0])
    hold_reward(m, 0, "bribe-gongbu")
    for sp in (3, 4, 5):
        s.owner[GONGBU][sp - 1] = 1
        s.secured[GONGBU][sp - 1] = True
    turn_of(m, 0, 0)
    assert ids(m) == ["pass"]  # no target in Gongbu: the card is not offered
    s.secured[GONGBU][3] = False
    s.owner[HUBU][2] = 0  # Hubu discount
    give(m, 0, 1, 3)  # obligation 2 would block a Bribe in Gongbu
    set_hand(m, 0, [0, 0, 2])
    turn_of(m, 0, 0)
    assert [a for a in ids(m) if a.startswith("reward")] == ["reward-bribe-gongbu-gongbu-4"]
    m.apply("reward-bribe-gongbu-gongbu-4")
    cost = data.tile_cost(s.tile[GONGBU][3]) - 1
    assert s.pending["kind"] == "pay" and s.pending["need"] == cost
    while s.pending and s.pending["kind"] == "pay":
        m.apply("pay-3")
    assert s.owner[GONGBU][3] == 0 and not s.secured[GONGBU][3] and s.held[0] == []
    # once Gongbu is resolved, its card works in any unresolved ministry
    m2 = game(3)
    resolved_ministry(m2, GONGBU, 1)
    hold_reward(m2, 0, "bribe-gongbu")
    turn_of(m2, 0, 0)
    free = {a for a in ids(m2) if a.startswith("reward")}
    assert free == {f"reward-bribe-gongbu-{name}-{sp}" for name in ("bingbu", "hubu") for sp in (3, 4, 5)}
    m2.apply("reward-bribe-gongbu-hubu-5")
    assert m2.state.owner[HUBU][4] == 0 and not m2.state.secured[HUBU][4] and m2.state.cubes[0] == 0


def test_no_reward_card_after_passing_or_as_favour() -> None:
    m = game(3)
    s = m.state
    hold_reward(m, s.chief, "cash")
    s.cubes = [0, 0, 0]
    turn_of(m, s.chief, 0)
    m.apply("pass")
    while s.pending["via"] == "cube":
        m.apply("pass")
    assert s.pending["via"] == "favour" and not any(a.startswith("reward") for a in ids(m))


# -- the Court (C28-C34) ----------------------------------------------------------------------------


def test_uncontested_and_empty_examinations() -> None:
    """C29: a single student, or both students of one player, win without cards; a forced
    examination without students does nothing (ruling 12)."""
    m = game(3, seed=3)
    s = m.state
    cand = s.candidate
    s.force_exam = True
    to_court(m, 0)
    assert s.candidate == cand and not s.force_exam and s.last_exam is None
    m = game(3, seed=3)
    s = m.state
    s.students = [1, 1]
    hands = [list(h) for h in s.hands]
    to_court(m, 0)
    assert s.last_exam is None and s.pending == {"kind": "place", "seat": 1, "winner": 1, "options": s.pending["options"]}
    assert s.hands == hands  # no tutoring
    m.apply(ids(m)[0])
    placed = [(mi, sp) for mi in range(3) for sp in range(7) if s.tile[mi][sp] == cand]
    assert len(placed) == 1 and s.owner[placed[0][0]][placed[0][1]] == 1 and s.students == [-1, -1]


def test_tutoring_with_gifts_from_both_students_and_the_red_tie() -> None:
    m = game(3, seed=2)
    s = m.state
    s.students = [0, 1]
    give(m, 2, 0, 3)
    give(m, 2, 1, 5)
    for seat, hand in enumerate([[0, 0, 1], [0, 0, 0], [0, 0, 1]]):
        set_hand(m, seat, hand)
    to_court(m, 2)
    assert m.to_move == [2] and ids(m) == ["tutor-white"]  # the higher gift decides
    m.apply("tutor-white")
    m.apply("card-3")
    assert m.to_move == [0]
    m.apply("tutor-red")
    m.apply("card-3")
    assert s.last_exam["coins"] == [3, 3] and s.last_exam["winner"] == 0  # a tie: red wins
    m = game(3, seed=2)
    s = m.state
    s.students = [0, 1]
    give(m, 2, 0, 4)
    give(m, 2, 1, 4)
    to_court(m, 2)
    assert ids(m) == ["tutor-red", "tutor-white"]  # equal gifts: his choice


def exam_won_by(m: Match, seat: int, chief: int = 0) -> None:
    """An uncontested examination won by ``seat`` in the coming Court."""
    m.state.students = [seat, -1]
    m.state.force_exam = True
    to_court(m, chief)


def test_candidate_replaces_an_unbribed_or_unsecured_official() -> None:
    """C32: without an empty space the winner replaces an unbribed or a lying official of the
    ministry (no order between them), never a secured one; the tile leaves the game."""
    m = game(3)
    s = m.state
    set_candidate(m, CAND[GONGBU])
    full_ministry(m, GONGBU, {1: 1, 2: 2, 3: -1, 4: 1, 5: 1, 6: 2, 7: 2})
    s.secured[GONGBU] = [True, False, False, True, True, True, True]
    exam_won_by(m, 0)
    assert m.to_move == [0] and ids(m) == ["place-gongbu-2", "place-gongbu-3"]
    old = s.tile[GONGBU][1]
    m.apply("place-gongbu-2")
    assert s.tile[GONGBU][1] == CAND[GONGBU] and s.owner[GONGBU][1] == 0 and s.secured[GONGBU][1]
    assert old in s.removed
    check_invariants(s)


def test_candidate_of_a_resolved_ministry_goes_elsewhere() -> None:
    """Ruling 6: the indicated ministry resolved, first an empty space of any unresolved one."""
    m = game(3)
    s = m.state
    set_candidate(m, CAND[GONGBU])
    resolved_ministry(m, GONGBU, 1)
    exam_won_by(m, 0)
    assert set(ids(m)) == {f"place-{name}-{sp}" for name in ("bingbu", "hubu") for sp in (1, 2, 6, 7)}


def test_candidate_with_a_single_place_is_placed_at_once() -> None:
    m = game(3)
    s = m.state
    set_candidate(m, CAND[HUBU])
    full_ministry(m, HUBU, {1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: -1})
    s.secured[HUBU] = [True] * 6 + [False]
    exam_won_by(m, 2)
    assert s.tile[HUBU][6] == CAND[HUBU] and s.owner[HUBU][6] == 2


def test_candidate_without_a_place_leaves_the_game() -> None:
    """Every official secured: the candidate leaves the game, the winner's marker returns."""
    m = game(3)
    s = m.state
    set_candidate(m, CAND[GONGBU])
    resolved_ministry(m, BINGBU, 1)
    resolved_ministry(m, HUBU, 2)
    full_ministry(m, GONGBU, {sp: 1 + sp % 2 for sp in range(1, 8)})
    s.secured[GONGBU] = [True] * 7
    exam_won_by(m, 0)
    assert CAND[GONGBU] in s.removed and 0 not in s.owner[GONGBU]
    assert s.resolved == [True, True, True] and s.phase == "over"  # all three resolved: the end


def test_next_candidate_of_a_resolved_ministry_is_removed() -> None:
    m = game(3)
    s = m.state
    set_candidate(m, CAND[HUBU])
    s.candidates.remove(CAND[BINGBU])
    s.candidates.append(CAND[BINGBU])  # the next one: Bingbu
    resolved_ministry(m, BINGBU, 1)
    exam_won_by(m, 0)
    if s.pending["kind"] == "place":
        m.apply(ids(m)[0])
    assert CAND[BINGBU] in s.removed and s.candidate == CAND[GONGBU]
    check_invariants(s)


def test_the_last_candidate_ends_the_game_with_the_round() -> None:
    m = game(3)
    s = m.state
    s.candidates = []
    s.removed += [t for t in range(data.FIRST_CANDIDATE, data.TILES) if t != s.candidate]
    exam_won_by(m, 0)
    if s.pending and s.pending["kind"] == "place":
        m.apply(ids(m)[0])
    assert s.candidate == -1 and s.phase == "over" and s.wall == 1
    check_invariants(s)


def test_invasions_score_boxes_and_reward_in_soldier_order() -> None:
    """C34: full tiles succeed, each army scoring its box; the army in the reward box draws a
    card; with one card left the first foreign land gets it (ruling 8)."""
    m = game(3)
    s = m.state
    for i in (0, 1):
        for b in range(len(s.boxes[i])):
            s.boxes[i][b] = b % 3
            s.stock[b % 3] -= 1
    s.held[0] = list(s.rewards[:-1])  # one card left on the stack
    s.rewards = s.rewards[-1:]
    before = list(s.score)
    to_court(m, 0)
    gained = [a - b for a, b in zip(s.score, before)]
    want = [0, 0, 0]
    for i in (0, 1):
        for b, vp in enumerate(data.FOREIGN_LANDS[s.lands[i]][1]):
            want[b % 3] += vp
    assert gained == want and s.land_done[:2] == [True, True]
    star_first = data.FOREIGN_LANDS[s.lands[0]][2] % 3
    assert s.rewards == [] and len(s.held[star_first]) == (10 if star_first == 0 else 1)


# -- End of Round and game end (C35-C39) -------------------------------------------------------------


def test_new_officials_fill_the_lowest_empty_space() -> None:
    m = game(3)
    s = m.state
    to_court(m, 0)
    for sp in (1, 2, 6, 7):
        assert all(s.tile[mi][sp - 1] >= 0 for mi in range(3)), sp
        assert all(s.tile[mi][x - 1] < 0 for mi in range(3) for x in range(sp + 1, 8) if x not in (3, 4, 5))
        if sp != 7:
            next_round(m)
    assert len(s.tile_stack) == 24 - 21


def test_discard_down_to_four_from_the_chief_minister() -> None:
    m = game(3)
    s = m.state
    set_hand(m, 0, [2, 2, 2])
    set_hand(m, 2, [1, 1, 4])
    to_court(m, 1)
    assert s.pending == {"kind": "discard", "seat": 2}  # from the Chief Minister on; he has 3
    assert set(ids(m)) == {"discard-1", "discard-2", "discard-3"}
    m.apply("discard-3")
    assert s.pending == {"kind": "discard", "seat": 2}
    m.apply("discard-1")
    assert s.pending == {"kind": "discard", "seat": 0}
    m.apply("discard-1")
    m.apply("discard-1")
    assert s.pending["kind"] == "chief" and s.hands[0] == [0, 2, 2] and s.hands[2] == [0, 1, 3]
    check_invariants(s)


def test_the_ninth_wall_piece_ends_the_game() -> None:
    m = game(3)
    s = m.state
    s.wall = 8
    to_court(m, 0)
    assert s.wall == 9 and s.phase == "over" and m.outcome is not None


def test_end_game_resolution_with_the_markers_present() -> None:
    """C38: empty and unbribed spaces ignored; two equal players: the most senior official;
    no markers: no chits. Then the offices (C39)."""
    m = game(3)
    s = m.state
    s.wall = 8
    s.owner[BINGBU][2], s.owner[BINGBU][3] = 1, 0  # Bingbu 3 and 4: seat 1 more senior
    s.owner[HUBU][4] = 2  # Hubu: seat 2 alone, both chits
    s.distant[0].append(0)
    s.distant_chits[0] = 0
    s.detail[0]["distant"] = s.score[0] = 2
    s.colonies[1], s.stock[1] = 1, 5
    to_court(m, 0)
    assert s.phase == "over"
    assert (s.minister[BINGBU], s.secretary[BINGBU]) == (1, 0)
    assert (s.minister[HUBU], s.secretary[HUBU]) == (2, 2)
    assert (s.minister[GONGBU], s.secretary[GONGBU]) == (-1, -1)
    # Chief Minister: seat 2 has 1 official + both Hubu spaces = 3; Admiral seat 0; General seat 1
    assert s.offices == {"chief": 2, "admiral": 0, "general": 1}
    assert s.detail[2] == {"ministry": sum(s.chits[HUBU]), "distant": 0, "invasion": 0, "insulted": 0, "office": 1}
    check_invariants(s)


def test_office_ties_go_to_the_minister_even_if_not_tied() -> None:
    """C39 and ruling 7: a tie, even at 0, goes to the Minister named for the office; without
    that Minister nobody gets it."""
    m = game(3)
    s = m.state
    s.wall = 8
    full_ministry(m, GONGBU, {sp: 2 for sp in range(1, 8)})  # resolves in this Court: seat 2 Minister
    s.ocean[0] = s.ocean[1] = 3
    s.junk_supply -= 6
    to_court(m, 0)
    assert s.phase == "over"
    assert s.offices["admiral"] == 2  # 3 = 3 at sea: the Minister of Gongbu
    assert s.offices["general"] is None  # 0 = 0 = 0, no Minister of Bingbu
    assert s.offices["chief"] == 2


def test_winner_admiral_variation_without_an_admiral() -> None:
    """With the Admiral Variation but no Admiral, a tie falls back to the normal order."""
    m = game(3, {"admiral": True})
    s = m.state
    s.score = [5, 5, 1]
    s.offices = {"chief": 1, "admiral": None, "general": 0}
    assert winners(s) == [1]


# -- hidden information (C40) ------------------------------------------------------------------------


def test_tutoring_stays_hidden_from_views_log_and_determinize() -> None:
    m = game(3, seed=6)
    s = m.state
    s.students = [0, 1]
    for seat, hand in enumerate([[0, 1, 1], [1, 1, 0], [2, 0, 1]]):
        set_hand(m, seat, hand)
    to_court(m, 0)
    m.apply("tutor-red")
    m.apply("card-3")
    m.apply("tutor-done")
    assert m.to_move == [1]
    m.apply("tutor-white")
    m.apply("card-1")  # still choosing: one card laid
    for seat in (None, 0, 2):
        v = m.view(seat)
        assert v["decision"]["cards"] == 1
        assert v["tutors"] == [{"seat": 0, "space": 0, "cards": [3] if seat == 0 else 1}]
        if seat is not None:
            assert v["hand"] == s.hands[seat] and v["players"][1]["cards"] == 1
    assert m.view(1)["decision"]["cards"] == [1]
    assert m.log[-1] == "White tutors the student of White with 1 card face down."
    assert not any("coin" in line for line in m.log)  # the log counts cards, names no coins
    d = m.determinize(2, 11)
    assert d.state.hands[2] == s.hands[2] and sum(d.state.hands[1]) == 1
    assert len(d.state.tutors[0][2]) == 1 and len(d.state.pending["cards"]) == 1
    seen = {(tuple(m.determinize(2, k).state.tutors[0][2]), tuple(m.determinize(2, k).state.pending["cards"]))
            for k in range(12)}
    assert len(seen) > 1  # resampled, not copied
    m.apply("tutor-done")
    m.apply("tutor-red")
    m.apply("card-1")
    m.apply("card-1")
    m.apply("card-3")
    assert s.last_exam["tutors"] == [[0, 0, [3]], [1, 1, [1]], [2, 0, [1, 1, 3]]]


def test_views_and_log_never_name_drawn_cards_or_rewards() -> None:
    m = game(3)
    s = m.state
    hold_reward(m, 0, "cash")
    turn_of(m, 0, 1)
    m.apply("tax")
    words = " ".join(m.log).lower()
    assert "cash" not in words
    v = m.view(1)
    assert v["held"] == [] and v["players"][0]["rewards"] == 1 and v["players"][0]["cards"] == 5
    for key in ("deck", "rewards_left", "officials_left", "candidates_left"):
        assert isinstance(v[key], int)
    assert "tile_stack" not in v and "rewards" not in v


def test_hidden_gifts_are_listed_by_state_only() -> None:
    m = game(3)
    v = m.view(None)
    assert v["players"][0]["gifts"] == [AVAILABLE] + [HIDDEN] * 5


def test_final_tie_break_example_played_to_the_end() -> None:
    """Reference 12, final tie-break, through a whole game end: White 17, Black 17; Yellow is
    Admiral (not tied), Black Chief Minister: Black wins; with the Admiral Variation Yellow."""
    for variation, won in ((False, [BLACK]), (True, [YELLOW])):
        m = game(5, {"admiral": variation})
        s = m.state
        s.wall = 8
        s.owner[BINGBU][2] = s.owner[BINGBU][3] = BLACK  # Black alone in Bingbu: both chits, Chief Minister
        s.ocean[YELLOW], s.junk_supply = 2, data.JUNKS - 2  # Yellow Admiral
        s.colonies[GREEN], s.stock[GREEN] = 1, data.ARMIES - 1  # Green General
        chits = sum(s.chits[BINGBU])
        for seat, points in ((WHITE, 17), (YELLOW, 10), (BLACK, 16 - chits), (GREEN, 5), (PURPLE, 3)):
            s.score[seat] = s.detail[seat]["invasion"] = points
        to_court(m, WHITE)
        assert m.outcome is not None
        assert s.offices == {"chief": BLACK, "admiral": YELLOW, "general": GREEN}
        assert m.outcome["scores"] == [17, 11, 17, 6, 3] and m.outcome["winners"] == won
        check_invariants(s)


def test_extra_action_keeps_gift_obligations_and_round_one_bans() -> None:
    """An Extra Action is an action of the box at no cube: obligation 2 still blocks a Bribe
    there, and Nominate and Force are still banned in round 1 (reference 2.11)."""
    m = game(3)
    s = m.state
    assert s.round == 1
    s.owner[HUBU][2], s.owner[HUBU][3] = 1, 0  # one each in Hubu: seat 0 as strong as its giver
    give(m, 0, 1, 2)
    set_hand(m, 0, [0, 0, 3])
    hold_reward(m, 0, "extra")
    turn_of(m, 0, 0)
    m.apply("reward-extra")
    legal = ids(m)
    assert not any(a.startswith(("bribe-hubu", "nominate", "force")) for a in legal)
    assert any(a.startswith("bribe-bingbu") for a in legal)
