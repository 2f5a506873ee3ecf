"""The one scorer of the victory-point tiles (V1-V6, D3, D4): the engine's ``vp_bonus`` and
the solver's searches all count a tile's points here, so a rule fix reaches both.

A :class:`VPScore` follows a turn disc by disc (``add``/``remove``, cells by board index, as a
depth-first search places and takes back discs), says what the tile adds now (``exact``) and
the most it can add once ``r`` more discs are placed (``bound``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ..board import Board
from ..colors import Color
from ..hexgrid import AXES, Cell, add

__all__ = ["VPScore", "longest_line", "LEVEL_THREE_COLORS"]

#: V5 and V6 pay 5 once for a disc of one of these colours at level 3.
LEVEL_THREE_COLORS: dict[str, tuple[int, int]] = {
    "V5": (Color.RED.index, Color.PURPLE.index),
    "V6": (Color.GREEN.index, Color.BLACK.index),
}


def longest_line(cells: Sequence[Cell]) -> int:
    """D4: the most of ``cells`` that lie consecutively, without a gap, along one hex axis.

    >>> longest_line([(0, 0), (1, 0), (2, 0), (2, 1)])
    3
    """
    present = set(cells)
    best = 1 if present else 0
    for axis in AXES:
        back = (-axis[0], -axis[1])
        for cell in present:
            if add(cell, back) in present:
                continue
            length, cur = 1, add(cell, axis)
            while cur in present:
                length, cur = length + 1, add(cur, axis)
            best = max(best, length)
    return best


Lines = tuple[tuple[tuple[int, int], ...], ...]


Tables = tuple[tuple[int, ...], tuple[bool, ...], Lines]
_known: dict[int, tuple[Board, Tables]] = {}  # by the board object's id, the last 32


def _tables(board: Board) -> Tables:
    """:func:`_board_tables` of this board object. Looked up by identity: equal boards are
    often distinct objects, and comparing two costs more than scoring a turn."""
    known = _known.get(id(board))
    if known is None or known[0] is not board:
        if len(_known) >= 32:
            _known.clear()
        known = _known[id(board)] = (board, _board_tables(board))
    return known[1]


@lru_cache(maxsize=32)
def _board_tables(board: Board) -> Tables:
    """Each cell's colour index, whether it is an edge cell, and its neighbours before and
    after it along each hex axis (-1: off the board), in board order."""
    index = board.index
    where = set(board.cells)

    def at(cell: Cell) -> int:
        return index(cell) if cell in where else -1

    lines = tuple(
        tuple((at(add(c, (-q, -r))), at(add(c, (q, r)))) for q, r in AXES) for c in board.cells
    )
    return (
        tuple(board.color(c).index for c in board.cells),
        tuple(board.is_edge(c) for c in board.cells),
        lines,
    )


class VPScore:
    """The points victory-point tile ``tile`` adds for the discs of a turn placed so far.

    ``open3`` says whether a disc of a V5/V6 colour can still come to level 3 this turn (the
    caller knows the heights; ``bound`` needs it only for V5 and V6).
    """

    __slots__ = ("tile", "color", "edge", "per_color", "edges", "hits", "placed",
                 "level3", "open3", "lines")  # fmt: skip

    def __init__(self, tile: str, board: Board, open3: bool = False) -> None:
        if tile not in ("V1", "V2", "V3", "V4", "V5", "V6"):
            raise ValueError(f"{tile!r} is not a victory-point tile")
        self.tile = tile
        self.color, self.edge, self.lines = _tables(board)
        self.per_color = [0] * 7
        self.edges = 0
        self.hits = 0  # discs at level 3 of a V5/V6 colour
        self.placed: list[int] = []
        self.level3: tuple[int, ...] = LEVEL_THREE_COLORS.get(tile, ())
        self.open3 = open3

    def add(self, i: int, level: int) -> None:
        """A disc placed on cell ``i`` at ``level``."""
        c = self.color[i]
        self.per_color[c] += 1
        self.edges += self.edge[i]
        self.placed.append(i)
        if level == 3 and c in self.level3:
            self.hits += 1

    def remove(self, i: int, level: int) -> None:
        """Take back the disc last placed (on cell ``i`` at ``level``)."""
        c = self.color[i]
        self.per_color[c] -= 1
        self.edges -= self.edge[i]
        self.placed.pop()
        if level == 3 and c in self.level3:
            self.hits -= 1

    def exact(self) -> int:
        """What the tile adds for the discs placed (V2: the colour placed most, D3)."""
        tile = self.tile
        if tile == "V1":
            return sum(1 for n in self.per_color if n)
        if tile == "V2":
            return 2 * max(self.per_color)
        if tile == "V3":
            return self.edges
        if tile == "V4":
            return self._longest_line()
        return 5 if self.hits else 0

    def _longest_line(self) -> int:
        """D4 on the discs placed, as :func:`longest_line` counts it, on cell indices."""
        placed, lines = self.placed, self.lines
        best = 1 if placed else 0
        for i in placed:
            for axis, (before, after) in enumerate(lines[i]):
                if after in placed and before not in placed:  # a line of two or more starts
                    length = 2
                    after = lines[after][axis][1]
                    while after in placed:
                        length += 1
                        after = lines[after][axis][1]
                    if length > best:
                        best = length
        return best

    def bound(self, r: int, level: int, hand: Sequence[int]) -> int:
        """The most the tile can add once at most ``r`` more discs from ``hand`` follow the
        last disc, placed at ``level`` (0: none placed yet). Admissible: each further disc
        adds at most one colour (V1), one disc of a colour (V2), one edge cell (V3), one disc
        to a line (V4); V5/V6 pay once a disc is at level 3, and levels never go down (R8)."""
        tile = self.tile
        if tile == "V1":
            fresh = sum(1 for c in range(7) if hand[c] and not self.per_color[c])
            return sum(1 for n in self.per_color if n) + min(r, fresh)
        if tile == "V2":
            return 2 * max(self.per_color[c] + min(r, hand[c]) for c in range(7))
        if tile == "V3":
            return self.edges + r
        if tile == "V4":
            return len(self.placed) + r
        if self.hits or (r and level <= 3 and self.open3 and any(hand[c] for c in self.level3)):
            return 5
        return 0
