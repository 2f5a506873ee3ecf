"""The status line says what the position allows: no "another disc" when none fits or before
the first one, the building aid named when one may be played, an empty hand told as empty;
the same in German and French."""

from __future__ import annotations

import pytest

from seven_steps_widget import Game, make_position
from seven_steps_widget.lessons.rulebook import (
    DIRK_YELLOW_LOW,
    DIRK_YELLOW_TOWER,
    downward_position,
)
from seven_steps_widget.words import LANGS, t
from seven_steps_widget.words.game import status_text


def test_before_the_first_disc_it_asks_for_a_first_disc_not_another() -> None:
    game = Game(("Ann", "Ben"), seed=3)
    assert status_text(game.state) == "Ann: place a first disc on a cell of its colour"
    assert "another" not in status_text(game.state)
    game.edit(held={"Ann": ["A3"]})
    assert status_text(game.state) == "Ann: play building aid A3 or place a first disc"
    assert status_text(game.state, "de") == t("status.start_aid", "de", name="Ann", tile="A3")


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
