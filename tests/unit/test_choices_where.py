"""Every choice where it acts (issue 20, item 3): at every decision of whole games of every
title, each legal action has exactly one clickable element, and it sits on the board, on a
card of the tray, or on a card of the deciding player's hand in the panel; only actions with no
place on the board (ending a step, passing, choosing a player) are buttons of the panel. The
panel's list of choices (``data-choice``, ui/choices.py) is the other way to the same actions."""

from __future__ import annotations

from collections import Counter
from html.parser import HTMLParser
from typing import Any

import pytest

import mingtable
from mingtable.bots import make_bot
from mingtable.ui import games as G

VOID = {"br", "img", "input", "hr", "meta", "link", "wbr", "col", "source"}
CARD_CLASSES = {"hand", "rcard", "rcards", "hcard"}

#: Kinds (the id before its first "-" or ":") that have no place on the board: a panel button.
PANEL_KINDS: dict[str, set[str]] = {
    # end the turn, pass, the start player, the return cards laid (stay and return-card: on cards)
    "ming-dynastie": {"end", "pass", "start", "return-commit"},
    # a player chosen (chief, influence given), a payment or tutoring finished, a pass
    "confucius": {"chief", "give", "pass", "pay-done", "tutor-done"},
    # answers to a question of the rules that act nowhere on the board: keeping the dice ends the
    # rerolls ("accept"; the rerolls are on the dice, the reserve cards' reveals on the cards),
    # whether the opponent reacts before or after one's own use ("before"/"after"), not reacting
    # ("decline"; "react" is on the card in play), no reserve card's points ("no-boost"), ending
    # a step ("stop"), yes to a card's optional voyage or attack (the bare "voyage"/"attack": the
    # voyage space or borderland is chosen on the map next), the next game of a match ("next")
    "ming-voyages": {"accept", "after", "before", "decline", "no", "stop", "=voyage", "=attack", "next"},
    # the turn ended, a throw thrown again or kept (O8), a scoring tile of the solo set-up chosen
    "yin-yang": {"end", "keep", "rethrow", "arrange"},
}


class _Actions(HTMLParser):
    """Every element with ``data-action``: its id and whether it sits on a card."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[set[str]] = []
        self.found: list[tuple[str, bool]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        classes = set((a.get("class") or "").split())
        if "data-action" in a:
            on_card = bool(classes & CARD_CLASSES) or any(s & CARD_CLASSES for s in self.stack)
            self.found.append((str(a["data-action"]), on_card))
        if tag not in VOID:
            self.stack.append(classes)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag("br", attrs)  # no children

    def handle_endtag(self, tag: str) -> None:
        if tag not in VOID and self.stack:
            self.stack.pop()


def _found(markup: str) -> list[tuple[str, bool]]:
    parser = _Actions()
    parser.feed(markup)
    parser.close()
    return parser.found


def _kind(game: str, action_id: str) -> str:
    if game == "yin-yang":
        parts = action_id.split(":")
        return ":".join(parts[:2]) if parts[0] == "tile" and parts[1] in ("goods", "temple") else parts[0]
    if action_id in ("pay-done", "tutor-done", "return-commit"):
        return action_id
    return action_id.split("-")[0]


GAMES = [
    ("ming-dynastie", 2, {}), ("ming-dynastie", 4, {}),
    ("confucius", 3, {}), ("confucius", 5, {"advanced": True, "admiral": True}),
    ("ming-voyages", 2, {}), ("ming-voyages", 1, {}),
    ("yin-yang", 2, {}), ("yin-yang", 4, {}),
]


@pytest.mark.parametrize("game, players, options", GAMES)
def test_every_legal_action_has_one_element_where_it_acts(game: str, players: int, options: dict[str, Any]) -> None:
    m = mingtable.new_game(game, [f"P{i}" for i in range(players)], seed=11 + players, options=options)
    bots = [make_bot("random", 5 + i) for i in range(players)]
    decisions, kinds = 0, Counter()
    while m.to_move and decisions < 3000:
        seat = m.to_move[0]
        legal = m.legal_actions(seat)
        out = G.renderer(game).render(m.view(seat), legal, None, lang="en")
        drawn = {part: _found(out.get(part, "")) for part in ("under", "board", "tray", "panel")}
        ids = Counter(i for found in drawn.values() for i, _ in found)
        assert ids == Counter(a.id for a in legal), (decisions, ids - Counter(a.id for a in legal),
                                                     Counter(a.id for a in legal) - ids)
        for action_id, on_card in drawn["panel"]:
            kind = _kind(game, action_id)
            allowed = kind in PANEL_KINDS[game] or "=" + action_id in PANEL_KINDS[game]
            assert on_card or allowed, f"{action_id} is a panel button, not on the board or a card"
        for part, found in drawn.items():
            kinds.update((part, _kind(game, i)) for i, _ in found)
        m.apply(bots[seat].choose(m.view(seat), legal), seat)
        decisions += 1
    assert decisions > 20
    if game == "confucius":  # the Actions Box offers every action of a turn on the board
        assert {k for p, k in kinds if p == "board"} >= {"bribe", "tax", "no", "commercial", "junks", "transfer"}
        assert not {k for p, k in kinds if p == "panel"} & {"junks", "voyage", "transfer", "force", "recruit"}
    if game == "ming-voyages" and players == 2:  # the counts and rerolls on the board, a reaction on the card in play
        assert {("board", "count"), ("board", "reroll"), ("tray", "react")} <= set(kinds)
