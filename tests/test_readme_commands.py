"""Every command in the README is run by a test, from where the README says to run it.

The commands are the lines of the README's fenced ``bash`` blocks. :data:`HOW` maps each one to
the test here that runs it, or to the reason it is run elsewhere; a command added to the README
without an entry fails :func:`test_every_readme_command_has_a_test`. The commands run as written
(``python`` is this virtual environment's, first on ``PATH``), with only what a test must add:
a free port, and one preheated lesson instead of one per pupil (``--pool_size=1``: the class's
size is still given, and still caps the class). A ``--lan`` command is run on loopback: the test
leaves ``--lan`` out (Voila takes one address to bind, so a second one cannot override it), as
these tests serve nothing beyond this computer; what ``--lan`` adds, the network address bound
and printed, is tested by ``tests/browser/test_classroom.py::
test_lan_option_serves_the_printed_address``.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from seven_steps_widget import BoardWidget, Game
from seven_steps_widget.solver import load_puzzles
from tests.browser.harness import HOST, HarnessError, JupyterDirs, Server, free_port

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"

CLASS = "python -m seven_steps_widget.classroom --lan --pupils 24"
OWN_SET = (
    "python -m seven_steps_widget.classroom --lan --pupils 24 --puzzles lab/our_class.json"
    " --no-solutions --hints 1"
)
EXPORT_LESSONS = ".venv/bin/python -m seven_steps_widget.export lessons --lang en"
EXPORT_SET = (
    ".venv/bin/python -m seven_steps_widget.export handouts --lang en"
    " --puzzles lab/our_class.json"
)

#: Each README command: the test below that runs it, or where and why it runs elsewhere.
HOW: dict[str, str] = {
    "bash scripts/lab.sh": "test_lab_sh_serves_jupyterlab",
    "bash scripts/test.sh": "exempt: it is what CI runs (.ci/run calls exactly this line), and "
    "it runs this file; running it from here would run the whole suite inside itself",
    "bash scripts/update-constraints.sh": "exempt: it asks the package index for the newest "
    "releases (the network); what it writes, constraints.txt, is what scripts/setup.sh installs "
    "for every run of the tests",
    'pip install "seven_steps_widget[classroom]"': "tests/test_wheel_install.py: installs the "
    "built wheel with the classroom extra into a fresh venv outside the clone (no network)",
    CLASS: "test_the_class_command_serves_the_rules_tour_from_an_empty_folder",
    "bash scripts/voila.sh --lan --pupils 24": "test_voila_sh_serves_the_class_from_the_clone",
    OWN_SET: "test_the_class_command_serves_the_puzzle_makers_set",
    EXPORT_LESSONS: "test_export_writes_the_lessons",
    EXPORT_SET: "test_export_writes_the_puzzle_makers_set_from_the_root",
    ".venv/bin/python -m seven_steps_widget.words.build": "test_words_build_is_up_to_date "
    "(with --check, which builds the same and writes nothing: a test does not rewrite the "
    "catalogs other tests read)",
}

#: What a test adds to a server command, and what it leaves out (see the module's docstring).
ONE_LESSON = ("--pool_size=1",)
LAN = "--lan"
SERVER_WAIT_S = 180.0


def readme_commands(text: str) -> list[str]:
    """The command lines of ``text``'s ```` ```bash ```` blocks, without trailing comments.

    >>> readme_commands("x\\n```bash\\n# a note\\nbash a.sh   # does a\\n\\nls\\n```\\n`not me`")
    ['bash a.sh', 'ls']
    """
    commands = []
    for block in re.findall(r"^```bash\n(.*?)^```", text, flags=re.M | re.S):
        for line in block.splitlines():
            line = re.sub(r"\s+#\s.*$", "", line).strip()
            if line and not line.startswith("#"):
                commands.append(line)
    return commands


def test_every_readme_command_has_a_test() -> None:
    commands = readme_commands(README.read_text("utf-8"))
    assert CLASS in commands and len(commands) >= 8  # the parse finds the README's commands
    assert sorted(set(commands)) == sorted(HOW), "README commands without an entry in HOW"
    module = sys.modules[__name__]
    for command, how in HOW.items():
        name = how.split()[0]
        if name.startswith("test_"):
            assert callable(getattr(module, name, None)), f"{command!r}: no test {name}"
        elif name.startswith("tests/"):
            assert (ROOT / name.rstrip(":")).is_file(), f"{command!r}: no file {name}"
        else:
            assert name == "exempt:", f"{command!r}: {how!r} names neither a test nor a reason"


def environ(work: Path) -> dict[str, str]:
    """Private Jupyter folders, and this virtual environment's ``python`` first on ``PATH``
    (the README's ``python``)."""
    env = JupyterDirs.create(work / "jupyter").environ()
    env["PATH"] = os.pathsep.join((str(Path(sys.executable).parent), env["PATH"]))
    return env


def run(command: str, cwd: Path, env: dict[str, str], *extra: str) -> str:
    """Run ``command`` (and ``extra``) in ``cwd``; its output, which must end with success."""
    argv = [*shlex.split(command), *extra]
    done = subprocess.run(
        argv, cwd=cwd, env=env, capture_output=True, text=True, timeout=600, check=False
    )
    assert done.returncode == 0, f"{command} failed ({done.returncode}):\n{done.stderr[-3000:]}"
    return done.stdout


@pytest.fixture
def clone_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder laid out like the clone's root for the commands that read or write files there:
    ``.venv`` (this one) and ``lab/our_class.json`` saved by the puzzle maker with ``lab/`` as
    its working folder, as in the kernel of the tutorial that ``scripts/lab.sh`` opens. The
    clone itself stays untouched."""
    root = tmp_path / "clone"
    lab = root / "lab"
    lab.mkdir(parents=True)
    (root / ".venv").symlink_to(Path(sys.executable).parents[1])
    with monkeypatch.context() as kernel:
        kernel.chdir(lab)  # the kernel's working folder
        maker = BoardWidget(Game(("Ann", "Ben"), seed=3)).puzzle_maker
        maker.goal.value = "best"
        assert maker.file.value == "our_class.json" and maker.save()
    saved = lab.resolve() / "our_class.json"
    assert str(saved) in maker.findings.value  # the full path, said after Save
    assert len(load_puzzles(saved)) == 1
    return root


@contextmanager
def serve(command: str, cwd: Path, env: dict[str, str], work: Path) -> Iterator[Server]:
    """Start the server ``command`` in ``cwd`` on a free port, wait until it answers and its
    "Ready for 24 pupils at …" line is printed, yield it, and stop it."""
    port = free_port()
    on_loopback = [word for word in shlex.split(command) if word != LAN]
    argv = [*on_loopback, "--port", str(port), *ONE_LESSON]
    # Voila's own script answers as soon as the server listens, and takes no kernel (a request
    # for the page would: repeated while the server starts, it would meet the device's limit).
    server = Server("readme", argv, port, "/voila/static/voila.js", cwd, env, work / "server.log")
    server.start(timeout=SERVER_WAIT_S)
    try:
        wait_ready_line(server, 24)
        yield server
    finally:
        server.stop()


def page(server: Server) -> str:
    """The pupils' page at ``/``: its HTML (HTTP 200)."""
    with urllib.request.urlopen(server.url("/"), timeout=60) as reply:
        assert reply.status == 200
        text: str = reply.read().decode("utf-8")
        return text


def wait_ready_line(server: Server, pupils: int) -> str:
    """The "Ready for N pupils at …" line the README tells pupils' addresses by."""
    deadline = time.monotonic() + SERVER_WAIT_S
    pattern = rf"Ready for {pupils} pupils at http://\S+"
    while time.monotonic() < deadline:
        found = re.search(pattern, server.log_tail(100_000))
        if found:
            return found.group(0)
        time.sleep(0.5)
    raise HarnessError(f"no {pattern!r} in the log:\n{server.log_tail()}")


def test_the_class_command_serves_the_rules_tour_from_an_empty_folder(tmp_path: Path) -> None:
    """After ``pip install``, in any folder: the lessons come with the package."""
    empty = tmp_path / "anywhere"
    empty.mkdir()
    with serve(CLASS, empty, environ(tmp_path), tmp_path) as server:
        assert "the rules tour" in page(server)
    assert list(empty.iterdir()) == []  # nothing written where the teacher ran it


def test_voila_sh_serves_the_class_from_the_clone(tmp_path: Path) -> None:
    command = "bash scripts/voila.sh --lan --pupils 24"
    with serve(command, ROOT, environ(tmp_path), tmp_path) as server:
        assert "the rules tour" in page(server)


def test_the_class_command_serves_the_puzzle_makers_set(clone_root: Path, tmp_path: Path) -> None:
    """From the clone's root, the set the puzzle maker saved in ``lab/``."""
    with serve(OWN_SET, clone_root, environ(tmp_path), tmp_path) as server:
        page(server)


def test_lab_sh_serves_jupyterlab(tmp_path: Path) -> None:
    """``bash scripts/lab.sh`` from the clone: the URL it prints (with its token) answers 200."""
    port = free_port()
    argv = ["bash", "scripts/lab.sh", "--port", str(port)]
    env = environ(tmp_path)
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)  # no browser to open here; lab.sh then adds --no-browser
    server = Server("lab", argv, port, "/", ROOT, env, tmp_path / "lab.log")
    log = server.log_path
    with log.open("wb") as out:
        server.process = subprocess.Popen(
            argv, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT
        )
    try:
        deadline = time.monotonic() + SERVER_WAIT_S
        url = None
        while url is None and time.monotonic() < deadline:
            assert server.process.poll() is None, server.log_tail()
            found = re.search(rf"http://{HOST}:{port}/\S*token=\w+", server.log_tail(100_000))
            url = found.group(0) if found else None
            time.sleep(0.5)
        assert url is not None, f"lab.sh printed no URL:\n{server.log_tail()}"
        with urllib.request.urlopen(url, timeout=60) as reply:
            assert reply.status == 200
            assert "JupyterLab" in reply.read().decode("utf-8")
    finally:
        server.stop()


def test_export_writes_the_lessons(tmp_path: Path, clone_root: Path) -> None:
    run(EXPORT_LESSONS, clone_root, environ(tmp_path))
    written = clone_root / "lessons"
    assert (written / "index.html").is_file()
    assert any("rules" in p.name for p in written.rglob("*.html"))


def test_export_writes_the_puzzle_makers_set_from_the_root(
    tmp_path: Path, clone_root: Path
) -> None:
    [puzzle] = load_puzzles(clone_root / "lab" / "our_class.json")
    run(EXPORT_SET, clone_root, environ(tmp_path))
    pages = list((clone_root / "handouts" / "puzzles").rglob("*.html"))
    assert pages and any(puzzle.title_in("en") in p.read_text("utf-8") for p in pages)


def test_words_build_is_up_to_date(tmp_path: Path) -> None:
    command = ".venv/bin/python -m seven_steps_widget.words.build"
    run(command, ROOT, environ(tmp_path), "--check")
