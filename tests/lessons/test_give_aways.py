"""No choice task gives its answer away: before the learner answers, the answer stands nowhere
on the page -- not in the step's heading, narration, prompt or status line, not in the
picture's texts (the heading above the board, the panel, the line under the board), not in
what a screen reader reads of the position, and not in the status lines of the steps that led
up to it. Checked for every choice task of the four lessons in every language.

What counts as the answer standing there: a run of four or more words of the right option
that no wrong option has (so "a building aid or a victory-point tile" in a status line gives
away "One special tile: a building aid or a victory-point tile, as the player chooses"), and,
for questions that say what they ask, the fact itself as the page would word it (the bag's
count, the winner's line)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from seven_steps_widget.drawing.scene import build_scene
from seven_steps_widget.drawing.shapes import Text as TextShape
from seven_steps_widget.lessons import (
    Lesson,
    rules_quiz,
    rules_tour,
    special_tiles_tour,
    tiles_quiz,
)
from seven_steps_widget.lessons.lesson import Step
from seven_steps_widget.lessons.rulebook import Question
from seven_steps_widget.lessons.storyboard import step_view
from seven_steps_widget.lessons.tasks import ChoiceTask
from seven_steps_widget.words import LANGS, join, t
from seven_steps_widget.words.board_words import read_position
from seven_steps_widget.words.game import status_text

#: The picture's texts a reader takes in (not the cells' letters and tower heights).
READ_ROLES = frozenset(
    {"title", "status", "bag", "score", "turn-total", "last-total", "legend-text", "tile-line",
     "held-text", "laps", "banner", "player-name"}
)  # fmt: skip
RUN = 4  # words in a row that make an option's wording recognisable


def lessons() -> Iterator[tuple[str, Lesson]]:
    yield from (("rules tour", rules_tour()), ("tiles tour", special_tiles_tour()),
                ("rules quiz", rules_quiz()), ("tiles quiz", tiles_quiz()))  # fmt: skip


LESSONS = list(lessons())


def words(text: str) -> list[str]:
    return re.findall(r"[\w’'-]+", text.casefold())


def runs(text: str, n: int = RUN) -> set[tuple[str, ...]]:
    said = words(text)
    return {tuple(said[i : i + n]) for i in range(len(said) - n + 1)}


def status_line(step: Step, lang: str) -> str:
    return step.status_line(lang) or status_text(step.state, lang)


def page_texts(lesson: Lesson, index: int, lang: str) -> dict[str, str]:
    """Everything a learner can read on step ``index`` before answering it, by where it is."""
    step = lesson[index]
    found = {
        "title": step.title(lang),
        "narration": step.text(lang),
        "prompt": step.task.prompt(lang) if step.task is not None else "",
        "status line": status_line(step, lang),
        "position read aloud": "\n".join(read_position(step.state, lang, withheld=step.withheld)),
    }
    scene = build_scene(step.state, step_view(step, lang))
    for layer in scene.layers:
        for shape in layer.shapes:
            if isinstance(shape, TextShape) and shape.role in READ_ROLES:
                key = f"picture ({shape.role})"
                found[key] = found.get(key, "") + "\n" + shape.text
    before = index - 1  # the status lines of the steps since the last task
    while before >= 0 and lesson[before].task is None:
        found[f"status line of step {before + 1}"] = status_line(lesson[before], lang)
        before -= 1
    return found


def answer_facts(task: ChoiceTask, lang: str) -> list[str]:
    """The answer as the page itself would word it, for questions that say what they ask."""
    if not isinstance(task, Question):
        return []
    value = task.values[task.answer] if task.values else None
    if task.asks == "bag" and isinstance(value, int):
        return [t("bag", lang, n=value), t("access.bag", lang, n=value)]
    if task.asks == "winner" and isinstance(value, frozenset):
        names = sorted(value)
        return [t("winner", lang, names=n) for n in (", ".join(names), join(names, lang))]
    return []


def give_aways(lesson: Lesson, index: int, lang: str) -> list[str]:
    task = lesson[index].task
    assert isinstance(task, ChoiceTask)
    right = task.options[task.answer](lang)
    wrong = set().union(*(runs(o(lang)) for i, o in enumerate(task.options) if i != task.answer))
    telling = runs(right) - wrong
    found = []
    for where, text in page_texts(lesson, index, lang).items():
        shared = telling & runs(text)
        if shared:
            found.append(f"{where}: {' '.join(sorted(shared)[0])!r}")
        found += [f"{where}: {fact!r}" for fact in answer_facts(task, lang) if fact in text]
    return found


CASES = [
    (name, index, lang)
    for name, lesson in LESSONS
    for index, step in enumerate(lesson)
    if isinstance(step.task, ChoiceTask)
    for lang in LANGS
]


@pytest.mark.parametrize(("name", "index", "lang"), CASES)
def test_no_choice_task_gives_its_answer_away(name: str, index: int, lang: str) -> None:
    lesson = dict(LESSONS)[name]
    assert give_aways(lesson, index, lang) == [], (name, index + 1, lang)


def test_the_matcher_finds_the_give_aways_the_review_found() -> None:
    """Without what the steps now withhold, the review's cases are found again: the bag's
    count on the panel (rules tour step 6) and the winner above the board (step 42)."""
    tour = rules_tour()
    bare = Lesson(
        tour.title,
        tuple(Step(s.title, s.text, s.state, s.highlight, s.rules, s.task, s.forbidden,
                   s.asks_rules) for s in tour),
    )  # fmt: skip
    asked = [i for i, s in enumerate(bare) if isinstance(s.task, ChoiceTask)]
    found = {i for i in asked if give_aways(bare, i, "en")}
    bag = next(i for i in asked if getattr(bare[i].task, "asks", "") == "bag")
    winner = next(i for i in asked if getattr(bare[i].task, "asks", "") == "winner")
    assert {bag, winner} <= found, sorted(found)


@pytest.mark.parametrize("lang", LANGS)
def test_no_status_line_tells_the_seven_point_rule_before_it_is_taught(lang: str) -> None:
    """Review point C3: the status line of the steps before "The 7-point rule" said what a turn
    of 7 or less earns, which that step then asks."""
    tour = rules_tour()
    teaching = min(i for i, step in enumerate(tour) if "R11" in step.rules)
    rule_words = runs(t("status.bonus", lang, name="{name}"))
    for index in range(teaching):
        said = runs(status_line(tour[index], lang))
        assert not said & rule_words, (index + 1, status_line(tour[index], lang))
