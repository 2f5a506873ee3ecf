"""Computer seats: each player is a human or a computer strength (``solver.PLAYERS``).

A computer turn is played one action at a time (disc by disc) on a worker thread with a short
``delay`` between actions, so a class can follow it; every action goes through
``BoardWidget.run``, so it repaints like a click (one batch, pitfall 10 reset) and any error is
put on the status line. The computer waits while the page is not connected, in replay (the
position is behind the end of the history, e.g. after an undo), in edit or aid mode, and while
paused; "Computer step" plays one action by hand.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Mapping
from typing import TYPE_CHECKING

import ipywidgets as widgets

from ..drawing.labels import text
from ..engine.actions import Place
from ..engine.errors import IllegalMove
from ..solver.players import PLAYERS, ComputerPlayer

if TYPE_CHECKING:
    from .board_widget import BoardWidget

__all__ = ["SeatControls", "HUMAN"]

HUMAN = "human"


class SeatControls(widgets.HBox):
    """One dropdown per seat (human or a computer strength), Pause and Computer step."""

    def __init__(
        self, host: BoardWidget, seats: Mapping[str, str] | None = None, delay: float = 0.8
    ) -> None:
        self.host = host
        self.delay = delay
        seats = dict(seats or {})
        players = host.game.players
        unknown = {k: v for k, v in seats.items() if k not in players or v not in self.choices()}
        if unknown:
            raise ValueError(
                f"seats must map players {players} to one of {self.choices()}, not {unknown}"
            )
        lang = host.lang
        options = [(text("seat_" + c, lang), c) for c in self.choices()]
        self.dropdowns = {
            name: widgets.Dropdown(
                description=name,
                options=options,
                value=seats.get(name, HUMAN),
                layout={"width": "auto"},
            )
            for name in players
        }
        self.computers: dict[str, ComputerPlayer] = {}
        self.pause = widgets.ToggleButton(description=text("pause", lang), icon="pause")
        self.step_button = widgets.Button(
            description=text("computer_step", lang), icon="step-forward"
        )
        super().__init__([*self.dropdowns.values(), self.pause, self.step_button])
        self.layout.flex_flow = "row wrap"
        self._lock = threading.Lock()
        self._running = False
        for name, dropdown in self.dropdowns.items():
            self._set_seat(name, dropdown.value)
            dropdown.observe(
                host.guard(lambda change, n=name: self._on_seat(n, change["new"])), names="value"
            )
        self.pause.observe(host.guard(lambda _: self.refresh()), names="value")
        self.step_button.on_click(host.guard(lambda _: self.step()))

    @staticmethod
    def choices() -> tuple[str, ...]:
        """What a seat can be: a human or one of the computer strengths."""
        return (HUMAN, *PLAYERS)

    def _set_seat(self, name: str, choice: str) -> None:
        if choice == HUMAN:
            self.computers.pop(name, None)
        else:
            self.computers[name] = PLAYERS[choice]()

    def _on_seat(self, name: str, choice: str) -> None:
        self._set_seat(name, choice)
        self.refresh()

    # ------------------------------------------------------------------ who moves
    def to_move(self) -> ComputerPlayer | None:
        """The computer player that may act now, or None (a human's turn, or waiting)."""
        host = self.host
        game = host.game
        if not host.connected or host.mode != "play" or game.over:
            return None
        if game.position_index < len(game.history):
            return None  # replaying, or a move was undone: the computer does not take over
        return self.computers.get(game.current)

    def refuse_click(self) -> None:
        """Board clicks place discs for humans only; :class:`IllegalMove` on a computer's turn."""
        name = self.host.game.current
        if name in self.computers:
            raise IllegalMove("Seats", f"{name} is played by the computer")

    # ------------------------------------------------------------------ acting
    def step(self) -> bool:
        """Play the next single action of the computer to move (also while paused); False if
        there is none or it failed (the failure is on the status line). Who moves is decided
        under the host's lock, so a click or an undo cannot slip in before the action."""
        with self.host.lock:
            player = self.to_move()
            return player is not None and self.host.run(lambda: self._act(player))

    def _act(self, player: ComputerPlayer) -> str:
        game = self.host.game
        name = game.current
        action = player.next_action(game.state)
        if isinstance(action, Place):
            return self.host._place(action.cell)
        game.apply(action)
        return text("computer_did", self.host.lang, name=name, action=action)

    def refresh(self) -> None:
        """Enable Computer step when a computer may act, and start the worker if it should."""
        self.step_button.disabled = self.to_move() is None
        self.kick()

    def kick(self) -> None:
        """Start the worker thread if a computer may act, unpaused, and none is running."""
        with self._lock:
            if self._running or self.pause.value or self.to_move() is None:
                return
            self._running = True
        threading.Thread(target=self._work, daemon=True).start()

    def _work(self) -> None:
        """Act every ``delay`` seconds while a computer may; stop at a human, a pause, an error."""
        ok = True
        while ok:
            with self._lock:
                if self.pause.value or self.to_move() is None:
                    self._running = False
                    return
            time.sleep(self.delay)
            ok = not self.pause.value and self.step()  # Pause pressed while waiting: stop
        with self._lock:
            self._running = False

    @property
    def running(self) -> bool:
        """The worker thread is playing."""
        return self._running

    def wait(self, timeout: float = 60.0) -> None:
        """Block until the worker has stopped (tests, scripts); TimeoutError after ``timeout``."""
        end = time.monotonic() + timeout
        while self._running:
            if time.monotonic() > end:
                raise TimeoutError(f"the computer was still playing after {timeout} s")
            time.sleep(0.01)
