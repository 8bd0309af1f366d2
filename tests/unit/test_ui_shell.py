"""index.html carries the static board and game list that paint before Python is ready."""

from __future__ import annotations

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
    assert html.count('class="district"') == 18
