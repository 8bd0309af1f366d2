"""Saved games in browser storage, as plain data (the web layer does the actual reads/writes).

Keys: ``mingtable.index`` holds a JSON list of save ids (newest first), each game lives under
``mingtable.save.<id>``, and ``mingtable.open`` names the game on screen, so a reload
returns to it. A damaged entry is reported and left alone; it never spoils the others.

Everything read back from storage is untrusted: :func:`parse_save` checks the size and nesting
of the text before parsing it, then the type and size of every value it keeps, and raises
:class:`SaveError` and nothing else. :func:`list_entries` builds the home screen's list and
never raises.

Each save carries a write counter (``writes``): a tab that finds a newer counter in storage
than the one it loaded knows another tab has moved on, and does not overwrite it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..engine import jsontext
from ..engine.errors import MingTableError
from ..i18n import LANGS, T
from . import texts as _texts  # noqa: F401 - registers the ui.* texts
from .friends import REMOTE, Table
from .share import BOT_KINDS

INDEX_KEY = "mingtable.index"
OPEN_KEY = "mingtable.open"
SAVE_PREFIX = "mingtable.save."
SAVE_FORMAT = "mingtable-save"
SAVE_VERSION = 1
_ID = re.compile(r"^[A-Za-z0-9_-]{1,40}$")

MAX_SAVE_CHARS = 2_000_000   # a long real game is well under 100 KB
MAX_INDEX_CHARS = 100_000    # 2,000 ids
MAX_SEATS = 8
MAX_TEXT = 200               # a title, name or status line in the summary
MAX_COUNT = 10_000_000       # rounds, actions and writes
MAX_TIME = 100_000_000_000.0  # seconds since 1970 (year 5138)


class SaveError(MingTableError):
    """A saved game that cannot be read (damaged, tampered or from another program); its
    message is a catalogue message (``str()`` English, ``text_in(lang)``)."""


@dataclass
class SavedGame:
    """One saved game: the engine record, who is a bot, and a summary for the list."""

    id: str
    record: dict[str, Any]
    bots: list[str | None]
    updated: float = 0.0
    summary: dict[str, Any] = field(default_factory=dict)
    writes: int = 0
    open_hands: bool = False  # a friendly hot-seat game: no curtain (how the game is seated, not a rule)
    table: Table | None = None  # a game with friends: this device's seat and keys (ui/friends.py)

    def to_json(self) -> str:
        data = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "id": self.id,
            "updated": self.updated,
            "writes": self.writes,
            "summary": self.summary,
            "bots": self.bots,
            "record": self.record,
        }
        if self.open_hands:
            data["open_hands"] = True
        if self.table is not None:
            data["table"] = self.table.to_json()
        return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def save_key(save_id: str) -> str:
    return SAVE_PREFIX + save_id


def valid_id(save_id: Any) -> bool:
    return isinstance(save_id, str) and bool(_ID.match(save_id))


def _damaged(why: Any) -> SaveError:
    """``why`` is a ``ui.save.why.*`` key or a message."""
    return SaveError(T("ui.save.is_damaged", why=T(why) if isinstance(why, str) else why))


def _is_int(value: Any, low: int = 0, high: int = MAX_COUNT) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _is_text(value: Any) -> bool:
    return isinstance(value, str) and len(value) <= MAX_TEXT


# What the save list shows, and the test each stored summary value must pass.
_SUMMARY_FIELDS = {
    "game": _is_text,
    "title": _is_text,
    # The game's own status line: {"en": ..., "de": ...} (before issue 7: one English text).
    "status": lambda v: _is_text(v) or (isinstance(v, dict) and len(v) <= len(LANGS)
                                        and all(k in LANGS and _is_text(t) for k, t in v.items())),
    "players": lambda v: isinstance(v, list) and len(v) <= MAX_SEATS and all(_is_text(n) for n in v),
    "round": lambda v: v is None or _is_int(v),
    "over": lambda v: isinstance(v, bool),
    "actions": _is_int,
    # A game with friends: its table id (the same on every device) and who decides now.
    "friends": _is_text,
    "turn": lambda v: v is None or _is_text(v),
}


def _summary(value: Any) -> dict[str, Any]:
    """The summary's known fields, each checked by type and size (unknown fields are dropped)."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise _damaged("ui.save.why.summary")
    for name, ok in _SUMMARY_FIELDS.items():
        if name in value and not ok(value[name]):
            raise _damaged(T("ui.save.why.summary_field", name=repr(name)))
    return {name: value[name] for name in _SUMMARY_FIELDS if name in value}


def _updated(value: Any) -> float:
    if value is None:
        return 0.0
    # int/float comparisons are exact: a 400-digit int or 1e999 is out of range, not an error.
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= MAX_TIME:
        raise _damaged("ui.save.why.time")
    return float(value)


def parse_save(text: str | None, save_id: str) -> SavedGame:
    """Read one stored game; raise :class:`SaveError` (and nothing else) if it is damaged.

    The record itself is checked only in outline here; replaying it (``mingtable.load``) is
    the full check, done when the game is continued.
    """
    if text is None:
        raise SaveError(T("ui.save.missing"))
    try:
        data = jsontext.loads(text, max_chars=MAX_SAVE_CHARS)
    except jsontext.JsonLimitError as exc:
        raise _damaged(exc.text) from None
    except ValueError:
        raise _damaged("ui.save.why.json") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise _damaged("ui.save.why.format")
    version = data.get("version")
    if type(version) is not int or version != SAVE_VERSION:  # not 1.0 or true (issue 19, item 7)
        raise SaveError(T("ui.save.version", version=version) if _is_int(version) else T("ui.save.version_unknown"))
    if data.get("id") != save_id:
        raise _damaged("ui.save.why.id")
    record = data.get("record")
    if not isinstance(record, dict) or record.get("format") != "mingtable-record":
        raise _damaged("ui.save.why.record")
    players = record.get("players")
    if not isinstance(players, list) or not 1 <= len(players) <= MAX_SEATS:
        raise _damaged("ui.save.why.players")
    table = None
    if "table" in data:
        try:
            table = Table.from_json(data["table"], len(players))
        except ValueError:
            raise _damaged("ui.save.why.table") from None
    kinds = (*BOT_KINDS, REMOTE) if table is not None else BOT_KINDS
    bots = data.get("bots")
    if not isinstance(bots, list) or len(bots) != len(players) or \
            any(b is not None and (not isinstance(b, str) or b not in kinds) for b in bots):
        raise _damaged("ui.save.why.bots")
    writes = data.get("writes", 0)
    if not _is_int(writes):
        raise _damaged("ui.save.why.writes")
    return SavedGame(save_id, record, bots, _updated(data.get("updated")), _summary(data.get("summary")), writes,
                     open_hands=data.get("open_hands") is True,  # anything else: the curtain stays
                     table=table)


def parse_index(text: str | None) -> tuple[list[str], bool]:
    """The list of save ids in the index, and whether the index itself was damaged."""
    if text is None:
        return [], False
    try:
        data = jsontext.loads(text, max_chars=MAX_INDEX_CHARS)
    except ValueError:
        return [], True
    if not isinstance(data, list):
        return [], True
    ids = [x for x in data if valid_id(x)]
    return list(dict.fromkeys(ids)), len(ids) != len(data)


def merge_index(index: list[str], stored_keys: list[str]) -> list[str]:
    """The index plus any save found in storage but missing from it (e.g. after damage)."""
    seen = list(index)
    for key in sorted(stored_keys):
        if key.startswith(SAVE_PREFIX):
            save_id = key[len(SAVE_PREFIX):]
            if valid_id(save_id) and save_id not in seen:
                seen.append(save_id)
    return seen


def list_entries(index_text: str | None, stored: Mapping[str, str | None]) -> list[dict[str, Any]]:
    """The home screen's saved games, newest first; never raises.

    ``stored`` maps storage keys to their texts. Each entry is ``{"id", "summary", "updated"}``,
    or ``{"id", "error"}`` for a save that cannot be read (listed so it can be exported or
    deleted; ``error`` is a catalogue message).
    """
    index, _ = parse_index(index_text)
    entries: list[dict[str, Any]] = []
    for sid in merge_index(index, list(stored)):
        text = stored.get(save_key(sid))
        if text is None:
            continue
        try:
            saved = parse_save(text, sid)
        except SaveError as exc:
            entries.append({"id": sid, "error": exc.text, "updated": 0.0})
        else:
            entries.append({"id": sid, "summary": saved.summary, "updated": saved.updated})
    entries.sort(key=lambda e: -e["updated"])
    return entries


def stored_writes(text: str | None, save_id: str) -> int | None:
    """The write counter of the stored save ``save_id``, or ``None`` if it is missing or damaged."""
    try:
        return parse_save(text, save_id).writes
    except SaveError:
        return None
