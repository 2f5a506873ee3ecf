"""What a pupil who cannot see the board hears on an exported lesson page, keys alone, read
from the live region and Chromium's accessibility tree: a focused board describes the cursor's
cell (its drawn letters are hidden from the reading); a crossed-out cell is read as crossed
out; a typed cell name is echoed and Shift+C reads it without answering the task; a key with
no cell that way says the edge, a jump over the ring's hole says it reached no neighbour; on
the last step the focus stays on Next; the step's text is said once; axe stays clean."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from seven_steps_widget.engine.cell_names import (
    CURSOR_KEYS,
    cell_by_name,
    cell_name,
    cursor_start,
    cursor_step,
)
from seven_steps_widget.export.lesson_page import lesson_page
from seven_steps_widget.lessons import rules_tour
from seven_steps_widget.lessons.tasks import CellTask
from seven_steps_widget.words import t
from seven_steps_widget.words.board_words import describe_cell

from .test_a11y_tree import Tree
from .test_axe import violations
from .test_keyboard_export import keyboard_page, keys_to, no_mouse, said, tab_to

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/coord/shots")
BOARD = "section.step:not([hidden]) .keys-board svg"


def tour_page(browser: Browser, tmp_path: Path, step: int) -> Page:
    """The English rules tour from file://, opened at ``step`` (counted from 0)."""
    path = tmp_path / "tour.html"
    path.write_text(lesson_page(rules_tour(), "en"), "utf-8")
    fetched: list[str] = []
    page = keyboard_page(browser, fetched)
    page.goto(f"{path.as_uri()}#{step + 1}")
    expect(page.locator("section.step:not([hidden])")).to_have_attribute("data-index", str(step))
    return page


def test_a_crossed_out_cell_is_read_and_a_typed_name_looked_at_without_answering(
    chromium_browser: Browser, tmp_path: Path
) -> None:
    tour = rules_tour()
    index = next(i for i, s in enumerate(tour) if s.forbidden and isinstance(s.task, CellTask))
    step = tour[index]
    state, board = step.state, step.state.board
    page = tour_page(chromium_browser, tmp_path, index)

    def reading(cell: tuple[int, int]) -> str:
        return describe_cell(
            state, cell, "en", legality=False, ringed=step.highlight, crossed=step.forbidden
        )

    tab_to(page, BOARD)
    tree = Tree(page)
    focused = tree.focused()  # the board, named, described by the cursor's cell
    assert Tree.value(focused, "name") == t("access.board_name", "en")
    assert Tree.value(focused, "description") == reading(cursor_start(board))
    assert not Tree.value(focused, "description").startswith("Keys")
    board_text = tree.text(focused)  # the drawn letters are out of the reading
    letters = [line for line in board_text.split("\n") if len(line.strip()) == 1]
    assert not letters and "This turn" not in board_text, board_text

    crossed = step.forbidden[0]
    name = cell_name(board, crossed)
    page.keyboard.type(name)
    assert said(page) == t("access.typed", "en", text=name)  # the letters are echoed
    page.keyboard.press("Shift+C")
    assert said(page) == reading(crossed)
    assert t("access.crossed", "en") in said(page)
    visible = page.locator("section.step:not([hidden])")
    expect(visible.locator(".feedback")).to_have_text("")  # looked at, not answered
    assert Tree.value(Tree(page).focused(), "description") == reading(crossed)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "access-crossed-out.png"))

    edge, key = next(
        (c, k) for c in board.cells for k in CURSOR_KEYS if cursor_step(board, c, k) == c
    )
    for move in keys_to(board, crossed, edge):
        page.keyboard.press(move)
    assert said(page).endswith(reading(edge))
    page.keyboard.press(key)
    assert said(page) == t("access.edge", "en")
    page.keyboard.press(key)  # said again: the live text changes so it is read again
    assert said(page) == t("access.edge", "en")
    page.keyboard.press("Shift+C")
    assert said(page) == reading(edge)
    expect(visible.locator(".feedback")).to_have_text("")
    assert violations(page) == []
    no_mouse(page)


def test_a_jump_over_the_rings_hole_is_said(chromium_browser: Browser, tmp_path: Path) -> None:
    tour = rules_tour()
    index = next(i for i, s in enumerate(tour) if s.state.board.name == "ring")
    state, board = tour[index].state, tour[index].state.board
    page = tour_page(chromium_browser, tmp_path, index)
    tab_to(page, BOARD)
    f6, c6 = cell_by_name(board, "f6"), cell_by_name(board, "c6")
    assert f6 is not None and c6 is not None
    page.keyboard.type("f6")
    page.keyboard.press("Shift+C")
    page.keyboard.press("ArrowLeft")
    cell = describe_cell(state, c6, "en", legality=False)
    assert said(page) == t("access.gap", "en", cell=cell)
    page.keyboard.press("ArrowRight")
    assert said(page) == t("access.gap", "en", cell=describe_cell(state, f6, "en", False))
    no_mouse(page)


def test_the_focus_stays_on_next_after_the_last_step(
    chromium_browser: Browser, tmp_path: Path
) -> None:
    tour = rules_tour()
    last = len(tour) - 1
    page = tour_page(chromium_browser, tmp_path, last - 1)
    tab_to(page, "#next")
    page.keyboard.press("Enter")
    expect(page.locator("section.step:not([hidden])")).to_have_attribute("data-index", str(last))
    assert page.evaluate("document.activeElement.id") == "next"
    expect(page.locator("#next")).to_have_attribute("aria-disabled", "true")
    focused = Tree(page).focused()
    assert Tree.value(focused, "name") == t("lesson_next", "en")
    assert Tree.prop(focused, "disabled") is True  # said as dimmed
    page.keyboard.press("Enter")  # nothing further: still the last step, focus kept
    expect(page.locator("section.step:not([hidden])")).to_have_attribute("data-index", str(last))
    assert page.evaluate("document.activeElement.id") == "next"
    narration = page.locator("#narration")
    expect(narration).to_contain_text(tour[last].narration("en")[0])
    expect(narration).to_have_text("", timeout=8000)  # said once, then out of the reading
    page.screenshot(path=str(SHOTS / "access-last-step.png"))
    assert violations(page) == []
    no_mouse(page)
