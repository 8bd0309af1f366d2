"""The page's memory in a game against a hard bot and in a game without bots (issue 21, item 4).

    .venv/bin/python tests/bench/memory.py [--runs 3] [--game ming-voyages]

Each run opens the app (dist/, served locally) in a fresh browser context (with --warm: opens
it, waits for the service worker, and opens it again, a repeat visit), starts a game, waits and
measures:

- without bots: two people at this device; measured once the board is drawn;
- against a hard bot: "hard" in the first seat and "easy" in the second, so the game goes on
  by itself; the hard bot searches in the page's Pyodide, in slices between frames
  (web/thinking.py); measured after its second decision.

Figures: the wasm memory of the page's Pyodide (the size of its WebAssembly.Memory, read
through assets/loader.mjs; the run fails if the page starts a Web Worker), the page's JS heap
(CDP Runtime.getHeapUsage), and the private memory of Chromium's renderer processes of this
browser (/proc/<pid>/smaps_rollup, Private_Clean + Private_Dirty: the page and everything else
they hold, on Linux). Prints medians, and the ratio with a hard bot / without bots.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "e2e"))

from playwright.sync_api import sync_playwright  # noqa: E402

from support import CHROMIUM, CHROMIUM_ARGS, DIST, launch_chromium, serve_dist, wait_ready  # noqa: E402

WASM = """async (base) => {
  const m = await import(new URL("assets/loader.mjs", base).href);
  const py = await m.loadPyodide();
  return py._module.HEAP8.length;
}"""


def renderers_private_kb(marker: str) -> int:
    """Private memory (kB) of the renderer processes whose browser process carries ``marker``."""
    procs = {}
    for pid in (p for p in os.listdir("/proc") if p.isdigit()):
        try:
            cmd = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            ppid = int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
        except OSError:
            continue
        procs[int(pid)] = (ppid, cmd)
    roots = {pid for pid, (_, cmd) in procs.items() if marker in cmd and "--type=" not in cmd}

    def ours(pid: int) -> bool:
        seen = 0
        while pid in procs and seen < 20:
            if pid in roots:
                return True
            pid, seen = procs[pid][0], seen + 1
        return False

    total = 0
    for pid, (_, cmd) in procs.items():
        if "--type=renderer" in cmd and ours(pid):
            try:
                for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
                    if line.startswith(("Private_Clean:", "Private_Dirty:")):
                        total += int(line.split()[1])
            except OSError:
                pass
    return total


def measure(browser, url: str, game: str, bot: bool, marker: str, warm: bool) -> dict[str, float]:  # type: ignore[no-untyped-def]
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(url)
        wait_ready(page)
        if warm:  # a repeat visit: the service worker has cached the snapshot
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=300_000)
            page.close()
            page = context.new_page()
            page.goto(url)
            wait_ready(page)
        players = ([{"name": "Robo", "bot": "hard"}, {"name": "Ben", "bot": "easy"}] if bot
                   else [{"name": "Ann", "bot": None}, {"name": "Ben", "bot": None}])
        page.evaluate("spec => MingTable.newGame(spec)", {"game": game, "seed": 3, "players": players})
        if bot:
            page.wait_for_function("() => window.__mtBots && window.__mtBots.applied >= 2", timeout=180_000)
        page.wait_for_timeout(1500)
        cdp = context.new_cdp_session(page)
        cdp.send("HeapProfiler.collectGarbage")
        heap = cdp.send("Runtime.getHeapUsage")
        figures = {"page_wasm": page.evaluate(WASM, url) / 1e6, "page_js": heap["usedSize"] / 1e6}
        assert page.workers == [], [w.url for w in page.workers]  # one Pyodide: the page's
        if bot:
            figures["slices"] = page.evaluate("window.__mtBots.slices")
            figures["longest_slice"] = page.evaluate("window.__mtBots.longest")
        figures["renderer_private"] = renderers_private_kb(marker) / 1e3
        figures["page_start"] = page.evaluate("globalThis.__mtStart")
        return figures
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--game", default="ming-voyages")
    parser.add_argument("--dist", type=Path, default=DIST)
    parser.add_argument("--warm", action="store_true", help="measure a repeat visit (service worker warm)")
    args = parser.parse_args(argv)
    marker = f"--mt-memory-bench={uuid.uuid4().hex}"
    print("load average %.2f %.2f %.2f" % os.getloadavg())
    results: dict[bool, list[dict]] = {False: [], True: []}
    with serve_dist(args.dist) as url, sync_playwright() as playwright:
        browser = launch_chromium(playwright.chromium, CHROMIUM, [*CHROMIUM_ARGS, marker])
        try:
            for _ in range(args.runs):
                for bot in (False, True):
                    results[bot].append(measure(browser, url, args.game, bot, marker, args.warm))
        finally:
            browser.close()
    totals = {}
    for bot, runs in results.items():
        label = "against a hard bot" if bot else "without bots"
        med = {k: statistics.median(r[k] for r in runs) for k in ("page_wasm", "page_js", "renderer_private")}
        totals[bot] = med
        print(f"{label} ({args.game}, median of {len(runs)}): page wasm {med['page_wasm']:.1f} MB, page JS heap "
              f"{med['page_js']:.1f} MB; renderer private memory {med['renderer_private']:.1f} MB")
        print("  the page started from: " + ", ".join(sorted({str(r.get('page_start')) for r in runs})))
        if bot:
            print("  slices of the search: " + ", ".join(f"{r['slices']} (longest {r['longest_slice']:.0f} ms)" for r in runs))
    wasm_js = {b: t["page_wasm"] + t["page_js"] for b, t in totals.items()}
    print(f"ratio hard bot / no bots: wasm + page JS heap {wasm_js[True] / wasm_js[False]:.2f}, "
          f"renderer private memory {totals[True]['renderer_private'] / totals[False]['renderer_private']:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
