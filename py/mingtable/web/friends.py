"""A game with friends on the page (ui/friends.py): the box with the turn link and the
invitations, the links the scripting API gives, and the device's keys: WebCrypto in
assets/mingtable.js answers the game's key requests (:meth:`Session.key_request`) and checks
the signatures of a link being opened (:class:`Signing`)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from mingtable.i18n import T, tr
from mingtable.markup import esc
from mingtable.ui.friends import FriendsError
from mingtable.ui.screens import render_friends_box, render_send_strip
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


def status(session: Session, sending: list[str], lang: str, sent: bool = False) -> str:
    """Who this device plays, and who decides now on another device: "send to" them when this
    device has the game to send ("sent to" once it was sent), else "waiting for" them; at the
    end, whom to send the result (``sending``: the names of the links to send)."""
    m = session.match
    own = session.table.seat if session.table is not None else 0
    text = tr(T("ui.friends.you_play", who=m.players[own]), lang)
    if session.table is not None and (session.table.held is not None or session.table.standing is not None):
        text += " " + tr(T("ui.friends.sealed_own"), lang)
    if session.table is not None and session.table.closing is not None:
        text += " " + tr(T("ui.friends.closing"), lang)
    sealed = sorted(session.sealed())
    if sealed:
        text += " " + tr(T("ui.friends.sealed", who=", ".join(m.players[seat] for seat in sealed)), lang)
    remote = session.remote_to_move()
    if m.outcome is not None and sending:
        text += " " + tr(T("ui.friends.send_result", who=", ".join(sending)), lang)
    elif remote is not None:
        key = "ui.friends.waiting" if not sending else "ui.friends.sent" if sent else "ui.friends.send"
        text += " " + tr(T(key, who=m.players[remote]), lang)
    return text


def message(session: Session, seat: int, url: str, kind: str) -> Any:
    """The text that goes with a link to ``seat`` (``kind`` "turn" or "invite"): whose turn in
    which game, an invitation to join, or the result."""
    m = session.match
    title = m.rules.info.title
    if m.outcome is not None:
        return T("ui.friends.result_text", title=title, link=url)
    if kind == "invite" or session.inviting(seat):
        return T("ui.friends.join_text", title=title, link=url)
    return T("ui.friends.turn_text", title=title, round=m.view(None).get("round") or 1, link=url)


class FriendsBox:
    """``#friends-box`` beside the panel, drawn again only when the game has moved on."""

    def __init__(self) -> None:
        self._drawn: tuple[Any, ...] | None = None
        self.sent: tuple[Any, ...] | None = None  # the game (save, actions) and seat of the link last sent

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
        sent = self._sent_to(session, session.remote_to_move())
        key = (session.save_id, session.match.actions, lang, signing, sent)
        if key == self._drawn:
            return
        self._drawn = key
        if signing:  # the links are drawn once the keys have answered (Signing.api_keyReply)
            js_hook("__mtSettleKeys")
        to_send = links_to_send(session)
        links = [{"kind": "turn", "invitation": session.inviting(link["seat"]), **link} for link in to_send]
        table = session.table
        links += [{"kind": "invite", "joined": table.keys[invite["seat"]] is not None, **invite}
                  for invite in invitations(session) if invite["seat"] not in {link["seat"] for link in to_send}]
        for link in links:
            link["who"], link["url"] = link.pop("name"), link.pop("link")
        text = tr(T("ui.friends.signing"), lang) if signing else \
            status(session, [link["who"] for link in links if link["kind"] == "turn"], lang, sent)
        welcome = session.welcome(bool(js_hook("__mtCoarse")), lang)
        set_html("friends-box", render_friends_box(text, links, lang, welcome))
        show("friends-box", True)

    def strip(self, session: Session, lang: str) -> str:
        """What a phone shows at the top of the panel, its sheet over this box (assets/app.css
        shows it there only): a friend's first screen, and the link to send now as one button."""
        if session.table is None or session.table.live:
            return ""
        welcome = session.welcome(bool(js_hook("__mtCoarse")), lang)
        out = f'<p class="friends-welcome">{esc(welcome)}</p>' if welcome else ""
        seat = session.remote_to_move()
        if seat is None or not session.holds_game() or session.key_request() is not None:
            return out
        who = session.match.players[seat]
        sent = self._sent_to(session, seat)
        return out + render_send_strip(tr(T("ui.friends.sent" if sent else "ui.friends.send", who=who), lang), seat,
                                       who, lang)

    def send(self, session: Session, field: str, url: str, lang: str) -> None:
        """"Send to": the link of ``field`` with its message, to the system share sheet or the
        clipboard (assets/mingtable.js ``__mtSend``, which answers :meth:`Signing.api_linkSent`)."""
        kind, _, seat = field.removeprefix("friends-link-").partition("-")
        js_hook("__mtSend", tr(message(session, int(seat), url, kind), lang), int(seat))

    def _sent_to(self, session: Session, seat: int | None) -> bool:
        """Whether the link to ``seat`` of the game as it stands was sent (:meth:`mark_sent`)."""
        return self.sent == (session.save_id, session.match.actions, seat)

    def mark_sent(self, session: Session, seat: int) -> None:
        """The turn link to ``seat`` was sent: the box says so (and keeps the link to send again)."""
        if seat == session.remote_to_move():
            self.sent = (session.save_id, session.match.actions, seat)


class Signing:
    """The page's side of the device's keys. assets/mingtable.js asks for the next key request
    and answers it with WebCrypto until none is left (``__mtSettleKeys``); a link being
    opened waits while its signatures are checked there (``__mtVerifyLink``)."""

    def __init__(self, page: Any) -> None:
        self.page = page
        # the openings whose signatures are being checked, in turn (a link opened by hand and a
        # hop from a relay may come at once: each answer belongs to the first still waiting)
        self.queue: list[tuple[Opening, Callable[[list[bool]], None]]] = []

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
            page.render()  # the links: in the box, and on a phone in the panel's strip
        return True

    def api_linkSent(self, seat: Any, copied: Any) -> None:
        """The page shared the link to ``seat`` (or, ``copied``, put it on the clipboard)."""
        page, session = self.page, self.page.session
        if session is None or session.table is None or type(seat) is not int \
                or not 0 <= seat < len(session.match.players):
            return
        if copied is True:
            page.notice(T("ui.friends.copied_for", who=session.match.players[seat]))
        page.play.friends.mark_sent(session, seat)
        page.render()  # the box and the panel's strip say it was sent

    def check(self, opening: Opening, then: Callable[[list[bool]], None]) -> None:
        """Have the page check ``opening``'s signatures; ``then`` gets each one's answer
        (:meth:`api_linkVerified`), after those of the openings checked before it."""
        self.queue.append((opening, then))
        if len(self.queue) == 1:
            self._verify()

    def take(self, opening: Opening, done: Callable[[Session], None], refused: Callable[[ValueError], None]) -> None:
        """A hop taken as every link is, by hand or from a relay: ``opening``'s signatures
        checked by the page (:meth:`check`), then finished; ``done`` gets the game brought up
        to date, ``refused`` the reason this device refuses it (nothing changed then)."""

        def checked(valid: list[bool]) -> None:
            try:
                taken = opening.finish(valid)
            except ValueError as exc:
                refused(exc)
                return
            done(taken)

        self.check(opening, checked)

    def _verify(self) -> None:
        opening = self.queue[0][0]
        js_hook("__mtVerifyLink", json.dumps([[b64encode(part) for part in proof] for proof in opening.to_verify()]))

    def api_linkVerified(self, valid: list[bool]) -> None:
        if not self.queue:
            return
        _, then = self.queue.pop(0)
        try:
            then([ok is True for ok in valid])
        finally:
            if self.queue:
                self._verify()


def signing_of(page: Any) -> Signing:
    """The page's :class:`Signing` (made on first use)."""
    signing = page.__dict__.get("signing")
    if signing is None:
        signing = page.__dict__["signing"] = Signing(page)
    return signing
