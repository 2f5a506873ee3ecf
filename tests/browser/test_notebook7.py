"""Notebook 7, which the README promises: the board widget and the rules tour run there too.

Notebook 7 is built from JupyterLab's components, so the same ``LabPage`` machinery drives it
(``notebook_page`` opens ``/notebooks/<name>.ipynb`` and runs every cell through
``window.jupyterapp``). The checks mirror the JupyterLab ones in ``test_widget_board.py`` and
``test_tutorial_notebooks.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from seven_steps_widget import Color
from seven_steps_widget.words import t
from tests.browser.conftest import NotebookPageFactory, NotebookWriter
from tests.browser.harness import NotebookPage, colour_close
from tests.browser.test_tutorial_notebooks import (
    NOTEBOOKS,
    assert_every_board_painted,
    assert_rules_tour_next_repaints,
)
from tests.browser.test_widget_board import (
    FAR,
    FIRST,
    SETUP,
    SHOW,
    UNTOUCHED,
    centre,
    click_cell,
    rgb,
)

pytestmark = pytest.mark.browser


@pytest.fixture
def board_page(
    tmp_path: Path, write_notebook: NotebookWriter, notebook_page: NotebookPageFactory
) -> NotebookPage:
    """test_widget_board's notebook (a BoardWidget and a label), run and painted in Notebook 7."""
    return notebook_page(write_notebook(tmp_path / "board" / "board.ipynb", [SETUP, SHOW]))


def place_first_disc(view: NotebookPage) -> None:
    """Click FIRST: the kernel's game holds the disc and the page paints it."""
    click_cell(view, FIRST)
    view.wait_pixel(*centre(FIRST), differs_from=rgb(Color.TURQUOISE))
    assert view.kernel_eval("[list(c) for c in game.turn.cells]") == [list(FIRST)]


def test_notebook7_click_places_disc_illegal_click_changes_nothing(
    board_page: NotebookPage,
) -> None:
    view = board_page
    assert colour_close(view.pixel(*centre(FIRST)), rgb(Color.TURQUOISE))
    assert view.kernel_eval("len(game.history)") == 0

    place_first_disc(view)
    assert view.kernel_eval("len(game.history)") == 1

    far_before = view.pixel(*centre(FAR))
    first_after = view.pixel(*centre(FIRST))
    click_cell(view, FAR)  # not adjacent to FIRST: refused (R8)
    view.page.wait_for_timeout(500)
    assert view.kernel_eval("board.status") == t("not_allowed", why=t("refusal.not_adjacent"))
    assert view.kernel_eval("len(game.history)") == 1
    assert view.pixel(*centre(FAR)) == far_before
    assert view.pixel(*centre(FIRST)) == first_after
    view.assert_no_page_errors()


def test_notebook7_reload_with_live_kernel_repaints(board_page: NotebookPage) -> None:
    """Pitfall 10 in Notebook 7: the reloaded page shows the kernel's board, not a blank one."""
    view = board_page
    place_first_disc(view)
    placed = view.pixel(*centre(FIRST))

    view.reload()  # saves first, so the reloaded notebook still holds the widget's output
    assert view.kernel_eval("len(game.history)") == 1  # the same kernel, not a fresh one
    assert colour_close(view.pixel(*centre(FIRST)), placed)
    assert not colour_close(view.pixel(*centre(FIRST)), rgb(Color.TURQUOISE))
    # the new page's backdrop canvas starts blank: the cells must have been painted on it again
    assert colour_close(view.pixel(*centre(UNTOUCHED)), rgb(Color.BLACK))
    view.assert_no_page_errors()


def test_rules_tour_in_notebook7_paints_every_board_and_next_repaints(
    notebook_page: NotebookPageFactory,
) -> None:
    view = notebook_page(NOTEBOOKS[0])
    assert_every_board_painted(view)
    assert_rules_tour_next_repaints(view)
