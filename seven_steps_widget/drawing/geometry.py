"""Where the board sits in the picture: cell <-> device pixel, shared by the scene and by
``BoardWidget.cell_at`` so that what is drawn and what is clicked always agree."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property

from ..engine.board import Board
from ..engine.hexgrid import Cell, bounding_box, corners, from_pixel, to_pixel
from .shapes import Point

__all__ = ["BoardGeometry"]


@cache
def _offsets(radius: float) -> tuple[Point, ...]:
    """Corner offsets of a hexagon of ``radius`` around its centre (a pure, reused result)."""
    return tuple(corners((0, 0), radius))


@dataclass(frozen=True)
class BoardGeometry:
    """The board drawn with hexes of ``hex_size`` CSS px, times ``scale`` device px per CSS px,
    its bounding box's top-left corner at CSS ``(left, top)``."""

    board: Board
    hex_size: float = 40.0
    scale: float = 2.0
    left: float = 16.0
    top: float = 48.0

    @cached_property
    def _box(self) -> tuple[float, float, float, float]:
        return bounding_box(self.board.cells, self.hex_size)

    @property
    def size(self) -> float:
        """Hex size in device pixels."""
        return self.hex_size * self.scale

    @property
    def css_width(self) -> float:
        """Width of the board in CSS pixels."""
        return self._box[2] - self._box[0]

    @property
    def css_height(self) -> float:
        """Height of the board in CSS pixels."""
        return self._box[3] - self._box[1]

    @cached_property
    def _origin(self) -> Point:
        """Device position of the hex-grid origin (the centre of cell (0, 0))."""
        return ((self.left - self._box[0]) * self.scale, (self.top - self._box[1]) * self.scale)

    def center(self, cell: Cell) -> Point:
        """Device-pixel centre of ``cell``."""
        x, y = to_pixel(cell, self.size)
        return (x + self._origin[0], y + self._origin[1])

    def corners(self, cell: Cell, shrink: float = 0.0) -> tuple[Point, ...]:
        """Device-pixel corners of the hexagon of ``cell``, ``shrink`` device px inside it."""
        cx, cy = self.center(cell)
        return tuple((x + cx, y + cy) for x, y in _offsets(self.size - shrink))

    def cell_at(self, x: float, y: float) -> Cell | None:
        """The board cell under device pixel ``(x, y)``, or None (outside, or in a hole)."""
        cell = from_pixel(x - self._origin[0], y - self._origin[1], self.size)
        return cell if cell in self.board else None
