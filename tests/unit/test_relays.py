"""The relays of a game with friends (issue 34, ui/relays.py): their addresses, the channel a
game's hops travel on, and the relays carried from the creator's device to every device that
joins, kept in each device's save."""

from __future__ import annotations

import pytest

from mingtable.i18n import tr
from mingtable.ui import friends as F
from mingtable.ui.relays import MAX_RELAYS, RelayError, channel, relay_urls
from mingtable.ui.session import new_session

from test_friends import Device


def test_relay_addresses_are_checked_one_by_one() -> None:
    assert relay_urls(["wss://relay.example.org", "ws://127.0.0.1:7000/", "wss://relay.example.org"]) == \
        ["wss://relay.example.org", "ws://127.0.0.1:7000/"]  # each once, in order
    for bad in (["https://relay.example.org"], ["wss://"], ["wss://a b"], [7], "wss://x", ["wss://x"] * (MAX_RELAYS + 1),
                ["wss://x/<script>"]):
        with pytest.raises(RelayError) as refused:
            relay_urls(bad)
        assert "wss://name/" in str(refused.value) and "wss://name/" in tr(refused.value.text, "de")


def test_a_games_channel_follows_from_its_key_or_for_a_game_without_one_from_its_id_and_commitments() -> None:
    key, other_key = bytes(range(32)), bytes(range(1, 33))
    one = channel("abcdefghijkl", [b"\1" * 32, None], ["wss://r"], key)
    assert one == channel("zyxwvutsrqpo", [b"\3" * 32, None], ["wss://r"], key)  # the key alone
    assert len(one["topic"]) == 32 and one["topic"] != channel("abcdefghijkl", [b"\1" * 32, None], ["wss://r"], other_key)["topic"]
    assert one != channel("abcdefghijkl", [b"\1" * 32, None], ["wss://r"])  # not what the id and commitments give
    one = channel("abcdefghijkl", [b"\1" * 32, None, b"\2" * 32], ["wss://r"])
    assert one == channel("abcdefghijkl", [b"\1" * 32, None, b"\2" * 32], ["wss://r"])
    assert len(one["topic"]) == 32 and one["topic"] not in one["key"]
    other_game = channel("abcdefghijkm", [b"\1" * 32, None, b"\2" * 32], ["wss://r"])
    other_seats = channel("abcdefghijkl", [b"\1" * 32, None, b"\3" * 32], ["wss://r"])
    assert len({one["topic"], other_game["topic"], other_seats["topic"]}) == 3
    assert len({one["key"], other_game["key"], other_seats["key"]}) == 3
    assert "abcdefghijkl" not in str(one)  # nothing of the game's id in what a relay sees


def test_the_relays_travel_with_the_invitation_and_stay_in_every_save() -> None:
    first = new_session("ming-voyages", [{"name": "Ann"}, {"name": "Ben", "remote": True}], 3, None, "game")
    assert first.table is not None
    F.through_relays(first.table, ["wss://relay.example.org"])
    ann, ben = Device(1), Device(2)
    first.settle(ann.key)
    ann.saved = first.saved()
    invitation = dict(first.invitations())[1]
    assert F.read(invitation).relays == ["wss://relay.example.org"]
    ben.open(invitation)
    for device in (ann, ben):
        table = device.session().table  # through the text the browser stores
        assert table is not None and table.relays == ["wss://relay.example.org"]
    # the two devices have the same channel: its key came with the invitation, and only with it
    tables = [device.session().table for device in (ann, ben)]
    assert tables[0].relay_key is not None and tables[0].relay_key == tables[1].relay_key
    mine, his = (channel(t.id, t.commitments, ["wss://r"], t.relay_key) for t in tables)
    assert mine == his
    his_game = ben.session()
    turn = F.read(F.encode(his_game.match, his_game.bots, his_game.table, 0))  # a turn link of his
    assert turn.relay_key is None and turn.token is None
    # what a turn link lets one compute is not the game's channel
    derived = channel(turn.id, turn.commitments, ["wss://r"])
    assert derived["key"] != mine["key"] and derived["topic"] != mine["topic"]
    assert F.read(invitation).relay_key == tables[0].relay_key
    # a game by links only carries none
    plain = new_session("ming-voyages", [{"name": "Ann"}, {"name": "Ben", "remote": True}], 3, None, "game2")
    plain.settle(Device(3).key)
    assert F.read(dict(plain.invitations())[1]).relays == []
    assert "relays" not in plain.table.to_json()


def test_a_save_with_unreadable_relays_or_relays_of_a_live_game_is_refused() -> None:
    session = new_session("ming-voyages", [{"name": "Ann"}, {"name": "Ben", "remote": True}], 3, None, "game")
    data = session.table.to_json()
    for bad in ({**data, "relays": ["http://x"]}, {**data, "relays": ["wss://x"], "live": True}):
        with pytest.raises(ValueError):
            F.Table.from_json(bad, 2)
    assert F.Table.from_json({**data, "relays": ["wss://x"]}, 2).relays == ["wss://x"]


def test_a_live_games_connections_may_be_set_up_through_relays() -> None:
    """Issue 34, item 3: ``{"relays": [...]}`` stands for a signaling server: checked like the
    relays of a game by links, shown as their addresses, kept in the invitation."""
    from mingtable.ui import signaling as SIG

    server = SIG.parse_server({"relays": ["ws://127.0.0.1:7000", "wss://relay.example.org"]})
    assert server == {"relays": ["ws://127.0.0.1:7000", "wss://relay.example.org"]}
    assert SIG.address(server) == "ws://127.0.0.1:7000 wss://relay.example.org"
    for bad in ({"relays": []}, {"relays": ["http://x"]}, {"relays": ["wss://x"], "host": "x"}):
        with pytest.raises(SIG.SignalError):
            SIG.parse_server(bad)


def test_a_saved_relay_key_is_kept_checked_and_absent_from_games_begun_before() -> None:
    game = new_session("ming-voyages", [{"name": "Ann"}, {"name": "Ben", "remote": True}], 3, None, "game")
    assert game.table is not None
    F.through_relays(game.table, ["wss://relay.example.org"])
    data = game.table.to_json()
    assert F.Table.from_json(data, 2).relay_key == game.table.relay_key
    for bad in ({**data, "relay_key": "AAAA"}, {**data, "relays": [], "relay_key": data["relay_key"]}):
        with pytest.raises(ValueError):
            F.Table.from_json(bad, 2)
    before = {k: v for k, v in data.items() if k != "relay_key"}  # a game begun before the key
    assert F.Table.from_json(before, 2).relay_key is None
    F.through_relays(game.table, [])  # by links only: no key either
    assert game.table.relay_key is None and "relay_key" not in game.table.to_json()


def test_the_relays_line_says_whose_device_has_the_game_as_text() -> None:
    from mingtable.ui.relays import render_box

    line = render_box(2, 1, False, "en", waiting_for="<b>Ben</b>")
    assert "Turns travel through 2 relays: 1 connected now." in line
    assert "No move from &lt;b&gt;Ben&lt;/b&gt;? Ask &lt;b&gt;Ben&lt;/b&gt; for the link." in line
    assert "<b>" not in line
    assert "Bitte Ben um den Link" in render_box(1, 1, False, "de", waiting_for="Ben")
    assert "Ask" not in render_box(1, 1, False, "en")  # its own turn: nothing to ask for
    assert "Ask Ben" not in render_box(1, 1, False, "en", fetching=True, waiting_for="Ben")  # fetching first


def test_a_friend_who_joins_a_game_through_relays_is_told_what_they_learn() -> None:
    """Issue 34, item 1: relays the friend did not choose are named on their first screen, with
    what a relay learns; their wait needs no link."""
    first = new_session("ming-voyages", [{"name": "Ann"}, {"name": "Ben", "remote": True}], 3, None, "game")
    assert first.table is not None
    F.through_relays(first.table, ["wss://relay.example.org", "wss://nos.example"])
    first.settle(Device(1).key)
    joined = Device(2).open(dict(first.invitations())[1])
    text, german = joined.welcome(False), joined.welcome(False, "de")
    assert "The turns travel through open relays (wss://relay.example.org, wss://nos.example): they see encrypted " \
           "messages, this device's relay key, when it sends and its network address, never the game." in text
    assert "Die Züge reisen über offene Relays (wss://relay.example.org, wss://nos.example)" in german
    assert joined.human_to_move() is None  # Ann begins
    assert "comes to this device by itself" in text and "a link comes to you" not in text
    plain = new_session("ming-voyages", [{"name": "Ann"}, {"name": "Ben", "remote": True}], 3, None, "game2")
    plain.settle(Device(3).key)
    assert "relay" not in Device(4).open(dict(plain.invitations())[1]).welcome(False)
