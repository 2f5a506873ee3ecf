"""A lesson asks about someone else's turn ("may Bärbel build there?"), so the engine's refusals
it shows are about that player by name, never "you" (review of 2026-11-25, point 14)."""

from __future__ import annotations

import re

import pytest

from seven_steps_widget.lessons import rules_quiz, rules_tour, special_tiles_tour, tiles_quiz
from seven_steps_widget.lessons.lesson import Lesson
from seven_steps_widget.lessons.rulebook import Question
from seven_steps_widget.lessons.tasks import CellTask
from seven_steps_widget.words import LANGS
from tests.engine.test_refusal_texts import YOU


@pytest.fixture(scope="module")
def lessons() -> dict[str, Lesson]:
    return {
        "RT": rules_tour(),
        "RQ": rules_quiz(),
        "TT": special_tiles_tour(),
        "TQ": tiles_quiz(),
    }


def test_no_refusal_a_click_task_shows_speaks_to_you(lessons: dict[str, Lesson]) -> None:
    refused = 0
    for name, lesson in lessons.items():
        for number, step in enumerate(lesson, 1):
            if not isinstance(step.task, CellTask):
                continue
            for cell in step.state.board.cells:
                for lang in LANGS:
                    verdict = step.task.check(step.state, cell, lang)
                    if verdict.right or not verdict.crossed:
                        continue  # only a refused click is crossed out
                    refused += 1
                    assert not re.search(YOU[lang], verdict.text, re.I), (
                        f"{name} {number} ({lang}): {verdict.text}"
                    )
    assert refused > 100  # the check saw many refusals, of several kinds


def test_each_cell_once_per_turn_names_baerbel(lessons: dict[str, Lesson]) -> None:
    step = next(s for s in lessons["RT"] if s.forbidden and s.state.current == "Bärbel")
    (crossed,) = step.forbidden
    assert isinstance(step.task, CellTask)
    said = {lang: step.task.check(step.state, crossed, lang).text for lang in LANGS}
    assert "Bärbel already built on this cell this turn" in said["en"]
    assert "Dieses Feld hat Bärbel in diesem Zug schon bebaut" in said["de"]
    assert "Bärbel a déjà construit sur cette case" in said["fr"]


def test_the_quiz_answer_about_a_cell_built_on_names_the_player(
    lessons: dict[str, Lesson],
) -> None:
    (step,) = [
        s
        for s in lessons["RQ"]
        if isinstance(s.task, Question)
        and s.task.values[s.task.answer] == ("no", "cell_used_this_turn")
    ]
    assert isinstance(step.task, Question)
    name = step.state.current
    explained = {lang: step.task.explain(lang) for lang in LANGS}
    assert explained["en"].startswith(f"{name} already built on this cell")
    assert f"hat {name} in diesem Zug schon bebaut" in explained["de"]
    assert explained["fr"].startswith(f"{name} a déjà construit")
    for lang, text in explained.items():
        assert not re.search(YOU[lang], text, re.I), text
