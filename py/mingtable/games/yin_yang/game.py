"""Yin Yang: the flow of a game for 1-4 players as plain data.

The state names the phase, the seat whose turn it is, the step of that turn and a short queue
of sub-decisions (``pending``) the last action left open (where to move, which tiles to swap,
where to lay a goods stone). ``legal_actions`` is computed from the state alone, so a
determinized copy (other hands of god cards resampled) asks its questions again by itself.
Forced steps (throws, a single possible placement) are carried out at once. Clause names
(S1-S8, O1-O9, A1-A5, E1-E5, R1-R33) refer to docs/rules/yin-yang.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...engine.actions import Action
from ...engine.errors import MingTableError
from ...engine.game import GameInfo
from ...engine.rng import Rng
from ...i18n import Message, T
from . import data, rules
from . import texts  # noqa: F401 - registers the yy.* texts
from .texts import city as city_name, good as good_name, kingdom as kingdom_name, tile as tile_name
from .texts import trigram as trigram_name

INFO = GameInfo(
    id="yin-yang",
    title="Yin Yang",
    designer="DuGuWei",
    min_players=1,
    max_players=4,
    options={"reference_stacks": False, "free_tiles": False},
)

SETUP, DISASTER, ORACLE, ACTION, OVER = "setup", "disaster", "oracle", "action", "over"
# steps of a turn
INTERPRET, POST, ACT, PLACE = "interpret", "post", "act", "place"
ARRANGE = "arrange"  # solo set-up with free_tiles: the player lays their own scoring tiles
TRACKS = ("yin", "yang")


@dataclass
class State:
    """The whole game as plain data (players are dicts of plain values)."""

    names: list[str]
    n: int
    solo: bool
    side: str
    round: int = 0
    phase: str = SETUP
    step: str = ""
    current: int | None = None
    queue: list[int] = field(default_factory=list)  # seats still to play this phase, in order
    goods: dict[str, str] = field(default_factory=dict)  # city -> goods stone on it
    disasters: list[str] = field(default_factory=list)  # cities with a disaster stone
    removed: list[str] = field(default_factory=list)  # the round indicator: disasters taken off
    temples: dict[str, int] = field(default_factory=dict)  # city -> seat of its temple
    bag: dict[str, int] = field(default_factory=dict)  # goods type -> stones in the bag
    fields: dict[str, list[str]] = field(default_factory=dict)  # "yin"/"yang" field -> goods
    stacks: dict[str, list[Any]] = field(default_factory=dict)  # trigram -> [tile type, tiles left]
    god_coins: list[int] = field(default_factory=list)  # the six numbered coins (1 = yang)
    deep_blocked: str | None = None
    high_blocked: list[str] = field(default_factory=list)
    order: list[int] = field(default_factory=list)  # turn order: first to play first
    spaces: list[int] = field(default_factory=list)  # seat -> turn-order track space
    players: list[dict[str, Any]] = field(default_factory=list)
    pending: list[dict[str, Any]] = field(default_factory=list)  # open sub-decisions of the turn
    journey: list[str] = field(default_factory=list)  # solo: kingdoms of the journey tiles in order
    flipped: int = 0  # solo: journey tiles flipped (always the first ones)
    result: dict[str, Any] | None = None  # final scoring
    barrier: bool = False


def new_player(seat: int) -> dict[str, Any]:
    return {
        "colour": data.COLOURS[seat],
        "city": None,
        "supply": data.TEMPLES_PER_PLAYER,
        "yin": 0,
        "yang": 0,
        "cards": [],
        "played": [],
        "tiles": {t: 0 for t in data.TILE_TYPES},
        "grid": {},  # "cr" -> goods stone
        "beside": [],  # goods owned that found no free cell
        "held": [],  # goods gained this turn, placed at its end
        "scoring": {},  # line -> scoring tile type
        "other": [],  # solo: lines whose tile is of the other colour
        "throw": [],  # the six coins as they lie now (1 = yang)
        "first": [],  # the round's first throw (the tracks count only it)
        "left": [0, 0],  # action phase: unused yang and yin coins
        "used": {t: 0 for t in data.TILE_TYPES},  # action tiles used this action phase
        "defy": False,  # Defy heaven active this oracle turn
        "split": None,  # [high, deep] chosen this round
    }


def cell_key(cell: tuple[int, int]) -> str:
    return f"{cell[0]}{cell[1]}"


def key_cell(key: str) -> tuple[int, int]:
    return int(key[0]), int(key[1])


# ==== set-up ===========================================================================


def setup(s: State, rng: Rng, reference_stacks: bool, free_tiles: bool = False) -> None:
    """S1-S8: board side, stacks, stones, bag and fields, god cards, scoring tiles, order.
    With ``free_tiles`` (solo only) the player lays their own tiles first (step ARRANGE); the
    other colour's tiles and the journey are drawn once they lie (S8)."""
    s.players = [new_player(seat) for seat in range(s.n)]
    # S3: the eight stacks onto the eight high oracle fields, in any arrangement
    if reference_stacks:
        s.stacks = {t: [data.REFERENCE_STACKS[t], data.STACK_SIZE] for t in data.TRIGRAM_ORDER}
    else:
        kinds = list(data.STACKS)
        rng.shuffle(kinds)
        s.stacks = {t: [k, data.STACK_SIZE] for t, k in zip(data.TRIGRAM_ORDER, kinds)}
    # S4: goods and disasters on the map (R7: never on Luo; R9: two players, goods on large cities)
    per_type, disasters = data.MAP_STONES[s.n]
    stones = [g for g in data.GOODS for _ in range(per_type)]
    cities = [c for c in data.side_cities(s.side) if c != data.CAPITAL]
    if s.n <= 2:
        large = [c for c in cities if data.CITY[c].size == "large"]
        rng.shuffle(large)
        rng.shuffle(stones)
        s.goods = dict(zip(large, stones))
        empty = [c for c in cities if c not in s.goods]
        rng.shuffle(empty)
        s.disasters = sorted(empty[:disasters])
    else:
        everything = stones + ["disaster"] * disasters
        rng.shuffle(everything)
        for c, stone in zip(cities, everything):
            if stone == "disaster":
                s.disasters.append(c)
            else:
                s.goods[c] = stone
        s.disasters.sort()
    # S5: the bag, then two goods each onto the yin and yang fields
    s.bag = {g: data.BAG_PER_TYPE for g in data.GOODS}
    s.fields = {t: [draw(s, rng) for _ in range(data.FIELD_SIZE)] for t in TRACKS}
    # S2: god cards (two of four, at random; none in solo) and the scoring tiles
    for p in s.players:
        if not s.solo:
            cards = list(data.CARDS)
            rng.shuffle(cards)
            p["cards"] = sorted(cards[: data.CARDS_KEPT], key=data.CARDS.index)
        if free_tiles:
            continue  # S8: the solo player lays them (step ARRANGE)
        tiles = list(data.SCORING_TILES)
        rng.shuffle(tiles)
        p["scoring"] = dict(zip(data.LINE_IDS, tiles))
    if s.solo and not free_tiles:
        solo_draws(s, rng)
    # S6: a random start player; all markers stacked on space 0, the start player on top
    start = rng.below(s.n)
    s.order = [(start + i) % s.n for i in range(s.n)]
    s.spaces = [0] * s.n
    s.phase = SETUP
    s.queue = list(reversed(s.order))  # S7: start cities in reverse turn order
    s.current = s.queue.pop(0)
    s.step = ARRANGE if free_tiles else ""


def solo_draws(s: State, rng: Rng) -> None:
    """S8: four tiles of another colour, drawn from the bag, replace the own tiles of their
    types (their lines are "marked by the other colour"); the journey tiles are drawn one by one
    and laid out in that order."""
    other = list(data.SCORING_TILES)
    rng.shuffle(other)
    drawn = set(other[: data.SOLO_OTHER_TILES])
    p = s.players[0]
    p["other"] = [line for line in data.LINE_IDS if p["scoring"][line] in drawn]
    s.journey = list(data.JOURNEY)
    rng.shuffle(s.journey)


def draw(s: State, rng: Rng) -> str | None:
    """One goods stone at random from the bag (None if it is empty)."""
    total = sum(s.bag.values())
    if not total:
        return None
    k = rng.below(total)
    for g in data.GOODS:
        if k < s.bag[g]:
            s.bag[g] -= 1
            return g
        k -= s.bag[g]
    raise AssertionError("unreachable")


# ==== the rules =========================================================================


class Game:
    """Runs the rules on one state: ``act`` carries out an action, ``settle`` runs the forced
    steps until someone must decide."""

    def __init__(self, state: State, rng: Rng, log: list[Any]) -> None:
        self.s = state
        self.rng = rng
        self.log = log

    def say(self, key: str, **params: Any) -> None:
        self.log.append(T(key, **params))

    def who(self, seat: int) -> str:
        return self.s.names[seat]

    # -- the round -----------------------------------------------------------------------
    def begin_round(self) -> None:
        s = self.s
        s.round += 1
        s.deep_blocked = None
        s.high_blocked = []
        for p in s.players:
            p["split"] = None
        self.say("yy.log.round", round=s.round, who=self.who(s.order[0]))
        if s.disasters:  # 1a: the start player takes one disaster off the map
            s.phase = DISASTER
            s.current = s.order[0]
            s.step = ""
        else:
            self.gods_will()

    def gods_will(self) -> None:
        """1b: the six numbered coins block one deep oracle field (coins 1-3, read bottom up)
        and one high oracle stack (coins 4-6, read inside out)."""
        s = self.s
        s.god_coins = [self.rng.below(2) for _ in range(data.COINS)]
        s.deep_blocked = rules.trigram(tuple(s.god_coins[:3]))  # type: ignore[arg-type]
        s.high_blocked = [rules.trigram(tuple(s.god_coins[3:]))]  # type: ignore[arg-type]
        s.barrier = True
        self.say("yy.log.gods_will", deep=trigram_name(s.deep_blocked), high=trigram_name(s.high_blocked[0]))
        s.phase = ORACLE
        s.queue = list(s.order)  # O1: the oracle order is fixed now
        self.next_turn()

    def next_turn(self) -> None:
        s = self.s
        if not s.queue:
            if s.phase == ORACLE:
                s.phase = ACTION  # O9: the action phase follows the turn order as it is now
                s.queue = list(s.order)
                self.say("yy.log.action_phase", order=[self.who(x) for x in s.order])
            else:
                self.end_round()
                return
        seat = s.current = s.queue.pop(0)
        p = s.players[seat]
        if s.phase == ORACLE:
            p["defy"] = False
            self.throw(seat, first=True)
            s.step = INTERPRET
        else:
            yang = sum(p["throw"])
            p["left"] = [yang, data.COINS - yang]
            p["used"] = {t: 0 for t in data.TILE_TYPES}
            s.step = ACT
            self.say("yy.log.action_turn", who=self.who(seat))

    def end_round(self) -> None:
        """Phase 4: the god's will markers come off; after round 5 the game ends."""
        s = self.s
        s.deep_blocked = None
        s.high_blocked = []
        if s.round >= data.ROUNDS:
            self.final_scoring()
        else:
            self.begin_round()

    def throw(self, seat: int, first: bool) -> None:
        """O2: throw the six coins; the first throw of the round moves the tracks."""
        s = self.s
        p = s.players[seat]
        coins = [self.rng.below(2) for _ in range(data.COINS)]
        p["throw"] = coins
        yang = sum(coins)
        s.barrier = True
        if first:
            p["first"] = list(coins)
            p["yang"] = min(data.TRACK_MAX, p["yang"] + yang)
            p["yin"] = min(data.TRACK_MAX, p["yin"] + data.COINS - yang)
            self.say("yy.log.throw", who=self.who(seat), yang=yang, yin=data.COINS - yang)
        else:
            self.say("yy.log.rethrow", who=self.who(seat), yang=yang, yin=data.COINS - yang)

    # -- what the oracle allows ------------------------------------------------------------------
    def high_ok(self, seat: int, t: str, defy: bool | None = None) -> bool:
        """O4: a high half is executable if its stack holds a tile and is not blocked (Defy
        heaven ignores the blocks, never an empty stack). ``defy`` overrides whether Defy heaven
        is active (to ask what playing it would allow)."""
        s = self.s
        defy = s.players[seat]["defy"] if defy is None else defy
        return s.stacks[t][1] > 0 and (t not in s.high_blocked or defy)

    def deep_ok(self, seat: int, t: str, defy: bool | None = None) -> bool:
        """O5: a deep half is executable unless the god's will blocks it (or Defy heaven)."""
        defy = self.s.players[seat]["defy"] if defy is None else defy
        return t != self.s.deep_blocked or defy

    def splits(self, seat: int, yang: int | None = None, defy: bool | None = None) -> list[tuple[str, str]]:
        """R3, must execute if possible: the splits with both halves executable if there is
        one, else those with one executable half; none means a free re-throw. ``yang`` and
        ``defy`` override the yang coins of the throw and Defy heaven (to ask what a turned coin
        or the card would allow)."""
        if yang is None:
            yang = sum(self.s.players[seat]["throw"])
        all_splits = rules.oracle_splits(yang)
        both = [(h, d) for h, d in all_splits if self.high_ok(seat, h, defy) and self.deep_ok(seat, d, defy)]
        if both:
            return both
        # R34: a half that cannot be carried out does nothing, whichever trigram it is laid as, so
        # splits that differ only there are one choice: the first of them stands for all
        out: list[tuple[str, str]] = []
        seen: set[tuple[str | None, str | None]] = set()
        for h, d in all_splits:
            outcome = (h if self.high_ok(seat, h, defy) else None, d if self.deep_ok(seat, d, defy) else None)
            if outcome != (None, None) and outcome not in seen:
                seen.add(outcome)
                out.append((h, d))
        return out

    # -- the map -------------------------------------------------------------------------------
    def move_targets(self, seat: int, via: str, clouds: bool = False) -> list[str]:
        """A1/A2: the neighbours by road (cart) or river (boat) without a disaster stone; with
        Ride the clouds also a disaster city if the player can leave it again in this turn, in
        either phase (R11)."""
        s = self.s
        here = s.players[seat]["city"]
        out = []
        for c in data.MOVE_NEIGHBOURS[via][s.side][here]:
            if c not in s.disasters:
                out.append(c)
            elif clouds and self.can_leave(seat, c):
                out.append(c)
        return out

    def leads_out(self, city: str, via: str) -> bool:
        """A1/A2: ``city`` has a neighbour by road (cart) or river (boat) without a disaster."""
        return any(c not in self.s.disasters for c in data.MOVE_NEIGHBOURS[via][self.s.side][city])

    def can_leave(self, seat: int, city: str) -> bool:
        """R11: from ``city`` a later move of this turn reaches a city without a disaster. In the
        action turn: two unused coins of the face (or one, and Turn the heavens to turn an unused
        coin of the other face) or an unused tile, and a neighbour without a disaster. In the
        oracle turn before the coins are laid: the deep half of a split the player may lay
        (``oracle_way_out``). After the oracle nothing of the turn moves the figure any more."""
        s = self.s
        if s.step == INTERPRET:
            return self.oracle_way_out(seat, city)
        if s.step != ACT:
            return False
        p = s.players[seat]
        heavens = "heavens" in p["cards"]
        for via, pair in (("cart", 0), ("boat", 1)):
            coins = p["left"][pair] + (1 if heavens and p["left"][1 - pair] else 0)
            has = coins >= 2 or p["tiles"][via] > p["used"][via]
            if has and self.leads_out(city, via):
                return True
        return False

    def oracle_way_out(self, seat: int, city: str) -> bool:
        """R11 in the oracle turn, coins not yet laid: a split the player may lay (R3, must
        execute if possible) has an executable deep Gen (cart) or Dui (boat) whose move from
        ``city`` reaches a neighbour without a disaster. A split counts too if Turn the heavens
        (one coin turned) or Defy heaven (the black markers ignored), while the player holds
        the card, would make it one they may lay. The oracle ends the turn (the action phase
        is a later turn), so nothing after the deep half leads out."""
        p = self.s.players[seat]
        yang = sum(p["throw"])
        throws = [yang]
        if "heavens" in p["cards"]:
            throws += [y for y in (yang - 1, yang + 1) if 0 <= y <= data.COINS]
        defies = [p["defy"]]
        if "defy" in p["cards"] and not p["defy"]:
            defies.append(True)
        for y in throws:
            for defy in defies:
                for _high, deep in self.splits(seat, y, defy):
                    via = data.DEEP_ACTION[deep]
                    if via in ("cart", "boat") and self.deep_ok(seat, deep, defy) and self.leads_out(city, via):
                        return True
        return False

    def way_out(self, seat: int) -> bool:
        """R11: the player is not in a disaster city, or a move of this turn still leads out
        (an open deep move, or ``can_leave``)."""
        s = self.s
        city = s.players[seat]["city"]
        if city not in s.disasters:
            return True
        if s.pending:
            return any(top["k"] == "move" and self.move_targets(seat, top["via"]) for top in s.pending)
        return self.can_leave(seat, city)

    def keeps_way_out(self, seat: int, action_id: str) -> bool:
        """R11: in a disaster city (entered with Ride the clouds) a player may do anything after
        which a move out remains; a move by cart or boat always leads out. A new throw (Deadly
        will, the free re-throw) is random, so it keeps a way out only if every throw would."""
        if action_id.startswith(("cart:", "boat:", "tile:cart:", "tile:boat:")):
            return True
        trial = copy_state(self.s)
        game = Game(trial, Rng(0), [])
        game.act(seat, action_id)
        if action_id == "rethrow" or action_id.startswith("deadly:"):
            p = trial.players[seat]
            for yang in range(data.COINS + 1):  # the splits depend on the number of yang coins only
                p["throw"] = [1] * yang + [0] * (data.COINS - yang)
                if not game.way_out(seat):
                    return False
            return True
        return game.way_out(seat)

    def in_disaster(self, seat: int) -> bool:
        return self.s.players[seat]["city"] in self.s.disasters

    def journey_kingdom(self) -> str | None:
        """Solo: the kingdom of the first unflipped journey tile (None when all are flipped: no
        more temples, R25). A temple destroyed later leaves its tile flipped (R27)."""
        s = self.s
        return s.journey[s.flipped] if s.flipped < len(s.journey) else None

    def can_build(self, seat: int) -> bool:
        """A3 / R12: a temple in the current city if it is not Luo, has no temple, the player
        has one in supply; solo: only in the kingdom of the current journey tile (R18)."""
        s = self.s
        p = s.players[seat]
        city = p["city"]
        if city == data.CAPITAL or city in s.temples or p["supply"] <= 0:
            return False
        return not s.solo or data.CITY[city].kingdom == self.journey_kingdom()

    def build(self, seat: int) -> None:
        s = self.s
        p = s.players[seat]
        city = p["city"]
        s.temples[city] = seat
        p["supply"] -= 1
        self.say("yy.log.temple", who=self.who(seat), city=city_name(city))
        if s.solo and data.CITY[city].kingdom == self.journey_kingdom():
            s.flipped += 1
            self.say("yy.log.journey", kingdom=kingdom_name(data.CITY[city].kingdom), n=s.flipped)

    def take_goods(self, seat: int) -> None:
        """A4: the goods stone of the current city, laid at the end of the turn."""
        s = self.s
        p = s.players[seat]
        good = s.goods.pop(p["city"])
        p["held"].append(good)
        self.say("yy.log.goods", who=self.who(seat), good=good_name(good), city=city_name(p["city"]))

    def move(self, seat: int, city: str, how: str) -> None:
        p = self.s.players[seat]
        p["city"] = city
        self.say(f"yy.log.move.{how}", who=self.who(seat), city=city_name(city))

    def advance_order(self, seat: int, steps: int) -> None:
        """R5: move the marker; on an occupied space it goes on top; it stops at space 30.
        Solo: each red frame landed on or passed gives 4 yin or 4 yang."""
        s = self.s
        old = s.spaces[seat]
        new = min(data.ORDER_LAST, old + steps)
        s.spaces[seat] = new
        s.order = rules.insert_in_order(s.order, dict(enumerate(s.spaces)), seat, new)
        self.say("yy.log.order", who=self.who(seat), n=new - old, space=new)
        if s.solo:
            for _ in range(rules.frames_passed(old, new)):
                s.pending.append({"k": "frame"})

    def gain(self, seat: int, track: str, n: int) -> None:
        p = self.s.players[seat]
        p[track] = min(data.TRACK_MAX, p[track] + n)
        self.say(f"yy.log.gain.{track}", who=self.who(seat), n=n, value=p[track])

    # -- the oracle ------------------------------------------------------------------------------
    def interpret(self, seat: int, high: str, deep: str) -> None:
        """O3-O5: take the high oracle tile, then carry out the deep oracle action (R22)."""
        s = self.s
        p = s.players[seat]
        do_high, do_deep = self.high_ok(seat, high), self.deep_ok(seat, deep)
        p["split"] = [high, deep]
        self.say("yy.log.split", who=self.who(seat), high=trigram_name(high), deep=trigram_name(deep))
        s.step = POST
        if do_high:
            stack = s.stacks[high]
            stack[1] -= 1
            p["tiles"][stack[0]] += 1
            self.say("yy.log.tile", who=self.who(seat), tile=tile_name(stack[0]), trigram=trigram_name(high))
            if high not in s.high_blocked and s.queue:  # R6: the last player needs no marker
                s.high_blocked.append(high)
        if do_deep:
            self.deep_action(seat, deep)

    def deep_action(self, seat: int, t: str) -> None:
        """The instant actions of the deep oracle (an impossible effect fizzles, R3)."""
        s = self.s
        p = s.players[seat]
        what = data.DEEP_ACTION[t]
        if what == "temple":
            if self.can_build(seat):
                self.build(seat)
            else:
                self.say("yy.log.fizzle", who=self.who(seat), trigram=trigram_name(t))
        elif what in ("cart", "boat"):
            if self.move_targets(seat, what):
                s.pending.append({"k": "move", "via": what})
            else:
                self.say("yy.log.fizzle", who=self.who(seat), trigram=trigram_name(t))
        elif what == "swap":
            s.pending.append({"k": "swap"})
        elif what == "order3":
            self.advance_order(seat, data.DEEP_ORDER_STEPS)
        elif what == "track3":
            s.pending.append({"k": "kan"})
        elif what == "order_temples":
            own = sum(1 for owner in s.temples.values() if owner == seat)
            if own:
                self.advance_order(seat, own)
            else:
                self.say("yy.log.fizzle", who=self.who(seat), trigram=trigram_name(t))
        elif what == "goods":
            if p["city"] in s.goods:
                self.take_goods(seat)
            else:
                self.say("yy.log.fizzle", who=self.who(seat), trigram=trigram_name(t))

    # -- ending a turn ---------------------------------------------------------------------------------
    def placements(self, seat: int) -> list[tuple[str, str]]:
        """R1: (goods, cell) for every held stone: a free cell of its type, else any free cell;
        the player lays the stones of a turn in any order (R31)."""
        p = self.s.players[seat]
        free = [c for c in data.CELLS if cell_key(c) not in p["grid"]]
        out = []
        for good in sorted(set(p["held"]), key=data.GOODS.index):
            same = [c for c in free if data.GRID_TYPES[c] == good]
            out.extend((good, cell_key(c)) for c in (same or free))
        return out

    def place(self, seat: int, good: str, key: str | None) -> None:
        p = self.s.players[seat]
        p["held"].remove(good)
        if key is None:
            p["beside"].append(good)
            self.say("yy.log.beside", who=self.who(seat), good=good_name(good))
        else:
            p["grid"][key] = good
            self.say("yy.log.place", who=self.who(seat), good=good_name(good), c=int(key[0]) + 1, r=int(key[1]) + 1)

    def turn_spent(self, seat: int) -> bool:
        """A5 / R23: every coin pair and every owned tile has been used or forfeited."""
        s = self.s
        if s.step == POST:
            return True
        p = s.players[seat]
        return sum(p["left"]) == 0 and all(p["used"][t] >= p["tiles"][t] for t in data.TILE_TYPES)

    def settle(self) -> None:
        """Carry out the forced steps until a seat must decide or the game is over."""
        s = self.s
        while s.phase != OVER:
            seat = s.current
            assert seat is not None
            if s.pending:
                return
            if s.step == PLACE:
                options = self.placements(seat)
                held = s.players[seat]["held"]
                if not held:
                    self.next_turn()
                elif not options:
                    self.place(seat, held[0], None)
                elif len(options) == 1:
                    self.place(seat, *options[0])
                else:
                    return
                continue
            if s.step in (POST, ACT) and self.turn_spent(seat) and not self.in_disaster(seat):
                if self.optional_actions(seat):
                    return
                s.step = PLACE
                continue
            return

    # -- legal actions -----------------------------------------------------------------------------------
    def legal(self, seat: int) -> list[Action]:
        s = self.s
        if s.phase == OVER or s.current != seat:
            return []
        p = s.players[seat]
        if s.pending:
            return self.pending_options(seat, s.pending[0])
        if s.phase == SETUP and s.step == ARRANGE:
            line = self.next_spot(seat)
            return [Action(f"arrange:{t}", T("yy.act.arrange", tile=T(f"yy.scoring.{t}"), line=T(f"yy.line.{line}")))
                    for t in data.SCORING_TILES if t not in p["scoring"].values()]
        if s.phase == SETUP:
            return [Action(f"start:{c}", T("yy.act.start" if self.start_temple(c) else "yy.act.start_bare", city=city_name(c)))
                    for c in data.side_cities(s.side) if c not in s.disasters]
        if s.phase == DISASTER:
            return [Action(f"disaster:{c}", T("yy.act.disaster", city=city_name(c))) for c in s.disasters]
        if s.step == PLACE:
            return [Action(f"place:{g}:{k}", T("yy.act.place", good=good_name(g), c=int(k[0]) + 1, r=int(k[1]) + 1))
                    for g, k in self.placements(seat)]
        out: list[Action] = []
        if s.step == INTERPRET:
            splits = self.splits(seat)
            for h, d in splits:
                out.append(Action(f"oracle:{h}:{d}", self.split_text(seat, h, d)))
            if not splits:  # O8 / R29: a free re-throw, unless a card or Deadly will comes first
                out.append(Action("rethrow", T("yy.act.rethrow")))
                out.append(Action("keep", T("yy.act.keep")))  # O8: the re-throw is allowed, not required
            for c in sorted(k for k, owner in s.temples.items() if owner == seat):
                out.append(Action(f"deadly:{c}", T("yy.act.deadly", city=city_name(c))))
            if "defy" in p["cards"] and not p["defy"]:  # R21: only before the coins are laid
                out.append(Action("defy", T("yy.act.defy")))
            out.extend(self.heavens_options(seat))
        elif s.step == ACT:
            out.extend(self.action_options(seat))
            out.extend(self.heavens_options(seat))
        out.extend(self.optional_actions(seat))
        if self.in_disaster(seat):  # R11: the turn may not end here, in either phase; keep a way out
            return [a for a in out if self.keeps_way_out(seat, a.id)]
        if s.step in (POST, ACT) and self.turn_spent(seat):
            out.append(Action("end", T("yy.act.end")))
        return out

    def next_spot(self, seat: int) -> str:
        """Solo with free_tiles: the next empty tile spot, in the order of the lines."""
        scoring = self.s.players[seat]["scoring"]
        return next(line for line in data.LINE_IDS if line not in scoring)

    def arrange(self, seat: int, tile: str) -> None:
        """S8 (solo, free_tiles): lay an own scoring tile on the next spot; the last one goes on
        the last spot by itself. Then the other colour's tiles and the journey are drawn."""
        s = self.s
        p = s.players[seat]
        for kind in [tile] + [t for t in data.SCORING_TILES if t != tile and t not in p["scoring"].values()]:
            line = self.next_spot(seat)
            p["scoring"][line] = kind
            self.say("yy.log.arrange", who=self.who(seat), tile=T(f"yy.scoring.{kind}"), line=T(f"yy.line.{line}"))
            if len(p["scoring"]) < len(data.LINE_IDS) - 1:
                return
        solo_draws(s, self.rng)
        s.barrier = True
        s.step = ""
        self.say("yy.log.other_tiles", tiles=[T(f"yy.scoring.{p['scoring'][line]}") for line in p["other"]])
        self.say("yy.log.journey_order", kingdoms=[kingdom_name(k) for k in s.journey])

    def start_temple(self, city: str) -> bool:
        """S7 / R8: the start temple is placed unless the city is Luo or has a temple already."""
        return city != data.CAPITAL and city not in self.s.temples

    def split_text(self, seat: int, high: str, deep: str) -> Message:
        s = self.s
        tile = tile_name(s.stacks[high][0]) if self.high_ok(seat, high) else T("yy.word.nothing")
        action = T(f"yy.deep.{data.DEEP_ACTION[deep]}") if self.deep_ok(seat, deep) else T("yy.word.nothing")
        return T("yy.act.oracle", high=trigram_name(high), tile=tile, deep=trigram_name(deep), action=action)

    def pending_options(self, seat: int, top: dict[str, Any]) -> list[Action]:
        p = self.s.players[seat]
        kind = top["k"]
        if kind == "move":
            return [Action(f"move:{c}", T(f"yy.act.move.{top['via']}", city=city_name(c)))
                    for c in self.move_targets(seat, top["via"])]
        if kind == "swap":
            lines = data.LINE_IDS
            return [Action(f"swap:{a}:{b}", T("yy.act.swap", a=T(f"yy.scoring.{p['scoring'][a]}"), b=T(f"yy.scoring.{p['scoring'][b]}"),
                                              line_a=T(f"yy.line.{a}"), line_b=T(f"yy.line.{b}")))
                    for i, a in enumerate(lines) for b in lines[i + 1:]]
        if kind in ("kan", "frame"):  # R30: yin or yang, the gain stops at 8
            return [Action(f"{kind}:{t}", T(f"yy.act.{kind}.{t}")) for t in TRACKS]
        raise AssertionError(kind)

    def heavens_options(self, seat: int) -> list[Action]:
        """Turn the heavens: flip one coin, before the coins are laid in the oracle turn or an
        unused one in the action turn (R20)."""
        s = self.s
        p = s.players[seat]
        if "heavens" not in p["cards"]:
            return []
        if s.step == INTERPRET:
            yang = sum(p["throw"])
            faces = {"yang": yang, "yin": data.COINS - yang}
        else:
            faces = {"yang": p["left"][0], "yin": p["left"][1]}
        return [Action(f"heavens:{f}", T(f"yy.act.heavens.{f}")) for f in TRACKS if faces[f] > 0]

    def optional_actions(self, seat: int) -> list[Action]:
        """What a player may do at any time of their own turn: Gift of the gods, Ride the
        clouds, Summon lightning."""
        s = self.s
        p = s.players[seat]
        out = []
        for t in TRACKS:
            if p[t] >= data.GIFT_AT:
                field_goods = sorted(set(s.fields[t]), key=data.GOODS.index)
                if field_goods:
                    out.extend(Action(f"gift:{t}:{g}", T(f"yy.act.gift.{t}", good=good_name(g))) for g in field_goods)
                else:
                    out.append(Action(f"gift:{t}", T(f"yy.act.gift_empty.{t}")))
        if "clouds" in p["cards"] and not self.in_disaster(seat):
            targets = sorted(set(self.move_targets(seat, "cart", True)) | set(self.move_targets(seat, "boat", True)))
            out.extend(Action(f"clouds:{c}", T("yy.act.clouds", city=city_name(c))) for c in targets)
        if "lightning" in p["cards"] and p["city"] in s.temples:
            owner = s.temples[p["city"]]
            out.append(Action("lightning", T("yy.act.lightning", city=city_name(p["city"]), who=self.who(owner))))
        return out

    def action_options(self, seat: int) -> list[Action]:
        """A1-A5: coin pairs and owned tiles, each used or forfeited."""
        s = self.s
        p = s.players[seat]
        yang, yin = p["left"]
        out: list[Action] = []
        for via, has_pair in (("cart", yang >= 2), ("boat", yin >= 2)):
            targets = self.move_targets(seat, via)
            if has_pair:
                out.extend(Action(f"{via}:{c}", T(f"yy.act.{via}", city=city_name(c))) for c in targets)
            if p["tiles"][via] > p["used"][via]:
                out.extend(Action(f"tile:{via}:{c}", T(f"yy.act.tile.{via}", city=city_name(c))) for c in targets)
        build = self.can_build(seat)
        goods = p["city"] in s.goods
        if yang and yin:
            if build:
                out.append(Action("temple", T("yy.act.temple", city=city_name(p["city"]))))
            if goods:
                out.append(Action("goods", T("yy.act.goods", good=good_name(s.goods[p["city"]]))))
        if p["tiles"]["temple"] > p["used"]["temple"] and build:
            out.append(Action("tile:temple", T("yy.act.tile.temple", city=city_name(p["city"]))))
        if p["tiles"]["goods"] > p["used"]["goods"] and goods:
            out.append(Action("tile:goods", T("yy.act.tile.goods", good=good_name(s.goods[p["city"]]))))
        for pair, (need_yang, need_yin) in data.PAIRS.items():
            if yang >= need_yang and yin >= need_yin:
                out.extend(Action(f"forfeit:{pair}:{t}", T(f"yy.act.forfeit.{t}", what=T(f"yy.pair.{pair}"))) for t in TRACKS)
        for kind in data.TILE_TYPES:
            if p["tiles"][kind] > p["used"][kind]:
                out.extend(Action(f"forfeit:tile:{kind}:{t}", T(f"yy.act.forfeit.{t}", what=tile_name(kind))) for t in TRACKS)
        return out

    # -- carrying out an action -------------------------------------------------------------------------
    def act(self, seat: int, action_id: str) -> None:
        s = self.s
        p = s.players[seat]
        parts = action_id.split(":")
        head = parts[0]
        if s.pending:
            top = s.pending.pop(0)
            if top["k"] == "move":
                self.move(seat, parts[1], top["via"])
            elif top["k"] == "swap":
                sc = p["scoring"]
                a, b = parts[1], parts[2]
                sc[a], sc[b] = sc[b], sc[a]
                other = set(p["other"])
                if (a in other) != (b in other):
                    p["other"] = sorted(other ^ {a, b}, key=data.LINE_IDS.index)
                self.say("yy.log.swap", who=self.who(seat), a=T(f"yy.scoring.{sc[b]}"), b=T(f"yy.scoring.{sc[a]}"))
            elif top["k"] == "kan":
                self.gain(seat, parts[1], data.DEEP_TRACK_STEPS)
            elif top["k"] == "frame":
                self.gain(seat, parts[1], data.FRAME_GAIN)
        elif head == "start":
            self.choose_start(seat, parts[1])
            return
        elif head == "arrange":
            self.arrange(seat, parts[1])
            return
        elif head == "disaster":
            s.disasters.remove(parts[1])
            s.removed.append(parts[1])
            self.say("yy.log.disaster", who=self.who(seat), city=city_name(parts[1]))
            self.gods_will()
        elif head == "place":
            self.place(seat, parts[1], parts[2])
        elif head == "oracle":
            self.interpret(seat, parts[1], parts[2])
        elif head == "keep":  # O8: no oracle action; the coins stay as they lie for the action phase
            p["split"] = None
            s.step = POST
            self.say("yy.log.keep", who=self.who(seat))
        elif head == "rethrow":
            self.throw(seat, first=False)
        elif head == "deadly":
            del s.temples[parts[1]]
            p["supply"] += 1
            self.say("yy.log.deadly", who=self.who(seat), city=city_name(parts[1]))
            self.throw(seat, first=False)
        elif head == "defy":
            self.play_card(seat, "defy")
            p["defy"] = True
        elif head == "heavens":
            self.play_card(seat, "heavens")
            face = 1 if parts[1] == "yang" else 0
            p["throw"][p["throw"].index(face)] = 1 - face
            if s.step == ACT:
                d = 1 if face else -1
                p["left"] = [p["left"][0] - d, p["left"][1] + d]
        elif head == "gift":
            self.gift(seat, parts[1], parts[2] if len(parts) > 2 else None)
        elif head == "clouds":
            self.play_card(seat, "clouds")
            self.move(seat, parts[1], "clouds")
        elif head == "lightning":
            self.play_card(seat, "lightning")
            city = p["city"]
            owner = s.temples.pop(city)
            s.players[owner]["supply"] += 1
            self.say("yy.log.lightning", who=self.who(seat), owner=self.who(owner), city=city_name(city))
        elif head in ("cart", "boat"):
            self.spend_pair(p, data.PAIR_OF_ACTION[head])
            self.move(seat, parts[1], head)
        elif head == "temple":
            self.spend_pair(p, "mixed")
            self.build(seat)
        elif head == "goods":
            self.spend_pair(p, "mixed")
            self.take_goods(seat)
        elif head == "tile":
            p["used"][parts[1]] += 1
            if parts[1] in ("cart", "boat"):
                self.move(seat, parts[2], parts[1])
            elif parts[1] == "temple":
                self.build(seat)
            else:
                self.take_goods(seat)
        elif head == "forfeit":
            if parts[1] == "tile":
                p["used"][parts[2]] += 1
                what: Message = tile_name(parts[2])
            else:
                self.spend_pair(p, parts[1])
                what = T(f"yy.pair.{parts[1]}")
            self.say("yy.log.forfeit", who=self.who(seat), what=what)
            self.gain(seat, parts[-1], 1)
        elif head == "end":
            s.step = PLACE
        else:
            raise AssertionError(action_id)
        self.settle()

    @staticmethod
    def spend_pair(p: dict[str, Any], pair: str) -> None:
        need = data.PAIRS[pair]
        p["left"] = [p["left"][0] - need[0], p["left"][1] - need[1]]

    def play_card(self, seat: int, card: str) -> None:
        p = self.s.players[seat]
        p["cards"].remove(card)
        p["played"].append(card)
        self.say("yy.log.card", who=self.who(seat), card=T(f"yy.card.{card}"))

    def gift(self, seat: int, track: str, good: str | None) -> None:
        """Gift of the gods: reset a track at 8, take a stone of the matching field, refill it
        (R14; one action per goods type on the field, R28)."""
        s = self.s
        p = s.players[seat]
        p[track] = 0
        if good is None:
            self.say(f"yy.log.gift_empty.{track}", who=self.who(seat))
            return
        s.fields[track].remove(good)
        p["held"].append(good)
        self.say(f"yy.log.gift.{track}", who=self.who(seat), good=good_name(good))
        new = draw(s, self.rng)
        s.barrier = True
        if new is not None:
            s.fields[track].append(new)

    def choose_start(self, seat: int, city: str) -> None:
        """S7: figure and start temple; the start player chooses last."""
        s = self.s
        p = s.players[seat]
        p["city"] = city
        self.say("yy.log.start", who=self.who(seat), city=city_name(city))
        if self.start_temple(city):
            self.build(seat)
        if s.queue:
            s.current = s.queue.pop(0)
        else:
            self.begin_round()
            self.settle()

    # -- final scoring ------------------------------------------------------------------------------
    def final_scoring(self) -> None:
        s = self.s
        s.phase = OVER
        s.current = None
        s.step = ""
        s.result = final_result(s)
        for seat in range(s.n):
            self.say("yy.log.final", who=self.who(seat), points=s.result["scores"][seat])
        if not s.solo:
            self.say("yy.log.winner", who=self.who(s.result["winners"][0]))
        else:
            rank = s.result["rank"]
            if rank is None:
                self.say("yy.log.solo_lost", lines=s.result["lines"], kingdoms=s.flipped)
            else:
                self.say("yy.log.solo_rank", rank=T(f"yy.rank.{rank}"), lines=s.result["lines"], kingdoms=s.flipped)


def kingdom_table(s: State) -> dict[str, dict[int, int]]:
    """E1: the points of every seat in every kingdom."""
    out = {}
    for k in data.KINGDOMS:
        counts = {seat: 0 for seat in range(s.n)}
        for city, owner in s.temples.items():
            if data.CITY[city].kingdom == k:
                counts[owner] += 1
        first, second = data.KINGDOM_VALUES[k]
        out[k] = rules.kingdom_points(counts, first, second)
    return out


def owned_goods(p: dict[str, Any]) -> dict[str, int]:
    counts = {g: 0 for g in data.GOODS}
    for g in [*p["grid"].values(), *p["beside"], *p["held"]]:
        counts[g] += 1
    return counts


def tile_points(s: State, seat: int, kind: str, kingdoms: dict[str, dict[int, int]]) -> int:
    """E2: what one activated scoring tile is worth to ``seat``."""
    p = s.players[seat]
    if kind in data.GOODS:
        return rules.goods_tile_points(owned_goods(p)[kind])
    if kind in TRACKS:
        return rules.track_tile_points(p[kind])
    if kind == "edge":
        return rules.edge_points(key_cell(k) for k in p["grid"])
    if kind == "temple":
        return data.TEMPLE_TILE_POINTS * sum(1 for owner in s.temples.values() if owner == seat)
    if kind == "kingdom":  # R16, R24: the best kingdom scored once more
        return max(kingdoms[k][seat] for k in data.KINGDOMS)
    if kind == "order":  # solo: as the first of two (R26)
        return rules.order_tile_points(s.n, s.order.index(seat))
    raise AssertionError(kind)


def final_result(s: State) -> dict[str, Any]:
    """E1-E5: kingdoms, development (activated tiles), turn-order track, unused cards; ties go
    to the player further ahead in turn order."""
    kingdoms = kingdom_table(s)
    scores, detail, lines_of = [], [], []
    for seat in range(s.n):
        p = s.players[seat]
        lines = sorted(rules.complete_lines(key_cell(k) for k in p["grid"]), key=data.LINE_IDS.index)
        tiles = {line: tile_points(s, seat, p["scoring"][line], kingdoms) for line in lines}
        d = {
            "kingdoms": sum(kingdoms[k][seat] for k in data.KINGDOMS),
            "development": sum(tiles.values()),
            "turn order": rules.turn_order_points(s.spaces[seat]),
            "cards": data.UNUSED_CARD_POINTS * len(p["cards"]),
        }
        scores.append(sum(d.values()))
        detail.append(d)
        lines_of.append({line: [p["scoring"][line], pts] for line, pts in tiles.items()})
    best = max(scores)
    winner = next(seat for seat in s.order if scores[seat] == best)
    result: dict[str, Any] = {
        "scores": scores, "detail": detail, "winners": [winner], "tiles": lines_of,
        "kingdoms": {k: [v[seat] for seat in range(s.n)] for k, v in kingdoms.items()},
    }
    if s.solo:
        p = s.players[0]
        done = rules.complete_lines(key_cell(k) for k in p["grid"])
        result["lines"] = sum(1 for line in p["other"] if line in done)
        result["rank"] = rules.solo_rank(result["lines"], s.flipped)
        result["winners"] = [] if result["rank"] is None else [0]
    return result


# ==== the Rules object =================================================================


def check_options(options: dict[str, Any], players: int) -> dict[str, Any]:
    unknown = set(options) - set(INFO.options)
    if unknown:
        raise MingTableError(T("yy.error.options", n=len(unknown), names=", ".join(sorted(map(str, unknown)))))
    reference = options.get("reference_stacks", False)
    if not isinstance(reference, bool):
        raise MingTableError(T("yy.error.reference_stacks"))
    free = options.get("free_tiles", False)
    if not isinstance(free, bool) or (free and players != 1):
        raise MingTableError(T("yy.error.free_tiles"))
    return {"reference_stacks": reference, "free_tiles": free}


class YinYang:
    """Yin Yang for 1-4 players (1: the solo journey)."""

    info = INFO

    def check_options(self, options: dict[str, Any], players: int) -> dict[str, Any]:
        return check_options(options, players)

    def new_state(self, players: list[str], rng: Rng, options: dict[str, Any], log: list[Any]) -> State:
        n = len(players)
        state = State(names=list(players), n=n, solo=n == 1, side=data.side_for(n))
        setup(state, rng, options["reference_stacks"], options.get("free_tiles", False))
        # the set-up under a heading of its own in the log (render.LOG_HEADINGS), apart from the years
        if state.solo:
            log.append(T("yy.log.head.solo"))
            log.append(T("yy.log.setup_solo", who=players[0], side=T(f"yy.side.{state.side}")))
        else:
            log.append(T("yy.log.head.setup"))
            log.append(T("yy.log.setup", who=players[state.order[0]], side=T(f"yy.side.{state.side}")))
        if state.solo and state.journey:
            p = state.players[0]
            log.append(T("yy.log.other_tiles", tiles=[T(f"yy.scoring.{p['scoring'][line]}") for line in p["other"]]))
            log.append(T("yy.log.journey_order", kingdoms=[kingdom_name(k) for k in state.journey]))
        return state

    def to_move(self, state: State) -> list[int]:
        return [] if state.phase == OVER or state.current is None else [state.current]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return Game(state, Rng(0), []).legal(seat)

    def apply(self, state: State, seat: int, action_id: str, rng: Rng, log: list[Any]) -> bool:
        state.barrier = False
        Game(state, rng, log).act(seat, action_id)
        return state.barrier

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view(state, seat)

    def outcome(self, state: State) -> dict[str, Any] | None:
        if state.phase != OVER or state.result is None:
            return None
        r = state.result
        out = {"scores": list(r["scores"]), "winners": list(r["winners"]), "detail": [dict(d) for d in r["detail"]]}
        if state.solo:
            out["rank"] = r["rank"]
            out["lines"] = r["lines"]
            out["kingdoms"] = state.flipped
        return out

    def snapshot(self, state: State) -> dict[str, Any]:
        snap = dict(vars(state))
        snap["players"] = [copy_player(p) for p in state.players]
        return snap

    def copy_state(self, state: State) -> State:
        return copy_state(state)

    def position_key(self, state: State) -> None:
        """None: no position repeats within a turn (every decision spends a coin pair, a tile,
        a card, a track or an open question for good)."""
        return None

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        return determinize(state, seat, rng)


def copy_player(p: dict[str, Any]) -> dict[str, Any]:
    c = dict(p)
    for k in ("cards", "played", "beside", "held", "other", "throw", "first", "left"):
        c[k] = p[k][:]
    for k in ("tiles", "grid", "scoring", "used"):
        c[k] = p[k].copy()
    if p["split"] is not None:
        c["split"] = p["split"][:]
    return c


def copy_state(state: State) -> State:
    """A structural copy made by hand (every value that changes in place is copied)."""
    d = state.__dict__
    c = State.__new__(State)
    cd = c.__dict__
    cd.update(d)
    for k in ("queue", "disasters", "removed", "god_coins", "high_blocked", "order", "spaces", "journey"):
        cd[k] = d[k][:]
    for k in ("goods", "temples", "bag"):
        cd[k] = d[k].copy()
    cd["fields"] = {t: g[:] for t, g in d["fields"].items()}
    cd["stacks"] = {t: st[:] for t, st in d["stacks"].items()}
    cd["players"] = [copy_player(p) for p in d["players"]]
    cd["pending"] = [x.copy() for x in d["pending"]]
    return c


def determinize(state: State, seat: int, rng: Rng) -> State:
    """R17: the only hidden parts are the other players' unplayed god cards (the bag's draws
    come from the PRNG). Each is resampled from the cards of that player's set that are
    neither played nor held by them in this sample."""
    c = copy_state(state)
    for other, p in enumerate(c.players):
        if other == seat or not p["cards"]:
            continue
        pool = [k for k in data.CARDS if k not in p["played"]]
        rng.shuffle(pool)
        p["cards"] = sorted(pool[: len(p["cards"])], key=data.CARDS.index)
    return c


def view(state: State, seat: int | None) -> dict[str, Any]:
    """What ``seat`` may see: everything but the other players' unplayed god cards."""
    s = state
    players = []
    for i, p in enumerate(s.players):
        v = copy_player(p)
        v["name"] = s.names[i]
        v["goods"] = owned_goods(p)
        v["space"] = s.spaces[i]
        v["temples"] = sum(1 for owner in s.temples.values() if owner == i)
        if i != seat:
            v["cards"] = None
        v["card_count"] = len(p["cards"])
        players.append(v)
    return {
        "seat": seat,
        "round": s.round,
        "phase": s.phase,
        "step": s.step,
        "current": s.current,
        "side": s.side,
        "solo": s.solo,
        "goods_on_map": dict(s.goods),
        "disasters": list(s.disasters),
        "removed": list(s.removed),
        "temples": dict(s.temples),
        "bag": dict(s.bag),
        "fields": {t: list(g) for t, g in s.fields.items()},
        "stacks": {t: list(st) for t, st in s.stacks.items()},
        "god_coins": list(s.god_coins),
        "deep_blocked": s.deep_blocked,
        "high_blocked": list(s.high_blocked),
        "order": list(s.order),
        "spaces": list(s.spaces),
        "players": players,
        "pending": [dict(x) for x in s.pending],
        "journey": list(s.journey),
        "flipped": s.flipped,
        "journey_kingdom": s.journey[s.flipped] if s.solo and s.flipped < len(s.journey) else None,
        "result": None if s.result is None else dict(s.result),
    }


RULES = YinYang()
