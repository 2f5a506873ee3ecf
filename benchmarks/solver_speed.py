"""Benchmark: the solver's best turn against a naive depth-first enumeration, on the same seeded
positions (reachable turn starts, without and with special tiles held).

The naive search tries every board cell as the next disc and asks the engine's
``turn_points`` whether the longer turn is legal (R6-R9), after every aid use
(``aid_options`` + ``flow.apply``), pricing the VP tile with ``vp_bonus`` for every colour.
Both must find the same best total; the script prints the times and the speed ratio.

    python benchmarks/solver_speed.py --positions 30 --tile-positions 8 --seed 1
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from collections.abc import Callable

from seven_steps_widget.engine.actions import UseAid
from seven_steps_widget.engine.colors import Color
from seven_steps_widget.engine.errors import IllegalMove
from seven_steps_widget.engine.hexgrid import Cell
from seven_steps_widget.engine.rules.aids import aid_options
from seven_steps_widget.engine.rules.placement import turn_levels
from seven_steps_widget.engine.rules.special_tiles import vp_bonus
from seven_steps_widget.engine.setup import edit_state
from seven_steps_widget.engine.state import GameState
from seven_steps_widget.solver.best import best_turns
from seven_steps_widget.solver.positions import sample_positions


def naive_best(state: GameState) -> int:
    """The best total by trying every cell as every next disc (no pruning at all), after each
    aid use."""
    me = state.current
    tile = state.held_tile("aid")
    starts = [state]
    if tile is not None:
        options = aid_options(state.board, state.heights, state.hands[me], tile)
        starts += [state.apply(UseAid(tile, cells, color)) for cells, color in options]
    return max(naive_placing(start, state.held_tile("vp")) for start in starts)


def naive_placing(state: GameState, vp: str | None) -> int:
    """The best total of the placing that starts in ``state`` (after any aid)."""
    board, heights, turn = state.board, state.heights, state.turn
    hand = Counter({c: state.hands_by_seat[state.current_seat][c.index] for c in Color})
    colours = list(Color) if vp == "V2" else [None]
    best = 0

    def grow(cells: list[Cell]) -> None:
        nonlocal best
        for cell in board.cells:
            longer = cells + [cell]
            if len(longer) > turn.max_discs or Counter(map(board.color, longer)) - hand:
                continue
            try:
                levels = turn_levels(board, heights, longer, turn.lift)
            except IllegalMove:
                continue
            bonus = max(vp_bonus(vp, board, longer, levels, c) for c in colours) if vp else 0
            best = max(best, sum(levels) + bonus)
            grow(longer)

    grow([])
    return best


def timed(function: Callable[[GameState], int], state: GameState) -> tuple[int, float]:
    """The result and the seconds it took."""
    begin = time.perf_counter()
    result = function(state)
    return result, time.perf_counter() - begin


def run(label: str, positions: list[GameState], tiles: bool) -> float:
    """Time both searches on ``positions``; returns the ratio of the summed times."""
    fast, slow = [], []
    for state in positions:
        expected, naive_time = timed(naive_best, state)
        got, solver_time = timed(lambda s: best_turns(s, k=1, aid=tiles, vp=tiles)[0].total, state)
        if got != expected:
            raise SystemExit(f"MISMATCH on {state}: solver {got}, naive {expected}")
        fast.append(solver_time)
        slow.append(naive_time)
    ratio = sum(slow) / sum(fast)
    print(
        f"{label}: {len(positions)} positions, identical best totals; solver median "
        f"{statistics.median(fast) * 1e3:.2f} ms (max {max(fast) * 1e3:.1f} ms), naive median "
        f"{statistics.median(slow) * 1e3:.1f} ms (max {max(slow) * 1e3:.0f} ms); "
        f"ratio {ratio:.0f}x"
    )
    return ratio


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=30, help="positions without tiles")
    parser.add_argument("--tile-positions", type=int, default=8, help="positions with tiles")
    parser.add_argument("--tile-hand", type=int, default=4, help="hand size with tiles")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--target", type=float, default=5.0, help="required speed ratio")
    args = parser.parse_args()
    bare = [
        edit_state(state, held={state.current: ()})
        for state in sample_positions(args.seed, args.positions)
    ]
    ratios = [run("without tiles", bare, tiles=False)]
    if args.tile_positions:
        tiled = list(
            sample_positions(args.seed, args.tile_positions, tiles=True, hand_size=args.tile_hand)
        )
        ratios.append(run("with tiles", tiled, tiles=True))
    worst = min(ratios)
    verdict = "ok" if worst >= args.target else "MISSED"
    print(f"slowest ratio {worst:.0f}x (target {args.target:.0f}x): {verdict}")
    if worst < args.target:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
