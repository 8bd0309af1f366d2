"""The catalogue of Ming Table's games and the rules of those that are playable."""

from __future__ import annotations

from ..engine.game import GameInfo, Rules
from .ming_dynastie.game import RULES as MING_DYNASTIE
from .ming_voyages.game import RULES as MING_VOYAGES

RULES: dict[str, Rules] = {MING_DYNASTIE.info.id: MING_DYNASTIE, MING_VOYAGES.info.id: MING_VOYAGES}

CATALOGUE: dict[str, GameInfo] = {
    "ming-dynastie": MING_DYNASTIE.info,
    "confucius": GameInfo("confucius", "Confucius", "Alan Paull", 3, 5, available=False),
    "ming-voyages": MING_VOYAGES.info,
    "yin-yang": GameInfo("yin-yang", "Yin Yang", "DuGuWei", 1, 4, available=False),
}
