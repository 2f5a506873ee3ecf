"""Computer seats: each player is a human or a computer strength (``solver.PLAYERS``).

A computer turn is played one action at a time (disc by disc) by an asyncio task on the kernel's
event loop (:class:`~.pacing.LoopTask`), ``delay`` seconds apart, so a class can follow it and a
click is answered between two actions; every action goes through the board's ``run``, so it
repaints like a click (one batch, pitfall 10 reset) and any error is put on the status line.
Everything runs on the loop's one thread: an action is never interleaved with a click.

The computer waits while the page is not connected, in edit or aid mode, while the replay's Play
runs and while paused; "Computer step" plays one action by hand. Inside the history (after an
undo or a jump of the replay) a computer continues its turn as it was played (the recorded next
step), so the game moves on to the next human decision; undo and redo step between the humans'
decisions (:meth:`SeatControls.undo_target`), skipping the computers' actions.

Outside a running event loop (scripts, tests) the computers do not start by themselves:
:meth:`SeatControls.wait` plays until a human is to move.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping

import ipywidgets as widgets

from ..engine.actions import Action, Place
from ..engine.errors import IllegalMove
from ..engine.state import GameState
from ..solver.players import PLAYERS, ComputerPlayer
from ..words.game import action_text, placed_text
from .pacing import LoopTask, WorkMeter, running_loop
from .panel import WIDE, MadeOnUse, PanelContext, show
from .view_state import Mode

__all__ = ["SeatControls", "HUMAN"]

HUMAN = "human"


class SeatControls:
    """The seats of a board: ``chooser`` has one dropdown per seat (human or a computer
    strength); ``bar``, shown only while a computer has a seat, has Pause and Computer step.

    ``connected`` tells whether a page shows the board (the computers wait until one does);
    ``replay_playing`` whether the replay's Play is moving the position (they wait then too).
    """

    def __init__(
        self,
        panel: PanelContext,
        seats: Mapping[str, str] | None = None,
        delay: float = 0.8,
        connected: Callable[[], bool] = lambda: True,
    ) -> None:
        self.game, self.view, self.words = panel.game, panel.view, panel.words
        self._panel = panel
        self._run = panel.run
        self.delay = delay
        self.connected = connected
        self.replay_playing: Callable[[], bool] = lambda: False
        seats = dict(seats or {})
        players = self.game.players
        unknown = {k: v for k, v in seats.items() if k not in players or v not in self.choices()}
        if unknown:
            raise ValueError(
                f"seats must map players {players} to one of {self.choices()}, not {unknown}"
            )
        #: Each player's seat: HUMAN or a computer strength (the chooser shows it).
        self.seats = {name: seats.get(name, HUMAN) for name in players}
        self.computers: dict[str, ComputerPlayer] = {}
        for name, choice in self.seats.items():
            self._set_seat(name, choice)
        self._dropdowns: dict[str, widgets.Dropdown] = {}
        self.view.observe(lambda _: self._relabel(), names="lang")
        #: Made when first used: the chooser (a page shows it only under "More"), the bar (when
        #: a board places it) and its buttons (the first time a computer has a seat). Most
        #: boards never need them, and a page opens faster without.
        self._parts = MadeOnUse(
            {
                "chooser": self._make_chooser,
                "bar": self._make_bar,
                "pause": self._make_pause,
                "step": self._make_step,
            },
            on_made=lambda _: self._fill_bar(),
        )
        self._job = LoopTask(self._play, "computer", on_error=panel.report)
        #: Computer step in a kernel when the turn is not worked out yet (:meth:`step`).
        self._stepper = LoopTask(self._step_paced, "computer_step", on_error=panel.report)
        #: The work of each step the computers' thinking ran on the loop.
        self.meter = WorkMeter()

    def _make_bar(self) -> widgets.HBox:
        bar = widgets.HBox()
        show(bar, bool(self.computers))
        return bar

    def _make_pause(self) -> widgets.ToggleButton:
        pause = self._panel.toggle("pause", icon="pause")
        pause.observe(self._panel.guard(self._on_pause), names="value")
        return pause

    def _make_step(self) -> widgets.Button:
        step = self._panel.button("computer_step", icon="step-forward")
        step.on_click(self._panel.guard(lambda _: self.step()))
        return step

    def _fill_bar(self) -> None:
        bar = self._parts.peek("bar")
        if bar is not None:
            bar.children = [w for n in ("pause", "step") if (w := self._parts.peek(n)) is not None]

    @property
    def bar(self) -> widgets.HBox:
        """Pause and Computer step, shown while a computer has a seat."""
        return self._parts.typed("bar", widgets.HBox)

    @property
    def pause(self) -> widgets.ToggleButton:
        """Pause: the computers wait while it is down."""
        return self._parts.typed("pause", widgets.ToggleButton)

    @property
    def step_button(self) -> widgets.Button:
        """Computer step: one action of the computer to move, also while paused."""
        return self._parts.typed("step", widgets.Button)

    @property
    def paused(self) -> bool:
        """Pause is down (never, before it is made)."""
        return self._parts.pressed("pause")

    @property
    def chooser(self) -> widgets.HBox:
        """One dropdown per seat (under "More")."""
        return self._parts.typed("chooser", widgets.HBox)

    def _make_chooser(self) -> widgets.HBox:
        for name, choice in self.seats.items():
            dropdown = widgets.Dropdown(
                description=name,
                options=self._options(),
                value=choice,
                layout={"width": "auto"},
                style=WIDE,
            )
            dropdown.observe(
                self._panel.guard(lambda change, n=name: self._on_seat(n, change["new"])),
                names="value",
            )
            self._dropdowns[name] = dropdown
        return widgets.HBox(list(self._dropdowns.values()), layout={"flex_flow": "row wrap"})

    @property
    def dropdowns(self) -> dict[str, widgets.Dropdown]:
        """The chooser's dropdown of each player."""
        _ = self.chooser
        return self._dropdowns

    def _options(self) -> list[tuple[str, str]]:
        return [(self.words("seat_" + c), c) for c in self.choices()]

    def _relabel(self) -> None:
        for dropdown in self._dropdowns.values():
            value = dropdown.value
            dropdown.options = self._options()
            dropdown.value = value

    @staticmethod
    def choices() -> tuple[str, ...]:
        """What a seat can be: a human or one of the computer strengths."""
        return (HUMAN, *PLAYERS)

    def _set_seat(self, name: str, choice: str) -> None:
        self.seats[name] = choice
        if choice == HUMAN:
            self.computers.pop(name, None)
        else:
            self.computers[name] = PLAYERS[choice]()

    def _on_seat(self, name: str, choice: str) -> None:
        self._run(lambda: self._set_seat(name, choice))  # the buttons follow whose turn it is

    def _on_pause(self, change: dict[str, object]) -> None:
        if change["new"]:
            self._job.cancel()  # stops before the next action
        self.refresh()

    # ------------------------------------------------------------------ who moves
    def computer_turn(self) -> bool:
        """The player to move is played by the computer (the game is not over)."""
        game = self.game
        return not game.over and game.current in self.computers

    def to_move(self) -> ComputerPlayer | None:
        """The computer player that may act now, or None (a human's turn, or waiting)."""
        game = self.game
        if not self.connected() or self.view.mode is not Mode.PLAY or game.over:
            return None
        if self.replay_playing():
            return None  # the replay's Play is moving the position
        return self.computers.get(game.current)

    def refuse_click(self) -> None:
        """Board clicks place discs for humans only; :class:`IllegalMove` on a computer's turn."""
        name = self.game.current
        if name in self.computers:
            raise IllegalMove(
                "Seats",
                f"{name} is played by the computer",
                key="computer_seat",
                params={"name": name},
            )

    # ------------------------------------------------------------------ undo and redo
    def _human_at(self, state: GameState) -> bool:
        return state.over or state.current not in self.computers

    def _boundaries(self) -> list[int]:
        """History positions between two undo groups (0 and the end included)."""
        steps = self.game.history
        inner = [i for i in range(1, len(steps)) if steps[i - 1].group != steps[i].group]
        return [0, *inner, len(steps)] if steps else [0]

    def _state_at(self, index: int) -> GameState:
        game = self.game
        return game.history[index - 1].state if index else game.initial_state

    def _humans_play(self) -> bool:
        """Computers and humans share the game: undo and redo skip the computers' actions."""
        return bool(self.computers) and any(p not in self.computers for p in self.game.players)

    def undo_target(self) -> int | None:
        """Where Undo goes: the last human decision before now (the computers' actions after it
        are skipped), or None if there is none. Without computer seats: the last undo group."""
        here = self.game.position_index
        before = [p for p in self._boundaries() if p < here]
        if self._humans_play():
            before = [p for p in before if self._human_at(self._state_at(p))]
        return max(before, default=None)

    def redo_target(self) -> int | None:
        """Where Redo goes: the next human decision (or the end of the history), or None."""
        here = self.game.position_index
        after = [p for p in self._boundaries() if p > here]
        if self._humans_play():
            end = len(self.game.history)
            after = [p for p in after if p == end or self._human_at(self._state_at(p))]
        return min(after, default=None)

    def undo(self) -> None:
        """Take back to the last human decision (Undo's button)."""
        self._go(self.undo_target(), self.game.undo)

    def redo(self) -> None:
        """Go forward to the next human decision (Redo's button)."""
        self._go(self.redo_target(), self.game.redo)

    def _go(self, target: int | None, otherwise: Callable[[], None]) -> None:
        """Step to ``target``; with none, the game's own undo/redo says why it cannot."""
        if target is None:
            otherwise()
        else:
            self.game.goto(target)

    # ------------------------------------------------------------------ acting
    def step(self) -> bool:
        """Play the next single action of the computer to move (also while paused); False if
        there is none or it failed (the failure is on the status line). In a kernel a turn not
        worked out yet is first thought out in chunks on the loop (a task; True once started),
        so the click never holds the loop for a whole search."""
        player = self.to_move()
        if player is None:
            return False
        if running_loop() is not None and self._must_think(player):
            return self._stepper.start()
        return self._run(lambda: self._act(player))

    def _must_think(self, player: ComputerPlayer) -> bool:
        """``player``'s next action needs a search (not recorded in the history, not known)."""
        return not self.game.can_redo() and not player.knows(self.game.state)

    async def _step_paced(self) -> None:
        """Computer step's task: think the turn out in chunks, then play its next action."""
        await self._think()
        player = self.to_move()
        if player is not None:
            self._run(lambda: self._act(player))

    def _act(self, player: ComputerPlayer) -> str:
        """One action of the computer to move: inside the history the recorded next step (its
        turn goes on as it was played), else its own choice. The text for the status line; once
        the turn has passed, none (the status then says what the game waits for now)."""
        game = self.game
        name = game.current
        action: Action
        if game.can_redo():
            action = game.history[game.position_index].action
            game.goto(game.position_index + 1)
        else:
            action = player.next_action(game.state)
            game.apply(action)
        if game.current != name or game.over:
            return ""
        if isinstance(action, Place):
            return placed_text(game.state, action.cell, self.view.lang)
        return self.words("computer_did", name=name, action=action_text(action, self.view.lang))

    def refresh(self) -> None:
        """Show Pause and Computer step while a computer has a seat, enable Computer step when
        a computer may act, and start playing if it should."""
        bar = self._parts.peek("bar")
        if bar is not None:
            show(bar, bool(self.computers))
        if self.computers:  # the bar's buttons are made the first time a computer has a seat
            self._parts.get("pause")
            self.step_button.disabled = self.to_move() is None
        self.kick()

    def kick(self) -> None:
        """Start the computers' task if a computer may act, unpaused, and none is running.
        Needs a running event loop (a kernel); elsewhere :meth:`wait` plays."""
        if not self.paused and self.to_move() is not None:
            self._job.start()

    def _may_act(self) -> bool:
        return not self.paused and self.to_move() is not None

    async def _play(self) -> None:
        """Act every ``delay`` seconds while a computer may; stop at a human, a pause, an
        error. The loop is free during the delay: clicks, Pause and undo are answered then,
        and while a computer works out its turn (given back every ``pacing.CHUNK_WORK``
        positions searched)."""
        while self._may_act():
            await asyncio.sleep(self.delay)
            if not self._may_act():
                break
            await self._think()
            if not self._may_act() or not self.step():
                break

    async def _think(self) -> None:
        """Let the computer to move work out its turn in chunks (``meter.chunks``), again
        if the game moved on meanwhile, so that its next action is ready at once. A turn that
        takes more than one chunk puts "thinking" on the status line."""
        while True:
            player = self.to_move()
            if player is None or self.game.can_redo():
                return  # inside the history the recorded step is played
            state, told = self.game.state, False
            for work in player.think(state):
                if self.meter.add(work):
                    if not told:  # it takes more than one step: say so until it acts
                        told = self._say_thinking(state.current)
                    await self.meter.pause()
                    if self.game.state != state:
                        break  # a click moved the game: think again
            else:
                return

    def _say_thinking(self, name: str) -> bool:
        """Put "``name`` is thinking" on the status line (until its action replaces it)."""
        return self._run(lambda: self.words("computer_thinking", name=name))

    @property
    def running(self) -> bool:
        """The computers' task is playing."""
        return self._job.running

    async def join(self) -> None:
        """Until the computers' task has stopped (inside a running event loop)."""
        await self._job.join()

    def wait(self, timeout: float = 60.0) -> None:
        """Play the computers' moves until they stop (a human to move, paused, an error), when
        no event loop is running (scripts, tests); TimeoutError after ``timeout`` seconds."""
        self._job.wait(timeout, kick=self.kick)
