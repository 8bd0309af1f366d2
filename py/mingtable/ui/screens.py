"""Markup of the app screens around the board: home (games, saved games), the curtain text and
the Share dialog (the new-game form is :mod:`mingtable.ui.setup`).

Pure functions from plain data to HTML strings; every text goes through :func:`esc`.
"""

from __future__ import annotations

import time
from typing import Any

from ..engine.words import count
from .markup import attrs, button, esc


def render_games(games: list[dict[str, Any]]) -> str:
    """The catalogue: every game with its player count; unavailable ones are marked so."""
    items = []
    for g in games:
        players = f"{g['min_players']}–{g['max_players']} players" if g["min_players"] != g["max_players"] \
            else count(g["min_players"], "player")
        if g.get("available"):
            action = button("New game", ui="new", arg=g["id"], cls="btn primary", label=f"New game of {g['title']}")
            cls = "game"
        else:
            action = '<span class="badge">not yet available</span>'
            cls = "game unavailable"
        items.append(f'<li{attrs(class_=cls, data_game=g["id"])}><div><div class="title">{esc(g["title"])}</div>'
                     f'<div class="muted">{esc(players)} · {esc(g.get("designer", ""))}</div></div>{action}</li>')
    return "".join(items)


def _when(updated: float, now: float | None = None) -> str:
    if not updated:
        return ""
    now = time.time() if now is None else now
    minutes = max(0, int((now - updated) // 60))
    if minutes < 1:
        return "just now"
    if minutes < 60:
        return f"{minutes} min ago"
    if minutes < 60 * 24:
        return f"{minutes // 60} h ago"
    try:
        return time.strftime("%Y-%m-%d", time.localtime(updated))
    except (OverflowError, OSError, ValueError):  # a date the platform's clock cannot show
        return ""


def render_saves(entries: list[dict[str, Any]], now: float | None = None, empty: str = "No saved games yet.") -> str:
    """Saved games (:func:`mingtable.ui.saves.list_entries`): ``{"id", "summary", "updated"}``, or
    ``{"id", "error"}`` for a damaged one, which can be exported as stored, or deleted."""
    if not entries:
        return f'<li class="muted">{esc(empty)}</li>'
    items = []
    for e in entries:
        sid = e["id"]
        if e.get("error"):
            items.append(f'<li class="save damaged" data-save="{esc(sid)}"><strong>Damaged saved game</strong>'
                         f'<div class="muted">{esc(e["error"])}</div><div class="row">'
                         f'{button("Export", ui="export-save", arg=sid, label="Export the damaged saved game as it is stored")}'
                         f'{button("Delete", ui="delete", arg=sid, label="Delete the damaged saved game")}</div></li>')
            continue
        s = e.get("summary") or {}
        names = ", ".join(str(n) for n in s.get("players", []))
        state = "finished" if s.get("over") else s.get("status") or f"round {s.get('round') or '?'}"
        title = s.get("title", "Game")
        items.append(
            f'<li class="save" data-save="{esc(sid)}"><strong>{esc(title)}</strong> <span class="muted">· {esc(state)}'
            f' · {esc(_when(e.get("updated", 0), now))}</span><div class="players-line">{esc(names)}</div><div class="row">'
            f'{button("Continue", ui="continue", arg=sid, cls="btn primary", label=f"Continue {title} with {names}")}'
            f'{button("Delete", ui="delete", arg=sid, label=f"Delete {title} with {names}")}</div></li>')
    return "".join(items)


SAVE_PROBLEMS = {
    "full": "The browser's storage is full: this game is not being saved. Delete old saved games, "
            "or use Export to keep a copy.",
    "off": "Saving is off: this browser does not let the page store anything. "
           "The game is not being saved; use Export to keep a copy.",
    "embed": "Saves are off in this embed: the browser blocks storage here. "
             "The game is not being saved; use Export to keep a copy.",
    "conflict": "This game was continued in another tab, so this tab stopped saving it "
                "(moves made here since then are not saved).",
}


def render_save_problem(kind: str) -> str:
    """Why the game on screen is not being saved (see :data:`SAVE_PROBLEMS`); a conflict with
    another tab offers to reload the game as that tab saved it."""
    text = f"<p>{esc(SAVE_PROBLEMS[kind])}</p>"
    if kind == "conflict":
        text += button("Reload the saved game", ui="reload-save", cls="btn small primary")
    return text


def curtain_text(name: str, role: str = "") -> tuple[str, str]:
    """Text and button label of the hot-seat curtain for the player ``name`` (playing ``role``)."""
    who = f"{name} ({role})" if role else name
    return (f"Pass the device to {who}. Their cards stay hidden until they confirm.",
            f"I am {name}, show my hand")


# A link or a file is the record (seed + every decision): replaying it shows everything.
SHARE_NOTE = ("This link holds the whole game: whoever opens it can see all hidden cards, every hand "
              "and the cards still to be drawn. Share it only with people who may see everything.")
EXPORT_NOTE = "The file holds the whole game, hidden cards and future draws included."


def render_share_box(link: str) -> str:
    """The Share dialog: the link, a Copy button, and what the link gives away."""
    return (f'<label for="share-url" class="muted">Share link (opens this game at this point)</label>'
            f'<div class="share-box"><input id="share-url" readonly aria-describedby="share-note" value="{esc(link)}">'
            f'{button("Copy", ui="copy-share", cls="btn small")}</div>'
            f'<p class="share-note" id="share-note">{esc(SHARE_NOTE)}</p>')
