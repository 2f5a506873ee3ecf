"""One thing a pupil did, as the kernel hands it to the record."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: The kinds the teacher's page reads; others are kept as they come.
JOIN, STEP, ANSWER, PUZZLE, HINT = "join", "step", "answer", "puzzle", "hint"


@dataclass(frozen=True)
class Event:
    """An event before it has its pupil's sequence number: ``answer`` is JSON data (the cell,
    option or turn), ``right``/``first_try`` are for answers and puzzle attempts."""

    kind: str
    lesson: str
    at: float
    step: str | None = None
    task: str | None = None
    answer: Any = None
    right: bool | None = None
    first_try: bool | None = None

    def row(self, pupil_id: int, seq: int) -> dict[str, Any]:
        """The ``events`` row for this event as the pupil's ``seq``-th."""
        return {
            "pupil_id": pupil_id,
            "seq": seq,
            "kind": self.kind,
            "lesson": self.lesson,
            "step": self.step,
            "task": self.task,
            "answer": self.answer,
            "right": self.right,
            "first_try": self.first_try,
            "at": self.at,
        }
