"""The solo Barbarian bot: a deck of 8 bot cards per difficulty, each with a focus homeland
and three orders by priority (docs/rules/ming-voyages.md, "The solo bot"). It decides inline;
the Emperor's reactions to its cards come after its order."""

from __future__ import annotations

from typing import Callable

from ...engine.actions import Action
from ...i18n import T
from . import data, effects, rules
from .data import BARBARIAN, BORDERLANDS, EMPEROR, HOMELANDS
from .state import Flow, Frame, Step, frame
from .texts import area, card, count, half, where

BOT = T("mv.who.bot.start")


def focus(game: Flow) -> str:
    s = game.s
    if s.bot_card is None:
        return "EM"
    return data.BOT_DECKS[s.difficulty][s.bot_card][0]


def _area(action: Action) -> str:
    return action.id.removeprefix("area-")


def default_choice(game: Flow, kind: str) -> Callable[[list[Action]], str]:
    """How the bot answers a decision inside a card action it carries out."""
    s = game.s
    f = focus(game)

    def pick(options: list[Action]) -> str:
        real = [o for o in options if o.id != "stop"] or options
        areas = [o for o in real if o.id.startswith("area-")]
        if kind == "count":
            return real[-1].id
        if kind in ("place-hordes", "place-settlements"):
            if any(_area(o) == f for o in areas):
                return f"area-{f}"
            lands = [o for o in areas if _area(o) in BORDERLANDS]
            if lands:  # its borderland with most armies next door, then next to the focus
                return max(lands, key=lambda o: (_adjacent_armies(game, _area(o)), _area(o) in data.ADJACENT[f])).id
            return real[0].id
        if kind == "remove-target":
            return max(areas, key=lambda o: s.armies.get(_area(o), 0)).id
        if kind == "attack-target":
            ready = [o for o in areas if _available(game, _area(o))] or areas
            return min(ready, key=lambda o: (s.armies[_area(o)], _area(o))).id
        if kind == "attack-units":  # never the last horde of a borderland without settlements
            movable = [o for o in areas if _movable(game, _area(o))]
            if not movable and any(o.id == "stop" for o in options):
                return "stop"
            return min(movable or areas, key=lambda o: _origin_rank(game, _area(o))).id
        if kind == "move-from":
            return min(areas, key=lambda o: _origin_rank(game, _area(o))).id if areas else real[0].id
        if kind == "move-to":
            empty = [o for o in areas if _area(o) in BORDERLANDS and not s.barbarian_holds(_area(o))]
            return (empty or areas or real)[0].id
        if kind == "settle":
            return max(real, key=lambda o: _adjacent_armies(game, o.id.split("-")[2])).id
        if kind == "retreat":
            return retreat_home(game, [_area(o) for o in areas])
        return real[0].id  # react, voyage targets and anything else: the first real option

    return pick


def _origin_rank(game: Flow, area: str) -> tuple[bool, bool, int]:
    """Hordes leave the focus homeland first, then the other homelands (most first), then
    borderlands."""
    return (area != focus(game), area not in HOMELANDS, -game.s.hordes.get(area, 0))


def carries_out(game: Flow, cid: str, half: str) -> bool:
    """Whether the bot uses a barbarian card half it could carry out: an attack needs a
    target it can send hordes to (from homelands, or all but the last horde of a borderland
    without settlements)."""
    targets = {"G09": effects._breach_targets, "B23": effects._khan_targets}.get(cid)
    return targets is None or any(_available(game, t) for t in targets(game))


def retreat_home(game: Flow, homes: list[str]) -> str:
    """Retreating hordes go to the adjacent homeland with the fewest hordes."""
    f = focus(game)
    return "area-" + min(homes, key=lambda h: (game.s.hordes[h], h != f, h))


def _adjacent_armies(game: Flow, area: str) -> int:
    return sum(game.s.armies.get(a, 0) for a in data.ADJACENT[area])


def _available(game: Flow, target: str) -> dict[str, int]:
    """Hordes the bot may bring to an attack on ``target``."""
    s = game.s
    out = {}
    for a in data.ADJACENT[target]:
        if a in HOMELANDS:
            out[a] = s.hordes[a]
        elif a in BORDERLANDS and s.hordes[a]:
            out[a] = s.hordes[a] if s.settlements[a] else s.hordes[a] - 1
    return {a: n for a, n in out.items() if n > 0}


def _attack_plan(game: Flow, cp: int, margin: int) -> tuple[str, int] | None:
    f = focus(game)
    s = game.s
    options = []
    for t in game.attack_targets(BARBARIAN):
        k = min(cp, sum(_available(game, t).values()))
        if k >= 1 and k >= s.armies[t] + margin:
            options.append((t not in data.ADJACENT[f], s.armies[t], t, k))
    if not options:
        return None
    _, _, t, k = min(options)
    return t, k


def _bot_attack(game: Flow, target: str, k: int) -> Frame:
    s = game.s
    f = focus(game)
    avail = _available(game, target)
    order = sorted(avail, key=lambda a: (a != f, a not in HOMELANDS, -avail[a]))
    sent = 0
    for a in order:
        n = min(avail[a], k - sent)
        s.hordes[a] -= n
        s.hordes[target] += n
        sent += n
    game.say(T("mv.log.attacks", who=BOT, area=area(target), what=count(sent, "horde")))
    return frame("combat", attacker=BARBARIAN, area=target)


def _movable(game: Flow, area: str) -> int:
    s = game.s
    if area in HOMELANDS:
        return s.hordes[area]
    if area in BORDERLANDS and s.hordes[area]:
        return s.hordes[area] if s.settlements[area] else s.hordes[area] - 1
    return 0


def _occupy_plan(game: Flow) -> tuple[str, str] | None:
    s = game.s
    f = focus(game)
    targets = [
        b for b in BORDERLANDS
        if not s.armies[b] and not s.hordes[b] and not s.settlements[b] and any(_movable(game, a) for a in data.ADJACENT[b])
    ]
    if not targets:
        return None
    target = min(targets, key=lambda b: (b not in data.ADJACENT[f], b))
    origin = max((a for a in data.ADJACENT[target] if _movable(game, a)), key=lambda a: (_movable(game, a), a in HOMELANDS))
    return target, origin


def _takes(game: Flow, rid: str) -> int:
    """How many gold and junks the barbarian half of raid card ``rid`` would take now."""
    s = game.s
    half = effects.own_half(s, BARBARIAN, rid)
    if half is None or not effects.executable(game, BARBARIAN, rid, half):
        return 0
    gold, junks = data.BOT_RAIDS[rid][half]
    return min(gold, s.gold_h) + min(junks, s.junks_sea)


def raid_card(game: Flow) -> str | None:
    """The card the bot plays for RAID: one of its cards with the highest CP (like every
    card it plays) whose barbarian half takes gold or junks now; the one taking most, then
    the one giving the Emperor no reaction, then the lowest ID."""
    s = game.s
    top = max(data.CARDS[c]["cp"] for c in s.hands[BARBARIAN])
    options = [r for r in s.hands[BARBARIAN] if r in data.BOT_RAIDS and data.CARDS[r]["cp"] == top and _takes(game, r)]
    if not options:
        return None
    return min(options, key=lambda r: (-_takes(game, r), effects.own_half(s, EMPEROR, r) is not None, r))


def _feasible(game: Flow, order: str, cid: str, cp: int) -> bool:
    s = game.s
    margin = data.BOT_MARGIN[s.difficulty]
    if order == "RAID":
        return raid_card(game) is not None
    if order == "CARD":
        half = effects.own_half(s, BARBARIAN, cid)
        return half is not None and effects.executable(game, BARBARIAN, cid, half) and carries_out(game, cid, half)
    if order in ("ATTACK", "ATTACK+R"):
        boost = max((data.CARDS[r]["cp"] for r in s.reserves[BARBARIAN]), default=0)
        return _attack_plan(game, cp + boost, margin) is not None
    if order == "OCCUPY":
        return _occupy_plan(game) is not None
    if order == "SETTLE":
        return bool(game.settle_paths())
    if order == "RESOURCES":
        return s.supply("settlements") > 0 and sum(s.settlements[h] for h in HOMELANDS) <= 1
    if order == "GATHER":
        return s.supply("hordes") > 0
    if order == "HOLD":
        return len(s.reserves[BARBARIAN]) < 2
    raise AssertionError(order)


def _carry_out(game: Flow, order: str, cid: str, cp: int) -> Frame | None:
    """Carry out ``order`` with card ``cid``: at once, or the step that does it."""
    s = game.s
    f = focus(game)
    margin = data.BOT_MARGIN[s.difficulty]
    if order in ("CARD", "RAID"):
        which = effects.own_half(s, BARBARIAN, cid)
        game.say(T("mv.log.plays-action", who=BOT, card=card(cid), text=half(cid, which)))
        return effects.run(game, BARBARIAN, cid, which)
    elif order in ("ATTACK", "ATTACK+R"):
        plan = _attack_plan(game, cp, margin)
        reserve = sorted(s.reserves[BARBARIAN], key=lambda r: (-data.CARDS[r]["cp"], r))
        if reserve and (plan is None or (order == "ATTACK+R" and cp < sum(_available(game, plan[0]).values()))):
            cp += game.reveal(BARBARIAN, reserve[0])
            plan = _attack_plan(game, cp, margin)
        assert plan is not None
        game.say(T("mv.log.plays-command", who=BOT, card=card(cid), cp=cp, command=T("mv.cmd.barbarian.attack")))
        return _bot_attack(game, *plan)
    elif order == "OCCUPY":
        target, origin = _occupy_plan(game)  # type: ignore[misc]
        n = min(cp, _movable(game, origin))
        s.hordes[origin] -= n
        s.hordes[target] += n
        game.say(T("mv.log.bot-moves", who=BOT, card=card(cid), cp=cp, what=count(n, "horde"),
                   src=where("from", origin), dst=where("to", target)))
    elif order == "SETTLE":
        game.say(T("mv.log.plays-command", who=BOT, card=card(cid), cp=cp, command=T("mv.cmd.barbarian.settle")))
        for _ in range(cp):
            paths = game.settle_paths()
            if not paths:
                break
            h, b = min(paths, key=lambda p: (-_adjacent_armies(game, p[1]), s.settlements[p[1]], p[1] not in data.ADJACENT[f], p[1]))
            s.settlements[h] -= 1
            s.settlements[b] += 1
            game.say(T("mv.log.builds", who=BOT, where=where("in", b)))
    elif order == "RESOURCES":
        home = f
        if not any(b in BORDERLANDS and s.barbarian_holds(b) for b in data.ADJACENT[f]):
            home = max(HOMELANDS, key=lambda h: (sum(b in BORDERLANDS and s.barbarian_holds(b) for b in data.ADJACENT[h]), h == f, -HOMELANDS.index(h)))
        n = min(cp, s.supply("settlements"))
        s.settlements[home] += n
        game.say(T("mv.log.bot-gathers", who=BOT, card=card(cid), cp=cp, what=count(n, "settlement"), where=where("in", home)))
    elif order == "GATHER":
        n = min(cp, s.supply("hordes"))
        s.hordes[f] += n
        game.say(T("mv.log.bot-gathers", who=BOT, card=card(cid), cp=cp, what=count(n, "horde"), where=where("in", f)))
    return None


def choose_card(game: Flow) -> str:
    """The card C: the highest CP in its hand (the published solo mode's one known rule);
    among equals one giving the Emperor no usable reaction, then the lowest ID."""
    s = game.s
    return min(s.hands[BARBARIAN], key=lambda c: (-data.CARDS[c]["cp"], effects.own_half(s, EMPEROR, c) is not None, c))


def st_bot_phase(game: Flow, fr: Frame) -> Step:
    """The bot's phase: the Emperor-card guard, then card C with the first
    feasible order of the top bot card; the Emperor may react afterwards."""
    if fr["pc"] == 1:
        fr["pc"] = 2
        return frame("reaction", side=EMPEROR, cid=fr["cid"])
    if fr["pc"] == 2:
        return None
    s = game.s
    s.barrier = True  # the Emperor never takes back his play once the bot has answered it
    hand = s.hands[BARBARIAN]
    guard = sorted((c for c in hand if data.CARDS[c]["kind"] == EMPEROR), key=lambda c: (-data.CARDS[c]["cp"], c))
    if guard and len(s.reserves[BARBARIAN]) < data.RESERVE_LIMIT:
        hand.remove(guard[0])
        s.reserves[BARBARIAN].append(guard[0])
        game.say(T("mv.log.reserve", who=BOT))
        return None
    cid = choose_card(game)
    cp = data.CARDS[cid]["cp"]
    if not s.bot_deck:
        s.bot_deck, s.bot_discard = s.bot_discard, []
        game.rng.shuffle(s.bot_deck)
    s.bot_card = s.bot_deck.pop()
    s.bot_discard.append(s.bot_card)
    f, orders = data.BOT_DECKS[s.difficulty][s.bot_card]
    game.say(T("mv.log.bot-card", focus=area(f), orders=[T(f"mv.order.{o}") for o in orders]))
    for order in (*orders, *data.BOT_FALLBACK):
        if _feasible(game, order, cid, cp):
            break
    else:
        hand.remove(cid)
        s.in_play.append(cid)
        game.say(T("mv.log.discard", who=BOT, card=card(cid)))
        return None
    if order == "RAID":  # the raid card replaces C
        cid = raid_card(game)  # type: ignore[assignment]
        cp = data.CARDS[cid]["cp"]
    hand.remove(cid)
    if order == "HOLD":
        s.reserves[BARBARIAN].append(cid)
        game.say(T("mv.log.reserve", who=BOT))
        return None
    s.in_play.append(cid)
    fr["cid"], fr["pc"] = cid, 1
    child = _carry_out(game, order, cid, cp)
    return child if child is not None else st_bot_phase(game, fr)


def bot_rerolls(game: Flow, side: str, key: str) -> None:
    """The bot's combat rerolls: as attacker one reserve card to chase a pair; as defender
    cards lowest first while it is losing the round."""
    s = game.s
    assert side == BARBARIAN
    dice = s.combat[key]

    def reserve_card() -> int:
        card = min(s.reserves[BARBARIAN], key=lambda r: (data.CARDS[r]["cp"], r))
        return game.reveal(BARBARIAN, card)

    def reroll(positions: list[int]) -> None:
        for p, v in zip(positions, game.roll(len(positions))):
            dice[p] = v

    def odd_ones() -> list[int]:
        cat, _ = rules.roll_strength(dice)
        if cat == rules.WEAK:
            top = max(range(3), key=lambda i: dice[i])
            return [i for i in range(3) if i != top]
        counts = {v: dice.count(v) for v in dice}
        return [i for i in range(3) if counts[dice[i]] == 1]

    if key == "attack":
        if rules.roll_strength(dice)[0] == rules.WEAK and s.reserves[BARBARIAN]:
            left = reserve_card()
            while left and rules.roll_strength(dice)[0] == rules.WEAK:
                reroll(odd_ones())
                left -= 1
        return
    left = 0
    while True:
        loser, _ = rules.combat_result(s.combat["attack"], dice)
        if loser != "defender":
            return
        if not left:
            if not s.reserves[BARBARIAN]:
                return
            left = reserve_card()
        positions = odd_ones()
        if not positions:  # a losing triple: reroll everything
            positions = [0, 1, 2]
        reroll(positions)
        left -= 1


STEPS = {"bot_phase": st_bot_phase}
