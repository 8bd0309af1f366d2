"""Keep index.html's static markup (board skeleton, game list) in step with the Python renderers.

index.html paints before Python is ready, so it carries a copy of the static board and of
the game list. ``python -m mingtable.ui.shell index.html`` rewrites the marked blocks;
tests/unit/test_ui_shell.py fails when the copy is stale.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from mingtable.games.ming_dynastie.render import render_static

from .games import catalogue
from .screens import render_games

BLOCKS = {
    "board": lambda: render_static(),
    "games": lambda: render_games(catalogue()).replace(
        'type="button" class="btn primary"', 'type="button" disabled class="btn primary"'),
}


def _pattern(name: str) -> re.Pattern[str]:
    return re.compile(rf"(<!-- {name}:begin -->)(.*?)(<!-- {name}:end -->)", re.S)


def refresh(html: str) -> str:
    """``html`` with every marked block replaced by freshly rendered markup."""
    for name, make in BLOCKS.items():
        pattern = _pattern(name)
        if not pattern.search(html):
            raise ValueError(f"index.html has no <!-- {name}:begin --> ... <!-- {name}:end --> block")
        markup = make()
        html = pattern.sub(lambda m: m.group(1) + markup + m.group(3), html)
    return html


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    path = Path(args[0] if args else "index.html")
    text = path.read_text(encoding="utf-8")
    new = refresh(text)
    if new != text:
        path.write_text(new, encoding="utf-8")
        print(f"updated {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
