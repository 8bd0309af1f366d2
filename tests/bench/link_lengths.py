"""Link lengths of games with friends (issue 19): per title, the turn link's fragment at the
start, at mid-game and at the end of a game of greedy bots, every seat a person (4 seats; The
Ming Voyages 2), with a 128-bit seed (record version 2) and every seat's commitment, key,
binding and hop signature in the link, as once each person has moved (issue 32, item 10).
Ming-Dynastie's return cards travel sealed where several persons choose them (issue 32, item
5): its links are also measured as four simulated devices make them, greedy persons passing a
whole game by turn links. Printed by ``./build.sh bench``; docs/benchmarks.md records them."""

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


def sealed_lengths(seed: int) -> tuple[int, int, int, int, int]:
    """(actions, start, mid-game, end, seals and reveals at the end) of the turn links of a
    Ming-Dynastie game of four persons on four simulated devices."""
    from mingtable.ui import keys
    from mingtable.ui.session import new_session, open_friends_link

    specs = [{"name": f"Player {i + 1}", "remote": i > 0} for i in range(4)]
    first = new_session("ming-dynastie", specs, 2**127 + seed, None, "game")
    key = {seat: keys.DeviceKey() for seat in range(4)}
    first.settle(key[0])
    sessions = {0: first}
    for seat, fragment in first.invitations():
        sessions[seat] = open_friends_link(friends.read(fragment), None, "game")
    sent: list[tuple[int, int, int]] = []
    holder = first.match.to_move[0]
    while True:
        session = sessions[holder]
        person = make_bot("greedy", seed * 1000 + len(session.match.actions), "ming-dynastie")
        while session.human_to_move() is not None:
            screen = session.screen()
            session.apply(person.choose(screen.view, screen.legal))
        session.settle(key[holder])
        link = session.turn_link()
        if link is None:
            break
        sent.append((len(session.match.actions), len(link[1]), len(session.table.marks)))
        holder = link[0]
        sessions[holder] = open_friends_link(friends.read(link[1]), sessions[holder].saved(), "game")
    total = sent[-1][0]
    mid = [s for s in sent if s[0] <= total // 2][-1]
    return total, sent[0][1], mid[1], sent[-1][1], sent[-1][2]


def main() -> None:
    print("Links of a game with friends (characters of the fragment f=...; greedy games, seeds 1-5):")
    for game, players in SETUPS:
        rows = [lengths(game, players, seed) for seed in SEEDS]
        worst = [max(r[i] for r in rows) for i in range(4)]
        print(f"  {game:14} {players}p: up to {worst[0]} actions; start {worst[1]}, mid-game {worst[2]}, end {worst[3]}")
    rows = [sealed_lengths(seed) for seed in SEEDS]
    worst = [max(r[i] for r in rows) for i in range(5)]
    print(f"  ming-dynastie  4 persons on 4 devices, by turn links: up to {worst[0]} actions; start {worst[1]}, "
          f"mid-game {worst[2]}, end {worst[3]} (up to {worst[4]} seals and reveals)")


if __name__ == "__main__":
    main()
