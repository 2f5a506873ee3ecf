"""Readable at 1280×800 in Voila, in English and German: the board, the rules-tour
walkthrough and a puzzle, each on its own Voila page in a 1280×800 viewport.

For each page: no horizontal scrollbar anywhere and the canvas within the viewport and its
output area; the smallest text drawn on the board is at least ``MIN_PX`` CSS pixels -- the
smallest ``Text.size`` of ``board.scene()`` (canvas buffer pixels, found in the kernel and put
into a hidden label; for the walkthrough over all its steps, for the puzzles over all of them)
times the canvas's CSS width over its buffer width, measured in the page; every visible button
has a font of at least ``MIN_PX`` and shows its whole label (``scrollWidth <= clientWidth``)
within the viewport, with "More" closed, open, and in edit mode; no control's label (a
dropdown's or check box's description, a label) is cut off either.

Screenshots of every page (the 1280×800 viewport as it opens and scrolled to what "More"
opens, and the whole widget with "More" open) go to ``$SSW_SCREENSHOTS`` if set, else to a
temporary folder, for a human to look at.

One Voila server serves all six notebooks (each page gets its own kernel).
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from seven_steps_widget.words import LANGS
from tests.browser.board_page import BOARD, button, open_more
from tests.browser.conftest import write_notebook_file
from tests.browser.harness import (
    CanvasPage,
    JupyterDirs,
    Server,
    start_with_retries,
    voila_render_path,
    voila_server,
)

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page

pytestmark = pytest.mark.browser

VIEWPORT = {"width": 1280, "height": 800}
MIN_PX = 12.0
#: Each page's widget and its root element.
ROOTS = {"board": BOARD, "walkthrough": ".ssw-walkthrough", "puzzle": ".ssw-puzzle"}

HEAD = """\
import json
import ipywidgets as widgets
from seven_steps_widget import BoardWidget, Game, PuzzleWidget, Walkthrough
from seven_steps_widget.drawing.shapes import Text
from seven_steps_widget.engine.actions import Place
from seven_steps_widget.lessons import rules_tour

LANG = {lang!r}


def smallest_text(board):
    \"\"\"The smallest text of the board's picture (canvas buffer pixels) and what it is.\"\"\"
    scene = board.scene()
    small = min((s for s in scene.shapes if isinstance(s, Text)), key=lambda t: t.size)
    return {{"size": small.size, "text": small.text, "role": small.role,
             "buffer_width": scene.width}}
"""
BODIES = {
    "board": """\
game = Game(("Anna", "Ben"), seed=7)
# a first disc, after which more may go: a numbered disc, the turn's line and legal cells
game.place(next(c for c in sorted(game.legal_cells()) if game.state.apply(Place(c)).legal_cells()))
shown = board = BoardWidget(game, lang=LANG)
texts = [smallest_text(board)]
""",
    "walkthrough": """\
shown = Walkthrough(rules_tour(), lang=LANG)
board = shown.board
texts = []
for i in range(len(shown.lesson)):  # every step's picture (nothing is drawn before a page)
    shown.show(i)
    texts.append(smallest_text(board))
shown.show(0)
""",
    "puzzle": """\
shown = PuzzleWidget(lang=LANG)
board = shown.board
texts = []
for i in range(len(shown.puzzles)):
    shown.go(i)
    texts.append(smallest_text(board))
shown.go(0)
""",
}
TAIL = """\
smallest = widgets.Label(json.dumps(min(texts, key=lambda t: t["size"])))
smallest.add_class("scene-smallest-text")
smallest.layout.display = "none"
widgets.VBox([shown, smallest])
"""

#: What the page says about a widget's layout (argument: the widget's root selector).
LAYOUT_JS = """(root) => {
  const el = document.querySelector(root);
  const canvas = el.querySelector('canvas');
  const box = canvas.getBoundingClientRect();
  const output = canvas.closest('.jp-OutputArea-output') || el.parentElement;
  const scrolling = [document.scrollingElement, ...document.querySelectorAll('*')].filter(e => {
    if (!e || e.scrollWidth <= e.clientWidth + 1) return false;
    if (e === document.scrollingElement) return true;
    const x = getComputedStyle(e).overflowX;
    return x === 'auto' || x === 'scroll';
  }).map(e => e.tagName + '.' + String(e.className).replace(/ /g, '.'));
  const buttons = [...el.querySelectorAll('button')]
    .filter(b => b.offsetParent !== null && b.getBoundingClientRect().width > 0)
    .map(b => {
      const r = b.getBoundingClientRect();
      return {label: b.innerText.trim(), font: parseFloat(getComputedStyle(b).fontSize),
              scroll: b.scrollWidth, client: b.clientWidth, left: r.left, right: r.right};
    });
  const labels = [...el.querySelectorAll('.widget-label, .widget-label-basic span')]
    .filter(l => l.offsetParent !== null && l.getBoundingClientRect().width > 0
                 && l.textContent.trim())
    .map(l => ({label: l.textContent.trim(), font: parseFloat(getComputedStyle(l).fontSize),
                scroll: l.scrollWidth, client: l.clientWidth}));
  return {
    labels,
    canvas: {left: box.left, right: box.right, width: box.width, buffer: canvas.width},
    output: output.getBoundingClientRect().right,
    viewport: document.documentElement.clientWidth,
    scrolling, buttons,
  };
}"""


#: How tall the page must be to show all of a widget (Voila scrolls a panel of its own, so
#: neither a full-page nor an element screenshot shows what lies below the viewport).
WHOLE_HEIGHT_JS = """(root) => {
  const el = document.querySelector(root);
  let top = el.getBoundingClientRect().top;
  for (let p = el.parentElement; p; p = p.parentElement) top += p.scrollTop;
  return Math.ceil(top + el.getBoundingClientRect().height + 24);
}"""
SCROLL_TOP_JS = """() => { for (const e of document.querySelectorAll('*')) e.scrollTop = 0; }"""


def whole_screenshot(page: Page, root: str, path: Path) -> None:
    """A screenshot 1280 px wide and as tall as the whole widget; the viewport is put back."""
    height = max(VIEWPORT["height"], int(page.evaluate(WHOLE_HEIGHT_JS, root)))
    page.set_viewport_size({"width": VIEWPORT["width"], "height": height})
    try:
        page.evaluate(SCROLL_TOP_JS)
        page.screenshot(path=str(path))
    finally:
        page.set_viewport_size(VIEWPORT)


def notebook_cells(kind: str, lang: str) -> list[str]:
    """The page's notebook: the widget, and its smallest board text in a hidden label."""
    return [HEAD.format(lang=lang), BODIES[kind], TAIL]


@pytest.fixture(scope="module")
def voila_folder(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """One Voila server for the six notebooks ``<kind>_<lang>.ipynb``."""
    work = tmp_path_factory.mktemp("readability")
    folder = work / "notebooks"
    for kind in ROOTS:
        for lang in LANGS:
            write_notebook_file(folder / f"{kind}_{lang}.ipynb", notebook_cells(kind, lang))
    dirs = JupyterDirs.create(work / "jupyter")
    server = start_with_retries(lambda: voila_server(folder, dirs, work / "voila.log", pool_size=0))
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def screenshot_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``$SSW_SCREENSHOTS`` (created if need be), else a temporary folder."""
    wanted = os.environ.get("SSW_SCREENSHOTS", "").strip()
    folder = Path(wanted) if wanted else tmp_path_factory.mktemp("screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def assert_readable(layout: dict[str, Any], smallest: dict[str, Any], where: str) -> None:
    """The checks of the module docstring on what LAYOUT_JS found."""
    canvas, viewport = layout["canvas"], layout["viewport"]
    assert not layout["scrolling"], f"{where}: horizontal scrollbar on {layout['scrolling']}"
    assert canvas["left"] >= 0 and canvas["right"] <= viewport + 0.5, f"{where}: {canvas}"
    assert canvas["right"] <= layout["output"] + 0.5, f"{where}: canvas wider than its output"
    assert canvas["buffer"] == smallest["buffer_width"], "the kernel's scene is not this canvas"
    css = smallest["size"] * canvas["width"] / canvas["buffer"]
    assert css >= MIN_PX, (
        f"{where}: the smallest board text ({smallest['role']} {smallest['text']!r}) is "
        f"{css:.1f} CSS px (size {smallest['size']} on a canvas of {canvas['buffer']} buffer "
        f"px shown {canvas['width']:.0f} px wide); want >= {MIN_PX}"
    )
    assert layout["buttons"], f"{where}: no buttons found"
    small = [b for b in layout["buttons"] if b["font"] < MIN_PX]
    assert not small, f"{where}: button fonts under {MIN_PX} px: {small}"
    clipped = [b for b in layout["buttons"] if b["scroll"] > b["client"]]
    assert not clipped, f"{where}: button labels clipped: {clipped}"
    outside = [b for b in layout["buttons"] if b["left"] < 0 or b["right"] > viewport + 0.5]
    assert not outside, f"{where}: buttons outside the viewport: {outside}"
    clipped = [label for label in layout["labels"] if label["scroll"] > label["client"]]
    assert not clipped, f"{where}: control labels clipped: {clipped}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", list(ROOTS))
def test_readable_at_1280x800_in_voila(
    kind: str,
    lang: str,
    voila_folder: Server,
    browser_context: BrowserContext,
    screenshot_dir: Path,
) -> None:
    from playwright.sync_api import expect

    started = time.monotonic()
    root = ROOTS[kind]
    page = browser_context.new_page()
    page.set_viewport_size(VIEWPORT)
    view = CanvasPage(page, voila_folder, canvas_selector=f"{BOARD} canvas")
    view.watch()
    page.goto(voila_folder.url(voila_render_path(f"{kind}_{lang}.ipynb")), wait_until="load")
    view.wait_painted()
    expect(page.locator(root)).to_be_visible()
    smallest = json.loads(page.locator(".scene-smallest-text").text_content() or "null")
    name = f"{kind}_{lang}"

    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(screenshot_dir / f"{name}.png"))
    assert_readable(page.evaluate(LAYOUT_JS, root), smallest, name)

    drawer = open_more(page, lang)  # the drawer's check boxes, seats, replay and edit buttons
    assert_readable(page.evaluate(LAYOUT_JS, root), smallest, name + " with More open")
    drawer.scroll_into_view_if_needed()  # Voila scrolls its own panel, not the document
    page.screenshot(path=str(screenshot_dir / f"{name}_more.png"))
    whole_screenshot(page, root, screenshot_dir / f"{name}_more_whole.png")

    edit = button(page, "edit", lang, within=root)
    if kind != "puzzle":  # a puzzle has no edit mode; the board and a lesson have
        edit.click()  # the edit tools: a tool, a player's hand, whose turn
        set_hand = button(page, "set_hand", lang, within=root)
        expect(set_hand).to_be_visible()
        assert_readable(page.evaluate(LAYOUT_JS, root), smallest, name + " in edit mode")
        set_hand.scroll_into_view_if_needed()
        page.screenshot(path=str(screenshot_dir / f"{name}_edit.png"))
    view.assert_no_page_errors()
    print(f"{name}: {time.monotonic() - started:.1f} s, screenshots in {screenshot_dir}")
