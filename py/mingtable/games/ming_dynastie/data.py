"""Ming-Dynastie static content: board, borders, decks and scoring tables.

The rulebook gives the structure (6 provinces of 3 districts, a city of 9 houses per
province, one cloister per district, 54 movement cards, 18 dragons, 108 tiles) but not the
printed map. The map below is Ming Table's own design from docs/rules/ming-dynastie.md
("Board data"); rules read these tables and never hard-code the geography.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

CANVAS = (1000, 800)

# Province order is the board order: scoring order and province spaces top to bottom.
PROVINCE_ROWS = (
    # id, name, city, colour, city point
    ("SX", "Shaanxi", "Xi'an", "#D8B45A", (150, 220)),
    ("HN", "Henan", "Kaifeng", "#E07B39", (395, 215)),
    ("BZ", "Beizhili", "Beijing", "#8E5EA8", (650, 210)),
    ("SC", "Sichuan", "Chengdu", "#2E9C8F", (165, 585)),
    ("HG", "Huguang", "Wuchang", "#D86F9B", (430, 580)),
    ("ZJ", "Zhejiang", "Hangzhou", "#8FA33A", (670, 585)),
)

DISTRICT_ROWS = (
    # id, name, province, label xy, houses xy, cloister xy, polygon (first vertex = city point)
    ("SX1", "Yan'an", (162, 124), (155, 182), (162, 142), ((150, 220), (40, 160), (40, 40), (270, 40), (270, 220))),
    ("SX2", "Tongguan", (210, 310), (174, 256), (210, 328), ((150, 220), (270, 220), (270, 400), (150, 400))),
    ("SX3", "Hanzhong", (92, 294), (127, 250), (92, 312), ((150, 220), (150, 400), (40, 400), (40, 160))),
    ("HN1", "Luoyang", (328, 150), (368, 189), (328, 168), ((395, 215), (395, 40), (270, 40), (270, 300))),
    ("HN2", "Zhangde", (460, 139), (421, 185), (460, 157), ((395, 215), (520, 260), (520, 40), (395, 40))),
    ("HN3", "Nanyang", (400, 322), (397, 258), (400, 340), ((395, 215), (270, 300), (270, 400), (520, 400), (520, 260))),
    ("BZ1", "Yongping", (654, 115), (652, 172), (654, 133), ((650, 210), (520, 150), (520, 40), (780, 40), (780, 180))),
    ("BZ2", "Hejian", (717, 297), (677, 245), (717, 315), ((650, 210), (780, 180), (780, 400), (650, 400))),
    ("BZ3", "Baoding", (582, 289), (623, 242), (582, 307), ((650, 210), (650, 400), (520, 400), (520, 150))),
    ("SC1", "Baoning", (169, 482), (167, 544), (169, 500), ((165, 585), (40, 560), (40, 400), (310, 400), (310, 520))),
    ("SC2", "Chongqing", (262, 602), (204, 592), (262, 620), ((165, 585), (310, 520), (310, 700))),
    ("SC3", "Jiading", (154, 679), (160, 623), (154, 697), ((165, 585), (310, 700), (310, 760), (40, 760), (40, 560))),
    ("HG1", "Xiangyang", (369, 495), (406, 546), (369, 513), ((430, 580), (430, 400), (310, 400), (310, 600))),
    ("HG2", "Huangzhou", (494, 485), (455, 542), (494, 503), ((430, 580), (560, 560), (560, 400), (430, 400))),
    ("HG3", "Changsha", (440, 669), (434, 616), (440, 687), ((430, 580), (310, 600), (310, 760), (560, 760), (560, 560))),
    ("ZJ1", "Huzhou", (620, 502), (650, 552), (620, 520), ((670, 585), (560, 640), (560, 400), (700, 400))),
    ("ZJ2", "Ningbo", (734, 516), (696, 557), (734, 534), ((670, 585), (700, 400), (780, 400), (780, 650))),
    ("ZJ3", "Wenzhou", (669, 686), (669, 626), (669, 704), ((670, 585), (780, 650), (780, 760), (560, 760), (560, 640))),
)
BORDER_ROWS = (
    # id, district a, district b, kind, transport, shared edge, icon xy, feature
    ("B01", "SX1", "SX2", "internal", "RIDER", ((270, 220), (150, 220)), (224, 220), "Yellow River (bridge)"),
    ("B02", "SX1", "SX3", "internal", "BARGE", ((150, 220), (40, 160)), (82, 183), "Yellow River"),
    ("B03", "SX2", "SX3", "internal", "OXCART", ((150, 400), (150, 220)), (150, 332), "-"),
    ("B04", "HN1", "HN2", "internal", "OXCART", ((395, 215), (395, 40)), (395, 106), "-"),
    ("B05", "HN1", "HN3", "internal", "BARGE", ((270, 300), (395, 215)), (318, 268), "Yellow River"),
    ("B06", "HN2", "HN3", "internal", "RICKSHAW", ((395, 215), (520, 260)), (472, 243), "Yellow River (bridge)"),
    ("B07", "BZ1", "BZ2", "internal", "BARGE", ((780, 180), (650, 210)), (731, 191), "Yellow River (mouth)"),
    ("B08", "BZ1", "BZ3", "internal", "RIDER", ((650, 210), (520, 150)), (569, 173), "Yellow River (bridge)"),
    ("B09", "BZ2", "BZ3", "internal", "BARGE", ((650, 400), (650, 210)), (650, 328), "Grand Canal"),
    ("B10", "SC1", "SC2", "internal", "JUNK", ((310, 520), (165, 585)), (255, 545), "Yangtze"),
    ("B11", "SC1", "SC3", "internal", "SEDAN", ((165, 585), (40, 560)), (88, 570), "Yangtze (bridge)"),
    ("B12", "SC2", "SC3", "internal", "RICKSHAW", ((310, 700), (165, 585)), (255, 656), "-"),
    ("B13", "HG1", "HG2", "internal", "RICKSHAW", ((430, 580), (430, 400)), (430, 468), "-"),
    ("B14", "HG1", "HG3", "internal", "SEDAN", ((310, 600), (430, 580)), (356, 592), "Yangtze (bridge)"),
    ("B15", "HG2", "HG3", "internal", "JUNK", ((430, 580), (560, 560)), (511, 568), "Yangtze"),
    ("B16", "ZJ1", "ZJ2", "internal", "BARGE", ((700, 400), (670, 585)), (689, 470), "Grand Canal"),
    ("B17", "ZJ1", "ZJ3", "internal", "JUNK", ((670, 585), (560, 640)), (602, 619), "Yangtze"),
    ("B18", "ZJ2", "ZJ3", "internal", "JUNK", ((780, 650), (670, 585)), (738, 625), "Yangtze (mouth)"),
    ("B19", "SX1", "HN1", "cross", "RIDER", ((270, 40), (270, 220)), (270, 130), "-"),
    ("B20", "SX2", "HN1", "cross", "BARGE", ((270, 220), (270, 300)), (270, 260), "Yellow River"),
    ("B21", "SX2", "HN3", "cross", "OXCART", ((270, 300), (270, 400)), (270, 350), "-"),
    ("B22", "SX2", "SC1", "cross", "SEDAN", ((270, 400), (150, 400)), (210, 400), "-"),
    ("B23", "SX3", "SC1", "cross", "RIDER", ((150, 400), (40, 400)), (95, 400), "-"),
    ("B24", "HN2", "BZ1", "cross", "RIDER", ((520, 150), (520, 40)), (520, 95), "-"),
    ("B25", "HN2", "BZ3", "cross", "BARGE", ((520, 260), (520, 150)), (520, 205), "Yellow River"),
    ("B26", "HN3", "BZ3", "cross", "RIDER", ((520, 400), (520, 260)), (520, 330), "-"),
    ("B27", "HN3", "SC1", "cross", "OXCART", ((270, 400), (310, 400)), (290, 400), "-"),
    ("B28", "HN3", "HG1", "cross", "RICKSHAW", ((310, 400), (430, 400)), (370, 400), "-"),
    ("B29", "HN3", "HG2", "cross", "SEDAN", ((430, 400), (520, 400)), (475, 400), "-"),
    ("B30", "BZ2", "ZJ1", "cross", "OXCART", ((700, 400), (650, 400)), (675, 400), "Grand Canal (bridge)"),
    ("B31", "BZ2", "ZJ2", "cross", "JUNK", ((780, 400), (700, 400)), (740, 400), "coast"),
    ("B32", "BZ3", "HG2", "cross", "RICKSHAW", ((560, 400), (520, 400)), (540, 400), "-"),
    ("B33", "BZ3", "ZJ1", "cross", "OXCART", ((650, 400), (560, 400)), (605, 400), "-"),
    ("B34", "SC1", "HG1", "cross", "SEDAN", ((310, 400), (310, 520)), (310, 460), "-"),
    ("B35", "SC2", "HG1", "cross", "JUNK", ((310, 520), (310, 600)), (310, 560), "Yangtze"),
    ("B36", "SC2", "HG3", "cross", "RIDER", ((310, 600), (310, 700)), (310, 650), "-"),
    ("B37", "SC3", "HG3", "cross", "SEDAN", ((310, 700), (310, 760)), (310, 730), "-"),
    ("B38", "HG2", "ZJ1", "cross", "RICKSHAW", ((560, 560), (560, 400)), (560, 480), "-"),
    ("B39", "HG3", "ZJ1", "cross", "JUNK", ((560, 640), (560, 560)), (560, 600), "Yangtze"),
    ("B40", "HG3", "ZJ3", "cross", "RICKSHAW", ((560, 760), (560, 640)), (560, 700), "-"),
)

# Movement cards (54): six transport types of 9 cards each; dragons are jokers.
TRANSPORT_ROWS = (
    # code, English name, German name, cards in the deck
    ("RIDER", "Rider", "Reiter", 9),
    ("RICKSHAW", "Rickshaw", "Rikscha", 9),
    ("JUNK", "Junk", "Dschunke", 9),
    ("BARGE", "Barge", "Flusskahn", 9),
    ("SEDAN", "Sedan chair", "Sänfte", 9),
    ("OXCART", "Ox cart", "Ochsenkarren", 9),
)
DRAGON = "DRAGON"
DRAGON_CARDS = 18

PLAYER_COLOURS = ("red", "yellow", "green", "blue")
FIGURES_PER_COLOUR = 31  # 30 in the personal supply + 1 score marker
SUPPLY_PER_PLAYER = 30
FIGURES_PER_ROUND = 5
HAND_LIMIT = 5
MAX_DEPLOY = 3
HOUSES_PER_DISTRICT = 3
TILES_PER_COLOUR = 18
ROUNDS = 6
SCORING_ROUNDS = (2, 4, 6)
RETURN_CARDS = (0, 1, 2, 3)
# Where points come from: the keys of a score breakdown (texts: md.source.<id>).
SCORE_SOURCES = ("set6", "city", "majority", "cloister", "set5", "leftover")

# Scoring tables, keyed by the round that is scored.
SET6_POINTS = MappingProxyType({2: 28, 4: 24, 6: 20})
CITY_FIGURE_POINTS = MappingProxyType({2: 4, 4: 3, 6: 0})
CITY_BONUS = 4
CLOISTER_POINTS = 4
SET5_POINTS_FINAL = 10
TILE_POINT_FINAL = 1

# 2-player neutral: one per district at set-up, then 3 per player before rounds 1, 3 and 5.
# It plays with the figures of every colour not in play, so no placement is skipped.
NEUTRAL_PER_PLAYER = 3
NEUTRAL_ROUNDS = (1, 3, 5)
NEUTRAL_MAX_PER_DISTRICT = 3

# -- derived tables ---------------------------------------------------------------

PROVINCE_IDS: tuple[str, ...] = tuple(row[0] for row in PROVINCE_ROWS)
PROVINCES: tuple[dict[str, Any], ...] = tuple(
    {
        "id": pid,
        "name": name,
        "city": city,
        "color": colour,
        "city_xy": xy,
        "districts": tuple(d[0] for d in DISTRICT_ROWS if d[0][:2] == pid),
    }
    for pid, name, city, colour, xy in PROVINCE_ROWS
)
DISTRICT_IDS: tuple[str, ...] = tuple(row[0] for row in DISTRICT_ROWS)
DISTRICTS: dict[str, dict[str, Any]] = {
    did: {
        "id": did,
        "name": name,
        "province": did[:2],
        "xy": label,
        "houses": houses,
        "cloister": cloister,
        "polygon": polygon,
    }
    for did, name, label, houses, cloister, polygon in DISTRICT_ROWS
}
BORDERS: tuple[dict[str, Any], ...] = tuple(
    {"id": bid, "a": a, "b": b, "kind": kind, "transport": tr, "edge": edge, "icon": icon, "feature": feature}
    for bid, a, b, kind, tr, edge, icon, feature in BORDER_ROWS
)
TRANSPORTS: dict[str, dict[str, Any]] = {
    code: {"name": name, "de": de, "cards": cards} for code, name, de, cards in TRANSPORT_ROWS
}
TRANSPORT_CODES: tuple[str, ...] = tuple(TRANSPORTS)
CARD_TYPES: tuple[str, ...] = TRANSPORT_CODES + (DRAGON,)
MOVEMENT_CARDS = sum(t["cards"] for t in TRANSPORTS.values())

# district -> {neighbour: transport}
ADJACENCY: dict[str, dict[str, str]] = {d: {} for d in DISTRICT_IDS}
for _b in BORDERS:
    ADJACENCY[_b["a"]][_b["b"]] = _b["transport"]
    ADJACENCY[_b["b"]][_b["a"]] = _b["transport"]

DISTRICT_INDEX = {d: i for i, d in enumerate(DISTRICT_IDS)}
PROVINCE_INDEX = {p: i for i, p in enumerate(PROVINCE_IDS)}


def province_of(district: str) -> str:
    """The province a district belongs to (its id prefix)."""
    return DISTRICTS[district]["province"]
