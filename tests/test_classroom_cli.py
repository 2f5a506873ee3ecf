"""``python -m seven_steps_widget.classroom`` before it serves: which notebook it serves and
from where (a shipped lesson or a puzzle set's page in a class folder of its own, a teacher's
notebook where it is), what it refuses in a sentence, and the rules it hands the kernels.
The servers themselves are tested in ``tests/browser/classroom/``."""

from __future__ import annotations

import json
import os
from pathlib import Path

import nbformat
import pytest

from seven_steps_widget.classroom.__main__ import main
from seven_steps_widget.classroom.lesson import LessonRefused, lesson_notebook, puzzle_notebook
from seven_steps_widget.classroom.puzzle_page import PUZZLES_VARIABLE, class_puzzles
from seven_steps_widget.notebooks import FOLDER, shipped_notebook
from seven_steps_widget.solver import load_puzzles
from seven_steps_widget.solver.puzzles import save_puzzles


def refusal(argv: list[str]) -> str:
    """What the command says when it refuses ``argv`` (it must refuse before serving)."""
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    return str(stopped.value.code)


def test_without_a_notebook_the_rules_tour_is_served_from_a_class_folder() -> None:
    served = lesson_notebook(None)
    assert served.name == "01_rules_tour.ipynb"
    assert served.read_bytes() == shipped_notebook("rules_tour").read_bytes()
    assert served.parent != FOLDER and sorted(served.parent.iterdir()) == [served]


@pytest.mark.parametrize("name", ["04_puzzles", "puzzles", "04_puzzles.ipynb"])
def test_a_shipped_lesson_may_be_named(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # an empty folder: nothing of that name here
    assert lesson_notebook(name).name == "04_puzzles.ipynb"


def test_a_teachers_own_notebook_is_served_where_it_is(tmp_path: Path) -> None:
    mine = tmp_path / "our_lesson.ipynb"
    nbformat.write(nbformat.v4.new_notebook(), mine)
    assert lesson_notebook(str(mine)) == mine


def test_an_unknown_lesson_is_refused_in_a_sentence(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    said = refusal(["chess.ipynb"])
    assert said.startswith("classroom: chess.ipynb does not exist, and no shipped lesson")
    assert "01_rules_tour" in said
    with pytest.raises(LessonRefused):
        lesson_notebook("chess")


def test_a_puzzle_set_gets_a_page_of_its_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(PUZZLES_VARIABLE, raising=False)
    source = tmp_path / "our_class.json"
    save_puzzles(load_puzzles()[:3], source)
    page, count = puzzle_notebook(source)
    assert count == 3 and page.name == "our_class.ipynb" and page.parent != tmp_path
    cells = nbformat.read(page, as_version=4).cells
    assert [c.source for c in cells] == [
        "from seven_steps_widget.classroom.puzzle_page import class_puzzles\n\nclass_puzzles()"
    ]
    assert os.environ[PUZZLES_VARIABLE] == str(source.resolve())
    widget = class_puzzles()  # what the page's kernel runs
    assert [p.id for p in widget.puzzles] == [p.id for p in load_puzzles()[:3]]


@pytest.mark.parametrize(
    ("content", "said"),
    [
        (None, "does not exist"),
        ("{not json", "is not a puzzle set the puzzle maker wrote"),
        (json.dumps({"format": "7steps-puzzles/4", "puzzles": []}), "holds no puzzle"),
        (json.dumps({"format": "7steps-puzzles/4", "puzzles": [{"id": 1}]}), "is not a puzzle"),
    ],
)
def test_a_missing_or_damaged_set_is_refused_in_a_sentence(
    tmp_path: Path, content: str | None, said: str
) -> None:
    source = tmp_path / "set.json"
    if content is not None:
        source.write_text(content, "utf-8")
    message = refusal(["--puzzles", str(source)])
    assert message.startswith(f"classroom: {source} ") and said in message
    assert "Traceback" not in message and "\n" not in message


def test_a_notebook_and_a_puzzle_set_together_are_refused(tmp_path: Path) -> None:
    source = tmp_path / "set.json"
    save_puzzles(load_puzzles()[:1], source)
    assert "not both" in refusal(["rules_tour", "--puzzles", str(source)])


def test_counts_must_make_sense() -> None:
    for wrong in (["--pupils", "0"], ["--per-device", "0"], ["--hints", "-1"]):
        assert refusal(wrong) == "2"  # argparse's usage error
