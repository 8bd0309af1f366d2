"""Turns through a relay (issue 34, item 8): how long a move takes to appear on the other device
when it travels through a Nostr relay on this machine (the ``nostr-relay`` package of
``.venv-relay``, as the tests run it), what the relay client adds to a page, and how long a
live game's guest takes to be connected through the relay, first and after a reload.

    .venv/bin/python tests/bench/relay_latency.py [--hops 120]

A two-person game of Yin Yang by links through the relay, Ann and Ben each on a page of their
own, each deciding its first legal action. A hop is timed from just before the mover's last
decision of its turn (``MingTable.apply``) to the moment the other page has the same game (its
record as long: the hop arrived, decrypted, checked as a link, drawn), once both pages have drawn
the last hop. Prints p50 and p95 in ms, and the bytes of the relay client (vendor/nostr.bundle.js
and assets/relays.mjs, raw and gzipped), which a page loads only for a game through relays.
"""

from __future__ import annotations

import argparse
import gzip
import os
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "e2e"))

from playwright.sync_api import sync_playwright  # noqa: E402

import live_latency  # noqa: E402
from support import CHROMIUM, CHROMIUM_ARGS, DIST, launch_chromium, serve_dist  # noqa: E402
from test_app_friends import SETTLED as FRIENDS_SETTLED  # noqa: E402
from test_app_relays import running_relay  # noqa: E402

NOW = "() => performance.timeOrigin + performance.now()"
SETTLED = "() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))"
# the time (on the shared clock) at which the page's record first reached each length
WATCH = """() => { window.__mtSeen = {}; MingTable.on('change', () => {
  const n = MingTable.record().actions.length;
  if (!(n in window.__mtSeen)) window.__mtSeen[n] = performance.timeOrigin + performance.now(); }); }"""


def _page(browser, url):  # type: ignore[no-untyped-def]
    page = live_latency._page(browser, url)
    page.evaluate(WATCH)
    return page


def _settled(page) -> dict:  # type: ignore[no-untyped-def]
    page.wait_for_function(FRIENDS_SETTLED, timeout=30_000)
    return page.evaluate("MingTable.state()")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hops", type=int, default=120, help="hops to time, at most (games start again at their end)")
    parser.add_argument("--joins", type=int, default=5, help="live games joined (and rejoined after a reload) through the relay")
    args = parser.parse_args(argv)
    load = os.getloadavg()
    print(f"machine: {os.cpu_count()} cores, load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} (1/5/15 min)")
    for name, when in (("vendor/nostr.bundle.js", "loaded and cached only for a game with relays"),
                       ("assets/relays.mjs", "the app's own part, loaded at every start")):
        raw = (DIST / name).read_bytes()
        print(f"relay client: {name} {len(raw):,} bytes, {len(gzip.compress(raw, 9)):,} gzipped ({when})")
    times: list[float] = []
    with running_relay(Path(tempfile.mkdtemp())) as (relay, _), serve_dist(DIST) as url, sync_playwright() as playwright:
        browser = launch_chromium(playwright.chromium)
        try:
            seed = 20
            while len(times) < args.hops:
                ann, ben = _page(browser, url), _page(browser, url)
                ann.evaluate("([url, seed]) => MingTable.newGame({game: 'yin-yang', seed, relays: [url], players: "
                             "[{name: 'Ann'}, {name: 'Ben', remote: true}]})", [relay, seed])
                while _settled(ann)["humanToMove"] == 0:
                    ann.evaluate("MingTable.apply(MingTable.state().legalActions[0].id)")
                ann.evaluate("MingTable.turnLink()")
                ben.goto(ann.evaluate("MingTable.invites()")[0]["link"])
                ben.wait_for_function("() => !location.hash && !window.__mtKeysBusy() && MingTable.state() !== null")
                ben.evaluate(WATCH)
                pages = {0: ann, 1: ben}
                while len(times) < args.hops:
                    state = _settled(ann)
                    if state["outcome"] is not None:
                        break
                    seat = 0 if state["humanToMove"] == 0 else 1
                    mover, other = pages[seat], pages[1 - seat]
                    if _settled(mover)["humanToMove"] != seat:
                        break
                    for page in (ann, ben):
                        page.evaluate(SETTLED)
                    start = 0.0
                    while _settled(mover)["humanToMove"] == seat:
                        start = mover.evaluate(f"() => {{ const t = ({NOW})(); "
                                               "MingTable.apply(MingTable.state().legalActions[0].id); return t; }")
                    mover.evaluate("MingTable.turnLink()")
                    n = len(mover.evaluate("MingTable.record()")["actions"])
                    other.wait_for_function("(n) => window.__mtSeen[n] !== undefined", arg=n, timeout=20_000)
                    times.append(other.evaluate("(n) => window.__mtSeen[n]", n) - start)
                for page in (ann, ben):
                    page.context.close()
                seed += 1
        finally:
            browser.close()
    times.sort()
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    print(f"relay, a move on the other device: {len(times)} hops, p50 {statistics.median(times):.0f} ms, "
          f"p95 {p95:.0f} ms, largest {times[-1]:.0f} ms")
    joins, rejoins = _live(args.joins)
    print(f"live through the relay, joining: {', '.join(f'{t:.0f}' for t in joins)} ms (median {statistics.median(joins):.0f})")
    print(f"live through the relay, a reloaded guest back: {', '.join(f'{t:.0f}' for t in rejoins)} ms "
          f"(median {statistics.median(rejoins):.0f})")
    return 0


CONNECTED = ("() => { try { const s = MingTable.state(); return Boolean(s && s.live && s.live.connected.length === 1); }"
             " catch (err) { return false; } }")  # (false while the page loads its engine)


def _live(rounds: int) -> tuple[list[float], list[float]]:
    """A live game through the relay, ``rounds`` times: from a guest's new tab opening its
    invitation (the app's whole start included, from the memory snapshot as a returning device
    starts) to connected, and from its reload to connected again (ms, wall clock)."""
    import time

    joins: list[float] = []
    rejoins: list[float] = []
    with running_relay(Path(tempfile.mkdtemp())) as (relay, _), serve_dist(DIST) as url, sync_playwright() as playwright:
        browser = launch_chromium(playwright.chromium, CHROMIUM, [*CHROMIUM_ARGS, "--disable-features=WebRtcHideLocalIpsWithMdns"])
        try:
            for seed in range(rounds):
                host = _page(browser, url)
                context = browser.new_context(viewport={"width": 1366, "height": 768})
                for script in (live_latency.INSTANT_SPEED, live_latency.SNAPSHOT_START):
                    context.add_init_script(script)
                guest = context.new_page()  # a new tab: nothing of the app loaded yet
                host.evaluate("([url, seed]) => MingTable.newGame({game: 'ming-voyages', seed, live: true, relays: [url], "
                              "players: [{name: 'Ann'}, {name: 'Ben', remote: true}]})", [relay, seed + 1])
                host.wait_for_function("MingTable.invites().length === 1", timeout=20_000)
                link = host.evaluate("MingTable.invites()")[0]["link"]
                start = time.monotonic()
                guest.goto(link)
                guest.wait_for_function(CONNECTED, timeout=30_000, polling=20)
                joins.append((time.monotonic() - start) * 1000)
                start = time.monotonic()
                guest.reload()
                guest.wait_for_function(CONNECTED, timeout=30_000, polling=20)
                rejoins.append((time.monotonic() - start) * 1000)
                host.context.close()
                guest.context.close()
        finally:
            browser.close()
    return joins, rejoins


if __name__ == "__main__":
    raise SystemExit(main())
