"""Buttons for the rest of a turn: play the held aid tile (its cells picked on the board),
score with or without the VP tile (V2's colour), take the bonus tile, keep new or old, throw
discs back and refill, undo and redo. Only what the current phase allows is shown."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

import ipywidgets as widgets

from ..drawing.palette import FILL, text_on
from ..engine.colors import Color
from ..engine.hexgrid import Cell
from ..engine.rules.aids import AID_CELLS
from ..engine.state import Phase
from ..words import color_letter, color_name
from ..words.game import tile_text
from .panel import WIDE, Action, MadeOnUse, PanelContext, show
from .view_state import Mode

if TYPE_CHECKING:
    from .seat_controls import SeatControls

__all__ = ["TurnControls", "AID_CELLS", "AidBox", "BonusBox", "KeepBox", "DiscardBox"]

#: How many board cells each aid tile acts on (A1 takes 1 or 2).

#: A box's layout until its phase first shows it.
HIDDEN = {"display": "none"}

BoxT = TypeVar("BoxT", bound=widgets.HBox)


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


class AidBox(widgets.HBox):
    """While a building aid's cells are picked: what the tile does, A5's colour to throw back,
    Confirm and Cancel."""

    def __init__(self, panel: PanelContext, apply: Action, leave: Action) -> None:
        self.info = widgets.Label()
        self.colour = panel.words.bind(widgets.Dropdown(options=[], style=WIDE), "throw_colour")
        self.apply = panel.button("confirm", button_style="primary")
        self.cancel = panel.button("cancel")
        super().__init__([self.info, self.colour, self.apply, self.cancel], layout=HIDDEN)
        self.apply.on_click(panel.guard(lambda _: panel.run(apply)))
        self.cancel.on_click(panel.guard(lambda _: panel.run(leave)))


class BonusBox(widgets.HBox):
    """After scoring seven or more: take a building aid or a victory-point tile."""

    def __init__(self, panel: PanelContext) -> None:
        game, run, guard = panel.game, panel.run, panel.guard
        self.take_aid = panel.button("take_aid")
        self.take_vp = panel.button("take_vp")
        super().__init__([self.take_aid, self.take_vp], layout=HIDDEN)
        self.take_aid.on_click(guard(lambda _: run(lambda: game.choose_bonus("aid"))))
        self.take_vp.on_click(guard(lambda _: run(lambda: game.choose_bonus("vp"))))


class KeepBox(widgets.HBox):
    """A second tile of a kind: keep the new one or the old one."""

    def __init__(self, panel: PanelContext) -> None:
        game, run, guard = panel.game, panel.run, panel.guard
        self.keep_new = widgets.Button(description="", layout={"width": "auto"})
        self.keep_old = widgets.Button(description="", layout={"width": "auto"})
        super().__init__([self.keep_new, self.keep_old], layout=HIDDEN)
        self.keep_new.on_click(guard(lambda _: run(lambda: game.keep("new"))))
        self.keep_old.on_click(guard(lambda _: run(lambda: game.keep("old"))))


class DiscardBox(widgets.HBox):
    """The end of a turn: the hand's discs as buttons to pick the ones thrown back, and
    Refill (the turn passes)."""

    def __init__(self, panel: PanelContext) -> None:
        self.game, self.view = panel.game, panel.view
        self.label = panel.words.bind(widgets.Label(), "throw_pick", "value")
        self.throw = widgets.HBox(layout={"flex_flow": "row wrap"})  # one button per hand disc
        self.throw.add_class("ssw-throw")
        self.refill = panel.button("refill", button_style="primary")
        self._hand_shown: tuple[int, ...] = ()  # the hand the disc buttons were made for
        super().__init__([self.label, self.throw, self.refill], layout=HIDDEN)
        self.refill.on_click(panel.guard(lambda _: panel.run(self._refill)))

    def chosen(self) -> list[Color]:
        """The hand discs picked to go back into the bag."""
        return [b.colour for b in self.throw.children if isinstance(b, DiscButton) and b.picked]

    def _refill(self) -> None:
        """Throw the picked discs back and refill: the turn passes (the status says to whom)."""
        self.game.discard(self.chosen())  # a list of colours: one per disc

    def show_hand(self, hand: tuple[int, ...]) -> None:
        """One button per disc of ``hand``, in the disc's colour; a click picks it to throw
        back (a cross on it), another click puts it back. No letters to type, no typos."""
        if hand == self._hand_shown:
            return
        self._hand_shown = hand
        buttons = []
        for colour in Color:
            for _ in range(hand[colour.index]):
                buttons.append(DiscButton(colour, self.view.lang))
        self.throw.children = buttons


class TurnControls(widgets.HBox):
    """The turn's buttons in one row: what the phase allows, then Undo and Redo. ``seats``
    says whose turn the computer plays (no buttons then) and where undo and redo go."""

    def __init__(self, panel: PanelContext, seats: SeatControls) -> None:
        self.game, self.view, self.words = panel.game, panel.view, panel.words
        self.seats = seats
        button = panel.button
        self.aid_button = widgets.Button(description="", icon="magic", layout={"width": "auto"})
        self.score_button = button("score_btn", button_style="primary")
        self.use_vp = widgets.Checkbox(description="", value=False, indent=False)
        self.use_vp.layout.width = "auto"
        self.undo = button("undo", icon="undo")
        self.redo = button("redo", icon="repeat")
        self.peek = panel.toggle("peek", icon="eye")
        self.score_box = widgets.HBox([self.aid_button, self.use_vp, self.score_button])
        #: The boxes a phase or a mode needs, in their order in the row, each made when first
        #: needed: a lesson page with six boards opens faster without some 200 widgets that
        #: most of its boards never show.
        self._boxes = MadeOnUse(
            {
                "aid": lambda: AidBox(panel, self._apply_aid, self._leave_aid),
                "bonus": lambda: BonusBox(panel),
                "keep": lambda: KeepBox(panel),
                "discard": lambda: DiscardBox(panel),
            },
            on_made=lambda _: self._place_boxes(),
        )
        super().__init__(layout={"flex_flow": "row wrap"})
        self._place_boxes()
        run, guard = panel.run, panel.guard
        self.aid_button.on_click(guard(lambda _: self.start_aid()))
        self.score_button.on_click(guard(lambda _: run(self._score)))
        # with computer seats undo and redo step between the humans' decisions (SeatControls)
        self.undo.on_click(guard(lambda _: run(seats.undo)))
        self.redo.on_click(guard(lambda _: run(seats.redo)))
        self.peek.observe(guard(self._on_peek), names="value")
        self._run = run
        #: Whether "End placing & score" is offered (a puzzle has its own Submit instead).
        self.scoring = True

    # ------------------------------------------------------------------ the phases' boxes
    def _place_boxes(self) -> None:
        """The row: scoring's buttons, the boxes made so far, Undo, Redo and the screen."""
        self.children = [self.score_box, *self._boxes.made(), self.undo, self.redo, self.peek]

    def _show_box(self, name: str, kind: type[BoxT], visible: bool) -> BoxT | None:
        """Show box ``name`` (made now if need be) or hide it; the box if it is shown."""
        if not visible:
            made = self._boxes.peek(name)
            if made is not None:
                show(made, False)
            return None
        box = self._boxes.typed(name, kind)
        show(box, True)
        return box

    @property
    def aid_box(self) -> AidBox:
        """While an aid's cells are picked: its text, A5's colour, Confirm, Cancel."""
        return self._boxes.typed("aid", AidBox)

    @property
    def bonus_box(self) -> BonusBox:
        """The bonus choice: a building aid or a victory-point tile."""
        return self._boxes.typed("bonus", BonusBox)

    @property
    def keep_box(self) -> KeepBox:
        """Keep the new tile or the old one."""
        return self._boxes.typed("keep", KeepBox)

    @property
    def discard_box(self) -> DiscardBox:
        """The discs to throw back and Refill."""
        return self._boxes.typed("discard", DiscardBox)

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
        colour = self.aid_box.colour.value if tile == "A5" else None
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
        hand = state.hands_by_seat[state.current_seat]
        aid_box = self._show_box("aid", AidBox, view.mode is Mode.AID)
        if aid_box is not None:
            show(aid_box.colour, aid == "A5")
            in_hand = [c for c in Color if hand[c.index]]
            aid_box.colour.options = [(color_name(c, lang), c.letter) for c in in_hand]
            aid_box.info.value = tile_text(aid, lang) if aid else ""
        bonus_box = self._show_box("bonus", BonusBox, not computer and phase is Phase.BONUS)
        if bonus_box is not None:
            bonus_box.take_aid.disabled = not state.piles.available("aid")
            bonus_box.take_vp.disabled = not state.piles.available("vp")
        keep_box = self._show_box("keep", KeepBox, not computer and phase is Phase.KEEP)
        offer = state.turn.offer
        if keep_box is not None and offer is not None:
            old = state.held_tile("aid" if offer.startswith("A") else "vp")
            keep_box.keep_new.description = self.words("keep_new", tile=offer)
            keep_box.keep_new.tooltip = tile_text(offer, lang)
            keep_box.keep_old.description = self.words("keep_old", tile=old)
            keep_box.keep_old.tooltip = tile_text(old, lang) if old else ""
        discard_box = self._show_box("discard", DiscardBox, not computer and phase is Phase.DISCARD)
        if discard_box is not None:
            discard_box.show_hand(tuple(hand))
        self.undo.disabled = self.seats.undo_target() is None
        self.redo.disabled = not self.game.can_redo()
        show(self.peek, view.hide_hands)
        if view.peek is not None and view.peek != state.current_seat:
            self.peek.value = False  # the screen goes up again for the next player
