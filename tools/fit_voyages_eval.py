"""Fit the strong bot's evaluation of The Ming Voyages to the outcomes of greedy self-play.

Greedy bots play ``--games`` two-player games and as many solo games (the difficulties in
turn). At the start of every phase the script notes the evaluation's terms (``heuristic.terms``
of the board), the time left, the phase, what each side's own cards are worth to it (solo: the
difficulty), and whether the Emperor went on to win. A logistic regression per phase and
stretch of the game (``heuristic.FIT_BUCKETS``) turns them into the Emperor's win chance; the
weights are written to ``py/mingtable/games/ming_voyages/fitted.py``, and the search scores the
ends of its rollouts with them (``heuristic.evaluate_view``). Every fifth game is held out to
compare the fit with the hand-made evaluation it replaced and with a constant.

A developer tool, not part of the product: it needs numpy (the system Python's will do)::

    PYTHONPATH=py python3 tools/fit_voyages_eval.py --games 4000 --jobs 2
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
DIFFICULTIES = ("easy", "normal", "hard")


def hand_made(view: dict) -> float:
    """The hand-made evaluation the fit replaced, for comparison: the board
    (``heuristic.evaluate``) less the weak victory's threshold, from the viewing side, plus
    its own cards (the hand at the weight of passing a card)."""
    c = h.Ctx(view)
    hand, reserve = h.card_values(view, c)
    return c.base - c.sign * h.WEAK_THRESHOLD + (h.PASS_WEIGHT * hand + reserve)


def play(seed: int, solo: bool = False) -> list[tuple[int, list[float], float, int]]:
    """One greedy game (solo: against the bot deck of a difficulty by the seed): (bucket,
    features, the hand-made evaluation's win chance, the Emperor won) at the start of every
    phase."""
    if solo:
        match = new_game("ming-voyages", ["A"], seed=seed, options={"difficulty": DIFFICULTIES[seed % 3]})
    else:
        match = new_game("ming-voyages", ["A", "B"], seed=seed)
    seats = len(match.players)
    bots = [make_bot("greedy", seed * 31 + i, "ming-voyages") for i in range(seats)]
    rows = []
    last = None
    while match.to_move:
        key = h.turn_key(match)
        if key != last:
            last = key
            views = {match.view(s)["side"]: match.view(s) for s in range(seats)}
            e, b = views[EMPEROR], views.get(h.BARBARIAN)
            bucket, x = h.fit_features(e, b)
            old = hand_made(e) - (hand_made(b) if b else 0.0)
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


def fit_table(games: list, label: str) -> list[np.ndarray]:
    """The weights of every bucket, fitted to ``games``; prints the held-out log loss."""
    test = {i for i in range(len(games)) if i % 5 == 0}  # every fifth game is held out
    weights = []
    print(f"{label}: {len(games)} games, {sum(map(len, games))} positions; held out: every fifth game")
    print("bucket  positions  log loss: fitted / hand-made / constant (held out)")
    for bucket in range(len(h.FIT_BUCKETS) * 2):
        def rows(which: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
            sel = [r for i, g in enumerate(games) if (i in test) == which for r in g if r[0] == bucket]
            return (np.array([r[1] for r in sel]), np.array([r[3] for r in sel], dtype=float),
                    np.array([r[2] for r in sel]))
        xtr, ytr, _ = rows(False)
        xte, yte, old = rows(True)
        if len(ytr) < 100 or not len(yte):  # (almost) no such positions: the Barbarian's last phase
            weights.append(np.zeros(len(h.FIT_FEATURES)))
            continue
        w = fit(xtr, ytr)
        p = 1 / (1 + np.exp(-xte @ w))
        base = np.full_like(yte, ytr.mean())
        print(f"{bucket:6d} {len(ytr) + len(yte):10d}  {logloss(p, yte):.4f} / {logloss(old, yte):.4f} / {logloss(base, yte):.4f}")
        weights.append(fit(np.vstack([xtr, xte]), np.concatenate([ytr, yte])))
    return weights


def games_of(seed: int, count: int, solo: bool, jobs: int) -> list:
    cache = Path(f"/tmp/mv_fit_{'solo' if solo else 'duel'}_{seed}_{count}.pickle")  # refits reuse the games
    if cache.exists():
        return pickle.loads(cache.read_bytes())
    with multiprocessing.Pool(jobs) as pool:
        games = pool.starmap(play, [(s, solo) for s in range(seed, seed + count)], chunksize=20)
    cache.write_bytes(pickle.dumps(games))
    return games


def table(name: str, weights: list[np.ndarray]) -> str:
    lines = ",\n".join("    (" + ", ".join(f"{v:.4f}" for v in w) + ")" for w in weights)
    return f"{name}: tuple[tuple[float, ...], ...] = (\n{lines},\n)\n"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=4000, help="games of each kind (two players, solo)")
    ap.add_argument("--seed", type=int, default=100_000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--dry-run", action="store_true", help="report the fit, do not write it")
    args = ap.parse_args()
    duel = fit_table(games_of(args.seed, args.games, False, args.jobs), "two players")
    solo = fit_table(games_of(args.seed, args.games, True, args.jobs), "solo")
    if args.dry_run:
        return 0
    OUT.write_text(
        '"""The strong bot\'s evaluation of The Ming Voyages, fitted to greedy self-play: per\n'
        "bucket (``heuristic.FIT_BUCKETS``, the Emperor's phases first, then the Barbarian's) the\n"
        "weights of ``heuristic.FIT_FEATURES`` (solo: ``SOLO_FEATURES``) in the Emperor's log-odds\n"
        f"of winning. Written by ``tools/fit_voyages_eval.py --games {args.games} --seed {args.seed}``;\n"
        'do not edit."""\n\n' + table("WEIGHTS", duel) + "\n" + table("SOLO_WEIGHTS", solo)
    )
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
