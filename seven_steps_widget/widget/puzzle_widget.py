"""Puzzle mode: "find the best turn" on the board widget.

The user builds the turn on a :class:`BoardWidget` (clicks, and the aid and VP tile controls),
then Submit judges it with ``check_answer``: best or not, and its points against the best.
Hint gives the puzzle's hints one more at a time, Solution puts the best turn's discs on the
board as the turn in progress (numbered, joined by the rulebook's arrows), Try again restores
the puzzle. With several puzzles: previous/next, a difficulty filter and the solved count.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets

from ..drawing.labels import text
from ..engine.actions import Action, Score
from ..engine.game import Game
from ..solver.plan import TurnPlan
from ..solver.puzzles import AnswerCheck, Puzzle, check_answer, hint, load_puzzles
from .board_widget import BoardWidget
from .panel import WIDE
from .snapshot import with_snapshot

__all__ = ["PuzzleWidget"]

ALL_LEVELS = 0  # the difficulty filter's "all"


class PuzzleWidget(widgets.VBox):
    """One puzzle or a set of them (default: the set shipped with the package) on a board."""

    def __init__(
        self,
        puzzles: Puzzle | Sequence[Puzzle] | None = None,
        lang: str = "en",
        **board_options: Any,
    ) -> None:
        if puzzles is None:
            puzzles = load_puzzles()
        self.puzzles = [puzzles] if isinstance(puzzles, Puzzle) else list(puzzles)
        if not self.puzzles:
            raise ValueError("no puzzles to show")
        self.lang = lang
        self.shown = list(self.puzzles)  # the puzzles the difficulty filter lets through
        self.index = 0
        self.solved: set[str] = set()
        self.hints_shown = 0
        self.revealed = False  # the solution was shown: a later Submit no longer counts
        self.last_check: AnswerCheck | None = None
        self.game = Game.from_position(self.puzzle.state)
        self.board = BoardWidget(self.game, lang=lang, **board_options)
        # a puzzle is one turn: no replay, edits or opponents
        self.board.arrange(hide=("seats", "replay", "edit", "chart"))
        # Submit is the one way to finish: the board's own "score" would play the turn on
        self.board.turn_controls.score_button.layout.display = "none"
        self.heading = widgets.HTML()
        self.feedback = widgets.HTML()
        self.feedback.add_class("ssw-puzzle-feedback")
        self.progress = widgets.Label()
        button = widgets.Button
        self.submit_button = button(description=text("submit", lang), button_style="primary")
        self.hint_button = button(description=text("hint", lang), icon="lightbulb-o")
        self.solution_button = button(description=text("solution", lang), icon="eye")
        self.reset_button = button(description=text("try_again", lang), icon="refresh")
        self.prev_button = button(description=text("prev_puzzle", lang))
        self.next_button = button(description=text("next_puzzle", lang))
        levels = sorted({p.difficulty for p in self.puzzles})
        self.difficulty = widgets.Dropdown(
            description=text("difficulty", lang),
            options=[(text("all_levels", lang), ALL_LEVELS)] + [(str(d), d) for d in levels],
            value=ALL_LEVELS,
            style=WIDE,
        )
        guard = self.board.guard
        self.submit_button.on_click(guard(lambda _: self.submit()))
        self.hint_button.on_click(guard(lambda _: self.show_hint()))
        self.solution_button.on_click(guard(lambda _: self.show_solution()))
        self.reset_button.on_click(guard(lambda _: self.reset()))
        self.prev_button.on_click(guard(lambda _: self.go(self.index - 1)))
        self.next_button.on_click(guard(lambda _: self.go(self.index + 1)))
        self.difficulty.observe(guard(lambda c: self.filter(c["new"])), names="value")
        actions = widgets.HBox(
            [self.submit_button, self.hint_button, self.solution_button, self.reset_button]
        )
        navigation = widgets.HBox(
            [self.prev_button, self.next_button, self.difficulty, self.progress]
        )
        navigation.layout.display = "" if len(self.puzzles) > 1 else "none"
        super().__init__([self.heading, navigation, self.board, actions, self.feedback])
        self.add_class("ssw-puzzle")
        self._refresh()

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
        """Judge the turn on the board against the puzzle's best (``check_answer``)."""
        check = check_answer(self.puzzle, self.answer())
        self.last_check = check
        if check.is_best and not self.revealed:
            self.solved.add(self.puzzle.id)
        self._refresh()
        return check

    def show_hint(self) -> str:
        """The next hint (each more detailed than the last; the last gives the solution)."""
        self.hints_shown = min(self.hints_shown + 1, len(self.puzzle.hints))
        if self.hints_shown == len(self.puzzle.hints):
            self.revealed = True
        self._refresh()
        return hint(self.puzzle, self.hints_shown - 1)

    def show_solution(self) -> TurnPlan:
        """Put the best turn on the board: its aid and discs played, not yet scored, so they
        show numbered with arrows; its VP tile is ticked in the turn controls and named in the
        status line."""
        plan = self.puzzle.solution()
        self.revealed = True
        self.last_check = None

        def load() -> str:
            self.game.load_position(self.puzzle.state)
            self.game.apply(*plan.actions()[:-1])  # all but the score
            controls = self.board.turn_controls  # scoring from here plays the plan's VP tile
            controls.use_vp.value = plan.vp is not None
            return text("solution_line", self.lang, plan=plan.describe())

        self.board.run(load)
        self._refresh()
        return plan

    def reset(self) -> None:
        """Try again: the puzzle's position, no verdict (hints and a shown solution stay known)."""
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
        self.reset()

    def filter(self, difficulty: int) -> None:
        """Show only puzzles of ``difficulty`` (``ALL_LEVELS``: every puzzle)."""
        wanted = [p for p in self.puzzles if difficulty in (ALL_LEVELS, p.difficulty)]
        if not wanted:
            raise ValueError(f"no puzzle of difficulty {difficulty}")
        self.shown = wanted
        self.go(0)

    def _refresh(self) -> None:
        lang, puzzle = self.lang, self.puzzle
        head = text(
            "puzzle_head",
            lang,
            i=self.index + 1,
            n=len(self.shown),
            title=puzzle.title,
            d=puzzle.difficulty,
        )
        tick = " ✔" if puzzle.id in self.solved else ""
        self.heading.value = (
            f"<h3 style='margin:4px 0'>{html.escape(head + tick)}</h3>"
            f"<div style='font-size:15px'>{html.escape(puzzle.question)}</div>"
        )
        lines = [
            text("hint_line", lang, i=i + 1, hint=hint(puzzle, i)) for i in range(self.hints_shown)
        ]
        if self.last_check is not None:
            lines.insert(0, self._verdict(self.last_check))
        self.feedback.value = "<br>".join(html.escape(line) for line in lines)
        self.progress.value = text("progress", lang, solved=len(self.solved), n=len(self.puzzles))
        self.prev_button.disabled = self.index == 0
        self.next_button.disabled = self.index == len(self.shown) - 1
        self.hint_button.disabled = self.hints_shown == len(puzzle.hints)

    def _verdict(self, check: AnswerCheck) -> str:
        """The verdict in the widget's language."""
        if not check.legal:
            return text("not_allowed", self.lang, why=check.message.removeprefix("Not allowed: "))
        points, best = check.points or 0, check.best_points
        if check.is_best and self.revealed:
            return text("verdict_best_shown", self.lang, points=points)
        if check.is_best:
            return text("verdict_best", self.lang, points=points)
        return text("verdict_short", self.lang, points=points, best=best, gap=best - points)

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        """The live puzzle plus a static board picture and the question, for saved notebooks."""
        summary = f"{self.puzzle.title}: {self.puzzle.question}"
        return with_snapshot(super()._repr_mimebundle_(**kwargs), self.board, summary)
