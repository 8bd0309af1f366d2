"""The text catalogue: messages as plain data, both languages, plural fields, pseudo-locale."""

from __future__ import annotations

import json
import pickle

import pytest

from mingtable import i18n
from mingtable.i18n import T, tr

i18n.register({
    "test.place": ("{who} places {n} {n:p:figure|figures} in {where}.",
                   "{who} setzt {n} {n:p:Figur|Figuren} in {where}."),
    "test.city": ("the city", "die Stadt"),
    "test.winners": ("{names} win.", "{names} gewinnen."),
})


def test_message_is_plain_data() -> None:
    msg = T("test.place", who="Ann", n=2, where=T("test.city"))
    assert json.loads(json.dumps(msg)) == msg
    assert pickle.loads(pickle.dumps(msg)) == msg


@pytest.mark.parametrize("n, en, de", [
    (1, "Ann places 1 figure in the city.", "Ann setzt 1 Figur in die Stadt."),
    (3, "Ann places 3 figures in the city.", "Ann setzt 3 Figuren in die Stadt."),
])
def test_both_languages_with_plural_and_nested_message(n: int, en: str, de: str) -> None:
    msg = T("test.place", who="Ann", n=n, where=T("test.city"))
    assert tr(msg) == en
    assert tr(msg, "de") == de


def test_lists_join_per_language() -> None:
    msg = T("test.winners", names=["Ann", "Ben", "Cy"])
    assert tr(msg) == "Ann, Ben and Cy win."
    assert tr(msg, "de") == "Ann, Ben und Cy gewinnen."


def test_player_text_is_not_interpreted() -> None:
    msg = T("test.place", who="{n} {where} <b>", n=1, where="x")
    assert tr(msg) == "{n} {where} <b> places 1 figure in x."


def test_pseudo_locale_marks_catalogue_text() -> None:
    assert tr(T("test.city"), i18n.PSEUDO) == "⟦the city⟧"


def test_unknown_key_is_visible_not_fatal() -> None:
    assert tr(T("test.nope")) == "[test.nope]"


@pytest.mark.parametrize("value, lang", [("de-DE", "de"), ("de", "de"), ("DE-at", "de"), ("en-GB", "en"),
                                         ("fr", "en"), ("", "en"), (None, "en"), ("qps", "qps")])
def test_lang_of(value: object, lang: str) -> None:
    assert i18n.lang_of(value) == lang


def test_register_refuses_half_entries() -> None:
    with pytest.raises(ValueError):
        i18n.register({"test.half": ("only English", "")})  # type: ignore[dict-item]
    with pytest.raises(ValueError):
        i18n.register({"test.city": ("another", "andere")})


def test_every_entry_has_the_same_fields_in_both_languages() -> None:
    import mingtable.ui.games  # noqa: F401 - registers the app's texts with the games'
    for key, (en, de) in i18n.catalogue().items():
        assert i18n.fields(en) == i18n.fields(de), key


@pytest.mark.parametrize("n", [1, 2])
def test_the_quick_way_gives_what_the_formatter_gives(n: int) -> None:
    """``tr`` reads each template once (``i18n._parts``); for every entry, both languages and
    values of every kind (a number choosing a word, a message, a list, a player's text with
    braces) the text is the one ``string.Formatter`` makes, and a missing field still gives
    the template itself."""
    import mingtable.ui.games  # noqa: F401 - registers the app's texts with the games'
    values = [n, T("test.city"), ["Ann", T("test.city")], "{x} <b>"]
    quick = 0
    for key, pair in i18n.catalogue().items():
        names = sorted(i18n.fields(pair[0]))
        for i, value in enumerate(values):
            params = {name: values[(i + k) % len(values)] if "p:" not in pair[0] else n for k, name in enumerate(names)}
            for lang, template in zip(("en", "de"), pair):
                try:
                    want = i18n._Formatter(lang).vformat(template, (), params)
                except (KeyError, IndexError, ValueError):
                    want = template
                assert tr(T(key, **params), lang) == want, (key, lang, params)
        if names:
            assert tr(T(key), "en") == pair[0], key  # a field without its value: the template as it is
        quick += i18n._parts(pair[0]) is not None
    assert quick > 1000  # nearly every template takes the quick way


def test_a_remembered_text_follows_the_message_and_the_language() -> None:
    """``tr_remembered`` gives what ``tr`` gives; a message with another value, in another order
    of a list, or another language is another text, never the one remembered before."""
    for n in (1, 3, 1):
        msg = T("test.place", who="Ann", n=n, where=T("test.city"))
        for lang in ("en", "de", "en"):
            assert i18n.tr_remembered(msg, lang) == tr(msg, lang)
    pair, swapped = ["Ann", T("test.city")], [T("test.city"), "Ann"]
    assert i18n.tr_remembered(pair) == tr(pair) != tr(swapped) == i18n.tr_remembered(swapped)
    assert i18n.frozen({"a": [1, {"b": 2}]}) == i18n.frozen({"a": [1, {"b": 2}]}) != i18n.frozen({"a": [1, {"b": 3}]})
