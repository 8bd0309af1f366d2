"""Stable keys on The Ming Voyages board: every area, every kind of piece in it, the voyages,
the piles, the sides, the dice and the bot card carry a ``data-key`` that is the same from one
render to the next, so the app can mark what the last step changed (``data-last``)."""

from __future__ import annotations

import re

import mingtable
from mingtable.games.ming_voyages import data
from mingtable.games.ming_voyages import render as R


def keyed(markup: str) -> dict[str, str]:
    """``data-key`` -> the markup of its <g> element (every keyed element is a group)."""
    out: dict[str, str] = {}
    stack: list[tuple[str | None, int]] = []
    for m in re.finditer(r"<(/?)g\b([^>]*)>", markup):
        if m.group(1):
            key, start = stack.pop()
            if key is not None:
                assert key not in out, f"data-key {key} twice"
                out[key] = markup[start:m.end()]
        elif not m.group(2).rstrip().endswith("/"):
            key = re.search(r'data-key="([^"]+)"', m.group(2))
            stack.append((key.group(1) if key else None, m.start()))
    assert not stack
    return out


def test_every_area_and_piece_kind_has_a_key() -> None:
    m = mingtable.new_game("ming-voyages", ["Ann"], seed=4)
    keys = set(keyed(R.render(m.view(0), m.legal_actions(0))["board"]))
    expected = {f"area-{R.area_key(a)}" for a in data.AREA_NAMES}
    expected |= {f"armies-{b}" for b in data.BORDERLANDS} | {f"hordes-{a}" for a in (*data.BORDERLANDS, *data.HOMELANDS)}
    expected |= {f"settlements-{a}" for a in (*data.BORDERLANDS, *data.HOMELANDS)}
    expected |= {"armies-H", "gold-H", "junks-sea", "gold-sea", "deck", "discard", "side-emperor", "side-barbarian",
                 "dice", "bot-card"}
    expected |= {f"voyage-{v}" for v, done in m.view(0)["voyages"].items() if done}
    assert expected == keys


def test_a_step_changes_only_the_keys_it_touches() -> None:
    m = mingtable.new_game("ming-voyages", ["Ann", "Ben"], seed=4)
    muster = next(a.id for a in m.legal_actions() if a.id.endswith("-muster"))
    before = keyed(R.render(m.view(None), [])["board"])
    m.apply(muster)
    if m.state.pending.kind == "timing":
        m.apply("after")
    while m.state.pending.kind == "place-armies":
        m.apply("area-H")
    after = keyed(R.render(m.view(None), [])["board"])
    assert set(before) == set(after)
    changed = {k for k in before if before[k] != after[k]}
    assert {"armies-H", "area-H"} <= changed
    assert not changed & {f"hordes-{h}" for h in data.HOMELANDS} and "junks-sea" not in changed
