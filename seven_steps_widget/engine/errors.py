"""The project's exceptions: each says in plain words what was wrong and, where a rule decides
it, which rule (ids from docs/rules.md).

``str(error)`` is developer English (rule id, coordinates). A refusal meant for a learner also
carries a stable message ``key`` and ``params`` (colours, whole numbers, tile ids, player names;
never a cell) from which ``words.game.refusal_text`` writes the sentence in the learner's
language, and the ``cells`` to point at on the board instead of printing coordinates.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .hexgrid import Cell

__all__ = ["IllegalMove", "BoardError", "NotationError", "SetupError", "HistoryError"]


class IllegalMove(ValueError):
    """An action the rules forbid; ``rule`` is the docs/rules.md id, ``cell`` the cell concerned.

    The message starts with the rule id, e.g. ``"R8: would jump from level 1 to level 3"``.
    ``key`` and ``params`` name the learner's sentence (``words.game.refusal_text``);
    ``cells`` are the cells to highlight: ``cell`` first, then any other that explains it (the
    previous disc of a turn, the cell a tile moves from).

    >>> error = IllegalMove("R8", "would jump from level 1 to level 3", (0, 0), key="jump",
    ...                     params={"last": 1, "level": 3}, cells=((1, 0),))
    >>> str(error), error.key, error.params["level"], error.cells
    ('R8: would jump from level 1 to level 3', 'jump', 3, ((0, 0), (1, 0)))
    """

    def __init__(
        self,
        rule: str,
        message: str,
        cell: Cell | None = None,
        *,
        key: str,
        params: Mapping[str, object] | None = None,
        cells: tuple[Cell, ...] = (),
    ) -> None:
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.reason = message
        self.cell = cell
        self.key = key
        self.params: Mapping[str, object] = MappingProxyType(dict(params or {}))
        first = () if cell is None else (cell,)
        self.cells: tuple[Cell, ...] = tuple(dict.fromkeys((*first, *cells)))  # no repeats

    def __reduce__(self) -> tuple[Any, ...]:
        # keyword-only arguments: rebuild through a partial so copy and pickle keep them
        rebuild = partial(type(self), key=self.key, params=dict(self.params), cells=self.cells)
        return rebuild, (self.rule, self.reason, self.cell)


class BoardError(ValueError):
    """A tile arrangement that is not a valid board (overlap, gap, wrong colour counts; R2)."""


class SetupError(ValueError):
    """A hand-made position that cannot exist (too many discs of a colour, bad heights, ...)."""


class NotationError(ValueError):
    """Malformed position notation or game record; says where (``position``) and what."""

    def __init__(self, message: str, text: str = "", position: int | None = None) -> None:
        where = ""
        if position is not None:
            snippet = text[position : position + 20]
            where = f" at character {position + 1} (near {snippet!r})"
        super().__init__(f"{message}{where}")
        self.position = position


class HistoryError(ValueError):
    """A step through the history that does not exist: undo at the start, redo at the newest
    step, ``goto`` outside the recorded positions. ``key`` and ``params`` name the learner's
    sentence, as for :class:`IllegalMove`."""

    def __init__(
        self, message: str, *, key: str, params: Mapping[str, object] | None = None
    ) -> None:
        super().__init__(message)
        self.key = key
        self.params: Mapping[str, object] = MappingProxyType(dict(params or {}))

    def __reduce__(self) -> tuple[Any, ...]:
        return partial(type(self), key=self.key, params=dict(self.params)), self.args
