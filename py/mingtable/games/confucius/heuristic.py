"""A one-ply Confucius heuristic for the greedy bot and the search bot's evaluation. It reads
only the bot's own view: it values influence where a ministry is close to resolution,
chits within reach, offices, and it keeps its gift obligations (the engine's legal actions
already enforce them)."""

from __future__ import annotations

from typing import Any

from ...engine.actions import Action
from . import data, rules

#: The margin of the evaluation that means a likely win, and the rollout length of the search.
EVAL_SCALE = 8.0
ROLLOUT_DEPTH = 30

CARD_VALUE = 0.6  # what one Confucius card in hand is worth


def _ministry(view: dict[str, Any], name: str) -> dict[str, Any]:
    return view["ministries"][data.MINISTRIES.index(name)]


def _share(owners: list[int], seat: int) -> float:
    """``seat``'s expected share of a ministry's two chits from the markers there now."""
    counts: dict[int, int] = {}
    for o in owners:
        if o >= 0:
            counts[o] = counts.get(o, 0) + 1
    mine = counts.get(seat, 0)
    if not mine:
        return 0.0
    ranked = sorted(counts.values(), reverse=True)
    if mine == ranked[0]:
        return 0.65 if ranked.count(mine) == 1 else 0.45
    return 0.35 if len(ranked) > 1 and mine == ranked[1] else 0.1


def _bribe_value(view: dict[str, Any], seat: int, name: str, space: int) -> float:
    """One more marker in a ministry: the gain of share, more as it fills up."""
    m = _ministry(view, name)
    owners = list(m["owners"])
    before = _share(owners, seat)
    owners[space - 1] = seat
    filled = sum(1 for o in owners if o >= 0)
    chits = sum(m["chits"])
    return (_share(owners, seat) - before) * chits * (0.5 + filled / 14) + 0.8 + (8 - space) * 0.05


def score_action(view: dict[str, Any], action: Action) -> float:
    """The value of ``action`` for the bot's seat (higher is better)."""
    me = int(view["seat"])
    players = view["players"]
    decision = view.get("decision") or {}
    parts = action.id.split("-")
    head = parts[0]
    if head == "bribe":
        return _bribe_value(view, me, parts[1], int(parts[2])) - 0.25 * _bribe_cost(view, me, parts[1], int(parts[2]))
    if head == "secure":
        return 1.2 - 0.15 * _bribe_cost(view, me, parts[1], int(parts[2]))
    if head == "reward":
        return 4.0
    if head == "voyage":
        k = int(parts[1])
        me_p = players[me]
        return 4.0 if (me_p["ocean"] + k) // data.VOYAGE_JUNKS else 0.3 * k
    if head == "junks":
        k = int(parts[1])
        return 0.6 + 0.4 * k - 0.2 * rules.junk_cost(k, me in _ministry(view, "gongbu")["owners"])
    if head == "recruit":
        return 1.8
    if head == "invade":
        land = next(f for f in view["foreign"] if f["id"] == parts[1])
        box = int(parts[2]) - 1
        vp = data.FOREIGN_LANDS[land["id"]][1][box]
        star = 1.5 if box == data.FOREIGN_LANDS[land["id"]][2] else 0.0
        return 1.0 + 0.6 * vp + star - 0.15 * data.FOREIGN_LANDS[land["id"]][0]
    if action.id.startswith("buy-gift"):
        return 1.4 - 0.2 * int(parts[2])
    if action.id.startswith("give-gift"):
        v, to = int(parts[2]), int(parts[3])
        leader = max(p["score"] for p in players)
        return 2.2 - 0.25 * v - (0.8 if players[to]["score"] == leader and to != me else 0.0)
    if head == "transfer":
        return -3.0
    if head == "petition":
        return 1.0
    if head == "commercial":
        return 1.6
    if head == "tax":
        return 2.0
    if head == "nominate":
        return 2.6 if view["candidate"] is not None or view["candidate_any"] else 0.5
    if head == "force":
        return 1.5 if me in view["students"] else -1.0
    if head == "no":
        return -1.0
    if head == "pass":
        return 0.0
    if action.id == "pay-done":
        return 0.6
    if head == "pay":
        return _pay_value(decision, parts[1])
    if head == "tutor":
        if parts[1] == "done":
            return 2.0 if not _tutoring_own(view, me, decision) else -1.0
        return 5.0 if view["students"][0 if parts[1] == "red" else 1] == me else 1.0
    if head == "card":
        c = int(parts[1])
        return float(c) if _tutoring_own(view, me, decision) else -float(c)
    if head == "land":
        return float(next(d["chit"] for d in view["distant"] if d["id"] == action.id.removeprefix("land-")))
    if head == "place":
        return 8.0 - int(parts[-1]) * 0.5
    if head in ("give", "chief"):
        return -float(players[int(parts[1])]["score"])
    if head == "discard":
        return -float(abs(int(parts[1]) - 1.5))
    return 0.0


def _bribe_cost(view: dict[str, Any], seat: int, name: str, space: int) -> int:
    """The cash a bribe or a securing costs ``seat`` (the Hubu discount included)."""
    cost = _ministry(view, name)["tiles"][space - 1]
    return cost - (1 if seat in _ministry(view, "hubu")["owners"] else 0)


def _pay_value(decision: dict[str, Any], coins: str) -> float:
    """Pay without overpaying: the card that just reaches the cost, else the biggest one."""
    c = int(coins)
    mode = decision.get("mode", "coins")
    value = data.card_value(c, mode)
    if decision.get("upto"):
        return c - 1.5  # Commercial Income: a 3-coin card brings 3 more cards
    paid = sum(data.card_value(x, mode) for x in decision.get("paid", []))
    left = decision.get("need", 0) - paid
    return 10.0 - (value - left) if value >= left else value


def _tutoring_own(view: dict[str, Any], me: int, decision: dict[str, Any]) -> bool:
    space = decision.get("space", -1)
    return space >= 0 and view["students"][space] == me


def evaluate(view: dict[str, Any], seat: int) -> float:
    """Expected final points of ``seat`` from the public parts of any view: its score, its
    share of the chits of unresolved ministries, distant lands and invasions within reach,
    office counts, cards and reward cards."""
    p = view["players"][seat]
    value = float(p["score"])
    for m in view["ministries"]:
        if not m["resolved"]:
            filled = sum(1 for o in m["owners"] if o >= 0)
            value += _share(m["owners"], seat) * sum(m["chits"]) * (0.4 + filled / 12)
    value += 0.5 * p["ocean"] + 0.3 * p["shipyard"] + 0.6 * p["colonies"]
    for land in view["foreign"]:
        if not land["done"]:
            vps = data.FOREIGN_LANDS[land["id"]][1]
            filled = sum(1 for o in land["boxes"] if o >= 0) / len(vps)
            value += sum(0.3 + 0.5 * filled * vp for o, vp in zip(land["boxes"], vps) if o == seat)
    value += CARD_VALUE * min(p["cards"], 6) + 1.5 * p["rewards"]
    value += 0.3 * sum(1 for h in p["holds"] if h) + 0.2 * sum(1 for q in view["players"] if q["holds"][seat])
    return value
