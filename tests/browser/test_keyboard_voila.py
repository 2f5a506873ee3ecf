"""The widget played with the keyboard alone in Voila (the classroom's server): no mouse event
reaches the page at all (a recorder in the page proves it). Tab reaches the board (and leaves
it again: the canvas is out of the tab order), a rules tour's "click where" task is answered
with a typed cell name and with the cursor keys and Enter, a quiz question with its buttons,
a beginner puzzle is solved and submitted, and a whole turn is placed and scored; what happens
is said in the board's live region. The classroom's own server passes the keys as well."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from seven_steps_widget import Game
from seven_steps_widget.engine import Place, Score, cell_name
from seven_steps_widget.lessons import rules_tour
from seven_steps_widget.lessons.tasks import CellTask, ChoiceTask
from seven_steps_widget.solver.puzzles import check_answer, load_puzzles
from seven_steps_widget.words import t
from tests.browser.classroom.conftest import wait_pool_ready
from tests.browser.conftest import NotebookWriter, VoilaPageFactory
from tests.browser.harness import (
    CanvasPage,
    JupyterDirs,
    classroom_server,
    open_voila,
    start_with_retries,
)

from .test_keyboard_export import NO_MOUSE, keys_to, tab_to

pytestmark = pytest.mark.browser

#: The board's focus box (the one Tab stop of a board) and its live region.
BOARD = ".ssw-access-focus"
SAID = ".ssw-access-said"


def open_keyboard_page(
    voila_page: VoilaPageFactory,
    browser_context: BrowserContext,
    write_notebook: NotebookWriter,
    tmp_path: Path,
    source: str,
) -> Page:
    """Serve ``source`` (a notebook of one cell) with Voila, recording mouse events."""
    browser_context.add_init_script(NO_MOUSE)
    notebook = write_notebook(tmp_path / "keys" / "keys.ipynb", [source])
    return voila_page(notebook).page


def onto_board(page: Page) -> None:
    """Tab to the board; it has the focus, the canvas has none to take."""
    tab_to(page, BOARD, limit=60)
    assert page.evaluate("document.querySelector('canvas').tabIndex") == -1


def type_cell(page: Page, name: str) -> None:
    page.keyboard.type(name)
    page.keyboard.press("Enter")


def said(page: Page) -> str:
    return page.locator(SAID).inner_text()


def no_mouse(page: Page) -> None:
    assert page.evaluate("window.__mouse") == []


def test_a_rules_tour_task_and_a_quiz_question_with_the_keys_alone(
    voila_page: VoilaPageFactory,
    browser_context: BrowserContext,
    write_notebook: NotebookWriter,
    tmp_path: Path,
) -> None:
    tour = rules_tour()
    index = next(i for i, step in enumerate(tour) if isinstance(step.task, CellTask))
    choice = next(i for i, s in enumerate(tour) if i > index and isinstance(s.task, ChoiceTask))
    step, task = tour[index], tour[index].task
    assert isinstance(task, CellTask)
    board = step.state.board
    page = open_keyboard_page(
        voila_page,
        browser_context,
        write_notebook,
        tmp_path,
        "from seven_steps_widget import Walkthrough\n"
        "from seven_steps_widget.lessons import rules_tour\n"
        f"walk = Walkthrough(rules_tour())\nwalk.show({index})\nwalk",
    )
    onto_board(page)
    expect(page.locator(".ssw-access-help")).to_have_text(t("access.help", "en"))
    feedback = page.locator(".ssw-task-feedback")
    wrong = next(c for c in board.cells if c not in task.cells)
    type_cell(page, cell_name(board, wrong))
    wrong_text = task.check(step.state, wrong, "en").text
    expect(feedback).to_contain_text(wrong_text)
    expect(page.locator(SAID)).to_contain_text(wrong_text)
    right = sorted(task.cells)[0]
    for key in keys_to(board, wrong, right):  # the cursor is on the typed cell: walk on
        page.keyboard.press(key)
    expect(page.locator(".ssw-access-cell")).to_contain_text(cell_name(board, right) + ", ")
    page.keyboard.press("Enter")
    expect(feedback).to_contain_text("✔")
    expect(page.locator(SAID)).to_contain_text(task.check(step.state, right, "en").text)

    for shown in range(index + 1, choice + 1):  # Shift+N: the next step, its narration said
        page.keyboard.press("Shift+N")
        expect(page.locator(f"{SAID} p").first).to_have_text(tour[shown].narration("en")[0])
    question = tour[choice].task
    assert isinstance(question, ChoiceTask)
    answer = question.options[question.answer]("en")
    page.keyboard.press("Shift+Tab")  # back from the board to the lesson's buttons
    for _ in range(40):
        if page.evaluate("document.activeElement.innerText.trim()") == answer:
            break
        page.keyboard.press("Shift+Tab")
    page.keyboard.press("Enter")
    expect(feedback).to_contain_text("✔")
    no_mouse(page)


def test_a_beginner_puzzle_with_the_keys_alone(
    voila_page: VoilaPageFactory,
    browser_context: BrowserContext,
    write_notebook: NotebookWriter,
    tmp_path: Path,
) -> None:
    puzzle = load_puzzles("placement")[0]
    assert puzzle.difficulty == 1
    board = puzzle.state.board
    page = open_keyboard_page(
        voila_page,
        browser_context,
        write_notebook,
        tmp_path,
        "from seven_steps_widget import PuzzleWidget\nPuzzleWidget('placement')",
    )
    onto_board(page)
    for cell in puzzle.solution().cells:
        type_cell(page, cell_name(board, cell))
        expect(page.locator(SAID)).to_contain_text(f" on {cell_name(board, cell)}, level ")
    page.keyboard.press("Shift+S")  # Submit
    cells = puzzle.solution().cells
    verdict = check_answer(puzzle, [*(Place(c) for c in cells), Score()], "en")
    assert verdict.right
    expect(page.locator(".ssw-puzzle-feedback")).to_contain_text(verdict.message)
    expect(page.locator(SAID)).to_have_text(verdict.message)
    no_mouse(page)


def test_a_whole_turn_with_a_score_and_tab_leaves_the_board(
    voila_page: VoilaPageFactory,
    browser_context: BrowserContext,
    write_notebook: NotebookWriter,
    tmp_path: Path,
) -> None:
    state = Game(("Ann", "Ben"), seed=1).state
    first = next(c for c in state.legal_cells() if state.apply(Place(c)).legal_cells())
    second = next(iter(state.apply(Place(first)).legal_cells()))
    board = state.board
    page = open_keyboard_page(
        voila_page,
        browser_context,
        write_notebook,
        tmp_path,
        "from seven_steps_widget import BoardWidget, Game\n"
        "BoardWidget(Game(('Ann', 'Ben'), seed=1))",
    )
    onto_board(page)
    focus = page.locator(BOARD)
    expect(focus).to_have_attribute("aria-label", "Board, 7 Steps")
    type_cell(page, "q1")  # no such cell: said, nothing placed
    expect(page.locator(SAID)).to_have_text("There is no cell q1: columns a to h, rows 1 to 9.")
    type_cell(page, cell_name(board, first))
    expect(page.locator(SAID)).to_contain_text("Ann places ")
    for key in keys_to(board, first, second):
        page.keyboard.press(key)
    page.keyboard.press("Space")
    expect(page.locator(SAID)).to_contain_text(f" on {cell_name(board, second)}, level ")
    page.keyboard.press("Shift+S")
    expect(page.locator(SAID)).to_contain_text("Ann scores ")
    page.keyboard.press("Tab")  # the board lets Tab go on (no keyboard trap)
    assert not page.evaluate(f"document.activeElement.matches('{BOARD}, canvas')")
    no_mouse(page)


def test_the_keys_play_in_the_classroom_server(
    browser_context: BrowserContext, write_notebook: NotebookWriter, tmp_path: Path
) -> None:
    """The classroom's own server (kernels bound to the browser, page messages guarded) lets
    the board's keys through and its announcements back."""
    browser_context.add_init_script(NO_MOUSE)
    notebook = write_notebook(
        tmp_path / "class" / "notebooks" / "lesson.ipynb",
        [
            "from seven_steps_widget import BoardWidget, Game\n"
            "BoardWidget(Game(('Ann', 'Ben'), seed=1))"
        ],
    )
    dirs = JupyterDirs.create(tmp_path / "class" / "jupyter")
    log = tmp_path / "class" / "classroom.log"
    server = start_with_retries(lambda: classroom_server(notebook, dirs, log, 1))
    try:
        wait_pool_ready(server, 1)
        view = CanvasPage(page=browser_context.new_page(), server=server)
        view.watch()
        open_voila(view.page, server, view)
        page = view.page
        onto_board(page)
        type_cell(page, "e5")
        expect(page.locator(SAID)).to_contain_text("Ann places turquoise on e5, level 1.")
        page.keyboard.press("Shift+P")
        expect(page.locator(f"{SAID} p").nth(1)).to_have_text(
            "Towers on turquoise cells: level 1 on e5"
        )
        no_mouse(page)
        view.assert_no_page_errors()
    finally:
        server.stop()
