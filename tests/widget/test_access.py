"""Keyboard and screen-reader play, Python side: a key moves the cursor, Enter or a typed name
places, what happened is announced; a bad name or a refused move is told and changes nothing;
the cursor is drawn only while the board has the focus; lessons and puzzles by keys alone."""

from __future__ import annotations

import html
from typing import Any

import pytest

from seven_steps_widget import BoardWidget, Game, PuzzleWidget
from seven_steps_widget.engine import cell_by_name, cell_name
from seven_steps_widget.engine.cell_names import CURSOR_KEYS, cursor_step
from seven_steps_widget.lessons import rules_quiz, rules_tour
from seven_steps_widget.lessons.tasks import CellTask, ChoiceTask
from seven_steps_widget.widget.access_layer import AccessLayer
from seven_steps_widget.widget.walkthrough import Walkthrough
from seven_steps_widget.words import t

from .conftest import connect


def said(board: BoardWidget) -> str:
    return board.access.said


def press(board: BoardWidget, *keys: str) -> None:
    """Keys as the page sends them (a capital letter comes with Shift)."""
    for key in keys:
        shift = len(key) == 1 and key.isupper()
        board.access._on_message(board.access, {"event": "key", "key": key, "shift": shift}, [])


def focus(board: BoardWidget, focused: bool = True) -> None:
    board.access._on_message(board.access, {"event": "focus" if focused else "blur"}, [])


@pytest.fixture
def board() -> BoardWidget:
    widget = BoardWidget(Game(("Ann", "Ben"), seed=1))
    focus(widget)
    return widget


def cursor_roles(widget: BoardWidget) -> list[str]:
    return [s.role for layer in widget.scene().layers for s in layer.shapes if "cursor" in s.role]


def test_the_board_sits_after_the_canvas_with_its_name_and_keys() -> None:
    widget = BoardWidget(Game(("Ann", "Ben"), seed=1), lang="de")
    assert widget.children.index(widget.access) == widget.children.index(widget.canvas) + 1
    assert widget.access.label == "Spielplan, 7 Steps"
    assert widget.access.help == t("access.help", "de") and "Umschalt+S" in widget.access.help
    assert widget.access.lang == "de"
    widget.set_view(lang="fr")
    assert widget.access.label == "Plateau, 7 Steps" and widget.access.lang == "fr"


def test_the_cursor_shows_only_while_the_board_has_the_focus(board: BoardWidget) -> None:
    assert cursor_roles(board) == ["cursor-halo", "cursor"]
    assert board.view.cursor == (0, 0)  # the middle of the standard board, e5
    assert board.access.cell.startswith("e5, turquoise, empty")
    focus(board, False)
    assert cursor_roles(board) == [] and board.view.cursor == (0, 0)  # kept for the return


def test_arrows_move_the_cursor_and_say_the_cell(board: BoardWidget) -> None:
    game = board.game
    press(board, "ArrowUp")
    up = cursor_step(game.board, (0, 0), "ArrowUp")
    assert board.view.cursor == up
    assert said(board) == board.access.cell
    assert said(board).startswith(cell_name(game.board, up) + ", ")
    for key in ("ArrowRight", "PageDown", "End", "Home", "PageUp", "ArrowLeft", "ArrowDown"):
        before = board.view.cursor
        press(board, key)
        assert board.view.cursor == cursor_step(game.board, before, key)
    assert game.position_index == 0  # moving changes nothing in the game


def test_enter_places_on_the_cursor_and_says_where(board: BoardWidget) -> None:
    game = board.game
    count = board.access.said_count
    press(board, "Enter")
    assert game.turn.cells == ((0, 0),)
    assert said(board).startswith("Ann places turquoise on e5, level 1.")
    assert board.access.said_count == count + 1
    assert "disc 1 of this turn" in board.access.cell  # the description follows the game


def test_a_typed_name_places_there(board: BoardWidget) -> None:
    press(board, "e", "5")
    assert board.keyboard.typed == "e5" and board.access.typed == "Typed: e5"
    press(board, "Enter")
    assert board.game.turn.cells == ((0, 0),) and board.access.typed == ""
    press(board, "Home", "Escape")  # Escape with nothing typed changes nothing


def test_a_typed_name_is_echoed_and_shift_c_reads_it_without_placing(board: BoardWidget) -> None:
    game = board.game
    press(board, "f")
    assert said(board) == "Typed: f"
    press(board, "3")
    assert said(board) == "Typed: f3"
    press(board, "C")
    f3 = cell_by_name(game.board, "f3")
    assert board.view.cursor == f3 and board.keyboard.typed == ""
    assert said(board).startswith("f3, ") and said(board) == board.access.cell
    assert game.position_index == 0 and game.turn.cells == ()  # looked at, not played
    press(board, "q", "9", "C")
    assert said(board) == "There is no cell q9: columns a to h, rows 1 to 9."
    assert board.view.cursor == f3


def test_the_edge_and_a_jump_over_the_hole_are_said() -> None:
    widget = BoardWidget(Game(("Ann", "Ben"), board="ring", seed=1))
    ring = widget.game.state
    focus(widget)
    board = ring.board
    at_edge, key = next(
        (c, k) for c in board.cells for k in CURSOR_KEYS if cursor_step(board, c, k) == c
    )
    widget.view.cursor = at_edge
    count = widget.access.said_count
    press(widget, key)
    assert said(widget) == "No cell there: edge of the board."
    assert widget.view.cursor == at_edge
    press(widget, key)  # said again: the live region reads it again
    assert widget.access.said_count == count + 2
    f6, c6 = cell_by_name(board, "f6"), cell_by_name(board, "c6")
    widget.view.cursor = f6
    press(widget, "ArrowLeft")
    assert widget.view.cursor == c6
    assert said(widget).startswith("Across a gap, not a neighbour: c6, ")


def test_ringed_and_crossed_out_cells_are_read_as_the_picture_marks_them(
    board: BoardWidget,
) -> None:
    board.view.highlight = ((0, 0),)
    press(board, "C")
    assert said(board).startswith("e5, turquoise, empty; ringed")
    board.view.highlight = ()
    board.view.forbidden = ((0, 0),)
    press(board, "C")
    assert said(board).startswith("e5, turquoise, empty; crossed out")


def test_a_name_the_board_lacks_is_told_and_changes_nothing(board: BoardWidget) -> None:
    before = board.game.state
    press(board, "q", "1", "Enter")
    assert said(board) == "There is no cell q1: columns a to h, rows 1 to 9."
    assert board.game.state is before and board.game.position_index == 0
    press(board, "e", "x", "Backspace", "5")
    assert board.keyboard.typed == "e5"
    press(board, "Escape")
    assert board.keyboard.typed == "" and board.access.typed == ""


def test_a_refused_move_says_why_and_changes_nothing(board: BoardWidget) -> None:
    press(board, "Enter")  # e5
    state = board.game.state
    press(board, "a", "6", "Enter")  # far from e5
    assert said(board).startswith("Not allowed on a6: That cell is not next to your last disc")
    assert board.game.state is state
    assert board.view.message_is_error


def test_undo_redo_score_and_reading_by_shift_keys(board: BoardWidget) -> None:
    game = board.game
    press(board, "S")
    assert said(board).startswith("Not allowed: Place at least one disc")
    press(board, "Enter", "U")
    assert game.position_index == 0
    assert said(board) == "Taken back. Ann: place a first disc on a cell of its colour"
    press(board, "P")
    assert said(board).splitlines()[1] == "No discs on the board yet."
    press(board, "Enter", "S")
    assert said(board).startswith("Ann scores 1 point and now has 1 point.")
    press(board, "C")
    assert said(board) == board.keyboard.describe()
    press(board, "H")
    assert said(board) == t("access.help", "en")
    press(board, "N")
    assert said(board) == "That key does nothing here."


def test_a_computers_move_is_announced() -> None:
    widget = connect(BoardWidget(Game(("Ann", "Ben"), seed=1), seats={"Ann": "greedy"}))
    press(widget, "N")  # the computer's next action
    assert said(widget).startswith("Ann places ")
    assert widget.game.position_index == 1


def test_german_announcements() -> None:
    widget = BoardWidget(Game(("Ann", "Ben"), seed=1), lang="de")
    focus(widget)
    assert widget.access.cell.startswith("e5, türkis, leer; die nächste Scheibe darf hierhin")
    press(widget, "Enter")
    assert said(widget).startswith("Ann setzt türkis auf e5 ein, Ebene 1.")
    press(widget, "z", "9", "Enter")
    assert said(widget) == "Es gibt kein Feld z9: Spalten a bis h, Reihen 1 bis 9."


def test_the_access_layer_ignores_what_it_does_not_know() -> None:
    layer = AccessLayer()
    keys: list[Any] = []
    layer.on_key(lambda key, shift: keys.append((key, shift)))
    for content in ("text", {"event": "key"}, {"event": "key", "key": 5}, {"event": "other"}):
        layer._on_message(layer, content, [])
    assert keys == []
    layer.say("one")
    layer.say("one")
    layer.flush()
    layer.flush()
    assert (layer.said, layer.said_count) == ("one", 1)
    layer.say("one")
    layer.flush()
    assert layer.said_count == 2  # the same words again are read again


def test_keys_off_the_board_are_left_alone(board: BoardWidget) -> None:
    before = board.game.state, board.view.cursor, board.access.said_count
    press(board, "F5", "ä", "Tab", "Shift")
    assert (board.game.state, board.view.cursor, board.access.said_count) == before


# ------------------------------------------------------------------ lessons and puzzles
def test_a_rules_tour_click_task_by_keys_alone() -> None:
    walk = Walkthrough(rules_tour())
    board = walk.board
    focus(board)
    walk.show(next(i for i, step in enumerate(walk.lesson) if isinstance(step.task, CellTask)))
    task = walk.step.task
    assert isinstance(task, CellTask)
    assert said(board).splitlines()[-1].startswith("Your task: ")
    # the description gives no answer away: the task asks where the next disc may go
    assert "next disc" not in board.keyboard.describe()
    wrong = next(c for c in walk.step.state.board.cells if c not in task.cells)
    press(board, *cell_name(board.game.board, wrong), "Enter")
    assert walk.index not in walk.solved and said(board) in html.unescape(walk.feedback.value)
    right = next(iter(task.cells))
    press(board, *cell_name(board.game.board, right), "Enter")
    assert walk.index in walk.solved and said(board) in html.unescape(walk.feedback.value)


def test_shift_n_takes_the_next_step_and_reads_it() -> None:
    walk = Walkthrough(rules_tour(), lang="fr")
    press(walk.board, "N")
    assert walk.index == 1
    title, story = walk.step.narration("fr")
    assert said(walk.board).splitlines()[:2] == [title, story]


def test_a_quiz_answer_is_announced() -> None:
    walk = Walkthrough(rules_quiz())
    walk.show(next(i for i, step in enumerate(walk.lesson) if isinstance(step.task, ChoiceTask)))
    task = walk.step.task
    assert isinstance(task, ChoiceTask)
    walk.choices.children[task.answer].click()  # a button: Tab reaches it, Enter presses it
    assert walk.index in walk.solved and said(walk.board) in html.unescape(walk.feedback.value)


def test_a_puzzle_by_keys_alone() -> None:
    widget = PuzzleWidget("placement")
    board = widget.board
    focus(board)
    for cell in widget.puzzle.solution().cells:
        press(board, *cell_name(board.game.board, cell), "Enter")
    press(board, "S")
    assert widget.last_check is not None and widget.last_check.right
    assert said(board) == widget.last_check.message
    press(board, "N")
    assert widget.index == 1 and said(board).splitlines()[0] == widget.puzzle.title_in("en")


def test_redo_and_a_loaded_position_are_told_as_they_are(board: BoardWidget) -> None:
    press(board, "Enter", "U")
    board.turn_controls.redo.click()
    assert said(board).startswith("Done again. Ann places turquoise on e5, level 1.")
    count = board.access.said_count
    board.game.load_position(board.game.state)  # not a move: nothing said
    assert board.access.said_count == count


def test_reduced_motion_plays_a_computers_turn_at_once() -> None:
    widget = BoardWidget(Game(("Ann", "Ben"), seed=1), seats={"Ben": "greedy"}, computer_delay=0.5)
    widget.access.reduced_motion = True  # as the page says when the browser asks for it
    assert widget.seat_controls.delay == 0.0
    widget.access.reduced_motion = False
    assert widget.seat_controls.delay == 0.5


def test_the_svg_and_png_show_the_cursor_while_focused(board: BoardWidget) -> None:
    focused, focused_png = board.to_svg(), board.to_png()
    focus(board, False)
    assert focused != board.to_svg() and focused_png != board.to_png()


def test_hidden_hands_stay_hidden_when_the_position_is_read() -> None:
    widget = BoardWidget(Game(("Ann", "Ben"), seed=1), hide_hands=True)
    press(widget, "P")
    assert "hand" not in said(widget)
    widget.view.peek = 0  # Ann looks behind her screen
    press(widget, "P")
    assert "Ann's hand" in said(widget) and "Ben's hand" not in said(widget)
