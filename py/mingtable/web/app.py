"""The app in the page: screens, clicks, autosave, links, bots and the scripting API.

assets/mingtable.js owns the event listeners and timers; it calls :meth:`App.call` with a
method name and a JSON string, and gets a JSON string back (no proxies cross the boundary
except that one function, which is kept alive for the page's life).
"""

from __future__ import annotations

import json
import secrets
import time
import traceback
from typing import Any

import mingtable
from mingtable.ui import games as G
from mingtable.engine import jsontext
from mingtable.ui import saves as S
from mingtable.ui import setup as F
from mingtable.ui.markup import esc
from mingtable.ui.screens import EXPORT_NOTE, curtain_text, render_games, render_save_problem, render_saves, render_share_box
from mingtable.ui.session import Session, load_session, new_session
from mingtable.ui.share import ShareError, decode_link, encode_link

from .dom import Storage, StorageFull, checked, el, js_hook, set_html, set_text, show, value

BOT_DELAY_MS = 150      # a bot's move when people are watching
BOT_DELAY_ALONE_MS = 0  # bots among themselves
RENDER_EVERY_S = 0.12   # while bots play on, redraw at most this often
STATIC_GAME = "ming-dynastie"  # the board baked into index.html
MAX_ARGS_CHARS = 10_000_000    # a call from JavaScript (a record passed to load is the largest)
MAX_IMPORT_CHARS = 5_000_000   # an imported record file


class UserError(ValueError):
    """A problem to tell the player in the alert region."""


def _new_id() -> str:
    return f"{int(time.time() * 1000):x}{secrets.token_hex(3)}"


class App:
    """All state of the page; one instance per page."""

    def __init__(self) -> None:
        self.store = Storage()
        self.session: Session | None = None
        self.screen = "home"
        self.setup_forms: dict[str, F.SetupState] = {}
        self.setup_game = "ming-dynastie"
        self.board_game = STATIC_GAME
        self.over_dismissed = False
        self._log_len = 0
        self._last_render = 0.0
        self._dirty = False
        self.writes = 0  # the write counter of the open game's save, as this tab last read or wrote it
        self.save_problem: str | None = None  # why the game is not being saved (screens.SAVE_PROBLEMS)

    # -- the one entry point from JavaScript -----------------------------------------
    def call(self, method: str, args_json: str = "") -> str:
        """Dispatch ``method`` with JSON ``args``; answer ``{"ok", "result"|"error"}`` as JSON."""
        try:
            try:
                args = jsontext.loads(args_json, max_chars=MAX_ARGS_CHARS) if args_json else {}
            except ValueError as exc:
                raise UserError(f"The arguments of {method!r} cannot be read: {exc}.") from None
            handler = getattr(self, f"api_{method}", None)
            if handler is None:
                raise UserError(f"Unknown method {method!r}.")
            result = handler(**args) if isinstance(args, dict) else handler(*args)
            return json.dumps({"ok": True, "result": result})
        except (ValueError, TypeError) as exc:  # IllegalAction, BadRecord, ShareError, SaveError, UserError
            return json.dumps({"ok": False, "error": str(exc)})
        except Exception as exc:  # a bug: report it, keep the page alive
            traceback.print_exc()
            return json.dumps({"ok": False, "error": f"Internal error: {exc}"})

    # -- start-up ------------------------------------------------------------------
    def boot(self, fragment: str) -> None:
        """First screen: a shared link, else the game that was open, else home.

        Nothing stored can stop the start: a save that cannot be read is listed as damaged.
        """
        if not self.store.available:
            self.set_save_problem("embed" if js_hook("__mtEmbedded") else "off")
        self.render_home()
        if fragment.startswith("#g="):
            js_hook("__mtClearHash")
            try:
                self.open_link(fragment)
                return
            except ValueError as exc:
                self.alert(f"This game link cannot be opened: {exc}")
                return
        open_id = self.store.get(S.OPEN_KEY)
        if open_id and S.valid_id(open_id):
            try:
                self.continue_game(open_id)
            except Exception as exc:  # noqa: BLE001 - whatever is stored, the app starts
                if not isinstance(exc, ValueError):
                    traceback.print_exc()
                self.alert(f"The game that was open could not be restored: {exc} Other saved games are untouched.")
                self.session = None
                self.show_screen("home")

    # -- screens -------------------------------------------------------------------
    def show_screen(self, name: str) -> None:
        self.screen = name
        if self.save_problem == "conflict":  # it was about the game that was on screen before
            self.set_save_problem(None)
        for s in ("home", "setup", "play"):
            show(f"screen-{s}", s == name)
        document_body().dataset.screen = name
        if name != "play":
            show("curtain", False)
            show("over", False)
            set_html("mt-dyn", "")
            set_html("mt-under", "")
            set_html("tray", "")
            set_html("recent", "")
            self.store.remove(S.OPEN_KEY)

    def show_board(self, game_id: str) -> None:
        """Put the static board of ``game_id`` into the page (index.html holds Ming-Dynastie's)."""
        if game_id == self.board_game:
            return
        module = G.renderer(game_id)
        set_html("mt-static", module.render_static())
        viewbox, label = G.board_attrs(game_id)
        board = el("board")
        if board is not None:
            board.setAttribute("viewBox", viewbox)
            board.setAttribute("aria-label", label)
        document_body().dataset.game = game_id
        self.board_game = game_id

    def render_home(self) -> None:
        set_html("games", render_games(G.catalogue()))
        if not self.store.available:
            set_html("saves", render_saves([], empty="Saving is off here, so there are no saved games."))
            return
        stored = {k: self.store.get(k) for k in self.store.keys() if k.startswith(S.SAVE_PREFIX)}
        set_html("saves", render_saves(S.list_entries(self.store.get(S.INDEX_KEY), stored)))

    def _setup_form(self) -> tuple[F.SetupSpec, F.SetupState]:
        spec = G.setup_spec(self.setup_game)
        form = self.setup_forms.get(self.setup_game)
        if form is None:
            form = self.setup_forms[self.setup_game] = F.initial_state(self.setup_game, spec)
        return spec, form

    def render_setup(self) -> None:
        info = mingtable.GAMES[self.setup_game].to_json()
        spec, form = self._setup_form()
        set_html("screen-setup", F.render_setup(info, spec, form, G.bot_kinds(self.setup_game)))

    def _read_setup(self) -> F.SetupState:
        """Read the form's inputs from the page into the kept form state."""
        spec, form = self._setup_form()
        values: dict[str, Any] = {}
        for eid in F.form_ids(spec, form):
            node = el(eid)
            if node is None:
                continue
            values[eid] = checked(eid) if str(node.type) == "checkbox" else value(eid)
        form = F.read_form(spec, form, values, G.bot_kinds(self.setup_game))
        self.setup_forms[self.setup_game] = form
        return form

    # -- the game on screen -----------------------------------------------------------
    def open_session(self, session: Session, writes: int | None = None) -> bool:
        """Show ``session``; a new game (``writes`` None) is saved at once. Returns whether it is stored."""
        self.session = session
        self.over_dismissed = False
        self._log_len = 0
        set_html("log", "")
        set_html("share-box", "")
        self.show_screen("play")
        self.store_set(S.OPEN_KEY, session.save_id)
        if writes is None:
            self.writes = 0
            stored = self.autosave()
        else:
            self.writes = writes
            stored = True
        self.after_change(save=False)
        return stored

    def render(self) -> None:
        """Draw the board, the panel, the log, the curtain and the game-over table."""
        session = self.session
        if session is None:
            return
        self._dirty = False
        self._last_render = time.monotonic()
        screen = session.screen()
        game = session.match.game
        renderer = G.renderer(game)
        self.show_board(game)
        out = renderer.render(screen.view, screen.legal, session.seat_tags())
        set_html("mt-under", out["under"])
        set_html("mt-dyn", out["board"])
        set_html("panel", out["panel"])
        set_html("tray", out.get("tray", ""))
        recent = getattr(renderer, "render_recent", None)
        set_html("recent", recent(session.match.log) if recent is not None else "")
        undo = el("btn-undo")
        if undo is not None:
            undo.disabled = not screen.can_undo
        if screen.curtain is not None:
            text, label = curtain_text(session.match.players[screen.curtain],
                                       G.seat_role(game, screen.view, screen.curtain))
            set_text("curtain-text", text)
            button = el("curtain-btn")
            button.textContent = label
            button.dataset.arg = str(screen.curtain)
            show("curtain", True)
            button.focus()
        else:
            show("curtain", False)
        outcome = session.match.outcome
        if outcome and not self.over_dismissed:
            set_html("over-body", renderer.render_outcome(screen.view, outcome))
            show("over", True)
        else:
            show("over", False)
        self._render_log()

    def _render_log(self) -> None:
        log = self.session.match.log if self.session else []
        if len(log) < self._log_len:
            self._log_len = 0
            set_html("log", "")
        if len(log) > self._log_len:
            node = el("log")
            node.insertAdjacentHTML("beforeend", "".join(f"<li>{esc(line)}</li>" for line in log[self._log_len:]))
            node.scrollTop = node.scrollHeight
            self._log_len = len(log)

    def after_change(self, by_bot: bool = False, save: bool = True) -> None:
        """After every decision: autosave, redraw, tell listeners, and let a bot move."""
        session = self.session
        if session is None:
            return
        if save:
            self.autosave()
        bot = session.bot_to_move()
        if by_bot and bot is not None and time.monotonic() - self._last_render < RENDER_EVERY_S:
            self._dirty = True
        else:
            self.render()
        js_hook("__mtChanged")
        if bot is not None:
            delay = BOT_DELAY_ALONE_MS if not session.humans else BOT_DELAY_MS
            js_hook("__mtSchedule", delay)

    # -- saving ----------------------------------------------------------------------
    def store_set(self, key: str, text: str) -> bool:
        try:
            self.store.set(key, text)
            return True
        except StorageFull:
            return False

    def set_save_problem(self, kind: str | None) -> None:
        """Show (or clear) why the game is not being saved; it stays until a save succeeds."""
        if not self.store.available and kind is None:
            return  # saving stays off
        self.save_problem = kind
        set_html("save-problem", render_save_problem(kind) if kind else "")
        show("save-problem", kind is not None)

    def autosave(self) -> bool:
        """Save the open game unless another tab has saved it since this tab read it; returns
        whether it is stored now."""
        session = self.session
        if session is None:
            return False
        if not self.store.available or self.save_problem == "conflict":
            return False
        if self._saved_elsewhere(session):
            self.set_save_problem("conflict")
            return False
        saved = session.saved()
        saved.writes = self.writes + 1
        if not self.store_set(S.save_key(saved.id), saved.to_json()):
            self.set_save_problem("full")
            return False
        self.writes = saved.writes
        if self.save_problem is not None:
            self.set_save_problem(None)
        index, _ = S.parse_index(self.store.get(S.INDEX_KEY))
        if saved.id not in index:
            index = S.merge_index(index, self.store.keys())
            if saved.id not in index:
                index.append(saved.id)
            self.store_set(S.INDEX_KEY, json.dumps(index))
        return True

    def _saved_elsewhere(self, session: Session) -> bool:
        """Whether another tab has saved this game since this tab last read or wrote it."""
        stored = S.stored_writes(self.store.get(S.save_key(session.save_id)), session.save_id)
        return stored is not None and stored > self.writes

    def continue_game(self, save_id: str) -> None:
        if not S.valid_id(save_id):
            raise UserError("No such saved game.")
        saved = S.parse_save(self.store.get(S.save_key(save_id)), save_id)
        try:
            session = load_session(saved.record, saved.bots, save_id)
        except mingtable.BadRecord as exc:
            raise S.SaveError(f"This saved game does not replay: {exc}") from None
        self.open_session(session, saved.writes)

    def _opened(self, what: str, stored: bool) -> None:
        if stored:
            self.notice(f"{what}; it is now in your saved games.")
        else:
            self.notice(f"{what}, but it could not be stored, so it is not in your saved games.")

    def open_link(self, fragment: str) -> None:
        record, bots = decode_link(fragment)
        session = load_session(record, bots, _new_id())
        self._opened("Opened the shared game", self.open_session(session))

    def import_text(self, text: str) -> None:
        try:
            record = jsontext.loads(text, max_chars=MAX_IMPORT_CHARS)
        except jsontext.JsonLimitError as exc:
            raise UserError(f"This file is not a Ming Table record ({exc}).") from None
        except ValueError:
            raise UserError("This file is not a Ming Table record (it is not valid JSON).") from None
        session = load_session(record, None, _new_id())
        self._opened("Imported the game", self.open_session(session))

    # -- messages --------------------------------------------------------------------
    def alert(self, message: str) -> None:
        set_text("alert", message)

    def notice(self, message: str) -> None:
        set_text("notice", message)

    def clear_messages(self) -> None:
        set_text("alert", "")
        set_text("notice", "")

    # -- page events (from assets/mingtable.js) --------------------------------------------
    def api_click(self, action: str) -> dict[str, Any]:
        """A click on a highlighted choice."""
        session = self.session
        if session is None or self.screen != "play":
            return {"applied": False}
        self.clear_messages()
        screen_seat = session.human_to_move()
        if screen_seat is None:  # a bot is deciding: clicks wait for a person's turn
            return {"applied": False}
        try:
            session.apply(action, screen_seat)
        except mingtable.IllegalAction as exc:
            self.alert(f"That move is not allowed: {exc}")
            return {"applied": False}
        self.after_change()
        return {"applied": True}

    def api_bot(self) -> dict[str, Any]:
        """A bot's scheduled move."""
        session = self.session
        if session is None or self.screen != "play" or session.bot_to_move() is None:
            if self._dirty:
                self.render()
            return {"moved": None}
        action = session.bot_step()
        self.after_change(by_bot=True)
        if self._dirty and session.bot_to_move() is None:
            self.render()
        return {"moved": action}

    def api_ui(self, cmd: str, arg: str | None = None) -> Any:
        """App commands from buttons carrying ``data-ui``."""
        if cmd not in ("setup-count",):
            self.clear_messages()
        try:
            return self._ui(cmd, arg)
        except ValueError as exc:
            self.alert(str(exc))
            return None

    def _ui(self, cmd: str, arg: str | None) -> Any:
        if cmd == "home":
            self.session = None
            self.show_screen("home")
            self.render_home()
        elif cmd == "new":
            if arg not in mingtable.GAMES or not G.playable(str(arg)):
                raise UserError("That game is not available yet.")
            self.setup_game = str(arg)
            self.show_screen("setup")
            self.show_board(self.setup_game)
            self.render_setup()
        elif cmd in ("setup-count", "setup-refresh"):
            self._read_setup()
            self.render_setup()
        elif cmd == "start":
            spec, _ = self._setup_form()
            seats, options, seed = F.start_args(spec, self._read_setup())
            session = new_session(self.setup_game, seats, seed, options, _new_id())
            self.open_session(session)
        elif cmd == "continue":
            self.continue_game(str(arg))
        elif cmd == "reload-save":
            if self.session is not None:
                self.continue_game(self.session.save_id)
        elif cmd == "export-save":
            text = self.store.get(S.save_key(str(arg))) if S.valid_id(arg) else None
            if text is None:
                raise UserError("No such saved game.")
            js_hook("__mtDownload", f"mingtable-save-{arg}.json", text)
            self.notice("The saved game was exported to a file exactly as it is stored.")
        elif cmd == "delete":
            if S.valid_id(arg):
                self.store.remove(S.save_key(str(arg)))
                index, _ = S.parse_index(self.store.get(S.INDEX_KEY))
                if arg in index:
                    index.remove(arg)
                    self.store_set(S.INDEX_KEY, json.dumps(index))
            self.render_home()
        elif cmd == "undo":
            if self.session and self.session.screen().can_undo:
                self.session.undo()
                self.after_change()
        elif cmd == "confirm":
            if self.session is not None and arg is not None and arg.isdigit():
                self.session.confirm(int(arg))
                self.render()
        elif cmd == "to-tray":
            tray = el("tray")
            if tray is not None:
                tray.scrollIntoView(True)
        elif cmd == "show-over":
            self.over_dismissed = False
            self.render()
        elif cmd == "close-over":
            self.over_dismissed = True
            show("over", False)
        elif cmd == "export":
            if self.session is None:
                raise UserError("No game is open.")
            record = self.session.record_with_bots()
            stamp = time.strftime("%Y%m%d-%H%M")
            js_hook("__mtDownload", f"{self.session.match.game}-{stamp}.json", json.dumps(record, indent=1))
            self.notice(f"The game record was exported to a file. {EXPORT_NOTE}")
        elif cmd == "share":
            link = self.api_shareLink()
            set_html("share-box", render_share_box(link))
        elif cmd == "copy-share":
            js_hook("__mtCopy", value("share-url"))
            self.notice("Link copied.")
        else:
            raise UserError(f"Unknown command {cmd!r}.")
        return None

    def api_storage(self, key: str | None = None) -> None:
        """Another tab changed the browser storage (``key`` None: it was cleared)."""
        session = self.session
        if session is not None and key in (None, S.save_key(session.save_id)):
            if self._saved_elsewhere(session):
                self.set_save_problem("conflict")
        elif self.screen == "home":
            self.render_home()

    def api_importText(self, text: str, name: str = "") -> None:
        self.clear_messages()
        try:
            self.import_text(text)
        except ValueError as exc:
            self.alert(f"Could not import {name or 'this file'}: {exc}")

    def api_openLink(self, hash: str) -> None:  # noqa: A002 - the name of the JS field
        self.clear_messages()
        try:
            self.open_link(hash)
        except ValueError as exc:
            self.alert(f"This game link cannot be opened: {exc}")

    # -- the scripting API (window.MingTable) ----------------------------------------------
    def api_games(self) -> list[dict[str, Any]]:
        return G.catalogue()

    def api_newGame(self, game: str = "ming-dynastie", players: list[Any] | None = None, seed: int | None = None,
                    options: dict[str, Any] | None = None) -> dict[str, Any]:
        if game in mingtable.GAMES and mingtable.GAMES[game].available and not G.playable(game):
            raise UserError(f"{mingtable.GAMES[game].title} cannot be shown in the app yet.")
        if players is None:
            players = [{"name": "Player 1", "bot": None}, {"name": "Player 2", "bot": None}]
        session = new_session(game, players, seed, options, _new_id())
        self.clear_messages()
        self.open_session(session)
        return session.state()

    def api_state(self) -> dict[str, Any] | None:
        return self.session.state() if self.session else None

    def api_apply(self, id: str, seat: int | None = None) -> dict[str, Any]:  # noqa: A002 - API field name
        session = self._need_session()
        try:
            session.apply(id, seat if seat is not None else (session.match.to_move or [None])[0])
        except mingtable.IllegalAction as exc:
            self.alert(f"That move is not allowed: {exc}")
            raise
        self.after_change()
        return session.state()

    def api_undo(self) -> dict[str, Any]:
        session = self._need_session()
        session.undo()
        self.after_change()
        return session.state()

    def api_record(self) -> dict[str, Any]:
        return self._need_session().record_with_bots()

    def api_load(self, record: Any) -> dict[str, Any]:
        try:
            session = load_session(record, None, _new_id())
        except mingtable.BadRecord as exc:
            self.alert(f"This record cannot be loaded: {exc}")
            raise
        self.clear_messages()
        self.open_session(session)
        return session.state()

    def api_shareLink(self) -> str:
        session = self._need_session()
        base = str(js_hook("__mtBaseUrl") or "")
        return base + "#" + encode_link(session.match.record(), session.bots)

    def _need_session(self) -> Session:
        if self.session is None:
            raise UserError("No game is open: call newGame or load first.")
        return self.session


def document_body() -> Any:
    from pyscript import document  # type: ignore[import-not-found]

    return document.body


__all__ = ["App", "ShareError"]
