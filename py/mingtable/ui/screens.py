"""Markup of the app screens around the board: home (games, saved games) and new-game set-up.

Pure functions from plain data to HTML strings; every text goes through :func:`esc`.
"""

from __future__ import annotations

import time
from typing import Any

from .markup import attrs, button, esc

COLOURS = ("red", "yellow", "green", "blue")
SEAT_KINDS = (("", "Human"), ("random", "Random bot"), ("greedy", "Greedy bot"))


def render_games(games: list[dict[str, Any]]) -> str:
    """The catalogue: every game with its player count; unavailable ones are marked so."""
    items = []
    for g in games:
        players = f"{g['min_players']}–{g['max_players']} players" if g["min_players"] != g["max_players"] \
            else f"{g['min_players']} players"
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
        state = "finished" if s.get("over") else f"round {s.get('round', '?')}"
        title = s.get("title", "Game")
        items.append(
            f'<li class="save" data-save="{esc(sid)}"><strong>{esc(title)}</strong> <span class="muted">· {esc(state)}'
            f' · {esc(_when(e.get("updated", 0), now))}</span><div class="players-line">{esc(names)}</div><div class="row">'
            f'{button("Continue", ui="continue", arg=sid, cls="btn primary", label=f"Continue {title} with {names}")}'
            f'{button("Delete", ui="delete", arg=sid, label=f"Delete {title} with {names}")}</div></li>')
    return "".join(items)


def render_setup(game: dict[str, Any], seats: list[dict[str, Any]], start: str = "random", seed: str = "") -> str:
    """The new-game form: 2-4 seats, each human or bot, with a name and a colour."""
    lo, hi = game["min_players"], game["max_players"]
    count_opts = "".join(f'<option value="{n}"{" selected" if n == len(seats) else ""}>{n}</option>' for n in range(lo, hi + 1))
    rows = []
    for i, seat in enumerate(seats):
        kinds = "".join(f'<option value="{v}"{" selected" if (seat.get("bot") or "") == v else ""}>{t}</option>'
                        for v, t in SEAT_KINDS)
        colours = "".join(f'<option value="{c}"{" selected" if seat.get("colour") == c else ""}>{c.capitalize()}</option>'
                          for c in COLOURS)
        rows.append(
            f'<fieldset class="seat"><legend>Seat {i + 1}</legend>'
            f'<label for="seat-name-{i}">Name</label><input type="text" id="seat-name-{i}" maxlength="40"'
            f' value="{esc(seat.get("name", ""))}" autocomplete="off">'
            f'<label for="seat-kind-{i}">Played by</label><select id="seat-kind-{i}">{kinds}</select>'
            f'<label for="seat-colour-{i}">Colour</label><select id="seat-colour-{i}">{colours}</select></fieldset>')
    starts = '<option value="random">Random</option>' + "".join(
        f'<option value="{i}"{" selected" if start == str(i) else ""}>Seat {i + 1}</option>' for i in range(len(seats)))
    return (f'<h2>New game of {esc(game["title"])}</h2>'
            f'<div class="setup-row"><label for="setup-count">Players</label>'
            f'<select id="setup-count" data-ui-change="setup-count">{count_opts}</select></div>'
            f'<div class="seats">{"".join(rows)}</div>'
            f'<div class="setup-row"><label for="setup-start">Start player</label><select id="setup-start">{starts}</select>'
            f'<label for="setup-seed">Seed</label><input type="number" id="setup-seed" min="0" placeholder="random"'
            f' value="{esc(seed)}" style="width:7em"></div>'
            f'<div class="setup-row">{button("Start the game", ui="start", cls="btn primary")}'
            f'{button("Back", ui="home")}</div>')


def default_seats(count: int, previous: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    """Seats for the set-up form, keeping what was already entered."""
    seats = [dict(s) for s in (previous or [])][:count]
    used = {s.get("colour") for s in seats}
    for i in range(len(seats), count):
        colour = next(c for c in COLOURS if c not in used)
        used.add(colour)
        seats.append({"name": f"Player {i + 1}", "bot": None if i == 0 else None, "colour": colour})
    return seats


def curtain_text(name: str) -> tuple[str, str]:
    """Text and button label of the hot-seat curtain for the player ``name``."""
    return (f"Pass the device to {name}. Their cards stay hidden until they confirm.",
            f"I am {name}, show my hand")
