"""Rasterise a :class:`Scene` to PNG with Pillow: a pure-Python picture of the board that needs
neither a browser nor the canvas (``to_png``; docs/browser-notes.md pitfall 11).

Pillow is an optional dependency (``pip install seven_steps_widget[png]``): this module is
imported only when a PNG is asked for, so the engine and SVG pictures work without it."""

from __future__ import annotations

import io
from functools import cache

try:
    from PIL import Image, ImageDraw, ImageFont
except ImportError:  # pragma: no cover - exercised by a subprocess test without Pillow
    raise ImportError(
        "PNG pictures need Pillow: pip install 'seven_steps_widget[png]' (SVG works without it)"
    ) from None

from .shapes import Circle, Line, Polygon, Rect, Scene, Text

__all__ = ["scene_to_png"]

_ANCHOR = {"left": "lm", "center": "mm", "right": "rm"}
_FONTS = {
    False: ("DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
    True: ("DejaVuSans-Bold.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
}


@cache
def _font(size: int, bold: bool) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """DejaVu Sans when installed, else Pillow's built-in scalable font."""
    for name in _FONTS[bold]:
        try:
            return ImageFont.truetype(name, size)
        except OSError:
            continue
    return ImageFont.load_default(size)


def scene_to_png(scene: Scene) -> bytes:
    """The scene as PNG bytes at device resolution."""
    image = Image.new("RGB", (scene.width, scene.height), scene.background)
    draw = ImageDraw.Draw(image)
    for shape in scene.shapes:
        if isinstance(shape, Polygon):
            draw.polygon(
                list(shape.points),
                fill=shape.fill,
                outline=shape.stroke,
                width=max(1, round(shape.width)) if shape.stroke else 0,
            )
        elif isinstance(shape, Circle):
            box = (shape.x - shape.r, shape.y - shape.r, shape.x + shape.r, shape.y + shape.r)
            draw.ellipse(
                box,
                fill=shape.fill,
                outline=shape.stroke,
                width=max(1, round(shape.width)) if shape.stroke else 0,
            )
        elif isinstance(shape, Rect):
            draw.rectangle(
                (shape.x, shape.y, shape.x + shape.w, shape.y + shape.h),
                fill=shape.fill,
                outline=shape.stroke,
                width=max(1, round(shape.width)) if shape.stroke else 0,
            )
        elif isinstance(shape, Line):
            draw.line(
                (shape.x1, shape.y1, shape.x2, shape.y2),
                fill=shape.stroke,
                width=max(1, round(shape.width)),
            )
        elif isinstance(shape, Text):
            draw.text(
                (shape.x, shape.y),
                shape.text,
                fill=shape.fill,
                font=_font(round(shape.size), shape.bold),
                anchor=_ANCHOR[shape.align],
            )
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()
