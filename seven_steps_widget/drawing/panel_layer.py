"""The panels around the board: per player the name, score with the 0-40 track and laps, the
hand as discs (or hidden behind the screen) and held special tiles; then bag, box and the
special-tile piles."""

from __future__ import annotations

from collections.abc import Iterator

from ..engine.colors import Color
from ..engine.state import GameState
from .board_layer import shade
from .labels import text
from .palette import FILL, UI, text_on
from .shapes import Circle, Line, Rect, Shape, Text
from .view import View

__all__ = ["PANEL_WIDTH", "PLAYER_HEIGHT", "panel_height", "panel_shapes"]

PANEL_WIDTH = 300.0  # CSS px
PLAYER_HEIGHT = 96.0  # CSS px per player block
_PILES_HEIGHT = 78.0
TRACK = 40  # the score track's length; a full lap is shown as "40+"


def panel_height(players: int) -> float:
    """CSS height of the side panel for ``players`` players."""
    return players * PLAYER_HEIGHT + _PILES_HEIGHT


def panel_shapes(state: GameState, view: View, left: float, top: float) -> Iterator[Shape]:
    """The side panel with its top-left corner at CSS ``(left, top)``."""
    k = view.scale
    for player in range(len(state.players)):
        yield from _player(state, view, player, left, top + player * PLAYER_HEIGHT)
    y = top + len(state.players) * PLAYER_HEIGHT
    yield from _framed(
        (left, y, PANEL_WIDTH, _PILES_HEIGHT - 6), UI["panel"], UI["panel_line"], 1, k, "panel"
    )
    lang, piles = view.lang, state.piles
    lines = (
        text("bag", lang, n=sum(state.bag)) + "   " + text("box", lang, n=sum(state.box)),
        text("aid_piles", lang, draw=len(piles.aid_draw), discard=len(piles.aid_discard)),
        text("vp_piles", lang, draw=len(piles.vp_draw), discard=len(piles.vp_discard)),
    )
    for i, line in enumerate(lines):
        yield Text(
            (left + 10) * k,
            (y + 14 + 21 * i) * k,
            line,
            12.5 * k,
            fill=UI["text"],
            role=("bag", "aid-piles", "vp-piles")[i],
        )


def _framed(
    box: tuple[float, float, float, float], fill: str, frame: str, line: float, k: float, role: str
) -> Iterator[Rect]:
    """A filled box with a frame ``line`` CSS px wide, as two fill-only rectangles (which the
    painter batches with their neighbours)."""
    x, y, w, h = (v * k for v in box)
    t = line * k
    yield Rect(x - t / 2, y - t / 2, w + t, h + t, fill=frame, role=f"{role}-frame")
    yield Rect(x + t / 2, y + t / 2, w - t, h - t, fill=fill, role=role)


def _player(state: GameState, view: View, player: int, left: float, top: float) -> Iterator[Shape]:
    k, lang = view.scale, view.lang
    current = player == state.current and not state.over
    frame = UI["current"] if current else UI["panel_line"]
    box = (left, top, PANEL_WIDTH, PLAYER_HEIGHT - 6)
    yield from _framed(box, UI["panel"], frame, 3 if current else 1, k, "player")
    name = ("▶ " if current else "") + state.players[player]
    yield Text(
        (left + 10) * k,
        (top + 14) * k,
        name,
        14 * k,
        fill=UI["text"],
        bold=True,
        role="player-name",
    )
    score = state.scores[player]
    yield Text(
        (left + PANEL_WIDTH - 10) * k,
        (top + 14) * k,
        text("score", lang, n=score),
        13 * k,
        fill=UI["text"],
        bold=True,
        align="right",
        role="score",
    )
    yield from _track(score, view, left + 10, top + 30)
    yield from _hand(state, view, player, left + 10, top + 58)
    yield from _held(state.held[player], view, left + PANEL_WIDTH - 10, top + 58)


def _track(score: int, view: View, left: float, top: float) -> Iterator[Shape]:
    """The score track 0-40: a bar filled to the score within the lap, ticks every 10, laps."""
    k, width, height = view.scale, 220.0, 9.0
    laps, rest = divmod(score, TRACK)
    yield Rect(left * k, top * k, width * k, height * k, fill=UI["track"], role="track")
    if rest:
        yield Rect(
            left * k,
            top * k,
            width * rest / TRACK * k,
            height * k,
            fill=UI["track_fill"],
            role="track-fill",
        )
    for tick in range(0, TRACK + 1, 10):
        x = (left + width * tick / TRACK) * k
        yield Line(
            x, top * k, x, (top + height + 3) * k, stroke=UI["muted"], width=k, role="track-tick"
        )
    if laps:
        yield Text(
            (left + width + 8) * k,
            (top + height / 2) * k,
            text("laps", view.lang, n=laps),
            11 * k,
            fill=UI["track_fill"],
            bold=True,
            role="laps",
        )


def _hand(state: GameState, view: View, player: int, left: float, top: float) -> Iterator[Shape]:
    """The hand as discs with their letters, or as blank discs when hidden."""
    k = view.scale
    counts = state.hands[player]
    hidden = view.hide_hands and view.reveal != player
    colors = [c for c in Color for _ in range(counts[c.index])]
    r = 9.0
    spots = [((left + r + i * (2 * r + 3)) * k, (top + r) * k) for i in range(len(colors))]
    for (x, y), color in zip(spots, colors):
        fill = UI["hidden"] if hidden else FILL[color]
        yield Circle(x, y, (r + 1.2) * k, fill=shade(fill, 0.45), role="hand-rim")
        yield Circle(x, y, r * k, fill=fill, role="hidden-disc" if hidden else "hand-disc")
    if not hidden:  # letters after all discs: one run of circles, then one of texts
        for (x, y), color in zip(spots, colors):
            yield Text(
                x,
                y,
                color.letter,
                11 * k,
                fill=text_on(color),
                bold=True,
                align="center",
                role="hand-letter",
            )
    if hidden:
        yield Text(
            (left + len(colors) * (2 * r + 3) + 4) * k,
            (top + r) * k,
            text("hidden", view.lang),
            11 * k,
            fill=UI["muted"],
            role="hand-hidden",
        )


def _held(tiles: tuple[str, ...], view: View, right: float, top: float) -> Iterator[Shape]:
    """Held special tiles as small labelled squares, right-aligned."""
    k = view.scale
    for i, tile in enumerate(reversed(tiles)):
        x = right - 30 - i * 34
        fill = UI["tile_aid"] if tile.startswith("A") else UI["tile_vp"]
        yield from _framed((x, top, 30, 20), fill, UI["text"], 1, k, "held")
        yield Text(
            (x + 15) * k,
            (top + 10) * k,
            tile,
            12 * k,
            fill=UI["text"],
            bold=True,
            align="center",
            role="held-text",
        )
