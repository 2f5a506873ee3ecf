"""Proves the browser harness on a tiny ipycanvas notebook, in Voila and in JupyterLab.

The notebook paints only in ``on_client_ready`` (never at construction, pitfall 1), and each
mouse-down fills a circle and appends the point to ``clicks``; a Label mirrors the count so the
Voila test, which cannot reach the kernel, can read it from the page.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.browser.conftest import LabPageFactory, NotebookWriter, VoilaPageFactory
from tests.browser.harness import FAREWELL_ERRORS, REPO_ROOT, colour_close

pytestmark = pytest.mark.browser

SMOKE_CELLS = [
    "import ipywidgets as widgets\nfrom ipycanvas import Canvas",
    """\
clicks = []
canvas = Canvas(width=200, height=200)
label = widgets.Label(value="clicks: 0")
label.add_class("smoke-clicks")


def paint():
    canvas.fill_style = "#1e90ff"
    canvas.fill_rect(20, 20, 160, 160)


def on_down(x, y):
    clicks.append((x, y))
    canvas.fill_style = "#ff0000"
    canvas.fill_circle(x, y, 12)
    label.value = f"clicks: {len(clicks)} at {x:.0f},{y:.0f}"


canvas.on_client_ready(paint)
canvas.on_mouse_down(on_down)
widgets.VBox([canvas, label])""",
]

BLUE = (0x1E, 0x90, 0xFF, 255)
RED = (255, 0, 0, 255)
CLEAR = (0, 0, 0, 0)


@pytest.fixture
def smoke_notebook(tmp_path: Path, write_notebook: NotebookWriter) -> Path:
    """The smoke notebook, written fresh into tmp_path."""
    return write_notebook(tmp_path / "smoke" / "smoke.ipynb", SMOKE_CELLS)


def test_voila_click_paints_and_reload_repaints(
    voila_page: VoilaPageFactory, smoke_notebook: Path
) -> None:
    """Voila: painted on load, a click reaches Python and paints, a reload paints again."""
    from playwright.sync_api import Error as PlaywrightError
    from playwright.sync_api import expect

    view = voila_page(smoke_notebook)
    label = view.page.locator(".smoke-clicks")
    assert colour_close(view.pixel(100, 100), BLUE)
    assert view.pixel(5, 5) == CLEAR

    view.click_buffer(60, 140)
    view.wait_pixel(60, 140, equals=RED)
    expect(label).to_have_text(re.compile(r"^clicks: 1 at (59|60|61),(139|140|141)$"))
    assert colour_close(view.pixel(100, 100), BLUE)

    view.click_buffer(140, 60)
    view.wait_pixel(140, 60, equals=RED)
    expect(label).to_have_text(re.compile(r"^clicks: 2 at (139|140|141),(59|60|61)$"))

    # the page being left may reject its widgets' messages as it goes (CI saw it once): that
    # farewell is the old page's, so the reload does not count it; the new page's errors count
    view.page.evaluate(
        """msg => window.addEventListener('beforeunload',
                                          () => { Promise.reject(new Error(msg)); })""",
        FAREWELL_ERRORS[0],
    )
    view.reload()
    assert colour_close(view.pixel(100, 100), BLUE)
    assert colour_close(view.pixel(60, 140), BLUE)
    expect(label).to_have_text(re.compile(r"^clicks: 0$"))
    view.assert_no_page_errors()
    view.page.evaluate("msg => { Promise.reject(new Error(msg)); }", FAREWELL_ERRORS[0])
    view.page.wait_for_timeout(500)
    assert any(FAREWELL_ERRORS[0] in error for error in view.errors), view.errors
    kept = list(view.errors)  # the filter itself, whatever Chromium reported above
    with view.leaving_page():
        for farewell in FAREWELL_ERRORS:
            view.on_page_error(PlaywrightError(farewell))
        view.on_page_error(PlaywrightError("another error"))
    view.on_page_error(PlaywrightError(FAREWELL_ERRORS[0]))
    assert view.errors == [*kept, "another error", FAREWELL_ERRORS[0]]


def test_lab_click_reaches_kernel(lab_page: LabPageFactory, smoke_notebook: Path) -> None:
    """JupyterLab: run all cells, click the stretched canvas, read the list from the kernel."""
    view = lab_page(smoke_notebook)
    assert colour_close(view.pixel(100, 100), BLUE)
    assert view.kernel_eval("len(clicks)") == 0

    view.click_buffer(60, 140)
    view.wait_pixel(60, 140, equals=RED)
    assert view.kernel_eval("len(clicks)") == 1
    x, y = view.kernel_eval("clicks[0]")
    assert abs(x - 60.5) < 1.5 and abs(y - 140.5) < 1.5, (x, y)
    # the kernel imports the package of this checkout (PYTHONPATH), not another editable
    # install, e.g. a git worktree's tests must run that worktree's widget
    where = view.kernel_eval("__import__('seven_steps_widget').__file__")
    assert Path(where).resolve().is_relative_to(REPO_ROOT), where
    view.assert_no_page_errors()
