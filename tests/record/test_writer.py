"""The kernel's writer: paced on the event loop, and a store that is down loses nothing."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable

import pytest
from sqlalchemy import func, select

from seven_steps_widget.classroom.record import Event, RecordWriter, Store, open_store
from seven_steps_widget.classroom.record.schema import events

from .postgres import Cluster


def seqs(store: Store) -> list[int]:
    """The sequence numbers written, in order."""
    with store.transaction() as connection:
        return list(connection.scalars(select(events.c.seq).order_by(events.c.seq)))


def outage(
    store_url: str, request: pytest.FixtureRequest
) -> tuple[Callable[[], None], Callable[[], None]]:
    """How to take this store down and bring it back: SQLite, another program holding the
    file's write lock; PostgreSQL, its server stopped."""
    if store_url.startswith("sqlite"):
        holder = sqlite3.connect(store_url.removeprefix("sqlite:///"), isolation_level=None)
        return (lambda: holder.execute("BEGIN EXCLUSIVE")), (lambda: holder.execute("COMMIT"))
    cluster: Cluster = request.getfixturevalue("cluster")
    return cluster.stop, cluster.start


def test_writes_in_batches_on_the_loop(store: Store) -> None:
    pupil = store.join(store.open_class("7b"), "Anna", "b")

    async def clicks() -> RecordWriter:
        writer = RecordWriter(store, pupil.id, asyncio.get_running_loop(), 1)
        for n in range(120):
            writer.put(Event("answer", "tour", float(n), task="t1", right=False))
        assert seqs(store) == []  # queued, not written inside put()
        await asyncio.wait_for(writer.drained(), 10)
        return writer

    writer = asyncio.run(clicks())
    assert seqs(store) == list(range(1, 121))
    assert writer.status().queued == 0 and writer.status().problem is None


def test_a_store_that_is_down_loses_and_doubles_nothing(
    store_url: str, request: pytest.FixtureRequest
) -> None:
    store = open_store(store_url, wait=0.1)
    pupil = store.join(store.open_class("7b"), "Anna", "b")
    down, back = outage(store_url, request)

    async def through_an_outage() -> None:
        writer = RecordWriter(store, pupil.id, asyncio.get_running_loop(), store.next_seq(pupil.id))
        writer.put(Event("join", "tour", 1.0))
        await asyncio.wait_for(writer.drained(), 10)
        down()
        try:
            for n in range(5):
                writer.put(Event("step", "tour", 2.0 + n, step=f"s{n}"))
            await asyncio.sleep(0.4)
            status = writer.status()
            assert status.queued == 5
            assert status.problem is not None and status.since is not None
            assert "\n" not in status.problem
        finally:
            back()
        await asyncio.wait_for(writer.drained(), 20)
        assert writer.status().problem is None

    asyncio.run(through_an_outage())
    assert seqs(store) == [1, 2, 3, 4, 5, 6]
    with store.transaction() as connection:
        assert connection.execute(select(func.count()).select_from(events)).scalar_one() == 6
    store.close()
