"""★ at the first try, in the widgets: a puzzle earns it only for a right first Submit with
no hint, no Solution and no Try again before it (a refused click does not spend it); a lesson
task only for a right first answer with no moves tried on the board before it."""

from __future__ import annotations

import html
from collections.abc import Callable

import pytest

from seven_steps_widget.lessons.rules_quiz import rules_quiz
from seven_steps_widget.lessons.tasks import ChoiceTask
from seven_steps_widget.solver import Puzzle, load_puzzles
from seven_steps_widget.widget.puzzle_widget import PuzzleWidget
from seven_steps_widget.widget.walkthrough import Walkthrough
from seven_steps_widget.words import t

PUZZLE = next(p for p in load_puzzles() if p.id == "s7-102")  # best: 4,-2  3,-2  3,-3
ANSWER = [(4, -2), (3, -2), (3, -3)]


def solve(widget: PuzzleWidget) -> None:
    """Build the right turn from the puzzle's position and Submit it."""
    widget.reset()
    for cell in ANSWER:
        widget.board.click(cell)
    assert widget.submit().right


def heading(widget: PuzzleWidget) -> str:
    return html.unescape(widget.heading.value)


def test_a_right_first_submit_earns_the_star() -> None:
    widget = PuzzleWidget(PUZZLE)
    widget.board.click((0, 0))  # refused by the engine: the board did not change
    assert widget.board.view.message_is_error and widget.game.turn.cells == ()
    solve(widget)
    assert widget.starred == widget.solved == {PUZZLE.id}
    assert heading(widget).count(t("puzzle.star", "en")) == 1
    assert t("puzzle.solved", "en") not in heading(widget)


@pytest.mark.parametrize(
    "helped",
    [PuzzleWidget.show_hint, PuzzleWidget.try_again, PuzzleWidget.submit],
    ids=["hint", "try-again", "wrong-submit"],
)
def test_after_a_hint_a_try_again_or_a_wrong_submit_a_right_one_is_only_ticked(
    helped: Callable[[PuzzleWidget], object],
) -> None:
    widget = PuzzleWidget(PUZZLE, lang="de")
    widget.board.click(ANSWER[0])
    helped(widget)  # a Submit of one disc is wrong: 1 point, not the best
    solve(widget)
    assert widget.solved == {PUZZLE.id} and widget.starred == set()
    assert t("puzzle.solved", "de") in heading(widget) and "★" not in heading(widget)


def test_the_try_again_button_spends_the_first_try() -> None:
    widget = PuzzleWidget(PUZZLE)
    widget.reset_button.click()
    solve(widget)
    assert widget.starred == set() and widget.solved == {PUZZLE.id}


def test_after_the_solution_a_right_submit_earns_nothing_even_on_a_later_visit() -> None:
    widget = PuzzleWidget([PUZZLE, *load_puzzles()[:1]])
    widget.show_solution()
    assert widget.submit().right
    assert widget.solved == widget.starred == set() and "★" not in heading(widget)
    widget.go(1)
    widget.go(0)  # back: a fresh board, but the solution was seen
    solve(widget)
    assert widget.solved == {PUZZLE.id} and widget.starred == set()


def test_a_star_once_earned_stays() -> None:
    widget = PuzzleWidget(PUZZLE)
    solve(widget)
    widget.show_hint()
    widget.try_again()
    widget.submit()  # an empty turn: refused
    assert widget.starred == {PUZZLE.id}


def first_choice_task(walk: Walkthrough) -> int:
    return next(i for i in walk.lesson.tasks if isinstance(walk.lesson[i].task, ChoiceTask))


def test_a_lesson_task_after_moves_tried_on_the_board_is_only_ticked() -> None:
    walk = Walkthrough(rules_quiz())
    index = first_choice_task(walk)
    walk.show(index)
    walk.try_button.click()  # try it out: the board would answer the question
    walk.try_button.click()  # back to the lesson
    task = walk.step.task
    assert isinstance(task, ChoiceTask)
    walk.answer_choice(task.answer)
    assert walk.solved == {index} and walk.first_try == set()
    assert walk.counter.value.endswith(t("task_first_try", "en", n=0))


def test_puzzle_used_is_the_one_these_tests_expect() -> None:
    assert isinstance(PUZZLE, Puzzle) and PUZZLE.solution().cells == tuple(ANSWER)
