"""What a puzzle's pupil may ask for: the solution, and how many hints. A :class:`PuzzleWidget`
takes them as ``solutions=`` and ``hints=``; made without them, it follows the class's rule,
which the classroom server (``--no-solutions``, ``--hints N``) passes to every pupil's kernel
in two environment variables, as it passes the class's language."""

from __future__ import annotations

import os

#: ``"0"``: no Solution button for any puzzle of the class.
SOLUTIONS_VARIABLE = "SEVEN_STEPS_SOLUTIONS"
#: A number: hints per puzzle at most (``"0"``: none).
HINTS_VARIABLE = "SEVEN_STEPS_HINTS"


def solutions_allowed(given: bool | None = None) -> bool:
    """Whether the Solution button is offered: ``given`` if not None, else the class's rule
    (offered unless :data:`SOLUTIONS_VARIABLE` is ``"0"``).

    >>> os.environ.pop(SOLUTIONS_VARIABLE, None)
    >>> solutions_allowed(), solutions_allowed(False)
    (True, False)
    """
    if given is not None:
        return given
    return os.environ.get(SOLUTIONS_VARIABLE, "1") != "0"


def hints_allowed(given: int | None = None) -> int | None:
    """Hints per puzzle at most: ``given`` if not None, else the class's rule
    (:data:`HINTS_VARIABLE`); None means all of a puzzle's hints.

    >>> os.environ.pop(HINTS_VARIABLE, None)
    >>> hints_allowed(), hints_allowed(2)
    (None, 2)
    >>> hints_allowed(-1)
    Traceback (most recent call last):
    ...
    ValueError: hints must be 0 or more, not -1
    """
    if given is None:
        text = os.environ.get(HINTS_VARIABLE, "").strip()
        if not text:
            return None
        given = int(text)
    if given < 0:
        raise ValueError(f"hints must be 0 or more, not {given}")
    return given
