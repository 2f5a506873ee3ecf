"""The kernel's side of the record: events are queued in memory (O(1), never blocking) and
written in short batches paced on the asyncio event loop, no thread. A store that is down or
full keeps the batch queued and is retried with backoff; each event's per-pupil sequence
number makes a retried batch write nothing twice."""

from __future__ import annotations

import asyncio
import time
from collections import deque
from dataclasses import dataclass
from itertools import islice

from .events import Event
from .store import Store, StoreError

#: Events one transaction writes at most (one write stays short).
BATCH = 50
#: Seconds between a queued event and its write (clicks close together share a transaction).
PAUSE = 0.05
#: First and longest wait before retrying a store that failed.
RETRY_FIRST, RETRY_MOST = 0.5, 30.0


@dataclass(frozen=True)
class WriterStatus:
    """What the teacher is told: events waiting, and why the store failed (``None``: fine)."""

    queued: int
    problem: str | None
    since: float | None


class RecordWriter:
    """Writes one pupil's events to the store from the kernel's event loop."""

    def __init__(
        self, store: Store, pupil_id: int, loop: asyncio.AbstractEventLoop, first_seq: int
    ) -> None:
        self.store, self.pupil_id, self.loop = store, pupil_id, loop
        self.queue: deque[tuple[int, Event]] = deque()
        self.next_seq = first_seq
        self.problem: str | None = None
        self.problem_since: float | None = None
        self.retry_wait = RETRY_FIRST
        self.timer: asyncio.Handle | None = None

    def put(self, event: Event) -> None:
        """Queue an event with the pupil's next sequence number; the write comes later."""
        self.queue.append((self.next_seq, event))
        self.next_seq += 1
        if self.timer is None:
            self.timer = self.loop.call_later(PAUSE, self.flush)

    def flush(self) -> None:
        """Write one batch (one transaction); on failure keep it and retry with backoff."""
        self.timer = None
        batch = list(islice(self.queue, BATCH))
        try:
            self.store.record(self.pupil_id, batch)
        except StoreError as error:
            if self.problem is None:
                self.problem_since = time.time()
            self.problem = str(error)
            self.timer = self.loop.call_later(self.retry_wait, self.flush)
            self.retry_wait = min(self.retry_wait * 2, RETRY_MOST)
            return
        for _ in batch:
            self.queue.popleft()
        self.problem, self.problem_since, self.retry_wait = None, None, RETRY_FIRST
        if self.queue:
            self.timer = self.loop.call_soon(self.flush)

    def status(self) -> WriterStatus:
        """Events waiting and the store's problem, for the teacher's page."""
        return WriterStatus(len(self.queue), self.problem, self.problem_since)

    async def drained(self, poll: float = 0.01) -> None:
        """Wait until every queued event is written (tests, and a kernel shutting down)."""
        while self.queue:
            await asyncio.sleep(poll)
