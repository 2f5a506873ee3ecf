"""What an exported puzzle page says to a screen reader as the turn is played: the words the
page fills in for a placed disc (the cell, its colour, which disc, its level) come from the
catalogs with the levels the engine gave, and Undo and Try again have their words too."""

from __future__ import annotations

import pytest

from seven_steps_widget.engine.actions import Place
from seven_steps_widget.engine.cell_names import cell_name
from seven_steps_widget.engine.hexgrid import Cell, cell_text
from seven_steps_widget.export.puzzle_page import puzzle_page
from seven_steps_widget.export.puzzle_set import shipped_sets
from seven_steps_widget.words import LANGS, Colors, t

from .test_export_puzzles import LINKS, page_json

PUZZLE = next(s for s in shipped_sets() if s.name == "best").puzzles[0]
#: The cells of the puzzle's answer, its discs in order.
ANSWER = list(PUZZLE.solution().cells)


def disc_words(cell: Cell, number: int, level: int, lang: str) -> str:
    """What the page should say of the turn's disc ``number`` on ``cell`` at ``level``."""
    board = PUZZLE.state.board
    return t(
        "export.puzzles.disc_here",
        lang,
        name=cell_name(board, cell),
        color=Colors(board.color(cell)),
        number=number,
        level=level,
    )


def fill(template: str, number: int, level: int) -> str:
    """The template filled as the page's script fills it."""
    return template.replace("{number}", str(number)).replace("{level}", str(level))


@pytest.mark.parametrize("lang", LANGS)
def test_a_placed_disc_is_worded_for_every_cell_with_the_engines_level(lang: str) -> None:
    data = page_json(puzzle_page(PUZZLE, lang, LINKS))
    words, nodes = data["words"], data["nodes"]
    assert isinstance(words, dict) and isinstance(nodes, list)
    placed = words["placed"]
    state, board = PUZZLE.state, PUZZLE.state.board
    assert set(placed) == {cell_text(c) for c in board.cells}
    for cell in state.legal_cells():  # each first disc
        _, level = nodes[0][0][cell_text(cell)]
        after = state.apply(Place(cell))
        assert level == after.turn.levels[-1]
        expected = disc_words(cell, 1, level, lang)
        assert fill(placed[cell_text(cell)], 1, level) == expected
        assert "{" not in expected and cell_name(board, cell) in expected
    first, second = ANSWER[:2]  # a second disc: on the node its first one led to
    node, _ = nodes[0][0][cell_text(first)]
    _, level = nodes[node][0][cell_text(second)]
    assert level == state.apply(Place(first)).apply(Place(second)).turn.levels[-1]
    said = fill(placed[cell_text(second)], 2, level)
    assert said == disc_words(second, 2, level, lang)
    assert words["undone"] == t("access.undone", lang)
    assert words["cleared"] == t("export.puzzles.cleared", lang)


def test_the_words_differ_by_language_and_the_board_keys_take_the_pages_words() -> None:
    cell = cell_text(next(iter(PUZZLE.state.legal_cells())))
    said = {}
    for lang in LANGS:
        page = puzzle_page(PUZZLE, lang, LINKS)
        words = page_json(page)["words"]
        assert isinstance(words, dict)
        said[lang] = words["placed"][cell]
        assert "BoardKeys.describe(box" in page  # the cursor reads a placed cell's words
    assert len(set(said.values())) == len(LANGS)
