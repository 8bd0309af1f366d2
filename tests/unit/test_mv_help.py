"""Help in The Ming Voyages: every decision names the rule it applies (a heading of the rules
pages), the panel shows a one-sentence help with a button to that rule, and every clickable
element on the board and the cards says what it is and what clicking does."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import mingtable
from mingtable.engine.rng import Rng
from mingtable.games.ming_voyages import render as R
from mingtable.i18n import T, tr

RULES_DIR = Path(R.__file__).parent


def _headings(lang: str) -> set[str]:
    return set(re.findall(r"^#+ .*\{#([a-z0-9-]+)\}\s*$", (RULES_DIR / f"rules_{lang}.md").read_text(encoding="utf-8"), re.M))


def _decisions(seed: int, players: int, **options: object) -> list[tuple[dict, list]]:
    m = mingtable.new_game("ming-voyages", ["Ann", "Ben"][:players], seed=seed, options=options)
    rng = Rng(seed)
    out = []
    while m.to_move:
        seat = m.to_move[0]
        out.append((m.view(seat), m.legal_actions(seat)))
        m.apply(rng.choice(out[-1][1]).id, seat)
    return out


DECISIONS = _decisions(41, 2) + _decisions(42, 1, difficulty="hard") + _decisions(43, 2, match=True)


def test_the_rules_pages_share_their_heading_ids() -> None:
    assert _headings("en") == _headings("de") and len(_headings("en")) == 22


def test_every_decision_names_a_rule_of_the_rules_page() -> None:
    ids = _headings("en")
    kinds: dict[str, set[str]] = {}
    for view, _ in DECISIONS:
        rule = view["pending"]["rule"]
        assert rule in ids, (view["pending"]["kind"], rule)
        kinds.setdefault(view["pending"]["kind"], set()).add(rule)
    assert kinds["play"] == {"play-card"} and kinds["reroll"] == {"combat"} and kinds["voyage"] == {"voyages"}
    assert kinds["next-game"] == {"match"} and len(kinds) > 15


@pytest.mark.parametrize("lang, word", [("en", "Rules"), ("de", "Regeln")])
def test_the_panel_shows_the_rules_help_and_button(lang: str, word: str) -> None:
    for view, legal in DECISIONS[::25]:
        panel = R.render(view, legal, lang=lang)["panel"]
        rule = view["pending"]["rule"]
        button = re.search(r'<button type="button" class="help" data-ui="rules" data-arg="([^"]+)"[^>]*>([^<]+)</button>', panel)
        assert button and button.group(1) == f"ming-voyages#{rule}" and button.group(2) == word
        help_text = re.search(r'<p class="rule-help"><span class="muted">([^<]+)</span>', panel)
        assert help_text and help_text.group(1) == R.esc(tr(T(f"mv.help.{rule}"), lang))
        assert help_text.group(1).endswith(".") and ". " not in help_text.group(1)  # one sentence
    waiting = R.render(DECISIONS[0][0], [])["panel"]
    assert 'class="help"' not in waiting  # no help when nothing is to decide here


def test_every_clickable_thing_has_a_tooltip() -> None:
    seen = 0
    for view, legal in DECISIONS:
        out = R.render(view, legal, lang="de")
        board = out["under"] + out["board"]
        for action in re.findall(r'data-action="([^"]+)"', board):
            tip = re.search(rf'data-action="{re.escape(action)}"[^>]*><title>([^<]+ · Wahl: [^<]+)</title>', board)
            assert tip, action
            seen += 1
        for button in re.findall(r"<button[^>]*data-action[^>]*>", out["tray"]):
            assert re.search(r' title="[^"]+"', button), button
            seen += 1
        for button in re.findall(r"<button[^>]*data-ui[^>]*>", out["panel"]):
            assert ' title="' in button, button
    assert seen > 300
