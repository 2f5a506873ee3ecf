"""Paced work on the kernel's asyncio event loop, without threads.

In a kernel (JupyterLab, Notebook 7, Voila) widget handlers and cells run on one thread, on the
kernel's running asyncio loop. Work that takes time -- a computer's turn shown disc by disc, the
replay's Play, a game's analysis -- runs there as an asyncio task that gives the loop back
between steps (``await asyncio.sleep(...)``), so clicks are answered between two steps and no
lock is needed: nothing else runs while a step runs.

Outside a running loop (a plain script, a unit test) nothing starts by itself; :meth:`LoopTask.wait`
runs the work to completion in a fresh loop (``asyncio.run``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any

__all__ = ["CHUNK_WORK", "LoopTask", "WorkMeter", "running_loop"]

#: How much work (positions searched, ``solver.search``) one synchronous step of long work
#: does before it gives the loop back: a few milliseconds of search, so a step, with the one
#: unit of work it may run over (``search.UNIT_LIMIT``), stays well under 100 ms.
CHUNK_WORK = 3000


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The event loop running now (a kernel's), or None."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class WorkMeter:
    """Counts the work of long work since it last gave the loop back: :meth:`add` says when a
    chunk is full, :meth:`pause` gives the loop back. ``chunks`` keeps the work of each step
    the loop ran, so a test can check that none was too long."""

    def __init__(self, budget: int = CHUNK_WORK) -> None:
        self.budget = budget
        self.work = 0
        self.chunks: list[int] = []

    def add(self, work: int) -> bool:
        """Count ``work`` more; True once the chunk is full."""
        self.work += work
        return self.work >= self.budget

    async def pause(self) -> None:
        """End the chunk and give the loop back."""
        self.chunks.append(self.work)
        self.work = 0
        await asyncio.sleep(0)


class LoopTask:
    """At most one running instance of ``work`` (a coroutine function) as a task on the running
    event loop. What the work raises goes to ``on_error`` (e.g. the board's status line), so a
    failing task is never lost in the loop's log."""

    def __init__(
        self,
        work: Callable[[], Coroutine[Any, Any, None]],
        what: str,
        on_error: Callable[[Exception], None] | None = None,
    ) -> None:
        self._work = work
        self._what = what  # for the timeout message
        self._on_error = on_error
        self._task: asyncio.Task[None] | None = None
        self._cancelled = False  # cancel() asked: the task ends at its next await

    @property
    def running(self) -> bool:
        """The work is under way (a task on a loop that is still open, not done, not being
        cancelled)."""
        task = self._task
        if task is None or task.done() or task.get_loop().is_closed():
            return False
        return not self._cancelled

    def start(self) -> bool:
        """Start the work on the running loop unless it runs already; False when no loop runs
        (then :meth:`wait` does it) or it was running."""
        loop = running_loop()
        if loop is None or self.running:
            return False
        self._task = loop.create_task(self._guarded())
        self._cancelled = False
        return True

    async def _guarded(self) -> None:
        try:
            await self._work()
        except Exception as error:  # noqa: BLE001 -- handed on to be shown, never swallowed
            if self._on_error is None:
                raise
            self._on_error(error)

    def cancel(self) -> None:
        """Stop the work at its next ``await`` (not from inside it: it is stopping anyway)."""
        if self.running and self._task is not asyncio.current_task():
            assert self._task is not None
            self._task.cancel()
            self._cancelled = True

    async def join(self) -> None:
        """Until the work is done (if it runs, or is being cancelled)."""
        task = self._task
        if task is not None and not task.done() and not task.get_loop().is_closed():
            await asyncio.wait({task})

    def wait(self, timeout: float, kick: Callable[[], object] | None = None) -> None:
        """Block until the work is done (scripts, tests): with no loop running, ``kick`` (or
        :meth:`start`) starts it in a fresh loop that runs until it ends. TimeoutError after
        ``timeout`` seconds. In a running loop this cannot block: ``await join()`` there."""
        if running_loop() is not None:
            raise RuntimeError(
                f"wait() would block the running event loop: await the {self._what}'s join()"
            )

        async def drive() -> None:
            (kick or self.start)()
            await self.join()

        try:
            asyncio.run(asyncio.wait_for(drive(), timeout))
        except TimeoutError:
            raise TimeoutError(f"the {self._what} was still running after {timeout} s") from None
