"""Every text the page shows comes from the catalogue: the page in the pseudo-locale ``qps``
(``?lang=qps``, a test locale only) wraps each catalogue text in ⟦…⟧, so any visible text node,
aria-label, title or placeholder with a letter outside ⟦…⟧ (player names aside) bypassed it.

One walk over every screen (home, set-up of each playable game, each in play with and without the
curtain, Show my cards, the share box, a rules page, the game-over box of a loaded game, the saved games) collects what is
found per screen and region: ``app`` is the page around the games, ``game`` what the game's
renderer draws (board, panel, tray, recent events, game-over box, log).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from support import non_local, wait_ready

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
NAMES = ["Ann", "Ben", "Cy", "Jan", "Timo", "Alice", "Shao"]  # the last four: the Yin Yang records loaded
GAME_PARTS = ["#board", "#panel", "#tray", "#recent", "#over-body", "#log"]

# Texts outside ⟦…⟧ under ``roots`` (minus ``exclude``), on visible elements only.
FIND = """([roots, exclude, names, withTitle]) => {
  const bad = [];
  const clean = (text) => {
    let rest = text, before;
    do { before = rest; rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ""); } while (rest !== before);
    for (const name of names) rest = rest.split(name).join("");
    return rest;
  };
  const check = (text, where) => { if (/\\p{L}/u.test(clean(text))) bad.push(where + ": " + text.trim().slice(0, 100)); };
  const shown = (el) => {
    if (el.closest("option, optgroup")) el = el.closest("select") || el;
    if (el.closest("title")) el = el.closest("title").parentElement;
    return el.checkVisibility({checkVisibilityCSS: true});
  };
  const skip = (el) => el.closest("script, style") || exclude.some((sel) => el.closest(sel));
  for (const sel of roots) {
    for (const root of document.querySelectorAll(sel)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const mixed = new Set();  // a message with markup inside (dice in a log line) spans several text nodes
      while (walker.nextNode()) {
        const el = walker.currentNode.parentElement;
        if (!el || skip(el) || !shown(el)) continue;
        if (el.children.length === 0) check(walker.currentNode.textContent, el.tagName.toLowerCase());
        else if (!mixed.has(el)) {  // its own text nodes, read together
          mixed.add(el);
          const own = Array.from(el.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE);
          check(own.map((n) => n.textContent).join(""), el.tagName.toLowerCase());
        }
      }
      for (const el of [root, ...root.querySelectorAll("[aria-label], [title], [placeholder]")]) {
        if (skip(el) && el !== root || !shown(el)) continue;
        for (const attr of ["aria-label", "title", "placeholder"]) {
          if (el.hasAttribute(attr)) check(el.getAttribute(attr), attr);
        }
      }
    }
  }
  if (withTitle) check(document.title, "document.title");
  return bad;
}"""

SCREENS = ["home", "rules", "setup-ming-dynastie", "setup-ming-voyages", "setup-confucius", "play-ming-dynastie-own-cards",
           "play-ming-dynastie", "play-confucius-curtain", "play-confucius", "over-confucius",
           "setup-yin-yang", "play-yin-yang-curtain", "play-yin-yang", "play-yin-yang-action", "over-yin-yang", "over-yin-yang-solo",
           "share", "play-ming-voyages", "play-ming-voyages-curtain", "over-ming-dynastie", "over-ming-voyages", "saves", "saves-delete",
           "play-ming-dynastie-text-and-choices", "scoring-ming-dynastie"]
GAME_SCREENS = [s for s in SCREENS if s.startswith(("play-", "over-", "share"))]


def _found(page: Page) -> dict[str, list[str]]:
    return {
        "app": page.evaluate(FIND, [["body"], GAME_PARTS, NAMES, True]),
        "game": page.evaluate(FIND, [GAME_PARTS, [], NAMES, False]),
    }


def _curtain(page: Page) -> bool:
    return page.locator("#curtain").is_visible()


def _walk(page: Page) -> dict[str, dict[str, list[str]]]:
    found: dict[str, dict[str, list[str]]] = {}
    home = page.locator('.toolbar [data-ui="home"]')
    found["home"] = _found(page)
    page.locator('#games [data-ui="rules"][data-arg="ming-voyages"]').click()
    expect(page.locator("#rules")).to_be_visible()
    found["rules"] = _found(page)
    page.locator("#rules-close").click()
    for game in ("ming-dynastie", "ming-voyages", "confucius", "yin-yang"):
        page.locator(f'#games [data-ui="new"][data-arg="{game}"]').click()
        expect(page.locator("#screen-setup")).to_be_visible()
        found[f"setup-{game}"] = _found(page)
        home.click()
    # Ming-Dynastie hot-seat: placing is public, the decider shows their cards on demand.
    page.evaluate("MingTable.newGame({game: 'ming-dynastie', seed: 5, players: [{name: 'Ann'}, {name: 'Ben'}]})")
    for _ in range(3):
        page.locator("#board [data-action], #panel [data-action]").first.click()
    assert not _curtain(page)
    found["play-ming-dynastie"] = _found(page)
    page.locator("#own-cards-btn").click()
    expect(page.locator("#panel .hand")).to_have_count(1)
    found["play-ming-dynastie-own-cards"] = _found(page)
    page.locator("#btn-board-text").click()  # the board as text and the list of choices, open
    expect(page.locator("#board-text")).to_be_visible()
    page.locator("#choices > summary").click()
    expect(page.locator("#choices button[data-choice]").first).to_be_visible()
    found["play-ming-dynastie-text-and-choices"] = _found(page)
    page.locator("#btn-board-text").click()
    page.locator('[data-ui="share"]').click()
    expect(page.locator("#share-url")).to_be_visible()
    found["share"] = _found(page)
    page.evaluate("MingTable.newGame({game: 'ming-voyages', seed: 2, players: [{name: 'Ann'}]})")
    found["play-ming-voyages"] = _found(page)
    page.evaluate("MingTable.newGame({game: 'ming-voyages', seed: 2, players: [{name: 'Ann'}, {name: 'Ben'}]})")
    assert _curtain(page)
    found["play-ming-voyages-curtain"] = _found(page)
    page.evaluate("MingTable.newGame({game: 'confucius', seed: 4, players: [{name: 'Ann'}, {name: 'Ben'}, {name: 'Cy'}]})")
    assert _curtain(page)
    found["play-confucius-curtain"] = _found(page)
    page.locator("#curtain-btn").click()
    expect(page.locator(".cf-hand")).to_have_count(1)
    found["play-confucius"] = _found(page)
    # Yin Yang hot-seat: the curtain, then the oracle's splits and later the action phase
    page.evaluate("MingTable.newGame({game: 'yin-yang', seed: 3, players: [{name: 'Ann'}, {name: 'Ben'}]})")
    assert _curtain(page)
    found["play-yin-yang-curtain"] = _found(page)
    page.locator("#curtain-btn").click()
    for _ in range(3):  # both start cities, the disaster stone: the oracle comes
        page.evaluate("() => MingTable.apply(MingTable.state().legalActions[0].id)")
        if _curtain(page):
            page.locator("#curtain-btn").click()
    expect(page.locator("#board .yy-split").first).to_be_visible()
    found["play-yin-yang"] = _found(page)
    for _ in range(2):
        page.evaluate("() => MingTable.apply(MingTable.state().legalActions[0].id)")
        if _curtain(page):
            page.locator("#curtain-btn").click()
    found["play-yin-yang-action"] = _found(page)
    for game, fixture in (("ming-dynastie", "ming-dynastie-2p-greedy.json"), ("ming-voyages", "ming-voyages-2p-greedy.json"),
                          ("confucius", "confucius-3p-random.json"), ("yin-yang", "yin-yang-4p-greedy.json"),
                          ("yin-yang-solo", "yin-yang-solo-greedy.json")):
        page.evaluate("(record) => MingTable.load(record)", json.loads((FIXTURES / fixture).read_text(encoding="utf-8")))
        expect(page.locator("#over")).to_be_visible()
        found[f"over-{game}"] = _found(page)
    record = json.loads((FIXTURES / "ming-dynastie-2p-greedy.json").read_text(encoding="utf-8"))
    page.evaluate("(record) => MingTable.load(record)", {**record, "actions": record["actions"][:90]})
    page.evaluate("(id) => MingTable.apply(id)", record["actions"][90])  # the scoring after round 2
    expect(page.locator("#scoring")).to_be_visible()
    found["scoring-ming-dynastie"] = _found(page)
    page.locator("#scoring-close").click()
    home.click()
    expect(page.locator("#saves .save")).to_have_count(11)
    found["saves"] = _found(page)
    page.locator("#saves .save").first.get_by_role("button").last.click()  # Delete: the question
    expect(page.locator("#delete-question")).to_be_visible()
    found["saves-delete"] = _found(page)
    return found


@pytest.fixture(scope="module")
def pseudo_walk(browser: Browser, app_url: str) -> Iterator[dict[str, dict[str, list[str]]]]:
    context = browser.new_context()
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    page = context.new_page()
    page.goto(app_url + "?lang=qps")
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "en-XA"
    found = _walk(page)
    context.close()
    assert not non_local(requests)
    yield found


@pytest.mark.parametrize("screen", SCREENS)
def test_the_app_chrome_is_in_the_catalogue(pseudo_walk: dict[str, dict[str, list[str]]], screen: str) -> None:
    assert pseudo_walk[screen]["app"] == []


@pytest.mark.parametrize("screen", GAME_SCREENS)
def test_what_the_games_draw_is_in_the_catalogue(pseudo_walk: dict[str, dict[str, list[str]]], screen: str) -> None:
    assert pseudo_walk[screen]["game"] == []


def test_the_pseudo_locale_is_never_remembered(page: Page, app_url: str) -> None:
    page.goto(app_url + "?lang=qps")
    wait_ready(page)
    assert page.evaluate("localStorage.getItem('mingtable.lang')") is None
    page.evaluate("localStorage.setItem('mingtable.lang', 'qps')")
    page.goto(app_url)
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "en"
    expect(page.get_by_role("heading", name="Games", exact=True)).to_be_visible()
