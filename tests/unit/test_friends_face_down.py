"""Face-down choices taken one seat at a time in a game with friends by link (issue 32, item 5):
Confucius's tutoring cards. A tutor whom another person follows in the examination seals the
cards, and public stand-ins take their place on the other devices; the last person's tutoring
is sealed and waits; the reveals, in seal order, put the real cards back everywhere."""

from __future__ import annotations

import pytest

from mingtable.engine.errors import MingTableError
from mingtable.ui import friends as F
from mingtable.ui.session import Session, new_session
from test_friends import Device, _pack, _payload, differ_in_seal_alone, play_until, send_on

NAMES = ["Ann", "Ben", "Cy"]


def _table(seed: int) -> tuple[dict[int, Device], int]:
    """Ann (here), Ben and Cy (invited) at Confucius; the seat that decides first."""
    first = new_session("confucius", [{"name": "Ann"}, *({"name": n, "remote": True} for n in NAMES[1:])], seed, None, "game")
    devices = {seat: Device(seat + 1) for seat in range(3)}
    first.settle(devices[0].key)
    devices[0].saved = first.saved()
    for seat, fragment in first.invitations():
        devices[seat].open(fragment)
    return devices, first.match.to_move[0]


def _tutor(session: Session, cards: list[str]) -> None:
    """The person here tutors the first student it may with ``cards`` (then done, if the hand is not empty)."""
    seat = session.table.seat
    session.apply(next(a.id for a in session.match.legal_actions(seat) if a.id.startswith("tutor-")))
    for card in cards:
        session.apply(card)
    if session.human_to_move() == seat and any(a.id == "tutor-done" for a in session.match.legal_actions(seat)):
        session.apply("tutor-done")


def _window(seed_from: int = 1) -> tuple[dict[int, Device], int, Session]:
    """The first deal (by seed) in which a person tutors with two kinds of card in hand while
    another person tutors after them: the devices, that seat and its session."""
    for seed in range(seed_from, 40):
        devices, holder = _table(seed)
        try:
            holder, session = play_until(devices, holder, "stand")
        except AssertionError:
            continue
        if sum(1 for k in session.match.state.hands[holder] if k) >= 2:
            return devices, holder, session
    raise AssertionError("no deal with a tutor holding two kinds of card")


def test_a_tutor_followed_by_another_person_sends_stand_ins_that_tell_nothing_of_the_cards() -> None:
    """The first tutor's link holds a seal and stand-ins in place of the cards: two tutorings
    of the same student with different cards give links that differ in the seal's digest and
    the signature alone, and the next device's game is the same after either (a card of the
    lowest value stands in), its view saying only who tutors whom with how many cards."""
    devices, tutor, session = _window()
    saved = devices[tutor].saved = session.saved()
    hand = session.match.state.hands[tutor]
    kinds = [f"card-{c}" for c in (1, 2, 3) if hand[c - 1]]
    links, records = [], []
    for card in kinds[:2]:
        devices[tutor].saved = saved
        session = devices[tutor].session()
        _tutor(session, [card])
        assert session.table.standing is not None and card in session.table.standing[1]
        at, ids, _ = session.table.standing
        assert list(session.match.actions[at:at + len(ids)]) == ids  # the real card in its own record
        to, fragment = send_on(devices[tutor], session)
        links.append(fragment)
        other = Device(99)
        other.saved = devices[to].saved
        opened = other.open(fragment)
        records.append(opened.match.record())
        view = opened.match.view(to)
        tutoring = [t for t in view["tutors"] if t["seat"] == tutor]
        assert tutoring and tutoring[0]["cards"] == 1  # a count, not the card
        assert opened.sealed() == {tutor} and opened.human_to_move() == to
    differ_in_seal_alone(links, tutor)
    assert records[0] == records[1]  # the next device cannot tell the two apart


def _reveal_link() -> tuple[dict[int, Device], str, int]:
    """Tutoring with stand-ins, then the last person's tutoring sealed: the link that carries
    the first reveal, and the seat that revealed."""
    devices, tutor, session = _window()
    _tutor(session, [next(f"card-{c}" for c in (3, 2, 1) if session.match.state.hands[tutor][c - 1])])  # not the lowest
    holder, fragment = send_on(devices[tutor], session)
    devices[holder].open(fragment)
    holder, session = play_until(devices, holder, "held")
    _tutor(session, [next(f"card-{c}" for c in (1, 2, 3) if session.match.state.hands[holder][c - 1])])
    assert session.table.waits and session.human_to_move() is None and session.state()["legalActions"] == []
    with pytest.raises(MingTableError) as refused:  # its choice is made: nothing more to decide
        session.apply(session.match.legal_actions(holder)[0].id)
    assert refused.value.text == {"$": "ui.friends.sealed_own"}
    with pytest.raises(MingTableError) as refused:  # nor to take back (the API's undo)
        session.undo()
    assert refused.value.text == {"$": "ui.friends.sealed_own"}
    assert "order" in session.match.state.exam  # the coins are not counted yet
    to, fragment = send_on(devices[holder], session)
    assert to == tutor  # the first seal with stand-ins reveals first
    revealed = devices[to].open(fragment)
    assert revealed.table.standing is None
    return devices, send_on(devices[to], revealed)[1], tutor


def test_the_last_tutor_waits_and_the_reveals_put_the_real_cards_back_everywhere() -> None:
    """The last person's tutoring is sealed and not carried out on its own device (nothing to
    decide there) until the stand-ins are revealed; each reveal is checked against its seal,
    and once all are in, every device holds the same record, with the real cards."""
    devices, fragment, tutor = _reveal_link()
    link = F.decode(fragment)
    reveal = next(e for e in reversed(link.entries) if isinstance(e, F.Mark) and e.kind == F.REVEAL)
    assert reveal.seat == tutor and reveal.count == 0
    stand = next(e for e in link.entries if isinstance(e, F.Mark) and e.kind == F.STAND and e.seat == tutor)
    real = list(link.match.actions[stand.at:stand.at + stand.count])
    assert real == list(devices[tutor].session().match.actions[stand.at:stand.at + stand.count])
    base = F.decode(fragment)  # (the stand-ins: the lowest card, not the one laid)
    assert any(a.startswith("card-") and a != "card-1" for a in real) and base.match.record() == link.match.record()


@pytest.mark.parametrize("forge", ["reveal", "stand-ins"])
def test_a_reveal_that_is_not_the_sealed_choice_or_stand_ins_that_tell_are_refused(forge: str) -> None:
    """A reveal whose cards are not the ones sealed is refused naming the seat; stand-ins
    other than the rules' (here the real cards, which would tell them) are refused as a
    damaged link."""
    _, fragment, tutor = _reveal_link()
    header, proofs, _ = _payload(fragment)
    entries = list(F.decode(fragment).entries)
    at = {e.kind: i for i, e in enumerate(entries) if isinstance(e, F.Mark) and e.seat == tutor}
    stand, reveal = entries[at[F.STAND]], entries[at[F.REVEAL]]
    assert isinstance(stand, F.Mark) and isinstance(reveal, F.Mark) and stand.indices != reveal.indices
    if forge == "reveal":  # another card of the hand than the one laid
        changed = list(reveal.indices)
        changed[1] = 0 if changed[1] else 1
        entries[at[F.REVEAL]] = F.Mark(F.REVEAL, tutor, reveal.at, reveal.data, tuple(changed))
    else:
        entries[at[F.STAND]] = F.Mark(F.STAND, tutor, stand.at, stand.data, reveal.indices, stand.count)
    with pytest.raises(MingTableError) as refused:
        F.decode(_pack(header, proofs, F._actions(entries)))
    assert refused.value.text == ({"$": "ui.friends.reveal", "who": NAMES[tutor]} if forge == "reveal"
                                  else {"$": "ui.friends.damaged"})
