"""The rules in the app: from the home screen and during play, in English and German, and a
help button of a prompt opens the page at its rule."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from support import wait_ready


@pytest.fixture
def german(browser: Browser) -> Iterator[BrowserContext]:
    context = browser.new_context(locale="de-DE")
    yield context
    context.close()


def _in_view(page: Page, selector: str) -> bool:
    """Whether the element is inside the scrolled rules box."""
    return page.evaluate("""(sel) => {
        const el = document.querySelector(sel), box = document.getElementById('rules-body').getBoundingClientRect();
        const r = el.getBoundingClientRect();
        return r.top >= box.top - 1 && r.top < box.bottom;
    }""", selector)


def _help_rule(page: Page) -> str:
    """The rule the game's help button next to the prompt names (``<game>#<heading id>``)."""
    arg = page.locator("#panel .help").get_attribute("data-arg") or ""
    assert arg.startswith("ming-voyages#"), arg
    return arg.split("#", 1)[1]


def test_rules_from_home_in_english(page: Page, app_url: str) -> None:
    page.goto(app_url)
    wait_ready(page)
    page.get_by_role("button", name="Rules of Ming-Dynastie").click()
    dialog = page.get_by_role("dialog", name="Rules of Ming-Dynastie")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("heading", name="Goal of the game")).to_be_visible()
    expect(page.locator("#rules-close")).to_be_focused()
    dialog.get_by_role("button", name="Points at a glance").click()
    expect(page.locator("#rules-scoring")).to_be_focused()
    assert _in_view(page, "#rules-scoring")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    page.get_by_role("button", name="Rules of The Ming Voyages").click()
    expect(page.get_by_role("dialog", name="Rules of The Ming Voyages")).to_be_visible()
    expect(page.locator("#rules-body table").first).to_be_visible()  # the pipe tables come through
    page.get_by_role("button", name="Close").click()
    expect(page.locator("#rules")).to_be_hidden()


def test_rules_during_play_in_german_and_from_a_help_button(german: BrowserContext, app_url: str) -> None:
    page = german.new_page()
    page.goto(app_url)
    wait_ready(page)
    page.get_by_role("button", name="Regeln: Die Reisen des Zheng He").click()
    expect(page.get_by_role("dialog", name="Spielregeln: Die Reisen des Zheng He")).to_be_visible()
    expect(page.get_by_role("heading", name="Spielaufbau")).to_be_visible()
    page.get_by_role("button", name="Schließen").click()
    page.evaluate("MingTable.newGame({game: 'ming-voyages', seed: 4, players: [{name: 'Ann', bot: null}]})")
    page.locator(".toolbar").get_by_role("button", name="Regeln").click()
    dialog = page.get_by_role("dialog", name="Spielregeln: Die Reisen des Zheng He")
    expect(dialog).to_be_visible()
    page.keyboard.press("Escape")
    rule = _help_rule(page)
    page.locator("#panel .help").click()
    expect(dialog).to_be_visible()
    expect(page.locator(f"#rules-{rule}")).to_be_focused()
    assert _in_view(page, f"#rules-{rule}")
    # In English now: the same help button opens the English page at the same rule.
    page.keyboard.press("Escape")
    page.locator('[data-ui="lang"][data-arg="en"]').click()
    assert _help_rule(page) == rule  # the switch redrew the panel
    expect(page.locator("#panel .help")).to_have_text("Rules")
    page.locator("#panel .help").click()
    expect(page.get_by_role("dialog", name="Rules of The Ming Voyages")).to_be_visible()
    expect(page.locator(f"#rules-{rule}")).to_be_focused()
    page.close()


# Issue 20, item 11: the games with parts of Ming Table's own design say so on the home screen
# and on their new-game form, with a link to the list on their rules page.
OWN_DESIGN = {
    "ming-dynastie": ("Ming-Dynastie", "Map and transports: Ming Table's own design"),
    "ming-voyages": ("The Ming Voyages", "Map, voyages, cards and solo bot: Ming Table's own design"),
    "yin-yang": ("Yin Yang", "Map and boards: Ming Table's own design"),
}


def _opens_the_list(page: Page, link, title: str, heading: str) -> None:
    """The note's link opens the game's rules page with the list's heading in view and focused."""
    link.click()
    dialog = page.get_by_role("dialog", name=title)
    expect(dialog).to_be_visible()
    expect(page.locator("#rules-own-design")).to_be_focused()
    expect(page.locator("#rules-own-design")).to_have_text(heading)
    assert _in_view(page, "#rules-own-design")
    assert page.locator("#rules-own-design + p + ul > li").count() >= 2  # the list itself
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()


def test_own_design_is_said_on_the_home_screen_and_the_forms(page: Page, app_url: str) -> None:
    page.goto(app_url)
    wait_ready(page)
    expect(page.locator('#games li[data-game="confucius"] .own-design')).to_have_count(0)  # all the publisher's
    for game, (title, note) in OWN_DESIGN.items():
        home = page.locator(f'#games li[data-game="{game}"] .own-design')
        expect(home).to_be_visible()
        expect(home).to_contain_text(note)
        link = home.get_by_role("button", name=f"List in the rules: Ming Table's own design in {title}")
        _opens_the_list(page, link, f"Rules of {title}", "Ming Table's own design")
        page.get_by_role("button", name=f"New game of {title}").click()
        form = page.locator("#screen-setup .own-design")
        expect(form).to_be_visible()
        expect(form).to_contain_text(note)
        _opens_the_list(page, form.get_by_role("button", name="List in the rules"), f"Rules of {title}",
                        "Ming Table's own design")
        expect(page.locator("#screen-setup")).to_be_visible()  # the form stays as it was
        page.get_by_role("button", name="Back").click()
        expect(page.locator("#screen-home")).to_be_visible()


def test_own_design_in_german(german: BrowserContext, app_url: str) -> None:
    page = german.new_page()
    page.goto(app_url)
    wait_ready(page)
    home = page.locator('#games li[data-game="yin-yang"] .own-design')
    expect(home).to_contain_text("Spielbrett und Tableaus: eigener Entwurf von Ming Table, nicht der des Verlags.")
    _opens_the_list(page, home.get_by_role("button", name="Liste in den Regeln: eigener Entwurf von Ming Table in Yin Yang"),
                    "Spielregeln: Yin Yang", "Eigener Entwurf von Ming Table")
    page.get_by_role("button", name="Neues Spiel: Die Reisen des Zheng He").click()
    form = page.locator("#screen-setup .own-design")
    expect(form).to_contain_text("Spielplan, Seereisen, Karten und Solo-Bot: eigener Entwurf von Ming Table")
    _opens_the_list(page, form.get_by_role("button", name="Liste in den Regeln"), "Spielregeln: Die Reisen des Zheng He",
                    "Eigener Entwurf von Ming Table")
    page.close()
