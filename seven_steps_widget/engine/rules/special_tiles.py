"""The special tiles (R4): building aids A1-A5 and victory-point tiles V1-V6, and what the
victory-point tiles score (R10, V1-V6, D3, D4)."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from ..board import Board
from ..colors import Color
from ..errors import IllegalMove
from ..hexgrid import Cell
from .vp_score import VPScore, longest_line

__all__ = [
    "TileKind",
    "AID_TILES",
    "VP_TILES",
    "TILE_TEXT",
    "STARTING_PILES",
    "SEVEN_POINT_LIMIT",
    "kind_of",
    "limits_turn",
    "vp_bonus",
    "longest_line",
    "most_placed_colors",
]


class TileKind(str, Enum):
    """The two kinds of special tile (R4): building aids and victory-point tiles.

    ``TileKind("oops")`` raises ``ValueError``, so a misspelt kind never picks a pile.
    """

    AID = "aid"
    VP = "vp"

    def __str__(self) -> str:
        return self.value

    def __format__(self, spec: str) -> str:
        return format(self.value, spec)

    @property
    def prefix(self) -> str:
        """The first letter of this kind's tile ids (``A`` or ``V``)."""
        return "A" if self is TileKind.AID else "V"


#: R11: a turn worth this much or less (discs and VP tile) earns a special tile.
SEVEN_POINT_LIMIT = 7

AID_TILES = ("A1", "A2", "A3", "A4", "A5")
VP_TILES = ("V1", "V2", "V3", "V4", "V5", "V6")
#: R4: two of each aid; two each of V1-V4, one each of V5 and V6.
STARTING_PILES: dict[TileKind, tuple[str, ...]] = {
    TileKind.AID: tuple(t for t in AID_TILES for _ in range(2)),
    TileKind.VP: ("V1", "V1", "V2", "V2", "V3", "V3", "V4", "V4", "V5", "V6"),
}

#: One line per tile, in our own words, in English: for developers, and the English of the
#: widget's tooltips and lessons. ``words.game.tile_text`` gives it in every language.
TILE_TEXT: dict[str, str] = {
    "A1": "Remove 1 or 2 discs from the board into the bag",
    "A2": "Move a tower to an empty cell of its colour, or swap two towers of one colour",
    "A3": "Move one disc to another cell of the same colour",
    "A4": "First disc one level higher than normal; at most 5 discs this turn",
    "A5": "Take a disc from the board into your hand, throw another into the bag; at most 5 discs",
    "V1": "+1 per different colour placed",
    "V2": "+2 per disc of the colour placed most this turn",
    "V3": "+1 per disc placed on an edge cell",
    "V4": "+1 per disc in the longest straight line",
    "V5": "+5, once, for at least one red or purple disc placed on level 3",
    "V6": "+5, once, for at least one green or black disc placed on level 3",
}


def kind_of(tile: str) -> TileKind:
    """The kind of a tile id; ``IllegalMove`` (R4) for an unknown id."""
    if tile in AID_TILES:
        return TileKind.AID
    if tile in VP_TILES:
        return TileKind.VP
    raise IllegalMove(
        "R4",
        f"{tile!r} is not a special tile (A1-A5, V1-V6)",
        key="not_a_tile",
        params={"tile": tile},
    )


def limits_turn(tile: str | None) -> bool:
    """Whether an aid tile caps the turn at 5 discs (A4, A5; rule R9)."""
    return tile in ("A4", "A5")


def vp_bonus(tile: str, board: Board, cells: Sequence[Cell], levels: Sequence[int]) -> int:
    """Extra points of victory-point tile ``tile`` for this turn's discs (V1-V6), counted by
    the one scorer the solver uses too (``vp_score.VPScore``).

    V2 always counts the colour placed most this turn: the player does not pick a colour.
    """
    if tile not in VP_TILES:
        raise IllegalMove(
            "R4",
            f"{tile!r} is not a victory-point tile (V1-V6)",
            key="not_a_vp_tile",
            params={"tile": tile},
        )
    score, index = VPScore(tile, board), board.index
    for cell, level in zip(cells, levels):
        score.add(index(cell), level)
    return score.exact()


def most_placed_colors(board: Board, cells: Sequence[Cell]) -> tuple[Color, ...]:
    """The colours placed most often among ``cells`` (several on a tie, in T Y B P R K G order);
    V2 pays 2 per disc of any one of them, the same bonus whichever it is.

    >>> most_placed_colors(Board.standard(), [(0, 0), (2, 1)])
    (<Color.TURQUOISE: 'T'>, <Color.YELLOW: 'Y'>)
    """
    counts = {color: 0 for color in Color}
    for cell in cells:
        counts[board.color(cell)] += 1
    top = max(counts.values())
    return tuple(color for color, n in counts.items() if n == top) if top else ()
