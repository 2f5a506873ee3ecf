"""Edit mode: board clicks change towers (+1, −1, clear, set to a height); each player's hand
and whose turn are set from here. Edits go through ``Game.edit`` (which refuses impossible
positions with a SetupError, shown on the status line); leaving edit mode plays on from there."""

from __future__ import annotations

import ipywidgets as widgets

from ..engine.colors import counts_text
from ..engine.hexgrid import Cell
from .panel import WIDE, PanelContext, show
from .view_state import Mode

__all__ = ["EditControls", "TOOLS"]

TOOLS = ("up", "down", "clear", "set")


class EditControls(widgets.VBox):
    """The Edit toggle and, while editing, the tool, hand and turn pickers."""

    def __init__(self, panel: PanelContext) -> None:
        self.game, self.view, self.words = panel.game, panel.view, panel.words
        self._run = panel.run
        players = self.game.players
        bind = self.words.bind
        self.toggle = panel.toggle("edit", icon="pencil")
        self.tool = bind(widgets.Dropdown(options=self._tools(), value="up", style=WIDE), "tool")
        self.view.observe(lambda _: self._relabel_tools(), names="lang")
        self.height = widgets.BoundedIntText(value=1, min=0, max=7, layout={"width": "60px"})
        self.player = bind(widgets.Dropdown(options=list(players), style=WIDE), "player")
        self.hand = widgets.Text(placeholder="TTYBPRK", layout={"width": "110px"})
        self.set_hand = panel.button("set_hand")
        self.current = bind(widgets.Dropdown(options=list(players), style=WIDE), "whose_turn")
        self.panel = widgets.HBox(
            [self.tool, self.height, self.player, self.hand, self.set_hand, self.current],
            layout={"flex_flow": "row wrap"},
        )
        super().__init__([self.toggle, self.panel], layout={"align_items": "flex-start"})
        guard = panel.guard
        self.toggle.observe(guard(self._on_toggle), names="value")
        self.player.observe(guard(lambda _: self.refresh()), names="value")
        self.set_hand.on_click(guard(lambda _: self._run(self._set_hand)))
        self.current.observe(guard(self._on_current), names="value")

    def _tools(self) -> list[tuple[str, str]]:
        return [(self.words("tool_" + t) if t != "set" else "=", t) for t in TOOLS]

    def _relabel_tools(self) -> None:
        value = self.tool.value
        self.tool.options = self._tools()
        self.tool.value = value

    def _on_toggle(self, change: dict[str, object]) -> None:
        editing = bool(change["new"])

        def switch() -> str | None:
            self.view.mode, self.view.aid_cells = (Mode.EDIT if editing else Mode.PLAY), ()
            return self.words("edit_mode") if editing else None

        self._run(switch)

    def apply_tool(self, cell: Cell) -> None:
        """A board click in edit mode: change that cell's tower with the chosen tool."""
        height = self.game.heights[cell]
        new = {"up": height + 1, "down": height - 1, "clear": 0, "set": self.height.value}
        self._run(lambda: self._edit(heights={cell: new[self.tool.value]}))

    def _edit(self, **changes: object) -> str:
        self.game.edit(**changes)
        return self.words("edited")

    def _set_hand(self) -> str:
        return self._edit(hands={self.player.value: self.hand.value.strip().upper()})

    def _on_current(self, change: dict[str, object]) -> None:
        """Whose turn picked: an edit, unless the picker only caught up with the game."""
        if change["new"] != self.game.current:
            self._run(lambda: self._edit(current=change["new"]))

    def refresh(self) -> None:
        """Show the panel only while editing; mirror whose turn and the chosen player's hand
        (only then: a click in play mode sends no update for the hidden fields)."""
        state = self.game.state
        editing = self.view.mode is Mode.EDIT
        show(self.panel, editing)
        if not editing:
            return
        self.current.value = state.current
        index = state.players.index(self.player.value)
        self.hand.value = counts_text(state.hands_by_seat[index]).replace("-", "")
