"""A game with friends on the page (ui/friends.py): the box with the turn link and the
invitations, the links the scripting API gives, and the device's keys: WebCrypto in
assets/mingtable.js answers the game's key requests (:meth:`Session.key_request`) and checks
the signatures of a link being opened (:class:`Signing`)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from mingtable.i18n import T, tr
from mingtable.ui.friends import FriendsError
from mingtable.ui.screens import render_friends_box
from mingtable.ui.session import Opening, Session
from mingtable.ui.share import b64encode

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
    for seat in sorted(session.sealed()):
        text += " " + tr(T("ui.friends.sealed", who=m.players[seat]), lang)
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
        signing = session.key_request() is not None
        key = (session.save_id, session.match.actions, lang, signing)
        if key == self._drawn:
            return
        self._drawn = key
        if signing:  # the links are drawn once the keys have answered (Signing.api_keyReply)
            js_hook("__mtSettleKeys")
        to_send = links_to_send(session)
        links = [{"kind": "turn", **link} for link in to_send]
        links += [{"kind": "invite", **invite} for invite in invitations(session)]
        for link in links:
            link["who"], link["url"] = link.pop("name"), link.pop("link")
        text = tr(T("ui.friends.signing"), lang) if signing else status(session, [link["name"] for link in to_send], lang)
        set_html("friends-box", render_friends_box(text, links, bool(js_hook("__mtCanShare")), lang))
        show("friends-box", True)


class Signing:
    """The page's side of the device's keys. assets/mingtable.js asks for the next key request
    and answers it with WebCrypto until none is left (``__mtSettleKeys``); a link being
    opened waits while its signatures are checked there (``__mtVerifyLink``)."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.then: Callable[[list[bool]], None] | None = None

    def api_keyRequest(self) -> dict[str, Any] | None:
        session = self.page.session
        return session.key_request() if session is not None else None

    def api_keyReply(self, request: dict[str, Any], reply: Any) -> bool:
        """Keep a reply; False stops the page asking (a key that failed: the alert says why)."""
        page, session = self.page, self.page.session
        if session is None or session.key_request() != request:
            return True  # the game moved on meanwhile: the page asks again
        try:
            session.key_reply(request, reply)
        except FriendsError as exc:
            page.alert(exc.text)
            return False
        if session.key_request() is None:
            page.autosave()
            page.play.friends.render(session, page.lang)
        return True

    def check(self, opening: Opening, then: Callable[[list[bool]], None]) -> None:
        """Have the page check ``opening``'s signatures; ``then`` gets each one's answer
        (:meth:`api_linkVerified`)."""
        self.then = then
        js_hook("__mtVerifyLink", json.dumps([[b64encode(part) for part in proof] for proof in opening.to_verify()]))

    def api_linkVerified(self, valid: list[bool]) -> None:
        then, self.then = self.then, None
        if then is not None:
            then([ok is True for ok in valid])


def signing_of(page: Any) -> Signing:
    """The page's :class:`Signing` (made on first use)."""
    signing = page.__dict__.get("signing")
    if signing is None:
        signing = page.__dict__["signing"] = Signing(page)
    return signing
