"""Results out: one row per pupil and task, as CSV and JSON."""

from __future__ import annotations

import csv
import io
import json

from seven_steps_widget.classroom.record import Event, Store
from seven_steps_widget.classroom.record.results import COLUMNS, as_csv, as_json, result_rows


def fill(store: Store) -> None:
    """Anna: t1 right at once; Ben: t1 wrong then right after a hint; Ben: puzzle p1 failed."""
    klass = store.open_class("7b")
    anna, ben = store.join(klass, "Anna", "a"), store.join(klass, "Ben", "b")
    store.record(
        anna.id,
        [
            (1, Event("step", "tour", 1.0, step="s1")),
            (
                2,
                Event(
                    "answer",
                    "tour",
                    2.0,
                    task="t1",
                    answer={"option": 2},
                    right=True,
                    first_try=True,
                ),
            ),
        ],
    )
    store.record(
        ben.id,
        [
            (
                1,
                Event(
                    "answer",
                    "tour",
                    3.0,
                    task="t1",
                    answer={"option": 1},
                    right=False,
                    first_try=True,
                ),
            ),
            (2, Event("hint", "tour", 4.0, task="t1")),
            (
                3,
                Event(
                    "answer",
                    "tour",
                    5.0,
                    task="t1",
                    answer={"option": 2},
                    right=True,
                    first_try=False,
                ),
            ),
            (
                4,
                Event(
                    "puzzle",
                    "set-1",
                    6.0,
                    task="p1",
                    answer={"turn": "d4-e5"},
                    right=False,
                    first_try=True,
                ),
            ),
        ],
    )


EXPECTED = [
    {
        "class": "7b",
        "pupil": "Anna",
        "lesson": "tour",
        "task": "t1",
        "answers": 1,
        "right": True,
        "first_try": True,
        "hints": 0,
        "first_at": 2.0,
        "last_at": 2.0,
    },
    {
        "class": "7b",
        "pupil": "Ben",
        "lesson": "tour",
        "task": "t1",
        "answers": 2,
        "right": True,
        "first_try": False,
        "hints": 1,
        "first_at": 3.0,
        "last_at": 5.0,
    },
    {
        "class": "7b",
        "pupil": "Ben",
        "lesson": "set-1",
        "task": "p1",
        "answers": 1,
        "right": False,
        "first_try": False,
        "hints": 0,
        "first_at": 6.0,
        "last_at": 6.0,
    },
]


def test_rows_one_per_pupil_and_task(store: Store) -> None:
    fill(store)
    assert result_rows(store) == EXPECTED


def test_json_and_csv_carry_the_rows(store: Store) -> None:
    fill(store)
    rows = result_rows(store)
    assert json.loads(as_json(rows)) == EXPECTED
    read = list(csv.reader(io.StringIO(as_csv(rows))))
    assert read[0] == list(COLUMNS)
    assert read[2] == ["7b", "Ben", "tour", "t1", "2", "True", "False", "1", "3.0", "5.0"]
    assert len(read) == 4
