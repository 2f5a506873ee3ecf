"""The status line says what the position allows: no "another disc" when none fits or before
the first one, the building aid named when one may be played, an empty hand told as empty;
the same in German and French. On the board's picture (one scene for the canvas, SVG, PNG and
exported pages) "score now" is shown, whole and inside the picture, also right after the disc
that left no other to place, whose own message gives way to it."""

from __future__ import annotations

import pytest

from seven_steps_widget import BoardWidget, Game, make_position
from seven_steps_widget.drawing.metrics import text_width
from seven_steps_widget.drawing.scene import MARGIN, build_scene
from seven_steps_widget.drawing.shapes import Text as TextShape
from seven_steps_widget.drawing.view import View
from seven_steps_widget.engine.colors import Color
from seven_steps_widget.engine.hexgrid import Cell
from seven_steps_widget.engine.state import GameState
from seven_steps_widget.lessons.rulebook import (
    DIRK_YELLOW_LOW,
    DIRK_YELLOW_TOWER,
    downward_position,
)
from seven_steps_widget.words import LANGS, color_name, t
from seven_steps_widget.words.game import placed_text, status_text


def test_before_the_first_disc_it_asks_for_a_first_disc_not_another() -> None:
    game = Game(("Ann", "Ben"), seed=3)
    assert status_text(game.state) == "Ann: place a first disc on a cell of its colour"
    assert "another" not in status_text(game.state)
    game.edit(held={"Ann": ["A3"]})
    assert status_text(game.state) == "Ann: play building aid A3 or place a first disc"
    assert status_text(game.state, "de") == t("status.start_aid", "de", name="Ann", tile="A3")



@pytest.mark.parametrize("lang", LANGS)
def test_after_a_building_aid_and_no_disc_yet_it_asks_for_a_first_disc(lang: str) -> None:
    """Tiles tour step 22: after an aid the turn holds no disc, so "another disc next to the
    last one, or score" would name a disc that is not there (and scoring now is refused)."""
    game = Game(("Ann", "Ben"), seed=3)
    game.edit(held={"Ann": ["A4"]})
    game.play_aid()
    assert game.state.turn.aid == "A4" and not game.state.turn.cells
    assert status_text(game.state, lang) == t("status.start", lang, name="Ann")
    game.place(next(iter(game.legal_cells())))
    assert status_text(game.state, lang) in (
        t("status.place", lang, name="Ann"),
        t("status.place_stuck", lang, name="Ann"),
    )

@pytest.mark.parametrize("lang", LANGS)
def test_when_no_disc_fits_it_says_score_now(lang: str) -> None:
    game = Game.from_position(downward_position())  # Dirk holds Y Y P
    game.place(DIRK_YELLOW_LOW)
    assert "or score" in status_text(game.state) and game.legal_cells()
    game.place(DIRK_YELLOW_TOWER)  # level 2: the purple disc fits nowhere next to it
    assert not game.legal_cells()
    said = status_text(game.state, lang)
    assert said == t("status.place_stuck", lang, name="Dirk")
    if lang == "en":
        assert said == "Dirk: no disc fits next to the last one — score now"


@pytest.mark.parametrize("lang", LANGS)
def test_an_empty_hand_is_told_as_empty_not_as_no_disc_fits(lang: str) -> None:
    start = Game.from_position(make_position(("Ann", "Ben"), hands={"Ann": "", "Ben": "KKG"}))
    said = status_text(start.state, lang)
    assert said == t("status.start_empty", lang, name="Ann")
    assert said != t("status.start_stuck", lang, name="Ann")
    if lang == "en":
        assert said == "Ann: no disc in hand — score the turn without placing one"
    start.score()  # the empty hand may score at once, as the line says
    placed = Game.from_position(make_position(("Ann", "Ben"), hands={"Ann": "T", "Ben": "KKG"}))
    placed.place((0, 0))  # Ann's only disc
    said = status_text(placed.state, lang)
    assert said == t("status.place_empty", lang, name="Ann")
    if lang == "de":
        assert said == "Ann: keine Scheibe mehr im Vorrat — jetzt Punkte kassieren"


# ------------------------------------------------------------------ on the board's picture
def _empty_at_the_start() -> GameState:
    """Bartholomäus starts a turn with an empty hand (the bag ran dry). ("No disc fits
    anywhere" at a turn's start cannot happen: a colour's 7 cells would need 49 of its 20
    discs, which ``make_position`` refuses.)"""
    return make_position(("Bartholomäus", "Ben"), hands={"Bartholomäus": "", "Ben": "KKG"})


def _stuck_after_a_disc() -> tuple[GameState, Cell]:
    game = Game.from_position(downward_position())  # Dirk holds Y Y P
    game.place(DIRK_YELLOW_LOW)
    game.place(DIRK_YELLOW_TOWER)  # level 2: the purple disc fits nowhere next to it
    return game.state, DIRK_YELLOW_TOWER


def _empty_after_a_disc() -> tuple[GameState, Cell]:
    game = Game.from_position(
        make_position(("Bartholomäus", "Ben"), hands={"Bartholomäus": "T", "Ben": "KKG"})
    )
    game.place((0, 0))  # the only disc of the hand
    return game.state, (0, 0)


def _status_on_the_picture(state: GameState, view: View) -> list[TextShape]:
    scene = build_scene(state, view)
    lines = [s for s in scene.having("status") if isinstance(s, TextShape)]
    for line in lines:  # inside the picture's margins, in the picture's font
        width = text_width(line.text, line.size / scene.scale, line.bold)
        assert line.x / scene.scale + width <= scene.width / scene.scale - MARGIN
    return lines


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    ("case", "key"),
    [
        ("start", "status.start_empty"),
        ("placed", "status.place_stuck"),
        ("last", "status.place_empty"),
    ],
)
def test_the_picture_says_score_now_after_the_disc_that_leaves_no_other(
    lang: str, case: str, key: str
) -> None:
    if case == "start":  # nothing placed, nothing said: what the game waits for
        state, message = _empty_at_the_start(), ""
    else:  # a disc just placed: its message gives way to "score now"
        state, cell = _stuck_after_a_disc() if case == "placed" else _empty_after_a_disc()
        message = placed_text(state, cell, lang)
    said = t(key, lang, name=state.current)
    assert message in ("", said)
    lines = _status_on_the_picture(state, View(lang=lang, status=message))
    assert " ".join(line.text for line in lines) == said  # whole: not cut with "…"
    assert len(lines) <= 2


@pytest.mark.parametrize("lang", LANGS)
def test_a_disc_that_leaves_others_to_place_is_told_with_its_colour_and_level(lang: str) -> None:
    game = Game.from_position(downward_position())
    game.place(DIRK_YELLOW_LOW)
    said = placed_text(game.state, DIRK_YELLOW_LOW, lang)
    colour = color_name(Color.YELLOW, lang)
    assert said == t("placed", lang, name="Dirk", colour=colour, level=1)
    assert (
        " ".join(s.text for s in _status_on_the_picture(game.state, View(lang=lang, status=said)))
        == said
    )


def test_the_widget_shows_score_now_after_the_last_disc_that_fits() -> None:
    widget = BoardWidget(Game.from_position(downward_position()))
    widget.click(DIRK_YELLOW_LOW)
    assert widget.status == "Dirk: yellow, level 1"
    widget.click(DIRK_YELLOW_TOWER)
    assert widget.status == "Dirk: no disc fits next to the last one — score now"
    texts = [s.text for s in widget.scene().having("status") if isinstance(s, TextShape)]
    assert " ".join(texts) == widget.status
