"""The controls around the board: the rest of the turn, undo/redo, replay and edit mode,
each checked against the engine doing the same thing directly."""

from __future__ import annotations

import asyncio
import io
from collections import Counter

import ipywidgets as widgets
import pytest
from PIL import Image

from seven_steps_widget import BoardWidget, Color, Game, Phase
from seven_steps_widget.drawing import Text
from seven_steps_widget.drawing.palette import FILL
from seven_steps_widget.widget.panel import MadeOnUse
from seven_steps_widget.widget.replay_controls import ReplayControls
from seven_steps_widget.widget.turn_controls import AidBox, BonusBox, DiscardBox, KeepBox
from seven_steps_widget.words import LANGS, color_letter, t

from .conftest import connect


def position(held: tuple[str, ...] = ()) -> Game:
    """Arnd to play with a known hand, a few towers, and ``held`` special tiles."""
    game = Game(("Arnd", "Bärbel"), seed=11)
    game.edit(
        heights={(2, 0): 1, (3, 0): 1, (-1, 3): 3, (0, 0): 2},
        hands={"Arnd": "TTYYBPR"},
        current="Arnd",
        held={"Arnd": held},
    )
    return game


def test_whole_turn_through_the_buttons() -> None:
    game = position()
    reference = Game.from_position(game.state)
    widget = connect(BoardWidget(game))
    tc = widget.turn_controls
    assert tc.score_box.layout.display == "" and tc.bonus_box.layout.display == "none"
    widget.click((1, 0))
    tc.score_button.click()
    assert game.phase is Phase.BONUS and widget.status == "1 point"
    assert tc.bonus_box.layout.display == "" and tc.score_box.layout.display == "none"
    tc.bonus_box.take_vp.click()
    assert game.phase is Phase.DISCARD and tc.discard_box.layout.display == ""
    buttons = {b.colour: b for b in tc.discard_box.throw.children}  # one per disc: one of each here
    buttons[Color.TURQUOISE].click()
    buttons[Color.YELLOW].click()
    tc.discard_box.refill.click()
    reference.place((1, 0))
    reference.end_turn(bonus="vp", discard="TY")
    assert game.state == reference.state
    assert game.current == "Bärbel"


def test_a_phases_buttons_are_made_when_the_phase_first_comes() -> None:
    """Most boards of a lesson never reach the bonus or the refill: their buttons are not
    sent to the page before (six boards' worth slowed the rules tour's opening)."""
    widget = connect(BoardWidget(position()))
    tc = widget.turn_controls
    phase_boxes = (AidBox, BonusBox, KeepBox, DiscardBox)
    assert not any(isinstance(c, phase_boxes) for c in tc.children)
    widget.click((1, 0))
    tc.score_button.click()
    assert [type(c) for c in tc.children if isinstance(c, phase_boxes)] == [BonusBox]
    assert tc.children.index(tc.bonus_box) == 1  # after scoring's buttons, before Undo
    tc.bonus_box.take_vp.click()
    shown = [c for c in tc.children if c.layout.display != "none"]
    assert tc.discard_box in shown and tc.bonus_box not in shown
    widget.turn_controls.undo.click()  # back in the bonus phase: the same box again
    assert tc.bonus_box.layout.display == "" and len(tc.children) == 6


@pytest.mark.parametrize("lang", LANGS)
def test_discs_to_throw_back_are_picked_by_clicking_them_no_letters_to_type(lang: str) -> None:
    game = position()
    widget = connect(BoardWidget(game, lang=lang))
    tc = widget.turn_controls
    widget.click((1, 0))
    tc.score_button.click()
    tc.bonus_box.take_vp.click()
    hand = game.hands["Arnd"]
    buttons = list(tc.discard_box.throw.children)
    assert Counter(b.colour for b in buttons) == hand
    assert buttons[0].description == color_letter(buttons[0].colour, lang)  # "Ge"/"Y"
    assert buttons[0].style.button_color == FILL[buttons[0].colour]
    buttons[0].click()
    buttons[0].click()  # put back
    buttons[1].click()
    assert tc.discard_box.chosen() == [buttons[1].colour]
    reference = Game.from_position(game.state)
    reference.discard([buttons[1].colour])
    tc.discard_box.refill.click()
    assert game.phase is Phase.START and game.current == "Bärbel"
    assert game.state == reference.state  # exactly that disc went back


def test_the_status_is_said_once_in_the_picture_not_again_in_a_label() -> None:
    widget = connect(BoardWidget(position()))
    labels = [c for c in widget.children if isinstance(c, widgets.Label)]
    assert labels == []
    status = [s for s in widget.scene().having("status") if isinstance(s, Text)]
    assert [s.text for s in status] == [widget.status]


def test_keep_new_or_old() -> None:
    game = position(held=("V1",))
    widget = connect(BoardWidget(game))
    widget.click((1, 0))
    widget.turn_controls.score_button.click()
    widget.turn_controls.bonus_box.take_vp.click()
    assert game.phase is Phase.KEEP
    offer = game.turn.offer
    assert widget.turn_controls.keep_box.keep_new.description == f"Keep new {offer}"
    assert widget.turn_controls.keep_box.keep_old.description == "Keep old V1"
    widget.turn_controls.keep_box.keep_old.click()
    assert game.held["Arnd"] == ("V1",) and game.phase is Phase.DISCARD


def test_vp_tile_v2_counts_the_colour_placed_most() -> None:
    game = position(held=("V2",))
    widget = connect(BoardWidget(game))
    for cell in ((1, 0), (2, 0), (3, 0)):  # turquoise, yellow, yellow
        widget.click(cell)
    tc = widget.turn_controls
    assert tc.use_vp.layout.display == ""
    assert not hasattr(tc, "vp_colour")  # nothing to choose: yellow was placed most
    tc.use_vp.value = True
    tc.score_button.click()
    assert game.state.turn.points == 1 + 2 + 2 + 2 * 2
    assert "V2" not in game.held["Arnd"]


def test_aid_a1_cells_picked_on_the_board() -> None:
    game = position(held=("A1",))
    widget = connect(BoardWidget(game))
    tc = widget.turn_controls
    assert tc.aid_button.layout.display == "" and tc.aid_button.description == "Play A1"
    tc.aid_button.click()
    assert widget.mode == "aid" and tc.aid_box.layout.display == ""
    before = game.state
    widget.click((0, 0))
    widget.click((0, 0))  # two discs from one tower
    assert game.state is before and widget.view.aid_cells == ((0, 0), (0, 0))
    assert [s.cell for s in widget.scene().having("selected")] == [(0, 0), (0, 0)]
    tc.aid_box.apply.click()
    assert game.heights[(0, 0)] == 0 and widget.mode == "play"
    assert game.turn.aid == "A1" and game.phase is Phase.PLACE


def test_aid_a5_takes_a_disc_and_throws_a_colour_back() -> None:
    game = position(held=("A5",))
    widget = connect(BoardWidget(game))
    tc = widget.turn_controls
    tc.aid_button.click()
    widget.click((-1, 3))
    assert tc.aid_box.colour.layout.display == ""
    tc.aid_box.colour.value = "R"
    tc.aid_box.apply.click()
    assert game.heights[(-1, 3)] == 2
    hand = game.state.hands_by_seat[0]
    assert hand == (2, 2, 2, 1, 0, 0, 0)  # beige in, red out


def test_refused_aid_keeps_aid_mode_and_says_why() -> None:
    game = position(held=("A2",))
    widget = connect(BoardWidget(game))
    widget.turn_controls.aid_button.click()
    widget.click((2, 0))  # a yellow tower ...
    widget.click((0, 0))  # ... cannot go to a turquoise cell
    before = game.state
    widget.turn_controls.aid_box.apply.click()
    assert game.state is before and widget.mode == "aid"
    said = "Tile A2 moves only within one colour: the marked cells are yellow and turquoise."
    assert widget.status == "Not allowed: " + said
    assert [s.cell for s in widget.scene().having("forbidden")] == [(0, 0), (0, 0)]
    widget.turn_controls.aid_box.cancel.click()
    assert widget.mode == "play" and widget.view.aid_cells == ()


def test_undo_redo_buttons_round_trip() -> None:
    game = position()
    widget = connect(BoardWidget(game))
    start = game.state
    widget.click((1, 0))
    widget.click((2, 0))
    after = game.state
    tc = widget.turn_controls
    tc.undo.click()
    tc.undo.click()
    assert game.state == start and tc.undo.disabled and not tc.redo.disabled
    tc.redo.click()
    tc.redo.click()
    assert game.state == after and tc.redo.disabled


def test_replay_steps_turns_slider_and_back() -> None:
    game = position()
    widget = connect(BoardWidget(game))
    for cell in ((1, 0), (2, 0)):
        widget.click(cell)
    game.end_turn(bonus="aid")
    widget.click(next(iter(game.legal_cells())))
    states = game.states()
    rc = widget.replay_controls
    assert rc.slider.max == len(game.history) == len(states) - 1
    rc.start.click()
    assert game.state == states[0] and rc.slider.value == 0
    rc.next_step.click()
    assert game.state == states[1]
    rc.next_turn.click()
    assert game.position_index == game.turn_starts()[1]
    assert game.state.current == "Bärbel"
    rc.prev_turn.click()
    assert game.position_index == 0
    rc.slider.value = 2
    assert game.state == states[2]
    assert "Replay 2/" in " ".join(t.text for t in widget.scene().having("banner"))  # type: ignore[union-attr]
    rc.end.click()
    assert game.state == states[-1] and rc.next_step.disabled


def three_discs_to_replay(interval: float) -> tuple[Game, ReplayControls]:
    """A game with three discs placed and its replay controls stepping every ``interval``."""
    game = position()
    widget = connect(BoardWidget(game))
    for cell in ((1, 0), (2, 0), (3, 0)):
        widget.click(cell)
    widget.replay_controls.interval = interval
    return game, widget.replay_controls


def test_play_animates_to_the_end() -> None:
    game, rc = three_discs_to_replay(0.01)
    seen: list[int] = []
    game.observe(lambda g: seen.append(g.position_index))

    async def main() -> None:
        rc.play.value = True  # at the end: starts again from the start, a task on this loop
        assert rc.playing and game.position_index == 0
        await asyncio.sleep(0)
        assert game.position_index == 0  # paced: not all at once
        await asyncio.wait_for(rc._job.join(), 10)

    asyncio.run(main())
    assert not rc.play.value and not rc.playing
    assert seen == [0, 1, 2, 3] and game.position_index == len(game.history) == 3


def test_play_released_stops_and_wait_plays_without_a_loop() -> None:
    game, rc = three_discs_to_replay(0.02)

    async def main() -> None:
        rc.play.value = True
        while game.position_index < 1:
            await asyncio.sleep(0.005)
        rc.play.value = False  # released: no further step
        stopped = game.position_index
        await asyncio.sleep(rc.interval * 4)
        assert game.position_index == stopped < 3 and not rc.playing

    asyncio.run(main())
    rc.start.click()
    rc.play.value = True  # no loop running here: nothing moves until wait()
    assert game.position_index == 0
    rc.wait(10)
    assert game.position_index == 3 and not rc.play.value


def test_edit_mode_tools_hands_and_turn() -> None:
    game = position()
    widget = connect(BoardWidget(game))
    ec = widget.edit_controls
    ec.toggle.value = True
    assert widget.mode == "edit" and ec.panel.layout.display == ""
    widget.click((0, 0))
    assert game.heights[(0, 0)] == 3
    ec.tool.value = "down"
    widget.click((0, 0))
    widget.click((0, 0))
    assert game.heights[(0, 0)] == 1
    ec.tool.value = "set"
    ec.height.value = 6
    widget.click((1, 0))
    assert game.heights[(1, 0)] == 6
    ec.tool.value = "clear"
    widget.click((1, 0))
    assert game.heights[(1, 0)] == 0
    ec.tool.value = "down"
    before = game.state
    widget.click((1, 0))  # below zero: refused, explained
    assert game.state is before
    assert "0..7" in widget.status and widget.view.message_is_error
    ec.player.value = "Bärbel"
    ec.hand.value = "kkgg"
    ec.set_hand.click()
    assert game.state.hands_by_seat[1] == (0, 0, 0, 0, 0, 2, 2)
    ec.current.value = "Bärbel"
    assert game.current == "Bärbel"
    ec.toggle.value = False  # play on from the edited position
    assert widget.mode == "play"
    widget.click((1, -3))
    assert game.turn.cells == ((1, -3),)


def test_too_many_discs_in_an_edited_hand_are_refused() -> None:
    game = position()
    widget = connect(BoardWidget(game))
    widget.edit_controls.toggle.value = True
    before = game.state
    widget.edit_controls.hand.value = "TTTTTTTT"
    widget.edit_controls.set_hand.click()
    assert game.state is before
    assert widget.status == "Not allowed: A hand holds at most 7 discs"  # no rule ids


def test_mimebundle_has_widget_and_svg_and_png_export() -> None:
    widget = BoardWidget(position())
    bundle = widget._repr_mimebundle_()
    assert bundle["application/vnd.jupyter.widget-view+json"]["model_id"] == widget.model_id
    assert bundle["image/svg+xml"].startswith("<svg ") and "Arnd to play" in bundle["image/svg+xml"]
    image = Image.open(io.BytesIO(widget.to_png()))
    assert image.format == "PNG" and image.size == (widget.canvas.width, widget.canvas.height)
    assert widget.to_svg() == bundle["image/svg+xml"]


def test_german_controls() -> None:
    widget = BoardWidget(position(held=("A3",)), lang="de")
    assert widget.turn_controls.score_button.description == t("score_btn", "de")
    assert widget.turn_controls.aid_button.description == t("play_aid", "de", tile="A3")
    assert widget.edit_controls.toggle.description == t("edit", "de")
    assert widget.status == t("status.start_aid", "de", name="Arnd", tile="A3")
    assert "Bauhilfe A3" in widget.status
    assert "Punkte" in widget.turn_controls.score_button.description


def test_options_change_the_picture_not_the_game() -> None:
    game = position()
    widget = connect(BoardWidget(game))
    before = game.state
    oc = widget.option_controls
    oc.boxes["colorblind"].value = True
    assert widget.scene().having("pattern")
    oc.boxes["hide_hands"].value = True
    assert widget.scene().having("hidden-disc") and widget.turn_controls.peek.layout.display == ""
    widget.turn_controls.peek.value = True  # Arnd looks behind his screen
    letters = [t.text for t in widget.scene().having("hand-letter")]  # type: ignore[union-attr]
    assert sorted(letters) == sorted("TTYYBPR")
    assert len(widget.scene().having("hidden-disc")) == sum(game.state.hands_by_seat[1])
    oc.boxes["show_legal"].value = False
    assert widget.scene().having("legal") == []
    oc.boxes["show_names"].value = True
    letters = {s.cell: s.text for s in widget.scene().having("letter")}  # type: ignore[union-attr]
    assert letters[(0, 0)].endswith(" e5")
    assert game.state is before


def test_check_boxes_start_from_the_board_options() -> None:
    """Bug: the boxes were linked with themselves as the source, so making them reset every
    option to False: no legal cells or last turn by default, colorblind=True and
    hide_hands=True ignored (the hands shown)."""
    default = BoardWidget(position()).view
    assert default.show_legal and default.show_last_turn
    assert not default.colorblind and not default.hide_hands
    widget = BoardWidget(position(), colorblind=True, hide_hands=True, show_legal=False)
    view, boxes = widget.view, widget.option_controls.boxes
    assert view.colorblind and view.hide_hands and not view.show_legal
    assert {name: box.value for name, box in boxes.items()} == {
        "show_legal": False,
        "show_last_turn": True,
        "hide_hands": True,
        "colorblind": True,
        "show_names": False,
        "legend": False,
    }
    assert widget.scene().having("pattern") and widget.scene().having("hidden-disc")


def test_the_status_is_a_trait_code_can_follow() -> None:
    widget = connect(BoardWidget(position()))
    seen: list[str] = []
    widget.observe(lambda change: seen.append(change["new"]), names="status")
    widget.click((1, 0))
    widget.click((-1, 3))  # not adjacent: refused
    assert seen[-2] == "Arnd: turquoise, level 1"
    assert seen[-1] == "Not allowed: " + t("refusal.not_adjacent")


def test_no_score_button_before_the_first_disc() -> None:
    """Scoring needs a disc first (the engine refuses otherwise): no green button to press."""
    game = position()
    widget = connect(BoardWidget(game))
    tc = widget.turn_controls
    assert tc.score_button.layout.display == "none"
    widget.click((1, 0))
    assert tc.score_button.layout.display == ""


def test_a_toggle_made_on_use_counts_as_pressed_only_once_made_and_down() -> None:
    parts = MadeOnUse({"pause": widgets.ToggleButton, "label": widgets.Label})
    assert not parts.pressed("pause")
    assert parts.peek("pause") is None  # asking did not make it
    pause = parts.typed("pause", widgets.ToggleButton)
    assert not parts.pressed("pause")
    pause.value = True
    assert parts.pressed("pause")
    parts.get("label")
    assert not parts.pressed("label")  # a widget with no value is never down
