"""The Ming Voyages static content: map, voyages, the 27 action cards and the solo bot decks.

The rulebook fixes the components and the rules but not the card texts, the map or the solo
deck; those are Ming Table's own design, described in docs/rules/ming-voyages.md (section
"Our designs"). Rules read these tables; effects are looked up by card id and half.
"""

from __future__ import annotations

from typing import Any

EMPEROR, BARBARIAN = "emperor", "barbarian"
SIDES = (EMPEROR, BARBARIAN)

# -- map ---------------------------------------------------------------------------------
HEARTLAND, SEA = "H", "SEA"
BORDERLANDS = ("B1", "B2", "B3", "B4", "B5")
HOMELANDS = ("WM", "EM", "MA")
VOYAGES = (1, 2, 3, 4, 5, 6, 7)

AREA_NAMES: dict[str, tuple[str, str]] = {  # id -> (English, German)
    "H": ("Imperial heartland", "Heimatgebiet des Kaiserreiches"),
    "SEA": ("South China Sea", "Südchinesisches Meer"),
    "B1": ("Gansu", "Gansu"),
    "B2": ("Sichuan", "Sichuan"),  # named in the rulebook, whose combat example has it face both Mongol homelands
    "B3": ("Shanxi", "Shanxi"),
    "B4": ("Hebei", "Hebei"),
    "B5": ("Liaodong", "Liaodong"),
    "WM": ("West Mongols", "Westmongolen"),
    "EM": ("East Mongols", "Ostmongolen"),
    "MA": ("Manchus", "Mandschuren"),
}
ADJACENT: dict[str, tuple[str, ...]] = {
    "H": ("B1", "B2", "B3", "B4", "B5"),
    "B1": ("H", "B2", "WM"),
    "B2": ("H", "B1", "B3", "WM", "EM"),
    "B3": ("H", "B2", "B4", "EM"),
    "B4": ("H", "B3", "B5", "EM", "MA"),
    "B5": ("H", "B4", "MA"),
    "WM": ("B1", "B2", "EM"),
    "EM": ("B2", "B3", "B4", "WM", "MA"),
    "MA": ("B4", "B5", "EM"),
}
VOYAGE_NAMES: dict[int, str] = {  # English; German in VOYAGE_NAMES_DE (texts.py registers both)
    1: "Champa", 2: "Java", 3: "Malacca", 4: "Ceylon", 5: "Calicut", 6: "Sumatra", 7: "Hormuz",
}
VOYAGE_NAMES_DE: dict[int, str] = {
    1: "Champa", 2: "Java", 3: "Malakka", 4: "Ceylon", 5: "Kalikut", 6: "Sumatra", 7: "Hormuz",
}

# -- material limits (all pieces are limited) ------------------------------------------------
JUNKS, ARMIES, GOLD, SETTLEMENTS, HORDES = 7, 12, 5, 5, 12
RESERVE_LIMIT = 3
HAND_EMPEROR, HAND_BARBARIAN, DRAW = 3, 4, 2

# -- scoring of a two-game match -----------------------------------------------------------------
MAJOR_VICTORY_POINTS = 12
TIE_BONUS_BARBARIAN = 1

# -- the 27 action cards ---------------------------------------------------------------------------
# id, German name, English name, command points, kind, voyage key (general cards),
# first half, second half.  General cards: first = Barbarian (dagger), second = Emperor
# (scroll, needs the voyage).  Barbarian/Emperor cards: first = with 1-3 voyages done,
# second = with 4 or more.
CARD_ROWS: tuple[tuple[Any, ...], ...] = (
    ("G01", "Grenzmarkt", "Border Market", 1, "general", 1,
     "Place 1 settlement into one of your homelands that holds a horde.",
     "Place 1 gold and 1 army in the heartland."),
    ("G02", "Seuche", "Plague", 2, "general", 1,
     "Choose a borderland with at least 2 armies: the Emperor removes 1 army there.",
     "Choose an area with at least 2 hordes: the Barbarian removes 1 horde there."),
    ("G03", "Wohlstand", "Prosperity", 3, "general", 1,
     "Place up to 2 hordes into your homelands.",
     "Place 2 gold in the heartland, then 1 junk in the sea if possible."),
    ("G04", "Kundschafter", "Scouts", 1, "general", 2,
     "Move exactly 1 horde.",
     "Move up to 3 armies from the heartland into one borderland without hordes or settlements."),
    ("G05", "Strudel", "Whirlpool", 2, "general", 2,
     "The Emperor removes 1 junk from the sea.",
     "Make a voyage with 2 dice."),
    ("G06", "Tributgesandtschaft", "Tribute Embassy", 3, "general", 2,
     "Place 1 settlement directly into a borderland you control.",
     "Place up to 3 gold in the heartland."),
    ("G07", "Winterweide", "Winter Pastures", 1, "general", 3,
     "Place 1 horde into one of your homelands that holds no horde.",
     "Place 1 army into a borderland you control."),
    ("G08", "Überläufer", "Defectors", 2, "general", 3,
     "Choose a borderland with exactly 1 army: the Emperor moves it to the heartland.",
     "Choose a borderland with hordes and no settlements: the Barbarian removes 1 horde there."),
    ("G09", "Bresche in der Mauer", "Breach in the Wall", 3, "general", 3,
     "Attack an Emperor borderland next to your homelands with 1-3 hordes from adjacent homelands only.",
     "Place up to 3 armies, each into the heartland or a borderland you control."),
    ("G10", "Hofintrige", "Court Intrigue", 1, "general", 4,
     "The Emperor discards 1 reserve card of his choice.",
     "Place 1 junk in the sea and 1 gold in the heartland."),
    ("G11", "Gesandte der Oiraten", "Oirat Envoys", 2, "general", 4,
     "Place up to 2 hordes into the West Mongols.",
     "Choose a homeland: the Barbarian removes up to 2 hordes there."),
    ("G12", "Ma Huans Chronik", "Ma Huan's Chronicle", 3, "general", 4,
     "The Emperor removes up to 1 gold from the heartland and up to 1 junk from the sea.",
     "Make a voyage with 3 dice, +1 to the sum."),
    ("G13", "Steppenfeuer", "Steppe Fire", 1, "general", 5,
     "Place 1 horde into a borderland you control.",
     "Choose a homeland with a horde: the Barbarian removes 1 horde there."),
    ("G14", "Teehandel", "Tea-Horse Trade", 2, "general", 5,
     "Move up to 3 hordes.",
     "Place 2 gold in the heartland."),
    ("G15", "Hinterhalt", "Ambush", 3, "general", 5,
     "Choose a borderland with armies next to an area with at least 2 hordes: the Emperor removes up to 2 armies there.",
     "Attack as if with 4 command points."),
    ("G16", "Piraten von Palembang", "Pirates of Palembang", 1, "general", 6,
     "The Emperor removes 1 junk from the sea (only with 3 or more junks there).",
     "Move up to 2 armies from one borderland into an adjacent borderland without hordes or settlements."),
    ("G17", "Grenzaufstand", "Border Revolt", 2, "general", 6,
     "Place up to 1 horde and up to 1 settlement into your homelands.",
     "Remove 1 settlement from a borderland without hordes."),
    ("G18", "Schatzflotte", "Treasure Fleet", 3, "general", 6,
     "Place up to 3 hordes into your homelands.",
     "Place up to 2 junks in the sea, then you may make a voyage with 2 dice."),
    ("G19", "Qilin", "Qilin", 1, "general", 7,
     "Move up to 2 hordes from one of your homelands into an adjacent homeland.",
     "Place up to 2 armies in the heartland."),
    ("G20", "Bestechung", "Bribery", 2, "general", 7,
     "Move 1 settlement from a homeland into an adjacent borderland you control.",
     "Choose a borderland with 1-2 hordes and no settlements: the Barbarian moves them all to one adjacent homeland."),
    ("G21", "Steppenheer", "Steppe Host", 3, "general", 7,
     "Place up to 2 hordes into one homeland, then you may move up to 2 hordes.",
     "Remove up to 1 settlement from any borderland, then place up to 2 armies in the heartland."),
    ("B22", "Dschurdschen-Garden", "Jurchen Guards", 1, "barbarian", None,
     "Place up to 2 hordes into the Manchus.",
     "Place up to 2 hordes into the Manchus, then you may move up to 2 hordes."),
    ("B23", "Khan Arughtai", "Khan Arughtai", 2, "barbarian", None,
     "Attack an Emperor borderland next to the East Mongols with 1-2 hordes.",
     "Attack an Emperor borderland next to the East Mongols with 1-4 hordes."),
    ("B24", "Raubzüge", "Raids", 3, "barbarian", None,
     "The Emperor removes up to 2 gold from the heartland.",
     "The Emperor removes up to 3 gold from the heartland, then place up to 1 horde into one of your homelands."),
    ("E25", "Admiral Zheng He", "Admiral Zheng He", 3, "emperor", None,
     "Make a voyage with 2 dice, +1 to the sum.",
     "Make a voyage with 3 dice, +1 to the sum."),
    ("E26", "Kaiser Yongle", "Yongle Emperor", 2, "emperor", None,
     "Place up to 3 armies, each into the heartland or a borderland you control.",
     "Place up to 2 armies the same way, then you may attack as if with 3 command points."),
    ("E27", "Kaiser Xuande", "Xuande Emperor", 1, "emperor", None,
     "Place up to 2 gold in the heartland.",
     "Place up to 2 gold in the heartland and up to 1 junk in the sea."),
)

CARDS: dict[str, dict[str, Any]] = {
    cid: {"id": cid, "de": de, "en": en, "cp": cp, "kind": kind, "voyage": voyage, "first": first, "second": second}
    for cid, de, en, cp, kind, voyage, first, second in CARD_ROWS
}
CARD_IDS: tuple[str, ...] = tuple(CARDS)

# -- the solo Barbarian bot: three decks of 8 bot cards (focus homeland, orders by priority) --------
DIFFICULTIES = ("easy", "normal", "hard")
BOT_MARGIN = {"easy": 1, "normal": 0, "hard": -1}
# Solo set-up extras: the borderlands whose army is replaced by 1 horde of the bot, and the
# extra hordes in each homeland.
BOT_SETUP: dict[str, dict[str, Any]] = {
    "easy": {"borderlands": ("B2", "B4"), "hordes": 0},
    "normal": {"borderlands": ("B2", "B4"), "hordes": 1},
    "hard": {"borderlands": ("B2", "B4"), "hordes": 2},
}
BOT_DECKS: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "normal": (
        ("WM", ("ATTACK", "OCCUPY", "GATHER")),
        ("EM", ("ATTACK+R", "SETTLE", "GATHER")),
        ("MA", ("OCCUPY", "ATTACK", "GATHER")),
        ("EM", ("RAID", "SETTLE", "RESOURCES")),
        ("WM", ("CARD", "ATTACK", "GATHER")),
        ("MA", ("ATTACK", "OCCUPY", "RESOURCES")),
        ("EM", ("HOLD", "CARD", "GATHER")),
        ("MA", ("RAID", "CARD", "SETTLE")),
    ),
    "easy": (
        ("WM", ("ATTACK", "OCCUPY", "GATHER")),
        ("EM", ("CARD", "GATHER", "SETTLE")),
        ("MA", ("OCCUPY", "SETTLE", "GATHER")),
        ("EM", ("SETTLE", "RESOURCES", "GATHER")),
        ("WM", ("ATTACK", "GATHER", "RESOURCES")),
        ("MA", ("ATTACK", "GATHER", "OCCUPY")),
        ("EM", ("HOLD", "ATTACK", "SETTLE")),
        ("MA", ("CARD", "ATTACK", "GATHER")),
    ),
    "hard": (
        ("WM", ("ATTACK+R", "OCCUPY", "GATHER")),
        ("EM", ("ATTACK+R", "CARD", "GATHER")),
        ("MA", ("CARD", "ATTACK+R", "GATHER")),
        ("EM", ("RAID", "SETTLE", "ATTACK")),
        ("WM", ("OCCUPY", "ATTACK+R", "SETTLE")),
        ("MA", ("ATTACK", "SETTLE", "GATHER")),
        ("EM", ("HOLD", "ATTACK+R", "GATHER")),
        ("MA", ("RAID", "CARD", "OCCUPY")),
    ),
}
BOT_FALLBACK = ("GATHER", "RESOURCES", "OCCUPY")
# RAID: the cards whose barbarian half takes gold or junks from the Emperor, and how many of
# each (gold, junks) per half.
BOT_RAIDS: dict[str, dict[str, tuple[int, int]]] = {
    "G05": {"first": (0, 1)},
    "G12": {"first": (1, 1)},
    "G16": {"first": (0, 1)},
    "B24": {"first": (2, 0), "second": (3, 0)},
}
