"""The printable puzzle sheet, read as HTML: two puzzles a page and the answers after them;
each puzzle with its question, the hand of the player to move, a board naming every cell, a
line for the pupil's name and lines for the answer; each answer naming the solution's cells in
order with their levels and the points the engine counts -- in every language. Printed pages
are counted in tests/browser/test_handouts.py."""

from __future__ import annotations

import html
import re

import pytest

from seven_steps_widget.engine.cell_names import cell_name
from seven_steps_widget.export.puzzle_set import shipped_sets
from seven_steps_widget.export.puzzle_sheet import ANSWER_LINES, PER_PAGE, puzzle_sheet
from seven_steps_widget.export.puzzle_tree import unplayable
from seven_steps_widget.solver.explain import describe_for
from seven_steps_widget.solver.puzzles import Puzzle
from seven_steps_widget.words import LANGS, color_letter, t
from seven_steps_widget.words.board_words import hand_text

BEST = next(s for s in shipped_sets() if s.name == "best")
#: Six puzzles of the shipped set: the first five, and one that plays a victory-point tile.
SIX: tuple[Puzzle, ...] = (
    *[p for p in BEST.puzzles if not unplayable(p)][:5],
    next(p for p in BEST.puzzles if p.answer[-1].startswith("score V")),
)


def parts(sheet: str) -> tuple[list[str], list[str], str]:
    """The sheet's pages of puzzles, its puzzles, and its answer part."""
    body, answers = sheet.split("<section class='answers'>")
    pages = re.findall(r"<div class='pair'>(.*?)</div>(?=<div class='pair'>|$)", body, re.S)
    puzzles = re.findall(r"<section class='puzzle'>.*?</section>", body, re.S)
    return pages, puzzles, answers


@pytest.mark.parametrize("lang", LANGS)
def test_two_puzzles_a_page_then_the_answers_on_a_page_of_their_own(lang: str) -> None:
    sheet = puzzle_sheet("Class 4b", SIX, lang)
    pages, puzzles, answers = parts(sheet)
    assert PER_PAGE == 2 and len(pages) == 3
    assert [page.count("<section class='puzzle'>") for page in pages] == [2, 2, 2]
    assert len(puzzles) == 6 and answers.count("<li>") == 6
    style = sheet.split("<style>", 1)[1].split("</style>", 1)[0]
    assert "@page { size: A4;" in style
    assert ".pair + .pair, section.answers { break-before: page; }" in style
    assert "section.puzzle { break-inside: avoid;" in style


@pytest.mark.parametrize("lang", LANGS)
def test_each_puzzle_has_its_question_hand_a_name_line_and_answer_lines(lang: str) -> None:
    _, puzzles, _ = parts(puzzle_sheet("Class 4b", SIX, lang))
    name = html.escape(t("export.puzzle_sheet.name", lang))
    cells = html.escape(t("export.puzzle_sheet.cells", lang))
    points = html.escape(t("export.puzzle_sheet.points", lang))
    for puzzle, printed in zip(SIX, puzzles):
        state = puzzle.state
        assert html.escape(puzzle.question_in(lang)) in printed
        assert html.escape(hand_text(state, state.current, lang)) in printed
        assert f"<p class='write'>{name}<span class='line'></span></p>" in printed
        assert f"<p class='write'>{cells}</p>" in printed
        assert printed.count("<p class='line'></p>") == ANSWER_LINES >= 2
        assert f"<p class='write'>{points}<span class='line'></span></p>" in printed
        assert printed.count("<svg") == 1


@pytest.mark.parametrize("lang", LANGS)
def test_every_board_names_every_cell_beside_its_colour_letter(lang: str) -> None:
    _, puzzles, _ = parts(puzzle_sheet("Class 4b", SIX, lang))
    for puzzle, printed in zip(SIX, puzzles):
        board = puzzle.state.board
        labels = re.findall(r"<text[^>]*>([^<]*)</text>", printed)
        for cell in board.cells:
            label = html.escape(f"{color_letter(board.color(cell), lang)} {cell_name(board, cell)}")
            assert label in labels, label


@pytest.mark.parametrize("lang", LANGS)
def test_the_answers_name_the_solutions_cells_in_order_and_its_points(lang: str) -> None:
    _, _, answers = parts(puzzle_sheet("Class 4b", SIX, lang))
    assert html.escape(t("export.puzzle_sheet.answers", lang)) in answers
    items = re.findall(r"<li>(.*?)</li>", answers, re.S)
    for i, (puzzle, item) in enumerate(zip(SIX, items), start=1):
        plan, board = puzzle.solution(), puzzle.state.board
        title = t("export.puzzle_sheet.question", lang, i=i, title=puzzle.title_in(lang))
        assert item.startswith(f"<b>{html.escape(title)}</b><br>")
        said = html.unescape(item.split("<br>", 1)[1])
        assert said == describe_for(plan, puzzle.state, lang, named=True)
        named = re.findall(r"\b([a-h][1-9])\b", said)
        assert named == [cell_name(board, c) for c in plan.cells]
        # each disc's level right after its cell, the tile's bonus and the points counted
        levels = [int(n) for n in re.findall(r"\b[a-h][1-9] \(\D*(\d)\)", said)]
        assert levels == list(plan.levels)
        assert str(plan.total) in said.rsplit(";", 1)[1]
        if plan.vp is not None:
            assert f"{plan.vp} +{plan.vp_bonus}" in said


def test_the_answers_come_after_every_question() -> None:
    sheet = puzzle_sheet("Class 4b", SIX, "de")
    answers = sheet.index("<section class='answers'>")
    for puzzle in SIX:
        assert sheet.index(html.escape(puzzle.question_in("de"))) < answers
