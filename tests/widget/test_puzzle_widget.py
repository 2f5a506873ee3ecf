"""Puzzle mode with the shipped puzzles: every answer built on the board is judged right, a
weaker turn is told its point gap, hints come one at a time and ring their cells, the solution
is put on the board as the turn in progress with numbered arrows and told in words, and the set
can be filtered and stepped through; in German all of it in German."""

from __future__ import annotations

import html

import pytest

from seven_steps_widget.engine.actions import Place, Score, UseAid
from seven_steps_widget.solver import PUZZLE_SETS, Puzzle, load_puzzles
from seven_steps_widget.solver.explain import describe_for
from seven_steps_widget.widget.puzzle_widget import PuzzleWidget
from seven_steps_widget.words import LANGS, t
from tests.learner_text import assert_learner_text, shown_text

from .conftest import connect

PUZZLES = load_puzzles()
GOALS = load_puzzles("placement") + load_puzzles("tiles")


def by_id(puzzle_id: str) -> Puzzle:
    return next(p for p in PUZZLES if p.id == puzzle_id)


def build_answer(widget: PuzzleWidget) -> None:
    """Play the puzzle's answer the way a user does: aid tile, clicks, the VP tile's box."""
    for action in widget.puzzle.answer_actions():
        if isinstance(action, UseAid):
            widget.game.apply(action)
        elif isinstance(action, Place):
            widget.board.click(action.cell)
        elif isinstance(action, Score) and action.vp is not None:
            widget.board.turn_controls.use_vp.value = True


@pytest.mark.parametrize("puzzle", PUZZLES + GOALS, ids=[p.id for p in PUZZLES + GOALS])
def test_every_shipped_answer_built_on_the_board_is_right(puzzle: Puzzle) -> None:
    widget = PuzzleWidget(puzzle)
    build_answer(widget)
    check = widget.submit()
    assert check.right and check.points == puzzle.solution().total
    if puzzle.goal == "best":
        assert check.is_best
        assert widget.feedback.value.startswith(f"Best! {puzzle.best_points} points")
    else:
        assert widget.feedback.value.startswith("Right! ")
    assert widget.solved == {puzzle.id}


def test_aid_played_with_the_buttons_and_submit_is_the_one_way_to_finish() -> None:
    puzzle = by_id("s7-9")  # aid A1 0,2 1,2, then seven discs
    widget = PuzzleWidget(puzzle)
    connect(widget.board)
    tc = widget.board.turn_controls
    tc.aid_button.click()
    widget.board.click((0, 2))
    widget.board.click((1, 2))
    tc.aid_box.apply.click()
    for action in puzzle.answer_actions()[1:-1]:
        assert isinstance(action, Place)
        widget.board.click(action.cell)
    # the board's "End placing & score" would play the turn on (score, bonus buttons): hidden
    assert tc.score_box.layout.display == "" and tc.score_button.layout.display == "none"
    before = widget.game.state.scores
    assert widget.submit().is_best
    assert widget.game.state.scores == before and tc.bonus_box.layout.display == "none"
    assert widget.feedback.value.startswith("Best!")


def test_weaker_turn_is_told_the_point_gap_and_an_empty_turn_is_refused() -> None:
    puzzle = by_id("s7-102")  # best: 4,-2 (1) -> 3,-2 (2) -> 3,-3 (2) = 5
    widget = PuzzleWidget(puzzle)
    check = widget.submit()
    assert not check.legal
    assert widget.feedback.value == (
        "Not allowed: Place at least one disc before you score: your hand is not empty."
    )
    widget.board.click((4, -2))
    widget.board.click((3, -2))
    check = widget.submit()
    assert check.legal and not check.is_best and check.points == 3
    assert widget.feedback.value == "Legal, 3 points; the best turn scores 5 (2 more)."
    assert widget.solved == set() and widget.progress.value == "0 of 1 solved"


def test_hints_grow_and_the_solution_is_drawn_as_the_turn_in_progress() -> None:
    puzzle = by_id("s7-10")  # three discs and V2 on green
    widget = PuzzleWidget(puzzle)
    connect(widget.board)
    shown = []
    for h in puzzle.hints:
        shown.append(widget.show_hint())
        assert widget.board.view.highlight == h.cells  # the hint's cells are ringed
    assert shown == [h.text("en") for h in puzzle.hints]
    assert widget.feedback.value.count("Hint ") == len(puzzle.hints)
    assert widget.hint_button.disabled and widget.revealed
    plan = widget.show_solution()
    assert widget.game.turn.cells == plan.cells == puzzle.solution().cells
    assert widget.game.turn.levels == plan.levels
    scene = widget.board.scene()
    assert len(scene.having("arrow")) >= len(plan.cells) - 1
    words = describe_for(plan, puzzle.state, shown=True)
    assert widget.board.status == f"Solution: {words}"
    assert "tile V2 +4" in words and words.endswith("(shown on the board)")
    assert_learner_text(widget.board.status)
    assert widget.board.view.highlight == ()  # the discs themselves show the solution now
    widget.submit()  # the solution is best, but seen: it does not count as solved
    assert widget.last_check is not None and widget.last_check.is_best
    assert widget.solved == set()
    assert "does not count as solved" in widget.feedback.value
    widget.reset()
    assert widget.game.state == puzzle.state and widget.feedback.value.count("Hint ") == 4
    assert not widget.board.turn_controls.use_vp.value


def test_set_navigation_difficulty_filter_and_progress() -> None:
    widget = PuzzleWidget()
    n = len(PUZZLES)
    assert len(widget.puzzles) == n == 30
    assert widget.progress.value == f"0 of {n} solved" and widget.prev_button.disabled
    assert f"Puzzle 1 of {n}: Up one level (difficulty 1/5)" in widget.heading.value
    build_answer(widget)
    widget.submit()
    widget.next_button.click()
    assert widget.index == 1 and widget.game.state == PUZZLES[1].state
    assert widget.progress.value == f"1 of {n} solved" and widget.feedback.value == ""
    widget.difficulty.value = 5
    assert {p.difficulty for p in widget.shown} == {5} and widget.index == 0
    assert "Puzzle 1 of 5" in widget.heading.value and "difficulty 5/5" in widget.heading.value
    widget.go(99)
    assert widget.index == 4 and widget.next_button.disabled
    assert widget.game.state == widget.shown[4].state
    assert widget.puzzle.question_in("en") in widget.heading.value


@pytest.mark.parametrize("lang", LANGS)
def test_every_set_in_every_language(lang: str) -> None:
    """Each shipped set reads in each language of the catalogs: title, question, hints and
    verdict in the widget, the summary a saved notebook keeps."""
    for name in PUZZLE_SETS:
        widget = PuzzleWidget(name, lang=lang)
        puzzle = widget.puzzle
        assert html.escape(puzzle.title_in(lang)) in widget.heading.value
        assert html.escape(puzzle.question_in(lang)) in widget.heading.value
        assert widget.show_hint() == puzzle.hints[0].text(lang)
        assert widget.submit().message in html.unescape(widget.feedback.value)
        for text in (widget.heading.value, widget.feedback.value):
            assert_learner_text(shown_text(text))
        summary = widget._repr_mimebundle_()["text/plain"]
        assert puzzle.title_in(lang) in summary


def test_german_labels() -> None:
    widget = PuzzleWidget(by_id("s7-102"), lang="de")
    assert widget.submit_button.description == "Abgeben"
    widget.board.click((4, -2))
    widget.submit()
    assert widget.feedback.value == "Erlaubt, 1 Punkt; der beste Zug bringt 5 (4 mehr)."
    assert "Rätsel 1 von 1: Ben nach 20 Zügen (Schwierigkeit 2/5)" in widget.heading.value
    assert "Ben ist am Zug. Welcher Zug bringt die meisten Punkte" in widget.heading.value


def test_german_goal_puzzle_wrong_then_hint_then_right() -> None:
    """The German flow of a beginner puzzle: the set by name, German title and question, a
    wrong turn told in German, a hint that rings its cell, then the right turn."""
    widget = PuzzleWidget("placement", lang="de")
    connect(widget.board)
    widget.go(next(i for i, p in enumerate(widget.shown) if p.id == "place-3"))
    puzzle = widget.puzzle
    assert puzzle.goal == "level>=3"
    heading = widget.heading.value
    assert "Rätsel 3 von 7: Hinauf auf Ebene 3 (Schwierigkeit 2/5)" in heading
    assert "Ann ist am Zug. Lege eine Scheibe auf Ebene 3." in heading
    cells = puzzle.solution().cells
    widget.board.click(cells[0])
    widget.board.click(cells[1])
    check = widget.submit()
    assert check.legal and not check.right
    assert widget.feedback.value == (
        "Erlaubt, aber deine höchste Scheibe liegt auf Ebene 2; das Ziel ist Ebene 3."
    )
    assert widget.solved == set()
    assert widget.show_hint().startswith("Jede Scheibe darf eine Ebene höher liegen")
    second = widget.show_hint()
    assert second == "Die erste Scheibe: türkis, auf Ebene 1, auf dem umrandeten Feld."
    assert widget.board.view.highlight == cells[:1]
    assert "Tipp 2: Die erste Scheibe" in widget.feedback.value
    widget.reset()
    for cell in cells:
        widget.board.click(cell)
    check = widget.submit()
    assert check.right and widget.solved == {"place-3"}
    assert widget.feedback.value.startswith("Richtig! Dein Zug erreicht Ebene 3.")
    assert widget.progress.value == "1 von 7 gelöst"
    for text in (widget.heading.value, widget.feedback.value):
        assert_learner_text(shown_text(text))
    widget.show_solution()
    assert widget.board.status.startswith("Lösung: 3 Scheiben: türkis, dann gelb, dann gelb")
    assert widget.board.status.endswith("(auf dem Spielplan gezeigt)")
    widget.submit()
    assert widget.feedback.value.startswith("Richtig — aber die Lösung wurde gezeigt")


def test_german_refusal_and_an_unused_tile_pointed_out() -> None:
    widget = PuzzleWidget(next(p for p in GOALS if p.id == "tile-2"), lang="de")
    check = widget.submit()  # nothing placed yet
    assert not check.legal and widget.feedback.value == html.escape(
        t("not_allowed", "de", why=t("refusal.place_before_scoring", "de"))
    )
    assert widget.feedback.value.startswith("Nicht erlaubt: Lege mindestens eine Scheibe, bevor")
    for action in widget.puzzle.answer_actions()[:-1]:
        assert isinstance(action, Place)
        widget.board.click(action.cell)
    check = widget.submit()  # the right discs, but V4 not ticked
    assert check.legal and not check.right
    assert widget.feedback.value == html.escape(check.message)
    assert check.message.startswith("Erlaubt, 4 Punkte; das Ziel ist 8 (4 mehr).")
    assert "(Das Siegpunkte-Plättchen V4 wurde nicht eingesetzt" in check.message
    widget.board.turn_controls.use_vp.value = True
    assert widget.submit().right
    assert widget.feedback.value == "Richtig! 8 Punkte — das Ziel war 8."
