"""Lesson tasks in the walkthrough: a wrong answer is explained (a refused move crossed out on
the board), a right one confirmed and ticked off; in English and German."""

from __future__ import annotations

import pytest

from seven_steps_widget import Walkthrough
from seven_steps_widget.engine import Color, Game
from seven_steps_widget.lessons.lesson import Lesson, Script
from seven_steps_widget.lessons.rulebook import (
    DIRK_YELLOW_LOW,
    DIRK_YELLOW_TOWER,
    downward_position,
)
from seven_steps_widget.lessons.tasks import CellTask, ChoiceTask
from seven_steps_widget.widget.view_state import Mode
from seven_steps_widget.words import LANGS, t
from tests.said import Said

from .conftest import connect


def dirk_lesson() -> Lesson:
    """Dirk after his first yellow disc: where may his next disc go? Next to it only."""
    game = Game.from_position(downward_position())
    game.place(DIRK_YELLOW_LOW)
    legal = frozenset(game.legal_cells())
    assert DIRK_YELLOW_TOWER in legal
    s = Script(game)
    s.say(Said("Intro"), Said("Dirk has placed two yellow discs.", "Dirk hat zwei gelbe gelegt."))
    s.say(
        Said("Where next?"),
        Said("Dirk's last disc lies on level 2."),
        task=CellTask(
            Said(
                "Click a cell where Dirk's next disc may go.", "Klick ein Feld für Dirks Scheibe."
            ),
            legal,
            Said("Yes: that cell is allowed.", "Ja: dieses Feld ist erlaubt."),
            Said("Allowed, level {level}.", "Erlaubt, Ebene {level}."),
        ),
    )
    s.say(
        Said("How many points?"),
        Said("Count the levels."),
        task=ChoiceTask(
            Said("How many points so far?", "Wie viele Punkte bisher?"),
            (Said("1", "1"), Said("2", "2"), Said("3", "3")),
            answer=0,
            explain=Said("One disc on level 1: 1 point.", "Eine Scheibe auf Ebene 1: 1 Punkt."),
            hint=Said("A disc scores its level.", "Eine Scheibe zählt ihre Ebene."),
            show=(DIRK_YELLOW_LOW,),
        ),
    )
    return Lesson(Said("Dirk"), tuple(s.steps))


@pytest.mark.parametrize("lang", LANGS)
def test_a_wrong_click_is_crossed_out_and_explained_then_a_right_one_is_ticked(lang: str) -> None:
    walk = Walkthrough(dirk_lesson(), lang=lang)
    connect(walk.board)
    assert walk.task_box.layout.display == "none" and walk.lesson.tasks == [1, 2]
    walk.next()
    assert walk.board.view.mode is Mode.ASK and walk.task_box.layout.display == ""
    state, board = walk.game.state, walk.game.board
    far = next(
        c for c in board.cells if c not in (DIRK_YELLOW_LOW, *board.neighbors(DIRK_YELLOW_LOW))
    )
    walk.board.click(far)  # not next to the disc before: refused
    assert walk.game.state is state
    crossed = {s.cell for s in walk.board.scene().having("forbidden")}  # type: ignore[union-attr]
    assert crossed == {far}
    assert "✗" in walk.feedback.value and 1 not in walk.solved
    assert walk.board.view.message_is_error
    right = next(iter(walk.step.task.cells))  # type: ignore[union-attr]
    walk.board.click(right)
    assert walk.game.state is state  # answering places nothing
    assert "✔" in walk.feedback.value and walk.solved == {1}
    assert not walk.board.scene().having("forbidden")
    assert t("task_progress", lang, done=1, n=2) in walk.counter.value


def test_a_choice_is_checked_with_a_hint_then_confirmed() -> None:
    walk = Walkthrough(dirk_lesson())
    walk.show(2)
    assert [b.description for b in walk.choices.children] == ["1", "2", "3"]
    walk.choices.children[2].click()
    assert "scores its level" in walk.feedback.value and 2 not in walk.solved
    walk.choices.children[0].click()
    assert "1 point." in walk.feedback.value and walk.solved == {2}
    ringed = {s.cell for s in walk.board.scene().having("selected")}  # type: ignore[union-attr]
    assert ringed == {DIRK_YELLOW_LOW}
    walk.show(1)
    assert walk.choices.children == () and walk.feedback.value == ""


def test_an_allowed_cell_that_is_not_asked_for_says_so() -> None:
    game = Game.from_position(downward_position())
    yellow = frozenset(c for c in game.legal_cells() if game.board.color(c) is Color.YELLOW)
    task = CellTask(
        Said("Click a purple cell.", "Klick ein lila Feld."),
        frozenset(c for c in game.legal_cells() if game.board.color(c) is Color.PURPLE),
        Said("Yes.", "Ja."),
        Said(
            "Allowed, but not purple: level {level}.", "Erlaubt, aber nicht lila: Ebene {level}."
        ),
    )
    verdict = task.check(game.state, next(iter(yellow)), "de")
    assert (
        not verdict.right
        and verdict.text
        == t("task_wrong", "de", hint="Erlaubt, aber nicht lila: Ebene 1.")
        and not verdict.crossed
    )


def test_a_choice_task_refuses_an_answer_that_is_no_option() -> None:
    with pytest.raises(ValueError, match="not one of"):
        ChoiceTask(Said("?", "?"), (Said("a", "a"),), 3, Said("", ""), Said("", ""))


def test_a_step_can_cross_out_forbidden_moves_until_the_learner_experiments() -> None:
    game = Game.from_position(downward_position())
    game.place(DIRK_YELLOW_LOW)
    cells = tuple(c for c in game.board.cells if c not in game.legal_cells())[:2]
    s = Script(game)
    s.say(Said("Not here"), Said("Dirk may not go on these cells."), forbidden=cells)
    walk = Walkthrough(Lesson(Said("Dirk"), tuple(s.steps)))
    crossed = {s.cell for s in walk.board.scene().having("forbidden")}  # type: ignore[union-attr]
    assert crossed == set(cells)
    walk.experiment()
    assert not walk.board.scene().having("forbidden")
