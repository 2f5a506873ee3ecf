"""The rules tour (notebook 1): material, setup, one turn idea by idea, the rulebook's worked
examples E1-E6 and the end of the game, on positions that fit the rulebook's text exactly
(docs/rules.md).

Lichess-Learn style: at each key idea the learner acts -- clicks where a disc may go or answers
a question -- and the answer is checked by the engine in the step's position. Every number the
narration, a question, an option or a hint states is computed here from the engine's games, so
the text cannot drift from the rules; the learner reads no rule ids, coordinates or code, only
the board (rings point at cells, red crosses mark moves the rules refuse).

The rulebook shows its examples only as pictures. :data:`EXAMPLE_BOARD` is a standard
arrangement (single-colour side, beige tile in the centre) on which every sentence of E1 and E2
holds; the named cells below are the ones the examples use.

:class:`Question` is a :class:`ChoiceTask` that records what it asks (``asks``, the cells it is
about, the value behind each option), so tests recompute every answer from the step's state.
The builders :func:`may_question`, :func:`points_question`, :func:`tile_question`,
:func:`level_question` and :func:`height_after_question` serve the rules quiz too.

The words are the catalogs' (``seven_steps_widget/words``): each step, task and option is a
:class:`~seven_steps_widget.words.Text` -- a key (``rules_tour.*``, the builders' ``lesson.*``)
with the values computed here -- so the tour reads in every language the catalogs hold.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from ..drawing.panel_layer import TRACK
from ..engine.actions import Discard, Place, Score
from ..engine.board import LAYOUTS, Board
from ..engine.board_tiles import SIDES
from ..engine.checks import check_players
from ..engine.colors import DISCS_PER_COLOR, Color, counts_from
from ..engine.errors import IllegalMove, SetupError
from ..engine.flow import HAND_SIZE
from ..engine.game import Game
from ..engine.hexgrid import Cell
from ..engine.rules.placement import MAX_DISCS, MAX_HEIGHT
from ..engine.rules.special_tiles import SEVEN_POINT_LIMIT, STARTING_PILES, TileKind
from ..engine.rules.towers import iter_resolutions
from ..engine.setup import make_position
from ..engine.state import GameState, Phase
from ..words import Colors, Localizable, Text, join, t
from ..words.game import refusal_text
from .lesson import Lesson, Script
from .tasks import CellTask, ChoiceTask

__all__ = [
    "EXAMPLE_BOARD",
    "PLAYERS",
    "ARND_TURN",
    "BAERBEL_TURN",
    "CARO_TURN",
    "STAIRCASE",
    "YES",
    "NO",
    "Listed",
    "Refused",
    "Question",
    "FIRST_HANDS",
    "SHAPES",
    "first_turns_game",
    "jump_position",
    "downward_position",
    "all_red_occupied_position",
    "level_seven_position",
    "GameEnd",
    "end_of_game",
    "legal_task",
    "MAY_NOT",
    "may_question",
    "TILE_CHOICES",
    "tile_choice",
    "points_question",
    "tile_question",
    "level_question",
    "height_after_question",
    "rules_tour",
]

#: Standard layout, variant 1, tile order chosen so Bärbel's and Caro's chains exist.
EXAMPLE_BOARD = Board.standard(side="single", order=(2, 0, 4, 5, 6, 3, 1))
PLAYERS = ("Arnd", "Bärbel", "Caro", "Dirk")

#: E1: Arnd's opening (the discs "without arrows"): beige, then the purple beside it.
ARND_TURN: tuple[Cell, ...] = ((1, -1), (1, -2))
#: E1: Bärbel: turquoise, yellow, then Arnd's beige and purple.
BAERBEL_TURN: tuple[Cell, ...] = ((2, 0), (2, -1), (1, -1), (1, -2))
#: E2: Caro: black, red, beige, beige, Bärbel's yellow, Bärbel's beige.
CARO_TURN: tuple[Cell, ...] = ((-2, 2), (-1, 2), (0, 1), (1, 0), (2, -1), (1, -1))
#: E6: a staircase of towers 0..6 high ending on red: seven discs at levels 1..7.
STAIRCASE: tuple[Cell, ...] = ((2, -4), (2, -3), (2, -2), (1, -1), (1, 0), (1, 1), (0, 2))

YES = Text("lesson.yes")
NO = Text("lesson.no")


@dataclass(frozen=True)
class Question(ChoiceTask):
    """A :class:`ChoiceTask` that says what it asks, so its answer can be recomputed:
    ``asks`` is one of ``"may"`` (may the next disc go on one of ``cells``?), ``"points"``
    (the turn's disc points after the next disc on ``cells[0]``), ``"tile"`` (does the turn,
    scored now, earn a special tile?), ``"level"`` (the level of a disc put on ``cells[0]``),
    ``"height_after"`` (the height of ``cells[0]`` once the turn is scored), ``"last_turn"``
    (who plays the game's last turn) or ``"winner"`` (who is placed first at the end);
    ``values[i]`` is what option ``i`` stands for."""

    asks: str = ""
    cells: tuple[Cell, ...] = ()
    values: tuple[object, ...] = ()


# ---------------------------------------------------------------------------- words
@dataclass(frozen=True)
class Listed:
    """Several values as one message value, listed in the reader's language: names, or
    :class:`Text` items ("1 disc, 2 discs and 3 discs"); ``joiner`` is ``"and"``, ``"or"`` or
    ``"semicolon"`` (items that hold commas themselves).

    >>> Listed(("Ann", "Ben", "Caro")).in_language("de")
    'Ann, Ben und Caro'
    >>> Listed((Text("count.discs", n=1), Text("count.discs", n=2))).in_language("en")
    '1 disc and 2 discs'
    """

    items: tuple[object, ...]
    joiner: str = "and"

    def in_language(self, lang: str) -> str:
        words = [
            str(item.in_language(lang)) if isinstance(item, Localizable) else str(item)
            for item in self.items
        ]
        if self.joiner == "semicolon":
            return t("list.semicolon", lang).join(words)
        return join(words, lang, self.joiner)


@dataclass(frozen=True)
class Refused:
    """The engine's refusal as a message value: its own sentence in the reader's language,
    about ``player`` (a lesson's Bärbel, not "you") when a name is given."""

    error: IllegalMove
    player: str | None = None

    def in_language(self, lang: str) -> str:
        return refusal_text(self.error, lang, player_name=self.player)


def _sum(levels: Iterable[int]) -> str:
    """``1 + 1 + 2 + 2`` (a value of the messages that add a turn up)."""
    return " + ".join(str(level) for level in levels)


def _hand_colours(state: GameState) -> Colors:
    hand = state.hands_by_seat[state.current_seat]
    return Colors(*(c for c in Color if hand[c.index]))


def _refusal(state: GameState, cell: Cell) -> IllegalMove:
    """The engine's refusal of a disc on ``cell`` (the cell must be refused)."""
    try:
        state.apply(Place(cell))
    except IllegalMove as error:
        return error
    raise AssertionError(f"a disc on {cell} was expected to be refused")


def _levels_of(error: IllegalMove) -> tuple[int, int]:
    """A jump's or step down's levels: the last disc's and the refused one's."""
    last, level = error.params["last"], error.params["level"]
    assert isinstance(last, int) and isinstance(level, int)
    return last, level


def _numbers(values: Sequence[int]) -> tuple[Text, ...]:
    return tuple(Text("lesson.number", n=v) for v in values)


# ---------------------------------------------------------------------------- tasks
def legal_task(
    state: GameState,
    prompt: Text,
    right: Text,
    only: Color | None = None,
    other: Text | None = None,
    highest: bool = False,
) -> CellTask:
    """ "Click where the next disc may go": right on every cell the engine allows now (only
    cells of ``only``, if given; only those where the disc lies highest, if ``highest``); any
    other click is refused in the engine's words."""
    legal = state.legal_cells()
    top = max(legal.values(), default=0)
    cells = frozenset(
        c
        for c, level in legal.items()
        if (only is None or state.board.color(c) is only) and (not highest or level == top)
    )
    if not cells:
        raise AssertionError("a click task needs a cell to click")
    return CellTask(prompt, cells, right, other or Text("lesson.legal.other"))


#: Why a further disc may not go on a cell next to the last one, as :func:`may_question`
#: offers it: the engine's refusal keys.
MAY_NOT = ("jump", "step_down", "cell_used_this_turn")


def may_question(state: GameState, cells: Sequence[Cell], prompt: Text, hint: Text) -> Question:
    """ "May the next disc go there?" -- five or six answers, no coin flip: "yes, on level n"
    for the last disc's level, the one above and the level the disc would reach on ``cells``,
    and "no" for each reason a cell next to the last disc refuses it (a jump, a step down, a
    cell built on this turn). Right is the level the engine
    puts the disc on, if it allows one on any of ``cells``, else the engine's reason, told in
    its own words. ``values[i]`` is ``("yes", level)`` or ``("no", refusal key)``."""
    allowed: dict[Cell, int] = {}
    refusals: list[IllegalMove] = []
    for cell in cells:
        try:
            allowed[cell] = state.apply(Place(cell)).turn.levels[-1]
        except IllegalMove as error:
            refusals.append(error)
    if not state.turn.levels:
        raise AssertionError("a may question is about a further disc")
    last = state.turn.levels[-1]
    # "yes" on the levels a further disc may reach and on the level it would reach there, so
    # that a refused cell's tempting "yes, on level n" is there too
    levels = sorted({last, last + 1, *(state.height(cell) + 1 for cell in cells)})
    values: tuple[tuple[str, object], ...] = (
        *(("yes", level) for level in levels),
        *(("no", key) for key in MAY_NOT),
    )
    options = tuple(
        Text("lesson.may.yes", level=value) if answer == "yes" else Text(f"lesson.may.no.{value}")
        for answer, value in values
    )
    if allowed:
        level = next(iter(allowed.values()))
        right: tuple[str, object] = ("yes", level)
        if level == last:
            explain = Text("lesson.may.same_level", level=level)
        else:
            explain = Text("lesson.may.one_up", level=level, last=last)
    else:
        # the engine's own sentence, about the player to move
        explain = Text("lesson.refusal", why=Refused(refusals[0], state.current))
        right = ("no", refusals[0].key)
    return Question(
        prompt,
        options,
        values.index(right),
        explain,
        hint,
        show=tuple(allowed),  # only an allowed cell is ringed: a ring means "may go here"
        asks="may",
        cells=tuple(cells),
        values=values,
    )


def points_question(state: GameState, cell: Cell, prompt: Text, hint: Text) -> Question:
    """ "What will the turn be worth after the next disc on ``cell``?" (its disc points)."""
    after = state.apply(Place(cell))
    total, level = after.turn.disc_points, after.turn.levels[-1]
    now = state.turn.disc_points
    values = sorted({total, now + 1, now + level - 1, total + 1} - {0})
    return Question(
        prompt,
        _numbers(values),
        values.index(total),
        Text("lesson.points.explain", sum=_sum(after.turn.levels), total=total, level=level),
        hint,
        show=(cell,),
        asks="points",
        cells=(cell,),
        values=tuple(values),
    )


def count_question(
    asks: str,
    answer: int,
    wrong: Iterable[int],
    prompt: Text,
    explain: Text,
    hint: Text,
    cells: tuple[Cell, ...] = (),
) -> Question:
    """ "How many …?" with the engine's ``answer`` among distinct positive ``wrong`` numbers,
    ascending; ``asks`` names what a test recomputes from the step's state."""
    values = sorted({answer, *(w for w in wrong if w > 0)})
    return Question(
        prompt,
        _numbers(values),
        values.index(answer),
        explain,
        hint,
        asks=asks,
        cells=cells,
        values=tuple(values),
    )


#: How many discs the refill question throws back into the bag (R13).
REFILL_THROWN = 2


def refill_drawn(state: GameState, thrown: int) -> int:
    """How many discs the player to move draws after throwing the first ``thrown`` discs of the
    hand into the bag (R13), by the engine (``state`` waits for the throw-back)."""
    seat = state.current_seat
    hand = state.hands_by_seat[seat]
    letters = "".join(c.letter * hand[c.index] for c in Color)[:thrown]
    after = state.apply(Discard(counts_from(letters)))
    return sum(after.hands_by_seat[seat]) - (sum(hand) - thrown)


def _scored(state: GameState) -> GameState:
    return state.apply(Score()) if state.phase in (Phase.START, Phase.PLACE) else state


#: What a player may get after scoring, as :func:`tile_choice` offers it (R11): one special
#: tile of the kind they choose, none, both kinds, or a victory-point tile only.
TILE_CHOICES = ("choose", "none", "both", "next_player")


def tile_choice(earns: bool) -> tuple[tuple[Text, ...], int]:
    """The options of "what does the player get after scoring?" and the right one: four
    answers about the 7-point rule instead of a yes/no coin flip."""
    options = tuple(Text(f"lesson.tile.{choice}") for choice in TILE_CHOICES)
    return options, TILE_CHOICES.index("choose" if earns else "none")


def tile_question(state: GameState, prompt: Text, hint: Text) -> Question:
    """ "What does the player get after scoring?" -- the 7-point rule, as the engine scores the
    turn now (``state`` before or just after scoring): one special tile of the kind the player
    chooses, or none (``values`` are :data:`TILE_CHOICES`)."""
    scored = _scored(state)
    points, earns = scored.turn.points, scored.phase is Phase.BONUS
    key = "lesson.tile.earns" if earns else "lesson.tile.no_tile"
    explain = Text(key, points=points, limit=SEVEN_POINT_LIMIT)
    options, answer = tile_choice(earns)
    return Question(prompt, options, answer, explain, hint, asks="tile", values=TILE_CHOICES)


def level_question(state: GameState, cell: Cell, prompt: Text, hint: Text) -> Question:
    """ "On which level does a disc put on this tower lie?" (its height plus one)."""
    height = state.height(cell)
    level = height + 1
    values = sorted({1, height, level, level + 1} - {0})
    return Question(
        prompt,
        _numbers(values),
        values.index(level),
        Text("lesson.level.explain", height=height, level=level),
        hint,
        asks="level",
        cells=(cell,),
        values=tuple(values),
    )


def height_after_question(state: GameState, cell: Cell, prompt: Text, hint: Text) -> Question:
    """ "How many discs lie on ``cell`` once the turn is scored?" (a level-7 tower is shared
    out then: its own cell keeps one disc, every other cell of its colour gets one more)."""
    after = state.apply(Score())
    height = after.height(cell)
    colour = state.board.color(cell)
    own = state.height(cell) == MAX_HEIGHT
    values = sorted({height, state.height(cell), 0, MAX_HEIGHT - 1, MAX_HEIGHT})
    return Question(
        prompt,
        _numbers(values),
        values.index(height),
        Text(
            "lesson.height_after.explain" if own else "lesson.height_after.other_explain",
            max=MAX_HEIGHT,
            cells=len(state.board.cells_of(colour)),
            color=Colors(colour),
            height=height,
        ),
        hint,
        asks="height_after",
        cells=(cell,),
        values=tuple(values),
    )


# ---------------------------------------------------------------------------- positions
#: The hands of E1/E2 (see :func:`first_turns_game`).
FIRST_HANDS = {"Arnd": "BPGGGKK", "Bärbel": "TYBPGTK", "Caro": "KRBBYBG", "Dirk": "YYPTTRR"}


def first_turns_game() -> Game:
    """The start of E1/E2: hands that let Arnd, Bärbel and Caro play exactly as written.
    Bärbel holds a second turquoise disc (so "no cell twice" is the only thing that stops her
    building on her first disc), and her three other discs fit nowhere after her purple one."""
    position = make_position(
        PLAYERS, board=EXAMPLE_BOARD, hands=FIRST_HANDS, current="Arnd", seed=2014
    )
    return Game.from_position(position)


def _turquoise_beside_red() -> tuple[Cell, Cell]:
    for cell in EXAMPLE_BOARD.cells_of(Color.TURQUOISE):
        for other in EXAMPLE_BOARD.neighbors(cell):
            if EXAMPLE_BOARD.color(other) is Color.RED:
                return cell, other
    raise AssertionError("the example board has a turquoise cell beside a red one")


JUMP_TURQUOISE, JUMP_RED = _turquoise_beside_red()
#: E4: Dirk's two yellow cells and the empty purple cell beside the second.
DIRK_YELLOW_LOW, DIRK_YELLOW_TOWER, DIRK_PURPLE = (2, -1), (2, -2), (1, -2)


def jump_position() -> GameState:
    """E3: Caro holds turquoise and red; a red tower of height 2 stands beside a turquoise cell."""
    return make_position(
        PLAYERS, board=EXAMPLE_BOARD, heights={JUMP_RED: 2}, hands={"Caro": "TR"}, current="Caro"
    )


def downward_position() -> GameState:
    """E4: one yellow disc lies on a yellow cell next to an empty purple cell; Dirk holds Y Y P."""
    return make_position(
        PLAYERS,
        board=EXAMPLE_BOARD,
        heights={DIRK_YELLOW_TOWER: 1},
        hands={"Dirk": "YYP"},
        current="Dirk",
    )


def all_red_occupied_position() -> GameState:
    """E5: every red cell holds at least one disc; the player holds a red disc."""
    red = EXAMPLE_BOARD.cells_of(Color.RED)
    return make_position(
        PLAYERS,
        board=EXAMPLE_BOARD,
        heights=dict(zip(red, (1, 2, 1, 3, 2, 2, 1))),
        hands={"Arnd": "RTY"},
    )


def level_seven_position() -> GameState:
    """E6: towers of height 0..6 along :data:`STAIRCASE`, the last one red; one more red tower."""
    heights = {cell: h for h, cell in enumerate(STAIRCASE)}
    other_red = next(c for c in EXAMPLE_BOARD.cells_of(Color.RED) if c != STAIRCASE[-1])
    heights[other_red] = 2
    hand = "".join(EXAMPLE_BOARD.color(c).letter for c in STAIRCASE)
    return make_position(PLAYERS, board=EXAMPLE_BOARD, heights=heights, hands={"Arnd": hand})


#: D1: a staircase of five discs (levels 2 to 6) up to two red towers of 6, side by side:
#: the last two discs make both 7 high in one turn.
TWO_SEVENS: tuple[Cell, ...] = ((3, 0), (3, 1), (2, 1), (1, 1), (0, 1), (-1, 2), (0, 2))


def two_sevens_position() -> GameState:
    """D1: every turquoise cell holds discs, so the staircase along :data:`TWO_SEVENS` starts
    on level 2 and ends with two red discs on level 7; Arnd holds exactly its discs."""
    *stairs, red_a, red_b = TWO_SEVENS
    heights = dict.fromkeys(EXAMPLE_BOARD.cells_of(Color.TURQUOISE), 2)
    heights |= {cell: h for h, cell in enumerate(stairs, start=1)}
    heights |= {red_a: MAX_HEIGHT - 1, red_b: MAX_HEIGHT - 1}
    hand = "".join(EXAMPLE_BOARD.color(c).letter for c in TWO_SEVENS)
    return make_position(PLAYERS, board=EXAMPLE_BOARD, heights=heights, hands={"Arnd": hand})


def _towers_position() -> GameState:
    """Three yellow towers of 1, 2 and 3 discs, to show what a level is (R6)."""
    return make_position(PLAYERS, board=EXAMPLE_BOARD, heights={(2, -2): 1, (3, -2): 2, (3, -1): 3})


#: The end of a game (R14): everyone's hand, and what is left in the bag before Bärbel's turn.
END_HANDS = {"Arnd": "TTYBPRK", "Bärbel": "YYBBPGG", "Caro": "RRKKGGT", "Dirk": "PPBTYRK"}
END_BAG = "G"
END_HELD = {"Bärbel": ("A1",), "Caro": ("A3", "V2"), "Dirk": ("V1",)}


def _play_turn(game: Game, discs: int) -> None:
    """A plain turn: up to ``discs`` discs, each on the highest cell allowed (first in the
    board's order on a tie), then score, take a building aid if offered (keeping the old one on
    a second) and refill."""
    for _ in range(discs):
        cells = game.legal_cells()
        if not cells:
            break
        game.place(max(cells, key=lambda c: (cells[c], -game.board.index(c))))
    game.end_turn(bonus="aid", keep="old")


class GameEnd(NamedTuple):
    """:func:`end_of_game`'s result."""

    game: Game  #: the game, over
    trigger: GameState  #: just after the turn that could not refill the hand
    last: str  #: who took the game's last turn
    bag: int  #: discs in the bag before that refill


def end_of_game(scores: dict[str, int] | None = None) -> GameEnd:
    """A game near its end (R14): the bag holds one disc before Bärbel's turn, so after it she
    cannot refill to seven; Caro and Dirk finish the round.

    Without ``scores`` the players' scores are chosen so that Caro and Dirk tie for first place
    at the end, tiles included (the engine's own points decide how)."""
    if scores is None:
        gained = end_of_game(dict.fromkeys(PLAYERS, 0)).game.scores
        scores = {"Arnd": 78, "Bärbel": 84, "Caro": 90}
        scores["Dirk"] = scores["Caro"] + gained["Caro"] - gained["Dirk"]
    heights: dict[Cell, int] = {}
    for color in Color:
        in_hands = sum(hand.count(color.letter) for hand in END_HANDS.values())
        on_board = DISCS_PER_COLOR - in_hands - END_BAG.count(color.letter)
        cells = EXAMPLE_BOARD.cells_of(color)
        for i, cell in enumerate(cells):
            heights[cell] = on_board // len(cells) + (i < on_board % len(cells))
    position = make_position(
        PLAYERS,
        board=EXAMPLE_BOARD,
        heights=heights,
        hands=END_HANDS,
        current="Bärbel",
        start_player="Arnd",
        scores=scores,
        held=END_HELD,
    )
    game = Game.from_position(position)
    _play_turn(game, 2)
    after_trigger = game.state
    last = game.current
    while not game.over:
        last = game.current
        _play_turn(game, 2)
    return GameEnd(game, after_trigger, last, position.bag.total())


def _player_counts() -> tuple[int, int]:
    """How many players the engine accepts: (fewest, most)."""
    ok = []
    for n in range(1, 9):
        try:
            check_players([f"P{i}" for i in range(n)])
        except SetupError:
            continue
        ok.append(n)
    return min(ok), max(ok)


#: The rulebook's other shapes (variable board), as a list names them.
SHAPES: dict[str, Text] = {
    name: Text(f"rules_tour.shape.{name}")
    for name in ("river", "ring", "mask", "butterfly", "cross")
}
R = "rules_tour"


# ---------------------------------------------------------------------------- the tour
def rules_tour() -> Lesson:
    """Notebook 1's walkthrough: material and setup, one turn idea by idea, the rulebook's
    examples E1-E6 and the end of the game, with a task at each key idea."""
    s = Script()
    _material_and_setup(s)
    game = first_turns_game()
    s.game = game  # the steps of E1 and E2 show this game as it goes on
    _arnds_turn(s, game)
    _baerbels_turn(s, game)
    _caros_turn(s, game)
    _jump_and_down(s)
    _all_red_taken(s)
    _level_seven(s)
    _game_end(s)
    return Lesson(Text(f"{R}.title"), tuple(s.steps))


def _material_and_setup(s: Script) -> None:
    # the setup steps show the hands drawn, so "Try it yourself" has discs to play
    empty = first_turns_game().state
    colours = list(Color)
    total = empty.bag.total() + sum(sum(hand) for hand in empty.hands_by_seat)
    letters = Listed(
        tuple(
            Text(f"{R}.material.letter", letter=Text(f"letter.{c.name.lower()}"), color=Colors(c))
            for c in colours
        )
    )
    s.say(
        Text(f"{R}.material.title"),
        Text(
            f"{R}.material.text",
            count=len(colours),
            each=DISCS_PER_COLOR,
            colors=Colors(*colours),
            letters=letters,
        ),
        rules=("R1",),
        state=empty,
        task=count_question(
            "discs",
            total,
            (total - DISCS_PER_COLOR, total + DISCS_PER_COLOR, DISCS_PER_COLOR + len(colours)),
            Text(f"{R}.material.prompt"),
            Text(f"{R}.material.explain", count=len(colours), each=DISCS_PER_COLOR, total=total),
            Text(f"{R}.material.hint"),
        ),
        asks_rules=("R1",),
    )
    board = empty.board
    centre = board.tile_index((0, 0))
    tile = tuple(c for c in board.cells if board.tile_index(c) == centre)
    per_colour = len(board.cells_of(Color.RED))
    s.say(
        Text(f"{R}.board.title"),
        Text(
            f"{R}.board.text",
            tiles=len(board.placements),
            cells=len(tile),
            around=len(tile) - 1,
            total=len(board.cells),
        ),
        highlight=tile,
        rules=("R2",),
        state=empty,
        task=count_question(
            "colour_cells",
            per_colour,
            (1, DISCS_PER_COLOR, len(board.cells)),
            Text(f"{R}.board.prompt"),
            Text(f"{R}.board.explain", total=len(board.cells), count=len(Color), n=per_colour),
            Text(f"{R}.board.hint"),
            cells=board.cells_of(Color.RED)[:1],
        ),
        asks_rules=("R2",),
    )
    front, back = SIDES.index("single") + 1, SIDES.index("mixed") + 1
    mixed = make_position(PLAYERS, board=Board.standard(side="mixed"), hands=FIRST_HANDS)
    s.say(
        Text(f"{R}.sides.title"),
        Text(f"{R}.sides.text", front=front, back=back),
        rules=("R2",),
        state=mixed,
    )
    shapes = [name for name in LAYOUTS if name != "standard"]
    ring = make_position(PLAYERS, board=Board.layout("ring"), hands=FIRST_HANDS)
    s.say(
        Text(f"{R}.shapes.title"),
        Text(
            f"{R}.shapes.text",
            count=len(shapes),
            shapes=Listed(tuple(SHAPES[n] for n in shapes)),
        ),
        rules=("R2",),
        state=ring,
    )
    start = first_turns_game().state
    fewest, most = _player_counts()
    s.say(
        Text(f"{R}.players.title"),
        Text(f"{R}.players.text", fewest=fewest, most=most),
        rules=("R3",),
        state=start,
    )
    players, bag = len(start.players), start.bag.total()
    s.say(
        Text(f"{R}.draw.title", hand=HAND_SIZE),
        Text(f"{R}.draw.text", hand=HAND_SIZE),
        rules=("R5",),
        state=start,
        task=count_question(
            "bag",
            bag,
            (total - HAND_SIZE, total - players, total),
            Text(f"{R}.draw.prompt"),
            Text(
                f"{R}.draw.explain",
                players=players,
                hand=HAND_SIZE,
                drawn=players * HAND_SIZE,
                total=total,
                bag=bag,
            ),
            Text(f"{R}.draw.hint"),
        ),
        asks_rules=("R1", "R3", "R5"),
        withheld=("bag",),
    )
    first = start.current
    s.say(
        Text(f"{R}.start_player.title"),
        Text(f"{R}.start_player.text", first=first, players=Listed(start.players)),
        rules=("R5",),
        state=start,
    )
    aids, vps = len(STARTING_PILES[TileKind.AID]), len(STARTING_PILES[TileKind.VP])
    s.say(
        Text(f"{R}.special_tiles.title"),
        Text(
            f"{R}.special_tiles.text",
            total=aids + vps,
            aids=aids,
            vps=vps,
            lesson=Text("tiles_tour.title"),
        ),
        rules=("R4",),
        state=start,
    )
    towers = _towers_position()
    built = sorted((c for c in towers.board.cells if towers.height(c)), key=towers.height)
    heights = [towers.height(c) for c in built]
    ask = built[len(built) // 2]
    s.say(
        Text(f"{R}.towers.title"),
        Text(
            f"{R}.towers.text",
            heights=Listed(tuple(Text("count.discs", n=h) for h in heights)),
            levels=Listed(tuple(Text("lesson.level_n", level=h) for h in heights)),
        ),
        rules=("R6",),
        state=towers,
        task=level_question(
            towers,
            ask,
            Text(f"{R}.towers.prompt", height=towers.height(ask)),
            Text(f"{R}.towers.hint"),
        ),
        asks_rules=("R6",),
    )


def _arnds_turn(s: Script, game: Game) -> None:
    arnd = game.current
    first_cells = game.legal_cells()
    (start_level,) = set(first_cells.values())
    s.say(
        Text(f"{R}.arnd_first.title"),
        Text(
            f"{R}.arnd_first.text",
            name=arnd,
            level=start_level,
            colors=_hand_colours(game.state),
        ),
        rules=("R7",),
        task=legal_task(  # one colour of his hand: 7 right cells of 49, not 28
            game.state,
            Text(f"{R}.arnd_first.prompt", name=arnd),
            Text(f"{R}.arnd_first.right", name=arnd),
            only=game.board.color(ARND_TURN[0]),
            other=Text(f"{R}.arnd_first.other"),
        ),
        asks_rules=("R7",),
    )
    level = game.place(ARND_TURN[0])
    s.say(
        Text(f"{R}.numbers.title"),
        Text(
            f"{R}.numbers.text",
            name=arnd,
            order=len(game.turn.cells),
            level=level,
            height=game.heights[ARND_TURN[0]],
        ),
        rules=("R6",),
    )
    last = level
    s.say(
        Text(f"{R}.arnd_next.title"),
        Text(f"{R}.arnd_next.text", name=arnd, level=level),
        rules=("R8",),
        task=legal_task(
            game.state,
            Text(f"{R}.arnd_next.prompt", name=arnd),
            Text(f"{R}.arnd_next.right", last=last, above=last + 1),
        ),
        asks_rules=("R8",),
    )
    second = game.place(ARND_TURN[1])
    assert not game.legal_cells(), "none of Arnd's other discs fits: he must stop"
    s.say(
        Text(f"{R}.arnd_stops.title"),
        Text(f"{R}.arnd_stops.text", name=arnd, level=second, most=MAX_DISCS),
        rules=("R9",),
    )
    levels = game.turn.levels
    points = game.turn.disc_points
    s.say(
        Text(f"{R}.arnd_scores.title"),
        Text(f"{R}.arnd_scores.text", name=arnd, sum=_sum(levels), points=points),
        rules=("R10",),
    )
    before = game.state
    game.score()
    s.say(
        Text(f"{R}.score_track.title"),
        Text(f"{R}.score_track.text", name=arnd, points=points, track=TRACK),
        rules=("R10",),
        status=Text("status.scored", name=arnd),  # not yet what a turn of 7 or less earns
    )
    s.say(
        Text(f"{R}.forty_plus.title", track=TRACK),
        Text(f"{R}.forty_plus.text", track=TRACK, one_lap=Text("laps", n=1)),
        rules=("R14",),
        status=Text("status.scored", name=arnd),
    )
    limit = SEVEN_POINT_LIMIT
    s.say(
        Text(f"{R}.seven_rule.title", limit=limit),
        Text(f"{R}.seven_rule.text", limit=limit),
        rules=("R11",),
        task=tile_question(
            before,
            Text(f"{R}.earns_tile.prompt", name=arnd),
            Text(f"{R}.seven_rule.hint", limit=limit),
        ),
        asks_rules=("R10", "R11"),
    )
    game.choose_bonus("aid")
    s.say(
        Text(f"{R}.face_down.title"),
        Text(f"{R}.face_down.text", name=arnd),
        rules=("R11",),
    )
    s.say(Text(f"{R}.later_turn.title"), Text(f"{R}.later_turn.text", name=arnd), rules=("R11",))
    s.say(Text(f"{R}.one_each.title"), Text(f"{R}.one_each.text"), rules=("R11",))
    held = sum(game.hands[arnd].values())
    thrown = REFILL_THROWN
    drawn = refill_drawn(game.state, thrown)
    s.say(
        Text(f"{R}.refill.title", hand=HAND_SIZE),
        Text(f"{R}.refill.text", name=arnd, held=held, hand=HAND_SIZE),
        rules=("R13",),
        task=count_question(
            "refill",
            drawn,
            (thrown, held, HAND_SIZE, HAND_SIZE - thrown),
            Text(f"{R}.refill.prompt", name=arnd, thrown=thrown, held=held),
            Text(f"{R}.refill.explain", kept=held - thrown, drawn=drawn, hand=HAND_SIZE),
            Text(f"{R}.refill.hint", hand=HAND_SIZE),
        ),
        asks_rules=("R13",),
    )
    game.discard()


def _baerbels_turn(s: Script, game: Game) -> None:
    name = game.current
    previous = set(game.state.last_turn.cells) if game.state.last_turn else set()
    far = [c for c in game.legal_cells() if not set(game.board.neighbors(c)) & previous]
    assert far, "Bärbel can start away from Arnd's discs"
    (level,) = set(game.legal_cells().values())
    s.say(
        Text(f"{R}.baerbel_start.title", name=name),
        Text(f"{R}.baerbel_start.text", name=name, level=level),
        rules=("R7",),
        task=legal_task(  # her first colour only: 7 right cells of 49, not 40
            game.state,
            Text(f"{R}.baerbel_start.prompt", name=name),
            Text(f"{R}.baerbel_start.right", name=name),
            only=game.board.color(BAERBEL_TURN[0]),
            other=Text(f"{R}.baerbel_start.other"),
        ),
        asks_rules=("R7",),
    )
    turquoise, yellow, beige, purple = BAERBEL_TURN
    first = game.place(turquoise)
    s.say(
        Text(f"{R}.example_turn.title", name=name),
        Text(f"{R}.baerbel_example.text", name=name, level=first),
        rules=("E1", "R7", "R8"),
        task=legal_task(
            game.state,
            Text(f"{R}.baerbel_next.prompt", name=name),
            Text(f"{R}.baerbel_example.right", last=first, above=first + 1),
        ),
        asks_rules=("R8",),
    )
    second = game.place(yellow)
    again = game.state.height(turquoise) + 1
    assert game.hands[name][Color.TURQUOISE], "Bärbel still holds a turquoise disc"
    used = _refusal(game.state, turquoise)
    assert used.key == "cell_used_this_turn"
    # taught here, with her own disc crossed out; the rules quiz asks it
    s.say(
        Text(f"{R}.same_cell.title"),
        Text(f"{R}.same_cell.text", level=second, again=again),
        rules=("E1", "R8", "R8.once"),
        forbidden=(turquoise,),
        task=legal_task(
            game.state,
            Text(f"{R}.baerbel_next.prompt", name=name),
            Text(f"{R}.same_cell.right", last=second, above=second + 1),
        ),
        asks_rules=("R8",),
    )
    third = game.place(beige)
    s.say(
        Text(f"{R}.once.title"),
        Text(f"{R}.once.text", level=third),
        rules=("E1", "R6", "R8"),
        task=legal_task(
            game.state,
            Text(f"{R}.baerbel_next.prompt", name=name),
            Text(f"{R}.once.right", name=name, level=game.state.height(purple) + 1),
        ),
        asks_rules=("R8",),
    )
    s.say(
        Text(f"{R}.count.title"),
        Text(
            f"{R}.count.text",
            name=name,
            sum=_sum(game.turn.levels),
            points=game.turn.disc_points,
        ),
        highlight=(purple,),
        rules=("E1", "R10"),
        task=points_question(
            game.state,
            purple,
            Text(f"{R}.count.prompt", name=name),
            Text(f"{R}.count.hint"),
        ),
        asks_rules=("R6", "R10"),
    )
    fourth = game.place(purple)
    assert not game.legal_cells(), "no disc of Bärbel's fits after her purple one"
    levels, points = game.turn.levels, game.turn.disc_points
    s.say(
        Text(f"{R}.baerbel_stops.title", name=name),
        Text(
            f"{R}.baerbel_stops.text",
            level=fourth,
            sum=_sum(levels),
            points=points,
            limit=SEVEN_POINT_LIMIT,
        ),
        rules=("E1", "R9", "R10", "R11"),
    )
    game.end_turn(bonus="vp")


def _caros_turn(s: Script, game: Game) -> None:
    name = game.current
    *start, last = CARO_TURN
    so_far = [game.place(cell) for cell in start]
    s.say(
        Text(f"{R}.example_turn.title", name=name),
        Text(f"{R}.caro_example.text", name=name, level=so_far[-1]),
        highlight=(last,),
        rules=("E2", "R8", "R10"),
        task=points_question(
            game.state,
            last,
            Text(f"{R}.caro_example.prompt", name=name),
            Text(f"{R}.caro_example.hint", height=game.state.height(last)),
        ),
        asks_rules=("R6", "R10"),
    )
    top = game.place(last)
    levels, points = game.turn.levels, game.turn.disc_points
    s.say(
        Text(f"{R}.caro_discs.title", name=name, discs=len(levels)),
        Text(f"{R}.caro_discs.text", name=name, level=top, sum=_sum(levels), points=points),
        rules=("E2", "R10", "R11"),
        task=tile_question(
            game.state,
            Text(f"{R}.earns_tile.prompt", name=name),
            Text(f"{R}.caro_discs.hint", limit=SEVEN_POINT_LIMIT),
        ),
        asks_rules=("R11",),
    )


def _jump_and_down(s: Script) -> None:
    jump = Game.from_position(jump_position())
    caro = jump.current
    low = jump.place(JUMP_TURQUOISE)
    tower = jump.heights[JUMP_RED]
    s.say(
        Text(f"{R}.climb.title", name=caro),
        Text(f"{R}.climb.text", name=caro, level=low, height=tower),
        rules=("E3", "R8"),
        state=jump.state,
        task=may_question(
            jump.state,
            (JUMP_RED,),
            Text(f"{R}.climb.prompt", name=caro),
            Text(f"{R}.climb.hint", level=low),
        ),
        asks_rules=("R6", "R8"),
    )
    error = _refusal(jump.state, JUMP_RED)
    assert error.key == "jump"
    last, level = _levels_of(error)
    stuck = not jump.legal_cells()
    s.say(
        Text(f"{R}.no_jump.title"),
        Text(
            f"{R}.no_jump.text_stuck" if stuck else f"{R}.no_jump.text",
            name=caro,
            last=last,
            above=last + 1,
            level=level,
        ),
        rules=("E3", "R8"),
        state=jump.state,
        forbidden=(JUMP_RED,),
    )
    down = Game.from_position(downward_position())
    dirk = down.current
    down.place(DIRK_YELLOW_LOW)
    high = down.place(DIRK_YELLOW_TOWER)
    purple = tuple(
        c
        for c in down.board.neighbors(DIRK_YELLOW_TOWER)
        if down.board.color(c) is Color.PURPLE and not down.heights[c]
    )
    assert DIRK_PURPLE in purple
    error = _refusal(down.state, DIRK_PURPLE)
    assert error.key == "step_down"
    last, level = _levels_of(error)
    s.say(
        Text(f"{R}.dirk_purple.title", name=dirk),
        Text(f"{R}.dirk_purple.text", name=dirk, level=high, n=len(purple)),
        rules=("E4", "R8"),
        state=down.state,
        task=may_question(
            down.state,
            purple,
            Text(f"{R}.dirk_purple.prompt", name=dirk),
            Text(f"{R}.dirk_purple.hint", last=last, level=level),
        ),
        asks_rules=("R6", "R8"),
    )
    s.say(
        Text(f"{R}.never_down.title"),
        Text(
            f"{R}.never_down.text_both" if len(purple) == 2 else f"{R}.never_down.text",
            name=dirk,
            level=level,
            last=last,
        ),
        rules=("E4", "R8"),
        state=down.state,
        forbidden=purple,
    )


def _all_red_taken(s: Script) -> None:
    state = all_red_occupied_position()
    name = state.current
    red = state.board.cells_of(Color.RED)
    lowest = min(state.height(c) for c in red)
    start = {c: lv for c, lv in state.legal_cells().items() if c in red}
    (level,) = set(start.values())
    s.say(
        Text(f"{R}.all_red.title"),
        Text(f"{R}.all_red.text", lowest=lowest, level=level),
        rules=("E5", "R7", "R7.full"),
        state=state,
        task=legal_task(
            state,
            Text(f"{R}.all_red.prompt", name=name),
            Text(f"{R}.all_red.right", level=level),
            only=Color.RED,
            other=Text(f"{R}.all_red.other"),
        ),
        asks_rules=("R7", "R7.full"),
    )


def _level_seven(s: Script) -> None:
    seven = Game.from_position(level_seven_position())
    name = seven.current
    for cell in STAIRCASE:
        seven.place(cell)
    top = STAIRCASE[-1]
    levels, points = seven.turn.levels, seven.turn.disc_points
    assert seven.heights[top] == MAX_HEIGHT
    # the sharing out is told first, then asked of the other red tower (its own cell is the
    # rules quiz's question)
    (other_red,) = (c for c in seven.board.cells_of(Color.RED) if 0 < seven.heights[c] < MAX_HEIGHT)
    s.say(
        Text(f"{R}.level_seven.title", max=MAX_HEIGHT),
        Text(
            f"{R}.level_seven.text",
            name=name,
            count=len(levels),
            sum=_sum(levels),
            points=points,
            max=MAX_HEIGHT,
        ),
        rules=("E6", "R12", "R8"),
        state=seven.state,
        task=height_after_question(
            seven.state,
            other_red,
            Text(f"{R}.level_seven.prompt", height=seven.heights[other_red]),
            Text(f"{R}.level_seven.hint", max=MAX_HEIGHT),
        ),
        asks_rules=("R12",),
    )
    seven.score()
    red = seven.board.cells_of(Color.RED)
    s.say(
        Text(f"{R}.shared_out.title"),
        Text(
            f"{R}.shared_out.text",
            max=MAX_HEIGHT,
            cells=len(red),
            own=seven.heights[top],
            others=len(red) - 1,
        ),
        highlight=red,
        rules=("E6", "R12"),
        state=seven.state,
    )
    _two_sevens(s)


def _two_sevens(s: Script) -> None:
    """D1: two towers of 7 at once are shared out one after the other; while the first is
    shared out, the other (at 7) gets no disc, its disc stays on the first tower's cell."""
    game = Game.from_position(two_sevens_position())
    for cell in TWO_SEVENS:
        game.place(cell)
    full = [c for c in game.board.cells if game.heights[c] == MAX_HEIGHT]
    assert len(full) == 2, "two towers of 7 at once"
    steps = list(iter_resolutions(game.board, game.heights))
    first = steps[0][0]
    assert first == TWO_SEVENS[-2], "the tower of the sixth disc is shared out first"
    kept, final = steps[0][1][first], game.state.apply(Score()).height(first)
    assert kept == 2 and final == kept + 1, "the first tower's cell: 1 + the refused disc + 1"
    values = sorted({final, 0, 1, kept, MAX_HEIGHT})
    s.say(
        Text(f"{R}.two_sevens.title", max=MAX_HEIGHT),
        Text(f"{R}.two_sevens.text", name=game.current, max=MAX_HEIGHT, n=len(TWO_SEVENS) - 1),
        rules=("D1",),
        state=game.state,
        task=Question(
            Text(f"{R}.two_sevens.prompt", n=len(TWO_SEVENS) - 1),
            _numbers(values),
            values.index(final),
            Text(f"{R}.two_sevens.explain", kept=kept, final=final),
            Text(f"{R}.two_sevens.hint", n=len(TWO_SEVENS) - 1),
            asks="height_after",
            cells=(first,),
            values=tuple(values),
        ),
        asks_rules=("R12", "D1"),
    )


def _last_turn_tile(s: Script, game: Game) -> None:
    """The game's last turn, worth 7 or less, still earns a special tile (R11): shown just
    before it is scored, the engine then offers the tile."""
    states, actions = game.states(), game.actions
    last_score = max(i for i, action in enumerate(actions) if isinstance(action, Score))
    before = states[last_score]
    scored = before.apply(actions[last_score])
    if scored.phase is not Phase.BONUS:
        raise AssertionError("the last turn of the end example earns a special tile")
    s.say(
        Text(f"{R}.last_turn_tile.title"),
        Text(
            f"{R}.last_turn_tile.text",
            name=before.current,
            sum=_sum(before.turn.levels),
            points=scored.turn.points,
            limit=SEVEN_POINT_LIMIT,
        ),
        highlight=before.turn.cells,
        rules=("R11", "R11.last_turn"),
        state=before,
    )


def _game_end(s: Script) -> None:
    game, trigger, last, bag_before = end_of_game()
    players, start = trigger.players, trigger.players[trigger.start_seat]
    seat = (trigger.current_seat - 1) % len(players)
    kept = sum(trigger.hands_by_seat[seat])
    placed = trigger.last_turn.cells if trigger.last_turn else ()
    assert trigger.end_triggered and kept < HAND_SIZE
    s.say(
        Text(f"{R}.end.title"),
        Text(
            f"{R}.end.text",
            name=players[seat],
            placed=len(placed),
            bag=bag_before,
            kept=kept,
            hand=HAND_SIZE,
        ),
        rules=("R14",),
        state=trigger,
    )
    s.say(
        Text(f"{R}.end_round.title"),
        Text(f"{R}.end_round.text", start=start),
        rules=("R14",),
        state=trigger,
        task=Question(
            Text(f"{R}.end.prompt"),
            tuple(Text("lesson.name", name=p) for p in players),
            players.index(last),
            Text(f"{R}.end.explain", last=last, start=start),
            Text(f"{R}.end.hint"),
            asks="last_turn",
            values=players,
        ),
        asks_rules=("R14",),
    )
    _last_turn_tile(s, game)
    final = game.state
    bonus = dict(zip(final.players, final.tile_bonus_by_seat))
    held = final.held
    each = {bonus[p] // len(held[p]) for p in players if held[p]}
    (per_tile,) = each
    lines = Listed(
        tuple(
            Text(f"{R}.unused_tiles.line", name=p, tiles=len(held[p]), points=bonus[p])
            for p in players
            if held[p]
        ),
        "semicolon",
    )
    s.say(
        Text(f"{R}.unused_tiles.title"),
        Text(f"{R}.unused_tiles.text", last=last, each=per_tile, lines=lines),
        rules=("R14",),
        state=final,
    )
    ranking = game.ranking()
    best = max(score for _, _, score in ranking)
    laps = best // TRACK
    winners = tuple(p for rank, p, _ in ranking if rank == 1)
    options = [Text("lesson.name", name=p) for p in players]
    values: list[object] = [frozenset({p}) for p in players]
    if len(winners) > 1:
        tie: tuple[str, ...] = winners
    else:  # no tie: offer the two best as a tie to think about
        tie = (winners[0], next(p for rank, p, _ in ranking if p not in winners))
    options.append(Text(f"{R}.who_wins.tie_option", names=Listed(tie)))
    values.append(frozenset(tie))
    s.say(
        Text(f"{R}.who_wins.title"),
        Text(
            f"{R}.who_wins.text",
            track=TRACK,
            best=best,
            laps=laps,
            laps_mark=Text("laps", n=laps),
        ),
        rules=("R14",),
        state=final,
        task=Question(
            Text(f"{R}.who_wins.prompt"),
            tuple(options),
            values.index(frozenset(winners)),
            Text(
                f"{R}.who_wins.explain_tie" if len(winners) > 1 else f"{R}.who_wins.explain",
                names=Listed(winners),
                points=best,
            ),
            Text(f"{R}.who_wins.hint"),
            asks="winner",
            values=tuple(values),
        ),
        asks_rules=("R14",),
        withheld=("winner",),
    )
    s.say(
        Text(f"{R}.one_more_round.title"),
        Text(f"{R}.one_more_round.text"),
        rules=("R14",),
        state=final,
    )
