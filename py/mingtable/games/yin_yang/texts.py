"""Yin Yang texts in English and German (catalogue keys ``yy.*``).

German game terms follow the German rulebook (Karren, Boot, Waren, Tempel; Hohes und Tiefes
Orakel; Götterwille; Geschenk der Götter; Tödlicher Wille; the card titles). Place names stay in
pinyin in both languages (docs/glossary.md).
"""

from __future__ import annotations

from ...i18n import Message, T, register
from . import data

register({f"yy.city.{c.key}": (c.name, c.name) for c in data.CITIES})
register({f"yy.kingdom.{k}": (name, name) for k, (name, _han) in data.KINGDOM_NAMES.items()})
register({
    # goods, tiles, trigrams, cards
    "yy.good.bronze": ("bronze", "Bronze"),
    "yy.good.bone": ("bone", "Knochen"),
    "yy.good.jade": ("jade", "Jade"),
    "yy.good.silk": ("silk", "Seide"),
    "yy.tile.cart": ("Cart tile", "Karren-Plättchen"),
    "yy.tile.boat": ("Boat tile", "Boot-Plättchen"),
    "yy.tile.temple": ("Temple tile", "Tempel-Plättchen"),
    "yy.tile.goods": ("Goods tile", "Waren-Plättchen"),
    **{f"yy.trigram.{t}": (f"{t.capitalize()} {data.TRIGRAM_HAN[t]}", f"{t.capitalize()} {data.TRIGRAM_HAN[t]}")
       for t in data.TRIGRAM_ORDER},
    "yy.card.clouds": ("Ride the clouds", "Mit den Wolken ziehen"),
    "yy.card.lightning": ("Summon lightning", "Den Blitz herbeirufen"),
    "yy.card.heavens": ("Turn the heavens", "Den Himmel drehen"),
    "yy.card.defy": ("Defy heaven", "Gegen den Himmel stellen"),
    "yy.pair.laoyang": ("a Laoyang pair (yang, yang)", "ein Laoyang-Paar (Yang, Yang)"),
    "yy.pair.laoyin": ("a Laoyin pair (yin, yin)", "ein Laoyin-Paar (Yin, Yin)"),
    "yy.pair.mixed": ("a Shaoyin or Shaoyang pair (yang, yin)", "ein Shaoyin- oder Shaoyang-Paar (Yang, Yin)"),
    "yy.deep.temple": ("a temple action", "eine Tempel-Aktion"),
    "yy.deep.boat": ("a boat action", "eine Boot-Aktion"),
    "yy.deep.swap": ("swap two scoring tiles", "zwei Wertungsplättchen tauschen"),
    "yy.deep.order3": ("turn order +3", "Spielerreihenfolge +3"),
    "yy.deep.cart": ("a cart action", "eine Karren-Aktion"),
    "yy.deep.track3": ("yin or yang +3", "Yin oder Yang +3"),
    "yy.deep.order_temples": ("turn order + your temples", "Spielerreihenfolge + deine Tempel"),
    "yy.deep.goods": ("a goods action", "eine Waren-Aktion"),
    "yy.word.nothing": ("nothing", "nichts"),
    "yy.side.4p": ("the side for 4 players", "die Seite für 4 Spieler"),
    "yy.side.2-3p": ("the side for 2-3 players", "die Seite für 2-3 Spieler"),
    # scoring tiles and lines
    "yy.scoring.bronze": ("Bronze", "Bronze"),
    "yy.scoring.bone": ("Bone", "Knochen"),
    "yy.scoring.jade": ("Jade", "Jade"),
    "yy.scoring.silk": ("Silk", "Seide"),
    "yy.scoring.yin": ("Yin", "Yin"),
    "yy.scoring.yang": ("Yang", "Yang"),
    "yy.scoring.edge": ("Outer edge", "Außenrand"),
    "yy.scoring.temple": ("Temple", "Tempel"),
    "yy.scoring.kingdom": ("Kingdom", "Königreich"),
    "yy.scoring.order": ("Turn order", "Spielerreihenfolge"),
    **{f"yy.line.ROW{r}": (f"row {r + 1}", f"Zeile {r + 1}") for r in range(4)},
    **{f"yy.line.COL{c}": (f"column {c + 1}", f"Spalte {c + 1}") for c in range(4)},
    "yy.line.DIAG_MAIN": ("the falling diagonal", "die fallende Diagonale"),
    "yy.line.DIAG_ANTI": ("the rising diagonal", "die steigende Diagonale"),
    **{f"yy.rank.{en}": (en, de) for en, de in data.SOLO_RANKS_DE.items()},
    # actions
    "yy.act.start": ("Start in {city} and build your start temple there",
                     "In {city} beginnen und dort deinen Start-Tempel errichten"),
    "yy.act.start_bare": ("Start in {city} (no temple can be built there)",
                          "In {city} beginnen (dort kann kein Tempel errichtet werden)"),
    "yy.act.disaster": ("Take the disaster stone off {city}", "Den Katastrophen-Stein von {city} nehmen"),
    "yy.act.oracle": ("High oracle {high} ({tile}), deep oracle {deep} ({action})",
                      "Hohes Orakel {high} ({tile}), Tiefes Orakel {deep} ({action})"),
    "yy.act.rethrow": ("No combination is allowed: throw again for free",
                       "Keine Kombination ist zulässig: kostenlos neu werfen"),
    "yy.act.deadly": ("Deadly will: destroy your temple in {city} and throw again",
                      "Tödlicher Wille: deinen Tempel in {city} zerstören und neu werfen"),
    "yy.act.defy": ("Play Defy heaven: blocked stacks and fields do not count for you in this oracle turn",
                    "Gegen den Himmel stellen ausspielen: blockierte Stapel und Felder gelten in diesem Orakelzug nicht für dich"),
    "yy.act.heavens.yin": ("Play Turn the heavens: turn a yin coin to yang",
                           "Den Himmel drehen ausspielen: eine Yin-Münze auf Yang drehen"),
    "yy.act.heavens.yang": ("Play Turn the heavens: turn a yang coin to yin",
                            "Den Himmel drehen ausspielen: eine Yang-Münze auf Yin drehen"),
    "yy.act.gift.yin": ("Gift of the gods: yin to 0, take {good} from the yin field",
                        "Geschenk der Götter: Yin auf 0, {good} vom Yin-Feld nehmen"),
    "yy.act.gift.yang": ("Gift of the gods: yang to 0, take {good} from the yang field",
                         "Geschenk der Götter: Yang auf 0, {good} vom Yang-Feld nehmen"),
    "yy.act.gift_empty.yin": ("Gift of the gods: yin to 0 (the yin field is empty)",
                              "Geschenk der Götter: Yin auf 0 (das Yin-Feld ist leer)"),
    "yy.act.gift_empty.yang": ("Gift of the gods: yang to 0 (the yang field is empty)",
                               "Geschenk der Götter: Yang auf 0 (das Yang-Feld ist leer)"),
    "yy.act.clouds": ("Play Ride the clouds: move to {city}", "Mit den Wolken ziehen ausspielen: nach {city} ziehen"),
    "yy.act.lightning": ("Play Summon lightning: destroy the temple of {who} in {city}",
                         "Den Blitz herbeirufen ausspielen: den Tempel von {who} in {city} zerstören"),
    "yy.act.move.cart": ("Cart by road to {city}", "Mit dem Karren auf der Straße nach {city}"),
    "yy.act.move.boat": ("Boat by river to {city}", "Mit dem Boot auf dem Fluss nach {city}"),
    "yy.act.cart": ("Laoyang pair: cart by road to {city}", "Laoyang-Paar: mit dem Karren nach {city}"),
    "yy.act.boat": ("Laoyin pair: boat by river to {city}", "Laoyin-Paar: mit dem Boot nach {city}"),
    "yy.act.temple": ("Shaoyin pair: build a temple in {city}", "Shaoyin-Paar: einen Tempel in {city} errichten"),
    "yy.act.goods": ("Shaoyang pair: take the {good} here", "Shaoyang-Paar: die Ware {good} hier nehmen"),
    "yy.act.tile.cart": ("Cart tile: by road to {city}", "Karren-Plättchen: auf der Straße nach {city}"),
    "yy.act.tile.boat": ("Boat tile: by river to {city}", "Boot-Plättchen: auf dem Fluss nach {city}"),
    "yy.act.tile.temple": ("Temple tile: build a temple in {city}", "Tempel-Plättchen: einen Tempel in {city} errichten"),
    "yy.act.tile.goods": ("Goods tile: take the {good} here", "Waren-Plättchen: die Ware {good} hier nehmen"),
    "yy.act.forfeit.yin": ("Forfeit {what} for +1 yin", "{what} verfallen lassen für +1 Yin"),
    "yy.act.forfeit.yang": ("Forfeit {what} for +1 yang", "{what} verfallen lassen für +1 Yang"),
    "yy.act.swap": ("Swap {a} ({line_a}) with {b} ({line_b})", "{a} ({line_a}) mit {b} ({line_b}) tauschen"),
    "yy.act.kan.yin": ("Yin +3", "Yin +3"),
    "yy.act.kan.yang": ("Yang +3", "Yang +3"),
    "yy.act.frame.yin": ("Red frame: yin +4", "Roter Rahmen: Yin +4"),
    "yy.act.frame.yang": ("Red frame: yang +4", "Roter Rahmen: Yang +4"),
    "yy.act.place": ("Lay the {good} on column {c}, row {r} of your development area",
                     "Die Ware {good} auf Spalte {c}, Zeile {r} deines Entwicklungsbereichs legen"),
    "yy.act.end": ("End your turn", "Deinen Zug beenden"),
    # the log
    "yy.log.head.setup": ("Set-up", "Spielvorbereitung"),
    "yy.log.head.solo": ("Solo set-up", "Solo-Vorbereitung"),
    "yy.log.setup": ("{who} is the start player; the map shows {side}.",
                     "{who} ist Startspieler; das Spielbrett zeigt {side}."),
    "yy.log.setup_solo": ("{who} travels alone; the map shows {side}.",
                          "{who} reist allein; das Spielbrett zeigt {side}."),
    "yy.log.journey_order": ("The journey tiles lie in this order: {kingdoms}.",
                             "Die Reise-Plättchen liegen in dieser Reihenfolge: {kingdoms}."),
    "yy.log.start": ("{who} starts in {city}.", "{who} beginnt in {city}."),
    "yy.log.round": ("Year {round} begins; {who} is the start player.", "Jahr {round} beginnt; {who} ist Startspieler."),
    "yy.log.disaster": ("{who} takes the disaster stone off {city}.", "{who} nimmt den Katastrophen-Stein von {city}."),
    "yy.log.gods_will": ("The will of the gods blocks the deep oracle field {deep} and the high oracle stack {high}.",
                         "Der Wille der Götter blockiert das Feld {deep} des Tiefen Orakels und den Stapel {high} des Hohen Orakels."),
    "yy.log.throw": ("{who} throws {yang} yang and {yin} yin.", "{who} wirft {yang} Yang und {yin} Yin."),
    "yy.log.rethrow": ("{who} throws again: {yang} yang and {yin} yin (the tracks stay).",
                       "{who} wirft erneut: {yang} Yang und {yin} Yin (die Leisten bleiben)."),
    "yy.log.deadly": ("{who} destroys their own temple in {city} (Deadly will).",
                      "{who} zerstört den eigenen Tempel in {city} (Tödlicher Wille)."),
    "yy.log.split": ("{who} lays {high} on the high oracle and {deep} on the deep oracle.",
                     "{who} legt {high} ins Hohe Orakel und {deep} ins Tiefe Orakel."),
    "yy.log.tile": ("{who} takes a {tile} from the {trigram} stack.", "{who} nimmt ein {tile} vom Stapel {trigram}."),
    "yy.log.fizzle": ("The {trigram} action of {who} has no effect.", "Die Aktion {trigram} von {who} bleibt ohne Wirkung."),
    "yy.log.temple": ("{who} builds a temple in {city}.", "{who} errichtet einen Tempel in {city}."),
    "yy.log.journey": ("Journey tile {n} ({kingdom}) is turned over.", "Reise-Plättchen {n} ({kingdom}) wird umgedreht."),
    "yy.log.goods": ("{who} takes the {good} in {city}.", "{who} nimmt die Ware {good} in {city}."),
    "yy.log.move.cart": ("{who} goes by road to {city}.", "{who} fährt auf der Straße nach {city}."),
    "yy.log.move.boat": ("{who} goes by river to {city}.", "{who} fährt auf dem Fluss nach {city}."),
    "yy.log.move.clouds": ("{who} rides the clouds to {city}.", "{who} zieht mit den Wolken nach {city}."),
    "yy.log.order": ("{who} moves the turn-order marker {n} {n:p:space|spaces} to space {space}.",
                     "{who} rückt den Spielerreihenfolge-Marker {n} {n:p:Feld|Felder} vor auf Feld {space}."),
    "yy.log.gain.yin": ("{who} gains {n} yin (now {value}).", "{who} erhält {n} Yin (jetzt {value})."),
    "yy.log.gain.yang": ("{who} gains {n} yang (now {value}).", "{who} erhält {n} Yang (jetzt {value})."),
    "yy.log.swap": ("{who} swaps the scoring tiles {a} and {b}.", "{who} tauscht die Wertungsplättchen {a} und {b}."),
    "yy.log.forfeit": ("{who} forfeits {what}.", "{who} lässt {what} verfallen."),
    "yy.log.card": ("{who} plays {card}.", "{who} spielt {card} aus."),
    "yy.log.lightning": ("{who} destroys the temple of {owner} in {city}.", "{who} zerstört den Tempel von {owner} in {city}."),
    "yy.log.gift.yin": ("{who} resets yin to 0 and takes {good} from the yin field.",
                        "{who} setzt Yin auf 0 zurück und nimmt {good} vom Yin-Feld."),
    "yy.log.gift.yang": ("{who} resets yang to 0 and takes {good} from the yang field.",
                         "{who} setzt Yang auf 0 zurück und nimmt {good} vom Yang-Feld."),
    "yy.log.gift_empty.yin": ("{who} resets yin to 0; the yin field is empty.", "{who} setzt Yin auf 0 zurück; das Yin-Feld ist leer."),
    "yy.log.gift_empty.yang": ("{who} resets yang to 0; the yang field is empty.",
                               "{who} setzt Yang auf 0 zurück; das Yang-Feld ist leer."),
    "yy.log.place": ("{who} lays the {good} on column {c}, row {r}.", "{who} legt die Ware {good} auf Spalte {c}, Zeile {r}."),
    "yy.log.beside": ("{who} has no free space and lays the {good} beside the board.",
                      "{who} hat kein freies Feld und legt die Ware {good} neben das Tableau."),
    "yy.log.action_phase": ("The action phase begins: {order}.", "Die Aktionsphase beginnt: {order}."),
    "yy.log.action_turn": ("{who} forms three pairs and acts.", "{who} bildet drei Paare und handelt."),
    "yy.log.final": ("{who} scores {points} victory points.", "{who} erhält {points} Siegpunkte."),
    "yy.log.winner": ("{who} wins (ties go to the player further ahead in turn order).",
                      "{who} gewinnt (bei Gleichstand, wer in der Spielerreihenfolge weiter vorn steht)."),
    "yy.log.solo_rank": ("Solo result: {rank} ({lines} lines of the other colour, {kingdoms} kingdoms).",
                         "Solo-Ergebnis: {rank} ({lines} Reihen der anderen Farbe, {kingdoms} Königreiche)."),
    "yy.log.solo_lost": ("The journey is lost ({lines} lines of the other colour, {kingdoms} kingdoms).",
                         "Die Reise ist verloren ({lines} Reihen der anderen Farbe, {kingdoms} Königreiche)."),
    # errors
    "yy.error.options": ("Unknown {n:p:option|options} for Yin Yang: {names}.",
                         "{n:p:Unbekannte Option|Unbekannte Optionen} für Yin Yang: {names}."),
    "yy.error.reference_stacks": ("reference_stacks must be true or false.", "reference_stacks muss true oder false sein."),
})


# -- the app (render.py) ----------------------------------------------------------------------------
register({
    "yy.ui.board": ("Yin Yang board", "Yin-Yang-Spielbrett"),
    "yy.ui.high_oracle": ("High oracle", "Hohes Orakel"),
    "yy.ui.deep_oracle": ("Deep oracle", "Tiefes Orakel"),
    "yy.ui.order_track": ("Turn-order track", "Spielerreihenfolge-Leiste"),
    "yy.ui.taichi": ("Tai-Chi board", "Tai-Chi-Tableau"),
    "yy.ui.journey": ("Journey", "Reise"),
    "yy.ui.year_of": ("Year {round} of {rounds}", "Jahr {round} von {rounds}"),
    "yy.ui.kingdom_label": ("{kingdom} {han} · {first}/{second}", "{kingdom} {han} · {first}/{second}"),
    "yy.ui.capital": ("the capital Luo", "die Hauptstadt Luo"),
    "yy.ui.size.large": ("large city", "große Stadt"),
    "yy.ui.size.small": ("small city", "kleine Stadt"),
    "yy.ui.player_n": ("Player {n}", "Spieler {n}"),
    "yy.ui.you": ("you", "du"),
    "yy.ui.now": ("deciding", "am Zug"),
    "yy.ui.first": ("start player", "Startspieler"),
    "yy.ui.to_decide": ("To decide:", "Entscheidet:"),
    "yy.ui.turn_order": ("Turn order", "Spielerreihenfolge"),
    "yy.ui.stats": ("yin {yin} · yang {yang} · {temples} {temples:p:temple|temples} · turn order {space}",
                    "Yin {yin} · Yang {yang} · {temples} Tempel · Reihenfolge {space}"),
    "yy.ui.board_stats": ("In {city} · {temples} {temples:p:temple|temples} on the map, {supply} in supply · turn-order space {space}",
                          "In {city} · {temples} Tempel auf dem Spielbrett, {supply} im Vorrat · Reihenfolge-Feld {space}"),
    "yy.ui.nowhere": ("no city yet", "noch keiner Stadt"),
    "yy.ui.track.yin": ("Yin {n}", "Yin {n}"),
    "yy.ui.track.yang": ("Yang {n}", "Yang {n}"),
    "yy.ui.tiles_n": ("{tile} × {n}", "{tile} × {n}"),
    "yy.ui.tiles_used": ("{tile} × {n} ({used} used this turn)", "{tile} × {n} ({used} in diesem Zug genutzt)"),
    "yy.ui.no_tiles": ("No action tiles yet.", "Noch keine Aktionsplättchen."),
    "yy.ui.goods_n": ("{good} {n}", "{good} {n}"),
    "yy.ui.held": ("To lay at the end of this turn: {goods}", "Am Ende dieses Zugs zu legen: {goods}"),
    "yy.ui.beside": ("Beside the development area: {goods}", "Neben dem Entwicklungsbereich: {goods}"),
    "yy.ui.other_note": ("Blue tiles are of the other colour: your solo rank counts the complete lines they mark.",
                         "Blaue Plättchen sind von der anderen Farbe: Dein Solo-Rang zählt die vollständigen Reihen, an denen sie liegen."),
    "yy.ui.none": ("none", "keine"),
    "yy.ui.empty": ("empty", "leer"),
    "yy.ui.cards_own": ("Your god cards: {cards}", "Deine Götterkarten: {cards}"),
    "yy.ui.cards_hidden": ("{n} god {n:p:card|cards} in hand", "{n} {n:p:Götterkarte|Götterkarten} auf der Hand"),
    "yy.ui.cards_played": ("Played: {cards}", "Ausgespielt: {cards}"),
    "yy.ui.board_of": ("Board of {who}", "Tableau von {who}"),
    "yy.ui.grid_of": ("Development area of {who}", "Entwicklungsbereich von {who}"),
    "yy.ui.player_boards": ("The players' boards", "Die Tableaus der Spieler"),
    "yy.ui.thrown": ("Thrown: {yang} yang, {yin} yin", "Geworfen: {yang} Yang, {yin} Yin"),
    "yy.ui.coins_left": ("Coins left: {yang} yang, {yin} yin", "Übrige Münzen: {yang} Yang, {yin} Yin"),
    "yy.ui.pairs": ("Pairs they can make: at most {laoyang} Laoyang (cart), {laoyin} Laoyin (boat), {mixed} Shaoyin or Shaoyang (temple or goods)",
                    "Paare daraus: höchstens {laoyang} Laoyang (Karren), {laoyin} Laoyin (Boot), {mixed} Shaoyin oder Shaoyang (Tempel oder Ware)"),
    "yy.ui.split_done": ("This year: high {high}, deep {deep}", "Dieses Jahr: hoch {high}, tief {deep}"),
    "yy.ui.rules": ("Rules", "Regeln"),
    "yy.ui.rules_title": ("Open the rules at this point", "Die Regeln an dieser Stelle öffnen"),
    "yy.ui.final_result": ("Final result", "Endergebnis"),
    "yy.chip.start": ("Start", "Start"),
    "yy.chip.disaster": ("Remove", "Entfernen"),
    "yy.chip.move": ("Go", "Ziehen"),
    "yy.chip.cart": ("Cart: pair", "Karren: Paar"),
    "yy.chip.boat": ("Boat: pair", "Boot: Paar"),
    "yy.chip.tile_cart": ("Cart: tile", "Karren: Plättchen"),
    "yy.chip.tile_boat": ("Boat: tile", "Boot: Plättchen"),
    "yy.chip.clouds": ("Clouds", "Wolken"),
    "yy.short.temple": ("temple", "Tempel"),
    "yy.short.boat": ("boat", "Boot"),
    "yy.short.swap": ("swap tiles", "Plättchen tauschen"),
    "yy.short.order3": ("turn order", "Reihenfolge"),
    "yy.short2.order3": ("+3", "+3"),
    "yy.short.cart": ("cart", "Karren"),
    "yy.short.track3": ("yin/yang +3", "Yin/Yang +3"),
    "yy.short.order_temples": ("turn order", "Reihenfolge"),
    "yy.short2.order_temples": ("+ your temples", "+ deine Tempel"),
    "yy.short.goods": ("goods", "Waren"),
    # the scoring tiles' names on the development grid, written out (short enough for a tile)
    **{f"yy.grid.{k}": (en, de) for k, en, de in (
        ("bronze", "Bronze", "Bronze"), ("bone", "Bone", "Knochen"), ("jade", "Jade", "Jade"), ("silk", "Silk", "Seide"),
        ("yin", "Yin", "Yin"), ("yang", "Yang", "Yang"), ("edge", "Outer edge", "Außenrand"), ("temple", "Temple", "Tempel"),
        ("kingdom", "Kingdom", "Königreich"), ("order", "Turn order", "Reihenfolge"))},
    "yy.tip.cell": ("Column {c}, row {r}: the space for {good}", "Spalte {c}, Zeile {r}: das Feld für {good}"),
    "yy.tip.next_spot": ("Your next scoring tile goes here, at {line}", "Hier kommt dein nächstes Wertungsplättchen hin, an {line}"),
    "yy.tip.kingdom": ("{kingdom}: {first} points for the most temples, {second} for the second most",
                       "{kingdom}: {first} Punkte für die meisten Tempel, {second} für die zweitmeisten"),
    "yy.tip.city": ("{city}: {size} of {kingdom}", "{city}: {size} in {kingdom}"),
    "yy.tip.capital": ("{city}: the capital, where no temple stands", "{city}: die Hauptstadt, in der kein Tempel steht"),
    "yy.tip.temple_in": ("Temple of {who} in {city}", "Tempel von {who} in {city}"),
    "yy.tip.goods_in": ("Goods stone {good} in {city}", "Warenstein {good} in {city}"),
    "yy.tip.disaster_in": ("Disaster stone in {city}", "Katastrophen-Stein in {city}"),
    "yy.tip.figure_in": ("Figure of {who} in {city}", "Figur von {who} in {city}"),
    "yy.tip.frame": ("Red frame on space {space}: yin or yang +4 when reached or passed",
                     "Roter Rahmen auf Feld {space}: Yin oder Yang +4, wenn erreicht oder überschritten"),
    "yy.tip.temple": ("temple of {who}", "Tempel von {who}"),
    "yy.tip.goods": ("goods stone {good}", "Warenstein {good}"),
    "yy.tip.disaster": ("disaster stone", "Katastrophen-Stein"),
    "yy.tip.figure": ("figure of {who}", "Figur von {who}"),
    "yy.tip.fields": ("Yin field: {yin}; yang field: {yang}", "Yin-Feld: {yin}; Yang-Feld: {yang}"),
    "yy.tip.stack": ("High oracle {trigram}: {n} × {tile}", "Hohes Orakel {trigram}: {n} × {tile}"),
    "yy.tip.stack_blocked": ("High oracle {trigram}: {n} × {tile}, blocked this year",
                             "Hohes Orakel {trigram}: {n} × {tile}, dieses Jahr blockiert"),
    "yy.tip.deep": ("Deep oracle {trigram}: {action}", "Tiefes Orakel {trigram}: {action}"),
    "yy.tip.deep_blocked": ("Deep oracle {trigram}: {action}, blocked by the will of the gods this year",
                            "Tiefes Orakel {trigram}: {action}, dieses Jahr vom Götterwillen blockiert"),
    "yy.tip.order": ("{who}: space {space}, place {place} in turn order", "{who}: Feld {space}, Platz {place} der Reihenfolge"),
    "yy.tip.gods_will": ("The six coins of the will of the gods: coins 1-3 block a deep field, coins 4-6 a high stack",
                         "Die sechs Münzen des Götterwillens: Münzen 1-3 blockieren ein tiefes Feld, Münzen 4-6 einen hohen Stapel"),
    "yy.tip.journey": ("Journey tile {n}: {kingdom}", "Reise-Plättchen {n}: {kingdom}"),
    "yy.tip.journey_now": ("Journey tile {n}: {kingdom}, temples may be built here now",
                           "Reise-Plättchen {n}: {kingdom}, hier dürfen jetzt Tempel errichtet werden"),
    "yy.tip.journey_done": ("Journey tile {n}: {kingdom}, turned over", "Reise-Plättchen {n}: {kingdom}, umgedreht"),
    "yy.tip.scoring": ("{tile} on {line}", "{tile} an {line}"),
    "yy.tip.scoring_other": ("{tile} of the other colour on {line}", "{tile} der anderen Farbe an {line}"),
    "yy.text.city": ("{city}: {things}", "{city}: {things}"),
    "yy.text.goods": ("Goods owned: {goods}", "Eigene Waren: {goods}"),
    "yy.text.cell": ("{good} on column {c}, row {r}", "{good} auf Spalte {c}, Zeile {r}"),
    "yy.text.scoring": ("Scoring tiles: {tiles}", "Wertungsplättchen: {tiles}"),
    "yy.phase.setup": ("Start cities", "Startstädte"),
    "yy.phase.disaster": ("Ways of the gods", "Wege der Götter"),
    "yy.phase.oracle": ("Oracle phase", "Orakelphase"),
    "yy.phase.action": ("Action phase", "Aktionsphase"),
    "yy.phase.over": ("Game over", "Spielende"),
    "yy.phase.solo_setup": ("Solo set-up", "Solo-Vorbereitung"),
    "yy.solo.step.tiles": ("Your ten scoring tiles go beside the lines of your development area.",
                           "Deine zehn Wertungsplättchen kommen an die Reihen deines Entwicklungsbereichs."),
    "yy.solo.step.draws": ("Four tiles of another colour replace four of yours, and the seven journey tiles are drawn.",
                           "Vier Plättchen einer anderen Farbe ersetzen vier deiner eigenen, und die sieben Reise-Plättchen werden gezogen."),
    "yy.solo.step.start": ("You choose your start city; then year 1 begins.", "Du wählst deine Startstadt; dann beginnt Jahr 1."),
    "yy.solo.steps": ("The steps of the solo set-up", "Die Schritte der Solo-Vorbereitung"),
    "yy.prompt.start": ("Choose the city where your figure starts.", "Wähle die Stadt, in der deine Figur beginnt."),
    "yy.prompt.disaster": ("Choose a disaster stone to take off the map.", "Wähle einen Katastrophen-Stein, der vom Spielbrett kommt."),
    "yy.prompt.interpret": ("You threw {yang} yang and {yin} yin. Lay them as two trigrams: one on the high oracle, one on the deep oracle.",
                            "Du hast {yang} Yang und {yin} Yin geworfen. Lege sie als zwei Trigramme: eines ins Hohe Orakel, eines ins Tiefe Orakel."),
    "yy.prompt.post": ("Your oracle turn is done. You may still play a god card or take the Gift of the gods; then end your turn.",
                       "Dein Orakelzug ist erledigt. Du kannst noch eine Götterkarte spielen oder das Geschenk der Götter nehmen; dann beende deinen Zug."),
    "yy.prompt.act": ("Spend your coins in pairs and each action tile once ({yang} yang and {yin} yin coins left). To move, choose a city next to yours.",
                      "Setze deine Münzen paarweise ein und jedes Aktionsplättchen einmal ({yang} Yang und {yin} Yin übrig). Zum Ziehen wähle eine Nachbarstadt."),
    "yy.prompt.act_rest": ("Use what is left ({yang} yang and {yin} yin coins, your unused tiles) or let it go for +1 yin or yang.",
                           "Nutze, was übrig ist ({yang} Yang und {yin} Yin, deine ungenutzten Plättchen), oder lass es für +1 Yin oder Yang verfallen."),
    "yy.prompt.place": ("Lay your new goods on your development area (the marked cells below the board).",
                        "Lege deine neuen Waren in deinen Entwicklungsbereich (die markierten Felder unter dem Spielbrett)."),
    "yy.prompt.move.cart": ("Choose the city your cart goes to by road.", "Wähle die Stadt, in die dein Karren auf der Straße fährt."),
    "yy.prompt.move.boat": ("Choose the city your boat goes to by river.", "Wähle die Stadt, in die dein Boot auf dem Fluss fährt."),
    "yy.prompt.swap": ("Li lets you swap two of your scoring tiles: choose which two.",
                       "Li lässt dich zwei deiner Wertungsplättchen tauschen: wähle, welche."),
    "yy.prompt.kan": ("Kan gives you +3: choose your yin or your yang track.", "Kan bringt dir +3: wähle deine Yin- oder deine Yang-Leiste."),
    "yy.prompt.frame": ("Your turn-order marker reached a red frame: choose yin or yang to move up by 4.",
                        "Dein Spielerreihenfolge-Marker hat einen roten Rahmen erreicht: wähle Yin oder Yang, um 4 vorzurücken."),
    "yy.prompt.over": ("The game is over.", "Das Spiel ist vorbei."),
    "yy.status.finished": ("finished", "beendet"),
    "yy.status.year": ("year {round} of {rounds}", "Jahr {round} von {rounds}"),
    "yy.colour.red": ("red", "Rot"),
    "yy.colour.blue": ("blue", "Blau"),
    "yy.colour.yellow": ("yellow", "Gelb"),
    "yy.colour.green": ("green", "Grün"),
    "yy.setup.solo": ("1 player: the solo journey", "1 Spieler: die Solo-Reise"),
    "yy.setup.solo_hint": ("Travel the kingdoms in the order of the journey tiles and complete lines of the other colour.",
                           "Bereise die Königreiche in der Reihenfolge der Reise-Plättchen und vervollständige Reihen der anderen Farbe."),
    "yy.prompt.arrange": ("Choose which of your scoring tiles goes at {line} (the framed spot beside your development area).",
                          "Wähle, welches deiner Wertungsplättchen an {line} kommt (der umrandete Platz neben deinem Entwicklungsbereich)."),
    "yy.setup.free_tiles": ("Lay my own scoring tiles", "Eigene Wertungsplättchen selbst auslegen"),
    "yy.setup.free_tiles_hint": ("As the solo rules have it: you choose where each of your ten scoring tiles goes before the "
                                 "journey is drawn. Unticked, they are shuffled onto their spots.",
                                 "Wie in den Solo-Regeln: Du legst jedes deiner zehn Wertungsplättchen selbst, bevor die Reise "
                                 "gezogen wird. Ohne Haken werden sie gemischt ausgelegt."),
    "yy.over.wins": ("{name} wins!", "{name} gewinnt!"),
    "yy.over.tie": ("A tie on points goes to the player further ahead in turn order.",
                    "Bei Punktgleichstand gewinnt, wer in der Spielerreihenfolge weiter vorn steht."),
    "yy.over.rank": ("Your rank: {rank}", "Dein Rang: {rank}"),
    "yy.over.lost": ("The journey is lost", "Die Reise ist verloren"),
    "yy.over.solo_detail": ("{lines} {lines:p:line|lines} of the other colour completed, {kingdoms} {kingdoms:p:kingdom|kingdoms} of the journey visited.",
                            "{lines} {lines:p:Reihe|Reihen} der anderen Farbe vollständig, {kingdoms} {kingdoms:p:Königreich|Königreiche} der Reise besucht."),
    "yy.over.kingdoms": ("Kingdoms: the points of each", "Königreiche: die Punkte jedes einzelnen"),
    "yy.over.kingdom_row": ("{kingdom} ({first}/{second})", "{kingdom} ({first}/{second})"),
    "yy.over.tiles": ("Development: the scoring tiles of complete lines", "Entwicklung: die Wertungsplättchen vollständiger Reihen"),
    "yy.over.tiles_of": ("{who}: {tiles}", "{who}: {tiles}"),
    "yy.over.tile": ("{tile} on {line}: {n}", "{tile} an {line}: {n}"),
    "yy.over.no_lines": ("no complete line", "keine vollständige Reihe"),
    "yy.source.kingdoms": ("Kingdoms", "Königreiche"),
    "yy.source.development": ("Development", "Entwicklung"),
    "yy.source.turn_order": ("Turn order", "Spielerreihenfolge"),
    "yy.source.cards": ("Unused god cards", "Unbenutzte Götterkarten"),
    "yy.source.total": ("Total", "Summe"),
})


def city(key: str) -> Message:
    return T(f"yy.city.{key}")


def kingdom(key: str) -> Message:
    return T(f"yy.kingdom.{key}")


def good(key: str) -> Message:
    return T(f"yy.good.{key}")


def tile(key: str) -> Message:
    return T(f"yy.tile.{key}")


def trigram(key: str) -> Message:
    return T(f"yy.trigram.{key}")


register({
    # the solo set-up with the option free_tiles (docs/rules/yin-yang.md, S8)
    "yy.act.arrange": ("Lay the scoring tile {tile} at {line}", "Das Wertungsplättchen {tile} an {line} legen"),
    "yy.log.arrange": ("{who} lays the scoring tile {tile} at {line}.", "{who} legt das Wertungsplättchen {tile} an {line}."),
    "yy.log.other_tiles": ("Tiles of another colour replace {tiles}.", "Plättchen einer anderen Farbe ersetzen {tiles}."),
    # O8: keeping a throw that allows no combination
    "yy.act.keep": ("No combination is allowed: keep your coins for the action phase",
                    "Keine Kombination ist zulässig: Münzen für die Aktionsphase behalten"),
    "yy.log.keep": ("{who} keeps the coins and lays no oracle.", "{who} behält die Münzen und legt kein Orakel."),
    "yy.error.free_tiles": ("free_tiles must be true or false, and true only for the solo game.",
                            "free_tiles muss true oder false sein, und true nur im Solospiel."),
})

# The full rules texts of god cards, tiles, fields and temples: the popovers (issue 20 item 5,
# markup.info_attrs).
register({
    "yy.info.pair": ("{a}\n{b}", "{a}\n{b}"),
    "yy.info.card_rule": ("Play it once, in your own turn; it overrides the rules. Every god card you have not played "
                          "scores 2 points at the end.",
                          "Spiele sie einmal, in deinem eigenen Zug; sie setzt die Regeln außer Kraft. Jede nicht "
                          "gespielte Götterkarte bringt am Ende 2 Punkte."),
    "yy.info.card.clouds": ("One extra cart or boat move, in your oracle turn or your action turn. It may enter a city "
                            "with a disaster stone if a later move of the same turn leads out again: your turn may not "
                            "end there.",
                            "Eine zusätzliche Karren- oder Bootsbewegung, in deinem Orakelzug oder deinem Aktionszug. "
                            "Sie darf in eine Stadt mit Katastrophen-Stein führen, wenn eine spätere Bewegung desselben Zugs "
                            "wieder hinausführt: Dein Zug darf dort nicht enden."),
    "yy.info.card.lightning": ("Destroy a temple, anyone's, in the city where your figure stands; it goes back to its "
                               "owner.",
                               "Zerstöre einen Tempel, gleich wessen, in der Stadt, in der deine Figur steht; er geht "
                               "an seinen Besitzer zurück."),
    "yy.info.card.heavens": ("Turn one of your coins over for the rest of this round, in the oracle or the action "
                             "phase.",
                             "Drehe eine deiner Münzen für den Rest dieser Runde um, in der Orakel- oder der "
                             "Aktionsphase."),
    "yy.info.card.defy": ("In this oracle turn, ignore the god's will markers on the high and the deep oracle (a "
                          "stack must still have a tile).",
                          "Ignoriere in diesem Orakelzug die Marker des Götterwillens auf dem hohen und dem tiefen "
                          "Orakel (ein Stapel muss trotzdem ein Plättchen haben)."),
    "yy.info.head.card": ("God card: {card}", "Götterkarte: {card}"),
    "yy.info.tile_rule": ("You keep it for good and may use it once in every action phase, this one included, in "
                          "any order with your coin pairs; or give it up for 1 yin or 1 yang.",
                          "Du behältst es für immer und darfst es in jeder Aktionsphase einmal nutzen, auch in "
                          "dieser, in beliebiger Reihenfolge mit deinen Münzpaaren; oder gib es für 1 Yin oder 1 Yang "
                          "auf."),
    "yy.info.tile.cart": ("Move your figure along one road to a neighbouring city, never into a city with a disaster "
                          "stone. A yang + yang pair (Laoyang) does the same.",
                          "Ziehe deine Figur auf einer Straße in eine Nachbarstadt, nie in eine Stadt mit "
                          "Katastrophen-Stein. Ein Paar Yang + Yang (Laoyang) tut dasselbe."),
    "yy.info.tile.boat": ("Move your figure along one river to a neighbouring city, never into a city with a disaster "
                          "stone. A yin + yin pair (Laoyin) does the same.",
                          "Ziehe deine Figur auf einem Fluss in eine Nachbarstadt, nie in eine Stadt mit "
                          "Katastrophen-Stein. Ein Paar Yin + Yin (Laoyin) tut dasselbe."),
    "yy.info.tile.temple": ("Build a temple in your figure's city: one temple per city, never in Luo. A mixed pair "
                            "(Shaoyin) does the same.",
                            "Errichte einen Tempel in der Stadt deiner Figur: ein Tempel je Stadt, nie in Luo. Ein "
                            "gemischtes Paar (Shaoyin) tut dasselbe."),
    "yy.info.tile.goods": ("Take the goods stone of your figure's city; it goes into your development area at the end "
                           "of your turn. A mixed pair (Shaoyang) does the same.",
                           "Nimm den Warenstein der Stadt deiner Figur; er kommt am Ende deines Zugs in deinen "
                           "Entwicklungsbereich. Ein gemischtes Paar (Shaoyang) tut dasselbe."),
    "yy.info.scoring_rule": ("At the end of the game it scores only if its line ({line}) is complete: all four spaces "
                             "hold goods, of any type.",
                             "Am Spielende zählt es nur, wenn seine Reihe ({line}) vollständig ist: Alle vier Felder "
                             "tragen Waren, gleich welcher Art."),
    "yy.info.scoring_other": ("Solo: this line is marked by the other colour; complete lines of the other colour "
                              "decide your rank.",
                              "Solo: Diese Reihe ist von der anderen Farbe markiert; vollständige Reihen der anderen "
                              "Farbe bestimmen deinen Rang."),
    **{f"yy.info.scoring.{g}": (f"2 points for every {en} stone you own, on the grid or beside it.",
                                f"2 Punkte für jeden deiner Steine aus {de}, im Raster oder daneben.")
       for g, en, de in (("bronze", "bronze", "Bronze"), ("bone", "bone", "Knochen"), ("jade", "jade", "Jade"),
                         ("silk", "silk", "Seide"))},
    "yy.info.scoring.yin": ("3 points for every 2 steps of your yin track (7 gives 9).",
                            "3 Punkte für je 2 Schritte deiner Yin-Leiste (7 ergibt 9)."),
    "yy.info.scoring.yang": ("3 points for every 2 steps of your yang track (7 gives 9).",
                             "3 Punkte für je 2 Schritte deiner Yang-Leiste (7 ergibt 9)."),
    "yy.info.scoring.edge": ("1 point for every stone on the 12 outer spaces of your grid.",
                             "1 Punkt für jeden Stein auf den 12 äußeren Feldern deines Rasters."),
    "yy.info.scoring.temple": ("1 point for every temple of yours on the map.",
                               "1 Punkt für jeden deiner Tempel auf dem Spielbrett."),
    "yy.info.scoring.kingdom": ("The points you score in one kingdom, once more, for you alone.",
                                "Die Punkte, die du in einem Königreich erhältst, noch einmal, nur für dich."),
    "yy.info.scoring.order": ("Points by your final place in turn order: 10 / 8 / 6 / 4 with 4 players, 9 / 7 / 5 with "
                              "3, 8 / 6 with 2.",
                              "Punkte nach deinem Platz in der Spielerreihenfolge am Ende: 10 / 8 / 6 / 4 bei 4 "
                              "Spielern, 9 / 7 / 5 bei 3, 8 / 6 bei 2."),
    "yy.info.head.grid": ("Development area", "Entwicklungsbereich"),
    "yy.info.grid": ("Goods you gain in a turn are laid here at its end: on a free space of their type if there is "
                     "one, else on any free space, else beside the grid. Stones never move. A row, column or diagonal "
                     "whose four spaces all hold goods activates the scoring tile at its end.",
                     "Waren, die du in einem Zug erhältst, legst du an dessen Ende hierher: auf ein freies Feld ihrer "
                     "Art, wenn es eins gibt, sonst auf ein beliebiges freies Feld, sonst neben das Raster. Steine "
                     "bewegen sich nie. Eine Zeile, Spalte oder Diagonale, deren vier Felder alle Waren tragen, "
                     "aktiviert das Wertungsplättchen an ihrem Ende."),
    "yy.info.temple": ("At the end every kingdom scores: the player with the most temples there gets its first value, "
                       "the second most its second value ({kingdom}: {first} and {second}). Players tied for first "
                       "all get the first value and nobody the second; players tied for second all get the second.",
                       "Am Ende wird jedes Königreich gewertet: Wer dort die meisten Tempel hat, erhält den ersten "
                       "Wert, der mit den zweitmeisten den zweiten ({kingdom}: {first} und {second}). Bei Gleichstand "
                       "um Platz 1 erhalten alle den ersten Wert und niemand den zweiten; bei Gleichstand um Platz 2 "
                       "erhalten alle den zweiten."),
    "yy.info.stack": ("Lay a trigram on the high oracle here in your oracle turn to take the top tile of this stack "
                      "({tile}); the stack is then closed to the later players this year. The god's will blocks one "
                      "stack every year.",
                      "Lege in deinem Orakelzug hier ein Trigramm auf das hohe Orakel, um das oberste Plättchen dieses "
                      "Stapels zu nehmen ({tile}); danach ist der Stapel für die späteren Spieler dieses Jahr "
                      "gesperrt. Der Götterwille sperrt jedes Jahr einen Stapel."),
    "yy.info.deep": ("Lay a trigram on the deep oracle here in your oracle turn and carry out at once: {action}. The "
                     "god's will blocks one deep field every year.",
                     "Lege in deinem Orakelzug hier ein Trigramm auf das tiefe Orakel und führe sofort aus: {action}. "
                     "Der Götterwille sperrt jedes Jahr ein tiefes Feld."),
    "yy.info.journey": ("Solo: build temples in the kingdoms of the journey tiles in their order. A temple in the "
                        "kingdom of the first tile not yet turned turns it. Your rank needs at least 4 turned tiles "
                        "and 2 complete lines of the other colour.",
                        "Solo: Errichte Tempel in den Königreichen der Reise-Plättchen in ihrer Reihenfolge. Ein "
                        "Tempel im Königreich des ersten noch nicht umgedrehten Plättchens dreht es um. Für einen "
                        "Rang brauchst du mindestens 4 umgedrehte Plättchen und 2 vollständige Reihen der anderen "
                        "Farbe."),
})

# -- the game's own terms, explained in the panel wherever they appear (render.py) ----------------
register({
    "yy.explain.pairs": ("Laoyang (“old yang”) is a pair of two yang coins: your cart goes along a road. Laoyin (“old yin”) is two "
                         "yin coins: your boat goes along a river. Shaoyin and Shaoyang (“young yin”, “young yang”) are both one yang "
                         "and one yin coin: as Shaoyin they build a temple in your city, as Shaoyang they take the goods lying there.",
                         "Laoyang („altes Yang“) ist ein Paar aus zwei Yang-Münzen: dein Karren fährt eine Straße entlang. Laoyin "
                         "(„altes Yin“) sind zwei Yin-Münzen: dein Boot fährt einen Fluss entlang. Shaoyin und Shaoyang („junges Yin“, "
                         "„junges Yang“) sind beide eine Yang- und eine Yin-Münze: als Shaoyin errichten sie einen Tempel in deiner Stadt, "
                         "als Shaoyang nehmen sie die Ware, die dort liegt."),
    "yy.explain.oracle": ("A trigram is three coins read as lines: a yang coin a whole line, a yin coin a broken one. The trigram on "
                          "the high oracle takes the top action tile of its stack, yours for the rest of the game and usable once in "
                          "every action phase; the trigram on the deep oracle carries out its action at once.",
                          "Ein Trigramm sind drei Münzen, als Linien gelesen: eine Yang-Münze eine durchgezogene, eine Yin-Münze eine "
                          "unterbrochene Linie. Das Trigramm im Hohen Orakel nimmt das oberste Aktionsplättchen seines Stapels; es "
                          "bleibt dir bis zum Spielende und gilt in jeder Aktionsphase einmal. Das Trigramm im Tiefen Orakel führt "
                          "seine Aktion sofort aus."),
    "yy.explain.deadly": ("Deadly will: destroy one of your temples on the map to throw your coins again; your tracks keep what "
                          "the first throw gave.",
                          "Tödlicher Wille: Zerstöre einen deiner Tempel auf dem Spielbrett, um deine Münzen neu zu werfen; deine "
                          "Leisten behalten, was der erste Wurf gebracht hat."),
    "yy.explain.gift": ("Gift of the gods: a yin or yang track at 8 may go back to 0 to take a goods stone from its field, the "
                        "dark or light half in the middle of the Tai-Chi board.",
                        "Geschenk der Götter: Eine Yin- oder Yang-Leiste auf 8 darf auf 0 zurück; dafür nimmst du einen Warenstein "
                        "von ihrem Feld, der dunklen oder hellen Hälfte in der Mitte des Tai-Chi-Tableaus."),
    "yy.explain.disaster": ("Disaster stone: no move may lead into a city that holds one. Every year the start player takes one "
                            "off the map.",
                            "Katastrophen-Stein: Keine Bewegung darf in eine Stadt mit einem solchen Stein führen. Jedes Jahr "
                            "nimmt der Startspieler einen vom Spielbrett."),
    "yy.explain.development": ("Development area: the 4×4 grid on your board. Every goods stone you gain is laid on it; when a "
                               "row, column or diagonal is full, the scoring tile at its end scores at the end of the game.",
                               "Entwicklungsbereich: das 4×4-Raster auf deinem Tableau. Jeder Warenstein, den du bekommst, kommt "
                               "darauf; ist eine Zeile, Spalte oder Diagonale voll, zählt am Spielende das Wertungsplättchen an "
                               "ihrem Ende."),
    "yy.explain.frame": ("Red frame (solo): when your turn-order marker reaches or passes one, your yin or yang moves up by 4.",
                         "Roter Rahmen (Solo): Erreicht oder überschreitet dein Spielerreihenfolge-Marker einen, rückt Yin oder "
                         "Yang um 4 vor."),
    "yy.explain.gods_will": ("Will of the gods: every year six coins block one deep oracle field and one high oracle stack "
                             "(greyed on the board).",
                             "Götterwille: Jedes Jahr blockieren sechs Münzen ein Feld des Tiefen Orakels und einen Stapel des "
                             "Hohen Orakels (auf dem Spielbrett grau)."),
    "yy.explain.journey": ("Journey (solo): you may build temples only in the kingdom of the first journey tile not yet turned; "
                           "a temple there turns it. Complete the lines marked by the other colour and travel far to reach a rank.",
                           "Reise (Solo): Tempel darfst du nur im Königreich des ersten noch nicht umgedrehten Reise-Plättchens "
                           "errichten; ein Tempel dort dreht es um. Vervollständige die Reihen der anderen Farbe und reise weit, "
                           "um einen Rang zu erreichen."),
})

#: explanation key -> a pattern per language (case-insensitive) finding a term it explains; the
#: panel adds the explanation wherever its prompt, texts or choices use the term (render.py)
TERMS: dict[str, dict[str, str]] = {
    "yy.explain.pairs": {"en": r"\b(laoyang|laoyin|shaoyin|shaoyang)\b", "de": r"\b(laoyang|laoyin|shaoyin|shaoyang)\b"},
    "yy.explain.oracle": {"en": r"\btrigrams?\b|\b(high|deep) oracle\b", "de": r"\btrigramm|\b(hohe[nms]?|tiefe[nms]?) orakel"},
    "yy.explain.deadly": {"en": r"\bdeadly will\b", "de": r"\btödliche[nrs]? wille"},
    "yy.explain.gift": {"en": r"\bgift of the gods\b", "de": r"\bgeschenk der götter\b"},
    "yy.explain.disaster": {"en": r"\bdisaster stones?\b", "de": r"\bkatastrophen-stein"},
    "yy.explain.development": {"en": r"\bdevelopment area\b|\bscoring tiles?\b", "de": r"\bentwicklungsbereich|wertungsplättchen"},
    "yy.explain.frame": {"en": r"\bred frames?\b", "de": r"\brote[nmrs]? rahmen"},
    "yy.explain.gods_will": {"en": r"\bgod's will\b|\bwill of the gods\b", "de": r"\bgötterwille|\bwille[ns]? der götter"},
    "yy.explain.journey": {"en": r"\bjourney\b", "de": r"\breise\b"},
}


register({
    # every choice where it acts (issue 20, item 3): the chips' words and where the panel says the choices are
    "yy.chip.deadly": ("Deadly will", "Tödlicher Wille"),
    "yy.chip.temple": ("Temple: pair", "Tempel: Paar"),
    "yy.chip.tile_temple": ("Temple: tile", "Tempel: Plättchen"),
    "yy.chip.goods": ("Goods: pair", "Waren: Paar"),
    "yy.chip.tile_goods": ("Goods: tile", "Waren: Plättchen"),
    "yy.ui.turn.yin": ("yin → yang", "Yin → Yang"),
    "yy.ui.turn.yang": ("yang → yin", "Yang → Yin"),
    "yy.ui.forfeit_for": ("+1 for", "+1 für"),
    "yy.ui.where.oracle": ("Each chip at the foot of a deep oracle field is one way to lay your coins: that field takes your deep"
                           " trigram, the chip shows your high trigram and the tile its stack gives you (empty: no tile).",
                           "Jeder Chip am Fuß eines Feldes des Tiefen Orakels ist eine Art, deine Münzen zu legen: das Feld nimmt"
                           " dein tiefes Trigramm, der Chip zeigt dein hohes Trigramm und das Plättchen, das dir sein Stapel gibt"
                           " (leer: kein Plättchen)."),
    "yy.ui.where.here": ("A temple or the goods of your city: the chips beside it on the map.",
                         "Ein Tempel oder die Ware deiner Stadt: die Chips neben ihr auf der Karte."),
    "yy.ui.where.deadly": ("Deadly will: the chip beside one of your temples on the map.",
                           "Tödlicher Wille: der Chip neben einem deiner Tempel auf der Karte."),
    "yy.ui.where.track": ("Choose the track on your board: the button beside it.",
                          "Wähle die Leiste auf deinem Tableau: die Schaltfläche daneben."),
    "yy.ui.where.forfeit": ("To let a pair of coins or a tile go for +1, choose it beside your yin or yang track on your board.",
                            "Um ein Münzpaar oder ein Plättchen für +1 verfallen zu lassen, wähle es neben deiner Yin- oder"
                            " Yang-Leiste auf deinem Tableau."),
    "yy.ui.where.cards": ("Play a god card by choosing it on your board.", "Spiele eine Götterkarte, indem du sie auf deinem Tableau wählst."),
    "yy.ui.where.gift": ("Gift of the gods: choose a stone of the yin or yang field in the middle of the high oracle.",
                         "Geschenk der Götter: wähle einen Stein des Yin- oder Yang-Feldes in der Mitte des Hohen Orakels."),
    "yy.ui.where.swap": ("Each of your scoring tiles has a number; a chip on a tile swaps it with the tile of the chip's number.",
                         "Jedes deiner Wertungsplättchen hat eine Nummer; ein Chip auf einem Plättchen tauscht es mit dem Plättchen"
                         " mit der Nummer des Chips."),
    # why a click on the board chose nothing (render.why_not)
    "yy.why.stack_empty": ("The {trigram} stack of the high oracle is empty.", "Der Stapel {trigram} des Hohen Orakels ist leer."),
    "yy.why.stack_blocked": ("A black marker blocks the {trigram} stack this year.",
                             "Ein schwarzer Marker blockiert den Stapel {trigram} in diesem Jahr."),
    "yy.why.stack_chips": ("You lay your coins with a chip at the foot of a deep oracle field; the chips showing {trigram} take"
                           " this stack's {tile}.",
                           "Du legst deine Münzen mit einem Chip am Fuß eines Feldes des Tiefen Orakels; die Chips mit {trigram}"
                           " nehmen das {tile} dieses Stapels."),
    "yy.why.deep_blocked": ("The will of the gods blocks {trigram} on the deep oracle this year.",
                            "Der Götterwille blockiert {trigram} im Tiefen Orakel in diesem Jahr."),
    "yy.why.deep_coins": ("{trigram} has {lines} yang {lines:p:line|lines}; with {yang} yang coins your other triple cannot go on"
                          " the high oracle then.",
                          "{trigram} hat {lines} Yang-{lines:p:Linie|Linien}; mit {yang} Yang-Münzen kann dein anderes Tripel"
                          " dann nicht ins Hohe Orakel."),
    "yy.why.disaster": ("A disaster stone lies on {city}: no figure may stop there.",
                        "Auf {city} liegt ein Katastrophen-Stein: dort darf keine Figur bleiben."),
    "yy.why.not_next": ("{city} is not next to {here} by a road or a river.",
                        "{city} liegt weder auf einer Straße noch an einem Fluss neben {here}."),
})
