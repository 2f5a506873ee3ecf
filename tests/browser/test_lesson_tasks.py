"""A lesson's tasks in a real browser (Voila), in every language: a wrong click on the board is
explained and crossed out, a right one confirmed and counted; a wrong answer button gets a hint,
the right one a tick. French is served as a French class is (``voila.sh --lang fr``): the
notebook names no language."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from seven_steps_widget import BoardWidget, Game
from seven_steps_widget.engine.actions import Place
from seven_steps_widget.engine.errors import IllegalMove
from seven_steps_widget.engine.hexgrid import Cell
from seven_steps_widget.lessons import rules_quiz, rules_tour
from seven_steps_widget.lessons.lesson import Lesson
from seven_steps_widget.lessons.tasks import CellTask, ChoiceTask
from seven_steps_widget.words import LANGS, t
from tests.browser.conftest import NotebookWriter, VoilaPageFactory

pytestmark = pytest.mark.browser


def first_tasks(lesson: Lesson) -> tuple[int, int]:
    """The first "click where" step and the first question after it."""
    cell = next(i for i, s in enumerate(lesson) if isinstance(s.task, CellTask))
    choice = next(i for i, s in enumerate(lesson) if i > cell and isinstance(s.task, ChoiceTask))
    return cell, choice


def refused_cell(lesson: Lesson, index: int) -> Cell:
    """A cell the engine refuses for the step's next disc."""
    state = lesson[index].state
    for cell in state.board.cells:
        try:
            state.apply(Place(cell))
        except IllegalMove:
            return cell
    raise AssertionError("every cell is allowed")


def centre(lesson: Lesson, index: int, cell: Cell) -> tuple[float, float]:
    return BoardWidget(Game.from_position(lesson[index].state)).cell_center(cell)


@pytest.mark.parametrize("lang", LANGS)
def test_voila_lesson_task_wrong_then_right(
    voila_page: VoilaPageFactory, write_notebook: NotebookWriter, tmp_path: Path, lang: str
) -> None:
    lesson = rules_tour()
    cell_step, choice_step = first_tasks(lesson)
    if lang != "en":  # the page below would pass in English too otherwise
        assert t("lesson_next", lang) != t("lesson_next", "en")
    by_class = lang == "fr"  # the class's language, not the notebook's
    source = (
        "from seven_steps_widget import Walkthrough\n"
        "from seven_steps_widget.lessons import rules_tour\n"
        f"walk = Walkthrough(rules_tour(){'' if by_class else f', lang={lang!r}'})\n"
        f"walk.show({cell_step})\n"
        "walk"
    )
    notebook = write_notebook(tmp_path / "lesson" / "lesson.ipynb", [source])
    view = voila_page(notebook, class_lang=lang if by_class else None)
    page = view.page
    feedback = page.locator(".ssw-task-feedback")
    wrong = refused_cell(lesson, cell_step)
    x, y = (round(v) for v in centre(lesson, cell_step, wrong))
    before = view.pixel(x, y)
    view.click_buffer(x, y)
    view.wait_pixel(x, y, differs_from=before)  # the red cross is painted on the board
    task = lesson[cell_step].task
    assert isinstance(task, CellTask)
    said = task.check(lesson[cell_step].state, wrong, lang).text
    expect(feedback).to_contain_text(said)
    right = sorted(task.cells)[0]
    view.click_buffer(*centre(lesson, cell_step, right))
    expect(feedback).to_contain_text("✔")
    progress = t("task_progress", lang, done=1, n=len(lesson.tasks))
    expect(page.get_by_text(progress)).to_be_visible()
    for _ in range(choice_step - cell_step):
        page.get_by_role("button", name=t("lesson_next", lang)).click()
    question = lesson[choice_step].task
    assert isinstance(question, ChoiceTask)
    wrong_option = next(i for i in range(len(question.options)) if i != question.answer)
    choices = page.locator(".ssw-task button")
    choices.nth(wrong_option).click()
    expect(feedback).to_contain_text(question.hint(lang))
    choices.nth(question.answer).click()
    expect(feedback).to_contain_text("✔")
    progress = t("task_progress", lang, done=2, n=len(lesson.tasks))
    expect(page.get_by_text(progress)).to_be_visible()
    view.assert_no_page_errors()


def test_voila_a_star_counts_a_right_first_answer_not_a_retried_one(
    voila_page: VoilaPageFactory, write_notebook: NotebookWriter, tmp_path: Path
) -> None:
    """✔ counts every solved task, ★ only one answered right at the first try (issue 22)."""
    quiz = rules_quiz()
    first, second = [i for i, s in enumerate(quiz) if isinstance(s.task, ChoiceTask)][:2]
    source = (
        "from seven_steps_widget import Walkthrough\n"
        "from seven_steps_widget.lessons import rules_quiz\n"
        "walk = Walkthrough(rules_quiz(), lang='en')\n"
        f"walk.show({first})\n"
        "walk"
    )
    notebook = write_notebook(tmp_path / "quiz" / "quiz.ipynb", [source])
    view = voila_page(notebook)
    page = view.page
    n = len(quiz.tasks)
    feedback, choices = page.locator(".ssw-task-feedback"), page.locator(".ssw-task button")

    def counted(done: int, stars: int) -> None:
        expect(page.get_by_text(t("task_progress", "en", done=done, n=n))).to_be_visible()
        expect(page.get_by_text(t("task_first_try", "en", n=stars))).to_be_visible()

    counted(0, 0)
    question = quiz[first].task
    assert isinstance(question, ChoiceTask)
    wrong = next(i for i in range(len(question.options)) if i != question.answer)
    choices.nth(wrong).click()  # wrong, then right: ✔ but no ★
    expect(feedback).to_contain_text(question.hint("en"))
    choices.nth(question.answer).click()
    expect(feedback).to_contain_text("✔")
    counted(1, 0)
    for _ in range(second - first):
        page.get_by_role("button", name=t("lesson_next", "en")).click()
    question = quiz[second].task
    assert isinstance(question, ChoiceTask)
    expect(page.get_by_text(question.prompt("en")).first).to_be_visible()
    choices.nth(question.answer).click()  # right at once: ✔ and ★
    expect(feedback).to_contain_text("✔")
    counted(2, 1)
    view.assert_no_page_errors()
