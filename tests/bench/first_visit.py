"""A friend's first visit over a phone link: the app against bare Pyodide, side by side.

    .venv/bin/python tests/bench/first_visit.py [--runs 5] [--profiles 20,5] [--no-payload]

Two pages are served by the same small server (gzip for everything but files that are
compressed already, as common static hosts do; cacheable for an hour): the app (dist/) and a bare
page that only calls loadPyodide() of the same pinned Pyodide, from node_modules/pyodide. Each
run opens each page in a fresh browser context whose network Chromium throttles through the
DevTools protocol (Network.emulateNetworkConditions: the profile's download speed, a quarter
of it up but at most 5 Mbit/s, 40 ms latency); app and bare Pyodide alternate, run after run, so both
see the same load on a shared machine. In each context:

- first visit: navigation to ready (the app's performance mark "mingtable-ready", the first
  screen drawn; bare Pyodide's "bare-ready", loadPyodide() resolved), and the bytes the page
  received over the network (Resource Timing's transferSize);
- repeat visit: the page closed and opened again in the same context, ready as above. The app
  first waits until its service worker controls the page (it has cached every file); bare
  Pyodide has the browser's HTTP cache.

Prints medians and each run, the ratios app / bare, the load average before and after, and
(unless --no-payload) every file of dist/ in raw, gzip (level 6) and brotli (quality 11) bytes.
Benchmarks are not tests: this prints figures and never fails on a slow machine.
"""

from __future__ import annotations

import argparse
import contextlib
import gzip
import http.server
import os
import shutil
import statistics
import sys
import tempfile
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "e2e"))

from playwright.sync_api import sync_playwright  # noqa: E402

from browser_bench import BARE_PAGE  # noqa: E402 - the same bare page as the unthrottled benchmark
from support import DIST, ROOT, check_dist, launch_chromium, non_local, serve_directory, wait_ready  # noqa: E402

PYODIDE = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")

#: Megabits per second down -> (down, up) in bytes per second; latency 40 ms for every profile.
LATENCY_MS = 40


def profile(mbit: float) -> dict[str, float]:
    up = min(mbit / 4, 5.0)
    return {"offline": False, "latency": LATENCY_MS,
            "downloadThroughput": mbit * 1e6 / 8, "uploadThroughput": up * 1e6 / 8}


#: Not compressed again by the server (their formats are compressed already).
PRECOMPRESSED = (".zip", ".woff2", ".png", ".gz", ".br")


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
        ".json": "application/json", ".zip": "application/zip", ".svg": "image/svg+xml",
        ".css": "text/css", ".html": "text/html", ".py": "text/plain",
        ".webmanifest": "application/manifest+json", ".bin": "application/octet-stream",
    }
    gzipped: dict[tuple[str, int, int], bytes] = {}
    lock = threading.Lock()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass

    def do_GET(self) -> None:  # noqa: N802 - stdlib name
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        if not path.is_file():
            self.send_error(404)
            return
        data = path.read_bytes()
        encoding = None
        if "gzip" in self.headers.get("Accept-Encoding", "") and not path.name.endswith(PRECOMPRESSED):
            stat = path.stat()
            key = (str(path), stat.st_mtime_ns, stat.st_size)
            with self.lock:
                if key not in self.gzipped:
                    self.gzipped[key] = gzip.compress(data, compresslevel=6, mtime=0)
                data = self.gzipped[key]
            encoding = "gzip"
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Length", str(len(data)))
        if encoding:
            self.send_header("Content-Encoding", encoding)
        self.send_header("Cache-Control", "max-age=3600")
        self.end_headers()
        self.wfile.write(data)


def serve(directory: Path) -> contextlib.AbstractContextManager[str]:
    """``directory`` served compressed, as a web host would (tests/e2e/support.py's server)."""
    return serve_directory(directory, _Handler)


READY = """(name) => {
  const mark = performance.getEntriesByName(name, "mark")[0];
  let bytes = 0;
  for (const e of performance.getEntriesByType("navigation")) bytes += e.transferSize || 0;
  for (const e of performance.getEntriesByType("resource")) bytes += e.transferSize || 0;
  const marks = {};
  for (const e of performance.getEntriesByType("mark")) marks[e.name] = Math.round(e.startTime);
  for (const e of performance.getEntriesByType("paint")) marks[e.name] = Math.round(e.startTime);
  return {ready: mark ? mark.startTime : null, bytes, start: globalThis.__mtStart ?? null, marks};
}"""


def open_page(context, url: str, mbit: float, app: bool) -> dict:  # type: ignore[no-untyped-def]
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", profile(mbit))
    page.goto(url, timeout=300_000)
    if app:
        wait_ready(page, timeout_ms=300_000)
    else:
        page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=300_000)
    figures = page.evaluate(READY, "mingtable-ready" if app else "bare-ready")
    figures["page"] = page
    return figures


def visit(browser, url: str, mbit: float, app: bool) -> dict:  # type: ignore[no-untyped-def]
    """A first visit and a repeat visit in one fresh context."""
    context = browser.new_context()
    requests: list[str] = []
    context.on("request", lambda r: requests.append(r.url))
    try:
        first = open_page(context, url, mbit, app)
        page = first.pop("page")
        if app:  # the service worker has cached every file once it controls the page
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=600_000)
        page.close()
        repeat = open_page(context, url, mbit, app)
        repeat.pop("page").close()
        outside = non_local(requests)
        if outside:
            raise SystemExit(f"error: requests to non-local hosts: {outside[:3]}")
        return {"first": first, "repeat": repeat}
    finally:
        context.close()


def payload(dist: Path) -> None:
    import brotli  # the [build] extra

    rows = []
    for path in sorted(p for p in dist.rglob("*") if p.is_file()):
        data = path.read_bytes()
        rows.append((path.relative_to(dist).as_posix(), len(data), len(gzip.compress(data, 6, mtime=0)),
                     len(brotli.compress(data, quality=11, lgwin=24))))
    width = max(len(r[0]) for r in rows)
    for name, raw, gz, br in sorted(rows, key=lambda r: -r[1]):
        print(f"payload {name:<{width}}: {raw:>10} raw, {gz:>9} gzip, {br:>9} brotli (bytes)")
    print(f"payload, all of dist/ ({len(rows)} files): {sum(r[1] for r in rows)} raw, "
          f"{sum(r[2] for r in rows)} gzip, {sum(r[3] for r in rows)} brotli (bytes)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--profiles", default="20,5", help="download speeds in Mbit/s, comma-separated")
    parser.add_argument("--dist", type=Path, default=DIST)
    parser.add_argument("--no-payload", action="store_true")
    args = parser.parse_args(argv)
    check_dist(args.dist)

    print("machine: %d cores, load average %.2f %.2f %.2f (1/5/15 min) before" % (os.cpu_count() or 0, *os.getloadavg()))
    if not args.no_payload:
        payload(args.dist)
    with tempfile.TemporaryDirectory() as bare_dir, serve(args.dist) as app_url, sync_playwright() as playwright:
        (Path(bare_dir) / "bare.html").write_text(BARE_PAGE, encoding="utf-8")
        (Path(bare_dir) / "pyodide").mkdir()
        for name in PYODIDE_FILES:
            shutil.copyfile(PYODIDE / name, Path(bare_dir) / "pyodide" / name)
        browser = launch_chromium(playwright.chromium)
        try:
            with serve(Path(bare_dir)) as bare_url:
                for mbit in (float(p) for p in args.profiles.split(",")):
                    down_up = profile(mbit)
                    print(f"profile {mbit:g} Mbit/s down, {down_up['uploadThroughput'] * 8 / 1e6:g} up, "
                          f"{LATENCY_MS} ms latency; load average {os.getloadavg()[0]:.2f}")
                    apps, bares = [], []
                    for i in range(args.runs):  # alternating, the order swapped every other run
                        order = [(True, app_url), (False, bare_url + "bare.html")]
                        for app, url in order if i % 2 == 0 else order[::-1]:
                            (apps if app else bares).append(visit(browser, url, mbit, app))
                    report(mbit, apps, bares)
        finally:
            browser.close()
    print("load average after: %.2f %.2f %.2f" % os.getloadavg())
    return 0


def report(mbit: float, apps: list[dict], bares: list[dict]) -> None:
    for visit_kind in ("first", "repeat"):
        a = [r[visit_kind]["ready"] for r in apps]
        b = [r[visit_kind]["ready"] for r in bares]
        ma, mb = statistics.median(a), statistics.median(b)
        print(f"  {mbit:g} Mbit/s {visit_kind} visit, ready (median of {len(a)}): app {ma:.0f} ms, "
              f"bare Pyodide {mb:.0f} ms, ratio {ma / mb:.2f}")
        print("    per run (app / bare ms): " + ", ".join(f"{x:.0f}/{y:.0f}" for x, y in zip(a, b)))
        ba = statistics.median(r[visit_kind]["bytes"] for r in apps)
        bb = statistics.median(r[visit_kind]["bytes"] for r in bares)
        print(f"    bytes over the network (median): app {ba:.0f}, bare Pyodide {bb:.0f}")
        names = sorted({n for r in apps for n in r[visit_kind]["marks"]}, key=lambda n: statistics.median(
            r[visit_kind]["marks"][n] for r in apps if n in r[visit_kind]["marks"]))
        print("    app's marks (median ms): " + ", ".join(
            f"{n} {statistics.median(r[visit_kind]['marks'][n] for r in apps if n in r[visit_kind]['marks']):.0f}"
            for n in names))
    starts = sorted({f"{k}: {r[k]['start']}" for r in apps for k in ("first", "repeat")})
    print("    app started Python from: " + "; ".join(starts))


if __name__ == "__main__":
    sys.exit(main())
