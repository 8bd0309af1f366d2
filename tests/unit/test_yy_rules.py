"""Yin Yang rule clauses through the facade: set-up, the rulebook's worked examples (the will
of the gods, Jan's and Timo's oracles, Timo's action turn), the oracle's "must execute" rule,
re-throws, forfeits, the Gift of the gods, the god cards, goods placement, the solo journey and
the final scoring (docs/rules/yin-yang.md)."""

from __future__ import annotations

from collections import Counter

import pytest

from mingtable.engine.match import Match
from mingtable.games.yin_yang import data
from mingtable.games.yin_yang.game import ACT, ACTION, INTERPRET, ORACLE, OVER, State, final_result, new_player

from yy_support import check_invariants, ids, new, script

GODS_EXAMPLE = [1, 0, 0, 0, 1, 1]  # coins 1-6: white black black | black white white
JAN = [1, 1, 1, 1, 0, 0]  # 4 yang, 2 yin
TIMO = [1, 1, 1, 1, 1, 0]  # 5 yang, 1 yin
NO_YANG = [0, 0, 0, 0, 0, 0]


def arrange(m: Match) -> None:
    """After a test lays out a position by hand: forget the cached legal actions."""
    m._legal = {}


def put(s: State, city: str, stone: str | None) -> None:
    """Lay ``stone`` (a goods type, "disaster" or None for empty-handed swap) on ``city`` by
    swapping with another city, so that every stone stays in play."""
    have = "disaster" if city in s.disasters else s.goods.get(city)
    if have == stone:
        return
    other = next(c for c in data.side_cities(s.side) if c not in (city, data.CAPITAL) and ("disaster" if c in s.disasters else s.goods.get(c)) == stone
                 and c not in ("ying", "danyang", "ji", "wan", "yiling", "shang"))
    for c, new_stone in ((city, stone), (other, have)):
        s.goods.pop(c, None)
        if c in s.disasters:
            s.disasters.remove(c)
        if new_stone == "disaster":
            s.disasters.append(c)
        elif new_stone is not None:
            s.goods[c] = new_stone
    s.disasters.sort()


def example_match() -> Match:
    """Four players, Jan the start player, the reference stack layout (Qian goods, Dui cart, ...),
    no god cards (so turns end without a question), Timo starting in Ying with silk in Danyang."""
    seed = next(x for x in range(100) if new(4, x, reference_stacks=True).state.order == [0, 1, 2, 3])
    m = new(4, seed, reference_stacks=True)
    s = m.state
    for p in s.players:  # as if played before: no optional card at the end of a turn
        p["played"], p["cards"] = p["cards"], []
    put(s, "ying", "silk")
    put(s, "danyang", "silk")
    for c in ("ji", "wan", "yiling", "shang"):
        if c in s.disasters:
            put(s, c, "jade")
    arrange(m)
    check_invariants(m)
    return m


def through_the_oracles() -> Match:
    """Start cities (Shao, Alice, Timo, Jan: reverse order), the god's will of the example, Jan's
    and Timo's oracles of the example, Alice and Shao throw only yin."""
    m = example_match()
    for seat, city in ((3, "luo"), (2, "luo"), (1, "ying"), (0, "ji")):
        assert m.to_move == [seat]
        m.apply(f"start:{city}")
    assert m.state.round == 1 and m.to_move == [0]
    script(m, GODS_EXAMPLE + JAN + TIMO + NO_YANG + NO_YANG)
    m.apply(ids(m)[0])  # Jan takes a disaster off
    s = m.state
    assert (s.deep_blocked, s.high_blocked) == ("zhen", ["xun"])
    legal = ids(m)
    assert "oracle:dui:xun" in legal
    m.apply("oracle:dui:xun")
    m.apply("oracle:qian:xun")
    m.apply("oracle:kun:kun")
    assert ids(m) == ["oracle:kun:kun"]
    m.apply("oracle:kun:kun")
    return m


def test_setup_tables() -> None:
    """2.2: stones per player count, at most one per city, none on Luo; 2 players: goods only on
    large cities; the bag keeps 6 of each type minus the 2 + 2 on the fields; two god cards each
    (none solo); 8 stacks of 5; everyone on space 0, the start player on top."""
    for players in (1, 2, 3, 4):
        s = new(players, 7).state
        per_type, disasters = data.MAP_STONES[players]
        assert Counter(s.goods.values()) == {g: per_type for g in data.GOODS}
        assert len(s.disasters) == disasters and data.CAPITAL not in s.goods and data.CAPITAL not in s.disasters
        assert set(s.goods) <= set(data.side_cities(s.side))
        if players <= 2:
            assert all(data.CITY[c].size == "large" for c in s.goods)
        assert s.side == ("4p" if players == 4 else "2-3p")
        assert sum(s.bag.values()) == 20 and [len(f) for f in s.fields.values()] == [2, 2]
        assert all(len(p["cards"]) == (0 if players == 1 else 2) for p in s.players)
        assert sorted(k for k, _ in s.stacks.values()) == sorted(data.STACKS)
        assert all(n == 5 for _, n in s.stacks.values())
        assert s.spaces == [0] * players and s.order[0] == (s.order[-1] + 1) % players
        assert s.current == s.order[-1]  # start cities in reverse turn order


def test_start_cities_luo_and_shared_cities() -> None:
    """S7: no disaster city; no temple in Luo; the second player in a city builds none."""
    m = example_match()
    s = m.state
    assert not [a for a in ids(m) if a.split(":")[1] in s.disasters]
    m.apply("start:luo")
    assert "luo" not in s.temples and s.players[3]["city"] == "luo"
    m.apply("start:ying")
    assert s.temples["ying"] == 2
    m.apply("start:ying")
    assert s.temples["ying"] == 2 and s.players[1]["supply"] == 13 and s.players[2]["supply"] == 12


def test_the_will_of_the_gods_and_jans_oracle() -> None:
    """The rulebook's examples: the god coins block the deep field Zhen and the high stack Xun;
    Jan (4 yang, 2 yin) takes the cart tile from Dui, blocks it, and Xun moves him 3 spaces."""
    m = example_match()
    for city in ("luo", "luo", "ying", "ji"):
        m.apply(f"start:{city}")
    script(m, GODS_EXAMPLE + JAN + TIMO)
    m.apply(ids(m)[0])
    s = m.state
    assert s.deep_blocked == "zhen" and s.high_blocked == ["xun"]
    assert (s.players[0]["yang"], s.players[0]["yin"]) == (4, 2)
    legal = ids(m)
    assert [a for a in legal if not a.startswith("oracle:")] == ["deadly:ji"]  # Jan's start temple
    splits = [tuple(a.split(":")[1:]) for a in legal if a.startswith("oracle:")]
    assert not [h for h, d in splits if h == "xun" or d == "zhen"]  # both halves must be executable
    assert ("dui", "xun") in splits and ("qian", "zhen") not in splits
    m.apply("oracle:dui:xun")
    assert s.players[0]["tiles"]["cart"] == 1 and s.stacks["dui"] == ["cart", 4]
    assert s.high_blocked == ["xun", "dui"] and s.spaces[0] == 3
    # Timo's turn: two stacks and one deep field are blocked for him
    assert m.to_move == [1]
    timo = [a.split(":")[1:] for a in ids(m) if a.startswith("oracle:")]
    assert timo and not [(h, d) for h, d in timo if h in ("xun", "dui") or d == "zhen"]


def test_timos_oracle_puts_him_on_top_of_jan() -> None:
    """Timo (5 yang, 1 yin): Qian takes a goods tile, Xun moves him 3 spaces onto Jan's space;
    he goes on top and acts before Jan. His tracks count the throw: yang 5, yin 1."""
    m = through_the_oracles()
    s = m.state
    t = s.players[1]
    assert t["tiles"]["goods"] == 1 and (t["yang"], t["yin"]) == (5, 1)
    assert s.spaces[:2] == [3, 3] and s.order == [1, 0, 2, 3]
    assert s.phase == ACTION and m.to_move == [1]


def test_one_executable_half_is_carried_out_alone() -> None:
    """Shao's only split has a blocked high stack (Alice took from Kun): the deep half alone."""
    m = through_the_oracles()
    s = m.state
    assert s.players[2]["tiles"]["temple"] == 1 and s.players[3]["tiles"]["temple"] == 0
    assert s.stacks["kun"] == ["temple", 4]
    assert "kun" in s.high_blocked or s.queue == []  # the last player places no marker


def test_timos_action_turn() -> None:
    """Timo (5 yang, 1 yin, goods tile) goes by road Ying-Danyang, builds a temple there, takes
    the silk with his tile and leaves Danyang by another road: four actions in round 1."""
    m = through_the_oracles()
    s = m.state
    t = s.players[1]
    assert t["left"] == [5, 1]
    legal = ids(m)
    assert "cart:danyang" in legal and not [a for a in legal if a.startswith("boat:")]
    m.apply("cart:danyang")
    assert "temple" in ids(m) and "tile:goods" in ids(m)
    m.apply("temple")
    assert s.temples["danyang"] == 1 and t["left"] == [2, 0]
    m.apply("tile:goods")
    assert t["held"] == ["silk"] and "danyang" not in s.goods
    onward = [a for a in ids(m) if a.startswith("cart:")]
    assert onward and "cart:ying" in onward
    m.apply(onward[-1])
    # the turn is spent: the silk goes into the development area, on a silk space of Timo's choice
    legal = ids(m)
    assert sorted(legal) == sorted(f"place:silk:{c}{r}" for (c, r), g in data.GRID_TYPES.items() if g == "silk")
    m.apply(legal[0])
    assert list(t["grid"].values()) == ["silk"] and t["held"] == []
    assert m.to_move == [0] and s.players[0]["left"] == [4, 2]


def test_actions_per_round_are_three_pairs_and_every_tile() -> None:
    """A player who holds k tiles has 3 + k actions: 4, 5, 6, 7, 8 in rounds 1-5 with a tile per round."""
    m = through_the_oracles()
    s = m.state
    t = s.players[1]
    t["tiles"] = {"cart": 2, "boat": 1, "goods": 1, "temple": 1}  # as in round 5
    arrange(m)
    done = 0
    while True:
        forfeits = [a for a in ids(m) if a.startswith("forfeit:")]
        if not forfeits:
            break
        m.apply(forfeits[0])
        done += 1
    assert done == 8


def test_forfeits_give_one_yin_or_yang() -> None:
    m = through_the_oracles()
    t = m.state.players[1]
    m.apply("forfeit:laoyang:yin")
    assert t["yin"] == 2 and t["left"] == [3, 1]
    m.apply("forfeit:tile:goods:yang")
    assert t["yang"] == 6 and t["used"]["goods"] == 1
    m.apply("forfeit:mixed:yang")
    assert t["yang"] == 7 and t["left"] == [2, 0]
    assert not [a for a in ids(m) if a.startswith(("forfeit:mixed", "forfeit:laoyin", "temple", "goods"))]


def test_a_temple_needs_a_free_city_outside_luo() -> None:
    m = through_the_oracles()
    s = m.state
    s.players[1]["city"] = "luo"
    arrange(m)
    assert "temple" not in ids(m)
    s.players[1]["city"] = "ying"  # Timo's own start temple stands there
    arrange(m)
    assert "temple" not in ids(m)
    assert not [a for a in ids(m) if a.split(":")[-1] in s.disasters]


def test_goods_go_to_any_free_space_when_their_type_is_full_and_beside_when_the_grid_is() -> None:
    m = through_the_oracles()
    s = m.state
    t = s.players[1]
    for (c, r), g in data.GRID_TYPES.items():
        if g == "silk":
            t["grid"][f"{c}{r}"] = "silk"
    s.bag["silk"] -= 4  # the four stones came from the bag
    arrange(m)
    m.apply("cart:danyang")
    m.apply("tile:goods")
    m.apply("forfeit:laoyang:yin")
    m.apply("forfeit:mixed:yin")
    legal = ids(m)
    assert len(legal) == 12 and all(a.startswith("place:silk:") for a in legal)
    check_invariants(m)
    # a full grid: the stone lies beside the board
    m2 = through_the_oracles()
    t2 = m2.state.players[1]
    for (c, r), g in data.GRID_TYPES.items():
        t2["grid"][f"{c}{r}"] = g
        m2.state.bag[g] -= 1
    arrange(m2)
    m2.apply("cart:danyang")
    m2.apply("tile:goods")
    m2.apply("forfeit:laoyang:yin")
    m2.apply("forfeit:mixed:yin")
    assert t2["beside"] == ["silk"] and m2.to_move == [0]
    check_invariants(m2)


def oracle_turn(players: int = 1, seed: int = 3, coins: list[int] | None = None, gods: list[int] | None = None) -> Match:
    """A game at the first player's first oracle decision, with chosen god coins and throw."""
    m = new(players, seed)
    while m.state.round == 0:
        m.apply(next(a for a in ids(m) if a != "start:luo"))
    script(m, (gods or [0, 0, 0, 0, 0, 0]) + (coins or JAN))
    m.apply(ids(m)[0])
    assert m.state.phase == ORACLE and m.state.step == INTERPRET
    return m


def test_gift_of_the_gods() -> None:
    """A track at 8 may go back to 0 for a stone of the matching field, refilled from the bag;
    the stone is laid at the end of the turn."""
    m = oracle_turn()
    s = m.state
    p = s.players[s.current]
    p["yin"] = 8
    arrange(m)
    gifts = [a for a in ids(m) if a.startswith("gift:yin:")]
    assert gifts and {a.split(":")[2] for a in gifts} == set(s.fields["yin"])
    bag = sum(s.bag.values())
    good = gifts[0].split(":")[2]
    m.apply(gifts[0])
    assert p["yin"] == 0 and p["held"] == [good] and len(s.fields["yin"]) == 2 and sum(s.bag.values()) == bag - 1
    assert not m.can_undo  # the refill drew from the bag
    check_invariants(m)


def test_deadly_will_and_the_free_rethrow() -> None:
    """Deadly will destroys an own temple for a new throw; the tracks count only the first throw.
    With no executable split at all, the throw is repeated for free."""
    m = oracle_turn(coins=JAN)
    s = m.state
    seat = s.current
    p = s.players[seat]
    own = [c for c, o in s.temples.items() if o == seat]
    assert own and f"deadly:{own[0]}" in ids(m)
    script(m, NO_YANG)
    m.apply(f"deadly:{own[0]}")
    assert own[0] not in s.temples and p["supply"] == 13 and p["throw"] == NO_YANG
    assert (p["yang"], p["yin"]) == (4, 2)
    # nothing executable: all stacks empty and the deep field Kun blocked
    for st in s.stacks.values():
        st[1] = 0
    s.deep_blocked = "kun"
    arrange(m)
    assert ids(m) == ["rethrow", "keep"]
    script(m, TIMO)
    m.apply("rethrow")
    assert p["throw"] == TIMO and (p["yang"], p["yin"]) == (4, 2)


def test_a_throw_that_allows_nothing_may_be_kept() -> None:
    """O8: the free re-throw is allowed, not required: the player may keep the coins as they lie
    (they count for the action phase) and lay no oracle."""
    m = oracle_turn(players=2, coins=[1, 1, 1, 1, 1, 1], gods=[1, 1, 1, 1, 1, 1])
    s = m.state
    seat = s.current
    p = s.players[seat]
    p["cards"], p["played"] = [], p["cards"]
    arrange(m)
    assert ids(m) == ["rethrow", "keep"]  # six yang: only Qian/Qian, blocked in both oracles
    m.apply("keep")
    assert p["throw"] == [1] * 6 and sum(p["tiles"].values()) == 0 and p["split"] is None
    assert s.current != seat and s.high_blocked == ["qian"]
    assert f"{s.names[seat]} keeps the coins and lays no oracle." in m.log
    assert (p["yang"], p["yin"]) == (6, 0)


def test_solo_journey_and_red_frames() -> None:
    """Solo: a start temple in the first journey kingdom turns tile 1; temples only in the
    current journey kingdom; Xun passing space 5 gives 4 yin or 4 yang."""
    m = new(1, 11)
    s = m.state
    first = s.journey[0]
    city = next(c for c in data.side_cities(s.side) if data.CITY[c].kingdom == first and c not in s.disasters)
    m.apply(f"start:{city}")
    assert s.flipped == 1 and s.temples[city] == 0
    s.spaces[0] = 3
    arrange(m)
    script(m, [0, 0, 0, 0, 0, 0] + JAN)
    m.apply(ids(m)[0])
    m.apply("oracle:dui:xun")
    assert s.spaces[0] == 6 and ids(m) == ["frame:yin", "frame:yang"]
    m.apply("frame:yin")
    assert s.players[0]["yin"] == 6
    # the action phase: a temple only in the kingdom of journey tile 2
    assert s.phase == ACTION
    wrong = next(c for c in data.side_cities(s.side) if data.CITY[c].kingdom not in (None, s.journey[1]) and c not in s.temples)
    right = next(c for c in data.side_cities(s.side) if data.CITY[c].kingdom == s.journey[1] and c not in s.temples)
    s.players[0]["city"] = wrong
    arrange(m)
    assert "temple" not in ids(m)
    s.players[0]["city"] = right
    arrange(m)
    m.apply("temple")
    assert s.flipped == 2


def test_solo_other_colour_tiles() -> None:
    """Solo set-up: four tiles of another colour replace the own tiles of their types; a Li swap
    moves the mark with the tile."""
    for seed in range(5):
        s = new(1, seed).state
        p = s.players[0]
        assert len(p["other"]) == 4 and len({p["scoring"][line] for line in p["other"]}) == 4


def test_cards_defy_and_turn_the_heavens() -> None:
    """Defy heaven opens the blocked stack and deep field; Turn the heavens turns one coin."""
    m = oracle_turn(players=2, gods=[1, 0, 0, 0, 1, 1], coins=JAN)
    s = m.state
    p = s.players[s.current]
    p["cards"], p["played"] = ["heavens", "defy"], []
    arrange(m)
    assert not [a for a in ids(m) if a.startswith("oracle:xun:")]
    m.apply("defy")
    assert "oracle:xun:dui" in ids(m) and "oracle:qian:zhen" in ids(m)
    m.apply("heavens:yin")
    assert sum(p["throw"]) == 5 and p["yang"] == 4 and "oracle:qian:xun" in ids(m)
    assert p["played"] == ["defy", "heavens"] and p["cards"] == []


def test_cards_clouds_and_lightning() -> None:
    """Ride the clouds enters a disaster city only if a move out remains; there the player may do
    anything that keeps a move out (a temple too), and the turn cannot end there; Summon
    lightning destroys the temple where the figure stands (it goes back)."""
    m = through_the_oracles()
    s = m.state
    t = s.players[1]
    t["cards"], t["played"] = ["clouds", "lightning"], []
    put(s, "wan", "disaster")
    arrange(m)
    assert "cart:wan" not in ids(m) and "clouds:wan" in ids(m)
    m.apply("clouds:wan")
    legal = ids(m)
    assert "end" not in legal and "cart:danyang" in legal and not [a for a in legal if a.startswith("clouds:")]
    # passing through, anything that leaves a way out is allowed, even a temple there
    assert {"temple", "forfeit:laoyang:yin", "forfeit:mixed:yang", "forfeit:tile:goods:yin"} <= set(legal)
    m.apply("temple")
    assert s.temples["wan"] == 1 and t["left"] == [4, 0]
    m.apply("forfeit:laoyang:yin")
    legal = ids(m)  # the last yang pair must carry Timo out
    assert "forfeit:laoyang:yin" not in legal and "forfeit:tile:goods:yin" in legal
    assert all(a.startswith(("cart:", "forfeit:tile:goods:")) or a == "lightning" for a in legal), legal
    m.apply("cart:danyang")
    s.temples["danyang"] = 0
    s.players[0]["supply"] -= 1
    supply = s.players[0]["supply"]
    arrange(m)
    assert "lightning" in ids(m)
    m.apply("lightning")
    assert "danyang" not in s.temples and s.players[0]["supply"] == supply + 1
    check_invariants(m)


def test_turn_the_heavens_can_be_the_way_out_of_a_disaster_city() -> None:
    """R11: one yang and one yin left, but Turn the heavens can make them a cart pair: Ride the
    clouds may enter the disaster city, and only the card or a move keeps the way out there."""
    m = through_the_oracles()
    s = m.state
    t = s.players[1]
    t["cards"], t["played"] = ["clouds", "heavens"], []
    put(s, "wan", "disaster")
    t["left"] = [1, 1]
    t["tiles"]["goods"] = 0
    arrange(m)
    assert "clouds:wan" in ids(m)
    t["cards"] = ["clouds"]
    arrange(m)
    assert "clouds:wan" not in ids(m)  # without the card, no way out
    t["cards"] = ["clouds", "heavens"]
    arrange(m)
    m.apply("clouds:wan")
    assert ids(m) == ["heavens:yin"]
    m.apply("heavens:yin")
    assert t["left"] == [2, 0] and all(a.startswith("cart:") for a in ids(m))
    m.apply("cart:danyang")
    assert t["city"] == "danyang"


def scoring_state(players: int = 2) -> State:
    s = State(names=["Alice", "Ben", "Cy", "Di"][:players], n=players, solo=False, side=data.side_for(players))
    s.players = [new_player(i) for i in range(players)]
    for p in s.players:
        p["scoring"] = dict(zip(data.LINE_IDS, data.SCORING_TILES))
    s.order = list(range(players))
    s.spaces = [0] * players
    s.phase = OVER
    return s


def test_final_scoring_example() -> None:
    """Alice: 4 temples in Chu, 2 in Qi, 1 in Yan, 1 in Qin (19 points); three complete lines
    with Silk (2 silk: 4), Yang (7: 9) and Kingdom (Chu again: 11); track space 7 (2); one
    unused card (2)."""
    s = scoring_state(3)
    alice = s.players[0]
    cities = {k: [c.key for c in data.CITIES if c.kingdom == k] for k in data.KINGDOMS}
    for c in cities["chu"][:4] + cities["qi"][:2] + cities["yan"][:1] + cities["qin"][:1]:
        s.temples[c] = 0
    for c in cities["chu"][4:6] + cities["qi"][2:3] + cities["yan"][1:3] + cities["qin"][1:4]:
        s.temples[c] = 1
    for c in cities["qin"][4:6]:
        s.temples[c] = 2
    alice["scoring"] = {"ROW0": "silk", "COL0": "yang", "DIAG_MAIN": "kingdom", "ROW1": "bronze", "ROW2": "bone",
                        "ROW3": "jade", "COL1": "yin", "COL2": "edge", "COL3": "temple", "DIAG_ANTI": "order"}
    for cell in [(0, 0), (1, 0), (2, 0), (3, 0), (0, 1), (0, 2), (0, 3), (1, 1), (2, 2), (3, 3)]:
        alice["grid"][f"{cell[0]}{cell[1]}"] = "bronze"
    alice["grid"]["30"] = "silk"
    alice["beside"] = ["silk"]
    alice["yang"] = 7
    alice["cards"] = ["defy"]
    s.spaces = [7, 2, 0]
    result = final_result(s)
    assert result["detail"][0] == {"kingdoms": 19, "development": 4 + 9 + 11, "turn order": 2, "cards": 2}
    assert result["tiles"][0] == {"ROW0": ["silk", 4], "COL0": ["yang", 9], "DIAG_MAIN": ["kingdom", 11]}
    assert result["winners"] == [0]


def test_ties_go_to_the_player_further_ahead_in_turn_order() -> None:
    s = scoring_state(3)
    s.order = [2, 0, 1]
    result = final_result(s)
    assert result["scores"] == [0, 0, 0] and result["winners"] == [2]


def test_the_turn_order_tile_and_track_add_up() -> None:
    s = scoring_state(4)
    s.order = [3, 1, 0, 2]
    s.spaces = [4, 6, 0, 30]
    for p in s.players:
        p["scoring"]["ROW0"] = "order"
        p["scoring"]["COL0"] = "bronze"
        for c in range(4):
            p["grid"][f"{c}0"] = "jade"
    result = final_result(s)
    assert [d["development"] for d in result["detail"]] == [6, 8, 4, 10]
    assert [d["turn order"] for d in result["detail"]] == [1, 2, 0, 10]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_five_rounds_one_disaster_each(players: int) -> None:
    m = new(players, 21)
    from mingtable.engine.rng import Rng

    rng = Rng(2)
    rounds = []
    while m.to_move:
        if m.state.round not in rounds:
            rounds.append(m.state.round)
        m.apply(rng.choice(m.legal_actions()).id)
    assert rounds == [0, 1, 2, 3, 4, 5] and len(m.state.removed) == 5 and not m.state.disasters
    assert m.outcome is not None


def test_bad_options_get_a_clear_message() -> None:
    import mingtable

    with pytest.raises(mingtable.MingTableError, match="Unknown option for Yin Yang: colour"):
        mingtable.new_game("yin-yang", ["A", "B"], seed=1, options={"colour": "red"})
    with pytest.raises(mingtable.MingTableError, match="reference_stacks must be true or false"):
        mingtable.new_game("yin-yang", ["A", "B"], seed=1, options={"reference_stacks": 1})
    with pytest.raises(mingtable.MingTableError, match="1-4 players, not 5"):
        mingtable.new_game("yin-yang", ["A", "B", "C", "D", "E"], seed=1)


def test_final_scoring_example_through_the_facade() -> None:
    """The rulebook's scoring examples at the end of a real game: Alice's temples (4 Chu, 2 Qi,
    1 Yan second, 1 Qin third: 19) and her three complete lines (Silk 4, Yang 9, Kingdom 11)."""
    from mingtable.engine.rng import Rng

    m = new(3, 5)
    s = m.state
    rng = Rng(1)
    while not (s.round == 5 and s.phase == ACTION and not s.queue and s.step == ACT and not s.pending):
        m.apply(rng.choice(m.legal_actions()).id)
    side = [c for c in data.side_cities(s.side)]
    cities = {k: [c for c in side if data.CITY[c].kingdom == k] for k in data.KINGDOMS}
    s.temples = {}
    for seat, laid in ((0, cities["chu"][:4] + cities["qi"][:2] + cities["yan"][:1] + cities["qin"][:1]),
                       (1, cities["chu"][4:6] + cities["qi"][2:3] + cities["yan"][1:3] + cities["qin"][1:3]),
                       (2, cities["qin"][3:5])):
        for c in laid:
            s.temples[c] = seat
        s.players[seat]["supply"] = 13 - len(laid)
    for seat, p in enumerate(s.players):
        p["grid"], p["held"], p["beside"] = {}, [], []
        p["played"], p["cards"] = (["clouds"], ["defy"]) if seat == 0 else (p["played"] + p["cards"], [])
    alice = s.players[0]
    alice["scoring"] = {"ROW0": "silk", "COL0": "yang", "DIAG_MAIN": "kingdom", "ROW1": "bronze", "ROW2": "bone",
                        "ROW3": "jade", "COL1": "yin", "COL2": "edge", "COL3": "temple", "DIAG_ANTI": "order"}
    for c, r in [(0, 0), (1, 0), (2, 0), (3, 0), (0, 1), (0, 2), (0, 3), (1, 1), (2, 2), (3, 3)]:
        alice["grid"][f"{c}{r}"] = "bronze"
    alice["grid"]["30"] = "silk"
    alice["beside"] = ["silk"]
    alice["yang"] = 7
    s.spaces = [7, 2, 0]
    s.order = [0, 1, 2]
    arrange(m)
    while m.to_move:  # the last player forfeits to yin (or ends the turn)
        legal = ids(m)
        m.apply(next((a for a in legal if a.startswith("forfeit:") and a.endswith(":yin")), "end" if "end" in legal else legal[0]))
    out = m.outcome
    assert out is not None and out["detail"][0] == {"kingdoms": 19, "development": 24, "turn order": 2, "cards": 2}
    assert out["scores"][0] == 47 and out["winners"] == [0]
    assert m.state.result["tiles"][0] == {"ROW0": ["silk", 4], "COL0": ["yang", 9], "DIAG_MAIN": ["kingdom", 11]}
    assert m.log[-1].startswith("Jan wins")


def test_solo_free_tiles_shaos_example() -> None:
    """Solo set-up, the rulebook's example: Shao lays her own ten tiles as she likes (option
    free_tiles), then draws Bronze, Silk, Temple and Turn order of another colour; they replace
    her tiles of those types, so four lines are marked by the other colour and six are her own.
    The draws and the journey come only after her tiles lie."""
    from yy_support import shuffle_script

    m = new(1, 4, free_tiles=True)
    s = m.state
    p = s.players[0]
    assert s.phase == "setup" and s.step == "arrange" and p["scoring"] == {} and p["other"] == []
    assert s.journey == [] and m.view(0)["journey"] == []  # not drawn yet
    assert sorted(ids(m)) == sorted(f"arrange:{t}" for t in data.SCORING_TILES)
    mine = ["order", "kingdom", "yang", "yin", "temple", "edge", "bronze", "silk", "jade"]
    for i, tile in enumerate(mine):
        assert not [a for a in ids(m) if not a.startswith("arrange:")]
        if i == len(mine) - 1:  # the last choice: the draws of the other colour come next
            drawn = ["bronze", "silk", "temple", "order"]
            rest = [t for t in data.SCORING_TILES if t not in drawn]
            script(m, shuffle_script(list(data.SCORING_TILES), drawn + rest))
        m.apply(f"arrange:{tile}")
        assert p["scoring"][data.LINE_IDS[i]] == tile
    assert p["scoring"]["DIAG_ANTI"] == "bone"  # the last tile goes on the last spot by itself
    assert p["other"] == ["ROW0", "COL0", "COL2", "COL3"] == [line for line in data.LINE_IDS if p["scoring"][line] in drawn]
    assert sorted(s.journey) == sorted(data.JOURNEY) and s.step == ""
    assert not m.can_undo  # the draws are random
    assert all(a.startswith("start:") for a in ids(m))
    check_invariants(m)


def test_free_tiles_is_a_solo_option() -> None:
    import mingtable

    for players, value in ((2, True), (1, "yes")):
        with pytest.raises(mingtable.MingTableError, match="free_tiles must be true or false"):
            mingtable.new_game("yin-yang", ["A", "B"][:players], seed=1, options={"free_tiles": value})
    assert new(1, 1).state.step == "" and new(1, 1).state.journey  # by default the tiles are shuffled


THREE = [1, 1, 1, 0, 0, 0]  # 3 yang, 3 yin


def deep_turn(deep: str, high: str, gods: list[int], city: str | None = None, temples: int = 0) -> tuple[Match, dict]:
    """Two players; the first lays ``high`` / ``deep`` from a throw of 3 yang and 3 yin, standing
    in ``city`` (if given), with ``temples`` more own temples on the map."""
    m = oracle_turn(players=2, seed=5, gods=gods, coins=THREE)
    s = m.state
    p = s.players[s.current]
    for c in [c for c in data.side_cities(s.side) if c not in s.temples and c != data.CAPITAL][:temples]:
        s.temples[c] = s.current
        p["supply"] -= 1
    if city is not None:
        put(s, city, s.goods.get(city, "jade") if city != data.CAPITAL else None)
        p["city"] = city
    arrange(m)
    assert f"oracle:{high}:{deep}" in ids(m)
    m.apply(f"oracle:{high}:{deep}")
    return m, p


ALL_YANG = [1, 1, 1, 1, 1, 1]  # blocks Qian in both oracles
KAN_KAN = [0, 1, 0, 0, 1, 0]  # blocks Kan in both oracles


def test_deep_oracle_kan_and_zhen() -> None:
    """Kan: yin or yang 3 up (at most 8). Zhen: the marker moves by the own temples on the map."""
    m, p = deep_turn("kan", "dui", ALL_YANG)
    assert (p["yin"], p["yang"]) == (3, 3) and ids(m) == ["kan:yin", "kan:yang"]
    m.apply("kan:yang")
    assert (p["yin"], p["yang"]) == (3, 6)
    m, p = deep_turn("zhen", "dui", ALL_YANG, temples=4)
    s = m.state
    seat = s.players.index(p)
    own = sum(1 for o in s.temples.values() if o == seat)
    assert own >= 4 and s.spaces[seat] == own and s.order[0] == seat


def test_deep_oracle_li_swaps_two_scoring_tiles() -> None:
    m, p = deep_turn("li", "gen", ALL_YANG)
    legal = ids(m)
    assert len(legal) == 45 and all(a.startswith("swap:") for a in legal)
    before = dict(p["scoring"])
    m.apply("swap:ROW0:DIAG_ANTI")
    assert p["scoring"]["ROW0"] == before["DIAG_ANTI"] and p["scoring"]["DIAG_ANTI"] == before["ROW0"]


def test_deep_oracle_moves_by_road_and_river() -> None:
    """Gen: one road; Dui: one river; never into a disaster city."""
    for deep, high, via in (("gen", "dui", data.ROAD_NEIGHBOURS), ("dui", "gen", data.RIVER_NEIGHBOURS)):
        m, p = deep_turn(deep, high, ALL_YANG, city="ying")
        s = m.state
        want = sorted(f"move:{c}" for c in via[s.side]["ying"] if c not in s.disasters)
        assert want and sorted(ids(m)) == want
        m.apply(want[0])
        assert p["city"] == want[0][5:]


def test_deep_oracle_temple_and_goods_and_what_fizzles() -> None:
    """Qian builds a temple where the figure stands, Kun takes the city's goods (laid at the end
    of the turn); in Luo both fizzle, and the high tile is still taken."""
    m, p = deep_turn("qian", "kun", KAN_KAN, city="wan")
    seat = m.state.players.index(p)
    assert m.state.temples["wan"] == seat and p["tiles"][m.state.stacks["kun"][0]] == 1
    m, p = deep_turn("kun", "qian", KAN_KAN, city="wan")
    assert "wan" not in m.state.goods and len(p["held"]) == 1 and m.state.step == "post"
    for deep, high in (("qian", "kun"), ("kun", "qian")):
        m, p = deep_turn(deep, high, KAN_KAN, city=data.CAPITAL)
        assert data.CAPITAL not in m.state.temples and p["held"] == [] and sum(p["tiles"].values()) == 1
        assert m.log[-1].endswith("action of Timo has no effect.")


def test_the_high_tile_blocks_its_stack_for_later_players_only() -> None:
    """R6: the first of two players blocks the stack they took from; the last places no marker."""
    m, p = deep_turn("kan", "dui", ALL_YANG)
    s = m.state
    assert s.high_blocked == ["qian", "dui"]
    m.apply("kan:yin")
    while s.current == s.players.index(p) and s.phase == ORACLE:
        m.apply("end")
    script(m, THREE)
    assert s.phase == ORACLE and s.step == INTERPRET
    assert not [a for a in ids(m) if a.startswith("oracle:dui:")]
    m.apply(next(a for a in ids(m) if a.startswith("oracle:")))
    assert len(s.high_blocked) == 2


ONE_YANG = [1, 0, 0, 0, 0, 0]
KAN_DEEP_KUN_HIGH = [0, 1, 0, 0, 0, 0]  # blocks the deep field Kan and the high stack Kun


def clouds_over_wan(coins: list[int], cards: list[str], gods: list[int] = KAN_KAN) -> tuple[Match, dict]:
    """Two players; the first to lay the oracle has thrown ``coins``, holds ``cards`` and stands
    in Ying; Wan, a road neighbour of Ying, holds a disaster. Wan has roads only (to Danyang,
    Shangcai, Ying, all free, and Yangzhai, a disaster city) and no river."""
    m = oracle_turn(players=2, seed=5, gods=gods, coins=coins)
    s = m.state
    p = s.players[s.current]
    p["cards"], p["played"] = cards, []
    for city in ("ying", "danyang"):
        put(s, city, s.goods.get(city, "jade"))
    put(s, "wan", "disaster")
    p["city"] = "ying"
    arrange(m)
    roads = data.ROAD_NEIGHBOURS[s.side]["wan"]
    assert not data.RIVER_NEIGHBOURS[s.side]["wan"] and "wan" in data.ROAD_NEIGHBOURS[s.side]["ying"]
    assert [c for c in roads if c in s.disasters] == ["yangzhai"]
    return m, p


def test_ride_the_clouds_in_the_oracle_turn_when_the_deep_move_leads_out() -> None:
    """R11: the card may enter a disaster city in the oracle turn too, before the coins are laid,
    if a split the player may lay (R3) has a deep Gen or Dui that leads out again. In Wan only the
    splits with a deep Gen remain (no river leaves Wan), and the Gen move leads out."""
    m, p = clouds_over_wan(THREE, ["clouds", "lightning"])
    s = m.state
    splits = [a for a in ids(m) if a.startswith("oracle:")]
    assert "oracle:gen:dui" in splits and "oracle:qian:kun" in splits
    assert "clouds:wan" in ids(m)
    m.apply("clouds:wan")
    assert p["city"] == "wan" and p["played"] == ["clouds"]
    assert ids(m) == [a for a in splits if a.endswith(":gen")] == ["oracle:dui:gen", "oracle:li:gen", "oracle:xun:gen"]
    tile = s.stacks["xun"][0]
    m.apply("oracle:xun:gen")
    assert p["tiles"][tile] == 1  # the high half first (R22), then the deep move
    assert sorted(ids(m)) == ["move:danyang", "move:shangcai", "move:ying"]  # never into Yangzhai
    m.apply("move:shangcai")
    assert p["city"] == "shangcai" and s.current != s.players.index(p)
    check_invariants(m)


def test_ride_the_clouds_not_offered_in_the_oracle_turn_when_nothing_leads_out() -> None:
    """R11: six yin allow only Kun/Kun (a goods action): no deep move leaves Wan, so the card is
    offered for the free neighbours only. A deep Gen whose high half is blocked does not count
    either while a split with both halves executable exists (R3)."""
    m, _ = clouds_over_wan(NO_YANG, ["clouds", "lightning"])
    legal = ids(m)
    assert legal[0] == "oracle:kun:kun" and "clouds:danyang" in legal and "clouds:wan" not in legal
    m, _ = clouds_over_wan(ONE_YANG, ["clouds", "lightning"], gods=KAN_DEEP_KUN_HIGH)
    legal = ids(m)
    assert [a for a in legal if a.startswith("oracle:")] == ["oracle:gen:kun", "oracle:kan:kun", "oracle:zhen:kun"]
    assert "clouds:danyang" in legal and "clouds:wan" not in legal


def test_a_card_kept_for_later_can_be_the_way_out_in_the_oracle_turn() -> None:
    """R11: a card still held may make the way out. Six yin and Turn the heavens: one coin turned
    gives Kun/Gen. One yang with the high Kun blocked and Defy heaven: the card makes Kun/Gen a
    split with both halves executable. In Wan the player must play that card, then lay that split."""
    m, p = clouds_over_wan(NO_YANG, ["clouds", "heavens"])
    assert "clouds:wan" in ids(m)
    m.apply("clouds:wan")
    assert ids(m) == ["heavens:yin"]
    m.apply("heavens:yin")
    assert ids(m) == ["oracle:kun:gen"]
    m, p = clouds_over_wan(ONE_YANG, ["clouds", "defy"], gods=KAN_DEEP_KUN_HIGH)
    assert "clouds:wan" in ids(m)
    m.apply("clouds:wan")
    assert ids(m) == ["defy"]
    m.apply("defy")
    assert ids(m) == ["oracle:kun:gen"]
    m.apply("oracle:kun:gen")
    assert p["tiles"][m.state.stacks["kun"][0]] == 1 and all(a.startswith("move:") for a in ids(m))


def test_in_a_disaster_city_the_oracle_turn_cannot_end_there() -> None:
    """R11: in Wan during the oracle turn the player may only do what keeps the deep move out:
    a split with a deep Gen, or a Gift of the gods (it changes nothing of the oracle); no split
    whose deep half stays or goes by river, no Deadly will (a new throw of six yin or six yang
    would leave no way out, R4)."""
    m, p = clouds_over_wan(THREE, ["clouds", "lightning"])
    s = m.state
    seat = s.players.index(p)
    s.temples["shang"] = seat  # a temple of the player's elsewhere: Deadly will is on offer
    p["supply"] -= 1
    p["yin"] = 8
    arrange(m)
    assert "deadly:shang" in ids(m)
    m.apply("clouds:wan")
    gifts = [a for a in ids(m) if a.startswith("gift:yin:")]
    assert gifts and ids(m) == ["oracle:dui:gen", "oracle:li:gen", "oracle:xun:gen", *gifts]
    m.apply(gifts[0])
    assert p["yin"] == 0 and ids(m) == ["oracle:dui:gen", "oracle:li:gen", "oracle:xun:gen"]
    m.apply("oracle:dui:gen")
    assert "end" not in ids(m) and all(a.startswith("move:") for a in ids(m))
    m.apply("move:danyang")
    assert p["city"] == "danyang" and all(a.startswith("place:") for a in ids(m))  # the gift, laid at the turn's end
    check_invariants(m)
