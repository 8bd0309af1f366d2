"""The texts of Ming-Dynastie in English and German (catalogue keys ``md.*``).

German game terms follow the German rulebook (docs/glossary.md). Names on the map are data
(:mod:`.data`); their catalogue entries are made from the data tables here.
"""

from __future__ import annotations

from ...i18n import register
from . import data

# Names on the board: provinces, cities, districts (pinyin in both languages, Beijing = Peking).
register({f"md.province.{pid}": (name, name) for pid, name, _, _, _ in data.PROVINCE_ROWS})
register({f"md.city.{pid}": (city, "Peking" if city == "Beijing" else city) for pid, _, city, _, _ in data.PROVINCE_ROWS})
register({f"md.district.{row[0]}": (row[1], row[1]) for row in data.DISTRICT_ROWS})
# Card types: the name, and the card with its article (German compounds are all "-karte").
register({f"md.card.{code}": (name, de) for code, name, de, _ in data.TRANSPORT_ROWS})
register({f"md.card.{data.DRAGON}": ("Dragon", "Drache")})
_CARD_WORD = {"RIDER": "Reiterkarte", "RICKSHAW": "Rikschakarte", "JUNK": "Dschunkenkarte",
              "BARGE": "Flusskahnkarte", "SEDAN": "Sänftenkarte", "OXCART": "Ochsenkarrenkarte",
              data.DRAGON: "Drachenkarte"}
register({f"md.card.a.{code}": (f"{'an' if name[0] in 'AEIOU' else 'a'} {name} card", f"eine {_CARD_WORD[code]}")
          for code, name in [(c, n) for c, n, _, _ in data.TRANSPORT_ROWS] + [(data.DRAGON, "Dragon")]})
register({f"md.colour.{c}": pair for c, pair in {
    "red": ("red", "Rot"), "yellow": ("yellow", "Gelb"), "green": ("green", "Grün"), "blue": ("blue", "Blau"),
}.items()})
register({f"md.feature.{k}": pair for k, pair in {
    "yellow-river": ("Yellow River", "Gelber Fluss"), "yangtze": ("Yangtze", "Jangtse"),
    "grand-canal": ("Grand Canal", "Kaiserkanal"), "coast": ("coast", "Küste"),
}.items()})

register({
    # -- scoring sources (ids of the outcome's detail) -----------------------------------
    "md.source.set6": ("6-colour sets", "6er-Serien"),
    "md.source.city": ("City figures", "Figuren in der Stadt"),
    "md.source.majority": ("City majority", "Mehrheit in der Stadt"),
    "md.source.cloister": ("Cloister figures", "Familienmitglieder im Kloster"),
    "md.source.set5": ("5-colour sets", "5er-Serien"),
    "md.source.leftover": ("Leftover tiles", "Übrige Plättchen"),
    "md.neutral": ("Neutral", "Neutral"),
    "md.neutral_player": ("The neutral player", "Der neutrale Spieler"),

    # -- option errors ---------------------------------------------------------------------
    "md.err.unknown_options": ("Unknown {n:p:option|options} for Ming-Dynastie: {names}.",
                               "Unbekannte {n:p:Option|Optionen} für Ming-Dynastie: {names}."),
    "md.err.colours_count": ("Option 'colours' needs one colour per player.",
                             "Die Option 'colours' braucht eine Farbe pro Spieler."),
    "md.err.colours": ("Colours must be distinct, from {colours}.",
                       "Die Farben müssen verschieden sein, aus {colours}."),
    "md.err.start": ("Option 'start_player' must be 'random' or a seat number.",
                     "Die Option 'start_player' muss 'random' oder eine Sitznummer sein."),

    # -- the log -------------------------------------------------------------------------------
    "md.log.reshuffle": ("The discards are shuffled into a new supply of movement cards.",
                         "Der Ablagestapel wird gemischt und wird zum neuen Nachziehstapel."),
    "md.log.start_player": ("{who} is the start player.", "{who} ist Startspieler."),
    "md.log.neutral_setup": ("One neutral figure is placed in every district.",
                             "In jeden Bezirk wird eine neutrale Figur gesetzt."),
    "md.log.round": ("Round {round} begins; {who} is the start player.",
                     "Runde {round} beginnt; {who} ist Startspieler."),
    "md.log.no_space": ("{who} has no figure on a province space and cannot take a card.",
                        "{who} hat keine Figur auf einem Provinzfeld und kann keine Karte nehmen."),
    "md.log.no_cards": ("{who} has no cards left and passes.", "{who} hat keine Karten mehr und passt."),
    "md.log.scoring": ("Scoring after round {round}.", "Wertung nach Runde {round}."),
    "md.log.into_city": ("{who} moves {n} {n:p:figure|figures} from {district} into the city.",
                         "{who} verschiebt {n} {n:p:Figur|Figuren} aus {district} in die Stadt."),
    "md.log.tiles_out": ("The {province} tiles are used up: {who} gets {n} fewer.",
                         "Die Plättchen von {province} sind aufgebraucht: {who} bekommt {n} weniger."),
    "md.log.tiles": ("{who} takes {n} {province} {n:p:tile|tiles}.",
                     "{who} nimmt {n} {n:p:Plättchen|Plättchen} von {province}."),
    "md.log.set6": ("{who} exchanges a set of 6 colours for {points} points.",
                    "{who} gibt eine Serie aus 6 Farben für {points} Punkte zurück."),
    "md.log.neutral_keeps": ("The neutral player keeps {keep} of {n} {n:p:figure|figures} in {city}.",
                             "Der neutrale Spieler behält {keep} von {n} {n:p:Figur|Figuren} in {city}."),
    "md.log.neutral_returns": ("The neutral player has no sole majority in {city}; its figures return.",
                               "Der neutrale Spieler hat in {city} keine alleinige Mehrheit; seine Figuren kehren zurück."),
    "md.log.choose_returns": ("{city}: {names} {n:p:chooses|choose} return cards in secret.",
                              "{city}: {names} {n:p:wählt|wählen} geheim Rücksendekarten."),
    "md.log.reveal": ("{who} reveals return {k:p:card|cards} {cards}: {n} {n:p:figure returns|figures return}.",
                      "{who} deckt {k:p:Rücksendekarte|Rücksendekarten} {cards} auf: {n} {n:p:Figur kehrt|Figuren kehren} zurück."),
    "md.log.return": ("{who} returns a figure from the city to {district}.",
                      "{who} schickt eine Figur aus der Stadt zurück nach {district}."),
    "md.log.city_points": ("{who} scores {points} {points:p:point|points} for {n} {n:p:figure|figures} left in {city}.",
                           "{who} erhält {points} {points:p:Punkt|Punkte} für {n} {n:p:Figur|Figuren} in {city}."),
    "md.log.city_bonus": ("{who} scores the city majority bonus of {points} {points:p:point|points} in {city}.",
                          "{who} erhält in {city} den Mehrheitsbonus von {points} {points:p:Punkt|Punkten}."),
    "md.log.cloister_points": ("{who} scores {points} {points:p:point|points} for {n} cloister {n:p:figure|figures}.",
                               "{who} erhält {points} {points:p:Punkt|Punkte} für {n} {n:p:Figur|Figuren} im Kloster."),
    "md.log.final_tiles": ("{who} scores {a} {a:p:point|points} for 5-colour sets and {b} {b:p:point|points} for leftover tiles.",
                           "{who} erhält {a} {a:p:Punkt|Punkte} für 5er-Serien und {b} {b:p:Punkt|Punkte} für übrige Plättchen."),
    "md.log.game_over": ("Game over. {names} {n:p:wins|win} with {points} {points:p:point|points}.",
                         "Spielende. {names} {n:p:gewinnt|gewinnen} mit {points} {points:p:Punkt|Punkten}."),
    "md.log.chooser": ("{who} chooses the start player for round {round}.",
                       "{who} bestimmt den Startspieler für Runde {round}."),
    "md.log.prince": ("{who} places the prince in {district} and takes a {province} tile.",
                      "{who} stellt den Prinzen nach {district} und nimmt ein Plättchen von {province}."),
    "md.log.neutral_place": ("{who} places a neutral figure in {district}.",
                             "{who} setzt eine neutrale Figur nach {district}."),
    "md.log.place": ("{who} places a figure on the {province} space.",
                     "{who} setzt eine Figur auf das Provinzfeld {province}."),
    "md.log.take": ("{who} takes the {card} card beside {province}; {new} is turned up.",
                    "{who} nimmt die Karte „{card}“ neben {province}; {new} wird aufgedeckt."),
    "md.log.dragon": ("{who} takes a dragon, giving up a figure from the {province} space.",
                      "{who} nimmt eine Drachenkarte und gibt dafür eine Figur vom Provinzfeld {province} ab."),
    "md.log.names_start": ("{who} names {other} start player of round {round}.",
                           "{who} bestimmt {other} zum Startspieler von Runde {round}."),
    "md.log.pass": ("{who} passes.", "{who} passt."),
    "md.log.end_turn": ("{who} ends the turn.", "{who} beendet den Zug."),
    "md.log.move": ("{who} moves the prince to {district}, paying {card}.",
                    "{who} zieht den Prinzen nach {district} und zahlt {card}."),
    "md.log.stay": ("{who} stays in {district}, discarding {card}.",
                    "{who} bleibt in {district} stehen und legt {card} ab."),
    "md.log.deploy": ("{who} deploys a figure into {district}.", "{who} setzt eine Figur in {district} ein."),
    "md.log.cloister": ("{who} deploys a figure into the cloister of {district}.",
                        "{who} setzt eine Figur ins Kloster von {district} ein."),
    "md.log.cloister_oust": ("{who} deploys a figure into the cloister of {district}, ousting {other}.",
                             "{who} setzt eine Figur ins Kloster von {district} ein und verdrängt {other}."),
    "md.log.lay_returns": ("{who} lays return cards face down.", "{who} legt Rücksendekarten verdeckt ab."),

    # -- actions -------------------------------------------------------------------------------
    "md.act.prince": ("Place your prince in {district} ({province})", "Prinz nach {district} ({province}) stellen"),
    "md.act.neutral": ("Place a neutral figure in {district}", "Neutrale Figur nach {district} setzen"),
    "md.act.place": ("Place a figure on the {province} space", "Figur auf das Provinzfeld {province} setzen"),
    "md.act.take": ("Take the {card} card beside {province}", "Karte „{card}“ neben {province} nehmen"),
    "md.act.dragon": ("Take a dragon, giving up a figure from the {province} space",
                      "Drachenkarte nehmen, eine Figur vom Provinzfeld {province} abgeben"),
    "md.act.start": ("{who} starts round {round}", "{who} beginnt Runde {round}"),
    "md.act.move": ("Move to {district} paying {card}", "Nach {district} ziehen, {card} zahlen"),
    "md.act.stay": ("Stay in {district}, discarding {card}", "In {district} stehen bleiben, {card} ablegen"),
    "md.act.pass": ("Pass for the rest of this phase", "Für den Rest der Phase passen"),
    "md.act.deploy": ("Deploy a figure into {district}", "Figur in {district} einsetzen"),
    "md.act.cloister": ("Deploy a figure into the cloister of {district}", "Figur ins Kloster von {district} einsetzen"),
    "md.act.cloister_oust": ("Deploy a figure into the cloister of {district}, ousting {other}",
                             "Figur ins Kloster von {district} einsetzen, {other} wird verdrängt"),
    "md.act.end_turn": ("End your turn", "Zug beenden"),
    "md.act.neutral_return": ("Return a neutral figure to {district}", "Neutrale Figur nach {district} zurückschicken"),
    "md.act.return_back": ("Take back return card {v}", "Rücksendekarte {v} zurücknehmen"),
    "md.act.return_lay": ("Lay return card {v}", "Rücksendekarte {v} legen"),
    "md.act.return_commit": ("Lay the chosen return {k:p:card|cards} (return {n})",
                             "Gewählte {k:p:Rücksendekarte|Rücksendekarten} ablegen ({n} zurück)"),
    "md.act.return_from": ("Return a figure from {city} to {district}",
                           "Eine Figur aus {city} nach {district} zurückschicken"),
})
