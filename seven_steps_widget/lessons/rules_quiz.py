"""The rules quiz (end of notebook 1): questions on engine-made positions, each checked by the
engine -- where a first disc may go, where the next one may go (next to the last, same level or
one higher, never down, no jump, no cell twice), counting a turn's points, the 7-point rule and
a tower that reaches level 7.

Every position is made with :func:`~seven_steps_widget.engine.setup.make_position` and played
on with the engine; every number in a question, option, hint or explanation comes from it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.colors import Color
from ..engine.game import Game
from ..engine.hexgrid import Cell
from ..engine.rules.placement import MAX_HEIGHT
from ..engine.rules.special_tiles import SEVEN_POINT_LIMIT
from ..engine.setup import make_position
from ..engine.state import GameState
from ..words import Text
from .lesson import Lesson, Script, topics_from
from .rulebook import (
    EXAMPLE_BOARD,
    height_after_question,
    legal_task,
    may_question,
    points_question,
    rules_tour,
    tile_question,
)
from .tasks import Task

__all__ = [
    "QUIZ_PLAYERS",
    "first_disc_position",
    "next_disc_game",
    "counting_game",
    "seven_points_game",
    "level_seven_game",
    "rules_quiz",
]

QUIZ_PLAYERS = ("Ann", "Ben")

#: Beige cells around the beige centre cell: Ann's turn so far runs first, then middle; the
#: others stand as towers of 0, 1, 2 and 3 discs beside her last disc.
BEIGE_FIRST, BEIGE_MIDDLE = (-1, 1), (0, 0)
BEIGE_TOWERS: dict[Cell, int] = {(1, 0): 0, (1, -1): 1, (0, -1): 2, (-1, 0): 3, (0, 1): 0}
#: A purple chain worth 1 + 2 + 2 + 2 points: exactly the 7-point limit.
PURPLE_CHAIN: tuple[Cell, ...] = ((1, -4), (2, -4), (2, -3), (1, -3))
#: A green chain: 1, 2, 2 so far, the next disc on a green tower of 2.
GREEN_CHAIN: tuple[Cell, ...] = ((-3, 0), (-2, 0), (-2, -1), (-1, -1))
#: A staircase of towers 0..6 (purple, purple, purple, beige, beige, black) ending on green.
GREEN_STAIRCASE: tuple[Cell, ...] = ((1, -4), (0, -3), (0, -2), (0, -1), (-1, 0), (-2, 1), (-2, 0))


def first_disc_position() -> GameState:
    """Ann holds beige, red and black; some beige and red cells carry towers, and every black
    cell holds at least one disc (so black starts on one of the lowest black towers)."""
    black = EXAMPLE_BOARD.cells_of(Color.BLACK)
    heights = dict(zip(black, (1, 2, 1, 3, 2, 2, 1)))
    heights.update({(0, 0): 1, (1, -1): 2, (0, 2): 2, (-1, 2): 1})
    return make_position(QUIZ_PLAYERS, board=EXAMPLE_BOARD, heights=heights, hands={"Ann": "BRK"})


def next_disc_game() -> Game:
    """Ann's turn so far: a beige disc on an empty cell, then one on a beige tower of 1 (level
    2); around her last disc stand empty cells and towers of 1, 2 and 3 discs."""
    heights = {BEIGE_MIDDLE: 1, **BEIGE_TOWERS}
    position = make_position(
        QUIZ_PLAYERS, board=EXAMPLE_BOARD, heights=heights, hands={"Ann": "BBBBBYG"}
    )
    game = Game.from_position(position)
    game.place(BEIGE_FIRST)
    game.place(BEIGE_MIDDLE)
    return game


def counting_game() -> Game:
    """Ben's turn so far: three green discs on levels 1, 2, 2; a green tower of 2 is next."""
    heights = {GREEN_CHAIN[1]: 1, GREEN_CHAIN[2]: 1, GREEN_CHAIN[3]: 2}
    position = make_position(
        QUIZ_PLAYERS,
        board=EXAMPLE_BOARD,
        heights=heights,
        hands={"Ben": "GGGGKT"},
        current="Ben",
    )
    game = Game.from_position(position)
    for cell in GREEN_CHAIN[:-1]:
        game.place(cell)
    return game


def seven_points_game() -> Game:
    """Ann has placed four purple discs worth 1 + 2 + 2 + 2 and stops."""
    heights = {cell: 1 for cell in PURPLE_CHAIN[1:]}
    position = make_position(
        QUIZ_PLAYERS, board=EXAMPLE_BOARD, heights=heights, hands={"Ann": "PPPPY"}
    )
    game = Game.from_position(position)
    for cell in PURPLE_CHAIN:
        game.place(cell)
    return game


def level_seven_game() -> Game:
    """Ben has climbed :data:`GREEN_STAIRCASE`: his last disc makes a green tower 7 high."""
    heights = {cell: h for h, cell in enumerate(GREEN_STAIRCASE)}
    other_green = next(c for c in EXAMPLE_BOARD.cells_of(Color.GREEN) if c != GREEN_STAIRCASE[-1])
    heights[other_green] = 2
    hand = "".join(EXAMPLE_BOARD.color(c).letter for c in GREEN_STAIRCASE)
    position = make_position(
        QUIZ_PLAYERS, board=EXAMPLE_BOARD, heights=heights, hands={"Ben": hand}, current="Ben"
    )
    game = Game.from_position(position)
    for cell in GREEN_STAIRCASE:
        game.place(cell)
    return game


@dataclass(frozen=True)
class _Question:
    """One quiz step: the position, the task, what the narration says about the position."""

    state: GameState
    task: Task
    text: Text
    rules: tuple[str, ...]
    highlight: tuple[Cell, ...] = ()
    asks: tuple[str, ...] = ()  #: the rules the learner needs to answer (default: ``rules``)


def _sum(state: GameState) -> str:
    """The turn's levels added up, ``1 + 2 + 2`` (a value of the messages)."""
    return " + ".join(str(level) for level in state.turn.levels)


Q = "rules_quiz"


def rules_quiz() -> Lesson:
    """The quiz: each step a question on its own engine-made position, checked by the engine."""
    questions = [
        _first_disc(),
        *_next_disc(),
        _counting(),
        _seven_points(),
        _level_seven(),
    ]
    s = Script()
    for number, q in enumerate(questions, start=1):
        s.say(
            Text("lesson.question", i=number, n=len(questions)),
            q.text,
            state=q.state,
            task=q.task,
            rules=q.rules,
            highlight=q.highlight,
            asks_rules=q.asks or q.rules,
        )
    tour = rules_tour()  # what to look at again after a wrong first answer
    return Lesson(
        Text(f"{Q}.title"),
        tuple(s.steps),
        intro=Text(f"{Q}.intro"),
        review=tour.title,
        topics=topics_from(tour),
    )


def _first_disc() -> _Question:
    state = first_disc_position()
    black = EXAMPLE_BOARD.cells_of(Color.BLACK)
    lowest = min(state.height(c) for c in black)
    assert lowest > 0, "every black cell holds a disc"
    # where it lies highest: the lowest black towers (3 cells of 49), not every start (13)
    return _Question(
        state,
        legal_task(
            state,
            Text(f"{Q}.first_disc.prompt"),
            Text(f"{Q}.first_disc.right", lowest=lowest, level=lowest + 1),
            other=Text(f"{Q}.first_disc.other"),
            highest=True,
        ),
        Text(f"{Q}.first_disc.text"),
        ("R7",),
        asks=("R6", "R7", "R7.full"),
    )


def _next_disc() -> list[_Question]:
    state = next_disc_game().state
    last = state.turn.levels[-1]
    setting = Text(f"{Q}.next_disc.text", n=len(state.turn.levels), level=last)
    out = [
        _Question(
            state,
            legal_task(
                state,
                Text(f"{Q}.next_disc.prompt"),
                Text(f"{Q}.next_disc.right", last=last, above=last + 1),
            ),
            setting,
            ("R8",),
        )
    ]
    by_height: dict[int, list[Cell]] = {}
    for cell in EXAMPLE_BOARD.neighbors(BEIGE_MIDDLE):
        if cell not in state.turn.cells:
            by_height.setdefault(state.height(cell), []).append(cell)
    hint = Text(f"{Q}.next_disc.hint", last=last, above=last + 1)
    for height in (last, last + 1):  # one level up: allowed; two levels up: a jump
        (cell,) = by_height[height]  # the words name the only tower of that height
        prompt = Text(f"{Q}.tower.prompt", height=height)
        out.append(
            _Question(
                state,
                may_question(state, (cell,), prompt, hint),
                setting,
                ("R8",),
                asks=("R6", "R8"),
            )
        )
    out.append(
        _Question(
            state,
            may_question(state, tuple(by_height[0]), Text(f"{Q}.empty.prompt"), hint),
            setting,
            ("R8",),
            asks=("R6", "R8"),
        )
    )
    number = state.turn.cells.index(BEIGE_FIRST) + 1
    out.append(
        _Question(
            state,
            may_question(  # the question names the disc by its number only: no answer in it
                state,
                (BEIGE_FIRST,),
                Text(f"{Q}.own_disc.prompt", number=number),
                Text(f"{Q}.own_disc.hint"),
            ),
            setting,
            ("R8",),
            asks=("R6", "R8", "R8.once"),
        )
    )
    return out


def _counting() -> _Question:
    state = counting_game().state
    target = GREEN_CHAIN[-1]
    return _Question(
        state,
        points_question(
            state,
            target,
            Text(f"{Q}.counting.prompt"),
            Text(f"{Q}.counting.hint"),
        ),
        Text(f"{Q}.counting.text", sum=_sum(state), points=state.turn.disc_points),
        ("R10",),
        (target,),
        asks=("R6", "R10"),
    )


def _seven_points() -> _Question:
    state = seven_points_game().state
    return _Question(
        state,
        tile_question(
            state,
            Text(f"{Q}.seven.prompt"),
            Text(f"{Q}.seven.hint", limit=SEVEN_POINT_LIMIT),
        ),
        Text(
            f"{Q}.seven.text",
            n=len(state.turn.levels),
            sum=_sum(state),
            points=state.turn.disc_points,
        ),
        ("R10", "R11"),
    )


def _level_seven() -> _Question:
    state = level_seven_game().state
    top = GREEN_STAIRCASE[-1]
    assert state.height(top) == MAX_HEIGHT
    return _Question(
        state,
        height_after_question(
            state,
            top,
            Text(f"{Q}.level_seven.prompt", number=len(state.turn.levels), max=MAX_HEIGHT),
            Text(f"{Q}.level_seven.hint", max=MAX_HEIGHT),
        ),
        Text(
            f"{Q}.level_seven.text",
            discs=len(state.turn.levels),
            sum=_sum(state),
            points=state.turn.disc_points,
        ),
        ("R12",),
    )
