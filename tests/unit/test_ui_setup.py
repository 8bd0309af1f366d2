"""The new-game form as data: modes, seats, options per game, and what it starts."""

from __future__ import annotations

import dataclasses
import re

import pytest

import mingtable
from mingtable.engine.errors import MingTableError
from mingtable.ui import games as G
from mingtable.ui import setup as F
from mingtable.ui.session import new_session


def _ids(html: str) -> list[str]:
    return re.findall(r'id="([^"]+)"', html)


def test_catalogue_marks_the_playable_games() -> None:
    playable = {g["id"] for g in G.catalogue() if g["available"]}
    assert playable == {"ming-dynastie", "ming-voyages", "confucius", "yin-yang"}
    voyages = next(g for g in G.catalogue() if g["id"] == "ming-voyages")
    assert (voyages["min_players"], voyages["max_players"]) == (1, 2)


def test_bot_kinds_follow_the_heuristics() -> None:
    """Random, then the levels easy (greedy), normal and hard where the game has the bots."""
    assert G.bot_kinds("ming-dynastie") == ("random", "greedy", "normal", "hard")
    assert G.bot_kinds("ming-voyages") == ("random", "greedy", "normal", "hard")


def test_ming_dynastie_form_keeps_its_colours_and_start_player() -> None:
    spec = G.setup_spec("ming-dynastie")
    assert [m.players for m in spec.modes] == [2, 3, 4] and spec.colours
    form = F.initial_state("ming-dynastie", spec)
    html = F.render_setup(mingtable.GAMES["ming-dynastie"].to_json(), spec, form, G.bot_kinds("ming-dynastie"))
    ids = _ids(html)
    for needed in ("setup-count", "seat-name-0", "seat-kind-1", "seat-colour-1", "setup-start", "setup-seed"):
        assert needed in ids
    form = F.read_form(spec, form, {"setup-count": "3"})
    assert form.players == 3 and len({s["colour"] for s in form.seats}) == 3
    form = F.read_form(spec, form, {"seat-name-2": "Cy", "seat-kind-2": "greedy", "setup-start": "2", "setup-seed": "17"},
                       G.bot_kinds("ming-dynastie"))
    seats, options, seed = F.start_args(spec, form)
    assert [s["name"] for s in seats] == ["Player 1", "Player 2", "Cy"] and seats[2]["bot"] == "greedy"
    assert options == {"colours": [s["colour"] for s in seats], "start_player": 2} and seed == 17
    form = F.read_form(spec, form, {"seat-colour-1": form.seats[0]["colour"]})
    with pytest.raises(ValueError, match="own colour"):
        F.start_args(spec, form)


def test_voyages_two_player_form() -> None:
    spec = G.setup_spec("ming-voyages")
    assert [m.players for m in spec.modes] == [2, 1] and not spec.colours
    info = mingtable.GAMES["ming-voyages"].to_json()
    form = F.initial_state("ming-voyages", spec)
    html = F.render_setup(info, spec, form, ("random",))
    ids = _ids(html)
    assert {"setup-count", "seat-name-0", "seat-name-1", "seat-kind-0", "seat-kind-1", "setup-emperor", "setup-match"} <= set(ids)
    assert "setup-difficulty" not in ids and "seat-colour-0" not in ids
    assert "Seat 1 · Emperor in game 1" in html and "Seat 2 · Barbarian in game 1" in html
    assert 'value="greedy"' not in html  # only the bots this game has
    form = F.read_form(spec, form, {"seat-name-0": "Ann", "seat-name-1": "Ben", "seat-kind-1": "random",
                                    "setup-emperor": "1", "setup-match": True, "setup-seed": "5"}, ("random",))
    html = F.render_setup(info, spec, form, ("random",))
    assert "Seat 1 · Barbarian in game 1" in html and "Seat 2 · Emperor in game 1" in html
    seats, options, seed = F.start_args(spec, form)
    assert seats == [{"name": "Ann", "bot": None}, {"name": "Ben", "bot": "random"}]
    assert options == {"emperor": 1, "match": True} and seed == 5
    session = new_session("ming-voyages", seats, seed, options, "x")
    assert session.match.view(None)["sides"] == {"emperor": 1, "barbarian": 0}
    assert session.match.record()["options"] == {"emperor": 1, "difficulty": "normal", "match": True}
    # A bot kind this game lacks is not taken from the form.
    form = F.read_form(spec, form, {"seat-kind-0": "greedy"}, ("random",))
    assert form.seats[0]["bot"] is None


def test_voyages_solo_form() -> None:
    spec = G.setup_spec("ming-voyages")
    info = mingtable.GAMES["ming-voyages"].to_json()
    form = F.initial_state("ming-voyages", spec)
    form = F.read_form(spec, form, {"seat-name-0": "Ann", "setup-match": True, "setup-emperor": "1"})
    form = F.read_form(spec, form, {"setup-count": "1"})
    html = F.render_setup(info, spec, form, ("random", "greedy"))
    ids = _ids(html)
    assert "setup-difficulty" in ids and "seat-name-0" in ids
    assert "seat-name-1" not in ids and "seat-kind-0" not in ids and "setup-match" not in ids and "setup-emperor" not in ids
    assert "solo" in html and "Emperor (solo)" in html
    form = F.read_form(spec, form, {"setup-difficulty": "hard"})
    seats, options, seed = F.start_args(spec, form)
    assert seats == [{"name": "Ann", "bot": None}] and options == {"difficulty": "hard"} and seed is None
    session = new_session("ming-voyages", seats, 3, options, "x")
    assert session.match.view(None)["solo"] and session.match.view(None)["difficulty"] == "hard"
    # Back to two players: the names entered are still there, the options too.
    form = F.read_form(spec, form, {"setup-count": "2"})
    assert form.players == 2 and form.seats[0]["name"] == "Ann" and form.options["emperor"] == 1
    # Unknown values fall back to the defaults.
    form = F.read_form(spec, form, {"setup-count": "7", "setup-emperor": "9"})
    assert form.players == 2 and form.options["emperor"] == 0


def test_yin_yang_solo_lays_its_own_tiles_by_default() -> None:
    """S8: the solo form asks whether the player lays their own scoring tiles (ticked: the
    rulebook's way); games of two or more never send the option (the engine refuses it)."""
    spec = G.setup_spec("yin-yang")
    info = mingtable.GAMES["yin-yang"].to_json()
    form = F.read_form(spec, F.initial_state("yin-yang", spec), {"setup-count": "1", "seat-name-0": "Ann"})
    assert "setup-free-tiles" in _ids(F.render_setup(info, spec, form, ("random", "greedy")))
    seats, options, _ = F.start_args(spec, form)
    assert options == {"free_tiles": True}
    assert new_session("yin-yang", seats, 3, options, "x").match.view(0)["step"] == "arrange"
    form = F.read_form(spec, form, {"setup-free-tiles": False})
    assert F.start_args(spec, form)[1] == {"free_tiles": False}
    form = F.read_form(spec, form, {"setup-count": "2"})
    assert "setup-free-tiles" not in _ids(F.render_setup(info, spec, form, ("random", "greedy")))
    assert F.start_args(spec, form)[1] == {}


def test_form_texts_are_escaped() -> None:
    evil = '<img src=x onerror=alert(1)>"'
    for game in ("ming-dynastie", "ming-voyages"):
        spec = G.setup_spec(game)
        form = F.read_form(spec, F.initial_state(game, spec), {"seat-name-0": evil, "setup-seed": evil})
        html = F.render_setup(mingtable.GAMES[game].to_json(), spec, form, G.bot_kinds(game))
        assert "<img" not in html and "&lt;img" in html


def test_default_seats_keep_entries_and_distinct_colours() -> None:
    seats = F.default_seats(4, [{"name": "Ann", "colour": "blue", "bot": None}])
    assert seats[0]["name"] == "Ann"
    assert len({s["colour"] for s in seats}) == 4
    assert all("colour" not in s for s in F.default_seats(2, colours=False))


def test_sessions_refuse_bots_a_game_does_not_have(monkeypatch: pytest.MonkeyPatch) -> None:
    from mingtable import games

    without_bots = dataclasses.replace(games.get("ming-voyages"), heuristic=None, evaluation=None)
    monkeypatch.setitem(games.REGISTRY, "ming-voyages", without_bots)
    assert G.bot_kinds("ming-voyages") == ("random",)
    with pytest.raises(ValueError, match="no greedy bot"):
        new_session("ming-voyages", [{"name": "A"}, {"name": "B", "bot": "greedy"}], 1, {}, "x")
    record = new_session("ming-voyages", [{"name": "A"}, {"name": "B"}], 1, {}, "x").match.record()
    from mingtable.ui.session import load_session

    with pytest.raises(mingtable.BadRecord, match="no greedy bot"):
        load_session({**record, "bots": [None, "greedy"]}, None, "y")


@pytest.mark.parametrize("game", ["ming-dynastie", "ming-voyages", "yin-yang"])
def test_open_hands_on_the_form_for_games_of_two_or_more(game: str) -> None:
    spec = G.setup_spec(game)
    info = mingtable.GAMES[game].to_json()
    form = F.initial_state(game, spec)
    assert F.OPEN_HANDS_ID in F.form_ids(spec, form) and not form.open_hands
    for lang, label in (("en", "Open hands"), ("de", "Offene Karten")):
        html = F.render_setup(info, spec, form, G.bot_kinds(game), lang)
        assert f'id="{F.OPEN_HANDS_ID}"' in html and f">{label}</label>" in html and " checked" not in _input(html, F.OPEN_HANDS_ID)
    form = F.read_form(spec, form, {F.OPEN_HANDS_ID: True})
    assert form.open_hands and ' checked' in _input(F.render_setup(info, spec, form, G.bot_kinds(game)), F.OPEN_HANDS_ID)
    form = F.read_form(spec, form, {"setup-seed": "4"})  # not read again: kept
    assert form.open_hands
    seats, options, seed = F.start_args(spec, form)
    assert "open_hands" not in options  # not an engine option
    form = F.read_form(spec, form, {F.OPEN_HANDS_ID: False})
    assert not form.open_hands


def _input(html: str, eid: str) -> str:
    """The ``<input>`` of id ``eid`` in ``html``."""
    return re.search(rf'<input[^>]* id="{eid}"[^>]*>', html).group()


def test_turns_travel_by_links_only_unless_relays_are_chosen_for_a_person_on_another_device() -> None:
    """Issue 34, item 1: the form's choice of how turns travel, "By links only" (chosen at first)
    or "Through relays" (the default relays shown, editable), each with what it means, in
    English and German; relays count only for a game with a person on another device (the page
    shows the choice only then: assets/app.css), and only then is an address read."""
    from mingtable.ui.relays import DEFAULT_RELAYS, RelayError

    spec = G.setup_spec("yin-yang")
    info = mingtable.GAMES["yin-yang"].to_json()
    form = F.initial_state("yin-yang", spec)
    assert {F.RELAYS_ID, F.RELAY_LIST_ID} <= set(F.form_ids(spec, form))
    for lang, words in (("en", ("How turns travel", "By links only", "no server is contacted", "Through relays")),
                        ("de", ("Wie die Züge reisen", "Nur per Link", "Kein Server wird kontaktiert", "Über Relays"))):
        html = F.render_setup(info, spec, form, G.bot_kinds("yin-yang"), lang)
        travel = html[html.index('<fieldset class="setup-travel">'):]
        travel = travel[:travel.index("</fieldset>")]
        assert all(word in travel for word in words), lang
        assert ' checked' in _input(travel, F.LINKS_ONLY_ID) and ' checked' not in _input(travel, F.RELAYS_ID)
        assert 'type="radio"' in _input(travel, F.RELAYS_ID) and f'value="{" ".join(DEFAULT_RELAYS)}"' in travel
    chosen = F.read_form(spec, form, {F.RELAYS_ID: True, F.RELAY_LIST_ID: "wss://a.example, wss://b.example"})
    html = F.render_setup(info, spec, chosen, G.bot_kinds("yin-yang"))
    assert ' checked' in _input(html, F.RELAYS_ID) and ' checked' not in _input(html, F.LINKS_ONLY_ID)
    assert F.chosen_relays(chosen) == []  # no person on another device: not shown, not used
    remote = F.read_form(spec, chosen, {"seat-kind-1": F.REMOTE}, G.bot_kinds("yin-yang"))
    assert F.chosen_relays(remote) == ["wss://a.example", "wss://b.example"]
    assert F.chosen_relays(F.read_form(spec, remote, {F.RELAYS_ID: False})) == []  # by links only
    with pytest.raises(RelayError):
        F.chosen_relays(F.read_form(spec, remote, {F.RELAY_LIST_ID: "https://not-a-relay"}))
    assert F.chosen_relays(F.read_form(spec, chosen, {F.RELAY_LIST_ID: "https://not-a-relay"})) == []  # (hidden)


def test_solo_voyages_has_no_open_hands() -> None:
    spec = G.setup_spec("ming-voyages")
    form = F.read_form(spec, F.initial_state("ming-voyages", spec), {"setup-count": "1"})
    assert F.OPEN_HANDS_ID not in F.form_ids(spec, form)
    assert F.OPEN_HANDS_ID not in F.render_setup(mingtable.GAMES["ming-voyages"].to_json(), spec, form, ())


def _fold(html: str) -> str:
    """The ``<details>`` fold of the advanced settings, as rendered."""
    start = html.index(f'<details class="setup-more" id="{F.ADVANCED_ID}"')
    return html[start:html.index("</details>", start) + len("</details>")]


@pytest.mark.parametrize("game", ["ming-dynastie", "confucius", "ming-voyages", "yin-yang"])
def test_the_seed_is_in_the_advanced_fold_closed_while_empty(game: str) -> None:
    """Issue 20 item 10: the seed field lives in a fold "Advanced", closed unless a seed is typed
    or the person opened it (kept across a redraw of the form)."""
    spec = G.setup_spec(game)
    info = mingtable.GAMES[game].to_json()
    form = F.initial_state(game, spec)
    assert F.ADVANCED_ID in F.form_ids(spec, form) and "setup-seed" in F.form_ids(spec, form)
    for lang, summary in (("en", "Advanced"), ("de", "Erweitert")):
        fold = _fold(F.render_setup(info, spec, form, G.bot_kinds(game), lang))
        assert fold.startswith(f'<details class="setup-more" id="{F.ADVANCED_ID}"><summary>{summary}</summary>')
        assert 'id="setup-seed"' in fold and 'value=""' in fold and 'aria-describedby="setup-seed-hint"' in fold
    html = F.render_setup(info, spec, form, G.bot_kinds(game))
    assert html.count('id="setup-seed"') == 1 and html.index("</details>") < html.index('data-ui="start"')
    opened = F.read_form(spec, form, {F.ADVANCED_ID: True})
    assert opened.advanced and " open>" in _fold(F.render_setup(info, spec, opened, G.bot_kinds(game)))
    typed = F.read_form(spec, form, {"setup-seed": "12"})
    assert " open>" in _fold(F.render_setup(info, spec, typed, G.bot_kinds(game)))


@pytest.mark.parametrize("game", ["ming-dynastie", "confucius", "ming-voyages", "yin-yang"])
def test_every_id_of_the_form_is_unique(game: str) -> None:
    """A game's option may not share an id with the form's own controls (Confucius' option
    "advanced" once did with the seed's fold)."""
    import re

    spec = G.setup_spec(game)
    form = F.initial_state(game, spec)
    html = F.render_setup(mingtable.GAMES[game].to_json(), spec, form, G.bot_kinds(game))
    ids = re.findall(r' id="([^"]+)"', html)
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
    assert len(F.form_ids(spec, form)) == len(set(F.form_ids(spec, form)))


@pytest.mark.parametrize("game", ["ming-dynastie", "confucius", "ming-voyages", "yin-yang"])
def test_the_form_reads_only_inputs_it_draws(game: str) -> None:
    """Every id the web layer reads (``form_ids``) is drawn by ``render_setup``, in every mode of
    the game (the solo mode has no live table's fields: reading them broke Start there)."""
    spec = G.setup_spec(game)
    form = F.initial_state(game, spec)
    for players in sorted({m.players for m in spec.modes}):
        form = F.read_form(spec, form, {"setup-count": str(players)}, G.bot_kinds(game))
        assert form.players == players
        html = F.render_setup(mingtable.GAMES[game].to_json(), spec, form, G.bot_kinds(game))
        drawn = set(re.findall(r' id="([^"]+)"', html))
        assert set(F.form_ids(spec, form)) <= drawn, (players, set(F.form_ids(spec, form)) - drawn)


def test_a_typed_seed_serves_one_game_and_an_empty_one_is_random() -> None:
    """The kept form remembers seats and options between games, never the seed: after a start
    the field is empty again, and an empty field gives no seed (the engine draws a new one)."""
    spec = G.setup_spec("ming-dynastie")
    info = mingtable.GAMES["ming-dynastie"].to_json()
    form = F.read_form(spec, F.initial_state("ming-dynastie", spec),
                       {"setup-count": "3", "seat-name-0": "Ann", "seat-kind-2": "greedy", "setup-start": "1",
                        "setup-seed": " 4242 ", F.ADVANCED_ID: True}, G.bot_kinds("ming-dynastie"))
    seats, options, seed = F.start_args(spec, form)
    assert seed == 4242
    after = F.started(form)
    assert after.seed == "" and not after.advanced
    assert (after.players, after.seats, after.options, after.open_hands) == (form.players, form.seats, form.options,
                                                                            form.open_hands)
    assert F.start_args(spec, after) == (seats, options, None)
    fold = _fold(F.render_setup(info, spec, after, G.bot_kinds("ming-dynastie")))
    assert " open>" not in fold and 'value=""' in fold and "4242" not in fold
    # An empty seed field: no seed, so every game is dealt by a new random seed.
    seeds = {new_session("ming-dynastie", seats, None, options, "x").match.seed for _ in range(5)}
    assert len(seeds) == 5
    for text in ("", " "):
        assert F.start_args(spec, F.read_form(spec, after, {"setup-seed": text}))[2] is None
    # A seed has up to 128 bits (issue 32); anything else typed is refused with what a seed is.
    assert F.start_args(spec, F.read_form(spec, after, {"setup-seed": str(2**128 - 1)}))[2] == 2**128 - 1
    for text in ("-3", "abc", "1e5", "٣", str(2**128), "1" * 5000):
        with pytest.raises(MingTableError, match=r"whole number from 0 to 2\*\*128 - 1"):
            F.start_args(spec, F.read_form(spec, after, {"setup-seed": text}))
