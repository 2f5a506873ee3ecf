"""A teacher's puzzle set as a class's page (``--puzzles FILE``), with no notebook written by
hand: the server checks the file once at start, names it in an environment variable that
every pupil's kernel inherits, and serves a copy of its one-cell template notebook
(``share/puzzles.ipynb``), which shows the set (:func:`class_puzzles`). The page only reads
that one file: the puzzle widget writes nothing and opens no other file."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..widget.puzzle_widget import PuzzleWidget

#: The environment variable holding the set file's absolute path.
PUZZLES_VARIABLE = "SEVEN_STEPS_PUZZLES"

#: The page's template: one cell, ``class_puzzles()``.
TEMPLATE = Path(__file__).resolve().parent / "share" / "puzzles.ipynb"


class PuzzleFileRefused(Exception):
    """The set file cannot be served; the message says why in one sentence."""


def check_puzzle_file(path: Path) -> int:
    """The number of puzzles in the set file, or :class:`PuzzleFileRefused` saying what is
    wrong with it (missing, unreadable, damaged, empty)."""
    from ..solver.puzzles import load_puzzles

    if not path.is_file():
        raise PuzzleFileRefused(f"{path} does not exist (or is not a file)")
    try:
        puzzles = load_puzzles(path)
    except OSError as error:
        raise PuzzleFileRefused(f"{path} cannot be read: {error.strerror}") from None
    except (ValueError, KeyError, TypeError) as error:
        raise PuzzleFileRefused(
            f"{path} is not a puzzle set the puzzle maker wrote ({error})"
        ) from None
    if not puzzles:
        raise PuzzleFileRefused(f"{path} holds no puzzle")
    return len(puzzles)


def write_puzzle_page(path: Path, folder: Path) -> Path:
    """The page's notebook, copied into ``folder`` and named after the set (the browser tab
    shows its name), for the set file at ``path``; sets :data:`PUZZLES_VARIABLE` for the
    kernels to come."""
    os.environ[PUZZLES_VARIABLE] = str(path.resolve())
    page = folder / f"{path.stem}.ipynb"
    shutil.copyfile(TEMPLATE, page)
    return page


def class_puzzles() -> PuzzleWidget:
    """In a pupil's kernel: the class's set, in the class's language, with the class's rule
    for solutions and hints (all from the environment the server gave the kernel)."""
    from ..widget.puzzle_widget import PuzzleWidget

    return PuzzleWidget(Path(os.environ[PUZZLES_VARIABLE]))
