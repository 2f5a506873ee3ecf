"""Cell names a learner reads and types, like a chess board's: ``e4``.

Columns are letters ``a``, ``b``, ... from left to right, rows are numbered ``1``, ``2``, ...
from the bottom row up. Hex rows are staggered by half a cell, so a column is a zig-zag: in
half-cell units a cell stands at ``x = 2q + r``, and a column holds the cells of two
neighbouring ``x`` (one on every other row, the next on the rows between). Of the two ways to
pair them the one with fewer columns is taken, and the leftmost column is ``a``.

The keys of :data:`CURSOR_KEYS` move a cursor over the board: the left and right arrows to the
west and east neighbour, the up and down arrows to the row above or below in the same named
column, and Home, Page Up, End and Page Down diagonally up-left, up-right, down-left and
down-right (as 7, 9, 1 and 3 lie on a number pad). A step onto a hole or off the board goes
on to the next cell further in that direction, or stays put if there is none.
"""

from __future__ import annotations

import math
import re
import string
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType
from typing import TYPE_CHECKING

from .hexgrid import Cell, add, to_pixel

if TYPE_CHECKING:
    from .board import Board

__all__ = [
    "CURSOR_KEYS",
    "cell_names",
    "cell_name",
    "cell_by_name",
    "name_limits",
    "cursor_start",
    "cursor_step",
    "cursor_skips",
]

#: The axial step of each key that moves diagonally or along a row (BOARD.md's directions).
_STEPS: dict[str, Cell] = {
    "ArrowLeft": (-1, 0),  # W
    "ArrowRight": (1, 0),  # E
    "Home": (0, -1),  # NW
    "PageUp": (1, -1),  # NE
    "End": (-1, 1),  # SW
    "PageDown": (0, 1),  # SE
}
#: The keys that move along a named column: one row up or down.
_ROWS: dict[str, int] = {"ArrowUp": 1, "ArrowDown": -1}
#: Every key :func:`cursor_step` takes (``KeyboardEvent.key`` names).
CURSOR_KEYS: tuple[str, ...] = (*_STEPS, *_ROWS)

_NAME = re.compile(r"([a-z]+)(\d+)")


def _letters(index: int) -> str:
    """Column ``index`` (0 = ``a``) as letters; past ``z`` as a spreadsheet does (``aa``)."""
    letters = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        letters = string.ascii_lowercase[rest] + letters
    return letters


class _Grid:
    """One board's names and its cells by (column, row), both counted from 0."""

    def __init__(self, cells: tuple[Cell, ...]) -> None:
        shifts = [
            {(2 * q + r + shift) // 2 for q, r in cells} for shift in (0, 1)
        ]  # the two pairings
        shift = 0 if len(shifts[0]) <= len(shifts[1]) else 1
        first = min(shifts[shift])
        bottom = max(r for _, r in cells)
        self.place: dict[Cell, tuple[int, int]] = {
            (q, r): ((2 * q + r + shift) // 2 - first, bottom - r) for q, r in cells
        }
        self.at: dict[tuple[int, int], Cell] = {spot: cell for cell, spot in self.place.items()}
        self.rows = bottom - min(r for _, r in cells) + 1
        self.columns = max(col for col, _ in self.place.values()) + 1
        self.names: Mapping[Cell, str] = MappingProxyType(
            {cell: f"{_letters(col)}{row + 1}" for cell, (col, row) in self.place.items()}
        )
        self.by_name: dict[str, Cell] = {name: cell for cell, name in self.names.items()}


@lru_cache(maxsize=64)
def _grid(board: Board) -> _Grid:
    return _Grid(board.cells)


def cell_names(board: Board) -> Mapping[Cell, str]:
    """Every cell of ``board`` with its name (read-only).

    >>> from seven_steps_widget.engine import Board
    >>> cell_names(Board.standard())[(0, 0)]
    'e5'
    """
    return _grid(board).names


def cell_name(board: Board, cell: Cell) -> str:
    """The name of ``cell``; ``KeyError`` if ``board`` has no such cell."""
    names = _grid(board).names
    if cell not in names:
        raise KeyError(f"{cell} is not a cell of this board")
    return names[cell]


def cell_by_name(board: Board, text: str) -> Cell | None:
    """The cell a learner named (``"e4"``, ``" E 4 "``), or None if ``board`` has none so named.

    >>> from seven_steps_widget.engine import Board
    >>> cell_by_name(Board.standard(), " E5"), cell_by_name(Board.standard(), "z9")
    ((0, 0), None)
    """
    wanted = "".join(str(text).split()).lower()
    if not _NAME.fullmatch(wanted):
        return None
    return _grid(board).by_name.get(wanted)


def name_limits(board: Board) -> tuple[str, int]:
    """The last column's letter and the number of rows, to tell which names exist.

    >>> from seven_steps_widget.engine import Board
    >>> name_limits(Board.standard())
    ('h', 9)
    """
    grid = _grid(board)
    return _letters(grid.columns - 1), grid.rows


def cursor_start(board: Board) -> Cell:
    """Where a cursor starts: the cell nearest the middle of the board's picture (the
    middle cell of the standard board, where a learner looks first).

    >>> from seven_steps_widget.engine import Board
    >>> cursor_start(Board.standard())
    (0, 0)
    """
    cells = board.cells
    mid_x = sum(to_pixel(c, 1.0)[0] for c in cells) / len(cells)
    mid_y = sum(to_pixel(c, 1.0)[1] for c in cells) / len(cells)
    return min(cells, key=lambda c: math.dist(to_pixel(c, 1.0), (mid_x, mid_y)))


def cursor_step(board: Board, cell: Cell, key: str) -> Cell:
    """Where the cursor on ``cell`` goes for ``key`` (one of :data:`CURSOR_KEYS`): the next
    cell of the board that way, over holes, or ``cell`` itself at the board's edge."""
    grid = _grid(board)
    if cell not in grid.place:
        raise KeyError(f"{cell} is not a cell of this board")
    if key in _ROWS:
        col, row = grid.place[cell]
        for next_row in range(row + _ROWS[key], -1 if _ROWS[key] < 0 else grid.rows, _ROWS[key]):
            found = grid.at.get((col, next_row))
            if found is not None:
                return found
        return cell
    if key not in _STEPS:
        raise ValueError(f"{key!r} moves no cursor; the keys are {', '.join(CURSOR_KEYS)}")
    step = add(cell, _STEPS[key])
    for _ in range(2 * len(grid.place)):  # far enough to leave any board of these cells
        if step in grid.place:
            return step
        step = add(step, _STEPS[key])
    return cell


def cursor_skips(board: Board, cell: Cell, key: str) -> bool:
    """Whether :func:`cursor_step` from ``cell`` for ``key`` passes over a hole: it lands on a
    cell that is not the very next place that way, so the two are not neighbours, and a
    reading must say so (a learner would take them for neighbours)."""
    to = cursor_step(board, cell, key)
    if to == cell:
        return False
    if key in _ROWS:
        grid = _grid(board)
        col, row = grid.place[cell]
        return grid.place[to] != (col, row + _ROWS[key])
    return to != add(cell, _STEPS[key])
