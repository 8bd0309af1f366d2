"""The live table on the page (ui/live.py): this device hosts a live game or is a guest at
one. Messages travel over WebRTC data channels (assets/live.mjs); the connection is signalled
by links: the host's invitation ``#l=`` carries its offer, the guest's reply ``#lr=`` its
answer. Or, with a signaling server (ui/signaling.py: the PeerJS server) or Nostr relays
(web/live_signal.py), the host registers there under its peer id and the invitation names the
server and that id. ICE uses this
network's own addresses only, unless ICE servers were given (the set-up form's advanced fold,
``newGame({live: true, iceServers: [...]})``).

:func:`mingtable.web.bridge.answer` asks :class:`LivePage` first for an API method (it adds
``replyLink``, ``acceptReply`` and the transport's events, and extends ``newGame``, ``state`` and
``invites``) and calls :meth:`LivePage.sync` after every call from JavaScript, which sends the
guests the game's new state when it moved on.
"""

from __future__ import annotations

import json
from typing import Any

from mingtable.engine.errors import MingTableError, message_of
from mingtable.i18n import T
from mingtable.ui import live as L
from mingtable.ui import signaling as SIG
from mingtable.ui.friends import REMOTE, Table
from mingtable.ui.session import Session, new_session

from .dom import body, js_hook, set_html, show, value
from .friends import link_url
from .live_guest import HOST, GuestSide, host_name
from .live_signal import SignalSide
from .messages import UserError
from .rehearsal import REHEARSALS, rehearse_hosting, rehearse_joining
from .saving import new_id

#: What ``newGame`` takes besides ``live``, ``iceServers`` and ``signaling`` (App.api_newGame's arguments)
NEW_GAME_KEYS = frozenset({"game", "players", "seed", "options"})
# a guest's states in which its reply link no longer serves (connected, or the host gone)
ENDED = frozenset({"ui.live.guest_connected", "ui.live.host_left", "ui.live.lost", "ui.live.lost_peer", "ui.live.refused",
                   "ui.live.host_paused", "ui.live.finding"})


class LivePage(SignalSide, GuestSide):
    """The live side of the page: hosting (``host``) or a guest (``guest``, web/live_guest.py),
    or neither."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.host: L.LiveHost | None = None
        self.peer_open = False                     # the host's peer is registered at its server
        self.server_failed: str | None = None  # what went wrong with that server (a catalogue key)
        self.offers: dict[int, tuple[str, str | None]] = {}  # seat -> (connection, its offer when ready)
        self.accepted: dict[int, str] = {}  # seat -> the connection whose reply this host took
        self._attempt = 0
        self._synced: Any = None
        self.guest: L.LiveGuest | None = None
        self.invite: dict[str, Any] | None = None
        self.reply: str | None = None      # the guest's reply fragment, until connected
        self.status = "ui.live.answering"  # the guest's connection
        self.session: Session | None = None  # the guest's session (a MirrorMatch)
        self._drawn: Any = None
        self._mode = ""  # body[data-live]

    # -- the scripting API -----------------------------------------------------------
    def api_newGame(self, live: Any = False, iceServers: list[Any] | None = None,  # noqa: N803 - JS field
                    signaling: Any = None, **spec: Any) -> dict[str, Any]:
        """``newGame`` as before; with ``live: true`` this device hosts a live game of its
        ``{name, remote: true}`` seats (``signaling``: a PeerJS server, ui/signaling.py). A key
        it does not know, a ``live`` that is not true or false, or servers for a game that is
        not live are refused with what is wrong (issue 32, item 7)."""
        unknown = sorted(set(spec) - NEW_GAME_KEYS)
        if unknown:
            raise UserError(T("ui.new_game.keys", keys=", ".join(map(repr, unknown)),
                              allowed=", ".join(sorted(NEW_GAME_KEYS | {"live", "iceServers", "signaling"}))))
        if type(live) is not bool:
            raise UserError(T("ui.new_game.live"))
        if not live:
            if iceServers is not None or signaling is not None:
                raise UserError(T("ui.new_game.not_live"))
            self.end()
            return self.page.api_newGame(**spec)
        server = SIG.parse_server(signaling)
        ice = SIG.ice_servers_of(iceServers or [])
        players = spec.get("players")
        session = new_session(spec.get("game", "ming-dynastie"), players if players is not None else [], spec.get("seed"),
                              spec.get("options"), new_id(), live=True)
        self.prepare(session, server, ice)
        self.end()
        self.page.clear_messages()
        self.page.open_session(session)
        if self.host is None or self.host.session is not session:
            self.start_hosting(session)
        return self.api_state()

    @staticmethod
    def prepare(session: Session, server: dict[str, Any] | None, ice: list[dict[str, str]]) -> None:
        """A new live game's signaling server (with a new peer id for the host) and STUN/TURN
        servers, kept in its table, so its save hosts there again."""
        table = session.table
        if table is not None and table.live:
            table.ice = ice
            if server is not None:
                table.signal = {"server": server, "id": SIG.new_peer_id()}

    def api_state(self) -> dict[str, Any] | None:
        state = self.page.api_state()
        if state is None:
            return None
        if self.host is not None and self.page.session is self.host.session:
            state["live"] = {"host": True, "connected": self.host.connected()}
        elif self.guest is not None and self.page.session is self.session:
            state["live"] = {"host": False, "connected": [self.guest.seat] if self.status == "ui.live.guest_connected" else []}
        else:
            state["live"] = None
        return state

    def api_invites(self) -> list[dict[str, Any]]:
        if self.host is None or self.page.session is not self.host.session:
            return list(self.page.api_invites())
        return [invite for invite in self._invites() if invite["link"] is not None]

    def api_replyLink(self) -> str | None:  # noqa: N802 - API name
        """On a guest, the reply link to send the host (None before it is ready, and once connected
        or the connection ended)."""
        if self.guest is None or self.reply is None or self.status in ENDED:
            return None
        return link_url(self.reply)

    def api_acceptReply(self, link: str) -> dict[str, Any]:  # noqa: N802 - API name
        """On the host, a guest's reply link: connect to that guest."""
        if self.host is None:
            raise UserError(T("ui.live.reply"))
        fragment = link[link.find("#"):] if "#" in link else link
        data = L.read_reply(fragment, self.host.session)
        seat = data["t"]
        conn, offer = self.offers.get(seat, (None, None))
        if conn is None or offer is None or seat in self.host.connected():
            raise UserError(T("ui.live.reply"))
        if data.get("c") != conn:
            raise UserError(T("ui.live.old_reply", who=self.host.session.match.players[seat]))
        js_hook("__mtLiveAccept", conn, data["sdp"])
        self.accepted[seat] = conn  # the box says so until the guest is connected
        return {"seat": seat}

    # -- the transport's events (assets/live.mjs) -----------------------------------------
    def api_liveOffered(self, conn: str, sdp: str) -> None:  # noqa: N802
        for seat, (waiting, _) in self.offers.items():
            if waiting == conn:
                self.offers[seat] = (conn, sdp)
        self._drawn = None

    def api_liveAnswered(self, conn: str, sdp: str) -> None:  # noqa: N802
        if self.guest is not None and self.invite is not None and conn == HOST:
            self.reply = L.reply(self.invite, sdp)
            self.status = "ui.live.reply_ready"
            self._drawn = None

    def api_liveOpen(self, conn: str) -> None:  # noqa: N802
        if self.guest is not None and conn == HOST:
            self.guest_open()

    def api_liveMessage(self, conn: str, text: str) -> None:  # noqa: N802
        if self.host is not None and self._ours(conn):
            before, bound = self._key(), self._bound()
            out = self.host.receive(conn, text)
            self._send(out)  # the guests first, then this page
            self._synced = self._key()
            if self._synced[:2] != before[:2] and self.page.session is self.host.session:
                self.page.after_change()  # a guest decided: save, draw, let the next bot move
            elif self._bound() != bound:
                self.page.autosave()  # a guest's device joined its seat: the binding is kept
        elif self.guest is not None and conn == HOST:
            self._guest_message(text)

    def api_liveClosed(self, conn: str) -> None:  # noqa: N802
        if self.host is not None:
            seat = next((s for s, (c, _) in self.offers.items() if c == conn), None)
            if seat is not None:
                self._send(self.host.drop(conn))
                self._offer(seat)  # a new invitation, to rejoin
            elif self._ours(conn):
                self._send(self.host.drop(conn))  # the same invitation serves again
        elif self.guest is not None and conn == HOST:
            self.guest_closed()

    def api_liveFailed(self, conn: str, why: str = "") -> None:  # noqa: N802
        self.page.alert(T("ui.error.internal", why=why))

    def api_liveRehearse(self) -> bool:  # noqa: N802
        """While this page waits for a guest (or, on a guest, for its host): live moves rehearsed
        off the page (web/rehearsal.py), so that the first real moves find the code and caches
        warm (issue 31, item 3). Called when idle (``__mtIdle``), ``REHEARSALS`` times at most."""
        if self.host is not None and not self.host.connected():
            rehearse_hosting(self.host.session, self.page.lang)
        elif self.guest is not None and self.session is None and self.invite is not None:
            rehearse_joining(self.invite, self.page.lang)
        else:
            return False
        return True

    # -- hosting ------------------------------------------------------------------------
    def start_hosting(self, session: Session) -> None:
        self.host = L.LiveHost(session)
        self.offers = {}
        self.peer_open = False
        self.server_failed = None
        signal = self._signal()
        if signal is not None:  # one registration at the server serves every seat
            js_hook("__mtLivePeerHost", signal["id"], json.dumps(signal["server"]), json.dumps(self._ice()))
        else:
            for seat, kind in enumerate(session.bots):
                if kind == REMOTE:
                    self._offer(seat)
        self._synced = self._key()
        js_hook("__mtIdle", "liveRehearse", REHEARSALS)

    def _offer(self, seat: int) -> None:
        self._attempt += 1
        conn = f"{seat}.{self._attempt}"
        self.offers[seat] = (conn, None)
        self._drawn = None
        js_hook("__mtLiveOffer", conn, json.dumps(self._ice()))

    def _ice(self) -> list[dict[str, str]]:
        table = self.host.session.table if self.host is not None else None
        return table.ice if table is not None else []

    def _invites(self) -> list[dict[str, Any]]:
        assert self.host is not None
        session = self.host.session
        connected = self.host.connected()
        signal = self._signal()
        if signal is not None:
            return [{"seat": seat, "name": session.match.players[seat],
                     "link": link_url(L.invitation(session, seat, None, signal=signal)) if self.peer_open else None}
                    for seat, kind in enumerate(session.bots) if kind == REMOTE and seat not in connected]
        return [{"seat": seat, "name": session.match.players[seat],
                 "link": link_url(L.invitation(session, seat, offer, conn)) if offer is not None else None,
                 "taken": self.accepted.get(seat) == conn}
                for seat, (conn, offer) in sorted(self.offers.items()) if seat not in connected]

    def _send(self, outbox: L.Outbox) -> None:
        for conn, text in outbox:
            js_hook("__mtLiveSend", conn, text)

    def _bound(self) -> dict[int, str]:
        """The devices bound to the guests' seats of the game this device hosts."""
        table = self.host.session.table if self.host is not None else None
        return dict(table.bound) if table is not None else {}

    def _key(self) -> Any:
        if self.host is None:
            return None
        m = self.host.session.match
        return (m.actions, len(m.log_entries), tuple(self.host.connected()))

    def end(self) -> None:
        """This device leaves the live game it hosts or joined (guests are told)."""
        if self.host is not None:
            self._send(self.host.close())
            for conn, _ in self.offers.values():
                js_hook("__mtLiveClose", conn)
            js_hook("__mtLivePeerClose")  # and the connections a server or the relays set up
        if self.guest is not None:
            js_hook("__mtLiveSend", HOST, self.guest.leave())  # the host knows at once
            js_hook("__mtLiveClose", HOST)
            js_hook("__mtLivePeerClose")
            js_hook("__mtLiveRemember", "")  # left: a reload does not rejoin
        if self.host is not None or self.guest is not None:  # the live box goes; a friends box may come
            page = self.page
            page.play.friends.reset()
            if page.session is not None and page.screen == "play":
                page.play.friends.render(page.session, page.lang)
        self.host = self.guest = self.session = self.invite = None
        self.offers = {}
        self.peer_open = False
        self.reply = None
        self._drawn = None

    # -- after every call ------------------------------------------------------------------
    def sync(self) -> None:
        """Send the guests the game's new state when it moved on, and draw the live box."""
        page = self.page
        session = page.session
        if self.host is not None and session is not self.host.session:
            self.end()  # the host left the game: its guests are told
        if self.guest is not None and (session is not self.session if self.session is not None
                                       else page.screen != "live"):
            self.end()  # the guest left (Home, another game): the host knows at once, a reload does not rejoin
        if self.host is None and session is not None and session.table is not None and session.table.live \
                and not getattr(session.match, "mirror", False):
            self.start_hosting(session)  # a live game started by the form, or reopened from its save
        self.push()
        self.guest_sync()
        self._mark_page()
        self._render()

    def _mark_page(self) -> None:
        """``body[data-live]``: "host", "guest" (its page hides Export, Share link and the
        replay: the host keeps the record) or nothing; written only when it changes."""
        page = self.page
        mode = ("host" if self.host is not None and page.session is self.host.session else
                "guest" if self.guest is not None and self.session is not None and page.session is self.session
                else "")
        if mode != self._mode:
            self._mode = mode
            body().dataset.live = mode

    def push(self) -> None:
        """The guests' new state, if the game this device hosts moved on (or who is connected)."""
        if self.host is not None and self.page.session is self.host.session:
            key = self._key()
            if key != self._synced:
                self._synced = key
                self._send(self.host.updates())
                self._drawn = None

    def _render(self) -> None:
        page = self.page
        lang = page.lang
        key = (id(page.session), self.status, self.reply, lang, tuple(sorted(self.offers.items())), tuple(self.accepted.items()),
               tuple(self.host.connected()) if self.host else None, self.peer_open, self.server_failed)
        if key == self._drawn:
            return
        self._drawn = key
        if self.host is not None:
            session = self.host.session
            names = session.match.players
            own = session.table.seat if session.table is not None else 0
            invites = [{"seat": i["seat"], "who": i["name"], "url": i["link"], "taken": i.get("taken")} for i in self._invites()]
            signal = self._signal()
            markup = L.render_host_box(names[own], [names[s] for s in self.host.connected()], invites, lang,
                                       SIG.address(signal["server"]) if signal is not None else None, self.server_failed,
                                       self.relayed())
        elif self.guest is not None and self.session is not None and page.session is self.session:
            names = self.session.match.players
            reply = None if self.status in ENDED or self.reply is None else link_url(self.reply)
            markup = L.render_guest_box(names[self.guest.seat], host_name(self.invite or {}), self.status, reply, lang,
                                        self.invite)
        elif self.guest is not None:
            self._draw_join()
            return
        else:
            return
        set_html("friends-box", markup)
        show("friends-box", True)

    def accept_field(self) -> None:
        """The host's "Connect" button: the reply link pasted into the field."""
        try:
            self.api_acceptReply(value("live-reply"))
        except ValueError as exc:
            self.page.alert(T("ui.error.link", why=message_of(exc)))


def live_of(page: Any) -> LivePage:
    """The page's live side (made on first use)."""
    live = page.__dict__.get("live")
    if live is None:
        live = page.__dict__["live"] = LivePage(page)
        drawn_after = page.after_change

        def after_change(*args: Any, **kwargs: Any) -> None:
            live.push()  # the guests first: their pages draw while this one does (docs/benchmarks.md)
            drawn_after(*args, **kwargs)

        page.after_change = after_change
    return live
