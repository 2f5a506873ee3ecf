"""Lessons: the rulebook and the special tiles walked through step by step (pure Python).

A :class:`Lesson` is a list of :class:`Step` — a game state, what to point at, and a short
narration — that the ``Walkthrough`` widget shows with ◀ ▶ controls. Every number a narration
states is computed by the engine while the lesson is built, so the text cannot drift from the
rules. ``rules_quiz`` checks at the end of notebook 1 what the rules tour taught.
"""

from .lesson import Lesson, Step
from .rulebook import rules_tour
from .rules_quiz import rules_quiz
from .tiles_quiz import tiles_quiz
from .tiles_tour import special_tiles_tour

__all__ = ["Lesson", "Step", "rules_tour", "special_tiles_tour"]
__all__ += ["tiles_quiz"]
__all__ += ["rules_quiz"]
