"""Browser figures for Ming Table, measured in Debian's chromium against the built dist/.

    .venv/bin/python tests/bench/browser_bench.py [--runs 5] [--clicks 40] [--partial]

Prints plain lines "name: value unit":
- the machine (cores, load average) and the payload: every file of dist/ in raw and gzip
  (level 6) bytes, and the bytes a cold start fetches;
- cold start (a fresh browser context per run, median of --runs): first paint,
  first contentful paint, and interactive = the web layer's performance.mark("mingtable-ready")
  (or, without that mark, the moment document.body.dataset.engine became "ready"), and how
  Python started (assets/loader.mjs: from the memory snapshot or normally);
- bare Pyodide in the same browser, interleaved with the app's runs: a page that only calls
  the same loadPyodide() (cold), and the ratio app / bare;
- warm start: reloads of a page the service worker controls (files from its cache);
- click to updated board, for Ming-Dynastie, Confucius and Yin Yang: a three-seat hot-seat game
  of each started through window.MingTable.newGame, then --clicks clicks on [data-action]
  elements of #board (or #app), each as a person clicks: the pointer comes to rest on the
  element, presses for PRESS_MS and lets go, once the frame of the click before is drawn. The
  web layer pushes the milliseconds from each click (the release) to the updated DOM into
  window.__mtClickTimings (p50, p95), and to the next frame drawn after it (its layout and
  paint done, vsync wait included) into window.__mtFrameTimings.

Exits non-zero when the app does not honour those contracts, unless --partial is given
(then the missing figures are reported as unavailable).
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

from playwright.sync_api import Error as PlaywrightError  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from support import DIST, INSTANT_SPEED, launch_chromium, non_local, serve_directory, serve_dist, wait_ready  # noqa: E402

# Bare Pyodide: the same local runtime, loadPyodide() and nothing else (no PyScript, no engine).
BARE_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>bare Pyodide</title></head>
<body data-engine="loading">
<script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
await loadPyodide();
performance.mark("bare-ready");
document.body.dataset.engine = "ready";
</script>
</body></html>
"""

READY_MARKS = """() => {
  const t = (name) => { const e = performance.getEntriesByName(name, "mark")[0]; return e ? e.startTime : null; };
  return {ready: t("mingtable-ready"), loader: t("mingtable-loader"), fetched: t("mingtable-snapshot-fetched"),
          python: t("mingtable-python-up"), start: globalThis.__mtStart ?? null};
}"""

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

NEW_GAME = """async (game) => {
  await window.MingTable.newGame({game,
    players: [{name: "A", bot: null}, {name: "B", bot: null}, {name: "C", bot: null}], seed: 1});
}"""
#: The games whose click-to-board time is measured (a three-seat hot-seat game each); the first
#: one's lines keep their old names.
CLICK_GAMES = ("ming-dynastie", "confucius", "yin-yang")


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


#: how long a click holds the button down: a person's click lasts about 100 ms, and what the
#: press does (focus, hit tests) is done before the release, where the click's time starts
PRESS_MS = 80


def press(page, target) -> None:  # type: ignore[no-untyped-def]
    """Click ``target`` as a person does: point at it, press, hold, let go."""
    target.hover(timeout=5_000)
    page.mouse.down()
    page.wait_for_timeout(PRESS_MS)
    page.mouse.up()


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
        figures.update(page.evaluate(READY_MARKS))
        figures["fetched_urls"] = sorted(set(requests))
        outside = non_local(requests)
        if outside:
            raise SystemExit(f"error: the app requested non-local hosts: {outside}")
        return figures
    finally:
        context.close()


def bare_pyodide(browser, url: str) -> float:  # type: ignore[no-untyped-def]
    """Milliseconds from navigation to the end of loadPyodide() in a fresh context."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(url + "bare.html")
        page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=120_000)
        return float(page.evaluate("performance.getEntriesByName('bare-ready')[0].startTime"))
    finally:
        context.close()


def warm_starts(browser, url: str, runs: int) -> list[dict]:  # type: ignore[no-untyped-def]
    """Reloads of a page the service worker controls: every file comes from its cache."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(url)
        wait_ready(page)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
        results = []
        for _ in range(runs):
            page.reload()
            wait_ready(page)
            results.append(page.evaluate(READY_MARKS))
        return results
    finally:
        context.close()


def payload(dist: Path) -> list[tuple[str, int, int]]:
    rows = []
    for path in sorted(p for p in dist.rglob("*") if p.is_file()):
        data = path.read_bytes()
        rows.append((path.relative_to(dist).as_posix(), len(data), len(gzip.compress(data, compresslevel=6, mtime=0))))
    return rows


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


def click_timings(browser, url: str, clicks: int, game: str = "ming-dynastie") -> tuple[list[float], list[float]]:  # type: ignore[no-untyped-def]
    """Milliseconds from each click to the updated DOM, and to the next frame drawn after it."""
    context = browser.new_context()
    context.add_init_script(INSTANT_SPEED)  # a click to the end state, not to its first step
    try:
        page = context.new_page()
        page.goto(url)
        wait_ready(page)
        if not page.evaluate("() => typeof (window.MingTable && window.MingTable.newGame) === 'function'"):
            raise Unavailable("window.MingTable.newGame is not defined")
        dismiss_curtain(page)
        page.evaluate(NEW_GAME, game)
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
                press(page, page.locator("[data-mt-bench-target]"))
                page.wait_for_function(
                    "n => (window.__mtClickTimings || []).length > n", arg=before, timeout=10_000
                )
                # as a player does: the next click once this one's frame is drawn, not while the
                # page still lays it out (that wait would count in the next click's time)
                page.wait_for_function(
                    "n => (window.__mtFrameTimings || []).length > n", arg=before, timeout=10_000
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
        page.wait_for_function("n => (window.__mtFrameTimings || []).length >= n", arg=len(timings), timeout=10_000)
        frames = page.evaluate("() => Array.from(window.__mtFrameTimings, Number)")
        return [float(t) for t in timings], [float(t) for t in frames]
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="cold starts to take the median of")
    parser.add_argument("--clicks", type=int, default=40, help="clicks to time")
    parser.add_argument("--partial", action="store_true", help="report missing figures instead of failing")
    args = parser.parse_args(argv)

    missing: list[str] = []
    load = os.getloadavg()
    print(f"machine: {os.cpu_count()} cores, load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} (1/5/15 min)")
    rows = payload(DIST)
    width = max(len(r[0]) for r in rows)
    for name, raw, gz in sorted(rows, key=lambda r: -r[1]):
        print(f"payload {name:<{width}}: {raw:>10} bytes raw, {gz:>9} bytes gzip")
    print(f"payload, all of dist/ ({len(rows)} files, what the service worker caches): "
          f"{sum(r[1] for r in rows)} bytes raw, {sum(r[2] for r in rows)} bytes gzip")

    with tempfile.TemporaryDirectory() as bare_dir, serve_dist(DIST) as url, sync_playwright() as playwright:
        (Path(bare_dir) / "bare.html").write_text(BARE_PAGE, encoding="utf-8")
        (Path(bare_dir) / "pyodide").symlink_to(DIST / "pyodide")
        browser = launch_chromium(playwright.chromium)
        try:
            with serve_directory(Path(bare_dir)) as bare_url:
                runs, bares = [], []
                for _ in range(args.runs):  # interleaved, so both see the same load
                    runs.append(cold_start(browser, url))
                    bares.append(bare_pyodide(browser, bare_url))
            by_name = {r[0]: r for r in rows}
            fetched = set()
            for r in runs:
                fetched |= {u.split("?")[0][len(url):] for u in r["fetched_urls"] if u.startswith(url)}
            fetched = {("index.html" if f == "" else f) for f in fetched} & set(by_name)
            print(f"payload, fetched by a cold start ({len(fetched)} files): "
                  f"{sum(by_name[f][1] for f in fetched)} bytes raw, {sum(by_name[f][2] for f in fetched)} bytes gzip")
            n = f"cold, median of {len(runs)}"
            starts = sorted({str(r["start"]) for r in runs})
            print(f"python started from (cold runs): {', '.join(starts)}")
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
                for key, label in (("loader", "loader.mjs imported"), ("fetched", "snapshot fetched"),
                                   ("python", "Python up (loadPyodide done)")):
                    values = [r[key] for r in runs if r[key] is not None]
                    if values:
                        print(f"  {label} ({n}): {statistics.median(values):.0f} ms")
                bare = statistics.median(bares)
                print(f"bare Pyodide, loadPyodide() done (cold, median of {len(bares)}, same browser): {bare:.0f} ms")
                print(f"ratio interactive / bare Pyodide (cold): {statistics.median(marks) / bare:.2f}")
                print("  per run (app / bare ms): " + ", ".join(f"{m:.0f}/{b:.0f}" for m, b in zip(marks, bares)))
            else:
                observed = [r["observed"] for r in runs if r["observed"] is not None]
                if observed:
                    print(f"interactive, data-engine=ready observed ({n}): {statistics.median(observed):.0f} ms")
                print("interactive mark: unavailable (no performance.mark('mingtable-ready'))")
                missing.append("mingtable-ready mark")

            warm = warm_starts(browser, url, args.runs)
            values = [w["ready"] for w in warm if w["ready"] is not None]
            if values:
                print(f"interactive, warm (reload under the service worker, median of {len(values)}): "
                      f"{statistics.median(values):.0f} ms")
                print(f"python started from (warm runs): {', '.join(sorted({str(w['start']) for w in warm}))}")

            for game in CLICK_GAMES:
                name = "click to updated board" + ("" if game == CLICK_GAMES[0] else f" ({game})")
                try:
                    timings, frames = click_timings(browser, url, args.clicks, game)
                    print(f"{name}, clicks: {len(timings)} count")
                    print(f"{name}, p50: {percentile(timings, 0.50):.1f} ms")
                    print(f"{name}, p95: {percentile(timings, 0.95):.1f} ms")
                    print(f"{name}, to the next frame drawn, p50 / p95: {percentile(frames, 0.50):.1f} / "
                          f"{percentile(frames, 0.95):.1f} ms")
                except Unavailable as exc:
                    print(f"{name}: unavailable ({exc})")
                    missing.append(f"click timings ({game})")
        finally:
            browser.close()

    if missing and not args.partial:
        print(f"error: the app does not honour the benchmark contracts: {', '.join(missing)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
