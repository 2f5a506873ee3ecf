"""What the building aids A1, A2, A3 and A5 do to the board and the hand (A4 changes only the
first disc: see ``placement.start_cells``). Pure functions; each raises ``IllegalMove`` naming
the tile's rule when its use is not allowed."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations_with_replacement

from ..board import Board
from ..colors import Color, ColorCounts
from ..errors import IllegalMove
from ..hexgrid import Cell, cell_text
from .placement import MAX_HEIGHT, Heights

__all__ = ["AID_CELLS", "remove_discs", "move_tower", "move_disc", "take_disc", "aid_options"]

#: How many cells each aid names (A1: one or two, a cell twice for two discs).
AID_CELLS = {"A1": 2, "A2": 2, "A3": 2, "A4": 0, "A5": 1}


def _on_board(board: Board, cell: Cell, rule: str) -> None:
    if cell not in board:
        raise IllegalMove(
            rule, f"{cell_text(cell)} is not a cell of this board", cell, key="not_on_board"
        )


def remove_discs(board: Board, heights: Heights, cells: Sequence[Cell]) -> dict[Cell, int]:
    """A1: take the top disc off each listed cell (a cell listed twice loses two discs)."""
    if not 1 <= len(cells) <= 2:
        raise IllegalMove(
            "A1",
            f"remove 1 or 2 discs, not {len(cells)}",
            key="aid_remove_count",
            params={"tile": "A1", "given": len(cells)},
            cells=tuple(cells),
        )
    work = dict(heights)
    for cell in cells:
        _on_board(board, cell, "A1")
        if work.get(cell, 0) == 0:
            raise IllegalMove(
                "A1",
                f"there is no disc left on {cell_text(cell)} to remove",
                cell,
                key="nothing_to_remove",
                params={"tile": "A1"},
            )
        work[cell] -= 1
    return work


def _check_move(
    board: Board, heights: Heights, source: Cell, target: Cell, rule: str, thing: str
) -> None:
    """What A2 and A3 share: two different on-board cells of one colour, something to move."""
    for cell in (source, target):
        _on_board(board, cell, rule)
    if source == target:
        raise IllegalMove(
            rule,
            f"the {thing} must go to another cell",
            target,
            key="move_same_cell",
            params={"tile": rule},
        )
    if heights.get(source, 0) == 0:
        raise IllegalMove(
            rule,
            f"there is no {thing} on {cell_text(source)} to move",
            source,
            key="nothing_to_move",
            params={"tile": rule},
        )
    colour, other = board.color(source), board.color(target)
    if colour != other:
        raise IllegalMove(
            rule,
            f"a {colour.label} {thing} may only go to a {colour.label} cell; "
            f"{cell_text(target)} is {other.label}",
            target,
            key="move_other_color",
            params={"tile": rule, "color": colour, "target_color": other},
            cells=(source,),
        )


def move_tower(board: Board, heights: Heights, source: Cell, target: Cell) -> dict[Cell, int]:
    """A2: move the tower on ``source`` onto ``target`` if it is empty, else swap the two towers;
    both cells must have the same colour."""
    _check_move(board, heights, source, target, "A2", "tower")
    work = dict(heights)
    work[source], work[target] = heights.get(target, 0), heights[source]
    return work


def move_disc(board: Board, heights: Heights, source: Cell, target: Cell) -> dict[Cell, int]:
    """A3: move the top disc of ``source`` to another cell of the same colour."""
    _check_move(board, heights, source, target, "A3", "disc")
    if heights.get(target, 0) >= MAX_HEIGHT:
        raise IllegalMove(
            "A3", f"the tower on {cell_text(target)} is already 7 high", target, key="tower_full"
        )
    work = dict(heights)
    work[source] -= 1
    work[target] = work.get(target, 0) + 1
    return work


def take_disc(
    board: Board, heights: Heights, hand: ColorCounts, cell: Cell, throw: Color
) -> tuple[dict[Cell, int], ColorCounts]:
    """A5: take the top disc of ``cell`` into the hand, then throw one *other* disc of colour
    ``throw`` out of the hand; returns the new heights and hand (the thrown disc is the caller's
    to put into the bag or box)."""
    _on_board(board, cell, "A5")
    if heights.get(cell, 0) == 0:
        raise IllegalMove(
            "A5",
            f"there is no disc on {cell_text(cell)} to take",
            cell,
            key="nothing_to_take",
            params={"tile": "A5"},
        )
    if hand[throw.index] == 0:
        raise IllegalMove(
            "A5",
            f"the disc thrown back must be another disc of your hand, and it holds no "
            f"{throw.label} one",
            key="throw_color_not_in_hand",
            params={"tile": "A5", "color": throw},
        )
    work = dict(heights)
    work[cell] -= 1
    new_hand = list(hand)
    new_hand[board.color(cell).index] += 1
    new_hand[throw.index] -= 1
    return work, tuple(new_hand)  # type: ignore[return-value]


def aid_options(
    board: Board, heights: Heights, hand: ColorCounts, tile: str
) -> Iterator[tuple[tuple[Cell, ...], Color | None]]:
    """Every distinct way to use aid ``tile`` here, as ``(cells, colour)`` arguments.

    A1: one or two cells to remove from; A2: (source, target) with sources before targets for a
    move and each swap listed once; A3: (source, target); A4: no arguments; A5: (cell,) and the
    colour thrown back.
    """
    occupied = [c for c in board.cells if heights.get(c, 0)]
    if tile == "A1":
        for cell in occupied:
            yield (cell,), None
        for a, b in combinations_with_replacement(occupied, 2):
            if a != b or heights[a] >= 2:
                yield (a, b), None
    elif tile == "A2":
        for source in occupied:
            for target in board.cells_of(board.color(source)):
                if target == source:
                    continue
                if heights.get(target, 0) and board.index(target) < board.index(source):
                    continue  # that swap was listed from the other side
                yield (source, target), None
    elif tile == "A3":
        for source in occupied:
            for target in board.cells_of(board.color(source)):
                if target != source and heights.get(target, 0) < MAX_HEIGHT:
                    yield (source, target), None
    elif tile == "A4":
        yield (), None
    elif tile == "A5":
        for cell in occupied:
            for color in Color:
                if hand[color.index]:
                    yield (cell,), color
    else:
        raise IllegalMove(
            "R4",
            f"{tile!r} is not a building aid (A1-A5)",
            key="not_an_aid",
            params={"tile": tile},
        )
