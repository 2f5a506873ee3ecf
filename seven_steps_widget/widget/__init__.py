"""The Jupyter shell around the drawing: ``BoardWidget`` (ipywidgets + ipycanvas)."""

from .board_widget import BoardWidget
from .puzzle_widget import PuzzleWidget
from .review_widget import ReviewWidget
from .seat_controls import SeatControls
from .walkthrough import Walkthrough

__all__ = ["BoardWidget", "PuzzleWidget", "ReviewWidget", "SeatControls", "Walkthrough"]
