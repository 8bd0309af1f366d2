"""The texts of Ming-Dynastie in English and German (catalogue keys ``md.*``).

German game terms follow the German rulebook (docs/glossary.md). Names on the map are data
(:mod:`.data`); their catalogue entries are made from the data tables here.
"""

from __future__ import annotations

from ...i18n import Message, T, register
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
# the same after "mit" (German dative): "mit einer Reiterkarte bezahlen"
register({f"md.card.dat.{code}": (f"{'an' if name[0] in 'AEIOU' else 'a'} {name} card", f"einer {_CARD_WORD[code]}")
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
    "md.err.colours_count": ("Option 'colours' must be a list with one colour per player.",
                             "Die Option 'colours' muss eine Liste mit einer Farbe pro Spieler sein."),
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
                             "{who} setzt eine neutrale Figur in den Bezirk {district}."),
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
                    "{who} zieht den Prinzen nach {district} und bezahlt mit {card}."),
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
    "md.act.neutral": ("Place a neutral figure in {district}", "Neutrale Figur in den Bezirk {district} setzen"),
    "md.act.place": ("Place a figure on the {province} space", "Figur auf das Provinzfeld {province} setzen"),
    "md.act.take": ("Take the {card} card beside {province}", "Karte „{card}“ neben {province} nehmen"),
    "md.act.dragon": ("Take a dragon, giving up a figure from the {province} space",
                      "Drachenkarte nehmen, eine Figur vom Provinzfeld {province} abgeben"),
    "md.act.start": ("{who} starts round {round}", "{who} beginnt Runde {round}"),
    "md.act.move": ("Move to {district} paying {card}", "Nach {district} ziehen, mit {card} bezahlen"),
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

# -- the board, the panel and the boxes (render.py) ------------------------------------------
register({f"md.chip.{code}": pair for code, pair in {
    "RIDER": ("Rider", "Reiter"), "RICKSHAW": ("Rickshaw", "Rikscha"), "JUNK": ("Junk", "Dschunke"),
    "BARGE": ("Barge", "Kahn"), "SEDAN": ("Sedan", "Sänfte"), "OXCART": ("Ox cart", "Karren"), data.DRAGON: ("Dragon", "Drache"),
}.items()})
register({f"md.phase.{phase}": pair for phase, pair in {
    "princes": ("Setting up: princes", "Spielvorbereitung: Prinzen"),
    "neutrals": ("Setting up: neutral figures", "Spielvorbereitung: neutrale Figuren"),
    "place": ("Phase 1 · Place family members", "Phase 1 · Familienmitglieder auf Provinzfelder setzen"),
    "cards": ("Phase 2 · Take cards", "Phase 2 · Bewegungskarten auswählen"),
    "move": ("Phase 3 · Move the prince and deploy", "Phase 3 · Prinz bewegen und Familienmitglieder einsetzen"),
    "scoring": ("Phase 4 · Scoring", "Phase 4 · Wertung"),
    "start-choice": ("Round end · Choose the start player", "Rundenende · Startspieler bestimmen"),
    "over": ("Game over", "Spielende"),
}.items()})
register({
    "md.prompt.over": ("The game is over.", "Das Spiel ist vorbei."),
    "md.prompt.princes": ("Place your prince in a free district (choose a highlighted district).",
                          "Stelle deinen Prinzen in einen freien Bezirk (wähle einen hervorgehobenen Bezirk)."),
    "md.prompt.neutrals_left": ("Place a neutral figure in a district with fewer than 3 neutrals ({n} to place).",
                                "Setze eine neutrale Figur in einen Bezirk mit weniger als 3 neutralen Figuren (noch {n})."),
    "md.prompt.neutrals": ("Place a neutral figure in a highlighted district.",
                           "Setze eine neutrale Figur in einen hervorgehobenen Bezirk."),
    "md.prompt.place": ("Place a family member on a province space ({n} still in hand).",
                        "Setze ein Familienmitglied auf ein Provinzfeld (noch {n} in der Hand)."),
    "md.prompt.cards": ("Take the card beside a province space where you have a figure, or pay a figure for a dragon.",
                        "Nimm die Karte neben einem Provinzfeld mit einer deiner Figuren oder gib eine Figur für eine Drachenkarte ab."),
    "md.prompt.move_on": ("Move on, deploy up to 3 family members into your prince's district (one may enter the cloister), or end your turn.",
                          "Zieh weiter, setze bis zu 3 Familienmitglieder in den Bezirk deines Prinzen ein (eines darf ins Kloster) oder beende deinen Zug."),
    "md.prompt.move": ("Move your prince (pick a card at a highlighted border), stay by discarding a card, or pass.",
                       "Zieh deinen Prinzen (wähle eine Karte an einer hervorgehobenen Grenze), lass ihn stehen, indem du eine Karte ablegst, oder passe."),
    "md.prompt.returns": ("Secretly choose your return cards (their sum is how many of your figures leave the city), then confirm.",
                          "Wähle geheim deine Rücksendekarten (ihre Summe ist die Zahl deiner Figuren, die die Stadt verlassen) und bestätige."),
    "md.prompt.choose_returns": ("Pick the house groups your returning figures leave from.",
                                 "Wähle die Stadtbezirke, aus denen deine Figuren zurückkehren."),
    "md.prompt.neutral_returns": ("Pick the house groups the returning neutral figures leave from.",
                                  "Wähle die Stadtbezirke, aus denen die neutralen Figuren zurückkehren."),
    "md.prompt.scoring": ("Scoring.", "Wertung."),
    "md.prompt.start_choice": ("Name the start player for the next round.", "Bestimme den Startspieler der nächsten Runde."),

    # one-sentence help per decision (our own words)
    "md.help.setup": ("Princes go into different districts; each also brings you one tile of its province.",
                      "Prinzen stehen in verschiedenen Bezirken; jeder bringt dir ein Plättchen seiner Provinz."),
    "md.help.neutrals": ("Neutral figures compete for majorities like a third player, so place them where they hurt your opponent.",
                         "Neutrale Figuren kämpfen um Mehrheiten wie ein dritter Spieler; setze sie dorthin, wo sie deinem Gegner schaden."),
    "md.help.phase-1": ("Figures on a province space let you take its card now and deploy into its districts later.",
                        "Figuren auf einem Provinzfeld erlauben dir, jetzt seine Karte zu nehmen und später in seine Bezirke einzusetzen."),
    "md.help.phase-2": ("Each card you take needs a figure on that province space; you may hold at most 5 cards.",
                        "Jede Karte braucht eine deiner Figuren auf diesem Provinzfeld; du hältst höchstens 5 Karten."),
    "md.help.move": ("Each step across a border costs a card of the transport shown there or a dragon; you cannot stop where another prince stands.",
                     "Jeder Schritt über eine Grenze kostet eine Karte ihres Transportmittels oder eine Drachenkarte; wo ein anderer Prinz steht, darfst du nicht anhalten."),
    "md.help.deploy": ("Deployed figures come from the province space of the prince's province; one may take the cloister, ousting its holder.",
                       "Eingesetzte Figuren kommen vom Provinzfeld der Provinz des Prinzen; eine darf ins Kloster und verdrängt dessen Besitzer."),
    "md.help.returns": ("The sum of your return cards sends that many of your figures back from the city before it scores.",
                        "Die Summe deiner Rücksendekarten schickt so viele deiner Figuren aus der Stadt zurück, bevor sie gewertet wird."),
    "md.help.neutral-returns": ("With a sole majority the neutral player keeps one figure more than the strongest player; its other figures go back.",
                                "Mit alleiniger Mehrheit behält der neutrale Spieler eine Figur mehr als der stärkste Spieler; seine übrigen Figuren kehren zurück."),
    "md.help.phase-5": ("The player you name starts the next round.", "Der gewählte Spieler beginnt die nächste Runde."),
    "md.help.end": ("Points came from tile sets, city figures and majorities, cloisters and leftover tiles.",
                    "Punkte gab es für Plättchenserien, Figuren und Mehrheiten in den Städten, Klöster und übrige Plättchen."),
    "md.ui.board": ("Ming-Dynastie board", "Spielplan von Ming-Dynastie"),
    "md.ui.rules": ("Rules", "Regeln"),
    "md.ui.rules_title": ("Open the rules at this point", "Die Regeln an dieser Stelle öffnen"),

    "md.ui.round_of": ("Round {round} of 6", "Runde {round} von 6"),
    "md.ui.to_decide": ("To decide:", "Am Zug:"),
    "md.ui.final_scores": ("Final scores", "Endwertung"),
    "md.ui.scoring_city": ("Scoring the city of {city}.", "Wertung der Stadt {city}."),
    "md.ui.your_returns": ("Your return cards", "Deine Rücksendekarten"),
    "md.ui.sum": ("(sum {n})", "(Summe {n})"),
    "md.ui.revealed": ("{who}: {cards} → returns {n}", "{who}: {cards} → {n} zurück"),
    "md.ui.still_returns": ("{who} still returns {n}.", "{who} schickt noch {n} zurück."),
    "md.ui.stay": ("Stay", "Bleiben"),
    "md.ui.no_cards": ("No cards", "Keine Karten"),
    "md.ui.hand": ("Your hand", "Deine Kartenhand"),
    "md.ui.hand_of": ("Your hand ({who})", "Deine Kartenhand ({who})"),
    "md.ui.start": ("start", "Start"),
    "md.ui.start_player": ("Start player", "Startspieler"),
    "md.ui.passed": ("passed", "gepasst"),
    "md.ui.ready": ("ready", "bereit"),
    "md.ui.score": ("Score", "Punkte"),
    "md.ui.stats": ("supply {supply} · to place {place} · cards {cards} · cloister figures {cloisters}",
                    "Vorrat {supply} · zu setzen {place} · Karten {cards} · im Kloster {cloisters}"),
    "md.ui.neutral_stats": ("supply {supply}", "Vorrat {supply}"),
    "md.ui.tiles": ("Tiles", "Plättchen"),
    "md.ui.tile_of": ("{province} tiles", "Plättchen von {province}"),
    "md.ui.players": ("Players", "Spieler"),
    "md.ui.supplies": ("Draw pile {deck} · discards {discard} · dragons {dragons}",
                       "Nachziehstapel {deck} · Ablagestapel {discard} · Drachenkarten {dragons}"),
    "md.ui.tile_supply": ("Tile supply", "Plättchenvorrat"),
    "md.ui.wins": ("{names} {n:p:wins|win}!", "{names} {n:p:gewinnt|gewinnen}!"),
    "md.ui.total": ("Total", "Gesamt"),
    "md.ui.player_n": ("Player {n}", "Spieler {n}"),
    "md.status.round": ("round {round} of 6", "Runde {round} von 6"),
    "md.status.over": ("finished", "beendet"),

    # board labels and tooltips
    "md.board.spaces": ("Spaces", "Provinzfelder"),
    "md.board.display": ("Display", "Auslage"),
    "md.board.rounds": ("Rounds", "Runden"),
    "md.board.scoring_round": ("Scoring round", "Wertungsrunde"),
    "md.board.border": ("{a} – {b}: {card}", "{a} – {b}: {card}"),
    "md.board.border_feature": ("{a} – {b}: {card} ({feature})", "{a} – {b}: {card} ({feature})"),
    "md.board.district": ("District {district} ({province})", "Bezirk {district} ({province})"),
    "md.why.deploy_here": ("Figures go only into your prince's district, {district}.",
                           "Figuren kommen nur in den Bezirk deines Prinzen, {district}."),
    "md.why.not_next": ("{district} does not border {here}, where your prince stands.",
                        "{district} grenzt nicht an {here}, wo dein Prinz steht."),
    "md.why.no_card": ("Crossing into {district} takes {card}.", "Der Weg nach {district} braucht {card}."),
    "md.board.city": ("City of {city}: 9 houses in 3 groups", "Stadt {city}: 9 Häuser in 3 Stadtbezirken"),
    "md.board.cloister": ("Cloister of {district}", "Kloster von {district}"),
    "md.tip.act": ("{thing}. Choice: {action}.", "{thing}. Wahl: {action}."),  # the same for a mouse and a finger
    "md.tip.open": ("{who}: {n} {n:p:figure|figures} in {district}", "{who}: {n} {n:p:Figur|Figuren} in {district}"),
    "md.tip.cloister": ("{who} in the cloister of {district}", "{who} im Kloster von {district}"),
    "md.tip.house": ("{who} in {city}", "{who} in {city}"),
    "md.tip.prince": ("Prince of {who}", "Prinz von {who}"),
    "md.tip.scored": ("{city} is being scored", "{city} wird gewertet"),
    "md.tip.round": ("Round {round}", "Runde {round}"),
    "md.tip.space": ("{who}: {n} {n:p:figure|figures} on the {province} space",
                     "{who}: {n} {n:p:Figur|Figuren} auf dem Provinzfeld {province}"),
    "md.thing.space": ("Province space {province}", "Provinzfeld {province}"),
    "md.thing.display": ("{card} card in the display beside {province}", "Karte „{card}“ in der Auslage neben {province}"),
    "md.thing.dragon": ("Dragon cards ({n} left)", "Drachenkarten ({n} übrig)"),
    "md.thing.houses": ("House group of {district} in {city}", "Stadtbezirk von {district} in {city}"),
    "md.thing.move": ("{card} across the border to {district}", "{card} über die Grenze nach {district}"),
    "md.thing.return_card": ("Return card {v}", "Rücksendekarte {v}"),

    # the scoring summary (render_scoring)
    "md.sum.title": ("Scoring after round {round}", "Wertung nach Runde {round}"),
    "md.sum.points": ("Points", "Punkte"),
    "md.sum.cities": ("Cities", "Städte"),
    "md.sum.city": ("City", "Stadt"),
    "md.sum.majority": ("Majority bonus", "Mehrheitsbonus"),
    "md.sum.figures_left": ("Figures left", "Verbliebene Figuren"),
    "md.sum.nobody": ("nobody", "niemand"),
    "md.sum.cloisters": ("Cloisters", "Klöster"),
    "md.sum.cloister_row": ("{n} {n:p:figure|figures}: {points} {points:p:point|points}",
                            "{n} {n:p:Figur|Figuren}: {points} {points:p:Punkt|Punkte}"),
    "md.sum.score": ("Score now", "Punktestand"),
})
register({
    "md.feature.bridge": ("{river} (bridge)", "{river} (Brücke)"),
    "md.feature.mouth": ("{river} (mouth)", "{river} (Mündung)"),
})


# Names as messages, by data id (game.py and render.py both use them).
def district(did: str) -> Message:
    return T(f"md.district.{did}")


def province(pid: str) -> Message:
    return T(f"md.province.{pid}")


def city(pid: str) -> Message:
    return T(f"md.city.{pid}")


def card(code: str) -> Message:
    return T(f"md.card.{code}")
# The board as text for screen readers (issue 7 item 7: screen readers and keyboard).
register({
    "md.text.status": ("Round {round} of 6 · {phase}", "Runde {round} von 6 · {phase}"),
    "md.text.figures_of": ("{who} with {n} {n:p:figure|figures}", "{who} mit {n} {n:p:Figur|Figuren}"),
    "md.text.houses_of": ("{who} with {n} {n:p:house|houses}", "{who} mit {n} {n:p:Haus|Häusern}"),
    "md.text.space": ("Province space: {who}", "Provinzfeld: {who}"),
    "md.text.display": ("Display: {card}", "Offene Auslage: {card}"),
    "md.text.no_card": ("no card", "keine Karte"),
    "md.text.city": ("City of {city}: {houses}", "Stadt {city}: {houses}"),
    "md.text.no_houses": ("no house taken", "kein Haus besetzt"),
    "md.text.open": ("Open area: {who}", "Freier Bereich: {who}"),
    "md.text.cloister": ("Cloister: {who}", "Kloster: {who}"),
    "md.text.cloister_empty": ("Cloister: empty", "Kloster: leer"),
    "md.text.house_group": ("House group in {city}: {who}", "Stadtbezirk in {city}: {who}"),
    "md.text.tiles_of": ("{province} {n}", "{province} {n}"),
    "md.text.no_tiles": ("none", "keine"),
    "md.text.player": ("{who} ({colour}): {score} {score:p:point|points}; {stats}; tiles: {tiles}",
                       "{who} ({colour}): {score} {score:p:Punkt|Punkte}; {stats}; Plättchen: {tiles}"),
    "md.text.neutral": ("{who}: {stats}", "{who}: {stats}"),
    "md.text.card_n": ("{n} × {card}", "{n} × {card}"),
    "md.text.hand": ("Your hand: {cards}", "Deine Kartenhand: {cards}"),
})
# The full rules texts of cards, tiles and spaces: the popovers (issue 20 item 5, markup.info_attrs).
register({
    "md.info.head.card": ("{card} card", "Karte „{card}“"),
    "md.info.head.tiles": ("{label}: {tiles}", "{label}: {tiles}"),
    "md.info.head.return": ("Return cards", "Rücksendekarten"),
    "md.info.transport": (
        "A movement card. In the prince phase, pay it for one step of your prince across a border that shows "
        "the {card}; a longer move costs one card per step. Or discard any one card and your prince stays where "
        "it is. Afterwards you may deploy up to 3 figures from the province space into the prince's district.\n"
        "You hold at most 5 cards, dragons included; cards you do not use stay in your hand.",
        "Eine Bewegungskarte. In der Prinzenphase bezahlst du mit ihr einen Schritt deines Prinzen über eine "
        "Grenze mit dem Symbol {card}; ein längerer Zug kostet eine Karte je Schritt. Oder du wirfst eine "
        "beliebige Karte ab und dein Prinz bleibt stehen. Danach darfst du bis zu 3 Figuren vom Provinzfeld "
        "in den Bezirk des Prinzen einsetzen.\n"
        "Du hältst höchstens 5 Karten, Drachen mitgezählt; nicht benutzte Karten behältst du."),
    "md.info.dragon": (
        "A dragon is a joker: it pays for one step across any border, whatever transport the border shows, "
        "or it is the card you discard to stay. In the card phase you may take a dragon from the stack instead "
        "of a face-up card: give up one of your figures from any province space for it (the figure leaves the "
        "game). Used dragons go back to the stack.",
        "Ein Drache ist ein Joker: Er bezahlt einen Schritt über jede Grenze, gleich welches Symbol sie zeigt, "
        "oder er ist die Karte, die du zum Stehenbleiben abwirfst. In der Kartenphase darfst du statt einer "
        "offenen Karte einen Drachen vom Stapel nehmen: Dafür gibst du eine deiner Figuren von einem "
        "Provinzfeld ab (sie verlässt das Spiel). Benutzte Drachen kommen zurück auf den Stapel."),
    "md.info.display": (
        "It lies face up beside the {province} space. In the card phase a player with at least one figure on "
        "that space may take it (the figure stays there); the gap is filled at once from the supply.",
        "Sie liegt offen neben dem Provinzfeld {province}. In der Kartenphase darf sie nehmen, wer mindestens "
        "eine Figur auf diesem Feld hat (die Figur bleibt stehen); die Lücke wird sofort vom Stapel aufgefüllt."),
    "md.info.space": (
        "In the placing phase every player puts 5 figures onto the province spaces, one at a time, in turn "
        "order. A figure here lets you take the face-up card beside this space in the card phase, or pay for "
        "a dragon with it. When your prince has moved or stayed in {province}, you may deploy up to 3 of your "
        "figures from here into the prince's district.",
        "In der Einsetzphase setzt jeder Spieler reihum 5 Figuren einzeln auf die Provinzfelder. Mit einer "
        "Figur hier darfst du in der Kartenphase die offene Karte neben diesem Feld nehmen oder mit ihr einen "
        "Drachen bezahlen. Hat dein Prinz sich in {province} bewegt oder ist dort stehen geblieben, darfst du "
        "bis zu 3 deiner Figuren von hier in den Bezirk des Prinzen einsetzen."),
    "md.info.border": (
        "A step of a prince across this border costs {card} or a dragon.",
        "Ein Schritt eines Prinzen über diese Grenze kostet {card} oder einen Drachen."),
    "md.info.cloister": (
        "When you deploy into {district}, one of your up to 3 figures may go into this cloister instead of the "
        "open area. A cloister figure scores 4 points at every scoring and stays. A figure put into an occupied "
        "cloister pushes the other player's figure out into the open area; while your own figure sits here, "
        "you deploy nothing more into this district.",
        "Setzt du in {district} ein, darf eine deiner bis zu 3 Figuren statt in den freien Bereich in dieses "
        "Kloster. Eine Klosterfigur bringt bei jeder Wertung 4 Punkte und bleibt. Eine Figur, die in ein "
        "besetztes Kloster kommt, verdrängt die Figur des anderen Spielers in den freien Bereich; solange "
        "deine eigene Figur hier sitzt, setzt du in diesen Bezirk nichts mehr ein."),
    "md.info.city": (
        "At a scoring (after rounds 2, 4 and 6) the leader of each district's open area moves 2 figures into "
        "that district's 3 houses, a clear second 1. Every figure that enters earns a {province} tile. Then "
        "return cards send figures back; each figure left scores 4 / 3 / 0 points after round 2 / 4 / 6, and "
        "the player with the most figures left gets 4 bonus points. All figures left then leave the game.",
        "Bei einer Wertung (nach den Runden 2, 4 und 6) zieht der Führende im freien Bereich jedes Bezirks 2 "
        "Figuren in die 3 Häuser seines Stadtbezirks, ein klarer Zweiter 1. Jede Figur, die einzieht, bringt "
        "ein Plättchen von {province}. Dann schicken Rücksendekarten Figuren zurück; jede verbliebene Figur "
        "bringt nach Runde 2 / 4 / 6 4 / 3 / 0 Punkte, und wer die meisten Figuren hat, erhält 4 Bonuspunkte. "
        "Danach verlassen alle verbliebenen Figuren das Spiel."),
    "md.info.tiles": (
        "You take one tile of a province's colour for each of your figures that enters its city. A set of all 6 "
        "colours is handed in at once for 28 / 24 / 20 points after round 2 / 4 / 6. At the end of the game "
        "every set of 5 different colours scores 10 points and every other tile 1 point.",
        "Für jede deiner Figuren, die in eine Stadt einzieht, nimmst du ein Plättchen in der Farbe ihrer "
        "Provinz. Eine Serie aus allen 6 Farben gibst du sofort für 28 / 24 / 20 Punkte nach Runde 2 / 4 / 6 "
        "zurück. Am Spielende bringt jede Serie aus 5 verschiedenen Farben 10 Punkte und jedes übrige "
        "Plättchen 1 Punkt."),
    "md.info.return": (
        "Cards worth 0, 1, 2 and 3. When a city is scored, everyone with figures in it lays at least one of "
        "these cards face down; all are turned up together. The sum is how many of your figures go back from "
        "the city to the open areas of their districts; you choose which.",
        "Karten mit den Werten 0, 1, 2 und 3. Wird eine Stadt gewertet, legt jeder mit Figuren darin "
        "mindestens eine dieser Karten verdeckt aus; alle werden gleichzeitig aufgedeckt. Die Summe gibt an, "
        "wie viele deiner Figuren aus der Stadt in die freien Bereiche ihrer Bezirke zurückgehen; du wählst, "
        "welche."),
    "md.info.scoring_round": (
        "After rounds 2, 4 and 6 the game is scored: figures enter the cities, tiles are handed out, return "
        "cards are laid, then city figures and cloister figures score. After round 6 the tiles score too.",
        "Nach den Runden 2, 4 und 6 wird gewertet: Figuren ziehen in die Städte ein, Plättchen werden "
        "verteilt, Rücksendekarten gelegt, dann zählen Stadt- und Klosterfiguren. Nach Runde 6 zählen auch "
        "die Plättchen."),
})
register({"md.info.card_display": ("{card}\n{display}", "{card}\n{display}")})
