"""Computer players: each maps a game state to the actions of its whole turn (aid, discs,
score with a VP tile, bonus pile, keep choice, discards), only ever legal ones.

* ``random``: a uniformly random legal action at every step.
* ``greedy``: the turn with the most points now (``best_turns``), tiles whenever they add.
* ``lookahead``: weighs each strong candidate turn by its points, the special tile the 7-point
  rule would bring (R11), the value of keeping its own tiles (2 each at the end, R14) and what
  the board it leaves is worth to the next player, averaged over hands drawn at random from the
  discs it cannot see (Monte-Carlo over the bag and the other hands).

>>> from seven_steps_widget.engine.setup import new_game
>>> actions = PLAYERS["greedy"]().choose_turn(new_game(("Ann", "Ben"), seed=3))
>>> type(actions[-1]).__name__
'Discard'
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from ..engine.actions import Action, ChooseBonus, Discard, Keep
from ..engine.colors import EMPTY_COUNTS, ColorCounts
from ..engine.record import GameRecord
from ..engine.rules.special_tiles import TileKind, kind_of
from ..engine.setup import new_game
from ..engine.state import GameState, Phase
from .best import best_turns_steps
from .plan import TurnPlan
from .search import search_steps
from .work import Steps, finish

__all__ = [
    "ComputerPlayer",
    "RandomPlayer",
    "GreedyPlayer",
    "LookaheadPlayer",
    "PLAYERS",
    "Match",
    "play_game",
    "ready",
]


def ready(value: T) -> Steps[T]:
    """Work that is done at once: ``value``, with nothing to yield."""
    return value
    yield  # a generator, like all work


#: A rough worth of each special tile while held (what it tends to add when played later).
TILE_WORTH: Mapping[str, float] = {
    "A1": 3.0, "A2": 3.0, "A3": 3.5, "A4": 3.5, "A5": 2.5,
    "V1": 3.0, "V2": 5.0, "V3": 3.5, "V4": 3.5, "V5": 4.0, "V6": 4.0,
}  # fmt: skip
END_WORTH = 2  # R14: an unused tile at the end

T = TypeVar("T")


class ComputerPlayer:
    """A strength of computer player. Subclasses choose the placing (``plan``) and the
    end-of-turn choices; ``next_action`` hands the turn out one action at a time (for showing
    a computer turn disc by disc) and replans only when the game went elsewhere."""

    name = "computer"

    def __init__(self) -> None:
        self._expected: GameState | None = None
        self._queue: list[Action] = []

    def plan(self, state: GameState) -> TurnPlan:
        """The placing to play from ``state`` (START or PLACE)."""
        return finish(self.plan_steps(state))

    def plan_steps(self, state: GameState) -> Steps[TurnPlan]:
        """:meth:`plan` as work that yields the positions it searched (``work.Steps``)."""
        raise NotImplementedError

    def choose_bonus(self, state: GameState) -> ChooseBonus:
        """R11: which pile to draw from; the kind not held first (no tile is then lost)."""
        kinds = [k for k in (TileKind.VP, TileKind.AID) if state.piles.available(k)]
        fresh = [k for k in kinds if state.held_tile(k) is None]
        return ChooseBonus((fresh or kinds)[0])

    def choose_keep(self, state: GameState) -> Keep:
        """R11: of two tiles of a kind, keep the one worth more."""
        offer = state.turn.offer
        assert offer is not None
        old = state.held_tile(kind_of(offer))
        assert old is not None
        return Keep(max((old, offer), key=lambda t: TILE_WORTH[t]))

    def choose_discard(self, state: GameState) -> Discard:
        """R13: throw nothing back."""
        return Discard(EMPTY_COUNTS)

    def choose_turn(self, state: GameState) -> list[Action]:
        """The actions from ``state`` to the end of the current player's turn (the discard)."""
        return finish(self.choose_turn_steps(state))

    def choose_turn_steps(self, state: GameState) -> Steps[list[Action]]:
        """:meth:`choose_turn` as work that yields the positions it searched."""
        actions: list[Action] = []
        if state.phase in (Phase.START, Phase.PLACE):
            plan = yield from self.plan_steps(state)
            for action in plan.actions():
                actions.append(action)
                state = state.apply(action)
        while state.phase in (Phase.BONUS, Phase.KEEP, Phase.DISCARD):
            choice: Action
            if state.phase is Phase.BONUS:
                choice = self.choose_bonus(state)
            elif state.phase is Phase.KEEP:
                choice = self.choose_keep(state)
            else:
                choice = self.choose_discard(state)
            actions.append(choice)
            state = state.apply(choice)
            if isinstance(choice, Discard):
                break
        return actions

    def knows(self, state: GameState) -> bool:
        """Its next action from ``state`` is worked out already (:meth:`next_action` is quick)."""
        return bool(self._queue) and state == self._expected

    def think(self, state: GameState) -> Steps[None]:
        """Work out the turn :meth:`next_action` plays from ``state``, as work that yields (a
        widget gives its event loop back in between); nothing if it is known already."""
        if not self.knows(state):
            self._queue = yield from self.choose_turn_steps(state)
            self._expected = state

    def next_action(self, state: GameState) -> Action:
        """The next single action of this player's turn from ``state``."""
        if not self.knows(state):
            self._queue = self.choose_turn(state)
        action = self._queue.pop(0)
        self._expected = state.apply(action)
        return action


class RandomPlayer(ComputerPlayer):
    """A uniformly random legal action at every step, seeded by the position it sees."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        super().__init__()
        self.seed = seed

    def choose_turn_steps(self, state: GameState) -> Steps[list[Action]]:
        return ready(self._random_turn(state))

    def _random_turn(self, state: GameState) -> list[Action]:
        rng = random.Random(f"{self.seed}:{state}")
        actions: list[Action] = []
        while not state.over:
            action = rng.choice(state.legal_actions())
            actions.append(action)
            state = state.apply(action)
            if isinstance(action, Discard):
                break
        return actions


class GreedyPlayer(ComputerPlayer):
    """The most points this turn, playing any tile that adds to them."""

    name = "greedy"

    def plan_steps(self, state: GameState) -> Steps[TurnPlan]:
        return (yield from best_turns_steps(state, 1))[0]


class LookaheadPlayer(ComputerPlayer):
    """Points now, plus tiles won (R11) or kept (R14), minus what the next player can make of
    the board left behind (Monte-Carlo over ``samples`` hands from the unseen discs)."""

    name = "lookahead"

    def __init__(self, candidates: int = 6, samples: int = 3, seed: int = 0) -> None:
        super().__init__()
        self.candidates = candidates
        self.samples = samples
        self.seed = seed

    def plan_steps(self, state: GameState) -> Steps[TurnPlan]:
        options = yield from self._candidates(state)
        if len(options) == 1:
            return options[0]
        hands = self._unseen_hands(state)
        values = []
        for plan in options:
            values.append((yield from self.value_steps(state, plan, hands)))
        return options[values.index(max(values))]  # the first of the best, as max() takes

    def _candidates(self, state: GameState) -> Steps[list[TurnPlan]]:
        """Strong turns, the same turns keeping the VP tile, and the best turns that earn a
        tile by the 7-point rule."""
        found = yield from best_turns_steps(state, self.candidates)
        found += yield from best_turns_steps(state, 2, aid=False, vp=False)
        if state.piles.available("aid") or state.piles.available("vp"):
            found += yield from best_turns_steps(state, 2, aid=False, vp=False, max_total=7)
        kept = [TurnPlan(p.cells, p.levels, p.aid, already_placed=p.already_placed) for p in found]
        unique: dict[tuple[object, ...], TurnPlan] = {}
        for plan in found + kept:
            unique.setdefault((plan.aid, plan.cells, plan.vp), plan)
        return list(unique.values())

    def _unseen_hands(self, state: GameState) -> list[ColorCounts]:
        """Hands the next player might hold: drawn from the bag and the hands not our own."""
        me = state.current_seat
        nxt = (me + 1) % len(state.players)
        others = [h for seat, h in enumerate(state.hands_by_seat) if seat != me]
        pool = [i for i in range(7) for _ in range(state.bag_counts[i] + sum(h[i] for h in others))]
        size = sum(state.hands_by_seat[nxt])
        rng = random.Random(f"{self.seed}:{state.seed}:{state.draws}:{sum(state.turns_by_seat)}")
        hands = []
        for _ in range(self.samples):
            counts = [0] * 7
            for i in rng.sample(pool, min(size, len(pool))):
                counts[i] += 1
            hands.append(tuple(counts))
        return hands  # type: ignore[return-value]

    def value(self, state: GameState, plan: TurnPlan, hands: Sequence[ColorCounts]) -> float:
        """How good ``plan`` is for the player to move (higher is better)."""
        return finish(self.value_steps(state, plan, hands))

    def value_steps(
        self, state: GameState, plan: TurnPlan, hands: Sequence[ColorCounts]
    ) -> Steps[float]:
        """:meth:`value` as work that yields the positions it searched."""
        me = state.current
        last_round = state.end_triggered
        after = state
        for action in plan.actions():
            after = after.apply(action)
        worth = float(plan.total)
        spent = [t for t in state.held[me] if t not in after.held[me]]
        for tile in spent:  # a tile played is not kept for later or for the end
            worth -= END_WORTH if last_round else TILE_WORTH[tile]
        if after.phase is Phase.BONUS:
            worth += END_WORTH if last_round else 3.5
        leave = []
        for hand in hands:
            if any(hand):
                found = yield from search_steps(after.board, after.heights_by_cell, hand)
                leave.append(found[0].total)
        if leave:
            worth -= sum(leave) / len(leave) / (len(state.players) - 1)
        return worth


#: Player strengths by name; each value makes a fresh player.
PLAYERS: dict[str, Callable[[], ComputerPlayer]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
    "lookahead": LookaheadPlayer,
}


@dataclass(frozen=True)
class Match:
    """A finished computer game: its record and final state."""

    record: GameRecord
    final: GameState


def play_game(
    players: Sequence[ComputerPlayer], seed: int, board: str | None = None, max_turns: int = 500
) -> Match:
    """A whole seeded game between ``players`` (seat i plays for player i)."""
    names = tuple(f"{p.name}{i + 1}" for i, p in enumerate(players))
    start = state = new_game(names, board=board, seed=seed)
    actions: list[Action] = []
    turns = 0
    while not state.over:
        turns += 1
        if turns > max_turns:
            raise RuntimeError(f"game {seed} did not end within {max_turns} turns")
        for action in players[state.current_seat].choose_turn(state):
            state = state.apply(action)
            actions.append(action)
    return Match(GameRecord(start, tuple(actions)), state)
