"""A one-ply heuristic for The Ming Voyages greedy bot, for either side.

It values one action from the bot's own view only (its hand and reserve, the board, the
public cards; never the opponent's hidden cards) and looks no further than the action
itself: it plays the action on a small copy of the board built from the view and scores
the result with a static evaluation, taking expectations over dice where the action rolls
(voyages, combat). The evaluation counts what the weak victory counts (voyages and
borderlands) plus the chances of changing them soon: voyage readiness (gold and junks),
threats to borderlands, empty borderlands within reach, and settlements.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, product
from typing import Any, Callable

from ...engine.actions import Action
from . import data, rules
from .data import BARBARIAN, BORDERLANDS, EMPEROR, HEARTLAND, HOMELANDS
from .fitted import SOLO_WEIGHTS, WEIGHTS

ADJ = data.ADJACENT

BIG = 40.0  # a major victory

# -- combat odds -------------------------------------------------------------------------------


def _round_odds() -> tuple[float, float, float, float, float]:
    """One combat round without rerolls: (attacker crush, attacker normal, stalemate,
    defender normal, defender crush)."""
    rolls = list(product(range(1, 7), repeat=3))
    strengths: dict[tuple[int, int], int] = {}
    for r in rolls:
        k = rules.roll_strength(r)
        strengths[k] = strengths.get(k, 0) + 1
    out = [0, 0, 0, 0, 0]
    for a, na in strengths.items():
        for d, nd in strengths.items():
            if a == d:
                out[2] += na * nd
            elif a > d:
                out[0 if a[0] != d[0] else 1] += na * nd
            else:
                out[4 if a[0] != d[0] else 3] += na * nd
    total = len(rolls) ** 2
    return tuple(x / total for x in out)  # type: ignore[return-value]


ODDS = _round_odds()
STRENGTHS: dict[tuple[int, int], float] = {}
for _r in product(range(1, 7), repeat=3):
    _k = rules.roll_strength(_r)
    STRENGTHS[_k] = STRENGTHS.get(_k, 0) + 1 / 216


@lru_cache(maxsize=None)
def attack_wins(att: int, dfn: int, settlements: int = 0) -> float:
    """Chance that ``att`` attacking units clear ``dfn`` defending units (plus barbarian
    settlements, which take only crushing blows and shield the hordes) without rerolls."""
    if dfn <= 0 and settlements <= 0:
        return 1.0
    if att <= 0:
        return 0.0
    ac, an, _st, dn, dc = ODDS
    moves = []
    if settlements:
        moves.append((ac, att, dfn, settlements - 1))
    else:
        moves.append((ac, att, dfn - 2, 0))
        moves.append((an, att, dfn - 1, 0))
    moves.append((dn, att - 1, dfn, settlements))
    moves.append((dc, att - 2, dfn, settlements))
    total = sum(p for p, *_ in moves)
    return sum(p / total * attack_wins(max(a, 0), max(d, 0), s) for p, a, d, s in moves)


@lru_cache(maxsize=None)
def survivors(att: int, dfn: int, settlements: int = 0) -> tuple[float, float]:
    """Rough units left to the attacker if he wins and to the defender if he holds."""
    if dfn <= 0 and settlements <= 0:
        return float(att), 0.0
    if att <= 0:
        return 0.0, float(dfn)
    # crude but monotone: the winner keeps about half of his margin
    p = attack_wins(att, dfn, settlements)
    return max(1.0, att - (1 - p) * att * 0.6 - 0.5), max(1.0, dfn - p * dfn * 0.6 - 0.3)


def voyage_chance(total: int, dice: int) -> float:
    """A voyage with sum ``total`` and ``dice`` dice succeeds (any die below the sum)."""
    if dice <= 0 or total <= 1:
        return 0.0
    fail = min(1.0, max(0.0, (7 - total) / 6))
    return 1 - fail**dice


# -- the board ----------------------------------------------------------------------------------


class Board(rules.Material):
    """A light copy of the visible board."""

    __slots__ = ("armies", "hordes", "settlements", "gold_h", "gold_sea", "junks_sea", "voyages")

    def __init__(self) -> None:
        self.armies: dict[str, int] = {}
        self.hordes: dict[str, int] = {}
        self.settlements: dict[str, int] = {}
        self.gold_h = self.gold_sea = self.junks_sea = 0
        self.voyages: list[bool] = []

    @classmethod
    def of(cls, view: dict[str, Any]) -> "Board":
        b = cls()
        areas = view["areas"]
        b.armies = {a: areas[a].get("armies", 0) for a in (HEARTLAND, *BORDERLANDS)}
        b.hordes = {a: areas[a].get("hordes", 0) for a in (*BORDERLANDS, *HOMELANDS)}
        b.settlements = {a: areas[a].get("settlements", 0) for a in (*BORDERLANDS, *HOMELANDS)}
        b.gold_h, b.gold_sea, b.junks_sea = areas["H"]["gold"], areas["SEA"]["gold"], areas["SEA"]["junks"]
        b.voyages = [view["voyages"][str(v)] for v in data.VOYAGES]
        return b

    def copy(self) -> "Board":
        b = Board()
        b.armies, b.hordes, b.settlements = dict(self.armies), dict(self.hordes), dict(self.settlements)
        b.gold_h, b.gold_sea, b.junks_sea, b.voyages = self.gold_h, self.gold_sea, self.junks_sea, list(self.voyages)
        return b

    def key(self) -> tuple:
        """Everything the evaluation reads, as a tuple (the areas of each table are fixed by
        :meth:`of`, so the values alone tell boards apart)."""
        return (*self.armies.values(), *self.hordes.values(), *self.settlements.values(),
                self.gold_h, self.gold_sea, self.junks_sea, *self.voyages)

    def emp(self, b: str) -> bool:
        return self.armies[b] > 0

    def bar(self, b: str) -> bool:
        return self.hordes[b] + self.settlements[b] > 0

    def movable_hordes(self, a: str) -> int:
        """Hordes that can leave ``a`` without giving it up."""
        if a in HOMELANDS:
            return self.hordes[a]
        if a in BORDERLANDS:
            return self.hordes[a] if self.settlements[a] else max(0, self.hordes[a] - 1)
        return 0

    def movable_armies(self, a: str) -> int:
        if a == HEARTLAND:
            return self.armies[a]
        return max(0, self.armies.get(a, 0) - 1)


# -- the evaluation (the Emperor's point of view; the Barbarian negates it) -------------------------


_MEMO: dict[tuple, float] = {}
MEMO_SIZE = 200_000  # boards remembered before the memo starts afresh


def evaluate(b: Board, rounds_left: float) -> float:
    """The static evaluation of board ``b`` with ``rounds_left`` rounds to go, from the
    Emperor's side (:func:`_evaluate`), remembered per board: the greedy bot and the
    search's rollouts value the same few boards again and again."""
    key = (rounds_left, *b.armies.values(), *b.hordes.values(), *b.settlements.values(),
           b.gold_h, b.gold_sea, b.junks_sea, *b.voyages)  # Board.key, inlined: the hot path
    value = _MEMO.get(key)
    if value is None:
        if len(_MEMO) >= MEMO_SIZE:
            _MEMO.clear()
        value = _MEMO[key] = _evaluate(b, rounds_left)
    return value


def _evaluate(b: Board, rounds_left: float) -> float:
    v = b.done()
    if v == 7:
        return BIG
    t = terms(b)
    if t[HB] == 5:
        return -BIG
    score = 2.0 * v + t[HE] - t[HB]
    if rounds_left <= 0:
        return score + (0.5 if 2 * v + t[HE] - t[HB] > 7 else -0.5)
    soon = min(1.0, rounds_left / 5)
    score += soon * (1.1 + 0.25 * (v == 6) * BIG / 10) * t[READY]
    score += soon * (0.22 * t[GOLD] + 0.3 * t[JUNKS] + 0.08 * t[SUPPLY])
    score -= 0.75 * t[THREAT] + 0.15 * t[THREATS]
    score += 0.5 * t[CHANCE] + 0.1 * t[CHANCES]
    score -= 0.25 * t[SETT_B] + 0.12 * t[SETT_H]
    score -= 4.0 * t[OPEN_AT_4]
    score += 0.3 * t[E_OPEN] + 0.1 * t[E_OPENS] - 0.35 * t[B_OPEN] - 0.1 * t[B_OPENS]
    score += 0.12 * t[ARMIES_H] + 0.05 * t[ARMIES_B]
    score -= 0.05 * t[HORDES]
    return score


#: The terms of the evaluation, in the order :func:`terms` gives them.
TERMS = ("voyages", "held_e", "held_b", "ready", "gold", "junks", "supply", "threat", "threats",
         "chance", "chances", "sett_b", "sett_h", "open_at_4", "e_open", "e_opens", "b_open", "b_opens",
         "armies_h", "armies_b", "hordes")
(VOYAGES, HE, HB, READY, GOLD, JUNKS, SUPPLY, THREAT, THREATS, CHANCE, CHANCES, SETT_B, SETT_H,
 OPEN_AT_4, E_OPEN, E_OPENS, B_OPEN, B_OPENS, ARMIES_H, ARMIES_B, HORDES) = range(len(TERMS))


def terms(b: Board) -> tuple[float, ...]:
    """What the evaluation counts on board ``b`` (:data:`TERMS`, the Emperor's side): voyages
    done and borderlands held; voyage readiness (the chance of a 2-dice voyage with what waits,
    gold, junks, junks in the supply); the worst and the other threats against the Emperor's
    borderlands (one attack a turn: the chance it wins times what is lost) and his chances
    against the Barbarian's; settlements; empty borderlands either side can walk into (and
    those the Barbarian's fifth would be); the forces."""
    v = b.done()
    held_b = [x for x in BORDERLANDS if b.bar(x)]
    held_e = [x for x in BORDERLANDS if b.emp(x)]
    gold, junks = b.gold_h + b.gold_sea, b.junks_sea
    ready = voyage_chance(min(gold, 4) + min(junks, 4), 2) if gold and junks and v < 7 else 0.0
    threats = []
    for x in held_e:
        k = min(4, sum(b.movable_hordes(a) for a in ADJ[x]))
        if k:
            p = attack_wins(k, b.armies[x])
            loss = 2.0 + (6.0 if len(held_b) == 4 else 0.0)
            threats.append(p * loss)
    threats.sort(reverse=True)
    chances = []
    for x in held_b:
        k = min(3, b.armies[HEARTLAND] + sum(b.movable_armies(a) for a in ADJ[x] if a in BORDERLANDS))
        if k:
            chances.append(attack_wins(k, b.hordes[x], b.settlements[x]) * 2.0)
    chances.sort(reverse=True)
    e_open = b_open = at_4 = 0
    for x in BORDERLANDS:
        if not b.emp(x) and not b.bar(x):
            e_reach = b.armies[HEARTLAND] > 0 or any(b.movable_armies(a) for a in ADJ[x] if a in BORDERLANDS)
            b_reach = any(b.movable_hordes(a) for a in ADJ[x])
            e_open += e_reach
            b_open += b_reach
            at_4 += b_reach and len(held_b) == 4
    return (v, len(held_e), len(held_b), ready, min(gold, 4), min(junks, 3), min(b.supply("junks"), 6) / 6,
            threats[0] if threats else 0.0, sum(threats[1:]), chances[0] if chances else 0.0, sum(chances[1:]),
            sum(b.settlements[x] for x in BORDERLANDS), sum(b.settlements[h] for h in HOMELANDS), at_4,
            min(e_open, 1), max(0, e_open - 1), min(b_open, 1), max(0, b_open - 1),
            min(b.armies[HEARTLAND], 4), sum(b.armies[x] for x in BORDERLANDS), sum(b.hordes.values()))


# -- per-view context --------------------------------------------------------------------------------


def rounds_left(view: dict[str, Any]) -> int:
    """The Emperor's rounds after this one: 10 in stage 1, then 14 in stage 2 (R13, R14)."""
    stage, rnd = view["stage"], view["round"]
    return (10 - rnd + 14) if stage == 1 else (14 - rnd)


class Ctx:
    """What the heuristic derives once per view, for one side (the actor)."""

    def __init__(self, view: dict[str, Any], side: str | None = None, board: Board | None = None) -> None:
        self.view = view
        self.side: str = side or view["side"]
        self.sign = 1.0 if self.side == EMPEROR else -1.0
        self.board = board or Board.of(view)
        self.rounds_left = rounds_left(view)
        self.base = self.value(self.board)
        self._other: Ctx | None = None

    def value(self, b: Board) -> float:
        """The evaluation from this side's point of view."""
        return self.sign * evaluate(b, self.rounds_left)

    def flipped(self) -> "Ctx":
        """The same position seen by the opponent."""
        if self._other is None:
            self._other = Ctx(self.view, other(self.side), self.board)
            self._other._other = self
        return self._other


_cache: list[Any] = [None, None]


def _ctx(view: dict[str, Any]) -> Ctx:
    if _cache[0] is not view:
        _cache[0], _cache[1] = view, Ctx(view)
    return _cache[1]


# -- simulated actions: each returns the expected value (this side's view) ----------------------


def sim_place(c: Ctx, b: Board, piece: str, k: int, areas: list[str]) -> Board:
    """Place up to k pieces one at a time where each helps most."""
    table = {"armies": "armies", "hordes": "hordes", "settlements": "settlements"}[piece]
    for _ in range(min(k, b.supply(piece))):
        if not areas:
            break
        best, top = None, float("-inf")
        for a in areas:
            t = b.copy()
            getattr(t, table)[a] += 1
            val = c.value(t)
            if val > top:
                best, top = t, val
        b = best  # type: ignore[assignment]
    return b


def sim_move(c: Ctx, b: Board, side: str, cp: int, origins: list[str] | None = None,
             targets: Callable[[Board, str], list[str]] | None = None, exact: int | None = None) -> float:
    units_of = (lambda t: t.armies) if side == EMPEROR else (lambda t: t.hordes)
    units = units_of(b)
    best = c.value(b) if exact is None else float("-inf")
    for o in origins or [a for a, n in units.items() if n > 0]:
        if units.get(o, 0) <= 0:
            continue
        dests = targets(b, o) if targets else move_targets(b, side, o)
        for d in dests:
            counts = [exact] if exact else range(1, min(cp, units[o]) + 1)
            for n in counts:
                if n > units[o]:
                    continue
                t = b.copy()
                units_of(t)[o] -= n
                units_of(t)[d] += n
                best = max(best, c.value(t))
    return best if best > float("-inf") else c.value(b)


def move_targets(b: Board, side: str, origin: str) -> list[str]:
    out = []
    for a in ADJ[origin]:
        if side == EMPEROR and (a == HEARTLAND or (a in BORDERLANDS and not b.bar(a))):
            out.append(a)
        elif side == BARBARIAN and (a in HOMELANDS or (a in BORDERLANDS and not b.emp(a))):
            out.append(a)
    return out


def attack_origins(b: Board, side: str, target: str, homelands_only: bool = False) -> dict[str, int]:
    """Units each adjacent area can send (an attack may strip an origin bare, R7)."""
    out = {}
    for a in ADJ[target]:
        if side == EMPEROR:
            if a == HEARTLAND or a in BORDERLANDS:
                if b.armies[a]:
                    out[a] = b.armies[a]
        elif a in HOMELANDS or (a in BORDERLANDS and not homelands_only):
            if b.hordes.get(a, 0):
                out[a] = b.hordes[a]
    return out


def attack_result(c: Ctx, b: Board, side: str, target: str, k: int, take: dict[str, int]) -> float:
    """Expected value of attacking ``target`` with the units ``take`` (area -> units)."""
    after = b.copy()
    mine = after.armies if side == EMPEROR else after.hordes
    for a, n in take.items():
        mine[a] -= n
    if side == EMPEROR:
        dfn, sett = b.hordes[target], b.settlements[target]
    else:
        dfn, sett = b.armies[target], 0
    p = attack_wins(k, dfn, sett)
    win_left, hold_left = survivors(k, dfn, sett)
    won = after.copy()
    lost = after.copy()
    if side == EMPEROR:
        won.hordes[target], won.settlements[target] = 0, 0
        won.armies[target] = max(1, round(win_left))
        lost.hordes[target] = min(dfn, max(0 if sett else 1, round(hold_left))) if dfn else 0
    else:
        won.armies[target] = 0
        won.hordes[target] = max(1, round(win_left))
        lost.armies[target] = max(1, round(hold_left))
    return p * c.value(won) + (1 - p) * c.value(lost)


def plan_take(b: Board, side: str, target: str, k: int, homelands_only: bool = False) -> dict[str, int]:
    """Which units attack: first what can leave without giving up an area, then the rest."""
    avail = attack_origins(b, side, target, homelands_only)
    spare = {a: (b.movable_armies(a) if side == EMPEROR else b.movable_hordes(a)) for a in avail}
    take: dict[str, int] = {}
    left = k
    for a in sorted(avail, key=lambda a: -spare[a]):
        n = min(left, spare[a])
        if n:
            take[a] = n
            left -= n
    return take


def sim_attack(c: Ctx, b: Board, side: str, cp: int, targets: list[str] | None = None,
               homelands_only: bool = False, minimum_value: bool = False) -> float:
    """The best attack (target and size up to cp), or the value of not attacking."""
    best = float("-inf") if minimum_value else c.value(b)
    for t in targets if targets is not None else attack_targets(b, side, homelands_only):
        for k in range(1, cp + 1):
            take = plan_take(b, side, t, k, homelands_only)
            sent = sum(take.values())
            if sent < k:
                break
            best = max(best, attack_result(c, b, side, t, k, take))
    return best if best > float("-inf") else c.value(b)


def attack_targets(b: Board, side: str, homelands_only: bool = False) -> list[str]:
    out = []
    for x in BORDERLANDS:
        held = b.bar(x) if side == EMPEROR else b.emp(x)
        if held and attack_origins(b, side, x, homelands_only):
            out.append(x)
    return out


def sim_voyage(c: Ctx, b: Board, dice: int, bonus: int, gold_from_h: int | None = None, junks: int | None = None) -> float:
    """Expected value of a voyage; without a fixed gold amount, the best amount."""
    if b.junks_sea <= 0 or b.gold_h + b.gold_sea <= 0 or all(b.voyages):
        return c.value(b)
    low = 0 if b.gold_sea else 1
    golds = [gold_from_h] if gold_from_h is not None else range(low, b.gold_h + 1)
    j = junks if junks is not None else b.junks_sea
    best = float("-inf")
    for g in golds:
        total = b.gold_sea + g
        p = voyage_chance(total + j + bonus, dice)
        ok = b.copy()
        ok.gold_h -= g
        ok.gold_sea = 0
        ok.junks_sea -= 1
        ok.voyages[ok.voyages.index(False)] = True
        bad = b.copy()
        bad.gold_h -= g
        bad.gold_sea = total
        best = max(best, p * c.value(ok) + (1 - p) * c.value(bad))
    return best


def sim_settle(c: Ctx, b: Board, k: int) -> Board:
    for _ in range(k):
        paths = [(h, x) for h in HOMELANDS if b.settlements[h] for x in ADJ[h] if x in BORDERLANDS and b.bar(x)]
        if not paths:
            break
        options = []
        for h, x in paths:
            t = b.copy()
            t.settlements[h] -= 1
            t.settlements[x] += 1
            options.append(t)
        b = max(options, key=c.value)
    return b


_COMMANDS: dict[tuple, float] = {}


def command_value(c: Ctx, side: str, key: str, cp: int) -> float:
    """The value, from ``c``'s side, of ``side`` carrying out command ``key`` with ``cp``
    command points on ``c``'s board (:func:`_command_value`), remembered per board."""
    memo = (c.board.key(), c.rounds_left, c.side, side, key, cp)
    value = _COMMANDS.get(memo)
    if value is None:
        if len(_COMMANDS) >= MEMO_SIZE:
            _COMMANDS.clear()
        value = _COMMANDS[memo] = _command_value(c, side, key, cp)
    return value


def _command_value(c: Ctx, side: str, key: str, cp: int) -> float:
    b = c.board
    if side == EMPEROR:
        if key == "muster":
            t = b.copy()
            t.armies[HEARTLAND] += min(cp, t.supply("armies"))
            return c.value(t)
        if key == "taxes":
            t = b.copy()
            t.gold_h += min(cp, t.supply("gold"))
            return c.value(t)
        if key == "junks":
            t = b.copy()
            t.junks_sea += min(cp, t.supply("junks"))
            return c.value(t)
        if key == "voyage":
            return sim_voyage(c, b, min(cp, 3), 0)
        if key == "move":
            return sim_move(c, b, EMPEROR, cp)
        if key == "attack":
            return sim_attack(c, b, EMPEROR, cp)
    else:
        if key == "gather":
            return c.value(sim_place(c, b.copy(), "hordes", cp, list(HOMELANDS)))
        if key == "resources":
            return c.value(sim_place(c, b.copy(), "settlements", cp, list(HOMELANDS)))
        if key == "settle":
            return c.value(sim_settle(c, b, cp))
        if key == "move":
            return sim_move(c, b, BARBARIAN, cp)
        if key == "attack":
            return sim_attack(c, b, BARBARIAN, cp)
    return c.base


# -- card halves on the board ---------------------------------------------------------------------------


def _controlled(b: Board, side: str) -> list[str]:
    return [x for x in BORDERLANDS if (b.emp(x) if side == EMPEROR else b.bar(x))]


def _pick(c: Ctx, b: Board, areas: list[str], change: Callable[[Board, str], None]) -> float:
    """The best (for this context's side) of applying ``change`` to one of ``areas``."""
    best = float("-inf")
    for a in areas:
        t = b.copy()
        change(t, a)
        best = max(best, c.value(t))
    return best


def other(side: str) -> str:
    return BARBARIAN if side == EMPEROR else EMPEROR


def half_gain(c: Ctx, side: str, cid: str, half: str) -> float | None:
    """The gain, from ``c``'s side, of ``side`` carrying out this half now (the actor
    makes every choice in its own favour, R17), or None if it is not fully executable (R2)."""
    actor = c if c.side == side else c.flipped()
    out = HALVES[(cid, half)](actor, c.board)
    if out is None:
        return None
    gain = out - actor.base
    return gain if actor is c else -gain


def _val(c: Any, b: Board) -> float:
    return c.value(b)


def _h_place_hordes(k: int, areas: tuple[str, ...] = HOMELANDS) -> Callable[[Any, Board], float]:
    return lambda c, b: _val(c, sim_place(c, b.copy(), "hordes", k, list(areas)))


def _h_armies_anywhere(k: int) -> Callable[[Any, Board], float]:
    return lambda c, b: _val(c, sim_place(c, b.copy(), "armies", k, [HEARTLAND, *_controlled(b, EMPEROR)]))


def _h_voyage(dice: int, bonus: int) -> Callable[[Any, Board], float | None]:
    def go(c: Any, b: Board) -> float | None:
        if b.junks_sea <= 0 or b.gold_h + b.gold_sea <= 0 or all(b.voyages):
            return None
        return sim_voyage(c, b, dice, bonus)
    return go


def _g01_b(c: Any, b: Board) -> float | None:
    homes = [h for h in HOMELANDS if b.hordes[h]]
    if not b.supply("settlements") or not homes:
        return None
    return _pick(c, b, homes, lambda t, a: t.settlements.__setitem__(a, t.settlements[a] + 1))


def _g01_e(c: Any, b: Board) -> float | None:
    if b.supply("gold") < 1 or b.supply("armies") < 1:
        return None
    t = b.copy()
    t.gold_h += 1
    t.armies[HEARTLAND] += 1
    return c.value(t)


def _g02_b(c: Any, b: Board) -> float | None:
    areas = [x for x in BORDERLANDS if b.armies[x] >= 2]
    return _pick(c, b, areas, lambda t, a: t.armies.__setitem__(a, t.armies[a] - 1)) if areas else None


def _g02_e(c: Any, b: Board) -> float | None:
    areas = [a for a in (*HOMELANDS, *BORDERLANDS) if b.hordes[a] >= 2]
    return _pick(c, b, areas, lambda t, a: t.hordes.__setitem__(a, t.hordes[a] - 1)) if areas else None


def _g03_e(c: Any, b: Board) -> float | None:
    if b.supply("gold") < 2:
        return None
    t = b.copy()
    t.gold_h += 2
    t.junks_sea += min(1, t.supply("junks"))
    return c.value(t)


def _g04_b(c: Any, b: Board) -> float | None:
    if not any(move_targets(b, BARBARIAN, o) for o, n in b.hordes.items() if n):
        return None
    return sim_move(c, b, BARBARIAN, 1, exact=1)


def _g04_e(c: Any, b: Board) -> float | None:
    free = [x for x in BORDERLANDS if not b.bar(x)]
    return sim_move(c, b, EMPEROR, 3, origins=[HEARTLAND], targets=lambda t, o: free)


def _g05_b(c: Any, b: Board) -> float | None:
    if b.junks_sea < 1:
        return None
    t = b.copy()
    t.junks_sea -= 1
    return c.value(t)


def _g06_b(c: Any, b: Board) -> float | None:
    lands = _controlled(b, BARBARIAN)
    if not b.supply("settlements") or not lands:
        return None
    return _pick(c, b, lands, lambda t, a: t.settlements.__setitem__(a, t.settlements[a] + 1))


def _g06_e(c: Any, b: Board) -> float | None:
    t = b.copy()
    t.gold_h += min(3, t.supply("gold"))
    return c.value(t)


def _g07_b(c: Any, b: Board) -> float | None:
    homes = [h for h in HOMELANDS if not b.hordes[h]]
    if not b.supply("hordes") or not homes:
        return None
    return _pick(c, b, homes, lambda t, a: t.hordes.__setitem__(a, 1))


def _g07_e(c: Any, b: Board) -> float | None:
    lands = _controlled(b, EMPEROR)
    if not b.supply("armies") or not lands:
        return None
    return _pick(c, b, lands, lambda t, a: t.armies.__setitem__(a, t.armies[a] + 1))


def _g08_b(c: Any, b: Board) -> float | None:
    lands = [x for x in BORDERLANDS if b.armies[x] == 1]

    def go(t: Board, a: str) -> None:
        t.armies[a] = 0
        t.armies[HEARTLAND] += 1
    return _pick(c, b, lands, go) if lands else None


def _g08_e(c: Any, b: Board) -> float | None:
    lands = [x for x in BORDERLANDS if b.hordes[x] and not b.settlements[x]]
    return _pick(c, b, lands, lambda t, a: t.hordes.__setitem__(a, t.hordes[a] - 1)) if lands else None


def _g09_b(c: Any, b: Board) -> float | None:
    targets = attack_targets(b, BARBARIAN, homelands_only=True)
    if not targets:
        return None
    return sim_attack(c, b, BARBARIAN, 3, targets, homelands_only=True, minimum_value=True)


def _g10_b(c: Any, b: Board) -> float | None:
    """The Emperor discards a reserve card: worth a little to the Barbarian."""
    if not c.view["reserve_counts"][EMPEROR]:
        return None
    return c.base + (0.4 if c.side == BARBARIAN else -0.4)


def _g10_e(c: Any, b: Board) -> float | None:
    if b.supply("junks") < 1 or b.supply("gold") < 1:
        return None
    t = b.copy()
    t.junks_sea += 1
    t.gold_h += 1
    return c.value(t)


def _g11_b(c: Any, b: Board) -> float | None:
    t = b.copy()
    t.hordes["WM"] += min(2, t.supply("hordes"))
    return c.value(t)


def _g11_e(c: Any, b: Board) -> float | None:
    return _pick(c, b, list(HOMELANDS), lambda t, a: t.hordes.__setitem__(a, max(0, t.hordes[a] - 2)))


def _g12_b(c: Any, b: Board) -> float | None:
    t = b.copy()
    t.gold_h -= min(1, t.gold_h)
    t.junks_sea -= min(1, t.junks_sea)
    return c.value(t)


def _g13_b(c: Any, b: Board) -> float | None:
    lands = _controlled(b, BARBARIAN)
    if not b.supply("hordes") or not lands:
        return None
    return _pick(c, b, lands, lambda t, a: t.hordes.__setitem__(a, t.hordes[a] + 1))


def _g13_e(c: Any, b: Board) -> float | None:
    homes = [h for h in HOMELANDS if b.hordes[h]]
    return _pick(c, b, homes, lambda t, a: t.hordes.__setitem__(a, t.hordes[a] - 1)) if homes else None


def _g14_b(c: Any, b: Board) -> float | None:
    if not any(move_targets(b, BARBARIAN, o) for o, n in b.hordes.items() if n):
        return None
    return sim_move(c, b, BARBARIAN, 3)


def _g14_e(c: Any, b: Board) -> float | None:
    if b.supply("gold") < 2:
        return None
    t = b.copy()
    t.gold_h += 2
    return c.value(t)


def _g15_b(c: Any, b: Board) -> float | None:
    lands = [x for x in BORDERLANDS if b.armies[x] and any(b.hordes.get(a, 0) >= 2 for a in ADJ[x])]
    return _pick(c, b, lands, lambda t, a: t.armies.__setitem__(a, max(0, t.armies[a] - 2))) if lands else None


def _g15_e(c: Any, b: Board) -> float | None:
    targets = attack_targets(b, EMPEROR)
    return sim_attack(c, b, EMPEROR, 4, targets, minimum_value=True) if targets else None


def _g16_b(c: Any, b: Board) -> float | None:
    return _g05_b(c, b) if b.junks_sea >= 3 else None


def _g16_e(c: Any, b: Board) -> float | None:
    def dests(t: Board, o: str) -> list[str]:
        return [x for x in ADJ[o] if x in BORDERLANDS and not t.bar(x)]
    if not any(b.armies[o] and dests(b, o) for o in BORDERLANDS):
        return None
    return sim_move(c, b, EMPEROR, 2, origins=list(BORDERLANDS), targets=dests)


def _g17_b(c: Any, b: Board) -> float | None:
    t = sim_place(c, b.copy(), "hordes", 1, list(HOMELANDS))
    return c.value(sim_place(c, t, "settlements", 1, list(HOMELANDS)))


def _g17_e(c: Any, b: Board) -> float | None:
    lands = [x for x in BORDERLANDS if b.settlements[x] and not b.hordes[x]]
    return _pick(c, b, lands, lambda t, a: t.settlements.__setitem__(a, t.settlements[a] - 1)) if lands else None


def _g18_e(c: Any, b: Board) -> float | None:
    t = b.copy()
    t.junks_sea += min(2, t.supply("junks"))
    return max(c.value(t), sim_voyage(c, t, 2, 0))


def _g19_b(c: Any, b: Board) -> float | None:
    return sim_move(c, b, BARBARIAN, 2, origins=list(HOMELANDS), targets=lambda t, o: [h for h in ADJ[o] if h in HOMELANDS])


def _g19_e(c: Any, b: Board) -> float | None:
    t = b.copy()
    t.armies[HEARTLAND] += min(2, t.supply("armies"))
    return c.value(t)


def _g20_b(c: Any, b: Board) -> float | None:
    paths = [(h, x) for h in HOMELANDS if b.settlements[h] for x in ADJ[h] if x in BORDERLANDS and b.bar(x)]
    return c.value(sim_settle(c, b, 1)) if paths else None


def _g20_e(c: Any, b: Board) -> float | None:
    lands = [x for x in BORDERLANDS if 1 <= b.hordes[x] <= 2 and not b.settlements[x]]

    def go(t: Board, a: str) -> None:
        home = min((h for h in ADJ[a] if h in HOMELANDS), key=lambda h: t.hordes[h])
        t.hordes[home] += t.hordes[a]
        t.hordes[a] = 0
    return _pick(c, b, lands, go) if lands else None


def _g21_b(c: Any, b: Board) -> float | None:
    best = c.value(b)
    for h in HOMELANDS:
        t = b.copy()
        t.hordes[h] += min(2, t.supply("hordes"))
        best = max(best, sim_move(c, t, BARBARIAN, 2))
    return best


def _g21_e(c: Any, b: Board) -> float | None:
    t = b.copy()
    t.armies[HEARTLAND] += min(2, t.supply("armies"))
    lands = [x for x in BORDERLANDS if t.settlements[x]]
    return max(c.value(t), _pick(c, t, lands, lambda u, a: u.settlements.__setitem__(a, u.settlements[a] - 1)) if lands else c.value(t))


def _b22(second: bool) -> Callable[[Any, Board], float | None]:
    def go(c: Any, b: Board) -> float | None:
        t = b.copy()
        t.hordes["MA"] += min(2, t.supply("hordes"))
        return sim_move(c, t, BARBARIAN, 2) if second else c.value(t)
    return go


def _b23(k: int) -> Callable[[Any, Board], float | None]:
    def go(c: Any, b: Board) -> float | None:
        targets = [x for x in attack_targets(b, BARBARIAN) if "EM" in ADJ[x]]
        return sim_attack(c, b, BARBARIAN, k, targets, minimum_value=True) if targets else None
    return go


def _b24(k: int, horde: bool) -> Callable[[Any, Board], float | None]:
    def go(c: Any, b: Board) -> float | None:
        t = b.copy()
        t.gold_h -= min(k, t.gold_h)
        if horde:
            t = sim_place(c, t, "hordes", 1, list(HOMELANDS))
        return c.value(t)
    return go


def _e26_second(c: Any, b: Board) -> float | None:
    t = sim_place(c, b.copy(), "armies", 2, [HEARTLAND, *_controlled(b, EMPEROR)])
    return sim_attack(c, t, EMPEROR, 3)


def _e27(junk: bool) -> Callable[[Any, Board], float | None]:
    def go(c: Any, b: Board) -> float | None:
        t = b.copy()
        t.gold_h += min(2, t.supply("gold"))
        if junk:
            t.junks_sea += min(1, t.supply("junks"))
        return c.value(t)
    return go


HALVES: dict[tuple[str, str], Callable[[Any, Board], float | None]] = {
    ("G01", "first"): _g01_b, ("G01", "second"): _g01_e,
    ("G02", "first"): _g02_b, ("G02", "second"): _g02_e,
    ("G03", "first"): _h_place_hordes(2), ("G03", "second"): _g03_e,
    ("G04", "first"): _g04_b, ("G04", "second"): _g04_e,
    ("G05", "first"): _g05_b, ("G05", "second"): _h_voyage(2, 0),
    ("G06", "first"): _g06_b, ("G06", "second"): _g06_e,
    ("G07", "first"): _g07_b, ("G07", "second"): _g07_e,
    ("G08", "first"): _g08_b, ("G08", "second"): _g08_e,
    ("G09", "first"): _g09_b, ("G09", "second"): _h_armies_anywhere(3),
    ("G10", "first"): _g10_b, ("G10", "second"): _g10_e,
    ("G11", "first"): _g11_b, ("G11", "second"): _g11_e,
    ("G12", "first"): _g12_b, ("G12", "second"): _h_voyage(3, 1),
    ("G13", "first"): _g13_b, ("G13", "second"): _g13_e,
    ("G14", "first"): _g14_b, ("G14", "second"): _g14_e,
    ("G15", "first"): _g15_b, ("G15", "second"): _g15_e,
    ("G16", "first"): _g16_b, ("G16", "second"): _g16_e,
    ("G17", "first"): _g17_b, ("G17", "second"): _g17_e,
    ("G18", "first"): _h_place_hordes(3), ("G18", "second"): _g18_e,
    ("G19", "first"): _g19_b, ("G19", "second"): _g19_e,
    ("G20", "first"): _g20_b, ("G20", "second"): _g20_e,
    ("G21", "first"): _g21_b, ("G21", "second"): _g21_e,
    ("B22", "first"): _b22(False), ("B22", "second"): _b22(True),
    ("B23", "first"): _b23(2), ("B23", "second"): _b23(4),
    ("B24", "first"): _b24(2, False), ("B24", "second"): _b24(3, True),
    ("E25", "first"): _h_voyage(2, 1), ("E25", "second"): _h_voyage(3, 1),
    ("E26", "first"): _h_armies_anywhere(3), ("E26", "second"): _e26_second,
    ("E27", "first"): _e27(False), ("E27", "second"): _e27(True),
}


# -- choosing ------------------------------------------------------------------------------------------

PASS_WEIGHT = 0.45  # how much keeping a card from the opponent is worth (of its value to him)
# Reactions that take something away: the active player lets them go first.
REMOVING_REACTIONS = {
    ("G02", "first"), ("G05", "first"), ("G08", "first"), ("G12", "first"), ("G15", "first"),
    ("G16", "first"), ("B24", "first"), ("B24", "second"), ("G02", "second"), ("G08", "second"),
    ("G11", "second"), ("G13", "second"), ("G17", "second"), ("G20", "second"), ("G21", "second"),
}
ATTACK_SIZE = {("G09", "first"): 3, ("B23", "first"): 2, ("B23", "second"): 4, ("G15", "second"): 4, ("E26", "second"): 3}
VOYAGE_DICE = {"E25": (2, 1), "G05": (2, 0), "G18": (2, 0)}


def own_half(view: dict[str, Any], side: str, cid: str) -> str | None:
    """The half ``side`` may use (card types, R1, R3), from the public view."""
    card = data.CARDS[cid]
    if card["kind"] == "general":
        if side == BARBARIAN:
            return "first"
        return "second" if view["voyages"][str(card["voyage"])] else None
    if card["kind"] != side:
        return None
    done = sum(view["voyages"].values())
    return "first" if done <= 3 else "second"


def _cached(c: Ctx, key: Any, fn: Callable[[], Any]) -> Any:
    memo = c.__dict__.setdefault("_memo", {})
    if key not in memo:
        memo[key] = fn()
    return memo[key]


def reaction_cost(c: Ctx, cid: str) -> float:
    """What the opponent's reaction to this card costs me (he declines a harmful one)."""
    def go() -> float:
        opp = other(c.side)
        half = own_half(c.view, opp, cid)
        if half is None:
            return 0.0
        gain = half_gain(c, opp, cid, half)
        return 0.0 if gain is None else min(0.0, gain)
    return _cached(c, ("react", cid), go)


def value_to_opponent(c: Ctx, cid: str) -> float:
    """Roughly what the opponent gains from holding this card after the swap."""
    def go() -> float:
        opp = other(c.side)
        cp = data.CARDS[cid]["cp"]
        best = 0.3 * cp
        half = own_half(c.view, opp, cid)
        if half is not None:
            gain = half_gain(c, opp, cid, half)
            if gain is not None:
                best = max(best, -gain)
        return best
    return _cached(c, ("pass", cid), go)


def reserve_value(c: Ctx, cid: str) -> float:
    cp = data.CARDS[cid]["cp"]
    value = (0.25 + 0.12 * cp) if c.side == EMPEROR else (0.3 + 0.2 * cp)
    if c.view["stage"] == 1 and c.view["round"] >= 8:
        value *= 0.5  # the reserves go into the new deck at the end of stage 1
    if len(c.view["reserve"] or []) >= 2:
        value *= 0.7
    return value


def use_gain(c: Ctx, cid: str, key: str | None, boost: bool = True) -> float:
    """The gain of using this card for a command action (key) or its own half (key None)."""
    def go() -> float:
        if key is None:
            half = own_half(c.view, c.side, cid)
            gain = half_gain(c, c.side, cid, half) if half else None
            return -1.0 if gain is None else gain
        cp = data.CARDS[cid]["cp"]
        best = command_value(c, c.side, key, cp) - c.base
        if c.side == BARBARIAN and boost:
            for r in c.view["reserve"] or []:
                with_boost = command_value(c, c.side, key, cp + data.CARDS[r]["cp"]) - c.base - reserve_value(c, r)
                best = max(best, with_boost)
        return best
    return _cached(c, ("use", cid, key), go)


def _played(view: dict[str, Any]) -> str | None:
    cards = view.get("in_play") or []
    return cards[0] if cards else None


def _cp_guess(c: Ctx) -> int:
    cid = _played(c.view)
    if cid is None:
        return 3
    cp = sum(data.CARDS[x]["cp"] for x in (c.view.get("in_play") or []))
    half = own_half(c.view, c.side, cid)
    return max(cp, ATTACK_SIZE.get((cid, half), 0) if half else 0)


def _voyage_dice(c: Ctx) -> tuple[int, int]:
    cid = _played(c.view)
    if cid is None:
        return 2, 0
    if cid == "G12" and own_half(c.view, EMPEROR, cid):
        return 3, 1
    if cid == "E25":
        return (2, 1) if sum(c.view["voyages"].values()) <= 3 else (3, 1)
    return VOYAGE_DICE.get(cid, (min(3, data.CARDS[cid]["cp"]), 0))


def _area(action_id: str) -> str:
    return action_id.split("-", 1)[1]


def _move_gain(c: Ctx, origin: str, dest: str, n: int) -> float:
    b = c.board.copy()
    units = b.armies if c.side == EMPEROR else b.hordes
    n = min(n, units.get(origin, 0))
    units[origin] -= n
    units[dest] += n
    return c.value(b) - c.base


def _stake(units: int, lose: int) -> float:
    """What losing ``lose`` of ``units`` costs: the last unit costs the area too."""
    lose = min(lose, units)
    return lose + (2.0 if lose and lose >= units else 0.0)


def _round_value(c: Ctx, mine: list[int] | tuple[int, ...], theirs: list[int] | tuple[int, ...] | None) -> float:
    """Expected unit balance of one combat round for my dice (theirs unknown: averaged)."""
    return _round_value_of(*_combat_stakes(c), rules.roll_strength(mine),
                           None if theirs is None else rules.roll_strength(theirs))


def _combat_stakes(c: Ctx) -> tuple[str, int, int, int]:
    """The side, my units, their units and the settlements in the combat's area."""
    area = c.view["combat"]["area"]
    b = c.board
    my_units = b.armies[area] if c.side == EMPEROR else b.hordes[area]
    their_units = b.hordes[area] if c.side == EMPEROR else b.armies[area]
    return c.side, my_units, their_units, b.settlements[area]


@lru_cache(maxsize=4096)
def _round_value_of(side: str, my_units: int, their_units: int, sett: int, mine_s: tuple[int, int],
                    theirs_s: tuple[int, int] | None) -> float:
    """:func:`_round_value` for the strengths of my dice and theirs (None: unknown)."""

    def outcome(loser: str | None, k: int) -> float:
        if loser is None:
            return 0.0
        if loser == "me":
            if side == BARBARIAN and sett:
                return -(1.5 if k == 2 else 0.0)
            return -_stake(my_units, k)
        if side == EMPEROR and sett:
            return 1.5 if k == 2 else 0.0
        return _stake(their_units, k)

    if theirs_s is not None:
        th = theirs_s
        if mine_s == th:
            return 0.0
        k = 2 if mine_s[0] != th[0] else 1
        return outcome("them" if mine_s > th else "me", k)
    total = 0.0
    for th, p in STRENGTHS.items():
        if mine_s == th:
            continue
        k = 2 if mine_s[0] != th[0] else 1
        total += p * outcome("them" if mine_s > th else "me", k)
    return total


def _reroll_value(c: Ctx, dice: list[int], positions: list[int], theirs: list[int] | None) -> float:
    return _reroll_value_of(*_combat_stakes(c), tuple(dice), tuple(positions),
                            None if theirs is None else rules.roll_strength(theirs))


@lru_cache(maxsize=4096)
def _reroll_value_of(side: str, my_units: int, their_units: int, sett: int, dice: tuple[int, ...],
                     positions: tuple[int, ...], theirs_s: tuple[int, int] | None) -> float:
    """The expected :func:`_round_value` after rerolling my dice at ``positions``."""
    total = 0.0
    outcomes = list(product(range(1, 7), repeat=len(positions)))
    for new in outcomes:
        d = list(dice)
        for p, v in zip(positions, new):
            d[p] = v
        total += _round_value_of(side, my_units, their_units, sett, rules.roll_strength(d), theirs_s)
    return total / len(outcomes)


def _best_reroll(c: Ctx, dice: list[int], theirs: list[int] | None) -> float:
    return max(_reroll_value(c, dice, [int(x) - 1 for x in subset], theirs) for subset in _SUBSETS)


_SUBSETS = tuple("".join(str(i + 1) for i in combo) for k in (1, 2, 3) for combo in combinations(range(3), k))


def score_reroll(c: Ctx, action_id: str) -> float:
    combat = c.view["combat"]
    key = "attack" if combat["attacker"] == c.side else "defence"
    dice = list(combat[key])
    theirs = list(combat["attack"]) if key == "defence" else None
    now = _round_value(c, dice, theirs)
    if action_id == "accept":
        return now
    if action_id.startswith("reroll-"):
        positions = [int(x) - 1 for x in action_id.removeprefix("reroll-")]
        return _reroll_value(c, dice, positions, theirs)
    cid = action_id.removeprefix("reveal-")
    if combat.get("rerolls"):
        return now - 1.0  # use the rerolls in hand first
    improvement = _best_reroll(c, dice, theirs) - now
    cost = 0.8 * reserve_value(c, cid) + (0.15 * data.CARDS[cid]["cp"] if c.side == BARBARIAN else 0.0)
    # cheaper cards first
    return now + improvement * (1 + 0.25 * (data.CARDS[cid]["cp"] - 1)) - cost - 0.01 * data.CARDS[cid]["cp"]


def score_play(c: Ctx, action_id: str) -> float:
    head, _, rest = action_id.partition("-")
    cid = rest[:3]
    bonus = PASS_WEIGHT * value_to_opponent(c, cid)
    if head == "reserve":
        return reserve_value(c, cid) + bonus
    if head == "discard":
        return bonus - 0.05
    use = use_gain(c, cid, action_id.rsplit("-", 1)[1] if head == "command" else None)
    return use + reaction_cost(c, cid) + bonus


def _remove_change(cid: str, half: str) -> Callable[[Board, str], None] | None:
    def armies(k: int, home: bool = False) -> Callable[[Board, str], None]:
        def go(t: Board, a: str) -> None:
            n = min(k, t.armies[a])
            t.armies[a] -= n
            if home:
                t.armies[HEARTLAND] += n
        return go

    def hordes(k: int) -> Callable[[Board, str], None]:
        return lambda t, a: t.hordes.__setitem__(a, max(0, t.hordes[a] - k))

    def settlement(t: Board, a: str) -> None:
        t.settlements[a] = max(0, t.settlements[a] - 1)

    def bribe(t: Board, a: str) -> None:
        home = min((h for h in ADJ[a] if h in HOMELANDS), key=lambda h: t.hordes[h])
        t.hordes[home] += t.hordes[a]
        t.hordes[a] = 0

    table = {
        ("G02", "first"): armies(1), ("G08", "first"): armies(1, home=True), ("G15", "first"): armies(2),
        ("G02", "second"): hordes(1), ("G08", "second"): hordes(1), ("G11", "second"): hordes(2),
        ("G13", "second"): hordes(1), ("G17", "second"): settlement, ("G21", "second"): settlement,
        ("G20", "second"): bribe,
    }
    return table.get((cid, half))


def score_action(view: dict[str, Any], action: Action) -> float:
    """The value of ``action`` for the bot's side (higher is better), from its view only."""
    c = _ctx(view)
    pending = view.get("pending") or {}
    kind = pending.get("kind", "")
    aid = action.id
    context = pending.get("context") or {}
    if kind == "play":
        return score_play(c, aid)
    if kind == "reroll":
        return score_reroll(c, aid)
    if kind == "next-game":
        return 0.0
    if kind == "reaction":
        if aid == "decline":
            return 0.0
        cid = _played(view)
        half = own_half(view, c.side, cid) if cid else None
        gain = half_gain(c, c.side, cid, half) if half else None
        return -1.0 if gain is None else gain
    if kind == "timing":
        cid = _played(view)
        half = own_half(view, other(c.side), cid) if cid else None
        before = (cid, half) in REMOVING_REACTIONS
        return 0.1 if (aid == "before") == before else 0.0
    if kind == "boost":
        cid = _played(view)
        key = context.get("command")
        if cid is None or key is None:
            return 0.0 if aid == "no-boost" else -0.1
        cp = data.CARDS[cid]["cp"]
        if aid == "no-boost":
            return command_value(c, c.side, key, cp) - c.base
        r = aid.removeprefix("boost-")
        return command_value(c, c.side, key, cp + data.CARDS[r]["cp"]) - c.base - reserve_value(c, r)
    if kind == "voyage":
        v = int(aid.removeprefix("voyage-"))
        hand = view.get("hand") or []
        keyed = [x for x in data.CARD_IDS if data.CARDS[x]["voyage"] == v]
        gone = set(view.get("discard") or [])
        return 0.3 * sum(x in hand for x in keyed) + 0.1 * sum(x not in gone for x in keyed) - 0.01 * v
    if kind == "voyage-gold":
        dice, bonus = _voyage_dice(c)
        return sim_voyage(c, c.board, dice, bonus, gold_from_h=int(aid.removeprefix("count-"))) - c.base
    if kind == "voyage-junks":
        return float(aid.removeprefix("count-"))
    if kind == "optional-voyage":
        return sim_voyage(c, c.board, 2, 0) - c.base if aid == "voyage" else 0.0
    if kind == "optional-attack":
        return sim_attack(c, c.board, c.side, 3, minimum_value=True) - c.base if aid == "attack" else 0.0
    if kind == "discard-reserve":
        return -data.CARDS[aid.removeprefix("discard-")]["cp"]
    if aid == "stop" and kind not in ("attack-units",):
        return 0.0
    if kind.startswith(("place-", "remove-")) and kind != "remove-target":
        verb, piece = kind.split("-", 1)
        b = c.board.copy()
        b.put(piece, _area(aid), 1 if verb == "place" else -1)
        # never worse than stopping: the greedy spends a command's CP and a half's "up to" in full
        return max(0.0, c.value(b) - c.base) + 0.01
    if kind == "settle":
        _, h, x = aid.split("-")
        b = c.board.copy()
        b.settlements[h] -= 1
        b.settlements[x] += 1
        return c.value(b) - c.base + 0.01
    if kind == "remove-target":
        cid = _played(view)
        half = own_half(view, c.side, cid) if cid else None
        change = _remove_change(cid, half) if half else None
        if change is None:
            return 0.0
        b = c.board.copy()
        change(b, _area(aid))
        return c.value(b) - c.base
    if kind == "retreat":
        if "from" not in context:
            return 0.0
        return _move_gain(c, context["from"], _area(aid), 99)
    if kind == "attack-target":
        target = _area(aid)
        cp = _cp_guess(c)
        homelands_only = _played(view) == "G09" and c.side == BARBARIAN
        best = float("-inf")
        for k in range(1, cp + 1):
            take = plan_take(c.board, c.side, target, k, homelands_only)
            if sum(take.values()) < k:
                break
            best = max(best, attack_result(c, c.board, c.side, target, k, take))
        return (best if best > float("-inf") else c.base) - c.base
    if kind == "attack-units":
        if "target" not in context:
            return 0.0 if aid == "stop" else 0.1
        target, sent = context["target"], int(context["sent"])
        b = c.board.copy()
        mine = b.armies if c.side == EMPEROR else b.hordes
        mine[target] -= sent
        if aid == "stop":
            return attack_result(c, b, c.side, target, sent, {}) - c.base
        origin = _area(aid)
        keep = b.armies[origin] if c.side == EMPEROR else b.hordes[origin]
        penalty = 0.0
        if origin in BORDERLANDS and keep == 1 and not b.settlements.get(origin, 0):
            penalty = 0.3  # sending the last unit gives up the area
        return attack_result(c, b, c.side, target, sent + 1, {origin: 1}) - c.base - penalty + 0.02
    if kind == "move-from":
        origin = _area(aid)
        return sim_move(c, c.board, c.side, _cp_guess(c), origins=[origin]) - c.base
    if kind == "move-to":
        if "from" not in context:
            return 0.0
        origin = context["from"]
        units = c.board.armies if c.side == EMPEROR else c.board.hordes
        return max(_move_gain(c, origin, _area(aid), n) for n in range(1, max(1, min(_cp_guess(c), units.get(origin, 0))) + 1))
    if kind == "count":
        if "from" not in context or "to" not in context:
            return 0.0
        return _move_gain(c, context["from"], context["to"], int(aid.removeprefix("count-")))
    return 0.0



# -- static evaluation for the search bot --------------------------------------------------------

#: Evaluation margin that makes a win about 73 % likely (the search's logistic scale).
EVAL_SCALE = 4.0
#: The weak victory (R: end of stage 2): the Emperor wins with a sum above 7.
WEAK_THRESHOLD = 7.0
#: A search rollout plays greedily to the end of the opponent's reply (to the next phase of
#: the searching side: :func:`turn_key` grown by 2), at most this many decisions.
ROLLOUT_DEPTH = 40
ROLLOUT_TURNS = 2
#: The search weighs only the greedy heuristic's best few actions at the root: the
#: evaluation moves little within one decision, so a wide root spreads the samples too thin.
ROOT_WIDTH = 3


def card_values(view: dict[str, Any], c: Ctx | None = None) -> tuple[float, float]:
    """What the viewing side's own cards are worth to it: each card in hand as the greedy bot
    values passing it (its best use), each reserve card as it values reserving it."""
    c = c or Ctx(view)
    hand = sum(value_to_opponent(c.flipped(), cid) for cid in view.get("hand") or [])
    return hand, sum(reserve_value(c, cid) for cid in view.get("reserve") or [])


#: The stretches of the game the fitted evaluation tells apart: the first with at least this
#: many of the Emperor's rounds left (each for the Emperor's phase, then the Barbarian's).
FIT_BUCKETS = (18, 14, 10, 6, 3, 1, 0)
#: What it reads: a bias, the board's :data:`TERMS` and a few thresholds, then each side's own
#: cards (:func:`card_values`), the Emperor's first; solo, instead of the Barbarian's cards,
#: the bot deck's difficulty.
FIT_FEATURES = ("bias", *TERMS, "voyages_6", "held_b_4", "ready_6", "margin_up",
                "hand_e", "reserve_e", "hand_b", "reserve_b")
SOLO_FEATURES = (*FIT_FEATURES[:-2], "normal", "hard")
BOARD_FEATURES = len(FIT_FEATURES) - 4


def board_features(c: Ctx) -> tuple[int, list[float]]:
    """The fitted evaluation's bucket and board features of a view's context
    (:data:`FIT_FEATURES`)."""
    bucket = next(i for i, low in enumerate(FIT_BUCKETS) if c.rounds_left >= low)
    if c.view["phase"] == BARBARIAN:
        bucket += len(FIT_BUCKETS)
    t = terms(c.board)
    margin = 2 * t[VOYAGES] + t[HE] - t[HB] - WEAK_THRESHOLD
    return bucket, [1.0, *t, float(t[VOYAGES] == 6), float(t[HB] == 4), t[READY] * (t[VOYAGES] == 6),
                    float(margin > 0)]


def fit_features(emperor: dict[str, Any], barbarian: dict[str, Any] | None) -> tuple[int, list[float]]:
    """The bucket and every feature of a position, from the two sides' own views (solo: the
    Emperor's, :data:`SOLO_FEATURES`)."""
    c = Ctx(emperor)
    bucket, x = board_features(c)
    if barbarian is None:
        return bucket, x + [*card_values(emperor, c), *_difficulty(emperor)]
    return bucket, x + [*card_values(emperor, c), *card_values(barbarian)]


def _difficulty(view: dict[str, Any]) -> tuple[float, float]:
    return float(view["difficulty"] == "normal"), float(view["difficulty"] == "hard")


def evaluate_view(view: dict[str, Any], seat: int) -> float:
    """The search's evaluation (:mod:`.fitted`) of ``seat``'s own view, in units of EVAL_SCALE
    (above 0 is good for the side it plays). Two players: the board's log-odds of the
    Emperor's win split evenly between the sides, plus the side's own cards, so that the
    Emperor's value less the Barbarian's is his log-odds. Solo: the solo Emperor's log-odds
    against the bot deck of the game's difficulty."""
    c = Ctx(view)  # one board and context for the board's features and the cards' values
    bucket, x = board_features(c)
    hand, reserve = card_values(view, c)
    if view["solo"]:
        w = SOLO_WEIGHTS[bucket]
        x += [hand, reserve, *_difficulty(view)]
        return EVAL_SCALE * sum(a * b for a, b in zip(w, x))
    w = WEIGHTS[bucket]
    board = sum(a * b for a, b in zip(w, x))
    if view["side"] == EMPEROR:
        return EVAL_SCALE * (board / 2 + w[BOARD_FEATURES] * hand + w[BOARD_FEATURES + 1] * reserve)
    return -EVAL_SCALE * (board / 2 + w[BOARD_FEATURES + 2] * hand + w[BOARD_FEATURES + 3] * reserve)


def turn_key(match: Any) -> int:
    """How many phases of the game have begun (two per round: the Emperor's, then the
    Barbarian's, also the solo bot's), read on a search's sampled copy: a rollout runs
    until this has grown by ``ROLLOUT_TURNS``."""
    s = match.state
    return 2 * ((s.stage - 1) * 10 + s.round) + (s.phase == BARBARIAN)
