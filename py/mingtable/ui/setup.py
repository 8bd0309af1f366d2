"""The new-game form: how many seats, who plays each, and the game's options.

A game's renderer may declare its form (a :class:`~mingtable.engine.setup.SetupSpec`); every
other game gets :func:`default_spec`, built from its catalogue entry: one mode per player
count, a colour per seat if the game has a ``colours`` option, a start player if it has
``start_player``. The web layer only reads element values into :func:`read_form` and passes
:func:`start_args` to the session; everything here runs on CPython.

Element ids: ``setup-count`` (the mode, valued by its player count), ``seat-name-<i>``,
``seat-kind-<i>``, ``seat-colour-<i>``, ``setup-<field name>``, ``setup-seed`` (in the fold
``setup-more``, a ``<details>`` read by its ``open``) and, for every game of two or more
seats, ``setup-open-hands`` (a friendly hot-seat game without the curtain:
:attr:`SetupState.open_hands`, given to the session apart from the engine's options).

The seed: an empty field gives every game a new random seed. A typed seed is used for the game
it starts and then forgotten (:func:`started`), so the next game from the kept form is random
again unless a seed is typed again; seats and options stay as they were.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable

from ..engine.errors import MingTableError
from ..engine.rng import SEED_BITS
from ..engine.setup import Field, Mode, SetupSpec
from ..i18n import DEFAULT_LANG, T, tr
from ..markup import attrs, button, esc
from . import texts as _texts
from .relays import DEFAULT_RELAYS, relay_urls
from .screens import render_own_design

COLOURS = ("red", "yellow", "green", "blue")
OPEN_HANDS_ID = "setup-open-hands"
ADVANCED_ID = "setup-more"  # the fold that holds the seed
LIVE_ID = "setup-live"  # with persons on other devices: play at once, this device the host (ui/live.py)
ICE_ID = "setup-ice"  # a live game's STUN/TURN servers, in the advanced fold (none: the same network only)
RELAYS_ID = "setup-relays"  # a game by links whose turns also travel through Nostr relays (ui/relays.py)
LINKS_ONLY_ID = "setup-links-only"  # or by links only (the other choice of the pair)
TRAVEL_NAME = "setup-travel"  # the pair's name
RELAY_LIST_ID = "setup-relay-list"  # those relays, as typed (shown with the default list, editable)
#: well-known public STUN servers a person may choose with one click (issue 34, item 4): (who runs it, URL)
STUN_PRESETS = (("Google", "stun:stun.l.google.com:19302"), ("Cloudflare", "stun:stun.cloudflare.com:3478"))
SIGNAL_ID = "setup-signal"  # a live game's signaling server (PeerJS; ui/signaling.py), in the advanced fold
REMOTE = "remote"  # a person on another device (a game with friends, ui/friends.py)
KIND_NAMES = {"": T("ui.setup.human"), REMOTE: T("ui.setup.remote"), "random": T("ui.setup.random_bot"), "greedy": T("ui.setup.greedy_bot"),
              "normal": T("ui.setup.normal_bot"), "hard": T("ui.setup.hard_bot")}


@dataclass
class SetupState:
    """What the form holds now (kept across redraws and visits)."""

    game: str
    players: int
    seats: list[dict[str, Any]]
    options: dict[str, Any] = field(default_factory=dict)
    seed: str = ""  # typed by the person; "" gives a new random seed (used once: :func:`started`)
    open_hands: bool = False  # no hot-seat curtain (kept with the save, not in the record)
    advanced: bool = False  # the fold with the seed is open
    live: bool = False  # persons on other devices play at once (the live table), not by turn links
    ice: str = ""  # STUN/TURN server URLs for a live game, as typed
    signal: str = ""  # a live game's signaling server address, as typed ("" : links carry the connection)
    relays_on: bool = False  # a game by links whose turns also travel through relays
    relays: str = " ".join(DEFAULT_RELAYS)  # those relays, as typed


def default_spec(info: dict[str, Any]) -> SetupSpec:
    """The form of a game that declares none: player counts, colours, start player."""
    options = info.get("options") or {}
    fields: tuple[Field, ...] = ()
    asked: tuple[str, ...] = ()
    if "start_player" in options:
        fields = (Field("start_player", "start", T("ui.setup.start_player"), "seat-or-random", default="random"),)
        asked = ("start_player",)
    lo, hi = info["min_players"], info["max_players"]
    modes = tuple(Mode(n, T("ui.setup.mode", n=n), asked) for n in range(lo, hi + 1))
    return SetupSpec(modes, fields, default_players=lo if lo > 1 else min(2, hi), colours="colours" in options)


def default_seats(count: int, previous: list[dict[str, Any]] | None = None, colours: bool = True,
                  lang: str = DEFAULT_LANG) -> list[dict[str, Any]]:
    """Seats for the form, keeping what was already entered (distinct colours if asked); new
    seats are named "Player <n>" in ``lang``."""
    seats = [dict(s) for s in (previous or [])][:count]
    used = {s.get("colour") for s in seats}
    for i in range(len(seats), count):
        seat: dict[str, Any] = {"name": tr(T("ui.setup.player", i=i + 1), lang), "bot": None}
        if colours:
            colour = next(c for c in COLOURS if c not in used)
            used.add(colour)
            seat["colour"] = colour
        seats.append(seat)
    return seats


def initial_state(game: str, spec: SetupSpec, lang: str = DEFAULT_LANG) -> SetupState:
    options = {f.key: f.default for f in spec.fields}
    return SetupState(game, spec.default_players, default_seats(spec.default_players, colours=spec.colours, lang=lang),
                      options)


def form_ids(spec: SetupSpec, state: SetupState) -> list[str]:
    """The ids of every input the form has now (the web layer reads them for :func:`read_form`)."""
    mode = spec.mode(state.players)
    ids = ["setup-count", "setup-seed", ADVANCED_ID]
    for i in range(mode.players):
        ids.append(f"seat-name-{i}")
        if mode.bots:
            ids.append(f"seat-kind-{i}")
        if spec.colours:
            ids.append(f"seat-colour-{i}")
    ids += [f"setup-{spec.field(k).name}" for k in mode.fields]
    if mode.players > 1:  # the live table's fields (render_setup draws them only then)
        ids += [OPEN_HANDS_ID, LIVE_ID, ICE_ID, SIGNAL_ID, RELAYS_ID, RELAY_LIST_ID]
    return ids


def read_form(spec: SetupSpec, state: SetupState, values: dict[str, Any], bot_kinds: tuple[str, ...] = (),
              lang: str = DEFAULT_LANG) -> SetupState:
    """The form's new state from element values (``id -> str``, checkboxes ``id -> bool``).

    Missing ids keep their old value; a changed ``setup-count`` switches the mode and keeps
    the seats entered so far.
    """
    mode = spec.mode(state.players)
    seats = [dict(s) for s in state.seats]
    for i in range(min(mode.players, len(seats))):
        name = values.get(f"seat-name-{i}")
        if name is not None:
            seats[i]["name"] = str(name)[:40]
        kind = values.get(f"seat-kind-{i}")
        if kind is not None and mode.bots:
            seats[i]["bot"] = str(kind) if str(kind) in (*bot_kinds, REMOTE) and mode.players > 1 else None
        colour = values.get(f"seat-colour-{i}")
        if colour is not None and colour in COLOURS:
            seats[i]["colour"] = str(colour)
    options = dict(state.options)
    for key in mode.fields:
        f = spec.field(key)
        raw = values.get(f"setup-{f.name}")
        if raw is None:
            continue
        options[key] = _parse_field(f, raw, mode.players)
    seed = values.get("setup-seed")
    seed_text = state.seed if seed is None else str(seed).strip()
    players = state.players
    count = values.get("setup-count")
    if count is not None and str(count).isdigit() and any(m.players == int(count) for m in spec.modes):
        players = int(count)
    seats = default_seats(max(players, len(seats)), seats, spec.colours, lang)
    raw_open = values.get(OPEN_HANDS_ID)
    open_hands = state.open_hands if raw_open is None else raw_open is True or str(raw_open).lower() in ("true", "on", "1")
    raw_ice = values.get(ICE_ID)
    ice = state.ice if raw_ice is None else str(raw_ice).strip()[:500]
    raw_signal = values.get(SIGNAL_ID)
    signal = state.signal if raw_signal is None else str(raw_signal).strip()[:300]
    raw_live = values.get(LIVE_ID)
    live = state.live if raw_live is None else raw_live is True
    raw_relays = values.get(RELAYS_ID)
    relays_on = state.relays_on if raw_relays is None else raw_relays is True
    raw_list = values.get(RELAY_LIST_ID)
    relays = state.relays if raw_list is None else str(raw_list).strip()[:600]
    raw_advanced = values.get(ADVANCED_ID)
    advanced = state.advanced if raw_advanced is None else raw_advanced is True
    return replace(state, players=players, seats=seats, options=options, seed=seed_text, open_hands=open_hands,
                   advanced=advanced, live=live, ice=ice, signal=signal, relays_on=relays_on, relays=relays)


def started(state: SetupState) -> SetupState:
    """The form kept after it started a game: the same seats and options, but no seed (a
    typed seed serves one game; the next one gets a new random seed unless one is typed
    again) and the fold closed."""
    return replace(state, seed="", advanced=False)


def _parse_field(f: Field, raw: Any, players: int) -> Any:
    if f.kind == "checkbox":
        return raw is True or str(raw).lower() in ("true", "on", "1")
    text = str(raw)
    if f.kind in ("seat", "seat-or-random"):
        if text.isdigit() and int(text) < players:
            return int(text)
        return "random" if f.kind == "seat-or-random" else f.default
    values = [v for v, _ in f.choices]
    return text if text in values else f.default


def start_args(spec: SetupSpec, state: SetupState) -> tuple[list[dict[str, Any]], dict[str, Any], int | None]:
    """``(seats, options, seed)`` for a new session; raise ``MingTableError`` (a ``ValueError``)
    with a reason."""
    mode = spec.mode(state.players)
    seats = []
    for i, s in enumerate(state.seats[:mode.players]):
        kind = s.get("bot") if mode.bots else None
        seat: dict[str, Any] = {"name": str(s.get("name") or f"Player {i + 1}"), "bot": None if kind == REMOTE else kind}
        if kind == REMOTE:
            seat["remote"] = True
        if spec.colours:
            seat["colour"] = s.get("colour", COLOURS[i % len(COLOURS)])
        seats.append(seat)
    options: dict[str, Any] = {}
    if spec.colours:
        colours = [s["colour"] for s in seats]
        if len(set(colours)) != len(colours):
            raise MingTableError(T("ui.setup.own_colour"))
        options["colours"] = colours
    for key in mode.fields:
        f = spec.field(key)
        value = state.options.get(key, f.default)
        if f.kind in ("seat", "seat-or-random") and isinstance(value, int) and value >= mode.players:
            value = f.default
        options[key] = value
    return seats, options, typed_seed(state.seed)


def typed_seed(text: str) -> int | None:
    """The seed a person typed (decimal digits, up to 128 bits), None for none; raises
    ``MingTableError`` for anything else."""
    if not text:
        return None
    if not (text.isascii() and text.isdigit() and len(text) <= 39) or int(text) >= 2**SEED_BITS:
        raise MingTableError(T("engine.seed", bits=SEED_BITS))
    return int(text)


def render_setup(info: dict[str, Any], spec: SetupSpec, state: SetupState, bot_kinds: tuple[str, ...],
                 lang: str = DEFAULT_LANG) -> str:
    """The new-game form in ``lang``."""

    def t(text: Any) -> str:  # a message or a plain string
        return tr(text, lang)

    def k(key: str, **params: Any) -> str:  # a catalogue key
        return tr(T(key, **params), lang)

    mode = spec.mode(state.players)
    if len(spec.modes) > 1:
        opts = "".join(f'<option value="{m.players}"{" selected" if m.players == mode.players else ""}>{esc(t(m.label))}</option>'
                       for m in spec.modes)
        count = (f'<div class="setup-row"><label for="setup-count">{esc(k("ui.setup.players"))}</label>'
                 f'<select id="setup-count" data-ui-change="setup-count">{opts}</select></div>')
    else:
        count = f'<p class="muted">{esc(t(mode.label))}</p>'
    hint = f'<p class="setup-hint">{esc(t(mode.hint))}</p>' if mode.hint else ""
    rows = []
    kinds = ("", REMOTE, *bot_kinds) if mode.players > 1 else ("", *bot_kinds)
    for i, seat in enumerate(state.seats[:mode.players]):
        title = spec.seat_title(i, state.options, mode.players) if spec.seat_title else ""
        legend = k("ui.setup.seat_titled", i=i + 1, title=title) if title else k("ui.setup.seat", i=i + 1)
        inputs = (f'<label for="seat-name-{i}">{esc(k("ui.setup.name"))}</label><input type="text" id="seat-name-{i}" maxlength="40"'
                  f' value="{esc(seat.get("name", ""))}" autocomplete="off">')
        if mode.bots:
            options = "".join(f'<option value="{v}"{" selected" if (seat.get("bot") or "") == v else ""}>{esc(t(KIND_NAMES.get(v, v)))}</option>'
                              for v in kinds)
            inputs += f'<label for="seat-kind-{i}">{esc(k("ui.setup.played_by"))}</label><select id="seat-kind-{i}">{options}</select>'
        if spec.colours:
            colours = "".join(f'<option value="{c}"{" selected" if seat.get("colour") == c else ""}>{esc(k(f"ui.colour.{c}"))}</option>'
                              for c in COLOURS)
            inputs += f'<label for="seat-colour-{i}">{esc(k("ui.setup.colour"))}</label><select id="seat-colour-{i}">{colours}</select>'
        rows.append(f'<fieldset class="seat"{attrs(data_seat=i)}><legend>{esc(legend)}</legend>{inputs}</fieldset>')
    field_rows = []
    for key in mode.fields:
        field_rows.append(_render_field(spec.field(key), state.options.get(key, spec.field(key).default), state, mode, t, k))
    seed = (f'<details class="setup-more" id="{ADVANCED_ID}"{" open" if state.advanced or state.seed else ""}>'
            f'<summary>{esc(k("ui.setup.advanced"))}</summary><div class="setup-row">'
            f'<label for="setup-seed">{esc(k("ui.setup.seed"))}</label><input type="number" id="setup-seed" min="0"'
            f' placeholder="{esc(k("ui.setup.seed_placeholder"))}" value="{esc(state.seed)}" style="width:7em"'
            f' aria-describedby="setup-seed-hint"><span class="muted" id="setup-seed-hint">'
            f'{esc(k("ui.setup.seed_hint"))}</span></div>{_render_ice(state.ice, k) + _render_signal(state.signal, k) if mode.players > 1 else ""}'
            '</details>')
    title = _texts.title(info["id"], lang, info.get("title", ""))
    if mode.players > 1:
        field_rows.append(_render_open_hands(state.open_hands, k))
        field_rows.append(_render_live(state.live, k))
        field_rows.append(_render_relays(state.relays_on, state.relays, k))
    return (f'<h2>{esc(k("ui.setup.title", title=title))}</h2>{render_own_design(info["id"], lang, title)}{count}{hint}'
            f'<div class="seats">{"".join(rows)}</div>'
            f'{"".join(field_rows)}{seed}'
            f'<div class="setup-row">{button(k("ui.setup.start"), ui="start", cls="btn primary")}'
            f'{button(k("ui.setup.back"), ui="home")}</div>')


def _render_field(f: Field, value: Any, state: SetupState, mode: Mode, t: Callable[[Any], str],
                  k: Callable[..., str]) -> str:
    eid = f"setup-{f.name}"
    change = ' data-ui-change="setup-refresh"' if f.refresh else ""
    hint = f' <span class="muted">{esc(t(f.hint))}</span>' if f.hint else ""
    if f.kind == "checkbox":
        return (f'<div class="setup-row check"><input type="checkbox" id="{eid}"{" checked" if value else ""}{change}>'
                f'<label for="{eid}">{esc(t(f.label))}</label>{hint}</div>')
    choices: list[tuple[str, Any]]
    if f.kind in ("seat", "seat-or-random"):
        choices = [("random", k("ui.setup.random"))] if f.kind == "seat-or-random" else []
        for i, seat in enumerate(state.seats[:mode.players]):
            name = str(seat.get("name") or k("ui.setup.seat", i=i + 1))
            choices.append((str(i), k("ui.setup.seat_named", i=i + 1, name=name) if f.kind == "seat" else k("ui.setup.seat", i=i + 1)))
    else:
        choices = list(f.choices)
    opts = "".join(f'<option value="{esc(v)}"{" selected" if str(value) == v else ""}>{esc(t(text))}</option>' for v, text in choices)
    return (f'<div class="setup-row"><label for="{eid}">{esc(t(f.label))}</label>'
            f'<select id="{eid}"{change}>{opts}</select>{hint}</div>')


def _render_ice(text: str, k: Callable[..., str]) -> str:
    """The STUN/TURN field of a live game (issue 22): what such a server learns; a public STUN
    server to choose with one click, and what it learns (issue 34, item 4)."""
    presets = "".join(button(k("ui.setup.ice_preset", name=name), ui="setup-ice", arg=url, cls="btn small",
                             label=k("ui.setup.ice_preset_url", name=name, url=url))
                      for name, url in STUN_PRESETS)
    return (f'<div class="setup-row"><label for="{ICE_ID}">{esc(k("ui.setup.ice"))}</label>'
            f'<input type="text" id="{ICE_ID}" value="{esc(text)}" autocomplete="off" spellcheck="false"'
            f' aria-describedby="setup-ice-hint"><span class="muted" id="setup-ice-hint">'
            f'{esc(k("ui.setup.ice_hint"))}</span></div>'
            f'<div class="setup-row ice-presets">{presets}<span class="muted">{esc(k("ui.setup.ice_presets_learn"))}</span></div>')


def _render_signal(text: str, k: Callable[..., str]) -> str:
    """The signaling server of a live game (issue 22 item 2): one invitation link then suffices;
    the hint says what such a server learns."""
    return (f'<div class="setup-row"><label for="{SIGNAL_ID}">{esc(k("ui.setup.signal"))}</label>'
            f'<input type="text" id="{SIGNAL_ID}" value="{esc(text)}" autocomplete="off" spellcheck="false"'
            f' placeholder="{esc(k("ui.setup.signal_placeholder"))}" aria-describedby="setup-signal-hint"><span class="muted" id="setup-signal-hint">'
            f'{esc(k("ui.setup.signal_hint"))}</span></div>')


def _render_live(on: bool, k: Callable[..., str]) -> str:
    """The live checkbox: persons on other devices play at once, this device hosting (issue 22)."""
    return (f'<div class="setup-row check"><input type="checkbox" id="{LIVE_ID}" aria-describedby="setup-live-hint"'
            f'{" checked" if on else ""}><label for="{LIVE_ID}">{esc(k("ui.setup.live"))}</label>'
            f' <span class="muted" id="setup-live-hint">{esc(k("ui.setup.live_hint"))}</span></div>')


def _render_relays(on: bool, text: str, k: Callable[..., str]) -> str:
    """How the turns of a game with persons on other devices travel (issue 34, item 1): by links
    only (no server contacted), or through the relays listed (the default ones shown, editable),
    with what a relay learns. assets/app.css shows the choice only while a seat is played on
    another device, and the addresses only once relays are chosen."""
    def choice(eid: str, key: str, checked: bool) -> str:
        return (f'<div class="setup-row check"><input type="radio" name="{TRAVEL_NAME}" id="{eid}"'
                f' aria-describedby="{eid}-hint"{" checked" if checked else ""}><label for="{eid}">{esc(k(key))}</label>'
                f' <span class="muted" id="{eid}-hint">{esc(k(key + "_hint"))}</span></div>')

    return (f'<fieldset class="setup-travel"><legend>{esc(k("ui.setup.travel"))}</legend>'
            f'{choice(LINKS_ONLY_ID, "ui.setup.links_only", not on)}{choice(RELAYS_ID, "ui.setup.relays", on)}'
            f'<div class="setup-row relay-list"><label for="{RELAY_LIST_ID}">{esc(k("ui.setup.relay_list"))}</label>'
            f'<input type="text" id="{RELAY_LIST_ID}" value="{esc(text)}" autocomplete="off" spellcheck="false"></div>'
            '</fieldset>')


def relay_list(text: str) -> list[str]:
    """The relays typed in the form (separated by spaces or commas), checked (ui/relays.py
    :func:`relay_urls`, which raises :class:`RelayError`)."""
    return relay_urls(text.replace(",", " ").split())


def chosen_relays(state: SetupState) -> list[str]:
    """The relays the form chose for its game's turns: none by links only, and none for a game
    without a person on another device (where the form does not show the choice); raises
    :class:`RelayError` for an address it cannot read."""
    if not state.relays_on or not any(seat.get("bot") == REMOTE for seat in state.seats[:state.players]):
        return []
    return relay_list(state.relays)


def _render_open_hands(on: bool, k: Callable[..., str]) -> str:
    """The open-hands checkbox: a friendly game among people at one device, without the curtain."""
    return (f'<div class="setup-row check"><input type="checkbox" id="{OPEN_HANDS_ID}" aria-describedby="setup-open-hands-hint"'
            f'{" checked" if on else ""}><label for="{OPEN_HANDS_ID}">{esc(k("ui.setup.open_hands"))}</label>'
            f' <span class="muted" id="setup-open-hands-hint">{esc(k("ui.setup.open_hands_hint"))}</span></div>')
