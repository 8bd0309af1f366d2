"""A guest's side of the live table on the page (ui/live.py; the host's side is web/live.py).

The guest's page has no match: a :class:`mingtable.ui.live.MirrorMatch` shows the host's last
``state``. It plays a decision's ``steps`` as the host's page plays its own (pacing), tells the
host whether it wants them (``pace``, after every call: the speed may have changed), and keeps
its invitation in the tab's ``sessionStorage`` (``assets/live.mjs``), so a reload rejoins the
seat: through a signaling server at once with the same invitation; with link signaling, whose
offer served once, the page says to ask the host for the new invitation its page shows.
Through relays the guest's page also finds its host again by itself after a dropped connection
and when the host left and opens the game again (it keeps offering: assets/live.mjs).
"""

from __future__ import annotations

import json
from typing import Any

from mingtable.engine.errors import MingTableError
from mingtable.i18n import KEY, T, register, tr
from mingtable.markup import esc
from mingtable.ui import live as L
from mingtable.ui import pacing as P
from mingtable.ui.session import Frame, Session
from mingtable.ui.share import b64encode

from .dom import js_hook, set_html
from .friends import link_url
from .rehearsal import REHEARSALS

HOST = "host"  # a guest's one connection

register({
    "ui.live.used": ("This page was reloaded, and its invitation has served once: ask {host} for your new "
                     "invitation (their page shows it now) and open it here.",
                     "Diese Seite wurde neu geladen, und ihre Einladung hat schon einmal gedient: Bitte {host} "
                     "um deine neue Einladung (ihre Seite zeigt sie jetzt) und öffne sie hier."),
})


def host_name(invite: dict[str, Any]) -> str:
    """The host's name: the invitation's host seat, else the first seat that is not the guest's own."""
    names = invite.get("p") or []
    host = invite.get("h")
    if type(host) is int and 0 <= host < len(names):
        return str(names[host])
    return str(next((n for i, n in enumerate(names) if i != invite.get("t")), ""))


def _steps(msg: dict[str, Any]) -> list[Frame]:
    """The steps of a ``state`` message as frames (none if anything in them is malformed)."""
    steps = msg.get("steps")
    if not isinstance(steps, list):
        return []
    frames = [Frame(s["view"], s["log_len"]) for s in steps
              if isinstance(s, dict) and isinstance(s.get("view"), dict) and type(s.get("log_len")) is int]
    return frames if len(frames) == len(steps) else []


class GuestSide:
    """The guest's half of :class:`mingtable.web.live.LivePage` (its attributes are set there)."""

    page: Any
    guest: L.LiveGuest | None
    invite: dict[str, Any] | None
    reply: str | None
    status: str
    session: Session | None
    _drawn: Any

    def end(self) -> None: ...  # noqa: D102 - LivePage's

    def api_acceptReply(self, link: str) -> dict[str, Any]: ...  # noqa: D102,N802 - LivePage's

    def relayed(self) -> bool: ...  # noqa: D102 - LivePage's (web/live_signal.py)

    def open_link(self, fragment: str) -> None:
        """A live invitation (this device becomes that seat's guest) or a guest's reply (on the host)."""
        if fragment.startswith("#" + L.REPLY_PREFIX):
            self.api_acceptReply(fragment)
            return
        invite = L.read_invitation(fragment)
        remembered = js_hook("__mtLiveRemembered")
        used = isinstance(remembered, str) and remembered == "1 " + fragment  # joined with it before a reload
        self.end()
        self.invite = invite
        self.guest = L.LiveGuest(invite["t"], invite["k"], invite["id"])
        self.status = "ui.live.answering"
        page = self.page
        page.session = None
        page.show_screen("setup")
        page.screen = "live"  # the set-up screen's place shows the join box, not the set-up form
        self._pace_sent: bool | None = None
        if "pid" in invite:  # through the host's signaling server or relays: no reply link, and it serves again
            self.status = "ui.live.connecting_relays" if self.relayed() else "ui.live.connecting"
            js_hook("__mtLiveRemember", "0 " + fragment)
            js_hook("__mtLivePeerJoin", HOST, json.dumps(invite["srv"]), invite["pid"], json.dumps(invite["ice"]))
        elif used:
            self.status = "ui.live.used"
            js_hook("__mtLiveRemember", "")
        else:
            js_hook("__mtLiveRemember", "0 " + fragment)
            js_hook("__mtLiveAnswer", HOST, invite["sdp"], json.dumps(invite["ice"]))
        self._draw_join()
        js_hook("__mtIdle", "liveRehearse", REHEARSALS)  # while it connects (web/live.py)

    def wants_steps(self) -> bool:
        """This page shows decisions step by step (its speed is not instant)."""
        return P.step_ms(self.page.pacing.speed) > 0

    def guest_open(self) -> None:
        """The channel to the host opened: say hello with the invitation's key and this device's."""
        guest = self.guest
        assert guest is not None
        self._pace_sent = self.wants_steps()
        # assets/live.mjs signs it with this device's key (WebCrypto) and sends it
        js_hook("__mtLiveHello", HOST, guest.hello(self._pace_sent), b64encode(L.hello_data(guest.table_id, guest.seat)))
        remembered = js_hook("__mtLiveRemembered")
        if isinstance(remembered, str) and remembered.startswith("0 "):
            js_hook("__mtLiveRemember", "1 " + remembered[2:])  # a reload now rejoins (or is told how)
        if self.status in ("ui.live.host_paused", "ui.live.finding"):  # through relays: found again by itself
            self.page.alert("")  # what it said no longer holds
            self.page.notice(T("ui.live.host_back"))
        self.status = "ui.live.guest_connected"
        guest.host_left = False
        self._drawn = None

    def guest_closed(self) -> None:
        """The connection to the host closed: through relays this page finds the host again by
        itself (assets/live.mjs offers anew), else a reload or a new invitation rejoins."""
        guest = self.guest
        if guest is None or self.status in ("ui.live.host_left", "ui.live.host_paused"):
            return
        if self.relayed():
            self.status = "ui.live.finding"
        else:
            self.status = "ui.live.lost_peer" if self.invite is not None and "pid" in self.invite else "ui.live.lost"
        guest.host_left = True  # nothing reaches the host: a view only until it is back
        self._drawn = None
        if self.session is not None and self.page.session is self.session:
            self.page.render()

    def guest_sync(self) -> None:
        """After every call: tell the host when this page's wish for steps changed (the speed)."""
        if self.guest is None or self.status != "ui.live.guest_connected":
            return
        wants = self.wants_steps()
        if wants != getattr(self, "_pace_sent", None):
            self._pace_sent = wants
            js_hook("__mtLiveSend", HOST, self.guest.pace(wants))

    def _guest_message(self, text: str) -> None:
        guest = self.guest
        assert guest is not None
        try:
            msg = guest.receive(text)
        except MingTableError as exc:
            self.page.alert(T("ui.error.move", why=exc.text))
            return
        page = self.page
        if msg["type"] == "error":
            page.alert(T("ui.error.move", why=msg.get("error")))
            error = msg.get("error")
            if isinstance(error, dict) and error.get(KEY) == "ui.live.seat_taken":  # not seated: the box says so
                self.status = "ui.live.refused"
                js_hook("__mtLiveRemember", "")
                self._drawn = None
                self._draw_join()
        elif msg["type"] == "bye" and self.relayed():
            # the host left: this page keeps its invitation and offers again until the host's page,
            # opening the game again from its save, answers (assets/live.mjs)
            self.status = "ui.live.host_paused"
            js_hook("__mtLiveClose", HOST)
            page.alert(T("ui.live.view_waits"))
            if self.session is not None and page.session is self.session:
                page.render()  # a view only until then
        elif msg["type"] == "bye":
            self.status = "ui.live.host_left"
            js_hook("__mtLiveRemember", "")
            page.alert(T("ui.live.view_only"))
            if self.session is not None and page.session is self.session:
                page.render()  # a view only: nothing to click
        elif msg["type"] == "state":
            if self.session is None or page.session is not self.session:
                self._open_guest_session()
            else:
                page.finish_playback()  # steps still showing end first
                self.session.frames = _steps(msg)
                page.after_change(save=False)
        self._drawn = None

    def _open_guest_session(self) -> None:
        guest = self.guest
        assert guest is not None
        self.session = L.mirror_session(guest, lambda text: js_hook("__mtLiveSend", HOST, text))
        page = self.page
        page.session = self.session
        page.play.open(self.session)
        page.show_screen("play")
        page.after_change(save=False)

    def _draw_join(self) -> None:
        """The guest's screen before the game comes: the reply to send the host, or how it connects."""
        invite = self.invite
        if invite is None or self.page.session is not None:
            return
        lang = self.page.lang
        names = invite["p"]
        seat, host = invite["t"], host_name(invite)
        reply = link_url(self.reply) if self.reply is not None else None
        body = L.render_guest_box(names[seat], host, self.status, reply, lang, invite)
        heading = esc(tr(T("ui.live.joining", host=host, who=names[seat]), lang))
        set_html("screen-setup", f'<h2>{heading}</h2><div class="friends-box live-box">{body}</div>')
