"""The classroom server (scripts/voila.sh, seven_steps_widget/classroom/share/voila.json)
leaves no kernel behind: a page that closes or reloads shuts its kernel down at once, a page
that never says goodbye (a crashed browser, a laptop shut) is culled once idle, and ``--lan``
serves the address it prints."""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page

from .conftest import write_notebook_file
from .harness import (
    CLASSROOM_DIR,
    REPO_ROOT,
    CanvasPage,
    JupyterDirs,
    Server,
    classroom_server,
    free_port,
    open_voila,
    printed_match,
    server_kernels,
    start_with_retries,
    voila_server,
    wait_gone,
)

pytestmark = pytest.mark.browser

CELL = """\
from seven_steps_widget import Game
from seven_steps_widget.widget import BoardWidget

BoardWidget(Game(("Ann", "Ben"), seed=3))
"""

KERNEL_ID_JS = "JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"

#: Culling as short as a test can wait for; the classroom's own values are checked below.
QUICK_CULL = (
    "--MappingKernelManager.cull_idle_timeout=4",
    "--MappingKernelManager.cull_interval=2",
    "--ClassroomKernelManager.unconnected_grace=12",
)


def test_the_classroom_configuration_keeps_a_dropped_pupil_and_frees_an_unused_kernel() -> None:
    config = json.loads((CLASSROOM_DIR / "voila.json").read_text())
    cull = config["MappingKernelManager"]
    assert cull["cull_connected"] is False  # a pupil reading a step is never cut off
    assert cull["cull_idle_timeout"] >= 600  # a pupil's network may drop 10 minutes
    grace = config["ClassroomKernelManager"]["unconnected_grace"]
    assert grace + 2 * cull["cull_interval"] <= 55  # a page that never connects: within 60 s
    assert config["VoilaConfiguration"]["preheat_kernel"] is True
    assert config["VoilaConfiguration"]["template"] == "classroom"
    assert config["TagRemovePreprocessor"]["remove_cell_tags"] == ["jupyter-only"]
    manager = config["VoilaConfiguration"]["multi_kernel_manager_class"]
    assert manager == "seven_steps_widget.classroom.kernels.ClassroomKernelManager"


@pytest.fixture
def classroom(tmp_path: Path) -> Iterator[Server]:
    """The classroom server as the README starts it (one preheated kernel, culling after 4 s
    idle)."""
    notebook = write_notebook_file(tmp_path / "notebooks" / "board.ipynb", [CELL])
    dirs = JupyterDirs.create(tmp_path / "jupyter")
    server = start_with_retries(
        lambda: classroom_server(notebook, dirs, tmp_path / "voila.log", 1, QUICK_CULL)
    )
    try:
        yield server
    finally:
        server.stop()


def open_board(context: BrowserContext, server: Server) -> tuple[Page, str]:
    """Open the page until the board is painted; the page and its kernel's id."""
    view = CanvasPage(page=context.new_page(), server=server, blocked=[])
    view.watch()
    open_voila(view.page, server, view)
    kernel_id: str = view.page.evaluate(KERNEL_ID_JS)
    assert kernel_id in server_kernels(server)
    return view.page, kernel_id



def test_a_reload_keeps_its_kernel_and_closing_a_page_shuts_it_down(
    classroom: Server, browser_context: BrowserContext
) -> None:
    page, first = open_board(browser_context, classroom)
    assert any(c["name"] == "_xsrf" for c in browser_context.cookies())
    page.reload(wait_until="domcontentloaded")  # says goodbye, then comes back for it
    CanvasPage(page=page, server=classroom, blocked=[]).wait_painted()
    assert page.evaluate(KERNEL_ID_JS) == first
    time.sleep(10)  # past the goodbye's grace: the reloaded page's kernel lives on
    assert first in server_kernels(classroom)
    page.close(run_before_unload=True)
    wait_gone(classroom, first, 15)  # closing leaves no kernel behind

    page, second = open_board(browser_context, classroom)
    assert second != first
    page.close(run_before_unload=True)
    wait_gone(classroom, second, 15)
    log = classroom.log_path.read_text(errors="replace")
    assert f"Kernel shutdown: {second}" in log
    assert not re.search(r"\b403 POST /voila/api/shutdown", log), log[-2000:]


def test_a_page_that_never_says_goodbye_is_culled(
    classroom: Server, browser_context: BrowserContext
) -> None:
    page, kernel_id = open_board(browser_context, classroom)
    time.sleep(8)  # connected and idle for longer than the timeout: never culled while open
    assert kernel_id in server_kernels(classroom)
    page.close()  # no "beforeunload", so no goodbye: as when a browser crashes
    wait_gone(classroom, kernel_id, 30)
    assert "Culling 'idle' kernel" in classroom.log_path.read_text(errors="replace")


def test_a_kernel_long_in_the_pool_is_not_culled_while_its_page_is_on_its_way(
    classroom: Server,
) -> None:
    time.sleep(8)  # the preheated kernel has run the notebook and waits, idle, past the timeout
    with urllib.request.urlopen(classroom.url("/"), timeout=60) as reply:
        page = reply.read().decode()
    found = re.search(r'"kernelId": "([0-9a-f-]{36})"', page)
    assert found, "the page names no kernel"
    kernel_id = found.group(1)
    time.sleep(8)  # two cull rounds: the plain rule (idle, no page connected) would end it
    assert kernel_id in server_kernels(classroom)
    waited = wait_gone(classroom, kernel_id, 30)  # a page that never connects: after the grace
    assert waited > 12 - 8 - 2


#: In the page: the font families of the button icons that have been loaded (Font Awesome).
ICON_FONTS_JS = """async () => {
  await document.fonts.ready;
  const icon = document.querySelector('button i.fa');
  if (!icon) return [];
  const family = getComputedStyle(icon).fontFamily.toLowerCase();
  return [...document.fonts]
    .filter((face) => face.status === 'loaded')
    .map((face) => face.family.replace(/["']/g, '').toLowerCase())
    .filter((name) => family.includes(name));
}"""


def test_a_pupils_page_asks_nothing_of_other_servers_and_keeps_its_icons(
    classroom: Server, browser_context: BrowserContext, blocked_requests: list[str]
) -> None:
    """Voila's page links Font Awesome on a CDN; the classroom page does not (a school network
    may have no internet, or stall such a request), and the buttons' icons still come."""
    page, _ = open_board(browser_context, classroom)
    assert page.evaluate(ICON_FONTS_JS), "no icon font was loaded for the buttons"
    page.close(run_before_unload=True)
    assert blocked_requests == []


def test_a_pupils_page_loads_only_the_extensions_a_lesson_uses(
    classroom: Server, browser_context: BrowserContext
) -> None:
    """Voila's page loads every JupyterLab extension installed beside it; Notebook 7's fails
    there ("Failed to create module") and the code-colouring one has no code to colour. The
    classroom leaves both out, so the page has less to load before the board."""
    config = json.loads((CLASSROOM_DIR / "voila.json").read_text())
    left_out = set(config["VoilaConfiguration"]["extension_denylist"])
    assert left_out == {"@jupyter-notebook/lab-extension", "jupyterlab_pygments"}
    loaded: set[str] = set()

    def note(url: str) -> None:
        found = re.search(r"/voila/labextensions/((?:@[^/]+/)?[^/@]+)/", url)
        if found:
            loaded.add(found.group(1))

    page = browser_context.new_page()
    page.on("request", lambda request: note(request.url))
    view = CanvasPage(page=page, server=classroom, blocked=[])
    view.watch()
    open_voila(page, classroom, view)
    assert {"ipycanvas", "@jupyter-widgets/jupyterlab-manager"} <= loaded
    assert not loaded & left_out
    assert not [e for e in view.console_errors if "Failed to create module" in e]
    page.close(run_before_unload=True)


def test_a_taken_kernel_is_replaced_once_its_page_has_had_time_to_open(
    classroom: Server,
) -> None:
    """Voila starts the pool's next kernel 1 s after one is taken, which then runs the whole
    notebook on the cores the pupil's page needs to open; the classroom waits longer."""
    config = json.loads((CLASSROOM_DIR / "voila.json").read_text())
    delay = config["VoilaKernelManager"]["fill_delay"]
    assert delay >= 2
    started = time.monotonic()
    while "is filled with" not in classroom.log_path.read_text(errors="replace"):
        assert time.monotonic() - started < 120, "no kernel was preheated"
        time.sleep(0.1)  # before this a page gets a kernel of its own, not the pool's
    running = set(server_kernels(classroom))
    asked = time.monotonic()
    with urllib.request.urlopen(classroom.url("/"), timeout=120) as reply:
        reply.read()  # the pupil's page: it takes the preheated kernel
    assert "Using pre-heated kernel" in classroom.log_path.read_text(errors="replace")
    while not set(server_kernels(classroom)) - running:
        assert time.monotonic() - asked < 120, "the pool was never refilled"
        time.sleep(0.1)
    assert time.monotonic() - asked >= delay


PICTURE_CELL = """\
from IPython.display import SVG

SVG('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><rect width="9"/></svg>')
"""


def test_a_live_board_is_sent_without_its_static_picture(tmp_path: Path) -> None:
    """The page sends a board as the live widget alone (its SVG is for readers without a
    kernel: half the rules tour's page); a picture that is only a picture stays."""
    notebook = write_notebook_file(tmp_path / "notebooks" / "two.ipynb", [CELL, PICTURE_CELL])
    dirs = JupyterDirs.create(tmp_path / "jupyter")
    server = start_with_retries(lambda: voila_server(notebook, dirs, tmp_path / "voila.log", 1))
    try:
        with urllib.request.urlopen(server.url("/"), timeout=120) as reply:
            page = reply.read().decode()
    finally:
        server.stop()
    found = re.findall(r'cell-output\+json">(.*?)</script>', page, re.S)
    outputs = [json.loads(output)["data"] for output in found]
    assert [sorted(data) for data in outputs] == [
        ["application/vnd.jupyter.widget-view+json"],
        ["image/svg+xml", "text/plain"],
    ]


def get(url: str) -> int:
    """The HTTP status of a GET (0 when nothing answers)."""
    try:
        with urllib.request.urlopen(url, timeout=60) as reply:
            return int(reply.status)
    except urllib.error.HTTPError as error:
        return error.code
    except OSError:
        return 0


def start_voila_sh(tmp_path: Path, *args: str) -> subprocess.Popen[str]:
    """``bash scripts/voila.sh ARGS`` as a teacher types it (no display: no browser opened)."""
    env = {k: v for k, v in os.environ.items() if k not in {"DISPLAY", "WAYLAND_DISPLAY"}}
    env |= JupyterDirs.create(tmp_path / "jupyter").environ()
    return subprocess.Popen(
        ["bash", "scripts/voila.sh", *args, "--pool_size=0"],
        cwd=REPO_ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )


def wait_served(url: str, process: subprocess.Popen[str]) -> None:
    """Wait until ``url`` answers 200 (Voila's own script: the server is up)."""
    deadline = time.monotonic() + 300
    while get(url) != 200:
        assert process.poll() is None, "voila.sh stopped"
        assert time.monotonic() < deadline, f"nothing served at {url}"
        time.sleep(0.5)


def stop(process: subprocess.Popen[str]) -> None:
    """Stop voila.sh and its kernels as Ctrl+C would."""
    os.killpg(process.pid, signal.SIGTERM)
    process.wait(timeout=30)


def test_lan_option_serves_the_printed_address(tmp_path: Path) -> None:
    port = free_port()
    process = start_voila_sh(tmp_path, "--lan", f"--port={port}")
    try:
        address = printed_match(process, r"Ready for \d+ pupils at (http://\S+)", "voila.sh")[1]
        host = re.sub(r"^http://|:\d+/$", "", address)
        assert address == f"http://{host}:{port}/"
        assert host == network_address()
        wait_served(address + "voila/static/voila.js", process)
        assert get(f"http://127.0.0.1:{port}/voila/static/voila.js") == 200
    finally:
        stop(process)


def network_address() -> str:
    """This computer's address on its network (a route out is looked up, nothing is sent)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("10.255.255.255", 1))
        address: str = probe.getsockname()[0]
    assert not address.startswith("127."), "this computer has no network address to test with"
    return address


def test_by_default_only_this_computer_is_served(tmp_path: Path) -> None:
    port = free_port()
    process = start_voila_sh(tmp_path, f"--port={port}")
    try:
        wait_served(f"http://127.0.0.1:{port}/voila/static/voila.js", process)
        address = network_address()
        assert get(f"http://{address}:{port}/voila/static/voila.js") == 0, address
    finally:
        stop(process)
