"""Browser figures for Ming Table, measured in Debian's chromium against the built dist/.

    .venv/bin/python tests/bench/browser_bench.py [--runs 5] [--clicks 40] [--partial]

Prints plain lines "name: value unit":
- cold start (a fresh browser context per run, median of --runs): first paint,
  first contentful paint, and interactive = the web layer's performance.mark("mingtable-ready")
  (or, without that mark, the moment document.body.dataset.engine became "ready");
- click to updated board: a hot-seat game started through window.MingTable.newGame, then
  --clicks clicks on [data-action] elements of #board (or #app); the web layer pushes the
  milliseconds from each click to the updated DOM into window.__mtClickTimings (p50, p95).

Exits non-zero when the app does not honour those contracts, unless --partial is given
(then the missing figures are reported as unavailable).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "e2e"))

from playwright.sync_api import Error as PlaywrightError  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from support import DIST, launch_chromium, non_local, serve_dist, wait_ready  # noqa: E402

# Records when data-engine becomes "ready", for an app that sets no performance mark.
READY_OBSERVER = """
(() => {
  const seen = () => {
    if (window.__mtReadyAt === undefined && document.body && document.body.dataset.engine === "ready") {
      window.__mtReadyAt = performance.now();
    }
  };
  new MutationObserver(seen).observe(document, {subtree: true, attributes: true, childList: true,
                                                 attributeFilter: ["data-engine"]});
})();
"""

NEW_GAME = """async () => {
  await window.MingTable.newGame({game: "ming-dynastie",
    players: [{name: "A", bot: null}, {name: "B", bot: null}, {name: "C", bot: null}], seed: 1});
}"""


# Marks the first [data-action] element of #board (else #app, else the page) that a real mouse
# click at its centre would reach, with data-mt-bench-target; returns false when there is none.
PICK_TARGET = """() => {
  for (const old of document.querySelectorAll("[data-mt-bench-target]")) old.removeAttribute("data-mt-bench-target");
  const scopes = ["#board", "#app", "body"];
  for (const scope of scopes) {
    const root = document.querySelector(scope);
    if (!root) continue;
    for (const el of root.querySelectorAll("[data-action]")) {
      if (el.disabled || el.getAttribute("aria-disabled") === "true") continue;
      let r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) {
        el.scrollIntoView({block: "center", inline: "center"});
        r = el.getBoundingClientRect();
      }
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (hit && hit.closest("[data-action]") === el) {
        el.setAttribute("data-mt-bench-target", "");
        return true;
      }
    }
  }
  return false;
}"""


class Unavailable(Exception):
    """The app does not (yet) offer what a figure needs."""


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        raise ValueError("no values")
    k = (len(ordered) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def cold_start(browser, url: str) -> dict[str, float]:  # type: ignore[no-untyped-def]
    context = browser.new_context()
    try:
        context.add_init_script(READY_OBSERVER)
        page = context.new_page()
        requests: list[str] = []
        page.on("request", lambda r: requests.append(r.url))
        page.goto(url)
        wait_ready(page)
        figures = page.evaluate(
            """() => {
              const paint = {};
              for (const e of performance.getEntriesByType("paint")) paint[e.name] = e.startTime;
              const mark = performance.getEntriesByName("mingtable-ready", "mark")[0];
              return {first_paint: paint["first-paint"], fcp: paint["first-contentful-paint"],
                      mark: mark ? mark.startTime : null, observed: window.__mtReadyAt ?? null};
            }"""
        )
        outside = non_local(requests)
        if outside:
            raise SystemExit(f"error: the app requested non-local hosts: {outside}")
        return figures
    finally:
        context.close()


def dismiss_curtain(page) -> None:  # type: ignore[no-untyped-def]
    """A hot-seat curtain ("pass the device to X") hides the board: press its button."""
    dialog = page.get_by_role("dialog")
    for i in range(dialog.count()):
        d = dialog.nth(i)
        if d.is_visible():
            button = d.get_by_role("button")
            if button.count():
                button.first.click()
                page.wait_for_timeout(50)


def click_timings(browser, url: str, clicks: int) -> list[float]:  # type: ignore[no-untyped-def]
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(url)
        wait_ready(page)
        if not page.evaluate("() => typeof (window.MingTable && window.MingTable.newGame) === 'function'"):
            raise Unavailable("window.MingTable.newGame is not defined")
        dismiss_curtain(page)
        page.evaluate(NEW_GAME)
        page.wait_for_timeout(200)
        done = 0
        attempts = 0
        while done < clicks and attempts < clicks * 2:
            attempts += 1
            dismiss_curtain(page)
            if not page.evaluate(PICK_TARGET):
                break  # the game is over, or nothing a person can click
            before = page.evaluate("() => (window.__mtClickTimings || []).length")
            try:
                page.locator("[data-mt-bench-target]").click(timeout=5_000)
                page.wait_for_function(
                    "n => (window.__mtClickTimings || []).length > n", arg=before, timeout=10_000
                )
            except PlaywrightError as exc:
                print(f"(click {attempts} not timed: {str(exc).splitlines()[0]})", file=sys.stderr)
                continue
            done += 1
        timings = page.evaluate("() => Array.from(window.__mtClickTimings || [], Number)")
        if not timings:
            raise Unavailable(
                f"window.__mtClickTimings stayed empty after {attempts} click attempts on [data-action] elements"
            )
        return [float(t) for t in timings]
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="cold starts to take the median of")
    parser.add_argument("--clicks", type=int, default=40, help="clicks to time")
    parser.add_argument("--partial", action="store_true", help="report missing figures instead of failing")
    args = parser.parse_args(argv)

    missing: list[str] = []
    with serve_dist(DIST) as url, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        try:
            runs = [cold_start(browser, url) for _ in range(args.runs)]
            n = f"cold, median of {len(runs)}"
            for key, label in (("first_paint", "first paint"), ("fcp", "first contentful paint")):
                values = [r[key] for r in runs if r[key] is not None]
                if values:
                    print(f"{label} ({n}): {statistics.median(values):.0f} ms")
                else:
                    print(f"{label}: unavailable")
                    missing.append(label)
            marks = [r["mark"] for r in runs]
            if all(m is not None for m in marks):
                print(f"interactive, mingtable-ready mark ({n}): {statistics.median(marks):.0f} ms")
            else:
                observed = [r["observed"] for r in runs if r["observed"] is not None]
                if observed:
                    print(f"interactive, data-engine=ready observed ({n}): {statistics.median(observed):.0f} ms")
                print("interactive mark: unavailable (no performance.mark('mingtable-ready'))")
                missing.append("mingtable-ready mark")

            try:
                timings = click_timings(browser, url, args.clicks)
                print(f"click to updated board, clicks: {len(timings)} count")
                print(f"click to updated board, p50: {percentile(timings, 0.50):.1f} ms")
                print(f"click to updated board, p95: {percentile(timings, 0.95):.1f} ms")
            except Unavailable as exc:
                print(f"click to updated board: unavailable ({exc})")
                missing.append("click timings")
        finally:
            browser.close()

    if missing and not args.partial:
        print(f"error: the app does not honour the benchmark contracts: {', '.join(missing)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
