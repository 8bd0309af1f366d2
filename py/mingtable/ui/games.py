"""What the app needs to know per game, found by convention instead of a list of games.

Every playable game has a render module ``mingtable.games.<id with _>.render`` providing
(``lang`` is the language of every text, docs/architecture.md "Languages"):

- ``render(view, legal, seat_tags, lang) -> {"under", "board", "panel"[, "tray"]}``: the live
  layers: highlights under the map drawings, pieces and choices on the board, the side
  panel (holding :data:`mingtable.ui.choices.SLOT` where :func:`render` puts the list of
  every choice, else it goes at the panel's end), and optional HTML below the board (cards,
  for instance);
- ``render_static(lang) -> str``: the board without pieces (SVG children; it must hold an empty
  ``<g id="mt-under"></g>``);
- ``render_outcome(view, outcome, lang) -> str``: the game-over box (with an ``id="over-title"``);

and may provide ``board_label(lang)``, ``VIEWBOX``, ``setup_spec(lang)`` or ``SETUP`` (a
:class:`~mingtable.ui.setup.SetupSpec`), ``render_recent(entries, lang) -> str`` (HTML shown
between the panel and the log from the log entries, e.g. the latest dice),
``render_scoring(view, lang) -> str`` (the summary of the scoring the view's ``scoring``
names, ``{"id": ...}``; shown once per id, with an ``id="scoring-title"``), ``private_decision(view) -> bool`` (does deciding now show private information, so
that a shared device needs the curtain?), ``seat_role(view, seat, lang) -> str`` (e.g. "the
Emperor", for the curtain's text) and ``status_text(view, lang) -> str`` (where the game
stands, for the list of saved games); for screen readers, ``render_text_view(view, lang) -> str``
(the board in words: HTML with headings and lists, per area who has what) and
``turn_prompt(view, seat, lang) -> str`` (what ``seat`` must decide now, announced to it).
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

import mingtable

from ..engine.errors import MingTableError
from ..i18n import DEFAULT_LANG, T, tr
from . import choices, levels
from . import texts as _texts  # noqa: F401 - registers the ui.* texts
from .setup import SetupSpec, default_spec

DEFAULT_VIEWBOX = "0 0 1000 800"
STATIC_GAME = "ming-dynastie"  # the board index.html paints before Python runs


def renderer(game_id: str) -> ModuleType:
    """The render module of ``game_id`` (raises ``ValueError`` for a game without one)."""
    if game_id not in mingtable.GAMES:
        raise MingTableError(T("engine.record.game", game=repr(game_id)))
    try:
        return importlib.import_module(f"mingtable.games.{game_id.replace('-', '_')}.render")
    except ImportError:
        raise MingTableError(T("ui.error.not_shown", title=mingtable.title(game_id))) from None


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


def setup_spec(game_id: str, lang: str = DEFAULT_LANG) -> SetupSpec:
    """The new-game form of ``game_id``: the renderer's ``setup_spec(lang)`` or ``SETUP``, else
    one built from the catalogue entry."""
    module = renderer(game_id)
    make = getattr(module, "setup_spec", None)
    spec = make(lang) if make is not None else getattr(module, "SETUP", None)
    return spec if isinstance(spec, SetupSpec) else default_spec(mingtable.GAMES[game_id].to_json())


def bot_kinds(game_id: str) -> tuple[str, ...]:
    """The bots that can take a seat of ``game_id`` (:func:`mingtable.ui.levels.for_game`)."""
    return levels.for_game(game_id)


def render(game_id: str, view: dict[str, Any], legal: list[Any], seat_tags: list[str], lang: str) -> dict[str, str]:
    """The game's live layers, its panel holding the list of every choice (:mod:`.choices`)."""
    out = dict(renderer(game_id).render(view, legal, seat_tags, lang=lang))
    out["panel"] = choices.place(out.get("panel", ""), choices.render_choices(legal, lang))
    return out


def render_static(game_id: str, lang: str) -> str:
    return renderer(game_id).render_static(lang=lang)


def render_outcome(game_id: str, view: dict[str, Any], outcome: dict[str, Any], lang: str) -> str:
    return renderer(game_id).render_outcome(view, outcome, lang=lang)


def render_recent(game_id: str, match: mingtable.Match, lang: str, upto: int | None = None) -> str:
    """The game's recent-events box from the log entries (the first ``upto`` of them while
    the page shows a decision step by step)."""
    fn = getattr(renderer(game_id), "render_recent", None)
    if fn is None:
        return ""
    entries = match.log_entries
    return fn(entries if upto is None else entries[:upto], lang=lang)


def render_scoring(game_id: str, view: dict[str, Any], lang: str) -> str:
    """The summary of the scoring the view names (``""`` for a game without one)."""
    fn = getattr(renderer(game_id), "render_scoring", None)
    return str(fn(view, lang)) if fn is not None else ""


def board_attrs(game_id: str, lang: str = DEFAULT_LANG) -> tuple[str, str]:
    """``(viewBox, aria-label)`` of the game's board."""
    module = renderer(game_id)
    make = getattr(module, "board_label", None)
    label = make(lang) if make is not None else T("ui.board_of", title=mingtable.title(game_id))
    return getattr(module, "VIEWBOX", DEFAULT_VIEWBOX), tr(label, lang)


def private_decision(game_id: str, view: dict[str, Any]) -> bool:
    """True when the decision now needs the decider's private information on screen."""
    rule = getattr(renderer(game_id), "private_decision", None)
    if rule is not None:
        return bool(rule(view))
    return view.get("phase") != "over"  # a game without the rule: safe side, always hide


def status_text(game_id: str, view: dict[str, Any], lang: str = DEFAULT_LANG) -> str:
    rule = getattr(renderer(game_id), "status_text", None)
    return tr(rule(view, lang=lang), lang) if rule is not None else ""


def seat_role(game_id: str, view: dict[str, Any], seat: int, lang: str = DEFAULT_LANG) -> str:
    rule = getattr(renderer(game_id), "seat_role", None)
    return tr(rule(view, seat, lang=lang), lang) if rule is not None else ""


def render_text_view(game_id: str, view: dict[str, Any], lang: str = DEFAULT_LANG) -> str:
    """The board in words for screen readers (``""`` for a game without a text view)."""
    fn = getattr(renderer(game_id), "render_text_view", None)
    return str(fn(view, lang=lang)) if fn is not None else ""


def turn_prompt(game_id: str, view: dict[str, Any], seat: int, lang: str = DEFAULT_LANG) -> str:
    """What ``seat`` must decide now, in words (``""`` when the game cannot say)."""
    fn = getattr(renderer(game_id), "turn_prompt", None)
    return str(fn(view, seat, lang=lang)) if fn is not None else ""
