"""The cooperative-work protocol of the solver: long work is a generator that yields how much
it has done since its last yield (positions searched, or a unit of its own) and returns its
result, so a widget can give its event loop back between chunks and a script runs it to the end.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from typing import TypeVar

__all__ = ["YIELD_EVERY", "Steps", "chunks", "finish"]

T = TypeVar("T")

#: Work that yields how many positions it looked at since its last yield, then returns a ``T``.
Steps = Generator[int, None, T]

#: A search yields once it has looked at this many positions, checked after each subtree below
#: a turn's first two discs.
YIELD_EVERY = 256


def finish(steps: Steps[T]) -> T:
    """Run work to its end without giving anything back; its result."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]


def chunks(steps: Steps[T], budget: int, out: list[T]) -> Iterator[int]:
    """Run ``steps`` in chunks of at least ``budget`` positions (the last may be smaller):
    yields the positions of each chunk (one unit of work more than ``budget`` at most), then
    puts the result into ``out``. A driver gives its loop back after each chunk."""
    done = 0
    while True:
        try:
            done += next(steps)
        except StopIteration as end:
            out.append(end.value)
            yield done
            return
        if done >= budget:
            yield done
            done = 0
