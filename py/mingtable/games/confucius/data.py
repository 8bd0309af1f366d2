"""Confucius: the board, decks, tiles, chits and tables as data (docs/rules/confucius.md,
"Components"; numbers from the official rulebook as restated in the reference file)."""

from __future__ import annotations

#: Player colours in Gift Tracker order (top to bottom).
COLOURS: tuple[str, ...] = ("white", "yellow", "black", "green", "purple")

# -- ministries ---------------------------------------------------------------------------------
#: The three ministries in board order, which is also the order of resolution.
MINISTRIES: tuple[str, ...] = ("bingbu", "hubu", "gongbu")
BINGBU, HUBU, GONGBU = 0, 1, 2
SPACES = 7  # official spaces per ministry, 1 (most senior) .. 7
START_SPACES: tuple[int, ...] = (3, 4, 5)  # face-up officials at set-up

#: The 24 official tiles: their bribe cost in coins (3x2, 4x3, 5x4, 5x5, 4x6, 3x7).
OFFICIAL_COSTS: tuple[int, ...] = (2,) * 3 + (3,) * 4 + (4,) * 5 + (5,) * 5 + (6,) * 4 + (7,) * 3
#: Candidate officials (tile ids after the ordinary ones): their ministry, or None for "any".
CANDIDATES: tuple[int | None, ...] = (BINGBU, HUBU, GONGBU, None, None, None)
FIRST_CANDIDATE = len(OFFICIAL_COSTS)
TILES = FIRST_CANDIDATE + len(CANDIDATES)  # 30 tile ids


def tile_cost(tile: int) -> int:
    """The printed bribe cost of an official tile (candidates have none)."""
    return OFFICIAL_COSTS[tile] if tile < FIRST_CANDIDATE else 0


def candidate_ministry(tile: int) -> int | None:
    return CANDIDATES[tile - FIRST_CANDIDATE]


# -- victory point chits ----------------------------------------------------------------------
MINISTRY_CHITS: tuple[int, ...] = (4, 4, 5, 5, 6, 6, 7, 7, 8, 8)  # green: 2 per ministry
DISTANT_CHITS: tuple[int, ...] = (2, 2, 3, 3, 4, 4, 4)  # blue: 1 per distant land

# -- the Confucius deck -----------------------------------------------------------------------
#: A card is named by its coins (1, 2 or 3); its licences are 4 minus its coins.
CARD_COINS: tuple[int, ...] = (1, 2, 3)
CARDS_PER_TYPE = 22
HAND_LIMIT = 4


def card_value(coins: int, mode: str) -> int:
    """What one card pays: its coins, or its licences (4 - coins)."""
    return coins if mode == "coins" else 4 - coins


# -- distant lands and junks -----------------------------------------------------------------
DISTANT_LANDS: tuple[str, ...] = ("spice-islands", "india", "arabia", "africa", "americas")
JUNKS = 25
VOYAGE_JUNKS = 5  # the 5th junk at sea completes a voyage
#: Cash for buying 1-4 junks in one action: normal, and with an official in Gongbu.
JUNK_COST: dict[int, tuple[int, int]] = {1: (1, 1), 2: (3, 2), 3: (6, 4), 4: (10, 7)}

# -- armies and foreign lands --------------------------------------------------------------
ARMIES = 6
RECRUIT_COST = (6, 4)  # licences: normal, with an official in Bingbu
#: Foreign lands: invasion cost in cash per army, VP of each army box, index of the box that
#: also earns an Emperor's Reward card.
FOREIGN_LANDS: dict[str, tuple[int, tuple[int, ...], int]] = {
    "yunnan": (4, (4, 2), 1),
    "manchuria": (5, (5, 3, 3, 2), 1),
    "mongolia": (6, (4, 3, 2), 1),
    "korea": (7, (4, 4, 3), 2),
    "annam": (8, (4, 3), 1),
}
FOREIGN_SPACES = 3  # tiles in play, on the 1-, 2- and 3-soldier spaces
WALL_PIECES = 9
#: Great Wall space -> the foreign-land space (0, 1, 2) whose invasion it forces.
WALL_FORCES: dict[int, int] = {4: 0, 6: 1, 8: 2}

# -- gifts ----------------------------------------------------------------------------------
GIFT_VALUES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
GIFT_NAMES: dict[int, tuple[str, str]] = {
    1: ("Wall hanging", "Wandbehang"),
    2: ("Ceramic tile", "Keramikfliese"),
    3: ("Vase", "Vase"),
    4: ("Coat", "Mantel"),
    5: ("Necklace", "Halskette"),
    6: ("Model junk", "Dschunkenmodell"),
}
#: Gift states of the gift cards a player owns.
HIDDEN, AVAILABLE, ACTIVE, GONE = 0, 1, 2, 3

# -- Emperor's Reward cards ------------------------------------------------------------------
REWARD_CARDS: tuple[str, ...] = (
    "cash", "gift", "extra", "bribe-bingbu", "bribe-hubu", "bribe-gongbu", "bribe-any", "bribe-any", "insulted",
    "recruit",
)
INSULTED_VP = 2

# -- the Actions Box --------------------------------------------------------------------------
ACTIONS: tuple[str, ...] = (
    "bribe", "secure", "nominate", "force-exam", "buy-junks", "voyage", "recruit", "invade", "buy-gift",
    "give-gift", "transfer", "petition", "commercial", "tax", "no-action",
)
#: Paired actions share their history for the cube cost.
PAIRS: dict[str, str] = {
    "bribe": "secure", "secure": "bribe", "buy-junks": "voyage", "voyage": "buy-junks", "recruit": "invade",
    "invade": "recruit",
}
EXAM_CASH = 2  # Nominate Student and Force Imperial Examination
COMMERCIAL_MAX = 4
TAX_CARDS = 2
CUBES = 5
ROUNDS = 9

#: Scoring sources of the outcome's per-player breakdown.
SOURCES: tuple[str, ...] = ("ministry", "distant", "invasion", "insulted", "office")
