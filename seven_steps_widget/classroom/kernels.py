"""The classroom server's kernel manager: a kernel is culled only once its page has come and gone.

With preheated kernels a pupil's kernel may have waited idle in the pool for an hour when it is
handed to a page. Plain culling (idle for long enough, no page connected) would then shut it
down in the seconds before the page connects, and the pupil would get a dead lesson: seen with
30 pupils at once. Here a kernel that no page has connected to yet is kept ``unconnected_grace``
seconds after it left the pool (so one whose page never connects, e.g. a plain HTTP request, still
ends: the classroom's 45 s, checked every 5 s, give such a kernel back within a minute);
once a page has connected, Voila's usual rule applies (idle and no page connected), with a
timeout long enough (11 minutes in the classroom configuration) for a pupil whose network
dropped to come back to the same lesson.
"""

from __future__ import annotations

import time
from typing import Any

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from traitlets import Float


class ClassroomKernelManager(AsyncMappingKernelManager):
    """Voila's kernel manager (it adds the preheated pool on top) with a grace for kernels whose
    page has not connected yet."""

    unconnected_grace = Float(
        45.0,
        config=True,
        help="Seconds a kernel no page has connected to yet is kept after it left the pool.",
    )

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._connected_once: set[str] = set()
        self._unconnected_since: dict[str, float] = {}
        self._pages: dict[str, int] = {}

    def page_connections(self, kernel_id: str) -> int:
        """How many page websockets are connected to the kernel now, counted through the
        public ``notify_connect``/``notify_disconnect`` hooks jupyter_server calls."""
        return self._pages.get(kernel_id, 0)

    def handed_out(self, kernel_id: str) -> None:
        """A page was given this kernel now (the classroom page handler says so): the grace
        runs from here."""
        self._unconnected_since[kernel_id] = time.monotonic()

    def notify_connect(self, kernel_id: str) -> None:
        """A page connected: from now on the usual culling rule applies to this kernel."""
        super().notify_connect(kernel_id)
        self._connected_once.add(kernel_id)
        self._pages[kernel_id] = self._pages.get(kernel_id, 0) + 1

    def notify_disconnect(self, kernel_id: str) -> None:
        """A page's websocket closed."""
        super().notify_disconnect(kernel_id)
        left = self._pages.get(kernel_id, 0) - 1
        if left > 0:
            self._pages[kernel_id] = left
        else:
            self._pages.pop(kernel_id, None)

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        """A kernel no page has reached is shut down ``unconnected_grace`` seconds after it was
        handed out (``handed_out``; else the first question about it, which Voila asks only
        about kernels outside the pool, marks the time within one cull interval), idle or not;
        any other by Voila's rule. Kernels that have ended are forgotten here too."""
        for ended in [k for k in self._unconnected_since if k not in self]:
            del self._unconnected_since[ended]
        for ended in [k for k in self._pages if k not in self]:
            del self._pages[ended]
        self._connected_once.intersection_update(self.list_kernel_ids())
        if kernel_id not in self._connected_once:
            since = self._unconnected_since.setdefault(kernel_id, time.monotonic())
            if time.monotonic() - since < self.unconnected_grace:
                return
            self.log.info("Culling kernel %s: no page connected to it", kernel_id)
            await self.shutdown_kernel(kernel_id)
            return
        await super().cull_kernel_if_idle(kernel_id)
