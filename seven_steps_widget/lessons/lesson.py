"""The lesson data: steps of (state, highlight, narration), the narration as words-layer
messages so that a lesson reads in every language."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from ..engine.game import Game
from ..engine.hexgrid import Cell
from ..engine.state import GameState
from ..words import Text, t
from .tasks import Task

__all__ = ["Step", "Lesson", "Script", "RULE_PARTS", "base_rule", "topics_from"]

#: The parts of a rule that a lesson teaches (and may ask) on their own, as the review of
#: 2026-11-25 found them untaught; the rest of a rule goes by its docs/rules.md id.
RULE_PARTS = frozenset(
    {
        "R7.full",  # every cell of the colour taken: the first disc on one of the lowest towers
        "R8.once",  # a cell is built on only once per turn
        "R11.optional",  # using a held tile is up to the player
        "R11.both",  # an aid and a victory-point tile in the same turn
        "R11.last_turn",  # a last turn of 7 or less still earns a tile
        "A1.two_towers",  # A1's two discs from one tower or from two
        "A1.box",  # A1 (and A5) with an empty bag: into the box, the panel's box counter
        "A5.box",
        "A3.onto_tower",  # A3 puts the disc on an empty cell or on a tower
        "A4.full",  # A4 when every cell of the colour is taken: one level higher still
        "A5.top",  # A5 takes a tower's top disc
        "D3.inner",  # edge cells beside a hole (ring, mask)
        "V4.directions",  # which cells make a straight line
        "V5.exactly",  # "level 3" is exactly level 3
        "V6.exactly",
    }
)


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
    built on only once per turn" (:data:`RULE_PARTS`). ``withheld`` is what the board must not
    show because the task asks it (``drawing.view.WITHHOLDABLE``: the bag's count, the winner),
    and ``status`` a status line in place of what the game waits for, where that would tell a
    rule a later step asks.
    """

    title: Text
    text: Text
    state: GameState
    highlight: tuple[Cell, ...] = ()
    rules: tuple[str, ...] = ()
    task: Task | None = None
    forbidden: tuple[Cell, ...] = ()
    asks_rules: tuple[str, ...] = ()
    withheld: frozenset[str] = frozenset()
    status: Text | None = None

    def narration(self, lang: str = "en") -> tuple[str, str]:
        """Title and text in ``lang``."""
        return self.title(lang), self.text(lang)

    def status_line(self, lang: str = "en") -> str:
        """The step's status line: its task's prompt, else its own status, else empty (the
        board then says what the game waits for)."""
        if self.task is not None:
            return self.task.prompt(lang)
        return self.status(lang) if self.status is not None else ""


@dataclass(frozen=True)
class _Listed:
    """Texts as one message value, joined by the language's semicolon list."""

    items: tuple[Text, ...]

    def in_language(self, lang: str) -> str:
        return t("list.semicolon", lang).join(item(lang) for item in self.items)


@dataclass(frozen=True)
class Lesson:
    """A titled sequence of steps.

    A quiz names the tour that teaches its rules: ``review`` is that tour's title and
    ``topics`` lists, per rule id, the number and title of the tour step that teaches it first
    (:func:`topics_from`); :meth:`quiz_end` then says what to look at again.
    """

    title: Text
    steps: tuple[Step, ...]
    intro: Text | None = None
    review: Text | None = None
    topics: tuple[tuple[str, int, Text], ...] = ()

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

    def topics_of(self, index: int) -> list[tuple[int, Text]]:
        """The tour steps that teach the rules step ``index``'s task asks: (number, "“title”
        (step n)"), in the tour's order."""
        where = {rule: (number, title) for rule, number, title in self.topics}
        found = {where[rule] for rule in self.steps[index].asks_rules if rule in where}
        return [
            (number, Text("lesson.topic", step=number, title=title))
            for number, title in sorted(found, key=lambda pair: pair[0])
        ]

    def look_again(self, missed: Iterable[int]) -> list[Text]:
        """The tour steps to look at again for the rules the tasks of steps ``missed`` ask,
        in the tour's order, each once."""
        found = {number: text for i in missed for number, text in self.topics_of(i)}
        return [found[number] for number in sorted(found)]

    def quiz_end(self, first_try: Iterable[int]) -> list[Text]:
        """What a quiz says once every task is solved: the score (tasks right at the first
        try) and the tour steps to look at again for the others; nothing for a tour."""
        if self.review is None:
            return []
        tasks, first = self.tasks, set(first_try)
        said = [Text("quiz_end.score", stars=len(first & set(tasks)), n=len(tasks))]
        again = self.look_again(i for i in tasks if i not in first)
        if again:
            said.append(
                Text("quiz_end.look_again", lesson=self.review, topics=_Listed(tuple(again)))
            )
        else:
            said.append(Text("quiz_end.perfect"))
        return said

    def find(self, rule: str) -> list[int]:
        """Indexes of the steps that teach ``rule`` (or one of its parts)."""
        return [
            i
            for i, step in enumerate(self.steps)
            if rule in step.rules or rule in {base_rule(r) for r in step.rules}
        ]


def topics_from(tour: Lesson) -> tuple[tuple[str, int, Text], ...]:
    """Per rule the tour teaches: the number (1-based) and title of the first step teaching it,
    for a quiz's :attr:`Lesson.topics`."""
    first: dict[str, tuple[int, Text]] = {}
    for number, step in enumerate(tour, start=1):
        for rule in step.rules:
            first.setdefault(rule, (number, step.title))
    return tuple((rule, number, title) for rule, (number, title) in first.items())


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
        withheld: Sequence[str] = (),
        status: Text | None = None,
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
                frozenset(withheld),
                status,
            )
        )
