""""Make a puzzle" under More: the position on the board becomes a puzzle.

The teacher picks a goal (and its number where it needs one), may type a title and a
question, and Check has the engine examine the goal on the position (``solver.goal_check``):
what it found, or the sentence that says why the goal makes no puzzle here. Save to set adds
the puzzle to a set file in the notebook's folder (``solver.puzzle_sets``); the puzzle's one
line of text is shown to copy into an e-mail or a puzzle widget's "Load puzzle" box.
"""

from __future__ import annotations

import html
from pathlib import Path

import ipywidgets as widgets

from ..solver.goal_check import GOAL_CHOICES, PuzzleRefused, examine
from ..solver.puzzle_sets import append_puzzle, puzzle_line
from ..solver.puzzles import Puzzle, PuzzleFileError
from ..words import t
from .panel import WIDE, PanelContext, show

__all__ = ["PuzzleMakerPanel", "NEEDS_NUMBER"]

#: The goals that take the number box's value: "score at least N", "reach level N".
NEEDS_NUMBER = ("points", "level")


class PuzzleMakerPanel(widgets.VBox):
    """The "Make a puzzle" toggle and, while it is down, the goal, title, question, Check,
    the findings, the set file with Save to set, and the puzzle's line."""

    def __init__(self, panel: PanelContext) -> None:
        self.game, self.view, self.words = panel.game, panel.view, panel.words
        bind = self.words.bind
        self.toggle = panel.toggle("make_puzzle", icon="puzzle-piece")
        goals = widgets.Dropdown(options=self._goals(), value="best", style=WIDE)
        self.goal = bind(goals, "make_puzzle.goal")
        self.number = widgets.BoundedIntText(value=6, min=1, max=99, layout={"width": "70px"})
        self.title = self._text_box("make_puzzle.title")
        self.question = self._text_box("make_puzzle.question", "420px")
        self.check_button = panel.button("make_puzzle.check", button_style="primary")
        self.findings = widgets.HTML()
        self.findings.add_class("ssw-puzzle-findings")
        self.file = bind(widgets.Text(placeholder="our_class.json", style=WIDE), "make_puzzle.file")
        self.save_button = panel.button("make_puzzle.save", icon="save")
        self.line = bind(
            widgets.Textarea(rows=2, style=WIDE, layout={"width": "95%"}), "make_puzzle.line"
        )
        self.puzzle: Puzzle | None = None  # the puzzle the last Check made
        self.body = widgets.VBox(
            [
                widgets.HBox([self.goal, self.number], layout={"flex_flow": "row wrap"}),
                widgets.HBox([self.title, self.question], layout={"flex_flow": "row wrap"}),
                self.check_button,
                self.findings,
                widgets.HBox([self.file, self.save_button], layout={"flex_flow": "row wrap"}),
                self.line,
            ],
            layout={"width": "100%"},
        )
        super().__init__([self.toggle, self.body], layout={"align_items": "flex-start"})
        self.add_class("ssw-puzzle-maker")
        self.view.observe(lambda _: self._relabel_goals(), names="lang")
        guard = panel.guard
        self.toggle.observe(guard(lambda _: self.refresh()), names="value")
        self.goal.observe(guard(lambda _: self.refresh()), names="value")
        self.check_button.on_click(guard(lambda _: self.check()))
        self.save_button.on_click(guard(lambda _: self.save()))
        self.refresh()

    def _text_box(self, key: str, width: str = "260px") -> widgets.Text:
        box = self.words.bind(widgets.Text(style=WIDE, layout={"width": width}), key)
        return self.words.bind(box, "make_puzzle.optional", "placeholder")

    def _goals(self) -> list[tuple[str, str]]:
        return [(self.words(f"make_puzzle.goal_{name}"), name) for name in GOAL_CHOICES]

    def _relabel_goals(self) -> None:
        value = self.goal.value
        self.goal.options = self._goals()
        self.goal.value = value

    def refresh(self) -> None:
        """Show the panel only while the toggle is down, the number box only for a goal that
        takes a number."""
        show(self.body, bool(self.toggle.value))
        show(self.number, self.goal.value in NEEDS_NUMBER)

    def goal_text(self) -> str:
        """The chosen goal as ``make_puzzle`` takes it (``"points>=6"``, ``"tile"``…)."""
        goal = str(self.goal.value)
        return f"{goal}>={self.number.value}" if goal in NEEDS_NUMBER else goal

    def _say(self, text: str, refused: bool = False) -> None:
        color = "#a00" if refused else "inherit"
        self.findings.value = f"<div style='color:{color}'>{html.escape(text)}</div>"

    def check(self) -> Puzzle | None:
        """Have the engine examine the goal on the board's position: its findings and the
        puzzle's line, or the sentence that says why it makes no puzzle (no line then)."""
        lang = self.view.lang
        try:
            found = examine(self.game.state, self.goal_text())
        except PuzzleRefused as refusal:
            self.puzzle = None
            self.line.value = ""
            self._say(refusal.words(lang), refused=True)
            return None
        self.puzzle = found.puzzle(self.title.value, self.question.value)
        self.line.value = puzzle_line(self.puzzle)
        self._say(found.text(lang))
        return self.puzzle

    def save(self) -> bool:
        """Check again (the position or the boxes may have changed since), then add the
        puzzle to the set file; what happened is said below Check. Nothing is written for a
        refused goal, a missing or unsafe file name, a damaged set or a puzzle it holds."""
        name = self.file.value.strip()
        if not name:
            self._say(self.words("puzzle_set.no_file"), refused=True)
            return False
        if Path(name).name != name or not name.endswith(".json"):
            self._say(self.words("puzzle_set.bad_name"), refused=True)
            return False
        puzzle = self.check()
        if puzzle is None:
            return False
        lang = self.view.lang
        try:
            puzzles = append_puzzle(puzzle, name)
        except PuzzleRefused as refusal:
            self._say(refusal.words(lang), refused=True)
            return False
        except (PuzzleFileError, UnicodeDecodeError):
            self._say(t("puzzle_set.bad_file", lang, file=name), refused=True)
            return False
        except OSError:
            self._say(t("puzzle_set.cannot_write", lang, file=name), refused=True)
            return False
        self._say(t("puzzle_set.saved", lang, file=name, n=len(puzzles)))
        return True
