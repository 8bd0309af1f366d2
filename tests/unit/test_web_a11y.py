"""The page's live announcements and board as text on CPython, with the fake page of
test_web_app: decisions are said once, in the page's language; a language switch or a restored
game does not read the whole log out again."""

from __future__ import annotations

from test_web_app import DOCUMENT, _new_game, _start, page  # noqa: F401 - page: the autouse fixture

from mingtable.i18n import tr


def _mover(app: object) -> str:
    m = app.session.match  # type: ignore[attr-defined]
    return m.players[m.to_move[0]]


def _said() -> str:
    return DOCUMENT.getElementById("announce").textContent


def test_a_new_game_says_so_and_asks_the_first_player() -> None:
    app = _start()
    _new_game(app)
    said = _said()
    assert said.startswith("New game: Ming-Dynastie.")
    assert f"{_mover(app)}, your turn: Place your prince" in said


def test_each_decision_is_said_once_with_the_next_prompt() -> None:
    app = _start()
    _new_game(app)
    log_before = len(app.session.match.log_entries)
    action = app.api_state()["legalActions"][0]
    app.api_click(action["id"])
    new = app.session.match.log_entries[log_before:]
    assert new
    said = _said()
    assert said.startswith(" ".join(tr(e) for e in new))
    assert f"{_mover(app)}, your turn:" in said
    DOCUMENT.getElementById("announce").textContent = ""
    app.render()  # nothing new: nothing said
    assert _said() == ""


def test_a_language_switch_does_not_read_the_log_again() -> None:
    app = _start()
    _new_game(app)
    app.api_click(app.api_state()["legalActions"][0]["id"])
    DOCUMENT.getElementById("announce").textContent = ""
    app.api_ui("lang", "de")
    assert _said() == ""
    app.api_click(app.api_state()["legalActions"][0]["id"])  # the princes are placed
    heard = [_said()]
    while app.playing:  # shown step by step: each step is said as it is shown
        app.api_playStep()
        heard.append(_said())
    assert len(heard) > 1 and len(set(heard)) == len(heard)
    assert any("Runde 1 beginnt" in h for h in heard)
    assert f"{_mover(app)}, du bist am Zug: Setze " in _said()  # no curtain: placing is public


def test_a_restored_game_says_a_short_line() -> None:
    app = _start()
    _new_game(app)
    for _ in range(3):
        app.api_click(app.api_state()["legalActions"][0]["id"])
    save_id = app.session.save_id
    other = _start()
    other.api_ui("continue", save_id)
    said = _said()
    assert said.startswith("Game restored: Ming-Dynastie.")
    assert len(said) < 300  # not the whole log


def test_the_board_as_text_follows_the_game_and_the_language() -> None:
    app = _start()
    _new_game(app)
    body = DOCUMENT.getElementById("board-text-body")
    assert body.innerHTML == ""
    app.api_ui("board-text")
    assert DOCUMENT.getElementById("board-text").hidden is False
    assert DOCUMENT.getElementById("btn-board-text").__dict__["aria-expanded"] == "true"
    first = body.innerHTML
    assert "Yan&#x27;an" in first and "Cloister: empty" in first
    who = _mover(app)
    app.api_click(app.api_state()["legalActions"][0]["id"])
    assert body.innerHTML != first and f"Prince of {who}" in body.innerHTML
    app.api_ui("lang", "de")
    assert f"Prinz von {who}" in body.innerHTML
    app.api_ui("board-text")
    assert DOCUMENT.getElementById("board-text").hidden is True
