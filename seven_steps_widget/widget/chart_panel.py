"""The score chart under the board: shown by its toggle, and by itself once the game is over.
It follows the position on show, so in replay it ends at the replayed moment."""

from __future__ import annotations

from typing import TYPE_CHECKING

import ipywidgets as widgets

from ..drawing.chart import score_chart
from ..drawing.labels import text

if TYPE_CHECKING:
    from .board_widget import BoardWidget

__all__ = ["ChartPanel"]


class ChartPanel(widgets.VBox):
    """A "Score chart" toggle and the chart (SVG) it shows."""

    def __init__(self, host: BoardWidget) -> None:
        self.host = host
        self.toggle = widgets.ToggleButton(
            description=text("chart_button", host.lang), icon="line-chart"
        )
        self.chart = widgets.HTML()
        super().__init__([self.toggle, self.chart])
        self.toggle.observe(host.guard(lambda _: self.refresh()), names="value")

    @property
    def shown(self) -> bool:
        """The chart is on show: asked for, or the game is over."""
        return bool(self.toggle.value) or self.host.game.over

    def refresh(self) -> None:
        """Redraw the chart from the game's states in effect (only while it is shown)."""
        shown = self.shown
        self.chart.layout.display = "" if shown else "none"
        self.chart.value = score_chart(self.host.game, self.host.lang).svg if shown else ""
