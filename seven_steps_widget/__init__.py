"""seven_steps_widget: the 7 Steps board game as a pure-Python engine and a Jupyter widget.

The engine names are importable without Jupyter; ``BoardWidget`` loads ipywidgets/ipycanvas
only when it is first used.
"""

from typing import Any

from .engine import *  # noqa: F403
from .engine import __all__ as _engine_names

__all__ = [*_engine_names, "BoardWidget"]


def __getattr__(name: str) -> Any:
    """Load the widget lazily so that the engine never pulls in Jupyter packages."""
    if name == "BoardWidget":
        from .widget import BoardWidget

        return BoardWidget
    raise AttributeError(f"module 'seven_steps_widget' has no attribute {name!r}")
