"""The strong bot (information-set MCTS, mingtable.bots.search) with fixed iteration budgets:
legal everywhere, deterministic, blind to what its seat cannot see, and it takes a win."""

from __future__ import annotations

import time

import pytest

import mingtable
from mingtable.__main__ import main
from mingtable.bots import BOT_KINDS, decide, make_bot
from mingtable.bots.search import MARGIN, SearchBot, _clearly_better, _Node
from mingtable.engine.match import Match
from mingtable.engine.rng import Rng
from mingtable.games.ming_voyages import heuristic as mv_heuristic

GAMES = [("ming-dynastie", 2), ("ming-dynastie", 4), ("ming-voyages", 2), ("ming-voyages", 1)]


def _kind(match: Match, seat: int) -> str:
    """The kind of decision ``seat`` faces (Ming-Dynastie: decision kind; Ming Voyages: pending kind)."""
    view = match.view(seat)
    if match.game == "ming-dynastie":
        return (view.get("decision") or {}).get("kind", "") + "/" + view["phase"]
    return (view.get("pending") or {}).get("kind", "")


def _played(game: str, players: int, seed: int, decisions: int, kinds: tuple[str, str] = ("greedy", "random")) -> Match:
    """A game after ``decisions`` decisions of a greedy seat 0 and random other seats."""
    m = mingtable.new_game(game, [f"P{i}" for i in range(players)], seed=seed, version=1)
    bots = [make_bot(kinds[0] if s == 0 else kinds[1], seed + s, game) for s in range(players)]
    for _ in range(decisions):
        seat = m.to_move[0]
        m.apply(bots[seat].choose(m.view(seat), m.legal_actions(seat)), seat)
    return m


def test_strong_is_a_bot_kind() -> None:
    assert "strong" in BOT_KINDS
    assert isinstance(make_bot("strong", 1, "ming-voyages", iterations=5), SearchBot)


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_legal_in_every_kind_of_decision(game: str, players: int) -> None:
    """Once per kind of decision (and seat) met in a game, the bot answers with a legal action."""
    m = mingtable.new_game(game, [f"P{i}" for i in range(players)], seed=11, version=1)
    other = make_bot("random", 3, game)
    seen: set[tuple[str, int]] = set()
    while m.to_move:
        seat = m.to_move[0]
        key = (_kind(m, seat), seat)
        if key not in seen:
            seen.add(key)
            bot = make_bot("strong", 5, game, iterations=4)
            choice = decide(bot, m, seat)
            assert choice in {a.id for a in m.legal_actions(seat)}
        else:
            choice = other.choose(m.view(seat), m.legal_actions(seat))
        m.apply(choice, seat)
    assert len(seen) >= 4


@pytest.mark.parametrize(("game", "players", "decisions"), [("ming-dynastie", 2, 40), ("ming-voyages", 2, 30)])
def test_deterministic_for_a_fixed_seed(game: str, players: int, decisions: int) -> None:
    m = _played(game, players, 3, decisions)
    seat = m.to_move[0]
    first = [make_bot("strong", 9, game, iterations=25).choose_in(m, seat) for _ in range(2)]
    assert first[0] == first[1]
    assert m.record() == _played(game, players, 3, decisions).record()  # the real match is untouched


@pytest.mark.parametrize(("game", "players", "seed", "decisions"), [
    ("ming-dynastie", 2, 5, 60), ("ming-dynastie", 4, 5, 120), ("ming-voyages", 2, 5, 20),
    ("ming-voyages", 2, 7, 61), ("ming-voyages", 1, 5, 30),
])
def test_blind_to_what_its_seat_cannot_see(game: str, players: int, seed: int, decisions: int) -> None:
    """A match that differs only in parts hidden from the seat (another hand, deck order,
    the PRNG) gets the same decision and the same estimate with the same seed and budget."""
    m = _played(game, players, seed, decisions)
    seat = m.to_move[0]
    other = m.determinize(seat, 4242)
    assert other.view(seat) == m.view(seat)
    assert other.state_hash() != m.state_hash()
    bots = [make_bot("strong", 21, game, iterations=30) for _ in range(2)]
    assert bots[0].choose_in(m, seat) == bots[1].choose_in(other, seat)
    assert bots[0].last_estimate == bots[1].last_estimate


@pytest.mark.parametrize(("game", "seed", "decisions", "winning"), [
    # the Emperor (seat 0) ends the game as its winner by holding a card back; a command does not
    ("ming-voyages", 5, 195, "reserve-"),
    ("ming-voyages", 27, 208, "reserve-"),
])
def test_takes_a_winning_move(game: str, seed: int, decisions: int, winning: str) -> None:
    m = _played(game, 2, seed, decisions)
    seat = m.to_move[0]
    legal = [a.id for a in m.legal_actions(seat)]
    assert any(a.startswith(winning) for a in legal) and any(not a.startswith(winning) for a in legal)
    bot = make_bot("strong", 1, game, iterations=len(legal) * 4)
    choice = bot.choose_in(m, seat)
    assert choice.startswith(winning)
    after = m.clone()
    after.apply(choice, seat)
    assert after.outcome is not None and seat in after.outcome["winners"]
    assert bot.last_estimate == 1.0


def test_never_takes_back_for_ever() -> None:
    """Laying and taking back a return card cancels out; the bot moves the game on."""
    m = mingtable.new_game("ming-dynastie", ["A", "B"], seed=1, version=1)
    bots = [make_bot("strong", 1, "ming-dynastie", iterations=6), make_bot("greedy", 2, "ming-dynastie")]
    for _ in range(2000):
        if not m.to_move:
            break
        seat = m.to_move[0]
        m.apply(decide(bots[seat], m, seat), seat)
    assert m.outcome is not None


def test_cli_simulate_strong_against_greedy(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "ming-voyages", "--players", "2", "--games", "2", "--seed", "3",
                 "--bots", "strong,greedy", "--iterations", "3"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0].startswith("game 1 seed 3: scores") and lines[0].endswith("bots strong,greedy")
    assert lines[1].startswith("game 2 seed 4: scores") and lines[1].endswith("bots greedy,strong")
    summary = lines[2]
    assert summary.startswith("summary: 2 games of ming-voyages for 2 players, strong: 3 iterations per decision "
                              "(strong,greedy bots)")
    assert "win rate strong " in summary and "greedy " in summary and summary.count("95% CI") == 2
    assert "fair share 50%" in summary


def test_the_budget_is_read_on_the_bots_clock() -> None:
    """A strong bot stops searching when its clock passes the budget: with a clock that moves
    30 ms per reading a 100 ms budget allows four paired samples (a reading for the deadline,
    then one after each sample). The simulations' clock is the thread's CPU time, the page's the
    wall clock."""
    readings: list[int] = []

    def clock() -> float:
        readings.append(1)
        return 0.03 * len(readings)

    m = _played("ming-voyages", 2, 5, 40)
    seat = m.to_move[0]
    assert len(m.legal_actions(seat)) > 1
    bot = SearchBot(1, "ming-voyages", think_ms=100, clock=clock)
    bot.choose_in(m, seat)
    assert len(readings) == 5 and bot.last_iterations % 4 == 0 and bot.last_iterations >= 8
    assert make_bot("strong", 1, "ming-voyages", cpu_clock=True).clock is time.thread_time
    assert make_bot("strong", 1, "ming-voyages").clock is time.perf_counter


def test_cli_simulate_rejects_a_wrong_bot_count(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "ming-dynastie", "--players", "3", "--games", "1", "--bots", "strong,greedy"]) == 2
    with pytest.raises(SystemExit):
        main(["simulate", "--bots", "strong,clever"])


def test_wilson_interval() -> None:
    from mingtable.__main__ import wilson

    lo, hi = wilson(65, 100)
    assert 0.552 < lo < 0.553 and 0.736 < hi < 0.737
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_a_strong_bot_says_its_win_chance_only_among_bots() -> None:
    """Item 5: the expected win chance reflects the bot's own hidden cards, so it is noted
    only while no person plays at the device."""
    from mingtable.i18n import tr
    from mingtable.ui.session import Session

    bots_only = Session(mingtable.new_game("ming-voyages", ["Ann", "Ben"], seed=2), ["strong", "strong"], "a")
    bots_only.bot_step()
    (at, note), = bots_only.bot_notes.items()
    assert at == len(bots_only.match.log_entries)
    text = tr(note, "en")
    assert text.startswith("Ann expects to win with a chance of ") and text.endswith(" %.")
    assert 0 <= int(text.split("chance of ")[1].split(" ")[0]) <= 100
    assert "Gewinnchance" in tr(note, "de")
    with_person = Session(mingtable.new_game("ming-voyages", ["Ann", "Ben"], seed=2), ["strong", None], "b")
    with_person.bot_step()
    assert with_person.bot_notes == {}


def _root(*children: tuple[float, list[float]]) -> _Node:
    """A root whose children a, b, ... have the given greedy priors and sample rewards."""
    root = _Node(0)
    for name, (prior, samples) in zip("abc", children):
        child = root.children[name] = _Node(0, prior)
        child.samples = list(samples)
        child.visits, child.reward = len(samples), sum(samples)
    return root


def test_paired_search_keeps_the_greedy_choice_unless_another_is_clearly_better() -> None:
    same = [0.4, 0.6, 0.5, 0.7]
    assert _clearly_better(_root((1.0, same), (0.5, same), (0.0, same)))[0] == "a"
    better = [x + 0.1 for x in same]
    assert _clearly_better(_root((1.0, same), (0.5, better), (0.0, same)))[0] == "b"
    # better on average, but by less than the noise between the samples
    noisy = [x + d for x, d in zip(same, (0.3, -0.2, 0.3, -0.2))]
    assert _clearly_better(_root((1.0, same), (0.5, noisy), (0.0, same)))[0] == "a"
    # better in every sample, but by less than MARGIN
    slightly = [x + MARGIN / 2 for x in same]
    assert _clearly_better(_root((1.0, same), (0.5, slightly), (0.0, same)))[0] == "a"
    # of two clearly better ones, the one with the higher lower bound
    best = [x + 0.2 for x in same]
    assert _clearly_better(_root((1.0, same), (0.5, better), (0.0, best)))[0] == "c"


@pytest.mark.parametrize("players", [2, 1])
def test_turn_key_counts_the_phases(players: int) -> None:
    """The Ming Voyages' turn count (the paired search's rollout horizon): every card play of
    the Emperor starts an even count, the Barbarian's the next odd one; it never goes back."""
    m = mingtable.new_game("ming-voyages", ["A", "B"][:players], seed=4, version=1)
    bot = make_bot("greedy", 1, "ming-voyages")
    emperor = m.view(0)["sides"]["emperor"]
    last, plays = 0, []
    while m.to_move:
        seat = m.to_move[0]
        key = mv_heuristic.turn_key(m)
        assert key >= last
        last = key
        if m.view(seat)["pending"]["kind"] == "play":
            plays.append(key)
            assert key % 2 == (0 if seat == emperor else 1)
        m.apply(bot.choose(m.view(seat), m.legal_actions(seat)), seat)
    steps = {b - a for a, b in zip(plays, plays[1:])}
    assert steps == ({1} if players == 2 else {2})


def test_rollout_ends_at_the_searching_sides_next_card() -> None:
    m = _played("ming-voyages", 2, 6, 40)
    while m.view(m.to_move[0])["pending"]["kind"] != "play":
        seat = m.to_move[0]
        m.apply(m.legal_actions(seat)[0].id, seat)
    seat = m.to_move[0]
    start = mv_heuristic.turn_key(m)
    bot = make_bot("strong", 2, "ming-voyages", iterations=3)
    sample = m.determinize(seat, 7)
    sample.apply(sample.legal_actions(seat)[0].id, seat)
    rewards = bot._rollout(sample, Rng(7), start + 2)
    assert sample.outcome is None and mv_heuristic.turn_key(sample) == start + 2
    assert sample.to_move == [seat] and sample.view(seat)["pending"]["kind"] == "play"
    assert len(rewards) == 2 and all(0 < r < 1 for r in rewards)


def test_the_solo_evaluation_is_the_solo_emperors_log_odds() -> None:
    """Solo: EVAL_SCALE times the fitted log-odds of the Emperor's win against the bot deck
    (:data:`SOLO_WEIGHTS`, with the difficulty as a feature): a harder deck lowers it, a
    card in reserve raises it."""
    m = _played("ming-voyages", 1, 8, 30, ("greedy", "greedy"))
    view = m.view(0)
    bucket, x = mv_heuristic.fit_features(view, None)
    log_odds = sum(w * f for w, f in zip(mv_heuristic.SOLO_WEIGHTS[bucket], x))
    assert mv_heuristic.evaluate_view(view, 0) == pytest.approx(mv_heuristic.EVAL_SCALE * log_odds)
    values = [mv_heuristic.evaluate_view({**view, "difficulty": d}, 0) for d in ("easy", "normal", "hard")]
    assert values[0] > values[1] > values[2]
    assert mv_heuristic.evaluate_view({**view, "reserve": [*view["reserve"], "G01"]}, 0) > mv_heuristic.evaluate_view(view, 0)


def test_the_fitted_evaluation_is_the_emperors_log_odds() -> None:
    """Two players: the Emperor's value less the Barbarian's, each on its own view, is
    EVAL_SCALE times the fitted log-odds of the Emperor's win (board and both sides' cards),
    so the search's reward for the Emperor is that win chance; each side's value counts its
    own cards only."""
    assert len(mv_heuristic.WEIGHTS) == 2 * len(mv_heuristic.FIT_BUCKETS)
    assert {len(w) for w in mv_heuristic.WEIGHTS} == {len(mv_heuristic.FIT_FEATURES)}
    m = _played("ming-voyages", 2, 8, 61)
    views = {m.view(s)["side"]: m.view(s) for s in (0, 1)}
    e, b = views["emperor"], views["barbarian"]
    bucket, x = mv_heuristic.fit_features(e, b)
    log_odds = sum(w * f for w, f in zip(mv_heuristic.WEIGHTS[bucket], x))
    diff = mv_heuristic.evaluate_view(e, e["seat"]) - mv_heuristic.evaluate_view(b, b["seat"])
    assert diff == pytest.approx(mv_heuristic.EVAL_SCALE * log_odds)
    assert mv_heuristic.evaluate_view({**b, "reserve": ["G01"]}, b["seat"]) != mv_heuristic.evaluate_view(b, b["seat"])
    assert mv_heuristic.evaluate_view({**e, "known_opponent_hand": []}, e["seat"]) == mv_heuristic.evaluate_view(e, e["seat"])


@pytest.mark.parametrize("players", [2, 1])
def test_the_fitted_evaluation_values_voyages_and_borderlands(players: int) -> None:
    """In every stretch of the game and either phase, one more voyage done is worth more to
    the Emperor, and a borderland the Barbarian takes from him worth less."""
    m = _played("ming-voyages", players, 8, 30, ("greedy", "greedy"))
    view = m.view(m.state.emperor_seat)
    open_voyage = next(v for v, done in view["voyages"].items() if not done)
    held = next(a for a in ("B1", "B2", "B3", "B4", "B5") if view["areas"][a].get("armies"))
    for stage, rnd in ((1, 1), (1, 6), (2, 1), (2, 6), (2, 10), (2, 13)):
        for phase in ("emperor", "barbarian"):
            v = {**view, "stage": stage, "round": rnd, "phase": phase}
            more = {**v, "voyages": {**v["voyages"], open_voyage: True}}
            areas = {**v["areas"], held: {**v["areas"][held], "armies": 0, "hordes": 1}}
            lost = {**v, "areas": areas}
            base = mv_heuristic.evaluate_view(v, 0)
            assert mv_heuristic.evaluate_view(more, 0) > base, (stage, rnd, phase)
            assert mv_heuristic.evaluate_view(lost, 0) < base, (stage, rnd, phase)


SLICED = [("ming-dynastie", 3), ("ming-voyages", 2), ("ming-voyages", 1), ("confucius", 3), ("yin-yang", 2)]


@pytest.mark.parametrize(("game", "players"), SLICED)
def test_a_search_in_slices_decides_as_in_one_go(game: str, players: int) -> None:
    """The page runs the search in slices between frames (Search.run with a budget): with the
    same seed and iteration count it takes the same move, after the same number of iterations,
    with the same estimate, as choose_in in one go; the bot's random numbers end the same."""
    m = mingtable.new_game(game, [f"P{i}" for i in range(players)], seed=4, version=1)
    other = make_bot("random", 2, game)
    compared = 0
    while m.outcome is None and compared < 4:
        seat = m.to_move[0]
        if len(m.legal_actions(seat)) > 2 and len(m.actions) % 3 == 0:
            whole = make_bot("strong", 21 + compared, game, iterations=16)
            expected = whole.choose_in(m, seat)
            sliced = make_bot("strong", 21 + compared, game, iterations=16)
            search = sliced.search(m, seat)
            calls = 1
            while not search.run(budget_ms=0.0):  # the smallest slices: one step each
                calls += 1
            assert search.result() == expected and calls > 16
            assert (sliced.last_iterations, sliced.last_estimate) == (whole.last_iterations, whole.last_estimate)
            assert sliced.rng.s == whole.rng.s
            assert search.run(0.0) and search.result() == expected  # done stays done
            compared += 1
        m.apply(other.choose_in(m, seat), seat)
    assert compared == 4


def test_a_time_budget_counts_the_thinking_in_the_slices_only() -> None:
    """think_ms is the bot's clock summed over the slices: time between slices (the page
    drawing) does not count. A clock that moves 10 ms per reading and a whole second between
    slices: a 100 ms budget still takes about 100 ms of slices."""
    now = [0.0]

    def clock() -> float:
        now[0] += 0.01
        return now[0]

    m = _played("ming-dynastie", 3, 5, 10)
    seat = m.to_move[0]
    bot = SearchBot(1, "ming-dynastie", think_ms=100, clock=clock)
    search = bot.search(m, seat)
    slices = 1
    while not search.run(budget_ms=25):
        now[0] += 1.0  # the page draws and waits for the next slice
        slices += 1
    assert 0.1 <= search.spent < 0.14 and 3 <= slices <= 6
    assert bot.last_iterations == search.done >= 8
