"""The best turn without a VP tile by memoised search over turn states (R6-R10).

Within a turn no cell is built on twice (R8), so a disc's level is its cell's height plus one,
and along a turn levels never go down. A cell used earlier can only matter again while the
turn stays on that cell's level. So what a turn can still score after a disc depends only on
that disc's cell, the discs left in hand (by colour), how many discs the turn has, and which
cells *of the current level* it has used: that state's best ending is worked out once, however
many orders of discs reach it (``search.search_steps`` tries them one by one).

The answer is the one the depth-first search finds first among the best: a sequence before its
extensions, then the next discs in neighbour order; each state keeps its first best next disc.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence

#: Bits per colour in a packed hand (up to 31 discs of a colour).
_BITS = 5


def best_turn_steps(
    neighbors: Sequence[Sequence[int]],
    color: Sequence[int],
    up: Sequence[int],
    hand: Sequence[int],
    max_discs: int,
    starts: Sequence[tuple[int, int]] = (),
    placed: Sequence[int] = (),
    levels: Sequence[int] = (),
    floor: int = -1,
) -> Generator[int, None, tuple[list[int], list[int]] | None]:
    """The best turn scoring more than ``floor`` as ``(cells, levels)``, or None.

    ``up[i]`` is the level a disc gets on cell ``i`` (99 where none can go). The turn goes on
    from the discs ``placed`` (at ``levels``; ``hand`` lacks them), or else starts with one of
    ``starts`` (``(cell, level)``, tried in order). Yields how many states it worked out after
    each disc that follows a first disc or ``placed``, as ``search.search_steps`` yields after each
    subtree below a second disc."""
    same_level = [0] * 101  # the cells on which a disc gets each level, as a bit mask
    for i, level in enumerate(up):
        same_level[level] |= 1 << i
    keep = 0  # cells placed before: their level may lie above the current one
    for i in placed:
        keep |= 1 << i
    shift = [_BITS * c for c in color]
    counts = list(hand)
    packed = 0
    for c, n in enumerate(hand):
        packed |= n << (_BITS * c)
    memo: dict[tuple[int, int, int, int], tuple[int, int]] = {}
    nodes = 0

    def best(i: int, level: int, used: int, packed: int, mask: int) -> int:
        """The most the discs after one on ``i`` (at ``level``, ``used`` discs in the turn,
        ``mask`` the cells built on) can add; ``memo`` keeps it and the first next disc that
        gives it."""
        nonlocal nodes
        key = (i, used, packed, mask & (same_level[level] | keep))
        got = memo.get(key)
        if got is not None:
            return got[0]
        nodes += 1
        top, choice = 0, -1
        if used < max_discs:
            for j in neighbors[i]:
                new = up[j]
                if level <= new <= level + 1 and counts[color[j]] and not mask >> j & 1:
                    counts[color[j]] -= 1
                    gain = new + best(j, new, used + 1, packed - (1 << shift[j]), mask | 1 << j)
                    counts[color[j]] += 1
                    if gain > top:
                        top, choice = gain, j
        memo[key] = (top, choice)
        return top

    def path(i: int, level: int, used: int, packed: int, mask: int) -> list[int]:
        """The cells ``memo`` chose after the disc on ``i``."""
        out: list[int] = []
        while True:
            j = memo[(i, used, packed, mask & (same_level[level] | keep))][1]
            if j < 0:
                return out
            out.append(j)
            i, level, used, packed, mask = (
                j,
                up[j],
                used + 1,
                packed - (1 << shift[j]),
                mask | 1 << j,
            )

    roots: list[tuple[list[int], list[int]]]
    roots = [(list(placed), list(levels))] if placed else [([i], [lv]) for i, lv in starts]
    winner = None
    lim = floor
    for cells, lvs in roots:
        last, level, used = cells[-1], lvs[-1], len(cells)
        mask = keep | 1 << last
        hand_packed = packed
        if not placed:
            counts[color[last]] -= 1
            hand_packed -= 1 << shift[last]
        key = (last, used, hand_packed, mask & (same_level[level] | keep))
        top, choice = 0, -1
        if used < max_discs:
            for j in neighbors[last]:
                new = up[j]
                if level <= new <= level + 1 and counts[color[j]] and not mask >> j & 1:
                    counts[color[j]] -= 1
                    gain = new + best(
                        j, new, used + 1, hand_packed - (1 << shift[j]), mask | 1 << j
                    )
                    counts[color[j]] += 1
                    if gain > top:
                        top, choice = gain, j
                    if nodes:
                        yield nodes
                        nodes = 0
        memo[key] = (top, choice)
        if not placed:
            counts[color[last]] += 1
        total = sum(lvs) + top
        if total > lim:
            lim = total
            tail = path(last, level, used, hand_packed, mask)
            winner = (cells + tail, lvs + [up[j] for j in tail])
    if nodes:
        yield nodes
    return winner
