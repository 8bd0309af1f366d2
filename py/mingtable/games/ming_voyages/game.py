"""The Ming Voyages: the flow of a game (or a two-game match) as plain data.

The flow is a stack of frames in the state (``State.stack``, ``state.py``): the rules run
until a player must decide, the :class:`Decision` waits in ``State.pending``, and the chosen
action id resumes the frame that asked. Forced steps are carried out at once; the solo
Barbarian bot (``bot.py``) decides inline and never waits. So a state copies and pickles like
any plain data (docs/architecture.md, "States that copy"). The card actions (``effects.py``)
and the bot run on :class:`Game` through ``state.Flow`` and never import this module.
Clause numbers (R1-R18) refer to docs/rules/ming-voyages.md.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, Callable

from ...engine.actions import Action
from ...engine.errors import MingTableError
from ...engine.game import GameInfo
from ...engine.rng import Rng
from ...i18n import DEFAULT_LANG, Message, T, tr
from . import bot as solo, data, effects, rules
from .data import BARBARIAN, BORDERLANDS, EMPEROR, HEARTLAND, HOMELANDS, SEA
from .state import Decision, Frame, State, Step, frame
from .texts import area as area_name, card as card_name, count as amount, dice as dice_text, half as half_text, where
from .view import view


INFO = GameInfo(
    id="ming-voyages",
    title="The Ming Voyages",
    designer="D. J. Mortimer & A. Paull",
    min_players=1,
    max_players=2,
    options={"emperor": 0, "difficulty": "normal", "match": False},
)

EMPEROR_COMMANDS = ("muster", "move", "attack", "taxes", "junks", "voyage")
BARBARIAN_COMMANDS = ("gather", "move", "attack", "resources", "settle")
PIECE_NOUN = {"armies": "army", "hordes": "horde", "settlements": "settlement", "junks": "junk", "gold": "gold"}
REROLL_SUBSETS = tuple(
    "".join(str(i + 1) for i in combo) for k in (1, 2, 3) for combo in combinations(range(3), k)
)


def other(side: str) -> str:
    return BARBARIAN if side == EMPEROR else EMPEROR


def command_name(side: str, key: str) -> Message:
    """A command action's name (catalogue message)."""
    return T(f"mv.cmd.{side}.{key}")


def result_summary(result: dict[str, Any]) -> Message:
    """One game's result in words: "Game 1: the Emperor wins a major victory." """
    winner = T(f"mv.winner.{result['winner']}")
    if result["kind"] == "major":
        return T("mv.log.major", game=result["game"], winner=winner)
    return T("mv.log.weak", game=result["game"], winner=winner, e=result["emperor_sum"], b=result["barbarian_sum"])


# ==== the procedure ==================================================================
#
# The flow is an explicit stack of frames (``State.stack``): plain dicts naming a step
# (``"step"``), where it stands in it (``"pc"``), its parameters and its locals. The driver
# (:meth:`Game.advance`) runs the top frame until it asks a seat (the :class:`Decision`
# becomes ``State.pending``), calls a child step (pushed; its ``"value"`` comes back to the
# parent as ``"ret"``) or ends (popped). An answer comes back to the asking frame as
# ``"ret"``. A step asks only at the start of a stretch that changes nothing before the
# question (``"ask"`` keeps where), so a question can be asked again after the hidden
# cards were resampled (:func:`determinize`).


class Game:
    """Runs the rules on one :class:`State`; its steps advance the frames of ``state.stack``."""

    def __init__(self, state: State, rng: Rng, log: list[Any]) -> None:
        self.s = state
        self.rng = rng
        self.log = log

    # -- the driver ------------------------------------------------------------------
    def advance(self, answer: str | None) -> None:
        """Give ``answer`` to the asking frame, then run until the next decision or the end."""
        s = self.s
        stack = s.stack
        if answer is not None:
            stack[-1]["ret"] = answer
        s.pending = None
        while stack:
            f = stack[-1]
            out = STEPS[f["step"]](self, f)
            if out is None:
                stack.pop()
                if stack:
                    stack[-1]["ret"] = f.get("value")
            elif isinstance(out, Decision):
                s.pending = out
                return
            else:
                stack.append(out)

    def ask_again(self) -> None:
        """Pose the pending question again from the state as it is now (its options may
        name hidden cards that were resampled)."""
        s = self.s
        if s.pending is None:
            return
        f = s.stack[-1]
        f["pc"] = f["ask"]
        out = STEPS[f["step"]](self, f)
        assert isinstance(out, Decision), "a question must be asked again from a still position"
        s.pending = out

    # -- small helpers ---------------------------------------------------------------
    def who(self, side: str, start: bool = True, object_: bool = False) -> Message:
        """The player of ``side`` ("Ann (the Emperor)", "The Barbarian bot"); ``start``: at
        the start of a sentence, ``object_``: as an object (German "den Barbaren-Bot")."""
        seat = self.s.seat(side)
        if seat is None:
            return T("mv.who.bot.object" if object_ else "mv.who.bot.start" if start else "mv.who.bot")
        return T("mv.who.player", name=self.s.names[seat], role=T(f"mv.role.{side}"))

    def say(self, message: Message) -> None:
        self.log.append(message)

    def roll(self, n: int) -> list[int]:
        self.s.barrier = True
        return [self.rng.below(6) + 1 for _ in range(n)]

    def choose(
        self, f: Frame, then: int, side: str, kind: str, prompt: Message, options: list[Action],
        bot: Callable[[list[Action]], str] | None = None, context: dict[str, Any] | None = None,
    ) -> Decision | None:
        """Ask ``side`` to pick one of ``options``; the answer comes back in ``f["ret"]`` and
        the frame goes on at ``then``. The solo bot answers at once through ``bot`` (None is
        returned); a seat gets the :class:`Decision` to wait for. ``context`` names what the
        decision is about (shown in the view)."""
        if not options:
            raise AssertionError(f"no options for {kind}")
        f["ask"] = f["pc"]
        f["pc"] = then
        seat = self.s.seat(side)
        if seat is None:
            self.s.barrier = True  # the bot's decisions are another player's: never undone
            f["ret"] = (bot or solo.default_choice(self, kind))(options)
            return None
        return Decision(seat, kind, prompt, options, dict(context or {}))

    # -- the game --------------------------------------------------------------------
    def st_run(self, f: Frame) -> Step:
        """A single game, or a two-game match with sides swapped for the second."""
        s = self.s
        while True:
            pc = f["pc"]
            if pc == 0:
                if f["game_no"] > (2 if s.match else 1):
                    s.phase = "over"
                    return None
                if f["game_no"] == 2:
                    first = s.results[-1]
                    f["ask"], f["pc"] = 0, 1
                    return Decision(
                        1 - s.emperor_seat if not s.solo else 0,
                        "next-game",
                        T("mv.prompt.next-game"),
                        [Action("next-game", T("mv.act.next-game", summary=result_summary(first)))],
                    )
                f["pc"] = 2
            elif pc == 1:
                s.emperor_seat = 1 - s.emperor_seat
                f["pc"] = 2
            elif pc == 2:
                s.game_no = f["game_no"]
                self.setup()
                f["pc"] = 3
                return frame("play_game")
            else:
                result = f["ret"]
                s.results.append(result)
                self.score(s.stage, result)
                self.say(result_summary(result))
                f["game_no"] += 1
                f["pc"] = 0

    def setup(self) -> None:
        """Setup (A-G): hordes, armies, gold, a junk, a random completed voyage, hands."""
        s = self.s
        s.stage, s.round, s.phase = 1, 0, "setup"
        s.armies = {a: 0 for a in (HEARTLAND, *BORDERLANDS)}
        s.hordes = {a: 0 for a in (*BORDERLANDS, *HOMELANDS)}
        s.settlements = {a: 0 for a in (*BORDERLANDS, *HOMELANDS)}
        for h in HOMELANDS:
            s.hordes[h] = 1
        for b in BORDERLANDS:
            s.armies[b] = 1
        s.gold_h, s.gold_sea, s.junks_sea = 1, 0, 1
        s.voyages = [False] * 7
        first = self.roll(1)[0]
        s.voyages[first - 1] = True
        s.deck = list(data.CARD_IDS)
        self.rng.shuffle(s.deck)
        s.discard, s.in_play, s.set_aside = [], [], []
        s.hands = {BARBARIAN: [s.deck.pop() for _ in range(data.HAND_BARBARIAN)], EMPEROR: []}
        s.hands[EMPEROR] = [s.deck.pop() for _ in range(data.HAND_EMPEROR)]
        s.reserves = {EMPEROR: [], BARBARIAN: []}
        s.seen = {side: list(s.hands[side]) for side in data.SIDES}
        s.combat = s.last_combat = s.last_roll = None
        if s.solo:
            s.bot_deck = list(range(8))
            self.rng.shuffle(s.bot_deck)
            s.bot_discard, s.bot_card = [], None
            extra = data.BOT_SETUP[s.difficulty]
            for b in extra["borderlands"]:  # the bot starts there instead of the Emperor
                s.armies[b], s.hordes[b] = 0, 1
            for h in HOMELANDS:
                s.hordes[h] += extra["hordes"]
        self.say(T("mv.log.setup", game=s.game_no, emperor=self.who(EMPEROR), barbarian=self.who(BARBARIAN, object_=True),
                   v=first, name=T(f"mv.voyage.{first}")))

    def st_play_game(self, f: Frame) -> Step:
        """Rounds of draw / Emperor / Barbarian / swap over two stages (R13, R14, R15); the
        result comes back as the frame's value."""
        s = self.s
        while True:
            pc = f["pc"]
            if pc == 0:
                s.round += 1
                if s.deck:
                    s.phase = "draw"
                    drawn = [s.deck.pop() for _ in range(min(data.DRAW, len(s.deck)))]
                    s.hands[EMPEROR].extend(drawn)
                    s.seen[EMPEROR].extend(drawn)
                    s.barrier = True  # a hidden draw: an undo barrier
                    self.say(T("mv.log.draw", stage=s.stage, round=s.round, who=self.who(EMPEROR), cards=amount(len(drawn), "card")))
                f["pc"] = 1
                if s.hands[EMPEROR]:
                    return frame("phase", side=EMPEROR)
            elif pc == 1:
                if s.done() == 7:
                    f["value"] = self.result("major", EMPEROR)
                    return None
                if s.stage == 2 and not s.deck and not s.hands[EMPEROR] and not s.hands[BARBARIAN]:
                    f["value"] = self.weak_result()
                    return None
                if s.hands[BARBARIAN]:
                    f["pc"] = 2
                    return frame("phase", side=BARBARIAN)
                f["pc"] = 3
            elif pc == 2:
                if all(s.barbarian_holds(b) for b in BORDERLANDS):
                    f["value"] = self.result("major", BARBARIAN)
                    return None
                f["pc"] = 3
            else:
                s.hands[EMPEROR], s.hands[BARBARIAN] = s.hands[BARBARIAN], s.hands[EMPEROR]
                for side in data.SIDES:  # R16: each side now knows the cards it received
                    s.seen[side].extend(c for c in s.hands[side] if c not in s.seen[side])
                self.say(T("mv.log.swap"))
                if s.stage == 1 and not s.deck:
                    self.score(1)
                    s.deck = s.discard + s.reserves[EMPEROR] + s.reserves[BARBARIAN]
                    s.discard, s.reserves = [], {EMPEROR: [], BARBARIAN: []}
                    self.rng.shuffle(s.deck)
                    s.stage, s.round = 2, 0
                    # both sides have just held both hands; earlier cards may come back in draws
                    s.seen = {side: s.hands[EMPEROR] + s.hands[BARBARIAN] for side in data.SIDES}
                    self.say(T("mv.log.stage-end", cards=amount(len(s.deck), "card")))
                if s.stage == 2 and not s.deck and not s.hands[EMPEROR]:
                    f["value"] = self.weak_result()
                    return None
                f["pc"] = 0

    def result(self, kind: str, winner: str) -> dict[str, Any]:
        s = self.s
        e_sum, b_sum, _ = rules.weak_victory(
            s.done(), sum(s.emperor_holds(b) for b in BORDERLANDS), sum(s.barbarian_holds(b) for b in BORDERLANDS)
        )
        points = rules.match_points(kind, winner, e_sum, b_sum)
        result = {
            "game": s.game_no,
            "kind": kind,
            "winner": winner,
            "winner_seat": s.seat(winner),
            "emperor_seat": s.emperor_seat,
            "emperor_sum": e_sum,
            "barbarian_sum": b_sum,
            "points": points,
            "voyages": s.done(),
        }
        # in English for the outcome (and the CLI); the app words it from the fields
        result["summary"] = tr(result_summary(result), DEFAULT_LANG)
        return result

    def score(self, stage: int, result: dict[str, Any] | None = None) -> None:
        """The scoring summary at the end of ``stage`` (and of the game, with its ``result``):
        per side the figures of the weak-victory sums (R15) and how the game stands or ended."""
        s = self.s
        e_lands = sum(s.emperor_holds(b) for b in BORDERLANDS)
        b_lands = sum(s.barbarian_holds(b) for b in BORDERLANDS)
        e_sum, b_sum, leader = rules.weak_victory(s.done(), e_lands, b_lands)
        if result is None:
            outcome: dict[str, Any] = {"kind": None, "leader": leader}
        else:
            outcome = {"kind": result["kind"], "winner": result["winner"], "points": dict(result["points"])}
        s.scoring = {
            "id": f"game{s.game_no}-" + ("end" if result else f"stage{stage}"),
            "game": s.game_no,
            "stage": stage,
            "final": result is not None,
            "match": s.match,
            "sides": {
                EMPEROR: {"seat": s.seat(EMPEROR), "voyages": s.done(), "borderlands": e_lands, "sum": e_sum},
                BARBARIAN: {"seat": s.seat(BARBARIAN), "open_voyages": 7 - s.done(), "borderlands": b_lands, "sum": b_sum},
            },
            "result": outcome,
        }

    def weak_result(self) -> dict[str, Any]:
        s = self.s
        _, _, winner = rules.weak_victory(
            s.done(), sum(s.emperor_holds(b) for b in BORDERLANDS), sum(s.barbarian_holds(b) for b in BORDERLANDS)
        )
        return self.result("weak", winner)

    # -- one player's phase -------------------------------------------------------------
    def st_phase(self, f: Frame) -> Step:
        """Play one card (R12): into reserve, for command points, or for its card action,
        with the opponent's reaction before or after (R1)."""
        s = self.s
        side = f["side"]
        pc = f["pc"]
        if pc == 0:
            s.phase = side
            if s.is_bot(side):
                f["pc"] = 2
                return frame("bot_phase")
            return self.choose(f, 1, side, "play", T("mv.prompt.play"), self.play_options(side))
        if pc == 1:
            f["pc"] = 2
            return frame("resolve_play", side=side, choice=f["ret"])
        s.discard.extend(s.in_play + s.set_aside)
        s.in_play, s.set_aside = [], []
        if s.combat:
            s.last_combat, s.combat = s.combat, None
        return None

    def play_options(self, side: str) -> list[Action]:
        s = self.s
        out: list[Action] = []
        for cid in s.hands[side]:
            name = T("mv.act.card-cp", card=card_name(cid), cp=data.CARDS[cid]["cp"])
            uses = self.card_uses(side, cid)
            if len(s.reserves[side]) < data.RESERVE_LIMIT:
                out.append(Action(f"reserve-{cid}", T("mv.act.reserve", name=name)))
            out.extend(uses)
            if not uses and len(s.reserves[side]) >= data.RESERVE_LIMIT:
                out.append(Action(f"discard-{cid}", T("mv.act.discard", name=name)))
        return out

    def card_uses(self, side: str, cid: str) -> list[Action]:
        """Command actions and the own card action this card can be played for now."""
        cp = data.CARDS[cid]["cp"]
        out = []
        commands = EMPEROR_COMMANDS if side == EMPEROR else BARBARIAN_COMMANDS
        boost = max((data.CARDS[r]["cp"] for r in self.s.reserves[side]), default=0) if side == BARBARIAN else 0
        for key in commands:
            if self.command_possible(side, key, cp + boost):
                out.append(Action(f"command-{cid}-{key}", T("mv.act.command", card=card_name(cid), cp=cp, command=command_name(side, key))))
        half = effects.own_half(self.s, side, cid)
        if half is not None and effects.executable(self, side, cid, half):
            out.append(Action(f"card-{cid}", T("mv.act.card", card=card_name(cid), text=half_text(cid, half))))
        return out

    def st_resolve_play(self, f: Frame) -> Step:
        s = self.s
        side, choice = f["side"], f["choice"]
        opponent = other(side)
        while True:
            pc = f["pc"]
            if pc == 0:
                head, _, rest = choice.partition("-")
                cid = rest[:3]
                s.hands[side].remove(cid)
                if head == "reserve":
                    s.reserves[side].append(cid)
                    self.say(T("mv.log.reserve", who=self.who(side)))
                    return None
                s.in_play.append(cid)
                if head == "discard":
                    self.say(T("mv.log.discard", who=self.who(side), card=card_name(cid)))
                    return None
                f["cid"] = cid
                f["reaction"] = effects.own_half(s, opponent, cid) is not None
                # the solo bot always lets the Emperor react after its order
                if f["reaction"] and not s.is_bot(side):
                    f["pc"] = 1
                else:
                    f["ret"], f["pc"] = "after", 2
            elif pc == 1:
                cid = f["cid"]
                return self.choose(f, 2, side, "timing", self.timing_prompt(opponent, cid), self.timing_options(opponent, cid))
            elif pc == 2:
                f["timing"] = f["ret"]
                f["pc"] = 3
                if f["timing"] == "before":
                    return frame("reaction", side=opponent, cid=f["cid"])
            elif pc == 3:
                f["pc"] = 4
                return frame("own_use", side=side, cid=f["cid"], choice=choice, after_reaction=f["timing"] == "before")
            elif pc == 4:
                f["pc"] = 5
                if f["reaction"] and f["timing"] == "after":
                    return frame("reaction", side=opponent, cid=f["cid"])
            else:
                return None

    def timing_prompt(self, opponent: str, cid: str) -> Message:
        return T("mv.prompt.timing", card=card_name(cid), who=self.who(opponent, object_=True))

    @staticmethod
    def timing_options(opponent: str, cid: str) -> list[Action]:
        return [
            Action("before", T("mv.act.before", card=card_name(cid))),
            Action("after", T("mv.act.after", card=card_name(cid))),
        ]

    def st_own_use(self, f: Frame) -> Step:
        """Carry out the declared use; after a reaction that made it impossible, pick
        another use of the same card, or lose it (R1 step 4)."""
        side, cid = f["side"], f["cid"]
        while True:
            pc = f["pc"]
            if pc == 0:
                choice = f["choice"]
                if choice.startswith("command-"):
                    key = choice.rsplit("-", 1)[1]
                    possible = self.command_possible(side, key, data.CARDS[cid]["cp"] + self.best_boost(side))
                else:
                    half = effects.own_half(self.s, side, cid)
                    possible = half is not None and effects.executable(self, side, cid, half)
                if possible:
                    f["ret"], f["pc"] = choice, 2
                elif not f["after_reaction"] or not self.card_uses(side, cid):
                    self.say(T("mv.log.lost-use", who=self.who(side), card=card_name(cid)))
                    return None
                else:
                    f["pc"] = 1
            elif pc == 1:
                return self.choose(f, 2, side, "play", T("mv.prompt.replan", card=card_name(cid)), self.card_uses(side, cid))
            elif pc == 2:
                choice = f["ret"]
                f["pc"] = 3
                if choice.startswith("command-"):
                    return frame("command", side=side, key=choice.rsplit("-", 1)[1], cp=data.CARDS[cid]["cp"], cid=cid)
                half = effects.own_half(self.s, side, cid)
                self.say(T("mv.log.plays-action", who=self.who(side), card=card_name(cid), text=half_text(cid, half)))
                child = effects.run(self, side, cid, half)
                if child is not None:
                    return child
            else:
                return None

    def st_reaction(self, f: Frame) -> Step:
        """The opponent's card action during the active player's phase (R1, R2, R3)."""
        side, cid = f["side"], f["cid"]
        while True:
            pc = f["pc"]
            if pc == 0:
                half = effects.own_half(self.s, side, cid)
                if half is None:
                    return None
                if not effects.executable(self, side, cid, half):
                    self.say(T("mv.log.cannot-react", who=self.who(side), card=card_name(cid)))
                    return None
                f["half"], f["pc"] = half, 1
            elif pc == 1:
                half = f["half"]
                d = self.choose(
                    f, 2, side, "reaction", T("mv.prompt.react", card=card_name(cid), text=half_text(cid, half)),
                    [Action("react", T("mv.act.react", text=half_text(cid, half))), Action("decline", T("mv.act.decline"))],
                    bot=lambda opts: "react" if solo.carries_out(self, cid, half) else "decline",
                    context={"card": cid},  # the card in play whose half answers (its button is on that card)
                )
                if d is not None:
                    return d
            elif pc == 2:
                half = f["half"]
                if f["ret"] == "decline":
                    self.say(T("mv.log.no-reaction", who=self.who(side)))
                    return None
                self.say(T("mv.log.reacts", who=self.who(side), card=card_name(cid), text=half_text(cid, half)))
                f["pc"] = 3
                child = effects.run(self, side, cid, half)
                if child is not None:
                    return child
            else:
                return None

    def best_boost(self, side: str) -> int:
        if side != BARBARIAN:
            return 0
        return max((data.CARDS[r]["cp"] for r in self.s.reserves[side]), default=0)

    # -- command actions -----------------------------------------------------------------
    def command_possible(self, side: str, key: str, cp: int) -> bool:
        """Whether a command action can use at least 1 CP now (R11)."""
        s = self.s
        if cp < 1:
            return False
        if side == EMPEROR:
            if key == "muster":
                return s.supply("armies") > 0
            if key == "taxes":
                return s.supply("gold") > 0
            if key == "junks":
                return s.supply("junks") > 0
            if key == "voyage":
                return self.voyage_possible()
        else:
            if key == "gather":
                return s.supply("hordes") > 0
            if key == "resources":
                return s.supply("settlements") > 0
            if key == "settle":
                return bool(self.settle_paths())
        if key == "move":
            return any(self.move_targets(side, a) for a in self.move_origins(side))
        if key == "attack":
            return bool(self.attack_targets(side))
        raise AssertionError(key)

    def st_command(self, f: Frame) -> Step:
        """One command action with the card's CP; the Barbarian may add one reserve card's
        CP first (R4)."""
        s = self.s
        side, key = f["side"], f["key"]
        label = command_name(side, key)
        while True:
            pc = f["pc"]
            if pc == 0:
                f["pc"] = 1 if side == BARBARIAN and s.reserves[BARBARIAN] and not s.is_bot(side) else 3
            elif pc == 1:
                opts = [Action("no-boost", T("mv.act.no-boost", cp=f["cp"]))] + [
                    Action(f"boost-{r}", T("mv.act.boost", card=card_name(r), cp=data.CARDS[r]["cp"]))
                    for r in s.reserves[BARBARIAN]
                ]
                d = self.choose(f, 2, side, "boost", T("mv.prompt.boost", command=label), opts, context={"command": key, "cp": f["cp"]})
                if d is not None:
                    return d
            elif pc == 2:
                if f["ret"] != "no-boost":
                    f["cp"] += self.reveal(side, f["ret"].removeprefix("boost-"))
                f["pc"] = 3
            elif pc == 3:
                self.say(T("mv.log.plays-command", who=self.who(side), card=card_name(f["cid"]), cp=f["cp"], command=label))
                f["pc"] = 4
                return self.command_frame(side, key, f["cp"])
            else:
                return None

    def reveal(self, side: str, rid: str) -> int:
        """Reveal a reserve card; it is set aside and discarded at the end of the phase."""
        self.s.reserves[side].remove(rid)
        self.s.set_aside.append(rid)
        self.s.barrier = True  # a revealed secret: an undo barrier
        self.say(T("mv.log.reveals", who=self.who(side), card=card_name(rid), cp=data.CARDS[rid]["cp"]))
        return data.CARDS[rid]["cp"]

    def command_frame(self, side: str, key: str, cp: int) -> Frame:
        """The step that carries out command ``key`` of ``side`` with ``cp`` CP (R11)."""
        s = self.s
        if side == EMPEROR:
            if key == "muster":
                return self.place_each(EMPEROR, "armies", min(cp, s.supply("armies")), [HEARTLAND], minimum=1)
            if key == "taxes":
                return self.place_each(EMPEROR, "gold", min(cp, s.supply("gold")), [HEARTLAND], minimum=1)
            if key == "junks":
                return self.place_each(EMPEROR, "junks", min(cp, s.supply("junks")), [SEA], minimum=1)
            if key == "voyage":
                return self.voyage(EMPEROR, min(cp, 3), 0)
        else:
            if key == "gather":
                return self.place_each(BARBARIAN, "hordes", min(cp, s.supply("hordes")), list(HOMELANDS), minimum=1)
            if key == "resources":
                return self.place_each(BARBARIAN, "settlements", min(cp, s.supply("settlements")), list(HOMELANDS), minimum=1)
            if key == "settle":
                return self.settle(cp, minimum=1)
        if key == "move":
            return self.movement(side, cp)
        if key == "attack":
            return self.attack(side, cp, self.attack_targets(side))
        raise AssertionError(key)

    # -- building blocks shared by commands and card actions ------------------------------
    def place_each(self, side: str, piece: str, count: int, areas: list[str], minimum: int = 0, one_area: bool = False) -> Frame:
        """Place up to ``count`` pieces from the supply, one at a time, each into one of
        ``areas`` (with ``one_area`` all into the area of the first)."""
        return self.one_by_one(side, 1, piece, count, areas, minimum, one_area)

    def remove_each(self, side: str, piece: str, count: int, areas: list[str], minimum: int = 0) -> Frame:
        """Remove up to ``count`` pieces to the supply, one at a time, each from one of ``areas``."""
        return self.one_by_one(side, -1, piece, count, areas, minimum)

    @staticmethod
    def one_by_one(side: str, step: int, piece: str, count: int, areas: list[str], minimum: int, one_area: bool = False) -> Frame:
        """Put pieces on (``step`` 1) or take them off (-1) the board one at a time; ``side``
        may stop once ``minimum`` are done. Every "up to" amount of a card (R2: it may be 0)
        and every command placing pieces (R11: at least 1 CP, unused CP are lost) runs here,
        so each offers the same "stop". A step with a single option is not asked."""
        return frame("one_by_one", side=side, way=step, piece=piece, count=count, areas=list(areas), minimum=minimum,
                     one_area=one_area, done={})

    def st_one_by_one(self, f: Frame) -> Step:
        s = self.s
        side, step, piece = f["side"], f["way"], f["piece"]
        verb, prep = ("place", "into") if step > 0 else ("remove", "from")
        noun = PIECE_NOUN[piece]
        done: dict[str, int] = f["done"]
        while True:
            if f["pc"] == 0:
                n = sum(done.values())
                spots = [a for a in f["areas"] if (s.supply(piece) if step > 0 else s.pieces(piece, a)) > 0] if n < f["count"] else []
                if not spots:
                    if done:
                        items = [T("mv.log.piece-at", what=amount(k, noun), where=where(prep, a)) for a, k in done.items()]
                        self.say(T(f"mv.log.{verb}s", who=self.who(side), items=items))
                    return None
                opts = [Action(f"area-{a}", T(f"mv.act.{verb}", what=amount(1, noun), where=where(prep, a))) for a in spots]
                if n >= f["minimum"]:
                    opts.append(Action("stop", T(f"mv.act.stop-{verb}d", what=amount(n, noun))))
                if len(opts) == 1:
                    f["ret"], f["pc"] = opts[0].id, 1
                else:
                    d = self.choose(f, 1, side, f"{verb}-{piece}", T(f"mv.prompt.{verb}", nouns=T(f"mv.nouns.{piece}"), n=n, count=f["count"]), opts)
                    if d is not None:
                        return d
            else:
                pick = f["ret"]
                f["pc"] = 0
                if pick == "stop":
                    f["count"] = 0  # nothing more: report and end
                    continue
                area = pick.removeprefix("area-")
                s.put(piece, area, step)
                done[area] = done.get(area, 0) + 1
                if f["one_area"]:
                    f["areas"] = [area]

    def move_origins(self, side: str) -> list[str]:
        units = self.s.units(side)
        return [a for a, n in units.items() if n > 0]

    def move_targets(self, side: str, origin: str) -> list[str]:
        """R6: armies into the heartland or a borderland without hordes/settlements;
        hordes into own homelands or a borderland without armies."""
        s = self.s
        out = []
        for a in data.ADJACENT[origin]:
            if side == EMPEROR and (a == HEARTLAND or (a in BORDERLANDS and not s.barbarian_holds(a))):
                out.append(a)
            elif side == BARBARIAN and (a in HOMELANDS or (a in BORDERLANDS and not s.emperor_holds(a))):
                out.append(a)
        return out

    def targets_of(self, side: str, name: str | None) -> Callable[[str], list[str]]:
        """Where a movement may go from an origin: the rule of R6 (``None``) or a card's own
        (named, so that a frame holds plain data): ``homeland-steps`` (G19: homeland to an
        adjacent homeland), ``free-borderlands`` (G04: any borderland without the
        Barbarian), ``pirate`` (G16: an adjacent borderland without the Barbarian)."""
        s = self.s
        if name is None:
            return lambda o: self.move_targets(side, o)
        if name == "homeland-steps":
            return lambda o: [h for h in data.ADJACENT[o] if h in HOMELANDS]
        if name == "free-borderlands":
            return lambda o: [b for b in BORDERLANDS if not s.barbarian_holds(b)]
        if name == "pirate":
            return lambda o: [b for b in data.ADJACENT[o] if b in BORDERLANDS and not s.barbarian_holds(b)]
        raise AssertionError(name)

    def movement_origins(self, side: str, need: int = 1, origins: list[str] | None = None, targets: Callable[[str], list[str]] | None = None) -> list[str]:
        units = self.s.units(side)
        targets = targets or (lambda o: self.move_targets(side, o))
        return [o for o in (origins or self.move_origins(side)) if units.get(o, 0) >= need and targets(o)]

    @staticmethod
    def movement(
        side: str, cp: int, exact: int | None = None, origins: list[str] | None = None,
        targets: str | None = None, optional: bool = False,
    ) -> Frame:
        """One movement: one origin, one destination, up to ``cp`` units (R6). An
        ``optional`` movement ("you may", "up to") may be skipped; ``targets`` names a
        card's own destinations (:meth:`targets_of`)."""
        return frame("movement", side=side, cp=cp, exact=exact, origins=origins, targets=targets, optional=optional)

    def st_movement(self, f: Frame) -> Step:
        s = self.s
        side, cp = f["side"], f["cp"]
        units = s.units(side)
        targets = self.targets_of(side, f["targets"])
        word = T("mv.nouns.armies" if side == EMPEROR else "mv.nouns.hordes")
        while True:
            pc = f["pc"]
            if pc == 0:
                choices = self.movement_origins(side, f["exact"] or 1, f["origins"], targets)
                if not choices:
                    return None
                opts = [Action(f"area-{a}", T("mv.act.move-from", units=word, src=where("from", a))) for a in choices]
                if f["optional"]:
                    opts.append(Action("stop", T("mv.act.move-nothing")))
                d = self.choose(f, 1, side, "move-from", T("mv.prompt.move-from", units=word), opts)
                if d is not None:
                    return d
            elif pc == 1:
                if f["ret"] == "stop":
                    return None
                f["origin"], f["pc"] = f["ret"].removeprefix("area-"), 2
            elif pc == 2:
                origin = f["origin"]
                d = self.choose(
                    f, 3, side, "move-to", T("mv.prompt.move-to", units=word, src=where("from", origin)),
                    [Action(f"area-{a}", T("mv.act.move-to", units=word, dst=where("to", a))) for a in targets(origin)],
                    context={"from": origin, "cp": cp},
                )
                if d is not None:
                    return d
            elif pc == 3:
                origin = f["origin"]
                f["dest"] = dest = f["ret"].removeprefix("area-")
                most = min(cp, units[origin])
                if f["exact"]:
                    f["ret"], f["pc"] = f"count-{f['exact']}", 5
                elif most == 1:
                    f["ret"], f["pc"] = "count-1", 5
                else:
                    f["pc"] = 4
            elif pc == 4:
                origin, dest = f["origin"], f["dest"]
                most = min(cp, units[origin])
                d = self.choose(
                    f, 5, side, "count", T("mv.prompt.count", units=word, src=where("from", origin), dst=where("to", dest)),
                    [Action(f"count-{k}", T("mv.act.move-n", n=k)) for k in range(1, most + 1)],
                    bot=lambda opts: opts[-1].id, context={"from": origin, "to": dest},
                )
                if d is not None:
                    return d
            else:
                origin, dest = f["origin"], f["dest"]
                n = int(f["ret"].removeprefix("count-"))
                units[origin] -= n
                units[dest] += n
                self.say(T("mv.log.moves", who=self.who(side), what=amount(n, "army" if side == EMPEROR else "horde"),
                           src=where("from", origin), dst=where("to", dest)))
                return None

    @staticmethod
    def origins_of(name: str | None) -> Callable[[str], bool] | None:
        """Which areas may send units to an attack: any (``None``) or ``homelands`` (G09)."""
        if name is None:
            return None
        if name == "homelands":
            return lambda a: a in HOMELANDS
        raise AssertionError(name)

    def attack_targets(self, side: str, origins_filter: Callable[[str], bool] | None = None) -> list[str]:
        """R7: an opponent-controlled borderland next to an area with own units."""
        s = self.s
        units = s.units(side)
        out = []
        for b in BORDERLANDS:
            held = s.barbarian_holds(b) if side == EMPEROR else s.emperor_holds(b)
            if held and any(units.get(a, 0) > 0 and (origins_filter is None or origins_filter(a)) for a in data.ADJACENT[b]):
                out.append(b)
        return out

    @staticmethod
    def attack(side: str, cp: int, targets: list[str], origins: str | None = None, minimum: int = 1) -> Frame:
        """Attack (R7): choose the target, bring up to ``cp`` units from adjacent areas one
        at a time (from the areas ``origins`` names, :meth:`origins_of`), then fight."""
        return frame("attack", side=side, cp=cp, targets=list(targets), origins=origins, minimum=minimum)

    def st_attack(self, f: Frame) -> Step:
        s = self.s
        side, cp = f["side"], f["cp"]
        units = s.units(side)
        word = "army" if side == EMPEROR else "horde"
        origins_filter = self.origins_of(f["origins"])
        while True:
            pc = f["pc"]
            if pc == 0:
                d = self.choose(
                    f, 1, side, "attack-target", T("mv.prompt.attack-target"),
                    [Action(f"area-{b}", T("mv.act.attack", area=area_name(b))) for b in f["targets"]],
                )
                if d is not None:
                    return d
            elif pc == 1:
                f["target"], f["sent"], f["pc"] = f["ret"].removeprefix("area-"), 0, 2
            elif pc == 2:
                target, sent = f["target"], f["sent"]
                origins = [a for a in data.ADJACENT[target] if a != target and units.get(a, 0) > 0 and (origins_filter is None or origins_filter(a))]
                if sent >= cp or not origins:
                    f["pc"] = 4
                    continue
                opts = [Action(f"area-{a}", T("mv.act.send", what=amount(1, word), src=where("from", a), n=units[a])) for a in origins]
                if sent >= f["minimum"]:
                    opts.append(Action("stop", T("mv.act.attack-with", what=amount(sent, word))))
                d = self.choose(
                    f, 3, side, "attack-units", T("mv.prompt.attack-units", area=area_name(target), sent=sent, cp=cp), opts,
                    context={"target": target, "sent": sent, "cp": cp},
                )
                if d is not None:
                    return d
            elif pc == 3:
                if f["ret"] == "stop":
                    f["pc"] = 4
                    continue
                origin = f["ret"].removeprefix("area-")
                units[origin] -= 1
                units[f["target"]] += 1
                f["sent"] += 1
                f["pc"] = 2
            elif pc == 4:
                self.say(T("mv.log.attacks", who=self.who(side), area=area_name(f["target"]), what=amount(f["sent"], word)))
                f["pc"] = 5
                return frame("combat", attacker=side, area=f["target"])
            else:
                return None

    def st_combat(self, f: Frame) -> Step:
        """Combat rounds A-F until only one side is left in the area (R8)."""
        s = self.s
        attacker, area = f["attacker"], f["area"]
        defender = other(attacker)

        def present(side: str) -> bool:
            return s.armies[area] > 0 if side == EMPEROR else s.hordes[area] + s.settlements[area] > 0

        while True:
            pc = f["pc"]
            if pc == 0:
                s.last_roll = s.last_combat = None  # the view shows the latest dice only
                s.combat = {"area": area, "attacker": attacker, "round": 0, "attack": [], "defence": [], "rerolls": 0, "result": None}
                f["pc"] = 1
            elif pc == 1:
                if not (present(attacker) and present(defender)):
                    winner = attacker if present(attacker) else defender
                    s.combat["winner"] = winner
                    self.say(T("mv.log.holds", who=self.who(winner), area=area_name(area)))
                    return None
                s.combat["round"] += 1
                s.combat.update(attack=[], defence=[], result=None)
                s.combat["attack"] = self.roll(3)
                f["pc"] = 2
                return frame("rerolls", side=attacker, key="attack")
            elif pc == 2:
                s.combat["defence"] = self.roll(3)
                f["pc"] = 3
                return frame("rerolls", side=defender, key="defence")
            else:
                f["pc"] = 1
                loser, k = rules.combat_result(s.combat["attack"], s.combat["defence"])
                att, dfn = dice_text(s.combat["attack"]), dice_text(s.combat["defence"])
                if loser is None:
                    s.combat["result"] = T("mv.result.stalemate")
                    self.say(T("mv.log.stalemate", where=where("in", area), att=att, dfn=dfn))
                    continue
                side = attacker if loser == "attacker" else defender
                if side == BARBARIAN and s.settlements[area]:
                    lost = 1 if k == 2 else 0
                    s.settlements[area] -= lost
                    what = amount(lost, "settlement") if lost else T("mv.protected")
                else:
                    units = s.units(side)
                    lost = min(k, units[area])
                    units[area] -= lost
                    what = amount(lost, "army" if side == EMPEROR else "horde")
                blow = T("mv.crushing" if k == 2 else "mv.normal-losses")
                s.combat["result"] = T("mv.result.loses", side=T(f"mv.side.{side}"), what=what)
                self.say(T("mv.log.combat", where=where("in", area), att=att, dfn=dfn, blow=blow, who=self.who(side, start=False), what=what))

    def st_rerolls(self, f: Frame) -> Step:
        """Combat B/D: reveal reserve cards for rerolls of any of one's own dice (R4, R8)."""
        s = self.s
        side, key = f["side"], f["key"]
        while True:
            pc = f["pc"]
            if pc == 0:
                s.combat["rerolls"] = 0
                if s.is_bot(side):
                    solo.bot_rerolls(self, side, key)
                    return None
                f["left"], f["pc"] = 0, 1
            elif pc == 1:
                left = f["left"]
                s.combat["rerolls"] = left
                dice = s.combat[key]
                opts: list[Action] = []
                if left:
                    opts += [
                        Action(f"reroll-{subset}", T("mv.act.reroll", positions=list(subset), dice=dice_text(dice), left=left))
                        for subset in REROLL_SUBSETS
                    ]
                opts += [Action(f"reveal-{r}", T("mv.act.reveal", card=card_name(r), rerolls=amount(data.CARDS[r]["cp"], "reroll")))
                         for r in s.reserves[side]]
                if not opts:
                    return None
                opts.append(Action("accept", T("mv.act.keep", dice=dice_text(dice))))
                s.combat["deciding"] = side
                d = self.choose(f, 2, side, "reroll", T(f"mv.prompt.reroll.{key}", dice=dice_text(dice)), opts)
                if d is not None:
                    return d
            else:
                pick = f["ret"]
                s.combat["deciding"] = None
                if pick == "accept":
                    s.combat["rerolls"] = 0  # unused rerolls lapse
                    return None
                f["pc"] = 1
                if pick.startswith("reveal-"):
                    f["left"] += self.reveal(side, pick.removeprefix("reveal-"))
                    continue
                dice = s.combat[key]
                positions = [int(c) - 1 for c in pick.removeprefix("reroll-")]
                new = self.roll(len(positions))
                for p, v in zip(positions, new):
                    dice[p] = v
                f["left"] -= 1
                self.say(T("mv.log.rerolls", who=self.who(side), dice=dice_text(dice)))

    def voyage_possible(self) -> bool:
        s = self.s
        return s.junks_sea > 0 and s.gold_h + s.gold_sea > 0 and not all(s.voyages)

    @staticmethod
    def voyage(side: str, dice: int, bonus: int) -> Frame:
        """Voyage (R5): to an open voyage space with all sea gold plus any heartland gold and
        at least 1 junk; success if any die is below gold + junks (+ bonus)."""
        return frame("voyage", side=side, dice=dice, bonus=bonus)

    def st_voyage(self, f: Frame) -> Step:
        s = self.s
        side = f["side"]
        while True:
            pc = f["pc"]
            if pc == 0:
                open_voyages = [v for v in data.VOYAGES if not s.voyages[v - 1]]
                d = self.choose(
                    f, 1, side, "voyage", T("mv.prompt.voyage"),
                    [Action(f"voyage-{v}", T("mv.act.sail", v=v, name=T(f"mv.voyage.{v}"))) for v in open_voyages],
                )
                if d is not None:
                    return d
            elif pc == 1:
                f["target"], f["pc"] = int(f["ret"].removeprefix("voyage-")), 2
            elif pc == 2:
                sea_gold = s.gold_sea
                low = 0 if sea_gold else 1
                if s.gold_h > low:
                    d = self.choose(
                        f, 3, side, "voyage-gold",
                        T("mv.prompt.voyage-gold-sea", n=sea_gold) if sea_gold else T("mv.prompt.voyage-gold"),
                        [Action(f"count-{k}", T("mv.act.send-gold", n=k)) for k in range(low, s.gold_h + 1)],
                    )
                    if d is not None:
                        return d
                else:
                    f["ret"], f["pc"] = f"count-{s.gold_h if low else 0}", 3
            elif pc == 3:
                f["gold"], f["pc"] = int(f["ret"].removeprefix("count-")), 4
            elif pc == 4:
                if s.junks_sea > 1:
                    d = self.choose(
                        f, 5, side, "voyage-junks", T("mv.prompt.voyage-junks"),
                        [Action(f"count-{k}", T("mv.act.send-junks", junks=amount(k, "junk"))) for k in range(1, s.junks_sea + 1)],
                    )
                    if d is not None:
                        return d
                else:
                    f["ret"], f["pc"] = "count-1", 5
            else:
                target, gold, bonus = f["target"], f["gold"], f["bonus"]
                junks = int(f["ret"].removeprefix("count-"))
                total_gold = s.gold_sea + gold
                s.gold_h -= gold
                s.gold_sea = 0
                s.junks_sea -= junks
                rolled = self.roll(f["dice"])
                ok = rules.voyage_succeeds(rolled, total_gold, junks, bonus)
                s.last_combat = None  # the view shows the latest dice only
                s.last_roll = {"kind": "voyage", "voyage": target, "dice": rolled, "target": total_gold + junks + bonus, "success": ok}
                said = dict(name=T(f"mv.voyage.{target}"), gold=total_gold, junks=amount(junks, "junk"),
                            extra=f" + {bonus}" if bonus else "", dice=dice_text(rolled), target=total_gold + junks + bonus)
                if ok:
                    s.voyages[target - 1] = True
                    s.junks_sea += junks - 1
                    self.say(T("mv.log.voyage-ok", **said))
                else:
                    s.gold_sea += total_gold
                    s.junks_sea += junks
                    self.say(T("mv.log.voyage-failed", **said))
                return None

    def settle_paths(self, homelands: tuple[str, ...] = HOMELANDS) -> list[tuple[str, str]]:
        """(homeland with a settlement, adjacent borderland the Barbarian controls)."""
        s = self.s
        return [
            (h, b) for h in homelands if s.settlements[h] > 0 for b in data.ADJACENT[h]
            if b in BORDERLANDS and s.barbarian_holds(b)
        ]

    @staticmethod
    def settle(count: int, minimum: int) -> Frame:
        """Build settlement: move settlements one at a time from a homeland into an
        adjacent borderland the Barbarian controls."""
        return frame("settle", count=count, minimum=minimum, built=0)

    def st_settle(self, f: Frame) -> Step:
        s = self.s
        while True:
            if f["pc"] == 0:
                built = f["built"]
                paths = self.settle_paths() if built < f["count"] else []
                if not paths:
                    return None
                opts = [Action(f"path-{h}-{b}", T("mv.act.settle", src=where("from", h), dst=where("to", b))) for h, b in paths]
                if built >= f["minimum"]:
                    opts.append(Action("stop", T("mv.act.stop-built", n=built)))
                d = self.choose(f, 1, BARBARIAN, "settle", T("mv.prompt.settle", built=built, count=f["count"]), opts)
                if d is not None:
                    return d
            else:
                if f["ret"] == "stop":
                    return None
                _, h, b = f["ret"].split("-")
                s.settlements[h] -= 1
                s.settlements[b] += 1
                f["built"] += 1
                f["pc"] = 0
                self.say(T("mv.log.builds", who=self.who(BARBARIAN), where=where("in", b)))


STEPS: dict[str, Callable[[Game, Frame], Step]] = {
    **{name.removeprefix("st_"): fn for name, fn in vars(Game).items() if name.startswith("st_")},
    **effects.STEPS,  # the steps of card actions
    **solo.STEPS,  # the solo bot's phase
}


# ==== the Rules object =================================================================


def check_options(options: dict[str, Any], players: int) -> dict[str, Any]:
    unknown = set(options) - set(INFO.options)
    if unknown:
        raise MingTableError(T("mv.error.options", n=len(unknown), names=", ".join(sorted(map(str, unknown)))))
    emperor = options.get("emperor", 0)  # a seat: 1.0 and True compare equal to 1 but are no seat
    if type(emperor) is not int or emperor not in (0, 1) or (players == 1 and emperor != 0):
        raise MingTableError(T("mv.error.emperor"))
    difficulty = options.get("difficulty", "normal")
    if type(difficulty) is not str or difficulty not in data.DIFFICULTIES:
        raise MingTableError(T("mv.error.difficulty", values=", ".join(data.DIFFICULTIES)))
    match = options.get("match", False)
    if not isinstance(match, bool):
        raise MingTableError(T("mv.error.match"))
    if match and players == 1:
        raise MingTableError(T("mv.error.match-solo"))
    return {"emperor": emperor, "difficulty": difficulty, "match": match}


class MingVoyages:
    """The Ming Voyages for 2 players, or 1 against the solo bot deck."""

    info = INFO

    def check_options(self, options: dict[str, Any], players: int) -> dict[str, Any]:
        return check_options(options, players)

    def new_state(self, players: list[str], rng: Rng, options: dict[str, Any], log: list[Any]) -> State:
        state = State(
            names=list(players), solo=len(players) == 1, difficulty=options["difficulty"],
            match=options["match"], emperor_seat=options["emperor"],
        )
        state.stack = [frame("run", game_no=1)]
        Game(state, rng, log).advance(None)
        return state

    def to_move(self, state: State) -> list[int]:
        return [state.pending.seat] if state.pending else []

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if state.pending is None or state.pending.seat != seat:
            return []
        return list(state.pending.options)

    def apply(self, state: State, seat: int, action_id: str, rng: Rng, log: list[Any]) -> bool:
        state.barrier = False
        Game(state, rng, log).advance(action_id)
        return state.barrier

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view(state, seat)

    def outcome(self, state: State) -> dict[str, Any] | None:
        if state.phase != "over":
            return None
        seats = len(state.names)
        scores = [0] * seats
        detail = [dict() for _ in range(seats)]
        for res in state.results:
            for side in data.SIDES:
                seat = res["emperor_seat"] if side == EMPEROR else (None if state.solo else 1 - res["emperor_seat"])
                if seat is None:
                    continue
                scores[seat] += res["points"][side]
                detail[seat][f"Game {res['game']} ({side})"] = res["points"][side]
        if state.solo:
            winners = [0] if state.results[-1]["winner"] == EMPEROR else []
        else:
            best = max(scores)
            winners = [s for s in range(seats) if scores[s] == best]
            if not state.match:
                winners = [state.results[-1]["winner_seat"]]
        return {"scores": scores, "winners": winners, "detail": detail, "results": [dict(r) for r in state.results]}

    def snapshot(self, state: State) -> dict[str, Any]:
        snap = {k: v for k, v in vars(state).items() if k not in ("stack", "pending")}
        snap["pending"] = None if state.pending is None else {
            "seat": state.pending.seat, "kind": state.pending.kind, "options": [a.id for a in state.pending.options],
        }
        return snap

    # .. the state contract (docs/architecture.md) ..............................................
    def copy_state(self, state: State) -> State:
        return copy_state(state)

    def position_key(self, state: State) -> None:
        """None: no position repeats within a turn. Every decision spends a card, moves a
        piece or moves a frame on for good (a loop of a step always counts something up), so
        there is nothing to take back (tests/unit/test_contract.py checks it with
        :func:`position_key`)."""
        return None

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        return determinize(state, seat, rng)


_AS_IS = ("names", "solo", "difficulty", "match", "emperor_seat", "game_no", "stage", "round", "phase", "gold_h",
          "gold_sea", "junks_sea", "pending", "last_combat", "last_roll", "scoring", "bot_card", "barrier")
_LISTS = ("voyages", "deck", "discard", "in_play", "set_aside", "results", "bot_deck", "bot_discard")
_TABLES = ("armies", "hordes", "settlements")
_BY_SIDE = ("hands", "reserves", "seen")
_KEYED = tuple(k for k in (*_AS_IS, *_LISTS, *_TABLES, *_BY_SIDE, "combat", "stack") if k not in ("names", "pending", "barrier"))


def position_key(state: State) -> str:
    """The state as text, without what follows from the rest (the pending question follows
    from the frames and the board) or never changes (the names): equal for equal states."""
    d = state.__dict__
    return repr([d[k] for k in _KEYED])


def copy_state(state: State) -> State:
    """A structural copy. Shared as they are: values that are replaced, never changed in
    place (the pending decision, the last combat and roll, the scoring summary, results)."""
    d = state.__dict__
    c = State.__new__(State)
    cd = c.__dict__
    cd.update(d)  # then a copy of every value that changes in place
    for k in _LISTS:
        cd[k] = d[k][:]
    for k in _TABLES:
        cd[k] = d[k].copy()
    for k in _BY_SIDE:
        cd[k] = {side: cards[:] for side, cards in d[k].items()}
    combat = d["combat"]
    cd["combat"] = None if combat is None else {**combat, "attack": combat["attack"][:], "defence": combat["defence"][:]}
    stack = cd["stack"] = [f.copy() for f in d["stack"]]
    for f in stack:  # a frame's only value changed in place: what one_by_one has done
        if "done" in f:
            f["done"] = f["done"].copy()
    return c


def determinize(state: State, seat: int, rng: Rng) -> State:
    """What ``seat`` cannot see, resampled (R16, docs/rules/ming-voyages.md "Information"):
    the opponent's hand and reserve cards that this seat has not held in the current stage,
    the order of the deck, and the order of the solo bot's deck. The cards this seat has
    held (``seen``) and cannot see now lie, by the rules' flow, in the opponent's reserve,
    so they stay where they are; the solo bot's hand is open and its reserve came from it.
    The opponent's pending question is asked again over the new cards."""
    c = copy_state(state)
    side = c.side_of(seat)
    opponent = other(side)
    if c.solo:
        hidden: list[tuple[list[str], int]] = []  # every card outside the deck is known
    else:
        seen = set(c.seen.get(side, []))
        hidden = [(zone, i) for zone in (c.hands[opponent], c.reserves[opponent]) for i, cid in enumerate(zone) if cid not in seen]
    # sorted first, so the sample depends on what the seat knows, never on the hidden order
    pool = sorted([zone[i] for zone, i in hidden] + c.deck)
    rng.shuffle(pool)
    moved = {}
    for (zone, i), cid in zip(hidden, pool):
        moved[zone[i]] = cid
        zone[i] = cid
    c.deck = pool[len(hidden):]
    if moved:  # the opponent held the new cards (R16), not the ones they replace
        c.seen[opponent] = [moved.get(cid, cid) for cid in c.seen[opponent]]
    if c.solo:
        c.bot_deck.sort()
        rng.shuffle(c.bot_deck)
    if c.pending is not None and c.pending.seat != seat:
        Game(c, rng, []).ask_again()
    return c


RULES = MingVoyages()


# -- a reserve card by link (ui/friends.py, "Face-down choices one seat at a time") ------------

def reserve_after(s: State, seat: int) -> list[int] | None:
    """While ``seat``, the Emperor of a game of two persons, plays the card of his phase (R12),
    which he may put face down into his reserve (R16): the Barbarian's seat, who plays his phase
    before the hands are swapped. None for any other decision, and when the swap follows at once
    (the Barbarian has no card): the hand the Barbarian then receives tells the card to any
    device that holds the deal."""
    p = s.pending
    if s.solo or p is None or p.kind != "play" or p.seat != seat or s.side_of(seat) != EMPEROR \
            or not s.hands[BARBARIAN]:
        return None
    return [1 - seat]


def reserve_stand_ins(s: State, seat: int, actions: list[str]) -> list[str] | None:
    """The stand-in of a card put into the reserve (R12), which left the position ``s``: the
    lowest card of the hand as it was. The Barbarian's decisions and view are the same after it
    (they show the sizes of the Emperor's hand and reserve and, in either, the cards he held
    himself: R16, view.py). None for a card played openly."""
    if len(actions) != 1 or not actions[0].startswith("reserve-"):
        return None
    return [f"reserve-{min([*s.hands[s.side_of(seat)], actions[0].removeprefix('reserve-')])}"]


def reserve_window(s: State) -> tuple[int, int, int]:
    """How long a reserve card's stand-in may last: until the hands are swapped (the round
    changes, R14) or the game ends (its result is in, before a match's next game); the
    Barbarian's action that gets there waits for the card."""
    return len(s.results), s.stage, s.round
