"""What a screen reader gets from the widget, read from Chromium's own accessibility tree (CDP
``Accessibility.getFullAXTree``): the focused board's name, the focused cell's description,
and the live region's text after a placement and after a refused move; in English and German,
in Voila, JupyterLab (whose own shortcuts stay out of the board's keys) and Notebook 7."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from seven_steps_widget import Game
from seven_steps_widget.engine import Place, cell_name
from seven_steps_widget.engine.errors import IllegalMove
from seven_steps_widget.words import t
from seven_steps_widget.words.board_words import describe_cell, move_text, refused_text
from tests.browser.conftest import NotebookWriter

pytestmark = pytest.mark.browser

SAID = ".ssw-access-said"


class Tree:
    """Chromium's accessibility tree of a page, as CDP gives it."""

    def __init__(self, page: Page) -> None:
        session = page.context.new_cdp_session(page)
        nodes = session.send("Accessibility.getFullAXTree")["nodes"]
        session.detach()
        self.nodes: dict[str, dict[str, Any]] = {n["nodeId"]: n for n in nodes}

    @staticmethod
    def value(node: dict[str, Any], field: str) -> Any:
        return node.get(field, {}).get("value")

    @staticmethod
    def prop(node: dict[str, Any], name: str) -> Any:
        found = [p["value"].get("value") for p in node.get("properties", []) if p["name"] == name]
        return found[0] if found else None

    def focused(self) -> dict[str, Any]:
        """The focused element (the page itself, which has the focus too, left out)."""
        hits = [
            n
            for n in self.nodes.values()
            if self.prop(n, "focused") and self.value(n, "role") != "RootWebArea"
        ]
        assert len(hits) == 1, hits
        return hits[0]

    def text(self, node: dict[str, Any]) -> str:
        """The text under ``node``, as its static texts say it, a line each."""
        if self.value(node, "role") == "StaticText":
            return str(self.value(node, "name"))
        parts = [self.text(self.nodes[c]) for c in node.get("childIds", []) if c in self.nodes]
        return "\n".join(p for p in parts if p)

    def live(self) -> str:
        """The text of the board's polite live region (role status)."""
        hits = [
            n
            for n in self.nodes.values()
            if self.value(n, "role") == "status" and self.prop(n, "live") == "polite"
        ]
        assert len(hits) == 1, [self.value(n, "name") for n in hits]
        return self.text(hits[0])


@pytest.mark.parametrize(
    ("front_end", "lang"),
    [("voila", "en"), ("voila", "de"), ("jupyterlab", "en"), ("notebook7", "de")],
)
def test_the_tree_has_the_boards_name_the_cell_and_what_was_said(
    request: pytest.FixtureRequest,
    write_notebook: NotebookWriter,
    tmp_path: Path,
    front_end: str,
    lang: str,
) -> None:
    game = Game(("Ann", "Ben"), seed=1)
    state = game.state
    board = state.board
    first = next(c for c in state.legal_cells() if state.apply(Place(c)).legal_cells())
    after = state.apply(Place(first))
    far = next(c for c in board.cells if c not in after.legal_cells() and c != first)
    with pytest.raises(IllegalMove) as refused:
        after.apply(Place(far))
    refusal = refused_text(after, refused.value, far, lang)
    source = (
        "from seven_steps_widget import BoardWidget, Game\n"
        f"BoardWidget(Game(('Ann', 'Ben'), seed=1), lang={lang!r})"
    )
    notebook = write_notebook(tmp_path / "tree" / "tree.ipynb", [source])
    fixture = {"voila": "voila_page", "jupyterlab": "lab_page", "notebook7": "notebook_page"}
    page = request.getfixturevalue(fixture[front_end])(notebook).page
    cells_before = page.locator(".jp-Cell").count()

    page.locator(".ssw-access-focus").focus()
    start = describe_cell(state, (0, 0), lang)
    expect(page.locator(".ssw-access-cell")).to_have_text(start)
    focused = Tree(page).focused()
    assert Tree.value(focused, "name") == t("access.board_name", lang)
    assert Tree.value(focused, "role") == "application"
    assert Tree.value(focused, "description") == start

    page.keyboard.type(cell_name(board, first))  # (a letter is a JupyterLab shortcut too)
    page.keyboard.press("Enter")
    placed = move_text(state, Place(first), after, lang)
    expect(page.locator(SAID)).to_have_text(placed)
    tree = Tree(page)
    assert tree.live() == placed
    assert Tree.value(tree.focused(), "description") == describe_cell(after, first, lang)

    page.keyboard.type(cell_name(board, far))
    page.keyboard.press("Enter")
    expect(page.locator(SAID)).to_have_text(refusal)
    tree = Tree(page)
    assert tree.live() == refusal
    assert Tree.value(tree.focused(), "name") == t("access.board_name", lang)
    assert page.locator(".jp-Cell").count() == cells_before  # no cell added or removed
