"""The app's commands: buttons carrying ``data-ui`` (and controls carrying ``data-ui-change``),
with their ``data-arg``; and opening a share link or a link of a game with friends."""

from __future__ import annotations

import json
import re
import time

import mingtable
from mingtable.engine.errors import message_of
from mingtable.i18n import LANGS, T
from mingtable.ui import games as G
from mingtable.ui import rules as R
from mingtable.ui import friends as F
from mingtable.ui import saves as S
from mingtable.ui.session import Session, begin_opening
from mingtable.ui.setup import chosen_relays
from mingtable.ui.signaling import parse_ice, parse_server

from . import history
from .dom import el, js_hook, value
from .friends import signing_of
from .live import live_of
from .relays import relays_of
from .messages import UserError
from .page import Page
from .saving import from_link, new_id


def run(page: Page, cmd: str, arg: str | None) -> None:
    """Carry out ``cmd`` on the page (raises ``ValueError`` for the alert region)."""
    lang = page.lang
    if cmd == "home":
        page.session = None
        page.show_screen("home")
        page.render_home()
        history.push("home")
    elif cmd == "new":
        if arg not in mingtable.GAMES or not G.playable(str(arg)):
            raise UserError(T("ui.error.unavailable"))
        page.open_setup(str(arg))
        history.push("setup", page.setup.game)
    elif cmd in ("setup-count", "setup-refresh"):
        page.setup.read(lang)
        page.setup.render(lang)
    elif cmd == "setup-ice":  # a public STUN server of the form's presets (ui/setup.py STUN_PRESETS)
        page.setup.use_ice(str(arg), lang)
    elif cmd == "start":
        form, live = page.setup.read(lang), live_of(page)
        # a live game's signaling server and STUN/TURN servers, if any (refused before the game starts)
        server, ice = (parse_server(form.signal), parse_ice(form.ice)) if form.live else (None, [])
        # turns through relays (an unreadable address refused before the game starts); a live
        # game's connections set up through them (one invitation per guest), not with a server too
        relays = chosen_relays(form)
        if relays and form.live:
            if server is not None:
                raise UserError(T("ui.relays.live"))
            server = parse_server({"relays": relays})
        session = page.setup.start(lang)
        if session.table is not None and not session.table.live:
            relays_of(page).through(session.table, relays)
        live.prepare(session, server, ice)
        page.open_session(session)
    elif cmd == "continue":
        page.continue_game(str(arg))
    elif cmd == "reload-save":
        if page.session is not None:
            page.continue_game(page.session.save_id)
    elif cmd == "export-save":
        js_hook("__mtDownload", f"mingtable-save-{arg}.json", page.saves.stored_text(arg))
        page.notice(T("ui.export.save_done"))
    elif cmd == "close-scoring":
        page.play.close_scoring()
    elif cmd in ("delete", "delete-no"):
        page.home.ask_delete(str(arg) if cmd == "delete" and S.valid_id(arg) else None)
        page.render_home()
    elif cmd == "delete-yes":
        page.home.ask_delete(None)
        if page.saves.delete(arg):
            page.notice(T("ui.delete.done"))
        page.render_home()
    elif cmd == "delete-finished":  # asks first, like one deletion
        page.home.ask_delete_finished(page.saves)
        page.render_home()
    elif cmd == "delete-finished-yes":
        deleted = page.home.delete_finished(page.saves)
        if deleted:
            page.notice(T("ui.delete.done_finished", n=deleted))
        page.render_home()
    elif cmd == "undo":
        if page.session and page.session.screen().can_undo:
            page.session.undo()
            page.after_change()
    elif cmd == "confirm":
        if page.session is not None and arg is not None and arg.isdigit():
            page.session.confirm(int(arg))
            page.render()
    elif cmd == "own-cards":
        if page.session is not None:
            page.session.show_own_cards(arg == "show")
            page.render()
            switch = el("own-cards-btn")
            if switch is not None:
                switch.focus()
    elif cmd == "to-tray":  # the first choice on the cards comes into view, its foot at the foot of its box
        tray = el("tray")
        if tray is not None:
            choice = tray.querySelector("[data-action]")
            (choice or tray).scrollIntoView(choice is None)
    elif cmd == "show-over":
        page.play.over_dismissed = False
        page.render()
    elif cmd == "close-over":
        page.play.dismiss_over()
    elif cmd == "export":
        if page.session is None:
            raise UserError(T("ui.error.no_game"))
        record = page.session.record_with_bots()
        stamp = time.strftime("%Y%m%d-%H%M")
        js_hook("__mtDownload", f"{page.session.match.game}-{stamp}.json", json.dumps(record, indent=1))
        page.notice(T("ui.export.done", note=T("ui.export.note")))
    elif cmd == "share":
        page.play.show_share(page.api_shareLink(), lang)
    elif cmd == "copy-share":
        js_hook("__mtCopy", value("share-url"))
        page.notice(T("ui.share.copied"))
    elif cmd in ("copy-link", "send-link"):  # a link of a game with friends (web/friends.py)
        if not str(arg).startswith("friends-link-"):
            raise UserError(T("ui.error.command", cmd=repr(f"{cmd} {arg}")))
        if cmd == "copy-link":
            js_hook("__mtCopy", value(str(arg)))
            page.notice(T("ui.friends.copied"))
        elif page.session is not None and re.fullmatch(r"friends-link-(turn|invite)-\d", str(arg)):
            page.play.friends.send(page.session, str(arg), value(str(arg)), lang)
    elif cmd == "live-accept":  # the host's field for a guest's reply link (web/live.py)
        live_of(page).accept_field()
    elif cmd == "rules":
        fallback = page.session.match.game if page.screen == "play" and page.session else page.setup.game
        game, anchor = R.parse_target(arg, fallback)
        if game is None:
            raise UserError(T("ui.error.unavailable"))
        page.rules.open(game, anchor, lang)
    elif cmd == "rules-goto":
        page.rules.goto(arg)
    elif cmd == "close-rules":
        page.rules.close()
    elif cmd == "speed":
        page.set_speed(str(arg))
    elif cmd == "board-text":
        page.play.board_text.toggle(page.session, lang)
    elif cmd == "history":
        history.follow(page, arg)
    elif cmd.startswith("replay"):
        if page.session is not None and getattr(page.session.match, "mirror", False):
            raise UserError(T("ui.live.no_record"))  # a live game's guest has no record to replay
        replay(page, cmd, arg)
    elif cmd == "lang":
        if arg not in LANGS:
            raise UserError(T("ui.error.command", cmd=repr(f"{cmd} {arg}")))
        page.set_lang(str(arg))
    else:
        raise UserError(T("ui.error.command", cmd=repr(cmd)))


REPLAY_STEPS = {"replay-first": "first", "replay-back": "back", "replay-forward": "forward", "replay-last": "last"}


def replay(page: Page, cmd: str, arg: str | None) -> None:
    """The replay's commands (issue 20, item 9; ui/replay.py): open it (``replay``, or
    ``replay-at`` a log entry, which also jumps there while it is open), step, choose whose
    view once the game is over (``replay-viewer``: a seat, "" for the spectator), close."""
    session = page.session
    if session is None or page.screen != "play":
        raise UserError(T("ui.error.no_game"))
    if cmd == "replay-close":
        page.play.close_replay()
        page.render()
        return
    if page.play.replay is None and cmd not in ("replay", "replay-at"):
        return  # a button of a bar that has just closed
    shown = page.play.open_replay(session)
    if cmd == "replay-at":
        if arg is None or not arg.isdigit():
            raise UserError(T("ui.error.command", cmd=repr(f"{cmd} {arg}")))
        shown.goto_log(int(arg))
    elif cmd in REPLAY_STEPS:
        getattr(shown, REPLAY_STEPS[cmd])()
    elif cmd == "replay-viewer":
        shown.choose(int(arg) if arg and arg.isdigit() else None)
    elif cmd != "replay":
        raise UserError(T("ui.error.command", cmd=repr(cmd)))
    page.render(mark=True)


def open_friends_link(page: Page, fragment: str) -> None:
    """Open the game of a ``#f=`` link as this device's seat: this device's save of it brought
    up to date, or a new save from an invitation, once the page checked its signatures
    (web/friends.py :class:`Signing`). Raises ``ValueError`` (a catalogue message) for a link
    this device refuses; nothing stored or on screen changes then."""
    header = F.read(fragment)
    stored = page.saves.find_table(header.table_id)
    opening = begin_opening(header, stored, stored.id if stored is not None else new_id())

    def taken(session: Session) -> None:
        page.open_session(session, stored.writes if stored is not None else None)
        if stored is not None:
            page.autosave()
        assert session.table is not None
        own, other = session.table.seat, session.remote_to_move()
        page.notice(T("ui.opened.friends", who=session.match.players[own]) if other is None else
                    T("ui.opened.friends_waiting", who=session.match.players[own], other=session.match.players[other]))

    def refused(exc: ValueError) -> None:
        page.alert(T("ui.error.link", why=message_of(exc)))
        history.stay(page)

    signing_of(page).take(opening, taken, refused)


def open_share_link(page: Page, fragment: str) -> None:
    """Open the game of a ``#g=`` link: into this device's save of that game if the link goes
    on from it (one entry per game: :func:`mingtable.ui.saves.link_target`), else as a new save;
    the notice says which, or that it could not be stored. Raises ``ValueError`` for a link that
    cannot be opened; nothing stored or on screen changes then. A live invitation ``#l=`` or
    a guest's reply ``#lr=`` goes to the live table (web/live.py)."""
    if fragment.startswith("#l"):
        live_of(page).open_link(fragment)
        return
    session, saved = from_link(fragment, page.saves)
    if saved is None:
        stored = page.open_session(session)
        page.notice(T("ui.opened.link" if stored else "ui.opened.link_unsaved"))
        return
    page.open_session(session, saved.writes)
    page.notice(T("ui.opened.link_again" if page.autosave() else "ui.opened.link_unsaved"))
