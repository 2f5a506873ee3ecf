"""The tutorial notebooks: each runs top to bottom without error, the committed copies carry
their outputs (a static SVG wherever a widget is shown) and match their source, and the README
maps every rule of docs/rules.md to the cells that demonstrate it. What a learner reads is in
their words (no rule ids, coordinates or Python reprs), and what only a notebook user needs is
tagged so that the classroom app (scripts/voila.sh) leaves it out."""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path
from typing import Any

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "notebooks"))

import make_notebooks  # noqa: E402  (the notebooks' source lives beside them)

from seven_steps_widget import lessons  # noqa: E402
from seven_steps_widget.lessons.storyboard import storyboard_html  # noqa: E402
from seven_steps_widget.notebooks import FOLDER, hidden_tags, language_tag  # noqa: E402
from seven_steps_widget.words import LANGS  # noqa: E402

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
    return nbformat.read(FOLDER / name, as_version=4)


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
    assert [tags(c) for c in nb.cells] == [tags(c) for c in source.cells]
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


def tags(cell: nbformat.NotebookNode) -> list[str]:
    return list(cell.get("metadata", {}).get("tags", []))


#: Instructions that only make sense with the code cells at hand (not in the classroom app).
CODE_ONLY = re.compile(r"run all|shift|run the cell|run this cell|run each cell", re.I)
#: What a learner must not read: rule ids (tile names A1-A5, V1-V6 are fine), coordinates
#: ("4,-2", "(3, -3)", "q,r") and Python reprs of dicts, lists of pairs, enums and counters.
NOT_FOR_LEARNERS = {
    "a rule id": re.compile(r"\b[RDE]\d{1,2}\b"),
    "a coordinate": re.compile(r"-?\d+,-?\d+\b|\(-?\d+, -?\d+\)|\bq,\s?r\b"),
    "a Python repr": re.compile(r"[{[]\(|\{'|\[\d+, \d|<\w+\.\w+: |Counter\(|<Game |<Board "),
}


def learner_texts(nb: nbformat.NotebookNode) -> list[tuple[int, str]]:
    """(cell number, text) of everything a learner reads in Voila: the untagged markdown and
    every printed output of the untagged code cells."""
    found = []
    for number, cell in enumerate(nb.cells, start=1):
        if "jupyter-only" in tags(cell):
            continue
        if cell.cell_type == "markdown":
            found.append((number, cell.source))
        for output in cell.get("outputs", []):
            if output["output_type"] == "stream":
                found.append((number, output["text"]))
    return found


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda n: n.name)
def test_learners_read_no_ids_coordinates_or_reprs(notebook: make_notebooks.Notebook) -> None:
    problems = [
        f"cell {number}: {what} in {match.group()!r}"
        for number, text in learner_texts(committed(notebook.name))
        for what, pattern in NOT_FOR_LEARNERS.items()
        for match in pattern.finditer(text)
    ]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda n: n.name)
def test_code_only_instructions_are_tagged_jupyter_only(
    notebook: make_notebooks.Notebook,
) -> None:
    untagged = [
        cell.source[:60]
        for cell in notebook.cells
        if CODE_ONLY.search(cell.source) and make_notebooks.JUPYTER_ONLY not in cell.tags
    ]
    assert not untagged, f"tag these {make_notebooks.JUPYTER_ONLY!r}: {untagged}"


def defined_names(source: str) -> set[str]:
    """The names a code cell binds (assignments, imports, loops, functions, classes)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names |= {(a.asname or a.name).split(".")[0] for a in node.names}
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
    return names


def used_names(source: str) -> set[str]:
    """The names a code cell reads."""
    tree = ast.parse(source)
    return {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda n: n.name)
@pytest.mark.parametrize("lang", LANGS)
def test_no_served_cell_needs_a_cell_the_page_leaves_out(
    notebook: make_notebooks.Notebook, lang: str
) -> None:
    """A cell the classroom page leaves out (jupyter-only, another language's section) is not
    run there: no cell the page keeps may read a name that only such a cell binds."""
    hidden = set(hidden_tags(lang))
    bound: set[str] = set()
    for number, cell in enumerate(notebook.cells, start=1):
        if cell.kind != "code":
            continue
        if hidden & set(cell.tags):
            left_out = defined_names(cell.source) - bound
            for later in notebook.cells[number:]:
                if later.kind == "code" and not hidden & set(later.tags):
                    needed = left_out & used_names(later.source)
                    assert not needed, f"cell {number} is left out for {lang}; {needed} needed"
        else:
            bound |= defined_names(cell.source)


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda n: n.name)
def test_a_language_section_is_tagged_with_its_language(
    notebook: make_notebooks.Notebook,
) -> None:
    """The cells from a heading „… Deutsch“ to the next heading of the same depth or less
    carry the tag lang-de (so an English or French class is not served them), and no cell
    outside such a section does; a walkthrough in German is in that section."""
    german_depth: int | None = None  # the depth of the German section's heading, if in one
    for cell in notebook.cells:
        heading = re.match(r"(#+) (.*)", cell.source) if cell.kind == "markdown" else None
        if heading:
            depth, german_heading = len(heading[1]), "Deutsch" in heading[2]
            if german_depth is not None and depth <= german_depth and not german_heading:
                german_depth = None
            if german_depth is None and german_heading:
                german_depth = depth
        german = german_depth is not None
        assert (language_tag("de") in cell.tags) == german, cell.source[:60]
        if cell.kind == "code" and cell.lang == "de":
            assert german, cell.source[:60]


#: English words that a German section has no use for (its glossary gives English terms after
#: "=", nouns such as "disc" or "building aid", none of these).
ENGLISH = re.compile(r"\b(?:the|and|with|of|same|is|are|to)\b", re.I)


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda n: n.name)
def test_the_german_sections_are_written_in_german(notebook: make_notebooks.Notebook) -> None:
    """A section headed „… Deutsch“ (its markdown up to the next heading in another language)
    speaks German: only the glossary's terms are English."""
    german = False
    for cell in notebook.cells:
        if cell.kind != "markdown":
            continue
        heading = re.match(r"#+ (.*)", cell.source)
        if heading:
            german = "Deutsch" in heading[1]
        if german:
            assert not ENGLISH.findall(cell.source), cell.source[:80]


def classroom_config() -> Any:
    """The configuration the classroom server (python -m seven_steps_widget.classroom, which
    scripts/voila.sh calls) gives Voila (its share/voila.json), loaded as it loads it."""
    from seven_steps_widget.classroom.app import ClassroomVoila

    script = (ROOT / "scripts" / "voila.sh").read_text("utf-8")
    assert "-m seven_steps_widget.classroom" in script
    app = ClassroomVoila()
    app.load_config_file("voila", path=app.config_file_paths)
    return app.config


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda n: n.name)
def test_voila_leaves_out_the_jupyter_only_cells(notebook: make_notebooks.Notebook) -> None:
    """The classroom app's exporter, configured as scripts/voila.sh configures Voila, drops
    exactly the cells tagged jupyter-only (before Voila runs the rest)."""
    from nbconvert.exporters import Exporter
    from voila.exporter import VoilaExporter

    exporter = VoilaExporter(config=classroom_config())
    nb = committed(notebook.name)
    shown, _ = Exporter.from_notebook_node(exporter, nb, {})
    kept = [c.source for c in nb.cells if make_notebooks.JUPYTER_ONLY not in tags(c)]
    assert [c.source for c in shown.cells] == kept
    assert not any(CODE_ONLY.search(c.source) for c in shown.cells)


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
