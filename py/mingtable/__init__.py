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
from .engine.errors import BadRecord, IllegalAction
from .engine.game import GameInfo, Rules
from .engine.match import RECORD_FORMAT, RECORD_VERSION, Match, parse_entry
from .games import CATALOGUE, RULES

__all__ = [
    "Action",
    "BadRecord",
    "GAMES",
    "IllegalAction",
    "Match",
    "load",
    "new_game",
]

MAX_NAME_LENGTH = 40

#: Every game of Ming Table: id -> catalogue entry (title, players, options, available).
GAMES: dict[str, GameInfo] = CATALOGUE


def _rules(game_id: str) -> Rules:
    if game_id not in GAMES:
        raise ValueError(f"Unknown game '{game_id}'. Known games: {', '.join(GAMES)}.")
    if game_id not in RULES:
        raise ValueError(f"{GAMES[game_id].title} is not available yet.")
    return RULES[game_id]


def new_game(
    game_id: str,
    players: list[str],
    seed: int | None = None,
    options: dict[str, Any] | None = None,
) -> Match:
    """Start a match of ``game_id`` for the named players (seats are 0-based)."""
    rules = _rules(game_id)
    info = rules.info
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise ValueError("players must be a list of names.")
    if not info.min_players <= len(players) <= info.max_players:
        raise ValueError(f"{info.title} is for {info.min_players}-{info.max_players} players, not {len(players)}.")
    names = [p.strip()[:MAX_NAME_LENGTH] or f"Player {i + 1}" for i, p in enumerate(players)]
    if seed is None:
        import secrets

        seed = secrets.randbelow(2**32)
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0 or seed >= 2**63:
        raise ValueError("seed must be a non-negative integer below 2**63.")
    opts = rules.check_options(dict(options or {}), len(players))
    return Match(rules, names, seed, opts)


def load(record: Any) -> Match:
    """Replay a record through the rules; raises :class:`BadRecord` and never half-loads."""
    if not isinstance(record, dict):
        raise BadRecord("A record must be a JSON object.")
    if record.get("format") != RECORD_FORMAT:
        raise BadRecord("This is not a Ming Table record.")
    if record.get("version") != RECORD_VERSION:
        raise BadRecord(f"Unsupported record version {record.get('version')!r}.")
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise BadRecord("The record has no list of actions.")
    try:
        match = new_game(record.get("game"), record.get("players"), record.get("seed"), record.get("options"))
    except (ValueError, TypeError) as exc:
        raise BadRecord(f"The record's set-up is invalid: {exc}") from None
    for index, entry in enumerate(actions):
        seat, action_id = parse_entry(entry)
        try:
            match.apply(action_id, seat)
        except IllegalAction as exc:
            raise BadRecord(f"Action {index + 1} of {len(actions)} does not replay: {exc}") from None
    return match
