"""The picture of a finished game names the winner: the player with the most points (all of
them on a tie), whatever the alphabetical order of the names."""

from __future__ import annotations

import dataclasses

import pytest

from seven_steps_widget.drawing import Text, build_scene
from seven_steps_widget.solver import RandomPlayer, play_game


@pytest.mark.parametrize(
    ("scores", "winner"),
    [((40, 10), "random1"), ((10, 40), "random2"), ((25, 25), "random1, random2")],
)
def test_the_title_names_the_player_with_the_most_points(
    scores: tuple[int, int], winner: str
) -> None:
    final = play_game([RandomPlayer(), RandomPlayer()], seed=1).final
    assert final.over and final.players == ("random1", "random2")
    state = dataclasses.replace(final, scores_by_seat=scores)
    [title] = build_scene(state).having("title")
    assert isinstance(title, Text) and title.text == f"Game over — Winner: {winner}"
