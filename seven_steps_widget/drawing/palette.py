"""Colours of the picture: seven disc/cell fills chosen to stay apart for colour-blind eyes
(lightness differs as well as hue, after Okabe & Ito), a readable text colour on each, and the
hatch pattern the colour-blind view adds so colour is never the only cue."""

from __future__ import annotations

from ..engine.colors import Color

__all__ = ["FILL", "INK", "text_on", "PATTERN", "UI"]

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
    "selected": "#0072b2",
    "current": "#0072b2",
    "track": "#e6e0d4",
    "track_fill": "#0072b2",
    "hidden": "#9a958b",
    "tile_aid": "#cfe3f3",
    "tile_vp": "#f6dcc4",
    "status": "#222222",
    "error": "#b00020",
}

_DARK = {Color.PURPLE, Color.RED, Color.BLACK, Color.GREEN}

#: Text colour that reads well on each fill.
INK: dict[Color, str] = {c: ("#ffffff" if c in _DARK else "#111111") for c in Color}


def text_on(color: Color) -> str:
    """The text colour to write on a disc or cell of ``color``."""
    return INK[color]
