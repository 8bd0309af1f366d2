"""A game on screen: the match, who sits at each seat (human or bot), and the hot-seat curtain.

DOM-free, so the rules of the screen (whose view is shown, when the curtain hides it, when
a bot moves, when undo is allowed) are tested on CPython like the engine.
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass
from typing import Any

import mingtable
from mingtable.engine import jsontext
from mingtable.engine.actions import Action
from mingtable.engine.errors import IllegalAction, MingTableError, echo, message_of
from mingtable.engine.rng import Rng
from mingtable.i18n import DEFAULT_LANG, LANGS, T, catalogue, tr

from . import friends, games, keys, levels, setup
from .friends import REMOTE, Table
from .saves import SavedGame
from .share import BOT_KINDS, check_bots


@dataclass
class Screen:
    """What to draw now."""

    view: dict[str, Any]        # the view shown (a seat's own, or the spectator's)
    legal: list[Action]         # the clickable choices (empty behind the curtain or on a bot's move)
    actor: int | None           # the human seat deciding now
    curtain: int | None         # the seat that must confirm before its private view is shown
    bot: int | None             # the bot seat that moves next
    can_undo: bool
    own_cards: bool | None = None  # "Show my cards" in a public decision: None no button, else shown or not


@dataclass
class Frame:
    """One step of a decision as the page shows it while it plays the steps one by one."""

    view: dict[str, Any]  # the view at that step (a view is its own data: later steps leave it)
    log_len: int          # the log entries written up to and including this step


class Session:
    """One open game: a :class:`mingtable.Match` plus seat kinds and the curtain state.

    ``bots``: per seat None (a person at this device), a bot kind, or ``"remote"`` (a person on
    another device, in a game with friends: ``table`` is this device's part of it)."""

    def __init__(self, match: mingtable.Match, bots: list[str | None], save_id: str, open_hands: bool = False,
                 table: Table | None = None) -> None:
        if len(bots) != len(match.players):
            raise ValueError("One bot entry per seat is needed.")
        self.match = match
        self.bots = list(bots)
        self.save_id = save_id
        self.open_hands = open_hands  # a friendly game: no curtain, every decider sees their own hand
        self.table = table
        # a game through relays whose page fetches what the relays hold for it: no decision here
        # until then, its person's or its bots' (web/relays.py; not saved)
        self.fetching = False
        self.confirmed: int | None = None  # the human who had the screen last (decided or lifted the curtain)
        self.shown: int | None = None  # the person deciding who asked for their own cards ("Show my cards")
        self._bot_objects: dict[int, Any] = {}
        self.frames: list[Frame] = []  # the steps of the last decision, when it was captured
        # a live game's host: the guests' seats whose steps are kept too (their own views), and
        # those steps of the last decision with the number of decisions after it (ui/live.py)
        self.step_seats: tuple[int, ...] = ()
        self.seat_frames: dict[int, list[Frame]] = {}
        self.seat_frames_at = -1
        # log length after a searching bot's decision -> what it expected (its win chance);
        # kept only while no person plays, since the chance reflects the bot's hidden cards
        self.bot_notes: dict[int, Any] = {}
        # log length after a decision a thinking bot could not make -> the note that it played
        # the easy bot's choice instead (once until that seat thinks again: _fell_back)
        self.fallback_notes: dict[int, Any] = {}
        self._fell_back: set[int] = set()

    # -- seats -------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [s for s, kind in enumerate(self.bots) if kind is None]

    def bot_to_move(self) -> int | None:
        """The first bot among the seats that must decide now (bots go before humans); none
        while the page fetches what the relays hold for the game (:attr:`fetching`)."""
        if self.fetching:
            return None
        return next((s for s in self.match.to_move if self.bots[s] not in (None, REMOTE)), None)

    def remote_to_move(self) -> int | None:
        """The person on another device who decides now, once no bot and nobody here is pending:
        in a decision several seats take at once, one who has not sealed a choice yet, else (each
        has) the first to reveal."""
        if self.bot_to_move() is not None or self.human_to_move() is not None:
            return None
        if self.table is not None and self.table.closing is not None:
            return self.table.stands()[0]  # its last action waits for that seat's reveal
        revealing = friends.due(self.table.marks, self.match) if self.table is not None else None
        if revealing is not None and revealing != self.table.seat:  # (the first choice standing in reveals first)
            return revealing
        waiting = [s for s in self.match.to_move if self.bots[s] == REMOTE]
        sealed = self.sealed()
        return next((s for s in waiting if s not in sealed), waiting[0] if waiting else None)

    def sealed(self) -> set[int]:
        """The other seats whose secret choice is sealed and not yet revealed (ui/friends.py)."""
        return self.table.sealed() - {self.table.seat} if self.table is not None else set()

    def human_to_move(self) -> int | None:
        """The human who decides now, once no bot is pending."""
        if self.bot_to_move() is not None:
            return None
        if self.table is not None and (self.table.paused or self.chooses_first() is not None):
            return None  # its decision is made, waiting for the reveals; or another device's turn to choose
        return next((s for s in self.match.to_move if self.bots[s] is None), None)

    def chooses_first(self) -> int | None:
        """In a decision several seats take at once, the person on another device who chooses
        before this one: the last link this device took was sent to them, and they have not
        chosen yet (their link then comes). A link reaches every device through relays or a
        group chat, and two devices choosing from the same link would each refuse the other's
        as a fork. None when this device may choose."""
        table = self.table
        to = table.sent_to if table is not None and not table.live else None
        if to is None or to == table.seat or len(self.match.to_move) < 2:
            return None
        return to if to in self.match.to_move and to not in self.sealed() else None

    def seat_tags(self, lang: str = DEFAULT_LANG) -> list[str]:
        """What plays each seat, for the renderers ("random bot", or "" for a person)."""
        return [tr(T(f"ui.bot.{kind}"), lang) if kind and kind != REMOTE else "" for kind in self.bots]

    # -- what to show --------------------------------------------------------------
    def screen(self) -> Screen:
        """Whose view to draw and what is clickable, honouring the hot-seat curtain.

        The curtain comes up only when the decision shows private information (the game's
        ``private_decision``) of a human other than the one who had the screen last (who
        decided last or lifted the curtain). A public decision shows the spectator's view;
        its decider may ask for their own cards ("Show my cards", :meth:`show_own_cards`).
        The curtain never comes up for one human among bots, nor in a game with open hands,
        where the decider (else the human who decided last) sees their own view. In a game
        with friends this device always shows its own seat.
        """
        m = self.match
        public = m.view(None)
        bot = self.bot_to_move()
        actor = self.human_to_move()
        humans = self.humans
        curtain = None
        own_cards = None
        viewer: int | None = None
        if self.table is not None:
            viewer = self.table.seat
        elif actor is not None:
            if len(humans) == 1 or self.open_hands:
                viewer = actor
            elif games.private_decision(m.game, public):
                if self.confirmed == actor:
                    viewer = actor
                else:
                    curtain = actor
            else:
                own_cards = self.shown == actor
                viewer = actor if own_cards else None
        elif len(humans) == 1 and not m.outcome:
            viewer = humans[0]
        elif self.open_hands and self.confirmed is not None and not m.outcome:
            viewer = self.confirmed
        view = m.view(viewer) if viewer is not None else public
        legal = m.legal_actions(actor) if actor is not None and curtain is None else []
        can_undo = bool(m.can_undo and actor is not None and curtain is None and m.to_move[:1] == [actor])
        return Screen(view, legal, actor, curtain, bot, can_undo, own_cards)

    def show_own_cards(self, show: bool) -> None:
        """The person deciding a public decision shows (or hides again) their own cards; they
        hide by themselves once another person decides."""
        actor = self.human_to_move()
        self.shown = actor if show and self.table is None else None
        if actor is not None:
            self.confirmed = actor  # they hold the device

    def confirm(self, seat: int) -> None:
        """The player at ``seat`` has the device: lift the curtain for them."""
        self.confirmed = seat

    # -- deciding ------------------------------------------------------------------
    def apply(self, action_id: str, seat: int | None = None, capture: bool = False) -> None:
        """Carry out an action (default: for the human deciding now, else the first to move).
        ``capture``: keep the steps it takes in :attr:`frames`."""
        if seat is None:
            seat = self.human_to_move() if self.table is None else self.table.seat
        if self.table is not None and seat != self.table.seat:
            raise IllegalAction(T("ui.friends.not_here", who=self.match.players[seat] if isinstance(seat, int)
                                  and 0 <= seat < len(self.bots) else echo(seat)))
        self._refuse_when_paused()
        first = self.chooses_first()
        if first is not None:
            raise IllegalAction(T("ui.friends.chooses_first", who=self.match.players[first]))
        decider = self.human_to_move()
        kind = friends.secrecy(self.table, self.match, self.bots, seat) if self.table is not None else None
        if kind == "held" and friends.ends_decision(self.match, seat, action_id):  # (raises for an illegal one)
            assert self.table is not None
            friends.hold(self.table, self.match, self.bots, action_id)  # carried out once the stand-ins are revealed
            return
        closing = friends.closes(self.table, self.match, seat, action_id) if self.table is not None and kind is None else None
        if closing is not None:
            assert self.table is not None
            self.table.closing = closing  # carried out once the stand-ins are revealed
            return
        self._apply(action_id, seat, capture)
        if self.table is not None:
            friends.chose(self.table, self.match, self.bots, action_id, kind)
        if decider is not None and decider == seat:
            self.confirmed = decider  # whoever decided on screen has the device now
        if self.shown is not None and self.human_to_move() != self.shown:
            self.shown = None  # their cards hide once someone else decides

    def apply_for(self, action_id: str, seat: int, capture: bool = False) -> None:
        """Carry out the decision of ``seat`` that a person on another device sent to this
        device, the host of a live game, which checked it came from that seat's device."""
        self._apply(action_id, seat, capture)

    def _refuse_when_paused(self) -> None:
        """This device's decision is made and waits for the others' reveals: nothing more to
        decide here, nor to take back (ui/friends.py, ``Table.paused``); nor while the page
        fetches what the relays hold for the game."""
        if self.fetching:
            raise IllegalAction(T("ui.relays.fetching"))
        if self.table is not None and self.table.paused:
            raise IllegalAction(T("ui.friends.sealed_own" if self.table.waits else "ui.friends.closing"))

    def undo(self) -> None:
        self._refuse_when_paused()
        self.frames = []
        self.seat_frames = {}
        self.shown = None
        before = len(self.match.actions)
        self.match.undo()
        if self.table is not None and self.table.choosing:  # this seat's decision so far, as the record has it
            del self.table.choosing[max(0, len(self.table.choosing) - (before - len(self.match.actions))):]
        self._forget_later_notes()

    def notes(self) -> dict[int, list[Any]]:
        """Log length -> the session's own lines shown after that many log entries (the page's
        log): a fallback first, then what a bot expected."""
        out: dict[int, list[Any]] = {}
        for notes in (self.fallback_notes, self.bot_notes):
            for at, note in notes.items():
                out.setdefault(at, []).append(note)
        return out

    def _forget_later_notes(self) -> None:
        """Notes after the end of the log (an undo or a take-back shortened it) go."""
        end = len(self.match.log_entries)
        for notes in (self.fallback_notes, self.bot_notes):
            for at in [k for k in notes if k > end]:
                del notes[at]

    def frame_viewer(self) -> int | None:
        """Whose view the steps of a decision show: the one person at the device, else the
        spectator's (between several people nothing private shows, whoever has the device)."""
        humans = self.humans
        return humans[0] if len(humans) == 1 else None

    def _apply(self, action_id: str, seat: int | None, capture: bool) -> None:
        """Apply through the match; with ``capture``, one :class:`Frame` per log entry written
        (and for each seat of :attr:`step_seats`, its own view's, in :attr:`seat_frames`)."""
        self.frames = []
        self.seat_frames = {}
        others = tuple(self.step_seats)
        if not capture and not others:
            self.match.apply(action_id, seat)
            self._forget_later_notes()
            return
        m = self.match
        viewer = self.frame_viewer()
        frames: list[Frame] = []
        per_seat: dict[int, list[Frame]] = {s: [] for s in others}
        broken: list[Exception] = []

        def step() -> None:
            # An error here must not stop the rules halfway: the page then shows just the end.
            if not broken:
                try:
                    if capture:
                        frames.append(Frame(m.view(viewer), len(m.log_entries)))
                    for other, kept in per_seat.items():
                        kept.append(Frame(m.view(other), len(m.log_entries)))
                except Exception as exc:  # noqa: BLE001
                    broken.append(exc)

        m.apply(action_id, seat, observe=step)
        self._forget_later_notes()
        # A take-back shortens the log again: then there are no steps worth showing.
        if not broken:
            if frames and frames[-1].log_len <= len(m.log_entries):
                self.frames = frames
            self.seat_frames = {s: kept for s, kept in per_seat.items() if kept and kept[-1].log_len <= len(m.log_entries)}
        self.seat_frames_at = len(m.actions)

    def bot_step(self, capture: bool = False) -> str | None:
        """Let the next bot decide here and now (it sees only its own seat's view; a level that
        thinks searches its level's time). Returns the action id. ``capture``: keep the steps
        it takes in :attr:`frames`. On the page normal and hard bots think in slices between
        frames instead: :meth:`bot_search`, then :meth:`bot_answer` or :meth:`bot_fallback`."""
        seat = self.bot_to_move()
        if seat is None:
            return None
        if self.table is not None:  # a game with friends: the move every device computes
            action = friends_bot_choice(self.match, self.bots, seat)
            self._bot_moved(seat, action, None, capture)
            return action
        bot = self._bot_objects.get(seat)
        if bot is None:
            from mingtable.bots import make_bot

            kind, think_ms = levels.engine_bot(str(self.bots[seat]))
            bot = make_bot(kind, self.bot_seed(seat), self.match.game, think_ms=think_ms or 200.0)
            self._bot_objects[seat] = bot
        from mingtable.bots import decide

        action = decide(bot, self.match, seat)  # a searching bot determinizes for its own seat only
        self._bot_moved(seat, action, bot.last_estimate, capture)
        return action

    def bot_seed(self, seat: int) -> int:
        return bot_seed(self.match, seat)

    def bot_search(self) -> tuple[int, Any] | None:
        """The search of the next bot, if its level thinks: ``(seat, search)``, a
        :class:`mingtable.bots.search.Search` the page runs in slices between frames and then
        carries out with :meth:`bot_answer` (or :meth:`bot_fallback` if it failed). The bot is
        made afresh for the position, seeded by it, with its level's time (a fixed number of
        iterations in a game with friends: the move of :func:`friends_bot_choice`). None for no
        bot, one that decides at once, or a single legal action (:meth:`bot_step` takes it)."""
        seat = self.bot_to_move()
        if seat is None or not levels.thinks(self.bots[seat]) or len(self.match.legal_actions(seat)) < 2:
            return None
        from mingtable.bots import make_bot

        kind, think_ms = levels.engine_bot(str(self.bots[seat]))
        bot = make_bot(kind, self.bot_seed(seat), self.match.game, think_ms=think_ms,
                       iterations=self._iterations(seat))
        return seat, bot.search(self.match, seat)

    def _iterations(self, seat: int) -> int | None:
        """A fixed search budget for a bot of a game with friends (the same move on every
        device, whichever reaches it); None elsewhere (the bot thinks for its level's time)."""
        return levels.ITERATIONS.get(str(self.bots[seat])) if self.table is not None else None

    def bot_answer(self, seat: int, action: str, estimate: Any = None, capture: bool = False) -> None:
        """Carry out what the bot of ``seat`` decided in its search (raises ``IllegalAction``
        if it may not); the bot thinks again, so a later fallback is said again."""
        if self.table is not None:
            action = no_take_back(self.match, seat, action)
        self._bot_moved(seat, action, estimate, capture)
        self._fell_back.discard(seat)

    def _bot_moved(self, seat: int, action: str, estimate: Any, capture: bool) -> None:
        """Apply a bot's decision; a win chance it expected becomes a note while no person
        plays (item 5)."""
        self._apply(action, seat, capture)
        if isinstance(estimate, (int, float)) and not isinstance(estimate, bool) and 0 <= estimate <= 1 \
                and not self.humans:
            self.bot_notes[len(self.match.log_entries)] = T(
                "ui.bot.expects", who=self.match.players[seat], pct=round(100 * estimate))

    def bot_fallback(self, seat: int, capture: bool = False) -> str:
        """The bot of ``seat`` could not think (its search failed): it takes the easy bot's
        (greedy) choice, with a note in the log the first time until it thinks again. Returns
        the action id. In a game with friends it thinks here instead, to the move every device
        computes (:func:`friends_bot_choice`)."""
        if self.table is not None:  # every device must compute the same move: it thinks here
            return str(self.bot_step(capture))
        from mingtable.bots import decide, make_bot

        action = decide(make_bot("greedy", self.bot_seed(seat), self.match.game), self.match, seat)
        self._apply(action, seat, capture)
        if seat not in self._fell_back:
            self._fell_back.add(seat)
            self.fallback_notes[len(self.match.log_entries)] = T("ui.bot.fallback", who=self.match.players[seat])
        return action

    # -- saving --------------------------------------------------------------------
    def saved(self) -> SavedGame:
        """The save of this game; the summary holds the game's status line in every language,
        who decides now (``to_play``) or who won (``winners``), as names."""
        m = self.match
        view = m.view(None)
        outcome = m.outcome
        summary = {
            "game": m.game,
            "title": mingtable.GAMES[m.game].title,
            "players": list(m.players),
            "round": view.get("round"),
            "over": outcome is not None,
            "actions": len(m.actions),
        }
        status = {lang: games.status_text(m.game, view, lang) for lang in LANGS}
        if any(status.values()):
            summary["status"] = status
        if outcome is None:
            summary["to_play"] = [m.players[s] for s in m.to_move]
        else:
            summary["winners"] = [m.players[s] for s in outcome.get("winners") or [] if 0 <= s < len(m.players)]
        if self.table is not None:
            summary["friends"] = self.table.id
            summary["your_turn"] = outcome is None and self.table.seat in m.to_move  # Home lists these first
        return SavedGame(self.save_id, m.record(), list(self.bots), time.time(), summary, open_hands=self.open_hands,
                         table=self.table)

    def record_with_bots(self) -> dict[str, Any]:
        """The record and its bot seats (a person on another device is a person here too)."""
        record = self.match.record()
        bots = [None if kind == REMOTE else kind for kind in self.bots]
        if any(bots):
            record["bots"] = bots
        return record

    def api_seat(self) -> int | None:
        """The seat the scripting API lists legal actions for and ``apply`` decides for by
        default: the first to move; in a game with friends this device's seat (another seat's
        legal actions can show its hand)."""
        if self.table is not None:
            return self.table.seat
        return self.match.to_move[0] if self.match.to_move else None

    def _legal_for_api(self) -> list[Action]:
        seat = self.api_seat()
        held = self.table is not None and (self.table.paused or self.chooses_first() is not None) and seat == self.table.seat
        return self.match.legal_actions(seat) if seat in self.match.to_move and not held else []

    # -- a game with friends ---------------------------------------------------------
    def turn_link(self) -> tuple[int, str] | None:
        """``(seat, fragment)`` of the link to send now: the next decision belongs to a person
        on another device, and this device has the game (it took every decision it could,
        bots' included, since the last link came)."""
        seat = self.remote_to_move()
        if self.table is None or self.table.live or seat is None or not self.holds_game() \
                or self.key_request() is not None:
            return None
        return seat, friends.encode(self.match, self.bots, self.table, seat, invitation=self.inviting(seat))

    def inviting(self, seat: int) -> bool:
        """Whether a link to ``seat`` is its invitation too: this device holds the seat's token
        and no link has shown that seat bound to a device yet (its person may not have opened
        the invitation: the turn link then joins them as well)."""
        return self.table is not None and seat in self.table.invitations and self.table.keys[seat] is None

    def result_links(self) -> list[tuple[int, str]]:
        """``(seat, fragment)`` for every person on another device once the game is over on this
        device by its decisions: the final position, for each to see the result."""
        if self.table is None or self.table.live or self.match.outcome is None \
                or not self.holds_game() or self.key_request() is not None:
            return []
        return [(seat, friends.encode(self.match, self.bots, self.table, seat, invitation=self.inviting(seat)))
                for seat, kind in enumerate(self.bots) if kind == REMOTE]

    def newest_hop(self) -> str | None:
        """The fragment of the link that carries this device's newest hop, which goes to the
        relays of a game through relays (web/relays.py): the turn link to send now, or once the
        game is over the final position; None while the game is elsewhere."""
        sent = self.turn_link()
        if sent is not None:
            return sent[1]
        results = self.result_links()
        return results[0][1] if results else None

    def holds_game(self) -> bool:
        """Whether this device has the game to send on (a game with friends by link)."""
        assert self.table is not None
        return self.table.holds_game(friends.log_length(self.table, len(self.match.actions)))

    def invitations(self) -> list[tuple[int, str]]:
        """``(seat, fragment)`` of each invitation this device can show (the one that created
        the game holds them), the game as it stands now."""
        if self.table is None or self.table.live or self.key_request() is not None:
            return []  # a live game's invitations carry no game (ui/live.py)
        return [(seat, friends.encode(self.match, self.bots, self.table, seat, invitation=True))
                for seat in sorted(self.table.invitations)]

    def welcome(self, touch: bool, lang: str = DEFAULT_LANG) -> str:
        """A friend's first screen (issue 33, item 8): who invited them to which game, whom they
        play (their colour or role) and what happens next (``touch``: a touch screen, where
        one taps); "" once their device has signed a move, and on the device that made the game."""
        table = self.table
        if table is None or table.live or table.by is None or table.hop is not None or table.joins[table.seat]:
            return ""
        m, own = self.match, table.seat
        view = m.view(own)
        colour = (view.get("players") or [{}] * len(m.players))[own].get("colour")
        role = tr(T(f"ui.colour.{colour}"), lang) if f"ui.colour.{colour}" in catalogue() \
            else games.seat_role(m.game, view, own, lang)
        fields = {"inviter": m.players[table.by], "title": mingtable.GAMES[m.game].title, "who": m.players[own]}
        first = T("ui.friends.welcome_as", role=role, **fields) if role else T("ui.friends.welcome", **fields)
        other = self.remote_to_move()
        if self.human_to_move() == own:
            then = T("ui.friends.welcome_turn_tap" if touch else "ui.friends.welcome_turn_click")
        elif other is not None or m.to_move:
            then = T("ui.friends.welcome_wait_relays" if table.relays else "ui.friends.welcome_wait",
                     other=m.players[other if other is not None else m.to_move[0]])
        else:
            then = None
        said = [first] + ([then] if then is not None else [])
        if table.relays:  # relays this person did not choose: what they learn
            said.append(T("ui.friends.welcome_relays", urls=", ".join(table.relays)))
        return " ".join(tr(text, lang) for text in said)

    def key_request(self) -> dict[str, Any] | None:
        """What this device's keys must do before the links of its game with friends can be
        made (:func:`friends.need`; never for a live game, whose host keeps the game)."""
        if self.table is None or self.table.live:
            return None
        return friends.need(self.table, self.match, self.bots)

    def key_reply(self, request: dict[str, Any], reply: Any) -> None:
        """Keep the answer to :meth:`key_request`'s ``request`` (raises ``FriendsError``)."""
        assert self.table is not None
        friends.answer(self.table, request, reply)

    def settle(self, device: keys.DeviceKey) -> None:
        """Answer every key request on CPython, ``device`` signing for this device (the page
        answers them with WebCrypto: web/friends.py)."""
        while (request := self.key_request()) is not None:
            self.key_reply(request, keys.answer(request, device))

    def state(self) -> dict[str, Any]:
        """The scripting API's picture: game, seats to move, legal actions, outcome, log."""
        m = self.match
        public = m.view(None)
        return {
            "game": m.game,
            "round": public.get("round"),
            "phase": public.get("phase"),
            "toMove": m.to_move,
            "humanToMove": self.human_to_move(),
            "legalActions": [a.to_json() for a in self._legal_for_api()],
            "outcome": m.outcome,
            "log": m.log,
            "players": list(m.players),
            "bots": list(self.bots),
            "seat": self.table.seat if self.table is not None else None,
        }


def new_session(game_id: str, seats: list[dict[str, Any]], seed: int | str | None, options: dict[str, Any] | None,
                save_id: str, open_hands: bool = False, live: bool = False) -> Session:
    """Start a game from seat descriptions ``{"name", "bot", "colour"?, "remote"?}``
    (``open_hands``: no curtain, a friendly game). With ``"remote": true`` seats (persons on
    other devices) it is a game with friends, and exactly one person plays on this device;
    ``live``: played at once, this device the host (ui/live.py), else by turn links.
    Values are taken as they are, never converted: the engine checks the options and the seats'
    colours by their exact type (issue 19, item 7)."""
    if type(seats) is not list or not seats:
        raise MingTableError(T("ui.seat.players"))
    names: list[str] = []
    bots: list[str | None] = []
    colours: list[Any] = []
    if type(seed) is str:  # as a record of version 2 writes it (JavaScript's numbers hold 53 bits)
        seed = setup.typed_seed(seed)
    for i, seat in enumerate(seats):
        if type(seat) is str:
            seat = {"name": seat}
        if type(seat) is not dict:
            raise MingTableError(T("ui.seat.object", i=i + 1))
        name = seat.get("name")
        if name is not None and type(name) is not str:
            raise MingTableError(T("ui.seat.name", i=i + 1))
        names.append(name or "")  # an empty name becomes "Player <n>" (mingtable.new_game)
        bot = levels.seat_kind(seat.get("bot"))
        if bot is not None and (type(bot) is not str or bot not in BOT_KINDS):
            raise MingTableError(T("ui.seat.bot", i=i + 1, bot=echo(bot)))
        remote = seat.get("remote", False)
        if not isinstance(remote, bool) or (remote and bot is not None):
            raise MingTableError(T("ui.seat.remote", i=i + 1))
        bots.append(REMOTE if remote else bot)
        if seat.get("colour") is not None:
            colours.append(seat["colour"])
    _check_bot_kinds(game_id, bots)
    table = None
    if REMOTE in bots:
        here = [s for s, kind in enumerate(bots) if kind is None]
        if len(here) != 1:
            raise MingTableError(T("ui.seat.one_here"))
        table = friends.create(len(bots), [s for s, kind in enumerate(bots) if kind in (None, REMOTE)], here[0])
        table.live = live
    opts = {} if options is None else options
    if colours and type(opts) is dict and "colours" not in opts:
        if len(colours) != len(seats):
            raise MingTableError(T("ui.seat.colours"))
        opts = {**opts, "colours": colours}
    match = mingtable.new_game(game_id, names, seed=seed, options=opts)
    _check_names(match.players)
    return Session(match, bots, save_id, open_hands and table is None, table)


def bot_seed(match: mingtable.Match, seat: int) -> int:
    """The seed of a bot made for ``seat`` now (a function of the game and the position). In a
    game of record version 2 it is drawn from a hash of the seed, so that no bot's moves tell
    anything of the game's seed."""
    if match.version == 1:
        return (match.seed * 31 + seat * 7919 + len(match.actions)) % 2**32
    digest = hashlib.sha256(f"mingtable-bot:{match.seed}:{seat}:{len(match.actions)}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def friends_bot_choice(match: mingtable.Match, bots: list[str | None], seat: int) -> str:
    """The move of the bot of ``seat`` in a game with friends: a bot of its level made afresh
    for the position, seeded by it (:func:`bot_seed`), searching a fixed number of iterations,
    so that whichever device reaches the decision, and every device that checks it, computes
    the same move (issue 19). The page's search in slices (:meth:`Session.bot_search`) is the same."""
    from mingtable.bots import decide, make_bot

    level = str(bots[seat])
    kind, think_ms = levels.engine_bot(level)
    bot = make_bot(kind, bot_seed(match, seat), match.game, think_ms=think_ms or 200.0,
                   iterations=levels.ITERATIONS.get(level))
    return no_take_back(match, seat, decide(bot, match, seat))


def no_take_back(match: mingtable.Match, seat: int, action: str) -> str:
    """``action``, unless it takes back decisions of the turn (a return card laid and taken
    back): the record forgets those, so the position, its place in the record and with them
    the bot's seed would be as before, and the bot would choose the same again, for ever. Then
    another of the seat's actions, chosen by the bot's seed, that leads on (issue 32, item 2)."""
    if not _takes_back(match, seat, action):
        return action
    onward = [a.id for a in match.legal_actions(seat) if a.id != action and not _takes_back(match, seat, a.id)]
    return Rng(bot_seed(match, seat)).choice(onward) if onward else action


def _takes_back(match: mingtable.Match, seat: int, action: str) -> bool:
    """Whether ``action`` brings ``seat``'s turn back to a position it already had."""
    if not match.can_undo:  # no earlier decision of this turn to come back to
        return False
    after = match.clone()
    after.apply(action, seat)
    return len(after.actions) <= len(match.actions)


@dataclass
class Opening:
    """A link of a game with friends being opened on this device: replayed, its signatures
    listed (``proofs``: :func:`friends.proofs`) for the keys to check, then :meth:`finish`."""

    link: friends.Link
    stored: SavedGame | None
    save_id: str
    proofs: list[friends.Proof]

    def to_verify(self) -> list[tuple[bytes, bytes, bytes]]:
        """``(public key, data, signature)`` of each proof."""
        return [(key, data, signature) for _, key, data, signature in self.proofs]

    def finish(self, valid: list[bool]) -> Session:
        """The game the link opens, given each proof's check (raises ``FriendsError``)."""
        stored, link = self.stored, self.link
        here = friends.log_here(link, stored.record, stored.table) if stored is not None and stored.table else None
        table = friends.accept(link, stored.table if stored is not None else None, here, valid)
        bots = [REMOTE if kind is None and seat != table.seat else kind for seat, kind in enumerate(link.header.bots)]
        friends.remember(link)
        return Session(friends.take_up(link, table), bots, self.save_id, table=table)


def begin_opening(header: friends.Header, stored: SavedGame | None, save_id: str) -> Opening:
    """Open a link of a game with friends on this device: ``stored`` (this device's save of
    that game, found by its table id) brought up to date, or a new save from an invitation.
    Only the link's new moves are replayed (:func:`friends.decode`), and each bot move among
    them must be the move that bot makes (:func:`friends_bot_choice`): a person who edits a
    link cannot move for a bot either. Raises :class:`~mingtable.ui.friends.FriendsError` (or
    ``BadRecord``, ``ShareError``) for a link this device refuses; ``stored`` is left as it was."""
    try:
        _check_bot_kinds(header.record["game"], header.bots)
    except MingTableError as exc:
        raise mingtable.BadRecord(exc.text) from None
    if stored is not None:
        _check_set_up(header, stored)
    table = stored.table if stored is not None else None
    known = len(stored.record.get("actions") or ()) - table.private if stored is not None and table is not None else 0
    link = friends.decode(header, friends_bot_choice, known, table.marks if table is not None else None)
    return Opening(link, stored, save_id, friends.proofs(link))


def open_friends_link(header: friends.Header, stored: SavedGame | None, save_id: str) -> Session:
    """:func:`begin_opening` and finish it, the signatures checked here (CPython)."""
    opening = begin_opening(header, stored, save_id)
    return opening.finish([keys.verify(*proof) for proof in opening.to_verify()])


def _check_set_up(header: friends.Header, stored: SavedGame) -> None:
    """Refuse a link whose set-up differs from this device's game of the same table id, naming
    what (issue 32, item 3): the title, the record version, the options, the seed, the names,
    each seat's kind (a person, or a bot and its level). The seats' join commitments are
    checked with the signatures (:func:`friends.accept`)."""
    record, theirs = stored.record, header.record
    what: list[Any] = []
    for key, text in (("game", "ui.friends.set_up.title"), ("version", "ui.friends.set_up.version"),
                      ("options", "ui.friends.set_up.options"), ("seed", "ui.friends.set_up.seed"),
                      ("players", "ui.friends.set_up.names")):
        if _strict(theirs[key]) != _strict(record.get(key, {} if key == "options" else None)):
            what.append(T(text))
    kinds_here = [None if kind == REMOTE else kind for kind in stored.bots or []]
    for seat, (kind, ours) in enumerate(zip(header.bots, kinds_here)):
        if kind != ours:
            what.append(T("ui.friends.set_up.seat", who=theirs["players"][seat], theirs=_kind(kind), ours=_kind(ours)))
    if what:
        raise friends.FriendsError(T("ui.friends.set_up", what=what))


def _strict(value: Any) -> str:
    """A JSON value as text, so that ``1``, ``1.0`` and ``true`` differ."""
    return json.dumps(value, sort_keys=True)


def _kind(kind: str | None) -> Any:
    return T("ui.friends.a_person") if kind is None else T(f"ui.bot.{kind}")


def load_session(record: Any, bots: Any, save_id: str, open_hands: bool = False) -> Session:
    """Replay a record (raises :class:`mingtable.BadRecord`) and seat the bots (a link or an
    import opens with closed hands)."""
    if isinstance(record, str):
        try:
            record = jsontext.loads(record)
        except ValueError as exc:
            raise mingtable.BadRecord(T("ui.error.record_text", why=message_of(exc))) from None
    if isinstance(record, dict) and bots is None and "bots" in record:
        bots = record.get("bots")
    try:
        bots = check_bots(bots, record.get("players") if isinstance(record, dict) else None)
    except MingTableError as exc:
        raise mingtable.BadRecord(exc.text) from None
    match = mingtable.load(record)
    try:
        _check_bot_kinds(match.game, bots or [])
    except MingTableError as exc:
        raise mingtable.BadRecord(exc.text) from None
    return Session(match, bots or [None] * len(match.players), save_id, open_hands)


def resume_session(saved: SavedGame) -> Session:
    """A saved game as it was left (a game with friends keeps its seats and keys)."""
    session = load_session(saved.record, [None if k == REMOTE else k for k in saved.bots], saved.id, saved.open_hands)
    if saved.table is not None:
        session.bots, session.table = list(saved.bots), saved.table
    return session


def _check_names(names: list[str]) -> None:
    """No two seats share a name (``names``: the match's, cleaned by :func:`mingtable.clean_name`,
    so no invisible character tells them apart), nor one that reads alike (issue 32, item 7)."""
    for j, name in enumerate(names):
        i = next((i for i in range(j) if mingtable.same_names(names[i], name)), None)
        if i is not None:
            raise MingTableError(T("ui.seat.same_name", i=i + 1, j=j + 1, name=name))


def _check_bot_kinds(game_id: str, bots: list[str | None]) -> None:
    """Every bot seat must be a bot this game has (greedy needs the game's heuristic)."""
    if type(game_id) is not str or game_id not in mingtable.GAMES:
        return  # the engine reports unknown games
    allowed = games.bot_kinds(game_id)
    for i, kind in enumerate(bots):
        if kind not in (None, REMOTE, *allowed):
            raise MingTableError(T("ui.seat.no_bot", i=i + 1, kind=kind, title=mingtable.title(game_id),
                                   kinds=", ".join(repr(k) for k in allowed) or T("ui.seat.people_only")))
