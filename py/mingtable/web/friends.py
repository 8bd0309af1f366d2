"""A game with friends on the page (ui/friends.py): the box with the turn link and the
invitations, and the links the scripting API gives (opening a link ``#f=``:
:func:`mingtable.web.commands.open_friends_link`)."""

from __future__ import annotations

from typing import Any

from mingtable.i18n import T, tr
from mingtable.ui.screens import render_friends_box
from mingtable.ui.session import Session

from .dom import js_hook, set_html, show


def link_url(fragment: str) -> str:
    """The app's own URL with ``fragment``: a link opens the app where it is served."""
    return str(js_hook("__mtBaseUrl") or "") + "#" + fragment


def _links(session: Session, fragments: list[tuple[int, str]]) -> list[dict[str, Any]]:
    """``[{seat, name, link}]`` of ``(seat, fragment)`` pairs."""
    return [{"seat": seat, "name": session.match.players[seat], "link": link_url(fragment)}
            for seat, fragment in fragments]


def links_to_send(session: Session) -> list[dict[str, Any]]:
    """The turn link to send now, or once the game is over here, the final position for every
    other person (:func:`_links`)."""
    sent = session.turn_link()
    return _links(session, [sent] if sent is not None else session.result_links())


def turn_link(session: Session) -> dict[str, Any] | None:
    """``{seat, name, link}`` of the (first) link to send now, or None."""
    return next(iter(links_to_send(session)), None)


def invitations(session: Session) -> list[dict[str, Any]]:
    """``[{seat, name, link}]``: the invitations this device holds (the game as it stands)."""
    return _links(session, session.invitations())


def status(session: Session, sending: list[str], lang: str) -> str:
    """Who this device plays, and who decides now on another device: "send to" them when this
    device has the game to send, else "waiting for" them; at the end, whom to send the result
    (``sending``: the names of the links to send)."""
    m = session.match
    own = session.table.seat if session.table is not None else 0
    text = tr(T("ui.friends.you_play", who=m.players[own]), lang)
    remote = session.remote_to_move()
    if m.outcome is not None and sending:
        text += " " + tr(T("ui.friends.send_result", who=", ".join(sending)), lang)
    elif remote is not None:
        text += " " + tr(T("ui.friends.send" if sending else "ui.friends.waiting", who=m.players[remote]), lang)
    return text


class FriendsBox:
    """``#friends-box`` beside the panel, drawn again only when the game has moved on."""

    def __init__(self) -> None:
        self._drawn: tuple[Any, ...] | None = None

    def reset(self) -> None:
        """Empty the box and draw it afresh next time (the live table's box was there: web/live.py)."""
        self._drawn = ()
        self.clear()

    def clear(self) -> None:
        if self._drawn is not None:
            set_html("friends-box", "")
            show("friends-box", False)
            self._drawn = None

    def render(self, session: Session, lang: str) -> None:
        if session.table is None or session.table.live:  # a live game has its own box (web/live.py)
            if session.table is None:
                self.clear()
            return
        key = (session.save_id, session.match.actions, lang)
        if key == self._drawn:
            return
        self._drawn = key
        to_send = links_to_send(session)
        links = [{"kind": "turn", **link} for link in to_send]
        links += [{"kind": "invite", **invite} for invite in invitations(session)]
        for link in links:
            link["who"], link["url"] = link.pop("name"), link.pop("link")
        text = status(session, [link["name"] for link in to_send], lang)
        set_html("friends-box", render_friends_box(text, links, bool(js_hook("__mtCanShare")), lang))
        show("friends-box", True)
