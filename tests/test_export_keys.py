"""The keyboard data written into an exported page is the engine's: every cell's name, what a
screen reader hears about it (without where the next disc may go on a task's board) and where
each cursor key leads, read back from the page; every board of a lesson page has it, in the
page's language, and the pages are landmarked, named and keep within the WCAG checks' reach."""

from __future__ import annotations

import html
import json
import re

import pytest

from seven_steps_widget import Game
from seven_steps_widget.drawing.scene import build_scene
from seven_steps_widget.drawing.svg import scene_to_svg
from seven_steps_widget.drawing.view import View
from seven_steps_widget.engine.board import LAYOUTS, Board
from seven_steps_widget.engine.cell_names import (
    CURSOR_KEYS,
    cell_names,
    cursor_skips,
    cursor_start,
    cursor_step,
)
from seven_steps_widget.engine.setup import make_position
from seven_steps_widget.export import board_keys
from seven_steps_widget.export.board_keys import board_data, keyed_board
from seven_steps_widget.export.lesson_page import lesson_page
from seven_steps_widget.lessons import rules_tour
from seven_steps_widget.words import LANGS, t
from seven_steps_widget.words.board_words import describe_cell, no_such_cell_text, read_position

from .lessons.test_storyboard import task_lesson


def _cell(key: str) -> tuple[int, int]:
    q, r = key.split(",")
    return int(q), int(r)


def boards_in(page: str) -> list[dict[str, object]]:
    """The keyboard data of every board in a page, in page order."""
    found = re.findall(r"<script type='application/json' class='board-keys'>(.*?)</script>", page)
    return [json.loads(data) for data in found]


@pytest.mark.parametrize("lang", LANGS)
def test_every_cell_has_its_name_description_and_key_steps(lang: str) -> None:
    game = Game(("Ann", "Ben"), seed=4)
    game.place(next(iter(game.legal_cells())))
    state, board = game.state, game.state.board
    for legality in (False, True):
        data = board_data(state, lang, legality)
        assert data["keys"] == list(CURSOR_KEYS)
        cells = data["cells"]
        assert isinstance(cells, dict) and {_cell(k) for k in cells} == set(board.cells)
        for key, entry in cells.items():
            cell = _cell(key)
            assert entry["name"] == cell_names(board)[cell]
            assert entry["text"] == describe_cell(state, cell, lang, legality=legality)
            assert [_cell(k) for k in entry["go"]] == [
                cursor_step(board, cell, step) for step in CURSOR_KEYS
            ]
            assert entry["over"] == [cursor_skips(board, cell, step) for step in CURSOR_KEYS]
        assert len({entry["name"] for entry in cells.values()}) == len(board.cells)
    assert data["position"] == read_position(state, lang)
    assert data["help"] == t("access.help", lang) and data["label"] == t("access.board_name", lang)
    assert data["unknown"] == no_such_cell_text(state, "{text}", lang)
    assert data["edge"] == t("access.edge", lang)
    assert str(data["gap"]).replace("{cell}", "x") == t("access.gap", lang, cell="x")
    assert str(data["unknown"]).replace("{text}", "q1") == no_such_cell_text(state, "q1", lang)


def test_a_task_board_does_not_say_where_the_next_disc_may_go() -> None:
    lesson = task_lesson()
    step = lesson[0]
    data = boards_in(lesson_page(lesson, "en"))[0]
    cells = data["cells"]
    assert isinstance(cells, dict)
    for key, entry in cells.items():
        assert entry["text"] == describe_cell(step.state, _cell(key), "en", legality=False)
        assert "may go" not in entry["text"] and "next disc" not in entry["text"]


@pytest.mark.parametrize("layout", LAYOUTS)
def test_the_cursor_starts_in_the_middle_and_reaches_every_cell(layout: str) -> None:
    board = Board.layout(layout)
    state = make_position(("Ann", "Ben"), board=board)
    data = board_data(state, "en")
    start = _cell(str(data["start"]))
    assert start in board.cells
    seen, todo = {start}, [start]
    while todo:  # every cell is reachable with the keys from where the cursor starts
        cell = todo.pop()
        for key in CURSOR_KEYS:
            to = cursor_step(board, cell, key)
            if to not in seen:
                seen.add(to)
                todo.append(to)
    assert seen == set(board.cells)
    assert start == cursor_start(board)  # where the widget's cursor starts too


def test_a_keyed_board_keeps_the_picture_and_adds_help_and_a_live_region() -> None:
    state = Game(("Ann", "Ben"), seed=2).state
    svg = scene_to_svg(build_scene(state, View(lang="de")))
    box = keyed_board(svg, state, "de", "board-7")
    assert box.startswith("<div class='keys-board' id='board-7'>" + svg)
    help_line = html.escape(t("access.help", "de"))
    assert f"<p class='keys-help' id='board-7-keys'>{help_line}</p>" in box
    assert "<p class='keys-cell' id='board-7-cell' hidden></p>" in box  # the description
    assert "<p class='said keys-said' aria-live='polite'></p>" in box
    assert boards_in(box) == [json.loads(json.dumps(board_data(state, "de")))]


def test_the_picture_is_a_named_image() -> None:
    state = Game(("Ann", "Ben"), seed=2).state
    svg = scene_to_svg(build_scene(state, View(lang="fr")))
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" role="img" ')
    assert f"<title>{html.escape(t('board_picture', 'fr'))}</title>" in svg


@pytest.mark.parametrize("lang", LANGS)
def test_every_step_of_a_lesson_page_has_a_keyboard_board_and_says_its_narration(
    lang: str,
) -> None:
    tour = rules_tour()
    page = lesson_page(tour, lang)
    assert page.count("<body><main>") == 1 and page.count("</main></body>") == 1
    assert page.count(board_keys.SCRIPT) == 1  # the shared script once, whatever the boards
    boards = boards_in(page)
    assert len(boards) == len(tour) == page.count("class='keys-board'")
    for step, data in zip(tour, boards):
        assert data["position"] == read_position(step.state, lang, withheld=step.withheld)
    assert "<div id='narration' class='said' aria-live='polite'></div>" in page
    ids = re.findall(r" id='([^']+)'", page)
    assert len(ids) == len(set(ids))  # each board's help line is its own


def test_every_page_keeps_still_for_reduced_motion_and_prints_without_the_key_help() -> None:
    for page in (lesson_page(task_lesson(), "fr"), lesson_page(rules_tour(), "de")):
        style = page.split("<style>", 1)[1].split("</style>", 1)[0]
        assert "@media (prefers-reduced-motion: reduce)" in style
        assert "animation: none !important; transition: none !important;" in style
        assert "@media print { .keys-help, .keys-typed { display: none; } }" in style
        assert ":focus-visible { outline: 3px solid #0072b2;" in style


def test_a_lesson_board_reads_its_ringed_and_crossed_out_cells() -> None:
    """The marks come from the step's picture (its view), as they are drawn."""
    lesson = rules_tour()
    page = lesson_page(lesson, "en")
    datas = boards_in(page)
    crossed_steps = [i for i, step in enumerate(lesson) if step.forbidden]
    ringed_steps = [i for i, step in enumerate(lesson) if step.highlight]
    assert crossed_steps and ringed_steps
    for i in sorted({*crossed_steps, *ringed_steps}):
        step, cells = lesson[i], datas[i]["cells"]
        assert isinstance(cells, dict)
        for key, entry in cells.items():
            cell = _cell(key)
            assert ("; crossed out" in entry["text"]) == (cell in step.forbidden)
            assert ("; ringed" in entry["text"]) == (cell in step.highlight)
