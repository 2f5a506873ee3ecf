"""A printable one-page summary of the rules in any language of the word catalogs: the turn's
three actions, the four placement cases (same level, one higher, jump, downwards) each on a
small picture the engine made, scoring and the 7-point rule, when the special tiles are played
and what each does, the end of the game. Every word is the catalogs' (``rules_sheet.*``)."""

from __future__ import annotations

import html
import re
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
from ..words import Text, language, t
from ..words.game import tile_text
from .page import page

__all__ = ["Case", "placement_cases", "rules_sheet"]

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
    pad = 1.3 * geo.size
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad


def _picture(case: Case, lang: str, size: tuple[float, float]) -> str:
    """The case's board cut down to a box of ``size`` around its discs and the tried cell:
    every case gets the same size, so the pictures and their captions line up."""
    left, top, right, bottom = _around(case, lang)
    width, height = size
    left, top = (left + right - width) / 2, (top + bottom - height) / 2
    svg = scene_to_svg(build_scene(case.game.state, _view(case, lang)))
    box = f'viewBox="{left:.0f} {top:.0f} {width:.0f} {height:.0f}"'
    svg = re.sub(r'viewBox="[^"]*"', box, svg, count=1)
    shown = f'width="150" height="{150 * height / width:.0f}"'
    return re.sub(r'width="[^"]*" height="[^"]*"', shown, svg, count=1)


def rules_sheet(lang: str = "en") -> str:
    """The summary as one HTML document in ``lang``, made to print on one A4 page."""
    lang = language(lang)

    def say(key: str) -> str:
        return html.escape(t(f"rules_sheet.{key}", lang))

    def printed(tile: str) -> str:
        return t("rules_sheet.printed", lang, caption=Text(f"tile.printed.{tile}"))

    cases = []
    placements = placement_cases()
    boxes = [_around(case, lang) for case in placements]
    size = max(r - left for left, _, r, _ in boxes), max(b - top for _, top, _, b in boxes)
    for case in placements:
        mark = "✔" if case.allowed else "✗"
        cases.append(
            f"<figure class='case'>{_picture(case, lang, size)}<figcaption><b>{mark}</b> "
            f"{say('case.' + case.key)}</figcaption></figure>"
        )
    actions = "".join(
        f"<li><b>{say(f'turn.{action}.name')}</b> {say(f'turn.{action}.text')}</li>"
        for action in ("build", "score", "refill")
    )
    # the codes are this project's; beside each, the rulebook's caption of the real tile's picture
    tiles = "".join(
        f"<tr><td><b>{tile}</b></td><td>{html.escape(tile_text(tile, lang))}</td>"
        f"<td class='printed'>{html.escape(printed(tile))}</td></tr>"
        for tile in (*AID_TILES, *VP_TILES)
    )
    body = f"""
<h1>{say("title")}</h1>
<h2>{say("turn.head")}</h2>
<ol>{actions}</ol>
<h2>{say("place.head")}</h2>
<p>{say("place.rule")}</p>
<div class='cases'>{"".join(cases)}</div>
<h2>{say("score.head")}</h2>
<p>{say("score.sum")}</p><p>{say("score.seven")}</p><p>{say("score.tower")}</p>
<h2>{say("tiles.head")}</h2>
<p>{say("tiles.when")}</p>
<table>{tiles}</table>
<h2>{say("end.head")}</h2>
<p>{say("end.text")}</p>
"""
    return page(t("rules_sheet.title", lang), lang, body, style=_STYLE)


#: Compact for paper: A4 with small margins, 10 pt text, the four pictures in a row.
_STYLE = """
@page { size: A4; margin: 12mm; }
body { font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; font-size: 14px;
       line-height: 1.35; color: #222; max-width: 820px; margin: 0 auto; padding: 8px; }
h1 { font-size: 22px; margin: 0 0 6px; }
h2 { font-size: 16px; margin: 10px 0 3px; border-bottom: 1px solid #c9c2b4; }
p, ol { margin: 3px 0; }
.cases { display: flex; gap: 8px; flex-wrap: wrap; }
figure.case { margin: 0; width: 190px; }
figure.case svg { width: 150px; height: auto; display: block; }
figcaption { font-size: 13px; }
table { border-collapse: collapse; font-size: 13px; }
td { border: 1px solid #c9c2b4; padding: 1px 6px; vertical-align: top; }
td.printed { font-style: italic; color: #555; }
@media print { body { font-size: 10pt; max-width: none; padding: 0; }
  figcaption, table { font-size: 9pt; } h1 { font-size: 16pt; } h2 { font-size: 12pt; } }
"""
