"""Several processes writing to one store at once lose no row and double none."""

from __future__ import annotations

import multiprocessing

from sqlalchemy import func, select

from seven_steps_widget.classroom.record import Event, Store, open_store
from seven_steps_widget.classroom.record.schema import events

PUPILS, EVENTS, BATCH = 3, 60, 6


def write(url: str, name: str) -> None:
    """One pupil's kernel: join, then write the events in batches, each batch twice (as a
    retry after a lost answer would)."""
    store = open_store(url)
    pupil = store.join(store.open_class("7b"), name, f"browser-{name}")
    numbered = [
        (n, Event("answer", "tour", float(n), task="t1", right=n % 2 == 0))
        for n in range(1, EVENTS + 1)
    ]
    for start in range(0, EVENTS, BATCH):
        store.record(pupil.id, numbered[start : start + BATCH])
        store.record(pupil.id, numbered[start : start + BATCH])
    store.close()


def test_concurrent_writers_lose_nothing(store: Store, store_url: str) -> None:
    names = [f"p{n}" for n in range(PUPILS)] + ["p0"]  # p0 twice: two kernels, one pupil
    spawn = multiprocessing.get_context("spawn")
    workers = [spawn.Process(target=write, args=(store_url, name)) for name in names]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(60)
    assert [worker.exitcode for worker in workers] == [0] * len(workers)
    with store.transaction() as connection:
        per_pupil = dict(
            connection.execute(
                select(events.c.pupil_id, func.count()).group_by(events.c.pupil_id)
            ).all()
        )
    assert sorted(per_pupil.values()) == [EVENTS] * PUPILS
