"""Keep index.html's static markup (board skeleton, game list, shell texts) in step with Python.

index.html paints before Python is ready, so it carries a copy of the static board, of the
game list and, for the other languages, a table of the shell's texts
(``<script type="application/json" id="mt-shell">``: language -> key -> text, plus the game
list and board markup where they differ from English), which assets/mingtable.js applies at
once. ``python -m mingtable.ui.shell index.html`` rewrites the marked blocks;
tests/unit/test_ui_shell.py fails when the copy is stale.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from ..i18n import LANGS
from .games import STATIC_GAME, board_attrs, catalogue, render_static
from .screens import render_games
from .texts import shell_texts


def _games(lang: str) -> str:
    """The game list as it paints before Python runs: its buttons wait for the engine."""
    return render_games(catalogue(), lang).replace('type="button" class="btn', 'type="button" disabled class="btn')


def shell_table() -> dict[str, dict[str, str]]:
    """Per language: the shell's texts (``data-t`` keys), the board's label (``shell.board``),
    and the game list (``#games``) and board (``#mt-static``) markup where they differ from English
    (assets/mingtable.js keeps the page's own English markup to switch back to)."""
    table: dict[str, dict[str, str]] = {}
    for lang in LANGS:
        texts = {**shell_texts(lang), "shell.board": board_attrs(STATIC_GAME, lang)[1]}
        for block, make in (("#games", _games), ("#mt-static", lambda lg: render_static(STATIC_GAME, lg))):
            markup = make(lang)
            if markup != make(LANGS[0]):  # the English markup is the page's own
                texts[block] = markup
        table[lang] = texts
    return table


def _table_script() -> str:
    # "<" escaped: the JSON can hold neither "</script>" nor "<!--".
    text = json.dumps(shell_table(), ensure_ascii=False, sort_keys=True, separators=(",", ":")).replace("<", "\\u003c")
    return f'<script type="application/json" id="mt-shell">{text}</script>'


BLOCKS = {
    "board": lambda: render_static(STATIC_GAME, LANGS[0]),
    "games": lambda: _games(LANGS[0]),
    "shell": _table_script,
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
