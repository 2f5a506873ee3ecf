"""A printable puzzle sheet in one language for a class: two puzzles a page, each with its
question, the board with every cell's name (as the widget's labels and the answers use them)
and its colour letter (so black-and-white paper tells the colours apart), the hand of the
player to move in words, a line for the pupil's name and lines for the answer; then the
answers on a page of their own, which the teacher may leave out, each disc named by its cell
and level. The answers are listed, not drawn: a second picture per puzzle would double the
sheet. Every word is the catalogs'."""

from __future__ import annotations

import html
from collections.abc import Sequence

from ..drawing.scene import build_scene, geometry_for
from ..drawing.svg import scene_to_svg
from ..drawing.view import View
from ..solver.explain import describe_for
from ..solver.puzzles import Puzzle
from ..words import language, t
from ..words.board_words import hand_text
from .page import page
from .picture import cut_out

__all__ = ["PER_PAGE", "puzzle_sheet"]

#: Puzzles printed on one A4 page.
PER_PAGE = 2
#: Lines a pupil writes the turn's cells on, under their label.
ANSWER_LINES = 2


def _board(puzzle: Puzzle, lang: str) -> str:
    """The puzzle's board alone (the hand is told in words beside it), every cell named, in
    bold letters, no mark of the turn before."""
    state = puzzle.state
    view = View(lang=lang, show_names=True, colorblind=True, show_last_turn=False)
    geo = geometry_for(state, view)
    corners = [point for cell in state.board.cells for point in geo.corners(cell)]
    pad = 0.2 * geo.size
    xs, ys = [x for x, _ in corners], [y for _, y in corners]
    box = min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad
    return cut_out(scene_to_svg(build_scene(state, view), compact=True), box)


def _heading(i: int, puzzle: Puzzle, lang: str) -> str:
    """Puzzle ``i``'s number and title, over its question and over its answer."""
    return t("export.puzzle_sheet.question", lang, i=i, title=puzzle.title_in(lang))


def _line(words: str) -> str:
    """A label and a line to write on after it."""
    return f"<p class='write'>{html.escape(words)}<span class='line'></span></p>"


def _question(i: int, puzzle: Puzzle, lang: str) -> str:
    """Puzzle ``i`` as printed: its heading and the name line, the board, beside it the
    question, the hand and the answer lines."""
    head = html.escape(_heading(i, puzzle, lang))
    state = puzzle.state
    writing = f"<p class='write'>{html.escape(t('export.puzzle_sheet.cells', lang))}</p>"
    writing += "<p class='line'></p>" * ANSWER_LINES
    return (
        f"<section class='puzzle'><div class='head'><h2>{head}</h2>"
        f"{_line(t('export.puzzle_sheet.name', lang))}</div>"
        f"<div class='body'><div class='board'>{_board(puzzle, lang)}</div>"
        f"<div class='work'><p>{html.escape(puzzle.question_in(lang))}</p>"
        f"<p>{html.escape(hand_text(state, state.current, lang))}</p>"
        f"{writing}{_line(t('export.puzzle_sheet.points', lang))}</div></div></section>"
    )


def puzzle_sheet(title: str, puzzles: Sequence[Puzzle], lang: str = "en") -> str:
    """The sheet titled ``title`` as one HTML document in ``lang``: the puzzles two a page,
    then the answers from a new page."""
    lang = language(lang)
    questions = [_question(i, p, lang) for i, p in enumerate(puzzles, start=1)]
    pages = "".join(
        f"<div class='pair'>{''.join(questions[at : at + PER_PAGE])}</div>"
        for at in range(0, len(questions), PER_PAGE)
    )
    answers = [
        f"<li><b>{html.escape(_heading(i, puzzle, lang))}</b><br>"
        f"{html.escape(describe_for(puzzle.solution(), puzzle.state, lang, named=True))}</li>"
        for i, puzzle in enumerate(puzzles, start=1)
    ]
    heading = html.escape(t("export.puzzle_sheet.title", lang, set=title))
    body = (
        f"<h1>{heading}</h1>{pages}"
        f"<section class='answers'><h1>{html.escape(t('export.puzzle_sheet.answers', lang))}</h1>"
        f"<p>{html.escape(t('export.puzzle_sheet.note', lang))}</p>"
        f"<ul>{''.join(answers)}</ul></section>"
    )
    return page(t("export.puzzle_sheet.title", lang, set=title), lang, body, style=_STYLE)


#: A4 paper: each pair of puzzles on a page of its own, a puzzle never split, the board left
#: and the writing right, black lines to write on; the answers from a new page.
_STYLE = """
@page { size: A4; margin: 10mm 12mm; }
body { font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; font-size: 16px;
       line-height: 1.35; color: #111; max-width: 900px; margin: 0 auto; padding: 8px; }
h1 { font-size: 22px; margin: 0 0 6px; }
h2 { font-size: 18px; margin: 0; }
p { margin: 4px 0; }
.pair + .pair, section.answers { break-before: page; }
section.puzzle { break-inside: avoid; margin-bottom: 10px; padding-top: 6px;
                 border-top: 2px solid #444; }
.head { display: flex; gap: 16px; align-items: baseline; justify-content: space-between; }
.head .write { width: 40%; }
.body { display: flex; gap: 12px; align-items: flex-start; }
.board { flex: 0 0 63%; }
.board svg { width: 100%; height: auto; display: block; }
.work { flex: 1; }
.write { display: flex; gap: 6px; align-items: baseline; margin-top: 10px; }
.line { flex: 1; border-bottom: 1.5px solid #111; min-height: 1.6em; margin: 0; }
p.line { margin-top: 6px; }
section.answers ul { list-style: none; padding: 0; } section.answers li { margin: 6px 0; }
@media print { body { font-size: 11pt; max-width: none; padding: 0; }
  h1 { font-size: 15pt; } h2 { font-size: 13pt; } }
"""
