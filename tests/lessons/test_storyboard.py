"""The storyboard: a lesson readable without a kernel, every step's picture with its words."""

from __future__ import annotations

import base64
import html
import re

import pytest

from seven_steps_widget import Game
from seven_steps_widget.drawing import build_scene, scene_to_svg
from seven_steps_widget.lessons import rules_tour, special_tiles_tour
from seven_steps_widget.lessons.lesson import Lesson, Script
from seven_steps_widget.lessons.storyboard import frames, step_view, storyboard_html
from seven_steps_widget.lessons.tasks import CellTask, ChoiceTask
from seven_steps_widget.words import LANGS
from tests.said import Said


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("make", [rules_tour, special_tiles_tour])
def test_every_step_is_in_the_storyboard_with_its_picture_and_words(lang: str, make) -> None:  # type: ignore[no-untyped-def]
    lesson = make()
    board = storyboard_html(lesson, lang)
    pictures = re.findall(r"data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)", board)
    assert len(pictures) == len(lesson) == board.count("<h3>")
    for frame, picture, step in zip(frames(lesson, lang), pictures, lesson):
        title, story = step.narration(lang)
        assert html.escape(title) in board and html.escape(story) in board
        svg = base64.b64decode(picture).decode()
        assert svg == frame.svg and svg.startswith("<svg")
        sizes = [float(s) for s in re.findall(r'font-size="([\d.]+)"', svg)]
        scale = float(re.search(r'viewBox="0 0 (\d+)', svg)[1]) / float(
            re.search(r'width="([\d.]+)"', svg)[1]
        )  # type: ignore[index]
        assert min(sizes) / scale >= 12  # the same >= 12 px lettering as the live board
        if step.task is not None:
            assert html.escape(frame.task) in board and html.escape(frame.answer) in board


def task_lesson() -> Lesson:
    """Two steps with tasks: click a cell for Ann's first disc; how many (two)."""
    game = Game(("Ann", "Ben"), seed=3)
    legal = frozenset(game.legal_cells())
    s = Script(game)
    s.say(
        Said("First disc", "Erste Scheibe"),
        Said("Ann begins.", "Ann fängt an."),
        task=CellTask(Said("Click a cell.", "Klick."), legal, Said("Yes.", "Ja."), Said("", "")),
    )
    s.say(
        Said("Points", "Punkte"),
        Said("Count.", "Zähle."),
        task=ChoiceTask(
            Said("How many?", "Wie viele?"),
            (Said("one", "eins"), Said("two", "zwei")),
            1,
            Said("Two levels.", "Zwei Ebenen."),
            Said("Count again.", "Nochmal zählen."),
        ),
    )
    return Lesson(Said("T", "T"), tuple(s.steps))


def test_a_tasks_answer_is_told_and_its_cells_ringed_in_the_picture() -> None:
    lesson = task_lesson()
    legal = lesson[0].task.cells  # type: ignore[union-attr]
    first, second = frames(lesson, "de")
    picture = build_scene(lesson[0].state, step_view(lesson[0], "de", answered=True))
    assert {s.cell for s in picture.having("selected")} == set(legal)  # type: ignore[union-attr]
    assert first.svg == scene_to_svg(picture, compact=True)
    assert first.answer == "Lösung: die umrandeten Felder. Ja."
    assert second.task == "Wie viele? (eins · zwei)"
    assert second.answer == "Lösung: zwei. Zwei Ebenen."
