"""Lessons as files: ``python -m seven_steps_widget.export OUTDIR`` writes the lessons and a
printable one-page rules sheet in English and German as self-contained HTML pages (and an
index) that open from a USB stick or any web space with no network and no Python. Pure Python:
no Jupyter packages."""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path

from ..drawing.labels import LANGS, text
from ..lessons import rules_quiz, rules_tour, special_tiles_tour, tiles_quiz
from ..lessons.lesson import Lesson
from .lesson_page import lesson_page
from .page import page
from .rules_sheet import rules_sheet

__all__ = ["LESSONS", "export"]

#: Each exported lesson: its file name stem and how it is made.
LESSONS: dict[str, Callable[[], Lesson]] = {
    "rules-tour": rules_tour,
    "rules-quiz": rules_quiz,
    "special-tiles": special_tiles_tour,
    "tiles-quiz": tiles_quiz,
}


def export(outdir: Path | str, langs: tuple[str, ...] = LANGS) -> list[Path]:
    """Write every lesson in every language of ``langs`` into ``outdir`` (made if needed),
    plus ``index.html`` linking them; returns the files written."""
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    links: list[str] = []
    for stem, make in LESSONS.items():
        lesson = make()
        for lang in langs:
            path = out / f"{stem}-{lang}.html"
            path.write_text(lesson_page(lesson, lang), "utf-8")
            written.append(path)
            title = lesson.title_de if lang == "de" and lesson.title_de else lesson.title
            links.append(f"<li><a href='{path.name}'>{html.escape(title)}</a> ({lang})</li>")
    for lang in langs:
        path = out / f"rules-sheet-{lang}.html"
        path.write_text(rules_sheet(lang), "utf-8")
        written.append(path)
        links.append(f"<li><a href='{path.name}'>{html.escape(text('sheet_title', lang))}</a></li>")
    index = out / "index.html"
    heading = " / ".join(text("export_index", lang) for lang in langs)
    index.write_text(page(heading, langs[0], f"<h1>{heading}</h1><ul>{''.join(links)}</ul>"))
    written.append(index)
    return written
