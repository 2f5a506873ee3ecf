"""Clicks: a click on a cell is ``Game.place``; illegal clicks change nothing and say why
(citing the rule); clicks off the board do nothing; every repaint is one comm message."""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as widgets
import pytest

from seven_steps_widget import BoardWidget, Game, IllegalMove
from seven_steps_widget.engine.hexgrid import Cell
from seven_steps_widget.words import t
from seven_steps_widget.words.game import status_text

from .conftest import CommLog, connect, mouse_down


def twin(game: Game) -> Game:
    """A second game in the same position (same seed, same actions)."""
    other = Game.from_position(game.initial_state)
    other.apply(*game.actions)
    return other


def test_clicks_do_exactly_what_place_does(widget: BoardWidget) -> None:
    game = widget.game
    reference = twin(game)
    for _ in range(4):
        legal = game.legal_cells()
        if not legal:
            break
        cell = max(legal, key=lambda c: (legal[c], c))
        widget.click(cell)
        level = reference.place(cell)
        assert game.state == reference.state
        if game.legal_cells():
            assert f"level {level}" in widget.status
        else:  # the disc left no other to place: the status says to score now
            assert widget.status == status_text(game.state) and "score now" in widget.status
    assert game.turn.cells, "at least one disc was placed"


def test_mouse_down_at_a_cell_centre_is_a_click(widget: BoardWidget) -> None:
    game = widget.game
    cell = next(iter(game.legal_cells()))
    reference = twin(game)
    reference.place(cell)
    mouse_down(widget, *widget.cell_center(cell))
    assert game.state == reference.state
    assert game.turn.cells == (cell,)


def test_illegal_click_changes_nothing_and_says_why_in_words(widget: BoardWidget) -> None:
    game = widget.game
    first = next(iter(game.legal_cells()))
    widget.click(first)
    far = max(game.board.cells, key=lambda c: abs(c[0] - first[0]) + abs(c[1] - first[1]))
    before, history = game.state, game.history
    widget.click(far)
    assert game.state is before and game.history == history
    assert widget.status == "Not allowed: " + t("refusal.not_adjacent")
    assert widget.view.message_is_error and widget.view.marked == (far, first)
    status = [s.text for s in widget.scene().having("status")]  # type: ignore[union-attr]
    assert " ".join(status) == widget.status  # the canvas says it too, wrapped to fit


def test_illegal_first_disc_is_explained_and_its_cell_crossed_out(game: Game) -> None:
    cell = next(iter(game.legal_cells()))
    game.place(cell)
    game.end_turn(bonus="aid", keep="new")
    widget = connect(BoardWidget(game))
    before = game.state
    widget.click(cell)  # occupied while empty cells of that colour remain
    assert game.state is before
    assert "first disc of a turn goes on an empty" in widget.status and "R7" not in widget.status
    assert [s.cell for s in widget.scene().having("forbidden")] == [cell, cell]


def test_clicks_off_the_board_do_nothing(
    widget: BoardWidget, comm_log: Callable[[BoardWidget], CommLog]
) -> None:
    game = widget.game
    before, status = game.state, widget.status
    log = comm_log(widget)
    for x, y in (
        (2, 2),
        (widget.canvas.width - 3, 5),
        (widget.canvas.width - 3, widget.canvas.height - 3),
    ):
        assert widget.cell_at(x, y) is None
        mouse_down(widget, x, y)
    assert game.state is before and widget.status == status
    assert log.count == 0


def test_a_redraw_is_one_message(
    widget: BoardWidget, comm_log: Callable[[BoardWidget], CommLog]
) -> None:
    log = comm_log(widget)
    widget.redraw()
    assert log.count == 1
    assert log.messages[0][0] == "manager"
    assert 1_000 < log.bytes < 60_000


def test_a_click_repaints_with_one_message(
    widget: BoardWidget, comm_log: Callable[[BoardWidget], CommLog]
) -> None:
    log = comm_log(widget)
    cell = next(iter(widget.game.legal_cells()))
    mouse_down(widget, *widget.cell_center(cell))
    assert [name for name, _, _ in log.messages] == ["manager"]
    log.clear()
    widget.click(cell)  # illegal now: the status line changes, still one message
    assert log.count == 1


def test_nothing_is_drawn_before_a_page_connects(
    game: Game, comm_log: Callable[[BoardWidget], CommLog]
) -> None:
    widget = BoardWidget(game)
    log = comm_log(widget)
    cell: Cell = next(iter(game.legal_cells()))
    widget.click(cell)
    assert game.turn.cells == (cell,)
    assert [name for name, _, _ in log.messages] == []
    connect(widget)  # the page shows up: the current state is painted at once
    assert [name for name, _, _ in log.messages] == ["manager"]


def test_every_batch_forces_a_canvas_switch(
    widget: BoardWidget, comm_log: Callable[[BoardWidget], CommLog]
) -> None:
    """Pitfall 10: the batch must start with switchCanvas even if this canvas drew last."""
    manager = widget.canvas._canvas_manager
    widget.redraw()
    assert manager._current_canvas is widget.canvas
    log = comm_log(widget)
    widget.redraw()
    assert log.count == 1
    assert manager._current_canvas is widget.canvas


def test_game_changes_from_code_repaint(
    widget: BoardWidget, comm_log: Callable[[BoardWidget], CommLog]
) -> None:
    log = comm_log(widget)
    cell = next(iter(widget.game.legal_cells()))
    widget.game.place(cell)
    assert log.count == 1
    assert widget.status == status_text(widget.game.state)  # the phase, as the position allows it


def test_errors_in_handlers_are_told_in_one_line_and_logged_never_shown_as_traceback(
    widget: BoardWidget, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(_: object) -> None:
        raise RuntimeError("the handler broke")

    handler = widget.guard(broken)
    handler(None)
    assert widget.status == t("error", why="RuntimeError: the handler broke")
    assert "Traceback" not in widget.status
    assert not any(isinstance(child, widgets.Output) for child in widget.children)
    assert any(r.exc_info and "the handler broke" in str(r.exc_info[1]) for r in caplog.records)
    too_many = IllegalMove("R9", "too many", key="turn_full", params={"max": 7})
    refused = widget.guard(lambda: (_ for _ in ()).throw(too_many))
    refused()
    assert widget.status == "Not allowed: This turn is full: at most 7 discs per turn."
