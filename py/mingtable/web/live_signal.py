"""How a live game's connections are set up, on the page (web/live.py): the host's registration
at its signaling server (a PeerJS server) or its Nostr relays (issue 34, item 3), a guest's
connecting through them, and what the page says when they cannot be reached. assets/live.mjs
judges the relays by their connections (``livePeerOpen`` once one is connected, ``livePeerError``
with ``kind`` "relays" when none is, at first or later: it tries again by itself)."""

from __future__ import annotations

from typing import Any

from mingtable.i18n import T
from mingtable.ui import live as L
from mingtable.ui import signaling as SIG

from .live_guest import host_name


class SignalSide:
    """The signaling half of :class:`mingtable.web.live.LivePage` (its attributes are set there)."""

    page: Any
    host: L.LiveHost | None
    guest: L.LiveGuest | None
    invite: dict[str, Any] | None
    offers: dict[int, tuple[str, str | None]]
    status: str
    peer_open: bool
    server_failed: str | None
    _drawn: Any

    def _signal(self) -> dict[str, Any] | None:
        """The server or relays of the game this device hosts (``{server, id}``), if any."""
        table = self.host.session.table if self.host is not None else None
        return table.signal if table is not None else None

    def signal_server(self) -> Any:
        """The signaling server (ui/signaling.py; ``{"relays": [...]}`` for relays) of the live
        game this device hosts or joined, if one set up its connections."""
        if self.host is not None:
            signal = self._signal()
            return signal["server"] if signal is not None else None
        return (self.invite or {}).get("srv")

    def relayed(self) -> bool:
        """Relays set up the connections of the live game this device hosts or joined."""
        server = self.signal_server()
        return isinstance(server, dict) and "relays" in server

    def _ours(self, conn: str) -> bool:
        """A connection of the game this device hosts: one of its offers or, with a signaling
        server or relays, any guest that connected through them (it plays a seat once its
        ``hello`` shows a key)."""
        return any(c == conn for c, _ in self.offers.values()) or (self._signal() is not None and conn.startswith("peer-"))

    def api_livePeerOpen(self, id: str = "") -> None:  # noqa: N802, A002
        """The host's peer is registered at its signaling server, or one of its relays is
        connected: the invitations are ready. On a guest: a relay is connected (again)."""
        if self.host is not None:
            if self.server_failed is not None:
                self.page.alert("")  # what it said no longer holds
            self.peer_open = True
            self.server_failed = None
            self._drawn = None
        elif self.guest is not None and self.status == "ui.live.relays_failed":
            self.page.alert("")
            self.status = "ui.live.connecting_relays"
            self._drawn = None

    def api_livePeerError(self, kind: str = "", why: str = "") -> None:  # noqa: N802
        """The signaling server refused or could not be reached, no relay can be reached, or a
        guest's host is not there. The host's box and an alert say which: no invitation can be
        made, or (lost after it served) nobody can join until it is back."""
        if self.guest is not None:
            if kind == "relays" or self.relayed():
                if self.status == "ui.live.guest_connected":
                    return  # connected directly: the relays are needed again only to reconnect
                self.status = "ui.live.relays_failed"
                invite = self.invite or {}
                self.page.alert(T(self.status, host=host_name(invite), address=SIG.address(invite["srv"])))
            else:
                self.status = "ui.live.host_away" if kind == "peer-unavailable" else "ui.live.server_failed"
            self._drawn = None
            return
        signal = self._signal()
        if signal is None:
            return
        lost, unreachable = (("ui.live.relays_lost", "ui.live.relays_unreachable") if "relays" in signal["server"]
                             else ("ui.live.server_lost", "ui.live.server_unreachable"))
        self.server_failed = lost if self.peer_open else unreachable
        self.peer_open = False
        self._drawn = None
        self.page.alert(T(self.server_failed, address=SIG.address(signal["server"])))
