"""What the app needs to know per game, found by convention instead of a list of games.

Every playable game has a render module ``mingtable.games.<id with _>.render`` providing

- ``render(view, legal, seat_tags) -> {"under", "board", "panel"[, "tray"]}``: the live
  layers: highlights under the map drawings, pieces and choices on the board, the side
  panel, and optional HTML below the board (cards, for instance);
- ``render_static() -> str``: the board without pieces (SVG children; it must hold an empty
  ``<g id="mt-under"></g>``);
- ``render_outcome(view, outcome) -> str``: the game-over box (with an ``id="over-title"``);

and may provide ``BOARD_LABEL``, ``VIEWBOX``, ``SETUP`` (a :class:`~mingtable.ui.setup.SetupSpec`),
``render_recent(log) -> str`` (HTML shown between the panel and the log, e.g. the latest
dice), ``private_decision(view) -> bool`` (does deciding now show private information, so that a
shared device needs the curtain?) and ``seat_role(view, seat) -> str`` (e.g. "the Emperor",
for the curtain's text) and ``status_text(view) -> str`` (where the game stands, for the
list of saved games).
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

import mingtable

from .setup import SetupSpec, default_spec

DEFAULT_VIEWBOX = "0 0 1000 800"


def renderer(game_id: str) -> ModuleType:
    """The render module of ``game_id`` (raises ``ValueError`` for a game without one)."""
    if game_id not in mingtable.GAMES:
        raise ValueError(f"Unknown game {game_id!r}.")
    try:
        return importlib.import_module(f"mingtable.games.{game_id.replace('-', '_')}.render")
    except ImportError:
        raise ValueError(f"{mingtable.GAMES[game_id].title} cannot be shown in the app yet.") from None


def playable(game_id: str) -> bool:
    """Available in the engine and drawable in the app."""
    info = mingtable.GAMES.get(game_id)
    if info is None or not info.available:
        return False
    try:
        renderer(game_id)
    except ValueError:
        return False
    return True


def catalogue() -> list[dict[str, Any]]:
    """``GAMES`` as JSON, with ``available`` meaning playable in this app and ``bots`` the
    bot kinds that can take a seat."""
    out = []
    for gid, info in mingtable.GAMES.items():
        entry = info.to_json()
        entry["available"] = playable(gid)
        entry["bots"] = list(bot_kinds(gid)) if entry["available"] else []
        out.append(entry)
    return out


def setup_spec(game_id: str) -> SetupSpec:
    spec = getattr(renderer(game_id), "SETUP", None)
    return spec if isinstance(spec, SetupSpec) else default_spec(mingtable.GAMES[game_id].to_json())


def bot_kinds(game_id: str) -> tuple[str, ...]:
    """The bots that can play ``game_id``: random always, greedy where the game has a heuristic."""
    from mingtable.bots import BOT_KINDS, HEURISTICS

    return tuple(k for k in BOT_KINDS if k != "greedy" or game_id in HEURISTICS)


def board_attrs(game_id: str) -> tuple[str, str]:
    """``(viewBox, aria-label)`` of the game's board."""
    module = renderer(game_id)
    label = getattr(module, "BOARD_LABEL", f"{mingtable.GAMES[game_id].title} board")
    return getattr(module, "VIEWBOX", DEFAULT_VIEWBOX), label


def private_decision(game_id: str, view: dict[str, Any]) -> bool:
    """True when the decision now needs the decider's private information on screen."""
    rule = getattr(renderer(game_id), "private_decision", None)
    if rule is not None:
        return bool(rule(view))
    return view.get("phase") != "over"  # a game without the rule: safe side, always hide


def status_text(game_id: str, view: dict[str, Any]) -> str:
    rule = getattr(renderer(game_id), "status_text", None)
    return str(rule(view)) if rule is not None else ""


def seat_role(game_id: str, view: dict[str, Any], seat: int) -> str:
    rule = getattr(renderer(game_id), "seat_role", None)
    return str(rule(view, seat)) if rule is not None else ""
