"""A game with friends by link (issue 19): the seats' key chains, the link codec, and whole games
passed between simulated devices, each seeing only its own seat."""

from __future__ import annotations

import json
import zlib
from typing import Any

import pytest

import mingtable
from mingtable.bots import decide, make_bot
from mingtable.engine.match import parse_entry
from mingtable.ui import friends as F
from mingtable.ui import keys
from mingtable.ui.saves import SavedGame, parse_save
from mingtable.ui.session import Session, new_session, open_friends_link, resume_session
from mingtable.ui.share import ShareError, b64decode, b64encode



# -- the keys ------------------------------------------------------------------------------

def _table(seats: int, persons: list[int], seat: int = 0) -> F.Table:  # noqa: D401
    """A table as the device that creates the game has it once its page computed the seats'
    commitments (the public keys of their tokens)."""
    table = F.create(seats, persons, seat)
    for s, token in table.tokens.items():
        table.commitments[s] = b64decode(keys.answer({"op": "token", "seed": b64encode(token)}, DEVICE)["public"])
    return table


DEVICE = keys.DeviceKey()


def test_what_is_signed_binds_the_game_the_seat_and_everything_before() -> None:
    m = _greedy_game("ming-voyages", 2, {}, upto=30)
    table = _table(2, [0, 1])
    ident = F.identity(m.record(), [None, "remote"], table.commitments)
    steps = F._replay_steps(m.record())
    def hop(ident: bytes, seat: int, steps: list[tuple[int, int, bool]], n: int) -> bytes:
        return F.hop_data(ident, seat, n, F._actions(steps[:n]))

    data = hop(ident, 0, steps, 30)
    signature = DEVICE.sign(data)
    assert keys.verify(DEVICE.public, data, signature)
    changed = _changed(steps, 3, steps[3][0] + 1)
    for other in (hop(ident, 1, steps, 30), hop(ident, 0, steps, 29), hop(ident, 0, changed, 30),
                  hop(F.identity({**m.record(), "options": {"match": False}}, [None, "remote"], table.commitments),
                             0, steps, 30),
                  hop(F.identity(m.record(), [None, "greedy"], table.commitments), 0, steps, 30)):
        assert other != data and not keys.verify(DEVICE.public, other, signature)
    assert not keys.verify(keys.DeviceKey().public, data, signature)  # another device's key


# -- the link codec -------------------------------------------------------------------------

SETUPS = [("ming-dynastie", 4, {}), ("confucius", 4, {}), ("ming-voyages", 2, {}), ("yin-yang", 4, {}),
          ("confucius", 3, {"advanced": True})]


def _greedy_game(game: str, players: int, options: dict[str, Any], upto: int | None = None) -> mingtable.Match:
    m = mingtable.new_game(game, [f"P{i}" for i in range(players)], seed=11, options=options)
    bots = [make_bot("greedy", i, game) for i in range(players)]
    while m.to_move and (upto is None or len(m.actions) < upto):
        seat = m.to_move[0]
        m.apply(decide(bots[seat], m, seat), seat)
    return m


@pytest.mark.parametrize("game, players, options", SETUPS)
def test_a_link_carries_the_record_and_replays_it(game: str, players: int, options: dict[str, Any]) -> None:
    m = _greedy_game(game, players, options)
    table = _table(players, list(range(players)), 0)
    link = F.decode("#" + F.encode(m, [None] * players, table, 1))
    assert link.match.record() == m.record() and link.match.state_hash() == m.state_hash()
    assert link.to == 1 and link.token is None and link.header.commitments == table.commitments
    assert len(F.encode(m, [None] * players, table, 1)) < 1_000  # a whole game


def test_seats_other_than_the_first_to_move_travel_with_their_actions() -> None:
    """Ming-Dynastie's return cards are decided by several seats at once, in any order."""
    m = mingtable.new_game("ming-dynastie", ["A", "B", "C"], seed=11)
    bots = [make_bot("greedy", i, m.game) for i in range(3)]
    while m.to_move:
        seat = m.to_move[-1]  # the last of those deciding at once goes first
        m.apply(decide(bots[seat], m, seat), seat)
    assert sum(":" in a for a in m.actions) > 5
    table = _table(3, [0, 1, 2], 0)
    assert F.decode(F.encode(m, [None] * 3, table, 2)).match.actions == m.actions


def _payload(fragment: str) -> tuple[dict[str, Any], bytes, bytes]:
    """A link's JSON header, its seats' proofs (raw) and its moves."""
    raw = zlib.decompress(b64decode(fragment[len(F.PREFIX):]), -15)
    head, _, rest = raw.partition(b"\0")
    header = json.loads(head)
    _, pos = F._read_proofs(rest, len(header["p"]))
    return header, rest[:pos], rest[pos:]


def differ_in_seal_alone(links: list[str], seat: int) -> None:
    """Two links of the same game whose last entry is ``seat``'s seal with stand-ins, sealing
    different choices: they must differ in the seal's digest alone (and the signature), so
    nothing in them tells the choice."""
    (header_a, proofs_a, moves_a), (header_b, proofs_b, moves_b) = (_payload(f) for f in links)
    assert header_a == header_b and len(moves_a) == len(moves_b) and len(proofs_a) == len(proofs_b)
    seal = F.decode(links[0]).entries[-1]
    assert isinstance(seal, F.Mark) and seal.kind == F.STAND and seal.seat == seat
    differ = [i for i, (x, y) in enumerate(zip(moves_a, moves_b)) if x != y]
    start = moves_a.index(seal.data)
    assert differ and start <= min(differ) and max(differ) < start + F.DIGEST_BYTES


def _pack(header: dict[str, Any], proofs: bytes, moves: bytes) -> str:
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = json.dumps(header, separators=(",", ":")).encode() + b"\0" + proofs + moves
    return F.PREFIX + b64encode(deflate.compress(body) + deflate.flush())


def _edit_proofs(proofs: bytes, seats: int, seat: int, **change: Any) -> bytes:
    """``proofs`` (:func:`_payload`) with ``seat``'s commitment, key, binding or hop signature changed."""
    (commitments, keys_, joins, signed), _ = F._read_proofs(proofs, seats)
    fields = {"commitments": commitments, "keys": keys_, "joins": joins, "signed": signed}
    for name, value in change.items():
        fields[name][seat] = value
    return F._proofs_bytes(commitments, keys_, joins, signed)


def _opened(fragment: str) -> tuple[Any, ...]:
    """What decoding ``fragment`` gives: the game it replays to, or the refusal's message."""
    try:
        link = F.decode(fragment)
    except (F.FriendsError, mingtable.BadRecord, ShareError) as exc:
        return ("refused", type(exc).__name__, str(exc))
    return ("opened", link.match.actions, link.match.state_hash(), link.seats)


def _changed(steps: list[tuple[int, int, bool]], at: int, to: int) -> list[tuple[int, int, bool]]:
    index, seat, other = steps[at]
    return steps[:at] + [(to, seat, other)] + steps[at + 1:]


def test_a_link_decodes_alike_from_the_game_held_here_and_from_nothing() -> None:
    """Issue 31, item 2: a device that holds the game at move k replays only the link's moves
    k+1.. when its moves 1..k hash to the device's own. Whatever the link (the same game
    further on, or one with an early move changed, or cut short), the result is the one a
    device that holds nothing gets from a whole replay: the same game, or the same refusal."""
    import random

    m = _greedy_game("ming-dynastie", 3, {})
    table = _table(3, [0, 1, 2], 0)
    full = F._replay_steps(m.record())
    header, proofs, _ = _payload(F.encode(m, [None] * 3, table, 1))
    rng = random.Random(31)
    verdicts = set()
    for _ in range(40):
        k = rng.randrange(len(full))
        steps = list(full[:rng.randrange(k, len(full) + 1)]) if rng.random() < 0.8 else list(full[:rng.randrange(k)])
        if steps and rng.random() < 0.5:  # a changed move, often one of the first k
            at = rng.randrange(min(k, len(steps)) if rng.random() < 0.7 else len(steps))
            steps = _changed(steps, at, rng.choice([0, 1, 2, steps[at][0] + 1]))
        fragment = _pack(header, proofs, F._actions(steps))
        F._replay_steps({**m.record(), "actions": list(m.actions[:k])})  # the device holds the game at k
        from_here = _opened(fragment)
        F._REPLAYED.clear()
        assert _opened(fragment) == from_here
        verdicts.add(from_here[0])
    assert verdicts == {"opened", "refused"}


def test_opening_a_link_replays_only_its_new_moves(monkeypatch: pytest.MonkeyPatch) -> None:
    """Ben's device holds the game at the move it last sent; Ann's next link is replayed from
    there: one ``apply`` per new move, not one per move of the game. A link with one of Ann's early
    moves changed is refused all the same, and Ben's save is kept."""
    first = new_session("ming-dynastie", [{"name": "Ann"}, {"name": "Ben", "remote": True}], 8, None, "game")
    ann, ben = Device(1), Device(2)
    first.settle(ann.key)
    ann.saved = first.saved()
    ben.open(dict(first.invitations())[1])
    holder = first.match.to_move[0]
    devices = {0: ann, 1: ben}
    while len(ben.saved.record["actions"]) < 120 or holder != 0:
        holder, _ = _hop(devices, holder)
    held = [F._Replayed(**{**vars(F._REPLAYED[0]), "match": F._REPLAYED[0].match.clone()})]
    # ^ Ben's device: the game as it has it (it sent it to Ann last)
    session = ann.session()
    ann.play(session)
    sent = session.turn_link()
    assert sent is not None and sent[0] == 1
    k, n = len(ben.saved.record["actions"]), len(F.decode(sent[1]).match.actions)
    applied = []
    real_apply = mingtable.Match.apply
    monkeypatch.setattr(mingtable.Match, "apply", lambda self, *a, **kw: (applied.append(1), real_apply(self, *a, **kw))[1])
    before_ann = ben.saved.to_json()
    F._REPLAYED[:] = held
    assert ben.open(sent[1]).match.actions[:k] == tuple(ben.saved.record["actions"][:k])
    assert len(applied) == n - k and 0 < n - k < 20

    ben.saved = parse_save(before_ann, "game")
    header, proofs, _ = _payload(sent[1])
    steps = F._replay_steps(F.decode(sent[1]).match.record())
    at = next(i for i in range(5, k) if steps[i][0] > 0 and steps[i][1] == 0)  # one of Ann's early moves
    forged = _pack(header, proofs, F._actions(_changed(steps, at, 0)))
    before = ben.saved.to_json()
    F._REPLAYED[:] = held
    applied.clear()
    with pytest.raises((F.FriendsError, mingtable.BadRecord)):
        ben.open(forged)
    assert ben.saved.to_json() == before
    assert len(applied) > at  # not from the game held here: from the link's first move on


def test_a_links_header_names_its_game_as_the_replay_does() -> None:
    """The table id read from a header (which finds the device's save before any replay) is the
    one of the replayed game, also when the header's names hold characters a name loses."""
    m = _greedy_game("ming-voyages", 2, {}, upto=20)
    table = _table(2, [0, 1], 0)
    header, proofs, moves = _payload(F.encode(m, [None, None], table, 1))
    fragment = _pack({**header, "p": ["\u202eP0", "P1\u200b"]}, proofs, moves)
    assert F.read(fragment).table_id == F.decode(fragment).table_id == table.table_id(m.record())


def test_damaged_links_are_refused_with_what_is_wrong() -> None:
    m = _greedy_game("yin-yang", 2, {}, upto=30)
    good = F.encode(m, [None, None], _table(2, [0, 1], 0), 1)
    for cut in (len(good) // 2, len(good) - 3):
        with pytest.raises(ShareError):
            F.decode(good[:cut])
    with pytest.raises(ShareError, match="characters"):
        F.decode(good[:20] + "*" + good[21:])
    with pytest.raises(ShareError):
        F.decode(F.PREFIX + b64encode(b"garbage that is not deflated"))
    header, proofs, moves = _payload(good)
    with pytest.raises(mingtable.BadRecord, match="move 31 is not possible"):
        F.decode(_pack(header, proofs, moves + bytes([126])))  # an index beyond the legal actions
    with pytest.raises(ShareError, match="seats or keys"):
        F.decode(_pack({**header, "t": 7}, proofs, moves))
    with pytest.raises(ShareError, match="seats or keys"):
        F.decode(_pack(header, bytes([0]) + proofs[1 + F.KEY_BYTES:], moves))  # a person's seat without commitment
    with pytest.raises(ShareError, match="seats or keys"):
        F.decode(_pack(header, bytes([0b10110]) + proofs[1:], moves))  # a key without a commitment
    with pytest.raises(ShareError, match="seats or keys"):
        F.decode(_pack({**header, "id": "short"}, proofs, moves))
    with pytest.raises(ShareError, match="earlier Ming Table"):
        F.decode(_pack({k: v for k, v in header.items() if k != "id"} | {"c": [None, None]}, proofs, moves))
    with pytest.raises(mingtable.BadRecord):
        F.decode(_pack({**header, "o": {"reference_stacks": 1}}, proofs, moves))


@pytest.mark.parametrize("to", [1.0, True, "1", [1], None])
def test_the_seat_a_link_is_for_is_an_int(to: object) -> None:
    """Issue 19, item 7: the seat of a link is checked by exact type (1.0, true and "1" are no seat)."""
    m = _greedy_game("yin-yang", 2, {}, upto=30)
    header, proofs, moves = _payload(F.encode(m, [None, None], _table(2, [0, 1], 0), 1))
    assert header["t"] == 1 and F.decode(_pack(header, proofs, moves)).to == 1
    with pytest.raises(ShareError) as err:
        F.decode(_pack({**header, "t": to}, proofs, moves))
    assert err.value.text_in("de") == "Der Spiel-Link ist beschädigt (seine Plätze oder Schlüssel lassen sich nicht lesen)."


@pytest.mark.parametrize("field, value", [("seat", 0.0), ("seat", False), ("seat", "0"),
                                          ("invitations", "01"), ("invitations", "\u0661"), ("invitations", "1.0")])
def test_a_saved_table_names_its_seats_exactly(field: str, value: Any) -> None:
    """A save's table: its seat an int, its invitations keyed by the seat's decimal text as
    written ("1"; int() would read "01" and the Arabic-Indic "\u0661" as 1 too)."""
    session = new_session("ming-voyages", [{"name": "Ann"}, {"name": "Ben", "remote": True}], 3, None, "t1")
    data = session.table.to_json()
    assert F.Table.from_json(data, 2) == session.table and list(data["invitations"]) == ["1"]
    if field == "seat":
        data = {**data, "seat": value}
    else:
        data = {**data, "invitations": {value: data["invitations"]["1"]}}
    with pytest.raises(ValueError):
        F.Table.from_json(data, 2)


# -- devices ------------------------------------------------------------------------------------

class Device:
    """One person's browser: the saved game with friends and what its page would show."""

    def __init__(self, seed: int) -> None:
        self.saved: SavedGame | None = None
        self.seed = seed
        self.key = keys.DeviceKey()  # its own, never in a link

    def session(self) -> Session:
        assert self.saved is not None
        # every save goes through the text the browser would store
        return resume_session(parse_save(self.saved.to_json(), self.saved.id))

    def open(self, fragment: str) -> Session:
        session = open_friends_link(F.read(fragment), self.saved, "game")
        self.saved = session.saved()
        return session

    def play(self, session: Session) -> None:
        """Take every decision this device can: its person's (greedy, from its own view only)
        and the bots'."""
        person = make_bot("greedy", self.seed + len(session.match.actions), session.match.game)
        while True:
            if session.bot_to_move() is not None:
                session.bot_step()
            elif session.human_to_move() is not None:
                screen = session.screen()
                assert screen.view == session.match.view(session.table.seat)  # its own seat, no curtain
                session.apply(person.choose(screen.view, screen.legal))
            else:
                break
        session.settle(self.key)  # signs its hop, as the page does before it shows the link
        self.saved = session.saved()


@pytest.mark.parametrize("game, seats", [
    ("ming-dynastie", [None, "remote", "greedy"]),
    ("ming-dynastie", [None, "random", "remote", "random"]),  # random bots at the return cards
    ("ming-dynastie", [None, "remote", "remote", "remote"]),  # return cards sealed by two or three persons
    ("confucius", [None, "remote", "remote"]),
    ("ming-voyages", [None, "remote"]),
    ("yin-yang", [None, "remote", "random", "remote"]),
])
def test_a_whole_game_by_links(game: str, seats: list[str | None]) -> None:
    specs = [{"name": f"P{i}", "bot": kind} if kind != "remote" else {"name": f"P{i}", "remote": True}
             for i, kind in enumerate(seats)]
    first = new_session(game, specs, 5, None, "game")
    devices = {0: Device(100)}
    first.settle(devices[0].key)
    invitations = dict(first.invitations())
    assert sorted(invitations) == [s for s, k in enumerate(seats) if k == "remote"]
    devices[0].saved = first.saved()
    for seat, fragment in invitations.items():
        devices[seat] = Device(100 * (seat + 1))
        joined = devices[seat].open(fragment)
        assert joined.table.seat == seat and joined.state()["seat"] == seat
    hops = 0
    holder = 0
    while True:
        session = devices[holder].session()
        devices[holder].play(session)
        # the page shows this seat's own view only (Device.play checks it at every decision),
        # and the scripting API lists no other seat's legal actions (they can show a hand)
        state = session.state()
        assert state["seat"] == holder and state["legalActions"] == []  # it has sent the game on
        sent = session.turn_link()
        if sent is None:
            assert session.match.outcome is not None
            results = session.result_links()  # the final position, for every other person
            assert sorted(seat for seat, _ in results) == sorted(s for s in devices if s != holder)
            for seat, fragment in results:
                devices[seat].open(fragment)
            break
        holder, fragment = sent
        assert seats[holder] == "remote" or holder == 0
        devices[holder].open(fragment)
        hops += 1
        assert hops < 2_000
    final = devices[holder].session().match
    assert hops > 3 and final.outcome is not None
    for device in devices.values():  # every device ends with the same game, and sends nothing more
        assert device.session().match.actions == final.actions
        assert device.session().turn_link() is None and (device is devices[holder] or not device.session().result_links())


# -- refusals -----------------------------------------------------------------------------------

def _start(game: str = "ming-voyages", seed: int = 3) -> tuple[dict[int, Device], int]:
    """Ann (here) and Ben (invited) at ``game`` (The Ming Voyages); the seat that decides first."""
    first = new_session(game, [{"name": "Ann"}, {"name": "Ben", "remote": True}], seed, None, "game")
    devices = {0: Device(1), 1: Device(2)}
    first.settle(devices[0].key)
    devices[0].saved = first.saved()
    devices[1].open(dict(first.invitations())[1])
    return devices, first.match.to_move[0]


def play_until(devices: dict[int, Device], holder: int, kind: str) -> tuple[int, Session]:
    """Pass the game by links, each person deciding as the greedy bot would and each bot moving
    on the device that reaches it, until a person is to take a decision that travels as
    ``kind`` (:func:`friends.secrecy`): that seat and its session (AssertionError when the game
    ends first). The secret choices' tests start from there."""
    for _ in range(400):
        session = devices[holder].session()
        while True:
            seat = session.human_to_move()
            if session.bot_to_move() is not None:
                session.bot_step()
            elif seat is not None and F.secrecy(session.table, session.match, session.bots, seat) == kind:
                return holder, session
            elif seat is not None:
                screen = session.screen()
                bot = make_bot("greedy", holder + len(session.match.actions), session.match.game)
                session.apply(bot.choose(screen.view, screen.legal))
            else:
                break
        holder, fragment = send_on(devices[holder], session)
        devices[holder].open(fragment)
    raise AssertionError(f"no decision travelling as {kind}")


def send_on(device: Device, session: Session) -> tuple[int, str]:
    """``device`` signs its hop and keeps its game; the turn link it sends (there must be one)."""
    session.settle(device.key)
    device.saved = session.saved()
    sent = session.turn_link()
    assert sent is not None
    return sent


def _hop(devices: dict[int, Device], holder: int) -> tuple[int, str]:
    """The holder's device takes its decisions and makes the turn link; the receiver opens it."""
    session = devices[holder].session()
    devices[holder].play(session)
    sent = session.turn_link()
    assert sent is not None
    devices[sent[0]].open(sent[1])
    return sent


def test_a_stale_link_is_refused_and_nothing_is_lost() -> None:
    devices, holder = _start()
    receiver, first_link = _hop(devices, holder)
    _hop(devices, receiver)  # the receiver moved on and sent the game back
    before = devices[receiver].saved.to_json()
    with pytest.raises(F.FriendsError, match="older than the game on this device"):
        devices[receiver].open(first_link)
    assert devices[receiver].saved.to_json() == before


def test_a_fork_is_refused() -> None:
    devices, holder = _start()
    branch = parse_save(devices[holder].saved.to_json(), "game")  # the holder's device before it decides
    receiver, sent = _hop(devices, holder)
    other = Device(7)
    other.saved, other.key = branch, devices[holder].key  # the same device, from an older save of it
    session = other.session()
    session.apply(session.screen().legal[-1].id)  # a different first decision than the greedy one
    other.play(session)
    fork = session.turn_link()
    assert fork is not None and fork[0] == receiver
    assert F.decode(fork[1]).match.actions[0] != F.decode(sent).match.actions[0]
    with pytest.raises(F.FriendsError, match="continues the game differently from move 1"):
        devices[receiver].open(fork[1])


def test_a_link_for_another_seat_brings_this_device_up_to_date() -> None:
    """A group chat (issue 33, item 2): each link reaches every device. A device that opens a
    link sent to another seat takes the game from it and waits; the one it was sent to plays
    on, and a device opening its own link again changes nothing."""
    devices, holder = _three()
    for _ in range(4):
        to, link = _hop(devices, holder)
        third = next(s for s in devices if s not in (holder, to))
        before = devices[third].saved.record["actions"]
        session = devices[third].open(link)
        assert session.match.actions == F.decode(link).match.actions and len(session.match.actions) > len(before)
        assert session.turn_link() is None and session.remote_to_move() == to and session.human_to_move() is None
        mine = devices[holder].saved.to_json()
        devices[holder].open(link)  # the sender's own link: nothing new
        assert devices[holder].session().match.actions == F.decode(link).match.actions
        assert parse_save(mine, "game").record == devices[holder].saved.record
        holder = to


def test_the_first_link_to_a_person_who_has_not_joined_is_their_invitation_too() -> None:
    """Right after the game starts, the creator's link to the next person joins them on a
    fresh device (issue 33, item 1); once they have played, links to them are turn links."""
    first = new_session("confucius", [{"name": "Ann"}, {"name": "Ben", "remote": True}, {"name": "Cy", "remote": True}],
                        4, None, "game")
    ann = Device(1)
    first.settle(ann.key)
    while first.human_to_move() is not None:
        first.apply(first.screen().legal[0].id)
    first.settle(ann.key)
    ann.saved = first.saved()
    to, link = first.turn_link()
    assert first.inviting(to) and F.read(link).token is not None
    fresh = Device(2)
    joined = fresh.open(link)  # a fresh device: it joins as that seat
    assert joined.table.seat == to and joined.human_to_move() == to
    fresh.play(joined)
    back = joined.turn_link()
    assert back is not None and F.read(back[1]).token is None  # only the creator holds tokens
    assert not ann.open(back[1]).inviting(to)  # its seat is bound now (the link has its key)


def test_a_move_forged_for_another_seat_is_refused() -> None:
    """The receiver adds a decision of the sender's seat to its own link: no key proves it."""
    devices, holder = _start()
    receiver, _ = _hop(devices, holder)
    session = devices[receiver].session()
    devices[receiver].play(session)
    sent = session.turn_link()
    assert sent is not None and sent[0] == holder
    header, proofs, _moves = _payload(sent[1])
    m = F.decode(sent[1]).match
    m.apply(m.legal_actions(holder)[0].id, holder)  # a decision for the holder's seat
    forged = _pack(header, proofs, F._actions(F._replay_steps(m.record())))
    before = devices[holder].saved.to_json()
    with pytest.raises(F.FriendsError, match="do not come from Ann's device|do not come from Ben's device"):
        devices[holder].open(forged)
    assert devices[holder].saved.to_json() == before
    # nor may the receiver's own key be swapped for another
    swapped = _edit_proofs(proofs, 2, receiver, keys=keys.DeviceKey().public)
    with pytest.raises(F.FriendsError, match="do not come from"):
        devices[holder].open(_pack(header, swapped, _moves))


def test_a_bot_move_changed_in_a_link_is_refused() -> None:
    """Ann's device takes the bot's decisions before it sends the game to Ben; a link in which
    a bot move was replaced by another legal move (every key still fits) is refused."""
    first = new_session("yin-yang", [{"name": "Ann"}, {"name": "Bot", "bot": "random"},
                                     {"name": "Ben", "remote": True}], 3, None, "game")
    ann, ben = Device(1), Device(2)
    first.settle(ann.key)
    ann.saved = first.saved()
    ben.open(dict(first.invitations())[2])
    session = ann.session()
    ann.play(session)
    while (sent := session.turn_link()) is None or not any(s == 1 for s in F.decode(sent[1]).seats):
        ben_session = ben.open(sent[1]) if sent else ben.session()
        ben.play(ben_session)
        back = ben_session.turn_link()
        assert back is not None
        session = ann.open(back[1])
        ann.play(session)
    link = F.decode(sent[1])
    index = max(i for i, seat in enumerate(link.seats) if seat == 1)
    assert index >= len(ben.saved.record["actions"])  # a bot move Ben has not seen yet
    m = mingtable.new_game("yin-yang", list(link.match.players), link.match.seed)
    entries = [parse_entry(entry)[1] for entry in link.match.record()["actions"]]
    for i, action in enumerate(entries[:index]):
        m.apply(action, link.seats[i])
    choices = [a.id for a in m.legal_actions(1)]
    assert len(choices) > 1
    header, proofs, _moves = _payload(sent[1])
    original = F._replay_steps(link.match.record())
    other = next(i for i, c in enumerate(choices) if c != entries[index])
    changed = original[:index] + [(other, 1, original[index][2])]
    forged = _pack(header, proofs, F._actions(changed))  # the signatures stand for Ann's hops all the same
    before = ben.saved.to_json()
    with pytest.raises(F.FriendsError, match=f"Move {index + 1} in this link is not the move of Bot"):
        ben.open(forged)
    assert ben.saved.to_json() == before
    assert ben.open(sent[1]).match.actions == link.match.actions  # the true link opens


def test_a_thinking_bot_moves_alike_in_slices_and_on_every_device() -> None:
    """A normal bot of a game with friends: the page's search in slices between frames, the
    device that thinks in one go instead, and a device that checks the move all compute the same."""
    from mingtable.ui.session import friends_bot_choice

    session = new_session("yin-yang", [{"name": "Robo", "bot": "normal"}, {"name": "Ann"},
                                       {"name": "Ben", "remote": True}], 4, None, "game")
    checked = 0
    while checked < 2:
        planned = session.bot_search() if session.bot_to_move() is not None else None
        if planned is None:  # a person's move, or the bot's only one
            if session.bot_to_move() is None:
                session.match.apply(session.match.legal_actions()[0].id)
            else:
                session.bot_step()
            continue
        seat, search = planned
        assert search.bot.iterations == 60
        slices = 1
        while not search.run(0.0):  # one step per slice
            slices += 1
        assert slices > 60 and search.done == 60
        assert search.result() == friends_bot_choice(session.match, session.bots, seat)
        assert session.bot_step() == search.result()
        checked += 1


def test_a_device_moves_only_for_its_own_seat() -> None:
    devices, _ = _start()
    session = devices[1].session()
    with pytest.raises(mingtable.IllegalAction, match="Ann plays on another device"):
        session.apply("anything", 0)


def test_a_turn_link_without_the_invitation_is_refused() -> None:
    """A turn link from a device that holds no invitation (its person was invited) joins nobody."""
    devices, holder = _start()
    holder, _ = _hop(devices, holder)
    session = devices[holder].session()
    devices[holder].play(session)
    sent = session.turn_link()
    assert sent is not None
    with pytest.raises(F.FriendsError, match="open your invitation"):
        Device(5).open(sent[1])


def test_one_person_here_in_a_game_with_friends() -> None:
    with pytest.raises(ValueError, match="exactly one person on this device"):
        new_session("ming-voyages", [{"name": "A", "remote": True}, {"name": "B", "remote": True}], 1, None, "g")
    with pytest.raises(ValueError, match="not a bot"):
        new_session("ming-voyages", [{"name": "A"}, {"name": "B", "remote": True, "bot": "greedy"}], 1, None, "g")


def test_a_device_that_has_sent_the_game_waits() -> None:
    """The joined device whose person is not to move has no link to send: it waits."""
    devices, holder = _start()
    other = 1 - holder
    assert devices[other].session().turn_link() is None
    assert devices[other].session().remote_to_move() == holder
    receiver, _ = _hop(devices, holder)
    assert devices[holder].session().turn_link() is not None  # it can send the link again
    assert devices[receiver].session().human_to_move() == receiver


def test_the_form_seats_a_person_on_another_device() -> None:
    from mingtable.ui import games as G
    from mingtable.ui import setup as S

    spec = G.setup_spec("confucius", "en")
    state = S.initial_state("confucius", spec)
    html = S.render_setup(mingtable.GAMES["confucius"].to_json(), spec, state, G.bot_kinds("confucius"))
    assert '<option value="remote">Human on another device (by link)</option>' in html
    state = S.read_form(spec, state, {"seat-kind-1": "remote", "seat-kind-2": "greedy"}, G.bot_kinds("confucius"))
    seats, options, seed = S.start_args(spec, state)
    assert seats[1]["remote"] is True and seats[1]["bot"] is None and seats[2]["bot"] == "greedy"
    session = new_session("confucius", seats, 1, options, "g")
    assert session.bots == [None, "remote", "greedy"] and session.table is not None
    assert session.invitations() == [] and session.key_request()["op"] == "token"  # its keys come first
    session.settle(keys.DeviceKey())
    assert [seat for seat, _ in session.invitations()] == [1]


def test_the_box_and_the_saved_games_show_names_as_text() -> None:
    from mingtable.ui.screens import render_friends_box, render_saves

    html = render_friends_box("You play <b>.", [{"kind": "turn", "seat": 1, "who": "<img src=x>", "url": "http://x/#f=AB"}],
                              "de")
    assert "<img" not in html and "&lt;img src=x&gt;" in html and "An &lt;img src=x&gt; schicken" in html \
        and "zu lang für einen QR-Code" in html
    entries = [{"id": "a1", "updated": 0.0, "summary": {"game": "yin-yang", "players": ["<i>A</i>", "B"],
                                                        "friends": "xyz", "turn": "<i>A</i>"}}]
    line = render_saves(entries, lang="en")
    assert "with friends" in line and "&lt;i&gt;A&lt;/i&gt; to play" in line and "<i>" not in line


# -- bots that never loop (issue 32, item 2) ------------------------------------------------

DEALS = 50
FRIENDS_SEATS = {"ming-dynastie": 4, "confucius": 5, "ming-voyages": 2, "yin-yang": 4}


@pytest.mark.parametrize("game", sorted(FRIENDS_SEATS))
def test_the_bots_of_a_game_with_friends_play_every_deal_to_its_end(game: str) -> None:
    """The move every device computes for a bot (:func:`friends_bot_choice`, as links and the
    live table check it) never takes back a decision of its turn, so no bot loops: 50 deals per
    title with random and easy bots beside a person, each to its end. (Before, a random bot laid
    a return card and took it back for ever in 19 of 20 deals of Ming-Dynastie.)"""
    import random

    from mingtable.ui.session import friends_bot_choice

    for deal in range(DEALS):
        seats = FRIENDS_SEATS[game] - deal % 2  # 4 and 3 seats (5 and 4 in Confucius)
        bots: list[str | None] = [None] + [("random", "greedy")[(deal + s) % 2] for s in range(1, seats)]
        m = mingtable.new_game(game, [f"P{i}" for i in range(seats)], 1000 + deal)
        person = random.Random(deal)
        while m.outcome is None:
            seat = m.to_move[0]
            if bots[seat] is None:
                m.apply(person.choice(m.legal_actions(seat)).id, seat)
                continue
            before = len(m.actions)
            m.apply(friends_bot_choice(m, bots, seat), seat)
            assert len(m.actions) == before + 1, (deal, m.actions[-3:])  # no decision taken back
            assert before < 3_000, deal


@pytest.mark.parametrize("level", ["random", "greedy", "normal", "hard"])
def test_a_bot_that_would_take_back_its_decision_leads_on_instead(level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever a bot of any level chooses, a choice that would take back a decision of its
    turn (a return card laid and taken back) is replaced by another that leads on, the same on
    every device. The page's search in slices ends the same way (:meth:`Session.bot_answer`)."""
    from mingtable.ui import session as S

    session = new_session("ming-dynastie", [{"name": "Bot", "bot": level}, {"name": "Ann"}, {"name": "Ben", "remote": True}],
                          4, None, "game")
    m, seat = session.match, 0
    while not (m.state.phase == "scoring" and m.state.stage == "returns"):
        m.apply(next(a for a in m.legal_actions() if not a.id.startswith("return-card")).id)
    m.apply("return-card-0", 1)  # Ann chooses her card first: the bot is left to choose alone
    m.apply("return-commit", 1)
    assert m.to_move == [seat]
    m.apply("return-card-0", seat)
    monkeypatch.setattr("mingtable.bots.decide", lambda bot, match, seat: "return-card-0")  # would take it back
    chosen = S.friends_bot_choice(m, session.bots, seat)
    assert chosen != "return-card-0" and chosen in [a.id for a in m.legal_actions(seat)]
    assert S.friends_bot_choice(m.clone(), session.bots, seat) == chosen  # every device alike
    before = len(m.actions)
    session.bot_answer(seat, "return-card-0")  # what a search in slices might answer
    assert len(m.actions) == before + 1 and m.actions[-1] == chosen


# -- the game's identity (issue 32, item 3) ----------------------------------------------------

def test_a_link_that_changes_the_set_up_is_refused_naming_what() -> None:
    """Ben, behind after the first game of a match, sends Ann a link of a single game (the
    options changed) or with the bot made a hard one: Ann's device says what the link changes
    and keeps its game; the true link still opens."""
    first = new_session("confucius", [{"name": "Ann"}, {"name": "Ben", "remote": True}, {"name": "Robo", "bot": "random"}],
                        5, {"advanced": True}, "game")
    ann, ben = Device(1), Device(2)
    first.settle(ann.key)
    ann.saved = first.saved()
    ben.open(dict(first.invitations())[1])
    devices, holder = {0: ann, 1: ben}, 0
    while holder != 1:
        holder, _ = _hop(devices, holder)
    session = ben.session()
    ben.play(session)
    sent = session.turn_link()
    assert sent is not None and sent[0] == 0
    header, proofs, moves = _payload(sent[1])
    before = ann.saved.to_json()
    for change, words in [
        ({"o": {**header["o"], "advanced": False}}, r"\(its options\)"),
        ({"b": [None, None, "hard"]}, r"\(Robo: hard bot in the link, random bot here\)"),
        ({"o": {**header["o"], "advanced": False}, "b": [None, None, "greedy"]},
         r"\(its options and Robo: easy bot in the link, random bot here\)"),
    ]:
        with pytest.raises(F.FriendsError, match=r"This link changes how the game was set up " + words):
            ann.open(_pack({**header, **change}, proofs, moves))
        assert ann.saved.to_json() == before
    assert ann.open(sent[1]).match.actions == F.decode(sent[1]).match.actions


# -- only this device decides for its seat (issue 32, item 4) --------------------------------

def _as_ben(link: F.Link, token: bytes, invitation: bool) -> str:
    """The creator's device, which holds Ben's invitation token, makes Ben's next move itself:
    it binds Ben's seat to a key of its own and signs the hop as Ben's (seat 1)."""
    m = link.match.clone()
    m.apply(m.legal_actions(1)[0].id, 1)
    h = link.header
    impostor = F.Table(h.id, 1, token, list(h.commitments), [*h.keys[:1], None], [*h.joins[:1], None],
                       list(h.signed), received=len(link.entries), marks=list(link.marks))
    Session(m, [F.REMOTE, None], "forged", table=impostor).settle(keys.DeviceKey())
    return F.encode(m, [F.REMOTE, None], impostor, to=1, invitation=invitation)


def test_moves_for_this_devices_seat_that_it_did_not_make_are_refused() -> None:
    """The creator keeps Ben's invitation token, so it can bind Ben's seat to a key of its own
    and sign moves as Ben; still Ben's device takes no move for Ben that it did not make,
    neither in the invitation it joins with nor in a turn link: it finds Ben's seat bound to
    another key, says so and keeps its game."""
    devices, holder = _start()
    ann, ben = devices[0], devices[1]
    token = ann.saved.table.invitations[1]
    if holder == 0:
        ann.play(ann.session())
    forged = _as_ben(F.decode(dict(ann.session().invitations())[1]), token, invitation=True)
    newcomer = Device(3)  # a device that joins with the invitation
    with pytest.raises(F.FriendsError, match="Someone else joined as Ben with this invitation"):
        newcomer.open(forged)
    assert newcomer.saved is None

    for _ in range(3):
        holder, _ = _hop(devices, holder)
    while holder != 0:
        holder, _ = _hop(devices, holder)
    session = ann.session()
    ann.play(session)
    sent = session.turn_link()
    assert sent is not None and sent[0] == 1
    forged = _as_ben(F.decode(sent[1]), token, invitation=False)
    before = ben.saved.to_json()
    with pytest.raises(F.FriendsError, match="Someone else joined as Ben with this invitation"):
        ben.open(forged)
    assert ben.saved.to_json() == before
    # the forger keeps Ben's true key, but cannot sign with it
    header, proofs, moves = _payload(forged)
    kept = _edit_proofs(proofs, 2, 1, keys=ben.saved.table.keys[1], joins=ben.saved.table.joins[1])
    with pytest.raises(F.FriendsError, match="The moves of Ben in this link do not come from Ben's device"):
        ben.open(_pack(header, kept, moves))
    assert ben.saved.to_json() == before
    assert ben.open(sent[1]).match.actions == F.decode(sent[1]).match.actions  # the true link opens


# -- the signed log of hops, from an attacker's side (issue 32, items 2 and 9) -------------------

def _three() -> tuple[dict[int, Device], int]:
    """Ann (here), Ben and Cat (invited) at Yin Yang; the seat that decides first."""
    first = new_session("yin-yang", [{"name": "Ann"}, {"name": "Ben", "remote": True}, {"name": "Cat", "remote": True}],
                        6, None, "game")
    devices = {0: Device(1), 1: Device(2), 2: Device(3)}
    first.settle(devices[0].key)
    devices[0].saved = first.saved()
    for seat, invitation in first.invitations():
        devices[seat].open(invitation)
    return devices, first.match.to_move[0]


def _relinked(fragment: str, steps: list[tuple[int, int, bool]]) -> str:
    header, proofs, _ = _payload(fragment)
    return _pack(header, proofs, F._actions(steps))


def _rewrites(fragment: str, seat: int) -> list[str]:
    """Links that replay by the rules in which one decision of ``seat`` was changed to another
    legal one, and every later decision kept (the relay's forgery of a hop it carries)."""
    steps = F._replay_steps(F.decode(fragment).match.record())
    out = []
    for at in reversed([i for i, (_, s, _) in enumerate(steps) if s == seat]):
        for index in range(4):
            if index != steps[at][0]:
                forged = _relinked(fragment, _changed(steps, at, index))
                if _opened(forged)[0] == "opened":
                    out.append(forged)
                    break
        if len(out) == 3:
            break
    return out


def test_a_relay_cannot_change_a_move_it_carries_nor_an_earlier_one_of_a_third_seat() -> None:
    """Cat's device carries the game from Ben to Ann: a link in which it changed one of Ben's
    decisions (of the hop it relays, or earlier), one of its own earlier ones or one of Ann's is
    refused, naming a seat whose signature no longer fits, and Ann's device goes on with the
    true link."""
    devices, holder = _three()
    while True:
        holder, sent = _hop(devices, holder)
        if holder == 2 and len(F.decode(sent).seats) > 20:
            break
    session = devices[2].session()
    devices[2].play(session)
    link = session.turn_link()
    assert link is not None
    to = link[0]
    device = devices[to]
    before = device.saved.to_json()
    others = [s for s in (0, 1) if s != to]
    for seat in [*others, 2]:
        forgeries = _rewrites(link[1], seat)
        assert forgeries, seat
        for forged in forgeries:
            # refused by the first seat (in seat order) whose signature vouches for the changed move
            with pytest.raises(F.FriendsError, match=r"The moves of (Ann|Ben|Cat) in this link do not come from"):
                device.open(forged)
            assert device.saved.to_json() == before
    assert device.open(link[1]).match.actions == F.decode(link[1]).match.actions


def test_a_replayed_or_reordered_hop_is_refused() -> None:
    """A hop's signature vouches for its place: Ben's older signature put in a later link
    (a replayed hop), a signature from another game of the same people, and decisions put in
    another order are refused."""
    devices, holder = _three()
    links = []
    while len(links) < 6:
        holder, sent = _hop(devices, holder)
        links.append((holder, sent))
    session = devices[holder].session()
    devices[holder].play(session)
    link = session.turn_link()
    assert link is not None
    to, fragment = link
    mover = holder
    header, proofs, moves = _payload(fragment)
    older = next(f for h, f in reversed(links[:-1]) if F.decode(f).seats.count(mover) < F.decode(fragment).seats.count(mover))
    _, old_proofs, _ = _payload(older)
    (_, _, _, old_signed), _ = F._read_proofs(old_proofs, 3)
    replayed = _pack(header, _edit_proofs(proofs, 3, mover, signed=old_signed[mover]), moves)
    name = ("Ann", "Ben", "Cat")[mover]
    with pytest.raises(F.FriendsError, match=f"The moves of {name} in this link do not come from"):
        devices[to].open(replayed)
    # the same hop signed in another game (another table, the same seat and moves)
    (_, _, _, signed), _ = F._read_proofs(proofs, 3)
    n, _signature = signed[mover]
    elsewhere = devices[mover].key.sign(F.hop_data(bytes(32), mover, n,
                                                    F._actions(F._replay_steps(F.decode(fragment).match.record())[:n])))
    with pytest.raises(F.FriendsError, match=f"The moves of {name} in this link do not come from"):
        devices[to].open(_pack(header, _edit_proofs(proofs, 3, mover, signed=(n, elsewhere)), moves))
    # two of the mover's decisions in another order: refused whether or not the rules allow it
    steps = F._replay_steps(F.decode(fragment).match.record())
    mine = [i for i, (_, s, _) in enumerate(steps) if s == mover]
    a, b = mine[-2], mine[-1]
    swapped = steps[:a] + [steps[b]] + steps[a + 1:b] + [steps[a]] + steps[b + 1:]
    assert swapped != steps
    with pytest.raises((F.FriendsError, mingtable.BadRecord)):
        devices[to].open(_relinked(fragment, swapped))
    assert devices[to].open(fragment).match.actions == F.decode(fragment).match.actions


def test_a_stolen_invitation_used_after_the_seat_was_bound_is_refused() -> None:
    """Ben's invitation (and Ann's first turn link) reach a stranger too: the stranger's device
    joins as Ben and makes Ben's first move, but Ben made his first, and Ann's device knows
    Ben's key since: it says that someone else joined as Ben and keeps its game; Ann and Ben
    play on."""
    first = new_session("ming-voyages", [{"name": "Ann"}, {"name": "Ben", "remote": True}], 3, None, "game")
    ann, ben, thief = Device(1), Device(2), Device(9)
    first.settle(ann.key)
    ann.saved = first.saved()
    invitation = dict(first.invitations())[1]
    ben.open(invitation)
    thief.open(invitation)
    devices, holder = {0: ann, 1: ben}, first.match.to_move[0]
    if holder == 0:
        holder, sent = _hop(devices, 0)
        thief.open(sent)
    holder, _ = _hop(devices, 1)  # Ben's first hop binds his seat to his device
    assert holder == 0 and ann.saved.table.keys[1] == ben.key.public
    session = thief.session()
    thief.play(session)
    stolen = session.turn_link()
    assert stolen is not None and stolen[0] == 0
    before = ann.saved.to_json()
    with pytest.raises(F.FriendsError, match="Someone else joined as Ben with this invitation"):
        ann.open(stolen[1])
    assert ann.saved.to_json() == before
    holder, _ = _hop(devices, 0)
    _hop(devices, holder)  # Ann and Ben go on


# -- whole deals by link with bots of every level (issue 32, item 2) ---------------------------

def _deal_by_link(game: str, seats: list[str | None], seed: int) -> mingtable.Match:
    """One deal by links between a device here, one on another device and bots (``seats``:
    None here, "remote", else a bot level), persons deciding at random from their own legal
    actions; every link signed, checked and replayed as a device does. The final game."""
    import random

    specs = [{"name": f"P{i}", "remote": True} if kind == "remote" else {"name": f"P{i}", "bot": kind}
             for i, kind in enumerate(seats)]
    first = new_session(game, specs, seed, None, "game")
    here, away = seats.index(None), seats.index("remote")
    key = {here: keys.DeviceKey(), away: keys.DeviceKey()}
    first.settle(key[here])
    sessions = {here: first, away: open_friends_link(F.read(dict(first.invitations())[away]), None, "game")}
    person = random.Random(seed)
    holder = first.match.to_move[0] if seats[first.match.to_move[0]] in (None, "remote") else here
    for _ in range(2_000):
        session = sessions[holder]
        while True:
            if session.bot_to_move() is not None:
                session.bot_step()
            elif session.human_to_move() is not None:
                session.apply(person.choice(session.screen().legal).id)
            else:
                break
        session.settle(key[holder])
        sent = session.turn_link()
        if sent is None:
            assert session.match.outcome is not None
            return session.match
        holder = sent[0]
        sessions[holder] = open_friends_link(F.read(sent[1]), sessions[holder].saved(), "game")
    raise AssertionError(f"deal {seed} of {game} did not end")


BY_LINK_SEATS = {"ming-dynastie": 4, "confucius": 4, "ming-voyages": 2, "yin-yang": 4}


@pytest.mark.parametrize("part", range(5))
@pytest.mark.parametrize("game", sorted(BY_LINK_SEATS))
def test_deals_by_link_with_random_easy_and_normal_bots_end(game: str, part: int) -> None:
    """50 deals per title by link, each to its end: random and easy bots beside the two
    persons, and a normal bot in the first (a normal bot's move costs a search of 60 iterations
    on each device; The Ming Voyages, two seats, has no room for a bot beside two persons: its
    deals are between the two persons)."""
    for deal in range(part * DEALS // 5, (part + 1) * DEALS // 5):  # in five parts, for the test workers
        seats: list[str | None] = [None, "remote"]
        if BY_LINK_SEATS[game] > 2:
            seats += ["normal" if deal == 0 else "random", ("random", "greedy")[deal % 2]]
        final = _deal_by_link(game, seats, 5000 + deal)
        assert final.outcome is not None and len(final.actions) > 20


def test_a_friends_first_screen_says_who_invited_them_to_what_and_what_comes_next() -> None:
    """Issue 33, item 8: the block goes once the friend has made a move; "tap" on a touch
    screen, "click" with a mouse; the device that made the game shows none."""
    first = new_session("ming-dynastie", [{"name": "Ann"}, {"name": "Ben", "remote": True}], 3, None, "game")
    ann, ben = Device(1), Device(2)
    first.settle(ann.key)
    assert first.welcome(True) == ""
    joined = ben.open(dict(first.invitations())[1])
    colour = joined.match.view(1)["players"][1]["colour"]
    text = joined.welcome(True)
    assert text.startswith(f"Ann invited you to Ming-Dynastie: you play Ben ({colour.capitalize()}).")
    if joined.human_to_move() == 1:
        assert "tap one of the highlighted choices" in text and "click" in joined.welcome(False)
        assert "tippe" in joined.welcome(True, "de").lower()
    else:
        assert "It is Ann's turn" in text
    devices = {0: ann, 1: ben}
    ann.saved = first.saved()
    holder = first.match.to_move[0]
    while holder != 1:
        holder, _ = _hop(devices, holder)
    _hop(devices, 1)  # Ben's first move: the block is gone
    assert ben.session().welcome(True) == ""
