"""Yin Yang (DuGuWei), 1-4 players: oracle coins, temples and goods.

The game as one declared object (:class:`~mingtable.engine.game.Game`), registered in
``mingtable.games``: the rules (``game``), the bots' knowledge (``heuristic``) and the
drawings (``render``); its rules pages are ``rules_en.md`` and ``rules_de.md``."""

from __future__ import annotations

from ...engine.game import Evaluation, Game
from . import heuristic, render
from .game import RULES

GAME = Game(
    rules=RULES,
    renderer=render.Board(),
    package=__name__,
    heuristic=heuristic.score_action,
    evaluation=Evaluation(heuristic.evaluate, heuristic.EVAL_SCALE, heuristic.ROLLOUT_DEPTH, greedy_rollout=True,
                          root_width=heuristic.ROOT_WIDTH),
    setup=render.setup_spec,
)
