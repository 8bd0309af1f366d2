"""The catalogue of Ming Table's games and the rules of those that are playable."""

from __future__ import annotations

from ..engine.game import GameInfo, Rules
from .ming_dynastie.game import RULES as MING_DYNASTIE
from .ming_voyages.game import RULES as MING_VOYAGES
from .yin_yang.game import RULES as YIN_YANG

RULES: dict[str, Rules] = {MING_DYNASTIE.info.id: MING_DYNASTIE, MING_VOYAGES.info.id: MING_VOYAGES,
                           YIN_YANG.info.id: YIN_YANG}

CATALOGUE: dict[str, GameInfo] = {
    "ming-dynastie": MING_DYNASTIE.info,
    "confucius": GameInfo("confucius", "Confucius", "Alan Paull", 3, 5, available=False),
    "ming-voyages": MING_VOYAGES.info,
    # The engine plays Yin Yang (mingtable.new_game, the CLI); the app cannot draw it yet.
    "yin-yang": YIN_YANG.info,
}
