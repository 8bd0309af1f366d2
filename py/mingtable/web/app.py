"""The page: one :class:`App` holds the screen, the game on it and the page's language, wires
the parts of the web layer together and answers assets/mingtable.js: :mod:`.bridge` hands its
call ``<method>`` to ``api_<method>`` here (the page's events, and the scripting API
``window.MingTable``).

The parts: saving (storage, saves, links, imports), screens (home, set-up, rules), play (the
game on screen), a11y (screen readers), pacing (a decision step by step), thinking (bots that
search in slices between frames), history (Back and Forward), commands (the buttons), messages
(alert and notice).
"""

from __future__ import annotations

import json
import time
import traceback
from typing import Any

import mingtable
from mingtable.engine.errors import message_of
from mingtable.i18n import DEFAULT_LANG, LANGS, T
from mingtable.ui import games as G
from mingtable.ui import pacing as P
from mingtable.ui import saves as S
from mingtable.ui import texts as X
from mingtable.ui.session import Frame, Session, load_session, new_session
from mingtable.ui.share import encode_link

from . import bridge, commands, friends, history
from .dom import body, js_hook, page_lang_inputs, show
from .messages import Messages, UserError
from .pacing import Pacing
from .play import PlayScreen, StaticBoard
from .saving import Saves, from_file, new_id
from .screens import Home, RulesDialog, SetupForm
from .thinking import Thinker, play_answer

RENDER_EVERY_S = 0.12   # while bots play on, redraw at most this often


class App:
    """The page, one instance: the screen and the game on it, the language, and the parts."""

    def __init__(self) -> None:
        self.session: Session | None = None
        self.screen = "home"
        self.lang = DEFAULT_LANG
        self.messages = Messages()
        self.saves = Saves()
        self.store = self.saves.store
        self.home = Home()
        self.setup = SetupForm()
        self.rules = RulesDialog()
        self.board = StaticBoard()
        self.play = PlayScreen(self.board)
        self.pacing = Pacing()
        self.thinker = Thinker()

    @property
    def save_problem(self) -> str | None:
        return self.saves.problem

    @property
    def speed(self) -> str:
        return self.pacing.speed

    @property
    def playing(self) -> bool:
        return self.pacing.playing

    @property
    def rules_open(self) -> tuple[str, str | None] | None:
        return self.rules.shown

    def call(self, method: str, args_json: str = "") -> str:
        """The one entry point from JavaScript (:func:`bridge.answer`)."""
        return bridge.answer(self, method, args_json)

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
            self.saves.show_problem("embed" if js_hook("__mtEmbedded") else "off", self.lang)
        self.render_home()
        if fragment.startswith(("#g=", "#f=", "#l")):
            js_hook("__mtClearHash")
            self.api_openLink(fragment)
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

    # -- language and speed ----------------------------------------------------------
    def set_lang(self, lang: str, remember: bool = True) -> None:
        """Show the page in ``lang`` at once: the shell, ``<html lang>``, the screen on view, the
        board and the whole log (from the log entries). A choice of the player is remembered."""
        self.lang = lang
        if remember and lang in LANGS:
            self.saves.set(X.LANG_KEY, lang)
        js_hook("__mtApplyLang", X.html_lang(lang), json.dumps(X.shell_texts(lang)), lang)
        self.messages.redraw(lang)
        if self.saves.problem is not None:
            self.saves.show_problem(self.saves.problem, lang)
        self.board.show(self.board.game, lang)  # the board's texts and label
        if self.screen == "home":
            self.render_home()
        if self.screen == "setup":
            self.setup.render(lang)
        if self.screen == "play" and self.session is not None:
            self.play.redraw(self.session, lang)
        if self.rules.shown is not None:
            self.rules.open(*self.rules.shown, lang)

    def set_speed(self, speed: str, remember: bool = True) -> None:
        """Show decisions at ``speed`` from now on; a choice of the player is remembered."""
        self.pacing.set_speed(speed)
        if remember:
            self.saves.set(P.SPEED_KEY, speed)

    # -- screens -------------------------------------------------------------------
    def show_screen(self, name: str) -> None:
        if self.screen == "setup" and name != "setup":
            self.setup.read(self.lang)  # kept for when the form comes back (Forward, or the same game again)
        self.screen = name
        if self.saves.problem == "conflict":  # it was about the game that was on screen before
            self.saves.show_problem(None, self.lang)
        for s in ("home", "setup", "play"):
            show(f"screen-{s}", s == name)
        body().dataset.screen = name
        if name != "play":
            self.thinker.stop()
            self.play.close()
            self.store.remove(S.OPEN_KEY)

    def render_home(self) -> None:
        self.home.render(self.saves, self.lang)

    def open_setup(self, game: str) -> None:
        """The set-up form of ``game``, as it was last left in this page."""
        self.setup.game = game
        self.show_screen("setup")
        self.board.show(game, self.lang)
        self.setup.render(self.lang)

    def follow_history(self, target: str | None) -> None:
        history.follow(self, target)

    # -- the game on screen -----------------------------------------------------------
    def open_session(self, session: Session, writes: int | None = None) -> bool:
        """Show ``session``; a new game (``writes`` None) is saved at once. Returns whether it is stored."""
        self.session = session
        self.play.open(session)
        self.show_screen("play")
        self.saves.set(S.OPEN_KEY, session.save_id)
        history.push("play", session.save_id)
        if writes is None:
            self.saves.writes = 0
            stored = self.autosave()
        else:
            self.saves.writes = writes
            stored = True
        self.after_change(save=False)
        return stored

    def continue_game(self, save_id: str) -> None:
        self.open_session(*self.saves.read(save_id))

    def _opened(self, what: str, session: Session) -> None:
        """Open a game from ``what`` ("link" or "import") and say whether it is stored."""
        stored = self.open_session(session)
        self.notice(T(f"ui.opened.{what}" if stored else f"ui.opened.{what}_unsaved"))

    def autosave(self) -> bool:
        """Save the open game (:meth:`Saves.autosave`); returns whether it is stored now."""
        return self.session is not None and self.saves.autosave(self.session, self.lang)

    def render(self, mark: bool = False) -> None:
        """Draw the game on screen (:meth:`PlayScreen.render`)."""
        if self.session is not None:
            self.play.render(self.session, self.lang, mark)

    def after_change(self, by_bot: bool = False, save: bool = True) -> None:
        """After every decision: autosave, redraw, tell listeners, and let a bot move."""
        session = self.session
        if session is None:
            return
        self.thinker.stop()  # the position the bot was thinking about is gone
        if save:
            self.autosave()
        bot = session.bot_to_move()
        if self.play.replay is None and self.pacing.start(session, self._draw_frame):
            pass  # the steps are shown one by one (not under a replay); the next bot is scheduled after the last
        elif by_bot and bot is not None and time.monotonic() - self.play.last_render < RENDER_EVERY_S:
            self.play.dirty = True
        else:
            self.render(mark=save)
        js_hook("__mtChanged")
        if bot is not None and not self.playing:
            self.pacing.schedule_bot(session)

    def _draw_frame(self, frame: Frame) -> None:
        if self.session is not None:
            self.play.draw_frame(self.session, frame, self.lang)

    def finish_playback(self) -> None:
        """Skip to the end of the decision being shown (a click on the game, any command)."""
        if not self.pacing.stop():
            return
        session = self.session
        if session is None or self.screen != "play":
            return
        self.render(mark=True)
        if session.bot_to_move() is not None:
            self.pacing.schedule_bot(session)

    def _after_bot(self, session: Session) -> None:
        self.after_change(by_bot=True)
        if self.play.dirty and not self.playing and session.bot_to_move() is None:
            self.render()

    # -- messages --------------------------------------------------------------------
    def alert(self, message: Any) -> None:
        self.messages.say("alert", message, self.lang)

    def notice(self, message: Any) -> None:
        self.messages.say("notice", message, self.lang)

    def clear_messages(self) -> None:
        self.alert("")
        self.notice("")

    # -- page events (from assets/mingtable.js) --------------------------------------------
    def api_click(self, action: str, x: float | None = None, y: float | None = None) -> dict[str, Any]:
        """A click on a highlighted choice; one on no choice (the board at ``x, y``, a card) says why."""
        session = self.session
        if session is None or self.screen != "play" or self.play.replay is not None:
            return {"applied": False}  # a replay shows a past position: nothing on it is a move
        self.clear_messages()
        if not action:  # the alert says why (PlayScreen.why_not)
            return self.alert(self.play.why_not(session, x, y)) or {"applied": False}
        screen_seat = session.human_to_move()
        if screen_seat is None:  # a bot is deciding: clicks wait for a person's turn
            return {"applied": False}
        try:
            session.apply(action, screen_seat, capture=self.pacing.paced(session))
        except mingtable.IllegalAction as exc:
            self.alert(T("ui.error.move", why=exc.text))
            return {"applied": False}
        self.after_change()
        return {"applied": True}

    def api_playStep(self) -> None:
        """The next step of the decision being shown (from the timer of assets/mingtable.js)."""
        if self.playing and not self.pacing.step(self._draw_frame):
            self.finish_playback()

    def api_bot(self) -> dict[str, Any]:
        """A bot's scheduled move; a normal or hard bot starts to think (:class:`Thinker`)."""
        session = self.session
        if self.playing:
            return {"moved": None}  # the next bot is scheduled when the steps are shown
        if session is None or self.screen != "play" or session.bot_to_move() is None:
            if self.play.dirty:
                self.render()
            return {"moved": None}
        if self.thinker.ask(session):
            if self.play.dirty:
                self.render()  # the board as it stands while the bot thinks
            return {"moved": None}
        action = session.bot_step(capture=self.pacing.paced(session))
        self._after_bot(session)
        return {"moved": action}

    def api_think(self, fail: bool = False) -> dict[str, Any]:
        """One slice of the thinking bot's search (the loop of assets/mingtable.js), its move
        when done; ``more``: a search is under way (the loop goes on)."""
        session = self.session
        done = self.thinker.slice(session if self.screen == "play" else None, fail)
        if session is not None and done is not None:
            play_answer(session, *done, self.pacing.paced(session))
            self._after_bot(session)
        return {"applied": done is not None, "more": self.thinker.busy}

    def api_ui(self, cmd: str, arg: str | None = None) -> Any:
        """App commands from buttons carrying ``data-ui`` (:func:`commands.run`)."""
        if cmd not in ("setup-count",):
            self.clear_messages()
        try:
            commands.run(self, cmd, arg)
        except ValueError as exc:
            self.alert(message_of(exc))
        return None

    def api_storage(self, key: str | None = None) -> None:
        """Another tab changed the browser storage (``key`` None: it was cleared)."""
        session = self.session
        if session is not None and key in (None, S.save_key(session.save_id)) and self.saves.heard(session, self.lang):
            if self.screen == "play":  # hops this tab had not taken yet: it goes on from them
                self.continue_game(session.save_id)
                return
            self.session, self.saves.writes = self.saves.read(session.save_id)
        if self.screen == "home":
            self.render_home()

    def api_importText(self, text: str, name: str = "") -> None:
        self.clear_messages()
        try:
            self._opened("import", from_file(text))
        except ValueError as exc:
            self.alert(T("ui.error.import", name=name or T("ui.error.this_file"), why=message_of(exc)))

    def api_openLink(self, hash: str) -> None:  # noqa: A002 - the name of the JS field
        """A ``#g=`` or ``#f=`` link put into the tab (at start, or the ``hashchange`` of
        assets/mingtable.js) opens its game; one that cannot be opened says why and leaves the
        screen, the game on it and its save as they were (issue 19, item 7)."""
        self.clear_messages()
        try:
            if hash.startswith("#f="):
                commands.open_friends_link(self, hash)
            else:
                commands.open_share_link(self, hash)
        except ValueError as exc:
            self.alert(T("ui.error.link", why=message_of(exc)))
            history.stay(self)

    # -- the scripting API (window.MingTable) ----------------------------------------------
    def api_games(self) -> list[dict[str, Any]]:
        return G.catalogue()

    def api_newGame(self, game: str = "ming-dynastie", players: list[Any] | None = None, seed: int | None = None,
                    options: dict[str, Any] | None = None) -> dict[str, Any]:
        if players is None:
            players = [{"name": "Player 1", "bot": None}, {"name": "Player 2", "bot": None}]
        session = new_session(game, players, seed, options, new_id())
        self.clear_messages()
        self.open_session(session)
        return session.state()

    def api_state(self) -> dict[str, Any] | None:
        return self.session.state() if self.session else None

    def api_apply(self, id: str, seat: int | None = None) -> dict[str, Any]:  # noqa: A002 - API field name
        session = self._need_session()
        try:
            session.apply(id, seat if seat is not None else session.api_seat())
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
            session = load_session(record, None, new_id())
        except mingtable.BadRecord as exc:
            self.alert(T("ui.error.load", why=exc.text))
            raise
        self.clear_messages()
        self.open_session(session)
        return session.state()

    def api_invites(self) -> list[dict[str, Any]]:
        return friends.invitations(self._need_session())

    def api_turnLink(self) -> str | None:
        turn = friends.turn_link(self._need_session())
        return turn["link"] if turn else None

    def api_shareLink(self) -> str:
        session = self._need_session()
        base = str(js_hook("__mtBaseUrl") or "")
        return base + "#" + encode_link(session.match.record(), session.bots)

    def _need_session(self) -> Session:
        if self.session is None:
            raise UserError(T("ui.error.no_game_api"))
        return self.session
