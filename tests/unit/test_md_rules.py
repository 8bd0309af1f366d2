"""Ming-Dynastie rule clauses through the facade, one test (or a few) per clause."""

from __future__ import annotations

import pytest

import mingtable
from mingtable.games.ming_dynastie import data
from mingtable.games.ming_dynastie.game import CARD_INDEX, NT, State

from md_support import check_invariants, ids, new, place_princes

DI = data.DISTRICT_INDEX
PI = data.PROVINCE_INDEX


def give(m: mingtable.Match, seat: int, **cards: int) -> None:
    """Replace a seat's hand with the given cards, taken from the discards and dragon stack."""
    s: State = m.state
    for t in range(NT):
        s.discard[t] += s.hands[seat][t]
    s.dragons += s.hands[seat][NT]
    s.hands[seat] = [0] * (NT + 1)
    for code, k in cards.items():
        t = CARD_INDEX[code]
        if t == NT:
            s.dragons -= k
        else:
            s.discard[t] -= k
        s.hands[seat][t] = k
    m._legal = {}


def figures_to_space(m: mingtable.Match, seat: int, province: str, k: int) -> None:
    m.state.supply[seat] -= k
    m.state.spaces[PI[province]][seat] += k
    m._legal = {}


def to_phase(m: mingtable.Match, phase: str) -> None:
    """Advance with the first legal action of whoever moves until ``phase`` begins."""
    while m.state.phase != phase:
        m.apply(m.legal_actions()[0].id)


def at_moves(players: int = 3, princes: tuple[str, ...] = ("SX1", "HN3", "ZJ3")) -> mingtable.Match:
    """A match at the start of phase 3 of round 1, start player 0, hands and spaces emptied."""
    m = new(players, start_player=0)
    place_princes(m, list(princes[:players]))
    to_phase(m, "move")
    s: State = m.state
    for seat in range(players):
        for prov in range(6):
            s.supply[seat] += s.spaces[prov][seat]
            s.spaces[prov][seat] = 0
        for t in range(NT):
            s.discard[t] += s.hands[seat][t]
        s.dragons += s.hands[seat][NT]
        s.hands[seat] = [0] * (NT + 1)
    s.current = 0
    for seat in range(players):
        give(m, seat, JUNK=1)
    return m


# -- preparation ----------------------------------------------------------------------------

def test_preparation() -> None:
    m = new(3, start_player=1)
    s: State = m.state
    assert s.start == 1 and m.to_move == [1]
    assert [h[NT] for h in s.hands] == [1, 1, 1] and s.dragons == 15
    assert len(s.display) == 6 and len(s.deck) == 48
    assert s.supply == [30, 30, 30]
    assert len(ids(m)) == 18 and all(a.startswith("prince-") for a in ids(m))
    check_invariants(m)


def test_princes_in_distinct_districts_with_a_tile() -> None:
    m = new(3, start_player=0)
    m.apply("prince-SX1")
    assert m.state.tiles[0][PI["SX"]] == 1 and m.state.tile_supply[PI["SX"]] == 17
    assert "prince-SX1" not in ids(m) and "prince-SX2" in ids(m)  # same province, other district
    m.apply("prince-SX2")
    m.apply("prince-HN1")
    assert m.state.phase == "place" and m.to_move == [0]


def test_random_start_player_is_seeded() -> None:
    starts = {new(4, seed=s).state.start for s in range(30)}
    assert starts == {0, 1, 2, 3}
    assert new(4, seed=5).state.start == new(4, seed=5).state.start


def test_two_player_neutral_setup() -> None:
    m = new(2, start_player=1)
    place_princes(m, ["BZ1", "SC1"])
    s: State = m.state
    assert s.neutral_colour == "green"
    assert [row[2] for row in s.open] == [1] * 18
    assert s.phase == "neutrals" and m.to_move == [1]
    order = []
    for target in ["SX1", "SX1", "HN1", "SX2", "HN1", "HN2"]:
        order.append(m.to_move[0])
        if target == "HN2":
            assert "neutral-SX1" not in ids(m)  # already 3 neutrals there
        m.apply(f"neutral-{target}")
    assert order == [1, 0, 1, 0, 1, 0]
    assert s.open[DI["SX1"]][2] == 3 and s.neutral_supply == 2 * 31 - 24
    assert s.phase == "place"


@pytest.mark.parametrize("bots", ["random", "greedy"])
def test_two_player_neutral_placements_are_never_cut_short(bots: str) -> None:
    """R-06/R-42: before rounds 1, 3 and 5 each player places 3 neutrals, in every game; the
    neutral draws on both colours not in play."""
    from mingtable.bots import make_bot

    for seed in range(8):
        m = new(2, seed=seed)
        players = [make_bot(bots, seed * 7 + i, m.game) for i in range(2)]
        placed: dict[tuple[int, int], int] = {}
        while m.to_move:
            seat = m.to_move[0]
            action = players[seat].choose(m.view(seat), m.legal_actions(seat))
            if m.state.phase == "neutrals":
                key = (m.state.round, seat)
                placed[key] = placed.get(key, 0) + 1
            m.apply(action, seat)
        assert placed == {(r, s): 3 for r in (1, 3, 5) for s in (0, 1)}, f"seed {seed}"


# -- phase 1 ------------------------------------------------------------------------------------

def test_each_player_places_five_in_turn_order() -> None:
    m = new(3, start_player=2)
    place_princes(m, ["SX1", "SX2", "SX3"])
    seats = []
    for k in range(15):
        seats.append(m.to_move[0])
        assert len(ids(m)) == 6
        m.apply(f"place-{data.PROVINCE_IDS[k % 6]}")
    assert seats == [2, 0, 1] * 5
    assert [sum(row[s] for row in m.state.spaces) for s in range(3)] == [5, 5, 5]
    assert m.state.supply == [25, 25, 25] and m.state.phase == "cards"


# -- phase 2 ------------------------------------------------------------------------------------

def placed(spaces: dict[int, list[str]], players: int = 3) -> mingtable.Match:
    m = new(players, start_player=0)
    place_princes(m, ["SX1", "HN1", "BZ1", "SC1"][:players])
    for k in range(5):
        for seat in range(players):
            m.apply(f"place-{spaces[seat][k]}", seat)
    return m


def test_cards_only_beside_own_figures_and_refill() -> None:
    m = placed({0: ["SX"] * 5, 1: ["HN"] * 5, 2: ["ZJ"] * 5})
    assert ids(m) == ["take-SX", "dragon-SX"]
    card = m.state.display[PI["SX"]]
    top = m.state.deck[-1]
    m.apply("take-SX")
    assert m.state.hands[0][card] == 1 and m.state.display[PI["SX"]] == top
    assert m.state.spaces[PI["SX"]][0] == 5  # the figure stays


def test_dragon_costs_a_figure_into_the_box() -> None:
    m = placed({0: ["SX", "SX", "HN", "HN", "HN"], 1: ["HN"] * 5, 2: ["ZJ"] * 5})
    m.apply("dragon-HN")
    s: State = m.state
    assert s.hands[0][NT] == 2 and s.dragons == 14
    assert s.spaces[PI["HN"]][0] == 2 and s.box[0] == 1


def test_no_dragon_when_the_stack_is_empty() -> None:
    m = placed({0: ["SX"] * 5, 1: ["HN"] * 5, 2: ["ZJ"] * 5})
    m.state.dragons = 0
    m._legal = {}
    assert ids(m) == ["take-SX"]


def test_hand_limit_five_then_phase_three() -> None:
    m = placed({0: ["SX"] * 5, 1: ["HN"] * 5, 2: ["ZJ"] * 5})
    while m.state.phase == "cards":
        m.apply(ids(m)[0])
    assert [sum(h) for h in m.state.hands] == [5, 5, 5]
    assert m.state.phase == "move"


def test_player_without_figures_on_spaces_cannot_take() -> None:
    m = placed({0: ["SX"] * 5, 1: ["HN"] * 5, 2: ["ZJ"] * 5})
    s: State = m.state
    s.spaces[PI["ZJ"]][2] = 0
    s.box[2] += 5
    seats = []
    while s.phase == "cards":
        seats.append(m.to_move[0])
        m.apply(ids(m)[0])
    assert 2 not in seats
    assert [sum(h) for h in s.hands] == [5, 5, 1]
    check_invariants(m)


def test_lazy_reshuffle_of_the_discards() -> None:
    m = placed({0: ["SX"] * 5, 1: ["HN"] * 5, 2: ["ZJ"] * 5})
    s: State = m.state
    s.discard = [s.discard[t] + s.deck.count(t) for t in range(NT)]
    s.deck = []
    m.apply("take-SX")
    assert sum(s.discard) == 0 and len(s.deck) == 48 - 1
    assert any("shuffled" in line for line in m.log)
    assert not m.can_undo
    check_invariants(m)


# -- phase 3 ------------------------------------------------------------------------------------

def test_move_pays_the_border_transport_or_a_dragon() -> None:
    m = at_moves()
    s: State = m.state
    give(m, 0, RIDER=1, DRAGON=1)
    # SX1 borders SX2 by rider, SX3 by barge, HN1 by rider
    assert set(a for a in ids(m) if a.startswith("move-")) == {
        "move-SX2-RIDER", "move-SX2-DRAGON", "move-SX3-DRAGON", "move-HN1-RIDER", "move-HN1-DRAGON",
    }
    stack = s.dragons
    m.apply("move-SX3-DRAGON")
    assert s.prince[0] == DI["SX3"] and s.dragons == stack + 1 and s.hands[0][NT] == 0
    assert "move-SC1-RIDER" in ids(m) and "end-turn" in ids(m)


def test_may_pass_through_but_not_end_on_another_prince() -> None:
    m = at_moves(princes=("SX1", "SX2", "ZJ3"))
    s: State = m.state
    give(m, 0, RIDER=1)
    assert "move-SX2-RIDER" not in ids(m)  # no card to leave SX2 again
    give(m, 0, RIDER=1, OXCART=1)
    m.apply("move-SX2-RIDER")
    assert ids(m) == ["move-SX3-OXCART", "move-HN3-OXCART"]  # must move on; no deploy, no end
    m.apply("move-SX3-OXCART")
    assert "end-turn" in ids(m)


def test_stay_discards_any_card_then_deploy() -> None:
    m = at_moves()
    s: State = m.state
    give(m, 0, JUNK=1)
    figures_to_space(m, 0, "SX", 2)
    m.apply("stay-JUNK")
    assert s.discard[CARD_INDEX["JUNK"]] >= 1 and sum(s.hands[0]) == 0
    assert ids(m) == ["deploy-SX1", "cloister-SX1", "end-turn"]


def test_pass_without_card_and_no_cards_forces_pass() -> None:
    m = at_moves()
    s: State = m.state
    give(m, 0, RIDER=1)
    give(m, 1, )
    give(m, 2, JUNK=1)
    m.apply("pass")
    assert m.to_move == [2] and s.passed[1] and any("no cards" in line for line in m.log)
    m.apply("pass")
    # everyone passed: round 1 is not scored, round 2 begins with the next start player
    assert s.round == 2 and s.start == 1 and s.phase == "place"


def test_deploy_at_most_three_and_one_cloister() -> None:
    m = at_moves()
    s: State = m.state
    give(m, 0, RIDER=2)
    figures_to_space(m, 0, "HN", 5)
    m.apply("move-HN1-RIDER")
    m.apply("cloister-HN1")
    assert "cloister-HN1" not in ids(m)
    m.apply("deploy-HN1")
    m.apply("deploy-HN1")
    assert ids(m) == ["end-turn"]
    assert s.cloister[DI["HN1"]] == 0 and s.open[DI["HN1"]][0] == 2 and s.spaces[PI["HN"]][0] == 2
    m.apply("end-turn")
    assert m.to_move == [1]


def test_cloister_lock_and_oust() -> None:
    m = at_moves(princes=("SX1", "SX3", "ZJ3"))
    s: State = m.state
    s.cloister[DI["SX1"]] = 0
    s.supply[0] -= 1
    figures_to_space(m, 0, "SX", 2)
    give(m, 0, RIDER=1)
    m.apply("stay-RIDER")
    assert ids(m) == ["end-turn"]  # own figure in the cloister locks the district
    m.apply("end-turn")
    # seat 0 leaves SX1; seat 1 moves in and ousts seat 0's monk into the open area
    s.prince[0] = DI["HN2"]
    give(m, 1, BARGE=1)
    figures_to_space(m, 1, "SX", 1)
    m.apply("move-SX1-BARGE")
    assert "cloister-SX1" in ids(m)
    m.apply("cloister-SX1")
    assert s.cloister[DI["SX1"]] == 1 and s.open[DI["SX1"]][0] == 1
    check_invariants(m)


def test_cannot_oust_own_monk() -> None:
    m = at_moves()
    s: State = m.state
    s.cloister[DI["SX2"]] = 0
    s.supply[0] -= 1
    figures_to_space(m, 0, "SX", 2)
    give(m, 0, RIDER=1)
    m.apply("move-SX2-RIDER")
    assert "cloister-SX2" not in ids(m) and "deploy-SX2" not in ids(m)


# -- phase 4 ------------------------------------------------------------------------------------

def scoring_position(players: int = 2, round_no: int = 2) -> mingtable.Match:
    """Phase 3 of a scoring round with everyone but seat 0 passed and an empty board."""
    m = at_moves(players)
    s: State = m.state
    s.round = round_no
    for d in range(18):
        for p in range(s.participants):
            if p == s.n:
                s.neutral_supply += s.open[d][p]
            else:
                s.supply[p] += s.open[d][p]
            s.open[d][p] = 0
    s.passed = [False] + [True] * (players - 1)
    give(m, 0, RIDER=1)
    return m


def put(m: mingtable.Match, district: str, participant: int, k: int) -> None:
    s: State = m.state
    s.open[DI[district]][participant] += k
    if participant == s.n:
        s.neutral_supply -= k
    else:
        s.supply[participant] -= k


def test_scoring_example_returns_and_bonus() -> None:
    """Red and blue have 4 figures each in a city; red returns 2, blue 1 (rulebook 4.2)."""
    m = scoring_position(3)
    red, blue = 0, 1
    put(m, "SX1", red, 3)
    put(m, "SX1", blue, 2)
    put(m, "SX2", red, 2)
    put(m, "SX2", blue, 3)
    put(m, "SX3", red, 2)
    put(m, "SX3", blue, 2)
    m.apply("pass")
    s: State = m.state
    assert s.phase == "scoring" and sorted(m.to_move) == [red, blue]
    assert [s.houses[DI[d]].count(red) for d in ("SX1", "SX2", "SX3")] == [2, 1, 1]
    assert [s.houses[DI[d]].count(blue) for d in ("SX1", "SX2", "SX3")] == [1, 2, 1]
    assert s.tiles[red][PI["SX"]] == 1 + 4 and s.tiles[blue][PI["SX"]] == 4  # red's prince tile too
    m.apply("return-card-2", red)
    m.apply("return-commit", red)
    # the secret stays secret until everyone has laid cards
    assert "2" not in str(m.view(blue)["city_scoring"]["revealed"]) and not any("reveals" in x for x in m.log)
    assert m.view(blue)["city_scoring"]["my_cards"] == [] and m.view(red)["city_scoring"]["my_cards"] == [2]
    m.apply("return-card-1", blue)
    m.apply("return-commit", blue)
    # red has figures in all three groups: red chooses which 2 return
    assert m.to_move == [red]
    m.apply("return-from-SX1")
    m.apply("return-from-SX3")
    # blue returns 1 from three groups: blue chooses
    assert m.to_move == [blue]
    m.apply("return-from-SX2")
    assert s.open[DI["SX1"]][red] == 1 + 1 and s.open[DI["SX2"]][blue] == 1 + 1
    assert s.detail[red]["city"] == 8 and s.detail[blue]["city"] == 12
    assert s.detail[blue]["majority"] == 4 and s.detail[red]["majority"] == 0
    assert all(not s.houses[DI[d]] for d in ("SX1", "SX2", "SX3"))
    assert s.box[red] == 2 and s.box[blue] == 3
    check_invariants(m)


def test_six_colour_set_is_exchanged_at_once() -> None:
    m = scoring_position(2)
    s: State = m.state
    s.tiles[0] = [1, 1, 1, 1, 1, 0]
    s.tile_supply = [18 - s.tiles[0][k] - s.tiles[1][k] for k in range(6)]
    put(m, "ZJ1", 0, 1)
    m.apply("pass")
    assert s.detail[0]["set6"] == 28 and s.tiles[0] == [0] * 6
    assert m.state.phase == "scoring"
    check_invariants(m)


def test_tiles_run_out_in_turn_order() -> None:
    m = scoring_position(3)
    s: State = m.state
    for seat in range(3):
        s.tiles[seat] = [0] * 6
    s.tile_supply = [18] * 6
    s.tile_supply[PI["SC"]] = 1
    s.tiles[1][PI["SC"]] = 17
    put(m, "SC1", 1, 2)
    put(m, "SC1", 2, 1)
    put(m, "SC2", 0, 1)
    m.apply("pass")
    # seat 0 (start) gets the last Sichuan tile; 1 and 2 get none
    assert s.tiles[0][PI["SC"]] == 1 and s.tiles[1][PI["SC"]] == 17 and s.tiles[2][PI["SC"]] == 0
    assert any("used up" in x for x in m.log)


def test_cloisters_score_every_scoring_and_stay() -> None:
    m = scoring_position(2, round_no=4)
    s: State = m.state
    s.cloister[DI["HN2"]] = 1
    s.cloister[DI["ZJ2"]] = 1
    s.supply[1] -= 2
    m.apply("pass")
    assert s.detail[1]["cloister"] == 8 and s.cloister.count(1) == 2


def test_final_scoring_and_winners() -> None:
    m = scoring_position(2, round_no=6)
    s: State = m.state
    s.tiles[0] = [2, 2, 1, 1, 3, 0]
    s.tiles[1] = [0, 0, 0, 0, 0, 1]
    s.tile_supply = [18 - s.tiles[0][k] - s.tiles[1][k] for k in range(6)]
    s.score = [10, 24]
    m.apply("pass")
    assert s.detail[0]["set5"] == 10 and s.detail[0]["leftover"] == 4
    assert m.outcome == {"scores": [24, 25], "winners": [1], "detail": m.outcome["detail"]}
    assert m.to_move == [] and m.legal_actions() == []


def test_tied_winners_share() -> None:
    m = scoring_position(2, round_no=6)
    s: State = m.state
    s.tiles = [[0] * 6, [0] * 6]
    s.tile_supply = [18] * 6
    s.score = [30, 30]
    m.apply("pass")
    assert m.outcome["winners"] == [0, 1]


def test_round_six_city_figures_score_nothing_but_the_bonus() -> None:
    m = scoring_position(2, round_no=6)
    s: State = m.state
    put(m, "HG1", 0, 2)
    m.apply("pass")
    # the neutral has no figures; seat 0 alone in the city returns nothing
    m.apply("return-card-0", 0)
    m.apply("return-commit", 0)
    assert s.detail[0]["city"] == 0 and s.detail[0]["majority"] == 4


# -- 2-player neutral at scoring ------------------------------------------------------------------

def test_neutral_sole_majority_start_player_chooses() -> None:
    m = scoring_position(2)
    s: State = m.state
    put(m, "HG1", 2, 3)
    put(m, "HG2", 2, 3)
    put(m, "HG1", 0, 1)
    put(m, "HG2", 1, 1)
    put(m, "HG3", 0, 1)
    put(m, "HG3", 1, 1)
    m.apply("pass")
    # neutral 4 in the city (2+2), players 2 each: neutral keeps 3, start player picks 1
    assert s.stage == "neutral" and m.to_move == [s.start]
    assert sorted(ids(m)) == ["neutral-return-HG1", "neutral-return-HG2"]
    assert s.tiles[0][PI["HG"]] >= 1
    m.apply("neutral-return-HG2")
    assert s.open[DI["HG2"]][2] == 1 + 1
    # players then lay return cards; nobody returns: the neutral's 3 beat 2 each, no bonus
    for seat in (0, 1):
        m.apply("return-card-0", seat)
        m.apply("return-commit", seat)
    assert s.detail[0]["majority"] == 0 and s.detail[1]["majority"] == 0
    assert s.detail[0]["city"] == 8 and s.box[2] == 3


def test_neutral_without_majority_returns_everything() -> None:
    m = scoring_position(2)
    s: State = m.state
    put(m, "SC1", 2, 2)
    put(m, "SC1", 0, 1)
    put(m, "SC2", 1, 2)
    put(m, "SC2", 0, 1)
    put(m, "SC3", 0, 2)
    m.apply("pass")
    # city entry: neutral 2 (SC1), seat 0 1+1+2 = 4, seat 1 2: the neutral returns both to SC1
    assert s.open[DI["SC1"]][2] == 2
    assert all(2 not in s.houses[DI[d]] for d in ("SC1", "SC2", "SC3"))
    assert any("no sole majority" in x for x in m.log)


def test_neutral_reinforcements_before_rounds_three_and_five() -> None:
    m = scoring_position(2, round_no=2)
    m.apply("pass")
    while m.state.phase == "scoring":
        m.apply(m.legal_actions()[0].id, m.to_move[0])
    s: State = m.state
    assert s.round == 3 and s.phase == "neutrals" and m.to_move == [s.start] == [1]
    assert s.neutral_to_place == [3, 3]


# -- phase 5 ------------------------------------------------------------------------------------

def test_four_players_choose_the_start_player_after_round_four() -> None:
    m = at_moves(4, princes=("SX1", "HN3", "ZJ3", "SC2"))
    s: State = m.state
    s.round = 4
    s.score = [30, 10, 20, 40]
    s.passed = [False, True, True, True]
    give(m, 0, RIDER=1)
    m.apply("pass")
    while s.phase == "scoring":
        m.apply(m.legal_actions(m.to_move[0])[0].id, m.to_move[0])
    assert s.phase == "start-choice" and m.to_move == [s.chooser]
    assert sorted(s.score).index(s.score[s.chooser]) == 1
    assert len(ids(m)) == 4
    m.apply("start-3")
    assert s.round == 5 and s.start == 3 and m.to_move == [3]


# -- hidden information and undo ------------------------------------------------------------------

def test_views_hide_hands_and_the_supply_order() -> None:
    m = placed({0: ["SX"] * 5, 1: ["HN"] * 5, 2: ["ZJ"] * 5})
    v = m.view(1)
    assert v["hand"] is not None and v["players"][0]["cards"] == 1
    assert m.view(None)["hand"] is None
    assert "deck" in v and isinstance(v["deck"], int)
    text = str(m.view(None))
    assert "'deck': 48" in text


def test_undo_own_turn_only() -> None:
    m = at_moves()
    s: State = m.state
    give(m, 0, RIDER=2)
    figures_to_space(m, 0, "HN", 2)
    before = m.state_hash()
    m.apply("move-HN1-RIDER")
    m.apply("deploy-HN1")
    assert m.can_undo
    m.undo()
    m.undo()
    assert m.state_hash() == before and not m.can_undo
    with pytest.raises(mingtable.IllegalAction):
        m.undo()
    m.apply("move-HN1-RIDER")
    m.apply("end-turn")
    assert m.to_move == [1] and not m.can_undo  # never across another seat's decision


def test_placement_passes_the_turn_so_no_undo() -> None:
    m = new(3, start_player=0)
    place_princes(m, ["SX1", "SX2", "SX3"])
    m.apply("place-SX")
    assert not m.can_undo
