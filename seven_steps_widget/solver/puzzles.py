"""Position puzzles: the format, the shipped sets and answer checking, in English and German.

A puzzle asks for a turn from a position. Its ``goal`` says which turns are right:

* ``"best"``: the turn that scores the most points (discs and tiles); the answer is the unique
  best (see ``puzzle_maker`` for how ties are kept out);
* ``"points>=n"`` / ``"points==n"``: a turn worth at least / exactly ``n`` points;
* ``"level>=n"``: a turn that puts a disc on level ``n`` or higher;
* ``"discs>=n"``: a turn of at least ``n`` discs.

A puzzle file is JSON: ``{"format": "7steps-puzzles/2", "puzzles": [...]}``; each puzzle has

* ``id``, ``difficulty`` (1: a beginner sees it at a glance … 5 hard), ``goal``;
* ``title``/``title_de`` and ``question``/``question_de``: what the learner reads, in English
  and German, with no rule ids and no coordinates;
* ``position``: the position notation of a turn start (board, heights, hands, held tiles);
* ``answer``: a right turn as action texts (``aid …``, ``place q,r`` …, ``score …``): for
  ``"best"`` the best turn, else one turn that meets the goal;
* ``best_points`` and ``second_points``: the most points a turn scores there and the next
  lower total (for ``"best"`` strictly lower: the answer is the unique best);
* ``hints``: from vague to the full solution, each ``{"en", "de", "cells"}``; ``cells`` (as
  ``"q,r"``) are the cells the hint points at: the widget rings them, so the texts need no
  coordinates.

Three sets ship with the package (:data:`PUZZLE_SETS`): ``"best"`` (the default: "find the
best turn", opening with beginner puzzles), ``"placement"`` (goals on near-empty boards) and
``"tiles"`` (one special tile to use).

>>> puzzle = load_puzzles()[0]
>>> check_answer(puzzle, puzzle.answer).right
True
>>> [len(load_puzzles(name)) >= 5 for name in PUZZLE_SETS]
[True, True, True]
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from ..drawing.labels import LANGS, refusal_text, text
from ..engine.actions import Action, parse_action
from ..engine.errors import IllegalMove
from ..engine.hexgrid import Cell, as_cell, cell_text
from ..engine.rules.special_tiles import TileKind
from ..engine.state import GameState
from .plan import TurnPlan, best_vp_use, evaluate, plan_for_cells

__all__ = [
    "FORMAT",
    "PUZZLE_SETS",
    "Goal",
    "Hint",
    "Puzzle",
    "AnswerCheck",
    "load_puzzles",
    "save_puzzles",
    "check_answer",
    "hint",
]

FORMAT = "7steps-puzzles/2"
#: Older files are read too: format 1 had English only (hints as plain strings).
_READABLE = ("7steps-puzzles/1", FORMAT)

#: The shipped sets by name, and their files in ``seven_steps_widget/puzzles/``.
PUZZLE_SETS: dict[str, str] = {
    "best": "puzzles.json",
    "placement": "placement.json",
    "tiles": "tiles.json",
}

def _language(lang: str) -> str:
    if lang not in LANGS:
        raise ValueError(f"language must be one of {LANGS}, not {lang!r}")
    return lang


_GOAL = re.compile(r"^(points|level|discs)(>=|==)(\d+)$")


@dataclass(frozen=True)
class Goal:
    """What a puzzle asks for (see the module docstring): ``kind`` is ``"best"``, ``"points"``,
    ``"level"`` or ``"discs"``; ``op`` ``">="`` or ``"=="``; ``value`` the number.

    >>> Goal.parse("level>=3").met(TurnPlan(((0, 0), (1, 0)), (2, 3)), 0)
    True
    """

    kind: str = "best"
    op: str = ">="
    value: int = 0

    @classmethod
    def parse(cls, goal: str) -> Goal:
        """A goal from its text; ``ValueError`` for anything else."""
        if goal == "best":
            return cls()
        match = _GOAL.match(goal.replace(" ", ""))
        if match is None or (match.group(1) != "points" and match.group(2) == "=="):
            raise ValueError(
                f"a puzzle goal is 'best', 'points>=n', 'points==n', 'level>=n' or "
                f"'discs>=n', not {goal!r}"
            )
        return cls(match.group(1), match.group(2), int(match.group(3)))

    def __str__(self) -> str:
        return "best" if self.kind == "best" else f"{self.kind}{self.op}{self.value}"

    def measure(self, plan: TurnPlan) -> int:
        """What the goal looks at in ``plan``: its points, its highest level or its discs."""
        if self.kind == "level":
            return max(plan.levels, default=0)
        if self.kind == "discs":
            return len(plan.cells)
        return plan.total

    def met(self, plan: TurnPlan, best_points: int) -> bool:
        """Whether ``plan`` meets the goal (``best_points``: the most a turn scores there)."""
        if self.kind == "best":
            return plan.total >= best_points
        got = self.measure(plan)
        return got == self.value if self.op == "==" else got >= self.value


@dataclass(frozen=True)
class Hint:
    """One hint in English and German, and the cells it points at (ringed on the board)."""

    en: str
    de: str
    cells: tuple[Cell, ...] = ()

    def text(self, lang: str = "en") -> str:
        """The hint in ``lang``."""
        return self.de if _language(lang) == "de" else self.en

    def to_dict(self) -> dict[str, object]:
        return {"en": self.en, "de": self.de, "cells": [cell_text(c) for c in self.cells]}

    @classmethod
    def from_data(cls, data: object) -> Hint:
        """A hint from the file: ``{"en", "de", "cells"}``, or a plain string (format 1)."""
        if isinstance(data, str):
            return cls(data, data)
        if not isinstance(data, dict):
            raise ValueError(f"a hint is a text or an object, not {data!r}")
        cells = tuple(as_cell(cell) for cell in data.get("cells", ()))
        return cls(str(data["en"]), str(data.get("de", data["en"])), cells)


@dataclass(frozen=True)
class Puzzle:
    """One puzzle (fields as in the module docstring)."""

    id: str
    title: str
    difficulty: int
    question: str
    position: str
    answer: tuple[str, ...]
    best_points: int
    second_points: int
    hints: tuple[Hint, ...]
    title_de: str = ""
    question_de: str = ""
    goal: str = "best"

    @property
    def state(self) -> GameState:
        """The puzzle's position."""
        return GameState.parse(self.position)

    @property
    def target(self) -> Goal:
        """The goal, parsed."""
        return Goal.parse(self.goal)

    def title_in(self, lang: str = "en") -> str:
        """The title in ``lang`` (English if a file has no German one)."""
        return (self.title_de or self.title) if _language(lang) == "de" else self.title

    def question_in(self, lang: str = "en") -> str:
        """The question in ``lang`` (English if a file has no German one)."""
        return (self.question_de or self.question) if _language(lang) == "de" else self.question

    def answer_actions(self) -> list[Action]:
        """The answer as engine actions."""
        return [parse_action(text) for text in self.answer]

    def solution(self) -> TurnPlan:
        """The answer as a plan (checked by the engine)."""
        return evaluate(self.state, self.answer_actions())

    def to_dict(self) -> dict[str, object]:
        """The puzzle as it is written in a file."""
        return {
            "id": self.id,
            "difficulty": self.difficulty,
            "goal": self.goal,
            "title": self.title,
            "title_de": self.title_de,
            "question": self.question,
            "question_de": self.question_de,
            "position": self.position,
            "answer": list(self.answer),
            "best_points": self.best_points,
            "second_points": self.second_points,
            "hints": [h.to_dict() for h in self.hints],
        }

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> Puzzle:
        hints = data["hints"]
        assert isinstance(hints, list)
        puzzle = cls(
            id=str(data["id"]),
            title=str(data["title"]),
            difficulty=int(data["difficulty"]),  # type: ignore[call-overload]
            question=str(data["question"]),
            position=str(data["position"]),
            answer=tuple(data["answer"]),  # type: ignore[arg-type]
            best_points=int(data["best_points"]),  # type: ignore[call-overload]
            second_points=int(data["second_points"]),  # type: ignore[call-overload]
            hints=tuple(Hint.from_data(h) for h in hints),
            title_de=str(data.get("title_de", "")),
            question_de=str(data.get("question_de", "")),
            goal=str(data.get("goal", "best")),
        )
        Goal.parse(puzzle.goal)  # a misspelt goal is refused when loading
        return puzzle


def load_puzzles(source: str | Path | None = None) -> list[Puzzle]:
    """The puzzles of a shipped set by name (:data:`PUZZLE_SETS`; default ``"best"``) or of a
    file, easiest first (a set's own order within a difficulty)."""
    if source is None:
        source = "best"
    if isinstance(source, str) and source in PUZZLE_SETS:
        content = (
            resources.files("seven_steps_widget")
            .joinpath(f"puzzles/{PUZZLE_SETS[source]}")
            .read_text("utf-8")
        )
    else:
        content = Path(source).read_text("utf-8")
    data = json.loads(content)
    if data.get("format") not in _READABLE:
        raise ValueError(f"not a puzzle file of format {FORMAT!r}")
    puzzles = [Puzzle.from_dict(item) for item in data["puzzles"]]
    return sorted(puzzles, key=lambda p: p.difficulty)


def save_puzzles(puzzles: Sequence[Puzzle], path: str | Path) -> None:
    """Write puzzles in the file format, one JSON object per puzzle."""
    data = {"format": FORMAT, "puzzles": [p.to_dict() for p in puzzles]}
    Path(path).write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", "utf-8")


@dataclass(frozen=True)
class AnswerCheck:
    """The verdict on a submitted turn: legal or not, right (the goal met) or not, its points
    against the best, and ``message``, the verdict in the language asked for. ``error`` is the
    engine's refusal of an illegal turn (its ``cells`` can be marked on the board)."""

    legal: bool
    is_best: bool
    points: int | None
    best_points: int
    message: str
    hints: tuple[str, ...]
    right: bool = False
    error: IllegalMove | None = None
    plan: TurnPlan | None = None


def _is_cells(answer: Sequence[object]) -> bool:
    return all(
        isinstance(item, (tuple, list)) and len(item) == 2 and all(isinstance(x, int) for x in item)
        for item in answer
    )


def _verdict(puzzle: Puzzle, state: GameState, plan: TurnPlan, right: bool, lang: str) -> str:
    goal, points, best = puzzle.target, plan.total, puzzle.best_points
    if goal.kind == "best":
        if right:
            return text("verdict_best", lang, points=points)
        message = text("verdict_short", lang, points=points, best=best, gap=best - points)
    elif goal.kind == "points" and goal.op == "==":
        key = "goal.points_exact_right" if right else "goal.points_exact_wrong"
        message = text(key, lang, points=points, goal=goal.value)
    elif goal.kind == "points":
        key = "goal.points_right" if right else "goal.points_short"
        message = text(key, lang, points=points, goal=goal.value, gap=goal.value - points)
    elif goal.kind == "level":
        key = "goal.level_right" if right else "goal.level_short"
        message = text(key, lang, level=goal.measure(plan), goal=goal.value)
    else:
        key = "goal.discs_right" if right else "goal.discs_short"
        message = text(key, lang, n=len(plan.cells), goal=goal.value)
    if right:
        return message
    tile = state.held_tile(TileKind.VP)
    if plan.vp is None and tile is not None:
        _, bonus = best_vp_use(state.board, tile, plan.cells, plan.levels)
        if bonus:
            message += " " + text("goal.vp_unused", lang, tile=tile, bonus=bonus)
    return message


def check_answer(
    puzzle: Puzzle, answer: Sequence[Action | str] | Sequence[Cell], lang: str = "en"
) -> AnswerCheck:
    """Judge a submitted turn: action texts or actions (played exactly as given), or just the
    cells in order (no aid; the VP tile played where it adds points). The verdict is in
    ``lang``; a refused turn is told with the engine's refusal (no rule id, no coordinates)."""
    state = puzzle.state
    hints = tuple(h.text(lang) for h in puzzle.hints)
    try:
        if answer and _is_cells(answer):
            plan = plan_for_cells(state, answer)  # type: ignore[arg-type]
        else:
            actions = [parse_action(a) if isinstance(a, str) else a for a in answer]
            plan = evaluate(state, actions)  # type: ignore[arg-type]
    except IllegalMove as error:
        why = text("not_allowed", lang, why=refusal_text(error, lang))
        return AnswerCheck(False, False, None, puzzle.best_points, why, hints, error=error)
    right = puzzle.target.met(plan, puzzle.best_points)
    return AnswerCheck(
        True,
        plan.total >= puzzle.best_points,
        plan.total,
        puzzle.best_points,
        _verdict(puzzle, state, plan, right, lang),
        hints,
        right,
        plan=plan,
    )


def hint(puzzle: Puzzle, level: int, lang: str = "en") -> str:
    """Hint number ``level`` (0 = the vaguest) in ``lang``; past the last one, the solution."""
    return puzzle.hints[min(max(level, 0), len(puzzle.hints) - 1)].text(lang)
