"""Brute-force references for the solver tests: simple, slow and obviously right.

``by_actions`` walks every legal action sequence of the turn with ``flow.apply``;
``by_turns`` lists every aid use and every legal disc sequence the engine knows and prices each
VP choice with ``vp_bonus``. Both give candidate totals keyed by ``(aid action, cells)`` with
the best VP choice, then drop aid uses that score no more than the same discs without the aid
(the solver's candidate rule, see ``solver.best``).
"""

from __future__ import annotations

from seven_steps_widget.engine.actions import Score, UseAid
from seven_steps_widget.engine.hexgrid import Cell
from seven_steps_widget.engine.rules.aids import aid_options
from seven_steps_widget.engine.rules.placement import iter_turns
from seven_steps_widget.engine.rules.special_tiles import vp_bonus
from seven_steps_widget.engine.state import GameState

Totals = dict[tuple[UseAid | None, tuple[Cell, ...]], int]


def _ranked(totals: Totals) -> list[int]:
    plain = {cells: points for (aid, cells), points in totals.items() if aid is None}
    kept = [
        points
        for (aid, cells), points in totals.items()
        if aid is None or plain.get(cells) != points
    ]
    return sorted(kept, reverse=True)


def by_actions(state: GameState) -> list[int]:
    """Every candidate's total, best first, by applying every legal action sequence."""
    totals: Totals = {}

    def walk(now: GameState, aid: UseAid | None) -> None:
        for action in now.legal_actions():
            after = now.apply(action)
            if isinstance(action, Score):
                key = (aid, after.turn.cells)
                totals[key] = max(totals.get(key, -1), after.turn.points)
            else:
                walk(after, action if isinstance(action, UseAid) else aid)

    walk(state, None)
    return _ranked(totals)


def by_turns(state: GameState) -> list[int]:
    """Every candidate's total, best first, from the engine's turn list after each aid use."""
    me = state.current_seat
    totals: Totals = {}
    vp = state.held_tile("vp")
    tile = state.held_tile("aid")
    aids: list[UseAid | None] = [None]
    if tile is not None:
        options = aid_options(state.board, state.heights, state.hands_by_seat[me], tile)
        aids += [UseAid(tile, cells, color) for cells, color in options]
    for aid in aids:
        after = state if aid is None else state.apply(aid)
        hand, turn = after.hands_by_seat[me], after.turn
        for cells, levels in iter_turns(
            after.board, after.heights, hand, turn.max_discs, turn.lift
        ):
            bonus = 0 if vp is None else vp_bonus(vp, after.board, cells, levels)
            totals[(aid, cells)] = sum(levels) + bonus  # a tile that adds nothing is kept
    return _ranked(totals)
