"""What the pseudo-locale tests of the games share: the visible text of markup, and what of a
text is left outside the catalogue's ⟦…⟧ marks."""

from __future__ import annotations

from html.parser import HTMLParser


class _Visible(HTMLParser):
    """Every text a person can see or hear: text nodes (SVG <text> and <title> too) and the
    ``aria-label`` and ``title`` attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.texts += [v for k, v in attrs if k in ("aria-label", "title") and v]

    handle_startendtag = handle_starttag

    def handle_data(self, data: str) -> None:
        if data.strip():
            self.texts.append(data)


def visible_texts(markup: str) -> list[str]:
    parser = _Visible()
    parser.feed(markup)
    parser.close()
    return parser.texts


def outside_catalogue(text: str, names: list[str]) -> str:
    """The letters of ``text`` outside ⟦…⟧ (nested) once player names are taken out: empty
    when everything came from the catalogue."""
    depth, rest = 0, []
    for ch in text:
        if ch == "⟦":
            depth += 1
        elif ch == "⟧":
            depth -= 1
        elif depth == 0:
            rest.append(ch)
    left = "".join(rest)
    for name in names:
        left = left.replace(name, "")
    return "".join(ch for ch in left if ch.isalpha())
