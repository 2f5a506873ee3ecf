"""Axial hex-grid arithmetic for pointy-top hexes (docs/board.md), after Red Blob Games' guide.

A cell is an axial ``(q, r)`` tuple. Everything here is pure arithmetic, independent of any board.
"""

from __future__ import annotations

import math
import operator
import re
from collections.abc import Iterable

from .errors import NotationError

__all__ = [
    "Cell",
    "DIRECTIONS",
    "AXES",
    "add",
    "neighbors",
    "distance",
    "to_pixel",
    "from_pixel",
    "corners",
    "cell_text",
    "as_cell",
    "bounding_box",
]

Cell = tuple[int, int]

#: Neighbour directions in docs/board.md's fixed order: E, NE, NW, W, SW, SE.
DIRECTIONS: tuple[Cell, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
#: One direction per hex axis (the other three are their opposites), for straight lines (D4).
AXES: tuple[Cell, ...] = DIRECTIONS[:3]
SQRT3 = math.sqrt(3.0)


def add(a: Cell, b: Cell) -> Cell:
    """Vector sum of two axial coordinates."""
    return (a[0] + b[0], a[1] + b[1])


def neighbors(cell: Cell) -> tuple[Cell, ...]:
    """The six cells around ``cell`` in direction order (on or off any board)."""
    return tuple(add(cell, d) for d in DIRECTIONS)


def distance(a: Cell, b: Cell) -> int:
    """Number of steps between two cells.

    >>> distance((0, 0), (2, 1))
    3
    """
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def to_pixel(cell: Cell, size: float) -> tuple[float, float]:
    """Centre of ``cell`` in pixels for hex size ``size`` (centre to corner), origin at (0, 0)."""
    q, r = cell
    return (size * SQRT3 * (q + r / 2.0), size * 1.5 * r)


def _round_axial(qf: float, rf: float) -> Cell:
    """Nearest cell to fractional axial coordinates (cube rounding)."""
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return (int(q), int(r))


def from_pixel(x: float, y: float, size: float) -> Cell:
    """The cell whose hexagon contains pixel ``(x, y)`` (inverse of :func:`to_pixel`).

    >>> from_pixel(*to_pixel((3, -2), 10.0), 10.0)
    (3, -2)
    """
    qf = (SQRT3 / 3.0 * x - y / 3.0) / size
    rf = (2.0 / 3.0 * y) / size
    return _round_axial(qf, rf)


def corners(cell: Cell, size: float) -> list[tuple[float, float]]:
    """The six corner points of a pointy-top hexagon, starting at the upper-right corner."""
    cx, cy = to_pixel(cell, size)
    return [
        (
            cx + size * math.cos(math.radians(60 * i - 30)),
            cy + size * math.sin(math.radians(60 * i - 30)),
        )
        for i in range(6)
    ]


def cell_text(cell: Cell) -> str:
    """How cells are written in messages and notations: ``q,r`` ("2,-1")."""
    return f"{cell[0]},{cell[1]}"


_CELL_TEXT = re.compile(r"\s*(-?\d+)\s*,\s*(-?\d+)\s*")


def as_cell(value: object) -> Cell:
    """A cell given as two whole numbers ``(q, r)`` or as text ``"q,r"`` (how messages and
    notations write it); :class:`NotationError` for anything else.

    >>> as_cell("2,-1"), as_cell([0, 3])
    ((2, -1), (0, 3))
    >>> as_cell((0.5, 0))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    seven_steps_widget.engine.errors.NotationError: (0.5, 0) is not a cell: give two whole ...
    """
    if isinstance(value, str):
        match = _CELL_TEXT.fullmatch(value)
        if match:
            return (int(match.group(1)), int(match.group(2)))
    elif (
        isinstance(value, (tuple, list))
        and len(value) == 2
        and all(hasattr(v, "__index__") and not isinstance(v, bool) for v in value)
    ):
        return (operator.index(value[0]), operator.index(value[1]))  # int, NumPy ints
    raise NotationError(
        f"{value!r} is not a cell: give two whole numbers (q, r) or the text 'q,r', "
        "e.g. (2, -1) or '2,-1'"
    )


def bounding_box(cells: Iterable[Cell], size: float) -> tuple[float, float, float, float]:
    """``(min_x, min_y, max_x, max_y)`` of the hexagons of ``cells`` in pixels."""
    xs: list[float] = []
    ys: list[float] = []
    for cell in cells:
        for x, y in corners(cell, size):
            xs.append(x)
            ys.append(y)
    return (min(xs), min(ys), max(xs), max(ys))
