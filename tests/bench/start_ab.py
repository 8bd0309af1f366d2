"""Start-up of several builds side by side, for A/B comparisons on a shared, loaded machine.

    .venv/bin/python tests/bench/start_ab.py [--runs 7] [--warm] DIST_A DIST_B ...

Each DIST is a built dist/ (copy one aside before changing the code and building again). The
builds are served side by side and loaded in turn, run after run, so that all of them see the
same load. For every build it prints each performance mark of the page (the loader's and the web
layer's `mingtable-*` marks, first paint) and each step PyScript reports (`py:progress`
events), as median and minimum over the runs in milliseconds since navigation, with the load
average before and after. Cold (default): a fresh browser context per run. --warm: reloads of
a page that the service worker controls.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "e2e"))

from playwright.sync_api import sync_playwright  # noqa: E402

from support import launch_chromium, serve_directory, wait_ready  # noqa: E402

PROGRESS = """
window.__mtProgress = [];
addEventListener("py:progress", (e) => window.__mtProgress.push([String(e.detail), performance.now()]));
"""

TIMES = """() => {
  const t = {};
  for (const e of performance.getEntriesByType("paint")) t[e.name] = e.startTime;
  for (const e of performance.getEntriesByType("mark")) t[e.name] = e.startTime;
  for (const [step, at] of window.__mtProgress || []) t["py:progress " + step] = at;
  return t;
}"""


def cold(browser, url: str) -> dict[str, float]:  # type: ignore[no-untyped-def]
    context = browser.new_context()
    try:
        context.add_init_script(PROGRESS)
        page = context.new_page()
        page.goto(url)
        wait_ready(page)
        return page.evaluate(TIMES)
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dists", nargs="+", type=Path)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--warm", action="store_true", help="reloads under the service worker")
    args = parser.parse_args(argv)

    print("load average before: %.2f %.2f %.2f" % os.getloadavg())
    results: dict[Path, list[dict[str, float]]] = {d: [] for d in args.dists}
    with sync_playwright() as playwright, contextlib.ExitStack() as stack:
        browser = launch_chromium(playwright.chromium)
        urls = {d: stack.enter_context(serve_directory(d)) for d in args.dists}
        pages = {}
        if args.warm:
            for d in args.dists:
                context = browser.new_context()
                stack.callback(context.close)
                context.add_init_script(PROGRESS)
                page = context.new_page()
                page.goto(urls[d])
                wait_ready(page)
                page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
                pages[d] = page
        for _ in range(args.runs):
            for d in args.dists:
                if args.warm:
                    pages[d].reload()
                    wait_ready(pages[d])
                    results[d].append(pages[d].evaluate(TIMES))
                else:
                    results[d].append(cold(browser, urls[d]))
        browser.close()
    print("load average after: %.2f %.2f %.2f" % os.getloadavg())

    for d, runs in results.items():
        print(f"{d} ({'warm' if args.warm else 'cold'}, {len(runs)} runs): median / min ms")
        names = {name for run in runs for name in run}
        rows = [(statistics.median([r[n] for r in runs if n in r]), min(r[n] for r in runs if n in r), n) for n in names]
        for median, low, name in sorted(rows):
            print(f"  {name:<40} {median:7.0f} {low:7.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
