"""An exported puzzle page's status line follows the turn in real Chromium, offline: "place a
first disc", then "another disc … or score" after a disc, then "score now" once no disc fits
(or none is left), in the picture (on two lines when a long name needs them) and said to a
screen reader; Undo brings the words back.
The teacher's report: the page still said "place a first disc" after discs were placed."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from seven_steps_widget.engine.actions import Place
from seven_steps_widget.engine.hexgrid import cell_text
from seven_steps_widget.export.puzzle_set import FOLDER
from seven_steps_widget.solver.puzzles import Puzzle
from seven_steps_widget.words import LANGS
from seven_steps_widget.words.game import status_text

from .test_export_pages import offline_page
from .test_export_puzzles import BEST, cell, written

pytestmark = pytest.mark.browser

#: A disc fits no more after the answer's last (Ben holds more), and a hand emptied by it.
STUCK = next(p for p in BEST.puzzles if p.id == "s7-102")
EMPTIED = BEST.puzzles[0]
#: ... by a player whose long name puts the status on two lines after the first disc.
LONG = "Annemarie-Luise-von-Hohenzollern-Sigmaringen-Wittelsbach"
LONG_NAME = replace(EMPTIED, position=EMPTIED.position.replace("Ann:", f"{LONG}:"))


def status(page: Page) -> str:
    """The picture's status line as shown, its lines joined."""
    lines = page.locator(".board svg text.status").all_text_contents()
    return " ".join(line for line in lines if line)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    "puzzle", [STUCK, EMPTIED, LONG_NAME], ids=["none-fits", "none-left", "long-name"]
)
def test_the_status_line_follows_every_disc_and_says_score_now(
    chromium_browser: Browser, tmp_path: Path, lang: str, puzzle: Puzzle
) -> None:
    few = written(tmp_path, (puzzle,), lang)
    fetched: list[str] = []
    page = offline_page(chromium_browser, fetched)
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto((tmp_path / FOLDER / few.puzzle_page(1, lang)).as_uri())
    state = puzzle.state
    assert status(page) == status_text(state, lang)
    discs = [a.cell for a in puzzle.answer_actions() if isinstance(a, Place)]
    for disc in discs:
        cell(page, cell_text(disc))
        state = state.apply(Place(disc))
        expect(page.locator(".board svg text.status").first).to_be_visible()
        assert status(page) == status_text(state, lang)
    assert not state.legal_cells() and "score" in status_text(state, "en")
    assert status_text(state, lang) in page.locator("#feedback").inner_text()  # said too
    page.locator(".board svg text.status").first.scroll_into_view_if_needed()
    page.screenshot(path=str(tmp_path / f"status-{puzzle.id}-{lang}.png"))
    if puzzle is LONG_NAME and lang == "fr":  # two lines, the second below the first
        lines = page.locator(".board svg text.status")
        expect(lines).to_have_count(2)
        first, second = (float(lines.nth(i).get_attribute("y") or 0) for i in (0, 1))
        assert second > first
    page.locator("#undo").click()
    assert status(page) == status_text(puzzle.state.apply(*map(Place, discs[:-1])), lang)
    assert fetched == [] and page.errors == []  # type: ignore[attr-defined]
