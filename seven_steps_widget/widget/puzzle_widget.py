"""Puzzle mode on the board widget: "find the best turn", or a goal ("score 6", "reach level
3", "place all your discs").

The user builds the turn on a :class:`BoardWidget` (clicks, and the aid and VP tile controls),
then Submit judges it with ``check_answer``: right or not, and its points against the goal.
Hint gives the puzzle's hints one more at a time and rings the cells each points at, Solution
puts a right turn's discs on the board as the turn in progress (numbered, joined by the
rulebook's arrows), Try again restores the puzzle. A puzzle right at the first Submit with no
hint, no Solution and no Try again before it earns a ★ in its heading, a later right one ✔
(:mod:`.first_try`, the rule of every widget and page). With several puzzles: previous/next, a
difficulty filter and the solved count. A puzzle's one line of text (``solver.puzzle_sets``),
pasted into the "Load puzzle" box, joins the set as its last puzzle. Everything is in the
widget's language (``lang``): titles, questions, hints and verdicts, with no rule ids and no
coordinates.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from ..engine.actions import Action, Score
from ..engine.game import Game
from ..solver.explain import describe_for
from ..solver.goal_check import PuzzleRefused
from ..solver.plan import TurnPlan
from ..solver.puzzle_sets import puzzle_from_line
from ..solver.puzzles import AnswerCheck, Puzzle, check_answer, hint, load_puzzles
from ..words import chosen_language, t
from .board_widget import BoardWidget
from .first_try import FirstTries
from .panel import WIDE
from .snapshot import with_snapshot

__all__ = ["PuzzleWidget"]

ALL_LEVELS = 0  # the difficulty filter's "all"


class PuzzleWidget(widgets.VBox):
    """One puzzle or a set of them on a board: a :class:`Puzzle`, a list, the name of a
    shipped set (``"best"``, the default; ``"placement"``, ``"tiles"``) or a set file
    (``"our_class.json"``: a damaged one is refused, see ``load_puzzles``)."""

    def __init__(
        self,
        puzzles: Puzzle | Sequence[Puzzle] | str | Path | None = None,
        lang: str | None = None,
        **board_options: Any,
    ) -> None:
        if puzzles is None or isinstance(puzzles, (str, Path)):
            puzzles = load_puzzles(puzzles)
        self.puzzles = [puzzles] if isinstance(puzzles, Puzzle) else list(puzzles)
        if not self.puzzles:
            raise ValueError("no puzzles to show")
        self.lang = lang = chosen_language(lang)
        self.shown = list(self.puzzles)  # the puzzles the difficulty filter lets through
        self.index = 0
        self.tries: FirstTries[str] = FirstTries()  # by puzzle id: solved, and ★
        self.hints_shown = 0
        self.revealed = False  # the solution was shown: a later Submit no longer counts
        self.last_check: AnswerCheck | None = None
        self.game = Game.from_position(self.puzzle.state)
        # a puzzle is one turn: no replay, edits or opponents
        self.board = BoardWidget(
            self.game,
            lang=lang,
            hide=("seats", "replay", "edit", "chart", "puzzle"),
            **board_options,
        )
        # Submit is the one way to finish: the board's own "score" would play the turn on
        self.board.turn_controls.scoring = False
        self.board.turn_controls.refresh()
        self.heading = widgets.HTML()
        self.feedback = widgets.HTML()
        self.feedback.add_class("ssw-puzzle-feedback")
        self.progress = widgets.Label()
        button = widgets.Button
        self.submit_button = button(description=t("submit", lang), button_style="primary")
        self.hint_button = button(description=t("hint", lang), icon="lightbulb-o")
        self.solution_button = button(description=t("solution", lang), icon="eye")
        self.reset_button = button(description=t("try_again", lang), icon="refresh")
        self.prev_button = button(description=t("prev_puzzle", lang))
        self.next_button = button(description=t("next_puzzle", lang))
        levels = sorted({p.difficulty for p in self.puzzles})
        self.difficulty = widgets.Dropdown(
            description=t("difficulty", lang),
            options=[(t("all_levels", lang), ALL_LEVELS)] + [(str(d), d) for d in levels],
            value=ALL_LEVELS,
            style=WIDE,
        )
        guard = self.board.guard
        # the keys: Shift+S submits (a puzzle's "score"), Shift+N the next puzzle
        self.board.keyboard.commands.update(S=self.submit, N=lambda: self.go(self.index + 1))
        self.submit_button.on_click(guard(lambda _: self.submit()))
        self.hint_button.on_click(guard(lambda _: self.show_hint()))
        self.solution_button.on_click(guard(lambda _: self.show_solution()))
        self.reset_button.on_click(guard(lambda _: self.try_again()))
        self.prev_button.on_click(guard(lambda _: self.go(self.index - 1)))
        self.next_button.on_click(guard(lambda _: self.go(self.index + 1)))
        self.difficulty.observe(guard(lambda c: self.filter(c["new"])), names="value")
        self.line = widgets.Text(
            placeholder=t("load_puzzle.placeholder", lang), layout={"width": "520px"}
        )
        self.load_button = button(  # as wide as its words: "Charger l'énigme" is longer
            description=t("load_puzzle", lang), icon="upload", layout={"width": "auto"}
        )
        self.load_button.on_click(guard(lambda _: self.load_line(self.line.value)))
        actions = widgets.HBox(
            [self.submit_button, self.hint_button, self.solution_button, self.reset_button]
        )
        navigation = widgets.HBox(
            [self.prev_button, self.next_button, self.difficulty, self.progress]
        )
        self.navigation = navigation
        self.load_message = widgets.HTML()  # beside the box: the verdict's place is far above
        self.load_message.add_class("ssw-load-message")
        loader = widgets.HBox(
            [self.line, self.load_button, self.load_message], layout={"flex_flow": "row wrap"}
        )
        # the question, then Submit and the verdict, then the board: all in sight at 1280×800
        parts = [self.heading, navigation, actions, self.feedback, self.board, loader]
        super().__init__(parts)
        self.add_class("ssw-puzzle")
        self._refresh()

    @property
    def solved(self) -> set[str]:
        """The ids of the puzzles solved (a right Submit before the solution was shown)."""
        return self.tries.solved

    @property
    def starred(self) -> set[str]:
        """The ids of the puzzles right at the first Submit, with no help before it (★)."""
        return self.tries.starred

    @property
    def puzzle(self) -> Puzzle:
        """The puzzle on show."""
        return self.shown[self.index]

    # ------------------------------------------------------------------ the user's turn
    def answer(self) -> list[Action]:
        """The turn built on the board: its actions up to the score; not scored yet, it is
        scored as "End placing & score" would (with the VP tile if its box is ticked)."""
        actions = list(self.game.actions)
        scored = next((i for i, a in enumerate(actions) if isinstance(a, Score)), None)
        if scored is not None:
            return actions[: scored + 1]
        controls = self.board.turn_controls
        tile = controls.held("vp") if controls.use_vp.value else None
        return [*actions, Score(tile)]

    def submit(self) -> AnswerCheck:
        """Judge the turn on the board against the puzzle's goal (``check_answer``); a refused
        turn marks the cells the refusal is about. A right one after the solution was shown
        does not count; a wrong or refused one spends the first try."""
        check = check_answer(self.puzzle, self.answer(), self.lang)
        self.last_check = check
        if not (check.right and self.revealed):
            self.tries.answered(self.puzzle.id, check.right)
        if check.error is not None:
            on_board = self.game.board.cells
            with self.board.batch():
                self.board.view.marked = tuple(c for c in check.error.cells if c in on_board)
        self._refresh()
        self.board.announce(self._verdict(check))
        return check

    def show_hint(self) -> str:
        """The next hint (each more detailed than the last; the last gives the solution); the
        cells it points at are ringed on the board. A hint is help: no ★ after it."""
        self.tries.helped(self.puzzle.id)
        self.hints_shown = min(self.hints_shown + 1, len(self.puzzle.hints))
        if self.hints_shown == len(self.puzzle.hints):
            self.revealed = True
        with self.board.batch():
            self.board.view.highlight = self.puzzle.hints[self.hints_shown - 1].cells
        self._refresh()
        said = hint(self.puzzle, self.hints_shown - 1, self.lang)
        self.board.announce(said)
        return said

    def show_solution(self) -> TurnPlan:
        """Put the answer on the board: its aid and discs played, not yet scored, so they
        show numbered with arrows; its VP tile is ticked in the turn controls and named in the
        status line, which tells the turn in words. No ★ after it, and no ✔ either."""
        plan = self.puzzle.solution()
        self.tries.helped(self.puzzle.id)
        self.revealed = True
        self.last_check = None

        def load() -> str:
            self.game.load_position(self.puzzle.state)
            self.game.apply(*plan.actions()[:-1])  # all but the score
            controls = self.board.turn_controls  # scoring from here plays the plan's VP tile
            controls.use_vp.value = plan.vp is not None
            self.board.view.highlight = ()
            words = describe_for(plan, self.puzzle.state, self.lang, shown=True)
            return t("solution_line", self.lang, plan=words)

        self.board.run(load)
        self._refresh()
        return plan

    def try_again(self) -> None:
        """What Try again does: the puzzle starts over (:meth:`reset`), a second try, so no ★
        for a right Submit after it."""
        self.tries.helped(self.puzzle.id)
        self.reset()

    def reset(self) -> None:
        """The puzzle's position, no verdict (hints and a shown solution stay known)."""
        self.last_check = None
        self.board.turn_controls.use_vp.value = False
        self.board.run(lambda: self.game.load_position(self.puzzle.state))
        self._refresh()

    # ------------------------------------------------------------------ the set
    def go(self, index: int) -> None:
        """Show puzzle ``index`` of the filtered list (clamped), fresh: no hints, no verdict."""
        self.index = max(0, min(index, len(self.shown) - 1))
        self.hints_shown = 0
        self.revealed = False
        self.board.view.highlight = ()
        self.reset()
        puzzle = self.puzzle
        self.board.announce(f"{puzzle.title_in(self.lang)}\n{puzzle.question_in(self.lang)}")

    def load_line(self, line: str) -> Puzzle | None:
        """Add the puzzle of a pasted line (``puzzle_from_line``) as the set's last and show
        it; a line that is not one, or a goal the engine refuses, is told beside the box and
        changes nothing."""
        try:
            puzzle = puzzle_from_line(line)
        except PuzzleRefused as refusal:
            self.load_message.value = html.escape(refusal.words(self.lang))
            return None
        if puzzle not in self.puzzles:
            self.puzzles.append(puzzle)
        self.line.value = ""
        levels = sorted({p.difficulty for p in self.puzzles})
        with self.difficulty.hold_trait_notifications():
            self.difficulty.value = ALL_LEVELS
            self.difficulty.options = [(t("all_levels", self.lang), ALL_LEVELS)] + [
                (str(d), d) for d in levels
            ]
        self.shown = list(self.puzzles)
        self.go(self.shown.index(puzzle))
        self.load_message.value = html.escape(t("load_puzzle.loaded", self.lang))
        return puzzle

    def filter(self, difficulty: int) -> None:
        """Show only puzzles of ``difficulty`` (``ALL_LEVELS``: every puzzle)."""
        wanted = [p for p in self.puzzles if difficulty in (ALL_LEVELS, p.difficulty)]
        if not wanted:
            raise ValueError(f"no puzzle of difficulty {difficulty}")
        self.shown = wanted
        self.go(0)

    def _refresh(self) -> None:
        lang, puzzle = self.lang, self.puzzle
        head = t(
            "puzzle_head",
            lang,
            i=self.index + 1,
            n=len(self.shown),
            title=puzzle.title_in(lang),
            d=puzzle.difficulty,
        )
        tick = ""
        if puzzle.id in self.solved:
            tick = " " + t("puzzle.star" if puzzle.id in self.starred else "puzzle.solved", lang)
        self.heading.value = (
            f"<h3 style='margin:4px 0'>{html.escape(head + tick)}</h3>"
            f"<div style='font-size:15px'>{html.escape(puzzle.question_in(lang))}</div>"
        )
        lines = [
            t("hint_line", lang, i=i + 1, hint=hint(puzzle, i, lang))
            for i in range(self.hints_shown)
        ]
        if self.last_check is not None:
            lines.insert(0, self._verdict(self.last_check))
        self.feedback.value = "<br>".join(html.escape(line) for line in lines)
        self.progress.value = t("progress", lang, solved=len(self.solved), n=len(self.puzzles))
        self.navigation.layout.display = "" if len(self.puzzles) > 1 else "none"
        self.prev_button.disabled = self.index == 0
        self.next_button.disabled = self.index == len(self.shown) - 1
        self.hint_button.disabled = self.hints_shown == len(puzzle.hints)

    def _verdict(self, check: AnswerCheck) -> str:
        """The verdict in the widget's language (``check_answer`` wrote it so), but a right
        answer after the solution was shown does not count."""
        if check.right and self.revealed:
            if self.puzzle.target.kind == "best":
                return t("verdict_best_shown", self.lang, points=check.points)
            return t("goal.right_shown", self.lang)
        return check.message

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        """The live puzzle plus a static board picture and the question, for saved notebooks."""
        lang = self.lang
        puzzle = self.puzzle
        summary = t(
            "puzzle.summary", lang, title=puzzle.title_in(lang), question=puzzle.question_in(lang)
        )
        return with_snapshot(super()._repr_mimebundle_(**kwargs), self.board, summary)
