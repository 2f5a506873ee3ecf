"""``cell_at`` maps canvas pixels to cells exactly as the picture is drawn, on every board."""

from __future__ import annotations

import math

import pytest

from seven_steps_widget import LAYOUTS, Board, BoardWidget, Game
from seven_steps_widget.engine.hexgrid import DIRECTIONS, add

BOARDS = [(name, side) for name in LAYOUTS for side in ("single", "mixed")]


@pytest.mark.parametrize(("name", "side"), BOARDS)
def test_every_cell_found_at_its_centre_and_near_its_corners(name: str, side: str) -> None:
    widget = BoardWidget(Game(("A", "B"), board=Board.layout(name, side=side), seed=1))
    size = widget.view.hex_size * widget.view.scale
    for cell in widget.game.board.cells:
        x, y = widget.cell_center(cell)
        assert widget.cell_at(x, y) == cell
        for k in range(6):  # 85 % of the way to each corner is still inside the hexagon
            angle = math.radians(60 * k - 30)
            px, py = x + 0.85 * size * math.cos(angle), y + 0.85 * size * math.sin(angle)
            assert widget.cell_at(px, py) == cell


@pytest.mark.parametrize(("name", "side"), BOARDS)
def test_nothing_outside_the_board_or_in_holes(name: str, side: str) -> None:
    widget = BoardWidget(Game(("A", "B"), board=Board.layout(name, side=side), seed=1))
    board = widget.game.board
    geo_size = widget.view.hex_size * widget.view.scale
    around = {add(c, d) for c in board.cells for d in DIRECTIONS} - set(board.cells)
    for cell in around | board.holes:  # the ring of cells around the board, and every hole
        x, y = widget.cell_center(cell)
        assert widget.cell_at(x, y) is None
    assert widget.cell_at(1, 1) is None  # the top-left corner of the canvas
    assert widget.cell_at(widget.canvas.width - 2, widget.canvas.height - 2) is None
    assert widget.cell_at(-geo_size, -geo_size) is None


def test_holes_exist_where_the_layouts_promise_them() -> None:
    for name in ("ring", "mask"):
        widget = BoardWidget(Game(("A", "B"), board=name, seed=1))
        holes = widget.game.board.holes
        assert holes, name
        for hole in holes:
            assert widget.cell_at(*widget.cell_center(hole)) is None


def test_scale_and_hex_size_change_pixels_not_cells() -> None:
    game = Game(("A", "B"), seed=3)
    small = BoardWidget(game, hex_size=20, scale=1)
    big = BoardWidget(game, hex_size=30, scale=2)
    assert big.canvas.width > 2 * small.canvas.width
    for cell in game.board.cells:
        assert small.cell_at(*small.cell_center(cell)) == cell
        assert big.cell_at(*big.cell_center(cell)) == cell
    # shown at its CSS size, shrunk to a narrower output area (clicks come in canvas pixels)
    assert (big.canvas.layout.width, big.canvas.layout.height) == ("100%", "auto")
    assert float(big.canvas.layout.max_width.removesuffix("px")) == big.canvas.width / 2
    # not rounded: the default board's buffer is 1821 px wide, shown at 910.5 CSS px (its 24 px
    # letters at exactly 12 CSS px, not 11.99; tests/browser/test_readability.py measures it)
    default = BoardWidget(game)
    assert default.canvas.layout.max_width == f"{default.canvas.width / 2:g}px"
