"""Research benchmark (``python -m mingtable.rl.bench``, run by ``./build.sh bench``): PettingZoo
environment steps per second per game, and OpenSpiel's ISMCTS with a fixed number of
simulations against Ming Table's strong bot in 2-player Ming-Dynastie and The Ming Voyages.
It prints figures (docs/benchmarks.md); it never fails on a slow machine."""

from __future__ import annotations

import argparse
import time

import numpy as np
from open_spiel.python.algorithms import ismcts

import mingtable

from ..bots import make_bot
from ..engine.rng import Rng
from . import openspiel
from .encoding import table
from .pettingzoo import env


def env_steps_per_second(game: str, players: int, steps: int, seed: int = 1) -> tuple[float, int]:
    """Random legal actions through the AEC API (``last()`` with its observation and mask,
    then ``step``), games restarted as they end: (steps per second, steps)."""
    e = env(game, players)
    e.reset(seed=seed)
    rng = Rng(seed)
    done = 0
    start = time.perf_counter()
    while done < steps:
        if not e.agents:
            e.reset()
        obs, _, terminated, truncated, _ = e.last()
        if terminated or truncated:
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        e.step(int(legal[rng.below(len(legal))]))
        done += 1
    return done / (time.perf_counter() - start), done


def ismcts_against_strong(game: str, games: int, simulations: int, iterations: int,
                          seed: int = 1) -> dict[str, float]:
    """``games`` 2-player games, OpenSpiel's ISMCTS (``simulations`` per decision, the game's
    evaluation at the leaves) against the strong bot (``iterations`` per decision), seats
    alternating: ISMCTS's wins, the games, and the seconds per decision of each."""
    wins = 0.0
    think = {"ismcts": [0.0, 0], "strong": [0.0, 0]}
    for g in range(games):
        loaded = openspiel.load(game, 2, seed=seed + g)
        bot = ismcts.ISMCTSBot(loaded, openspiel.HeuristicEvaluator(game), uct_c=2.0, max_simulations=simulations,
                               random_state=np.random.RandomState(seed + g), allow_inconsistent_action_sets=True)
        strong = make_bot("strong", seed * 7 + g, game, iterations=iterations)
        ours = g % 2  # the seat of ISMCTS
        state = loaded.new_initial_state()
        actions = table(game)
        while not state.is_terminal():
            seat = state.current_player()
            start = time.perf_counter()
            if seat == ours:
                action = bot.step(state)
                kind = "ismcts"
            else:
                action = actions.encode(strong.choose_in(state.match, seat))
                kind = "strong"
            think[kind][0] += time.perf_counter() - start
            think[kind][1] += 1
            state.apply_action(action)
        winners = state.match.outcome["winners"]
        if ours in winners:
            wins += 1.0 / len(winners)
    return {"wins": wins, "games": games,
            **{f"{k}_s": total / max(n, 1) for k, (total, n) in think.items()}}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m mingtable.rl.bench", description=__doc__)
    parser.add_argument("--steps", type=int, default=1000, help="environment steps per game (default 1000)")
    parser.add_argument("--games", type=int, default=2, help="ISMCTS games per title (default 2, seats alternate)")
    parser.add_argument("--simulations", type=int, default=20, help="ISMCTS simulations per decision (default 20)")
    parser.add_argument("--iterations", type=int, default=20, help="strong bot iterations per decision (default 20)")
    args = parser.parse_args(argv)

    print("PettingZoo AEC environment, random legal actions (observation and mask every step)")
    for game, info in mingtable.GAMES.items():
        players = min(max(info.min_players, 2), info.max_players)
        rate, steps = env_steps_per_second(game, players, args.steps)
        print(f"  {game}, {players} players: {rate:.0f} steps/s ({steps} steps)")
    print(f"OpenSpiel ISMCTS ({args.simulations} simulations, the game's evaluation) "
          f"against the strong bot ({args.iterations} iterations), 2 players")
    for game in ("ming-dynastie", "ming-voyages"):
        r = ismcts_against_strong(game, args.games, args.simulations, args.iterations)
        print(f"  {game}: ISMCTS won {r['wins']:g} of {r['games']} games; "
              f"{r['ismcts_s'] * 1000:.0f} ms per ISMCTS decision, {r['strong_s'] * 1000:.0f} ms per strong bot decision")


if __name__ == "__main__":
    main()
