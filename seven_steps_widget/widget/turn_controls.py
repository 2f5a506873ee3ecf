"""Buttons for the rest of a turn: play the held aid tile (its cells picked on the board),
score with or without the VP tile (V2's colour), take the bonus tile, keep new or old, throw
discs back and refill, undo and redo. Only what the current phase allows is shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

import ipywidgets as widgets

from ..drawing.labels import color_letter, color_name, tile_text
from ..drawing.palette import FILL, text_on
from ..engine.colors import Color
from ..engine.hexgrid import Cell
from ..engine.state import Phase
from .panel import WIDE, PanelContext, show
from .view_state import Mode

if TYPE_CHECKING:
    from .seat_controls import SeatControls

__all__ = ["TurnControls", "AID_CELLS"]

#: How many board cells each aid tile acts on (A1 takes 1 or 2).
AID_CELLS = {"A1": 2, "A2": 2, "A3": 2, "A4": 0, "A5": 1}


class DiscButton(widgets.Button):
    """A disc of the hand as a button in its colour; a click picks it (to throw back)."""

    def __init__(self, colour: Color, lang: str) -> None:
        self.letter = color_letter(colour, lang)
        super().__init__(
            description=self.letter, tooltip=color_name(colour, lang), layout={"width": "48px"}
        )
        self.colour = colour
        self.picked = False
        self.style.button_color = FILL[colour]
        self.style.text_color = text_on(colour)
        self.style.font_weight = "bold"
        self.on_click(lambda _: self.toggle())

    def toggle(self) -> None:
        """Pick the disc, or put it back."""
        self.picked = not self.picked
        self.description = f"✗ {self.letter}" if self.picked else self.letter


class TurnControls(widgets.HBox):
    """The turn's buttons in one row: what the phase allows, then Undo and Redo. ``seats``
    says whose turn the computer plays (no buttons then) and where undo and redo go."""

    def __init__(self, panel: PanelContext, seats: SeatControls) -> None:
        self.game, self.view, self.words = panel.game, panel.view, panel.words
        self.seats = seats
        button, bind = panel.button, self.words.bind
        self.aid_button = widgets.Button(description="", icon="magic", layout={"width": "auto"})
        self.aid_apply = button("confirm", button_style="primary")
        self.aid_cancel = button("cancel")
        self.aid_colour = bind(widgets.Dropdown(options=[], style=WIDE), "throw_colour")
        self.aid_info = widgets.Label()
        self.score_button = button("score_btn", button_style="success")
        self.use_vp = widgets.Checkbox(description="", value=False, indent=False)
        self.use_vp.layout.width = "auto"
        self.take_aid = button("take_aid")
        self.take_vp = button("take_vp")
        self.keep_new = widgets.Button(description="", layout={"width": "auto"})
        self.keep_old = widgets.Button(description="", layout={"width": "auto"})
        self.throw_label = bind(widgets.Label(), "throw_pick", "value")
        self.throw = widgets.HBox(layout={"flex_flow": "row wrap"})  # one button per hand disc
        self.throw.add_class("ssw-throw")
        self.refill = button("refill", button_style="success")
        self.undo = button("undo", icon="undo")
        self.redo = button("redo", icon="repeat")
        self.peek = panel.toggle("peek", icon="eye")
        aid_parts = [self.aid_info, self.aid_colour, self.aid_apply, self.aid_cancel]
        self.aid_box = widgets.HBox(aid_parts)
        self.score_box = widgets.HBox([self.aid_button, self.use_vp, self.score_button])
        self.bonus_box = widgets.HBox([self.take_aid, self.take_vp])
        self.keep_box = widgets.HBox([self.keep_new, self.keep_old])
        self.discard_box = widgets.HBox([self.throw_label, self.throw, self.refill])
        self._hand_shown: tuple[int, ...] = ()  # the hand the disc buttons were made for
        super().__init__(
            [
                self.score_box,
                self.aid_box,
                self.bonus_box,
                self.keep_box,
                self.discard_box,
                self.undo,
                self.redo,
                self.peek,
            ],
            layout={"flex_flow": "row wrap"},
        )
        game, run, guard = panel.game, panel.run, panel.guard
        self.aid_button.on_click(guard(lambda _: self.start_aid()))
        self.aid_apply.on_click(guard(lambda _: run(self._apply_aid)))
        self.aid_cancel.on_click(guard(lambda _: run(self._leave_aid)))
        self.score_button.on_click(guard(lambda _: run(self._score)))
        self.take_aid.on_click(guard(lambda _: run(lambda: game.choose_bonus("aid"))))
        self.take_vp.on_click(guard(lambda _: run(lambda: game.choose_bonus("vp"))))
        self.keep_new.on_click(guard(lambda _: run(lambda: game.keep("new"))))
        self.keep_old.on_click(guard(lambda _: run(lambda: game.keep("old"))))
        self.refill.on_click(guard(lambda _: run(self._refill)))
        # with computer seats undo and redo step between the humans' decisions (SeatControls)
        self.undo.on_click(guard(lambda _: run(seats.undo)))
        self.redo.on_click(guard(lambda _: run(seats.redo)))
        self.peek.observe(guard(self._on_peek), names="value")
        self._run = run
        #: Whether "End placing & score" is offered (a puzzle has its own Submit instead).
        self.scoring = True

    # ------------------------------------------------------------------ aid tiles
    def held(self, kind: str) -> str | None:
        """The current player's held tile of ``kind``."""
        return self.game.state.held_tile(kind)

    def start_aid(self) -> None:
        """Enter aid mode: the next board clicks pick the tile's cells (A4 needs none)."""
        tile = self.held("aid")
        if tile is None:
            return
        if AID_CELLS[tile] == 0:
            self._run(self._apply_aid)
            return

        def enter() -> str:
            self.view.mode, self.view.aid_cells = Mode.AID, ()
            return self.words("aid_mode", tile=tile)

        self._run(enter)

    def pick_aid_cell(self, cell: Cell) -> None:
        """A board click in aid mode: add the cell (the oldest pick drops out when full)."""
        tile = self.held("aid") or ""
        wanted = AID_CELLS.get(tile, 0)

        def pick() -> str:
            picks = (*self.view.aid_cells, cell)
            self.view.aid_cells = picks[max(0, len(picks) - wanted) :]
            return self.words("aid_picked", tile=tile, n=len(self.view.aid_cells), of=wanted)

        self._run(pick)

    def _apply_aid(self) -> str:
        tile = self.held("aid")
        colour = self.aid_colour.value if tile == "A5" else None
        self.game.play_aid(tuple(self.view.aid_cells), colour)
        self._leave_aid()
        return f"{tile}: {tile_text(tile, self.view.lang)}" if tile else ""

    def _leave_aid(self) -> None:
        self.view.mode, self.view.aid_cells = Mode.PLAY, ()

    # ------------------------------------------------------------------ end of turn
    def _score(self) -> str:
        tile = self.held("vp") if self.use_vp.value else None
        points = self.game.score(vp=tile or None)
        return self.words("score", n=points)

    def chosen_to_throw(self) -> list[Color]:
        """The hand discs picked to go back into the bag."""
        return [b.colour for b in self.throw.children if isinstance(b, DiscButton) and b.picked]

    def _refill(self) -> None:
        """Throw the picked discs back and refill: the turn passes (the status says to whom)."""
        self.game.discard(self.chosen_to_throw())  # a list of colours: one per disc

    def _show_hand(self, hand: tuple[int, ...]) -> None:
        """One button per disc of ``hand``, in the disc's colour; a click picks it to throw
        back (a cross on it), another click puts it back. No letters to type, no typos."""
        if hand == self._hand_shown:
            return
        self._hand_shown = hand
        buttons = []
        for colour in Color:
            for _ in range(hand[colour.index]):
                button = DiscButton(colour, self.view.lang)
                buttons.append(button)
        self.throw.children = buttons

    def _on_peek(self, change: dict[str, object]) -> None:
        """Show the current player's hidden hand (to them) until the turn passes."""
        self.view.peek = self.game.state.current_seat if change["new"] else None

    # ------------------------------------------------------------------ showing
    def refresh(self) -> None:
        """Show only the controls the current phase and mode allow, with current tile names."""
        lang, view = self.view.lang, self.view
        state = self.game.state
        # a computer's turn is not played with these buttons (its seat plays it)
        computer = self.seats.computer_turn()
        phase, playing = state.phase, view.mode is Mode.PLAY
        aid, vp = self.held("aid"), self.held("vp")
        show(self.score_box, playing and not computer and phase in (Phase.START, Phase.PLACE))
        show(self.aid_button, phase is Phase.START and aid is not None)
        # scoring needs a disc placed first (or an empty hand): no green button before that
        can_score = phase is Phase.PLACE or not any(state.hands_by_seat[state.current_seat])
        show(self.score_button, self.scoring and can_score)
        if aid is not None:
            self.aid_button.description = self.words("play_aid", tile=aid)
            self.aid_button.tooltip = tile_text(aid, lang)
        show(self.use_vp, vp is not None)
        if vp is not None:
            self.use_vp.description = self.words("use_vp", tile=vp)
            self.use_vp.tooltip = tile_text(vp, lang)
        show(self.aid_box, view.mode is Mode.AID)
        show(self.aid_colour, aid == "A5")
        hand = state.hands_by_seat[state.current_seat]
        self.aid_colour.options = [(color_name(c, lang), c.letter) for c in Color if hand[c.index]]
        self.aid_info.value = tile_text(aid, lang) if aid else ""
        show(self.bonus_box, not computer and phase is Phase.BONUS)
        self.take_aid.disabled = not state.piles.available("aid")
        self.take_vp.disabled = not state.piles.available("vp")
        show(self.keep_box, not computer and phase is Phase.KEEP)
        offer = state.turn.offer
        if phase is Phase.KEEP and offer is not None:
            old = state.held_tile("aid" if offer.startswith("A") else "vp")
            self.keep_new.description = self.words("keep_new", tile=offer)
            self.keep_new.tooltip = tile_text(offer, lang)
            self.keep_old.description = self.words("keep_old", tile=old)
            self.keep_old.tooltip = tile_text(old, lang) if old else ""
        discarding = not computer and phase is Phase.DISCARD
        show(self.discard_box, discarding)
        if discarding:
            self._show_hand(tuple(state.hands_by_seat[state.current_seat]))
        self.undo.disabled = self.seats.undo_target() is None
        self.redo.disabled = not self.game.can_redo()
        show(self.peek, view.hide_hands)
        if view.peek is not None and view.peek != state.current_seat:
            self.peek.value = False  # the screen goes up again for the next player
