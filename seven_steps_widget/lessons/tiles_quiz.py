"""The special tiles quiz (end of notebook 2): one checked question per step, each on a
position the engine made — what a tile does, what it adds, the 7-point rule with a tile, keep
new or old, the end bonus. Every answer is computed by the engine while the quiz is built."""

from __future__ import annotations

from ..engine.actions import Keep, UseAid
from ..engine.colors import Color
from ..engine.game import Game
from ..engine.hexgrid import Cell
from ..engine.rules.special_tiles import SEVEN_POINT_LIMIT, most_placed_colors
from ..engine.state import GameState, Phase
from .lesson import Lesson, Script
from .tasks import CellTask, ChoiceTask, Words
from .tiles_tour import (
    PLAYERS,
    RING,
    TOUR_BOARD,
    YES_NO,
    AidCellTask,
    _colour,
    _number_options,
    _placed,
    _points,
    _position,
    _say,
    _sum,
    _tile,
    _words,
    best_plan,
    earns_tile,
    finished_game,
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
    probe = AidCellTask(
        Words("", ""), frozenset(), Words("", ""), Words("", ""), tile="A2", fixed=(A2_SOURCE,)
    )
    targets = {c: probe.best_with(start, c) for c in TOUR_BOARD.cells_of(Color.TURQUOISE)}
    best = max(p for p in targets.values() if p is not None)
    right = frozenset(c for c, p in targets.items() if p == best)
    _say(
        s,
        ("Question — move a tower", "Frage — einen Turm versetzen"),
        (
            "Ann plays A2 on the ringed tower of {h} discs. Her best turn without the tile is "
            "{before}.",
            "Ann setzt A2 für den markierten Turm mit {h} Scheiben ein. Ihr bester Zug ohne das "
            "Plättchen bringt {before}.",
        ),
        values={"h": start.height(A2_SOURCE), "before": _points(best_plan(start).total)},
        rules=("A2",),
        highlight=(A2_SOURCE,),
        state=start,
        task=AidCellTask(
            Words(
                "Click the cell the ringed tower should go to.",
                "Klick auf das Feld, auf das der markierte Turm soll.",
            ),
            right,
            _words(
                (
                    "There it makes a staircase: her best turn is {after}.",
                    "Dort entsteht eine Treppe: Ihr bester Zug bringt {after}.",
                ),
                after=_points(best),
            ),
            Words(
                "Allowed, but then her best turn is only {points} {points|point|points}.",
                "Erlaubt, aber dann bringt ihr bester Zug nur {points} {points|Punkt|Punkte}.",
            ),
            tile="A2",
            fixed=(A2_SOURCE,),
        ),
    )


def _a5_question(s: Script) -> None:
    state = _position("TTYYBBK", {}, ["A5"])
    options = ("A3", "A5", "A1")
    _say(
        s,
        ("Question — A5", "Frage — A5"),
        ("Ann holds A5.", "Ann hat A5."),
        rules=("A5",),
        state=state,
        task=ChoiceTask(
            Words("What does A5 do?", "Was bewirkt A5?"),
            tuple(_tile(t) for t in options),
            options.index(state.held_tile("aid") or ""),
            _tile("A5"),
            Words(
                "A5 is the tile that changes what you hold behind your screen.",
                "A5 ist das Plättchen, das deinen Vorrat hinter dem Sichtschirm verändert.",
            ),
        ),
    )


def _a4_question(s: Script) -> None:
    state = a4_position()
    lifted = frozenset(c for c, level in state.legal_cells().items() if level == 2)
    _say(
        s,
        ("Question — A4", "Frage — A4"),
        (
            "Ann has played A4: her first disc may go one level higher than usual.",
            "Ann hat A4 eingesetzt: Ihre erste Scheibe darf eine Ebene höher als sonst.",
        ),
        rules=("A4",),
        state=state,
        task=CellTask(
            Words(
                "Click a cell where her first disc lies on level 2.",
                "Klick auf ein Feld, auf dem ihre erste Scheibe auf Ebene 2 liegt.",
            ),
            lifted,
            Words(
                "A tower of one disc: with A4 the first disc goes on top of it, on level 2.",
                "Ein Turm aus einer Scheibe: Mit A4 kommt die erste Scheibe obendrauf, auf "
                "Ebene 2.",
            ),
            Words(
                "Allowed, but there it lies on level {level}.",
                "Erlaubt, aber dort liegt sie auf Ebene {level}.",
            ),
        ),
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
        ("Question — V2", "Frage — V2"),
        (
            "Ann holds V2 and has placed these discs: {sum} = {discs}.",
            "Ann hat V2 und diese Scheiben gelegt: {sum} = {discs}.",
        ),
        values={"sum": _sum(state.turn.levels), "discs": _points(discs)},
        rules=("V2",),
        highlight=state.turn.cells,
        state=state,
        task=ChoiceTask(
            Words(
                "How many points does V2 add to this turn?",
                "Wie viele Punkte bringt V2 in diesem Zug dazu?",
            ),
            options,
            answer,
            _words(
                (
                    "{a} and {b} were both placed {count} times: V2 pays for one of them, "
                    "{count} × 2 = {bonus}.",
                    "{a} und {b} wurden beide {count}-mal gelegt: V2 zahlt für eine der beiden, "
                    "{count} × 2 = {bonus}.",
                ),
                a=_colour_noun(most[0]),
                b=_colour_noun(most[1]),
                count=count,
                bonus=bonus,
            ),
            Words(
                "Two points per disc of the colour placed most — for one colour only.",
                "Zwei Punkte pro Scheibe der häufigsten Farbe — nur für eine Farbe.",
            ),
            show=state.turn.cells,
        ),
    )


def _colour_noun(color: Color) -> Words:
    """A colour as a noun at the start of a sentence ("Turquoise", "Türkis")."""
    word = _colour(color)
    return Words(word.en.capitalize(), word.de.capitalize())


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
    verdict = (
        (
            "no more than {limit}, so she earns one.",
            "nicht mehr als {limit}, also bekommt sie eins.",
        )
        if earns
        else (
            "more than {limit}, so no special tile.",
            "mehr als {limit}, also kein Sonderplättchen.",
        )
    )
    _say(
        s,
        ("Question — the 7-point rule", "Frage — die 7-Punkte-Regel"),
        (
            "Ann holds V1 and has placed these discs: {sum} = {disc_points}.",
            "Ann hat V1 und diese Scheiben gelegt: {sum} = {disc_points}.",
        ),
        values=values,
        rules=("R11", "V1"),
        highlight=state.turn.cells,
        state=state,
        task=ChoiceTask(
            Words(
                "Ann scores with V1. Does she earn a special tile?",
                "Ann kassiert mit V1. Bekommt sie ein Sonderplättchen?",
            ),
            YES_NO,
            0 if earns else 1,
            _words(
                (
                    "{discs} + {bonus} from V1 = {total}: " + verdict[0],
                    "{discs} + {bonus} von V1 = {total}: " + verdict[1],
                ),
                **values,
            ),
            _words(
                (
                    "The tile's points count too; compare the sum with {limit}.",
                    "Die Punkte des Plättchens zählen mit; vergleiche die Summe mit {limit}.",
                ),
                limit=SEVEN_POINT_LIMIT,
            ),
            show=state.turn.cells,
        ),
    )


def _keep_question(s: Script) -> None:
    state = keep_position()
    new = state.turn.offer or ""
    old = state.held_tile("vp") or ""
    _say(
        s,
        ("Question — two victory-point tiles", "Frage — zwei Siegpunkte-Plättchen"),
        (
            "Ann held {old} and has just drawn {new}.",
            "Ann hatte {old} und hat gerade {new} gezogen.",
        ),
        values={"old": old, "new": new},
        rules=("R11",),
        state=state,
        task=ChoiceTask(
            Words("Which tile may Ann keep?", "Welches Plättchen darf Ann behalten?"),
            (
                _words(("Only {old}", "Nur {old}"), old=old),
                _words(("Only {new}", "Nur {new}"), new=new),
                Words("Either one, as she likes", "Eines von beiden, wie sie will"),
                Words("Both", "Beide"),
            ),
            2,
            _words(
                (
                    "One of each kind: she keeps {old} or {new}, and the other goes unused onto "
                    "the discard pile.",
                    "Eines jeder Sorte: Sie behält {old} oder {new}, das andere kommt ungenutzt "
                    "auf den Ablagestapel.",
                ),
                old=old,
                new=new,
            ),
            Words(
                "At most one victory-point tile — but the choice is hers.",
                "Höchstens ein Siegpunkte-Plättchen — aber die Wahl hat sie.",
            ),
        ),
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
        ("Question — the end of the game", "Frage — das Spielende"),
        (
            "The game is over. Ben kept {tile} to the end without using it.",
            "Das Spiel ist aus. Ben hat {tile} bis zum Schluss behalten, ohne es einzusetzen.",
        ),
        values={"tile": tile},
        rules=("R14",),
        state=state,
        task=ChoiceTask(
            _words(
                (
                    "How many points did {tile} add to Ben's score at the end?",
                    "Wie viele Punkte hat {tile} Ben am Ende gebracht?",
                ),
                tile=tile,
            ),
            options,
            answer,
            _words(
                (
                    "Each unused special tile is worth {bonus} at the end: Ben finishes with "
                    "{score}.",
                    "Jedes ungenutzte Sonderplättchen zählt am Ende {bonus}: Ben hat zum "
                    "Schluss {score}.",
                ),
                bonus=_points(bonus),
                score=_points(state.scores_by_seat[BEN]),
            ),
            Words(
                "An unused tile is not lost: it still counts at the end.",
                "Ein ungenutztes Plättchen ist nicht verloren: Es zählt am Ende noch.",
            ),
        ),
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
        ("Question — V6", "Frage — V6"),
        (
            "Ann holds V6 and has placed a black and a green disc: {sum} = {discs}.",
            "Ann hat V6 und eine schwarze und eine grüne Scheibe gelegt: {sum} = {discs}.",
        ),
        values={"sum": _sum(state.turn.levels), "discs": _points(discs)},
        rules=("V6",),
        highlight=state.turn.cells,
        state=state,
        task=ChoiceTask(
            Words(
                "How many points does V6 add to this turn?",
                "Wie viele Punkte bringt V6 in diesem Zug dazu?",
            ),
            options,
            answer,
            _words(
                (
                    "At least one green or black disc on level {level}: {bonus}, once.",
                    "Mindestens eine grüne oder schwarze Scheibe auf Ebene {level}: {bonus}, "
                    "einmal.",
                ),
                level=state.turn.levels[0],
                bonus=_points(bonus),
            ),
            Words(
                "The tile pays once, not for each disc.",
                "Das Plättchen zahlt einmal, nicht für jede Scheibe.",
            ),
            show=state.turn.cells,
        ),
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
    return Lesson("Quiz: the special tiles", tuple(s.steps), title_de="Quiz: die Sonderplättchen")
