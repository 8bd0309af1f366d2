"""Texts in English and German: messages as plain data, one catalogue, one formatter.

A text the engine or the app shows is made as a *message*, a plain dict that names a catalogue
key and its parameters::

    T("md.log.place", who="Ann", province=T("md.province.SX"))
    # -> {"$": "md.log.place", "who": "Ann", "province": {"$": "md.province.SX"}}

Messages copy, pickle and go through JSON unchanged, so states, views and logs stay plain data
and the language is chosen only where the text is shown: ``tr(message, "de")``.

Catalogue entries are pairs ``key: (english, german)`` registered by each module that owns
texts (``register``). Templates use ``str.format`` fields; a field may choose a word by a
number: ``{n:p:figure|figures}`` (the first form for 1, the second otherwise, the rule English
and German share). Parameters that are messages are translated first; lists are joined
("A, B and C" / "A, B und C"). Plain strings (player names) pass through untouched.

The pseudo-locale ``qps`` wraps every catalogue text in ``⟦…⟧``: a page rendered in it shows
at once any text that did not come from the catalogue (tests/e2e use it).
"""

from __future__ import annotations

import string
from typing import Any, Mapping

LANGS: tuple[str, ...] = ("en", "de")
DEFAULT_LANG = "en"
PSEUDO = "qps"
KEY = "$"

Message = dict[str, Any]

_CATALOGUE: dict[str, tuple[str, str]] = {}


def register(texts: Mapping[str, tuple[str, str]]) -> None:
    """Add ``key: (english, german)`` entries; a key may not be registered twice with other texts."""
    for key, pair in texts.items():
        if not (isinstance(pair, tuple) and len(pair) == 2 and all(isinstance(s, str) and s for s in pair)):
            raise ValueError(f"catalogue entry {key!r} needs an English and a German text")
        old = _CATALOGUE.get(key)
        if old is not None and old != pair:
            raise ValueError(f"catalogue key {key!r} is registered twice with different texts")
        _CATALOGUE[key] = pair


def catalogue() -> dict[str, tuple[str, str]]:
    """Every registered entry (a copy)."""
    return dict(_CATALOGUE)


def T(key: str, **params: Any) -> Message:
    """A message: catalogue ``key`` with its parameters, as plain data."""
    return {KEY: key, **params}


def is_message(value: Any) -> bool:
    return isinstance(value, dict) and isinstance(value.get(KEY), str)


def lang_of(value: Any) -> str:
    """``value`` as a supported language (``de*`` gives German, the pseudo-locale stays, else English)."""
    text = str(value or "").strip().lower()
    if text == PSEUDO:
        return PSEUDO
    return "de" if text.startswith("de") else DEFAULT_LANG


def _field(value: Any, format_spec: str, lang: str) -> str:
    """One field of a template: a word chosen by a number (``p:one|other``), else the value's text."""
    if format_spec.startswith("p:"):
        one, _, other = format_spec[2:].partition("|")
        return one if value == 1 else other
    return format(_text(value, lang), format_spec)


class _Formatter(string.Formatter):
    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        return _field(value, format_spec, self.lang)


_Part = tuple[str, str | None, str]
_PARTS: dict[str, tuple[_Part, ...] | None] = {}


def _parts(template: str) -> tuple[_Part, ...] | None:
    """``template`` split once into (text, field name or None, format spec), as
    ``string.Formatter`` reads it, so that :func:`tr` need not read it again at every call;
    None for a template the formatter does more with (a conversion, an attribute or index, a
    field inside a spec) or cannot read."""
    if template in _PARTS:
        return _PARTS[template]
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError:
        parsed = []
    plain = bool(parsed) and all(conv is None and "{" not in (spec or "") and (name is None or name.isidentifier())
                                 for _, name, spec, conv in parsed)
    parts = tuple((text, name, spec or "") for text, name, spec, _ in parsed) if plain else None
    _PARTS[template] = parts
    return parts


def _join(items: list[str], lang: str) -> str:
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} {tr(T('i18n.and'), lang)} {items[-1]}"


def _text(value: Any, lang: str) -> Any:
    if is_message(value):
        return tr(value, lang)
    if isinstance(value, (list, tuple)):
        return _join([str(_text(v, lang)) for v in value], lang)
    return value


def tr(value: Any, lang: str = DEFAULT_LANG) -> str:
    """The text of a message (or of a plain value) in ``lang``."""
    if not is_message(value):
        return str(_text(value, lang))
    key = value[KEY]
    pair = _CATALOGUE.get(key)
    if pair is None:
        return f"[{key}]"
    pseudo = lang == PSEUDO
    template = pair[1] if lang == "de" else pair[0]
    params = {k: v for k, v in value.items() if k != KEY}
    parts = _parts(template)
    try:
        if parts is None:
            text = _Formatter(lang).vformat(template, (), params)
        else:
            text = "".join(part if name is None else part + _field(params[name], spec, lang) for part, name, spec in parts)
    except (KeyError, IndexError, ValueError):
        text = template
    return f"⟦{text}⟧" if pseudo else text


_PLAIN = (str, int, float, bool, type(None))


def frozen(value: Any) -> Any:
    """A hashable key for a message or a view's part (equal values in the same order give equal keys)."""
    if isinstance(value, dict):
        return tuple([(k, v if type(v) in _PLAIN else frozen(v)) for k, v in value.items()])
    if isinstance(value, list):
        return ("[]", *[v if type(v) in _PLAIN else frozen(v) for v in value])
    return value


_REMEMBERED: dict[tuple[Any, str], str] = {}


def tr_remembered(value: Any, lang: str = DEFAULT_LANG) -> str:
    """:func:`tr`, remembered by value: a board draws the same texts at every decision, and a
    log's latest entries are read again at each."""
    key = (frozen(value), lang)
    text = _REMEMBERED.get(key)
    if text is None:
        if len(_REMEMBERED) > 20_000:
            _REMEMBERED.clear()
        text = _REMEMBERED[key] = tr(value, lang)
    return text


def fields(template: str) -> set[str]:
    """The parameter names a template uses (for the catalogue's consistency test)."""
    return {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(template) if name}


register({
    "i18n.and": ("and", "und"),
})
