"""Puzzle sets as exported pages: the shipped sets or a teacher's puzzle file, each written
into ``OUTDIR/puzzles/`` in every language as a list of its puzzles, one page per puzzle
(:mod:`.puzzle_page`) and the printable sheet (:mod:`.puzzle_sheet`). The list names the
puzzles a page cannot offer: a building aid naming cells (:func:`~.puzzle_tree.unplayable`)
or more turns than a page holds (:class:`~.puzzle_tree.TreeTooBig`)."""

from __future__ import annotations

import html
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..solver.puzzles import PUZZLE_SETS, Puzzle, load_puzzles
from ..words import Text, t
from .lesson_page import language_links
from .page import page
from .puzzle_page import PuzzleLinks, puzzle_page
from .puzzle_sheet import puzzle_sheet
from .puzzle_tree import Node, TreeTooBig, turn_tree, unplayable

__all__ = ["FOLDER", "PuzzleSet", "shipped_sets", "file_set", "write_set"]

#: The folder of the puzzle pages, inside the export's directory.
FOLDER = "puzzles"


@dataclass(frozen=True)
class PuzzleSet:
    """A set to export: its file name stem, its title (a message) and its puzzles."""

    name: str
    title: Text
    puzzles: tuple[Puzzle, ...]

    def list_page(self, lang: str) -> str:
        """The file name of the set's list in ``lang``."""
        return f"{self.name}-{lang}.html"

    def puzzle_page(self, number: int, lang: str) -> str:
        """The file name of puzzle ``number`` (from 1) in ``lang``."""
        return f"{self.name}-{number:02d}-{lang}.html"

    def sheet(self, lang: str) -> str:
        """The file name of the printable sheet in ``lang``."""
        return f"{self.name}-sheet-{lang}.html"


def shipped_sets() -> list[PuzzleSet]:
    """The sets that ship with the package, by their names in ``PUZZLE_SETS``."""
    return [
        PuzzleSet(name, Text(f"export.puzzles.set.{name}"), tuple(load_puzzles(name)))
        for name in PUZZLE_SETS
    ]


def file_set(path: str | Path) -> PuzzleSet:
    """The set of a puzzle file, named after the file; a file that is not of the puzzle
    format is refused with ``load_puzzles``'s ``ValueError`` (naming the puzzle and field)."""
    path = Path(path)
    name = re.sub(r"[^A-Za-z0-9_-]+", "-", path.stem).strip("-") or "puzzles"
    title = Text("export.puzzles.set.file", name=path.stem)
    return PuzzleSet(name, title, tuple(load_puzzles(path)))


def write_set(
    puzzle_set: PuzzleSet, outdir: Path, langs: Sequence[str]
) -> tuple[list[Path], dict[str, list[tuple[str, str]]]]:
    """Write the set's pages in every language of ``langs`` into ``outdir/puzzles``; returns
    the files written and, per language, the index's links (path from ``outdir``, title)."""
    folder = outdir / FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    trees: list[tuple[Puzzle, list[Node]]] = []
    left_out: dict[str, list[Puzzle]] = {"left_out": [], "too_big": []}
    for puzzle in puzzle_set.puzzles:
        if unplayable(puzzle):
            left_out["left_out"].append(puzzle)
            continue
        try:
            trees.append((puzzle, turn_tree(puzzle)))
        except TreeTooBig:
            left_out["too_big"].append(puzzle)
    playable = [puzzle for puzzle, _ in trees]
    written: list[Path] = []
    links: dict[str, list[tuple[str, str]]] = {lang: [] for lang in langs}
    for lang in langs:
        for number, (puzzle, nodes) in enumerate(trees, start=1):
            place = PuzzleLinks(
                number,
                len(playable),
                puzzle_set.puzzle_page(number - 1, lang) if number > 1 else "",
                puzzle_set.puzzle_page(number + 1, lang) if number < len(playable) else "",
                puzzle_set.list_page(lang),
                {code: puzzle_set.puzzle_page(number, code) for code in langs},
            )
            path = folder / puzzle_set.puzzle_page(number, lang)
            written.append(_write(path, puzzle_page(puzzle, lang, place, nodes)))
        sheet = folder / puzzle_set.sheet(lang)
        written.append(_write(sheet, puzzle_sheet(puzzle_set.title(lang), playable, lang)))
        listing = folder / puzzle_set.list_page(lang)
        written.append(_write(listing, _list_page(puzzle_set, playable, left_out, lang, langs)))
        links[lang].append((f"{FOLDER}/{listing.name}", puzzle_set.title(lang)))
    return written, links


def _write(path: Path, text: str) -> Path:
    """Write ``text`` to ``path``; the path, for the list of files written."""
    path.write_text(text, "utf-8")
    return path


def _list_page(
    puzzle_set: PuzzleSet,
    playable: Sequence[Puzzle],
    left_out: Mapping[str, Sequence[Puzzle]],
    lang: str,
    langs: Sequence[str],
) -> str:
    """The set's list in ``lang``: a link to each puzzle's page, to the sheet, to the index."""
    title = puzzle_set.title(lang)
    items = []
    for number, puzzle in enumerate(playable, start=1):
        head = t(
            "puzzle_head",
            lang,
            i=number,
            n=len(playable),
            title=puzzle.title_in(lang),
            d=puzzle.difficulty,
        )
        target = puzzle_set.puzzle_page(number, lang)
        items.append(f"<li><a href='{target}'>{html.escape(head)}</a></li>")
    note = ""
    for why, puzzles in left_out.items():  # a building aid naming cells, or too many turns
        if puzzles:
            titles = ", ".join(p.title_in(lang) for p in puzzles)
            said = t(f"export.puzzles.{why}", lang, n=len(puzzles), titles=titles)
            note += f"<p>{html.escape(said)}</p>"
    others = {code: puzzle_set.list_page(code) for code in langs}
    nav = (
        f"<nav><a href='../index.html'>{html.escape(t('export.index.title', lang))}</a>"
        f"<a href='{puzzle_set.sheet(lang)}'>{html.escape(t('export.puzzle_sheet.link', lang))}"
        f"</a>{language_links(lang, others)}</nav>"
    )
    body = f"<h1>{html.escape(title)}</h1>{nav}<ul class='puzzles'>{''.join(items)}</ul>{note}"
    return page(title, lang, body)
