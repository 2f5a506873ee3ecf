"""Fixtures for the classroom server's tests: the real server (``python -m
seven_steps_widget.classroom``, as the README starts it) on a small lesson. The browser
fixtures come from ``tests/browser/conftest.py`` (one Playwright for the whole run)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

import psutil
import pytest

from tests.browser.conftest import write_notebook_file
from tests.browser.harness import (
    JupyterDirs,
    Server,
    classroom_server,
    server_kernels,
    start_with_retries,
)

#: A lesson's shape without the lessons: a canvas that "Next" repaints (its drawing commands
#: travel with binary buffers, as the board's do) and the step the pupil is on.
LESSON_CELL = """\
import ipywidgets as widgets
from ipycanvas import Canvas

canvas = Canvas(width=300, height=200)
colours = ["#c33", "#3a3", "#33c"]
step = [0]
where = widgets.Label(value="step 0")

def paint(*_):
    canvas._canvas_manager._current_canvas = None  # pitfall 10, as the board's painter does
    canvas.fill_style = colours[step[0] % 3]
    canvas.fill_rect(0, 0, 300, 200)

def next_step(_):
    step[0] += 1
    where.value = f"step {step[0]}"
    paint()

canvas.on_client_ready(paint)
button = widgets.Button(description="Next")
button.on_click(next_step)
widgets.VBox([canvas, button, where])
"""

StartClassroom = Callable[..., Server]


@pytest.fixture
def start_classroom(tmp_path: Path) -> Iterator[StartClassroom]:
    """Factory: ``start_classroom(pool_size, *extra)`` starts the classroom server on the
    small lesson and waits until its pool's kernels have run it; stopped after the test."""
    servers: list[Server] = []

    def start(pool_size: int = 1, *extra: str) -> Server:
        work = tmp_path / f"server{len(servers)}"
        notebook = write_notebook_file(work / "notebooks" / "lesson.ipynb", [LESSON_CELL])
        dirs = JupyterDirs.create(work / "jupyter")
        server = start_with_retries(
            lambda: classroom_server(notebook, dirs, work / "classroom.log", pool_size, extra)
        )
        servers.append(server)
        wait_pool_ready(server, pool_size)
        return server

    try:
        yield start
    finally:
        for server in servers:
            server.stop()


def busy_percent(kernels: Iterable[psutil.Process]) -> float:
    """The kernels' CPU use over 0.2 s each; a kernel that ended meanwhile (a pool being
    refilled) counts as busy, so the caller looks again."""
    total = 0.0
    for kernel in kernels:
        try:
            total += kernel.cpu_percent(interval=0.2)
        except psutil.NoSuchProcess:
            return float("inf")
    return total


def wait_pool_ready(server: Server, pool_size: int, seconds: float = 120) -> None:
    """Wait until ``pool_size`` kernels run and have been idle for a moment (each has run the
    lesson: a preheated kernel is "filled" long before it is ready, pitfall 19)."""
    deadline = time.monotonic() + seconds
    while len(server_kernels(server)) < pool_size:
        assert time.monotonic() < deadline, "the pool was not filled"
        time.sleep(0.2)
    quiet = 0
    while quiet < 3:
        assert time.monotonic() < deadline, "the pool's kernels never came to rest"
        quiet = quiet + 1 if busy_percent(server_kernels(server).values()) < 5 else 0

