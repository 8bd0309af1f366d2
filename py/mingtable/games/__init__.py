"""The catalogue of Ming Table's games and the rules of those that are playable."""

from __future__ import annotations

from ..engine.game import GameInfo, Rules
from .ming_dynastie.game import RULES as MING_DYNASTIE

RULES: dict[str, Rules] = {MING_DYNASTIE.info.id: MING_DYNASTIE}

CATALOGUE: dict[str, GameInfo] = {
    "ming-dynastie": MING_DYNASTIE.info,
    "confucius": GameInfo("confucius", "Confucius", "Alan Paull", 3, 5, available=False),
    "ming-voyages": GameInfo("ming-voyages", "The Ming Voyages", "D. J. Mortimer & A. Paull", 1, 2, available=False),
    "yin-yang": GameInfo("yin-yang", "Yin Yang", "DuGuWei", 1, 4, available=False),
}
