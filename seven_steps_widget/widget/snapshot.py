"""The static picture every widget adds to its display data, so a saved notebook shows the
board on GitHub or nbviewer without a kernel (the live view is preferred where widgets run)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .board_widget import BoardWidget

__all__ = ["with_snapshot"]


def with_snapshot(
    data: dict[str, Any], board: BoardWidget, summary: str | None = None
) -> dict[str, Any]:
    """``data`` plus the board as SVG (our own renderer) and, if given, a plain-text summary."""
    data["image/svg+xml"] = board.to_svg()
    if summary is not None:
        data["text/plain"] = summary
    return data
