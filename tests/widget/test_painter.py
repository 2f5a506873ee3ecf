"""The canvas painter's shortcuts -- the board's cells kept on a backdrop canvas, fixed layers
prepared once, style attributes sent only when they change, repaints only where the scene
changed -- must never change the picture. The batches are read back with a small interpreter of
ipycanvas' command stream (per canvas: what is drawn, with the style in force) and, where the
repaints are clipped, as pixels (tests/widget/canvas_raster.py): a widget that has painted many
scenes shows exactly what a fresh painter paints. The painter uses ipycanvas' public API only,
except for the one pitfall-10 reset, whose private detail is guarded here."""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import numpy as np
from ipycanvas import Canvas, hold_canvas
from ipycanvas.canvas import COMMANDS

from seven_steps_widget import Board, BoardWidget, Game
from seven_steps_widget.drawing.shapes import Circle, Layer, Rect, Scene, Text
from seven_steps_widget.engine.state import GameState
from seven_steps_widget.widget import canvas_painter
from seven_steps_widget.widget.canvas_painter import CanvasPainter, force_canvas_switch
from tests.widget.canvas_raster import RasterPage
from tests.widget.conftest import CommLog, HasCanvas, connect, mouse_down

NAMES = {index: name for name, index in COMMANDS.items()}
ATTRS = {index: name for name, index in Canvas.ATTRS.items()}
#: The style attributes each kind of command draws with (the "styled" ones bring their colours
#: and restore the canvas's style afterwards).
STYLE = {
    "fillRect": ("fill_style",),
    "fillText": ("fill_style", "font", "text_align", "text_baseline"),
    "strokeStyledPolygons": ("line_width", "line_join"),
    "strokeStyledLineSegments": ("line_width", "line_cap"),
    "strokeStyledCircles": ("line_width",),
    "strokeStyledRects": ("line_width", "line_join"),
}

Drawn = tuple[Any, ...]  # kind, arguments, style (and the offset, if not 0, 0)


class Page:
    """What a page's canvases hold after the batches it received: per canvas (by model id) the
    draw commands since its last full cover or clear, each with its arguments, style and the
    offset its transform added."""

    def __init__(self) -> None:
        self.drawn: dict[str, list[Drawn]] = {}
        self.style: dict[str, dict[str, Any]] = {}
        self.offset: dict[str, tuple[float, float]] = {}
        self.current = ""

    def receive(self, log: CommLog) -> None:
        for name, _data, buffers in log.messages:
            if name == "manager":
                self._batch(json.loads(bytes(buffers[0])), list(buffers[1:]))
        log.clear()

    def _batch(self, commands: list[Any], buffers: list[Any]) -> None:
        if commands and not isinstance(commands[0], list):
            commands = [commands]
        for command in commands:
            kind, args = NAMES[command[0]], command[1]
            count = command[2] if len(command) > 2 else 0
            own, buffers = buffers[:count], buffers[count:]
            if kind == "switchCanvas":
                self.current = args[0]
                self.drawn.setdefault(self.current, [])
                self.style.setdefault(self.current, {})
                self.offset.setdefault(self.current, (0, 0))
            elif kind == "set":
                self.style[self.current][ATTRS[args[0]]] = args[1]
            elif kind == "setTransform":
                assert args[:4] == [1, 0, 0, 1]  # the painter only ever shifts
                self.offset[self.current] = (args[4], args[5])
            elif kind == "resetTransform":
                self.offset[self.current] = (0, 0)
            else:
                self._draw(kind, [_decode(a, own) for a in args])

    def _draw(self, kind: str, args: list[Any]) -> None:
        style = self.style[self.current]
        drawn = self.drawn[self.current]
        at_origin = args[1:3] if kind == "drawImage" else args[:2]
        if kind in ("fillRect", "clearRect", "drawImage") and at_origin == [0, 0]:
            drawn.clear()  # covers everything: the background, a clear, the backdrop copied in
            if kind == "clearRect":
                return
        style_used = tuple(style.get(a) for a in STYLE.get(kind, ()))
        drawn.append((kind, tuple(args), style_used, self.offset[self.current]))

    def _flatten(self, ref: str, dx: float, dy: float) -> list[Drawn]:
        out: list[Drawn] = []
        for kind, args, style, (ox, oy) in self.drawn[ref]:
            if kind == "drawImage":
                out += self._flatten(args[0], dx + ox + args[1], dy + oy + args[2])
            else:
                out.append((kind, args, style, (dx + ox, dy + oy)))
        return out

    def picture(self, canvas: Canvas) -> list[Drawn]:
        """What ``canvas`` shows, with the canvases it copies (backdrop, layers) put in place:
        the shapes in paint order, then the texts (sorted: scenes keep texts on top and apart,
        so the painter may draw them in any order)."""
        shapes, texts = [], []
        for kind, args, style, offset in self._flatten(_ref(canvas), 0, 0):
            item = (kind, args, style) if offset == (0, 0) else (kind, args, style, offset)
            (texts if kind == "fillText" else shapes).append(item)
        return shapes + sorted(texts, key=repr)


def _decode(arg: Any, buffers: list[Any]) -> Any:
    """An argument as the page sees it (arrays unpacked from their buffer)."""
    if isinstance(arg, dict) and "idx" in arg:
        data = np.frombuffer(bytes(buffers[arg["idx"]]), dtype=arg["dtype"])
        return tuple(np.round(data.astype(float), 3).tolist())
    return arg


def _ref(canvas: Any) -> str:
    return f"IPY_MODEL_{canvas.model_id}"


def fresh_picture(
    state: GameState, comm_log: Callable[[HasCanvas], CommLog], **view: Any
) -> list[Drawn]:
    """What a new widget on ``state`` paints when its page connects."""
    widget = BoardWidget(Game.from_position(state))
    if view:
        widget.set_view(**view)
    log = comm_log(widget)
    page = Page()
    connect(widget)
    page.receive(log)
    return page.picture(widget.canvas)


def test_backdrop_is_painted_once_then_copied(
    game: Game, comm_log: Callable[[HasCanvas], CommLog]
) -> None:
    widget = BoardWidget(game)
    log = comm_log(widget)
    page = Page()
    connect(widget)
    page.receive(log)
    backdrop = _ref(widget.painter.backdrop)
    cells = page.drawn[backdrop]
    assert any(drawn[0] == "fillStyledPolygons" for drawn in cells)
    widget.redraw()  # the same picture, painted whole: its layers are copied, no backdrop sent
    commands = _batch_commands(log)
    switches = [c[1][0] for c in commands if NAMES[c[0]] == "switchCanvas"]
    assert backdrop not in switches
    images = [c[1][0] for c in commands if NAMES[c[0]] == "drawImage"]
    assert images.count(backdrop) == 1 and not any(NAMES[c[0]] == "clip" for c in commands)
    page.receive(log)
    game.apply(game.legal_actions()[0])  # a disc: repainted around what changed
    commands = _batch_commands(log)
    switches = [c[1][0] for c in commands if NAMES[c[0]] == "switchCanvas"]
    assert switches[0] == _ref(widget.canvas)
    assert backdrop not in switches  # nothing sent to the backdrop again
    clips = sum(NAMES[c[0]] == "clip" for c in commands)
    images = [c[1][0] for c in commands if NAMES[c[0]] == "drawImage"]
    assert clips >= 1 and images.count(backdrop) == clips  # the backdrop under each area
    page.receive(log)
    assert page.drawn[backdrop] == cells
    connect(widget)  # another page shows up: its backdrop is blank, so it is painted again
    commands = _batch_commands(log)
    assert [c[1][0] for c in commands if NAMES[c[0]] == "switchCanvas"][0] == backdrop
    assert not any(NAMES[c[0]] == "clip" for c in commands)  # and the whole picture
    new_page = Page()  # it sees only what was sent since it connected: the whole picture
    new_page.receive(log)
    assert new_page.picture(widget.canvas) == fresh_picture(game.state, comm_log)


def fresh_image(scene: Scene, comm_log: Callable[[HasCanvas], CommLog]) -> np.ndarray:
    """The pixels a new painter shows for ``scene``."""
    painter = CanvasPainter(scene)
    log = comm_log(painter)
    painter.paint(scene)
    page = RasterPage(painter)
    page.receive(log)
    return page.image(painter.canvas)


def test_a_widget_that_painted_many_scenes_shows_what_a_fresh_painter_shows(
    game: Game, comm_log: Callable[[HasCanvas], CommLog]
) -> None:
    """Clicks (status messages, refusals), moves made from code, undo and redo (the replay
    banner comes and goes), a whole turn, another board and sizes, changed views: after each,
    the canvas that was repainted only where the scene changed shows, pixel for pixel, what a
    new painter paints for that scene from nothing."""
    widget = BoardWidget(game, hex_size=16, scale=1)
    log = comm_log(widget)
    page = RasterPage(widget.painter)
    connect(widget)
    page.receive(log)
    partial = 0

    def check() -> None:
        nonlocal partial
        batches = [buffers for name, _, buffers in log.messages if name == "manager"]
        partial += any(NAMES[c[0]] == "clip" for b in batches for c in _commands(b))
        page.receive(log)
        expected = fresh_image(widget.scene(), comm_log)
        log.clear()  # the fresh painter's batch went through the shared manager too
        assert np.array_equal(page.image(widget.canvas), expected)

    def step() -> None:
        """A disc clicked if one may go, else the first thing the game allows."""
        legal = game.legal_cells()
        if legal:
            mouse_down(widget, *widget.cell_center(next(iter(legal))))
        else:
            game.apply(game.legal_actions()[0])
        check()

    step()  # a disc: a message in the status line
    taken = next(cell for cell in game.board.cells if game.state.height(cell))
    mouse_down(widget, *widget.cell_center(taken))  # refused: the reason, in red
    check()
    game.undo()  # the replay banner comes
    check()
    game.redo()  # and goes
    check()
    for _ in range(8):  # the rest of the turn (scoring, bonus tile, ...) and the next ones
        step()
    widget.set_view(colorblind=True)
    check()
    game.load_position(Game(("Arnd", "Bärbel"), seed=3).state)  # same board, smaller canvas
    check()
    game.load_position(Game(("Arnd", "Bärbel"), board=Board.layout("ring"), seed=3).state)
    check()
    game.apply(game.legal_actions()[0])
    check()
    assert partial >= 10  # most repaints were partial


def _commands(buffers: list[Any]) -> list[list[Any]]:
    commands = json.loads(bytes(buffers[0]))
    return commands if commands and isinstance(commands[0], list) else [commands]


def test_a_replayed_layer_leaves_the_style_it_set(
    comm_log: Callable[[HasCanvas], CommLog],
) -> None:
    """After a fixed layer's commands are reused, the painter knows the colour they left set:
    a red text after white letters must still send its red."""
    under = Layer((Rect(0, 0, 10, 10, fill="#00ff00"),), fixed=True)
    letters = Layer((Text(5, 5, "T", 10, fill="#ffffff"),), fixed=True)
    scene = Scene(
        40,
        30,
        1.0,
        "#000000",
        (
            under,
            Layer((Rect(1, 1, 3, 3, fill="#ff0000"),)),
            letters,
            Layer((Text(9, 9, "x", 10, fill="#ff0000"),)),
        ),
    )
    painter = CanvasPainter(scene)
    log = comm_log(painter)
    page = Page()
    for _ in range(2):  # the second paint reuses both fixed layers
        painter.paint(scene)
        page.receive(log)
        texts = {
            args[0]: style[0]
            for kind, args, style in page.picture(painter.canvas)
            if kind == "fillText"
        }
        assert texts == {"T": "#ffffff", "x": "#ff0000"}


def test_a_scene_without_fixed_layers_needs_no_backdrop(
    comm_log: Callable[[HasCanvas], CommLog],
) -> None:
    scene = Scene(40, 30, 1.0, "#123456", (Layer((Rect(1, 1, 3, 3, fill="#ff0000"),)),))
    painter = CanvasPainter(scene)
    log = comm_log(painter)
    page = Page()
    painter.paint(scene)
    page.receive(log)
    assert _ref(painter.backdrop) not in page.drawn
    assert page.picture(painter.canvas) == [
        ("fillRect", (0, 0, 40, 30), ("#123456",)),
        (
            "fillStyledPolygons",
            (1, (1.0, 1.0, 4.0, 1.0, 4.0, 4.0, 1.0, 4.0), 4, (255.0, 0.0, 0.0), 1),
            (),
        ),
    ]


def _batch_commands(log: CommLog) -> list[list[Any]]:
    """The commands of the one batch ``log`` holds."""
    assert [name for name, _, _ in log.messages] == ["manager"]
    commands = json.loads(bytes(log.messages[0][2][0]))
    return commands if commands and isinstance(commands[0], list) else [commands]


def test_force_canvas_switch_still_works(comm_log: Callable[[HasCanvas], CommLog]) -> None:
    """Guard of the one private ipycanvas detail the painter relies on (docs/browser-notes.md
    pitfall 10, ipycanvas #322): the shared manager remembers the canvas it drew on last in
    ``_current_canvas`` and names a canvas (``switchCanvas``) only when it differs. If an
    ipycanvas upgrade renames or drops that, or changes the rule, this fails: then look at
    ``force_canvas_switch`` again (and run the browser reload tests) before allowing it."""
    canvas = Canvas(width=10, height=10)
    manager = canvas._canvas_manager
    assert "_current_canvas" in vars(manager), "ipycanvas renamed or dropped _current_canvas"
    log = comm_log(SimpleNamespace(canvas=canvas))
    with hold_canvas():
        canvas.fill_rect(0, 0, 1, 1)
    assert manager._current_canvas is canvas
    assert NAMES[_batch_commands(log)[0][0]] == "switchCanvas"
    log.clear()
    with hold_canvas():
        canvas.fill_rect(0, 0, 1, 1)
    assert [NAMES[c[0]] for c in _batch_commands(log)] == ["fillRect"], (
        "ipycanvas now names the canvas in every batch: #322 may be fixed, the reset may go"
    )
    log.clear()
    with hold_canvas():
        force_canvas_switch(canvas)
        canvas.fill_rect(0, 0, 1, 1)
    commands = _batch_commands(log)
    assert [NAMES[c[0]] for c in commands] == ["switchCanvas", "fillRect"]
    assert commands[0][1] == [_ref(canvas)]


def test_the_painter_uses_no_private_ipycanvas_names_outside_the_reset() -> None:
    """Only ``force_canvas_switch`` may touch a private name (``x._y`` on anything but the
    painter's own ``self``, a ``"_y"`` string for getattr/setattr, or an import from inside
    ipycanvas such as its command table)."""
    source = Path(canvas_painter.__file__).read_text(encoding="utf-8")
    tree = ast.parse(source)
    reset = next(
        node
        for node in tree.body
        if isinstance(node, ast.FunctionDef) and node.name == "force_canvas_switch"
    )
    allowed = {id(node) for node in ast.walk(reset)}
    assert any(
        isinstance(node, ast.Attribute) and node.attr == "_current_canvas"
        for node in ast.walk(reset)
    )
    found = []
    for node in ast.walk(tree):
        if id(node) in allowed:
            continue
        if isinstance(node, ast.Attribute) and re.fullmatch(r"_(?!_).*", node.attr):
            if not (isinstance(node.value, ast.Name) and node.value.id == "self"):
                found.append(f"line {node.lineno}: .{node.attr}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            if re.fullmatch(r"_[A-Za-z]\w*", node.value):
                found.append(f"line {node.lineno}: {node.value!r}")
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("ipycanvas"):
            if node.module != "ipycanvas" or any(a.name.startswith("_") for a in node.names):
                found.append(f"line {node.lineno}: from {node.module} import ...")
        elif isinstance(node, ast.Import):
            found += [
                f"line {node.lineno}: import {a.name}"
                for a in node.names
                if a.name.startswith("ipycanvas.")
            ]
    assert found == []
    assert "COMMANDS" not in source and "ATTRS" not in source


def test_texts_go_last_one_style_at_a_time(comm_log: Callable[[HasCanvas], CommLog]) -> None:
    """Scenes put texts over every other shape (drawing/scene.py): the painter draws all
    layers' texts after the rest, grouped by style, so each colour and font is set once."""
    scene = Scene(
        40,
        30,
        1.0,
        "#000000",
        (
            Layer((Rect(1, 1, 3, 3, fill="#ff0000"), Text(2, 2, "a", 10, fill="#ffffff"))),
            Layer((Circle(9, 9, 2, fill="#00ff00"), Text(9, 9, "b", 12, fill="#111111"))),
            Layer((Text(20, 20, "c", 10, fill="#ffffff"),)),
        ),
    )
    painter = CanvasPainter(scene)
    log = comm_log(painter)
    painter.paint(scene)
    commands = _batch_commands(log)
    names = [NAMES[c[0]] for c in commands]
    texts = [c[1][0] for c in commands if NAMES[c[0]] == "fillText"]
    assert texts == ["b", "a", "c"]
    assert names.index("fillText") > names.index("fillStyledCircles")
    sets = [ATTRS[c[1][0]] for c in commands if NAMES[c[0]] == "set"]
    assert sets.count("fill_style") == 3  # the background, then one per text colour
    assert sets.count("font") == 2
