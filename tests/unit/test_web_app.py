"""The web app's saving rules on CPython, with a fake page and a fake localStorage in place of
PyScript's ``document`` and ``window``: damaged storage never stops the start, storage full and
storage off stay on screen, and a second tab never silently overwrites the first one's moves."""

from __future__ import annotations

import json
import sys
from pathlib import Path
import types
from collections.abc import Iterator
from typing import Any

import pytest


class Node:
    """Just enough of a DOM element for mingtable.web."""

    def __init__(self) -> None:
        self.innerHTML = ""
        self.textContent = ""
        self.hidden = False
        self.disabled = False
        self.value = ""
        self.checked = False
        self.type = "text"
        self.scrollTop = self.scrollHeight = 0
        self.dataset = types.SimpleNamespace()

    def setAttribute(self, name: str, value: str) -> None:  # noqa: N802 - DOM name
        setattr(self, name, value)

    def removeAttribute(self, name: str) -> None:  # noqa: N802 - DOM name
        if name.startswith("data-"):
            self.dataset.__dict__.pop(name[5:], None)
        else:
            self.__dict__.pop(name, None)

    def insertAdjacentHTML(self, where: str, html: str) -> None:  # noqa: N802 - DOM name
        self.innerHTML += html

    def focus(self) -> None:
        pass

    def scrollIntoView(self, *args: Any) -> None:  # noqa: N802 - DOM name
        pass

    def querySelector(self, selector: str) -> None:  # noqa: N802 - DOM name
        return None


class Document:
    def __init__(self) -> None:
        self.nodes: dict[str, Node] = {}
        self.body = Node()

    def getElementById(self, element_id: str) -> Node:  # noqa: N802 - DOM name
        return self.nodes.setdefault(element_id, Node())

    def text(self, element_id: str) -> str:
        node = self.getElementById(element_id)
        return "" if node.hidden else node.textContent + node.innerHTML


class LocalStorage:
    """localStorage of one origin, shared by the 'tabs' (App instances) of a test."""

    def __init__(self) -> None:
        self.data: dict[str, str] = {}
        self.full = False

    def getItem(self, key: str) -> str | None:  # noqa: N802 - DOM name
        return self.data.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802 - DOM name
        if self.full:
            raise RuntimeError("QuotaExceededError: The quota has been exceeded.")
        self.data[key] = value

    def removeItem(self, key: str) -> None:  # noqa: N802 - DOM name
        self.data.pop(key, None)

    def key(self, i: int) -> str | None:
        return list(self.data)[i] if i < len(self.data) else None

    @property
    def length(self) -> int:
        return len(self.data)


class Window:
    def __init__(self) -> None:
        self.storage: LocalStorage | None = LocalStorage()
        self.embedded = False
        self.downloads: list[tuple[str, str]] = []
        # The hooks of assets/mingtable.js that these tests look at (js_hook finds them by name).
        setattr(self, "__mtEmbedded", lambda: self.embedded)
        setattr(self, "__mtDownload", lambda name, text: self.downloads.append((name, text)))
        self.langs: list[tuple[str, dict[str, str], str]] = []
        setattr(self, "__mtApplyLang", lambda html, texts, lang: self.langs.append((html, json.loads(texts), lang)))
        self.history: list[tuple[Any, ...]] = []
        setattr(self, "__mtHistory", lambda *args: self.history.append(args))

    @property
    def localStorage(self) -> LocalStorage:  # noqa: N802 - DOM name
        if self.storage is None:  # what a cross-site iframe with blocked storage does
            raise RuntimeError("SecurityError: Access is denied for this document.")
        return self.storage


DOCUMENT = Document()
WINDOW = Window()
sys.modules.setdefault("pyscript", types.SimpleNamespace(document=DOCUMENT, window=WINDOW))  # type: ignore[arg-type]

import mingtable  # noqa: E402
from mingtable.i18n import T  # noqa: E402
from mingtable.ui import saves as S  # noqa: E402
from mingtable.ui import setup as F  # noqa: E402
from mingtable.ui.share import encode_link  # noqa: E402
from mingtable.web.app import App  # noqa: E402


@pytest.fixture(autouse=True)
def page() -> Iterator[Document]:
    pyscript = sys.modules["pyscript"]
    if pyscript.document is not DOCUMENT:  # pragma: no cover - another test installed its own fake
        pytest.fail("a different fake pyscript module is installed")
    DOCUMENT.nodes.clear()
    WINDOW.__init__()
    yield DOCUMENT


def _start(fragment: str = "") -> App:
    app = App()
    app.boot(fragment)
    return app


def _new_game(app: App, seed: int = 3) -> None:
    app.api_newGame(game="ming-dynastie", players=[{"name": "Ann"}, {"name": "Ben"}], seed=seed)


def _move(app: App) -> None:
    app.api_apply(app.api_state()["legalActions"][0]["id"])


def _stored(save_id: str) -> S.SavedGame:
    return S.parse_save(WINDOW.storage.data[S.save_key(save_id)], save_id)


GOOD_RECORD = {"format": "mingtable-record", "version": 1, "game": "ming-dynastie", "players": ["A", "B"],
               "seed": 1, "options": {}, "actions": []}
DAMAGED = {
    "players5": json.dumps({"format": "mingtable-save", "version": 1, "id": "players5", "summary": {"players": 5},
                            "bots": [None, None], "record": GOOD_RECORD}),
    "updated": '{"format":"mingtable-save","version":1,"id":"updated","bots":[null,null],"updated":'
               + "9" * 400 + ',"record":' + json.dumps(GOOD_RECORD) + "}",
    "deep": "[" * 100_000,
}


def test_damaged_saves_and_index_never_stop_the_start(page: Document) -> None:
    WINDOW.storage.data.update({S.save_key(k): v for k, v in DAMAGED.items()})
    WINDOW.storage.data[S.save_key("good")] = S.SavedGame("good", GOOD_RECORD, [None, None], 1.0,
                                                          {"title": "Ming-Dynastie", "players": ["A", "B"]}).to_json()
    WINDOW.storage.data[S.INDEX_KEY] = "[" * 100_000
    WINDOW.storage.data[S.OPEN_KEY] = "deep"
    app = _start()
    assert "could not be restored" in page.text("alert") and app.screen == "home"
    saves = page.text("saves")
    assert saves.count('data-ui="continue"') == 1 and saves.count("Damaged saved game") == 3
    app.api_ui("continue", "good")
    assert app.screen == "play" and app.session is not None and app.session.match.players == ["A", "B"]
    # The damaged one is exported exactly as stored, and can be deleted.
    app.api_ui("home")
    app.api_ui("export-save", "deep")
    assert WINDOW.downloads == [("mingtable-save-deep.json", DAMAGED["deep"])]
    app.api_ui("delete", "deep")
    assert S.save_key("deep") in WINDOW.storage.data and "Delete this damaged saved game?" in page.text("saves")
    app.api_ui("delete-yes", "deep")
    assert S.save_key("deep") not in WINDOW.storage.data
    assert page.text("saves").count("Damaged saved game") == 2


def test_a_record_that_does_not_replay_is_refused_on_start(page: Document) -> None:
    record = {**GOOD_RECORD, "actions": ["nonsense"]}
    WINDOW.storage.data[S.save_key("bad")] = S.SavedGame("bad", record, [None, None]).to_json()
    WINDOW.storage.data[S.OPEN_KEY] = "bad"
    app = _start()
    assert "does not replay" in page.text("alert") and app.screen == "home" and app.session is None


def test_storage_full_stays_until_a_save_succeeds(page: Document) -> None:
    app = _start()
    _new_game(app)
    WINDOW.storage.full = True
    _move(app)
    warning = page.text("save-problem")
    assert "storage is full" in warning and "not being saved" in warning
    for _ in range(2):
        app.api_ui("to-tray")  # other clicks clear the alert and notice, not this warning
        _move(app)
        assert page.text("save-problem") == warning
    WINDOW.storage.full = False
    _move(app)
    assert page.text("save-problem") == "" and app.save_problem is None
    assert _stored(app.session.save_id).record == app.session.match.record()


def test_an_import_or_link_that_cannot_be_stored_says_so(page: Document) -> None:
    app = _start()
    _new_game(app)
    _move(app)
    record = app.api_record()
    link = app.api_shareLink()
    WINDOW.storage.full = True
    app.api_importText(json.dumps(record), "game.json")
    assert app.session.match.record() == record
    assert "could not be stored" in page.text("notice") and "it is now in your saved games" not in page.text("notice")
    app.api_openLink(link[link.index("#"):])
    assert "could not be stored" in page.text("notice")
    WINDOW.storage.full = False
    app.api_importText(json.dumps(record), "game.json")
    assert "it is now in your saved games" in page.text("notice") and page.text("save-problem") == ""


def test_a_link_that_cannot_be_opened_leaves_the_game_on_screen(page: Document) -> None:
    """Issue 19, item 7: a damaged link put into a running tab says why in the alert region (in
    the page's language) and leaves the game, its save and its history entry; in a fresh tab it
    leaves the home screen."""
    app = _start()
    _new_game(app)
    _move(app)
    _move(app)
    session, stored = app.session, dict(WINDOW.storage.data)
    link = app.api_shareLink()
    data = link.split("#g=")[1]
    for bad in ("#g=" + data[: len(data) // 2], "#g=%%%", "#g="):
        WINDOW.history.clear()
        app.api_openLink(bad)
        assert page.text("alert").startswith("This game link cannot be opened: ")
        assert app.screen == "play" and app.session is session and len(session.match.actions) == 2
        assert WINDOW.storage.data == stored
        assert WINDOW.history == [("play", session.save_id, True)]  # the link's entry is the game's
    app.set_lang("de")
    assert page.text("alert").startswith("Dieser Spiel-Link lässt sich nicht öffnen: ")
    app.api_ui("home")
    app.api_openLink("#g=%%%")
    assert app.screen == "home" and WINDOW.history[-1] == ("home", "", True)
    fresh = _start("#g=" + data[: len(data) // 2])  # the page's language is German now
    assert fresh.screen == "home" and fresh.session is None
    assert page.text("alert").startswith("Dieser Spiel-Link lässt sich nicht öffnen: ")
    assert WINDOW.storage.data[S.save_key(session.save_id)] == stored[S.save_key(session.save_id)]


def test_an_option_of_another_type_is_refused_in_the_pages_words(page: Document) -> None:
    """Issue 19, item 7: ``{"emperor": 1.0}`` in a shared record, or in the scripting API's
    newGame, is refused in the catalogue's words (German on a German page), never with a Python
    error's text, and the game on screen stays."""
    app = _start()
    app.set_lang("de")
    _new_game(app)
    session = app.session
    record = {**mingtable.new_game("ming-voyages", ["Ann", "Ben"], seed=1).record(), "options": {"emperor": 1.0}}
    app.api_openLink("#" + encode_link(record))
    assert page.text("alert") == ("Dieser Spiel-Link lässt sich nicht öffnen: Der Spielaufbau der Aufzeichnung ist "
                                  "ungültig: Die Option 'emperor' muss der Platz (0 oder 1) sein, der den Kaiser "
                                  "spielt; solo spielst du den Kaiser.")
    args = {"game": "ming-voyages", "players": [{"name": "Ann"}, {"name": "Ben"}], "options": {"emperor": 1.0}}
    reply = json.loads(app.call("newGame", json.dumps(args)))
    assert reply == {"ok": False, "error": "Option 'emperor' must be the seat (0 or 1) playing the Emperor; "
                                           "solo players are the Emperor."}  # the API's language
    reply = json.loads(app.call("newGame", json.dumps({**args, "options": [["emperor", 1]]})))
    assert reply == {"ok": False, "error": "options must be an object."}
    assert app.session is session and app.screen == "play"


def test_each_save_counts_its_writes(page: Document) -> None:
    app = _start()
    _new_game(app)
    sid = app.session.save_id
    assert _stored(sid).writes == 1
    _move(app)
    _move(app)
    assert _stored(sid).writes == 3
    again = _start()  # a reload continues the game and keeps counting
    assert again.session is not None and again.session.save_id == sid
    _move(again)
    assert _stored(sid).writes == 4


def test_the_second_writer_is_told_and_can_reload(page: Document) -> None:
    first = _start()
    _new_game(first)
    sid = first.session.save_id
    second = _start()  # a second tab opens the same game (it was open when the tab loaded)
    assert second.session is not None and second.session.save_id == sid
    _move(first)
    first_record = first.session.match.record()
    # The second tab hears of it through the storage event ...
    second.api_storage(S.save_key(sid))
    assert second.save_problem == "conflict"
    assert 'data-ui="reload-save"' in page.text("save-problem")
    # ... and moving there does not overwrite the first tab's move.
    _move(second)
    assert _stored(sid).record == first_record
    # Reload: the second tab now shows and saves the game as the first tab left it.
    second.api_ui("reload-save")
    assert second.save_problem is None and second.session.match.record() == first_record
    _move(second)
    assert _stored(sid).record == second.session.match.record() != first_record
    # Now the first tab is the stale one: without any storage event it is told at its next move.
    _move(first)
    assert first.save_problem == "conflict" and _stored(sid).record == second.session.match.record()
    first.api_ui("home")  # the warning was about that game only
    assert first.save_problem is None and page.text("save-problem") == ""


def test_an_autosave_reads_the_stored_save_only_when_another_tab_wrote_it(page: Document,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Before each autosave the tab checks that no other tab saved the game since; while the
    stored text is the one it wrote itself, it does not parse it again (a whole record)."""
    parsed: list[str] = []
    stored_writes = S.stored_writes
    monkeypatch.setattr(S, "stored_writes", lambda text, sid: parsed.append(sid) or stored_writes(text, sid))
    first = _start()
    _new_game(first)
    sid = first.session.save_id
    parsed.clear()
    for _ in range(3):
        _move(first)
    assert parsed == [] and _stored(sid).writes == 4
    other = _stored(sid)  # another tab writes the game
    other.writes += 1
    WINDOW.storage.data[S.save_key(sid)] = other.to_json()
    _move(first)
    assert parsed == [sid] and first.save_problem == "conflict"


def test_a_game_not_on_screen_is_kept_only_over_the_save_it_was_read_from(page: Document) -> None:
    """A hop that came through the relays for a game not on screen (web/relays.py) goes into
    its save with ``Saves.keep``: only while the save is as it was read (not over another
    hop's or another tab's write), counting one write more."""
    from mingtable.ui.session import resume_session

    app = _start()
    _new_game(app)
    sid = app.session.save_id
    _move(app)
    read = _stored(sid)
    later = resume_session(read)
    later.apply(later.match.legal_actions()[0].id, later.match.to_move[0])  # the game as a hop leaves it
    assert app.saves.keep(later, read.writes)
    assert _stored(sid).record == later.match.record() and _stored(sid).writes == read.writes + 1
    stale = resume_session(read)  # a second hop, taken on the save as it was before
    stale.apply(stale.match.legal_actions()[-1].id, stale.match.to_move[0])
    assert not app.saves.keep(stale, read.writes)
    assert _stored(sid).record == later.match.record()


def test_blocked_storage_plays_without_saving(page: Document) -> None:
    WINDOW.storage = None
    WINDOW.embedded = True
    app = _start()
    assert "Saves are off in this embed" in page.text("save-problem")
    assert "Saving is off here" in page.text("saves")
    _new_game(app)
    _move(app)
    assert len(app.api_record()["actions"]) == 1
    assert "Saves are off in this embed" in page.text("save-problem")
    app.api_ui("home")
    assert "Saves are off in this embed" in page.text("save-problem")


def test_blocked_storage_outside_an_embed_says_so_too(page: Document) -> None:
    WINDOW.storage = None
    _start()
    assert "Saving is off" in page.text("save-problem") and "embed" not in page.text("save-problem")


def test_deeply_nested_calls_and_imports_get_a_clear_error(page: Document) -> None:
    app = _start()
    reply = json.loads(app.call("load", '{"record": ' + "[" * 100_000 + "]" * 100_000 + "}"))
    assert reply == {"ok": False, "error": "The arguments of 'load' cannot be read: it is nested too deeply."}
    app.api_importText("[" * 100_000, "deep.json")
    assert "nested too deeply" in page.text("alert")


def test_the_stored_language_is_used_and_the_switch_redraws_everything(page: Document) -> None:
    WINDOW.storage.data["mingtable.lang"] = "de"
    app = _start()
    assert app.lang == "de" and WINDOW.langs[-1][0] == "de" and WINDOW.langs[-1][1]["ui.home"] == "Startseite"
    assert "Neues Spiel" in page.text("games") and "Noch keine gespeicherten Spiele." in page.text("saves")
    _new_game(app)
    _move(app)
    app.api_ui("share")
    assert "Kopieren" in page.text("share-box")
    app.alert(T("ui.error.no_game"))
    log = page.getElementById("log").innerHTML
    app.api_ui("lang", "en")
    assert WINDOW.storage.data["mingtable.lang"] == "en" and WINDOW.langs[-1][0] == "en"
    assert "Copy" in page.text("share-box") and page.text("alert") == ""  # a click clears the alert
    redrawn = page.getElementById("log").innerHTML  # redrawn from the entries, not appended twice
    assert "ist Startspieler" in log and "is the start player" in redrawn
    assert redrawn.count('<li data-ui="replay-at"') == log.count('<li data-ui="replay-at"') > 0
    app.alert(T("ui.error.no_game"))
    app.set_lang("de")
    assert page.text("alert") == "Es ist kein Spiel geöffnet."
    app.api_ui("home")
    app.api_ui("lang", "qps")  # the test locale is not a choice to remember
    assert "Unknown command" not in page.text("alert") and "Unbekannter Befehl" in page.text("alert")
    assert WINDOW.storage.data["mingtable.lang"] == "de"


def test_a_damaged_language_choice_falls_back_to_the_browser(page: Document) -> None:
    WINDOW.storage.data["mingtable.lang"] = "[[[[" * 1000
    app = _start()
    assert app.lang == "en" and "New game" in page.text("games")


def test_the_rules_dialog_opens_at_a_heading_and_follows_the_language(page: Document) -> None:
    app = _start()
    app.api_ui("rules", "ming-voyages#setup")
    assert not page.getElementById("rules").hidden and page.text("rules-title") == "Rules of The Ming Voyages"
    assert 'id="rules-setup"' in page.text("rules-body") and page.getElementById("rules-setup").tabindex == "-1"
    app.api_ui("lang", "de")
    assert page.text("rules-title") == "Spielregeln: Die Reisen des Zheng He" and "Spielaufbau" in page.text("rules-body")
    app.api_ui("close-rules")
    assert page.getElementById("rules").hidden and app.rules_open is None
    _new_game(app)
    app.api_ui("rules")  # the toolbar's button: the game on screen
    assert page.text("rules-title") == "Spielregeln: Ming-Dynastie"
    app.api_ui("rules", "chess")
    assert page.text("alert") == "Dieses Spiel ist noch nicht verfügbar."


def test_deleting_a_saved_game_asks_first(page: Document) -> None:
    app = _start()
    _new_game(app)
    sid = app.session.save_id
    app.api_ui("home")
    app.api_ui("delete", sid)
    assert "Delete Ming-Dynastie with Ann and Ben? This cannot be undone." in page.text("saves")
    assert 'data-ui="delete-yes"' in page.text("saves") and 'data-ui="continue"' not in page.text("saves")
    app.api_ui("lang", "de")  # the question follows the language
    assert "Ming-Dynastie mit Ann und Ben löschen?" in page.text("saves")
    app.api_ui("delete-no")
    assert S.save_key(sid) in WINDOW.storage.data and 'data-ui="continue"' in page.text("saves")
    app.api_ui("delete", sid)
    app.api_ui("delete-yes", sid)
    assert S.save_key(sid) not in WINDOW.storage.data and json.loads(WINDOW.storage.data[S.INDEX_KEY]) == []
    assert page.text("notice") == "Das gespeicherte Spiel wurde gelöscht."


def test_a_typed_seed_serves_one_game_then_every_game_is_random(page: Document) -> None:
    """Issue 20 item 10: Start with a typed seed deals that game; the form comes back with the
    same seats but an empty seed (its fold closed), and each Start then gets a new seed."""
    app = _start()
    app.api_ui("new", "ming-dynastie")
    page.getElementById("seat-name-0").value = "Ann"
    page.getElementById("setup-seed").value = "77"
    page.getElementById(F.ADVANCED_ID).open = True
    app.api_ui("start")
    assert app.screen == "play" and app.session.match.seed == 77 and app.session.match.players[0] == "Ann"
    app.api_ui("home")
    app.api_ui("new", "ming-dynastie")
    form = page.text("screen-setup")
    assert 'id="setup-seed" min="0" placeholder="random" value=""' in form and 'value="Ann"' in form
    assert f'<details class="setup-more" id="{F.ADVANCED_ID}"><summary>' in form  # closed
    assert page.getElementById("setup-seed").value == "" and not page.getElementById(F.ADVANCED_ID).open
    seeds = []
    for _ in range(3):
        app.api_ui("start")
        seeds.append(app.session.match.seed)
        assert app.session.match.players[0] == "Ann"
        app.api_ui("new", "ming-dynastie")
    assert 77 not in seeds and len(set(seeds)) == 3
    # The scripting API still starts the seed it is given.
    app.api_newGame(game="ming-dynastie", players=[{"name": "A"}, {"name": "B"}], seed=5)
    assert app.api_record()["seed"] == "5"
    big = str(2**128 - 1)  # as a record writes it: JavaScript's numbers hold 53 bits
    app.api_newGame(game="ming-dynastie", players=[{"name": "A"}, {"name": "B"}], seed=big)
    assert app.api_record()["seed"] == big


def _save_ids() -> list[str]:
    return sorted(k[len(S.SAVE_PREFIX):] for k in WINDOW.storage.data if k.startswith(S.SAVE_PREFIX))


def test_the_same_link_opened_twice_is_one_save(page: Document) -> None:
    """One entry per game: a share link opened again, or a later link of the same game, brings
    its save up to date; a save with moves the link lacks is never overwritten."""
    host = _start()
    _new_game(host, seed=8)
    _move(host)
    first = host.api_shareLink()
    _move(host)
    later = host.api_shareLink()
    WINDOW.storage.data.clear()  # a friend's device
    friend = _start(first[first.index("#"):])
    sid = friend.session.save_id
    assert _save_ids() == [sid] and page.text("notice") == "Opened the shared game; it is now in your saved games."
    friend.api_ui("home")
    friend.api_openLink(first[first.index("#"):])
    assert _save_ids() == [sid] and friend.session.save_id == sid and json.loads(WINDOW.storage.data[S.INDEX_KEY]) == [sid]
    assert page.text("notice") == "Opened the shared game; its entry in your saved games is up to date now."
    friend.api_openLink(later[later.index("#"):])  # the game went on: the same save, with the new moves
    assert _save_ids() == [sid] and len(_stored(sid).record["actions"]) == 2 and _stored(sid).writes == 3
    _move(friend)
    friend.api_openLink(first[first.index("#"):])  # the save is further on: the link opens beside it
    assert len(_save_ids()) == 2 and len(_stored(sid).record["actions"]) == 3
    assert friend.session.save_id != sid and len(friend.api_record()["actions"]) == 1
    friend.api_openLink(first[first.index("#"):])  # ... once
    assert len(_save_ids()) == 2


def test_deleting_the_finished_games_asks_first(page: Document) -> None:
    fixtures = Path(__file__).resolve().parents[1] / "fixtures"
    app = _start()
    _new_game(app)
    running = app.session.save_id
    finished = []
    for name in ("ming-dynastie-2p-greedy", "ming-voyages-2p-greedy"):
        app.api_load(json.loads((fixtures / f"{name}.json").read_text(encoding="utf-8")))
        finished.append(app.session.save_id)
    app.api_ui("home")
    saves = page.text("saves")
    assert saves.index(">In progress<") < saves.index(">Finished<") and 'data-ui="delete-finished"' in saves
    app.api_ui("delete-finished")
    assert "Delete 2 finished games? This cannot be undone." in page.text("saves")
    app.api_ui("lang", "de")  # the question follows the language
    assert "2 beendete Spiele löschen?" in page.text("saves")
    app.api_ui("delete-no")
    assert _save_ids() == sorted([running, *finished]) and 'data-ui="delete-finished"' in page.text("saves")
    app.api_ui("delete-finished")
    app.api_ui("delete-finished-yes")
    assert _save_ids() == [running] and json.loads(WINDOW.storage.data[S.INDEX_KEY]) == [running]
    assert page.text("notice") == "2 beendete Spiele gelöscht." and "delete-question" not in page.text("saves")
    app.api_ui("delete-finished-yes")  # nothing asked: nothing deleted
    assert _save_ids() == [running]


def test_a_new_scoring_is_shown_once_in_a_dialog(page: Document, monkeypatch: pytest.MonkeyPatch) -> None:
    from mingtable.ui import games as G
    from mingtable.ui.session import Session

    scoring: dict[str, Any] = {}
    real_screen = Session.screen

    def screen(self: Session) -> Any:
        shown = real_screen(self)
        if scoring:
            shown.view["scoring"] = dict(scoring)
        return shown

    monkeypatch.setattr(Session, "screen", screen)
    monkeypatch.setattr(G, "render_scoring", lambda game, view, lang: f'<h2 id="scoring-title">{view["scoring"]["id"]} {lang}</h2>')
    app = _start()
    _new_game(app)
    assert page.getElementById("scoring").hidden
    scoring["id"] = "round-2"
    _move(app)
    assert not page.getElementById("scoring").hidden and page.text("scoring-body") == '<h2 id="scoring-title">round-2 en</h2>'
    app.api_ui("lang", "de")
    assert page.text("scoring-body") == '<h2 id="scoring-title">round-2 de</h2>'
    app.api_ui("close-scoring")
    _move(app)
    assert page.getElementById("scoring").hidden  # once per scoring
    scoring["id"] = "round-4"
    _move(app)
    assert "round-4" in page.text("scoring-body")
    app.continue_game(app.session.save_id)  # a restored game does not show its last scoring again
    assert page.getElementById("scoring").hidden


# -- pacing: a decision shown step by step (ui/pacing.py) ------------------------------------------

def _log_items(page: Document) -> int:
    return page.getElementById("log").innerHTML.count('<li data-ui="replay-at"')  # a log entry (each jumps to its position)


def _click(app: App, action: str) -> dict[str, Any]:
    return json.loads(app.call("click", json.dumps({"action": action})))["result"]


def test_steps_are_shown_one_by_one_and_a_click_skips_to_the_end(page: Document) -> None:
    app = _start()
    assert app.speed == "normal"
    app.api_ui("speed", "fast")
    assert WINDOW.storage.data["mingtable.speed"] == "fast"
    app.api_newGame(game="ming-voyages", players=[{"name": "Ann"}], seed=56)  # reserving B23 here logs five entries
    assert _log_items(page) == 2
    assert _click(app, "reserve-B23") == {"applied": True}  # five log entries
    assert app.playing and _log_items(page) == 3 and 'data-action' not in page.text("tray")
    app.api_playStep()
    assert app.playing and _log_items(page) == 4
    assert _click(app, "reserve-G07") == {"applied": False}  # a click during the steps only skips
    assert not app.playing and _log_items(page) == 5 + 2 and 'data-action' in page.text("tray")
    assert app.api_record()["actions"] == ["reserve-B23"]
    app.api_playStep()  # a late timer changes nothing
    assert _log_items(page) == 7


def test_commands_and_the_api_act_on_the_end_state(page: Document) -> None:
    WINDOW.storage.data["mingtable.speed"] = "warp"  # read back, checked
    app = _start()
    assert app.speed == "normal"
    app.api_newGame(game="ming-voyages", players=[{"name": "Ann"}], seed=56)
    _click(app, "reserve-B23")
    assert app.playing
    app.call("ui", json.dumps({"cmd": "lang", "arg": "de"}))
    assert not app.playing and _log_items(page) == 7
    app.api_newGame(game="ming-voyages", players=[{"name": "Ann"}], seed=56)
    app.call("apply", json.dumps({"id": "reserve-B23"}))  # the scripting API: the end at once
    assert not app.playing and _log_items(page) == 7
    app.api_ui("speed", "instant")
    app.api_newGame(game="ming-voyages", players=[{"name": "Ann"}], seed=56)
    _click(app, "reserve-B23")
    assert not app.playing and _log_items(page) == 7
    app.api_ui("speed", "warp")
    assert app.speed == "instant" and "warp" in page.text("alert")


# -- bots that think on the page, in slices between frames (issue 9 item 4, issue 21 item 4) ------

class Loop:
    """The page's side of assets/mingtable.js for thinking bots: ``__mtThink`` starts its loop,
    which a test runs slice by slice (``call("think")``); what ``__mtBotCount`` is told is
    counted. The levels think 20 and 40 ms here, so a search takes a few slices."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        from mingtable.ui import levels

        self.starts = 0
        self.dropped = 0
        monkeypatch.setattr(WINDOW, "__mtThink", self._start, raising=False)
        monkeypatch.setattr(WINDOW, "__mtBotCount", self._count, raising=False)
        monkeypatch.setattr(levels, "THINK_MS", {"normal": 20, "hard": 40})

    def _start(self) -> None:
        self.starts += 1

    def _count(self, what: str) -> None:
        assert what == "dropped"
        self.dropped += 1

    def slice(self, app: App, fail: bool = False) -> dict[str, Any]:
        return json.loads(app.call("think", json.dumps({"fail": True} if fail else {})))["result"]

    def run(self, app: App, fail: bool = False) -> int:
        """Slices until no search is left; returns how many."""
        for n in range(1, 10_000):
            if not self.slice(app, fail)["more"]:
                return n
        raise AssertionError("the search does not end")


def test_a_hard_bot_thinks_in_slices_and_its_search_is_its_move(page: Document, monkeypatch: pytest.MonkeyPatch) -> None:
    loop = Loop(monkeypatch)
    app = _start()
    app.api_newGame(game="ming-voyages", players=[{"name": "Ann", "bot": "hard"}, {"name": "Ben", "bot": None}], seed=5)
    legal = {a["id"] for a in app.api_state()["legalActions"]}
    assert app.api_bot() == {"moved": None}
    assert loop.starts == 1 and page.body.dataset.thinking == "0"
    app.api_bot()  # thinking already: not asked again
    assert loop.starts == 1
    assert loop.slice(app) == {"applied": False, "more": True}  # 20 ms of the 40 ms
    assert app.api_record()["actions"] == [] and page.body.dataset.thinking == "0"
    assert loop.run(app) >= 1
    (action,) = app.api_record()["actions"]
    assert action in legal
    assert not hasattr(page.body.dataset, "thinking") and loop.dropped == 0
    assert "expects" not in page.text("log")  # a person plays here: the bot's chance stays hidden
    assert loop.slice(app) == {"applied": False, "more": False}  # decided once


def test_a_thinking_bot_s_move_is_shown_step_by_step_like_any(page: Document, monkeypatch: pytest.MonkeyPatch) -> None:
    loop = Loop(monkeypatch)
    app = _start()
    assert app.speed == "normal"
    app.api_newGame(game="ming-voyages", players=[{"name": "Robo", "bot": "hard"}, {"name": "Ann"}], seed=5)
    for _ in range(40):
        log = len(app.session.match.log_entries)
        if app.session.bot_to_move() is None:
            _move(app)
        else:
            asked = loop.starts
            app.api_bot()
            if loop.starts > asked:
                loop.run(app)
                if len(app.session.match.log_entries) - log >= 2:
                    assert app.playing  # a person watches: the steps of the bot's move one by one
                    return
        app.finish_playback()
    pytest.fail("no thinking bot's move of several steps in 40 decisions")


def test_among_bots_the_log_says_what_the_bot_expected(page: Document, monkeypatch: pytest.MonkeyPatch) -> None:
    loop = Loop(monkeypatch)
    app = _start()
    app.api_newGame(game="ming-voyages", players=[{"name": "Ann", "bot": "normal"}, {"name": "Ben", "bot": "easy"}], seed=5)
    assert app.api_state()["bots"] == ["normal", "greedy"]
    app.api_bot()
    loop.run(app)
    app.render()  # bots among themselves redraw at most every 0.12 s
    log = page.text("log")
    assert log.count('<li class="note">Ann expects to win with a chance of ') == 1
    entries = log.count('<li data-ui="replay-at"')
    assert log.endswith(" %.</li>") and entries == len(app.session.match.log_entries)
    app.api_ui("lang", "de")  # the whole log again, the note in German at the same place
    assert page.text("log").count("Ann rechnet mit einer Gewinnchance von ") == 1
    assert page.text("log").endswith(" %.</li>")


def test_undo_home_and_other_moves_give_up_the_search(page: Document, monkeypatch: pytest.MonkeyPatch) -> None:
    loop = Loop(monkeypatch)
    app = _start()
    app.api_newGame(game="ming-voyages", players=[{"name": "Ann", "bot": "normal"}, {"name": "Ben"}], seed=5)
    app.api_bot()
    assert loop.slice(app)["more"]
    app.api_ui("home")
    assert loop.dropped == 1 and not hasattr(page.body.dataset, "thinking")
    assert loop.slice(app) == {"applied": False, "more": False}  # the loop ends
    app.follow_history(app.store.get(S.OPEN_KEY) or json.loads(WINDOW.storage.data[S.INDEX_KEY])[0])
    assert app.api_record()["actions"] == []
    app.api_bot()  # the bot thinks afresh for the reopened game
    assert loop.starts == 2 and loop.slice(app)["more"]
    legal = app.api_state()["legalActions"][0]["id"]
    app.api_apply(legal, 0)  # the scripting API moves for the bot meanwhile
    assert loop.dropped == 2 and loop.slice(app) == {"applied": False, "more": False}
    assert app.api_record()["actions"] == [legal]


def test_a_bot_that_cannot_think_plays_the_easy_choice_and_says_so_once(page: Document,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from mingtable.bots import decide, make_bot
    from mingtable.bots.search import Search

    loop = Loop(monkeypatch)
    app = _start()
    app.api_newGame(game="ming-dynastie", players=[{"name": "Ann"}, {"name": "Robo", "bot": "hard"}], seed=9,
                    options={"start_player": 1})
    at_start = mingtable.load(app.api_record())
    seed = app.session.bot_seed(1)
    app.api_bot()
    assert loop.slice(app, fail=True) == {"applied": True, "more": False}  # ?botfail=think
    assert app.api_record()["actions"] == [decide(make_bot("greedy", seed, "ming-dynastie"), at_start, 1)]
    assert page.text("log").count("Robo could not think ahead this time and played the easy bot") == 1
    while app.session.bot_to_move() is None:
        _move(app)
    moves = len(app.api_record()["actions"])
    monkeypatch.setattr(Search, "result", lambda self: "no-such-action")
    app.api_bot()
    loop.run(app)
    assert len(app.api_record()["actions"]) == moves + 1  # a decision that is not legal: the easy choice again
    while app.session.bot_to_move() is None:
        _move(app)

    def broken(self: Search, budget_ms: float | None = None) -> bool:
        raise KeyError("a bug in the search")

    monkeypatch.setattr(Search, "run", broken)
    app.api_bot()
    assert loop.slice(app) == {"applied": True, "more": False}
    assert len(app.api_record()["actions"]) >= moves + 2  # a search that raises: the easy choice
    assert page.text("log").count("could not think ahead") == 1  # said once until the bot thinks again
    app.api_ui("lang", "de")
    assert page.text("log").count("Robo konnte diesmal nicht vorausdenken") == 1


def test_a_click_on_no_choice_says_why_in_the_alert_region(page: Document) -> None:
    """Issue 20, item 3: a click on the board that chose nothing (JS sends no action, the point
    in the board's units) puts the reason in the alert region; a real choice clears it."""
    app = _start()
    app.api_newGame(game="ming-dynastie", players=[{"name": "Ann"}, {"name": "Ben"}], seed=3)
    legal = app.session.match.legal_actions()
    assert json.loads(app.call("click", json.dumps({"action": "", "x": 2, "y": 2})))["result"] == {"applied": False}
    assert page.text("alert").startswith("That is not a choice now. ")
    assert not app.session.match.actions
    _click(app, legal[0].id)
    assert page.text("alert") == ""
    app.api_ui("lang", "de")
    _click(app, "")
    assert page.text("alert").startswith("Das ist jetzt keine Wahl. ")


def test_a_replay_shows_past_positions_and_no_click_is_a_move(page: Document) -> None:
    """Issue 20, item 9: the replay bar beside the log, stepping, a log entry's jump, clicks on
    the board refused while it is open, the game going on underneath, and back to the game."""
    app = _start()
    app.api_newGame(game="ming-voyages", players=[{"name": "Ann"}], seed=3)
    for _ in range(6):
        _move(app)
    n = len(app.session.match.actions)
    live = page.text("mt-dyn")
    assert 'data-ui="replay"' in page.text("replay-bar")
    app.api_ui("replay")
    assert f"Move {n} of {n}" in page.text("replay-bar") and page.body.dataset.replay == "on"
    app.api_ui("replay-first")
    assert f"Move 0 of {n}" in page.text("replay-bar") and page.text("mt-dyn") != live
    assert "data-action" not in page.text("mt-dyn") + page.text("panel") + page.text("tray")
    legal = app.session.match.legal_actions()[0].id
    assert _click(app, legal) == {"applied": False} and len(app.session.match.actions) == n
    app.api_ui("replay-forward")
    assert f"Move 1 of {n}" in page.text("replay-bar")
    entry = app.play.replay.log_len(4) - 1  # the last line decision 4 wrote
    app.api_ui("replay-at", str(entry))
    assert app.play.replay.at <= 4 and f"Move {app.play.replay.at} of {n}" in page.text("replay-bar")
    at = app.play.replay.at
    _move(app)  # the game goes on underneath (the scripting API, a bot, a link)
    assert f"Move {at} of {n + 1}" in page.text("replay-bar")
    app.api_ui("replay-close")
    assert 'data-ui="replay"' in page.text("replay-bar") and page.body.dataset.replay == ""
    legal = app.session.match.legal_actions()[0].id
    assert _click(app, legal) == {"applied": True} and len(app.session.match.actions) == n + 2
    # a click on a log line opens the replay there
    app.api_ui("replay-at", "0")
    assert app.play.replay is not None and app.play.replay.at == 0 and "Move 0 of" in page.text("replay-bar")


def test_a_replay_stays_open_when_a_link_brings_its_game_up_to_date(page: Document) -> None:
    """Issue 20, item 9: the same game opened again with more decisions (a friend's link, a
    share link of this save) keeps the replay where it was; another game closes it."""
    from mingtable.ui.session import load_session

    app = _start()
    app.api_newGame(game="ming-voyages", players=[{"name": "Ann"}], seed=3)
    for _ in range(8):
        _move(app)
    record, save_id = app.session.match.record(), app.session.save_id
    app.api_ui("replay")
    app.api_ui("replay-first")
    app.api_ui("replay-forward")
    later = mingtable.load(record)  # the game as a link brings it: three decisions on
    for _ in range(3):
        later.apply(later.legal_actions()[0].id)
    app.open_session(load_session(later.record(), None, save_id), writes=1)
    assert app.play.replay is not None and app.play.replay.at == 1
    assert f"Move 1 of {len(record['actions']) + 3}" in page.text("replay-bar")
    app.open_session(load_session(record, None, "another"), writes=1)
    assert app.play.replay is None and 'data-ui="replay"' in page.text("replay-bar")


def test_a_part_whose_markup_did_not_change_is_not_parsed_again(page: Document) -> None:
    """PlayScreen._put: a redraw leaves alone a part of the game that would get the same markup
    (here marked by hand, as the browser's parsed nodes would stay), puts in one that changed,
    and a game opened again is drawn whole."""
    app = _start()
    _new_game(app)
    board = page.getElementById("mt-dyn")
    drawn = board.innerHTML
    assert 'data-key="round"' in drawn
    board.innerHTML = "kept"  # what the page holds now: not touched by a redraw of the same position
    app.render()
    assert board.innerHTML == "kept"
    _move(app)  # the board changes: put in again
    assert board.innerHTML not in ("kept", drawn) and 'data-key="round"' in board.innerHTML
    save = app.session.save_id
    board.innerHTML = "kept"
    app.api_ui("home")
    assert board.innerHTML == ""
    app.api_ui("continue", save)
    assert 'data-key="round"' in board.innerHTML  # opened again: drawn whole


def test_a_layer_puts_in_only_the_parts_that_changed(page: Document) -> None:
    """Yin Yang's tray is a Layer (a board per player): a redraw replaces only the boards whose
    markup changed; another frame or another number of parts goes in whole."""
    from mingtable.markup import Layer
    from mingtable.web.play import _put_parts

    class Part:
        def __init__(self, markup: str) -> None:
            self.outerHTML = markup

    class Frame:
        def __init__(self, parts: list[str]) -> None:
            self.items = [Part(p) for p in parts]
            self.childElementCount = len(parts)
            self.children = types.SimpleNamespace(item=lambda i: self.items[i])

    old = Layer("<section>", ["<article>0</article>", "<article>1</article>", "<article>2</article>"], "</section>")
    frame = Frame(list(old.parts))
    page.getElementById("tray").firstElementChild = frame
    kept = frame.items[0]
    new = Layer("<section>", ["<article>0</article>", "<article>1!</article>", "<article>2</article>"], "</section>")
    tray = page.getElementById("tray")
    assert _put_parts(tray, old, new)
    assert [p.outerHTML for p in frame.items] == list(new.parts) and frame.items[0] is kept
    assert str(new) == "<section>" + "".join(new.parts) + "</section>"
    assert not _put_parts(tray, old, Layer("<section class='x'>", new.parts, "</section>"))
    assert not _put_parts(tray, old, Layer("<section>", new.parts[:2], "</section>"))
    assert not _put_parts(tray, str(old), new)  # drawn whole before: no parts to compare


def test_a_tab_goes_on_from_the_save_another_tab_brought_further(page: Document) -> None:
    """A Home tab, or another tab of the game, that took in a hop through the relays writes the
    save of a game with friends (web/relays.py): the tab with that game on screen goes on from
    it instead of saying that the tabs differ, and saves on. A save whose log parts from this
    tab's is still the conflict the page shows."""
    from mingtable.ui.session import new_session, resume_session

    app = _start()
    app.open_session(new_session("yin-yang", [{"name": "Ann"}, {"name": "Ben", "remote": True}], 3, None, "t1"))
    sid = app.session.save_id
    read = _stored(sid)
    later = resume_session(read)
    later.apply(later.match.legal_actions(0)[0].id, 0)  # the game as a hop leaves it, kept by a Home tab
    assert app.saves.keep(later, read.writes)
    app.api_storage(S.save_key(sid))
    assert app.save_problem is None and app.session.match.record() == later.match.record()
    assert app.screen == "play"
    seat = app.session.match.to_move[0]
    app.session.match.apply(app.session.match.legal_actions(seat)[0].id, seat)  # (as a link from Ben brings it)
    app.after_change()  # saved on, over the other tab's write
    assert app.save_problem is None and _stored(sid).record == app.session.match.record()
    app.api_storage(S.save_key(sid))  # its own write heard again: nothing changes
    assert app.save_problem is None
    # the same write heard while this tab had the hop already: it only counts the write
    mine = _stored(sid)
    again = resume_session(mine)
    again.writes = mine.writes
    assert app.saves.keep(again, mine.writes)
    app.api_storage(S.save_key(sid))
    assert app.save_problem is None and app.saves.writes == mine.writes + 1
    # a save that parts from this tab's game: the tabs differ
    forked = resume_session(mine)
    seat = forked.match.to_move[0]
    other = [a.id for a in forked.match.legal_actions(seat)]
    assert len(other) >= 2
    forked.match.apply(other[-1], seat)
    app.session.match.apply(other[0], seat)  # this tab took another hop from there
    assert app.saves.keep(forked, mine.writes + 1)
    app.api_storage(S.save_key(sid))
    assert app.save_problem == "conflict"


def test_home_replays_only_a_hop_that_holds_more_than_the_save(page: Document, monkeypatch: pytest.MonkeyPatch) -> None:
    """Home hears the newest hops of every saved game through relays (web/relays.py): a hop
    whose log is no longer than the save's (the device's own, or one it took already) is let
    go before any replay or signature check; a longer one goes on to be opened."""
    from mingtable.ui import keys
    from mingtable.ui.friends import read
    from mingtable.ui.session import new_session, open_friends_link
    from mingtable.web import relays as R

    opened: list[int] = []

    def opening(header: Any, stored: Any, save_id: str) -> Any:
        opened.append(len(header.moves))
        raise ValueError("stop here")  # (as a refused hop: the test needs no signatures checked)

    monkeypatch.setattr(R, "begin_opening", opening)
    app = _start()
    ann = new_session("yin-yang", [{"name": "Ann"}, {"name": "Ben", "remote": True}], 3, None, "t1")
    ann.table.relays = ["wss://relay.example"]
    app.open_session(ann)
    while ann.human_to_move() is not None:
        ann.apply(ann.match.legal_actions(0)[0].id)
    ann.settle(keys.DeviceKey())
    app.autosave()
    own = ann.newest_hop()  # the turn link to Ben (his invitation too)
    assert own is not None
    ben = open_friends_link(read(own), None, "game")
    app.api_ui("home")
    relays = R.relays_of(app)
    assert relays.api_relayHop(own, ann.table.id) is False and opened == []  # nothing the save lacks
    ben_key = keys.DeviceKey()
    while ben.human_to_move() is not None:
        ben.apply(ben.match.legal_actions(1)[0].id)
    ben.settle(ben_key)
    later = ben.newest_hop()
    assert later is not None
    assert relays.api_relayHop(later, ann.table.id) is False and len(opened) == 1  # opened (and refused here)


def test_a_live_host_rehearses_in_idle_times_only_while_it_waits(page: Document, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 31, item 3: a host waiting for its guest asks for its rehearsals in the page's idle
    times (``__mtIdle``, up to REHEARSALS calls, each one rehearsal); each call says whether it
    rehearsed, and once the guest is connected it no longer does, so the calls stop."""
    from mingtable.web import live as L
    from mingtable.web.rehearsal import REHEARSALS

    idle: list[tuple[Any, ...]] = []
    setattr(WINDOW, "__mtIdle", lambda *args: idle.append(args))
    rehearsed: list[Any] = []
    monkeypatch.setattr(L, "rehearse_hosting", lambda session, lang: rehearsed.append(session.match.game))
    app = _start()
    live = L.live_of(app)
    live.api_newGame(game="yin-yang", live=True, players=[{"name": "Ann"}, {"name": "Ben", "remote": True}], seed=3)
    assert idle == [("liveRehearse", REHEARSALS)] and REHEARSALS > 1
    assert live.api_liveRehearse() is True and live.api_liveRehearse() is True and rehearsed == ["yin-yang"] * 2
    assert live.host is not None
    monkeypatch.setattr(live.host, "connected", lambda: True)  # the guest is in
    assert live.api_liveRehearse() is False and len(rehearsed) == 2


def test_a_game_through_relays_fetches_what_it_missed_before_anything_is_decided(page: Document) -> None:
    """Issue 34, item 2: a page that opens a saved game through relays holds its decisions, its
    person's and its bots', until the relays sent what they hold (and each hop of it is taken);
    a game this page just made has nothing to fetch."""
    from mingtable.ui import keys
    from mingtable.web import relays as R

    app = _start()
    R.relays_of(app).api_newGame(game="yin-yang", seed=3, relays=["wss://relay.example"],
                                 players=[{"name": "Ann"}, {"name": "Bot", "bot": "random"}, {"name": "Ben", "remote": True}])
    app.session.settle(keys.DeviceKey())
    R.relays_of(app).sync()
    assert app.session.fetching is False and DOCUMENT.body.dataset.fetching == ""  # just made here
    app.autosave()
    save_id = app.session.save_id
    again = _start()  # the device opens the app again, and the game
    again.continue_game(save_id)
    relays = R.relays_of(again)
    relays.sync()
    session = again.session
    assert session.fetching and DOCUMENT.body.dataset.fetching == "on" and session.bot_to_move() is None
    assert "Fetching the moves this device missed" in page.text("relay-box")
    seat = session.match.to_move[0]
    with pytest.raises(mingtable.IllegalAction, match="Fetching the moves this device missed"):
        again.api_apply(session.match.legal_actions(seat)[0].id)
    relays.api_relayStatus(connected=1, waiting=0, settled=False)  # connected, the stored hops not all sent yet
    assert session.fetching
    relays.api_relayStatus(connected=1, waiting=0, settled=True)
    relays.sync()  # (as the bridge does after every call)
    assert not again.session.fetching and DOCUMENT.body.dataset.fetching == ""
    assert again.session.bot_to_move() == 1  # its bot moves now
    assert "Fetching" not in page.text("relay-box")


def _call(app: App, method: str, **args: Any) -> dict[str, Any]:
    """A call of the scripting API as ``window.MingTable`` makes it (web/bridge.py)."""
    from mingtable.web import bridge

    return json.loads(bridge.answer(app, method, json.dumps(args)))


FRIENDS = [{"name": "Ann"}, {"name": "Ben", "remote": True}]


def test_state_says_the_relays_of_a_game_through_relays_and_null_for_one_by_links_only(page: Document) -> None:
    """Issue 34, item 6: ``state().relays`` is null for a game with friends by links only, and
    exactly ``{urls, connected, waiting}`` for one through relays, as assets/relays.mjs reports
    them; a new game's channel starts from nothing connected and nothing waiting, also while
    its keys are still being made (before, the last game's ``waiting`` stayed)."""
    from mingtable.ui import keys
    from mingtable.web.relays import relays_of

    opened: list[str] = []
    setattr(WINDOW, "__mtRelaysOpen", opened.append)
    app = _start()
    by_links = _call(app, "newGame", game="yin-yang", seed=3, players=FRIENDS)
    assert by_links["ok"] and by_links["result"]["relays"] is None
    assert _call(app, "state")["result"]["relays"] is None
    made = _call(app, "newGame", game="yin-yang", seed=3, players=FRIENDS, relays=["wss://one.example"])
    assert made["ok"] and made["result"]["relays"] == {"urls": ["wss://one.example"], "connected": 0, "waiting": 0}
    app.session.settle(keys.DeviceKey())  # (the page's WebCrypto keys, made here)
    _call(app, "state")
    assert len(opened) == 1 and json.loads(opened[0])["urls"] == ["wss://one.example"]
    _call(app, "relayStatus", connected=1, waiting=1)  # assets/relays.mjs: one connected, one hop waiting
    relays = _call(app, "state")["result"]["relays"]
    assert list(relays) == ["urls", "connected", "waiting"] and relays == {"urls": ["wss://one.example"], "connected": 1, "waiting": 1}
    # another game through relays: its keys are being made, then its channel opens
    again = _call(app, "newGame", game="yin-yang", seed=4, players=FRIENDS, relays=["wss://two.example"])
    assert again["result"]["relays"] == {"urls": ["wss://two.example"], "connected": 0, "waiting": 0}
    app.session.settle(keys.DeviceKey())
    _call(app, "state")  # (after each call the page holds the game's channel open: web/bridge.py)
    assert len(opened) == 2 and relays_of(app).open_table == app.session.table.id
    assert _call(app, "state")["result"]["relays"] == {"urls": ["wss://two.example"], "connected": 0, "waiting": 0}


def test_new_game_refuses_relays_without_persons_on_other_devices_or_beside_a_signaling_server(page: Document) -> None:
    """Issue 34, item 6: relays for a game without persons on other devices, and for a live game
    that names a signaling server too, are refused with the catalogue's words before anything
    starts (the game on screen stays)."""
    from mingtable.i18n import tr

    app = _start()
    alone = _call(app, "newGame", game="yin-yang", seed=3, players=[{"name": "Ann"}, {"name": "Ben"}], relays=["wss://r.example"])
    assert alone == {"ok": False, "error": tr(T("ui.relays.alone"), "en")}
    assert _call(app, "state")["result"] is None
    _call(app, "newGame", game="yin-yang", seed=3, players=FRIENDS)
    record = _call(app, "record")["result"]
    live = _call(app, "newGame", game="yin-yang", seed=5, players=FRIENDS, live=True, relays=["wss://r.example"],
                 signaling={"host": "peer.example", "port": 443, "secure": True})
    assert live == {"ok": False, "error": tr(T("ui.relays.live"), "en")}
    assert _call(app, "record")["result"] == record and _call(app, "state")["result"]["relays"] is None
