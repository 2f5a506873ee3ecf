"""The best turn without a VP tile by memoised search over turn states (R6-R10).

Within a turn no cell is built on twice (R8), so a disc's level is its cell's height plus one,
and along a turn levels never go down. A cell used earlier can only matter again while the
turn stays on that cell's level. So what a turn can still score after a disc depends only on
that disc's cell, the discs left in hand (by colour) and which cells *of the current level* it
has used: that state's best ending is worked out once, however many orders of discs reach it
(``search.search_steps`` tries them one by one). Cells are bits of ints, so the next discs of a
state are a few ``&`` of masks; the last disc of a turn is chosen without a state of its own.

The answer is the one the depth-first search finds first among the best: a sequence before its
extensions, then the next discs in neighbour order (``rank``); each state keeps that next disc.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass

#: Bits per colour in a packed hand (up to 31 discs of a colour).
_BITS = 5
_MASK = (1 << _BITS) - 1


@dataclass(frozen=True)
class Masks:
    """A board's cells as bits, built once per board (see :func:`masks`)."""

    near: tuple[int, ...]  # each cell's neighbours
    rank: tuple[int, ...]  # rank[i * n + j]: where cell j comes in cell i's neighbour order
    of_color: tuple[int, ...]  # each colour's cells
    color: tuple[int, ...]  # each cell's colour index
    shift: tuple[int, ...]  # where each cell's colour sits in a packed hand


def masks(neighbors: Sequence[Sequence[int]], color: Sequence[int]) -> Masks:
    """:class:`Masks` of a board given as each cell's neighbours and colour, by index."""
    n = len(color)
    near = [0] * n
    rank = [n] * (n * n)
    for i, row in enumerate(neighbors):
        for place, j in enumerate(row):
            near[i] |= 1 << j
            rank[i * n + j] = place
    of_color = [0] * 7
    for i, c in enumerate(color):
        of_color[c] |= 1 << i
    return Masks(tuple(near), tuple(rank), tuple(of_color), tuple(color),
                 tuple(_BITS * c for c in color))  # fmt: skip


def best_turn_steps(
    board: Masks,
    up: Sequence[int],
    hand: Sequence[int],
    max_discs: int,
    ahead: Callable[[int, int], int],
    starts: Sequence[tuple[int, int]] = (),
    placed: Sequence[int] = (),
    levels: Sequence[int] = (),
    floor: int = -1,
    yield_every: int = 256,
) -> Generator[int, None, tuple[list[int], list[int]] | None]:
    """The best turn scoring more than ``floor`` as ``(cells, levels)``, or None.

    ``up[i]`` is the level a disc gets on cell ``i`` (99 where none can go); ``ahead(level,
    r)`` is at least what ``r`` more discs can score after a disc at ``level``. The turn goes
    on from the discs ``placed`` (at ``levels``; ``hand`` lacks them), or else starts with one
    of ``starts`` (``(cell, level)``, tried in order). Yields how many states it worked out
    once they reach ``yield_every``, checked after each disc that follows a first disc or
    ``placed``, as ``search.search_steps`` yields after each subtree below a second disc."""
    near, rank, of_color, color, shift = (
        board.near,
        board.rank,
        board.of_color,
        board.color,
        board.shift,
    )
    n = len(up)
    on = [0] * 9  # the cells on which a disc gets each level
    for i, level in enumerate(up):
        if level < 9:
            on[level] |= 1 << i
    steps = [on[v] | on[v + 1] for v in range(8)]  # where a disc after one at v may go (R8)
    keep = 0  # cells placed before: their level may lie above the current one
    for i in placed:
        keep |= 1 << i
    same = [on[v] | keep for v in range(9)]  # the cells a state keeps apart, by its level
    packed = free = 0  # the hand, and the cells of its colours
    for c, count in enumerate(hand):
        packed |= count << (_BITS * c)
        if count:
            free |= of_color[c]
    memo: dict[tuple[int, int, int], tuple[int, int]] = {}
    nodes = 0

    def best(i: int, level: int, used: int, packed: int, mask: int, free: int) -> int:
        """The most the discs after one on ``i`` can add (at ``level``, the turn's ``used``-th;
        ``packed`` the hand, ``mask`` the cells built on, ``free`` the cells of colours in
        hand); ``memo`` keeps it and the first next disc that gives it."""
        nonlocal nodes
        key = (i, packed, mask & same[level])
        got = memo.get(key)
        if got is not None:
            return got[0]
        nodes += 1
        top, choice, first = 0, -1, n
        ways = near[i] & steps[level] & free & ~mask if used < max_discs else 0
        last = used + 1 == max_discs
        row = i * n
        while ways:
            bit = ways & -ways
            ways ^= bit
            j = bit.bit_length() - 1
            gain = up[j]
            if not last:
                s = shift[j]
                after = packed - (1 << s)
                still = free if after >> s & _MASK else free & ~of_color[color[j]]
                gain += best(j, gain, used + 1, after, mask | bit, still)
            if gain > top or (gain == top and rank[row + j] < first):
                top, choice, first = gain, j, rank[row + j]
        memo[key] = (top, choice)
        return top

    def path(i: int, level: int, packed: int, mask: int) -> list[int]:
        """The cells ``memo`` chose after the disc on ``i``."""
        out: list[int] = []
        while True:
            got = memo.get((i, packed, mask & same[level]))
            if got is None or got[1] < 0:
                return out
            i = got[1]
            out.append(i)
            level, packed, mask = up[i], packed - (1 << shift[i]), mask | 1 << i

    roots = [(list(placed), list(levels))] if placed else [([i], [v]) for i, v in starts]
    left = sum(hand) + len(placed)  # discs in hand before the turn's first disc
    winner = None
    lim = floor
    for cells, lvs in roots:
        last, level, used = cells[-1], lvs[-1], len(cells)
        points = sum(lvs)
        if points + ahead(level, min(max_discs, left) - used) <= lim:
            continue  # cannot beat the best turn so far
        mask = keep | 1 << last
        have, rest = packed, free
        if not placed:
            have -= 1 << shift[last]
            if not have >> shift[last] & _MASK:
                rest &= ~of_color[color[last]]
        # ``best`` of the root, yielding after each next disc
        top, choice, first = 0, -1, n
        ways = near[last] & steps[level] & rest & ~mask if used < max_discs else 0
        row = last * n
        while ways:
            bit = ways & -ways
            ways ^= bit
            j = bit.bit_length() - 1
            s = shift[j]
            after = have - (1 << s)
            still = rest if after >> s & _MASK else rest & ~of_color[color[j]]
            gain = up[j] + best(j, up[j], used + 1, after, mask | bit, still)
            if gain > top or (gain == top and rank[row + j] < first):
                top, choice, first = gain, j, rank[row + j]
            if nodes >= yield_every:
                yield nodes
                nodes = 0
        memo[(last, have, mask & same[level])] = (top, choice)
        if points + top > lim:
            lim = points + top
            tail = path(last, level, have, mask)
            winner = (cells + tail, lvs + [up[j] for j in tail])
    if nodes:
        yield nodes
    return winner
