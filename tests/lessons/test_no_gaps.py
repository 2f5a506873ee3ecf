"""Lessons without gaps (issue 22): in the order a learner meets them -- rules tour, rules quiz,
special tiles tour, tiles quiz -- every rule is taught no later than the first task that asks
it, every rule of docs/rules.md is taught somewhere, and no task passes a guess at better odds
than 1 in 3.

A step teaches the rules in ``Step.rules`` (only in a tour: a quiz teaches nothing new) and its
task asks ``Step.asks_rules``; an id may be one part of a rule (``R8.once``, see
``RULE_PARTS``). A step may teach a rule and ask it at once (explain, then try it: Lichess
Learn's order); asking it before any step taught it is a gap.
"""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path
from typing import NamedTuple

import pytest

from seven_steps_widget.lessons import rules_quiz, rules_tour, special_tiles_tour, tiles_quiz
from seven_steps_widget.lessons.lesson import RULE_PARTS, Lesson, Step, base_rule
from seven_steps_widget.lessons.tasks import CellTask, ChoiceTask

RULES_MD = Path(__file__).resolve().parents[2] / "docs" / "rules.md"
#: The most a blind guess may pass a task with.
GUESS_ODDS = Fraction(1, 3)


class Place(NamedTuple):
    """Where a learner meets a step: the lesson's short name and the step number (1-based, as
    the pages show it)."""

    lesson: str
    step: int

    def __str__(self) -> str:
        return f"{self.lesson} {self.step}"


#: The lessons in the order a learner takes them: (short name, lesson, teaches?).
def course() -> list[tuple[str, Lesson, bool]]:
    return [
        ("RT", rules_tour(), True),
        ("RQ", rules_quiz(), False),
        ("TT", special_tiles_tour(), True),
        ("TQ", tiles_quiz(), False),
    ]


@pytest.fixture(scope="module")
def lessons() -> list[tuple[str, Lesson, bool]]:
    return course()


def documented_rules() -> set[str]:
    """Every rule id of docs/rules.md a lesson must teach: R, A, V and the decisions D."""
    text = RULES_MD.read_text("utf-8")
    ids = set(re.findall(r"^- ([RAV]\d+)\b", text, flags=re.M))
    return ids | set(re.findall(r"\*\*(D\d+)\*\*", text))


def rule_map(
    lessons: list[tuple[str, Lesson, bool]],
) -> dict[str, tuple[Place | None, Place | None]]:
    """rule -> (first step that teaches it, first step whose task asks it)."""
    taught: dict[str, Place] = {}
    asked: dict[str, Place] = {}
    for name, lesson, teaches in lessons:
        for number, step in enumerate(lesson, start=1):
            place = Place(name, number)
            if teaches:
                for rule in step.rules:
                    taught.setdefault(rule, place)
            for rule in step.asks_rules:
                asked.setdefault(rule, place)
    order = {p: i for i, p in enumerate(_places(lessons))}
    rules = sorted(set(taught) | set(asked), key=lambda r: order[(taught.get(r) or asked[r])])
    return {rule: (taught.get(rule), asked.get(rule)) for rule in rules}


def _places(lessons: list[tuple[str, Lesson, bool]]) -> list[Place]:
    return [Place(name, n) for name, lesson, _ in lessons for n in range(1, len(lesson) + 1)]


def guess_odds(step: Step) -> Fraction:
    """The chance that a blind guess passes the step's task: right options over options, right
    cells over the cells of the board (every cell can be clicked)."""
    task = step.task
    if isinstance(task, ChoiceTask):
        return Fraction(1, len(task.options))
    if isinstance(task, CellTask):
        return Fraction(len(task.cells), len(step.state.board.cells))
    raise AssertionError(f"no task to guess: {task!r}")


# ------------------------------------------------------------------ taught before asked
def test_every_task_says_which_rules_it_asks(lessons: list[tuple[str, Lesson, bool]]) -> None:
    known = documented_rules() | set(RULE_PARTS)
    for name, lesson, _ in lessons:
        for number, step in enumerate(lesson, start=1):
            if step.task is not None:
                assert step.asks_rules, f"{name} {number}: the task names no rule it asks"
            assert set(step.asks_rules) <= known, (name, number, step.asks_rules)
            examples = {r for r in step.rules if re.fullmatch(r"E\d+", r)}  # worked examples
            assert set(step.rules) - examples <= known, (name, number, step.rules)


def test_no_rule_is_asked_before_it_is_taught(lessons: list[tuple[str, Lesson, bool]]) -> None:
    order = {p: i for i, p in enumerate(_places(lessons))}
    gaps = [
        f"{rule}: asked at {asked}, taught {f'only at {taught}' if taught else 'nowhere'}"
        for rule, (taught, asked) in rule_map(lessons).items()
        if asked is not None and (taught is None or order[taught] > order[asked])
    ]
    assert not gaps, "\n".join(gaps)


def test_every_rule_of_the_rulebook_is_taught_in_a_step(
    lessons: list[tuple[str, Lesson, bool]],
) -> None:
    taught = {
        base_rule(rule)
        for _, lesson, teaches in lessons
        if teaches
        for step in lesson
        for rule in step.rules
    }
    missing = sorted(documented_rules() - taught)
    assert not missing, f"rules of docs/rules.md no lesson step teaches: {missing}"
    parts = set(RULE_PARTS) - {r for _, lesson, _ in lessons for step in lesson for r in step.rules}
    assert not parts, f"rule parts no step teaches: {sorted(parts)}"


def test_every_rule_of_the_rulebook_is_asked_by_a_task(
    lessons: list[tuple[str, Lesson, bool]],
) -> None:
    """Every rule that decides where a disc may go, how many points a turn scores or what a
    player holds -- that is every rule of docs/rules.md -- is asked by some task, so a learner
    tries it at least once."""
    asked = {
        base_rule(rule)
        for _, lesson, _ in lessons
        for step in lesson
        if step.task is not None
        for rule in step.asks_rules
    }
    missing = sorted(documented_rules() - asked)
    assert not missing, f"rules of docs/rules.md no task asks: {missing}"


#: What a step that teaches a rule part says (in English), so that the part is taught there
#: and not only named: the gaps of the review of 2026-11-25.
PART_WORDS = {
    "R8.once": "only once per turn",
    "R11.optional": "never have to use a special tile",
    "R11.both": "both in the same turn",
    "R11.last_turn": "still takes a special tile",
    "A1.two_towers": "from two different towers",
    "A1.box": "go into the box",
    "A5.box": "go into the box",
    "A3.onto_tower": "on an empty cell or on a tower",
    "A4.full": "one level higher than without the tile",
    "A5.top": "takes the top disc",
    "D3.inner": "beside the hole",
    "V4.directions": "three such directions",
    "V5.exactly": "exactly level 3",
    "V6.exactly": "exactly level 3",
}


def test_each_rule_part_is_said_where_it_is_taught(
    lessons: list[tuple[str, Lesson, bool]],
) -> None:
    assert set(PART_WORDS) == set(RULE_PARTS)
    for part, words in PART_WORDS.items():
        steps = [
            step
            for _, lesson, teaches in lessons
            if teaches
            for step in lesson
            if part in step.rules
        ]
        assert steps, f"{part}: no step teaches it"
        for step in steps:
            assert words in step.text("en"), (part, step.title("en"))


def test_the_rule_parts_this_issue_found_are_taught_before_they_are_asked(
    lessons: list[tuple[str, Lesson, bool]],
) -> None:
    """The two gaps the review found: "each cell once per turn" (rules tour 19/20) and the
    sharing out of a tower of 7 (rules tour 30/31)."""
    found = rule_map(lessons)
    taught, asked = found["R8.once"]
    assert taught is not None and asked is not None and taught.lesson == "RT"
    tour = rules_tour()
    once = tour[taught.step - 1]
    assert once.forbidden  # her own disc of this turn, crossed out where it is taught
    share = [n for n, step in enumerate(tour, start=1) if "R12" in step.asks_rules]
    assert share and all(n >= tour.find("R12")[0] + 1 for n in share)


# ------------------------------------------------------------------ guessing
def test_no_task_passes_a_guess_at_better_than_one_in_three(
    lessons: list[tuple[str, Lesson, bool]],
) -> None:
    too_easy = [
        f"{name} {number}: {guess_odds(step)} ({step.task.prompt('en')})"  # type: ignore[union-attr]
        for name, lesson, _ in lessons
        for number, step in enumerate(lesson, start=1)
        if step.task is not None and guess_odds(step) > GUESS_ODDS
    ]
    assert not too_easy, "\n".join(too_easy)


def test_no_choice_is_a_yes_or_no() -> None:
    for _, lesson, _ in course():
        for step in lesson:
            if isinstance(step.task, ChoiceTask):
                keys = {option.key for option in step.task.options}
                assert not keys & {"lesson.yes", "lesson.no"}, step.task.prompt("en")


def test_the_odds_count_options_and_cells() -> None:
    tour = rules_tour()
    click = next(step for step in tour if isinstance(step.task, CellTask))
    assert isinstance(click.task, CellTask)
    assert guess_odds(click) == Fraction(len(click.task.cells), len(click.state.board.cells))
    choice = next(step for step in tour if isinstance(step.task, ChoiceTask))
    assert isinstance(choice.task, ChoiceTask)
    assert guess_odds(choice) == Fraction(1, len(choice.task.options))


# ------------------------------------------------------------------ the board's numbers
def test_the_boards_three_numbers_are_told_apart_where_a_turn_first_shows_them() -> None:
    """A tower's height, a disc's order in the turn and its level are all numbers on the board:
    the step that first shows a disc placed this turn tells the three apart."""
    tour = rules_tour()
    first = next(step for step in tour if step.state.turn.cells)
    assert first.title.key == "rules_tour.numbers.title"
    for words in ("height", "order", "level"):
        assert words in first.text("en")
