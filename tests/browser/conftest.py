"""Pytest fixtures for real-browser tests (Chromium + Voila / JupyterLab / Notebook 7); see
harness.py.

Use in a test marked ``@pytest.mark.browser``::

    def test_board(voila_page):
        view = voila_page(shipped_notebook("01_rules_tour"))  # painted canvas
        view.click_buffer(120, 80)
        view.assert_no_page_errors()

    def test_board_lab(lab_page):
        view = lab_page(shipped_notebook("01_rules_tour"))  # all cells run, painted
        assert view.kernel_eval("len(game.board.cells)") == 49

    def test_board_notebook7(notebook_page):  # the same page abilities, in Notebook 7
        view = notebook_page(shipped_notebook("01_rules_tour"))

    def test_board_everywhere(app_page):  # run once per front end (FRONT_ENDS)
        view = app_page(shipped_notebook("01_rules_tour"))  # a CanvasPage, painted
        if isinstance(view, LabPage):  # JupyterLab and Notebook 7: the kernel is reachable
            ...

Without Chromium or Playwright these fixtures skip, except with CI=true, where they fail:
CI must never pass by skipping the browser tests.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn, Protocol, TypeVar

import pytest

from tests.browser.harness import (
    CHROMIUM_ARGS,
    INIT_SCRIPT,
    CanvasPage,
    JupyterDirs,
    LabPage,
    NotebookPage,
    Server,
    block_non_local,
    chromium_executable,
    copy_notebooks,
    lab_server,
    notebook_server,
    open_lab,
    open_voila,
    start_with_retries,
    voila_server,
)
from tests.conftest import TIMING_PREFIX

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Playwright


#: How long ``expect(...)`` waits for a condition in the browser tests.
EXPECT_TIMEOUT_MS = 20_000


class VoilaPageFactory(Protocol):
    """``voila_page(notebook, canvas_selector=..., canvas_index=..., class_lang=...)`` -> painted
    CanvasPage; ``class_lang`` serves it as ``scripts/voila.sh --lang`` does."""

    def __call__(
        self,
        notebook: Path,
        *,
        canvas_selector: str = ...,
        canvas_index: int = ...,
        class_lang: str | None = ...,
    ) -> CanvasPage: ...


LabPageT = TypeVar("LabPageT", bound=LabPage)
LabPageT_co = TypeVar("LabPageT_co", bound=LabPage, covariant=True)


class AppPageFactory(Protocol[LabPageT_co]):
    """``lab_page`` / ``notebook_page(notebook, ..., run_all=True)``: cells run, canvas painted."""

    def __call__(
        self,
        notebook: Path,
        *,
        canvas_selector: str = ...,
        canvas_index: int = ...,
        run_all: bool = ...,
    ) -> LabPageT_co: ...


#: ``lab_page(...)`` -> LabPage in JupyterLab.
LabPageFactory = AppPageFactory[LabPage]
#: ``notebook_page(...)`` -> NotebookPage in Notebook 7.
NotebookPageFactory = AppPageFactory[NotebookPage]


def _unavailable(reason: str) -> NoReturn:
    """Skip locally; fail under CI=true, where browser tests must really run."""
    if os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}:
        pytest.fail(f"{reason} (CI=true: browser tests may not be skipped)", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def chromium_path() -> str:
    """The system Chromium (Debian package ``chromium``); never Playwright's download."""
    path = chromium_executable()
    if path is None:
        _unavailable("chromium is not installed (bash scripts/setup.sh installs it)")
    return path


@pytest.fixture(scope="session")
def playwright_api() -> Iterator[Playwright]:
    """A started Playwright (sync API) for the whole session."""
    try:
        from playwright.sync_api import expect, sync_playwright
    except ImportError:
        _unavailable("playwright is not installed (pip install -e .[test])")
    # expect(...) waits 5 s by default; a kernel round trip on two busy cores (another page,
    # a benchmark) can take longer, and a wait that ends early only makes a test flaky
    expect.set_options(timeout=EXPECT_TIMEOUT_MS)
    pw = sync_playwright().start()
    try:
        yield pw
    finally:
        pw.stop()


@pytest.fixture(scope="session")
def chromium_browser(playwright_api: Playwright, chromium_path: str) -> Iterator[Browser]:
    """One headless system Chromium for the session; each test gets its own context."""
    browser = playwright_api.chromium.launch(
        executable_path=chromium_path, headless=True, args=list(CHROMIUM_ARGS)
    )
    try:
        yield browser
    finally:
        browser.close()


@pytest.fixture
def blocked_requests() -> list[str]:
    """URLs the browser tried to fetch from anywhere but 127.0.0.1 (all aborted)."""
    return []


@pytest.fixture
def browser_context(
    chromium_browser: Browser, blocked_requests: list[str]
) -> Iterator[BrowserContext]:
    """A fresh context: local requests only, harness helpers in every page, 60 s timeouts."""
    context = chromium_browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(60_000)
    context.add_init_script(INIT_SCRIPT)
    block_non_local(context, blocked_requests)
    try:
        yield context
    finally:
        context.close()


@pytest.fixture
def _servers() -> Iterator[list[Server]]:
    """Servers started by this test; stopped with SIGTERM afterwards."""
    servers: list[Server] = []
    try:
        yield servers
    finally:
        for server in servers:
            server.stop()


def _record(request: pytest.FixtureRequest, what: str, seconds: float) -> None:
    """Keep a timing on the test's report (printed in the 'browser timings' summary)."""
    request.node.user_properties.append((TIMING_PREFIX + what, round(seconds, 2)))


@pytest.fixture
def voila_page(
    request: pytest.FixtureRequest,
    _servers: list[Server],  # before browser_context: pages close before servers stop
    browser_context: BrowserContext,
    blocked_requests: list[str],
    tmp_path_factory: pytest.TempPathFactory,
) -> VoilaPageFactory:
    """Factory: serve a copy of a notebook with Voila, open it, wait until the canvas paints."""

    def open_page(
        notebook: Path,
        *,
        canvas_selector: str = "canvas",
        canvas_index: int = 0,
        class_lang: str | None = None,
    ) -> CanvasPage:
        work = tmp_path_factory.mktemp("voila")
        copy = copy_notebooks(notebook, work / "notebooks")
        dirs = JupyterDirs.create(work / "jupyter")
        server = start_with_retries(
            lambda: voila_server(copy, dirs, work / "voila.log", class_lang=class_lang)
        )
        _servers.append(server)
        _record(request, "voila server ready", server.startup_seconds)
        view = CanvasPage(
            page=browser_context.new_page(),
            server=server,
            canvas_selector=canvas_selector,
            canvas_index=canvas_index,
            blocked=blocked_requests,
        )
        view.watch()
        open_voila(view.page, server, view)
        _record(request, "voila page open -> painted", view.timings["page_to_painted"])
        return view

    return open_page


def _jupyter_app_page_factory(
    request: pytest.FixtureRequest,
    servers: list[Server],
    context: BrowserContext,
    blocked: list[str],
    tmp_path_factory: pytest.TempPathFactory,
    *,
    label: str,
    make_server: Callable[[Path, JupyterDirs, Path], Server],
    page_class: type[LabPageT],
) -> AppPageFactory[LabPageT]:
    """The body of ``lab_page`` / ``notebook_page``: they differ in server, page class, label."""

    def open_page(
        notebook: Path,
        *,
        canvas_selector: str = ".jp-NotebookPanel canvas",
        canvas_index: int = 0,
        run_all: bool = True,
    ) -> LabPageT:
        work = tmp_path_factory.mktemp(label)
        copy = copy_notebooks(notebook, work / "notebooks")
        dirs = JupyterDirs.create(work / "jupyter")
        log = work / f"{label}.log"
        server = start_with_retries(lambda: make_server(copy.parent, dirs, log))
        servers.append(server)
        _record(request, f"{server.name} server ready", server.startup_seconds)
        view = page_class(
            page=context.new_page(),
            server=server,
            canvas_selector=canvas_selector,
            canvas_index=canvas_index,
            blocked=blocked,
            notebook_path=copy.name,
        )
        view.watch()
        open_lab(view.page, server, view, run_all=run_all)
        _record(request, f"{label} page open -> kernel idle", view.timings["page_to_kernel_idle"])
        if run_all:
            _record(request, f"{label} page open -> painted", view.timings["page_to_painted"])
        return view

    return open_page


@pytest.fixture
def lab_page(
    request: pytest.FixtureRequest,
    _servers: list[Server],  # before browser_context: pages close before servers stop
    browser_context: BrowserContext,
    blocked_requests: list[str],
    tmp_path_factory: pytest.TempPathFactory,
) -> LabPageFactory:
    """Factory: open a copy of a notebook in JupyterLab, run all cells, wait for the canvas."""
    return _jupyter_app_page_factory(
        request, _servers, browser_context, blocked_requests, tmp_path_factory,
        label="lab", make_server=lab_server, page_class=LabPage,
    )  # fmt: skip


@pytest.fixture
def notebook_page(
    request: pytest.FixtureRequest,
    _servers: list[Server],  # before browser_context: pages close before servers stop
    browser_context: BrowserContext,
    blocked_requests: list[str],
    tmp_path_factory: pytest.TempPathFactory,
) -> NotebookPageFactory:
    """Factory: open a copy of a notebook in Notebook 7 (``/notebooks/<name>``), run all
    cells, wait for the canvas; the page object is a ``LabPage`` (kernel, reload, clicks)."""
    return _jupyter_app_page_factory(
        request, _servers, browser_context, blocked_requests, tmp_path_factory,
        label="notebook7", make_server=notebook_server, page_class=NotebookPage,
    )  # fmt: skip


#: The front ends the widget promises to work in (``app_page`` runs a test in each).
FRONT_ENDS = ("voila", "jupyterlab", "notebook7")

#: ``app_page(notebook)`` -> a painted CanvasPage (a LabPage in JupyterLab and Notebook 7).
AppPage = Callable[[Path], CanvasPage]


@pytest.fixture(params=FRONT_ENDS)
def front_end(request: pytest.FixtureRequest) -> str:
    """One of ``FRONT_ENDS``: a test using it (or ``app_page``) runs once per front end."""
    return str(request.param)


@pytest.fixture
def app_page(request: pytest.FixtureRequest, front_end: str) -> AppPage:
    """Factory: the notebook opened in this test's front end, every cell run, canvas painted.

    Voila runs the notebook itself and its kernel cannot be reached from the test, so tests
    that must pass in all three read what they check from the page (labels, pixels); in
    JupyterLab and Notebook 7 the page is a ``LabPage`` (``kernel_eval``, reload with the
    kernel alive)."""
    factory: AppPage
    if front_end == "voila":
        factory = request.getfixturevalue("voila_page")
    elif front_end == "jupyterlab":
        factory = request.getfixturevalue("lab_page")
    else:
        factory = request.getfixturevalue("notebook_page")
    return factory


NotebookWriter = Callable[[Path, list[str]], Path]


def write_notebook_file(path: Path, cells: list[str]) -> Path:
    """Write code cells into a Python 3 notebook file at ``path``; returns ``path``."""
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3 (ipykernel)",
        "language": "python",
    }
    nb.metadata["language_info"] = {"name": "python"}
    nb.cells = [nbformat.v4.new_code_cell(source) for source in cells]
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, str(path))
    return path


@pytest.fixture
def write_notebook() -> NotebookWriter:
    """Write code cells into a Python 3 notebook file (for tests that build their own)."""
    return write_notebook_file
