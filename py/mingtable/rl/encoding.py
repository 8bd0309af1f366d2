"""Numbers for learning agents: each game's fixed action table and the observation encoding
(docs/research.md, "Encodings"). Standard library only.

**Actions.** Every action id a game can ever offer is listed once, in a fixed order derived
from the game's own data (its board, decks and tables, the same modules its rules read), so
action ``n`` means the same decision in every state and every run: ``table(game).ids[n]``.
The lists are written here per game, in the order of the game's decisions; a test plays
thousands of random positions and checks that every legal action is in the table and
round-trips.

**Observations.** ``view(seat)`` (what the seat may see, nothing more) is flattened into
leaves ``path = value`` and each leaf is added into a vector of fixed size by the hashing
trick (CRC-32 of the leaf's key, modulo the size):

- a number or a bool adds its value at the key ``path`` (list positions are part of the
  path: ``players.1.score``);
- a text adds 1 at the key ``path=text`` (``phase=move``);
- a list of texts is a multiset: each element adds 1 at ``path[]=text`` (``hand[]=E12``);
- ``None`` adds nothing. The top-level keys ``game`` and ``can_undo`` are left out (the same in every
  position, and a matter of the undo history, not of the game).

Different leaves can share a slot (a collision); with :data:`OBS_SIZE` slots and the few
hundred leaves of a view that is rare, and a test bounds it. Agents that want a hand-made
encoding get the raw view beside the vector (``info["view"]`` in PettingZoo).
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import permutations, product
from typing import Any

from ..games.confucius import data as cf
from ..games.confucius.game import SPACE_NAMES as CF_STUDENT_SPACES
from ..games.ming_dynastie import data as md
from ..games.ming_voyages import data as mv
from ..games.ming_voyages.game import BARBARIAN_COMMANDS, EMPEROR_COMMANDS, REROLL_SUBSETS
from ..games.yin_yang import data as yy
from ..games.yin_yang.game import TRACKS as YY_TRACKS
from ..games.yin_yang.game import cell_key

#: Size of the observation vector of every game (float32: 64 KiB).
OBS_SIZE = 16384
#: Leaves left out of the observation (see the module docstring).
SKIPPED_KEYS = frozenset({"game", "can_undo"})


@dataclass(frozen=True)
class ActionTable:
    """A game's actions as integers ``0 .. size - 1`` (``ids[n]`` is action ``n``)."""

    game: str
    ids: tuple[str, ...]
    index: dict[str, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        index = {aid: n for n, aid in enumerate(self.ids)}
        if len(index) != len(self.ids):
            raise ValueError(f"{self.game}: an action id is listed twice")
        object.__setattr__(self, "index", index)

    @property
    def size(self) -> int:
        return len(self.ids)

    def encode(self, action_id: str) -> int:
        """The integer of ``action_id``; ``ValueError`` for an id the game cannot produce."""
        try:
            return self.index[action_id]
        except KeyError:
            raise ValueError(f"{self.game}: no action {action_id!r} in the table") from None

    def decode(self, number: int) -> str:
        """The action id of ``number``; ``ValueError`` outside ``0 .. size - 1``."""
        if type(number) is not int and not hasattr(number, "__index__"):
            raise ValueError(f"{self.game}: action numbers are integers, not {number!r}")
        n = int(number)
        if not 0 <= n < len(self.ids):
            raise ValueError(f"{self.game}: action {n} is outside 0..{len(self.ids) - 1}")
        return self.ids[n]


# -- the action ids of each game, from its data ---------------------------------------------------


def ming_dynastie_ids() -> list[str]:
    """Ming-Dynastie (docs/rules/ming-dynastie.md): princes, neutral figures, placing on a
    province's space, taking its card or a dragon, the prince's steps (to a district paying
    the border's transport card or a dragon), staying, deploying, the return cards of a city
    scoring and the choice of the next start player."""
    districts, provinces, cards = md.DISTRICT_IDS, md.PROVINCE_IDS, md.CARD_TYPES
    seats = range(4)
    out = [f"prince-{d}" for d in districts]
    out += [f"neutral-{d}" for d in districts]
    out += [f"place-{p}" for p in provinces]
    out += [f"take-{p}" for p in provinces]
    out += [f"dragon-{p}" for p in provinces]
    out += [f"start-{s}" for s in seats]
    for d in districts:  # a step into d: the transport of a border into it, or a dragon
        transports = sorted({md.ADJACENCY[nb][d] for nb in md.ADJACENCY[d]}, key=cards.index)
        out += [f"move-{d}-{c}" for c in transports + [md.DRAGON]]
    out += [f"stay-{c}" for c in cards]
    out += ["pass"]
    out += [f"deploy-{d}" for d in districts]
    out += [f"cloister-{d}" for d in districts]
    out += ["end-turn"]
    out += [f"neutral-return-{d}" for d in districts]
    out += [f"return-card-{v}" for v in md.RETURN_CARDS]
    out += ["return-commit"]
    out += [f"return-from-{d}" for d in districts]
    return out


def confucius_ids() -> list[str]:
    """Confucius (docs/rules/confucius.md): the Chief Minister, the Actions Box (bribe,
    secure, nominate, force, junks, voyages, recruit, invade, gifts, transfers, petitions,
    commercial income, tax, no action), Emperor's Reward cards, paying card by card, distant
    lands, tutoring, placing officials, giving influence and discarding."""
    seats = range(len(cf.COLOURS))
    offices = [(m, sp) for m in cf.MINISTRIES for sp in range(1, cf.SPACES + 1)]
    boxes = [(land, b + 1) for land, (_, vps, _) in cf.FOREIGN_LANDS.items() for b in range(len(vps))]
    out = [f"chief-{o}" for o in seats]
    out += [f"bribe-{m}-{sp}" for m, sp in offices]
    out += [f"secure-{m}-{sp}" for m, sp in offices]
    out += [f"nominate-{space}" for space in CF_STUDENT_SPACES]
    out += ["force-exam"]
    out += [f"junks-{k}" for k in range(1, max(cf.JUNK_COST) + 1)]
    out += [f"voyage-{k}" for k in range(1, cf.JUNKS + 1)]
    out += ["recruit"]
    out += [f"invade-{land}-{b}" for land, b in boxes]
    out += [f"buy-gift-{v}" for v in cf.GIFT_VALUES]
    out += [f"give-gift-{v}-{r}" for v in cf.GIFT_VALUES for r in seats]
    out += [f"transfer-{m}-{sp}-{r}" for m, sp in offices for r in seats]
    out += [f"petition-2-{src}-{dst}" for src, dst in permutations(seats, 2)]
    out += [f"petition-3-{space}" for space in CF_STUDENT_SPACES]
    out += [f"petition-4-{m1}-{sp1}-{m2}-{sp2}" for (m1, sp1), (m2, sp2) in product(offices, offices)
            if sp2 >= sp1 and (m1, sp1) != (m2, sp2)]
    out += [f"petition-5-{l1}-{b1}-{l2}-{b2}" for (l1, b1), (l2, b2) in permutations(boxes, 2)]
    out += [f"petition-6-{m}-{sp}-{r}" for m, sp in offices for r in seats]
    out += ["commercial", "tax", "no-action", "pass"]
    out += ["reward-cash", "reward-extra", "reward-insulted", "reward-recruit"]
    out += [f"reward-gift-{v}" for v in cf.GIFT_VALUES]
    bribes = [kind for kind in dict.fromkeys(cf.REWARD_CARDS) if kind.startswith("bribe-")]
    out += [f"reward-{kind}-{m}-{sp}" for kind in bribes for m, sp in offices]
    out += [f"pay-{c}" for c in cf.CARD_COINS] + ["pay-done"]
    out += [f"land-{land}" for land in cf.DISTANT_LANDS]
    out += [f"tutor-{space}" for space in CF_STUDENT_SPACES]
    out += [f"card-{c}" for c in cf.CARD_COINS] + ["tutor-done"]
    out += [f"place-{m}-{sp}" for m, sp in offices]
    out += [f"give-{o}" for o in seats]
    out += [f"discard-{c}" for c in cf.CARD_COINS]
    return out


def ming_voyages_ids() -> list[str]:
    """The Ming Voyages (docs/rules/ming-voyages.md): a card of the hand to the reserve, for a
    command or for its own action, or discarded; reactions, boosts and reveals from the
    reserve; areas of the map, counts of pieces, reroll subsets, voyage spaces, settlement
    paths, and the answers to the cards' questions."""
    cards = mv.CARD_IDS
    commands = list(dict.fromkeys(EMPEROR_COMMANDS + BARBARIAN_COMMANDS))
    areas = (mv.HEARTLAND, mv.SEA) + mv.BORDERLANDS + mv.HOMELANDS
    most = max(mv.JUNKS, mv.ARMIES, mv.GOLD, mv.SETTLEMENTS, mv.HORDES)
    out = [f"reserve-{c}" for c in cards]
    out += [f"command-{c}-{key}" for c in cards for key in commands]
    out += [f"card-{c}" for c in cards]
    out += [f"discard-{c}" for c in cards]
    out += ["before", "after", "react", "decline", "no-boost"]
    out += [f"boost-{c}" for c in cards]
    out += [f"area-{a}" for a in areas]
    out += ["stop"]
    out += [f"count-{k}" for k in range(most + 1)]
    out += [f"reroll-{subset}" for subset in REROLL_SUBSETS]
    out += [f"reveal-{c}" for c in cards]
    out += ["accept"]
    out += [f"voyage-{v}" for v in mv.VOYAGES]
    out += [f"path-{h}-{b}" for h in mv.HOMELANDS for b in mv.ADJACENT[h] if b in mv.BORDERLANDS]
    out += ["voyage", "attack", "next-game"]
    return out


def yin_yang_ids() -> list[str]:
    """Yin Yang (docs/rules/yin-yang.md): set-up (scoring tiles, start cities, disasters),
    laying goods on the development grid, reading the oracle (high and deep trigram),
    re-throwing, the coin pairs and tiles of the action turn and their forfeits, the god
    cards and the sub-decisions they open."""
    cities = [c.key for c in yy.CITIES]
    lines = yy.LINE_IDS
    out = [f"arrange:{t}" for t in yy.SCORING_TILES]
    out += [f"start:{c}" for c in cities]
    out += [f"disaster:{c}" for c in cities]
    out += [f"place:{g}:{cell_key(cell)}" for g in yy.GOODS for cell in yy.CELLS]
    out += [f"oracle:{h}:{d}" for h in yy.TRIGRAM_ORDER for d in yy.TRIGRAM_ORDER]
    out += ["rethrow", "keep"]
    out += [f"deadly:{c}" for c in cities]
    out += ["defy"]
    out += [f"heavens:{t}" for t in YY_TRACKS]
    out += [f"{via}:{c}" for via in ("cart", "boat") for c in cities]
    out += [f"tile:{via}:{c}" for via in ("cart", "boat") for c in cities]
    out += ["temple", "goods", "tile:temple", "tile:goods"]
    out += [f"forfeit:{pair}:{t}" for pair in yy.PAIRS for t in YY_TRACKS]
    out += [f"forfeit:tile:{kind}:{t}" for kind in yy.TILE_TYPES for t in YY_TRACKS]
    out += [f"gift:{t}:{g}" for t in YY_TRACKS for g in yy.GOODS]
    out += [f"gift:{t}" for t in YY_TRACKS]
    out += [f"clouds:{c}" for c in cities]
    out += ["lightning"]
    out += [f"move:{c}" for c in cities]
    out += [f"swap:{a}:{b}" for i, a in enumerate(lines) for b in lines[i + 1:]]
    out += [f"{kind}:{t}" for kind in ("kan", "frame") for t in YY_TRACKS]
    out += ["end"]
    return out


_IDS = {
    "ming-dynastie": ming_dynastie_ids,
    "confucius": confucius_ids,
    "ming-voyages": ming_voyages_ids,
    "yin-yang": yin_yang_ids,
}


@lru_cache(maxsize=None)
def table(game: str) -> ActionTable:
    """The action table of ``game`` (a ``mingtable.GAMES`` id)."""
    if game not in _IDS:
        raise ValueError(f"Unknown game {game!r}: choose one of {', '.join(_IDS)}.")
    return ActionTable(game, tuple(_IDS[game]()))


# -- observations ---------------------------------------------------------------------------------

_SLOTS: dict[tuple[str, int], int] = {}


def _slot(key: str, size: int) -> int:
    found = _SLOTS.get((key, size))
    if found is None:
        found = zlib.crc32(key.encode("utf-8")) % size
        if len(_SLOTS) < 1_000_000:
            _SLOTS[(key, size)] = found
    return found


def leaves(view: Any) -> dict[str, float]:
    """The view's leaves as ``{key: value}`` (module docstring); equal keys add up."""
    out: dict[str, float] = {}
    get = out.get
    if type(view) is not dict:
        raise TypeError("a view is a dict")
    # Depth first with a stack of (path prefix, container): no recursion, one pass per leaf.
    stack: list[tuple[str, Any]] = [("", {k: v for k, v in view.items() if k not in SKIPPED_KEYS})]
    while stack:
        prefix, box = stack.pop()
        items = box.items() if type(box) is dict else enumerate(box)
        for k, v in items:
            t = type(v)
            if t is str:
                key = f"{prefix}{k}={v}" if type(box) is dict else f"{prefix[:-1]}[]={v}"
                out[key] = get(key, 0.0) + 1.0
            elif t is int or t is float:
                key = f"{prefix}{k}"
                out[key] = get(key, 0.0) + v
            elif t is bool:
                key = f"{prefix}{k}"
                out[key] = get(key, 0.0) + (1.0 if v else 0.0)
            elif t is dict or t is list or t is tuple:
                stack.append((f"{prefix}{k}.", v))
            elif v is None:
                continue
            else:
                raise TypeError(f"{prefix}{k}: {t.__name__} is not a plain JSON value")
    return out


def observation(view: Any, size: int = OBS_SIZE) -> dict[int, float]:
    """The observation of ``view`` as ``{slot: value}`` (the non-zero slots of the vector)."""
    out: dict[int, float] = {}
    for key, value in leaves(view).items():
        if value:
            n = _slot(key, size)
            out[n] = out.get(n, 0.0) + value
    return out


def collisions(keys: Any, size: int = OBS_SIZE) -> int:
    """How many of ``keys`` share a slot with an earlier one (a measure of the encoding)."""
    seen: set[int] = set()
    clashes = 0
    for key in keys:
        n = _slot(key, size)
        clashes += n in seen
        seen.add(n)
    return clashes


def main(argv: list[str] | None = None) -> None:
    """``python -m mingtable.rl.encoding GAME``: the game's action table, one ``n id`` a line."""
    import sys

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        raise SystemExit(f"usage: python -m mingtable.rl.encoding {{{','.join(_IDS)}}}")
    for n, aid in enumerate(table(args[0]).ids):
        print(n, aid)


if __name__ == "__main__":
    main()
