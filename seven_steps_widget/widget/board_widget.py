"""``BoardWidget``: the game on an ipycanvas canvas with controls for the whole turn, replay
and edit mode. A thin shell: every picture comes from ``drawing.build_scene``, every rule from
the engine; this module routes clicks and button presses and repaints on every game change."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

import ipywidgets as widgets
import traitlets

from ..drawing.labels import color_name, phase_text, text
from ..drawing.scene import build_scene, geometry_for
from ..drawing.shapes import Scene
from ..drawing.svg import scene_to_svg
from ..drawing.view import View
from ..engine.game import Game
from ..engine.hexgrid import Cell, cell_text
from ..engine.state import GameState
from .canvas_painter import CanvasPainter
from .chart_panel import ChartPanel
from .edit_controls import EditControls
from .option_controls import OptionControls
from .pacing import running_loop
from .replay_controls import ReplayControls
from .seat_controls import SeatControls
from .snapshot import with_snapshot
from .turn_controls import TurnControls

__all__ = ["BoardWidget", "CONTROLS_DELAY"]

#: Seconds between a repaint and the button updates that follow it (see _refresh_controls_soon).
CONTROLS_DELAY = 0.03


#: Refusals the game explains itself; anything else is a bug, shown with its traceback.
#: Every refusal of the engine (IllegalMove, NotationError, SetupError, HistoryError) and every
#: malformed input (a colour letter mistyped) is a ValueError: told as "Not allowed: why".
REFUSALS = (ValueError,)

LOG = logging.getLogger(__name__)


class BoardWidget(widgets.VBox):
    """The board, the panels and the controls of one :class:`Game` (API.md).

    ``mode`` is "play" (a click places a disc), "aid" (clicks pick the cells of the aid tile
    being played), "edit" (a click changes the tower, see :class:`EditControls`) or "view"
    (clicks do nothing: a game shown for review).
    ``seats`` maps players to a computer strength (``solver.PLAYERS``; the rest are human), whose
    turns are shown action by action ``computer_delay`` seconds apart (:class:`SeatControls`).
    """

    #: The status line under the board, as the picture shows it (said once, in the picture):
    #: the last action's message or refusal, else what the game waits for. A trait, so code
    #: can follow it: ``widgets.dlink((board, "status"), (label, "value"))``.
    status = traitlets.Unicode("")

    def __init__(
        self,
        game: Game,
        lang: str = "en",
        hide_hands: bool = False,
        colorblind: bool = False,
        show_legal: bool = True,
        show_last_turn: bool = True,
        hex_size: float = 40.0,
        scale: float = 2.0,
        seats: Mapping[str, str] | None = None,
        computer_delay: float = 0.8,
    ) -> None:
        self.game = game
        self.lang = lang
        self.view = View(
            hex_size=hex_size,
            scale=scale,
            lang=lang,
            colorblind=colorblind,
            hide_hands=hide_hands,
            show_last_turn=show_last_turn,
        )
        self.show_legal = show_legal
        self.mode = "play"
        self.peek_player: int | None = None  # a player showing their own hidden hand
        self.aid_cells: list[Cell] = []
        self.highlight: tuple[Cell, ...] = ()  # cells a lesson points at (drawn as selected)
        self.preview: GameState | None = None  # drawn instead of the game (a review's best turn)
        self.preview_banner = ""
        self.message = ""
        self.message_is_error = False
        self._client_ready = False
        self._busy = 0
        self._loop = running_loop()  # the kernel's event loop; None outside one (scripts, tests)
        self._controls_due = False
        first = self.scene()
        self.painter = CanvasPainter(first)
        self.canvas = self.painter.canvas
        self.turn_controls = TurnControls(self)
        self.replay_controls = ReplayControls(self)
        self.edit_controls = EditControls(self)
        self.option_controls = OptionControls(self)
        self.seat_controls = SeatControls(self, seats, computer_delay)
        self.chart_panel = ChartPanel(self)
        super().__init__(
            [
                self.canvas,
                self.turn_controls,
                self.seat_controls,
                self.replay_controls,
                self.edit_controls,
                self.option_controls,
                self.chart_panel,
            ]
        )
        self.add_class("ssw-board")
        self.canvas.on_client_ready(self.guard(self._on_client_ready))
        self.canvas.on_mouse_down(self.guard(self._on_mouse_down))
        game.observe(self._on_game_change)
        self._refresh_controls()

    # ------------------------------------------------------------------ picture
    def scene(self) -> Scene:
        """The current picture as one scene (what the canvas, SVG and PNG show)."""
        game = self.game
        showing_game = self.preview is None
        legal = game.legal_cells() if self.show_legal and self.mode == "play" else {}
        banner = ""
        if not showing_game:
            legal, banner = {}, self.preview_banner
        elif self.mode == "edit":
            banner = text("edit_mode", self.lang)
        elif self.mode == "aid":
            banner = text("aid_mode", self.lang, tile=self.game.turn.aid or self._held_aid())
        elif game.position_index < len(game.history):
            banner = text("replay", self.lang, i=game.position_index, n=len(game.history))
        view = replace(
            self.view,
            reveal=self.peek_player,
            legal=legal,
            selected=tuple(self.aid_cells) or self.highlight,
            status=self.message,
            status_is_error=self.message_is_error,
            banner=banner,
        )
        return build_scene(self.preview or game.state, view)

    def redraw(self) -> None:
        """Repaint the canvas from the game (one message); skipped until a page has connected
        (pitfall 1: draws sent before that are lost and break Voila). The status label below
        follows with the buttons (:meth:`_refresh_controls_soon`)."""
        if self._client_ready:
            self.painter.paint(self.scene())

    def to_svg(self) -> str:
        """The current picture as SVG text, from our own renderer."""
        return scene_to_svg(self.scene())

    def to_png(self) -> bytes:
        """The current picture as PNG bytes, from our own renderer (no canvas read-back); needs
        Pillow (``seven_steps_widget[png]``)."""
        from ..drawing.png import scene_to_png

        return scene_to_png(self.scene())

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        """The live widget plus a static SVG, so saved notebooks show the board without a kernel."""
        return with_snapshot(super()._repr_mimebundle_(**kwargs), self)

    # ------------------------------------------------------------------ clicks
    def cell_at(self, x: float, y: float) -> Cell | None:
        """The cell under canvas pixel ``(x, y)`` -- the coordinates ``on_mouse_down`` reports
        (canvas buffer pixels, ``scale`` per CSS pixel) -- or None off the board or in a hole."""
        return geometry_for(self.game.state, self.view).cell_at(x, y)

    def cell_center(self, cell: Cell) -> tuple[float, float]:
        """Canvas buffer pixel at the centre of ``cell`` (the inverse of ``cell_at``)."""
        return geometry_for(self.game.state, self.view).center(cell)

    def click(self, cell: Cell) -> None:
        """Exactly what a mouse click on ``cell`` does in the current mode."""
        if self.mode == "edit":
            self.edit_controls.apply_tool(cell)
        elif self.mode == "aid":
            self.turn_controls.pick_aid_cell(cell)
        elif self.mode == "play":
            self.run(lambda: self._click_place(cell))

    def _click_place(self, cell: Cell) -> str:
        self.seat_controls.refuse_click()  # a computer's turn is not clicked for it
        return self._place(cell)

    def _place(self, cell: Cell) -> str:
        name = self.game.current
        level = self.game.place(cell)
        color = color_name(self.game.board.color(cell), self.lang)
        return text("placed", self.lang, name=name, colour=color, cell=cell_text(cell), level=level)

    def _on_mouse_down(self, x: float, y: float) -> None:
        cell = self.cell_at(x, y)
        if cell is not None:
            self.click(cell)

    def _on_client_ready(self) -> None:
        self._client_ready = True
        self.redraw()
        self.seat_controls.refresh()

    @property
    def connected(self) -> bool:
        """A page has shown the canvas (so moves made now can be seen)."""
        return self._client_ready

    # ------------------------------------------------------------------ running actions
    def run(self, action: Callable[[], str | None]) -> bool:
        """Run a user action; its returned text (or the phase) becomes the status. A refusal
        shows the engine's reason (which cites the rule) and changes nothing; any other error is
        told in one line too (its traceback goes to the log, never into the page). One repaint
        at the end, whatever happened. Everything (handlers, the computers' and the replay's
        tasks) runs on the kernel's one event-loop thread and an action never awaits, so actions
        never interleave: no lock."""
        self._busy += 1
        ok = False
        try:
            done = action()
            self.message, self.message_is_error = done or "", False
            ok = True
        except Exception as error:  # noqa: BLE001 -- reported to the user, never swallowed
            self._report(error)
        finally:
            self._busy -= 1
        self.redraw()  # the picture first: it is what the player waits for
        self._refresh_controls_soon()
        return ok

    def guard(self, callback: Callable[..., Any]) -> Callable[..., None]:
        """Wrap an event handler so that whatever it raises is shown, not lost."""

        def guarded(*args: Any) -> None:
            try:
                callback(*args)
            except Exception as error:  # noqa: BLE001 -- reported to the user
                self._report(error)
                self.redraw()
                self._refresh_controls_soon()

        return guarded

    def _report(self, error: Exception) -> None:
        """Put an error on the status line in one sentence; an unexpected one (a bug, not a
        refusal) also goes to the log with its traceback, for the developer, not the learner."""
        if isinstance(error, REFUSALS):
            self.message = text("not_allowed", self.lang, why=error)
        else:
            why = f"{type(error).__name__}: {error}"
            self.message = text("error", self.lang, why=why)
            LOG.error("unexpected error in the board widget", exc_info=error)
        self.message_is_error = True

    def _on_game_change(self, _game: Game) -> None:
        """Repaint on every change not made through :meth:`run` (e.g. code in a cell)."""
        if not self._busy:
            self.message, self.message_is_error = "", False
            self.redraw()
            self._refresh_controls_soon()

    def _refresh_controls_soon(self) -> None:
        """Bring the status label and the buttons up to date just after the picture. In a
        kernel the update is put off ``CONTROLS_DELAY`` seconds on the event loop (``call_later``;
        no thread): ipykernel's IOPub thread sends the paint message only once this thread lets
        go of the GIL, and the page draws the board before it handles the widget updates, which
        otherwise delay the repaint by several ms (click->repaint 29-32 -> 22-24 ms, see
        benchmarks/widget_redraw.py). Outside the loop the widget was made on (scripts, tests) it
        is immediate."""
        loop = running_loop()
        if loop is None or loop is not self._loop:
            self._refresh_controls()
            return
        if self._controls_due:
            return
        self._controls_due = True

        def refresh() -> None:
            self._controls_due = False
            self.guard(self._refresh_controls)()

        loop.call_later(CONTROLS_DELAY, refresh)

    def _refresh_controls(self) -> None:
        self.status = self._status_text()
        for controls in (
            self.turn_controls,
            self.replay_controls,
            self.edit_controls,
            self.chart_panel,
            self.seat_controls,
        ):
            controls.refresh()

    def _status_text(self) -> str:
        state = self.game.state
        return self.message or phase_text(state.phase, state.current, self.lang)

    def _held_aid(self) -> str:
        state = self.game.state
        return state.held_tile("aid") or ""

    def set_view(self, **changes: Any) -> None:
        """Change view options (patterns, hidden hands, last turn) and repaint."""
        self.view = replace(self.view, **changes)
        self._refresh_controls()
        self.redraw()
