"""The texts of Confucius in English and German (catalogue keys ``cf.*``).

German game terms follow the German rules summary (Minister, Sekretär, Beamter, Geschenk,
Prüfung, Student, Dschunke, Armee, Große Mauer) and docs/glossary.md ("du").
"""

from __future__ import annotations

from ...i18n import register
from . import data

register({f"cf.gift.{v}": pair for v, pair in data.GIFT_NAMES.items()})
register({f"cf.ministry.{m}": (m.capitalize(), m.capitalize()) for m in data.MINISTRIES})
register({f"cf.land.{k}": pair for k, pair in {
    "yunnan": ("Yunnan", "Yunnan"), "manchuria": ("Manchuria", "Mandschurei"), "mongolia": ("Mongolia", "Mongolei"),
    "korea": ("Korea", "Korea"), "annam": ("Annam", "Annam"),
}.items()})
register({f"cf.distant.{k}": pair for k, pair in {
    "spice-islands": ("the Spice Islands", "die Gewürzinseln"), "india": ("India", "Indien"),
    "arabia": ("Arabia", "Arabien"), "africa": ("Africa", "Afrika"), "americas": ("the Americas", "Amerika"),
}.items()})
register({f"cf.reward.{k}": pair for k, pair in {
    "cash": ("Cash", "Geld"), "gift": ("Gift", "Geschenk"), "extra": ("Extra Action", "Zusätzliche Aktion"),
    "bribe-bingbu": ("Bribery in Bingbu", "Bestechung in Bingbu"), "bribe-hubu": ("Bribery in Hubu", "Bestechung in Hubu"),
    "bribe-gongbu": ("Bribery in Gongbu", "Bestechung in Gongbu"),
    "bribe-any": ("Bribery in any ministry", "Bestechung in beliebigem Ministerium"),
    "insulted": ("Emperor Insulted!", "Kaiser beleidigt!"), "recruit": ("Recruit an Army", "Armee rekrutieren"),
}.items()})
register({
    "cf.student.red": ("the red student space", "das rote Prüfungsfeld"),
    "cf.student.white": ("the other student space", "das andere Prüfungsfeld"),
    "cf.mode.coins": ("{n:p:coin|coins}", "{n:p:Münze|Münzen}"),
    "cf.mode.licences": ("{n:p:licence|licences}", "{n:p:Lizenz|Lizenzen}"),
    "cf.office.chief": ("Chief Minister", "Chefminister"),
    "cf.office.admiral": ("Admiral", "Admiral"),
    "cf.office.general": ("General", "General"),
    "cf.official": ("{ministry} {space}", "{ministry} {space}"),
    "cf.candidate.any": ("a candidate for any ministry", "ein Kandidat für ein beliebiges Ministerium"),
    "cf.candidate.of": ("a candidate for {ministry}", "ein Kandidat für {ministry}"),
    # -- errors --------------------------------------------------------------------------------
    "cf.err.options": ("Unknown option {names}; Confucius knows advanced and admiral.",
                       "Unbekannte Option {names}; Confucius kennt advanced und admiral."),
    "cf.err.bool": ("The option {name} must be true or false.", "Die Option {name} muss true oder false sein."),
    "cf.err.not_legal": ("{action} is not a legal action now.", "{action} ist jetzt kein erlaubter Zug."),
    # -- actions -------------------------------------------------------------------------------
    "cf.act.chief": ("Make {who} Chief Minister", "{who} zum Chefminister ernennen"),
    "cf.act.bribe": ("Bribe the official on {official} ({cost} cash)", "Beamten auf {official} bestechen ({cost} {cost:p:Münze|Münzen})"),
    "cf.act.secure": ("Secure your official on {official} ({cost} cash)",
                      "Deinen Beamten auf {official} sichern ({cost} {cost:p:Münze|Münzen})"),
    "cf.act.nominate": ("Nominate a student on {space} (2 cash)", "Studenten auf {space} setzen (2 Münzen)"),
    "cf.act.force": ("Force an Imperial Examination (2 cash)", "Kaiserliche Prüfung erzwingen (2 Münzen)"),
    "cf.act.junks": ("Buy {k} {k:p:junk|junks} ({cost} cash)", "{k} {k:p:Dschunke|Dschunken} kaufen ({cost} {cost:p:Münze|Münzen})"),
    "cf.act.voyage": ("Sail {k} {k:p:junk|junks} ({k} {k:p:licence|licences})",
                      "{k} {k:p:Dschunke|Dschunken} aussenden ({k} {k:p:Lizenz|Lizenzen})"),
    "cf.act.recruit": ("Recruit an army ({cost} licences)", "Armee rekrutieren ({cost} Lizenzen)"),
    "cf.act.invade": ("Invade {land}, box {box} ({vp} VP; {cost} cash)",
                      "In {land} einmarschieren, Feld {box} ({vp} {vp:p:Punkt|Punkte}; {cost} {cost:p:Münze|Münzen})"),
    "cf.act.buy_gift": ("Buy your gift {gift} ({v} cash)", "Dein Geschenk {gift} kaufen ({v} {v:p:Münze|Münzen})"),
    "cf.act.give_gift": ("Give {gift} ({v}) to {who}", "{who} das Geschenk {gift} ({v}) geben"),
    "cf.act.transfer": ("Transfer your official on {official} to {who}",
                        "Deinen Beamten auf {official} an {who} übertragen"),
    "cf.act.petition2": ("Petition with {gift}: move {k} {k:p:junk|junks} from the shipyard of {src} to {dst}",
                         "Bittschrift mit {gift}: {k} {k:p:Dschunke|Dschunken} aus der Werft von {src} zu {dst}"),
    "cf.act.petition3": ("Petition with {gift}: take {space} from {who}",
                         "Bittschrift mit {gift}: {space} von {who} übernehmen"),
    "cf.act.petition4": ("Petition with {gift}: swap the officials on {a} and {b}",
                         "Bittschrift mit {gift}: die Beamten auf {a} und {b} tauschen"),
    "cf.act.petition5": ("Petition with {gift}: move the army of {who} from {land} box {box} to {land2} box {box2}",
                         "Bittschrift mit {gift}: die Armee von {who} von {land} Feld {box} nach {land2} Feld {box2}"),
    "cf.act.petition6": ("Petition with {gift}: secure the official on {official} for {who}",
                         "Bittschrift mit {gift}: den Beamten auf {official} für {who} sichern"),
    "cf.act.commercial": ("Commercial Income (pay up to 4 cash, draw one card more)",
                          "Handelseinkommen (bis zu 4 Münzen zahlen, eine Karte mehr ziehen)"),
    "cf.act.tax": ("Tax Income (draw 2 cards)", "Steuereinkommen (2 Karten ziehen)"),
    "cf.act.no_action": ("No action", "Keine Aktion"),
    "cf.act.pass": ("Pass for the rest of the phase", "Für den Rest der Phase passen"),
    "cf.act.reward_cash": ("Play {card}: draw 4 cards", "{card} spielen: 4 Karten ziehen"),
    "cf.act.reward_gift": ("Play {card}: your gift {gift} becomes available",
                           "{card} spielen: dein Geschenk {gift} wird verfügbar"),
    "cf.act.reward_extra": ("Play {card}: one action without cubes", "{card} spielen: eine Aktion ohne Würfel"),
    "cf.act.reward_insulted": ("Play {card}: an army from the colonies onto the card (2 VP)",
                               "{card} spielen: eine Armee aus den Kolonien auf die Karte (2 Punkte)"),
    "cf.act.reward_recruit": ("Play {card}: recruit an army free", "{card} spielen: eine Armee kostenlos rekrutieren"),
    "cf.act.reward_bribe": ("Play {card}: bribe the official on {official}",
                            "{card} spielen: den Beamten auf {official} bestechen"),
    "cf.act.reward_take": ("Play {card}: take the official on {official} from {who} ({cost} cash)",
                           "{card} spielen: den Beamten auf {official} von {who} übernehmen ({cost} {cost:p:Münze|Münzen})"),
    "cf.act.pay": ("Pay a card of {c} {c:p:coin|coins} / {l} {l:p:licence|licences} ({value} {mode})",
                   "Mit einer Karte zu {c} {c:p:Münze|Münzen} / {l} {l:p:Lizenz|Lizenzen} zahlen ({value} {mode})"),
    "cf.act.pay_done": ("Stop paying and draw {n} {n:p:card|cards}", "Zahlung beenden und {n} {n:p:Karte|Karten} ziehen"),
    "cf.act.land": ("Complete the voyage to {land} (chit: {chit} VP)", "Die Reise nach {land} vollenden (Plättchen: {chit} {chit:p:Punkt|Punkte})"),
    "cf.act.tutor": ("Tutor the student of {who} on {space}", "Den Studenten von {who} auf {space} unterrichten"),
    "cf.act.tutor_card": ("Lay a card of {c} {c:p:coin|coins} face down", "Eine Karte zu {c} {c:p:Münze|Münzen} verdeckt legen"),
    "cf.act.tutor_done": ("Finish tutoring ({k} {k:p:card|cards})", "Unterricht beenden ({k} {k:p:Karte|Karten})"),
    "cf.act.place": ("Place the candidate on {official}", "Den Kandidaten auf {official} setzen"),
    "cf.act.place_replace": ("Place the candidate on {official}, replacing its official",
                             "Den Kandidaten auf {official} setzen und den Beamten dort ersetzen"),
    "cf.act.give": ("Give your influence in {ministry} to {who}", "Deinen Einfluss in {ministry} an {who} geben"),
    "cf.act.discard": ("Discard a card of {c} {c:p:coin|coins}", "Eine Karte zu {c} {c:p:Münze|Münzen} abwerfen"),
    # -- log -----------------------------------------------------------------------------------
    "cf.log.setup": ("Foreign lands: {lands}. First candidate: {candidate}.",
                     "Fremde Länder: {lands}. Erster Kandidat: {candidate}."),
    "cf.log.round": ("Round {round} begins.", "Runde {round} beginnt."),
    "cf.log.chief": ("{who} is Chief Minister and puts a cube on Imperial Favour.",
                     "{who} ist Chefminister und legt einen Würfel auf die Gunst des Kaisers."),
    "cf.log.pass": ("{who} passes.", "{who} passt."),
    "cf.log.favour": ("{who} takes the Imperial Favour action.", "{who} nutzt die Gunst des Kaisers."),
    "cf.log.bribe": ("{who} bribes the official on {official} ({cost} cash, {cards} {cards:p:card|cards}).",
                     "{who} besticht den Beamten auf {official} ({cost} {cost:p:Münze|Münzen}, {cards} {cards:p:Karte|Karten})."),
    "cf.log.bribe_free": ("{who} bribes the official on {official}.", "{who} besticht den Beamten auf {official}."),
    "cf.log.secure": ("{who} secures the official on {official} ({cards} {cards:p:card|cards}).",
                      "{who} sichert den Beamten auf {official} ({cards} {cards:p:Karte|Karten})."),
    "cf.log.nominate": ("{who} nominates a student on {space}.", "{who} setzt einen Studenten auf {space}."),
    "cf.log.force": ("{who} forces an Imperial Examination this round.",
                     "{who} erzwingt in dieser Runde eine Kaiserliche Prüfung."),
    "cf.log.junks": ("{who} buys {k} {k:p:junk|junks} ({cards} {cards:p:card|cards}).",
                     "{who} kauft {k} {k:p:Dschunke|Dschunken} ({cards} {cards:p:Karte|Karten})."),
    "cf.log.voyage": ("{who} sails {k} {k:p:junk|junks} and completes {voyages} {voyages:p:voyage|voyages}.",
                      "{who} sendet {k} {k:p:Dschunke|Dschunken} aus und vollendet {voyages} {voyages:p:Reise|Reisen}."),
    "cf.log.arrive": ("{who} reaches {land}.", "{who} erreicht {land}."),
    "cf.log.first": ("{who} is first there and scores {vp} VP.", "{who} ist als Erster dort und erhält {vp} {vp:p:Punkt|Punkte}."),
    "cf.log.reward_draw": ("{who} draws an Emperor's Reward card.", "{who} zieht eine Belohnungskarte des Kaisers."),
    "cf.log.recruit": ("{who} recruits an army ({cards} {cards:p:card|cards}).",
                       "{who} rekrutiert eine Armee ({cards} {cards:p:Karte|Karten})."),
    "cf.log.recruit_free": ("{who} recruits an army.", "{who} rekrutiert eine Armee."),
    "cf.log.invade": ("{who} sends an army to {land}, box {box}.", "{who} schickt eine Armee nach {land}, Feld {box}."),
    "cf.log.buy_gift": ("{who} makes the gift {gift} available.", "{who} macht das Geschenk {gift} verfügbar."),
    "cf.log.give_gift": ("{who} gives {gift} to {other}.", "{who} gibt {other} das Geschenk {gift}."),
    "cf.log.gift_replaced": ("The earlier gift {gift} leaves the game.", "Das frühere Geschenk {gift} verlässt das Spiel."),
    "cf.log.gift_cancelled": ("The gift {gift} from {giver} to {holder} is cancelled.",
                              "Das Geschenk {gift} von {giver} an {holder} verfällt."),
    "cf.log.transfer": ("{who} transfers the official on {official} to {other}.",
                        "{who} überträgt den Beamten auf {official} an {other}."),
    "cf.log.petition2": ("{who} petitions the Emperor: {k} {k:p:junk|junks} move from {src} to {dst}.",
                         "{who} bittet den Kaiser: {k} {k:p:Dschunke|Dschunken} wechseln von {src} zu {dst}."),
    "cf.log.petition3": ("{who} petitions the Emperor and replaces the student of {other} on {space}.",
                         "{who} bittet den Kaiser und ersetzt den Studenten von {other} auf {space}."),
    "cf.log.petition4": ("{who} petitions the Emperor and swaps the officials on {a} and {b}.",
                         "{who} bittet den Kaiser und tauscht die Beamten auf {a} und {b}."),
    "cf.log.petition5": ("{who} petitions the Emperor: the army of {other} moves from {land} box {box} to {land2} box {box2}.",
                         "{who} bittet den Kaiser: die Armee von {other} zieht von {land} Feld {box} nach {land2} Feld {box2}."),
    "cf.log.petition6": ("{who} petitions the Emperor: the official on {official} is secured for {other}.",
                         "{who} bittet den Kaiser: der Beamte auf {official} wird für {other} gesichert."),
    "cf.log.commercial": ("{who} takes Commercial Income, pays {coins} and draws {k} {k:p:card|cards}.",
                          "{who} nimmt Handelseinkommen, zahlt {coins} und zieht {k} {k:p:Karte|Karten}."),
    "cf.log.tax": ("{who} takes Tax Income and draws {k} {k:p:card|cards}.",
                   "{who} nimmt Steuereinkommen und zieht {k} {k:p:Karte|Karten}."),
    "cf.log.draw": ("{who} draws {k} {k:p:card|cards}.", "{who} zieht {k} {k:p:Karte|Karten}."),
    "cf.log.no_action": ("{who} takes no action.", "{who} macht keine Aktion."),
    "cf.log.reward_play": ("{who} plays the Emperor's Reward card {card}.",
                           "{who} spielt die Belohnungskarte {card}."),
    "cf.log.reward_take": ("{who} takes the official on {official} from {other}.",
                           "{who} übernimmt den Beamten auf {official} von {other}."),
    "cf.log.insulted": ("{who} avenges the insult with an army and scores {vp} VP.",
                        "{who} rächt die Beleidigung mit einer Armee und erhält {vp} {vp:p:Punkt|Punkte}."),
    "cf.log.discard": ("{who} discards a card of {c} {c:p:coin|coins}.", "{who} wirft eine Karte zu {c} {c:p:Münze|Münzen} ab."),
    "cf.log.wall": ("The Great Wall grows to {k} {k:p:section|sections}.",
                    "Die Große Mauer wächst auf {k} {k:p:Abschnitt|Abschnitte}."),
    "cf.log.exam_none": ("The forced examination has no student.", "Die erzwungene Prüfung hat keinen Studenten."),
    "cf.log.exam_contested": ("Imperial Examination: {a} against {b}.", "Kaiserliche Prüfung: {a} gegen {b}."),
    "cf.log.exam_uncontested": ("Imperial Examination: the student of {who} passes alone.",
                                "Kaiserliche Prüfung: der Student von {who} besteht allein."),
    "cf.log.tutor": ("{who} tutors the student of {other} with {k} {k:p:card|cards} face down.",
                     "{who} unterrichtet den Studenten von {other} mit {k} verdeckten {k:p:Karte|Karten}."),
    "cf.log.tutor_skip": ("{who} has no cards to tutor with.", "{who} hat keine Karten zum Unterrichten."),
    "cf.log.exam_result": ("The student of {who} wins the examination, {a} coins to {b} (against {other}).",
                           "Der Student von {who} gewinnt die Prüfung mit {a} zu {b} Münzen (gegen {other})."),
    "cf.log.candidate": ("{who} places the candidate on {official}.", "{who} setzt den Kandidaten auf {official}."),
    "cf.log.candidate_replace": ("{who} places the candidate on {official}, replacing its official.",
                                 "{who} setzt den Kandidaten auf {official} und ersetzt den Beamten dort."),
    "cf.log.candidate_lost": ("The candidate finds no place and leaves the game.",
                              "Der Kandidat findet keinen Platz und verlässt das Spiel."),
    "cf.log.candidate_next": ("Next candidate: {candidate}.", "Nächster Kandidat: {candidate}."),
    "cf.log.candidate_removed": ("Removed: {candidate} (that ministry is resolved).",
                                 "Entfernt: {candidate} (dieses Ministerium ist gewertet)."),
    "cf.log.candidates_out": ("The last candidate has been used: the game ends after this round.",
                              "Der letzte Kandidat ist vergeben: Das Spiel endet nach dieser Runde."),
    "cf.log.resolve": ("{ministry} is resolved.", "{ministry} wird gewertet."),
    "cf.log.eliminated": ("{who} drops out and gives the influence to {other}.",
                          "{who} scheidet aus und gibt den Einfluss an {other}."),
    "cf.log.resolved": ("{ministry}: {minister} is Minister ({a} VP), {secretary} Secretary ({b} VP).",
                        "{ministry}: {minister} wird Minister ({a} {a:p:Punkt|Punkte}), {secretary} Sekretär ({b} {b:p:Punkt|Punkte})."),
    "cf.log.resolve_nobody": ("{ministry}: nobody has influence there.", "{ministry}: Niemand hat dort Einfluss."),
    "cf.log.invasion_won": ("The invasion of {land} succeeds.", "Der Einmarsch in {land} gelingt."),
    "cf.log.invasion_failed": ("The invasion of {land} fails.", "Der Einmarsch in {land} scheitert."),
    "cf.log.invasion_vp": ("{who} scores {vp} VP.", "{who} erhält {vp} {vp:p:Punkt|Punkte}."),
    "cf.log.new_official": ("A new official arrives on {official}.", "Ein neuer Beamter kommt auf {official}."),
    "cf.log.game_end": ("The game ends.", "Das Spiel endet."),
    "cf.log.office": ("{who} becomes {office} (1 VP).", "{who} wird {office} (1 Punkt)."),
    "cf.log.office_none": ("Nobody becomes {office}.", "Niemand wird {office}."),
    "cf.log.winner": ("{names} {n:p:wins|share the victory}.", "{names} {n:p:gewinnt|teilen sich den Sieg}."),
})

# -- the app: board, panel, game over (games/confucius/render.py) --------------------------------
register({f"cf.action.{k}": pair for k, pair in {
    "bribe": ("Bribe an official", "Beamten bestechen"), "secure": ("Secure an official", "Beamten sichern"),
    "nominate": ("Nominate a student", "Studenten setzen"), "force-exam": ("Force an examination", "Prüfung erzwingen"),
    "buy-junks": ("Buy junks", "Dschunken kaufen"), "voyage": ("Start a voyage", "Reise beginnen"),
    "recruit": ("Recruit an army", "Armee rekrutieren"), "invade": ("Send an army", "Armee entsenden"),
    "buy-gift": ("Buy a gift", "Geschenk kaufen"), "give-gift": ("Give a gift", "Geschenk geben"),
    "transfer": ("Transfer influence", "Einfluss übertragen"), "petition": ("Petition the Emperor", "Bittschrift"),
    "commercial": ("Commercial Income", "Handelseinkommen"), "tax": ("Tax Income", "Steuereinkommen"),
    "no-action": ("No action", "Keine Aktion"), "reward": ("Emperor's Reward card", "Belohnungskarte des Kaisers"),
}.items()})
register({f"cf.distant_short.{k}": pair for k, pair in {
    "spice-islands": ("Spice Is.", "Gewürzins."), "india": ("India", "Indien"), "arabia": ("Arabia", "Arabien"),
    "africa": ("Africa", "Afrika"), "americas": ("Americas", "Amerika"),
}.items()})
register({f"cf.colour.{k}": pair for k, pair in {
    "white": ("white", "Weiß"), "yellow": ("yellow", "Gelb"), "black": ("black", "Schwarz"), "green": ("green", "Grün"),
    "purple": ("purple", "Lila"),
}.items()})
register({f"cf.phase.{k}": pair for k, pair in {
    "setup": ("Set-up", "Aufbau"), "chief": ("Choosing the Chief Minister", "Wahl des Chefministers"),
    "actions": ("Actions", "Aktionen"), "court": ("The Court", "Der Hof"), "over": ("Game over", "Spielende"),
}.items()})
register({f"cf.source.{k}": pair for k, pair in {
    "ministry": ("Ministries", "Ministerien"), "distant": ("Distant lands", "Ferne Länder"),
    "invasion": ("Invasions", "Einmärsche"), "insulted": ("Emperor Insulted!", "Kaiser beleidigt!"),
    "office": ("Offices", "Ämter"),
}.items()})
register({f"cf.help.{k}": pair for k, pair in {
    "chief": ("The Chief Minister names the next one; the chosen player puts a cube on Imperial Favour.",
              "Der Chefminister bestimmt seinen Nachfolger; dieser legt einen Würfel auf die Gunst des Kaisers."),
    "actions": ("An action costs cubes (1, repeats and paired actions 2) and is paid card by card in coins or licences; "
                "no change is given.",
                "Eine Aktion kostet Würfel (1, Wiederholungen und Paare 2) und wird Karte für Karte in Münzen oder Lizenzen "
                "bezahlt; Wechselgeld gibt es nicht."),
    "voyages": ("A completed voyage reaches a distant land you have not visited; the first there takes its chit.",
                "Eine vollendete Reise erreicht ein fernes Land, in dem du noch nicht warst; wer zuerst dort ist, "
                "erhält das Plättchen."),
    "exam": ("Tutors lay cards face down, in turn from the Chief Minister; the student with more coins wins, "
             "the red space wins ties.",
             "Reihum ab dem Chefminister legen die Lehrer Karten verdeckt; der Student mit mehr Münzen gewinnt, "
             "bei Gleichstand das rote Feld."),
    "resolution": ("The player with least influence drops out and gives it to another participant.",
                   "Wer am wenigsten Einfluss hat, scheidet aus und gibt ihn an einen anderen Beteiligten."),
    "end-of-round": ("Hands are cut down to 4 cards at the end of a round.",
                     "Am Ende der Runde werden die Handkarten auf 4 verringert."),
}.items()})
register({
    "cf.board.label": ("Confucius board", "Spielplan Confucius"),
    "cf.board.about.bingbu": ("army: recruiting costs 4 licences", "Heer: Rekrutieren kostet 4 Lizenzen"),
    "cf.board.about.hubu": ("treasury: bribes cost 1 less", "Finanzen: Bestechung kostet 1 weniger"),
    "cf.board.about.gongbu": ("works: cheaper junks", "Bauwesen: billigere Dschunken"),
    "cf.board.minister": ("Minister", "Minister"),
    "cf.board.secretary": ("Secretary", "Sekretär"),
    "cf.board.minister_of": ("The Minister space of {ministry}", "Das Ministerfeld von {ministry}"),
    "cf.board.secretary_of": ("The Secretary space of {ministry}", "Das Sekretärsfeld von {ministry}"),
    "cf.board.exam": ("Imperial Examination", "Kaiserliche Prüfung"),
    "cf.board.candidate": ("Candidate", "Kandidat"),
    "cf.board.cand_short": ("Cand.", "Kand."),
    "cf.board.candidates_left": ("{n} {n:p:candidate|candidates} face down", "{n} {n:p:Kandidat|Kandidaten} verdeckt"),
    "cf.board.forced": ("An examination is forced this round.", "In dieser Runde ist eine Prüfung erzwungen."),
    "cf.board.force": ("Force the examination", "Prüfung erzwingen"),
    "cf.board.tutoring_for": ("{who} tutors the student of {other}…", "{who} unterrichtet den Studenten von {other} …"),
    "cf.board.tutoring": ("{who} is tutoring…", "{who} unterrichtet …"),
    "cf.board.last_exam": ("Last: {who} won ({a}:{b} coins)", "Zuletzt: {who} gewann ({a}:{b} Münzen)"),
    "cf.board.gifts": ("Gift Tracker", "Geschenkleiste"),
    "cf.board.wall": ("Great Wall", "Große Mauer"),
    "cf.board.wall_section": ("Great Wall section {k}", "Abschnitt {k} der Großen Mauer"),
    "cf.board.wall_forces": ("Great Wall section {k}: forces the invasion of foreign land {n}",
                             "Abschnitt {k} der Großen Mauer: erzwingt den Einmarsch in fremdes Land {n}"),
    "cf.board.wall_count": ("{k} of 9 wall sections built", "{k} von 9 Mauerabschnitten gebaut"),
    "cf.board.land_info": ("Space {n} · {cost} cash per army", "Feld {n} · {cost} Münzen je Armee"),
    "cf.board.star": ("★ The army in this box also draws an Emperor's Reward card.",
                      "★ Die Armee auf diesem Feld zieht auch eine Belohnungskarte des Kaisers."),
    "cf.board.land_done": ("invaded", "erobert"),
    "cf.board.vp": ("{vp} VP", "{vp} P."),
    "cf.board.actions": ("Actions Box", "Aktionsfeld"),
    "cf.board.cubes_left": ("{who}: {n} {n:p:cube|cubes} left", "{who}: noch {n} {n:p:Würfel|Würfel}"),
    "cf.board.distant": ("Distant lands", "Ferne Länder"),
    "cf.board.fleet": ("Fleets", "Flotten"),
    "cf.board.shipyard": ("Shipyard", "Werft"),
    "cf.board.ocean": ("Ocean (5 junks: a voyage)", "Ozean (5 Dschunken: eine Reise)"),
    "cf.board.junk_supply": ("Junks in the supply: {k}", "Dschunken im Vorrat: {k}"),
    "cf.board.resolved": ("resolved", "gewertet"),
    "cf.board.resolving": ("being resolved", "wird gewertet"),
    "cf.tip.official": ("an official (bribe {cost})", "ein Beamter (Bestechung {cost})"),
    "cf.tip.candidate": ("a candidate", "ein Kandidat"),
    "cf.tip.bribed_by": ("bribed by {who}", "bestochen von {who}"),
    "cf.tip.secured_by": ("secured by {who}", "gesichert von {who}"),
    "cf.tip.unbribed": ("not bribed", "nicht bestochen"),
    "cf.tip.space": ("{official}: {what}, {whose}", "{official}: {what}, {whose}"),
    "cf.tip.empty": ("{official}: empty", "{official}: leer"),
    "cf.tip.chit": ("{vp} VP", "{vp} {vp:p:Punkt|Punkte}"),
    "cf.tip.minister": ("{who} is Minister of {ministry}", "{who} ist Minister von {ministry}"),
    "cf.tip.secretary": ("{who} is Secretary of {ministry}", "{who} ist Sekretär von {ministry}"),
    "cf.tip.student": ("{space}: {who}", "{space}: {who}"),
    "cf.tip.tutored": ("{who}: {k} {k:p:card|cards} face down ({space})", "{who}: {k} verdeckte {k:p:Karte|Karten} ({space})"),
    "cf.tip.gift_state.0": ("{who}: {gift} not bought yet", "{who}: {gift} noch nicht gekauft"),
    "cf.tip.gift_state.1": ("{who}: {gift} available", "{who}: {gift} verfügbar"),
    "cf.tip.gift_state.2": ("{who}: {gift} given", "{who}: {gift} vergeben"),
    "cf.tip.gift_state.3": ("{who}: {gift} out of the game", "{who}: {gift} aus dem Spiel"),
    "cf.tip.gift_active": ("{who}: {gift} given to {holder}", "{who}: {gift} an {holder} gegeben"),
    "cf.tip.land": ("{land} (foreign land space {n}, {cost} cash per army)", "{land} (Feld {n} der fremden Länder, {cost} Münzen je Armee)"),
    "cf.tip.army": ("Army of {who} in {land}, box {box}", "Armee von {who} in {land}, Feld {box}"),
    "cf.tip.arrived": ("{who} has reached {land}", "{who} hat {land} erreicht"),
    "cf.tip.shipyard": ("Shipyard of {who}: {k} {k:p:junk|junks}", "Werft von {who}: {k} {k:p:Dschunke|Dschunken}"),
    "cf.tip.ocean": ("Ocean space of {who}: {k} of 5 junks", "Ozeanfeld von {who}: {k} von 5 Dschunken"),
    "cf.tip.used": ("{who} has used this action {n} {n:p:time|times} this round",
                    "{who} hat diese Aktion in dieser Runde {n}-mal genutzt"),
    "cf.tip.score": ("{who}: {n} VP", "{who}: {n} {n:p:Punkt|Punkte}"),
    "cf.prompt.chief": ("Choose the next Chief Minister.", "Wähle den nächsten Chefminister."),
    "cf.prompt.turn": ("Your turn: choose an action ({n} {n:p:cube|cubes} left) or an Emperor's Reward card.",
                       "Du bist dran: Wähle eine Aktion (noch {n} Würfel) oder eine Belohnungskarte."),
    "cf.prompt.favour": ("Imperial Favour: one more action without cubes.", "Gunst des Kaisers: eine weitere Aktion ohne Würfel."),
    "cf.prompt.extra": ("Extra Action: one action without cubes.", "Zusätzliche Aktion: eine Aktion ohne Würfel."),
    "cf.prompt.pay": ("Pay {need} {mode} card by card (paid so far: {paid}).",
                      "Zahle {need} {mode} Karte für Karte (bisher gezahlt: {paid})."),
    "cf.prompt.pay_upto": ("Commercial Income: pay up to 4 coins card by card (paid: {paid}), then stop.",
                           "Handelseinkommen: Zahle Karte für Karte bis zu 4 Münzen (gezahlt: {paid}), dann beende."),
    "cf.prompt.tutor": ("Imperial Examination: choose the student you tutor.", "Kaiserliche Prüfung: Wähle den Studenten, den du unterrichtest."),
    "cf.prompt.tutor_cards": ("Lay cards face down to tutor ({k} laid), then finish.",
                              "Lege Karten verdeckt zum Unterricht ({k} gelegt), dann beende."),
    "cf.prompt.land": ("Choose the distant land your voyage reaches ({n} to go).",
                       "Wähle das ferne Land, das deine Reise erreicht (noch {n})."),
    "cf.prompt.place": ("Your student passed: place the candidate.", "Dein Student hat bestanden: Setze den Kandidaten."),
    "cf.prompt.give": ("You drop out of the resolution: give your influence to another player.",
                       "Du scheidest aus der Wertung aus: Gib deinen Einfluss an einen anderen Spieler."),
    "cf.prompt.discard": ("Discard down to 4 cards.", "Wirf Karten bis auf 4 ab."),
    "cf.prompt.over": ("The game is over.", "Das Spiel ist vorbei."),
    "cf.ui.rules": ("Rules", "Regeln"),
    "cf.ui.rules_title": ("Open the rules at this point", "Die Regeln an dieser Stelle öffnen"),
    "cf.ui.round": ("Round {round}", "Runde {round}"),
    "cf.ui.chief": ("Chief Minister: {who}", "Chefminister: {who}"),
    "cf.ui.chief_tag": ("Chief Minister", "Chefminister"),
    "cf.ui.to_decide": ("To decide:", "Am Zug:"),
    "cf.ui.final_scores": ("Final scores", "Endstand"),
    "cf.ui.supplies": ("Draw pile {deck} · discards {discard} · reward cards {rewards} · officials {officials}",
                       "Nachziehstapel {deck} · Ablage {discard} · Belohnungskarten {rewards} · Beamte {officials}"),
    "cf.ui.paying": ("Paying for {action}: cards {cards}, {value} {mode} so far.",
                     "Zahlung für {action}: Karten {cards}, bisher {value} {mode}."),
    "cf.ui.card": ("A card of {c} {c:p:coin|coins} or {l} {l:p:licence|licences}",
                   "Eine Karte zu {c} {c:p:Münze|Münzen} oder {l} {l:p:Lizenz|Lizenzen}"),
    "cf.ui.pay_short": ("Pay", "Zahlen"),
    "cf.ui.card_short": ("Lay", "Legen"),
    "cf.ui.discard_short": ("Discard", "Abwerfen"),
    "cf.ui.play_short": ("Play", "Spielen"),
    "cf.why.elsewhere": ("{action}: choose {place}.", "{action}: wähle {place}."),
    "cf.why.cubes": ("“{action}” costs {n} {n:p:cube|cubes} now, you have {left} left.",
                     "„{action}“ kostet jetzt {n} {n:p:Würfel|Würfel}, du hast noch {left}."),
    "cf.why.money": ("“{action}” costs at least {cost} {mode}, your cards give {have}.",
                     "„{action}“ kostet mindestens {cost} {mode}, deine Karten bringen {have}."),
    "cf.why.none": ("“{action}” is not possible now.", "„{action}“ ist jetzt nicht möglich."),
    "cf.why.held": ("{who} holds {official}.", "{who} hält {official}."),
    "cf.why.place.bribe": ("an official's space in a ministry", "das Feld eines Beamten in einem Ministerium"),
    "cf.why.place.secure": ("your official's space in a ministry", "das Feld deines Beamten in einem Ministerium"),
    "cf.why.place.nominate": ("a student space of the Imperial Examination", "ein Prüfungsfeld der Kaiserlichen Prüfung"),
    "cf.why.place.invade": ("an army box of a foreign land", "ein Armeefeld eines fremden Landes"),
    "cf.why.place.buy-gift": ("a gift in your row of the Gift Tracker", "ein Geschenk in deiner Reihe der Geschenkleiste"),
    "cf.why.place.give-gift": ("the colour of who gets it, on the gift in your row of the Gift Tracker",
                               "die Farbe des Empfängers auf dem Geschenk in deiner Reihe der Geschenkleiste"),
    "cf.why.place.transfer": ("the colour of who gets it, on your official's space",
                              "die Farbe des Empfängers auf dem Feld deines Beamten"),
    "cf.why.place.petition": ("the marked place on the board (✉ or ⇄, or a shipyard)",
                              "den markierten Ort auf dem Spielplan (✉ oder ⇄, oder eine Werft)"),
    "cf.why.place.buy-junks": ("how many, with the numbers beside it", "wie viele, mit den Zahlen daneben"),
    "cf.why.place.voyage": ("how many, with the numbers beside it", "wie viele, mit den Zahlen daneben"),
    "cf.ui.no_cards": ("No cards", "Keine Karten"),
    "cf.ui.hand": ("Your hand", "Deine Hand"),
    "cf.ui.hand_of": ("Hand of {who}", "Hand von {who}"),
    "cf.ui.rewards_held": ("Emperor's Reward cards: {cards}", "Belohnungskarten: {cards}"),
    "cf.ui.tutor_laid": ("Laid face down for tutoring: {cards}", "Verdeckt zum Unterricht gelegt: {cards}"),
    "cf.ui.holds": ("{gift} ({v}) from {who}", "{gift} ({v}) von {who}"),
    "cf.ui.obliged": ("Holds gifts: {gifts}", "Hält Geschenke: {gifts}"),
    "cf.ui.stats": ("{cubes} {cubes:p:cube|cubes} · {cards} {cards:p:card|cards} · {rewards} {rewards:p:reward card|reward cards} · armies {stock} in stock, "
                    "{colonies} in the colonies · junks {yard} in the shipyard, {ocean} at sea",
                    "{cubes} Würfel · {cards} {cards:p:Karte|Karten} · {rewards} {rewards:p:Belohnungskarte|Belohnungskarten} · Armeen {stock} im Vorrat, "
                    "{colonies} in den Kolonien · Dschunken {yard} in der Werft, {ocean} auf See"),
    "cf.ui.passed": ("passed", "gepasst"),
    "cf.ui.score": ("Victory points", "Siegpunkte"),
    "cf.ui.players": ("Players", "Spieler"),
    "cf.ui.wins": ("{names} {n:p:wins|share the victory}!", "{names} {n:p:gewinnt|teilen sich den Sieg}!"),
    "cf.ui.nobody": ("nobody", "niemand"),
    "cf.ui.office": ("{office}: {who}", "{office}: {who}"),
    "cf.ui.offices": ("Offices (1 VP each)", "Ämter (je 1 Punkt)"),
    "cf.ui.how_basic": ("Ties go to the tied Admiral, then the tied Chief Minister, then the tied General.",
                        "Bei Gleichstand gewinnt der beteiligte Admiral, dann der beteiligte Chefminister, dann der beteiligte General."),
    "cf.ui.how_admiral": ("Admiral Variation: every tie goes to the Admiral.",
                          "Admiralsvariante: Jeder Gleichstand geht an den Admiral."),
    "cf.ui.total": ("Total", "Summe"),
    "cf.status.round": ("round {round}", "Runde {round}"),
    "cf.status.over": ("finished", "beendet"),
    "cf.role.chief": ("{colour}, Chief Minister", "{colour}, Chefminister"),
    "cf.setup.advanced": ("Advanced game (Petition the Emperor)", "Fortgeschrittenes Spiel (Bittschrift an den Kaiser)"),
    "cf.setup.advanced_hint": ("gifts can be spent on petitions", "Geschenke können für Bittschriften verwendet werden"),
    "cf.setup.admiral": ("Admiral Variation", "Admiralsvariante"),
    "cf.setup.admiral_hint": ("the Admiral wins every tie", "der Admiral gewinnt jeden Gleichstand"),
    "cf.text.status": ("Round {round}, {phase}. Chief Minister: {chief}.", "Runde {round}, {phase}. Chefminister: {chief}."),
    "cf.text.offices": ("Minister: {minister} ({a} VP); Secretary: {secretary} ({b} VP)",
                        "Minister: {minister} ({a} Punkte); Sekretär: {secretary} ({b} Punkte)"),
    "cf.text.wall": ("Great Wall: {k} of 9 sections built", "Große Mauer: {k} von 9 Abschnitten gebaut"),
    "cf.text.candidate": ("Face-up candidate: {candidate}", "Offener Kandidat: {candidate}"),
    "cf.sum.title": ("Ministry resolution", "Wertung der Ministerien"),
    "cf.sum.office": ("{who} ({vp} VP)", "{who} ({vp} {vp:p:Punkt|Punkte})"),
    "cf.sum.standings": ("Standings", "Zwischenstand"),
    "cf.text.lands": ("Lands", "Länder"),
    "cf.text.land": ("{land}: armies of {armies}", "{land}: Armeen von {armies}"),
    "cf.text.distant": ("{land}: reached by {who}", "{land}: erreicht von {who}"),
    "cf.text.player": ("{who} ({colour}): {score} VP; {stats}; gifts held: {gifts}",
                       "{who} ({colour}): {score} Punkte; {stats}; gehaltene Geschenke: {gifts}"),
    "cf.text.hand": ("Your hand: {a} × 1 coin, {b} × 2 coins, {c} × 3 coins",
                     "Deine Hand: {a} × 1 Münze, {b} × 2 Münzen, {c} × 3 Münzen"),
})

# The full rules texts of spaces, gifts and cards: the popovers (issue 20 item 5, markup.info_attrs).
register({f"cf.info.ministry.{m}": pair for m, pair in {
    "bingbu": ("The ministry of war. While you have a marker on one of its officials (even after it is resolved), "
               "recruiting an army costs you 4 licences instead of 6.",
               "Das Kriegsministerium. Solange du einen Marker auf einem seiner Beamten hast (auch nach der Wertung), "
               "kostet dich das Rekrutieren einer Armee 4 statt 6 Lizenzen."),
    "hubu": ("The ministry of revenue. While you have a marker on one of its officials (even after it is resolved), "
             "bribing and securing cost you 1 less, and so does a paying Bribery reward card.",
             "Das Finanzministerium. Solange du einen Marker auf einem seiner Beamten hast (auch nach der Wertung), "
             "kosten dich Bestechen und Sichern 1 weniger, ebenso eine bezahlte Bestechungs-Belohnungskarte."),
    "gongbu": ("The ministry of works. While you have a marker on one of its officials (even after it is resolved), "
               "1 / 2 / 3 / 4 junks cost you 1 / 2 / 4 / 7 instead of 1 / 3 / 6 / 10.",
               "Das Bauministerium. Solange du einen Marker auf einem seiner Beamten hast (auch nach der Wertung), "
               "kosten dich 1 / 2 / 3 / 4 Dschunken 1 / 2 / 4 / 7 statt 1 / 3 / 6 / 10."),
}.items()})
register({f"cf.info.reward.{k}": pair for k, pair in {
    "cash": ("Draw 4 cards.", "Ziehe 4 Karten."),
    "gift": ("One of your face-down gifts becomes available, without paying.",
             "Eines deiner verdeckten Geschenke wird verfügbar, ohne zu bezahlen."),
    "extra": ("Take one more action of the Actions Box this turn, without a cube.",
              "Führe in diesem Zug eine weitere Aktion des Aktionsfelds aus, ohne Würfel."),
    "bribe-bingbu": ("In Bingbu (in any unresolved ministry once Bingbu is resolved): bribe an unbribed official for "
                     "free, or take over another player's unsecured official for its cost. Your marker lies "
                     "unsecured; gifts you hold do not stop you.",
                     "In Bingbu (in jedem ungewerteten Ministerium, sobald Bingbu gewertet ist): Besteche einen "
                     "unbestochenen Beamten umsonst oder übernimm den ungesicherten Beamten eines anderen für seine "
                     "Kosten. Dein Marker liegt ungesichert; gehaltene Geschenke hindern dich nicht."),
    "bribe-hubu": ("In Hubu (in any unresolved ministry once Hubu is resolved): bribe an unbribed official for "
                   "free, or take over another player's unsecured official for its cost. Your marker lies "
                   "unsecured; gifts you hold do not stop you.",
                   "In Hubu (in jedem ungewerteten Ministerium, sobald Hubu gewertet ist): Besteche einen "
                   "unbestochenen Beamten umsonst oder übernimm den ungesicherten Beamten eines anderen für seine "
                   "Kosten. Dein Marker liegt ungesichert; gehaltene Geschenke hindern dich nicht."),
    "bribe-gongbu": ("In Gongbu (in any unresolved ministry once Gongbu is resolved): bribe an unbribed official for "
                     "free, or take over another player's unsecured official for its cost. Your marker lies "
                     "unsecured; gifts you hold do not stop you.",
                     "In Gongbu (in jedem ungewerteten Ministerium, sobald Gongbu gewertet ist): Besteche einen "
                     "unbestochenen Beamten umsonst oder übernimm den ungesicherten Beamten eines anderen für seine "
                     "Kosten. Dein Marker liegt ungesichert; gehaltene Geschenke hindern dich nicht."),
    "bribe-any": ("In any unresolved ministry: bribe an unbribed official for free, or take over another player's "
                  "unsecured official for its cost. Your marker lies unsecured; gifts you hold do not stop you.",
                  "In einem beliebigen ungewerteten Ministerium: Besteche einen unbestochenen Beamten umsonst oder "
                  "übernimm den ungesicherten Beamten eines anderen für seine Kosten. Dein Marker liegt "
                  "ungesichert; gehaltene Geschenke hindern dich nicht."),
    "insulted": ("Put an army from your colonies onto this card: it scores 2 VP and counts for the General.",
                 "Lege eine Armee aus deinen Kolonien auf diese Karte: Sie bringt 2 Punkte und zählt für den General."),
    "recruit": ("Recruit an army for free.", "Rekrutiere eine Armee umsonst."),
}.items()})
register({f"cf.info.action.{k}": pair for k, pair in {
    "bribe": ("Bribe an unbribed official of an unresolved ministry for the cost printed on it (1 less with an "
              "official in Hubu). A gift you hold may forbid it.",
              "Besteche einen unbestochenen Beamten eines ungewerteten Ministeriums für seine aufgedruckten Kosten "
              "(1 weniger mit einem Beamten in Hubu). Ein gehaltenes Geschenk kann es verbieten."),
    "secure": ("Secure one of your unsecured officials for its printed cost (1 less with an official in Hubu): "
               "nobody can take it over or replace it any more.",
               "Sichere einen deiner ungesicherten Beamten für seine aufgedruckten Kosten (1 weniger mit einem "
               "Beamten in Hubu): Niemand kann ihn mehr übernehmen oder ersetzen."),
    "nominate": ("2 cash, not in round 1: put your student on an empty student space of the examination.",
                 "2 Münzen, nicht in Runde 1: Setze deinen Studenten auf ein freies Prüfungsfeld."),
    "force-exam": ("2 cash, not in round 1: the Imperial Examination is held at court this round.",
                   "2 Münzen, nicht in Runde 1: Die Kaiserliche Prüfung findet in dieser Runde am Hof statt."),
    "buy-junks": ("Buy 1 to 4 junks into your shipyard for 1 / 3 / 6 / 10 cash (1 / 2 / 4 / 7 with an official in "
                  "Gongbu).",
                  "Kaufe 1 bis 4 Dschunken in deine Werft für 1 / 3 / 6 / 10 Münzen (1 / 2 / 4 / 7 mit einem Beamten "
                  "in Gongbu)."),
    "voyage": ("Sail junks from your shipyard to the ocean, 1 licence each. Every fifth junk at sea completes a voyage "
               "to a distant land you have not reached yet.",
               "Schicke Dschunken aus deiner Werft aufs Meer, 1 Lizenz je Dschunke. Jede fünfte Dschunke auf See "
               "vollendet eine Reise in ein fernes Land, in dem du noch nicht warst."),
    "recruit": ("Recruit an army from your stock into your colonies for 6 licences (4 with an official in Bingbu).",
                "Rekrutiere eine Armee aus deinem Vorrat in deine Kolonien für 6 Lizenzen (4 mit einem Beamten in "
                "Bingbu)."),
    "invade": ("Send an army from your colonies to an empty box of a foreign land, paying that land's cash cost.",
               "Schicke eine Armee aus deinen Kolonien auf ein freies Feld eines fremden Landes und bezahle dessen "
               "Kosten in Münzen."),
    "buy-gift": ("Pay a gift's value in cash: that face-down gift of yours becomes available.",
                 "Bezahle den Wert eines Geschenks in Münzen: Dieses verdeckte Geschenk wird verfügbar."),
    "give-gift": ("Give one of your available gifts to another player, who is then obliged to you.",
                  "Gib eines deiner verfügbaren Geschenke einem anderen Spieler, der dir dann verpflichtet ist."),
    "transfer": ("No cube, but your whole turn: your marker on an official of an unresolved ministry becomes another "
                 "player's. It cancels the gift that player gave you.",
                 "Kein Würfel, aber dein ganzer Zug: Dein Marker auf einem Beamten eines ungewerteten Ministeriums "
                 "wird der eines anderen Spielers. Das hebt das Geschenk auf, das er dir gab."),
    "petition": ("Advanced game only, always 2 cubes: an available gift of value 2 to 6 leaves the game for its "
                 "effect: 2 moves up to 2 junks from one shipyard to another player's, 3 takes over a student space, "
                 "4 swaps one of your officials with one of equal or lower seniority, 5 moves an army to another "
                 "box, 6 makes an unsecured marker a secured marker of any player.",
                 "Nur im fortgeschrittenen Spiel, immer 2 Würfel: Ein verfügbares Geschenk im Wert 2 bis 6 verlässt "
                 "das Spiel für seine Wirkung: 2 versetzt bis zu 2 Dschunken von einer Werft in die eines anderen "
                 "Spielers, 3 übernimmt ein Prüfungsfeld, 4 tauscht einen deiner Beamten mit einem gleich- oder "
                 "niederrangigen, 5 versetzt eine Armee auf ein anderes Feld, 6 macht einen ungesicherten Marker zum "
                 "gesicherten Marker eines beliebigen Spielers."),
    "commercial": ("Once a round, always 1 cube: pay cards worth up to 4 coins and draw one card more than the coins "
                   "you paid.",
                   "Einmal pro Runde, immer 1 Würfel: Zahle Karten im Wert von bis zu 4 Münzen und ziehe eine Karte "
                   "mehr, als du Münzen gezahlt hast."),
    "tax": ("Draw 2 cards.", "Ziehe 2 Karten."),
    "no-action": ("Always 1 cube: nothing happens.", "Immer 1 Würfel: Es passiert nichts."),
}.items()})
register({
    "cf.info.cubes": ("An action costs 1 cube the first time in a round and 2 for every repeat; Bribe and Secure, "
                      "Buy Junks and Start a Voyage, Recruit and Send an army count as one.",
                      "Eine Aktion kostet beim ersten Mal in einer Runde 1 Würfel, bei jeder Wiederholung 2; Bestechen "
                      "und Sichern, Dschunken kaufen und Reise beginnen, Rekrutieren und Armee entsenden zählen "
                      "zusammen."),
    "cf.info.head.reward": ("Emperor's Reward card: {card}", "Belohnungskarte des Kaisers: {card}"),
    "cf.info.reward_rule": ("Play it instead of an action in your turn (not after you passed, not as Imperial "
                            "Favour).",
                            "Spiele sie in deinem Zug statt einer Aktion (nicht nach dem Passen, nicht als Gunst des "
                            "Kaisers)."),
    "cf.info.resolution": ("When all 7 spaces hold officials with markers, the ministry is resolved at court: the "
                           "player with the least influence drops out and hands it to another, until two are left; "
                           "the stronger becomes Minister, the other Secretary, and each scores a chit.",
                           "Wenn alle 7 Felder Beamte mit Markern tragen, wird das Ministerium am Hof gewertet: Wer am "
                           "wenigsten Einfluss hat, scheidet aus und gibt ihn einem anderen, bis zwei übrig sind; der "
                           "Stärkere wird Minister, der andere Sekretär, und jeder erhält ein Plättchen."),
    "cf.info.official": ("Space {space} of {ministry} (space 1 is the most senior). Bribe the official on it for the "
                         "cost printed on it, in cash: your marker lies on it, unsecured. Securing it costs the same "
                         "again; an unsecured official can be taken over with a Bribery reward card or replaced by a "
                         "candidate who passed the examination. Every official with your marker is one influence in "
                         "the ministry's resolution.",
                         "Feld {space} von {ministry} (Feld 1 ist das ranghöchste). Besteche den Beamten darauf für "
                         "seine aufgedruckten Kosten in Münzen: Dein Marker liegt ungesichert auf ihm. Ihn zu sichern, "
                         "kostet noch einmal dasselbe; einen ungesicherten Beamten kann man mit einer "
                         "Bestechungs-Belohnungskarte übernehmen oder durch einen Kandidaten ersetzen, der die Prüfung "
                         "bestanden hat. Jeder Beamte mit deinem Marker ist ein Einfluss bei der Wertung des "
                         "Ministeriums."),
    "cf.info.minister": ("When {ministry} is resolved, the stronger of the last two players becomes its Minister and "
                         "scores the higher chit. The marker here counts for the Chief Minister office at the end.",
                         "Bei der Wertung von {ministry} wird der Stärkere der letzten beiden Spieler Minister und "
                         "erhält das höhere Plättchen. Der Marker hier zählt am Ende für das Amt des Chefministers."),
    "cf.info.secretary": ("When {ministry} is resolved, the weaker of the last two players becomes its Secretary and "
                          "scores the lower chit. The marker here counts for the Chief Minister office at the end.",
                          "Bei der Wertung von {ministry} wird der Schwächere der letzten beiden Spieler Sekretär und "
                          "erhält das niedrigere Plättchen. Der Marker hier zählt am Ende für das Amt des "
                          "Chefministers."),
    "cf.info.student": ("Nominating a student here costs 2 cash (not in round 1, one student of yours at a time). The "
                        "examination is held at court when both spaces are taken or it was forced: from the Chief "
                        "Minister on, players tutor a student with cards laid face down; more coins win, the red "
                        "space wins a tie. The winner places the face-up candidate as a secured official.",
                        "Einen Studenten hier zu setzen, kostet 2 Münzen (nicht in Runde 1, nur ein eigener Student "
                        "zugleich). Die Prüfung findet am Hof statt, wenn beide Felder besetzt sind oder sie erzwungen "
                        "wurde: Ab dem Chefminister unterrichten die Spieler einen Studenten mit verdeckten Karten; "
                        "mehr Münzen gewinnen, bei Gleichstand das rote Feld. Der Sieger setzt den offenen Kandidaten "
                        "als gesicherten Beamten ein."),
    "cf.info.head.gift": ("Gift {v}: {gift}", "Geschenk {v}: {gift}"),
    "cf.info.gift": ("Buy it for {v} cash to make it available, then give it to another player, who is obliged to "
                     "you: they may not give you a lower gift, may not bribe in a ministry where you have a bribed "
                     "official and they have as much influence, must tutor your student in a contested examination, "
                     "and give you their influence if they drop out of a resolution. Gifts given and held set your "
                     "cubes: none 3, 1 or 2 give 4, 3 or more give 5.",
                     "Kaufe es für {v} Münzen, dann ist es verfügbar; gib es einem anderen Spieler, der dir dann "
                     "verpflichtet ist: Er darf dir kein niedrigeres Geschenk geben, nicht in einem Ministerium "
                     "bestechen, in dem du einen bestochenen Beamten hast und er mindestens so viel Einfluss, muss in "
                     "einer umkämpften Prüfung deinen Studenten unterrichten und gibt dir seinen Einfluss, wenn er "
                     "aus einer Wertung ausscheidet. Gegebene und gehaltene Geschenke bestimmen deine Würfel: keines "
                     "3, 1 oder 2 ergeben 4, 3 oder mehr ergeben 5."),
    "cf.info.head.favour": ("Imperial Favour", "Gunst des Kaisers"),
    "cf.info.favour": ("The Chief Minister puts one cube here at the start of the round. When everyone has passed, the "
                       "Chief Minister takes one more action of the Actions Box without a cube (not a reward card).",
                       "Der Chefminister legt zu Rundenbeginn einen Würfel hierher. Wenn alle gepasst haben, führt der "
                       "Chefminister eine weitere Aktion des Aktionsfelds ohne Würfel aus (keine Belohnungskarte)."),
    "cf.info.land": ("Send armies here with the action Send an army, {cost} cash each. A full land is conquered at "
                     "court and every army scores the VP of its box; when the Great Wall forces the invasion, it "
                     "fails unless the land is full. Either way the army in the ★ box draws an Emperor's Reward "
                     "card. Armies stay and count for the General.",
                     "Schicke mit der Aktion Armee entsenden Armeen hierher, je {cost} Münzen. Ein volles Land wird "
                     "am Hof erobert und jede Armee erhält die Punkte ihres Felds; erzwingt die Große Mauer den "
                     "Einmarsch, scheitert er, wenn das Land nicht voll ist. In jedem Fall zieht die Armee auf dem "
                     "★-Feld eine Belohnungskarte. Armeen bleiben und zählen für den General."),
    "cf.info.distant": ("A completed voyage (the fifth junk at sea) reaches a distant land you have not reached yet. "
                        "The first to arrive takes its chit's VP; every arrival draws an Emperor's Reward card while "
                        "any are left. Lands reached count for the Admiral.",
                        "Eine vollendete Reise (die fünfte Dschunke auf See) erreicht ein fernes Land, in dem du noch "
                        "nicht warst. Wer zuerst ankommt, erhält die Punkte seines Plättchens; jede Ankunft zieht eine "
                        "Belohnungskarte, solange welche da sind. Erreichte Länder zählen für den Admiral."),
    "cf.info.wall": ("One section of the Great Wall is built at every court. Sections 4, 6 and 8 force the invasion "
                     "of foreign land 1, 2 and 3 that round; after the ninth the game ends with the round.",
                     "An jedem Hof wird ein Abschnitt der Großen Mauer gebaut. Die Abschnitte 4, 6 und 8 erzwingen in "
                     "dieser Runde den Einmarsch in fremdes Land 1, 2 und 3; nach dem neunten endet das Spiel mit der "
                     "Runde."),
    "cf.info.fleet": ("Junks bought wait in your shipyard; Start a Voyage sails them to the ocean, 1 licence each. "
                      "With the fifth junk at sea you complete a voyage to a distant land and the five come back. "
                      "Junks at sea count for the Admiral.",
                      "Gekaufte Dschunken warten in deiner Werft; Reise beginnen schickt sie aufs Meer, 1 Lizenz je "
                      "Dschunke. Mit der fünften Dschunke auf See vollendest du eine Reise in ein fernes Land, und die "
                      "fünf kommen zurück. Dschunken auf See zählen für den Admiral."),
    "cf.info.head.card": ("Card: {c} {c:p:coin|coins} or {l} {l:p:licence|licences}",
                          "Karte: {c} {c:p:Münze|Münzen} oder {l} {l:p:Lizenz|Lizenzen}"),
    "cf.info.card": ("It pays {c} {c:p:coin|coins} or {l} {l:p:licence|licences}, never mixed within one payment, and "
                     "no change is given. In the examination its coins count for the student you tutor. At the end "
                     "of a round you keep at most 4 cards.",
                     "Sie zahlt {c} {c:p:Münze|Münzen} oder {l} {l:p:Lizenz|Lizenzen}, nie gemischt in einer Zahlung, "
                     "und Wechselgeld gibt es nicht. In der Prüfung zählen ihre Münzen für den Studenten, den du "
                     "unterrichtest. Am Ende einer Runde behältst du höchstens 4 Karten."),
    "cf.info.pair": ("{a}\n{b}", "{a}\n{b}"),
})
