"""One drawing description of a game moment: :func:`build_scene` turns a ``GameState`` and a
``View`` into a :class:`Scene` that the canvas painter, the SVG writer and the PNG rasteriser
all draw the same way. Pure Python, no Jupyter imports."""

from __future__ import annotations

from functools import lru_cache

from ..engine.board import Board
from ..engine.state import GameState
from ..words import t
from ..words.game import status_text
from .board_layer import board_shapes, cursor_ring, fixed_layers
from .geometry import BoardGeometry
from .metrics import wrap
from .palette import UI
from .panel_layer import PANEL_WIDTH, panel_height, panel_layers
from .shapes import Layer, Scene, Shape, Text
from .view import View

__all__ = [
    "board_scene",
    "build_scene",
    "geometry_for",
    "status_lines",
    "MARGIN",
    "TOP_BAR",
    "STATUS_BAR",
    "STATUS_LINE",
]

MARGIN = 16.0  # CSS px around everything
TOP_BAR = 44.0  # CSS px above the board: whose turn, banner
TURN_LINES = 48.0  # CSS px under the board: this turn's sum, the last turn
STATUS_LINE = 20.0  # CSS px per line of the status
STATUS_BAR = 14.0 + 2 * STATUS_LINE  # CSS px at the bottom: the status, up to two lines
GAP = 24.0  # CSS px between board and panel

#: Which text layer a board text goes in, by role: the towers' heights, the legal levels, the
#: rest (this turn's numbers and levels).
_TEXT_GROUP = {"height": 0, "legal-level": 1}

#: The scene's own texts (title, banner, turn lines, status), kept like the board's pieces
#: (board_layer.PIECES): an unchanged one is the very same object in the next scene.
_text = lru_cache(maxsize=256)(Text)


def geometry_for(state: GameState, view: View) -> BoardGeometry:
    """Where the board goes for this state and view (also what ``cell_at`` uses)."""
    return _geometry(state.board, view.hex_size, view.scale)


@lru_cache(maxsize=16)
def _geometry(board: Board, hex_size: float, scale: float) -> BoardGeometry:
    """One geometry per board and size, so its bounding box is computed once."""
    return BoardGeometry(board, hex_size, scale, MARGIN, TOP_BAR + MARGIN / 2)


def board_scene(
    board: Board, hex_size: float = 14.0, margin: float = 6.0, lang: str = "en"
) -> Scene:
    """Only the board -- cells, colour letters, the tiles' outlines -- at ``hex_size`` CSS px
    per hex (a layout's picture, e.g. notebook 03's gallery)."""
    scale = 2.0
    geo = BoardGeometry(board, hex_size, scale, margin, margin)
    under, letters = fixed_layers(board, geo, False, False, lang)
    width, height = geo.css_width + 2 * margin, geo.css_height + 2 * margin
    size = (round(width * scale), round(height * scale))
    return Scene(*size, scale, UI["background"], (under, *letters), t("board_picture", lang))


def _width(state: GameState, view: View) -> float:
    """The picture's width in CSS px: the margin, the board, the gap, the side panel, the
    margin."""
    return MARGIN + geometry_for(state, view).css_width + GAP + PANEL_WIDTH + MARGIN


def _status_lines(state: GameState, view: View, width: float) -> list[str]:
    """The status line's text as drawn across a picture ``width`` CSS px wide: the view's
    message, else what the game waits for, on at most two lines."""
    status = view.status or status_text(state, view.lang)
    return wrap(status, width - 2 * MARGIN, 14, view.status_is_error)


def status_lines(state: GameState, view: View | None = None) -> list[str]:
    """The status line of ``state``'s picture, line by line as :func:`build_scene` draws it
    (an exported page that plays a turn puts each position's lines in place itself)."""
    view = view or View()
    return _status_lines(state, view, _width(state, view))


def build_scene(state: GameState, view: View | None = None) -> Scene:
    """The whole picture of ``state`` as seen with ``view``."""
    view = view or View()
    k, lang = view.scale, view.lang
    geo = geometry_for(state, view)
    panel_left = MARGIN + geo.css_width + GAP
    panel = panel_height(len(state.players), view.legend)
    body = max(geo.top + geo.css_height + TURN_LINES, geo.top + panel)
    width = _width(state, view)
    height = body + STATUS_BAR
    if state.over and "winner" in view.withheld:
        title = t("game_over", lang)
    elif state.over:
        best = max(state.scores_by_seat)  # (``state.scores`` is a dict: max() is a name)
        names = ", ".join(p for p, s in zip(state.players, state.scores_by_seat) if s == best)
        title = t("game_over", lang) + " — " + t("winner", lang, names=names)
    else:
        title = t("to_play", lang, name=state.current)
    banner: tuple[Shape, ...] = ()
    if view.banner:
        banner = (
            _text(
                (width - MARGIN) * k,
                24 * k,
                view.banner,
                14 * k,
                fill=UI["selected"],
                bold=True,
                align="right",
                role="banner",
            ),
        )
    board = list(board_shapes(state, geo, view))
    board_texts: tuple[list[Shape], list[Shape], list[Shape]] = ([], [], [])
    for shape in board:
        if isinstance(shape, Text):
            board_texts[_TEXT_GROUP.get(shape.role, 2)].append(shape)
    turn_lines = _turn_lines(state, view, geo.top + geo.css_height + 8)
    # Texts go on top of everything (none is ever meant to be covered): drawn last, the
    # painter can send them grouped by style. They come in layers of their own by what they
    # say (title, banner; the towers' heights, the legal levels, this turn's numbers; this
    # turn's total, the last turn's, the status line), so that a new status or banner leaves
    # the others as they are (the painter repaints around changed layers only; a layer may be
    # empty, so that the layers stay in place). The board's fixed layers frame the shapes of
    # play; the side panel, which nothing overlaps, comes in small layers of its own.
    under, letters = fixed_layers(state.board, geo, view.colorblind, view.show_names, lang)
    layers = (
        under,
        Layer(tuple(s for s in board if not isinstance(s, Text))),
        *letters,
        Layer(cursor_ring(geo, view.cursor) if view.cursor and view.cursor in state.board else ()),
        Layer(
            (_text(MARGIN * k, 24 * k, title, 20 * k, fill=UI["text"], bold=True, role="title"),)
        ),
        Layer(banner),
        *(Layer(tuple(group)) for group in board_texts),
        Layer(tuple(turn_lines[:1])),
        Layer(tuple(turn_lines[1:])),
        Layer(
            tuple(
                _text(
                    MARGIN * k,
                    (height - STATUS_BAR + 7 + STATUS_LINE * (row + 0.5)) * k,
                    line,
                    14 * k,
                    fill=UI["error"] if view.status_is_error else UI["status"],
                    bold=view.status_is_error,
                    role="status",
                )
                for row, line in enumerate(_status_lines(state, view, width))
            )
        ),
        *panel_layers(state, view, panel_left, geo.top),
    )
    title = t("board_picture", lang)
    return Scene(round(width * k), round(height * k), k, UI["background"], layers, title)


def _turn_lines(state: GameState, view: View, top: float) -> list[Shape]:
    """This turn's running total ("1 + 1 + 2 = 4") and, on request, the last turn's points."""
    k, lang, turn = view.scale, view.lang, state.turn
    if turn.levels:
        terms = [str(level) for level in turn.levels]
        if turn.vp is not None:  # the tile is a term of the sum, so the sum adds up
            bonus = turn.points - turn.disc_points
            terms.append(t("vp_term", lang, bonus=bonus, tile=turn.vp))
        line = t("this_turn", lang, sum=" + ".join(terms), total=turn.points or turn.disc_points)
    else:
        line = t("no_disc_yet", lang)
    shapes: list[Shape] = [
        _text(
            MARGIN * k,
            (top + 10) * k,
            line,
            14 * k,
            fill=UI["text"],
            bold=bool(turn.levels),
            role="turn-total",
        )
    ]
    last = state.last_turn
    if view.show_last_turn and last is not None:
        shapes.append(
            _text(
                MARGIN * k,
                (top + 32) * k,
                t("last_turn", lang, name=state.players[last.seat], points=last.points),
                12.5 * k,
                fill=UI["last_turn_text"],
                role="last-total",
            )
        )
    return shapes
