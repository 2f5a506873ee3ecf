"""Paint a :class:`~seven_steps_widget.drawing.Scene` on an ipycanvas ``Canvas`` in ONE batch.

Runs of similar shapes go out as single batched commands (all cell faces in one
``fill_styled_polygons``, all discs in one ``fill_styled_circles``, ...), paint order kept, so a
full redraw is one comm message with few commands. A layer that comes again (the very same
object: scenes reuse the layers that did not change, such as the board's cells and letters or a
player's card) is not encoded again, its commands are reused; the board's cells are moreover kept
on an undisplayed backdrop canvas in the page and copied with one ``draw_image`` per redraw.

Every batch starts by forgetting which canvas the shared ipycanvas manager drew on last
(docs/browser-notes.md pitfall 10, ipycanvas #322), so a page that connected meanwhile (reload,
second view, Voila) gets its ``switchCanvas``. ``hold_canvas`` is global, but every batch is
painted on the kernel's one event-loop thread (the widget has no threads, see ``pacing``), so
batches never overlap and need no lock.

Style attributes (fill style, font, ...) go to the batch as ipycanvas' own "set" command
without passing through the canvas's traitlets, which cost more than the rest of a paint; the
painter keeps the attribute state itself, so the canvas's Python-side style traits are not
updated (nothing reads them). Draw commands are likewise written in ipycanvas' own command format
(:class:`_Arrays`). Like the pitfall-10 reset this leans on ipycanvas internals: the version is
pinned, and the browser tests check the picture.
"""

from __future__ import annotations

from array import array
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import groupby
from typing import Any, cast

from ipycanvas import Canvas, hold_canvas
from ipycanvas.canvas import COMMANDS

from ..drawing.shapes import Circle, Layer, Line, Polygon, Rect, Scene, Shape, Text
from ..drawing.svg import FONT_FAMILY

__all__ = ["CanvasPainter"]

#: Shapes with an area (fill and/or stroke).
Area = Polygon | Circle | Rect

#: How many layers a painter keeps encoded (a scene has about 15, most of them kept from the
#: scene before).
ENCODED_CACHE_SIZE = 64


class _Encoded:
    """The ipycanvas commands and buffers a layer became, and the style attributes it leaves
    set, so that replaying it leaves the painter exactly as drawing it did."""

    def __init__(
        self, layer: Layer, commands: list[Any], buffers: list[Any], attrs: dict[str, object]
    ) -> None:
        self.layer = layer  # held, so that the id it is filed under stays this layer's
        self.commands = commands
        self.buffers = buffers
        self.attrs = attrs


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
    again when the layer changes, on a resize and whenever a page connects (the canvas's
    ``client_ready``), since a newly connected page starts with a blank one.
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
        self._encoded: OrderedDict[int, _Encoded] = OrderedDict()  # by id(layer), oldest first
        # A page that connects has a blank backdrop. Registered here, before any owner of the
        # canvas can register its repaint, so that the repaint paints the backdrop as well.
        self.canvas.on_client_ready(self.forget_backdrop)

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
        if (self.canvas.width, self.canvas.height) != (scene.width, scene.height):
            self.resize(scene)
        layers = scene.layers
        with hold_canvas():
            self.canvas._canvas_manager._current_canvas = None  # pitfall 10
            if layers and layers[0].fixed:
                if self._backdrop_layer is not layers[0]:
                    self._begin(self.backdrop)
                    self._background(scene)
                    self._draw_layer(layers[0])
                    self._backdrop_layer = layers[0]
                self._begin(self.canvas)
                self.canvas.draw_image(self.backdrop, 0, 0)
                layers = layers[1:]
            else:
                self._begin(self.canvas)
                self._background(scene)
            for layer in layers:
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
        """Append a layer's commands to the batch, encoding them only if this layer object is
        new. Its style attributes are all sent (none elided), so the commands fit wherever they
        go after the target canvas's first command (which carries its ``switchCanvas``)."""
        manager = self._on._canvas_manager
        if manager._current_canvas is not self._on:
            raise RuntimeError("a layer cannot open a canvas's part of a batch")
        commands, buffers = manager._commands_cache, manager._buffers_cache
        encoded = self._encoded.get(id(layer))
        if encoded is not None and encoded.layer is layer:
            self._encoded.move_to_end(id(layer))
            commands.extend(encoded.commands)
            buffers.extend(encoded.buffers)
            self._attrs = dict(encoded.attrs)
            return
        start, start_buffers = len(commands), len(buffers)
        self._attrs = {}
        for _, run in groupby(layer.shapes, key=_run_key):
            self._draw_run(list(run))
        self._encoded[id(layer)] = _Encoded(
            layer, commands[start:], buffers[start_buffers:], dict(self._attrs)
        )
        self._encoded.move_to_end(id(layer))
        if len(self._encoded) > ENCODED_CACHE_SIZE:
            self._encoded.popitem(last=False)

    def _send(self, name: str, args: list[Any], buffers: Sequence[memoryview] = ()) -> None:
        """One ipycanvas draw command on the target canvas (see the module docstring)."""
        self._on._canvas_manager.send_draw_command(self._on, COMMANDS[name], args, list(buffers))

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
        self._send("fillText", [text.text, text.x, text.y])

    def _lines(self, run: list[Line]) -> None:
        self._set("stroke_style", run[0].stroke)
        self._set("line_width", run[0].width)
        arrays = _Arrays()
        points = arrays.floats(v for s in run for v in (s.x1, s.y1, s.x2, s.y2))
        counts = arrays.ints([2] * len(run))
        self._send("strokeLineSegments", [len(run), points, counts], arrays.buffers)

    def _fills(self, run: list[Area]) -> None:
        """Fill-only shapes of one kind, each in its own colour, in one command."""
        arrays = _Arrays()
        colors = arrays.colors(str(s.fill) for s in run)
        args: list[Any]
        if isinstance(run[0], Polygon):
            points, counts = arrays.polygons(cast(list[Polygon], run))
            args = [len(run), points, counts, colors, 1]
            name = "fillStyledPolygons"
        elif isinstance(run[0], Circle):
            args = [*arrays.columns(run, ("x", "y", "r")), colors, 1]
            name = "fillStyledCircles"
        else:
            args = [*arrays.columns(run, ("x", "y", "w", "h")), colors, 1]
            name = "fillStyledRects"
        self._send(name, args, arrays.buffers)
        self._attrs.pop("fill_style", None)  # the styled calls leave their own fill style

    def _strokes(self, run: list[Area]) -> None:
        """Stroke-only shapes of one kind and one pen, in one command."""
        self._set("stroke_style", run[0].stroke)
        self._set("line_width", run[0].width)
        arrays = _Arrays()
        if isinstance(run[0], Polygon):
            points, counts = arrays.polygons(cast(list[Polygon], run))
            self._send("strokePolygons", [len(run), points, counts], arrays.buffers)
        elif isinstance(run[0], Circle):
            self._send("strokeCircles", arrays.columns(run, ("x", "y", "r")), arrays.buffers)
        else:
            self._send("strokeRects", arrays.columns(run, ("x", "y", "w", "h")), arrays.buffers)

    def _single(self, shape: Area) -> None:
        """One shape with its own fill and/or stroke."""
        arrays = _Arrays()
        args: list[Any]
        if isinstance(shape, Polygon):
            kind = "Polygon"
            args = [arrays.floats(v for point in shape.points for v in point)]
        elif isinstance(shape, Circle):
            kind, args = "Circle", [shape.x, shape.y, shape.r]
        else:
            kind, args = "Rect", [shape.x, shape.y, shape.w, shape.h]
        if shape.fill is not None:
            self._set("fill_style", shape.fill)
            self._send("fill" + kind, args, arrays.buffers)
        if shape.stroke is not None:
            self._set("stroke_style", shape.stroke)
            self._set("line_width", shape.width)
            self._send("stroke" + kind, args, arrays.buffers)


class _Arrays:
    """The binary arguments of one draw command, as ipycanvas sends them: each array is a
    buffer of the message, referred to by ``{"shape", "dtype", "idx"}`` among the command's
    own buffers (what ``ipycanvas.utils.populate_args`` makes of a NumPy array, without the
    NumPy round trip, which costs more than the drawing's other encoding together)."""

    def __init__(self) -> None:
        self.buffers: list[memoryview] = []

    def _add(self, values: array[Any], dtype: str) -> dict[str, Any]:
        self.buffers.append(memoryview(values))
        return {"shape": [len(values)], "dtype": dtype, "idx": len(self.buffers) - 1}

    def floats(self, values: Iterable[float]) -> dict[str, Any]:
        return self._add(array("f", values), "float32")

    def ints(self, values: Iterable[int]) -> dict[str, Any]:
        return self._add(array("i", values), "int32")

    def colors(self, colors: Iterable[str]) -> dict[str, Any]:
        """``#rrggbb`` colours as the styled calls take them: r, g, b bytes one after another."""
        return self._add(array("B", (v for c in colors for v in _rgb(c))), "uint8")

    def polygons(self, run: list[Polygon]) -> tuple[dict[str, Any], dict[str, Any]]:
        """Flat points and points-per-polygon, as the batched polygon calls take them."""
        points = self.floats(v for poly in run for point in poly.points for v in point)
        return points, self.ints(len(poly.points) for poly in run)

    def columns(self, run: Sequence[Area], names: tuple[str, ...]) -> list[dict[str, Any]]:
        """One float array per attribute over the run (x's, y's, radii, ...)."""
        return [self.floats(getattr(s, n) for s in run) for n in names]


@lru_cache(maxsize=256)
def _rgb(color: str) -> tuple[int, int, int]:
    """``#rrggbb`` -> (r, g, b)."""
    return (int(color[1:3], 16), int(color[3:5], 16), int(color[5:7], 16))


def _font(text: Text) -> str:
    """The CSS font of a text."""
    return f"{'bold ' if text.bold else ''}{text.size:.0f}px {FONT_FAMILY}"


def _text_style(text: Text) -> tuple[str, str, str]:
    """Sort key that groups texts of one style (fewer attribute changes); texts next to each
    other in a scene never overlap one another, so their order among themselves is free."""
    return (_font(text), text.align, text.fill)
