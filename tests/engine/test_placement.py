"""Placing discs (R6-R10, A4): legal_turns lists every legal turn exactly once."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from seven_steps_widget import Board, Color, IllegalMove, legal_turns, turn_points
from seven_steps_widget.engine.rules.placement import turn_levels


def brute_force_turns(board: Board, heights: dict, hand: Counter, max_discs: int, lift: bool):  # type: ignore[no-untyped-def,type-arg]
    """Every sequence of distinct cells, checked disc by disc with turn_levels (slow, simple)."""
    found = set()

    def grow(turn: tuple) -> None:  # type: ignore[type-arg]
        if len(turn) == max_discs:
            return
        for cell in board.cells:
            candidate = turn + (cell,)
            need = Counter(board.color(c) for c in candidate)
            if any(need[c] > hand[c] for c in need):
                continue
            try:
                turn_levels(board, heights, candidate, lift, max_discs)
            except IllegalMove:
                continue
            found.add(candidate)
            grow(candidate)

    grow(())
    return found


def random_position(seed: int) -> tuple[Board, dict, Counter]:  # type: ignore[type-arg]
    rng = random.Random(seed)
    board = Board.random(rng, side=rng.choice(["single", "mixed"]))
    heights = {c: rng.choice([0, 0, 0, 1, 1, 2, 3, 5, 6]) for c in board.cells}
    hand = Counter(rng.choice(list(Color)) for _ in range(rng.randint(1, 7)))
    return board, heights, hand


@pytest.mark.parametrize("seed", range(40))
def test_legal_turns_match_brute_force_exactly_once(seed: int) -> None:
    board, heights, hand = random_position(seed)
    lift = seed % 3 == 0
    max_discs = 5 if seed % 4 == 0 else 7
    turns = legal_turns(board, heights, hand, max_discs=max_discs, lift=lift)
    assert len(turns) == len(set(turns))
    assert set(turns) == brute_force_turns(board, heights, hand, max_discs, lift)
    for turn in turns:
        levels = turn_levels(board, heights, turn, lift)
        assert turn_points(board, heights, turn, lift) == sum(levels)
        assert all(b in (a, a + 1) for a, b in zip(levels, levels[1:]))  # R8


def test_empty_hand_only_passes() -> None:
    assert legal_turns(Board.standard(), {}, Counter()) == [()]


def test_first_disc_on_empty_cell_of_its_colour() -> None:
    board = Board.standard()
    red = board.cells_of(Color.RED)
    heights = {red[0]: 1}
    turns = legal_turns(board, heights, "R", max_discs=1)
    assert sorted(turns) == sorted((c,) for c in red[1:])
    with pytest.raises(IllegalMove) as info:
        turn_points(board, heights, [red[0]])
    assert info.value.rule == "R7" and "empty red cell" in str(info.value)


def test_a4_lift_lets_the_first_disc_go_one_level_higher() -> None:
    board = Board.standard()
    red = board.cells_of(Color.RED)
    heights = {red[0]: 1, red[1]: 2}
    lifted = legal_turns(board, heights, "R", max_discs=1, lift=True)
    assert (red[0],) in lifted and (red[1],) not in lifted
    assert turn_points(board, heights, [red[0]], lift=True) == 2
    with pytest.raises(IllegalMove, match="R7"):
        turn_points(board, heights, [red[0]])


@pytest.mark.parametrize(
    ("turn", "rule", "words"),
    [
        ([(0, 0), (0, 0)], "R8", "already built on this turn"),
        ([(0, 0), (2, 0)], "R8", "not adjacent"),
        ([(9, 9)], "R2", "not a cell"),
    ],
)
def test_illegal_turns_name_the_rule(turn: list, rule: str, words: str) -> None:  # type: ignore[type-arg]
    with pytest.raises(IllegalMove) as info:
        turn_points(Board.standard(), {}, turn)
    assert info.value.rule == rule and words in str(info.value)
    assert str(info.value).startswith(f"{rule}: ")


def test_no_tower_grows_above_7() -> None:
    board = Board.standard()
    turquoise = board.cells_of(Color.TURQUOISE)
    # all turquoise cells at 6, so a first disc goes to level 7; a tower at 7 takes no more.
    heights = dict.fromkeys(turquoise, 6)
    heights[turquoise[0]] = 7
    assert turn_points(board, heights, [turquoise[1]]) == 7
    assert turquoise[0] in board.neighbors(turquoise[1])
    with pytest.raises(IllegalMove, match="R8: the tower on .* is already 7 high"):
        turn_points(board, heights, [turquoise[1], turquoise[0]])


def test_turn_of_eight_discs_is_refused_by_r9() -> None:
    board = Board.layout("cross")
    path = [c for c in board.cells if c[1] == 0][:8]
    with pytest.raises(IllegalMove, match="R9: at most 7"):
        turn_points(board, {}, path)
