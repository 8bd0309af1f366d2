"""Confucius (A. Paull), 3-5 players: bribery, gifts and obligations at the Ming court.

The game as one declared object (:class:`~mingtable.engine.game.Game`), registered in
``mingtable.games``: the rules (``game``), the bots' knowledge (``heuristic``) and the
drawings (``render``); its rules pages are ``rules_en.md`` and ``rules_de.md``."""

from __future__ import annotations

from ...engine.game import Evaluation, FaceDown, Game
from . import heuristic, render
from .game import RULES, stand_ins, tutors_after

GAME = Game(
    rules=RULES,
    renderer=render.Board(),
    package=__name__,
    heuristic=heuristic.score_action,
    evaluation=Evaluation(heuristic.evaluate, heuristic.EVAL_SCALE, heuristic.ROLLOUT_DEPTH, greedy_rollout=True),
    setup=render.setup_spec,
    face_down=FaceDown(tutors_after, stand_ins),
)
