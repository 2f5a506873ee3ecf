"""The complete, immutable state of a game of 7 Steps: everything on and around the table.

A :class:`GameState` is a value: ``state.apply(action)`` returns a new state, so history, undo
and replay are just lists of states. Its text form is the position notation (``notation.py``);
``GameState.parse(str(state)) == state``.

Vocabulary shared with :class:`~seven_steps_widget.engine.game.Game`: ``current`` is the name of
the player to move, ``heights`` maps cells to tower heights, ``hands``/``scores``/``held`` map
player names to their values, ``bag``/``box`` are Counters of colours. The compact storage
behind them is indexed by seat (player number) or by cell: ``current_seat``, ``start_seat``,
``hands_by_seat``, ``scores_by_seat``, ``held_by_seat``, ``turns_by_seat``,
``tile_bonus_by_seat``, ``heights_by_cell`` (``board.cells`` order), ``bag_counts``,
``box_counts`` (7-tuples in T Y B P R K G order).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import TYPE_CHECKING

from .board import Board
from .colors import EMPTY_COUNTS, Color, ColorCounts, counts_to_counter
from .hexgrid import Cell
from .rules.special_tiles import TileKind

if TYPE_CHECKING:
    from .actions import Action

__all__ = ["Phase", "TurnProgress", "Piles", "LastTurn", "GameState"]


class Phase(str, Enum):
    """Where the current player is within their turn (docs/rules.md "A turn")."""

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

    def draw(self, kind: TileKind | str) -> tuple[str, ...]:
        """The draw pile of ``kind``; ``ValueError`` for anything but a tile kind."""
        return self.aid_draw if TileKind(kind) is TileKind.AID else self.vp_draw

    def discard(self, kind: TileKind | str) -> tuple[str, ...]:
        """The discard pile of ``kind``; ``ValueError`` for anything but a tile kind."""
        return self.aid_discard if TileKind(kind) is TileKind.AID else self.vp_discard

    def available(self, kind: TileKind | str) -> bool:
        """R11: a kind can be chosen unless both its piles are empty."""
        return bool(self.draw(kind) or self.discard(kind))

    def with_piles(
        self, kind: TileKind | str, draw: tuple[str, ...], discard: tuple[str, ...]
    ) -> Piles:
        """A copy with the two piles of ``kind`` replaced."""
        if TileKind(kind) is TileKind.AID:
            return replace(self, aid_draw=draw, aid_discard=discard)
        return replace(self, vp_draw=draw, vp_discard=discard)


@dataclass(frozen=True)
class LastTurn:
    """The most recently finished turn, kept for display ("show the last turn")."""

    seat: int
    cells: tuple[Cell, ...]
    levels: tuple[int, ...]
    points: int


@dataclass(frozen=True)
class GameState:
    """Everything about a game at one moment (see the module docstring for the vocabulary)."""

    board: Board
    players: tuple[str, ...]
    hands_by_seat: tuple[ColorCounts, ...]
    heights_by_cell: tuple[int, ...]
    bag_counts: ColorCounts
    box_counts: ColorCounts = EMPTY_COUNTS
    scores_by_seat: tuple[int, ...] = ()
    held_by_seat: tuple[tuple[str, ...], ...] = ()
    piles: Piles = field(default_factory=Piles)
    start_seat: int = 0
    current_seat: int = 0
    phase: Phase = Phase.START
    turn: TurnProgress = field(default_factory=TurnProgress)
    turns_by_seat: tuple[int, ...] = ()
    end_triggered: bool = False  # R14: someone could not refill to 7
    extended: bool = False  # R14 variant "one more round"
    extra_round: bool = False  # the variant's extra round is being played
    tile_bonus_by_seat: tuple[int, ...] = ()  # R14: 2 per unused tile, added at the end
    last_turn: LastTurn | None = None
    seed: int = 0
    draws: int = 0  # how many random events have happened (seeds the next one)

    # ------------------------------------------------------------------ views (as on Game)
    @property
    def current(self) -> str:
        """The name of the player whose turn it is."""
        return self.players[self.current_seat]

    @property
    def heights(self) -> dict[Cell, int]:
        """``{cell: height}`` for every cell (zeros included); a fresh dict."""
        return dict(zip(self.board.cells, self.heights_by_cell))

    @property
    def hands(self) -> dict[str, Counter[Color]]:
        """Each player's hand as a fresh ``Counter`` of colours."""
        return {p: counts_to_counter(h) for p, h in zip(self.players, self.hands_by_seat)}

    @property
    def bag(self) -> Counter[Color]:
        """The discs in the bag (R1), as a fresh ``Counter``."""
        return counts_to_counter(self.bag_counts)

    @property
    def box(self) -> Counter[Color]:
        """Discs put aside in the box (A1, A5 with an empty bag), as a fresh ``Counter``."""
        return counts_to_counter(self.box_counts)

    @property
    def scores(self) -> dict[str, int]:
        """Points so far; after the game, including 2 per unused tile (R14)."""
        return dict(zip(self.players, self.scores_by_seat))

    @property
    def held(self) -> dict[str, tuple[str, ...]]:
        """The special tiles each player holds (R11)."""
        return dict(zip(self.players, self.held_by_seat))

    @property
    def over(self) -> bool:
        """R14: the game has ended."""
        return self.phase is Phase.OVER

    def height(self, cell: Cell) -> int:
        """Tower height on ``cell``."""
        return self.heights_by_cell[self.board.index(cell)]

    def held_tile(self, kind: TileKind | str, seat: int | None = None) -> str | None:
        """The tile of ``kind`` held by ``seat`` (default: the player to move), if any."""
        prefix = TileKind(kind).prefix
        tiles = self.held_by_seat[self.current_seat if seat is None else seat]
        return next((t for t in tiles if t.startswith(prefix)), None)

    def on_board(self) -> ColorCounts:
        """Discs on the board per colour (every tower has its cell's colour)."""
        counts = [0] * 7
        for color, height in zip(self.board.color_indices, self.heights_by_cell):
            counts[color] += height
        return tuple(counts)  # type: ignore[return-value]

    # ------------------------------------------------------------------ transitions
    def apply(self, *actions: Action) -> GameState:
        """The state after ``actions``; :class:`IllegalMove` names the rule if one is not
        allowed (this state is a value and stays as it is)."""
        from .flow import apply

        state = self
        for action in actions:
            state = apply(state, action)
        return state

    def legal_actions(self) -> list[Action]:
        """Every action allowed now (discards as each distinct multiset of hand discs)."""
        from .flow import legal_actions

        return legal_actions(self)

    def legal_cells(self) -> dict[Cell, int]:
        """Cells where the current player's next disc may go now, with the level it gets."""
        from .flow import legal_cells

        return legal_cells(self)

    def status(self) -> str:
        """What the game waits for, in plain words."""
        from .flow import allowed_actions_text

        return allowed_actions_text(self)

    # ------------------------------------------------------------------ text forms
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
        who = self.current if self.players else "?"
        return (
            f"<GameState {self.phase.value}, {who} to play, scores {self.scores}, "
            f"bag {sum(self.bag_counts)}>"
        )
