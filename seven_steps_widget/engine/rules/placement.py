"""Placing discs: the first disc (R7, A4), every further disc (R8), turn length (R9), points (R10).

Heights are ``{cell: height}`` mappings (missing = 0). Every function here is pure.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from ..board import Board
from ..colors import Color, ColorCounts, HandLike, counts_from
from ..errors import IllegalMove
from ..hexgrid import Cell, cell_text

__all__ = [
    "MAX_DISCS",
    "MAX_DISCS_WITH_TILE",
    "MAX_HEIGHT",
    "Heights",
    "turn_limit",
    "start_level",
    "start_cells",
    "check_disc",
    "next_cells",
    "legal_turns",
    "iter_turns",
    "turn_points",
    "turn_levels",
]

Heights = Mapping[Cell, int]
MAX_DISCS = 7  # R9
MAX_DISCS_WITH_TILE = 5  # R9 with A4 or A5
MAX_HEIGHT = 7  # R8, R12


def turn_limit(max_discs: int = MAX_DISCS, lift: bool = False) -> int:
    """How many discs this turn may have (R9): ``max_discs``, but at most 5 with ``lift``
    (tile A4 was played), whatever the caller asked for. Every function here that takes
    ``lift`` and ``max_discs`` goes through this.

    >>> turn_limit(), turn_limit(7, lift=True), turn_limit(3, lift=True)
    (7, 5, 3)
    """
    return min(max_discs, MAX_DISCS_WITH_TILE) if lift else max_discs


def start_level(board: Board, heights: Heights, color: Color) -> int:
    """The level a first disc of ``color`` gets under R7: 1 while an empty cell of that colour
    exists, else the lowest height of the colour plus one.

    >>> start_level(Board.standard(), {}, Color.RED)
    1
    """
    return min(heights.get(c, 0) for c in board.cells_of(color)) + 1


def start_cells(
    board: Board, heights: Heights, color: Color, lift: bool = False
) -> dict[Cell, int]:
    """Cells where a first disc of ``color`` may go, with the level it would get (R7).

    With ``lift`` (tile A4) the disc may also go one level higher: on a cell whose height equals
    the normal start level. A4 is an option, not a duty, so the normal cells stay allowed.
    """
    level = start_level(board, heights, color)
    out = {}
    for cell in board.cells_of(color):
        height = heights.get(cell, 0)
        if height + 1 == level or (lift and height == level and height < MAX_HEIGHT):
            out[cell] = height + 1
    return out


def _color_phrase(color: Color) -> str:
    return f"{'an' if color.label[0] in 'aeiou' else 'a'} {color.label}"


def check_disc(
    board: Board,
    heights: Heights,
    placed: Sequence[Cell],
    levels: Sequence[int],
    cell: Cell,
    lift: bool = False,
    max_discs: int = MAX_DISCS,
) -> int:
    """The level a disc on ``cell`` would get after this turn's ``placed`` discs (at ``levels``);
    raises :class:`IllegalMove` naming the broken rule. ``heights`` already include ``placed``.
    """
    if cell not in board:
        raise IllegalMove(
            "R2", f"{cell_text(cell)} is not a cell of this board", cell, key="not_on_board"
        )
    color = board.color(cell)
    height = heights.get(cell, 0)
    max_discs = turn_limit(max_discs, lift)
    if len(placed) >= max_discs:
        why = "" if max_discs == MAX_DISCS else " (a tile that limits the turn was played)"
        raise IllegalMove(
            "R9",
            f"at most {max_discs} discs may be placed this turn{why}",
            cell,
            key="turn_full" if max_discs == MAX_DISCS else "turn_full_limited",
            params={"max": max_discs},
        )
    if not placed:
        allowed = start_cells(board, heights, color, lift)
        if cell in allowed:
            return allowed[cell]
        normal = start_level(board, heights, color)
        if normal == 1:
            extra = " or, with tile A4, on one holding exactly 1 disc" if lift else ""
            raise IllegalMove(
                "R7",
                f"the first disc must go on an empty {color.label} cell{extra}; "
                f"{cell_text(cell)} already holds {height} disc{'s' if height != 1 else ''}",
                cell,
                key="first_disc_empty_cell_lift" if lift else "first_disc_empty_cell",
                params={"color": color, "height": height},
            )
        raise IllegalMove(
            "R7",
            f"every {color.label} cell is occupied, so the first disc must go on "
            f"{_color_phrase(color)} cell of the lowest height ({normal - 1}"
            f"{f' or, with tile A4, {normal}' if lift else ''}); "
            f"{cell_text(cell)} has height {height}",
            cell,
            key="first_disc_lowest_tower_lift" if lift else "first_disc_lowest_tower",
            params={"color": color, "lowest": normal - 1, "higher": normal, "height": height},
        )
    if cell in placed:
        raise IllegalMove(
            "R8",
            f"{cell_text(cell)} was already built on this turn; no cell twice in one turn",
            cell,
            key="cell_used_this_turn",
        )
    previous = placed[-1]
    if cell not in board.neighbors(previous):
        raise IllegalMove(
            "R8",
            f"{cell_text(cell)} is not adjacent to the previous disc at {cell_text(previous)}",
            cell,
            key="not_adjacent",
            cells=(previous,),
        )
    if height >= MAX_HEIGHT:
        raise IllegalMove(
            "R8", f"the tower on {cell_text(cell)} is already 7 high", cell, key="tower_full"
        )
    level, last = height + 1, levels[-1]
    if level < last:
        raise IllegalMove(
            "R8",
            f"would build downwards from level {last} to level {level}",
            cell,
            key="step_down",
            params={"last": last, "level": level},
            cells=(previous,),
        )
    if level > last + 1:
        raise IllegalMove(
            "R8",
            f"would jump from level {last} to level {level}",
            cell,
            key="jump",
            params={"last": last, "level": level},
            cells=(previous,),
        )
    return level


def next_cells(
    board: Board,
    heights: Heights,
    placed: Sequence[Cell],
    levels: Sequence[int],
    hand: HandLike | ColorCounts,
    lift: bool = False,
    max_discs: int = MAX_DISCS,
) -> dict[Cell, int]:
    """Every cell the next disc may go on (with a disc of its colour in ``hand``) and its level."""
    counts = counts_from(hand)
    if len(placed) >= turn_limit(max_discs, lift):
        return {}
    if not placed:
        out: dict[Cell, int] = {}
        for color in Color:
            if counts[color.index]:
                out.update(start_cells(board, heights, color, lift))
        return dict(sorted(out.items(), key=lambda item: board.index(item[0])))
    last = levels[-1]
    out = {}
    for cell in board.neighbors(placed[-1]):
        level = heights.get(cell, 0) + 1
        if (
            counts[board.color(cell).index]
            and cell not in placed
            and last <= level <= last + 1
            and level <= MAX_HEIGHT
        ):
            out[cell] = level
    return out


def iter_turns(
    board: Board,
    heights: Heights,
    hand: HandLike | ColorCounts,
    max_discs: int = MAX_DISCS,
    lift: bool = False,
) -> Iterator[tuple[tuple[Cell, ...], tuple[int, ...]]]:
    """Every legal non-empty turn with its levels, depth first (each prefix before its children)."""
    max_discs = turn_limit(max_discs, lift)
    counts = list(counts_from(hand))
    neighbors = board.neighbors
    color_index = {cell: board.color(cell).index for cell in board.cells}
    cells: list[Cell] = []
    levels: list[int] = []

    def visit(cell: Cell, level: int) -> Iterator[tuple[tuple[Cell, ...], tuple[int, ...]]]:
        """Place a disc on ``cell``, report the turn so far, then every way to go on (R8)."""
        ci = color_index[cell]
        counts[ci] -= 1
        cells.append(cell)
        levels.append(level)
        yield tuple(cells), tuple(levels)
        if len(cells) < max_discs:
            for nxt in neighbors(cell):
                next_level = heights.get(nxt, 0) + 1
                if (
                    counts[color_index[nxt]]
                    and level <= next_level <= level + 1
                    and next_level <= MAX_HEIGHT
                    and nxt not in cells
                ):
                    yield from visit(nxt, next_level)
        cells.pop()
        levels.pop()
        counts[ci] += 1

    if max_discs < 1:
        return
    for start, level in next_cells(board, heights, (), (), hand, lift, max_discs).items():
        yield from visit(start, level)


def legal_turns(
    board: Board,
    heights: Heights,
    hand: HandLike | ColorCounts,
    max_discs: int = MAX_DISCS,
    lift: bool = False,
) -> list[tuple[Cell, ...]]:
    """Every legal turn exactly once, as a tuple of cells in placement order (R6-R9).

    With an empty hand the only turn is the empty one, ``()``: nothing is placed (R9).

    >>> board = Board.standard()
    >>> len(legal_turns(board, {}, "T"))  # one turquoise disc: any of the 7 empty turquoise cells
    7
    """
    if not any(counts_from(hand)):
        return [()]
    return [cells for cells, _ in iter_turns(board, heights, hand, max_discs, lift)]


def turn_levels(
    board: Board,
    heights: Heights,
    turn: Sequence[Cell],
    lift: bool = False,
    max_discs: int = MAX_DISCS,
) -> tuple[int, ...]:
    """The level of each disc of ``turn``; raises :class:`IllegalMove` at the first bad disc
    (R9 for a sixth disc with ``lift``: tile A4 limits the turn to 5 discs)."""
    work = dict(heights)
    placed: list[Cell] = []
    levels: list[int] = []
    for cell in turn:
        level = check_disc(board, work, placed, levels, tuple(cell), lift, max_discs)  # type: ignore[arg-type]
        work[tuple(cell)] = level  # type: ignore[index]
        placed.append(tuple(cell))  # type: ignore[arg-type]
        levels.append(level)
    return tuple(levels)


def turn_points(board: Board, heights: Heights, turn: Sequence[Cell], lift: bool = False) -> int:
    """R10 without tiles: the sum of the levels of the turn's discs; :class:`IllegalMove` if the
    turn breaks a rule (the message names it; R9 for more than 5 discs with ``lift``, A4).

    >>> board = Board.standard()
    >>> turn_points(board, {}, [(0, 0), (1, 0)])
    2
    >>> turn_points(board, {(0, 0): 2}, [(0, 0)])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    seven_steps_widget.engine.errors.IllegalMove: R7: the first disc must go on an empty ...
    """
    return sum(turn_levels(board, heights, turn, lift))
