"""Back and Forward: a game on screen and the set-up form are history entries of their own
(assets/mingtable.js ``__mtHistory`` adds them, its ``popstate`` listener sends the ``history``
command). Not inside an iframe, whose history belongs to the host page."""

from __future__ import annotations

from mingtable.engine.errors import message_of
from mingtable.i18n import T
from mingtable.ui import games as G

from .dom import js_hook
from .page import Page


def push(kind: str, arg: str = "") -> None:
    """Ask for a history entry: ``play`` (a save id), ``setup`` (a game id) or ``home``."""
    js_hook("__mtHistory", kind, arg)


def stay(page: Page) -> None:
    """A share link put into the tab did not open, so the screen stays as it was (issue 19,
    item 7): the history entry the link added becomes that screen's, not a way home."""
    if page.screen == "play" and page.session is not None:
        js_hook("__mtHistory", "play", page.session.save_id, True)
    elif page.screen == "setup":
        js_hook("__mtHistory", "setup", page.setup.game, True)
    else:
        js_hook("__mtHistory", "home", "", True)


def follow(page: Page, target: str | None) -> None:
    """Back or Forward reached a history entry: the game ``target`` (re-opened from its save),
    the set-up form of a game (``setup:<game>``, as it was left), or home (``target`` empty;
    the game stays saved)."""
    if target and target.startswith("setup:"):
        game = target.removeprefix("setup:")
        if G.playable(game):
            page.session = None
            page.open_setup(game)
            return
        target = None
    if target:
        if page.screen == "play" and page.session is not None and page.session.save_id == target:
            return
        try:
            page.continue_game(target)
            return
        except ValueError as exc:  # deleted or damaged meanwhile: say so, at home
            page.alert(T("ui.error.restore", why=message_of(exc)))
    if page.screen != "home":
        page.session = None
        page.show_screen("home")
        page.render_home()
