"""What a control panel gets from its board: the game, the view state and the two ways to act
(``run`` an action, ``guard`` a handler), plus labels that follow the view's language. Panels
see nothing else of the widget, so each can be read and tested on its own."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

import ipywidgets as widgets

from ..engine.game import Game
from ..words import t
from .view_state import ViewState

__all__ = ["Action", "MadeOnUse", "PanelContext", "Wording", "show", "WIDE"]

#: The style of a control whose description is as wide as its text: ipywidgets gives every
#: description 80 px and cuts the rest ("Schwierig…", "Klick bewirkt" in German, a long
#: player name). tests/browser/test_readability.py checks none is cut.
WIDE = {"description_width": "initial"}

#: A user action: changes the game or the view, returns the status text (None: the phase).
Action = Callable[[], "str | None"]

W = TypeVar("W", bound=widgets.Widget)


def show(widget: widgets.Widget, visible: bool) -> None:
    """Show or hide ``widget`` (it keeps its place among its siblings)."""
    widget.layout.display = "" if visible else "none"


class MadeOnUse:
    """Widgets made when first used, by name: a page gets only the widgets on show, since the
    browser creates every widget it is sent before a board paints (docs/browser-notes.md, 21).
    ``on_made`` is told of each new widget (to bring it up to date, or to place it)."""

    def __init__(
        self,
        makers: Mapping[str, Callable[[], widgets.Widget]],
        on_made: Callable[[widgets.Widget], object] = lambda _: None,
    ) -> None:
        self._makers = dict(makers)
        self._on_made = on_made
        self._made: dict[str, widgets.Widget] = {}

    def get(self, name: str) -> widgets.Widget:
        """The widget ``name``, made now if it is not yet."""
        if name not in self._made:
            self._made[name] = self._makers[name]()
            self._on_made(self._made[name])
        return self._made[name]

    def typed(self, name: str, kind: type[W]) -> W:
        """The widget ``name`` as the class it is made of (typed for callers)."""
        made = self.get(name)
        assert isinstance(made, kind)
        return made

    def peek(self, name: str) -> widgets.Widget | None:
        """The widget ``name`` if it has been made, without making it."""
        return self._made.get(name)

    def pressed(self, name: str) -> bool:
        """The toggle ``name`` is made and down (one never made was never pressed)."""
        made = self._made.get(name)
        return made is not None and bool(getattr(made, "value", False))

    def made(self) -> list[widgets.Widget]:
        """The widgets made so far, in the makers' order."""
        return [self._made[n] for n in self._makers if n in self._made]


class Wording:
    """Control labels in the view's language: a bound label is set now and again whenever the
    language changes, so buttons never stay in the old language."""

    def __init__(self, view: ViewState) -> None:
        self.view = view
        self._bound: list[tuple[widgets.Widget, str, str]] = []
        view.observe(lambda _change: self._relabel(), names="lang")

    def __call__(self, key: str, **values: object) -> str:
        """The text ``key`` in the current language."""
        return t(key, self.view.lang, **values)

    def bind(self, widget: W, key: str, attribute: str = "description") -> W:
        """Label ``widget``'s ``attribute`` with text ``key`` from now on; returns the widget."""
        self._bound.append((widget, attribute, key))
        setattr(widget, attribute, self(key))
        return widget

    def _relabel(self) -> None:
        for widget, attribute, key in self._bound:
            setattr(widget, attribute, self(key))


@dataclass(frozen=True)
class PanelContext:
    """A panel's narrow view of its board: the game, the view state, ``run`` (do an action:
    one repaint after it, a refusal on the status line) and ``guard`` (wrap an event handler so
    that whatever it raises is shown, not lost), ``report`` (show an error raised elsewhere,
    e.g. in a task on the event loop) and ``announce`` (have screen readers read a sentence the
    panel shows, in the board's live region)."""

    game: Game
    view: ViewState
    run: Callable[[Action], bool]
    guard: Callable[[Callable[..., Any]], Callable[..., None]]
    report: Callable[[Exception], None]
    announce: Callable[[str], None]
    words: Wording = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "words", Wording(self.view))

    def button(self, key: str, **options: Any) -> widgets.Button:
        """A button labelled ``key`` (following the language), as wide as its label."""
        return self.words.bind(widgets.Button(layout={"width": "auto"}, **options), key)

    def toggle(self, key: str, **options: Any) -> widgets.ToggleButton:
        """A toggle button labelled ``key``, as wide as its label."""
        return self.words.bind(widgets.ToggleButton(layout={"width": "auto"}, **options), key)
