"""The best-turn solver and what is built on it: explanations, puzzles, game review and
computer players. Pure Python on top of the engine (no Jupyter imports).

>>> from seven_steps_widget.engine.setup import new_game
>>> plan = best_turns(new_game(("Ann", "Ben"), seed=1), k=1)[0]
>>> plan.total == sum(plan.levels) + plan.vp_bonus
True
"""

from .best import Progress, best_turns
from .explain import Note, compare_for, describe_for, explain_turn
from .goal_check import Findings, PuzzleRefused, examine, make_puzzle
from .plan import TurnPlan, evaluate, plan_for_cells
from .players import (
    PLAYERS,
    ComputerPlayer,
    GreedyPlayer,
    LookaheadPlayer,
    Match,
    RandomPlayer,
    play_game,
)
from .puzzle_sets import (
    PuzzleLineError,
    append_puzzle,
    puzzle_from_line,
    puzzle_line,
    remove_puzzle,
    reorder_puzzles,
)
from .puzzles import (
    PUZZLE_SETS,
    AnswerCheck,
    Goal,
    Hint,
    Puzzle,
    check_answer,
    hint,
    load_puzzles,
    save_puzzles,
)
from .review import ReviewNote, TileChoice, TurnReview, note_text, review_game

__all__ = [
    "PLAYERS",
    "PUZZLE_SETS",
    "AnswerCheck",
    "ComputerPlayer",
    "Findings",
    "Goal",
    "GreedyPlayer",
    "Hint",
    "LookaheadPlayer",
    "Match",
    "Note",
    "Progress",
    "Puzzle",
    "PuzzleLineError",
    "PuzzleRefused",
    "RandomPlayer",
    "ReviewNote",
    "TileChoice",
    "TurnPlan",
    "TurnReview",
    "append_puzzle",
    "best_turns",
    "check_answer",
    "compare_for",
    "describe_for",
    "evaluate",
    "examine",
    "explain_turn",
    "hint",
    "load_puzzles",
    "make_puzzle",
    "note_text",
    "plan_for_cells",
    "play_game",
    "puzzle_from_line",
    "puzzle_line",
    "remove_puzzle",
    "reorder_puzzles",
    "review_game",
    "save_puzzles",
]
