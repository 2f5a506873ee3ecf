"""Cell names like a chess board's (column letter from the left, row number from the bottom)
and the cursor keys that walk the hex grid by them, on every layout, holes included."""

from __future__ import annotations

import pytest

from seven_steps_widget.engine import LAYOUTS, Board, cell_by_name, cell_name, cell_names
from seven_steps_widget.engine.cell_names import (
    CURSOR_KEYS,
    cursor_skips,
    cursor_start,
    cursor_step,
)
from seven_steps_widget.engine.hexgrid import DIRECTIONS, Cell, add

BOARDS = [Board.layout(name, side=side) for name in LAYOUTS for side in ("single", "mixed")]


def x_of(cell: Cell) -> int:
    """Where a cell stands across, in half cells (BOARD.md's pixel formula times 2/sqrt 3)."""
    return 2 * cell[0] + cell[1]


def split(name: str) -> tuple[str, int]:
    letters = name.rstrip("0123456789")
    return letters, int(name[len(letters) :])


@pytest.mark.parametrize("board", BOARDS, ids=repr)
def test_every_cell_has_its_own_name_that_leads_back_to_it(board: Board) -> None:
    names = cell_names(board)
    assert set(names) == set(board.cells)
    assert len(set(names.values())) == 49
    for cell, name in names.items():
        assert cell_name(board, cell) == name == board.cell_name(cell)
        assert cell_by_name(board, name) == cell
        assert cell_by_name(board, f"  {name.upper()} ") == cell
        assert cell_by_name(board, f"{name[0]} {name[1:]}") == cell
        assert board.cell(name) == cell


@pytest.mark.parametrize("board", BOARDS, ids=repr)
def test_names_read_like_a_chess_board(board: Board) -> None:
    names = cell_names(board)
    columns = {cell: split(name)[0] for cell, name in names.items()}
    rows = {cell: split(name)[1] for cell, name in names.items()}
    assert min(rows.values()) == 1 and "a" in columns.values()
    bottom = max(r for _, r in board.cells)
    assert all(rows[cell] == bottom - cell[1] + 1 for cell in board.cells)
    for cell in board.cells:  # further right in a row is a later letter
        right = [c for c in board.cells if c[1] == cell[1] and c[0] > cell[0]]
        assert all(columns[c] > columns[cell] for c in right)
    by_column: dict[str, list[Cell]] = {}
    for cell, letters in columns.items():
        by_column.setdefault(letters, []).append(cell)
    for cells in by_column.values():  # a column is a straight zig-zag: two x's side by side
        xs = {x_of(c) for c in cells}
        assert max(xs) - min(xs) <= 1


def test_the_standard_board_has_columns_a_to_h_and_rows_1_to_9() -> None:
    board = Board.standard()
    assert cell_name(board, (0, 0)) == "e5"  # the middle
    names = set(cell_names(board).values())
    assert {split(n)[0] for n in names} == set("abcdefgh")
    assert {split(n)[1] for n in names} == set(range(1, 10))


@pytest.mark.parametrize("text", ["", "e", "5", "5e", "e0", "z9", "e55", "e-5", "e,5", "ä5"])
def test_a_name_the_board_lacks_is_no_cell(text: str) -> None:
    assert cell_by_name(Board.standard(), text) is None


@pytest.mark.parametrize("board", BOARDS, ids=repr)
def test_the_keys_reach_all_six_neighbours(board: Board) -> None:
    for cell in board.cells:
        reached = {cursor_step(board, cell, key) for key in CURSOR_KEYS}
        assert set(board.neighbors(cell)) <= reached
        assert reached <= set(board.cells)


@pytest.mark.parametrize("board", BOARDS, ids=repr)
def test_up_and_down_keep_the_column_and_undo_each_other(board: Board) -> None:
    names = cell_names(board)
    for cell in board.cells:
        up = cursor_step(board, cell, "ArrowUp")
        letters, row = split(names[cell])
        if up != cell:
            assert split(names[up])[0] == letters and split(names[up])[1] > row
            assert cursor_step(board, up, "ArrowDown") == cell
        else:  # nothing above in this column
            assert not any(split(n)[0] == letters and split(n)[1] > row for n in names.values())


def test_pairs_of_keys_are_opposite_steps() -> None:
    board = Board.standard()
    centre = (0, 0)
    pairs = [("ArrowLeft", "ArrowRight"), ("Home", "PageDown"), ("PageUp", "End")]
    for there, back in pairs:
        assert cursor_step(board, cursor_step(board, centre, there), back) == centre
    steps = {key: cursor_step(board, centre, key) for key in CURSOR_KEYS}
    assert steps["ArrowLeft"] == (-1, 0) and steps["ArrowRight"] == (1, 0)
    assert steps["Home"] == (0, -1) and steps["PageUp"] == (1, -1)  # up-left, up-right
    assert steps["End"] == (-1, 1) and steps["PageDown"] == (0, 1)  # down-left, down-right
    assert steps["ArrowUp"] in {(0, -1), (1, -1)} and steps["ArrowDown"] in {(-1, 1), (0, 1)}


@pytest.mark.parametrize("name", ["ring", "mask"])
def test_a_step_into_a_hole_goes_on_to_the_cell_beyond(name: str) -> None:
    board = Board.layout(name)
    assert board.holes
    jumps = 0
    for cell in board.cells:
        for index, key in enumerate(
            ("ArrowRight", "PageUp", "Home", "ArrowLeft", "End", "PageDown")
        ):
            step = add(cell, DIRECTIONS[index])
            if step not in board.holes:
                continue
            while step not in board:
                step = add(step, DIRECTIONS[index])
            assert cursor_step(board, cell, key) == step
            jumps += 1
    assert jumps > 0


@pytest.mark.parametrize("board", BOARDS, ids=repr)
def test_at_the_edge_the_cursor_stays_put(board: Board) -> None:
    top = min(r for _, r in board.cells)
    for cell in board.cells:
        if cell[1] == top:
            assert cursor_step(board, cell, "ArrowUp") == cell
            assert cursor_step(board, cell, "Home") == cell
        if all(c[0] <= cell[0] for c in board.cells if c[1] == cell[1]):
            assert cursor_step(board, cell, "ArrowRight") == cell


def test_other_keys_and_cells_are_refused() -> None:
    board = Board.standard()
    with pytest.raises(ValueError, match="ArrowLeft"):
        cursor_step(board, (0, 0), "Tab")
    with pytest.raises(KeyError):
        cursor_step(board, (9, 9), "ArrowLeft")
    with pytest.raises(KeyError):
        cell_name(board, (9, 9))


@pytest.mark.parametrize("board", BOARDS, ids=repr)
def test_the_cursor_starts_in_the_middle(board: Board) -> None:
    start = cursor_start(board)
    assert start in board
    names = cell_names(board)
    letters = sorted({split(n)[0] for n in names.values()}, key=lambda n: (len(n), n))
    rows = sorted({split(n)[1] for n in names.values()})
    column, row = split(names[start])
    assert abs(letters.index(column) - (len(letters) - 1) / 2) <= len(letters) / 4
    assert abs(rows.index(row) - (len(rows) - 1) / 2) <= len(rows) / 4


@pytest.mark.parametrize("board", BOARDS, ids=repr)
def test_a_step_skips_exactly_when_it_reaches_no_neighbour(board: Board) -> None:
    """What a reading says as "across a gap": the cursor reached a cell that is no neighbour."""
    skips = 0
    for cell in board.cells:
        for key in CURSOR_KEYS:
            to = cursor_step(board, cell, key)
            neighbour = any(add(cell, d) == to for d in DIRECTIONS)
            assert cursor_skips(board, cell, key) == (to != cell and not neighbour)
            skips += cursor_skips(board, cell, key)
    assert skips or board.name != "ring"  # the ring's hole is jumped over
