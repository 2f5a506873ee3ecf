"""The turn controls say what a special tile does in the learner's language (tile_text)."""

from __future__ import annotations

import pytest

from seven_steps_widget import BoardWidget, Game, Phase
from seven_steps_widget.engine.setup import make_position
from seven_steps_widget.words import LANGS
from seven_steps_widget.words.game import tile_text

from .conftest import connect


def game(held: tuple[str, ...]) -> Game:
    position = make_position(
        ("Ann", "Ben"), heights={(1, -1): 1}, hands={"Ann": "TTYYBPR"}, held={"Ann": held}
    )
    return Game.from_position(position)


@pytest.mark.parametrize("lang", LANGS)
def test_aid_and_vp_tooltips_and_the_aid_status(lang: str) -> None:
    widget = connect(BoardWidget(game(("A4", "V1")), lang=lang))
    tc = widget.turn_controls
    assert tc.aid_button.tooltip == tile_text("A4", lang)
    assert tc.use_vp.tooltip == tile_text("V1", lang)
    tc.aid_button.click()  # A4 needs no cells: played at once
    assert widget.game.turn.aid == "A4"
    assert widget.status == f"A4: {tile_text('A4', lang)}"


@pytest.mark.parametrize("lang", LANGS)
def test_while_an_aids_cells_are_picked_the_row_says_what_it_does(lang: str) -> None:
    widget = connect(BoardWidget(game(("A1",)), lang=lang))
    tc = widget.turn_controls
    tc.aid_button.click()
    assert tc.aid_box.layout.display == "" and tc.aid_box.info.value == tile_text("A1", lang)


def test_keep_tooltips_in_german() -> None:
    g = game(("V1",))
    widget = connect(BoardWidget(g, lang="de"))
    widget.click((0, -1))
    tc = widget.turn_controls
    tc.score_button.click()
    tc.bonus_box.take_vp.click()
    assert g.phase is Phase.KEEP
    offer = g.turn.offer or ""
    assert tc.keep_box.keep_new.tooltip == tile_text(offer, "de") != tile_text(offer)
    assert (
        tc.keep_box.keep_old.tooltip
        == tile_text("V1", "de")
        == "+1 Punkt pro verschiedener Farbe, die du gelegt hast"
    )
