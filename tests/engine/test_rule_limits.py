"""R9 with A4: after tile A4 (``lift=True``) a turn has at most 5 discs, in every public
placement function, not only in ``Game``."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from seven_steps_widget import Board, Color, Game, IllegalMove, legal_turns, make_position
from seven_steps_widget.engine.hexgrid import Cell
from seven_steps_widget.engine.rules.placement import (
    MAX_DISCS_WITH_TILE,
    iter_turns,
    turn_levels,
    turn_points,
)
from tests.engine.test_placement import brute_force_turns

BOARD = Board.standard()  # single side: the red tile is all red
RED = BOARD.cells_of(Color.RED)
HEIGHTS = {RED[0]: 1}  # with A4 a first red disc may go on it (level 2)
HAND = "RRRRRRR"


def longest(turns: list[tuple[Cell, ...]]) -> int:
    return max(len(t) for t in turns)


def six_disc_turn() -> tuple[Cell, ...]:
    return next(t for t in legal_turns(BOARD, HEIGHTS, HAND) if len(t) == 6)


def test_without_a4_six_and_seven_disc_turns_exist() -> None:
    assert longest(legal_turns(BOARD, HEIGHTS, HAND)) == 7
    assert turn_points(BOARD, HEIGHTS, six_disc_turn()) == 6


def test_with_a4_no_public_function_offers_more_than_5_discs() -> None:
    lifted = legal_turns(BOARD, HEIGHTS, HAND, lift=True)
    assert longest(lifted) == MAX_DISCS_WITH_TILE == 5
    assert (RED[0],) in lifted  # A4 itself is in force: the first disc goes one level higher
    assert longest([cells for cells, _ in iter_turns(BOARD, HEIGHTS, HAND, lift=True)]) == 5
    assert longest(legal_turns(BOARD, HEIGHTS, HAND, max_discs=7, lift=True)) == 5
    assert longest(legal_turns(BOARD, HEIGHTS, HAND, max_discs=3, lift=True)) == 3  # the lower


def test_with_a4_a_six_disc_turn_is_refused_by_r9() -> None:
    turn = six_disc_turn()
    assert turn_points(BOARD, HEIGHTS, turn[:5], lift=True) == 5
    for price in (turn_points, turn_levels):
        with pytest.raises(IllegalMove, match="R9: at most 5 discs") as info:
            price(BOARD, HEIGHTS, turn, lift=True)
        assert info.value.rule == "R9" and info.value.cell == turn[5]


def long_turn_position(seed: int) -> tuple[Board, dict[Cell, int], Counter[Color]]:
    """Low towers and 7 discs of 3 colours: turns of 6 or 7 discs are common without A4."""
    rng = random.Random(seed)
    board = Board.random(rng, side=rng.choice(["single", "mixed"]))
    heights = {c: rng.choice([0, 0, 1, 1, 2, 3]) for c in board.cells}
    colours = rng.sample(list(Color), 3)
    return board, heights, Counter(rng.choice(colours) for _ in range(7))


LONG_SEEDS = [s for s in range(100) if longest(legal_turns(*long_turn_position(s))) > 5][:10]


@pytest.mark.parametrize("seed", LONG_SEEDS)
def test_with_a4_legal_turns_match_brute_force_with_the_limit_of_5(seed: int) -> None:
    board, heights, hand = long_turn_position(seed)
    turns = legal_turns(board, heights, hand, max_discs=7, lift=True)
    # The reference is told the limit of 5 itself; legal_turns must work it out from lift.
    assert set(turns) == brute_force_turns(board, heights, hand, MAX_DISCS_WITH_TILE, True)
    assert len(turns) == len(set(turns))
    for turn in turns:
        assert turn_points(board, heights, turn, lift=True) == sum(
            turn_levels(board, heights, turn, lift=True)
        )


def test_with_a4_legal_turns_match_the_game_after_playing_a4() -> None:
    """The game caps the turn itself (R9): walk every disc sequence it allows after A4."""
    game = Game.from_position(
        make_position(
            ("Ann", "Ben"),
            board=BOARD,
            heights=HEIGHTS,
            hands={"Ann": HAND, "Ben": "TTYYBBK"},
            held={"Ann": ["A4"]},
        )
    )
    game.play_aid()
    found: set[tuple[Cell, ...]] = set()

    def walk(turn: tuple[Cell, ...]) -> None:
        for cell in game.legal_cells():
            game.place(cell)
            found.add(turn + (cell,))
            walk(turn + (cell,))
            game.undo()

    walk(())
    assert found == set(legal_turns(BOARD, HEIGHTS, HAND, lift=True))
