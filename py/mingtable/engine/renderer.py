"""The renderer contract: what a game draws for the app, as markup from a view.

A game's renderer turns views (``Match.view(seat)``) into SVG and HTML strings, in pure Python
(so it runs and is tested on CPython); the web layer only puts those strings into the page.
``lang`` is the language of every text (docs/architecture.md "Languages"); every text goes
through :func:`mingtable.markup.esc`. Elements of legal actions carry ``data-action="<id>"``.

:class:`Renderer` names every method, required (abstract) or optional (with its default here,
the one place defaults live). A game declares a subclass in its ``render`` module and registers
an instance in its :class:`~mingtable.engine.game.Game`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, Iterable


class Renderer(ABC):
    """A game's drawings and the texts the app shows about a view."""

    #: The board's SVG ``viewBox``.
    viewbox: str = "0 0 1000 800"

    #: Does the app's list of every choice (:mod:`mingtable.ui.choices`) also hold the actions
    #: the panel already shows as its own buttons? A game whose panel has a button for each
    #: choice of a decision says False, so that no choice is listed twice in the panel.
    list_panel_buttons: bool = True

    # -- required ------------------------------------------------------------------------

    @abstractmethod
    def board_label(self, lang: str) -> str:
        """The board's accessible name (``aria-label``)."""

    @abstractmethod
    def render_static(self, lang: str) -> str:
        """The board without pieces: SVG children holding an empty ``<g id="mt-under"></g>``."""

    @abstractmethod
    def render(self, view: dict[str, Any], legal: Iterable[Any], seat_tags: list[str] | None,
               lang: str) -> dict[str, str]:
        """The live layers of one moment: ``{"under", "board", "panel"[, "tray"]}``: highlights
        under the map drawings, pieces and choices on the board, the side panel (holding
        :data:`mingtable.markup.CHOICES_SLOT` where the app puts its list of every choice, else
        the list goes at the panel's end), and optional HTML below the board (cards, say).
        ``legal``: what the person at the screen may do now (empty while someone else decides);
        ``seat_tags``: a note per seat (e.g. "bot")."""

    @abstractmethod
    def render_outcome(self, view: dict[str, Any], outcome: dict[str, Any], lang: str) -> str:
        """The game-over box, its title with ``id="over-title"``."""

    # -- optional ------------------------------------------------------------------------

    def render_recent(self, entries: list[Any], lang: str) -> str:
        """HTML shown between the panel and the log, from the log entries (e.g. the latest
        dice); none by default."""
        return ""

    def log_heading(self, entry: Any) -> bool:
        """Does the log entry (a message) open a part of the game, such as the set-up or a
        round, so that the log shows it as a heading? No entry does by default."""
        return False

    def render_scoring(self, view: dict[str, Any], lang: str) -> str:
        """The summary of the scoring the view's ``scoring`` names (``{"id": ...}``), shown
        once per id, its title with ``id="scoring-title"``; none by default."""
        return ""

    def private_decision(self, view: dict[str, Any]) -> bool:
        """Does deciding now show private information, so that a shared device needs the
        curtain? By default always, until the game is over (the safe side)."""
        return view.get("phase") != "over"

    def seat_role(self, view: dict[str, Any], seat: int, lang: str) -> str:
        """The seat's role (e.g. "the Emperor") for the curtain's text; none by default."""
        return ""

    def status_text(self, view: dict[str, Any], lang: str) -> str:
        """Where the game stands, for the list of saved games; nothing by default."""
        return ""

    def render_text_view(self, view: dict[str, Any], lang: str) -> str:
        """The board in words for screen readers: HTML with headings and lists, per area who
        has what; none by default."""
        return ""

    def turn_prompt(self, view: dict[str, Any], seat: int, lang: str) -> str:
        """What ``seat`` must decide now, announced to it; ``""`` when the game cannot say."""
        return ""

    def prompt_message(self, view: dict[str, Any], seat: int) -> Any:
        """What ``seat`` must decide now as a catalogue message (None when the game cannot
        say): the second half of "That is not a choice now. …" (:func:`mingtable.ui.choices.why_not`)."""
        return None

    def why_not(self, view: dict[str, Any], legal: Iterable[Any], x: float, y: float) -> Any:
        """Why a click at ``x, y`` of the board (its viewBox units) chose nothing, as a catalogue
        message, when the game can tell more than "not a choice now" (for instance that an
        action costs more than the player has); None otherwise. ``legal``: the actions of
        ``view``'s seat, the one source of what is allowed."""
        return None
