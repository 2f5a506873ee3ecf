"""One view state: the picture and the controls follow it, panels see only a narrow context,
a beginner sees the board and at most two rows of controls, refused cells are crossed out."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import ipywidgets as widgets
import pytest
import traitlets

from seven_steps_widget import BoardWidget, Game, PuzzleWidget, ReviewWidget, Walkthrough
from seven_steps_widget.lessons import rules_quiz
from seven_steps_widget.widget import board_widget
from seven_steps_widget.widget.edit_controls import EditControls
from seven_steps_widget.widget.option_controls import OptionControls
from seven_steps_widget.widget.replay_controls import ReplayControls
from seven_steps_widget.widget.view_state import Mode
from seven_steps_widget.words import LANGS, LANGUAGE_VARIABLE, UnknownLanguage, t
from seven_steps_widget.words.game import status_text

from .conftest import connect

WIDGET_DIR = Path(board_widget.__file__).parent


def position() -> Game:
    game = Game(("Arnd", "Bärbel"), seed=11)
    game.edit(heights={(2, 0): 1, (0, 0): 2}, hands={"Arnd": "TTYYBPR"}, current="Arnd")
    return game


def visible(box: widgets.Box) -> list[widgets.Widget]:
    """The children of ``box`` a page shows (display not "none")."""
    return [w for w in box.children if w.layout.display != "none"]


def test_a_change_of_the_view_state_repaints_once(monkeypatch: pytest.MonkeyPatch) -> None:
    widget = connect(BoardWidget(position()))
    painted: list[object] = []
    monkeypatch.setattr(widget.painter, "paint", painted.append)
    widget.view.colorblind = True
    assert len(painted) == 1 and widget.scene().having("pattern")
    widget.set_view(show_names=True, show_last_turn=False, hide_hands=True)
    assert len(painted) == 2  # three options, one repaint
    assert widget.option_controls.boxes["show_names"].value  # the check box follows


def test_the_language_chooser_offers_every_catalog_and_sets_the_view() -> None:
    widget = connect(BoardWidget(position()))
    chooser = widget.option_controls.language
    assert [value for _, value in chooser.options] == list(LANGS)
    assert dict(chooser.options)["Français"] == "fr" and dict(chooser.options)["Deutsch"] == "de"
    chooser.value = "fr"
    assert widget.lang == "fr" and widget.status == status_text(widget.game.state, "fr")
    assert widget.more.description == t("more", "fr") != t("more", "en")
    assert chooser.description == t("language_choice", "fr")


def test_a_board_made_without_a_language_speaks_the_classs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(LANGUAGE_VARIABLE, "fr")
    assert BoardWidget(position()).lang == "fr"
    assert Walkthrough(rules_quiz()).lang == "fr" == Walkthrough(rules_quiz()).board.lang
    assert PuzzleWidget("placement").lang == "fr"
    assert ReviewWidget(position(), background=False).lang == "fr"
    assert BoardWidget(position(), lang="de").lang == "de"  # a lang given wins
    monkeypatch.delenv(LANGUAGE_VARIABLE)
    assert BoardWidget(position()).lang == "en"
    with pytest.raises(UnknownLanguage, match="en, de, fr"):
        BoardWidget(position(), lang="xx")


def test_the_language_lives_in_one_place_and_everything_follows_it() -> None:
    widget = connect(BoardWidget(position()))
    widget.set_view(lang="de")
    assert widget.lang == "de"
    assert widget.status == t("status.start", "de", name="Arnd")
    assert widget.turn_controls.score_button.description == t("score_btn", "de")
    assert widget.turn_controls.undo.description == t("undo", "de")
    assert widget.more.description == t("more", "de")
    assert widget.option_controls.boxes["colorblind"].description == "Muster bei Farbenblindheit"
    assert widget.seat_controls.dropdowns["Arnd"].options[0][0] == "Mensch"
    assert widget.edit_controls.tool.options[0][0] == "+1 Scheibe"
    titles = [s.text for s in widget.scene().having("title")]  # type: ignore[union-attr]
    assert titles and titles[0].startswith("Arnd ist am Zug")
    with pytest.raises(traitlets.TraitError):
        widget.set_view(lang="xx")  # refused, nothing changes
    assert widget.lang == "de"
    with pytest.raises(ValueError, match="no option"):
        widget.set_view(colourblind=True)


def test_modes_are_an_enum_in_the_view_state() -> None:
    widget = connect(BoardWidget(position()))
    assert widget.mode is Mode.PLAY and widget.mode == "play"
    widget.edit_controls.toggle.value = True
    assert widget.view.mode is Mode.EDIT and widget.scene().having("banner")
    widget.edit_controls.toggle.value = False
    assert widget.view.mode is Mode.PLAY


def test_panels_get_a_narrow_context_not_the_widget() -> None:
    for path in WIDGET_DIR.glob("*_controls.py"):
        source = path.read_text()
        assert "BoardWidget" not in source and "host" not in source, path.name
    for path in WIDGET_DIR.glob("*.py"):
        assert "_syncing" not in path.read_text(), path.name  # no guards against feedback loops
    from seven_steps_widget.widget.chart_panel import ChartPanel
    from seven_steps_widget.widget.turn_controls import TurnControls

    for panel in (TurnControls, ChartPanel):
        assert "panel" in inspect.signature(panel.__init__).parameters


def models(widget: widgets.Widget) -> list[widgets.Widget]:
    """Every widget model a page gets for ``widget``: it, its layout and style, its children's."""
    found = [widget]
    for name in ("layout", "style"):
        part = getattr(widget, name, None)
        if isinstance(part, widgets.Widget):
            found.append(part)
    for child in getattr(widget, "children", ()):
        found += models(child)
    return found


def test_a_beginner_sees_the_board_and_one_row_of_controls() -> None:
    widget = connect(BoardWidget(position()))
    shown = visible(widget)
    # the board (its keyboard layer just after the canvas) and one row; the rest is hidden
    assert shown == [widget.canvas, widget.access, widget.row]
    assert widget.more in widget.row.children
    widget.more.value = True
    assert widget.drawer in visible(widget)
    assert widget.replay_controls in widget.drawer.children  # tucked away under More
    assert widget.edit_controls in widget.drawer.children
    assert widget.option_controls in widget.drawer.children
    assert widget.seat_controls.chooser in widget.drawer.children
    assert "colour-blind" in widget.more.tooltip  # the patterns are one click away and said so


def test_what_more_opens_is_made_when_it_is_first_opened() -> None:
    """A lesson page has several boards: their drawers' widgets, made before anyone opens one,
    were half of the page's models and slowed its opening (benchmarks/classroom.py)."""
    widget = connect(BoardWidget(position()))
    before = models(widget)
    assert widget.drawer.children == ()
    drawer_kinds = (ReplayControls, EditControls, OptionControls)
    assert not any(isinstance(m, drawer_kinds) for m in before)
    widget.more.value = True
    after = models(widget)
    assert len(after) > 1.8 * len(before)
    assert widget.replay_controls.slider in after
    widget.game.place((1, 0))  # made late, the replay still follows the game
    assert widget.replay_controls.slider.max == 1
    widget.more.value = False
    widget.more.value = True  # opened again: the same widgets, not new ones
    assert models(widget) == after


def model_ids() -> set[str]:
    """The widget models a page would be sent now (all of them, shown or not)."""
    return set(widgets.Widget.get_manager_state(drop_defaults=True)["state"])


@pytest.mark.parametrize(
    "hide", [(), ("seats", "chart"), ("seats", "replay", "edit", "chart")], ids=str
)
def test_a_board_makes_only_what_it_places(hide: tuple[str, ...]) -> None:
    """Besides its tree (hidden parts of it included), a new board makes only the canvas its
    fixed cells are drawn on once: no Pause or Computer step before a computer sits, no chart
    toggle before "More" opens, nothing of a part its host hides."""
    before = model_ids()
    board = BoardWidget(position(), hide=hide)
    made = model_ids() - before
    placed = {m.model_id for m in models(board) + models(board.painter.backdrop)}
    assert board.more.model_id in made  # the count sees what is made
    assert made == placed
    assert ("chart" in hide) != (board.chart_panel.chart in models(board))


def test_a_computer_seat_brings_pause_and_step_along() -> None:
    board = connect(BoardWidget(position()))
    assert board.seat_controls.bar.children == ()
    board.seat_controls.dropdowns["Bärbel"].value = "greedy"
    assert board.seat_controls.bar.children == (
        board.seat_controls.pause,
        board.seat_controls.step_button,
    )
    assert board.seat_controls.bar.layout.display != "none"


def test_a_drawer_part_used_from_code_is_up_to_date() -> None:
    widget = connect(BoardWidget(position()))
    widget.game.place((1, 0))
    assert widget.replay_controls.slider.max == 1  # made now, from the game as it is
    assert widget.replay_controls.next_step.disabled
    widget.view.mode = Mode.EDIT  # edit mode set from code: a click edits
    widget.click((1, 0))
    assert widget.game.heights[(1, 0)] == 2
    assert widget.edit_controls.panel.layout.display != "none"


def test_seat_controls_show_only_with_a_computer_seat() -> None:
    widget = connect(BoardWidget(position(), seats={"Bärbel": "greedy"}))
    assert visible(widget) == [widget.canvas, widget.access, widget.row, widget.seat_controls.bar]
    widget.seat_controls.dropdowns["Bärbel"].value = "human"
    assert widget.seat_controls.bar.layout.display == "none"


def test_a_refused_click_is_crossed_out_and_said_in_words() -> None:
    widget = connect(BoardWidget(position()))
    widget.click((1, 0))
    before = widget.game.state
    widget.click((-1, 3))  # not next to the disc before
    assert widget.game.state is before and widget.view.message_is_error
    crossed = {s.cell for s in widget.scene().having("forbidden")}  # type: ignore[union-attr]
    assert crossed == {(-1, 3)}
    assert not re.search(r"-?\d+\s*,\s*-?\d+", widget.status)  # no coordinates
    widget.click((1, -1))  # a legal disc: the mark goes
    assert not widget.scene().having("forbidden")


def test_arrange_refuses_unknown_parts() -> None:
    widget = BoardWidget(position())
    with pytest.raises(ValueError, match="no such part"):
        widget.arrange(hide=("replays",))
