"""Hand-made teaching positions and edits are validated; the engine needs no Jupyter."""

from __future__ import annotations

import subprocess
import sys

import pytest

from seven_steps_widget import Board, Color, Game, SetupError, make_position
from seven_steps_widget.engine.setup import edit_state


def test_engine_imports_without_jupyter_packages() -> None:
    code = (
        "import sys; import seven_steps_widget as s; g = s.Game(seed=1); "
        "g.place(next(iter(g.legal_cells()))); "
        "bad = [m for m in sys.modules if m.split('.')[0] in "
        "('ipywidgets', 'ipycanvas', 'IPython', 'traitlets', 'comm')]; "
        "print(bad); raise SystemExit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"heights": {(0, 0): 8}}, "heights are 0..7"),
        ({"heights": {(0, 0): -1}}, "heights are 0..7"),
        ({"heights": {(40, 40): 1}}, "not a cell of this board"),
        ({"hands": {"Ann": "TTTTTTTT"}}, "at most 7"),
        ({"hands": {"Zed": "T"}}, "unknown player"),
        ({"current": "Zed"}, "not a player"),
        ({"held": {"Ann": ["A1", "A2"]}}, "two tiles of one kind"),
        ({"held": {"Ann": ["V5"], "Ben": ["V5"]}}, "more special tiles than the game has"),
    ],
)
def test_impossible_positions_are_refused(kwargs: dict, words: str) -> None:  # type: ignore[type-arg]
    with pytest.raises(SetupError, match=words):
        make_position(("Ann", "Ben"), **kwargs)


def test_more_than_20_discs_of_a_colour() -> None:
    red = Board.standard().cells_of(Color.RED)
    with pytest.raises(SetupError, match=r"only 20 discs of each colour \(R1\).*red 21"):
        make_position(("Ann", "Ben"), heights=dict.fromkeys(red, 3))


def test_player_count_and_names() -> None:
    with pytest.raises(SetupError, match="2-4 players"):
        Game(("Solo",))
    with pytest.raises(SetupError, match="2-4 players"):
        Game(("a", "b", "c", "d", "e"))
    with pytest.raises(SetupError, match="must differ"):
        Game(("a", "a"))


def test_edits_keep_140_discs_and_refuse_without_change() -> None:
    game = Game(("Ann", "Ben"), seed=2)
    game.edit(heights={(0, 0): 5}, hands={"Ann": "RRR"}, current="Ben")
    state = game.state
    assert state.height((0, 0)) == 5 and game.current == "Ben"
    assert sum(state.bag_counts) + sum(state.on_board()) + sum(map(sum, state.hands_by_seat)) == 140
    with pytest.raises(SetupError):
        game.edit(heights={(0, 0): 9})
    assert game.state == state
    turquoise = game.board.cells_of(Color.TURQUOISE)
    with pytest.raises(SetupError, match="turquoise"):
        edit_state(state, heights=dict.fromkeys(turquoise, 3))


def test_reprs_are_informative() -> None:
    game = Game(("Ann", "Ben"), seed=2)
    assert "to play" in repr(game) and "Ann" in repr(game)
    assert repr(Board.layout("ring")) == "<Board ring (single side), 49 cells>"
    assert "GameState start" in repr(game.state)
