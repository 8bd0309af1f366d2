"""The state contract of every game (docs/architecture.md, "States that copy"): ``clone``,
``determinize``, plain-data states that pickle, and undo by state copy."""

from __future__ import annotations

import pickle
import types
from collections import Counter
from typing import Any, Iterator

import pytest

import mingtable
from mingtable.engine.actions import Action
from mingtable.engine.match import Match
from mingtable.engine.rng import Rng
from mingtable.games.confucius import game as cf_game
from mingtable.games.ming_dynastie import data as md_data
from mingtable.games.ming_dynastie import game as md_game
from mingtable.games.ming_voyages import data as mv_data
from mingtable.games.ming_voyages import game as mv_game
from mingtable.games.ming_voyages import state as mv_state
from mingtable.games.ming_voyages.data import BARBARIAN, EMPEROR
from mingtable.games.yin_yang import game as yy_game

# (game, players, options): every shape of state the four games have
SETUPS = [
    ("ming-dynastie", 2, {}),
    ("ming-dynastie", 3, {}),
    ("ming-dynastie", 4, {}),
    ("ming-voyages", 2, {}),
    ("ming-voyages", 2, {"match": True}),
    ("ming-voyages", 1, {"difficulty": "hard"}),
    ("confucius", 3, {}),
    ("confucius", 5, {"advanced": True, "admiral": True}),
    ("yin-yang", 1, {}),
    ("yin-yang", 1, {"free_tiles": True}),
    ("yin-yang", 2, {}),
    ("yin-yang", 4, {"reference_stacks": True}),
]
NAMES = ["Ann", "Ben", "Cy", "Di", "Eve"]


def new(game: str, players: int, options: dict[str, Any], seed: int) -> Match:
    return mingtable.new_game(game, NAMES[:players], seed=seed, options=dict(options))


def step(m: Match, rng: Rng) -> None:
    """One random legal action of the first seat to move."""
    seat = m.to_move[0]
    m.apply(rng.choice(m.legal_actions(seat)).id, seat)


def positions(game: str, players: int, options: dict[str, Any], seeds: range, every: int = 7) -> Iterator[Match]:
    """Random games; every ``every``-th position along the way (and the end)."""
    for seed in seeds:
        m = new(game, players, options, seed)
        rng = Rng(seed * 7919 + 1)
        k = 0
        while m.to_move:
            if k % every == 0:
                yield m
            step(m, rng)
            k += 1
        yield m


def same(a: Match, b: Match) -> None:
    """Two matches at the same point, as every reader of the facade sees it."""
    assert a.state_hash() == b.state_hash()
    assert a.record() == b.record()
    assert a.log_entries == b.log_entries
    assert a.to_move == b.to_move and a.can_undo == b.can_undo and a.outcome == b.outcome
    for seat in [None, *range(len(a.players))]:
        assert a.view(seat) == b.view(seat)
        assert [x.id for x in a.legal_actions(seat)] == [x.id for x in b.legal_actions(seat)]


def walk(value: Any, path: str = "state") -> Iterator[tuple[str, Any]]:
    """Every value inside a state (dataclasses, dicts, lists, tuples)."""
    yield path, value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from walk(k, f"{path}.key")
            yield from walk(v, f"{path}[{k!r}]")
    elif isinstance(value, (list, tuple)):
        for i, v in enumerate(value):
            yield from walk(v, f"{path}[{i}]")
    elif hasattr(value, "__dict__"):
        for k, v in vars(value).items():
            yield from walk(v, f"{path}.{k}")
    elif hasattr(value, "__slots__"):
        for k in value.__slots__:
            yield from walk(getattr(value, k), f"{path}.{k}")


PLAIN = (int, str, float, bool, type(None), list, dict, tuple, md_game.State, mv_state.State, mv_state.Decision, Action,
         cf_game.State, yy_game.State)


# -- plain data ----------------------------------------------------------------------------------


@pytest.mark.parametrize("game,players,options", SETUPS)
def test_states_are_plain_data_that_pickle(game: str, players: int, options: dict[str, Any]) -> None:
    """No generator, closure or other code object anywhere in a state; a pickled state plays on
    exactly like the original."""
    for m in positions(game, players, options, range(2), every=11):
        for where, value in walk(m.state):
            assert isinstance(value, PLAIN), f"{where} is a {type(value).__name__}"
            assert not isinstance(value, (types.GeneratorType, types.FunctionType, types.MethodType)), where
        twin = m.clone()
        twin.state = pickle.loads(pickle.dumps(m.state))
        same(twin, m)
        if m.to_move:
            a, b = m.clone(), twin
            step(a, Rng(5))
            step(b, Rng(5))
            assert a.state_hash() == b.state_hash()


# -- clone ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game,players,options", SETUPS)
def test_a_clone_equals_the_original(game: str, players: int, options: dict[str, Any]) -> None:
    for m in positions(game, players, options, range(2), every=9):
        same(m.clone(), m)


@pytest.mark.parametrize("game,players,options", SETUPS)
def test_a_clone_is_independent(game: str, players: int, options: dict[str, Any]) -> None:
    """Applying (and undoing) on the clone leaves the original as it was, and the other way round."""
    checked_undo = 0
    for pos in positions(game, players, options, range(2), every=7):
        if not pos.to_move:
            continue
        m = pos.clone()  # the original here (the game of ``positions`` goes on from ``pos``)
        before = m.clone()
        c = m.clone()
        rng = Rng(11)
        for _ in range(6):
            if not c.to_move:
                break
            step(c, rng)
        if c.can_undo:
            c.undo()
        same(m, before)
        after = c.clone()
        if m.can_undo:
            checked_undo += 1
            m.undo()
            same(c, after)
            m.__dict__.update(before.clone().__dict__)
        step(m, Rng(3))
        same(c, after)
    assert checked_undo, "no position with undo history was met"


def test_a_clone_keeps_the_undo_history() -> None:
    """Ming-Dynastie: a clone taken after two moves of a turn undoes them like the original."""
    m = md_turn_with_moves()
    c = m.clone()
    assert c.can_undo
    c.undo()
    m.undo()
    same(c, m)


# -- undo by state copy ------------------------------------------------------------------------------


def md_turn_with_moves() -> Match:
    """A 3-player Ming-Dynastie game in phase 3 after two decisions of the same turn."""
    for seed in range(40):
        m = new("ming-dynastie", 3, {}, seed)
        rng = Rng(seed)
        while m.to_move:
            if m.state.phase == md_game.MOVE and m.state.steps == 0 and not m.state.stayed:
                moves = [a.id for a in m.legal_actions() if a.id.startswith(("move-", "stay-"))]
                if moves:
                    m.apply(moves[0])
                    nxt = [a.id for a in m.legal_actions() if a.id not in ("pass", "end-turn")]
                    if nxt:
                        m.apply(nxt[0])
                        return m
            step(m, rng)
    raise AssertionError("no turn with two decisions")


@pytest.mark.parametrize("game,players,options", SETUPS)
def test_undo_restores_the_position_n_decisions_earlier(game: str, players: int, options: dict[str, Any]) -> None:
    """Within a turn, undoing N decisions gives back exactly the position N decisions earlier."""
    runs = 0
    for seed in range(3):
        m = new(game, players, options, seed)
        rng = Rng(seed + 100)
        history: list[Match] = []
        while m.to_move:
            history.append(m.clone())
            step(m, rng)
            if not m.can_undo:
                history = []
                continue
            # a take-back (a card laid and taken back) forgets the positions in between
            done = len(m.record()["actions"])
            history = [h for h in history if len(h.record()["actions"]) < done]
            if len(history) >= 2 and rng.below(3) == 0:
                n = 1
                while m.can_undo:
                    m.undo()
                    same(m, history[-n])
                    n += 1
                runs += 1
                history = []
    assert runs, "no turn with undo met"


def test_ming_voyages_undo_no_longer_replays_the_record(monkeypatch: pytest.MonkeyPatch) -> None:
    m = new("ming-voyages", 2, {}, 3)
    while not m.can_undo:
        step(m, Rng(len(m.record()["actions"])))
    monkeypatch.setattr(mv_game.MingVoyages, "new_state", lambda *a: pytest.fail("undo replayed the record"))
    m.undo()


# -- determinize -------------------------------------------------------------------------------------


def md_cards(s: md_game.State) -> Counter[int]:
    """Every transport card and dragon, wherever it is."""
    out: Counter[int] = Counter(s.deck + s.display)
    for t in range(md_game.NT):
        out[t] += s.discard[t]
    for hand in s.hands:
        for t, k in enumerate(hand):
            out[t] += k
    out[md_game.NT] += s.dragons
    return out


def mv_zones(s: mv_state.State) -> list[str]:
    return (s.deck + s.discard + s.in_play + s.set_aside + s.hands.get(EMPEROR, []) + s.hands.get(BARBARIAN, [])
            + s.reserves.get(EMPEROR, []) + s.reserves.get(BARBARIAN, []))


def check_possible(m: Match, d: Match, seat: int) -> None:
    """Every resampled part of ``d`` is a possible truth for ``seat``."""
    a, b = m.state, d.state
    if m.game == "confucius":
        from cf_support import check_invariants

        check_invariants(b)
        assert b.hands[seat] == a.hands[seat] and sorted(b.held[seat]) == sorted(a.held[seat])
        assert [sum(h) for h in b.hands] == [sum(h) for h in a.hands]
        assert [len(h) for h in b.held] == [len(h) for h in a.held] and len(b.deck) == len(a.deck)
        assert [(t, sp, len(c)) for t, sp, c in b.tutors] == [(t, sp, len(c)) for t, sp, c in a.tutors]
        return
    if m.game == "ming-dynastie":
        assert md_cards(a) == md_cards(b)
        assert a.hands == b.hands  # every card into and out of a hand is named in the log
        assert len(a.deck) == len(b.deck)
        for other in range(a.n):
            if a.phase == md_game.SCORING and a.stage == md_game.ST_RETURNS:
                chosen = b.selection[other]
                own = sum(md_game._city_figures(b, b.city, other))
                assert len(set(chosen)) == len(chosen) and set(chosen) <= set(md_data.RETURN_CARDS)
                assert sum(chosen) <= own and (chosen or not b.committed[other] or not own)
                if other == seat:
                    assert chosen == a.selection[other]
        return
    if m.game == "yin-yang":
        for other, (pa, pb) in enumerate(zip(a.players, b.players)):
            assert pb["played"] == pa["played"] and len(pb["cards"]) == len(pa["cards"])
            assert len(set(pb["cards"])) == len(pb["cards"]) and not set(pb["cards"]) & set(pb["played"])
            if other == seat:
                assert pb["cards"] == pa["cards"]
            assert {k: v for k, v in pb.items() if k != "cards"} == {k: v for k, v in pa.items() if k != "cards"}
        return
    assert Counter(mv_zones(b)) == Counter(mv_data.CARD_IDS) == Counter(mv_zones(a))
    side = a.side_of(seat)
    opp = mv_game.other(side)
    assert b.hands[side] == a.hands[side] and b.reserves[side] == a.reserves[side] and b.seen[side] == a.seen[side]
    assert len(b.hands[opp]) == len(a.hands[opp]) and len(b.reserves[opp]) == len(a.reserves[opp])
    assert len(b.deck) == len(a.deck) and sorted(b.bot_deck) == sorted(a.bot_deck)
    if a.solo:
        assert b.hands[opp] == a.hands[opp] and b.reserves[opp] == a.reserves[opp]
    else:
        for zone in ("hands", "reserves"):
            for i, cid in enumerate(getattr(a, zone)[opp]):
                if cid in a.seen[side]:
                    assert getattr(b, zone)[opp][i] == cid  # what this seat held stays where it is
                else:
                    assert getattr(b, zone)[opp][i] not in a.seen[side]
        assert set(b.hands[opp]) <= set(b.seen[opp])  # the opponent knows its own hand
    for seat_, acts in ((s, d.legal_actions(s)) for s in d.to_move):
        own = b.side_of(seat_)
        for x in acts:
            head, _, rest = x.id.partition("-")
            if head in ("reserve", "command", "card", "discard") and b.pending.kind == "play" and x.id != "discard-reserve":
                assert rest[:3] in b.hands[own] or rest[:3] in b.in_play, x.id
            if head in ("reveal", "boost"):
                assert rest in b.reserves[own], x.id


def hidden(m: Match) -> Any:
    """The parts of a state some seat cannot see."""
    s = m.state
    if m.game == "confucius":
        return (list(s.deck), [list(h) for h in s.hands], [list(h) for h in s.held], list(s.tile_stack))
    if m.game == "ming-dynastie":
        return (list(s.deck), [list(x) for x in s.selection])
    if m.game == "yin-yang":
        return [list(p["cards"]) for p in s.players]
    return (list(s.deck), {k: list(v) for k, v in s.hands.items()}, {k: list(v) for k, v in s.reserves.items()}, list(s.bot_deck))


@pytest.mark.parametrize("game,players,options", SETUPS)
def test_determinize_keeps_the_view_and_resamples_only_what_is_hidden(game: str, players: int, options: dict[str, Any]) -> None:
    varied = 0
    for m in positions(game, players, options, range(2), every=13):
        original = m.state_hash()
        for seat in range(players):
            samples = []
            for seed in range(3):
                d = m.determinize(seat, seed)
                assert d.view(seat) == m.view(seat)
                assert [x.id for x in d.legal_actions(seat)] == [x.id for x in m.legal_actions(seat)]
                assert d.to_move == m.to_move and d.log_entries == m.log_entries and d.record() == m.record()
                check_possible(m, d, seat)
                samples.append(repr(hidden(d)))
            assert m.state_hash() == original, "determinize changed the original"
            if unknown_cards(m, seat) >= 2:
                varied += 1
                assert len(set(samples)) > 1, "three seeds gave the same hidden cards"
    assert varied or (game, players) == ("yin-yang", 1)  # solo Yin Yang hides nothing


def unknown_cards(m: Match, seat: int) -> int:
    """How many distinct cards ``seat`` cannot place (in the deck and hidden slots)."""
    s = m.state
    if m.game == "confucius":
        return len(s.deck)
    if m.game == "ming-dynastie":
        return len(set(s.deck))
    if m.game == "yin-yang":  # the other players' unplayed god cards, each drawn from its unplayed ones
        return sum(len(p["cards"]) for o, p in enumerate(s.players) if o != seat and len(p["played"]) < 2)
    side = s.side_of(seat)
    opp = mv_game.other(side)
    if s.solo:
        return len(s.deck)
    seen = set(s.seen[side])
    return len(s.deck) + sum(c not in seen for c in s.hands[opp] + s.reserves[opp])


@pytest.mark.parametrize("game,players,options", SETUPS)
def test_a_determinized_match_plays_on_to_the_end(game: str, players: int, options: dict[str, Any]) -> None:
    for k, m in enumerate(positions(game, players, options, range(2), every=23)):
        if not m.to_move:
            continue
        d = m.determinize(m.to_move[0], k)
        rng = Rng(k)
        while d.to_move:
            step(d, rng)
        assert d.outcome is not None


def test_determinize_is_identity_for_a_seat_that_has_seen_everything() -> None:
    # Ming-Dynastie with an empty face-down supply outside a scoring: nothing is hidden
    m = new("ming-dynastie", 3, {}, 4)
    rng = Rng(4)
    for _ in range(40):
        step(m, rng)
    s = m.state
    assert s.phase != md_game.SCORING
    for t in s.deck:
        s.discard[t] += 1
    s.deck = []
    d = m.determinize(1, 99)
    assert m.rules.snapshot(d.state) == m.rules.snapshot(s)
    # The Ming Voyages, 2 players: the Barbarian has held every card the Emperor holds
    m = new("ming-voyages", 2, {}, 4)
    s = m.state
    s.discard += s.deck
    s.deck = []
    s.seen[BARBARIAN] += [c for c in s.hands[EMPEROR] + s.reserves[EMPEROR] if c not in s.seen[BARBARIAN]]
    seat = s.seat(BARBARIAN)
    d = m.determinize(seat, 99)
    assert m.rules.snapshot(d.state) == m.rules.snapshot(s)
    assert [a.id for a in d.legal_actions(s.seat(EMPEROR))] == [a.id for a in m.legal_actions(s.seat(EMPEROR))]


def test_md_determinize_resamples_the_unrevealed_return_cards() -> None:
    """While return cards lie face down, the others' selections are resampled; one's own stays."""
    met = 0
    for m in positions("ming-dynastie", 3, {}, range(6), every=1):
        s = m.state
        if not (s.phase == md_game.SCORING and s.stage == md_game.ST_RETURNS):
            continue
        seat = m.to_move[0]
        others = [o for o in range(s.n) if o != seat and sum(md_game._city_figures(s, s.city, o)) >= 1]
        if not others:
            continue
        seen = {repr(m.determinize(seat, k).state.selection[others[0]]) for k in range(12)}
        assert len(seen) > 1
        met += 1
        if met >= 3:
            return
    assert met


def test_mv_determinize_asks_the_opponents_question_again() -> None:
    """When the other side is deciding what to play, its options follow its resampled hand."""
    met = 0
    for m in positions("ming-voyages", 2, {}, range(4), every=1):
        s = m.state
        if not (s.pending and s.pending.kind == "play" and s.deck):
            continue
        mover = s.pending.seat
        other_seat = 1 - mover
        d = m.determinize(other_seat, 7)
        own = d.state.side_of(mover)
        for x in d.legal_actions(mover):
            assert x.id.split("-")[1] in d.state.hands[own]
        if d.state.hands[own] != s.hands[own]:
            met += 1
        if met >= 3:
            return
    assert met


@pytest.mark.parametrize("players,options", [(2, {}), (1, {"difficulty": "hard"})])
def test_mv_positions_never_repeat_within_a_turn(players: int, options: dict[str, Any]) -> None:
    """Why The Ming Voyages needs no take-back check (``position_key`` is None): within a
    turn, every position differs from the earlier ones."""
    for seed in range(4):
        m = new("ming-voyages", players, options, seed)
        rng = Rng(seed)
        turn = [mv_game.position_key(m.state)]
        while m.to_move:
            step(m, rng)
            key = mv_game.position_key(m.state)
            if not m.can_undo:
                turn = [key]
                continue
            assert key not in turn
            turn.append(key)


def test_a_clone_can_be_observed_step_by_step() -> None:
    """The page's step-by-step observation (Match.apply's ``observe``) works on a clone too, and
    leaves the original's log alone."""
    m = mingtable.new_game("ming-voyages", ["Ann"], seed=3)
    c = m.clone()
    steps: list[int] = []
    c.apply(c.legal_actions()[0].id, observe=lambda: steps.append(len(c.log_entries)))
    assert len(steps) >= 2 and steps == sorted(steps) and steps[-1] == len(c.log_entries)
    assert len(m.log_entries) < len(c.log_entries) and m.record()["actions"] == []


@pytest.mark.parametrize("game,players", [("ming-dynastie", 3), ("ming-dynastie", 2), ("ming-voyages", 2), ("ming-voyages", 1),
                                          ("confucius", 4)])
def test_a_view_is_never_changed_by_what_follows(game: str, players: int) -> None:
    """A view is the caller's own data: the steps and decisions after it leave it as it was
    (the page keeps the view of each step while it shows a decision step by step)."""
    import copy

    from mingtable.bots import make_bot

    for seed in range(6):
        m = mingtable.new_game(game, [f"P{i}" for i in range(players)], seed=seed)
        bots = [make_bot("random", seed * 7 + i, game) for i in range(players)]
        taken: list[tuple[dict[str, Any], dict[str, Any]]] = []
        viewer = 0 if players == 1 else None

        def keep() -> None:
            view = m.view(viewer)
            taken.append((view, copy.deepcopy(view)))

        while m.outcome is None:
            seat = m.to_move[0]
            m.apply(bots[seat].choose(m.view(seat), m.legal_actions(seat)), seat, observe=keep)
        assert taken and all(view == kept for view, kept in taken)
