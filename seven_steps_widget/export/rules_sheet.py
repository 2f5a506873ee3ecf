"""The pupils' rules sheet: the rules on one A4 side in plain words for a 10-year-old (short
sentences, one idea each; ``pupil_sheet.*`` in the catalogs), the four placement cases (same
level, one higher, jump, downwards) each on a picture the engine made, big enough to read on
paper, and what each special tile does. The teacher's longer sheet with the rulebook's words
is :mod:`.rules_sheet_teacher`; both share the cases and their pictures made here."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..drawing.scene import build_scene, geometry_for
from ..drawing.svg import scene_to_svg
from ..drawing.view import View
from ..engine.board import Board
from ..engine.colors import Color
from ..engine.errors import IllegalMove
from ..engine.game import Game
from ..engine.hexgrid import Cell
from ..engine.rules.special_tiles import AID_TILES, VP_TILES
from ..engine.setup import make_position
from ..words import language, t
from ..words.game import tile_text
from .page import page
from .picture import cut_out

__all__ = ["Case", "placement_cases", "case_figures", "rules_sheet", "tile_rows"]

BOARD = Board.standard(side="single")


@dataclass(frozen=True)
class Case:
    """A placement case: the position after the discs before, the cell tried, whether the
    engine allows it, and the picture around them."""

    key: str
    game: Game
    tried: Cell
    allowed: bool


def _case(key: str, towers: tuple[int, ...]) -> Case:
    """Discs placed along a path of neighbouring yellow cells (light: the marks show well) with
    ``towers`` discs on them before (the first cell empty), the last one tried."""
    yellow = BOARD.cells_of(Color.YELLOW)
    for start in yellow:
        path = [start]
        while len(path) < len(towers):
            free = (n for n in BOARD.neighbors(path[-1]) if n in yellow and n not in path)
            step = next(free, None)
            if step is None:
                break
            path.append(step)
        if len(path) < len(towers):
            continue
        heights = {cell: h for cell, h in zip(path, towers) if h}
        hand = "".join(BOARD.color(cell).letter for cell in path)
        game = Game.from_position(
            make_position(("Ann", "Ben"), board=BOARD, heights=heights, hands={"Ann": hand})
        )
        try:
            for cell in path[:-1]:
                game.place(cell)
        except IllegalMove:
            continue
        try:
            Game.from_position(game.state).place(path[-1])
            allowed = True
        except IllegalMove:
            allowed = False
        return Case(key, game, path[-1], allowed)
    raise AssertionError(f"no position on the board for the case {key!r}")


def placement_cases() -> list[Case]:
    """The four cases of the rulebook, each tried by the engine on the standard board: a disc
    next to the last one on the same level, one higher, two higher (a jump), one lower."""
    return [
        _case("same", (0, 0)),
        _case("higher", (0, 1)),
        _case("jump", (0, 2)),
        _case("down", (0, 1, 0)),
    ]


def _view(case: Case, lang: str) -> View:
    """How a case is drawn: the tried cell ringed if allowed, crossed out if not."""
    return View(
        lang=lang,
        selected=() if not case.allowed else (case.tried,),
        forbidden=() if case.allowed else (case.tried,),
        legal={} if not case.allowed else {case.tried: case.game.legal_cells()[case.tried]},
    )


def _around(case: Case, lang: str) -> tuple[float, float, float, float]:
    """The box (left, top, right, bottom) of the case's discs and tried cell, with a margin."""
    geo = geometry_for(case.game.state, _view(case, lang))
    points = [geo.center(c) for c in (*case.game.state.turn.cells, case.tried)]
    pad = geo.size  # one hex round them: the discs print large
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad


def _picture(case: Case, lang: str, size: tuple[float, float]) -> str:
    """The case's board cut down to a box of ``size`` around its discs and the tried cell:
    every case gets the same size, so the pictures and their captions line up (the sheet's
    style scales them to its columns)."""
    left, top, right, bottom = _around(case, lang)
    width, height = size
    left, top = (left + right - width) / 2, (top + bottom - height) / 2
    svg = scene_to_svg(build_scene(case.game.state, _view(case, lang)))
    return cut_out(svg, (left, top, left + width, top + height))


def case_figures(lang: str, captions: str) -> str:
    """The four placement cases as figures of one size, each captioned ✔ or ✗ (the engine's
    verdict) and the catalog's ``{captions}.case.<key>`` words."""
    placements = placement_cases()
    boxes = [_around(case, lang) for case in placements]
    size = max(r - left for left, _, r, _ in boxes), max(b - top for _, top, _, b in boxes)
    return "".join(
        f"<figure class='case'>{_picture(case, lang, size)}<figcaption><b>"
        f"{'✔' if case.allowed else '✗'}</b> "
        f"{html.escape(t(f'{captions}.case.{case.key}', lang))}</figcaption></figure>"
        for case in placements
    )


def tile_rows(lang: str, tiles: Sequence[str], extra: Callable[[str], str] | None = None) -> str:
    """A table row per special tile of ``tiles``: its code and what it does, then
    ``extra(tile)``'s words in a third cell if given."""
    return "".join(
        f"<tr><td><b>{tile}</b></td><td>{html.escape(tile_text(tile, lang))}</td>"
        + (f"<td class='extra'>{html.escape(extra(tile))}</td>" if extra else "")
        + "</tr>"
        for tile in tiles
    )


#: The parts of the pupils' sheet: a heading key and the keys of its sentences, each a line.
_PARTS: dict[str, tuple[str, ...]] = {
    "place": ("colour", "first", "full", "next", "level", "once", "stop"),
    "score": ("level", "sum", "seven", "tower"),
    "tiles": ("aid", "vp", "later", "keep"),
    "end": ("when", "tiles", "win"),
}


def rules_sheet(lang: str = "en") -> str:
    """The pupils' sheet as one HTML document in ``lang``, made to print on one A4 side."""
    lang = language(lang)

    def say(key: str) -> str:
        return html.escape(t(f"pupil_sheet.{key}", lang))

    def part(name: str) -> str:
        lines = "".join(f"<li>{say(f'{name}.{key}')}</li>" for key in _PARTS[name])
        return f"<h2>{say(f'{name}.head')}</h2><ul>{lines}</ul>"

    steps = "".join(
        f"<li><b>{say(f'turn.{step}.name')}</b> {say(f'turn.{step}.text')}</li>"
        for step in ("place", "score", "refill")
    )
    body = f"""
<h1>{say("title")}</h1>
<p class='goal'>{say("goal")}</p>
<h2>{say("turn.head")}</h2>
<ol>{steps}</ol>
{part("place")}
<div class='cases'>{case_figures(lang, "pupil_sheet")}</div>
<div class='columns'><div>{part("score")}</div><div>{part("tiles")}</div></div>
{part("end")}
<div class='columns tiles'><table>{tile_rows(lang, AID_TILES)}</table>
<table>{tile_rows(lang, VP_TILES)}</table></div>
"""
    return page(t("pupil_sheet.title", lang), lang, body, style=_STYLE)


#: One A4 side in every language: 10 pt text (DejaVu Sans, wide letters), the four pictures
#: across the page, points beside the special tiles, the end, then the building aids beside
#: the victory-point tiles.
_STYLE = """
@page { size: A4; margin: 8mm 11mm; }
body { font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; font-size: 16px;
       line-height: 1.25; color: #111; max-width: 820px; margin: 0 auto; padding: 8px; }
h1 { font-size: 24px; margin: 0 0 2px; }
h2 { font-size: 18px; margin: 6px 0 2px; border-bottom: 2px solid #444; }
p, ol, ul { margin: 2px 0; } ol, ul { padding-left: 1.2em; }
.goal { font-weight: bold; }
.cases { display: flex; gap: 3%; margin: 4px 0 0; }
figure.case { margin: 0; flex: 1; }
figure.case svg { width: 100%; height: auto; display: block; border: 1px solid #888; }
figcaption { font-weight: bold; text-align: center; }
.columns { display: flex; gap: 3%; } .columns > * { flex: 1; }
.tiles { margin-top: 6px; align-items: flex-start; }
table { border-collapse: collapse; }
td { border: 1px solid #888; padding: 1px 4px; vertical-align: top; }
@media print { body { font-size: 10pt; max-width: none; padding: 0; }
  h1 { font-size: 15pt; } h2 { font-size: 12pt; } td { font-size: 9.5pt; } }
"""
