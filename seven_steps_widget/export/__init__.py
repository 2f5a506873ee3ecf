"""Lessons as files: ``python -m seven_steps_widget.export OUTDIR`` writes the lessons, the
printable rules sheets (the pupils' on one page, the teacher's in full) and the puzzle sets
(the shipped ones, or the files given with ``--puzzles``: :mod:`.puzzle_set`) in every
language of the word catalogs (or those asked for with ``--lang``) as self-contained HTML
pages, and an index linking them all, that open from a USB stick or any web space with no
network and no Python. Pure Python: no Jupyter packages."""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from ..lessons import rules_quiz, rules_tour, special_tiles_tour, tiles_quiz
from ..lessons.lesson import Lesson
from ..words import LANGS, language, t
from .lesson_page import lesson_page
from .page import own_name, page
from .puzzle_set import PuzzleSet, write_set
from .rules_sheet import rules_sheet
from .rules_sheet_teacher import teacher_rules_sheet

__all__ = ["LESSONS", "SHEETS", "export", "languages", "file_name"]

#: Each exported lesson: its file name stem and how it is made.
LESSONS: dict[str, Callable[[], Lesson]] = {
    "rules-tour": rules_tour,
    "rules-quiz": rules_quiz,
    "special-tiles": special_tiles_tour,
    "tiles-quiz": tiles_quiz,
}
#: The rules sheets' file name stems, each with how it is made and its title's key: the
#: pupils' on one page, then the teacher's with the rulebook's words.
SHEETS: dict[str, tuple[Callable[[str], str], str]] = {
    "rules-sheet": (rules_sheet, "pupil_sheet.title"),
    "rules-sheet-teacher": (teacher_rules_sheet, "rules_sheet.title"),
}


def file_name(stem: str, lang: str) -> str:
    """The page of ``stem`` (a lesson or a rules sheet) in ``lang``: ``rules-tour-de.html``."""
    return f"{stem}-{lang}.html"


def languages(asked: Iterable[str] = LANGS) -> tuple[str, ...]:
    """The languages to write, as catalog codes in the order asked, each once; ``"de,fr"``
    entries are split. An unknown language is refused (:class:`~..words.UnknownLanguage`)."""
    if isinstance(asked, str):
        asked = (asked,)
    found: dict[str, None] = {}
    for entry in asked:
        for code in entry.split(","):
            if code.strip():
                found[language(code)] = None
    if not found:
        raise ValueError("no language to export")
    return tuple(found)


def export(
    outdir: Path | str, langs: Iterable[str] = LANGS, puzzles: Sequence[PuzzleSet] = ()
) -> list[Path]:
    """Write every lesson, the rules sheets and the puzzle sets ``puzzles`` (the command's
    default: :func:`~.puzzle_set.shipped_sets`) in every language of ``langs`` into
    ``outdir`` (made if needed), plus ``index.html`` linking them all; returns the files
    written.
    A text a language's catalog does not have yet is shown in English."""
    langs = languages(langs)
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    titles: dict[str, list[tuple[str, str]]] = {lang: [] for lang in langs}
    for stem, make in LESSONS.items():
        lesson = make()
        others = {lang: file_name(stem, lang) for lang in langs}
        for lang in langs:
            path = out / file_name(stem, lang)
            path.write_text(lesson_page(lesson, lang, others), "utf-8")
            written.append(path)
            titles[lang].append((path.name, lesson.title(lang)))
    for lang in langs:
        for stem, (sheet, title) in SHEETS.items():
            path = out / file_name(stem, lang)
            path.write_text(sheet(lang), "utf-8")
            written.append(path)
            titles[lang].append((path.name, t(title, lang)))
    for puzzle_set in puzzles:
        pages, links = write_set(puzzle_set, out, langs)
        written.extend(pages)
        for lang in langs:
            titles[lang].extend(links[lang])
    index = out / "index.html"
    index.write_text(_index(titles), "utf-8")
    written.append(index)
    return written


def _index(titles: dict[str, list[tuple[str, str]]]) -> str:
    """The index page: one part per language, in that language, linking its pages."""
    langs = list(titles)
    heading = " / ".join(dict.fromkeys(t("export.index.title", lang) for lang in langs))
    parts = []
    for lang, pages in titles.items():
        links = "".join(
            f"<li><a href='{name}'>{html.escape(title)}</a></li>" for name, title in pages
        )
        parts.append(
            f"<section lang='{lang}'><h2>{html.escape(own_name(lang))}</h2>"
            f"<ul>{links}</ul></section>"
        )
    return page(heading, langs[0], f"<h1>{html.escape(heading)}</h1>{''.join(parts)}")
