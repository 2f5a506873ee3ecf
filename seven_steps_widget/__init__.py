"""seven_steps_widget: the 7 Steps board game as a pure-Python engine and a Jupyter widget.

The engine names are importable without Jupyter; ``BoardWidget`` loads ipywidgets/ipycanvas
only when it is first used.
"""

from typing import Any

from .engine import *  # noqa: F403
from .engine import __all__ as _engine_names

_WIDGETS = ("BoardWidget", "PuzzleWidget", "ReviewWidget", "SeatControls", "Walkthrough")
__all__ = [*_engine_names, *_WIDGETS]


def __getattr__(name: str) -> Any:
    """Load the widgets lazily so that the engine never pulls in Jupyter packages."""
    if name in _WIDGETS:
        from . import widget

        return getattr(widget, name)
    raise AttributeError(f"module 'seven_steps_widget' has no attribute {name!r}")
