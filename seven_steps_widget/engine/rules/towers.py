"""Rule R12 with decision D1: towers that reach level 7 are shared out over their colour."""

from __future__ import annotations

from collections.abc import Iterator

from ..board import Board
from ..colors import Color  # noqa: F401  (used by the doctest)
from ..hexgrid import Cell
from .placement import MAX_HEIGHT, Heights

__all__ = ["resolve_towers", "iter_resolutions"]


def iter_resolutions(board: Board, heights: Heights) -> Iterator[tuple[Cell, dict[Cell, int]]]:
    """Each level-7 tower in the order D1 resolves them, with the heights right after it.

    The first tower of height 7 in canonical cell order goes first; its 7 discs go one to each
    cell of its colour, except that a cell already standing at 7 passes its disc to the removed
    tower's own cell. Repeats until no tower stands at 7.
    """
    work = {cell: h for cell, h in heights.items() if h}
    while True:
        full = [cell for cell in board.cells if work.get(cell, 0) >= MAX_HEIGHT]
        if not full:
            return
        tower = full[0]
        discs = work[tower]
        work[tower] = 0
        for cell in board.cells_of(board.color(tower)):
            if discs == 0:
                break
            target = tower if work.get(cell, 0) >= MAX_HEIGHT else cell
            work[target] = work.get(target, 0) + 1
            discs -= 1
        work[tower] += discs  # only if a tower was ever taller than 7 (set up by hand)
        yield tower, {cell: h for cell, h in work.items() if h}


def resolve_towers(board: Board, heights: Heights) -> dict[Cell, int]:
    """New heights after rule R12 (level-7 cascade, D1); the input mapping is not changed.

    >>> board = Board.standard()
    >>> red = board.cells_of(Color.RED)
    >>> after = resolve_towers(board, {red[0]: 7})
    >>> [after[c] for c in red]
    [1, 1, 1, 1, 1, 1, 1]
    """
    result = {cell: h for cell, h in heights.items() if h}
    for _, after in iter_resolutions(board, heights):
        result = after
    return result
