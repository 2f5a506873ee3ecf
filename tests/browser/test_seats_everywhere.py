"""A human and a computer seat, in Voila, JupyterLab and Notebook 7 (one run per front end).

The human plays a turn with clicks on the canvas and the turn's buttons; the computer then
plays its own turn by itself (the board repaints: the pixels of its discs change, the status
and the game's position follow). Undo goes back to the human's last decision -- the refill
before the computer's turn, not into the computer's turn (``SeatControls.undo_target``) -- the
human's buttons are shown and the computer does not play again by itself. Redo restores the
computer's turn; undoing again and refilling again makes the computer play its turn anew, and
the human plays on. A reload at the end repaints the board from Python (JupyterLab and
Notebook 7: the kernel lives on, and the page draws again afterwards; Voila: a new kernel, a
fresh board). No page errors anywhere.

What the page must show is worked out beforehand by the same clicks on a local, connected
BoardWidget (``write_script``), so the test knows the computer's discs and every status without
hard-coding them.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from seven_steps_widget import BoardWidget, Color, Game, Phase
from seven_steps_widget.engine.hexgrid import Cell
from tests.browser.board_page import button, off_the_loop
from tests.browser.conftest import AppPage, NotebookWriter
from tests.browser.harness import RGBA, CanvasPage, LabPage, colour_close
from tests.browser.test_widget_board import FIRST, SETUP, UNTOUCHED, centre, local_game, rgb
from tests.widget.conftest import connect

pytestmark = pytest.mark.browser

HUMAN, COMPUTER = "Arnd", "Bärbel"
SEATS = {COMPUTER: "greedy"}
DELAY = 0.2  # seconds between the computer's actions
SHOW = f"""\
board = BoardWidget(game, seats={SEATS!r}, computer_delay={DELAY})
info = widgets.Label()
info.add_class("game-info")


def tell(g):
    info.value = f"at {{g.position_index}} of {{len(g.history)}}: {{g.current}}, {{g.phase.name}}"


tell(game)
game.observe(tell)
status = widgets.Label()  # the status is drawn in the picture; the page test reads this copy
status.add_class("test-status")
widgets.dlink((board, "status"), (status, "value"))
widgets.VBox([board, info, status])
"""


def info_text(game: Game) -> str:
    """What the notebook's ``game-info`` label says about ``game``."""
    return f"at {game.position_index} of {len(game.history)}: {game.current}, {game.phase.name}"


#: What the page shows after a step: the ``game-info`` label and the status.
Shown = tuple[str, str]


@dataclass
class Script:
    """What the page must show after each step of the test, found by the same clicks on the
    notebook's board rebuilt here (connected; its computer plays without delay)."""

    shown: dict[str, Shown] = field(default_factory=dict)
    refill_at: int = 0  # the position of the human's refill (Undo's target)
    end: int = 0  # the position after the computer's turn
    computer_cells: list[Cell] = field(default_factory=list)  # where the computer placed
    fresh: dict[Cell, RGBA] = field(default_factory=dict)  # its cells that were empty: colour
    mine: Cell = (0, 0)  # where the human places the first disc of the next turn


def write_script() -> Script:
    """Play the test's clicks on a local board. Runs in a thread of its own: the test's
    thread has Playwright's event loop running, on which the board would start its computer
    as a task (in a kernel that is right; here it must play through ``wait``)."""
    game = local_game()
    board = connect(BoardWidget(game, seats=SEATS, computer_delay=0))
    turn, seats = board.turn_controls, board.seat_controls
    script = Script()

    def note(step: str) -> None:
        script.shown[step] = (info_text(game), str(board.status))

    note("start")
    assert game.current == HUMAN and game.phase is Phase.START
    board.click(FIRST)
    note("placed")
    turn.score_button.click()
    note("scored")
    turn.bonus_box.take_vp.click()
    note("took_vp")
    assert game.phase is Phase.DISCARD  # the human's last decision: refill
    script.refill_at = game.position_index
    heights = dict(game.heights)
    turn.discard_box.refill.click()
    seats.wait(30)
    note("computer_played")
    assert game.current == HUMAN and game.position_index > script.refill_at + 2
    script.end = game.position_index
    script.computer_cells = [c for c, h in game.heights.items() if h > heights[c]]
    script.fresh = {c: rgb(game.board.color(c)) for c in script.computer_cells if heights[c] == 0}
    assert script.fresh, "the computer's turn should put a disc on an empty cell"
    turn.undo.click()
    assert game.position_index == script.refill_at and game.current == HUMAN
    seats.wait(5)  # the computer must not take the human's decision
    assert game.position_index == script.refill_at and not seats.running
    note("undone")
    turn.redo.click()
    assert game.position_index == script.end
    note("redone")
    turn.undo.click()
    note("undone_again")
    turn.discard_box.refill.click()
    seats.wait(30)
    note("computer_replayed")
    assert game.position_index == script.end  # the same seed: the same turn again
    script.mine = next(
        c for c in sorted(game.legal_cells()) if game.heights[c] == 0 and c != UNTOUCHED
    )
    board.click(script.mine)
    assert game.current == HUMAN and game.phase is Phase.PLACE
    note("mine_placed")
    turn.undo.click()
    note("mine_undone")
    return script


def fresh_start() -> Shown:
    """What a new kernel's board shows (Voila's reload)."""
    game = local_game()
    board = BoardWidget(game, seats=SEATS, computer_delay=0)
    return info_text(game), str(board.status)


def expect_shown(view: CanvasPage, shown: Shown, timeout_s: float = 30) -> None:
    """The page's position label and status say ``shown``."""
    from playwright.sync_api import expect

    info, status = shown
    expect(view.page.locator(".game-info")).to_have_text(info, timeout=timeout_s * 1000)
    expect(view.page.locator(".test-status")).to_have_text(status)


def pixels(view: CanvasPage, cells: list[Cell]) -> dict[Cell, RGBA]:
    return {cell: view.pixel(*centre(cell)) for cell in cells}


def wait_pixels(view: CanvasPage, want: dict[Cell, RGBA], timeout: float = 20) -> None:
    """Until every cell's centre shows the wanted colour."""
    for cell, colour in want.items():
        view.wait_pixel(*centre(cell), equals=colour, timeout=timeout)


def test_computer_seat_plays_undo_returns_to_the_human_and_reload_repaints(
    app_page: AppPage, front_end: str, tmp_path: Path, write_notebook: NotebookWriter
) -> None:
    from playwright.sync_api import expect

    script = off_the_loop(write_script)
    shown = script.shown
    started = time.monotonic()
    view = app_page(write_notebook(tmp_path / "seats" / "seats.ipynb", [SETUP, SHOW]))
    page = view.page
    expect_shown(view, shown["start"])
    expect(button(page, "pause")).to_be_visible()  # the seats' bar: a computer has a seat
    expect(button(page, "computer_step")).to_be_disabled()  # not the computer's turn

    # -- the human's turn: a disc by a click on the canvas, then the turn's buttons
    turquoise = rgb(Color.TURQUOISE)
    assert colour_close(view.pixel(*centre(FIRST)), turquoise)
    view.click_buffer(*centre(FIRST))
    expect_shown(view, shown["placed"])
    view.wait_pixel(*centre(FIRST), differs_from=turquoise)
    button(page, "score_btn").click()
    expect_shown(view, shown["scored"])
    button(page, "take_vp").click()
    expect_shown(view, shown["took_vp"])
    before = script.fresh  # the empty cells the computer will place on
    assert all(colour_close(view.pixel(*centre(c)), colour) for c, colour in before.items())

    # -- the computer's turn, by itself once the human refills
    button(page, "refill").click()
    for cell, colour in before.items():  # its discs appear on the canvas
        view.wait_pixel(*centre(cell), differs_from=colour, timeout=DELAY * 40 + 20)
    expect_shown(view, shown["computer_played"])  # its whole turn, then the human's start
    after = pixels(view, script.computer_cells)
    expect(button(page, "computer_step")).to_be_disabled()  # the human's turn again
    expect(button(page, "refill")).to_be_hidden()

    # -- Undo: back to the human's refill, not into the computer's turn
    button(page, "undo").click()
    expect_shown(view, shown["undone"])
    wait_pixels(view, before)  # the computer's discs are gone from the picture
    expect(button(page, "refill")).to_be_visible()  # the human's decision, with its button
    expect(button(page, "score_btn")).to_be_hidden()
    expect(button(page, "computer_step")).to_be_disabled()
    page.wait_for_timeout(DELAY * 5 * 1000)  # time for the computer to (wrongly) play on
    expect_shown(view, shown["undone"], timeout_s=0.1)  # it did not: still the human's refill
    wait_pixels(view, before, timeout=0.1)

    # -- Redo: the computer's turn comes back as it was played
    button(page, "redo").click()
    expect_shown(view, shown["redone"])
    wait_pixels(view, after)

    # -- Undo and refill again: the computer plays its turn anew, then the human plays on
    button(page, "undo").click()
    expect_shown(view, shown["undone_again"])
    wait_pixels(view, before)
    button(page, "refill").click()
    expect_shown(view, shown["computer_replayed"], timeout_s=DELAY * 40 + 20)
    wait_pixels(view, after)
    mine = script.mine
    empty = view.pixel(*centre(mine))
    view.click_buffer(*centre(mine))
    expect_shown(view, shown["mine_placed"])
    placed = view.wait_pixel(*centre(mine), differs_from=empty)
    # what the reload must bring back: one batch painted the disc and the rest (the last
    # turn's line is gone now that Arnd has placed a disc)
    shown_before_reload = pixels(view, script.computer_cells)
    played = time.monotonic() - started

    # -- reload: the board is painted from Python
    view.reload()
    if isinstance(view, LabPage):  # JupyterLab, Notebook 7: the same kernel, the same game
        assert view.kernel_eval("game.position_index") == script.end + 1
        expect_shown(view, shown["mine_placed"])
        assert colour_close(view.pixel(*centre(mine)), placed)
        wait_pixels(view, shown_before_reload)
        # the new page's backdrop canvas starts blank: its cells were painted again
        assert colour_close(view.pixel(*centre(UNTOUCHED)), rgb(Color.BLACK))
        expect(button(page, "pause")).to_be_visible()
        button(page, "undo").click()  # and the page keeps drawing after the reload
        expect_shown(view, shown["mine_undone"])
        view.wait_pixel(*centre(mine), equals=empty)
    else:  # Voila: the reload ran the notebook again in a new kernel, a fresh board
        expect_shown(view, off_the_loop(fresh_start))
        assert colour_close(view.pixel(*centre(FIRST)), turquoise)
        assert colour_close(view.pixel(*centre(UNTOUCHED)), rgb(Color.BLACK))
        expect(button(page, "pause")).to_be_visible()
    view.assert_no_page_errors()
    total = time.monotonic() - started
    print(f"{front_end}: played in {played:.1f} s, {total:.1f} s with the reload")
