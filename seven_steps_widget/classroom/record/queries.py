"""What the teacher's page shows, read from the record: per pupil (step, ✔ and ★ per task,
time on the step, stuck) and per task (first-try rate, most common wrong answer, clicks per
cell). One SELECT per question; the counting is plain Python, the same on every database."""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select

from .events import ANSWER, PUZZLE, STEP
from .schema import events, pupils
from .store import Store

#: Wrong answers to one task, with no right one yet, that make a pupil stuck.
STUCK_WRONG = 3
#: Seconds without progress (a new step or a right answer) that make a pupil stuck.
STUCK_SECONDS = 180.0


@dataclass
class PupilView:
    """One pupil's line: ``done`` holds the tasks answered right (✔), ``stars`` those right at
    the first try (★)."""

    name: str
    lesson: str | None = None
    step: str | None = None
    on_step_seconds: float = 0.0
    done: set[str] = field(default_factory=set)
    stars: set[str] = field(default_factory=set)
    stuck: bool = False


@dataclass
class TaskView:
    """One task's line: pupils who answered, those right at the first try (★: an answer the
    lesson marked right and first try), the most common wrong answer with its count, and clicks
    per cell (the heat map)."""

    task: str
    answered: int = 0
    first_try: int = 0
    common_wrong: tuple[Any, int] | None = None
    clicks: dict[str, int] = field(default_factory=dict)

    @property
    def first_try_rate(self) -> float:
        """Share of the pupils who answered that were right at once (0 when none answered)."""
        return self.first_try / self.answered if self.answered else 0.0


def answered(kind: str) -> bool:
    """Whether events of this kind are answers to a task."""
    return kind in (ANSWER, PUZZLE)


def class_rows(store: Store, class_id: int) -> list[Any]:
    """The class's events with their pupil's name, in the order each pupil did them."""
    query = (
        select(pupils.c.name, events)
        .join(events, events.c.pupil_id == pupils.c.id)
        .where(pupils.c.class_id == class_id)
        .order_by(pupils.c.id, events.c.seq)
    )
    with store.transaction() as connection:
        return list(connection.execute(query))


def pupil_views(store: Store, class_id: int, now: float) -> list[PupilView]:
    """Every pupil of the class (by name), as of ``now``."""
    with store.transaction() as connection:
        names = list(
            connection.scalars(
                select(pupils.c.name)
                .where(pupils.c.class_id == class_id)
                .order_by(pupils.c.name_key)
            )
        )
    views = {name: PupilView(name) for name in names}
    wrong: dict[str, Counter[str]] = defaultdict(Counter)
    progress: dict[str, float] = {}
    step_since: dict[str, float] = {}
    for row in class_rows(store, class_id):
        view = views[row.name]
        progress.setdefault(row.name, row.at)
        if row.kind == STEP:
            view.lesson, view.step = row.lesson, row.step
            step_since[row.name] = progress[row.name] = row.at
        elif answered(row.kind) and row.task is not None:
            if row.right:
                view.done.add(row.task)
                if row.first_try:
                    view.stars.add(row.task)
                progress[row.name] = row.at
            elif row.task not in view.done:
                wrong[row.name][row.task] += 1
    for name, view in views.items():
        if name in step_since:
            view.on_step_seconds = now - step_since[name]
        still_wrong = [n for task, n in wrong[name].items() if task not in view.done]
        idle = now - progress[name] if name in progress else 0.0
        view.stuck = any(n >= STUCK_WRONG for n in still_wrong) or idle >= STUCK_SECONDS
    return list(views.values())


def task_views(store: Store, class_id: int) -> list[TaskView]:
    """Every task the class answered, in the order first answered."""
    views: dict[str, TaskView] = {}
    first_seen: set[tuple[str, str]] = set()
    wrong: dict[str, Counter[str]] = defaultdict(Counter)
    clicks: dict[str, Counter[str]] = defaultdict(Counter)
    for row in class_rows(store, class_id):
        if not answered(row.kind) or row.task is None:
            continue
        view = views.setdefault(row.task, TaskView(row.task))
        if (row.name, row.task) not in first_seen:
            first_seen.add((row.name, row.task))
            view.answered += 1
        if row.right and row.first_try:
            view.first_try += 1
        if row.right is False:
            wrong[row.task][json.dumps(row.answer, sort_keys=True)] += 1
        if isinstance(row.answer, dict) and isinstance(row.answer.get("cell"), str):
            clicks[row.task][row.answer["cell"]] += 1
    for task, view in views.items():
        if wrong[task]:
            shown, n = wrong[task].most_common(1)[0]
            view.common_wrong = (json.loads(shown), n)
        view.clicks = dict(clicks[task])
    return list(views.values())
