"""Link lengths of games with friends (issue 19): per title, the turn link's fragment at the
start, at mid-game and at the end of a game of greedy bots, every seat a person (4 seats; The
Ming Voyages 2), with a 128-bit seed (record version 2) and every seat's commitment, key,
binding and hop signature in the link, as once each person has moved (issue 32, item 10).
Printed by ``./build.sh bench``; docs/benchmarks.md records them."""

from __future__ import annotations

import secrets

import mingtable
from mingtable.bots import decide, make_bot
from mingtable.engine.match import parse_entry
from mingtable.ui import friends

SETUPS = [("ming-dynastie", 4), ("confucius", 4), ("ming-voyages", 2), ("yin-yang", 4)]
SEEDS = range(1, 6)


def lengths(game: str, players: int, seed: int) -> tuple[int, int, int, int]:
    """(actions, start, mid-game, end) lengths of the fragment ``f=...`` of one game."""
    names = [f"Player {i + 1}" for i in range(players)]
    seed = 2**127 + seed  # as long as a drawn seed
    played = mingtable.new_game(game, names, seed=seed)
    bots = [make_bot("greedy", seed % 1000 * 10 + i, game) for i in range(players)]
    while played.to_move:
        seat = played.to_move[0]
        played.apply(decide(bots[seat], played, seat), seat)
    total = len(played.actions)
    table = friends.create(players, list(range(players)), 0)
    for seat in range(players):  # random bytes: signatures and keys do not compress
        table.commitments[seat], table.keys[seat] = secrets.token_bytes(32), secrets.token_bytes(32)
        table.joins[seat] = secrets.token_bytes(64)
        table.signed[seat] = (total, secrets.token_bytes(64))
    out = []
    m = mingtable.new_game(game, names, seed=seed)
    for upto in (0, total // 2, total):
        while len(m.actions) < upto:
            seat, action_id = parse_entry(played.actions[len(m.actions)])
            m.apply(action_id, seat)
        out.append(len(friends.encode(m, [None] * players, table, 1)))
    return total, out[0], out[1], out[2]


def main() -> None:
    print("Links of a game with friends (characters of the fragment f=...; greedy games, seeds 1-5):")
    for game, players in SETUPS:
        rows = [lengths(game, players, seed) for seed in SEEDS]
        worst = [max(r[i] for r in rows) for i in range(4)]
        print(f"  {game:14} {players}p: up to {worst[0]} actions; start {worst[1]}, mid-game {worst[2]}, end {worst[3]}")


if __name__ == "__main__":
    main()
