"""The lessons behind notebooks 1 and 2: they cover their rules and show engine-made states."""

from __future__ import annotations

import re

import pytest

from seven_steps_widget.engine import Phase
from seven_steps_widget.lessons import Lesson, rules_tour, special_tiles_tour


@pytest.fixture(scope="module")
def tour() -> Lesson:
    return rules_tour()


@pytest.fixture(scope="module")
def tiles() -> Lesson:
    return special_tiles_tour()


def test_rules_tour_covers_material_turns_and_every_rulebook_example(tour: Lesson) -> None:
    expected = {f"R{i}" for i in range(1, 15)} | {f"E{i}" for i in range(1, 7)} | {"D1"}
    assert expected <= tour.rules


def test_special_tiles_tour_covers_every_tile(tiles: Lesson) -> None:
    expected = {f"A{i}" for i in range(1, 6)} | {f"V{i}" for i in range(1, 7)}
    assert expected | {"R11", "D2", "D3", "D4"} <= tiles.rules


def test_narrations_state_the_engines_numbers(tour: Lesson) -> None:
    bärbel_end = tour[tour.find("E1")[-1]]
    assert "= 6 points" in bärbel_end.text
    caro = tour[tour.find("E2")[0]]
    assert "= 9 points" in caro.text
    # Caro's step shows her six discs still as this turn's discs (numbered with arrows)
    assert caro.state.phase is Phase.PLACE and len(caro.state.turn.cells) == 6
    assert "would jump from level 1 to level 3" in tour[tour.find("E3")[0]].text
    assert "would build downwards from level 2 to level 1" in tour[tour.find("E4")[0]].text
    e6 = [tour[i] for i in tour.find("E6")]
    assert "28 points" in e6[0].text and max(e6[0].state.heights_by_cell) == 7
    assert max(e6[-1].state.heights_by_cell) < 7


def test_aid_steps_show_an_improvement(tiles: Lesson) -> None:
    for tile in ("A1", "A2", "A3", "A4", "A5"):
        numbers = [
            int(n) for i in tiles.find(tile) for n in re.findall(r"(\d+) points", tiles[i].text)
        ]
        assert numbers[-1] > numbers[0], (tile, numbers)


def test_every_step_has_a_title_text_and_german_where_given(tour: Lesson) -> None:
    for step in tour:
        assert step.title and step.text and step.rules
        title, text = step.narration("de")
        assert title and text
    assert tour[0].narration("de")[0] == "Das Material"
