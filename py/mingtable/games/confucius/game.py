"""Confucius for 3-5 players: the state machine of a game (docs/rules/confucius.md).

The state is plain data. ``State.pending`` is the decision awaited (a dict naming its kind
and seat); ``State.queue`` lists the automatic steps of the Court and End of Round still to
run. Every decision's legal options come from one function (:func:`options`), which
``legal_actions`` lists and ``apply`` looks up, so legality is written once. Clause numbers
(C1-C40) refer to docs/rules/confucius.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from ...engine.actions import Action
from ...engine.errors import MingTableError, echo
from ...engine.game import GameInfo, copy_data
from ...engine.rng import Rng
from ...i18n import Message, T
from . import data, rules
from . import texts  # noqa: F401 - registers the cf.* texts
from .data import ACTIVE, AVAILABLE, BINGBU, GONE, GONGBU, HIDDEN, HUBU, MINISTRIES

INFO = GameInfo(
    id="confucius",
    title="Confucius",
    designer="Alan Paull",
    min_players=3,
    max_players=5,
    options={"advanced": False, "admiral": False},
    available=True,
)

SPACE_NAMES = ("red", "white")  # the two student spaces; red wins ties
#: Decision kind -> the section of the rules page (rules_en.md / rules_de.md) that explains it.
RULE_OF = {"chief": "chief", "turn": "actions", "pay": "actions", "land": "voyages", "tutor": "exam",
           "place": "exam", "give": "resolution", "discard": "end-of-round"}
Option = tuple[str, Message, dict[str, Any]]


@dataclass
class State:
    """Everything on and around the board; lists are indexed by seat, ministry, space - 1."""

    n: int
    names: list[str]
    advanced: bool
    admiral_variation: bool
    round: int = 0
    phase: str = "setup"  # chief, actions, court, over
    chief: int = -1
    current: int = -1
    pending: dict[str, Any] | None = None
    queue: list[str] = field(default_factory=list)
    passed: list[bool] = field(default_factory=list)
    cubes: list[int] = field(default_factory=list)
    used: list[list[str]] = field(default_factory=list)  # own cube-paid actions this phase
    commercial: list[bool] = field(default_factory=list)
    favour_done: bool = False
    hands: list[list[int]] = field(default_factory=list)  # [seat][coins - 1] counts
    deck: list[int] = field(default_factory=list)  # card coins, top is last
    discard: list[int] = field(default_factory=list)  # [coins - 1] counts
    score: list[int] = field(default_factory=list)
    detail: list[dict[str, int]] = field(default_factory=list)
    tile: list[list[int]] = field(default_factory=list)  # [ministry][space - 1] tile id or -1
    owner: list[list[int]] = field(default_factory=list)  # marker's seat or -1
    secured: list[list[bool]] = field(default_factory=list)
    tile_stack: list[int] = field(default_factory=list)
    resolved: list[bool] = field(default_factory=list)
    minister: list[int] = field(default_factory=list)
    secretary: list[int] = field(default_factory=list)
    chits: list[list[int]] = field(default_factory=list)  # [ministry] = [minister, secretary]
    students: list[int] = field(default_factory=list)  # [red, white] seat or -1
    force_exam: bool = False
    candidates: list[int] = field(default_factory=list)  # face down, top is last
    candidate: int = -1  # the face-up candidate
    wall: int = 0
    forced: int = -1  # foreign-land space the Great Wall forces this round
    lands: list[str] = field(default_factory=list)
    boxes: list[list[int]] = field(default_factory=list)  # [land][box] army owner or -1
    land_done: list[bool] = field(default_factory=list)
    distant: list[list[int]] = field(default_factory=list)  # [distant land] seats in arrival order
    distant_chits: list[int] = field(default_factory=list)  # 0 once taken
    junk_supply: int = data.JUNKS
    shipyard: list[int] = field(default_factory=list)
    ocean: list[int] = field(default_factory=list)
    stock: list[int] = field(default_factory=list)
    colonies: list[int] = field(default_factory=list)
    insulted: list[int] = field(default_factory=list)
    gifts: list[list[int]] = field(default_factory=list)  # [seat][value - 1] gift state
    active: list[list[int]] = field(default_factory=list)  # [holder][giver] value of the active gift
    rewards: list[str] = field(default_factory=list)  # the face-down Emperor's Reward stack
    held: list[list[str]] = field(default_factory=list)  # [seat] reward cards in hand
    spent: list[str] = field(default_factory=list)  # reward cards played (out of the game)
    removed: list[int] = field(default_factory=list)  # official and candidate tiles out of the game
    tutors: list[list[Any]] = field(default_factory=list)  # [seat, space, [coins...]]
    exam: dict[str, Any] | None = None
    last_exam: dict[str, Any] | None = None
    resolving: dict[str, Any] | None = None
    end: bool = False
    offices: dict[str, int | None] = field(default_factory=dict)
    barrier: bool = False


# -- small helpers ------------------------------------------------------------------------------


def _official(m: int, space: int) -> Message:
    return T("cf.official", ministry=T(f"cf.ministry.{MINISTRIES[m]}"), space=space)


def _ministry(m: int) -> Message:
    return T(f"cf.ministry.{MINISTRIES[m]}")


def _gift(v: int) -> Message:
    return T(f"cf.gift.{v}")


def _land(land: str) -> Message:
    return T(f"cf.land.{land}")


def _distant(land: str) -> Message:
    return T(f"cf.distant.{land}")


def _reward(kind: str) -> Message:
    return T(f"cf.reward.{kind}")


def _space(i: int) -> Message:
    return T(f"cf.student.{SPACE_NAMES[i]}")


def _after(state: State, seat: int) -> list[int]:
    """Every seat once, clockwise, starting with ``seat``."""
    return [(seat + k) % state.n for k in range(state.n)]


def _cash(state: State, seat: int, mode: str = "coins") -> int:
    """What ``seat``'s whole hand pays in coins or licences."""
    return sum(k * data.card_value(c, mode) for c, k in zip(data.CARD_COINS, state.hands[seat]))


def _cards(state: State, seat: int) -> int:
    return sum(state.hands[seat])


def _has_official(state: State, seat: int, m: int) -> bool:
    """The ministry discount holds while ``seat`` has a marker on an official there (C13)."""
    return seat in state.owner[m]


def _bribe_cost(state: State, seat: int, tile: int) -> int:
    return data.tile_cost(tile) - (1 if _has_official(state, seat, HUBU) else 0)


def _gift_map(state: State) -> dict[tuple[int, int], int]:
    return {(h, g): v for h, row in enumerate(state.active) for g, v in enumerate(row) if v}


def _influence(state: State, m: int) -> dict[int, int]:
    out: dict[int, int] = {}
    for seat in state.owner[m]:
        if seat >= 0:
            out[seat] = out.get(seat, 0) + 1
    return out


def _add_score(state: State, seat: int, source: str, points: int) -> None:
    state.score[seat] += points
    state.detail[seat][source] += points


def _draw(state: State, seat: int, k: int, rng: Rng) -> int:
    """Draw ``k`` Confucius cards; an empty pile takes the shuffled discards (ruling 11: what
    neither holds is lost). Returns how many were drawn."""
    got = 0
    for _ in range(k):
        if not state.deck:
            state.deck = [c for c, k2 in zip(data.CARD_COINS, state.discard) for _ in range(k2)]
            state.discard = [0, 0, 0]
            rng.shuffle(state.deck)
            state.barrier = True
        if not state.deck:
            break
        state.hands[seat][state.deck.pop() - 1] += 1
        got += 1
    if k:
        state.barrier = True
    return got


def _draw_reward(state: State, seat: int, log: list[Any]) -> None:
    """An Emperor's Reward card from the stack, while any remain (never reshuffled)."""
    if state.rewards:
        state.held[seat].append(state.rewards.pop())
        state.barrier = True
        log.append(T("cf.log.reward_draw", who=state.names[seat]))


def _cancel_gift(state: State, holder: int, giver: int, log: list[Any]) -> None:
    """A cancelled gift leaves the game and the Gift Tracker (C27)."""
    v = state.active[holder][giver]
    if not v:
        return
    state.active[holder][giver] = 0
    state.gifts[giver][v - 1] = GONE
    log.append(T("cf.log.gift_cancelled", gift=_gift(v), giver=state.names[giver], holder=state.names[holder]))


# -- set-up and rounds --------------------------------------------------------------------------


def check_options(options: dict[str, Any], players: int) -> dict[str, Any]:
    unknown = set(options) - set(INFO.options)
    if unknown:
        raise MingTableError(T("cf.err.options", names=", ".join(echo(k) for k in sorted(map(str, unknown))[:3])))
    out = {}
    for key in INFO.options:
        value = options.get(key, INFO.options[key])
        if not isinstance(value, bool):
            raise MingTableError(T("cf.err.bool", name=key))
        out[key] = value
    return out


def new_state(names: list[str], rng: Rng, options: dict[str, Any], log: list[Any]) -> State:
    """Set-up (C1-C4)."""
    n = len(names)
    s = State(n=n, names=list(names), advanced=options["advanced"], admiral_variation=options["admiral"])
    s.rewards = list(data.REWARD_CARDS)
    rng.shuffle(s.rewards)
    green = list(data.MINISTRY_CHITS)
    rng.shuffle(green)
    s.chits = [sorted(green[2 * m: 2 * m + 2], reverse=True) for m in range(3)]
    blue = list(data.DISTANT_CHITS)
    rng.shuffle(blue)
    s.distant_chits = blue[: len(data.DISTANT_LANDS)]
    lands = list(data.FOREIGN_LANDS)
    rng.shuffle(lands)
    s.lands = lands[: data.FOREIGN_SPACES]
    s.boxes = [[-1] * len(data.FOREIGN_LANDS[land][1]) for land in s.lands]
    s.land_done = [False] * data.FOREIGN_SPACES
    named = [t for t in range(data.FIRST_CANDIDATE, data.TILES) if data.candidate_ministry(t) is not None]
    rng.shuffle(named)
    anys = [t for t in range(data.FIRST_CANDIDATE, data.TILES) if data.candidate_ministry(t) is None]
    s.candidates = anys + named  # top is last
    s.candidate = s.candidates.pop()
    officials = list(range(data.FIRST_CANDIDATE))
    rng.shuffle(officials)
    s.tile = [[-1] * data.SPACES for _ in MINISTRIES]
    s.owner = [[-1] * data.SPACES for _ in MINISTRIES]
    s.secured = [[False] * data.SPACES for _ in MINISTRIES]
    for m in range(3):
        for space in data.START_SPACES:
            s.tile[m][space - 1] = officials.pop()
    s.tile_stack = officials
    s.resolved = [False] * 3
    s.minister = [-1] * 3
    s.secretary = [-1] * 3
    s.students = [-1, -1]
    s.deck = [c for c in data.CARD_COINS for _ in range(data.CARDS_PER_TYPE - n)]
    rng.shuffle(s.deck)
    s.discard = [0, 0, 0]
    s.hands = [[1, 1, 1] for _ in range(n)]
    s.score = [0] * n
    s.detail = [{k: 0 for k in data.SOURCES} for _ in range(n)]
    s.distant = [[] for _ in data.DISTANT_LANDS]
    s.shipyard, s.ocean = [0] * n, [0] * n
    s.stock, s.colonies, s.insulted = [data.ARMIES] * n, [0] * n, [0] * n
    s.gifts = [[AVAILABLE] + [HIDDEN] * 5 for _ in range(n)]
    s.active = [[0] * n for _ in range(n)]
    s.held = [[] for _ in range(n)]
    s.passed, s.cubes, s.commercial = [False] * n, [0] * n, [False] * n
    s.used = [[] for _ in range(n)]
    s.chief = rng.below(n)
    log.append(T("cf.log.setup", lands=[_land(x) for x in s.lands], candidate=_candidate(s.candidate)))
    _start_round(s, log)
    return s


def _candidate(tile: int) -> Message:
    m = data.candidate_ministry(tile)
    return T("cf.candidate.any") if m is None else T("cf.candidate.of", ministry=_ministry(m))


def _start_round(s: State, log: list[Any]) -> None:
    """Count Gifts (C5), then the Chief Minister (C6)."""
    s.round += 1
    log.append(T("cf.log.round", round=s.round))
    for seat in range(s.n):
        given = sum(1 for h in range(s.n) if s.active[h][seat])
        held = sum(1 for v in s.active[seat] if v)
        s.cubes[seat] = rules.action_cubes(given, held)
    s.passed = [False] * s.n
    s.used = [[] for _ in range(s.n)]
    s.commercial = [False] * s.n
    s.favour_done = False
    s.force_exam = False
    if s.round == 1:
        _set_chief(s, s.chief, log)
    else:
        s.phase = "chief"
        s.pending = {"kind": "chief", "seat": s.chief}


def _set_chief(s: State, seat: int, log: list[Any]) -> None:
    s.chief = seat
    s.cubes[seat] -= 1  # the cube on Imperial Favour
    log.append(T("cf.log.chief", who=s.names[seat]))
    s.phase = "actions"
    _offer_turn(s, (seat + 1) % s.n, log)


def _offer_turn(s: State, seat: int, log: list[Any]) -> None:
    """The next turn of the Actions phase from ``seat`` on, skipping passed seats; a seat
    whose only option is to pass passes at once (C8). All passed: Imperial Favour (C9)."""
    for cand in _after(s, seat):
        if s.passed[cand]:
            continue
        s.pending = {"kind": "turn", "seat": cand, "via": "cube"}
        s.current = cand
        opts = cached_options(s)
        if len(opts) == 1 and opts[0][0] == "pass":
            s.passed[cand] = True
            log.append(T("cf.log.pass", who=s.names[cand]))
            continue
        return
    if not s.favour_done:
        s.favour_done = True
        s.current = s.chief
        s.pending = {"kind": "turn", "seat": s.chief, "via": "favour"}
        return
    s.pending = None
    s.phase = "court"
    s.queue = ["wall", "exam", "resolve", "invade", "officials", "discard", "endcheck"]


def _end_turn(s: State, seat: int, log: list[Any]) -> None:
    _offer_turn(s, (seat + 1) % s.n, log)


# -- the options of every decision (the single source of legality) ----------------------------


def cached_options(s: State) -> list[Option]:
    """:func:`options`, computed once per pending decision: kept in the state's ``_cache``
    (outside its fields: copies, snapshots and determinized states leave it out) with the
    pending decision it belongs to. :func:`apply` drops it before changing anything; code
    that edits a state by hand sets a new ``pending`` dict or drops ``_cache`` itself."""
    cache = s.__dict__.get("_cache")
    if cache is not None and cache[0] is s.pending:
        return cache[1]
    opts = options(s)
    s.__dict__["_cache"] = (s.pending, opts)
    return opts


def options(s: State) -> list[Option]:
    """Every legal (id, label, payload) of the pending decision."""
    p = s.pending
    if p is None:
        return []
    kind = p["kind"]
    seat = p["seat"]
    if kind == "chief":
        return [(f"chief-{o}", T("cf.act.chief", who=s.names[o]), {"seat": o}) for o in range(s.n) if o != seat]
    if kind == "turn":
        return _turn_options(s, seat, p["via"])
    if kind == "pay":
        return _pay_options(s, seat, p)
    if kind == "land":
        return [(f"land-{land}", T("cf.act.land", land=_distant(land), chit=s.distant_chits[i]), {"land": i})
                for i, land in enumerate(data.DISTANT_LANDS) if seat not in s.distant[i]]
    if kind == "tutor":
        return _tutor_options(s, seat, p)
    if kind == "place":
        return [(f"place-{MINISTRIES[m]}-{sp}", T("cf.act.place_replace" if s.tile[m][sp - 1] >= 0 else "cf.act.place",
                                                  official=_official(m, sp)), {"m": m, "space": sp})
                for m, sp in p["options"]]
    if kind == "give":
        return [(f"give-{o}", T("cf.act.give", who=s.names[o], ministry=_ministry(s.resolving["m"])), {"to": o})
                for o in p["options"]]
    if kind == "discard":
        return [(f"discard-{c}", T("cf.act.discard", c=c), {"c": c}) for c in data.CARD_COINS if s.hands[seat][c - 1]]
    return []


def _turn_options(s: State, seat: int, via: str) -> list[Option]:
    out: list[Option] = []
    cube = via == "cube"
    left = s.cubes[seat]

    used = s.used[seat]
    allowed = {a: not cube or rules.cube_cost(a, used) <= left for a in data.ACTIONS}
    coins = _cash(s, seat)
    purse = {"coins": coins, "licences": _cash(s, seat, "licences")}

    def add(action: str, aid: str, text: Callable[[], Message], cost: int = 0, mode: str = "coins",
            **extra: Any) -> None:
        """An option if its cubes and cost can be paid (its label made only then)."""
        if allowed[action] and purse[mode] >= cost:
            out.append((aid, text(), {"a": action, "cost": cost, "mode": mode, "via": via, **extra}))

    gifts = _gift_map(s)
    for m in range(3):
        if s.resolved[m] or not (allowed["bribe"] or allowed["secure"]):
            continue
        blocked = rules.bribe_blocked(seat, _influence(s, m), {o for o in s.owner[m] if o >= 0}, gifts)
        for sp in range(1, data.SPACES + 1):
            t, o = s.tile[m][sp - 1], s.owner[m][sp - 1]
            if t < 0:
                continue
            if o < 0 and not blocked:
                cost = _bribe_cost(s, seat, t)
                add("bribe", f"bribe-{MINISTRIES[m]}-{sp}",
                    lambda: T("cf.act.bribe", official=_official(m, sp), cost=cost), cost, m=m, space=sp)
            elif o == seat and not s.secured[m][sp - 1]:
                cost = _bribe_cost(s, seat, t)
                add("secure", f"secure-{MINISTRIES[m]}-{sp}",
                    lambda: T("cf.act.secure", official=_official(m, sp), cost=cost), cost, m=m, space=sp)
    if s.round > 1:
        if seat not in s.students:
            for i in (0, 1):
                if s.students[i] < 0:
                    add("nominate", f"nominate-{SPACE_NAMES[i]}", lambda: T("cf.act.nominate", space=_space(i)),
                        data.EXAM_CASH, space=i)
        if not s.force_exam:
            add("force-exam", "force-exam", lambda: T("cf.act.force"), data.EXAM_CASH)
    gongbu = _has_official(s, seat, GONGBU)
    for k in range(1, min(4, s.junk_supply) + 1):
        cost = rules.junk_cost(k, gongbu)
        add("buy-junks", f"junks-{k}", lambda: T("cf.act.junks", k=k, cost=cost), cost, k=k)
    unvisited = sum(1 for arrivals in s.distant if seat not in arrivals)
    most = min(s.shipyard[seat], data.VOYAGE_JUNKS * unvisited + data.VOYAGE_JUNKS - 1 - s.ocean[seat])
    for k in range(1, most + 1):
        add("voyage", f"voyage-{k}", lambda: T("cf.act.voyage", k=k), k, "licences", k=k)
    if s.stock[seat]:
        cost = data.RECRUIT_COST[1 if _has_official(s, seat, BINGBU) else 0]
        add("recruit", "recruit", lambda: T("cf.act.recruit", cost=cost), cost, "licences")
    if s.colonies[seat]:
        for i, land in enumerate(s.lands):
            if s.land_done[i]:
                continue
            cost = data.FOREIGN_LANDS[land][0]
            for b, o in enumerate(s.boxes[i]):
                if o < 0:
                    add("invade", f"invade-{land}-{b + 1}", lambda: T("cf.act.invade", land=_land(land), box=b + 1,
                                                              vp=data.FOREIGN_LANDS[land][1][b], cost=cost),
                        cost, land=i, box=b)
    for v in data.GIFT_VALUES:
        state = s.gifts[seat][v - 1]
        if state == HIDDEN and coins >= v:
            add("buy-gift", f"buy-gift-{v}", lambda: T("cf.act.buy_gift", gift=_gift(v), v=v), v, v=v)
        elif state == AVAILABLE:
            for r in range(s.n):
                if r != seat and s.active[seat][r] <= v:  # obligation 1: no inferior return gift
                    add("give-gift", f"give-gift-{v}-{r}", lambda: T("cf.act.give_gift", gift=_gift(v), v=v, who=s.names[r]),
                        v=v, to=r)
    for m in range(3):
        if s.resolved[m]:
            continue
        for sp in range(1, data.SPACES + 1):
            if s.owner[m][sp - 1] == seat:
                for r in range(s.n):
                    if r != seat:
                        add("transfer", f"transfer-{MINISTRIES[m]}-{sp}-{r}",
                            lambda: T("cf.act.transfer", official=_official(m, sp), who=s.names[r]), m=m, space=sp, to=r)
    if s.advanced and allowed["petition"]:
        for v in data.GIFT_VALUES[1:]:
            if s.gifts[seat][v - 1] == AVAILABLE:
                out.extend(_petition_options(s, seat, v, via))
    if not s.commercial[seat]:
        add("commercial", "commercial", lambda: T("cf.act.commercial"))
    add("tax", "tax", lambda: T("cf.act.tax"))
    add("no-action", "no-action", lambda: T("cf.act.no_action"))
    if cube:
        out.extend(_reward_options(s, seat))
        if left == 0:
            out.append(("pass", T("cf.act.pass"), {"a": "pass"}))
    return out


def _petition_options(s: State, seat: int, v: int, via: str) -> list[Option]:
    """Petition the Emperor with an available gift of value ``v`` (advanced game, C22)."""
    out: list[Option] = []
    gift = _gift(v)
    base = {"a": "petition", "v": v, "cost": 0, "mode": "coins", "via": via}
    if v == 2:
        for src in range(s.n):
            if s.shipyard[src]:
                k = min(2, s.shipyard[src])  # ruling 5
                for dst in range(s.n):
                    if dst != src:
                        out.append((f"petition-2-{src}-{dst}", T("cf.act.petition2", gift=gift, k=k, src=s.names[src],
                                                                 dst=s.names[dst]), {**base, "src": src, "dst": dst}))
    elif v == 3:
        for i in (0, 1):
            if s.students[i] >= 0 and s.students[i] != seat:
                out.append((f"petition-3-{SPACE_NAMES[i]}", T("cf.act.petition3", gift=gift, who=s.names[s.students[i]],
                                                              space=_space(i)), {**base, "space": i}))
    elif v == 4:
        tiles = [(m, sp) for m in range(3) if not s.resolved[m] for sp in range(1, 8) if s.tile[m][sp - 1] >= 0]
        for m1, sp1 in tiles:
            if s.owner[m1][sp1 - 1] != seat:
                continue
            for m2, sp2 in tiles:
                if sp2 >= sp1 and (m2, sp2) != (m1, sp1):
                    out.append((f"petition-4-{MINISTRIES[m1]}-{sp1}-{MINISTRIES[m2]}-{sp2}",
                                T("cf.act.petition4", gift=gift, a=_official(m1, sp1), b=_official(m2, sp2)),
                                {**base, "from": [m1, sp1], "to": [m2, sp2]}))
    elif v == 5:
        open_boxes = [(j, c) for j in range(3) if not s.land_done[j] for c, o in enumerate(s.boxes[j]) if o < 0]
        for i in range(3):
            if s.land_done[i]:
                continue
            for b, o in enumerate(s.boxes[i]):
                if o < 0:
                    continue
                for j, c in open_boxes:
                    out.append((f"petition-5-{s.lands[i]}-{b + 1}-{s.lands[j]}-{c + 1}",
                                T("cf.act.petition5", gift=gift, who=s.names[o], land=_land(s.lands[i]), box=b + 1,
                                  land2=_land(s.lands[j]), box2=c + 1), {**base, "from": [i, b], "to": [j, c]}))
    elif v == 6:
        for m in range(3):
            if s.resolved[m]:
                continue
            for sp in range(1, 8):
                if s.owner[m][sp - 1] >= 0 and not s.secured[m][sp - 1]:
                    for r in range(s.n):
                        out.append((f"petition-6-{MINISTRIES[m]}-{sp}-{r}",
                                    T("cf.act.petition6", gift=gift, official=_official(m, sp), who=s.names[r]),
                                    {**base, "m": m, "space": sp, "to": r}))
    return out


def _bribery_ministries(s: State, kind: str) -> list[int]:
    """Where a Bribery reward card works: its ministry, or any unresolved one once that is
    resolved (Any Ministry: any unresolved one)."""
    named = kind.removeprefix("bribe-")
    if named in MINISTRIES and not s.resolved[MINISTRIES.index(named)]:
        return [MINISTRIES.index(named)]
    return [m for m in range(3) if not s.resolved[m]]


def _reward_options(s: State, seat: int) -> list[Option]:
    """Emperor's Reward cards as a whole turn (C23); a card with no possible effect waits."""
    out: list[Option] = []
    for kind in sorted(set(s.held[seat])):
        card = _reward(kind)
        base = {"a": "reward", "kind": kind, "cost": 0, "mode": "coins", "via": "reward"}
        if kind == "cash":
            out.append(("reward-cash", T("cf.act.reward_cash", card=card), base))
        elif kind == "gift":
            for v in data.GIFT_VALUES:
                if s.gifts[seat][v - 1] == HIDDEN:
                    out.append((f"reward-gift-{v}", T("cf.act.reward_gift", card=card, gift=_gift(v)), {**base, "v": v}))
        elif kind == "extra":
            out.append(("reward-extra", T("cf.act.reward_extra", card=card), base))
        elif kind == "insulted":
            if s.colonies[seat]:
                out.append(("reward-insulted", T("cf.act.reward_insulted", card=card), base))
        elif kind == "recruit":
            if s.stock[seat]:
                out.append(("reward-recruit", T("cf.act.reward_recruit", card=card), base))
        else:
            coins = _cash(s, seat)
            for m in _bribery_ministries(s, kind):
                for sp in range(1, 8):
                    t, o = s.tile[m][sp - 1], s.owner[m][sp - 1]
                    if t < 0 or s.secured[m][sp - 1] or o == seat:
                        continue
                    aid = f"reward-{kind}-{MINISTRIES[m]}-{sp}"
                    if o < 0:
                        out.append((aid, T("cf.act.reward_bribe", card=card, official=_official(m, sp)),
                                    {**base, "m": m, "space": sp}))
                    else:
                        cost = _bribe_cost(s, seat, t)
                        if coins >= cost:
                            out.append((aid, T("cf.act.reward_take", card=card, official=_official(m, sp),
                                               who=s.names[o], cost=cost), {**base, "m": m, "space": sp, "cost": cost}))
    return out


def _pay_options(s: State, seat: int, p: dict[str, Any]) -> list[Option]:
    """Payment card by card (C11): each card counts as its coins or its licences; the payment
    ends with the card that reaches the cost (no change). Commercial Income pays 0-4 coins
    and ends when the payer says so."""
    out: list[Option] = []
    mode = p["mode"]
    paid = sum(data.card_value(c, mode) for c in p["paid"])
    for c in data.CARD_COINS:
        if s.hands[seat][c - 1] and (not p["upto"] or paid + c <= data.COMMERCIAL_MAX):
            value = data.card_value(c, mode)
            text = T("cf.act.pay", c=c, l=4 - c, value=value, mode=T(f"cf.mode.{mode}", n=value))
            out.append((f"pay-{c}", text, {"c": c}))
    if p["upto"]:
        out.append(("pay-done", T("cf.act.pay_done", n=paid + 1), {"done": True}))
    return out


def _tutor_options(s: State, seat: int, p: dict[str, Any]) -> list[Option]:
    """Tutoring (C30): choose a student as obligation 3 demands, then lay cards face down."""
    if p["space"] < 0:
        targets = rules.tutor_targets(seat, (s.students[0], s.students[1]), _gift_map(s))
        return [(f"tutor-{SPACE_NAMES[i]}", T("cf.act.tutor", who=s.names[s.students[i]], space=_space(i)), {"space": i})
                for i in targets]
    out: list[Option] = [(f"card-{c}", T("cf.act.tutor_card", c=c), {"c": c}) for c in data.CARD_COINS if s.hands[seat][c - 1]]
    if p["cards"]:
        out.append(("tutor-done", T("cf.act.tutor_done", k=len(p["cards"])), {"done": True}))
    return out


# -- carrying out decisions ---------------------------------------------------------------------


def apply(s: State, seat: int, action_id: str, rng: Rng, log: list[Any]) -> bool:
    payload = next((pl for aid, _, pl in cached_options(s) if aid == action_id), None)
    if payload is None:
        raise MingTableError(T("cf.err.not_legal", action=echo(action_id)))
    del s.__dict__["_cache"]
    s.barrier = False
    p = s.pending
    assert p is not None
    kind = p["kind"]
    if kind == "chief":
        s.pending = None
        _set_chief(s, payload["seat"], log)
    elif kind == "turn":
        _choose(s, seat, payload, rng, log)
    elif kind == "pay":
        _pay(s, seat, p, payload, rng, log)
    elif kind == "land":
        _arrive(s, seat, payload["land"], log)
        p["left"] -= 1
        if p["left"] == 0:
            _end_turn(s, seat, log)
    elif kind == "tutor":
        _tutor(s, seat, p, payload, log)
    elif kind == "place":
        s.pending = None
        _place_candidate(s, p["winner"], payload["m"], payload["space"], log)
        _next_candidate(s, log)
    elif kind == "give":
        s.pending = None
        _give_influence(s, seat, payload["to"], log)
    elif kind == "discard":
        c = payload["c"]
        s.hands[seat][c - 1] -= 1
        s.discard[c - 1] += 1
        log.append(T("cf.log.discard", who=s.names[seat], c=c))
        s.pending = None
    _run(s, rng, log)
    return s.barrier


def _choose(s: State, seat: int, act: dict[str, Any], rng: Rng, log: list[Any]) -> None:
    """A turn's choice: spend its cubes (C10), then pay or carry it out."""
    a = act["a"]
    if a == "pass":
        s.passed[seat] = True
        log.append(T("cf.log.pass", who=s.names[seat]))
        s.pending = None
        _offer_turn(s, (seat + 1) % s.n, log)
        return
    if act["via"] == "cube":
        s.cubes[seat] -= rules.cube_cost(a, s.used[seat])
        if a != "transfer":
            s.used[seat].append(a)
    elif act["via"] == "favour":
        log.append(T("cf.log.favour", who=s.names[seat]))
    if a == "commercial":
        s.commercial[seat] = True
        s.pending = {"kind": "pay", "seat": seat, "mode": "coins", "need": data.COMMERCIAL_MAX, "paid": [], "upto": True,
                     "act": act}
        return
    if act["cost"] > 0:
        s.pending = {"kind": "pay", "seat": seat, "mode": act["mode"], "need": act["cost"], "paid": [], "upto": False,
                     "act": act}
        return
    s.pending = None
    _perform(s, seat, act, [], rng, log)


def _pay(s: State, seat: int, p: dict[str, Any], payload: dict[str, Any], rng: Rng, log: list[Any]) -> None:
    if not payload.get("done"):
        c = payload["c"]
        s.hands[seat][c - 1] -= 1
        p["paid"].append(c)
        if p["upto"] or sum(data.card_value(x, p["mode"]) for x in p["paid"]) < p["need"]:
            return
    for c in p["paid"]:
        s.discard[c - 1] += 1
    s.pending = None
    _perform(s, seat, p["act"], p["paid"], rng, log)


def _perform(s: State, seat: int, act: dict[str, Any], paid: list[int], rng: Rng, log: list[Any]) -> None:
    """Carry out a chosen (and paid) action (C12-C23); then the turn ends unless it asks more."""
    who = s.names[seat]
    a = act["a"]
    cards = len(paid)
    if a == "bribe":
        m, sp = act["m"], act["space"]
        s.owner[m][sp - 1] = seat
        log.append(T("cf.log.bribe", who=who, official=_official(m, sp), cost=act["cost"], cards=cards))
    elif a == "secure":
        m, sp = act["m"], act["space"]
        s.secured[m][sp - 1] = True
        log.append(T("cf.log.secure", who=who, official=_official(m, sp), cards=cards))
    elif a == "nominate":
        s.students[act["space"]] = seat
        log.append(T("cf.log.nominate", who=who, space=_space(act["space"])))
    elif a == "force-exam":
        s.force_exam = True
        log.append(T("cf.log.force", who=who))
    elif a == "buy-junks":
        s.junk_supply -= act["k"]
        s.shipyard[seat] += act["k"]
        log.append(T("cf.log.junks", who=who, k=act["k"], cards=cards))
    elif a == "voyage":
        k = act["k"]
        s.shipyard[seat] -= k
        s.ocean[seat] += k
        done = s.ocean[seat] // data.VOYAGE_JUNKS
        s.ocean[seat] -= done * data.VOYAGE_JUNKS
        s.junk_supply += done * data.VOYAGE_JUNKS
        log.append(T("cf.log.voyage", who=who, k=k, voyages=done))
        if done:
            s.pending = {"kind": "land", "seat": seat, "left": done}
            return
    elif a == "recruit":
        s.stock[seat] -= 1
        s.colonies[seat] += 1
        log.append(T("cf.log.recruit", who=who, cards=cards))
    elif a == "invade":
        i, b = act["land"], act["box"]
        s.colonies[seat] -= 1
        s.boxes[i][b] = seat
        log.append(T("cf.log.invade", who=who, land=_land(s.lands[i]), box=b + 1))
    elif a == "buy-gift":
        s.gifts[seat][act["v"] - 1] = AVAILABLE
        log.append(T("cf.log.buy_gift", who=who, gift=_gift(act["v"])))
    elif a == "give-gift":
        _give_gift(s, seat, act["to"], act["v"], log)
    elif a == "transfer":
        m, sp, r = act["m"], act["space"], act["to"]
        s.owner[m][sp - 1] = r
        log.append(T("cf.log.transfer", who=who, official=_official(m, sp), other=s.names[r]))
        _cancel_gift(s, seat, r, log)
    elif a == "petition":
        _petition(s, seat, act, log)
    elif a == "commercial":
        got = _draw(s, seat, sum(paid) + 1, rng)
        log.append(T("cf.log.commercial", who=who, coins=sum(paid), k=got))
    elif a == "tax":
        got = _draw(s, seat, data.TAX_CARDS, rng)
        log.append(T("cf.log.tax", who=who, k=got))
    elif a == "no-action":
        log.append(T("cf.log.no_action", who=who))
    elif a == "reward":
        if _play_reward(s, seat, act, rng, log):
            return
    _end_turn(s, seat, log)


def _give_gift(s: State, giver: int, to: int, v: int, log: list[Any]) -> None:
    """Give Gift (C25-C26): replaces the recipient's earlier gift from the giver; a gift worth
    more than the one the giver holds from the recipient cancels that one."""
    log.append(T("cf.log.give_gift", who=s.names[giver], gift=_gift(v), other=s.names[to]))
    old = s.active[to][giver]
    if old:
        s.gifts[giver][old - 1] = GONE
        log.append(T("cf.log.gift_replaced", gift=_gift(old)))
    s.active[to][giver] = v
    s.gifts[giver][v - 1] = ACTIVE
    if 0 < s.active[giver][to] < v:
        _cancel_gift(s, giver, to, log)


def _petition(s: State, seat: int, act: dict[str, Any], log: list[Any]) -> None:
    v = act["v"]
    s.gifts[seat][v - 1] = GONE
    who = s.names[seat]
    if v == 2:
        k = min(2, s.shipyard[act["src"]])
        s.shipyard[act["src"]] -= k
        s.shipyard[act["dst"]] += k
        log.append(T("cf.log.petition2", who=who, k=k, src=s.names[act["src"]], dst=s.names[act["dst"]]))
    elif v == 3:
        i = act["space"]
        log.append(T("cf.log.petition3", who=who, other=s.names[s.students[i]], space=_space(i)))
        s.students[i] = seat
    elif v == 4:
        (m1, sp1), (m2, sp2) = act["from"], act["to"]
        for grid in (s.tile, s.owner, s.secured):
            grid[m1][sp1 - 1], grid[m2][sp2 - 1] = grid[m2][sp2 - 1], grid[m1][sp1 - 1]
        log.append(T("cf.log.petition4", who=who, a=_official(m1, sp1), b=_official(m2, sp2)))
    elif v == 5:
        (i, b), (j, c) = act["from"], act["to"]
        o = s.boxes[i][b]
        s.boxes[i][b], s.boxes[j][c] = -1, o
        log.append(T("cf.log.petition5", who=who, other=s.names[o], land=_land(s.lands[i]), box=b + 1,
                     land2=_land(s.lands[j]), box2=c + 1))
    else:
        m, sp, r = act["m"], act["space"], act["to"]
        s.owner[m][sp - 1] = r
        s.secured[m][sp - 1] = True
        log.append(T("cf.log.petition6", who=who, official=_official(m, sp), other=s.names[r]))


def _play_reward(s: State, seat: int, act: dict[str, Any], rng: Rng, log: list[Any]) -> bool:
    """Play an Emperor's Reward card; True if the turn goes on (Extra Action)."""
    kind = act["kind"]
    s.held[seat].remove(kind)
    s.spent.append(kind)
    who = s.names[seat]
    log.append(T("cf.log.reward_play", who=who, card=_reward(kind)))
    if kind == "cash":
        got = _draw(s, seat, 4, rng)
        log.append(T("cf.log.draw", who=who, k=got))
    elif kind == "gift":
        s.gifts[seat][act["v"] - 1] = AVAILABLE
        log.append(T("cf.log.buy_gift", who=who, gift=_gift(act["v"])))
    elif kind == "extra":
        s.pending = {"kind": "turn", "seat": seat, "via": "extra"}
        return True
    elif kind == "insulted":
        s.colonies[seat] -= 1
        s.insulted[seat] += 1
        _add_score(s, seat, "insulted", data.INSULTED_VP)
        log.append(T("cf.log.insulted", who=who, vp=data.INSULTED_VP))
    elif kind == "recruit":
        s.stock[seat] -= 1
        s.colonies[seat] += 1
        log.append(T("cf.log.recruit_free", who=who))
    else:
        m, sp = act["m"], act["space"]
        old = s.owner[m][sp - 1]
        s.owner[m][sp - 1] = seat
        s.secured[m][sp - 1] = False
        if old >= 0:
            log.append(T("cf.log.reward_take", who=who, official=_official(m, sp), other=s.names[old]))
        else:
            log.append(T("cf.log.bribe_free", who=who, official=_official(m, sp)))
    return False


def _arrive(s: State, seat: int, i: int, log: list[Any]) -> None:
    """A completed voyage (C16): the first arrival takes the chit; every arrival draws a
    reward card while any remain."""
    s.distant[i].append(seat)
    land = data.DISTANT_LANDS[i]
    chit = s.distant_chits[i]
    log.append(T("cf.log.arrive", who=s.names[seat], land=_distant(land)))
    if chit:
        s.distant_chits[i] = 0
        _add_score(s, seat, "distant", chit)
        log.append(T("cf.log.first", who=s.names[seat], vp=chit))
    _draw_reward(s, seat, log)


# -- the Court and the End of Round --------------------------------------------------------------


def _run(s: State, rng: Rng, log: list[Any]) -> None:
    """Run the automatic steps until a decision is needed or the game is over."""
    while s.pending is None and s.queue:
        step = s.queue.pop(0)
        STEPS[step](s, rng, log)


def _step_wall(s: State, rng: Rng, log: list[Any]) -> None:
    """Build the Great Wall (C28)."""
    s.wall += 1
    s.forced = data.WALL_FORCES.get(s.wall, -1)
    log.append(T("cf.log.wall", k=s.wall))


def _step_exam(s: State, rng: Rng, log: list[Any]) -> None:
    """The Imperial Examination (C29-C31): both students in place or forced."""
    red, white = s.students
    if s.candidate < 0 or not ((red >= 0 and white >= 0) or s.force_exam):
        return
    if red < 0 and white < 0:
        s.force_exam = False
        log.append(T("cf.log.exam_none"))
        return
    if red >= 0 and white >= 0 and red != white:
        s.exam = {"order": _after(s, s.chief), "i": 0}
        s.tutors = []
        log.append(T("cf.log.exam_contested", a=s.names[red], b=s.names[white]))
        s.queue.insert(0, "tutor")
        return
    winner = red if red >= 0 else white
    log.append(T("cf.log.exam_uncontested", who=s.names[winner]))
    s.exam = {"winner": winner}
    s.queue.insert(0, "place")


def _step_tutor(s: State, rng: Rng, log: list[Any]) -> None:
    exam = s.exam
    assert exam is not None
    while exam["i"] < len(exam["order"]):
        seat = exam["order"][exam["i"]]
        if _cards(s, seat):
            s.pending = {"kind": "tutor", "seat": seat, "space": -1, "cards": []}
            s.queue.insert(0, "tutor")
            return
        log.append(T("cf.log.tutor_skip", who=s.names[seat]))
        exam["i"] += 1
    # every tutor has played: reveal (C31)
    coins = [0, 0]
    for seat, space, cards in s.tutors:
        coins[space] += sum(cards)
    win = rules.exam_winner((coins[0], coins[1]))
    winner, loser = s.students[win], s.students[1 - win]
    s.last_exam = {"tutors": copy_data(s.tutors), "coins": coins, "winner": winner, "students": list(s.students)}
    s.barrier = True
    log.append(T("cf.log.exam_result", who=s.names[winner], other=s.names[loser], a=coins[win], b=coins[1 - win]))
    for seat, space, cards in s.tutors:
        for c in cards:
            s.discard[c - 1] += 1
        giver = s.students[space]
        if len(cards) >= 3 and giver != seat and s.active[seat][giver]:
            _cancel_gift(s, seat, giver, log)
    s.tutors = []
    s.exam = {"winner": winner}
    s.queue.insert(0, "place")


def _tutor(s: State, seat: int, p: dict[str, Any], payload: dict[str, Any], log: list[Any]) -> None:
    if "space" in payload:
        p["space"] = payload["space"]
        return
    if "c" in payload:
        s.hands[seat][payload["c"] - 1] -= 1
        p["cards"].append(payload["c"])
        if _cards(s, seat):
            return
    s.tutors.append([seat, p["space"], list(p["cards"])])
    log.append(T("cf.log.tutor", who=s.names[seat], other=s.names[s.students[p["space"]]], k=len(p["cards"])))
    s.pending = None
    assert s.exam is not None
    s.exam["i"] += 1


def tutors_after(s: State, seat: int) -> list[int] | None:
    """While ``seat`` lays tutoring cards face down in a contested Imperial Examination (C30):
    the seats that tutor after it there (those with cards: C30 skips the others). None for any
    other decision. A game by link seals such a choice while a later tutor may not see it."""
    p, exam = s.pending, s.exam
    if p is None or p["kind"] != "tutor" or p["seat"] != seat or exam is None or "order" not in exam:
        return None
    return [o for o in exam["order"][exam["i"] + 1:] if _cards(s, o)]


def stand_ins(s: State, seat: int, actions: list[str]) -> list[str]:
    """Public stand-ins for ``seat``'s tutoring ``actions``, which left the position ``s``: the
    same student and the same number of face-down cards, each the lowest value left in the hand
    as it was before them. The next tutors' decisions, views and searches are the same after
    them as after the real cards (C30 shows only who tutors whom with how many)."""
    hand = list(s.hands[seat])
    for a in actions:
        if a.startswith("card-"):
            hand[int(a[5:]) - 1] += 1
    out = []
    for a in actions:
        if a.startswith("card-"):
            c = next(c for c in data.CARD_COINS if hand[c - 1])
            hand[c - 1] -= 1
            a = f"card-{c}"
        out.append(a)
    return out


def placements(s: State, tile: int) -> list[list[int]]:
    """Where the candidate may go (C32): an empty space of its ministry (any for Any
    Ministry), else an unbribed or unsecured official there; if that ministry is resolved
    or all secured, the same in any unresolved ministry (ruling 6)."""
    named = data.candidate_ministry(tile)
    home = [named] if named is not None else [0, 1, 2]
    home = [m for m in home if not s.resolved[m]]

    def empty(ms: list[int]) -> list[list[int]]:
        return [[m, sp] for m in ms for sp in range(1, 8) if s.tile[m][sp - 1] < 0]

    def loose(ms: list[int]) -> list[list[int]]:
        return [[m, sp] for m in ms for sp in range(1, 8) if s.tile[m][sp - 1] >= 0 and not s.secured[m][sp - 1]]

    for found in (empty(home), loose(home)):
        if found:
            return found
    others = [m for m in range(3) if not s.resolved[m]]
    return empty(others) or loose(others)


def _step_place(s: State, rng: Rng, log: list[Any]) -> None:
    assert s.exam is not None
    winner = s.exam["winner"]
    where = placements(s, s.candidate)
    if len(where) > 1:
        s.pending = {"kind": "place", "seat": winner, "winner": winner, "options": where}
        return
    if where:
        _place_candidate(s, winner, where[0][0], where[0][1], log)
    else:
        s.removed.append(s.candidate)
        log.append(T("cf.log.candidate_lost"))
    _next_candidate(s, log)


def _place_candidate(s: State, winner: int, m: int, sp: int, log: list[Any]) -> None:
    old = s.tile[m][sp - 1]
    if old >= 0:
        s.removed.append(old)
    s.tile[m][sp - 1] = s.candidate
    s.owner[m][sp - 1] = winner
    s.secured[m][sp - 1] = True
    if old >= 0:
        log.append(T("cf.log.candidate_replace", who=s.names[winner], official=_official(m, sp)))
    else:
        log.append(T("cf.log.candidate", who=s.names[winner], official=_official(m, sp)))


def _next_candidate(s: State, log: list[Any]) -> None:
    """Students leave, the next candidate is revealed; one of a resolved ministry is removed."""
    s.students = [-1, -1]
    s.force_exam = False
    s.exam = None
    s.candidate = -1
    while s.candidates:
        tile = s.candidates.pop()
        m = data.candidate_ministry(tile)
        s.barrier = True
        if m is not None and s.resolved[m]:
            s.removed.append(tile)
            log.append(T("cf.log.candidate_removed", candidate=_candidate(tile)))
            continue
        s.candidate = tile
        log.append(T("cf.log.candidate_next", candidate=_candidate(tile)))
        return
    s.end = True
    log.append(T("cf.log.candidates_out"))


def _full(s: State, m: int) -> bool:
    return all(t >= 0 for t in s.tile[m]) and all(o >= 0 for o in s.owner[m])


def _step_resolve(s: State, rng: Rng, log: list[Any]) -> None:
    """Ministry Resolution (C33) of every full ministry, in board order."""
    for m in range(3):
        if not s.resolved[m] and _full(s, m):
            _begin_resolution(s, m, log)
            s.queue[:0] = ["resolving", "resolve"]
            return


def _begin_resolution(s: State, m: int, log: list[Any]) -> None:
    s.secured[m] = [o >= 0 for o in s.owner[m]]
    s.resolving = {"m": m, "credit": list(s.owner[m])}
    log.append(T("cf.log.resolve", ministry=_ministry(m)))


def _credit(s: State) -> dict[int, int]:
    assert s.resolving is not None
    return {sp + 1: o for sp, o in enumerate(s.resolving["credit"]) if o >= 0}


def _step_resolving(s: State, rng: Rng, log: list[Any]) -> None:
    res = s.resolving
    assert res is not None
    credit = _credit(s)
    while len(rules.influence(credit)) > 2:
        loser = rules.least_influence(credit)
        remaining = [o for o in rules.influence(credit) if o != loser]
        opts = rules.recipients(loser, remaining, _gift_map(s))
        if len(opts) > 1:
            s.pending = {"kind": "give", "seat": loser, "options": opts}
            s.queue.insert(0, "resolving")
            return
        _give_influence(s, loser, opts[0], log)
        credit = _credit(s)
    m = res["m"]
    minister, secretary = rules.top_two(credit)
    s.resolved[m] = True
    s.resolving = None
    if minister is None or secretary is None:
        log.append(T("cf.log.resolve_nobody", ministry=_ministry(m)))
    else:
        s.minister[m], s.secretary[m] = minister, secretary
        _add_score(s, minister, "ministry", s.chits[m][0])
        _add_score(s, secretary, "ministry", s.chits[m][1])
        log.append(T("cf.log.resolved", ministry=_ministry(m), minister=s.names[minister], secretary=s.names[secretary],
                     a=s.chits[m][0], b=s.chits[m][1]))
    if all(s.resolved):
        s.end = True


def _give_influence(s: State, loser: int, to: int, log: list[Any]) -> None:
    """An eliminated participant's influence goes to ``to`` for this resolution; giving it to
    the giver of a held gift cancels that gift (obligation 4)."""
    res = s.resolving
    assert res is not None
    res["credit"] = [to if o == loser else o for o in res["credit"]]
    log.append(T("cf.log.eliminated", who=s.names[loser], other=s.names[to]))
    _cancel_gift(s, loser, to, log)


def _step_invade(s: State, rng: Rng, log: list[Any]) -> None:
    """Invasions (C34): full tiles succeed; the Great Wall forces one (success or failure);
    the army in the reward box draws a reward card either way (ruling 8: soldier order)."""
    for i, land in enumerate(s.lands):
        if s.land_done[i]:
            continue
        full = all(o >= 0 for o in s.boxes[i])
        if not full and s.forced != i:
            continue
        s.land_done[i] = True
        _, vps, star = data.FOREIGN_LANDS[land]
        if full:
            log.append(T("cf.log.invasion_won", land=_land(land)))
            for b, o in enumerate(s.boxes[i]):
                _add_score(s, o, "invasion", vps[b])
                log.append(T("cf.log.invasion_vp", who=s.names[o], vp=vps[b]))
        else:
            log.append(T("cf.log.invasion_failed", land=_land(land)))
        if s.boxes[i][star] >= 0:
            _draw_reward(s, s.boxes[i][star], log)
    s.forced = -1


def _step_officials(s: State, rng: Rng, log: list[Any]) -> None:
    """New officials (C35): one on the lowest empty space of each ministry with a gap."""
    for m in range(3):
        for sp in range(7):
            if s.tile[m][sp] < 0 and s.tile_stack:
                s.tile[m][sp] = s.tile_stack.pop()
                s.barrier = True
                log.append(T("cf.log.new_official", official=_official(m, sp + 1)))
                break


def _step_discard(s: State, rng: Rng, log: list[Any]) -> None:
    """Discard down to 4 cards (C36), from the Chief Minister on."""
    for seat in _after(s, s.chief):
        if _cards(s, seat) > data.HAND_LIMIT:
            s.pending = {"kind": "discard", "seat": seat}
            s.queue.insert(0, "discard")
            return


def _step_endcheck(s: State, rng: Rng, log: list[Any]) -> None:
    """Game end (C37): all ministries resolved, the last candidate used or the 9th wall piece."""
    if s.end or s.wall >= data.WALL_PIECES:
        log.append(T("cf.log.game_end"))
        s.queue = ["final", "offices"]
        return
    _start_round(s, log)


def _step_final(s: State, rng: Rng, log: list[Any]) -> None:
    """End-game resolution of every unresolved ministry with the markers present (C38)."""
    for m in range(3):
        if not s.resolved[m]:
            _begin_resolution(s, m, log)
            s.queue[:0] = ["resolving", "final"]
            return


def office_counts(s: State) -> dict[str, list[int]]:
    """Chief Minister, Admiral and General counts per seat (C39)."""
    return {
        "chief": [sum(row.count(seat) for row in s.owner) + s.minister.count(seat) + s.secretary.count(seat)
                  for seat in range(s.n)],
        "admiral": [data.VOYAGE_JUNKS * sum(seat in a for a in s.distant) + s.ocean[seat] for seat in range(s.n)],
        "general": [sum(row.count(seat) for row in s.boxes) + s.insulted[seat] + s.colonies[seat] for seat in range(s.n)],
    }


OFFICE_TIE = {"chief": HUBU, "admiral": GONGBU, "general": BINGBU}


def _step_offices(s: State, rng: Rng, log: list[Any]) -> None:
    counts = office_counts(s)
    for office in ("chief", "admiral", "general"):
        tie = s.minister[OFFICE_TIE[office]]
        holder = rules.office_holder(counts[office], tie if tie >= 0 else None)
        s.offices[office] = holder
        if holder is None:
            log.append(T("cf.log.office_none", office=T(f"cf.office.{office}")))
        else:
            _add_score(s, holder, "office", 1)
            log.append(T("cf.log.office", who=s.names[holder], office=T(f"cf.office.{office}")))
    s.phase = "over"
    s.pending = None
    s.queue = []
    won = winners(s)
    log.append(T("cf.log.winner", names=[s.names[w] for w in won], n=len(won)))


def winners(s: State) -> list[int]:
    o = s.offices
    return rules.winner(s.score, o.get("admiral"), o.get("chief"), o.get("general"), s.admiral_variation)


STEPS = {
    "wall": _step_wall, "exam": _step_exam, "tutor": _step_tutor, "place": _step_place, "resolve": _step_resolve,
    "resolving": _step_resolving, "invade": _step_invade, "officials": _step_officials, "discard": _step_discard,
    "endcheck": _step_endcheck, "final": _step_final, "offices": _step_offices,
}


# -- views ------------------------------------------------------------------------------------------


def view(s: State, seat: int | None) -> dict[str, Any]:
    """What ``seat`` may see (C40): hands and held reward cards by count only (ruling 1),
    face-down tutoring cards by count until revealed, no pile order."""
    own = seat is not None and 0 <= seat < s.n
    p = s.pending
    decision = None
    if p is not None:
        decision = {"kind": p["kind"], "seat": p["seat"], "rule": RULE_OF[p["kind"]]}
        if p["kind"] == "turn":
            decision["via"] = p["via"]
        if p["kind"] == "pay":
            decision.update(mode=p["mode"], need=p["need"], paid=list(p["paid"]), upto=p["upto"], action=p["act"]["a"])
        if p["kind"] == "tutor":
            decision["space"] = p["space"]
            decision["cards"] = list(p["cards"]) if own and seat == p["seat"] else len(p["cards"])
        if p["kind"] == "land":
            decision["left"] = p["left"]
    players = [
        {
            "name": s.names[o],
            "colour": data.COLOURS[o],
            "score": s.score[o],
            "cards": _cards(s, o),
            "rewards": len(s.held[o]),
            "cubes": s.cubes[o],
            "used": list(s.used[o]),
            "passed": s.passed[o],
            "commercial": s.commercial[o],
            "gifts": list(s.gifts[o]),
            "holds": list(s.active[o]),
            "shipyard": s.shipyard[o],
            "ocean": s.ocean[o],
            "stock": s.stock[o],
            "colonies": s.colonies[o],
            "insulted": s.insulted[o],
        }
        for o in range(s.n)
    ]
    tutors = [
        {"seat": t, "space": sp, "cards": list(cards) if own and t == seat else len(cards)} for t, sp, cards in s.tutors
    ]
    return {
        "seat": seat,
        "round": s.round,
        "phase": s.phase,
        "options": {"advanced": s.advanced, "admiral": s.admiral_variation},
        "chief": s.chief,
        "current": s.current,
        "players": players,
        "hand": list(s.hands[seat]) if own else None,
        "held": sorted(s.held[seat]) if own else None,
        "ministries": [
            {
                "id": MINISTRIES[m],
                "tiles": [(-1 if t < 0 else data.tile_cost(t)) for t in s.tile[m]],
                "candidates": [t >= data.FIRST_CANDIDATE for t in s.tile[m]],
                "owners": list(s.owner[m]),
                "secured": list(s.secured[m]),
                "resolved": s.resolved[m],
                "minister": s.minister[m],
                "secretary": s.secretary[m],
                "chits": list(s.chits[m]),
            }
            for m in range(3)
        ],
        "officials_left": len(s.tile_stack),
        "students": list(s.students),
        "force_exam": s.force_exam,
        "candidate": None if s.candidate < 0 else data.candidate_ministry(s.candidate),
        "candidate_any": s.candidate >= 0 and data.candidate_ministry(s.candidate) is None,
        "candidates_left": len(s.candidates),
        "tutors": tutors,
        "last_exam": copy_data(s.last_exam),
        "wall": s.wall,
        "foreign": [{"id": land, "boxes": list(s.boxes[i]), "done": s.land_done[i]} for i, land in enumerate(s.lands)],
        "distant": [{"id": land, "arrivals": list(s.distant[i]), "chit": s.distant_chits[i]}
                    for i, land in enumerate(data.DISTANT_LANDS)],
        "junks": s.junk_supply,
        "deck": len(s.deck),
        "discard": list(s.discard),
        "rewards_left": len(s.rewards),
        "resolving": None if s.resolving is None else {"ministry": MINISTRIES[s.resolving["m"]],
                                                       "credit": list(s.resolving["credit"])},
        "decision": decision,
        # a scoring moment: a ministry resolved (the app shows its summary once per id)
        "scoring": ({"id": "resolved-" + "-".join(MINISTRIES[m] for m in range(3) if s.resolved[m])}
                    if any(s.resolved) else None),
        "offices": dict(s.offices),
        "outcome": outcome(s),
    }


def outcome(s: State) -> dict[str, Any] | None:
    if s.phase != "over":
        return None
    return {"scores": list(s.score), "winners": winners(s), "detail": [dict(d) for d in s.detail],
            "offices": dict(s.offices)}


# -- the state contract --------------------------------------------------------------------------

_FLAT = ("passed", "cubes", "commercial", "deck", "discard", "score", "tile_stack", "resolved", "minister", "secretary",
         "students", "candidates", "lands", "land_done", "distant_chits", "shipyard", "ocean", "stock", "colonies",
         "insulted", "rewards", "spent", "removed")
_NESTED = ("used", "hands", "tile", "owner", "secured", "chits", "boxes", "distant", "gifts", "active", "held")


def copy_state(s: State) -> State:
    """A structural copy by hand (much faster than a pickle round trip)."""
    d = s.__dict__
    c = State.__new__(State)
    cd = c.__dict__
    cd.update(d)
    cd.pop("_cache", None)
    for k in _FLAT:
        cd[k] = d[k][:]
    for k in _NESTED:
        cd[k] = [row[:] for row in d[k]]
    cd["queue"] = d["queue"][:]
    cd["detail"] = [dict(x) for x in d["detail"]]
    cd["tutors"] = [[t, sp, cards[:]] for t, sp, cards in d["tutors"]]
    cd["offices"] = dict(d["offices"])
    for k in ("pending", "exam", "resolving"):
        if d[k] is not None:
            cd[k] = copy_data(d[k])
    return c


def determinize(s: State, seat: int, rng: Rng) -> State:
    """Resample what ``seat`` cannot see: the other hands and face-down tutoring cards (from
    those and the draw pile, sizes kept), the others' reward cards (with the reward stack),
    and the order of every face-down pile. What a seat could deduce by counting cards it
    saw paid is not used (docs/rules/confucius.md, "Information")."""
    c = copy_state(s)
    others = [o for o in range(c.n) if o != seat]
    pool = list(c.deck)
    for o in others:
        for coins, k in zip(data.CARD_COINS, c.hands[o]):
            pool += [coins] * k
    hidden_tutors = [t for t in c.tutors if t[0] != seat]
    for t in hidden_tutors:
        pool += t[2]
    pending = c.pending
    tutoring = pending is not None and pending["kind"] == "tutor" and pending["seat"] != seat
    if tutoring:
        pool += pending["cards"]
    pool.sort()
    rng.shuffle(pool)
    for o in others:
        size = sum(c.hands[o])
        c.hands[o] = [0, 0, 0]
        for _ in range(size):
            c.hands[o][pool.pop() - 1] += 1
    for t in hidden_tutors:
        t[2] = [pool.pop() for _ in t[2]]
    if tutoring:
        pending["cards"] = [pool.pop() for _ in pending["cards"]]
    c.deck = pool
    cards = list(c.rewards)
    for o in others:
        cards += c.held[o]
    cards.sort()
    rng.shuffle(cards)
    for o in others:
        c.held[o] = sorted(cards.pop() for _ in c.held[o])
    c.rewards = cards
    c.tile_stack.sort()
    rng.shuffle(c.tile_stack)
    named = [t for t in c.candidates if data.candidate_ministry(t) is not None]
    rng.shuffle(named)
    c.candidates = [t for t in c.candidates if data.candidate_ministry(t) is None] + named
    return c


class Confucius:
    """Confucius for 3-5 players (the engine's :class:`~mingtable.engine.game.Rules`)."""

    info = INFO

    def check_options(self, options: dict[str, Any], players: int) -> dict[str, Any]:
        return check_options(options, players)

    def new_state(self, players: list[str], rng: Rng, options: dict[str, Any], log: list[Any]) -> State:
        return new_state(players, rng, options, log)

    def to_move(self, state: State) -> list[int]:
        return [] if state.pending is None else [state.pending["seat"]]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if state.pending is None or state.pending["seat"] != seat:
            return []
        return [Action(aid, text) for aid, text, _ in cached_options(state)]

    def apply(self, state: State, seat: int, action_id: str, rng: Rng, log: list[Any]) -> bool:
        return apply(state, seat, action_id, rng, log)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view(state, seat)

    def outcome(self, state: State) -> dict[str, Any] | None:
        return outcome(state)

    def snapshot(self, state: State) -> dict[str, Any]:
        return copy_data({k: v for k, v in vars(state).items() if k != "_cache"})

    def copy_state(self, state: State) -> State:
        return copy_state(state)

    def position_key(self, state: State) -> None:
        """None: no position repeats within a turn (every decision spends a cube, lays a card
        or ends the turn; nothing is taken back)."""
        return None

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        return determinize(state, seat, rng)


RULES = Confucius()
