"""A candidate turn with its point breakdown (R10, R11), and how to read one off played actions.

A :class:`TurnPlan` is what the solver returns, what puzzles store as their answer and what the
game review compares: the aid action, the discs with their levels, the VP tile with its bonus.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..engine.actions import Action, Place, Score, UseAid
from ..engine.board import Board
from ..engine.hexgrid import Cell, as_cell, cell_text
from ..engine.rules.special_tiles import SEVEN_POINT_LIMIT, TileKind, vp_bonus
from ..engine.state import GameState, Phase

__all__ = ["TurnPlan", "evaluate", "plan_for_cells", "SEVEN_POINT_LIMIT"]



@dataclass(frozen=True)
class TurnPlan:
    """One way to play the rest of a turn, with its points.

    ``cells``/``levels`` cover the whole turn, including the ``already_placed`` discs that were
    on the board before the plan was made (mid-turn); ``aid`` is the aid action still to play.
    """

    cells: tuple[Cell, ...]
    levels: tuple[int, ...]
    aid: UseAid | None = None
    vp: str | None = None
    vp_bonus: int = 0
    already_placed: int = 0

    @property
    def disc_points(self) -> int:
        """R10: the sum of the levels."""
        return sum(self.levels)

    @property
    def total(self) -> int:
        """R10: disc points plus the VP tile's bonus."""
        return self.disc_points + self.vp_bonus

    @property
    def seven_point_rule(self) -> bool:
        """R11: a turn worth 7 or less in total earns a special tile."""
        return self.total <= SEVEN_POINT_LIMIT

    @property
    def tiles_used(self) -> int:
        """How many special tiles the plan spends (each is worth 2 if kept to the end, R14)."""
        return (self.aid is not None) + (self.vp is not None)

    def actions(self) -> list[Action]:
        """The engine actions that play the plan from where it was made, ending with the score."""
        out: list[Action] = [] if self.aid is None else [self.aid]
        out.extend(Place(cell) for cell in self.cells[self.already_placed :])
        out.append(Score(self.vp))
        return out

    def describe(self) -> str:
        """One line for people: the aid, each disc with its level, the tile and the total.

        >>> TurnPlan(((0, 0), (1, 0)), (1, 2), vp="V1", vp_bonus=1).describe()
        '0,0 (1) → 1,0 (2); V1 +1; total 4'
        """
        parts = []
        if self.aid is not None:
            parts.append(str(self.aid).removeprefix("aid "))
        discs = " → ".join(f"{cell_text(c)} ({lv})" for c, lv in zip(self.cells, self.levels))
        parts.append(discs or "no disc")
        if self.vp is not None:
            parts.append(f"{self.vp} +{self.vp_bonus}")
        parts.append(f"total {self.total}")
        return "; ".join(parts)


def best_vp_use(
    board: Board, tile: str | None, cells: Sequence[Cell], levels: Sequence[int]
) -> tuple[str | None, int]:
    """How to play the held VP tile on these discs: ``(tile, bonus)``, or no tile when it would
    add nothing (kept, it is still worth 2 at the end, R14)."""
    if tile is None or not cells:
        return None, 0
    bonus = vp_bonus(tile, board, cells, levels)
    return (tile, bonus) if bonus > 0 else (None, 0)


def evaluate(state: GameState, actions: Iterable[Action]) -> TurnPlan:
    """The plan that ``actions`` (aid, places, score) play from ``state``, checked by the engine:
    :class:`IllegalMove` if any is not allowed. Actions after the score are ignored."""
    if state.phase not in (Phase.START, Phase.PLACE):
        raise ValueError(f"a turn is planned at its start or while placing, not in {state.phase}")
    already = len(state.turn.cells)
    aid = None
    for action in actions:
        if isinstance(action, UseAid):
            aid = action
        state = state.apply(action)
        if isinstance(action, Score):
            break
    else:
        state = state.apply(Score())
    turn = state.turn
    bonus = turn.points - turn.disc_points
    return TurnPlan(turn.cells, turn.levels, aid, turn.vp, bonus, already)


def plan_for_cells(state: GameState, cells: Sequence[Cell], aid: UseAid | None = None) -> TurnPlan:
    """The plan placing ``cells`` (after ``aid``) from ``state``, with the held VP tile played
    where it adds points; :class:`IllegalMove` names the broken rule."""
    played = evaluate(state, [*([aid] if aid else []), *(Place(as_cell(c)) for c in cells)])
    tile, bonus = best_vp_use(
        state.board, state.held_tile(TileKind.VP), played.cells, played.levels
    )
    return TurnPlan(played.cells, played.levels, aid, tile, bonus, played.already_placed)
