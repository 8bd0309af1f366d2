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
    "yy.pair.mixed": ("a mixed pair (yang, yin)", "ein gemischtes Paar (Yang, Yin)"),
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
    "yy.act.defy": ("Play Defy heaven: ignore the god's will markers this turn",
                    "Gegen den Himmel stellen ausspielen: Götterwille-Marker in diesem Zug missachten"),
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
    "yy.log.setup": ("{who} is the start player; the map shows {side}.",
                     "{who} ist Startspieler; das Spielbrett zeigt {side}."),
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
