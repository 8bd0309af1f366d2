"""Command line: ``python -m mingtable simulate | replay | bench``."""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from typing import Sequence

from . import GAMES, BadRecord, load, new_game
from .bots import BOT_KINDS, make_bot
from .engine.match import Match


def play_out(match: Match, bots: list[str], seed: int) -> Match:
    """Let bots of the given kinds play every seat to the end, each from its own view."""
    players = [make_bot(kind, seed * 31 + i, match.game) for i, kind in enumerate(bots)]
    while match.to_move:
        seat = match.to_move[0]
        match.apply(players[seat].choose(match.view(seat), match.legal_actions(seat)), seat)
    return match


def cmd_simulate(args: argparse.Namespace) -> int:
    info = GAMES.get(args.game)
    if info is None or not info.available:
        print(f"error: unknown or unavailable game '{args.game}'", file=sys.stderr)
        return 2
    wins = [0.0] * args.players
    totals = [0] * args.players
    started = time.perf_counter()
    try:
        for g in range(args.games):
            seed = args.seed + g
            names = [f"{args.bots.title()} {i + 1}" for i in range(args.players)]
            m = play_out(new_game(args.game, names, seed=seed), [args.bots] * args.players, seed)
            out = m.outcome
            assert out is not None
            for s in out["winners"]:
                wins[s] += 1 / len(out["winners"])
            for s, sc in enumerate(out["scores"]):
                totals[s] += sc
            print(f"game {g + 1} seed {seed}: scores {out['scores']} winners {out['winners']} actions {len(m.record()['actions'])}")
    except Exception as exc:  # any error is a failure of the run
        print(f"error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    elapsed = time.perf_counter() - started
    means = [round(t / args.games, 1) for t in totals]
    print(
        f"summary: {args.games} games of {args.game} for {args.players} players ({args.bots} bots) "
        f"in {elapsed:.2f} s; mean scores {means}; wins per seat {[round(w, 1) for w in wins]}"
    )
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    try:
        with open(args.file, encoding="utf-8") as fh:
            record = json.load(fh)
        match = load(record)
    except (OSError, json.JSONDecodeError) as exc:
        print(f"error: cannot read {args.file}: {exc}", file=sys.stderr)
        return 1
    except BadRecord as exc:
        print(f"error: bad record: {exc}", file=sys.stderr)
        return 1
    out = match.outcome
    actions = len(record["actions"])
    if out is None:
        print(f"valid record of {match.game}, {actions} actions; game in progress, to move: {match.to_move}")
    else:
        print(f"valid record of {match.game}, {actions} actions; scores {out['scores']} winners {out['winners']}")
    print(f"state hash {match.state_hash()}")
    return 0


def _percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def cmd_bench(args: argparse.Namespace) -> int:
    """Engine figures on CPython: random games per second and the cost of one decision."""
    for players in (2, 3, 4):
        started = time.perf_counter()
        for g in range(args.games):
            play_out(new_game("ming-dynastie", [f"P{i}" for i in range(players)], seed=g), ["random"] * players, g)
        rate = args.games / (time.perf_counter() - started)
        print(f"ming-dynastie random games per second, {players} players: {rate:.1f}")
    samples: list[float] = []
    bot = make_bot("random", 7)
    for g in range(20):
        m = new_game("ming-dynastie", ["A", "B", "C", "D"], seed=1000 + g)
        legal = m.legal_actions()
        while m.to_move:
            seat = m.to_move[0]
            choice = bot.choose({}, m.legal_actions(seat))
            t0 = time.perf_counter()
            m.apply(choice, seat)
            if m.to_move:
                m.legal_actions(m.to_move[0])
            samples.append((time.perf_counter() - t0) * 1e6)
    del legal
    print(f"ming-dynastie apply + legal_actions, mean: {statistics.fmean(samples):.1f} us")
    print(f"ming-dynastie apply + legal_actions, p95: {_percentile(samples, 0.95):.1f} us")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mingtable", description="Ming Table engine tools")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play games between bots")
    sim.add_argument("--game", default="ming-dynastie")
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--bots", choices=BOT_KINDS, default="random")
    rep = sub.add_parser("replay", help="validate a record file and print its outcome")
    rep.add_argument("file")
    ben = sub.add_parser("bench", help="print engine speed figures")
    ben.add_argument("--games", type=int, default=100)
    args = parser.parse_args(argv)
    return {"simulate": cmd_simulate, "replay": cmd_replay, "bench": cmd_bench}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
