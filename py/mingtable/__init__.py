"""Ming Table: rule engines for four board games set in imperial China.

The facade (design.md section 4)::

    import mingtable
    m = mingtable.new_game("ming-dynastie", ["Ann", "Ben", "Cy"], seed=42)
    m.legal_actions(); m.apply(action_id); m.undo(); m.view(seat); m.record()
    mingtable.load(record)
"""

from __future__ import annotations

from typing import Any

from .engine.actions import Action
from .engine.errors import BadRecord, IllegalAction, echo
from .engine.game import GameInfo, Rules
from .engine.match import RECORD_FORMAT, RECORD_VERSION, Match, parse_entry
from .games import CATALOGUE, RULES

__all__ = [
    "Action",
    "BadRecord",
    "GAMES",
    "IllegalAction",
    "Match",
    "clean_name",
    "load",
    "new_game",
]

#: Caps on what a record may hold (docs/architecture.md, "Records"). The longest games the
#: bots play are about 540 actions (Ming-Dynastie, 4 players) and 450 (a two-game match of
#: The Ming Voyages); the longest action id has 21 characters.
MAX_NAME_LENGTH = 40
MAX_ACTIONS = 10_000
MAX_ACTION_LENGTH = 64
MAX_SEED = 2**63

#: Characters no name keeps: control characters become spaces, lone surrogates (which no
#: UTF-8 text can hold) become U+FFFD.
_NAME_FIXES = {c: " " for c in [*range(0x20), *range(0x7F, 0xA0)]} | {c: "\ufffd" for c in range(0xD800, 0xE000)}

#: Every game of Ming Table: id -> catalogue entry (title, players, options, available).
GAMES: dict[str, GameInfo] = CATALOGUE


def _rules(game_id: str) -> Rules:
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise ValueError(f"Unknown game {echo(game_id)}. Known games: {', '.join(GAMES)}.")
    if game_id not in RULES:
        raise ValueError(f"{GAMES[game_id].title} is not available yet.")
    return RULES[game_id]


def clean_name(name: str) -> str:
    """A player name as stored: control characters and broken (lone surrogate) characters
    replaced, outer spaces removed, at most :data:`MAX_NAME_LENGTH` characters."""
    return name.lstrip()[: 4 * MAX_NAME_LENGTH].translate(_NAME_FIXES).strip()[:MAX_NAME_LENGTH].rstrip()


def new_game(
    game_id: str,
    players: list[str],
    seed: int | None = None,
    options: dict[str, Any] | None = None,
) -> Match:
    """Start a match of ``game_id`` for the named players (seats are 0-based). Names are
    cleaned (:func:`clean_name`); an empty one becomes "Player <n>"."""
    rules = _rules(game_id)
    info = rules.info
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise ValueError("players must be a list of names.")
    if not info.min_players <= len(players) <= info.max_players:
        raise ValueError(f"{info.title} is for {info.min_players}-{info.max_players} players, not {len(players)}.")
    names = [clean_name(p) or f"Player {i + 1}" for i, p in enumerate(players)]
    if seed is None:
        import secrets

        seed = secrets.randbelow(2**32)
    if type(seed) is not int or not 0 <= seed < MAX_SEED:
        raise ValueError("seed must be a whole number from 0 to 2**63 - 1.")
    if options is not None and not isinstance(options, dict):
        raise ValueError("options must be an object.")
    opts = rules.check_options(dict(options or {}), len(players))
    return Match(rules, names, seed, opts)


def load(record: Any) -> Match:
    """Replay a record through the rules. Raises :class:`BadRecord` (and nothing else) for any
    value that is not a well-formed record that replays; never half-loads."""
    game, players, seed, options, actions = _check_record(record)
    try:
        match = new_game(game, players, seed, options)
    except (ValueError, TypeError) as exc:
        raise BadRecord(f"The record's set-up is invalid: {exc}") from None
    for index, entry in enumerate(actions):
        seat, action_id = parse_entry(entry)
        try:
            match.apply(action_id, seat)
        except IllegalAction as exc:
            raise BadRecord(f"Action {index + 1} of {len(actions)} does not replay: {exc}") from None
    return match


def _check_record(record: Any) -> tuple[str, list[str], int, dict[str, Any], list[str]]:
    """The parts of a record, each checked for its exact type and size (no replay yet)."""
    if not isinstance(record, dict):
        raise BadRecord("A record must be a JSON object.")
    if record.get("format") != RECORD_FORMAT:
        raise BadRecord("This is not a Ming Table record.")
    version = record.get("version")
    if type(version) is not int or version != RECORD_VERSION:
        raise BadRecord(f"Unsupported record version {echo(version)} (this app reads version {RECORD_VERSION}).")
    game = record.get("game")
    if not isinstance(game, str) or game not in GAMES:
        raise BadRecord(f"Unknown game {echo(game)}.")
    players = record.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise BadRecord("The record's players must be a list of names.")
    for i, name in enumerate(players):
        if len(name) > MAX_NAME_LENGTH:  # the engine never writes a longer one
            raise BadRecord(f"The name of player {i + 1} is longer than {MAX_NAME_LENGTH} characters.")
    seed = record.get("seed")
    if type(seed) is not int or not 0 <= seed < MAX_SEED:
        what = "has no seed" if seed is None else f"has the seed {echo(seed)}"
        raise BadRecord(f"The record {what}; a seed is a whole number from 0 to 2**63 - 1.")
    options = record.get("options", {})
    if not isinstance(options, dict) or not all(isinstance(k, str) and len(k) <= 40 and _plain(v)
                                                for k, v in options.items()):
        raise BadRecord("The record's options must be an object of simple values.")
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise BadRecord("The record has no list of actions.")
    if len(actions) > MAX_ACTIONS:
        raise BadRecord(f"The record has {len(actions)} actions; no game needs more than {MAX_ACTIONS}.")
    for index, entry in enumerate(actions):
        if not isinstance(entry, str) or not 0 < len(entry) <= MAX_ACTION_LENGTH:
            raise BadRecord(f"Action {index + 1} of {len(actions)} ({echo(entry)}) is not an action id"
                            f" of 1 to {MAX_ACTION_LENGTH} characters.")
    return game, players, seed, options, actions


def _plain(value: Any) -> bool:
    """A small JSON value: a scalar or a list of at most 10 scalars."""
    return _scalar(value) or (isinstance(value, list) and len(value) <= 10 and all(map(_scalar, value)))


def _scalar(value: Any) -> bool:
    """null, a boolean, a float, an integer of at most 64 bits or a string of at most 100 characters."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value.bit_length() <= 64
    return value is None or isinstance(value, (bool, float)) or (isinstance(value, str) and len(value) <= 100)
