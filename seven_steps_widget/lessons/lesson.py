"""The lesson data: steps of (state, highlight, narration), the narration as words-layer
messages so that a lesson reads in every language."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from ..engine.game import Game
from ..engine.hexgrid import Cell
from ..engine.state import GameState
from ..words import Text
from .tasks import Task

__all__ = ["Step", "Lesson", "Script", "RULE_PARTS", "base_rule"]

#: The parts of a rule that a lesson teaches and asks on their own; the rest of a rule goes by
#: its docs/rules.md id. ``R8.once``: a cell is built on only once per turn.
RULE_PARTS = frozenset({"R8.once"})


def base_rule(rule: str) -> str:
    """The docs/rules.md id of a rule or of one of its parts.

    >>> base_rule("R8.once"), base_rule("A4")
    ('R8', 'A4')
    """
    return rule.split(".", 1)[0]


@dataclass(frozen=True)
class Step:
    """One moment of a lesson: the board to show, the cells to point at, what to say.

    ``rules`` lists the docs/rules.md ids the step teaches (the README's rule table and the
    tests use them); ``task`` is what the learner is asked to do there, if anything, and
    ``asks_rules`` the rules a learner must know to answer it (a test checks that each is taught
    no later than it is first asked); ``forbidden`` cells are drawn crossed out (a move the rules
    refuse there). An id may name one part of a rule after a dot: ``R8.once`` is R8's "a cell is
    built on only once per turn" (:data:`RULE_PARTS`).
    """

    title: Text
    text: Text
    state: GameState
    highlight: tuple[Cell, ...] = ()
    rules: tuple[str, ...] = ()
    task: Task | None = None
    forbidden: tuple[Cell, ...] = ()
    asks_rules: tuple[str, ...] = ()

    def narration(self, lang: str = "en") -> tuple[str, str]:
        """Title and text in ``lang``."""
        return self.title(lang), self.text(lang)


@dataclass(frozen=True)
class Lesson:
    """A titled sequence of steps."""

    title: Text
    steps: tuple[Step, ...]
    intro: Text | None = None

    def __len__(self) -> int:
        return len(self.steps)

    def __iter__(self) -> Iterator[Step]:
        return iter(self.steps)

    def __getitem__(self, index: int) -> Step:
        return self.steps[index]

    @property
    def tasks(self) -> list[int]:
        """Indexes of the steps that set the learner a task."""
        return [i for i, step in enumerate(self.steps) if step.task is not None]

    @property
    def rules(self) -> set[str]:
        """Every docs/rules.md id some step of the lesson teaches (a part counts as its rule)."""
        return {base_rule(rule) for step in self.steps for rule in step.rules}

    def find(self, rule: str) -> list[int]:
        """Indexes of the steps that teach ``rule`` (or one of its parts)."""
        return [
            i
            for i, step in enumerate(self.steps)
            if rule in step.rules or rule in {base_rule(r) for r in step.rules}
        ]


@dataclass
class Script:
    """Builds a lesson by playing real games: each ``say`` records the main game's current
    state (or the given one) with a narration, so every board shown is one the engine made."""

    game: Game | None = None
    steps: list[Step] = field(default_factory=list)

    def say(
        self,
        title: Text,
        text: Text,
        *,
        highlight: Sequence[Cell] = (),
        rules: Sequence[str] = (),
        state: GameState | None = None,
        task: Task | None = None,
        forbidden: Sequence[Cell] = (),
        asks_rules: Sequence[str] = (),
    ) -> None:
        """Add a step showing the game now (or ``state``)."""
        if state is None:
            if self.game is None:
                raise ValueError("a step needs a state when the script has no game")
            state = self.game.state
        self.steps.append(
            Step(
                title,
                text,
                state,
                tuple(highlight),
                tuple(rules),
                task,
                tuple(forbidden),
                tuple(asks_rules),
            )
        )
