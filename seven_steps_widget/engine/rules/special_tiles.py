"""The special tiles (R4): placement aids A1-A5 and victory-point tiles V1-V6, and what the
victory-point tiles score (R10, V1-V6, D3, D4)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..board import Board
from ..colors import Color
from ..errors import IllegalMove
from ..hexgrid import AXES, Cell, add

__all__ = [
    "AID_TILES",
    "VP_TILES",
    "TILE_TEXT",
    "STARTING_PILES",
    "kind_of",
    "limits_turn",
    "vp_bonus",
    "longest_line",
    "best_v2_color",
]

AID_TILES = ("A1", "A2", "A3", "A4", "A5")
VP_TILES = ("V1", "V2", "V3", "V4", "V5", "V6")
#: R4: two of each aid; two each of V1-V4, one each of V5 and V6.
STARTING_PILES: dict[str, tuple[str, ...]] = {
    "aid": tuple(t for t in AID_TILES for _ in range(2)),
    "vp": ("V1", "V1", "V2", "V2", "V3", "V3", "V4", "V4", "V5", "V6"),
}

#: One line per tile, in our own words, for buttons, tooltips and the tutorial.
TILE_TEXT: dict[str, str] = {
    "A1": "Remove 1 or 2 discs from the board into the bag",
    "A2": "Move a tower to an empty cell of its colour, or swap two towers of one colour",
    "A3": "Move one disc to another cell of the same colour",
    "A4": "First disc one level higher than normal; at most 5 discs this turn",
    "A5": "Take a disc from the board into your hand, throw another into the bag; at most 5 discs",
    "V1": "+1 per different colour placed",
    "V2": "+2 per placed disc of one chosen colour",
    "V3": "+1 per disc placed on an edge cell",
    "V4": "+1 per disc in the longest straight line",
    "V5": "+5 for a red or purple disc placed at level 3",
    "V6": "+5 for a green or black disc placed at level 3",
}


def kind_of(tile: str) -> str:
    """``"aid"`` or ``"vp"`` for a tile id; ``IllegalMove`` (R4) for an unknown id."""
    if tile in AID_TILES:
        return "aid"
    if tile in VP_TILES:
        return "vp"
    raise IllegalMove("R4", f"{tile!r} is not a special tile (A1-A5, V1-V6)")


def limits_turn(tile: str | None) -> bool:
    """Whether an aid tile caps the turn at 5 discs (A4, A5; rule R9)."""
    return tile in ("A4", "A5")


def longest_line(cells: Sequence[Cell]) -> int:
    """D4: the most of ``cells`` that lie consecutively, without a gap, along one hex axis.

    >>> longest_line([(0, 0), (1, 0), (2, 0), (2, 1)])
    3
    """
    present = set(cells)
    best = 1 if present else 0
    for axis in AXES:
        back = (-axis[0], -axis[1])
        for cell in present:
            if add(cell, back) in present:
                continue
            length, cur = 1, add(cell, axis)
            while cur in present:
                length, cur = length + 1, add(cur, axis)
            best = max(best, length)
    return best


@dataclass(frozen=True)
class _Placed:
    """One disc of this turn, as the VP tiles see it."""

    cell: Cell
    level: int
    color: Color


def vp_bonus(
    tile: str,
    board: Board,
    cells: Sequence[Cell],
    levels: Sequence[int],
    color: Color | None = None,
) -> int:
    """Extra points of victory-point tile ``tile`` for this turn's discs (V1-V6).

    ``color`` is V2's chosen colour; for V2 without one, the most-placed colour is used.
    """
    placed = [_Placed(c, lv, board.color(c)) for c, lv in zip(cells, levels)]
    if tile == "V1":
        return len({p.color for p in placed})
    if tile == "V2":
        if color is None:
            color = best_v2_color(board, cells)
        if color is None:
            return 0
        return 2 * sum(p.color is color for p in placed)
    if tile == "V3":
        return sum(board.is_edge(p.cell) for p in placed)
    if tile == "V4":
        return longest_line(cells)
    if tile == "V5":
        return (
            5 if any(p.level == 3 and p.color in (Color.RED, Color.PURPLE) for p in placed) else 0
        )
    if tile == "V6":
        return (
            5 if any(p.level == 3 and p.color in (Color.GREEN, Color.BLACK) for p in placed) else 0
        )
    raise IllegalMove("R4", f"{tile!r} is not a victory-point tile (V1-V6)")


def best_v2_color(board: Board, cells: Sequence[Cell]) -> Color | None:
    """The colour V2 pays most for: the most-placed colour (first in T Y B P R K G on a tie)."""
    counts = {color: 0 for color in Color}
    for cell in cells:
        counts[board.color(cell)] += 1
    color, n = max(counts.items(), key=lambda item: item[1])
    return color if n else None
