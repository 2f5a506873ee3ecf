"""Write a :class:`Scene` as a standalone SVG document (for saved notebooks and ``to_svg``): an
image a screen reader names by its ``<title>``."""

from __future__ import annotations

import re
from xml.sax.saxutils import escape, quoteattr

from ..engine.hexgrid import cell_text
from .shapes import Circle, Line, Polygon, Rect, Scene, Shape

__all__ = ["scene_to_svg", "FONT_FAMILY"]

FONT_FAMILY = "DejaVu Sans, Helvetica, Arial, sans-serif"
_ANCHOR = {"left": "start", "center": "middle", "right": "end"}


def _n(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def _paint(fill: str | None, stroke: str | None, width: float) -> str:
    out = f' fill="{fill or "none"}"'
    if stroke:
        out += f' stroke="{stroke}" stroke-width="{_n(width)}" stroke-linejoin="round"'
    return out


def _cls(shape: Shape) -> str:
    cell = getattr(shape, "cell", None)
    data = f' data-cell="{cell_text(cell)}"' if cell is not None else ""
    return (f' class="{shape.role}"' if shape.role else "") + data


def _element(shape: Shape) -> str:
    if isinstance(shape, Polygon):
        points = " ".join(f"{_n(x)},{_n(y)}" for x, y in shape.points)
        paint = _paint(shape.fill, shape.stroke, shape.width)
        return f'<polygon points="{points}"{paint}{_cls(shape)}/>'
    if isinstance(shape, Circle):
        return (
            f'<circle cx="{_n(shape.x)}" cy="{_n(shape.y)}" r="{_n(shape.r)}"'
            f"{_paint(shape.fill, shape.stroke, shape.width)}{_cls(shape)}/>"
        )
    if isinstance(shape, Rect):
        return (
            f'<rect x="{_n(shape.x)}" y="{_n(shape.y)}" width="{_n(shape.w)}" '
            f'height="{_n(shape.h)}"{_paint(shape.fill, shape.stroke, shape.width)}'
            f"{_cls(shape)}/>"
        )
    if isinstance(shape, Line):
        return (
            f'<line x1="{_n(shape.x1)}" y1="{_n(shape.y1)}" x2="{_n(shape.x2)}" '
            f'y2="{_n(shape.y2)}" stroke="{shape.stroke}" stroke-width="{_n(shape.width)}" '
            f'stroke-linecap="round"{_cls(shape)}/>'
        )
    weight = ' font-weight="bold"' if shape.bold else ""
    return (
        f'<text x="{_n(shape.x)}" y="{_n(shape.y)}" font-size="{_n(shape.size)}"{weight} '
        f'fill="{shape.fill}" text-anchor="{_ANCHOR[shape.align]}" '
        f'dominant-baseline="central"{_cls(shape)}>{escape(shape.text)}</text>'
    )


#: What a compact SVG leaves out: the shapes' roles and cells, and tenths of device pixels.
_COMPACT = re.compile(r' (?:class|data-cell)="[^"]*"|(?<=\d)\.\d(?=[," ])')


def scene_to_svg(scene: Scene, title: str | None = None, compact: bool = False) -> str:
    """The scene as SVG text: device-pixel coordinates, displayed at CSS size. ``compact``
    drops the shapes' roles and cells (kept for tests and clicks on exported pages) and
    rounds to whole device pixels (half a CSS pixel at most): a third smaller, for pictures
    saved many times over, such as a lesson's storyboard."""
    if compact:  # the first line (the size) as it is: the picture keeps its exact scale
        head, body = scene_to_svg(scene, title).split("\n", 1)
        return head + "\n" + _COMPACT.sub("", body)
    css_w, css_h = scene.css_size
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" '
        f'width="{_n(css_w)}" height="{_n(css_h)}" '
        f'viewBox="0 0 {scene.width} {scene.height}" font-family={quoteattr(FONT_FAMILY)}>'
        f"<title>{escape(scene.title if title is None else title)}</title>"
        f'<rect width="{scene.width}" height="{scene.height}" fill="{scene.background}"/>'
    )
    return "\n".join([head, *(_element(shape) for shape in scene.shapes), "</svg>"])
