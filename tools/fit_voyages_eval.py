"""Fit the strong bot's evaluation of The Ming Voyages to the outcomes of greedy self-play.

Greedy bots play ``--games`` two-player games. At the start of every phase the script notes the
evaluation's terms (``heuristic.terms`` of the board), the time left, the phase and what each
side's own cards are worth to it, and whether the Emperor went on to win. A logistic regression
per phase and stretch of the game (``heuristic.FIT_BUCKETS``) turns the terms into the
Emperor's win chance; the weights are written to ``py/mingtable/games/ming_voyages/fitted.py``.
The search then scores the ends of its rollouts with it (``heuristic.evaluate_view``).

A developer tool, not part of the product: it needs numpy (the system Python's will do)::

    PYTHONPATH=py python3 tools/fit_voyages_eval.py --games 3000 --jobs 2
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import pickle
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from mingtable import new_game  # noqa: E402
from mingtable.bots import decide, make_bot  # noqa: E402
from mingtable.games.ming_voyages import heuristic as h  # noqa: E402
from mingtable.games.ming_voyages.data import EMPEROR  # noqa: E402

OUT = ROOT / "py" / "mingtable" / "games" / "ming_voyages" / "fitted.py"
RIDGE = 1.0  # the L2 penalty on every weight but the bias


def play(seed: int) -> list[tuple[int, list[float], float, int]]:
    """One greedy game: (bucket, features, hand-made evaluation's win chance, Emperor won)
    at the start of every phase."""
    match = new_game("ming-voyages", ["A", "B"], seed=seed)
    bots = [make_bot("greedy", seed * 31 + i, "ming-voyages") for i in range(2)]
    rows = []
    last = None
    while match.to_move:
        key = h.turn_key(match)
        if key != last:
            last = key
            views = {match.view(s)["side"]: match.view(s) for s in range(2)}
            e, b = views[EMPEROR], views[h.BARBARIAN]
            bucket, x = h.fit_features(e, b)
            old = h.judged_value(e) - h.judged_value(b)
            rows.append((bucket, x, 1 / (1 + math.exp(-old / h.EVAL_SCALE)), e["seat"]))
        seat = match.to_move[0]
        match.apply(decide(bots[seat], match, seat), seat)
    winners = match.outcome["winners"]
    return [(bucket, x, old, int(seat in winners)) for bucket, x, old, seat in rows]


def fit(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Ridge-penalised logistic regression by Newton's method (bias unpenalised)."""
    w = np.zeros(x.shape[1])
    penalty = RIDGE * np.eye(x.shape[1])
    penalty[0, 0] = 0.0
    for _ in range(30):
        p = 1 / (1 + np.exp(-x @ w))
        grad = x.T @ (p - y) + penalty @ w
        hess = (x * (p * (1 - p))[:, None]).T @ x + penalty
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w


def logloss(p: np.ndarray, y: np.ndarray) -> float:
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return float(-(y * np.log(p) + (1 - y) * np.log(1 - p)).mean())


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=100_000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--dry-run", action="store_true", help="report the fit, do not write it")
    args = ap.parse_args()
    seeds = range(args.seed, args.seed + args.games)
    cache = Path(f"/tmp/mv_fit_{args.seed}_{args.games}.pickle")  # refits reuse the games
    if cache.exists():
        games = pickle.loads(cache.read_bytes())
    else:
        with multiprocessing.Pool(args.jobs) as pool:
            games = pool.map(play, seeds, chunksize=20)
        cache.write_bytes(pickle.dumps(games))
    test = {i for i in range(len(games)) if i % 5 == 0}  # every fifth game is held out
    weights = []
    print(f"{args.games} games, {sum(map(len, games))} positions; held out: every fifth game")
    print("bucket  positions  log loss: fitted / hand-made / constant (held out)")
    for bucket in range(len(h.FIT_BUCKETS) * 2):
        def rows(which: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
            sel = [r for i, g in enumerate(games) if (i in test) == which for r in g if r[0] == bucket]
            return (np.array([r[1] for r in sel]), np.array([r[3] for r in sel], dtype=float),
                    np.array([r[2] for r in sel]))
        xtr, ytr, _ = rows(False)
        xte, yte, old = rows(True)
        if not len(ytr) or not len(yte):  # no such positions (the Barbarian has no last phase)
            weights.append(np.zeros(len(h.FIT_FEATURES)))
            continue
        w = fit(xtr, ytr)
        p = 1 / (1 + np.exp(-xte @ w))
        base = np.full_like(yte, ytr.mean())
        print(f"{bucket:6d} {len(ytr) + len(yte):10d}  {logloss(p, yte):.4f} / {logloss(old, yte):.4f} / {logloss(base, yte):.4f}")
        weights.append(fit(np.vstack([xtr, xte]), np.concatenate([ytr, yte])))
    if args.dry_run:
        return 0
    lines = ",\n".join("    (" + ", ".join(f"{v:.4f}" for v in w) + ")" for w in weights)
    OUT.write_text(
        '"""The strong bot\'s evaluation of The Ming Voyages, fitted to greedy self-play: per\n'
        "bucket (``heuristic.FIT_BUCKETS``, the Emperor's phases first, then the Barbarian's) the\n"
        "weights of ``heuristic.FIT_FEATURES`` in the Emperor's log-odds of winning. Written by\n"
        f"``tools/fit_voyages_eval.py --games {args.games} --seed {args.seed}``; do not edit.\"\"\"\n\n"
        f"WEIGHTS: tuple[tuple[float, ...], ...] = (\n{lines},\n)\n"
    )
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
