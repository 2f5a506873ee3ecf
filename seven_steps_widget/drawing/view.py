"""What the picture shows besides the game state: size, language and the viewer's choices."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ..engine.hexgrid import Cell

__all__ = ["View"]


#: What a picture (and the reading of it) can leave out while a task asks it: the bag's and
#: box's counts ("bag"), who won ("winner"), what a held tile does ("tile_text", read aloud).
WITHHOLDABLE = frozenset({"bag", "winner", "tile_text"})


@dataclass(frozen=True)
class View:
    """View options for :func:`~seven_steps_widget.drawing.scene.build_scene`.

    ``legal`` are the cells to highlight with the level a disc there would get; ``reveal`` is a
    player whose hand stays visible although ``hide_hands`` is on (the player at the screen);
    ``selected`` are cells picked for an aid tile or pointed at; ``forbidden`` cells get a red
    cross (a move the rules refuse there); ``cursor`` is ringed as the keyboard's cursor;
    ``status`` is the status line (the phase text
    when empty) and ``banner`` a note top right (replay or edit mode). ``withheld`` names what
    the picture leaves out because a lesson's task asks it (:data:`WITHHOLDABLE`).
    """

    hex_size: float = 40.0
    scale: float = 2.0
    lang: str = "en"
    colorblind: bool = False
    show_names: bool = False  # each cell's name ("e4", Board.cell_name) beside its colour letter
    legend: bool = False  # what the numbers and marks on the board mean, under the panels
    hide_hands: bool = False
    reveal: int | None = None
    show_last_turn: bool = True
    legal: Mapping[Cell, int] = field(default_factory=dict)
    selected: tuple[Cell, ...] = ()
    forbidden: tuple[Cell, ...] = ()
    cursor: Cell | None = None  # the keyboard's cursor (drawn while the board has the focus)
    status: str = ""
    status_is_error: bool = False
    banner: str = ""
    withheld: frozenset[str] = frozenset()

    def shows_hand(self, seat: int) -> bool:
        """Whether the picture shows the hand of player ``seat`` (hidden hands: only the one
        revealed); what the picture hides, a reading of the position must not tell either."""
        return not self.hide_hands or self.reveal == seat
