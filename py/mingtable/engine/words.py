"""Small helpers for player-visible English: counts with the right plural, "a" or "an".

Names are never put into a possessive ("Me's hand" reads wrong): write "Hand of Me" or
"Your hand (Me)" instead.
"""

from __future__ import annotations


def plural(n: int, noun: str, nouns: str | None = None) -> str:
    """The noun for ``n`` things: ``plural(1, "card")`` is "card", for 0 or 2 "cards"."""
    return noun if n == 1 else (nouns or noun + "s")


def count(n: int, noun: str, nouns: str | None = None) -> str:
    """``n`` and its noun: "1 card", "0 cards", "3 figures"."""
    return f"{n} {plural(n, noun, nouns)}"


def article(phrase: str) -> str:
    """``phrase`` with "a" or "an" in front, by its first letter: "a Rider", "an Ox cart"."""
    first = phrase[:1].lower()
    return f"{'an' if first and first in 'aeiou' else 'a'} {phrase}"
