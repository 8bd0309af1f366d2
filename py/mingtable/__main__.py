"""Command line: ``python -m mingtable simulate | replay | bench``."""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from typing import Callable, Sequence

from . import GAMES, BadRecord, load, new_game
from .bots import BOT_KINDS, decide, make_bot
from .engine import jsontext
from .engine.match import Match


def play_out(match: Match, bots: list[str], seed: int, think_ms: float = 200.0,
             iterations: int | None = None, cpu_clock: bool = False) -> Match:
    """Let bots of the given kinds play every seat to the end, each from its own view (a
    strong bot searches ``think_ms`` per decision, of CPU time with ``cpu_clock``, or
    ``iterations`` times)."""
    players = [make_bot(kind, seed * 31 + i, match.game, think_ms, iterations, cpu_clock)
               for i, kind in enumerate(bots)]
    while match.to_move:
        seat = match.to_move[0]
        match.apply(decide(players[seat], match, seat), seat)
    return match


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95 % by default) of a proportion ``successes / n``."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    centre = p + z * z / (2 * n)
    half = z * ((p * (1 - p) + z * z / (4 * n)) / n) ** 0.5
    den = 1 + z * z / n
    return max(0.0, (centre - half) / den), min(1.0, (centre + half) / den)


def bot_kinds(text: str) -> list[str]:
    """``--bots``: one kind for every seat, or a comma-separated kind per seat."""
    kinds = [k.strip() for k in text.split(",")]
    for k in kinds:
        if k not in BOT_KINDS:
            raise argparse.ArgumentTypeError(f"unknown bot '{k}': choose from {', '.join(BOT_KINDS)}")
    return kinds


DEFAULT_PLAYERS = {"ming-dynastie": 4, "confucius": 4, "ming-voyages": 2, "yin-yang": 4}


def _options(args: argparse.Namespace, players: int, game: int) -> dict:
    """Game options from the command line (The Ming Voyages and Confucius have some)."""
    if args.game == "confucius":
        return {"advanced": args.advanced, "admiral": args.admiral}
    if args.game != "ming-voyages":
        return {}
    options: dict = {"difficulty": args.difficulty}
    if args.match and players == 2:
        options["match"] = True
    return options


def cmd_simulate(args: argparse.Namespace) -> int:
    info = GAMES.get(args.game)
    if info is None or not info.available:
        print(f"error: unknown or unavailable game '{args.game}'", file=sys.stderr)
        return 2
    players = args.players if args.players is not None else DEFAULT_PLAYERS.get(args.game, info.max_players)
    kinds = list(args.bots)
    if len(kinds) == 1:
        kinds *= players
    if len(kinds) != players:
        print(f"error: --bots names {len(kinds)} bots for {players} seats", file=sys.stderr)
        return 2
    mixed = len(set(kinds)) > 1
    kind_wins: dict[str, float] = {k: 0.0 for k in kinds}
    wins = [0.0] * players
    totals = [0] * players
    sides: dict[tuple[str, str], int] = {}  # (winning side, kind) -> games (The Ming Voyages)
    ranks: dict[str, int] = {}  # solo result -> games (Yin Yang)
    played = 0
    started = time.perf_counter()
    try:
        for g in range(args.games):
            seed = args.seed + g
            seated = kinds[g % players:] + kinds[:g % players]  # seats rotate over the games
            names = [f"{kind.title()} {i + 1}" for i, kind in enumerate(seated)]
            match = new_game(args.game, names, seed=seed, options=_options(args, players, g))
            m = play_out(match, seated, seed, args.think_ms, args.iterations, args.clock == "cpu")
            out = m.outcome
            assert out is not None
            for s in out["winners"]:
                wins[s] += 1 / len(out["winners"])
                kind_wins[seated[s]] += 1 / len(out["winners"])
            for s, sc in enumerate(out["scores"]):
                totals[s] += sc
            extra = ""
            for res in out.get("results", []):
                sides[(res["winner"], res["kind"])] = sides.get((res["winner"], res["kind"]), 0) + 1
                played += 1
                extra += f" [{res['summary'].split(': ', 1)[1].rstrip('.')}; voyages {res['voyages']}]"
            if "rank" in out:
                rank = out["rank"] or "lost"
                ranks[rank] = ranks.get(rank, 0) + 1
                extra += f" rank {rank} (lines {out['lines']}, kingdoms {out['kingdoms']})"
            if mixed:
                extra += f" bots {','.join(seated)}"
            print(f"game {g + 1} seed {seed}: scores {out['scores']} winners {out['winners']} actions {len(m.record()['actions'])}{extra}")
    except Exception as exc:  # any error is a failure of the run
        print(f"error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    elapsed = time.perf_counter() - started
    means = [round(t / args.games, 1) for t in totals]
    what = f"{players} player{'s' if players != 1 else ''}"
    if args.game == "ming-voyages" and players == 1:
        what += f", {args.difficulty} solo bot"
    if "strong" in kinds:
        what += (f", strong: {args.iterations} iterations" if args.iterations is not None
                 else f", strong: {args.think_ms:g} ms of {'CPU' if args.clock == 'cpu' else 'wall clock'}") + " per decision"
    rates = ""
    if mixed or args.games and players == 1:
        parts = []
        for kind in dict.fromkeys(kinds):
            lo, hi = wilson(kind_wins[kind], args.games)
            fair = kinds.count(kind) / players
            parts.append(f"{kind} {100 * kind_wins[kind] / args.games:.1f}% (95% CI {100 * lo:.1f}-{100 * hi:.1f}%; "
                         f"fair share {100 * fair:.0f}%, x{kind_wins[kind] / args.games / fair:.2f})")
        rates = "; win rate " + ", ".join(parts)
    print(
        f"summary: {args.games} games of {args.game} for {what} ({','.join(dict.fromkeys(kinds))} bots) "
        f"in {elapsed:.2f} s; mean scores {means}; wins per seat {[round(w, 1) for w in wins]}{rates}"
    )
    if ranks:
        print("solo ranks: " + ", ".join(f"{rank} {n}" for rank, n in sorted(ranks.items(), key=lambda kv: -kv[1])))
    if played:
        def pct(side: str, kind: str | None = None) -> str:
            n = sum(v for (s, k), v in sides.items() if s == side and kind in (None, k))
            return f"{100 * n / played:.1f}%"

        print(
            f"sides over {played} games: Emperor wins {pct('emperor')} (major {pct('emperor', 'major')}, "
            f"weak {pct('emperor', 'weak')}); Barbarian wins {pct('barbarian')} "
            f"(major {pct('barbarian', 'major')}, weak {pct('barbarian', 'weak')})"
        )
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    try:
        with open(args.file, encoding="utf-8") as fh:
            record = jsontext.loads(fh.read())
        match = load(record)
    except BadRecord as exc:
        print(f"error: bad record: {exc}", file=sys.stderr)
        return 1
    except (OSError, ValueError) as exc:  # unreadable, not UTF-8, not JSON or nested too deep
        print(f"error: cannot read {args.file}: {exc}", file=sys.stderr)
        return 1
    out = match.outcome
    actions = len(match.record()["actions"])
    if out is None:
        print(f"valid record of {match.game}, {actions} actions; game in progress, to move: {match.to_move}")
    else:
        print(f"valid record of {match.game}, {actions} actions; scores {out['scores']} winners {out['winners']}")
    print(f"state hash {match.state_hash()}")
    return 0


def _percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _decision_costs(game: str, players: int, seeds: range, options: dict | None = None) -> list[float]:
    """Microseconds of one apply plus the next legal_actions, over random games."""
    samples: list[float] = []
    bot = make_bot("random", 7)
    for seed in seeds:
        m = new_game(game, [f"P{i}" for i in range(players)], seed=seed, options=options)
        while m.to_move:
            seat = m.to_move[0]
            choice = bot.choose({}, m.legal_actions(seat))
            t0 = time.perf_counter()
            m.apply(choice, seat)
            if m.to_move:
                m.legal_actions(m.to_move[0])
            samples.append((time.perf_counter() - t0) * 1e6)
    return samples


def _random_games_per_second(game: str, players: int, games: int, views: bool = False) -> float:
    """Random bots to the end (``views``: each also asks for its seat's view, as a player's
    screen or a bot that reads the board does)."""
    started = time.perf_counter()
    for g in range(games):
        m = new_game(game, [f"P{i}" for i in range(players)], seed=g)
        if views:
            bot = make_bot("random", g)
            while m.to_move:
                seat = m.to_move[0]
                m.apply(bot.choose(m.view(seat), m.legal_actions(seat)), seat)
        else:
            play_out(m, ["random"] * players, g)
    return games / (time.perf_counter() - started)


def _mid_game(game: str, players: int, decisions: int, seed: int = 5) -> Match:
    """A random game after ``decisions`` decisions (about half of one)."""
    m = new_game(game, [f"P{i}" for i in range(players)], seed=seed)
    bot = make_bot("random", seed)
    while m.to_move and decisions > 0:
        seat = m.to_move[0]
        m.apply(bot.choose({}, m.legal_actions(seat)), seat)
        decisions -= 1
    return m


def _microseconds(fn: Callable[[], object], repeat: int) -> float:
    """The best of 5 runs of ``repeat`` calls, per call."""
    best = float("inf")
    for _ in range(5):
        t0 = time.perf_counter()
        for _ in range(repeat):
            fn()
        best = min(best, time.perf_counter() - t0)
    return best / repeat * 1e6


def _contract_figures() -> None:
    """Match.clone and Match.determinize at a mid-game position of each game."""
    for game, players, decisions in (("ming-dynastie", 4, 270), ("ming-dynastie", 2, 150), ("ming-voyages", 2, 90),
                                     ("confucius", 4, 200), ("yin-yang", 4, 110)):
        m = _mid_game(game, players, decisions)
        seat = m.to_move[0]
        clone = _microseconds(m.clone, 2000)
        det = _microseconds(lambda: m.determinize(seat, 1), 500)
        print(f"{game} clone, {players} players, mid-game: {clone:.1f} us")
        print(f"{game} determinize, {players} players, mid-game: {det:.1f} us")


def cmd_bench(args: argparse.Namespace) -> int:
    """Engine figures on CPython: random games per second and the cost of one decision."""
    for players in (2, 3, 4):
        rate = _random_games_per_second("ming-dynastie", players, args.games)
        print(f"ming-dynastie random games per second, {players} players: {rate:.1f}")
    rate = _random_games_per_second("ming-dynastie", 4, args.games, views=True)
    print(f"ming-dynastie random games per second, 4 players, a view per decision: {rate:.1f}")
    samples = _decision_costs("ming-dynastie", 4, range(1000, 1020))
    print(f"ming-dynastie apply + legal_actions, mean: {statistics.fmean(samples):.1f} us")
    print(f"ming-dynastie apply + legal_actions, p95: {_percentile(samples, 0.95):.1f} us")
    for players, label in ((2, "2 players"), (1, "solo (normal)")):
        rate = _random_games_per_second("ming-voyages", players, args.games)
        print(f"ming-voyages random games per second, {label}: {rate:.1f}")
    samples = _decision_costs("ming-voyages", 2, range(1000, 1020))
    print(f"ming-voyages apply + legal_actions, mean: {statistics.fmean(samples):.1f} us")
    print(f"ming-voyages apply + legal_actions, p95: {_percentile(samples, 0.95):.1f} us")
    for players in (3, 4, 5):
        rate = _random_games_per_second("confucius", players, args.games)
        print(f"confucius random games per second, {players} players: {rate:.1f}")
    samples = _decision_costs("confucius", 4, range(1000, 1020), {"advanced": True})
    print(f"confucius apply + legal_actions (advanced), mean: {statistics.fmean(samples):.1f} us")
    print(f"confucius apply + legal_actions (advanced), p95: {_percentile(samples, 0.95):.1f} us")
    for players in (1, 2, 3, 4):
        rate = _random_games_per_second("yin-yang", players, args.games)
        print(f"yin-yang random games per second, {players} player{'s' if players > 1 else ''}: {rate:.1f}")
    samples = _decision_costs("yin-yang", 4, range(1000, 1020))
    print(f"yin-yang apply + legal_actions, mean: {statistics.fmean(samples):.1f} us")
    print(f"yin-yang apply + legal_actions, p95: {_percentile(samples, 0.95):.1f} us")
    _contract_figures()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mingtable", description="Ming Table engine tools")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play games between bots")
    sim.add_argument("--game", default="ming-dynastie")
    sim.add_argument("--players", type=int, default=None,
                     help="default: 4 for ming-dynastie, confucius and yin-yang, 2 for ming-voyages")
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--bots", type=bot_kinds, default=["random"],
                     help=f"one of {', '.join(BOT_KINDS)} for every seat, or one per seat in seat order "
                          "(e.g. strong,greedy); seats rotate over the games")
    sim.add_argument("--think-ms", type=float, default=200.0, help="strong bot: thinking time per decision")
    sim.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                     help="strong bot: --think-ms of the process's CPU time (default: figures that do not "
                          "depend on what else the machine runs) or of wall clock (as on the page)")
    sim.add_argument("--iterations", type=int, default=None,
                     help="strong bot: a fixed number of search iterations per decision instead of --think-ms")
    sim.add_argument("--difficulty", choices=("easy", "normal", "hard"), default="normal",
                     help="ming-voyages solo bot deck (with --players 1)")
    sim.add_argument("--match", action="store_true", help="ming-voyages: two-game matches with sides swapped")
    sim.add_argument("--advanced", action="store_true", help="confucius: the advanced game (Petition the Emperor)")
    sim.add_argument("--admiral", action="store_true", help="confucius: the Admiral Variation")
    rep = sub.add_parser("replay", help="validate a record file and print its outcome")
    rep.add_argument("file")
    ben = sub.add_parser("bench", help="print engine speed figures")
    ben.add_argument("--games", type=int, default=100)
    args = parser.parse_args(argv)
    return {"simulate": cmd_simulate, "replay": cmd_replay, "bench": cmd_bench}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
