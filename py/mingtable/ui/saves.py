"""Saved games in browser storage, as plain data (the web layer does the actual reads/writes).

Keys: ``mingtable.index`` holds a JSON list of save ids (newest first), each game lives under
``mingtable.save.<id>``, and ``mingtable.open`` names the game on screen, so a reload
returns to it. A damaged entry is reported and left alone; it never spoils the others.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from .share import BOT_KINDS

INDEX_KEY = "mingtable.index"
OPEN_KEY = "mingtable.open"
SAVE_PREFIX = "mingtable.save."
SAVE_FORMAT = "mingtable-save"
SAVE_VERSION = 1
_ID = re.compile(r"^[A-Za-z0-9_-]{1,40}$")


class SaveError(ValueError):
    """A saved game that cannot be read (damaged, tampered or from another program)."""


@dataclass
class SavedGame:
    """One saved game: the engine record, who is a bot, and a summary for the list."""

    id: str
    record: dict[str, Any]
    bots: list[str | None]
    updated: float = 0.0
    summary: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "version": SAVE_VERSION,
                "id": self.id,
                "updated": self.updated,
                "summary": self.summary,
                "bots": self.bots,
                "record": self.record,
            },
            separators=(",", ":"),
            ensure_ascii=False,
        )


def save_key(save_id: str) -> str:
    return SAVE_PREFIX + save_id


def valid_id(save_id: Any) -> bool:
    return isinstance(save_id, str) and bool(_ID.match(save_id))


def parse_save(text: str | None, save_id: str) -> SavedGame:
    """Read one stored game; raise :class:`SaveError` with a clear reason if it is damaged."""
    if text is None:
        raise SaveError("This saved game is missing from the browser storage.")
    try:
        data = json.loads(text)
    except ValueError:
        raise SaveError("This saved game is damaged (it is not valid JSON).") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("This saved game is damaged (it is not a Ming Table save).")
    if data.get("version") != SAVE_VERSION:
        raise SaveError(f"This saved game has an unsupported version {data.get('version')!r}.")
    if data.get("id") != save_id:
        raise SaveError("This saved game is damaged (its id does not match its key).")
    record = data.get("record")
    if not isinstance(record, dict) or record.get("format") != "mingtable-record":
        raise SaveError("This saved game is damaged (it holds no game record).")
    players = record.get("players")
    if not isinstance(players, list) or not players:
        raise SaveError("This saved game is damaged (it has no players).")
    bots = data.get("bots")
    if not isinstance(bots, list) or len(bots) != len(players) or any(b is not None and b not in BOT_KINDS for b in bots):
        raise SaveError("This saved game is damaged (its bot seats are invalid).")
    summary = data.get("summary") if isinstance(data.get("summary"), dict) else {}
    updated = data.get("updated")
    return SavedGame(save_id, record, bots, float(updated) if isinstance(updated, (int, float)) else 0.0, summary)


def parse_index(text: str | None) -> tuple[list[str], bool]:
    """The list of save ids in the index, and whether the index itself was damaged."""
    if text is None:
        return [], False
    try:
        data = json.loads(text)
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
