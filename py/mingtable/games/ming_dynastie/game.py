"""Ming-Dynastie: the state machine of a match (set-up, 6 rounds of 5 phases, game end).

Every decision is one action id (see :func:`legal_actions`); forced steps (a player who
cannot take a card, a player without cards who must pass, returns with only one way to
choose) are carried out automatically and logged. Clause numbers (R-xx) refer to
docs/rules/ming-dynastie.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ...engine.actions import Action
from ...engine.errors import MingTableError, echo
from ...engine.game import GameInfo, copy_data
from ...engine.rng import Rng
from ...i18n import Message, T
from . import data, rules, texts

D = data.DISTRICT_IDS
P = data.PROVINCE_IDS
NT = len(data.TRANSPORT_CODES)  # index of the dragon in a hand
CARD_INDEX = {c: i for i, c in enumerate(data.CARD_TYPES)}
PROVINCE_DISTRICTS = tuple(tuple(data.DISTRICT_INDEX[d] for d in prov["districts"]) for prov in data.PROVINCES)
DISTRICT_PROVINCE = tuple(data.PROVINCE_INDEX[data.province_of(d)] for d in D)
NEIGHBOURS = tuple(
    tuple((data.DISTRICT_INDEX[nb], CARD_INDEX[tr]) for nb, tr in data.ADJACENCY[d].items()) for d in D
)

# Phases of the view.
PRINCES, NEUTRALS, PLACE, CARDS, MOVE, SCORING, START_CHOICE, OVER = (
    "princes", "neutrals", "place", "cards", "move", "scoring", "start-choice", "over",
)
# Stages of the scoring of one city.
ST_NEUTRAL, ST_RETURNS, ST_CHOOSE = "neutral", "returns", "choose-returns"

SOURCES = data.SCORE_SOURCES

INFO = GameInfo(
    id="ming-dynastie",
    title="Ming-Dynastie",
    designer="R. F. Watson",
    min_players=2,
    max_players=4,
    options={"colours": list(data.PLAYER_COLOURS), "start_player": "random"},
)


@dataclass
class State:
    """Everything on and around the board. Lists are indexed by seat, district, province
    or card type in data order. Participant ``n`` is the neutral in 2-player games."""

    n: int
    names: list[str]
    colours: list[str]
    neutral_colour: str | None
    round: int = 1
    phase: str = PRINCES
    start: int = 0
    current: int = 0
    supply: list[int] = field(default_factory=list)
    in_hand: list[int] = field(default_factory=list)
    spaces: list[list[int]] = field(default_factory=list)  # [province][seat]
    open: list[list[int]] = field(default_factory=list)  # [district][participant]
    cloister: list[int] = field(default_factory=list)  # [district] -> seat or -1
    houses: list[list[int]] = field(default_factory=list)  # [district] -> participants
    box: list[int] = field(default_factory=list)  # [participant]
    score: list[int] = field(default_factory=list)
    detail: list[dict[str, int]] = field(default_factory=list)
    tiles: list[list[int]] = field(default_factory=list)  # [seat][province]
    tile_supply: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)  # [seat][card type]
    deck: list[int] = field(default_factory=list)  # face-down supply, top is last
    discard: list[int] = field(default_factory=list)  # [transport] counts
    display: list[int] = field(default_factory=list)  # [province] -> transport
    dragons: int = 0
    prince: list[int] = field(default_factory=list)  # [seat] -> district or -1
    passed: list[bool] = field(default_factory=list)
    # phase 3: the turn in progress
    steps: int = 0
    stayed: bool = False
    deployed: int = 0
    cloister_used: bool = False
    # 2-player neutral: the figures of both colours not in play
    neutral_supply: int = 0
    neutral_to_place: list[int] = field(default_factory=list)
    # scoring
    city: int = -1
    stage: str | None = None
    selection: list[list[int]] = field(default_factory=list)  # secret return cards
    committed: list[bool] = field(default_factory=list)
    revealed: dict[int, list[int]] = field(default_factory=dict)
    to_return: list[int] = field(default_factory=list)
    neutral_to_return: int = 0
    chooser: int = -1
    # the scoring summary being built, and the last finished one (plain data, no text)
    summary: dict[str, Any] | None = None
    last_summary: dict[str, Any] | None = None

    @property
    def participants(self) -> int:
        return self.n + (1 if self.neutral_colour else 0)


# -- helpers -----------------------------------------------------------------------


def _name(names: list[str], seat: int) -> str | Message:
    return names[seat] if seat < len(names) else T("md.neutral_player")


def _district(d: int | str) -> Message:
    """A district's name (by index or id) as a message."""
    return texts.district(D[d] if isinstance(d, int) else d)


def _province(p: int) -> Message:
    return texts.province(P[p])


def _city(p: int) -> Message:
    return texts.city(P[p])


def _card(card: int) -> Message:
    return texts.card(data.CARD_TYPES[card])


def _a_card(card: int) -> Message:
    """"a Rider card" / "eine Reiterkarte"."""
    return T(f"md.card.a.{data.CARD_TYPES[card]}")


def _with_card(card: int) -> Message:
    """"a Rider card" / "einer Reiterkarte" (after "mit")."""
    return T(f"md.card.dat.{data.CARD_TYPES[card]}")


def _after(state: State, seat: int) -> list[int]:
    """Seats in clockwise order starting with ``seat``."""
    return [(seat + k) % state.n for k in range(state.n)]


def _hand_size(state: State, seat: int) -> int:
    return sum(state.hands[seat])


def _draw(state: State, rng: Rng, log: list[Any]) -> int:
    """Top card of the face-down supply; reshuffle the discards when it is empty (R-14)."""
    if not state.deck:
        pile = [t for t in range(NT) for _ in range(state.discard[t])]
        rng.shuffle(pile)
        state.deck = pile
        state.discard = [0] * NT
        log.append(T("md.log.reshuffle"))
    return state.deck.pop()


def _add_score(state: State, seat: int, source: str, points: int) -> None:
    if points:
        state.score[seat] += points
        state.detail[seat][source] += points
        if state.summary is not None:
            row = state.summary["players"][seat]
            row[source] += points
            row["total"] += points


def _city_figures(state: State, prov: int, who: int) -> list[int]:
    """Figures of ``who`` in each of the three district groups of a province's city."""
    return [state.houses[d].count(who) for d in PROVINCE_DISTRICTS[prov]]


# -- set-up --------------------------------------------------------------------------


def check_options(options: dict[str, Any], players: int) -> dict[str, Any]:
    """Colours (distinct, one per seat) and the start player ("random" or a seat)."""
    unknown = set(options) - set(INFO.options)
    if unknown:
        names = ", ".join(echo(k) for k in sorted(map(str, unknown))[:3])
        raise MingTableError(T("md.err.unknown_options", n=len(unknown), names=names))
    colours = options.get("colours", list(data.PLAYER_COLOURS[:players]))
    if type(colours) is not list or len(colours) < players:
        raise MingTableError(T("md.err.colours_count"))
    colours = colours[:players]
    if any(type(c) is not str or c not in data.PLAYER_COLOURS for c in colours) or len(set(colours)) != players:
        raise MingTableError(T("md.err.colours", colours=", ".join(data.PLAYER_COLOURS)))
    start = options.get("start_player", "random")  # a seat is an int: not True, not 1.0
    if not (start == "random" and type(start) is str) and not (type(start) is int and 0 <= start < players):
        raise MingTableError(T("md.err.start"))
    return {"colours": colours, "start_player": start}


def new_state(names: list[str], rng: Rng, options: dict[str, Any], log: list[Any]) -> State:
    """Preparation: deck and display, one dragon each, supplies, start player (R-01..R-05)."""
    n = len(names)
    colours = options["colours"]
    neutral = next(c for c in data.PLAYER_COLOURS if c not in colours) if n == 2 else None
    parts = n + (1 if neutral else 0)
    deck = [t for t, code in enumerate(data.TRANSPORT_CODES) for _ in range(data.TRANSPORTS[code]["cards"])]
    rng.shuffle(deck)
    start = rng.below(n) if options["start_player"] == "random" else options["start_player"]
    s = State(
        n=n,
        names=list(names),
        colours=list(colours),
        neutral_colour=neutral,
        start=start,
        current=start,
        supply=[data.SUPPLY_PER_PLAYER] * n,
        in_hand=[0] * n,
        spaces=[[0] * n for _ in P],
        open=[[0] * parts for _ in D],
        cloister=[-1] * len(D),
        houses=[[] for _ in D],
        box=[0] * parts,
        score=[0] * n,
        detail=[{k: 0 for k in SOURCES} for _ in range(n)],
        tiles=[[0] * len(P) for _ in range(n)],
        tile_supply=[data.TILES_PER_COLOUR] * len(P),
        hands=[[0] * NT + [1] for _ in range(n)],
        deck=deck,
        discard=[0] * NT,
        display=[],
        dragons=data.DRAGON_CARDS - n,
        prince=[-1] * n,
        passed=[False] * n,
        neutral_supply=data.FIGURES_PER_COLOUR * (len(data.PLAYER_COLOURS) - n) if neutral else 0,
        neutral_to_place=[0] * n,
        selection=[[] for _ in range(n)],
        committed=[False] * n,
        to_return=[0] * n,
    )
    s.display = [s.deck.pop() for _ in P]
    log.append(T("md.log.start_player", who=_name(names, start)))
    return s


def _finish_princes(state: State, names: list[str], log: list[Any]) -> None:
    if state.neutral_colour:
        for d in range(len(D)):
            state.open[d][state.n] += 1
        state.neutral_supply -= len(D)
        log.append(T("md.log.neutral_setup"))
    _start_round(state, names, log)


def _start_round(state: State, names: list[str], log: list[Any]) -> None:
    """Round start: neutral placements (2 players, rounds 1/3/5), then phase 1."""
    log.append(T("md.log.round", round=state.round, who=_name(names, state.start)))
    if state.neutral_colour and state.round in data.NEUTRAL_ROUNDS:
        state.phase = NEUTRALS
        state.neutral_to_place = [data.NEUTRAL_PER_PLAYER] * state.n
        state.current = state.start
        return
    _begin_placing(state)


def _begin_placing(state: State) -> None:
    state.phase = PLACE
    for seat in range(state.n):
        state.in_hand[seat] = min(data.FIGURES_PER_ROUND, state.supply[seat])
        state.supply[seat] -= state.in_hand[seat]
    state.current = state.start


def _neutral_targets(state: State) -> list[int]:
    """Districts with fewer than 3 neutrals (R-05). Never empty: at most 36 neutrals are
    ever placed, so at most 12 of the 18 districts can hold 3."""
    return [d for d in range(len(D)) if state.open[d][state.n] < data.NEUTRAL_MAX_PER_DISTRICT]


# -- phase 2 and 3 sequencing --------------------------------------------------------------


def _can_take(state: State, seat: int) -> bool:
    """R-12/R-13: below the hand limit with a figure on some province space."""
    return _hand_size(state, seat) < data.HAND_LIMIT and any(state.spaces[p][seat] for p in range(len(P)))


def _begin_cards(state: State, names: list[str], log: list[Any]) -> None:
    state.phase = CARDS
    for seat in _after(state, state.start):
        if _hand_size(state, seat) < data.HAND_LIMIT and not _can_take(state, seat):
            log.append(T("md.log.no_space", who=names[seat]))
    _next_card_taker(state, names, log, state.start)


def _next_card_taker(state: State, names: list[str], log: list[Any], first: int) -> None:
    for seat in _after(state, first):
        if _can_take(state, seat):
            state.current = seat
            return
    _begin_moves(state, names, log)


def _begin_moves(state: State, names: list[str], log: list[Any]) -> None:
    state.phase = MOVE
    state.passed = [False] * state.n
    _next_mover(state, names, log, state.start)


def _next_mover(state: State, names: list[str], log: list[Any], first: int) -> None:
    """Next active player clockwise; a player without cards must pass (R-27)."""
    state.steps, state.stayed, state.deployed, state.cloister_used = 0, False, 0, False
    for seat in _after(state, first):
        if state.passed[seat]:
            continue
        if _hand_size(state, seat) == 0:
            state.passed[seat] = True
            log.append(T("md.log.no_cards", who=names[seat]))
            continue
        state.current = seat
        return
    _end_of_phase3(state, names, log)


def _end_of_phase3(state: State, names: list[str], log: list[Any]) -> None:
    if state.round in data.SCORING_ROUNDS:
        _begin_scoring(state, names, log)
    else:
        _end_round(state, names, log)


@lru_cache(maxsize=65536)
def _can_finish(district: int, hand: tuple[int, ...], princes: frozenset[int]) -> bool:
    """Whether a prince standing in ``district`` can still end its move in a district
    without another prince, paying with ``hand`` (R-21: it may pass through, never stop)."""
    if district not in princes:
        return True
    for nb, card in NEIGHBOURS[district]:
        for pay in (card, NT):
            if hand[pay]:
                rest = list(hand)
                rest[pay] -= 1
                if _can_finish(nb, tuple(rest), princes):
                    return True
    return False


def _other_princes(state: State, seat: int) -> frozenset[int]:
    return frozenset(d for s, d in enumerate(state.prince) if s != seat and d >= 0)


def _step_options(state: State, seat: int) -> list[tuple[int, int]]:
    """(neighbour, card) steps the prince may take now."""
    here = state.prince[seat]
    hand = state.hands[seat]
    others = _other_princes(state, seat)
    out = []
    for nb, card in NEIGHBOURS[here]:
        for pay in (card, NT):
            if hand[pay]:
                rest = list(hand)
                rest[pay] -= 1
                if _can_finish(nb, tuple(rest), others):
                    out.append((nb, pay))
    return out


def _deploy_state(state: State, seat: int) -> tuple[bool, bool]:
    """(may deploy to the open area, may deploy to the cloister) for the turn in progress
    (R-23, R-24)."""
    d = state.prince[seat]
    if state.deployed >= data.MAX_DEPLOY or not state.spaces[DISTRICT_PROVINCE[d]][seat]:
        return False, False
    if state.cloister[d] == seat and not state.cloister_used:
        return False, False  # the cloister lock
    return True, not state.cloister_used and state.cloister[d] != seat


# -- scoring ---------------------------------------------------------------------------------


def _begin_scoring(state: State, names: list[str], log: list[Any]) -> None:
    """Scoring steps 1 and 2 (R-31..R-34): city entry everywhere, then tiles and sets."""
    state.phase = SCORING
    state.summary = {
        "round": state.round,
        "id": state.round,
        "players": [{**{k: 0 for k in SOURCES}, "total": 0} for _ in range(state.n)],
        "cities": {},
        "cloisters": [{"figures": 0, "points": 0} for _ in range(state.n)],
    }
    log.append(T("md.log.scoring", round=state.round))
    parts = state.participants
    gained = [[0] * len(P) for _ in range(state.n)]
    for d in range(len(D)):
        moves = rules.city_moves({p: state.open[d][p] for p in range(parts)})
        for p in range(parts):
            k = moves[p]
            if k:
                state.open[d][p] -= k
                state.houses[d].extend([p] * k)
                if p < state.n:
                    gained[p][DISTRICT_PROVINCE[d]] += k
                log.append(T("md.log.into_city", who=_name(names, p), n=k, district=_district(d)))
    _hand_out_tiles(state, names, log, gained)
    state.city = -1
    _next_city(state, names, log)


def _hand_out_tiles(state: State, names: list[str], log: list[Any], gained: list[list[int]]) -> None:
    """One tile of the province's colour per figure that entered its city, one at a time in
    turn order while the supply lasts, exchanging 6-colour sets at once (R-33, R-34)."""
    order = _after(state, state.start)
    for prov in range(len(P)):
        owed = {seat: gained[seat][prov] for seat in order}
        while any(owed.values()) and state.tile_supply[prov] > 0:
            for seat in order:
                if owed[seat] and state.tile_supply[prov] > 0:
                    owed[seat] -= 1
                    state.tile_supply[prov] -= 1
                    state.tiles[seat][prov] += 1
                    _exchange_sets(state, names, log, seat)
        for seat in order:
            if owed[seat]:
                log.append(T("md.log.tiles_out", province=_province(prov), who=names[seat], n=owed[seat]))
        total = [gained[s][prov] for s in range(state.n)]
        for seat in order:
            if total[seat] - owed[seat]:
                log.append(T("md.log.tiles", who=names[seat], n=total[seat] - owed[seat], province=_province(prov)))


def _exchange_sets(state: State, names: list[str], log: list[Any], seat: int) -> None:
    while rules.has_six_colour_set(state.tiles[seat]):
        for prov in range(len(P)):
            state.tiles[seat][prov] -= 1
            state.tile_supply[prov] += 1
        points = rules.six_colour_set_points(state.round)
        _add_score(state, seat, SOURCES[0], points)
        log.append(T("md.log.set6", who=names[seat], points=points))


def _next_city(state: State, names: list[str], log: list[Any]) -> None:
    """Step 3 city by city in board order (R-35..R-38), then cloisters and the end."""
    while True:
        state.city += 1
        if state.city >= len(P):
            _finish_scoring(state, names, log)
            return
        if _begin_city(state, names, log):
            return


def _begin_city(state: State, names: list[str], log: list[Any]) -> bool:
    """Start one city's returns; False if nothing needs a decision there."""
    prov = state.city
    city_name = _city(prov)
    if state.neutral_colour:
        neutral = sum(_city_figures(state, prov, state.n))
        if neutral:
            best = max(sum(_city_figures(state, prov, s)) for s in range(state.n))
            keep = rules.neutral_keeps(neutral, best)
            state.neutral_to_return = neutral - keep
            log.append(
                T("md.log.neutral_keeps", keep=keep, n=neutral, city=city_name)
                if keep
                else T("md.log.neutral_returns", city=city_name)
            )
            state.stage = ST_NEUTRAL
            state.current = state.start
            if _auto_neutral_returns(state, names, log):
                return True
    return _begin_return_cards(state, names, log)


def _return_forced(state: State, who: int, left: int, names: list[str], log: list[Any]) -> int:
    """Return ``who``'s figures from the city while there is only one way to choose;
    the number still to be chosen by a player is returned."""
    groups = PROVINCE_DISTRICTS[state.city]
    while left:
        holding = [d for d in groups if who in state.houses[d]]
        if len(holding) > 1 and left < sum(state.houses[d].count(who) for d in groups):
            break
        _return_figure(state, who, holding[0], names, log)
        left -= 1
    return left


def _auto_neutral_returns(state: State, names: list[str], log: list[Any]) -> bool:
    """Return neutral figures while forced; True if the start player must choose."""
    state.neutral_to_return = _return_forced(state, state.n, state.neutral_to_return, names, log)
    return bool(state.neutral_to_return)


def _begin_return_cards(state: State, names: list[str], log: list[Any]) -> bool:
    prov = state.city
    takers = [s for s in range(state.n) if sum(_city_figures(state, prov, s))]
    state.selection = [[] for _ in range(state.n)]
    state.committed = [s not in takers for s in range(state.n)]
    state.revealed = {}
    if not takers:
        _score_city(state, names, log)
        return False
    state.stage = ST_RETURNS
    log.append(T("md.log.choose_returns", city=_city(prov), names=[names[s] for s in takers], n=len(takers)))
    return True


def _reveal(state: State, names: list[str], log: list[Any]) -> bool:
    """All return cards are turned up together; then returns in turn order (R-35)."""
    takers = [s for s in _after(state, state.start) if sum(_city_figures(state, state.city, s))]
    for seat in takers:
        cards = sorted(state.selection[seat])
        state.revealed[seat] = cards
        state.to_return[seat] = min(sum(cards), sum(_city_figures(state, state.city, seat)))
        back = state.to_return[seat]
        log.append(T("md.log.reveal", who=names[seat], k=len(cards), cards="+".join(map(str, cards)), n=back))
    state.selection = [[] for _ in range(state.n)]
    state.stage = ST_CHOOSE
    return _next_returner(state, names, log)


def _next_returner(state: State, names: list[str], log: list[Any]) -> bool:
    """Carry out forced returns; True if a player must choose which figures return."""
    for seat in _after(state, state.start):
        state.to_return[seat] = _return_forced(state, seat, state.to_return[seat], names, log)
        if state.to_return[seat]:
            state.current = seat
            return True
    _score_city(state, names, log)
    return False


def _return_figure(state: State, who: int, d: int, names: list[str], log: list[Any]) -> None:
    state.houses[d].remove(who)
    state.open[d][who] += 1
    log.append(T("md.log.return", who=_name(names, who), district=_district(d)))


def _score_city(state: State, names: list[str], log: list[Any]) -> None:
    """City points and the majority bonus; then every figure left there is boxed (R-36)."""
    prov = state.city
    city_name = _city(prov)
    parts = state.participants
    remaining = {p: tuple(_city_figures(state, prov, p)) for p in range(parts)}
    bonus = rules.city_majority_bonus(remaining)
    if state.summary is not None:
        state.summary["cities"][P[prov]] = {
            "figures": [sum(remaining[s]) for s in range(state.n)],
            "bonus": [bonus[s] for s in range(state.n)],
            "majority": [s for s in range(state.n) if bonus[s]],
            "neutral_majority": parts > state.n and bonus[state.n] > 0,
        }
    for seat in range(state.n):
        left = sum(remaining[seat])
        pts = rules.city_figure_points(state.round, left)
        _add_score(state, seat, SOURCES[1], pts)
        if left:
            log.append(T("md.log.city_points", who=names[seat], points=pts, n=left, city=city_name))
        if bonus[seat]:
            _add_score(state, seat, SOURCES[2], bonus[seat])
            log.append(T("md.log.city_bonus", who=names[seat], points=bonus[seat], city=city_name))
    for d in PROVINCE_DISTRICTS[prov]:
        for p in state.houses[d]:
            state.box[p] += 1
        state.houses[d] = []
    state.stage = None


def _finish_scoring(state: State, names: list[str], log: list[Any]) -> None:
    """Step 4 cloisters and, after round 6, the final tile scoring (R-39, R-40)."""
    state.stage = None
    state.city = -1
    for seat in range(state.n):
        figures = state.cloister.count(seat)
        if figures:
            points = rules.cloister_points(figures)
            _add_score(state, seat, SOURCES[3], points)
            if state.summary is not None:
                state.summary["cloisters"][seat] = {"figures": figures, "points": points}
            log.append(T("md.log.cloister_points", who=names[seat], points=points, n=figures))
    if state.round == data.ROUNDS:
        for seat in range(state.n):
            sets5, leftover = rules.final_tile_points(state.tiles[seat])
            _add_score(state, seat, SOURCES[4], sets5)
            _add_score(state, seat, SOURCES[5], leftover)
            if sets5 or leftover:
                log.append(T("md.log.final_tiles", who=names[seat], a=sets5, b=leftover))
    if state.summary is not None:
        for seat, row in enumerate(state.summary["players"]):
            row["score"] = state.score[seat]
        state.last_summary, state.summary = state.summary, None
    _end_round(state, names, log)


def _end_round(state: State, names: list[str], log: list[Any]) -> None:
    """Phase 5 (R-41): the start player passes left, or is named in 4-player games."""
    if state.round == data.ROUNDS:
        state.phase = OVER
        best = max(state.score)
        winners = [names[s] for s in range(state.n) if state.score[s] == best]
        log.append(T("md.log.game_over", names=winners, n=len(winners), points=best))
        return
    if state.n == 4 and state.round in (4, 5):
        cloister_figures = [state.cloister.count(s) for s in range(state.n)]
        state.chooser = rules.start_player_chooser(state.score, cloister_figures, state.start, state.round)
        state.phase = START_CHOICE
        state.current = state.chooser
        log.append(T("md.log.chooser", who=names[state.chooser], round=state.round + 1))
        return
    state.start = (state.start + 1) % state.n
    state.round += 1
    _start_round(state, names, log)


# -- the decision now ------------------------------------------------------------------------

# The kind of each decision and the heading id of rules_en.md / rules_de.md it applies.
RULE_OF = {
    "princes": "setup", "neutrals": "two-players", "place": "phase-1", "cards": "phase-2",
    "move": "move", "deploy": "deploy", "returns": "returns", "choose-returns": "returns",
    "neutral-returns": "two-players", "start-choice": "phase-5",
}


def _decision(state: State) -> dict[str, str] | None:
    """What is being decided now (``kind``) and the rule it applies (``rule``), or None."""
    kind: str | None = state.phase
    if state.phase == MOVE:
        kind = "deploy" if state.steps or state.deployed or state.stayed else "move"
    elif state.phase == SCORING:
        kind = {ST_RETURNS: "returns", ST_CHOOSE: "choose-returns", ST_NEUTRAL: "neutral-returns"}.get(state.stage or "")
    if kind not in RULE_OF:
        return None
    return {"kind": kind, "rule": RULE_OF[kind]}


# -- the Rules object ------------------------------------------------------------------------


class MingDynastie:
    """Ming-Dynastie for 2-4 players (the engine's :class:`~mingtable.engine.game.Rules`)."""

    info = INFO

    def check_options(self, options: dict[str, Any], players: int) -> dict[str, Any]:
        return check_options(options, players)

    def new_state(self, players: list[str], rng: Rng, options: dict[str, Any], log: list[Any]) -> State:
        return new_state(players, rng, options, log)

    def to_move(self, state: State) -> list[int]:
        if state.phase == OVER:
            return []
        if state.phase == SCORING and state.stage == ST_RETURNS:
            return [s for s in _after(state, state.start) if not state.committed[s]]
        return [state.current]

    # .. legal actions ..........................................................................
    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat not in self.to_move(state):
            return []
        names = state.names
        phase = state.phase
        if phase == PRINCES:
            taken = set(state.prince)
            return [
                Action(f"prince-{d}", T("md.act.prince", district=_district(d), province=_province(DISTRICT_PROVINCE[i])))
                for i, d in enumerate(D)
                if i not in taken
            ]
        if phase == NEUTRALS:
            return [Action(f"neutral-{D[d]}", T("md.act.neutral", district=_district(d))) for d in _neutral_targets(state)]
        if phase == PLACE:
            return [Action(f"place-{p}", T("md.act.place", province=_province(i))) for i, p in enumerate(P)]
        if phase == CARDS:
            out = []
            for i, p in enumerate(P):
                if state.spaces[i][seat]:
                    out.append(Action(f"take-{p}", T("md.act.take", card=_card(state.display[i]), province=_province(i))))
            if state.dragons:
                for i, p in enumerate(P):
                    if state.spaces[i][seat]:
                        out.append(Action(f"dragon-{p}", T("md.act.dragon", province=_province(i))))
            return out
        if phase == MOVE:
            return self._move_actions(state, seat)
        if phase == SCORING:
            return self._scoring_actions(state, seat)
        if phase == START_CHOICE:
            return [Action(f"start-{s}", T("md.act.start", who=names[s], round=state.round + 1)) for s in _after(state, state.chooser)]
        return []

    def _move_actions(self, state: State, seat: int) -> list[Action]:
        here = state.prince[seat]
        out: list[Action] = []
        if state.deployed == 0 and not state.stayed:
            for nb, pay in _step_options(state, seat):
                out.append(
                    Action(f"move-{D[nb]}-{data.CARD_TYPES[pay]}", T("md.act.move", district=_district(nb), card=_with_card(pay)))
                )
        if state.steps == 0 and not state.stayed:
            for t in range(NT + 1):
                if state.hands[seat][t]:
                    out.append(Action(f"stay-{data.CARD_TYPES[t]}", T("md.act.stay", district=_district(here), card=_a_card(t))))
            out.append(Action("pass", T("md.act.pass")))
            return out
        if here in _other_princes(state, seat):
            return out  # must move on
        may_open, may_cloister = _deploy_state(state, seat)
        name = _district(here)
        if may_open:
            out.append(Action(f"deploy-{D[here]}", T("md.act.deploy", district=name)))
        if may_cloister:
            owner = state.cloister[here]
            text = T("md.act.cloister_oust", district=name, other=state.names[owner]) if owner >= 0 else T("md.act.cloister", district=name)
            out.append(Action(f"cloister-{D[here]}", text))
        out.append(Action("end-turn", T("md.act.end_turn")))
        return out

    def _scoring_actions(self, state: State, seat: int) -> list[Action]:
        prov = state.city
        if state.stage == ST_NEUTRAL:
            return [
                Action(f"neutral-return-{D[d]}", T("md.act.neutral_return", district=_district(d)))
                for d in PROVINCE_DISTRICTS[prov]
                if state.n in state.houses[d]
            ]
        if state.stage == ST_RETURNS:
            chosen = state.selection[seat]
            own = sum(_city_figures(state, prov, seat))
            out = []
            for v in data.RETURN_CARDS:
                if v in chosen:
                    out.append(Action(f"return-card-{v}", T("md.act.return_back", v=v)))
                elif sum(chosen) + v <= own:
                    out.append(Action(f"return-card-{v}", T("md.act.return_lay", v=v)))
            if chosen:
                out.append(Action("return-commit", T("md.act.return_commit", k=len(chosen), n=sum(chosen))))
            return out
        if state.stage == ST_CHOOSE:
            return [
                Action(f"return-from-{D[d]}", T("md.act.return_from", city=_city(prov), district=_district(d)))
                for d in PROVINCE_DISTRICTS[prov]
                if seat in state.houses[d]
            ]
        return []

    # .. applying ...............................................................................
    def apply(self, state: State, seat: int, action_id: str, rng: Rng, log: list[Any]) -> bool:
        names = state.names
        who = names[seat]
        phase = state.phase
        head, _, arg = action_id.partition("-")
        if phase == PRINCES:
            d = data.DISTRICT_INDEX[arg]
            state.prince[seat] = d
            prov = DISTRICT_PROVINCE[d]
            state.tiles[seat][prov] += 1
            state.tile_supply[prov] -= 1
            log.append(T("md.log.prince", who=who, district=_district(arg), province=_province(prov)))
            nxt = (seat + 1) % state.n
            if nxt == state.start:
                _finish_princes(state, names, log)
            else:
                state.current = nxt
            return True
        if phase == NEUTRALS:
            d = data.DISTRICT_INDEX[arg]
            state.open[d][state.n] += 1
            state.neutral_supply -= 1
            state.neutral_to_place[seat] -= 1
            log.append(T("md.log.neutral_place", who=who, district=_district(arg)))
            for s in _after(state, (seat + 1) % state.n):
                if state.neutral_to_place[s]:
                    state.current = s
                    return True
            _begin_placing(state)
            return True
        if phase == PLACE:
            prov = data.PROVINCE_INDEX[arg]
            state.spaces[prov][seat] += 1
            state.in_hand[seat] -= 1
            log.append(T("md.log.place", who=who, province=_province(prov)))
            for s in _after(state, (seat + 1) % state.n):
                if state.in_hand[s]:
                    state.current = s
                    return True
            _begin_cards(state, names, log)
            return True
        if phase == CARDS:
            prov = data.PROVINCE_INDEX[arg]
            if head == "take":
                card = state.display[prov]
                state.hands[seat][card] += 1
                state.display[prov] = _draw(state, rng, log)
                log.append(T("md.log.take", who=who, card=_card(card), province=_province(prov), new=_a_card(state.display[prov])))
            else:
                state.spaces[prov][seat] -= 1
                state.box[seat] += 1
                state.dragons -= 1
                state.hands[seat][NT] += 1
                log.append(T("md.log.dragon", who=who, province=_province(prov)))
            _next_card_taker(state, names, log, (seat + 1) % state.n)
            return True
        if phase == MOVE:
            return self._apply_move(state, seat, action_id, names, log)
        if phase == SCORING:
            return self._apply_scoring(state, seat, action_id, names, log)
        if phase == START_CHOICE:
            state.start = int(arg)
            state.chooser = -1
            log.append(T("md.log.names_start", who=who, other=names[state.start], round=state.round + 1))
            state.round += 1
            _start_round(state, names, log)
            return True
        raise AssertionError(f"no action in phase {phase}")

    def _pay(self, state: State, seat: int, card: int) -> None:
        state.hands[seat][card] -= 1
        if card == NT:
            state.dragons += 1
        else:
            state.discard[card] += 1

    def _apply_move(self, state: State, seat: int, action_id: str, names: list[str], log: list[Any]) -> bool:
        who = names[seat]
        if action_id == "pass":
            state.passed[seat] = True
            log.append(T("md.log.pass", who=who))
            _next_mover(state, names, log, (seat + 1) % state.n)
            return True
        if action_id == "end-turn":
            log.append(T("md.log.end_turn", who=who))
            _next_mover(state, names, log, (seat + 1) % state.n)
            return True
        head, _, arg = action_id.partition("-")
        if head == "move":
            district, _, card_code = arg.partition("-")
            card = CARD_INDEX[card_code]
            self._pay(state, seat, card)
            state.prince[seat] = data.DISTRICT_INDEX[district]
            state.steps += 1
            log.append(T("md.log.move", who=who, district=_district(district), card=_with_card(card)))
        elif head == "stay":
            card = CARD_INDEX[arg]
            self._pay(state, seat, card)
            state.stayed = True
            log.append(T("md.log.stay", who=who, district=_district(state.prince[seat]), card=_a_card(card)))
        else:
            d = data.DISTRICT_INDEX[arg]
            prov = DISTRICT_PROVINCE[d]
            state.spaces[prov][seat] -= 1
            state.deployed += 1
            name = _district(arg)
            if head == "deploy":
                state.open[d][seat] += 1
                log.append(T("md.log.deploy", who=who, district=name))
            else:
                owner = state.cloister[d]
                if owner >= 0:
                    state.open[d][owner] += 1
                    log.append(T("md.log.cloister_oust", who=who, district=name, other=names[owner]))
                else:
                    log.append(T("md.log.cloister", who=who, district=name))
                state.cloister[d] = seat
                state.cloister_used = True
        return False

    def _apply_scoring(self, state: State, seat: int, action_id: str, names: list[str], log: list[Any]) -> bool:
        if state.stage == ST_NEUTRAL:
            d = data.DISTRICT_INDEX[action_id.removeprefix("neutral-return-")]
            _return_figure(state, state.n, d, names, log)
            state.neutral_to_return -= 1
            if not _auto_neutral_returns(state, names, log) and not _begin_return_cards(state, names, log):
                _next_city(state, names, log)
            return False
        if state.stage == ST_RETURNS:
            if action_id == "return-commit":
                state.committed[seat] = True
                log.append(T("md.log.lay_returns", who=names[seat]))
                if all(state.committed) and not _reveal(state, names, log):
                    _next_city(state, names, log)
                return True
            v = int(action_id.removeprefix("return-card-"))
            chosen = state.selection[seat]
            if v in chosen:
                chosen.remove(v)
            else:
                chosen.append(v)
            return False
        d = data.DISTRICT_INDEX[action_id.removeprefix("return-from-")]
        _return_figure(state, seat, d, names, log)
        state.to_return[seat] -= 1
        if not _next_returner(state, names, log):
            _next_city(state, names, log)
        return False

    # .. reading ................................................................................
    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        names = state.names
        n = state.n
        players = [
            {
                "name": names[s],
                "colour": state.colours[s],
                "score": state.score[s],
                "supply": state.supply[s],
                "in_hand": state.in_hand[s],
                "cards": _hand_size(state, s),
                "tiles": list(state.tiles[s]),
                "passed": state.passed[s] if state.phase == MOVE else False,
                "prince": D[state.prince[s]] if state.prince[s] >= 0 else None,
                "box": state.box[s],
                "cloisters": state.cloister.count(s),
                "returns_committed": state.stage == ST_RETURNS and state.committed[s],
            }
            for s in range(n)
        ]
        neutral = None
        if state.neutral_colour:
            mover = state.current if state.phase == NEUTRALS else None
            neutral = {
                "colour": state.neutral_colour,
                "supply": state.neutral_supply,
                "box": state.box[n],
                "to_place": state.neutral_to_place[mover] if mover is not None else 0,
            }
        own = seat is not None and 0 <= seat < n
        turn = None
        if state.phase == MOVE:
            turn = {"seat": state.current, "steps": state.steps, "deployed": state.deployed, "cloister_used": state.cloister_used, "stayed": state.stayed}
        city_scoring = None
        if state.phase == SCORING:
            city_scoring = {
                "city": P[state.city] if 0 <= state.city < len(P) else None,
                "stage": state.stage,
                "revealed": {str(s): {"cards": cards, "count": sum(cards)} for s, cards in state.revealed.items()},
                "my_cards": sorted(state.selection[seat]) if own and state.stage == ST_RETURNS else [],
                "remaining": {str(s): state.to_return[s] for s in range(n) if state.to_return[s]},
                "neutral_remaining": state.neutral_to_return,
            }
        return {
            "seat": seat,
            "round": state.round,
            "scoring_rounds": list(data.SCORING_ROUNDS),
            "phase": state.phase,
            "start_player": state.start,
            "players": players,
            "neutral": neutral,
            "hand": dict(zip(data.CARD_TYPES, state.hands[seat])) if own else None,
            "spaces": {p: list(state.spaces[i]) for i, p in enumerate(P)},
            "display": {p: data.CARD_TYPES[state.display[i]] for i, p in enumerate(P)},
            "deck": len(state.deck),
            "discard": sum(state.discard),
            "dragons": state.dragons,
            "tile_supply": list(state.tile_supply),
            "districts": {
                d: {"open": list(state.open[i]), "cloister": state.cloister[i] if state.cloister[i] >= 0 else None, "houses": list(state.houses[i])}
                for i, d in enumerate(D)
            },
            "turn": turn,
            "city_scoring": city_scoring,
            "scoring": copy_data(state.last_summary),
            "decision": _decision(state),
            "chooser": state.chooser if state.phase == START_CHOICE else None,
            "outcome": self.outcome(state),
        }

    def outcome(self, state: State) -> dict[str, Any] | None:
        if state.phase != OVER:
            return None
        best = max(state.score)
        return {
            "scores": list(state.score),
            "winners": [s for s in range(state.n) if state.score[s] == best],
            "detail": [dict(d) for d in state.detail],
        }

    def snapshot(self, state: State) -> dict[str, Any]:
        """Every field as plain data (the state holds no nested dataclasses, so this equals
        ``dataclasses.asdict``, several times faster)."""
        snap = copy_data(vars(state))
        snap["revealed"] = {str(k): v for k, v in state.revealed.items()}
        return snap

    # .. the state contract (docs/architecture.md) ..............................................
    def copy_state(self, state: State) -> State:
        return copy_state(state)

    def position_key(self, state: State) -> tuple[Any, ...]:
        return position_key(state)

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        return determinize(state, seat, rng)


# Fields of State by how they copy: shared as they are (never changed in place once set),
# flat lists, lists of lists.
_AS_IS = ("n", "names", "colours", "neutral_colour", "round", "phase", "start", "current", "dragons", "steps", "stayed",
          "deployed", "cloister_used", "neutral_supply", "city", "stage", "neutral_to_return", "chooser", "last_summary")
_FLAT = ("supply", "in_hand", "cloister", "box", "score", "tile_supply", "deck", "discard", "display", "prince", "passed",
         "neutral_to_place", "committed", "to_return")
_NESTED = ("spaces", "open", "houses", "tiles", "hands", "selection")


def copy_state(state: State) -> State:
    """A structural copy of plain lists and dicts (several times faster than pickle). The
    finished scoring summary is shared: it is replaced, never changed, once done."""
    d = state.__dict__
    c = State.__new__(State)
    cd = c.__dict__
    cd.update(d)  # then a copy of every value that changes in place
    for k in _FLAT:
        cd[k] = d[k][:]
    for k in _NESTED:
        cd[k] = [row[:] for row in d[k]]
    cd["detail"] = [dict(row) for row in d["detail"]]
    cd["revealed"] = {k: v[:] for k, v in d["revealed"].items()}
    cd["summary"] = copy_data(d["summary"])
    return c


def position_key(state: State) -> tuple[Any, ...]:
    """Everything a decision inside a turn can change, as nested tuples."""
    return (
        state.phase, state.stage, state.current, state.city, state.steps, state.stayed, state.deployed,
        state.cloister_used, state.dragons, state.neutral_to_return, tuple(state.prince), tuple(state.discard),
        tuple(state.deck), tuple(state.committed), tuple(state.to_return), tuple(state.box),
        tuple(state.cloister), tuple(state.score), tuple(state.passed), tuple(state.supply), tuple(state.in_hand),
        tuple(map(tuple, state.hands)), tuple(map(tuple, state.selection)), tuple(map(tuple, state.spaces)),
        tuple(map(tuple, state.open)), tuple(map(tuple, state.houses)), tuple(map(tuple, state.tiles)),
        tuple(state.display), tuple(state.tile_supply), tuple(state.neutral_to_place), state.neutral_supply,
        tuple(sorted((k, tuple(v)) for k, v in state.revealed.items())), state.round, state.start, state.chooser,
    )


def _selections(own: int, committed: bool) -> list[list[int]]:
    """Every set of return cards a seat with ``own`` (at least 1) figures in the city may
    hold: sum at most ``own``; a committed set is not empty (R-35)."""
    out: list[list[int]] = []
    cards = data.RETURN_CARDS
    for mask in range(1 << len(cards)):
        chosen = [v for i, v in enumerate(cards) if mask >> i & 1]
        if sum(chosen) <= own and (chosen or not committed):
            out.append(chosen)
    return out


def determinize(state: State, seat: int, rng: Rng) -> State:
    """What ``seat`` cannot see, resampled (R-17, docs/rules/ming-dynastie.md "Information"):
    the order of the face-down supply and the unrevealed return cards of the others. Hands
    stay: every card enters a hand from the open display or the dragon stack and leaves it
    named in the log, so a seat that remembers the log knows every hand; the deck's
    contents follow from the same count."""
    c = copy_state(state)
    c.deck.sort()  # the sample depends on what the seat knows, never on the hidden order
    rng.shuffle(c.deck)
    if c.phase == SCORING and c.stage == ST_RETURNS:
        for other in range(c.n):
            own = sum(_city_figures(c, c.city, other))
            if other != seat and own:  # a seat without figures there lays no cards
                options = _selections(own, c.committed[other])
                c.selection[other] = list(options[rng.below(len(options))])
    return c


RULES = MingDynastie()
