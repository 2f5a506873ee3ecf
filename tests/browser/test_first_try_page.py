"""★ at the first try on an exported puzzle page in real Chromium, offline: a right first
Submit earns it (a click the engine refused before it does not spend it); after a hint or a
Try again a right Submit earns only ✔, and after the solution (the last hint) nothing. The
teacher's report: ★ was given after two hints, refused clicks and a Try again."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from seven_steps_widget.engine.hexgrid import cell_text
from seven_steps_widget.export.puzzle_set import FOLDER
from seven_steps_widget.solver.puzzles import check_answer
from seven_steps_widget.words import t

from .test_export_pages import offline_page
from .test_export_puzzles import BEST, cell, written

pytestmark = pytest.mark.browser

PUZZLE = BEST.puzzles[0]
LANG = "en"
ANSWER = [cell_text(c) for c in PUZZLE.solution().cells]
REFUSED = next(c for c in PUZZLE.state.board.cells if c not in PUZZLE.state.legal_cells())


def press(page: Page, key: str) -> None:
    page.get_by_role("button", name=t(key, LANG), exact=True).click()


def nothing(page: Page) -> None:
    """No help: only a click the engine refuses, told in red, the board unchanged."""
    cell(page, cell_text(REFUSED))
    expect(page.locator("#feedback")).to_have_class(re.compile("wrong"))


def one_hint(page: Page) -> None:
    press(page, "hint")


def try_again(page: Page) -> None:
    cell(page, ANSWER[0])
    press(page, "try_again")


def solution(page: Page) -> None:
    """Every hint: the last gives the whole turn."""
    for _ in PUZZLE.hints:
        press(page, "hint")
    expect(page.locator("#hint")).to_be_disabled()


@pytest.mark.parametrize(
    ("before", "mark"),
    [
        (nothing, t("puzzle.star", LANG)),
        (one_hint, t("puzzle.solved", LANG)),
        (try_again, t("puzzle.solved", LANG)),
        (solution, ""),
    ],
    ids=["first-try", "hint", "try-again", "solution"],
)
def test_only_a_right_first_submit_with_no_help_earns_the_star(
    chromium_browser: Browser, tmp_path: Path, before: Callable[[Page], None], mark: str
) -> None:
    few = written(tmp_path, (PUZZLE,), LANG)
    fetched: list[str] = []
    page = offline_page(chromium_browser, fetched)
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto((tmp_path / FOLDER / few.puzzle_page(1, LANG)).as_uri())
    before(page)
    for key in ANSWER:
        cell(page, key)
    press(page, "submit")
    right = check_answer(PUZZLE, PUZZLE.answer, LANG)
    assert right.right
    feedback = page.locator("#feedback")
    expect(feedback).to_have_class(re.compile("right"))
    if mark:
        expect(feedback).to_have_text(right.message)
    else:  # seen in the hints: right, but it does not count
        expect(feedback).to_have_text(t("verdict_best_shown", LANG, points=right.points))
    expect(page.locator("#mark")).to_have_text(mark)
    assert ("★" in page.locator("h1").inner_text()) == (before is nothing)
    page.screenshot(path=str(tmp_path / f"first-try-{before.__name__}.png"))
    assert fetched == [] and page.errors == []  # type: ignore[attr-defined]
