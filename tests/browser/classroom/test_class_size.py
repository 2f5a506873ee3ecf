"""A class of N in one command (issue 28): ``--pupils N`` preheats N lessons, so that the whole
class starts at once, and the pool shrinks as the class fills, so that a full class holds N
kernels, not N and a refilled pool."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from tests.browser.conftest import write_notebook_file
from tests.browser.harness import JupyterDirs, classroom_server, server_kernels, start_with_retries

from .conftest import LESSON_CELL, wait_pool_ready
from .pupils import Pupil

pytestmark = pytest.mark.browser


def test_pupils_n_preheats_n_and_a_full_class_holds_n_kernels(tmp_path: Path) -> None:
    notebook = write_notebook_file(tmp_path / "notebooks" / "lesson.ipynb", [LESSON_CELL])
    dirs = JupyterDirs.create(tmp_path / "jupyter")
    server = start_with_retries(
        lambda: classroom_server(notebook, dirs, tmp_path / "classroom.log", None, ("--pupils=3",))
    )
    try:
        wait_pool_ready(server, 3)
        assert len(server_kernels(server)) == 3  # not the configuration's 8
        pages = [Pupil(server, f"127.0.0.{i}").page() for i in (2, 3, 4)]
        assert [p.status for p in pages] == [200, 200, 200]
        assert all(p.seconds < 5 for p in pages), [p.seconds for p in pages]  # all preheated
        time.sleep(6)  # a refill would start 3 s after a kernel is taken
        assert set(server_kernels(server)) == {p.kernel_id for p in pages}
        assert Pupil(server, "127.0.0.5").page().status == 503
    finally:
        server.stop()
