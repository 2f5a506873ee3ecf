"""What the searches know of a board and a hand before they start: the board as index arrays
(built once per board), each colour's first discs (R7, A4), and the level bound, the most the
discs of a turn can still score (R6, R8, R10) that ``search`` and ``best`` prune with.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..engine.board import Board
from ..engine.colors import Color
from ..engine.rules.placement import MAX_HEIGHT
from .turn_memo import Masks, masks

__all__ = [
    "ColorPart",
    "Geometry",
    "by_color",
    "cell_distance",
    "climb_bound",
    "color_indices",
    "color_part",
    "color_parts",
    "distance_row",
    "first_discs",
    "geometry",
    "level_bound",
]


@dataclass(frozen=True)
class Geometry:
    """A board as index arrays, built once per board."""

    neighbors: tuple[tuple[int, ...], ...]
    color: tuple[int, ...]
    by_color: tuple[tuple[int, ...], ...]  # each colour's cells, in board order
    masks: Masks


@lru_cache(maxsize=32)
def geometry(board: Board) -> Geometry:
    index = board.index
    neighbors = tuple(tuple(index(n) for n in board.neighbors(c)) for c in board.cells)
    color = tuple(board.color(c).index for c in board.cells)
    return Geometry(
        neighbors,
        color,
        tuple(tuple(index(c) for c in board.cells_of(color)) for color in Color),
        masks(neighbors, color),
    )


@lru_cache(maxsize=4096)
def distance_row(board: Board, i: int) -> tuple[int, ...]:
    """How many steps each cell is from cell ``i`` at least: their hex distance (a path over
    the board's neighbours, around any hole, is never shorter)."""
    cells = board.cells
    q, r = cells[i]
    return tuple((abs(q - x) + abs(r - y) + abs(q + r - x - y)) // 2 for x, y in cells)


def by_color(board: Board) -> tuple[tuple[int, ...], ...]:
    """Each colour's cell indices, in board order (T Y B P R K G)."""
    return geometry(board).by_color


def cell_distance(board: Board) -> Callable[[int, int], int]:
    """``distance(i, j)``: how many steps apart two cells (by index) are at least."""
    return lambda i, j: distance_row(board, i)[j]


def color_indices(board: Board) -> tuple[int, ...]:
    """Each cell's colour index, in board order."""
    return geometry(board).color


ColorPart = tuple[tuple[tuple[int, int], ...], tuple[int, ...]]


def color_part(h: Sequence[int], cells: Sequence[int], n: int, lift: bool) -> ColorPart:
    """What one colour's cells (``n`` discs of it in the hand) give a search: its first discs
    (R7, A4) as ``(cell index, level)``, and how many discs of it can go at each level at most
    (the level bound's share of this colour); nothing without a disc of it."""
    if not n:
        return (), _NO_LEVELS
    heights = [h[i] for i in cells]
    low = min(heights)
    starts = tuple(
        (i, height + 1)
        for i, height in zip(cells, heights)
        if height == low or (lift and height == low + 1 and height < MAX_HEIGHT)
    )
    share = [0] * (MAX_HEIGHT + 2)
    for height in heights:
        if height < MAX_HEIGHT and share[height + 1] < n:
            share[height + 1] += 1
    return starts, tuple(share)


_NO_LEVELS = (0,) * (MAX_HEIGHT + 2)


def color_parts(
    h: Sequence[int], by_color: Sequence[Sequence[int]], hand: Sequence[int], lift: bool
) -> list[ColorPart]:
    """:func:`color_part` of every colour."""
    return [color_part(h, cells, hand[c], lift) for c, cells in enumerate(by_color)]


def level_bound(parts: Sequence[ColorPart]) -> Callable[[int, int], int]:
    """``bound(level, r)``: the most ``r`` more discs can score after a disc at ``level``.

    Levels climb by 0 or 1 per disc (R8) and a disc at level v needs a cell of height v-1 and a
    disc of its colour in the hand: of each colour, at most as many discs at level v as the
    hand has and as there are such cells (``color_part``). Cells used earlier in the turn are
    still counted and the hand is the one at the start, so it never underestimates.
    """
    key = tuple(map(sum, zip(*(share for _, share in parts))))
    memo: dict[int, int] = {}

    def bound(level: int, r: int) -> int:
        at = level * 16 + r
        best = memo.get(at)
        if best is None:
            best = memo[at] = climb_bound(key, level, r)
        return best

    return bound


@lru_cache(maxsize=4096)
def climb_bound(avail: tuple[int, ...], level: int, r: int) -> int:
    """The most ``r`` discs can score after one at ``level`` when ``avail[v]`` discs at most can
    go at level v: for each top level reached, one disc on every level on the way up, the rest
    as high as the free cells allow."""
    best = 0
    top = level
    while True:
        climb = top - level
        if climb > r:
            break
        points = sum(range(level + 1, top + 1))
        extra = r - climb
        for v in range(top, level - 1, -1):
            if not extra:
                break
            room = avail[v] - (1 if v > level else 0)
            take = min(room, extra)
            points += take * v
            extra -= take
        best = max(best, points)
        if top >= MAX_HEIGHT or not avail[top + 1]:
            break
        top += 1
    return best


def first_discs(
    h: Sequence[int],
    by_color: Sequence[Sequence[int]],
    counts: Sequence[int],
    lift: bool,
    colors: Iterable[int] = range(7),
) -> list[tuple[int, int]]:
    """R7 (and A4) as ``placement.start_cells``: ``(cell index, level)`` of every first disc
    (of ``colors``), the highest level first, then in board order (the order ``search`` tries
    them)."""
    out = []
    for color in colors:
        cells = by_color[color]
        if counts[color]:
            level = min(h[i] for i in cells) + 1
            for i in cells:
                height = h[i]
                if height + 1 == level or (lift and height == level and height < MAX_HEIGHT):
                    out.append((i, height + 1))
    out.sort(key=lambda item: (-item[1], item[0]))
    return out
