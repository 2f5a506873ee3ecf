"""Paint a :class:`~seven_steps_widget.drawing.Scene` on an ipycanvas ``Canvas`` in ONE batch,
only where it differs from the scene painted before.

Only ipycanvas' public API is used: ``Canvas`` drawing methods, its style attributes and
``hold_canvas``. The one exception is :func:`force_canvas_switch`, the reset that makes a page
which connected meanwhile draw at all (docs/browser-notes.md pitfall 10, ipycanvas #322); it is
kept in that one function, and ``tests/widget/test_painter.py`` fails if an ipycanvas release
renames or drops what it touches.

Runs of similar shapes go out as single batched calls (all cell faces in one
``fill_styled_polygons``, all discs in one ``fill_styled_circles``, outlines and lines in one
``stroke_styled_*`` call, rectangles as four-cornered polygons, ...), paint order kept, so a full
redraw is one comm message with few commands. The styled calls carry their colours in the call
(and restore the canvas's style afterwards), so the only style attributes a redraw sets are the
texts' font, alignment and colour and the line widths. Setting one passes through the canvas's
traitlets (5-15 us, more than most draw calls), so the painter remembers what each canvas has and
sets an attribute only when its value changes, and it draws the texts last, all layers' together,
style by style: scenes put their texts on top of every other shape and never overlap two texts
(drawing/scene.py), so their order is free.

A layer that comes again (the very same object, or one built anew with the very same shapes:
scenes reuse the layers and the shape objects that did not change, such as the board's cells and
letters, a player's card, a tower) is not prepared again: the painter keeps the calls it made of
it, with their NumPy arrays, and what each shape contributes is worked out once per shape object.
Better still, such layers wait in the page on undisplayed canvases and are copied with one
``draw_image`` each: the board's cells on the backdrop canvas, and every other layer that the
scene before had at the same place on a canvas of its own, sized to the layer -- unless that
canvas would be tall and sparse (the towers' heights spread over the board): the page copies a
canvas row by row, at about 1 us a row whatever its width, so such a layer is cheaper drawn
again. Each public call costs ipycanvas 1-40 us of Python (NumPy wrapping, traitlets), so a
click repaints with calls only what it changed (the board's discs, a few texts, one hand). These
canvases are painted again whenever a page connects, since a newly connected page starts with
blank ones.

A scene that follows the one painted last is painted only where it differs: every layer that
changed marks the rectangle around it and the one around its predecessor, rectangles that
overlap or nearly touch merge, and each is painted again clipped to it (``save``, ``rect``,
``clip``, ``restore``): the backdrop copied in, then every layer that reaches into it. A click
thus leaves alone the side panel but the hand it changed, the title and the towers' letters
outside the board's rows; the changed layers' texts lie inside their rectangles and are drawn
after the clipping, all together, so each text style is still set once. Whatever is new about
the picture (another size, background, backdrop or number of layers, a page that connected, a
failed batch) is painted whole, and so is a scene that looks like the one shown (a repaint
asked for by hand).

``hold_canvas`` is global, but every batch is painted on the kernel's one event-loop thread (the
widget has no threads, see ``pacing``), so batches never overlap and need no lock.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, cast

import numpy as np
from ipycanvas import Canvas, hold_canvas

from ..drawing.metrics import text_width
from ..drawing.shapes import Circle, Layer, Line, Polygon, Rect, Scene, Shape, Text
from ..drawing.svg import FONT_FAMILY

__all__ = ["CanvasPainter", "force_canvas_switch"]

#: Shapes with an area (fill and/or stroke).
Area = Polygon | Circle | Rect

#: How many layers a painter keeps prepared (a scene has about 30, most of them kept from the
#: scene before).
PREPARED_CACHE_SIZE = 128

#: A layer unchanged since the picture before is copied from a canvas of its own if that is at
#: most this many rows tall, or this many per shape (see _Prepared).
COPY_ROWS = 64
COPY_ROWS_PER_SHAPE = 40

#: Style attributes every canvas part of a batch starts with.
DEFAULT_STYLE = (("text_baseline", "middle"), ("line_join", "round"), ("line_cap", "round"))


def force_canvas_switch(canvas: Canvas) -> None:
    """Make the next command drawn on ``canvas`` go out after a ``switchCanvas``, even if
    ``canvas`` is the one drawn on last. Call it at the start of every drawing batch.

    Why (docs/browser-notes.md pitfall 10, ipycanvas issue #322, open in 0.14): all canvases
    share one manager, which names the target canvas only when it differs from the one it drew
    on last. A page that connected since (a reload, a second view, Voila) has no current canvas
    and drops every draw from then on. Forgetting the last canvas makes the manager name it again.

    This is the ONE place that touches ipycanvas internals (the shared manager's
    ``_current_canvas``); ``tests/widget/test_painter.py::test_force_canvas_switch_still_works``
    fails if an ipycanvas upgrade renames or drops it, and the browser reload tests check the
    picture.
    """
    canvas._canvas_manager._current_canvas = None


#: One call of a prepared layer: the style attributes it draws with, the (unbound, public)
#: ``Canvas`` method and its arguments.
Call = tuple[tuple[tuple[str, object], ...], Callable[..., None], tuple[Any, ...]]


#: A text's colour, font and alignment; the arguments of its ``fill_text``.
TextStyle = tuple[str, str, str]
TextArgs = tuple[str, float, float]
#: A rectangle ``(left, top, right, bottom)`` in device pixels.
Box = tuple[float, float, float, float]


class _Prepared:
    """The canvas calls a layer became, with their arrays, ready to be made again, its texts
    by style, and the whole pixels ``(left, top, right, bottom)`` it draws in."""

    __slots__ = ("layer", "calls", "texts", "bounds", "copied")

    def __init__(self, layer: Layer) -> None:
        self.layer = layer  # held, so that the id it is filed under stays this layer's
        self.calls, self.texts, self.bounds = _prepare(layer)
        # Kept on a canvas of its own while unchanged unless that would be tall and sparse:
        # the page copies a canvas row by row, so a few texts spread over the board (the
        # towers' heights) are cheaper drawn again than copied.
        rows = self.bounds[3] - self.bounds[1]
        self.copied = rows <= max(COPY_ROWS, COPY_ROWS_PER_SHAPE * len(layer.shapes))


class _Copy:
    """An undisplayed canvas that holds one layer, copied into the picture with ``draw_image``
    while that layer stays the same."""

    __slots__ = ("canvas", "layer", "style")

    def __init__(self, width: int, height: int) -> None:
        self.canvas = Canvas(width=width, height=height)
        self.layer: Layer | None = None  # what it shows in every connected page
        self.style: dict[str, object] = {}


#: Run keys (see :func:`_run_key`), made once.
_TEXT_RUN = ("text",)
_FILL_RUN: dict[type, tuple[str, str]] = {k: (k.__name__, "fill") for k in (Circle, Polygon, Rect)}


def _run_key(shape: Shape) -> tuple[Any, ...]:
    """Shapes with equal keys, next to each other, can go out as one batched call (the styled
    calls take a colour per shape, so only the kind and the line width split a run)."""
    kind = type(shape)
    if kind is Text:
        return _TEXT_RUN
    if kind is Line:
        return ("line", cast(Line, shape).width)
    area = cast(Area, shape)
    fill, stroke = area.fill, area.stroke
    if stroke is None and fill is not None:
        return _FILL_RUN[kind]
    if fill is None and stroke is not None:
        return (kind.__name__, "stroke", area.width)
    return (kind.__name__, "both", id(shape))


class CanvasPainter:
    """Draws scenes on its ``canvas``; only attribute changes that matter are sent.

    A scene's first layer, when fixed (the board's cells and outlines), is painted once on
    ``backdrop``, a canvas that is never displayed, and each redraw copies it in with one
    ``draw_image`` (where it repaints): the page then rasterises only what play changes. The
    backdrop is painted again when the layer changes, on a resize and whenever a page connects
    (the canvas's ``client_ready``), since a newly connected page starts with a blank one. Every
    other layer that the scene before had at the same place is likewise copied from a canvas of
    its own, and only where the picture changed (see the module's docstring).
    """

    def __init__(self, scene: Scene) -> None:
        """Canvases of ``scene``'s size; nothing is drawn (pitfall 1: not before a page shows
        the canvas). The backdrop comes first, so every page knows it before the canvas."""
        self.backdrop = Canvas(width=scene.width, height=scene.height)
        self.canvas = Canvas(width=scene.width, height=scene.height)
        self.resize(scene)
        self._backdrop_layer: Layer | None = None  # what every connected page's backdrop shows
        self._on = self.canvas  # the canvas the calls being made go to
        self._style: dict[str, object] = {}  # the style attributes it has in every page
        self._canvas_style: dict[str, object] = {}  # those of ``canvas`` (kept between paints)
        self._prepared: OrderedDict[int, _Prepared] = OrderedDict()  # by id(layer), oldest first
        self._copies: dict[int, _Copy] = {}  # by the index of the layer in the scene
        self._last_layers: tuple[Layer, ...] = ()  # the layers of the scene painted last
        self._shown: Scene | None = None  # what the canvas shows in every connected page
        # A page that connects has a blank backdrop. Registered here, before any owner of the
        # canvas can register its repaint, so that the repaint paints the backdrop as well.
        self.canvas.on_client_ready(self.forget_backdrop)

    def resize(self, scene: Scene) -> None:
        """Give the canvas the scene's device size (crisp at 2x), shown at its CSS size or, in
        a narrower output area, shrunk to its width with the shape kept, so the whole board is
        always in view (ipycanvas reports clicks in canvas pixels whatever the shown size)."""
        canvas = self.canvas
        if (canvas.width, canvas.height) != (scene.width, scene.height):
            for each in (canvas, self.backdrop):
                each.width, each.height = scene.width, scene.height
            self.forget_backdrop()  # resizing clears a canvas
        canvas.layout.width = "100%"
        # the exact CSS width: rounded (910.5 -> 910 px) it would shrink every text a little
        canvas.layout.max_width = f"{scene.css_size[0]:g}px"
        canvas.layout.height = "auto"

    def forget_backdrop(self) -> None:
        """Paint the backdrop again, and send the canvas's style attributes again, with the next
        scene (a page connected, whose canvases are blank and have the default style, or the
        canvases were resized, which resets them)."""
        self._backdrop_layer = None
        self._shown = None
        self._canvas_style.clear()
        for copy in self._copies.values():
            copy.layer = None
            copy.style.clear()

    def paint(self, scene: Scene) -> None:
        """Replace the picture with ``scene``: one ``hold_canvas`` batch, one message."""
        if (self.canvas.width, self.canvas.height) != (scene.width, scene.height):
            self.resize(scene)
        try:
            self._paint(scene)
        except BaseException:
            self.forget_backdrop()  # what reached the page is unknown: send it all again
            raise

    def _paint(self, scene: Scene) -> None:
        last, shown = self._last_layers, self._shown
        if any(a is not b and a.shapes == b.shapes for a, b in zip(last, scene.layers)):
            # a layer built anew with the very same shapes (scenes reuse them) is the old one
            kept = tuple(a if a.shapes == b.shapes else b for a, b in zip(last, scene.layers))
            scene = replace(scene, layers=kept + scene.layers[len(kept) :])
        layers = scene.layers
        self._last_layers, self._shown = (), None  # until this paint is through
        prepared = [self._prepared_layer(layer) for layer in layers]
        # Only where it changed; a scene that looks like the one shown is painted whole (an
        # explicit repaint: someone may have drawn on the canvas).
        areas = None if shown is None else self._changed_areas(shown, scene, prepared) or None
        with hold_canvas():
            force_canvas_switch(self.canvas)  # pitfall 10
            if areas is None:
                self._paint_all(scene, prepared, last)
            else:
                self._paint_areas(scene, prepared, last, areas)
        self._last_layers, self._shown = layers, scene

    def _paint_all(self, scene: Scene, prepared: list[_Prepared], last: tuple[Layer, ...]) -> None:
        """Paint the whole picture: the backdrop (or the background), the layers, the texts."""
        layers = scene.layers
        if layers and layers[0].fixed:
            self._paint_backdrop(scene, prepared[0])
            self._begin(self.canvas, self._canvas_style)
            self.canvas.draw_image(self.backdrop, 0, 0)
            first = 1
        else:
            self._begin(self.canvas, self._canvas_style)
            self._background(scene)
            first = 0
        texts: dict[TextStyle, list[TextArgs]] = {}
        for index in range(first, len(layers)):
            layer = layers[index]
            if not layer.shapes:
                continue
            if index < len(last) and last[index] is layer and prepared[index].copied:
                self._copy_layer(index, prepared[index])
            else:
                self._draw_layer(prepared[index], texts)
        self._draw_texts(texts)

    def _paint_areas(
        self,
        scene: Scene,
        prepared: list[_Prepared],
        last: tuple[Layer, ...],
        areas: list[Box],
    ) -> None:
        """Paint the picture again inside ``areas`` only, one after the other clipped to it:
        the backdrop (or the background), then every layer that reaches into it -- copied if
        unchanged, else with its calls. Each changed layer lies in one area (they were made
        around them, see :meth:`_changed_areas`), so its calls are made once and its texts lie
        inside that area: they are drawn last, after the clipping, all areas' together."""
        canvas = self.canvas
        self._begin(canvas, self._canvas_style)
        before = dict(self._canvas_style)  # what ``restore`` brings the canvas back to
        layers = scene.layers
        first = 1 if layers[0].fixed else 0
        texts: dict[TextStyle, list[TextArgs]] = {}
        for area in areas:
            x0, y0, x1, y1 = area
            canvas.save()
            canvas.begin_path()
            canvas.rect(x0, y0, x1 - x0, y1 - y0)
            canvas.clip()
            if first:
                canvas.draw_image(self.backdrop, 0, 0)
            else:
                self._set_style((("fill_style", scene.background),))
                canvas.fill_rect(x0, y0, x1 - x0, y1 - y0)
            for index in range(first, len(layers)):
                layer = prepared[index]
                if not layer.calls and not layer.texts or not _overlap(layer.bounds, area):
                    continue
                if last[index] is layers[index] and layer.copied:
                    self._copy_layer(index, layer)
                else:
                    self._draw_layer(layer, texts)
            canvas.restore()
            self._canvas_style.clear()
            self._canvas_style.update(before)
        self._draw_texts(texts)

    def _changed_areas(
        self, shown: Scene, scene: Scene, prepared: list[_Prepared]
    ) -> list[Box] | None:
        """Whole-pixel rectangles outside of which ``scene`` looks exactly like ``shown``, the
        picture on the canvas in every connected page: around each layer that is not the very
        same object as before, and around the one it replaces, overlapping ones merged. None
        when the whole picture must be painted (another size, background, backdrop or number
        of layers)."""
        old, new = shown.layers, scene.layers
        if (
            (shown.width, shown.height, shown.background)
            != (scene.width, scene.height, scene.background)
            or len(old) != len(new)
            or not new
            or old[0] is not new[0]
        ):
            return None
        boxes: list[Box] = []
        for index, (a, b) in enumerate(zip(old, new)):
            if a is not b:
                if a.shapes:
                    boxes.append(self._prepared_layer(a).bounds)
                if b.shapes:
                    boxes.append(prepared[index].bounds)
        width, height = scene.width, scene.height
        areas: list[Box] = []
        for x0, y0, x1, y1 in _merged(boxes):
            area = (max(0, x0), max(0, y0), min(width, x1), min(height, y1))
            if area[0] < area[2] and area[1] < area[3]:
                areas.append(area)
        return areas

    def _paint_backdrop(self, scene: Scene, prepared: _Prepared) -> None:
        """Paint the scene's first (fixed) layer on the backdrop, unless it shows it already."""
        if self._backdrop_layer is not prepared.layer:
            self._begin(self.backdrop, {})
            self._background(scene)
            self._draw_layer(prepared, None)
            self._backdrop_layer = prepared.layer

    def _copy_layer(self, index: int, prepared: _Prepared) -> None:
        """Copy a layer that the scene before had too (at the same place) from a canvas of its
        own, painting that canvas first if it shows something else: one ``draw_image`` instead
        of all the layer's calls and style changes. Such a layer is drawn where it comes, texts
        included (see :meth:`_draw_texts`)."""
        x, y, right, bottom = prepared.bounds
        width, height = right - x, bottom - y
        copy = self._copies.get(index)
        if copy is None or copy.canvas.width < width or copy.canvas.height < height:
            if copy is not None:
                copy.canvas.close()
            copy = self._copies[index] = _Copy(_round_up(width, 64), _round_up(height, 16))
        if copy.layer is not prepared.layer:
            canvas = copy.canvas
            self._begin(canvas, copy.style, _defaults_for(prepared))
            canvas.clear_rect(0, 0, canvas.width, canvas.height)
            canvas.set_transform(1, 0, 0, 1, -x, -y)
            self._draw_layer(prepared, None)
            canvas.reset_transform()
            copy.layer = prepared.layer
            self._on, self._style = self.canvas, self._canvas_style
        self.canvas.draw_image(copy.canvas, x, y)

    def _begin(
        self,
        canvas: Canvas,
        style: dict[str, object],
        defaults: Sequence[tuple[str, object]] = DEFAULT_STYLE,
    ) -> None:
        """Start drawing on ``canvas``, whose style attributes are ``style`` in every page, with
        the painter's default text and line settings."""
        self._on = canvas
        self._style = style
        self._set_style(defaults)

    def _set_style(self, style: Sequence[tuple[str, object]]) -> None:
        """Set the style attributes whose values differ from what the canvas has."""
        current = self._style
        for name, value in style:
            if current.get(name) != value:
                setattr(self._on, name, value)  # public attribute: one "set" command
                current[name] = value

    def _background(self, scene: Scene) -> None:
        """Cover the whole canvas with the scene's background colour."""
        self._set_style((("fill_style", scene.background),))
        self._on.fill_rect(0, 0, scene.width, scene.height)

    def _prepared_layer(self, layer: Layer) -> _Prepared:
        """The calls ``layer`` becomes, made only if this layer object is new."""
        prepared = self._prepared.get(id(layer))
        if prepared is None or prepared.layer is not layer:
            prepared = _Prepared(layer)
            self._prepared[id(layer)] = prepared
            if len(self._prepared) > PREPARED_CACHE_SIZE:
                self._prepared.popitem(last=False)
        self._prepared.move_to_end(id(layer))
        return prepared

    def _draw_layer(
        self, prepared: _Prepared, texts: dict[TextStyle, list[TextArgs]] | None
    ) -> None:
        """Make a layer's calls on the target canvas; its texts are added to ``texts`` (see
        :meth:`_draw_texts`), or drawn at once if that is None."""
        canvas, current = self._on, self._style
        for style, method, args in prepared.calls:
            for name, value in style:
                if current.get(name) != value:
                    setattr(canvas, name, value)
                    current[name] = value
            method(canvas, *args)
        if texts is None:
            self._draw_texts(prepared.texts)
            return
        for text_style, items in prepared.texts.items():
            if text_style in texts:
                texts[text_style].extend(items)
            else:
                texts[text_style] = list(items)

    def _draw_texts(self, texts: dict[TextStyle, list[TextArgs]]) -> None:
        """Draw the texts of a canvas's layers, style by style: texts are drawn over every other
        shape of the scene (scenes put them on top, drawing/scene.py) and never overlap one
        another, so their order is free, and each font, alignment or colour is set once (each
        set costs 5-15 us of traitlets validation, more than the text it is for)."""
        canvas = self._on
        for style in sorted(texts):
            fill, font, align = style
            self._set_style((("fill_style", fill), ("font", font), ("text_align", align)))
            for args in texts[style]:
                canvas.fill_text(*args)


def _prepare(
    layer: Layer,
) -> tuple[list[Call], dict[TextStyle, list[TextArgs]], tuple[int, int, int, int]]:
    """The public ``Canvas`` calls that draw ``layer``'s shapes other than texts, in paint
    order, each with only the style attributes that differ from what the calls before it in
    the layer set; the layer's texts by style, each style's in paint order; and the whole
    pixels ``(left, top, right, bottom)`` it draws in. What each shape contributes is worked
    out once per shape object (:func:`_facts`): a layer built anew mostly holds shapes the
    scene before had too."""
    calls: list[Call] = []
    texts: dict[TextStyle, list[TextArgs]] = {}
    shapes = layer.shapes
    kept = _FACTS.get
    facts = [
        hit[1] if (hit := kept(id(shape))) is not None and hit[0] is shape else _facts(shape)
        for shape in shapes
    ]
    keys = [fact[0] for fact in facts]
    starts = [0, *(i for i in range(1, len(keys)) if keys[i] != keys[i - 1]), len(keys)]
    for start, end in zip(starts, starts[1:]):
        if start < end:
            run = shapes[start:end]
            _add_run(calls, texts, run, [fact[2] for fact in facts[start:end]])
    known: dict[str, object] = {}
    for i, (style, method, args) in enumerate(calls):
        if i:
            style = tuple((name, value) for name, value in style if known.get(name) != value)
            calls[i] = (style, method, args)
        known.update(style)
    if not facts:
        return calls, texts, (0, 0, 0, 0)
    x0s, y0s, x1s, y1s = zip(*[fact[1] for fact in facts])
    bounds = (math.floor(min(x0s)), math.floor(min(y0s)), math.ceil(max(x1s)), math.ceil(max(y1s)))
    return calls, texts, bounds


def _add_run(
    calls: list[Call],
    texts: dict[TextStyle, list[TextArgs]],
    run: Sequence[Shape],
    numbers: list[Any],
) -> None:
    """The calls (or texts) of a run of shapes with equal keys (:func:`_run_key`);
    ``numbers`` holds each shape's (see :func:`_facts`)."""
    first = run[0]
    if isinstance(first, Text):
        for style, args in numbers:
            texts.setdefault(style, []).append(args)
        return
    if isinstance(first, Line):
        points = _floats(numbers).reshape(-1, 2, 2)
        colors = _colors([s.stroke for s in run])  # type: ignore[union-attr]
        calls.append(
            (
                (("line_width", first.width),),
                Canvas.stroke_styled_line_segments,
                (points, colors),
            )
        )
        return
    area = cast(Sequence[Area], run)
    if isinstance(first, Circle):
        geometry: tuple[Any, ...] = tuple(_columns(numbers))
    elif isinstance(first, Polygon):
        geometry = _polygons(numbers)
    else:
        geometry = (_floats(numbers).reshape(-1, 4, 2), None)
    fill = Canvas.fill_styled_circles if isinstance(first, Circle) else Canvas.fill_styled_polygons
    stroke = (
        Canvas.stroke_styled_circles if isinstance(first, Circle) else Canvas.stroke_styled_polygons
    )
    if first.fill is not None:
        colors = _colors([s.fill for s in area])
        calls.append(((), fill, _with_colors(first, geometry, colors)))
    if first.stroke is not None:
        colors = _colors([s.stroke for s in area])
        style = (("line_width", first.width),)
        calls.append((style, stroke, _with_colors(first, geometry, colors)))


def _with_colors(first: Shape, geometry: tuple[Any, ...], colors: np.ndarray) -> tuple[Any, ...]:
    """A styled call's arguments: circles take ``x, y, r, colors``, polygons ``points, colors,
    alpha, points_per_polygon``, rectangles (four-cornered polygons) ``corners, colors``."""
    if isinstance(first, Circle):
        return (*geometry, colors)
    if isinstance(first, Rect):
        return (geometry[0], colors)
    points, counts = geometry
    return (points, colors, 1, counts)


def _floats(values: Any) -> np.ndarray:
    return np.array(values, dtype=np.float32)


def _colors(colors: list[Any]) -> np.ndarray:
    """``#rrggbb`` colours as the styled calls take them: an (n, 3) array of bytes."""
    joined = "".join(colors)
    digits = (
        joined.replace("#", "")
        if len(joined) == 7 * len(colors)
        else "".join(c[1:7] for c in colors)
    )
    return np.frombuffer(bytes.fromhex(digits), np.uint8).reshape(-1, 3)


def _polygons(numbers: list[tuple[float, ...]]) -> tuple[np.ndarray, np.ndarray | None]:
    """Points and points per polygon (from each polygon's flat coordinates), as the batched
    polygon calls take them: an (n, k, 2) array and no counts when every polygon has the same
    k >= 3 points (one array less to send), else an (m, 2) array and the counts."""
    sizes = {len(flat) for flat in numbers}
    if len(sizes) == 1 and min(sizes) >= 6:
        return _floats(numbers).reshape(len(numbers), -1, 2), None
    points = _floats([v for flat in numbers for v in flat]).reshape(-1, 2)
    return points, np.array([len(flat) // 2 for flat in numbers], dtype=np.int32)


def _columns(numbers: list[tuple[float, float, float]]) -> list[np.ndarray | float]:
    """The x's, y's and radii of a run of circles, one float array each; one with one value
    over the whole run goes as that number (each array costs ipycanvas about 12 us to wrap),
    except the first: the page loops over the shortest array, so one must be an array."""
    table = np.array(numbers, dtype=np.float64).T
    columns: list[np.ndarray | float] = [table[0].astype(np.float32)]
    for column in table[1:]:
        first = column[0]
        columns.append(float(first) if (column == first).all() else column.astype(np.float32))
    return columns


def _defaults_for(prepared: _Prepared) -> tuple[tuple[str, object], ...]:
    """The default settings a layer's own canvas needs: the text baseline if it has texts, the
    line joins and caps if it strokes (fewer sets when a page connects and copies are painted)."""
    strokes = any(style for style, _, _ in prepared.calls)  # only strokes set a line width
    return tuple(
        (name, value)
        for name, value in DEFAULT_STYLE
        if (prepared.texts if name == "text_baseline" else strokes)
    )


#: How much wider than in DejaVu Sans (drawing/metrics.py) a text may come out in a browser
#: that draws it in another font of FONT_FAMILY (Helvetica and Arial are narrower).
TEXT_SLACK = 1.2
#: What :func:`_facts` worked out, by ``id`` of the shape (held, so that the id stays its).
_FACTS: dict[int, tuple[Shape, tuple[Any, Box, Any]]] = {}
FACTS_KEPT = 20000


def _facts(shape: Shape) -> tuple[Any, Box, Any]:
    """What the painter needs of a shape, worked out once per shape object (scenes hand out
    the very same objects again for what did not change): its run key (:func:`_run_key`), its
    box (:func:`_measure`), and its numbers -- a circle's ``(x, y, r)``, the flat corners of a
    polygon or rectangle, a line's ends, a text's style and ``fill_text`` arguments."""
    kept = _FACTS.get(id(shape))
    if kept is not None and kept[0] is shape:
        return kept[1]
    if isinstance(shape, Circle):
        numbers: Any = (shape.x, shape.y, shape.r)
    elif isinstance(shape, Polygon):
        numbers = tuple(v for point in shape.points for v in point)
    elif isinstance(shape, Rect):
        x, y, w, h = shape.x, shape.y, shape.w, shape.h
        numbers = (x, y, x + w, y, x + w, y + h, x, y + h)
    elif isinstance(shape, Line):
        numbers = (shape.x1, shape.y1, shape.x2, shape.y2)
    else:
        numbers = (_text_style(shape), (shape.text, shape.x, shape.y))
    facts = (_run_key(shape), _measure(shape), numbers)
    if len(_FACTS) >= FACTS_KEPT:
        _FACTS.clear()
    _FACTS[id(shape)] = (shape, facts)
    return facts


def _measure(shape: Shape) -> Box:
    """A rectangle that surely holds every pixel ``shape`` paints: outlines' half widths and
    2 px of antialiasing included; a text :data:`TEXT_SLACK` times as wide as in DejaVu Sans
    plus its size, and 2 sizes high (too wide only costs pixels, too narrow would clip it or
    leave bits of it behind)."""
    if isinstance(shape, Circle):
        r = shape.r + (shape.width / 2 if shape.stroke is not None else 0.0) + 2
        return (shape.x - r, shape.y - r, shape.x + r, shape.y + r)
    if isinstance(shape, Text):
        size = shape.size
        width = TEXT_SLACK * text_width(shape.text, size, shape.bold) + size
        left = {"left": -size / 2, "center": -width / 2}.get(shape.align, size / 2 - width)
        x = shape.x + left
        return (x - 2, shape.y - size - 2, x + width + 2, shape.y + size + 2)
    pad = (shape.width / 2 if shape.stroke is not None else 0.0) + 2
    if isinstance(shape, Polygon):
        xs = [p[0] for p in shape.points]
        ys = [p[1] for p in shape.points]
        return (min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad)
    if isinstance(shape, Rect):
        return (shape.x - pad, shape.y - pad, shape.x + shape.w + pad, shape.y + shape.h + pad)
    x0, x1 = sorted((shape.x1, shape.x2))
    y0, y1 = sorted((shape.y1, shape.y2))
    return (x0 - pad, y0 - pad, x1 + pad, y1 + pad)


def _overlap(a: Box, b: Box) -> bool:
    """Whether two rectangles share pixels."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


#: Changed regions closer than this (device px) are painted again as one: a rectangle more
#: costs the page a copy of the backdrop more, and the kernel a few commands.
AREA_GAP = 48


def _merged(boxes: list[Box]) -> list[Box]:
    """The rectangles around the groups of ``boxes`` that overlap or come closer than
    :data:`AREA_GAP`, directly or in a chain (the result's never overlap)."""
    merged: list[Box] = []
    gap = AREA_GAP
    for box in boxes:
        while True:
            hit = next(
                (
                    other
                    for other in merged
                    if other[0] < box[2] + gap
                    and box[0] < other[2] + gap
                    and other[1] < box[3] + gap
                    and box[1] < other[3] + gap
                ),
                None,
            )
            if hit is None:
                break
            merged.remove(hit)
            box = (
                min(box[0], hit[0]),
                min(box[1], hit[1]),
                max(box[2], hit[2]),
                max(box[3], hit[3]),
            )
        merged.append(box)
    return merged


def _round_up(pixels: int, step: int) -> int:
    """A copy canvas's side: a multiple of ``step`` px, so that small changes fit without a
    new one (wider steps across: rows cost the page more than columns)."""
    return max(step, -(-pixels // step) * step)


def _font(text: Text) -> str:
    """The CSS font of a text."""
    return f"{'bold ' if text.bold else ''}{text.size:.0f}px {FONT_FAMILY}"


def _text_style(text: Text) -> TextStyle:
    """A text's colour, font and alignment (sorted in this order: the colour is the costliest
    attribute to set)."""
    return (text.fill, _font(text), text.align)
