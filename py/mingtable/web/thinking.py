"""Bots that think on the page: the search of a normal or hard bot (:meth:`Session.bot_search`)
runs in the page's one Pyodide, in slices of about :data:`SLICE_MS` between frames, so the page
draws and answers clicks while the bot thinks. assets/mingtable.js runs the slices
(``__mtThink`` starts its loop, which calls ``think`` once per task until the answer says no
search is left); the move is carried out in the slice that finishes the search."""

from __future__ import annotations

import sys
import traceback
from typing import Any

import mingtable
from mingtable.ui.session import Session

from .dom import body, js_hook

#: milliseconds of search per slice (a slice ends after the first step past it: an ISMCTS
#: iteration or one candidate of a paired sample, a few ms, rarely tens of ms in the browser)
SLICE_MS = 20.0


class Thinker:
    """The search under way on the page, if any: its session, seat and position."""

    def __init__(self) -> None:
        self._asked: dict[str, Any] | None = None  # session, seat, the record's actions, search

    @property
    def busy(self) -> bool:
        return self._asked is not None

    def ask(self, session: Session) -> bool:
        """Let the bot to move think, unless it is thinking about this position already.
        Returns False if that bot does not think (it decides at once: :meth:`Session.bot_step`)."""
        asked = self._asked
        if asked is not None and asked["session"] is session and asked["actions"] == session.match.actions:
            return True
        found = session.bot_search()
        if found is None:
            return False
        self.stop()
        seat, search = found
        self._asked = {"session": session, "seat": seat, "actions": session.match.actions, "search": search}
        body().dataset.thinking = str(seat)
        js_hook("__mtThink")
        return True

    def stop(self) -> None:
        """Give up the search under way (undo, Home, another game, any decision that did not
        come from it); the bot thinks afresh when it is asked again."""
        if self._asked is None:
            return
        self._asked = None
        body().removeAttribute("data-thinking")
        js_hook("__mtBotCount", "dropped")

    def slice(self, session: Session | None, fail: bool = False) -> tuple[int, str | None, Any, str | None] | None:
        """Search on for one slice. Once the search is done: ``(seat, action, estimate, error)``
        of the decision (no longer awaited then); None while it goes on or if none is awaited
        for this very session and position (such a search is given up). ``fail`` (the test flag
        ``?botfail=think``): the search fails."""
        asked = self._asked
        if asked is None:
            return None
        if session is not asked["session"] or session.match.actions != asked["actions"] \
                or session.bot_to_move() != asked["seat"]:
            self.stop()
            return None
        search = asked["search"]
        action, error = None, None
        try:
            if fail:
                raise RuntimeError("the search fails on purpose (?botfail=think)")
            if not search.run(SLICE_MS):
                return None
            action = search.result()
        except Exception as exc:  # noqa: BLE001 - a bot that cannot think plays the easy choice
            traceback.print_exc()
            error = f"{type(exc).__name__}: {exc}"[:300]
        self._asked = None
        body().removeAttribute("data-thinking")
        return asked["seat"], action, search.bot.last_estimate if error is None else None, error


def play_answer(session: Session, seat: int, action: str | None, estimate: Any, error: str | None,
                capture: bool) -> None:
    """Carry out the search's decision as ``seat``'s move; a bot that could not think
    (``error``, or a decision that is not legal) plays the easy bot's choice instead."""
    if error is None:
        try:
            session.bot_answer(seat, str(action), estimate, capture)
        except mingtable.IllegalAction as exc:
            error = str(exc)
    if error is not None:
        print(f"Ming Table: the bot of seat {seat} could not think ({error}); it plays the easy bot's choice.",
              file=sys.stderr)
        session.bot_fallback(seat, capture)
