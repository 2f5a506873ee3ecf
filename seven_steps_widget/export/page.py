"""The frame every exported page shares: one self-contained HTML document (styles inline, no
fonts, scripts or images fetched), readable from the back of a room and printable, with its
content in a ``main`` landmark, a visible focus ring on everything the keyboard reaches, and
no motion for a reader who asked the system for less."""

from __future__ import annotations

import html

from ..words import language_name
from ..words.catalog import catalog

__all__ = ["page", "own_name", "STYLE", "ACCESS_STYLE"]

#: Text of at least 16 CSS px on screen; pictures scale to the page's width; print hides
#: the buttons and gives every step its own block.
STYLE = """
body { font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; font-size: 16px;
       line-height: 1.45; color: #222; background: #f7f4ee; margin: 0 auto; padding: 12px 20px;
       max-width: 960px; }
h1 { font-size: 26px; margin: 8px 0 12px; }
h2 { font-size: 20px; margin: 14px 0 6px; }
h3 { font-size: 17px; margin: 12px 0 4px; }
nav { display: flex; gap: 10px; align-items: center; margin: 8px 0; flex-wrap: wrap; }
button { font-size: 16px; padding: 6px 14px; border: 1px solid #888; border-radius: 4px;
         background: #fff; cursor: pointer; }
button.primary { background: #0072b2; color: #fff; border-color: #0072b2; }
button:disabled, button[aria-disabled='true'] { opacity: 0.45; cursor: default; }
.counter { color: #6b665c; font-weight: normal; margin-right: 6px; }
.board svg { width: 100%; height: auto; max-width: 910px; display: block; }
svg.clickable { cursor: pointer; }
.task { background: #fff; border: 1px solid #c9c2b4; padding: 6px 12px; margin: 8px 0; }
.choices { display: flex; gap: 8px; flex-wrap: wrap; }
.feedback.right { color: #1b7f3b; font-weight: bold; }
.feedback.wrong { color: #b00020; font-weight: bold; }
#progress { color: #1b7f3b; margin-left: 8px; }
.languages { margin-left: auto; }
table { border-collapse: collapse; }
td, th { border: 1px solid #c9c2b4; padding: 3px 8px; text-align: left; vertical-align: top; }
@media print {
  body { background: #fff; max-width: none; padding: 0; font-size: 11pt; }
  nav, .choices, button { display: none; }
  section.step { display: block !important; break-inside: avoid; }
  section.step[hidden] { display: block !important; }
}
"""


#: What every page gets whatever its own style: a thick focus ring (WCAG 2.4.7, 2.4.11) in a
#: blue that reads on the page, links in a list 24 px apart (2.5.8), a keyboard board's
#: cursor ring while it has the focus (:mod:`.board_keys`) and its help line, text only
#: screen readers get (``.said``), and no transition or animation when the reader prefers
#: reduced motion.
ACCESS_STYLE = """
:focus-visible { outline: 3px solid #0072b2; outline-offset: 2px; }
button.primary:focus-visible { outline-color: #222; }
li > a { display: inline-block; padding: 3px 0; }  /* a list of links: 24 px targets apart */
.keys-board svg .cursor { display: none; }
.keys-board svg:focus .cursor { display: inline; }
.keys-help { color: #5a554b; font-size: 15px; margin: 4px 0; }
.keys-typed { font-weight: bold; min-height: 1.4em; margin: 0; }
.said { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
        overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; }
@media print { .keys-help, .keys-typed { display: none; } }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation: none !important; transition: none !important;
                           scroll-behavior: auto !important; }
}
"""


def page(title: str, lang: str, body: str, style: str = STYLE) -> str:
    """A complete HTML document around ``body``, which becomes the page's ``main`` landmark;
    nothing in it is fetched from elsewhere (a Content-Security-Policy that forbids every load
    makes sure)."""
    return (
        f"<!DOCTYPE html>\n<html lang='{lang}'><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        "<meta http-equiv='Content-Security-Policy' content=\"default-src 'none'; "
        "style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">"
        f"<title>{html.escape(title)}</title><style>{style}{ACCESS_STYLE}</style></head>\n"
        f"<body><main>{body}</main></body></html>\n"
    )


def own_name(lang: str) -> str:
    """The language's own name ("Deutsch") for a link to its pages; its code while its catalog
    does not name it yet (a new catalog's missing words fall back to English, which would call
    it "English")."""
    if lang != "en" and catalog(lang).form("language.name", None) is None:
        return lang
    return language_name(lang)
