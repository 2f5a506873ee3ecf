"""The board: seven tiles on the table (R2), their cells, colours, neighbours and edges (D3)."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterable, Sequence
from functools import cache, cached_property
from importlib import resources

from .board_tiles import SIDES, TilePlacement, tile_data
from .cell_names import cell_by_name, cell_name, name_limits
from .colors import Color
from .errors import BoardError, NotationError
from .hexgrid import AXES, Cell, add, as_cell, cell_text, neighbors

__all__ = ["Board", "LAYOUTS"]

#: Named arrangements (docs/board.md): the standard "Grundform" and the project's five shapes.
LAYOUTS = ("standard", "river", "ring", "mask", "butterfly", "cross")


@cache
def _layout_centres() -> dict[str, tuple[Cell, ...]]:
    raw = json.loads(resources.files(__package__).joinpath("data/layouts.json").read_text("utf-8"))
    return {name: tuple((int(q), int(r)) for q, r in raw[name]["centres"]) for name in LAYOUTS}


class Board:
    """An immutable arrangement of seven tiles: 49 cells, 7 of each colour, connected (R2).

    Two boards are equal when they have the same tiles in the same places; ``name`` and
    ``side`` are descriptive only.

    >>> board = Board.standard()
    >>> len(board.cells), board.color((0, 0)), len(board.cells_of(Color.RED))
    (49, <Color.TURQUOISE: 'T'>, 7)
    """

    def __init__(
        self, placements: Iterable[TilePlacement], *, side: str = "custom", name: str = "custom"
    ) -> None:
        self.placements: tuple[TilePlacement, ...] = tuple(placements)
        self.side = side
        self.name = name
        colors: dict[Cell, Color] = {}
        tile_of: dict[Cell, int] = {}
        if len(self.placements) != 7:
            raise BoardError(f"a board has 7 tiles (R2), got {len(self.placements)}")
        for index, placement in enumerate(self.placements):
            for cell, color in placement.cells().items():
                if cell in colors:
                    raise BoardError(
                        f"tiles {tile_of[cell] + 1} and {index + 1} overlap at cell "
                        f"{cell_text(cell)} (R2: tiles are placed without overlap)"
                    )
                colors[cell] = color
                tile_of[cell] = index
        self._colors = colors
        self._tile_of = tile_of
        #: Boards key the drawing caches on every redraw: hash them once.
        self._hash = hash(frozenset(colors.items()))
        self.cells: tuple[Cell, ...] = tuple(sorted(colors, key=lambda c: (c[1], c[0])))
        self._index = {cell: i for i, cell in enumerate(self.cells)}
        self._neighbors = {
            cell: tuple(n for n in neighbors(cell) if n in colors) for cell in self.cells
        }
        self._check_connected()
        self._by_color = {
            color: tuple(c for c in self.cells if colors[c] is color) for color in Color
        }
        wrong = [
            f"{c.label} {len(cells)}" for c, cells in self._by_color.items() if len(cells) != 7
        ]
        if wrong:
            raise BoardError(
                "every colour needs exactly 7 cells (R2); this arrangement has " + ", ".join(wrong)
            )

    # ----------------------------------------------------------------- constructors
    @classmethod
    def standard(
        cls,
        side: str = "single",
        order: Sequence[int] = tuple(range(7)),
        rotations: Sequence[int] = (0,) * 7,
    ) -> Board:
        """The "Grundform": tile ``order[i]`` of ``side`` on slot ``i``, turned ``rotations[i]``."""
        return cls.layout("standard", side=side, order=order, rotations=rotations)

    @classmethod
    def layout(
        cls,
        name: str = "standard",
        side: str = "single",
        order: Sequence[int] = tuple(range(7)),
        rotations: Sequence[int] = (0,) * 7,
    ) -> Board:
        """A named layout (``LAYOUTS``) on either side, with any tile order and rotations."""
        if name not in LAYOUTS:
            raise BoardError(f"unknown layout {name!r}; choose one of {', '.join(LAYOUTS)}")
        tiles = tile_data(side)
        if sorted(order) != list(range(7)):
            raise BoardError(f"order must use each tile 0..6 once, got {tuple(order)}")
        if len(rotations) != 7:
            raise BoardError(f"rotations needs 7 entries (one per slot), got {len(rotations)}")
        placements = [
            TilePlacement(tiles[tile], centre, rotation)
            for tile, centre, rotation in zip(order, _layout_centres()[name], rotations)
        ]
        return cls(placements, side=side, name=name)

    @classmethod
    def random(cls, rng: random.Random, side: str = "single", name: str = "standard") -> Board:
        """A named layout with tiles shuffled onto the slots and turned at random (seeded)."""
        order = list(range(7))
        rng.shuffle(order)
        rotations = [rng.randrange(6) for _ in range(7)]
        return cls.layout(name, side=side, order=order, rotations=rotations)

    @classmethod
    def from_tiles(
        cls, tiles: Iterable[tuple[int | str, Cell, int]], side: str = "single"
    ) -> Board:
        """Any arrangement: ``(tile, centre, rotation)`` per tile, where ``tile`` is a tile
        number of ``side`` or seven colour letters (centre, then ring E NE NW W SW SE)."""
        data = tile_data(side) if side in SIDES else ()
        placements = []
        for tile, centre, rotation in tiles:
            letters = data[tile] if isinstance(tile, int) else tile.upper()
            placements.append(TilePlacement(letters, (int(centre[0]), int(centre[1])), rotation))
        return cls(placements, side=side)

    # ----------------------------------------------------------------- queries
    def color(self, cell: Cell) -> Color:
        """The colour of a cell; ``KeyError`` naming the cell if it is not on the board."""
        try:
            return self._colors[cell]
        except KeyError:
            raise KeyError(f"{cell_text(cell)} is not a cell of this board") from None

    def __contains__(self, cell: object) -> bool:
        return cell in self._colors

    def index(self, cell: Cell) -> int:
        """Position of ``cell`` in the canonical order (sorted by (r, q))."""
        return self._index[cell]

    def neighbors(self, cell: Cell) -> tuple[Cell, ...]:
        """The on-board neighbours of ``cell``, in direction order."""
        return self._neighbors[cell]

    def is_edge(self, cell: Cell) -> bool:
        """Rule D3: fewer than six neighbours on the board (holes count as outside)."""
        return len(self._neighbors[cell]) < 6

    def cells_of(self, color: Color) -> tuple[Cell, ...]:
        """The seven cells of ``color``, in canonical order."""
        return self._by_color[color]

    def tile_index(self, cell: Cell) -> int:
        """Which placement (0..6) the cell belongs to; for drawing tile outlines."""
        return self._tile_of[cell]

    def cell_name(self, cell: Cell) -> str:
        """The cell's name a learner reads off the board, as on a chess board: the column's
        letter from the left, the row's number from the bottom (``engine.cell_names``).

        >>> Board.standard().cell_name((0, 0))
        'e5'
        """
        if cell not in self._colors:
            raise KeyError(f"{cell_text(cell)} is not a cell of this board")
        return cell_name(self, cell)

    def cell(self, value: object) -> Cell:
        """A cell given by its name (``"e5"``), as ``(q, r)`` or as the text ``"q,r"``;
        :class:`NotationError` for anything else or a name this board does not have.

        >>> board = Board.standard()
        >>> board.cell("e5"), board.cell("0,0"), board.cell((0, 0))
        ((0, 0), (0, 0), (0, 0))
        """
        if isinstance(value, str) and re.fullmatch(r"\s*[A-Za-z]+\s*\d+\s*", value):
            found = cell_by_name(self, value)
            if found is None:
                column, rows = name_limits(self)
                raise NotationError(
                    f"this board has no cell named {value.strip()!r} "
                    f"(columns a-{column}, rows 1-{rows})"
                )
            return found
        return as_cell(value)

    @cached_property
    def color_indices(self) -> tuple[int, ...]:
        """Each cell's colour as its index in T Y B P R K G order, in ``cells`` order."""
        return tuple(self._colors[cell].index for cell in self.cells)

    @cached_property
    def edge_cells(self) -> frozenset[Cell]:
        """All edge cells (D3)."""
        return frozenset(c for c in self.cells if self.is_edge(c))

    @cached_property
    def lines(self) -> tuple[tuple[Cell, ...], ...]:
        """Every maximal straight run of on-board cells along the three hex axes."""
        runs = []
        for axis in AXES:
            back = (-axis[0], -axis[1])
            for cell in self.cells:
                if add(cell, back) in self:
                    continue
                run = [cell]
                while add(run[-1], axis) in self:
                    run.append(add(run[-1], axis))
                runs.append(tuple(run))
        return tuple(runs)

    @cached_property
    def holes(self) -> frozenset[Cell]:
        """Off-board cells enclosed by the board (interior holes, as in the ring and mask)."""
        ring = {n for c in self.cells for n in neighbors(c) if n not in self}
        outside_seen: set[Cell] = set()
        holes: set[Cell] = set()
        limit = max(abs(v) for c in self.cells for v in c) + 2
        for start in ring:
            if start in outside_seen or start in holes:
                continue
            region, frontier, escaped = {start}, [start], False
            while frontier:
                cell = frontier.pop()
                for n in neighbors(cell):
                    if n in self or n in region:
                        continue
                    if max(abs(n[0]), abs(n[1])) > limit:
                        escaped = True
                        continue
                    region.add(n)
                    frontier.append(n)
            (outside_seen if escaped else holes).update(region)
        return frozenset(holes)

    # ----------------------------------------------------------------- helpers
    def _check_connected(self) -> None:
        start = self.cells[0]
        seen, frontier = {start}, [start]
        while frontier:
            for n in self._neighbors[frontier.pop()]:
                if n not in seen:
                    seen.add(n)
                    frontier.append(n)
        if len(seen) != len(self.cells):
            apart = sorted({self._tile_of[c] + 1 for c in self.cells if c not in seen})
            raise BoardError(
                f"the tiles do not form one connected board (R2): tile(s) {apart} are apart "
                "from the rest"
            )

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Board)
            and self._colors == other._colors
            and (self._tile_of == other._tile_of)
        )

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"<Board {self.name} ({self.side} side), {len(self.cells)} cells>"

    def rows_text(self) -> str:
        """A plain-text picture: one line per row, colour letters offset like hex rows."""
        rows: dict[int, list[Cell]] = {}
        for cell in self.cells:
            rows.setdefault(cell[1], []).append(cell)
        min_x = min(2 * q + r for q, r in self.cells)
        lines = []
        for r in sorted(rows):
            chars: dict[int, str] = {
                2 * q + r - min_x: self._colors[(q, r)].letter for q, _ in rows[r]
            }
            width = max(chars) + 1
            lines.append("".join(chars.get(i, " ") for i in range(width)).rstrip())
        return "\n".join(lines)
