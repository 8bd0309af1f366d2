"""The Ming Voyages texts in English and German (catalogue keys ``mv.*``).

German game terms follow the German rulebook (docs/glossary.md). Names that data.py already
holds in both languages (areas, card names) are registered from there; the card half texts,
the area phrases with their prepositions and everything the game says are here.

Area phrases: ``mv.in.<area>`` (where something is), ``mv.into.<area>`` (where something is
put), ``mv.to.<area>`` (where something moves), ``mv.from.<area>``. German needs the four
(im / ins / nach / aus dem ...); English reads "in", "in", "to", "from".
"""

from __future__ import annotations

from typing import Any

from ...i18n import Message, T, register
from . import data

# -- areas -------------------------------------------------------------------------------------
_AREA_DE_FORMS: dict[str, tuple[str, str, str, str]] = {  # in, into, to, from
    "H": ("im Heimatgebiet des Kaiserreiches", "ins Heimatgebiet des Kaiserreiches",
          "ins Heimatgebiet des Kaiserreiches", "aus dem Heimatgebiet des Kaiserreiches"),
    "SEA": ("im Südchinesischen Meer", "ins Südchinesische Meer", "ins Südchinesische Meer", "aus dem Südchinesischen Meer"),
    "WM": ("bei den Westmongolen", "zu den Westmongolen", "zu den Westmongolen", "von den Westmongolen"),
    "EM": ("bei den Ostmongolen", "zu den Ostmongolen", "zu den Ostmongolen", "von den Ostmongolen"),
    "MA": ("bei den Mandschuren", "zu den Mandschuren", "zu den Mandschuren", "von den Mandschuren"),
}
_AREAS: dict[str, tuple[str, str]] = {}
for _area, (_en, _de) in data.AREA_NAMES.items():
    _forms = _AREA_DE_FORMS.get(_area, (f"in {_de}", f"in {_de}", f"nach {_de}", f"aus {_de}"))
    _AREAS[f"mv.area.{_area}"] = (_en, _de)
    _AREAS[f"mv.in.{_area}"] = (f"in {_en}", _forms[0])
    _AREAS[f"mv.into.{_area}"] = (f"in {_en}", _forms[1])
    _AREAS[f"mv.to.{_area}"] = (f"to {_en}", _forms[2])
    _AREAS[f"mv.from.{_area}"] = (f"from {_en}", _forms[3])
register(_AREAS)
register({f"mv.voyage.{v}": (data.VOYAGE_NAMES[v], data.VOYAGE_NAMES_DE[v]) for v in data.VOYAGES})

# -- cards: names and both halves ----------------------------------------------------------------
CARD_DE: dict[str, tuple[str, str]] = {
    "G01": ("Setze 1 Siedlung in eines deiner Heimatgebiete mit einer Horde ein.",
            "Setze 1 Gold und 1 Armee ins Heimatgebiet des Kaiserreiches ein."),
    "G02": ("Wähle ein Grenzgebiet mit mindestens 2 Armeen: Der Kaiser entfernt dort 1 Armee.",
            "Wähle ein Gebiet mit mindestens 2 Horden: Die Barbaren entfernen dort 1 Horde."),
    "G03": ("Setze bis zu 2 Horden in deine Heimatgebiete ein.",
            "Setze 2 Gold ins Heimatgebiet des Kaiserreiches ein, dann wenn möglich 1 Dschunke ins Meer."),
    "G04": ("Bewege genau 1 Horde.",
            "Bewege bis zu 3 Armeen aus dem Heimatgebiet des Kaiserreiches in ein Grenzgebiet ohne Horden und Siedlungen."),
    "G05": ("Der Kaiser entfernt 1 Dschunke aus dem Meer.",
            "Tritt eine Seereise mit 2 Würfeln an."),
    "G06": ("Setze 1 Siedlung direkt in ein Grenzgebiet ein, das du kontrollierst.",
            "Setze bis zu 3 Gold ins Heimatgebiet des Kaiserreiches ein."),
    "G07": ("Setze 1 Horde in eines deiner Heimatgebiete ohne Horde ein.",
            "Setze 1 Armee in ein Grenzgebiet ein, das du kontrollierst."),
    "G08": ("Wähle ein Grenzgebiet mit genau 1 Armee: Der Kaiser zieht sie ins Heimatgebiet des Kaiserreiches zurück.",
            "Wähle ein Grenzgebiet mit Horden und ohne Siedlungen: Die Barbaren entfernen dort 1 Horde."),
    "G09": ("Greife ein Grenzgebiet des Kaisers neben deinen Heimatgebieten an, mit 1-3 Horden nur aus angrenzenden Heimatgebieten.",
            "Setze bis zu 3 Armeen ein, jede ins Heimatgebiet des Kaiserreiches oder in ein Grenzgebiet, das du kontrollierst."),
    "G10": ("Der Kaiser wirft 1 Reservekarte seiner Wahl ab.",
            "Setze 1 Dschunke ins Meer und 1 Gold ins Heimatgebiet des Kaiserreiches ein."),
    "G11": ("Setze bis zu 2 Horden zu den Westmongolen ein.",
            "Wähle ein Heimatgebiet der Barbaren: Die Barbaren entfernen dort bis zu 2 Horden."),
    "G12": ("Der Kaiser entfernt bis zu 1 Gold aus dem Heimatgebiet des Kaiserreiches und bis zu 1 Dschunke aus dem Meer.",
            "Tritt eine Seereise mit 3 Würfeln an, +1 auf die Summe."),
    "G13": ("Setze 1 Horde in ein Grenzgebiet ein, das du kontrollierst.",
            "Wähle ein Heimatgebiet der Barbaren mit einer Horde: Die Barbaren entfernen dort 1 Horde."),
    "G14": ("Bewege bis zu 3 Horden.",
            "Setze 2 Gold ins Heimatgebiet des Kaiserreiches ein."),
    "G15": ("Wähle ein Grenzgebiet mit Armeen neben einem Gebiet mit mindestens 2 Horden: Der Kaiser entfernt dort bis zu 2 Armeen.",
            "Greife an, als hättest du 4 Befehlspunkte."),
    "G16": ("Der Kaiser entfernt 1 Dschunke aus dem Meer (nur wenn dort 3 oder mehr Dschunken sind).",
            "Bewege bis zu 2 Armeen aus einem Grenzgebiet in ein angrenzendes Grenzgebiet ohne Horden und Siedlungen."),
    "G17": ("Setze bis zu 1 Horde und bis zu 1 Siedlung in deine Heimatgebiete ein.",
            "Entferne 1 Siedlung aus einem Grenzgebiet ohne Horden."),
    "G18": ("Setze bis zu 3 Horden in deine Heimatgebiete ein.",
            "Setze bis zu 2 Dschunken ins Meer ein, dann darfst du eine Seereise mit 2 Würfeln antreten."),
    "G19": ("Bewege bis zu 2 Horden aus einem deiner Heimatgebiete in ein angrenzendes Heimatgebiet.",
            "Setze bis zu 2 Armeen ins Heimatgebiet des Kaiserreiches ein."),
    "G20": ("Versetze 1 Siedlung aus einem Heimatgebiet in ein angrenzendes Grenzgebiet, das du kontrollierst.",
            "Wähle ein Grenzgebiet mit 1-2 Horden und ohne Siedlungen: Die Barbaren ziehen sie alle in ein angrenzendes Heimatgebiet zurück."),
    "G21": ("Setze bis zu 2 Horden in ein Heimatgebiet ein, dann darfst du bis zu 2 Horden bewegen.",
            "Entferne bis zu 1 Siedlung aus einem beliebigen Grenzgebiet, dann setze bis zu 2 Armeen ins Heimatgebiet des Kaiserreiches ein."),
    "B22": ("Setze bis zu 2 Horden zu den Mandschuren ein.",
            "Setze bis zu 2 Horden zu den Mandschuren ein, dann darfst du bis zu 2 Horden bewegen."),
    "B23": ("Greife ein Grenzgebiet des Kaisers neben den Ostmongolen mit 1-2 Horden an.",
            "Greife ein Grenzgebiet des Kaisers neben den Ostmongolen mit 1-4 Horden an."),
    "B24": ("Der Kaiser entfernt bis zu 2 Gold aus dem Heimatgebiet des Kaiserreiches.",
            "Der Kaiser entfernt bis zu 3 Gold aus dem Heimatgebiet des Kaiserreiches, dann setze bis zu 1 Horde in eines deiner Heimatgebiete ein."),
    "E25": ("Tritt eine Seereise mit 2 Würfeln an, +1 auf die Summe.",
            "Tritt eine Seereise mit 3 Würfeln an, +1 auf die Summe."),
    "E26": ("Setze bis zu 3 Armeen ein, jede ins Heimatgebiet des Kaiserreiches oder in ein Grenzgebiet, das du kontrollierst.",
            "Setze bis zu 2 Armeen auf dieselbe Weise ein, dann darfst du angreifen, als hättest du 3 Befehlspunkte."),
    "E27": ("Setze bis zu 2 Gold ins Heimatgebiet des Kaiserreiches ein.",
            "Setze bis zu 2 Gold ins Heimatgebiet des Kaiserreiches und bis zu 1 Dschunke ins Meer ein."),
}
_CARDS: dict[str, tuple[str, str]] = {}
for _cid, _card in data.CARDS.items():
    _CARDS[f"mv.card.{_cid}"] = (_card["en"], _card["de"])
    _CARDS[f"mv.card.{_cid}.first"] = (_card["first"], CARD_DE[_cid][0])
    _CARDS[f"mv.card.{_cid}.second"] = (_card["second"], CARD_DE[_cid][1])
register(_CARDS)

# -- everything else ------------------------------------------------------------------------------
register({
    # counts (the plural helper of the catalogue)
    "mv.n.army": ("{n} {n:p:army|armies}", "{n} {n:p:Armee|Armeen}"),
    "mv.n.horde": ("{n} {n:p:horde|hordes}", "{n} {n:p:Horde|Horden}"),
    "mv.n.settlement": ("{n} {n:p:settlement|settlements}", "{n} {n:p:Siedlung|Siedlungen}"),
    "mv.n.junk": ("{n} {n:p:junk|junks}", "{n} {n:p:Dschunke|Dschunken}"),
    "mv.n.gold": ("{n} gold", "{n} Gold"),
    "mv.n.card": ("{n} {n:p:card|cards}", "{n} {n:p:Karte|Karten}"),
    "mv.n.reroll": ("{n} {n:p:reroll|rerolls}", "{n} {n:p:Neuwurf|Neuwürfe}"),
    "mv.nouns.armies": ("armies", "Armeen"),
    "mv.nouns.hordes": ("hordes", "Horden"),
    "mv.nouns.settlements": ("settlements", "Siedlungen"),
    "mv.nouns.junks": ("junks", "Dschunken"),
    "mv.nouns.gold": ("gold", "Gold"),
    # sides and who
    "mv.side.emperor": ("Emperor", "Kaiser"),
    "mv.side.barbarian": ("Barbarian", "Barbaren"),
    "mv.role.emperor": ("the Emperor", "der Kaiser"),
    "mv.role.barbarian": ("the Barbarian", "die Barbaren"),
    "mv.who.player": ("{name} ({role})", "{name} ({role})"),
    "mv.who.bot": ("the Barbarian bot", "der Barbaren-Bot"),
    "mv.who.bot.start": ("The Barbarian bot", "Der Barbaren-Bot"),
    "mv.who.bot.object": ("the Barbarian bot", "den Barbaren-Bot"),
    "mv.winner.emperor": ("the Emperor", "der Kaiser"),
    "mv.winner.barbarian": ("the Barbarian", "der Anführer der Barbaren"),
    # commands
    "mv.cmd.emperor.muster": ("Muster", "Musterung"),
    "mv.cmd.emperor.move": ("Move armies", "Truppenbewegung"),
    "mv.cmd.emperor.attack": ("Attack", "Angriff"),
    "mv.cmd.emperor.taxes": ("Collect taxes", "Steuern eintreiben"),
    "mv.cmd.emperor.junks": ("Build junks", "Dschunken bauen"),
    "mv.cmd.emperor.voyage": ("Voyage", "Seereise antreten"),
    "mv.cmd.barbarian.gather": ("Gather hordes", "Horden versammeln"),
    "mv.cmd.barbarian.move": ("Move hordes", "Truppenbewegung"),
    "mv.cmd.barbarian.attack": ("Attack", "Angriff"),
    "mv.cmd.barbarian.resources": ("Gather resources", "Ressourcen sammeln"),
    "mv.cmd.barbarian.settle": ("Build settlement", "Siedlung errichten"),
    # the solo bot's orders
    "mv.order.CARD": ("use the card's action", "Kartenaktion nutzen"),
    "mv.order.ATTACK": ("attack", "Angriff"),
    "mv.order.ATTACK+R": ("attack with reserve support", "Angriff mit Reserve"),
    "mv.order.OCCUPY": ("occupy an empty borderland", "leeres Grenzgebiet besetzen"),
    "mv.order.SETTLE": ("build settlements", "Siedlungen errichten"),
    "mv.order.RESOURCES": ("gather resources", "Ressourcen sammeln"),
    "mv.order.GATHER": ("gather hordes", "Horden versammeln"),
    "mv.order.HOLD": ("hold the card in reserve", "Karte in die Reserve legen"),
    "mv.order.RAID": ("raid the Emperor's fleet and treasury", "Flotte und Schatzkammer des Kaisers plündern"),
    "mv.difficulty.easy": ("Easy", "Leicht"),
    "mv.difficulty.normal": ("Normal", "Normal"),
    "mv.difficulty.hard": ("Hard", "Schwer"),
    # the log
    "mv.log.setup": ("Game {game}: {emperor} against {barbarian}. The completed voyage at the start is {v} ({name}).",
                     "Partie {game}: {emperor} gegen {barbarian}. Zu Beginn ist die Seereise {v} ({name}) abgeschlossen."),
    "mv.log.draw": ("Stage {stage}, round {round}: {who} draws {cards}.", "Etappe {stage}, Runde {round}: {who} zieht {cards}."),
    "mv.log.swap": ("The players swap their hands.", "Die Spieler tauschen ihre Kartenhand."),
    "mv.log.stage-end": ("Stage 1 ends: the discards and both reserves form a new deck of {cards}.",
                         "Etappe 1 endet: Ablagestapel und beide Reserven bilden einen neuen Stapel aus {cards}."),
    "mv.log.major": ("Game {game}: {winner} wins a major victory.", "Partie {game}: {winner} erringt einen herausragenden Sieg."),
    "mv.log.weak": ("Game {game}: {winner} wins a weak victory, {e} to {b}.",
                    "Partie {game}: {winner} erringt einen schwachen Sieg, {e} zu {b}."),
    "mv.log.reserve": ("{who} puts a card into reserve.", "{who} legt eine Karte in die Reserve."),
    "mv.log.discard": ("{who} discards {card} without effect.", "{who} wirft „{card}“ ohne Wirkung ab."),
    "mv.log.lost-use": ("{who} can no longer use {card}; it is discarded.",
                        "{who} kann „{card}“ nicht mehr nutzen; die Karte wird abgeworfen."),
    "mv.log.plays-action": ("{who} plays {card} for its action: {text}", "{who} spielt „{card}“ für die Kartenaktion aus: {text}"),
    "mv.log.plays-command": ("{who} plays {card} for {cp} CP: {command}.", "{who} spielt „{card}“ für {cp} BP aus: {command}."),
    "mv.log.cannot-react": ("{who} cannot react with {card} now.", "{who} kann jetzt nicht mit „{card}“ reagieren."),
    "mv.log.no-reaction": ("{who} does not react.", "{who} reagiert nicht."),
    "mv.log.reacts": ("{who} reacts with {card}: {text}", "{who} reagiert mit „{card}“: {text}"),
    "mv.log.reveals": ("{who} reveals {card} ({cp} CP) from the reserve.", "{who} deckt „{card}“ ({cp} BP) aus der Reserve auf."),
    "mv.log.places": ("{who} places {items}.", "{who} setzt {items} ein."),
    "mv.log.removes": ("{who} removes {items}.", "{who} entfernt {items}."),
    "mv.log.piece-at": ("{what} {where}", "{what} {where}"),
    "mv.log.moves": ("{who} moves {what} {src} {dst}.", "{who} bewegt {what} {src} {dst}."),
    "mv.log.attacks": ("{who} attacks {area} with {what}.", "{who} greift {area} mit {what} an."),
    "mv.log.stalemate": ("Combat {where}: {att} against {dfn}, a stalemate.", "Kampf {where}: {att} gegen {dfn}, Pattsituation."),
    "mv.log.combat": ("Combat {where}: {att} against {dfn}, {blow}: {who} loses {what}.",
                      "Kampf {where}: {att} gegen {dfn}, {blow}: {who} verliert {what}."),
    "mv.crushing": ("a crushing blow", "vernichtender Schlag"),
    "mv.normal-losses": ("normal losses", "normale Verluste"),
    "mv.protected": ("nothing (the settlements protect the hordes)", "nichts (die Siedlungen schützen die Horden)"),
    "mv.log.holds": ("{who} holds {area}.", "{who} kontrolliert {area}."),
    "mv.log.rerolls": ("{who} rerolls and now has {dice}.", "{who} würfelt neu und hat jetzt {dice}."),
    "mv.log.voyage-ok": ("Voyage to {name} with {gold} gold and {junks}{extra}: dice {dice} against {target}: success.",
                         "Seereise nach {name} mit {gold} Gold und {junks}{extra}: Würfel {dice} gegen {target}: Erfolg."),
    "mv.log.voyage-failed": ("Voyage to {name} with {gold} gold and {junks}{extra}: dice {dice} against {target}: "
                             "it fails; gold and junks wait in the sea.",
                             "Seereise nach {name} mit {gold} Gold und {junks}{extra}: Würfel {dice} gegen {target}: "
                             "Misserfolg; Gold und Dschunken warten im Meer."),
    "mv.log.builds": ("{who} builds a settlement {where}.", "{who} errichtet eine Siedlung {where}."),
    "mv.log.bot-moves": ("{who} plays {card} for {cp} CP and moves {what} {src} {dst}.",
                         "{who} spielt „{card}“ für {cp} BP aus und bewegt {what} {src} {dst}."),
    "mv.log.bot-gathers": ("{who} plays {card} for {cp} CP and gathers {what} {where}.",
                           "{who} spielt „{card}“ für {cp} BP aus und versammelt {what} {where}."),
    "mv.log.bot-card": ("The bot card shows {focus}: {orders}.", "Die Bot-Karte zeigt {focus}: {orders}."),
    # effects' log lines
    "mv.log.settlement-placed": ("A settlement is placed {where}.", "Eine Siedlung wird {where} eingesetzt."),
    "mv.log.horde-placed": ("A horde is placed {where}.", "Eine Horde wird {where} eingesetzt."),
    "mv.log.army-placed": ("An army is placed {where}.", "Eine Armee wird {where} eingesetzt."),
    "mv.log.emperor-loses-army": ("The Emperor removes 1 army {where}.", "Der Kaiser entfernt 1 Armee {where}."),
    "mv.log.barbarian-loses-horde": ("The Barbarian removes 1 horde {where}.", "Die Barbaren entfernen 1 Horde {where}."),
    "mv.log.junk-removed": ("The Emperor removes 1 junk from the sea.", "Der Kaiser entfernt 1 Dschunke aus dem Meer."),
    "mv.log.army-home": ("The army {where} returns to the heartland.",
                         "Die Armee {where} kehrt ins Heimatgebiet des Kaiserreiches zurück."),
    "mv.log.reserve-discarded": ("The Emperor discards {card} from his reserve.", "Der Kaiser wirft „{card}“ aus seiner Reserve ab."),
    "mv.log.gold-army": ("1 gold and 1 army are placed in the heartland.",
                         "1 Gold und 1 Armee werden ins Heimatgebiet des Kaiserreiches eingesetzt."),
    "mv.log.gold-2": ("2 gold are placed in the heartland.", "2 Gold werden ins Heimatgebiet des Kaiserreiches eingesetzt."),
    "mv.log.gold-2-junk": ("2 gold are placed in the heartland and 1 junk in the sea.",
                           "2 Gold werden ins Heimatgebiet des Kaiserreiches und 1 Dschunke ins Meer eingesetzt."),
    "mv.log.junk-gold": ("1 junk is placed in the sea and 1 gold in the heartland.",
                         "1 Dschunke wird ins Meer und 1 Gold ins Heimatgebiet des Kaiserreiches eingesetzt."),
    "mv.log.settlement-removed": ("A settlement {where} is removed.", "Eine Siedlung {where} wird entfernt."),
    "mv.log.retreat": ("{what} {n:p:moves|move} {src} {dst}.", "{what} {n:p:zieht|ziehen} {src} {dst}."),
    # prompts
    "mv.prompt.next-game": ("The first game is over. Start the second game with sides swapped.",
                            "Die erste Partie ist vorbei. Starte die zweite Partie mit getauschten Seiten."),
    "mv.prompt.play": ("Play a card from your hand.", "Spiele eine Karte aus deiner Kartenhand aus."),
    "mv.prompt.timing": ("{card} carries an action for {who}: may it react before or after your action?",
                         "„{card}“ hat eine Aktion für {who}: Darf die Reaktion vor oder nach deiner Aktion kommen?"),
    "mv.prompt.replan": ("Your planned use of {card} is no longer possible: choose another.",
                         "Die geplante Nutzung von „{card}“ ist nicht mehr möglich: Wähle eine andere."),
    "mv.prompt.react": ("React with {card}? {text}", "Mit „{card}“ reagieren? {text}"),
    "mv.prompt.boost": ("{command}: add a reserve card's command points?",
                        "{command}: Befehlspunkte einer Reservekarte hinzufügen?"),
    "mv.prompt.place": ("Place {nouns} ({n} of {count}).", "{nouns} einsetzen ({n} von {count})."),
    "mv.prompt.remove": ("Remove {nouns} ({n} of {count}).", "{nouns} entfernen ({n} von {count})."),
    "mv.prompt.move-from": ("Move {units}: choose where from.", "{units} bewegen: Wähle, woher."),
    "mv.prompt.move-to": ("Move {units} {src}: choose where to.", "{units} {src} bewegen: Wähle, wohin."),
    "mv.prompt.count": ("How many {units} move {src} {dst}?", "Wie viele {units} ziehen {src} {dst}?"),
    "mv.prompt.attack-target": ("Attack: choose the borderland to attack.", "Angriff: Wähle das Grenzgebiet, das du angreifst."),
    "mv.prompt.attack-units": ("Attack {area}: send units ({sent} of up to {cp}).",
                               "{area} angreifen: Einheiten schicken ({sent} von bis zu {cp})."),
    "mv.prompt.reroll.attack": ("Your attack dice: {dice}. Reroll?", "Deine Angriffswürfel: {dice}. Neu würfeln?"),
    "mv.prompt.reroll.defence": ("Your defence dice: {dice}. Reroll?", "Deine Verteidigungswürfel: {dice}. Neu würfeln?"),
    "mv.prompt.voyage": ("Voyage: choose the destination.", "Seereise: Wähle das Ziel."),
    "mv.prompt.voyage-gold-sea": ("Gold from the heartland (the {n} gold in the sea must sail too).",
                                  "Wie viel Gold aus dem Heimatgebiet des Kaiserreiches fährt mit? (Die {n} Gold im Meer fahren ebenfalls mit.)"),
    "mv.prompt.voyage-gold": ("Gold from the heartland.", "Wie viel Gold aus dem Heimatgebiet des Kaiserreiches fährt mit?"),
    "mv.prompt.voyage-junks": ("How many junks sail?", "Wie viele Dschunken fahren mit?"),
    "mv.prompt.settle": ("Build settlements ({built} of {count}).", "Siedlungen errichten ({built} von {count})."),
    "mv.prompt.waiting": ("Waiting for {name}.", "Warten auf {name}."),
    # effects' prompts
    "mv.prompt.g01": ("Place a settlement into a homeland with a horde.", "Setze eine Siedlung in ein Heimatgebiet mit einer Horde ein."),
    "mv.prompt.armies-2": ("Choose a borderland with at least 2 armies.", "Wähle ein Grenzgebiet mit mindestens 2 Armeen."),
    "mv.prompt.g06": ("Place a settlement in a borderland you control.",
                      "Setze eine Siedlung in ein Grenzgebiet ein, das du kontrollierst."),
    "mv.prompt.g07": ("Place a horde in a homeland without hordes.", "Setze eine Horde in ein Heimatgebiet ohne Horden ein."),
    "mv.prompt.army-1": ("Choose a borderland with exactly 1 army.", "Wähle ein Grenzgebiet mit genau 1 Armee."),
    "mv.prompt.g10": ("Court Intrigue: discard one of your reserve cards.", "Hofintrige: Wirf eine deiner Reservekarten ab."),
    "mv.prompt.g13": ("Place a horde in a borderland you control.", "Setze eine Horde in ein Grenzgebiet ein, das du kontrollierst."),
    "mv.prompt.ambush": ("Ambush: choose a borderland with armies.", "Hinterhalt: Wähle ein Grenzgebiet mit Armeen."),
    "mv.prompt.hordes-2": ("Choose an area with at least 2 hordes.", "Wähle ein Gebiet mit mindestens 2 Horden."),
    "mv.prompt.g07e": ("Place an army in a borderland you control.", "Setze eine Armee in ein Grenzgebiet ein, das du kontrollierst."),
    "mv.prompt.pure-hordes": ("Choose a borderland with hordes and no settlements.",
                              "Wähle ein Grenzgebiet mit Horden und ohne Siedlungen."),
    "mv.prompt.g11e": ("Choose a homeland: the Barbarian removes up to 2 hordes there.",
                       "Wähle ein Heimatgebiet: Die Barbaren entfernen dort bis zu 2 Horden."),
    "mv.prompt.g13e": ("Choose a homeland with a horde.", "Wähle ein Heimatgebiet mit einer Horde."),
    "mv.prompt.g17e": ("Remove a settlement from a borderland without hordes.", "Entferne eine Siedlung aus einem Grenzgebiet ohne Horden."),
    "mv.prompt.g18e": ("Treasure Fleet: make a voyage with 2 dice?", "Schatzflotte: Eine Seereise mit 2 Würfeln antreten?"),
    "mv.prompt.bribery": ("Bribery: choose a borderland with 1-2 hordes and no settlements.",
                          "Bestechung: Wähle ein Grenzgebiet mit 1-2 Horden und ohne Siedlungen."),
    "mv.prompt.retreat": ("Your hordes leave {area}: choose the homeland they go to.",
                          "Deine Horden verlassen {area}: Wähle das Heimatgebiet, in das sie ziehen."),
    "mv.prompt.e26": ("Yongle Emperor: attack as if with 3 command points?",
                      "Kaiser Yongle: Angreifen, als hättest du 3 Befehlspunkte?"),
    # action labels
    "mv.act.next-game": ("Start game 2 ({summary})", "Partie 2 starten ({summary})"),
    "mv.act.card-cp": ("{card} ({cp} CP)", "„{card}“ ({cp} BP)"),
    "mv.act.reserve": ("Put {name} into your reserve", "{name} in die Reserve legen"),
    "mv.act.discard": ("Discard {name} without effect (no legal use)", "{name} ohne Wirkung abwerfen (keine erlaubte Nutzung)"),
    "mv.act.command": ("Play {card} for {cp} CP: {command}", "„{card}“ für {cp} BP ausspielen: {command}"),
    "mv.act.card": ("Play {card} for its action: {text}", "„{card}“ für die Kartenaktion ausspielen: {text}"),
    "mv.act.before": ("The opponent may react before your action ({card})",
                      "Der Gegner darf vor deiner Aktion reagieren („{card}“)"),
    "mv.act.after": ("The opponent may react after your action ({card})",
                     "Der Gegner darf nach deiner Aktion reagieren („{card}“)"),
    "mv.act.react": ("React: {text}", "Reagieren: {text}"),
    "mv.act.decline": ("Do not react", "Nicht reagieren"),
    "mv.act.no-boost": ("Use {cp} CP only", "Nur {cp} BP nutzen"),
    "mv.act.boost": ("Reveal {card} from your reserve for +{cp} CP", "„{card}“ aus der Reserve aufdecken: +{cp} BP"),
    "mv.act.place": ("Place {what} {where}", "{what} {where} einsetzen"),
    "mv.act.remove": ("Remove {what} {where}", "{what} {where} entfernen"),
    "mv.act.stop-placed": ("Stop ({what} placed)", "Beenden ({what} eingesetzt)"),
    "mv.act.stop-removed": ("Stop ({what} removed)", "Beenden ({what} entfernt)"),
    "mv.act.move-from": ("Move {units} {src}", "{units} {src} bewegen"),
    "mv.act.move-to": ("Move {units} {dst}", "{units} {dst} bewegen"),
    "mv.act.move-nothing": ("Move nothing", "Nichts bewegen"),
    "mv.act.move-n": ("Move {n}", "{n} bewegen"),
    "mv.act.attack": ("Attack {area}", "{area} angreifen"),
    "mv.act.send": ("Send {what} {src} ({n} there)", "{what} {src} schicken ({n} dort)"),
    "mv.act.attack-with": ("Attack with {what}", "Mit {what} angreifen"),
    "mv.act.reroll": ("Reroll die {positions} of {dice} ({left} left)", "Würfel {positions} von {dice} neu würfeln ({left} übrig)"),
    "mv.act.reveal": ("Reveal {card} for {rerolls}", "„{card}“ aufdecken: {rerolls}"),
    "mv.act.keep": ("Keep {dice}", "{dice} behalten"),
    "mv.act.sail": ("Sail to {v} ({name})", "Seereise nach {v} ({name})"),
    "mv.act.send-gold": ("Send {n} gold from the heartland", "{n} Gold aus dem Heimatgebiet mitschicken"),
    "mv.act.send-junks": ("Send {junks}", "{junks} losschicken"),
    "mv.act.settle": ("Move a settlement {src} {dst}", "Eine Siedlung {src} {dst} versetzen"),
    "mv.act.stop-built": ("Stop ({n} built)", "Beenden ({n} errichtet)"),
    "mv.act.discard-reserve": ("Discard {card} from your reserve", "„{card}“ aus deiner Reserve abwerfen"),
    "mv.act.voyage-2": ("Make a voyage with 2 dice", "Eine Seereise mit 2 Würfeln antreten"),
    "mv.act.no-voyage": ("No voyage", "Keine Seereise"),
    "mv.act.attack-3": ("Attack with up to 3 armies", "Mit bis zu 3 Armeen angreifen"),
    "mv.act.no-attack": ("No attack", "Kein Angriff"),
    # area choices of the card effects
    "mv.act.place-settlement": ("Place a settlement {where}", "Eine Siedlung {where} einsetzen"),
    "mv.act.place-horde": ("Place a horde {where}", "Eine Horde {where} einsetzen"),
    "mv.act.place-army": ("Place an army {where}", "Eine Armee {where} einsetzen"),
    "mv.act.emperor-loses-army": ("The Emperor loses an army {where}", "Der Kaiser verliert eine Armee {where}"),
    "mv.act.barbarian-loses-horde": ("The Barbarian loses a horde {where}", "Die Barbaren verlieren eine Horde {where}"),
    "mv.act.barbarian-loses-hordes": ("The Barbarian loses hordes {where}", "Die Barbaren verlieren Horden {where}"),
    "mv.act.army-home": ("Send the army home {where}", "Die Armee {where} heimschicken"),
    "mv.act.ambush": ("Ambush the armies {where}", "Die Armeen {where} aus dem Hinterhalt angreifen"),
    "mv.act.remove-settlement": ("Remove a settlement {where}", "Eine Siedlung {where} entfernen"),
    "mv.act.bribe": ("Bribe the hordes {where}", "Die Horden {where} bestechen"),
    "mv.act.retreat": ("Retreat {where}", "Rückzug {where}"),
    # combat results (in the view)
    "mv.result.stalemate": ("Stalemate: nobody loses", "Pattsituation: keine Verluste"),
    "mv.result.loses": ("{side} loses {what}", "{side} verliert {what}"),
    # option errors
    "mv.error.options": ("Unknown {n:p:option|options} for The Ming Voyages: {names}.",
                         "Unbekannte {n:p:Option|Optionen} für Die Reisen des Zheng He: {names}."),
    "mv.error.emperor": ("Option 'emperor' must be the seat (0 or 1) playing the Emperor; solo players are the Emperor.",
                         "Die Option 'emperor' muss der Platz (0 oder 1) sein, der den Kaiser spielt; solo spielst du den Kaiser."),
    "mv.error.difficulty": ("Option 'difficulty' must be one of {values}.", "Die Option 'difficulty' muss einer dieser Werte sein: {values}."),
    "mv.error.match": ("Option 'match' must be true or false.", "Die Option 'match' muss true oder false sein."),
    "mv.error.match-solo": ("The two-game match is for two players.", "Zwei Partien gibt es nur zu zweit."),
})


# -- small message makers used by the game's modules ------------------------------------------------

def area(a: str) -> Message:
    """The name of area ``a``."""
    return T(f"mv.area.{a}")


def where(prep: str, a: str) -> Message:
    """Area ``a`` with a preposition: ``prep`` is "in", "into", "to" or "from"."""
    return T(f"mv.{prep}.{a}")


def card(cid: str) -> Message:
    return T(f"mv.card.{cid}")


def half(cid: str, which: str | None) -> Message | str:
    """The text of one half of a card (``first`` or ``second``)."""
    return T(f"mv.card.{cid}.{which}") if which else ""


def count(n: int, noun: str) -> Message:
    """``n`` with ``noun`` (army, horde, settlement, junk, gold, card, reroll) in the right number."""
    return T(f"mv.n.{noun}", n=n)


def voyage(v: int) -> Message:
    return T(f"mv.voyage.{v}")


def side(s: str) -> Message:
    """"Emperor" / "Barbarian" as a title."""
    return T(f"mv.side.{s}")


def dice(values: Any) -> str:
    """Dice as the log shows them: "[1, 4, 6]" (not a catalogue text, not a list to join)."""
    return "[" + ", ".join(str(int(v)) for v in values) + "]"


# -- what render.py shows ---------------------------------------------------------------------------
register({f"mv.cmd.short.{k}": v for k, v in {
    "muster": ("Muster", "Musterung"), "move": ("Move", "Bewegung"), "attack": ("Attack", "Angriff"),
    "taxes": ("Taxes", "Steuern"), "junks": ("Junks", "Dschunken"), "voyage": ("Voyage", "Seereise"),
    "gather": ("Gather hordes", "Horden"), "resources": ("Resources", "Ressourcen"), "settle": ("Settle", "Siedlung"),
}.items()})
register({
    "mv.ui.board": ("The Ming Voyages board", "Spielplan: Die Reisen des Zheng He"),
    "mv.ui.wall": ("The Great Wall", "Die Große Mauer"),
    "mv.ui.route": ("The voyages of the treasure fleet", "Die Seereisen der Schatzflotte"),
    "mv.ui.road": ("{a} - {b}", "{a} - {b}"),
    "mv.ui.player": ("Player {n}", "Spieler {n}"),
    "mv.ui.bot-tag": ("bot deck, {level}", "Bot-Stapel, {level}"),
    "mv.ui.area-pieces": ("{area}: {pieces}", "{area}: {pieces}"),
    "mv.ui.empty": ("empty", "leer"),
    "mv.ui.emperor-holds": ("Emperor holds", "Kaiser kontrolliert"),
    "mv.ui.barbarian-holds": ("Barbarian holds", "Barbaren kontrollieren"),
    "mv.ui.nobody-holds": ("nobody holds it", "von niemandem kontrolliert"),
    "mv.ui.armies": ("Armies", "Armeen"),
    "mv.ui.gold": ("Gold", "Gold"),
    "mv.ui.junks": ("Junks", "Dschunken"),
    "mv.ui.sea-gold": ("Sea gold (safe)", "Gold im Meer (sicher)"),
    "mv.ui.none": ("none", "keine"),
    "mv.ui.combat-in": ("Combat {where}", "Kampf {where}"),
    "mv.ui.voyage-done": ("Voyage {v} to {name}: completed", "Seereise {v} nach {name}: abgeschlossen"),
    "mv.ui.last-voyage-ok": ("Last voyage: success", "Letzte Seereise: Erfolg"),
    "mv.ui.last-voyage-failed": ("Last voyage: failed", "Letzte Seereise: gescheitert"),
    "mv.ui.game-of": ("Game {n} of 2", "Partie {n} von 2"),
    "mv.ui.stage-round": ("Stage {stage} · Round {round}", "Etappe {stage} · Runde {round}"),
    "mv.ui.roman.1": ("I", "I"),
    "mv.ui.roman.2": ("II", "II"),
    "mv.ui.draw-pile": ("Draw pile", "Stapel"),
    "mv.ui.discards": ("Discards", "Ablagestapel"),
    "mv.ui.pile": ("{title}: {cards}", "{title}: {cards}"),
    "mv.ui.in-hand": ("{cards} in hand", "{cards} auf der Hand"),
    "mv.ui.in-reserve": ("{cards} in reserve", "{cards} in der Reserve"),
    "mv.ui.n-hand": ("{n} hand", "{n} Hand"),
    "mv.ui.n-reserve": ("{n} reserve", "{n} Reserve"),
    "mv.ui.triple": ("triple {v}s", "Dreierpasch {v}"),
    "mv.ui.pair": ("pair of {v}s", "Pasch {v}"),
    "mv.ui.high": ("high {v}", "höchster Würfel {v}"),
    "mv.ui.dice": ("Dice", "Würfel"),
    "mv.ui.combat": ("Combat", "Kampf"),
    "mv.ui.last-combat": ("Last combat", "Letzter Kampf"),
    "mv.ui.combat-head": ("{heading} · {area} · round {round}", "{heading} · {area} · Runde {round}"),
    "mv.ui.attack-side": ("Attack: {side}", "Angriff: {side}"),
    "mv.ui.defence-side": ("Defence: {side}", "Verteidigung: {side}"),
    "mv.ui.not-rolled": ("not rolled yet", "noch nicht gewürfelt"),
    "mv.ui.holds": ("{side} holds {area}", "{side} kontrolliert {area}"),
    "mv.ui.may-reroll": ("{side} may reroll ({left} left)", "{side} darf neu würfeln ({left} übrig)"),
    "mv.ui.last-voyage": ("Last voyage: {v}, {name}", "Letzte Seereise: {v}, {name}"),
    "mv.ui.needs-below": ("needs a die below {target}", "braucht einen Würfel unter {target}"),
    "mv.ui.success": ("Success!", "Erfolg!"),
    "mv.ui.failed": ("The voyage failed", "Die Seereise ist gescheitert"),
    "mv.ui.no-dice": ("No dice on the table.", "Keine Würfel auf dem Tisch."),
    "mv.ui.bot": ("Barbarian bot", "Barbaren-Bot"),
    "mv.ui.bot-deck": ("bot deck {deck} · used {used}", "Bot-Stapel {deck} · benutzt {used}"),
    "mv.ui.focus": ("Focus: {area}", "Fokus: {area}"),
    "mv.ui.order": ("{k}. {order}", "{k}. {order}"),
    "mv.ui.no-bot-card": ("No bot card drawn yet.", "Noch keine Bot-Karte aufgedeckt."),
    "mv.ui.card-action": ("Card action", "Kartenaktion"),
    "mv.ui.reserve": ("Reserve", "Reserve"),
    "mv.ui.discard": ("Discard", "Abwerfen"),
    "mv.ui.add-cp": ("Add +{cp} CP", "+{cp} BP"),
    "mv.ui.reveal": ("Reveal: {rerolls}", "Aufdecken: {rerolls}"),
    "mv.ui.needs-voyage": ("needs voyage {v} ({name})", "braucht Seereise {v} ({name})"),
    "mv.ui.voyage-badge": ("Voyage {v}: {name}", "Seereise {v}: {name}"),
    "mv.ui.card-of.emperor": ("Emperor card", "Kaiserkarte"),
    "mv.ui.card-of.barbarian": ("Barbarian card", "Barbarenkarte"),
    "mv.ui.badge.emperor": ("E", "K"),
    "mv.ui.badge.barbarian": ("B", "B"),
    "mv.ui.early": ("with 1–3 voyages", "bei 1–3 Seereisen"),
    "mv.ui.late": ("with 4+ voyages", "ab 4 Seereisen"),
    "mv.ui.yours-now": ("yours now", "jetzt deine"),
    "mv.ui.card-label": ("{name}, {cp} {cp:p:command point|command points}", "{name}, {cp} {cp:p:Befehlspunkt|Befehlspunkte}"),
    "mv.ui.cp-title": ("Command points", "Befehlspunkte"),
    "mv.ui.cp": ("{cp} CP", "{cp} BP"),
    "mv.ui.your-hand": ("Your hand", "Deine Kartenhand"),
    "mv.ui.hand-who": ("({who} · {side}, {cards})", "({who} · {side}, {cards})"),
    "mv.ui.no-cards": ("No cards in hand.", "Keine Karten auf der Hand."),
    "mv.ui.your-reserve": ("Your reserve", "Deine Reserve"),
    "mv.ui.reserve-count": ("({n} of 3, face down)", "({n} von 3, verdeckt)"),
    "mv.ui.empty-reserve": ("Empty.", "Leer."),
    "mv.ui.cards-in-play": ("Cards in play", "Ausgespielte Karten"),
    "mv.ui.in-play": ("In play this phase", "In dieser Phase ausgespielt"),
    "mv.ui.known": ("Known opponent cards", "Bekannte Karten des Gegners"),
    "mv.ui.known.emperor": ("Known in the Emperor's hand or reserve", "Bekannt aus Kartenhand oder Reserve des Kaisers"),
    "mv.ui.known.barbarian": ("Known in the Barbarian's hand or reserve", "Bekannt aus Kartenhand oder Reserve der Barbaren"),
    "mv.ui.open-hand": ("(the bot plays with an open hand)", "(der Bot spielt mit offener Kartenhand)"),
    "mv.ui.passed": ("(you passed them over)", "(du hast sie weitergegeben)"),
    "mv.ui.discard-pile": ("Discard pile ({cards}, face up)", "Ablagestapel ({cards}, offen)"),
    "mv.ui.to-decide": ("To decide:", "Am Zug:"),
    "mv.ui.your-cards": ("Your cards ↓", "Deine Karten ↓"),
    "mv.ui.your-dice": ("Your dice:", "Deine Würfel:"),
    "mv.ui.rerolls-left": ("{strength} · {rerolls} left", "{strength} · {rerolls} übrig"),
    "mv.ui.reroll": ("Reroll", "Neu würfeln"),
    "mv.ui.how-many": ("How many?", "Wie viele?"),
    "mv.ui.react": ("React", "Reagieren"),
    "mv.ui.final-result": ("Final result", "Endergebnis"),
    "mv.ui.sums-title": ("Weak-victory sums: borderlands held plus completed voyages (Emperor) or open voyages (Barbarian); "
                         "the Barbarian wins ties",
                         "Summen für den schwachen Sieg: kontrollierte Grenzgebiete plus abgeschlossene Seereisen (Kaiser) "
                         "oder offene Seereisen (Barbaren); bei Gleichstand gewinnen die Barbaren"),
    "mv.ui.sums": ("If the game ended now:", "Endete das Spiel jetzt:"),
    "mv.ui.side-sum": ("{side} {n}", "{side} {n}"),
    "mv.ui.supply": ("Supply: {pieces}", "Vorrat: {pieces}"),
    "mv.ui.finished-games": ("Finished games", "Beendete Partien"),
    "mv.ui.you": ("you", "du"),
    "mv.ui.stats": ("hand {hand} · reserve {reserve}", "Hand {hand} · Reserve {reserve}"),
    "mv.ui.voyages-done": ("{n} of 7 voyages", "{n} von 7 Seereisen"),
    "mv.ui.sides": ("Sides", "Seiten"),
    "mv.ui.latest-dice": ("Latest dice", "Letzte Würfe"),
    "mv.phase.setup": ("Setting up", "Spielaufbau"),
    "mv.phase.draw": ("The Emperor draws", "Der Kaiser zieht"),
    "mv.phase.emperor": ("The Emperor's phase", "Phase des Kaisers"),
    "mv.phase.barbarian": ("The Barbarian's phase", "Phase der Barbaren"),
    "mv.phase.over": ("Game over", "Spielende"),
    # the outcome box
    "mv.over.match-won": ("{name} wins the match!", "{name} gewinnt beide Partien zusammen!"),
    "mv.over.match-drawn": ("The match is drawn!", "Ehrenhaftes Unentschieden!"),
    "mv.over.match-over": ("The match is over", "Beide Partien sind vorbei"),
    "mv.over.game-over": ("Game over", "Spielende"),
    "mv.over.game-row": ("Game {game}", "Partie {game}"),
    "mv.over.won-by": ("(won by the {side}, {how})", "(gewonnen: {side}, {how})"),
    "mv.over.major": ("major victory", "herausragender Sieg"),
    "mv.over.weak": ("weak victory {e}:{b}", "schwacher Sieg {e}:{b}"),
    "mv.over.total": ("Total points", "Siegpunkte gesamt"),
    "mv.over.wins-as": ("{name} wins as the {side}!", "{name} gewinnt als {side}!"),
    "mv.over.wins": ("{name} wins!", "{name} gewinnt!"),
    "mv.over.major-emperor": ("Major victory: all seven voyages are completed.",
                              "Herausragender Sieg: Alle sieben Seereisen sind abgeschlossen."),
    "mv.over.major-barbarian": ("Major victory: hordes or settlements hold all five borderlands.",
                                "Herausragender Sieg: Horden oder Siedlungen kontrollieren alle fünf Grenzgebiete."),
    "mv.over.weak-how": ("Weak victory: the higher sum at the end of the game wins (the Barbarian wins ties).",
                         "Schwacher Sieg: Die höhere Summe am Spielende gewinnt (bei Gleichstand die Barbaren)."),
    "mv.over.side-name": ("{side}: {name}", "{side}: {name}"),
    "mv.over.borderlands": ("Borderlands held", "Kontrollierte Grenzgebiete"),
    "mv.over.voyages": ("Voyages (completed / open)", "Seereisen (abgeschlossen / offen)"),
    "mv.over.sum": ("Sum", "Summe"),
    # the scoring summary
    "mv.scoring.stage-end": ("Stage {stage} is over", "Etappe {stage} ist vorbei"),
    "mv.scoring.game-end": ("Game {game} is over", "Partie {game} ist vorbei"),
    "mv.scoring.leader": ("If the game ended now, {side} would win, {e} to {b}.",
                          "Endete das Spiel jetzt, gewänne {side}, {e} zu {b}."),
    "mv.scoring.points": ("Points", "Siegpunkte"),
    # the app's questions
    "mv.status.finished": ("finished", "beendet"),
    "mv.status.round": ("stage {stage}, round {round}", "Etappe {stage}, Runde {round}"),
    "mv.status.match": ("game {game} of 2, {text}", "Partie {game} von 2, {text}"),
    # the new-game form
    "mv.setup.two": ("2 players: Emperor against Barbarian", "2 Spieler: Kaiser gegen Barbaren"),
    "mv.setup.two-hint": ("Each seat may be a person on this device or a bot.",
                          "Jeder Platz kann ein Mensch an diesem Gerät oder ein Bot sein."),
    "mv.setup.solo": ("1 player: solo against the Barbarian bot deck", "1 Spieler: solo gegen den Bot-Stapel der Barbaren"),
    "mv.setup.solo-hint": ("You play the Emperor; the Barbarian is run by the bot deck, part of the solo rules.",
                           "Du spielst den Kaiser; die Barbaren führt der Bot-Stapel der Solo-Regeln."),
    "mv.setup.emperor": ("Emperor in game 1", "Kaiser in Partie 1"),
    "mv.setup.barbarian": ("Barbarian in game 1", "Barbaren in Partie 1"),
    "mv.setup.match": ("Two-game match (sides swap for game 2, points decide)",
                       "Zwei Partien (Seitenwechsel in Partie 2, Siegpunkte entscheiden)"),
    "mv.setup.difficulty": ("Difficulty", "Schwierigkeitsgrad"),
    "mv.setup.solo-seat": ("Emperor (solo)", "Kaiser (solo)"),
})

# -- help: how to answer on the page, which rule applies, tooltips --------------------------------------
register({
    "mv.hint.play": ("Pick one of the buttons on a card below the board.", "Wähle eine der Schaltflächen auf einer Karte unter dem Spielplan."),
    "mv.hint.place-hordes": ("Choose a highlighted area on the map to place a horde there.",
                             "Wähle ein hervorgehobenes Gebiet, um dort eine Horde einzusetzen."),
    "mv.hint.place-settlements": ("Choose a highlighted area on the map to place a settlement there.",
                                  "Wähle ein hervorgehobenes Gebiet, um dort eine Siedlung einzusetzen."),
    "mv.hint.place-armies": ("Choose a highlighted area on the map to place an army there.",
                             "Wähle ein hervorgehobenes Gebiet, um dort eine Armee einzusetzen."),
    "mv.hint.place-gold": ("Choose the heartland to place one more gold, or stop.",
                           "Wähle das Heimatgebiet des Kaiserreiches, um 1 weiteres Gold einzusetzen, oder beende."),
    "mv.hint.place-junks": ("Choose the sea to place one more junk, or stop.",
                            "Wähle das Meer, um 1 weitere Dschunke einzusetzen, oder beende."),
    "mv.hint.remove-armies": ("Choose the highlighted area to remove one more army, or stop.",
                              "Wähle das hervorgehobene Gebiet, um 1 weitere Armee zu entfernen, oder beende."),
    "mv.hint.remove-hordes": ("Choose the highlighted area to remove one more horde, or stop.",
                              "Wähle das hervorgehobene Gebiet, um 1 weitere Horde zu entfernen, oder beende."),
    "mv.hint.remove-settlements": ("Choose a highlighted borderland to remove a settlement there, or stop.",
                                   "Wähle ein hervorgehobenes Grenzgebiet, um dort eine Siedlung zu entfernen, oder beende."),
    "mv.hint.remove-gold": ("Choose the heartland to remove one more gold, or stop.",
                            "Wähle das Heimatgebiet des Kaiserreiches, um 1 weiteres Gold zu entfernen, oder beende."),
    "mv.hint.remove-junks": ("Choose the sea to remove one more junk, or stop.",
                             "Wähle das Meer, um 1 weitere Dschunke zu entfernen, oder beende."),
    "mv.hint.move-from": ("Choose the highlighted area the units move from.",
                          "Wähle das hervorgehobene Gebiet, aus dem die Einheiten ziehen."),
    "mv.hint.move-to": ("Choose the highlighted area the units move to.", "Wähle das hervorgehobene Gebiet, in das die Einheiten ziehen."),
    "mv.hint.attack-target": ("Choose the borderland to attack.", "Wähle das Grenzgebiet, das du angreifst."),
    "mv.hint.attack-units": ("Choose an area to send one more unit into the attack.",
                             "Wähle ein Gebiet, um eine weitere Einheit in den Angriff zu schicken."),
    "mv.hint.remove-target": ("Choose the highlighted area.", "Wähle das hervorgehobene Gebiet."),
    "mv.hint.retreat": ("Choose the homeland the hordes withdraw to.", "Wähle das Heimatgebiet, in das sich die Horden zurückziehen."),
    "mv.hint.settle": ("Choose a highlighted road from a homeland into a borderland.",
                       "Wähle eine hervorgehobene Straße von einem Heimatgebiet in ein Grenzgebiet."),
    "mv.hint.voyage": ("Choose the voyage space to sail to.", "Wähle das Seereise-Feld, das du ansteuerst."),
    "mv.hint.boost": ("Add the command points of a reserve card (buttons on your reserve cards below), or play without.",
                      "Füge die Befehlspunkte einer Reservekarte hinzu (Schaltflächen auf deinen Reservekarten unten) oder spiele ohne."),
    "mv.hint.reroll": ("Choose one of your dice on the board to reroll it (the chips under them reroll two or three), "
                       "reveal a reserve card below for more rerolls, or keep the dice.",
                       "Wähle einen deiner Würfel auf dem Spielplan, um ihn neu zu würfeln (die Chips darunter würfeln zwei "
                       "oder drei neu), decke unten eine Reservekarte für weitere Neuwürfe auf oder behalte die Würfel."),
    "mv.hint.reaction": ("Choose React on the card in play below the board, or do not react.",
                         "Wähle auf der ausgespielten Karte unter dem Spielplan „Reagieren“, oder reagiere nicht."),
    "mv.hint.count": ("Choose a number on the area the units leave.", "Wähle eine Zahl in dem Gebiet, das die Einheiten verlassen."),
    "mv.hint.voyage-gold": ("Choose a number on the heartland's gold.", "Wähle eine Zahl beim Gold im Heimatgebiet des Kaiserreiches."),
    "mv.hint.voyage-junks": ("Choose a number on the junks in the sea.", "Wähle eine Zahl bei den Dschunken im Meer."),
    # why a click on the board chose nothing (render.why_not); the prompt follows
    "mv.why.area": ("{area} is not offered now; you may choose {areas}.", "{area} steht jetzt nicht zur Wahl; du kannst {areas} wählen."),
    "mv.why.voyage-done": ("Voyage {v} to {name} is completed already.", "Die Seereise {v} nach {name} ist schon abgeschlossen."),
    "mv.why.count": ("The number is chosen on the chips {where}.", "Die Anzahl wählst du auf den Chips {where}."),
    "mv.why.reroll": ("Rerolls are chosen on your own dice in the dice box, or on the chips under them.",
                      "Neuwürfe wählst du auf deinen eigenen Würfeln im Würfelfeld oder auf den Chips darunter."),
    "mv.why.react": ("A reaction is chosen on {card}, the card in play below the board.",
                     "Eine Reaktion wählst du auf „{card}“, der ausgespielten Karte unter dem Spielplan."),
    "mv.why.cards": ("This choice is made with the buttons on your cards below the board.",
                     "Diese Wahl triffst du mit den Schaltflächen auf deinen Karten unter dem Spielplan."),
    "mv.hint.discard-reserve": ("Pick the reserve card to discard (below the board).",
                                "Wähle die Reservekarte, die du abwirfst (unter dem Spielplan)."),
    "mv.ui.rules": ("Rules", "Regeln"),
    "mv.tip.rules": ("Open the rules at this point", "Die Regeln an dieser Stelle öffnen"),
    "mv.tip.final-result": ("Show the result of the game again", "Das Ergebnis des Spiels erneut zeigen"),
    "mv.tip.to-tray": ("Scroll to your cards, where this choice is made", "Zu deinen Karten scrollen, wo du diese Wahl triffst"),
    "mv.tip.click": ("{what} · Choice: {action}", "{what} · Wahl: {action}"),  # the same for a mouse and a finger
    # one sentence per rule a decision applies (the headings of rules_en.md / rules_de.md)
    "mv.help.goal": ("The Emperor wants all seven voyages, the Barbarian all five borderlands; otherwise the higher sum wins.",
                     "Der Kaiser will alle sieben Seereisen, die Barbaren alle fünf Grenzgebiete; sonst gewinnt die höhere Summe."),
    "mv.help.components": ("All pieces are limited: what is not in the supply cannot be placed.",
                           "Alles Material ist begrenzt: Was nicht im Vorrat ist, kann nicht eingesetzt werden."),
    "mv.help.board": ("Units move only along the roads between adjacent areas.", "Einheiten ziehen nur über die Straßen zwischen angrenzenden Gebieten."),
    "mv.help.setup": ("Each side starts with pieces on the board and a hand of cards.", "Beide Seiten beginnen mit Material auf dem Plan und einer Kartenhand."),
    "mv.help.round": ("In a round the Emperor draws, each side plays one card, then the hands are swapped.",
                      "In einer Runde zieht der Kaiser, jede Seite spielt eine Karte, dann werden die Kartenhände getauscht."),
    "mv.help.play-card": ("A card goes into your reserve, or is played for its command points or for your half of its action.",
                          "Eine Karte kommt in deine Reserve oder wird für ihre Befehlspunkte oder deine Hälfte ihrer Kartenaktion ausgespielt."),
    "mv.help.reserve": ("Reserve cards lie face down and later give rerolls or extra command points.",
                        "Reservekarten liegen verdeckt und bringen später Neuwürfe oder zusätzliche Befehlspunkte."),
    "mv.help.command-points": ("A command action spends the card's command points; the Barbarian may add one reserve card's points.",
                               "Eine Befehlsaktion nutzt die Befehlspunkte der Karte; die Barbaren dürfen die Punkte einer Reservekarte hinzufügen."),
    "mv.help.card-action": ("A card action is carried out in full as written, and only if it can be.",
                            "Eine Kartenaktion wird vollständig wie beschrieben ausgeführt, und nur wenn das möglich ist."),
    "mv.help.reactions": ("When you play a card, your opponent may use their half of it, before or after your action.",
                          "Spielst du eine Karte aus, darf dein Gegner seine Hälfte nutzen, vor oder nach deiner Aktion."),
    "mv.help.emperor-commands": ("The Emperor musters armies, moves, attacks, collects taxes, builds junks or sends a voyage.",
                                 "Der Kaiser mustert Armeen, bewegt, greift an, treibt Steuern ein, baut Dschunken oder tritt eine Seereise an."),
    "mv.help.barbarian-commands": ("The Barbarian gathers hordes, moves, attacks, gathers resources or builds settlements.",
                                   "Die Barbaren versammeln Horden, bewegen, greifen an, sammeln Ressourcen oder errichten Siedlungen."),
    "mv.help.control": ("Armies hold a borderland for the Emperor; hordes or settlements hold it for the Barbarian.",
                        "Armeen kontrollieren ein Grenzgebiet für den Kaiser, Horden oder Siedlungen für die Barbaren."),
    "mv.help.voyages": ("A voyage succeeds if any die is lower than the gold and junks sent (plus any bonus).",
                        "Eine Seereise gelingt, wenn ein Würfel niedriger ist als das mitgeschickte Gold plus die Dschunken (plus Bonus)."),
    "mv.help.combat": ("Both sides roll three dice: a triple beats a pair, a pair beats single numbers, and the loser removes units.",
                       "Beide Seiten würfeln drei Würfel: Dreierpasch schlägt Pasch, Pasch schlägt Einzelzahlen, und der Verlierer entfernt Einheiten."),
    "mv.help.stages": ("The game has two stages; it ends when the second stage's cards run out.",
                       "Das Spiel hat zwei Etappen; es endet, wenn die Karten der zweiten Etappe aufgebraucht sind."),
    "mv.help.victory": ("Without a major victory, borderlands and voyages are added up and the Barbarian wins ties.",
                        "Ohne herausragenden Sieg werden Grenzgebiete und Seereisen gezählt, bei Gleichstand gewinnen die Barbaren."),
    "mv.help.match": ("In a two-game match the sides swap for the second game and the points of both games count.",
                      "Bei zwei Partien werden für die zweite die Seiten getauscht, und die Punkte beider Partien zählen."),
    "mv.help.cards": ("General cards have a Barbarian half and an Emperor half that needs its voyage.",
                      "Allgemeine Karten haben eine Barbaren-Hälfte und eine Kaiser-Hälfte, die ihre Seereise braucht."),
    "mv.help.solo": ("In the solo game a bot deck plays the Barbarian with an open hand.",
                     "Im Solospiel führt ein Bot-Stapel die Barbaren mit offener Kartenhand."),
    "mv.help.in-ming-table": ("Ming Table asks each choice one step at a time and offers only legal ones.",
                              "Ming Table fragt jede Wahl Schritt für Schritt ab und bietet nur erlaubte an."),
})
# The board as text for screen readers (issue 7 item 7: screen readers and keyboard).
register({
    "mv.text.homelands": ("Barbarian homelands", "Heimatgebiete der Barbaren"),
    "mv.text.borderlands": ("Borderlands", "Grenzgebiete"),
    "mv.text.empire": ("The Empire and the sea", "Das Kaiserreich und das Meer"),
    "mv.text.area-held": ("{area}: {pieces} ({holder})", "{area}: {pieces} ({holder})"),
    "mv.text.voyage-open": ("Voyage {v} to {name}: open", "Seereise {v} nach {name}: offen"),
    "mv.text.side": ("{who} ({side}): {stats}", "{who} ({side}): {stats}"),
    "mv.text.hand": ("Your hand: {cards}", "Deine Kartenhand: {cards}"),
    "mv.text.reserve": ("Your reserve: {cards}", "Deine Reserve: {cards}"),
})

# The full rules text of a card: its popover (issue 20 item 5, markup.info_attrs).
register({
    "mv.info.half": ("{side}: {text}", "{side}: {text}"),
    "mv.info.half_note": ("{side} ({note}): {text}", "{side} ({note}): {text}"),
    "mv.info.card": ("{first}\n{second}\n{play}", "{first}\n{second}\n{play}"),
    "mv.info.play": (
        "Play it in one of three ways: spend its {cp} command {cp:p:point|points} on one command of your side; carry "
        "out the half of it you are entitled to, if it can be done in full; or lay it face down in your reserve (at "
        "most 3 cards). A half your opponent is entitled to lets them react, before or after your use, unless the "
        "card goes into the reserve.",
        "Spiele sie auf eine von drei Arten: Setze ihre {cp} {cp:p:Befehlspunkt|Befehlspunkte} für einen Befehl "
        "deiner Seite ein; führe die Hälfte aus, die dir zusteht, wenn sie ganz ausführbar ist; oder lege sie "
        "verdeckt in deine Reserve (höchstens 3 Karten). Eine Hälfte, die deinem Gegner zusteht, erlaubt ihm eine "
        "Reaktion vor oder nach deiner Nutzung, außer die Karte geht in die Reserve."),
})
