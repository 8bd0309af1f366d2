"""The engine's texts (``engine.*``): errors of the facade and of a match, and the game titles.

English reads as the engine always wrote it; German follows docs/glossary.md ("du").
"""

from __future__ import annotations

from ..i18n import register

register({
    # Game titles (mingtable.GAMES): the German editions' titles where there is one.
    "engine.game.ming-dynastie": ("Ming-Dynastie", "Ming-Dynastie"),
    "engine.game.confucius": ("Confucius", "Confucius"),
    "engine.game.ming-voyages": ("The Ming Voyages", "Die Reisen des Zheng He"),
    "engine.game.yin-yang": ("Yin Yang", "Yin Yang"),
    # A match (engine/match.py).
    "engine.over": ("The game is over; no action can be taken.",
                    "Das Spiel ist vorbei; es ist kein Zug mehr möglich."),
    "engine.not_your_turn": ("It is not for {who} to decide now (waiting for {waiting}).",
                             "{who} ist jetzt nicht am Zug (es wird auf {waiting} gewartet)."),
    "engine.not_legal": ("{action} is not a legal action for {who} now ({n} legal {n:p:action|actions}).",
                         "{action} ist für {who} jetzt kein erlaubter Zug ({n} {n:p:erlaubter Zug|erlaubte Züge})."),
    "engine.nothing_to_undo": ("Nothing to undo: only your own decisions of this turn can be taken back.",
                               "Nichts rückgängig zu machen: Nur deine eigenen Entscheidungen in diesem Zug "
                               "lassen sich zurücknehmen."),
    "engine.bad_seat": ("{seat} is not a seat of this game (seats are 0 to {last}).",
                        "{seat} ist kein Platz dieses Spiels (die Plätze sind 0 bis {last})."),
    "engine.bad_entry": ("Record action {entry} is not a non-empty string.",
                         "Der Zug {entry} der Aufzeichnung ist kein nicht leerer Text."),
    # The facade (mingtable/__init__.py): new games.
    "engine.unknown_game_known": ("Unknown game {game}. Known games: {known}.",
                                  "Unbekanntes Spiel {game}. Bekannte Spiele: {known}."),
    "engine.not_available": ("{title} is not available yet.", "{title} ist noch nicht verfügbar."),
    "engine.players_list": ("players must be a list of names.", "players muss eine Liste von Namen sein."),
    "engine.player_count": ("{title} is for {low}-{high} players, not {n}.",
                            "{title} ist für {low}-{high} Spieler, nicht für {n}."),
    "engine.seed": ("seed must be a whole number from 0 to 2**{bits} - 1.",
                    "seed muss eine ganze Zahl von 0 bis 2**{bits} - 1 sein."),
    "engine.options_object": ("options must be an object.", "options muss ein Objekt sein."),
    # The facade: records.
    "engine.record.setup": ("The record's set-up is invalid: {why}", "Der Spielaufbau der Aufzeichnung ist ungültig: {why}"),
    "engine.record.replay": ("Action {i} of {n} does not replay: {why}",
                             "Zug {i} von {n} lässt sich nicht nachspielen: {why}"),
    "engine.record.object": ("A record must be a JSON object.", "Eine Aufzeichnung muss ein JSON-Objekt sein."),
    "engine.record.format": ("This is not a Ming Table record.", "Das ist keine Spielaufzeichnung von Ming Table."),
    "engine.record.version": ("Unsupported record version {version} (this app reads versions {supported}).",
                              "Nicht unterstützte Version {version} der Aufzeichnung (diese App liest die Versionen {supported})."),
    "engine.record.game": ("Unknown game {game}.", "Unbekanntes Spiel {game}."),
    "engine.record.players": ("The record's players must be a list of names.",
                              "Die Spieler der Aufzeichnung müssen eine Liste von Namen sein."),
    "engine.record.name": ("The name of player {i} is longer than {limit} characters.",
                           "Der Name von Spieler {i} ist länger als {limit} Zeichen."),
    "engine.record.no_seed": ("The record has no seed.", "Die Aufzeichnung hat keinen Startwert."),
    "engine.record.bad_seed": ("The record has the seed {seed}; its seed is a whole number from 0 to 2**{bits} - 1, {form}.",
                               "Die Aufzeichnung hat den Startwert {seed}; ihr Startwert ist eine ganze Zahl von 0 bis "
                               "2**{bits} - 1, {form}."),
    "engine.record.seed_number": ("written as a number", "als Zahl geschrieben"),
    "engine.record.seed_text": ("written as text in decimal digits", "als Text aus Dezimalziffern geschrieben"),
    "engine.record.options": ("The record's options must be an object of simple values.",
                              "Die Optionen der Aufzeichnung müssen ein Objekt aus einfachen Werten sein."),
    "engine.record.no_actions": ("The record has no list of actions.", "Die Aufzeichnung hat keine Liste von Zügen."),
    "engine.record.too_many": ("The record has {n} actions; no game needs more than {limit}.",
                               "Die Aufzeichnung hat {n} Züge; kein Spiel braucht mehr als {limit}."),
    "engine.record.action": ("Action {i} of {n} ({entry}) is not an action id of 1 to {limit} characters.",
                             "Zug {i} von {n} ({entry}) ist keine Zug-Kennung aus 1 bis {limit} Zeichen."),
    # JSON from outside (engine/jsontext.py).
    "engine.json.large": ("it is too large ({n:,} characters; at most {limit:,})",
                          "es ist zu groß ({n} Zeichen; höchstens {limit})"),
    "engine.json.deep": ("it is nested too deeply", "es ist zu tief verschachtelt"),
})
