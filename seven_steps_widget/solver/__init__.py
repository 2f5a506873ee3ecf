"""The best-turn solver and what is built on it: explanations, puzzles, game review and
computer players. Pure Python on top of the engine (no Jupyter imports).

>>> from seven_steps_widget.engine.setup import new_game
>>> plan = best_turns(new_game(("Ann", "Ben"), seed=1), k=1)[0]
>>> plan.total == sum(plan.levels) + plan.vp_bonus
True
"""

from .best import Progress, best_turns
from .explain import Note, compare_for, describe_for, explain_turn
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
    "Goal",
    "GreedyPlayer",
    "Hint",
    "LookaheadPlayer",
    "Match",
    "Note",
    "Progress",
    "Puzzle",
    "RandomPlayer",
    "ReviewNote",
    "TileChoice",
    "TurnPlan",
    "TurnReview",
    "best_turns",
    "check_answer",
    "compare_for",
    "describe_for",
    "evaluate",
    "explain_turn",
    "hint",
    "load_puzzles",
    "note_text",
    "plan_for_cells",
    "play_game",
    "review_game",
    "save_puzzles",
]
