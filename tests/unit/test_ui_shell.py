"""index.html carries the static board and game list that paint before Python is ready."""

from __future__ import annotations

import re
from pathlib import Path

from mingtable.ui.shell import refresh

INDEX = Path(__file__).resolve().parents[2] / "index.html"


def test_static_markup_is_up_to_date() -> None:
    html = INDEX.read_text(encoding="utf-8")
    assert refresh(html) == html, "run: python -m mingtable.ui.shell index.html"


def test_page_shell_contract() -> None:
    html = INDEX.read_text(encoding="utf-8")
    for needle in ('<link rel="icon" href="data:,">', "./pyscript/core.css",
                   '<script type="module" src="./pyscript/core.js">',
                   '<script type="py" src="./main.py" config="./pyscript.json">',
                   "./assets/mingtable.js", 'data-engine="loading"', "Engine loading", 'role="alert"',
                   'role="dialog"'):
        assert needle in html, needle
    assert html.index("./assets/mingtable.js") < html.index("./pyscript/core.js")
    # Python starts loading beside PyScript, not after it (assets/loader.mjs, docs/architecture.md).
    assert html.index('<script type="module" src="./assets/loader.mjs">') < html.index("./pyscript/core.js")
    assert html.count('class="district"') == 18


def _csp(html: str) -> dict[str, list[str]]:
    """The directives of the page's Content-Security-Policy meta tag."""
    found = re.findall(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">', html)
    assert len(found) == 1, "index.html needs exactly one CSP meta tag"
    policy: dict[str, list[str]] = {}
    for part in found[0].split(";"):
        name, *sources = part.split()
        policy[name] = sources
    return policy


def test_content_security_policy_is_strict_and_local() -> None:
    html = INDEX.read_text(encoding="utf-8")
    policy = _csp(html)
    # Before anything it governs.
    meta = html.index("Content-Security-Policy")
    assert meta < html.index("<link") and meta < html.index("<script")
    assert policy["default-src"] == ["'self'"]
    assert policy["object-src"] == ["'none'"] and policy["base-uri"] == ["'none'"]
    # 'self', and WebSockets to a live game's signaling server, which the person types in (ui/signaling.py)
    assert policy["connect-src"] == ["'self'", "ws:", "wss:"]
    # Measured (docs/architecture.md): Pyodide needs wasm compilation, PyScript string eval; no inline script.
    assert sorted(policy["script-src"]) == ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]
    assert policy["style-src"] == ["'self'"] and policy["style-src-attr"] == ["'unsafe-inline'"]
    assert policy["img-src"] == ["'self'", "data:"]
    # No other host, no wildcard, no scheme but data: for the favicon and ws:/wss: for the signaling server.
    for name, sources in policy.items():
        for source in sources:
            assert source.startswith("'") or (name == "img-src" and source == "data:") \
                or (name == "connect-src" and source in ("ws:", "wss:")), (name, source)
    assert "frame-ancestors" not in policy  # ignored in a meta tag: a server header's job


def test_every_shell_text_is_in_the_table_of_both_languages() -> None:
    import json

    from mingtable.ui.shell import shell_table
    from mingtable.ui.texts import SHELL_KEYS

    html = INDEX.read_text(encoding="utf-8")
    found = re.findall(r'<script type="application/json" id="mt-shell">(.*?)</script>', html, re.S)
    assert len(found) == 1 and "<" not in found[0]
    table = json.loads(found[0])
    assert table == shell_table()
    marked = set(re.findall(r'data-t(?:-aria-label|-title)?="([^"]+)"', html))
    assert marked and marked <= set(SHELL_KEYS) | {"shell.board"}
    for lang in ("en", "de"):
        assert marked <= set(table[lang]), lang
    # The English markup carries the English texts the table names.
    for key, text in re.findall(r'data-t="([^"]+)">([^<]*)<', html):
        assert table["en"][key] == text.replace("&amp;", "&"), key
