"""View options as check boxes: legal cells, last turn, hidden hands, colour-blind patterns,
cell names."""

from __future__ import annotations

from typing import TYPE_CHECKING

import ipywidgets as widgets

from ..drawing.labels import text

if TYPE_CHECKING:
    from .board_widget import BoardWidget

__all__ = ["OptionControls"]


class OptionControls(widgets.HBox):
    """Check boxes that change what the picture shows (not the game)."""

    def __init__(self, host: BoardWidget) -> None:
        lang, view = host.lang, host.view

        def box(key: str, value: bool) -> widgets.Checkbox:
            return widgets.Checkbox(
                description=text(key, lang), value=value, indent=False, layout={"width": "auto"}
            )

        self.legal = box("show_legal", host.show_legal)
        self.last = box("show_last", view.show_last_turn)
        self.hide = box("hide_hands", view.hide_hands)
        self.patterns = box("colorblind", view.colorblind)
        self.names = box("show_names", view.show_names)
        super().__init__([self.legal, self.last, self.hide, self.patterns, self.names])
        guard = host.guard

        def set_legal(change: dict[str, object]) -> None:
            host.show_legal = bool(change["new"])
            host.redraw()

        self.legal.observe(guard(set_legal), names="value")
        self.last.observe(guard(lambda c: host.set_view(show_last_turn=c["new"])), names="value")
        self.hide.observe(guard(lambda c: host.set_view(hide_hands=c["new"])), names="value")
        self.patterns.observe(guard(lambda c: host.set_view(colorblind=c["new"])), names="value")
        self.names.observe(guard(lambda c: host.set_view(show_names=c["new"])), names="value")
