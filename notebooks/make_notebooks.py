"""The source of the tutorial notebooks: ``python notebooks/make_notebooks.py`` rewrites every
notebook from the cells below, into ``seven_steps_widget/notebooks/`` (the package ships them),
runs it top to bottom (so the committed copies carry their outputs, including a static SVG of
each board for viewers without a kernel) and refreshes the README's table of which cell
demonstrates which rule.

Each code cell may name the rule ids (docs/rules.md) it demonstrates; a cell that shows a
``Walkthrough`` also covers every rule its lesson's steps name.

What a learner reads -- the markdown and what the code cells print or show -- is in the
learner's words: no rule ids, no coordinates, no Python reprs (sentences, the board as a
picture, ``refusal_text`` for refusals). The code itself may say more, for Python users. Cells
only a notebook user needs (how to run cells, what the library does) carry the tag
``JUPYTER_ONLY``, and a section in another language (the rules tour's "Auf Deutsch") the tag of
its language (``language_tag``): the classroom app (``scripts/voila.sh``) leaves both out, the
latter unless the class speaks that language. Nothing a removed cell defines is used later.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path

import nbformat
from nbclient import NotebookClient

from seven_steps_widget.notebooks import FOLDER, JUPYTER_ONLY, language_tag

HERE = Path(__file__).resolve().parent
README = HERE.parent / "README.md"
#: The notebooks' place in the repository, relative to the README (for its links).
LINKED = FOLDER.relative_to(HERE.parent).as_posix()
TABLE_START, TABLE_END = "<!-- rule-table:start -->", "<!-- rule-table:end -->"



@dataclass(frozen=True)
class Cell:
    """One notebook cell: markdown or code, with the rule ids a code cell demonstrates."""

    kind: str
    source: str
    rules: tuple[str, ...] = ()
    lesson: str = ""  # "rules_tour" / "special_tiles_tour": the cell shows that walkthrough
    lang: str = "en"  # the walkthrough's language (its storyboard is written in it)
    tags: tuple[str, ...] = ()  # nbformat cell tags, e.g. JUPYTER_ONLY


def md(source: str, *, jupyter_only: bool = False) -> Cell:
    return Cell("markdown", source.strip(), tags=(JUPYTER_ONLY,) if jupyter_only else ())


def code(
    source: str, *rules: str, lesson: str = "", lang: str = "en", jupyter_only: bool = False
) -> Cell:
    tags = (JUPYTER_ONLY,) if jupyter_only else ()
    return Cell("code", source.strip(), tuple(rules), lesson, lang, tags)


def in_language(lang: str, *cells: Cell) -> list[Cell]:
    """A section in ``lang``: its cells tagged so that only a class of that language sees it
    (it ends its notebook, so no later cell needs it)."""
    return [replace(cell, tags=(*cell.tags, language_tag(lang))) for cell in cells]


def in_jupyter(what: str = "the boards below come alive") -> Cell:
    """The notebook user's note (hidden in Voila): run the cells, try variations in the code."""
    return md(
        f"""
**In Jupyter:** run all cells first (*Run → Run All Cells*) so that {what}; without a kernel
they are pictures. The code cells show how to use the library from Python: change a position
and run the cell again (*Shift+Enter*) to try a variation.
""",
        jupyter_only=True,
    )


@dataclass(frozen=True)
class Notebook:
    name: str
    title: str
    cells: list[Cell] = field(default_factory=list)


#: A picture of the board with View's options, and a turn's levels as a sum: shared by the
#: code cells of notebooks 1 and 4 (each notebook defines them itself, so it runs alone). The
#: cell imports SVG, View, build_scene, scene_to_svg and t (the word catalogs' messages).
PICTURE_HELPERS = '''

def picture(game, **view):
    """The board as a picture. View's options: legal={cell: level} rings cells, forbidden=...
    crosses them out, selected=... marks them, status=... is the line under the board."""
    return SVG(scene_to_svg(build_scene(game.state, View(**view))))


def points_sum(levels):
    """A turn's levels, which are its points, as a sum: "1 + 1 + 2 + 2 = 6 points"."""
    return " + ".join(map(str, levels)) + " = " + t("score", n=sum(levels))
'''

RULES_TOUR = Notebook(
    "01_rules_tour.ipynb",
    "The rules tour",
    [
        md("""
# 7 Steps — the rules tour

*7 Steps* (Kiesling & Staupe, Kosmos 2014) in one sitting: the material, a turn, the levels,
and the rulebook's worked examples with Arnd, Bärbel, Caro and Dirk.

The walkthrough has **Next ▶** and **◀ Back** buttons. Many steps set you a task: click a cell
on the board or pick an answer. A wrong answer gets a ✗ and the reason (a refused move is
crossed out on the board), a right one a ✔ and a tick in the lesson's count. At any step,
**Try it yourself** lets you play on from there; **Back to the lesson** puts the step back.
"""),
        in_jupyter("the walkthrough and the boards come alive"),
        code(
            """
from seven_steps_widget import BoardWidget, Game, IllegalMove, Walkthrough
from seven_steps_widget.lessons import rules_quiz, rules_tour

tour = Walkthrough(rules_tour())
tour
""",
            lesson="rules_tour",
        ),
        md("""
## The examples, checked by the engine

The walkthrough above tells the story. Below, the engine replays each example on its own and
reports what it finds: the level of every disc, the points of the turn, and the reason when a
move is refused.

### Bärbel's four discs
After Arnd's opening (a beige and a purple disc), Bärbel places turquoise, yellow, then builds on
Arnd's beige and purple discs.
"""),
        code(
            """
from IPython.display import SVG, display

from seven_steps_widget.drawing import View, build_scene, scene_to_svg
from seven_steps_widget.lessons.rulebook import (
    ARND_TURN,
    BAERBEL_TURN,
    CARO_TURN,
    first_turns_game,
)
from seven_steps_widget.words import color_name, t
from seven_steps_widget.words.game import refusal_cells, refusal_text, status_text, tile_text
"""
            + PICTURE_HELPERS
            + """

game = first_turns_game()
for cell in ARND_TURN:
    game.place(cell)
game.end_turn(bonus="aid")  # Arnd scored 2, 7 or less: he takes a building aid (R11)

levels = [game.place(cell) for cell in BAERBEL_TURN]  # place() returns the disc's level
print("Bärbel's levels:", points_sum(levels))
assert sum(levels) == 6
where = game.legal_cells()  # {cell: level} for the next disc; str(cell) is for developers
if where:
    print(len(where), "cells where another disc could go (ringed on the board)")
else:
    print("No disc in her hand fits next to her last disc, so she stops here.")
picture(game, legal=where)
""",
            "E1",
            "R6",
            "R7",
            "R8",
            "R10",
        ),
        code(
            """
points = game.score()
print(t("score", n=points) + ": 7 or less, so the 7-point rule offers a special tile.")
print(status_text(game.state))  # what the game waits for, in words
game.end_turn(bonus="vp")
(tile,) = game.held["Bärbel"]
print(f"Bärbel takes a victory-point tile and draws {tile}: {tile_text(tile)}.")
""",
            "E1",
            "R11",
        ),
        md("### Caro's six discs"),
        code(
            """
levels = [game.place(cell) for cell in CARO_TURN]
print("Caro's levels:", points_sum(levels))
assert sum(levels) == 9
picture(game)
""",
            "E2",
            "R8",
            "R10",
        ),
        md("""
### No jumping, never downwards
Two turns the rules refuse. Caro has put a turquoise disc at level 1 and would go on with red
onto a red tower two discs high; Dirk has put a yellow disc at level 2 and would go on with
purple onto an empty purple cell. The engine refuses both and says why; each picture crosses
out the refused cell and marks the disc before it.
"""),
        code(
            """
from seven_steps_widget.lessons.rulebook import (
    DIRK_PURPLE,
    DIRK_YELLOW_LOW,
    DIRK_YELLOW_TOWER,
    JUMP_RED,
    JUMP_TURQUOISE,
    downward_position,
    jump_position,
)

for position, turn in [
    (jump_position(), [JUMP_TURQUOISE, JUMP_RED]),
    (downward_position(), [DIRK_YELLOW_LOW, DIRK_YELLOW_TOWER, DIRK_PURPLE]),
]:
    trial = Game.from_position(position)
    try:
        for cell in turn:
            trial.place(cell)
    except IllegalMove as refusal:  # str(refusal) is for developers: "R8: would jump ..."
        why = refusal_text(refusal)  # the learner's sentence ("de" for German)
        print(f"{trial.current}: {why}")
        cells = refusal_cells(refusal)  # the refused cell, then the disc before it
        display(picture(trial, forbidden=cells[:1], selected=cells[1:], status=why,
                        status_is_error=True))
# turn_points(board, heights, cells) checks a whole turn at once, with the same IllegalMove.
""",
            "E3",
            "E4",
            "R8",
        ),
        md("""
### Every red cell occupied
No red cell is empty any more, so a turn that opens with red puts its first disc on one of the
lowest red towers.
"""),
        code(
            """
from seven_steps_widget.lessons.rulebook import (
    STAIRCASE,
    all_red_occupied_position,
    level_seven_position,
)

red_game = Game.from_position(all_red_occupied_position())
first = red_game.legal_cells()
print(f"{red_game.current}'s first disc may go on {len(first)} cells", end=" ")
print("(ringed on the board, each with the level it would reach):")
colours = {}  # colour -> the levels a first disc of it would reach
for cell, level in first.items():
    colours.setdefault(red_game.board.color(cell), []).append(level)
for colour, levels in colours.items():
    at = " or ".join(map(str, sorted(set(levels))))
    print(f"  {len(levels)} {color_name(colour)} cells, at level {at}")
picture(red_game, legal=first)
""",
            "E5",
            "R7",
        ),
        md("""
### A tower of seven
Arnd climbs from level 1 to level 7 in one turn; his seventh disc makes a red tower of seven.
Once the turn is over, its seven discs are shared out, one to every red cell.
"""),
        code(
            """
seven = Game.from_position(level_seven_position())
levels = [seven.place(cell) for cell in STAIRCASE]
print("Arnd's levels:", points_sum(levels))
seven.score()  # scores the turn, then shares out every tower of seven
red = seven.board.cells_of(seven.board.color(STAIRCASE[-1]))
heights = ", ".join(str(seven.heights[cell]) for cell in red)
print(f"The seven red towers after sharing out: {heights} discs high.")
picture(seven)
""",
            "E6",
            "R12",
            "D1",
        ),
        md("""
## Quiz: check what you learnt

Nine questions, each on its own position and checked by the game engine.
"""),
        code(
            """
quiz = Walkthrough(rules_quiz())
quiz
""",
            lesson="rules_quiz",
        ),
        md("""
## Small puzzles: reach the goal

Seven short puzzles on nearly empty boards: reach a level, score a number of points, use all
your discs. Build the turn with clicks, then press **Submit**; **Hint** rings a cell to look at.
"""),
        code(
            """
from seven_steps_widget import PuzzleWidget

PuzzleWidget("placement")
""",
            "R7",
            "R8",
        ),
        md("""
## Your turn

A fresh game for three. Click a cell to place a disc of that colour from the current hand; the
ringed cells show where the next disc may go and the level it would reach. The row under the
board has what the turn allows (finish the turn, play a special tile) and **Undo**/**Redo**;
**More** opens the options — among them **patterns for colour-blind players**, which give
every colour its own hatching —, the seats, replay, edit and the score chart.
"""),
        code(
            """
play = BoardWidget(Game(("Arnd", "Bärbel", "Caro"), seed=7))
play
""",
            "R5",
            "R9",
            "R13",
        ),
        *in_language(
            "de",
            md("""
## Auf Deutsch

Die Regeltour noch einmal, mit deutschem Text und deutscher Beschriftung des Spielplans. Die
Begriffe sind die der Kosmos-Spielregel: *Scheibe* = disc, *Ebene* = level, *Turm* = tower,
*Vorrat* = hand, *Beutel* = bag, *Spielplan* = board, *Punkte kassieren* = score,
*Bauhilfe* = building aid, *Siegpunkte-Plättchen* = victory-point tile.
"""),
        code(
            """
Walkthrough(rules_tour(), lang="de")
""",
            lesson="rules_tour",
            lang="de",
        ),
        md("""
### Das Quiz auf Deutsch
"""),
        code(
            """
Walkthrough(rules_quiz(), lang="de")
""",
            lesson="rules_quiz",
            lang="de",
        ),
        ),
    ],
)

SPECIAL_TILES = Notebook(
    "02_special_tiles.ipynb",
    "Special tiles",
    [
        md("""
# Special tiles, the 7-point rule and the piles

A turn worth 7 points or less earns a special tile: a **building aid** (*Bauhilfe*, A1–A5),
played before the first disc, or a **victory-point tile** (*Siegpunkte-Plättchen*, V1–V6),
played when scoring. The walkthrough shows each tile on a position where it wins: the
engine's best turn without the tile, then with it, both drawn on the board. Tasks along the way
check what you learnt (click a cell or pick an answer).
"""),
        in_jupyter("the walkthrough and the board come alive"),
        code(
            """
from seven_steps_widget import BoardWidget, Game, Walkthrough, make_position
from seven_steps_widget.lessons import special_tiles_tour, tiles_quiz
from seven_steps_widget.words import default_language, t
from seven_steps_widget.words.game import tile_text

tiles = Walkthrough(special_tiles_tour())
tiles
""",
            lesson="special_tiles_tour",
        ),
        md("""
## All twenty tiles
Ten building aids and ten victory-point tiles; each kind is shuffled into a draw pile of its
own.
"""),
        code(
            """
from collections import Counter

from seven_steps_widget.engine.rules.special_tiles import STARTING_PILES

for kind, pile in STARTING_PILES.items():
    print(f"{t(kind.value + '_tiles')} ({len(pile)}):")  # "Building aids", in "de" Bauhilfen
    for tile, count in sorted(Counter(pile).items()):  # what it does, in the class's language
        print(f"  {count} × {tile}: {tile_text(tile, default_language())}")
""",
            "R4",
        ),
        md("""
## Try a tile yourself

Ann holds a building aid (A2) and a victory-point tile (V4). Press **Play A2**, click a
turquoise tower and then the cell to move it to (or a second tower to swap with); then place
discs and finish with **Use V4** to score the longest straight line.
"""),
        code(
            """
from seven_steps_widget.lessons.tiles_tour import RING

position = make_position(
    ("Ann", "Ben"),
    heights={RING[0]: 2, RING[1]: 1, RING[2]: 3},
    hands={"Ann": "TTTTYYB", "Ben": "KKGGRRP"},
    held={"Ann": ["A2", "V4"]},
)
BoardWidget(Game.from_position(position))
""",
            "A2",
            "V4",
        ),
        md("""
## Quiz: check what you learnt

Eight questions on the special tiles, each checked by the game engine.
"""),
        code(
            """
Walkthrough(tiles_quiz())
""",
            lesson="tiles_quiz",
        ),
        md("""
## Small puzzles with a tile

Each goal can only be reached with the special tile you hold: find out how.
"""),
        code(
            """
from seven_steps_widget import PuzzleWidget

PuzzleWidget("tiles")
""",
            "A1",
            "A3",
            "A4",
            "V1",
            "V2",
            "V3",
            "V4",
            "V5",
        ),
        *in_language(
            "de",
            md("""
## Auf Deutsch

Die Sonderplättchen und das Quiz mit deutschem Text: *Bauhilfe* = building aid,
*Siegpunkte-Plättchen* = victory-point tile, *Ablagestapel* = discard pile.
"""),
        code(
            """
Walkthrough(special_tiles_tour(), lang="de")
""",
            lesson="special_tiles_tour",
            lang="de",
        ),
        code(
            """
Walkthrough(tiles_quiz(), lang="de")
""",
            lesson="tiles_quiz",
            lang="de",
        ),
        ),
    ],
)

BOARDS = Notebook(
    "03_boards.ipynb",
    "Boards",
    [
        md("""
# Boards: two sides, six layouts, your own arrangement

The seven board tiles are printed on both sides: one colour per tile (board variant 1, easier)
or three colours per tile (board variant 2, more tactical). Any arrangement in which no tiles
overlap and all hang together is allowed; the rulebook suggests the standard layout and, as a
variant, five others.

The rulebook shows the mixed sides and the five other shapes only as pictures. The mixed sides
drawn here are this project's reconstruction (seven cells of every colour, as the rules need),
not the printed tiles, and the five shapes are the project's own, built after the rulebook's
names; see `docs/board.md`.
"""),
        in_jupyter(),
        md("""
## The six layouts, on the mixed side (variant 2)
Every layout has 49 cells, seven of each colour. The thick lines are the outlines of the seven
tiles, the letters name the colours. An **edge cell** has fewer than six neighbours: on the
outside of the board, and on the ring and the mask also beside the hole inside. Edge cells
matter for the victory-point tile V3.
"""),
        code(
            """
import base64

from IPython.display import HTML

from seven_steps_widget import LAYOUTS, Board, BoardError, BoardWidget, Game
from seven_steps_widget.drawing import scene_to_svg
from seven_steps_widget.drawing.scene import board_scene
from seven_steps_widget.words.game import refusal_text

NAMES = {  # the rulebook's names (docs/board.md); the shapes are the project's own
    "standard": "The standard layout (Grundform)",
    "river": "The turquoise river (Der türkise Fluss)",
    "ring": "The ring (Der Ring)",
    "mask": "The mask (Die Maske)",
    "butterfly": "The butterfly (Der Schmetterling)",
    "cross": "The big cross (Das große Kreuz)",
}


def board_image(board, hex_size=14.0, margin=6.0):
    \"\"\"Only the board -- cells, colour letters, the tiles' outlines -- as an HTML <img>.\"\"\"
    scene = board_scene(board, hex_size, margin)
    data = base64.b64encode(scene_to_svg(scene).encode()).decode()
    width = scene.width / scene.scale
    return f"<img src='data:image/svg+xml;base64,{data}' width='{width:.0f}' alt='a board'>"


def figure(board, caption, **size):
    return (
        "<figure style='display:inline-block;vertical-align:top;margin:6px 10px;"
        f"text-align:center'>{board_image(board, **size)}<figcaption>{caption}</figcaption>"
        "</figure>"
    )


def about(board):
    holes = len(board.holes)
    inside = f", {holes} cells of holes inside" if holes else ", no holes"
    return f"{len(board.edge_cells)} edge cells{inside}"


HTML("".join(
    figure(board, f"<b>{NAMES[name]}</b><br>{about(board)}")
    for name in LAYOUTS
    for board in [Board.layout(name, side="mixed")]
))
""",
            "R2",
            "D3",
        ),
        md("""
## The single-colour side (variant 1)
On the front sides each tile is one colour throughout, so the seven cells of a colour lie
together on one tile, and a turn that changes colour has to cross from one tile to the next.
The rulebook calls it the easier start, with more luck. The standard layout on that side:
"""),
        code(
            """
HTML(figure(Board.layout("standard", side="single"), "The standard layout, single-colour side",
            hex_size=22.0))
""",
            "R2",
        ),
        md("""
## Tiles in any order, turned any way
The rulebook lets the players arrange the tiles freely (*beliebig angeordnet*): any tile on any
place of the shape, turned any way. It does not ask for a random board; shuffling the tiles is
just one way to get a new board each game. The board below was laid that way, the game's seed
choosing order and turns:
"""),
        code(
            """
# Board.standard(order=..., rotations=...) puts tile order[i] on slot i, turned by rotations[i]
# sixths; board="random" lets the game's seed decide, as at the start of a real game.
shuffled = Game(("Ann", "Ben"), board="random", side="mixed", seed=42)
shuffled
""",
            "R2",
            "R5",
        ),
        md("""
## Your own arrangement
The tiles may lie in any arrangement in which no two overlap and all hang together. Below, one
such arrangement (four tiles in a row, three under them), and two that the rules refuse.
"""),
        code(
            """
# Each tile as (tile number or seven colour letters, centre cell, rotation in sixths).
centres = [(0, 0), (3, 0), (6, 0), (9, 0), (1, 3), (4, 3), (7, 3)]
own = Board.from_tiles([(i, c, 0) for i, c in enumerate(centres)], side="mixed")
overlapping = [(0, (0, 0), 0), (1, (1, 0), 0)] + [(i, centres[i], 0) for i in range(2, 7)]
apart = [(i, (9 * i, 9 * i), 0) for i in range(7)]
broken = {"two tiles overlap": overlapping, "the tiles do not hang together": apart}
for what, tiles in broken.items():
    try:
        Board.from_tiles(tiles)
    except BoardError:  # str(error) says where, for developers
        print(f"Refused: {what}.")
HTML(figure(own, "Four tiles in a row, three under them", hex_size=18.0))
""",
            "R2",
        ),
        md("""
## Edit mode, cell by cell
Open **More** under the board and press **Edit**, pick a tool (+1 disc, −1 disc, clear, set
to a height) and click cells; set hands and whose turn in the same row. Impossible positions
(more than 20 discs of a colour, towers above 7, more than 7 discs in a hand) are refused with
the reason. Leave edit mode to play on from the edited position. The board below was set up
that way, with a tower of three and one of two; an edit that would give Ann nine discs is
refused:
"""),
        code(
            """
teacher = Game(("Ann", "Ben"), seed=5)
teacher.edit(heights={(0, 0): 3, (1, 0): 2}, hands={"Ann": "TTTYYBB"}, current="Ann")
try:
    teacher.edit(hands={"Ann": "TTTYYBBRR"})
except ValueError as error:  # SetupError; str(error) names the rule, for developers
    print(refusal_text(error) + ": this edit is refused.")
BoardWidget(teacher)
""",
            "R1",
        ),
    ],
)

PUZZLES = Notebook(
    "04_puzzles.ipynb",
    "Puzzles",
    [
        md("""
# Puzzles: find the best turn

The question is always the same — *which turn scores the most points?* — and every puzzle here
has exactly one best answer. The first ones are for beginners: a nearly empty board you can
take in at a glance (difficulty 1). The others are positions from real games, up to difficulty
5 (tiles to use, many turns that come close).

Build your turn by clicking cells (and the tile buttons, if you hold tiles), then press
**Submit**. **Hint** gives one more clue each time; **Solution** draws the best turn on the
board with numbered arrows, as the rulebook does.
"""),
        in_jupyter("the puzzles come alive"),
        code("""
from seven_steps_widget import Game, PuzzleWidget, Score
from seven_steps_widget.solver import best_turns, check_answer, hint, load_puzzles

puzzles = load_puzzles()
PuzzleWidget([p for p in puzzles if p.difficulty == 1])  # the beginners' puzzles
""", "R7", "R8", "R10"),
        md("""
## From real games
One puzzle of each difficulty from 2 to 5.
"""),
        code("""
selection = [next(p for p in puzzles if p.difficulty == d) for d in (2, 3, 4, 5)]
PuzzleWidget(selection)
""", "R11"),
        md("""
## One puzzle, worked through
The first puzzle once more, step by step: the question, the first hint, a turn that stops after
one disc, and the best turn — on the board, its discs numbered in order.
"""),
        code("""
from IPython.display import SVG

from seven_steps_widget.drawing import View, build_scene, scene_to_svg
from seven_steps_widget.solver.explain import compare_for
from seven_steps_widget.words import t
""" + PICTURE_HELPERS + """

# check_answer judges any turn (cells, or actions as text); hint(puzzle, n) is clue n (0 is the
# vaguest); best_turns lists the top turns; compare_for(best, second, state) says in words why
# one beats the other.
puzzle = selection[0]
print(puzzle.question_in("en"))  # any language: question_in("de")
print("Hint 1:", hint(puzzle, 0))
early = check_answer(puzzle, [puzzle.answer[0], "score"])
gap = early.best_points - early.points
print("Stopping after one disc.", t("verdict_short", points=early.points,
                                   best=early.best_points, gap=gap))
best, second = best_turns(puzzle.state, k=2)
print(compare_for(best, second, puzzle.state))
solved = Game.from_position(puzzle.state)
for action in puzzle.answer_actions():
    if not isinstance(action, Score):  # stop before scoring: the turn stays on the board
        solved.apply(action)
picture(solved, status=t("verdict_best", points=best.total))
""", "R10"),
        md("""
## The whole set
Every puzzle, graded; pick a difficulty in the widget's filter.
"""),
        code("""
PuzzleWidget(puzzles)
"""),
    ],
)

PLAY = Notebook(
    "05_play.ipynb",
    "Play",
    [
        md("""
# Play a whole game

You against two computer players. Each seat can be a human or a computer of three strengths:
**random** (any legal move), **greedy** (the most points now) and **lookahead** (also weighs
special tiles, the 7-point rule and what it leaves the next player). Computer turns are played
disc by disc, so a class can follow them; **Pause** stops them, **Computer step** plays one
action. Change a seat with its dropdown at any time. For hot-seat play in class, tick
**Hide hands** so only the player at the screen sees their discs.
"""),
        in_jupyter("the boards and the review come alive"),
        code("""
from seven_steps_widget import BoardWidget, Game, ReviewWidget
from seven_steps_widget.drawing import score_chart
from seven_steps_widget.solver import GreedyPlayer, LookaheadPlayer, RandomPlayer, play_game
from seven_steps_widget.words import t

game = Game(("You", "Greta", "Lukas"), seed=2026)
BoardWidget(game, seats={"Greta": "greedy", "Lukas": "lookahead"})
""", "R3", "R5"),
        md("""
## A finished game, its score chart and its record

Three computer players play a whole game (the same game every time). The game
ends after the round in which the bag runs dry; unused special tiles add 2 points each.
"""),
        code("""
match = play_game([GreedyPlayer(), LookaheadPlayer(), RandomPlayer()], seed=5)
finished = match.record.replay()
players, state = finished.players, finished.state
turns = ", ".join(f"{name} {n}" for name, n in zip(players, state.turns_by_seat))
print(f"Turns played: {turns}.")
bonus = zip(players, state.tile_bonus_by_seat)
print("For unused special tiles:", ", ".join(f"{name} {t('score', n=n)}" for name, n in bonus)
      + ".")
for rank, name, points in finished.ranking():
    print(f"{rank}. {name}: {t('score', n=points)}")
score_chart(finished)
""", "R14"),
        md(
            """
Save the game record (a readable text file: the start position and every action), load it
again, and check that the replay reproduces every position. A damaged record is refused with
the line that is wrong, and nothing is loaded.
""",
            jupyter_only=True,
        ),
        code("""
import tempfile
from pathlib import Path

from seven_steps_widget import GameRecord, NotationError
from seven_steps_widget.words.game import refusal_text

with tempfile.TemporaryDirectory() as folder:  # a folder of its own for every kernel
    path = Path(folder) / "demo_game.7steps"
    finished.save(path)
    record = path.read_text()
    loaded = Game.load(path)
assert loaded.states() == finished.states()
print(f"Saved {len(record.splitlines())} lines of text: the start and all "
      f"{len(finished.actions)} actions.")
print(f"Loaded again: the replay passes through the same {len(loaded.states())} positions.")

damaged = record.replace("; discard", "; discord", 1)
try:
    GameRecord.parse(damaged)  # what Game.load(path) does with the file's text
except NotationError as error:
    print("A damaged copy is refused:", refusal_text(error))
""", "R13", jupyter_only=True),
        md("""
## Replay and review

The board below starts at the end of the game: under **More**, use **◀ Step / Step ▶**,
**◀◀ Turn / Turn ▶▶**, the slider or **▶ Play** to walk through it. The review lists every
turn with the points scored, the best turn available at that moment and the points given away
— like a chess game analysis. A turn of 7 points or less that earns a special tile shows as
"7+2": the tile counts 2, what it scores at the end if unused, so stopping at 7 to take a tile
is not counted as a mistake. Pick a turn to jump there; **Show best turn** draws the better
move with numbered arrows.
"""),
        code("""
BoardWidget(finished)
"""),
        code("""
ReviewWidget(finished, background=False)
""", "R10", "R11"),
    ],
)

NOTEBOOKS = [RULES_TOUR, SPECIAL_TILES, BOARDS, PUZZLES, PLAY]


def build(notebook: Notebook) -> nbformat.NotebookNode:
    """The notebook as nbformat cells, not yet executed."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nb.metadata["language_info"] = {"name": "python"}
    for cell in notebook.cells:
        if cell.kind == "markdown":
            made = nbformat.v4.new_markdown_cell(cell.source)
        else:
            made = nbformat.v4.new_code_cell(cell.source)
        if cell.tags:
            made.metadata["tags"] = list(cell.tags)
        nb.cells.append(made)
    return nb


def execute(nb: nbformat.NotebookNode, timeout: int = 600) -> nbformat.NotebookNode:
    """Run every cell in a fresh kernel (from the shipped notebooks' folder), keeping outputs."""
    NotebookClient(
        nb,
        timeout=timeout,
        kernel_name="python3",
        resources={"metadata": {"path": str(FOLDER)}},
        store_widget_state=False,  # the SVG in each output is the static picture; keeps files small
    ).execute()
    return nb


def rule_table() -> str:
    """Markdown table: each rule id -> the notebook cells (and walkthrough steps) showing it.
    A lesson shown twice (e.g. again in German) is listed at its first cell only."""
    from seven_steps_widget import lessons

    places: dict[str, dict[str, list[str]]] = {}
    shown: set[str] = set()
    for notebook in NOTEBOOKS:
        for number, cell in enumerate(notebook.cells, start=1):
            if cell.kind != "code":
                continue
            found: dict[str, str] = {rule: f"cell {number}" for rule in cell.rules}
            if cell.lesson and cell.lesson not in shown:
                shown.add(cell.lesson)
                lesson = getattr(lessons, cell.lesson)()
                for rule in lesson.rules:
                    steps = ", ".join(str(i + 1) for i in lesson.find(rule))
                    found[rule] = f"cell {number} (walkthrough step {steps})"
            for rule, where in found.items():
                places.setdefault(rule, {}).setdefault(notebook.name, []).append(where)

    def order(rule: str) -> tuple[int, int]:
        return ("RADVE".index(rule[0]), int(re.sub(r"\D", "", rule)))

    lines = ["| rule | demonstrated in |", "|---|---|"]
    for rule in sorted(places, key=order):
        parts = [
            f"[{name[:2]}]({LINKED}/{name}) {', '.join(cells)}"
            for name, cells in places[rule].items()
        ]
        lines.append(f"| {rule} | {'; '.join(parts)} |")
    return "\n".join(lines)


def update_readme() -> None:
    text = README.read_text("utf-8")
    block = f"{TABLE_START}\n{rule_table()}\n{TABLE_END}"
    if TABLE_START in text:
        text = re.sub(
            re.escape(TABLE_START) + ".*?" + re.escape(TABLE_END), lambda _: block, text, flags=re.S
        )
    else:
        text = text.replace("(filled in by the tutorial issue)", block)
    README.write_text(text, "utf-8")


def add_storyboards(notebook: Notebook, nb: nbformat.NotebookNode) -> None:
    """Give each lesson cell's saved output the lesson's storyboard (every step's picture with
    its narration, task and answer) as HTML, in place of its one static picture: what GitHub
    and nbviewer show. A live kernel shows the walkthrough itself and never builds this."""
    from seven_steps_widget import lessons
    from seven_steps_widget.lessons.storyboard import storyboard_html

    for cell, executed in zip(notebook.cells, nb.cells):
        if not cell.lesson:
            continue
        html = storyboard_html(getattr(lessons, cell.lesson)(), cell.lang)
        for output in executed.get("outputs", []):
            data = output.get("data", {})
            if "application/vnd.jupyter.widget-view+json" in data:
                data.pop("image/svg+xml", None)
                data["text/html"] = html


def main(names: list[str]) -> None:
    for notebook in NOTEBOOKS:
        if names and notebook.name not in names:
            continue
        print("building", notebook.name, flush=True)
        nb = execute(build(notebook))
        add_storyboards(notebook, nb)
        nbformat.write(nb, FOLDER / notebook.name)
    update_readme()


if __name__ == "__main__":
    main(sys.argv[1:])
