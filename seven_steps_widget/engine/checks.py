"""Is a state possible? The checks behind hand-made, edited and parsed positions: material
(R1, R4), player list (R3), and a turn in progress, phase, points and last turn that fit
together as a real game could have left them. Each refusal is a :class:`SetupError` saying
what is wrong."""

from __future__ import annotations

from collections.abc import Sequence

from .colors import DISCS_PER_COLOR, Color, ColorCounts
from .errors import SetupError
from .flow import HAND_SIZE
from .hexgrid import Cell, cell_text
from .rules.placement import MAX_HEIGHT
from .rules.special_tiles import (
    AID_TILES,
    SEVEN_POINT_LIMIT,
    STARTING_PILES,
    VP_TILES,
    TileKind,
    kind_of,
    vp_bonus,
)
from .state import GameState, Phase

__all__ = ["ImpossiblePosition", "check_players", "check_state", "rest_in_bag", "check_tiles"]


def check_players(players: Sequence[str]) -> tuple[str, ...]:
    """R3: 2-4 distinct, non-empty names, given as a sequence of strings (not one string)."""
    if isinstance(players, str) or not isinstance(players, Sequence):
        raise SetupError(
            f"players must be a list of 2-4 names like ('Ann', 'Ben'), not {players!r}"
        )
    if not all(isinstance(p, str) for p in players):
        raise SetupError(f"player names must be text, got {tuple(players)!r}")
    names = tuple(players)
    if not 2 <= len(names) <= 4:
        raise SetupError(f"7 Steps is for 2-4 players (R3), got {len(names)}")
    if len(set(names)) != len(names):
        raise SetupError(f"player names must differ, got {names}")
    if any(not n.strip() for n in names):
        raise SetupError("player names must not be empty")
    return names


def _material(state: GameState, with_bag: bool = True) -> ColorCounts:
    parts = [state.on_board(), state.box_counts, *state.hands_by_seat]
    if with_bag:
        parts.append(state.bag_counts)
    return tuple(sum(p[i] for p in parts) for i in range(7))  # type: ignore[return-value]


def rest_in_bag(state: GameState, uses: str) -> ColorCounts:
    """The bag that completes 20 discs per colour (R1) beside the board, hands and box;
    ``SetupError`` if some colour already has more than 20 there."""
    used = _material(state, with_bag=False)
    over = [f"{c.label} {used[c.index]}" for c in Color if used[c.index] > DISCS_PER_COLOR]
    if over:
        raise SetupError(
            f"there are only {DISCS_PER_COLOR} discs of each colour (R1); {uses} " + ", ".join(over)
        )
    return tuple(DISCS_PER_COLOR - u for u in used)  # type: ignore[return-value]


def check_tiles(state: GameState) -> None:
    counts: dict[str, int] = {}
    for player, tiles in zip(state.players, state.held_by_seat):
        kinds = [kind_of(t) for t in tiles]
        if len(kinds) != len(set(kinds)):
            raise SetupError(
                f"{player} holds two tiles of one kind; at most one aid and one VP (R11)"
            )
        for tile in tiles:
            counts[tile] = counts.get(tile, 0) + 1
    piles = state.piles
    for tile in piles.aid_draw + piles.aid_discard + piles.vp_draw + piles.vp_discard:
        counts[tile] = counts.get(tile, 0) + 1
    if state.turn.offer:
        counts[state.turn.offer] = counts.get(state.turn.offer, 0) + 1
    for tile in STARTING_PILES[TileKind.AID] + STARTING_PILES[TileKind.VP]:
        counts[tile] = counts.get(tile, 0) - 1
    wrong = {t: n for t, n in counts.items() if n > 0}
    if wrong:
        raise SetupError(f"more special tiles than the game has (R4): {wrong}")


class ImpossiblePosition(SetupError):
    """A :class:`SetupError` that knows which field of the position notation holds the
    impossible value (``placed``, ``last``, ``turn``, ...), so a parse error can point there."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


def check_state(state: GameState) -> None:
    """Validate a whole state (used for hand-made and parsed positions): raises SetupError.

    Besides the material (R1, R4) this checks that the turn in progress, the phase, the points
    and the last turn fit together as a real game could have left them, so an impossible
    position is refused here instead of crashing later in play or drawing.
    """
    n = len(state.players)
    check_players(state.players)
    for name, key, field_len in (
        ("hands", "players", len(state.hands_by_seat)),
        ("scores", "players", len(state.scores_by_seat)),
        ("held tiles", "players", len(state.held_by_seat)),
        ("turns taken", "players", len(state.turns_by_seat)),
    ):
        if field_len != n:
            raise ImpossiblePosition(key, f"{name} has {field_len} entries for {n} players")
    if len(state.heights_by_cell) != len(state.board.cells):
        raise ImpossiblePosition(
            "heights", f"{len(state.heights_by_cell)} heights for {len(state.board.cells)} cells"
        )
    for cell, height in zip(state.board.cells, state.heights_by_cell):
        if not 0 <= height <= MAX_HEIGHT:
            raise ImpossiblePosition(
                "heights",
                f"tower heights are 0..{MAX_HEIGHT} (R8, R12); {cell_text(cell)} has {height}",
            )
    for key, label, counts in [
        ("bag", "bag", state.bag_counts),
        ("box", "box", state.box_counts),
        *[("players", f"{p}'s hand", h) for p, h in zip(state.players, state.hands_by_seat)],
    ]:
        if any(c < 0 for c in counts):
            raise ImpossiblePosition(key, f"{label} has a negative disc count")
    for player, hand in zip(state.players, state.hands_by_seat):
        if sum(hand) > HAND_SIZE:
            raise ImpossiblePosition(
                "players", f"{player} holds {sum(hand)} discs; a hand has at most 7 (R5, R13)"
            )
    total = _material(state)
    wrong = [f"{c.label} {total[c.index]}" for c in Color if total[c.index] != DISCS_PER_COLOR]
    if wrong:
        raise SetupError(
            f"every colour has {DISCS_PER_COLOR} discs in bag, hands, board and box (R1); "
            "here: " + ", ".join(wrong)
        )
    if not (0 <= state.current_seat < n and 0 <= state.start_seat < n):
        raise ImpossiblePosition(
            "turn",
            f"current and start player must be player numbers 0..{n - 1}, "
            f"got {state.current_seat} and {state.start_seat}",
        )
    check_tiles(state)
    _check_all_tiles_present(state)
    _check_counters(state)
    _check_turn(state)
    _check_last_turn(state)
    _check_game_end(state)


def _check_all_tiles_present(state: GameState) -> None:
    """R4: the 20 special tiles are all somewhere (piles, held, offered); none may vanish."""
    piles = state.piles
    found = list(piles.aid_draw + piles.aid_discard + piles.vp_draw + piles.vp_discard)
    for tiles in state.held_by_seat:
        found.extend(tiles)
    if state.turn.offer:
        found.append(state.turn.offer)
    missing = list(STARTING_PILES[TileKind.AID] + STARTING_PILES[TileKind.VP])
    for tile in found:
        if tile in missing:
            missing.remove(tile)
    if missing:
        raise ImpossiblePosition(
            "aid" if any(kind_of(t) is TileKind.AID for t in missing) else "vp",
            "the game has 20 special tiles (R4), each in a pile, held or offered; "
            f"missing here: {', '.join(missing)}",
        )


def _check_counters(state: GameState) -> None:
    """Scores, turns taken, this turn's points and the random-event count never go below 0."""
    for player, score, turns in zip(state.players, state.scores_by_seat, state.turns_by_seat):
        if score < 0:
            raise ImpossiblePosition(
                "players", f"{player}'s score is {score}; scores are never negative"
            )
        if turns < 0:
            raise ImpossiblePosition(
                "players", f"{player} has taken {turns} turns; turns taken are never negative"
            )
    if state.turn.points < 0:
        raise ImpossiblePosition(
            "points", f"this turn's points are {state.turn.points}; points are never negative"
        )
    if state.draws < 0:
        raise ImpossiblePosition(
            "seed", f"{state.draws} random draws so far; the count is never negative"
        )


def _check_discs(
    state: GameState, key: str, what: str, cells: Sequence[Cell], levels: Sequence[int], limit: int
) -> None:
    """The discs of one turn (``what``) form a legal sequence: on the board, each cell once,
    at most ``limit`` discs (R9), levels 1..7, each next disc adjacent to the one before and on
    the same level or one higher (R8). R7 (the first disc's level) needs the heights before the
    turn, which a position does not keep, so it is not checked."""
    board = state.board

    def fail(message: str) -> ImpossiblePosition:
        return ImpossiblePosition(key, f"{what}: {message}")

    if len(cells) != len(levels):
        raise fail(f"{len(cells)} cells but {len(levels)} levels; each placed disc needs its level")
    if len(cells) > limit:
        why = " after tile A4 or A5" if limit < 7 else ""
        raise fail(f"{len(cells)} discs, but a turn places at most {limit}{why} (R9)")
    seen: set[Cell] = set()
    for index, (cell, level) in enumerate(zip(cells, levels)):
        if cell not in board:
            raise fail(f"{cell_text(cell)} is not a cell of this board")
        if cell in seen:
            raise fail(f"{cell_text(cell)} is built on twice; no cell twice in one turn (R8)")
        seen.add(cell)
        if not 1 <= level <= MAX_HEIGHT:
            raise fail(f"the disc on {cell_text(cell)} has level {level}; levels are 1..7 (R6, R8)")
        if index:
            previous, last = cells[index - 1], levels[index - 1]
            if cell not in board.neighbors(previous):
                raise fail(
                    f"{cell_text(cell)} is not adjacent to the disc before it at "
                    f"{cell_text(previous)} (R8)"
                )
            if level < last:
                raise fail(f"builds downwards from level {last} to level {level} (R8)")
            if level > last + 1:
                raise fail(f"jumps from level {last} to level {level} (R8)")


def _possible_bonus(state: GameState, cells: Sequence[Cell], levels: Sequence[int]) -> set[int]:
    """Every bonus a victory-point tile could have added to these discs (V1-V6), and 0."""
    return {0} | {vp_bonus(tile, state.board, cells, levels) for tile in VP_TILES}


_SCORED = (Phase.BONUS, Phase.KEEP, Phase.DISCARD)


def _check_turn(state: GameState) -> None:
    """The turn in progress fits the phase (R6-R13; the transitions are in ``flow.py``)."""
    turn, phase, me = state.turn, state.phase, state.current_seat
    name = state.players[me]
    _check_discs(
        state, "placed", "the discs placed this turn", turn.cells, turn.levels, turn.max_discs
    )
    if turn.aid is not None and turn.aid not in AID_TILES:
        raise ImpossiblePosition("used", f"{turn.aid!r} is not a building aid (A1-A5)")
    if turn.vp is not None and turn.vp not in VP_TILES:
        raise ImpossiblePosition("used", f"{turn.vp!r} is not a victory-point tile (V1-V6)")
    if turn.offer is not None and phase is not Phase.KEEP:
        raise ImpossiblePosition(
            "offer",
            f"a tile is offered ({turn.offer}) only in the keep phase (R11), not in {phase}",
        )
    if phase in (Phase.START, Phase.OVER):
        what = "before the first disc" if phase is Phase.START else "after the game"
        if turn.cells:
            raise ImpossiblePosition("placed", f"no disc is placed {what} (phase {phase})")
        if turn.aid is not None:
            raise ImpossiblePosition(
                "used",
                f"no aid tile is played {what} (phase {phase}); playing one starts the placing",
            )
        if turn.vp is not None:
            raise ImpossiblePosition(
                "used", f"no victory-point tile is played {what} (phase {phase})"
            )
        if turn.points:
            raise ImpossiblePosition("points", f"nothing is scored {what} (phase {phase})")
    elif phase is Phase.PLACE:
        if not turn.cells and turn.aid is None:
            raise ImpossiblePosition(
                "placed",
                "the place phase follows a placed disc or an aid tile; here there is neither",
            )
        if turn.vp is not None:
            raise ImpossiblePosition(
                "used", "a victory-point tile is played when scoring, not while placing (R10)"
            )
        if turn.points:
            raise ImpossiblePosition("points", "nothing is scored before the placing ends (R10)")
        if turn.aid is not None and state.held_tile(TileKind.AID) is not None:
            raise ImpossiblePosition(
                "players",
                f"{name} played aid {turn.aid} this turn and so holds no other aid (R11)",
            )
        for cell, level in zip(turn.cells, turn.levels):
            height = state.height(cell)
            if height != level:
                raise ImpossiblePosition(
                    "placed",
                    f"the disc placed this turn on {cell_text(cell)} is at level {level}, "
                    f"but the tower there is {height} high; a disc of this turn is on top of "
                    "its tower (R6)",
                )
    elif phase in _SCORED:
        discs = turn.disc_points
        if turn.points < discs:
            raise ImpossiblePosition(
                "points",
                f"the turn scored {turn.points} points, less than its discs' levels ({discs}, R10)",
            )
        bonus = 0 if turn.vp is None else vp_bonus(turn.vp, state.board, turn.cells, turn.levels)
        if turn.points != discs + bonus:
            tile = f" and tile {turn.vp} adds {bonus}" if turn.vp else " and no VP tile was played"
            raise ImpossiblePosition(
                "points",
                f"the turn scored {turn.points} points, but its discs make {discs}{tile} "
                "(R10, V1-V6)",
            )
        over = [cell_text(c) for c, h in zip(state.board.cells, state.heights_by_cell) if h >= 7]
        if over:
            raise ImpossiblePosition(
                "heights",
                "after scoring no tower stands at level 7 (R12 shares them out): "
                + ", ".join(over),
            )
        last = state.last_turn
        if last is None or (last.seat, last.cells, last.levels, last.points) != (
            me,
            turn.cells,
            turn.levels,
            turn.points,
        ):
            raise ImpossiblePosition(
                "last",
                "once a turn is scored, the last turn is that turn (same player, discs and points)",
            )
        if phase is Phase.BONUS and turn.points > SEVEN_POINT_LIMIT:
            raise ImpossiblePosition(
                "points",
                f"the bonus phase follows a turn of 7 points or less (R11), not {turn.points}",
            )
        if phase is Phase.KEEP:
            if turn.offer is None:
                raise ImpossiblePosition("offer", "the keep phase needs the offered tile")
            kind = kind_of(turn.offer)
            if state.held_tile(kind) is None:
                raise ImpossiblePosition(
                    "offer",
                    f"the keep phase (R11) means {name} already holds a tile of the offered "
                    f"kind ({kind}), but {name} holds none",
                )
            if turn.points > SEVEN_POINT_LIMIT:
                raise ImpossiblePosition(
                    "points",
                    f"a tile is offered only after a turn of 7 points or less (R11), "
                    f"not {turn.points}",
                )


def _check_last_turn(state: GameState) -> None:
    """The last finished turn (shown on the board) is a legal turn of a real player."""
    last = state.last_turn
    if last is None:
        return
    n = len(state.players)
    if not 0 <= last.seat < n:
        raise ImpossiblePosition(
            "last", f"the last turn was played by player {last.seat}; players are 0..{n - 1}"
        )
    _check_discs(state, "last", "the last turn", last.cells, last.levels, 7)
    discs = sum(last.levels)
    if last.points < discs:
        raise ImpossiblePosition(
            "last",
            f"the last turn scored {last.points} points, less than its discs' levels "
            f"({discs}, R10)",
        )
    if last.points - discs not in _possible_bonus(state, last.cells, last.levels):
        raise ImpossiblePosition(
            "last",
            f"the last turn scored {last.points} points: its discs make {discs} and no "
            "victory-point tile adds the rest (R10, V1-V6)",
        )


def _check_game_end(state: GameState) -> None:
    """R14: the 2 points per unused tile exist only once the game is over."""
    if state.extra_round and not state.extended:
        raise ImpossiblePosition(
            "flags", "the extra round (flag extra) is played only in the variant (flag extended)"
        )
    bonus = state.tile_bonus_by_seat
    if state.phase is not Phase.OVER:
        if bonus:
            raise ImpossiblePosition(
                "bonus", "the 2 points per unused tile (R14) are only given when the game is over"
            )
        return
    expected = tuple(2 * len(tiles) for tiles in state.held_by_seat)
    if bonus != expected:
        raise ImpossiblePosition(
            "bonus",
            f"at the end every player gets 2 points per unused tile (R14): "
            f"{','.join(map(str, expected))}, not {','.join(map(str, bonus)) or '-'}",
        )
    for player, score, extra in zip(state.players, state.scores_by_seat, bonus):
        if score < extra:
            raise ImpossiblePosition(
                "players",
                f"{player}'s final score {score} is less than their {extra} points for "
                "unused tiles (R14)",
            )
    if not state.end_triggered:
        raise ImpossiblePosition(
            "flags", "the game is over only after the end was triggered (flag end, R14)"
        )
    n = len(state.players)
    if state.current_seat != (state.start_seat - 1) % n:
        raise ImpossiblePosition(
            "turn",
            "the game ends after the turn of the player sitting before the start player (R14), "
            f"so at the end player {(state.start_seat - 1) % n} is the current one, "
            f"not {state.current_seat}",
        )
