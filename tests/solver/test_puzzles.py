"""The shipped puzzles: graded, each with a re-verified unique best answer; answer checking,
hints and the generator."""

from __future__ import annotations

import pytest

from seven_steps_widget.engine.actions import Action, Place
from seven_steps_widget.solver.best import best_turns
from seven_steps_widget.solver.puzzle_maker import generate
from seven_steps_widget.solver.puzzles import Puzzle, check_answer, hint, load_puzzles

from .brute import by_turns

PUZZLES = load_puzzles()


def test_at_least_twenty_puzzles_of_graded_difficulty() -> None:
    assert len(PUZZLES) >= 20
    assert len({p.id for p in PUZZLES}) == len(PUZZLES)
    assert {p.difficulty for p in PUZZLES} == {1, 2, 3, 4, 5}
    assert [p.difficulty for p in PUZZLES] == sorted(p.difficulty for p in PUZZLES)


@pytest.mark.parametrize("puzzle", PUZZLES, ids=[p.id for p in PUZZLES])
def test_the_answer_is_the_unique_best(puzzle: Puzzle) -> None:
    state = puzzle.state
    solution = puzzle.solution()  # the engine replays the answer
    assert solution.total == puzzle.best_points
    ranked = by_turns(state)  # brute force: every aid use, every legal disc sequence
    assert ranked[0] == puzzle.best_points > ranked[1] == puzzle.second_points
    best, second = best_turns(state, k=2)
    assert (best.aid, best.cells, best.total) == (solution.aid, solution.cells, solution.total)
    assert second.total == puzzle.second_points


def test_check_answer_judges_best_worse_and_illegal_turns() -> None:
    puzzle = next(p for p in PUZZLES if len(p.solution().cells) >= 2)
    solution = puzzle.solution()
    assert check_answer(puzzle, puzzle.answer).is_best
    if solution.aid is None:
        assert check_answer(puzzle, list(solution.cells)).is_best
    first_only: list[Action] = [*([solution.aid] if solution.aid else []), Place(solution.cells[0])]
    worse = check_answer(puzzle, first_only)
    assert worse.legal and not worse.is_best
    assert worse.points is not None and worse.points < puzzle.best_points
    assert f"{puzzle.best_points - worse.points} more" in worse.message
    wrong = check_answer(puzzle, [solution.cells[-1], solution.cells[0]])
    assert not wrong.legal and wrong.points is None and "R" in wrong.message


def test_hints_go_from_the_first_disc_to_the_solution() -> None:
    for puzzle in PUZZLES:
        plan = puzzle.solution()
        first = f"on {plan.cells[0][0]},{plan.cells[0][1]}"
        texts = [hint(puzzle, level) for level in range(len(puzzle.hints) + 2)]
        assert str(puzzle.best_points) in texts[0]
        assert any(first in t for t in texts[1:3])
        assert texts[-1].startswith("Solution:") and texts[-1] == texts[-2]


def test_the_generator_makes_unique_puzzles_from_seeded_games() -> None:
    made = generate(seed=11, count=3)
    assert len(made) == 3 and made == generate(seed=11, count=3)
    for puzzle in made:
        best, second = best_turns(puzzle.state, k=2)
        assert best.total == puzzle.best_points > second.total == puzzle.second_points
