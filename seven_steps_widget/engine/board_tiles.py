"""Board tile data (docs/board.md): loaded from ``data/tiles.json`` so it stays data, not code."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources

from .colors import Color
from .errors import BoardError
from .hexgrid import DIRECTIONS, Cell, add

__all__ = ["SIDES", "tile_data", "TilePlacement"]

#: The two printed sides of the tiles (R2): single-colour (variant 1) and mixed (variant 2).
SIDES = ("single", "mixed")


@cache
def _all_tiles() -> dict[str, tuple[str, ...]]:
    raw = json.loads(resources.files(__package__).joinpath("data/tiles.json").read_text("utf-8"))
    return {side: tuple(raw[side]) for side in SIDES}


def tile_data(side: str) -> tuple[str, ...]:
    """The seven tiles of a side, each as 7 letters: centre, then ring E NE NW W SW SE."""
    if side not in SIDES:
        raise BoardError(f"unknown board side {side!r}; use 'single' or 'mixed' (R2)")
    return _all_tiles()[side]


@dataclass(frozen=True)
class TilePlacement:
    """One tile on the table: its 7 colour letters (centre first), centre cell and rotation.

    Rotation ``k`` puts ring colour ``i`` on direction ``(i + k) mod 6`` (docs/board.md).
    """

    colors: str
    centre: Cell
    rotation: int = 0

    def __post_init__(self) -> None:
        if len(self.colors) != 7:
            raise BoardError(f"a tile has 7 cells, got {len(self.colors)} colours {self.colors!r}")
        for letter in self.colors:
            Color.from_letter(letter)
        if self.rotation not in range(6):
            raise BoardError(f"tile rotation must be 0..5, got {self.rotation}")

    def cells(self) -> dict[Cell, Color]:
        """The tile's seven cells with their colours."""
        out = {self.centre: Color.from_letter(self.colors[0])}
        for i, letter in enumerate(self.colors[1:]):
            out[add(self.centre, DIRECTIONS[(i + self.rotation) % 6])] = Color.from_letter(letter)
        return out
