"""``BoardWidget``: the game on an ipycanvas canvas with controls for the whole turn, replay
and edit mode. A thin shell: every picture comes from ``drawing.build_scene``, every rule from
the engine; this module routes clicks and button presses and repaints on every game change."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import ipywidgets as widgets
import traitlets

from ..drawing.geometry import BoardGeometry
from ..drawing.scene import build_scene, geometry_for
from ..drawing.shapes import Scene
from ..drawing.svg import scene_to_svg
from ..engine.game import Game
from ..engine.hexgrid import Cell
from ..words import chosen_language, t
from ..words.board_words import refused_text
from ..words.game import placed_text, refusal_cells, refusal_text
from .access_layer import AccessLayer
from .board_keys import BoardKeys
from .canvas_painter import CanvasPainter
from .chart_panel import ChartPanel
from .edit_controls import EditControls
from .narrator import Narrator
from .option_controls import OptionControls
from .pacing import running_loop
from .panel import Action, MadeOnUse, PanelContext
from .puzzle_maker_panel import PuzzleMakerPanel
from .replay_controls import ReplayControls
from .seat_controls import SeatControls
from .snapshot import with_snapshot
from .turn_controls import TurnControls
from .view_state import Mode, ViewState

__all__ = ["BoardWidget", "CONTROLS_DELAY", "Mode"]

#: Seconds between a repaint and the button updates that follow it (see _refresh_controls_soon).
CONTROLS_DELAY = 0.03


#: Refusals the game explains itself; anything else is a bug, shown with its traceback.
#: Every refusal of the engine (IllegalMove, NotationError, SetupError, HistoryError) and every
#: malformed input (a colour letter mistyped) is a ValueError: told as "Not allowed: why".
REFUSALS = (ValueError,)

LOG = logging.getLogger(__name__)


#: The parts of the board that "More" opens, in their order (see BoardWidget.arrange).
SECTIONS = ("options", "seats", "replay", "edit", "chart", "puzzle")


def _display(visible: bool) -> str:
    """A layout's ``display`` for a part shown or hidden."""
    return "" if visible else "none"


class BoardWidget(widgets.VBox):
    """The board, the panels and the controls of one :class:`Game` (docs/README.md).

    What is shown and how lives in one :class:`ViewState` (``board.view``): the mode (a click
    places a disc, picks a building aid's cells, edits a tower, or does nothing), the language,
    the options, what is highlighted; any change to it or to the game redraws.
    ``seats`` maps players to a computer strength (``solver.PLAYERS``; the rest are human), whose
    turns are shown action by action ``computer_delay`` seconds apart (:class:`SeatControls`).

    A beginner sees the board and one row of buttons (what the turn allows, Undo, Redo, More);
    with a computer seat a second row (Pause, Computer step). "More" opens the rest: options,
    seats, replay, edit, the score chart and "Make a puzzle" of the position.
    """

    #: The status line under the board, as the picture shows it (said once, in the picture):
    #: the last action's message or refusal, else what the game waits for. A trait, so code
    #: can follow it: ``widgets.dlink((board, "status"), (label, "value"))``.
    status = traitlets.Unicode("")

    def __init__(
        self,
        game: Game,
        lang: str | None = None,
        hide_hands: bool = False,
        colorblind: bool = False,
        show_legal: bool = True,
        show_last_turn: bool = True,
        hex_size: float = 40.0,
        scale: float = 2.0,
        seats: Mapping[str, str] | None = None,
        computer_delay: float = 0.8,
        hide: Iterable[str] = (),
        pin: Iterable[str] = (),
    ) -> None:
        """``lang``: any language of the word catalogs (None: the class's language, see
        :func:`~seven_steps_widget.words.default_language`). ``hide`` and ``pin`` arrange the
        board from the start (see :meth:`arrange`): a part a host hides is then never made."""
        self.game = game
        self.view = ViewState(
            lang=chosen_language(lang),
            hex_size=hex_size,
            scale=scale,
            colorblind=colorblind,
            hide_hands=hide_hands,
            show_legal=show_legal,
            show_last_turn=show_last_turn,
        )
        self._client_ready = False
        self._busy = 0
        self._loop = running_loop()  # the kernel's event loop; None outside one (scripts, tests)
        self._controls_due = False
        #: In ``Mode.ASK`` a click goes here (a lesson checks the answer and marks the board).
        self.on_ask: Callable[[Cell], object] | None = None
        self.painter = CanvasPainter(self.scene())
        self.canvas = self.painter.canvas
        #: The way in without a mouse: one Tab stop over the canvas with its keys
        #: (:class:`BoardKeys`), and every change said aloud (:meth:`announce`).
        self.access = AccessLayer()
        self.keyboard = BoardKeys(self)
        self.keyboard.commands.update(S=self._score_key, U=self._undo_key, N=self._step_key)
        self.narrator = Narrator(game)
        self._computer_delay = computer_delay
        self._done = ""  # what the last action run said, announced unless its move says more
        panel = PanelContext(game, self.view, self.run, self.guard, self.report, self.announce)
        self.words = panel.words
        self.seat_controls = SeatControls(
            panel, seats, computer_delay, connected=lambda: self._client_ready
        )
        self.seat_controls.replay_playing = self._replay_playing
        self.chart_panel = ChartPanel(panel)
        #: The turn's buttons and what "More" opens, each made when first shown or used.
        self._parts = MadeOnUse(
            {
                "turn": lambda: TurnControls(panel, self.seat_controls),
                "options": lambda: OptionControls(panel),
                "seats": lambda: self.seat_controls.chooser,
                "replay": lambda: ReplayControls(panel),
                "edit": lambda: EditControls(panel),
                "chart": lambda: self.chart_panel.toggle,
                "puzzle": lambda: PuzzleMakerPanel(panel),
            },
            on_made=self._refresh_part,
        )
        self._hidden: frozenset[str] = frozenset()
        self._pinned: frozenset[str] = frozenset()
        self.more = panel.toggle("more", icon="sliders")
        self.words.bind(self.more, "more_tip", "tooltip")
        self.drawer = widgets.VBox(layout={"align_items": "flex-start"})  # buttons keep their width
        self.drawer.add_class("ssw-drawer")
        widgets.dlink((self.more, "value"), (self.drawer.layout, "display"), _display)
        self.more.observe(self.guard(lambda _: self._fill_drawer()), names="value")
        self.row = widgets.HBox(layout={"flex_flow": "row wrap"})
        super().__init__()
        self.arrange(hide, pin)
        self.add_class("ssw-board")
        self.canvas.on_client_ready(self.guard(self._on_client_ready))
        self.canvas.on_mouse_down(self.guard(self._on_mouse_down))
        self.access.on_key(self.guard(self.keyboard.press))
        self.access.on_focus(self.guard(self.keyboard.focus))
        self.access.observe(self.guard(self._on_motion), names="reduced_motion")
        game.observe(self._on_game_change)
        self.view.observe(self._on_view_change)
        self._refresh_controls()
        self._tell()

    def arrange(self, hide: Iterable[str] = (), pin: Iterable[str] = ()) -> None:
        """Lay the board out: under it one row (the turn's buttons and "More"), the seats' bar
        while a computer plays, then what "More" opens: ``options``, ``seats``, ``replay``,
        ``edit``, the score ``chart``'s toggle and ``puzzle`` (make a puzzle). Sections named
        in ``hide`` are left out (``turn`` too: a review changes nothing); those in ``pin`` are
        shown outside "More" (a review's replay). What "More" opens is made when it is first
        opened: a lesson page with six boards opens faster without some 500 widgets nobody has
        asked for yet."""
        hidden, pinned = frozenset(hide), frozenset(pin)
        unknown = (hidden | pinned) - set(SECTIONS) - {"turn"}
        if unknown:
            raise ValueError(f"no such part of the board: {sorted(unknown)}; parts: {SECTIONS}")
        self._hidden, self._pinned = hidden, pinned
        in_drawer = self._drawer_sections()
        self.drawer.children = []
        self._fill_drawer()
        self.row.children = [
            *([] if "turn" in hidden else [self.turn_controls]),
            *([self.more] if in_drawer else []),
        ]
        self.children = [
            self.canvas,
            self.access,
            self.row,
            *(self._parts.get(n) for n in SECTIONS if n in pinned and n not in hidden),
            *([] if "seats" in hidden else [self.seat_controls.bar]),
            self.drawer,
            *([] if "chart" in hidden else [self.chart_panel.chart]),
        ]

    @property
    def hidden(self) -> frozenset[str]:
        """The parts the host has left out (see :meth:`arrange`)."""
        return self._hidden

    def _drawer_sections(self) -> list[str]:
        """The sections "More" opens, in their order."""
        return [n for n in SECTIONS if n not in self._hidden and n not in self._pinned]

    def _fill_drawer(self) -> None:
        """Make and show what "More" opens, once it is open (nothing before)."""
        if self.more.value and not self.drawer.children:
            self.drawer.children = [self._parts.get(n) for n in self._drawer_sections()]

    @staticmethod
    def _refresh_part(part: widgets.Widget) -> None:
        """Bring a part that follows the game (the turn's buttons, replay, edit) up to date."""
        if isinstance(part, (TurnControls, ReplayControls, EditControls)):
            part.refresh()

    @property
    def turn_controls(self) -> TurnControls:
        """The turn's buttons (in the row under the board, unless the host hides them)."""
        return self._parts.typed("turn", TurnControls)

    @property
    def option_controls(self) -> OptionControls:
        """The view options' check boxes (under "More")."""
        return self._parts.typed("options", OptionControls)

    @property
    def replay_controls(self) -> ReplayControls:
        """Replay's buttons, slider and Play (under "More", or pinned)."""
        return self._parts.typed("replay", ReplayControls)

    @property
    def edit_controls(self) -> EditControls:
        """Edit mode's toggle and tools (under "More")."""
        return self._parts.typed("edit", EditControls)

    @property
    def puzzle_maker(self) -> PuzzleMakerPanel:
        """"Make a puzzle" of the position (under "More")."""
        return self._parts.typed("puzzle", PuzzleMakerPanel)

    def _replay_playing(self) -> bool:
        """The replay's Play is moving the position (the computers wait meanwhile)."""
        replay = self._parts.peek("replay")
        return isinstance(replay, ReplayControls) and bool(replay.play.value)

    @property
    def lang(self) -> str:
        """The language of every word on and around the board (``view.lang``)."""
        return str(self.view.lang)

    @property
    def mode(self) -> Mode:
        """What a click on the board does now (``view.mode``)."""
        return Mode(self.view.mode)

    # ------------------------------------------------------------------ picture
    def scene(self) -> Scene:
        """The current picture as one scene (what the canvas, SVG and PNG show)."""
        return build_scene(*self.view.picture(self.game))

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
        return self._geometry().cell_at(x, y)

    def cell_center(self, cell: Cell) -> tuple[float, float]:
        """Canvas buffer pixel at the centre of ``cell`` (the inverse of ``cell_at``)."""
        return self._geometry().center(cell)

    def _geometry(self) -> BoardGeometry:
        return geometry_for(self.game.state, self.view.picture_size())

    def click(self, cell: Cell) -> None:
        """Exactly what a mouse click on ``cell`` does in the current mode."""
        mode = self.mode
        if mode is Mode.EDIT:
            self.edit_controls.apply_tool(cell)
        elif mode is Mode.AID:
            self.turn_controls.pick_aid_cell(cell)
        elif mode is Mode.PLAY:
            self.run(lambda: self._click_place(cell))
        elif mode is Mode.ASK and self.on_ask is not None:
            with self.batch():
                self.guard(self.on_ask)(cell)

    def _click_place(self, cell: Cell) -> str:
        self.seat_controls.refuse_click()  # a computer's turn is not clicked for it
        self.game.place(cell)
        return placed_text(self.game.state, cell, self.lang)

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
    @contextmanager
    def batch(self) -> Iterator[None]:
        """Group changes to the game and the view: one repaint (and one update of the buttons)
        when the outermost batch ends, not one per change."""
        self._busy += 1
        try:
            yield
        finally:
            self._busy -= 1
            if not self._busy:
                self.redraw()  # the picture first: it is what the player waits for
                self._tell()
                self._refresh_controls_soon()

    def run(self, action: Action) -> bool:
        """Run a user action; its returned text (or the phase) becomes the status. A refusal
        shows the reason in words, marks the cells it concerns and changes nothing; any other
        error is told in one line too (its traceback goes to the log, never into the page). One
        repaint at the end, whatever happened. Everything (handlers, the computers' and the
        replay's tasks) runs on the kernel's one event-loop thread and an action never awaits,
        so actions never interleave: no lock."""
        with self.batch():
            try:
                done = action()
            except Exception as error:  # noqa: BLE001 -- reported to the user, never swallowed
                self._report(error)
                return False
            self.view.say(done or "")
            self._done = done or ""
            return True

    def guard(self, callback: Callable[..., Any]) -> Callable[..., None]:
        """Wrap an event handler so that whatever it raises is shown, not lost."""

        def guarded(*args: Any) -> None:
            try:
                callback(*args)
            except Exception as error:  # noqa: BLE001 -- reported to the user
                self.report(error)

        return guarded

    def report(self, error: Exception) -> None:
        """Show ``error`` (raised outside :meth:`run`, e.g. by a task) on the status line."""
        with self.batch():
            self._report(error)

    def _report(self, error: Exception) -> None:
        """Put an error on the status line in one sentence and mark the cells it is about; an
        unexpected one (a bug, not a refusal) also goes to the log with its traceback, for the
        developer, not the learner."""
        if isinstance(error, REFUSALS):
            message = self.words("not_allowed", why=refusal_text(error, self.lang))
            on_board = self.game.board.cells
            self.view.marked = tuple(c for c in refusal_cells(error) if c in on_board)
            cell = self.view.marked[0] if self.view.marked else None
            self.access.say(refused_text(self.game.state, error, cell, self.lang))
        else:
            message = self.words("error", why=f"{type(error).__name__}: {error}")
            LOG.error("unexpected error in the board widget", exc_info=error)
            self.access.say(message)
        self.view.say(message, error=True)

    # ------------------------------------------------------------------ keyboard and speech
    def announce(self, text: str) -> None:
        """Have screen readers read ``text`` (in the board's live region), together with
        everything else said in the same batch."""
        self.access.say(text)
        if not self._busy:
            self.access.flush()

    def _tell(self) -> None:
        """Bring the access layer up to date after a change: its words in the board's
        language, the cursor's cell, and the news (moves, undo) said with the rest."""
        access, lang = self.access, self.lang
        with access.hold_sync():
            access.label = t("access.board_name", lang)
            access.help = t("access.help", lang)
            access.lang = lang
            access.say(self.narrator.news(lang) or self._done)  # a move says more than "done"
            self._done = ""
            self.keyboard.refresh()
            access.flush()

    def _score_key(self) -> None:
        """Shift+S: what the turn's "End placing & score" does."""
        if "turn" in self._hidden or not self.turn_controls.scoring:
            self.announce(t("access.not_here", self.lang))
        else:
            self.turn_controls.score_button.click()

    def _undo_key(self) -> None:
        """Shift+U: what the turn's Undo does."""
        if "turn" in self._hidden:
            self.announce(t("access.not_here", self.lang))
        else:
            self.turn_controls.undo.click()

    def _step_key(self) -> None:
        """Shift+N: the computer's next action (its "Computer step"), if one plays."""
        if self.seat_controls.computers:
            self.seat_controls.step()
        else:
            self.announce(t("access.not_here", self.lang))

    def _on_motion(self, change: dict[str, Any]) -> None:
        """A page that asks for reduced motion sees a computer's turn at once, not action by
        action."""
        self.seat_controls.delay = 0.0 if change["new"] else self._computer_delay

    def _on_game_change(self, _game: Game) -> None:
        """Repaint on every change not made through :meth:`run` (e.g. code in a cell)."""
        if not self._busy:
            with self.batch():
                self.view.say("")

    def _on_view_change(self, _change: dict[str, Any]) -> None:
        """Repaint on every change of the view made outside a batch (an option ticked, code
        setting ``board.view.highlight``)."""
        if not self._busy:
            with self.batch():
                pass

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
        self.status = self.view.status(self.game)
        for part in self._parts.made():
            self._refresh_part(part)
        self.chart_panel.refresh()
        self.seat_controls.refresh()

    def set_view(self, **changes: Any) -> None:
        """Change view options (language, patterns, hidden hands, last turn, ...) at once, with
        one repaint: ``board.set_view(lang="de", colorblind=True)``."""
        with self.batch(), self.view.hold_trait_notifications():
            for name, value in changes.items():
                if not self.view.has_trait(name):
                    raise ValueError(f"the view has no option {name!r}")
                setattr(self.view, name, value)
