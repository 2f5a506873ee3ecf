"""Pure-Python drawing: a game state and view options -> one scene of shapes -> SVG / PNG.

No Jupyter imports here; the widget paints the same scene on an ipycanvas canvas. PNG needs
Pillow, so ``scene_to_png`` loads its module on first use.
"""

from typing import Any

from .chart import ScoreChart, score_chart
from .geometry import BoardGeometry
from .scene import build_scene, geometry_for
from .shapes import Circle, Line, Polygon, Rect, Scene, Shape, Text
from .svg import scene_to_svg
from .view import View

__all__ = [
    "BoardGeometry",
    "Circle",
    "Line",
    "Polygon",
    "Rect",
    "Scene",
    "ScoreChart",
    "Shape",
    "Text",
    "View",
    "build_scene",
    "geometry_for",
    "scene_to_png",
    "scene_to_svg",
    "score_chart",
]


def __getattr__(name: str) -> Any:
    """``scene_to_png`` imports Pillow, so it is loaded only when asked for."""
    if name == "scene_to_png":
        from .png import scene_to_png

        return scene_to_png
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
