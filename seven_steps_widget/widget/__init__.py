"""The Jupyter shell around the drawing: ``BoardWidget`` (ipywidgets + ipycanvas)."""

from .board_widget import BoardWidget
from .walkthrough import Walkthrough

__all__ = ["BoardWidget", "Walkthrough"]
