"""What the app asks of a game, by id, through its registered
:class:`~mingtable.engine.game.Game` object (``mingtable.games``): the catalogue, the new-game
form, the bots that can take a seat, and the renderer's drawings and texts (the contract and its
defaults: :class:`mingtable.engine.renderer.Renderer`). ``lang`` is the language of every text
(docs/architecture.md "Languages").
"""

from __future__ import annotations

from typing import Any

import mingtable

from .. import games
from ..engine.game import Game
from ..engine.renderer import Renderer
from ..engine.setup import SetupSpec
from ..i18n import DEFAULT_LANG, tr
from ..markup import esc
from . import choices, levels
from . import texts as _texts  # noqa: F401 - registers the ui.* texts
from .setup import default_spec

STATIC_GAME = "ming-dynastie"  # the board index.html paints before Python runs


def _game(game_id: str) -> Game:
    """The registered game (a ``MingTableError`` for an unknown id)."""
    return games.get(game_id)


def renderer(game_id: str) -> Renderer:
    """The renderer of ``game_id``."""
    return _game(game_id).renderer


def playable(game_id: str) -> bool:
    """Registered and available (the home screen offers only these)."""
    game = games.REGISTRY.get(game_id)
    return game is not None and game.info.available


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
    """The new-game form of ``game_id``: the game's own (``Game.setup``), else the standard one
    built from its catalogue entry."""
    game = _game(game_id)
    return game.setup(lang) if game.setup is not None else default_spec(game.info.to_json())


def bot_kinds(game_id: str) -> tuple[str, ...]:
    """The bots that can take a seat of ``game_id`` (:func:`mingtable.ui.levels.for_game`)."""
    return levels.for_game(_game(game_id))


def render(game_id: str, view: dict[str, Any], legal: list[Any], seat_tags: list[str], lang: str) -> dict[str, str]:
    """The game's live layers, its panel holding the list of every choice (:mod:`.choices`;
    without what the panel shows as its own buttons when the game says so,
    ``Renderer.list_panel_buttons``)."""
    r = renderer(game_id)
    out = dict(r.render(view, legal, seat_tags, lang=lang))
    panel = out.get("panel", "")
    listed = legal if r.list_panel_buttons else choices.not_in(legal, panel)
    out["panel"] = choices.place(panel, choices.render_choices(listed, lang))
    return out


def render_static(game_id: str, lang: str) -> str:
    return renderer(game_id).render_static(lang=lang)


def render_outcome(game_id: str, view: dict[str, Any], outcome: dict[str, Any], lang: str) -> str:
    return renderer(game_id).render_outcome(view, outcome, lang=lang)


def render_recent(game_id: str, match: mingtable.Match, lang: str, upto: int | None = None) -> str:
    """The game's recent-events box from the log entries (the first ``upto`` of them while
    the page shows a decision step by step)."""
    entries = match.log_entries
    return renderer(game_id).render_recent(entries if upto is None else entries[:upto], lang=lang)


def log_item(game_id: str, entry: Any, lang: str) -> str:
    """One log entry as an item of the log's list; an entry that opens a part of the game
    (``Renderer.log_heading``) holds a heading."""
    text = esc(tr(entry, lang))
    if renderer(game_id).log_heading(entry):
        return f'<li class="log-head"><h4>{text}</h4></li>'
    return f"<li>{text}</li>"


def render_scoring(game_id: str, view: dict[str, Any], lang: str) -> str:
    """The summary of the scoring the view names (``""`` for a game without one)."""
    return str(renderer(game_id).render_scoring(view, lang=lang))


def board_attrs(game_id: str, lang: str = DEFAULT_LANG) -> tuple[str, str]:
    """``(viewBox, aria-label)`` of the game's board."""
    board = renderer(game_id)
    return board.viewbox, tr(board.board_label(lang=lang), lang)


def private_decision(game_id: str, view: dict[str, Any]) -> bool:
    """True when the decision now needs the decider's private information on screen."""
    return bool(renderer(game_id).private_decision(view))


def status_text(game_id: str, view: dict[str, Any], lang: str = DEFAULT_LANG) -> str:
    return tr(renderer(game_id).status_text(view, lang=lang), lang)


def seat_role(game_id: str, view: dict[str, Any], seat: int, lang: str = DEFAULT_LANG) -> str:
    return tr(renderer(game_id).seat_role(view, seat, lang=lang), lang)


def render_text_view(game_id: str, view: dict[str, Any], lang: str = DEFAULT_LANG) -> str:
    """The board in words for screen readers (``""`` for a game without a text view)."""
    return str(renderer(game_id).render_text_view(view, lang=lang))


def turn_prompt(game_id: str, view: dict[str, Any], seat: int, lang: str = DEFAULT_LANG) -> str:
    """What ``seat`` must decide now, in words (``""`` when the game cannot say)."""
    return str(renderer(game_id).turn_prompt(view, seat, lang=lang))


def prompt_message(game_id: str, view: dict[str, Any], seat: int) -> Any:
    """What ``seat`` must decide now, as a catalogue message (None when the game cannot say)."""
    return renderer(game_id).prompt_message(view, seat)


def why_not(game_id: str, view: dict[str, Any], legal: list[Any], x: float, y: float) -> Any:
    """The game's own reason why a click at ``x, y`` of its board chose nothing (None: it has none)."""
    return renderer(game_id).why_not(view, legal, x, y)
