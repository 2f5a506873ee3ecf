"""The project's exceptions: each says in plain words what was wrong and, where a rule decides
it, which rule (ids from docs/rules.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .hexgrid import Cell

__all__ = ["IllegalMove", "BoardError", "NotationError", "SetupError", "HistoryError"]


class IllegalMove(ValueError):
    """An action the rules forbid; ``rule`` is the docs/rules.md id, ``cell`` the cell concerned.

    The message starts with the rule id, e.g. ``"R8: would jump from level 1 to level 3"``.
    """

    def __init__(self, rule: str, message: str, cell: Cell | None = None) -> None:
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.reason = message
        self.cell = cell


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
    step, ``goto`` outside the recorded positions."""
