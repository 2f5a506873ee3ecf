"""View options as check boxes, each linked to its trait of the view state: legal cells, last
turn, hidden hands, colour-blind patterns, cell names, the legend; and the language the board
speaks, chosen among every language with a word catalog."""

from __future__ import annotations

import ipywidgets as widgets
import traitlets

from ..words import LANGS, language_name
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
        #: Each language by its own name ("Deutsch", "Français"), so a learner finds theirs.
        self.language = widgets.Dropdown(
            options=[(language_name(lang), lang) for lang in LANGS],
            layout={"width": "auto"},
            style={"description_width": "initial"},
        )
        panel.words.bind(self.language, "language_choice")
        traitlets.link((panel.view, "lang"), (self.language, "value"))
        super().__init__(
            [*self.boxes.values(), self.language], layout={"flex_flow": "row wrap"}
        )
