"""Replays (issue 20, item 9): a game in progress or finished, stepped through position by
position on the board.

DOM-free, tested on CPython. A :class:`Replay` replays the record of a session's match once
and keeps, per position (after 0, 1, ..., n decisions), a copy of the state and the length of
the log up to it; the view of the position shown is made when it is asked for
(:meth:`Replay.frame`, a :class:`~mingtable.ui.session.Frame` like the steps of a decision).

Whose view a replay shows (never another seat's secrets while the game runs):

- a game with friends: this device's own seat;
- one person among bots: that person's seat;
- several people at one device (hot-seat), or bots alone: the spectator's view;
- once the game is over, any seat's view or the spectator's can be chosen (:meth:`Replay.choose`).

When the match grows while the replay is open (a bot moved, a friend's link came),
:meth:`Replay.sync` adds the new positions and stays at the position shown.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import Any

import mingtable
from mingtable.engine.match import parse_entry

from ..i18n import DEFAULT_LANG, T, tr
from ..markup import attrs, esc
from . import texts as _texts  # noqa: F401 - registers the ui.replay.* texts
from .session import Frame, Session


@dataclass
class _Position:
    """One position of the replay: the state after that many decisions, and the log up to it."""

    state: Any    # a copy (Rules.copy_state) never changed afterwards
    log_len: int  # log entries written up to this position


class Replay:
    """The positions of a session's match, one of them shown (``at``), seen by ``viewer``."""

    def __init__(self, session: Session, at: int | None = None) -> None:
        self.session = session
        self._positions: list[_Position] = []
        self._actions: tuple[str, ...] = ()
        self._match: mingtable.Match | None = None  # the replayed match, at the last position
        self._scratch: mingtable.Match | None = None  # a copy whose state is set to make views
        self._frame: tuple[tuple[int, int | None], Frame] | None = None
        self._rebuild()
        self.at = self.last_index if at is None else max(0, min(at, self.last_index))
        self.viewer: int | None = self.default_viewer()

    # -- positions -------------------------------------------------------------------
    @property
    def last_index(self) -> int:
        """The number of decisions replayed: positions go from 0 to this."""
        return len(self._positions) - 1

    def first(self) -> None:
        self.at = 0

    def back(self) -> None:
        self.at = max(0, self.at - 1)

    def forward(self) -> None:
        self.at = min(self.last_index, self.at + 1)

    def last(self) -> None:
        self.at = self.last_index

    def log_len(self, k: int | None = None) -> int:
        """The log entries written up to position ``k`` (default: the position shown)."""
        return self._positions[self.at if k is None else k].log_len

    def goto_log(self, entry: int) -> int:
        """Show the position right after the decision that wrote log entry ``entry`` (an entry
        of the game's set-up: the start); returns it. An entry out of range changes nothing."""
        lens = [p.log_len for p in self._positions]
        if type(entry) is int and 0 <= entry < lens[-1]:
            self.at = bisect.bisect_right(lens, entry)
            self.at = min(self.at, self.last_index)
        return self.at

    @property
    def log_entries(self) -> list[Any]:
        """The log of the replayed match (the same entries as the session's)."""
        assert self._match is not None
        return self._match.log_entries

    def current_entry(self) -> int | None:
        """The log entry of the position shown (the last one written up to it), or None."""
        n = self.log_len()
        return n - 1 if n > 0 else None

    def step_entries(self) -> range:
        """The log entries the decision of the position shown wrote (the set-up's at the start)."""
        return range(self.log_len(self.at - 1) if self.at > 0 else 0, self.log_len())

    def sync(self) -> None:
        """Follow the session's match: new decisions add positions (the one shown stays); a
        match that no longer continues the replayed one (an undo) is replayed again, and the
        position shown is kept if it still exists. The viewer falls back to the default when
        it can no longer be chosen."""
        live = self.session.match.actions
        done = self._actions
        if live[:len(done)] == done:
            self._extend(live[len(done):])
        else:
            same = next((i for i, (a, b) in enumerate(zip(live, done)) if a != b), min(len(live), len(done)))
            self._rebuild()
            self.at = min(self.at, same, self.last_index)
        if self.viewer not in self.viewers():
            self.viewer = self.default_viewer()

    def _rebuild(self) -> None:
        record = self.session.match.record()
        self._match = mingtable.start(record)
        self._scratch = None
        self._frame = None
        self._actions = ()
        self._positions = [self._position()]
        self._extend(tuple(record["actions"]))

    def _extend(self, entries: tuple[str, ...]) -> None:
        m = self._match
        assert m is not None
        for entry in entries:
            seat, action = parse_entry(entry)
            m.apply(action, seat)
            self._positions.append(self._position())
        self._actions = m.actions

    def _position(self) -> _Position:
        m = self._match
        assert m is not None
        return _Position(m.rules.copy_state(m.state), len(m.log_entries))

    # -- whose view --------------------------------------------------------------------
    def default_viewer(self) -> int | None:
        """This device's own seat in a game with friends, the one person's seat among bots,
        else the spectator (several people at one device, or bots alone)."""
        s = self.session
        if s.table is not None:
            return s.table.seat
        humans = s.humans
        return humans[0] if len(humans) == 1 else None

    def viewers(self) -> list[int | None]:
        """The views that can be chosen: every seat's and the spectator's once the game is over,
        else only the default one."""
        if self.session.match.outcome is not None:
            return [None, *range(len(self.session.match.players))]
        return [self.default_viewer()]

    def choose(self, viewer: int | None) -> bool:
        """Show ``viewer``'s view (None: the spectator's) if it may be chosen; whether it was."""
        if viewer not in self.viewers():
            return False
        self.viewer = viewer
        return True

    def frame(self, k: int | None = None) -> Frame:
        """Position ``k`` (default: the one shown) as the viewer sees it."""
        k = self.at if k is None else k
        key = (k, self.viewer)
        if self._frame is not None and self._frame[0] == key:
            return self._frame[1]
        if self._scratch is None:
            assert self._match is not None
            self._scratch = self._match.clone()
        position = self._positions[k]
        self._scratch.state = position.state  # only read by view(); the copy is never changed
        view = self._scratch.view(self.viewer)
        view["can_undo"] = False
        frame = Frame(view, position.log_len)
        self._frame = (key, frame)
        return frame


# -- markup ----------------------------------------------------------------------------
def _t(key: str, lang: str, **params: Any) -> str:
    return tr(T(key, **params), lang)


def _nav_button(key: str, ui: str, disabled: bool, lang: str) -> str:
    """A button of the replay bar; a disabled one stays focusable (``aria-disabled``), so the
    keyboard stays in the bar at either end."""
    at_end = "true" if disabled else None
    return (f'<button type="button"{attrs(class_="btn small", id=ui, data_ui=ui, title=_t(key + ".title", lang), aria_disabled=at_end)}>'
            f"{esc(_t(key, lang))}</button>")


def render_open(lang: str = DEFAULT_LANG) -> str:
    """The button that opens the replay (beside the log)."""
    title = _t("ui.replay.title", lang)
    return (f'<button type="button"{attrs(class_="btn small", id="replay-open", data_ui="replay", title=title)}>'
            f"{esc(_t('ui.replay', lang))}</button>")


def render_bar(replay: Replay, lang: str = DEFAULT_LANG) -> str:
    """The replay bar: where it stands ("Move k of n") and "Back to the game", the steps First /
    Back / Forward / Last (a group: the arrow keys step in it), and once the game is over the
    choice of whose view."""
    at, last = replay.at, replay.last_index
    players = replay.session.match.players
    nav = "".join((
        _nav_button("ui.replay.first", "replay-first", at == 0, lang),
        _nav_button("ui.replay.back", "replay-back", at == 0, lang),
        _nav_button("ui.replay.forward", "replay-forward", at == last, lang),
        _nav_button("ui.replay.last", "replay-last", at == last, lang),
    ))
    viewers = replay.viewers()
    picker = ""
    if len(viewers) > 1:
        options = "".join(
            f'<option{attrs(value="" if v is None else str(v), selected=v == replay.viewer)}>'
            f'{esc(_t("ui.replay.spectator", lang) if v is None else players[v])}</option>'
            for v in viewers)
        picker = (f'<label class="replay-viewer">{esc(_t("ui.replay.viewer", lang))} '
                  f'<select id="replay-viewer" data-ui-change="replay-viewer">{options}</select></label>')
    close = (f'<button type="button"{attrs(class_="btn small primary", id="replay-close", data_ui="replay-close")}>'
             f"{esc(_t('ui.replay.close', lang))}</button>")
    where = esc(_t("ui.replay.at", lang, k=at, n=last))
    return (f'<div class="replay-head"><span class="replay-at" id="replay-at">{where}</span>{close}</div>'
            f'<div class="replay-nav" role="group"{attrs(aria_label=_t("ui.replay.bar", lang))}>{nav}</div>{picker}')


def announcement(replay: Replay, lang: str = DEFAULT_LANG) -> str:
    """What a screen reader hears at each position: "Move k of n" and the position's log line."""
    at = _t("ui.replay.at", lang, k=replay.at, n=replay.last_index)
    entry = replay.current_entry()
    if entry is None:
        return at
    return _t("ui.replay.said", lang, at=at, entry=tr(replay.log_entries[entry], lang))
