"""Edit mode: board clicks change towers (+1, −1, clear, set to a height); each player's hand
and whose turn are set from here. Edits go through ``Game.edit`` (which refuses impossible
positions with a SetupError, shown on the status line); leaving edit mode plays on from there."""

from __future__ import annotations

from typing import TYPE_CHECKING

import ipywidgets as widgets

from ..drawing.labels import text
from ..engine.colors import counts_text
from ..engine.hexgrid import Cell

if TYPE_CHECKING:
    from .board_widget import BoardWidget

__all__ = ["EditControls", "TOOLS"]

TOOLS = ("up", "down", "clear", "set")


class EditControls(widgets.VBox):
    """The Edit toggle and, while editing, the tool, hand and turn pickers."""

    def __init__(self, host: BoardWidget) -> None:
        self.host = host
        lang = host.lang
        players = host.game.players
        self.toggle = widgets.ToggleButton(description=text("edit", lang), icon="pencil")
        self.tool = widgets.Dropdown(
            description=text("tool", lang),
            options=[(text("tool_" + t, lang) if t != "set" else "=", t) for t in TOOLS],
            value="up",
        )
        self.height = widgets.BoundedIntText(value=1, min=0, max=7, layout={"width": "60px"})
        self.player = widgets.Dropdown(description=text("player", lang), options=list(players))
        self.hand = widgets.Text(placeholder="TTYBPRK", layout={"width": "110px"})
        self.set_hand = widgets.Button(description=text("set_hand", lang))
        self.current = widgets.Dropdown(description=text("whose_turn", lang), options=list(players))
        self.panel = widgets.HBox(
            [self.tool, self.height, self.player, self.hand, self.set_hand, self.current]
        )
        self.panel.layout.flex_flow = "row wrap"
        super().__init__([self.toggle, self.panel])
        self._syncing = False
        guard = host.guard
        self.toggle.observe(guard(self._on_toggle), names="value")
        self.player.observe(guard(lambda _: self.refresh()), names="value")
        self.set_hand.on_click(guard(lambda _: host.run(self._set_hand)))
        self.current.observe(guard(self._on_current), names="value")

    def _on_toggle(self, change: dict[str, object]) -> None:
        self.host.mode = "edit" if change["new"] else "play"
        self.host.aid_cells.clear()
        self.host.run(lambda: text("edit_mode", self.host.lang) if change["new"] else None)

    def apply_tool(self, cell: Cell) -> None:
        """A board click in edit mode: change that cell's tower with the chosen tool."""
        game = self.host.game
        height = game.heights[cell]
        new = {"up": height + 1, "down": height - 1, "clear": 0, "set": self.height.value}
        self.host.run(lambda: self._edit(heights={cell: new[self.tool.value]}))

    def _edit(self, **changes: object) -> str:
        self.host.game.edit(**changes)
        return text("edited", self.host.lang)

    def _set_hand(self) -> str:
        return self._edit(hands={self.player.value: self.hand.value.strip().upper()})

    def _on_current(self, change: dict[str, object]) -> None:
        if not self._syncing:
            self.host.run(lambda: self._edit(current=change["new"]))

    def refresh(self) -> None:
        """Show the panel only while editing; mirror whose turn and the chosen player's hand
        (only then: a click in play mode sends no update for the hidden fields)."""
        state = self.host.game.state
        editing = self.host.mode == "edit"
        self.panel.layout.display = "" if editing else "none"
        if not editing:
            return
        self._syncing = True
        try:
            self.current.value = state.current
        finally:
            self._syncing = False
        index = state.players.index(self.player.value)
        self.hand.value = counts_text(state.hands_by_seat[index]).replace("-", "")
