"""The lessons as files: self-contained pages in English and German, every step in them,
nothing that would be fetched, and a task's answers judged as the engine judges them."""

from __future__ import annotations

import html
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from seven_steps_widget.export import LESSONS, export
from seven_steps_widget.export.lesson_page import lesson_page, task_data
from seven_steps_widget.export.rules_sheet import placement_cases, rules_sheet
from seven_steps_widget.lessons.storyboard import frames

from .lessons.test_storyboard import task_lesson


def test_the_command_writes_every_lesson_in_both_languages(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "seven_steps_widget.export", str(tmp_path / "out")],
        capture_output=True,
        text=True,
        check=True,
    )
    names = sorted(p.name for p in (tmp_path / "out").iterdir())
    stems = [*LESSONS, "rules-sheet"]
    expected = sorted([f"{stem}-{lang}.html" for stem in stems for lang in ("en", "de")])
    assert names == sorted([*expected, "index.html"])
    assert len(done.stdout.splitlines()) == len(names)
    index = (tmp_path / "out" / "index.html").read_text()
    assert all(f"href='{name}'" in index for name in expected)


def test_a_bad_directory_is_told_in_one_line(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    done = subprocess.run(
        [sys.executable, "-m", "seven_steps_widget.export", str(blocker / "out")],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.startswith("cannot write to")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_page_holds_every_step_and_fetches_nothing(lang: str, tmp_path: Path) -> None:
    written = export(tmp_path, langs=(lang,))
    for stem, make in LESSONS.items():
        lesson = make()
        page = (tmp_path / f"{stem}-{lang}.html").read_text()
        assert page.count("<section class='step'") == len(lesson)
        for frame in frames(lesson, lang):
            assert html.escape(frame.title) in page and html.escape(frame.story) in page
        # no source, link or import outside the page (the SVG namespace is a name, not a load)
        loads = re.findall(r"(?:src|href)\s*=\s*['\"]([^'\"#]+)", page) + re.findall(r"url\(", page)
        assert [u for u in loads if not u.startswith("data:")] == []
        assert "default-src 'none'" in page
    assert tmp_path / "index.html" in written


def test_task_verdicts_in_the_page_are_the_engines() -> None:
    lesson = task_lesson()
    cell_step, choice_step = lesson
    data = task_data(cell_step, "de")
    assert data is not None and data["kind"] == "cell"
    cells = data["cells"]
    assert isinstance(cells, dict) and len(cells) == len(cell_step.state.board.cells)
    for name, verdict in cells.items():
        q, r = map(int, name.split(","))
        assert verdict == {
            "right": (q, r) in cell_step.task.cells,  # type: ignore[union-attr]
            "text": cell_step.task.check(cell_step.state, (q, r), "de").text,  # type: ignore[union-attr]
        }
    choice = task_data(choice_step, "en")
    assert choice is not None and [v["right"] for v in choice["verdicts"]] == [False, True]  # type: ignore[index]
    page = lesson_page(lesson, "en")
    embedded = re.search(r"<script type='application/json' id='tasks'>(.*?)</script>", page, re.S)
    assert embedded and json.loads(embedded[1])[1] == choice


def test_the_rules_sheet_shows_the_four_placement_cases_as_the_engine_decides_them() -> None:
    cases = placement_cases()
    assert [c.key for c in cases] == ["same", "higher", "jump", "down"]
    assert [c.allowed for c in cases] == [True, True, False, False]
    last = [c.game.state.turn.levels[-1] for c in cases]
    assert last == [1, 1, 1, 2]  # the disc before: the tried cell is level 1, 2, 3 and 1
    english, german = rules_sheet("en"), rules_sheet("de")
    for sheet in (english, german):
        assert sheet.count("<figure class='case'>") == 4 and sheet.count("<tr>") == 11
        assert sheet.count("✔") == 2 and sheet.count("✗") == 2
    assert "Bauhilfe" in german and "building aid" in english
    for sheet in (english, german):  # one size for the four pictures: the captions line up
        figures = re.findall(r"<figure class='case'><svg[^>]*>", sheet)
        sizes = {re.search(r'width="[^"]*" height="[^"]*"', f)[0] for f in figures}  # type: ignore[index]
        assert len(figures) == 4 and len(sizes) == 1
