"""The five tutorial notebooks as users meet them: served by Voila (the classroom app) and,
for the rules tour, opened and run in JupyterLab. Each page paints its boards without page
errors; the walkthrough's Next button repaints the board from the kernel; Voila shows no
instructions meant for code cells."""

from __future__ import annotations

from pathlib import Path

import pytest

from seven_steps_widget.notebooks import shipped_notebook, shipped_notebooks
from tests.browser.conftest import LabPageFactory, VoilaPageFactory
from tests.browser.harness import CanvasPage, LabPage

pytestmark = pytest.mark.browser

NOTEBOOKS = [shipped_notebook(name) for name in shipped_notebooks()]
CANVAS_HASH_JS = """([s, i]) => {
  const data = document.querySelectorAll(s)[i].toDataURL();
  let hash = 0;
  for (let k = 0; k < data.length; k++) hash = (hash * 31 + data.charCodeAt(k)) | 0;
  return data.length + ':' + hash;
}"""


def canvas_fingerprint(view: CanvasPage) -> str:
    """A short fingerprint of the whole canvas picture (read back only in tests)."""
    return str(view.page.evaluate(CANVAS_HASH_JS, [view.canvas_selector, view.canvas_index]))


def wait_changed(view: CanvasPage, before: str, timeout_ms: int = 20_000) -> str:
    waited = 0
    while waited < timeout_ms:
        now = canvas_fingerprint(view)
        if now != before:
            return now
        view.page.wait_for_timeout(100)
        waited += 100
    raise AssertionError("the canvas did not repaint")


def test_there_are_five_notebooks() -> None:
    assert [p.name[:2] for p in NOTEBOOKS] == ["01", "02", "03", "04", "05"]


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebook_in_voila_paints_every_board(voila_page: VoilaPageFactory, notebook: Path) -> None:
    """... and shows learners no instructions for code cells (the jupyter-only cells)."""
    view = voila_page(notebook)
    canvases = view.page.locator("canvas").count()
    assert canvases >= 1
    for index in range(canvases):
        CanvasPage(view.page, view.server, "canvas", index).wait_painted()
    text = view.page.inner_text("body")
    assert "Run All Cells" not in text and "Shift+Enter" not in text
    view.assert_no_page_errors()


def assert_every_board_painted(lab: LabPage) -> None:
    """Every canvas on the page paints, and the page threw no error (JupyterLab, Notebook 7)."""
    canvases = lab.page.locator("canvas").count()
    assert canvases >= 1
    for index in range(canvases):
        view = CanvasPage(lab.page, lab.server, "canvas", index)
        view.errors = lab.errors
        view.wait_painted()
    lab.assert_no_page_errors()


def assert_rules_tour_next_repaints(lab: LabPage) -> None:
    """Next ▶ three times: the kernel's tour is at step 4 and the board was repainted."""
    assert lab.kernel_eval("tour.index") == 0
    before = canvas_fingerprint(lab)
    for _ in range(3):
        lab.page.get_by_role("button", name="Next ▶").first.click()
    lab.page.get_by_text("Step 4 of").first.wait_for(state="visible")
    wait_changed(lab, before)
    assert lab.kernel_eval("tour.index") == 3
    lab.assert_no_page_errors()


@pytest.mark.parametrize("notebook", NOTEBOOKS[1:], ids=lambda p: p.stem)
def test_notebook_in_jupyterlab_runs_and_paints(lab_page: LabPageFactory, notebook: Path) -> None:
    assert_every_board_painted(lab_page(notebook))  # every cell run, the first canvas painted


def test_rules_tour_next_button_repaints_in_voila(voila_page: VoilaPageFactory) -> None:
    view = voila_page(NOTEBOOKS[0])
    before = canvas_fingerprint(view)
    next_button = view.page.get_by_role("button", name="Next ▶").first
    for _ in range(3):  # step 1 -> 4: Arnd's first disc is on the board
        next_button.click()
    view.page.get_by_text("Step 4 of").first.wait_for(state="visible")
    wait_changed(view, before)
    view.assert_no_page_errors()


def test_rules_tour_in_jupyterlab(lab_page: LabPageFactory) -> None:
    assert_rules_tour_next_repaints(lab_page(NOTEBOOKS[0]))
