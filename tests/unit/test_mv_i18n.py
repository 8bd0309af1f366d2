"""The Ming Voyages in English and German: every text it shows comes from the catalogue (the
pseudo-locale marks catalogue text with ⟦…⟧, so anything else shows up), the German log
never falls back to a key, and every key the code names exists."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import pytest

import mingtable
from mingtable.bots import make_bot
from mingtable.engine.rng import Rng
from mingtable.games.ming_voyages import data
from mingtable.games.ming_voyages import render as R
from mingtable.games.ming_voyages import texts
from mingtable.games.ming_voyages.view import RULES
from mingtable.i18n import PSEUDO, catalogue, tr

from i18n_support import outside_catalogue, visible_texts

NAMES = ["Ann", "Ben"]
SOURCE = Path(texts.__file__).parent


def strays(markup: str, names: list[str] = NAMES) -> list[str]:
    return [t for t in visible_texts(markup) if outside_catalogue(t, names)]


def _games() -> list[tuple[int, dict[str, Any], int]]:
    return [(2, {"emperor": 0}, 31), (2, {"emperor": 1}, 32), (1, {"difficulty": "hard"}, 33),
            (1, {"difficulty": "easy"}, 34), (2, {"match": True}, 35)]


def _play(players: int, options: dict[str, Any], seed: int, every: int = 4) -> tuple[mingtable.Match, list[tuple[dict, list]]]:
    """A random game to its end, with (view, legal) of the decider now and then."""
    m = mingtable.new_game("ming-voyages", NAMES[:players], seed=seed, options=options)
    rng = Rng(seed)
    seen: list[tuple[dict, list]] = []
    kinds: set[str] = set()
    step = 0
    while m.to_move:
        seat = m.to_move[0]
        view, legal = m.view(seat), m.legal_actions(seat)
        if step % every == 0 or view["pending"]["kind"] not in kinds:
            kinds.add(view["pending"]["kind"])
            seen.append((view, legal))
        m.apply(rng.choice(legal).id, seat)
        step += 1
    return m, seen


PLAYED = [_play(*g) for g in _games()]


@pytest.mark.parametrize("index", range(len(PLAYED)))
def test_every_visible_text_comes_from_the_catalogue(index: int) -> None:
    m, positions = PLAYED[index]
    found: list[str] = []
    for view, legal in positions:
        for part in R.render(view, legal, lang=PSEUDO).values():
            found += strays(part)
        for part in R.render(m.view(None), [], lang=PSEUDO).values():
            found += strays(part)
        found += [x for x in [R.status_text(view, PSEUDO), R.seat_role(view, 0, PSEUDO)] if outside_catalogue(x, NAMES)]
    found += strays(R.render_outcome(m.view(0), m.outcome, PSEUDO))
    found += strays(R.render(m.view(0), [], lang=PSEUDO)["panel"])
    recent = R.render_recent(m.log_entries, PSEUDO, window=len(m.log_entries))
    assert recent and not outside_catalogue(html.unescape(re.sub(r"<[^>]+>", "", recent)), NAMES)  # dice split its lines
    found += [line for line in m.log_in(PSEUDO) if outside_catalogue(line, NAMES)]
    assert not found, sorted(set(found))[:20]


def test_static_board_card_and_form_come_from_the_catalogue() -> None:
    assert not strays(R.render_static(PSEUDO))
    for cid in data.CARD_IDS:
        assert not strays(R.card_html(cid, {"voyages": {"1": True}}, data.EMPEROR, lang=PSEUDO))
    spec = R.setup_spec(PSEUDO)
    texts_ = [m.label for m in spec.modes] + [m.hint for m in spec.modes] + [f.label for f in spec.fields]
    texts_ += [text for f in spec.fields for _, text in f.choices]
    texts_ += [spec.seat_title(i, {"emperor": 0}, n) for i in (0, 1) for n in (1, 2)]
    assert not [t for t in texts_ if outside_catalogue(t, [])]
    assert not outside_catalogue(R.board_label(PSEUDO), [])


def test_the_checker_finds_text_outside_the_catalogue() -> None:
    assert strays('<g><title>⟦Sichuan⟧</title><text>Ann 3 · 4</text></g>') == []
    assert strays('<text>⟦Combat⟧ round</text>') == ["⟦Combat⟧ round"]
    assert strays('<rect aria-label="Attack"/>') == ["Attack"]


@pytest.mark.parametrize("index", range(len(PLAYED)))
def test_german_log_labels_and_prompts_have_no_missing_key(index: int) -> None:
    m, positions = PLAYED[index]
    texts_ = m.log_in("de")
    for view, legal in positions:
        texts_.append(R.prompt(view, "de"))
        texts_ += [a.label_in("de") for a in legal]
        texts_ += visible_texts("".join(R.render(view, legal, lang="de").values()))
    texts_ += visible_texts(R.render_outcome(m.view(0), m.outcome, "de"))
    missing = [t for t in texts_ if re.search(r"\[(?:mv|i18n)\.", t)]
    assert not missing, missing[:10]
    assert any("Etappe 1, Runde 1" in line for line in m.log_in("de"))


def test_german_terms_follow_the_glossary() -> None:
    m = mingtable.new_game("ming-voyages", NAMES, seed=3)
    labels = " ".join(a.label_in("de") for a in m.legal_actions())
    assert "BP" in labels and "CP" not in labels and "in die Reserve legen" in labels
    assert tr(texts.area("H"), "de") == "Heimatgebiet des Kaiserreiches"
    assert tr(texts.count(3, "gold"), "de") == "3 Gold" and tr(texts.count(1, "junk"), "de") == "1 Dschunke"
    assert tr(texts.count(2, "horde"), "de") == "2 Horden" and tr(texts.count(1, "army"), "en") == "1 army"


def _keys_in_code() -> tuple[set[str], set[str]]:
    """Catalogue keys the code names literally, and the prefixes of keys it builds."""
    literal, prefixes = set(), set()
    for path in SOURCE.glob("*.py"):
        code = path.read_text(encoding="utf-8")
        for fstring, key in re.findall(r'\b(?:T|_t)\(\s*(f?)"(mv\.[^"]*)"', code):
            if fstring and "{" in key:
                prefixes.add(key.split("{")[0])
            else:
                literal.add(key)
        for key in re.findall(r'"(mv\.[a-z0-9.+-]+)"', code):
            literal.add(key)
    return literal, prefixes


def test_every_key_the_code_names_exists() -> None:
    keys = set(catalogue())
    literal, prefixes = _keys_in_code()
    assert len(literal) > 100 and prefixes
    assert not sorted(literal - keys)
    assert not [p for p in prefixes if not any(k.startswith(p) for k in keys)]


def test_the_area_choices_of_card_actions_name_existing_keys() -> None:
    """effects._pick_area(game, side, kind, prompt, areas, verb[, prep]) builds mv.prompt.<prompt>
    and mv.act.<verb>."""
    keys = set(catalogue())
    code = (SOURCE / "effects.py").read_text(encoding="utf-8")
    calls = re.findall(r"_pick_area\((game, [^()]*(?:\([^()]*\)[^()]*)*)\)", code)
    assert len(calls) >= 15
    for call in calls:
        literals = re.findall(r'"([^"]+)"', call)
        assert f"mv.prompt.{literals[1]}" in keys and f"mv.act.{literals[2]}" in keys, call


def test_the_families_of_built_keys_are_complete() -> None:
    keys = set(catalogue())
    needed = [f"mv.{p}.{a}" for a in data.AREA_NAMES for p in ("area", "in", "into", "to", "from")]
    needed += [f"mv.voyage.{v}" for v in data.VOYAGES]
    needed += [f"mv.card.{c}{h}" for c in data.CARD_IDS for h in ("", ".first", ".second")]
    needed += [f"mv.cmd.emperor.{k}" for k in ("muster", "move", "attack", "taxes", "junks", "voyage")]
    needed += [f"mv.cmd.barbarian.{k}" for k in ("gather", "move", "attack", "resources", "settle")]
    needed += [f"mv.order.{o}" for deck in data.BOT_DECKS.values() for _, orders in deck for o in orders]
    needed += [f"mv.order.{o}" for o in data.BOT_FALLBACK] + [f"mv.difficulty.{d}" for d in data.DIFFICULTIES]
    needed += [f"mv.help.{rule}" for rule in set(RULES.values()) | {"emperor-commands", "barbarian-commands"}]
    needed += [f"mv.{w}.{s}" for s in data.SIDES for w in ("side", "role", "winner")]
    needed += [f"mv.hint.{kind}" for kind in R.HINT_KINDS]
    assert not [k for k in needed if k not in keys]


def test_english_stays_the_default() -> None:
    m = mingtable.new_game("ming-voyages", NAMES, seed=3)
    assert m.log[0].startswith("Game 1: Ann (the Emperor) against Ben (the Barbarian).")
    assert m.log_in("de")[0].startswith("Partie 1: Ann (der Kaiser) gegen Ben (die Barbaren).")
    assert "Your hand" in R.render(m.view(0), m.legal_actions(0))["tray"]
    assert "Deine Kartenhand" in R.render(m.view(0), m.legal_actions(0), lang="de")["tray"]
    bot = make_bot("random", 1, "ming-voyages")
    while m.to_move:
        m.apply(bot.choose(m.view(m.to_move[0]), m.legal_actions()), m.to_move[0])
    assert m.outcome["results"][0]["summary"].startswith("Game 1: the ")
