"""The app's Chinese font (issue 20, item 7): dist/assets/fonts/noto-serif-tc-app.woff2, cut by
tools/subset_font.py to the Han characters the app can show.

Read with fontTools: its character map must hold every Han character of the catalogue (both
languages), of the rules pages and of Yin Yang's boards as drawn, and the characters are found
from the app's files at build time, so a character added later is in the next build's font.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest
from fontTools.ttLib import TTFont

import mingtable
import mingtable.ui.texts  # noqa: F401 - registers the ui.* catalogue
from mingtable.i18n import catalogue
from mingtable.ui.rules import rules_text
from mingtable.games.yin_yang import render as yy_render

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
FONT = DIST / "assets" / "fonts" / "noto-serif-tc-app.woff2"
LICENCE = DIST / "assets" / "fonts" / "OFL.txt"


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("subset_font", ROOT / "tools" / "subset_font.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


subset_font = _tool()


@pytest.fixture(scope="module")
def font_chars() -> set[str]:
    if not FONT.is_file():
        pytest.fail(f"{FONT} is missing: run ./build.sh build", pytrace=False)
    return {chr(code) for code in TTFont(str(FONT)).getBestCmap()}


def _han(text: str) -> set[str]:
    return {ch for ch in text if subset_font.is_han(ch)}


def test_the_font_holds_exactly_the_han_characters_of_the_app(font_chars: set[str]) -> None:
    wanted = set(subset_font.app_han(ROOT))
    assert "乾" in wanted and "趙" in wanted  # a trigram and a kingdom of Yin Yang
    assert wanted == font_chars


def test_every_han_character_of_the_catalogue_and_the_rules_is_in_the_font(font_chars: set[str]) -> None:
    for game in mingtable.GAMES:
        __import__(f"mingtable.games.{game.replace('-', '_')}.texts")
    texts = [text for pair in catalogue().values() for text in pair]
    texts += [rules_text(game, lang) or "" for game in mingtable.GAMES for lang in ("en", "de")]
    shown = set().union(*(_han(t) for t in texts))
    assert shown, "no Han character in the catalogue: the test would prove nothing"
    assert shown <= font_chars, sorted(shown - font_chars)


def test_every_han_character_of_yin_yangs_board_is_in_the_font(font_chars: set[str]) -> None:
    """The kingdoms' and cities' names come from data, not the catalogue: the board as drawn."""
    match = mingtable.new_game("yin-yang", ["Ann", "Ben", "Cy", "Di"], seed=1)
    shown: set[str] = set()
    for lang in ("en", "de"):
        shown |= _han(yy_render.render_static(lang))
        shown |= _han("".join(yy_render.render(match.view(0), match.legal_actions(0), [], lang).values()))
        shown |= _han(yy_render.render_text_view(match.view(0), lang))
    assert {"楚", "秦", "乾", "坤"} <= shown
    assert shown <= font_chars, sorted(shown - font_chars)


def test_a_character_written_later_is_found(tmp_path: Path) -> None:
    """The set is computed from the files, so a new text needs no list to be kept."""
    (tmp_path / "py" / "mingtable" / "games").mkdir(parents=True)
    (tmp_path / "assets").mkdir()
    (tmp_path / "py" / "mingtable" / "games" / "texts.py").write_text('X = ("Ming 明", "Ming 明")\n', encoding="utf-8")
    (tmp_path / "py" / "mingtable" / "games" / "rules_en.md").write_text("# The 鄭 city, « ok » …\n", encoding="utf-8")
    (tmp_path / "assets" / "app.css").write_text("/* 「」 */\n", encoding="utf-8")
    (tmp_path / "index.html").write_text("<p>龍</p>\n", encoding="utf-8")
    (tmp_path / "py" / "mingtable" / "notes.bin").write_text("虎", encoding="utf-8")  # not a text file of the app
    assert subset_font.app_han(tmp_path) == "".join(sorted("明鄭「」龍"))


def test_a_character_the_font_lacks_stops_the_build() -> None:
    package = ROOT / "node_modules" / "@fontsource" / "noto-serif-tc"
    with pytest.raises(SystemExit, match=r"U\+30000"):
        subset_font.build_font(package, "\U00030000")


def test_app_css_declares_the_font_for_the_same_ranges() -> None:
    css = (ROOT / "assets" / "app.css").read_text(encoding="utf-8")
    face = re.search(r"@font-face\s*\{([^}]*)\}", css)
    assert face, "assets/app.css has no @font-face"
    body = face.group(1)
    assert 'font-family: "Ming Table Han"' in body
    assert 'url("fonts/noto-serif-tc-app.woff2") format("woff2")' in body
    assert "font-display: swap" in body
    ranges = re.search(r"unicode-range:\s*([^;]*);", body).group(1)
    parsed = tuple((int(lo, 16), int(hi or lo, 16))
                   for lo, hi in re.findall(r"U\+([0-9A-Fa-f]+)(?:-([0-9A-Fa-f]+))?", ranges))
    assert parsed == subset_font.HAN_RANGES
    assert re.search(r'font-family: "Ming Table Han", "Iowan Old Style"', css)  # the page's first family


def test_the_licence_ships_beside_the_font() -> None:
    assert FONT.is_file() and LICENCE.is_file()
    text = LICENCE.read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in text
    assert FONT.stat().st_size < 100_000  # a cut font, not the whole family
