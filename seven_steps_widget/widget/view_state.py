"""What a board widget shows and how, in one object: the single source of truth for the mode,
the language, the viewer's options and what is marked on the board. The game itself lives in
:class:`~seven_steps_widget.engine.game.Game`; the picture is built from the two
(:meth:`ViewState.picture`), and the widget redraws whenever either changes."""

from __future__ import annotations

from enum import Enum

import traitlets

from ..drawing.view import View
from ..engine.game import Game
from ..engine.state import GameState
from ..words import LANGS, t
from ..words.game import status_text

__all__ = ["Mode", "ViewState"]


class Mode(str, Enum):
    """What a click on the board does."""

    PLAY = "play"  # places a disc for the player to move
    AID = "aid"  # picks a cell for the building aid being played
    EDIT = "edit"  # changes the tower with the edit tool
    VIEW = "view"  # nothing: a game shown for review
    ASK = "ask"  # answers a lesson's task ("click where the next disc may go")


class ViewState(traitlets.HasTraits):
    """The board's view: every trait change is observed by the widget and redraws it.

    ``peek`` is the seat whose hidden hand is shown to them; ``aid_cells`` the cells picked for
    a building aid; ``highlight`` the cells a lesson points at; ``marked`` the cells a refusal
    points at until the next action (the refused cell first, drawn crossed out, then the cells
    it is measured against, ringed); ``forbidden`` the cells a lesson crosses out; ``preview``
    a position drawn instead of the game (a review's best turn) with ``preview_banner`` above
    it; ``message`` the last action's text
    or refusal (``message_is_error``), shown in place of what the game waits for; ``cursor``
    the keyboard's cell, ringed while the board has the keyboard focus (``focused``).
    """

    mode = traitlets.UseEnum(Mode, default_value=Mode.PLAY)
    lang = traitlets.Enum(LANGS, default_value="en")
    hex_size = traitlets.Float(40.0)
    scale = traitlets.Float(2.0)
    show_legal = traitlets.Bool(True)
    show_last_turn = traitlets.Bool(True)
    hide_hands = traitlets.Bool(False)
    colorblind = traitlets.Bool(False)
    show_names = traitlets.Bool(False)
    legend = traitlets.Bool(False)
    peek = traitlets.Int(None, allow_none=True)
    aid_cells = traitlets.Tuple()
    highlight = traitlets.Tuple()
    marked = traitlets.Tuple()
    forbidden = traitlets.Tuple()
    #: What the picture leaves out while a lesson's task asks it (drawing.view.WITHHOLDABLE).
    withheld = traitlets.Tuple()
    preview = traitlets.Instance(GameState, allow_none=True)
    preview_banner = traitlets.Unicode("")
    message = traitlets.Unicode("")
    message_is_error = traitlets.Bool(False)
    cursor = traitlets.Tuple()
    focused = traitlets.Bool(False)

    def say(self, message: str, error: bool = False) -> None:
        """Put ``message`` on the status line (an error in red); the marks go with it."""
        self.message, self.message_is_error = message, error
        if not error:
            self.marked = ()

    def status(self, game: Game) -> str:
        """The status line: the last message, else what the game waits for."""
        return self.message or status_text(game.state, self.lang)

    def picture_size(self) -> View:
        """Only the picture's size (where the cells are), without the costs of :meth:`picture`."""
        return View(hex_size=self.hex_size, scale=self.scale)

    def picture(self, game: Game) -> tuple[GameState, View]:
        """The position to draw and how: the game (or the preview) with this view's choices."""
        lang = self.lang
        legal = game.legal_cells() if self.show_legal and self.mode is Mode.PLAY else {}
        banner = ""
        if self.preview is not None:
            legal, banner = {}, self.preview_banner
        elif self.mode is Mode.EDIT:
            banner = t("edit_mode", lang)
        elif self.mode is Mode.AID:
            tile = game.turn.aid or game.state.held_tile("aid") or ""
            banner = t("aid_mode", lang, tile=tile)
        elif game.position_index < len(game.history):
            banner = t("replay", lang, i=game.position_index, n=len(game.history))
        view = View(
            hex_size=self.hex_size,
            scale=self.scale,
            lang=lang,
            colorblind=self.colorblind,
            show_names=self.show_names,
            legend=self.legend,
            hide_hands=self.hide_hands,
            reveal=self.peek,
            show_last_turn=self.show_last_turn,
            legal=legal,
            selected=self.aid_cells or self.highlight or self.marked[1:],
            forbidden=self.forbidden + self.marked[:1],
            status=self.message,
            status_is_error=self.message_is_error,
            banner=banner,
            withheld=frozenset(self.withheld),
            cursor=(self.cursor[0], self.cursor[1]) if self.focused and self.cursor else None,
        )
        return self.preview or game.state, view
