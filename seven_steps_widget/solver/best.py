"""The best turns of a position: every legal placement sequence, with the held VP tile (V2 at
its best colour) and every use of the held aid tile the rules allow, plus not playing them.

Candidates differ by aid action or by disc sequence. The VP tile is played when it adds points
(kept otherwise: it is worth 2 at the end, R14). An aid use is not a candidate of its own when
the same discs score the same without it (the tile changed nothing for that turn).

>>> from seven_steps_widget.engine.setup import make_position
>>> pos = make_position(("Ann", "Ben"), hands={"Ann": "TY", "Ben": ""}, held={"Ann": ["V1"]})
>>> best_turns(pos, k=1)[0].describe()
'1,0 (1) → 2,0 (1); V1 +2; total 4'
"""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Callable

from ..engine.actions import UseAid
from ..engine.errors import IllegalMove
from ..engine.hexgrid import Cell
from ..engine.rules.aids import aid_options
from ..engine.rules.placement import turn_levels
from ..engine.rules.special_tiles import TileKind
from ..engine.state import GameState, Phase
from .plan import TurnPlan
from .search import Found, search

__all__ = ["best_turns", "Progress"]

#: ``progress(done, total)``: called after each aid outcome is searched (for a progress bar).
Progress = Callable[[int, int], None]


def best_turns(
    state: GameState,
    k: int = 3,
    progress: Progress | None = None,
    *,
    aid: bool = True,
    vp: bool = True,
    max_total: int | None = None,
) -> list[TurnPlan]:
    """The ``k`` best plans for the current player, best first (ties: no tile before a tile,
    then the order searched). ``state`` is at the start of the turn or mid-placing (the plan
    continues from the discs placed). ``aid``/``vp`` allow the held tiles; ``max_total`` keeps
    only turns worth at most that much (e.g. 7, to earn a tile by R11)."""
    if state.phase not in (Phase.START, Phase.PLACE):
        raise ValueError(f"no placing left to plan in phase {state.phase}")
    me, turn = state.current_seat, state.turn
    hand = state.hands_by_seat[me]
    if not turn.cells and not any(hand):
        return [TurnPlan((), ())]  # an empty hand places nothing this turn
    vp_tile = state.held_tile(TileKind.VP) if vp else None
    heights = state.heights
    common = {"vp": vp_tile, "k": k, "max_total": max_total}
    plain = search(
        state.board,
        heights,
        hand,
        placed=turn.cells,
        levels=turn.levels,
        lift=turn.lift,
        max_discs=turn.max_discs,
        **common,  # type: ignore[arg-type]
    )
    best: list[tuple[int, int, TurnPlan]] = []  # (total, -order, plan), the worst on top
    order = 0

    def add(found: list[Found], action: UseAid | None) -> None:
        nonlocal order
        for item in found:
            order += 1
            plan = TurnPlan(
                item.cells,
                item.levels,
                action,
                vp_tile if item.vp_bonus else None,
                item.vp_bonus,
                len(turn.cells),
            )
            entry = (plan.total, -order, plan)
            if len(best) < k:
                heapq.heappush(best, entry)
            elif entry[:2] > best[0][:2]:
                heapq.heapreplace(best, entry)

    add(plain, None)
    tile = state.held_tile(TileKind.AID) if aid and state.phase is Phase.START else None
    if tile is not None:
        options = list(aid_options(state.board, heights, hand, tile))
        memo: dict[tuple[tuple[int, ...], tuple[int, ...]], list[Found]] = {}

        def without_aid(cells: tuple[Cell, ...], levels: tuple[int, ...]) -> bool:
            """The same discs score the same without the aid (so the aid is no help)."""
            if Counter(state.board.color(c).index for c in cells) - Counter(
                {i: n for i, n in enumerate(hand)}
            ):
                return False
            try:
                return turn_levels(state.board, heights, cells) == levels
            except IllegalMove:
                return False

        for done, (cells, color) in enumerate(options, start=1):
            action = UseAid(tile, cells, color)
            after = state.apply(action)
            key = (after.heights_by_cell, after.hands_by_seat[me])
            if key not in memo:
                floor = best[0][0] if len(best) >= k else -1
                memo[key] = search(
                    state.board,
                    after.heights,
                    after.hands_by_seat[me],
                    lift=after.turn.lift,
                    max_discs=after.turn.max_discs,
                    floor=floor,
                    accept=lambda c, lv: not without_aid(c, lv),
                    **common,  # type: ignore[arg-type]
                )
            add(memo[key], action)
            if progress is not None:
                progress(done, len(options))
    return [entry[2] for entry in sorted(best, key=lambda e: (-e[0], -e[1]))]
