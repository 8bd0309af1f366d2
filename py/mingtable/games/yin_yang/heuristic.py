"""A one-ply Yin Yang heuristic for the greedy bot and the static evaluation of the search
bot. Both read only a seat's view (the other players' god cards are hidden there)."""

from __future__ import annotations

from collections import deque
from functools import lru_cache
from typing import Any

from ...engine.actions import Action
from . import data, rules

#: The margin of evaluated points that means a likely win (search bot).
EVAL_SCALE = 6.0
#: Decisions a search rollout plays (greedy) before the static evaluation.
ROLLOUT_DEPTH = 16
#: How many of the greedy heuristic's best actions the search root considers.
ROOT_WIDTH = 8

TILE_VALUE = {"cart": 1.6, "boat": 1.1, "goods": 2.4, "temple": 2.6}
DEEP_VALUE = {"swap": 0.4, "order3": 1.0, "track3": 0.9}


@lru_cache(maxsize=None)
def _neighbours(side: str, city: str) -> tuple[str, ...]:
    return tuple(sorted(set(data.ROAD_NEIGHBOURS[side][city]) | set(data.RIVER_NEIGHBOURS[side][city])))


_journey: list[Any] = [None, None]  # the last view and its distances to the journey kingdom


def _journey_distance(view: dict[str, Any], city: str) -> int | None:
    """Solo: moves from ``city`` to the nearest city where a temple can be built (the kingdom of
    the current journey tile), around disaster cities; None if there is none."""
    if _journey[0] is not view:
        side = view["side"]
        blocked = set(view["disasters"])
        goals = [c for c in data.side_cities(side) if c not in blocked and _can_build_in(view, c)]
        dist = {c: 0 for c in goals}
        todo = deque(goals)
        while todo:  # one search backwards from every goal
            c = todo.popleft()
            for n in _neighbours(side, c):
                if n not in dist and n not in blocked:
                    dist[n] = dist[c] + 1
                    todo.append(n)
        _journey[0], _journey[1] = view, dist
    return _journey[1].get(city)


def _can_build_in(view: dict[str, Any], city: str) -> bool:
    if city == data.CAPITAL or city in view["temples"]:
        return False
    if view["solo"]:
        return data.CITY[city].kingdom == view["journey_kingdom"]
    return True


_gains: list[Any] = [None, None]  # the last view and its temple gains (one view is scored many times)


def _temple_gains(view: dict[str, Any], me: int) -> dict[str, float]:
    """Kingdom -> what one more own temple there adds to ``me``'s kingdom points."""
    if _gains[0] is view:
        return _gains[1]
    n = len(view["players"])
    counts = {k: {s: 0 for s in range(n)} for k in data.KINGDOMS}
    for c, owner in view["temples"].items():
        counts[data.CITY[c].kingdom][int(owner)] += 1
    gains = {}
    for k, here in counts.items():
        first, second = data.KINGDOM_VALUES[k]
        before = rules.kingdom_points(here, first, second)[me]
        here[me] += 1
        gains[k] = rules.kingdom_points(here, first, second)[me] - before
    _gains[0], _gains[1] = view, gains
    return gains


def _temple_value(view: dict[str, Any], me: int, city: str) -> float:
    """What one more own temple in ``city`` adds: its kingdom's standing and the temple tile."""
    if not _can_build_in(view, city):
        return 0.0
    if view["solo"]:
        return 6.0
    return 1.2 + _temple_gains(view, me)[data.CITY[city].kingdom] * 0.8


def _goods_value(view: dict[str, Any], me: int) -> float:
    p = view["players"][me]
    filled = len(p["grid"]) + len(p["held"])
    if filled >= 16:
        return 0.8
    return 3.0 if view["solo"] else 2.2  # solo: the other colour's lines decide the rank


def _city_value(view: dict[str, Any], me: int, city: str) -> float:
    """What standing in ``city`` offers: its goods, a temple, and what lies one move on."""
    if city in view["disasters"]:
        return -1.0
    value = 0.0
    if city in view["goods_on_map"]:
        value += 0.9 * _goods_value(view, me)
    value += 0.8 * _temple_value(view, me, city)
    near = 0.0
    for n in _neighbours(view["side"], city):
        if n in view["disasters"]:
            continue
        near = max(near, (0.6 if n in view["goods_on_map"] else 0.0) + 0.3 * _temple_value(view, me, n))
    value += near
    if view["solo"] and view["journey_kingdom"] is not None:
        # towards the kingdom of the current journey tile
        steps = _journey_distance(view, city)
        value -= 3.0 if steps is None else 1.5 * steps
    return value


def _line_progress(p: dict[str, Any], cell: str, solo: bool = False) -> float:
    """How much a stone on ``cell`` brings its lines towards completion, weighted by their tiles."""
    grid = p["grid"]
    c, r = int(cell[0]), int(cell[1])
    value = 0.0
    for line, cells in data.LINES.items():
        if (c, r) not in cells:
            continue
        filled = sum(1 for x in cells if f"{x[0]}{x[1]}" in grid)
        weight = 2.0 if line in p["other"] else 1.0
        if solo:
            weight = 4.0 if line in p["other"] else 0.3
        value += weight * (filled + 1) ** 2 / 16
    if (c, r) in data.OUTER_CELLS:
        value += 0.1
    return value


def _track_choice(p: dict[str, Any], track: str, n: int) -> float:
    """A gain on a track: worth more if it reaches the gift at 8, nothing if it spills over."""
    now = p[track]
    gained = min(data.TRACK_MAX, now + n) - now
    value = 0.15 * gained
    if now < data.GIFT_AT <= now + n:
        value += 0.6
    return value


def score_action(view: dict[str, Any], action: Action) -> float:
    """The value of ``action`` for the bot's seat (higher is better)."""
    me = int(view["seat"])
    p = view["players"][me]
    parts = action.id.split(":")
    head = parts[0]
    here = p["city"]
    if head == "start":
        city = parts[1]
        value = _city_value(view, me, city) + _temple_value(view, me, city)
        if view["solo"] and data.CITY[city].kingdom == (view["journey"] or [None])[0]:
            value += 5.0
        return value
    if head == "disaster":  # opening the way next to the figure
        return 1.0 if parts[1] in _neighbours(view["side"], here) else 0.0
    if head == "oracle":
        return _oracle_value(view, me, parts[1], parts[2])
    if head == "rethrow":
        return 0.0
    if head == "deadly":
        return -4.0
    if head in ("defy", "heavens"):
        return -0.8
    if head == "gift":
        return 1.5 if len(parts) > 2 else -0.5
    if head == "lightning":
        owner = view["temples"].get(here)
        return 1.0 if owner is not None and int(owner) != me else -6.0
    if head == "clouds":
        return _city_value(view, me, parts[1]) - _city_value(view, me, here) - 1.5
    if head in ("cart", "boat", "move") or (head == "tile" and parts[1] in ("cart", "boat")):
        city = parts[-1]
        if view["solo"]:  # the journey: every step towards the current kingdom counts
            gain = _city_value(view, me, city) - _city_value(view, me, here) + 0.3
        else:
            gain = _city_value(view, me, city) - 0.6 * _city_value(view, me, here)
        return gain + (0.1 if head == "tile" else 0.0)
    if head == "temple" or action.id == "tile:temple":
        return 2.0 + _temple_value(view, me, here) + (0.1 if head == "tile" else 0.0)
    if head == "goods" or action.id == "tile:goods":
        return 1.0 + _goods_value(view, me) + (0.1 if head == "tile" else 0.0)
    if head == "forfeit":
        return 0.2 + _track_choice(p, parts[-1], 1)
    if head in ("kan", "frame"):
        return _track_choice(p, parts[1], data.DEEP_TRACK_STEPS if head == "kan" else data.FRAME_GAIN)
    if head == "place":
        return _line_progress(p, parts[2], view["solo"]) + (0.2 if data.GRID_TYPES[(int(parts[2][0]), int(parts[2][1]))] == parts[1] else 0)
    if head == "swap":
        return _swap_value(p, parts[1], parts[2], view["solo"])
    return 0.0  # end


def _oracle_value(view: dict[str, Any], me: int, high: str, deep: str) -> float:
    p = view["players"][me]
    value = 0.0
    stack = view["stacks"][high]
    if stack[1] > 0 and (high not in view["high_blocked"] or p["defy"]):
        rounds_left = data.ROUNDS - view["round"] + 1
        value += TILE_VALUE[stack[0]] * (0.5 + 0.25 * rounds_left)
    if deep != view["deep_blocked"] or p["defy"]:
        what = data.DEEP_ACTION[deep]
        here = p["city"]
        if what == "temple":
            value += 2.0 + _temple_value(view, me, here) if _can_build_in(view, here) and p["supply"] else 0.0
        elif what in ("cart", "boat"):
            options = [c for c in data.MOVE_NEIGHBOURS[what][view["side"]][here] if c not in view["disasters"]]
            if options:
                keep = 1.0 if view["solo"] else 0.6
                value += max(_city_value(view, me, c) for c in options) - keep * _city_value(view, me, here)
        elif what == "goods":
            value += 1.0 + _goods_value(view, me) if here in view["goods_on_map"] else 0.0
        elif what == "order_temples":
            value += 0.35 * p["temples"]
        else:
            value += DEEP_VALUE[what]
    return value


def _line_fill(p: dict[str, Any], line: str) -> float:
    return sum(1 for c, r in data.LINES[line] if f"{c}{r}" in p["grid"]) / 4


def _swap_value(p: dict[str, Any], a: str, b: str, solo: bool = False) -> float:
    """Moving the better tile onto the fuller line (solo: the other colour's tiles)."""
    if solo:
        wa, wb = (10 if a in p["other"] else 0), (10 if b in p["other"] else 0)
    else:
        worth = {"kingdom": 8, "order": 6, "yang": 5, "yin": 5, "temple": 4, "edge": 4}
        wa, wb = worth.get(p["scoring"][a], 3), worth.get(p["scoring"][b], 3)
    fa, fb = _line_fill(p, a), _line_fill(p, b)
    return (wb - wa) * (fa - fb) * 0.3


def evaluate(view: dict[str, Any], seat: int) -> float:
    """Expected final points of ``seat`` from the public parts of any view: kingdoms as they
    stand, the development lines weighted by how full they are, the turn-order track and
    place, unused cards. Solo: how close the journey and the other-colour lines are to a rank."""
    players = view["players"]
    p = players[seat]
    n = len(players)
    fill = {line: _line_fill(p, line) for line in data.LINE_IDS}
    if view["solo"]:
        lines = sorted((fill[line] for line in p["other"]), reverse=True)
        return 2.0 * (view["flipped"] - 4) + 3.0 * (sum(lines[:3]) - 2) + 0.05 * (p["yin"] + p["yang"])
    temples: dict[str, dict[int, int]] = {k: {s: 0 for s in range(n)} for k in data.KINGDOMS}
    for city, owner in view["temples"].items():
        temples[data.CITY[city].kingdom][int(owner)] += 1
    kingdom = {k: rules.kingdom_points(temples[k], *data.KINGDOM_VALUES[k])[seat] for k in data.KINGDOMS}
    value = float(sum(kingdom.values()))
    tile_guess = {
        "kingdom": max(kingdom.values()), "order": 6.0, "yin": rules.track_tile_points(p["yin"]),
        "yang": rules.track_tile_points(p["yang"]), "temple": float(p["temples"]),
        "edge": float(sum(1 for k in p["grid"] if (int(k[0]), int(k[1])) in data.OUTER_CELLS)),
    }
    for line in data.LINE_IDS:
        kind = p["scoring"][line]
        worth = tile_guess.get(kind, 2.0 * p["goods"].get(kind, 0))
        value += worth * fill[line] ** 3
    value += rules.turn_order_points(view["spaces"][seat]) + 0.5 * p["card_count"] * data.UNUSED_CARD_POINTS
    value += 0.6 * sum(p["tiles"].values()) * (data.ROUNDS - view["round"])
    return value
