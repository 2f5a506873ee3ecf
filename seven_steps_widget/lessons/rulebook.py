"""The rules tour (notebook 1): material, setup, a turn, levels, and the rulebook's worked
examples E1-E6 on positions that fit their text exactly (docs/rules.md).

The rulebook shows its examples only as pictures. :data:`EXAMPLE_BOARD` is a standard
arrangement (single-colour side, beige tile in the centre) on which every sentence of E1 and E2
holds; the named cells below are the ones the examples use.
"""

from __future__ import annotations

from ..engine.board import Board
from ..engine.colors import Color
from ..engine.errors import IllegalMove
from ..engine.game import Game
from ..engine.hexgrid import Cell
from ..engine.setup import make_position
from ..engine.state import GameState
from .lesson import Lesson, Script

__all__ = [
    "EXAMPLE_BOARD",
    "PLAYERS",
    "ARND_TURN",
    "BAERBEL_TURN",
    "CARO_TURN",
    "STAIRCASE",
    "first_turns_game",
    "jump_position",
    "downward_position",
    "all_red_occupied_position",
    "level_seven_position",
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


def first_turns_game() -> Game:
    """The start of E1/E2: hands that let Arnd, Bärbel and Caro play exactly as written
    (Bärbel's three other discs fit nowhere after her purple one)."""
    position = make_position(
        PLAYERS,
        board=EXAMPLE_BOARD,
        hands={"Arnd": "BPGGGKK", "Bärbel": "TYBPGGK", "Caro": "KRBBYBG", "Dirk": "YYPTTRR"},
        current="Arnd",
        seed=2014,
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


def _refusal(game: Game, cell: Cell) -> str:
    """The engine's own words for why a disc may not go on ``cell``."""
    try:
        game.place(cell)
    except IllegalMove as error:
        return str(error)
    raise AssertionError(f"{cell} was expected to be refused")


def rules_tour() -> Lesson:
    """Notebook 1's walkthrough: material, setup, a turn, levels, E1-E6, end of turn and game."""
    game = first_turns_game()
    s = Script(game)
    s.say(
        "The material",
        "140 discs in seven colours, 20 of each: turquoise T, yellow Y, beige B, purple P, "
        "red R, black K, green G. They start in the bag (Beutel). The board (Spielplan) is "
        "built from seven hexagonal tiles (Spielplantafeln) of seven cells each, so it has 49 "
        "cells, seven of every colour. Every cell shows its colour letter as well.",
        rules=("R1", "R2"),
        title_de="Das Material",
        text_de="140 Scheiben in sieben Farben, je 20: türkis T, gelb Y, beige B, lila P, rot R, "
        "schwarz K, grün G. Sie liegen anfangs im Beutel. Der Spielplan besteht aus sieben "
        "sechseckigen Tafeln mit je sieben Feldern: 49 Felder, sieben von jeder Farbe.",
    )
    s.say(
        "Setup",
        "Two to four players. A random start player begins; each player draws seven discs "
        "from the bag and keeps them behind a screen (Sichtschirm). Two face-down piles hold "
        "the special tiles (Sonderplättchen): ten placement aids (Bauhilfe, A1-A5) and ten "
        "victory-point tiles (Siegpunkte, V1-V6).",
        rules=("R3", "R4", "R5"),
        title_de="Vorbereitung",
        text_de="Zwei bis vier Personen. Ein zufälliger Startspieler beginnt; alle ziehen sieben "
        "Scheiben und stellen sie hinter ihren Sichtschirm. Zwei verdeckte Stapel halten die "
        "Sonderplättchen: zehn Bauhilfen (A1-A5) und zehn Siegpunkte-Plättchen (V1-V6).",
    )
    first = ARND_TURN[0]
    s.say(
        "A turn begins on an empty cell",
        f"Arnd is the start player. His first disc must go on an empty cell of the disc's "
        f"colour; there it lies on level (Ebene) 1. The highlighted cells are every place his "
        f"first disc could go with his hand ({len(game.legal_cells())} cells).",
        highlight=tuple(game.legal_cells()),
        rules=("R6", "R7"),
        title_de="Ein Zug beginnt auf einem leeren Feld",
        text_de="Arnd beginnt. Seine erste Scheibe muss auf ein leeres Feld ihrer Farbe; dort "
        "liegt sie auf Ebene 1. Markiert sind alle Felder, auf die seine erste Scheibe darf.",
    )
    level = game.place(first)
    s.say(
        "Arnd's first disc",
        f"A beige disc on an empty beige cell: level {level}, worth {level} point. Every "
        "further disc must go next to the one just placed, on the same level or exactly one "
        "higher; highlighted are the cells where his next disc may go.",
        highlight=tuple(game.legal_cells()),
        rules=("R8",),
        title_de="Arnds erste Scheibe",
        text_de="Eine beige Scheibe auf einem leeren beigen Feld: Ebene 1, ein Punkt. Jede "
        "weitere Scheibe muss neben die zuletzt gelegte, auf gleicher Ebene oder genau eine "
        "höher.",
    )
    game.place(ARND_TURN[1])
    points = game.score()
    s.say(
        "E1 — Arnd's opening",
        f"Arnd adds a purple disc beside it, also on level 1, and stops: he may end after any "
        f"disc. His turn is worth {points} points. As that is 7 or less, the 7-point rule "
        "gives him a special tile of the kind he picks.",
        highlight=ARND_TURN,
        rules=("R9", "R10", "R11"),
        title_de="E1 — Arnds Eröffnung",
        text_de=f"Arnd legt eine lila Scheibe daneben, ebenfalls Ebene 1, und hört auf. Sein Zug "
        f"bringt {points} Punkte; bei 7 oder weniger gibt ihm die 7-Punkte-Regel ein "
        "Sonderplättchen nach Wahl.",
    )
    game.end_turn(bonus="aid")
    s.say(
        "End of a turn",
        "Before refilling, a player may throw any hand discs back into the bag; then they draw "
        "until they hold seven again. Now it is Bärbel's turn.",
        rules=("R13",),
        title_de="Ende eines Zuges",
        text_de="Vor dem Nachziehen darf man beliebige Scheiben in den Beutel werfen, dann "
        "zieht man wieder auf sieben auf. Jetzt ist Bärbel dran.",
    )
    running = 0
    baerbel_levels: list[int] = []
    words = [
        "turquoise on an empty turquoise cell",
        "yellow on the empty yellow cell beside it",
        "beige on Arnd's beige disc",
        "purple on Arnd's purple disc",
    ]
    for cell, what in zip(BAERBEL_TURN, words):
        level = game.place(cell)
        running += level
        baerbel_levels.append(level)
        s.say(
            f"E1 — Bärbel: {what}",
            f"Level {level}; {running} points so far. "
            + (
                "Same level as before or one higher: allowed."
                if running > 1
                else "A first disc on an empty cell lies on level 1."
            ),
            highlight=(cell,),
            rules=("E1", "R6", "R8") if running > 1 else ("E1", "R7"),
            title_de="E1 — Bärbel",
            text_de=f"Ebene {level}; bisher {running} Punkte.",
        )
    s.say(
        "E1 — Bärbel stops with 6 points",
        f"No disc left in her hand fits next to the purple one (cells allowed now: "
        f"{len(game.legal_cells())}). She scores {' + '.join(map(str, baerbel_levels))} = "
        f"{game.turn.disc_points} "
        "points — 7 or less, so she too earns a special tile.",
        rules=("E1", "R10", "R11"),
        title_de="E1 — Bärbel hört mit 6 Punkten auf",
        text_de=f"Keine Scheibe passt mehr. Sie bekommt {game.turn.disc_points} Punkte und, "
        "weil das höchstens 7 sind, ein Sonderplättchen.",
    )
    game.end_turn(bonus="vp")
    running = 0
    levels = []
    for cell in CARO_TURN:
        level = game.place(cell)
        levels.append(level)
        running += level
    caro_points = game.score()
    s.say(
        "E2 — Caro's six discs",
        f"Black, red, beige, beige, then yellow on Bärbel's yellow (level {levels[4]}) and beige "
        f"on Bärbel's beige (level {levels[5]}). The numbers and arrows show the order. "
        f"{' + '.join(map(str, levels))} = {caro_points} points: more than 7, so no tile.",
        highlight=CARO_TURN,
        rules=("E2", "R8", "R10"),
        title_de="E2 — Caros sechs Scheiben",
        text_de=f"Schwarz, rot, beige, beige, gelb auf Ebene {levels[4]} und beige auf Ebene "
        f"{levels[5]}: {caro_points} Punkte, mehr als 7, also kein Plättchen.",
        state=_before_scoring(game),
    )
    jump = Game.from_position(jump_position())
    jump.place(JUMP_TURQUOISE)
    why = _refusal(jump, JUMP_RED)
    s.say(
        "E3 — no jumping",
        f"Caro's turquoise disc lies on level 1. The red tower beside it is two discs high, so "
        f"a red disc there would lie on level 3. The engine says: “{why}”",
        highlight=(JUMP_RED,),
        rules=("E3", "R8"),
        title_de="E3 — Kein Sprung",
        text_de="Nach der türkisen Scheibe auf Ebene 1 darf Caro nicht auf den roten Turm der "
        "Höhe 2: Das wäre ein Sprung von Ebene 1 auf Ebene 3.",
        state=jump.state,
    )
    down = Game.from_position(downward_position())
    down.place(DIRK_YELLOW_LOW)
    down.place(DIRK_YELLOW_TOWER)
    why = _refusal(down, DIRK_PURPLE)
    s.say(
        "E4 — never downwards",
        f"Dirk's second yellow disc lies on level 2. The purple cell beside it is empty: a "
        f"disc there would lie on level 1. The engine says: “{why}”",
        highlight=(DIRK_PURPLE,),
        rules=("E4", "R8"),
        title_de="E4 — Nie abwärts",
        text_de="Dirks gelbe Scheibe liegt auf Ebene 2. Auf das leere lila Feld daneben darf "
        "er nicht: Das wäre abwärts gebaut.",
        state=down.state,
    )
    red_game = Game.from_position(all_red_occupied_position())
    red_start = {
        c: lv for c, lv in red_game.legal_cells().items() if EXAMPLE_BOARD.color(c) is Color.RED
    }
    s.say(
        "E5 — every red cell is taken",
        f"No red cell is empty, so a red first disc starts on a red cell of the lowest height. "
        f"The {len(red_start)} highlighted red cells hold one disc each; a red disc there lies "
        f"on level {set(red_start.values()).pop()}.",
        highlight=tuple(red_start),
        rules=("E5", "R7"),
        title_de="E5 — Alle roten Felder belegt",
        text_de="Kein rotes Feld ist leer: Eine rote erste Scheibe beginnt auf einem roten Feld "
        "der niedrigsten Ebene (markiert).",
        state=red_game.state,
    )
    seven = Game.from_position(level_seven_position())
    for cell in STAIRCASE:
        seven.place(cell)
    s.say(
        "E6 — a red tower reaches level 7",
        f"Seven discs climbing one level each: 1 + 2 + … + 7 = {seven.turn.disc_points} points. "
        "The last one makes the red tower seven high.",
        highlight=(STAIRCASE[-1],),
        rules=("E6", "R12"),
        title_de="E6 — Ein roter Turm erreicht Ebene 7",
        text_de="Sieben Scheiben, jede eine Ebene höher: 28 Punkte. Die letzte macht den roten "
        "Turm sieben hoch.",
        state=seven.state,
    )
    seven.score()
    red = EXAMPLE_BOARD.cells_of(Color.RED)
    s.say(
        "E6 — the tower is shared out",
        f"After scoring, the tower's seven discs go one to each red cell: its own cell now "
        f"holds {seven.heights[STAIRCASE[-1]]}, every other red cell one disc more. "
        f"Red heights now: {[seven.heights[c] for c in red]}.",
        highlight=red,
        rules=("E6", "R12", "D1"),
        title_de="E6 — Der Turm wird verteilt",
        text_de="Nach der Wertung kommen die sieben Scheiben auf die sieben roten Felder, je eine.",
        state=seven.state,
    )
    s.say(
        "The end of the game",
        "When someone cannot refill to seven because the bag is empty, the round is finished "
        "so that everyone has had as many turns. Each unused special tile then scores 2; the "
        "most points win, and tied players share the rank. (Variant: one more full round.)",
        rules=("R14",),
        title_de="Spielende",
        text_de="Kann jemand nicht mehr auf sieben auffüllen, wird die Runde zu Ende gespielt. "
        "Jedes ungenutzte Sonderplättchen zählt 2 Punkte; bei Gleichstand teilt man den Platz.",
    )
    return Lesson("The rules of 7 Steps", tuple(s.steps), title_de="Die Regeln von 7 Steps")


def _before_scoring(game: Game) -> GameState:
    """The state just before the last ``score`` (discs and arrows still shown as this turn)."""
    game.undo()
    state = game.state
    game.redo()
    return state
