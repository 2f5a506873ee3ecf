"""Benchmark: a class opens a lesson at the same moment, served as scripts/voila.sh serves it.

The classroom server (python -m seven_steps_widget.classroom, its configuration in
seven_steps_widget/classroom/share/voila.json: preheated kernels, culling, the template that
lets a closing page shut its kernel down; its per-device and per-class caps raised, since every
pupil here comes from this computer) is started and left to preheat its kernels, as a teacher
starts it before class. Then, for N pupils:

1. served: N plain HTTP clients request the page at the same moment; seconds until each has
   the whole page (the server's part of opening, no browser competing for the cores);
2. painted: once the pool has refilled, N pupils (separate contexts of one headless Debian
   Chromium) open the page at once, wait for the first frame that shows the board (painted:
   seconds from the request, see ``FIRST_FRAME_JS``), click "Next" a few times
   (each click waits for the board to change) and close the page; then memory per pupil's
   kernel and how many pupils' kernels still run 30 s after their pages closed.

The N browsers run on this machine's cores beside the server and its kernels, as they would not
in a classroom where every pupil has a device: "painted" for N > 1 measures this machine more
than the server, so each figure is also given as a ratio to a bare page (one small ipycanvas
canvas and a "Next" button that repaints it) measured the same way in the same run.

Run: ``.venv/bin/python benchmarks/classroom.py [--pupils 8] [--pool 8] [--browsers N]
[--notebook NOTEBOOK] [--plain]`` (the rules tour by default; ``--browsers 0`` measures the
serving alone; ``--plain`` serves with plain Voila and the classroom configuration, to compare).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import statistics
import sys
import tempfile
import threading
import time
import urllib.request
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import nbformat
import psutil

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from seven_steps_widget.notebooks import shipped_notebook  # noqa: E402 -- after the path
from tests.browser.harness import (  # noqa: E402 -- after the path
    CHROMIUM_ARGS,
    CLASSROOM_DIR,
    JupyterDirs,
    Server,
    chromium_executable,
    classroom_server,
    copy_notebooks,
    server_kernels,
    start_with_retries,
    voila_server,
)

BARE_CELL = """\
import ipywidgets as widgets
from ipycanvas import Canvas

canvas = Canvas(width=300, height=200)
colours = ["#c33", "#3a3", "#33c"]
step = [0]

def paint(*_):
    canvas.fill_style = colours[step[0] % 3]
    step[0] += 1
    canvas.fill_rect(0, 0, 300, 200)

canvas.on_client_ready(paint)
button = widgets.Button(description="Next ▶")
button.on_click(paint)
widgets.VBox([canvas, button])
"""

#: In the page: a fingerprint of the first canvas' pixels (0 while nothing is painted).
FINGERPRINT_JS = """() => {
  const c = document.querySelector('canvas');
  if (!c || !c.width || !c.height) return 0;
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let h = 0, seen = false;
  for (let i = 0; i < d.length; i += 16) {
    h = (h * 31 + d[i] + 3 * d[i + 1] + 5 * d[i + 2] + 7 * d[i + 3]) | 0;
    seen ||= d[i + 3] !== 0;
  }
  return seen ? (h || 1) : 0;
}"""

#: Run in every page before its own scripts: the time (``performance.now()``) of the first
#: animation frame in which the first canvas shows pixels, i.e. when the pupil sees the board.
#: A check from a timer would come late: while the page works through the kernel's messages
#: (one board after another), a timer waits behind them, the frames do not, so the board is
#: seen 0.15-0.3 s before a 200 ms poll notices it. A few single pixels are read, not the
#: whole 1821 x 1428 canvas, so that looking costs the page nothing worth counting (a board and
#: the bare canvas are filled edge to edge, so any of these points is painted).
FIRST_FRAME_JS = """(() => {
  window.__boardShown = 0;
  const points = [[0.5, 0.5], [0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]];
  const look = () => {
    const canvas = document.querySelector('canvas');
    if (canvas && canvas.width && canvas.height) {
      const context = canvas.getContext('2d');
      for (const [fx, fy] of points) {
        const x = Math.floor(canvas.width * fx), y = Math.floor(canvas.height * fy);
        if (context.getImageData(x, y, 1, 1).data[3]) {
          window.__boardShown = performance.now();
          return;
        }
      }
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();"""

PAGE_TIMEOUT_MS = 600_000
#: How many kernels the classroom configuration preheats.
CLASSROOM_CONFIG = json.loads((CLASSROOM_DIR / "voila.json").read_text())
CLASSROOM_POOL = int(CLASSROOM_CONFIG["VoilaConfiguration"]["default_pool_size"])


@dataclass
class Pupil:
    """What one pupil's page measured (milliseconds from the request)."""

    painted_ms: float = 0.0
    clicks_ms: list[float] = field(default_factory=list)
    kernel_id: str = ""
    error: str = ""


async def one_pupil(
    browser: object,
    url: str,
    clicks: int,
    start: asyncio.Event,
    on_painted: Callable[[], None] = lambda: None,
) -> Pupil:
    """Open the page when ``start`` fires, wait for the board, click Next, close the page;
    ``on_painted`` is called when the board has appeared."""
    pupil = Pupil()
    context = await browser.new_context(viewport={"width": 1280, "height": 800})  # type: ignore[attr-defined]
    await context.add_init_script(FIRST_FRAME_JS)
    page = await context.new_page()
    try:
        await start.wait()
        await page.goto(url, wait_until="commit", timeout=PAGE_TIMEOUT_MS)
        painted = await page.wait_for_function(
            "() => window.__boardShown", polling=200, timeout=PAGE_TIMEOUT_MS
        )
        pupil.painted_ms = float(await painted.json_value())
        on_painted()
        pupil.kernel_id = await page.evaluate(
            "JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"
        )
        next_button = page.get_by_role("button", name=re.compile(r"^(Next|Weiter) ▶$")).first
        for _ in range(clicks):
            await page.evaluate(
                f"() => {{ window.__before = ({FINGERPRINT_JS})();"
                " window.__t0 = performance.now(); }"
            )
            await next_button.click()
            changed = await page.wait_for_function(
                f"() => ({FINGERPRINT_JS})() !== window.__before"
                " ? performance.now() - window.__t0 : false",
                polling="raf",
                timeout=60_000,
            )
            pupil.clicks_ms.append(float(await changed.json_value()))
    except Exception as error:  # noqa: BLE001 -- a failed pupil is reported, the class goes on
        pupil.error = f"{type(error).__name__}: {str(error).splitlines()[0]}"
    finally:
        await page.close(run_before_unload=True)
        await asyncio.sleep(1.0)  # the page's goodbye (a beacon) leaves before the browser
        await context.close()
    return pupil


def wait_pool_ready(server: Server, size: int, since: float, timeout: float = 900.0) -> float:
    """Wait until ``size`` preheated kernels have run the notebook (they and the server idle for
    5 s): what a teacher who starts the server before class gets. Voila's "pool is filled" comes
    as soon as the kernels have started, long before. Returns the seconds since ``since``."""
    assert server.process is not None
    deadline = time.monotonic() + timeout
    quiet_since: float | None = None
    # cpu_percent compares with the same object's previous call: keep the objects
    watched: dict[str, psutil.Process] = {"server": psutil.Process(server.process.pid)}
    watched["server"].cpu_percent(interval=None)
    while True:
        found = server_kernels(server)
        new = set(found) - set(watched)  # a first sample says nothing
        watched = {"server": watched["server"]} | {k: watched.get(k, p) for k, p in found.items()}
        try:
            busy = sum(p.cpu_percent(interval=None) for p in watched.values())
        except psutil.Error:
            busy = 100.0
        now = time.monotonic()
        if len(found) >= size and busy < 5.0 and not new:
            quiet_since = quiet_since or now
            if now - quiet_since >= 5.0:
                return now - since - 5.0
        else:
            quiet_since = None
        if now > deadline:
            raise SystemExit(f"{len(found)} of {size} kernels not ready after {timeout:.0f} s")
        time.sleep(0.5)


@dataclass
class ClassRun:
    """One class: every pupil's figures plus the server's kernels."""

    pupils: list[Pupil]
    rss_mb: list[float]
    uss_mb: list[float]
    left_after_close: int
    pool_after: int
    #: CPU seconds the server and the pupils' kernels spent until the last board appeared.
    server_cpu_s: float = 0.0
    warm_up_s: float = 0.0
    served_s: list[float] = field(default_factory=list)


def server_processes(server: Server) -> list[psutil.Process]:
    """The server and the kernels it runs now."""
    assert server.process is not None
    process = psutil.Process(server.process.pid)
    return [process, *process.children(recursive=True)]


def cpu_seconds(processes: list[psutil.Process]) -> float:
    """CPU seconds (user and system) ``processes`` have used so far (those still running)."""
    total = 0.0
    for each in processes:
        try:
            times = each.cpu_times()
        except psutil.Error:  # it ended while we looked
            continue
        total += times.user + times.system
    return total


async def run_class(server: Server, pupils: int, clicks: int) -> ClassRun:
    """N pupils at once against ``server``; kernels measured after the clicks and the close.
    The CPU of the server and of the kernels preheated before (the pupils' kernels are among
    them; those started meanwhile to refill the pool are not) until the last board appeared is
    what opening the lesson costs the server, whatever the browsers cost (in a classroom they
    run on the pupils' devices)."""
    from playwright.async_api import async_playwright

    chromium = chromium_executable()
    if chromium is None:
        raise SystemExit("chromium is not installed (bash scripts/setup.sh)")
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=chromium, args=list(CHROMIUM_ARGS))
        start = asyncio.Event()
        serving = server_processes(server)
        cpu_at_start = cpu_seconds(serving)
        cpu_when_painted: list[float] = []

        def painted() -> None:
            cpu_when_painted.append(cpu_seconds(serving) - cpu_at_start)

        tasks = [
            asyncio.ensure_future(one_pupil(browser, server.url("/"), clicks, start, painted))
            for _ in range(pupils)
        ]
        await asyncio.sleep(1.0)  # every context is made before anyone asks
        memory: list[tuple[float, float]] = []

        async def sample_memory() -> None:
            """Memory of the pupils' kernels while the pages are open (largest seen)."""
            while not all(t.done() for t in tasks):
                for process in server_kernels(server).values():
                    try:
                        info = process.memory_full_info()
                    except psutil.Error:
                        continue
                    memory.append((info.rss / 2**20, info.uss / 2**20))
                await asyncio.sleep(1.0)

        start.set()
        sampler = asyncio.ensure_future(sample_memory())
        results = await asyncio.gather(*tasks)
        await sampler
        await browser.close()
    ids = {p.kernel_id for p in results if p.kernel_id}
    closed = time.monotonic()
    while time.monotonic() < closed + 30.0 and ids & set(server_kernels(server)):
        await asyncio.sleep(0.5)
    running = server_kernels(server)
    return ClassRun(
        pupils=results,
        rss_mb=[m[0] for m in memory],
        uss_mb=[m[1] for m in memory],
        left_after_close=len(ids & set(running)),
        pool_after=len(set(running) - ids),
        server_cpu_s=max(cpu_when_painted, default=0.0),
    )


def request_at_once(url: str, pupils: int) -> list[float]:
    """Seconds each of ``pupils`` HTTP clients, started at the same moment, takes to receive
    the whole page."""
    ready = threading.Barrier(pupils)

    def fetch() -> float:
        ready.wait()
        started = time.monotonic()
        with urllib.request.urlopen(url, timeout=PAGE_TIMEOUT_MS / 1000) as reply:
            reply.read()
        return time.monotonic() - started

    with ThreadPoolExecutor(pupils) as pool:
        return list(pool.map(lambda _: fetch(), range(pupils)))


@dataclass
class Plan:
    """What one run does: how many pupils, kernels preheated, pupils in a browser, clicks."""

    pupils: int
    pool: int
    browsers: int
    clicks: int
    plain: bool = False


def served_class(notebook: Path, plan: Plan, work: Path) -> ClassRun:
    """Serve ``notebook`` with the classroom configuration; N requests at once, then (if any)
    pupils in browsers at once."""
    copy = copy_notebooks(notebook, work / "notebooks")
    dirs = JupyterDirs.create(work / "jupyter")
    started = time.monotonic()
    # Every pupil here comes from 127.0.0.1, and the plain requests' kernels hold their seats
    # until culled: caps high enough that the benchmark measures speed, not the caps.
    seats = 2 * plan.pupils + plan.pool
    caps = (f"--ClassroomVoila.kernels_per_client={seats}", f"--pupils={seats}")
    make = voila_server if plan.plain else classroom_server
    server = start_with_retries(
        lambda: make(copy, dirs, work / "voila.log", plan.pool, () if plan.plain else caps)
    )
    try:
        warm_up = wait_pool_ready(server, plan.pool, started)
        served = request_at_once(server.url("/"), plan.pupils)
        if plan.browsers:
            wait_pool_ready(server, plan.pool, time.monotonic())
            run = asyncio.run(run_class(server, plan.browsers, plan.clicks))
        else:
            run = ClassRun(pupils=[], rss_mb=[], uss_mb=[], left_after_close=0, pool_after=0)
        run.warm_up_s = warm_up
        run.served_s = served
        return run
    finally:
        server.stop()


def bare_notebook(path: Path) -> Path:
    """The baseline page: one small canvas and a Next button that repaints it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    nb.cells = [nbformat.v4.new_markdown_cell("# Bare"), nbformat.v4.new_code_cell(BARE_CELL)]
    nbformat.write(nb, str(path))
    return path


def median(values: list[float]) -> float:
    """The median, or NaN for no values."""
    return statistics.median(values) if values else float("nan")


def report(name: str, run: ClassRun) -> dict[str, float]:
    """Print one class's figures; return the medians for the ratios."""
    ok = [p for p in run.pupils if not p.error]
    served = run.served_s
    painted = [p.painted_ms / 1000 for p in ok]
    clicks = [c for p in ok for c in p.clicks_ms]
    print(f"\n{name}: {len(ok)} of {len(run.pupils)} pupils in a browser painted and clicked")
    print(f"  preheated kernels ready {run.warm_up_s:.0f} s after the start")
    for pupil in run.pupils:
        if pupil.error:
            print(f"  failed: {pupil.error}")
    print(f"  served   median {median(served):5.2f} s   max {max(served):5.2f} s  (HTTP only)")
    if ok:
        print(f"  painted  median {median(painted):5.2f} s   max {max(painted):5.2f} s")
    if ok:
        print(
            f"  server CPU (Voila and the pupils' kernels) until the last board appeared:"
            f" {run.server_cpu_s:.1f} s, {run.server_cpu_s / len(ok):.2f} s per pupil"
        )
    if clicks:
        print(f"  click -> repaint median {median(clicks):6.0f} ms  max {max(clicks):6.0f} ms")
    if run.rss_mb:
        print(
            f"  kernel memory: RSS median {median(run.rss_mb):.0f} MB"
            f" (max {max(run.rss_mb):.0f}), own (USS) median {median(run.uss_mb):.0f} MB"
        )
    print(
        f"  pupils' kernels still running 30 s after their pages closed: {run.left_after_close}"
        f"; preheated kernels waiting for the next pupils: {run.pool_after}"
    )
    return {
        "served": median(served),
        "painted": median(painted),
        "click": median(clicks),
        "server CPU": run.server_cpu_s,
    }


def main() -> None:
    """Measure the bare page, then the lesson, each with a whole class at once."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pupils", type=int, default=8)
    parser.add_argument("--clicks", type=int, default=3)
    parser.add_argument(
        "--pool", type=int, default=CLASSROOM_POOL, help="kernels preheated (as --pool_size)"
    )
    parser.add_argument(
        "--browsers", type=int, help="pupils who also open the page in a browser (default: all)"
    )
    parser.add_argument("--notebook", type=Path, default=shipped_notebook("01_rules_tour"))
    parser.add_argument(
        "--plain",
        action="store_true",
        help="plain Voila with the classroom configuration, without the classroom server's"
        " own handlers (to compare)",
    )
    args = parser.parse_args()
    browsers = args.pupils if args.browsers is None else args.browsers
    plan = Plan(args.pupils, args.pool, browsers, args.clicks, args.plain)
    print(
        f"{plan.pupils} pupils at once ({plan.browsers} in a browser, {plan.clicks} clicks"
        f" each), {plan.pool} kernels preheated, {psutil.cpu_count()} cores"
    )
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        bare_page = bare_notebook(work / "bare" / "src" / "bare.ipynb")
        bare = served_class(bare_page, plan, work / "bare")
        lesson = served_class(args.notebook.resolve(), plan, work / "lesson")
    base = report("bare canvas", bare)
    mine = report(args.notebook.name, lesson)
    # figures not measured in this run (no browser: nothing painted or clicked) are 0
    ratios = [f"{k} {mine[k] / base[k]:.2f}" for k in base if base[k] > 0]
    print("\nlesson / bare canvas: " + ", ".join(ratios))


if __name__ == "__main__":
    main()
