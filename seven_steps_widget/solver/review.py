"""Game review, like a chess analysis: each turn's points next to the best turn available then,
the points given away, and where another special-tile choice would have made a difference
(VP tile kept or spent, aid unused, the 7-point rule, bonus pile and keep choice)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

from ..engine.actions import Action, ChooseBonus, Discard, Keep
from ..engine.game import Game
from ..engine.record import GameRecord
from ..engine.rules.special_tiles import TileKind, kind_of
from ..engine.state import GameState, Phase
from .best import Progress, best_turns
from .plan import SEVEN_POINT_LIMIT, TurnPlan, best_vp_use, evaluate
from .players import END_WORTH

__all__ = ["TileChoice", "TurnReview", "review_game", "review_turns"]


@dataclass(frozen=True)
class TileChoice:
    """A bonus-pile (``"bonus"``) or keep (``"keep"``) choice of R11 and its alternative.
    ``difference``: the player's best points at their next turn with the tiles chosen minus
    with the alternative (None when it cannot be told, e.g. the game ended)."""

    kind: str
    chosen: str
    alternative: str
    difference: int | None


@dataclass(frozen=True)
class TurnReview:
    """One turn of the game reviewed. ``position`` is the history index of the turn's start
    (``Game.goto(position)`` shows it)."""

    number: int
    player: str
    position: int
    played: TurnPlan
    best: TurnPlan
    notes: tuple[str, ...]
    choices: tuple[TileChoice, ...]

    @property
    def given_away(self) -> int:
        """Points the best turn would have scored more."""
        return self.best.total - self.played.total

    @property
    def tile_mattered(self) -> bool:
        """A different special-tile choice would have changed the points."""
        return bool(self.notes) or any(c.difference for c in self.choices)


def _tile_notes(start: GameState, played: TurnPlan) -> list[str]:
    """What the held tiles and the 7-point rule could have done differently this turn."""
    notes: list[str] = []
    vp = start.held_tile("vp")
    if vp is not None and played.vp is None:
        _, bonus = best_vp_use(start.board, vp, played.cells, played.levels)
        if bonus:
            notes.append(f"{vp} was kept; played, it would have added {bonus} (R10).")
    if played.vp is not None and played.vp_bonus < END_WORTH:
        notes.append(
            f"{played.vp} was played for +{played.vp_bonus}; kept to the end it is worth "
            f"{END_WORTH} (R14)."
        )
    if start.held_tile("aid") is not None and played.aid is None:
        gain = best_turns(start, k=1)[0].total - best_turns(start, k=1, aid=False)[0].total
        if gain > 0:
            unit = "point" if gain == 1 else "points"
            notes.append(f"Aid {start.held_tile('aid')} could have added {gain} {unit}.")
    if played.total > SEVEN_POINT_LIMIT and (
        start.piles.available("aid") or start.piles.available("vp")
    ):
        small = best_turns(start, k=1, max_total=SEVEN_POINT_LIMIT)
        if small and small[0].cells and played.total - small[0].total <= 2:
            notes.append(
                f"A turn worth {small[0].total} ({played.total - small[0].total} less) would "
                "have earned a special tile (R11)."
            )
    return notes


def _held_after(state: GameState, action: Action) -> tuple[str, ...]:
    """The current player's tiles once ``action`` (and a keep, if it leads to one) is done."""
    after = state.apply(action)
    if after.phase is Phase.KEEP:
        assert after.turn.offer is not None
        after = after.apply(Keep(after.turn.offer))
    return after.held[state.current]


def _choices(
    states: list[GameState], actions: list[Action], first: int, last: int, later: GameState | None
) -> list[TileChoice]:
    """The R11 choices among ``actions[first:last]`` with what the alternative would give."""
    out = []
    for i in range(first, last):
        action, state = actions[i], states[i]
        if isinstance(action, ChooseBonus):
            other = TileKind.VP if action.kind is TileKind.AID else TileKind.AID
            if not state.piles.available(other):
                continue
            alt = ChooseBonus(other)
            chosen_held = _held_after(state, action)
            alt_held = _held_after(state, alt)
            chosen, alternative = str(action.kind), str(other)
        elif isinstance(action, Keep):
            offer = state.turn.offer
            assert offer is not None
            old = state.held_tile(kind_of(offer))
            assert old is not None
            if old == offer:
                continue  # two copies of one tile: nothing to choose
            alt_tile = old if action.tile == offer else offer
            chosen_held = state.apply(action).held[state.current]
            alt_held = state.apply(Keep(alt_tile)).held[state.current]
            chosen, alternative = action.tile, alt_tile
        else:
            continue
        out.append(
            TileChoice(
                "bonus" if isinstance(action, ChooseBonus) else "keep",
                chosen,
                alternative,
                _next_turn_difference(later, chosen_held, alt_held),
            )
        )
    return out


def _next_turn_difference(
    later: GameState | None, chosen: tuple[str, ...], alternative: tuple[str, ...]
) -> int | None:
    """Best points at the player's next turn with ``chosen`` minus with ``alternative``."""
    if later is None or chosen == alternative:
        return None if later is None else 0
    held = list(later.held_by_seat)
    held[later.current_seat] = alternative  # only held tiles matter to the best turn, not piles
    other = replace(later, held_by_seat=tuple(held))
    return best_turns(later, k=1)[0].total - best_turns(other, k=1)[0].total


def review_game(game: Game | GameRecord, progress: Progress | None = None) -> list[TurnReview]:
    """Every finished turn of ``game`` reviewed, in order. ``progress(done, total)`` is told
    how many turns are done as it goes (the solver runs per turn: long games take seconds)."""
    rows = []
    for done, total, row in review_turns(game):
        if row is not None:
            rows.append(row)
        elif progress is not None:
            progress(done, total)
    return rows


def review_turns(
    game: Game | GameRecord,
) -> Iterator[tuple[int, int, TurnReview | None]]:
    """``review_game`` one turn at a time: ``(done, total, row)`` before each turn (row None)
    and after it (its review, or None for a turn not reviewed), so a caller can pause between
    turns (the widget gives the event loop back) and report progress."""
    record = game.record() if isinstance(game, Game) else game
    states = record.states()
    actions = list(record.actions)
    starts = [0] + [i + 1 for i, a in enumerate(actions) if isinstance(a, Discard)]
    turns = list(zip(starts, starts[1:]))
    for number, (first, end) in enumerate(turns, start=1):
        yield number - 1, len(turns), None
        start = states[first]
        later = next(
            (states[s] for s, _ in turns[number:] if states[s].current == start.current), None
        )
        if start.phase is not Phase.START:
            continue  # a record that starts mid-turn: review from the next turn on
        played = evaluate(start, actions[first:end])
        best = best_turns(start, k=1)[0]
        yield number, len(turns), TurnReview(
            number,
            start.current,
            first,
            played,
            best,
            tuple(_tile_notes(start, played)),
            tuple(_choices(states, actions, first, end, later)),
        )
    yield len(turns), len(turns), None
