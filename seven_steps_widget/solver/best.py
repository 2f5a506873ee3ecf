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
from collections.abc import Callable, Sequence

from ..engine.actions import UseAid
from ..engine.board import Board
from ..engine.colors import ColorCounts
from ..engine.errors import IllegalMove
from ..engine.hexgrid import Cell
from ..engine.rules.aids import aid_options
from ..engine.rules.placement import MAX_DISCS, MAX_DISCS_WITH_TILE, MAX_HEIGHT, turn_levels
from ..engine.rules.special_tiles import TileKind, limits_turn
from ..engine.rules.vp_score import LEVEL_THREE_COLORS, VPScore
from ..engine.state import GameState, Phase
from .plan import TurnPlan
from .removal_search import removal_search
from .search import (
    Found,
    by_color,
    cell_distance,
    climb_bound,
    color_indices,
    color_part,
    color_parts,
    first_discs,
    search_steps,
)
from .work import Steps, finish

__all__ = ["best_turns", "best_turns_steps", "Progress", "AID_USE_WORK"]

#: ``progress(done, total)``: called after each aid outcome is searched (for a progress bar).
Progress = Callable[[int, int], None]

#: What working out one use of the aid tile counts as, in positions searched.
AID_USE_WORK = 4


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
    return finish(best_turns_steps(state, k, progress, aid=aid, vp=vp, max_total=max_total))


def _after_aid(
    state: GameState, base: tuple[int, ...], hand: ColorCounts, action: UseAid
) -> tuple[tuple[int, ...], ColorCounts]:
    """The heights (in board order) and the hand after ``action``, as ``flow.apply`` and
    ``rules.aids`` make them (the aid is one ``aid_options`` gave, so it is allowed)."""
    board, tile = state.board, action.tile
    where = [board.index(c) for c in action.cells]
    heights = list(base)
    if tile == "A1":  # a cell listed twice loses two discs
        for i in where:
            heights[i] -= 1
    elif tile == "A2":
        heights[where[0]], heights[where[1]] = heights[where[1]], heights[where[0]]
    elif tile == "A3":
        heights[where[0]] -= 1
        heights[where[1]] += 1
    elif tile == "A5":
        assert action.color is not None
        heights[where[0]] -= 1
        counts = list(hand)
        counts[board.color(action.cells[0]).index] += 1
        counts[action.color.index] -= 1
        hand = tuple(counts)  # type: ignore[assignment]
    return tuple(heights), hand


class _OutcomeBound:
    """An upper bound on any turn after an aid use, from the heights and hand it leaves: the
    best first disc (R7, A4) and the most the discs after it can climb (``search``'s level
    bound), plus the most the VP tile can add. An aid use whose bound is no more than the
    k-th best turn so far cannot add a candidate, so it is not searched."""

    def __init__(self, board: Board, vp: str | None) -> None:
        self.board = board
        self.by_color = by_color(board)
        self.vp = vp

    def __call__(
        self, heights: Sequence[int], hand: Sequence[int], lift: bool, max_discs: int
    ) -> int:
        r = min(max_discs, sum(hand))
        if r == 0:
            return 0
        avail = [0] * (MAX_HEIGHT + 2)
        starts = set()
        for color, cells in enumerate(self.by_color):
            n = hand[color]
            if not n:
                continue
            per_height = [0] * (MAX_HEIGHT + 1)
            for i in cells:
                per_height[heights[i]] += 1
            low = next(height for height, m in enumerate(per_height) if m)
            starts.add(low + 1)
            if lift and low + 1 < MAX_HEIGHT and per_height[low + 1]:
                starts.add(low + 2)
            for height in range(MAX_HEIGHT):
                if per_height[height]:
                    avail[height + 1] += min(n, per_height[height])
        key = tuple(avail)
        best = max(level + climb_bound(key, level, r - 1) for level in starts)
        return best + self._bonus(heights, hand, r)

    def _bonus(self, heights: Sequence[int], hand: Sequence[int], r: int) -> int:
        if self.vp is None:
            return 0
        three = LEVEL_THREE_COLORS.get(self.vp, ())
        open3 = any(heights[i] == 2 for c in three for i in self.by_color[c])
        return VPScore(self.vp, self.board, open3).bound(r, 0, hand)


def best_turns_steps(
    state: GameState,
    k: int = 3,
    progress: Progress | None = None,
    *,
    aid: bool = True,
    vp: bool = True,
    max_total: int | None = None,
) -> Steps[list[TurnPlan]]:
    """:func:`best_turns` as work that yields the positions it searched as it goes
    (``work.Steps``), for callers that give an event loop back between chunks."""
    if state.phase not in (Phase.START, Phase.PLACE):
        raise ValueError(f"no placing left to plan in phase {state.phase}")
    me, turn = state.current_seat, state.turn
    hand = state.hands_by_seat[me]
    if not turn.cells and not any(hand):
        return [TurnPlan((), ())]  # an empty hand places nothing this turn
    vp_tile = state.held_tile(TileKind.VP) if vp else None
    board = state.board
    common = {"vp": vp_tile, "k": k, "max_total": max_total}
    plain = yield from search_steps(
        board,
        state.heights_by_cell,
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
        heights = state.heights
        options = list(aid_options(board, heights, hand, tile))
        memo: dict[tuple[tuple[int, ...], tuple[int, ...]], list[Found]] = {}
        hand_counter = Counter({i: n for i, n in enumerate(hand)})

        def without_aid(cells: tuple[Cell, ...], levels: tuple[int, ...]) -> bool:
            """The same discs score the same without the aid (so the aid is no help)."""
            if Counter(board.color(c).index for c in cells) - hand_counter:
                return False
            try:
                return turn_levels(board, heights, cells) == levels
            except IllegalMove:
                return False

        base = state.heights_by_cell
        lift = tile == "A4"
        max_discs = MAX_DISCS_WITH_TILE if limits_turn(tile) else MAX_DISCS
        colors = by_color(board)
        color_of = color_indices(board)
        outcome_bound = _OutcomeBound(board, vp_tile)
        moves = tile in ("A1", "A2", "A3")  # heights change, the hand does not
        distance = cell_distance(board)
        left = sum(hand)
        base_parts = color_parts(base, colors, hand, lift)

        def parts_after(action: UseAid, after: tuple[int, ...], counts: ColorCounts) -> list:
            """``color_parts`` after the aid: the base's, but for the colours it changed."""
            parts = list(base_parts)
            changed = {color_of[board.index(c)] for c in action.cells}
            changed.update(c for c in range(7) if counts[c] != hand[c])
            for c in changed:
                parts[c] = color_part(after, colors[c], counts[c], lift)
            return parts

        def opened(after: tuple[int, ...], where: list[int]) -> list[int]:
            """First discs (not on ``where``) the aid allowed that were not allowed before.
            Only a colour whose lowest tower grew has any (A3 moving its only lowest disc
            away): taking discs off (A1) or swapping towers (A2) never raises it."""
            out = []
            for c in {color_of[i] for i in where}:
                low = min(base[i] for i in colors[c])
                if hand[c] and min(after[i] for i in colors[c]) > low:
                    out += [i for i, _ in first_discs(after, colors, hand, False, (c,))]
            return [i for i in out if i not in where]

        def novelty(action: UseAid, after: tuple[int, ...]) -> tuple[list[int], bool, list[int]]:
            """What a turn after this aid use must do to be new (``search_steps``' ``must``,
            ``cover_all`` and ``fresh``): build on a cell it changed, or start where it opened
            the way. With only the best turn wanted, a removal from two cells (A1) comes after
            the removal from each of them alone, which found any turn that needs only one of
            the two (A1 opens no first disc elsewhere): such a turn would only tie, so the turn
            must build on both."""
            where = sorted({i for c in action.cells if base[i := board.index(c)] != after[i]})
            if tile == "A1":
                return where, k == 1 and len(where) == 2, []
            return where, False, opened(after, where)

        wanted = None  # with only the best turn asked for: the removals A1 can gain by
        if k == 1 and tile == "A1":
            floor = best[0][0] if best else -1
            _, keys = yield from removal_search(
                board, base, hand, vp=vp_tile, floor=floor, max_total=max_total
            )
            wanted = {tuple(board.cells[i] for i in key) for key in keys}
        for done, (cells, color) in enumerate(options, start=1):
            if wanted is not None and cells not in wanted:
                if progress is not None:
                    progress(done, len(options))  # this use of A1 gains nothing
                continue
            action = UseAid(tile, cells, color)
            key = _after_aid(state, base, hand, action)
            if key not in memo:
                floor = best[0][0] if len(best) >= k else -1
                must, cover_all, fresh = novelty(action, key[0]) if moves else (None, False, [])
                if must is not None and cover_all and distance(*must) >= min(max_discs, left):
                    memo[key] = []  # no turn builds on both cells
                elif not moves and floor >= 0 and outcome_bound(*key, lift, max_discs) <= floor:
                    memo[key] = []  # a search would find nothing above the floor
                else:
                    memo[key] = yield from search_steps(
                        board,
                        key[0],
                        key[1],
                        lift=lift,
                        max_discs=max_discs,
                        floor=floor,
                        accept=lambda c, lv: not without_aid(c, lv),
                        must=must,
                        cover_all=cover_all,
                        fresh=fresh,
                        parts=parts_after(action, *key),
                        **common,  # type: ignore[arg-type]
                    )
            yield AID_USE_WORK
            add(memo[key], action)
            if progress is not None:
                progress(done, len(options))
    return [entry[2] for entry in sorted(best, key=lambda e: (-e[0], -e[1]))]
