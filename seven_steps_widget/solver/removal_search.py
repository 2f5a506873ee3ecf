"""The best turn after tile A1 takes one or two discs off cells the turn then builds on, searched
once for every removal at a time (R7, R8, A1): which removals can reach the best total.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache

from ..engine.board import Board
from ..engine.colors import ColorCounts
from ..engine.rules.placement import MAX_DISCS, MAX_HEIGHT
from ..engine.rules.vp_score import LEVEL_THREE_COLORS, VPScore
from .bounds import color_parts, geometry
from .work import YIELD_EVERY, Steps

__all__ = ["REMOVAL_UNIT_LIMIT", "removal_search"]

#: ``search.UNIT_LIMIT`` for :func:`removal_search`: a disc may also go on a cell lowered by
#: tile A1 (two discs off in all: one cell lowered by two, or two by one), so a sequence of d
#: discs below the second comes in at most 1 + 2d + d(d-1)/2 ways.
REMOVAL_UNIT_LIMIT = (
    YIELD_EVERY + sum(6**d * (1 + 2 * d + d * (d - 1) // 2) for d in range(6)) + 3 * 49
)


@lru_cache(maxsize=1024)
def _borrow_bound(
    avail: tuple[int, ...], spare: tuple[bool, ...], level: int, r: int, budget: int
) -> int:
    """:func:`climb_bound` when ``budget`` more discs may go on a level beyond ``avail``, at a
    level v with ``spare[v]`` (a tower one or two discs too high that tile A1 can lower)."""

    @cache
    def more(v: int, used: int, r: int, budget: int) -> int:
        if r == 0:
            return 0
        best = 0
        if used < avail[v]:
            best = v + more(v, used + 1, r - 1, budget)
        elif budget and spare[v]:
            best = v + more(v, used, r - 1, budget - 1)
        if v < MAX_HEIGHT and (avail[v + 1] or (budget and spare[v + 1])):
            cost = 0 if avail[v + 1] else 1
            best = max(best, v + 1 + more(v + 1, 1 - cost, r - 1, budget - cost))
        return best

    return more(level, 0, r, budget)


def removal_search(
    board: Board,
    h: Sequence[int],
    hand: ColorCounts,
    *,
    vp: str | None,
    floor: int,
    max_total: int | None = None,
) -> Steps[tuple[int, list[tuple[int, ...]]]]:
    """The best total above ``floor`` of a turn after tile A1 takes one or two discs off cells
    the turn then builds on, and every removal (cell indices, a cell twice for two discs off
    it, in board order) that reaches it: ``(floor, [])`` if none does.

    Only the best turn is asked for, so only such removals count: a turn that does not build on
    every cell A1 lowered scores as much after the smaller removal (or none) and never beats
    it; lowering a cell the turn does not build on never allows a first disc (R7) either.
    A first disc must still be on a lowest cell of its colour once all removals are made.
    Like :func:`search_steps` it yields after each subtree below a second disc; with up to two
    removals such a subtree has more branches, so a unit here is at most ``REMOVAL_UNIT_LIMIT``
    positions."""
    geo = geometry(board)
    neighbors, color, by_color = geo.neighbors, geo.color, geo.by_color
    counts = list(hand)
    parts = color_parts(h, by_color, counts, False)
    avail = tuple(map(sum, zip(*(share for _, share in parts))))
    spare = [False] * (MAX_HEIGHT + 2)
    for c, cells in enumerate(by_color):
        if counts[c]:
            for i in cells:
                for drop in (1, 2):
                    if 0 <= h[i] - drop < MAX_HEIGHT and h[i] >= drop:
                        spare[h[i] - drop + 1] = True
    spares = tuple(spare)
    lim = floor + 1  # totals below this are of no interest; ties with the best are kept
    found: dict[tuple[int, ...], int] = {}
    path: list[int] = []
    drops: list[int] = []
    score = None
    if vp is not None:
        three = LEVEL_THREE_COLORS.get(vp, ())
        # a disc at level 3 needs a cell of height 2 once A1 took up to two discs off it
        score = VPScore(vp, board, any(h[i] in (2, 3, 4) for c in three for i in by_color[c]))
    left = sum(counts)
    mask = 0
    nodes = 0
    budget = 2

    def start_ok() -> bool:
        """The first disc is on a lowest cell of its colour after the removals."""
        first = path[0]
        low = h[first] - drops[0]
        for i in by_color[color[first]]:
            if h[i] - (drops[path.index(i)] if mask >> i & 1 else 0) < low:
                return False
        return True

    def record(points: int) -> None:
        nonlocal lim
        if budget == 2 or (max_total is not None and points > max_total):
            return  # no removal
        bonus = 0 if score is None else score.exact()
        total = points + bonus
        if total < lim or (max_total is not None and total > max_total):
            return
        key = tuple(sorted(i for i, d in zip(path, drops) for _ in range(d)))
        if total > lim:
            found.clear()
            lim = total
        if found.get(key, -1) < total:
            found[key] = total

    def enter(i: int, drop: int, level: int, points: int) -> list[tuple[int, int, int]]:
        """Place a disc on ``i`` with ``drop`` discs taken off it first; the next discs to try
        as ``(cell, drop, level)`` (none when the sequence cannot beat the best)."""
        nonlocal left, mask, nodes, budget
        nodes += 1
        counts[color[i]] -= 1
        left -= 1
        mask |= 1 << i
        budget -= drop
        path.append(i)
        drops.append(drop)
        if score is not None:
            score.add(i, level)
        n = len(path)
        r = min(MAX_DISCS - n, left)
        nxt: list[tuple[int, int, int]] = []
        if start_ok() and (max_total is None or points <= max_total):
            ub = points + _borrow_bound(avail, spares, level, r, budget)
            if score is not None:
                ub += score.bound(r, level, counts)
            if ub >= lim:
                record(points)
                if r:
                    for j in neighbors[i]:
                        if mask >> j & 1 or not counts[color[j]]:
                            continue
                        for d in range(min(budget, h[j]) + 1):
                            new = h[j] - d + 1
                            if level <= new <= level + 1 and new <= MAX_HEIGHT:
                                nxt.append((j, d, new))
        return nxt

    def leave(i: int, drop: int, level: int) -> None:
        nonlocal left, mask, budget
        if score is not None:
            score.remove(i, level)
        drops.pop()
        path.pop()
        budget += drop
        mask &= ~(1 << i)
        left += 1
        counts[color[i]] += 1

    def step(i: int, drop: int, level: int, points: int) -> None:
        for j, d, new in enter(i, drop, level, points):
            step(j, d, new, points + new)
        leave(i, drop, level)

    for c, cells in enumerate(by_color):  # first discs, then one subtree per second disc
        if not counts[c]:
            continue
        low = min(h[i] for i in cells)
        for i in cells:
            for d in range(min(2, h[i]) + 1):
                if h[i] - d <= low:  # can be a lowest cell once the removals are made
                    level = h[i] - d + 1
                    for j, d2, new in enter(i, d, level, level):
                        step(j, d2, new, level + new)
                        if nodes >= YIELD_EVERY:
                            yield nodes
                            nodes = 0
                    leave(i, d, level)
    if nodes:
        yield nodes
    return (lim, sorted(found)) if found else (floor, [])
