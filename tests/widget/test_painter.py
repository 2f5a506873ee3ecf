"""The canvas painter's shortcuts -- the board's cells kept on a backdrop canvas, fixed layers
encoded once -- must never change the picture. The batches are read back with a small
interpreter of ipycanvas' command stream (per canvas: what is drawn, with the style in force),
and a widget that has painted many scenes is compared with a fresh one."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import numpy as np
from ipycanvas import Canvas
from ipycanvas.canvas import COMMANDS

from seven_steps_widget import Board, BoardWidget, Game
from seven_steps_widget.drawing.shapes import Layer, Rect, Scene, Text
from seven_steps_widget.engine.state import GameState
from seven_steps_widget.widget.canvas_painter import CanvasPainter
from tests.widget.conftest import CommLog, HasCanvas, connect

NAMES = {index: name for name, index in COMMANDS.items()}
ATTRS = {index: name for name, index in Canvas.ATTRS.items()}
#: The style attributes each kind of command draws with (the "styled" ones bring their colours).
STYLE = {
    "fillRect": ("fill_style",),
    "fillText": ("fill_style", "font", "text_align", "text_baseline"),
    "strokePolygons": ("stroke_style", "line_width", "line_join"),
    "strokeLineSegments": ("stroke_style", "line_width", "line_cap"),
}

Drawn = tuple[str, tuple[Any, ...], tuple[Any, ...]]


class Page:
    """What a page's canvases hold after the batches it received: per canvas (by model id) the
    draw commands since its last full cover, each with its arguments and style."""

    def __init__(self) -> None:
        self.drawn: dict[str, list[Drawn]] = {}
        self.style: dict[str, dict[str, Any]] = {}
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
            elif kind == "set":
                self.style[self.current][ATTRS[args[0]]] = args[1]
            else:
                self._draw(kind, [_decode(a, own) for a in args])

    def _draw(self, kind: str, args: list[Any]) -> None:
        style = self.style[self.current]
        drawn = self.drawn[self.current]
        at_origin = args[:2] if kind == "fillRect" else args[1:3]
        if kind in ("fillRect", "drawImage") and at_origin == [0, 0]:
            drawn.clear()  # covers everything: the background, or the backdrop copied in
        drawn.append((kind, tuple(args), tuple(style.get(a) for a in STYLE.get(kind, ()))))

    def picture(self, canvas: Canvas) -> list[Drawn]:
        """What ``canvas`` shows, with any backdrop it copies put in place."""
        out: list[Drawn] = []
        for kind, args, style in self.drawn[_ref(canvas)]:
            if kind == "drawImage":
                out.extend(self.drawn[args[0]])
            else:
                out.append((kind, args, style))
        return out


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
    assert any(kind == "fillStyledPolygons" for kind, _, _ in cells)
    widget.redraw()
    commands = json.loads(bytes(log.messages[0][2][0]))
    switches = [c[1][0] for c in commands if NAMES[c[0]] == "switchCanvas"]
    assert switches == [_ref(widget.canvas)]  # nothing sent to the backdrop again
    assert [NAMES[c[0]] for c in commands].count("drawImage") == 1
    page.receive(log)
    assert page.drawn[backdrop] == cells
    connect(widget)  # another page shows up: its backdrop is blank, so it is painted again
    commands = json.loads(bytes(log.messages[0][2][0]))
    assert [c[1][0] for c in commands if NAMES[c[0]] == "switchCanvas"][0] == backdrop


def test_a_widget_that_painted_many_scenes_draws_what_a_fresh_one_draws(
    game: Game, comm_log: Callable[[HasCanvas], CommLog]
) -> None:
    """Moves, another board, a changed view (changes made from code, so that no status
    message differs): after each, the cached layers and the kept backdrop give exactly the
    picture a new widget paints for that moment."""
    widget = BoardWidget(game)
    log = comm_log(widget)
    page = Page()
    connect(widget)
    page.receive(log)
    view: dict[str, Any] = {}

    def check() -> None:
        page.receive(log)
        assert page.picture(widget.canvas) == fresh_picture(game.state, comm_log, **view)

    for _ in range(6):  # discs, then the rest of the turn (scoring, bonus tile, ...)
        game.apply(game.legal_actions()[0])
        check()
    game.load_position(Game(("Arnd", "Bärbel"), seed=3).state)  # same board, smaller canvas
    check()
    game.load_position(Game(("Arnd", "Bärbel"), board=Board.layout("ring"), seed=3).state)
    check()
    view = {"colorblind": True}
    widget.set_view(**view)
    check()
    game.apply(game.legal_actions()[0])
    check()


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
        ("fillRect", (1, 1, 3, 3), ("#ff0000",)),
    ]
