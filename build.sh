#!/usr/bin/env bash
# Ming Table build script: setup | build | serve | test | bench | screenshots
#
#   ./build.sh setup   .venv with the engine + test, build and research tools, node_modules (npm ci), Debian chromium
#                      and its headless shell, and coturn (the TURN server of the live table's tests)
#   ./build.sh build   dist/: the static app (page, assets, local Pyodide + PyScript, the QR
#                      encoder, the Chinese font, app.zip, Pyodide memory snapshot, service worker)
#   ./build.sh serve   setup + build, then serve dist/ on http://127.0.0.1:8000
#   ./build.sh test    setup + build, then pytest over tests/ (unit, node replay, browser e2e)
#   ./build.sh bench   setup + build, then CPython and browser benchmark figures (start-up, first
#                      visit over a throttled network against bare Pyodide, memory)
#   ./build.sh screenshots  setup + build, then docs/screenshots/*.png (the four games, en + de)
#
# Works on a fresh Debian machine as root. Nothing is fetched at run time from anywhere but
# PyPI, the npm registry and Debian's archive; the app itself never touches a non-local host.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$ROOT"

VENV="$ROOT/.venv"
PY="$VENV/bin/python"
# MINGTABLE_DIST / MINGTABLE_CACHE: build elsewhere, with other caches (a trial build beside
# the dist/ a test is using). No path of the build machine enters dist/: the reproducibility test,
# tests/unit/test_build_reproducible.py, builds a copy of the sources in another folder.
DIST="${MINGTABLE_DIST:-$ROOT/dist}"
CACHE="${MINGTABLE_CACHE:-$ROOT/.cache}"
CHROMIUM=/usr/bin/chromium
CHROMIUM_SHELL=/usr/bin/chromium-headless-shell  # the browser tests' (tests/e2e/support.py)
PIP_STAMP="$VENV/.stamp-pip"
RELAY_VENV="$ROOT/.venv-relay"
NPM_STAMP="$ROOT/node_modules/.stamp-npm-ci"
HOST=127.0.0.1
PORT="${PORT:-8000}"

log() { printf '[build.sh] %s\n' "$*" >&2; }
die() { printf '[build.sh] error: %s\n' "$*" >&2; exit 1; }

apt_install() {
    # apt_install PACKAGE...: Debian packages, non-interactively (we are root on CI).
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null 2>&1 || die "need root (or sudo) to apt-get install $*"
        sudo="sudo"
    fi
    log "apt-get install $*"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -q </dev/null
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@" </dev/null
}

setup() {
    # Chromium (Playwright cannot download its own browsers here): its headless shell for the
    # browser tests, the full browser for the benchmarks and screenshots; and coturn: the TURN
    # server the live table's tests relay through (tests/e2e/test_app_live_turn.py).
    local missing=()
    [ -x "$CHROMIUM" ] || missing+=(chromium)
    [ -x "$CHROMIUM_SHELL" ] || missing+=(chromium-headless-shell)
    [ -x /usr/bin/turnserver ] || missing+=(coturn)
    if [ "${#missing[@]}" -gt 0 ]; then
        apt_install "${missing[@]}"
    fi
    command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1 || apt_install nodejs npm

    # Python: the engine (editable), the test tools, the build's font tools, the research
    # extra (PettingZoo, OpenSpiel: mingtable.rl and its tests) and `cryptography` (games with friends).
    if [ ! -x "$PY" ]; then
        log "creating .venv"
        python3 -m venv "$VENV"
        rm -f "$PIP_STAMP"
    fi
    if [ ! -f "$PIP_STAMP" ] || [ "$ROOT/pyproject.toml" -nt "$PIP_STAMP" ]; then
        log "pip install -e '.[test,build,rl,friends]'"
        "$PY" -m pip install -q --disable-pip-version-check -e "$ROOT[test,build,rl,friends]" </dev/null
        touch "$PIP_STAMP"
    fi

    # A Nostr relay for the tests of turns through relays (tests/e2e/test_app_relays.py): the
    # nostr-relay package, pinned, in a venv of its own (its web server's packages stay out of .venv).
    if [ ! -x "$RELAY_VENV/bin/nostr-relay" ]; then
        log "nostr-relay in .venv-relay"
        python3 -m venv "$RELAY_VENV"
        "$RELAY_VENV/bin/pip" install -q --disable-pip-version-check "nostr-relay==1.14" </dev/null
    fi

    # JavaScript: exactly the versions in package-lock.json.
    if [ ! -f "$NPM_STAMP" ] || [ "$ROOT/package-lock.json" -nt "$NPM_STAMP" ]; then
        log "npm ci"
        npm ci --no-audit --no-fund --loglevel=error </dev/null
        touch "$NPM_STAMP"
    fi
}

build() {
    [ -d "$ROOT/node_modules/pyodide" ] && [ -d "$ROOT/node_modules/@pyscript/core/dist" ] \
        || die "node_modules is missing: run ./build.sh setup"
    [ -f "$ROOT/index.html" ] || die "index.html is missing"
    [ -d "$ROOT/py/mingtable" ] || die "py/mingtable is missing"
    local python=python3
    [ -x "$PY" ] && python="$PY"

    rm -rf "$DIST"
    mkdir -p "$DIST/pyodide" "$DIST/pyscript"

    # The page and its static assets.
    cp "$ROOT/index.html" "$DIST/"
    if [ -d "$ROOT/assets" ]; then
        cp -R "$ROOT/assets" "$DIST/assets"
    fi

    # Pyodide: only the core runtime files (no packages, no source maps). Its python_stdlib.zip
    # is replaced by the bytecode of the modules the app can import (make_bytecode, below).
    local f
    for f in pyodide.mjs pyodide.asm.mjs pyodide.asm.wasm pyodide-lock.json; do
        [ -f "$ROOT/node_modules/pyodide/$f" ] || die "node_modules/pyodide/$f is missing"
        cp "$ROOT/node_modules/pyodide/$f" "$DIST/pyodide/"
    done

    # PyScript: core.js, the chunks it imports, core.css (no source maps).
    local src="$ROOT/node_modules/@pyscript/core/dist"
    for f in "$src"/*.js; do
        cp "$f" "$DIST/pyscript/"
    done
    cp "$src/core.css" "$DIST/pyscript/"
    [ -f "$DIST/pyscript/core.js" ] || die "@pyscript/core has no dist/core.js"

    # qrcode-generator: the one ES module assets/qr.mjs imports (QR codes of links).
    local qr="$ROOT/node_modules/qrcode-generator/dist/qrcode.mjs"
    [ -f "$qr" ] || die "node_modules/qrcode-generator/dist/qrcode.mjs is missing: run ./build.sh setup"
    mkdir -p "$DIST/vendor"
    cp "$qr" "$DIST/vendor/"
    # peerjs: the PeerJS client (one classic script that sets window.peerjs), which assets/live.mjs
    # loads only for a live game with a signaling server; no source map, its licence beside it.
    local peerjs="$ROOT/node_modules/peerjs/dist/peerjs.min.js"
    [ -f "$peerjs" ] || die "node_modules/peerjs/dist/peerjs.min.js is missing: run ./build.sh setup"
    grep -v '^//# sourceMappingURL=' "$peerjs" > "$DIST/vendor/peerjs.min.js"
    cp "$ROOT/node_modules/peerjs/LICENSE" "$DIST/vendor/peerjs.LICENSE.txt"
    # nostr-tools: the Nostr client (one classic script that sets window.NostrTools), which
    # assets/relays.mjs loads only for a game whose turns travel through relays; its licence beside it.
    local nostr="$ROOT/node_modules/nostr-tools/lib/nostr.bundle.js"
    [ -f "$nostr" ] || die "node_modules/nostr-tools/lib/nostr.bundle.js is missing: run ./build.sh setup"
    grep -v '^//# sourceMappingURL=' "$nostr" > "$DIST/vendor/nostr.bundle.js"
    cp "$ROOT/node_modules/nostr-tools/LICENSE" "$DIST/vendor/nostr.LICENSE.txt"

    # The engine's sources as one zip (mingtable/... at the zip root), from which make_bytecode
    # makes dist/app.zip. The snapshot is made from that; a start without the snapshot has
    # assets/loader.mjs unpack it into Pyodide's working directory, which is on sys.path.
    # mingtable/rl (research, needs PettingZoo and OpenSpiel) is no part of the app and stays out.
    local srcdir
    srcdir="$(mktemp -d)"
    "$python" - "$ROOT/py" "$srcdir/app-src.zip" <<'PYEOF'
import os, sys, zipfile
src, out = sys.argv[1], sys.argv[2]
pkg = os.path.join(src, "mingtable")
names = []
for d, dirs, files in os.walk(pkg):
    dirs[:] = sorted(x for x in dirs if x != "__pycache__" and not (d == pkg and x == "rl"))
    for name in sorted(files):
        if name.endswith((".pyc", ".pyo")):
            continue
        names.append(os.path.join(d, name))
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
    for path in names:
        info = zipfile.ZipInfo(os.path.relpath(path, src).replace(os.sep, "/"), (2020, 1, 1, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        info.external_attr = 0o644 << 16
        with open(path, "rb") as fh:
            z.writestr(info, fh.read())
print(f"[build.sh] engine sources: {len(names)} files", file=sys.stderr)
PYEOF

    make_font "$python"
    make_bytecode "$python" "$srcdir/app-src.zip"
    rm -rf "$srcdir"
    make_snapshot "$python"

    # The PyScript entry script.
    if [ -f "$ROOT/py/main.py" ]; then
        cp "$ROOT/py/main.py" "$DIST/main.py"
    fi

    # PyScript config. "interpreter" resolves against the page URL (dist/index.html). It is
    # assets/loader.mjs: the local Pyodide, started from the memory snapshot when it can be,
    # which also puts the engine's files in place (so no "files" here).
    cat > "$DIST/pyscript.json" <<'JSONEOF'
{
  "interpreter": "./assets/loader.mjs"
}
JSONEOF

    write_service_worker "$python"
    log "built $DIST ($(du -sh "$DIST" | cut -f1))"
}

make_font() {
    # dist/assets/fonts/noto-serif-tc-app.woff2: Noto Serif TC (@fontsource/noto-serif-tc) cut
    # to the Han characters the app's files contain (tools/subset_font.py, fontTools), so
    # trigrams and kingdom names show on a system without a Chinese font; its licence (SIL OFL
    # 1.1) beside it. Kept in .cache/ under a hash of the characters.
    local python="$1"
    local pkg="$ROOT/node_modules/@fontsource/noto-serif-tc"
    [ -f "$pkg/unicode.json" ] || die "node_modules/@fontsource/noto-serif-tc is missing: run ./build.sh setup"
    "$python" -c "import fontTools, brotli" 2>/dev/null || die "fonttools or brotli is missing: run ./build.sh setup"
    "$python" "$ROOT/tools/subset_font.py" "$ROOT" "$pkg" "$DIST/assets/fonts/noto-serif-tc-app.woff2" \
        "$CACHE" </dev/null || die "cutting the Chinese font failed"
    cp "$pkg/LICENSE" "$DIST/assets/fonts/OFL.txt"
}

hash_files() {
    # The first 16 hex digits of a SHA-256 over the SHA-256 of each file named.
    local python="$1"
    shift
    "$python" - "$@" <<'PYEOF'
import hashlib, sys
h = hashlib.sha256()
for path in sys.argv[1:]:
    with open(path, "rb") as fh:
        h.update(hashlib.sha256(fh.read()).digest())
print(h.hexdigest()[:16])
PYEOF
}

make_bytecode() {
    # dist/app.zip (the engine as bytecode, PyScript's package compiled) and
    # dist/pyodide/python_stdlib.zip (the standard library modules the app can import, as
    # bytecode), compiled in Node by the pinned Pyodide (tools/make_bytecode.mjs). Kept in
    # .cache/ under a hash of what they are made from.
    local python="$1" srczip="$2"
    local key cache
    local stdlib="$ROOT/node_modules/@pyscript/core/src/stdlib/pyscript.js"
    [ -f "$stdlib" ] || die "@pyscript/core has no src/stdlib/pyscript.js (PyScript's Python package)"
    key="$(hash_files "$python" "$srczip" "$ROOT/py/main.py" "$stdlib" "$ROOT/tools/make_bytecode.mjs" \
        "$ROOT/tools/reproducible.mjs" "$ROOT/node_modules/pyodide/pyodide.asm.wasm" \
        "$ROOT/node_modules/pyodide/pyodide.asm.mjs" "$ROOT/node_modules/pyodide/pyodide.mjs" \
        "$ROOT/node_modules/pyodide/python_stdlib.zip")"
    cache="$CACHE/bytecode-$key"
    if [ ! -d "$cache" ]; then
        mkdir -p "$CACHE"
        rm -rf "$CACHE"/bytecode-*
        mkdir -p "$cache.tmp"
        node "$ROOT/tools/make_bytecode.mjs" "$srczip" "$stdlib" "$ROOT/py/main.py" "$cache.tmp/app.zip" \
            "$cache.tmp/python_stdlib.zip" </dev/null 2> >(tail -c 4000 >&2) \
            || die "compiling the bytecode failed"
        mv "$cache.tmp" "$cache"
    fi
    cp "$cache/app.zip" "$DIST/app.zip"
    cp "$cache/python_stdlib.zip" "$DIST/pyodide/python_stdlib.zip"
}

make_snapshot() {
    # dist/snapshot-<key>.bin: a Pyodide memory snapshot with the engine imported, restored by
    # dist/assets/loader.mjs. <key> hashes everything the snapshot depends on (app.zip and the
    # standard library zip of dist/, i.e. py/mingtable and PyScript's package; the Pyodide
    # runtime; the snapshot scripts), so a page never asks for a snapshot of another engine.
    # Made in Node with the pinned Pyodide (~5 s), kept in .cache/.
    local python="$1"
    local key cache out bytes
    [ -f "$DIST/assets/loader.mjs" ] || die "assets/loader.mjs is missing"
    key="$(hash_files "$python" "$DIST/app.zip" "$DIST/pyodide/python_stdlib.zip" "$ROOT/tools/make_snapshot.mjs" \
        "$ROOT/tools/reproducible.mjs" "$ROOT/node_modules/pyodide/pyodide.asm.wasm" \
        "$ROOT/node_modules/pyodide/pyodide.asm.mjs" "$ROOT/node_modules/pyodide/pyodide.mjs")"
    cache="$CACHE/snapshot-$key.bin"
    if [ ! -f "$cache" ]; then
        mkdir -p "$CACHE"
        rm -f "$CACHE"/snapshot-*.bin
        node "$ROOT/tools/make_snapshot.mjs" "$DIST/app.zip" "$DIST/pyodide/python_stdlib.zip" "$cache.tmp" \
            </dev/null 2> >(tail -c 4000 >&2) || die "making the Pyodide memory snapshot failed"
        mv "$cache.tmp" "$cache"
    fi
    out="snapshot-$key.bin"
    cp "$cache" "$DIST/$out"
    bytes="$(wc -c <"$DIST/$out" | tr -d ' ')"
    sed -i -e "s|__MINGTABLE_SNAPSHOT__|../$out|" -e "s|__MINGTABLE_SNAPSHOT_BYTES__|$bytes|" \
        "$DIST/assets/loader.mjs"
    log "$out: $bytes bytes"
}

write_service_worker() {
    # dist/sw.js = the build version (a hash of every file of dist/ and its name), the list of
    # those files to cache at install, the files cached only once a page uses them (the relay
    # and PeerJS clients: only a game through relays or a signaling server needs them, and
    # those need the network anyway), then assets/sw.js. Last step of the build: the list must
    # be complete.
    local python="$1"
    [ -f "$ROOT/assets/sw.js" ] || die "assets/sw.js is missing"
    rm -f "$DIST/assets/sw.js" "$DIST/sw.js"
    "$python" - "$DIST" "$ROOT/assets/sw.js" <<'PYEOF'
import hashlib, json, os, sys
dist, template = sys.argv[1], sys.argv[2]
files = []
for d, dirs, names in os.walk(dist):
    dirs.sort()
    for name in sorted(names):
        files.append(os.path.relpath(os.path.join(d, name), dist).replace(os.sep, "/"))
digest = hashlib.sha256()
for rel in files:
    digest.update(rel.encode() + b"\0")
    with open(os.path.join(dist, rel), "rb") as fh:
        digest.update(hashlib.sha256(fh.read()).digest())
version = digest.hexdigest()[:16]
on_use = ["vendor/nostr.bundle.js", "vendor/peerjs.min.js"]
missing = [f for f in on_use if f not in files]
if missing:
    sys.exit(f"[build.sh] sw.js: {missing} not in dist/")
urls = ["./"] + ["./" + f for f in files if f not in on_use]
with open(template, encoding="utf-8") as fh:
    body = fh.read()
with open(os.path.join(dist, "sw.js"), "w", encoding="utf-8") as out:
    out.write(f"const VERSION = {json.dumps(version)};\n")
    out.write(f"const FILES = {json.dumps(urls)};\n")
    out.write(f"const ON_USE = {json.dumps(['./' + f for f in on_use])};\n")
    out.write(body)
print(f"[build.sh] sw.js: version {version}, {len(urls)} URLs precached, {len(on_use)} cached on use", file=sys.stderr)
PYEOF
}

serve() {
    setup
    build
    echo "Ming Table: http://$HOST:$PORT/  (Ctrl-C to stop)"
    exec python3 -m http.server --bind "$HOST" "$PORT" --directory "$DIST"
}

run_tests() {
    # With no arguments: the unit tests, then the browser tests, each on every core
    # (pytest-xdist; the browser tests that play whole games first, tests/e2e/conftest.py). A
    # browser test whose page crashed (Chromium's "Target crashed", or "Page crashed" during a
    # navigation: the browser's own failure, not the app's; an error or a failed assertion is
    # never run again) runs once more, and the
    # summary counts it as "rerun". Each part prints its ten slowest tests (docs/benchmarks.md).
    # With arguments: one pytest run of those.
    setup
    build
    if [ $# -gt 0 ]; then
        "$PY" -m pytest -q "$@" </dev/null
        return
    fi
    local status=0 start
    start=$SECONDS
    "$PY" -m pytest -q -n auto --dist worksteal --durations=10 tests/unit </dev/null || status=$?
    log "unit tests: $((SECONDS - start)) s"
    start=$SECONDS
    "$PY" -m pytest -q -n auto --dist worksteal --durations=10 --reruns 1 --only-rerun "Target crashed" --only-rerun "Page crashed" \
        tests/e2e </dev/null || status=$?
    log "browser tests: $((SECONDS - start)) s"
    return "$status"
}

bench() {
    setup
    build
    "$PY" -m mingtable bench
    "$PY" -m mingtable.rl.bench
    "$PY" "$ROOT/tests/bench/link_lengths.py"
    "$PY" "$ROOT/tests/bench/browser_bench.py"
    "$PY" "$ROOT/tests/bench/first_visit.py"
    "$PY" "$ROOT/tests/bench/memory.py"
    "$PY" "$ROOT/tests/bench/live_latency.py"
    "$PY" "$ROOT/tests/bench/relay_latency.py"
    "$PY" "$ROOT/tests/bench/open_link.py"
}

screenshots() {
    # PNGs of the main screens for docs/screenshots/ (tools/screenshots.py); not part of CI.
    setup
    build
    "$PY" "$ROOT/tools/screenshots.py" </dev/null
}

usage() {
    sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'
}

cmd="${1:-}"
[ $# -gt 0 ] && shift
case "$cmd" in
    setup) setup ;;
    build) build ;;
    serve) serve ;;
    test) run_tests "$@" ;;
    bench) bench ;;
    screenshots) screenshots ;;
    -h|--help|help) usage ;;
    *) usage >&2; exit 2 ;;
esac
