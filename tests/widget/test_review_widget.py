"""Game review on the widget: the table rows are ``review_game``'s (a special tile earned by
the 7-point rule shown as "+2"), choosing a turn jumps the replay to its start, the replay moves
the selection, the best alternative is drawn on the board with numbered arrows, the turns and
notes are told in words in the widget's language, and the analysis reports progress."""

from __future__ import annotations

import asyncio
import html
from collections.abc import Callable, Iterator

import pytest

from seven_steps_widget import Game, Phase
from seven_steps_widget.engine.record import GameRecord
from seven_steps_widget.solver import PLAYERS, play_game, review_game
from seven_steps_widget.solver.explain import describe_for
from seven_steps_widget.solver.review import TURN_WORK, TurnReview
from seven_steps_widget.solver.search import UNIT_LIMIT
from seven_steps_widget.widget import review_widget
from seven_steps_widget.widget.pacing import CHUNK_WORK
from seven_steps_widget.widget.review_widget import ReviewWidget, notes, row_text
from seven_steps_widget.words import LANGS, t
from tests.learner_text import assert_learner_text, is_learner_text, shown_text

from .conftest import connect


def worth(cell: str) -> int:
    """A table cell's points: "7+2" (a special tile earned) is worth 9."""
    return sum(int(part) for part in cell.split("+"))


@pytest.fixture(scope="module")
def record() -> GameRecord:
    """A short seeded game between a random and a greedy player (so points are given away)."""
    return play_game([PLAYERS["random"](), PLAYERS["greedy"]()], seed=3).record


@pytest.fixture(scope="module")
def reviewed(record: GameRecord) -> list[TurnReview]:
    """The game's review, worked out once for the module."""
    return review_game(record)


@pytest.fixture
def review_of(
    record: GameRecord, reviewed: list[TurnReview], monkeypatch: pytest.MonkeyPatch
) -> Callable[[], ReviewWidget]:
    """Makes a fresh review widget of ``record`` whose analysis hands out the module's review
    (the widget's own analysis is tested where its rows are compared with ``review_game``)."""

    def turns(game: object) -> Iterator[tuple[int, int, TurnReview | None]]:
        for done, row in enumerate(reviewed):
            yield done, len(reviewed), None
            yield done + 1, len(reviewed), row
        yield len(reviewed), len(reviewed), None

    monkeypatch.setattr(review_widget, "review_turns", turns)
    return lambda: ReviewWidget(record, background=False)


def test_rows_agree_with_review_game(record: GameRecord, reviewed: list[TurnReview]) -> None:
    expected = reviewed
    review = ReviewWidget(record, background=False)
    assert review.reviews == expected
    assert [label for label, _ in review.table.options] == [row_text(r) for r in expected]
    for (label, _), row in zip(review.table.options, expected):
        number, player, points, best, given = label.split()[:5]
        assert (int(number), player) == (row.number, row.player)
        assert (worth(points), worth(best), int(given)) == (
            row.played_value,
            row.best_value,
            row.best_value - row.played_value,
        )
        assert points == (f"{row.played.total}+2" if row.played_tile else str(row.played.total))
    assert any(r.given_away > 0 for r in expected)
    assert any(r.played_tile for r in expected)
    assert "A special tile earned by the 7-point rule counts 2" in review.head.value
    assert review.progress.value == review.progress.max == len(expected)
    assert review.progress.layout.display == "none"


def test_choosing_a_turn_jumps_and_the_replay_moves_the_selection(
    record: GameRecord, review_of: Callable[[], ReviewWidget]
) -> None:
    review = review_of()
    connect(review.board)
    states = record.states()
    row = review.reviews[6]
    review.table.value = 6  # what a click on the row does
    assert review.game.position_index == row.position
    assert review.game.state == states[row.position]
    assert review.game.current == row.player and review.game.phase is Phase.START
    start = states[row.position]
    assert ">Played: " + describe_for(row.played, start) + "<br>" in review.details.value
    best = describe_for(row.best, start)
    assert f"Best: {best} (“Show best turn” draws it on the board)" in review.details.value
    assert_learner_text(shown_text(review.details.value))
    review.board.replay_controls.goto(review.reviews[3].position + 1)  # mid turn 4
    assert review.table.value == 3
    review.board.replay_controls.end.click()
    assert review.table.value == len(review.reviews) - 1
    review.jump(0)
    assert review.game.position_index == 0 and review.table.value == 0


def test_best_alternative_drawn_on_the_board_until_the_replay_moves(
    record: GameRecord, review_of: Callable[[], ReviewWidget]
) -> None:
    review = review_of()
    connect(review.board)
    row = max(range(len(review.reviews)), key=lambda i: review.reviews[i].given_away)
    best = review.reviews[row].best
    review.jump(row)
    review.show_best.value = True
    words = describe_for(best, record.states()[review.reviews[row].position])
    assert f"Best: {words} (shown on the board)" in review.details.value
    preview = review.board.view.preview
    assert preview is not None and preview.turn.cells == best.cells
    assert preview.turn.levels == best.levels
    scene = review.board.scene()
    assert len(scene.having("arrow")) >= len(best.cells) - 1
    assert f"Best turn instead of turn {review.reviews[row].number}" in review.board.to_svg()
    assert review.game.state == record.states()[review.reviews[row].position]  # game untouched
    review.board.replay_controls.next_step.click()
    assert not review.show_best.value and review.board.view.preview is None


def test_review_board_is_read_only_and_the_given_game_is_not_moved() -> None:
    game = Game(("Ann", "Ben"), seed=5)
    player = PLAYERS["greedy"]()
    for _ in range(4):
        game.apply(*player.choose_turn(game.state))
    at = game.position_index
    review = ReviewWidget(game)  # no event loop running: wait() analyses
    assert review.reviews == [] and not review.done
    review.wait(60)
    assert len(review.reviews) == 4 and review.reviews == review_game(game)
    connect(review.board)
    review.jump(2)
    review.board.click(next(iter(review.game.legal_cells())))  # clicks do nothing here
    assert review.game.position_index == review.reviews[2].position
    assert len(review.game.history) == at and game.position_index == at
    board = review.board
    assert board.turn_controls not in board.row.children  # nothing to play
    assert board.replay_controls in board.children  # the replay is out in the open
    assert board.edit_controls not in board.drawer.children


def test_german_review() -> None:
    game = Game(("Ann", "Ben"), seed=5)
    game.apply(*PLAYERS["greedy"]().choose_turn(game.state))
    review = ReviewWidget(game, lang="de", background=False)
    assert review.show_best.description == "Besten Zug zeigen"
    assert "Verschenkt" in review.head.value
    assert "Ein Sonderplättchen aus der 7-Punkte-Regel zählt 2" in review.head.value
    review.jump(0)
    assert ">Gespielt: " in review.details.value
    assert "Scheiben: " in review.details.value and "zusammen" in review.details.value
    assert "(„Besten Zug zeigen“ zeichnet ihn auf den Spielplan)" in review.details.value


def test_analysis_runs_turn_by_turn_on_the_event_loop_and_the_board_answers(
    record: GameRecord, reviewed: list[TurnReview]
) -> None:
    """In a running loop (as in a kernel) the analysis is a task: a turn (or part of one) per
    loop iteration, the progress bar moving up to 100%, the replay answering clicks in
    between."""
    expected = reviewed
    progress: list[int] = []

    async def main() -> ReviewWidget:
        review = ReviewWidget(record)  # made in a running loop: analysed in the background
        review.progress.observe(lambda c: progress.append(c["new"]), names="value")
        connect(review.board)
        assert review.reviews == [] and review.progress.value == 0
        for _ in range(100):  # a few steps for the first turn
            await asyncio.sleep(0)
            if review.progress.value:
                break
        assert not review.done and 0 < review.progress.value < review.progress.max
        review.board.replay_controls.next_step.click()  # answered while the analysis runs
        assert review.game.position_index == 1
        await review.join()
        return review

    review = asyncio.run(main())
    assert review.done and review.reviews == expected
    assert progress == sorted(progress) and progress[-1] == review.progress.max == len(expected)
    assert len(set(progress)) > 2  # it moved in steps
    assert review.progress.layout.display == "none"
    assert [label for label, _ in review.table.options] == [row_text(r) for r in expected]
    assert review.table.value == 0  # the replay's position (1) is in the first turn


@pytest.mark.parametrize("lang", LANGS)
def test_review_rows_are_short_enough_never_to_be_clipped_and_notes_are_told_in_full(
    lang: str,
) -> None:
    game = Game(("Ann", "Ben"), seed=5)
    for _ in range(6):
        game.apply(*PLAYERS["greedy"]().choose_turn(game.state))
    review = ReviewWidget(game, lang=lang, background=False)
    rows = [label for label, _ in review.table.options]
    head = review.head.value
    assert rows and max(len(r) for r in rows) <= 60  # 13 px monospace: < 500 px wide
    with_notes = [i for i, r in enumerate(review.reviews) if notes(r, lang)]
    assert with_notes, "the game should give the review something to note"
    row = with_notes[0]
    review.jump(row)
    for note in notes(review.reviews[row], lang):
        assert html.escape(note) in review.details.value
    assert t("col_notes", lang) in head
    for review_row in review.reviews:
        review.jump(review.reviews.index(review_row))
        details = review.details.value
        assert_learner_text(shown_text(details))
        for note in notes(review_row, lang):
            assert note.endswith(".") and is_learner_text(note)
    if lang == "de":
        assert any(
            "Plättchen" in note for r in review.reviews for note in notes(r, lang)
        ), "German notes name the tiles in German"


def test_no_step_of_the_analysis_holds_the_loop_long() -> None:
    """A 4-player game's analysis gives the loop back after every turn and, within a turn,
    after ``CHUNK_WORK`` positions searched: no step the loop runs does more than that and
    one unit of search (or one turn's replaying) on top. Work, not time, is measured, so a
    busy machine cannot fail it; the benchmark times the steps."""
    names = ("greedy", "random", "lookahead", "greedy")
    record = play_game([PLAYERS[n]() for n in names], seed=0).record

    async def main() -> ReviewWidget:
        review = ReviewWidget(record)
        await review.join()
        return review

    review = asyncio.run(main())
    assert review.done and len(review.reviews) == len(review_game(record))
    chunks = review.meter.chunks
    assert len(chunks) > len(review.reviews)  # some turns took more than one step
    assert max(chunks) <= CHUNK_WORK + max(UNIT_LIMIT, TURN_WORK)
