""""Make a puzzle" under More: the position on the board becomes a puzzle.

The teacher picks a goal (and its number where it needs one), may type a title and a
question, and Check has the engine examine the goal on the position (``solver.goal_check``):
what it found, or the sentence that says why the goal makes no puzzle here. Save to set adds
the puzzle to a set file in the notebook's folder (``solver.puzzle_sets``; the box is filled in
with :data:`SET_FILE`, a real name the teacher may change) and says the file's full path, which
the export's ``--puzzles`` and the classroom's need; the set's puzzles are listed below it to
put in order or remove. After a save the title and question boxes are emptied for the next
puzzle. The puzzle's one line of text is shown to copy into an e-mail or a puzzle widget's
"Load puzzle" box.
"""

from __future__ import annotations

import html
from pathlib import Path

import ipywidgets as widgets

from ..engine.state import GameState
from ..solver.goal_check import GOAL_CHOICES, Findings, PuzzleRefused, examine_steps
from ..solver.puzzle_sets import append_puzzle, puzzle_line
from ..solver.puzzles import Puzzle, PuzzleFileError
from ..solver.work import Steps, finish
from ..words import t
from .pacing import LoopTask, WorkMeter, running_loop
from .panel import WIDE, PanelContext, show
from .puzzle_set_list import PuzzleSetList

__all__ = ["PuzzleMakerPanel", "NEEDS_NUMBER", "SET_FILE"]

#: The goals that take the number box's value: "score at least N", "reach level N".
NEEDS_NUMBER = ("points", "level")

#: The set file's name until the teacher types another: a value, not a grey placeholder that
#: looks filled in but saves nothing (the review of 2026-11-28).
SET_FILE = "our_class.json"


class PuzzleMakerPanel(widgets.VBox):
    """The "Make a puzzle" toggle and, while it is down, the goal, title, question, Check,
    the findings, the set file with Save to set and its puzzles, and the puzzle's line."""

    def __init__(self, panel: PanelContext) -> None:
        self.game, self.view, self.words = panel.game, panel.view, panel.words
        self.announce = panel.announce
        bind = self.words.bind
        self.toggle = panel.toggle("make_puzzle", icon="puzzle-piece")
        goals = widgets.Dropdown(options=self._goals(), value="best", style=WIDE)
        self.goal = bind(goals, "make_puzzle.goal")
        number = widgets.BoundedIntText(
            value=6, min=1, max=99, style=WIDE, layout={"width": "110px"}
        )
        self.number = bind(number, "make_puzzle.number")  # the N of the goal's name
        self.title = self._text_box("make_puzzle.title")
        self.question = self._text_box("make_puzzle.question", "420px")
        self.check_button = panel.button("make_puzzle.check", button_style="primary")
        self.findings = widgets.HTML()
        self.findings.add_class("ssw-puzzle-findings")
        self.file = bind(widgets.Text(value=SET_FILE, style=WIDE), "make_puzzle.file")
        self.save_button = panel.button("make_puzzle.save", icon="save")
        self.set_list = PuzzleSetList(panel, self._say)
        self.line = bind(
            widgets.Textarea(rows=2, style=WIDE, layout={"width": "95%"}), "make_puzzle.line"
        )
        self.puzzle: Puzzle | None = None  # the puzzle the last Check made
        #: The paced check in a kernel (:meth:`ask`); ``meter.chunks``: the work of each step.
        self.job = LoopTask(self._work, "puzzle_check", on_error=panel.report)
        self.meter = WorkMeter()
        #: What the running paced check works on: the position, the goal and, for Save,
        #: the set file, all as they were when the button was pressed.
        self._request: tuple[GameState, str, Path | None] = (*self._asked(), None)
        self.body = widgets.VBox(
            [
                widgets.HBox([self.goal, self.number], layout={"flex_flow": "row wrap"}),
                widgets.HBox([self.title, self.question], layout={"flex_flow": "row wrap"}),
                self.check_button,
                self.findings,
                widgets.HBox([self.file, self.save_button], layout={"flex_flow": "row wrap"}),
                self.set_list,
                self.line,
            ],
            layout={"width": "100%", "align_items": "flex-start"},  # buttons keep their width
        )
        super().__init__([self.toggle, self.body], layout={"align_items": "flex-start"})
        self.add_class("ssw-puzzle-maker")
        self.view.observe(lambda _: self._relabel_goals(), names="lang")
        guard = panel.guard
        self.toggle.observe(guard(lambda _: self.refresh()), names="value")
        self.toggle.observe(guard(lambda _: self._list_set()), names="value")
        self.goal.observe(guard(lambda _: self.refresh()), names="value")
        self.check_button.on_click(guard(lambda _: self.ask(save=False)))
        self.save_button.on_click(guard(lambda _: self.ask(save=True)))
        self.file.observe(guard(lambda _: self.set_list.show_set(self._set_path())), names="value")
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
        """Show ``text`` below Check (a refusal in red) and have screen readers read it."""
        color = "#a00" if refused else "inherit"
        self.findings.value = f"<div style='color:{color}'>{html.escape(text)}</div>"
        self.announce(text)

    def check(self) -> Puzzle | None:
        """Have the engine examine the goal on the board's position at once: its findings and
        the puzzle's line, or the sentence that says why it makes no puzzle (no line then)."""
        return self._show(_examined(examine_steps(*self._asked())))

    def save(self) -> bool:
        """Check again at once (the position or the boxes may have changed since), then add
        the puzzle to the set file; what happened is said below Check. Nothing is written for
        a refused goal, a missing or unsafe file name, a damaged set or a puzzle it holds."""
        path = self._file_ok()
        if path is None:
            return False
        puzzle = self.check()
        return puzzle is not None and self._append(puzzle, path)

    def ask(self, save: bool) -> None:
        """Check, and then save if ``save``, as the buttons do: in a kernel as paced work on
        its event loop (it gives the loop back after every ``pacing.CHUNK_WORK`` of work, so
        the page stays answered while a full hand is played out), else at once."""
        path = self._file_ok() if save else None
        if save and path is None:
            return
        if running_loop() is None:
            if save:
                self.save()
            else:
                self.check()
            return
        if self.job.running:  # the running check keeps what it was asked
            return
        self._request = (*self._asked(), path)
        if self.job.start():
            self._say(self.words("make_puzzle.checking"))
            self.check_button.disabled = self.save_button.disabled = True

    def _asked(self) -> tuple[GameState, str]:
        return self.game.state, self.goal_text()

    async def _work(self) -> None:
        """The paced check (and save) that :meth:`ask` starts."""
        meter = self.meter = WorkMeter()
        state, goal, path = self._request
        steps = examine_steps(state, goal)
        try:
            while True:
                try:
                    if meter.add(next(steps)):
                        await meter.pause()
                except StopIteration as done:
                    found: Findings | PuzzleRefused = done.value
                    break
                except PuzzleRefused as refusal:
                    found = refusal
                    break
        finally:
            self.check_button.disabled = self.save_button.disabled = False
        puzzle = self._show(found)
        if path is not None and puzzle is not None:
            self._append(puzzle, path)

    def _show(self, found: Findings | PuzzleRefused) -> Puzzle | None:
        """Say what the engine found, keep the puzzle and show its line; or say the refusal."""
        lang = self.view.lang
        if isinstance(found, PuzzleRefused):
            self.puzzle = None
            self.line.value = ""
            self._say(found.words(lang), refused=True)
            return None
        self.puzzle = found.puzzle(self.title.value, self.question.value)
        self.line.value = puzzle_line(self.puzzle)
        self._say(found.text(lang))
        return self.puzzle

    def _list_set(self) -> None:
        """When the panel opens, list the set the name box names: a set made earlier in this
        folder shows at once under the prefilled name (a closed panel reads no file)."""
        if self.toggle.value:
            self.set_list.show_set(self._set_path())

    def _set_path(self) -> Path | None:
        """The set file the name box names, if it is a plain ``.json`` name (no folders)."""
        name = self.file.value.strip()
        return Path(name) if name and Path(name).name == name and name.endswith(".json") else None

    def _file_ok(self) -> Path | None:
        """The set file, if its name is given and is a plain ``.json`` name (no folders);
        else ``None``, and said."""
        path = self._set_path()
        if path is None:
            key = "puzzle_set.bad_name" if self.file.value.strip() else "puzzle_set.no_file"
            self._say(self.words(key), refused=True)
        return path

    def _append(self, puzzle: Puzzle, path: Path) -> bool:
        """Add ``puzzle`` to the set file ``path`` and say so with the file's full path (the
        kernel's working folder is not where a teacher looks), then empty the title and
        question boxes for the next puzzle; or say why not (nothing written)."""
        name, lang = path.name, self.view.lang
        try:
            puzzles = append_puzzle(puzzle, path)
        except PuzzleRefused as refusal:
            self._say(refusal.words(lang), refused=True)
            return False
        except (PuzzleFileError, UnicodeDecodeError):
            self._say(t("puzzle_set.bad_file", lang, file=name), refused=True)
            return False
        except OSError:
            self._say(t("puzzle_set.cannot_write", lang, file=name), refused=True)
            return False
        self.set_list.show_set(path, puzzles, chosen=puzzle.id)
        self.title.value = self.question.value = ""
        full = str(path.resolve())
        self._say(t("puzzle_set.saved", lang, file=name, n=len(puzzles), path=full))
        return True


def _examined(steps: Steps[Findings]) -> Findings | PuzzleRefused:
    """Run a check to its end: what it found, or its refusal."""
    try:
        return finish(steps)
    except PuzzleRefused as refusal:
        return refusal
