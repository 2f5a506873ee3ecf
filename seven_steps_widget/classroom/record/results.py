"""The results a teacher takes away: one row per pupil and task, as CSV or JSON (the page and
``python -m seven_steps_widget.classroom results`` write the same)."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from sqlalchemy import select

from .queries import answered
from .schema import classes, events, pupils
from .store import Store

#: The columns, in order.
COLUMNS = (
    "class",
    "pupil",
    "lesson",
    "task",
    "answers",
    "right",
    "first_try",
    "hints",
    "first_at",
    "last_at",
)


def result_rows(store: Store) -> list[dict[str, Any]]:
    """One row per pupil and task of every class: answers given, right at last, right at the
    first try, hints taken, first and last time."""
    query = (
        select(classes.c.name.label("class_name"), pupils.c.name, events)
        .join(pupils, pupils.c.class_id == classes.c.id)
        .join(events, events.c.pupil_id == pupils.c.id)
        .where(events.c.task.is_not(None))
        .order_by(classes.c.id, pupils.c.name_key, events.c.seq)
    )
    rows: dict[tuple[str, str, str, str], dict[str, Any]] = {}
    with store.transaction() as connection:
        for event in connection.execute(query):
            key = (event.class_name, event.name, event.lesson, event.task)
            row = rows.setdefault(
                key,
                {
                    "class": event.class_name,
                    "pupil": event.name,
                    "lesson": event.lesson,
                    "task": event.task,
                    "answers": 0,
                    "right": False,
                    "first_try": False,
                    "hints": 0,
                    "first_at": event.at,
                    "last_at": event.at,
                },
            )
            row["last_at"] = event.at
            if answered(event.kind):
                row["first_try"] = row["first_try"] or bool(event.right and event.first_try)
                row["answers"] += 1
                row["right"] = row["right"] or bool(event.right)
            elif event.kind == "hint":
                row["hints"] += 1
    return list(rows.values())


def as_json(rows: list[dict[str, Any]]) -> str:
    """The rows as a JSON list of objects."""
    return json.dumps(rows, ensure_ascii=False, indent=1) + "\n"


def as_csv(rows: list[dict[str, Any]]) -> str:
    """The rows as CSV with a header line."""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue()
