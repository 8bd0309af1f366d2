"""A signaling server for the live table (issue 22, item 2): the PeerJS server (npm ``peer``).

Without one, a live game's connections are signalled by links (the invitation carries the host's
offer, the guest's reply its answer). With one, the host's page registers at the server under a
random peer id, the invitation names the server and that id, and the guest's page connects
through the server: one invitation link suffices, and it serves again after a reload. The server
passes the connection's offers and answers (with the devices' network addresses) between the
two pages and so learns them, the peer ids and when each page is there; the game's messages go
over the direct connection and never pass it.

A server is ``{"host": str, "port": int, "path": str, "secure": bool}`` (the options of the
PeerJS client); a person types it as one address (``wss://signal.example.org:9000/``).
"""

from __future__ import annotations

import re
import secrets
from typing import Any

from mingtable.engine.errors import MingTableError
from mingtable.i18n import T, register

register({
    "ui.signal.bad": ("The signaling server's address could not be read: write it as wss://name:port/path.",
                      "Die Adresse des Signalisierungsservers ist nicht lesbar: Schreibe sie als "
                      "wss://name:port/pfad."),
})

_HOST = re.compile(r"^[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$|^\[[0-9A-Fa-f:.]{2,45}\]$")
_PATH = re.compile(r"^/[A-Za-z0-9._~/-]{0,99}$")
_PEER_ID = re.compile(r"^[A-Za-z0-9]{8,64}$")
SCHEMES = {"ws": False, "http": False, "wss": True, "https": True}


class SignalError(MingTableError):
    """A signaling server's address that cannot be used (a catalogue message)."""


def server_of(data: Any) -> dict[str, Any]:
    """A server checked field by field (raises :class:`SignalError`): a host name or address,
    a port, a path beginning with ``/`` and whether the connection is encrypted."""
    if not isinstance(data, dict) or set(data) - {"host", "port", "path", "secure"}:
        raise SignalError(T("ui.signal.bad"))
    host, port, path, secure = data.get("host"), data.get("port"), data.get("path", "/"), data.get("secure")
    if not isinstance(host, str) or not _HOST.match(host) or type(port) is not int or not 0 < port < 65536 \
            or not isinstance(path, str) or not _PATH.match(path) or type(secure) is not bool:
        raise SignalError(T("ui.signal.bad"))
    return {"host": host, "port": port, "path": path, "secure": secure}


def parse_server(text: Any) -> dict[str, Any] | None:
    """The server of a typed address (``ws://``, ``wss://``, ``http://`` or ``https://``; no
    scheme means ``wss``; the port defaults to the scheme's), or an object as the scripting API
    takes it; None for an empty one."""
    if text is None or (isinstance(text, str) and not text.strip()):
        return None
    if isinstance(text, dict):
        return server_of(text)
    if not isinstance(text, str) or len(text) > 300:
        raise SignalError(T("ui.signal.bad"))
    from urllib.parse import urlsplit  # here, not at start: its import is slow in the page (web/dom.py)

    text = text.strip()
    if "://" not in text:
        text = "wss://" + text
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        raise SignalError(T("ui.signal.bad")) from None
    scheme = parts.scheme.lower()
    if scheme not in SCHEMES or not parts.hostname or parts.query or parts.fragment or parts.username:
        raise SignalError(T("ui.signal.bad"))
    secure = SCHEMES[scheme]
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    return server_of({"host": host, "port": port or (443 if secure else 80), "path": parts.path or "/",
                      "secure": secure})


def address(server: dict[str, Any]) -> str:
    """The server as a person reads it: ``wss://host:port/path``."""
    return f'{"wss" if server["secure"] else "ws"}://{server["host"]}:{server["port"]}{server["path"]}'


def new_peer_id() -> str:
    """A peer id nobody can guess (the host's name at the server; 96 random bits)."""
    return "mt" + secrets.token_hex(12)


def peer_id_of(value: Any) -> str:
    """A peer id checked (raises :class:`SignalError`)."""
    if not isinstance(value, str) or not _PEER_ID.match(value):
        raise SignalError(T("ui.signal.bad"))
    return value
