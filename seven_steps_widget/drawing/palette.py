"""Colours of the picture: seven disc/cell fills chosen to stay apart for colour-blind eyes
(lightness differs as well as hue, after Okabe & Ito), a readable text colour on each, and the
hatch pattern the colour-blind view adds so colour is never the only cue. The text colour on
each fill is whichever of near-black and white contrasts more with it (WCAG 2.2 asks at least
4.5:1 for text; every fill here reaches it with one of them)."""

from __future__ import annotations

from ..engine.colors import Color

__all__ = ["FILL", "INK", "text_on", "PATTERN", "UI", "contrast"]

#: Cell and disc fills, by colour.
FILL: dict[Color, str] = {
    Color.TURQUOISE: "#35b8c9",
    Color.YELLOW: "#f0e442",
    Color.BEIGE: "#dcc8a0",
    Color.PURPLE: "#8a5cb8",
    Color.RED: "#d55e00",
    Color.BLACK: "#2a2a2a",
    Color.GREEN: "#009e73",
}

#: Angles (degrees) of the hatch lines the colour-blind view draws on each colour; () = none.
PATTERN: dict[Color, tuple[int, ...]] = {
    Color.TURQUOISE: (0,),
    Color.YELLOW: (),
    Color.BEIGE: (60,),
    Color.PURPLE: (120,),
    Color.RED: (60, 120),
    Color.BLACK: (),
    Color.GREEN: (0, 90),
}

#: Interface colours (panels, highlights, arrows, text).
UI: dict[str, str] = {
    "background": "#f7f4ee",
    "panel": "#ffffff",
    "panel_line": "#c9c2b4",
    "text": "#222222",
    "muted": "#6b665c",
    "cell_line": "#5c5548",
    "edge": "#222222",
    "tile": "#111111",
    "legal": "#ffffff",
    "legal_ring": "#1a1a1a",
    "arrow": "#111111",
    "turn_disc": "#ffffff",
    "last_turn": "#e0218a",
    "last_turn_text": "#c4157a",  # the same magenta, dark enough for text on the background
    "selected": "#0072b2",
    "cursor": "#000000",
    "current": "#0072b2",
    "track": "#e6e0d4",
    "track_fill": "#0072b2",
    "hidden": "#9a958b",
    "tile_aid": "#cfe3f3",
    "tile_vp": "#f6dcc4",
    "status": "#222222",
    "error": "#b00020",
}


def _luminance(color: str) -> float:
    """Relative luminance of a ``#rrggbb`` colour, as WCAG defines it."""
    channels = (int(color[i : i + 2], 16) / 255 for i in (1, 3, 5))
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two ``#rrggbb`` colours, from 1 (the same) to 21 (black on white).

    >>> round(contrast("#000000", "#ffffff"), 1)
    21.0
    """
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def _ink(fill: str) -> str:
    """Near-black or white, whichever contrasts more with ``fill``."""
    return max(("#111111", "#ffffff"), key=lambda ink: contrast(ink, fill))


#: Text colour that reads best on each fill.
INK: dict[Color, str] = {c: _ink(FILL[c]) for c in Color}


def text_on(color: Color) -> str:
    """The text colour to write on a disc or cell of ``color``."""
    return INK[color]
