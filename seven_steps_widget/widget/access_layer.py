"""The board's keyboard and screen-reader layer: an anywidget placed just after the board's
canvas (its front end, ``access_layer.js`` and ``.css``, ships in the package: no build step,
no network).

In the page it is one Tab stop laid over the canvas, named for screen readers ("Board, 7
Steps"), and it takes the canvas out of the tab order (ipycanvas gives the canvas
``tabindex=0`` and swallows every key, Tab included). The keys it plays come here as
``on_key`` calls; focus and blur as ``on_focus``. What it shows comes from Python: the cell
under the cursor (the box's description), a typed cell name, the key list and an ``aria-live``
region that reads out every announcement (:meth:`say`, then :meth:`flush`).
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import resources
from typing import Any

import anywidget
import traitlets

__all__ = ["AccessLayer"]


def _asset(name: str) -> str:
    """A front-end file of this package, as text (a string, not a path: anywidget would
    watch a path in a thread)."""
    return resources.files(__package__).joinpath(name).read_text("utf-8")


class AccessLayer(anywidget.AnyWidget):
    """One board's focus target, key source and live region (see the module docstring)."""

    _esm = _asset("access_layer.js")
    _css = _asset("access_layer.css")

    label = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)
    help = traitlets.Unicode("").tag(sync=True)
    cell = traitlets.Unicode("").tag(sync=True)
    typed = traitlets.Unicode("").tag(sync=True)
    said = traitlets.Unicode("").tag(sync=True)
    #: Counts the announcements, so that the page reads the same words again when said again.
    said_count = traitlets.Int(0).tag(sync=True)
    #: The page asks for reduced motion (``prefers-reduced-motion``): set by the page.
    reduced_motion = traitlets.Bool(False).tag(sync=True)

    def __init__(self, **traits: Any) -> None:
        super().__init__(**traits)
        self._pending: list[str] = []
        self._key_handlers: list[Callable[[str, bool], None]] = []
        self._focus_handlers: list[Callable[[bool], None]] = []
        self.on_msg(self._on_message)

    def on_key(self, handler: Callable[[str, bool], None]) -> None:
        """Call ``handler(key, shift)`` for every key the board plays (``KeyboardEvent.key``)."""
        self._key_handlers.append(handler)

    def on_focus(self, handler: Callable[[bool], None]) -> None:
        """Call ``handler(True)`` when the board gets the keyboard focus, ``False`` when it
        loses it."""
        self._focus_handlers.append(handler)

    def _on_message(self, _widget: object, content: Any, _buffers: object) -> None:
        if not isinstance(content, dict):
            return
        event = content.get("event")
        if event == "key" and isinstance(content.get("key"), str):
            for key_handler in self._key_handlers:
                key_handler(content["key"], bool(content.get("shift")))
        elif event in ("focus", "blur"):
            for focus_handler in self._focus_handlers:
                focus_handler(event == "focus")

    def say(self, text: str) -> None:
        """Add ``text`` to what is announced at the next :meth:`flush`."""
        if text and text not in self._pending:
            self._pending.append(text)

    def flush(self) -> None:
        """Announce what was said since the last flush, as one text, a line each (nothing if
        nothing)."""
        if not self._pending:
            return
        text, self._pending = "\n".join(self._pending), []
        with self.hold_sync():
            self.said = text
            self.said_count += 1
