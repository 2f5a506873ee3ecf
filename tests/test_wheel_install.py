"""Installed from a built wheel (not editable) into a fresh venv, away from the repo: the package
and its data files are there, every tutorial notebook runs in that venv's own kernel,
``python -m seven_steps_widget.export`` writes its pages, and ``python -m
seven_steps_widget.classroom`` serves the rules tour (shipped in the package) from an empty
folder, and a teacher's puzzle set with ``--puzzles FILE``.

The wheel is built from a copy of the tracked files (``git ls-files``, as they are in the work
tree), so a new data file must be ``git add``-ed to be shipped, and no ``build/`` or
``*.egg-info`` lands in the repo. Installing needs PyPI (or pip's cache)."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

from seven_steps_widget.export import LESSONS, SHEETS
from seven_steps_widget.export.puzzle_set import FOLDER, shipped_sets
from seven_steps_widget.notebooks import shipped_notebook, shipped_notebooks
from seven_steps_widget.solver import load_puzzles
from seven_steps_widget.solver.puzzles import save_puzzles
from seven_steps_widget.words import LANGS
from tests.browser.harness import free_port

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "seven_steps_widget"
#: A kernelspec of the fresh venv's own, under a name no global kernelspec has.
KERNEL = "seven-steps-wheel-test"
#: What running the notebooks needs besides the package itself. No extra of the package: the
#: notebooks show SVG pictures and widgets only (no ``to_png``, so no ``[png]``), and ``[lab]``
#: is for opening them in JupyterLab, not for running them.
NOTEBOOK_RUNNERS = ("ipykernel", "nbclient", "nbformat")


@dataclass(frozen=True)
class Installed:
    """The fresh venv with the wheel in it, and a working directory outside the repo."""

    venv: Path
    python: Path
    site_packages: Path
    workdir: Path
    env: dict[str, str]
    repo_before: tuple[str, frozenset[str]]
    repo_after: tuple[str, frozenset[str]]


def run(
    cmd: list[str], *, cwd: Path, env: dict[str, str] | None = None, timeout: float = 600
) -> subprocess.CompletedProcess[str]:
    """Run a command; a failure fails the test with the command's own output, not a skip."""
    try:
        done = subprocess.run(
            cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout
        )
    except subprocess.TimeoutExpired as error:
        pytest.fail(f"timed out after {timeout} s: {' '.join(cmd)}\n{error.stderr!s:.3000}")
    if done.returncode != 0:
        pytest.fail(
            f"failed ({done.returncode}): {' '.join(cmd)}\n"
            f"--- stdout\n{done.stdout[-4000:]}\n--- stderr\n{done.stderr[-4000:]}"
        )
    return done


def tracked_files() -> list[str]:
    """The repo's tracked files: what a wheel may be built from (and nothing left lying about)."""
    done = run(["git", "ls-files", "-z"], cwd=ROOT)
    return [name for name in done.stdout.split("\0") if name]


def repo_state() -> tuple[str, frozenset[str]]:
    """``git status`` and the build products at the top of the repo (which .gitignore hides;
    caches and __pycache__, ignored too, come and go with other tests)."""
    status = run(["git", "status", "--porcelain"], cwd=ROOT).stdout
    leftovers = {p.name for p in ROOT.iterdir() if p.name in {"build", "dist"}}
    leftovers |= {p.name for p in ROOT.glob("*.egg-info")}
    return status, frozenset(leftovers)


def fresh_env(venv: Path, home: Path) -> dict[str, str]:
    """The environment for the venv's tools: no PYTHONPATH, no user site, private Jupyter and
    IPython directories, and the venv first on PATH (the test's own venv off it)."""
    dropped = {"PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP", "VIRTUAL_ENV", "PYTHONUSERBASE"}
    env = {k: v for k, v in os.environ.items() if k not in dropped and not k.startswith("JUPYTER")}
    own_bin = str(Path(sys.prefix) / "bin")
    path = [p for p in env.get("PATH", "").split(os.pathsep) if p and p != own_bin]
    env.update(
        PATH=os.pathsep.join([str(venv / "bin"), *path]),
        VIRTUAL_ENV=str(venv),
        PYTHONNOUSERSITE="1",
        JUPYTER_PATH=str(venv / "share" / "jupyter"),
        JUPYTER_DATA_DIR=str(home / "jupyter-data"),
        JUPYTER_CONFIG_DIR=str(home / "jupyter-config"),
        JUPYTER_RUNTIME_DIR=str(home / "jupyter-runtime"),
        IPYTHONDIR=str(home / "ipython"),
        MPLBACKEND="Agg",
    )
    return env


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    """Build the wheel from a copy of the tracked files, install it with the notebook runners
    into a fresh venv and give that venv a kernelspec: one venv for all the tests below."""
    base = tmp_path_factory.mktemp("wheel")
    repo_before = repo_state()

    source = base / "source"
    for name in tracked_files():
        if (ROOT / name).is_file():  # a deleted, not yet committed file is not copied
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, source / name)
    wheels = base / "wheels"
    pip_wheel = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-input", "-q"]
    run([*pip_wheel, "-w", str(wheels), str(source)], cwd=base)
    built = sorted(wheels.glob(f"{PACKAGE}-*.whl"))
    assert len(built) == 1, f"expected one {PACKAGE} wheel, got {[w.name for w in built]}"
    repo_after = repo_state()

    venv = base / "venv"
    run([sys.executable, "-m", "venv", str(venv)], cwd=base)
    python = venv / "bin" / "python"
    env = fresh_env(venv, base)
    pip_install = [str(python), "-m", "pip", "install", "--no-input", "-q"]
    classroom = f"{built[0]}[classroom]"  # as pip install "seven-steps-widget[classroom]"
    run([*pip_install, classroom, *NOTEBOOK_RUNNERS], cwd=base, env=env)
    kernelspec = ["-m", "ipykernel", "install", "--prefix", str(venv), "--name", KERNEL]
    run([str(python), *kernelspec], cwd=base, env=env)
    site = run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        cwd=base,
        env=env,
    ).stdout.strip()

    workdir = base / "work"  # the notebooks alone, no other file of the repo
    workdir.mkdir()
    for name in shipped_notebooks():
        shutil.copy2(shipped_notebook(name), workdir / name)
    return Installed(venv, python, Path(site), workdir, env, repo_before, repo_after)


def in_venv(installed: Installed, script: str, *args: str, timeout: float = 300) -> object:
    """Run ``script`` with the venv's python in the working directory; its last line is JSON."""
    cmd = [str(installed.python), "-c", script, *args]
    done = run(cmd, cwd=installed.workdir, env=installed.env, timeout=timeout)
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_building_the_wheel_leaves_the_repo_as_it_was(installed: Installed) -> None:
    """The build runs on a copy: no build/, dist/ or *.egg-info, and git status unchanged."""
    status_before, leftovers_before = installed.repo_before
    status_after, leftovers_after = installed.repo_after
    assert leftovers_after == leftovers_before, f"new build products: {leftovers_after}"
    assert status_after == status_before


PROBE = """
import json, sys
from importlib import metadata
import seven_steps_widget
dist = metadata.distribution("seven_steps_widget")
print(json.dumps({
    "file": seven_steps_widget.__file__,
    "prefix": sys.prefix,
    "path": sys.path,
    "direct_url": json.loads(dist.read_text("direct_url.json") or "{}"),
}))
"""


def test_the_package_is_imported_from_the_venv_not_the_repo(installed: Installed) -> None:
    """Outside the repo and without PYTHONPATH, the import finds the installed wheel."""
    found = in_venv(installed, PROBE)
    assert isinstance(found, dict)
    package = Path(found["file"]).resolve()
    assert package.is_relative_to(installed.site_packages.resolve()), package
    assert Path(found["prefix"]).resolve() == installed.venv.resolve()
    on_path = [p for p in found["path"] if p and Path(p).resolve().is_relative_to(ROOT)]
    assert on_path == [], f"the repo is on the venv's sys.path: {on_path}"
    direct_url = found["direct_url"]
    assert "archive_info" in direct_url and "dir_info" not in direct_url, (
        f"not installed from the wheel file: {direct_url}"
    )


DATA_PROBE = """
import json
from seven_steps_widget import LAYOUTS, Board
from seven_steps_widget.drawing.metrics import text_width
from seven_steps_widget.solver import PUZZLE_SETS, load_puzzles
print(json.dumps({
    "puzzles": {name: len(load_puzzles(name)) for name in PUZZLE_SETS},
    "layouts": {
        f"{name}/{side}": len(Board.layout(name, side=side).cells)
        for name in LAYOUTS for side in ("single", "mixed")
    },
    "width": text_width("Seven Steps", 12.0),
}))
"""


def test_every_file_of_the_package_is_installed(installed: Installed) -> None:
    """Each tracked file of the package (the JSON data too) is in site-packages, unchanged."""
    shipped = [n for n in tracked_files() if n.startswith(f"{PACKAGE}/")]
    assert any(n.endswith(".json") for n in shipped)
    missing = [n for n in shipped if not (installed.site_packages / n).is_file()]
    assert missing == [], f"left out of the wheel (package-data in pyproject.toml?): {missing}"
    changed = [
        n for n in shipped if (installed.site_packages / n).read_bytes() != (ROOT / n).read_bytes()
    ]
    assert changed == []


USER_CODE = """from seven_steps_widget import Game

game = Game(("Ann", "Ben"))
points: str = game.state.scores_by_seat
"""


def test_a_users_type_checker_sees_the_installed_packages_hints(
    installed: Installed, tmp_path: Path
) -> None:
    """The wheel ships ``py.typed`` (PEP 561), so mypy run on a user's code against the installed
    package checks the calls: a wrong annotation is found, not silently ``Any``."""
    script = tmp_path / "user_code.py"
    script.write_text(USER_CODE)
    cmd = [sys.executable, "-m", "mypy", "--python-executable", str(installed.python)]
    done = subprocess.run(
        [*cmd, "--no-incremental", script.name],
        cwd=tmp_path,  # not the repo, whose own folder mypy would find first
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert "Incompatible types in assignment" in done.stdout, done.stdout
    assert "user_code.py:4" in done.stdout, done.stdout


def test_the_package_data_loads_from_the_installed_package(installed: Installed) -> None:
    """The loaders find their data (puzzle sets, board layouts and tiles, text widths)."""
    found = in_venv(installed, DATA_PROBE)
    assert isinstance(found, dict)
    assert found["puzzles"] and all(n > 0 for n in found["puzzles"].values()), found["puzzles"]
    assert set(found["puzzles"]) >= {"best", "placement", "tiles"}
    assert found["layouts"] and all(n > 0 for n in found["layouts"].values()), found["layouts"]
    assert found["width"] > 0


NOTEBOOK_RUNNER = """
import json, re, sys
from pathlib import Path
import nbformat
from nbclient import NotebookClient

name, kernel = sys.argv[1], sys.argv[2]
nb = nbformat.read(name, as_version=4)
probe = (
    "import json, sys, seven_steps_widget\\n"
    "print(json.dumps([sys.prefix, seven_steps_widget.__file__]))"
)
nb.cells.append(nbformat.v4.new_code_cell(probe))
client = NotebookClient(
    nb, kernel_name=kernel, timeout=300, allow_errors=True, store_widget_state=False,
    resources={"metadata": {"path": str(Path.cwd())}},
)
errors = []
try:
    client.execute()
except Exception as error:  # the kernel died or a cell timed out
    errors.append(f"{type(error).__name__}: {error}")
for number, cell in enumerate(nb.cells, start=1):
    for output in cell.get("outputs", []):
        if output["output_type"] == "error":
            traceback = "\\n".join(output.get("traceback", []))
            errors.append(f"cell {number}: " + re.sub(r"\\x1b\\[[0-9;]*m", "", traceback))
outputs = nb.cells[-1].get("outputs", [])
kernel_said = [o["text"] for o in outputs if o["output_type"] == "stream"]
print(json.dumps({
    "errors": errors,
    "kernel": json.loads(kernel_said[-1]) if kernel_said else None,
}))
"""


def notebooks() -> list[str]:
    """The tutorial notebooks' file names; there must be some."""
    names = shipped_notebooks()
    assert names, "no shipped notebooks"
    return names


def test_every_notebook_runs_in_the_venvs_own_kernel(installed: Installed) -> None:
    """Each notebook, jupyter-only cells included, runs without error in a kernel of the fresh
    venv, from a folder holding only the notebooks (so nothing reaches into the repo)."""
    names = notebooks()
    assert sorted(p.name for p in installed.workdir.iterdir()) == names

    def execute(name: str) -> subprocess.CompletedProcess[str]:
        """Run one notebook in its own process (and kernel)."""
        cmd = [str(installed.python), "-c", NOTEBOOK_RUNNER, name, KERNEL]
        return subprocess.run(
            cmd,
            cwd=installed.workdir,
            env=installed.env,
            capture_output=True,
            text=True,
            timeout=900,
        )

    with ThreadPoolExecutor(max_workers=2) as pool:  # independent runs; CI has two cores
        results = dict(zip(names, pool.map(execute, names)))
    problems = []
    for name in names:
        done = results[name]
        if done.returncode != 0:
            problems.append(
                f"{name}: the runner failed ({done.returncode}):\n{done.stderr[-3000:]}"
            )
            continue
        report = json.loads(done.stdout.strip().splitlines()[-1])
        problems += [f"{name}: {error}" for error in report["errors"]]
        assert report["kernel"], f"{name}: the probe cell printed nothing"
        prefix, package = report["kernel"]
        assert Path(prefix).resolve() == installed.venv.resolve(), f"{name}: kernel in {prefix}"
        assert Path(package).resolve().is_relative_to(installed.site_packages.resolve()), package
    assert problems == [], "\n\n".join(problems)
    left = sorted(p.name for p in installed.workdir.iterdir())
    assert left == names, f"the notebooks left files behind: {sorted(set(left) - set(names))}"


def test_the_export_writes_every_page(installed: Installed, tmp_path: Path) -> None:
    """``python -m seven_steps_widget.export`` writes each lesson with a picture per step, the
    rules sheets in every language, the shipped puzzle sets' pages (their files travel in the
    wheel) and an index linking them all."""
    out = tmp_path / "pages"
    cmd = [str(installed.python), "-m", f"{PACKAGE}.export", str(out)]
    done = run(cmd, cwd=installed.workdir, env=installed.env, timeout=300)
    stems = [*LESSONS, *SHEETS]
    expected = sorted(f"{stem}-{lang}.html" for stem in stems for lang in LANGS)
    assert sorted(p.name for p in out.iterdir()) == sorted([*expected, "index.html", FOLDER])
    puzzle_pages = {p.name for p in (out / FOLDER).iterdir()}
    lists = {s.list_page(lang) for s in shipped_sets() for lang in LANGS}
    assert lists <= puzzle_pages and len(puzzle_pages) > len(lists), sorted(puzzle_pages)
    assert len(done.stdout.splitlines()) == len(expected) + 1 + len(puzzle_pages)
    for stem, make in LESSONS.items():
        steps = len(make())
        for lang in LANGS:
            page = (out / f"{stem}-{lang}.html").read_text("utf-8")
            assert page.startswith(f"<!DOCTYPE html>\n<html lang='{lang}'>"), f"{stem}-{lang}"
            assert page.count("<section class='step'") == steps, f"{stem}-{lang}"
            assert page.count("<svg") >= steps, f"{stem}-{lang}: a step without its picture"
    sheets = {lang: (out / f"rules-sheet-{lang}.html").read_text("utf-8") for lang in LANGS}
    for sheet in sheets.values():
        assert sheet.count("<figure class='case'>") == 4 and sheet.count("<svg") >= 4
    for lang, sheet in sheets.items():
        assert sheet.startswith(f"<!DOCTYPE html>\n<html lang='{lang}'>"), f"rules-sheet-{lang}"
    assert "building aid" in sheets["en"] and "Bauhilfe" in sheets["de"]
    index = (out / "index.html").read_text("utf-8")
    assert all(f"href='{name}'" in index for name in expected)
    assert all(f"href='{FOLDER}/{name}'" in index for name in lists)


def serve_from_empty_folder(
    installed: Installed, folder: Path, *options: str
) -> tuple[subprocess.Popen[str], int, list[str]]:
    """``python -m seven_steps_widget.classroom OPTIONS --port N`` with the venv's python in
    ``folder``, started in a session of its own; waits for the log's Ready line (its lines
    so far are returned)."""
    port = free_port()
    cmd = [str(installed.python), "-m", f"{PACKAGE}.classroom", *options, "--port", str(port),
           "--no-browser", "--pupils", "1"]  # fmt: skip
    process = subprocess.Popen(
        cmd,
        cwd=folder,
        env=installed.env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    assert process.stdout is not None
    lines: list[str] = []
    deadline = time.monotonic() + 300
    for line in process.stdout:
        lines.append(line)
        if f"Ready for 1 pupil at http://127.0.0.1:{port}/" in line:
            return process, port, lines
        assert time.monotonic() < deadline, "".join(lines[-40:])
    raise AssertionError(f"the server ended ({process.wait()}):\n{''.join(lines[-40:])}")


def page_of(port: int) -> str:
    """The class's page, as a pupil's browser asks for it."""
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=120) as reply:
        assert reply.status == 200
        return str(reply.read().decode("utf-8"))


def stop_server(process: subprocess.Popen[str]) -> None:
    """Ctrl+C, as the teacher stops it (its kernels stop with it)."""
    os.killpg(process.pid, signal.SIGINT)
    try:
        process.wait(timeout=60)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=30)


def test_the_classroom_serves_the_rules_tour_from_an_empty_folder(
    installed: Installed, tmp_path: Path
) -> None:
    """The pip route (issue 28): in an empty folder, with only the wheel installed (and its
    classroom extra), the classroom server serves the rules tour shipped in the package, in
    English without the German section, and leaves the folder empty."""
    folder = tmp_path / "empty"
    folder.mkdir()
    process, port, _ = serve_from_empty_folder(installed, folder)
    try:
        page = page_of(port)
    finally:
        stop_server(process)
    assert ">7 Steps &#8212; the rules tour<" in page and "kernelId" in page
    assert "Auf Deutsch" not in page and '"output_type": "error"' not in page
    assert list(folder.iterdir()) == []


def test_the_classroom_serves_a_puzzle_set_without_a_notebook(
    installed: Installed, tmp_path: Path
) -> None:
    """``--puzzles FILE`` serves a teacher's set: the page is named after the set and shows
    the puzzle widget the kernel made from the file (no error); a damaged file is refused at
    start in a sentence."""
    folder = tmp_path / "class"
    folder.mkdir()
    save_puzzles(load_puzzles()[:3], folder / "our_class.json")
    process, port, _ = serve_from_empty_folder(installed, folder, "--puzzles", "our_class.json")
    try:
        page = page_of(port)
    finally:
        stop_server(process)
    assert "<title>our_class</title>" in page
    assert page.count("application/vnd.jupyter.widget-view+json") == 1
    assert '"output_type": "error"' not in page
    assert sorted(p.name for p in folder.iterdir()) == ["our_class.json"]

    (folder / "broken.json").write_text("{", "utf-8")
    cmd = [str(installed.python), "-m", f"{PACKAGE}.classroom", "--puzzles", "broken.json"]
    done = subprocess.run(
        cmd, cwd=folder, env=installed.env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 1
    assert done.stderr.startswith("classroom: broken.json is not a puzzle set"), done.stderr
