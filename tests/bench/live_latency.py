"""Latency of the live table (issue 22): how long a move takes to appear on the other device,
one machine, two browser contexts joined by a WebRTC data channel (link signaling).

    .venv/bin/python tests/bench/live_latency.py [--moves 150]

A game of The Ming Voyages, host (Ann) and guest (Ben), each choosing its first legal action.
A move is made once both pages have drawn the one before (as people play, not while a page
still lays out the last move). For a host's move: from just before ``MingTable.apply`` on the
host to the moment the guest's page has taken in the new state (Python handled it and drew the
page: ``__mtLiveTimes`` of assets/live.mjs). For a guest's move: from ``apply`` on the guest to
the moment the host's page has handled it (checked, carried out, drawn, sent back). Prints p50
and p95 of each, in ms, and the same up to the message's arrival on the other page
(``__mtLiveArrived``: before that page's Python took it in and drew it). The first moves after
the guest connects were slow while the pages' code and caches were cold (before the pages
warmed them while waiting for the guest, issue 31 item 3): the first three moves of each
direction are printed one by one, beside the later moves' p50 and largest. ``--think MS``: each
move comes that long after both pages drew the last one, as a person takes time to decide;
``--join MS``: the host takes the guest's reply that long after it was made, as a person pastes it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "e2e"))

from playwright.sync_api import sync_playwright  # noqa: E402

from support import CHROMIUM, CHROMIUM_ARGS, DIST, INSTANT_SPEED, SNAPSHOT_START, launch_chromium, serve_dist, wait_ready  # noqa: E402

NOW = "() => performance.timeOrigin + performance.now()"
FIRST = 3  # the first moves after the guest connected, printed one by one
SETTLED = "() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))"  # the next frame drawn


def _page(browser, url):  # type: ignore[no-untyped-def]
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    context.add_init_script(INSTANT_SPEED)
    context.add_init_script(SNAPSHOT_START)
    page = context.new_page()
    page.goto(url)
    wait_ready(page)
    return page


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=150, help="moves to time, at most (the game may end before)")
    parser.add_argument("--think", type=int, default=0,
                        help="ms a person takes to decide before each move, once both pages have drawn (default 0)")
    parser.add_argument("--join", type=int, default=0,
                        help="ms between the guest's reply and the host taking it (a person pasting it; default 0)")
    args = parser.parse_args(argv)
    load = os.getloadavg()
    print(f"machine: {os.cpu_count()} cores, load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} (1/5/15 min)")
    times: dict[str, list[float]] = {"host move on the guest": [], "guest move on the host": [],
                                     "host move, arrived at the guest": [], "guest move, arrived at the host": []}
    with serve_dist(DIST) as url, sync_playwright() as playwright:
        browser = launch_chromium(playwright.chromium, CHROMIUM, [*CHROMIUM_ARGS, "--disable-features=WebRtcHideLocalIpsWithMdns"])
        try:
            host, guest = _page(browser, url), _page(browser, url)
            host.evaluate("""MingTable.newGame({game: "ming-voyages", seed: 5, live: true,
                             players: [{name: "Ann"}, {name: "Ben", remote: true}]})""")
            host.wait_for_function("MingTable.invites().length === 1", timeout=20_000)
            guest.goto(host.evaluate("MingTable.invites()")[0]["link"])
            wait_ready(guest)
            guest.wait_for_function("MingTable.replyLink() !== null", timeout=20_000)
            if args.join:
                host.wait_for_timeout(args.join)
            host.evaluate("(link) => MingTable.acceptReply(link)", guest.evaluate("MingTable.replyLink()"))
            guest.wait_for_function("MingTable.state() && MingTable.state().live.connected.length === 1", timeout=20_000)
            for _ in range(args.moves):
                state = host.evaluate("MingTable.state()")
                if state["outcome"] is not None:
                    break
                mover, other = (host, guest) if state["toMove"][0] == 0 else (guest, host)
                for page in (host, guest):  # as people play: a move once both pages have drawn the last one
                    page.evaluate(SETTLED)
                if args.think:
                    mover.wait_for_timeout(args.think)
                seen = other.evaluate("window.__mtLiveTimes.length")
                mover.wait_for_function("MingTable.state().legalActions.length > 0", timeout=20_000)
                action = mover.evaluate("MingTable.state().legalActions[0].id")
                start = mover.evaluate(f"(id) => {{ const t = ({NOW})(); MingTable.apply(id); return t; }}", action)
                other.wait_for_function("(n) => window.__mtLiveTimes.length > n", arg=seen, timeout=20_000)
                end, arrived = other.evaluate("(n) => [window.__mtLiveTimes[n], window.__mtLiveArrived[n]]", seen)
                times["host move on the guest" if mover is host else "guest move on the host"].append(end - start)
                times["host move, arrived at the guest" if mover is host else "guest move, arrived at the host"].append(
                    arrived - start)
                guest.wait_for_function("(n) => MingTable.state().log.length === n",
                                        arg=len(host.evaluate("MingTable.state()")["log"]), timeout=20_000)
        finally:
            browser.close()
    for name, values in times.items():
        if len(values) >= 2:
            p95 = statistics.quantiles(values, n=20)[-1]
            print(f"live, {name}: {len(values)} moves, p50 {statistics.median(values):.1f} ms, p95 {p95:.1f} ms")
    for name in ("host move on the guest", "guest move on the host"):  # warm before the first move (issue 31)
        first, later = times[name][:FIRST], times[name][FIRST:]
        if later:
            print(f"live, {name}: the first {len(first)} moves " + ", ".join(f"{t:.1f}" for t in first)
                  + f" ms; the later ones p50 {statistics.median(later):.1f} ms, largest {max(later):.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
