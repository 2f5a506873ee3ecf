"""The board as text (a cell read aloud, the whole position, the announcements) in every
language: true to the position, cells by their names, no rule ids or coordinates."""

from __future__ import annotations

import re

import pytest

from seven_steps_widget import Game
from seven_steps_widget.engine import Place, Score, cell_name
from seven_steps_widget.engine.hexgrid import Cell
from seven_steps_widget.engine.state import GameState
from seven_steps_widget.words import LANGS, color_name, t
from seven_steps_widget.words.board_words import (
    describe_cell,
    move_text,
    no_such_cell_text,
    read_position,
    refused_text,
)
from seven_steps_widget.words.game import refusal_text

#: What learner text never shows: rule ids, (q, r) coordinates, Python reprs.
LEAKS = re.compile(r"\b[RAVDE]\d+:|\(-?\d+, ?-?\d+\)|-?\d+,-?\d+|<|Color\.|None")


def two_discs() -> tuple[GameState, GameState, Cell, GameState, Cell]:
    """A start, the state after a first disc (on ``first``), the state after a second disc
    (on ``second``): Ann's turn on seed 1."""
    start = Game(("Ann", "Ben"), seed=1).state
    first = next(c for c in start.legal_cells() if start.apply(Place(c)).legal_cells())
    one = start.apply(Place(first))
    second = next(iter(one.legal_cells()))
    return start, one, first, one.apply(Place(second)), second


@pytest.mark.parametrize("lang", LANGS)
def test_a_cell_is_read_with_name_colour_tower_and_where_the_next_disc_may_go(lang: str) -> None:
    start, one, first, two, second = two_discs()
    board = start.board
    legal = start.legal_cells()
    cell, level = next(iter(legal.items()))
    said = describe_cell(start, cell, lang)
    assert said.startswith(cell_name(board, cell) + ", " + color_name(board.color(cell), lang))
    assert said.endswith(t("access.may", lang, level=level))
    on_tower = describe_cell(two, second, lang)
    assert t("access.cell_tower", lang, name=cell_name(board, second), color="", n=1)[:3] in (
        on_tower
    )
    assert t("access.this_turn_n", lang, n=2) in on_tower  # the number the picture shows
    for text in (said, on_tower):
        assert not LEAKS.search(text), text
    plain = describe_cell(start, cell, lang, legality=False)
    assert said.startswith(plain) and len(plain) < len(said)


@pytest.mark.parametrize("lang", LANGS)
def test_a_cell_the_next_disc_may_not_take_says_why(lang: str) -> None:
    _, one, first, _, _ = two_discs()
    far = next(c for c in one.board.cells if c not in one.legal_cells() and c != first)
    try:
        one.apply(Place(far))
    except ValueError as error:
        why = refusal_text(error, lang)
    said = describe_cell(one, far, lang)
    assert said.endswith(t("access.may_not", lang, why=why))
    assert not LEAKS.search(said), said


def test_a_cell_outside_the_placing_says_no_more_than_the_cell() -> None:
    _, _, _, two, second = two_discs()
    scored = two.apply(Score())  # Ann now picks a tile: no disc goes anywhere
    assert describe_cell(scored, second, "en") == f"{cell_name(two.board, second)}, " + (
        f"{color_name(two.board.color(second))}, tower of 1 disc; disc 2 of this turn"
    )


@pytest.mark.parametrize("lang", LANGS)
def test_the_position_lists_towers_turn_hands_points_and_bag(lang: str) -> None:
    _, _, first, two, second = two_discs()
    lines = read_position(two, lang)
    text = "\n".join(lines)
    for cell in (first, second):
        assert cell_name(two.board, cell) in text
    assert lines[0] == t("status.place", lang, name="Ann")
    assert any("Ann" in line and "Ben" in line for line in lines)  # the points
    assert t("access.bag", lang, n=sum(two.bag_counts)) in lines
    assert sum(1 for line in lines if "Ben" in line) == 2  # Ben's hand and points
    only_ann = read_position(two, lang, hands=["Ann"])
    assert sum(1 for line in only_ann if "Ben" in line) == 1
    assert not LEAKS.search(text), text


def test_the_position_in_english_reads_like_a_list() -> None:
    start, _, first, two, second = two_discs()
    assert t("access.no_towers", "en") in read_position(start, "en")
    lines = read_position(two, "en")
    names = cell_name(two.board, first), cell_name(two.board, second)
    assert f"This turn so far: {names[0]} level 1 and {names[1]} level 1, 2 points" in lines
    assert "Points: Ann 0 points and Ben 0 points" in lines


@pytest.mark.parametrize("lang", LANGS)
def test_announcements_of_a_placement_a_score_and_a_refusal(lang: str) -> None:
    start, one, first, two, second = two_discs()
    placed = move_text(start, Place(first), one, lang)
    assert cell_name(start.board, first) in placed and "Ann" in placed
    assert color_name(start.board.color(first), lang) in placed
    scored = move_text(two, Score(), two.apply(Score()), lang)
    assert t("count.points", lang, n=2) in scored
    try:
        start.apply(Place(next(c for c in start.board.cells if c not in start.legal_cells())))
    except ValueError as error:
        refused = refused_text(start, error, first, lang)
        assert refusal_text(error, lang) in refused
        assert cell_name(start.board, first) in refused
        assert refusal_text(error, lang) in refused_text(start, error, None, lang)
    for text in (placed, scored, refused):
        assert not LEAKS.search(text), text


def test_english_announcements_word_for_word() -> None:
    start, one, first, two, _ = two_discs()
    name = cell_name(start.board, first)
    colour = color_name(start.board.color(first))
    assert move_text(start, Place(first), one).startswith(
        f"Ann places {colour} on {name}, level 1. "
    )
    assert move_text(two, Score(), two.apply(Score())).startswith(
        "Ann scores 2 points and now has 2 points. "
    )


@pytest.mark.parametrize("lang", LANGS)
def test_a_name_the_board_lacks_says_which_names_there_are(lang: str) -> None:
    said = no_such_cell_text(Game(("Ann", "Ben"), seed=1).state, " z9 ", lang)
    assert "z9" in said and " h" in said and "9" in said
    assert no_such_cell_text(Game(("Ann", "Ben")).state, "q1", "en") == (
        "There is no cell q1: columns a to h, rows 1 to 9."
    )


@pytest.mark.parametrize("lang", LANGS)
def test_a_cell_says_the_marks_the_picture_draws_on_it(lang: str) -> None:
    """Ringed, crossed out and a disc's number this turn: a lesson's text points at them."""
    _, _, first, two, second = two_discs()
    plain = describe_cell(two, first, lang, legality=False)
    assert t("access.this_turn_n", lang, n=1) in plain
    assert t("access.this_turn_n", lang, n=2) in describe_cell(two, second, lang, False)
    ringed = describe_cell(two, first, lang, False, ringed=(first,))
    crossed = describe_cell(two, first, lang, False, crossed=(first,))
    assert ringed == t("access.joined", lang, first=plain, rest=t("access.ringed", lang))
    assert crossed == t("access.joined", lang, first=plain, rest=t("access.crossed", lang))
    assert describe_cell(two, first, lang, False, ringed=(second,), crossed=(second,)) == plain
