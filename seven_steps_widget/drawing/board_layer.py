"""The board part of a scene: cells, tile outlines, edges, towers, legal cells, the turn in
progress (numbered discs joined by arrows, as the rulebook draws its examples) and the last turn."""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from dataclasses import replace
from functools import lru_cache
from itertools import groupby
from operator import attrgetter

from ..engine.board import Board
from ..engine.colors import Color
from ..engine.hexgrid import DIRECTIONS, Cell, add
from ..engine.state import GameState, Phase
from ..words import color_letter
from .geometry import BoardGeometry
from .palette import FILL, PATTERN, UI, text_on
from .shapes import Circle, Layer, Line, Point, Polygon, Shape, Text
from .view import View

__all__ = ["board_shapes", "fixed_layers", "shade"]

#: Which two hexagon corners (``hexgrid.corners`` order) bound the side facing DIRECTIONS[i].
_SIDE = tuple(((-i) % 6, (1 - i) % 6) for i in range(6))

#: The smallest text on the board, in CSS px: readable from the back of a classroom.
MIN_TEXT = 12.0
#: Light outline under the turn's arrows and the level badges, so they show on black cells too.
HALO = "#ffffff"
#: The pieces of play on one cell (a tower, a ring, a badge, an arrow) are built once per
#: geometry and kept: a scene then holds the very same shape objects as the one before for
#: what did not change, and the canvas painter repaints only around the others.
PIECES = 4096


def _text_size(geo: BoardGeometry, share: float) -> float:
    """A board text's size: ``share`` of the hex size, never under :data:`MIN_TEXT` CSS px."""
    return max(share * geo.size, MIN_TEXT * geo.scale)


@lru_cache(maxsize=64)
def shade(color: str, factor: float = 0.6) -> str:
    """A darker version of ``#rrggbb`` (the rim of a disc)."""
    r, g, b = (int(color[i : i + 2], 16) for i in (1, 3, 5))
    return "#{:02x}{:02x}{:02x}".format(*(int(v * factor) for v in (r, g, b)))


@lru_cache(maxsize=16)
def fixed_layers(
    board: Board, geo: BoardGeometry, colorblind: bool, names: bool = False, lang: str = "en"
) -> tuple[Layer, tuple[Layer, ...]]:
    """What depends on the board and the view only, built once per board and view: the cells
    with their outlines (drawn first) and the colour letters, with the cell names if ``names``
    (drawn over the towers). Most of a redraw's shapes, and none change with a move.

    The letters come as one layer per row of cells: thin strips, which the canvas painter keeps
    on canvases of their own and copies in (a browser copies a canvas row by row, so one layer
    over the whole board would cost it all the rows between the letters too)."""
    under = Layer((*_cells(board, geo, colorblind), *_tile_lines(board, geo)), fixed=True)
    letters = _letters(board, geo, colorblind, names, lang)
    rows = (Layer(tuple(row), fixed=True) for _, row in groupby(letters, key=attrgetter("y")))
    return under, tuple(rows)


def board_shapes(state: GameState, geo: BoardGeometry, view: View) -> Iterator[Shape]:
    """The shapes of the board that change with play (towers, highlights, this turn), in paint
    order; they go between the cells and the letters of :func:`fixed_layers`."""
    board = state.board
    towers = [(c, h) for c, h in zip(board.cells, state.heights_by_cell) if h]
    for cell, height in towers:
        yield from _tower(geo, cell, board.color(cell), height)
    # the turn in progress is numbered with its levels; once scored (a level-7 tower may have
    # been shared out, so the levels no longer stand on the board) it is drawn as a path
    placing = state.phase in (Phase.START, Phase.PLACE)
    turn_cells = set(state.turn.cells) if placing else set()
    for cell, height in towers:  # after all discs, so that one run of texts follows them
        if cell not in turn_cells:
            yield _height_text(geo, cell, board.color(cell), height)
    if not placing:
        yield from _last_turn(geo, state.turn.cells)
    elif view.show_last_turn and state.last_turn is not None and not state.turn.cells:
        yield from _last_turn(geo, state.last_turn.cells)
    yield from _legal(geo, view.legal)
    if placing:
        yield from _turn(geo, state.turn.cells, state.turn.levels)
    for cell in view.selected:
        yield _ring(geo, cell, 0.1, UI["selected"], 0.12, "selected")
    for cell in view.forbidden:
        yield from _cross(geo, cell)


def cursor_ring(geo: BoardGeometry, cell: Cell) -> tuple[Polygon, Polygon]:
    """The keyboard's cursor on ``cell``: a thick black ring on a wider white one, so it shows
    on every cell colour (a visible focus, WCAG 2.4.7), at the cell's edge and thicker than
    the rings that mark legal or selected cells."""
    return (
        _ring(geo, cell, 0.0, HALO, 0.26, "cursor-halo"),
        _ring(geo, cell, 0.0, UI["cursor"], 0.13, "cursor"),
    )


def _cross(geo: BoardGeometry, cell: Cell) -> Iterator[Line]:
    """A red cross over ``cell`` on a white halo: a move the rules refuse there (visible on
    every cell colour, and told apart from a ring by its shape, not its colour alone)."""
    x, y = geo.center(cell)
    d = 0.42 * geo.size
    strokes = ((x - d, y - d, x + d, y + d), (x - d, y + d, x + d, y - d))
    for width, stroke, role in ((0.2, HALO, "forbidden-halo"), (0.11, UI["error"], "forbidden")):
        for x1, y1, x2, y2 in strokes:
            yield Line(x1, y1, x2, y2, stroke, width * geo.size, role, cell)


@lru_cache(maxsize=PIECES)
def _ring(
    geo: BoardGeometry, cell: Cell, inset: float, color: str, width: float, role: str
) -> Polygon:
    """A hexagonal ring ``inset`` hex sizes inside ``cell``, ``width`` hex sizes wide: how a
    cell is marked (legal, selected, part of the last turn)."""
    s = geo.size
    corners = geo.corners(cell, inset * s)
    return Polygon(corners, stroke=color, width=width * s, role=role, cell=cell)


def _cells(board: Board, geo: BoardGeometry, colorblind: bool) -> Iterator[Shape]:
    """Cell faces on a dark rim for edge cells, colour-blind hatching, thin cell outlines."""
    s = geo.size
    for cell in board.cells:  # a dark rim behind edge cells is the thick border of the board
        if board.is_edge(cell):
            yield Polygon(geo.corners(cell, -0.08 * s), fill=UI["edge"], role="edge", cell=cell)
    for cell in board.cells:
        yield Polygon(geo.corners(cell), fill=FILL[board.color(cell)], role="cell", cell=cell)
    if colorblind:
        for cell in board.cells:
            color = board.color(cell)
            yield from _hatch(geo.center(cell), PATTERN[color], s, shade(FILL[color], 0.55))
    for cell in board.cells:
        yield Polygon(
            geo.corners(cell), stroke=UI["cell_line"], width=0.03 * s, role="cell-line", cell=cell
        )


def _letters(
    board: Board, geo: BoardGeometry, colorblind: bool, names: bool, lang: str
) -> Iterator[Text]:
    """Each cell's colour letter(s) in ``lang`` near its top corner, so colour is never the only
    cue; with ``names`` also the cell's name ("K e4"), which learners and Python code can both
    use."""
    s = geo.size
    size = _text_size(geo, 0.36 if colorblind else 0.3)
    for cell in board.cells:
        color = board.color(cell)
        x, y = geo.center(cell)
        yield Text(
            x,
            y - 0.72 * s,
            f"{color_letter(color, lang)} {board.cell_name(cell)}"
            if names
            else color_letter(color, lang),
            size,
            fill=text_on(color),
            bold=colorblind,
            align="center",
            role="letter",
            cell=cell,
        )


def _hatch(center: Point, angles: tuple[int, ...], s: float, stroke: str) -> Iterator[Line]:
    """Parallel chords of a circle inside the hex: the colour-blind pattern of one cell."""
    cx, cy = center
    radius = 0.78 * s
    for angle in angles:
        ux, uy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        for offset in (-0.45 * s, 0.0, 0.45 * s):
            half = math.sqrt(radius * radius - offset * offset)
            mx, my = cx - uy * offset, cy + ux * offset
            yield Line(
                mx - ux * half,
                my - uy * half,
                mx + ux * half,
                my + uy * half,
                stroke=stroke,
                width=0.05 * s,
                role="pattern",
            )


def _tile_lines(board: Board, geo: BoardGeometry) -> Iterator[Shape]:
    """Tile outlines: the sides where two different tiles meet."""
    s = geo.size
    for cell in board.cells:
        corner = geo.corners(cell)
        for i, step in enumerate(DIRECTIONS):
            other = add(cell, step)
            if (
                other in board
                and other > cell
                and board.tile_index(other) != board.tile_index(cell)
            ):
                a, b = corner[_SIDE[i][0]], corner[_SIDE[i][1]]
                yield Line(*a, *b, stroke=UI["tile"], width=0.07 * s, role="tile-line")


@lru_cache(maxsize=PIECES)
def _tower(geo: BoardGeometry, cell: Cell, color: Color, height: int) -> tuple[Circle, ...]:
    """A tower as stacked discs, each a dark rim and a coloured face."""
    s = geo.size
    x, y = geo.center(cell)
    fill, rim = FILL[color], shade(FILL[color], 0.45)
    discs: list[Circle] = []
    for k in range(height):
        top = _disc_y(y, s, k)
        discs.append(Circle(x, top, 0.47 * s, fill=rim, role="disc-rim", cell=cell))
        discs.append(Circle(x, top - 0.025 * s, 0.43 * s, fill=fill, role="disc", cell=cell))
    return tuple(discs)


def _disc_y(y: float, s: float, k: int) -> float:
    """Centre height of the ``k``-th disc (from 0) of a tower on a cell centred at ``y``."""
    return y + 0.16 * s - k * 0.055 * s


@lru_cache(maxsize=PIECES)
def _height_text(geo: BoardGeometry, cell: Cell, color: Color, height: int) -> Text:
    """The tower's height, written on its top disc."""
    x, y = geo.center(cell)
    return Text(
        x,
        _disc_y(y, geo.size, height - 1),
        str(height),
        _text_size(geo, 0.42),
        fill=text_on(color),
        bold=True,
        align="center",
        role="height",
        cell=cell,
    )


def _legal(geo: BoardGeometry, cells: Mapping[Cell, int]) -> Iterator[Shape]:
    """A white ring inside each cell the next disc may go on, and the level it would get."""
    for role, color, width in (
        ("legal-ring", UI["legal_ring"], 0.14),
        ("legal", UI["legal"], 0.07),
    ):
        for cell in cells:
            yield _ring(geo, cell, 0.16, color, width, role)
    yield from _badges(geo, cells, UI["legal_ring"], UI["legal"], "legal")


def _badges(
    geo: BoardGeometry, levels: Mapping[Cell, int], fill: str, ink: str, role: str
) -> Iterator[Shape]:
    """A small round badge with a level at the bottom of each cell, outlined so it shows on
    every colour (halos, then discs, then texts)."""
    badges = [_badge(geo, cell, level, fill, ink, role) for cell, level in levels.items()]
    for part in range(3):
        for badge in badges:
            yield badge[part]


@lru_cache(maxsize=PIECES)
def _badge(
    geo: BoardGeometry, cell: Cell, level: int, fill: str, ink: str, role: str
) -> tuple[Circle, Circle, Text]:
    """One cell's badge: its halo, its disc and its level."""
    s = geo.size
    size = _text_size(geo, 0.3)
    radius = 0.75 * size
    x, y = geo.center(cell)
    return (
        Circle(x, y + 0.6 * s, radius + 0.05 * s, fill=HALO, role=f"{role}-halo", cell=cell),
        Circle(x, y + 0.6 * s, radius, fill=fill, role=f"{role}-badge", cell=cell),
        Text(
            x,
            y + 0.6 * s,
            str(level),
            size,
            fill=ink,
            bold=True,
            align="center",
            role=f"{role}-level",
            cell=cell,
        ),
    )


def _turn(geo: BoardGeometry, cells: tuple[Cell, ...], levels: tuple[int, ...]) -> Iterator[Shape]:
    """This turn's discs numbered 1, 2, ... with arrows from each to the next and its level."""
    arrows = [_arrow(geo, a, b) for a, b in zip(cells, cells[1:])]
    # a light outline first, so the arrows show on black cells as well as on light ones
    for part in range(4):
        yield from (arrow[part] for arrow in arrows)
    for cell in cells:
        yield from _turn_disc(geo, cell)
    badges = [
        _badge(geo, cell, level, UI["arrow"], "#ffffff", "turn")
        for cell, level in zip(cells, levels)
    ]
    yield from (badge[0] for badge in badges)
    yield from (badge[1] for badge in badges)
    for number, cell in enumerate(cells, start=1):
        yield _turn_number(geo, cell, number)
    yield from (badge[2] for badge in badges)


@lru_cache(maxsize=PIECES)
def _arrow(geo: BoardGeometry, start: Cell, end: Cell) -> tuple[Line, Polygon, Line, Polygon]:
    """The arrow from one disc of the turn to the next: the halos of its shaft and of its
    head, then the shaft and the head."""
    s = geo.size
    radius, head = 0.3 * s, 0.24 * s
    (x1, y1), (x2, y2) = geo.center(start), geo.center(end)
    length = math.hypot(x2 - x1, y2 - y1)
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    tx, ty = x2 - ux * radius, y2 - uy * radius
    bx, by = tx - ux * head, ty - uy * head
    shaft = Line(x1 + ux * radius, y1 + uy * radius, bx, by, UI["arrow"], 0.08 * s, "arrow")
    wing = (uy * head * 0.55, ux * head * 0.55)
    tip = Polygon(
        ((tx, ty), (bx - wing[0], by + wing[1]), (bx + wing[0], by - wing[1])),
        fill=UI["arrow"],
        role="arrow-head",
    )
    return (
        replace(shaft, stroke=HALO, width=0.16 * s, role="arrow-halo"),
        Polygon(tip.points, stroke=HALO, width=0.08 * s, role="arrow-halo"),
        shaft,
        tip,
    )


@lru_cache(maxsize=PIECES)
def _turn_disc(geo: BoardGeometry, cell: Cell) -> tuple[Circle, Circle]:
    """The marker of a disc placed this turn: a rim and a light face."""
    s = geo.size
    radius = 0.3 * s
    x, y = geo.center(cell)
    return (
        Circle(x, y, radius, fill=UI["arrow"], role="turn-rim", cell=cell),
        Circle(x, y, radius - 0.05 * s, fill=UI["turn_disc"], role="turn-disc", cell=cell),
    )


@lru_cache(maxsize=PIECES)
def _turn_number(geo: BoardGeometry, cell: Cell, number: int) -> Text:
    """The place of a disc in this turn, on its marker."""
    x, y = geo.center(cell)
    return Text(
        x,
        y,
        str(number),
        _text_size(geo, 0.36),
        fill=UI["arrow"],
        bold=True,
        align="center",
        role="turn-number",
        cell=cell,
    )


@lru_cache(maxsize=PIECES)
def _last_turn(geo: BoardGeometry, cells: tuple[Cell, ...]) -> tuple[Shape, ...]:
    """The last turn's path: lines from disc to disc, a ring on each of its cells."""
    s = geo.size
    centers = [geo.center(c) for c in cells]
    shapes: list[Shape] = [
        Line(x1, y1, x2, y2, stroke=UI["last_turn"], width=0.06 * s, role="last-path")
        for (x1, y1), (x2, y2) in zip(centers, centers[1:])
    ]
    shapes += [_ring(geo, cell, 0.08, UI["last_turn"], 0.08, "last-turn") for cell in cells]
    return tuple(shapes)
