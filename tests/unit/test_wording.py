"""Player-visible English of Ming-Dynastie and the generic app: plurals, "a"/"an", no
possessive of a player's name, one word ("cloister figures") for figures in cloisters."""

from __future__ import annotations

import re

import pytest

import mingtable
from mingtable.engine.rng import Rng
from mingtable.engine.words import article, count, plural
from mingtable.games.ming_dynastie import render as R
from mingtable.ui.screens import render_games
from mingtable.ui.games import catalogue

SLIPS = {
    "a plural after 1": re.compile(r"(?<![\d+])\b1 (?:[a-z-]+ )?(?:figures|points|cards|tiles|options|players)\b"),
    "a singular after another number": re.compile(r"\b(?:0|[2-9]|\d\d+) (?:[a-z-]+ )?(?:figure|point|card|tile|player)\b(?![- ]?(?:s\b|space|tile))"),
    "an '(s)' plural": re.compile(r"\(s\)"),
    "'a' before a vowel": re.compile(r"\ba [AEIOUaeiou]"),
    "a possessive of a name": re.compile(r"\b(?:Me|Ann|Ox)'s\b"),
    "monks": re.compile(r"\bmonks?\b", re.I),
}


def slips(text: str) -> list[str]:
    return [f"{what}: {m.group(0)!r} in {text[max(0, m.start() - 40):m.end() + 20]!r}"
            for what, rx in SLIPS.items() for m in rx.finditer(text)]


def test_words_helpers() -> None:
    assert [count(n, "card") for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    assert count(1, "die", "dice") == "1 die" and count(3, "die", "dice") == "3 dice"
    assert plural(1, "returns", "return") == "returns" and plural(2, "returns", "return") == "return"
    assert article("Ox cart") == "an Ox cart" and article("Rider") == "a Rider" and article("") == "a "


@pytest.mark.parametrize("players", [2, 3, 4])
def test_ming_dynastie_logs_labels_and_panels_have_no_slips(players: int) -> None:
    names = ["Me", "Ann", "Ox", "Cy"][:players]
    found: list[str] = []
    for seed in range(3):
        m = mingtable.new_game("ming-dynastie", names, seed=seed)
        rng = Rng(seed)
        while m.to_move:
            seat = m.to_move[0]
            legal = m.legal_actions(seat)
            for a in legal:
                found += slips(a.label)
            if rng.below(8) == 0:  # the panel of the seat deciding, now and then
                found += slips(R.render(m.view(seat), legal)["panel"])
            m.apply(rng.choice(legal).id, seat)
        found += [s for line in m.log for s in slips(line)]
        found += slips(R.render_outcome(m.view(None), m.outcome))
    assert not found, "\n".join(sorted(set(found))[:20])


def test_catalogue_counts_players() -> None:
    html = render_games(catalogue() + [{"id": "x", "title": "Solo", "min_players": 1, "max_players": 1}])
    assert "1 player ·" in html and "1 players" not in html
