"""The puzzle flow in Voila, JupyterLab and Notebook 7 (one run per front end).

A PuzzleWidget with the shipped set: on the first puzzle the learner clicks a legal turn that
is not the best and submits (legal, short of the best by so many points), tries again, looks
at the solution and submits it (best, but a shown solution does not count); on the next
puzzle the learner clicks the best turn (the status line then says "score now": no disc fits)
and submits (best; "1 of N solved", "★ at the first try" in the heading, as the widget says it
in Python). Every text is taken from the word catalogs and every number from the solver, so
the test says what the widget should say, in its words.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from seven_steps_widget.engine.actions import Place
from seven_steps_widget.engine.hexgrid import Cell
from seven_steps_widget.solver.explain import describe_for
from seven_steps_widget.solver.puzzles import Puzzle, check_answer, load_puzzles
from seven_steps_widget.words import t
from seven_steps_widget.words.game import status_text
from tests.browser.board_page import button, off_the_loop
from tests.browser.conftest import AppPage, NotebookWriter
from tests.browser.harness import CanvasPage, Patch

pytestmark = pytest.mark.browser

PUZZLE = ".ssw-puzzle"
CELLS = """\
from seven_steps_widget import PuzzleWidget
from seven_steps_widget.solver.puzzles import load_puzzles
import ipywidgets as widgets

puzzles = PuzzleWidget([p for p in load_puzzles() if p.difficulty >= 2])  # from real games
status = widgets.Label()  # the board's status is drawn in the picture; the test reads this
status.add_class("test-status")
widgets.dlink((puzzles.board, "status"), (status, "value"))
widgets.VBox([puzzles, status])
"""


@dataclass(frozen=True)
class PuzzleView:
    """A puzzle as the page shows it: the best turn's cells, where the canvas draws them."""

    puzzle: Puzzle
    best: list[Cell]  # the best turn's discs in order (no aid, no VP tile)
    centres: dict[Cell, tuple[int, int]]  # canvas buffer pixel of each cell's centre
    #: Half the side of the square around a centre that a placed disc's marker covers whole:
    #: the test watches that square, not one pixel, which may lie on a dark digit (a tower's
    #: height, then the disc's number) both before and after the click.
    half: int


def mid_game() -> list[Puzzle]:
    """The puzzles from real games (a beginner's one may be solved by its first two discs)."""
    return [p for p in load_puzzles() if p.difficulty >= 2]


def puzzle_views() -> list[PuzzleView]:
    """The first two puzzles of the set as the widget draws them (built off the test's event
    loop, see ``off_the_loop``)."""
    from seven_steps_widget import PuzzleWidget
    from seven_steps_widget.drawing.scene import geometry_for

    widget = PuzzleWidget(mid_game())
    views = []
    for index in (0, 1):
        widget.go(index)
        puzzle = widget.puzzle
        actions = puzzle.answer_actions()
        best = [a.cell for a in actions if isinstance(a, Place)]
        assert len(best) == len(actions) - 1, f"{puzzle.id}: only discs and a plain score"
        cells = puzzle.state.board.cells
        centres = {c: tuple(round(v) for v in widget.board.cell_center(c)) for c in cells}
        size = geometry_for(widget.board.game.state, widget.board.view.picture_size()).size
        # the marker's face has radius 0.25 hex sizes: a square of half side 0.15 lies inside
        views.append(PuzzleView(puzzle, best, centres, int(0.15 * size)))
    return views


def middle(view: CanvasPage, puzzle: PuzzleView, cell: Cell) -> Patch:
    """The pixels of the middle of ``cell``, where a disc placed on it is drawn."""
    return view.patch(*puzzle.centres[cell], puzzle.half)


def click_disc(view: CanvasPage, puzzle: PuzzleView, cell: Cell) -> None:
    """Click a cell and wait until its middle is repainted (a disc on it)."""
    before = middle(view, puzzle, cell)
    view.click_buffer(*puzzle.centres[cell])
    view.wait_patch(*puzzle.centres[cell], puzzle.half, differs_from=before)


def test_puzzle_wrong_turn_solution_shown_then_solved(
    app_page: AppPage, front_end: str, tmp_path: Path, write_notebook: NotebookWriter
) -> None:
    from playwright.sync_api import expect

    first, second = off_the_loop(puzzle_views)
    n = len(mid_game())
    wrong = first.best[:2]  # legal (the best turn's first two discs) but not the best
    short = check_answer(first.puzzle, wrong)
    assert short.legal and not short.is_best and short.points is not None
    started = time.monotonic()
    view = app_page(write_notebook(tmp_path / "puzzle" / "puzzle.ipynb", [CELLS]))
    page = view.page
    feedback = page.locator(f"{PUZZLE} .ssw-puzzle-feedback")
    heading = page.locator(f"{PUZZLE} h3")
    progress = page.locator(PUZZLE).get_by_text(t("progress", solved=0, n=n), exact=True)
    head = t("puzzle_head", i=1, n=n, title=first.puzzle.title, d=first.puzzle.difficulty)
    expect(heading).to_have_text(head)
    expect(progress).to_be_visible()

    # a legal turn that is not the best: "legal, x points; the best scores y (z more)"
    untouched = {cell: middle(view, first, cell) for cell in first.best}
    for cell in wrong:
        click_disc(view, first, cell)
    button(page, "submit", within=PUZZLE).click()
    best = first.puzzle.best_points
    expect(feedback).to_have_text(
        t("verdict_short", points=short.points, best=best, gap=best - short.points)
    )

    # Try again: the puzzle's position, no verdict
    button(page, "try_again", within=PUZZLE).click()
    expect(feedback).to_have_text("")
    for cell in wrong:
        view.wait_patch(*first.centres[cell], first.half, equals=untouched[cell])

    # Solution: the best turn is put on the board; submitted, it is best but does not count
    button(page, "solution", within=PUZZLE).click()
    plan = first.puzzle.solution()
    words = describe_for(plan, first.puzzle.state, "en", shown=True)
    expect(page.locator(".test-status")).to_have_text(t("solution_line", plan=words))
    for cell in first.best:
        view.wait_patch(*first.centres[cell], first.half, differs_from=untouched[cell])
    button(page, "submit", within=PUZZLE).click()
    expect(feedback).to_have_text(t("verdict_best_shown", points=best))
    expect(progress).to_be_visible()  # still none solved
    expect(heading).to_have_text(head)  # and no tick

    # the next puzzle, solved by the learner: best, counted
    button(page, "next_puzzle", within=PUZZLE).click()
    head = t("puzzle_head", i=2, n=n, title=second.puzzle.title, d=second.puzzle.difficulty)
    expect(heading).to_have_text(head)
    expect(feedback).to_have_text("")
    for cell in second.best:
        click_disc(view, second, cell)
    after = second.puzzle.state.apply(*map(Place, second.best))
    assert not after.legal_cells()  # the best turn's last disc leaves none to place
    expect(page.locator(".test-status")).to_have_text(status_text(after))  # "score now"
    button(page, "submit", within=PUZZLE).click()
    expect(feedback).to_have_text(t("verdict_best", points=second.puzzle.best_points))
    solved = page.locator(PUZZLE).get_by_text(t("progress", solved=1, n=n), exact=True)
    expect(solved).to_be_visible()
    expect(heading).to_have_text(f"{head} {t('puzzle.star')}")  # right at the first Submit
    view.assert_no_page_errors()
    print(f"{front_end}: puzzle flow in {time.monotonic() - started:.1f} s")
