"""How wide a text is drawn: DejaVu Sans advance widths (``data/text_widths.json``, written by
``scripts/make_text_widths.py``), so legends and panels can be laid out to fit in pure Python,
without Pillow or a browser.

>>> round(text_width("Bag 98", 12.5))
44
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources

__all__ = ["text_width", "wrap"]

#: A character missing from the table counts as one em: a layout never underestimates it.
_UNKNOWN = 1000


@cache
def _widths(bold: bool) -> dict[str, int]:
    raw = resources.files(__package__).joinpath("data/text_widths.json").read_text("utf-8")
    table: dict[str, int] = json.loads(raw)["bold" if bold else "regular"]
    return table


def text_width(text: str, size: float, bold: bool = False) -> float:
    """The width in CSS px of ``text`` at font ``size`` (px)."""
    widths = _widths(bold)
    return sum(widths.get(ch, _UNKNOWN) for ch in text) * size / 1000


#: Where a line may break: ordinary spaces, tabs and newlines, not the no-break spaces.
_BREAKS = re.compile(r"[ \t\n]+")


def wrap(text: str, width: float, size: float, bold: bool = False, lines: int = 2) -> list[str]:
    """``text`` broken at spaces into at most ``lines`` lines of at most ``width`` CSS px at
    font ``size``; what does not fit ends the last line with "…". No-break spaces hold (French
    puts one before ":", "?" and "!", which must not start a line).

    >>> wrap("one two three", 60, 12.5)
    ['one two', 'three']
    >>> wrap("Ann\u00a0: oui", 30, 12.5)
    ['Ann\xa0:', 'oui']
    """
    out: list[str] = []
    for word in _BREAKS.split(text.strip()):
        if out and text_width(f"{out[-1]} {word}", size, bold) <= width:
            out[-1] = f"{out[-1]} {word}"
        else:
            out.append(word)
    if len(out) > lines:
        last = " ".join(out[lines - 1 :])
        while last and text_width(last + " …", size, bold) > width:
            last = last[:-1]
        out = [*out[: lines - 1], last.rstrip() + " …"]
    return out or [""]
