"""``pip install seven-steps-widget[classroom]`` then ``python -m seven_steps_widget.classroom``
serves a lesson from the installed wheel, in a fresh venv and a folder outside the repo, with
its configuration, template and checks (the package data under ``classroom/share``)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from websockets.exceptions import InvalidStatus

from tests.browser.conftest import write_notebook_file
from tests.browser.harness import HOST, REPO_ROOT, JupyterDirs, Server, free_port

from .conftest import LESSON_CELL
from .pupils import Pupil

pytestmark = pytest.mark.browser  # slow and serial: builds a wheel, fills a venv, serves


def run(cmd: list[str], cwd: Path, env: dict[str, str] | None = None) -> str:
    """Run a command; fail the test with its output if it fails."""
    done = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, f"{' '.join(cmd)}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done.stdout


def test_the_classroom_server_runs_from_the_wheel(tmp_path: Path) -> None:
    source = tmp_path / "source"
    for name in run(["git", "ls-files", "-z"], REPO_ROOT).split("\0"):
        if name and (REPO_ROOT / name).is_file():
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(REPO_ROOT / name, source / name)
    wheels = tmp_path / "wheels"
    run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels),
         str(source)], tmp_path)  # fmt: skip
    (wheel,) = wheels.glob("seven_steps_widget-*.whl")
    venv = tmp_path / "venv"
    run([sys.executable, "-m", "venv", str(venv)], tmp_path)
    python = str(venv / "bin" / "python")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "JUPYTER"))}
    env.update(
        PATH=os.pathsep.join((str(venv / "bin"), env.get("PATH", ""))), VIRTUAL_ENV=str(venv)
    )
    run([python, "-m", "pip", "install", "-q", f"{wheel}[classroom]", "ipykernel"], tmp_path, env)

    lesson = write_notebook_file(tmp_path / "class" / "lesson.ipynb", [LESSON_CELL])
    dirs = JupyterDirs.create(tmp_path / "jupyter")
    env |= {k: v for k, v in dirs.environ().items() if k.startswith(("JUPYTER", "IPYTHON"))}
    env["JUPYTER_PATH"] = str(venv / "share" / "jupyter")
    port = free_port()
    argv = [python, "-m", "seven_steps_widget.classroom", "lesson.ipynb", f"--port={port}",
            "--no-browser", "--pool_size=1"]  # fmt: skip
    server = Server("classroom", argv, port, "/voila/static/voila.js", lesson.parent, env,
                    tmp_path / "classroom.log")  # fmt: skip
    server.start(timeout=120)
    try:
        assert str(REPO_ROOT) not in run([python, "-c", "import seven_steps_widget.classroom as c; "
                                     "print(c.__file__)"], tmp_path, env)  # fmt: skip
        pupil = Pupil(server, "127.0.0.2")
        deadline = time.monotonic() + 120
        reply = pupil.page()
        while "Using pre-heated kernel" not in server.log_tail(20000):
            assert time.monotonic() < deadline
            time.sleep(0.5)
        assert reply.status == 200 and reply.kernel_id
        assert "crypto.getRandomValues" in reply.body  # the classroom template, from the wheel
        assert "classroom-words" in reply.body
        assert pupil.owner_cookie
        with pytest.raises(InvalidStatus) as refused:  # the legacy protocol is refused
            pupil.websocket(reply.kernel_id)
        assert refused.value.response.status_code == 400
        with urllib.request.urlopen(f"http://{HOST}:{port}/voila/static/voila.js", timeout=10):
            pass
    finally:
        server.stop()
