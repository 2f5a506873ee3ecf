"""``Game``: a game of 7 Steps with its whole history, undo/redo, and change notifications.

The rules live in ``flow.apply`` (pure); ``Game`` keeps the list of states it produced, so undo,
redo and stepping to any earlier moment are just moving a cursor.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .actions import Action, ChooseBonus, Discard, Keep, Place, Score, UseAid
from .board import Board
from .colors import Color, ColorCounts, HandLike, counts_from
from .errors import HistoryError, IllegalMove
from .hexgrid import Cell
from .rules.special_tiles import TileKind, kind_of, most_placed_colors
from .setup import edit_state, new_game
from .state import GameState, Phase, Piles, TurnProgress

if TYPE_CHECKING:
    from .record import GameRecord

__all__ = ["Game", "HistoryStep"]


@dataclass(frozen=True)
class HistoryStep:
    """One entry of the history: an action and the state it led to."""

    action: Action
    state: GameState
    group: int  # actions made by one call (e.g. ``end_turn``) share a group; undo undoes a group


class Game:
    """A game of 7 Steps for 2-4 players (R3), seeded so a seed reproduces it (R5).

    >>> game = Game(("Ann", "Ben"), seed=7)
    >>> game.current, game.hands[game.current].total()
    ('Ann', 7)
    >>> cell = next(iter(game.legal_cells()))
    >>> game.place(cell)
    1
    >>> game.undo(); game.heights[cell]
    0
    """

    def __init__(
        self,
        players: Sequence[str] = ("Arnd", "Bärbel", "Caro"),
        board: Board | str | None = None,
        seed: int | None = None,
        extended: bool = False,
        *,
        side: str = "single",
        position: GameState | str | None = None,
    ) -> None:
        if position is not None:
            start = GameState.parse(position) if isinstance(position, str) else position
        else:
            start = new_game(players, board=board, seed=seed, extended=extended, side=side)
        self._start = start
        self._steps: list[HistoryStep] = []
        self._cursor = 0  # how many steps of the history are in effect
        self._next_group = 0
        self._listeners: list[Callable[[Game], None]] = []

    @classmethod
    def from_position(cls, position: GameState | str) -> Game:
        """A game that starts at a given (hand-made or parsed) position."""
        return cls(position=position)

    # ------------------------------------------------------------------ state views
    @property
    def state(self) -> GameState:
        """The current immutable state."""
        return self._steps[self._cursor - 1].state if self._cursor else self._start

    @property
    def initial_state(self) -> GameState:
        """The state the game started from."""
        return self._start

    @property
    def board(self) -> Board:
        return self.state.board

    @property
    def players(self) -> tuple[str, ...]:
        return self.state.players

    @property
    def heights(self) -> dict[Cell, int]:
        """``{cell: height}`` for every cell."""
        return self.state.heights

    @property
    def current(self) -> str:
        """Name of the player whose turn it is."""
        return self.state.current

    @property
    def phase(self) -> Phase:
        return self.state.phase

    @property
    def turn(self) -> TurnProgress:
        """This turn so far: cells placed, their levels, tiles used."""
        return self.state.turn

    @property
    def hands(self) -> dict[str, Counter[Color]]:
        return self.state.hands

    @property
    def bag(self) -> Counter[Color]:
        return self.state.bag

    @property
    def box(self) -> Counter[Color]:
        return self.state.box

    @property
    def scores(self) -> dict[str, int]:
        """Points so far; after the game, including 2 per unused tile (R14)."""
        return self.state.scores

    @property
    def held(self) -> dict[str, tuple[str, ...]]:
        """Special tiles each player holds (R11)."""
        return self.state.held

    @property
    def piles(self) -> Piles:
        return self.state.piles

    @property
    def over(self) -> bool:
        return self.state.over

    def ranking(self) -> list[tuple[int, str, int]]:
        """``(rank, name, score)`` best first; tied players share a rank (R14)."""
        ordered = sorted(self.scores.items(), key=lambda item: -item[1])
        out = []
        for name, score in ordered:
            rank = 1 + sum(1 for other in ordered if other[1] > score)
            out.append((rank, name, score))
        return out

    def legal_cells(self) -> dict[Cell, int]:
        """Cells where the current player's next disc may go now, with the level it would get."""
        return self.state.legal_cells()

    def legal_actions(self) -> list[Action]:
        """Every action allowed now."""
        return self.state.legal_actions()

    def status(self) -> str:
        """What the game waits for, in plain words."""
        return self.state.status()

    # ------------------------------------------------------------------ actions
    def apply(self, *actions: Action) -> GameState:
        """Apply actions as one undoable step; if any is illegal, none is applied."""
        state = self.state
        new_steps = []
        for action in actions:
            state = state.apply(action)
            new_steps.append(HistoryStep(action, state, self._next_group))
        if new_steps:
            del self._steps[self._cursor :]
            self._steps.extend(new_steps)
            self._cursor = len(self._steps)
            self._next_group += 1
            self._notify()
        return state

    def place(self, cell: Cell | str) -> int:
        """Place a disc of the cell's colour from the current hand (R7, R8); returns its level.

        ``cell`` is ``(q, r)``, the text ``"q,r"`` or the cell's name on the board (``"e4"``,
        see ``Board.cell_name``); anything else raises :class:`NotationError` and changes
        nothing."""
        state = self.apply(Place(self.board.cell(cell)))
        return state.turn.levels[-1]

    def play_aid(
        self, cells: Sequence[Cell | str] = (), color: Color | str | None = None
    ) -> None:
        """Play the held building aid (before the first disc) with its choices (A1-A5)."""
        tile = self.state.held_tile(TileKind.AID)
        if tile is None:
            raise IllegalMove(
                "R11",
                f"{self.current} holds no building aid",
                key="no_aid_held",
                params={"name": self.current},
            )
        if isinstance(color, str):
            color = Color.from_letter(color)
        self.apply(UseAid(tile, tuple(self.board.cell(c) for c in cells), color))

    def score(self, vp: bool | str | None = None, vp_color: Color | str | None = None) -> int:
        """Stop placing and score (R10), with the held VP tile if ``vp``; returns the points.

        V2 counts the colour placed most: ``vp_color`` is not needed, and a colour that was not
        placed most is refused (:class:`IllegalMove`)."""
        return self.apply(self._score_action(vp, vp_color)).turn.points

    def choose_bonus(self, kind: TileKind | str) -> None:
        """R11: take a tile of ``kind`` ("aid" or "vp") after a turn worth 7 or less."""
        self.apply(ChooseBonus(self._tile_kind(kind)))

    def keep(self, tile: str) -> None:
        """R11: keep ``tile`` ("new", "old" or a tile id) of two tiles of one kind."""
        self.apply(self._keep_action(tile))

    def discard(self, discs: HandLike | ColorCounts = ()) -> None:
        """R13: throw these hand discs into the bag, refill to 7, hand the turn on."""
        self.apply(Discard(counts_from(discs)))

    def end_turn(
        self,
        vp: bool | str | None = None,
        vp_color: Color | str | None = None,
        bonus: TileKind | str | None = None,
        keep: str | None = None,
        discard: HandLike = (),
    ) -> int:
        """Finish the turn in one undoable step: score (with the VP tile if ``vp``), take the
        ``bonus`` kind if R11 grants one, ``keep`` "new" or "old" if needed, throw ``discard``
        back and refill. Stops early (``phase`` says where) if a needed choice is missing.
        Returns the turn's points."""
        state = self.state
        actions: list[Action] = []
        if state.phase in (Phase.START, Phase.PLACE):
            actions.append(self._score_action(vp, vp_color))
            state = state.apply(actions[-1])
        points = state.turn.points
        if state.phase is Phase.BONUS and bonus is not None:
            actions.append(ChooseBonus(self._tile_kind(bonus)))
            state = state.apply(actions[-1])
        if state.phase is Phase.KEEP and keep is not None:
            actions.append(self._keep_action(keep, state))
            state = state.apply(actions[-1])
        if state.phase is Phase.DISCARD:
            actions.append(Discard(counts_from(discard)))
        if not actions:
            raise IllegalMove(
                "Turn order",
                f"nothing to end now: {self.status()}",
                key="game_over" if state.over else "nothing_to_end",
                params={"phase": state.phase, "name": state.current},
            )
        self.apply(*actions)
        return points

    def _score_action(self, vp: bool | str | None, vp_color: Color | str | None) -> Score:
        state = self.state
        tile = None
        if vp is True:
            tile = state.held_tile(TileKind.VP)
            if tile is None:
                raise IllegalMove(
                    "R11",
                    f"{self.current} holds no victory-point tile",
                    key="no_vp_held",
                    params={"name": self.current},
                )
        elif isinstance(vp, str):
            tile = vp
        if vp_color is not None:
            color = Color.from_letter(vp_color) if isinstance(vp_color, str) else vp_color
            most = most_placed_colors(state.board, state.turn.cells)
            if tile != "V2":
                raise IllegalMove(
                    "V2", "only tile V2 looks at a colour", key="color_only_for_v2"
                )
            if color not in most:
                names = " or ".join(c.label for c in most) or "none"
                raise IllegalMove(
                    "V2",
                    f"V2 counts the colour placed most this turn ({names}), not {color.label}",
                    key="v2_not_most" if most else "v2_nothing_placed",
                    params={"tile": "V2", "most": most, "color": color},
                )
        return Score(tile)

    @staticmethod
    def _tile_kind(kind: TileKind | str) -> TileKind:
        try:
            return TileKind(kind)
        except ValueError:
            raise IllegalMove(
                "R11", f"choose 'aid' or 'vp', not {kind!r}", key="bad_tile_kind"
            ) from None

    def _keep_action(self, tile: str, state: GameState | None = None) -> Keep:
        state = state or self.state
        offer = state.turn.offer
        if state.phase is Phase.KEEP and offer is not None and tile in ("new", "old"):
            old = state.held_tile(kind_of(offer))
            return Keep(offer if tile == "new" else str(old))
        return Keep(tile)

    def load_position(self, position: GameState | str) -> None:
        """Continue from another position (e.g. after edit mode): it becomes the new start and
        the history begins again there."""
        self._start = GameState.parse(position) if isinstance(position, str) else position
        self._steps.clear()
        self._cursor = 0
        self._notify()

    def edit(self, **changes: object) -> None:
        """Edit the current position (see ``setup.edit_state``: heights, hands, current,
        scores, held) and play on from it; a refused edit changes nothing."""
        self.load_position(edit_state(self.state, **changes))  # type: ignore[arg-type]

    # ------------------------------------------------------------------ history
    @property
    def history(self) -> tuple[HistoryStep, ...]:
        """Every step taken, including undone ones still available for redo."""
        return tuple(self._steps)

    @property
    def position_index(self) -> int:
        """How many history steps are in effect (0 = the start)."""
        return self._cursor

    @property
    def actions(self) -> tuple[Action, ...]:
        """The actions in effect, from the start to now (what a game record stores)."""
        return tuple(step.action for step in self._steps[: self._cursor])

    def states(self) -> list[GameState]:
        """The start state and the state after each step in effect."""
        return [self._start] + [step.state for step in self._steps[: self._cursor]]

    def can_undo(self) -> bool:
        return self._cursor > 0

    def can_redo(self) -> bool:
        return self._cursor < len(self._steps)

    def undo(self) -> None:
        """Take back the last step (one call such as ``place`` or ``end_turn``)."""
        if not self._cursor:
            raise HistoryError(
                "nothing to undo: this is the start of the game", key="nothing_to_undo"
            )
        group = self._steps[self._cursor - 1].group
        while self._cursor and self._steps[self._cursor - 1].group == group:
            self._cursor -= 1
        self._notify()

    def redo(self) -> None:
        """Replay the next undone step."""
        if self._cursor >= len(self._steps):
            raise HistoryError("nothing to redo: this is the newest step", key="nothing_to_redo")
        group = self._steps[self._cursor].group
        while self._cursor < len(self._steps) and self._steps[self._cursor].group == group:
            self._cursor += 1
        self._notify()

    def goto(self, index: int) -> None:
        """Step to any moment of the history: ``index`` actions in effect (0 = start)."""
        if isinstance(index, bool) or not isinstance(index, int):
            raise HistoryError(
                f"a history position is a whole number, not {index!r}", key="history_not_whole"
            )
        if not 0 <= index <= len(self._steps):
            raise HistoryError(
                f"history has positions 0..{len(self._steps)}, not {index}",
                key="history_out_of_range",
                params={"last": len(self._steps)},
            )
        self._cursor = index
        self._notify()

    def turn_starts(self) -> list[int]:
        """History positions where a turn begins (for replay by whole turns)."""
        starts = [0]
        for i, step in enumerate(self._steps, start=1):
            if step.state.phase in (Phase.START, Phase.OVER) and isinstance(step.action, Discard):
                starts.append(i)
        return starts

    # ------------------------------------------------------------------ observers
    def observe(self, callback: Callable[[Game], None]) -> None:
        """Call ``callback(game)`` after every change (the widget redraws on it)."""
        self._listeners.append(callback)

    def unobserve(self, callback: Callable[[Game], None]) -> None:
        self._listeners.remove(callback)

    def _notify(self) -> None:
        for callback in list(self._listeners):
            callback(self)

    # ------------------------------------------------------------------ text forms
    def position(self) -> str:
        """The current position in position notation."""
        return str(self.state)

    def record(self) -> GameRecord:
        """The game record (setup + every action in effect). The record module sits above this
        one (it imports ``Game``), so the game reaches it only here and in ``load``, lazily."""
        from .record import GameRecord

        return GameRecord.from_game(self)

    def _repr_svg_(self) -> str:
        """The board as a picture, so a notebook shows it even without a live widget."""
        return self.state._repr_svg_()

    def save(self, path: str | Path) -> None:
        """Save the game record (setup and every action so far) to a text file."""
        self.record().save(path)

    @classmethod
    def load(cls, path: str | Path) -> Game:
        """A game replayed from a saved record, with its whole history to step through."""
        from .record import GameRecord

        return GameRecord.load(path).replay()

    def __repr__(self) -> str:
        scores = ", ".join(f"{p} {s}" for p, s in self.scores.items())
        where = "over" if self.over else f"{self.current} to play ({self.phase.value})"
        return f"<Game {where}; {scores}; bag {self.bag.total()}>"
