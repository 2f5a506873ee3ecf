"""What the classroom server tells the teacher's terminal: one "Ready for N pupils at …" line
once the preheated lessons have run (Voila's "Kernel pool … is filled" comes when they have
only started, docs/browser-notes.md pitfall 19); an access log that leaves out the bare
``503 GET /`` of a refused page, whose reason the page handler has already logged in a
sentence; and none of the warnings below, which say nothing true or useful to a teacher.

* "The websocket_ping_timeout (90000) cannot be longer than the websocket_ping_interval
  (30000)" (Tornado, once per run): jupyter_server gives its websockets a keep-alive ping in
  milliseconds (every 30 s, closed after 90 s without an answer) through the same handler
  properties that Tornado reads as seconds for a ping of its own. jupyter_server's ping is the
  one that works; no setting can satisfy both readings (jupyter_server closes a healthy socket
  unless the timeout is longer than the interval, Tornado warns if it is), so the warning goes.
* "Notebook … is not trusted" (jupyter_server, on every start): trust decides whether a
  notebook's saved outputs may run scripts in the browser; the classroom never shows saved
  outputs, every pupil's kernel runs the lesson anew.

(The per-kernel "Kernel is running over TCP without encryption" is not filtered: the
classroom's kernels talk to the server over IPC sockets in a private folder, ``voila.json``.)
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from tornado.log import access_log, gen_log

#: How often the pool is looked at until it is ready (seconds).
POLL = 0.5


def pool_ready(manager: Any) -> bool:
    """Whether every preheated kernel has started and run its notebook (a kernel that failed
    counts as done: it will not get any readier). Voila 0.5 keeps the pool in ``_pools``:
    notebook -> futures of ``{"task": rendering task, ...}``."""
    for pool in getattr(manager, "_pools", {}).values():
        for item in pool:
            if not item.done():
                return False
            if item.cancelled() or item.exception() is not None:
                continue
            task = item.result().get("task")
            if task is not None and not task.done():
                return False
    return True


async def announce_when_ready(app: Any, pupils: int, url: str) -> None:
    """Log "Ready for N pupils at URL" once the pool is ready."""
    while not pool_ready(app.kernel_manager):
        await asyncio.sleep(POLL)
    app.log.info("Ready for %d %s at %s", pupils, "pupil" if pupils == 1 else "pupils", url)


class LeaveOut(logging.Filter):
    """Drop the records whose message (before its arguments) starts with ``start``."""

    def __init__(self, start: str) -> None:
        super().__init__()
        self.start = start

    def filter(self, record: logging.LogRecord) -> bool:
        """Keep every other record."""
        return not str(record.msg).startswith(self.start)


def drop_warning(logger: logging.Logger, start: str) -> None:
    """Leave the warning that starts with ``start`` out of ``logger``'s records."""
    logger.addFilter(LeaveOut(start))


def leave_out_meaningless_warnings(app_log: logging.Logger) -> None:
    """Filter the two warnings above out of Tornado's log and the application's
    (``app_log``, which jupyter_server's contents manager writes to)."""
    drop_warning(gen_log, "The websocket_ping_timeout")
    drop_warning(app_log, "Notebook %s is not trusted")


def quiet_access_log(handler: Any) -> None:
    """Tornado's access log line for a request (info below 400, warning below 500, else
    error), except for a page the classroom refused and explained (``handler.explained``)."""
    if getattr(handler, "explained", False):
        return
    status = handler.get_status()
    if status < 400:
        log = access_log.info
    elif status < 500:
        log = access_log.warning
    else:
        log = access_log.error
    took = 1000.0 * handler.request.request_time()
    request = handler.request
    log("%d %s %s (%s) %.2fms", status, request.method, request.uri, request.remote_ip, took)
