"""A one-ply Ming-Dynastie heuristic for the greedy bot: it values one action from the
bot's own view only (no hidden information, no look-ahead)."""

from __future__ import annotations

from typing import Any

from ...engine.actions import Action
from . import data

CARD_COST = 0.8  # what spending a transport card is worth
DRAGON_COST = 1.3  # a dragon pays for any border


def _me(view: dict[str, Any]) -> int:
    return int(view["seat"])


def _scorings_left(view: dict[str, Any]) -> int:
    return sum(1 for r in view["scoring_rounds"] if r >= view["round"])


def _rank_gain(open_counts: list[int], me: int) -> float:
    """How much one more own figure in a district's open area improves the city entry."""
    mine = open_counts[me]
    others = [c for p, c in enumerate(open_counts) if p != me]
    best_other = max(others) if others else 0
    if mine + 1 == best_other + 1 and mine < best_other + 1:
        return 2.0 if mine + 1 > best_other else 1.2  # reaches the lead or a tie for it
    if mine + 1 > best_other:
        return 1.5 if mine <= best_other else 0.3  # becomes sole leader / already leading
    second = sorted(others, reverse=True)[1] if len(others) > 1 else 0
    return 1.0 if mine + 1 > second else 0.2


def deploy_value(view: dict[str, Any], district: str) -> float:
    """What ending a move in ``district`` is worth: figures that can follow the prince."""
    me = _me(view)
    info = view["districts"][district]
    if info["cloister"] == me:
        return 0.0  # the cloister lock
    for s, p in enumerate(view["players"]):
        if s != me and p["prince"] == district:
            return 0.0
    on_space = view["spaces"][data.province_of(district)][me]
    if not on_space:
        return 0.0
    value = _rank_gain(info["open"], me) + 0.4 * (min(on_space, 3) - 1)
    if info["cloister"] is None:
        value += 0.9 * _scorings_left(view)
    elif info["cloister"] != me:
        value += 0.6 * _scorings_left(view)
    return value


def _card_usefulness(view: dict[str, Any], card: str) -> float:
    me = _me(view)
    here = view["players"][me]["prince"]
    if card == data.DRAGON:
        return 1.6
    if here is None:
        return 1.0
    near = [here, *data.ADJACENCY[here]]
    return 0.5 + sum(0.4 for d in near for t in data.ADJACENCY[d].values() if t == card)


def _return_target(view: dict[str, Any]) -> int:
    """How many figures to send back from the city now being scored."""
    me = _me(view)
    city = view["city_scoring"]["city"]
    districts = data.PROVINCES[data.PROVINCE_INDEX[city]]["districts"]
    mine = sum(view["districts"][d]["houses"].count(me) for d in districts)
    if view["round"] == data.ROUNDS:
        return max(0, mine - 1)
    return 1 if mine >= 4 else 0


def score_action(view: dict[str, Any], action: Action) -> float:
    """The value of ``action`` for the bot's seat (higher is better)."""
    me = _me(view)
    head, _, arg = action.id.partition("-")
    if head == "prince":
        return len(data.ADJACENCY[arg])
    if head == "neutral" and not arg.startswith("return"):
        # Hinder the opponent: neutrals go where the other player is present.
        return sum(c for p, c in enumerate(view["districts"][arg]["open"][:-1]) if p != me) + 0.1
    if head == "place":
        prince = view["players"][me]["prince"]
        near = {data.province_of(d) for d in [prince, *data.ADJACENCY[prince]]} if prince else set()
        on_space = view["spaces"][arg][me]
        return (2.0 if prince and data.province_of(prince) == arg else 0) + (1.0 if arg in near else 0) - 0.6 * on_space + 0.3 * _card_usefulness(view, view["display"][arg])
    if head == "take":
        return _card_usefulness(view, view["display"][arg])
    if head == "dragon":
        return 1.6 - 1.0 + 0.05 * view["spaces"][arg][me]
    if head == "move":
        district, _, card = arg.partition("-")
        cost = DRAGON_COST if card == data.DRAGON else CARD_COST
        # Once under way, stopping here is free: a further step must beat deploying here.
        here = deploy_value(view, view["players"][me]["prince"]) if view["turn"]["steps"] else 0.0
        return deploy_value(view, district) - cost - here
    if head == "stay":
        here = view["players"][me]["prince"]
        cost = DRAGON_COST if arg == data.DRAGON else CARD_COST
        return deploy_value(view, here) - cost - 0.1
    if action.id == "pass":
        return -0.05
    if action.id == "end-turn":
        return 0.0
    if head == "deploy":
        return 0.2 + _rank_gain(view["districts"][arg]["open"], me)
    if head == "cloister":
        return 0.5 + 1.2 * _scorings_left(view)
    if head == "start":
        return 1.0 if int(arg) == me else 0.0
    if action.id == "return-commit":
        chosen = sum(view["city_scoring"]["my_cards"])
        return 5.0 if chosen == _return_target(view) else -1.0
    if action.id.startswith("return-card-"):
        value = int(action.id.rsplit("-", 1)[1])
        chosen = view["city_scoring"]["my_cards"]
        total = sum(chosen) - value if value in chosen else sum(chosen) + value
        target = _return_target(view)
        # Closer to the target is better; among equals prefer touching fewer cards.
        return 3.0 - abs(target - total) - (0.1 if value in chosen else 0.0)
    if action.id.startswith("return-from-"):
        return _rank_gain(view["districts"][action.id.removeprefix("return-from-")]["open"], me)
    if action.id.startswith("neutral-return-"):
        district = action.id.removeprefix("neutral-return-")
        return sum(c for p, c in enumerate(view["districts"][district]["open"][:-1]) if p != me)
    return 0.0


# -- static evaluation for the search bot --------------------------------------------------------

#: Points of evaluation margin that make a win about 73 % likely (the search's logistic scale).
EVAL_SCALE = 10.0
#: Decisions a search rollout plays (greedy) before the static evaluation.
ROLLOUT_DEPTH = 24


def evaluate(view: dict[str, Any], seat: int) -> float:
    """Expected final points of ``seat`` from public parts of any view: its score so far, plus
    what its figures would bring at the next scoring (open figures entering the city as
    R-31 moves them, houses, the city majority bonus estimated from houses, cloisters), plus
    a small value for figures in hand and tiles towards sets (R-33, R-39, R-40)."""
    from . import rules

    players = view["players"]
    n = len(players)
    me = players[seat]
    left = [r for r in view["scoring_rounds"] if r >= view["round"]]
    next_round = left[0] if left else data.ROUNDS
    # figures per province in the city after the entry step
    per_prov: dict[str, list[int]] = {}
    for name, info in view["districts"].items():
        counts = {p: c for p, c in enumerate(info["open"])}
        moves = rules.city_moves(counts)
        prov = data.province_of(name)
        row = per_prov.setdefault(prov, [0] * (n + 1))
        for p in range(n):
            row[p] += info["houses"].count(p) + moves.get(p, 0)
    value = float(me["score"])
    discount = 0.85 if left else 0.0
    for row in per_prov.values():
        mine = row[seat]
        if not mine:
            continue
        value += discount * rules.city_figure_points(next_round, mine)
        best_other = max(row[p] for p in range(n + 1) if p != seat)
        if mine > best_other:
            value += discount * data.CITY_BONUS
        elif mine == best_other:
            value += discount * data.CITY_BONUS / 2
    cloisters = sum(1 for info in view["districts"].values() if info["cloister"] == seat)
    if cloisters:
        value += len(left) * rules.cloister_points(cloisters)
    tiles = me.get("tiles") or []
    value += 0.35 * sum(1 for t in tiles if t) + 0.08 * sum(tiles)
    value += 0.15 * min(me.get("cards", 0), 4) + 0.1 * len(left) * min(me.get("supply", 0), 6) / 6
    return value
