"""The summary after each scoring (issue 7 item 4) and the delete question (item 9), in English
and German: Ming-Dynastie after rounds 2 and 4 in a dialog the player closes, after round 6 in
the game-over box; The Ming Voyages at a stage's end. The figures shown are the engine's,
computed here on CPython."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

import mingtable
from mingtable.games.ming_dynastie import data as md_data
from mingtable.i18n import T, tr
from mingtable.ui import texts as _ui_texts  # noqa: F401 - registers the ui.* texts
from support import wait_ready

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
LANGS = ["en", "de"]


def _record(name: str) -> dict[str, Any]:
    record = json.loads((FIXTURES / name).read_text(encoding="utf-8"))
    return {k: record[k] for k in ("format", "version", "game", "options", "players", "seed", "actions")}


def _first_scoring(record: dict[str, Any]) -> int:
    """The index of the decision that brings the record's first scoring."""
    match = mingtable.load({**record, "actions": []})
    for i, entry in enumerate(record["actions"]):
        seat, action_id = entry.split(":", 1) if re.match(r"^\d+:", entry) else (None, entry)
        match.apply(action_id, int(seat) if seat is not None else None)
        if match.view(None).get("scoring"):
            return i
    raise AssertionError("the record has no scoring")


def _open_before(page: Page, app_url: str, lang: str, record: dict[str, Any], cut: int) -> None:
    """The game of ``record`` up to (not including) decision ``cut``, then that decision."""
    page.goto(f"{app_url}?lang={lang}")
    wait_ready(page)
    page.evaluate("(r) => MingTable.load(r)", {**record, "actions": record["actions"][:cut]})
    expect(page.locator("#scoring")).to_be_hidden()
    entry = record["actions"][cut]
    seat, action_id = entry.split(":", 1) if re.match(r"^\d+:", entry) else (None, entry)
    page.evaluate("([id, seat]) => MingTable.apply(id, seat)", [action_id, int(seat) if seat else None])


@pytest.mark.parametrize("lang", LANGS)
def test_ming_dynastie_round_2_summary_in_a_dialog_the_player_closes(page: Page, app_url: str, lang: str) -> None:
    record = _record("ming-dynastie-2p-greedy.json")
    cut = _first_scoring(record)
    expected = mingtable.load({**record, "actions": record["actions"][:cut + 1]}).view(None)["scoring"]
    assert expected["round"] == 2
    _open_before(page, app_url, lang, record, cut)
    dialog = page.locator("#scoring")
    expect(dialog).to_be_visible()
    expect(page.locator("#scoring-title")).to_have_text(tr(T("md.sum.title", round=2), lang))
    totals = dialog.locator("table.points tr.total td")
    expect(totals).to_have_text([str(row["total"]) for row in expected["players"]])
    cities = dialog.locator("table.cities tbody th")
    expect(cities).to_have_text([tr(T(f"md.city.{pid}"), lang) for pid in md_data.PROVINCE_IDS
                                 if pid in expected["cities"]])
    expect(dialog.locator("table.cloisters tbody tr")).to_have_count(len(expected["cloisters"]))
    page.locator("#scoring-close").click()
    expect(dialog).to_be_hidden()
    page.evaluate("() => MingTable.state()")  # a redraw does not bring it back
    page.locator("[data-ui=lang]").nth(0 if lang == "de" else 1).click()  # nor a language switch
    expect(dialog).to_be_hidden()


@pytest.mark.parametrize("lang", LANGS)
def test_ming_dynastie_round_6_summary_in_the_game_over_box(page: Page, app_url: str, lang: str) -> None:
    record = _record("ming-dynastie-2p-greedy.json")
    final = mingtable.load(record).view(None)["scoring"]
    assert final["round"] == 6
    _open_before(page, app_url, lang, record, len(record["actions"]) - 1)
    over = page.locator("#over")
    expect(over).to_be_visible()
    expect(page.locator("#scoring")).to_be_hidden()  # the last summary is part of the result
    expect(over.locator("h3")).to_have_text(tr(T("md.sum.title", round=6), lang))
    expect(over.locator("table.points tr.total td")).to_have_text([str(row["total"]) for row in final["players"]])
    expect(over.locator("table.cities tbody tr")).to_have_count(len(final["cities"]))


@pytest.mark.parametrize("lang", LANGS)
def test_ming_voyages_stage_end_summary(page: Page, app_url: str, lang: str) -> None:
    from mingtable.games.ming_voyages import render as mv_render

    record = _record("ming-voyages-2p-greedy.json")
    cut = _first_scoring(record)
    view = mingtable.load({**record, "actions": record["actions"][:cut + 1]}).view(None)
    html = mv_render.render_scoring(view, lang)
    title = re.search(r'<h2 id="scoring-title">(.*?)</h2>', html)
    assert title, html
    _open_before(page, app_url, lang, record, cut)
    expect(page.locator("#scoring")).to_be_visible()
    expect(page.locator("#scoring-title")).to_have_text(re.sub(r"<[^>]+>", "", title.group(1)).replace("&#x27;", "'"))
    page.locator("#scoring-close").click()
    expect(page.locator("#scoring")).to_be_hidden()


@pytest.mark.parametrize("lang", LANGS)
def test_deleting_a_saved_game_asks_first(page: Page, app_url: str, lang: str) -> None:
    """Issue 7 item 9: Delete asks (Cancel focused and keeping the game), and only a second
    Delete removes it, in the page's language."""
    page.goto(f"{app_url}?lang={lang}")
    wait_ready(page)
    page.evaluate("MingTable.newGame({game: 'ming-dynastie', seed: 4, players: [{name: 'Ann'}, {name: 'Ben'}]})")
    page.locator('.toolbar [data-ui="home"]').click()
    save = page.locator("#saves .save")
    expect(save).to_have_count(1)
    save.locator('[data-ui="delete"]').click()
    expect(page.locator("#delete-question")).to_have_text(
        tr(T("ui.delete.confirm", title=mingtable.title("ming-dynastie"), names=["Ann", "Ben"]), lang))
    cancel = save.locator('[data-ui="delete-no"]')
    expect(cancel).to_have_text(tr(T("ui.delete.cancel"), lang))
    expect(cancel).to_be_focused()
    cancel.click()
    expect(page.locator("#delete-question")).to_have_count(0)
    expect(save).to_have_count(1)
    save.locator('[data-ui="delete"]').click()
    yes = save.locator('[data-ui="delete-yes"]')
    expect(yes).to_have_text(tr(T("ui.delete.yes"), lang))
    yes.click()
    expect(page.locator("#saves .save")).to_have_count(0)
    expect(page.locator("#notice")).to_have_text(tr(T("ui.delete.done"), lang))
