"""Exported puzzle pages in real Chromium from file://, with every other request blocked: a
learner plays a beginner puzzle disc by disc, is refused a cell with the engine's sentence,
submits a wrong turn (the engine's verdict) and then the best one (✔), undoes, reads a hint,
goes on to the next puzzle; a turn right at once earns a ★, and the held victory-point tile is
played with its box; the printable sheet puts the answers on a page of their own."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from seven_steps_widget.engine.actions import Place
from seven_steps_widget.engine.errors import IllegalMove
from seven_steps_widget.engine.hexgrid import cell_text
from seven_steps_widget.export.puzzle_set import FOLDER, PuzzleSet, shipped_sets, write_set
from seven_steps_widget.solver.puzzles import Puzzle, check_answer, hint
from seven_steps_widget.words import LANGS, t
from seven_steps_widget.words.game import refusal_text

from .test_export_pages import offline_page

pytestmark = pytest.mark.browser

BEST = next(s for s in shipped_sets() if s.name == "best")


def written(tmp_path: Path, puzzles: tuple[Puzzle, ...], lang: str) -> PuzzleSet:
    """The puzzles written as a set of pages in ``lang``."""
    few = PuzzleSet("few", BEST.title, puzzles)
    write_set(few, tmp_path, (lang,))
    return few


def cell(page: Page, key: str) -> None:
    """Click the middle of a cell of the board with the mouse: the click lands on whatever is
    drawn there (a tower, its height, a mark), as a learner's does."""
    page.locator(f".board svg polygon.cell[data-cell='{key}']").click(force=True)


@pytest.mark.parametrize("lang", LANGS)
def test_a_beginner_puzzle_is_solved_offline_a_wrong_turn_first(
    chromium_browser: Browser, tmp_path: Path, lang: str
) -> None:
    first, second = BEST.puzzles[:2]
    assert first.difficulty == 1 and first.answer[-1] == "score"
    few = written(tmp_path, (first, second), lang)
    fetched: list[str] = []
    page = offline_page(chromium_browser, fetched)
    page.goto((tmp_path / FOLDER / few.puzzle_page(1, lang)).as_uri())
    expect(page.locator("html")).to_have_attribute("lang", lang)
    feedback, mark = page.locator("#feedback"), page.locator("#mark")
    board = page.locator(".board svg")
    where = board.bounding_box()  # the verdicts come above it: it must not move under the pointer
    assert where is not None
    answer = [cell_text(c) for c in first.solution().cells]
    # a cell the engine refuses: its sentence, and nothing placed
    state = first.state
    refused = next(c for c in state.board.cells if c not in state.legal_cells())
    with pytest.raises(IllegalMove) as error:
        state.apply(Place(refused))
    cell(page, f"{refused[0]},{refused[1]}")
    expect(feedback).to_have_text(t("not_allowed", lang, why=refusal_text(error.value, lang)))
    expect(page.locator("#undo")).to_be_disabled()
    # a wrong turn: only the first disc of the answer; it leaves the hand in the side panel
    in_hands = page.locator(".board svg .hand-disc:visible")
    before = in_hands.count()
    cell(page, answer[0])
    expect(in_hands).to_have_count(before - 1)
    expect(page.locator(".board svg .turn-total")).to_have_text(
        t(
            "this_turn",
            lang,
            sum=state.apply(Place(first.solution().cells[0])).turn.levels[0],
            total=first.solution().levels[0],
        )  # fmt: skip
    )
    page.get_by_role("button", name=t("submit", lang)).click()
    wrong = check_answer(first, [f"place {answer[0]}", "score"], lang)
    assert not wrong.right
    expect(feedback).to_have_text(wrong.message)
    expect(feedback).to_have_class(re.compile("wrong"))
    expect(mark).to_have_text("")
    assert board.bounding_box() == where
    # undo, then the best turn: right, but not at the first try
    page.locator("#undo").click()
    expect(in_hands).to_have_count(before)
    for key in answer:
        cell(page, key)
    page.get_by_role("button", name=t("submit", lang)).click()
    expect(feedback).to_have_text(check_answer(first, first.answer, lang).message)
    expect(feedback).to_have_class(re.compile("right"))
    expect(mark).to_have_text(t("puzzle.solved", lang))
    page.get_by_role("button", name=t("hint", lang)).click()
    expect(page.locator("#hints li")).to_have_text(
        [t("hint_line", lang, i=1, hint=hint(first, 0, lang))]
    )
    page.get_by_role("link", name=t("next_puzzle", lang)).click()
    expect(page.locator("h1")).to_contain_text(second.title_in(lang))
    assert fetched == [] and page.errors == []  # type: ignore[attr-defined]


def test_a_turn_right_at_once_earns_a_star_and_the_vp_tile_is_played_with_its_box(
    chromium_browser: Browser, tmp_path: Path
) -> None:
    puzzle = next(p for p in BEST.puzzles if p.answer[-1].startswith("score V"))
    few = written(tmp_path, (puzzle,), "de")
    fetched: list[str] = []
    page = offline_page(chromium_browser, fetched)
    page.goto((tmp_path / FOLDER / few.puzzle_page(1, "de")).as_uri())
    for disc in puzzle.solution().cells:
        cell(page, cell_text(disc))
    page.locator("#vp").check()
    page.get_by_role("button", name=t("submit", "de")).click()
    expect(page.locator("#feedback")).to_have_text(
        check_answer(puzzle, puzzle.answer, "de").message
    )
    expect(page.locator("#mark")).to_have_text(t("puzzle.star", "de"))
    page.locator("#vp").uncheck()  # the same discs without the tile: short of the best
    page.get_by_role("button", name=t("submit", "de")).click()
    without = check_answer(puzzle, [*puzzle.answer[:-1], "score"], "de")
    assert not without.right
    expect(page.locator("#feedback")).to_have_text(without.message)
    expect(page.locator("#mark")).to_have_text(t("puzzle.star", "de"))  # kept
    assert fetched == [] and page.errors == []  # type: ignore[attr-defined]


def test_the_puzzle_sheet_prints_the_answers_on_their_own_page(
    chromium_browser: Browser, tmp_path: Path
) -> None:
    few = written(tmp_path, BEST.puzzles[:2], "en")
    fetched: list[str] = []
    page = offline_page(chromium_browser, fetched)
    page.goto((tmp_path / FOLDER / few.list_page("en")).as_uri())
    page.get_by_role("link", name=t("export.puzzle_sheet.link", "en")).click()
    expect(page.locator("section.puzzle svg")).to_have_count(2)
    pdf = page.pdf(format="A4", print_background=True)
    pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
    assert pages >= 2, pages  # the questions, then the answer page
    assert fetched == [] and page.errors == []  # type: ignore[attr-defined]
