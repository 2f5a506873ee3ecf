"""Interior holes of the named layouts (BOARD.md, D3): only the ring and the mask have any.

The rulebook's V3 note names "Der Ring" and "Die Maske" as the layouts with inner edge cells,
so the river, the butterfly and the cross must be hole-free: every edge cell of theirs lies on
the outer rim of the board.
"""

from __future__ import annotations

import pytest

from seven_steps_widget import LAYOUTS, Board
from seven_steps_widget.engine.board_tiles import SIDES
from seven_steps_widget.engine.hexgrid import Cell, neighbors

WITH_HOLES = ("ring", "mask")


def box_around(board: Board) -> set[Cell]:
    """Every cell of the (q, r) box 2 cells wider than the board on each side."""
    qs = [q for q, _ in board.cells]
    rs = [r for _, r in board.cells]
    return {
        (q, r) for q in range(min(qs) - 2, max(qs) + 3) for r in range(min(rs) - 2, max(rs) + 3)
    }


def outside_of(board: Board) -> set[Cell]:
    """The off-board cells reachable from the box's corner without crossing the board: computed
    here without ``Board.holes``, as an independent reference."""
    box = box_around(board)
    start = min(box)
    seen, frontier = {start}, [start]
    while frontier:
        for n in neighbors(frontier.pop()):
            if n in box and n not in board and n not in seen:
                seen.add(n)
                frontier.append(n)
    return seen


@pytest.mark.parametrize("side", SIDES)
@pytest.mark.parametrize("name", LAYOUTS)
def test_only_ring_and_mask_enclose_holes(name: str, side: str) -> None:
    board = Board.layout(name, side=side)
    if name in WITH_HOLES:
        assert board.holes, f"{name} should enclose a hole (inner edge cells, D3)"
    else:
        assert board.holes == frozenset(), f"{name} encloses {sorted(board.holes)}"


@pytest.mark.parametrize("side", SIDES)
@pytest.mark.parametrize("name", LAYOUTS)
def test_holes_are_exactly_the_off_board_cells_not_reachable_from_outside(
    name: str, side: str
) -> None:
    board = Board.layout(name, side=side)
    enclosed = {c for c in box_around(board) if c not in board} - outside_of(board)
    assert board.holes == frozenset(enclosed)


@pytest.mark.parametrize("side", SIDES)
@pytest.mark.parametrize("name", [n for n in LAYOUTS if n not in WITH_HOLES])
def test_every_edge_cell_of_a_hole_free_layout_touches_the_outside(name: str, side: str) -> None:
    board = Board.layout(name, side=side)
    outside = outside_of(board)
    assert not board.holes
    for cell in board.edge_cells:  # D3: an edge cell here is one on the outer rim
        assert any(n in outside for n in neighbors(cell) if n not in board), cell


def test_butterfly_has_two_mirrored_wings_around_a_body() -> None:
    """The butterfly is symmetric about the vertical line through its body tile (slot 0): the
    mirror of cell (q, r) in that line is (2 * q0 + r0 - q - r, r) for the body centre (q0, r0).
    Three tiles form each wing, and each wing has an upper and a lower part."""
    board = Board.layout("butterfly")
    q0, r0 = board.placements[0].centre
    cells = set(board.cells)
    assert {(2 * q0 + r0 - q - r, r) for q, r in cells} == cells
    wings = [p.centre for p in board.placements[1:]]
    left = [(q, r) for q, r in wings if 2 * q + r < 2 * q0 + r0]
    right = [(q, r) for q, r in wings if 2 * q + r > 2 * q0 + r0]
    assert len(left) == len(right) == 3
    for wing in (left, right):
        assert min(r for _, r in wing) < r0 < max(r for _, r in wing)
