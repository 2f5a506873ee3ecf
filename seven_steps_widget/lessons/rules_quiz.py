"""The rules quiz (end of notebook 1): questions on engine-made positions, each checked by the
engine -- where a first disc may go, where the next one may go (next to the last, same level or
one higher, never down, no jump, no cell twice), counting a turn's points, the 7-point rule and
a tower that reaches level 7.

Every position is made with :func:`~seven_steps_widget.engine.setup.make_position` and played
on with the engine; every number in a question, option, hint or explanation comes from it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..drawing.labels import plural
from ..drawing.labels import text as label
from ..engine.colors import Color
from ..engine.game import Game
from ..engine.hexgrid import Cell
from ..engine.rules.placement import MAX_HEIGHT
from ..engine.rules.special_tiles import SEVEN_POINT_LIMIT
from ..engine.setup import make_position
from ..engine.state import GameState
from .lesson import Lesson, Script
from .rulebook import (
    EXAMPLE_BOARD,
    height_after_question,
    legal_task,
    may_question,
    points_question,
    tile_question,
)
from .tasks import Task, Words

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
    text: Words
    rules: tuple[str, ...]
    highlight: tuple[Cell, ...] = ()


def _points(n: int) -> Words:
    """``5 points`` / ``5 Punkte`` (``1 point`` / ``1 Punkt``)."""
    return Words(label("score", "en", n=n), label("score", "de", n=n))


def _discs(n: int, en: str = "", de: str = "") -> Words:
    """``4 purple discs`` / ``4 lila Scheiben`` (``1 disc`` / ``1 Scheibe``)."""
    return Words(
        " ".join(filter(None, (str(n), en, plural(n, "disc", "discs")))),
        " ".join(filter(None, (str(n), de, plural(n, "Scheibe", "Scheiben")))),
    )


def _sum(state: GameState) -> str:
    return " + ".join(str(level) for level in state.turn.levels)


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
            f"Question {number} of {len(questions)}",
            q.text.en,
            title_de=f"Frage {number} von {len(questions)}",
            text_de=q.text.de,
            state=q.state,
            task=q.task,
            rules=q.rules,
            highlight=q.highlight,
        )
    return Lesson(
        "Quiz: the rules of 7 Steps",
        tuple(s.steps),
        intro="Check what you have learnt: each answer is checked by the game engine.",
        title_de="Quiz: die Regeln von 7 Steps",
    )


def _first_disc() -> _Question:
    state = first_disc_position()
    black = EXAMPLE_BOARD.cells_of(Color.BLACK)
    lowest = min(state.height(c) for c in black)
    assert lowest > 0, "every black cell holds a disc"
    return _Question(
        state,
        legal_task(
            state,
            Words(
                "Ann holds a beige, a red and a black disc. Click a cell where her first disc "
                "may go.",
                "Ann hat eine beige, eine rote und eine schwarze Scheibe. Klick ein Feld an, auf "
                "das ihre erste Scheibe darf.",
            ),
            Words(
                f"An empty beige or red cell — or, as every black cell holds discs, one of the "
                f"lowest black towers, {lowest} high.",
                f"Ein leeres beiges oder rotes Feld — oder, weil auf allen schwarzen Feldern "
                f"Scheiben liegen, einer der niedrigsten schwarzen Türme, {lowest} hoch.",
            ),
        ),
        Words(
            "The first disc of a turn: where may it go?",
            "Die erste Scheibe eines Zugs: Wohin darf sie?",
        ),
        ("R7",),
    )


def _next_disc() -> list[_Question]:
    state = next_disc_game().state
    last = state.turn.levels[-1]
    placed = _discs(len(state.turn.levels), "beige", "beige")
    setting = Words(
        f"Ann has placed {placed.en} this turn; the numbers show their order. Her last disc "
        f"lies on level {last}, and she holds more beige discs.",
        f"Ann hat in diesem Zug {placed.de} gelegt; die Zahlen zeigen ihre Reihenfolge. Ihre "
        f"letzte Scheibe liegt auf Ebene {last}, und sie hat noch mehr beige Scheiben.",
    )
    out = [
        _Question(
            state,
            legal_task(
                state,
                Words(
                    "Click a cell where Ann's next disc may go.",
                    "Klick ein Feld an, auf das Anns nächste Scheibe darf.",
                ),
                Words(
                    f"Next to her last disc, on level {last} or {last + 1}, and not a cell she "
                    f"has built on this turn.",
                    f"Neben ihrer letzten Scheibe, auf Ebene {last} oder {last + 1}, und kein "
                    f"Feld, auf das sie in diesem Zug schon gebaut hat.",
                ),
            ),
            setting,
            ("R8",),
        )
    ]
    by_height: dict[int, list[Cell]] = {}
    for cell in EXAMPLE_BOARD.neighbors(BEIGE_MIDDLE):
        if cell not in state.turn.cells:
            by_height.setdefault(state.height(cell), []).append(cell)
    hint = Words(
        f"Her last disc lies on level {last}. Which level would the new disc reach there? Only "
        f"level {last} or {last + 1} is allowed.",
        f"Ihre letzte Scheibe liegt auf Ebene {last}. Welche Ebene würde die neue Scheibe dort "
        f"erreichen? Erlaubt ist nur Ebene {last} oder {last + 1}.",
    )
    for height in (last, last + 1):  # one level up: allowed; two levels up: a jump
        (cell,) = by_height[height]  # the words name the only tower of that height
        tower = _discs(height)
        prompt = Words(
            f"May Ann put a beige disc on the tower of {tower.en} next to her last disc?",
            f"Darf Ann eine beige Scheibe auf den Turm aus {tower.de} neben "
            f"ihrer letzten Scheibe legen?",
        )
        out.append(_Question(state, may_question(state, (cell,), prompt, hint), setting, ("R8",)))
    out.append(
        _Question(
            state,
            may_question(
                state,
                tuple(by_height[0]),
                Words(
                    "May Ann put a beige disc on an empty cell next to her last disc?",
                    "Darf Ann eine beige Scheibe auf ein leeres Feld neben ihrer letzten Scheibe "
                    "legen?",
                ),
                hint,
            ),
            setting,
            ("R8",),
        )
    )
    number = state.turn.cells.index(BEIGE_FIRST) + 1
    again = state.height(BEIGE_FIRST) + 1
    out.append(
        _Question(
            state,
            may_question(
                state,
                (BEIGE_FIRST,),
                Words(
                    f"May Ann put a beige disc on the disc numbered {number}, her first disc of "
                    f"this turn? It lies next to her last disc, and the new disc would lie on "
                    f"level {again} there.",
                    f"Darf Ann eine beige Scheibe auf die Scheibe mit der Nummer {number} legen, "
                    f"ihre erste Scheibe dieses Zugs? Sie liegt neben ihrer letzten Scheibe, und "
                    f"die neue Scheibe läge dort auf Ebene {again}.",
                ),
                Words(
                    "The level would be fine. But which turn does the disc on that cell belong to?",
                    "Die Ebene wäre in Ordnung. Aber zu welchem Zug gehört die Scheibe auf "
                    "diesem Feld?",
                ),
            ),
            setting,
            ("R8",),
        )
    )
    return out


def _counting() -> _Question:
    state = counting_game().state
    target = GREEN_CHAIN[-1]
    so_far = _points(state.turn.disc_points)
    return _Question(
        state,
        points_question(
            state,
            target,
            Words(
                "Ben puts his next green disc on the ringed tower. What will his turn be worth "
                "then?",
                "Ben legt seine nächste grüne Scheibe auf den umrandeten Turm. Wie viele Punkte "
                "bringt sein Zug dann?",
            ),
            Words(
                "Each disc scores its level. Add the level the new disc reaches to the points so "
                "far, shown under the board.",
                "Jede Scheibe zählt ihre Ebene. Zähl die Ebene der neuen Scheibe zu den "
                "bisherigen Punkten unter dem Spielplan dazu.",
            ),
        ),
        Words(
            f"Ben's turn so far: {_sum(state)} = {so_far.en}.",
            f"Bens Zug bisher: {_sum(state)} = {so_far.de}.",
        ),
        ("R10",),
        (target,),
    )


def _seven_points() -> _Question:
    state = seven_points_game().state
    limit, points = SEVEN_POINT_LIMIT, _points(state.turn.disc_points)
    placed = _discs(len(state.turn.levels), "purple", "lila")
    return _Question(
        state,
        tile_question(
            state,
            Words(
                "Ann stops here. Does her turn earn a special tile?",
                "Ann hört hier auf. Bekommt sie für diesen Zug ein Sonderplättchen?",
            ),
            Words(
                f"The {limit}-point rule: a turn worth {limit} points or less earns one. Compare "
                f"the points under the board with {limit}.",
                f"Die {limit}-Punkte-Regel: Ein Zug mit {limit} oder weniger Punkten bekommt "
                f"eines. Vergleich die Punkte unter dem Spielplan mit {limit}.",
            ),
        ),
        Words(
            f"Ann has placed {placed.en}: {_sum(state)} = {points.en}.",
            f"Ann hat {placed.de} gelegt: {_sum(state)} = {points.de}.",
        ),
        ("R10", "R11"),
    )


def _level_seven() -> _Question:
    state = level_seven_game().state
    top = GREEN_STAIRCASE[-1]
    assert state.height(top) == MAX_HEIGHT
    placed = _discs(len(state.turn.levels))
    return _Question(
        state,
        height_after_question(
            state,
            top,
            Words(
                f"Ben's last disc, number {len(state.turn.levels)}, made a green tower "
                f"{MAX_HEIGHT} discs high. How many discs will lie on that cell after his turn?",
                f"Bens letzte Scheibe, Nummer {len(state.turn.levels)}, hat einen grünen Turm "
                f"{MAX_HEIGHT} Scheiben hoch gemacht. Wie viele Scheiben liegen nach seinem Zug "
                f"auf diesem Feld?",
            ),
            Words(
                f"A tower of {MAX_HEIGHT} is taken off after the turn and shared out, one disc "
                f"to each cell of its colour.",
                f"Ein Turm aus {MAX_HEIGHT} Scheiben wird nach dem Zug abgebaut und verteilt, "
                f"eine Scheibe auf jedes Feld seiner Farbe.",
            ),
        ),
        Words(
            f"Ben has climbed a staircase of {placed.en}: {_sum(state)} = "
            f"{_points(state.turn.disc_points).en}.",
            f"Ben hat eine Treppe aus {placed.de} gebaut: {_sum(state)} = "
            f"{_points(state.turn.disc_points).de}.",
        ),
        ("R12",),
    )
