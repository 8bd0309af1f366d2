"""Moves you can follow: a decision shown step by step (ui/pacing.py). assets/mingtable.js
keeps the timer (``__mtPlayback``, ``__mtSchedule``); this keeps the speed and the steps."""

from __future__ import annotations

from collections.abc import Callable

from mingtable.i18n import T
from mingtable.ui import pacing as P
from mingtable.ui.session import Frame, Session

from .dom import el, js_hook
from .messages import UserError

BOT_DELAY_ALONE_MS = 0  # bots among themselves (when people watch: the speed's step, ui/pacing.py)


class Pacing:
    """The speed, and the steps of the decision being shown (the end state comes after them)."""

    def __init__(self) -> None:
        self.speed = P.DEFAULT_SPEED
        self.playing = False  # a decision is being shown step by step
        self.playback: list[Frame] = []  # its steps still to show

    def set_speed(self, speed: str) -> None:
        """Show decisions at ``speed`` from now on (the control in the toolbar follows)."""
        if speed not in P.SPEEDS:
            raise UserError(T("ui.error.command", cmd=repr(f"speed {speed}")))
        self.speed = speed
        node = el("speed")
        if node is not None:
            node.value = speed

    def paced(self, session: Session | None) -> bool:
        """Whether decisions are shown step by step: someone watches and the speed is not instant."""
        return session is not None and bool(session.humans) and P.step_ms(self.speed) > 0

    def schedule_bot(self, session: Session) -> None:
        """Let the next bot decide after the speed's step (at once among bots alone)."""
        js_hook("__mtSchedule", P.step_ms(self.speed) if session.humans else BOT_DELAY_ALONE_MS)

    def start(self, session: Session, draw: Callable[[Frame], None]) -> bool:
        """Show the steps the last decision took, one at a time, if it took several (the first
        is drawn at once, the end state last). Returns whether the steps are being shown."""
        frames, session.frames = session.frames, []
        if len(frames) < 2 or not self.paced(session):
            return False
        self.playing = True
        self.playback = frames[1:-1]
        draw(frames[0])
        js_hook("__mtPlayback", P.step_ms(self.speed))
        return True

    def step(self, draw: Callable[[Frame], None]) -> bool:
        """Draw the next step; False when none is left (the end state is due)."""
        if not self.playback:
            return False
        draw(self.playback.pop(0))
        js_hook("__mtPlayback", P.step_ms(self.speed))
        return True

    def stop(self) -> bool:
        """End the steps (the timer too); whether they were being shown."""
        if not self.playing:
            return False
        self.playing = False
        self.playback = []
        js_hook("__mtPlayback", -1)
        return True
