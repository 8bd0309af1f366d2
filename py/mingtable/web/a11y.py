"""Screen readers: the live region ``#announce`` and the board as text (issue 7 item 7)."""

from __future__ import annotations

from typing import Any

from mingtable.i18n import T, tr
from mingtable.ui import games as G
from mingtable.ui.session import Screen, Session

from .dom import el, set_html, show


class Announcements:
    """What the polite live region says: the log entries of each step once, then the prompt of
    the person who must decide now."""

    def __init__(self) -> None:
        self._heard = 0  # log entries of the open game already announced (or shown when it opened)
        self._turn_heard: tuple[Any, ...] | None = None  # the decision whose prompt was announced last
        self._head: Any = None  # a line said before the next prompt ("game restored")
        self._fresh = False  # the live region was written in the current render

    def new_render(self) -> None:
        """A render starts: what it says replaces what was said before."""
        self._fresh = False

    def _say(self, text: str, append: bool = False) -> None:
        """Put ``text`` into the live region: one step's entries replace what was said before;
        the prompt is ``append``-ed to what the same render said."""
        node = el("announce")
        if node is None or not text:
            return
        if append and self._fresh and node.textContent:
            text = f"{node.textContent} {text}"
        node.textContent = text
        self._fresh = True

    def say(self, text: str) -> None:
        """Say ``text`` now (the position a replay shows)."""
        self._say(text)

    def quiet_until_now(self, session: Session) -> None:
        """A game opens: its log so far is not read out, only a short line before the prompt."""
        m = session.match
        self._heard = len(m.log_entries)
        self._turn_heard = None
        title = T(f"engine.game.{m.game}")
        if not m.actions:
            self._head = T("ui.announce.started", title=title)
        elif m.outcome:
            self._head = T("ui.announce.restored_over", title=title)
        else:
            self._head = T("ui.announce.restored", title=title, who=[m.players[s] for s in m.to_move])

    def log(self, log: list[Any], lang: str) -> None:
        """Say the entries of ``log`` (what the log shows now) not heard yet, joined into one
        announcement; entries drawn again (a language switch, after an undo) are not said again."""
        self._heard = min(self._heard, len(log))
        new = log[self._heard:]
        self._heard = len(log)
        if new:
            self._say(" ".join(tr(entry, lang) for entry in new))

    def turn(self, session: Session, screen: Screen, lang: str) -> None:
        """Once per decision: when a person is to decide (and no curtain hides it), what they
        must decide; after a game opened, the line saying so first."""
        m = session.match
        key = (len(m.actions), tuple(m.to_move), screen.actor, screen.curtain)
        if key == self._turn_heard:
            return
        self._turn_heard = key
        parts = [tr(self._head, lang)] if self._head else []
        self._head = None
        if screen.actor is not None and screen.curtain is None:
            prompt = G.turn_prompt(m.game, screen.view, screen.actor, lang)
            if prompt:
                parts.append(tr(T("ui.announce.turn", who=m.players[screen.actor], prompt=prompt), lang))
        self._say(" ".join(parts), append=True)


class BoardText:
    """The region ``#board-text``: the board as headings and lists, opened from the toolbar."""

    def __init__(self) -> None:
        self.open = False

    def toggle(self, session: Session | None, lang: str) -> None:
        """Show or hide the board as text (a region below the log; focus goes to its heading)."""
        self.open = not self.open
        button = el("btn-board-text")
        if button is not None:
            button.setAttribute("aria-expanded", "true" if self.open else "false")
        show("board-text", self.open)
        if self.open:
            if session is not None:
                self.update(session, session.screen().view, lang)
            heading = el("board-text-title")
            if heading is not None:
                heading.focus()

    def update(self, session: Session, view: dict[str, Any], lang: str) -> None:
        """Keep the board as text up to date while it is open."""
        if self.open:
            set_html("board-text-body", G.render_text_view(session.match.game, view, lang))
