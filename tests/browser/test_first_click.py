"""The first click on a board partly out of view lands on the cell pressed, and the board's
buttons leave it where it was, in Voila, JupyterLab, Notebook 7 and the classroom server's page
at a laptop's 1280×720; an exported puzzle page's board too (issue 28, docs/browser-notes.md
pitfall 35).

ipycanvas focused the canvas on a press and only then read where the pointer was on it: the
focus scrolled the board into view first, and the disc went on the cell that had come under
the pointer. Here the board's top is put at 330 px, its lower half below the window's edge,
and the first click after the page painted goes on a legal cell in sight; the test never lets
Playwright scroll (no ``locator.click``), so the page alone could move the board.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from seven_steps_widget import Color
from seven_steps_widget.engine.cell_names import cell_names
from seven_steps_widget.engine.hexgrid import cell_text
from seven_steps_widget.export.puzzle_set import FOLDER
from seven_steps_widget.words import Colors, t
from tests.browser.board_page import BOARD, DRAWER, button
from tests.browser.classroom.conftest import wait_pool_ready
from tests.browser.conftest import AppPage, NotebookWriter
from tests.browser.harness import (
    CanvasPage,
    JupyterDirs,
    LabPage,
    buffer_to_css,
    classroom_server,
    open_voila,
    start_with_retries,
)
from tests.browser.test_export_pages import offline_page
from tests.browser.test_export_puzzles import BEST, written
from tests.browser.test_widget_board import FIRST, SETUP, centre, rgb

pytestmark = pytest.mark.browser

#: A laptop's window.
VIEWPORT = {"width": 1280, "height": 720}
#: Where the board's top is put: its lower half lies below the window's edge.
BOARD_TOP = 330

#: The board under a lesson's worth of text, so that the page can scroll it up or down.
SHOW_LOW = """\
text = widgets.HTML("<div style='height: 600px'>A lesson's text above the board.</div>")
board = BoardWidget(game)
info = widgets.Label(value="steps 0")
info.add_class("game-info")
game.observe(lambda g: setattr(info, "value", f"steps {g.position_index}"))
widgets.VBox([text, board, info])
"""

#: Scrolls the nearest scrolling box around an element (Voila's panel, JupyterLab's notebook,
#: the document) so that the element's top is at ``top``; returns its box then.
PUT_AT = """([element, top]) => {
  let box = element.parentElement;
  while (box && !(box.scrollHeight > box.clientHeight
                  && /(auto|scroll)/.test(getComputedStyle(box).overflowY))) {
    box = box.parentElement;
  }
  (box || document.scrollingElement).scrollTop += element.getBoundingClientRect().top - top;
  return element.getBoundingClientRect().toJSON();
}"""

#: The element's box in the window (CSS px).
BOX = "element => element.getBoundingClientRect().toJSON()"


def canvas_box(view: CanvasPage) -> dict[str, Any]:
    """The board canvas's box in the window, without scrolling anything."""
    box: dict[str, Any] = (
        view.page.locator(view.canvas_selector)
        .nth(view.canvas_index)
        .evaluate(
            "c => Object.assign(c.getBoundingClientRect().toJSON(), {bw: c.width, bh: c.height})"
        )
    )
    return box


def put_board_at(view: CanvasPage, top: float) -> dict[str, Any]:
    """Scroll the page (as a pupil would have) so that the canvas's top is at ``top``."""
    canvas = view.page.locator(view.canvas_selector).nth(view.canvas_index)
    for _ in range(10):  # a page still laying itself out may move it again: until it stays
        canvas.evaluate(f"c => ({PUT_AT})([c, {top}])")
        view.page.wait_for_timeout(200)
        box = canvas_box(view)
        if box["top"] == pytest.approx(top, abs=1):
            return box
    raise AssertionError(f"the board's top does not stay at {top} px: {box}")


def cell_on_page(box: dict[str, Any], cell: tuple[int, int]) -> tuple[float, float]:
    """Window coordinates of the centre of ``cell`` on the canvas of ``box``."""
    return buffer_to_css(*centre(cell), box, (int(box["bw"]), int(box["bh"])))


def cell_box(page: Page, key: str) -> dict[str, Any]:
    """The window box of the exported board's cell ``key`` ("q,r")."""
    box: dict[str, Any] = page.locator(f".board svg polygon.cell[data-cell='{key}']").evaluate(BOX)
    return box


def press(page: Page, x: float, y: float) -> None:
    """A click with the mouse where it is aimed: nothing scrolls before it."""
    page.mouse.click(x, y)


def assert_board_stayed(view: CanvasPage, where: dict[str, Any], after: str) -> None:
    """The canvas's box is where it was (to half a pixel)."""
    now = canvas_box(view)
    assert (now["left"], now["top"]) == pytest.approx((where["left"], where["top"]), abs=0.5), (
        f"the board moved after {after}: {where['top']:.1f} -> {now['top']:.1f}"
    )


def press_button(view: CanvasPage, key: str, then: str, where: dict[str, Any]) -> None:
    """Press the board's button labelled ``t(key)`` where it is shown, wait for the game or the
    drawer to show ``then``, and check that the board did not move."""
    page = view.page
    pressed = button(page, key)
    expect(pressed).to_be_enabled()  # the row is up to date: the button is where it stays
    spot = pressed.bounding_box()
    assert spot is not None and spot["y"] + spot["height"] < VIEWPORT["height"], (key, spot)
    press(page, spot["x"] + spot["width"] / 2, spot["y"] + spot["height"] / 2)
    if then == "drawer open":
        expect(page.locator(f"{BOARD} {DRAWER}").first).to_be_visible()
    elif then == "drawer closed":
        expect(page.locator(f"{BOARD} {DRAWER}").first).to_be_hidden()
    else:
        expect(page.locator(".game-info")).to_have_text(then)
    page.wait_for_timeout(300)  # a scroll would come within a frame or two
    assert_board_stayed(view, where, f"pressing {t(key)!r}")


def first_click_and_buttons(view: CanvasPage) -> None:
    """At 1280×720 with the board's lower half below the edge: the first click on FIRST puts
    Arnd's disc there and the board stays; then Undo, Redo, More (open, close) and End placing
    & score leave it where it is; after a press Tab leaves the canvas for the board's keys."""
    page = view.page
    page.set_viewport_size(VIEWPORT)
    where = put_board_at(view, BOARD_TOP)
    assert where["bottom"] > VIEWPORT["height"] + where["height"] / 4, where  # below the edge
    x, y = cell_on_page(where, FIRST)
    assert y < VIEWPORT["height"] - 20, (FIRST, y)  # the pupil sees the cell pressed

    press(page, x, y)  # the page's first click
    expect(page.locator(".game-info")).to_have_text("steps 1")
    view.wait_pixel(*centre(FIRST), differs_from=rgb(Color.TURQUOISE))  # the disc is there
    if isinstance(view, LabPage):
        assert view.kernel_eval("[list(c) for c in game.turn.cells]") == [list(FIRST)]
        assert view.kernel_eval("board.status") == t(
            "placed", name="Arnd", colour="turquoise", level=1
        )
    assert_board_stayed(view, where, "the first click")

    # the buttons are under the board: scroll them into sight, the board's top out of it
    below = put_board_at(view, VIEWPORT["height"] - where["height"] - 80)
    press_button(view, "undo", "steps 0", below)
    press_button(view, "redo", "steps 1", below)
    press_button(view, "more", "drawer open", below)
    press_button(view, "more", "drawer closed", below)
    press_button(view, "score_btn", "steps 2", below)

    # a press leaves the focus on the canvas, where ipycanvas swallows every key: Tab goes on,
    # to the board's keyboard box just after it
    press(page, *cell_on_page(canvas_box(view), FIRST))
    expect(page.locator(view.canvas_selector).nth(view.canvas_index)).to_be_focused()
    page.keyboard.press("Tab")
    expect(page.locator(".ssw-access-focus")).to_be_focused()
    view.assert_no_page_errors()


def test_the_first_click_on_a_board_half_out_of_view_lands_on_the_cell_pressed(
    app_page: AppPage, tmp_path: Path, write_notebook: NotebookWriter
) -> None:
    first_click_and_buttons(
        app_page(write_notebook(tmp_path / "low" / "low.ipynb", [SETUP, SHOW_LOW]))
    )


def test_the_first_click_in_the_classroom_page_lands_on_the_cell_pressed(
    browser_context: BrowserContext, tmp_path: Path, write_notebook: NotebookWriter
) -> None:
    """The classroom server's page (its own template), where the review saw the board move
    79 px under the pupil's click."""
    notebook = write_notebook(tmp_path / "class" / "notebooks" / "low.ipynb", [SETUP, SHOW_LOW])
    dirs = JupyterDirs.create(tmp_path / "class" / "jupyter")
    server = start_with_retries(
        lambda: classroom_server(notebook, dirs, tmp_path / "class" / "classroom.log", 1)
    )
    try:
        wait_pool_ready(server, 1)
        view = CanvasPage(page=browser_context.new_page(), server=server)
        view.watch()
        open_voila(view.page, server, view)
        first_click_and_buttons(view)
    finally:
        server.stop()


def test_an_exported_puzzle_page_takes_the_cell_pressed_without_scrolling(
    chromium_browser: Browser, tmp_path: Path
) -> None:
    """The offline page's board is an SVG that takes the focus on a press (it is the board's
    Tab stop): the press neither scrolls the page nor goes to another cell."""
    puzzle = BEST.puzzles[0]
    few = written(tmp_path, (puzzle,), "en")
    page = offline_page(chromium_browser, [])
    page.set_viewport_size(VIEWPORT)
    page.goto((tmp_path / FOLDER / few.puzzle_page(1, "en")).as_uri())
    page.evaluate("document.body.style.paddingTop = '600px'")  # a long page above the board
    board = page.locator(".board svg")
    where = board.evaluate(f"svg => ({PUT_AT})([svg, {BOARD_TOP}])")
    assert where["bottom"] > VIEWPORT["height"], where
    state = puzzle.state
    spots = {cell: cell_box(page, cell_text(cell)) for cell in state.legal_cells()}
    cell = max(  # the lowest legal cell in sight: the one a focus scroll would move most
        (c for c, b in spots.items() if b["top"] + b["height"] < VIEWPORT["height"]),
        key=lambda c: spots[c]["top"],
    )
    spot = spots[cell]
    placed = t(
        "export.puzzles.disc_here",
        "en",
        name=cell_names(state.board)[cell],
        color=Colors(state.board.color(cell)),
        number=1,
        level=state.legal_cells()[cell],
    )

    press(page, spot["left"] + spot["width"] / 2, spot["top"] + spot["height"] / 2)
    # that cell, placed, not refused (what the next disc may do follows)
    expect(page.locator("#feedback")).to_have_text(re.compile("^" + re.escape(placed)))
    assert page.evaluate("document.activeElement.tagName") == "svg"  # the board has the focus
    assert board.evaluate(BOX)["top"] == pytest.approx(where["top"], abs=0.5)
    assert page.errors == []  # type: ignore[attr-defined]
