"""The app's texts (``ui.*``) in English and German, and how the page picks its language.

Everything the app shows around the boards comes from here: the page shell, home, the game
list, the new-game form, saved games, the share box, the curtain, the game-over chrome, alerts
and errors. German follows docs/glossary.md ("App terms"; the app says "du").

The language: ``?lang=`` in the page URL (``en``, ``de``, or the test locale ``qps``), else
the stored choice (``mingtable.lang``: ``en`` or ``de``), else the browser's language (``de*``
gives German, anything else English). :func:`choose_lang` is the rule; assets/mingtable.js
applies the same rule for the first paint, before Python runs.
"""

from __future__ import annotations

from typing import Any

from .. import i18n
from ..engine import texts as _engine_texts  # noqa: F401 - game titles, engine errors
from ..i18n import LANGS, PSEUDO, T, register, tr

LANG_KEY = "mingtable.lang"

register({
    # The page shell (index.html; assets/mingtable.js swaps these before Python runs).
    "ui.app": ("Ming Table", "Ming Table"),
    "ui.engine.loading": ("Engine loading…", "Spiel-Engine wird geladen …"),
    "ui.engine.failed": ("Could not start", "Konnte nicht starten"),
    "ui.engine.start_failed": ("Ming Table could not start: {why}. Reloading the page may help.",
                               "Ming Table konnte nicht starten: {why}. Die Seite neu zu laden, hilft vielleicht."),
    "ui.nav": ("Game", "Spiel"),
    "ui.home": ("Home", "Startseite"),
    "ui.undo": ("Undo", "Rückgängig"),
    "ui.export": ("Export", "Exportieren"),
    "ui.share": ("Share link", "Link teilen"),
    "ui.rules": ("Rules", "Regeln"),
    "ui.board": ("Board", "Spielplan"),
    "ui.games": ("Games", "Spiele"),
    "ui.saves": ("Saved games", "Gespeicherte Spiele"),
    "ui.saves.loading": ("Saved games appear once the engine has loaded.",
                         "Gespeicherte Spiele erscheinen, sobald die Spiel-Engine geladen ist."),
    "ui.import": ("Import a game file…", "Spieldatei importieren …"),
    "ui.log": ("Log", "Protokoll"),
    "ui.curtain.title": ("Pass the device", "Gerät weitergeben"),
    "ui.curtain.show": ("Show my hand", "Meine Karten zeigen"),
    "ui.over.board": ("See the board", "Zum Spielplan"),
    "ui.lang": ("Language", "Sprache"),
    "ui.lang.en": ("EN", "EN"),
    "ui.lang.de": ("DE", "DE"),
    "ui.lang.en.name": ("English", "English"),  # each language named in itself
    "ui.lang.de.name": ("Deutsch", "Deutsch"),
    # Home: the game list.
    "ui.designer.ming-dynastie": ("R. F. Watson", "R. F. Watson"),
    "ui.designer.confucius": ("Alan Paull", "Alan Paull"),
    "ui.designer.ming-voyages": ("D. J. Mortimer & A. Paull", "D. J. Mortimer & A. Paull"),
    "ui.designer.yin-yang": ("DuGuWei", "DuGuWei"),
    "ui.players.range": ("{low}–{high} players", "{low}–{high} Spieler"),
    "ui.players.count": ("{n} {n:p:player|players}", "{n} Spieler"),
    "ui.game.line": ("{players} · {designer}", "{players} · {designer}"),
    "ui.new_game": ("New game", "Neues Spiel"),
    "ui.new_game_of": ("New game of {title}", "Neues Spiel: {title}"),
    "ui.rules_of": ("Rules of {title}", "Regeln: {title}"),
    "ui.unavailable": ("not yet available", "noch nicht verfügbar"),
    # Home and the new-game form: which parts are Ming Table's own design (issue 20 item 11); the
    # rules page lists them under the heading {#own-design}. A game without a key has none.
    "ui.own_design.ming-dynastie": ("Map and transports: Ming Table's own design, not the publisher's.",
                                    "Spielplan und Transportmittel: eigener Entwurf von Ming Table, nicht der des Verlags."),
    "ui.own_design.ming-voyages": ("Map, voyages, cards and solo bot: Ming Table's own design, not the publisher's.",
                                   "Spielplan, Seereisen, Karten und Solo-Bot: eigener Entwurf von Ming Table, nicht der des Verlags."),
    "ui.own_design.yin-yang": ("Map and boards: Ming Table's own design, not the publisher's.",
                               "Spielbrett und Tableaus: eigener Entwurf von Ming Table, nicht der des Verlags."),
    "ui.own_design.link": ("List in the rules", "Liste in den Regeln"),
    "ui.own_design.link_of": ("List in the rules: Ming Table's own design in {title}",
                              "Liste in den Regeln: eigener Entwurf von Ming Table in {title}"),
    # Home: saved games.
    "ui.saves.none": ("No saved games yet.", "Noch keine gespeicherten Spiele."),
    "ui.saves.off": ("Saving is off here, so there are no saved games.",
                     "Speichern ist hier ausgeschaltet, daher gibt es keine gespeicherten Spiele."),
    "ui.save.damaged": ("Damaged saved game", "Beschädigtes gespeichertes Spiel"),
    "ui.save.export_damaged": ("Export the damaged saved game as it is stored",
                               "Das beschädigte gespeicherte Spiel so exportieren, wie es gespeichert ist"),
    "ui.save.delete_damaged": ("Delete the damaged saved game", "Das beschädigte gespeicherte Spiel löschen"),
    "ui.continue": ("Continue", "Fortsetzen"),
    "ui.delete": ("Delete", "Löschen"),
    "ui.save.continue": ("Continue {title} with {names}", "{title} mit {names} fortsetzen"),
    "ui.save.delete": ("Delete {title} with {names}", "{title} mit {names} löschen"),
    "ui.save.finished": ("finished", "beendet"),
    "ui.save.round": ("round {n}", "Runde {n}"),
    "ui.save.game": ("Game", "Spiel"),
    "ui.save.line": ("· {state} · {when}", "· {state} · {when}"),
    # One status wording for every game (issue 20 item 10): where it stands and who decides,
    # or who won.
    "ui.save.to_play": ("{progress} · {who} to play", "{progress} · am Zug: {who}"),
    "ui.save.won": ("finished: {who} won", "beendet: Sieg für {who}"),
    "ui.save.no_winner": ("finished: no one won", "beendet: niemand hat gewonnen"),
    # The groups of saved games, each newest first (issue 20 item 10).
    "ui.saves.playing": ("In progress", "Laufende Spiele"),
    "ui.saves.friends": ("With friends", "Mit Freunden"),
    "ui.saves.finished": ("Finished", "Beendete Spiele"),
    "ui.saves.damaged": ("Damaged", "Beschädigt"),
    "ui.saves.delete_finished": ("Delete finished games", "Beendete Spiele löschen"),
    "ui.when.now": ("just now", "gerade eben"),
    "ui.when.minutes": ("{n} min ago", "vor {n} Min."),
    "ui.when.hours": ("{n} h ago", "vor {n} Std."),
    "ui.when.date": ("{date}", "{date}"),
    # Damaged saves (ui/saves.py).
    "ui.save.missing": ("This saved game is missing from the browser storage.",
                        "Dieses gespeicherte Spiel fehlt im Speicher des Browsers."),
    "ui.save.version": ("This saved game has an unsupported version {version}.",
                        "Dieses gespeicherte Spiel hat eine nicht unterstützte Version {version}."),
    "ui.save.version_unknown": ("This saved game has an unsupported version.",
                                "Dieses gespeicherte Spiel hat eine nicht unterstützte Version."),
    "ui.save.is_damaged": ("This saved game is damaged ({why}).", "Dieses gespeicherte Spiel ist beschädigt ({why})."),
    "ui.save.why.json": ("it is not valid JSON", "es ist kein gültiges JSON"),
    "ui.save.why.format": ("it is not a Ming Table save", "es ist kein Spielstand von Ming Table"),
    "ui.save.why.id": ("its id does not match its key", "seine Kennung passt nicht zu seinem Schlüssel"),
    "ui.save.why.record": ("it holds no game record", "es enthält keine Spielaufzeichnung"),
    "ui.save.why.players": ("it has no players", "es hat keine Spieler"),
    "ui.save.why.bots": ("its bot seats are invalid", "seine Bot-Plätze sind ungültig"),
    "ui.save.why.old_friends": ("it is a game with friends begun by an earlier Ming Table, whose links were not signed "
                                "yet; it cannot go on",
                                "es ist ein Spiel mit Freunden, das eine frühere Ming Table begonnen hat, deren Links "
                                "noch nicht signiert waren; es kann nicht weitergehen"),
    "ui.save.why.table": ("its seats of a game with friends are invalid",
                          "seine Plätze eines Spiels mit Freunden sind ungültig"),
    "ui.save.why.writes": ("its write counter is invalid", "sein Schreibzähler ist ungültig"),
    "ui.save.why.summary": ("its summary is not an object", "seine Zusammenfassung ist kein Objekt"),
    "ui.save.why.summary_field": ("its summary field {name} is invalid",
                                  "das Feld {name} seiner Zusammenfassung ist ungültig"),
    "ui.save.why.time": ("its time stamp is invalid", "sein Zeitstempel ist ungültig"),
    "ui.save.no_replay": ("This saved game does not replay: {why}",
                          "Dieses gespeicherte Spiel lässt sich nicht nachspielen: {why}"),
    # Why the game is not being saved (screens.SAVE_PROBLEMS).
    "ui.problem.full": ("The browser's storage is full: this game is not being saved. Delete old saved games, "
                        "or use Export to keep a copy.",
                        "Der Speicher des Browsers ist voll: Dieses Spiel wird nicht gespeichert. Lösche alte "
                        "gespeicherte Spiele oder sichere mit Exportieren eine Kopie."),
    "ui.problem.off": ("Saving is off: this browser does not let the page store anything. "
                       "The game is not being saved; use Export to keep a copy.",
                       "Speichern ist ausgeschaltet: Dieser Browser lässt die Seite nichts speichern. "
                       "Das Spiel wird nicht gespeichert; sichere mit Exportieren eine Kopie."),
    "ui.problem.embed": ("Saves are off in this embed: the browser blocks storage here. "
                         "The game is not being saved; use Export to keep a copy.",
                         "In dieser Einbettung ist Speichern aus: Der Browser sperrt hier den Speicher. "
                         "Das Spiel wird nicht gespeichert; sichere mit Exportieren eine Kopie."),
    "ui.problem.conflict": ("This game was continued in another tab, so this tab stopped saving it "
                            "(moves made here since then are not saved).",
                            "Dieses Spiel wurde in einem anderen Tab fortgesetzt, daher speichert dieser Tab "
                            "es nicht mehr (Züge, die seitdem hier gemacht wurden, sind nicht gespeichert)."),
    "ui.problem.reload": ("Reload the saved game", "Gespeichertes Spiel neu laden"),
    # The curtain and the game-over box.
    "ui.curtain.button": ("I am {name}, show my hand", "Ich bin {name}, zeig meine Karten"),
    # Share and export.
    "ui.share.label": ("Share link (opens this game at this point)", "Link zum Teilen (öffnet dieses Spiel an dieser Stelle)"),
    "ui.share.copy": ("Copy", "Kopieren"),
    "ui.share.note": ("This link holds the whole game: whoever opens it can see all hidden cards, every hand "
                      "and the cards still to be drawn. Share it only with people who may see everything.",
                      "Dieser Link enthält das ganze Spiel: Wer ihn öffnet, kann alle verdeckten Karten, jede "
                      "Kartenhand und die noch zu ziehenden Karten sehen. Teile ihn nur mit Leuten, die alles "
                      "sehen dürfen."),
    "ui.export.note": ("The file holds the whole game, hidden cards and future draws included.",
                       "Die Datei enthält das ganze Spiel, auch verdeckte Karten und künftige Ziehungen."),
    "ui.export.done": ("The game record was exported to a file. {note}",
                       "Die Spielaufzeichnung wurde als Datei exportiert. {note}"),
    "ui.export.save_done": ("The saved game was exported to a file exactly as it is stored.",
                            "Das gespeicherte Spiel wurde genau so, wie es gespeichert ist, als Datei exportiert."),
    "ui.share.copied": ("Link copied.", "Link kopiert."),
    # Opening games from outside.
    "ui.opened.link": ("Opened the shared game; it is now in your saved games.",
                       "Das geteilte Spiel ist geöffnet und steht jetzt bei deinen gespeicherten Spielen."),
    "ui.opened.link_unsaved": ("Opened the shared game, but it could not be stored, so it is not in your saved games.",
                               "Das geteilte Spiel ist geöffnet, konnte aber nicht gespeichert werden und steht "
                               "daher nicht bei deinen gespeicherten Spielen."),
    "ui.opened.link_again": ("Opened the shared game; its entry in your saved games is up to date now.",
                             "Das geteilte Spiel ist geöffnet; sein Eintrag bei deinen gespeicherten Spielen ist "
                             "jetzt aktuell."),
    "ui.opened.import": ("Imported the game; it is now in your saved games.",
                         "Das Spiel ist importiert und steht jetzt bei deinen gespeicherten Spielen."),
    "ui.opened.import_unsaved": ("Imported the game, but it could not be stored, so it is not in your saved games.",
                                 "Das Spiel ist importiert, konnte aber nicht gespeichert werden und steht daher "
                                 "nicht bei deinen gespeicherten Spielen."),
    # Alerts.
    "ui.error.move": ("That move is not allowed: {why}", "Dieser Zug ist nicht erlaubt: {why}"),
    "ui.error.link": ("This game link cannot be opened: {why}", "Dieser Spiel-Link lässt sich nicht öffnen: {why}"),
    "ui.error.restore": ("The game that was open could not be restored: {why} Other saved games are untouched.",
                         "Das zuletzt offene Spiel ließ sich nicht wiederherstellen: {why} Andere gespeicherte "
                         "Spiele sind unberührt."),
    "ui.error.import": ("Could not import {name}: {why}", "{name} ließ sich nicht importieren: {why}"),
    "ui.error.this_file": ("this file", "Diese Datei"),
    "ui.error.load": ("This record cannot be loaded: {why}", "Diese Aufzeichnung lässt sich nicht laden: {why}"),
    "ui.error.file_limit": ("This file is not a Ming Table record ({why}).",
                            "Diese Datei ist keine Spielaufzeichnung von Ming Table ({why})."),
    "ui.error.file_json": ("This file is not a Ming Table record (it is not valid JSON).",
                           "Diese Datei ist keine Spielaufzeichnung von Ming Table (sie ist kein gültiges JSON)."),
    "ui.error.record_text": ("This is not a Ming Table record: {why}", "Das ist keine Spielaufzeichnung von Ming Table: {why}"),
    "ui.error.no_save": ("No such saved game.", "Dieses gespeicherte Spiel gibt es nicht."),
    "ui.error.unavailable": ("That game is not available yet.", "Dieses Spiel ist noch nicht verfügbar."),
    "ui.error.no_game": ("No game is open.", "Es ist kein Spiel geöffnet."),
    "ui.error.no_game_api": ("No game is open: call newGame or load first.",
                             "Es ist kein Spiel geöffnet: Rufe zuerst newGame oder load auf."),
    "ui.error.command": ("Unknown command {cmd}.", "Unbekannter Befehl {cmd}."),
    "ui.error.method": ("Unknown method {method}.", "Unbekannte Methode {method}."),
    "ui.error.args": ("The arguments of {method} cannot be read: {why}.",
                      "Die Argumente von {method} lassen sich nicht lesen: {why}."),
    "ui.error.internal": ("Internal error: {why}", "Interner Fehler: {why}"),
    # Share links (ui/share.py).
    "ui.link.none": ("This link does not contain a Ming Table game.", "Dieser Link enthält kein Spiel von Ming Table."),
    "ui.link.empty": ("The game link is empty.", "Der Spiel-Link ist leer."),
    "ui.link.long": ("The game link is too long to be a Ming Table game.",
                     "Der Spiel-Link ist zu lang für ein Spiel von Ming Table."),
    "ui.link.chars": ("The game link contains characters that do not belong there; it was changed or cut.",
                      "Der Spiel-Link enthält Zeichen, die nicht hineingehören; er wurde verändert oder gekürzt."),
    "ui.link.decode": ("The game link is cut off or damaged (it cannot be decoded).",
                       "Der Spiel-Link ist abgeschnitten oder beschädigt (er lässt sich nicht dekodieren)."),
    "ui.link.too_much": ("The game link holds too much data to be a Ming Table game.",
                         "Der Spiel-Link enthält zu viele Daten für ein Spiel von Ming Table."),
    "ui.link.cut": ("The game link is cut off (its data is incomplete).",
                    "Der Spiel-Link ist abgeschnitten (seine Daten sind unvollständig)."),
    "ui.link.unpack": ("The game link is damaged (its data does not unpack).",
                       "Der Spiel-Link ist beschädigt (seine Daten lassen sich nicht entpacken)."),
    "ui.link.not_record": ("The game link is damaged (its data is not a game record).",
                           "Der Spiel-Link ist beschädigt (seine Daten sind keine Spielaufzeichnung)."),
    "ui.link.no_record": ("The game link does not hold a game record.", "Der Spiel-Link enthält keine Spielaufzeichnung."),
    "ui.link.bots": ("The list of bot seats does not match the players.",
                     "Die Liste der Bot-Plätze passt nicht zu den Spielern."),
    "ui.link.bot_kind": ("Unknown bot kind {kind}.", "Unbekannte Bot-Art {kind}."),
    # A game with friends, played by link (ui/friends.py).
    "ui.friends.damaged": ("The game link is damaged (its seats or keys cannot be read).",
                           "Der Spiel-Link ist beschädigt (seine Plätze oder Schlüssel lassen sich nicht lesen)."),
    "ui.friends.illegal": ("The game link is damaged: its move {n} is not possible in the game.",
                           "Der Spiel-Link ist beschädigt: sein Zug {n} ist im Spiel nicht möglich."),
    "ui.friends.proof": ("The moves of {who} in this link do not come from {who}'s device: the link was changed. "
                         "Nothing changed here.",
                         "Die Züge von {who} in diesem Link stammen nicht von {who}s Gerät: Der Link wurde verändert. "
                         "Hier hat sich nichts geändert."),
    "ui.friends.bot_move": ("Move {n} in this link is not the move of {who} (a bot): the link was changed. "
                            "Nothing changed here.",
                            "Zug {n} in diesem Link ist nicht der Zug von {who} (ein Bot): Der Link wurde verändert. "
                            "Hier hat sich nichts geändert."),
    "ui.friends.not_joined": ("This link belongs to a game with friends this device has not joined: open your "
                              "invitation to it first.",
                              "Dieser Link gehört zu einem Spiel mit Freunden, dem dieses Gerät nicht beigetreten "
                              "ist: Öffne zuerst deine Einladung dazu."),
    "ui.friends.invitation": ("This invitation does not fit this device's seat in the game: it was changed. Nothing "
                              "changed here.",
                              "Diese Einladung passt nicht zum Platz dieses Geräts im Spiel: Sie wurde verändert. Hier "
                              "hat sich nichts geändert."),
    "ui.friends.stale": ("This link is older than the game on this device (it holds {theirs} moves, this device "
                         "{mine}). Nothing changed here.",
                         "Dieser Link ist älter als das Spiel auf diesem Gerät (er enthält {theirs} Züge, dieses "
                         "Gerät {mine}). Hier hat sich nichts geändert."),
    "ui.friends.not_made_here": ("Move {n} in this link is a move for you that you did not make: it was changed. "
                                 "Nothing changed here.",
                                 "Zug {n} in diesem Link ist ein Zug für dich, den du nicht gemacht hast: Er wurde "
                                 "verändert. Hier hat sich nichts geändert."),
    "ui.friends.set_up": ("This link changes how the game was set up ({what}): it was changed. Nothing changed here.",
                          "Dieser Link ändert, wie das Spiel eingerichtet wurde ({what}): Er wurde verändert. Hier hat "
                          "sich nichts geändert."),
    "ui.friends.set_up.title": ("its title", "sein Titel"),
    "ui.friends.set_up.version": ("its record version", "die Version seiner Aufzeichnung"),
    "ui.friends.set_up.seed": ("its deal", "seine Verteilung"),
    "ui.friends.set_up.names": ("the players' names", "die Namen der Spieler"),
    "ui.friends.set_up.invitations": ("the seats' invitations", "die Einladungen der Plätze"),
    "ui.friends.set_up.options": ("its options", "seine Optionen"),
    "ui.friends.set_up.seat": ("{who}: {theirs} in the link, {ours} here", "{who}: im Link {theirs}, hier {ours}"),
    "ui.friends.a_person": ("person", "Mensch"),
    "ui.friends.fork": ("This link continues the game differently from move {n} on than this device: it was changed "
                        "or made from an older position. Nothing changed here.",
                        "Dieser Link setzt das Spiel ab Zug {n} anders fort als dieses Gerät: Er wurde verändert "
                        "oder aus einem älteren Stand gemacht. Hier hat sich nichts geändert."),
    "ui.friends.not_here": ("{who} plays on another device: this device decides only for its own seat.",
                            "{who} spielt auf einem anderen Gerät: Dieses Gerät entscheidet nur für seinen eigenen Platz."),
    "ui.friends.send": ("Send to {who}: it is their turn.", "Schicke es {who}: Er oder sie ist am Zug."),
    "ui.friends.send_result": ("The game is over: send the result to {who}.",
                               "Das Spiel ist zu Ende: Schicke das Ergebnis an {who}."),
    "ui.friends.waiting": ("Waiting for {who}: their device has the game.",
                           "Warten auf {who}: Das Spiel ist auf dessen Gerät."),
    "ui.friends.you_play": ("You play {who}.", "Du spielst {who}."),
    "ui.friends.welcome": ("{inviter} invited you to {title}: you play {who}.", "{inviter} hat dich zu {title} "
                           "eingeladen: Du spielst {who}."),
    "ui.friends.welcome_as": ("{inviter} invited you to {title}: you play {who} ({role}).",
                              "{inviter} hat dich zu {title} eingeladen: Du spielst {who} ({role})."),
    "ui.friends.welcome_turn_tap": ("It is your turn: tap one of the highlighted choices on the board, or one in the "
                                    "list below it.",
                                    "Du bist am Zug: Tippe auf eine der hervorgehobenen Möglichkeiten auf dem Brett "
                                    "oder in der Liste darunter."),
    "ui.friends.welcome_turn_click": ("It is your turn: click one of the highlighted choices on the board, or one in "
                                      "the list beside it.",
                                      "Du bist am Zug: Klicke auf eine der hervorgehobenen Möglichkeiten auf dem Brett "
                                      "oder in der Liste daneben."),
    "ui.friends.welcome_wait": ("It is {other}'s turn. When it is yours, a link comes to you: open it on this device.",
                                "{other} ist am Zug. Wenn du dran bist, bekommst du einen Link: Öffne ihn auf "
                                "diesem Gerät."),
    "ui.friends.welcome_wait_relays": ("It is {other}'s turn: their move comes to this device by itself.",
                                       "{other} ist am Zug: Der Zug kommt von selbst auf dieses Gerät."),
    "ui.friends.welcome_relays": ("The turns travel through open relays ({urls}): they see encrypted messages, this "
                                  "device's relay key, when it sends and its network address, never the game.",
                                  "Die Züge reisen über offene Relays ({urls}): Sie sehen verschlüsselte Nachrichten, "
                                  "den Relay-Schlüssel dieses Geräts, wann es sendet, und seine Netzadresse, nie das "
                                  "Spiel."),
    "ui.friends.sealed": ("Chosen in secret by {who}: shown when the rules reveal it.",
                          "Geheim gewählt von {who}: sichtbar, sobald die Regeln es aufdecken."),
    "ui.friends.sealed_own": ("Your choice is sealed: the others see it when the rules reveal it.",
                              "Deine Wahl ist versiegelt: Die anderen sehen sie, wenn die Regeln sie aufdecken."),
    "ui.friends.chooses_first": ("{who} chooses first: then it is this device's turn.",
                                 "{who} wählt zuerst: Danach ist dieses Gerät an der Reihe."),
    "ui.friends.closing": ("Your move is made: this device carries it out once the choice made in secret is revealed.",
                           "Dein Zug ist gemacht: Dieses Gerät führt ihn aus, sobald die geheime Wahl aufgedeckt ist."),
    "ui.friends.reveal": ("The choice {who} revealed in this link is not the one {who} sealed: the link was changed. "
                          "Nothing changed here.",
                          "Die Wahl, die {who} in diesem Link aufdeckt, ist nicht die, die {who} versiegelt hat: Der "
                          "Link wurde verändert. Hier hat sich nichts geändert."),
    "ui.friends.invitations": ("Invitations", "Einladungen"),
    "ui.friends.invitation_for": ("Invitation for {who}", "Einladung für {who}"),
    "ui.friends.invite_hint": ("Send each friend their own invitation: it opens the game as their seat on their device.",
                               "Schicke jedem Freund seine eigene Einladung: Sie öffnet das Spiel als sein Platz auf "
                               "seinem Gerät."),
    "ui.friends.link_of": ("Link for {who}", "Link für {who}"),
    "ui.saves.your_turn": ("your turn", "du bist dran"),
    "ui.friends.send_to": ("Send to {who}", "An {who} schicken"),
    "ui.friends.sent": ("Sent to {who}: waiting for {who}.", "An {who} geschickt: Warten auf {who}."),
    "ui.friends.copied_for": ("Link copied: paste it into your chat with {who}.",
                              "Link kopiert: Füge ihn in deinen Chat mit {who} ein."),
    "ui.friends.turn_text": ("Your turn in {title}, round {round}: {link}", "Du bist dran bei {title}, Runde {round}: {link}"),
    "ui.friends.join_text": ("Join me at {title}: {link}", "Spiel mit mir {title}: {link}"),
    "ui.friends.result_text": ("Our game of {title} is over: {link}", "Unser Spiel {title} ist zu Ende: {link}"),
    "ui.friends.not_joined_yet": ("{who} has not joined yet: this link is their invitation too.",
                                  "{who} ist noch nicht beigetreten: Dieser Link ist zugleich die Einladung."),
    "ui.friends.copy": ("Copy link", "Link kopieren"),
    "ui.friends.copied": ("Link copied.", "Link kopiert."),
    "ui.friends.show_qr": ("QR code", "QR-Code"),
    "ui.friends.qr": ("QR code of the link for {who}", "QR-Code des Links für {who}"),
    "ui.friends.no_qr": ("This link is too long for a QR code: send the link itself, or the game file (Export).",
                         "Dieser Link ist zu lang für einen QR-Code: Schicke den Link selbst oder die Spieldatei "
                         "(Exportieren)."),
    "ui.friends.honest": ("A link carries the whole game, the cards still to come included: this page never shows "
                          "another seat's secrets, but a friend who decodes a link can learn them.",
                          "Ein Link enthält das ganze Spiel, auch die noch kommenden Karten: Diese Seite zeigt nie "
                          "die Geheimnisse eines anderen Platzes, aber ein Freund, der einen Link entschlüsselt, kann "
                          "sie erfahren."),
    "ui.friends.mark": ("with friends", "mit Freunden"),
    "ui.opened.friends": ("The game with friends is up to date: you play {who}.",
                          "Das Spiel mit Freunden ist auf dem neuesten Stand: Du spielst {who}."),
    "ui.opened.friends_waiting": ("The game with friends is up to date: you play {who}; it is {other}'s turn.",
                                  "Das Spiel mit Freunden ist auf dem neuesten Stand: Du spielst {who}; {other} ist "
                                  "am Zug."),
    "ui.friends.old": ("This link is of a game with friends begun by an earlier Ming Table, whose links were not "
                       "signed yet: it cannot go on here. Start the game again with your friends.",
                       "Dieser Link gehört zu einem Spiel mit Freunden, das eine frühere Ming Table begonnen hat, "
                       "deren Links noch nicht signiert waren: Es kann hier nicht weitergehen. Beginnt das Spiel mit "
                       "euren Freunden neu."),
    "ui.friends.someone_else": ("Someone else joined as {who} with this invitation: the moves in this link for {who} "
                                "come from another device. Nothing changed here.",
                                "Jemand anderes ist mit dieser Einladung als {who} beigetreten: Die Züge für {who} "
                                "in diesem Link stammen von einem anderen Gerät. Hier hat sich nichts geändert."),
    "ui.friends.keys_failed": ("This browser could not sign the move (its key store did not answer): reload the page "
                               "and try again.",
                               "Dieser Browser konnte den Zug nicht signieren (sein Schlüsselspeicher hat nicht "
                               "geantwortet): Lade die Seite neu und versuche es noch einmal."),
    "ui.friends.key_lost": ("This browser no longer has the key it signed this game's moves with (its site data was "
                            "cleared): it cannot send this game on. Ask a friend for a new invitation.",
                            "Dieser Browser hat den Schlüssel nicht mehr, mit dem er die Züge dieses Spiels signiert "
                            "hat (seine Website-Daten wurden gelöscht): Er kann dieses Spiel nicht weitergeben. Bitte "
                            "einen Freund um eine neue Einladung."),
    "ui.friends.signing": ("Signing your move…", "Dein Zug wird signiert …"),
    # Seats and bots (ui/session.py).
    "ui.seat.remote": ("Seat {i}: \"remote\" must be true or false, and a person on another device is not a bot.",
                       "Platz {i}: \"remote\" muss true oder false sein, und eine Person auf einem anderen Gerät "
                       "ist kein Bot."),
    "ui.seat.one_here": ("A game with friends on other devices has exactly one person on this device.",
                         "Ein Spiel mit Freunden auf anderen Geräten hat genau eine Person auf diesem Gerät."),
    "ui.seat.same_name": ("Seats {i} and {j} have the same name, {name}: give each player a name of their own.",
                          "Die Plätze {i} und {j} haben denselben Namen, {name}: Gib jedem Spieler einen eigenen Namen."),
    "ui.new_game.keys": ("newGame does not know {keys}: it takes {allowed}.",
                         "newGame kennt {keys} nicht: Es nimmt {allowed}."),
    "ui.new_game.live": ("newGame: \"live\" must be true or false.", "newGame: \"live\" muss true oder false sein."),
    "ui.new_game.not_live": ("newGame: iceServers and signaling are for a live game (live: true).",
                             "newGame: iceServers und signaling gelten für ein Live-Spiel (live: true)."),
    "ui.bot.random": ("random bot", "Zufalls-Bot"),
    "ui.bot.greedy": ("easy bot", "Bot (leicht)"),
    "ui.bot.normal": ("normal bot", "Bot (normal)"),
    "ui.bot.hard": ("hard bot", "Bot (schwer)"),
    "ui.bot.strong": ("strong bot", "starker Bot"),
    "ui.bot.expects": ("{who} expects to win with a chance of {pct} %.", "{who} rechnet mit einer Gewinnchance von {pct} %."),
    "ui.bot.fallback": ("{who} could not think ahead this time and played the easy bot's choice.",
                        "{who} konnte diesmal nicht vorausdenken und spielte die Wahl des leichten Bots."),
    "ui.seat.players": ("players must be a non-empty list of {{name, bot}}.",
                        "players muss eine nicht leere Liste von {{name, bot}} sein."),
    "ui.seat.object": ("Seat {i} must be an object with a name.", "Platz {i} muss ein Objekt mit einem Namen sein."),
    "ui.seat.name": ("Seat {i}: the name must be text.", "Platz {i}: Der Name muss ein Text sein."),
    "ui.seat.bot": ("Seat {i}: unknown bot {bot} (use null, 'random', 'easy', 'normal' or 'hard').",
                    "Platz {i}: unbekannter Bot {bot} (nimm null, 'random', 'easy', 'normal' oder 'hard')."),
    "ui.seat.colours": ("Give every seat a colour, or none.", "Gib jedem Platz eine Farbe oder keinem."),
    "ui.seat.no_bot": ("Seat {i}: there is no {kind} bot for {title} yet (use {kinds}).",
                       "Platz {i}: Für {title} gibt es noch keinen Bot {kind} (nimm {kinds})."),
    "ui.seat.people_only": ("people only", "nur Menschen"),
    # The new-game form (ui/setup.py).
    "ui.setup.title": ("New game of {title}", "Neues Spiel: {title}"),
    "ui.setup.players": ("Players", "Spieler"),
    "ui.setup.mode": ("{n} {n:p:player|players}", "{n} Spieler"),
    "ui.setup.seat": ("Seat {i}", "Platz {i}"),
    "ui.setup.seat_titled": ("Seat {i} · {title}", "Platz {i} · {title}"),
    "ui.setup.seat_named": ("Seat {i} ({name})", "Platz {i} ({name})"),
    "ui.setup.name": ("Name", "Name"),
    "ui.setup.played_by": ("Played by", "Gespielt von"),
    "ui.setup.human": ("Human", "Mensch"),
    "ui.setup.remote": ("Human on another device (by link)", "Mensch auf einem anderen Gerät (per Link)"),
    "ui.setup.random_bot": ("Random bot", "Zufalls-Bot"),
    "ui.setup.greedy_bot": ("Easy bot", "Bot (leicht)"),
    "ui.setup.normal_bot": ("Normal bot (thinks 0.3 s)", "Bot (normal, denkt 0,3 s)"),
    "ui.setup.hard_bot": ("Hard bot (thinks 1.5 s)", "Bot (schwer, denkt 1,5 s)"),
    "ui.setup.colour": ("Colour", "Farbe"),
    "ui.colour.red": ("Red", "Rot"),
    "ui.colour.yellow": ("Yellow", "Gelb"),
    "ui.colour.green": ("Green", "Grün"),
    "ui.colour.blue": ("Blue", "Blau"),
    "ui.setup.start_player": ("Start player", "Startspieler"),
    "ui.setup.random": ("Random", "Zufällig"),
    "ui.setup.seed": ("Seed", "Startwert"),
    "ui.setup.seed_placeholder": ("random", "zufällig"),
    "ui.setup.advanced": ("Advanced", "Erweitert"),
    "ui.setup.seed_hint": ("Empty: a new random game every time. The same seed with the same seats and options "
                           "deals the same game.",
                           "Leer: jedes Mal ein neues Zufallsspiel. Derselbe Startwert mit denselben Plätzen und "
                           "Optionen ergibt dasselbe Spiel."),
    "ui.setup.start": ("Start the game", "Spiel starten"),
    "ui.setup.back": ("Back", "Zurück"),
    "ui.setup.player": ("Player {i}", "Spieler {i}"),
    "ui.setup.own_colour": ("Each seat needs its own colour.", "Jeder Platz braucht seine eigene Farbe."),
    # The rules screen.
    "ui.rules.title": ("Rules of {title}", "Spielregeln: {title}"),
    "ui.rules.close": ("Close", "Schließen"),
    "ui.rules.missing": ("The rules of {title} are not written yet.", "Die Regeln von {title} sind noch nicht geschrieben."),
    "ui.rules.contents": ("Contents", "Inhalt"),
    # The scoring summary dialog.
    "ui.scoring.close": ("Close", "Schließen"),
    "ui.update.ready": ("A new version of Ming Table is ready.", "Eine neue Version von Ming Table ist bereit."),
    "ui.update.reload": ("Reload", "Neu laden"),
    "ui.update.later": ("Later", "Später"),
    # Deleting a saved game.
    "ui.delete.confirm": ("Delete {title} with {names}? This cannot be undone.",
                          "{title} mit {names} löschen? Das lässt sich nicht rückgängig machen."),
    "ui.delete.confirm_damaged": ("Delete this damaged saved game? This cannot be undone.",
                                  "Dieses beschädigte gespeicherte Spiel löschen? Das lässt sich nicht rückgängig machen."),
    "ui.delete.yes": ("Delete", "Löschen"),
    "ui.delete.cancel": ("Cancel", "Abbrechen"),
    "ui.delete.done": ("The saved game was deleted.", "Das gespeicherte Spiel wurde gelöscht."),
    "ui.delete.confirm_finished": ("Delete {n} finished {n:p:game|games}? This cannot be undone.",
                                   "{n} {n:p:beendetes Spiel|beendete Spiele} löschen? Das lässt sich nicht "
                                   "rückgängig machen."),
    "ui.delete.done_finished": ("Deleted {n} finished {n:p:game|games}.",
                                "{n} {n:p:beendetes Spiel|beendete Spiele} gelöscht."),
    # Pacing: the speed at which bots and automatic steps are shown (ui/pacing.py).
    "ui.speed": ("Speed", "Tempo"),
    "ui.speed.title": ("How fast bots and automatic steps are shown; click the board to skip to the end",
                       "Wie schnell Bots und automatische Schritte gezeigt werden; ein Klick aufs Spiel springt ans Ende"),
    "ui.speed.slow": ("Slow", "Langsam"),
    "ui.speed.normal": ("Normal", "Normal"),
    "ui.speed.fast": ("Fast", "Schnell"),
    "ui.speed.instant": ("Instant", "Sofort"),
    # Screen readers and keyboard (issue 7 item 7): the board as text, the live announcements.
    "ui.board_text": ("Board as text", "Spielplan als Text"),
    "ui.board_text.title": ("The board as text", "Der Spielplan als Text"),
    "ui.announce.turn": ("{who}, your turn: {prompt}", "{who}, du bist am Zug: {prompt}"),
    "ui.announce.restored": ("Game restored: {title}. {who} to move.", "Spiel wiederhergestellt: {title}. {who} ist am Zug."),
    "ui.announce.restored_over": ("Game restored: {title}. The game is over.", "Spiel wiederhergestellt: {title}. Das Spiel ist vorbei."),
    "ui.announce.started": ("New game: {title}.", "Neues Spiel: {title}."),
    # Issue 7, items 8 and 9: open hands, the curtain saying whose turn and why, finished and
    # restored games.
    "ui.setup.open_hands": ("Open hands", "Offene Karten"),
    "ui.setup.open_hands_hint": ("a friendly game at one device: no curtain, each player's cards are shown on "
                                 "their turn", "ein freundschaftliches Spiel an einem Gerät: kein Sichtschutz, "
                                 "jeder sieht seine Karten, wenn er am Zug ist"),
    "ui.setup.live": ("Play at once (live)", "Gleichzeitig spielen (live)"),
    "ui.setup.live_hint": ("with persons on other devices: this device hosts the game and keeps its secrets, "
                           "the others join by invitation over a direct connection (same network)",
                           "mit Personen an anderen Geräten: Dieses Gerät ist Gastgeber und verwahrt die "
                           "Geheimnisse, die anderen treten per Einladung über eine direkte Verbindung bei "
                           "(dasselbe Netz)"),
    "ui.setup.ice": ("STUN or TURN server of a live game", "STUN- oder TURN-Server eines Live-Spiels"),
    "ui.setup.ice_hint": ("Empty: the devices must share a network, and no other host is contacted. A server you "
                          "enter (stun:name:port, or turn:user:password@name:port) learns your devices' network "
                          "addresses; a TURN server also relays the game's messages. The invitations carry them "
                          "to your guests.",
                          "Leer: Die Geräte müssen im selben Netz sein, und kein anderer Rechner wird kontaktiert. "
                          "Ein eingetragener Server (stun:name:port oder turn:nutzer:passwort@name:port) erfährt "
                          "die Netzadressen deiner Geräte; ein TURN-Server leitet auch die Nachrichten des Spiels "
                          "weiter. Die Einladungen bringen sie deinen Gästen mit."),
    "ui.setup.ice_preset": ("Public STUN server of {name}", "Öffentlicher STUN-Server von {name}"),
    "ui.setup.ice_preset_url": ("Public STUN server of {name}: {url}", "Öffentlicher STUN-Server von {name}: {url}"),
    "ui.setup.ice_presets_learn": ("A public STUN server lets devices on different networks find each other: it "
                                   "learns your devices' network addresses as they connect, nothing of the game.",
                                   "Ein öffentlicher STUN-Server lässt Geräte in verschiedenen Netzen einander finden: "
                                   "Er erfährt beim Verbinden die Netzadressen deiner Geräte, nichts vom Spiel."),
    "ui.setup.travel": ("How turns travel", "Wie die Züge reisen"),
    "ui.setup.links_only": ("By links only", "Nur per Link"),
    "ui.setup.links_only_hint": ("each turn's link is sent by hand (in a chat, by mail): no server is contacted",
                                 "der Link jedes Zugs wird von Hand geschickt (im Chat, per Mail): Kein Server wird "
                                 "kontaktiert"),
    "ui.setup.relays": ("Through relays", "Über Relays"),
    "ui.setup.relays_hint": ("each move also goes to these open Nostr relays, from which the other devices take it by "
                             "themselves, and links keep working (live: the devices find each other through them, one "
                             "invitation each). A relay learns the encrypted messages, the devices' public keys, when "
                             "each message is sent and the devices' network addresses, never the game.",
                             "jeder Zug geht auch an diese offenen Nostr-Relays, von denen die anderen Geräte ihn von "
                             "selbst holen, und Links funktionieren weiter (live: Die Geräte finden einander über sie, "
                             "eine Einladung je Gast). Ein Relay erfährt die verschlüsselten Nachrichten, die "
                             "öffentlichen Schlüssel der Geräte, wann jede Nachricht gesendet wird, und die "
                             "Netzadressen der Geräte, nie das Spiel."),
    "ui.setup.relay_list": ("Relays (separated by spaces)", "Relays (durch Leerzeichen getrennt)"),
    "ui.setup.signal": ("Signaling server of a live game (PeerJS)", "Signalisierungsserver eines Live-Spiels (PeerJS)"),
    "ui.setup.signal_placeholder": ("wss://name:9000/", "wss://name:9000/"),
    "ui.setup.signal_hint": ("Empty: each guest's page answers its invitation with a reply link for you. With a "
                             "PeerJS server (wss://name:port/path) the invitation alone suffices, also after a "
                             "reload. That server learns your devices' network addresses, their ids there and "
                             "when they are online, never the game's messages, moves or cards.",
                             "Leer: Die Seite jedes Gasts beantwortet ihre Einladung mit einem Antwort-Link für "
                             "dich. Mit einem PeerJS-Server (wss://name:port/pfad) genügt die Einladung allein, "
                             "auch nach einem Neuladen. Dieser Server erfährt die Netzadressen deiner Geräte, ihre "
                             "Kennungen dort und wann sie online sind, nie die Nachrichten, Züge oder Karten des "
                             "Spiels."),
    "ui.curtain.turn": ("{name}'s turn", "{name} ist am Zug"),
    "ui.curtain.turn_role": ("{name}'s turn ({role})", "{name} ist am Zug ({role})"),
    "ui.curtain.why": ("your own cards will be shown", "deine eigenen Karten werden gezeigt"),
    "ui.curtain.why.ming-dynastie": ("your return cards are chosen in secret", "du wählst geheim deine Rücksendekarten"),
    "ui.own_cards.show": ("Show my cards", "Meine Karten zeigen"),
    "ui.own_cards.hide": ("Hide my cards", "Meine Karten verbergen"),
    "ui.own_cards.note": ("Only {name} should look.", "Nur {name} sollte hinschauen."),
    "ui.curtain.why.ming-voyages": ("your hand and your reserve will be shown",
                                    "deine Kartenhand und deine Reserve werden gezeigt"),
    "ui.curtain.says": ("{turn}: {why}. Pass the device to {name}; the others look away.",
                        "{turn}: {why}. Gib das Gerät an {name} weiter; die anderen schauen weg."),
    "ui.save.result": ("Result", "Ergebnis"),
    "ui.save.result_of": ("The result of {title} with {names}", "Ergebnis: {title} mit {names}"),
    "ui.restoring": ("Restoring your game…", "Dein Spiel wird wiederhergestellt …"),
    # Layout (issue 7, items 5 and 6): the list of choices and the board zoom.
    "ui.choices.title": ("Choose from a list ({n})", "Aus einer Liste wählen ({n})"),
    # Why a click on the board chose nothing (issue 20, item 3; ui/choices.py: why_not).
    "ui.why.not_now": ("That is not a choice now. {ask}", "Das ist jetzt keine Wahl. {ask}"),
    "ui.why.because": ("That is not a choice now: {why} {ask}", "Das ist jetzt keine Wahl: {why} {ask}"),
    "ui.why.wait": ("Not your turn: {who} {n:p:decides|decide} now.", "Du bist nicht dran: {who} {n:p:entscheidet|entscheiden} gerade."),
    "ui.why.over": ("The game is over.", "Die Partie ist vorbei."),
    "ui.why.plain": ("That is not a choice now.", "Das ist jetzt keine Wahl."),
    "ui.zoom": ("Board zoom", "Zoom des Spielplans"),
    "ui.zoom.in": ("Zoom in", "Vergrößern"),
    "ui.zoom.out": ("Zoom out", "Verkleinern"),
    "ui.zoom.fit": ("Fit the board", "Spielplan einpassen"),
    "ui.zoom.fit.title": ("Fit the whole board on the screen", "Den ganzen Spielplan auf den Bildschirm einpassen"),
    # Replays (issue 20, item 9): the game stepped through on the board (ui/replay.py).
    "ui.replay": ("Replay", "Wiederholung"),
    "ui.replay.title": ("Step through the moves so far on the board; a click on a log line jumps there",
                        "Die bisherigen Züge auf dem Spielplan durchgehen; ein Klick auf eine Zeile im Protokoll "
                        "springt dorthin"),
    "ui.replay.bar": ("Replay of the moves", "Wiederholung der Züge"),
    "ui.replay.first": ("First", "Anfang"),
    "ui.replay.first.title": ("To the start of the game", "Zum Beginn des Spiels"),
    "ui.replay.back": ("Back", "Zurück"),
    "ui.replay.back.title": ("One move back (left arrow key)", "Einen Zug zurück (Pfeiltaste links)"),
    "ui.replay.forward": ("Forward", "Vor"),
    "ui.replay.forward.title": ("One move forward (right arrow key)", "Einen Zug vor (Pfeiltaste rechts)"),
    "ui.replay.last": ("Last", "Ende"),
    "ui.replay.last.title": ("To the latest move", "Zum letzten Zug"),
    "ui.replay.at": ("Move {k} of {n}", "Zug {k} von {n}"),
    "ui.replay.said": ("{at}: {entry}", "{at}: {entry}"),
    "ui.replay.viewer": ("Whose view", "Wessen Sicht"),
    "ui.replay.spectator": ("Spectator", "Zuschauer"),
    "ui.replay.close": ("Back to the game", "Zurück zum Spiel"),
    # Touch screens (issue 20 item 2): choices too close together for a finger, listed at the spot tapped.
    "ui.pads.menu": ("Choices at this spot", "Auswahl an dieser Stelle"),
    "ui.pads.close": ("Close", "Schließen"),
})

#: Texts of the static page shell: index.html marks each element with ``data-t`` (its text),
#: ``data-t-aria-label`` or ``data-t-title``; assets/mingtable.js applies them at once.
SHELL_KEYS: tuple[str, ...] = (
    "ui.app", "ui.engine.loading", "ui.engine.failed", "ui.engine.start_failed", "ui.nav", "ui.home", "ui.undo",
    "ui.export", "ui.share", "ui.rules", "ui.board", "ui.games", "ui.saves", "ui.saves.loading", "ui.import",
    "ui.log", "ui.curtain.title", "ui.curtain.show", "ui.over.board", "ui.lang", "ui.lang.en", "ui.lang.de",
    "ui.lang.en.name", "ui.lang.de.name", "ui.rules.close", "ui.scoring.close",
    "ui.update.ready", "ui.update.reload", "ui.update.later",
    "ui.restoring",  # issue 7, item 9
)
SHELL_KEYS += ("ui.speed", "ui.speed.title", "ui.speed.slow", "ui.speed.normal", "ui.speed.fast", "ui.speed.instant")
SHELL_KEYS += ("ui.board_text", "ui.board_text.title")  # screen readers and keyboard (issue 7 item 7)
# the board zoom (layout, issue 7 item 6)
SHELL_KEYS += ("ui.zoom", "ui.zoom.in", "ui.zoom.out", "ui.zoom.fit", "ui.zoom.fit.title")
SHELL_KEYS += ("ui.pads.menu", "ui.pads.close")  # touch screens (issue 20 item 2)

PAGE_LANGS: tuple[str, ...] = (*LANGS, PSEUDO)


def choose_lang(url: Any = None, stored: Any = None, browser: Any = None) -> str:
    """The page's language: ``?lang=`` (``en``, ``de`` or the test locale ``qps``), else the
    stored choice (``en`` or ``de``; anything else is ignored), else the browser's (``de*``: German)."""
    if isinstance(url, str) and url in PAGE_LANGS:
        return url
    if isinstance(stored, str) and stored in LANGS:
        return stored
    return "de" if str(browser or "").strip().lower().startswith("de") else i18n.DEFAULT_LANG


def html_lang(lang: str) -> str:
    """The value of ``<html lang>`` (the pseudo-locale is marked as English text)."""
    return lang if lang in LANGS else "en-XA"


def shell_texts(lang: str) -> dict[str, str]:
    """The static shell's texts in ``lang`` (key -> text)."""
    return {key: tr(T(key), lang) for key in SHELL_KEYS}


def known(key: str) -> bool:
    """Whether the catalogue has ``key``."""
    return tr(T(key)) != f"[{key}]"


def title(game_id: str, lang: str, fallback: str = "") -> str:
    """A game's title in ``lang`` (its stored ``fallback`` for a game the catalogue lacks)."""
    key = f"engine.game.{game_id}"
    return tr(T(key), lang) if known(key) else (fallback or game_id)


def own_design(game_id: str, lang: str) -> str:
    """Which parts of a game are Ming Table's own design rather than the publisher's ("" if none)."""
    key = f"ui.own_design.{game_id}"
    return tr(T(key), lang) if known(key) else ""


def designer(game_id: str, lang: str, fallback: str = "") -> str:
    """Who designed a game (names as the catalogue spells them)."""
    key = f"ui.designer.{game_id}"
    return tr(T(key), lang) if known(key) else fallback
