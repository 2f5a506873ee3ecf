"""The turn sequence as one pure transition: ``apply(state, action) -> new state``.

aid (A1-A5) -> place 1-7 discs (R7-R9) -> score with a VP tile (R10, V1-V6) -> level 7 (R12)
-> bonus tile (R11) -> keep one of two (R11) -> discard and refill (R13) -> next player / end
(R14). Illegal actions raise :class:`IllegalMove` and, states being immutable, change nothing.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace

from .actions import Action, ChooseBonus, Discard, Keep, Place, Score, UseAid
from .colors import Color, ColorCounts
from .errors import IllegalMove
from .hexgrid import Cell
from .rules import HAND_SIZE, aids
from .rules.aids import AID_CELLS
from .rules.placement import check_disc, next_cells
from .rules.special_tiles import (
    AID_TILES,
    SEVEN_POINT_LIMIT,
    VP_TILES,
    TileKind,
    kind_of,
    vp_bonus,
)
from .rules.towers import resolve_towers
from .state import GameState, LastTurn, Phase, TurnProgress

__all__ = [
    "HAND_SIZE",
    "apply",
    "legal_actions",
    "legal_cells",
    "rng_for",
    "draw_discs",
    "allowed_actions_text",
]



def rng_for(state: GameState) -> random.Random:
    """The random source of the state's next random event: seed and event count decide it, so
    a seed reproduces a game and a position notation reproduces what follows."""
    return random.Random(f"7steps:{state.seed}:{state.draws}")


def draw_discs(bag: ColorCounts, count: int, rng: random.Random) -> tuple[ColorCounts, ColorCounts]:
    """Draw up to ``count`` discs at random; returns ``(drawn, bag left)``."""
    population = [color.index for color in Color for _ in range(bag[color.index])]
    picked = rng.sample(population, min(count, len(population)))
    drawn = [0] * 7
    for index in picked:
        drawn[index] += 1
    left = tuple(b - d for b, d in zip(bag, drawn))
    return tuple(drawn), left  # type: ignore[return-value]


def _set(values: tuple, index: int, value: object) -> tuple:
    return values[:index] + (value,) + values[index + 1 :]


def _add(a: ColorCounts, b: ColorCounts, sign: int = 1) -> ColorCounts:
    return tuple(x + sign * y for x, y in zip(a, b))  # type: ignore[return-value]


def _one(color: Color) -> ColorCounts:
    counts = [0] * 7
    counts[color.index] = 1
    return tuple(counts)  # type: ignore[return-value]


def _heights_tuple(state: GameState, heights: Mapping[Cell, int]) -> tuple[int, ...]:
    return tuple(heights.get(cell, 0) for cell in state.board.cells)


def _phase_error(state: GameState, what: str, key: str) -> IllegalMove:
    """Refuse an action the phase does not expect; ``key`` names the learner's sentence (with
    what the phase expects instead), except at the end of the game."""
    over = state.phase is Phase.OVER
    return IllegalMove(
        "R14" if over else "Turn order",
        f"cannot {what} now: {allowed_actions_text(state)}",
        key="game_over" if over else key,
        params={"phase": state.phase, "name": state.current},
    )


def allowed_actions_text(state: GameState) -> str:
    """Plain words for what the current phase expects (used in error messages and status)."""
    name = state.current
    return {
        Phase.START: f"{name} may play an aid tile or place a first disc",
        Phase.PLACE: f"{name} may place another disc or end the placing and score",
        Phase.BONUS: f"{name} scored 7 or less and chooses an aid or a VP tile (R11)",
        Phase.KEEP: f"{name} holds two tiles of a kind and keeps one (R11)",
        Phase.DISCARD: f"{name} may throw discs into the bag and refills to 7 (R13)",
        Phase.OVER: "the game is over (R14)",
    }[state.phase]


def apply(state: GameState, action: Action) -> GameState:
    """The state after ``action``; raises :class:`IllegalMove` (naming the rule) if not allowed."""
    if isinstance(action, Place):
        return _place(state, action)
    if isinstance(action, UseAid):
        return _use_aid(state, action)
    if isinstance(action, Score):
        return _score(state, action)
    if isinstance(action, ChooseBonus):
        return _choose_bonus(state, action)
    if isinstance(action, Keep):
        return _keep(state, action)
    if isinstance(action, Discard):
        return _discard(state, action)
    raise TypeError(f"not an action: {action!r}")


# ---------------------------------------------------------------------------- placing
def _place(state: GameState, action: Place) -> GameState:
    if state.phase not in (Phase.START, Phase.PLACE):
        raise _phase_error(state, "place a disc", key="place_not_now")
    cell = (int(action.cell[0]), int(action.cell[1]))
    turn = state.turn
    heights = state.heights
    level = check_disc(
        state.board, heights, turn.cells, turn.levels, cell, turn.lift, turn.max_discs
    )
    color = state.board.color(cell)
    hand = state.hands_by_seat[state.current_seat]
    if hand[color.index] == 0:
        rule = "R7" if not turn.cells else "R8"
        # "none left" only when this turn used them up: a hand that never held one has none
        used = any(state.board.color(done) is color for done in turn.cells)
        raise IllegalMove(
            rule,
            f"there is no {color.label} disc in the hand for that cell",
            cell,
            key="no_disc_left" if used else "no_disc_in_hand",
            params={"color": color},
        )
    hand = _add(hand, _one(color), -1)
    heights[cell] = level
    return replace(
        state,
        hands_by_seat=_set(state.hands_by_seat, state.current_seat, hand),
        heights_by_cell=_heights_tuple(state, heights),
        phase=Phase.PLACE,
        turn=replace(turn, cells=turn.cells + (cell,), levels=turn.levels + (level,)),
    )


def _use_aid(state: GameState, action: UseAid) -> GameState:
    if state.phase is not Phase.START:
        raise _phase_error(
            state, "play an aid tile (only before the first disc)", key="aid_not_now"
        )
    tile = action.tile
    if tile not in AID_TILES:
        raise IllegalMove(
            "R4",
            f"{tile!r} is not a building aid (A1-A5)",
            key="not_an_aid",
            params={"tile": tile},
        )
    me = state.current_seat
    if tile not in state.held_by_seat[me]:
        raise IllegalMove(
            "R11",
            f"{state.current} does not hold tile {tile}",
            key="tile_not_held",
            params={"tile": tile, "name": state.current},
        )
    board, heights = state.board, state.heights
    hand, bag, box = state.hands_by_seat[me], state.bag_counts, state.box_counts
    cells = tuple((int(c[0]), int(c[1])) for c in action.cells)

    def needs(count: int) -> None:
        if len(cells) != count:
            raise IllegalMove(
                tile,
                f"tile {tile} needs {count} cell(s), got {len(cells)}",
                key="aid_cell_count",
                params={"tile": tile, "count": count, "given": len(cells)},
                cells=cells,
            )

    if tile == "A1":
        new_heights = aids.remove_discs(board, heights, cells)
        removed = [0] * 7
        for cell in cells:
            removed[board.color(cell).index] += 1
        if sum(bag):  # "into the box if the bag is empty at that moment"
            bag = _add(bag, tuple(removed))  # type: ignore[arg-type]
        else:
            box = _add(box, tuple(removed))  # type: ignore[arg-type]
    elif tile in ("A2", "A3"):
        needs(AID_CELLS[tile])
        move = aids.move_tower if tile == "A2" else aids.move_disc
        new_heights = move(board, heights, cells[0], cells[1])
    elif tile == "A4":
        needs(AID_CELLS[tile])
        new_heights = heights
    else:  # A5
        needs(AID_CELLS[tile])
        if action.color is None:
            raise IllegalMove(
                "A5",
                "name the colour of the disc thrown back into the bag",
                key="aid_needs_color",
                params={"tile": tile},
            )
        new_heights, hand = aids.take_disc(board, heights, hand, cells[0], action.color)
        if sum(bag):
            bag = _add(bag, _one(action.color))
        else:
            box = _add(box, _one(action.color))
    held = tuple(t for t in state.held_by_seat[me] if t != tile)
    return replace(
        state,
        heights_by_cell=_heights_tuple(state, new_heights),
        hands_by_seat=_set(state.hands_by_seat, me, hand),
        bag_counts=bag,
        box_counts=box,
        held_by_seat=_set(state.held_by_seat, me, held),
        piles=state.piles.with_piles(
            TileKind.AID, state.piles.aid_draw, state.piles.aid_discard + (tile,)
        ),
        phase=Phase.PLACE,
        turn=replace(state.turn, aid=tile),
    )


# ---------------------------------------------------------------------------- scoring
def _score(state: GameState, action: Score) -> GameState:
    if state.phase not in (Phase.START, Phase.PLACE):
        raise _phase_error(state, "score", key="score_not_now")
    me, turn = state.current_seat, state.turn
    if not turn.cells and any(state.hands_by_seat[me]):
        raise IllegalMove(
            "R9",
            "place at least one disc before scoring (the hand is not empty)",
            key="place_before_scoring",
        )
    held, piles, bonus = state.held_by_seat[me], state.piles, 0
    if action.vp is not None:
        if action.vp not in VP_TILES:
            raise IllegalMove(
                "R4",
                f"{action.vp!r} is not a victory-point tile (V1-V6)",
                key="not_a_vp_tile",
                params={"tile": action.vp},
            )
        if action.vp not in held:
            raise IllegalMove(
                "R11",
                f"{state.current} does not hold tile {action.vp}",
                key="tile_not_held",
                params={"tile": action.vp, "name": state.current},
            )
        bonus = vp_bonus(action.vp, state.board, turn.cells, turn.levels)
        held = tuple(t for t in held if t != action.vp)
        piles = piles.with_piles(TileKind.VP, piles.vp_draw, piles.vp_discard + (action.vp,))
    points = turn.disc_points + bonus
    heights = resolve_towers(state.board, state.heights)
    scored = replace(
        state,
        scores_by_seat=_set(state.scores_by_seat, me, state.scores_by_seat[me] + points),
        held_by_seat=_set(state.held_by_seat, me, held),
        piles=piles,
        heights_by_cell=_heights_tuple(state, heights),
        turn=replace(turn, vp=action.vp, points=points),
        last_turn=LastTurn(me, turn.cells, turn.levels, points),
    )
    # R11 has no exception: a turn of an empty hand (0 points) earns a tile too
    if points <= SEVEN_POINT_LIMIT and any(piles.available(kind) for kind in TileKind):
        return replace(scored, phase=Phase.BONUS)
    return replace(scored, phase=Phase.DISCARD)


def _choose_bonus(state: GameState, action: ChooseBonus) -> GameState:
    if state.phase is not Phase.BONUS:
        raise _phase_error(state, "take a bonus tile", key="bonus_not_now")
    kind = action.kind
    piles = state.piles
    if not piles.available(kind):
        raise IllegalMove(
            "R11",
            f"the {kind} draw pile and its discard pile are both empty; choose the other kind",
            key="no_aid_tiles_left" if kind is TileKind.AID else "no_vp_tiles_left",
        )
    draws = state.draws
    draw, discard = piles.draw(kind), piles.discard(kind)
    if not draw:  # R11: shuffle the discard pile into a new draw pile
        shuffled = list(discard)
        rng_for(state).shuffle(shuffled)
        draw, discard, draws = tuple(shuffled), (), draws + 1
    tile, draw = draw[-1], draw[:-1]
    me = state.current_seat
    moved = replace(state, piles=piles.with_piles(kind, draw, discard), draws=draws)
    if state.held_tile(kind) is not None:
        return replace(moved, phase=Phase.KEEP, turn=replace(state.turn, offer=tile))
    held = tuple(sorted(state.held_by_seat[me] + (tile,)))
    return replace(moved, held_by_seat=_set(state.held_by_seat, me, held), phase=Phase.DISCARD)


def _keep(state: GameState, action: Keep) -> GameState:
    if state.phase is not Phase.KEEP:
        raise _phase_error(state, "keep a tile", key="keep_not_now")
    offer = state.turn.offer
    assert offer is not None
    kind = kind_of(offer)
    me = state.current_seat
    old = state.held_tile(kind)
    assert old is not None
    if action.tile not in (old, offer):
        raise IllegalMove(
            "R11",
            f"keep either {old} (held) or {offer} (new), not {action.tile}",
            key="keep_old_or_new",
            params={"old": old, "new": offer},
        )
    dropped = offer if action.tile == old else old
    held = tuple(sorted([t for t in state.held_by_seat[me] if t != old] + [action.tile]))
    piles = state.piles
    piles = piles.with_piles(kind, piles.draw(kind), piles.discard(kind) + (dropped,))
    return replace(
        state,
        held_by_seat=_set(state.held_by_seat, me, held),
        piles=piles,
        phase=Phase.DISCARD,
        turn=replace(state.turn, offer=None),
    )


# ---------------------------------------------------------------------------- end of turn
def _discard(state: GameState, action: Discard) -> GameState:
    if state.phase is not Phase.DISCARD:
        raise _phase_error(state, "throw discs back and refill", key="discard_not_now")
    me = state.current_seat
    hand = state.hands_by_seat[me]
    if any(d < 0 for d in action.discs):
        raise IllegalMove(
            "R13", "cannot throw back a negative number of discs", key="discard_negative"
        )
    missing = tuple(c for c in Color if action.discs[c.index] > hand[c.index])
    if missing:
        raise IllegalMove(
            "R13",
            f"the hand does not hold that many {', '.join(c.label for c in missing)} discs",
            key="discard_too_many",
            params={"colors": missing},
        )
    hand = _add(hand, action.discs, -1)
    bag = _add(state.bag_counts, action.discs)
    need = HAND_SIZE - sum(hand)
    draws = state.draws
    end_triggered = state.end_triggered
    if need > 0:
        drawn, bag = draw_discs(bag, need, rng_for(state))
        draws += 1
        hand = _add(hand, drawn)
        if sum(drawn) < need:
            end_triggered = True  # R14: the bag could not refill this hand
    done = replace(
        state,
        hands_by_seat=_set(state.hands_by_seat, me, hand),
        bag_counts=bag,
        draws=draws,
        end_triggered=end_triggered,
        turns_by_seat=_set(state.turns_by_seat, me, state.turns_by_seat[me] + 1),
    )
    return _next_player(done)


def _next_player(state: GameState) -> GameState:
    """Hand the turn to the next seat; finish the round, the extra round (variant) and the game
    (R14). Every player takes every turn: one whose hand is empty places nothing and refills."""
    seat = (state.current_seat + 1) % len(state.players)
    if seat == state.start_seat and state.end_triggered:
        if state.extended and not state.extra_round:
            state = replace(state, extra_round=True)
        else:
            return _game_over(state)
    return replace(state, current_seat=seat, phase=Phase.START, turn=TurnProgress())


def _game_over(state: GameState) -> GameState:
    bonus = tuple(2 * len(tiles) for tiles in state.held_by_seat)  # R14: 2 per unused tile
    return replace(
        state,
        scores_by_seat=tuple(s + b for s, b in zip(state.scores_by_seat, bonus)),
        tile_bonus_by_seat=bonus,
        phase=Phase.OVER,
        turn=TurnProgress(),
    )


def legal_cells(state: GameState) -> dict[Cell, int]:
    """Cells where the current player's next disc may go now, with the level it would get."""
    if state.phase not in (Phase.START, Phase.PLACE):
        return {}
    turn = state.turn
    return next_cells(
        state.board,
        state.heights,
        turn.cells,
        turn.levels,
        state.hands_by_seat[state.current_seat],
        turn.lift,
        turn.max_discs,
    )


def legal_actions(state: GameState) -> list[Action]:
    """Every action allowed now (discards as each distinct multiset of hand discs)."""
    from itertools import product

    from .rules.aids import aid_options

    me, turn, phase = state.current_seat, state.turn, state.phase
    actions: list[Action] = []
    if phase in (Phase.START, Phase.PLACE):
        if phase is Phase.START:
            aid = state.held_tile(TileKind.AID)
            if aid is not None:
                for aid_cells, color in aid_options(
                    state.board, state.heights, state.hands_by_seat[me], aid
                ):
                    actions.append(UseAid(aid, aid_cells, color))
        actions.extend(Place(cell) for cell in legal_cells(state))
        if turn.cells or not any(state.hands_by_seat[me]):
            actions.append(Score())
            vp = state.held_tile(TileKind.VP)
            if vp is not None:
                actions.append(Score(vp))
    elif phase is Phase.BONUS:
        actions.extend(ChooseBonus(k) for k in TileKind if state.piles.available(k))
    elif phase is Phase.KEEP:
        offer = state.turn.offer
        assert offer is not None
        old = state.held_tile(kind_of(offer))
        actions.extend(Keep(t) for t in (old, offer) if t is not None)
    elif phase is Phase.DISCARD:
        hand = state.hands_by_seat[me]
        for combo in product(*(range(n + 1) for n in hand)):
            actions.append(Discard(tuple(combo)))  # type: ignore[arg-type]
    return actions
