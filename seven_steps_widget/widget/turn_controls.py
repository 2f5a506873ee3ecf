"""Buttons for the rest of a turn: play the held aid tile (its cells picked on the board),
score with or without the VP tile (V2's colour), take the bonus tile, keep new or old, throw
discs back and refill, undo and redo. Only what the current phase allows is shown."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from ..drawing.labels import color_name, text
from ..engine.colors import Color, counts_from
from ..engine.hexgrid import Cell, cell_text
from ..engine.rules.special_tiles import TILE_TEXT
from ..engine.state import Phase

if TYPE_CHECKING:
    from .board_widget import BoardWidget

__all__ = ["TurnControls", "AID_CELLS"]

#: How many board cells each aid tile acts on (A1 takes 1 or 2).
AID_CELLS = {"A1": 2, "A2": 2, "A3": 2, "A4": 0, "A5": 1}


def _show(widget: widgets.Widget, visible: bool) -> None:
    widget.layout.display = "" if visible else "none"


class TurnControls(widgets.VBox):
    """The turn's buttons for one :class:`BoardWidget`."""

    def __init__(self, host: BoardWidget) -> None:
        self.host = host
        lang = host.lang
        def button(**options: Any) -> widgets.Button:
            return widgets.Button(layout=widgets.Layout(width="auto"), **options)  # no clipping

        self.aid_button = button(description="", icon="magic")
        self.aid_apply = button(description=text("confirm", lang), button_style="primary")
        self.aid_cancel = button(description=text("cancel", lang))
        self.aid_colour = widgets.Dropdown(description=text("throw_colour", lang), options=[])
        self.aid_info = widgets.Label()
        self.score_button = button(description=text("score_btn", lang), button_style="success")
        self.use_vp = widgets.Checkbox(description="", value=False, indent=False)
        self.take_aid = button(description=text("take_aid", lang))
        self.take_vp = button(description=text("take_vp", lang))
        self.keep_new = button(description="")
        self.keep_old = button(description="")
        self.throw = widgets.Text(
            description=text("throw_back", lang),
            placeholder="TTY",
            style={"description_width": "initial"},
        )
        self.refill = button(description=text("refill", lang), button_style="success")
        self.undo = button(description=text("undo", lang), icon="undo")
        self.redo = button(description=text("redo", lang), icon="redo")
        self.peek = widgets.ToggleButton(description=text("peek", lang), icon="eye")
        self.aid_box = widgets.HBox(
            [self.aid_info, self.aid_colour, self.aid_apply, self.aid_cancel]
        )
        self.score_box = widgets.HBox(
            [self.aid_button, self.use_vp, self.score_button]
        )
        self.bonus_box = widgets.HBox([self.take_aid, self.take_vp])
        self.keep_box = widgets.HBox([self.keep_new, self.keep_old])
        self.discard_box = widgets.HBox([self.throw, self.refill])
        history = widgets.HBox([self.undo, self.redo, self.peek])
        super().__init__(
            [self.score_box, self.aid_box, self.bonus_box, self.keep_box, self.discard_box, history]
        )
        game, run = host.game, host.run
        self.aid_button.on_click(host.guard(lambda _: self.start_aid()))
        self.aid_apply.on_click(host.guard(lambda _: run(self._apply_aid)))
        self.aid_cancel.on_click(host.guard(lambda _: run(self._leave_aid)))
        self.score_button.on_click(host.guard(lambda _: run(self._score)))
        self.take_aid.on_click(host.guard(lambda _: run(lambda: game.choose_bonus("aid"))))
        self.take_vp.on_click(host.guard(lambda _: run(lambda: game.choose_bonus("vp"))))
        self.keep_new.on_click(host.guard(lambda _: run(lambda: game.keep("new"))))
        self.keep_old.on_click(host.guard(lambda _: run(lambda: game.keep("old"))))
        self.refill.on_click(host.guard(lambda _: run(self._refill)))
        # with computer seats undo and redo step between the humans' decisions (SeatControls)
        self.undo.on_click(host.guard(lambda _: run(host.seat_controls.undo)))
        self.redo.on_click(host.guard(lambda _: run(host.seat_controls.redo)))
        self.peek.observe(host.guard(self._on_peek), names="value")

    # ------------------------------------------------------------------ aid tiles
    def held(self, kind: str) -> str | None:
        """The current player's held tile of ``kind``."""
        state = self.host.game.state
        return state.held_tile(kind)

    def start_aid(self) -> None:
        """Enter aid mode: the next board clicks pick the tile's cells (A4 needs none)."""
        tile = self.held("aid")
        if tile is None:
            return
        if AID_CELLS[tile] == 0:
            self.host.run(self._apply_aid)
            return
        self.host.mode = "aid"
        self.host.aid_cells.clear()
        self.host.run(lambda: text("aid_mode", self.host.lang, tile=tile))

    def pick_aid_cell(self, cell: Cell) -> None:
        """A board click in aid mode: add the cell (the oldest pick drops out when full)."""
        tile = self.held("aid") or ""
        picks = self.host.aid_cells
        picks.append(cell)
        del picks[: max(0, len(picks) - AID_CELLS.get(tile, 0))]
        self.host.run(lambda: f"{tile}: " + " → ".join(cell_text(c) for c in picks))

    def _apply_aid(self) -> str:
        tile = self.held("aid")
        colour = self.aid_colour.value if tile == "A5" else None
        self.host.game.play_aid(tuple(self.host.aid_cells), colour)
        self._leave_aid()
        return f"{tile}: {TILE_TEXT.get(tile or '', '')}"

    def _leave_aid(self) -> None:
        self.host.mode = "play"
        self.host.aid_cells.clear()

    # ------------------------------------------------------------------ end of turn
    def _score(self) -> str:
        game = self.host.game
        tile = self.held("vp") if self.use_vp.value else None
        points = game.score(vp=tile or None)
        return text("score", self.host.lang, n=points)

    def _refill(self) -> None:
        typed = self.throw.value.strip()
        try:
            discs = counts_from(typed.upper())
        except ValueError:  # a typo: say what the box wants, change nothing
            raise ValueError(text("throw_typo", self.host.lang, typed=typed)) from None
        self.host.game.discard(discs)
        self.throw.value = ""

    def _on_peek(self, change: dict[str, object]) -> None:
        """Show the current player's hidden hand (to them) until the turn passes."""
        who = self.host.game.state.current_seat if change["new"] else None
        if who != self.host.peek_player:
            self.host.peek_player = who
            self.host.redraw()

    # ------------------------------------------------------------------ showing
    def refresh(self) -> None:
        """Show only the controls the current phase and mode allow, with current tile names."""
        host, lang = self.host, self.host.lang
        state = host.game.state
        # a computer's turn is not played with these buttons (its seat plays it)
        computer = host.seat_controls.computer_turn()
        phase, playing = state.phase, host.mode == "play"
        aid, vp = self.held("aid"), self.held("vp")
        _show(self.score_box, playing and not computer and phase in (Phase.START, Phase.PLACE))
        _show(self.aid_button, phase is Phase.START and aid is not None)
        if aid is not None:
            self.aid_button.description = text("play_aid", lang, tile=aid)
            self.aid_button.tooltip = TILE_TEXT[aid]
        _show(self.use_vp, vp is not None)
        if vp is not None:
            self.use_vp.description = text("use_vp", lang, tile=vp)
            self.use_vp.tooltip = TILE_TEXT[vp]
        _show(self.aid_box, host.mode == "aid")
        _show(self.aid_colour, aid == "A5")
        hand = state.hands_by_seat[state.current_seat]
        self.aid_colour.options = [(color_name(c, lang), c.letter) for c in Color if hand[c.index]]
        self.aid_info.value = TILE_TEXT.get(aid or "", "")
        _show(self.bonus_box, not computer and phase is Phase.BONUS)
        self.take_aid.disabled = not state.piles.available("aid")
        self.take_vp.disabled = not state.piles.available("vp")
        _show(self.keep_box, not computer and phase is Phase.KEEP)
        offer = state.turn.offer
        if phase is Phase.KEEP and offer is not None:
            old = state.held_tile("aid" if offer.startswith("A") else "vp")
            self.keep_new.description = text("keep_new", lang, tile=offer)
            self.keep_new.tooltip = TILE_TEXT[offer]
            self.keep_old.description = text("keep_old", lang, tile=old)
            self.keep_old.tooltip = TILE_TEXT.get(old or "", "")
        _show(self.discard_box, not computer and phase is Phase.DISCARD)
        self.undo.disabled = host.seat_controls.undo_target() is None
        self.redo.disabled = not host.game.can_redo()
        _show(self.peek, host.view.hide_hands)
        if host.peek_player is not None and host.peek_player != state.current_seat:
            host.peek_player = None  # the screen goes up again for the next player
            self.peek.value = False
