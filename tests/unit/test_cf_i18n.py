"""Confucius texts: every log entry and every action label exists in English and German."""

from __future__ import annotations

import pytest

import mingtable
from mingtable.engine.rng import Rng
from mingtable.i18n import tr


@pytest.mark.parametrize("players,advanced", [(3, True), (5, False)])
def test_logs_and_labels_come_from_the_catalogue(players: int, advanced: bool) -> None:
    seen: set[str] = set()
    for seed in range(3):
        m = mingtable.new_game("confucius", ["Ann", "Ben", "Cy", "Di", "Eve"][:players], seed=seed,
                               options={"advanced": advanced})
        rng = Rng(seed)
        while m.to_move:
            legal = m.legal_actions()
            for a in legal:
                key = a.text["$"]
                if key in seen:
                    continue
                seen.add(key)
                for lang in ("en", "de"):
                    text = a.label_in(lang)
                    assert "[cf." not in text and "{" not in text, text
            m.apply(rng.choice(legal).id)
        for lang in ("en", "de"):
            for line in m.log_in(lang):
                assert "[" not in line and "{" not in line, line
    assert len(seen) > 20


def test_every_decision_names_a_section_of_the_rules_page() -> None:
    import re
    from pathlib import Path

    from mingtable.games.confucius import game

    for lang in ("en", "de"):
        text = (Path(game.__file__).parent / f"rules_{lang}.md").read_text(encoding="utf-8")
        ids = set(re.findall(r"\{#([a-z0-9-]+)\}", text))
        assert set(game.RULE_OF.values()) <= ids
    m = mingtable.new_game("confucius", ["Ann", "Ben", "Cy"], seed=2)
    assert m.view(0)["decision"]["rule"] == "actions"
