"""An exported puzzle page read as a screen reader gets it, keyboard only, from file:// with
every other request blocked: a disc placed with Enter is announced in the page's live region
(and so in Chromium's accessibility tree) with its cell, colour, number and level, and the
last that fits with the status line's "score now"; the placed
cell then reads as that disc, not as the empty start; Undo and Try again are announced and the
cell reads as at the start again. In English and German."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from seven_steps_widget.engine.actions import Place
from seven_steps_widget.engine.cell_names import cell_name, cursor_start
from seven_steps_widget.export.puzzle_set import FOLDER, PuzzleSet, write_set
from seven_steps_widget.words import Text, t
from seven_steps_widget.words.board_words import describe_cell
from seven_steps_widget.words.game import status_text

from ..test_puzzle_page_access import ANSWER, PUZZLE, disc_words
from .test_a11y_tree import Tree
from .test_keyboard_export import keyboard_page, keys_to, no_mouse, said, tab_to

pytestmark = pytest.mark.browser


def live_texts(page: Page) -> list[str]:
    """The texts of the page's polite live regions, as Chromium's accessibility tree has them."""
    tree = Tree(page)
    roots = [
        n
        for n in tree.nodes.values()
        if Tree.prop(n, "live") == "polite" and Tree.value(n, "role") not in ("StaticText",)
    ]
    return [tree.text(n).replace("\u00a0", "").strip() for n in roots]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_placement_is_announced_and_the_placed_cell_reads_as_its_disc(
    chromium_browser: Browser, tmp_path: Path, lang: str
) -> None:
    puzzle, (first, second) = PUZZLE, ANSWER[:2]
    one = PuzzleSet("one", Text("export.puzzles.set.file", name="one"), (puzzle,))
    write_set(one, tmp_path, (lang,))
    fetched: list[str] = []
    page = keyboard_page(chromium_browser, fetched)
    page.goto((tmp_path / FOLDER / one.puzzle_page(1, lang)).as_uri())
    state, board = puzzle.state, puzzle.state.board
    after = state.apply(Place(first))
    both = after.apply(Place(second))

    feedback = page.locator("#feedback")
    tab_to(page, ".keys-board svg")
    for key in keys_to(board, cursor_start(board), first):
        page.keyboard.press(key)
    assert said(page) == describe_cell(state, first, lang, legality=False)
    page.keyboard.press("Enter")  # the first disc: announced
    placed = disc_words(first, 1, after.turn.levels[-1], lang)
    expect(feedback).to_have_text(placed)
    assert placed in live_texts(page)
    page.keyboard.press("Shift+C")  # the cell reads as the disc now, not the empty start
    assert said(page) == placed
    for key in keys_to(board, first, second):  # the cursor moves on: the next cell as it is
        page.keyboard.press(key)
    assert said(page) == describe_cell(state, second, lang, legality=False)
    page.keyboard.type(cell_name(board, second))  # the second by its typed name
    page.keyboard.press("Enter")
    placed_second = disc_words(second, 2, both.turn.levels[-1], lang)
    assert not both.legal_cells()  # the last disc that fits: the status's "score now" is said
    told = f"{placed_second} {status_text(both, lang)}"
    expect(feedback).to_have_text(told)
    assert told.replace("\u00a0", "") in live_texts(page)
    for key in keys_to(board, second, first):  # back on the first: still the first disc
        page.keyboard.press(key)
    assert said(page) == placed

    page.keyboard.press("Shift+U")  # the second disc taken back: said; the cell reads as before
    expect(feedback).to_have_text(t("access.undone", lang))
    assert t("access.undone", lang) in live_texts(page)
    for key in keys_to(board, first, second):
        page.keyboard.press(key)
    assert said(page) == describe_cell(state, second, lang, legality=False)

    tab_to(page, "#again", limit=60)  # Try again: every disc back, said
    page.keyboard.press("Enter")
    expect(feedback).to_have_text(t("export.puzzles.cleared", lang))
    assert t("export.puzzles.cleared", lang) in live_texts(page)
    tab_to(page, ".keys-board svg")
    page.keyboard.press("Shift+C")
    assert said(page) == describe_cell(state, second, lang, legality=False)
    for key in keys_to(board, second, first):
        page.keyboard.press(key)
    assert said(page) == describe_cell(state, first, lang, legality=False)
    no_mouse(page)
    assert fetched == [] and page.errors == []  # type: ignore[attr-defined]
