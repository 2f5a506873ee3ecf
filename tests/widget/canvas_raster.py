"""Pixels from ipycanvas' command stream: what a page's canvases show after the batches it
received, drawn with Pillow (no browser). The canvas painter repaints only around what changed,
clipped (``save``, ``rect``, ``clip``, ``restore``), so its pictures are compared as pixels: a
widget that painted many scenes must show exactly what a fresh one paints.

Drawn without antialiasing (texts too, in DejaVu Sans), so that the same picture comes out
whatever way it was composed -- directly, or copied from a canvas of its own -- and a leftover
or a missing piece changes whole pixels. The commands are those ipycanvas 0.14's page code
knows, with the same meaning (styled calls bring their colours, ``drawImage`` copies another
canvas's pixels, a transform only shifts here)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import numpy as np
from ipycanvas import Canvas
from ipycanvas.canvas import COMMANDS
from PIL import Image, ImageDraw, ImageFont

from seven_steps_widget.drawing.png import _font as png_font
from seven_steps_widget.widget.canvas_painter import CanvasPainter
from tests.widget.conftest import CommLog

NAMES = {index: name for name, index in COMMANDS.items()}
ATTRS = {index: name for name, index in Canvas.ATTRS.items()}
_ANCHOR = {"left": "lm", "center": "mm", "right": "rm"}


@cache
def _font(spec: str) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """The font of a CSS font string the painter sets ("bold 28px DejaVu Sans, ...")."""
    match = re.match(r"(bold )?(\d+(?:\.\d+)?)px", spec)
    assert match, spec
    return png_font(round(float(match.group(2))), bool(match.group(1)))


def _rgba(color: str) -> tuple[int, int, int, int]:
    return (int(color[1:3], 16), int(color[3:5], 16), int(color[5:7], 16), 255)


@dataclass
class _Canvas:
    """One canvas of the page: its pixels and its 2D context's state."""

    image: Image.Image
    style: dict[str, Any] = field(default_factory=dict)
    offset: tuple[float, float] = (0.0, 0.0)
    path: list[tuple[float, float, float, float]] = field(default_factory=list)
    saved: list[tuple[dict[str, Any], tuple[float, float], Any]] = field(default_factory=list)
    clip: tuple[int, int, int, int] | None = None  # the clipped region being drawn on
    region: Image.Image | None = None  # its pixels, put back into ``image`` on restore

    def target(self) -> tuple[Image.Image, float, float]:
        """Where drawing goes: the image, or the clipped region of it, and the shift."""
        dx, dy = self.offset
        if self.clip is None:
            return self.image, dx, dy
        assert self.region is not None
        return self.region, dx - self.clip[0], dy - self.clip[1]


class RasterPage:
    """A page that received a painter's batches, as pixels (``image(canvas)``). A canvas
    starts blank, and blank again whenever the kernel gave it another size."""

    def __init__(self, painter: CanvasPainter) -> None:
        self.painter = painter
        self.canvases: dict[str, _Canvas] = {}
        self.current: _Canvas | None = None
        self.foreign = False  # the canvas drawn on is not the painter's

    def _switch(self, ref: str) -> _Canvas | None:
        """The canvas ``ref`` names, or None if it is not the painter's (another painter's
        batch, recorded by the shared manager: ignored)."""
        painter = self.painter
        known = [painter.canvas, painter.backdrop]
        known += [copy.canvas for copy in painter._copies.values()]
        widget = next((c for c in known if _ref(c) == ref), None)
        if widget is None:
            return None
        size = (widget.width, widget.height)
        canvas = self.canvases.get(ref)
        if canvas is None or canvas.image.size != size:
            canvas = self.canvases[ref] = _Canvas(Image.new("RGBA", size, (0, 0, 0, 0)))
        return canvas

    def receive(self, log: CommLog) -> None:
        """Apply every draw batch in ``log`` (then cleared), as the page would."""
        for name, _data, buffers in log.messages:
            if name == "manager":
                self._batch(json.loads(bytes(buffers[0])), [bytes(b) for b in buffers[1:]])
        log.clear()

    def image(self, canvas: Canvas) -> np.ndarray:
        """The pixels ``canvas`` shows, as an (h, w, 4) array."""
        return np.asarray(self.canvases[_ref(canvas)].image)

    def _batch(self, commands: list[Any], buffers: list[bytes]) -> None:
        if commands and not isinstance(commands[0], list):
            commands = [commands]
        for command in commands:
            count = command[2] if len(command) > 2 else 0
            own, buffers = buffers[:count], buffers[count:]
            self._command(NAMES[command[0]], command[1], own)

    def _command(self, kind: str, args: list[Any], buffers: list[bytes]) -> None:
        if kind == "switchCanvas":
            self.current = self._switch(args[0])
            self.foreign = self.current is None
            return
        if self.foreign:
            return
        canvas = self.current
        assert canvas is not None, "a draw before any switchCanvas (pitfall 10)"
        values = [_arg(a, buffers) for a in args]
        if kind == "set":
            canvas.style[ATTRS[args[0]]] = args[1]
        elif kind == "setTransform":
            assert args[:4] == [1, 0, 0, 1], "the painter only ever shifts"
            canvas.offset = (args[4], args[5])
        elif kind == "resetTransform":
            canvas.offset = (0.0, 0.0)
        elif kind == "save":
            canvas.saved.append((dict(canvas.style), canvas.offset, canvas.clip))
        elif kind == "beginPath":
            canvas.path = []
        elif kind == "rect":
            dx, dy = canvas.offset
            x, y, w, h = values
            canvas.path.append((x + dx, y + dy, x + w + dx, y + h + dy))
        elif kind == "clip":
            assert canvas.clip is None and len(canvas.path) == 1, "one rectangle at a time"
            x0, y0, x1, y1 = canvas.path[0]
            assert all(float(v).is_integer() for v in (x0, y0, x1, y1)), "whole pixels only"
            canvas.clip = (int(x0), int(y0), int(x1), int(y1))
            canvas.region = canvas.image.crop(canvas.clip)
        elif kind == "restore":
            style, offset, clip = canvas.saved.pop()
            if canvas.clip is not None and clip is None:
                assert canvas.region is not None
                canvas.image.paste(canvas.region, canvas.clip[:2])
                canvas.region = None
            canvas.style, canvas.offset, canvas.clip = style, offset, clip
        else:
            self._draw(canvas, kind, values)

    def _draw(self, canvas: _Canvas, kind: str, values: list[Any]) -> None:
        image, dx, dy = canvas.target()
        draw = ImageDraw.Draw(image)
        draw.fontmode = "1"  # no antialiasing: see the module's docstring
        style = canvas.style
        if kind in ("fillRect", "clearRect"):
            x, y, w, h = values
            box = (x + dx, y + dy, x + w + dx - 1, y + h + dy - 1)
            if kind == "clearRect":
                draw.rectangle(box, fill=(0, 0, 0, 0))
            else:
                draw.rectangle(box, fill=_rgba(style["fill_style"]))
        elif kind == "drawImage":
            source = self.canvases[values[0]].image
            layer = Image.new("RGBA", image.size, (0, 0, 0, 0))
            layer.paste(source, (round(values[1] + dx), round(values[2] + dy)))
            image.alpha_composite(layer)
        elif kind == "fillText":
            text, x, y = values[:3]
            anchor = _ANCHOR[style.get("text_align", "left")]
            draw.text((x + dx, y + dy), text, fill=_rgba(style["fill_style"]),
                      font=_font(style["font"]), anchor=anchor)  # fmt: skip
        elif kind in ("fillStyledPolygons", "strokeStyledPolygons", "strokeStyledLineSegments"):
            count, points, sizes, colors = values[:4]
            points = np.asarray(points, dtype=float).reshape(-1, 2) + (dx, dy)
            sizes = np.broadcast_to(np.asarray(sizes), (count,))
            colors = np.asarray(colors).reshape(-1, 3)
            width = round(style.get("line_width", 1))
            start = 0
            for i in range(count):
                pts = [tuple(p) for p in points[start : start + int(sizes[i])]]
                start += int(sizes[i])
                color = (*map(int, colors[i]), 255)
                if kind == "fillStyledPolygons":
                    draw.polygon(pts, fill=color)
                elif kind == "strokeStyledPolygons":
                    draw.line([*pts, pts[0]], fill=color, width=width)
                else:
                    draw.line(pts, fill=color, width=width)
        elif kind in ("fillStyledCircles", "strokeStyledCircles"):
            xs, ys, rs, colors = (np.atleast_1d(np.asarray(v, dtype=float)) for v in values[:4])
            count = max(len(xs), len(ys), len(rs))
            xs, ys, rs = (np.broadcast_to(v, (count,)) for v in (xs, ys, rs))
            colors = colors.reshape(-1, 3)
            width = round(style.get("line_width", 1))
            for x, y, r, color in zip(xs + dx, ys + dy, rs, colors):
                box = (x - r, y - r, x + r, y + r)
                rgba = (*map(int, color), 255)
                if kind == "fillStyledCircles":
                    draw.ellipse(box, fill=rgba)
                else:
                    draw.ellipse(box, outline=rgba, width=width)
        else:
            raise AssertionError(f"the raster page does not know {kind!r}")


def _arg(value: Any, buffers: list[bytes]) -> Any:
    """An argument as the page sees it (arrays unpacked from their buffer)."""
    if isinstance(value, dict) and "idx" in value:
        return np.frombuffer(buffers[value["idx"]], dtype=value["dtype"])
    return value


def _ref(canvas: Any) -> str:
    return f"IPY_MODEL_{canvas.model_id}"
