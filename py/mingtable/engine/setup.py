"""A game's new-game form as plain data: the ways to seat it (player counts) and the options
it asks for. A game's renderer declares it (:meth:`mingtable.engine.renderer.Renderer.setup_spec`);
``mingtable.ui.setup`` draws and reads the form."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable


@dataclass(frozen=True)
class Field:
    """One game option on the form.

    ``kind``: ``"select"`` (``choices`` of (value, text)), ``"checkbox"`` (a bool), ``"seat"``
    (a seat index) or ``"seat-or-random"`` (a seat index or ``"random"``). Texts (label,
    choice texts, hint) are catalogue messages or plain strings.
    """

    key: str                 # the option's name in the record
    name: str                # element id suffix: setup-<name>
    label: Any
    kind: str = "select"
    choices: tuple[tuple[str, Any], ...] = ()
    default: Any = None
    refresh: bool = False    # redraw the form on change (seat titles depend on it)
    hint: Any = ""


@dataclass(frozen=True)
class Mode:
    """One way to seat the game: a player count, what the form asks, whether bots may sit."""

    players: int
    label: Any                      # a message or a plain string
    fields: tuple[str, ...] = ()   # Field.key of the options this mode asks for
    bots: bool = True
    hint: Any = ""


@dataclass(frozen=True)
class SetupSpec:
    """The whole form: its modes, the option fields they may ask for, the player count it opens
    with, whether each seat picks a colour, and each seat's title (a role such as "Emperor")."""

    modes: tuple[Mode, ...]
    fields: tuple[Field, ...] = ()
    default_players: int = 2
    colours: bool = False
    # seat index, option values, player count -> a title such as "Emperor" (a message, or "")
    seat_title: Callable[[int, dict[str, Any], int], Any] | None = None

    def mode(self, players: int) -> Mode:
        return next((m for m in self.modes if m.players == players), self.modes[0])

    def field(self, key: str) -> Field:
        return next(f for f in self.fields if f.key == key)
