"""A teacher makes a puzzle in Voila and a learner solves it: on a board whose position was
edited, More -> Make a puzzle, goal "reach level 3", a typed title, Check (the engine's
findings), Save to set (the set file in the notebook's folder, its puzzles listed), the
puzzle's line; a
PuzzleWidget opens the saved set and the puzzle is solved by clicking its answer; a damaged
line pasted into Load puzzle is refused and the puzzle's own line loads. Every text the test
expects comes from the word catalogs and every number from the engine."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from seven_steps_widget.engine.actions import Place
from seven_steps_widget.engine.hexgrid import Cell
from seven_steps_widget.solver import Puzzle, check_answer, examine, puzzle_line
from seven_steps_widget.words import t
from tests.browser.board_page import button, off_the_loop, open_more
from tests.browser.conftest import NotebookWriter, VoilaPageFactory
from tests.browser.harness import CanvasPage

pytestmark = pytest.mark.browser

MAKER = ".ssw-puzzle-maker"
PUZZLE = ".ssw-puzzle"
SETUP = """\
from seven_steps_widget import BoardWidget, Game, PuzzleWidget
from seven_steps_widget.engine.setup import new_game
import ipywidgets as widgets

game = Game.from_position(new_game(("Ann", "Ben"), seed=3))
game.edit(heights={(2, 0): 1, (2, 1): 2, (1, 1): 1}, hands={"Ann": "TTYYB"})
BoardWidget(game)
"""
# test scaffolding: the learner's notebook would say PuzzleWidget("our_class.json") in a cell
OPEN_SET = """\
learner = widgets.VBox()
opener = widgets.Button(description="open the set")
opener.on_click(lambda _: setattr(learner, "children", [PuzzleWidget("our_class.json")]))
widgets.VBox([opener, learner])
"""


#: A checksum of a canvas's pixels, to wait until a click has repainted it.
DRAWN = """c => { const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
  let h = 0; for (let i = 0; i < d.length; i += 3) h = (h * 31 + d[i]) | 0; return h; }"""
#: True once the canvas of ``selector`` has another checksum than ``before``.
REPAINTED = f"([selector, before]) => ({DRAWN})(document.querySelector(selector)) !== before"


@dataclass(frozen=True)
class Made:
    """The puzzle the teacher's clicks must make, and where its answer's cells are drawn."""

    puzzle: Puzzle
    findings: str
    cells: list[Cell]
    centres: dict[Cell, tuple[int, int]]


def expected() -> Made:
    """Built off the test's event loop (``off_the_loop``), as the page's kernel builds it."""
    from seven_steps_widget import Game, PuzzleWidget
    from seven_steps_widget.engine.setup import new_game

    game = Game.from_position(new_game(("Ann", "Ben"), seed=3))
    game.edit(heights={(2, 0): 1, (2, 1): 2, (1, 1): 1}, hands={"Ann": "TTYYB"})
    found = examine(game.state, "level>=3")
    puzzle = found.puzzle("Climb!")
    widget = PuzzleWidget(puzzle)
    cells = [a.cell for a in puzzle.answer_actions() if isinstance(a, Place)]
    centres = {c: tuple(round(v) for v in widget.board.cell_center(c)) for c in cells}
    return Made(puzzle, found.text("en"), cells, centres)  # type: ignore[arg-type]


def test_make_save_open_and_solve_a_puzzle_in_voila(
    voila_page: VoilaPageFactory, tmp_path: Path, write_notebook: NotebookWriter
) -> None:
    from playwright.sync_api import expect

    made = off_the_loop(expected)
    notebook = write_notebook(tmp_path / "teacher" / "make.ipynb", [SETUP, OPEN_SET])
    view = voila_page(notebook)
    page = view.page

    # the teacher: More -> Make a puzzle, goal and N, a title, Check
    open_more(page)
    button(page, "make_puzzle").click()
    maker = page.locator(MAKER)
    maker.get_by_label(t("make_puzzle.goal"), exact=True).select_option(
        label=t("make_puzzle.goal_level")
    )
    number = maker.locator("input[type=number]")
    expect(number).to_be_visible()
    number.fill("3")
    number.press("Tab")
    maker.get_by_label(t("make_puzzle.title")).fill("Climb!")
    maker.get_by_label(t("make_puzzle.title")).press("Tab")
    button(page, "make_puzzle.check", within=MAKER).click()
    findings = maker.locator(".ssw-puzzle-findings")
    expect(findings).to_have_text(made.findings)
    line = maker.locator("textarea")
    expect(line).to_have_value(puzzle_line(made.puzzle))

    # Save to set: the file in the notebook's folder
    maker.get_by_label(t("make_puzzle.file")).fill("our_class.json")
    maker.get_by_label(t("make_puzzle.file")).press("Tab")
    button(page, "make_puzzle.save", within=MAKER).click()
    expect(findings).to_have_text(t("puzzle_set.saved", file="our_class.json", n=1))
    saved = Path(view.server.cwd) / "our_class.json"
    assert saved.is_file()
    listed = maker.get_by_label(t("puzzle_set.list"))  # the set's puzzles, to put in order
    item = t("puzzle_set.item", n=1, title="Climb!", goal=made.puzzle.goal_in("en"))
    expect(listed.locator("option")).to_have_text([item])
    expect(listed).to_have_value(item)  # the one just saved, chosen
    for move in ("puzzle_set.up", "puzzle_set.down"):  # one puzzle: nowhere to move it
        expect(button(page, move, within=MAKER)).to_be_disabled()

    # the learner: the set opens in a puzzle widget; the answer clicked and submitted
    page.get_by_role("button", name="open the set").click()
    heading = page.locator(f"{PUZZLE} h3")
    expect(heading).to_have_text(
        t("puzzle_head", i=1, n=1, title="Climb!", d=made.puzzle.difficulty)
    )
    board = CanvasPage(page=page, server=view.server, canvas_selector=f"{PUZZLE} canvas")
    board.wait_painted()
    picture = page.locator(f"{PUZZLE} canvas").first
    for cell in made.cells:  # a tower's centre shows its height: wait for any repaint
        before = picture.evaluate(DRAWN)
        board.click_buffer(*made.centres[cell])
        page.wait_for_function(REPAINTED, arg=[f"{PUZZLE} canvas", before])
    button(page, "submit", within=PUZZLE).click()
    feedback = page.locator(f"{PUZZLE} .ssw-puzzle-feedback")
    expect(feedback).to_have_text(check_answer(made.puzzle, made.puzzle.answer).message)
    expect(heading).to_have_text(
        t("puzzle_head", i=1, n=1, title="Climb!", d=made.puzzle.difficulty)
        + " "
        + t("puzzle.star")
    )

    # Load puzzle: a damaged line is refused, the teacher's line loads
    box = page.locator(PUZZLE).get_by_placeholder(t("load_puzzle.placeholder"))
    box.fill("7S1 board=nowhere | goal=best")
    box.press("Tab")
    button(page, "load_puzzle", within=PUZZLE).click()
    told = page.locator(f"{PUZZLE} .ssw-load-message")
    expect(told).to_have_text(t("puzzle_line.bad_position"))
    box.fill(line.input_value())
    box.press("Tab")
    button(page, "load_puzzle", within=PUZZLE).click()
    expect(told).to_have_text(t("load_puzzle.loaded"))
    view.assert_no_page_errors()
    assert not view.blocked
