"""The panels around the board: per player the name, the score as a bar (all players on one
scale) with the laps of the 40-field track, the hand as discs (or hidden behind the screen) and
held special tiles; then bag, box and the special-tile piles."""

from __future__ import annotations

import math
from collections.abc import Iterator
from functools import lru_cache

from ..engine.colors import Color, ColorCounts
from ..engine.rules import SCORE_TRACK
from ..engine.state import GameState
from ..words import color_letter, t
from .board_layer import shade
from .palette import FILL, UI, text_on
from .shapes import Circle, Layer, Line, Polygon, Rect, Shape, Text
from .view import View

__all__ = ["PANEL_WIDTH", "PLAYER_HEIGHT", "panel_height", "panel_layers"]

PANEL_WIDTH = 300.0  # CSS px
PLAYER_HEIGHT = 96.0  # CSS px per player block
_PILES_HEIGHT = 92.0
TRACK = SCORE_TRACK  # the score track's length; a full lap is shown as "40+"


_LEGEND_ROW = 24.0
_LEGEND = ("legend_order", "legend_level", "legend_height", "legend_legal", "legend_refused")
_LEGEND_HEIGHT = 30 + _LEGEND_ROW * len(_LEGEND)


def panel_height(players: int, legend: bool = False) -> float:
    """CSS height of the side panel for ``players`` players (and the legend)."""
    return players * PLAYER_HEIGHT + _PILES_HEIGHT + (_LEGEND_HEIGHT if legend else 0)


def panel_layers(state: GameState, view: View, left: float, top: float) -> Iterator[Layer]:
    """The side panel with its top-left corner at CSS ``(left, top)``, as small layers (per
    player the card, the hand and the held tiles; then the piles). Each is built by a cached
    function of just what it shows, so an unchanged part is the very same layer as in the
    previous scene -- a disc placed changes one hand only -- and the painter reuses it."""
    k, lang = view.scale, view.lang
    scale = score_scale(state.scores_by_seat)
    for player, name in enumerate(state.players):
        y = top + player * PLAYER_HEIGHT
        current = player == state.current_seat and not state.over
        hidden = not view.shows_hand(player)
        yield _card(name, state.scores_by_seat[player], scale, current, k, lang, left, y)
        yield _hand(state.hands_by_seat[player], hidden, k, lang, left + 10, y + 58)
        yield _held(state.held_by_seat[player], k, left + PANEL_WIDTH - 10, y + 58)
    piles = state.piles
    counts = (
        sum(state.bag_counts),
        sum(state.box_counts),
        len(piles.aid_draw),
        len(piles.aid_discard),
        len(piles.vp_draw),
        len(piles.vp_discard),
    )
    y = top + len(state.players) * PLAYER_HEIGHT
    yield _piles(counts, k, lang, left, y, bag_shown="bag" not in view.withheld)
    if view.legend:
        pointed = bool(view.selected) and not view.legal  # a lesson's rings, not the moves'
        y = top + len(state.players) * PLAYER_HEIGHT + _PILES_HEIGHT
        yield _legend(k, lang, left, y, pointed)


@lru_cache(maxsize=8)
def _legend(k: float, lang: str, left: float, y: float, pointed: bool = False) -> Layer:
    """What the numbers and marks on the board mean, each beside a small copy of its mark: a
    turn's order (white disc), the level a disc lies on (black badge), a tower's height (the
    number on a disc), a cell the next disc may go on (white ring) -- or, ``pointed``, when
    the picture rings only the cells a text points at (blue ring: a lesson's board tile, a
    best turn, a wrong click), those -- and a refused move (red cross)."""
    frame = (left, y, PANEL_WIDTH, _LEGEND_HEIGHT - 6)
    shapes: list[Shape] = list(_framed(frame, UI["panel"], UI["panel_line"], 1, k, "panel"))
    title = Text((left + 10) * k, (y + 14) * k, t("legend", lang), 12.5 * k, UI["text"], True)
    shapes.append(title)
    cx, r, d = (left + 24) * k, 9 * k, 6 * k
    tower = FILL[Color.TURQUOISE]
    for row, key in enumerate(_LEGEND):
        cy = (y + 36 + _LEGEND_ROW * row) * k
        marks: tuple[Shape, ...] = (
            (Circle(cx, cy, r, UI["arrow"]), Circle(cx, cy, r - k, UI["turn_disc"])),
            (Circle(cx, cy, 0.8 * r, UI["arrow"]),),
            (Circle(cx, cy, r, shade(tower, 0.7)), Circle(cx, cy, r - k, tower)),
            (Polygon(_hexagon(cx, cy, r + k), stroke=UI["selected"], width=2.5 * k),)
            if pointed
            else (
                Polygon(_hexagon(cx, cy, r + k), stroke=UI["legal_ring"], width=2.5 * k),
                Polygon(_hexagon(cx, cy, r + k), stroke=UI["legal"], width=1.2 * k),
            ),
            (
                Line(cx - d, cy - d, cx + d, cy + d, UI["error"], 2.5 * k),
                Line(cx - d, cy + d, cx + d, cy - d, UI["error"], 2.5 * k),
            ),
        )[row]
        shapes.extend(marks)
        digit, ink = (
            ("1", UI["text"]),
            ("2", "#ffffff"),
            ("3", text_on(Color.TURQUOISE)),
            ("", ""),
            ("", ""),
        )[row]
        if digit:
            shapes.append(Text(cx, cy, digit, 12 * k, ink, True, "center"))
        key = "legend_pointed" if pointed and key == "legend_legal" else key
        words = Text(cx + 18 * k, cy, t(key, lang), 12 * k, UI["text"], role="legend-text")
        shapes.append(words)
    return Layer(tuple(shapes))


@lru_cache(maxsize=64)
def _piles(
    counts: tuple[int, ...], k: float, lang: str, left: float, y: float, bag_shown: bool = True
) -> Layer:
    """Bag and box, then a small table of the special-tile piles: one row per kind, one column
    for the face-down draw pile and one for the discard pile (narrow enough in German too)."""
    bag, box, aid_draw, aid_discard, vp_draw, vp_discard = counts
    frame = (left, y, PANEL_WIDTH, _PILES_HEIGHT - 6)
    shapes: list[Shape] = list(_framed(frame, UI["panel"], UI["panel_line"], 1, k, "panel"))
    draw_x, discard_x = left + PANEL_WIDTH - 82, left + PANEL_WIDTH - 10  # right edges

    def cell(x: float, row: int, words: str, role: str, align: str = "left") -> Text:
        muted = role == "pile-head"
        return Text(
            x * k,
            (y + 13 + 19 * row) * k,
            words,
            (12 if muted else 12.5) * k,
            fill=UI["muted" if muted else "text"],
            align=align,
            role=role,
        )

    shapes.append(
        cell(
            left + 10,
            0,
            t("bag", lang, n=bag if bag_shown else "?")
            + "   "
            + t("box", lang, n=box if bag_shown else "?"),
            "bag",
        )
    )
    shapes.append(cell(draw_x, 1, t("pile_draw", lang), "pile-head", "right"))
    shapes.append(cell(discard_x, 1, t("pile_discard", lang), "pile-head", "right"))
    for row, (kind, draw, discard) in enumerate(
        (("aid_tiles", aid_draw, aid_discard), ("vp_tiles", vp_draw, vp_discard)), start=2
    ):
        role = kind.replace("_", "-")
        shapes.append(cell(left + 10, row, t(kind, lang), role))
        shapes.append(cell(draw_x, row, str(draw), f"{role}-draw", "right"))
        shapes.append(cell(discard_x, row, str(discard), f"{role}-discard", "right"))
    return Layer(tuple(shapes))


def _hexagon(x: float, y: float, r: float) -> tuple[tuple[float, float], ...]:
    """The corners of a pointy-top hexagon of radius ``r`` around ``(x, y)``, like a cell."""
    return tuple(
        (x + r * math.cos(math.radians(60 * i - 30)), y + r * math.sin(math.radians(60 * i - 30)))
        for i in range(6)
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


def score_scale(scores: tuple[int, ...]) -> int:
    """The points a full score bar stands for: whole laps of the 40-field track, enough for the
    highest score, so every player's bar is drawn on the same scale.

    >>> score_scale((31, 131)), score_scale((0, 12))
    (160, 40)
    """
    return TRACK * max(1, -(-max(scores, default=0) // TRACK))


@lru_cache(maxsize=64)
def _card(
    name: str,
    score: int,
    scale: int,
    current: bool,
    k: float,
    lang: str,
    left: float,
    top: float,
) -> Layer:
    """A player's card: frame (thick around the player to move), name, score and track."""
    frame = UI["current"] if current else UI["panel_line"]
    box = (left, top, PANEL_WIDTH, PLAYER_HEIGHT - 6)
    shapes: list[Shape] = list(_framed(box, UI["panel"], frame, 3 if current else 1, k, "player"))
    shapes.extend(_track(score, scale, k, lang, left + 10, top + 30))
    shapes.append(
        Text(
            (left + 10) * k,
            (top + 14) * k,
            ("▶ " if current else "") + name,
            14 * k,
            fill=UI["text"],
            bold=True,
            role="player-name",
        )
    )
    shapes.append(
        Text(
            (left + PANEL_WIDTH - 10) * k,
            (top + 14) * k,
            t("score", lang, n=score),
            13 * k,
            fill=UI["text"],
            bold=True,
            align="right",
            role="score",
        )
    )
    return Layer(tuple(shapes))


def _track(score: int, scale: int, k: float, lang: str, left: float, top: float) -> Iterator[Shape]:
    """The score as a bar from 0 to ``scale`` points (the same for every player), ticks every
    10 points on the first lap and at every lap of 40 beyond, and the laps as the game's "40+"
    markers count them."""
    width, height = 220.0, 9.0
    laps = score // TRACK
    yield Rect(left * k, top * k, width * k, height * k, fill=UI["track"], role="track")
    if score:
        yield Rect(
            left * k,
            top * k,
            width * min(score, scale) / scale * k,
            height * k,
            fill=UI["track_fill"],
            role="track-fill",
        )
    for tick in range(0, scale + 1, 10 if scale == TRACK else TRACK):
        x = (left + width * tick / scale) * k
        yield Line(
            x, top * k, x, (top + height + 3) * k, stroke=UI["muted"], width=k, role="track-tick"
        )
    if laps:
        yield Text(
            (left + width + 8) * k,
            (top + height / 2) * k,
            t("laps", lang, n=laps),
            12 * k,
            fill=UI["track_fill"],
            bold=True,
            role="laps",
        )


@lru_cache(maxsize=64)
def _hand(counts: ColorCounts, hidden: bool, k: float, lang: str, left: float, top: float) -> Layer:
    """The hand as discs with their letters, or as blank discs when hidden."""
    colors = [c for c in Color for _ in range(counts[c.index])]
    r = 11.0
    spots = [((left + r + i * (2 * r + 3)) * k, (top + r) * k) for i in range(len(colors))]
    shapes: list[Shape] = []
    for (x, y), color in zip(spots, colors):
        fill = UI["hidden"] if hidden else FILL[color]
        shapes.append(Circle(x, y, (r + 1.2) * k, fill=shade(fill, 0.45), role="hand-rim"))
        shapes.append(Circle(x, y, r * k, fill=fill, role="hidden-disc" if hidden else "hand-disc"))
    if hidden:
        shapes.append(
            Text(
                (left + len(colors) * (2 * r + 3) + 4) * k,
                (top + r) * k,
                t("hidden", lang),
                12 * k,
                fill=UI["muted"],
                role="hand-hidden",
            )
        )
    else:  # letters after all discs: one run of circles, then one of texts
        shapes.extend(
            Text(
                x,
                y,
                color_letter(color, lang),
                12 * k,
                fill=text_on(color),
                bold=True,
                align="center",
                role="hand-letter",
            )
            for (x, y), color in zip(spots, colors)
        )
    return Layer(tuple(shapes))


@lru_cache(maxsize=64)
def _held(tiles: tuple[str, ...], k: float, right: float, top: float) -> Layer:
    """Held special tiles as small labelled squares, right-aligned."""
    shapes: list[Shape] = []
    for i, tile in enumerate(reversed(tiles)):
        x = right - 30 - i * 34
        fill = UI["tile_aid"] if tile.startswith("A") else UI["tile_vp"]
        shapes.extend(_framed((x, top, 30, 20), fill, UI["text"], 1, k, "held"))
        shapes.append(
            Text(
                (x + 15) * k,
                (top + 10) * k,
                tile,
                12 * k,
                fill=UI["text"],
                bold=True,
                align="center",
                role="held-text",
            )
        )
    return Layer(tuple(shapes))
