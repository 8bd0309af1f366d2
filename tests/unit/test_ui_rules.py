"""The rules pages in the app: the markdown subset renderer, the pages of both games in both
languages, and the rules dialog of the web app (help buttons open it at a heading)."""

from __future__ import annotations

import re

import pytest

from mingtable import GAMES as INFO
from mingtable.ui import games as G
from mingtable.ui.rules import headings, parse_target, render_markdown, render_rules, rules_text
from mingtable.ui.screens import OWN_DESIGN_ANCHOR, render_games, render_own_design
from mingtable.ui.setup import initial_state, render_setup

GAMES = ("ming-dynastie", "ming-voyages", "confucius", "yin-yang")


def test_headings_paragraphs_and_lists() -> None:
    html = render_markdown("## Set-up {#setup}\n\nOne line\nand the next.\n\n### Detail {#detail-2}\n"
                           "- a **bold** word\n- an *italic* one\n\n1. first\n2. second\nAfter.")
    assert html.split("\n") == [
        '<h3 id="rules-setup">Set-up</h3>',
        "<p>One line and the next.</p>",
        '<h4 id="rules-detail-2">Detail</h4>',
        "<ul><li>a <strong>bold</strong> word</li><li>an <em>italic</em> one</li></ul>",
        "<ol><li>first</li><li>second</li></ol>",
        "<p>After.</p>",
    ]


def test_pipe_tables() -> None:
    html = render_markdown("| Piece | Count |\n|---|:---:|\n| Prince | 1 |\n| Figure *x* | 30 |")
    assert html == ('<table class="rules-table"><thead><tr><th scope="col">Piece</th><th scope="col">Count</th></tr>'
                    "</thead><tbody><tr><td>Prince</td><td>1</td></tr><tr><td>Figure <em>x</em></td><td>30</td></tr>"
                    "</tbody></table>")


def test_everything_is_escaped() -> None:
    html = render_markdown('## <b>Title</b> {#"><script>}\n\n<img src=x onerror=alert(1)> & "quotes"\n\n'
                           "- <i>item</i>\n\n| <a> | b |")
    assert "<script" not in html and "<img" not in html and "<b>" not in html and "<i>" not in html and "<a>" not in html
    assert "&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;" in html
    assert "<h3>&lt;b&gt;Title&lt;/b&gt; {#&quot;&gt;&lt;script&gt;}</h3>" in html  # an id that is no id stays text


def test_the_pseudo_locale_marks_every_run_of_text() -> None:
    assert render_markdown("Text *it* end.", mark=True) == "<p>⟦Text ⟧<em>⟦it⟧</em>⟦ end.⟧</p>"


@pytest.mark.parametrize("game", GAMES)
def test_both_pages_of_each_game_render_with_the_same_ids(game: str) -> None:
    ids = {}
    for lang in ("en", "de"):
        text = rules_text(game, lang)
        assert text, (game, lang)
        html = render_markdown(text)
        ids[lang] = re.findall(r'id="rules-([^"]+)"', html)
        assert len(ids[lang]) >= 15 and len(set(ids[lang])) == len(ids[lang])
        assert "**" not in html and "{#" not in html and "\n|" not in html  # all of the subset understood
    assert ids["en"] == ids["de"]
    assert [h for h, _ in headings(rules_text(game, "en"))] == [h for h, _ in headings(rules_text(game, "de"))]


def test_the_rules_dialog_in_both_languages() -> None:
    title, body = render_rules("ming-dynastie")
    assert title == "Rules of Ming-Dynastie" and '<h3 id="rules-goal">Goal of the game</h3>' in body
    assert 'data-ui="rules-goto" data-arg="goal"' in body and ">Contents<" in body
    title, body = render_rules("ming-voyages", "de")
    assert title == "Spielregeln: Die Reisen des Zheng He" and ">Inhalt<" in body and "Spielaufbau" in body
    title, body = render_rules("yin-yang", "de")
    assert title == "Spielregeln: Yin Yang" and "Tiefes Orakel" in body and 'id="rules-solo"' in body
    title, body = render_rules("confucius", "de")
    assert title == "Spielregeln: Confucius" and 'id="rules-goal"' in body


def test_a_game_without_a_rules_page_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("mingtable.ui.rules.rules_text", lambda game_id, lang: None)
    assert render_rules("yin-yang", "de")[1] == "<p>Die Regeln von Yin Yang sind noch nicht geschrieben.</p>"


@pytest.mark.parametrize("arg, fallback, target", [
    ("ming-voyages#setup", None, ("ming-voyages", "setup")), ("ming-dynastie", None, ("ming-dynastie", None)),
    (None, "ming-voyages", ("ming-voyages", None)), ("#goal", "ming-dynastie", ("ming-dynastie", "goal")),
    ("chess#x", "ming-dynastie", (None, None)), ("ming-voyages#a b<", None, ("ming-voyages", None)),
])
def test_help_button_targets(arg: str | None, fallback: str | None, target: tuple[str | None, str | None]) -> None:
    assert parse_target(arg, fallback) == target


@pytest.mark.parametrize("game", GAMES)
def test_own_design_notes_link_to_a_list_on_the_rules_page(game: str) -> None:
    """Issue 20 item 11: a game whose boards or cards are Ming Table's own design says so on the
    home list and its new-game form, and the link opens its rules page at the list, which both
    languages have; a game that is all the publisher's has neither note nor list."""
    ours = game != "confucius"
    for lang in ("en", "de"):
        note = render_own_design(game, lang)
        assert bool(note) == ours
        anchors = [h for h, _ in headings(rules_text(game, lang))]
        assert (OWN_DESIGN_ANCHOR in anchors) == ours
        if not ours:
            continue
        assert f'data-ui="rules" data-arg="{game}#{OWN_DESIGN_ANCHOR}"' in note
        assert ("own design" if lang == "en" else "eigener Entwurf") in note
        item = re.search(rf'<li[^>]*data-game="{game}".*?</li>', render_games(G.catalogue(), lang)).group(0)
        assert note in item
        spec = G.setup_spec(game, lang)
        form = render_setup(INFO[game].to_json(), spec, initial_state(game, spec, lang), G.bot_kinds(game), lang)
        assert note in form
        body = render_rules(game, lang)[1]
        section = body.split(f'id="rules-{OWN_DESIGN_ANCHOR}"', 1)[1].split("<h3", 1)[0]
        assert section.count("<li>") >= 2  # the list itself
