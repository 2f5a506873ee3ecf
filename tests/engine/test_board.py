"""Boards (R2, docs/board.md): both sides, all layouts, any order/rotation, custom arrangements."""

from __future__ import annotations

import itertools
import random

import pytest

from seven_steps_widget import LAYOUTS, Board, BoardError, Color
from seven_steps_widget.engine.board_tiles import SIDES, tile_data
from seven_steps_widget.engine.hexgrid import distance, neighbors


def assert_invariants(board: Board) -> None:
    assert len(board.cells) == 49
    assert list(board.cells) == sorted(board.cells, key=lambda c: (c[1], c[0]))
    for color in Color:
        assert len(board.cells_of(color)) == 7
        assert all(board.color(c) is color for c in board.cells_of(color))
    for cell in board.cells:
        assert set(board.neighbors(cell)) == {n for n in neighbors(cell) if n in board}
        assert board.is_edge(cell) == (len(board.neighbors(cell)) < 6)


@pytest.mark.parametrize("side", SIDES)
@pytest.mark.parametrize("name", LAYOUTS)
def test_every_layout_on_both_sides_is_a_valid_board(name: str, side: str) -> None:
    board = Board.layout(name, side=side)
    assert_invariants(board)
    assert board.name == name and board.side == side


def test_ring_and_mask_have_interior_holes_with_edge_cells_beside_them() -> None:
    for name in ("ring", "mask"):
        board = Board.layout(name)
        assert board.holes, name
        beside = {c for c in board.cells if any(n in board.holes for n in neighbors(c))}
        assert beside and all(board.is_edge(c) for c in beside)  # D3
    assert not Board.standard().holes


def test_standard_layout_edges() -> None:
    board = Board.standard()
    # The Grundform is a hexagon-like blob: 24 edge cells, 25 inner cells.
    assert len(board.edge_cells) == 24
    assert not board.is_edge((0, 0))


def test_mixed_side_tiles_have_three_colours_and_pairs_share_one_tile() -> None:
    tiles = tile_data("mixed")
    for tile in tiles:
        assert sorted(tile.count(ch) for ch in set(tile)) == [2, 2, 3]
    for a, b in itertools.combinations("TYBPRKG", 2):
        assert sum(1 for t in tiles if a in t and b in t) == 1


def test_standard_order_and_rotations() -> None:
    rng = random.Random(5)
    for _ in range(50):
        order = list(range(7))
        rng.shuffle(order)
        rotations = [rng.randrange(6) for _ in range(7)]
        board = Board.standard(side="mixed", order=order, rotations=rotations)
        assert_invariants(board)
        centre_tile = tile_data("mixed")[order[0]]
        assert board.color((0, 0)).letter == centre_tile[0]
        # rotation k puts ring colour i on direction (i + k) mod 6 (docs/board.md)
        assert board.color((1, 0)).letter == centre_tile[1 + (0 - rotations[0]) % 6]


def test_random_board_is_seeded() -> None:
    a = Board.random(random.Random(3), side="mixed")
    b = Board.random(random.Random(3), side="mixed")
    assert a == b
    assert any(Board.random(random.Random(s), side="mixed") != a for s in range(4, 10))


def test_custom_arrangement_by_tile_numbers_and_letters() -> None:
    centres = [(0, 0), (3, 0), (6, 0), (9, 0), (12, 0), (15, 0), (18, 0)]
    board = Board.from_tiles([(i, c, 0) for i, c in enumerate(centres)], side="mixed")
    assert_invariants(board)
    by_letters = Board.from_tiles(
        [(tile_data("mixed")[i], c, 0) for i, c in enumerate(centres)], side="custom"
    )
    assert by_letters == board


def test_overlap_is_refused() -> None:
    with pytest.raises(BoardError, match="overlap at cell"):
        Board.from_tiles([(i, (i, 0), 0) for i in range(7)])


def test_disconnected_is_refused() -> None:
    centres = [(0, 0), (3, 0), (6, 0), (9, 0), (12, 0), (15, 0), (30, 0)]
    with pytest.raises(BoardError, match="connected"):
        Board.from_tiles([(i, c, 0) for i, c in enumerate(centres)])


def test_colour_counts_are_checked() -> None:
    centres = [(0, 0), (3, 0), (6, 0), (9, 0), (12, 0), (15, 0), (18, 0)]
    with pytest.raises(BoardError, match="exactly 7 cells"):
        Board.from_tiles([("TTTTTTT", c, 0) for c in centres], side="custom")


def test_wrong_tile_count_rotation_and_names() -> None:
    with pytest.raises(BoardError, match="7 tiles"):
        Board.from_tiles([(0, (0, 0), 0)])
    with pytest.raises(BoardError, match="rotation"):
        Board.standard(rotations=(6,) * 7)
    with pytest.raises(BoardError, match="unknown layout"):
        Board.layout("spiral")
    with pytest.raises(BoardError, match="side"):
        Board.standard(side="back")
    with pytest.raises(BoardError, match="order"):
        Board.standard(order=(0, 0, 1, 2, 3, 4, 5))


def test_lines_cover_each_axis() -> None:
    board = Board.standard()
    for axis_cells in (board.lines,):
        for run in axis_cells:
            assert all(distance(a, b) == 1 for a, b in zip(run, run[1:]))
    # every cell lies on exactly three maximal lines (one per axis)
    counts = {c: 0 for c in board.cells}
    for run in board.lines:
        for c in run:
            counts[c] += 1
    assert set(counts.values()) == {3}


def test_unknown_cell_message() -> None:
    with pytest.raises(KeyError, match="not a cell of this board"):
        Board.standard().color((50, 50))
