"""Turns through relays on the page (issue 34; ui/relays.py, assets/relays.mjs): a game with
friends whose table names relays publishes each hop this device signs (the fragment of its
newest link) and takes in the hops that come through them, checked exactly as a link opened
here (:func:`mingtable.ui.session.begin_opening`). Links keep working beside them: a relay is
one more way for the same signed log to travel."""

from __future__ import annotations

import json
from typing import Any

from mingtable.engine.errors import MingTableError, message_of
from mingtable.i18n import KEY, T, tr
from mingtable.ui import texts as UT
from mingtable.ui import friends as F
from mingtable.ui.relays import relay_urls, render_box
from mingtable.ui.session import Session, begin_opening
from mingtable.ui.share import ShareError

from .dom import body, js_hook, set_html, show
from .friends import signing_of
from .live import live_of
from .messages import UserError


class RelayPage:
    """The page's side of the relays: the channel open for the game on screen, what this
    device published last, and what assets/relays.mjs reported."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.open_for: str | None = None   # the channel assets/relays.mjs holds open (its JSON)
        self.open_table: str | None = None  # the id of the game whose channel that is
        self.published: str | None = None  # the last hop this device published there
        self.connected = 0                   # relays connected now
        self.waiting = 0                     # this device's hops no relay acknowledged yet
        self.told = False                    # the page said that no relay can be reached
        self.drawn: tuple[Any, ...] | None = None  # what the relays' line shows
        self.fresh: str | None = None       # the game this page just made (no hop of it to fetch)
        self.fetching = False                # the hops the relays hold are being fetched: no decision yet
        self.settled = False                 # the relays sent what they hold (or took too long)
        self.peeking: tuple[Any, ...] | None = None  # the screen and game on screen when the page last
        # asked for the saved games' hops (:meth:`peek`), and what it asked

    # -- the scripting API -----------------------------------------------------------
    def api_newGame(self, relays: Any = None, **spec: Any) -> dict[str, Any] | None:  # noqa: N802 - API name
        """``newGame`` as before; with ``relays`` (a list of ``wss://`` addresses) a game with
        friends whose turns also travel through those relays, or a live game whose connections
        they set up (refused, before anything starts, for a game without persons on other
        devices and for a live game with a signaling server too)."""
        live = live_of(self.page)
        if relays is None:
            live.api_newGame(**spec)
            return self.api_state()  # (its ``relays`` null, as state() says)
        urls = relay_urls(relays)
        if not any(isinstance(p, dict) and p.get("remote") is True for p in spec.get("players") or []):
            raise UserError(T("ui.relays.alone"))
        if spec.get("live") is True:  # the relays carry the connections' set-up: one invitation per guest
            if spec.get("signaling") is not None:
                raise UserError(T("ui.relays.live"))
            if not urls:
                raise UserError(T("ui.relays.bad", what="[]"))
            live.api_newGame(**spec, signaling={"relays": urls})
            return self.api_state()
        live.api_newGame(**spec)
        session = self.page.session
        assert session is not None and session.table is not None
        self.through(session.table, urls)
        self.page.autosave()
        return self.api_state()

    def through(self, table: F.Table, urls: list[str]) -> None:
        """A game this page just made: its turns travel through the relays ``urls`` too (none:
        by links only), and it has no hop on them to fetch first."""
        F.through_relays(table, urls)
        self.fresh = table.id

    def api_state(self) -> dict[str, Any] | None:
        live = live_of(self.page)
        state = live.api_state()
        if state is not None:
            table = self.page.session.table if self.page.session is not None else None
            urls = list(table.relays) if table is not None else []
            # (a game whose channel is not open yet, while its keys are made: nothing connected)
            numbers = (self.connected, self.waiting) if table is not None and table.id == self.open_table else (0, 0)
            if state.get("live") is not None:  # a live game's relays set up its connections (host or guest)
                urls = list(live.signal_server()["relays"]) if live.relayed() else []
                numbers = (self.connected, 0)  # (the game's messages go directly between the devices)
            state["relays"] = {"urls": urls, "connected": numbers[0], "waiting": numbers[1]} if urls else None
        return state

    # -- assets/relays.mjs's events -----------------------------------------------------
    def api_relayStatus(self, connected: Any = 0, waiting: Any = 0, failed: Any = None,  # noqa: N802
                        settled: Any = True) -> None:
        """How many relays are connected and how many hops wait for one; the page says when none
        can be reached once the connections settled (links still work), and when they are back;
        or, ``failed``, that the relay client itself could not load (a reload tries again)."""
        was = self.connected
        self.connected = connected if type(connected) is int and connected >= 0 else 0
        self.waiting = waiting if type(waiting) is int and waiting >= 0 else 0
        if settled is True or failed is not None:
            self.settled = True
            self._release()
        table = self.page.session.table if self.page.session is not None else None
        if table is None or table.live:
            return  # a live game's relays only set up its connections: its box says how they stand (web/live_signal.py)
        if self.connected == 0 and (was > 0 or not self.told) and (settled is True or failed is not None):
            self.told = True
            self.page.alert(T("ui.relays.client" if failed is not None else "ui.relays.away"))
        elif self.connected > 0 and was == 0 and self.told:
            self.told = False
            self.page.alert("")  # what it said no longer holds
            self.page.notice(T("ui.relays.back"))

    def api_relayHop(self, fragment: Any, table: Any = None, again: bool = True) -> bool:  # noqa: N802
        """A hop that came through a relay (decrypted): of the game open in this page, or with
        ``table`` of a saved game the page asked about (:meth:`peek`). Taken as a link opened
        here, quietly when this device has it already (a relay may send a hop again, or an older
        one). The game on screen is shown as it is now; a game not on screen (Home, the set-up
        form, another game) goes into its save, Home's line of it says whose turn it is, and
        the page says when it is this device's turn. A hop this device refuses leaves the game
        as it was; the game on screen says why."""
        page, session = self.page, self.page.session
        if table is None:  # the channel of the game open in this page
            own = session.table if session is not None else None
            if own is None or not own.relays or own.live or fragment == self.published:
                return False
            table = own.id
        shown = page.screen == "play" and session is not None and session.table is not None and session.table.id == table
        if not isinstance(fragment, str) or not isinstance(table, str):
            return False
        try:
            header = F.read(fragment)
            size = F.log_size(header)
        except (ShareError, MingTableError) as exc:  # it decrypted, so it came with a link of this game: say so
            if shown:
                page.alert(T("ui.relays.refused", why=message_of(exc)))
            return False
        stored = page.saves.find_table(table)
        if header.table_id != table or stored is None or stored.table is None:
            return False
        if not shown and size <= F.log_length(stored.table, len(stored.record["actions"])):
            return False  # nothing its save lacks (Home hears every saved game's newest hops): not replayed

        def refused(exc: ValueError) -> None:
            self._release()
            stale = isinstance(getattr(exc, "text", None), dict) and exc.text.get(KEY) == "ui.friends.stale"
            if shown and page.session is session and not stale:  # (older than the game here: nothing to take)
                page.alert(T("ui.relays.refused", why=message_of(exc)))

        def taken(game: Session) -> None:
            self._release()
            assert game.table is not None and stored.table is not None
            if game.match.record()["actions"] == stored.record["actions"] and F.log_length(
                    game.table, len(game.match.actions)) == F.log_length(stored.table, len(stored.record["actions"])):
                return  # the game as this device has it (a seal alone adds to the log, not to the record)
            if not shown:
                if not self._keep(game, stored.writes) and again:
                    self.api_relayHop(fragment, table, again=False)  # on the save as another hop left it
            elif page.session is session:  # (unless the page moved on meanwhile)
                self._show(game, stored.writes)

        try:
            opening = begin_opening(header, stored, stored.id)
        except ValueError as exc:  # a set-up that differs from this game's (issue 32, item 3)
            refused(exc)
            return False
        signing_of(page).take(opening, taken, refused)
        return True

    def _show(self, taken: Session, writes: int) -> None:
        """The game on screen as the hop left it, saved, and said (in a tab in the background
        too, when it is this device's turn: assets/relays.mjs)."""
        page = self.page
        page.open_session(taken, writes)
        taken.fetching = self.fetching  # (the other devices' hops may still come)
        page.autosave()
        other = taken.remote_to_move()
        page.notice(T("ui.relays.your_turn") if other is None else T("ui.relays.came", other=taken.match.players[other]))
        self._your_turn(taken, notice=False)

    def _your_turn(self, taken: Session, notice: bool) -> None:
        """When the hop made it this device's turn in ``taken``: the page says so (``notice``:
        a game not on screen), and a tab in the background in its title and with a notice of
        the system where the person allowed it (assets/relays.mjs)."""
        if taken.remote_to_move() is not None or taken.match.outcome is not None:
            return
        title = UT.title(taken.match.game, self.page.lang, taken.match.rules.info.title)
        if notice:
            self.page.notice(T("ui.relays.turn", title=title))
        js_hook("__mtRelayTurn", tr(T("ui.relays.turn", title=title), self.page.lang))

    def _keep(self, taken: Session, writes: int) -> bool:
        """A game not on screen as the hop left it, in its save (Home drawn again, or the page
        saying that it is this device's turn); False (nothing stored) when the save changed
        since it was read (another hop, another tab)."""
        page = self.page
        if not page.saves.keep(taken, writes):
            return False
        if page.session is not None and page.session.save_id == taken.save_id:  # the game the page was left for
            page.session, page.saves.writes = taken, writes + 1
        if page.screen == "home":
            page.render_home()
        self._your_turn(taken, notice=page.screen != "home")
        return True

    def peek(self, shown: str | None) -> None:
        """Whatever the page shows: listen to the relays of every saved game with friends that
        is not over, but the one whose channel is open (``shown``), for its devices' newest
        hops, those stored and those to come (assets/relays.mjs; each comes back to
        :meth:`api_relayHop` with its table). Asked again when the screen or the game on it
        changes (Home shows the saves as they are now); the relays are asked anew only when what
        is asked changed."""
        where = (self.page.screen, shown)
        if self.peeking is not None and self.peeking[0] == where:
            return
        asked = [{"table": table.id, **F.relay_channel(table)}
                 for table in (saved.table for saved in self.page.saves.games() if not saved.summary.get("over"))
                 if table is not None and table.relays and not table.live and table.id != shown]
        text = json.dumps(asked)
        if self.peeking is None or self.peeking[1] != text:
            if asked:
                js_hook("__mtRelaysPeek", text)
            else:
                js_hook("__mtRelaysPeekClose")
        self.peeking = (where, text)

    # -- after every call ------------------------------------------------------------
    def sync(self) -> None:
        """Hold the relays of the page's game with friends open, publish this device's newest
        hop once its keys signed it, and listen to the relays of the other saved games with
        friends (:meth:`peek`)."""
        session = self.page.session
        table = session.table if session is not None else None
        self.peek(table.id if table is not None and table.relays and not table.live else None)
        if table is None or not table.relays or table.live or session is None or session.key_request() is not None:
            if self.open_for is not None and (table is None or not table.relays):
                js_hook("__mtRelaysClose")
                self.open_for, self.open_table, self.published = None, None, None
                self._box(None)
            return
        config = json.dumps(F.relay_channel(table))
        if config != self.open_for:
            self.open_for, self.open_table, self.published = config, table.id, None  # (before the call: it may call back)
            self.connected, self.waiting, self.told, self.settled = 0, 0, False, False  # the new channel's
            self._hold(table.id != self.fresh)  # a saved or joined game: what it missed comes first
            js_hook("__mtRelaysOpen", config)
        hop = session.newest_hop()
        if hop is not None and hop != self.published:
            self.published = hop
            js_hook("__mtRelayPublish", hop)
        other = session.remote_to_move() if session.match.outcome is None else None
        self._box((len(table.relays), self.connected, other is not None and js_hook("__mtNotifyAsk") is True,
                   self.page.lang, self.fetching, None if other is None else session.match.players[other]))

    def _hold(self, on: bool) -> None:
        """Hold this device's decisions (its person's and its bots') while the hops the relays
        hold for the game are fetched (issue 34, item 2: a device that opens the game fetches
        what it missed first), and let them go on after."""
        self.fetching = on
        session = self.page.session
        if session is not None:
            session.fetching = on
        body().dataset.fetching = "on" if on else ""  # (app.css: no "to decide" meanwhile)
        if not on and session is not None and self.page.screen == "play":
            self.page.after_change(save=False)  # drawn again, and a bot of this device may move

    def _release(self) -> None:
        """Let decisions go on once the relays sent what they hold and every hop of it is
        checked and taken."""
        if self.fetching and self.settled and not signing_of(self.page).queue:
            self._hold(False)

    def _box(self, key: tuple[Any, ...] | None) -> None:
        """Draw the relays' line beside the game (None: none, hidden) when it changed."""
        if key != self.drawn:
            self.drawn = key
            if key is not None:
                set_html("relay-box", render_box(*key))
            show("relay-box", key is not None)


def relays_of(page: Any) -> RelayPage:
    """The page's :class:`RelayPage` (made on first use)."""
    relays = page.__dict__.get("relays")
    if relays is None:
        relays = page.__dict__["relays"] = RelayPage(page)
    return relays
