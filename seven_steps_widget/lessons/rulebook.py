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
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from ..drawing.labels import color_letter, color_name, plural, refusal_text
from ..drawing.labels import text as label
from ..drawing.panel_layer import TRACK
from ..engine.actions import Place, Score
from ..engine.board import LAYOUTS, Board
from ..engine.board_tiles import SIDES
from ..engine.checks import check_players
from ..engine.colors import DISCS_PER_COLOR, Color
from ..engine.errors import IllegalMove, SetupError
from ..engine.flow import HAND_SIZE
from ..engine.game import Game
from ..engine.hexgrid import Cell
from ..engine.rules.placement import MAX_DISCS, MAX_HEIGHT
from ..engine.rules.special_tiles import SEVEN_POINT_LIMIT, STARTING_PILES, TileKind
from ..engine.setup import make_position
from ..engine.state import GameState, Phase
from .lesson import Lesson, Script
from .tasks import CellTask, ChoiceTask, Words

__all__ = [
    "EXAMPLE_BOARD",
    "PLAYERS",
    "ARND_TURN",
    "BAERBEL_TURN",
    "CARO_TURN",
    "STAIRCASE",
    "YES",
    "NO",
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
    "may_question",
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

YES = Words("Yes", "Ja")
NO = Words("No", "Nein")


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
def _sum(levels: Iterable[int]) -> str:
    """``1 + 1 + 2 + 2``."""
    return " + ".join(str(level) for level in levels)


def _points(n: int, lang: str) -> str:
    """``1 point``, ``6 Punkte``."""
    return label("score", lang, n=n)


def _discs(n: int, lang: str) -> str:
    """``1 disc``, ``6 Scheiben``."""
    return f"{n} {plural(n, 'disc', 'discs') if lang == 'en' else plural(n, 'Scheibe', 'Scheiben')}"


def _and(words: Sequence[str], lang: str) -> str:
    """``a, b and c`` / ``a, b und c``."""
    if len(words) < 2:
        return "".join(words)
    return f"{', '.join(words[:-1])} {'and' if lang == 'en' else 'und'} {words[-1]}"


def _colours(colors: Iterable[Color], lang: str) -> str:
    """Colour adjectives before a plural noun: ``beige, purple and green`` / ``beige, lila
    und grüne`` (German: beige and lila take no ending)."""
    names = [color_name(c, lang) for c in colors]
    if lang == "de":
        names = [n if n in ("beige", "lila") else n + "e" for n in names]
    return _and(names, lang)


def _cap(word: str, lang: str) -> str:
    """A colour name as a German noun ("Türkis"); English stays as it is."""
    return word[:1].upper() + word[1:] if lang == "de" else word


def _hand_colours(state: GameState) -> list[Color]:
    hand = state.hands_by_seat[state.current_seat]
    return [c for c in Color if hand[c.index]]


def _say(s: Script, title: Words, body: Words, **options: object) -> None:
    """A step with its English and German title and text."""
    s.say(title.en, body.en, title_de=title.de, text_de=body.de, **options)  # type: ignore[arg-type]


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


def _refusal_words(error: IllegalMove) -> Words:
    return Words(refusal_text(error, "en"), refusal_text(error, "de"))


def _numbers(values: Sequence[int]) -> tuple[Words, ...]:
    return tuple(Words(str(v), str(v)) for v in values)


# ---------------------------------------------------------------------------- tasks
def legal_task(
    state: GameState,
    prompt: Words,
    right: Words,
    only: Color | None = None,
    other: Words | None = None,
) -> CellTask:
    """ "Click where the next disc may go": right on every cell the engine allows now (only
    cells of ``only``, if given); any other click is refused in the engine's words."""
    legal = state.legal_cells()
    cells = frozenset(c for c in legal if only is None or state.board.color(c) is only)
    if not cells:
        raise AssertionError("a click task needs a cell to click")
    other = other or Words(
        "That cell is allowed too: a disc there would lie on level {level}.",
        "Dieses Feld ist auch erlaubt: eine Scheibe läge dort auf Ebene {level}.",
    )
    return CellTask(prompt, cells, right, other)


def may_question(state: GameState, cells: Sequence[Cell], prompt: Words, hint: Words) -> Question:
    """ "May the next disc go there?" -- yes if the engine allows a disc on any of ``cells``;
    a "no" is explained in the engine's own words."""
    allowed: dict[Cell, int] = {}
    refusals: list[IllegalMove] = []
    for cell in cells:
        try:
            allowed[cell] = state.apply(Place(cell)).turn.levels[-1]
        except IllegalMove as error:
            refusals.append(error)
    if allowed:
        level = next(iter(allowed.values()))
        last = state.turn.levels[-1] if state.turn.levels else None
        if last is None:
            explain = Words(
                f"There it would lie on level {level}.",
                f"Dort läge sie auf Ebene {level}.",
            )
        elif level == last:
            explain = Words(
                f"There it would lie on level {level}, the same level as the last disc.",
                f"Dort läge sie auf Ebene {level}, derselben Ebene wie die letzte Scheibe.",
            )
        else:
            explain = Words(
                f"There it would lie on level {level}, one level above the last disc "
                f"on level {last}.",
                f"Dort läge sie auf Ebene {level}, eine Ebene über der letzten Scheibe auf "
                f"Ebene {last}.",
            )
    else:
        explain = _refusal_words(refusals[0])  # the engine's own sentence
    return Question(
        prompt,
        (YES, NO),
        0 if allowed else 1,
        explain,
        hint,
        show=tuple(allowed),  # only an allowed cell is ringed: a ring means "may go here"
        asks="may",
        cells=tuple(cells),
        values=(True, False),
    )


def points_question(state: GameState, cell: Cell, prompt: Words, hint: Words) -> Question:
    """ "What will the turn be worth after the next disc on ``cell``?" (its disc points)."""
    after = state.apply(Place(cell))
    total, level = after.turn.disc_points, after.turn.levels[-1]
    now = state.turn.disc_points
    values = sorted({total, now + 1, now + level - 1, total + 1} - {0})
    return Question(
        prompt,
        _numbers(values),
        values.index(total),
        Words(
            f"{_sum(after.turn.levels)} = {_points(total, 'en')}: the new disc lies on level "
            f"{level}.",
            f"{_sum(after.turn.levels)} = {_points(total, 'de')}: die neue Scheibe liegt auf "
            f"Ebene {level}.",
        ),
        hint,
        show=(cell,),
        asks="points",
        cells=(cell,),
        values=tuple(values),
    )


def _scored(state: GameState) -> GameState:
    return state.apply(Score()) if state.phase in (Phase.START, Phase.PLACE) else state


def tile_question(state: GameState, prompt: Words, hint: Words) -> Question:
    """ "Does this turn earn a special tile?" -- the 7-point rule, as the engine scores the turn
    now (``state`` before or just after scoring)."""
    scored = _scored(state)
    points, earns = scored.turn.points, scored.phase is Phase.BONUS
    limit = SEVEN_POINT_LIMIT
    if earns:
        explain = Words(
            f"{_points(points, 'en')} is {limit} or less.",
            f"{_points(points, 'de')} {plural(points, 'ist', 'sind')} {limit} oder weniger.",
        )
    else:
        explain = Words(
            f"{_points(points, 'en')} is more than {limit}.",
            f"{_points(points, 'de')} {plural(points, 'ist', 'sind')} mehr als {limit}.",
        )
    return Question(
        prompt, (YES, NO), 0 if earns else 1, explain, hint, asks="tile", values=(True, False)
    )


def level_question(state: GameState, cell: Cell, prompt: Words, hint: Words) -> Question:
    """ "On which level does a disc put on this tower lie?" (its height plus one)."""
    height = state.height(cell)
    level = height + 1
    values = sorted({1, height, level, level + 1} - {0})
    return Question(
        prompt,
        _numbers(values),
        values.index(level),
        Words(
            f"The tower holds {_discs(height, 'en')}; the new one is disc number {level}, so "
            f"it lies on level {level}.",
            f"Der Turm hat {_discs(height, 'de')}; die neue ist die {level}. Scheibe, also "
            f"liegt sie auf Ebene {level}.",
        ),
        hint,
        asks="level",
        cells=(cell,),
        values=tuple(values),
    )


def height_after_question(state: GameState, cell: Cell, prompt: Words, hint: Words) -> Question:
    """ "How many discs lie on ``cell`` once the turn is scored?" (a level-7 tower is shared
    out then)."""
    after = state.apply(Score())
    height = after.height(cell)
    same = state.board.cells_of(state.board.color(cell))
    values = sorted({height, 0, MAX_HEIGHT - 1, MAX_HEIGHT})
    colour_en, colour_de = (
        color_name(state.board.color(cell), "en"),
        color_name(state.board.color(cell), "de"),
    )
    colour_de = colour_de if colour_de in ("beige", "lila") else colour_de + "en"
    return Question(
        prompt,
        _numbers(values),
        values.index(height),
        Words(
            f"The tower's {MAX_HEIGHT} discs go one to each of the {len(same)} "
            f"{colour_en} cells, so its own cell keeps {_discs(height, 'en')}.",
            f"Die {MAX_HEIGHT} Scheiben des Turms kommen auf die {len(same)} "
            f"{colour_de} Felder, je eine, also bleibt auf seinem Feld {_discs(height, 'de')}.",
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


#: The rulebook's other shapes (variable board), English and German names.
SHAPES: dict[str, tuple[str, str]] = {
    "river": ("the turquoise river", "„Der türkise Fluss“"),
    "ring": ("the ring", "„Der Ring“"),
    "mask": ("the mask", "„Die Maske“"),
    "butterfly": ("the butterfly", "„Der Schmetterling“"),
    "cross": ("the big cross", "„Das große Kreuz“"),
}


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
    return Lesson("The rules of 7 Steps", tuple(s.steps), title_de="Die Regeln von 7 Steps")


def _material_and_setup(s: Script) -> None:
    # the setup steps show the hands drawn, so "Try it yourself" has discs to play
    empty = first_turns_game().state
    colours = list(Color)
    total = empty.bag.total() + sum(sum(hand) for hand in empty.hands_by_seat)
    # German names colours as nouns here: "Türkis, Gelb …"
    named = {lang: [_cap(color_name(c, lang), lang) for c in colours] for lang in ("en", "de")}
    names = {lang: _and(named[lang], lang) for lang in ("en", "de")}
    short = {
        lang: _and(
            [f"{color_letter(c, lang)} {word} {n}" for c, n in zip(colours, named[lang])], lang
        )
        for lang, word in (("en", "for"), ("de", "für"))
    }
    _say(
        s,
        Words("The material", "Das Material"),
        Words(
            f"The game has {total} discs in {len(colours)} colours, {DISCS_PER_COLOR} of "
            f"each: {names['en']}. At the start every disc is in the bag; the players draw "
            f"their discs from it — on the right you see them drawn already. On the board each "
            f"cell shows the short name of its colour: {short['en']}.",
            f"Das Spiel hat {total} Scheiben in {len(colours)} Farben, je {DISCS_PER_COLOR}: "
            f"{names['de']}. Zu Beginn liegen alle Scheiben im Beutel; daraus ziehen die "
            f"Spieler ihre Scheiben — rechts siehst du sie schon gezogen. Auf dem Spielplan "
            f"trägt jedes Feld die Abkürzung seiner Farbe: {short['de']}.",
        ),
        rules=("R1",),
        state=empty,
    )
    board = empty.board
    centre = board.tile_index((0, 0))
    tile = tuple(c for c in board.cells if board.tile_index(c) == centre)
    per_colour = len(board.cells_of(Color.RED))
    _say(
        s,
        Words("The board", "Der Spielplan"),
        Words(
            f"The board is put together from {len(board.placements)} board tiles with "
            f"{len(tile)} cells each: one cell in the middle, {len(tile) - 1} around it. That "
            f"makes {len(board.cells)} cells, {per_colour} of every colour. The ringed cells "
            f"are one board tile.",
            f"Der Spielplan wird aus {len(board.placements)} Spielplantafeln mit je "
            f"{len(tile)} Feldern zusammengelegt: ein Feld in der Mitte, {len(tile) - 1} "
            f"darum herum. Das ergibt {len(board.cells)} Felder, {per_colour} von jeder Farbe. "
            f"Die umrandeten Felder sind eine Spielplantafel.",
        ),
        highlight=tile,
        rules=("R2",),
        state=empty,
    )
    front, back = SIDES.index("single") + 1, SIDES.index("mixed") + 1
    mixed = make_position(PLAYERS, board=Board.standard(side="mixed"), hands=FIRST_HANDS)
    _say(
        s,
        Words("Two sides to choose from", "Zwei Seiten zur Wahl"),
        Words(
            f"Every board tile has two sides. The front sides have one colour per tile: board "
            f"variant {front}, an easy start with more luck. This lesson plays on it. The back "
            f"sides, shown here, mix the colours: board variant {back}, more tactical, with "
            f"less luck. Before the game you choose one side for all tiles.",
            f"Jede Spielplantafel hat zwei Seiten. Die Vorderseiten haben eine Farbe pro "
            f"Tafel: Spielplan-Variante {front}, ein leichter Einstieg mit mehr Glück. Diese "
            f"Lektion spielt darauf. Die Rückseiten, hier zu sehen, mischen die Farben: "
            f"Spielplan-Variante {back}, taktischer, mit weniger Glück. Vor dem Spiel wählt "
            f"ihr eine Seite für alle Tafeln.",
        ),
        rules=("R2",),
        state=mixed,
    )
    shapes = [name for name in LAYOUTS if name != "standard"]
    ring = make_position(PLAYERS, board=Board.layout("ring"), hands=FIRST_HANDS)
    _say(
        s,
        Words("Other shapes", "Andere Formen"),
        Words(
            f"The tiles may lie in any order and turned any way, as long as they form the "
            f"basic shape you saw before. For variety the rulebook suggests {len(shapes)} "
            f"other shapes: {_and([SHAPES[n][0] for n in shapes], 'en')}. Here is "
            f"{SHAPES['ring'][0]}.",
            f"Die Tafeln dürfen in beliebiger Reihenfolge und Drehung liegen, solange die "
            f"Grundform von vorhin entsteht. Für Abwechslung schlägt die Spielregel "
            f"{len(shapes)} weitere Formen vor: {_and([SHAPES[n][1] for n in shapes], 'de')}. "
            f"Hier siehst du {SHAPES['ring'][1]}.",
        ),
        rules=("R2",),
        state=ring,
    )
    start = first_turns_game().state
    fewest, most = _player_counts()
    _say(
        s,
        Words("Players, screens and hands", "Personen, Sichtschirme und Vorrat"),
        Words(
            f"{fewest} to {most} players take part. Each draws {HAND_SIZE} discs from the bag, "
            f"secretly and at random, and keeps them behind a screen: that is their hand. In "
            f"this lesson you see every hand on the right; in a real game you see only your "
            f"own. The bag now holds {_discs(start.bag.total(), 'en')}.",
            f"{fewest} bis {most} Personen spielen mit. Alle ziehen geheim und zufällig "
            f"{HAND_SIZE} Scheiben aus dem Beutel und stellen sie hinter ihren Sichtschirm: das "
            f"ist ihr Vorrat. In dieser Lektion siehst du rechts jeden Vorrat, im echten Spiel "
            f"nur deinen eigenen. Im Beutel sind jetzt noch {_discs(start.bag.total(), 'de')}.",
        ),
        rules=("R3", "R5"),
        state=start,
    )
    first = start.current
    order_en = _and([*start.players, f"then {first} again"], "en")
    order_de = _and([*start.players[:-1], f"{start.players[-1]}, dann wieder {first}"], "de")
    _say(
        s,
        Words("The start player", "Der Startspieler"),
        Words(
            f"The start player is drawn by lot: here it is {first}. {first} takes the "
            f"start-player tile and keeps it all game, so everyone can see where a round "
            f"begins. Play goes clockwise: {order_en}.",
            f"Wer Startspieler wird, wird ausgelost: hier ist es {first}. {first} bekommt das "
            f"Startspieler-Plättchen und behält es das ganze Spiel, so sieht jeder, wo eine "
            f"Runde beginnt. Gespielt wird im Uhrzeigersinn: {order_de}.",
        ),
        rules=("R5",),
        state=start,
    )
    aids, vps = len(STARTING_PILES[TileKind.AID]), len(STARTING_PILES[TileKind.VP])
    _say(
        s,
        Words("Special tiles", "Sonderplättchen"),
        Words(
            f"There are {aids + vps} special tiles: {aids} building aids and {vps} "
            f"victory-point tiles. Each kind is shuffled into its own face-down draw pile; the "
            f"panel on the right counts them. You win special tiles during the game — how, you "
            f"will see in a moment. The second notebook shows what each one does.",
            f"Es gibt {aids + vps} Sonderplättchen: {aids} Bauhilfen und {vps} "
            f"Siegpunkte-Plättchen. Jede Sorte wird für sich gemischt und als verdeckter "
            f"Nachziehstapel bereitgelegt; rechts sind sie gezählt. Sonderplättchen gewinnt "
            f"man im Lauf des Spiels — wie, siehst du gleich. Das zweite Notebook zeigt, was "
            f"jedes bewirkt.",
        ),
        rules=("R4",),
        state=start,
    )
    towers = _towers_position()
    built = sorted((c for c in towers.board.cells if towers.height(c)), key=towers.height)
    heights = [towers.height(c) for c in built]
    ask = built[len(built) // 2]
    _say(
        s,
        Words("Towers and levels", "Türme und Ebenen"),
        Words(
            f"Discs stack up into towers. A tower's height is counted in levels: here stand "
            f"towers of {_and([_discs(h, 'en') for h in heights], 'en')}, that is "
            f"{_and([f'level {h}' for h in heights], 'en')}. The number on a tower is its "
            f"height. A disc put on a tower lies on the level the tower reaches with it.",
            f"Scheiben stapeln sich zu Türmen. Die Höhe eines Turms zählt man in Ebenen: hier "
            f"stehen Türme aus {_and([_discs(h, 'de') for h in heights], 'de')}, also "
            f"{_and([f'Ebene {h}' for h in heights], 'de')}. Die Zahl auf einem Turm ist seine "
            f"Höhe. "
            f"Eine Scheibe, die man auf einen Turm legt, liegt auf der Ebene, die der Turm mit "
            f"ihr erreicht.",
        ),
        rules=("R6",),
        state=towers,
        task=level_question(
            towers,
            ask,
            Words(
                f"A disc is put on the tower of {_discs(towers.height(ask), 'en')}. On which "
                f"level does it lie?",
                f"Eine Scheibe kommt auf den Turm aus {_discs(towers.height(ask), 'de')}. Auf "
                f"welcher Ebene liegt sie?",
            ),
            Words(
                "Count the discs of the tower, the new one included.",
                "Zähl die Scheiben des Turms, die neue mitgerechnet.",
            ),
        ),
    )


def _arnds_turn(s: Script, game: Game) -> None:
    arnd = game.current
    first_cells = game.legal_cells()
    (start_level,) = set(first_cells.values())
    _say(
        s,
        Words("The first disc of a turn", "Die erste Scheibe eines Zugs"),
        Words(
            f"{arnd} begins. A turn starts with one disc from the hand on an empty cell of the "
            f"disc's own colour; there it lies on level {start_level}. {arnd} holds "
            f"{_colours(_hand_colours(game.state), 'en')} discs.",
            f"{arnd} fängt an. Ein Zug (Spielzug) beginnt mit einer Scheibe aus dem Vorrat auf "
            f"einem leeren Feld in der Farbe der Scheibe; dort liegt sie auf Ebene "
            f"{start_level}. {arnd} hat {_colours(_hand_colours(game.state), 'de')} Scheiben.",
        ),
        rules=("R7",),
        task=legal_task(
            game.state,
            Words(
                f"Click a cell where {arnd}'s first disc may go.",
                f"Klick ein Feld an, auf das {arnd}s erste Scheibe darf.",
            ),
            Words(
                f"An empty cell of a colour {arnd} holds.",
                f"Ein leeres Feld in einer Farbe, die {arnd} im Vorrat hat.",
            ),
        ),
    )
    level = game.place(ARND_TURN[0])
    last = level
    _say(
        s,
        Words("Each further disc: next to the last one", "Jede weitere Scheibe: neben die letzte"),
        Words(
            f"{arnd} put a beige disc on an empty beige cell: level {level}. Every further disc "
            f"goes on a cell next to the disc placed just before it, in any direction, and on "
            f"the same level as that disc or exactly one level higher.",
            f"{arnd} hat eine beige Scheibe auf ein leeres beiges Feld gelegt: Ebene {level}. "
            f"Jede weitere Scheibe kommt auf ein Feld neben der zuletzt gelegten, in "
            f"beliebiger Richtung, und zwar auf dieselbe Ebene wie diese oder genau eine Ebene "
            f"höher.",
        ),
        rules=("R8",),
        task=legal_task(
            game.state,
            Words(
                f"Click a cell where {arnd}'s next disc may go.",
                f"Klick ein Feld an, auf das {arnd}s nächste Scheibe darf.",
            ),
            Words(
                f"Next to his beige disc, on level {last} or {last + 1}, and he holds a disc of "
                f"that colour.",
                f"Neben seiner beigen Scheibe, auf Ebene {last} oder {last + 1}, und er hat eine "
                f"Scheibe dieser Farbe.",
            ),
        ),
    )
    second = game.place(ARND_TURN[1])
    _say(
        s,
        Words("Stop whenever you like", "Aufhören, wann du willst"),
        Words(
            f"{arnd} adds a purple disc beside the beige one, also on level {second}, and stops "
            f"there. A turn places at least one disc and at most {MAX_DISCS}. You may stop after "
            f"any disc, and you must stop when none of your discs fits any more.",
            f"{arnd} legt eine lila Scheibe neben die beige, ebenfalls auf Ebene {second}, und "
            f"hört auf. In einem Zug legt man mindestens eine und höchstens {MAX_DISCS} "
            f"Scheiben. Du darfst nach jeder Scheibe aufhören und musst aufhören, wenn keine "
            f"deiner Scheiben mehr passt.",
        ),
        rules=("R9",),
    )
    levels = game.turn.levels
    points = game.turn.disc_points
    _say(
        s,
        Words("Scoring", "Punkte kassieren"),
        Words(
            f"Now {arnd} scores: every disc placed this turn is worth as many points as the "
            f"level it lies on. His turn: {_sum(levels)} = {_points(points, 'en')}. The line "
            f"under the board adds up the turn as it grows. Tip from the rulebook: count aloud "
            f"while you place.",
            f"Jetzt kassiert {arnd} Punkte: Jede Scheibe dieses Zugs bringt so viele Punkte wie "
            f"die Ebene, auf der sie liegt. Sein Zug: {_sum(levels)} = {_points(points, 'de')}. "
            f"Die Zeile unter dem Spielplan zählt den Zug mit. Tipp aus der Spielregel: Zähl "
            f"beim Legen laut mit.",
        ),
        rules=("R10",),
    )
    before = game.state
    game.score()
    one_lap = label("laps", "en", n=1), label("laps", "de", n=1)
    _say(
        s,
        Words("The score track", "Die Wertungsleiste"),
        Words(
            f"{arnd} moves his scoring marker {points} "
            f"{plural(points, 'space', 'spaces')} along the score track, which has {TRACK} "
            f"spaces. The panel on the right shows each score as a number and a bar. Whoever "
            f"goes once round the whole track takes a “{TRACK}+” marker; the panel then writes "
            f"“{one_lap[0]}” beside the bar.",
            f"{arnd} zieht seinen Wertungsstein {points} "
            f"{plural(points, 'Feld', 'Felder')} auf der Wertungsleiste vor; sie hat {TRACK} "
            f"Felder. Rechts steht jeder Punktestand als Zahl und als Balken. Wer die Leiste "
            f"einmal ganz umrundet, bekommt ein „{TRACK}+“-Plättchen; rechts steht dann "
            f"„{one_lap[1]}“ neben dem Balken.",
        ),
        rules=("R10", "R14"),
    )
    limit = SEVEN_POINT_LIMIT
    _say(
        s,
        Words(f"The {limit}-point rule", f"Die {limit}-Punkte-Regel"),
        Words(
            f"A turn worth {limit} points or less earns a special tile as compensation. The "
            f"player chooses the kind, a building aid or a victory-point tile, and takes the "
            f"top tile of that pile.",
            f"Bringt ein Zug {limit} oder weniger Punkte, gibt es als Entschädigung ein "
            f"Sonderplättchen. Man wählt die Sorte, eine Bauhilfe oder ein "
            f"Siegpunkte-Plättchen, und nimmt das oberste Plättchen dieses Stapels.",
        ),
        rules=("R11",),
        task=tile_question(
            before,
            Words(
                f"Does {arnd}'s turn earn a special tile?",
                f"Bekommt {arnd} für diesen Zug ein Sonderplättchen?",
            ),
            Words(
                f"Compare the turn's points with {limit}.",
                f"Vergleich die Punkte des Zugs mit {limit}.",
            ),
        ),
    )
    game.choose_bonus("aid")
    _say(
        s,
        Words("Special tiles lie face down", "Sonderplättchen liegen verdeckt"),
        Words(
            f"{arnd} takes a building aid. He lays it face down beside his screen — he may "
            f"look at it whenever he likes — and may play it in a later turn, not in the turn "
            f"that brought it. Nobody holds more than one building aid and one victory-point "
            f"tile: whoever gets a second of one kind keeps either the old or the new one and "
            f"discards the other. In this lesson the panel shows every player's tiles.",
            f"{arnd} nimmt eine Bauhilfe. Er legt sie verdeckt neben seinen Sichtschirm — "
            f"anschauen darf er sie jederzeit — und darf sie erst in einem späteren Zug "
            f"einsetzen, nicht in dem Zug, der sie gebracht hat. Niemand hat mehr als eine "
            f"Bauhilfe und ein Siegpunkte-Plättchen: Wer ein zweites einer Sorte bekommt, "
            f"behält entweder das alte oder das neue und legt das andere ab. In dieser Lektion "
            f"siehst du rechts die Plättchen aller Spieler.",
        ),
        rules=("R11",),
    )
    held = sum(game.hands[arnd].values())
    _say(
        s,
        Words(f"Refill to {HAND_SIZE}", f"Auf {HAND_SIZE} auffüllen"),
        Words(
            f"Last, {arnd} may throw any of the {_discs(held, 'en')} left in his hand back into "
            f"the bag — handy for colours he does not want next time. Then he draws, secretly "
            f"and at random, until he holds {HAND_SIZE} again. Then it is the next player's "
            f"turn.",
            f"Zuletzt darf {arnd} beliebig viele der {_discs(held, 'de')} in seinem Vorrat "
            f"zurück in den Beutel werfen — praktisch bei Farben, die er im nächsten Zug nicht "
            f"brauchen kann. Dann zieht er geheim und zufällig, bis er wieder {HAND_SIZE} hat. "
            f"Danach ist der nächste Spieler dran.",
        ),
        rules=("R13",),
    )
    game.discard()


def _baerbels_turn(s: Script, game: Game) -> None:
    name = game.current
    previous = set(game.state.last_turn.cells) if game.state.last_turn else set()
    far = [c for c in game.legal_cells() if not set(game.board.neighbors(c)) & previous]
    assert far, "Bärbel can start away from Arnd's discs"
    (level,) = set(game.legal_cells().values())
    _say(
        s,
        Words(f"{name} may start anywhere", f"{name} darf überall anfangen"),
        Words(
            f"Now it is {name}'s turn. Her first disc must again go on an empty cell of its "
            f"colour, on level {level} — but it need not touch Arnd's discs: she may start "
            f"anywhere on the board.",
            f"Jetzt ist {name} dran. Ihre erste Scheibe muss wieder auf ein leeres Feld ihrer "
            f"Farbe, auf Ebene {level} — aber sie muss nicht neben Arnds Scheiben liegen: "
            f"{name} darf irgendwo auf dem Spielplan anfangen.",
        ),
        rules=("R7",),
        task=legal_task(
            game.state,
            Words(
                f"Click a cell where {name}'s first disc may go.",
                f"Klick ein Feld an, auf das {name}s erste Scheibe darf.",
            ),
            Words(
                f"An empty cell of a colour {name} holds — near Arnd's discs or far from them.",
                f"Ein leeres Feld in einer Farbe aus {name}s Vorrat — nah an Arnds Scheiben oder "
                f"weit weg.",
            ),
        ),
    )
    turquoise, yellow, beige, purple = BAERBEL_TURN
    first = game.place(turquoise)
    _say(
        s,
        Words(f"From the rulebook: {name}'s turn", f"Aus der Spielregel: {name}s Zug"),
        Words(
            f"This is the rulebook's example. {name} starts with turquoise on an empty "
            f"turquoise cell: level {first}.",
            f"Das ist das Beispiel aus der Spielregel. {name} beginnt mit Türkis auf einem "
            f"leeren türkisen Feld: Ebene {first}.",
        ),
        rules=("E1", "R7", "R8"),
        task=legal_task(
            game.state,
            Words(
                f"Click a cell where {name}'s next disc may go.",
                f"Klick ein Feld an, auf das {name}s nächste Scheibe darf.",
            ),
            Words(
                f"Next to her turquoise disc, on level {first} or {first + 1}, in a colour she "
                f"holds.",
                f"Neben ihrer türkisen Scheibe, auf Ebene {first} oder {first + 1}, in einer "
                f"Farbe aus ihrem Vorrat.",
            ),
        ),
    )
    second = game.place(yellow)
    again = game.state.height(turquoise) + 1
    assert game.hands[name][Color.TURQUOISE], "Bärbel still holds a turquoise disc"
    _say(
        s,
        Words("Once more on the same cell?", "Noch einmal aufs selbe Feld?"),
        Words(
            f"She goes on with yellow on the empty yellow cell next to it: level {second} "
            f"again. Her turquoise disc lies next to her yellow one, and she still holds a "
            f"turquoise disc. On her first one, a second turquoise disc would lie on level "
            f"{again}.",
            f"Sie macht mit Gelb auf dem leeren gelben Feld daneben weiter: wieder Ebene "
            f"{second}. Ihre türkise Scheibe liegt neben der gelben, und sie hat noch eine "
            f"türkise Scheibe. Auf der ersten läge eine zweite türkise Scheibe auf Ebene "
            f"{again}.",
        ),
        rules=("E1", "R8"),
        task=may_question(
            game.state,
            (turquoise,),
            Words(
                f"May {name} put her second turquoise disc on her first one?",
                f"Darf {name} ihre zweite türkise Scheibe auf ihre erste legen?",
            ),
            Words(
                "The level would be fine. But look at the numbers on the board: which disc "
                "lies on that cell?",
                "Die Ebene wäre in Ordnung. Aber schau auf die Zahlen auf dem Spielplan: "
                "Welche Scheibe liegt auf diesem Feld?",
            ),
        ),
    )
    third = game.place(beige)
    used = _refusal(game.state, yellow)
    assert used.key == "cell_used_this_turn"
    _say(
        s,
        Words("Each cell only once per turn", "Jedes Feld nur einmal pro Zug"),
        Words(
            f"Then beige on Arnd's beige disc next to her yellow one: one level higher, level "
            f"{third}. The crossed-out cell holds her yellow disc from this turn: she may not "
            f"build there again. So a tower grows by at most one level per turn.",
            f"Dann Beige auf Arnds beige Scheibe neben ihrer gelben: eine Ebene höher, Ebene "
            f"{third}. Auf dem durchgestrichenen Feld liegt ihre gelbe Scheibe aus diesem Zug: "
            f"Dort darf sie nicht noch einmal bauen. So wächst ein Turm pro Zug um höchstens "
            f"eine Ebene.",
        ),
        rules=("E1", "R6", "R8"),
        forbidden=(yellow,),
        task=legal_task(
            game.state,
            Words(
                f"Click a cell where {name}'s next disc may go.",
                f"Klick ein Feld an, auf das {name}s nächste Scheibe darf.",
            ),
            Words(
                f"Arnd's purple disc: a purple disc of {name}'s goes on it, on level "
                f"{game.state.height(purple) + 1}, as high as her last disc.",
                f"Arnds lila Scheibe: {name}s lila Scheibe kommt darauf, auf Ebene "
                f"{game.state.height(purple) + 1}, so hoch wie ihre letzte Scheibe.",
            ),
        ),
    )
    _say(
        s,
        Words("Count the points", "Punkte zählen"),
        Words(
            f"{name} will put her purple disc on Arnd's purple disc (ringed). Her turn so far: "
            f"{_sum(game.turn.levels)} = {_points(game.turn.disc_points, 'en')}.",
            f"{name} will ihre lila Scheibe auf Arnds lila Scheibe legen (umrandet). Ihr Zug "
            f"bisher: {_sum(game.turn.levels)} = {_points(game.turn.disc_points, 'de')}.",
        ),
        highlight=(purple,),
        rules=("E1", "R10"),
        task=points_question(
            game.state,
            purple,
            Words(
                f"What will {name}'s turn be worth with the purple disc?",
                f"Wie viele Punkte bringt {name}s Zug mit der lila Scheibe?",
            ),
            Words(
                "Each disc scores its level. Which level does the purple disc reach? Add it to "
                "the points so far.",
                "Jede Scheibe zählt ihre Ebene. Welche Ebene erreicht die lila Scheibe? Zähl sie "
                "zu den bisherigen Punkten dazu.",
            ),
        ),
    )
    fourth = game.place(purple)
    assert not game.legal_cells(), "no disc of Bärbel's fits after her purple one"
    levels, points = game.turn.levels, game.turn.disc_points
    _say(
        s,
        Words(f"{name} stops", f"{name} hört auf"),
        Words(
            f"Her purple disc lies on level {fourth}, the same level as the beige one. None of "
            f"the discs left in her hand fits next to it, so she must stop. Her turn: "
            f"{_sum(levels)} = {_points(points, 'en')} — {SEVEN_POINT_LIMIT} or less, so she "
            f"too takes a special tile. She picks a victory-point tile.",
            f"Ihre lila Scheibe liegt auf Ebene {fourth}, derselben Ebene wie die beige. Keine "
            f"Scheibe aus ihrem Vorrat passt mehr daneben, also muss sie aufhören. Ihr Zug: "
            f"{_sum(levels)} = {_points(points, 'de')} — {SEVEN_POINT_LIMIT} oder weniger, also "
            f"bekommt auch sie ein Sonderplättchen. Sie wählt ein Siegpunkte-Plättchen.",
        ),
        rules=("E1", "R9", "R10", "R11"),
    )
    game.end_turn(bonus="vp")


def _caros_turn(s: Script, game: Game) -> None:
    name = game.current
    *start, last = CARO_TURN
    so_far = [game.place(cell) for cell in start]
    _say(
        s,
        Words(f"From the rulebook: {name}'s turn", f"Aus der Spielregel: {name}s Zug"),
        Words(
            f"Next comes {name}: black, red, beige, beige, then yellow on Bärbel's yellow "
            f"disc, level {so_far[-1]}. The numbers on the board show the order of her discs. "
            f"Her last disc will go on Bärbel's beige tower (ringed).",
            f"Als Nächste kommt {name}: Schwarz, Rot, Beige, Beige, dann Gelb auf Bärbels gelbe "
            f"Scheibe, Ebene {so_far[-1]}. Die Zahlen auf dem Spielplan zeigen die Reihenfolge "
            f"ihrer Scheiben. Ihre letzte Scheibe kommt auf Bärbels beigen Turm (umrandet).",
        ),
        highlight=(last,),
        rules=("E2", "R8", "R10"),
        task=points_question(
            game.state,
            last,
            Words(
                f"What will {name}'s turn be worth with that last beige disc?",
                f"Wie viele Punkte bringt {name}s Zug mit dieser letzten beigen Scheibe?",
            ),
            Words(
                f"The tower holds {_discs(game.state.height(last), 'en')} already. On which "
                f"level does her disc lie there? Add that to the points so far.",
                f"Der Turm hat schon {_discs(game.state.height(last), 'de')}. Auf welcher Ebene "
                f"liegt ihre Scheibe dort? Zähl das zu den bisherigen Punkten dazu.",
            ),
        ),
    )
    top = game.place(last)
    levels, points = game.turn.levels, game.turn.disc_points
    _say(
        s,
        Words(f"{name}'s {len(levels)} discs", f"{name}s {len(levels)} Scheiben"),
        Words(
            f"Her last beige disc lies on level {top}, on top of Bärbel's beige tower. "
            f"{name}'s turn: {_sum(levels)} = {_points(points, 'en')}.",
            f"Ihre letzte beige Scheibe liegt auf Ebene {top}, oben auf Bärbels beigem Turm. "
            f"{name}s Zug: {_sum(levels)} = {_points(points, 'de')}.",
        ),
        rules=("E2", "R10", "R11"),
        task=tile_question(
            game.state,
            Words(
                f"Does {name}'s turn earn a special tile?",
                f"Bekommt {name} für diesen Zug ein Sonderplättchen?",
            ),
            Words(
                f"The {SEVEN_POINT_LIMIT}-point rule: compare her points with {SEVEN_POINT_LIMIT}.",
                f"Die {SEVEN_POINT_LIMIT}-Punkte-Regel: Vergleich ihre Punkte mit "
                f"{SEVEN_POINT_LIMIT}.",
            ),
        ),
    )


def _jump_and_down(s: Script) -> None:
    jump = Game.from_position(jump_position())
    caro = jump.current
    low = jump.place(JUMP_TURQUOISE)
    tower = jump.heights[JUMP_RED]
    _say(
        s,
        Words(f"{caro} wants to climb", f"{caro} will hoch hinaus"),
        Words(
            f"Another example from the rulebook. {caro} has put a turquoise disc on level "
            f"{low}. Next to it stands a red tower of {_discs(tower, 'en')}, and {caro} holds "
            f"a red disc.",
            f"Noch ein Beispiel aus der Spielregel. {caro} hat eine türkise Scheibe auf Ebene "
            f"{low} gelegt. Daneben steht ein roter Turm aus {_discs(tower, 'de')}, und {caro} "
            f"hat eine rote Scheibe.",
        ),
        rules=("E3", "R8"),
        state=jump.state,
        task=may_question(
            jump.state,
            (JUMP_RED,),
            Words(
                f"May {caro} put her red disc on that red tower?",
                f"Darf {caro} ihre rote Scheibe auf diesen roten Turm legen?",
            ),
            Words(
                f"Her last disc lies on level {low}. Which level would the red disc reach on "
                f"the tower, and which levels are allowed after level {low}?",
                f"Ihre letzte Scheibe liegt auf Ebene {low}. Welche Ebene würde die rote Scheibe "
                f"auf dem Turm erreichen, und welche Ebenen sind nach Ebene {low} erlaubt?",
            ),
        ),
    )
    error = _refusal(jump.state, JUMP_RED)
    assert error.key == "jump"
    last, level = _levels_of(error)
    stuck = not jump.legal_cells()
    stuck_en = "No other disc of hers fits, so her turn ends here." if stuck else ""
    stuck_de = "Sonst passt keine ihrer Scheiben, also endet ihr Zug hier." if stuck else ""
    _say(
        s,
        Words("No jumping", "Kein Springen"),
        Words(
            f"The crossed-out tower is forbidden: after level {last} the next disc may lie on "
            f"level {last} or {last + 1}, and on the tower it would lie on level {level}. That "
            f"would be a jump. {stuck_en}",
            f"Der durchgestrichene Turm ist verboten: Nach Ebene {last} darf die nächste "
            f"Scheibe auf Ebene {last} oder {last + 1} liegen, auf dem Turm läge sie auf Ebene "
            f"{level}. Das wäre ein Sprung. {stuck_de}",
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
    _say(
        s,
        Words(f"{dirk}'s purple disc", f"{dirk}s lila Scheibe"),
        Words(
            f"One more rulebook example. {dirk} has placed two yellow discs, the second one on "
            f"a yellow disc: it lies on level {high}. Next to it "
            f"{'is' if len(purple) == 1 else 'are'} {len(purple)} empty purple "
            f"{plural(len(purple), 'cell', 'cells')}, and {dirk} holds a purple disc.",
            f"Noch ein Beispiel aus der Spielregel. {dirk} hat zwei gelbe Scheiben gelegt, die "
            f"zweite auf eine gelbe Scheibe: Sie liegt auf Ebene {high}. Daneben "
            f"{plural(len(purple), 'liegt', 'liegen')} {len(purple)} leere lila "
            f"{plural(len(purple), 'Feld', 'Felder')}, und {dirk} hat eine lila Scheibe.",
        ),
        rules=("E4", "R8"),
        state=down.state,
        task=may_question(
            down.state,
            purple,
            Words(
                f"May {dirk} put his purple disc on an empty purple cell next to his last disc?",
                f"Darf {dirk} seine lila Scheibe auf ein leeres lila Feld neben seiner letzten "
                f"Scheibe legen?",
            ),
            Words(
                f"His last disc lies on level {last}. On an empty cell a disc lies on level "
                f"{level} — is that allowed after level {last}?",
                f"Seine letzte Scheibe liegt auf Ebene {last}. Auf einem leeren Feld liegt eine "
                f"Scheibe auf Ebene {level} — ist das nach Ebene {last} erlaubt?",
            ),
        ),
    )
    _say(
        s,
        Words("Never downwards", "Nie abwärts"),
        Words(
            f"Both crossed-out purple cells are forbidden: a disc there would lie on level "
            f"{level}, below level {last} of his last disc. Building downwards is never "
            f"allowed, not even by one level.",
            f"Beide durchgestrichenen lila Felder sind verboten: Eine Scheibe läge dort auf "
            f"Ebene {level}, unter Ebene {last} seiner letzten Scheibe. Abwärts bauen ist nie "
            f"erlaubt, auch nicht um eine Ebene.",
        )
        if len(purple) == 2
        else Words(
            f"The crossed-out purple cells are forbidden: a disc there would lie on level "
            f"{level}, below level {last} of his last disc. Building downwards is never "
            f"allowed.",
            f"Die durchgestrichenen lila Felder sind verboten: Eine Scheibe läge dort auf "
            f"Ebene {level}, unter Ebene {last} seiner letzten Scheibe. Abwärts bauen ist nie "
            f"erlaubt.",
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
    _say(
        s,
        Words("Every red cell is taken", "Alle roten Felder sind belegt"),
        Words(
            f"From the rulebook again: no red cell is empty any more, each holds at least one "
            f"disc. A red first disc then starts on one of the lowest red towers — here towers "
            f"of {_discs(lowest, 'en')} — and lies on level {level}.",
            f"Wieder aus der Spielregel: Kein rotes Feld ist mehr leer, auf jedem liegt "
            f"mindestens eine Scheibe. Eine rote erste Scheibe beginnt dann auf einem der "
            f"niedrigsten roten Türme — hier Türme aus {_discs(lowest, 'de')} — und liegt auf "
            f"Ebene {level}.",
        ),
        rules=("E5", "R7"),
        state=state,
        task=legal_task(
            state,
            Words(
                f"Click a cell where {name}'s red first disc may go.",
                f"Klick ein Feld an, auf das {name}s rote erste Scheibe darf.",
            ),
            Words(
                f"One of the lowest red towers: the red disc lies there on level {level}.",
                f"Einer der niedrigsten roten Türme: Die rote Scheibe liegt dort auf Ebene "
                f"{level}.",
            ),
            only=Color.RED,
            other=Words(
                "That cell is allowed, but it is not red: a disc there would lie on level "
                "{level}. Find a red one.",
                "Dieses Feld ist erlaubt, aber nicht rot: Eine Scheibe läge dort auf Ebene "
                "{level}. Such ein rotes.",
            ),
        ),
    )


def _level_seven(s: Script) -> None:
    seven = Game.from_position(level_seven_position())
    name = seven.current
    for cell in STAIRCASE:
        seven.place(cell)
    top = STAIRCASE[-1]
    levels, points = seven.turn.levels, seven.turn.disc_points
    assert seven.heights[top] == MAX_HEIGHT
    _say(
        s,
        Words(f"A tower reaches level {MAX_HEIGHT}", f"Ein Turm erreicht Ebene {MAX_HEIGHT}"),
        Words(
            f"The last rulebook example. {name} has climbed a staircase of "
            f"{len(levels)} discs, each one level higher than the one before: "
            f"{_sum(levels)} = {_points(points, 'en')}. His last disc, number {len(levels)}, "
            f"makes the red tower {MAX_HEIGHT} discs high. No tower can grow higher than that.",
            f"Das letzte Beispiel aus der Spielregel. {name} hat eine Treppe aus "
            f"{len(levels)} Scheiben gebaut, jede eine Ebene höher als die davor: "
            f"{_sum(levels)} = {_points(points, 'de')}. Seine letzte Scheibe, Nummer "
            f"{len(levels)}, macht den roten Turm {MAX_HEIGHT} Scheiben hoch. Höher kann kein "
            f"Turm werden.",
        ),
        rules=("E6", "R12", "R8"),
        state=seven.state,
        task=height_after_question(
            seven.state,
            top,
            Words(
                "After the turn, how many discs will lie on the cell of his last disc?",
                "Wie viele Scheiben liegen nach dem Zug auf dem Feld seiner letzten Scheibe?",
            ),
            Words(
                f"A tower of {MAX_HEIGHT} does not stay: after the turn its discs are shared "
                f"out, one to each cell of its colour.",
                f"Ein Turm aus {MAX_HEIGHT} Scheiben bleibt nicht stehen: Nach dem Zug werden "
                f"seine Scheiben verteilt, eine auf jedes Feld seiner Farbe.",
            ),
        ),
    )
    seven.score()
    red = seven.board.cells_of(Color.RED)
    own = seven.heights[top]
    _say(
        s,
        Words("The tower is shared out", "Der Turm wird verteilt"),
        Words(
            f"After scoring, the tower of {MAX_HEIGHT} is taken off the board and its discs "
            f"are shared out, one to each of the {len(red)} red cells (ringed): its own cell "
            f"now holds {_discs(own, 'en')}, each of the other {len(red) - 1} red cells one "
            f"disc more than before. Should that bring another tower to level {MAX_HEIGHT}, it "
            f"is shared out too.",
            f"Nach der Wertung wird der Turm aus {MAX_HEIGHT} Scheiben vom Spielplan genommen "
            f"und verteilt, eine Scheibe auf jedes der {len(red)} roten Felder (umrandet): Auf "
            f"seinem eigenen Feld liegt jetzt {_discs(own, 'de')}, auf jedem der anderen "
            f"{len(red) - 1} roten Felder eine Scheibe mehr als vorher. Erreicht dadurch ein "
            f"weiterer Turm Ebene {MAX_HEIGHT}, wird auch er verteilt.",
        ),
        highlight=red,
        rules=("E6", "R12", "D1"),
        state=seven.state,
    )


def _game_end(s: Script) -> None:
    game, trigger, last, bag_before = end_of_game()
    players, start = trigger.players, trigger.players[trigger.start_seat]
    seat = (trigger.current_seat - 1) % len(players)
    name = players[seat]
    kept = sum(trigger.hands_by_seat[seat])
    placed = trigger.last_turn.cells if trigger.last_turn else ()
    assert trigger.end_triggered and kept < HAND_SIZE
    _say(
        s,
        Words("The end comes", "Das Ende naht"),
        Words(
            f"Late in the game the bag runs empty. {name} placed {_discs(len(placed), 'en')}, "
            f"but the bag held only {_discs(bag_before, 'en')}: she now holds "
            f"{_discs(kept, 'en')}, not {HAND_SIZE}. When someone cannot refill to {HAND_SIZE} "
            f"the game ends — but the round is played to its end, so that everyone has had the "
            f"same number of turns. {start} was the start player. (You may feel the bag to "
            f"judge how many discs are left, but not look in.)",
            f"Spät im Spiel wird der Beutel leer. {name} hat {_discs(len(placed), 'de')} "
            f"gelegt, aber im Beutel {plural(bag_before, 'war', 'waren')} nur noch "
            f"{_discs(bag_before, 'de')}: Sie hat jetzt "
            f"{_discs(kept, 'de')}, nicht {HAND_SIZE}. Kann jemand nicht mehr auf {HAND_SIZE} "
            f"auffüllen, endet das Spiel — aber die angefangene Runde wird zu Ende gespielt, "
            f"damit alle gleich oft dran waren. {start} war Startspieler. (Ihr dürft den "
            f"Beutel abtasten, um zu schätzen, wie viele Scheiben noch drin sind, aber nicht "
            f"hineinschauen.)",
        ),
        rules=("R14",),
        state=trigger,
        task=Question(
            Words("Who plays the last turn of the game?", "Wer macht den letzten Zug des Spiels?"),
            tuple(Words(p, p) for p in players),
            players.index(last),
            Words(
                f"{last} sits just before {start}, the start player. After {last}'s turn the "
                f"round is complete and the game is over.",
                f"{last} sitzt direkt vor {start}, dem Startspieler. Nach {last}s Zug ist die "
                f"Runde vollständig und das Spiel vorbei.",
            ),
            Words(
                "The round ends just before the start player would begin a new one.",
                "Die Runde endet direkt bevor der Startspieler eine neue beginnen würde.",
            ),
            asks="last_turn",
            values=players,
        ),
    )
    final = game.state
    bonus = dict(zip(final.players, final.tile_bonus_by_seat))
    held = final.held
    each = {bonus[p] // len(held[p]) for p in players if held[p]}
    (per_tile,) = each
    lines_en = [
        f"{p} holds {len(held[p])} {plural(len(held[p]), 'tile', 'tiles')}, so "
        f"{_points(bonus[p], 'en')} more"
        for p in players
        if held[p]
    ]
    lines_de = [
        f"{p} hat {len(held[p])} Plättchen, also {_points(bonus[p], 'de')} mehr"
        for p in players
        if held[p]
    ]
    _say(
        s,
        Words("Unused special tiles count", "Ungenutzte Sonderplättchen zählen"),
        Words(
            f"After {last}'s turn the game is over. Every special tile a player still holds, "
            f"unused, is now worth {_points(per_tile, 'en')}: {'; '.join(lines_en)}. The "
            f"panel shows the final scores.",
            f"Nach {last}s Zug ist das Spiel vorbei. Jedes Sonderplättchen, das jemand noch "
            f"ungenutzt hat, ist jetzt {_points(per_tile, 'de')} wert: {'; '.join(lines_de)}. "
            f"Rechts stehen die Endstände.",
        ),
        rules=("R14",),
        state=final,
    )
    ranking = game.ranking()
    best = max(score for _, _, score in ranking)
    laps = best // TRACK
    winners = tuple(p for rank, p, _ in ranking if rank == 1)
    options = [Words(p, p) for p in players]
    values: list[object] = [frozenset({p}) for p in players]
    if len(winners) > 1:
        options.append(
            Words(
                f"{_and(list(winners), 'en')} share first place",
                f"{_and(list(winners), 'de')} teilen sich Platz eins",
            )
        )
        values.append(frozenset(winners))
    else:  # no tie: offer the two best as a tie to think about
        runner = next(p for rank, p, _ in ranking if p not in winners)
        options.append(
            Words(
                f"{winners[0]} and {runner} share first place",
                f"{winners[0]} und {runner} teilen sich Platz eins",
            )
        )
        values.append(frozenset({winners[0], runner}))
    _say(
        s,
        Words("Who wins?", "Wer gewinnt?"),
        Words(
            f"The most points win. Don't forget the “{TRACK}+” markers: with "
            f"{_points(best, 'en')} a scoring marker has gone round the track {laps} "
            f"{plural(laps, 'time', 'times')}, and the panel writes "
            f"“{label('laps', 'en', n=laps)}”. "
            f"Players with equal points share their place.",
            f"Wer die meisten Punkte hat, gewinnt. Vergesst die „{TRACK}+“-Plättchen nicht: Mit "
            f"{best} {plural(best, 'Punkt', 'Punkten')} ist ein Wertungsstein {laps}-mal um die "
            f"Leiste gelaufen, "
            f"rechts steht „{label('laps', 'de', n=laps)}“. Bei Gleichstand teilen sich die "
            f"Beteiligten die Platzierung.",
        ),
        rules=("R14",),
        state=final,
        task=Question(
            Words("Who wins this game?", "Wer gewinnt dieses Spiel?"),
            tuple(options),
            values.index(frozenset(winners)),
            Words(
                f"{_and(list(winners), 'en')}: {_points(best, 'en')}"
                + (", a tie — they share first place." if len(winners) > 1 else "."),
                f"{_and(list(winners), 'de')}: {_points(best, 'de')}"
                + (", Gleichstand — sie teilen sich Platz eins." if len(winners) > 1 else "."),
            ),
            Words(
                "Compare the final scores on the right. Are two of them equal?",
                "Vergleich die Endstände rechts. Sind zwei davon gleich?",
            ),
            asks="winner",
            values=tuple(values),
        ),
    )
    _say(
        s,
        Words("Variant: one more round", "Variante: eine Runde mehr"),
        Words(
            "Want a longer game? Then after the regular end play exactly one more round, so "
            "everyone has one more turn and you build more discs. But then very likely not "
            "everyone has as many discs for the last turn.",
            "Möchtet ihr länger spielen? Dann spielt nach dem eigentlichen Spielende noch genau "
            "eine Runde mehr: Jeder kommt noch einmal dran, und ihr verbaut mehr Scheiben. "
            "Allerdings hat dann sehr wahrscheinlich nicht jeder gleich viele Scheiben für "
            "seinen letzten Zug.",
        ),
        rules=("R14",),
        state=final,
    )
