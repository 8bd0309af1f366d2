"""Opening a turn link (issue 31, item 2): the Python time a device takes to open the next turn
link of a game with friends late in a 4-player Ming-Dynastie game, on CPython and in the page.

    .venv/bin/python tests/bench/open_link.py [--seed 8] [--no-page]

The game is played by links between simulated devices, each with its own saved game and its
own memory of the game it replayed last (``friends._REPLAYED``, swapped in as a device takes
its turn), persons deciding as the greedy bot would. For every turn link Ben's device receives
in the game's last round, it times the device opening it
(``session.open_friends_link`` on the link's header, as web/commands.py does): as the device
that holds the game (it sent the last link of it, the usual case) and as a device that holds
nothing in memory (a page that has just started). Two set-ups: four persons, and two persons
with two easy bots (each bot move in a link is computed again and compared). Prints the median
and the largest time of each, in ms.

In the page (Debian's chromium, the built dist/): Ben's device of the 4-person game, a browser
context that opens its invitation and then each link that came to Ben, taking Ben's decisions
through ``MingTable.apply`` (so that its page makes its own turn link, as a person's would). The
time of a link runs from the page's ``hashchange`` to the end of its opening: Python replays the
link and lists its signatures, WebCrypto checks them, Python accepts the link and draws the
page (Ben's key and save of the simulation are put in the page's stores first): in the page that holds
the game, and in a page reloaded just before (holding nothing in memory, its save in storage).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path
from dataclasses import dataclass, field
from typing import Any

from mingtable.bots import make_bot
from mingtable.games.ming_dynastie.data import ROUNDS
from mingtable.ui import friends as F
from mingtable.ui.saves import SavedGame, parse_save
from mingtable.ui import keys
from mingtable.ui.session import new_session, open_friends_link, resume_session

SETUPS = {
    "4 persons": [{"name": "Ann"}, {"name": "Ben", "remote": True}, {"name": "Cy", "remote": True},
                  {"name": "Dee", "remote": True}],
    "2 persons, 2 easy bots": [{"name": "Ann"}, {"name": "Ben", "remote": True}, {"name": "Cy", "bot": "greedy"},
                               {"name": "Dee", "bot": "greedy"}],
}
BEN = 1


class Device:
    """One person's device: its save, what its page holds in memory, and what happened on it
    (``events``: ``("link", fragment)`` opened, ``("apply", action id)`` decided)."""

    def __init__(self) -> None:
        self.saved: SavedGame | None = None
        self.key = keys.DeviceKey()
        self.memory: list[Any] = []
        self.events: list[tuple[str, str]] = []

    def __enter__(self) -> Device:
        F._REPLAYED[:] = self.memory
        return self

    def __exit__(self, *exc: object) -> None:
        self.memory = list(F._REPLAYED)

    def open(self, fragment: str) -> float:
        """Open ``fragment`` as web/commands.py does; the seconds it took."""
        start = time.perf_counter()
        session = open_friends_link(F.read(fragment), self.saved, "game")
        took = time.perf_counter() - start
        self.saved = session.saved()
        self.events.append(("link", fragment))
        return took


@dataclass
class Played:
    key: keys.DeviceKey | None = None                # Ben's device's key
    held: list[float] = field(default_factory=list)  # Ben's device opening its last round's links, in s
    cold: list[float] = field(default_factory=list)  # the same, holding nothing in memory
    late: set[str] = field(default_factory=set)      # those links
    events: list[tuple[str, str]] = field(default_factory=list)  # what happened on Ben's device
    joined: SavedGame | None = None                  # Ben's save right after he joined


def play(spec: list[dict[str, Any]], seed: int) -> Played:
    """Play a game by links, persons deciding as the greedy bot would."""
    first = new_session("ming-dynastie", spec, seed, None, "game")
    devices = {0: Device()}
    first.settle(devices[0].key)
    devices[0].saved = first.saved()
    out = Played()
    for seat, fragment in first.invitations():
        devices[seat] = Device()
        with devices[seat] as device:
            device.open(fragment)
    out.joined = devices[BEN].saved
    holder = 0
    while True:
        with devices[holder] as device:
            assert device.saved is not None
            session = resume_session(parse_save(device.saved.to_json(), "game"))
            person = make_bot("greedy", seed + len(session.match.actions), "ming-dynastie")
            while True:
                if session.bot_to_move() is not None:
                    session.bot_step()
                elif session.human_to_move() is not None:
                    screen = session.screen()
                    action = person.choose(screen.view, screen.legal)
                    session.apply(action)
                    device.events.append(("apply", action))
                else:
                    break
            session.settle(device.key)
            device.saved = session.saved()
            sent = session.turn_link()
        if sent is None:
            out.events, out.key = devices[BEN].events, devices[BEN].key
            return out
        holder, fragment = sent
        with devices[holder] as device:
            if holder == BEN and session.match.view(None)["round"] == ROUNDS:
                memory, saved = list(device.memory), device.saved
                F._REPLAYED.clear()
                out.cold.append(device.open(fragment))
                F._REPLAYED[:] = memory
                device.saved = saved
                device.events.pop()
                out.held.append(device.open(fragment))
                out.late.add(fragment)
            else:
                device.open(fragment)


#: Registered before the app's own listener (an init script): the start of each hashchange.
BEFORE_APP = "window.addEventListener('hashchange', () => { window.__mtLinkStart = performance.now(); });"
#: Installed once the app is ready: the app has opened the link once WebCrypto has checked its
#: signatures and Python has taken the verdicts (``__mtVerifyLink``'s promise, assets/mingtable.js).
AFTER_APP = """() => { window.__mtLinkTimes = [];
  const verify = window.__mtVerifyLink;
  window.__mtVerifyLink = (items) => verify(items).then(() => {
    window.__mtLinkTimes.push(performance.now() - window.__mtLinkStart); }); }"""
def in_page(events: list[tuple[str, str]], late: set[str], key: keys.DeviceKey,
            joined: SavedGame) -> tuple[list[float], list[float]]:
    """Ben's device in chromium (with ``key``, Ben's key of the simulation, and ``joined``, his
    save right after he joined, so that his page seals his choices as the simulation did): the times of
    opening the links of ``late``, in the page that holds the game and in a page reloaded just
    before."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "e2e"))
    from playwright.sync_api import sync_playwright

    from support import DIST, INSTANT_SPEED, SNAPSHOT_START, launch_chromium, serve_dist, take_over_device, wait_ready

    times: dict[bool, list[float]] = {True: [], False: []}
    with serve_dist(DIST) as url, sync_playwright() as playwright:
        browser = launch_chromium(playwright.chromium)
        try:
            for reload in (False, True):
                context = browser.new_context(viewport={"width": 1366, "height": 768})
                for script in (INSTANT_SPEED, SNAPSHOT_START, BEFORE_APP):
                    context.add_init_script(script)
                page = context.new_page()
                page.goto(url)
                wait_ready(page)
                take_over_device(page, key, joined)  # its key and its save: the nonces of its seals
                page.evaluate(AFTER_APP)
                for kind, value in events:
                    if kind == "apply":
                        page.evaluate("(id) => { MingTable.apply(id); }", value)
                        continue
                    if value in late and reload:
                        page.reload()
                        wait_ready(page)
                        page.evaluate(AFTER_APP)
                    seen = page.evaluate("window.__mtLinkTimes.length")
                    page.evaluate("(hash) => { location.hash = hash; }", value)
                    page.wait_for_function("(n) => window.__mtLinkTimes.length > n", arg=seen)
                    if value in late:
                        times[not reload].append(page.evaluate("(n) => window.__mtLinkTimes[n]", seen))
                    assert page.evaluate("MingTable.state().seat") == BEN
                context.close()
        finally:
            browser.close()
    return times[True], times[False]


def _print(where: str, name: str, held: list[float], cold: list[float], unit: float) -> None:
    for label, values in (("holding the game", held), ("holding nothing", cold)):
        print(f"open a turn link {where}, Ming-Dynastie {name}, last round, {label}: {len(values)} links, "
              f"median {statistics.median(values) * unit:.1f} ms, largest {max(values) * unit:.1f} ms")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=8)
    parser.add_argument("--no-page", action="store_true", help="CPython only")
    args = parser.parse_args(argv)
    load = os.getloadavg()
    print(f"machine: {os.cpu_count()} cores, load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} (1/5/15 min)")
    for name, spec in SETUPS.items():
        F._REPLAYED.clear()
        played = play(spec, args.seed)
        _print("on CPython", name, played.held, played.cold, 1000)
        if not args.no_page and name == "4 persons":
            assert played.key is not None
            assert played.joined is not None
            _print("in the page", name, *in_page(played.events, played.late, played.key, played.joined), 1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
