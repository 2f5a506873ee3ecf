"""The source of the tutorial notebooks: ``python notebooks/make_notebooks.py`` rewrites every
notebook from the cells below, runs it top to bottom (so the committed copies carry their
outputs, including a static SVG of each board for viewers without a kernel) and refreshes the
README's table of which cell demonstrates which rule.

Each code cell may name the rule ids (docs/rules.md) it demonstrates; a cell that shows a
``Walkthrough`` also covers every rule its lesson's steps name.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

import nbformat
from nbclient import NotebookClient

HERE = Path(__file__).resolve().parent
README = HERE.parent / "README.md"
TABLE_START, TABLE_END = "<!-- rule-table:start -->", "<!-- rule-table:end -->"


@dataclass(frozen=True)
class Cell:
    """One notebook cell: markdown or code, with the rule ids a code cell demonstrates."""

    kind: str
    source: str
    rules: tuple[str, ...] = ()
    lesson: str = ""  # "rules_tour" / "special_tiles_tour": the cell shows that walkthrough
    lang: str = "en"  # the walkthrough's language (its storyboard is written in it)


def md(source: str) -> Cell:
    return Cell("markdown", source.strip())


def code(source: str, *rules: str, lesson: str = "", lang: str = "en") -> Cell:
    return Cell("code", source.strip(), tuple(rules), lesson, lang)


@dataclass(frozen=True)
class Notebook:
    name: str
    title: str
    cells: list[Cell] = field(default_factory=list)


RULES_TOUR = Notebook(
    "01_rules_tour.ipynb",
    "The rules tour",
    [
        md("""
# 7 Steps — the rules tour

*7 Steps* (Kiesling & Staupe, Kosmos 2014) in one sitting: the material, a turn, the levels,
and the rulebook's worked examples with Arnd, Bärbel, Caro and Dirk. Every position below was
made by the game engine, and every number in the text was computed by it.

**How to use this notebook:** run all cells (*Run → Run All Cells*). The walkthrough has
**Next ▶** and **◀ Back** buttons. At any step, click a highlighted cell or press
**Try it yourself** to play on from there; **Back to the lesson** puts the step back.
Rule ids such as R8 or E2 refer to the project's rule list.
"""),
        code(
            """
from seven_steps_widget import BoardWidget, Game, IllegalMove, Walkthrough, turn_points
from seven_steps_widget.lessons import rules_tour

tour = Walkthrough(rules_tour())
tour
""",
            lesson="rules_tour",
        ),
        md("""
## The examples, checked by the engine

The walkthrough above tells the story. The cells below replay each example in code, so you can
see the engine's verdicts for yourself (and change the positions to try variations).

### E1 — Bärbel's four discs
After Arnd's opening (a beige and a purple disc), Bärbel places turquoise, yellow, then builds on
Arnd's beige and purple discs.
"""),
        code(
            """
from seven_steps_widget.lessons.rulebook import (
    ARND_TURN,
    BAERBEL_TURN,
    CARO_TURN,
    first_turns_game,
)

game = first_turns_game()
for cell in ARND_TURN:
    game.place(cell)
game.end_turn(bonus="aid")          # Arnd scored 2: he takes a placement aid (R11)

levels = [game.place(cell) for cell in BAERBEL_TURN]
print("Bärbel's levels:", levels, "=", sum(levels), "points")
print("cells where another disc could go:", game.legal_cells())
assert sum(levels) == 6
game
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
print(f"{points} points: 7 or less, so the 7-point rule offers a special tile ->", game.phase)
game.end_turn(bonus="vp")
print("Bärbel now holds", game.held["Bärbel"])
""",
            "E1",
            "R11",
        ),
        md("### E2 — Caro's six discs"),
        code(
            """
levels = [game.place(cell) for cell in CARO_TURN]
print("Caro's levels:", levels, "=", sum(levels), "points")
assert sum(levels) == 9
game
""",
            "E2",
            "R8",
            "R10",
        ),
        md("""
### E3 — no jumping, E4 — never downwards
`turn_points` scores a whole turn at once; for an illegal one it raises `IllegalMove`, whose
message names the rule that is broken.
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

for name, position, turn in [
    ("Caro (E3)", jump_position(), [JUMP_TURQUOISE, JUMP_RED]),
    ("Dirk (E4)", downward_position(), [DIRK_YELLOW_LOW, DIRK_YELLOW_TOWER, DIRK_PURPLE]),
]:
    try:
        turn_points(position.board, position.heights, turn)
    except IllegalMove as refusal:
        print(f"{name}: {refusal}")
""",
            "E3",
            "E4",
            "R8",
        ),
        md("### E5 — every red cell occupied, and E6 — a tower of seven"),
        code(
            """
from seven_steps_widget.lessons.rulebook import (
    STAIRCASE,
    all_red_occupied_position,
    level_seven_position,
)

red_game = Game.from_position(all_red_occupied_position())
print("where a first disc may go, with its level:", red_game.legal_cells())

seven = Game.from_position(level_seven_position())
print("levels:", [seven.place(cell) for cell in STAIRCASE])
print("points:", seven.score())
red = seven.board.cells_of(seven.board.color(STAIRCASE[-1]))
print("red towers after sharing out (R12):", [seven.heights[c] for c in red])
seven
""",
            "E5",
            "E6",
            "R7",
            "R12",
            "D1",
        ),
        md("""
## Your turn

A fresh game for three. Click a cell to place a disc of that colour from the current hand; the
highlighted cells show where the next disc may go and the level it would reach. The row under
the board has what the turn allows (finish the turn, play a special tile) and **Undo**/**Redo**;
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
        md("""
## Auf Deutsch

The same walkthrough with German narration and labels (`lang="de"`): *Ebene* = level,
*Bauhilfe* = placement aid, *Siegpunkte* = victory points, *Beutel* = bag.
"""),
        code(
            """
Walkthrough(rules_tour(), lang="de")
""",
            lesson="rules_tour",
            lang="de",
        ),
    ],
)

SPECIAL_TILES = Notebook(
    "02_special_tiles.ipynb",
    "Special tiles",
    [
        md("""
# Special tiles, the 7-point rule and the piles

A turn worth 7 points or less earns a special tile (R11): a **placement aid** (*Bauhilfe*,
A1–A5), played before the first disc, or a **victory-point tile** (*Siegpunkte*, V1–V6),
played when scoring. The walkthrough shows each tile on a position where it matters; the
numbers are the engine's best turns before and after.
"""),
        code(
            """
from seven_steps_widget import BoardWidget, Game, Walkthrough, make_position
from seven_steps_widget.engine import TILE_TEXT
from seven_steps_widget.lessons import special_tiles_tour

tiles = Walkthrough(special_tiles_tour())
tiles
""",
            lesson="special_tiles_tour",
        ),
        md("## All twenty tiles"),
        code(
            """
from collections import Counter

from seven_steps_widget.engine.rules.special_tiles import STARTING_PILES

for kind, pile in STARTING_PILES.items():
    print("placement aids:" if kind == "aid" else "victory-point tiles:")
    for tile, count in sorted(Counter(pile).items()):
        print(f"  {tile} ×{count}  {TILE_TEXT[tile]}")
""",
            "R4",
        ),
        md("""
## Try a tile yourself

Ann holds a placement aid (A2) and a victory-point tile (V4). Press **Play A2**, click a
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
    ],
)

BOARDS = Notebook(
    "03_boards.ipynb",
    "Boards",
    [
        md("""
# Boards: two sides, six layouts, your own arrangement

The seven tiles are printed on both sides: one colour per tile (variant 1, easier) or three
colours per tile (variant 2, more tactical). Any arrangement without overlaps that hangs
together is allowed; the rulebook suggests the standard shape and five others.
"""),
        code(
            """
from seven_steps_widget import LAYOUTS, Board, BoardError, BoardWidget, Game

for name in LAYOUTS:
    board = Board.layout(name, side="mixed")
    print(f"{name:10} {len(board.cells)} cells, {len(board.edge_cells)} edge cells, "
          f"{len(board.holes)} cells of holes inside")
""",
            "R2",
        ),
        md("Each layout on the mixed side (variant 2):"),
        code(
            """
Game(("Ann", "Ben"), board=Board.layout("ring", side="mixed"), seed=1)
""",
            "R2",
            "D3",
        ),
        code(
            """
Game(("Ann", "Ben"), board=Board.layout("butterfly", side="single"), seed=1)
""",
            "R2",
        ),
        md("""
## Shuffled tiles and turned tiles
`Board.standard(order=..., rotations=...)` puts tile `order[i]` on slot `i`, turned by
`rotations[i]` sixths; `board="random"` lets the seed decide, as at the start of a real game.
"""),
        code(
            """
shuffled = Game(("Ann", "Ben"), board="random", side="mixed", seed=42)
print(shuffled.board)
shuffled
""",
            "R2",
            "R5",
        ),
        md("""
## Your own arrangement
Give each tile as *(tile number or seven colour letters, centre cell, rotation)*. Overlaps,
gaps and wrong colour counts are refused with a message that says what is wrong.
"""),
        code(
            """
centres = [(0, 0), (3, 0), (6, 0), (9, 0), (1, 3), (4, 3), (7, 3)]
own = Board.from_tiles([(i, c, 0) for i, c in enumerate(centres)], side="mixed")
for broken in ([(0, (0, 0), 0), (1, (1, 0), 0)] + [(i, (9 * i, 9), 0) for i in range(2, 7)],):
    try:
        Board.from_tiles(broken)
    except BoardError as error:
        print("refused:", error)
Game(("Ann", "Ben"), board=own, seed=3)
""",
            "R2",
        ),
        md("""
## Edit mode, cell by cell
Open **More** under the board and press **Edit**, pick a tool (+1 disc, −1 disc, clear, set
to a height) and click cells; set hands and whose turn in the same row. Impossible positions
(more than 20 discs of a colour, towers above 7) are refused with the reason. Leave edit mode
to play on from the edited position. The same edits work from code:
"""),
        code(
            """
teacher = Game(("Ann", "Ben"), seed=5)
teacher.edit(heights={(0, 0): 3, (1, 0): 2}, hands={"Ann": "TTTYYBB"}, current="Ann")
try:
    teacher.edit(heights={(0, 0): 9})
except ValueError as error:
    print("refused:", error)
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

Each puzzle is a position from a real (computer-played) game: whose turn it is, their hand and
special tiles. The question is always the same — *which turn scores the most points?* — and
every shipped puzzle has exactly one best answer, checked by the solver against brute force.
Difficulty runs from 1 (a short climb) to 5 (tiles to use, many near-misses).

Build your turn by clicking cells (and the tile buttons, if you hold tiles), then press
**Submit**. **Hint** gives one more clue each time; **Solution** draws the best turn on the
board with numbered arrows, as the rulebook does.
"""),
        code("""
from collections import Counter

from seven_steps_widget import PuzzleWidget
from seven_steps_widget.solver import best_turns, check_answer, compare, hint, load_puzzles

puzzles = load_puzzles()
by_level = sorted(Counter(p.difficulty for p in puzzles).items())
print(len(puzzles), "puzzles; how many at each difficulty:", by_level)
selection = [next(p for p in puzzles if p.difficulty == d) for d in (1, 2, 3, 4, 5)]
PuzzleWidget(selection)
""", "R7", "R8", "R10", "R11"),
        md("""
## The same flow in code
`check_answer` judges any turn (cells, or actions as text); `hint(puzzle, n)` gives clue
number n (0 is the vaguest); the solver's `best_turns` lists the top turns with their point
breakdown, and `compare` says what makes the best one better than the runner-up.
"""),
        code("""
puzzle = selection[0]
print(puzzle.question)
print("first hint:", hint(puzzle, 0))
first_disc = puzzle.answer[0]
guess = [first_disc, "score"]
check = check_answer(puzzle, guess)
print(f"one disc only: best? {check.is_best}; scores {check.points}, the best {check.best_points}")
print("the answer:", check_answer(puzzle, puzzle.answer).message)
best, second = best_turns(puzzle.state, k=2)
print(compare(best, second))
""", "R10"),
        md("""
## The whole set
Every shipped puzzle, graded; pick a difficulty in the widget's filter.
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
        code("""
from seven_steps_widget import BoardWidget, Game, ReviewWidget
from seven_steps_widget.drawing import score_chart
from seven_steps_widget.solver import GreedyPlayer, LookaheadPlayer, RandomPlayer, play_game

game = Game(("You", "Greta", "Lukas"), seed=2026)
BoardWidget(game, seats={"Greta": "greedy", "Lukas": "lookahead"})
""", "R3", "R5"),
        md("""
## A finished game, its score chart and its record

Three computer players play a whole game (seeded, so it is the same game every time). The game
ends after the round in which the bag runs dry (R14); unused special tiles add 2 points each.
"""),
        code("""
match = play_game([GreedyPlayer(), LookaheadPlayer(), RandomPlayer()], seed=5)
finished = match.record.replay()
print("turns each:", finished.state.turns_by_seat)
print("points for unused tiles:", dict(zip(finished.players, finished.state.tile_bonus_by_seat)))
for rank, name, points in finished.ranking():
    print(f"{rank}. {name}: {points}")
score_chart(finished)
""", "R14"),
        md("""
Save the game record (a readable text file: the start position and every action), load it
again, and check that the replay reproduces every state. A damaged file is refused with the
line that is wrong, and nothing is loaded.
"""),
        code("""
from pathlib import Path

from seven_steps_widget import NotationError

path = Path("demo_game.7steps")
finished.save(path)
print(path.read_text().splitlines()[-1][:90], "...")
loaded = Game.load(path)
assert loaded.states() == finished.states()
print("reloaded:", loaded)

path.write_text(path.read_text().replace("; discard", "; discord", 1))
try:
    Game.load(path)
except NotationError as error:
    print("refused:", error)
path.unlink()
""", "R13"),
        md("""
## Replay and review

The board below starts at the end of the game: under **More**, use **◀ Step / Step ▶**,
**◀◀ Turn / Turn ▶▶**, the slider or **▶ Play** to walk through it. The review lists every
turn with the points scored, the best turn available at that moment and the points given away
— like a chess game analysis. Pick a turn to jump there; **Show best turn** draws the better
move with numbered arrows.
"""),
        code("""
BoardWidget(loaded)
"""),
        code("""
ReviewWidget(loaded, background=False)
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
            nb.cells.append(nbformat.v4.new_markdown_cell(cell.source))
        else:
            nb.cells.append(nbformat.v4.new_code_cell(cell.source))
    return nb


def execute(nb: nbformat.NotebookNode, timeout: int = 600) -> nbformat.NotebookNode:
    """Run every cell in a fresh kernel (from the notebooks folder), keeping outputs."""
    NotebookClient(
        nb,
        timeout=timeout,
        kernel_name="python3",
        resources={"metadata": {"path": str(HERE)}},
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
            f"[{name[:2]}](notebooks/{name}) {', '.join(cells)}"
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
        nbformat.write(nb, HERE / notebook.name)
    update_readme()


if __name__ == "__main__":
    main(sys.argv[1:])
