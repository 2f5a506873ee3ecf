"""The placement search: the k best disc sequences for one board and hand, depth first with an
upper bound on what the rest of a sequence can still score (R6-R10, V1-V6).

It walks the same moves as ``placement.iter_turns`` (first disc by R7, then R8 steps), in the
same order, but on cell indices, and it skips a branch when even its best imaginable ending
cannot beat the k-th best turn found so far. The bound is exact-safe: it never underestimates.

A turn's points and every VP bonus depend only on the *set* of cells it builds on (a cell's
level is its height plus one, V1-V6 count colours, edges, a line, levels), and what can still
follow depends only on that set and the last cell. So when only the best turn is wanted, a
sequence reaching a set and last cell already searched is skipped: it can only tie. With
no VP tile either (and no ``accept``, ``must`` or ``max_total``), the best ending of a turn
depends on even less, so :func:`search_steps` hands the work to ``turn_memo``, which works out
each such state once and gives the same turn.

The bound is the most the levels can still climb (:func:`climb_bound`, admissible as
``bounds.level_bound`` says) plus the most the VP tile can still add; the tile is scored and
bounded by the engine's one scorer (``engine.rules.vp_score.VPScore``), a disc at a time as
the search places and takes back discs.

The search is a generator of work (``work.Steps``, also importable from here): it yields how
many positions (sequences) it has looked at since it last yielded, at least every
:data:`UNIT_LIMIT` positions, and returns its result; :func:`search` runs it to the end
(``work.finish``). Callers that must give an event loop back now and then (the widgets) drive
the generator themselves (``work.chunks``).
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass

from ..engine.board import Board
from ..engine.colors import ColorCounts
from ..engine.hexgrid import Cell
from ..engine.rules.placement import MAX_DISCS, MAX_HEIGHT, turn_limit
from ..engine.rules.vp_score import LEVEL_THREE_COLORS, VPScore
from .bounds import (
    ColorPart,
    by_color,
    cell_distance,
    climb_bound,
    color_indices,
    color_part,
    color_parts,
    distance_row,
    first_discs,
    geometry,
    level_bound,
)
from .removal_search import REMOVAL_UNIT_LIMIT
from .turn_memo import best_turn_steps
from .work import YIELD_EVERY, Steps, chunks, finish

__all__ = [
    "Found",
    "Steps",
    "REMOVAL_UNIT_LIMIT",
    "UNIT_LIMIT",
    "by_color",
    "chunks",
    "cell_distance",
    "climb_bound",
    "color_indices",
    "color_part",
    "color_parts",
    "finish",
    "first_discs",
    "search",
    "search_steps",
]

#: The most positions a search looks at between two yields: fewer than ``YIELD_EVERY``, then
#: one subtree below a second disc (that disc and at most 5 more, each on one of at most 6
#: neighbours: 1 + 6 + ... + 6⁵), and every first disc (at most one per cell).
UNIT_LIMIT = YIELD_EVERY + sum(6**d for d in range(6)) + 49

@dataclass(frozen=True)
class Found:
    """One disc sequence the search found, with its best VP use (``vp_bonus`` 0: not played)."""

    cells: tuple[Cell, ...]
    levels: tuple[int, ...]
    vp_bonus: int

    @property
    def total(self) -> int:
        return sum(self.levels) + self.vp_bonus


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
    h = [heights.get(c, 0) for c in board.cells]
    return finish(
        search_steps(board, h, hand, placed=placed, levels=levels, lift=lift,
                     max_discs=max_discs, vp=vp, k=k, floor=floor, max_total=max_total,
                     accept=accept)  # fmt: skip
    )


def search_steps(
    board: Board,
    h: Sequence[int],
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
    must: Sequence[int] | None = None,
    cover_all: bool = False,
    fresh: Sequence[int] = (),
    parts: Sequence[ColorPart] | None = None,
) -> Steps[list[Found]]:
    """:func:`search` as work that yields (see the module docstring); ``h`` are the heights
    in ``board.cells`` order.

    ``must`` (cell indices) keeps only turns that build on one of those cells (``cover_all``:
    on each of them, at most two) or start on a cell of ``fresh``: after an aid use, every other
    turn is one the player could play without it (``accept`` would veto it) or after a smaller
    use of it already searched, so a sequence that can no longer reach such cells with the
    discs it has left is not searched on. ``parts`` are :func:`color_parts` of ``h``, ``hand``
    and ``lift`` when the caller has them."""
    max_discs = turn_limit(max_discs, lift)
    geo = geometry(board)
    must = tuple(must or ())
    cover = 0 if not must else len(must) if cover_all else 1
    fresh_start = set(fresh)
    if cover:
        rows = [distance_row(board, x) for x in must]
        must_levels = [h[x] + 1 if h[x] < MAX_HEIGHT else 99 for x in must]
        both = rows[0][must[1]] if cover == 2 else 0
        targets = list(zip(must, rows, must_levels))

    def needed(done: int, last: int, level: int) -> int:
        """At least how many more discs it takes from ``last`` (at ``level``) to build on
        enough cells of ``must`` (one of them; with ``cover_all`` both of two), those in the
        bit mask ``done`` built on already: each step reaches a neighbour and climbs one level
        at most, and levels never go down (R8)."""
        best = 99
        if cover == 1:
            for x, row, lx in targets:
                if done >> x & 1:
                    return 0
                if lx >= level:
                    steps = row[last]
                    if lx - level > steps:
                        steps = lx - level
                    if steps < best:
                        best = steps
            return best
        (a, b), (ra, rb), (la, lb) = must, rows, must_levels
        if done >> a & 1 and done >> b & 1:
            return 0
        if done >> a & 1:
            return max(rb[last], lb - level) if lb >= level else 99
        if done >> b & 1:
            return max(ra[last], la - level) if la >= level else 99
        if level <= la <= lb:
            best = max(ra[last], la - level) + max(both, lb - la)
        if level <= lb <= la:
            best = min(best, max(rb[last], lb - level) + max(both, la - lb))
        return best

    if parts is None:
        parts = color_parts(h, geo.by_color, hand, lift)
    starts: list[tuple[int, int]] = []
    if not placed and max_discs >= 1:
        starts = sorted(
            (start for firsts, _ in parts for start in firsts), key=lambda s: (-s[1], s[0])
        )
        if cover:  # only first discs that open a turn or can reach ``must``
            reach = min(max_discs, sum(hand)) - 1
            starts = [
                (i, level)
                for i, level in starts
                if i in fresh_start or needed(1 << i, i, level) <= reach
            ]
        if not starts:
            return []
    cells = board.cells
    neighbors, color = geo.neighbors, geo.color
    # a disc's level on each cell (R10); 99 where no disc can go (a full tower)
    up = [x + 1 if x < MAX_HEIGHT else 99 for x in h]
    ahead = level_bound(parts)
    if vp is None and k == 1 and accept is None and not cover and max_total is None:
        best = yield from best_turn_steps(
            geo.masks, up, hand, max_discs, ahead, starts,
            [board.index(c) for c in placed], levels, floor, YIELD_EVERY,
        )  # fmt: skip
        if best is None:
            return []
        return [Found(tuple(cells[i] for i in best[0]), tuple(best[1]), 0)]
    counts = list(hand)
    heap: list[tuple[int, int, Found]] = []  # (total, -order, found): the worst on top
    order = 0
    path = [board.index(c) for c in placed]
    lv = list(levels)
    score = None
    if vp is not None:
        three = LEVEL_THREE_COLORS.get(vp, ())
        # V5/V6 pay for a disc at level 3: a cell of height 2 of one of their colours
        score = VPScore(vp, board, any(h[i] == 2 for c in three for i in geo.by_color[c]))
        for i, level in zip(path, lv):
            score.add(i, level)
    left = sum(counts)
    lim = floor  # the k-th best total so far (``floor`` until k are found)
    mask = 0
    for i in path:
        mask |= 1 << i
    seen: set[int] | None = set() if k == 1 and accept is None else None
    nodes = 0
    in_must = [0] * len(cells)
    for x in must:
        in_must[x] = 1
    touch = sum(in_must[i] for i in path)
    free = 0  # the first disc is one the aid opened: the turn is new whatever it builds on

    def record(points: int) -> None:
        """Keep the sequence on ``path`` if it makes the list."""
        nonlocal order, lim
        if touch < cover and not free:
            return  # a turn playable as well without this aid use (see ``must``)
        bonus = 0
        if score is not None:
            if vp == "V4" and points + len(path) <= lim:
                return  # a line has at most as many discs as the turn
            bonus = score.exact()
        total = points + bonus
        if total <= lim or (max_total is not None and total > max_total):
            return
        turn = tuple(cells[i] for i in path)
        turn_levels = tuple(lv)
        if accept is not None and not accept(turn, turn_levels):
            return
        order += 1
        item = (total, -order, Found(turn, turn_levels, bonus))
        if len(heap) < k:
            heapq.heappush(heap, item)
        else:
            heapq.heapreplace(heap, item)
        if len(heap) >= k:
            lim = heap[0][0]

    def visit(i: int, level: int, points: int) -> bool:
        """With the disc on ``path[-1]`` (cell ``i`` at ``level``, the sequence worth
        ``points``): record the sequence and say whether to search on, both only if it or an
        extension can still make the list."""
        if max_total is not None and points > max_total:
            return False  # disc points only grow along a sequence
        r = max_discs - len(path)
        if left < r:
            r = left
        if touch < cover and not free and needed(mask, i, level) > r:
            return False  # ``must`` out of reach
        best = points + ahead(level, r)
        if score is not None:
            best += score.bound(r, level, counts)
        if best <= lim:
            return False
        record(points)
        return r > 0

    def place(i: int, level: int) -> bool:
        """Place a disc on ``i``; False (and nothing placed) if that set of cells and last
        cell was searched before (it can only tie)."""
        nonlocal left, mask, nodes, touch
        bit = 1 << i
        if seen is not None:
            key = ((mask | bit) << 6) | i
            if key in seen:
                return False
            seen.add(key)
        nodes += 1
        counts[color[i]] -= 1
        left -= 1
        mask |= bit
        touch += in_must[i]
        path.append(i)
        lv.append(level)
        if score is not None:
            score.add(i, level)
        return True

    def take(i: int, level: int) -> None:
        """Take back the disc last placed (on ``i`` at ``level``)."""
        nonlocal left, mask, touch
        if score is not None:
            score.remove(i, level)
        lv.pop()
        path.pop()
        touch -= in_must[i]
        mask ^= 1 << i
        left += 1
        counts[color[i]] += 1

    def step(i: int, level: int, points: int) -> None:
        """Place a disc on ``i``, search every sequence that goes on from it, take it back."""
        if not place(i, level):
            return
        if visit(i, level, points):
            for j in neighbors[i]:
                new = up[j]
                if level <= new <= level + 1 and counts[color[j]] and not mask >> j & 1:
                    step(j, new, points + new)
        take(i, level)

    def below(last: int, level: int, points: int) -> Iterator[int]:
        """Search every way on from the last disc, one next disc at a time, yielding."""
        nonlocal nodes
        for j in neighbors[last]:
            new = up[j]
            if level <= new <= level + 1 and counts[color[j]] and not mask >> j & 1:
                step(j, new, points + new)
                if nodes >= YIELD_EVERY:
                    yield nodes
                    nodes = 0

    if path:
        points = sum(lv)
        if visit(path[-1], lv[-1], points):
            yield from below(path[-1], lv[-1], points)
    elif max_discs >= 1:
        for i, level in starts:
            if not place(i, level):
                continue
            free = i in fresh_start
            if visit(i, level, level):
                yield from below(i, level, level)
            free = 0
            take(i, level)
    if nodes:
        yield nodes
    return [item[2] for item in sorted(heap, key=lambda item: (-item[0], -item[1]))]
