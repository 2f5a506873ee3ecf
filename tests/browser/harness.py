"""Real-browser test harness: Voila / JupyterLab / Notebook 7 servers driven by the system
Chromium. Notebook 7 is built from JupyterLab's components and is driven the same way
(``notebook_server``, ``NotebookPage``); its own startup error is pitfall 14.

What is here follows ``docs/browser-notes.md``; the pitfall numbers below are that file's:

* servers listen on 127.0.0.1 on a free port (9), with their own ``JUPYTER_CONFIG_DIR``,
  ``JUPYTER_RUNTIME_DIR``, ``JUPYTER_DATA_DIR``, ``JUPYTERLAB_SETTINGS_DIR`` (news toast off, 4)
  and ``JUPYTERLAB_WORKSPACES_DIR``; they serve a temporary copy of the notebooks (3); JupyterLab
  runs with ``--allow-root`` (2) and ``--expose-app-in-browser`` (5); readiness is polled on
  ``/api/status`` or ``/voila/static/voila.js``, and servers stop with SIGTERM so that they stop
  their kernels (9);
* Chromium is Debian's (``shutil.which("chromium")``; ``playwright install`` never works here),
  every request not to 127.0.0.1 is aborted (8), and uncaught page errors are collected so a
  test can assert there were none;
* canvas buffer pixels are mapped to page pixels through the element's bounding box, exactly as
  ipycanvas maps mouse events back (6);
* every promise awaited inside ``page.evaluate`` is raced against a timer (7).

Pitfall 10 -- for whoever writes the widget (ipycanvas issue #322, open; ipycanvas 0.14):
draw commands go through one shared canvas manager, and the kernel sends ``switchCanvas`` only
when the target differs from the canvas it drew on last. A newly connected page (JupyterLab
reload with a live kernel, a second view or tab) has no current canvas, so its first draw fails
with "reading 'clearCanvas'" / "reading 'setAttr'" and the page then silently drops every later
draw while clicks still reach Python. What passed every scenario: at the start of *every*
drawing batch (inside ``hold_canvas``, serialised with a lock since ``hold_canvas`` is global)
set ``canvas._canvas_manager._current_canvas = None`` so a switch is always sent, and in
``on_client_ready`` repaint the whole scene from Python state. Never also draw at construction
time (pitfall 1). Resetting only in ``on_client_ready`` fails once a timer or thread draws.
Without private API, drawing on a tiny never-displayed canvas at the start of each batch forces
the switch too. The widget keeps the reset in ``canvas_painter.force_canvas_switch``, guarded by
a unit test (tests/widget/test_painter.py) instead of a minor-version pin; keep a reload test.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar
from urllib.parse import quote, urlsplit

from seven_steps_widget.words import LANGUAGE_VARIABLE

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Frame, Page, Route
    from playwright.sync_api import Error as PlaywrightError

HOST = "127.0.0.1"
REPO_ROOT = Path(__file__).resolve().parents[2]

#: Flags for Debian's Chromium as root in a container; ``headless=True`` adds --headless.
CHROMIUM_ARGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
)

SERVER_READY_TIMEOUT_S = 90.0
PAINT_TIMEOUT_S = 90.0
KERNEL_TIMEOUT_S = 60.0

RGBA = tuple[int, int, int, int]
#: The pixels of a square of the canvas, row by row (:meth:`CanvasPage.patch`).
Patch = tuple[RGBA, ...]


class HarnessError(RuntimeError):
    """A server, page or kernel did not do what the harness waited for."""


def chromium_executable() -> str | None:
    """Path of the system Chromium, or None when it is not installed."""
    found = shutil.which("chromium")
    if found:
        return found
    return "/usr/bin/chromium" if os.access("/usr/bin/chromium", os.X_OK) else None


def free_port() -> int:
    """A TCP port on 127.0.0.1 that was free a moment ago (bind port 0)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((HOST, 0))
        port: int = sock.getsockname()[1]
        return port


def buffer_to_css(
    x: float, y: float, rect: dict[str, float], buffer_size: tuple[int, int]
) -> tuple[float, float]:
    """Map a canvas buffer pixel to page (CSS) coordinates through the bounding box.

    This is the inverse of how ipycanvas turns a mouse event into buffer coordinates, so a
    click sent here arrives in Python as (x, y). The pixel's centre is used.

    >>> buffer_to_css(99, 0, {"x": 10, "y": 20, "width": 400, "height": 400}, (200, 200))
    (209.0, 21.0)
    """
    width, height = buffer_size
    return (
        rect["x"] + (x + 0.5) * rect["width"] / width,
        rect["y"] + (y + 0.5) * rect["height"] / height,
    )


def colour_close(a: RGBA | list[int], b: RGBA | list[int], tolerance: int = 8) -> bool:
    """True when two RGBA colours differ by at most ``tolerance`` in every channel.

    >>> colour_close((255, 0, 0, 255), [250, 3, 0, 255])
    True
    """
    return all(abs(p - q) <= tolerance for p, q in zip(a, b, strict=True))


def patch_close(a: Patch, b: Patch, tolerance: int = 8) -> bool:
    """True when two patches of the same size are :func:`colour_close` in every pixel.

    >>> patch_close(((0, 0, 0, 255), (9, 0, 0, 255)), ((0, 0, 0, 255), (0, 0, 0, 255)))
    False
    """
    return len(a) == len(b) and all(colour_close(p, q, tolerance) for p, q in zip(a, b))


def _shown(patch: Patch | None) -> str:
    """A patch for an error message: its one pixel, or its size and centre pixel."""
    if patch is None or len(patch) == 1:
        return str(patch and patch[0])
    return f"{len(patch)} pixels, centre {patch[len(patch) // 2]}"


# --------------------------------------------------------------------------- servers


@dataclass
class JupyterDirs:
    """Private Jupyter config/runtime/data/settings/workspace dirs for one server (pitfall 4)."""

    root: Path

    @classmethod
    def create(cls, root: Path) -> JupyterDirs:
        """Make the directories and switch JupyterLab's news toast off."""
        dirs = cls(root)
        for sub in ("config", "runtime", "data", "settings", "workspaces", "ipython"):
            (root / sub).mkdir(parents=True, exist_ok=True)
        notification = root / "settings" / "@jupyterlab" / "apputils-extension"
        notification.mkdir(parents=True, exist_ok=True)
        (notification / "notification.jupyterlab-settings").write_text(
            json.dumps({"fetchNews": "false"})
        )
        return dirs

    def environ(self) -> dict[str, str]:
        """The environment for a server (and its kernels) that uses only these dirs."""
        env = dict(os.environ)
        env.update(
            JUPYTER_CONFIG_DIR=str(self.root / "config"),
            JUPYTER_RUNTIME_DIR=str(self.root / "runtime"),
            JUPYTER_DATA_DIR=str(self.root / "data"),
            JUPYTERLAB_SETTINGS_DIR=str(self.root / "settings"),
            JUPYTERLAB_WORKSPACES_DIR=str(self.root / "workspaces"),
            IPYTHONDIR=str(self.root / "ipython"),
            # The kernel imports the working tree even without an editable install.
            PYTHONPATH=os.pathsep.join(
                p for p in (str(REPO_ROOT), os.environ.get("PYTHONPATH", "")) if p
            ),
            PATH=os.pathsep.join((str(Path(sys.executable).parent), os.environ.get("PATH", ""))),
        )
        env.pop("JUPYTER_PATH", None)
        env.pop("JUPYTER_TOKEN", None)
        return env


@dataclass
class Server:
    """A Jupyter-style server process on 127.0.0.1, started and awaited, stopped by SIGTERM."""

    name: str
    argv: list[str]
    port: int
    ready_path: str
    cwd: Path
    env: dict[str, str]
    log_path: Path
    process: subprocess.Popen[bytes] | None = None
    startup_seconds: float = float("nan")

    def url(self, path: str = "/") -> str:
        """Absolute URL of ``path`` on this server."""
        return f"http://{HOST}:{self.port}{path}"

    def log_tail(self, chars: int = 4000) -> str:
        """The end of the server's combined stdout/stderr, for error messages."""
        try:
            return self.log_path.read_text(errors="replace")[-chars:]
        except OSError:
            return "(no log)"

    def start(self, timeout: float = SERVER_READY_TIMEOUT_S) -> Server:
        """Start the process and wait until ``ready_path`` answers 200."""
        started = time.monotonic()
        with self.log_path.open("wb") as log:
            self.process = subprocess.Popen(
                self.argv, cwd=self.cwd, env=self.env, stdout=log, stderr=subprocess.STDOUT
            )
        deadline = started + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise HarnessError(
                    f"{self.name} exited with {self.process.returncode} while starting:\n"
                    + self.log_tail()
                )
            try:
                with urllib.request.urlopen(self.url(self.ready_path), timeout=5) as reply:
                    if reply.status == 200:
                        self.startup_seconds = time.monotonic() - started
                        return self
            except (urllib.error.URLError, OSError):
                pass
            time.sleep(0.2)
        self.stop()
        raise HarnessError(f"{self.name} not ready after {timeout:.0f} s:\n{self.log_tail()}")

    def stop(self, timeout: float = 20.0) -> None:
        """SIGTERM (so the server shuts its kernels down), then SIGKILL if it hangs."""
        proc = self.process
        if proc is None or proc.poll() is not None:
            return
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=timeout)


def copy_notebooks(notebook: Path, dest: Path) -> Path:
    """Copy the notebook's folder to ``dest`` (servers autosave into it, pitfall 3).

    Returns the path of the copied notebook.
    """
    notebook = notebook.resolve()
    if not notebook.is_file():
        raise HarnessError(f"no notebook at {notebook}")
    shutil.copytree(
        notebook.parent,
        dest,
        ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__"),
        dirs_exist_ok=True,
    )
    return dest / notebook.name


#: The classroom configuration the classroom server (python -m seven_steps_widget.classroom,
#: scripts/voila.sh) serves with: preheated kernels, culling, the template that lets a closing
#: page shut its kernel down, jupyter-only cells left out, v1-only kernel websockets.
CLASSROOM_DIR = REPO_ROOT / "seven_steps_widget" / "classroom" / "share"


def voila_server(
    notebook: Path,
    dirs: JupyterDirs,
    log_path: Path,
    pool_size: int | None = 1,
    extra: tuple[str, ...] = (),
    class_lang: str | None = None,
) -> Server:
    """A (not yet started) plain Voila server for one notebook, or for every notebook in a
    folder (then each page is at ``voila_render_path(name)``), with the classroom
    configuration (template, pool, culling, v1-only websockets) but not the classroom server's
    own handlers (kernels bound to a browser, caps, reload to the same kernel): for those,
    ``classroom_server``. ``pool_size`` kernels per notebook are preheated (None: as many as the
    classroom configuration says; tests need one; 0 starts each page's kernel when it is asked
    for). ``extra`` options go to Voila after the rest; ``class_lang`` is the class's language
    (the classroom server's ``--lang``: SEVEN_STEPS_LANG for the server and its kernels)."""
    port = free_port()
    argv = [
        sys.executable, "-m", "voila", str(notebook),
        "--no-browser",
        f"--port={port}",
        f"--Voila.ip={HOST}",
        "--Voila.port_retries=0",
        f"--Voila.config_file_paths={CLASSROOM_DIR}",
        *([] if pool_size is None else [f"--pool_size={pool_size}"]),
        "--show_tracebacks=True",
        *extra,
    ]  # fmt: skip
    env = dirs.environ()
    env["JUPYTER_PATH"] = str(CLASSROOM_DIR)  # where the classroom template is found
    env.pop(LANGUAGE_VARIABLE, None)
    if class_lang is not None:
        env[LANGUAGE_VARIABLE] = class_lang
    return Server(
        name="voila",
        argv=argv,
        port=port,
        ready_path="/voila/static/voila.js",
        cwd=notebook if notebook.is_dir() else notebook.parent,
        env=env,
        log_path=log_path,
    )


def classroom_server(
    notebook: Path,
    dirs: JupyterDirs,
    log_path: Path,
    pool_size: int | None = 1,
    extra: tuple[str, ...] = (),
) -> Server:
    """A (not yet started) classroom server for one notebook, started as the README says
    (``python -m seven_steps_widget.classroom NOTEBOOK``) on 127.0.0.1 and a free port, with
    ``pool_size`` preheated kernels (None: the configuration's) and ``extra`` options after the
    rest. Unlike ``voila_server`` it binds each kernel to its browser and caps kernels per
    client address and per class."""
    port = free_port()
    argv = [
        sys.executable, "-m", "seven_steps_widget.classroom", str(notebook),
        f"--port={port}",
        "--no-browser",
        *([] if pool_size is None else [f"--pool_size={pool_size}"]),
        "--show_tracebacks=True",
        *extra,
    ]  # fmt: skip
    return Server(
        name="classroom",
        argv=argv,
        port=port,
        ready_path="/voila/static/voila.js",
        cwd=notebook.parent,
        env={k: v for k, v in dirs.environ().items() if k != LANGUAGE_VARIABLE},
        log_path=log_path,
    )


def server_kernels(server: Server) -> dict[str, Any]:
    """The server's running kernel processes (``psutil.Process``) by kernel id, read from the
    connection file each kernel is started with (Voila lists no kernels over HTTP)."""
    import psutil

    assert server.process is not None, "the server is not started"
    found: dict[str, Any] = {}
    for child in psutil.Process(server.process.pid).children(recursive=True):
        try:
            match = re.search(r"kernel-([0-9a-f-]{36})\.json", " ".join(child.cmdline()))
        except psutil.Error:  # it ended while we looked
            continue
        if match:
            found[match.group(1)] = child
    return found


def wait_gone(server: Server, kernel_id: str, seconds: float) -> float:
    """Seconds until the kernel's process has ended; fails after ``seconds``."""
    started = time.monotonic()
    while kernel_id in server_kernels(server):
        waited = time.monotonic() - started
        assert waited < seconds, f"kernel {kernel_id} still running after {seconds:.0f} s"
        time.sleep(0.25)
    return time.monotonic() - started


def voila_render_path(notebook_name: str) -> str:
    """Where a Voila server started on a folder shows one of its notebooks."""
    return "/voila/render/" + quote(notebook_name)


def jupyter_app_server(
    app: str, root_dir: Path, dirs: JupyterDirs, log_path: Path, *extra: str
) -> Server:
    """A (not yet started) JupyterLab-based app (``python -m <app>``) on ``root_dir``.

    JupyterLab and Notebook 7 take the same server options: 127.0.0.1, a free port, token off,
    ``--allow-root`` (pitfall 2), ``--expose-app-in-browser`` (pitfall 5); ``extra`` adds the
    app's own ones.
    """
    port = free_port()
    argv = [
        sys.executable, "-m", app,
        "--no-browser",
        "--allow-root",
        "--expose-app-in-browser",
        f"--port={port}",
        f"--ServerApp.ip={HOST}",
        "--ServerApp.port_retries=0",
        f"--ServerApp.root_dir={root_dir}",
        "--IdentityProvider.token=",
        *extra,
    ]  # fmt: skip
    return Server(
        name=app,
        argv=argv,
        port=port,
        ready_path="/api/status",
        cwd=root_dir,
        env=dirs.environ(),
        log_path=log_path,
    )


def lab_server(root_dir: Path, dirs: JupyterDirs, log_path: Path) -> Server:
    """A (not yet started) JupyterLab server on ``root_dir``, token off, app exposed."""
    return jupyter_app_server(
        "jupyterlab", root_dir, dirs, log_path,
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    )  # fmt: skip


def notebook_server(root_dir: Path, dirs: JupyterDirs, log_path: Path) -> Server:
    """A (not yet started) Notebook 7 server on ``root_dir``, token off, app exposed.

    Notebook 7 is built from JupyterLab's components: its ``--expose-app-in-browser`` sets
    ``window.jupyterapp`` too, and it reads the same ``JUPYTERLAB_SETTINGS_DIR`` (pitfall 4).
    It has no update check to switch off.
    """
    return jupyter_app_server("notebook", root_dir, dirs, log_path)


def start_with_retries(make: Callable[[], Server], attempts: int = 3) -> Server:
    """Start a server, picking a new port if another process took the free one meanwhile."""
    for attempt in range(attempts):
        server = make()
        try:
            return server.start()
        except HarnessError as exc:
            in_use = "in use" in str(exc).lower()
            if not in_use or attempt == attempts - 1:
                raise
    raise AssertionError("unreachable")


# --------------------------------------------------------------------------- browser

#: Installed into every page of a harness context: helpers the Python side calls by name.
INIT_SCRIPT = r"""
window.__harness = {
  race(promise, ms, what) {
    let timer;
    const limit = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(what + ' timed out after ' + ms + ' ms')), ms);
    });
    return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
  },
  canvas(selector, index) {
    return document.querySelectorAll(selector)[index] || null;
  },
  patch(selector, index, x, y, half) {
    const c = window.__harness.canvas(selector, index);
    if (!c || !c.width || !c.height) return null;
    const side = 2 * half + 1;
    return Array.from(c.getContext('2d').getImageData(x - half, y - half, side, side).data);
  },
  painted(selector, index) {
    const c = window.__harness.canvas(selector, index);
    if (!c || !c.width || !c.height) return false;
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
    return false;
  },
  panel(path) {
    const app = window.jupyterapp;
    if (!app) return null;
    for (const w of app.shell.widgets('main')) {
      if (w.context && w.context.path === path && w.sessionContext) return w;
    }
    return null;
  },
  kernelIdle(path) {
    const panel = window.__harness.panel(path);
    const kernel = panel && panel.sessionContext.session && panel.sessionContext.session.kernel;
    return !!kernel && kernel.connectionStatus === 'connected' && kernel.status === 'idle';
  },
  async execute(path, code, ms) {
    const panel = window.__harness.panel(path);
    if (!panel) throw new Error('no notebook panel for ' + path);
    const kernel = panel.sessionContext.session.kernel;
    const future = kernel.requestExecute({code, store_history: false});
    const stdout = [];
    let error = null;
    future.onIOPub = (msg) => {
      const t = msg.header.msg_type;
      if (t === 'stream' && msg.content.name === 'stdout') stdout.push(msg.content.text);
      if (t === 'error') error = msg.content.ename + ': ' + msg.content.evalue;
    };
    const reply = await window.__harness.race(future.done, ms, 'requestExecute');
    return {status: reply.content.status, stdout: stdout.join(''), error};
  },
};
"""


def block_non_local(context: BrowserContext, blocked: list[str]) -> None:
    """Abort every request that does not go to 127.0.0.1 (pitfall 8); record what was cut."""

    def handle(route: Route) -> None:
        url = route.request.url
        if urlsplit(url).hostname == HOST:
            route.continue_()
        else:
            blocked.append(url)
            route.abort()

    context.route("**/*", handle)


def printed_match(
    process: subprocess.Popen[str], pattern: str, command: str, seconds: float = 300
) -> re.Match[str]:
    """The first line ``command`` prints (stdout and stderr together) that ``pattern`` finds
    in: the address a server gives once it is ready."""
    assert process.stdout is not None
    deadline = time.monotonic() + seconds
    for line in process.stdout:
        found = re.search(pattern, line)
        if found:
            return found
        assert time.monotonic() < deadline, f"{command} printed no address"
    raise AssertionError(f"{command} ended with {process.wait()} before printing an address")


#: What a page says as a reload leaves it: its kernel connection is disposed under the
#: widgets' pending messages (seen in Voila 0.5, whose page shuts its kernel down on unload),
#: or a widget sends on a comm of that disposed kernel (@jupyterlab/services' Comm.send throws
#: "Cannot send"; seen once in test_voila_click_places_illegal_click_refused_reload_repaints).
FAREWELL_ERRORS = ("Kernel connection is disposed", "Cannot send")


@dataclass
class CanvasPage:
    """A served notebook open in Chromium, with helpers for one of its canvases.

    ``canvas_selector`` / ``canvas_index`` pick the canvas element (for a MultiCanvas pass the
    index of the layer to read). ``errors`` collects uncaught page errors ("pageerror").
    """

    page: Page
    server: Server
    canvas_selector: str = "canvas"
    canvas_index: int = 0
    errors: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    blocked: list[str] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)
    #: True from a reload's start until the new page commits: the outgoing page's farewell
    #: errors are not kept.
    leaving: bool = False

    def watch(self) -> None:
        """Start collecting page errors and console errors."""
        self.page.on("pageerror", self.on_page_error)
        self.page.on("framenavigated", self.on_navigated)
        self.page.on(
            "console",
            lambda msg: self.console_errors.append(msg.text) if msg.type == "error" else None,
        )

    def on_page_error(self, exc: PlaywrightError) -> None:
        """Keep an uncaught page error (for ``assert_no_page_errors`` and ``wait_painted``).

        While a reload leaves the page, the outgoing page's farewell is dropped: unloading
        disposes its kernel connection with widget messages still pending, which rejects them.
        The new page's errors are all kept (Chromium reports the old page's before the commit).
        """
        if self.leaving and any(farewell in str(exc) for farewell in FAREWELL_ERRORS):
            return
        self.errors.append(str(exc))

    @contextmanager
    def leaving_page(self) -> Iterator[None]:
        """Around a reload: the page being left may say its farewell (see ``on_page_error``)."""
        self.leaving = True
        try:
            yield
        finally:
            self.leaving = False

    def on_navigated(self, frame: Frame) -> None:
        """A new document in the main frame: from now on every error is the new page's."""
        if frame == self.page.main_frame:
            self.leaving = False

    def assert_no_page_errors(self) -> None:
        """Fail when the page threw an uncaught error (e.g. ipycanvas' 'setAttr')."""
        assert not self.errors, f"page errors: {self.errors}"

    def is_painted(self) -> bool:
        """True when the canvas exists and has at least one non-transparent pixel."""
        from playwright.sync_api import Error as PlaywrightError

        try:
            return bool(
                self.page.evaluate(
                    "([s, i]) => !!window.__harness && window.__harness.painted(s, i)",
                    [self.canvas_selector, self.canvas_index],
                )
            )
        except PlaywrightError:  # e.g. the page navigated while we asked
            return False

    def wait_painted(self, timeout: float = PAINT_TIMEOUT_S) -> float:
        """Wait until the canvas is painted; seconds waited.

        Fails at once on an uncaught page error: after one, ipycanvas drops every later draw.
        """
        started = time.monotonic()
        while not self.is_painted():
            waited = time.monotonic() - started
            if self.errors or waited > timeout:
                why = "a page error came first" if self.errors else f"not after {timeout:.0f} s"
                raise HarnessError(
                    f"canvas {self.canvas_selector}[{self.canvas_index}] not painted: {why}; "
                    f"page errors {self.errors}; console errors {self.console_errors[-5:]}; "
                    f"server log:\n{self.server.log_tail()}"
                )
            self.page.wait_for_timeout(100)
        return time.monotonic() - started

    def _bounding_box(self) -> tuple[dict[str, float], tuple[int, int]]:
        """The canvas element's bounding box (viewport CSS px) and its buffer size."""
        locator = self.page.locator(self.canvas_selector).nth(self.canvas_index)
        locator.scroll_into_view_if_needed()
        info: dict[str, Any] = locator.evaluate(
            """c => { const r = c.getBoundingClientRect();
                     return {x: r.left, y: r.top, width: r.width, height: r.height,
                             bw: c.width, bh: c.height}; }"""
        )
        rect = {k: float(info[k]) for k in ("x", "y", "width", "height")}
        return rect, (int(info["bw"]), int(info["bh"]))

    def buffer_to_page(self, x: float, y: float) -> tuple[float, float]:
        """Page coordinates of canvas buffer pixel (x, y) (pitfall 6)."""
        rect, size = self._bounding_box()
        return buffer_to_css(x, y, rect, size)

    def click_buffer(self, x: float, y: float) -> None:
        """Click the canvas at buffer pixel (x, y), whatever size the page draws it at."""
        px, py = self.buffer_to_page(x, y)
        self.page.mouse.click(px, py)

    def pixel(self, x: int, y: int) -> RGBA:
        """RGBA of the canvas buffer pixel (x, y), read back with getImageData."""
        (value,) = self.patch(x, y, 0)
        return value

    def wait_pixel(
        self,
        x: int,
        y: int,
        *,
        equals: RGBA | None = None,
        differs_from: RGBA | None = None,
        tolerance: int = 8,
        timeout: float = 30.0,
    ) -> RGBA:
        """Wait until pixel (x, y) is close to ``equals`` and/or away from ``differs_from``."""
        (now,) = self.wait_patch(
            x,
            y,
            0,
            equals=None if equals is None else (equals,),
            differs_from=None if differs_from is None else (differs_from,),
            tolerance=tolerance,
            timeout=timeout,
        )
        return now

    def patch(self, x: int, y: int, half: int) -> Patch:
        """The canvas buffer pixels of the square ``half`` pixels around (x, y), row by row: a
        sign of what is drawn there that one pixel on a thin line or a digit cannot fool."""
        value = self.page.evaluate(
            "([s, i, x, y, h]) => window.__harness.patch(s, i, x, y, h)",
            [self.canvas_selector, self.canvas_index, x, y, half],
        )
        if value is None:
            raise HarnessError(f"no canvas {self.canvas_selector}[{self.canvas_index}]")
        return tuple((r, g, b, a) for r, g, b, a in zip(*[iter(value)] * 4, strict=True))

    def wait_patch(
        self,
        x: int,
        y: int,
        half: int,
        *,
        equals: Patch | None = None,
        differs_from: Patch | None = None,
        tolerance: int = 8,
        timeout: float = 30.0,
    ) -> Patch:
        """Wait until the square ``half`` pixels around (x, y) is close to ``equals`` in every
        pixel and/or away from ``differs_from`` in some pixel (see :meth:`patch`)."""
        deadline = time.monotonic() + timeout
        while True:
            now = self.patch(x, y, half)
            ok = (equals is None or patch_close(now, equals, tolerance)) and (
                differs_from is None or not patch_close(now, differs_from, tolerance)
            )
            if ok:
                return now
            if time.monotonic() > deadline:
                raise HarnessError(
                    f"pixels {half} around ({x}, {y}) are {_shown(now)}; wanted equals="
                    f"{_shown(equals)} differs_from={_shown(differs_from)}; "
                    f"page errors {self.errors}"
                )
            self.page.wait_for_timeout(20)

    def reload(self, timeout: float = PAINT_TIMEOUT_S) -> float:
        """Reload the page and wait until the canvas is painted again; seconds taken."""
        started = time.monotonic()
        with self.leaving_page():
            self.page.reload(wait_until="domcontentloaded")
            self.wait_painted(timeout)
        return time.monotonic() - started


class KernelError(HarnessError):
    """Code sent to the kernel raised, or its reply did not come in time."""


@dataclass
class LabPage(CanvasPage):
    """A notebook open in JupyterLab, with access to its kernel through the exposed app.

    Everything here goes through ``window.jupyterapp`` (its shell, commands and the notebook
    panel's session), so it works unchanged in apps built from JupyterLab's components:
    ``NotebookPage`` only changes the URL the notebook is opened at.
    """

    notebook_path: str = ""
    #: Where the app opens a notebook; ``notebook_path`` is appended (URL-quoted).
    url_prefix: ClassVar[str] = "/lab/tree/"

    def wait_kernel_idle(self, timeout: float = KERNEL_TIMEOUT_S) -> None:
        """Wait until the notebook's kernel is connected and idle."""
        from playwright.sync_api import Error as PlaywrightError

        try:
            self.page.wait_for_function(
                "p => !!window.__harness && window.__harness.kernelIdle(p)",
                arg=self.notebook_path,
                timeout=timeout * 1000,
                polling=100,
            )
        except PlaywrightError as exc:
            raise HarnessError(
                f"kernel of {self.notebook_path} not idle after {timeout:.0f} s ({exc}); "
                f"page errors {self.errors}; server log:\n{self.server.log_tail()}"
            ) from exc

    def save(self, timeout: float = KERNEL_TIMEOUT_S) -> None:
        """Save the notebook (its outputs hold the widget views a reload brings back)."""
        self.page.evaluate(
            """([path, ms]) => window.__harness.race(
                 window.__harness.panel(path).context.save(), ms, 'save')""",
            [self.notebook_path, int(timeout * 1000)],
        )

    def reload(self, timeout: float = PAINT_TIMEOUT_S) -> float:
        """Save, reload JupyterLab (the kernel lives on), wait for the canvas to paint again.

        This is the scenario of pitfall 10: it passes only if the widget repaints on
        ``on_client_ready`` and forces a canvas switch. Without the save the reloaded notebook
        has no outputs, so no canvas at all.
        """
        started = time.monotonic()
        self.save()
        with self.leaving_page():
            self.page.reload(wait_until="domcontentloaded")
            self.wait_kernel_idle()
            self.wait_painted(timeout)
        return time.monotonic() - started

    def run_all_cells(self, timeout: float = PAINT_TIMEOUT_S) -> None:
        """Run every cell via 'notebook:run-all-cells' on this notebook (pitfall 5)."""
        self.page.evaluate(
            """async ([path, ms]) => {
                 const panel = window.__harness.panel(path);
                 window.jupyterapp.shell.activateById(panel.id);
                 await window.__harness.race(
                   window.jupyterapp.commands.execute('notebook:run-all-cells'), ms,
                   'notebook:run-all-cells');
               }""",
            [self.notebook_path, int(timeout * 1000)],
        )

    def kernel_execute(self, code: str, timeout: float = KERNEL_TIMEOUT_S) -> str:
        """Run ``code`` in the notebook's kernel; return its stdout (pitfall 7: raced)."""
        reply: dict[str, Any] = self.page.evaluate(
            "([p, code, ms]) => window.__harness.execute(p, code, ms)",
            [self.notebook_path, code, int(timeout * 1000)],
        )
        if reply["status"] != "ok":
            raise KernelError(f"kernel said {reply['status']}: {reply['error']}\n{code}")
        stdout: str = reply["stdout"]
        return stdout

    def kernel_eval(self, expression: str, timeout: float = KERNEL_TIMEOUT_S) -> Any:
        """Evaluate a Python expression in the kernel and return its value via JSON."""
        marker = "__harness_value__"
        code = f"import json as _hj\nprint({marker!r} + _hj.dumps(({expression})))"
        out = self.kernel_execute(code, timeout)
        for line in out.splitlines():
            if line.startswith(marker):
                return json.loads(line[len(marker) :])
        raise KernelError(f"no value printed for {expression!r}; stdout was {out!r}")


#: The message of Notebook 7's shortcuts-settings race (pitfall 14, jupyter/notebook#7862).
NOTEBOOK7_SHORTCUTS_RACE = "Cannot read properties of undefined (reading 'schema')"


@dataclass
class NotebookPage(LabPage):
    """A notebook open in Notebook 7 (``/notebooks/<path>``), driven exactly like ``LabPage``.

    Notebook 7's shell also lists the notebook panel under ``widgets('main')``, runs
    ``notebook:run-all-cells`` and exposes the app with ``--expose-app-in-browser``; its page
    shows only this one notebook.
    """

    url_prefix: ClassVar[str] = "/notebooks/"
    #: Notebook 7's own startup error (pitfall 14), kept apart from ``errors``.
    app_errors: list[str] = field(default_factory=list)

    def on_page_error(self, exc: PlaywrightError) -> None:
        """Set Notebook 7's known startup race (pitfall 14) aside; keep every other error.

        Its shortcuts extension reads ``registry.plugins[shortcuts.id].schema`` before its own
        settings are loaded (jupyter/notebook#7862, open; Notebook 7.6.5 on JupyterLab 4.6.6).
        It is thrown from the app bundle ``notebook_core`` even for a notebook with no widget,
        so only that message from that bundle is set aside.
        """
        stack = exc.stack or ""
        if str(exc) == NOTEBOOK7_SHORTCUTS_RACE and "/static/notebook/notebook_core." in stack:
            self.app_errors.append(str(exc))
        else:
            super().on_page_error(exc)


def open_voila(page: Page, server: Server, canvas: CanvasPage) -> None:
    """Load the Voila page and wait for the canvas (timings: page_to_painted)."""
    started = time.monotonic()
    page.goto(server.url("/"), wait_until="domcontentloaded")
    canvas.wait_painted()
    canvas.timings["page_to_painted"] = time.monotonic() - started


def open_lab(page: Page, server: Server, lab: LabPage, run_all: bool = True) -> None:
    """Open the notebook in JupyterLab (or Notebook 7 for a ``NotebookPage``), wait for its
    kernel, run all cells, wait for paint."""
    started = time.monotonic()
    url = server.url(lab.url_prefix + quote(lab.notebook_path))
    page.goto(url, wait_until="domcontentloaded")
    lab.wait_kernel_idle()
    lab.timings["page_to_kernel_idle"] = time.monotonic() - started
    if run_all:
        lab.run_all_cells()
        lab.wait_painted()
        lab.timings["page_to_painted"] = time.monotonic() - started
