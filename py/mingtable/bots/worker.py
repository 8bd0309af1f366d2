"""What the page's bot worker runs (assets/botworker.mjs): one decision of a bot, from JSON.

The page posts ``{id, record, seat, kind, think_ms, seed[, iterations]}`` (``ui.session.Session.think_request``
plus an id); :func:`answer` replays the record, lets a bot of ``kind`` decide for ``seat``
with ``bots.decide`` (a searching bot sees only ``match.determinize`` for its own seat) and
answers ``{id, action, estimate}``, or ``{id, error}`` for anything that went wrong. Plain
Python, no browser: tested on CPython.

The worker serves one page, whose game grows by a few decisions between two requests: the
match of the last request is kept, and a record that continues it is caught up by applying
the new decisions instead of replaying the whole game (the result is checked against the
record; anything else is replayed with ``mingtable.load``).
"""

from __future__ import annotations

import json
from typing import Any

MAX_THINK_MS = 10_000.0
MAX_ITERATIONS = 10_000
_last: list[Any] = []  # the match of the last request (the bots never change it)


def _match(record: Any) -> Any:
    """The match of ``record``: the last one caught up if the record continues it, else replayed."""
    import mingtable
    from mingtable.engine.match import parse_entry

    if _last and isinstance(record, dict) and isinstance(record.get("actions"), list):
        match = _last[0]
        known = match.record()
        actions = record["actions"]
        same_game = all(record.get(k) == known.get(k) for k in ("game", "players", "seed", "options", "format", "version"))
        if same_game and actions[:len(known["actions"])] == known["actions"]:
            try:
                for entry in actions[len(known["actions"]):]:
                    seat, action_id = parse_entry(entry)
                    match.apply(action_id, seat)
            except (ValueError, TypeError):
                pass
            else:
                if match.record()["actions"] == actions:
                    return match
    _last.clear()
    match = mingtable.load(record)
    _last.append(match)
    return match


def decide_request(request: Any) -> dict[str, Any]:
    """The decision for one request (a dict as above); raises ``ValueError`` on a bad one."""
    from . import BOT_KINDS, decide, make_bot

    if not isinstance(request, dict):
        raise ValueError("the request is not an object")
    kind, seat, seed, think_ms = (request.get(k) for k in ("kind", "seat", "seed", "think_ms"))
    if kind not in BOT_KINDS:
        raise ValueError(f"unknown bot kind {kind!r}")
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise ValueError("the seed must be a whole number from 0")
    if not isinstance(think_ms, (int, float)) or isinstance(think_ms, bool) or not 0 < think_ms <= MAX_THINK_MS:
        raise ValueError(f"think_ms must be a number of milliseconds up to {MAX_THINK_MS:g}")
    iterations = request.get("iterations")
    if iterations is not None and (not isinstance(iterations, int) or isinstance(iterations, bool)
                                   or not 0 < iterations <= MAX_ITERATIONS):
        raise ValueError(f"iterations must be a whole number from 1 to {MAX_ITERATIONS}")
    match = _match(request.get("record"))
    if not isinstance(seat, int) or isinstance(seat, bool) or seat not in match.to_move:
        raise ValueError(f"seat {seat!r} does not decide now")
    bot = make_bot(kind, seed, match.game, think_ms=float(think_ms), iterations=iterations)
    action = decide(bot, match, seat)
    return {"action": action, "estimate": bot.last_estimate}


def answer(request_json: str) -> str:
    """JSON in, JSON out (the worker's one call into Python); never raises."""
    rid = None
    try:
        request = json.loads(request_json)
        rid = request.get("id") if isinstance(request, dict) else None
        reply = decide_request(request)
    except Exception as exc:  # noqa: BLE001 - every failure goes back to the page, which falls back
        return json.dumps({"id": rid, "error": f"{type(exc).__name__}: {exc}"[:300]})
    return json.dumps({"id": rid, **reply})
