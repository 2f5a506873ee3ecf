"""The atomic actions of a turn. A game record is the setup plus a list of these; each has a
short text form (``str(action)``) that ``parse_action`` reads back.

>>> parse_action("place 2,1")
Place(cell=(2, 1))
>>> str(UseAid("A1", ((0, 0), (0, 0))))
'aid A1 0,0 0,0'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .colors import Color, ColorCounts, counts_from, counts_text
from .errors import NotationError
from .hexgrid import Cell, cell_text
from .rules.special_tiles import TileKind

__all__ = ["Action", "UseAid", "Place", "Score", "ChooseBonus", "Keep", "Discard", "parse_action"]


@dataclass(frozen=True)
class UseAid:
    """Play the held building aid before the first disc (A1-A5) with its choices."""

    tile: str
    cells: tuple[Cell, ...] = ()
    color: Color | None = None  # A5: the colour thrown back into the bag

    def __str__(self) -> str:
        parts = ["aid", self.tile, *(cell_text(c) for c in self.cells)]
        if self.color is not None:
            parts.append(self.color.letter)
        return " ".join(parts)


@dataclass(frozen=True)
class Place:
    """Put a disc of the cell's colour from the hand on ``cell`` (R7, R8)."""

    cell: Cell

    def __str__(self) -> str:
        return f"place {cell_text(self.cell)}"


@dataclass(frozen=True)
class Score:
    """Stop placing and score (R10), optionally playing the held VP tile (V2 needs no colour:
    it always counts the colour placed most)."""

    vp: str | None = None

    def __str__(self) -> str:
        return f"score {self.vp}" if self.vp else "score"


@dataclass(frozen=True)
class ChooseBonus:
    """R11: after a turn worth 7 or less, take a tile of this kind (aid or VP pile)."""

    kind: TileKind

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", TileKind(self.kind))  # "oops" -> ValueError

    def __str__(self) -> str:
        return f"bonus {self.kind}"


@dataclass(frozen=True)
class Keep:
    """R11: with two tiles of a kind, keep ``tile`` and discard the other."""

    tile: str

    def __str__(self) -> str:
        return f"keep {self.tile}"


@dataclass(frozen=True)
class Discard:
    """R13: throw these hand discs into the bag, then refill the hand to 7."""

    discs: ColorCounts = (0, 0, 0, 0, 0, 0, 0)

    def __str__(self) -> str:
        return f"discard {counts_text(self.discs)}"


Action = UseAid | Place | Score | ChooseBonus | Keep | Discard

_CELL = re.compile(r"^(-?\d+),(-?\d+)$")


def _cell(token: str, text: str) -> Cell:
    match = _CELL.match(token)
    if not match:
        raise NotationError(
            f"{token!r} is not a cell (write q,r like 2,-1)", text, text.find(token)
        )
    return (int(match.group(1)), int(match.group(2)))


def _color(token: str, text: str) -> Color:
    try:
        return Color.from_letter(token)
    except ValueError as error:
        raise NotationError(str(error), text, text.find(token)) from None


def parse_action(text: str) -> Action:
    """Read one action from its text form; :class:`NotationError` says what is wrong."""
    words = text.split()
    if not words:
        raise NotationError("empty action", text, 0)
    verb, args = words[0], words[1:]

    def need(count: range) -> None:
        if len(args) not in count:
            raise NotationError(f"{verb!r} takes {count.start}-{count.stop - 1} arguments", text, 0)

    if verb == "place":
        need(range(1, 2))
        return Place(_cell(args[0], text))
    if verb == "aid":
        need(range(1, 5))
        tile, rest = args[0], args[1:]
        color = None
        if rest and not _CELL.match(rest[-1]):
            color = _color(rest.pop(), text)
        return UseAid(tile, tuple(_cell(a, text) for a in rest), color)
    if verb == "score":
        need(range(0, 2))
        return Score(args[0] if args else None)
    if verb == "bonus":
        need(range(1, 2))
        try:
            return ChooseBonus(TileKind(args[0]))
        except ValueError:
            raise NotationError("bonus takes 'aid' or 'vp'", text, text.find(args[0])) from None
    if verb == "keep":
        need(range(1, 2))
        return Keep(args[0])
    if verb == "discard":
        need(range(1, 2))
        letters = "" if args[0] == "-" else args[0]
        try:
            return Discard(counts_from(letters))
        except ValueError as error:
            raise NotationError(str(error), text, text.find(args[0])) from None
    raise NotationError(
        f"unknown action {verb!r}; expected place, aid, score, bonus, keep or discard", text, 0
    )
