"""Saved games in browser storage, as plain data (the web layer does the actual reads/writes).

Keys: ``mingtable.index`` holds a JSON list of save ids (newest first), each game lives under
``mingtable.save.<id>``, and ``mingtable.open`` names the game on screen, so a reload
returns to it. A damaged entry is reported and left alone; it never spoils the others.

Everything read back from storage is untrusted: :func:`parse_save` checks the size and nesting
of the text before parsing it, then the type and size of every value it keeps, and raises
:class:`SaveError` and nothing else. :func:`list_entries` builds the home screen's list and
never raises; :func:`group_entries` puts it under its headings (in progress, with friends,
finished, damaged), each newest first.

One entry per game: a share link (``#g=``) of a game this device has saved brings that save up
to date instead of adding another (:func:`link_target`); a game with friends is found by its
table id (``summary["friends"]``).

Each save carries a write counter (``writes``): a tab that finds a newer counter in storage
than the one it loaded knows another tab has moved on, and does not overwrite it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator, Mapping
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
    "players": lambda v: _is_names(v),
    "round": lambda v: v is None or _is_int(v),
    "over": lambda v: isinstance(v, bool),
    "actions": _is_int,
    # A game with friends: its table id (the same on every device); "turn" is who decided next
    # in saves made before issue 20 (now "to_play", for every game).
    "friends": _is_text,
    "turn": lambda v: v is None or _is_text(v),
    "your_turn": lambda v: isinstance(v, bool),  # a game with friends where this device's seat decides now
    # Who decides now (the names of the seats to move), and who won a finished game.
    "to_play": lambda v: _is_names(v),
    "winners": lambda v: _is_names(v),
}


def _is_names(value: Any) -> bool:
    return isinstance(value, list) and len(value) <= MAX_SEATS and all(_is_text(n) for n in value)


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
        except ValueError as exc:
            raise _damaged("ui.save.why.old_friends" if str(exc) == "old" else "ui.save.why.table") from None
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


def _each(index_text: str | None, stored: Mapping[str, str | None]) -> Iterator[tuple[str, SavedGame | SaveError]]:
    """Every stored save, read: ``(id, SavedGame)``, or ``(id, SaveError)`` for a damaged one."""
    index, _ = parse_index(index_text)
    for sid in merge_index(index, list(stored)):
        text = stored.get(save_key(sid))
        if text is None:
            continue
        try:
            yield sid, parse_save(text, sid)
        except SaveError as exc:
            yield sid, exc


def list_entries(index_text: str | None, stored: Mapping[str, str | None]) -> list[dict[str, Any]]:
    """The home screen's saved games, newest first; never raises.

    ``stored`` maps storage keys to their texts. Each entry is ``{"id", "summary", "updated"}``,
    or ``{"id", "error"}`` for a save that cannot be read (listed so it can be exported or
    deleted; ``error`` is a catalogue message).
    """
    entries: list[dict[str, Any]] = []
    for sid, saved in _each(index_text, stored):
        if isinstance(saved, SaveError):
            entries.append({"id": sid, "error": saved.text, "updated": 0.0})
        else:
            entries.append({"id": sid, "summary": saved.summary, "updated": saved.updated})
    entries.sort(key=lambda e: -e["updated"])
    return entries


GROUPS: tuple[str, ...] = ("playing", "friends", "finished", "damaged")
"""The headings of the saved games, in this order (texts: ``ui.saves.<group>``)."""


def group_of(entry: Mapping[str, Any]) -> str:
    """The heading of an entry of :func:`list_entries`: a damaged save; a finished game (with
    friends or not); a running game with friends (a ``friends`` mark in its summary); else a
    game in progress on this device."""
    if entry.get("error") is not None:
        return "damaged"
    summary = entry.get("summary") or {}
    if summary.get("over") is True:
        return "finished"
    if summary.get("friends"):
        return "friends"
    return "playing"


def group_entries(entries: Iterable[Mapping[str, Any]]) -> list[tuple[str, list[Mapping[str, Any]]]]:
    """``[(group, entries)]`` in the order of :data:`GROUPS` (the games with friends first when
    it is this device's turn in one of them), each group newest first (by ``updated``; equal
    times keep their order; with friends, those where it is this device's turn before the
    others); groups without entries are left out."""
    groups: dict[str, list[Mapping[str, Any]]] = {g: [] for g in GROUPS}
    for entry in sorted(entries, key=lambda e: -float(e.get("updated") or 0.0)):
        groups[group_of(entry)].append(entry)
    # the games with friends where it is this device's turn come first (issue 34, item 2)
    groups["friends"].sort(key=lambda e: not (e.get("summary") or {}).get("your_turn"))
    order = list(GROUPS)
    if groups["friends"] and (groups["friends"][0].get("summary") or {}).get("your_turn"):
        order.remove("friends")
        order.insert(0, "friends")  # a friend waits for this device: above the games played here
    return [(g, groups[g]) for g in order if groups[g]]


def finished_ids(entries: Iterable[Mapping[str, Any]]) -> list[str]:
    """The ids of the finished games among ``entries`` (never a damaged save)."""
    return [str(e["id"]) for e in entries if group_of(e) == "finished"]


GAME_FIELDS = ("version", "game", "options", "players", "seed")
"""What makes two records one game: the same record version, rules, options, names and seed."""


def same_game(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """Whether the records ``a`` and ``b`` are of one game (their decisions aside)."""
    return all(type(a.get(k)) is type(b.get(k)) and a.get(k) == b.get(k) for k in GAME_FIELDS)


def link_target(saves: Iterable[SavedGame], record: Mapping[str, Any]) -> SavedGame | None:
    """The save that a share link of ``record`` brings up to date, or None (the link opens as a
    new save).

    It is a save of the same game (:func:`same_game`), not a game with friends (those go by
    their table id), whose decisions the link holds, the same or more: opening one link twice
    finds the save the first opening made, and a link that goes on from a save continues it.
    A save with decisions the link lacks (played on since, or another course) is never
    overwritten. Of several, the one furthest on, then the newest.
    """
    actions = record.get("actions")
    if not isinstance(actions, list):
        return None
    best: SavedGame | None = None
    for saved in saves:
        mine = saved.record.get("actions")
        if saved.table is not None or not isinstance(mine, list) or not same_game(saved.record, record):
            continue
        if mine != actions[:len(mine)]:
            continue
        if best is None or (len(mine), saved.updated) > (len(best.record["actions"]), best.updated):
            best = saved
    return best


def saved_games(index_text: str | None, stored: Mapping[str, str | None]) -> list[SavedGame]:
    """Every save that can be read (damaged ones are left out)."""
    return [saved for _, saved in _each(index_text, stored) if isinstance(saved, SavedGame)]


def stored_writes(text: str | None, save_id: str) -> int | None:
    """The write counter of the stored save ``save_id``, or ``None`` if it is missing or damaged."""
    try:
        return parse_save(text, save_id).writes
    except SaveError:
        return None
