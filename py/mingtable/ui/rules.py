"""The rules pages in the app: ``games/<game>/rules_<lang>.md`` as HTML.

The pages use a small markdown subset, and :func:`render_markdown` renders exactly that:
``##`` / ``###`` headings with a fixed id (``## Set-up {#setup}``, the same ids in both
languages, so a help button can open either page at the rule a prompt applies), paragraphs,
``-`` and ``1.`` lists, ``**bold**``, ``*italic*`` and pipe tables. Everything else is text:
every character of the file is escaped, nothing of it becomes markup by accident.
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources
from typing import Any

import mingtable

from .. import games
from ..i18n import DEFAULT_LANG, LANGS, PSEUDO, T, tr
from ..markup import attrs, esc
from . import texts as _texts  # noqa: F401 - registers the ui.* texts

ID_PREFIX = "rules-"
_HEADING = re.compile(r"^(#{2,3})\s+(.*?)(?:\s*\{#([A-Za-z0-9_-]+)\})?\s*$")
_ORDERED = re.compile(r"^\d+\.\s+")
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_ITALIC = re.compile(r"\*(.+?)\*")
_TAGS = re.compile(r"(<[^>]+>)")
_RULE_ROW = re.compile(r"^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")


def _inline(text: str, mark: bool) -> str:
    """Escaped text with **bold** and *italic* (``mark``: each run of text wrapped in ⟦…⟧, the
    pseudo-locale)."""
    html = _ITALIC.sub(r"<em>\1</em>", _BOLD.sub(r"<strong>\1</strong>", esc(text.strip())))
    if mark:
        html = "".join(part if part.startswith("<") or not part.strip() else f"⟦{part}⟧" for part in _TAGS.split(html))
    return html


def _cells(line: str) -> list[str]:
    inner = line.strip()
    inner = inner[1:] if inner.startswith("|") else inner
    inner = inner[:-1] if inner.endswith("|") else inner
    return [c.strip() for c in inner.split("|")]


def render_markdown(text: str, mark: bool = False) -> str:
    """HTML of a rules page. Headings ``##`` become ``<h3>``, ``###`` ``<h4>`` (the dialog's
    title is the ``<h2>``); a heading's ``{#id}`` becomes ``id="rules-<id>"``."""
    out: list[str] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
            continue
        heading = _HEADING.match(line)
        if heading:
            level = len(heading.group(1)) + 1
            anchor = f' id="{ID_PREFIX}{heading.group(3)}"' if heading.group(3) else ""
            out.append(f"<h{level}{anchor}>{_inline(heading.group(2), mark)}</h{level}>")
            i += 1
            continue
        for marker, tag in ((re.compile(r"^-\s+"), "ul"), (_ORDERED, "ol")):
            if marker.match(line):
                items = []
                while i < len(lines) and marker.match(lines[i]):
                    items.append(f"<li>{_inline(marker.sub('', lines[i], count=1), mark)}</li>")
                    i += 1
                out.append(f"<{tag}>{''.join(items)}</{tag}>")
                break
        else:
            if line.lstrip().startswith("|"):
                rows = []
                while i < len(lines) and lines[i].lstrip().startswith("|"):
                    rows.append(lines[i])
                    i += 1
                out.append(_table(rows, mark))
                continue
            para = []
            while i < len(lines) and lines[i].strip() and not _starts_block(lines[i]):
                para.append(lines[i].strip())
                i += 1
            out.append(f"<p>{_inline(' '.join(para), mark)}</p>")
    return "\n".join(out)


def _starts_block(line: str) -> bool:
    return bool(_HEADING.match(line) or re.match(r"^-\s+", line) or _ORDERED.match(line) or line.lstrip().startswith("|"))


def _table(rows: list[str], mark: bool) -> str:
    head: list[str] = []
    if len(rows) > 1 and _RULE_ROW.match(rows[1].strip()):
        head, rows = _cells(rows[0]), rows[2:]
    head_cells = "".join(f'<th scope="col">{_inline(c, mark)}</th>' for c in head)
    thead = f"<thead><tr>{head_cells}</tr></thead>" if head else ""
    body = "".join("<tr>" + "".join(f"<td>{_inline(c, mark)}</td>" for c in _cells(r)) + "</tr>" for r in rows)
    return f'<table class="rules-table">{thead}<tbody>{body}</tbody></table>'


@lru_cache(maxsize=8)
def rules_text(game_id: str, lang: str) -> str | None:
    """The markdown of a game's rules page in ``lang`` (English for the pseudo-locale), or None."""
    game = games.REGISTRY.get(game_id)
    if game is None:
        return None
    name = f"rules_{lang if lang in LANGS else DEFAULT_LANG}.md"
    try:
        return resources.files(game.package).joinpath(name).read_text(encoding="utf-8")
    except OSError:
        return None


def headings(text: str) -> list[tuple[str, str]]:
    """``(id, title)`` of the ``##`` headings with an id (the page's contents)."""
    found = []
    for line in text.splitlines():
        m = _HEADING.match(line)
        if m and len(m.group(1)) == 2 and m.group(3):
            found.append((m.group(3), m.group(2).strip()))
    return found


def render_rules(game_id: str, lang: str = DEFAULT_LANG) -> tuple[str, str]:
    """``(title, body)`` of the rules dialog of ``game_id``: its contents (buttons that jump to a
    section) and the page."""
    title = tr(T("ui.rules.title", title=mingtable.title(game_id)), lang)
    text = rules_text(game_id, lang)
    if text is None:
        return title, f"<p>{esc(tr(T('ui.rules.missing', title=mingtable.title(game_id)), lang))}</p>"
    mark = lang == PSEUDO
    links = "".join(f'<li><button{attrs(type="button", class_="link", data_ui="rules-goto", data_arg=hid)}>'
                    f"{_inline(name, mark)}</button></li>" for hid, name in headings(text))
    contents = (f'<nav class="rules-contents" aria-labelledby="rules-contents-title"><h3 id="rules-contents-title">'
                f'{esc(tr(T("ui.rules.contents"), lang))}</h3><ul>{links}</ul></nav>')
    return title, contents + render_markdown(text, mark)


def parse_target(arg: Any, fallback: str | None) -> tuple[str | None, str | None]:
    """``"<game>#<heading id>"`` (or ``"<game>"``, or nothing: ``fallback``) as (game, heading id)."""
    text = str(arg) if isinstance(arg, str) and arg else (fallback or "")
    game, _, anchor = text.partition("#")
    game = game or (fallback or "")
    if game not in mingtable.GAMES:
        return None, None
    return game, anchor if re.fullmatch(r"[A-Za-z0-9_-]{1,60}", anchor) else None
