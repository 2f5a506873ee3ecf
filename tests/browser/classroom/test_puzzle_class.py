"""A teacher's puzzle set served to a class with no notebook written by hand
(``python -m seven_steps_widget.classroom --puzzles FILE --no-solutions --hints 1``): the
pupil's page shows the set's first puzzle, no Solution button, and one hint at most."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, expect

from seven_steps_widget.solver import load_puzzles
from seven_steps_widget.solver.puzzles import save_puzzles
from seven_steps_widget.words import t
from tests.browser.harness import JupyterDirs, Server, free_port, start_with_retries

from .conftest import wait_pool_ready

pytestmark = pytest.mark.browser


def puzzle_class(tmp_path: Path, source: Path, *options: str) -> Server:
    """The classroom server for the set file ``source``, started from an empty folder."""
    folder = tmp_path / "empty"
    folder.mkdir(exist_ok=True)
    port = free_port()
    argv = [sys.executable, "-m", "seven_steps_widget.classroom", "--puzzles", str(source),
            f"--port={port}", "--no-browser", "--pupils=1", *options]  # fmt: skip
    env = JupyterDirs.create(tmp_path / "jupyter").environ()
    return Server("classroom", argv, port, "/voila/static/voila.js", folder, env,
                  tmp_path / "classroom.log")  # fmt: skip


def test_a_puzzle_set_without_solutions_and_one_hint(
    tmp_path: Path, browser_context: BrowserContext
) -> None:
    puzzles = [p for p in load_puzzles() if len(p.hints) >= 2][:2]
    source = tmp_path / "our_class.json"
    save_puzzles(puzzles, source)
    server = start_with_retries(
        lambda: puzzle_class(tmp_path, source, "--no-solutions", "--hints=1")
    )
    try:
        wait_pool_ready(server, 1)
        page = browser_context.new_page()
        page.set_viewport_size({"width": 1280, "height": 720})
        page.goto(server.url("/"))
        expect(page.get_by_text(puzzles[0].title_in("en"), exact=False).first).to_be_visible(
            timeout=60_000
        )
        hint = page.locator("button", has_text=t("hint", "en"))
        expect(hint).to_be_visible()
        assert page.locator("button:visible", has_text=t("solution", "en")).count() == 0
        hint.click()
        expect(page.get_by_text(t("hint_line", "en", i=1, hint="")[:6]).first).to_be_visible()
        expect(hint).to_be_disabled()
        page.screenshot(path=str(tmp_path / "puzzle-class.png"))
        assert sorted(p.name for p in (tmp_path / "empty").iterdir()) == []
    finally:
        server.stop()


def test_a_damaged_set_is_refused_at_start_in_a_sentence(tmp_path: Path) -> None:
    source = tmp_path / "our_class.json"
    source.write_text('{"format": "7steps-puzzles/4", "puzzles": [', "utf-8")
    server = puzzle_class(tmp_path, source)
    with pytest.raises(Exception) as refused:
        server.start(timeout=60)
    log = server.log_tail()
    assert f"classroom: {source} is not a puzzle set the puzzle maker wrote" in log, log
    assert "Traceback" not in log
    assert "exited with 1" in str(refused.value)
