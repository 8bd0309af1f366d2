"""The list of choices (ui/choices.py): every legal action as a real button, in the page's
language, grouped by kind; both games' panels say where it goes."""

from __future__ import annotations

import html as H
import re
from pathlib import Path

import pytest

import mingtable
from mingtable.engine.actions import Action
from mingtable.i18n import T
from mingtable.ui import choices as C
from mingtable.ui.session import new_session

INDEX = Path(__file__).resolve().parents[2] / "index.html"
BUTTON = re.compile(r'<button type="button" class="btn choice" data-choice="([^"]*)">([^<]*)</button>')


def test_every_legal_action_is_a_button_with_its_label_in_the_language() -> None:
    match = mingtable.new_game("ming-dynastie", players=["Ann", "Ben", "Cy"], seed=3)
    legal = match.legal_actions()
    for lang in ("en", "de"):
        html = C.render_choices(legal, lang)
        found = [(H.unescape(i), H.unescape(label)) for i, label in BUTTON.findall(html)]
        assert sorted(found) == sorted((a.id, a.label_in(lang)) for a in legal)
        assert html.startswith('<details class="choices" id="choices"><summary>')
    n = len(legal)
    assert f"<summary>Choose from a list ({n})</summary>" in C.render_choices(legal, "en")
    assert f"<summary>Aus einer Liste wählen ({n})</summary>" in C.render_choices(legal, "de")


def test_nothing_to_decide_gives_no_list() -> None:
    assert C.render_choices([], "en") == ""


def test_groups_keep_each_kind_together_in_first_seen_order() -> None:
    legal = [Action(i, T("ui.choices.title", n=1)) for i in ("place-SX", "pass", "dragon-SX", "place-HN", "dragon-HN")]
    assert [[i for i, _ in g] for g in C.groups(legal)] == [["place-SX", "place-HN"], ["pass"], ["dragon-SX", "dragon-HN"]]
    assert C.group_key("move-SX2-JUNK") == "move" and C.group_key("pass") == ""
    html = C.render_choices(legal, "en")
    assert html.count('<div class="choice-group">') == 3


def test_labels_and_ids_are_escaped() -> None:
    legal = [Action('x-"<b>', T("ui.choices.title", n=2))]
    html = C.render_choices(legal, "en")
    assert 'data-choice="x-&quot;&lt;b&gt;"' in html and "<b>" not in html


@pytest.mark.parametrize("game, players, options", [
    ("ming-dynastie", [{"name": "Ann", "bot": None}, {"name": "Ben", "bot": None}], {}),
    ("ming-voyages", [{"name": "Ann", "bot": None}], {"emperor": 0, "difficulty": "normal", "match": False}),
])
def test_each_game_panel_holds_the_list_below_the_prompt(game: str, players: list, options: dict) -> None:
    from mingtable.ui import games as G

    session = new_session(game, players, 4, options, "s1")
    screen = session.screen()
    assert screen.legal
    own = G.renderer(game).render(screen.view, screen.legal, session.seat_tags("de"), lang="de")["panel"]
    assert own.count(C.CHOICES_SLOT) == 1  # the game says where the list goes
    panel = G.render(game, screen.view, screen.legal, session.seat_tags("de"), "de")["panel"]
    assert C.CHOICES_SLOT not in panel and panel.count('<details class="choices"') == 1
    assert panel.index('class="prompt"') < panel.index('<details class="choices"')  # below the question
    assert panel == C.place(own, C.render_choices(screen.legal, "de"))


def test_place_without_a_slot_appends_and_nothing_to_decide_leaves_no_slot() -> None:
    assert C.place("<p>panel</p>", "<list>") == "<p>panel</p><list>"
    assert C.place(f"<p>a</p>{C.CHOICES_SLOT}<p>b</p>", "") == "<p>a</p><p>b</p>"


def test_the_page_lets_people_pinch_and_zoom() -> None:
    html = INDEX.read_text(encoding="utf-8")
    viewport = re.search(r'<meta name="viewport" content="([^"]*)">', html)
    assert viewport is not None
    content = viewport.group(1).replace(" ", "")
    assert "user-scalable=no" not in content and "maximum-scale" not in content
    for step in ("in", "out", "fit"):
        assert f'data-zoom="{step}"' in html


def test_not_in_leaves_out_the_actions_a_markup_draws() -> None:
    """A game whose panel has its own buttons (Yin Yang) gets a list without them."""
    legal = [Action(i, T("ui.choices.title", n=1)) for i in ("end", "oracle:qian:kun", 'x"&y', "start:luo")]
    panel = '<button data-action="end">End</button><button data-action="x&quot;&amp;y">x</button>'
    assert [a.id for a in C.not_in(legal, panel)] == ["oracle:qian:kun", "start:luo"]
    assert C.not_in(legal, "") == legal
