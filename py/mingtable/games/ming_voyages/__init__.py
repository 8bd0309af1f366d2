"""The Ming Voyages (Mortimer & Paull), 2 players or solo against the Barbarian bot deck:
treasure fleets against barbarian hordes.

The game as one declared object (:class:`~mingtable.engine.game.Game`), registered in
``mingtable.games``: the rules (``game``), the bots' knowledge (``heuristic``) and the
drawings (``render``); its rules pages are ``rules_en.md`` and ``rules_de.md``."""

from __future__ import annotations

from ...engine.game import Evaluation, FaceDown, Game
from . import heuristic, render
from .game import RULES, reserve_after, reserve_stand_ins, reserve_window

GAME = Game(
    rules=RULES,
    renderer=render.Board(),
    package=__name__,
    heuristic=heuristic.score_action,
    evaluation=Evaluation(heuristic.evaluate_view, heuristic.EVAL_SCALE, heuristic.ROLLOUT_DEPTH, greedy_rollout=True,
                          root_width=heuristic.ROOT_WIDTH, turn=heuristic.turn_key,
                          rollout_turns=heuristic.ROLLOUT_TURNS, paired=True, own_view=True),
    setup=render.setup_spec,
    face_down=FaceDown(reserve_after, reserve_stand_ins, reserve_window),
)
