"""Honest sharing: the Share dialog and the export notice say that a link or a file gives away
the whole game (a record is the seed plus every decision, so replaying it shows every hidden card)."""

from __future__ import annotations

import mingtable
from mingtable.markup import esc
from mingtable.i18n import T, tr
from mingtable.ui.screens import render_share_box
from mingtable.ui.share import decode_link, encode_link


def test_share_box_says_the_link_gives_away_the_whole_game() -> None:
    link = 'http://127.0.0.1/#g=abc"<b>'
    html = render_share_box(link)
    assert esc(link) in html and "<b>" not in html
    assert 'data-ui="copy-share"' in html and 'aria-describedby="share-note"' in html
    note = html[html.index('id="share-note">'):]
    for words in ("whole game", "hidden cards", "every hand", "still to be drawn", "may see everything"):
        assert words in note
    note = tr(T("ui.export.note"))
    assert "whole game" in note and "hidden cards" in note
    german = render_share_box(link, "de")
    assert "ganze Spiel" in german and "verdeckten Karten" in german and esc(link) in german


def test_a_link_does_give_away_every_hand_and_the_draws_to_come() -> None:
    # What the note claims: from the link alone, every hand and the deck order come back.
    m = mingtable.new_game("ming-voyages", players=["Ann", "Ben"], seed=11)
    m.apply(m.legal_actions()[0].id)
    record, _ = decode_link(encode_link(m.record()))
    replayed = mingtable.load(record)
    assert m.view(None)["hand"] is None  # a spectator does not see a hand in the app
    for seat in (0, 1):
        assert replayed.view(seat)["hand"] == m.view(seat)["hand"]
    assert replayed.state.deck == m.state.deck and len(m.state.deck) > 10  # the cards still to be drawn
