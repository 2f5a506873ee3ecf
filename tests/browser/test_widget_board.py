"""BoardWidget in a real browser: Voila and JupyterLab serve a notebook with a board, the test
clicks the canvas at a cell's pixel, and checks the kernel's game and the painted pixels."""

from __future__ import annotations

from pathlib import Path

import pytest

from seven_steps_widget import BoardWidget, Color, Game
from seven_steps_widget.drawing.palette import FILL
from seven_steps_widget.engine.hexgrid import Cell
from seven_steps_widget.words import t
from seven_steps_widget.words.game import status_text
from tests.browser.board_page import button, open_more
from tests.browser.conftest import LabPageFactory, NotebookWriter, VoilaPageFactory
from tests.browser.harness import RGBA, CanvasPage, LabPage, colour_close

pytestmark = pytest.mark.browser

SETUP = """\
from seven_steps_widget import Game, BoardWidget
import ipywidgets as widgets

game = Game(("Arnd", "Bärbel"), seed=11)
game.edit(heights={(2, 0): 1, (3, 0): 1, (-1, 3): 3, (0, 0): 2}, hands={"Arnd": "TTYYBPR"},
          current="Arnd")
"""
SHOW = """\
board = BoardWidget(game)
info = widgets.Label(value="history 0")
info.add_class("game-info")
game.observe(lambda g: setattr(info, "value", f"history {len(g.history)}"))
status = widgets.Label()  # the status is drawn in the picture; the page test reads this copy
status.add_class("test-status")
widgets.dlink((board, "status"), (status, "value"))
widgets.VBox([board, info, status])
"""

FIRST: Cell = (1, 0)  # turquoise, empty: Arnd's legal first disc
FAR: Cell = (-1, 3)  # beige tower far away: not adjacent after FIRST (R8)
UNTOUCHED: Cell = (1, -4)  # black, empty all along: its face comes from the backdrop canvas


def local_game() -> Game:
    """The notebook's game, rebuilt here to know where its cells are drawn."""
    namespace: dict[str, object] = {}
    exec(SETUP, namespace)  # noqa: S102 -- the same lines the notebook runs
    game = namespace["game"]
    assert isinstance(game, Game)
    return game


def rgb(color: Color) -> RGBA:
    """The canvas pixel of an uncovered cell of ``color``."""
    fill = FILL[color]
    r, g, b = (int(fill[i : i + 2], 16) for i in (1, 3, 5))
    return (r, g, b, 255)


def centre(cell: Cell) -> tuple[int, int]:
    """Canvas buffer pixel at the centre of ``cell``, from the widget's own geometry."""
    x, y = BoardWidget(local_game()).cell_center(cell)
    return round(x), round(y)


@pytest.fixture
def board_notebook(tmp_path: Path, write_notebook: NotebookWriter) -> Path:
    """A notebook showing a BoardWidget and a label that mirrors the game's history length."""
    return write_notebook(tmp_path / "board" / "board.ipynb", [SETUP, SHOW])


def click_cell(view: CanvasPage, cell: Cell) -> None:
    view.click_buffer(*centre(cell))


def save_notebook(view: LabPage) -> None:
    """Save the notebook in JupyterLab, so that a reload finds the widget's output again."""
    view.page.evaluate(
        """async ([path, ms]) => {
             const panel = window.__harness.panel(path);
             await window.__harness.race(panel.context.save(), ms, 'save');
           }""",
        [view.notebook_path, 30_000],
    )


def test_voila_click_places_illegal_click_refused_reload_repaints(
    voila_page: VoilaPageFactory, board_notebook: Path
) -> None:
    from playwright.sync_api import expect

    view = voila_page(board_notebook)
    status = view.page.locator(".test-status")
    info = view.page.locator(".game-info")
    turquoise = rgb(Color.TURQUOISE)
    assert colour_close(view.pixel(*centre(FIRST)), turquoise)
    expect(status).to_have_text(status_text(local_game().state))

    click_cell(view, FIRST)
    expect(info).to_have_text("history 1")
    expect(status).to_have_text(t("placed", name="Arnd", colour="turquoise", level=1))
    view.wait_pixel(*centre(FIRST), differs_from=turquoise)  # the numbered disc is painted

    far_before = view.pixel(*centre(FAR))
    first_after = view.pixel(*centre(FIRST))
    click_cell(view, FAR)
    not_allowed = t("not_allowed", why=t("refusal.not_adjacent"))
    expect(status).to_have_text(not_allowed)
    view.page.wait_for_timeout(300)  # let the repaint of the status line land
    expect(info).to_have_text("history 1")
    assert view.pixel(*centre(FAR)) == far_before
    assert view.pixel(*centre(FIRST)) == first_after

    view.click_buffer(4, 4)  # off the board: nothing happens
    view.page.wait_for_timeout(300)
    expect(info).to_have_text("history 1")
    expect(status).to_have_text(not_allowed)

    view.reload()  # Voila runs the notebook again: a fresh game, painted, not blank
    assert colour_close(view.pixel(*centre(FIRST)), turquoise)
    expect(info).to_have_text("history 0")
    view.assert_no_page_errors()


def test_voila_replay_animation_paints_from_the_event_loop(
    voila_page: VoilaPageFactory, board_notebook: Path
) -> None:
    """Play steps through the history from an asyncio task on the kernel's event loop (no
    thread); every step reaches the page."""
    from playwright.sync_api import expect

    view = voila_page(board_notebook)
    info = view.page.locator(".game-info")
    for cell in (FIRST, (2, 0), (3, 0)):
        click_cell(view, cell)
        view.page.wait_for_timeout(150)
    expect(info).to_have_text("history 3")
    yellow_tower = view.pixel(*centre((3, 0)))
    open_more(view.page)  # the replay buttons are in the "More" drawer
    button(view.page, "start").click()
    view.wait_pixel(*centre(FIRST), equals=rgb(Color.TURQUOISE))
    button(view.page, "play").click()
    view.wait_pixel(*centre((3, 0)), equals=yellow_tower, tolerance=0, timeout=20)
    view.wait_pixel(*centre(FIRST), differs_from=rgb(Color.TURQUOISE))
    expect(view.page.locator(".ssw-board .widget-readout")).to_have_text("3")
    view.assert_no_page_errors()


def test_lab_click_changes_kernel_game_and_reload_keeps_board(
    lab_page: LabPageFactory, board_notebook: Path
) -> None:
    view = lab_page(board_notebook)
    turquoise = rgb(Color.TURQUOISE)
    assert colour_close(view.pixel(*centre(FIRST)), turquoise)
    assert view.kernel_eval("len(game.history)") == 0

    click_cell(view, FIRST)
    view.wait_pixel(*centre(FIRST), differs_from=turquoise)
    assert view.kernel_eval("[list(c) for c in game.turn.cells]") == [list(FIRST)]

    far_before = view.pixel(*centre(FAR))
    click_cell(view, FAR)
    view.page.wait_for_timeout(500)
    assert view.kernel_eval("len(game.history)") == 1
    assert view.kernel_eval("board.status") == t("not_allowed", why=t("refusal.not_adjacent"))
    assert view.pixel(*centre(FAR)) == far_before

    placed = view.pixel(*centre(FIRST))
    save_notebook(view)
    view.reload()  # the kernel lives on: the page must show the current board (pitfall 10)
    assert colour_close(view.pixel(*centre(FIRST)), placed)
    assert not colour_close(view.pixel(*centre(FIRST)), turquoise)
    # the new page's backdrop canvas starts blank: the cells must have been painted on it again
    assert colour_close(view.pixel(*centre(UNTOUCHED)), rgb(Color.BLACK))
    view.assert_no_page_errors()
