"""The teacher's say over a puzzle's aids: ``solutions=False`` hides the Solution button and a
click on it (a page may click a hidden button) changes nothing; ``hints=N`` gives N hints at
most, ``hints=0`` none and no Hint button; without them the widget follows the class's rule
from the environment (what ``python -m seven_steps_widget.classroom --no-solutions --hints N``
sets for every kernel)."""

from __future__ import annotations

import html

import pytest

from seven_steps_widget.solver import load_puzzles
from seven_steps_widget.widget.puzzle_aids import HINTS_VARIABLE, SOLUTIONS_VARIABLE
from seven_steps_widget.widget.puzzle_widget import PuzzleWidget
from seven_steps_widget.words import t

#: A shipped puzzle with at least three hints (so that a limit of 1 or 2 leaves some out).
PUZZLE = next(p for p in load_puzzles() if len(p.hints) >= 3)


@pytest.fixture(autouse=True)
def no_class_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test starts without the classroom's variables."""
    monkeypatch.delenv(SOLUTIONS_VARIABLE, raising=False)
    monkeypatch.delenv(HINTS_VARIABLE, raising=False)


def test_by_default_every_hint_and_the_solution_are_offered() -> None:
    widget = PuzzleWidget(PUZZLE)
    assert widget.solution_button.layout.display != "none"
    assert widget.hint_button.layout.display != "none"
    for _ in PUZZLE.hints:
        widget.hint_button.click()
    assert widget.hints_shown == len(PUZZLE.hints) and widget.hint_button.disabled
    assert t("hint.no_more", "en") not in widget.feedback.value  # the puzzle's own last hint


def test_no_solutions_hides_the_button_and_a_click_on_it_shows_nothing() -> None:
    widget = PuzzleWidget(PUZZLE, solutions=False)
    assert widget.solution_button.layout.display == "none"
    before = list(widget.game.actions)
    widget.solution_button.click()
    assert not widget.revealed and list(widget.game.actions) == before
    with pytest.raises(PermissionError):
        widget.show_solution()


@pytest.mark.parametrize("limit", [1, 2])
def test_a_hint_limit_stops_the_hints_there(limit: int) -> None:
    widget = PuzzleWidget(PUZZLE, hints=limit)
    for _ in range(limit + 2):
        widget.hint_button.click()
    assert widget.hints_shown == limit
    assert widget.hint_button.disabled and not widget.revealed
    lines = widget.feedback.value.split("<br>")
    assert len(lines) == limit + 1  # one line per hint shown, then the class's limit
    assert lines[-1] == html.escape(t("hint.no_more", "en"))


def test_no_hints_hides_the_hint_button() -> None:
    widget = PuzzleWidget(PUZZLE, hints=0)
    assert widget.hint_button.layout.display == "none"
    assert widget.show_hint() == "" and widget.hints_shown == 0
    with pytest.raises(ValueError):
        PuzzleWidget(PUZZLE, hints=-1)


def test_the_class_rule_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SOLUTIONS_VARIABLE, "0")
    monkeypatch.setenv(HINTS_VARIABLE, "1")
    widget = PuzzleWidget(PUZZLE)
    assert not widget.solutions and widget.max_hints == 1
    assert widget.solution_button.layout.display == "none"
    mine = PuzzleWidget(PUZZLE, solutions=True, hints=3)  # the widget's own options win
    assert mine.solutions and mine.max_hints == 3
