"""The special tiles quiz (end of notebook 2): one checked question per step, each on a
position the engine made — what a tile does, what it adds, the 7-point rule with a tile, keep
new or old, the end bonus. Every answer is computed by the engine while the quiz is built."""

from __future__ import annotations

from dataclasses import replace

from ..engine.actions import Keep, UseAid
from ..engine.colors import Color
from ..engine.game import Game
from ..engine.hexgrid import Cell
from ..engine.rules.special_tiles import SEVEN_POINT_LIMIT, most_placed_colors
from ..engine.state import GameState, Phase
from ..words import Colors, Text
from .lesson import Lesson, Script, topics_from
from .rulebook import tile_choice
from .tasks import CellTask, ChoiceTask
from .tiles_tour import (
    PLAYERS,
    RING,
    TOUR_BOARD,
    AidCellTask,
    _number_options,
    _placed,
    _points,
    _position,
    _say,
    _sum,
    best_plan,
    earns_tile,
    finished_game,
    seven_point_verdict,
    special_tiles_tour,
    vp_points,
)

__all__ = [
    "A2_SOURCE",
    "a2_position",
    "a4_position",
    "keep_position",
    "tiles_quiz",
]

#: Question 1: Ann plays A2 on this turquoise tower (2 discs); where should it go?
A2_SOURCE: Cell = (0, 1)
_A2_HEIGHTS = {(1, -1): 1, (0, -1): 3, A2_SOURCE: 2}
#: Question 4: two turquoise and two yellow discs (a tie for V2).
V2_TURN: tuple[Cell, ...] = ((0, 1), (1, 0), (2, 0), (3, 0))
#: Question 5: black, turquoise, red on levels 1, 1, 2 with V1.
SEVEN_TURN: tuple[Cell, ...] = ((0, -2), (0, -1), (-1, -1))
#: Question 8: a black and a green disc, both on level 3.
V6_TURN: tuple[Cell, ...] = ((1, -2), (2, -2))

BEN = PLAYERS.index("Ben")
#: The title of a question about one tile ("Question — A5").
QUESTION_TILE = "tiles_quiz.question_tile.title"


def a2_position() -> GameState:
    """Question 1's position: Ann holds A2, hand four turquoise and a yellow."""
    return _position("TTTTY", _A2_HEIGHTS, ["A2"])


def a4_position() -> GameState:
    """Question 3's position, A4 already played: towers of one disc are one level higher."""
    start = _position("TTTYYBB", {RING[0]: 1, RING[3]: 1, RING[1]: 2, (2, 0): 1}, ["A4"])
    return start.apply(UseAid("A4"))


def keep_position() -> GameState:
    """Question 6's position: Ann holds V3, earned a tile, took a victory-point tile."""
    game = Game.from_position(_position("TTTYYBR", {RING[1]: 1, RING[2]: 1}, ["V3"]))
    for cell in RING[:3]:
        game.place(cell)
    game.score()
    game.choose_bonus("vp")
    offer = game.state.turn.offer
    if game.phase is not Phase.KEEP or offer is None or offer == "V3":
        raise AssertionError(f"the keep question needs a second, different tile, not {offer}")
    return game.state


def _a2_question(s: Script) -> None:
    start = a2_position()
    task = AidCellTask(
        Text("tiles_quiz.a2.prompt"),
        frozenset(),
        Text("tiles_quiz.a2.right"),
        Text("tiles_quiz.a2.other"),
        tile="A2",
        fixed=(A2_SOURCE,),
    )
    targets = {c: task.best_with(start, c) for c in TOUR_BOARD.cells_of(Color.TURQUOISE)}
    best = max(p for p in targets.values() if p is not None)
    right = frozenset(c for c, p in targets.items() if p == best)
    _say(
        s,
        "tiles_quiz.a2",
        values={"h": start.height(A2_SOURCE), "before": _points(best_plan(start).total)},
        rules=("A2",),
        highlight=(A2_SOURCE,),
        state=start,
        task=replace(task, cells=right, right=Text("tiles_quiz.a2.right", after=_points(best))),
        asks_rules=("A2", "R8"),
    )


def _a5_question(s: Script) -> None:
    state = _position("TTYYBBK", {}, ["A5"])
    options = ("A3", "A5", "A1", "A4")  # two name the 5-disc limit: it gives nothing away
    _say(
        s,
        "tiles_quiz.a5",
        title=QUESTION_TILE,
        values={"tile": "A5"},
        rules=("A5",),
        state=state,
        task=ChoiceTask(
            Text("tiles_quiz.a5.prompt"),
            tuple(Text(f"tile.{tile}") for tile in options),
            options.index(state.held_tile("aid") or ""),
            Text("tiles_quiz.a5.explain"),
            Text("tiles_quiz.a5.hint"),
        ),
        asks_rules=("A5",),
        withheld=("tile_text",),  # the reading would say what A5 does
    )


def _a4_question(s: Script) -> None:
    state = a4_position()
    lifted = frozenset(c for c, level in state.legal_cells().items() if level == 2)
    _say(
        s,
        "tiles_quiz.a4",
        title=QUESTION_TILE,
        values={"tile": "A4"},
        rules=("A4",),
        state=state,
        task=CellTask(
            Text("tiles_quiz.a4.prompt"),
            lifted,
            Text("tiles_quiz.a4.right"),
            Text("tiles_quiz.a4.other"),
        ),
        asks_rules=("A4", "R7"),
    )


def _v2_question(s: Script) -> None:
    state = _placed(_position("TTYYBBK", {}, ["V2"]), V2_TURN)
    discs, bonus = vp_points(state)
    most = most_placed_colors(state.board, state.turn.cells)
    if len(most) != 2:
        raise AssertionError(f"the V2 question needs two colours placed most: {most}")
    count = sum(state.board.color(c) is most[0] for c in state.turn.cells)
    options, answer = _number_options(bonus, 2 * bonus, bonus // 2)
    _say(
        s,
        "tiles_quiz.v2",
        title=QUESTION_TILE,
        values={"tile": "V2", "sum": _sum(state.turn.levels), "discs": _points(discs)},
        rules=("V2",),
        highlight=state.turn.cells,
        state=state,
        task=ChoiceTask(
            Text("tiles_tour.vp_adds.prompt", tile="V2"),
            options,
            answer,
            Text(
                "tiles_quiz.v2.explain",
                color_a=Colors(most[0]),
                color_b=Colors(most[1]),
                count=count,
                bonus=bonus,
            ),
            Text("tiles_quiz.v2.hint"),
            show=state.turn.cells,
        ),
        asks_rules=("V2",),
    )


def _seven_question(s: Script) -> None:
    start = _position("KTRYYBB", {(-1, -1): 1}, ["V1"])
    state = _placed(start, SEVEN_TURN)
    discs, bonus = vp_points(state)
    earns = earns_tile(state, "V1")
    values = {
        "sum": _sum(state.turn.levels),
        "discs": discs,
        "disc_points": _points(discs),
        "bonus": bonus,
        "total": _points(discs + bonus),
        "limit": SEVEN_POINT_LIMIT,
    }
    _say(
        s,
        "tiles_quiz.seven",
        values=values,
        rules=("R11", "V1"),
        highlight=state.turn.cells,
        state=state,
        task=ChoiceTask(
            Text("tiles_tour.seven.prompt"),
            *tile_choice(earns),
            seven_point_verdict(earns, **values),
            Text("tiles_quiz.seven.hint", limit=SEVEN_POINT_LIMIT),
            show=state.turn.cells,
        ),
        asks_rules=("R11", "V1"),
    )


def _keep_question(s: Script) -> None:
    state = keep_position()
    new = state.turn.offer or ""
    old = state.held_tile("vp") or ""
    _say(
        s,
        "tiles_quiz.keep",
        values={"old": old, "new": new},
        rules=("R11",),
        state=state,
        task=ChoiceTask(
            Text("tiles_quiz.keep.prompt"),
            (
                Text("tiles_quiz.keep.only", tile=old),
                Text("tiles_quiz.keep.only", tile=new),
                Text("tiles_quiz.keep.either"),
                Text("tiles_quiz.keep.both"),
            ),
            2,
            Text("tiles_quiz.keep.explain", old=old, new=new),
            Text("tiles_quiz.keep.hint"),
        ),
        asks_rules=("R11",),
    )


def keep_choices(state: GameState) -> set[str]:
    """The tiles the engine lets the player keep in ``state`` (phase KEEP)."""
    return {a.tile for a in state.legal_actions() if isinstance(a, Keep)}


def _end_question(s: Script) -> None:
    state = finished_game().state
    bonus = state.tile_bonus_by_seat[BEN]
    (tile,) = state.held_by_seat[BEN]
    options, answer = _number_options(bonus, 0, 2 * bonus)
    _say(
        s,
        "tiles_quiz.end",
        values={"tile": tile},
        rules=("R14",),
        state=state,
        task=ChoiceTask(
            Text("tiles_quiz.end.prompt", tile=tile),
            options,
            answer,
            Text(
                "tiles_quiz.end.explain",
                bonus=_points(bonus),
                score=_points(state.scores_by_seat[BEN]),
            ),
            Text("tiles_quiz.end.hint"),
        ),
        asks_rules=("R14",),
    )


def _v6_question(s: Script) -> None:
    heights = dict.fromkeys(TOUR_BOARD.cells_of(Color.BLACK), 2)
    heights.update(dict.fromkeys(TOUR_BOARD.cells_of(Color.GREEN), 2))
    state = _placed(_position("KGTTYYB", heights, ["V6"]), V6_TURN)
    discs, bonus = vp_points(state)
    qualifying = sum(
        lv == 3 and state.board.color(c) in (Color.GREEN, Color.BLACK)
        for c, lv in zip(state.turn.cells, state.turn.levels)
    )
    options, answer = _number_options(bonus, qualifying * bonus, 0)
    _say(
        s,
        "tiles_quiz.v6",
        title=QUESTION_TILE,
        values={"tile": "V6", "sum": _sum(state.turn.levels), "discs": _points(discs)},
        rules=("V6",),
        highlight=state.turn.cells,
        state=state,
        task=ChoiceTask(
            Text("tiles_tour.vp_adds.prompt", tile="V6"),
            options,
            answer,
            Text("tiles_quiz.v6.explain", level=state.turn.levels[0], bonus=_points(bonus)),
            Text("tiles_quiz.v6.hint"),
            show=state.turn.cells,
        ),
        asks_rules=("V6",),
    )


def tiles_quiz() -> Lesson:
    """The quiz at the end of notebook 2: eight questions on the special tiles."""
    s = Script()
    _a2_question(s)
    _a5_question(s)
    _a4_question(s)
    _v2_question(s)
    _seven_question(s)
    _keep_question(s)
    _v6_question(s)
    _end_question(s)
    tour = special_tiles_tour()  # what to look at again after a wrong first answer
    return Lesson(
        Text("tiles_quiz.title"), tuple(s.steps), review=tour.title, topics=topics_from(tour)
    )
