"""The last-change mark and the light player colours (white, yellow) stand out on the boards:
a contrast ratio (WCAG 2 formula) of at least 3:1 against every colour the boards draw under
them (issue 20, item 3). The colours are read from assets/app.css and the renderers' output."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import mingtable
from mingtable.bots import make_bot
from mingtable.games.confucius import render as CF
from mingtable.games.ming_dynastie import render as MD
from mingtable.games.yin_yang import render as YY
from mingtable.ui import games as G

CSS = (Path(__file__).resolve().parents[2] / "assets" / "app.css").read_text(encoding="utf-8")
HEX = re.compile(r"#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b")
GAMES = ("ming-dynastie", "confucius", "ming-voyages", "yin-yang")


def _rgb(colour: str) -> tuple[float, float, float]:
    h = colour.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))  # type: ignore[return-value]


def luminance(colour: str) -> float:
    """Relative luminance (WCAG 2.x)."""
    def lin(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(c) for c in _rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _blend(colour: str, opacity: float, under: str) -> str:
    top, bottom = _rgb(colour), _rgb(under)
    return "#" + "".join(f"{round(255 * (opacity * t + (1 - opacity) * u)):02x}" for t, u in zip(top, bottom))


def board_fills(game: str) -> set[str]:
    """Every fill colour of the game's static board (with its fill-opacity over the paper)."""
    static = G.render_static(game, "en")
    paper = "#efe0bd"
    out = set()
    for m in re.finditer(r'fill="(#[0-9a-fA-F]{3,6})"(?:[^>]*?fill-opacity="([\d.]+)")?', static):
        colour, opacity = m.group(1), m.group(2)
        out.add(_blend(colour, float(opacity), paper) if opacity else colour.lower())
    return out


def backgrounds(game: str) -> set[str]:
    """The board's areas where pieces and marks stand: its light fills (the dark ones are lines,
    icons and the frame, which nothing stands on)."""
    return {c for c in board_fills(game) if luminance(c) >= 0.25}


def test_the_formula() -> None:
    assert contrast("#000000", "#ffffff") == pytest.approx(21)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert luminance("#efe0bd") > 0.7


def test_the_last_change_mark_stands_out_on_every_board_colour() -> None:
    rule = re.search(r"#board \[data-last\] \{(.*?)\}", CSS, re.S)
    assert rule, "the mark's rule is in assets/app.css"
    rings = re.findall(r"drop-shadow\(([^)]*)\)", rule.group(1))
    colours = [HEX.search(r).group(0) for r in rings if HEX.search(r)]
    assert len(set(colours)) >= 2
    for game in GAMES:
        for bg in board_fills(game):  # every colour, the dark ones too
            best = max(contrast(c, bg) for c in colours)
            assert best >= 3, (game, bg, best)


def _pieces(game: str, players: int, hexes: set[str]) -> list[dict[str, str]]:
    """The attributes of every drawn element filled with one of ``hexes``, along a bot game."""
    m = mingtable.new_game(game, [f"P{i}" for i in range(players)], seed=3)
    bots = [make_bot("random", i) for i in range(players)]
    out = []
    steps = 0
    while m.to_move and steps < 400:
        seat = m.to_move[0]
        if steps % 20 == 0:
            board = G.renderer(game).render(m.view(seat), [], None, lang="en")["board"]
            for tag in re.findall(r"<(?:circle|rect|path|polygon)\b[^>]*>", board):
                fill = re.search(r'fill="([^"]+)"', tag)
                if fill and fill.group(1).lower() in hexes:
                    out.append(dict(re.findall(r'([\w-]+)="([^"]*)"', tag)))
        m.apply(bots[seat].choose(m.view(seat), m.legal_actions(seat)), seat)
        steps += 1
    return out


@pytest.mark.parametrize("game, players, hexes", [
    ("confucius", 5, {CF.COLOUR_HEX["white"], CF.COLOUR_HEX["yellow"]}),
    ("ming-dynastie", 4, {MD.PLAYER_HEX["yellow"]}),
    ("yin-yang", 4, {YY.PLAYER_HEX["yellow"]}),
])
def test_white_and_yellow_pieces_are_outlined_against_the_board(game: str, players: int, hexes: set[str]) -> None:
    pieces = _pieces(game, players, {h.lower() for h in hexes})
    assert pieces, "the light colours are on the board"
    for piece in pieces:
        fill, stroke = piece["fill"], piece.get("stroke", "")
        assert HEX.fullmatch(stroke), piece
        assert float(piece.get("stroke-width", "1")) >= 1, piece
        for bg in backgrounds(game):
            assert max(contrast(fill, bg), contrast(stroke, bg)) >= 3, (game, piece, bg)
