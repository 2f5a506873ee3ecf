"""WCAG 2.2 AA checked by axe-core (bundled with axe-playwright-python: nothing fetched) in real
Chromium: no violation on every exported page in every language (every step shown at once, and
a lesson page again after a wrong and a right answer; the puzzle pages of the placement and
tiles sets and the first three of the best-turn set, with each set's list and printable sheet),
on a Voila lesson page as the classroom serves it, and on the board's output in a JupyterLab
notebook."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from seven_steps_widget.export import export
from seven_steps_widget.export.puzzle_set import PuzzleSet, shipped_sets
from seven_steps_widget.notebooks import shipped_notebook
from seven_steps_widget.words import LANGS

from ..lessons.test_storyboard import task_lesson
from .conftest import LabPageFactory, VoilaPageFactory
from .test_export_pages import lesson_in_page, offline_page

pytestmark = pytest.mark.browser

#: WCAG 2.0, 2.1 and 2.2 at levels A and AA.
WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
#: axe's best practices for landmarks and headings (not WCAG criteria, but how a screen reader
#: user finds the way): all content in landmarks, one main, one h1, no empty heading.
LANDMARKS = ["region", "landmark-one-main", "page-has-heading-one", "empty-heading"]


def violations(page: Page, context: Any = None, landmarks: bool = True) -> list[str]:
    """axe's violations on the page (or within ``context``): a line for each, with the first
    few elements, so a failure says what to fix."""
    from axe_playwright_python.sync_playwright import Axe

    options: dict[str, Any] = {
        "runOnly": {"type": "tag", "values": WCAG_AA},
        "rules": {rule: {"enabled": True} for rule in LANDMARKS} if landmarks else {},
    }
    results = Axe().run(page, context=context, options=options).response["violations"]
    return [
        f"{v['id']} ({v['impact']}): {v['help']} -- "
        + " | ".join(node["html"][:160] for node in v["nodes"][:3])
        for v in results
    ]


@pytest.mark.parametrize("lang", LANGS)
def test_every_exported_page_has_no_violation(
    chromium_browser: Browser, tmp_path: Path, lang: str
) -> None:
    sets = [  # every kind of puzzle page (aid button, VP box), not all thirty best turns
        s if s.name != "best" else PuzzleSet(s.name, s.title, s.puzzles[:3]) for s in shipped_sets()
    ]
    written = export(tmp_path, langs=(lang,), puzzles=sets)
    pages = [path for path in written if path.suffix == ".html"]
    assert len(pages) >= 6 + sum(len(s.puzzles) for s in sets)
    fetched: list[str] = []
    page = offline_page(chromium_browser, fetched)
    found = {}
    for path in pages:
        page.goto(path.as_uri())
        expect(page.locator("html")).to_have_attribute("lang", lang)
        # every step at once: axe checks only what is shown
        page.evaluate("document.querySelectorAll('section.step').forEach(s => s.hidden = false)")
        found[str(path.relative_to(tmp_path))] = violations(page)
    assert {name: v for name, v in found.items() if v} == {}
    assert fetched == [] and page.errors == []  # type: ignore[attr-defined]


def test_a_lesson_page_after_answers_and_with_the_board_focused_has_no_violation(
    chromium_browser: Browser, tmp_path: Path
) -> None:
    page, fetched = lesson_in_page(chromium_browser, tmp_path, task_lesson(), "de")
    board = page.locator("section.step:not([hidden]) .keys-board svg")
    board.focus()
    page.keyboard.press("Enter")  # the cursor's cell: a verdict, right or wrong
    expect(page.locator("section.step:not([hidden]) .feedback")).not_to_be_empty()
    page.keyboard.press("ArrowRight")
    assert violations(page) == []
    page.keyboard.press("Shift+N")  # the choice question, answered
    page.locator("section.step:not([hidden]) .choices button").first.focus()
    page.keyboard.press("Enter")
    assert violations(page) == []
    assert fetched == [] and page.errors == []  # type: ignore[attr-defined]


def test_a_voila_lesson_page_has_no_violation(voila_page: VoilaPageFactory) -> None:
    view = voila_page(shipped_notebook("01_rules_tour.ipynb"))
    view.page.wait_for_timeout(500)  # the walkthrough's buttons and texts after the canvas
    found = violations(view.page)
    assert found == [], "\n".join(found)
    view.assert_no_page_errors()


def test_the_board_in_a_jupyterlab_notebook_has_no_violation(lab_page: LabPageFactory) -> None:
    view = lab_page(shipped_notebook("05_play.ipynb"))
    # JupyterLab's own chrome (menus, side bar, cell toolbars) is not ours to fix: axe looks
    # only at what the notebook's cells put out, the board among it; landmarks are the page's
    outputs = view.page.locator(".jp-NotebookPanel .jp-OutputArea-output")
    expect(outputs.locator("canvas").first).to_be_visible()
    found = violations(view.page, {"include": [[".jp-OutputArea-output"]]}, landmarks=False)
    assert found == [], "\n".join(found)
    view.assert_no_page_errors()
