"""What one seat of The Ming Voyages may see (R16): the board, its own hand and reserve,
the opponent's hand and reserve as counts plus the cards it handed over itself."""

from __future__ import annotations

from typing import Any

from ...engine.game import copy_data
from ...i18n import T
from . import data
from .data import BARBARIAN, BORDERLANDS, EMPEROR, HEARTLAND, HOMELANDS, SEA
from .state import State


# The rule each kind of decision applies: a heading id of rules_en.md / rules_de.md.
RULES: dict[str, str] = {
    "play": "play-card", "timing": "reactions", "reaction": "reactions", "boost": "command-points",
    "reroll": "combat", "attack-target": "combat", "attack-units": "combat", "optional-attack": "combat",
    "voyage": "voyages", "voyage-gold": "voyages", "voyage-junks": "voyages", "optional-voyage": "voyages",
    "settle": "barbarian-commands", "remove-target": "card-action", "retreat": "card-action",
    "discard-reserve": "card-action", "next-game": "match",
}


def rule_of(kind: str, side: str) -> str:
    """The rules heading a decision of ``kind`` by ``side`` applies: placing, removing and
    moving follow the side's command actions unless the table names another rule."""
    if kind in RULES:
        return RULES[kind]
    if kind.startswith("remove-"):
        return "card-action"
    return "emperor-commands" if side == EMPEROR else "barbarian-commands"


def view(state: State, seat: int | None) -> dict[str, Any]:
    side = state.side_of(seat) if seat is not None and 0 <= seat < len(state.names) else None
    opponent = None if side is None else (BARBARIAN if side == EMPEROR else EMPEROR)
    areas: dict[str, dict[str, int]] = {
        HEARTLAND: {"armies": state.armies.get(HEARTLAND, 0), "gold": state.gold_h},
        SEA: {"junks": state.junks_sea, "gold": state.gold_sea},
    }
    for b in BORDERLANDS:
        areas[b] = {"armies": state.armies.get(b, 0), "hordes": state.hordes.get(b, 0), "settlements": state.settlements.get(b, 0)}
    for h in HOMELANDS:
        areas[h] = {"hordes": state.hordes.get(h, 0), "settlements": state.settlements.get(h, 0)}
    pending = None
    if state.pending is not None:
        pending = {"seat": state.pending.seat, "kind": state.pending.kind, "prompt": state.pending.prompt, "context": {},
                   "rule": rule_of(state.pending.kind, state.side_of(state.pending.seat))}
        if state.pending.seat != seat:
            pending["prompt"] = T("mv.prompt.waiting", name=state.names[state.pending.seat])
        else:
            pending["context"] = dict(state.pending.context)
    bot = None
    if state.solo:
        card = None
        if state.bot_card is not None:
            focus, orders = data.BOT_DECKS[state.difficulty][state.bot_card]
            card = {"focus": focus, "orders": list(orders)}
        bot = {"deck": len(state.bot_deck), "discard": len(state.bot_discard), "card": card}
    return {
        "seat": seat,
        "side": side,
        "sides": {EMPEROR: state.seat(EMPEROR), BARBARIAN: state.seat(BARBARIAN)},
        "solo": state.solo,
        "difficulty": state.difficulty,
        "match": state.match,
        "game_no": state.game_no,
        "results": [dict(r) for r in state.results],
        "stage": state.stage,
        "round": state.round,
        "phase": state.phase,
        "areas": areas,
        "voyages": {str(v): state.voyages[v - 1] for v in data.VOYAGES},
        "supply": {p: state.supply(p) for p in ("junks", "armies", "gold", "settlements", "hordes")},
        "deck": len(state.deck),
        "discard": list(state.discard),
        "in_play": list(state.in_play) + list(state.set_aside),
        "hand": list(state.hands.get(side, [])) if side else None,
        "reserve": list(state.reserves.get(side, [])) if side else None,
        "hand_counts": {s: len(state.hands.get(s, [])) for s in data.SIDES},
        "reserve_counts": {s: len(state.reserves.get(s, [])) for s in data.SIDES},
        # The opponent's cards this seat has held itself in this stage (it passed them over);
        # the solo bot plays with an open hand.
        "known_opponent_hand": _known(state, side, opponent),
        "pending": pending,
        # the dice of a running combat change in place (rerolls): the view has its own lists
        "combat": _combat_copy(state.combat),
        "last_combat": dict(state.last_combat) if state.last_combat else None,
        "last_roll": dict(state.last_roll) if state.last_roll else None,
        "bot": bot,
        # the latest scoring summary (render.render_scoring); its "id" changes with each new one
        "scoring": copy_data(state.scoring),
        "outcome": None,
    }


def _combat_copy(combat: dict[str, Any] | None) -> dict[str, Any] | None:
    if not combat:
        return None
    return {**combat, "attack": list(combat["attack"]), "defence": list(combat["defence"])}


def _known(state: State, side: str | None, opponent: str | None) -> list[str]:
    """The opponent's cards ``side`` has held (R16: the cards it passed over), in the opponent's
    hand or face down in its reserve: a card put into the reserve goes face down, so which of
    them it was stays unknown (sorted: no order tells either). A solo bot's hand is open."""
    if side is None or opponent is None:
        return []
    hand = state.hands.get(opponent, [])
    if state.is_bot(opponent):
        return list(hand)
    seen = state.seen.get(side, [])
    return sorted(c for c in hand + state.reserves.get(opponent, []) if c in seen)
