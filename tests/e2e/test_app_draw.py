"""Drawing only what changed (issue 20, item 13; assets/mingtable.js ``__mtDraw``): after every
redraw of a live layer the page holds exactly what its markup parses to, and what did not
change is the same node as before (a player's board in Yin Yang's tray, the pieces of the map)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from support import wait_ready

# Wraps __mtDraw: after each call its layer is compared with a fresh parse of the markup last
# drawn there (the fading ghosts and the marks of the last change left aside); every element
# of the layer before the call is remembered, to count those that stayed.
WATCH = r"""
(() => {
  window.__drawChecks = {draws: 0, wrong: [], kept: 0, before: 0, trayKept: 0};
  const markup = {};
  let draw;
  const same = (id) => {
    const root = document.getElementById(id);
    const t = document.createElement("template");
    const svg = root.namespaceURI === "http://www.w3.org/2000/svg";
    t.innerHTML = svg ? `<svg xmlns="http://www.w3.org/2000/svg">${markup[id]}</svg>` : markup[id];
    const want = [...(svg ? t.content.firstChild : t.content).childNodes];
    const got = [...root.cloneNode(true).childNodes].filter((n) => !(n.classList && n.classList.contains("mt-ghost")));
    for (const n of got) {
      if (n.nodeType !== 1) continue;
      for (const e of [n, ...n.querySelectorAll("*")]) { e.removeAttribute("data-last"); e.removeAttribute("aria-describedby"); }
    }
    return got.length === want.length && got.every((n, i) => n.isEqualNode(want[i]));
  };
  Object.defineProperty(window, "__mtDraw", {configurable: true, set(f) { draw = f; }, get() {
    return draw && ((id, html, ...rest) => {
      const root = document.getElementById(id);
      const old = root ? [...root.querySelectorAll("*")] : [];
      const boards = id === "tray" ? [...root.querySelectorAll("article[data-seat]")] : [];
      draw(id, html, ...rest);
      if (html != null) markup[id] = html;
      const c = window.__drawChecks;
      c.draws++;
      if (root && markup[id] !== undefined && !same(id)) c.wrong.push(id);
      c.before += old.length;
      c.kept += old.filter((e) => e.isConnected).length;
      c.trayKept += boards.filter((e) => e.isConnected).length;
    });
  }});
})();
"""

# The first element with data-action that a mouse can reach, marked for the click.
PICK = """() => {
  for (const el of document.querySelectorAll("[data-mt-pick]")) el.removeAttribute("data-mt-pick");
  for (const el of document.querySelectorAll("#board [data-action], #tray [data-action]")) {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    el.scrollIntoView({block: "center", inline: "center"});
    const s = el.getBoundingClientRect();
    const hit = document.elementFromPoint(s.left + s.width / 2, s.top + s.height / 2);
    if (hit && hit.closest("[data-action]") === el) { el.setAttribute("data-mt-pick", ""); return true; }
  }
  return false;
}"""


@pytest.mark.parametrize("game", ["yin-yang", "ming-dynastie"])
def test_a_redraw_leaves_the_page_as_its_markup_and_keeps_what_did_not_change(page: Page, app_url: str, game: str) -> None:
    page.add_init_script(WATCH)
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(app_url)
    wait_ready(page)
    page.evaluate("""async (game) => { await window.MingTable.newGame({game, seed: 3,
        players: [{name: "A", bot: null}, {name: "B", bot: null}, {name: "C", bot: null}]}); }""", game)
    clicks = 0
    for _ in range(40):
        curtain = page.locator("#curtain-btn")
        if curtain.is_visible():
            curtain.click()
        if not page.evaluate(PICK):
            break
        done = page.evaluate("MingTable.record().actions.length")
        page.locator("[data-mt-pick]").click()
        page.wait_for_function("n => MingTable.record().actions.length > n", arg=done)
        clicks += 1
    checks = page.evaluate("window.__drawChecks")
    assert clicks >= 20 and checks["draws"] >= clicks
    assert checks["wrong"] == []
    assert checks["kept"] > checks["before"] / 2  # most of the board stays from one decision to the next
    if game == "yin-yang":
        assert checks["trayKept"] > 0  # the boards of players who did not change were not drawn again
