"""Position puzzles ("find the best turn"): the format, the shipped set and answer checking.

A puzzle file is JSON: ``{"format": "7steps-puzzles/1", "puzzles": [...]}``; each puzzle has

* ``id``, ``title``, ``difficulty`` (1 easy … 5 hard), ``question``;
* ``position``: the position notation of a turn start (board, heights, hands, held tiles);
* ``answer``: the best turn as action texts (``aid …``, ``place q,r`` …, ``score …``);
* ``best_points`` and ``second_points``: the answer's total and the next best total, which is
  strictly lower (the answer is the unique best; see ``puzzle_maker`` for how ties are kept out);
* ``hints``: texts from vague to the full solution.

>>> puzzle = load_puzzles()[0]
>>> check_answer(puzzle, puzzle.answer).is_best
True
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from importlib import resources
from pathlib import Path

from ..engine.actions import Action, parse_action
from ..engine.errors import IllegalMove
from ..engine.hexgrid import Cell
from ..engine.state import GameState
from .plan import TurnPlan, evaluate, plan_for_cells

__all__ = [
    "FORMAT",
    "Puzzle",
    "AnswerCheck",
    "load_puzzles",
    "save_puzzles",
    "check_answer",
    "hint",
]

FORMAT = "7steps-puzzles/1"


@dataclass(frozen=True)
class Puzzle:
    """One "find the best turn" puzzle (fields as in the module docstring)."""

    id: str
    title: str
    difficulty: int
    question: str
    position: str
    answer: tuple[str, ...]
    best_points: int
    second_points: int
    hints: tuple[str, ...]

    @property
    def state(self) -> GameState:
        """The puzzle's position."""
        return GameState.parse(self.position)

    def answer_actions(self) -> list[Action]:
        """The answer as engine actions."""
        return [parse_action(text) for text in self.answer]

    def solution(self) -> TurnPlan:
        """The answer as a plan (checked by the engine)."""
        return evaluate(self.state, self.answer_actions())

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> Puzzle:
        return cls(
            id=str(data["id"]),
            title=str(data["title"]),
            difficulty=int(data["difficulty"]),  # type: ignore[call-overload]
            question=str(data["question"]),
            position=str(data["position"]),
            answer=tuple(data["answer"]),  # type: ignore[arg-type]
            best_points=int(data["best_points"]),  # type: ignore[call-overload]
            second_points=int(data["second_points"]),  # type: ignore[call-overload]
            hints=tuple(data["hints"]),  # type: ignore[arg-type]
        )


def load_puzzles(path: str | Path | None = None) -> list[Puzzle]:
    """The puzzles of a file, easiest first; by default the set shipped with the package."""
    if path is None:
        text = (
            resources.files("seven_steps_widget")
            .joinpath("puzzles/puzzles.json")
            .read_text("utf-8")
        )
    else:
        text = Path(path).read_text("utf-8")
    data = json.loads(text)
    if data.get("format") != FORMAT:
        raise ValueError(f"not a puzzle file of format {FORMAT!r}")
    puzzles = [Puzzle.from_dict(item) for item in data["puzzles"]]
    return sorted(puzzles, key=lambda p: p.difficulty)


def save_puzzles(puzzles: Sequence[Puzzle], path: str | Path) -> None:
    """Write puzzles in the file format, one JSON object per puzzle."""
    data = {"format": FORMAT, "puzzles": [asdict(p) for p in puzzles]}
    Path(path).write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", "utf-8")


@dataclass(frozen=True)
class AnswerCheck:
    """The verdict on a submitted turn: legal or not, best or not, points against the best."""

    legal: bool
    is_best: bool
    points: int | None
    best_points: int
    message: str
    hints: tuple[str, ...]


def _is_cells(answer: Sequence[object]) -> bool:
    return all(
        isinstance(item, (tuple, list)) and len(item) == 2 and all(isinstance(x, int) for x in item)
        for item in answer
    )


def check_answer(puzzle: Puzzle, answer: Sequence[Action | str] | Sequence[Cell]) -> AnswerCheck:
    """Judge a submitted turn: action texts or actions (played exactly as given), or just the
    cells in order (no aid; the VP tile played where it adds points)."""
    state = puzzle.state
    try:
        if answer and _is_cells(answer):
            plan = plan_for_cells(state, answer)  # type: ignore[arg-type]
        else:
            actions = [parse_action(a) if isinstance(a, str) else a for a in answer]
            plan = evaluate(state, actions)  # type: ignore[arg-type]
    except IllegalMove as error:
        return AnswerCheck(
            False, False, None, puzzle.best_points, f"Not allowed: {error}", puzzle.hints
        )
    best = puzzle.best_points
    if plan.total >= best:
        message = f"Best! {plan.total} points — no turn scores more."
    else:
        message = (
            f"Legal, {plan.total} points; the best turn scores {best} ({best - plan.total} more)."
        )
    return AnswerCheck(True, plan.total >= best, plan.total, best, message, puzzle.hints)


def hint(puzzle: Puzzle, level: int) -> str:
    """Hint number ``level`` (0 = the vaguest); past the last one, the full solution."""
    return puzzle.hints[min(max(level, 0), len(puzzle.hints) - 1)]
