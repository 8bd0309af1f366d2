"""Turns that travel by themselves through open Nostr relays (issue 34): the relays a game with
friends chose, and the channel its hops travel on there.

A game through relays is a game by links whose devices also publish each hop (the fragment of
the newest link, signed and hash-linked as every link is: ui/friends.py) to the relays, and take
in the hops the relays hold or pass on, each checked as if it came by link. On a relay a hop is
an event of the game's *topic*, its content encrypted with the game's *key* (AES-GCM,
assets/relays.mjs). The key is random, made with the game, and only the invitations carry it
(ui/friends.py ``through_relays``); the topic is a hash of it. So the game's devices can read
its hops, and neither a relay nor whoever saw only a turn link of the game can. (A game begun
before the key was made derives both from its id and the seats' commitments, which every link
carries.)
"""

from __future__ import annotations

import base64
import hashlib
import re
from typing import Any

from ..engine.errors import MingTableError
from ..i18n import T, register

MAX_RELAYS = 5
#: a relay's address as a person types it: ``wss://name[:port][/path]`` (``ws://`` for one on
#: this machine or network, as the tests' local relay)
_URL = re.compile(r"^wss?://(\[[0-9A-Fa-f:.]{2,45}\]|[A-Za-z0-9][A-Za-z0-9.-]{0,252})(:[0-9]{1,5})?(/[A-Za-z0-9._~/-]{0,200})?$")
#: well-known public relays, shown in the set-up form to choose from
DEFAULT_RELAYS = ("wss://relay.damus.io", "wss://nos.lol", "wss://relay.primal.net")

register({
    "ui.relays.bad": ("A relay could not be read ({what}): write wss://name/ (at most five relays).",
                      "Ein Relay ist nicht lesbar ({what}): Schreibe wss://name/ (höchstens fünf Relays)."),
    "ui.relays.live": ("A live game connects through relays or through a signaling server, not both: leave out one.",
                       "Ein Live-Spiel verbindet sich über Relays oder über einen Signalisierungsserver, nicht über "
                       "beide: Lass eines weg."),
    "ui.relays.alone": ("Relays carry the turns of a game with persons on other devices: give one seat remote: true.",
                        "Relays tragen die Züge eines Spiels mit Personen an anderen Geräten: Gib einem Platz remote: true."),
    "ui.relays.away": ("No relay of this game can be reached now: send the links by hand meanwhile (they work as "
                       "always), and check the relays' addresses if this stays.",
                       "Kein Relay dieses Spiels ist gerade erreichbar: Schicke die Links solange von Hand (sie "
                       "funktionieren wie immer) und prüfe die Adressen der Relays, wenn es so bleibt."),
    "ui.relays.client": ("This page could not load its relay client, so on this device the turns go by links "
                         "only: send them by hand (they work as always), and reload the page to try again.",
                         "Diese Seite konnte ihren Relay-Client nicht laden, darum gehen die Züge auf diesem Gerät "
                         "nur per Link: Schicke sie von Hand (sie funktionieren wie immer) und lade die Seite neu, "
                         "um es noch einmal zu versuchen."),
    "ui.relays.back": ("The relays of this game are reachable again: moves travel by themselves.",
                       "Die Relays dieses Spiels sind wieder erreichbar: Die Züge reisen von selbst."),
    "ui.relays.box": ("Turns travel through {n} {n:p:relay|relays}: {connected} connected now.",
                      "Die Züge reisen über {n} {n:p:Relay|Relays}: {connected} gerade verbunden."),
    "ui.relays.notify": ("Tell me when it is my turn", "Sag mir, wenn ich dran bin"),
    "ui.relays.ask": ("No move from {who}? Ask {who} for the link.", "Kein Zug von {who}? Bitte {who} um den Link."),
    "ui.relays.notify_hint": ("a notice from this browser when a move comes while this tab is in the background",
                              "eine Mitteilung dieses Browsers, wenn ein Zug kommt, während dieser Tab im Hintergrund ist"),
    "ui.relays.turn": ("Your turn in {title}", "Du bist dran bei {title}"),
    "ui.relays.fetching": ("Fetching the moves this device missed from the relays: a moment, please.",
                           "Die Züge, die dieses Gerät verpasst hat, kommen von den Relays: einen Moment bitte."),
    "ui.relays.refused": ("A move that came through a relay was refused, and nothing changed here: {why}",
                          "Ein Zug, der über ein Relay kam, wurde abgelehnt; hier hat sich nichts geändert: {why}"),
    "ui.relays.came": ("A move came through the relays: it is {other}'s turn.",
                       "Ein Zug kam über die Relays: {other} ist am Zug."),
    "ui.relays.your_turn": ("A move came through the relays: it is your turn.",
                            "Ein Zug kam über die Relays: Du bist am Zug."),
})


class RelayError(MingTableError):
    """Relays that cannot be used (a catalogue message)."""


def relay_urls(data: Any) -> list[str]:
    """The relays of a game as given (``newGame``'s ``relays``, a save, a link): at most
    :data:`MAX_RELAYS` ``ws(s)://`` addresses, each once, in their order; raises
    :class:`RelayError` naming the one that cannot be read."""
    if not isinstance(data, list) or len(data) > MAX_RELAYS:
        raise RelayError(T("ui.relays.bad", what=str(len(data)) if isinstance(data, list) else "?"))
    out: list[str] = []
    for url in data:
        if not isinstance(url, str) or not _URL.match(url):
            raise RelayError(T("ui.relays.bad", what=str(url)[:60]))
        if url not in out:
            out.append(url)
    return out


def channel(table_id: str, commitments: list[bytes | None], relays: list[str],
            key: bytes | None = None) -> dict[str, Any]:
    """What assets/relays.mjs needs for a game: its relays, its topic on them (hex, the events'
    ``d`` tag) and its key (base64, 32 bytes for AES-GCM). The key is the game's relay ``key``
    and the topic a hash of it; for a game without one (begun before), both are hashes of the
    game's id and the seats' commitments under their own labels."""
    if key is not None:
        topic = hashlib.sha256(b"Ming Table relay topic\0" + key).hexdigest()[:32]
        return {"urls": list(relays), "topic": topic, "key": base64.b64encode(key).decode()}
    ground = table_id.encode() + b"".join(c or bytes(32) for c in commitments)
    topic = hashlib.sha256(b"Ming Table relay topic\0" + ground).hexdigest()[:32]
    key = hashlib.sha256(b"Ming Table relay key\0" + ground).digest()
    return {"urls": list(relays), "topic": topic, "key": base64.b64encode(key).decode()}


def render_box(relays: int, connected: int, ask: bool, lang: str, fetching: bool = False,
               waiting_for: str | None = None) -> str:
    """The relays' line beside the game: how many carry its turns and are connected, while
    the page fetches what they hold (``fetching``) that it does, and while this device waits
    for ``waiting_for`` (a person's name) whose device has the game, and, if the browser has
    not been asked yet (``ask``), the button that asks for a notice when a move comes (issue
    34, items 2 and 5)."""
    from ..i18n import tr
    from ..markup import attrs, esc

    out = f'<p class="relay-status">{esc(tr(T("ui.relays.box", n=relays, connected=connected), lang))}</p>'
    if fetching:
        out += f'<p class="relay-status" role="status">{esc(tr(T("ui.relays.fetching"), lang))}</p>'
    if waiting_for is not None and not fetching:
        out += f'<p class="relay-status muted">{esc(tr(T("ui.relays.ask", who=waiting_for), lang))}</p>'
    if ask:
        hint = tr(T("ui.relays.notify_hint"), lang)
        out += (f'<button type="button" class="btn small"{attrs(data_relay_notify=True, title=hint)}>'
                f'{esc(tr(T("ui.relays.notify"), lang))}</button> <span class="muted">{esc(hint)}</span>')
    return out
