"""Replay: step through the game's history by action or by whole turn, jump to start or end,
drag a slider over the positions, or let Play step forward: an asyncio task on the kernel's
event loop (no thread) that moves one step every ``interval`` seconds, the loop free between
steps. Outside a running loop (scripts, tests) :meth:`ReplayControls.wait` plays it."""

from __future__ import annotations

import asyncio

import ipywidgets as widgets

from .pacing import LoopTask
from .panel import PanelContext

__all__ = ["ReplayControls"]


class ReplayControls(widgets.HBox):
    """◀ ▶ by action and by turn, start/end, a position slider and an animating Play button."""

    def __init__(self, panel: PanelContext, interval: float = 0.6) -> None:
        self.game = panel.game
        self._run = panel.run
        self.interval = interval
        button = panel.button
        self.start = button("start")
        self.prev_turn = button("prev_turn")
        self.prev_step = button("prev_step")
        self.next_step = button("next_step")
        self.next_turn = button("next_turn")
        self.end = button("end")
        self.play = panel.toggle("play")
        self.slider = panel.words.bind(
            widgets.IntSlider(min=0, max=0, continuous_update=False), "position"
        )
        steps = (self.start, self.prev_turn, self.prev_step, self.next_step, self.next_turn)
        super().__init__(
            [*steps, self.end, self.play, self.slider], layout={"flex_flow": "row wrap"}
        )
        self._job = LoopTask(self._animate, "replay", on_error=panel.report)
        guard, game = panel.guard, panel.game
        self.start.on_click(guard(lambda _: self.goto(0)))
        self.end.on_click(guard(lambda _: self.goto(len(game.history))))
        self.prev_step.on_click(guard(lambda _: self.goto(game.position_index - 1)))
        self.next_step.on_click(guard(lambda _: self.goto(game.position_index + 1)))
        self.prev_turn.on_click(guard(lambda _: self.goto(self.turn_target(-1))))
        self.next_turn.on_click(guard(lambda _: self.goto(self.turn_target(+1))))
        self.slider.observe(guard(self._on_slider), names="value")
        self.play.observe(guard(self._on_play), names="value")

    def goto(self, index: int) -> None:
        """Show history position ``index`` (clamped to the history)."""
        game = self.game
        index = max(0, min(index, len(game.history)))
        self._run(lambda: game.goto(index))

    def turn_target(self, direction: int) -> int:
        """The previous (-1) or next (+1) turn start from the current position."""
        game = self.game
        here, starts = game.position_index, game.turn_starts()
        if direction < 0:
            return max((s for s in starts if s < here), default=0)
        return min((s for s in starts if s > here), default=len(game.history))

    def _on_slider(self, change: dict[str, object]) -> None:
        """The slider moved: go there, unless it only caught up with the game."""
        index = int(change["new"])  # type: ignore[call-overload]
        if index != self.game.position_index:
            self.goto(index)

    # ------------------------------------------------------------------ animation
    def _on_play(self, change: dict[str, object]) -> None:
        if change["new"]:
            game = self.game
            if game.position_index >= len(game.history):
                self.goto(0)
            self._job.start()  # with no loop running, wait() plays
        else:
            self._job.cancel()
            self._run(lambda: None)  # the buttons catch up; computer seats may go on from here

    async def _animate(self) -> None:
        """Step forward every ``interval`` seconds until the end or until Play is released."""
        game = self.game
        try:
            while self.play.value:
                await asyncio.sleep(self.interval)
                if not self.play.value or game.position_index >= len(game.history):
                    break
                self.goto(game.position_index + 1)
        finally:
            self.play.value = False

    @property
    def playing(self) -> bool:
        """Play's task is stepping through the history."""
        return self._job.running

    def wait(self, timeout: float = 60.0) -> None:
        """Play to the end (while Play is down) when no event loop is running (scripts,
        tests); TimeoutError after ``timeout`` seconds."""
        self._job.wait(timeout, kick=lambda: self.play.value and self._job.start())

    def refresh(self) -> None:
        """Match slider range/value and button states to the game's history."""
        game = self.game
        here, total = game.position_index, len(game.history)
        with self.slider.hold_sync():  # range and value in one message
            self.slider.max = total
            self.slider.value = here
        for b in (self.start, self.prev_turn, self.prev_step):
            b.disabled = here == 0
        for b in (self.next_step, self.next_turn, self.end):
            b.disabled = here >= total
