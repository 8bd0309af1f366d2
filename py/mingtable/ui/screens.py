"""Markup of the app screens around the board: home (games, saved games) and the curtain text
(the new-game form is :mod:`mingtable.ui.setup`).

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
    return time.strftime("%Y-%m-%d", time.localtime(updated))


def render_saves(entries: list[dict[str, Any]], now: float | None = None) -> str:
    """Saved games: ``{"id", "summary", "updated"}`` or ``{"id", "error"}`` for a damaged one."""
    if not entries:
        return '<li class="muted">No saved games yet.</li>'
    items = []
    for e in entries:
        sid = e["id"]
        if e.get("error"):
            items.append(f'<li class="save damaged" data-save="{esc(sid)}"><strong>Damaged saved game</strong>'
                         f'<div class="muted">{esc(e["error"])}</div><div class="row">'
                         f'{button("Delete", ui="delete", arg=sid, label="Delete the damaged saved game")}</div></li>')
            continue
        s = e.get("summary") or {}
        names = ", ".join(str(n) for n in s.get("players", []))
        state = "finished" if s.get("over") else str(s.get("status") or f"round {s.get('round', '?')}")
        title = s.get("title", "Game")
        items.append(
            f'<li class="save" data-save="{esc(sid)}"><strong>{esc(title)}</strong> <span class="muted">· {esc(state)}'
            f' · {esc(_when(e.get("updated", 0), now))}</span><div class="players-line">{esc(names)}</div><div class="row">'
            f'{button("Continue", ui="continue", arg=sid, cls="btn primary", label=f"Continue {title} with {names}")}'
            f'{button("Delete", ui="delete", arg=sid, label=f"Delete {title} with {names}")}</div></li>')
    return "".join(items)


def curtain_text(name: str, role: str = "") -> tuple[str, str]:
    """Text and button label of the hot-seat curtain for the player ``name`` (playing ``role``)."""
    who = f"{name} ({role})" if role else name
    return (f"Pass the device to {who}. Their cards stay hidden until they confirm.",
            f"I am {name}, show my hand")
