"""The complete, immutable state of a game of 7 Steps: everything on and around the table.

A :class:`GameState` is a value: transitions (``flow.apply``) return new states, so history,
undo and replay are just lists of states. Its text form is the position notation
(``notation.py``); ``GameState.parse(str(state)) == state``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from enum import Enum

from .board import Board
from .colors import EMPTY_COUNTS, Color, ColorCounts, counts_to_counter
from .hexgrid import Cell

__all__ = ["Phase", "TurnProgress", "Piles", "LastTurn", "GameState"]


class Phase(str, Enum):
    """Where the current player is within their turn (RULES.md "A turn")."""

    START = "start"  # before the first disc: an aid tile may still be played
    PLACE = "place"  # placing discs (or an aid was played); next: more discs or scoring
    BONUS = "bonus"  # R11: the turn scored <= 7, the player picks the aid or the VP pile
    KEEP = "keep"  # R11: a second tile of a kind arrived, the player keeps one of the two
    DISCARD = "discard"  # R13: throw discs into the bag, then refill to 7
    OVER = "over"  # R14: the game has ended and final scores are in

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class TurnProgress:
    """What the current player has done so far this turn."""

    cells: tuple[Cell, ...] = ()
    levels: tuple[int, ...] = ()
    aid: str | None = None  # aid tile played this turn (A1-A5)
    vp: str | None = None  # VP tile played when scoring (V1-V6)
    vp_color: Color | None = None  # V2's chosen colour
    points: int = 0  # scored this turn (discs + VP tile), known once scored
    offer: str | None = None  # KEEP phase: the newly drawn tile awaiting the keep choice

    @property
    def lift(self) -> bool:
        """Tile A4 is in force for the first disc."""
        return self.aid == "A4"

    @property
    def max_discs(self) -> int:
        """R9: 7 discs, or 5 after A4 or A5."""
        return 5 if self.aid in ("A4", "A5") else 7

    @property
    def disc_points(self) -> int:
        """R10: the sum of the levels placed so far."""
        return sum(self.levels)


@dataclass(frozen=True)
class Piles:
    """R4/R11: the face-down draw piles (last item on top) and face-up discard piles."""

    aid_draw: tuple[str, ...] = ()
    aid_discard: tuple[str, ...] = ()
    vp_draw: tuple[str, ...] = ()
    vp_discard: tuple[str, ...] = ()

    def draw(self, kind: str) -> tuple[str, ...]:
        """The draw pile of ``kind`` ("aid" or "vp")."""
        return self.aid_draw if kind == "aid" else self.vp_draw

    def discard(self, kind: str) -> tuple[str, ...]:
        """The discard pile of ``kind``."""
        return self.aid_discard if kind == "aid" else self.vp_discard

    def available(self, kind: str) -> bool:
        """R11: a kind can be chosen unless both its piles are empty."""
        return bool(self.draw(kind) or self.discard(kind))

    def with_piles(self, kind: str, draw: tuple[str, ...], discard: tuple[str, ...]) -> Piles:
        """A copy with the two piles of ``kind`` replaced."""
        if kind == "aid":
            return replace(self, aid_draw=draw, aid_discard=discard)
        return replace(self, vp_draw=draw, vp_discard=discard)


@dataclass(frozen=True)
class LastTurn:
    """The most recently finished turn, kept for display ("show the last turn")."""

    player: int
    cells: tuple[Cell, ...]
    levels: tuple[int, ...]
    points: int


@dataclass(frozen=True)
class GameState:
    """Everything about a game at one moment. Per-colour counts are 7-tuples in T Y B P R K G
    order; ``heights`` follows ``board.cells``; ``held`` lists each player's special tiles."""

    board: Board
    players: tuple[str, ...]
    hands: tuple[ColorCounts, ...]
    heights: tuple[int, ...]
    bag: ColorCounts
    box: ColorCounts = EMPTY_COUNTS
    scores: tuple[int, ...] = ()
    held: tuple[tuple[str, ...], ...] = ()
    piles: Piles = field(default_factory=Piles)
    start_player: int = 0
    current: int = 0
    phase: Phase = Phase.START
    turn: TurnProgress = field(default_factory=TurnProgress)
    turns_taken: tuple[int, ...] = ()
    end_triggered: bool = False  # R14: someone could not refill to 7
    extended: bool = False  # R14 variant "one more round"
    extra_round: bool = False  # the variant's extra round is being played
    tile_bonus: tuple[int, ...] = ()  # R14: 2 per unused tile, added at the end
    last_turn: LastTurn | None = None
    seed: int = 0
    draws: int = 0  # how many random events have happened (seeds the next one)

    # ------------------------------------------------------------------ views
    @property
    def height_map(self) -> dict[Cell, int]:
        """``{cell: height}`` for every cell (zeros included)."""
        return dict(zip(self.board.cells, self.heights))

    def height(self, cell: Cell) -> int:
        """Tower height on ``cell``."""
        return self.heights[self.board.index(cell)]

    @property
    def current_name(self) -> str:
        """The name of the player whose turn it is."""
        return self.players[self.current]

    @property
    def over(self) -> bool:
        """R14: the game has ended."""
        return self.phase is Phase.OVER

    def hand_counter(self, player: int) -> Counter[Color]:
        """A player's hand as a fresh ``Counter``."""
        return counts_to_counter(self.hands[player])

    def held_tile(self, player: int, kind: str) -> str | None:
        """The aid (``"aid"``) or VP (``"vp"``) tile a player holds, if any."""
        prefix = "A" if kind == "aid" else "V"
        return next((t for t in self.held[player] if t.startswith(prefix)), None)

    def on_board(self) -> ColorCounts:
        """Discs on the board per colour (every tower has its cell's colour)."""
        counts = [0] * 7
        for cell, height in zip(self.board.cells, self.heights):
            counts[self.board.color(cell).index] += height
        return tuple(counts)  # type: ignore[return-value]

    def __str__(self) -> str:
        from .notation import position_text

        return position_text(self)

    @classmethod
    def parse(cls, text: str) -> GameState:
        """Read a position notation string (see ``notation.py``)."""
        from .notation import parse_position

        return parse_position(text)

    def _repr_svg_(self) -> str:
        """The position as a picture (the drawing package is pure Python, like the engine)."""
        from ..drawing.scene import build_scene
        from ..drawing.svg import scene_to_svg

        return scene_to_svg(build_scene(self))

    def __repr__(self) -> str:
        who = self.players[self.current] if self.players else "?"
        return (
            f"<GameState {self.phase.value}, {who} to play, scores "
            f"{dict(zip(self.players, self.scores))}, bag {sum(self.bag)}>"
        )
