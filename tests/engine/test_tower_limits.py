"""Rule R12 with D1 (level-7 towers shared out) on impossible and on every possible input.

Heights of 7 are the normal input of ``resolve_towers``; a height below 0 or above 7, a cell
off the board, or more than 20 discs of one colour (R1) cannot occur in a game and is refused
with ``SetupError`` instead of looping for ever.
"""

from __future__ import annotations

import itertools
import random
import signal
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TypeVar

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from seven_steps_widget import Board, Color, SetupError, resolve_towers
from seven_steps_widget.engine.colors import DISCS_PER_COLOR
from seven_steps_widget.engine.hexgrid import Cell
from seven_steps_widget.engine.rules.towers import iter_resolutions

BOARD = Board.standard()
RED = BOARD.cells_of(Color.RED)
T = TypeVar("T")


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Turn an endless loop into a failure (``TimeoutError``) instead of a hanging test run."""

    def expire(signum: int, frame: object) -> None:
        raise TimeoutError(f"no answer within {seconds} s (endless loop?)")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def bounded(call: Callable[[], T], seconds: float = 5.0) -> T:
    with time_limit(seconds):
        return call()


def test_seven_full_red_towers_are_refused_not_looped() -> None:
    heights = dict.fromkeys(RED, 7)  # 49 red discs; there are only 20 (R1)
    with pytest.raises(SetupError, match=r"only 20 discs of each colour \(R1\).*49 red"):
        bounded(lambda: resolve_towers(BOARD, heights))
    with pytest.raises(SetupError, match=r"49 red"):
        bounded(lambda: iter_resolutions(BOARD, heights))  # refused when called, not iterated


def test_the_smallest_pattern_that_would_cycle_holds_28_discs_and_is_refused() -> None:
    # In canonical order: each resolution makes the next tower reach 7, for ever (D1). Every
    # pattern of at most 20 discs ends instead (see the property test below).
    heights = dict(zip(RED, (0, 2, 3, 4, 5, 7, 7)))
    with pytest.raises(SetupError, match=r"28 red"):
        bounded(lambda: resolve_towers(BOARD, heights))


@pytest.mark.parametrize("height", [-1, 8, 14])
def test_heights_outside_0_to_7_are_refused(height: int) -> None:
    heights = {RED[0]: height}
    with pytest.raises(SetupError, match=r"heights are 0\.\.7 .*" + str(height)):
        bounded(lambda: resolve_towers(BOARD, heights))
    with pytest.raises(SetupError, match=r"heights are 0\.\.7"):
        bounded(lambda: iter_resolutions(BOARD, heights))


def test_a_cell_off_the_board_is_refused() -> None:
    with pytest.raises(SetupError, match="not a cell of this board"):
        bounded(lambda: resolve_towers(BOARD, {(40, 40): 7}))


def test_twenty_discs_with_towers_at_7_still_resolve() -> None:
    heights = dict(zip(RED, (7, 6, 6, 1, 0, 0, 0)))  # 20 red discs: a three-step cascade
    after = bounded(lambda: resolve_towers(BOARD, heights))
    assert [after.get(c, 0) for c in RED] == [3, 3, 1, 4, 3, 3, 3]
    assert len(list(iter_resolutions(BOARD, heights))) == 3


def test_every_red_pattern_of_at_most_20_discs_ends_without_a_tower_at_7() -> None:
    """Exhaustive (160,818 patterns with a tower at 7; a few seconds). D1 sees only one colour's
    7 heights in canonical order (colours do not mix), so this covers every colour on every
    board."""
    ends = 0
    with time_limit(120):
        for pattern in itertools.product(range(8), repeat=7):
            if 7 not in pattern or sum(pattern) > DISCS_PER_COLOR:
                continue
            steps = list(iter_resolutions(BOARD, dict(zip(RED, pattern))))
            assert 1 <= len(steps) <= 3, pattern
            assert max(steps[-1][1].values()) < 7, pattern
            ends += 1
    assert ends == 160_818


@st.composite
def colour_heights(draw: st.DrawFn, with_seven: bool = False) -> tuple[int, ...]:
    """Seven heights 0..7 with at most 20 discs in all (R1), in a drawn order."""
    order = draw(st.permutations(range(7)))
    heights = [0] * 7
    left = DISCS_PER_COLOR
    if with_seven:
        heights[order[0]] = 7
        left -= 7
        order = order[1:]
    for i in order:
        heights[i] = draw(st.integers(0, min(7, left)))
        left -= heights[i]
    return tuple(heights)


@settings(max_examples=300, deadline=None)
@given(
    st.integers(0, 2**32),
    st.sampled_from(list(Color)),
    colour_heights(with_seven=True),
    st.lists(colour_heights(), min_size=6, max_size=6),
)
@example(0, Color.RED, (7, 6, 6, 1, 0, 0, 0), [(0,) * 7] * 6)
@example(0, Color.RED, (7, 7, 6, 0, 0, 0, 0), [(0,) * 7] * 6)
@example(0, Color.RED, (6, 7, 7, 0, 0, 0, 0), [(7, 6, 6, 1, 0, 0, 0)] * 6)
def test_every_possible_position_resolves_and_leaves_no_tower_at_7(
    seed: int, color: Color, mine: tuple[int, ...], others: list[tuple[int, ...]]
) -> None:
    board = Board.random(random.Random(seed), side="mixed" if seed % 2 else "single")
    heights: dict[Cell, int] = dict(zip(board.cells_of(color), mine))
    for other, pattern in zip([c for c in Color if c is not color], others):
        heights.update(zip(board.cells_of(other), pattern))
    before = dict(heights)
    steps = bounded(lambda: list(iter_resolutions(board, heights)))
    after = bounded(lambda: resolve_towers(board, heights))
    assert heights == before  # the input is not changed
    assert steps and after == steps[-1][1]
    assert all(0 < h < 7 for h in after.values())  # R12: no tower stays at 7 (or above)
    for c in Color:  # D1: no disc is lost or gained
        cells = board.cells_of(c)
        assert sum(after.get(x, 0) for x in cells) == sum(heights.get(x, 0) for x in cells)
