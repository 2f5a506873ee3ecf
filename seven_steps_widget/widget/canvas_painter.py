"""Paint a :class:`~seven_steps_widget.drawing.Scene` on an ipycanvas ``Canvas`` in ONE batch.

Runs of similar shapes go out as single batched commands (all cell faces in one
``fill_styled_polygons``, all discs in one ``fill_styled_circles``, ...), paint order kept, so a
full redraw is one comm message with few commands. A scene's fixed layers (the board's cells and
letters, the same in every redraw) are encoded once and reused; the first of them is kept on an
undisplayed backdrop canvas in the page and copied with one ``draw_image`` per redraw.

Every batch starts by forgetting which canvas the shared ipycanvas manager drew on last
(BROWSER-TESTING.md pitfall 10, ipycanvas #322), so a page that connected meanwhile (reload,
second view, Voila) gets its ``switchCanvas``; batches are serialised with a lock because
``hold_canvas`` is global and replay draws from a thread.

Style attributes (fill style, font, ...) go to the batch as ipycanvas' own "set" command
without passing through the canvas's traitlets, which cost more than the rest of a paint; the
painter keeps the attribute state itself, so the canvas's Python-side style traits are not
updated (nothing reads them). Like the pitfall-10 reset this leans on ipycanvas internals: the
version is pinned and the browser tests check the picture.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from itertools import groupby
from typing import Any, cast

import numpy as np
from ipycanvas import Canvas, hold_canvas
from ipycanvas.canvas import COMMANDS

from ..drawing.shapes import Circle, Layer, Line, Polygon, Rect, Scene, Shape, Text
from ..drawing.svg import FONT_FAMILY

__all__ = ["CanvasPainter", "PAINT_LOCK"]

#: Serialises drawing batches of every painter (``hold_canvas`` caches commands globally).
PAINT_LOCK = threading.RLock()

#: Shapes with an area (fill and/or stroke).
Area = Polygon | Circle | Rect

#: How many fixed layers a painter keeps encoded (a board and a view have two).
FIXED_CACHE_SIZE = 8


class _Encoded:
    """The ipycanvas commands and buffers a fixed layer became, and the style attributes it
    leaves set, so that replaying it leaves the painter exactly as drawing it did."""

    def __init__(
        self, layer: Layer, commands: list[Any], buffers: list[Any], attrs: dict[str, object]
    ) -> None:
        self.layer = layer  # held, so that the id it is filed under stays this layer's
        self.commands = commands
        self.buffers = buffers
        self.attrs = attrs


def _rgb(colors: Sequence[str]) -> np.ndarray:
    """``#rrggbb`` strings -> an (n, 3) uint8 array, as the styled ipycanvas calls want."""
    return np.array([[int(c[i : i + 2], 16) for i in (1, 3, 5)] for c in colors], dtype=np.uint8)


def _run_key(shape: Shape) -> tuple[Any, ...]:
    """Shapes with equal keys, next to each other, can go out as one batched command."""
    if isinstance(shape, Text):
        return ("text",)
    if isinstance(shape, Line):
        return ("line", shape.stroke, shape.width)
    kind = type(shape).__name__
    if shape.fill is not None and shape.stroke is None:
        return (kind, "fill")
    if shape.fill is None and shape.stroke is not None:
        return (kind, "stroke", shape.stroke, shape.width)
    return (kind, "both", id(shape))


class CanvasPainter:
    """Draws scenes on its ``canvas``; only attribute changes that matter are sent.

    A scene's first layer, when fixed (the board's cells and outlines), is painted once on
    ``backdrop``, a canvas that is never displayed, and each redraw starts by copying it with one
    ``draw_image``: the page then rasterises only what play changes. The backdrop is painted
    again when the layer changes and whenever a page connects (:meth:`forget_backdrop`), since a
    newly connected page starts with a blank one.
    """

    def __init__(self, scene: Scene) -> None:
        """Canvases of ``scene``'s size; nothing is drawn (pitfall 1: not before a page shows
        the canvas). The backdrop comes first, so every page knows it before the canvas."""
        self.backdrop = Canvas(width=scene.width, height=scene.height)
        self.canvas = Canvas(width=scene.width, height=scene.height)
        self.resize(scene)
        self._backdrop_layer: Layer | None = None  # what every connected page's backdrop shows
        self._on = self.canvas  # the canvas the commands being written go to
        self._attrs: dict[str, object] = {}
        self._fixed: dict[int, _Encoded] = {}

    def _set(self, name: str, value: object) -> None:
        """Send a style attribute into the batch if it changes (see the module docstring)."""
        if self._attrs.get(name) != value:
            self._on._canvas_manager.send_command(
                self._on, [COMMANDS["set"], [Canvas.ATTRS[name], value]]
            )
            self._attrs[name] = value

    def resize(self, scene: Scene) -> None:
        """Give the canvas the scene's device size, shown at its CSS size (crisp at 2x)."""
        canvas = self.canvas
        css_w, css_h = scene.css_size
        if (canvas.width, canvas.height) != (scene.width, scene.height):
            for each in (canvas, self.backdrop):
                each.width, each.height = scene.width, scene.height
            self.forget_backdrop()  # resizing clears a canvas
        canvas.layout.width = f"{css_w:.0f}px"
        canvas.layout.height = f"{css_h:.0f}px"

    def forget_backdrop(self) -> None:
        """Paint the backdrop again with the next scene (a page connected, or it was resized)."""
        self._backdrop_layer = None

    def paint(self, scene: Scene) -> None:
        """Replace the picture with ``scene``: one ``hold_canvas`` batch, one message."""
        with PAINT_LOCK:
            if (self.canvas.width, self.canvas.height) != (scene.width, scene.height):
                self.resize(scene)
            layers = scene.layers
            with hold_canvas():
                self.canvas._canvas_manager._current_canvas = None  # pitfall 10
                if layers and layers[0].fixed:
                    if self._backdrop_layer is not layers[0]:
                        self._begin(self.backdrop)
                        self._background(scene)
                        self._draw_fixed(layers[0])
                        self._backdrop_layer = layers[0]
                    self._begin(self.canvas)
                    self.canvas.draw_image(self.backdrop, 0, 0)
                    layers = layers[1:]
                else:
                    self._begin(self.canvas)
                    self._background(scene)
                for layer in layers:
                    if layer.fixed:
                        self._draw_fixed(layer)
                    else:
                        self._draw_layer(layer)

    def _begin(self, canvas: Canvas) -> None:
        """Start writing to ``canvas``, with the painter's default text and line settings."""
        self._on = canvas
        self._attrs = {}
        self._set("text_baseline", "middle")
        self._set("line_join", "round")
        self._set("line_cap", "round")

    def _background(self, scene: Scene) -> None:
        """Cover the whole canvas with the scene's background colour."""
        self._set("fill_style", scene.background)
        self._on.fill_rect(0, 0, scene.width, scene.height)

    def _draw_layer(self, layer: Layer) -> None:
        for _, run in groupby(layer.shapes, key=_run_key):
            self._draw_run(list(run))

    def _draw_fixed(self, layer: Layer) -> None:
        """Append a fixed layer's commands to the batch, encoding them only the first time.
        Its style attributes are all sent (none elided), so the commands fit wherever they go
        after the target canvas's first command (which carries its ``switchCanvas``)."""
        manager = self._on._canvas_manager
        if manager._current_canvas is not self._on:
            raise RuntimeError("a fixed layer cannot open a canvas's part of a batch")
        commands, buffers = manager._commands_cache, manager._buffers_cache
        encoded = self._fixed.get(id(layer))
        if encoded is None or encoded.layer is not layer:
            start, start_buffers = len(commands), len(buffers)
            self._attrs = {}
            self._draw_layer(layer)
            if len(self._fixed) >= FIXED_CACHE_SIZE:
                self._fixed.clear()
            self._fixed[id(layer)] = _Encoded(
                layer, commands[start:], buffers[start_buffers:], dict(self._attrs)
            )
            return
        commands.extend(encoded.commands)
        buffers.extend(encoded.buffers)
        self._attrs = dict(encoded.attrs)

    def _draw_run(self, run: list[Shape]) -> None:
        first = run[0]
        if isinstance(first, Text):
            for text in sorted(cast(list[Text], run), key=_text_style):
                self._text(text)
        elif isinstance(first, Line):
            self._lines(cast(list[Line], run))
        elif len(run) == 1:
            self._single(first)
        elif first.fill is not None:
            self._fills(cast(list[Area], run))
        else:
            self._strokes(cast(list[Area], run))

    def _text(self, text: Text) -> None:
        self._set("font", _font(text))
        self._set("text_align", text.align)
        self._set("fill_style", text.fill)
        self._on.fill_text(text.text, text.x, text.y)

    def _lines(self, run: list[Line]) -> None:
        self._set("stroke_style", run[0].stroke)
        self._set("line_width", run[0].width)
        points = np.array([(s.x1, s.y1, s.x2, s.y2) for s in run], dtype=np.float32)
        self._on.stroke_line_segments(points.reshape(-1, 2), np.full(len(run), 2))

    def _fills(self, run: list[Area]) -> None:
        """Fill-only shapes of one kind, each in its own colour, in one command."""
        colors = _rgb([str(s.fill) for s in run])
        if isinstance(run[0], Polygon):
            flat, counts = _polygons(cast(list[Polygon], run))
            self._on.fill_styled_polygons(flat, colors, 1, counts)
        elif isinstance(run[0], Circle):
            xs, ys, rs = _columns(run, ("x", "y", "r"))
            self._on.fill_styled_circles(xs, ys, rs, colors)
        else:
            xs, ys, ws, hs = _columns(run, ("x", "y", "w", "h"))
            self._on.fill_styled_rects(xs, ys, ws, hs, colors)
        self._attrs.pop("fill_style", None)  # the styled calls leave their own fill style

    def _strokes(self, run: list[Area]) -> None:
        """Stroke-only shapes of one kind and one pen, in one command."""
        self._set("stroke_style", run[0].stroke)
        self._set("line_width", run[0].width)
        if isinstance(run[0], Polygon):
            flat, counts = _polygons(cast(list[Polygon], run))
            self._on.stroke_polygons(flat, counts)
        elif isinstance(run[0], Circle):
            self._on.stroke_circles(*_columns(run, ("x", "y", "r")))
        else:
            self._on.stroke_rects(*_columns(run, ("x", "y", "w", "h")))

    def _single(self, shape: Area) -> None:
        """One shape with its own fill and/or stroke."""
        canvas = self._on
        args: tuple[Any, ...]
        if isinstance(shape, Polygon):
            fill, stroke, args = canvas.fill_polygon, canvas.stroke_polygon, (list(shape.points),)
        elif isinstance(shape, Circle):
            fill, stroke, args = (
                canvas.fill_circle,
                canvas.stroke_circle,
                (shape.x, shape.y, shape.r),
            )
        else:
            fill, stroke = canvas.fill_rect, canvas.stroke_rect
            args = (shape.x, shape.y, shape.w, shape.h)
        if shape.fill is not None:
            self._set("fill_style", shape.fill)
            fill(*args)
        if shape.stroke is not None:
            self._set("stroke_style", shape.stroke)
            self._set("line_width", shape.width)
            stroke(*args)


def _font(text: Text) -> str:
    """The CSS font of a text."""
    return f"{'bold ' if text.bold else ''}{text.size:.0f}px {FONT_FAMILY}"


def _text_style(text: Text) -> tuple[str, str, str]:
    """Sort key that groups texts of one style (fewer attribute changes); texts next to each
    other in a scene never overlap one another, so their order among themselves is free."""
    return (_font(text), text.align, text.fill)


def _polygons(run: list[Polygon]) -> tuple[np.ndarray, np.ndarray]:
    """Flat points and points-per-polygon, as the batched polygon calls take them."""
    flat = np.array([p for poly in run for p in poly.points], dtype=np.float32)
    return flat, np.array([len(poly.points) for poly in run], dtype=np.int32)


def _columns(run: Sequence[Area], names: tuple[str, ...]) -> list[np.ndarray]:
    """One float array per attribute name over the run (x's, y's, radii, ...)."""
    table = np.array([[getattr(s, n) for n in names] for s in run], dtype=np.float32)
    return list(table.T)
