"""The Jupyter shell around the drawing: ``BoardWidget`` (ipywidgets + ipycanvas)."""

from .board_widget import BoardWidget

__all__ = ["BoardWidget"]
