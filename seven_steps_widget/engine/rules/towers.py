"""Rule R12 with decision D1: towers that reach level 7 are shared out over their colour."""

from __future__ import annotations

from collections.abc import Iterator

from ..board import Board
from ..colors import DISCS_PER_COLOR, Color
from ..errors import SetupError
from ..hexgrid import Cell, cell_text
from .placement import MAX_HEIGHT, Heights

__all__ = ["resolve_towers", "iter_resolutions"]



def _check_heights(board: Board, heights: Heights) -> None:
    """Refuse heights no game can reach: a cell off the board, a height outside 0..7 (R8,
    R12), more than 20 discs of one colour on the board (R1). Raises :class:`SetupError`."""
    on_board = [0] * len(Color)
    for cell, height in heights.items():
        if cell not in board:
            raise SetupError(f"{cell_text(cell)} is not a cell of this board")
        if not 0 <= height <= MAX_HEIGHT:
            raise SetupError(
                f"tower heights are 0..{MAX_HEIGHT} (R8, R12); {cell_text(cell)} has {height}"
            )
        on_board[board.color(cell).index] += height
    over = [f"{n} {c.label}" for c, n in zip(Color, on_board) if n > DISCS_PER_COLOR]
    if over:
        raise SetupError(
            f"there are only {DISCS_PER_COLOR} discs of each colour (R1); the board holds "
            + ", ".join(over)
        )


def iter_resolutions(board: Board, heights: Heights) -> Iterator[tuple[Cell, dict[Cell, int]]]:
    """Each level-7 tower in the order D1 resolves them, with the heights right after it.

    The first tower of height 7 in canonical cell order goes first; its 7 discs go one to each
    cell of its colour, except that a cell already standing at 7 passes its disc to the removed
    tower's own cell. Repeats until no tower stands at 7.

    Heights no game can reach raise :class:`SetupError` at once (when called, not when
    iterated): a cell off the board, a height outside 0..7, more than 20 discs of a colour
    (R1). Within those limits the cascade always ends, after at most 3 resolutions per colour:
    the colours do not mix, so it is enough to run D1 on every pattern of one colour's 7
    heights with at most 20 discs (542,244 of them), and every one ends. Beyond R1 it need not:
    the smallest pattern that cycles holds 28 discs, e.g. heights 0 2 3 4 5 7 7 in canonical
    order, where each resolution lifts the next tower to 7 and the pattern only rotates.
    """
    _check_heights(board, heights)
    return _resolutions(board, {cell: h for cell, h in heights.items() if h})


def _resolutions(board: Board, work: dict[Cell, int]) -> Iterator[tuple[Cell, dict[Cell, int]]]:
    while True:
        full = [cell for cell in board.cells if work.get(cell, 0) == MAX_HEIGHT]
        if not full:
            return
        tower = full[0]
        work[tower] = 0
        # 7 discs for the 7 cells of the colour: each cell gets one (the tower's own cell too),
        # or passes it to the tower's cell if it stands at 7 already (D1).
        for cell in board.cells_of(board.color(tower)):
            target = tower if work.get(cell, 0) == MAX_HEIGHT else cell
            work[target] = work.get(target, 0) + 1
        yield tower, {cell: h for cell, h in work.items() if h}


def resolve_towers(board: Board, heights: Heights) -> dict[Cell, int]:
    """New heights after rule R12 (level-7 cascade, D1); the input mapping is not changed.

    Impossible heights raise :class:`SetupError` (see :func:`iter_resolutions`).

    >>> board = Board.standard()
    >>> red = board.cells_of(Color.RED)
    >>> after = resolve_towers(board, {red[0]: 7})
    >>> [after[c] for c in red]
    [1, 1, 1, 1, 1, 1, 1]
    >>> resolve_towers(board, dict.fromkeys(red, 7))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    seven_steps_widget.engine.errors.SetupError: there are only 20 discs ... holds 49 red
    """
    result = {cell: h for cell, h in heights.items() if h}
    for _, after in iter_resolutions(board, heights):
        result = after
    return result
