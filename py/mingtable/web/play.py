"""The game on screen: the board, the panel, the tray, the log, the curtain, the dialogs of
a scoring and of the game's end, and the replay of the moves so far."""

from __future__ import annotations

import time
from typing import Any

from mingtable.i18n import DEFAULT_LANG, tr
from mingtable.markup import Layer, esc
from mingtable.ui import choices
from mingtable.ui import games as G
from mingtable.ui import replay as R
from mingtable.ui.screens import curtain_text, render_own_cards, render_share_box
from mingtable.ui.session import Frame, Screen, Session

from .a11y import Announcements, BoardText
from .dom import body, el, js_hook, no_null, set_html, set_text, show
from .friends import FriendsBox


class StaticBoard:
    """The static part of the board in ``#mt-static``: one game's, in one language."""

    def __init__(self) -> None:
        self.game = G.STATIC_GAME
        self.lang = DEFAULT_LANG  # index.html's board is English

    def show(self, game_id: str, lang: str) -> bool:
        """Put the static board of ``game_id`` into the page (index.html holds Ming-Dynastie's);
        whether it was put in anew (with an empty ``#mt-under`` in it)."""
        if game_id == self.game and lang == self.lang:
            return False
        set_html("mt-static", G.render_static(game_id, lang))
        viewbox, label = G.board_attrs(game_id, lang)
        board = el("board")
        if board is not None:
            board.setAttribute("viewBox", viewbox)
            board.setAttribute("aria-label", label)
        body().dataset.game = game_id
        self.game = game_id
        self.lang = lang
        return True


class PlayScreen:
    """Draws a session: its end state (:meth:`render`) or one step of a decision being shown
    (:meth:`draw_frame`); one game at a time, from :meth:`open` to :meth:`close`."""

    def __init__(self, board: StaticBoard) -> None:
        self.board = board
        self.said = Announcements()
        self.board_text = BoardText()
        self.scorings_seen: set[Any] = set()  # scoring ids of the open game already shown
        self.scoring_open: Any = None  # the id of the scoring on screen
        self.over_dismissed = False
        self.over_drawn: str | None = None  # the game-over box's body as drawn
        self.share_link: str | None = None  # the link in the share box
        self.friends = FriendsBox()  # a game with friends: the links to send
        self.dirty = False  # bots moved since the last render (they redraw at most so often)
        self.last_render = 0.0
        self._log_lines: list[tuple[int, ...]] = []  # what the log shows: (entry,) or (log length, note)
        self.replay: R.Replay | None = None  # the replay on screen, if one is open (issue 20, item 9)
        self._bar_drawn: str | None = None  # the replay bar's markup as drawn
        self._replay_opened = False  # the replay has just opened (its first drawing brings the board into view)
        self._replay_said: tuple[Any, ...] | None = None  # the position last announced
        self._drawn: dict[str, str] = {}  # the markup of the game's parts as last put in (:meth:`_put`)

    def open(self, session: Session) -> None:
        """A game comes on screen: its last scoring is not shown again, its log is not read out;
        a replay open on the same game (a link that brought it up to date) stays open."""
        self.over_dismissed = False
        scoring = session.screen().view.get("scoring")
        self.scorings_seen = {scoring.get("id")} if isinstance(scoring, dict) else set()  # not again after a reload
        self.close_scoring()
        self.said.quiet_until_now(session)
        self.clear_log()
        set_html("share-box", "")
        self.share_link = None
        if self.replay is not None and self.replay.session.save_id == session.save_id:
            self.replay.session = session  # the same game brought up to date (a friend's link): it follows
        else:
            self.close_replay()

    def close(self) -> None:
        """The game leaves the screen: its curtain, dialogs and pieces go."""
        show("curtain", False)
        _curtain_up(False)
        show("over", False)
        self.close_scoring()
        for part in ("mt-dyn", "mt-under", "tray", "recent"):
            set_html(part, "")
        self._drawn.clear()
        self.friends.clear()
        self.close_replay()
        self._show_bar("", None)

    def _put(self, element_id: str, markup: str, mark: bool = False) -> None:
        """Put ``markup`` into the element, unless it holds that already: parsing is most of a
        redraw, and many decisions leave the tray or the recent events as they were. ``mark``
        (a part of the board): assets/mingtable.js marks the elements whose markup is new or
        changed with ``data-last`` and fades out those that went; an unchanged part loses its
        marks (the last change was elsewhere)."""
        put_into(element_id, self._drawn.get(element_id), markup, mark)
        self._drawn[element_id] = markup

    def close_scoring(self) -> None:
        self.scoring_open = None
        show("scoring", False)

    def dismiss_over(self) -> None:
        """Close the game-over box (until the player asks for it again)."""
        self.over_dismissed = True
        show("over", False)

    def show_share(self, link: str, lang: str) -> None:
        self.share_link = link
        set_html("share-box", render_share_box(link, lang))

    def clear_log(self) -> None:
        """Empty the log; the next render draws it whole."""
        self._log_lines = []
        set_html("log", "")

    def redraw(self, session: Session, lang: str) -> None:
        """Everything again in ``lang`` (a language switch): the whole log, the share box, the game."""
        self.clear_log()
        if self.share_link is not None:
            set_html("share-box", render_share_box(self.share_link, lang))
        self.render(session, lang)

    def render(self, session: Session, lang: str, mark: bool = False) -> None:
        """Draw the board, the panel, the log, the curtain and the game-over table; ``mark``:
        highlight what changed on the board since it was last drawn (after a decision). While
        a replay is open, its position instead (:meth:`_render_replay`)."""
        self.dirty = False
        self.last_render = time.monotonic()
        self.said.new_render()
        paused = self.replay is None and session.table is not None and session.table.paused
        body().dataset.paused = "on" if paused else ""  # its move waits for a reveal: no "to decide" (app.css)
        if self.replay is not None:
            self._render_replay(session, lang, mark)
            return
        screen = session.screen()
        game = session.match.game
        own = ""
        if screen.own_cards is not None and screen.actor is not None:
            own = render_own_cards(screen.own_cards, session.match.players[screen.actor], lang)
        own = self.friends.strip(session, lang) + own  # on a phone, the link to send in the sheet
        self._draw_game(session, screen.view, screen.legal, screen.can_undo, mark, lang, own=own)
        if screen.curtain is not None:
            text, label = curtain_text(session.match.players[screen.curtain],
                                       G.seat_role(game, screen.view, screen.curtain, lang), lang, game)
            set_text("curtain-text", text)
            button = el("curtain-btn")
            button.textContent = label
            button.dataset.arg = str(screen.curtain)
            show("curtain", True)
            _curtain_up(True)
            js_hook("__mtFocusAtFrame", "curtain-btn")
        else:
            show("curtain", False)
            _curtain_up(False)
        outcome = session.match.outcome
        if outcome and not self.over_dismissed:
            over = G.render_outcome(game, screen.view, outcome, lang)
            if over != self.over_drawn:  # drawn again only when it changed: the focus stays on its title
                set_html("over-body", over)
                self.over_drawn = over
            show("over", True)
        else:
            show("over", False)
            self.over_drawn = None
        self._render_scoring(session, screen.view, lang, over=bool(outcome))
        self.friends.render(session, lang)
        self._render_log(session, lang)
        self._show_bar(R.render_open(lang) if session.match.actions else "", None)
        self.board_text.update(session, screen.view, lang)
        self.said.turn(session, screen, lang)
        _keep_decision_in_view(session, screen)

    def why_not(self, session: Session, x: Any = None, y: Any = None) -> Any:
        """Why a click on the board (at ``x, y`` of its viewBox) or on a card chose nothing, as a
        message for the alert region (:func:`mingtable.ui.choices.why_not`); "" behind the curtain."""
        screen = session.screen()
        match = session.match
        if screen.curtain is not None:
            return ""
        if match.outcome or screen.actor is None or not screen.legal:
            return choices.why_not(None, deciders=[match.players[s] for s in match.to_move], over=bool(match.outcome))
        ask = G.prompt_message(match.game, screen.view, screen.actor)
        at = all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (x, y))
        why = G.why_not(match.game, screen.view, screen.legal, float(x), float(y)) if at else None
        return choices.why_not(ask, why)

    # -- the replay (issue 20, item 9; ui/replay.py) ----------------------------------------
    def open_replay(self, session: Session) -> R.Replay:
        """Open the replay of the game on screen at its latest position (kept if one is open)."""
        if self.replay is None or self.replay.session is not session:
            self.replay = R.Replay(session)
            self._replay_opened = True
        else:
            self.replay.sync()
        return self.replay

    def close_replay(self) -> None:
        """Back to the game as it stands (the next render draws it)."""
        self.replay = None
        self._replay_said = None
        body().dataset.replay = ""

    def _render_replay(self, session: Session, lang: str, mark: bool) -> None:
        """The position the replay shows: its board and panel (nothing to click), the whole log
        with the position's line marked (every line jumps to its position), the replay bar. No
        curtain, game-over or scoring dialog over it; the game goes on underneath (bots, links)."""
        replay = self.replay
        assert replay is not None
        replay.sync()
        frame = replay.frame()
        body().dataset.replay = "on"
        show("curtain", False)
        _curtain_up(False)
        show("over", False)
        self.over_drawn = None
        if self.scoring_open is not None:
            self.close_scoring()
        self._draw_game(session, frame.view, [], False, mark, lang, frame.log_len)
        self.friends.render(session, lang)
        self._render_log(session, lang, say=False)
        step = replay.step_entries()
        self._show_bar(R.render_bar(replay, lang), replay.current_entry(), self._replay_opened, step.start)
        self._replay_opened = False
        self.board_text.update(session, frame.view, lang)
        said = (replay.at, replay.viewer, replay.last_index if replay.at == replay.last_index else None, lang)
        if said != self._replay_said:  # once per position (a bot's move meanwhile says nothing)
            self._replay_said = said
            self.said.say(R.announcement(replay, lang))

    def _show_bar(self, markup: str, current: int | None, opened: bool = False, first: int | None = None) -> None:
        """Put the replay bar (or the button that opens it) beside the log, drawn again only
        when it changed; assets/mingtable.js marks the log line ``current`` (``aria-current``)
        and the lines from ``first`` on that the same decision wrote (``data-step``), gives the
        bar's focus back after a redraw and, ``opened``, brings the board into view on a narrow
        screen (the bar then stays at the window's foot)."""
        if markup != self._bar_drawn:
            set_html("replay-bar", markup)
            self._bar_drawn = markup
        current = -1 if current is None else current
        js_hook("__mtReplayMark", current, opened, current if first is None else first)

    def draw_frame(self, session: Session, frame: Frame, lang: str) -> None:
        """Draw one step: the board and panel of that moment (nothing to click) and the log up to it."""
        self._draw_game(session, frame.view, [], False, True, lang, frame.log_len)
        self._render_log(session, lang, frame.log_len)

    def _draw_game(self, session: Session, view: dict[str, Any], legal: list[Any], can_undo: bool, mark: bool,
                   lang: str, upto: int | None = None, own: str = "") -> None:
        """The game's board, panel (after ``own``: the deciding person's cards), tray and recent
        events for ``view`` with ``legal`` clickable (the end state, or one step of a decision
        with ``upto`` log entries), and Undo."""
        game = session.match.game
        if self.board.show(game, lang):
            self._drawn.pop("mt-under", None)  # an empty one came with the static board
        out = G.render(game, view, legal, session.seat_tags(lang), lang)
        self._put("mt-under", out["under"], mark)
        self._put("mt-dyn", out["board"], mark)
        self._put("panel", own + out["panel"])
        self._put("tray", out.get("tray", ""))
        self._put("recent", G.render_recent(game, session.match, lang, upto))
        undo = el("btn-undo")
        if undo is not None:
            undo.disabled = not can_undo

    def _render_scoring(self, session: Session, view: dict[str, Any], lang: str, over: bool = False) -> None:
        """Show the summary of a new scoring once (the game's ``render_scoring``), in a dialog the
        player closes; the one on screen follows a language switch. The last one, at the end
        of the game, is part of the game-over box (the game's ``render_outcome``)."""
        scoring = view.get("scoring")
        sid = scoring.get("id") if isinstance(scoring, dict) else None
        if over:
            if sid is not None:
                self.scorings_seen.add(sid)
            if self.scoring_open is not None:
                self.close_scoring()
            set_html("scoring-body", "")
        elif sid is not None and sid not in self.scorings_seen:
            body_html = G.render_scoring(session.match.game, view, lang)
            self.scorings_seen.add(sid)
            if body_html:
                self.scoring_open = sid
                set_html("scoring-body", body_html)
                show("scoring", True)
                close = el("scoring-close")
                if close is not None:
                    close.focus()
        elif sid is not None and sid == self.scoring_open:
            set_html("scoring-body", G.render_scoring(session.match.game, view, lang))

    def _render_log(self, session: Session, lang: str, upto: int | None = None, say: bool = True) -> None:
        """Append the new log entries in ``lang`` (a language switch redraws it all); ``upto``:
        only the first entries, while a decision is shown step by step. The session's notes (a
        bot's fallback, what a bot expected) come after the entry they follow. Each entry opens
        the replay at its position (``data-ui="replay-at"``). ``say``: announce the new entries."""
        log = session.match.log_entries
        if upto is not None:
            log = log[:upto]
        notes = session.notes()
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
                    html.append(G.log_item(session.match.game, log[line[0]], lang))
                else:
                    html.append(f'<li class="note">{esc(tr(notes[line[0]][line[1]], lang))}</li>')
            html = [jump(item, line) for item, line in zip(html, lines[len(shown):])]
            node.insertAdjacentHTML("beforeend", "".join(html))
            js_hook("__mtLogEnd")
        self._log_lines = lines
        if say:
            self.said.log(log, lang)


def put_into(target: Any, drawn: str | None, markup: str, mark: bool) -> None:
    """Put ``markup`` into ``target`` (an element's id, or an element off the page) that holds
    ``drawn`` (:meth:`PlayScreen._put`)."""
    if drawn == markup:
        if mark:
            js_hook("__mtUnmark", target)
        return
    if mark:
        js_hook("__mtMarkBefore", target)
    node = el(target) if isinstance(target, str) else target
    if node is not None and not _put_parts(node, drawn, markup):
        node.innerHTML = markup
    if mark:
        js_hook("__mtMarkAfter", target)


def jump(item: str, line: tuple[int, ...]) -> str:
    """A log entry's item as a jump to its position in the replay (a note stays as it is)."""
    if len(line) != 1 or not item.startswith("<li"):
        return item
    return f'<li data-ui="replay-at" data-arg="{line[0]}"{item[3:]}'


def _put_parts(node: Any, drawn: str | None, markup: str) -> bool:
    """A :class:`Layer` drawn before with the same frame and as many parts: only the parts that
    changed are put in (each part is one element of the layer's one element). False when
    the whole markup must go in."""
    if not (isinstance(markup, Layer) and isinstance(drawn, Layer) and (drawn.head, drawn.tail) == (markup.head, markup.tail)
            and len(drawn.parts) == len(markup.parts)):
        return False
    frame = no_null(getattr(node, "firstElementChild", None))
    if frame is None or frame.childElementCount != len(markup.parts):
        return False
    children = frame.children
    for i, (old, new) in enumerate(zip(drawn.parts, markup.parts)):
        if old != new:
            children.item(i).outerHTML = new
    return True


def _curtain_up(up: bool) -> None:
    """Mark the page while the curtain is up: the header stays usable above it (Home, Rules,
    the language), its game buttons (Undo, Export, Share) are hidden (assets/app.css)."""
    body().dataset.curtain = "up" if up else ""


def _keep_decision_in_view(session: Session, screen: Screen) -> None:
    """assets/mingtable.js ``__mtLayout``: the list of choices open on narrow screens, and the
    prompt and a choice brought into view once per new decision of a person here."""
    deciding = bool(screen.legal) and screen.curtain is None and not session.match.outcome
    js_hook("__mtLayout", f'{session.save_id}:{len(session.match.actions)}', deciding)
