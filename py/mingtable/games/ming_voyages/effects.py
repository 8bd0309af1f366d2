"""The card actions of The Ming Voyages (docs/rules/ming-voyages.md, "Cards", R1-R3): for
each half of each card, whether it can be carried out now and how (:data:`EFFECTS`), run on
the flow through :class:`~.state.Flow`."""

from __future__ import annotations

from typing import Callable

from ...engine.actions import Action
from ...i18n import Message, T
from . import data
from .data import BARBARIAN, BORDERLANDS, EMPEROR, HEARTLAND, HOMELANDS, SEA
from .state import Flow, Frame, State, Step, frame
from .texts import card as card_name, count, where

Check = Callable[[Flow, str], bool]
Run = Callable[[Flow, str], "Frame | None"]  # carries a half out at once, or returns the step that does


def own_half(state: State, side: str, cid: str) -> str | None:
    """The half of ``cid`` that ``side`` may use now, if any (card types, R1 step 2, R3)."""
    card = data.CARDS[cid]
    if card["kind"] == "general":
        if side == BARBARIAN:
            return "first"
        return "second" if state.voyages[card["voyage"] - 1] else None
    if card["kind"] != side:
        return None
    return "first" if state.done() <= 3 else "second"


def executable(game: Flow, side: str, cid: str, half: str) -> bool:
    return EFFECTS[(cid, half)][0](game, side)


def run(game: Flow, side: str, cid: str, half: str) -> Frame | None:
    """Start carrying out a half: the frame to run, or None if it was done at once."""
    plan = EFFECTS[(cid, half)][1]
    if isinstance(plan, Then):
        return frame("then", side=side, cid=cid, half=half, i=0)
    return plan(game, side)


# -- helpers ---------------------------------------------------------------------------------

def _controlled(game: Flow, side: str) -> list[str]:
    s = game.s
    return [b for b in BORDERLANDS if (s.emperor_holds(b) if side == EMPEROR else s.barbarian_holds(b))]


def _pick_area(game: Flow, side: str, kind: str, prompt: str, areas: list[str], verb: str, prep: str = "into",
               then: str = "", **context: str) -> Frame:
    """Ask for one of ``areas``: the prompt ``mv.prompt.<prompt>``, each option ``mv.act.<verb>``
    with the area after the preposition ``prep`` (see texts.where); the area picked goes to
    ``AFTER[then]``."""
    return frame("pick_area", side=side, kind=kind, prompt=prompt, areas=list(areas), verb=verb, prep=prep,
                 then=then, context=dict(context))


def st_pick_area(game: Flow, f: Frame) -> Step:
    while True:
        if f["pc"] == 0:
            options = [Action(f"area-{a}", T(f"mv.act.{f['verb']}", where=where(f["prep"], a))) for a in f["areas"]]
            d = game.choose(f, 1, f["side"], f["kind"], _prompt(f["prompt"], f["context"]), options, context=f["context"])
            if d is not None:
                return d
        elif f["pc"] == 1:
            f["pc"] = 2
            child = AFTER[f["then"]](game, f, f["ret"].removeprefix("area-"))
            if child is not None:
                return child
        else:
            return None


def _prompt(key: str, context: dict[str, str]) -> Message:
    return T(f"mv.prompt.{key}", area=T(f"mv.area.{context['from']}")) if "from" in context else T(f"mv.prompt.{key}")


def _always(game: Flow, side: str) -> bool:
    return True


def _voyage_ok(game: Flow, side: str) -> bool:
    return game.voyage_possible()


def _voyage(dice: int, bonus: int) -> Run:
    def go(game: Flow, side: str) -> Frame:
        return game.voyage(side, dice, bonus)
    return go


# -- "up to" (4.1: any amount from 0 to k, chosen by the side carrying the half out) --------------

def _place_up_to(piece: str, k: int, *areas: str) -> Run:
    """"Place up to k": 0 to k pieces, one at a time, each into one of ``areas`` (4.1)."""
    def go(game: Flow, side: str) -> Frame:
        return game.place_each(side, piece, k, list(areas), minimum=0)
    return go


def _remove_up_to(piece: str, k: int, *areas: str) -> Run:
    """"Remove up to k": 0 to k pieces, one at a time, each from one of ``areas`` (4.1, R17)."""
    def go(game: Flow, side: str) -> Frame:
        return game.remove_each(side, piece, k, list(areas), minimum=0)
    return go


class Then:
    """The steps of a half, one after the other (run by the step ``then``)."""

    def __init__(self, *parts: Run) -> None:
        self.parts = parts


def _then(*steps: Run) -> Then:
    return Then(*steps)


def st_then(game: Flow, f: Frame) -> Step:
    parts = EFFECTS[(f["cid"], f["half"])][1].parts  # type: ignore[union-attr]
    while f["i"] < len(parts):
        part = parts[f["i"]]
        f["i"] += 1
        child = part(game, f["side"])
        if child is not None:
            return child
    return None


def _may_move(k: int) -> Run:
    """"(You may) move up to k units": one movement that may be skipped (R6)."""
    def go(game: Flow, side: str) -> Frame:
        return game.movement(side, k, optional=True)
    return go


# -- what happens to the area picked (AFTER[name](game, frame, area)) ----------------------------

def _settlement_placed(game: Flow, f: Frame, area: str) -> None:
    game.s.put("settlements", area, 1)
    game.say(T("mv.log.settlement-placed", where=where("into", area)))


def _horde_placed(game: Flow, f: Frame, area: str) -> None:
    game.s.put("hordes", area, 1)
    game.say(T("mv.log.horde-placed", where=where("into", area)))


def _army_placed(game: Flow, f: Frame, area: str) -> None:
    game.s.put("armies", area, 1)
    game.say(T("mv.log.army-placed", where=where("into", area)))


def _emperor_loses_army(game: Flow, f: Frame, area: str) -> None:
    game.s.armies[area] -= 1
    game.say(T("mv.log.emperor-loses-army", where=where("from", area)))


def _barbarian_loses_horde(game: Flow, f: Frame, area: str) -> None:
    game.s.hordes[area] -= 1
    game.say(T("mv.log.barbarian-loses-horde", where=where("from", area)))


def _army_home(game: Flow, f: Frame, area: str) -> None:
    game.s.armies[area] -= 1
    game.s.armies[HEARTLAND] += 1
    game.say(T("mv.log.army-home", where=where("in", area)))


def _ambush(game: Flow, f: Frame, area: str) -> Frame:
    return game.remove_each(f["side"], "armies", 2, [area])


def _lose_hordes(game: Flow, f: Frame, area: str) -> Frame:
    return game.remove_each(f["side"], "hordes", 2, [area])


def _settlement_removed(game: Flow, f: Frame, area: str) -> None:
    game.s.settlements[area] -= 1
    game.say(T("mv.log.settlement-removed", where=where("in", area)))


def _bribe(game: Flow, f: Frame, area: str) -> Frame:
    homes = [h for h in data.ADJACENT[area] if h in HOMELANDS]
    return _pick_area(game, BARBARIAN, "retreat", "retreat", homes, "retreat", "to", then="retreat", **{"from": area})


def _retreat(game: Flow, f: Frame, home: str) -> None:
    s = game.s
    area = f["context"]["from"]
    n = s.hordes[area]
    s.hordes[area] = 0
    s.hordes[home] += n
    game.say(T("mv.log.retreat", what=count(n, "horde"), n=n, src=where("from", area), dst=where("to", home)))


AFTER: dict[str, Callable[[Flow, Frame, str], Frame | None]] = {
    "settlement": _settlement_placed, "horde": _horde_placed, "army": _army_placed,
    "emperor-loses-army": _emperor_loses_army, "barbarian-loses-horde": _barbarian_loses_horde,
    "army-home": _army_home, "ambush": _ambush, "lose-hordes": _lose_hordes,
    "settlement-removed": _settlement_removed, "bribe": _bribe, "retreat": _retreat,
}


# -- Barbarian halves --------------------------------------------------------------------------

def g01_b_ok(game: Flow, side: str) -> bool:
    return game.s.supply("settlements") > 0 and any(game.s.hordes[h] for h in HOMELANDS)


def g01_b(game: Flow, side: str) -> Frame:
    return _pick_area(game, side, "place-settlements", "g01",
                      [h for h in HOMELANDS if game.s.hordes[h]], "place-settlement", then="settlement")


def _armies_at_least(game: Flow, k: int) -> list[str]:
    return [b for b in BORDERLANDS if game.s.armies[b] >= k]


def g02_b(game: Flow, side: str) -> Frame:
    return _pick_area(game, side, "remove-target", "armies-2",
                      _armies_at_least(game, 2), "emperor-loses-army", "in", then="emperor-loses-army")


def g04_b_ok(game: Flow, side: str) -> bool:
    return bool(game.movement_origins(BARBARIAN))


def g04_b(game: Flow, side: str) -> Frame:
    return game.movement(side, 1, exact=1)


def g05_b_ok(game: Flow, side: str) -> bool:
    return game.s.junks_sea >= 1


def g05_b(game: Flow, side: str) -> None:
    game.s.junks_sea -= 1
    game.say(T("mv.log.junk-removed"))


def g06_b_ok(game: Flow, side: str) -> bool:
    return game.s.supply("settlements") > 0 and bool(_controlled(game, BARBARIAN))


def g06_b(game: Flow, side: str) -> Frame:
    return _pick_area(game, side, "place-settlements", "g06",
                      _controlled(game, BARBARIAN), "place-settlement", then="settlement")


def g07_b_ok(game: Flow, side: str) -> bool:
    return game.s.supply("hordes") > 0 and any(not game.s.hordes[h] for h in HOMELANDS)


def g07_b(game: Flow, side: str) -> Frame:
    return _pick_area(game, side, "place-hordes", "g07",
                      [h for h in HOMELANDS if not game.s.hordes[h]], "place-horde", then="horde")


def g08_b_ok(game: Flow, side: str) -> bool:
    return any(game.s.armies[b] == 1 for b in BORDERLANDS)


def g08_b(game: Flow, side: str) -> Frame:
    return _pick_area(game, side, "remove-target", "army-1",
                      [b for b in BORDERLANDS if game.s.armies[b] == 1], "army-home", "from", then="army-home")


def _breach_targets(game: Flow) -> list[str]:
    return game.attack_targets(BARBARIAN, origins_filter=game.origins_of("homelands"))


def g09_b_ok(game: Flow, side: str) -> bool:
    return bool(_breach_targets(game))


def g09_b(game: Flow, side: str) -> Frame:
    return game.attack(side, 3, _breach_targets(game), origins="homelands")


def g10_b_ok(game: Flow, side: str) -> bool:
    return bool(game.s.reserves[EMPEROR])


def g10_b(game: Flow, side: str) -> Frame:
    return frame("g10", side=side)


def st_g10(game: Flow, f: Frame) -> Step:
    """G10 (Barbarian): the Emperor discards one of his reserve cards."""
    s = game.s
    if f["pc"] == 0:
        d = game.choose(
            f, 1, EMPEROR, "discard-reserve", T("mv.prompt.g10"),
            [Action(f"discard-{r}", T("mv.act.discard-reserve", card=card_name(r))) for r in s.reserves[EMPEROR]],
        )
        if d is not None:
            return d
    rid = f["ret"].removeprefix("discard-")
    s.reserves[EMPEROR].remove(rid)
    s.set_aside.append(rid)
    game.say(T("mv.log.reserve-discarded", card=card_name(rid)))
    return None


def g13_b_ok(game: Flow, side: str) -> bool:
    return game.s.supply("hordes") > 0 and bool(_controlled(game, BARBARIAN))


def g13_b(game: Flow, side: str) -> Frame:
    return _pick_area(game, side, "place-hordes", "g13",
                      _controlled(game, BARBARIAN), "place-horde", then="horde")


def _ambush_targets(game: Flow) -> list[str]:
    s = game.s
    return [b for b in BORDERLANDS if s.armies[b] and any(s.hordes.get(a, 0) >= 2 for a in data.ADJACENT[b])]


def g15_b_ok(game: Flow, side: str) -> bool:
    return bool(_ambush_targets(game))


def g15_b(game: Flow, side: str) -> Frame:
    return _pick_area(game, side, "remove-target", "ambush",
                      _ambush_targets(game), "ambush", "in", then="ambush")


def g16_b_ok(game: Flow, side: str) -> bool:
    return game.s.junks_sea >= 3


def g19_b(game: Flow, side: str) -> Frame:
    return game.movement(side, 2, origins=list(HOMELANDS), targets="homeland-steps", optional=True)


def g20_b_ok(game: Flow, side: str) -> bool:
    return bool(game.settle_paths())


def g20_b(game: Flow, side: str) -> Frame:
    return game.settle(1, minimum=1)


def _hordes_into_one_homeland(game: Flow, side: str) -> Frame:
    return game.place_each(side, "hordes", 2, list(HOMELANDS), minimum=0, one_area=True)


def _khan_targets(game: Flow) -> list[str]:
    return [b for b in game.attack_targets(BARBARIAN) if "EM" in data.ADJACENT[b]]


def b23_ok(game: Flow, side: str) -> bool:
    return bool(_khan_targets(game))


def _khan(k: int) -> Run:
    def go(game: Flow, side: str) -> Frame:
        return game.attack(side, k, _khan_targets(game))
    return go


# -- Emperor halves --------------------------------------------------------------------------------

def _supply_at_least(**need: int) -> Check:
    def ok(game: Flow, side: str) -> bool:
        return all(game.s.supply(piece) >= k for piece, k in need.items())
    return ok


def g01_e(game: Flow, side: str) -> None:
    game.s.gold_h += 1
    game.s.armies[HEARTLAND] += 1
    game.say(T("mv.log.gold-army"))


def _hordes_at_least(game: Flow, k: int) -> list[str]:
    return [a for a in (*HOMELANDS, *BORDERLANDS) if game.s.hordes[a] >= k]


def g02_e(game: Flow, side: str) -> Frame:
    return _pick_area(game, side, "remove-target", "hordes-2",
                      _hordes_at_least(game, 2), "barbarian-loses-horde", "in", then="barbarian-loses-horde")


def g03_e(game: Flow, side: str) -> None:
    game.s.gold_h += 2
    junk = _place_junks(game, 1)
    game.say(T("mv.log.gold-2-junk" if junk else "mv.log.gold-2"))


def _place_junks(game: Flow, most: int) -> int:
    n = min(most, game.s.supply("junks"))
    game.s.junks_sea += n
    return n


def g04_e(game: Flow, side: str) -> Frame:
    return game.movement(side, 3, origins=[HEARTLAND], targets="free-borderlands", optional=True)


def g07_e_ok(game: Flow, side: str) -> bool:
    return game.s.supply("armies") > 0 and bool(_controlled(game, EMPEROR))


def g07_e(game: Flow, side: str) -> Frame:
    return _pick_area(game, side, "place-armies", "g07e",
                      _controlled(game, EMPEROR), "place-army", then="army")


def _pure_horde_lands(game: Flow) -> list[str]:
    return [b for b in BORDERLANDS if game.s.hordes[b] and not game.s.settlements[b]]


def g08_e_ok(game: Flow, side: str) -> bool:
    return bool(_pure_horde_lands(game))


def g08_e(game: Flow, side: str) -> Frame:
    return _pick_area(game, side, "remove-target", "pure-hordes",
                      _pure_horde_lands(game), "barbarian-loses-horde", "in", then="barbarian-loses-horde")


def _place_armies_up_to(k: int) -> Run:
    """"Place up to k armies, each into the heartland or a borderland you control"."""
    def go(game: Flow, side: str) -> Frame:
        return game.place_each(side, "armies", k, [HEARTLAND, *_controlled(game, EMPEROR)], minimum=0)
    return go


def g10_e(game: Flow, side: str) -> None:
    game.s.junks_sea += 1
    game.s.gold_h += 1
    game.say(T("mv.log.junk-gold"))


def g11_e(game: Flow, side: str) -> Frame:
    return _pick_area(game, side, "remove-target", "g11e",
                      list(HOMELANDS), "barbarian-loses-hordes", "in", then="lose-hordes")


def g13_e_ok(game: Flow, side: str) -> bool:
    return any(game.s.hordes[h] for h in HOMELANDS)


def g13_e(game: Flow, side: str) -> Frame:
    return _pick_area(game, side, "remove-target", "g13e",
                      [h for h in HOMELANDS if game.s.hordes[h]], "barbarian-loses-horde", "in", then="barbarian-loses-horde")


def g14_e(game: Flow, side: str) -> None:
    game.s.gold_h += 2
    game.say(T("mv.log.gold-2"))


def g15_e_ok(game: Flow, side: str) -> bool:
    return bool(game.attack_targets(EMPEROR))


def g15_e(game: Flow, side: str) -> Frame:
    return game.attack(side, 4, game.attack_targets(EMPEROR))


def g16_e_ok(game: Flow, side: str) -> bool:
    return bool(game.movement_origins(EMPEROR, origins=list(BORDERLANDS), targets=game.targets_of(EMPEROR, "pirate")))


def g16_e(game: Flow, side: str) -> Frame:
    return game.movement(side, 2, origins=list(BORDERLANDS), targets="pirate", optional=True)


def _revolt_lands(game: Flow) -> list[str]:
    return [b for b in BORDERLANDS if game.s.settlements[b] and not game.s.hordes[b]]


def g17_e_ok(game: Flow, side: str) -> bool:
    return bool(_revolt_lands(game))


def g17_e(game: Flow, side: str) -> Frame:
    return _pick_area(game, side, "remove-target", "g17e",
                      _revolt_lands(game), "remove-settlement", "from", then="settlement-removed")


def g18_e(game: Flow, side: str) -> Frame:
    return frame("g18e", side=side)


def st_g18e(game: Flow, f: Frame) -> Step:
    """G18 (Emperor): place up to 2 junks, then a voyage with 2 dice if you want."""
    side = f["side"]
    while True:
        pc = f["pc"]
        if pc == 0:
            f["pc"] = 1
            return game.place_each(side, "junks", 2, [SEA])
        if pc == 1:
            if not game.voyage_possible():
                return None
            d = game.choose(f, 2, side, "optional-voyage", T("mv.prompt.g18e"),
                            [Action("voyage", T("mv.act.voyage-2")), Action("stop", T("mv.act.no-voyage"))])
            if d is not None:
                return d
        elif pc == 2:
            if f["ret"] != "voyage":
                return None
            f["pc"] = 3
            return game.voyage(side, 2, 0)
        else:
            return None


def _bribery_lands(game: Flow) -> list[str]:
    return [b for b in BORDERLANDS if 1 <= game.s.hordes[b] <= 2 and not game.s.settlements[b]]


def g20_e_ok(game: Flow, side: str) -> bool:
    return bool(_bribery_lands(game))


def g20_e(game: Flow, side: str) -> Frame:
    return _pick_area(game, side, "remove-target", "bribery",
                      _bribery_lands(game), "bribe", "in", then="bribe")


def e26_second(game: Flow, side: str) -> Frame:
    return frame("e26", side=side)


def st_e26(game: Flow, f: Frame) -> Step:
    """E26, second half: place up to 2 armies, then an attack with 3 CP if you want."""
    side = f["side"]
    while True:
        pc = f["pc"]
        if pc == 0:
            f["pc"] = 1
            return _place_armies_up_to(2)(game, side)
        if pc == 1:
            targets = game.attack_targets(EMPEROR)
            if not targets:
                return None
            f["targets"] = targets
            d = game.choose(f, 2, side, "optional-attack", T("mv.prompt.e26"),
                            [Action("attack", T("mv.act.attack-3")), Action("stop", T("mv.act.no-attack"))])
            if d is not None:
                return d
        elif pc == 2:
            if f["ret"] != "attack":
                return None
            f["pc"] = 3
            return game.attack(side, 3, f["targets"])
        else:
            return None


STEPS: dict[str, Callable[[Flow, Frame], Step]] = {
    "pick_area": st_pick_area, "then": st_then, "g10": st_g10, "g18e": st_g18e, "e26": st_e26,
}


EFFECTS: dict[tuple[str, str], tuple[Check, Run | Then]] = {
    ("G01", "first"): (g01_b_ok, g01_b),
    ("G01", "second"): (_supply_at_least(gold=1, armies=1), g01_e),
    ("G02", "first"): (lambda g, s: bool(_armies_at_least(g, 2)), g02_b),
    ("G02", "second"): (lambda g, s: bool(_hordes_at_least(g, 2)), g02_e),
    ("G03", "first"): (_always, _place_up_to("hordes", 2, *HOMELANDS)),
    ("G03", "second"): (_supply_at_least(gold=2), g03_e),
    ("G04", "first"): (g04_b_ok, g04_b),
    ("G04", "second"): (_always, g04_e),
    ("G05", "first"): (g05_b_ok, g05_b),
    ("G05", "second"): (_voyage_ok, _voyage(2, 0)),
    ("G06", "first"): (g06_b_ok, g06_b),
    ("G06", "second"): (_always, _place_up_to("gold", 3, HEARTLAND)),
    ("G07", "first"): (g07_b_ok, g07_b),
    ("G07", "second"): (g07_e_ok, g07_e),
    ("G08", "first"): (g08_b_ok, g08_b),
    ("G08", "second"): (g08_e_ok, g08_e),
    ("G09", "first"): (g09_b_ok, g09_b),
    ("G09", "second"): (_always, _place_armies_up_to(3)),
    ("G10", "first"): (g10_b_ok, g10_b),
    ("G10", "second"): (_supply_at_least(junks=1, gold=1), g10_e),
    ("G11", "first"): (_always, _place_up_to("hordes", 2, "WM")),
    ("G11", "second"): (_always, g11_e),
    ("G12", "first"): (_always, _then(_remove_up_to("gold", 1, HEARTLAND), _remove_up_to("junks", 1, SEA))),
    ("G12", "second"): (_voyage_ok, _voyage(3, 1)),
    ("G13", "first"): (g13_b_ok, g13_b),
    ("G13", "second"): (g13_e_ok, g13_e),
    ("G14", "first"): (g04_b_ok, _may_move(3)),
    ("G14", "second"): (_supply_at_least(gold=2), g14_e),
    ("G15", "first"): (g15_b_ok, g15_b),
    ("G15", "second"): (g15_e_ok, g15_e),
    ("G16", "first"): (g16_b_ok, g05_b),
    ("G16", "second"): (g16_e_ok, g16_e),
    ("G17", "first"): (_always, _then(_place_up_to("hordes", 1, *HOMELANDS), _place_up_to("settlements", 1, *HOMELANDS))),
    ("G17", "second"): (g17_e_ok, g17_e),
    ("G18", "first"): (_always, _place_up_to("hordes", 3, *HOMELANDS)),
    ("G18", "second"): (_always, g18_e),
    ("G19", "first"): (_always, g19_b),
    ("G19", "second"): (_always, _place_up_to("armies", 2, HEARTLAND)),
    ("G20", "first"): (g20_b_ok, g20_b),
    ("G20", "second"): (g20_e_ok, g20_e),
    ("G21", "first"): (_always, _then(_hordes_into_one_homeland, _may_move(2))),
    ("G21", "second"): (_always, _then(_remove_up_to("settlements", 1, *BORDERLANDS), _place_up_to("armies", 2, HEARTLAND))),
    ("B22", "first"): (_always, _place_up_to("hordes", 2, "MA")),
    ("B22", "second"): (_always, _then(_place_up_to("hordes", 2, "MA"), _may_move(2))),
    ("B23", "first"): (b23_ok, _khan(2)),
    ("B23", "second"): (b23_ok, _khan(4)),
    ("B24", "first"): (_always, _remove_up_to("gold", 2, HEARTLAND)),
    ("B24", "second"): (_always, _then(_remove_up_to("gold", 3, HEARTLAND), _place_up_to("hordes", 1, *HOMELANDS))),
    ("E25", "first"): (_voyage_ok, _voyage(2, 1)),
    ("E25", "second"): (_voyage_ok, _voyage(3, 1)),
    ("E26", "first"): (_always, _place_armies_up_to(3)),
    ("E26", "second"): (_always, e26_second),
    ("E27", "first"): (_always, _place_up_to("gold", 2, HEARTLAND)),
    ("E27", "second"): (_always, _then(_place_up_to("gold", 2, HEARTLAND), _place_up_to("junks", 1, SEA))),
}
