"""The 7 Steps engine: boards, rules, game, notation. Pure Python, no Jupyter imports."""

from .actions import Action, ChooseBonus, Discard, Keep, Place, Score, UseAid, parse_action
from .board import LAYOUTS, Board
from .board_tiles import SIDES, TilePlacement, tile_data
from .cell_names import (
    CURSOR_KEYS,
    cell_by_name,
    cell_name,
    cell_names,
    cursor_skips,
    cursor_start,
    cursor_step,
    name_limits,
)
from .checks import check_players
from .colors import DISCS_PER_COLOR, EMPTY_COUNTS, Color, ColorCounts, counts_from
from .errors import BoardError, HistoryError, IllegalMove, NotationError, SetupError
from .game import Game, Step
from .hexgrid import Cell, as_cell, cell_text, corners, neighbors
from .record import GameRecord
from .rules import HAND_SIZE, SCORE_TRACK
from .rules.aids import AID_CELLS, aid_options
from .rules.placement import (
    MAX_DISCS,
    MAX_DISCS_WITH_TILE,
    MAX_HEIGHT,
    iter_turns,
    legal_turns,
    start_level,
    turn_levels,
    turn_limit,
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
    limits_turn,
    longest_line,
    most_placed_colors,
    vp_bonus,
)
from .rules.towers import iter_resolutions, resolve_towers
from .setup import edit_state, make_position, new_game
from .state import GameState, Phase, Piles, TurnProgress

__all__ = [
    "AID_CELLS",
    "AID_TILES",
    "DISCS_PER_COLOR",
    "EMPTY_COUNTS",
    "HAND_SIZE",
    "MAX_DISCS",
    "MAX_DISCS_WITH_TILE",
    "MAX_HEIGHT",
    "SCORE_TRACK",
    "SEVEN_POINT_LIMIT",
    "STARTING_PILES",
    "CURSOR_KEYS",
    "Cell",
    "cell_by_name",
    "cell_name",
    "cell_names",
    "cursor_skips",
    "cursor_start",
    "cursor_step",
    "name_limits",
    "ColorCounts",
    "Piles",
    "TurnProgress",
    "aid_options",
    "as_cell",
    "cell_text",
    "corners",
    "counts_from",
    "iter_resolutions",
    "neighbors",
    "check_players",
    "edit_state",
    "iter_turns",
    "kind_of",
    "limits_turn",
    "longest_line",
    "most_placed_colors",
    "start_level",
    "turn_limit",
    "LAYOUTS",
    "SIDES",
    "TILE_TEXT",
    "VP_TILES",
    "Action",
    "Board",
    "BoardError",
    "ChooseBonus",
    "Color",
    "Discard",
    "Game",
    "GameRecord",
    "GameState",
    "HistoryError",
    "IllegalMove",
    "Keep",
    "NotationError",
    "Phase",
    "Place",
    "Score",
    "SetupError",
    "Step",
    "TileKind",
    "TilePlacement",
    "UseAid",
    "legal_turns",
    "make_position",
    "new_game",
    "parse_action",
    "resolve_towers",
    "tile_data",
    "turn_levels",
    "turn_points",
    "vp_bonus",
]
