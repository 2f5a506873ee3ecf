"""Text in the pictures reads at WCAG 2.2 AA: at least 4.5:1 against what it is written on --
a cell's colour letter on every cell colour, a tower's height on every disc colour, and every
text of every lesson step's picture (plain and colour-blind, legend and cell names on) against
the shape under it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from seven_steps_widget import Game
from seven_steps_widget.drawing.palette import FILL, INK, contrast, text_on
from seven_steps_widget.drawing.scene import build_scene
from seven_steps_widget.drawing.shapes import Circle, Layer, Polygon, Rect, Scene, Shape, Text
from seven_steps_widget.drawing.view import View
from seven_steps_widget.engine.colors import Color
from seven_steps_widget.lessons import rules_quiz, rules_tour, special_tiles_tour, tiles_quiz
from seven_steps_widget.lessons.storyboard import step_view

AA_TEXT = 4.5


def _covers(shape: Shape, x: float, y: float) -> bool:
    """Whether a filled shape covers the point (a ray cast for polygons)."""
    if isinstance(shape, Circle):
        return (x - shape.x) ** 2 + (y - shape.y) ** 2 <= shape.r**2
    if isinstance(shape, Rect):
        return shape.x <= x <= shape.x + shape.w and shape.y <= y <= shape.y + shape.h
    if isinstance(shape, Polygon) and shape.fill:
        inside, points = False, shape.points
        for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1]):
            if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
                inside = not inside
        return inside
    return False


def low_contrast(scene: Scene) -> set[tuple[str, str, str, float]]:
    """Each text that contrasts less than 4.5:1 with the topmost filled shape under its
    anchor (or the background): its role, colour, the colour under it and the ratio."""
    found = set()
    for i, text in enumerate(scene.shapes):
        if not isinstance(text, Text):
            continue
        under = scene.background
        for shape in scene.shapes[:i]:
            fill = getattr(shape, "fill", None)
            if fill and not isinstance(shape, Text) and _covers(shape, text.x, text.y):
                under = fill
        ratio = contrast(text.fill, under)
        if ratio < AA_TEXT:
            found.add((text.role, text.fill, under, round(ratio, 2)))
    return found


def test_contrast_is_the_wcag_ratio() -> None:
    assert contrast("#ffffff", "#ffffff") == 1
    assert round(contrast("#777777", "#ffffff"), 2) == 4.48  # the classic just-too-light grey
    assert contrast("#0072b2", "#f7f4ee") == contrast("#f7f4ee", "#0072b2")


@pytest.mark.parametrize("color", list(Color))
def test_a_cell_letter_reads_on_its_colour(color: Color) -> None:
    assert text_on(color) == INK[color]
    assert contrast(INK[color], FILL[color]) >= AA_TEXT
    other = "#ffffff" if INK[color] == "#111111" else "#111111"
    assert contrast(INK[color], FILL[color]) >= contrast(other, FILL[color])


@pytest.mark.parametrize("make", [rules_tour, special_tiles_tour, rules_quiz, tiles_quiz])
def test_every_text_of_every_lesson_picture_reads(make: object) -> None:
    for step in make():  # type: ignore[operator]
        for colorblind in (False, True):
            view = replace(step_view(step, "en"), colorblind=colorblind)
            assert low_contrast(build_scene(step.state, view)) == set(), step.narration("en")[0]


def test_a_game_with_names_legend_and_hands_reads() -> None:
    game = Game(("Ann", "Ben", "Cleo"), seed=5)
    game.place(next(iter(game.legal_cells())))
    view = View(show_names=True, legend=True, legal=game.legal_cells(), status="…")
    assert low_contrast(build_scene(game.state, view)) == set()
    game.score()
    assert low_contrast(build_scene(game.state, replace(view, legal={}))) == set()


def test_the_check_finds_text_that_does_not_read() -> None:
    scene = build_scene(Game(("Ann", "Ben"), seed=1).state, View())
    grey = Text(2, 2, "x", 10, "#dddddd", role="grey")  # in the corner, on the background
    found = low_contrast(replace(scene, layers=(*scene.layers, Layer((grey,)))))
    assert found == {("grey", "#dddddd", scene.background, 1.24)}
