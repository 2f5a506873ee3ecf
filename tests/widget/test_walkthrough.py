"""The lesson walkthrough (issue 5's reusable step-through) on the Python side."""

from __future__ import annotations

import html

import pytest

from seven_steps_widget import Walkthrough
from seven_steps_widget.lessons import rules_quiz, rules_tour
from seven_steps_widget.lessons.tasks import CellTask, ChoiceTask
from seven_steps_widget.widget.turn_controls import TurnControls
from seven_steps_widget.words import t


@pytest.fixture
def walk() -> Walkthrough:
    return Walkthrough(rules_tour())


def test_steps_show_their_state_and_highlight(walk: Walkthrough) -> None:
    assert walk.index == 0 and walk.back_button.disabled
    for index in (3, 7, len(walk.lesson) - 1):
        walk.show(index)
        step = walk.lesson[index]
        assert walk.game.state == step.state
        assert walk.board.view.highlight == step.highlight
        assert html.escape(step.title("en")) in walk.heading.value
    assert walk.next_button.disabled
    walk.next()  # clamped at the end
    assert walk.index == len(walk.lesson) - 1
    walk.restart_button.click()
    assert walk.index == 0


def test_buttons_step_forwards_and_back(walk: Walkthrough) -> None:
    walk.next_button.click()
    walk.next_button.click()
    assert walk.index == 2 and walk.counter.value.startswith(f"Step 3 of {len(walk.lesson)}")
    walk.back_button.click()
    assert walk.index == 1


def test_a_click_starts_an_experiment_and_return_restores_the_step(walk: Walkthrough) -> None:
    index = next(i for i, s in enumerate(walk.lesson) if s.state.turn.cells == ())
    walk.show(index)
    step_state = walk.game.state
    cell = next(iter(walk.game.legal_cells()))
    walk.board.click(cell)
    assert walk.experimenting and walk.game.state != step_state
    assert walk.board.view.highlight == ()
    assert walk.try_button.description == "Back to the lesson"
    walk.try_button.click()
    assert not walk.experimenting and walk.game.state == step_state


def test_try_button_without_a_move_and_german(walk: Walkthrough) -> None:
    walk.try_button.click()
    assert walk.experimenting and "Your turn" in walk.narration.value
    german = Walkthrough(rules_tour(), lang="de")
    assert "Das Material" in german.heading.value
    assert german.next_button.description == "Weiter ▶"


def test_saved_output_carries_a_static_board(walk: Walkthrough) -> None:
    bundle = walk._repr_mimebundle_()
    assert bundle["image/svg+xml"].startswith("<svg")
    assert t("lesson_step", "en", i=1, n=len(walk.lesson)) in bundle["text/plain"]


def test_german_buttons_are_distinct_and_sized_to_their_labels() -> None:
    walk = Walkthrough(rules_tour(), lang="de")
    buttons = [walk.restart_button, walk.back_button, walk.next_button, walk.try_button]
    turn = walk.board.turn_controls
    labels = [b.description for b in [*buttons, turn.undo, turn.redo]]
    assert len(set(labels)) == len(labels), labels  # not three times "Zurück"
    assert sum("Zurück" in label for label in labels) <= 1
    assert all(b.layout.width == "auto" for b in buttons)  # "Selbst ausprobier…" was cut
    assert walk.counter.value.startswith(f"Schritt 1 von {len(walk.lesson)}")
    walk.try_button.click()
    assert walk.try_button.description == "Zur Lektion"


def test_try_it_yourself_shows_legal_cells_only_when_ticked(walk: Walkthrough) -> None:
    walk.try_button.click()
    options = walk.board.option_controls
    assert not options.boxes["show_legal"].value
    assert walk.board.scene().having("legal-ring") == []  # the box is off: no marks
    options.boxes["show_legal"].value = True
    assert walk.board.scene().having("legal-ring")
    walk.try_button.click()  # back to the lesson, then try again: the learner's choice stays
    walk.try_button.click()
    assert options.boxes["show_legal"].value and walk.board.scene().having("legal-ring")


def test_rule_ids_are_for_teachers_only() -> None:
    learner = Walkthrough(rules_tour())
    teacher = Walkthrough(rules_tour(), show_rules=True)
    for index in range(len(learner.lesson)):
        learner.show(index)
        teacher.show(index)
        assert "Rules:" not in learner.narration.value
        assert ("Rules: " + ", ".join(learner.step.rules)) in teacher.narration.value


def test_a_task_prompt_does_not_stay_on_the_next_step() -> None:
    from seven_steps_widget.lessons import special_tiles_tour

    walk = Walkthrough(special_tiles_tour())
    lesson = walk.lesson
    # a task followed by a step without one (the tour opens with tasks now)
    task = next(i for i in lesson.tasks if i + 1 < len(lesson) and lesson[i + 1].task is None)
    walk.show(task)
    prompt = walk.step.task.prompt("en")  # type: ignore[union-attr]
    assert walk.board.status == prompt
    walk.show(task + 1)
    assert walk.step.task is None and walk.board.status != prompt


def test_the_turns_buttons_show_only_while_trying_it_out(walk: Walkthrough) -> None:
    """In the row only while trying it out, and made only then (a page with several lessons
    opens faster without the buttons nobody sees yet)."""
    row = walk.board.row
    assert not any(isinstance(w, TurnControls) for w in row.children)  # the lesson's own lead
    assert walk.board._parts.peek("turn") is None
    walk.experiment()
    assert row.children[0] is walk.board.turn_controls
    assert walk.board.turn_controls.undo.layout.display != "none"
    walk.show(walk.index)
    assert walk.board.turn_controls not in row.children


# ------------------------------------------------------------------ first try counts (issue 22)
def _wrong_answer(walk: Walkthrough) -> None:
    """Answer the step's task wrongly: an option not right, or a cell not asked for."""
    task = walk.step.task
    if isinstance(task, CellTask):
        cell = next(c for c in walk.step.state.board.cells if c not in task.cells)
        assert walk.answer_cell(cell) is not None
    else:
        assert isinstance(task, ChoiceTask)
        walk.answer_choice(next(i for i in range(len(task.options)) if i != task.answer))


def _right_answer(walk: Walkthrough) -> None:
    task = walk.step.task
    if isinstance(task, CellTask):
        walk.answer_cell(next(iter(task.cells)))
    else:
        assert isinstance(task, ChoiceTask)
        walk.answer_choice(task.answer)


def test_a_right_first_answer_earns_a_star_a_retried_one_only_a_tick() -> None:
    walk = Walkthrough(rules_quiz())
    first, second = walk.lesson.tasks[:2]
    n = len(walk.lesson.tasks)
    walk.show(first)
    _wrong_answer(walk)
    _right_answer(walk)
    assert walk.solved == {first} and walk.first_try == set()
    assert walk.counter.value.endswith(f"✔ 1 of {n} tasks · ★ 0 at the first try")
    _wrong_answer(walk)  # once solved, a later answer changes nothing
    walk.show(second)
    _right_answer(walk)
    assert walk.solved == {first, second} and walk.first_try == {second}
    assert walk.counter.value.endswith(f"✔ 2 of {n} tasks · ★ 1 at the first try")
    _wrong_answer(walk)
    assert walk.first_try == {second}
    assert walk.summary.value == ""  # the quiz is not over yet


def test_the_quiz_end_says_the_score_and_the_tour_steps_to_look_at_again() -> None:
    quiz = rules_quiz()
    tour = rules_tour()
    walk = Walkthrough(quiz, lang="de")
    missed = quiz.tasks[0]  # where a first disc may go
    for index in quiz.tasks:
        walk.show(index)
        if index == missed:
            _wrong_answer(walk)
        _right_answer(walk)
    n = len(quiz.tasks)
    assert walk.first_try == set(quiz.tasks) - {missed}
    summary = html.unescape(walk.summary.value)
    assert t("quiz_end.score", "de", stars=n - 1, n=n) in summary
    assert t("rules_tour.title", "de") in summary
    taught = tour.find("R7")[0]  # the first tour step that teaches the first disc
    assert f"„{tour[taught].title('de')}“ (Schritt {taught + 1})" in summary
    assert all(step.title("de") not in summary for step in tour if "R12" in step.rules)


def test_a_quiz_right_at_every_first_try_says_so_and_a_tour_says_nothing() -> None:
    walk = Walkthrough(rules_quiz())
    for index in walk.lesson.tasks:
        walk.show(index)
        _right_answer(walk)
    assert t("quiz_end.perfect", "en") in walk.summary.value
    tour = Walkthrough(rules_tour())
    for index in tour.lesson.tasks:
        tour.show(index)
        _right_answer(tour)
    assert tour.summary.value == "" and tour.first_try == set(tour.lesson.tasks)


def test_the_board_withholds_what_the_task_asks_until_the_learner_plays_on(
    walk: Walkthrough,
) -> None:
    """Review points C1/C2: the bag's count (step 6) and the winner (step 42) are not drawn
    while their question is asked; C3: the status line of "The score track" does not state the
    7-point rule the next steps ask. "Try it yourself" shows the board whole again."""
    bag_step = next(i for i, s in enumerate(walk.lesson) if "bag" in s.withheld)
    walk.show(bag_step)
    bag = sum(walk.lesson[bag_step].state.bag_counts)
    svg = walk.board.to_svg()
    assert html.escape(t("bag", "en", n="?")) in svg
    assert html.escape(t("bag", "en", n=bag)) not in svg
    walk.experiment()
    assert html.escape(t("bag", "en", n=bag)) in walk.board.to_svg()
    winner_step = next(i for i, s in enumerate(walk.lesson) if "winner" in s.withheld)
    walk.show(winner_step)
    assert t("game_over", "en") in walk.board.to_svg()
    assert "Caro, Dirk" not in walk.board.to_svg()
    scored = next(i for i, s in enumerate(walk.lesson) if s.status is not None)
    walk.show(scored)
    said = walk.lesson[scored].status
    assert said is not None and walk.board.status == said("en")
