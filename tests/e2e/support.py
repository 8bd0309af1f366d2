"""Helpers shared by the browser tests (conftest.py) and the browser benchmark.

- :func:`serve_dist` serves ``dist/`` on 127.0.0.1 (free port) from a background thread;
  :func:`serve_directory` any folder (a second origin for the embedding tests).
- :func:`launch_chromium` starts Debian's Chromium through Playwright (the tests its headless
  shell, the benchmarks the browser a person runs), with every non-local host made
  unresolvable, so a stray CDN request fails loudly instead of working.
- :func:`checked_page` opens a page whose requests are recorded and checked to stay local.
- :func:`wait_ready` waits for the web layer's contract: ``document.body.dataset.engine === "ready"``.
- :func:`friend_opens`, :func:`tampered`, :func:`export_record` and :func:`import_record`: the
  share-link and record-file steps every game's browser tests take.
- :func:`secret_texts`: what would show another seat's secret on a seat's page (the games with
  friends, by link or live).
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import os
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
CHROMIUM = Path("/usr/bin/chromium")
#: The browser tests' Chromium: Debian's build of the same version without the browser's own
#: windows. The full browser opens a window with its toolbar for every context, and preloads the
#: address bar's pop-up (a page of its own) in each: about 1 s of the 2 cores per context.
HEADLESS_SHELL = Path("/usr/bin/chromium-headless-shell")
READY_TIMEOUT_MS = 60_000
LOCAL_HOSTS = {"127.0.0.1", "localhost", "[::1]", "::1"}

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",  # containers often have a small /dev/shm
    # Every host but the loopback is unresolvable: the app must not need one.
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
]


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    # Exact types for what the app serves, whatever /etc/mime.types says.
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".zip": "application/zip",
        ".svg": "image/svg+xml",
        ".css": "text/css",
        ".html": "text/html",
        ".py": "text/plain",
    }

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - stdlib signature
        pass

    def end_headers(self) -> None:
        # Cold loads every time: no revalidation surprises between tests.
        self.send_header("Cache-Control", "no-store")
        super().end_headers()


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request, client_address) -> None:  # type: ignore[no-untyped-def]
        # A browser closing a connection mid-transfer is not an error worth printing.
        pass


def check_dist(dist: Path = DIST) -> None:
    """Fail with a clear message when dist/ has not been built."""
    missing = [p for p in ("index.html", "pyscript.json", "pyodide/pyodide.mjs", "pyscript/core.js", "app.zip")
               if not (dist / p).is_file()]
    if missing:
        raise RuntimeError(
            f"{dist} is not a complete build (missing: {', '.join(missing)}). Run ./build.sh build "
            "(./build.sh test does it before running the tests)."
        )


@contextlib.contextmanager
def serve_dist(dist: Path = DIST) -> Iterator[str]:
    """Serve ``dist`` on http://127.0.0.1:<free port>/ and yield that URL."""
    check_dist(dist)
    with serve_directory(dist) as url:
        yield url


def evaluate_json(page: Any, function: str, arg: Any = None) -> Any:
    """``page.evaluate(function, arg)`` for a large result (a state with its log, a record, the
    page's text): the page sends it as one JSON string. Playwright checks a nested result value
    by value in Python, seconds over the checks of a whole game."""
    return json.loads(page.evaluate(f"(arg) => JSON.stringify(({function})(arg))", arg))


@contextlib.contextmanager
def serve_directory(directory: Path, handler_class: type = _QuietHandler) -> Iterator[str]:
    """Serve any folder on http://127.0.0.1:<free port>/ (another port is another origin), with
    ``handler_class`` (a SimpleHTTPRequestHandler; the benchmarks' compresses)."""
    handler = functools.partial(handler_class, directory=os.fspath(directory))
    server = _Server(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, name="dist-server", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


#: Browser tests see every decision at once unless they choose a speed (mingtable.ui.pacing):
#: a new context starts with the stored speed "instant" (a speed chosen in the page is kept).
INSTANT_SPEED = ("try { if (localStorage.getItem('mingtable.speed') === null) "
                 "localStorage.setItem('mingtable.speed', 'instant'); } catch (err) { /* storage off */ }")


#: Browser tests start Python from the memory snapshot, as a returning player's device does (the
#: stored setting "mingtable.start", assets/loader.mjs): every test is a first visit, and a first
#: visit starts from bytecode, several seconds more per test on 2 cores. The tests of the first
#: visit itself use a context without it (``browser.first_visit_context``, conftest's
#: ``first_visit_page``).
SNAPSHOT_START = ("try { if (localStorage.getItem('mingtable.start') === null) "
                  "localStorage.setItem('mingtable.start', 'snapshot'); } catch (err) { /* storage off */ }")


def instant_by_default(browser):  # type: ignore[no-untyped-def]
    """Make every new context of ``browser`` start at the speed "instant" and from the snapshot,
    with reduced motion; ``browser.first_visit_context`` makes one at the speed "instant" that
    starts as a first visit does. Returns a maker of contexts at the app's own default speed and
    motion (from the snapshot).

    Reduced motion (the app honours ``prefers-reduced-motion``): the outlines of the choices on
    the board march without end otherwise, and the page then paints the board at every frame,
    for as long as a test runs, on the cores the tests share (issue 31). The pacing tests, which
    look at the marks' animations, use the app's own motion (conftest's ``plain_context``)."""
    plain = browser.new_context

    def with_scripts(*scripts: str, motion: str | None = None):  # type: ignore[no-untyped-def]
        def new_context(**kwargs):  # type: ignore[no-untyped-def]
            if motion is not None:
                kwargs.setdefault("reduced_motion", motion)
            context = plain(**kwargs)
            for script in scripts:
                context.add_init_script(script)
            return context
        return new_context

    browser.new_context = with_scripts(INSTANT_SPEED, SNAPSHOT_START, motion="reduce")
    browser.first_visit_context = with_scripts(INSTANT_SPEED, motion="reduce")
    return with_scripts(SNAPSHOT_START)


def launch_chromium(chromium, executable: Path = CHROMIUM, args: list[str] = CHROMIUM_ARGS):  # type: ignore[no-untyped-def]
    """Debian's headless Chromium, ``executable``, started by Playwright's ``chromium`` (its
    BrowserType: Playwright cannot download browsers on these machines): the full browser, or
    the tests' :data:`HEADLESS_SHELL`."""
    if not executable.exists():
        raise RuntimeError(f"{executable} is missing: run ./build.sh setup (apt-get install {executable.name}).")
    return chromium.launch(executable_path=os.fspath(executable), headless=True, args=args)


def checked_page(context: Any) -> Iterator[Any]:
    """A new page of ``context`` whose ``requests`` lists every request URL of the context
    (its workers' and popups' too); after the ``yield``, fails if any went to a host other than
    127.0.0.1/localhost."""
    page = context.new_page()
    requests: list[str] = []
    page.requests = requests
    context.on("request", lambda request: requests.append(request.url))
    yield page
    outside = non_local(requests)
    assert not outside, f"the app made requests to non-local hosts: {outside}"


def free_port(kind: int = socket.SOCK_STREAM) -> int:
    """A port of 127.0.0.1 that is free now (TCP, or ``socket.SOCK_DGRAM`` for UDP)."""
    with socket.socket(socket.AF_INET, kind) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_listening(port: int, server: subprocess.Popen, what: str, seconds: float,
                   said: Any = lambda: "") -> None:  # type: ignore[type-arg]
    """Wait until ``server`` (a process the tests started, ``what`` it is) takes connections on
    ``port`` of 127.0.0.1; fail with ``said()`` (what it wrote) if it stops or never listens."""
    for _ in range(int(seconds * 10)):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return
        except OSError:
            assert server.poll() is None, f"the {what} stopped {said()}"
            time.sleep(0.1)
    raise AssertionError(f"the {what} did not listen")


def is_local(url: str) -> bool:
    """True for URLs that stay on this machine (loopback http, data:, blob:, about:)."""
    parts = urlsplit(url)
    if parts.scheme in ("data", "blob", "about"):
        return True
    host = (parts.hostname or "").lower()
    return parts.scheme in ("http", "https", "ws", "wss") and host in LOCAL_HOSTS


def non_local(urls: list[str]) -> list[str]:
    return [u for u in urls if not is_local(u)]


def wait_ready(page, timeout_ms: int = READY_TIMEOUT_MS) -> None:  # type: ignore[no-untyped-def]
    """Wait until the web layer reports Python is up: ``document.body.dataset.engine === "ready"``.

    Fails at once (instead of after the timeout) when PyScript shows a Python error on the page
    (``.py-error``) or the web layer sets ``data-engine="failed"`` (or ``"error"``).
    """
    state = page.wait_for_function(
        """() => {
            const body = document.body;
            if (!body) return false;
            if (body.dataset.engine === 'ready') return 'ready';
            const err = document.querySelector('.py-error');
            if (err && err.textContent) return 'error: ' + err.textContent;
            const engine = body.dataset.engine;
            if (engine === 'failed' || engine === 'error') {
                const alert = document.querySelector('[role=alert]');
                return 'error: data-engine="' + engine + '" ' + (alert ? alert.textContent : '');
            }
            return false;
        }""",
        timeout=timeout_ms,
    ).json_value()
    if state != "ready":
        raise AssertionError(f"the app failed to start: {str(state)[:4000]}")


@contextlib.contextmanager
def friend_opens(browser, link: str) -> Iterator:  # type: ignore[no-untyped-def]
    """A friend's fresh browser context opens the share ``link``: yields its page once the app
    is ready; afterwards (if the steps passed) checks it asked no other host for anything."""
    context = browser.new_context()
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    try:
        page = context.new_page()
        page.goto(link)
        wait_ready(page)
        yield page
        assert requests and not non_local(requests)
    finally:
        context.close()


def tampered(link: str) -> str:
    """The share link with one character in the middle of its game data changed."""
    head, data = link.split("#g=")
    middle = len(data) // 2
    return head + "#g=" + data[:middle] + ("A" if data[middle] != "A" else "B") + data[middle + 1:]


def export_record(page, path: Path) -> dict:  # type: ignore[no-untyped-def]
    """Click Export on the play screen, save the download to ``path`` and return the record."""
    with page.expect_download() as info:
        page.get_by_role("button", name="Export").click()
    info.value.save_as(path)
    return json.loads(path.read_text())


def import_record(page, path: Path) -> None:  # type: ignore[no-untyped-def]
    """Import the record file ``path`` (the home screen's file input)."""
    page.set_input_files("#import-file", str(path))


def fill_seed(page, seed: object) -> None:  # type: ignore[no-untyped-def]
    """Type a seed into the new-game form, opening its "Advanced" fold first as a person would."""
    if page.locator("#setup-more").get_attribute("open") is None:
        page.locator("#setup-more > summary").click()
    page.fill("#setup-seed", str(seed))


def secret_texts(m: Any, seat: int) -> set[str]:
    """Texts that would show another seat's secret on ``seat``'s page now (English): the
    heading of another seat's hand, and the names of the cards only others may know of (The
    Ming Voyages' hands and reserves, Yin Yang's god cards), less every card the seat's own
    view or the public log names (its own, the piles, one that was shown or played)."""
    from mingtable.games.ming_voyages.texts import card
    from mingtable.i18n import T, tr

    others = [s for s in range(len(m.players)) if s != seat]
    known = json.dumps(m.view(seat)) + json.dumps(m.log_entries)
    heading = {"ming-dynastie": "md.ui.hand_of", "confucius": "cf.ui.hand_of"}.get(m.game)
    texts = {tr(T(heading, who=m.players[s]), "en") for s in others} if heading else set()
    if m.game == "ming-voyages":
        secret = set(m.view(1 - seat)["hand"]) | set(m.view(1 - seat)["reserve"])
        texts |= {tr(card(c), "en") for c in secret if c not in known}  # ids: a letter and two digits
    elif m.game == "yin-yang":
        secret = {c for s in others for c in m.view(s)["players"][s]["cards"]}
        texts |= {tr(T(f"yy.card.{c}"), "en") for c in secret if f'"{c}"' not in known}
    return texts


#: A device key of a simulation (tests/unit's ``keys.DeviceKey``) put where the page keeps its own
#: (tests and benches only: the page's own key is made in the browser and cannot be exported).
_DEVICE_KEY_JS = """async ([seed, pub, saveId, save]) => {
  const pkcs8 = Uint8Array.from([0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22,
                                 0x04, 0x20, ...seed]);
  const privateKey = await crypto.subtle.importKey("pkcs8", pkcs8, {name: "Ed25519"}, false, ["sign"]);
  const publicKey = await crypto.subtle.importKey("raw", Uint8Array.from(pub), {name: "Ed25519"}, true, ["verify"]);
  await new Promise((resolve, reject) => {
    const req = indexedDB.open("mingtable-keys", 1);
    req.onupgradeneeded = () => req.result.createObjectStore("keys");
    req.onerror = () => reject(req.error);
    req.onsuccess = () => {
      const put = req.result.transaction("keys", "readwrite").objectStore("keys").put({privateKey, publicKey}, "device");
      put.onsuccess = () => resolve();
      put.onerror = () => reject(put.error);
    };
  });
  if (save !== null) {
    localStorage.setItem("mingtable.save." + saveId, save);
    localStorage.setItem("mingtable.index", JSON.stringify([saveId]));
  }
}"""


def take_over_device(page, key: Any, saved: Any = None) -> None:  # type: ignore[no-untyped-def]
    """Make ``page`` (ready, holding no game) the simulated device with ``key`` (a
    ``mingtable.ui.keys.DeviceKey``) and, if given, its save ``saved`` (a ``SavedGame`` of a
    game with friends, its table's secrets with it), then reload it."""
    from cryptography.hazmat.primitives import serialization

    seed = key._private.private_bytes(serialization.Encoding.Raw, serialization.PrivateFormat.Raw,
                                      serialization.NoEncryption())
    page.evaluate(_DEVICE_KEY_JS, [list(seed), list(key.public), saved.id if saved else None,
                                   saved.to_json() if saved else None])
    page.reload()
    wait_ready(page)
