"""The score chart under the board: ``toggle`` (under "More") asks for it, and it shows by
itself once the game is over. It follows the position on show, so in replay it ends at the
replayed moment. Both are made when first used (a lesson's boards mostly never show them)."""

from __future__ import annotations

import ipywidgets as widgets

from ..drawing.chart import score_chart
from .panel import MadeOnUse, PanelContext, show

__all__ = ["ChartPanel"]


class ChartPanel:
    """A "Score chart" toggle and the chart (SVG) it shows."""

    def __init__(self, panel: PanelContext) -> None:
        self.game, self.view = panel.game, panel.view
        self._panel = panel
        self._parts = MadeOnUse(
            {"toggle": self._make_toggle, "chart": widgets.HTML},
            on_made=lambda _: self.refresh(),
        )

    def _make_toggle(self) -> widgets.ToggleButton:
        toggle = self._panel.toggle("chart_button", icon="line-chart")
        toggle.observe(self._panel.guard(lambda _: self.refresh()), names="value")
        return toggle

    @property
    def toggle(self) -> widgets.ToggleButton:
        """The "Score chart" toggle button."""
        return self._parts.typed("toggle", widgets.ToggleButton)

    @property
    def chart(self) -> widgets.HTML:
        """The chart, hidden while it is not asked for and the game goes on."""
        return self._parts.typed("chart", widgets.HTML)

    @property
    def shown(self) -> bool:
        """The chart is on show: asked for, or the game is over."""
        return self._parts.pressed("toggle") or self.game.over

    def refresh(self) -> None:
        """Redraw the chart from the game's states in effect (only while it is shown)."""
        chart = self._parts.peek("chart")
        if chart is None:
            return
        shown = self.shown
        show(chart, shown)
        chart.value = score_chart(self.game, self.view.lang).svg if shown else ""
