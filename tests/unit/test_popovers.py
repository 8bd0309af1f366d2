"""Full texts at hand (issue 20 item 5): every card, tile, god card, reward card and space the
four games draw carries its full rules text for the page's popover (``data-info`` and
``data-info-head``, markup.info_attrs) in English and in German, with no catalogue key
missing; the ones a keyboard must reach are focusable.

Seeded random games of each title are rendered as the deciding seat sees them, in both
languages, and every element of each kind is checked; each kind must turn up at least once."""

from __future__ import annotations

import random
from html.parser import HTMLParser
from typing import Any, Callable

import pytest

import mingtable
from mingtable.games import get
from mingtable.games.confucius.data import REWARD_CARDS

Attrs = dict[str, str]
Kind = tuple[str, Callable[[str, Attrs], bool], bool]  # name, which elements, must be focusable


#: The first word of the actions taken in a cell of Confucius' Actions Box.
BOX_CHOICES = ("recruit", "commercial", "tax", "no", "force", "junks", "voyage")


def _cls(a: Attrs) -> list[str]:
    return (a.get("class") or "").split()


def _key(a: Attrs, prefix: str) -> bool:
    return (a.get("data-key") or "").startswith(prefix)


def _act(a: Attrs, prefix: str) -> bool:
    return (a.get("data-action") or "").startswith(prefix)


KINDS: dict[str, list[Kind]] = {
    "ming-dynastie": [
        ("display card", lambda t, a: t == "g" and "card" in _cls(a) and _key(a, "display-"), True),
        ("hand card", lambda t, a: t == "span" and "hcard" in _cls(a), True),
        ("stay on a card", lambda t, a: t == "button" and _act(a, "stay-"), True),
        ("province tiles", lambda t, a: t == "div" and "tiles" in _cls(a), True),
        ("return card", lambda t, a: t == "button" and "rcard" in _cls(a), True),
        ("card paying a step", lambda t, a: "chip-move" in _cls(a), True),
        ("dragon", lambda t, a: "chip-dragon" in _cls(a), True),
        ("placing on a province space", lambda t, a: _act(a, "place-"), True),
        ("province space", lambda t, a: t == "rect" and "space" in _cls(a), True),
        ("border transport", lambda t, a: t == "g" and "border" in _cls(a), False),
        ("cloister", lambda t, a: t == "g" and "cloister" in _cls(a), False),
        ("city", lambda t, a: t == "g" and "city" in _cls(a), False),
    ],
    "confucius": [
        ("ministry", lambda t, a: t == "g" and "ministry" in _cls(a), True),
        ("official space", lambda t, a: t == "rect" and "cf-space" in _cls(a), False),
        ("official on a space", lambda t, a: t == "g" and _key(a, "official-"), False),
        ("bribing or securing a space", lambda t, a: _act(a, "bribe-") or _act(a, "secure-"), True),
        ("Minister or Secretary space", lambda t, a: t == "rect" and a.get("width") == "64", False),
        ("student space", lambda t, a: t == "circle" and a.get("r") == "26", False),
        ("Actions Box space", lambda t, a: t == "rect" and a.get("width") == "186" and not {"cf-avail", "hit-space"} & set(_cls(a)), False),
        ("Actions Box choice", lambda t, a: str(a.get("data-action", "")).split("-")[0] in BOX_CHOICES, True),
        ("Imperial Favour", lambda t, a: "cf-favour" in _cls(a), True),
        ("gift", lambda t, a: t == "g" and _key(a, "gift-"), False),
        ("buying a gift", lambda t, a: _act(a, "buy-gift-"), True),
        ("Confucius card", lambda t, a: t == "span" and "cf-card" in _cls(a), True),
        ("reward card", lambda t, a: t == "span" and "cf-reward" in _cls(a), True),
        ("playing a reward card", lambda t, a: t == "button" and _act(a, "reward-"), True),
        ("foreign land", lambda t, a: t == "g" and _key(a, "land-"), False),
        ("distant land", lambda t, a: t == "rect" and a.get("width") == "68" and a.get("height") == "84", False),
        ("Great Wall section", lambda t, a: t == "rect" and a.get("width") == "46", False),
        ("shipyard or ocean", lambda t, a: t == "g" and (_key(a, "shipyard-") or _key(a, "ocean-")), False),
    ],
    "ming-voyages": [
        ("card", lambda t, a: t == "article" and "mv-card" in _cls(a), True),
    ],
    "yin-yang": [
        ("god card", lambda t, a: t == "span" and "yy-god" in _cls(a), True),
        ("action tile", lambda t, a: t == "span" and "yy-tile" in _cls(a), True),
        ("scoring tile", lambda t, a: t == "g" and _key(a, "scoring-"), False),
        ("development area", lambda t, a: t == "svg" and "yy-grid" in _cls(a), True),
        ("development space", lambda t, a: t == "rect" and a.get("fill-opacity") == ".28", False),
        ("temple", lambda t, a: t == "g" and _key(a, "temple-"), False),
        ("high oracle stack", lambda t, a: t == "g" and "yy-stack" in _cls(a), False),
        ("deep oracle field", lambda t, a: t == "g" and "yy-deep" in _cls(a), False),
        ("journey tile", lambda t, a: t == "g" and _key(a, "journey-"), True),
    ],
}

GAMES = [("ming-dynastie", 3, {}), ("ming-dynastie", 2, {}), ("confucius", 4, {"advanced": True}),
         ("ming-voyages", 2, {}), ("yin-yang", 3, {}), ("yin-yang", 1, {})]


class _Tags(HTMLParser):
    """Every start tag of a piece of markup with its attributes (entities decoded)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, Attrs]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, {k: v or "" for k, v in attrs}))


def _tags(markup: str) -> list[tuple[str, Attrs]]:
    parser = _Tags()
    parser.feed(markup)
    parser.close()
    return parser.tags


def _markup(game_id: str, view: dict[str, Any] | None, legal: list[Any], lang: str) -> str:
    """The static board (``view`` None) or the live layers of one moment."""
    renderer = get(game_id).renderer
    if view is None:
        return renderer.render_static(lang)
    return "".join(renderer.render(view, legal, [], lang).values())


def _positions(game_id: str, players: int, options: dict[str, Any], seed: int) -> list[tuple[dict[str, Any], list[Any]]]:
    """Views of the deciding seat with its legal actions, every few decisions of a random game."""
    m = mingtable.new_game(game_id, [f"P{i}" for i in range(players)], seed=seed, options=options, version=1)
    pick = random.Random(seed)
    out = []
    for step in range(3000):
        if m.outcome is not None or not m.to_move:
            break
        seat = m.to_move[0]
        legal = m.legal_actions(seat)
        if step % 6 == 0 or any(a.id.startswith(("return-card", "reward-", "stay-")) for a in legal):
            out.append((m.view(seat), legal))
        if game_id == "confucius" and step == 60:  # every reward card in a hand, each one playable
            view = m.view(seat)
            view["held"] = sorted(set(REWARD_CARDS))
            out.append((view, [{"id": f"reward-{c}", "label": c} for c in view["held"]]))
        m.apply(pick.choice(legal).id, seat)
    out.append((m.view(0), []))
    return [(None, [])] + out


@pytest.mark.parametrize(("game_id", "players", "options"), GAMES, ids=[f"{g}-{n}p" for g, n, _ in GAMES])
def test_every_card_tile_and_space_has_its_full_text_in_both_languages(game_id: str, players: int,
                                                                        options: dict[str, Any]) -> None:
    kinds = KINDS[game_id]
    seen: dict[str, int] = {name: 0 for name, _, _ in kinds}
    for view, legal in _positions(game_id, players, options, seed=7):
        found = {}
        for lang in ("en", "de"):
            found[lang] = []
            for tag, a in _tags(_markup(game_id, view, legal, lang)):
                for name, which, focus in kinds:
                    if not which(tag, a):
                        continue
                    head, body = a.get("data-info-head", ""), a.get("data-info", "")
                    assert head.strip() and len(body) > 15, (name, lang, tag, a)
                    assert "[" + game_id[:2] not in body + head and "[md." not in body + head, (name, lang, body)
                    assert "{" not in body and "}" not in body, (name, lang, body)  # no unfilled template field
                    if focus:
                        assert a.get("tabindex") == "0" or tag == "button", (name, tag, a)
                    found[lang].append((name, body))
                    seen[name] += 1
        assert [n for n, _ in found["en"]] == [n for n, _ in found["de"]]
        for (name, en), (_, de) in zip(found["en"], found["de"]):
            assert en != de, (name, en)  # written in German too, not the English text again
    missing = [name for name, n in seen.items() if not n]
    if game_id == "ming-dynastie" and players == 2:
        missing = [n for n in missing if n not in ("return card",)]  # may not come up in one game
    if game_id == "yin-yang" and players == 1:
        missing = [n for n in missing if n != "god card"]  # no god cards in solo
    if game_id == "yin-yang" and players > 1:
        missing = [n for n in missing if n != "journey tile"]  # journey tiles are solo only
    assert not missing, missing


def test_the_popover_texts_follow_the_language() -> None:
    """The same card reads in the page's language: the popover is written where it is drawn."""
    m = mingtable.new_game("ming-voyages", ["A", "B"], seed=3, version=1)
    seat = m.to_move[0]
    view, legal = m.view(seat), m.legal_actions(seat)
    cid = view["hand"][0]
    R = get("ming-voyages").renderer
    en = next(a for t, a in _tags(R.render(view, legal, [], "en")["tray"]) if a.get("data-card") == cid)
    de = next(a for t, a in _tags(R.render(view, legal, [], "de")["tray"]) if a.get("data-card") == cid)
    assert mingtable.i18n.tr(mingtable.i18n.T(f"mv.card.{cid}.first"), "en") in en["data-info"]
    assert mingtable.i18n.tr(mingtable.i18n.T(f"mv.card.{cid}.first"), "de") in de["data-info"]
    assert "Befehlspunkt" in de["data-info"] and "command point" in en["data-info"]


def test_markup_stays_text() -> None:
    """A popover's text is an attribute value, escaped: never markup."""
    from mingtable.markup import info_attrs

    out = info_attrs('<b>"x"</b>', "a & b\n<script>", focus=True)
    assert "<b>" not in out and "<script>" not in out and "&amp;" in out
    assert 'tabindex="0"' in out and 'role="img"' in out


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_ministry_reached_by_keyboard_holds_the_texts_of_its_spaces_and_offices(lang: str) -> None:
    """Confucius' official spaces and offices show their text on hover and a long press; the
    keyboard reaches them through their ministry, whose popover holds those texts too."""
    tags = list(_tags(_markup("confucius", None, [], lang)))
    ministries = [a for t, a in tags if t == "g" and "ministry" in _cls(a)]
    assert len(ministries) == 3
    for ministry in ministries:
        assert ministry.get("tabindex") == "0"
        name = ministry["data-info-head"]
        space = next(a for t, a in tags if t == "rect" and "cf-space" in _cls(a) and name in a["data-info-head"])
        offices = [a for t, a in tags if t == "rect" and a.get("width") == "64" and name in a["data-info-head"]]
        assert len(offices) == 2
        # the space's own rule (after its number) and both offices' texts, word for word
        assert space["data-info"].split(")", 1)[1].strip() in ministry["data-info"]
        for office in offices:
            assert office["data-info"] in ministry["data-info"]
