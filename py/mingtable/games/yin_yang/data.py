"""Yin Yang: the static content of the game as data.

Facts come from the German rulebook; everything the rulebook only pictures (the map, the kingdom
values, the Tai-Chi layout, the development grid, the turn-order track) is the original design
of the project's reference (``docs/rules/yin-yang.md``, "Our design"), kept here so that the
printed boards can replace it without touching the rules.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

ROUNDS = 5
TEMPLES_PER_PLAYER = 13
COINS = 6
TRACK_MAX = 8  # yin and yang tracks run 0-8; more is lost
GIFT_AT = 8  # Gift of the gods: a track at 8 may be reset
ORDER_LAST = 30  # turn-order track spaces 0-30
SOLO_FRAMES = (5, 10, 15, 20, 25, 30)  # red-framed spaces (solo): +4 yin or yang
FRAME_GAIN = 4
UNUSED_CARD_POINTS = 2
STACK_SIZE = 5

# -- goods and stones ------------------------------------------------------------------------
GOODS = ("bronze", "bone", "jade", "silk")
GOODS_PER_TYPE = 17
BAG_PER_TYPE = 6  # leftover goods of each type that go into the bag
FIELD_SIZE = 2  # goods on each of the yin and yang fields
DISASTERS = 5
#: players -> goods of each type and disaster stones placed on the map (solo: as 2 players)
MAP_STONES: dict[int, tuple[int, int]] = {1: (5, 5), 2: (5, 5), 3: (8, 5), 4: (11, 5)}

# -- trigrams -------------------------------------------------------------------------------------
#: lines l1 l2 l3 (1 = yang): l1 is the bottom line (deep oracle) or the innermost (high oracle)
TRIGRAMS: dict[str, tuple[int, int, int]] = {
    "qian": (1, 1, 1),
    "dui": (1, 1, 0),
    "li": (1, 0, 1),
    "xun": (0, 1, 1),
    "gen": (0, 0, 1),
    "kan": (0, 1, 0),
    "zhen": (1, 0, 0),
    "kun": (0, 0, 0),
}
TRIGRAM_ORDER = tuple(TRIGRAMS)  # the rulebook's order of the deep oracle strip
TRIGRAM_HAN = {"qian": "乾", "dui": "兌", "li": "離", "xun": "巽", "gen": "艮", "kan": "坎", "zhen": "震", "kun": "坤"}
YANG_COUNT = {t: sum(lines) for t, lines in TRIGRAMS.items()}
#: the instant action of each deep oracle field
DEEP_ACTION = {
    "qian": "temple", "dui": "boat", "li": "swap", "xun": "order3",
    "gen": "cart", "kan": "track3", "zhen": "order_temples", "kun": "goods",
}
DEEP_ORDER_STEPS = 3  # Xun
DEEP_TRACK_STEPS = 3  # Kan

# -- action tiles and the high oracle ---------------------------------------------------------------
ACTIONS = ("cart", "boat", "temple", "goods")
TILE_TYPES = ACTIONS
STACKS = ("cart", "cart", "boat", "boat", "goods", "goods", "temple", "temple")  # 8 stacks of 5
#: the fixed stack layout for reproducible tests (the game shuffles the stacks onto the ring)
REFERENCE_STACKS = {
    "qian": "goods", "xun": "boat", "kan": "goods", "gen": "boat",
    "kun": "temple", "zhen": "cart", "li": "temple", "dui": "cart",
}
#: the high oracle ring in the Fu Xi order, clockwise from the top (drawing)
RING_ORDER = ("qian", "xun", "kan", "gen", "kun", "zhen", "li", "dui")

# -- coin pairs (action phase) ------------------------------------------------------------------------
#: pair kind -> (yang coins, yin coins) it uses
PAIRS = {"laoyang": (2, 0), "laoyin": (0, 2), "mixed": (1, 1)}
PAIR_OF_ACTION = {"cart": "laoyang", "boat": "laoyin", "temple": "mixed", "goods": "mixed"}

# -- god intervention cards --------------------------------------------------------------------------
CARDS = ("clouds", "lightning", "heavens", "defy")  # Ride the clouds, Summon lightning, Turn the heavens, Defy heaven
CARDS_KEPT = 2

# -- kingdoms -----------------------------------------------------------------------------------------
KINGDOMS = ("chu", "qin", "zhao", "qi", "yan", "wei", "han")
KINGDOM_NAMES = {"chu": ("Chu", "楚"), "qin": ("Qin", "秦"), "zhao": ("Zhao", "趙"), "qi": ("Qi", "齊"),
                 "yan": ("Yan", "燕"), "wei": ("Wei", "魏"), "han": ("Han", "韓")}
#: kingdom -> (1st place, 2nd place). Chu 1st 11, Qi 1st 6, Yan 2nd 2 are rulebook facts; the rest our design.
KINGDOM_VALUES: dict[str, tuple[int, int]] = {
    "chu": (11, 6), "qin": (8, 4), "zhao": (7, 4), "wei": (7, 3), "qi": (6, 3), "yan": (5, 2), "han": (5, 2),
}


# -- the map (both sides share coordinates and edges; the 2-3 player side is a subset) --------------------
class City(NamedTuple):
    key: str
    name: str
    han: str
    kingdom: str | None  # None: the capital Luo
    size: str  # "large", "small" (blue) or "capital"
    small_side: bool  # also on the 2-3 player side
    x: int
    y: int


CAPITAL = "luo"
CITIES: tuple[City, ...] = (
    City('luo', 'Luo', '洛', None, 'capital', True, 430, 330),
    City('yong', 'Yong', '雍', 'qin', 'small', True, 80, 270),
    City('xianyang', 'Xianyang', '咸陽', 'qin', 'large', True, 180, 295),
    City('yueyang', 'Yueyang', '櫟陽', 'qin', 'large', True, 265, 270),
    City('shang', 'Shang', '商', 'qin', 'large', True, 260, 380),
    City('nanzheng', 'Nanzheng', '南鄭', 'qin', 'large', True, 130, 410),
    City('chengdu', 'Chengdu', '成都', 'qin', 'large', False, 60, 540),
    City('ba', 'Ba', '巴', 'qin', 'small', False, 180, 560),
    City('jinyang', 'Jinyang', '晉陽', 'zhao', 'large', True, 390, 150),
    City('dai', 'Dai', '代', 'zhao', 'small', True, 470, 70),
    City('zhongshan', 'Zhongshan', '中山', 'zhao', 'large', True, 580, 115),
    City('handan', 'Handan', '邯鄲', 'zhao', 'large', True, 505, 185),
    City('julu', 'Julu', '鉅鹿', 'zhao', 'small', True, 625, 195),
    City('yunzhong', 'Yunzhong', '雲中', 'zhao', 'small', False, 330, 50),
    City('lin', 'Lin', '藺', 'zhao', 'small', False, 280, 150),
    City('ji', 'Ji', '薊', 'yan', 'large', True, 730, 70),
    City('yuyang', 'Yuyang', '漁陽', 'yan', 'small', True, 840, 45),
    City('zhuo', 'Zhuo', '涿', 'yan', 'large', True, 690, 135),
    City('wuyang', 'Wuyang', '武陽', 'yan', 'large', True, 780, 140),
    City('shanggu', 'Shanggu', '上谷', 'yan', 'small', False, 620, 35),
    City('xiangping', 'Xiangping', '襄平', 'yan', 'large', False, 950, 70),
    City('gaotang', 'Gaotang', '高唐', 'qi', 'small', True, 720, 240),
    City('lixia', 'Lixia', '歷下', 'qi', 'large', True, 810, 275),
    City('linzi', 'Linzi', '臨淄', 'qi', 'large', True, 895, 245),
    City('jimo', 'Jimo', '即墨', 'qi', 'small', True, 965, 315),
    City('ju', 'Ju', '莒', 'qi', 'large', True, 880, 370),
    City('langya', 'Langya', '琅琊', 'qi', 'large', False, 965, 430),
    City('xue', 'Xue', '薛', 'qi', 'small', False, 790, 395),
    City('anyi', 'Anyi', '安邑', 'wei', 'large', True, 335, 230),
    City('wen', 'Wen', '溫', 'wei', 'small', True, 440, 255),
    City('ye', 'Ye', '鄴', 'wei', 'large', True, 545, 245),
    City('suanzao', 'Suanzao', '酸棗', 'wei', 'small', True, 595, 300),
    City('daliang', 'Daliang', '大梁', 'wei', 'large', True, 665, 345),
    City('dingtao', 'Dingtao', '定陶', 'wei', 'large', False, 745, 330),
    City('yiyang', 'Yiyang', '宜陽', 'han', 'large', True, 350, 350),
    City('chenggao', 'Chenggao', '成皋', 'han', 'large', True, 510, 320),
    City('xinzheng', 'Xinzheng', '新鄭', 'han', 'large', True, 530, 390),
    City('yangzhai', 'Yangzhai', '陽翟', 'han', 'small', True, 450, 410),
    City('yanling', 'Yanling', '鄢陵', 'han', 'small', False, 610, 405),
    City('danyang', 'Danyang', '丹陽', 'chu', 'large', True, 290, 470),
    City('wan', 'Wan', '宛', 'chu', 'large', True, 420, 470),
    City('yiling', 'Yiling', '夷陵', 'chu', 'small', True, 240, 570),
    City('ying', 'Ying', '郢', 'chu', 'large', True, 360, 590),
    City('shangcai', 'Shangcai', '上蔡', 'chu', 'small', True, 520, 480),
    City('chen', 'Chen', '陳', 'chu', 'large', True, 620, 470),
    City('shouchun', 'Shouchun', '壽春', 'chu', 'large', True, 720, 520),
    City('e', 'E', '鄂', 'chu', 'small', True, 560, 600),
    City('guangling', 'Guangling', '廣陵', 'chu', 'large', True, 840, 550),
    City('wu', 'Wu', '吳', 'chu', 'large', False, 930, 630),
    City('changsha', 'Changsha', '長沙', 'chu', 'large', False, 460, 670),
)
ROADS: tuple[tuple[str, str, str], ...] = (
    ('R01', 'yong', 'xianyang'),
    ('R02', 'yong', 'nanzheng'),
    ('R03', 'xianyang', 'nanzheng'),
    ('R04', 'xianyang', 'shang'),
    ('R05', 'yueyang', 'shang'),
    ('R06', 'yueyang', 'anyi'),
    ('R07', 'shang', 'yiyang'),
    ('R08', 'shang', 'danyang'),
    ('R09', 'nanzheng', 'chengdu'),
    ('R10', 'nanzheng', 'ba'),
    ('R11', 'lin', 'jinyang'),
    ('R12', 'yunzhong', 'dai'),
    ('R13', 'jinyang', 'dai'),
    ('R14', 'jinyang', 'anyi'),
    ('R15', 'jinyang', 'handan'),
    ('R16', 'dai', 'zhongshan'),
    ('R17', 'zhongshan', 'handan'),
    ('R18', 'zhongshan', 'zhuo'),
    ('R19', 'handan', 'ye'),
    ('R20', 'handan', 'julu'),
    ('R21', 'julu', 'zhuo'),
    ('R22', 'julu', 'gaotang'),
    ('R23', 'ji', 'zhuo'),
    ('R24', 'ji', 'yuyang'),
    ('R25', 'zhuo', 'wuyang'),
    ('R26', 'wuyang', 'yuyang'),
    ('R27', 'wuyang', 'gaotang'),
    ('R28', 'ji', 'shanggu'),
    ('R29', 'shanggu', 'dai'),
    ('R30', 'yuyang', 'xiangping'),
    ('R31', 'lixia', 'linzi'),
    ('R32', 'linzi', 'jimo'),
    ('R33', 'jimo', 'ju'),
    ('R34', 'ju', 'lixia'),
    ('R35', 'ju', 'guangling'),
    ('R36', 'gaotang', 'daliang'),
    ('R37', 'ju', 'langya'),
    ('R38', 'langya', 'jimo'),
    ('R39', 'ju', 'xue'),
    ('R40', 'xue', 'dingtao'),
    ('R41', 'wen', 'luo'),
    ('R42', 'wen', 'ye'),
    ('R43', 'ye', 'suanzao'),
    ('R44', 'suanzao', 'daliang'),
    ('R45', 'daliang', 'dingtao'),
    ('R46', 'dingtao', 'lixia'),
    ('R47', 'daliang', 'yanling'),
    ('R48', 'yiyang', 'luo'),
    ('R49', 'luo', 'chenggao'),
    ('R50', 'luo', 'yangzhai'),
    ('R51', 'chenggao', 'xinzheng'),
    ('R52', 'xinzheng', 'yangzhai'),
    ('R53', 'xinzheng', 'shangcai'),
    ('R54', 'yangzhai', 'wan'),
    ('R55', 'xinzheng', 'yanling'),
    ('R56', 'yanling', 'chen'),
    ('R57', 'wan', 'danyang'),
    ('R58', 'wan', 'ying'),
    ('R59', 'wan', 'shangcai'),
    ('R60', 'danyang', 'yiling'),
    ('R61', 'yiling', 'ying'),
    ('R62', 'shangcai', 'chen'),
    ('R63', 'chen', 'shouchun'),
    ('R64', 'shangcai', 'e'),
    ('R65', 'e', 'shouchun'),
    ('R66', 'shouchun', 'guangling'),
    ('R67', 'e', 'changsha'),
    ('R68', 'guangling', 'wu'),
    ('R69', 'ying', 'danyang'),
)
RIVERS: tuple[tuple[str, str, str, str], ...] = (
    ('W01', 'yong', 'xianyang', 'Wei'),
    ('W02', 'xianyang', 'yueyang', 'Wei'),
    ('W03', 'yueyang', 'anyi', 'Wei'),
    ('W04', 'yunzhong', 'lin', 'upper Yellow River'),
    ('W05', 'lin', 'anyi', 'upper Yellow River'),
    ('W06', 'anyi', 'wen', 'Yellow River'),
    ('W07', 'wen', 'chenggao', 'Yellow River'),
    ('W08', 'chenggao', 'suanzao', 'Yellow River'),
    ('W09', 'suanzao', 'gaotang', 'Yellow River'),
    ('W10', 'gaotang', 'lixia', 'Yellow River'),
    ('W11', 'lixia', 'linzi', 'Yellow River'),
    ('W12', 'yiyang', 'luo', 'Luo'),
    ('W13', 'luo', 'chenggao', 'Luo'),
    ('W14', 'ye', 'julu', 'Zhang'),
    ('W15', 'ji', 'wuyang', 'Yi'),
    ('W16', 'suanzao', 'daliang', 'Hong canal'),
    ('W17', 'daliang', 'chen', 'Hong canal'),
    ('W18', 'chen', 'shouchun', 'Huai'),
    ('W19', 'shouchun', 'guangling', 'Huai'),
    ('W20', 'xue', 'shouchun', 'Si'),
    ('W21', 'nanzheng', 'danyang', 'Han'),
    ('W22', 'danyang', 'ying', 'Han'),
    ('W23', 'chengdu', 'ba', 'Yangtze'),
    ('W24', 'ba', 'yiling', 'Yangtze'),
    ('W25', 'yiling', 'ying', 'Yangtze'),
    ('W26', 'ying', 'e', 'Yangtze'),
    ('W27', 'e', 'guangling', 'Yangtze'),
    ('W28', 'guangling', 'wu', 'Yangtze'),
    ('W29', 'ying', 'changsha', 'Xiang'),
)

CITY = {c.key: c for c in CITIES}
SIDES = ("4p", "2-3p")


def side_for(players: int) -> str:
    """The 4-player side for 4 players, the 2-3-player side for 1-3 (solo uses it too)."""
    return "4p" if players == 4 else "2-3p"


@lru_cache(maxsize=None)
def side_cities(side: str) -> tuple[str, ...]:
    return tuple(c.key for c in CITIES if side == "4p" or c.small_side)


def _adjacency(edges: tuple[tuple[str, ...], ...], side: str) -> dict[str, tuple[str, ...]]:
    cities = set(side_cities(side))
    adj: dict[str, list[str]] = {c: [] for c in side_cities(side)}
    for edge in edges:
        a, b = edge[1], edge[2]
        if a in cities and b in cities:
            adj[a].append(b)
            adj[b].append(a)
    return {c: tuple(sorted(n)) for c, n in adj.items()}


#: side -> city -> neighbours by road (cart) and by river (boat)
ROAD_NEIGHBOURS = {side: _adjacency(ROADS, side) for side in SIDES}
RIVER_NEIGHBOURS = {side: _adjacency(RIVERS, side) for side in SIDES}
MOVE_NEIGHBOURS = {"cart": ROAD_NEIGHBOURS, "boat": RIVER_NEIGHBOURS}

# -- the development area (player board) ------------------------------------------------------------------
GRID_SIZE = 4
#: printed goods type of cell (c, r): a Latin square, every row, column and diagonal holds each type once
GRID_TYPES: dict[tuple[int, int], str] = {}
for _r, _row in enumerate((("bronze", "bone", "jade", "silk"), ("jade", "silk", "bronze", "bone"),
                           ("silk", "jade", "bone", "bronze"), ("bone", "bronze", "silk", "jade"))):
    for _c, _good in enumerate(_row):
        GRID_TYPES[(_c, _r)] = _good
CELLS = tuple((c, r) for r in range(GRID_SIZE) for c in range(GRID_SIZE))
OUTER_CELLS = frozenset((c, r) for c, r in CELLS if c in (0, 3) or r in (0, 3))
LINES: dict[str, tuple[tuple[int, int], ...]] = {
    **{f"ROW{r}": tuple((c, r) for c in range(4)) for r in range(4)},
    **{f"COL{c}": tuple((c, r) for r in range(4)) for c in range(4)},
    "DIAG_MAIN": ((0, 0), (1, 1), (2, 2), (3, 3)),
    "DIAG_ANTI": ((3, 0), (2, 1), (1, 2), (0, 3)),
}
LINE_IDS = tuple(LINES)
#: where each line's scoring tile lies, in cell units just outside the grid (drawing)
TILE_SPOTS = {**{f"ROW{r}": (4, r) for r in range(4)}, **{f"COL{c}": (c, 4) for c in range(4)},
              "DIAG_MAIN": (4, 4), "DIAG_ANTI": (-1, 4)}

#: the ten scoring tiles of each colour, one of each type
SCORING_TILES = ("bronze", "bone", "jade", "silk", "yin", "yang", "edge", "temple", "kingdom", "order")
GOODS_TILE_POINTS = 2  # per stone of the tile's type owned
EDGE_POINTS = 1  # per stone on the 12 outer cells
TEMPLE_TILE_POINTS = 1  # per own temple on the map
#: players -> points of the turn-order scoring tile by final place (solo: as the first of 2)
ORDER_TILE_POINTS: dict[int, tuple[int, ...]] = {1: (8,), 2: (8, 6), 3: (9, 7, 5), 4: (10, 8, 6, 4)}
SOLO_OTHER_TILES = 4  # other-colour tiles drawn in solo play

# -- solo -------------------------------------------------------------------------------------------
JOURNEY = ("chu", "qin", "zhao", "qi", "yan", "wei", "han")  # journey tiles J1-J7
SOLO_MIN_LINES = 2
SOLO_MIN_KINGDOMS = 4
#: rows: complete other-colour lines 2-4; columns: flipped journey tiles 4-7
SOLO_RANKS = (
    ("Apprentice", "Layman", "Expert", "Master"),
    ("Layman", "Expert", "Master", "Immortal"),
    ("Expert", "Master", "Immortal", "Deity"),
)
SOLO_RANKS_DE = {"Apprentice": "Lehrling", "Layman": "Laie", "Expert": "Experte", "Master": "Meister",
                 "Immortal": "Unsterblicher", "Deity": "Gottheit"}

COLOURS = ("red", "blue", "yellow", "green")
