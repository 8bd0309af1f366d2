"""Screenshots of the main screens of the four games in both languages, for docs/screenshots/.

Run by ``./build.sh screenshots`` (after a build): serves dist/ on 127.0.0.1, drives Debian's
chromium through Playwright (tests/e2e/support.py) and writes PNGs named
``<screen>-<lang>.png`` (1366x768) and ``<screen>-phone-<lang>.png`` (390x844), a replay, a
friend's second device and the creator's box of a game with friends. Every game on
them is played on CPython by greedy bots from a fixed seed and opened in the page with
``MingTable.load``, so the same build gives the same pictures. Not run by CI.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
sys.path.insert(0, str(ROOT / "py"))

import mingtable  # noqa: E402
from mingtable.bots import make_bot  # noqa: E402
from mingtable.i18n import T, tr  # noqa: E402
from mingtable.ui import texts as _texts  # noqa: E402,F401 - registers the ui.* texts
from playwright.sync_api import Page, sync_playwright  # noqa: E402
from support import launch_chromium, serve_dist, wait_ready  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
DESKTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}
LANGS = ("en", "de")


def played(game: str, players: list[str], seed: int, stop: Callable[[mingtable.Match], bool]) -> dict[str, Any]:
    """A game played by greedy bots from ``seed`` until ``stop(match)`` or its end: the record,
    with seat 0 a person and the others bots (so the page shows seat 0's own view)."""
    match = mingtable.new_game(game, players, seed=seed)
    bots = [make_bot("greedy", seed * 10 + i, game) for i in range(len(players))]
    while match.to_move and not stop(match):
        seat = match.to_move[0]
        match.apply(bots[seat].choose(match.view(seat), match.legal_actions(seat)), seat)
    return {**match.record(), "bots": [None] + ["greedy"] * (len(players) - 1)}


def _seat0_decides(match: mingtable.Match) -> bool:
    return match.to_move == [0]


def dynastie_mid(match: mingtable.Match) -> bool:
    view = match.view(None)
    return view["round"] == 3 and view["phase"] == "move" and _seat0_decides(match)


def voyages_mid(match: mingtable.Match) -> bool:
    view = match.view(None)
    return view["stage"] == 2 and (view.get("pending") or {}).get("kind") == "play" and _seat0_decides(match)


def confucius_mid(match: mingtable.Match) -> bool:
    view = match.view(None)
    return view["round"] == 3 and view["phase"] == "actions" and _seat0_decides(match)


def yin_yang_mid(match: mingtable.Match) -> bool:
    return match.view(None)["round"] == 2 and _seat0_decides(match)


GAMES: dict[str, tuple[str, list[str], int, Callable[[mingtable.Match], bool]]] = {
    "ming-dynastie-mid": ("ming-dynastie", ["Anna", "Ben", "Chen"], 7, dynastie_mid),
    "ming-dynastie-over": ("ming-dynastie", ["Anna", "Ben", "Chen"], 7, lambda m: False),
    "ming-voyages-mid": ("ming-voyages", ["Anna", "Ben"], 5, voyages_mid),
    "ming-voyages-over": ("ming-voyages", ["Anna", "Ben"], 5, lambda m: False),
    "confucius-mid": ("confucius", ["Anna", "Ben", "Chen", "Dao"], 7, confucius_mid),
    "confucius-over": ("confucius", ["Anna", "Ben", "Chen", "Dao"], 7, lambda m: False),
    "yin-yang-mid": ("yin-yang", ["Anna", "Ben", "Chen"], 7, yin_yang_mid),
    "yin-yang-over": ("yin-yang", ["Anna", "Ben", "Chen"], 7, lambda m: False),
}


def open_page(page: Page, url: str, lang: str) -> None:
    page.goto(f"{url}?lang={lang}")
    wait_ready(page)


def load(page: Page, record: dict[str, Any]) -> None:
    page.evaluate("record => MingTable.load(record)", record)
    page.wait_for_selector("body[data-screen=play]")


def shoot(page: Page, name: str) -> None:
    path = OUT / f"{name}.png"
    page.screenshot(path=str(path), animations="disabled", caret="hide")
    print(f"  {path.relative_to(ROOT)} ({path.stat().st_size // 1024} KB)")


def replay(browser: Any, url: str, lang: str, record: dict[str, Any]) -> None:
    """A game in progress stepped back to its first half (the replay bar under the board)."""
    context = browser.new_context(viewport=DESKTOP, locale=lang)
    page = context.new_page()
    open_page(page, url, lang)
    load(page, record)
    page.locator("#replay-btn, [data-ui=replay]").first.click()
    page.wait_for_selector("body[data-replay=on]")
    for _ in range(len(record["actions"]) // 2):
        page.locator("#replay-back").click()
    shoot(page, f"replay-{lang}")
    context.close()


def friends(browser: Any, url: str, lang: str) -> None:
    """A game of Ming-Dynastie with a friend: Anna's device invites Ben, Ben's phone opens the
    invitation and sees only his own seat's secrets (a desktop and a phone picture of his side)."""
    host = browser.new_context(viewport=DESKTOP, locale=lang)
    page = host.new_page()
    open_page(page, url, lang)
    page.evaluate("""() => MingTable.newGame({game: 'ming-dynastie', seed: 7,
                      players: [{name: 'Anna'}, {name: 'Ben', remote: true}]})""")
    link = page.evaluate("MingTable.invites()")[0]["link"]
    for viewport, name in ((DESKTOP, f"friends-second-device-{lang}"), (PHONE, f"friends-second-device-phone-{lang}")):
        phone = viewport is PHONE
        guest = browser.new_context(viewport=viewport, locale=lang, device_scale_factor=1, is_mobile=phone,
                                    has_touch=phone)
        other = guest.new_page()
        other.goto(link if "lang=" in link else link.replace("#", f"?lang={lang}#", 1))
        wait_ready(other)
        other.wait_for_selector("body[data-screen=play]")
        shoot(other, name)
        guest.close()
    host.close()


SHARE_STUB = "navigator.share = () => Promise.resolve();"  # a share sheet that closes at once


def newcomer(browser: Any, url: str, lang: str) -> None:
    """The flow a group of friends meets (issue 33), on both screens: the creator's box right
    after the start (the invitations first) and after "Send to" (the box or the phone's sheet
    says it was sent)."""
    for viewport, tail in ((DESKTOP, lang), (PHONE, f"phone-{lang}")):
        phone = viewport is PHONE
        context = browser.new_context(viewport=viewport, locale=lang, device_scale_factor=1, is_mobile=phone, has_touch=phone)
        context.add_init_script(SHARE_STUB)
        page = context.new_page()
        open_page(page, url, lang)
        page.evaluate("""() => MingTable.newGame({game: 'confucius', seed: 4,
                          players: [{name: 'Anna'}, {name: 'Ben', remote: true}, {name: 'Cy', remote: true}]})""")
        page.evaluate("MingTable.invites()")
        shoot(page, f"friends-start-{tail}")
        while page.evaluate("MingTable.state().humanToMove") == 0:
            page.evaluate("id => { MingTable.apply(id); }", page.evaluate("MingTable.state().legalActions[0].id"))
        page.evaluate("MingTable.turnLink()")
        seat = int(page.locator("#friends-box [data-kind=turn]").first.get_attribute("data-seat"))
        send = page.locator("#panel .send-strip .btn" if phone else "#friends-box [data-ui=send-link]").first
        send.tap() if phone else send.click()
        sent = tr(T("ui.friends.sent", who=["Anna", "Ben", "Cy"][seat]), lang)
        page.wait_for_function("(text) => document.body.innerText.includes(text)", arg=sent)
        shoot(page, f"friends-sent-{tail}")
        context.close()


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    records = {name: played(*spec) for name, spec in GAMES.items()}
    with serve_dist() as url, sync_playwright() as playwright:
        browser = launch_chromium(playwright.chromium)
        try:
            for lang in LANGS:
                for screen in ("home", "setup", *GAMES):
                    context = browser.new_context(viewport=DESKTOP, locale=lang)
                    page = context.new_page()
                    open_page(page, url, lang)
                    if screen == "setup":
                        page.locator('[data-ui="new"][data-arg="ming-dynastie"]').click()
                        page.wait_for_selector("#setup-count")
                    elif screen != "home":
                        load(page, records[screen])
                    shoot(page, f"{screen}-{lang}")
                    context.close()
            for lang in LANGS:
                for screen in (name for name in GAMES if name.endswith("-mid")):
                    context = browser.new_context(viewport=PHONE, device_scale_factor=1, is_mobile=True, has_touch=True,
                                                  locale=lang)
                    page = context.new_page()
                    open_page(page, url, lang)
                    load(page, records[screen])
                    shoot(page, f"{screen}-phone-{lang}")
                    context.close()
                replay(browser, url, lang, records["confucius-mid"])
                friends(browser, url, lang)
                newcomer(browser, url, lang)
        finally:
            browser.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
