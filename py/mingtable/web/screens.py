"""The screens around a game: home (the games, the saved games), the set-up form, and the
rules dialog."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import mingtable
from mingtable.engine.setup import SetupSpec
from mingtable.ui import games as G
from mingtable.ui import rules as R
from mingtable.ui import saves as S
from mingtable.ui import setup as F
from mingtable.ui.screens import render_games, render_saves
from mingtable.ui.session import Session, new_session

from .dom import checked, el, is_open, set_html, set_text, show, value
from .saving import Saves, new_id


class Home:
    """The home screen: the games to start, and the saved games under their headings (a
    deletion asks first, of one game or of every finished one)."""

    def __init__(self) -> None:
        self.delete_asked: str | None = None  # the saved game whose deletion awaits a yes
        self.finished_asked: list[str] | None = None  # the finished games whose deletion awaits a yes

    def ask_delete(self, save_id: str | None) -> None:
        """Ask whether to delete one saved game (None: ask nothing)."""
        self.delete_asked, self.finished_asked = save_id, None

    def ask_delete_finished(self, saves: Saves) -> None:
        """Ask whether to delete the finished games listed now."""
        self.delete_asked, self.finished_asked = None, S.finished_ids(saves.entries()) or None

    def delete_finished(self, saves: Saves) -> int:
        """After a yes: delete the games that were asked about and are still finished (never
        one that was not listed, or is no longer finished); how many were deleted."""
        asked, self.finished_asked = self.finished_asked or [], None
        still = set(S.finished_ids(saves.entries()))
        return saves.delete_many([sid for sid in asked if sid in still])

    def render(self, saves: Saves, lang: str) -> None:
        set_html("games", render_games(G.catalogue(), lang))
        if not saves.store.available:
            set_html("saves", render_saves([], empty="ui.saves.off", lang=lang))
            return
        entries = saves.entries()
        if self.delete_asked not in {e["id"] for e in entries}:
            self.delete_asked = None
        asked = set(self.finished_asked or ()) & set(S.finished_ids(entries))
        if not asked:
            self.finished_asked = None
        set_html("saves", render_saves(entries, lang=lang, confirm=self.delete_asked, confirm_finished=len(asked)))
        if self.delete_asked is not None or self.finished_asked is not None:
            cancel = el("delete-cancel")
            if cancel is not None:
                cancel.focus()


class SetupForm:
    """The set-up form of one game at a time; each game's form is kept as it was left (Forward,
    or the same game again) for the page's life."""

    def __init__(self) -> None:
        self.game = "ming-dynastie"
        self._forms: dict[str, F.SetupState] = {}

    def _spec_form(self, lang: str) -> tuple[SetupSpec, F.SetupState]:
        spec = G.setup_spec(self.game, lang)
        form = self._forms.get(self.game)
        if form is None:
            form = self._forms[self.game] = F.initial_state(self.game, spec, lang)
        return spec, form

    def render(self, lang: str) -> None:
        info = mingtable.GAMES[self.game].to_json()
        spec, form = self._spec_form(lang)
        set_html("screen-setup", F.render_setup(info, spec, form, G.bot_kinds(self.game), lang))

    def read(self, lang: str) -> F.SetupState:
        """Read the form's inputs from the page into the kept form state."""
        spec, form = self._spec_form(lang)
        values: dict[str, Any] = {}
        for eid in F.form_ids(spec, form):
            node = el(eid)
            if node is None:
                continue
            if eid == F.ADVANCED_ID:
                values[eid] = is_open(eid)
            else:
                values[eid] = checked(eid) if str(node.type) in ("checkbox", "radio") else value(eid)
        form = F.read_form(spec, form, values, G.bot_kinds(self.game), lang)
        self._forms[self.game] = form
        return form

    def use_ice(self, url: str, lang: str) -> None:
        """A preset STUN server chosen for a live game: into the field (only one of the presets)."""
        form = self.read(lang)
        if url in (preset for _, preset in F.STUN_PRESETS):
            self._forms[self.game] = replace(form, ice=url)
        self.render(lang)

    def start(self, lang: str) -> Session:
        """The new game the form describes (Start); the kept form forgets its seed
        (:func:`mingtable.ui.setup.started`), so the next game is dealt afresh."""
        spec, _ = self._spec_form(lang)
        form = self.read(lang)
        seats, options, seed = F.start_args(spec, form)
        session = new_session(self.game, seats, seed, options, new_id(), open_hands=form.open_hands,
                              live=form.live and any(seat.get("remote") for seat in seats))
        self._forms[self.game] = F.started(form)
        # The page's form forgets it too (leaving the screen reads the form back).
        seed_field, fold = el("setup-seed"), el(F.ADVANCED_ID)
        if seed_field is not None:
            seed_field.value = ""
        if fold is not None:
            fold.open = False
        return session


class RulesDialog:
    """A game's rules in a dialog, at one of its headings; it follows a language switch."""

    def __init__(self) -> None:
        self.shown: tuple[str, str | None] | None = None  # (game, heading id) while open

    def open(self, game: str, anchor: str | None, lang: str) -> None:
        """Show the rules of ``game`` in ``lang``, at the heading ``anchor`` if given."""
        title, body = R.render_rules(game, lang)
        set_text("rules-title", title)
        set_html("rules-body", body)
        self.shown = (game, anchor)
        show("rules", True)
        _goto(anchor)

    def goto(self, anchor: str | None) -> None:
        """Go to another heading of the rules on screen (a link inside them)."""
        if self.shown is not None:
            _, anchor = R.parse_target(f"{self.shown[0]}#{anchor}", None)
            self.shown = (self.shown[0], anchor)
            _goto(anchor)

    def close(self) -> None:
        self.shown = None
        show("rules", False)


def _goto(anchor: str | None) -> None:
    """Scroll the rules dialog to a heading and put the focus there (else on Close)."""
    target = el(R.ID_PREFIX + anchor) if anchor else None
    if target is None:
        body = el("rules-body")
        if body is not None:
            body.scrollTop = 0
        target = el("rules-close")
    else:
        target.setAttribute("tabindex", "-1")
        target.scrollIntoView(True)
    if target is not None:
        target.focus()
