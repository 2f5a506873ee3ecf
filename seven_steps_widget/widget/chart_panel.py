"""The score chart under the board: ``toggle`` (under "More") asks for it, and it shows by
itself once the game is over. It follows the position on show, so in replay it ends at the
replayed moment."""

from __future__ import annotations

import ipywidgets as widgets

from ..drawing.chart import score_chart
from .panel import PanelContext, show

__all__ = ["ChartPanel"]


class ChartPanel:
    """A "Score chart" toggle and the chart (SVG) it shows."""

    def __init__(self, panel: PanelContext) -> None:
        self.game, self.view = panel.game, panel.view
        self.toggle = panel.toggle("chart_button", icon="line-chart")
        self.chart = widgets.HTML()
        self.toggle.observe(panel.guard(lambda _: self.refresh()), names="value")

    @property
    def shown(self) -> bool:
        """The chart is on show: asked for, or the game is over."""
        return bool(self.toggle.value) or self.game.over

    def refresh(self) -> None:
        """Redraw the chart from the game's states in effect (only while it is shown)."""
        shown = self.shown
        show(self.chart, shown)
        self.chart.value = score_chart(self.game, self.view.lang).svg if shown else ""
