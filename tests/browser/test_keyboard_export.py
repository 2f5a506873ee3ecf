"""The exported pages played with the keyboard alone, from file:// with every other request
blocked: no mouse event reaches the page at all (a recorder in the page proves it). A rules
tour's "click where" task is answered on the board with the cursor keys, Enter and a typed cell
name, the board's arrows never turn the page, the cursor's cell and every verdict are said in a
live region, a quiz question is answered with its buttons, and Shift+N goes on to the next
step and says its narration; a beginner puzzle is played to a score, a wrong turn first, with
the board's keys, Shift+S to submit and Shift+U to undo. In English and German, with a
screenshot of the tour at 1280×800."""

from __future__ import annotations

import re
from collections import deque
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from seven_steps_widget.engine.board import Board
from seven_steps_widget.engine.cell_names import CURSOR_KEYS, cell_name, cursor_start, cursor_step
from seven_steps_widget.engine.hexgrid import Cell
from seven_steps_widget.export.lesson_page import lesson_page
from seven_steps_widget.export.puzzle_set import FOLDER, PuzzleSet, shipped_sets, write_set
from seven_steps_widget.lessons import rules_quiz, rules_tour
from seven_steps_widget.lessons.tasks import CellTask, ChoiceTask
from seven_steps_widget.solver.puzzles import check_answer
from seven_steps_widget.words import t
from seven_steps_widget.words.board_words import describe_cell, read_position

from .test_export_pages import offline_page

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/coord/shots")

#: Records every mouse or pointer event the browser itself sends (a key's click on a button is
#: not one: it comes without a mousedown).
NO_MOUSE = """
window.__mouse = [];
for (const type of ['mousedown', 'mouseup', 'mousemove', 'pointerdown', 'pointerup',
                    'pointermove', 'wheel', 'contextmenu']) {
  document.addEventListener(type, e => { if (e.isTrusted) window.__mouse.push(type); }, true);
}
"""


def keyboard_page(browser: Browser, fetched: list[str]) -> Page:
    """An offline page (see ``offline_page``) that records any mouse event."""
    page = offline_page(browser, fetched)
    page.add_init_script(NO_MOUSE)
    return page


def keys_to(board: Board, start: Cell, goal: Cell) -> list[str]:
    """The fewest cursor keys from ``start`` to ``goal`` (the engine's ``cursor_step``)."""
    came: dict[Cell, tuple[Cell, str] | None] = {start: None}
    todo = deque([start])
    while todo:
        cell = todo.popleft()
        for key in CURSOR_KEYS:
            to = cursor_step(board, cell, key)
            if to not in came:
                came[to] = (cell, key)
                todo.append(to)
    path: list[str] = []
    cell = goal
    while (step := came[cell]) is not None:
        cell, key = step
        path.append(key)
    return path[::-1]


def tab_to(page: Page, selector: str, limit: int = 30) -> None:
    """Press Tab until the focused element matches ``selector``."""
    for _ in range(limit):
        if page.evaluate("s => document.activeElement.matches(s)", selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def said(page: Page) -> str:
    """What the focused board's live region says now (without the repeat marker)."""
    text: str = page.evaluate(
        "() => document.activeElement.closest('.keys-board').querySelector('.keys-said')"
        ".textContent"
    )
    return text.replace("\u00a0", "").strip()


def no_mouse(page: Page) -> None:
    assert page.evaluate("window.__mouse") == []


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_rules_tour_click_task_with_the_keys_alone(
    chromium_browser: Browser, tmp_path: Path, lang: str
) -> None:
    tour = rules_tour()
    index = next(i for i, step in enumerate(tour) if isinstance(step.task, CellTask))
    step, task = tour[index], tour[index].task
    assert isinstance(task, CellTask)
    board, state = step.state.board, step.state
    path = tmp_path / "tour.html"
    path.write_text(lesson_page(tour, lang), "utf-8")
    fetched: list[str] = []
    page = keyboard_page(chromium_browser, fetched)
    page.goto(path.as_uri())
    for _ in range(index):  # the page's own arrows step through the tour
        page.keyboard.press("ArrowRight")
    visible = page.locator("section.step:not([hidden])")
    expect(visible).to_have_attribute("data-index", str(index))
    narration = page.locator("#narration")
    expect(narration).to_contain_text(step.narration(lang)[0])
    expect(narration).to_contain_text(task.prompt(lang))

    tab_to(page, "section.step:not([hidden]) .keys-board svg")
    svg = visible.locator(".keys-board svg")
    expect(svg).to_have_attribute("role", "application")
    expect(svg).to_have_attribute("aria-label", t("access.board_name", lang))
    expect(visible.locator(".keys-board .cursor.inner")).to_be_visible()

    start = cursor_start(board)  # where the page's cursor starts (tests/test_export_keys.py)
    wrong = next(c for c in board.cells if c not in task.cells and c != start)
    assert cursor_step(board, cursor_step(board, start, "ArrowRight"), "ArrowLeft") == start
    for key in ["ArrowRight", "ArrowLeft", *keys_to(board, start, wrong)]:
        page.keyboard.press(key)
    expect(visible).to_have_attribute("data-index", str(index))  # the board kept its arrows
    assert said(page) == describe_cell(state, wrong, lang, legality=False)
    page.keyboard.press("Enter")
    feedback = visible.locator(".feedback")
    expect(feedback).to_have_class("feedback wrong")
    expect(feedback).to_have_text(task.check(state, wrong, lang).text)
    expect(feedback).to_have_attribute("aria-live", "polite")

    right = sorted(task.cells)[0]
    name = cell_name(board, right)
    page.keyboard.type(name)
    expect(visible.locator(".keys-typed")).to_have_text(t("access.typed", lang, text=name))
    page.keyboard.press("Enter")
    expect(feedback).to_have_class("feedback right")
    expect(feedback).to_have_text(task.check(state, right, lang).text)
    assert said(page) == describe_cell(state, right, lang, legality=False)
    page.keyboard.type("z99")
    page.keyboard.press("Enter")  # a name the board lacks: said, nothing answered
    expect(visible.locator(".keys-said")).to_contain_text("z99")
    expect(feedback).to_have_class("feedback right")
    page.keyboard.press("Shift+P")
    assert said(page) == " ".join(read_position(state, lang))

    SHOTS.mkdir(parents=True, exist_ok=True)
    page.keyboard.press("Shift+C")
    visible.locator(".keys-help").scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / f"B-tour-keyboard-{lang}.png"))

    page.keyboard.press("Shift+N")  # on to the next step, its narration said
    expect(visible).to_have_attribute("data-index", str(index + 1))
    expect(narration).to_contain_text(tour[index + 1].narration(lang)[0])
    no_mouse(page)
    assert fetched == [] and page.errors == []  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_quiz_question_with_the_keys_alone(
    chromium_browser: Browser, tmp_path: Path, lang: str
) -> None:
    quiz = rules_quiz()
    index = next(i for i, step in enumerate(quiz) if isinstance(step.task, ChoiceTask))
    task = quiz[index].task
    assert isinstance(task, ChoiceTask)
    path = tmp_path / "quiz.html"
    path.write_text(lesson_page(quiz, lang), "utf-8")
    fetched: list[str] = []
    page = keyboard_page(chromium_browser, fetched)
    page.goto(path.as_uri())
    for _ in range(index):
        page.keyboard.press("ArrowRight")
    visible = page.locator("section.step:not([hidden])")
    expect(visible).to_have_attribute("data-index", str(index))
    wrong = next(i for i in range(len(task.options)) if i != task.answer)
    buttons = "section.step:not([hidden]) .choices button"
    tab_to(page, f"{buttons}:nth-child({wrong + 1})")
    page.keyboard.press("Enter")
    feedback = visible.locator(".feedback")
    expect(feedback).to_have_class("feedback wrong")
    expect(feedback).to_have_text(task.check(wrong, lang).text)
    for _ in range(len(task.options)):  # the buttons are in the Tab order, forward and back
        if page.evaluate(
            "s => document.activeElement.matches(s)", f"{buttons}:nth-child({task.answer + 1})"
        ):
            break
        page.keyboard.press("Shift+Tab" if task.answer < wrong else "Tab")
    page.keyboard.press("Space")
    expect(feedback).to_have_class("feedback right")
    expect(feedback).to_have_text(task.check(task.answer, lang).text)
    no_mouse(page)
    assert fetched == [] and page.errors == []  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_beginner_puzzle_played_to_a_score_with_the_keys_alone(
    chromium_browser: Browser, tmp_path: Path, lang: str
) -> None:
    best = next(s for s in shipped_sets() if s.name == "best")
    puzzle = best.puzzles[0]
    assert puzzle.difficulty == 1 and puzzle.answer[-1] == "score"
    one = PuzzleSet("one", best.title, (puzzle,))
    write_set(one, tmp_path, (lang,))
    fetched: list[str] = []
    page = keyboard_page(chromium_browser, fetched)
    page.goto((tmp_path / FOLDER / one.puzzle_page(1, lang)).as_uri())
    state, board = puzzle.state, puzzle.state.board
    answer = list(puzzle.solution().cells)
    assert len(answer) >= 2
    feedback, mark = page.locator("#feedback"), page.locator("#mark")
    tab_to(page, ".keys-board svg")
    # the first disc of the answer, with arrows
    for key in keys_to(board, cursor_start(board), answer[0]):
        page.keyboard.press(key)
    assert said(page) == describe_cell(state, answer[0], lang, legality=False)
    page.keyboard.press("Enter")
    expect(page.locator("#undo")).to_be_enabled()
    page.keyboard.press("Shift+S")  # a wrong turn: that disc alone
    wrong = check_answer(puzzle, [puzzle.answer[0], "score"], lang)
    assert not wrong.right
    expect(feedback).to_have_text(wrong.message)
    expect(feedback).to_have_class(re.compile("wrong"))
    page.keyboard.press("Shift+U")  # taken back
    expect(page.locator("#undo")).to_be_disabled()
    for cell in answer:  # the best turn, each disc by its typed name
        page.keyboard.type(cell_name(board, cell))
        page.keyboard.press("Enter")
    page.keyboard.press("Shift+S")
    expect(feedback).to_have_text(check_answer(puzzle, puzzle.answer, lang).message)
    expect(feedback).to_have_class(re.compile("right"))
    expect(mark).to_have_text(t("puzzle.solved", lang))
    no_mouse(page)
    assert fetched == [] and page.errors == []  # type: ignore[attr-defined]
