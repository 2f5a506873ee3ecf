"""The exported lesson pages in real Chromium from file://, with every request blocked, in
every language of the catalogs: they step with the buttons and the arrow keys, check a task's
answers in the page, count a right first answer with a ★ and a retried one only with ✔, end a
quiz with its score and what to look at again, and lead to the same lesson in another
language. The rules sheets are printed in test_handouts.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, Route, expect

from seven_steps_widget.export import export, file_name
from seven_steps_widget.export.lesson_page import lesson_page
from seven_steps_widget.export.page import own_name
from seven_steps_widget.lessons import Lesson, rules_quiz, rules_tour
from seven_steps_widget.lessons.tasks import CellTask, ChoiceTask
from seven_steps_widget.words import LANGS, t

from ..lessons.test_storyboard import task_lesson

pytestmark = pytest.mark.browser


def offline_page(browser: Browser, fetched: list[str]) -> Page:
    """A page at 1280×800 where every request but the file itself is recorded and aborted."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.set_default_timeout(20_000)

    def route(r: Route) -> None:
        if r.request.url.startswith("file://") and r.request.resource_type == "document":
            r.continue_()
        else:
            fetched.append(r.request.url)
            r.abort()

    context.route("**/*", route)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors  # type: ignore[attr-defined]
    return page


def lesson_in_page(
    browser: Browser, tmp_path: Path, lesson: Lesson, lang: str
) -> tuple[Page, list[str]]:
    """``lesson`` exported in ``lang`` and opened offline; the requests the page tried."""
    path = tmp_path / "lesson.html"
    path.write_text(lesson_page(lesson, lang), "utf-8")
    fetched: list[str] = []
    page = offline_page(browser, fetched)
    page.goto(path.as_uri())
    return page, fetched


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_pages_step_offline(chromium_browser: Browser, tmp_path: Path, lang: str) -> None:
    export(tmp_path, langs=(lang,))
    fetched: list[str] = []
    page = offline_page(chromium_browser, fetched)
    page.goto((tmp_path / file_name("rules-tour", lang)).as_uri())
    expect(page.locator("html")).to_have_attribute("lang", lang)
    visible = page.locator("section.step:not([hidden])")
    expect(visible).to_have_count(1)
    expect(visible.locator(".counter")).to_have_text(
        t("lesson_step", lang, i=1, n=page.locator("section.step").count())
    )
    page.get_by_role("button", name=t("lesson_next", lang)).click()
    expect(visible).to_have_attribute("data-index", "1")
    page.keyboard.press("ArrowRight")
    expect(visible).to_have_attribute("data-index", "2")
    page.keyboard.press("ArrowLeft")
    expect(visible).to_have_attribute("data-index", "1")
    board = visible.locator(".board svg")
    box = board.bounding_box()
    assert box is not None and box["x"] + box["width"] <= 1280  # fits the width
    assert fetched == [] and page.errors == []  # type: ignore[attr-defined]


def test_a_task_is_checked_in_the_page_wrong_then_right(
    chromium_browser: Browser, tmp_path: Path
) -> None:
    lesson = task_lesson()
    page, fetched = lesson_in_page(chromium_browser, tmp_path, lesson, "de")
    step = page.locator("section.step:not([hidden])")
    cell_task = lesson[0].task
    wrong = next(c for c in lesson[0].state.board.cells if c not in cell_task.cells)  # type: ignore[union-attr]
    right = next(iter(cell_task.cells))  # type: ignore[union-attr]
    step.locator(f"polygon.cell[data-cell='{wrong[0]},{wrong[1]}']").click(force=True)
    feedback = step.locator(".feedback")
    expect(feedback).to_have_class("feedback wrong")
    expect(feedback).to_have_text(cell_task.check(lesson[0].state, wrong, "de").text)  # type: ignore[union-attr]
    step.locator(f"polygon.cell[data-cell='{right[0]},{right[1]}']").click(force=True)
    expect(feedback).to_have_class("feedback right")
    expect(page.locator("#progress")).to_have_text(t("task_progress", "de", done=1, n=2))
    page.locator("#next").click()  # the arrow keys now walk the board, which has the focus
    step.get_by_role("button", name="eins").click()
    expect(step.locator(".feedback")).to_have_class("feedback wrong")
    step.get_by_role("button", name="zwei").click()
    expect(step.locator(".feedback")).to_have_text("✔ Richtig! Zwei Ebenen.")
    expect(page.locator("#progress")).to_have_text(t("task_progress", "de", done=2, n=2))
    assert fetched == [] and page.errors == []  # type: ignore[attr-defined]


def _answer(page: Page, lesson: Lesson, index: int, right: bool) -> None:
    """Answer the task of step ``index`` (on show) in the page: rightly or not."""
    step, task = page.locator("section.step:not([hidden])"), lesson[index].task
    if isinstance(task, CellTask):
        cells = lesson[index].state.board.cells
        cell = next(iter(task.cells)) if right else next(c for c in cells if c not in task.cells)
        step.locator(f"polygon.cell[data-cell='{cell[0]},{cell[1]}']").click(force=True)
    else:
        assert isinstance(task, ChoiceTask)
        choice = (
            task.answer if right else next(i for i in range(len(task.options)) if i != task.answer)
        )
        step.locator(".choices button").nth(choice).click()
    expect(step.locator(".feedback")).to_have_class("feedback " + ("right" if right else "wrong"))


def test_a_star_counts_a_right_first_answer_not_a_retried_one_and_the_quiz_ends_with_a_score(
    chromium_browser: Browser, tmp_path: Path
) -> None:
    quiz, tour = rules_quiz(), rules_tour()
    page, fetched = lesson_in_page(chromium_browser, tmp_path, quiz, "en")
    n = len(quiz.tasks)
    stars, progress = page.locator("#stars"), page.locator("#progress")
    expect(stars).to_have_text(" · " + t("task_first_try", "en", n=0))
    first, *others = quiz.tasks
    assert first == 0
    _answer(page, quiz, first, right=False)  # wrong, then right: ✔ but no ★
    _answer(page, quiz, first, right=True)
    expect(progress).to_have_text(t("task_progress", "en", done=1, n=n))
    expect(stars).to_have_text(" · " + t("task_first_try", "en", n=0))
    _answer(page, quiz, first, right=False)  # solved already: nothing changes
    expect(stars).to_have_text(" · " + t("task_first_try", "en", n=0))
    end = page.locator("#quiz-end")
    for done, index in enumerate(others, start=2):
        page.locator("#next").click()  # a clicked board keeps the focus and its arrow keys
        expect(page.locator("section.step:not([hidden])")).to_have_attribute(
            "data-index", str(index)
        )
        expect(end).to_be_hidden()
        _answer(page, quiz, index, right=True)  # right at once: ✔ and ★
        expect(progress).to_have_text(t("task_progress", "en", done=done, n=n))
        expect(stars).to_have_text(" · " + t("task_first_try", "en", n=done - 1))
    page.locator("#back").click()  # the count is kept while the page is open
    expect(stars).to_have_text(" · " + t("task_first_try", "en", n=n - 1))
    expect(end).to_be_visible()
    expect(end).to_contain_text(t("quiz_end.score", "en", stars=n - 1, n=n))
    taught = tour.find("R7")[0]  # the missed question asked where a first disc may go
    expect(end).to_contain_text(f"“{tour[taught].title('en')}” (step {taught + 1})")
    expect(end).to_contain_text(t("rules_tour.title", "en"))
    assert fetched == [] and page.errors == []  # type: ignore[attr-defined]


def test_a_lesson_page_leads_to_the_lesson_in_every_other_language(
    chromium_browser: Browser, tmp_path: Path
) -> None:
    export(tmp_path)
    fetched: list[str] = []
    page = offline_page(chromium_browser, fetched)
    for lang in LANGS:
        for other in LANGS:
            if other == lang:
                continue
            page.goto((tmp_path / file_name("rules-tour", lang)).as_uri())
            page.locator(f"a[hreflang='{other}']").click()
            expect(page.locator("html")).to_have_attribute("lang", other)
            expect(page.locator("a[hreflang]")).to_have_count(len(LANGS) - 1)
            expect(page.locator(f"a[hreflang='{lang}']")).to_have_text(own_name(lang))
    assert fetched == [] and page.errors == []  # type: ignore[attr-defined]


def test_the_board_stays_put_when_a_verdict_or_the_quiz_end_appears(
    chromium_browser: Browser, tmp_path: Path
) -> None:
    """A learner aiming at a cell must not have the board moved under the pointer: the verdict
    and the quiz's end note appear below the board, not above it."""
    quiz = rules_quiz()
    page, fetched = lesson_in_page(chromium_browser, tmp_path, quiz, "de")
    end = page.locator("#quiz-end")
    *before, last = quiz.tasks
    for index in before:
        if index:
            page.locator("#next").click()
        _answer(page, quiz, index, right=True)
    page.locator("#next").click()
    step = page.locator("section.step:not([hidden])")
    expect(step).to_have_attribute("data-index", str(last))
    board = step.locator(".board svg")
    where = board.bounding_box()
    assert where is not None
    _answer(page, quiz, last, right=False)
    expect(step.locator(".feedback")).not_to_be_empty()
    assert board.bounding_box() == where
    _answer(page, quiz, last, right=True)
    expect(end).to_be_visible()
    assert board.bounding_box() == where
    assert fetched == [] and page.errors == []  # type: ignore[attr-defined]
