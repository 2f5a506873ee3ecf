"""Benchmark: what one full BoardWidget redraw costs, in Python and in a real browser.

1. Python side: clicks on the board in-process (no kernel): the handler's time up to the paint
   message (engine, scene build, paint), the number of draw commands and the bytes the batch
   sends; also a redraw that repaints the backdrop canvas too (what happens when a page connects).
2. Browser (Voila + Debian Chromium, the harness in tests/browser): click-to-repaint latency of
   the board (click a cell -> the cell's pixel changes) next to two bare ipycanvas canvases whose
   click handler does one ``fill_rect`` -- a small one (120 px) and one of the board's size --
   measured in the same page, in a shuffled order each round, median of N. A second board
   repaints its backdrop (the board's cells) on every click as well, which a real click never
   does: the cost of a redraw from nothing but Python state.
   Target: board <= 1.3 x the small bare round trip, using ipycanvas' public API only.

Run: ``.venv/bin/python benchmarks/widget_redraw.py [--clicks 40] [--python-only]``.

Figures (2 cores shared with other work, load 3-5; 2026-11-23, 40 clicks, 150 ms between
clicks), with the public-API painter: Python: a click 0.9-1.0 ms up to the paint message (scene
0.25, paint 0.57-0.61), one message of 46 commands, 3.6 KB (19.6 KB and 2.2-2.3 ms when a page
connected). Browser, last two runs: small bare 13.7 / 14.8 ms, board-sized bare 20.9 / 19.1 ms,
board 17.8 / 16.3 ms: ratio 1.30 / 1.11 to the small bare canvas (0.97-1.31 over seven runs),
0.85-0.86 to the board-sized one; board + backdrop 31.3 / 26.4 ms (2.28 / 1.79). The painter
before it, which wrote into ipycanvas' private command caches, measured in the same hour: paint
0.28-0.39 ms, board 1.06-1.28 and board + backdrop 1.25-1.51 to the small bare canvas.
Earlier steps, from 22.6 ms (1.63): the board's cells wait on an undisplayed backdrop canvas
copied in with one ``draw_image`` (page side 10 -> 8 ms); scenes reuse unchanged layers (cells,
letters, each panel part); orjson encodes the batch; the status label follows the picture
(Python 3 -> 0.5 ms per click). Through the public API each call costs ipycanvas 10-25 us of
Python (NumPy wrapping, traitlets validation of every style attribute), so the painter copies
every layer the scene before had too from an undisplayed canvas of its own (a click repaints
with calls only the board's discs, the status and one hand), draws the texts last grouped by
style, and sends rectangles as polygons and constant columns as numbers. A page that connects
costs more than before (every layer canvas is painted too): the "board + backdrop" row. With
only 30 ms between clicks, late messages of one click (the button updates) fell into the next
click's measurement and added ~40 ms stalls on every canvas.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from seven_steps_widget import BoardWidget, Game  # noqa: E402
from seven_steps_widget.drawing import build_scene  # noqa: E402

SETUP = """\
from seven_steps_widget import Game, BoardWidget
game = Game(("Arnd", "Bärbel", "Caro"), seed=11)
game.edit(heights={(2, 0): 1, (3, 0): 1, (-1, 3): 3, (0, 0): 2, (-2, -1): 4, (3, -2): 6},
          hands={"Arnd": "TTYYBPR"}, current="Arnd", held={"Arnd": ["A3", "V2"]})
"""
SHOW = """\
import ipywidgets as widgets
from ipycanvas import Canvas

board = BoardWidget(game)
cold_game = Game.from_position(game.state)
cold_board = BoardWidget(cold_game)
warm_paint = cold_board.painter.paint


def paint_with_backdrop(scene):
    \"\"\"Every redraw also repaints the board's cells on the backdrop (as after a reconnect).\"\"\"
    cold_board.painter.forget_backdrop()
    warm_paint(scene)


cold_board.painter.paint = paint_with_backdrop


def bare_canvas(width, height, layout=None):
    \"\"\"A canvas whose click handler does one fill_rect: the round trip with no redraw.\"\"\"
    canvas = Canvas(width=width, height=height)
    if layout is not None:
        canvas.layout.width, canvas.layout.height = layout.width, layout.height
    clicks = [0]

    def ready():
        canvas.fill_style = "#00aa00"
        canvas.fill_rect(0, 0, 120, 120)

    def down(x, y):
        clicks[0] += 1
        canvas.fill_style = ("#ff0000", "#0000ff")[clicks[0] % 2]
        canvas.fill_rect(0, 0, 120, 120)

    canvas.on_client_ready(ready)
    canvas.on_mouse_down(down)
    return canvas


bare = bare_canvas(120, 120)
bare_same_size = bare_canvas(board.canvas.width, board.canvas.height, board.canvas.layout)
widgets.VBox([bare, bare_same_size, board, cold_board])
"""
#: The timed canvases, in page order.
CANVASES = {
    "bare": "bare fill_rect",
    "same": "bare, board-sized",
    "board": "board redraw",
    "cold": "board + backdrop",
}
#: Pause between timed clicks, so that the messages one click sends late (the board's button
#: updates follow its picture after CONTROLS_DELAY) never fall into the next measurement.
SETTLE_MS = 150
CELL = (1, 0)  # Arnd's legal first disc (turquoise, empty)

#: Timestamps every websocket message as it arrives (kernel -> page), to split a click's latency
#: into "kernel + network" (click -> the message carrying the paint) and "page" (-> pixel).
WS_HOOK_JS = """
window.__ws = [];
const NativeSocket = window.WebSocket;
window.WebSocket = function (...args) {
  const socket = new NativeSocket(...args);
  socket.addEventListener('message', ev => window.__ws.push(
    [performance.now(), ev.data.length || ev.data.byteLength || ev.data.size || 0]));
  return socket;
};
window.WebSocket.prototype = NativeSocket.prototype;
Object.assign(window.WebSocket, NativeSocket);
"""

#: Dispatch a mouse-down on a canvas and time until a pixel changes (polled via MessageChannel,
#: so the granularity is well under a millisecond). Returns [total, arrival of the largest message
#: before the pixel changed (the paint batch)], both in ms after the click; [-1, -1] on timeout.
TIME_CLICK_JS = """
async ([index, bx, by, timeout]) => {
  const c = document.querySelectorAll('canvas')[index];
  const ctx = c.getContext('2d');
  const read = () => ctx.getImageData(bx, by, 1, 1).data.join();
  const before = read();
  c.focus({preventScroll: true});  // the handler focuses the canvas: keep that from scrolling
  const r = c.getBoundingClientRect();
  const init = {bubbles: true, cancelable: true, button: 0, view: window,
                clientX: r.left + (bx + 0.5) * r.width / c.width,
                clientY: r.top + (by + 0.5) * r.height / c.height};
  const channel = new MessageChannel();
  const tick = () => new Promise(res => { channel.port1.onmessage = res;
                                          channel.port2.postMessage(0); });
  window.__ws.length = 0;
  const t0 = performance.now();
  c.dispatchEvent(new MouseEvent('mousedown', init));
  c.dispatchEvent(new MouseEvent('mouseup', init));
  while (performance.now() - t0 < timeout) {
    await tick();
    if (read() !== before) {
      const t = performance.now();
      const arrived = window.__ws.filter(([a]) => a <= t).sort((x, y) => y[1] - x[1]);
      return [t - t0, arrived.length ? arrived[0][0] - t0 : 0];
    }
  }
  return [-1, -1];
}
"""


def _timed(owner: Any, name: str, times: list[float]) -> None:
    """Make ``owner.name(...)`` append its duration in ms to ``times`` (an instance attribute
    that shadows the method; the benchmark's widget is thrown away afterwards)."""
    method = getattr(owner, name)

    def timed(*args: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return method(*args)
        finally:
            times.append((time.perf_counter() - t0) * 1000)

    setattr(owner, name, timed)


def python_side(repeats: int = 200) -> dict[str, float]:
    """Medians over clicks on the board (Arnd's third disc of the turn, undone between clicks):
    the click handler's time up to the paint message, of it the scene build and the paint, and
    the commands and bytes of the message; also a paint that repaints the backdrop as well."""
    namespace: dict[str, Any] = {}
    exec(SETUP, namespace)  # noqa: S102 -- the benchmark notebook's own setup
    game: Game = namespace["game"]
    for cell in (CELL, (2, 0)):
        game.place(cell)
    widget = BoardWidget(game)
    widget.canvas._handle_frontend_event(None, {"event": "client_ready"}, [])
    manager = widget.canvas._canvas_manager
    sent: list[int] = []
    commands: list[int] = []
    original_publish = manager.comm.publish_msg
    original_send_custom = manager._send_custom

    def publish(msg_type: str, *args: Any, **kwargs: Any) -> None:
        data = kwargs.get("data") or {}
        buffers = kwargs.get("buffers") or []
        sent.append(len(json.dumps(data)) + sum(memoryview(b).nbytes for b in buffers))
        original_publish(msg_type, *args, **kwargs)

    def send_custom(command: Any, buffers: Any = ()) -> None:
        commands.append(len(command) if command and isinstance(command[0], list) else 1)
        original_send_custom(command, list(buffers))

    manager.comm.publish_msg = publish
    manager._send_custom = send_custom
    build: list[float] = []
    paint: list[float] = []
    controls: list[float] = []  # deferred in a kernel (CONTROLS_DELAY): not part of the click
    _timed(widget, "scene", build)
    _timed(widget.painter, "paint", paint)
    _timed(widget, "_refresh_controls", controls)
    x, y = widget.cell_center((3, 0))
    try:
        clicks, scenes, paints, cold = [], [], [], []
        for _ in range(repeats):
            for times in (build, paint, controls, sent, commands):
                times.clear()
            t0 = time.perf_counter()
            widget.canvas._handle_frontend_event(None, {"event": "mouse_down", "x": x, "y": y}, [])
            clicks.append((time.perf_counter() - t0) * 1000 - sum(controls))
            scenes.append(build[0])
            paints.append(paint[0])
            messages, nbytes, ncommands = len(sent), sum(sent), sum(commands)
            game.undo()  # back to the position before the click, painted as it was on the page
        for _ in range(repeats):
            sent.clear()
            widget.painter.forget_backdrop()
            t0 = time.perf_counter()
            widget.redraw()
            cold.append((time.perf_counter() - t0) * 1000)
        cold_bytes = sum(sent)
    finally:
        del manager.comm.publish_msg
        del manager._send_custom
    return {
        "click_ms": statistics.median(clicks),
        "scene_ms": statistics.median(scenes),
        "paint_ms": statistics.median(paints),
        "messages": messages,
        "commands": ncommands,
        "bytes": nbytes,
        "cold_ms": statistics.median(cold),
        "cold_bytes": cold_bytes,
        "shapes": len(build_scene(game.state).shapes),
    }


def browser_side(clicks: int) -> dict[str, float]:
    """Median click-to-repaint latency of the board and of a bare canvas, same page."""
    import nbformat
    from playwright.sync_api import sync_playwright

    from tests.browser.harness import (
        CHROMIUM_ARGS,
        INIT_SCRIPT,
        CanvasPage,
        JupyterDirs,
        block_non_local,
        chromium_executable,
        open_voila,
        start_with_retries,
        voila_server,
    )

    chromium = chromium_executable()
    if chromium is None:
        raise SystemExit("chromium is not installed (bash scripts/setup.sh)")
    namespace: dict[str, Any] = {}
    exec(SETUP, namespace)  # noqa: S102
    geometry = BoardWidget(namespace["game"])
    bx, by = (round(v) for v in geometry.cell_center(CELL))
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        notebook = work / "nb" / "bench.ipynb"
        notebook.parent.mkdir()
        nb = nbformat.v4.new_notebook()
        nb.metadata["kernelspec"] = {
            "name": "python3",
            "display_name": "Python 3",
            "language": "python",
        }
        nb.cells = [nbformat.v4.new_code_cell(SETUP), nbformat.v4.new_code_cell(SHOW)]
        nbformat.write(nb, str(notebook))
        dirs = JupyterDirs.create(work / "jupyter")
        server = start_with_retries(lambda: voila_server(notebook, dirs, work / "voila.log"))
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(
                    executable_path=chromium, headless=True, args=list(CHROMIUM_ARGS)
                )
                context = browser.new_context(viewport={"width": 1400, "height": 1200})
                context.add_init_script(INIT_SCRIPT)
                context.add_init_script(WS_HOOK_JS)
                block_non_local(context, [])
                view = CanvasPage(
                    page=context.new_page(), server=server, canvas_selector="canvas", canvas_index=2
                )
                view.watch()
                open_voila(view.page, server, view)
                page = view.page
                undo = page.get_by_role("button", name="Undo")
                turquoise = view.pixel(bx, by)

                def time_bare(index: int) -> tuple[float, float]:
                    total, arrived = page.evaluate(TIME_CLICK_JS, [index, 60, 60, 5000])
                    return float(total), float(arrived)

                def time_board(index: int) -> tuple[float, float]:
                    total, arrived = page.evaluate(TIME_CLICK_JS, [index, bx, by, 5000])
                    undo.nth(index - 2).click()
                    view.canvas_index = index
                    view.wait_pixel(bx, by, equals=turquoise, tolerance=0)
                    return float(total), float(arrived)

                runs: dict[str, list[tuple[float, float]]] = {name: [] for name in CANVASES}
                timers = [
                    (runs["bare"], lambda: time_bare(0)),
                    (runs["same"], lambda: time_bare(1)),
                    (runs["board"], lambda: time_board(2)),
                    (runs["cold"], lambda: time_board(3)),
                ]
                for _ in range(3):  # warm up every path
                    for _, timer in timers:
                        timer()
                # Now and then a click waits ~40 ms more, on any canvas (seen on the bare ones
                # as much as on the board): the order is shuffled each round (seeded) so that
                # such stalls fall on all canvases alike instead of on one position in a round.
                order = random.Random(7)
                for _ in range(clicks):
                    order.shuffle(timers)
                    for timings, timer in timers:
                        timings.append(timer())
                        page.wait_for_timeout(SETTLE_MS)
                view.assert_no_page_errors()
                browser.close()
        finally:
            server.stop()
    if min(t for timings in runs.values() for t, _ in timings) < 0:
        raise SystemExit(f"a click never repainted: {runs}")
    out: dict[str, float] = {"clicks": clicks}
    for name, timings in runs.items():
        totals = sorted(t for t, _ in timings)
        out[f"{name}_ms"] = statistics.median(totals)
        out[f"{name}_p90_ms"] = totals[int(0.9 * len(totals))]
        out[f"{name}_kernel_ms"] = statistics.median(a for _, a in timings)
        out[f"{name}_page_ms"] = statistics.median(t - a for t, a in timings)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=40, help="timed clicks per canvas (>= 20)")
    parser.add_argument("--python-only", action="store_true", help="skip the browser part")
    args = parser.parse_args()
    py = python_side()
    print("Python side, one click on the board (median of 200):")
    print(f"  click -> paint sent {py['click_ms']:7.2f} ms   (engine, scene, paint)")
    print(f"    scene build       {py['scene_ms']:7.2f} ms   ({py['shapes']:.0f} shapes)")
    print(f"    paint to canvas   {py['paint_ms']:7.2f} ms")
    print(f"  messages            {py['messages']:7.0f}      commands {py['commands']:.0f}")
    print(f"  bytes sent          {py['bytes']:7.0f}")
    print(
        f"  a redraw that repaints the backdrop too (a page connected): {py['cold_ms']:.2f} ms, "
        f"{py['cold_bytes']:.0f} bytes"
    )
    if args.python_only:
        return
    web = browser_side(max(20, args.clicks))
    print(f"Browser (Voila + Chromium), click -> repaint, median of {web['clicks']:.0f}:")
    for name, label in CANVASES.items():
        print(
            f"  {label:<16} {web[name + '_ms']:7.1f} ms   (p90 {web[name + '_p90_ms']:.1f}; "
            f"click -> largest message {web[name + '_kernel_ms']:.1f}, "
            f"-> pixel {web[name + '_page_ms']:.1f})"
        )
    for name in ("board", "cold"):
        small, same = web[name + "_ms"] / web["bare_ms"], web[name + "_ms"] / web["same_ms"]
        print(
            f"  {CANVASES[name]}: ratio {small:4.2f} to the small bare canvas (board: <= 1.3), "
            f"{same:4.2f} to a bare canvas of its size"
        )


if __name__ == "__main__":
    main()
