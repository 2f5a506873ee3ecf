"""The ★ rule of the widgets, stated once: a lesson task or a puzzle earns a ★ ("at the first
try") only when its first answer is right and nothing helped before it; a right answer after
help or after a wrong answer earns only ✔.

What counts as help: a hint, the solution shown, a Try again (the puzzle started over: a
second try), and in a lesson moves tried on the board before answering (the engine then shows
what the task asks). What does not: a move the engine refused while the turn was being built
(nothing changed on the board, the rules only said no: the board teaches them, which is what a
first try is for) and an Undo of one disc (part of building the one turn, as an eraser is). In
a lesson a click *is* the answer, so a refused click there is a wrong answer. The exported
pages follow the same rule in their script (:mod:`seven_steps_widget.export.first_try`).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Generic, TypeVar

__all__ = ["FirstTries"]

K = TypeVar("K", bound=Hashable)


class FirstTries(Generic[K]):
    """Per task or puzzle (``K``: a step's index, a puzzle's id): ``solved`` (answered right),
    ``starred`` (answered right at the first try, with no help before). Both only grow: once
    solved, later answers and help change nothing."""

    def __init__(self) -> None:
        self.solved: set[K] = set()
        self.starred: set[K] = set()
        self._spent: set[K] = set()  # a wrong answer or help came first: no ★ any more

    def helped(self, key: K) -> None:
        """Help was given for ``key`` (a hint, the solution, a Try again, a move tried): a
        right answer after it earns only ✔."""
        if key not in self.solved:
            self._spent.add(key)

    def answered(self, key: K, right: bool) -> None:
        """An answer for ``key`` was judged: right ones are solved, with a ★ if nothing came
        before them; a wrong one spends the first try."""
        if key in self.solved:
            return
        if not right:
            self._spent.add(key)
            return
        self.solved.add(key)
        if key not in self._spent:
            self.starred.add(key)
