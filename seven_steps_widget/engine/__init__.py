"""The 7 Steps engine: boards, rules, game, notation. Pure Python, no Jupyter imports.

``__all__`` is the engine's promise to users (the package's top level re-exports it): the game,
positions and boards, actions and their errors, the rules' numbers and what a program may ask of
the rules. What only the package's own parts need (the keyboard's cursor, the search's helpers,
the editor's and the tiles' plumbing) is imported from its module, not from here.
"""

from .actions import Action, ChooseBonus, Discard, Keep, Place, Score, UseAid, parse_action
from .board import LAYOUTS, Board
from .cell_names import cell_by_name, cell_name, cell_names
from .colors import DISCS_PER_COLOR, EMPTY_COUNTS, Color, ColorCounts, HandLike, counts_from
from .errors import BoardError, HistoryError, IllegalMove, NotationError, SetupError
from .game import Game, HistoryStep
from .hexgrid import Cell, as_cell, cell_text, corners, neighbors
from .record import GameRecord
from .rules import HAND_SIZE, SCORE_TRACK
from .rules.aids import AID_CELLS, aid_options
from .rules.placement import (
    MAX_DISCS,
    MAX_DISCS_WITH_TILE,
    MAX_HEIGHT,
    legal_turns,
    turn_levels,
    turn_points,
)
from .rules.special_tiles import (
    AID_TILES,
    SEVEN_POINT_LIMIT,
    STARTING_PILES,
    TILE_TEXT,
    VP_TILES,
    TileKind,
    kind_of,
    longest_line,
    most_placed_colors,
    vp_bonus,
)
from .rules.towers import resolve_towers
from .setup import make_position, new_game
from .state import GameState, LastTurn, Phase, Piles, TurnProgress

__all__ = [
    # the game and its positions
    "Game",
    "GameRecord",
    "GameState",
    "LastTurn",
    "Phase",
    "Piles",
    "HistoryStep",
    "TurnProgress",
    "make_position",
    "new_game",
    # boards and cells
    "LAYOUTS",
    "Board",
    "Cell",
    "as_cell",
    "cell_by_name",
    "cell_name",
    "cell_names",
    "cell_text",
    "corners",
    "neighbors",
    # discs and colours
    "DISCS_PER_COLOR",
    "EMPTY_COUNTS",
    "Color",
    "ColorCounts",
    "HandLike",
    "counts_from",
    # actions and errors
    "Action",
    "ChooseBonus",
    "Discard",
    "Keep",
    "Place",
    "Score",
    "UseAid",
    "parse_action",
    "BoardError",
    "HistoryError",
    "IllegalMove",
    "NotationError",
    "SetupError",
    # the rules' numbers and what a program may ask of them
    "AID_CELLS",
    "AID_TILES",
    "HAND_SIZE",
    "MAX_DISCS",
    "MAX_DISCS_WITH_TILE",
    "MAX_HEIGHT",
    "SCORE_TRACK",
    "SEVEN_POINT_LIMIT",
    "STARTING_PILES",
    "TILE_TEXT",
    "VP_TILES",
    "TileKind",
    "aid_options",
    "kind_of",
    "legal_turns",
    "longest_line",
    "most_placed_colors",
    "resolve_towers",
    "turn_levels",
    "turn_points",
    "vp_bonus",
]
