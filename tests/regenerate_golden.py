"""Rewrite The Ming Voyages, Confucius and Yin Yang golden records (tests/fixtures/ming-voyages-*.json,
confucius-*.json, yin-yang-*.json) after a rule change made them illegal.

Each record is played again from its own players, seed and options by the bots its file name
ends with (``-greedy`` or ``-random``, one per seat, seeded as ``python -m mingtable simulate``
seeds them) and stored with its outcome: the method that made them. (The Ming-Dynastie
greedy records come from an earlier heuristic and are not remade this way.) Without
``--write`` it only reports which records would change.

    .venv/bin/python tests/regenerate_golden.py [--write]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import mingtable
from mingtable.__main__ import play_out

FIXTURES = Path(__file__).resolve().parent / "fixtures"


def regenerate(path: Path) -> tuple[dict, dict]:
    """The stored record and the one the same method makes now."""
    old = json.loads(path.read_text(encoding="utf-8"))
    bots = path.stem.rsplit("-", 1)[1]
    match = mingtable.new_game(old["game"], old["players"], seed=old["seed"], options=old["options"])
    match = play_out(match, [bots] * len(old["players"]), old["seed"])
    new = match.record()
    new["outcome"] = match.outcome
    return old, new


def main(argv: list[str]) -> int:
    write = "--write" in argv
    for path in sorted([*FIXTURES.glob("ming-voyages-*.json"), *FIXTURES.glob("confucius-*.json"),
                        *FIXTURES.glob("yin-yang-*.json")]):
        old, new = regenerate(path)
        same = old == new
        print(f"{path.name}: {'unchanged' if same else 'changed'} ({len(old['actions'])} -> {len(new['actions'])} actions, "
              f"scores {old['outcome']['scores']} -> {new['outcome']['scores']})")
        if write and not same:
            path.write_text(json.dumps(new, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
