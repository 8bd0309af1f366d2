"""The Ming Voyages rule clauses through the facade, one test (or a few) per clause.

Positions are built by editing ``m.state`` at a decision (mv_support); dice are scripted by
patching ``Game.roll``. Clause numbers (R1-R18) are those of docs/rules/ming-voyages.md."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import pytest

import mingtable
from mingtable.i18n import T
from mingtable.games.ming_voyages import data, rules
from mingtable.games.ming_voyages.data import BARBARIAN, BORDERLANDS, EMPEROR, HOMELANDS
from mingtable.games.ming_voyages.state import State

from mv_support import (
    NAMES,
    game_of,
    Dice,
    at_play,
    check_invariants,
    ids,
    kind,
    new,
    play,
    start,
    set_board,
    set_cards,
    to_play,
    zones,
)

# -- setup --------------------------------------------------------------------------------------


def test_setup() -> None:
    m = new(2, seed=3)
    s: State = m.state
    assert s.hordes == {"B1": 0, "B2": 0, "B3": 0, "B4": 0, "B5": 0, "WM": 1, "EM": 1, "MA": 1}
    assert s.armies == {"H": 0, "B1": 1, "B2": 1, "B3": 1, "B4": 1, "B5": 1}
    assert sum(s.settlements.values()) == 0
    assert (s.gold_h, s.gold_sea, s.junks_sea) == (1, 0, 1)
    assert s.done() == 1 and not s.voyages[6]
    # hands 4 / 3, then the Emperor's first draw of 2
    assert len(s.hands[BARBARIAN]) == 4 and len(s.hands[EMPEROR]) == 5 and len(s.deck) == 18
    assert (s.stage, s.round) == (1, 1)
    assert m.to_move == [0] and kind(m) == "play"
    assert s.supply("junks") == 5 and s.supply("gold") == 4
    check_invariants(m)


def test_setup_voyage_is_one_to_six_at_random() -> None:
    """R18: the d6 completes one of the voyages 1-6, never 7."""
    firsts = {new(2, seed=seed).state.voyages.index(True) + 1 for seed in range(60)}
    assert firsts == {1, 2, 3, 4, 5, 6}
    assert new(2, seed=8).state.voyages == new(2, seed=8).state.voyages


def test_emperor_seat_option_and_solo_hard_setup() -> None:
    m = new(2, seed=1, emperor=1)
    assert m.to_move == [1] and m.view(1)["side"] == EMPEROR and m.view(0)["side"] == BARBARIAN
    extra = {"easy": 0, "normal": 1, "hard": 2}  # hordes added to each homeland
    for d, more in extra.items():
        s = new(1, seed=1, difficulty=d).state
        assert all(s.hordes[h] == 1 + more for h in HOMELANDS)
        # the bot starts in Sichuan and Hebei instead of the Emperor
        assert (s.armies["B2"], s.hordes["B2"], s.armies["B4"], s.hordes["B4"]) == (0, 1, 0, 1)
        assert all(s.armies[b] == 1 and not s.hordes[b] for b in ("B1", "B3", "B5"))
    two = new(2, seed=1).state
    assert all(two.armies[b] == 1 and not two.hordes[b] for b in BORDERLANDS)


@pytest.mark.parametrize(
    "players, options, message",
    [
        (["A", "B", "C"], {}, "1-2 players"),
        (["A"], {"emperor": 1}, "emperor"),
        (["A", "B"], {"emperor": 2}, "emperor"),
        (["A"], {"difficulty": "brutal"}, "difficulty"),
        (["A"], {"match": True}, "two-game match"),
        (["A", "B"], {"match": "yes"}, "match"),
        (["A", "B"], {"speed": 1}, "Unknown option"),
    ],
)
def test_bad_setup_is_refused(players: list[str], options: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        mingtable.new_game("ming-voyages", players, seed=1, options=options)


# -- rounds and stages ------------------------------------------------------------------------------


def test_round_structure_draw_emperor_barbarian_swap() -> None:
    m = new(2, seed=5)
    s: State = m.state
    emperor_hand = list(s.hands[EMPEROR])
    barbarian_hand = list(s.hands[BARBARIAN])
    m.apply(f"reserve-{emperor_hand[0]}")
    assert len(s.hands[EMPEROR]) == 4 and m.to_move == [1] and s.phase == BARBARIAN
    m.apply(f"reserve-{barbarian_hand[0]}")
    # swapped: the Emperor holds the Barbarian's 3 and has drawn 2; the Barbarian holds 4
    assert s.hands[BARBARIAN] == emperor_hand[1:]
    assert s.hands[EMPEROR][:3] == barbarian_hand[1:] and len(s.hands[EMPEROR]) == 5
    assert s.round == 2 and m.to_move == [0]
    lines = m.log
    assert [line for line in lines if "swap" in line] == ["The players swap their hands."]
    assert lines[-1].startswith("Stage 1, round 2:") and "draws 2 cards" in lines[-1]


def _play_plainly(m: mingtable.Match, until: Callable[[State], bool]) -> None:
    """Play with the first legal action until ``until`` holds (or the game ends)."""
    while m.to_move and not until(m.state):
        m.apply(ids(m)[0])


def test_stage_one_lasts_ten_rounds_and_stage_two_deck() -> None:
    m = new(2, seed=2)
    s: State = m.state
    rounds = set()
    while s.stage == 1 and m.to_move:
        rounds.add(s.round)
        reserved = s.reserves[EMPEROR] + s.reserves[BARBARIAN]
        m.apply(ids(m)[0])
    assert rounds == set(range(1, 11)) and reserved
    assert (s.stage, s.round) == (2, 1)
    # the new deck: the discards and both reserves, shuffled; the hands were kept
    assert s.reserves == {EMPEROR: [], BARBARIAN: []}
    assert len(s.hands[BARBARIAN]) == 4 and len(s.hands[EMPEROR]) == 5 and len(s.deck) == 18
    new_deck = set(s.deck) | set(s.hands[EMPEROR][3:])  # the Emperor has drawn 2 of it
    assert new_deck == set(data.CARD_IDS) - set(s.hands[EMPEROR][:3]) - set(s.hands[BARBARIAN])
    assert set(reserved) <= new_deck
    assert "Stage 1 ends: the discards and both reserves form a new deck of 20 cards." in m.log


def test_the_game_ends_when_the_emperor_has_played_his_last_card() -> None:
    """Stage 2 has 10 rounds with a draw and 4 without; the Emperor plays 24 cards in all, the
    Barbarian 23 (R14)."""
    for seed in range(40):
        m = new(2, seed=seed)
        plays = {EMPEROR: 0, BARBARIAN: 0}
        while m.to_move:
            p = m.state.pending
            if p.kind == "play" and p.prompt == T("mv.prompt.play"):
                plays[m.state.side_of(p.seat)] += 1
            m.apply(ids(m)[0])
        if m.outcome["results"][0]["kind"] == "weak":
            break
    else:
        pytest.fail("no weak victory in 40 games")
    s: State = m.state
    assert (s.stage, s.round) == (2, 14)
    assert plays == {EMPEROR: 24, BARBARIAN: 23}
    assert s.hands == {EMPEROR: [], BARBARIAN: []} and s.deck == []
    check_invariants(m)


# -- command actions ------------------------------------------------------------------------------


def test_emperor_muster_taxes_junks_respect_the_supply() -> None:
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["G03", "G06", "G09", "G12", "G15"])
    set_board(m, armies={"B1": 11}, gold_h=4, junks=5, voyages=[1])  # 1 army, 1 gold, 1 junk left
    play(m, "command-G03-muster")
    assert m.state.armies["H"] == 1 and m.state.supply("armies") == 0
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["G03"])
    set_board(m, armies={"B1": 12}, gold_h=5, junks=6, voyages=[1])
    # nothing left to muster, tax or build: those commands are not offered (R11)
    assert not {"command-G03-muster", "command-G03-taxes", "command-G03-junks"} & set(ids(m))
    set_board(m, gold_h=2, junks=3)
    play(m, "command-G03-taxes", "area-H", "area-H")
    assert m.state.gold_h == 5
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["G06"])
    set_board(m, junks=4, voyages=[1, 2])  # 7 - 4 - 2 = 1 junk left
    play(m, "command-G06-junks")
    assert m.state.junks_sea == 5 and m.state.supply("junks") == 0


def test_emperor_move_one_origin_one_destination() -> None:
    """R6: armies move into the heartland or a borderland without hordes or settlements."""
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["G06"])
    set_board(m, armies={"B2": 3, "B4": 1}, hordes={"B1": 1}, settlements={"B3": 1})
    play(m, "command-G06-move")
    assert set(ids(m)) == {"area-B2", "area-B4"}
    m.apply("area-B2")
    assert set(ids(m)) == {"area-H"}  # B1 has hordes, B3 a settlement
    m.apply("area-H")
    assert ids(m) == ["count-1", "count-2", "count-3"]
    m.apply("count-3")
    assert m.state.armies["B2"] == 0 and m.state.armies["H"] == 3


def test_barbarian_move_never_into_the_heartland_or_armies() -> None:
    m = at_play(BARBARIAN)
    set_cards(m, BARBARIAN, hand=["G14"])
    set_board(m, armies={"B2": 1}, hordes={"WM": 2})
    play(m, "command-G14-move")
    m.apply("area-WM")
    assert set(ids(m)) == {"area-B1", "area-EM"}  # not Sichuan (armies), never the heartland
    m.apply("area-B1")
    m.apply("count-2")
    assert m.state.hordes["B1"] == 2 and m.state.hordes["WM"] == 0


def test_gather_hordes_and_resources_split_across_homelands() -> None:
    m = at_play(BARBARIAN)
    set_cards(m, BARBARIAN, hand=["G15"])
    play(m, "command-G15-gather", "area-WM", "area-MA", "area-MA")
    assert (m.state.hordes["WM"], m.state.hordes["MA"]) == (1, 2)
    m = at_play(BARBARIAN)
    set_cards(m, BARBARIAN, hand=["G12"])
    set_board(m, settlements={"B1": 3})  # 2 settlements left in the supply
    start(m, "command-G12-resources")
    m.apply("area-EM")
    assert "stop" in ids(m)
    m.apply("area-WM")
    assert m.state.settlements["EM"] == 1 and m.state.settlements["WM"] == 1 and m.state.supply("settlements") == 0
    assert m.state.side_of(m.to_move[0]) == EMPEROR  # the phase is over: the supply ran out


def test_build_settlement_into_controlled_adjacent_borderlands() -> None:
    """A settlement moves from a homeland into an adjacent borderland the Barbarian controls
    (hordes or a settlement there, R10)."""
    m = at_play(BARBARIAN)
    set_cards(m, BARBARIAN, hand=["G09"])
    set_board(m, armies={"B2": 1}, hordes={"B1": 1}, settlements={"WM": 2, "B3": 1, "MA": 1})
    start(m, "command-G09-settle")
    assert set(ids(m)) == {"path-WM-B1"}
    m.apply("path-WM-B1")
    assert set(ids(m)) == {"path-WM-B1", "stop"}
    m.apply("path-WM-B1")
    assert m.state.settlements["B1"] == 2 and m.state.settlements["WM"] == 0
    assert m.state.side_of(m.to_move[0]) == EMPEROR  # no path left


def test_barbarian_reserve_boost_adds_one_cards_command_points() -> None:
    """R4: the Barbarian (only he) may reveal one reserve card and add its CP; it is
    discarded at the end of the phase."""
    m = at_play(BARBARIAN)
    set_cards(m, BARBARIAN, hand=["G04"], reserve=["G03", "G02"])
    start(m, "command-G04-gather")
    assert ids(m) == ["no-boost", "boost-G03", "boost-G02"]
    m.apply("boost-G03")
    for _ in range(4):
        m.apply("area-EM")
    s: State = m.state
    assert s.hordes["EM"] == 4 and s.reserves[BARBARIAN] == ["G02"] and "G03" in s.discard
    assert any("reveals Prosperity (3 CP)" in line for line in m.log)
    # the Emperor has no boost
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["G01"], reserve=["G03"])
    play(m, "command-G01-taxes")
    assert m.state.gold_h == 1 and m.state.reserves[EMPEROR] == ["G03"]


def test_gather_hordes_stops_at_the_supply() -> None:
    """R11: with 1 horde left in the supply a 3-CP gather places 1 (the rest is lost)."""
    m = at_play(BARBARIAN)
    set_cards(m, BARBARIAN, hand=["G15"])
    set_board(m, hordes={"B1": 11})
    start(m, "command-G15-gather")
    m.apply("area-MA")
    assert m.state.hordes["MA"] == 1 and m.state.supply("hordes") == 0
    assert m.state.side_of(m.to_move[0]) == EMPEROR


def test_attack_brings_units_from_adjacent_areas_and_fights(monkeypatch: pytest.MonkeyPatch) -> None:
    """R7: an enemy borderland next to own units; up to CP units from any adjacent areas,
    all arriving before the first roll; the fight goes on until one side is gone."""
    m = at_play(EMPEROR)
    Dice(monkeypatch, 1, 2, 3, 6, 6, 6, 4, 4, 1, 2, 3, 5)
    set_cards(m, EMPEROR, hand=["G06"])
    set_board(m, armies={"H": 2, "B1": 2, "B3": 1}, hordes={"B2": 2, "EM": 3})
    start(m, "command-G06-attack")
    assert ids(m) == ["area-B2"]
    m.apply("area-B2")
    assert set(ids(m)) == {"area-H", "area-B1", "area-B3"}
    m.apply("area-B1")
    m.apply("area-B1")
    m.apply("area-H")
    s: State = m.state
    assert s.armies["B1"] == 0  # R7: an origin may be stripped bare
    log = [line for line in m.log if line.startswith("Combat in Sichuan")]
    assert log[0] == "Combat in Sichuan: [1, 2, 3] against [6, 6, 6], a crushing blow: Ann (the Emperor) loses 2 armies."
    assert log[1].startswith("Combat in Sichuan: [4, 4, 1] against [2, 3, 5], a crushing blow: Ben (the Barbarian) loses 2 hordes")
    assert s.armies["B2"] == 1 and s.hordes["B2"] == 0 and "Ann (the Emperor) holds Sichuan." in m.log
    check_invariants(m)


def test_empty_borderlands_cannot_be_attacked_but_entered() -> None:
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["G06"])
    set_board(m, armies={"H": 2}, hordes={"EM": 3})
    assert "command-G06-attack" not in ids(m)
    play(m, "command-G06-move", "area-H", "area-B3", "count-2")
    assert m.state.armies["B3"] == 2


def test_settlement_exceptions_in_combat(monkeypatch: pytest.MonkeyPatch) -> None:
    """R8: a losing Barbarian with settlements in the area loses 1 settlement to a crushing
    blow and nothing to a normal loss; his hordes there are immune until the last is gone."""
    m = at_play(EMPEROR)
    Dice(monkeypatch, 5, 5, 1, 2, 3, 4,  # pair beats weak: crushing -> 1 settlement
         5, 5, 1, 4, 4, 1,  # normal: nothing
         6, 6, 6, 1, 2, 3,  # crushing: the last settlement
         6, 6, 6, 1, 2, 3)  # crushing: 2 hordes
    set_cards(m, EMPEROR, hand=["G06"])
    set_board(m, armies={"H": 3}, hordes={"B3": 2}, settlements={"B3": 2})
    play(m, "command-G06-attack", "area-B3", "area-H", "area-H", "area-H")
    s: State = m.state
    lines = [line for line in m.log if line.startswith("Combat in Shanxi")]
    assert lines[0].endswith("a crushing blow: Ben (the Barbarian) loses 1 settlement.")
    assert lines[1].endswith("normal losses: Ben (the Barbarian) loses nothing (the settlements protect the hordes).")
    assert lines[2].endswith("a crushing blow: Ben (the Barbarian) loses 1 settlement.")
    assert lines[3].endswith("a crushing blow: Ben (the Barbarian) loses 2 hordes.")
    assert (s.armies["B3"], s.hordes["B3"], s.settlements["B3"]) == (3, 0, 0)


def test_sichuan_borders_both_mongol_homelands() -> None:
    """The rulebook's combat example attacks Sichuan from the West and East Mongols at once."""
    sichuan = next(b for b in BORDERLANDS if data.AREA_NAMES[b][0] == "Sichuan")
    assert {"WM", "EM"} <= set(data.ADJACENT[sichuan])
    assert all(sichuan in data.ADJACENT[h] for h in ("WM", "EM"))


def test_the_rulebooks_combat_example(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rulebook's combat example from its printed start: Nicole (the Barbarian) has 3 hordes
    in each of the West and East Mongols and Prosperity (3 CP) and Plague (2 CP) in reserve;
    Dominik (the Emperor) has 2 armies in Sichuan and Whirlpool (2 CP) in reserve. She plays a
    3-CP card to attack, adds Prosperity's 3 CP and sends all 6 hordes into Sichuan."""
    m = at_play(BARBARIAN)
    s: State = m.state
    s.names = ["Dominik", "Nicole"]
    dice = Dice(monkeypatch, 5, 5, 3, 5, 5, 6)
    set_cards(m, BARBARIAN, hand=["G09"], reserve=["G03", "G02"])  # a 3-CP card; Prosperity 3, Plague 2
    set_cards(m, EMPEROR, reserve=["G05"])  # Whirlpool 2
    set_board(m, armies={"B2": 2}, hordes={"WM": 3, "EM": 3}, voyages=[1])
    start(m, "command-G09-attack")
    assert set(ids(m)) == {"no-boost", "boost-G03", "boost-G02"}
    m.apply("boost-G03")
    assert ids(m) == ["area-B2"]  # Sichuan, the only Emperor borderland
    m.apply("area-B2")
    assert set(ids(m)) == {"area-WM", "area-EM"}  # both homelands border Sichuan
    for origin in ("area-WM", "area-WM", "area-WM", "area-EM", "area-EM", "area-EM"):
        m.apply(origin)
    assert (s.hordes["WM"], s.hordes["EM"], s.hordes["B2"]) == (0, 0, 6)
    assert "Nicole (the Barbarian) attacks Sichuan with 6 hordes." in m.log
    # round 1: she rolls 5,5,3 and keeps her reserve card; he rolls 5,5,6 and keeps his: a stalemate
    assert s.combat["round"] == 1 and s.combat["attack"] == [5, 5, 3]
    assert kind(m) == "reroll" and m.to_move == [1] and set(ids(m)) == {"reveal-G02", "accept"}
    dice.add(4, 4, 2, 5, 4, 3)
    m.apply("accept")
    assert s.combat["defence"] == [5, 5, 6] and m.to_move == [0] and set(ids(m)) == {"reveal-G05", "accept"}
    m.apply("accept")
    assert m.log[-1] == "Combat in Sichuan: [5, 5, 3] against [5, 5, 6], a stalemate."
    assert (s.armies["B2"], s.hordes["B2"]) == (2, 6)
    # round 2: she rolls 4,4,2 and keeps her card again; he rolls 5,4,3, which would lose to
    # a crushing blow, reveals Whirlpool (2 rerolls), keeps the 5 and rerolls the others to
    # 5 and 1, then rerolls the 1 to a 3: his pair of 5s beats her 4s, she loses 1 horde
    assert s.combat["round"] == 2 and s.combat["attack"] == [4, 4, 2] and m.to_move == [1]
    m.apply("accept")
    assert s.combat["defence"] == [5, 4, 3] and set(ids(m)) == {"reveal-G05", "accept"}
    m.apply("reveal-G05")
    assert s.combat["rerolls"] == 2 and {"reroll-23", "accept"} <= set(ids(m))
    dice.add(5, 1)
    m.apply("reroll-23")
    assert s.combat["defence"] == [5, 5, 1] and s.combat["rerolls"] == 1
    dice.add(3)
    dice.add(6, 5, 3)  # round 3's attack roll follows at once
    m.apply("reroll-3")
    assert "Combat in Sichuan: [4, 4, 2] against [5, 5, 3], normal losses: Nicole (the Barbarian) loses 1 horde." in m.log
    assert (s.armies["B2"], s.hordes["B2"]) == (2, 5)
    # round 3: she rolls 6,5,3, reveals Plague (2 rerolls), rerolls all three to 3,3,6, then
    # the 6 to a third 3; he rolls 3,2,1 with no reserve left: a crushing blow, both armies lost
    assert s.combat["round"] == 3 and s.combat["attack"] == [6, 5, 3] and m.to_move == [1]
    assert set(ids(m)) == {"reveal-G02", "accept"}
    m.apply("reveal-G02")
    dice.add(3, 3, 6)
    m.apply("reroll-123")
    assert s.combat["attack"] == [3, 3, 6]
    dice.add(3, 3, 2, 1)  # the last reroll, then his roll; no reroll decision for him
    m.apply("reroll-3")
    assert "Combat in Sichuan: [3, 3, 3] against [3, 2, 1], a crushing blow: Dominik (the Emperor) loses 2 armies." in m.log
    assert "Nicole (the Barbarian) holds Sichuan." in m.log
    assert (s.armies["B2"], s.hordes["B2"]) == (0, 5) and s.combat is None and s.last_combat["round"] == 3
    assert [line for line in m.log if line.startswith("Combat in")] == [
        "Combat in Sichuan: [5, 5, 3] against [5, 5, 6], a stalemate.",
        "Combat in Sichuan: [4, 4, 2] against [5, 5, 3], normal losses: Nicole (the Barbarian) loses 1 horde.",
        "Combat in Sichuan: [3, 3, 3] against [3, 2, 1], a crushing blow: Dominik (the Emperor) loses 2 armies.",
    ]
    assert dice.values == []  # every die of the example was rolled, and no other
    # the revealed cards are discarded at the end of the phase, the Emperor's too
    assert {"G02", "G03", "G05", "G09"} <= set(s.discard)
    check_invariants(m)


def test_reserve_limit_three_and_a_card_is_always_played() -> None:
    """R4, R12: at most 3 reserve cards; there is no passing. (A card with no legal use at all
    would be discarded, but with at least 1 CP some command is always possible: hordes can
    always walk to a neighbouring homeland, armies home or into a free or enemy borderland.)"""
    m = at_play(BARBARIAN)
    set_cards(m, BARBARIAN, hand=["G01", "G02"], reserve=["G03", "G04", "G05"])
    assert not [a for a in ids(m) if a.startswith("reserve-")]
    set_board(m, hordes={"WM": 12}, settlements={"WM": 5})
    assert set(ids(m)) == {"command-G01-move", "command-G02-move"}
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["G06"], reserve=["G03", "G04", "G05"])
    set_board(m, armies={"H": 12}, hordes={b: 1 for b in BORDERLANDS}, gold_h=5, junks=6, voyages=[1])
    assert set(ids(m)) == {"command-G06-attack", "command-G06-voyage"}


# -- reactions ----------------------------------------------------------------------------------------


def test_raids_example_reaction_before() -> None:
    """The rulebook's reaction example: with 1 gold the Emperor plays Raids for Collect taxes
    and lets the Barbarian react first: he loses 1 gold, then collects 3."""
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["B24"])
    set_board(m, gold_h=1)
    m.apply("command-B24-taxes")
    assert kind(m) == "timing" and ids(m) == ["before", "after"]
    m.apply("before")
    assert kind(m) == "reaction" and m.to_move == [1] and ids(m) == ["react", "decline"]
    m.apply("react")
    assert kind(m) == "remove-gold" and ids(m) == ["area-H", "stop"]
    m.apply("area-H")  # the last gold: nothing more to take
    m.apply("area-H")
    m.apply("area-H")
    assert m.state.gold_h == 3
    lines = m.log[-4:]
    assert lines[1] == "Ben (the Barbarian) removes 1 gold from Imperial heartland."
    assert lines[3] == "Ann (the Emperor) places 3 gold in Imperial heartland."


def test_raids_reaction_after_and_declined() -> None:
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["B24"])
    set_board(m, gold_h=1)
    play(m, "command-B24-taxes", "after", "area-H", "area-H", "react", "area-H", "area-H")
    assert m.state.gold_h == 2  # 1 + 3 - 2
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["B24"])
    set_board(m, gold_h=0)
    play(m, "command-B24-taxes", "before", "decline", "area-H", "area-H")
    assert m.state.gold_h == 3 and "Ben (the Barbarian) does not react." in m.log


def test_reaction_with_nothing_to_lose_is_still_legal() -> None:
    """R1 illustration: with 0 gold, 'up to 2' is met with 0, so Raids may still react."""
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["B24"])
    m.apply("command-B24-muster")
    m.apply("before")
    assert ids(m) == ["react", "decline"]


def test_who_may_react() -> None:
    """R1 step 2: Emperor cards give the Barbarian nothing, Barbarian cards give the Emperor
    nothing, a general card gives the Emperor a reaction only with its voyage completed;
    a reserved card never gives a reaction."""
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["E27"])
    play(m, "command-E27-taxes")
    assert m.state.side_of(m.to_move[0]) == BARBARIAN and kind(m) == "play"
    set_cards(m, BARBARIAN, hand=["B22", "G04", "G07"])
    set_board(m, hordes={"WM": 1}, voyages=[2])
    m.apply("command-B22-gather")
    m.apply("area-WM")
    assert m.state.side_of(m.to_move[0]) == EMPEROR and not any("react" in x for x in m.log[-3:])
    # next round: the Barbarian's Scouts (voyage 2, completed) gives the Emperor a reaction
    to_play(m, BARBARIAN)
    set_cards(m, BARBARIAN, hand=["G04", "G07"])
    set_board(m, hordes={"WM": 1}, voyages=[2])
    m.apply("command-G04-gather")
    assert kind(m) == "timing" and m.to_move == [1]
    m.apply("after")
    m.apply("area-WM")
    assert kind(m) == "reaction" and m.to_move == [0]
    m.apply("decline")
    # Winter Pastures (voyage 3, not completed): no reaction, no timing question
    to_play(m, BARBARIAN)
    set_cards(m, BARBARIAN, hand=["G07"])
    set_board(m, voyages=[2])
    m.apply("command-G07-gather")
    assert kind(m) != "timing"


def test_reaction_not_executable_is_skipped() -> None:
    """R2: Pirates of Palembang needs 3 junks in the sea; with fewer the Barbarian cannot react."""
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["G16"])
    set_board(m, junks=2)
    m.apply("command-G16-taxes")
    m.apply("before")
    assert kind(m) == "play" and "Ben (the Barbarian) cannot react with Pirates of Palembang now." in m.log


def test_before_reaction_that_spoils_the_declared_use_allows_another_use() -> None:
    """R1 step 4: Whirlpool's reaction takes the only junk; the planned voyage is no longer
    possible and the Emperor picks another use of the same card (not the reserve)."""
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["G05"])
    set_board(m, gold_h=1, junks=1)
    m.apply("command-G05-voyage")
    m.apply("before")
    m.apply("react")
    assert kind(m) == "play" and m.to_move == [0]
    assert set(ids(m)) == {"command-G05-muster", "command-G05-taxes", "command-G05-junks"}
    m.apply("command-G05-junks")
    m.apply("area-SEA")
    assert m.state.junks_sea == 2


def test_after_reaction_that_is_no_longer_possible_is_lost(monkeypatch: pytest.MonkeyPatch) -> None:
    """R1 step 5: the Emperor's voyage succeeds and its junk stays on the voyage space;
    afterwards Whirlpool has no junk to take."""
    m = at_play(EMPEROR)
    Dice(monkeypatch, 1, 1)
    set_cards(m, EMPEROR, hand=["G05"])
    set_board(m, gold_h=1, junks=1)
    m.apply("command-G05-voyage")
    m.apply("after")
    m.apply("voyage-2")  # 1 gold, 1 junk: the dice roll at once
    assert m.state.voyages[1] and m.state.junks_sea == 0
    assert "Ben (the Barbarian) cannot react with Whirlpool now." in m.log
    assert kind(m) == "play" and m.to_move == [1]


# -- voyages ------------------------------------------------------------------------------------------


def test_voyage_needs_a_junk_and_gold() -> None:
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["G06"])
    set_board(m, gold_h=1, junks=0)
    assert "command-G06-voyage" not in ids(m)
    set_board(m, gold_h=0, junks=1)
    assert "command-G06-voyage" not in ids(m)
    set_board(m, gold_h=0, gold_sea=1, junks=1)
    assert "command-G06-voyage" in ids(m)  # R5: sea gold meets the requirement


def test_voyage_success(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rulebook's voyage example through the facade: 2 CP, 2 gold + 3 junks; a 5 and a 4."""
    m = at_play(EMPEROR)
    Dice(monkeypatch, 5, 4)
    set_cards(m, EMPEROR, hand=["G05"])
    set_board(m, gold_h=3, junks=3, voyages=[1])
    start(m, "command-G05-voyage")
    assert "voyage-1" not in ids(m) and "voyage-7" in ids(m)
    play(m, "voyage-6", "count-2", "count-3")
    s: State = m.state
    assert s.voyages[5] and s.gold_h == 1 and s.gold_sea == 0 and s.junks_sea == 2
    assert s.supply("gold") == 4  # the 2 gold sent went back to the supply
    assert s.last_roll == {"kind": "voyage", "voyage": 6, "dice": [5, 4], "target": 5, "success": True}
    assert "dice [5, 4] against 5: success." in " ".join(m.log)


def test_voyage_failure_and_sea_gold_must_sail(monkeypatch: pytest.MonkeyPatch) -> None:
    m = at_play(EMPEROR)
    dice = Dice(monkeypatch, 6, 5, 4)
    set_cards(m, EMPEROR, hand=["G12", "G15"])
    set_board(m, gold_h=2, junks=2)
    play(m, "command-G12-voyage", "voyage-3", "count-1", "count-2")
    s: State = m.state
    assert (s.gold_h, s.gold_sea, s.junks_sea, s.voyages[2]) == (1, 1, 2, False)
    # sea gold is safe from the Barbarian: Ma Huan's Chronicle takes only heartland gold
    set_cards(m, BARBARIAN, hand=["G12"])
    play(m, "card-G12", "area-H", "area-SEA")
    assert (s.gold_h, s.gold_sea, s.junks_sea) == (0, 1, 1)
    # the sea gold must sail: the heartland may add 0 or more
    to_play(m, EMPEROR)
    set_cards(m, EMPEROR, hand=["G15"])
    set_board(m, gold_h=2, gold_sea=1, junks=1)
    dice.add(1, 1, 1)
    start(m, "command-G15-voyage")
    m.apply("voyage-3")
    assert kind(m) == "voyage-gold" and ids(m) == ["count-0", "count-1", "count-2"]
    m.apply("count-0")
    assert s.voyages[2] and s.gold_sea == 0 and s.gold_h == 2 and s.junks_sea == 0


def test_voyage_dice_are_capped_at_three(monkeypatch: pytest.MonkeyPatch) -> None:
    """R5: a command voyage rolls one die per CP, at most 3 (a boost is the Barbarian's only)."""
    m = at_play(EMPEROR)
    Dice(monkeypatch, 6, 6, 6)
    set_cards(m, EMPEROR, hand=["G15"])
    set_board(m, gold_h=1, junks=1)
    play(m, "command-G15-voyage", "voyage-2")
    assert m.state.last_roll["dice"] == [6, 6, 6] and not m.state.last_roll["success"]


# -- the 27 cards -----------------------------------------------------------------------------------------


@dataclass
class Case:
    cid: str
    side: str
    board: dict[str, Any] = field(default_factory=dict)
    choices: tuple[str, ...] = ()
    check: Callable[[State], bool] = lambda s: True
    unmet: tuple[dict[str, Any], ...] = ()
    dice: tuple[int, ...] = ()
    voyages: tuple[int, ...] | None = None
    reserve: tuple[str, ...] = ()
    opp_reserve: tuple[str, ...] = ()
    second: bool = False  # special cards: the half for 4 or more voyages

    @property
    def name(self) -> str:
        half = "emperor" if self.side == EMPEROR else "barbarian"
        if data.CARDS[self.cid]["kind"] != "general":
            half = "4+" if self.second else "1-3"
        return f"{self.cid}-{half}"


B, E = BARBARIAN, EMPEROR
CASES = [
    # -- the Barbarian's halves (top halves of general cards, and the Barbarian cards)
    Case("G01", B, dict(hordes={"EM": 1}), ("area-EM",), lambda s: s.settlements["EM"] == 1,
         (dict(hordes={"B1": 1}), dict(hordes={"EM": 1}, settlements={"B1": 5}))),
    Case("G02", B, dict(armies={"B2": 2, "B3": 1}), ("area-B2",), lambda s: s.armies["B2"] == 1,
         (dict(armies={"B2": 1, "B3": 1}),)),
    Case("G03", B, {}, ("area-WM", "area-MA"), lambda s: (s.hordes["WM"], s.hordes["MA"]) == (1, 1)),
    Case("G04", B, dict(hordes={"WM": 2}), ("area-WM", "area-B1"), lambda s: (s.hordes["WM"], s.hordes["B1"]) == (1, 1),
         (dict(hordes={}),)),
    Case("G05", B, dict(junks=2), (), lambda s: s.junks_sea == 1, (dict(junks=0),)),
    Case("G06", B, dict(hordes={"B3": 1}), ("area-B3",), lambda s: s.settlements["B3"] == 1,
         (dict(hordes={"EM": 1}),)),
    Case("G07", B, dict(hordes={"WM": 1, "EM": 1}), ("area-MA",), lambda s: s.hordes["MA"] == 1,
         (dict(hordes={"WM": 1, "EM": 1, "MA": 1}),)),
    Case("G08", B, dict(armies={"B2": 1, "B3": 2}), ("area-B2",), lambda s: (s.armies["B2"], s.armies["H"]) == (0, 1),
         (dict(armies={"B3": 2}),)),
    Case("G09", B, dict(armies={"B1": 1}, hordes={"WM": 3, "B2": 2}), ("area-B1", "area-WM", "area-WM", "area-WM"),
         lambda s: (s.armies["B1"], s.hordes["B1"], s.hordes["WM"], s.hordes["B2"]) == (0, 3, 0, 2),
         (dict(armies={"B1": 1}, hordes={"B2": 2}),), dice=(6, 6, 6, 1, 2, 3)),
    Case("G10", B, {}, ("discard-G11",), lambda s: s.reserves[EMPEROR] == [] and "G11" in s.discard,
         ({},), opp_reserve=("G11",)),
    Case("G11", B, {}, ("area-WM", "area-WM"), lambda s: s.hordes["WM"] == 2),
    Case("G12", B, dict(gold_h=2, gold_sea=1, junks=2), ("area-H", "area-SEA"), lambda s: (s.gold_h, s.gold_sea, s.junks_sea) == (1, 1, 1)),
    Case("G13", B, dict(hordes={"B4": 1}), ("area-B4",), lambda s: s.hordes["B4"] == 2, (dict(hordes={"MA": 1}),)),
    Case("G14", B, dict(hordes={"EM": 3}), ("area-EM", "area-B3", "count-3"), lambda s: (s.hordes["EM"], s.hordes["B3"]) == (0, 3),
         (dict(hordes={}),)),
    Case("G15", B, dict(armies={"B4": 3, "B1": 1}, hordes={"MA": 2}), ("area-B4", "area-B4", "area-B4"), lambda s: (s.armies["B4"], s.armies["B1"]) == (1, 1),
         (dict(armies={"B4": 3, "B1": 1}, hordes={"MA": 1, "EM": 1}),)),
    Case("G16", B, dict(junks=3), (), lambda s: s.junks_sea == 2, (dict(junks=2),)),
    Case("G17", B, {}, ("area-WM", "area-EM"), lambda s: (s.hordes["WM"], s.settlements["EM"]) == (1, 1)),
    Case("G18", B, {}, ("area-WM", "area-WM", "area-MA"), lambda s: (s.hordes["WM"], s.hordes["MA"]) == (2, 1)),
    Case("G19", B, dict(hordes={"EM": 3}), ("area-EM", "area-MA", "count-2"), lambda s: (s.hordes["EM"], s.hordes["MA"]) == (1, 2)),
    Case("G20", B, dict(hordes={"B2": 1}, settlements={"WM": 1}), ("path-WM-B2",), lambda s: s.settlements["B2"] == 1,
         (dict(hordes={"B2": 1}, settlements={}), dict(hordes={"B3": 1}, settlements={"WM": 1}))),
    Case("G21", B, {}, ("area-EM", "area-EM", "area-EM", "area-B3", "count-2"), lambda s: (s.hordes["EM"], s.hordes["B3"]) == (0, 2)),
    Case("B22", B, {}, ("area-MA", "area-MA"), lambda s: s.hordes["MA"] == 2),
    Case("B22", B, {}, ("area-MA", "area-MA", "area-MA", "area-B5", "count-2"), lambda s: (s.hordes["MA"], s.hordes["B5"]) == (0, 2), second=True),
    Case("B23", B, dict(armies={"B3": 1}, hordes={"EM": 3}), ("area-B3", "area-EM", "area-EM"),
         lambda s: (s.armies["B3"], s.hordes["B3"], s.hordes["EM"]) == (0, 2, 1),
         (dict(armies={"B1": 1}, hordes={"WM": 3}),), dice=(6, 6, 6, 1, 2, 3)),
    Case("B23", B, dict(armies={"B3": 1}, hordes={"EM": 4}), ("area-B3", "area-EM", "area-EM", "area-EM", "area-EM"),
         lambda s: (s.armies["B3"], s.hordes["B3"]) == (0, 4), dice=(6, 6, 6, 1, 2, 3), second=True),
    Case("B24", B, dict(gold_h=3, gold_sea=1), ("area-H", "area-H"), lambda s: (s.gold_h, s.gold_sea) == (1, 1)),
    Case("B24", B, dict(gold_h=4, gold_sea=1), ("area-H", "area-H", "area-H", "area-WM"), lambda s: (s.gold_h, s.gold_sea, s.hordes["WM"]) == (1, 1, 1), second=True),
    # -- the Emperor's halves (bottom halves with their voyage completed, and the Emperor cards)
    Case("G01", E, {}, (), lambda s: (s.gold_h, s.armies["H"]) == (1, 1), (dict(gold_h=5),)),
    Case("G02", E, dict(hordes={"EM": 2, "B2": 1}), ("area-EM",), lambda s: s.hordes["EM"] == 1, (dict(hordes={"EM": 1, "B2": 1}),)),
    Case("G03", E, {}, (), lambda s: (s.gold_h, s.junks_sea) == (2, 1), (dict(gold_h=4),)),
    Case("G03", E, dict(junks=6), (), lambda s: (s.gold_h, s.junks_sea) == (2, 6)),  # the junk only if possible
    Case("G04", E, dict(armies={"H": 4}, hordes={"B1": 1}), ("area-H", "area-B3", "count-3"), lambda s: (s.armies["H"], s.armies["B3"]) == (1, 3)),
    Case("G05", E, dict(gold_h=1, junks=1), ("voyage-3",), lambda s: s.voyages[2] and (s.gold_h, s.junks_sea) == (0, 0),
         (dict(gold_h=1, junks=0),), dice=(1, 6)),
    Case("G06", E, dict(gold_h=3), ("area-H", "area-H"), lambda s: s.gold_h == 5),
    Case("G07", E, dict(armies={"B2": 1}), ("area-B2",), lambda s: s.armies["B2"] == 2, (dict(armies={"H": 2}), dict(armies={"B2": 12}))),
    Case("G08", E, dict(hordes={"B2": 2, "B3": 1}, settlements={"B3": 1}), ("area-B2",), lambda s: (s.hordes["B2"], s.hordes["B3"]) == (1, 1),
         (dict(hordes={"B3": 1}, settlements={"B3": 1}),)),
    Case("G09", E, dict(armies={"B2": 1}), ("area-H", "area-B2", "stop"), lambda s: (s.armies["H"], s.armies["B2"]) == (1, 2)),
    Case("G10", E, {}, (), lambda s: (s.junks_sea, s.gold_h) == (1, 1), (dict(junks=6),)),
    Case("G11", E, dict(hordes={"EM": 3}), ("area-EM", "area-EM", "area-EM"), lambda s: s.hordes["EM"] == 1),
    Case("G12", E, dict(gold_h=1, junks=1), ("voyage-5",), lambda s: s.voyages[4] and s.last_roll["target"] == 3,
         (dict(gold_h=0, junks=1),), dice=(2, 6, 6)),
    Case("G13", E, dict(hordes={"MA": 1}), ("area-MA",), lambda s: s.hordes["MA"] == 0, (dict(hordes={"B5": 1}),)),
    Case("G14", E, {}, (), lambda s: s.gold_h == 2, (dict(gold_h=4),)),
    Case("G15", E, dict(armies={"H": 4}, hordes={"B2": 1}), ("area-B2", "area-H", "area-H", "area-H", "area-H"),
         lambda s: (s.armies["B2"], s.hordes["B2"], s.armies["H"]) == (4, 0, 0), (dict(armies={"H": 4}),), dice=(6, 6, 6, 1, 2, 3)),
    Case("G16", E, dict(armies={"B2": 3}), ("area-B2", "area-B3", "count-2"), lambda s: (s.armies["B2"], s.armies["B3"]) == (1, 2),
         (dict(armies={"H": 3}),)),
    Case("G17", E, dict(hordes={"B2": 1}, settlements={"B2": 1, "B3": 1}), ("area-B3",), lambda s: (s.settlements["B3"], s.settlements["B2"]) == (0, 1),
         (dict(hordes={"B2": 1}, settlements={"B2": 1}),)),
    Case("G18", E, dict(gold_h=1), ("area-SEA", "area-SEA", "voyage", "voyage-1", "count-2"), lambda s: s.voyages[0] and (s.junks_sea, s.gold_h) == (1, 0), dice=(1, 1)),
    Case("G18", E, dict(gold_h=0), ("area-SEA", "area-SEA"), lambda s: s.junks_sea == 2),  # no gold: no voyage, still executable
    Case("G19", E, {}, ("area-H", "area-H"), lambda s: s.armies["H"] == 2),
    Case("G20", E, dict(hordes={"B4": 2}), ("area-B4", "area-MA"), lambda s: (s.hordes["B4"], s.hordes["MA"]) == (0, 2),
         (dict(hordes={"B4": 3}), dict(hordes={"B4": 2}, settlements={"B4": 1}))),
    Case("G21", E, dict(hordes={"B2": 2}, settlements={"B2": 1}), ("area-B2", "area-H", "area-H"), lambda s: (s.settlements["B2"], s.armies["H"]) == (0, 2)),
    Case("E25", E, dict(gold_h=1, junks=1), ("voyage-2",), lambda s: s.voyages[1] and s.last_roll["target"] == 3 and len(s.last_roll["dice"]) == 2,
         (dict(gold_h=0, junks=1),), dice=(2, 6)),
    Case("E25", E, dict(gold_h=1, junks=1), ("voyage-5",), lambda s: s.voyages[4] and len(s.last_roll["dice"]) == 3,
         dice=(6, 6, 2), second=True),
    Case("E26", E, dict(armies={"B1": 1}), ("area-B1", "area-H", "area-H"), lambda s: (s.armies["B1"], s.armies["H"]) == (2, 2)),
    Case("E26", E, dict(hordes={"B2": 1}), ("area-H", "area-H", "attack", "area-B2", "area-H", "area-H"),
         lambda s: (s.armies["B2"], s.hordes["B2"], s.armies["H"]) == (2, 0, 0), dice=(6, 6, 6, 1, 2, 3), second=True),
    Case("E27", E, {}, ("area-H", "area-H"), lambda s: (s.gold_h, s.junks_sea) == (2, 0)),
    Case("E27", E, {}, ("area-H", "area-H", "area-SEA"), lambda s: (s.gold_h, s.junks_sea) == (2, 1), second=True),
]


def _voyages(case: Case) -> list[int]:
    card = data.CARDS[case.cid]
    if case.voyages is not None:
        return list(case.voyages)
    if case.second:
        return [6, 7, 3, 1] if case.cid not in ("E25",) else [1, 2, 3, 4]
    if card["kind"] == "general" and case.side == EMPEROR:
        return [card["voyage"]]
    return [7] if card["voyage"] != 7 else [6]


def _position(case: Case, board: dict[str, Any]) -> mingtable.Match:
    m = at_play(case.side)
    set_board(m, voyages=_voyages(case), **board)
    set_cards(m, case.side, hand=[case.cid], reserve=list(case.reserve))
    opponent = BARBARIAN if case.side == EMPEROR else EMPEROR
    set_cards(m, opponent, reserve=list(case.opp_reserve))
    return m


def test_every_card_half_has_a_case() -> None:
    halves = set()
    for case in CASES:
        card = data.CARDS[case.cid]
        if card["kind"] == "general":
            halves.add((case.cid, "first" if case.side == BARBARIAN else "second"))
        else:
            halves.add((case.cid, "second" if case.second else "first"))
    assert halves == {(cid, h) for cid in data.CARD_IDS for h in ("first", "second")}


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_card_action(case: Case, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each half of each card: offered when fully executable (R2), with its effect."""
    m = _position(case, case.board)
    Dice(monkeypatch, *case.dice)
    assert f"card-{case.cid}" in ids(m)
    play(m, f"card-{case.cid}", *case.choices)
    s: State = m.state
    assert case.check(s), f"{case.name}: unexpected board {s.armies} {s.hordes} {s.settlements} gold {s.gold_h}/{s.gold_sea} junks {s.junks_sea}"
    assert kind(m) == "play" and s.side_of(m.to_move[0]) != case.side  # the phase is over
    check_invariants(m)


@pytest.mark.parametrize(
    "case, unmet",
    [(c, u) for c in CASES for u in c.unmet],
    ids=[f"{c.name}-{i}" for c in CASES for i, _ in enumerate(c.unmet)],
)
def test_card_action_requirement(case: Case, unmet: dict[str, Any]) -> None:
    """R2: a card action that cannot be carried out completely is not offered."""
    m = _position(case, unmet)
    if case.cid == "G10":
        set_cards(m, EMPEROR, reserve=[])
    assert f"card-{case.cid}" not in ids(m)
    assert any(a.startswith(f"command-{case.cid}-") or a == f"reserve-{case.cid}" for a in ids(m))


def test_special_cards_belong_to_one_side() -> None:
    """Emperor cards are only CP for the Barbarian and the other way round; a general card's
    bottom half needs its voyage."""
    m = at_play(BARBARIAN)
    set_cards(m, BARBARIAN, hand=["E25", "E26", "E27", "B22"])
    assert not {"card-E25", "card-E26", "card-E27"} & set(ids(m)) and "card-B22" in ids(m)
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["B22", "B23", "B24", "G19", "G01"])
    set_board(m, voyages=[1])
    assert not {"card-B22", "card-B23", "card-B24", "card-G19"} & set(ids(m)) and "card-G01" in ids(m)


def test_special_card_half_follows_the_completed_voyages() -> None:
    """R3: 1-3 voyages use the first half, 4 or more the second."""
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["E27"])
    set_board(m, voyages=[1, 2, 3])
    assert any(a.id == "card-E27" and "and up to 1 junk" not in a.label for a in m.legal_actions())
    set_board(m, voyages=[1, 2, 3, 4])
    assert any(a.id == "card-E27" and "and up to 1 junk" in a.label for a in m.legal_actions())


# -- victory -------------------------------------------------------------------------------------------------


def test_emperor_major_victory_at_the_end_of_his_phase(monkeypatch: pytest.MonkeyPatch) -> None:
    m = at_play(EMPEROR)
    Dice(monkeypatch, 1, 1)
    set_cards(m, EMPEROR, hand=["G05"])
    set_board(m, gold_h=1, junks=1, voyages=[1, 2, 3, 4, 5, 6])
    play(m, "command-G05-voyage", "voyage-7")
    out = m.outcome
    assert out is not None and m.to_move == [] and m.legal_actions() == []
    res = out["results"][0]
    assert (res["kind"], res["winner"], res["points"]) == ("major", EMPEROR, {"emperor": 12, "barbarian": 0})
    assert out["winners"] == [0] and out["scores"] == [12, 0]
    assert m.log[-1] == "Game 1: the Emperor wins a major victory."


def test_seventh_voyage_in_the_barbarians_phase_waits_for_the_emperors(monkeypatch: pytest.MonkeyPatch) -> None:
    """R15: the Emperor completes his 7th voyage by a reaction; the game ends only at the end
    of his next phase."""
    m = at_play(BARBARIAN)
    Dice(monkeypatch, 1, 1)
    set_cards(m, BARBARIAN, hand=["G05"])
    set_board(m, gold_h=1, junks=2, voyages=[1, 2, 3, 4, 5, 6])
    play(m, "command-G05-gather", "after", "area-WM", "area-WM", react="react")
    assert kind(m) == "voyage" and ids(m) == ["voyage-7"] and m.to_move == [0]
    m.apply("voyage-7")
    m.apply("count-2")  # junks; the single gold sails without a question
    assert m.state.done() == 7 and m.outcome is None and m.state.side_of(m.to_move[0]) == EMPEROR
    m.apply(ids(m)[0])
    while m.outcome is None:
        m.apply(ids(m)[0])
    assert m.outcome["results"][0]["kind"] == "major" and m.outcome["results"][0]["winner"] == EMPEROR


def test_barbarian_major_victory_at_the_end_of_his_phase() -> None:
    m = at_play(BARBARIAN)
    set_cards(m, BARBARIAN, hand=["G14"])
    set_board(m, armies={"H": 3}, hordes={"B1": 1, "B2": 1, "B3": 1, "B4": 1, "MA": 2}, settlements={})
    play(m, "command-G14-move", "area-MA", "area-B5", "count-2")
    res = m.outcome["results"][0]
    assert (res["kind"], res["winner"]) == ("major", BARBARIAN)
    assert m.outcome["winners"] == [1] and m.outcome["scores"] == [0, 12]


def test_five_borderlands_reached_by_a_reaction_wait_for_the_barbarians_phase() -> None:
    """R15: the Barbarian occupies the fifth borderland with a reaction in the Emperor's phase;
    the check comes at the end of his own phase (it still holds then)."""
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["G14"])
    set_board(m, armies={"H": 3}, hordes={"B1": 1, "B2": 1, "B3": 1, "B4": 1, "MA": 2})
    play(m, "command-G14-muster", "after", "area-H", "react", "area-MA", "area-B5", "count-1")
    assert all(m.state.barbarian_holds(b) for b in BORDERLANDS)
    assert m.outcome is None and m.state.side_of(m.to_move[0]) == BARBARIAN
    m.apply(next(a for a in ids(m) if a.startswith("reserve-")))
    assert m.outcome["results"][0]["winner"] == BARBARIAN


def test_weak_victory_at_game_end() -> None:
    for seed in range(100, 160):
        m = new(2, seed=seed)
        _play_plainly(m, lambda s: False)
        res = m.outcome["results"][0]
        if res["kind"] == "weak":
            break
    s: State = m.state
    e, b, winner = rules.weak_victory(s.done(), sum(s.emperor_holds(x) for x in BORDERLANDS), sum(s.barbarian_holds(x) for x in BORDERLANDS))
    assert (res["emperor_sum"], res["barbarian_sum"], res["winner"]) == (e, b, winner)
    assert res["points"] == rules.match_points("weak", winner, e, b)
    assert m.outcome["winners"] == [0 if winner == EMPEROR else 1]


def test_weak_victory_tie_goes_to_the_barbarian() -> None:
    """At the start the sums are 6 to 6: ending there, the Barbarian would win."""
    m = new(2, seed=1)
    g = game_of(m)
    res = g.weak_result()
    assert (res["emperor_sum"], res["barbarian_sum"], res["winner"]) == (6, 6, BARBARIAN)
    assert res["points"] == {"emperor": 6, "barbarian": 7}


def test_two_game_match_swaps_sides_and_adds_points() -> None:
    m = new(2, seed=4, match=True)
    first_emperor = m.state.emperor_seat
    while m.to_move and not m.state.results:
        m.apply(ids(m)[0])
    assert kind(m) == "next-game" and ids(m) == ["next-game"] and m.outcome is None
    m.apply("next-game")
    assert m.state.emperor_seat == 1 - first_emperor and m.state.game_no == 2 and m.to_move == [1]
    assert m.view(1)["side"] == EMPEROR
    while m.to_move:
        m.apply(ids(m)[0])
    out = m.outcome
    r1, r2 = out["results"]
    scores = [r1["points"]["emperor"] + r2["points"]["barbarian"], r1["points"]["barbarian"] + r2["points"]["emperor"]]
    assert out["scores"] == scores
    assert out["winners"] == [s for s in (0, 1) if scores[s] == max(scores)]
    assert out["detail"][0] == {"Game 1 (emperor)": r1["points"]["emperor"], "Game 2 (barbarian)": r2["points"]["barbarian"]}


def test_match_draw_on_equal_totals() -> None:
    m = new(2, seed=4, match=True)
    s: State = m.state
    s.results = [
        {"game": 1, "emperor_seat": 0, "winner": EMPEROR, "points": {"emperor": 12, "barbarian": 0}},
        {"game": 2, "emperor_seat": 1, "winner": EMPEROR, "points": {"emperor": 12, "barbarian": 0}},
    ]
    s.phase = "over"
    assert m.outcome["scores"] == [12, 12] and m.outcome["winners"] == [0, 1]


# -- the solo bot -------------------------------------------------------------------------------------------


def solo_at_bot(hand: list[str], deck_top: int, difficulty: str = "normal", reserve: tuple[str, ...] = (), **board: Any) -> mingtable.Match:
    """A solo game at the Emperor's first play; the bot's hand, top bot card and the board
    set. The Emperor's own play (a reserve) then starts the bot's phase."""
    m = at_play(EMPEROR, players=1, difficulty=difficulty)
    set_cards(m, BARBARIAN, hand=hand, reserve=list(reserve))
    set_board(m, **board)
    m.state.bot_deck = [i for i in range(8) if i != deck_top] + [deck_top]
    return m


def bot_turn(m: mingtable.Match) -> None:
    m.apply(next(a for a in ids(m) if a.startswith("reserve-")))


def test_bot_guard_reserves_an_emperor_card() -> None:
    m = solo_at_bot(["G01", "E27", "E25", "G21"], 0)
    bot_turn(m)
    s: State = m.state
    assert s.reserves[BARBARIAN] == ["E25"] and s.bot_card is None and len(s.bot_deck) == 8
    assert "The Barbarian bot puts a card into reserve." in m.log


def test_bot_plays_its_highest_card_with_the_first_feasible_order() -> None:
    """Normal bot card 3 (Manchus: OCCUPY, CARD, GATHER): an empty borderland next to a
    movable horde is occupied with min(CP, movable) hordes from the area with most."""
    m = solo_at_bot(["G01", "G21", "G14", "G04"], 2, armies={"B1": 1, "B2": 1, "B3": 1, "B4": 1}, hordes={"MA": 4, "EM": 1})
    bot_turn(m)
    s: State = m.state
    assert s.bot_card == 2 and "G21" in s.discard  # 3 CP, the highest
    assert s.hordes["B5"] == 3 and s.hordes["MA"] == 1


def test_bot_tie_break_prefers_a_card_without_emperor_reaction() -> None:
    m = solo_at_bot(["G03", "G21"], 5, armies={"B1": 1}, voyages=[1])
    # both 3 CP; Prosperity (voyage 1, done) would give the Emperor a reaction
    bot_turn(m)
    assert "G21" in m.state.discard and "G03" in m.state.hands[EMPEROR]


def test_bot_plays_its_highest_card_even_if_it_gives_the_emperor_a_reaction() -> None:
    """The published solo mode's rule: the bot plays the card with the highest CP. Prosperity
    (3 CP, voyage 1 done) gives the Emperor a reaction; Qilin (1 CP) would not: Prosperity it
    is (normal card 6: ATTACK, OCCUPY, RESOURCES; nothing to attack or occupy: RESOURCES, 3
    settlements into the focus)."""
    m = solo_at_bot(["G19", "G03"], 5, armies={b: 2 for b in BORDERLANDS}, hordes={"MA": 1}, voyages=[1])
    bot_turn(m)
    s: State = m.state
    assert kind(m) == "reaction" and m.to_move == [0] and s.settlements["MA"] == 3
    m.apply("decline")
    assert "G03" in s.discard and "G19" in s.hands[EMPEROR]


def test_bot_raid_plays_the_card_taking_most_gold_and_junks() -> None:
    """Normal card 8 (Manchus: RAID, CARD, SETTLE): the raid card replaces C; Raids takes 2
    gold, Whirlpool 1 junk, so Raids; the Emperor keeps the other cards."""
    m = solo_at_bot(["G21", "G05", "B24", "G01"], 7, armies={b: 1 for b in BORDERLANDS}, gold_h=3, junks=2)
    bot_turn(m)
    s: State = m.state
    assert "B24" in s.discard and s.gold_h == 1 and s.junks_sea == 2
    assert all(c in s.hands[EMPEROR] for c in ("G01", "G05", "G21"))
    assert "The Barbarian bot plays Raids for its action: The Emperor removes up to 2 gold from the heartland." in m.log


def test_bot_raid_only_among_its_highest_cards() -> None:
    """RAID keeps the highest-CP rule: Whirlpool (2 CP) would take a junk, but Steppe Host
    (3 CP) is higher, so RAID is not feasible and the next order (CARD) uses Steppe Host."""
    m = solo_at_bot(["G05", "G21"], 7, armies={b: 1 for b in BORDERLANDS}, hordes={"MA": 1}, junks=2)
    bot_turn(m)
    s: State = m.state
    assert "G21" in s.discard and "G05" in s.hands[EMPEROR] and s.junks_sea == 2
    assert "The Barbarian bot plays Steppe Host for its action" in " ".join(m.log)
    assert "The Barbarian bot places 2 hordes in Manchus." in m.log  # the focus


def test_bot_raid_needs_something_to_take() -> None:
    """With no gold in the heartland and 1 junk, Pirates (needs 3 junks) and Raids take
    nothing: RAID is not feasible and the next order (CARD with C) runs instead."""
    m = solo_at_bot(["B24", "G16", "G01"], 7, armies={b: 1 for b in BORDERLANDS}, hordes={"MA": 1}, gold_h=0, junks=1)
    bot_turn(m)
    s: State = m.state
    assert "B24" in s.discard and s.junks_sea == 1  # CARD: Raids' own half, with C = Raids
    assert "G16" in s.hands[EMPEROR]


def test_bot_fallback_and_discard() -> None:
    """No order of the card feasible: GATHER, RESOURCES, OCCUPY; none: discard (R12)."""
    # normal card 1 (West Mongols: ATTACK, OCCUPY, GATHER) with nothing to attack or occupy
    m = solo_at_bot(["G01"], 0, armies={b: 2 for b in BORDERLANDS}, hordes={"WM": 1})
    bot_turn(m)
    assert m.state.hordes["WM"] == 2  # GATHER (in its own list) into the focus
    m = solo_at_bot(["G01"], 3, armies={b: 1 for b in BORDERLANDS}, hordes={"WM": 12}, settlements={"WM": 5})
    bot_turn(m)  # card 4: SETTLE, RESOURCES, GATHER - none; fallbacks GATHER, RESOURCES, OCCUPY - none
    assert "The Barbarian bot discards Border Market without effect." in m.log and "G01" in m.state.discard


def test_bot_attack_and_rerolls(monkeypatch: pytest.MonkeyPatch) -> None:
    """Normal card 1 (ATTACK, margin 1): k >= armies + 1. As attacker without a pair it reveals
    its lowest reserve card and rerolls the two lower dice until a pair."""
    m = solo_at_bot(["G21"], 0, reserve=("G05", "G19"), armies={"B1": 1, "B2": 2, "B3": 1, "B4": 1, "B5": 1}, hordes={"WM": 3})
    Dice(monkeypatch, 6, 3, 1, 4, 4, 1, 1, 2)
    bot_turn(m)  # the Emperor's own play went into his reserve: he may reroll in defence
    assert kind(m) == "reroll" and m.to_move == [0] and m.state.combat["defence"] == [1, 1, 2]
    m.apply("accept")
    s: State = m.state
    lines = m.log
    assert any("attacks Gansu with 3 hordes" in line for line in lines)  # fewest armies next to the focus
    assert "The Barbarian bot reveals Qilin (1 CP) from the reserve." in lines
    # 6,3,1: the bot keeps the 6 and rerolls the others to 4,4; the Emperor rolls 1,1,2
    assert "Combat in Gansu: [6, 4, 4] against [1, 1, 2], normal losses: Ann (the Emperor) loses 1 army." in lines
    assert s.reserves[BARBARIAN] == ["G05"] and (s.armies["B1"], s.hordes["B1"], s.hordes["WM"]) == (0, 3, 0)


def test_bot_defends_with_rerolls(monkeypatch: pytest.MonkeyPatch) -> None:
    """As defender, while losing the round, the bot reveals cards lowest CP first; with no
    pair it keeps the highest die and rerolls the other two."""
    m = solo_at_bot(["G01"], 6, reserve=("G05", "G19"), armies={"H": 1}, hordes={"B3": 1})
    Dice(monkeypatch, 5, 5, 1, 1, 2, 3, 6, 6)
    set_cards(m, EMPEROR, hand=["G06"])
    play(m, "command-G06-attack", "area-B3", "area-H")
    lines = m.log
    assert "The Barbarian bot reveals Qilin (1 CP) from the reserve." in lines
    assert "Combat in Shanxi: [5, 5, 1] against [6, 6, 3], normal losses: Ann (the Emperor) loses 1 army." in lines
    s: State = m.state
    assert s.armies["B3"] == 0 and s.hordes["B3"] == 1 and "G19" in s.discard


def test_emperor_reacts_after_the_bots_order() -> None:
    m = solo_at_bot(["G01"], 7, voyages=[1], hordes={"MA": 1}, armies={b: 1 for b in BORDERLANDS})
    # normal card 8 (Manchus: CARD, SETTLE, GATHER): Border Market's settlement into MA
    bot_turn(m)
    s: State = m.state
    assert s.settlements["MA"] == 1  # the bot's order first
    assert kind(m) == "reaction" and m.to_move == [0]
    m.apply("react")
    assert s.gold_h == 1 and s.armies["H"] == 1


def test_bot_reaction_places_into_its_borderland_with_most_armies_next_door() -> None:
    """Steppe Fire's barbarian half (a horde into a borderland it controls) as the bot's
    reaction: Hebei (3 armies next door in Shanxi) rather than Gansu (1, in Sichuan)."""
    m = solo_at_bot(["G01"], 6, armies={"B2": 1, "B3": 3}, hordes={"B1": 1, "B4": 1})
    set_cards(m, EMPEROR, hand=["G13", "G19"])
    start(m, "command-G13-muster", "after")
    s: State = m.state
    assert "The Barbarian bot reacts with Steppe Fire: Place 1 horde into a borderland you control." in m.log
    assert "A horde is placed in Hebei." in m.log and (s.hordes["B1"], s.hordes["B4"]) == (1, 2)


def muster_all(m: mingtable.Match) -> None:
    """Muster with every CP of the card (one army per decision), then let the bot react."""
    start(m, "command-B23-muster", "after")
    while kind(m) == "place-armies":
        m.apply(next(a.id for a in m.legal_actions() if a.id != "stop"))


def test_bot_reaction_attack_leaves_a_horde_in_its_borderlands(monkeypatch: pytest.MonkeyPatch) -> None:
    """Khan Arughtai's attack (1-2 hordes next to the East Mongols) as the bot's reaction:
    from Sichuan (2 hordes, no settlement) it sends only 1; Hebei's single horde stays."""
    m = solo_at_bot(["G01"], 6, armies={"B3": 1}, hordes={"B2": 2, "B4": 1})
    set_cards(m, EMPEROR, hand=["B23", "G19"])
    Dice(monkeypatch, 6, 6, 6, 1, 2, 3)
    muster_all(m)
    s: State = m.state
    assert any(line.endswith("attacks Shanxi with 1 horde.") for line in m.log)
    assert (s.hordes["B2"], s.hordes["B4"], s.hordes["B3"], s.armies["B3"]) == (1, 1, 1, 0)
    # with a single horde in each borderland next to Shanxi it has nothing to send: no reaction
    monkeypatch.undo()  # real dice again for the set-up
    m = solo_at_bot(["G01"], 6, armies={"B3": 1}, hordes={"B2": 1, "B4": 1})
    set_cards(m, EMPEROR, hand=["B23", "G19"])
    muster_all(m)
    s = m.state
    assert "The Barbarian bot does not react." in m.log
    assert (s.hordes["B2"], s.hordes["B4"], s.armies["B3"]) == (1, 1, 1)
    # a settlement lets the last horde go
    m = solo_at_bot(["G01"], 6, armies={"B3": 1}, hordes={"B2": 1}, settlements={"B2": 1})
    set_cards(m, EMPEROR, hand=["B23", "G19"])
    Dice(monkeypatch, 6, 6, 6, 1, 2, 3)
    muster_all(m)
    s = m.state
    assert (s.hordes["B2"], s.settlements["B2"], s.hordes["B3"], s.armies["B3"]) == (0, 1, 1, 0)


def test_bot_hold_keeps_a_card() -> None:
    m = solo_at_bot(["G01"], 6)
    bot_turn(m)
    assert m.state.reserves[BARBARIAN] == ["G01"]


# -- hidden information ------------------------------------------------------------------------------------


def test_views_show_own_cards_and_the_opponents_as_counts() -> None:
    m = new(2, seed=6)
    s: State = m.state
    m.apply(f"reserve-{s.hands[EMPEROR][0]}")
    v0, v1, spectator = m.view(0), m.view(1), m.view(None)
    assert v0["hand"] == s.hands[EMPEROR] and v0["reserve"] == s.reserves[EMPEROR]
    assert v1["hand"] == s.hands[BARBARIAN] and v1["reserve"] == []
    assert v0["hand_counts"] == {"emperor": 4, "barbarian": 4} and v1["reserve_counts"] == {"emperor": 1, "barbarian": 0}
    assert spectator["hand"] is None and spectator["reserve"] is None and spectator["known_opponent_hand"] == []
    # the Barbarian has not held any of the Emperor's cards yet
    assert v1["known_opponent_hand"] == [] and v0["known_opponent_hand"] == []
    m.apply(f"reserve-{s.hands[BARBARIAN][0]}")
    # after the swap each knows the cards it passed over (not the Emperor's 2 new draws)
    assert m.view(1)["known_opponent_hand"] == sorted(s.hands[EMPEROR][:3])
    assert m.view(0)["known_opponent_hand"] == sorted(s.hands[BARBARIAN])
    hidden = s.reserves[EMPEROR] + s.reserves[BARBARIAN] + s.hands[EMPEROR][3:]
    assert not any(cid in str(m.view(1)) for cid in s.reserves[EMPEROR] + s.hands[EMPEROR][3:])
    assert not any(cid in str(m.view(None)) for cid in hidden + s.hands[EMPEROR] + s.hands[BARBARIAN])
    assert not any(NAMES[cid] in " ".join(m.log) for cid in hidden)
    assert "Ann (the Emperor) puts a card into reserve." in m.log


def test_a_known_card_put_into_the_reserve_stays_unknown_among_the_known() -> None:
    """The Barbarian knows the three cards it passed to the Emperor; whichever of them the
    Emperor puts face down into the reserve, the Barbarian's view is the same."""
    views = []
    for k in range(3):
        m = new(2, seed=6)
        s: State = m.state
        m.apply(f"reserve-{s.hands[EMPEROR][0]}")
        m.apply(f"reserve-{s.hands[BARBARIAN][0]}")
        passed = s.hands[EMPEROR][:3]
        assert m.legal_actions(0) and f"reserve-{passed[k]}" in [a.id for a in m.legal_actions(0)]
        m.apply(f"reserve-{passed[k]}")
        assert passed[k] in s.reserves[EMPEROR]
        view = m.view(1)
        assert view["known_opponent_hand"] == sorted(passed)
        views.append(view)
    assert views[0] == views[1] == views[2]


def test_solo_bot_hand_is_open() -> None:
    m = new(1, seed=2)
    assert m.view(0)["known_opponent_hand"] == m.state.hands[BARBARIAN]
    assert m.view(None)["known_opponent_hand"] == []


# -- undo -----------------------------------------------------------------------------------------------------


def test_undo_own_decisions_of_the_current_turn() -> None:
    """Undo takes back the seat's own decisions of this turn, one at a time (undo replays the
    record for this game, so the position is a natural one)."""
    m = new(2, seed=11)
    to_play(m, BARBARIAN)
    before = m.state_hash()
    record = m.record()["actions"]
    gather = next(a for a in ids(m) if a.endswith("-gather"))
    start(m, gather)
    if kind(m) == "boost":
        m.apply("no-boost")
    m.apply("area-WM")
    assert m.can_undo
    while m.can_undo:
        m.undo()
    assert m.state_hash() == before and m.record()["actions"] == record
    with pytest.raises(mingtable.IllegalAction, match="Nothing to undo"):
        m.undo()


def test_undo_stops_at_a_roll_and_at_the_other_seat() -> None:
    m = new(2, seed=7)
    assert not m.can_undo  # the first decision follows the draw
    voyage = next(a for a in ids(m) if a.endswith("-voyage"))  # 1 gold and 1 junk at the start
    m.apply(voyage)
    if kind(m) == "timing":
        assert m.can_undo
        m.apply("after")
    assert kind(m) == "voyage" and m.can_undo
    m.apply(ids(m)[0])  # 1 gold, 1 junk: the dice roll at once
    assert not m.can_undo
    # another seat's decision is a barrier too
    for action in new(2, seed=7).legal_actions():
        m = new(2, seed=7)
        if action.id.startswith("command-"):
            m.apply(action.id)
            if kind(m) == "timing":
                m.apply("before")
                if kind(m) == "reaction":
                    assert m.to_move == [1] and not m.can_undo
                    return
    pytest.fail("no reaction in this hand")


def _bot_lines(log: list[str]) -> list[str]:
    """What the solo bot revealed, decided or did (not the note that it cannot react, nor a
    combat it won, which follows from the dice)."""
    return [
        line for line in log
        if line.startswith(("The bot card shows", "The Barbarian bot"))
        and "cannot react" not in line and not line.startswith("The Barbarian bot holds ")
    ]


def test_solo_undo_stops_at_the_bots_card_reveal() -> None:
    """Issue 6.6: in stage 2 with the deck empty no draw follows the bot's phase; the Emperor
    still cannot take back his play once the bot has revealed its card and played."""
    m = solo_at_bot(["G01", "G21"], 0, armies={b: 2 for b in BORDERLANDS}, hordes={"WM": 1})
    s: State = m.state
    s.discard.extend(s.deck)
    s.deck, s.stage = [], 2
    bot_turn(m)
    assert s.bot_discard == [0] and "The bot card shows West Mongols" in " ".join(m.log)
    assert kind(m) == "play" and m.to_move == [0] and not m.view(0)["can_undo"]
    assert not m.can_undo
    with pytest.raises(mingtable.IllegalAction, match="Nothing to undo"):
        m.undo()


@pytest.mark.parametrize("seed", range(1, 21))
def test_solo_undo_never_crosses_the_bot(seed: int) -> None:
    """Issue 6.6: a random solo game (``random.Random(seed).choice`` over the legal actions).
    Right after the bot revealed a bot card or did anything, nothing can be undone; and undoing
    as far as possible never takes back a bot card reveal or a bot move. Seed 10 used to let
    the Emperor undo his play after seeing the bot's next card at its 64th decision (with the
    bot of that time)."""
    import random

    m = new(1, seed=seed)
    pick = random.Random(seed).choice
    step = 0
    while m.outcome is None:
        seen = len(m.log)
        m.apply(pick(m.legal_actions()).id)
        step += 1
        if _bot_lines(m.log[seen:]):
            assert not m.can_undo, f"step {step}: undo after the bot's move: {m.log[seen:]}"
        if m.can_undo:
            copy = mingtable.load(m.record())
            while copy.can_undo:
                copy.undo()
            assert _bot_lines(copy.log) == _bot_lines(m.log), f"step {step}: undo took back a move of the bot"
            assert copy.state.bot_discard == m.state.bot_discard and copy.state.bot_deck == m.state.bot_deck
        check_invariants(m)
