"""Share links: a record (plus who is a bot) compressed into the URL fragment ``#g=...``.

The payload is the record JSON with an optional ``"bots"`` list, zlib-compressed and
base64url-encoded without padding. Decoding checks every layer and raises
:class:`ShareError` with a message a player can understand.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Any

from ..engine import jsontext
from ..engine.errors import MingTableError, echo
from ..i18n import T
from . import texts as _texts  # noqa: F401 - registers the ui.* texts
from .levels import SEAT_KINDS as BOT_KINDS

PREFIX = "g="
MAX_LINK_CHARS = 200_000
MAX_JSON_BYTES = 2_000_000


class ShareError(MingTableError):
    """A share link that is truncated, tampered with or not a Ming Table game (a ``ValueError``
    whose message is a catalogue message)."""


def encode_link(record: dict[str, Any], bots: list[str | None] | None = None) -> str:
    """The fragment (without ``#``) that carries ``record`` and the bot seats."""
    payload = dict(record)
    if bots is not None and any(bots):
        payload["bots"] = list(bots)
    # ASCII JSON: any text (even a lone surrogate, which UTF-8 cannot hold) travels as an escape.
    text = json.dumps(payload, separators=(",", ":"), ensure_ascii=True)
    return PREFIX + b64encode(zlib.compress(text.encode("utf-8"), 9))


def decode_link(fragment: str) -> tuple[dict[str, Any], list[str | None] | None]:
    """Parse a fragment (with or without ``#``) into ``(record, bots)``; raise :class:`ShareError`."""
    raw = inflate(fragment, PREFIX, MAX_JSON_BYTES)
    try:
        payload = jsontext.loads(raw.decode("utf-8"))
    except ValueError:  # UnicodeDecodeError too
        raise ShareError(T("ui.link.not_record")) from None
    if not isinstance(payload, dict):
        raise ShareError(T("ui.link.no_record"))
    bots = payload.pop("bots", None)
    return payload, check_bots(bots, payload.get("players"))


def inflate(fragment: str, prefix: str, limit: int, raw: bool = False) -> bytes:
    """The bytes a link's fragment ``<prefix><base64url>`` carries, deflated (zlib, or raw
    deflate with ``raw``) and at most ``limit`` bytes; raises :class:`ShareError` naming the
    layer that is damaged."""
    text = (fragment or "").strip()
    if text.startswith("#"):
        text = text[1:]
    if not text.startswith(prefix):
        raise ShareError(T("ui.link.none"))
    data = text[len(prefix):].rstrip("=")
    if not data:
        raise ShareError(T("ui.link.empty"))
    if len(data) > MAX_LINK_CHARS:
        raise ShareError(T("ui.link.long"))
    if any(c not in _ALPHABET for c in data):
        raise ShareError(T("ui.link.chars"))
    try:
        packed = b64decode(data)
    except ValueError:
        raise ShareError(T("ui.link.decode")) from None
    try:
        inflater = zlib.decompressobj(-15 if raw else 15)
        out = inflater.decompress(packed, limit)
        if inflater.unconsumed_tail:
            raise ShareError(T("ui.link.too_much"))
        if not inflater.eof:
            raise ShareError(T("ui.link.cut"))
    except zlib.error:
        raise ShareError(T("ui.link.unpack")) from None
    return out


def b64encode(data: bytes) -> str:
    """base64url without padding."""
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def b64decode(text: str) -> bytes:
    """The bytes of base64url text with or without padding (``ValueError`` if it is not)."""
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise ValueError("not base64url") from None


def check_bots(bots: Any, players: Any) -> list[str | None] | None:
    """Validate a ``bots`` list (one entry per seat: ``None`` or a seat kind of :mod:`.levels`)."""
    if bots is None:
        return None
    count = len(players) if isinstance(players, list) else None
    if not isinstance(bots, list) or (count is not None and len(bots) != count):
        raise ShareError(T("ui.link.bots"))
    for kind in bots:
        if kind is not None and kind not in BOT_KINDS:
            raise ShareError(T("ui.link.bot_kind", kind=echo(kind)))
    return list(bots)


_ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
