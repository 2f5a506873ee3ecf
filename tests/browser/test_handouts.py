"""The handouts a teacher prints, printed by real Chromium to A4 PDF from file:// with every
other request blocked, their pages counted: the pupils' rules sheet on one page and the
teacher's on at most two, in every language; a puzzle sheet of six puzzles on three pages, two
puzzles a page, then the answers on a page of their own."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from seven_steps_widget.export import SHEETS, export, file_name
from seven_steps_widget.export.puzzle_sheet import puzzle_sheet
from seven_steps_widget.words import LANGS

from ..test_puzzle_sheet import SIX
from .test_export_pages import offline_page

pytestmark = pytest.mark.browser


def printed_pages(page: Page) -> int:
    """How many A4 pages Chromium prints the open page on (its PDF's page objects)."""
    pdf = page.pdf(format="A4", print_background=True)
    return len(re.findall(rb"/Type\s*/Page[^s]", pdf))


@pytest.mark.parametrize("lang", LANGS)
def test_the_pupils_rules_sheet_prints_on_one_a4_page_and_the_teachers_on_two(
    chromium_browser: Browser, tmp_path: Path, lang: str
) -> None:
    export(tmp_path, langs=(lang,))
    fetched: list[str] = []
    page = offline_page(chromium_browser, fetched)
    pupils, teachers = SHEETS
    page.goto((tmp_path / file_name(pupils, lang)).as_uri())
    expect(page.locator("html")).to_have_attribute("lang", lang)
    expect(page.locator("figure.case")).to_have_count(4)
    assert printed_pages(page) == 1
    page.goto((tmp_path / file_name(teachers, lang)).as_uri())
    expect(page.locator("figure.case")).to_have_count(4)
    assert 1 <= printed_pages(page) <= 2
    assert fetched == [] and page.errors == []  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", LANGS)
def test_a_sheet_of_six_puzzles_prints_on_three_pages_then_the_answers(
    chromium_browser: Browser, tmp_path: Path, lang: str
) -> None:
    path = tmp_path / "sheet.html"
    path.write_text(puzzle_sheet("Class 4b", SIX, lang), "utf-8")
    fetched: list[str] = []
    page = offline_page(chromium_browser, fetched)
    page.goto(path.as_uri())
    expect(page.locator("section.puzzle svg")).to_have_count(6)
    assert printed_pages(page) == 4  # the puzzles on three, the answers on the fourth
    page.locator("section.answers").evaluate("answers => answers.remove()")  # left out
    assert printed_pages(page) == 3
    assert fetched == [] and page.errors == []  # type: ignore[attr-defined]
