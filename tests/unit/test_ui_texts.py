"""The app's texts in both languages: how the page picks its language, every screen function of
mingtable.ui in English, German and the pseudo-locale, and the errors of the engine and the app."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser

import pytest

import mingtable
from mingtable.engine import jsontext
from mingtable.engine.errors import error_text
from mingtable.i18n import LANGS, PSEUDO, T, catalogue, tr
from mingtable.ui import games as G
from mingtable.ui import saves as S
from mingtable.ui import setup as F
from mingtable.ui import texts as X
from mingtable.ui.screens import (curtain_text, render_games, render_own_cards, render_save_problem, render_saves, render_share_box,
                                  save_state, when_text)
from mingtable.ui.share import ShareError, decode_link
from mingtable.ui.shell import shell_table

NOW = 1_700_000_000.0
NAMES = ("Ann", "Ben <b>")


class _Texts(HTMLParser):
    """Every text node and every aria-label / title / placeholder of some markup."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.found += [v for k, v in attrs if k in ("aria-label", "title", "placeholder") and v]

    def handle_data(self, data: str) -> None:
        self.found.append(data)


def outside_catalogue(html: str, names: tuple[str, ...] = NAMES) -> list[str]:
    """Texts of ``html`` (rendered in the pseudo-locale) that are not inside ⟦…⟧, once player
    names, numbers and punctuation are taken out."""
    parser = _Texts()
    parser.feed(html)
    bad = []
    for text in parser.found:
        rest = re.sub(r"⟦[^⟦⟧]*(?:⟦[^⟦⟧]*⟧[^⟦⟧]*)*⟧", "", text)
        for name in names:
            rest = rest.replace(name, "")
        if re.search(r"[^\W\d_]", rest):
            bad.append(text)
    return bad


@pytest.mark.parametrize("url, stored, browser, lang", [
    (None, None, "de-DE", "de"), (None, None, "de", "de"), (None, None, "en-US", "en"), (None, None, "fr-FR", "en"),
    (None, None, None, "en"), (None, "en", "de-AT", "en"), (None, "de", "en-GB", "de"),
    (None, "qps", "en-GB", "en"), (None, "klingon", "de-CH", "de"), (None, '{"x":1}', None, "en"),
    ("qps", "de", "de-DE", "qps"), ("de", "en", "en", "de"), ("xx", "de", "en", "de"),
])
def test_language_choice(url: str | None, stored: str | None, browser: str | None, lang: str) -> None:
    assert X.choose_lang(url, stored, browser) == lang


def test_html_lang_and_shell_texts() -> None:
    assert [X.html_lang(lang) for lang in (*LANGS, PSEUDO)] == ["en", "de", "en-XA"]
    en, de = X.shell_texts("en"), X.shell_texts("de")
    assert set(en) == set(de) == set(X.SHELL_KEYS)
    assert en["ui.home"] == "Home" and de["ui.home"] == "Startseite" and de["ui.log"] == "Protokoll"
    assert all(text.startswith("⟦") for text in X.shell_texts(PSEUDO).values())


def test_shell_table_holds_both_languages_and_the_german_game_list() -> None:
    table = shell_table()
    assert set(table) == set(LANGS)
    assert table["de"]["ui.engine.loading"] == "Spiel-Engine wird geladen …"
    assert "#games" not in table["en"]  # the page's own markup is the English one
    assert "Neues Spiel" in table["de"]["#games"] and "disabled" in table["de"]["#games"]
    assert table["en"]["shell.board"] == "Ming-Dynastie board"


def test_every_ui_entry_has_two_texts_and_the_same_fields() -> None:
    from mingtable.i18n import fields

    entries = {k: v for k, v in catalogue().items() if k.startswith(("ui.", "engine."))}
    assert len(entries) > 150
    for key, (en, de) in entries.items():
        assert en.strip() and de.strip() and fields(en) == fields(de), key


def test_game_list_in_both_languages() -> None:
    games = G.catalogue()
    assert all(g["available"] for g in games)
    games[-1] = {**games[-1], "available": False}  # how a game the app cannot draw would be listed
    en, de = render_games(games), render_games(games, "de")
    assert "2–4 players · R. F. Watson" in en and "New game of The Ming Voyages" in en and "not yet available" in en
    assert "2–4 Spieler · R. F. Watson" in de and "Neues Spiel: Die Reisen des Zheng He" in de
    assert "noch nicht verfügbar" in de and "1–2 Spieler" in de and ">Regeln<" in de
    assert 'data-ui="rules" data-arg="ming-voyages"' in de
    assert outside_catalogue(render_games(games, PSEUDO)) == []


def _entries() -> list[dict[str, object]]:
    return [
        {"id": "a1", "summary": {"game": "ming-voyages", "title": "The Ming Voyages", "players": list(NAMES), "round": 2,
                                 "status": {"en": "stage 1, round 2", "de": "Etappe 1, Runde 2"}}, "updated": NOW - 300},
        {"id": "b2", "summary": {"game": "ming-dynastie", "title": "Ming-Dynastie", "players": ["Ann"], "round": 3,
                                 "status": "round 3 (an old save)"}, "updated": NOW - 7200},
        {"id": "c3", "summary": {"game": "ming-dynastie", "players": ["Ann"], "over": True}, "updated": NOW - 30},
        {"id": "d4", "error": T("ui.save.is_damaged", why=T("ui.save.why.json")), "updated": 0.0},
    ]


def test_saved_games_in_both_languages() -> None:
    en, de = render_saves(_entries(), NOW), render_saves(_entries(), NOW, lang="de")
    assert "· stage 1, round 2 · 5 min ago" in en and "round 3 (an old save) · 2 h ago" in en and "finished · just now" in en
    assert "Continue The Ming Voyages with Ann and Ben &lt;b&gt;" in en and "it is not valid JSON" in en
    assert "· Etappe 1, Runde 2 · vor 5 Min." in de and "· Runde 3 · vor 2 Std." in de and "beendet · gerade eben" in de
    assert "Die Reisen des Zheng He mit Ann und Ben &lt;b&gt; fortsetzen" in de
    assert "Beschädigtes gespeichertes Spiel" in de and "es ist kein gültiges JSON" in de
    assert render_saves([], lang="de") == '<li class="muted">Noch keine gespeicherten Spiele.</li>'
    assert outside_catalogue(render_saves(_entries(), NOW, lang=PSEUDO)) == []


def test_when_and_state_lines() -> None:
    assert when_text(NOW - 90, NOW, "de") == "vor 1 Min." and when_text(0, NOW) == ""
    assert re.fullmatch(r"\d{4}-\d\d-\d\d", when_text(NOW - 3 * 86400, NOW, "de"))
    assert save_state({"round": None}, "de") == "Runde ?" and save_state({"over": True}) == "finished"


@pytest.mark.parametrize("lang, words", [("en", "not being saved"), ("de", "nicht gespeichert")])
def test_save_problems(lang: str, words: str) -> None:
    for kind in ("full", "off", "embed"):
        assert words in render_save_problem(kind, lang)
    assert "neu laden" in render_save_problem("conflict", "de")
    assert all(outside_catalogue(render_save_problem(k, PSEUDO)) == [] for k in ("full", "off", "embed", "conflict"))


def test_show_my_cards_switch() -> None:
    assert ">Show my cards</button>" in render_own_cards(False, "Ann") and "look" not in render_own_cards(False, "Ann")
    shown = render_own_cards(True, "<b>Ann</b>", "de")
    assert ">Meine Karten verbergen</button>" in shown and "Nur &lt;b&gt;Ann&lt;/b&gt; sollte" in shown


def test_curtain_and_share_box() -> None:
    assert curtain_text("Ann", "the Emperor", game="ming-voyages") == (
        "Ann's turn (the Emperor): your hand and your reserve will be shown. Pass the device to Ann; the others look "
        "away.", "I am Ann, show my hand")
    assert curtain_text("Ann", game="ming-dynastie")[0].startswith("Ann's turn: your return cards are chosen in secret.")
    text, button = curtain_text("Ann", T("ui.bot.random"), "de", "ming-dynastie")
    assert text.startswith("Ann ist am Zug (Zufalls-Bot): du wählst geheim deine Rücksendekarten. Gib das Gerät an Ann weiter")
    assert button == "Ich bin Ann, zeig meine Karten"
    assert curtain_text("Ann", lang="de")[0].startswith("Ann ist am Zug: deine eigenen Karten werden gezeigt.")
    assert "Kopieren" in render_share_box("http://x/#g=1", "de")
    assert outside_catalogue(render_share_box("http://x/#g=1", PSEUDO), ("http://x/#g=1",)) == []
    assert all(outside_catalogue(t, ("Ann",)) == [] for t in curtain_text("Ann", "", PSEUDO))


@pytest.mark.parametrize("game", ["ming-dynastie", "ming-voyages", "yin-yang"])
def test_setup_form_in_both_languages(game: str) -> None:
    spec = G.setup_spec(game)
    info = mingtable.GAMES[game].to_json()
    en = F.render_setup(info, spec, F.initial_state(game, spec), G.bot_kinds(game))
    de = F.render_setup(info, spec, F.initial_state(game, spec, "de"), G.bot_kinds(game), "de")
    assert "Start the game" in en and "Played by" in en and 'placeholder="random"' in en
    assert "Spiel starten" in de and "Gespielt von" in de and "Platz 1" in de and "Mensch" in de
    assert 'value="Spieler 1"' in de and 'placeholder="zufällig"' in de and "Zurück" in de
    if game == "ming-dynastie":
        assert "Neues Spiel: Ming-Dynastie" in de and ">Rot<" in de and "Startspieler" in de and ">Zufällig<" in de
        pseudo = F.render_setup(info, spec, F.initial_state(game, spec, PSEUDO), G.bot_kinds(game), PSEUDO)
        assert outside_catalogue(pseudo) == []


def test_own_colour_error_in_german() -> None:
    spec = G.setup_spec("ming-dynastie")
    form = F.initial_state("ming-dynastie", spec)
    form = F.read_form(spec, form, {"seat-colour-1": form.seats[0]["colour"]})
    with pytest.raises(ValueError) as err:
        F.start_args(spec, form)
    assert error_text(err.value, "de") == "Jeder Platz braucht seine eigene Farbe."


def test_engine_errors_in_both_languages() -> None:
    m = mingtable.new_game("ming-dynastie", ["Ann", "Ben"], seed=1)
    first, other = m.players[m.to_move[0]], m.players[1 - m.to_move[0]]
    with pytest.raises(mingtable.IllegalAction) as err:
        m.apply("nope")
    assert str(err.value).startswith(f"'nope' is not a legal action for {first} now (")
    assert err.value.text_in("de").startswith(f"'nope' ist für {first} jetzt kein erlaubter Zug (")
    with pytest.raises(mingtable.IllegalAction) as err:
        m.apply(m.legal_actions()[0].id, 1 - m.to_move[0])
    assert err.value.text_in("de") == f"{other} ist jetzt nicht am Zug (es wird auf {first} gewartet)."
    record = m.record() | {"actions": ["nope"]}
    with pytest.raises(mingtable.BadRecord) as bad:
        mingtable.load(record)
    assert bad.value.text_in("de").startswith(f"Zug 1 von 1 lässt sich nicht nachspielen: 'nope' ist für {first}")
    with pytest.raises(ValueError) as err:
        mingtable.new_game("ming-voyages", ["A", "B", "C"])
    assert error_text(err.value, "de") == "Die Reisen des Zheng He ist für 1-2 Spieler, nicht für 3."
    with pytest.raises(jsontext.JsonLimitError) as deep:
        jsontext.loads("[" * 100)
    assert deep.value.text_in("de") == "es ist zu tief verschachtelt"


def test_link_and_save_errors_in_german() -> None:
    with pytest.raises(ShareError) as err:
        decode_link("#g=")
    assert err.value.text_in("de") == "Der Spiel-Link ist leer."
    with pytest.raises(S.SaveError) as bad:
        S.parse_save(json.dumps({"format": "mingtable-save", "version": 1, "id": "x", "record": {}}), "x")
    assert bad.value.text_in("de") == "Dieses gespeicherte Spiel ist beschädigt (es enthält keine Spielaufzeichnung)."


def test_saved_status_in_every_language_is_checked() -> None:
    base = {"format": "mingtable-save", "version": 1, "id": "x", "bots": [None],
            "record": {"format": "mingtable-record", "players": ["A"]}}
    good = S.parse_save(json.dumps(base | {"summary": {"status": {"en": "a", "de": "b"}}}), "x")
    assert good.summary["status"] == {"en": "a", "de": "b"}
    for status in ({"fr": "x"}, {"en": 5}, {"en": "x" * 300}, ["en"]):
        with pytest.raises(S.SaveError, match="summary field 'status'"):
            S.parse_save(json.dumps(base | {"summary": {"status": status}}), "x")


def test_titles_and_seat_tags() -> None:
    assert X.title("ming-voyages", "de") == "Die Reisen des Zheng He" and X.title("nope", "de", "Nope") == "Nope"
    assert tr(mingtable.title("ming-dynastie"), "de") == "Ming-Dynastie"
    from mingtable.ui.session import new_session

    s = new_session("ming-dynastie", [{"name": "Ann"}, {"name": "Bot", "bot": "greedy"}], 1, None, "t1")
    assert s.seat_tags("de") == ["", "Bot (leicht)"] and s.seat_tags() == ["", "easy bot"]
    assert set(s.saved().summary.get("status", {"en": ""})) <= set(LANGS)
