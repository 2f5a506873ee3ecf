"""The tutorial notebooks: each runs top to bottom without error, the committed copies carry
their outputs (a static SVG wherever a widget is shown) and match their source, and the README
maps every rule of docs/rules.md to the cells that demonstrate it."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "notebooks"))

import make_notebooks  # noqa: E402  (the notebooks' source lives beside them)

from seven_steps_widget import lessons  # noqa: E402
from seven_steps_widget.lessons.storyboard import storyboard_html  # noqa: E402

NOTEBOOKS = make_notebooks.NOTEBOOKS
RULES_MD = ROOT / "docs" / "rules.md"
#: Every rule id docs/rules.md defines; the parse below must find exactly these.
ALL_RULE_IDS = frozenset(
    [f"R{i}" for i in range(1, 15)]
    + [f"A{i}" for i in range(1, 6)]
    + [f"V{i}" for i in range(1, 7)]
    + [f"D{i}" for i in range(1, 5)]
    + [f"E{i}" for i in range(1, 7)]
)


def committed(name: str) -> nbformat.NotebookNode:
    return nbformat.read(ROOT / "notebooks" / name, as_version=4)


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda n: n.name)
def test_notebook_runs_top_to_bottom(notebook: make_notebooks.Notebook) -> None:
    nb = make_notebooks.execute(make_notebooks.build(notebook), timeout=300)
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            assert output["output_type"] != "error", "".join(output.get("traceback", []))


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda n: n.name)
def test_committed_notebook_is_current_and_reads_without_a_kernel(
    notebook: make_notebooks.Notebook,
) -> None:
    nb = committed(notebook.name)
    source = make_notebooks.build(notebook)
    assert [c.source for c in nb.cells] == [c.source for c in source.cells], (
        "run `python notebooks/make_notebooks.py` to refresh the committed notebook"
    )
    for cell, made in zip(nb.cells, notebook.cells):
        if cell.cell_type != "code":
            continue
        assert cell.outputs, f"cell without outputs: {cell.source[:60]!r}"
        for output in cell.outputs:
            assert output["output_type"] != "error"
            data = output.get("data", {})
            if "application/vnd.jupyter.widget-view+json" not in data:
                continue
            if made.lesson:  # the whole lesson, step by step, in the cell's language
                lesson = getattr(lessons, made.lesson)()
                assert data["text/html"] == storyboard_html(lesson, made.lang)
            else:
                assert data["image/svg+xml"].startswith("<svg"), "a widget without static board"


def rule_ids() -> list[str]:
    """Every rule id of docs/rules.md: list items (R, A, V, E) and the bold decisions (D)."""
    text = RULES_MD.read_text("utf-8")
    return re.findall(r"^- ([RAVE]\d+)\b", text, flags=re.M) + re.findall(r"\*\*(D\d+)\*\*", text)


def test_rule_ids_parse_finds_every_rule_once() -> None:
    ids = rule_ids()
    assert set(ids) == ALL_RULE_IDS, (
        f"missing: {sorted(ALL_RULE_IDS - set(ids))}, unexpected: {sorted(set(ids) - ALL_RULE_IDS)}"
    )
    assert len(ids) == len(ALL_RULE_IDS), "an id is defined twice in docs/rules.md"


def test_readme_maps_every_rule_to_a_notebook_cell() -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    assert make_notebooks.rule_table() in readme, "README's rule table is stale"
    ids = set(rule_ids())
    assert ids == ALL_RULE_IDS  # the parse found the whole list
    table = readme.split(make_notebooks.TABLE_START)[1]
    missing = [rule for rule in sorted(ids) if f"| {rule} |" not in table]
    assert not missing, f"rules not demonstrated in any notebook: {missing}"
