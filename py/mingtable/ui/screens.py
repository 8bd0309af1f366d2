"""Markup of the app screens around the board: home (games, saved games), the curtain text and
the Share dialog (the new-game form is :mod:`mingtable.ui.setup`).

Pure functions from plain data to HTML strings, in the language ``lang``; every text comes
from the catalogue (:mod:`mingtable.ui.texts`) and goes through :func:`esc`.
"""

from __future__ import annotations

import time
from typing import Any

from ..i18n import DEFAULT_LANG, T, tr
from . import texts as _texts
from ..markup import attrs, button, esc
from .saves import group_entries


def _t(key: str, lang: str, **params: Any) -> str:
    return tr(T(key, **params), lang)


OWN_DESIGN_ANCHOR = "own-design"  # the heading of each rules page that lists our own design


def render_own_design(game_id: str, lang: str = DEFAULT_LANG, title: str = "") -> str:
    """The note that a game's boards or cards are Ming Table's own design, with a link that opens
    its rules page at the list (``data-ui="rules"``, ``<game>#own-design``); "" for a game whose
    parts are all the publisher's."""
    note = _texts.own_design(game_id, lang)
    if not note:
        return ""
    link = button(_t("ui.own_design.link", lang), ui="rules", arg=f"{game_id}#{OWN_DESIGN_ANCHOR}", cls="btn link",
                  label=_t("ui.own_design.link_of", lang, title=title or _texts.title(game_id, lang)))
    return f'<p class="own-design">{esc(note)} {link}</p>'


def render_games(games: list[dict[str, Any]], lang: str = DEFAULT_LANG) -> str:
    """The catalogue: every game with its player count; unavailable ones are marked so.

    Each playable game has a New game button and a Rules button (``data-ui="rules"``), and the
    note of what in it is Ming Table's own design (:func:`render_own_design`)."""
    items = []
    for g in games:
        gid = g["id"]
        if g["min_players"] != g["max_players"]:
            players = T("ui.players.range", low=g["min_players"], high=g["max_players"])
        else:
            players = T("ui.players.count", n=g["min_players"])
        title = _texts.title(gid, lang, g.get("title", ""))
        line = _t("ui.game.line", lang, players=players, designer=_texts.designer(gid, lang, g.get("designer", "")))
        own = ""
        if g.get("available"):
            own = render_own_design(gid, lang, title)
            action = (button(_t("ui.rules", lang), ui="rules", arg=gid, cls="btn", label=_t("ui.rules_of", lang, title=title))
                      + button(_t("ui.new_game", lang), ui="new", arg=gid, cls="btn primary",
                               label=_t("ui.new_game_of", lang, title=title)))
            cls = "game"
        else:
            action = f'<span class="badge">{esc(_t("ui.unavailable", lang))}</span>'
            cls = "game unavailable"
        items.append(f'<li{attrs(class_=cls, data_game=gid)}><div><div class="title">{esc(title)}</div>'
                     f'<div class="muted">{esc(line)}</div>{own}</div><div class="row">{action}</div></li>')
    return "".join(items)


def when_text(updated: float, now: float | None = None, lang: str = DEFAULT_LANG) -> str:
    """How long ago a game was saved: "just now", "5 min ago", "2 h ago", else the date."""
    if not updated:
        return ""
    now = time.time() if now is None else now
    minutes = max(0, int((now - updated) // 60))
    if minutes < 1:
        return _t("ui.when.now", lang)
    if minutes < 60:
        return _t("ui.when.minutes", lang, n=minutes)
    if minutes < 60 * 24:
        return _t("ui.when.hours", lang, n=minutes // 60)
    try:
        date = time.strftime("%Y-%m-%d", time.localtime(updated))
    except (OverflowError, OSError, ValueError):  # a date the platform's clock cannot show
        return ""
    return _t("ui.when.date", lang, date=date)


def save_state(summary: dict[str, Any], lang: str = DEFAULT_LANG) -> str:
    """Where a saved game stands, in one wording for every game: "finished: Ann won" (who won,
    from ``winners``), or the game's own progress in ``lang`` ("round 2 of 6", else its round)
    and who decides now ("· Ann to play", from ``to_play``; a save from before issue 20 may
    have only a game with friends' ``turn``, or neither)."""
    if summary.get("over"):
        winners = summary.get("winners")
        if not isinstance(winners, list):  # a save from before issue 20
            return _t("ui.save.finished", lang)
        if not winners:
            return _t("ui.save.no_winner", lang)
        return _t("ui.save.won", lang, who=[str(n) for n in winners])
    progress = _progress(summary, lang)
    who = summary.get("to_play")
    if not isinstance(who, list):
        who = [summary["turn"]] if summary.get("turn") else []
    if not who:
        return progress
    return _t("ui.save.to_play", lang, progress=progress, who=[str(n) for n in who])


def _progress(summary: dict[str, Any], lang: str) -> str:
    """The game's own status line in ``lang`` if the save holds it, else its round."""
    status = summary.get("status")
    if isinstance(status, dict) and isinstance(status.get(lang), str):
        return status[lang]
    if isinstance(status, str) and status and lang == DEFAULT_LANG:  # saves before issue 7: English
        return status
    return _t("ui.save.round", lang, n=summary.get("round") or "?")


def render_saves(entries: list[dict[str, Any]], now: float | None = None, empty: str | None = None,
                 lang: str = DEFAULT_LANG, confirm: str | None = None, confirm_finished: int = 0) -> str:
    """Saved games (:func:`mingtable.ui.saves.list_entries`): ``{"id", "summary", "updated"}``, or
    ``{"id", "error"}`` for a damaged one, which can be exported as stored, or deleted.

    They are grouped under headings (:func:`mingtable.ui.saves.group_entries`: in progress, with
    friends, finished, damaged), each group a list, newest first; the finished group offers
    "Delete finished games". ``empty`` is the catalogue key of the text shown when there is
    none; the save ``confirm`` asks whether to delete it (:func:`render_delete_question`)
    instead of offering its buttons, and ``confirm_finished`` (a number of games, 0: none) asks
    whether to delete that many finished games."""
    if not entries:
        return f'<li class="muted">{esc(_t(empty or "ui.saves.none", lang))}</li>'
    groups = []
    for group, items in group_entries(entries):
        heading = f"saves-{group}"
        tools = ""
        if group == "finished":
            if confirm_finished:
                tools = render_delete_question("", _t("ui.delete.confirm_finished", lang, n=confirm_finished), lang,
                                               yes="delete-finished-yes")
            else:
                tools = (f'<div class="row">{button(_t("ui.saves.delete_finished", lang), ui="delete-finished", cls="btn small")}'
                         f'</div>')
        listed = "".join(_render_save(e, now, lang, confirm) for e in items)
        groups.append(f'<li{attrs(class_="save-group", data_group=group)}><h3 class="save-group-title" id="{heading}">'
                      f'{esc(_t(f"ui.saves.{group}", lang))}</h3>{tools}'
                      f'<ul class="saves" aria-labelledby="{heading}">{listed}</ul></li>')
    return "".join(groups)


def _render_save(e: dict[str, Any], now: float | None, lang: str, confirm: str | None) -> str:
    """One saved game of :func:`render_saves`."""
    sid = e["id"]
    if e.get("error") and sid == confirm:
        question = render_delete_question(sid, _t("ui.delete.confirm_damaged", lang), lang)
        return f'<li class="save damaged confirm" data-save="{esc(sid)}">{question}</li>'
    if e.get("error"):
        return (f'<li class="save damaged" data-save="{esc(sid)}"><strong>{esc(_t("ui.save.damaged", lang))}</strong>'
                f'<div class="muted">{esc(tr(e["error"], lang))}</div><div class="row">'
                f'{button(_t("ui.export", lang), ui="export-save", arg=sid, label=_t("ui.save.export_damaged", lang))}'
                f'{button(_t("ui.delete", lang), ui="delete", arg=sid, label=_t("ui.save.delete_damaged", lang))}'
                f'</div></li>')
    s = e.get("summary") or {}
    names = [str(n) for n in s.get("players", [])]
    title = _texts.title(str(s.get("game", "")), lang, str(s.get("title") or _t("ui.save.game", lang)))
    if sid == confirm:
        return (f'<li class="save confirm" data-save="{esc(sid)}">'
                f'{render_delete_question(sid, _t("ui.delete.confirm", lang, title=title, names=names), lang)}</li>')
    line = _t("ui.save.line", lang, state=save_state(s, lang), when=when_text(e.get("updated", 0), now, lang))
    if s.get("friends"):  # a game with friends is marked so (also among the finished games)
        line_html = f'{esc(line)} <span class="badge friends">{esc(_t("ui.friends.mark", lang))}</span>'
        if s.get("your_turn") and not s.get("over"):
            line_html += f' <span class="badge your-turn">{esc(_t("ui.saves.your_turn", lang))}</span>'
    else:
        line_html = esc(line)
    if s.get("over"):  # a finished game opens on its final board and score
        cls = "save finished"
        open_button = button(_t("ui.save.result", lang), ui="continue", arg=sid, cls="btn primary",
                             label=_t("ui.save.result_of", lang, title=title, names=names))
    else:
        cls = "save"
        open_button = button(_t("ui.continue", lang), ui="continue", arg=sid, cls="btn primary",
                             label=_t("ui.save.continue", lang, title=title, names=names))
    return (f'<li class="{cls}" data-save="{esc(sid)}"><strong>{esc(title)}</strong> <span class="muted">{line_html}</span>'
            f'<div class="players-line">{esc(", ".join(names))}</div><div class="row">{open_button}'
            f'{button(_t("ui.delete", lang), ui="delete", arg=sid, label=_t("ui.save.delete", lang, title=title, names=names))}'
            f'</div></li>')


def render_delete_question(sid: str, question: str, lang: str = DEFAULT_LANG, yes: str = "delete-yes") -> str:
    """Asks ``question`` before a saved game (or, with ``yes="delete-finished-yes"``, every
    finished one) is deleted: Delete (``yes``) or Cancel (``delete-no``)."""
    return (f'<p class="delete-question" id="delete-question" role="alert">{esc(question)}</p><div class="row">'
            f'{button(_t("ui.delete.yes", lang), ui=yes, arg=sid or None, cls="btn danger")}'
            f'<button type="button" class="btn" data-ui="delete-no" id="delete-cancel">{esc(_t("ui.delete.cancel", lang))}'
            f'</button></div>')


SAVE_PROBLEMS = ("full", "off", "embed", "conflict")
"""Why the game on screen may not be saved (texts: ``ui.problem.<kind>``)."""


def render_save_problem(kind: str, lang: str = DEFAULT_LANG) -> str:
    """Why the game on screen is not being saved (see :data:`SAVE_PROBLEMS`); a conflict with
    another tab offers to reload the game as that tab saved it."""
    text = f"<p>{esc(_t(f'ui.problem.{kind}', lang))}</p>"
    if kind == "conflict":
        text += button(_t("ui.problem.reload", lang), ui="reload-save", cls="btn small primary")
    return text


def curtain_text(name: str, role: Any = "", lang: str = DEFAULT_LANG, game: str = "") -> tuple[str, str]:
    """Text and button label of the hot-seat curtain for the player ``name`` (playing ``role``):
    whose turn it is, and why the curtain is up (what of theirs the game ``game`` shows next)."""
    turn = T("ui.curtain.turn_role", name=name, role=role) if role else T("ui.curtain.turn", name=name)
    why = T(f"ui.curtain.why.{game}") if _texts.known(f"ui.curtain.why.{game}") else T("ui.curtain.why")
    return _t("ui.curtain.says", lang, turn=turn, why=why, name=name), _t("ui.curtain.button", lang, name=name)


def render_own_cards(shown: bool, name: str, lang: str = DEFAULT_LANG) -> str:
    """The "Show my cards" switch (``#own-cards-btn``) above the panel in a public hot-seat
    decision: the person deciding (``name``) shows their own cards, or hides them again."""
    label = _t("ui.own_cards.hide" if shown else "ui.own_cards.show", lang)
    switch = (f'<button type="button"{attrs(id="own-cards-btn", class_="btn small", data_ui="own-cards", data_arg="hide" if shown else "show")}>'
              f'{esc(label)}</button>')
    note = f' <span class="muted">{esc(_t("ui.own_cards.note", lang, name=name))}</span>' if shown else ""
    return f'<div class="own-cards">{switch}{note}</div>'


def render_share_box(link: str, lang: str = DEFAULT_LANG) -> str:
    """The Share dialog: the link, a Copy button, and what the link gives away (a link holds
    the record, seed and every decision: replaying it shows everything)."""
    return (f'<label for="share-url" class="muted">{esc(_t("ui.share.label", lang))}</label>'
            f'<div class="share-box"><input id="share-url" readonly aria-describedby="share-note" value="{esc(link)}">'
            f'{button(_t("ui.share.copy", lang), ui="copy-share", cls="btn small")}</div>'
            f'<p class="share-note" id="share-note">{esc(_t("ui.share.note", lang))}</p>')


def render_friends_box(status: str, links: list[dict[str, Any]], lang: str = DEFAULT_LANG, welcome: str = "") -> str:
    """A game with friends: where it stands (``status``, a text) and the links to send, each
    ``{"kind": "turn" | "invite", "seat", "who", "url", "invitation", "joined"}`` (``invitation``:
    a turn link that is that person's invitation too; ``joined``: an invitation whose person
    has joined). Each has a "Send to" button (the system share sheet, else a copy:
    assets/mingtable.js ``__mtSend``), a Copy button and a fold with its QR code (drawn when the
    fold opens: assets/qr.mjs). The links to send come first, then the invitations of persons
    who have not joined yet; those of persons who have are in a fold, to send again. The box
    says what a link gives away. ``welcome``: a friend's first screen, above all (until their
    first move)."""

    def one(link: dict[str, Any]) -> str:
        field = f'friends-link-{link["kind"]}-{link["seat"]}'
        who = link["who"]
        label = "ui.friends.invitation_for" if link["kind"] == "invite" or link.get("invitation") else "ui.friends.link_of"
        buttons = button(_t("ui.friends.send_to", lang, who=who), ui="send-link", arg=field, cls="btn small primary")
        buttons += button(_t("ui.friends.copy", lang), ui="copy-link", arg=field, cls="btn small",
                          label=_t("ui.friends.copy", lang) + " – " + _t(label, lang, who=who))
        qr = (f'<details class="qr-fold"{attrs(data_link=field)}><summary>{esc(_t("ui.friends.show_qr", lang))}</summary>'
              f'<div class="qr" role="img"{attrs(aria_label=_t("ui.friends.qr", lang, who=who))}></div>'
              f'<p class="muted no-qr" hidden>{esc(_t("ui.friends.no_qr", lang))}</p></details>')
        note = f'<p class="muted">{esc(_t("ui.friends.not_joined_yet", lang, who=who))}</p>' \
            if link["kind"] == "turn" and link.get("invitation") else ""
        return (f'<div class="friends-link"{attrs(data_seat=link["seat"], data_kind=link["kind"])}>'
                f'<label for="{field}" class="muted">{esc(_t(label, lang, who=who))}</label>{note}'
                f'<div class="share-box"><input id="{field}" readonly value="{esc(link["url"])}"></div>'
                f'<div class="send-row">{buttons}</div>{qr}</div>')

    turn = [one(link) for link in links if link["kind"] == "turn"]
    waiting = [one(link) for link in links if link["kind"] == "invite" and not link.get("joined")]
    joined = [one(link) for link in links if link["kind"] == "invite" and link.get("joined")]
    out = [f'<p class="friends-welcome">{esc(welcome)}</p>'] if welcome else []
    out += [f'<p class="friends-status">{esc(status)}</p>', *turn]
    if waiting:
        out.append(f'<p class="muted">{esc(_t("ui.friends.invite_hint", lang))}</p>{"".join(waiting)}')
    if joined:
        out.append(f'<details class="invitations"><summary>{esc(_t("ui.friends.invitations", lang))}</summary>'
                   f'{"".join(joined)}</details>')
    if turn or waiting or joined:
        out.append(f'<p class="share-note">{esc(_t("ui.friends.honest", lang))}</p>')
    return "".join(out)




def render_send_strip(status: str, seat: int, who: str, lang: str = DEFAULT_LANG) -> str:
    """The link to send now at the top of the panel (a phone's sheet covers the friends box):
    its ``status`` and the "Send to" button of the box's turn link (``render_friends_box``)."""
    return (f'<div class="send-strip"><span>{esc(status)}</span>'
            f'{button(_t("ui.friends.send_to", lang, who=who), ui="send-link", arg=f"friends-link-turn-{seat}", cls="btn small primary")}'
            f'</div>')
