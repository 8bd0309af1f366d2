"""The live table across networks (issue 34, item 4): a real TURN server (Debian's coturn,
started here on 127.0.0.1) and how to force a browser to relay through it, so that every
message of a game goes through the TURN server and none directly (a whole live game through it:
tests/e2e/test_app_live_games.py, by links); the public STUN servers the set-up form offers."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from support import free_port, non_local
from test_app_live import Device, live_browser  # noqa: F401 - fixture

TURNSERVER = shutil.which("turnserver") or "/usr/bin/turnserver"
USER, PASSWORD = "mingtable", "table-of-ming"

# Every RTCPeerConnection of the page takes only relayed candidates (the TURN server's), and is
# kept for the test to read its statistics.
FORCE_RELAY = """(() => {
  const Native = window.RTCPeerConnection;
  window.__mtPeers = [];
  window.RTCPeerConnection = function (config, ...rest) {
    const pc = new Native({...(config || {}), iceTransportPolicy: "relay"}, ...rest);
    window.__mtPeers.push(pc);
    return pc;
  };
  window.RTCPeerConnection.prototype = Native.prototype;
})();"""

# The candidate pair the page's connection uses: the types of both its ends.
PAIR = """async () => {
  for (const pc of window.__mtPeers) {
    const stats = await pc.getStats();
    for (const s of stats.values()) {
      if (s.type === "candidate-pair" && s.nominated && s.state === "succeeded") {
        return {local: stats.get(s.localCandidateId).candidateType, remote: stats.get(s.remoteCandidateId).candidateType,
                bytes: s.bytesSent + s.bytesReceived};
      }
    }
  }
  return null;
}"""


@pytest.fixture(scope="module")
def turn_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[int, Path]]:
    """coturn on 127.0.0.1 at a free port, one user with a password (long-term credentials),
    relaying between addresses of this machine; its port and log file."""
    if not os.access(TURNSERVER, os.X_OK):
        pytest.fail(f"{TURNSERVER} is missing: run ./build.sh setup (apt-get install coturn).", pytrace=False)
    port = free_port(socket.SOCK_DGRAM)
    log = tmp_path_factory.mktemp("turn") / "turn.log"
    server = subprocess.Popen(
        [TURNSERVER, "-n", "--listening-ip", "127.0.0.1", "--relay-ip", "127.0.0.1", "--listening-port", str(port),
         "--min-port", "49200", "--max-port", "49400", "--lt-cred-mech", "--user", f"{USER}:{PASSWORD}",
         "--realm", "mingtable.test", "--allow-loopback-peers", "--no-tls", "--no-dtls", "--no-cli",
         "--no-stun-backward-compatibility", "--log-file", os.fspath(log), "--simple-log", "--verbose"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):  # up to 10 s: the log says it listens
            if log.exists() and "Relay ports initialization done" in log.read_text(errors="replace"):
                break
            assert server.poll() is None, "the TURN server stopped: " + (log.read_text(errors="replace") if log.exists() else "")
            time.sleep(0.1)
        time.sleep(0.3)
        yield port, log
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_a_public_stun_server_is_one_click_away_and_says_what_it_learns(live_browser: Any, app_url: str) -> None:  # noqa: F811
    """The set-up form offers well-known public STUN servers (issue 34, item 4): a click puts one
    in the field, beside a sentence on what it learns; nothing is contacted by choosing it."""
    device = Device(live_browser, app_url)
    try:
        page = device.page
        page.click("[data-ui=new][data-arg=confucius]")
        page.locator("#setup-more summary").click()
        preset = page.get_by_role("button", name="Public STUN server of Google: stun:stun.l.google.com:19302")
        assert "learns your devices' network addresses" in page.locator(".ice-presets").inner_text()
        preset.click()
        assert page.locator("#setup-ice").input_value() == "stun:stun.l.google.com:19302"
        assert page.locator("#setup-more").get_attribute("open") is not None  # the fold stays open
        assert not non_local(device.requests) and device.errors == []
    finally:
        device.context.close()
