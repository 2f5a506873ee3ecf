"""The drawing primitives a scene is made of: polygons, circles, lines, rectangles and texts.

Every renderer (ipycanvas painter, SVG writer, PNG rasteriser) understands exactly these, so a
scene is drawn the same way everywhere. Coordinates are device pixels (already scaled for
high-DPI); colours are ``#rrggbb`` strings. ``role`` names what a shape shows ("cell", "disc",
"arrow", ...) and ``cell`` the board cell it belongs to, for tests and SVG classes.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from ..engine.hexgrid import Cell

__all__ = ["Point", "Polygon", "Circle", "Line", "Rect", "Text", "Shape", "Layer", "Scene"]

Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Polygon:
    """A closed polygon; ``fill`` and/or ``stroke`` (None = not painted)."""

    points: tuple[Point, ...]
    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    role: str = ""
    cell: Cell | None = None


@dataclass(frozen=True, slots=True)
class Circle:
    """A circle (a disc, a marker) centred on ``(x, y)``."""

    x: float
    y: float
    r: float
    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    role: str = ""
    cell: Cell | None = None


@dataclass(frozen=True, slots=True)
class Line:
    """A straight stroke from ``(x1, y1)`` to ``(x2, y2)`` (arrow heads are separate polygons)."""

    x1: float
    y1: float
    x2: float
    y2: float
    stroke: str = "#000000"
    width: float = 1.0
    role: str = ""
    cell: Cell | None = None


@dataclass(frozen=True, slots=True)
class Rect:
    """An axis-aligned rectangle with its top-left corner at ``(x, y)``."""

    x: float
    y: float
    w: float
    h: float
    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    role: str = ""


@dataclass(frozen=True, slots=True)
class Text:
    """One line of text; ``(x, y)`` is the anchor (``align``) on the vertical middle."""

    x: float
    y: float
    text: str
    size: float
    fill: str = "#000000"
    bold: bool = False
    align: str = "left"  # "left", "center" or "right"
    role: str = ""
    cell: Cell | None = None


Shape = Polygon | Circle | Line | Rect | Text


@dataclass(frozen=True)
class Layer:
    """A run of shapes in paint order. Scene builders hand out the very same Layer object for a
    part of the picture that did not change (the board's cells and letters, a player's card, a
    hand), so a back end may keep what it made of it: the canvas painter reuses its encoded
    commands. ``fixed`` marks the layers that depend on the board and the view only."""

    shapes: tuple[Shape, ...]
    fixed: bool = False


@dataclass(frozen=True)
class Scene:
    """A whole picture: device size, the high-DPI ``scale``, and the shapes in paint order,
    in layers (see :class:`Layer`)."""

    width: int
    height: int
    scale: float
    background: str
    layers: tuple[Layer, ...]
    #: The picture's name in its language, for screen readers and tooltips.
    title: str = ""

    @cached_property
    def shapes(self) -> tuple[Shape, ...]:
        """Every shape in paint order."""
        return tuple(shape for layer in self.layers for shape in layer.shapes)

    @property
    def css_size(self) -> tuple[float, float]:
        """Size on the page in CSS pixels (device size divided by ``scale``)."""
        return (self.width / self.scale, self.height / self.scale)

    def having(self, role: str) -> list[Shape]:
        """The shapes of one role, in paint order."""
        return [shape for shape in self.shapes if shape.role == role]
