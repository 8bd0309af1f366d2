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

STUN and TURN servers (ICE servers) help devices on different networks find a way to each other:
a STUN server tells a device its address as the internet sees it, a TURN server relays the
messages where no direct way exists. A person types them as URLs (``stun:host:port``,
``turn:name:password@host:port``); they are kept with the live game and travel in its
invitations, since each guest's device needs the same servers.
"""

from __future__ import annotations

import re
import secrets
from typing import Any

from mingtable.engine.errors import MingTableError
from mingtable.i18n import T, register
from mingtable.ui.relays import RelayError, relay_urls

register({
    "ui.signal.bad_ice": ("A STUN or TURN server could not be read ({what}): write stun:name:port or "
                          "turn:user:password@name:port, at most four, separated by spaces.",
                          "Ein STUN- oder TURN-Server ist nicht lesbar ({what}): Schreibe stun:name:port oder "
                          "turn:nutzer:passwort@name:port, höchstens vier, durch Leerzeichen getrennt."),
    "ui.signal.bad": ("The signaling server's address could not be read: write it as wss://name:port/path.",
                      "Die Adresse des Signalisierungsservers ist nicht lesbar: Schreibe sie als "
                      "wss://name:port/pfad."),
})

_HOST = re.compile(r"^[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$|^\[[0-9A-Fa-f:.]{2,45}\]$")
_PATH = re.compile(r"^/[A-Za-z0-9._~/-]{0,99}$")
_PEER_ID = re.compile(r"^[A-Za-z0-9]{8,64}$")
SCHEMES = {"ws": False, "http": False, "wss": True, "https": True}
ICE_SCHEMES = ("stun", "stuns", "turn", "turns")
MAX_ICE = 4
_ICE_URL = re.compile(r"^(stuns?|turns?):(\[[0-9A-Fa-f:.]{2,45}\]|[A-Za-z0-9][A-Za-z0-9.-]{0,252})(:[0-9]{1,5})?"
                      r"(\?transport=(udp|tcp))?$")
_ICE_SECRET = re.compile(r"^[^\s\x00-\x1f]{1,128}$")


class SignalError(MingTableError):
    """A signaling server's address that cannot be used (a catalogue message)."""


def server_of(data: Any) -> dict[str, Any]:
    """A server checked field by field (raises :class:`SignalError`): a host name or address,
    a port, a path beginning with ``/`` and whether the connection is encrypted; or
    ``{"relays": [...]}``, open Nostr relays that carry the connection's set-up (issue 34,
    item 3: assets/live.mjs, encrypted under the host's peer id, which only the invitations
    carry)."""
    if isinstance(data, dict) and set(data) == {"relays"}:
        try:
            relays = relay_urls(data["relays"])
        except RelayError:
            raise SignalError(T("ui.signal.bad")) from None
        if not relays:
            raise SignalError(T("ui.signal.bad"))
        return {"relays": relays}
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
    """The server as a person reads it: ``wss://host:port/path`` (relays: their addresses)."""
    if "relays" in server:
        return " ".join(server["relays"])
    return f'{"wss" if server["secure"] else "ws"}://{server["host"]}:{server["port"]}{server["path"]}'


def new_peer_id() -> str:
    """A peer id nobody can guess (the host's name at the server; 96 random bits)."""
    return "mt" + secrets.token_hex(12)


def peer_id_of(value: Any) -> str:
    """A peer id checked (raises :class:`SignalError`)."""
    if not isinstance(value, str) or not _PEER_ID.match(value):
        raise SignalError(T("ui.signal.bad"))
    return value


def ice_servers_of(data: Any) -> list[dict[str, str]]:
    """ICE servers as ``RTCPeerConnection`` takes them (``{urls, username?, credential?}``),
    checked one by one (raises :class:`SignalError`): at most four, each one ``stun:``,
    ``stuns:``, ``turn:`` or ``turns:`` URL; a TURN server with its user name and password."""
    if not isinstance(data, list) or len(data) > MAX_ICE:
        raise SignalError(T("ui.signal.bad_ice", what=str(len(data)) if isinstance(data, list) else "?"))
    out: list[dict[str, str]] = []
    for server in data:
        url = server.get("urls") if isinstance(server, dict) else None
        if not isinstance(url, str) or not _ICE_URL.match(url) or set(server) - {"urls", "username", "credential"}:
            raise SignalError(T("ui.signal.bad_ice", what=str(url)[:60]))
        checked = {"urls": url}
        for part in ("username", "credential"):
            if part in server:
                if not isinstance(server[part], str) or not _ICE_SECRET.match(server[part]):
                    raise SignalError(T("ui.signal.bad_ice", what=url))
                checked[part] = server[part]
        out.append(checked)
    return out


def parse_ice(text: str) -> list[dict[str, str]]:
    """The ICE servers of a typed list (URLs separated by spaces or commas; a TURN server's user
    name and password before its host: ``turn:name:password@host:3478``); raises
    :class:`SignalError` for one that cannot be read."""
    servers: list[dict[str, str]] = []
    for word in text.replace(",", " ").split():
        scheme, _, rest = word.partition(":")
        if scheme.lower() not in ICE_SCHEMES:
            raise SignalError(T("ui.signal.bad_ice", what=word.rpartition("@")[2][:60]))
        server: dict[str, str] = {}
        if "@" in rest:
            user, _, rest = rest.rpartition("@")
            name, _, password = user.partition(":")
            server = {"username": name, "credential": password}
        servers.append({"urls": f"{scheme.lower()}:{rest}", **server})
    return ice_servers_of(servers)


def ice_names(servers: list[dict[str, str]]) -> str:
    """The ICE servers as a person reads them (their URLs, no password)."""
    return ", ".join(server["urls"] for server in servers)
