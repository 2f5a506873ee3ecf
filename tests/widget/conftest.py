"""Fixtures for Python-side widget tests: widgets whose canvas believes a page is connected,
and a recorder of every comm message the canvas and its draw manager send."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol

import pytest
from ipycanvas import Canvas

from seven_steps_widget import BoardWidget, Game


class HasCanvas(Protocol):
    """A board widget or a bare painter: whatever draws on a ``canvas``."""

    canvas: Canvas


def connect(widget: BoardWidget) -> BoardWidget:
    """Send the canvas the 'client_ready' event a page sends when it shows the canvas."""
    widget.canvas._handle_frontend_event(None, {"event": "client_ready"}, [])
    return widget


def mouse_down(widget: BoardWidget, x: float, y: float) -> None:
    """Deliver a mouse-down at canvas pixel (x, y) the way the page does."""
    widget.canvas._handle_frontend_event(None, {"event": "mouse_down", "x": x, "y": y}, [])


@dataclass
class CommLog:
    """Comm messages sent by a canvas and by the shared draw manager."""

    messages: list[tuple[str, Any, list[Any]]] = field(default_factory=list)

    def clear(self) -> None:
        self.messages.clear()

    @property
    def count(self) -> int:
        return len(self.messages)

    @property
    def bytes(self) -> int:
        """JSON payload plus binary buffers, what goes over the wire."""
        total = 0
        for _, data, buffers in self.messages:
            total += len(json.dumps(data, default=str))
            total += sum(memoryview(b).nbytes for b in buffers)
        return total


@pytest.fixture
def comm_log(monkeypatch: pytest.MonkeyPatch) -> Callable[[HasCanvas], CommLog]:
    """``comm_log(widget)`` starts recording that widget's (or painter's) canvas traffic."""

    def watch(widget: HasCanvas) -> CommLog:
        log = CommLog()
        for name, comm in (
            ("canvas", widget.canvas.comm),
            ("manager", widget.canvas._canvas_manager.comm),
        ):
            original = comm.publish_msg

            def publish(
                msg_type: str, *args: Any, _o: Any = original, _n: str = name, **kwargs: Any
            ) -> None:
                log.messages.append((_n, kwargs.get("data"), list(kwargs.get("buffers") or [])))
                _o(msg_type, *args, **kwargs)

            monkeypatch.setattr(comm, "publish_msg", publish)
        return log

    return watch


@pytest.fixture
def game() -> Game:
    """A seeded three-player game on the standard board."""
    return Game(("Arnd", "Bärbel", "Caro"), seed=7)


@pytest.fixture
def widget(game: Game) -> Iterator[BoardWidget]:
    """A connected widget on ``game``."""
    yield connect(BoardWidget(game))
