"""Ming Table: rule engines for four board games set in imperial China.

The facade (design.md section 4)::

    import mingtable
    m = mingtable.new_game("ming-dynastie", ["Ann", "Ben", "Cy"], seed=42)
    m.legal_actions(); m.apply(action_id); m.undo(); m.view(seat); m.record()
    mingtable.load(record)
"""

from __future__ import annotations

import unicodedata
from typing import Any

from .engine.actions import Action
from .engine import texts as _texts  # noqa: F401 - registers the engine.* texts
from .engine.errors import BadRecord, IllegalAction, MingTableError, echo
from .engine.game import GameInfo
from .engine.match import RECORD_FORMAT, RECORD_VERSION, RECORD_VERSIONS, Match, parse_entry
from .engine.rng import SEED_BITS
from .games import REGISTRY, get
from .i18n import T, Message

__all__ = [
    "Action",
    "BadRecord",
    "GAMES",
    "IllegalAction",
    "Match",
    "clean_name",
    "same_names",
    "load",
    "new_game",
    "start",
]

#: Caps on what a record may hold (docs/architecture.md, "Records"). The longest games the
#: bots play are about 540 actions (Ming-Dynastie, 4 players) and 450 (a two-game match of
#: The Ming Voyages); the longest action id has 21 characters.
MAX_NAME_LENGTH = 40
MAX_ACTIONS = 10_000
MAX_ACTION_LENGTH = 64
#: The seeds of each record version: below 2**63 (version 1), below 2**128 (version 2).
MAX_SEED = {1: 2**63, 2: 2**SEED_BITS}

#: Characters no name keeps: control characters become spaces, lone surrogates (which no
#: UTF-8 text can hold) become U+FFFD.
_NAME_FIXES = {c: " " for c in [*range(0x20), *range(0x7F, 0xA0)]} | {c: "\ufffd" for c in range(0xD800, 0xE000)}
#: Unicode categories no name keeps: format characters (bidi overrides, zero-width ones),
#: line and paragraph separators (issue 32, item 7).
_INVISIBLE = frozenset({"Cf", "Zl", "Zp"})

#: Every game of Ming Table: id -> catalogue entry (title, players, options, available).
GAMES: dict[str, GameInfo] = {game_id: game.info for game_id, game in REGISTRY.items()}


def title(game_id: str) -> Message:
    """The title of ``game_id`` as a message (``tr(title(g), "de")`` gives the German edition's)."""
    return T(f"engine.game.{game_id}")


def clean_name(name: str) -> str:
    """A player name as stored: control characters and broken (lone surrogate) characters
    replaced, the invisible ones that change how a text shows (format characters: bidi
    overrides and isolates, zero-width spaces and joiners; line and paragraph separators)
    removed, outer spaces removed, at most :data:`MAX_NAME_LENGTH` characters. So no name can
    show as another's."""
    text = name.lstrip()[: 4 * MAX_NAME_LENGTH].translate(_NAME_FIXES)
    text = "".join(c for c in text if unicodedata.category(c) not in _INVISIBLE)
    return text.strip()[:MAX_NAME_LENGTH].rstrip()


def same_names(a: str, b: str) -> bool:
    """Whether two cleaned names read alike (compatibility forms and case aside)."""
    return unicodedata.normalize("NFKC", a).casefold() == unicodedata.normalize("NFKC", b).casefold()


def new_game(
    game_id: str,
    players: list[str],
    seed: int | None = None,
    options: dict[str, Any] | None = None,
    version: int = RECORD_VERSION,
) -> Match:
    """Start a match of ``game_id`` for the named players (seats are 0-based). Names are
    cleaned (:func:`clean_name`); an empty one becomes "Player <n>". Without a seed the game
    draws 128 bits from the platform's CSPRNG (issue 32, item 1). ``version``: the record
    version whose dealing the game follows (:data:`RECORD_VERSIONS`; :func:`load` passes the
    record's)."""
    rules = get(game_id).rules
    info = rules.info
    if not info.available:
        raise MingTableError(T("engine.not_available", title=title(game_id)))
    if type(players) is not list or not all(type(p) is str for p in players):
        raise MingTableError(T("engine.players_list"))
    if not info.min_players <= len(players) <= info.max_players:
        raise MingTableError(T("engine.player_count", title=title(game_id), low=info.min_players, high=info.max_players,
                                 n=len(players)))
    names = [clean_name(p) or f"Player {i + 1}" for i, p in enumerate(players)]
    if version not in RECORD_VERSIONS:
        raise MingTableError(T("engine.record.version", version=echo(version), supported=list(RECORD_VERSIONS)))
    if seed is None:
        import secrets

        seed = secrets.randbits(SEED_BITS) if version > 1 else secrets.randbelow(2**32)
    if type(seed) is not int or not 0 <= seed < MAX_SEED[version]:
        raise MingTableError(T("engine.seed", bits=MAX_SEED[version].bit_length() - 1))
    if options is not None and type(options) is not dict:
        raise MingTableError(T("engine.options_object"))
    opts = rules.check_options(dict(options or {}), len(players))
    return Match(rules, names, seed, opts, version)


def start(record: Any) -> Match:
    """The match a record starts from, before its actions (checked as :func:`load` checks it)."""
    return _start(*_check_record(record)[:5])


def _start(version: int, game: str, players: list[str], seed: int, options: dict[str, Any]) -> Match:
    try:
        return new_game(game, players, seed, options, version)
    except MingTableError as exc:
        raise BadRecord(T("engine.record.setup", why=exc.text)) from None


def load(record: Any) -> Match:
    """Replay a record through the rules. Raises :class:`BadRecord` (and nothing else) for any
    value that is not a well-formed record that replays; never half-loads."""
    *setup, actions = _check_record(record)
    match = _start(*setup)
    for index, entry in enumerate(actions):
        seat, action_id = parse_entry(entry)
        try:
            match.apply(action_id, seat)
        except IllegalAction as exc:
            raise BadRecord(T("engine.record.replay", i=index + 1, n=len(actions), why=exc.text)) from None
    return match


def _check_record(record: Any) -> tuple[int, str, list[str], int, dict[str, Any], list[str]]:
    """The parts of a record (version, game, players, seed, options, actions), each checked for
    its exact type and size (no replay yet): a value that only compares equal (``1.0`` or
    ``True`` for ``1``, a ``str`` subclass) is refused."""
    if type(record) is not dict:
        raise BadRecord(T("engine.record.object"))
    if type(record.get("format")) is not str or record["format"] != RECORD_FORMAT:
        raise BadRecord(T("engine.record.format"))
    version = record.get("version")
    if type(version) is not int or version not in RECORD_VERSIONS:
        raise BadRecord(T("engine.record.version", version=echo(version), supported=list(RECORD_VERSIONS)))
    game = record.get("game")
    if type(game) is not str or game not in GAMES:
        raise BadRecord(T("engine.record.game", game=echo(game)))
    players = record.get("players")
    if type(players) is not list or not all(type(p) is str for p in players):
        raise BadRecord(T("engine.record.players"))
    for i, name in enumerate(players):
        if len(name) > MAX_NAME_LENGTH:  # the engine never writes a longer one
            raise BadRecord(T("engine.record.name", i=i + 1, limit=MAX_NAME_LENGTH))
    seed = _seed(record.get("seed"), version)
    options = record.get("options", {})
    if type(options) is not dict or not all(type(k) is str and len(k) <= 40 and _plain(v)
                                                for k, v in options.items()):
        raise BadRecord(T("engine.record.options"))
    actions = record.get("actions")
    if type(actions) is not list:
        raise BadRecord(T("engine.record.no_actions"))
    if len(actions) > MAX_ACTIONS:
        raise BadRecord(T("engine.record.too_many", n=len(actions), limit=MAX_ACTIONS))
    for index, entry in enumerate(actions):
        if type(entry) is not str or not 0 < len(entry) <= MAX_ACTION_LENGTH:
            raise BadRecord(T("engine.record.action", i=index + 1, n=len(actions), entry=echo(entry),
                              limit=MAX_ACTION_LENGTH))
    return version, game, players, seed, options, actions


def _seed(seed: Any, version: int) -> int:
    """A record's seed as a number: an integer in version 1, its decimal text (no leading
    zero, as :meth:`Match.record` writes it) in version 2."""
    if seed is None:
        raise BadRecord(T("engine.record.no_seed"))
    if version == 1 and type(seed) is int and 0 <= seed < MAX_SEED[1]:
        return seed
    if version > 1 and type(seed) is str and 0 < len(seed) <= 39 and seed.isascii() and seed.isdigit() \
            and (seed == "0" or seed[0] != "0") and int(seed) < MAX_SEED[version]:
        return int(seed)
    raise BadRecord(T("engine.record.bad_seed", seed=echo(seed), bits=MAX_SEED[version].bit_length() - 1,
                      form=T("engine.record.seed_text" if version > 1 else "engine.record.seed_number")))


def _plain(value: Any) -> bool:
    """A small JSON value: a scalar or a list of at most 10 scalars."""
    return _scalar(value) or (type(value) is list and len(value) <= 10 and all(map(_scalar, value)))


def _scalar(value: Any) -> bool:
    """null, a boolean, a float, an integer of at most 64 bits or a string of at most 100
    characters, each of exactly that type (the games check which one an option takes)."""
    if type(value) is int:
        return value.bit_length() <= 64
    return value is None or type(value) in (bool, float) or (type(value) is str and len(value) <= 100)
