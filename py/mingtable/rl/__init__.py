"""Ming Table for research: the four games as PettingZoo environments and OpenSpiel games
(docs/research.md).

Nothing here is part of the app: ``import mingtable`` never imports this package, the app's
``app.zip`` leaves it out, and only its submodules :mod:`.pettingzoo` and :mod:`.openspiel`
need the optional extra ``pip install -e .[rl]`` (PettingZoo, OpenSpiel, NumPy).
:mod:`.encoding` (the action tables and the observation encoding) is standard library only.
"""

from __future__ import annotations

#: The games and their player counts, as the facade declares them.
__all__ = ["encoding"]
