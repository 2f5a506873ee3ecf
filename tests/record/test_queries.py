"""The teacher's page's questions against a small class worked out by hand."""

from __future__ import annotations

import pytest

from seven_steps_widget.classroom.record import Event, Store
from seven_steps_widget.classroom.record.queries import pupil_views, task_views


def answer(at: float, task: str, cell: str, right: bool, first: bool) -> Event:
    """A click on a cell as the answer to a task."""
    return Event(
        "answer",
        "tour",
        at,
        step="s2",
        task=task,
        answer={"cell": cell},
        right=right,
        first_try=first,
    )


@pytest.fixture
def klass(store: Store) -> int:
    """Anna: step s2 at 100, t1 right at once (★), t2 wrong twice then right.
    Ben: step s2 at 100, t1 wrong 3 times (d4, d4, e5): stuck.
    Cleo: step s1 at 0, nothing since: stuck by time at 300.
    Dan: joined, no event at all."""
    klass = store.open_class("7b")
    anna, ben, cleo = (store.join(klass, n, f"b-{n}") for n in ("Anna", "Ben", "Cleo"))
    store.join(klass, "Dan", "b-Dan")
    store.record(
        anna.id,
        list(
            enumerate(
                [
                    Event("join", "tour", 0.0),
                    Event("step", "tour", 100.0, step="s2"),
                    answer(110.0, "t1", "c3", True, True),
                    answer(120.0, "t2", "a1", False, True),
                    answer(130.0, "t2", "a1", False, False),
                    answer(140.0, "t2", "b2", True, False),
                ],
                start=1,
            )
        ),
    )
    store.record(
        ben.id,
        list(
            enumerate(
                [
                    Event("step", "tour", 100.0, step="s2"),
                    answer(150.0, "t1", "d4", False, True),
                    answer(160.0, "t1", "d4", False, False),
                    answer(170.0, "t1", "e5", False, False),
                    Event("hint", "tour", 175.0, step="s2", task="t1"),
                ],
                start=1,
            )
        ),
    )
    store.record(cleo.id, [(1, Event("step", "tour", 0.0, step="s1"))])
    return klass


def test_each_pupil_line(store: Store, klass: int) -> None:
    views = {v.name: v for v in pupil_views(store, klass, now=200.0)}
    assert list(views) == ["Anna", "Ben", "Cleo", "Dan"]
    anna, ben, cleo, dan = views.values()
    assert (anna.step, anna.on_step_seconds, anna.done, anna.stars, anna.stuck) == (
        "s2",
        100.0,
        {"t1", "t2"},
        {"t1"},
        False,
    )
    assert (ben.step, ben.done, ben.stars, ben.stuck) == ("s2", set(), set(), True)
    assert (cleo.step, cleo.on_step_seconds, cleo.stuck) == ("s1", 200.0, True)
    assert (dan.step, dan.stuck) == (None, False)
    assert not pupil_views(store, klass, now=170.0)[2].stuck  # Cleo at 170 s: not yet


def test_each_task_line(store: Store, klass: int) -> None:
    t1, t2 = task_views(store, klass)
    assert (t1.task, t1.answered, t1.first_try, t1.first_try_rate) == ("t1", 2, 1, 0.5)
    assert t1.common_wrong == ({"cell": "d4"}, 2)
    assert t1.clicks == {"c3": 1, "d4": 2, "e5": 1}
    assert (t2.task, t2.answered, t2.first_try_rate) == ("t2", 1, 0.0)
    assert t2.common_wrong == ({"cell": "a1"}, 2)
    assert t2.clicks == {"a1": 2, "b2": 1}
