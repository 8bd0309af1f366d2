"""How many: the Emperor's commands spend 1 up to the card's CP (R11), and every "up to N" of
a card lets the side carrying it out choose any amount from 0 to N (R2; the reference's
convention 4.1), through one mechanism (``Game.one_by_one``): a piece at a time with a
"stop"."""

from __future__ import annotations

from typing import Any

import pytest

from mingtable.games.ming_voyages import data
from mingtable.games.ming_voyages.data import BARBARIAN, EMPEROR
from mingtable.games.ming_voyages.state import State

from mv_support import at_play, check_invariants, ids, kind, play, set_board, set_cards

# -- item 3: the Emperor spends as many CP as he likes ------------------------------------------


@pytest.mark.parametrize("key, kind_, area, count", [
    ("muster", "place-armies", "H", lambda s: s.armies["H"]),
    ("taxes", "place-gold", "H", lambda s: s.gold_h),
    ("junks", "place-junks", "SEA", lambda s: s.junks_sea),
])
def test_emperor_commands_spend_one_up_to_the_cards_cp(key: str, kind_: str, area: str, count: Any) -> None:
    """R11: at least 1 CP is spent (the first piece needs no click), then the Emperor may stop;
    the unused CP are lost."""
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["E25"])  # 3 CP, an Emperor card: no reaction
    m.apply(f"command-E25-{key}")
    s: State = m.state
    assert count(s) == 1 and kind(m) == kind_ and ids(m) == [f"area-{area}", "stop"]
    m.apply("stop")
    assert count(s) == 1 and kind(m) == "play" and s.side_of(m.to_move[0]) == BARBARIAN
    # or all three
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["E25"])
    play(m, f"command-E25-{key}", f"area-{area}", f"area-{area}")
    assert count(m.state) == 3 and kind(m) == "play"
    check_invariants(m)


def test_emperor_command_with_one_cp_or_one_piece_left_asks_nothing() -> None:
    """A single possible piece is placed at once (the command needs at least 1 CP)."""
    m = at_play(EMPEROR)
    set_cards(m, EMPEROR, hand=["E25"])
    set_board(m, gold_h=4)  # 1 gold left in the supply
    m.apply("command-E25-taxes")
    assert m.state.gold_h == 5 and kind(m) == "play"


# -- item 5: "up to N" halves, each amount from 0 to N ----------------------------------------------

B, E = BARBARIAN, EMPEROR
# (card, side, second half?, board, choices, check): each takes fewer than the most
FEWER = [
    ("G06", E, False, {}, ("area-H", "stop"), lambda s: s.gold_h == 1),
    ("G11", B, False, {}, ("area-WM", "stop"), lambda s: s.hordes["WM"] == 1),
    ("G18", E, False, {}, ("area-SEA", "stop"), lambda s: s.junks_sea == 1),
    ("G19", E, False, {}, ("area-H", "stop"), lambda s: s.armies["H"] == 1),
    ("B22", B, False, {}, ("area-MA", "stop"), lambda s: s.hordes["MA"] == 1),
    ("B22", B, True, dict(hordes={"EM": 1}), ("stop", "stop"), lambda s: (s.hordes["MA"], s.hordes["EM"]) == (0, 1)),
    ("E27", E, False, {}, ("area-H", "stop"), lambda s: s.gold_h == 1),
    ("E27", E, True, {}, ("stop", "area-SEA"), lambda s: (s.gold_h, s.junks_sea) == (0, 1)),
    ("G21", B, False, {}, ("area-EM", "stop", "stop"), lambda s: s.hordes["EM"] == 1 and sum(s.hordes.values()) == 1),
    ("G21", E, False, dict(hordes={"B2": 1}, settlements={"B2": 1}), ("stop", "area-H", "stop"),
     lambda s: (s.settlements["B2"], s.armies["H"]) == (1, 1)),
]


def _voyages(cid: str, side: str, second: bool) -> list[int]:
    card = data.CARDS[cid]
    if card["kind"] != "general":
        return [1, 2, 3, 4] if second else [1]
    return [card["voyage"]] if side == EMPEROR else [1]


def _half_name(cid: str, side: str, second: bool) -> str:
    if data.CARDS[cid]["kind"] == "general":
        return f"{cid}-{'top' if side == BARBARIAN else 'bottom'}"
    return f"{cid}-{'4+' if second else '1-3'}"


@pytest.mark.parametrize("cid, side, second, board, choices, check", FEWER, ids=[_half_name(*c[:3]) for c in FEWER])
def test_up_to_halves_may_take_fewer(cid: str, side: str, second: bool, board: dict, choices: tuple, check: Any) -> None:
    m = at_play(side)
    set_board(m, voyages=_voyages(cid, side, second), **board)
    set_cards(m, side, hand=[cid])
    play(m, f"card-{cid}", *choices)
    assert check(m.state), (m.state.armies, m.state.hordes, m.state.settlements, m.state.gold_h, m.state.junks_sea)
    assert kind(m) == "play" and m.state.side_of(m.to_move[0]) != side
    check_invariants(m)


UP_TO = [(cid, half) for cid in data.CARD_IDS for half in ("first", "second") if "up to" in data.CARDS[cid][half]]
RICH = dict(  # every "up to" half can be carried out here, and each of its amounts is available
    armies={"H": 3, "B1": 2, "B3": 2}, hordes={"WM": 2, "EM": 2, "MA": 2, "B2": 2},
    settlements={"B2": 1, "B5": 1, "WM": 1}, gold_h=2, gold_sea=0, junks=2,
)


def _owner(cid: str, half: str) -> str:
    kind_ = data.CARDS[cid]["kind"]
    if kind_ == "general":
        return BARBARIAN if half == "first" else EMPEROR
    return kind_


def _board(s: State) -> tuple:
    return (dict(s.armies), dict(s.hordes), dict(s.settlements), s.gold_h, s.gold_sea, s.junks_sea)


def test_the_audit_finds_the_halves_that_used_to_take_the_most() -> None:
    assert {("G06", "second"), ("G11", "first"), ("G18", "second"), ("G19", "second"), ("B22", "first"),
            ("B22", "second"), ("E27", "first"), ("E27", "second"), ("G21", "first"), ("G21", "second")} <= set(UP_TO)


@pytest.mark.parametrize("cid, half", UP_TO, ids=[f"{c}-{h}" for c, h in UP_TO])
def test_every_up_to_half_offers_a_stop_for_each_amount(cid: str, half: str) -> None:
    """Carrying out the half and stopping wherever a stop is offered changes no piece: every
    "up to" amount (and every "you may" step) can be 0, and each offers its own stop."""
    side = _owner(cid, half)
    m = at_play(side)
    set_board(m, voyages=_voyages(cid, side, half == "second"), **RICH)
    set_cards(m, side, hand=[cid])
    assert f"card-{cid}" in ids(m)
    before = _board(m.state)
    m.apply(f"card-{cid}")
    stops = 0
    while kind(m) != "play":
        options = ids(m)
        if kind(m) == "timing":
            m.apply("after")
        elif kind(m) == "reaction":
            m.apply("decline")
        elif "stop" in options:
            assert m.state.side_of(m.to_move[0]) == side  # the executing side chooses (R17)
            stops += 1
            m.apply("stop")
        else:
            m.apply(options[0])  # a target to choose ("choose a homeland", ...)
    assert _board(m.state) == before
    assert stops >= data.CARDS[cid][half].count("up to")
    check_invariants(m)
