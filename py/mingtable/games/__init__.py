"""The games of Ming Table, registered in one place.

Each game package declares one :class:`~mingtable.engine.game.Game` object (``GAME`` in its
``__init__``); :data:`REGISTRY` holds them by id. The facade, the bots, the command line, the
app and the tests find every part of a game (rules, catalogue entry, bot knowledge, renderer,
new-game form) only through :func:`get`.
"""

from __future__ import annotations

from ..engine.errors import MingTableError, echo
from ..engine.game import Game
from ..i18n import T
from .confucius import GAME as CONFUCIUS
from .ming_dynastie import GAME as MING_DYNASTIE
from .ming_voyages import GAME as MING_VOYAGES
from .yin_yang import GAME as YIN_YANG

#: game id -> the game, in the catalogue's order.
REGISTRY: dict[str, Game] = {game.id: game for game in (MING_DYNASTIE, CONFUCIUS, MING_VOYAGES, YIN_YANG)}


def get(game_id: str) -> Game:
    """The registered game ``game_id``; a :class:`MingTableError` naming the known ids if none."""
    game = REGISTRY.get(game_id) if type(game_id) is str else None
    if game is None:
        raise MingTableError(T("engine.unknown_game_known", game=echo(game_id), known=", ".join(REGISTRY)))
    return game
