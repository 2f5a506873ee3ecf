"""Tasks a lesson sets the learner, Lichess-Learn style: click a cell on the board or pick an
answer. Each answer is checked against the engine in the step's position and explained in the
learner's language: a refused move is crossed out on the board with the engine's reason, a right
answer is confirmed."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.actions import Place
from ..engine.errors import IllegalMove
from ..engine.hexgrid import Cell
from ..engine.state import GameState
from ..words import Text, t
from ..words.game import refusal_cells, refusal_text

__all__ = ["Verdict", "CellTask", "ChoiceTask", "Task"]


@dataclass(frozen=True)
class Verdict:
    """The check of one answer: right or not, what to say, and what to show on the board:
    ``crossed`` cells get a red cross (a move the rules refuse), ``pointed`` cells a ring."""

    right: bool
    text: str
    crossed: tuple[Cell, ...] = ()
    pointed: tuple[Cell, ...] = ()


@dataclass(frozen=True)
class CellTask:
    """"Click where …": right when the click is on one of ``cells``. Any other click is tried as
    a disc in the step's position: a refusal is told in the engine's words, about the player to
    move (a lesson's "Bärbel", not "you"), and crossed out; an allowed cell that is not asked
    for gets ``other`` (``{level}``: the level the disc would reach there)."""

    prompt: Text
    cells: frozenset[Cell]
    right: Text
    other: Text

    def check(self, state: GameState, cell: Cell, lang: str = "en") -> Verdict:
        """The verdict on a click on ``cell`` in ``state``."""
        if cell in self.cells:
            return Verdict(True, t("task_right", lang, why=self.right(lang)), pointed=(cell,))
        try:
            after = state.apply(Place(cell))
        except IllegalMove as error:
            marks = refusal_cells(error) or (cell,)
            why = refusal_text(error, lang, player_name=state.current)
            return Verdict(False, t("task_refused", lang, why=why), marks[:1], marks[1:])
        hint = self.other(lang, level=after.heights[cell])
        return Verdict(False, t("task_wrong", lang, hint=hint), pointed=(cell,))


@dataclass(frozen=True)
class ChoiceTask:
    """A question with answer buttons ("How many points is this turn?"): right when
    ``options[answer]`` is picked, then ``explain`` says why; a wrong pick gets ``hint`` and
    another try. Both point at ``show`` on the board."""

    prompt: Text
    options: tuple[Text, ...]
    answer: int
    explain: Text
    hint: Text
    show: tuple[Cell, ...] = ()

    def __post_init__(self) -> None:
        if not 0 <= self.answer < len(self.options):
            raise ValueError(f"answer {self.answer} is not one of the {len(self.options)} options")

    def check(self, choice: int, lang: str = "en") -> Verdict:
        """The verdict on option ``choice``."""
        if choice == self.answer:
            return Verdict(True, t("task_right", lang, why=self.explain(lang)), (), self.show)
        return Verdict(False, t("task_wrong", lang, hint=self.hint(lang)), (), self.show)


Task = CellTask | ChoiceTask
