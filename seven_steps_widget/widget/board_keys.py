"""Playing the board with the keyboard: each key of the access layer becomes a cursor move,
a click, a typed cell name or one of the board's commands, and what it did is said.

The cursor walks the cells as ``engine.cell_names`` says (arrows, Home, Page Up, End, Page
Down); Enter or Space is a click on the cursor's cell; letters and digits type a cell name
("e5") that Enter goes to and clicks, or Shift+C goes to and reads without clicking (Escape
clears it, Backspace takes a character back); with Shift: S scores, U undoes, N takes the next
step (each as the host sets it in :attr:`BoardKeys.commands`), P reads the position, C the
cell, H the keys (``access.help``). A key that finds no cell that way says so (the edge), and
a jump over a hole says the cell reached is no neighbour.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine.cell_names import (
    CURSOR_KEYS,
    cell_by_name,
    cursor_skips,
    cursor_start,
    cursor_step,
)
from ..engine.hexgrid import Cell
from ..engine.state import GameState
from ..words import t
from ..words.board_words import describe_cell, no_such_cell_text, read_position
from .view_state import Mode

if TYPE_CHECKING:
    from .board_widget import BoardWidget

__all__ = ["BoardKeys", "COMMANDS"]

#: The host's commands, by their letter with Shift: score, undo, next step.
COMMANDS = ("S", "U", "N")
#: The longest cell name a board may have ("aa10"); longer typing keeps the last characters.
LONGEST_NAME = 4


class BoardKeys:
    """The keys of one :class:`BoardWidget`: see the module docstring. ``typed`` is the cell
    name typed so far (shown under the board); the cursor itself lives in ``board.view``."""

    def __init__(self, board: BoardWidget) -> None:
        self.board = board
        self.typed = ""
        #: What Shift with S, U and N does (the host's score, undo and next step); a letter
        #: without a command here is told it does nothing.
        self.commands: dict[str, Callable[[], object]] = {}

    # ------------------------------------------------------------------ what is shown
    def state(self) -> GameState:
        """The position the board shows (a preview, else the game)."""
        return self.board.view.preview or self.board.game.state

    def cursor(self) -> Cell:
        """The cursor's cell; where it starts if it has none on this board: the last disc
        of the turn, else the cell nearest the board's middle."""
        view, state = self.board.view, self.state()
        board = state.board
        if len(view.cursor) == 2 and tuple(view.cursor) in board:
            return (view.cursor[0], view.cursor[1])
        if state.turn.cells:
            return state.turn.cells[-1]
        return cursor_start(board)

    def describe(self) -> str:
        """The cursor's cell read aloud with the marks the picture draws on it (ringed,
        crossed out: the same scene data); where the next disc may go only if the picture
        shows it too (a lesson's task asks just that)."""
        view, board = self.board.view, self.board
        legality = view.show_legal and view.mode is Mode.PLAY and view.preview is None
        _, picture = view.picture(board.game)
        return describe_cell(
            self.state(),
            self.cursor(),
            view.lang,
            legality=legality,
            ringed=picture.selected,
            crossed=picture.forbidden,
        )

    # ------------------------------------------------------------------ keys
    def press(self, key: str, shift: bool = False) -> None:
        """Play ``key`` (a ``KeyboardEvent.key`` name) as the board's keys say; anything the
        board does not play is ignored."""
        board = self.board
        with board.batch():
            if key in CURSOR_KEYS:
                self._step(key)
            elif key == "Escape":
                self._type("")
            elif key == "Backspace":
                self._type(self.typed[:-1])
            elif key == "Enter" and self.typed:
                self._go_typed()
            elif key in ("Enter", " "):
                self._click(self.cursor())
            elif len(key) == 1 and key.isascii() and key.isalnum():
                if shift and key.isalpha() and key.upper() in (*COMMANDS, "P", "C", "H"):
                    self._command(key.upper())
                else:
                    self._type((self.typed + key.lower())[-LONGEST_NAME:])
                    self.board.announce(self.board.access.typed)  # echoed as typed

    def _step(self, key: str) -> None:
        """Move the cursor one ``key`` on; say the edge when there is no cell that way (the
        cursor stays), and that a jump over a hole reached no neighbour."""
        board, cell = self.state().board, self.cursor()
        to = cursor_step(board, cell, key)
        if to == cell:
            self.board.announce(t("access.edge", self.board.lang))
            return
        self.board.view.cursor = to
        said = self.describe()
        if cursor_skips(board, cell, key):
            said = t("access.gap", self.board.lang, cell=said)
        self.board.announce(said)

    def _click(self, cell: Cell) -> None:
        self.board.view.cursor = cell
        self.board.click(cell)

    def _type(self, text: str) -> None:
        self.typed = text
        self.board.access.typed = t("access.typed", self.board.lang, text=text) if text else ""

    def _go_typed(self) -> None:
        typed = self.typed
        self._type("")
        state = self.state()
        cell = cell_by_name(state.board, typed)
        if cell is None:
            self.board.announce(no_such_cell_text(state, typed, self.board.lang))
        else:
            self._click(cell)

    def _look(self) -> None:
        """Shift+C: read the cursor's cell, or first go to the cell whose name was typed --
        looking at a cell must not answer a task, as Enter would."""
        typed = self.typed
        if typed:
            self._type("")
            cell = cell_by_name(self.state().board, typed)
            if cell is None:
                self.board.announce(no_such_cell_text(self.state(), typed, self.board.lang))
                return
            self.board.view.cursor = cell
        self.board.announce(self.describe())

    def _command(self, letter: str) -> None:
        board, lang = self.board, self.board.lang
        if letter == "P":
            state, (_, picture) = self.state(), board.view.picture(board.game)
            shown = [n for seat, n in enumerate(state.players) if picture.shows_hand(seat)]
            hands = shown if picture.hide_hands else None  # only the hands the picture shows
            withheld = picture.withheld
            board.announce("\n".join(read_position(state, lang, hands, withheld)))
        elif letter == "C":
            self._look()
        elif letter == "H":
            board.announce(t("access.help", lang))
        elif letter in self.commands:
            self.commands[letter]()
        else:
            board.announce(t("access.not_here", lang))

    def focus(self, focused: bool) -> None:
        """The board got (or lost) the keyboard focus: the cursor shows only meanwhile."""
        board = self.board
        with board.batch():
            if focused:
                board.view.cursor = self.cursor()
            board.view.focused = focused

    def refresh(self) -> None:
        """Describe the cursor's cell again (the box's description) while the board has the
        focus: the game or the view may have changed under it."""
        if self.board.view.focused:
            self.board.access.cell = self.describe()
