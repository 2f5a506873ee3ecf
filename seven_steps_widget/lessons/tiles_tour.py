"""The special tiles tour (notebook 2): every placement aid A1-A5 and victory-point tile V1-V6
on a position where it matters, then the 7-point rule with its piles (R11)."""

from __future__ import annotations

from dataclasses import replace

from ..engine.board import Board
from ..engine.colors import Color
from ..engine.game import Game
from ..engine.hexgrid import Cell
from ..engine.rules.special_tiles import TILE_TEXT
from ..engine.setup import make_position
from ..engine.state import Piles
from ..solver.best import best_turns
from .lesson import Lesson, Script

__all__ = ["TOUR_BOARD", "special_tiles_tour"]

TOUR_BOARD = Board.standard(side="single")
PLAYERS = ("Ann", "Ben")
TURQUOISE = TOUR_BOARD.cells_of(Color.TURQUOISE)
RED = TOUR_BOARD.cells_of(Color.RED)
#: Turquoise ring cells in walking order around the centre tile.
RING: tuple[Cell, ...] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))


def _game(hand: str, held: str, heights: dict[Cell, int] | None = None) -> Game:
    return Game.from_position(
        make_position(
            PLAYERS,
            board=TOUR_BOARD,
            heights=heights or {},
            hands={"Ann": hand},
            held={"Ann": [held]},
        )
    )


def _best_points(game: Game) -> int:
    """The most disc points the current player can make from here (for the narration)."""
    return best_turns(game.state, k=1, aid=False, vp=False)[0].disc_points


def special_tiles_tour() -> Lesson:
    """Notebook 2's walkthrough."""
    s = Script()
    # A1 -----------------------------------------------------------------------------------
    staircase = {RING[0]: 0, RING[1]: 3, RING[2]: 1, RING[3]: 2}
    a1 = _game("TTTTY", "A1", staircase)
    before = _best_points(a1)
    s.say(
        "A1 — remove one or two discs",
        f"{TILE_TEXT['A1']}. Ann's turquoise chain is blocked by a tower three high: the best "
        f"she can make is {before} points.",
        highlight=(RING[1],),
        rules=("A1", "R4"),
        state=a1.state,
    )
    a1.play_aid([RING[1], RING[1]])
    s.say(
        "A1 — after removing two discs",
        f"Two discs off that tower go back into the bag (into the box if the bag were empty). "
        f"Now her best turn is worth {_best_points(a1)} points.",
        highlight=(RING[1],),
        rules=("A1",),
        state=a1.state,
    )
    # A2 -----------------------------------------------------------------------------------
    a2 = _game("TTTTY", "A2", {RING[0]: 2, RING[1]: 1, RING[2]: 3})
    before = _best_points(a2)
    s.say(
        "A2 — move or swap towers",
        f"{TILE_TEXT['A2']}. The turquoise towers stand 2, 1, 3 — not a staircase: best "
        f"{before} points.",
        highlight=RING[:3],
        rules=("A2",),
        state=a2.state,
    )
    a2.play_aid([RING[0], RING[1]])
    s.say(
        "A2 — after swapping",
        f"Swapped, they stand 1, 2, 3: a staircase worth {_best_points(a2)} points.",
        highlight=RING[:3],
        rules=("A2",),
        state=a2.state,
    )
    # A3 -----------------------------------------------------------------------------------
    a3 = _game("TTTTY", "A3", {RING[0]: 1, RING[1]: 1, RING[2]: 3})
    before = _best_points(a3)
    a3.play_aid([RING[2], RING[1]])
    s.say(
        "A3 — move a single disc",
        f"{TILE_TEXT['A3']}. One disc from the tower of 3 onto its neighbour makes 1, 2, 2: "
        f"the best turn grows from {before} points to {_best_points(a3)} points. (A tower that "
        "reaches 7 this way is shared out after the turn.)",
        highlight=(RING[2], RING[1]),
        rules=("A3",),
        state=a3.state,
    )
    # A4 -----------------------------------------------------------------------------------
    a4 = _game("TTTTTY", "A4", dict.fromkeys(RING, 1))
    before = _best_points(a4)
    a4.play_aid()
    level = a4.place(RING[0])
    s.say(
        "A4 — start one level higher",
        f"{TILE_TEXT['A4']}. Without it Ann's best is {before} points; with it her first disc "
        f"goes on a one-disc tower at level {level}, and every disc after it climbs from there. "
        f"The price: at most {a4.turn.max_discs} discs this turn.",
        highlight=(RING[0],),
        rules=("A4", "R9"),
        state=a4.state,
    )
    # A5 -----------------------------------------------------------------------------------
    a5 = _game("YYYYYYK", "A5", {RING[0]: 2})
    a5_hand = dict(a5.hands["Ann"])
    a5.play_aid([RING[0]], color="K")
    s.say(
        "A5 — take a disc into your hand",
        f"{TILE_TEXT['A5']}. Ann had no turquoise disc ({a5_hand.get(Color.TURQUOISE, 0)}); "
        f"she takes the top disc of a turquoise tower and throws her black one into the bag. "
        f"Now she holds {a5.hands['Ann'][Color.TURQUOISE]} turquoise. At most "
        f"{a5.turn.max_discs} discs this turn.",
        highlight=(RING[0],),
        rules=("A5", "D2"),
        state=a5.state,
    )
    # VP tiles -------------------------------------------------------------------------------
    for tile, hand, cells, note in (
        ("V1", "TYYBBRR", [(1, 0), (2, 0), (3, 0)], "two colours"),
        ("V2", "TYYBBRR", [(1, 0), (2, 0), (3, 0)], "yellow was placed most: two discs"),
        ("V3", "TYYBBRR", [(1, 0), (2, 0), (3, 0)], "edge cells count, D3"),
        ("V4", "TYYBBRR", [(1, 0), (2, 0), (3, 0)], "three in a row, D4"),
    ):
        game = _game(hand, tile)
        for cell in cells:
            game.place(cell)
        discs = game.turn.disc_points
        total = game.score(vp=True)
        s.say(
            f"{tile} — {TILE_TEXT[tile]}",
            f"Played when scoring. This turn's discs make {discs} points; {tile} adds "
            f"{total - discs} ({note}): {total} in all.",
            highlight=tuple(cells),
            rules=(tile, "R10") + (("D3",) if tile == "V3" else ("D4",) if tile == "V4" else ()),
            state=game.state,
        )
    for tile, color in (("V5", Color.RED), ("V6", Color.BLACK)):
        colour_cells = TOUR_BOARD.cells_of(color)
        game = _game(color.letter + "TTYYBB", tile, dict.fromkeys(colour_cells, 2))
        game.place(colour_cells[0])
        total = game.score(vp=True)
        s.say(
            f"{tile} — {TILE_TEXT[tile]}",
            f"Every {color.label} cell holds two discs, so a {color.label} first disc lies on "
            f"level 3: 3 points, and {tile} adds {total - 3}.",
            highlight=(colour_cells[0],),
            rules=(tile,),
            state=game.state,
        )
    # The 7-point rule and the piles ----------------------------------------------------------
    rule = Game.from_position(
        make_position(PLAYERS, board=TOUR_BOARD, hands={"Ann": "TTYYBBR"}, held={"Ann": ["A2"]})
    )
    rule.place(RING[0])
    points = rule.score()
    s.say(
        "The 7-point rule",
        f"A turn worth {points} {'point' if points == 1 else 'points'} — 7 or less, VP tile "
        "included — earns a special tile from the pile of the player's choice.",
        rules=("R11",),
        state=rule.state,
    )
    rule.choose_bonus("aid")
    s.say(
        "Keep one of two",
        f"Ann already holds A2 and drew {rule.state.turn.offer}: a player keeps at most one "
        "tile of each kind, so she keeps one and the other goes to the discard pile. A tile "
        "cannot be played in the turn it arrives.",
        rules=("R11",),
        state=rule.state,
    )
    empty = make_position(PLAYERS, board=TOUR_BOARD, hands={"Ann": "TTYYBBR"})
    empty = replace(
        empty, piles=Piles(aid_discard=empty.piles.aid_draw, vp_draw=empty.piles.vp_draw)
    )
    reshuffle = Game.from_position(empty)
    reshuffle.place(RING[0])
    reshuffle.end_turn(bonus="aid")
    s.say(
        "Empty piles",
        f"The aid draw pile was empty, so its discard pile was shuffled into a new one: Ann "
        f"got {reshuffle.held['Ann'][0]}, {len(reshuffle.piles.aid_draw)} tiles remain. If a "
        "kind's draw and discard piles are both empty, that kind cannot be chosen.",
        rules=("R11",),
        state=reshuffle.state,
    )
    return Lesson("The special tiles", tuple(s.steps), title_de="Die Sonderplättchen")
