"""Puzzle mode with the shipped puzzles: every answer built on the board is judged best, a
weaker turn is told its point gap, hints come one at a time, the solution is put on the board
as the turn in progress with numbered arrows, and the set can be filtered and stepped through."""

from __future__ import annotations

import pytest

from seven_steps_widget.engine.actions import Place, Score, UseAid
from seven_steps_widget.solver import Puzzle, load_puzzles
from seven_steps_widget.widget.puzzle_widget import PuzzleWidget

from .conftest import connect

PUZZLES = load_puzzles()


def by_id(puzzle_id: str) -> Puzzle:
    return next(p for p in PUZZLES if p.id == puzzle_id)


def build_answer(widget: PuzzleWidget) -> None:
    """Play the puzzle's answer the way a user does: aid tile, clicks, the VP tile's box."""
    for action in widget.puzzle.answer_actions():
        if isinstance(action, UseAid):
            widget.game.apply(action)
        elif isinstance(action, Place):
            widget.board.click(action.cell)
        elif isinstance(action, Score) and action.vp is not None:
            widget.board.turn_controls.use_vp.value = True


@pytest.mark.parametrize("puzzle", PUZZLES, ids=[p.id for p in PUZZLES])
def test_every_shipped_answer_built_on_the_board_is_best(puzzle: Puzzle) -> None:
    widget = PuzzleWidget(puzzle)
    build_answer(widget)
    check = widget.submit()
    assert check.is_best and check.points == puzzle.best_points
    assert widget.feedback.value.startswith(f"Best! {puzzle.best_points} points")
    assert widget.solved == {puzzle.id}


def test_aid_played_with_the_buttons_and_submit_is_the_one_way_to_finish() -> None:
    puzzle = by_id("s7-9")  # aid A1 0,2 1,2, then seven discs
    widget = PuzzleWidget(puzzle)
    connect(widget.board)
    tc = widget.board.turn_controls
    tc.aid_button.click()
    widget.board.click((0, 2))
    widget.board.click((1, 2))
    tc.aid_apply.click()
    for action in puzzle.answer_actions()[1:-1]:
        assert isinstance(action, Place)
        widget.board.click(action.cell)
    # the board's "End placing & score" would play the turn on (score, bonus buttons): hidden
    assert tc.score_box.layout.display == "" and tc.score_button.layout.display == "none"
    before = widget.game.state.scores
    assert widget.submit().is_best
    assert widget.game.state.scores == before and tc.bonus_box.layout.display == "none"
    assert widget.feedback.value.startswith("Best!")


def test_weaker_turn_is_told_the_point_gap_and_an_empty_turn_is_refused() -> None:
    puzzle = by_id("s7-102")  # best: 4,-2 (1) -> 3,-2 (2) -> 3,-3 (2) = 5
    widget = PuzzleWidget(puzzle)
    check = widget.submit()
    assert not check.legal
    assert widget.feedback.value.startswith("Not allowed: R9")
    widget.board.click((4, -2))
    widget.board.click((3, -2))
    check = widget.submit()
    assert check.legal and not check.is_best and check.points == 3
    assert widget.feedback.value == "Legal, 3 points; the best turn scores 5 (2 more)."
    assert widget.solved == set() and widget.progress.value == "0 of 1 solved"


def test_hints_grow_and_the_solution_is_drawn_as_the_turn_in_progress() -> None:
    puzzle = by_id("s7-10")  # three discs and V2 on green
    widget = PuzzleWidget(puzzle)
    connect(widget.board)
    shown = [widget.show_hint() for _ in puzzle.hints]
    assert shown == list(puzzle.hints)
    assert widget.feedback.value.count("Hint ") == len(puzzle.hints)
    assert widget.hint_button.disabled and widget.revealed
    plan = widget.show_solution()
    assert widget.game.turn.cells == plan.cells == puzzle.solution().cells
    assert widget.game.turn.levels == plan.levels
    scene = widget.board.scene()
    assert len(scene.having("arrow")) >= len(plan.cells) - 1
    assert widget.board.status == f"Solution: {plan.describe()}"
    assert "V2 +4" in plan.describe()
    widget.submit()  # the solution is best, but seen: it does not count as solved
    assert widget.last_check is not None and widget.last_check.is_best
    assert widget.solved == set()
    assert "does not count as solved" in widget.feedback.value
    widget.reset()
    assert widget.game.state == puzzle.state and widget.feedback.value.count("Hint ") == 4
    assert not widget.board.turn_controls.use_vp.value


def test_set_navigation_difficulty_filter_and_progress() -> None:
    widget = PuzzleWidget()
    assert len(widget.puzzles) == len(PUZZLES) == 25
    assert widget.progress.value == "0 of 25 solved" and widget.prev_button.disabled
    assert "Puzzle 1 of 25" in widget.heading.value
    build_answer(widget)
    widget.submit()
    widget.next_button.click()
    assert widget.index == 1 and widget.game.state == PUZZLES[1].state
    assert widget.progress.value == "1 of 25 solved" and widget.feedback.value == ""
    widget.difficulty.value = 5
    assert {p.difficulty for p in widget.shown} == {5} and widget.index == 0
    assert "Puzzle 1 of 5" in widget.heading.value and "difficulty 5/5" in widget.heading.value
    widget.go(99)
    assert widget.index == 4 and widget.next_button.disabled
    assert widget.game.state == widget.shown[4].state
    assert widget.puzzle.question in widget.heading.value


def test_german_labels() -> None:
    widget = PuzzleWidget(by_id("s7-102"), lang="de")
    assert widget.submit_button.description == "Abgeben"
    widget.board.click((4, -2))
    widget.submit()
    assert widget.feedback.value == "Erlaubt, 1 Punkt; der beste Zug bringt 5 (4 mehr)."
    assert "Schwierigkeit 1/5" in widget.heading.value
