"""``bash scripts/lab.sh`` as a learner runs it: the address it prints opens the rules tour
itself in JupyterLab (not the Launcher), with no news pop-up; JupyterLab works on copies in
the lab folder, so running every cell and saving leaves the shipped notebooks as they are, and
a copy the learner changed is not overwritten by the next run."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path

import nbformat
import pytest
from playwright.sync_api import BrowserContext

from seven_steps_widget.notebooks import FIRST, shipped_notebook, shipped_notebooks
from tests.browser.harness import REPO_ROOT, JupyterDirs, free_port, printed_match

pytestmark = pytest.mark.browser

#: What JupyterLab's news pop-up asks.
NEWS = "notified about official Jupyter news"


def start_lab_sh(tmp_path: Path, lab_dir: Path, port: int) -> subprocess.Popen[str]:
    """``bash scripts/lab.sh --port N`` with private Jupyter folders and empty JupyterLab
    settings (so that only the script keeps the news pop-up away), working on ``lab_dir``."""
    env = {k: v for k, v in JupyterDirs.create(tmp_path / "jupyter").environ().items()}
    for name in ("DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(name, None)
    settings = tmp_path / "empty-settings"
    settings.mkdir()
    env.update(JUPYTERLAB_SETTINGS_DIR=str(settings), LAB_DIR=str(lab_dir))
    return subprocess.Popen(
        ["bash", "scripts/lab.sh", f"--port={port}", "--expose-app-in-browser"],
        cwd=REPO_ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )


def shipped_status() -> str:
    """``git status`` of the shipped notebooks."""
    folder = shipped_notebook(FIRST).parent
    done = subprocess.run(
        ["git", "status", "--porcelain", "--", str(folder)],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout


def test_lab_sh_opens_the_rules_tour_on_a_copy(
    tmp_path: Path, browser_context: BrowserContext
) -> None:
    before = shipped_status()
    lab_dir = tmp_path / "lab"
    lab_dir.mkdir()
    mine = lab_dir / "02_special_tiles.ipynb"  # a learner's changed copy from an earlier run
    changed = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("my notes")])
    nbformat.write(changed, mine)
    mine_before = mine.read_bytes()

    port = free_port()
    process = start_lab_sh(tmp_path, lab_dir, port)
    try:
        url = printed_match(process, r"(http://127\.0\.0\.1:\d+/\S*\?token=\S+)", "lab.sh")[1]
        assert url.startswith(f"http://127.0.0.1:{port}/lab/tree/{FIRST}?token="), url
        assert sorted(p.name for p in lab_dir.iterdir()) == shipped_notebooks()
        assert mine.read_bytes() == mine_before  # not overwritten

        page = browser_context.new_page()
        page.set_viewport_size({"width": 1280, "height": 720})
        page.goto(url)
        page.wait_for_function(
            """p => !!window.jupyterapp && !!window.__harness.panel(p)
                    && window.jupyterapp.shell.currentWidget === window.__harness.panel(p)""",
            arg=FIRST,
            timeout=120_000,
        )
        page.wait_for_function("p => window.__harness.kernelIdle(p)", arg=FIRST, timeout=120_000)
        page.wait_for_timeout(3000)  # the pop-up would come with the page's first seconds
        assert NEWS not in page.inner_text("body")

        page.evaluate(
            """async (p) => {
                 const panel = window.__harness.panel(p);
                 await window.__harness.race(
                   window.jupyterapp.commands.execute('notebook:run-all-cells'), 120000, 'run');
                 await window.__harness.race(panel.context.save(), 60000, 'save');
               }""",
            FIRST,
        )
        copy = lab_dir / FIRST
        deadline = time.monotonic() + 60
        while copy.read_bytes() == shipped_notebook(FIRST).read_bytes():
            assert time.monotonic() < deadline, "the working copy was never saved"
            time.sleep(0.5)
        assert NEWS not in page.inner_text("body")
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)
    assert shipped_status() == before, "running and saving changed a shipped notebook"
    assert mine.read_bytes() == mine_before
