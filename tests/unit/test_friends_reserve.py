"""The Ming Voyages's reserve card in a game with friends by link (issue 32, item 5). The
Emperor's card put face down into his reserve travels sealed, a stand-in (the lowest card of
his hand) in its place on the Barbarian's device; the Barbarian's action that would swap the
hands waits, in the clear, until the Emperor's device reveals the card, which it does on
taking that action."""

from __future__ import annotations

import random

import pytest

import mingtable
from mingtable.bots import make_bot
from mingtable.engine.errors import MingTableError
from mingtable.games.ming_voyages.game import reserve_after, reserve_stand_ins
from mingtable.ui import friends as F
from mingtable.ui.session import Session
from test_friends import Device, _pack, _payload, _start, differ_in_seal_alone, play_until, send_on

NAMES = ["Ann", "Ben"]


def _reserving(seed_from: int = 1) -> tuple[dict[int, Device], int, Session, list[str]]:
    """The first deal (by seed) in which the Emperor, a person, plays a card while the
    Barbarian has a phase to come: the devices, the Emperor's seat, its session and the
    reserve actions it has (at least two: one is not the lowest card)."""
    for seed in range(seed_from, 40):
        devices, holder = _start(seed=seed)
        try:
            holder, session = play_until(devices, holder, "stand")
        except AssertionError:
            continue
        reserves = sorted(a.id for a in session.match.legal_actions(holder) if a.id.startswith("reserve-"))
        if len(reserves) >= 2:
            return devices, holder, session, reserves
    raise AssertionError("no deal with a reserve card to choose")


def test_a_reserve_card_travels_sealed_and_its_stand_in_tells_nothing() -> None:
    """Two reserve cards from the same hand give links that differ in the seal's digest and the
    signature alone, and the same game on the Barbarian's device: the lowest card of the hand
    stands in, and his view shows one card more in the reserve, named nowhere."""
    devices, emperor, session, reserves = _reserving()
    barbarian = 1 - emperor
    saved = devices[emperor].saved = session.saved()
    links, records, views = [], [], []
    for card in (reserves[-1], reserves[0]):  # (not the lowest card; the lowest)
        devices[emperor].saved = saved
        session = devices[emperor].session()
        session.apply(card)
        assert session.table.standing is not None and session.table.standing[1] == [card]
        assert session.match.actions[-1] == card  # the real card in its own record
        to, fragment = send_on(devices[emperor], session)
        assert to == barbarian
        links.append(fragment)
        other = Device(99)
        other.saved = devices[to].saved
        opened = other.open(fragment)
        records.append(opened.match.record())
        views.append(opened.match.view(to))
        assert opened.sealed() == {emperor} and opened.human_to_move() == to
    assert records[0] == records[1] and views[0] == views[1]  # the Barbarian cannot tell the two apart
    side = session.match.state.side_of(emperor)
    assert records[0]["actions"][-1] == reserves[0]  # the stand-in
    assert views[0]["reserve_counts"][side] == len(session.match.state.reserves[side])
    differ_in_seal_alone(links, emperor)


def test_a_card_played_openly_travels_in_the_clear() -> None:
    """The Emperor's card played for command points or its action is no secret: no seal."""
    devices, emperor, session, _ = _reserving()
    session.apply(next(a.id for a in session.match.legal_actions(emperor) if not a.id.startswith("reserve-")))
    assert session.table.standing is None and not session.table.marks


def _barbarian_waits() -> tuple[dict[int, Device], int, Session, str, list[str]]:
    """The Emperor reserves a card that is not the lowest; the Barbarian plays his phase with
    no decision of the Emperor in it, and his last action waits: the devices, the Emperor's
    seat, the Barbarian's session, the reserved card and the Emperor's hand before it."""
    for seed_from in range(1, 40):
        devices, emperor, session, reserves = _reserving(seed_from)
        hand = list(session.match.state.hands[session.match.state.side_of(emperor)])
        session.apply(reserves[-1])
        to, fragment = send_on(devices[emperor], session)
        ben = devices[to].open(fragment)
        person = make_bot("greedy", seed_from, "ming-voyages")  # (the persons decide as the greedy bot would)
        while ben.human_to_move() is not None:
            screen = ben.screen()
            ben.apply(person.choose(screen.view, screen.legal))
        if ben.table.closing is not None:
            return devices, emperor, ben, reserves[-1], hand
    raise AssertionError("no Barbarian phase without the Emperor's decision")


def test_the_barbarians_action_before_the_swap_waits_and_the_reveal_gives_him_the_real_hand() -> None:
    """The Barbarian's last action of the round is in his log but not carried out on his
    device (nothing to decide there; his hand is the one he played from); the link goes to the
    Emperor, whose device reveals the card, carries the action out with it and plays on. Back
    on the Barbarian's device, the game is the Emperor's, with the real card in the reserve
    and the real hand swapped to him."""
    devices, emperor, ben, card, hand = _barbarian_waits()
    barbarian = 1 - emperor
    assert ben.human_to_move() is None and ben.state()["legalActions"] == []
    with pytest.raises(MingTableError) as refused:
        ben.apply(ben.match.legal_actions(barbarian)[0].id)
    assert refused.value.text == {"$": "ui.friends.closing"}
    waiting = ben.match.actions
    with pytest.raises(MingTableError) as refused:  # nor take back a decision (the API's undo)
        ben.undo()
    assert refused.value.text == {"$": "ui.friends.closing"} and ben.match.actions == waiting
    again = devices[barbarian].session()  # (saved and resumed: it still waits)
    assert again.table.closing == ben.table.closing and again.match.actions == ben.match.actions
    to, fragment = send_on(devices[barbarian], ben)
    assert to == emperor
    link = F.decode(fragment)
    assert link.match.actions[-1] == ben.table.closing  # in the clear, carried out on the other devices
    ann = devices[emperor].open(fragment)
    reveal = ann.table.marks[-1]
    assert reveal.kind == F.REVEAL and reveal.seat == emperor and ann.table.standing is None
    state = ann.match.state
    assert card in ann.match.actions and card[len("reserve-"):] in state.reserves[state.side_of(emperor)]
    remainder = sorted(c for c in hand if c != card[len("reserve-"):])  # (the stand-in's hand would hold the card)
    assert sorted(state.hands[state.side_of(barbarian)]) == remainder  # the hands were swapped, with the real card
    devices[emperor].play(ann)
    to, fragment = send_on(devices[emperor], ann)
    assert to == barbarian
    back = devices[barbarian].open(fragment)
    assert back.table.closing is None and back.match.actions == ann.match.actions


def test_a_reveal_before_the_barbarian_has_played_or_of_another_card_is_refused() -> None:
    """The Emperor's reveal is taken only once its window is over (or he decides again); a
    reveal placed at once after the seal, or of another card than the one sealed, is refused,
    and the honest link still opens."""
    devices, emperor, ben, _, _ = _barbarian_waits()
    _, fragment = send_on(devices[1 - emperor], ben)
    ann = devices[emperor].open(fragment)
    devices[emperor].play(ann)
    honest = send_on(devices[emperor], ann)[1]
    header, proofs, _ = _payload(honest)
    entries = list(F.decode(honest).entries)
    marks = [(i, e) for i, e in enumerate(entries) if isinstance(e, F.Mark) and e.seat == emperor]
    shown = max(i for i, e in marks if e.kind == F.REVEAL)  # the reveal of this round's card
    sealed = max(i for i, e in marks if e.kind == F.STAND and i < shown)
    reveal = entries[shown]
    assert isinstance(reveal, F.Mark) and shown > sealed + 1  # (the Barbarian's phase between)
    early = entries[:sealed + 1] + [reveal] + entries[sealed + 1:shown] + entries[shown + 1:]
    other = [i for i in range(8) if i != reveal.indices[0]][0]
    forged = entries[:shown] + [F.Mark(F.REVEAL, emperor, reveal.at, reveal.data, (other,))] + entries[shown + 1:]
    for changed, text in ((early, {"$": "ui.friends.damaged"}), (forged, {"$": "ui.friends.reveal", "who": NAMES[emperor]})):
        with pytest.raises(MingTableError) as refused:
            F.decode(_pack(header, proofs, F._actions(changed)))
        assert refused.value.text == text
    assert F.decode(honest).match.actions == ann.match.actions


def test_only_the_emperors_card_before_the_barbarians_phase_is_sealed() -> None:
    """The Barbarian's reserve card, and the Emperor's when the Barbarian has no card left,
    are followed at once by the swap, whose hand tells the card to any device holding the
    deal: they travel in the clear. A card played openly has no stand-in."""
    devices, emperor, session, reserves = _reserving()
    state = session.match.state
    assert reserve_after(state, emperor) == [1 - emperor] and reserve_after(state, 1 - emperor) is None
    hand = state.hands[state.side_of(emperor)]
    assert reserve_stand_ins(state, emperor, ["command-x"]) is None
    stand_in = reserve_stand_ins(state, emperor, [reserves[-1]])  # (as if it had left the hand)
    assert stand_in == [f"reserve-{min(hand + [reserves[-1].removeprefix('reserve-')])}"]
    alone = session.match.clone().state  # the Barbarian without a card: the swap follows at once
    alone.hands[alone.side_of(1 - emperor)] = []
    assert reserve_after(alone, emperor) is None


def test_the_stand_in_leaves_the_barbarians_phase_as_the_real_card_does() -> None:
    """In 40 deals played at random, after each reserve card of the Emperor that is sealed,
    the game with the real card and the game with its stand-in give the Barbarian the same
    legal actions and the same view at every step of his phase, up to the swap or the
    Emperor's next decision (where the card is revealed)."""
    checked = 0
    for deal in range(40):
        m = mingtable.new_game("ming-voyages", NAMES, 700 + deal)
        pick = random.Random(deal)
        while m.outcome is None:
            seat = m.to_move[0]
            legal = [a.id for a in m.legal_actions(seat)]
            reserves = [a for a in legal if a.startswith("reserve-")]
            if reserve_after(m.state, seat) and reserves and pick.random() < 0.5:
                card = pick.choice(reserves)
                real, stood = m.clone(), m.clone()
                real.apply(card, seat)
                stand_in = reserve_stand_ins(real.state, seat, [card])
                assert stand_in is not None
                stood.apply(stand_in[0], seat)
                barbarian = 1 - seat
                while real.outcome is None and real.to_move == [barbarian] and real.state.round == stood.state.round:
                    assert [a.id for a in real.legal_actions(barbarian)] == [a.id for a in stood.legal_actions(barbarian)]
                    assert real.view(barbarian) == stood.view(barbarian)
                    action = pick.choice(real.legal_actions(barbarian)).id
                    real.apply(action, barbarian)
                    stood.apply(action, barbarian)
                    checked += 1
                m = real
                continue
            m.apply(pick.choice(legal), seat)
    assert checked > 200
