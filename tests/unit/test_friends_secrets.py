"""Secret choices in a game with friends by link (issue 32, item 5): a decision several seats take
at once (Ming-Dynastie's return cards) travels sealed until each of them has chosen, then each
sealed choice is revealed and checked against its seal."""

from __future__ import annotations

from typing import Any

import pytest

import mingtable
from mingtable.engine.errors import IllegalAction, MingTableError
from mingtable.engine.match import parse_entry
from mingtable.ui import friends as F
from mingtable.ui.session import Session, new_session
from test_friends import Device, _pack, _payload, _start, play_until, send_on


def _first_together() -> tuple[dict[int, Device], int, Session]:
    """The first deal (by seed) in which both persons choose return cards together: the
    devices, the seat of the device where that decision came up and its session."""
    for seed in range(1, 30):
        devices, holder = _start("ming-dynastie", seed)
        try:
            return devices, *play_until(devices, holder, "together")
        except AssertionError:
            continue
    raise AssertionError("no deal with return cards chosen together")


def _choose(session: Session, cards: list[str]) -> None:
    for action in [*cards, "return-commit"]:
        session.apply(action)


def test_the_first_to_choose_sends_a_seal_that_tells_nothing_of_the_choice() -> None:
    """The first of two persons to lay return cards sends a link whose log holds a seal in
    place of the choice: the links of two different choices differ in the seal's digest and the
    signature alone, are as long, and the other device's game holds no trace of the cards."""
    devices, first, session = _first_together()
    other = 1 - first
    saved = devices[first].saved = session.saved()
    cards = [a.id for a in session.match.legal_actions(first) if a.id.startswith("return-card-")]
    assert len(cards) >= 2
    links = []
    for choice in ([cards[0]], [cards[1]]):
        devices[first].saved = saved
        session = devices[first].session()
        _choose(session, choice)
        assert session.sealed() == set() and session.table.held is not None and session.table.held[0][:-1] == choice
        to, fragment = send_on(devices[first], session)
        assert to == other
        links.append(fragment)
    (header_a, proofs_a, moves_a), (header_b, proofs_b, moves_b) = (_payload(f) for f in links)
    assert header_a == header_b and len(moves_a) == len(moves_b) and moves_a != moves_b
    differ = [i for i, (x, y) in enumerate(zip(moves_a, moves_b)) if x != y]
    seal = F.decode(links[0]).entries[-1]
    assert isinstance(seal, F.Mark) and seal.kind == F.SEAL and seal.seat == first
    assert moves_a.endswith(seal.data) and differ and min(differ) >= len(moves_a) - F.DIGEST_BYTES
    assert len(proofs_a) == len(proofs_b)
    # the other device: the sealer has not laid a card in its game, and it decides now
    opened = devices[other].open(links[1])
    state = opened.match.state
    assert state.selection[first] == [] and not state.committed[first] and first in opened.match.to_move
    assert opened.sealed() == {first} and opened.human_to_move() == other



def _to_reveal() -> tuple[dict[int, Device], int, str]:
    """Return cards chosen by both persons: the first seals, the second chooses in the clear
    and sends the game back to the first. The devices, the first's seat, and that link."""
    devices, first, session = _first_together()
    _choose(session, [next(a.id for a in session.match.legal_actions(first) if a.id.startswith("return-card-"))])
    other, fragment = send_on(devices[first], session)
    session = devices[other].open(fragment)
    _choose(session, [a.id for a in session.match.legal_actions(other) if a.id.startswith("return-card-")][-1:])
    assert session.table.held is None and session.sealed() == {first}  # the last to choose: in the clear
    to, back = send_on(devices[other], session)
    assert to == first
    return devices, first, back


def test_each_choice_is_revealed_once_both_have_chosen_and_both_devices_agree() -> None:
    """The second person's link carries the seal and its own choice; the sealer's device then
    reveals its cards (checked against the seal by the other device), the record holding the
    second choice first, and both devices go on with the same game."""
    devices, first, back = _to_reveal()
    other = 1 - first
    link = F.decode(back)
    assert set(link.pending) == {first} and first in link.match.to_move  # the sealer's cards are still unknown
    held = devices[first].saved.table.held
    assert held is not None
    session = devices[first].open(back)  # its device reveals them: the scoring goes on
    reveal = session.table.marks[-1]
    assert (reveal.kind, reveal.seat, reveal.at) == (F.REVEAL, first, len(link.match.actions))
    assert session.table.held is None and first not in session.match.to_move
    assert [parse_entry(a)[1] for a in session.match.actions[reveal.at:reveal.at + reveal.count]] == held[0]
    ids = session.match.actions
    devices[first].play(session)
    to, fragment = send_on(devices[first], session)
    assert to == other
    opened = devices[other].open(fragment)  # the reveal checked against the seal, replayed alike
    assert opened.match.actions[:len(ids)] == ids and opened.sealed() == set()
    assert opened.match.state_hash() == F.decode(fragment).match.state_hash()


def test_a_reveal_that_does_not_match_its_seal_is_refused() -> None:
    """A link whose reveal was changed (another nonce, another card) is refused, and the device
    keeps its game and opens the true link afterwards."""
    devices, first, back = _to_reveal()
    session = devices[first].open(back)
    devices[first].play(session)
    to, fragment = send_on(devices[first], session)
    header, proofs, _moves = _payload(fragment)
    entries = F.decode(fragment).entries
    at = max(i for i, e in enumerate(entries) if isinstance(e, F.Mark) and e.kind == F.REVEAL)
    reveal = entries[at]
    nonce = bytes([reveal.data[0] ^ 1]) + reveal.data[1:]
    other_card = tuple(i + 1 if k == 0 else i for k, i in enumerate(reveal.indices))
    before = devices[to].saved.to_json()
    for changed in (F.Mark(F.REVEAL, reveal.seat, reveal.at, nonce, reveal.indices, reveal.count),
                    F.Mark(F.REVEAL, reveal.seat, reveal.at, reveal.data, other_card, reveal.count)):
        forged = _pack(header, proofs, F._actions([*entries[:at], changed, *entries[at + 1:]]))
        with pytest.raises((F.FriendsError, mingtable.BadRecord)):
            devices[to].open(forged)
        assert devices[to].saved.to_json() == before
    with pytest.raises(F.FriendsError, match="is not the one Ann sealed|is not the one Ben sealed"):
        devices[to].open(_pack(header, proofs, F._actions([*entries[:at], F.Mark(
            F.REVEAL, reveal.seat, reveal.at, nonce, reveal.indices, reveal.count), *entries[at + 1:]])))
    assert devices[to].open(fragment).match.actions == F.decode(fragment).match.actions


def test_seals_and_reveals_out_of_place_are_refused() -> None:
    """A seal where the seat decides alone, a reveal before every seat of the decision has
    chosen, and a reveal of part of a decision (sealed so by a cheating device, to finish it
    after seeing the others' choices) are refused; the device keeps its game."""
    devices, first, back = _to_reveal()
    other = 1 - first
    link = F.decode(back)
    header, proofs, _moves = _payload(back)
    entries = link.entries
    seal_at = next(i for i, e in enumerate(entries) if isinstance(e, F.Mark))
    before = devices[first].saved.to_json()
    # a seal in a decision of one seat at a time
    alone = [*entries[:3], F.Mark(F.SEAL, other, 0, bytes(F.DIGEST_BYTES)), *entries[3:]]
    with pytest.raises(MingTableError, match="damaged"):
        devices[first].open(_pack(header, proofs, F._actions(alone)))
    # the sealer reveals at once, before the other person chose
    ids, nonce = devices[first].saved.table.held
    m = F.decode(_pack(header, proofs, F._actions(entries[:seal_at + 1]))).match
    indices = []
    for action in ids:
        indices.append(next(i for i, a in enumerate(m.legal_actions(first)) if a.id == action))
        m.apply(action, first)
    early = [*entries[:seal_at + 1], F.Mark(F.REVEAL, first, 0, nonce, tuple(indices)), *entries[seal_at + 1:]]
    with pytest.raises(MingTableError, match="damaged"):
        devices[other].open(_pack(header, proofs, F._actions(early)))
    # a seal of the cards laid, without the commitment, revealed once the other has chosen
    ident = F.identity(link.match.record(), link.header.bots, link.header.commitments)
    part = F.Mark(F.SEAL, first, 0, F.seal_digest(ident, first, nonce, list(ids[:-1])))
    partial = [*entries[:seal_at], part, *entries[seal_at + 1:], F.Mark(F.REVEAL, first, 0, nonce, tuple(indices[:-1]))]
    with pytest.raises(F.FriendsError, match="is not the one (Ann|Ben) sealed"):
        devices[other].open(_pack(header, proofs, F._actions(partial)))
    assert devices[first].saved.to_json() == before
    assert devices[first].open(back).table.held is None  # the true link: revealed


@pytest.mark.parametrize("change", [
    {"marks": [[F.SEAL, 1, 0, "", [], 0]]},                 # a seal without its digest
    {"marks": [[3, 1, 0, "A" * 43, [], 0]]},                # neither a seal nor a reveal
    {"waits": 1},                                            # not a boolean
    {"standing": [0, [], "A" * 22]},                         # a face-down choice of no action
    {"standing": [-1, ["card-1"], "A" * 22]},                # before the game
    {"standing": [0, ["card-1"], "short"]},                  # a nonce of the wrong size
    {"marks": [[F.SEAL, 5, 0, "A" * 43, [], 0]]},           # no such seat
    {"held": [[], "A" * 22]},                                # a sealed choice of no action
    {"held": [["return-commit"], "short"]},                  # a nonce of the wrong size
    {"choosing": ["return-card-1"], "held": [["return-commit"], "A" * 22]},  # deciding and sealed at once
    {"salt": "A"},
    {"to": 5},                                               # the last link sent to no such seat
    {"to": True},
])
def test_a_saved_table_keeps_its_seals_exactly(change: dict[str, Any]) -> None:
    """A save's seals, reveals, sealed choice and the device's secret for its nonces come back
    as they were saved; a damaged one is refused."""
    devices, first, back = _to_reveal()
    table = devices[first].saved.table
    assert table.held is not None and table.marks and table.sent_to is not None
    assert F.Table.from_json(table.to_json(), 2) == table
    with pytest.raises(ValueError):
        F.Table.from_json({**table.to_json(), **change}, 2)


def test_a_device_that_takes_a_link_sent_to_another_chooser_waits_for_its_turn_to_choose() -> None:
    """Three persons at Ming-Dynastie, one link reaching every device (a group chat, or the
    relays): in a decision several seats take at once, the device that took a link sent to
    another of its choosers waits until the link that is its own comes; choosing at once too,
    two devices would each extend the same log, and each would refuse the other's link as a
    fork, the game stuck (issue 34, item 7)."""
    specs = [{"name": "Ann"}, {"name": "Ben", "remote": True}, {"name": "Cy", "remote": True}]
    for seed in range(1, 40):
        first = new_session("ming-dynastie", specs, seed, None, "game")
        devices = {0: Device(1), 1: Device(2), 2: Device(3)}
        first.settle(devices[0].key)
        devices[0].saved = first.saved()
        for seat, invitation in first.invitations():
            devices[seat].open(invitation)
        holder = first.match.to_move[0]
        for _ in range(300):
            session = devices[holder].session()
            devices[holder].play(session)
            to, fragment = send_on(devices[holder], session)
            link = F.decode(fragment)
            choosers = [s for s in link.match.to_move if s not in link.pending]
            third = next((s for s in choosers if s not in (to, holder)), None)
            if len(link.match.to_move) > 1 and third is not None:
                break
            devices[to].open(fragment)
            holder = to
        else:
            continue
        waiting = devices[third].open(fragment)  # the link sent to another chooser
        assert third in waiting.match.to_move and waiting.human_to_move() is None
        assert waiting.remote_to_move() == to and waiting.turn_link() is None
        assert waiting.state()["legalActions"] == []
        with pytest.raises(IllegalAction, match=f"^{specs[to]['name']} chooses first"):
            waiting.apply(next(a.id for a in waiting.match.legal_actions(third) if a.id.startswith("return-")))
        session = devices[to].open(fragment)  # the chooser it was sent to chooses
        assert session.human_to_move() == to
        devices[to].play(session)
        after, onward = send_on(devices[to], session)
        assert after == third
        session = devices[third].open(onward)  # now it is the third's turn to choose
        assert session.human_to_move() == third
        devices[third].play(session)
        assert send_on(devices[third], session)[1] is not None
        return
    raise AssertionError("no deal where three persons' return cards come up with one of them waiting")
