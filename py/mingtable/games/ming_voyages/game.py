"""The Ming Voyages: the flow of a game (or a two-game match) as one resumable procedure.

The procedure is a generator: it runs the rules until a player must decide, yields that
:class:`Decision`, and resumes with the chosen action id. Forced steps are carried out at
once; the solo Barbarian bot (``bot.py``) decides inline and never yields. Clause numbers
(R1-R18) refer to docs/rules/ming-voyages.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import Any, Callable, Generator

from ...engine.actions import Action
from ...engine.game import GameInfo
from ...engine.rng import Rng
from . import data, rules
from .data import BARBARIAN, BORDERLANDS, EMPEROR, HEARTLAND, HOMELANDS, SEA, amount

Flow = Generator["Decision", str, Any]

INFO = GameInfo(
    id="ming-voyages",
    title="The Ming Voyages",
    designer="D. J. Mortimer & A. Paull",
    min_players=1,
    max_players=2,
    options={"emperor": 0, "difficulty": "normal", "match": False},
)

EMPEROR_COMMANDS = {
    "muster": "Muster", "move": "Move armies", "attack": "Attack", "taxes": "Collect taxes",
    "junks": "Build junks", "voyage": "Voyage",
}
BARBARIAN_COMMANDS = {
    "gather": "Gather hordes", "move": "Move hordes", "attack": "Attack",
    "resources": "Gather resources", "settle": "Build settlement",
}
REROLL_SUBSETS = tuple(
    "".join(str(i + 1) for i in combo) for k in (1, 2, 3) for combo in combinations(range(3), k)
)


@dataclass
class Decision:
    """A decision the flow waits for: whose, what kind, and the legal actions."""

    seat: int
    kind: str
    prompt: str
    options: list[Action]
    context: dict[str, Any] = field(default_factory=dict)  # what the decision is about


def other(side: str) -> str:
    return BARBARIAN if side == EMPEROR else EMPEROR


def area_name(area: str) -> str:
    return data.AREA_NAMES[area][0]


def card_name(cid: str) -> str:
    return data.CARDS[cid]["en"]


@dataclass
class State(rules.Material):
    """The board, the cards and the running procedure (``flow``, not part of snapshots)."""

    names: list[str]
    solo: bool
    difficulty: str
    match: bool
    emperor_seat: int
    game_no: int = 1
    stage: int = 1
    round: int = 0
    phase: str = "setup"
    armies: dict[str, int] = field(default_factory=dict)
    hordes: dict[str, int] = field(default_factory=dict)
    settlements: dict[str, int] = field(default_factory=dict)
    gold_h: int = 0
    gold_sea: int = 0
    junks_sea: int = 0
    voyages: list[bool] = field(default_factory=lambda: [False] * 7)
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    hands: dict[str, list[str]] = field(default_factory=dict)
    reserves: dict[str, list[str]] = field(default_factory=dict)
    in_play: list[str] = field(default_factory=list)
    set_aside: list[str] = field(default_factory=list)
    seen: dict[str, list[str]] = field(default_factory=dict)
    pending: Decision | None = None
    combat: dict[str, Any] | None = None
    last_combat: dict[str, Any] | None = None
    last_roll: dict[str, Any] | None = None
    results: list[dict[str, Any]] = field(default_factory=list)
    bot_deck: list[int] = field(default_factory=list)
    bot_discard: list[int] = field(default_factory=list)
    bot_card: int | None = None
    # Set by whatever the current action led to that must never be undone: a roll, a draw, a
    # revealed card, and anything the solo bot decided or did (it is another player).
    barrier: bool = False
    flow: Any = None

    def __reduce_ex__(self, protocol: Any) -> Any:
        # The running procedure (a generator) cannot be copied: refuse at once rather than
        # after pickling everything else (Match.undo then replays the record).
        raise TypeError("a Ming Voyages state holds a running procedure")

    # -- derived ---------------------------------------------------------------------
    def seat(self, side: str) -> int | None:
        """The seat playing ``side`` now (None for the solo bot)."""
        if side == EMPEROR:
            return self.emperor_seat
        return None if self.solo else 1 - self.emperor_seat

    def side_of(self, seat: int) -> str:
        return EMPEROR if seat == self.emperor_seat else BARBARIAN

    def is_bot(self, side: str) -> bool:
        return self.seat(side) is None

    def emperor_holds(self, area: str) -> bool:
        """R9: the Emperor controls a borderland with an army."""
        return self.armies.get(area, 0) > 0

    def barbarian_holds(self, area: str) -> bool:
        """R9: the Barbarian controls a borderland with a horde or a settlement."""
        return self.hordes.get(area, 0) + self.settlements.get(area, 0) > 0

    def units(self, side: str) -> dict[str, int]:
        return self.armies if side == EMPEROR else self.hordes


# ==== the procedure ==================================================================


class Game:
    """Runs the rules on one :class:`State`; its generator methods yield decisions."""

    def __init__(self, state: State, rng: Rng, log: list[str]) -> None:
        self.s = state
        self.rng = rng
        self.log = log

    # -- small helpers ---------------------------------------------------------------
    def who(self, side: str) -> str:
        seat = self.s.seat(side)
        title = "the Emperor" if side == EMPEROR else "the Barbarian"
        return f"{self.s.names[seat]} ({title})" if seat is not None else "the Barbarian bot"

    def say(self, text: str) -> None:
        self.log.append(text[0].upper() + text[1:])

    def roll(self, n: int) -> list[int]:
        self.s.barrier = True
        return [self.rng.below(6) + 1 for _ in range(n)]

    def choose(
        self, side: str, kind: str, prompt: str, options: list[Action],
        bot: Callable[[list[Action]], str] | None = None, context: dict[str, Any] | None = None,
    ) -> Flow:
        """Ask ``side`` to pick one of ``options``; the solo bot answers through ``bot``.
        ``context`` names what the decision is about (shown in the view)."""
        if not options:
            raise AssertionError(f"no options for {kind}")
        seat = self.s.seat(side)
        if seat is None:
            from . import bot as solo

            self.s.barrier = True  # the bot's decisions are another player's: never undone
            return (bot or solo.default_choice(self, kind))(options)
        choice = yield Decision(seat, kind, prompt, options, dict(context or {}))
        return choice

    # -- the game --------------------------------------------------------------------
    def run(self) -> Flow:
        """A single game, or a two-game match with sides swapped for the second."""
        games = 2 if self.s.match else 1
        for game_no in range(1, games + 1):
            if game_no == 2:
                first = self.s.results[-1]
                yield Decision(
                    1 - self.s.emperor_seat if not self.s.solo else 0,
                    "next-game",
                    "The first game is over. Start the second game with sides swapped.",
                    [Action("next-game", f"Start game 2 ({first['summary']})")],
                )
                self.s.emperor_seat = 1 - self.s.emperor_seat
            self.s.game_no = game_no
            self.setup()
            result = yield from self.play_game()
            self.s.results.append(result)
            self.say(result["summary"])
        self.s.phase = "over"
        self.s.pending = None

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
        self.say(
            f"Game {s.game_no}: {self.who(EMPEROR)} against {self.who(BARBARIAN)}. "
            f"The completed voyage at the start is {first} ({data.VOYAGE_NAMES[first]})."
        )

    def play_game(self) -> Flow:
        """Rounds of draw / Emperor / Barbarian / swap over two stages (R13, R14, R15)."""
        s = self.s
        while True:
            s.round += 1
            if s.deck:
                s.phase = "draw"
                drawn = [s.deck.pop() for _ in range(min(data.DRAW, len(s.deck)))]
                s.hands[EMPEROR].extend(drawn)
                s.seen[EMPEROR].extend(drawn)
                s.barrier = True  # a hidden draw: an undo barrier
                self.say(f"Stage {s.stage}, round {s.round}: {self.who(EMPEROR)} draws {amount(len(drawn), 'card')}.")
            if s.hands[EMPEROR]:
                yield from self.phase(EMPEROR)
            if s.done() == 7:
                return self.result("major", EMPEROR)
            if s.stage == 2 and not s.deck and not s.hands[EMPEROR] and not s.hands[BARBARIAN]:
                return self.weak_result()
            if s.hands[BARBARIAN]:
                yield from self.phase(BARBARIAN)
                if all(s.barbarian_holds(b) for b in BORDERLANDS):
                    return self.result("major", BARBARIAN)
            s.hands[EMPEROR], s.hands[BARBARIAN] = s.hands[BARBARIAN], s.hands[EMPEROR]
            for side in data.SIDES:  # R16: each side now knows the cards it received
                s.seen[side].extend(c for c in s.hands[side] if c not in s.seen[side])
            self.say("The players swap their hands.")
            if s.stage == 1 and not s.deck:
                s.deck = s.discard + s.reserves[EMPEROR] + s.reserves[BARBARIAN]
                s.discard, s.reserves = [], {EMPEROR: [], BARBARIAN: []}
                self.rng.shuffle(s.deck)
                s.stage, s.round = 2, 0
                # both sides have just held both hands; earlier cards may come back in draws
                s.seen = {side: s.hands[EMPEROR] + s.hands[BARBARIAN] for side in data.SIDES}
                self.say(f"Stage 1 ends: the discards and both reserves form a new deck of {amount(len(s.deck), 'card')}.")
            if s.stage == 2 and not s.deck and not s.hands[EMPEROR]:
                return self.weak_result()

    def result(self, kind: str, winner: str) -> dict[str, Any]:
        s = self.s
        e_sum, b_sum, _ = rules.weak_victory(
            s.done(), sum(s.emperor_holds(b) for b in BORDERLANDS), sum(s.barbarian_holds(b) for b in BORDERLANDS)
        )
        points = rules.match_points(kind, winner, e_sum, b_sum)
        title = "Emperor" if winner == EMPEROR else "Barbarian"
        text = "major victory" if kind == "major" else f"weak victory, {e_sum} to {b_sum}"
        return {
            "game": s.game_no,
            "kind": kind,
            "winner": winner,
            "winner_seat": s.seat(winner),
            "emperor_seat": s.emperor_seat,
            "emperor_sum": e_sum,
            "barbarian_sum": b_sum,
            "points": points,
            "voyages": s.done(),
            "summary": f"Game {s.game_no}: the {title} wins a {text}.",
        }

    def weak_result(self) -> dict[str, Any]:
        s = self.s
        _, _, winner = rules.weak_victory(
            s.done(), sum(s.emperor_holds(b) for b in BORDERLANDS), sum(s.barbarian_holds(b) for b in BORDERLANDS)
        )
        return self.result("weak", winner)

    # -- one player's phase -------------------------------------------------------------
    def phase(self, side: str) -> Flow:
        """Play one card (R12): into reserve, for command points, or for its card action,
        with the opponent's reaction before or after (R1)."""
        s = self.s
        s.phase = side
        if self.s.is_bot(side):
            from . import bot as solo

            yield from solo.bot_phase(self)
        else:
            choice = yield from self.choose(side, "play", "Play a card from your hand.", self.play_options(side))
            yield from self.resolve_play(side, choice)
        s.discard.extend(s.in_play + s.set_aside)
        s.in_play, s.set_aside = [], []
        if s.combat:
            s.last_combat, s.combat = s.combat, None

    def play_options(self, side: str) -> list[Action]:
        s = self.s
        out: list[Action] = []
        for cid in s.hands[side]:
            card = data.CARDS[cid]
            name = f"{card['en']} ({card['cp']} CP)"
            uses = self.card_uses(side, cid)
            if len(s.reserves[side]) < data.RESERVE_LIMIT:
                out.append(Action(f"reserve-{cid}", f"Put {name} into your reserve"))
            out.extend(uses)
            if not uses and len(s.reserves[side]) >= data.RESERVE_LIMIT:
                out.append(Action(f"discard-{cid}", f"Discard {name} without effect (no legal use)"))
        return out

    def card_uses(self, side: str, cid: str) -> list[Action]:
        """Command actions and the own card action this card can be played for now."""
        from . import effects

        card = data.CARDS[cid]
        cp = card["cp"]
        out = []
        commands = EMPEROR_COMMANDS if side == EMPEROR else BARBARIAN_COMMANDS
        boost = max((data.CARDS[r]["cp"] for r in self.s.reserves[side]), default=0) if side == BARBARIAN else 0
        for key, label in commands.items():
            if self.command_possible(side, key, cp + boost):
                out.append(Action(f"command-{cid}-{key}", f"Play {card['en']} for {cp} CP: {label}"))
        half = effects.own_half(self.s, side, cid)
        if half is not None and effects.executable(self, side, cid, half):
            out.append(Action(f"card-{cid}", f"Play {card['en']} for its action: {effects.text(cid, half)}"))
        return out

    def resolve_play(self, side: str, choice: str) -> Flow:
        from . import effects

        s = self.s
        head, _, rest = choice.partition("-")
        cid = rest[:3]
        s.hands[side].remove(cid)
        if head == "reserve":
            s.reserves[side].append(cid)
            self.say(f"{self.who(side)} puts a card into reserve.")
            return
        s.in_play.append(cid)
        if head == "discard":
            self.say(f"{self.who(side)} discards {card_name(cid)} without effect.")
            return
        opponent = other(side)
        reaction = effects.own_half(s, opponent, cid)
        timing = "after"  # the solo bot always lets the Emperor react after its order
        if reaction is not None and not s.is_bot(side):
            timing = yield from self.choose(side, "timing", self.timing_prompt(opponent, cid), self.timing_options(opponent, cid))
        if timing == "before":
            yield from self.reaction(opponent, cid)
        yield from self.own_use(side, cid, choice, after_reaction=timing == "before")
        if reaction is not None and timing == "after":
            yield from self.reaction(opponent, cid)

    def timing_prompt(self, opponent: str, cid: str) -> str:
        return f"{card_name(cid)} carries an action for {self.who(opponent)}: may it react before or after your action?"

    @staticmethod
    def timing_options(opponent: str, cid: str) -> list[Action]:
        return [
            Action("before", f"The opponent may react before your action ({card_name(cid)})"),
            Action("after", f"The opponent may react after your action ({card_name(cid)})"),
        ]

    def own_use(self, side: str, cid: str, choice: str, after_reaction: bool) -> Flow:
        """Carry out the declared use; after a reaction that made it impossible, pick
        another use of the same card, or lose it (R1 step 4)."""
        from . import effects

        if choice.startswith("command-"):
            key = choice.rsplit("-", 1)[1]
            possible = self.command_possible(side, key, data.CARDS[cid]["cp"] + self.best_boost(side))
        else:
            half = effects.own_half(self.s, side, cid)
            possible = half is not None and effects.executable(self, side, cid, half)
        if not possible:
            uses = self.card_uses(side, cid) if after_reaction else []
            if not uses:
                self.say(f"{self.who(side)} can no longer use {card_name(cid)}; it is discarded.")
                return
            choice = yield from self.choose(side, "play", f"Your planned use of {card_name(cid)} is no longer possible: choose another.", uses)
        if choice.startswith("command-"):
            yield from self.command(side, choice.rsplit("-", 1)[1], data.CARDS[cid]["cp"], cid)
        else:
            half = effects.own_half(self.s, side, cid)
            self.say(f"{self.who(side)} plays {card_name(cid)} for its action: {effects.text(cid, half)}")
            yield from effects.run(self, side, cid, half)

    def reaction(self, side: str, cid: str) -> Flow:
        """The opponent's card action during the active player's phase (R1, R2, R3)."""
        from . import effects

        half = effects.own_half(self.s, side, cid)
        if half is None:
            return
        if not effects.executable(self, side, cid, half):
            self.say(f"{self.who(side)} cannot react with {card_name(cid)} now.")
            return
        from . import bot as solo

        answer = yield from self.choose(
            side, "reaction", f"React with {card_name(cid)}: {effects.text(cid, half).rstrip('.')}?",
            [Action("react", f"React: {effects.text(cid, half)}"), Action("decline", "Do not react")],
            bot=lambda opts: "react" if solo.carries_out(self, cid, half) else "decline",
        )
        if answer == "decline":
            self.say(f"{self.who(side)} does not react.")
            return
        self.say(f"{self.who(side)} reacts with {card_name(cid)}: {effects.text(cid, half)}")
        yield from effects.run(self, side, cid, half)

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

    def command(self, side: str, key: str, cp: int, cid: str) -> Flow:
        """One command action with the card's CP; the Barbarian may add one reserve card's
        CP first (R4)."""
        s = self.s
        label = (EMPEROR_COMMANDS if side == EMPEROR else BARBARIAN_COMMANDS)[key]
        if side == BARBARIAN and s.reserves[BARBARIAN] and not s.is_bot(side):
            opts = [Action("no-boost", f"Use {cp} CP only")] + [
                Action(f"boost-{r}", f"Reveal {card_name(r)} from your reserve for +{data.CARDS[r]['cp']} CP")
                for r in s.reserves[BARBARIAN]
            ]
            pick = yield from self.choose(
                side, "boost", f"{label}: add a reserve card's command points?", opts, context={"command": key, "cp": cp},
            )
            if pick != "no-boost":
                cp += self.reveal(side, pick.removeprefix("boost-"))
        self.say(f"{self.who(side)} plays {card_name(cid)} for {cp} CP: {label}.")
        yield from getattr(self, f"cmd_{side}_{key}")(cp)

    def reveal(self, side: str, rid: str) -> int:
        """Reveal a reserve card; it is set aside and discarded at the end of the phase."""
        self.s.reserves[side].remove(rid)
        self.s.set_aside.append(rid)
        self.s.barrier = True  # a revealed secret: an undo barrier
        self.say(f"{self.who(side)} reveals {card_name(rid)} ({data.CARDS[rid]['cp']} CP) from the reserve.")
        return data.CARDS[rid]["cp"]

    def cmd_emperor_muster(self, cp: int) -> Flow:
        yield from self.place_each(EMPEROR, "armies", min(cp, self.s.supply("armies")), [HEARTLAND], minimum=1)

    def cmd_emperor_taxes(self, cp: int) -> Flow:
        yield from self.place_each(EMPEROR, "gold", min(cp, self.s.supply("gold")), [HEARTLAND], minimum=1)

    def cmd_emperor_junks(self, cp: int) -> Flow:
        yield from self.place_each(EMPEROR, "junks", min(cp, self.s.supply("junks")), [SEA], minimum=1)

    def cmd_emperor_voyage(self, cp: int) -> Flow:
        yield from self.voyage(EMPEROR, min(cp, 3), 0)

    def cmd_emperor_move(self, cp: int) -> Flow:
        yield from self.movement(EMPEROR, cp)

    def cmd_barbarian_move(self, cp: int) -> Flow:
        yield from self.movement(BARBARIAN, cp)

    def cmd_emperor_attack(self, cp: int) -> Flow:
        yield from self.attack(EMPEROR, cp, self.attack_targets(EMPEROR))

    def cmd_barbarian_attack(self, cp: int) -> Flow:
        yield from self.attack(BARBARIAN, cp, self.attack_targets(BARBARIAN))

    def cmd_barbarian_gather(self, cp: int) -> Flow:
        yield from self.place_each(BARBARIAN, "hordes", min(cp, self.s.supply("hordes")), list(HOMELANDS), minimum=1)

    def cmd_barbarian_resources(self, cp: int) -> Flow:
        yield from self.place_each(BARBARIAN, "settlements", min(cp, self.s.supply("settlements")), list(HOMELANDS), minimum=1)

    def cmd_barbarian_settle(self, cp: int) -> Flow:
        yield from self.settle(cp, minimum=1)

    # -- building blocks shared by commands and card actions ------------------------------
    def place_each(self, side: str, piece: str, count: int, areas: list[str], minimum: int = 0, one_area: bool = False) -> Flow:
        """Place up to ``count`` pieces from the supply, one at a time, each into one of
        ``areas`` (with ``one_area`` all into the area of the first)."""
        yield from self.one_by_one(side, 1, piece, count, areas, minimum, one_area)

    def remove_each(self, side: str, piece: str, count: int, areas: list[str], minimum: int = 0) -> Flow:
        """Remove up to ``count`` pieces to the supply, one at a time, each from one of ``areas``."""
        yield from self.one_by_one(side, -1, piece, count, areas, minimum)

    def one_by_one(self, side: str, step: int, piece: str, count: int, areas: list[str], minimum: int, one_area: bool = False) -> Flow:
        """Put pieces on (``step`` 1) or take them off (-1) the board one at a time; ``side``
        may stop once ``minimum`` are done. Every "up to" amount of a card (R2: it may be 0)
        and every command placing pieces (R11: at least 1 CP, unused CP are lost) runs here,
        so each offers the same "stop". A step with a single option is not asked."""
        s = self.s
        verb, prep = ("place", "in") if step > 0 else ("remove", "from")
        noun = data.PIECE_NOUN[piece]
        done: dict[str, int] = {}
        while (n := sum(done.values())) < count:
            where = [a for a in areas if (s.supply(piece) if step > 0 else s.pieces(piece, a)) > 0]
            if not where:
                break
            opts = [Action(f"area-{a}", f"{verb.title()} 1 {noun} {prep} {area_name(a)}") for a in where]
            if n >= minimum:
                opts.append(Action("stop", f"Stop ({amount(n, noun)} {verb}d)"))
            pick = opts[0].id if len(opts) == 1 else (yield from self.choose(
                side, f"{verb}-{piece}", f"{verb.title()} {data.NOUNS[noun]} ({n} of {count}).", opts,
            ))
            if pick == "stop":
                break
            area = pick.removeprefix("area-")
            s.put(piece, area, step)
            done[area] = done.get(area, 0) + 1
            if one_area:
                areas = [area]
        if done:
            self.say(f"{self.who(side)} {verb}s {', '.join(f'{amount(k, noun)} {prep} {area_name(a)}' for a, k in done.items())}.")

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

    def movement_origins(self, side: str, need: int = 1, origins: list[str] | None = None, targets: Callable[[str], list[str]] | None = None) -> list[str]:
        units = self.s.units(side)
        targets = targets or (lambda o: self.move_targets(side, o))
        return [o for o in (origins or self.move_origins(side)) if units.get(o, 0) >= need and targets(o)]

    def movement(
        self, side: str, cp: int, exact: int | None = None, origins: list[str] | None = None,
        targets: Callable[[str], list[str]] | None = None, optional: bool = False,
    ) -> Flow:
        """One movement: one origin, one destination, up to ``cp`` units (R6). An
        ``optional`` movement ("you may", "up to") may be skipped."""
        s = self.s
        units = s.units(side)
        targets = targets or (lambda o: self.move_targets(side, o))
        choices = self.movement_origins(side, exact or 1, origins, targets)
        if not choices:
            return
        word = "armies" if side == EMPEROR else "hordes"
        opts = [Action(f"area-{a}", f"Move {word} from {area_name(a)}") for a in choices]
        if optional:
            opts.append(Action("stop", "Move nothing"))
        pick = yield from self.choose(side, "move-from", f"Move {word}: choose where from.", opts)
        if pick == "stop":
            return
        origin = pick.removeprefix("area-")
        dest = (yield from self.choose(
            side, "move-to", f"Move {word} from {area_name(origin)}: choose where to.",
            [Action(f"area-{a}", f"Move {word} to {area_name(a)}") for a in targets(origin)],
            context={"from": origin, "cp": cp},
        )).removeprefix("area-")
        most = min(cp, units[origin])
        if exact:
            n = exact
        elif most == 1:
            n = 1
        else:
            n = int((yield from self.choose(
                side, "count", f"How many {word} move from {area_name(origin)} to {area_name(dest)}?",
                [Action(f"count-{k}", f"Move {k}") for k in range(1, most + 1)],
                bot=lambda opts: opts[-1].id, context={"from": origin, "to": dest},
            )).removeprefix("count-"))
        units[origin] -= n
        units[dest] += n
        self.say(f"{self.who(side)} moves {amount(n, 'army' if side == EMPEROR else 'horde')} from {area_name(origin)} to {area_name(dest)}.")

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

    def attack(self, side: str, cp: int, targets: list[str], origins_filter: Callable[[str], bool] | None = None, minimum: int = 1) -> Flow:
        """Attack (R7): choose the target, bring up to ``cp`` units from adjacent areas one
        at a time, then fight (combat A-F)."""
        s = self.s
        units = s.units(side)
        word = "army" if side == EMPEROR else "horde"
        target = (yield from self.choose(
            side, "attack-target", "Attack: choose the borderland to attack.",
            [Action(f"area-{b}", f"Attack {area_name(b)}") for b in targets],
        )).removeprefix("area-")
        sent = 0
        while sent < cp:
            origins = [a for a in data.ADJACENT[target] if a != target and units.get(a, 0) > 0 and (origins_filter is None or origins_filter(a))]
            if not origins:
                break
            opts = [Action(f"area-{a}", f"Send 1 {word} from {area_name(a)} ({units[a]} there)") for a in origins]
            if sent >= minimum:
                opts.append(Action("stop", f"Attack with {amount(sent, word)}"))
            pick = yield from self.choose(
                side, "attack-units", f"Attack {area_name(target)}: send units ({sent} of up to {cp}).", opts,
                context={"target": target, "sent": sent, "cp": cp},
            )
            if pick == "stop":
                break
            origin = pick.removeprefix("area-")
            units[origin] -= 1
            units[target] += 1
            sent += 1
        self.say(f"{self.who(side)} attacks {area_name(target)} with {amount(sent, word)}.")
        yield from self.combat(side, target)

    def combat(self, attacker: str, area: str) -> Flow:
        """Combat rounds A-F until only one side is left in the area (R8)."""
        s = self.s
        defender = other(attacker)

        def present(side: str) -> bool:
            return s.armies[area] > 0 if side == EMPEROR else s.hordes[area] + s.settlements[area] > 0

        s.last_roll = s.last_combat = None  # the view shows the latest dice only
        s.combat = {"area": area, "attacker": attacker, "round": 0, "attack": [], "defence": [], "rerolls": 0, "result": None}
        while present(attacker) and present(defender):
            s.combat["round"] += 1
            s.combat.update(attack=[], defence=[], result=None)
            s.combat["attack"] = self.roll(3)
            yield from self.rerolls(attacker, "attack")
            s.combat["defence"] = self.roll(3)
            yield from self.rerolls(defender, "defence")
            loser, k = rules.combat_result(s.combat["attack"], s.combat["defence"])
            att, dfn = s.combat["attack"], s.combat["defence"]
            if loser is None:
                s.combat["result"] = "stalemate"
                self.say(f"Combat in {area_name(area)}: {att} against {dfn}, a stalemate.")
                continue
            side = attacker if loser == "attacker" else defender
            if side == BARBARIAN and s.settlements[area]:
                lost = 1 if k == 2 else 0
                s.settlements[area] -= lost
                what = f"{lost} settlement" if lost else "nothing (the settlements protect the hordes)"
            else:
                units = s.units(side)
                lost = min(k, units[area])
                units[area] -= lost
                what = amount(lost, "army" if side == EMPEROR else "horde")
            kind = "a crushing blow" if k == 2 else "normal losses"
            s.combat["result"] = f"{side} loses {what}"
            self.say(f"Combat in {area_name(area)}: {att} against {dfn}, {kind}: {self.who(side)} loses {what}.")
        winner = attacker if present(attacker) else defender
        s.combat["winner"] = winner
        self.say(f"{self.who(winner)} holds {area_name(area)}.")

    def rerolls(self, side: str, key: str) -> Flow:
        """Combat B/D: reveal reserve cards for rerolls of any of one's own dice (R4, R8)."""
        s = self.s
        s.combat["rerolls"] = 0
        if s.is_bot(side):
            from . import bot as solo

            solo.bot_rerolls(self, side, key)
            return
        left = 0
        while True:
            s.combat["rerolls"] = left
            dice = s.combat[key]
            opts: list[Action] = []
            if left:
                opts += [
                    Action(f"reroll-{subset}", f"Reroll die {' and '.join(subset)} of {dice} ({left} left)") for subset in REROLL_SUBSETS
                ]
            opts += [Action(f"reveal-{r}", f"Reveal {card_name(r)} for {amount(data.CARDS[r]['cp'], 'reroll')}") for r in s.reserves[side]]
            if not opts:
                return
            opts.append(Action("accept", f"Keep {dice}"))
            s.combat["deciding"] = side
            pick = yield from self.choose(side, "reroll", f"Your {key} dice: {dice}. Reroll?", opts)
            s.combat["deciding"] = None
            if pick == "accept":
                s.combat["rerolls"] = 0  # unused rerolls lapse
                return
            if pick.startswith("reveal-"):
                left += self.reveal(side, pick.removeprefix("reveal-"))
                continue
            positions = [int(c) - 1 for c in pick.removeprefix("reroll-")]
            new = self.roll(len(positions))
            for p, v in zip(positions, new):
                dice[p] = v
            left -= 1
            self.say(f"{self.who(side)} rerolls and now has {dice}.")

    def voyage_possible(self) -> bool:
        s = self.s
        return s.junks_sea > 0 and s.gold_h + s.gold_sea > 0 and not all(s.voyages)

    def voyage(self, side: str, dice: int, bonus: int) -> Flow:
        """Voyage (R5): to an open voyage space with all sea gold plus any heartland gold and
        at least 1 junk; success if any die is below gold + junks (+ bonus)."""
        s = self.s
        open_voyages = [v for v in data.VOYAGES if not s.voyages[v - 1]]
        target = int((yield from self.choose(
            side, "voyage", "Voyage: choose the destination.",
            [Action(f"voyage-{v}", f"Sail to {v} ({data.VOYAGE_NAMES[v]})") for v in open_voyages],
        )).removeprefix("voyage-"))
        sea_gold = s.gold_sea
        low = 0 if sea_gold else 1
        if s.gold_h > low:
            gold = int((yield from self.choose(
                side, "voyage-gold",
                f"Gold from the heartland (the {sea_gold} gold in the sea must sail too)." if sea_gold else "Gold from the heartland.",
                [Action(f"count-{k}", f"Send {k} gold from the heartland") for k in range(low, s.gold_h + 1)],
            )).removeprefix("count-"))
        else:
            gold = s.gold_h if low else 0
        if s.junks_sea > 1:
            junks = int((yield from self.choose(
                side, "voyage-junks", "How many junks sail?",
                [Action(f"count-{k}", f"Send {amount(k, 'junk')}") for k in range(1, s.junks_sea + 1)],
            )).removeprefix("count-"))
        else:
            junks = 1
        total_gold = sea_gold + gold
        s.gold_h -= gold
        s.gold_sea = 0
        s.junks_sea -= junks
        rolled = self.roll(dice)
        ok = rules.voyage_succeeds(rolled, total_gold, junks, bonus)
        s.last_combat = None  # the view shows the latest dice only
        s.last_roll = {"kind": "voyage", "voyage": target, "dice": rolled, "target": total_gold + junks + bonus, "success": ok}
        extra = f" + {bonus}" if bonus else ""
        if ok:
            s.voyages[target - 1] = True
            s.junks_sea += junks - 1
            self.say(
                f"Voyage to {data.VOYAGE_NAMES[target]} with {total_gold} gold and {amount(junks, 'junk')}{extra}: "
                f"dice {rolled} against {total_gold + junks + bonus}: success."
            )
        else:
            s.gold_sea += total_gold
            s.junks_sea += junks
            self.say(
                f"Voyage to {data.VOYAGE_NAMES[target]} with {total_gold} gold and {amount(junks, 'junk')}{extra}: "
                f"dice {rolled} against {total_gold + junks + bonus}: it fails; gold and junks wait in the sea."
            )

    def settle_paths(self, homelands: tuple[str, ...] = HOMELANDS) -> list[tuple[str, str]]:
        """(homeland with a settlement, adjacent borderland the Barbarian controls)."""
        s = self.s
        return [
            (h, b) for h in homelands if s.settlements[h] > 0 for b in data.ADJACENT[h]
            if b in BORDERLANDS and s.barbarian_holds(b)
        ]

    def settle(self, count: int, minimum: int) -> Flow:
        """Build settlement: move settlements one at a time from a homeland into an
        adjacent borderland the Barbarian controls."""
        s = self.s
        built = 0
        while built < count:
            paths = self.settle_paths()
            if not paths:
                break
            opts = [Action(f"path-{h}-{b}", f"Move a settlement from {area_name(h)} to {area_name(b)}") for h, b in paths]
            if built >= minimum:
                opts.append(Action("stop", f"Stop ({built} built)"))
            pick = yield from self.choose(BARBARIAN, "settle", f"Build settlements ({built} of {count}).", opts)
            if pick == "stop":
                break
            _, h, b = pick.split("-")
            s.settlements[h] -= 1
            s.settlements[b] += 1
            built += 1
            self.say(f"{self.who(BARBARIAN)} builds a settlement in {area_name(b)}.")


# ==== the Rules object =================================================================


def check_options(options: dict[str, Any], players: int) -> dict[str, Any]:
    unknown = set(options) - set(INFO.options)
    if unknown:
        raise ValueError(f"Unknown option(s) for The Ming Voyages: {', '.join(sorted(unknown))}.")
    emperor = options.get("emperor", 0)
    if emperor not in (0, 1) or isinstance(emperor, bool) or (players == 1 and emperor != 0):
        raise ValueError("Option 'emperor' must be the seat (0 or 1) playing the Emperor; solo players are the Emperor.")
    difficulty = options.get("difficulty", "normal")
    if difficulty not in data.DIFFICULTIES:
        raise ValueError(f"Option 'difficulty' must be one of {', '.join(data.DIFFICULTIES)}.")
    match = options.get("match", False)
    if not isinstance(match, bool):
        raise ValueError("Option 'match' must be true or false.")
    if match and players == 1:
        raise ValueError("The two-game match is for two players.")
    return {"emperor": emperor, "difficulty": difficulty, "match": match}


class MingVoyages:
    """The Ming Voyages for 2 players, or 1 against the solo bot deck."""

    info = INFO

    def check_options(self, options: dict[str, Any], players: int) -> dict[str, Any]:
        return check_options(options, players)

    def new_state(self, players: list[str], rng: Rng, options: dict[str, Any], log: list[str]) -> State:
        state = State(
            names=list(players), solo=len(players) == 1, difficulty=options["difficulty"],
            match=options["match"], emperor_seat=options["emperor"],
        )
        state.flow = Game(state, rng, log).run()
        self._advance(state, None)
        return state

    @staticmethod
    def _advance(state: State, action_id: str | None) -> bool:
        state.barrier = False
        try:
            state.pending = state.flow.send(action_id) if action_id is not None else next(state.flow)
        except StopIteration:
            state.pending = None
        return state.barrier

    def to_move(self, state: State) -> list[int]:
        return [state.pending.seat] if state.pending else []

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if state.pending is None or state.pending.seat != seat:
            return []
        return list(state.pending.options)

    def apply(self, state: State, seat: int, action_id: str, rng: Rng, log: list[str]) -> bool:
        return self._advance(state, action_id)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        from .view import view

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
        snap = {k: v for k, v in vars(state).items() if k not in ("flow", "pending")}
        snap["pending"] = None if state.pending is None else {
            "seat": state.pending.seat, "kind": state.pending.kind, "options": [a.id for a in state.pending.options],
        }
        return snap


RULES = MingVoyages()
