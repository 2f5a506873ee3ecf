"""A printable puzzle sheet in one language: each puzzle's board and question, then an answer
page -- each puzzle's answer in words (aid, discs with their colours and levels, tile, points).
The answers are listed, not drawn: a second picture per puzzle would double the sheet (the
shipped "best" set's sheet is about 1.2 MB). Every word is the catalogs'."""

from __future__ import annotations

import html
from collections.abc import Sequence

from ..drawing.scene import build_scene
from ..drawing.svg import scene_to_svg
from ..drawing.view import View
from ..solver.explain import describe_for
from ..solver.puzzles import Puzzle
from ..words import language, t
from .page import page

__all__ = ["puzzle_sheet"]


def _board(puzzle: Puzzle, lang: str) -> str:
    """The puzzle's position as a compact picture."""
    return scene_to_svg(build_scene(puzzle.state, View(lang=lang)), compact=True)


def puzzle_sheet(title: str, puzzles: Sequence[Puzzle], lang: str = "en") -> str:
    """The sheet titled ``title`` as one HTML document in ``lang``: about two puzzles a
    page, then the answers."""
    lang = language(lang)
    questions, answers = [], []
    for i, puzzle in enumerate(puzzles, start=1):
        name = puzzle.title_in(lang)
        head = html.escape(t("export.puzzle_sheet.question", lang, i=i, title=name))
        questions.append(
            f"<section class='puzzle'><h2>{head}</h2>"
            f"<p>{html.escape(puzzle.question_in(lang))}</p>"
            f"<div class='board'>{_board(puzzle, lang)}</div></section>"
        )
        plan = describe_for(puzzle.solution(), puzzle.state, lang)
        line = t("export.puzzle_sheet.answer", lang, i=i, title=name, plan=plan)
        answers.append(f"<li>{html.escape(line)}</li>")
    heading = html.escape(t("export.puzzle_sheet.title", lang, set=title))
    body = (
        f"<h1>{heading}</h1>{''.join(questions)}"
        f"<h1 class='answers'>{html.escape(t('export.puzzle_sheet.answers', lang))}</h1>"
        f"<ul class='answers'>{''.join(answers)}</ul>"
    )
    return page(t("export.puzzle_sheet.title", lang, set=title), lang, body, style=_STYLE)


#: A4 paper: about two puzzles a page, the answers from a new page.
_STYLE = """
@page { size: A4; margin: 12mm; }
body { font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; font-size: 15px;
       line-height: 1.35; color: #222; max-width: 820px; margin: 0 auto; padding: 8px; }
h1 { font-size: 22px; margin: 0 0 6px; }
h2 { font-size: 17px; margin: 10px 0 3px; }
p { margin: 3px 0; }
section { break-inside: avoid; margin-bottom: 14px; }
.puzzle .board svg { width: 100%; max-width: 700px; height: auto; display: block; }
ul.answers { list-style: none; padding: 0; } ul.answers li { margin: 4px 0; }
h1.answers { break-before: page; margin-top: 24px; }
@media print { body { font-size: 10.5pt; max-width: none; padding: 0; }
  .puzzle .board svg { max-width: 118mm; } }
"""
