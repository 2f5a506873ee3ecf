"""A computer seat in a real browser (Voila): after the human's turn the computer plays its
own turn one disc at a time (an asyncio task on the kernel's loop), each disc its own repaint,
with no page errors; then the human's turn buttons come back."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from seven_steps_widget.engine.actions import Place
from seven_steps_widget.solver import PLAYERS
from tests.browser.conftest import NotebookWriter, VoilaPageFactory
from tests.browser.test_widget_board import FIRST, SETUP, centre, click_cell, local_game

pytestmark = pytest.mark.browser

DELAY = 2.0  # seconds between computer actions: time to look at each disc
SHOW = f"""\
board = BoardWidget(game, seats={{"Bärbel": "greedy"}}, computer_delay={DELAY})
info = widgets.Label(value="history 0")
info.add_class("game-info")
game.observe(lambda g: setattr(info, "value", f"history {{len(g.history)}}"))
status = widgets.Label()  # the status is drawn in the picture; the page test reads this copy
status.add_class("test-status")
widgets.dlink((board, "status"), (status, "value"))
widgets.VBox([board, info, status])
"""


def test_voila_computer_plays_its_turn_disc_by_disc(
    voila_page: VoilaPageFactory, tmp_path: Path, write_notebook: NotebookWriter
) -> None:
    from playwright.sync_api import expect

    game = local_game()  # Arnd's turn as the test plays it, then what the computer will do
    game.place(FIRST)
    game.end_turn(bonus="vp")
    human = len(game.history)
    plan = [a.cell for a in PLAYERS["greedy"]().choose_turn(game.state) if isinstance(a, Place)]
    fresh = [cell for cell in plan if game.heights[cell] == 0]  # empty now: a disc shows
    assert len(fresh) >= 2

    view = voila_page(write_notebook(tmp_path / "seat" / "seat.ipynb", [SETUP, SHOW]))
    info = view.page.locator(".game-info")
    click_cell(view, FIRST)
    expect(info).to_have_text("history 1")
    view.page.get_by_role("button", name="End placing & score").click()
    view.page.get_by_role("button", name="Take a victory-point tile").click()
    before = {cell: view.pixel(*centre(cell)) for cell in fresh}
    view.page.get_by_role("button", name="Refill to 7").click()
    expect(info).to_have_text(f"history {human}")

    for cell in fresh:  # each disc appears while the history holds exactly the discs so far
        view.wait_pixel(*centre(cell), differs_from=before[cell], timeout=DELAY * 4)
        placed = plan.index(cell) + 1
        assert info.inner_text() == f"history {human + placed}"
    # after the computer's turn it is the human's again (the status says so, in the picture
    # and in the label that mirrors it)
    status = view.page.locator(".test-status")
    expect(status).to_have_text(re.compile("^Arnd: "), timeout=DELAY * 10 * 1000)
    view.assert_no_page_errors()
