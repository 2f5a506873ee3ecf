"""A teacher's puzzle sets as files, and one puzzle as one line of text.

A set is a puzzle file (:mod:`.puzzles`, format in docs/puzzles.md) kept in the teacher's
order: :func:`append_puzzle` adds a puzzle at the end, :func:`reorder_puzzles` and
:func:`remove_puzzle` change it; each reads the whole file first (a damaged one is refused and
left as it is) and writes it anew in one step.

One puzzle also travels as one line, for an e-mail or the "Load puzzle" box::

    7S1 board=… seed=0/0 | goal=points>=6 | title=Six points | question=Think big.

the position's notation, then ``goal=`` (default ``best``) and the teacher's ``title=`` and
``question=`` if any, each after a bar; a bar or backslash inside a text is written ``\\|`` or
``\\\\``. :func:`puzzle_from_line` reads it and has the engine check the goal again
(:func:`~.goal_check.make_puzzle`); a line it cannot read is refused with
:class:`PuzzleLineError`, whose ``words`` say why in the learner's language.

>>> from seven_steps_widget.engine.setup import make_position
>>> pos = make_position(("Ann", "Ben"), heights={(2, 0): 1}, hands={"Ann": "TY"})
>>> line = puzzle_line(make_puzzle(pos, "level>=2", title="Up | down"))
>>> line.split(" | ")[1:]
['goal=level>=2', 'title=Up \\\\| down']
>>> puzzle_from_line(line).title_in("fr")
'Up | down'
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from ..engine.state import GameState
from ..words import Text
from .goal_check import GOAL_CHOICES, PuzzleRefused, make_puzzle
from .puzzles import TYPED, Goal, Puzzle, load_puzzles, save_puzzles

__all__ = [
    "LINE_PARTS",
    "PuzzleLineError",
    "append_puzzle",
    "puzzle_from_line",
    "puzzle_line",
    "remove_puzzle",
    "reorder_puzzles",
]

#: The parts of a puzzle line after the position, each ``name=value``.
LINE_PARTS = ("goal", "title", "question")


class PuzzleLineError(PuzzleRefused):
    """A puzzle line that cannot be read; ``words`` say why in any language."""


def _escape(text: str) -> str:
    """A text for a puzzle line: one line, its bars and backslashes escaped."""
    flat = " ".join(text.split())
    return flat.replace("\\", "\\\\").replace("|", "\\|")


def _split(line: str) -> list[str]:
    """The parts of a puzzle line between unescaped bars, unescaped and stripped."""
    parts, current, chars = [], [], iter(line.strip())
    for char in chars:
        if char == "\\":
            current.append(next(chars, ""))
        elif char == "|":
            parts.append("".join(current).strip())
            current = []
        else:
            current.append(char)
    parts.append("".join(current).strip())
    return parts


def puzzle_line(puzzle: Puzzle) -> str:
    """The puzzle as one line: position, goal and the teacher's title and question (a
    shipped puzzle's catalog texts do not travel: the line makes its own)."""
    parts = [puzzle.position, f"goal={puzzle.goal}"]
    title = puzzle.title.values["text"] if puzzle.title.key == TYPED else None
    note = puzzle.question.values.get("note")
    question = note if isinstance(note, str) else None  # a teacher's, not a catalog note
    for name, text in (("title", title), ("question", question)):
        if text:
            parts.append(f"{name}={_escape(str(text))}")
    return " | ".join(parts)


def puzzle_from_line(line: str) -> Puzzle:
    """The puzzle of a puzzle line, its goal checked again by the engine;
    :class:`PuzzleLineError` for a line that is not one, :class:`PuzzleRefused` for a goal
    that makes no puzzle of the position."""
    position, *rest = _split(line)
    if not position.startswith("7S") or " board=" not in position:
        raise PuzzleLineError(Text("puzzle_line.not_a_line"))
    fields: dict[str, str] = {}
    for part in rest:
        name, equals, value = part.partition("=")
        name = name.strip()
        if not equals or name not in LINE_PARTS:
            raise PuzzleLineError(Text("puzzle_line.bad_field", field=name or part))
        fields[name] = value.strip()
    try:
        state = GameState.parse(position)
    except ValueError:
        raise PuzzleLineError(Text("puzzle_line.bad_position")) from None
    goal = fields.get("goal") or "best"
    if goal not in GOAL_CHOICES:
        try:
            Goal.parse(goal)
        except ValueError:
            raise PuzzleLineError(Text("puzzle_line.bad_goal", goal=goal)) from None
    return make_puzzle(state, goal, fields.get("title"), fields.get("question"))


def _same(a: Puzzle, b: Puzzle) -> bool:
    """The same puzzle: the same id, or the same position and goal."""
    return a.id == b.id or (a.position, a.goal) == (b.position, b.goal)


def append_puzzle(puzzle: Puzzle, path: str | Path) -> list[Puzzle]:
    """Add ``puzzle`` at the end of the set in ``path`` (a new file if there is none) and
    return the set. :class:`PuzzleRefused` if the set holds it already; a damaged file is
    refused (:class:`~.puzzles.PuzzleFileError`) and left as it is."""
    puzzles = load_puzzles(path) if Path(path).exists() else []
    if any(_same(puzzle, other) for other in puzzles):
        raise PuzzleRefused(Text("puzzle_set.already_in"))
    puzzles.append(puzzle)
    save_puzzles(puzzles, path)
    return puzzles


def reorder_puzzles(path: str | Path, ids: Sequence[str]) -> list[Puzzle]:
    """Put the set in ``path`` in the order of ``ids`` (each of its puzzles' ids once)."""
    by_id = {p.id: p for p in load_puzzles(path)}
    if sorted(ids) != sorted(by_id):
        raise ValueError(f"the new order must name each puzzle of the set once: {sorted(by_id)}")
    puzzles = [by_id[ident] for ident in ids]
    save_puzzles(puzzles, path)
    return puzzles


def remove_puzzle(path: str | Path, ident: str) -> list[Puzzle]:
    """Take the puzzle ``ident`` out of the set in ``path``."""
    puzzles = load_puzzles(path)
    kept = [p for p in puzzles if p.id != ident]
    if len(kept) == len(puzzles):
        raise ValueError(f"no puzzle {ident!r} in {path}")
    save_puzzles(kept, path)
    return kept
