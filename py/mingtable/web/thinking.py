"""Bots that think in the Web Worker (assets/botworker.mjs): the decision asked of it, and its
answer carried out as the bot's move. assets/mingtable.js posts the request (``__mtThink``)
and calls back ``botReply`` from a timer, never inside the Python call that asked."""

from __future__ import annotations

import json
import sys
from typing import Any

import mingtable
from mingtable.ui.session import Session

from .dom import body, js_hook


class BotWorker:
    """The one decision the page awaits from the worker, if any."""

    def __init__(self) -> None:
        self._asked: dict[str, Any] | None = None  # id, session, seat and the record's actions
        self._count = 0

    def ask(self, session: Session, request: dict[str, Any]) -> None:
        """Ask for the decision of ``request`` (:meth:`Session.think_request`), unless it is
        being thought about already."""
        actions = request["record"]["actions"]
        asked = self._asked
        if asked is not None and asked["session"] is session and asked["actions"] == actions:
            return
        self.stop()
        self._count += 1
        self._asked = {"id": self._count, "session": session, "seat": request["seat"], "actions": actions}
        body().dataset.thinking = str(request["seat"])
        js_hook("__mtThink", json.dumps({"id": self._count, **request}))

    def stop(self) -> None:
        """Forget the decision asked: its answer, when it comes, is dropped (undo, Home, another
        game, any decision that did not come from that answer)."""
        if self._asked is None:
            return
        self._asked = None
        body().removeAttribute("data-thinking")
        js_hook("__mtCancelThink")

    def answered(self, answer_id: int, session: Session | None) -> int | None:
        """The seat whose decision answer ``answer_id`` is, if it is the one awaited for that
        very session and position (then it is awaited no more); else None."""
        asked = self._asked
        if asked is None or asked["id"] != answer_id or session is not asked["session"] \
                or list(session.match.actions) != asked["actions"] or session.bot_to_move() != asked["seat"]:
            return None
        self._asked = None
        body().removeAttribute("data-thinking")
        return asked["seat"]


def play_answer(session: Session, seat: int, action: str | None, estimate: Any, error: str | None,
                capture: bool) -> None:
    """Carry out the worker's answer as ``seat``'s move; a bot that could not think (``error``,
    or an answer that is not legal) plays the easy bot's choice instead."""
    if error is None:
        try:
            session.bot_answer(seat, str(action), estimate, capture)
        except mingtable.IllegalAction as exc:
            error = str(exc)
    if error is not None:
        print(f"Ming Table: the bot of seat {seat} could not think ({error}); it plays the easy bot's choice.",
              file=sys.stderr)
        session.bot_fallback(seat, capture)
