"""Saved games in the browser's storage (ui/saves.py reads and lists them; this moves the text
in and out of localStorage), and the games that come from a link or an imported file."""

from __future__ import annotations

import json
import secrets
import time
from typing import Any

import mingtable
from mingtable.engine import jsontext
from mingtable.i18n import T
from mingtable.ui import friends as F
from mingtable.ui import saves as S
from mingtable.ui.screens import render_save_problem
from mingtable.ui.session import Session, load_session, resume_session
from mingtable.ui.share import decode_link

from .dom import Storage, StorageFull, set_html, show
from .messages import UserError

MAX_IMPORT_CHARS = 5_000_000   # an imported record file


def new_id() -> str:
    """The id of a new saved game."""
    return f"{int(time.time() * 1000):x}{secrets.token_hex(3)}"




class Saves:
    """localStorage: the open game's autosave, the saved games, and why the game on screen is
    not being saved (it stays on screen in ``#save-problem`` until a save succeeds)."""

    def __init__(self) -> None:
        self.store = Storage()
        self.writes = 0  # the write counter of the open game's save, as this tab last read or wrote it
        self.problem: str | None = None  # why the game is not being saved (screens.SAVE_PROBLEMS)
        self._wrote: tuple[str, str] | None = None  # the key and text of this tab's last autosave

    def set(self, key: str, text: str) -> bool:
        """Store ``text`` under ``key``; whether the browser took it."""
        try:
            self.store.set(key, text)
            return True
        except StorageFull:
            return False

    def show_problem(self, kind: str | None, lang: str) -> None:
        """Show (or clear) why the game is not being saved; it stays until a save succeeds."""
        if not self.store.available and kind is None:
            return  # saving stays off
        self.problem = kind
        set_html("save-problem", render_save_problem(kind, lang) if kind else "")
        show("save-problem", kind is not None)

    def autosave(self, session: Session, lang: str) -> bool:
        """Save ``session`` unless another tab has saved it since this tab read it; returns
        whether it is stored now."""
        if not self.store.available or self.problem == "conflict" or getattr(session.match, "mirror", False):
            return False  # a live game's guest has no record to save (ui/live.py)
        if self.saved_elsewhere(session):
            line = self.same_line(session)
            if line is None or line[1] > 0:
                self.show_problem("conflict", lang)
                return False
            self.writes = line[0].writes  # this tab's game holds all of that save and more
        saved = session.saved()
        saved.writes = self.writes + 1
        key, text = S.save_key(saved.id), saved.to_json()
        if not self.set(key, text):
            self.show_problem("full", lang)
            return False
        self.writes = saved.writes
        self._wrote = (key, text)
        if self.problem is not None:
            self.show_problem(None, lang)
        index, _ = S.parse_index(self.store.get(S.INDEX_KEY))
        if saved.id not in index:
            index = S.merge_index(index, self.store.keys())
            if saved.id not in index:
                index.append(saved.id)
            self.set(S.INDEX_KEY, json.dumps(index))
        return True

    def keep(self, session: Session, writes: int) -> bool:
        """Store ``session`` over its save (not the game on screen: a hop that came for a saved
        game) unless that save changed since it was read at ``writes``; whether it is stored."""
        key = S.save_key(session.save_id)
        if not self.store.available or S.stored_writes(self.store.get(key), session.save_id) != writes:
            return False
        saved = session.saved()
        saved.writes = writes + 1
        return self.set(key, saved.to_json())

    def saved_elsewhere(self, session: Session) -> bool:
        """Whether another tab has saved this game since this tab last read or wrote it."""
        key = S.save_key(session.save_id)
        text = self.store.get(key)
        if self._wrote == (key, text):
            return False  # what this tab wrote last: no need to read it again (at every decision)
        stored = S.stored_writes(text, session.save_id)
        return stored is not None and stored > self.writes

    def heard(self, session: Session, lang: str) -> bool:
        """Another tab changed the storage of the game on screen: whether this tab should go on
        from that save (its game with friends, with hops this tab has not taken yet); when the
        two games part, the page says so (the conflict) and this tab no longer saves."""
        if not self.saved_elsewhere(session):
            return False
        line = self.same_line(session)
        if line is None:
            self.show_problem("conflict", lang)
            return False
        if line[1] <= 0:
            self.writes = line[0].writes  # nothing this tab lacks
        return line[1] > 0

    def same_line(self, session: Session) -> tuple[S.SavedGame, int] | None:
        """The save of ``session``'s game with friends another tab wrote, when one of the two
        logs is the other's beginning (a Home tab, or another tab of the game, took in a hop
        through the relays: web/relays.py), with how many entries it holds beyond this tab's
        game (0 or fewer: this tab's holds it all). None for a game not with friends, or logs
        that part (then the tabs really differ: the conflict the page shows)."""
        table = session.table
        if table is None or table.live:  # (a live game's guest too: its table is the live one)
            return None
        try:
            stored = S.parse_save(self.store.get(S.save_key(session.save_id)), session.save_id)
        except S.SaveError:
            return None
        if stored.table is None or stored.table.id != table.id:
            return None
        mine, theirs = F.log_of(session.match.record(), table), F.log_of(stored.record, stored.table)
        if mine[:len(theirs)] != theirs[:len(mine)]:
            return None
        return stored, len(theirs) - len(mine)

    def read(self, save_id: str) -> tuple[Session, int]:
        """The saved game ``save_id`` replayed, and its write counter (raises ``SaveError``)."""
        if not S.valid_id(save_id):
            raise UserError(T("ui.error.no_save"))
        saved = S.parse_save(self.store.get(S.save_key(save_id)), save_id)
        try:
            session = resume_session(saved)
        except mingtable.BadRecord as exc:
            raise S.SaveError(T("ui.save.no_replay", why=exc.text)) from None
        return session, saved.writes

    def find_table(self, table_id: str) -> S.SavedGame | None:
        """This device's save of the game with friends ``table_id`` (None if it has none)."""
        for entry in self.entries():
            if (entry.get("summary") or {}).get("friends") == table_id:
                try:
                    return S.parse_save(self.store.get(S.save_key(entry["id"])), entry["id"])
                except S.SaveError:
                    return None
        return None

    def link_target(self, record: dict[str, Any]) -> S.SavedGame | None:
        """This device's save that a share link of ``record`` brings up to date
        (:func:`mingtable.ui.saves.link_target`), or None: the link makes a new save."""
        return S.link_target(self.games(), record)

    def games(self) -> list[S.SavedGame]:
        """Every saved game that can be read, each read once."""
        return S.saved_games(self.store.get(S.INDEX_KEY), self._stored())

    def _stored(self) -> dict[str, str | None]:
        return {k: self.store.get(k) for k in self.store.keys() if k.startswith(S.SAVE_PREFIX)}

    def entries(self) -> list[dict[str, Any]]:
        """The saved games for the home screen's list (damaged ones too)."""
        return S.list_entries(self.store.get(S.INDEX_KEY), self._stored())

    def stored_text(self, save_id: str | None) -> str:
        """A saved game's text as it is stored (also a damaged one), for Export."""
        text = self.store.get(S.save_key(str(save_id))) if S.valid_id(save_id) else None
        if text is None:
            raise UserError(T("ui.error.no_save"))
        return text

    def delete(self, save_id: str | None) -> bool:
        """Delete a saved game and its place in the index; whether ``save_id`` is an id at all."""
        return self.delete_many([save_id]) == 1

    def delete_many(self, save_ids: list[Any]) -> int:
        """Delete saved games and their places in the index (one write of the index); how many
        of ``save_ids`` were ids at all."""
        ids = [str(sid) for sid in save_ids if S.valid_id(sid)]
        for sid in ids:
            self.store.remove(S.save_key(sid))
        index, _ = S.parse_index(self.store.get(S.INDEX_KEY))
        kept = [sid for sid in index if sid not in ids]
        if kept != index:
            self.set(S.INDEX_KEY, json.dumps(kept))
        return len(ids)


def from_link(fragment: str, saves: Saves | None = None) -> tuple[Session, S.SavedGame | None]:
    """The game of a share link's ``#g=`` fragment, and the save of ``saves`` it brings up to
    date (None: it is a new save). An updated save keeps its id and how its game is seated on
    this device (open hands)."""
    record, bots = decode_link(fragment)
    session = load_session(record, bots, new_id())
    stored = saves.link_target(session.match.record()) if saves is not None and saves.store.available else None
    if stored is not None:
        session = Session(session.match, session.bots, stored.id, stored.open_hands)
    return session, stored


def from_file(text: str) -> Session:
    """The game of an imported record file."""
    try:
        record = jsontext.loads(text, max_chars=MAX_IMPORT_CHARS)
    except jsontext.JsonLimitError as exc:
        raise UserError(T("ui.error.file_limit", why=exc.text)) from None
    except ValueError:
        raise UserError(T("ui.error.file_json")) from None
    return load_session(record, None, new_id())
