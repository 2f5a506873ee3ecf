"""The 7 Steps engine: boards, rules, game, notation. Pure Python, no Jupyter imports."""

from .actions import Action, ChooseBonus, Discard, Keep, Place, Score, UseAid, parse_action
from .board import LAYOUTS, Board
from .board_tiles import SIDES, TilePlacement, tile_data
from .colors import Color
from .errors import BoardError, HistoryError, IllegalMove, NotationError, SetupError
from .game import Game, Step
from .record import GameRecord
from .rules.placement import legal_turns, turn_levels, turn_points
from .rules.special_tiles import AID_TILES, TILE_TEXT, VP_TILES, TileKind, vp_bonus
from .rules.towers import resolve_towers
from .setup import make_position, new_game
from .state import GameState, Phase

__all__ = [
    "AID_TILES",
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
