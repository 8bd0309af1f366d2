"""Live moves rehearsed off the page while it waits for a guest or its host (issue 31, item 3):
ui/live.py ``rehearse`` plays them through the protocol on a throwaway copy of the game, and
:class:`OffScreen` draws each into elements that are never on the page, by the page's own calls.
Nothing of it reaches the page, the save or a guest."""

from __future__ import annotations

import traceback
from typing import Any

from mingtable.ui import games as G
from mingtable.ui import live as L
from mingtable.ui.friends import REMOTE
from mingtable.ui.session import Session

from .dom import off_page
from .play import jump, put_into

#: rehearsals while the page waits, each in an idle time of its own (the page answers in
#: between): the browser compiles for speed the code that has run often, and after one
#: rehearsal the first real moves still found part of theirs slow (docs/benchmarks.md)
REHEARSALS = 12


class OffScreen:
    """Elements that are never on the page, into which a live move rehearsed while the page
    waits (ui/live.py ``rehearse``) is drawn as :meth:`PlayScreen.render` draws the game: the
    board's parts (the changed parts of a layer, the marks of what changed), panel, tray, recent
    events, the log's new lines and a scoring. So the first real moves find the page's way of
    drawing warm too, the browser's and the Python-JavaScript calls' (issue 31, item 3)."""

    def __init__(self) -> None:
        self._nodes: dict[str, Any] = {}
        self._drawn: dict[str, str] = {}
        self._logged = 0

    def _node(self, part: str) -> Any:
        node = self._nodes.get(part)
        if node is None:
            node = self._nodes[part] = off_page("g", svg=True) if part.startswith("mt-") else off_page("div")
        return node

    def draw(self, session: Session, lang: str) -> None:
        """Draw ``session`` as it stands, off the page."""
        game = session.match.game
        screen = session.screen()
        out = G.render(game, screen.view, screen.legal, session.seat_tags(lang), lang)
        parts = {"mt-under": out["under"], "mt-dyn": out["board"], "panel": out["panel"], "tray": out.get("tray", ""),
                 "recent": G.render_recent(game, session.match, lang)}
        if isinstance(screen.view.get("scoring"), dict):
            parts["scoring"] = G.render_scoring(game, screen.view, lang)
        for part, markup in parts.items():
            put_into(self._node(part), self._drawn.get(part), markup, part.startswith("mt-"))
            self._drawn[part] = markup
        log = session.match.log_entries
        lines = [jump(G.log_item(game, entry, lang), (at,)) for at, entry in enumerate(log) if at >= self._logged]
        self._node("log").insertAdjacentHTML("beforeend", "".join(lines))
        self._logged = len(log)


def rehearse_hosting(session: Session, lang: str) -> None:
    """On a host waiting for its guests: rehearse on a copy of its game, as one of its guests."""
    table = session.table
    seat = next(s for s, kind in enumerate(session.bots) if kind == REMOTE)
    _rehearse(lang, session.match.game, session.match.players, table.seat if table else 0, seat, session.match)


def rehearse_joining(invite: dict[str, Any], lang: str) -> None:
    """On a guest connecting to its host: rehearse a new game of the invitation's title and seats."""
    _rehearse(lang, invite.get("g"), invite.get("p"), invite.get("h"), invite["t"])


def _rehearse(lang: str, *args: Any) -> None:
    screens = OffScreen(), OffScreen()

    def draw(hosting: Session, guest: Session) -> None:
        screens[0].draw(hosting, lang)
        screens[1].draw(guest, lang)

    try:
        L.rehearse(*args, seen=draw)
    except Exception:  # noqa: BLE001 - a rehearsal never stops the page; the console says why
        traceback.print_exc()
