"""Making states: a new seeded game (R5) and hand-made teaching positions, validated."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace

from .board import LAYOUTS, Board
from .checks import check_players, check_state, check_tiles, rest_in_bag
from .colors import DISCS_PER_COLOR, EMPTY_COUNTS, ColorCounts, HandLike, counts_from
from .errors import SetupError
from .flow import HAND_SIZE, draw_discs, rng_for
from .hexgrid import Cell, cell_text
from .rules.placement import MAX_HEIGHT
from .rules.special_tiles import (
    STARTING_PILES,
    TileKind,
    kind_of,
)
from .state import GameState, Phase, Piles, TurnProgress

__all__ = ["new_game", "make_position", "edit_state", "check_state"]



def new_game(
    players: Sequence[str],
    board: Board | str | None = None,
    seed: int | None = None,
    extended: bool = False,
    side: str = "single",
) -> GameState:
    """A new game (R5): all discs in the bag, piles shuffled, random start player, 7 discs each
    drawn from the start player on. ``board`` may be a Board, a layout name or ``"random"``
    (a seeded shuffle of the standard layout); ``seed=None`` picks a seed and records it."""
    names = check_players(players)
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    rng = random.Random(f"7steps:{seed}:setup")
    if board is None:
        board = Board.standard(side=side)
    elif isinstance(board, str):
        if board == "random":
            board = Board.random(random.Random(f"7steps:{seed}:board"), side=side)
        elif board in LAYOUTS:
            board = Board.layout(board, side=side)
        else:
            raise SetupError(f"board must be a Board, a layout name or 'random', not {board!r}")
    aid, vp = list(STARTING_PILES[TileKind.AID]), list(STARTING_PILES[TileKind.VP])
    rng.shuffle(aid)
    rng.shuffle(vp)
    start = rng.randrange(len(names))
    bag: ColorCounts = (DISCS_PER_COLOR,) * 7
    hands: list[ColorCounts] = [EMPTY_COUNTS] * len(names)
    for offset in range(len(names)):
        player = (start + offset) % len(names)
        hands[player], bag = draw_discs(bag, HAND_SIZE, rng)
    n = len(names)
    return GameState(
        board=board,
        players=names,
        hands_by_seat=tuple(hands),
        heights_by_cell=(0,) * len(board.cells),
        bag_counts=bag,
        scores_by_seat=(0,) * n,
        held_by_seat=((),) * n,
        piles=Piles(aid_draw=tuple(aid), vp_draw=tuple(vp)),
        start_seat=start,
        current_seat=start,
        turns_by_seat=(0,) * n,
        extended=extended,
        seed=seed,
    )


def make_position(
    players: Sequence[str] = ("Arnd", "Bärbel", "Caro", "Dirk"),
    board: Board | None = None,
    heights: Mapping[Cell, int] | None = None,
    hands: Mapping[str, HandLike] | Sequence[HandLike] | None = None,
    current: int | str = 0,
    scores: Mapping[str, int] | Sequence[int] | None = None,
    held: Mapping[str, Sequence[str]] | Sequence[Sequence[str]] | None = None,
    box: HandLike | None = None,
    start_player: int | str | None = None,
    seed: int = 0,
    extended: bool = False,
) -> GameState:
    """A hand-made position for teaching: any heights, hands, scores, held tiles and whose turn.

    The bag holds whatever discs are not on the board, in hands or in the box; special tiles not
    held are shuffled into the draw piles. Impossible positions raise :class:`SetupError`.

    >>> pos = make_position(("Ann", "Ben"), heights={(0, 0): 2}, hands={"Ann": "TTY", "Ben": ""})
    >>> pos.height((0, 0)), pos.bag.total()
    (2, 135)
    """
    names = check_players(players)
    board = board or Board.standard()
    n = len(names)

    def per_player(values: Mapping[str, object] | Sequence[object] | None, default: object) -> list:
        if values is None:
            return [default] * n
        if isinstance(values, Mapping):
            unknown = set(values) - set(names)
            if unknown:
                raise SetupError(f"unknown player(s) {sorted(unknown)}; players are {names}")
            return [values.get(name, default) for name in names]
        if len(values) != n:
            raise SetupError(f"expected {n} entries (one per player), got {len(values)}")
        return list(values)

    def index_of(who: int | str) -> int:
        if isinstance(who, str):
            if who not in names:
                raise SetupError(f"{who!r} is not a player; players are {names}")
            return names.index(who)
        if not 0 <= who < n:
            raise SetupError(f"player number must be 0..{n - 1}, got {who}")
        return who

    height_map = dict(heights or {})
    for cell in height_map:
        if cell not in board:
            raise SetupError(f"{cell_text(cell)} is not a cell of this board")
    hand_counts = tuple(counts_from(h) for h in per_player(hands, ""))
    held_tiles = tuple(tuple(sorted(t)) for t in per_player(held, ()))
    box_counts = counts_from(box or "")
    state = GameState(
        board=board,
        players=names,
        hands_by_seat=hand_counts,
        heights_by_cell=tuple(int(height_map.get(c, 0)) for c in board.cells),
        bag_counts=EMPTY_COUNTS,
        box_counts=box_counts,
        scores_by_seat=tuple(int(s) for s in per_player(scores, 0)),
        held_by_seat=held_tiles,
        start_seat=index_of(start_player if start_player is not None else current),
        current_seat=index_of(current),
        turns_by_seat=(0,) * n,
        extended=extended,
        seed=seed,
    )
    check_tiles(state)
    bag = rest_in_bag(state, "this position uses")
    aid, vp = list(STARTING_PILES[TileKind.AID]), list(STARTING_PILES[TileKind.VP])
    for tiles in held_tiles:
        for tile in tiles:
            (aid if kind_of(tile) is TileKind.AID else vp).remove(tile)
    rng = rng_for(replace(state, draws=-1))
    rng.shuffle(aid)
    rng.shuffle(vp)
    state = replace(state, bag_counts=bag, piles=Piles(aid_draw=tuple(aid), vp_draw=tuple(vp)))
    check_state(state)
    return state


def edit_state(
    state: GameState,
    *,
    heights: Mapping[Cell, int] | None = None,
    hands: Mapping[str, HandLike] | None = None,
    current: int | str | None = None,
    scores: Mapping[str, int] | None = None,
    held: Mapping[str, Sequence[str]] | None = None,
) -> GameState:
    """The position after a teacher's edit (edit mode): changed tower heights (only the cells
    given), hands, whose turn, scores or held tiles. The bag gives or takes the discs, so the
    140 discs stay complete (R1); the edited position starts a fresh turn. An impossible edit
    raises :class:`SetupError` and the old state is untouched.

    >>> pos = make_position(("Ann", "Ben"))
    >>> edit_state(pos, heights={(0, 0): 3}).height((0, 0))
    3
    """
    names = state.players
    height_map = state.heights
    for cell, height in (heights or {}).items():
        if cell not in state.board:
            raise SetupError(f"{cell_text(cell)} is not a cell of this board")
        if not 0 <= int(height) <= MAX_HEIGHT:
            raise SetupError(f"tower heights are 0..{MAX_HEIGHT} (R8, R12); asked for {height}")
        height_map[cell] = int(height)
    new_hands = list(state.hands_by_seat)
    for name, hand in (hands or {}).items():
        if name not in names:
            raise SetupError(f"{name!r} is not a player; players are {names}")
        new_hands[names.index(name)] = counts_from(hand)
        if sum(new_hands[names.index(name)]) > HAND_SIZE:
            raise SetupError(f"a hand holds at most {HAND_SIZE} discs (R5, R13)")
    # a finished game edited plays on: the end bonus for held tiles (R14) comes off again
    bonus = state.tile_bonus_by_seat or (0,) * len(names)
    new_scores = [score - extra for score, extra in zip(state.scores_by_seat, bonus)]
    for name, score in (scores or {}).items():
        if name not in names:
            raise SetupError(f"{name!r} is not a player; players are {names}")
        new_scores[names.index(name)] = int(score)
    new_held = list(state.held_by_seat)
    piles = state.piles
    for name, tiles in (held or {}).items():
        if name not in names:
            raise SetupError(f"{name!r} is not a player; players are {names}")
        index = names.index(name)
        aid_draw, vp_draw = list(piles.aid_draw), list(piles.vp_draw)
        for tile in state.held_by_seat[index]:  # give back the old tiles, take the new ones
            (aid_draw if kind_of(tile) is TileKind.AID else vp_draw).insert(0, tile)
        for tile in tiles:
            pile = aid_draw if kind_of(tile) is TileKind.AID else vp_draw
            if tile not in pile:
                raise SetupError(f"no {tile} left in its draw pile to hand to {name} (R4)")
            pile.remove(tile)
        new_held[index] = tuple(sorted(tiles))
        piles = replace(piles, aid_draw=tuple(aid_draw), vp_draw=tuple(vp_draw))
    who = state.current_seat
    if current is not None:
        if isinstance(current, str):
            if current not in names:
                raise SetupError(f"{current!r} is not a player; players are {names}")
            who = names.index(current)
        elif not 0 <= current < len(names):
            raise SetupError(f"player number must be 0..{len(names) - 1}, got {current}")
        else:
            who = current
    edited = replace(
        state,
        heights_by_cell=tuple(height_map[c] for c in state.board.cells),
        hands_by_seat=tuple(new_hands),
        scores_by_seat=tuple(new_scores),
        held_by_seat=tuple(new_held),
        piles=piles,
        current_seat=who,
        phase=Phase.START,
        turn=TurnProgress(),
        tile_bonus_by_seat=(),
        bag_counts=EMPTY_COUNTS,
    )
    edited = replace(edited, bag_counts=rest_in_bag(edited, "the edit would need"))
    check_tiles(edited)
    check_state(edited)
    return edited
