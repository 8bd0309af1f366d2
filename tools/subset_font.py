"""The app's Chinese font: Noto Serif TC cut down to the characters Ming Table can show.

Run by ``./build.sh build``::

    python tools/subset_font.py ROOT FONTSOURCE_DIR OUT.woff2 CACHE_DIR

- The characters are found at build time: every Han character (and CJK punctuation) written
  in the app's own files, that is the catalogues, data and render modules and rules pages
  of ``py/mingtable``, ``index.html`` and ``assets/`` (``app_han``). A character added to a
  text later is in the next build's font without anyone listing it.
- The font comes from the npm package ``@fontsource/noto-serif-tc`` (pinned in package.json),
  which ships Noto Serif TC (SIL Open Font License 1.1) as about a hundred WOFF2 slices by
  Unicode range. The slices that hold the app's characters are cut to those characters with
  fontTools' subsetter (the engine of ``pyftsubset``) and merged into one WOFF2 file.
- Traditional forms (Noto Serif TC, not SC): the kingdoms, cities and trigrams of Yin Yang
  are written in traditional characters (趙, 齊, 兌, 離), some of which the SC font lacks.
- The result is kept in CACHE_DIR under a hash of the characters, the package's version and
  this script, so a rebuild with the same texts costs nothing.

A character that the font does not have stops the build with its code point.
"""

from __future__ import annotations

import hashlib
import io
import json
import re
import shutil
import sys
from collections.abc import Iterable
from pathlib import Path

# Han ideographs and the CJK punctuation that goes with them (the same ranges as the
# unicode-range of the @font-face in assets/app.css).
HAN_RANGES: tuple[tuple[int, int], ...] = (
    (0x2E80, 0x2FDF),  # CJK radicals, Kangxi radicals
    (0x3000, 0x303F),  # CJK symbols and punctuation
    (0x3400, 0x4DBF),  # extension A
    (0x4E00, 0x9FFF),  # unified ideographs
    (0xF900, 0xFAFF),  # compatibility ideographs
    (0xFF00, 0xFFEF),  # half- and fullwidth forms
    (0x20000, 0x3134F),  # extensions B to G
)

# The files whose text the app can show: the engine's modules and rules pages, the page shell
# and its assets (scripts, styles, manifest).
TEXT_SUFFIXES = {".py", ".md", ".html", ".css", ".js", ".mjs", ".json", ".webmanifest", ".svg"}

WEIGHT = 400


def is_han(ch: str) -> bool:
    """True for a character the Chinese font is for."""
    code = ord(ch)
    return any(lo <= code <= hi for lo, hi in HAN_RANGES)


def text_files(root: Path) -> list[Path]:
    """The app's own text files under ``root`` (a checkout): py/mingtable, index.html, assets/."""
    files: list[Path] = []
    for base in (root / "py" / "mingtable", root / "assets"):
        files += [p for p in base.rglob("*") if p.is_file() and p.suffix in TEXT_SUFFIXES
                  and "__pycache__" not in p.parts]
    index = root / "index.html"
    if index.is_file():
        files.append(index)
    return sorted(files)


def app_han(root: Path) -> str:
    """Every Han character written in the app's files, sorted, once each."""
    found: set[str] = set()
    for path in text_files(root):
        found.update(ch for ch in path.read_text(encoding="utf-8") if is_han(ch))
    return "".join(sorted(found))


def _ranges(spec: str) -> Iterable[tuple[int, int]]:
    """'U+4e00-4e0f,U+4e20' -> (0x4e00, 0x4e0f), (0x4e20, 0x4e20)."""
    for part in spec.split(","):
        part = part.strip()
        if not part.upper().startswith("U+"):
            continue
        lo, _, hi = part[2:].partition("-")
        yield int(lo, 16), int(hi or lo, 16)


def slices_for(package: Path, chars: str) -> dict[Path, str]:
    """Which WOFF2 slice of the package holds which of ``chars`` (from its unicode.json)."""
    table = json.loads((package / "unicode.json").read_text(encoding="utf-8"))
    family = json.loads((package / "metadata.json").read_text(encoding="utf-8"))["id"]
    out: dict[Path, str] = {}
    for key, spec in table.items():
        match = re.fullmatch(r"\[(\d+)\]", key)
        name = match.group(1) if match else key
        ranges = list(_ranges(spec))
        mine = "".join(ch for ch in chars if any(lo <= ord(ch) <= hi for lo, hi in ranges))
        if mine:
            path = package / "files" / f"{family}-{name}-{WEIGHT}-normal.woff2"
            out[path] = out.get(path, "") + mine
    return out


def build_font(package: Path, chars: str) -> bytes:
    """One WOFF2 font holding exactly ``chars`` (and .notdef), cut from the package's slices."""
    from fontTools import subset
    from fontTools.merge import Merger
    from fontTools.ttLib import TTFont

    parts: list[io.BytesIO] = []
    covered: set[str] = set()
    stamps: tuple[int, int] | None = None  # the package's (created, modified): no clock in the output
    for path, mine in sorted(slices_for(package, chars).items()):
        font = TTFont(str(path), recalcTimestamp=False)
        cmap = font.getBestCmap()
        mine = "".join(ch for ch in mine if ord(ch) in cmap)
        if not mine:
            continue
        options = subset.Options()
        options.layout_features = []  # no shaping features: the app sets single characters
        options.hinting = False
        options.name_IDs = ["*"]  # keep the font's names, its copyright and licence notice
        options.name_languages = ["*"]
        options.notdef_outline = True
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=[ord(ch) for ch in mine])
        subsetter.subset(font)
        if stamps is None:
            stamps = (font["head"].created, font["head"].modified)
        font.flavor = None
        buffer = io.BytesIO()
        font.save(buffer)
        buffer.seek(0)
        parts.append(buffer)
        covered.update(mine)
    missing = [ch for ch in chars if ch not in covered]
    if missing:
        names = ", ".join(f"{ch} U+{ord(ch):04X}" for ch in missing)
        raise SystemExit(f"subset_font: {package.name} has no glyph for {names}")
    if not parts:
        raise SystemExit("subset_font: the app shows no Han character")
    merged = Merger().merge(parts) if len(parts) > 1 else TTFont(parts[0])
    # Reproducible: the merger stamps the time; the result keeps the package's dates instead.
    assert stamps is not None
    merged.recalcTimestamp = False
    merged["head"].created, merged["head"].modified = stamps
    merged.flavor = "woff2"
    out = io.BytesIO()
    merged.save(out)
    return out.getvalue()


def cache_key(package: Path, chars: str) -> str:
    """A hash of what the font depends on: the characters, the package version, this script."""
    digest = hashlib.sha256()
    digest.update(chars.encode("utf-8") + b"\0")
    digest.update((package / "package.json").read_bytes())
    digest.update(Path(__file__).read_bytes())
    return digest.hexdigest()[:16]


def main(argv: list[str]) -> int:
    if len(argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    root, package, out, cache_dir = (Path(a) for a in argv)
    chars = app_han(root)
    cached = cache_dir / f"font-{cache_key(package, chars)}.woff2"
    if not cached.is_file():
        cache_dir.mkdir(parents=True, exist_ok=True)
        for old in cache_dir.glob("font-*.woff2"):
            old.unlink()
        data = build_font(package, chars)
        tmp = cached.with_suffix(".tmp")
        tmp.write_bytes(data)
        tmp.replace(cached)
    out.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(cached, out)
    print(f"[build.sh] {out.name}: {len(chars)} characters, {out.stat().st_size} bytes", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
