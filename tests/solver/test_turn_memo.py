"""The memoised best turn (``solver.turn_memo``, the search's path for one best turn without
a VP tile) against the depth-first search and the engine's list of turns."""

from __future__ import annotations

import pytest

from seven_steps_widget.engine.rules.placement import iter_turns
from seven_steps_widget.solver.positions import sample_positions
from seven_steps_widget.solver.search import search


@pytest.mark.parametrize("lift", [False, True])
@pytest.mark.parametrize("max_discs", [1, 2, 3, 7])
def test_the_best_turn_is_the_first_of_the_best_two(max_discs: int, lift: bool) -> None:
    """Same turn (cells, levels, and among equal totals the one found first) as the first of
    the k=2 search, and the engine's best total; also mid-turn, after the first two discs of
    that turn."""
    for state in sample_positions(300 + max_discs, 12):
        board, hand = state.board, state.hands_by_seat[state.current_seat]
        alone = search(board, state.heights, hand, lift=lift, max_discs=max_discs)
        assert alone[0] == search(board, state.heights, hand, lift=lift, max_discs=max_discs,
                                  k=2)[0]  # fmt: skip
        listed = iter_turns(board, state.heights, hand, max_discs, lift)
        assert alone[0].total == max(sum(levels) for _, levels in listed)
        cells, levels = alone[0].cells[:2], alone[0].levels[:2]
        heights, rest = dict(state.heights), list(hand)
        for cell, level in zip(cells, levels):
            heights[cell] = level
            rest[board.color(cell).index] -= 1
        found = [
            search(
                board,
                heights,
                tuple(rest),
                placed=cells,
                levels=levels,
                lift=lift,
                max_discs=max_discs,
                k=k,
            )[0]  # fmt: skip
            for k in (1, 2)
        ]
        assert found[0] == found[1]
        assert found[0].cells[:2] == cells
