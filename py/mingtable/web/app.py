"""The app in the page: screens, clicks, autosave, links, bots and the scripting API.

assets/mingtable.js owns the event listeners and timers; it calls :meth:`App.call` with a
method name and a JSON string, and gets a JSON string back (no proxies cross the boundary
except that one function, which is kept alive for the page's life).
"""

from __future__ import annotations

import json
import secrets
import sys
import time
import traceback
from typing import Any

import mingtable
from mingtable.engine import jsontext
from mingtable.engine.errors import MingTableError, message_of
from mingtable.i18n import DEFAULT_LANG, LANGS, T, tr
from mingtable.ui import games as G
from mingtable.ui import pacing as P
from mingtable.ui import saves as S
from mingtable.ui import rules as R
from mingtable.ui import setup as F
from mingtable.ui import texts as X
from mingtable.ui.markup import esc
from mingtable.ui.screens import curtain_text, render_games, render_save_problem, render_saves, render_share_box
from mingtable.ui.session import Frame, Screen, Session, load_session, new_session
from mingtable.ui.share import ShareError, decode_link, encode_link

from .dom import Storage, StorageFull, checked, el, js_hook, page_lang_inputs, set_html, set_text, show, value

BOT_DELAY_ALONE_MS = 0  # bots among themselves (when people watch: the speed's step, ui/pacing.py)
RENDER_EVERY_S = 0.12   # while bots play on, redraw at most this often
MAX_ARGS_CHARS = 10_000_000    # a call from JavaScript (a record passed to load is the largest)
MAX_IMPORT_CHARS = 5_000_000   # an imported record file
#: calls that show the end of a decision being shown step by step before they act
FINISH_PLAYBACK_FIRST = frozenset({"click", "ui", "apply", "undo", "newGame", "load", "importText", "openLink"})


class UserError(MingTableError):
    """A problem to tell the player in the alert region (its message is a catalogue message)."""



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
        self.board_game = G.STATIC_GAME
        self.board_lang = DEFAULT_LANG  # index.html's board is English
        self.lang = DEFAULT_LANG
        self._messages: dict[str, Any] = {"alert": "", "notice": ""}  # shown again on a language switch
        self._share_link: str | None = None
        self.rules_open: tuple[str, str | None] | None = None  # (game, heading id) of the rules dialog
        self.delete_asked: str | None = None  # the saved game whose deletion awaits a yes
        self.scorings_seen: set[Any] = set()  # scoring ids of the open game already shown
        self.scoring_open: Any = None  # the id of the scoring on screen
        self.over_dismissed = False
        self._log_lines: list[tuple[int, ...]] = []  # what the log shows: (entry,) or (log length, note)
        self._thinking: dict[str, Any] | None = None  # the bot decision asked of the worker
        self._think_count = 0
        self._last_render = 0.0
        self._dirty = False
        self.writes = 0  # the write counter of the open game's save, as this tab last read or wrote it
        self.save_problem: str | None = None  # why the game is not being saved (screens.SAVE_PROBLEMS)
        self.speed = P.DEFAULT_SPEED  # how fast decisions are shown step by step
        self.playing = False  # a decision is being shown step by step
        self.playback: list[Frame] = []  # its steps still to show (the end state comes after them)
        # screen readers (issue 7 item 7): the live region and the board as text
        self.board_text_open = False
        self._heard = 0  # log entries of the open game already announced (or shown when it opened)
        self._turn_heard: tuple[Any, ...] | None = None  # the decision whose prompt was announced last
        self._live_head: Any = None  # a line said before the next prompt ("game restored")
        self._live_fresh = False  # the live region was written in the current render

    # -- the one entry point from JavaScript -----------------------------------------
    def call(self, method: str, args_json: str = "") -> str:
        """Dispatch ``method`` with JSON ``args``; answer ``{"ok", "result"|"error"}`` as JSON."""
        try:
            try:
                args = jsontext.loads(args_json, max_chars=MAX_ARGS_CHARS) if args_json else {}
            except ValueError as exc:
                raise UserError(T("ui.error.args", method=repr(method), why=message_of(exc))) from None
            handler = getattr(self, f"api_{method}", None)
            if handler is None:
                raise UserError(T("ui.error.method", method=repr(method)))
            if self.playing and method in FINISH_PLAYBACK_FIRST:
                self.finish_playback()
                if method == "click":  # a click during the steps only skips to the end
                    return json.dumps({"ok": True, "result": {"applied": False}})
            result = handler(**args) if isinstance(args, dict) else handler(*args)
            return json.dumps({"ok": True, "result": result})
        except (ValueError, TypeError) as exc:  # IllegalAction, BadRecord, ShareError, SaveError, UserError
            return json.dumps({"ok": False, "error": str(exc)})
        except Exception as exc:  # a bug: report it, keep the page alive
            traceback.print_exc()
            return json.dumps({"ok": False, "error": tr(T("ui.error.internal", why=str(exc)))})

    # -- start-up ------------------------------------------------------------------
    def boot(self, fragment: str) -> None:
        """First screen: a shared link, else the game that was open, else home.

        Nothing stored can stop the start: a save that cannot be read is listed as damaged.
        The language: ``?lang=``, else the stored choice, else the browser's (:func:`X.choose_lang`).
        """
        url_lang, browser_lang = page_lang_inputs()
        self.set_lang(X.choose_lang(url_lang, self.store.get(X.LANG_KEY), browser_lang), remember=False)
        self.set_speed(P.read_speed(self.store.get(P.SPEED_KEY)), remember=False)
        if not self.store.available:
            self.set_save_problem("embed" if js_hook("__mtEmbedded") else "off")
        self.render_home()
        if fragment.startswith("#g="):
            js_hook("__mtClearHash")
            try:
                self.open_link(fragment)
                return
            except ValueError as exc:
                self.alert(T("ui.error.link", why=message_of(exc)))
                return
        open_id = self.store.get(S.OPEN_KEY)
        if open_id and S.valid_id(open_id):
            try:
                self.continue_game(open_id)
            except Exception as exc:  # noqa: BLE001 - whatever is stored, the app starts
                if not isinstance(exc, ValueError):
                    traceback.print_exc()
                self.alert(T("ui.error.restore", why=message_of(exc)))
                self.session = None
                self.show_screen("home")

    # -- language ------------------------------------------------------------------
    def set_lang(self, lang: str, remember: bool = True) -> None:
        """Show the page in ``lang`` at once: the shell, ``<html lang>``, the screen on view, the
        board and the whole log (from the log entries). A choice of the player is remembered."""
        self.lang = lang
        if remember and lang in LANGS:
            self.store_set(X.LANG_KEY, lang)
        js_hook("__mtApplyLang", X.html_lang(lang), json.dumps(X.shell_texts(lang)), lang)
        for region, message in list(self._messages.items()):
            self._say(region, message)
        if self.save_problem is not None:
            set_html("save-problem", render_save_problem(self.save_problem, lang))
        self.show_board(self.board_game)  # the board's texts and label
        if self.screen == "home":
            self.render_home()
        if self.screen == "setup":
            self.render_setup()
        if self.screen == "play" and self.session is not None:
            self._log_lines = []
            set_html("log", "")
            if self._share_link is not None:
                set_html("share-box", render_share_box(self._share_link, lang))
            self.render()
        if self.rules_open is not None:
            self.open_rules(*self.rules_open)

    def open_rules(self, game: str, anchor: str | None = None) -> None:
        """Show the rules of ``game`` in the page's language, at the heading ``anchor`` if given."""
        title, body = R.render_rules(game, self.lang)
        set_text("rules-title", title)
        set_html("rules-body", body)
        self.rules_open = (game, anchor)
        show("rules", True)
        self.goto_rule(anchor)

    def goto_rule(self, anchor: str | None) -> None:
        """Scroll the rules dialog to a heading and put the focus there (else on Close)."""
        target = el(R.ID_PREFIX + anchor) if anchor else None
        if target is None:
            body = el("rules-body")
            if body is not None:
                body.scrollTop = 0
            target = el("rules-close")
        else:
            target.setAttribute("tabindex", "-1")
            target.scrollIntoView(True)
        if target is not None:
            target.focus()

    # -- screens -------------------------------------------------------------------
    def show_screen(self, name: str) -> None:
        if self.screen == "setup" and name != "setup":
            self._read_setup()  # kept for when the form comes back (Forward, or the same game again)
        self.screen = name
        if self.save_problem == "conflict":  # it was about the game that was on screen before
            self.set_save_problem(None)
        for s in ("home", "setup", "play"):
            show(f"screen-{s}", s == name)
        document_body().dataset.screen = name
        if name != "play":
            self._stop_thinking()
            show("curtain", False)
            self._curtain_up(False)
            show("over", False)
            show("scoring", False)
            self.scoring_open = None
            set_html("mt-dyn", "")
            set_html("mt-under", "")
            set_html("tray", "")
            set_html("recent", "")
            self.store.remove(S.OPEN_KEY)

    def show_board(self, game_id: str) -> None:
        """Put the static board of ``game_id`` into the page (index.html holds Ming-Dynastie's)."""
        if game_id == self.board_game and self.lang == self.board_lang:
            return
        set_html("mt-static", G.render_static(game_id, self.lang))
        viewbox, label = G.board_attrs(game_id, self.lang)
        board = el("board")
        if board is not None:
            board.setAttribute("viewBox", viewbox)
            board.setAttribute("aria-label", label)
        document_body().dataset.game = game_id
        self.board_game = game_id
        self.board_lang = self.lang

    def render_home(self) -> None:
        set_html("games", render_games(G.catalogue(), self.lang))
        if not self.store.available:
            set_html("saves", render_saves([], empty="ui.saves.off", lang=self.lang))
            return
        stored = {k: self.store.get(k) for k in self.store.keys() if k.startswith(S.SAVE_PREFIX)}
        entries = S.list_entries(self.store.get(S.INDEX_KEY), stored)
        if self.delete_asked not in {e["id"] for e in entries}:
            self.delete_asked = None
        set_html("saves", render_saves(entries, lang=self.lang, confirm=self.delete_asked))
        if self.delete_asked is not None:
            cancel = el("delete-cancel")
            if cancel is not None:
                cancel.focus()

    def _curtain_up(self, up: bool) -> None:
        """Mark the page while the curtain is up: the header stays usable above it (Home, Rules,
        the language), its game buttons (Undo, Export, Share) are hidden (assets/app.css)."""
        document_body().dataset.curtain = "up" if up else ""

    def follow_history(self, save_id: str | None) -> None:
        """The browser's Back or Forward reached a history entry (assets/mingtable.js): the game
        ``save_id`` (re-opened from its save), the set-up form of a game (``setup:<game>``, as
        it was left), or home (``save_id`` empty; the game stays saved)."""
        if save_id and save_id.startswith("setup:"):
            game = save_id.removeprefix("setup:")
            if game in mingtable.GAMES and G.playable(game):
                self.session = None
                self.open_setup(game)
                return
            save_id = None
        if save_id:
            if self.screen == "play" and self.session is not None and self.session.save_id == save_id:
                return
            try:
                self.continue_game(save_id)
                return
            except ValueError as exc:  # deleted or damaged meanwhile: say so, at home
                self.alert(T("ui.error.restore", why=message_of(exc)))
        if self.screen != "home":
            self.session = None
            self.show_screen("home")
            self.render_home()

    def open_setup(self, game: str) -> None:
        """The set-up form of ``game``, as it was last left in this page."""
        self.setup_game = game
        self.show_screen("setup")
        self.show_board(game)
        self.render_setup()

    def _setup_form(self) -> tuple[F.SetupSpec, F.SetupState]:
        spec = G.setup_spec(self.setup_game, self.lang)
        form = self.setup_forms.get(self.setup_game)
        if form is None:
            form = self.setup_forms[self.setup_game] = F.initial_state(self.setup_game, spec, self.lang)
        return spec, form

    def render_setup(self) -> None:
        info = mingtable.GAMES[self.setup_game].to_json()
        spec, form = self._setup_form()
        set_html("screen-setup", F.render_setup(info, spec, form, G.bot_kinds(self.setup_game), self.lang))

    def _read_setup(self) -> F.SetupState:
        """Read the form's inputs from the page into the kept form state."""
        spec, form = self._setup_form()
        values: dict[str, Any] = {}
        for eid in F.form_ids(spec, form):
            node = el(eid)
            if node is None:
                continue
            values[eid] = checked(eid) if str(node.type) == "checkbox" else value(eid)
        form = F.read_form(spec, form, values, G.bot_kinds(self.setup_game), self.lang)
        self.setup_forms[self.setup_game] = form
        return form

    # -- the game on screen -----------------------------------------------------------
    def open_session(self, session: Session, writes: int | None = None) -> bool:
        """Show ``session``; a new game (``writes`` None) is saved at once. Returns whether it is stored."""
        self.session = session
        self.over_dismissed = False
        scoring = session.screen().view.get("scoring")
        self.scorings_seen = {scoring.get("id")} if isinstance(scoring, dict) else set()  # not again after a reload
        self.scoring_open = None
        show("scoring", False)
        self._quiet_until_now(session)
        self._log_lines = []
        set_html("log", "")
        set_html("share-box", "")
        self._share_link = None
        self.show_screen("play")
        self.store_set(S.OPEN_KEY, session.save_id)
        js_hook("__mtHistory", "play", session.save_id)
        if writes is None:
            self.writes = 0
            stored = self.autosave()
        else:
            self.writes = writes
            stored = True
        self.after_change(save=False)
        return stored

    def render(self, mark: bool = False) -> None:
        """Draw the board, the panel, the log, the curtain and the game-over table; ``mark``:
        highlight what changed on the board since it was last drawn (after a decision)."""
        session = self.session
        if session is None:
            return
        self._dirty = False
        self._last_render = time.monotonic()
        self._live_fresh = False
        screen = session.screen()
        game = session.match.game
        lang = self.lang
        self._draw_game(session, screen.view, screen.legal, screen.can_undo, mark)
        if screen.curtain is not None:
            text, label = curtain_text(session.match.players[screen.curtain],
                                       G.seat_role(game, screen.view, screen.curtain, lang), lang, game)
            set_text("curtain-text", text)
            button = el("curtain-btn")
            button.textContent = label
            button.dataset.arg = str(screen.curtain)
            show("curtain", True)
            self._curtain_up(True)
            button.focus()
        else:
            show("curtain", False)
            self._curtain_up(False)
        outcome = session.match.outcome
        if outcome and not self.over_dismissed:
            set_html("over-body", G.render_outcome(game, screen.view, outcome, lang))
            show("over", True)
        else:
            show("over", False)
        self._render_scoring(screen.view, over=bool(outcome))
        self._render_log()
        self._render_board_text(screen.view)
        self._announce_turn(screen)
        self._keep_decision_in_view(screen)

    def _keep_decision_in_view(self, screen: Screen) -> None:
        """assets/mingtable.js ``__mtLayout``: the list of choices open on narrow screens, and
        the prompt and a choice brought into view once per new decision of a person here."""
        session = self.session
        if session is None:
            return
        deciding = bool(screen.legal) and screen.curtain is None and not session.match.outcome
        js_hook("__mtLayout", f'{session.save_id}:{len(session.match.actions)}', deciding)

    def _render_scoring(self, view: dict[str, Any], over: bool = False) -> None:
        """Show the summary of a new scoring once (the game's ``render_scoring``), in a dialog the
        player closes; the one on screen follows a language switch. The last one, at the end
        of the game, is part of the game-over box (the game's ``render_outcome``)."""
        scoring = view.get("scoring")
        sid = scoring.get("id") if isinstance(scoring, dict) else None
        if over:
            if sid is not None:
                self.scorings_seen.add(sid)
            if self.scoring_open is not None:
                self.scoring_open = None
                show("scoring", False)
            set_html("scoring-body", "")
        elif sid is not None and sid not in self.scorings_seen:
            body = G.render_scoring(self.session.match.game, view, self.lang)
            self.scorings_seen.add(sid)
            if body:
                self.scoring_open = sid
                set_html("scoring-body", body)
                show("scoring", True)
                close = el("scoring-close")
                if close is not None:
                    close.focus()
        elif sid is not None and sid == self.scoring_open:
            set_html("scoring-body", G.render_scoring(self.session.match.game, view, self.lang))

    def _render_log(self, upto: int | None = None) -> None:
        """Append the new log entries in the page's language (a language switch redraws it all);
        ``upto``: only the first entries, while a decision is shown step by step. The session's
        notes (a bot's fallback, what a bot expected) come after the entry they follow."""
        session = self.session
        log = session.match.log_entries if session else []
        if upto is not None:
            log = log[:upto]
        notes = session.notes() if session else {}
        lines: list[tuple[int, ...]] = []
        for at in range(len(log) + 1):
            lines.extend((at, i) for i in range(len(notes.get(at, ()))))
            if at < len(log):
                lines.append((at,))
        shown = self._log_lines
        if lines[:len(shown)] != shown:
            shown = []
            set_html("log", "")
        if len(lines) > len(shown):
            node = el("log")
            html = []
            for line in lines[len(shown):]:
                if len(line) == 1:
                    html.append(f"<li>{esc(tr(log[line[0]], self.lang))}</li>")
                else:
                    html.append(f'<li class="note">{esc(tr(notes[line[0]][line[1]], self.lang))}</li>')
            node.insertAdjacentHTML("beforeend", "".join(html))
            node.scrollTop = node.scrollHeight
        self._log_lines = lines
        self._announce_log(log)

    def after_change(self, by_bot: bool = False, save: bool = True) -> None:
        """After every decision: autosave, redraw, tell listeners, and let a bot move."""
        session = self.session
        if session is None:
            return
        self._stop_thinking()  # the position the worker was asked about is gone
        if save:
            self.autosave()
        bot = session.bot_to_move()
        if self._start_playback(session):
            pass  # the steps are shown one by one; the next bot is scheduled after the last
        elif by_bot and bot is not None and time.monotonic() - self._last_render < RENDER_EVERY_S:
            self._dirty = True
        else:
            self.render(mark=save)
        js_hook("__mtChanged")
        if bot is not None and not self.playing:
            self._schedule_bot(session)

    # -- pacing: a decision shown step by step (ui/pacing.py) -----------------------------
    def set_speed(self, speed: str, remember: bool = True) -> None:
        """Show decisions at ``speed`` from now on (the control in the toolbar follows)."""
        if speed not in P.SPEEDS:
            raise UserError(T("ui.error.command", cmd=repr(f"speed {speed}")))
        self.speed = speed
        node = el("speed")
        if node is not None:
            node.value = speed
        if remember:
            self.store_set(P.SPEED_KEY, speed)

    def _paced(self) -> bool:
        """Whether decisions are shown step by step: someone watches and the speed is not instant."""
        return self.session is not None and bool(self.session.humans) and P.step_ms(self.speed) > 0

    def _schedule_bot(self, session: Session) -> None:
        """Let the next bot decide after the speed's step (at once among bots alone)."""
        js_hook("__mtSchedule", P.step_ms(self.speed) if session.humans else BOT_DELAY_ALONE_MS)

    def _start_playback(self, session: Session) -> bool:
        """Show the steps the last decision took, one at a time, if it took several (the first
        at once, the end state last). Returns whether the steps are being shown."""
        frames, session.frames = session.frames, []
        if len(frames) < 2 or not self._paced():
            return False
        self.playing = True
        self.playback = frames[1:-1]
        self._render_frame(frames[0])
        js_hook("__mtPlayback", P.step_ms(self.speed))
        return True

    def _render_frame(self, frame: Frame) -> None:
        """Draw one step: the board and panel of that moment (nothing to click) and the log up to it."""
        session = self.session
        if session is None:
            return
        self._draw_game(session, frame.view, [], False, True, frame.log_len)
        self._render_log(frame.log_len)

    def _draw_game(self, session: Session, view: dict[str, Any], legal: list[Any], can_undo: bool, mark: bool,
                   upto: int | None = None) -> None:
        """The game's board, panel, tray and recent events for ``view`` with ``legal`` clickable
        (the end state, or one step of a decision with ``upto`` log entries), and Undo."""
        game, lang = session.match.game, self.lang
        self.show_board(game)
        out = G.render(game, view, legal, session.seat_tags(lang), lang)
        self._set_board(out, mark)
        set_html("panel", out["panel"])
        set_html("tray", out.get("tray", ""))
        set_html("recent", G.render_recent(game, session.match, lang, upto))
        undo = el("btn-undo")
        if undo is not None:
            undo.disabled = not can_undo

    def api_playStep(self) -> None:
        """The next step of the decision being shown (from the timer of assets/mingtable.js)."""
        if not self.playing:
            return
        if not self.playback:
            self.finish_playback()
            return
        self._render_frame(self.playback.pop(0))
        js_hook("__mtPlayback", P.step_ms(self.speed))

    def finish_playback(self) -> None:
        """Skip to the end of the decision being shown (a click on the game, any command)."""
        if not self.playing:
            return
        self.playing = False
        self.playback = []
        js_hook("__mtPlayback", -1)
        session = self.session
        if session is None or self.screen != "play":
            return
        self.render(mark=True)
        if session.bot_to_move() is not None:
            self._schedule_bot(session)

    def _set_board(self, out: dict[str, str], mark: bool) -> None:
        """Put the board's markup in; ``mark``: assets/mingtable.js marks the elements whose
        markup is new or changed with ``data-last`` (and fades out those that went)."""
        for part, key in (("mt-under", "under"), ("mt-dyn", "board")):
            if mark:
                js_hook("__mtMarkBefore", part)
            set_html(part, out[key])
            if mark:
                js_hook("__mtMarkAfter", part)

    # -- screen readers: the live region and the board as text (issue 7 item 7) ----------------
    def _announce(self, text: str, append: bool = False) -> None:
        """Put ``text`` into the polite live region: one step's entries replace what was said
        before; the prompt is ``append``-ed to what the same render said."""
        node = el("announce")
        if node is None or not text:
            return
        if append and self._live_fresh and node.textContent:
            text = f"{node.textContent} {text}"
        node.textContent = text
        self._live_fresh = True

    def _quiet_until_now(self, session: Session) -> None:
        """A game opens: its log so far is not read out, only a short line before the prompt."""
        m = session.match
        self._heard = len(m.log_entries)
        self._turn_heard = None
        title = T(f"engine.game.{m.game}")
        if not m.actions:
            self._live_head = T("ui.announce.started", title=title)
        elif m.outcome:
            self._live_head = T("ui.announce.restored_over", title=title)
        else:
            self._live_head = T("ui.announce.restored", title=title, who=[m.players[s] for s in m.to_move])

    def _announce_log(self, log: list[Any]) -> None:
        """Say the entries of ``log`` (what the log shows now) not heard yet, joined into one
        announcement; entries drawn again (a language switch, after an undo) are not said again."""
        self._heard = min(self._heard, len(log))
        new = log[self._heard:]
        self._heard = len(log)
        if new:
            self._announce(" ".join(tr(entry, self.lang) for entry in new))

    def _announce_turn(self, screen: Any) -> None:
        """Once per decision: when a person is to decide (and no curtain hides it), what they
        must decide; after a game opened, the line saying so first. ``screen`` is the
        session's :class:`~mingtable.ui.session.Screen`."""
        session = self.session
        if session is None:
            return
        m = session.match
        key = (len(m.actions), tuple(m.to_move), screen.actor, screen.curtain)
        if key == self._turn_heard:
            return
        self._turn_heard = key
        parts = [tr(self._live_head, self.lang)] if self._live_head else []
        self._live_head = None
        if screen.actor is not None and screen.curtain is None:
            prompt = G.turn_prompt(m.game, screen.view, screen.actor, self.lang)
            if prompt:
                parts.append(tr(T("ui.announce.turn", who=m.players[screen.actor], prompt=prompt), self.lang))
        self._announce(" ".join(parts), append=True)

    def toggle_board_text(self) -> None:
        """Show or hide the board as text (a region below the log; focus goes to its heading)."""
        self.board_text_open = not self.board_text_open
        button = el("btn-board-text")
        if button is not None:
            button.setAttribute("aria-expanded", "true" if self.board_text_open else "false")
        show("board-text", self.board_text_open)
        if self.board_text_open:
            if self.session is not None:
                self._render_board_text(self.session.screen().view)
            heading = el("board-text-title")
            if heading is not None:
                heading.focus()

    def _render_board_text(self, view: dict[str, Any]) -> None:
        """Keep the board as text up to date while it is open."""
        if self.board_text_open and self.session is not None:
            set_html("board-text-body", G.render_text_view(self.session.match.game, view, self.lang))

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
        set_html("save-problem", render_save_problem(kind, self.lang) if kind else "")
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
            raise UserError(T("ui.error.no_save"))
        saved = S.parse_save(self.store.get(S.save_key(save_id)), save_id)
        try:
            session = load_session(saved.record, saved.bots, save_id, saved.open_hands)
        except mingtable.BadRecord as exc:
            raise S.SaveError(T("ui.save.no_replay", why=exc.text)) from None
        self.open_session(session, saved.writes)

    def _opened(self, what: str, stored: bool) -> None:
        """Say that a game from ``what`` ("link" or "import") is open, and whether it is stored."""
        self.notice(T(f"ui.opened.{what}" if stored else f"ui.opened.{what}_unsaved"))

    def open_link(self, fragment: str) -> None:
        record, bots = decode_link(fragment)
        session = load_session(record, bots, _new_id())
        self._opened("link", self.open_session(session))

    def import_text(self, text: str) -> None:
        try:
            record = jsontext.loads(text, max_chars=MAX_IMPORT_CHARS)
        except jsontext.JsonLimitError as exc:
            raise UserError(T("ui.error.file_limit", why=exc.text)) from None
        except ValueError:
            raise UserError(T("ui.error.file_json")) from None
        session = load_session(record, None, _new_id())
        self._opened("import", self.open_session(session))

    # -- messages --------------------------------------------------------------------
    def _say(self, region: str, message: Any) -> None:
        """Show ``message`` (a catalogue message) in ``region``; kept to be shown again in
        another language."""
        self._messages[region] = message
        set_text(region, tr(message, self.lang) if message else "")

    def alert(self, message: Any) -> None:
        self._say("alert", message)

    def notice(self, message: Any) -> None:
        self._say("notice", message)

    def clear_messages(self) -> None:
        self._say("alert", "")
        self._say("notice", "")

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
            session.apply(action, screen_seat, capture=self._paced())
        except mingtable.IllegalAction as exc:
            self.alert(T("ui.error.move", why=exc.text))
            return {"applied": False}
        self.after_change()
        return {"applied": True}

    def api_bot(self) -> dict[str, Any]:
        """A bot's scheduled move."""
        session = self.session
        if self.playing:
            return {"moved": None}  # the next bot is scheduled when the steps are shown
        if session is None or self.screen != "play" or session.bot_to_move() is None:
            if self._dirty:
                self.render()
            return {"moved": None}
        request = session.think_request()
        if request is not None:  # a normal or hard bot: it thinks in the Web Worker
            self._think(session, request)
            return {"moved": None}
        action = session.bot_step(capture=self._paced())
        self._after_bot(session)
        return {"moved": action}

    def _after_bot(self, session: Session) -> None:
        self.after_change(by_bot=True)
        if self._dirty and not self.playing and session.bot_to_move() is None:
            self.render()

    def _think(self, session: Session, request: dict[str, Any]) -> None:
        """Ask the bots' worker (assets/mingtable.js ``__mtThink``) for the decision of
        ``request`` (:meth:`Session.think_request`), unless it is being thought about already."""
        if self._dirty:
            self.render()  # the board as it stands while the bot thinks
        actions = request["record"]["actions"]
        asked = self._thinking
        if asked is not None and asked["session"] is session and asked["actions"] == actions:
            return
        self._stop_thinking()
        self._think_count += 1
        self._thinking = {"id": self._think_count, "session": session, "seat": request["seat"], "actions": actions}
        document_body().dataset.thinking = str(request["seat"])
        js_hook("__mtThink", json.dumps({"id": self._think_count, **request}))

    def _stop_thinking(self) -> None:
        """Forget the decision asked of the worker: its answer, when it comes, is dropped
        (undo, Home, another game, any decision that did not come from that answer)."""
        if self._thinking is None:
            return
        self._thinking = None
        document_body().removeAttribute("data-thinking")
        js_hook("__mtCancelThink")

    def api_botReply(self, id: int, action: str | None = None, estimate: Any = None,  # noqa: A002 - JS field
                     error: str | None = None) -> dict[str, Any]:
        """The worker's answer to :meth:`_think`: carry it out as a bot's move if it is the
        answer awaited; if the bot could not think, it plays the easy bot's choice instead."""
        asked, session = self._thinking, self.session
        if asked is None or asked["id"] != id or session is not asked["session"] or self.screen != "play" \
                or list(session.match.actions) != asked["actions"] or session.bot_to_move() != asked["seat"]:
            return {"applied": False}
        self._thinking = None
        document_body().removeAttribute("data-thinking")
        seat, capture = asked["seat"], self._paced()
        if error is None:
            try:
                session.bot_answer(seat, str(action), estimate, capture)
            except mingtable.IllegalAction as exc:
                error = str(exc)
        if error is not None:
            print(f"Ming Table: the bot of seat {seat} could not think ({error}); it plays the easy bot's choice.",
                  file=sys.stderr)
            session.bot_fallback(seat, capture)
        self._after_bot(session)
        return {"applied": True}

    def api_ui(self, cmd: str, arg: str | None = None) -> Any:
        """App commands from buttons carrying ``data-ui``."""
        if cmd not in ("setup-count",):
            self.clear_messages()
        try:
            return self._ui(cmd, arg)
        except ValueError as exc:
            self.alert(message_of(exc))
            return None

    def _ui(self, cmd: str, arg: str | None) -> Any:
        if cmd == "home":
            self.session = None
            self.show_screen("home")
            self.render_home()
            js_hook("__mtHistory", "home", "")
        elif cmd == "new":
            if arg not in mingtable.GAMES or not G.playable(str(arg)):
                raise UserError(T("ui.error.unavailable"))
            self.open_setup(str(arg))
            js_hook("__mtHistory", "setup", self.setup_game)
        elif cmd in ("setup-count", "setup-refresh"):
            self._read_setup()
            self.render_setup()
        elif cmd == "start":
            spec, _ = self._setup_form()
            form = self._read_setup()
            seats, options, seed = F.start_args(spec, form)
            session = new_session(self.setup_game, seats, seed, options, _new_id(), open_hands=form.open_hands)
            self.open_session(session)
        elif cmd == "continue":
            self.continue_game(str(arg))
        elif cmd == "reload-save":
            if self.session is not None:
                self.continue_game(self.session.save_id)
        elif cmd == "export-save":
            text = self.store.get(S.save_key(str(arg))) if S.valid_id(arg) else None
            if text is None:
                raise UserError(T("ui.error.no_save"))
            js_hook("__mtDownload", f"mingtable-save-{arg}.json", text)
            self.notice(T("ui.export.save_done"))
        elif cmd == "close-scoring":
            self.scoring_open = None
            show("scoring", False)
        elif cmd == "delete":
            self.delete_asked = str(arg) if S.valid_id(arg) else None
            self.render_home()
        elif cmd == "delete-no":
            self.delete_asked = None
            self.render_home()
        elif cmd == "delete-yes":
            self.delete_asked = None
            if S.valid_id(arg):
                self.store.remove(S.save_key(str(arg)))
                index, _ = S.parse_index(self.store.get(S.INDEX_KEY))
                if arg in index:
                    index.remove(arg)
                    self.store_set(S.INDEX_KEY, json.dumps(index))
                self.notice(T("ui.delete.done"))
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
                raise UserError(T("ui.error.no_game"))
            record = self.session.record_with_bots()
            stamp = time.strftime("%Y%m%d-%H%M")
            js_hook("__mtDownload", f"{self.session.match.game}-{stamp}.json", json.dumps(record, indent=1))
            self.notice(T("ui.export.done", note=T("ui.export.note")))
        elif cmd == "share":
            self._share_link = self.api_shareLink()
            set_html("share-box", render_share_box(self._share_link, self.lang))
        elif cmd == "copy-share":
            js_hook("__mtCopy", value("share-url"))
            self.notice(T("ui.share.copied"))
        elif cmd == "rules":
            fallback = self.session.match.game if self.screen == "play" and self.session else self.setup_game
            game, anchor = R.parse_target(arg, fallback)
            if game is None:
                raise UserError(T("ui.error.unavailable"))
            self.open_rules(game, anchor)
        elif cmd == "rules-goto":
            if self.rules_open is not None:
                _, anchor = R.parse_target(f"{self.rules_open[0]}#{arg}", None)
                self.rules_open = (self.rules_open[0], anchor)
                self.goto_rule(anchor)
        elif cmd == "close-rules":
            self.rules_open = None
            show("rules", False)
        elif cmd == "speed":
            self.set_speed(str(arg))
        elif cmd == "board-text":
            self.toggle_board_text()
        elif cmd == "history":
            self.follow_history(arg)
        elif cmd == "lang":
            if arg not in LANGS:
                raise UserError(T("ui.error.command", cmd=repr(f"{cmd} {arg}")))
            self.set_lang(str(arg))
        else:
            raise UserError(T("ui.error.command", cmd=repr(cmd)))
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
            self.alert(T("ui.error.import", name=name or T("ui.error.this_file"), why=message_of(exc)))

    def api_openLink(self, hash: str) -> None:  # noqa: A002 - the name of the JS field
        self.clear_messages()
        try:
            self.open_link(hash)
        except ValueError as exc:
            self.alert(T("ui.error.link", why=message_of(exc)))

    # -- the scripting API (window.MingTable) ----------------------------------------------
    def api_games(self) -> list[dict[str, Any]]:
        return G.catalogue()

    def api_newGame(self, game: str = "ming-dynastie", players: list[Any] | None = None, seed: int | None = None,
                    options: dict[str, Any] | None = None) -> dict[str, Any]:
        if game in mingtable.GAMES and mingtable.GAMES[game].available and not G.playable(game):
            raise UserError(T("ui.error.not_shown", title=mingtable.title(game)))
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
            self.alert(T("ui.error.move", why=exc.text))
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
            self.alert(T("ui.error.load", why=exc.text))
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
            raise UserError(T("ui.error.no_game_api"))
        return self.session


def document_body() -> Any:
    from pyscript import document  # type: ignore[import-not-found]

    return document.body


__all__ = ["App", "ShareError"]
