"""The placement search: the k best disc sequences for one board and hand, depth first with an
upper bound on what the rest of a sequence can still score (R6-R10, V1-V6).

It walks the same moves as ``placement.iter_turns`` (first disc by ``next_cells``, then R8
steps), but on cell indices, and it skips a branch when even its best imaginable ending cannot
beat the k-th best turn found so far. The bound is exact-safe: it never underestimates.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from ..engine.board import Board
from ..engine.colors import Color, ColorCounts
from ..engine.hexgrid import Cell
from ..engine.rules.placement import MAX_DISCS, MAX_HEIGHT, next_cells, turn_limit
from ..engine.rules.special_tiles import vp_bonus

__all__ = ["Found", "search"]

_RED_PURPLE = (Color.RED.index, Color.PURPLE.index)  # V5
_GREEN_BLACK = (Color.GREEN.index, Color.BLACK.index)  # V6


@dataclass(frozen=True)
class Found:
    """One disc sequence the search found, with its best VP use (``vp_bonus`` 0: not played)."""

    cells: tuple[Cell, ...]
    levels: tuple[int, ...]
    vp_bonus: int

    @property
    def total(self) -> int:
        return sum(self.levels) + self.vp_bonus


@dataclass(frozen=True)
class _Geometry:
    """A board as index arrays, built once per board."""

    neighbors: tuple[tuple[int, ...], ...]
    color: tuple[int, ...]
    edge: tuple[bool, ...]


@lru_cache(maxsize=32)
def _geometry(board: Board) -> _Geometry:
    index = board.index
    return _Geometry(
        tuple(tuple(index(n) for n in board.neighbors(c)) for c in board.cells),
        tuple(board.color(c).index for c in board.cells),
        tuple(board.is_edge(c) for c in board.cells),
    )


def _level_bound(
    heights: Sequence[int], colors: Sequence[int], hand: Sequence[int]
) -> Callable[[int, int], int]:
    """``bound(level, r)``: the most ``r`` more discs can score after a disc at ``level``.

    Levels climb by 0 or 1 per disc (R8) and a disc at level v needs a cell of height v-1 of a
    colour in the hand; cells used earlier in the turn are still counted, so it never
    underestimates.
    """
    avail = [0] * (MAX_HEIGHT + 2)
    for height, color in zip(heights, colors):
        if hand[color] and height < MAX_HEIGHT:
            avail[height + 1] += 1

    @cache
    def more(level: int, used: int, r: int) -> int:
        if r == 0:
            return 0
        best = 0
        if used < avail[level]:
            best = level + more(level, used + 1, r - 1)
        if level < MAX_HEIGHT and avail[level + 1]:
            best = max(best, level + 1 + more(level + 1, 1, r - 1))
        return best

    return lambda level, r: more(level, 0, r)


def _bonus_bound(
    tile: str | None,
    placed: Sequence[int],
    hand: Sequence[int],
    n: int,
    r: int,
    edges: int,
    level: int,
    hit: bool,
) -> int:
    """The most the VP tile can add to a sequence of ``n`` discs with ``r`` more to come
    (``placed``: discs per colour so far, ``hit``: V5/V6 already earned)."""
    if tile is None:
        return 0
    if tile == "V1":
        fresh = sum(1 for c in range(7) if hand[c] and not placed[c])
        return sum(1 for c in placed if c) + min(r, fresh)
    if tile == "V2":
        return 2 * max(placed[c] + min(r, hand[c]) for c in range(7))
    if tile == "V3":
        return edges + r
    if tile == "V4":
        return n + r
    colours = _RED_PURPLE if tile == "V5" else _GREEN_BLACK
    if hit or (r and level <= 3 and any(hand[c] for c in colours)):
        return 5
    return 0


def search(
    board: Board,
    heights: Mapping[Cell, int],
    hand: ColorCounts,
    *,
    placed: Sequence[Cell] = (),
    levels: Sequence[int] = (),
    lift: bool = False,
    max_discs: int = MAX_DISCS,
    vp: str | None = None,
    k: int = 1,
    floor: int = -1,
    max_total: int | None = None,
    accept: Callable[[tuple[Cell, ...], tuple[int, ...]], bool] | None = None,
) -> list[Found]:
    """The (up to) ``k`` best turns scoring more than ``floor``, best first; ties keep the one
    found first. ``placed``/``levels`` are discs already placed this turn (``heights`` include
    them; ``hand`` lacks them). ``max_total`` keeps only turns worth at most that much (R11);
    ``accept`` can veto a turn (it is still extended). A non-empty ``placed`` is itself a
    candidate (the player may stop, R9). With ``lift`` (A4) the turn has at most 5 discs."""
    max_discs = turn_limit(max_discs, lift)
    geo = _geometry(board)
    cells = board.cells
    h = [heights.get(c, 0) for c in cells]
    counts = list(hand)
    bound = _level_bound(h, geo.color, counts)
    heap: list[tuple[int, int, Found]] = []  # (total, -order, found): the worst on top
    order = 0
    path = [board.index(c) for c in placed]
    lv = list(levels)
    per_color = [0] * 7
    for i in path:
        per_color[geo.color[i]] += 1
    edges = sum(geo.edge[i] for i in path)
    v56 = _RED_PURPLE if vp == "V5" else _GREEN_BLACK
    hit = [any(lv[j] == 3 and geo.color[i] in v56 for j, i in enumerate(path))]
    left = [sum(counts)]

    def limit() -> int:
        return heap[0][0] if len(heap) >= k else floor

    def record(points: int) -> None:
        nonlocal order
        exact = _bonus_bound(vp, per_color, counts, len(path), 0, edges, lv[-1], hit[0])
        if points + exact <= limit():
            return  # with no disc to come the bound is the bonus (V4: at least it)
        turn = tuple(cells[i] for i in path)
        turn_levels = tuple(lv)
        bonus = 0 if vp is None else vp_bonus(vp, board, turn, turn_levels)
        total = points + bonus
        if total <= limit() or (max_total is not None and total > max_total):
            return
        if accept is not None and not accept(turn, turn_levels):
            return
        order += 1
        item = (total, -order, Found(turn, turn_levels, bonus))
        if len(heap) < k:
            heapq.heappush(heap, item)
        else:
            heapq.heapreplace(heap, item)

    def promising(points: int, level: int) -> bool:
        """Whether the current sequence or one of its extensions can still make the list."""
        n = len(path)
        r = min(max_discs - n, left[0])
        if max_total is not None and points > max_total:
            return False  # disc points only grow along a sequence
        best = points + bound(level, r)
        best += _bonus_bound(vp, per_color, counts, n, r, edges, level, hit[0])
        return best > limit()

    def step(i: int, level: int, points: int) -> None:
        nonlocal edges
        ci = geo.color[i]
        counts[ci] -= 1
        left[0] -= 1
        per_color[ci] += 1
        edges += geo.edge[i]
        path.append(i)
        lv.append(level)
        was_hit = hit[0]
        hit[0] = was_hit or (level == 3 and ci in v56)
        if promising(points, level):
            record(points)
            extend(i, level, points)
        hit[0] = was_hit
        lv.pop()
        path.pop()
        edges -= geo.edge[i]
        per_color[ci] -= 1
        left[0] += 1
        counts[ci] += 1

    def extend(last: int, level: int, points: int) -> None:
        if len(path) >= max_discs:
            return
        for j in geo.neighbors[last]:
            new = h[j] + 1
            if counts[geo.color[j]] and level <= new <= level + 1 and new <= MAX_HEIGHT:
                if j in path:
                    continue
                step(j, new, points + new)

    if path:
        points = sum(lv)
        if promising(points, lv[-1]):
            record(points)
            extend(path[-1], lv[-1], points)
    elif max_discs >= 1:
        starts = next_cells(board, heights, (), (), hand, lift, max_discs)
        for cell, level in sorted(starts.items(), key=lambda item: -item[1]):
            step(board.index(cell), level, level)
    return [item[2] for item in sorted(heap, key=lambda item: (-item[0], -item[1]))]
