"""Seeds no one can guess (issue 32, item 1): 128 bits from the CSPRNG, all of them in the
generator's state, and records of version 1 still dealt as they were."""

from __future__ import annotations

import json
import secrets

import pytest

import mingtable
from mingtable.engine.rng import SEED_BITS, Rng

PLAYERS = {"ming-dynastie": 4, "confucius": 5, "ming-voyages": 2, "yin-yang": 4}


def _deal(game: str, seed: int, version: int = mingtable.RECORD_VERSION) -> str:
    """The hash of a new game's whole state and generator (the deal and every draw to come)."""
    return mingtable.new_game(game, [f"P{i}" for i in range(PLAYERS[game])], seed, version=version).state_hash()


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_seeds_that_differ_only_above_bit_32_or_64_deal_different_games(game: str) -> None:
    low = 3660095642
    for high_bit in (32, 40, 63, 64, 100, 127):
        assert _deal(game, low) != _deal(game, low | 1 << high_bit), high_bit
    assert _deal(game, 1 << 64) != _deal(game, 1 << 65) != _deal(game, 1 << 127)
    # Records of version 1 keep their deal: those seeds fold into 32 bits of state, as before.
    assert _deal(game, 6840143426087686709, version=1) == _deal(game, 3660095642, version=1)


def test_every_bit_of_a_seed_changes_the_first_numbers_drawn() -> None:
    base = secrets.randbits(SEED_BITS)
    first = Rng.of_seed(base, 2).next_u32()
    for bit in range(SEED_BITS):
        assert Rng.of_seed(base ^ 1 << bit, 2).next_u32() != first, bit
    with pytest.raises(ValueError):
        Rng.of_seed(1 << SEED_BITS, 2)


def test_a_new_game_draws_128_bits_from_the_platforms_csprng(monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[int] = []

    def randbits(k: int) -> int:
        drawn.append(k)
        return (1 << k) - 1

    monkeypatch.setattr(secrets, "randbits", randbits)
    m = mingtable.new_game("yin-yang", ["Ann", "Ben"])
    assert drawn == [128] and m.seed == 2**128 - 1 and m.version == 2
    assert m.record()["seed"] == str(2**128 - 1)


def test_a_record_of_version_2_carries_its_seed_as_text_and_replays() -> None:
    m = mingtable.new_game("confucius", ["Ann", "Ben", "Cy"], 2**127 + 12345)
    for _ in range(30):
        m.apply(m.legal_actions()[0].id)
    record = json.loads(json.dumps(m.record()))
    assert record["version"] == 2 and record["seed"] == str(2**127 + 12345)
    again = mingtable.load(record)
    assert again.state_hash() == m.state_hash() and again.version == 2
    assert mingtable.start(record).actions == () and mingtable.start(record).seed == m.seed


def test_a_record_of_version_1_replays_as_it_was_dealt() -> None:
    """A save made before version 2: its integer seed, its deal, and its next records stay of
    version 1 (the game goes on dealing as it was dealt)."""
    old = mingtable.new_game("ming-dynastie", ["Ann", "Ben"], 42, version=1)
    for _ in range(25):
        old.apply(old.legal_actions()[0].id)
    record = old.record()
    assert record["version"] == 1 and record["seed"] == 42
    again = mingtable.load(json.loads(json.dumps(record)))
    assert again.state_hash() == old.state_hash() and again.record() == record
    assert _deal("ming-dynastie", 42, version=1) != _deal("ming-dynastie", 42, version=2)


@pytest.mark.parametrize("version, seed, why", [
    (2, 42, "written as text in decimal digits"),
    (2, "042", "written as text"),
    (2, "-1", "written as text"),
    (2, "", "written as text"),
    (2, "4e2", "written as text"),
    (2, "٤٢", "written as text"),
    (2, str(2**128), r"from 0 to 2\*\*128 - 1"),
    (2, "9" * 5000, "written as text"),
    (1, "42", "written as a number"),
    (1, 2**63, r"from 0 to 2\*\*63 - 1"),
])
def test_a_seed_of_the_wrong_form_for_its_version_is_refused(version: int, seed: object, why: str) -> None:
    record = {**mingtable.new_game("yin-yang", ["Ann", "Ben"], 7).record(), "version": version, "seed": seed}
    with pytest.raises(mingtable.BadRecord, match=why):
        mingtable.load(record)


def _unmix64(z: int) -> int:
    """The inverse of splitmix64's output function (rng._mix64), for the proof below."""
    mask = 2**64 - 1

    def unshift(y: int, k: int) -> int:
        x = y
        for _ in range(64 // k + 1):
            x = y ^ (x >> k)
        return x

    z = unshift(z, 31)
    z = (z * pow(0x94D049BB133111EB, -1, 2**64)) & mask
    z = unshift(z, 27)
    z = (z * pow(0xBF58476D1CE4E5B9, -1, 2**64)) & mask
    z = unshift(z, 30)
    return (z - 0x9E3779B97F4A7C15) & mask


def test_a_guest_would_have_to_try_at_least_2_to_the_100_seeds() -> None:
    """The seed search bound (issue 32, item 9). The seed is 128 bits from the CSPRNG
    (test above); the generator's state gives back its seed (so no two seeds deal alike and
    a search cannot skip any); and what a guest sees of the bots comes from a hash of the
    seed. So the seeds to try number 2**128, against about 2**32 before."""
    for _ in range(200):
        seed = secrets.randbits(SEED_BITS)
        s = Rng.of_seed(seed, 2).s
        low, high = s[2] | s[3] << 32, s[0] | s[1] << 32
        assert _unmix64(low) | (_unmix64(high) ^ low) << 64 == seed
    to_try = 2**SEED_BITS
    assert to_try >= 2**100
    from mingtable.ui.session import bot_seed

    m = mingtable.new_game("yin-yang", ["Ann", "Ben"], secrets.randbits(SEED_BITS))
    assert bot_seed(m, 1) != (m.seed * 31 + 7919) % 2**32  # not the low bits of the seed, as in version 1
