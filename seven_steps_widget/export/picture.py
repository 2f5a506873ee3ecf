"""A part of an engine-made picture for paper: the SVG's view cut to a box of its own units
(the scene's device pixels), shown at that box's size, so a page's style can scale it."""

from __future__ import annotations

import re

__all__ = ["Box", "cut_out"]

#: A box of a picture: left, top, right, bottom, in the scene's units.
Box = tuple[float, float, float, float]


def cut_out(svg: str, box: Box) -> str:
    """``svg`` showing only ``box``, its width and height those of the box."""
    left, top, right, bottom = box
    width, height = right - left, bottom - top
    view = f'viewBox="{left:.0f} {top:.0f} {width:.0f} {height:.0f}"'
    svg = re.sub(r'viewBox="[^"]*"', view, svg, count=1)
    shown = f'width="{width:.0f}" height="{height:.0f}"'
    return re.sub(r'width="[^"]*" height="[^"]*"', shown, svg, count=1)
