"""The board as text, for a screen reader and anyone who plays without seeing it: a cell
read aloud, the whole position as lists (like Lichess's piece lists) and what to announce after
each move, in the learner's language. Cells are named as on the board (``engine.cell_names``)."""

from __future__ import annotations

from collections.abc import Collection, Iterable

from ..engine.actions import Action, Place, Score
from ..engine.cell_names import cell_name, name_limits
from ..engine.colors import Color
from ..engine.hexgrid import Cell
from ..engine.state import GameState, Phase
from . import Colors, join, t
from .game import action_text, refusal_text, status_text, tile_text

__all__ = [
    "describe_cell",
    "read_position",
    "move_text",
    "refused_text",
    "no_such_cell_text",
    "hand_text",
]


def _names(state: GameState, cells: Iterable[Cell], lang: str) -> str:
    return join((cell_name(state.board, c) for c in cells), lang)


def describe_cell(
    state: GameState,
    cell: Cell,
    lang: str = "en",
    legality: bool = True,
    ringed: Collection[Cell] = (),
    crossed: Collection[Cell] = (),
) -> str:
    """``cell`` read aloud: its name, colour and tower, its disc's number this turn, whether
    the picture rings it (``ringed``) or crosses it out (``crossed``) -- the marks a lesson's
    text points at -- and (with ``legality``) for the player to move whether the next disc
    may go there and at which level, or why not. A board that does not show where the next
    disc may go (a lesson's task asks just that) leaves it out.

    >>> from seven_steps_widget import Game
    >>> describe_cell(Game(("Ann", "Ben"), seed=1).state, (0, 0))
    'e5, turquoise, empty; the next disc may go here, level 1'
    """
    board = state.board
    name, color, height = cell_name(board, cell), Colors(board.color(cell)), state.height(cell)
    if height:
        text = t("access.cell_tower", lang, name=name, color=color, n=height)
    else:
        text = t("access.cell_empty", lang, name=name, color=color)
    marks = []
    if cell in state.turn.cells:  # numbered on the picture in the order placed
        marks.append(t("access.this_turn_n", lang, n=state.turn.cells.index(cell) + 1))
    if cell in ringed:
        marks.append(t("access.ringed", lang))
    if cell in crossed:
        marks.append(t("access.crossed", lang))
    for mark in marks:
        text = t("access.joined", lang, first=text, rest=mark)
    if not legality or state.phase not in (Phase.START, Phase.PLACE):
        return text
    level = state.legal_cells().get(cell)
    if level is not None:
        more = t("access.may", lang, level=level)
    else:
        more = t("access.may_not", lang, why=_why_not(state, cell, lang))
    return t("access.joined", lang, first=text, rest=more)


def _why_not(state: GameState, cell: Cell, lang: str) -> str:
    """Why the next disc may not go on ``cell``: the engine's refusal, in words."""
    try:
        state.apply(Place(cell))
    except ValueError as error:
        return refusal_text(error, lang)
    raise AssertionError(f"a disc may go on {cell}, yet it is not among the legal cells")


def read_position(
    state: GameState,
    lang: str = "en",
    hands: Iterable[str] | None = None,
    withheld: Collection[str] = (),
) -> list[str]:
    """The whole position, one line each: what the game waits for, the towers by colour and
    level, the turn so far, the hands (of ``hands``' players; default all), the points, the
    special tiles held and face up, the bag (unless a task asks it: ``withheld``, as the
    picture leaves it out)."""
    lines = [status_text(state, lang), *_towers(state, lang), _turn(state, lang)]
    shown = set(state.players if hands is None else hands)
    lines += [hand_text(state, name, lang) for name in state.hands if name in shown]
    scores = [
        t("access.player_points", lang, name=name, points=points)
        for name, points in state.scores.items()
    ]
    lines.append(t("access.scores", lang, scores=join(scores, lang)))
    described = "tile_text" not in withheld
    for name, tiles in state.held.items():
        if tiles:
            named = _tiles(tiles, lang, described)
            lines.append(t("access.holds", lang, name=name, tiles=named))
    face_up = [pile[-1] for pile in (state.piles.aid_discard, state.piles.vp_discard) if pile]
    if face_up:
        lines.append(t("access.open_tiles", lang, tiles=_tiles(face_up, lang, described)))
    if "bag" not in withheld:
        lines.append(t("access.bag", lang, n=sum(state.bag_counts)))
    return lines


def hand_text(state: GameState, name: str, lang: str = "en") -> str:
    """The discs in ``name``'s hand, counted by colour ("Ben's hand: 2 yellow discs and 1 red
    disc"), or that it is empty.

    >>> from seven_steps_widget.engine.setup import make_position
    >>> hand_text(make_position(("Ann", "Ben"), hands={"Ann": "TYY"}), "Ann")
    "Ann's hand: 1 turquoise disc and 2 yellow discs"
    """
    hand = state.hands[name]
    discs = [
        t("access.discs_of", lang, n=hand[color], color=Colors(color))
        for color in Color
        if hand[color]
    ]
    if not discs:
        return t("access.hand_empty", lang, name=name)
    return t("access.hand", lang, name=name, discs=join(discs, lang))


def _tiles(tiles: Iterable[str], lang: str, described: bool = True) -> str:
    """The tiles by code, each with what it does unless a task asks that."""
    if not described:
        return join(list(tiles), lang)
    named = [t("access.tile", lang, tile=tile, what=tile_text(tile, lang)) for tile in tiles]
    return join(named, lang)


def _towers(state: GameState, lang: str) -> list[str]:
    """One line per colour with towers: its levels, highest first, and their cells."""
    board, heights = state.board, state.heights
    lines = []
    for color in Color:
        by_level: dict[int, list[Cell]] = {}
        for cell in board.cells_of(color):
            if heights[cell]:
                by_level.setdefault(heights[cell], []).append(cell)
        if by_level:
            levels = [
                t("access.level_on", lang, level=level, cells=_names(state, cells, lang))
                for level, cells in sorted(by_level.items(), reverse=True)
            ]
            parts = t("list.semicolon", lang).join(levels)
            lines.append(t("access.towers_of", lang, color=Colors(color), levels=parts))
    return lines or [t("access.no_towers", lang)]


def _turn(state: GameState, lang: str) -> str:
    """What the player to move has done so far this turn."""
    turn = state.turn
    parts = [
        t("access.disc_at", lang, cell=cell_name(state.board, cell), level=level)
        for cell, level in zip(turn.cells, turn.levels)
    ]
    if turn.aid:
        parts.insert(0, t("access.aid_played", lang, tile=turn.aid))
    if not turn.cells:
        nothing = t("access.turn_nothing", lang)
        return t("access.joined", lang, first=parts[0], rest=nothing) if parts else nothing
    return t("access.turn_so_far", lang, discs=join(parts, lang), points=turn.disc_points)


def move_text(
    before: GameState, action: Action, after: GameState, lang: str = "en", status: bool = True
) -> str:
    """What to announce after ``action`` took ``before`` to ``after`` (a learner's move or a
    computer's): who did what, where, at which level, the points; then (with ``status``) what
    the game waits for.

    >>> from seven_steps_widget import Game
    >>> from seven_steps_widget.engine import Place
    >>> game = Game(("Ann", "Ben"), seed=1)
    >>> before = game.state
    >>> move_text(before, Place((0, 0)), before.apply(Place((0, 0))), "de").split(". ")[0]
    'Ann setzt türkis auf e5 ein, Ebene 1'
    """
    name = before.current
    if isinstance(action, Place):
        level = after.turn.levels[-1] if after.turn.cells else after.height(action.cell)
        said = t(
            "access.placed",
            lang,
            name=name,
            color=Colors(before.board.color(action.cell)),
            cell=cell_name(before.board, action.cell),
            level=level,
        )
    elif isinstance(action, Score):
        seat = before.current_seat
        total = after.scores_by_seat[seat]
        said = t(
            "access.scored",
            lang,
            name=name,
            points=total - before.scores_by_seat[seat],
            total=total,
        )
    else:
        said = t("access.did", lang, name=name, did=action_text(action, lang))
    return f"{said} {status_text(after, lang)}" if status else said


def refused_text(state: GameState, error: Exception, cell: Cell | None, lang: str = "en") -> str:
    """What to announce when a move is refused: the reason, and the cell if it was about one."""
    why = refusal_text(error, lang)
    if cell is not None and cell in state.board:
        return t("access.refused_at", lang, cell=cell_name(state.board, cell), why=why)
    return t("not_allowed", lang, why=why)


def no_such_cell_text(state: GameState, typed: str, lang: str = "en") -> str:
    """What to say when a typed cell name is not on the board: which names there are."""
    column, rows = name_limits(state.board)
    return t("access.no_such_cell", lang, text=typed.strip(), column=column, rows=rows)
