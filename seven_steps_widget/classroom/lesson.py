"""Which notebook the classroom serves, and from where: a teacher's own notebook from its
folder; a shipped lesson (the rules tour when none is named) or a puzzle set's page from a
class folder of its own, made for this run and removed at its end, so that the pupils'
kernels (which run in the notebook's folder) never work among the teacher's files or inside
the installed package."""

from __future__ import annotations

import atexit
import shutil
import tempfile
from pathlib import Path

from ..notebooks import FIRST, shipped_notebook
from .puzzle_page import check_puzzle_file, write_puzzle_page


class LessonRefused(Exception):
    """Nothing can be served; the message says why in one sentence."""


def class_folder() -> Path:
    """A new empty folder for this run's page, removed when the server stops."""
    folder = Path(tempfile.mkdtemp(prefix="seven-steps-class-"))
    atexit.register(shutil.rmtree, folder, True)
    return folder


def lesson_notebook(name: str | None) -> Path:
    """The notebook to serve for the command line's NOTEBOOK: an existing file as it is; else
    the shipped lesson of that name (``rules_tour``, ``04_puzzles``, …; the rules tour when
    ``name`` is None), copied into a class folder."""
    if name is not None and Path(name).is_file():
        return Path(name)
    try:
        shipped = shipped_notebook(FIRST if name is None else Path(name).name)
    except KeyError as error:
        raise LessonRefused(f"{name} does not exist, and {error.args[0]}") from None
    copy = class_folder() / shipped.name
    shutil.copyfile(shipped, copy)
    return copy


def puzzle_notebook(path: Path) -> tuple[Path, int]:
    """The page of the set file at ``path`` in a class folder, and its number of puzzles; a
    file that cannot be served is refused."""
    count = check_puzzle_file(path)
    return write_puzzle_page(path, class_folder()), count
