"""What a screen reader hears when the game changes: each new move (a learner's or a
computer's) with who, what, where and the points, a redo, an undo; then what the game waits
for. A position loaded or edited is not a move: whoever loads it says what it is."""

from __future__ import annotations

from ..engine.game import Game, HistoryStep
from ..words import t
from ..words.board_words import move_text
from ..words.game import status_text

__all__ = ["Narrator"]


class Narrator:
    """Remembers the history it has told and turns each change of ``game`` into words."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self._start = game.initial_state
        self._steps: tuple[HistoryStep, ...] = game.history
        self._index = game.position_index

    def news(self, lang: str) -> str:
        """The words for what changed since the last call ("" if nothing to tell)."""
        game = self.game
        start, before, index = self._start, self._steps, self._index
        steps, now = game.history, game.position_index
        self._start, self._steps, self._index = game.initial_state, steps, now
        kept = min(index, now)
        if (
            start is not game.initial_state
            or (before and not steps)
            or any(a is not b for a, b in zip(before[:kept], steps[:kept]))
        ):
            return ""  # another history: a position was loaded or edited
        if now < index:
            return f"{t('access.undone', lang)} {status_text(game.state, lang)}"
        if now == index:
            return ""
        states = game.states()
        told = [
            move_text(states[i], steps[i].action, states[i + 1], lang, status=False)
            for i in range(index, now)
        ]
        if len(steps) == len(before) and all(a is b for a, b in zip(before, steps)):
            told.insert(0, t("access.redone", lang))
        return " ".join([*told, status_text(game.state, lang)])
