"""The research encodings (docs/research.md): every game's fixed action table, checked on every
legal action of thousands of random positions, and the hashed observation of a view. Also:
``import mingtable`` never loads the research extras.

Set MINGTABLE_RL_GAMES to play more random games per player count and option (default 4)."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys

import pytest

import mingtable
from mingtable.engine.rng import Rng
from mingtable.rl.encoding import OBS_SIZE, collisions, leaves, observation, table

GAMES = int(os.environ.get("MINGTABLE_RL_GAMES", "4"))

#: Each table's size and the first 16 hex digits of the SHA-256 of its ids, one per line. A
#: change here changes what trained agents' numbers mean: say so in docs/research.md.
PINNED = {
    "ming-dynastie": (219, "b8019b964d0f7432"),
    "confucius": (917, "5bd1113a5b49362e"),
    "ming-voyages": (432, "461dc92375deb93e"),
    "yin-yang": (672, "197c2a881df6f649"),
}


def configurations() -> list[tuple[str, int, dict]]:
    """Every game and player count, with each option that changes which actions occur."""
    out: list[tuple[str, int, dict]] = []
    for game, info in mingtable.GAMES.items():
        for n in range(info.min_players, info.max_players + 1):
            if game == "confucius":
                out += [(game, n, {}), (game, n, {"advanced": True, "admiral": True})]
            elif game == "ming-voyages":
                out += [(game, n, {"match": True})] if n == 2 else [(game, n, {"difficulty": d}) for d in ("easy", "hard")]
            elif game == "yin-yang":
                out += [(game, n, {}), (game, n, {"free_tiles": True, "reference_stacks": True})] if n == 1 else [(game, n, {})]
            else:
                out.append((game, n, {}))
    return out


@pytest.mark.parametrize("game", list(mingtable.GAMES))
def test_each_table_is_pinned_and_has_no_duplicates(game: str) -> None:
    t = table(game)
    assert len(set(t.ids)) == t.size
    digest = hashlib.sha256("\n".join(t.ids).encode()).hexdigest()[:16]
    assert (t.size, digest) == PINNED[game]
    assert table(game) is t  # one table per game


@pytest.mark.parametrize(("game", "players", "options"), configurations())
def test_every_legal_action_round_trips(game: str, players: int, options: dict) -> None:
    """Every legal action of every position of random games is in the table, and its integer
    decodes to it; distinct legal actions have distinct integers."""
    t = table(game)
    positions = 0
    for seed in range(GAMES):
        m = mingtable.new_game(game, [f"P{i}" for i in range(players)], seed=seed, options=options)
        rng = Rng(seed ^ 0xA11)
        while m.to_move:
            for seat in m.to_move:
                legal = m.legal_actions(seat)
                numbers = [t.encode(a.id) for a in legal]
                assert [t.decode(n) for n in numbers] == [a.id for a in legal]
                assert len(set(numbers)) == len(numbers) and all(0 <= n < t.size for n in numbers)
                positions += 1
            seat = m.to_move[0]
            m.apply(t.decode(rng.choice(numbers_of(m, t, seat))), seat)
    assert positions > 20


def numbers_of(m: mingtable.Match, t, seat: int) -> list[int]:
    return [t.encode(a.id) for a in m.legal_actions(seat)]


def test_the_random_positions_add_up_to_thousands() -> None:
    """The round-trip test above covers thousands of positions with its default settings."""
    total = 0
    for game, players, options in configurations():
        for seed in range(GAMES):
            m = mingtable.new_game(game, [f"P{i}" for i in range(players)], seed=seed, options=options)
            rng = Rng(seed ^ 0xA11)
            while m.to_move:
                total += len(m.to_move)
                seat = m.to_move[0]
                m.apply(rng.choice(m.legal_actions(seat)).id, seat)
    assert total >= 2000 * GAMES / 2


def test_unknown_ids_and_numbers_are_refused() -> None:
    t = table("ming-dynastie")
    with pytest.raises(ValueError, match="no action 'fly-to-the-moon'"):
        t.encode("fly-to-the-moon")
    for bad in (-1, t.size, "3", 1.5):
        with pytest.raises(ValueError):
            t.decode(bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="Unknown game"):
        table("chess")


def test_leaves_follow_the_documented_keys() -> None:
    view = {"game": "x", "can_undo": True, "phase": "move", "round": 3, "over": False, "none": None,
            "hand": ["E12", "E12", "B03"], "players": [{"score": 5}, {"score": 7, "seen": True}],
            "temples": {"luo": 1}}
    assert leaves(view) == {
        "phase=move": 1.0, "round": 3.0, "over": 0.0, "hand[]=E12": 2.0, "hand[]=B03": 1.0,
        "players.0.score": 5.0, "players.1.score": 7.0, "players.1.seen": 1.0, "temples.luo": 1.0,
    }
    with pytest.raises(TypeError):
        leaves({"x": object()})


@pytest.mark.parametrize("game", list(mingtable.GAMES))
def test_the_observation_is_the_view_and_rarely_collides(game: str) -> None:
    """The vector is a function of the seat's view only; over the views of a random game,
    under 3 % of the distinct leaf keys share a slot with another."""
    info = mingtable.GAMES[game]
    m = mingtable.new_game(game, [f"P{i}" for i in range(info.max_players)], seed=5)
    rng = Rng(5)
    keys: set[str] = set()
    while m.to_move:
        seat = m.to_move[0]
        view = m.view(seat)
        obs = observation(view)
        assert obs == observation(json.loads(json.dumps(view)))  # plain data in, the same out
        assert obs and all(0 <= k < OBS_SIZE for k in obs)
        keys.update(leaves(view))
        m.apply(rng.choice(m.legal_actions(seat)).id, seat)
    assert len(keys) > 100
    assert collisions(sorted(keys)) < 0.03 * len(keys)


def test_import_mingtable_loads_no_research_extra() -> None:
    """The engine needs the standard library only: neither ``import mingtable`` nor a game,
    a bot or the research encodings load PettingZoo, OpenSpiel, Gymnasium or NumPy."""
    code = (
        "import sys, mingtable, mingtable.bots, mingtable.rl.encoding\n"
        "m = mingtable.new_game('yin-yang', ['a', 'b'], seed=1)\n"
        "bad = sorted(n for n in sys.modules if n.split('.')[0] in "
        "('pettingzoo', 'pyspiel', 'open_spiel', 'gymnasium', 'numpy'))\n"
        "print(bad)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "[]"
