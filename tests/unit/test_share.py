"""Share links: the record compressed into the URL fragment, and clear errors for bad links."""

from __future__ import annotations

import base64
import json
import zlib

import pytest

import mingtable
from mingtable.ui.share import ShareError, decode_link, encode_link


def _record(actions: int = 12) -> dict:
    m = mingtable.new_game("ming-dynastie", ["Ann", "Bén <b>", "Cy"], seed=77)
    for _ in range(actions):
        m.apply(m.legal_actions()[0].id)
    return m.record()


def test_round_trip_with_and_without_bots() -> None:
    record = _record()
    fragment = encode_link(record)
    assert fragment.startswith("g=")
    assert decode_link("#" + fragment) == (record, None)
    fragment = encode_link(record, [None, "greedy", "random"])
    assert decode_link(fragment) == (record, [None, "greedy", "random"])
    # Only URL-safe characters, no padding.
    assert all(c.isalnum() or c in "-_=" for c in fragment)


def test_decoded_record_replays_to_the_same_point() -> None:
    record = _record(30)
    again, _ = decode_link(encode_link(record))
    assert mingtable.load(again).state_hash() == mingtable.load(record).state_hash()


@pytest.mark.parametrize("cut", [1, 5, 40, -1, -3, -10])
def test_truncated_links_give_a_clear_error(cut: int) -> None:
    fragment = encode_link(_record())
    truncated = fragment[:cut] if cut > 0 else fragment[:cut]
    with pytest.raises(ShareError) as err:
        decode_link(truncated)
    assert str(err.value).startswith("The game link") or "Ming Table" in str(err.value)


def test_tampered_links_give_a_clear_error() -> None:
    original = _record()
    fragment = encode_link(original)
    for i in range(2, len(fragment)):
        flipped = fragment[:i] + ("A" if fragment[i] != "A" else "B") + fragment[i + 1:]
        try:
            record, _ = decode_link(flipped)
        except ShareError as exc:
            assert "link" in str(exc)
            continue
        assert record == original  # only a flip in the unused low bits of the last character decodes


@pytest.mark.parametrize("fragment, words", [
    ("", "does not contain"),
    ("#x=abc", "does not contain"),
    ("g=", "empty"),
    ("g=abc$def", "characters"),
    ("g=" + base64.urlsafe_b64encode(b"not zlib at all").decode(), "damaged"),
    ("g=" + base64.urlsafe_b64encode(zlib.compress(b"\xff\xfe")).decode(), "not a game record"),
    ("g=" + base64.urlsafe_b64encode(zlib.compress(b"[1, 2]")).decode(), "does not hold a game record"),
])
def test_malformed_links(fragment: str, words: str) -> None:
    with pytest.raises(ShareError, match=words):
        decode_link(fragment)


def test_bad_bot_lists_are_refused() -> None:
    record = _record(2)
    for bots in (["greedy"], [None, "evil", None], "greedy"):
        payload = dict(record, bots=bots)
        fragment = "g=" + base64.urlsafe_b64encode(zlib.compress(json.dumps(payload).encode())).decode().rstrip("=")
        with pytest.raises(ShareError):
            decode_link(fragment)


def test_oversized_payload_is_refused() -> None:
    bomb = zlib.compress(b"[" + b"0," * 3_000_000 + b"0]", 9)
    fragment = "g=" + base64.urlsafe_b64encode(bomb).decode().rstrip("=")
    with pytest.raises(ShareError, match="too"):
        decode_link(fragment)


def test_a_solo_voyages_game_travels_in_a_link() -> None:
    m = mingtable.new_game("ming-voyages", ["Ann"], seed=9, options={"difficulty": "hard"})
    for _ in range(15):
        m.apply(m.legal_actions()[0].id)
    record = m.record()
    again, bots = decode_link(encode_link(record, [None]))
    assert again == record and bots is None
    assert mingtable.load(again).state_hash() == m.state_hash()
    match = mingtable.new_game("ming-voyages", ["Ann", "Ben"], seed=9, options={"match": True, "emperor": 1})
    for _ in range(10):
        match.apply(match.legal_actions()[0].id)
    again, bots = decode_link(encode_link(match.record(), ["greedy", None]))
    assert bots == ["greedy", None] and mingtable.load(again).state_hash() == match.state_hash()


def _pack(text: str) -> str:
    return "g=" + base64.urlsafe_b64encode(zlib.compress(text.encode())).decode().rstrip("=")


def test_deeply_nested_link_data_is_refused_without_recursion() -> None:
    for text in ("[" * 100_000 + "]" * 100_000, '{"a":' * 50_000 + "1" + "}" * 50_000):
        with pytest.raises(ShareError, match="damaged"):
            decode_link(_pack(text))
    # brackets inside strings do not count
    record = dict(_record(2), players=["[[[[" * 20, "]]" * 20, "{"])
    assert decode_link(encode_link(record))[0] == record


def test_any_text_travels_in_a_link() -> None:
    """Even a lone surrogate (which UTF-8 cannot hold) in a record given by hand."""
    record = dict(_record(2), players=["Ann\ud800", "B\x00en", "😀 Cy"])
    fragment = encode_link(record, [None, "greedy", None])
    assert decode_link(fragment) == (record, [None, "greedy", None])
    assert mingtable.load(record).players == ["Ann\ufffd", "B en", "😀 Cy"]
