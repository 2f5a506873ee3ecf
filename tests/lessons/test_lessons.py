"""The lessons behind notebooks 1 and 2: they cover their rules and show engine-made states."""

from __future__ import annotations

import re

import pytest

from seven_steps_widget.engine import Phase
from seven_steps_widget.lessons import (
    Lesson,
    rules_quiz,
    rules_tour,
    special_tiles_tour,
    tiles_quiz,
)
from seven_steps_widget.lessons.rulebook import Question


@pytest.fixture(scope="module")
def tour() -> Lesson:
    return rules_tour()


@pytest.fixture(scope="module")
def tiles() -> Lesson:
    return special_tiles_tour()


def test_rules_tour_covers_material_turns_and_every_rulebook_example(tour: Lesson) -> None:
    expected = {f"R{i}" for i in range(1, 15)} | {f"E{i}" for i in range(1, 7)} | {"D1"}
    assert expected <= tour.rules


def test_special_tiles_tour_covers_every_tile(tiles: Lesson) -> None:
    expected = {f"A{i}" for i in range(1, 6)} | {f"V{i}" for i in range(1, 7)}
    assert expected | {"R11", "D2", "D3", "D4"} <= tiles.rules


def test_narrations_state_the_engines_numbers(tour: Lesson) -> None:
    bärbel_end = tour[tour.find("E1")[-1]]
    assert "= 6 points" in bärbel_end.text("en") and "= 6 Punkte" in bärbel_end.text("de")
    caro = tour[tour.find("E2")[-1]]
    assert "= 9 points" in caro.text("en") and "= 9 Punkte" in caro.text("de")
    # Caro's step shows her six discs still as this turn's discs (numbered with arrows)
    assert caro.state.phase is Phase.PLACE and len(caro.state.turn.cells) == 6
    # E3/E4 ask first, then cross the refused cell out; the learner reads the engine's sentence
    # in words (levels, no rule id): a jump from level 1 to 3, a step down from level 2 to 1
    e3_question, e3_shown = (tour[i] for i in tour.find("E3"))
    assert isinstance(e3_question.task, Question)
    assert e3_question.task.values[e3_question.task.answer] == ("no", "jump")
    assert "jump from level 1 to level 3" in e3_question.task.explain("en")
    assert "Sprung von Ebene 1 auf Ebene 3" in e3_question.task.explain("de")
    assert (
        "level 3" in e3_shown.text("en") and "Ebene 3" in e3_shown.text("de") and e3_shown.forbidden
    )
    e4_question, e4_shown = (tour[i] for i in tour.find("E4"))
    assert isinstance(e4_question.task, Question)
    assert e4_question.task.values[e4_question.task.answer] == ("no", "step_down")
    assert "go down from level 2 to level 1" in e4_question.task.explain("en")
    assert "von Ebene 2 hinunter auf Ebene 1" in e4_question.task.explain("de")
    assert "below level 2" in e4_shown.text("en")
    assert "letzte Scheibe auf Ebene 2" in e4_shown.text("de")
    e6 = [tour[i] for i in tour.find("E6")]
    assert "28 points" in e6[0].text("en") and max(e6[0].state.heights_by_cell) == 7
    assert "28 Punkte" in e6[0].text("de")
    assert max(e6[-1].state.heights_by_cell) < 7


def test_aid_steps_show_an_improvement(tiles: Lesson) -> None:
    for tile in ("A1", "A2", "A3", "A4", "A5"):
        steps = [tiles[i] for i in tiles.find(tile)]
        pair = [
            step
            for step in steps
            if step.title("en") in (f"{tile} — without the tile", f"{tile} — with the tile")
        ]
        numbers = [int(n) for step in pair for n in re.findall(r"(\d+) points", step.text("en"))]
        assert len(pair) == 2 and numbers[-1] > numbers[0], (tile, numbers)


def test_every_step_has_a_title_text_and_german_where_given(tour: Lesson) -> None:
    for step in tour:
        assert step.title("en") and step.text("en") and step.rules
        title, text = step.narration("de")
        assert title and text
    assert tour[0].narration("de")[0] == "Das Material"


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_tasks_ask_to_choose_not_to_click(lang: str) -> None:
    """A pupil answers a task with the mouse or with the keys (Enter chooses the cell under
    the cursor), so no prompt asks for a click."""
    prompts = [
        step.task.prompt(lang)
        for lesson in (rules_tour(), special_tiles_tour(), rules_quiz(), tiles_quiz())
        for step in lesson
        if step.task is not None
    ]
    assert len(prompts) >= 50
    assert not [p for p in prompts if re.search(r"\b(click|klick|cliqu)", p, re.IGNORECASE)]
