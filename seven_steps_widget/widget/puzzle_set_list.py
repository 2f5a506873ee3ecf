"""The puzzles of a set file, in their order, under "Make a puzzle": Move up, Move down and
Remove change the file at once (``solver.puzzle_sets``), so a teacher orders a set for the
class without Python. A damaged file, or one changed meanwhile, is said and left as it is.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import ipywidgets as widgets

from ..solver.puzzle_sets import remove_puzzle, reorder_puzzles
from ..solver.puzzles import Puzzle, PuzzleFileError, load_puzzles
from .panel import WIDE, PanelContext, show

__all__ = ["PuzzleSetList"]

#: What the list says: ``say(text, refused)``, in the panel's findings line.
Say = Callable[[str, bool], None]


class PuzzleSetList(widgets.VBox):
    """The set's puzzles as a list (``n. title: goal``) with Move up, Move down and Remove; hidden
    while no set file with puzzles is open."""

    def __init__(self, panel: PanelContext, say: Say) -> None:
        self.view, self.words, self.say = panel.view, panel.words, say
        self.path: Path | None = None
        self.puzzles: list[Puzzle] = []
        select = widgets.Select(options=[], rows=5, style=WIDE, layout={"width": "95%"})
        self.choice = self.words.bind(select, "puzzle_set.list")
        self.up = panel.button("puzzle_set.up", icon="arrow-up")
        self.down = panel.button("puzzle_set.down", icon="arrow-down")
        self.remove = panel.button("puzzle_set.remove", icon="trash")
        buttons = widgets.HBox([self.up, self.down, self.remove], layout={"flex_flow": "row wrap"})
        super().__init__([self.choice, buttons], layout={"align_items": "flex-start"})
        self.add_class("ssw-puzzle-set-list")
        guard = panel.guard
        self.up.on_click(guard(lambda _: self._keep_focus(self.up, lambda: self.move(-1))))
        self.down.on_click(guard(lambda _: self._keep_focus(self.down, lambda: self.move(+1))))
        self.remove.on_click(guard(lambda _: self._keep_focus(self.remove, self.remove_chosen)))
        self.choice.observe(lambda _: self._enable(), names="value")
        self.view.observe(lambda _: self._list(), names="lang")
        self._list()

    def show_set(
        self, path: Path | None, puzzles: list[Puzzle] | None = None, chosen: str | None = None
    ) -> bool:
        """List the set in ``path`` (nothing for ``None`` or a file not made yet), or its
        ``puzzles`` if the caller just read or wrote them, choosing ``chosen``; a damaged file
        is said, listed as empty, and left as it is. True when a set is listed."""
        self.path, self.puzzles = path, puzzles or []
        if puzzles is None and path is not None and path.exists():
            try:
                self.puzzles = load_puzzles(path)
            except (PuzzleFileError, UnicodeDecodeError, OSError):
                self.say(self.words("puzzle_set.bad_file", file=path.name), True)
        self._list()
        if chosen is not None:
            self.choice.value = chosen
        return bool(self.puzzles)

    def move(self, by: int) -> bool:
        """Move the chosen puzzle ``by`` places (-1 up, +1 down) and save the new order."""
        at = self._chosen()
        if at is None or not 0 <= at + by < len(self.puzzles) or not self._unchanged():
            return False
        order = [p.id for p in self.puzzles]
        order[at], order[at + by] = order[at + by], order[at]
        moved = self._write(lambda path: reorder_puzzles(path, order), order[at + by])
        if moved:
            title, n = self.puzzles[at + by].title_in(self.view.lang), at + by + 1
            self.say(self.words("puzzle_set.moved", title=title, n=n, file=self._name), False)
        return moved

    def remove_chosen(self) -> bool:
        """Take the chosen puzzle out of the set file."""
        at = self._chosen()
        if at is None or not self._unchanged():
            return False
        gone = self.puzzles[at]
        following = self.puzzles[at + 1].id if at + 1 < len(self.puzzles) else None
        if not self._write(lambda path: remove_puzzle(path, gone.id), following):
            return False
        title, n = gone.title_in(self.view.lang), len(self.puzzles)
        self.say(self.words("puzzle_set.removed", title=title, file=self._name, n=n), False)
        return True

    def _keep_focus(self, button: widgets.Button, act: Callable[[], bool]) -> None:
        """Do what ``button`` says; should that disable it (the puzzle reached an end, the
        last one went), the keyboard's focus goes to the list rather than off the page."""
        act()
        if button.disabled:
            self.choice.focus()

    @property
    def _name(self) -> str:
        return self.path.name if self.path is not None else ""

    def _chosen(self) -> int | None:
        ids = [p.id for p in self.puzzles]
        return ids.index(self.choice.value) if self.choice.value in ids else None

    def _unchanged(self) -> bool:
        """The file still holds the listed set; else it is listed anew and that is said."""
        listed = [p.id for p in self.puzzles]
        chosen = self.choice.value
        self.show_set(self.path)
        if [p.id for p in self.puzzles] == listed:
            self.choice.value = chosen
            return True
        if self.puzzles or self.path is None or not self.path.exists():
            self.say(self.words("puzzle_set.changed", file=self._name), True)
        return False

    def _write(self, change: Callable[[Path], list[Puzzle]], choose: str | None) -> bool:
        """Apply ``change`` to the file, list the result and choose ``choose``; or say why not."""
        assert self.path is not None  # a puzzle was chosen, so a set is open
        try:
            self.puzzles = change(self.path)
        except OSError:
            self.say(self.words("puzzle_set.cannot_write", file=self._name), True)
            return False
        except ValueError:  # changed again since _unchanged read it: nothing was written
            self.show_set(self.path)
            self.say(self.words("puzzle_set.changed", file=self._name), True)
            return False
        self._list()
        self.choice.value = choose
        return True

    def _list(self) -> None:
        """Show the set's titles in the view's language, keeping the choice."""
        chosen = self.choice.value
        lang = self.view.lang
        self.choice.options = [
            (self.words("puzzle_set.item", n=n, title=p.title_in(lang), goal=p.goal_in(lang)), p.id)
            for n, p in enumerate(self.puzzles, start=1)
        ]
        self.choice.value = chosen if any(p.id == chosen for p in self.puzzles) else None
        show(self, bool(self.puzzles))
        self._enable()

    def _enable(self) -> None:
        at = self._chosen()
        self.up.disabled = at is None or at == 0
        self.down.disabled = at is None or at == len(self.puzzles) - 1
        self.remove.disabled = at is None
