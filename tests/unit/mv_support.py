"""Helpers for The Ming Voyages unit tests: invariants, positions and scripted dice."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any, Iterable

import mingtable
from mingtable.i18n import T
from mingtable.games.ming_voyages import data
from mingtable.games.ming_voyages.data import BARBARIAN, BORDERLANDS, EMPEROR, HEARTLAND, HOMELANDS
from mingtable.games.ming_voyages.game import Game
from mingtable.games.ming_voyages.state import Decision, State

LIMITS = {"junks": data.JUNKS, "armies": data.ARMIES, "gold": data.GOLD, "settlements": data.SETTLEMENTS, "hordes": data.HORDES}
NAMES = {cid: card["en"] for cid, card in data.CARDS.items()}


def new(players: int = 2, seed: int = 1, **options: Any) -> mingtable.Match:
    """A game dealt as records of version 1 deal it: the scenarios of these tests were found
    with those deals (newer records deal otherwise, tests/unit/test_facade.py)."""
    return mingtable.new_game("ming-voyages", ["Ann", "Ben"][:players], seed=seed, options=options, version=1)


def ids(m: mingtable.Match, seat: int | None = None) -> list[str]:
    return [a.id for a in m.legal_actions(seat)]


def kind(m: mingtable.Match) -> str | None:
    return m.state.pending.kind if m.state.pending else None


def game_of(m: mingtable.Match) -> Game:
    """A Game over the match's state, PRNG and log (the flow itself is plain data in the state)."""
    return Game(m.state, m._rng, m._log)


def zones(s: State) -> list[str]:
    """Every card of the 27, wherever it is."""
    return (
        s.deck + s.discard + s.in_play + s.set_aside
        + s.hands.get(EMPEROR, []) + s.hands.get(BARBARIAN, [])
        + s.reserves.get(EMPEROR, []) + s.reserves.get(BARBARIAN, [])
    )


def check_invariants(m: mingtable.Match) -> None:
    """The conservation laws and placement rules (issue: random-play harness)."""
    s: State = m.state
    assert Counter(zones(s)) == Counter(data.CARD_IDS), "the 27 cards are not all accounted for"
    assert set(s.armies) == {HEARTLAND, *BORDERLANDS}, "armies only in the heartland and borderlands"
    assert set(s.hordes) == {*BORDERLANDS, *HOMELANDS}, "hordes never in the heartland"
    assert set(s.settlements) == {*BORDERLANDS, *HOMELANDS}
    for piece, limit in LIMITS.items():
        assert 0 <= s.supply(piece) <= limit, f"{piece}: supply {s.supply(piece)}"
    for table in (s.armies, s.hordes, s.settlements):
        assert min(table.values()) >= 0
    assert s.gold_h >= 0 and s.gold_sea >= 0 and s.junks_sea >= 0
    assert len(s.reserves[EMPEROR]) <= data.RESERVE_LIMIT and len(s.reserves[BARBARIAN]) <= data.RESERVE_LIMIT
    attacking = s.pending is not None and s.pending.kind == "attack-units"
    for b in BORDERLANDS:
        if s.armies[b] and (s.hordes[b] or s.settlements[b]):
            fighting = s.combat is not None and s.combat["area"] == b and "winner" not in s.combat
            assert fighting or attacking, f"armies and hordes share {b} outside an attack"


def snapshot_json(m: mingtable.Match) -> str:
    return json.dumps(m.rules.snapshot(m.state), sort_keys=True)


# -- building positions ------------------------------------------------------------------------


def take_card(s: State, cid: str) -> None:
    """Remove ``cid`` from whatever zone holds it."""
    for zone in (s.deck, s.discard, s.in_play, s.set_aside, *s.hands.values(), *s.reserves.values()):
        if cid in zone:
            zone.remove(cid)
            return
    raise AssertionError(f"{cid} is nowhere")


def set_cards(m: mingtable.Match, side: str, hand: Iterable[str] | None = None, reserve: Iterable[str] | None = None) -> None:
    """Give ``side`` exactly these cards in hand and/or reserve; displaced cards go to the deck."""
    s: State = m.state
    for zone_name, cards in (("hands", hand), ("reserves", reserve)):
        if cards is None:
            continue
        zone = getattr(s, zone_name)
        s.deck.extend(zone[side])
        zone[side] = []
        for cid in cards:
            take_card(s, cid)
            zone[side].append(cid)
    refresh(m)


def set_board(
    m: mingtable.Match,
    armies: dict[str, int] | None = None,
    hordes: dict[str, int] | None = None,
    settlements: dict[str, int] | None = None,
    gold_h: int | None = None,
    gold_sea: int | None = None,
    junks: int | None = None,
    voyages: Iterable[int] | None = None,
) -> None:
    """Replace the given parts of the board (whole tables: areas not named become 0)."""
    s: State = m.state
    if armies is not None:
        s.armies = {a: armies.get(a, 0) for a in (HEARTLAND, *BORDERLANDS)}
    if hordes is not None:
        s.hordes = {a: hordes.get(a, 0) for a in (*BORDERLANDS, *HOMELANDS)}
    if settlements is not None:
        s.settlements = {a: settlements.get(a, 0) for a in (*BORDERLANDS, *HOMELANDS)}
    if gold_h is not None:
        s.gold_h = gold_h
    if gold_sea is not None:
        s.gold_sea = gold_sea
    if junks is not None:
        s.junks_sea = junks
    if voyages is not None:
        done = set(voyages)
        s.voyages = [v in done for v in data.VOYAGES]
    refresh(m)


def refresh(m: mingtable.Match) -> None:
    """After editing the state at a play decision, recompute that decision's options."""
    s: State = m.state
    p = s.pending
    if p is not None and p.kind == "play" and p.prompt == T("mv.prompt.play"):
        side = s.side_of(p.seat)
        s.pending = Decision(p.seat, p.kind, p.prompt, game_of(m).play_options(side))
    m._legal = {}


def to_play(m: mingtable.Match, side: str) -> None:
    """Advance with plain choices (a card into reserve while the reserve holds fewer than 2,
    else taxes or gather, else the first action) to the next play decision of ``side``."""
    s: State = m.state
    while not (s.pending and s.pending.kind == "play" and s.side_of(s.pending.seat) == side):
        options = ids(m)
        pick = next((a for a in options if a.startswith("reserve-")), None)
        if pick is None or len(s.reserves[s.side_of(s.pending.seat)]) >= 2:
            pick = next((a for a in options if a.endswith(("-taxes", "-gather"))), options[0])
        m.apply(pick)


def at_play(side: str = EMPEROR, seed: int = 1, players: int = 2, **options: Any) -> mingtable.Match:
    """A match at ``side``'s first play decision (round 1) with an empty board: no pieces,
    no gold, no junks, empty reserves and only voyage 1 done (callers set what they need)."""
    m = new(players, seed, **options)
    if side == BARBARIAN:
        m.apply(next(a for a in ids(m) if a.startswith("reserve-")))
        assert m.state.pending.kind == "play"
    set_cards(m, EMPEROR, reserve=[])
    set_cards(m, BARBARIAN, reserve=[])
    set_board(m, armies={}, hordes={}, settlements={}, gold_h=0, gold_sea=0, junks=0, voyages=[1])
    return m


def play(m: mingtable.Match, action: str, *choices: str, react: str = "decline") -> None:
    """Play ``action``, let any reaction come after, make ``choices`` in order and answer a
    reaction decision with ``react``."""
    m.apply(action)
    queue = list(choices)
    while True:
        k = kind(m)
        if k == "timing" and (not queue or queue[0] not in ("before", "after")):
            m.apply("after")
        elif queue:
            m.apply(queue.pop(0))
        elif k == "reaction":
            m.apply(react)
        else:
            break


class Dice:
    """Scripted dice: patch ``Game.roll`` so that each roll takes the next values."""

    def __init__(self, monkeypatch: Any, *values: int) -> None:
        self.values = list(values)
        script = self

        def roll(game: Game, n: int) -> list[int]:
            game.s.barrier = True
            if len(script.values) < n:
                raise AssertionError(f"the dice script ran out ({n} needed)")
            out, script.values[:n] = script.values[:n], []
            return out

        monkeypatch.setattr(Game, "roll", roll)

    def add(self, *values: int) -> None:
        self.values.extend(values)


def start(m: mingtable.Match, action: str, timing: str = "after") -> None:
    """Play ``action`` and, if the opponent may react, answer the timing question."""
    m.apply(action)
    if kind(m) == "timing":
        m.apply(timing)
