"""A quiz's "look again" names the tour steps that teach what a missed question asked: for a
tile, a step about that tile (not the list of the box's captions); for the full-colour case of
the first disc, the step that teaches it; on the exported page as in the lesson."""

from __future__ import annotations

import json
import re

import pytest

from seven_steps_widget.engine.rules.special_tiles import AID_TILES, VP_TILES
from seven_steps_widget.export.lesson_page import lesson_page
from seven_steps_widget.lessons import (
    Lesson,
    rules_quiz,
    rules_tour,
    special_tiles_tour,
    tiles_quiz,
)
from seven_steps_widget.words import LANGS

TILES = set(AID_TILES) | set(VP_TILES)


@pytest.fixture(scope="module", params=["rules", "tiles"])
def quiz_and_tour(request: pytest.FixtureRequest) -> tuple[Lesson, Lesson]:
    if request.param == "rules":
        return rules_quiz(), rules_tour()
    return tiles_quiz(), special_tiles_tour()


def test_each_look_again_step_teaches_a_rule_the_task_asks(
    quiz_and_tour: tuple[Lesson, Lesson],
) -> None:
    quiz, tour = quiz_and_tour
    for index in quiz.tasks:
        asked = set(quiz[index].asks_rules)
        taught = {rule for rule in asked if tour.find(rule)}
        topics = quiz.topics_of(index)
        assert topics or not taught, (index, asked)
        for number, _ in topics:
            step = tour[number - 1]
            assert asked & set(step.rules), (index, number, step.title("en"))
        for rule in taught:  # every asked rule the tour teaches has its step in the list
            assert any(rule in tour[n - 1].rules for n, _ in topics), (index, rule)


def test_a_tile_is_looked_at_again_where_the_tile_itself_is_shown(
    quiz_and_tour: tuple[Lesson, Lesson],
) -> None:
    """Review point C4: A2, A4, A5, V1, V2 and V6 pointed at the caption lists."""
    quiz, tour = quiz_and_tour
    for index in quiz.tasks:
        for tile in TILES & set(quiz[index].asks_rules):
            steps = [tour[n - 1] for n, _ in quiz.topics_of(index) if tile in tour[n - 1].rules]
            assert steps, (index, tile)
            for step in steps:
                assert step.title("en").startswith(tile), (index, tile, step.title("en"))


def test_the_full_colour_question_points_at_the_step_that_teaches_it() -> None:
    """Review point: the rules quiz's "all black cells taken" question pointed only at the
    first-disc step, not at the step where every red cell is taken."""
    quiz, tour = rules_quiz(), rules_tour()
    (index,) = [i for i in quiz.tasks if "R7.full" in quiz[i].asks_rules]
    (teaching,) = [n for n, step in enumerate(tour, start=1) if "R7.full" in step.rules]
    assert teaching in [n for n, _ in quiz.topics_of(index)]


@pytest.mark.parametrize("lang", LANGS)
def test_the_exported_quiz_carries_the_same_steps(
    quiz_and_tour: tuple[Lesson, Lesson], lang: str
) -> None:
    quiz, _ = quiz_and_tour
    page = lesson_page(quiz, lang)
    found = re.search(r"<script type='application/json' id='words'>(.*?)</script>", page)
    assert found, "the page carries its words"
    topics = json.loads(found.group(1).replace("<\\/", "</"))["end"]["topics"]
    for index in quiz.tasks:
        numbers = [number for number, _ in topics[str(index)]]
        assert numbers == [n for n, _ in quiz.topics_of(index)], (lang, index)

