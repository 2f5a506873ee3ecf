"""The teacher's rules sheet, in any language of the word catalogs: the rules in full with the
rulebook's words (``rules_sheet.*``) -- the turn's three actions, where a disc may go with the
four placement cases on the engine's pictures (:func:`.rules_sheet.case_figures`), scoring and
the 7-point rule, when the special tiles are played and what each does beside the caption of
the real tile's picture in the German box, the end of the game. It may take two A4 pages; the
pupils get :func:`.rules_sheet.rules_sheet` on one."""

from __future__ import annotations

import html

from ..engine.rules.special_tiles import AID_TILES, VP_TILES
from ..words import Text, language, t
from .page import page
from .rules_sheet import case_figures, tile_rows

__all__ = ["teacher_rules_sheet"]


def teacher_rules_sheet(lang: str = "en") -> str:
    """The teacher's sheet as one HTML document in ``lang``."""
    lang = language(lang)

    def say(key: str) -> str:
        return html.escape(t(f"rules_sheet.{key}", lang))

    def printed(tile: str) -> str:
        return t("rules_sheet.printed", lang, caption=Text(f"tile.printed.{tile}"))

    actions = "".join(
        f"<li><b>{say(f'turn.{action}.name')}</b> {say(f'turn.{action}.text')}</li>"
        for action in ("build", "score", "refill")
    )
    # the codes are this project's; beside each, the rulebook's caption of the real tile's picture
    body = f"""
<h1>{say("title")}</h1>
<h2>{say("turn.head")}</h2>
<ol>{actions}</ol>
<h2>{say("place.head")}</h2>
<p>{say("place.rule")}</p>
<div class='cases'>{case_figures(lang, "rules_sheet")}</div>
<h2>{say("score.head")}</h2>
<p>{say("score.sum")}</p><p>{say("score.seven")}</p><p>{say("score.tower")}</p>
<h2>{say("tiles.head")}</h2>
<p>{say("tiles.when")}</p>
<table>{tile_rows(lang, (*AID_TILES, *VP_TILES), printed)}</table>
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
.cases { display: flex; gap: 3%; }
figure.case { margin: 0; flex: 1; }
figure.case svg { width: 100%; height: auto; display: block; }
figcaption { font-size: 13px; }
table { border-collapse: collapse; font-size: 13px; }
td { border: 1px solid #c9c2b4; padding: 1px 6px; vertical-align: top; }
td.extra { font-style: italic; color: #555; }
@media print { body { font-size: 10pt; max-width: none; padding: 0; }
  figcaption, table { font-size: 9pt; } h1 { font-size: 16pt; } h2 { font-size: 12pt; } }
"""
