"""View options as check boxes, each linked to its trait of the view state: legal cells, last
turn, hidden hands, colour-blind patterns, cell names, the legend."""

from __future__ import annotations

import ipywidgets as widgets
import traitlets

from .panel import PanelContext

__all__ = ["OptionControls", "OPTIONS"]

#: Each check box: the view state's trait and the label's key.
OPTIONS = (
    ("show_legal", "show_legal"),
    ("show_last_turn", "show_last"),
    ("hide_hands", "hide_hands"),
    ("colorblind", "colorblind"),
    ("show_names", "show_names"),
    ("legend", "show_legend"),
)


class OptionControls(widgets.HBox):
    """Check boxes that change what the picture shows (not the game); ticking one sets the view
    state, and setting the view state ticks it."""

    def __init__(self, panel: PanelContext) -> None:
        self.boxes: dict[str, widgets.Checkbox] = {}
        for trait, key in OPTIONS:
            spaced = {"width": "auto", "margin": "2px 18px 2px 0"}  # apart from the next label
            box = widgets.Checkbox(indent=False, layout=spaced)
            panel.words.bind(box, key)
            panel.words.bind(box, key + "_tip", "tooltip")
            # the view first: a link copies its source into its target when it is made, and the
            # view holds the board's options (show_legal=True, colorblind=... as given)
            traitlets.link((panel.view, trait), (box, "value"))
            self.boxes[trait] = box
        super().__init__(list(self.boxes.values()), layout={"flex_flow": "row wrap"})
