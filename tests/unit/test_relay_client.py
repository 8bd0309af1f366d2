"""The relay client of the page (assets/relays.mjs) in Node, with fake relays that take or refuse
each event when the scenario says so (tests/node/relay_client.mjs; issue 34, items 2 and 6): a
relay keeps one event per device and game, the one created last, so only this device's newest
hop may ever be sent again, each event is created after the one before, and ``waiting`` is 1
exactly while no relay took the newest hop."""

from __future__ import annotations

import functools
import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


@functools.cache
def _scenarios() -> dict[str, Any]:
    node = shutil.which("node")
    assert node, "node is not on PATH: run ./build.sh setup"
    run = subprocess.run([node, str(ROOT / "tests" / "node" / "relay_client.mjs")], cwd=ROOT, capture_output=True,
                         text=True, timeout=120, stdin=subprocess.DEVNULL)
    assert run.returncode == 0, run.stderr[-3000:]
    return json.loads(run.stdout.strip().splitlines()[-1])


def _hops(trace: dict[str, Any]) -> list[str]:
    return [event["hop"] for event in trace["events"]]


def _rising(trace: dict[str, Any]) -> bool:
    times = [event["created_at"] for event in trace["events"]]
    return all(a < b for a, b in zip(times, times[1:]))


def test_two_refused_hops_send_only_the_newer_again_until_a_relay_takes_it() -> None:
    """The audit's case: hops 1 and 2 with the relays, 2 refused first, then 1. Before, hop 1
    went again (the relay then held the device's older hop) and ``waiting`` stayed 1."""
    overlap = _scenarios()["overlap"]
    assert _hops(overlap) == ["h1", "h2", "h2"]  # hop 1 is never sent again
    assert _rising(overlap)  # each event later than the one before, also within one second
    assert overlap["waiting"][-1] == 1  # no relay took hop 2 yet
    assert _hops(overlap["after"]) == ["h1", "h2", "h2"] and overlap["after"]["waiting"][-1] == 0


def test_waiting_follows_the_newest_hop_only() -> None:
    scenarios = _scenarios()
    older = scenarios["older_acked"]  # hop 1 taken after hop 2 went out: hop 2 still waits
    assert _hops(older) == ["h1", "h2"] and older["waiting"][-1] == 1
    assert older["after"]["waiting"][-1] == 0
    newer = scenarios["newer_acked"]  # hop 2 taken, then hop 1 refused: nothing goes again, nothing waits
    assert _hops(newer) == ["h1", "h2"] and newer["waiting"][-1] == 0
    superseded = scenarios["superseded"]  # hop 2 came while hop 1 was being encrypted: hop 1 never goes
    assert _hops(superseded) == ["h2"] and superseded["waiting"][-1] == 0
    early = scenarios["early"]  # published while the client loaded: sent once it is ready
    assert _hops(early) == ["h1"] and early["waiting"] == [1, 0]


def test_a_hop_no_relay_takes_is_sent_again_and_again_as_a_newer_event() -> None:
    retries = _scenarios()["retries"]
    assert _hops(retries) == ["h1"] * 4 and _rising(retries)
    assert retries["waiting"][-1] == 0


def test_a_relay_whose_connection_was_lost_is_asked_again_alone_until_the_channel_closes() -> None:
    listen = _scenarios()["listen"]
    assert [s["urls"] for s in listen["subs"]] == [["ws://one"], ["ws://two"], ["ws://two"]]
    closed = listen["closed"]  # closed: its subscriptions closed, no relay asked again
    assert len(closed["subs"]) == 3 and closed["subs"][0]["closed"] and closed["subs"][2]["closed"]


def test_a_page_opened_anew_dates_its_next_event_after_the_last_one_it_sent() -> None:
    """Events of one device and game are dated a second apart at least, so quick hops run ahead
    of the clock; a page opened anew goes on after the last one (kept in the browser): a relay
    keeps the later event, and an earlier-dated newest hop would never replace the older one."""
    reopened = _scenarios()["reopened"]
    assert len(reopened["before"]) == 3 and reopened["after"][0] > reopened["before"][-1]
