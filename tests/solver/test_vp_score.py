"""The one VP scorer (``engine.rules.vp_score``) against the tiles' rules written out plainly
here, on hypothesis-drawn turns of seeded positions with tiles: the engine's ``vp_bonus``, the
scorer as a search drives it (discs placed and taken back) and the bounds the search prunes
with (they must never underestimate what a turn can still score)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from seven_steps_widget.engine.board import Board
from seven_steps_widget.engine.colors import Color
from seven_steps_widget.engine.hexgrid import Cell
from seven_steps_widget.engine.rules.placement import iter_turns
from seven_steps_widget.engine.rules.special_tiles import VP_TILES, vp_bonus
from seven_steps_widget.engine.rules.vp_score import VPScore
from seven_steps_widget.engine.state import GameState
from seven_steps_widget.solver.positions import sample_positions
from seven_steps_widget.solver.search import by_color, climb_bound, color_parts

Turn = tuple[tuple[Cell, ...], tuple[int, ...]]


@cache
def position(seed: int) -> tuple[GameState, tuple[Turn, ...]]:
    """A seeded turn start whose player holds tiles, and its legal turns."""
    state = next(iter(sample_positions(seed, 1, tiles=True)))
    turn = state.turn
    turns = tuple(
        iter_turns(state.board, state.heights, state.hands_by_seat[state.current_seat],
                   turn.max_discs, turn.lift)  # fmt: skip
    )
    return state, turns


def by_the_rules(tile: str, board: Board, cells: Sequence[Cell], levels: Sequence[int]) -> int:
    """V1-V6 as the rulebook words them (D3, D4), with nothing shared with the scorer."""
    colors = [board.color(c) for c in cells]
    if tile == "V1":
        return len(set(colors))
    if tile == "V2":
        return 2 * max(Counter(colors).values(), default=0)
    if tile == "V3":
        return sum(1 for c in cells if board.is_edge(c))
    if tile == "V4":
        present = set(cells)
        best = 0
        for q, r in cells:
            for dq, dr in ((1, 0), (0, 1), (1, -1)):
                n = 0
                while (q + n * dq, r + n * dr) in present:
                    n += 1
                best = max(best, n)
        return best
    wanted = {Color.RED, Color.PURPLE} if tile == "V5" else {Color.GREEN, Color.BLACK}
    return 5 if any(lv == 3 and c in wanted for c, lv in zip(colors, levels)) else 0


turns_drawn = st.tuples(st.integers(0, 400), st.integers(0, 10**6), st.sampled_from(VP_TILES))


@settings(max_examples=150, deadline=None)
@given(turns_drawn)
def test_the_engine_scores_every_vp_tile_by_the_rules(drawn: tuple[int, int, str]) -> None:
    seed, pick, tile = drawn
    state, turns = position(seed)
    cells, levels = turns[pick % len(turns)]
    assert vp_bonus(tile, state.board, cells, levels) == by_the_rules(
        tile, state.board, cells, levels
    )


@settings(max_examples=150, deadline=None)
@given(turns_drawn, st.integers(0, 10**6))
def test_the_scorer_follows_discs_placed_and_taken_back(
    drawn: tuple[int, int, str], other: int
) -> None:
    """As a search does: place one turn's discs, take them back one by one (the score is the
    rest's each time), then place another turn's."""
    seed, pick, tile = drawn
    state, turns = position(seed)
    board = state.board
    cells, levels = turns[pick % len(turns)]
    score = VPScore(tile, board)
    for cell, level in zip(cells, levels):
        score.add(board.index(cell), level)
    for k in reversed(range(len(cells))):
        score.remove(board.index(cells[k]), levels[k])
        assert score.exact() == by_the_rules(tile, board, cells[:k], levels[:k])
    second = turns[other % len(turns)]
    for cell, level in zip(*second):
        score.add(board.index(cell), level)
    assert score.exact() == by_the_rules(tile, board, *second)


@settings(max_examples=150, deadline=None)
@given(turns_drawn, st.integers(1, 7))
def test_the_search_bounds_never_underestimate(drawn: tuple[int, int, str], n: int) -> None:
    """After the first ``n`` discs of a legal turn, the level bound and the VP tile's bound
    are at least what the rest of that turn scores (the search prunes on them)."""
    seed, pick, tile = drawn
    state, turns = position(seed)
    board = state.board
    cells, levels = turns[pick % len(turns)]
    n = min(n, len(cells))
    hand = list(state.hands_by_seat[state.current_seat])
    parts = color_parts(state.heights_by_cell, by_color(board), hand, state.turn.lift)
    avail = tuple(map(sum, zip(*(share for _, share in parts))))
    r = len(cells) - n
    assert climb_bound(avail, levels[n - 1], r) >= sum(levels[n:])
    three = {"V5": "RP", "V6": "KG"}.get(tile, "")
    open3 = any(
        state.heights_by_cell[i] == 2 for c in three for i in by_color(board)[Color(c).index]
    )
    score = VPScore(tile, board, open3)
    assert score.bound(len(cells), 0, hand) >= by_the_rules(tile, board, cells, levels)
    for cell, level in zip(cells[:n], levels[:n]):
        score.add(board.index(cell), level)
        hand[board.color(cell).index] -= 1
    assert score.bound(r, levels[n - 1], hand) >= by_the_rules(tile, board, cells, levels)
