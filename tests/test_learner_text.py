"""The learner-text rule every text test uses catches what it names and lets real sentences
through (tile codes, numbers with commas of a list, the board's words)."""

from __future__ import annotations

import pytest

from tests.learner_text import learner_text_faults, shown_text


@pytest.mark.parametrize(
    "text",
    [
        "Arnd may not build here (R8).",
        "The disc goes on 2,-1.",
        "Place it at (0, 3).",
        "Your turn: {points} points.",
        "Best: TurnPlan(cells=...)",
        "The colour is None.",
        "Color.RED is not in hand.",
    ],
)
def test_it_finds_each_fault(text: str) -> None:
    assert learner_text_faults(text)


@pytest.mark.parametrize(
    "text",
    [
        "A4 lets your first disc go one level higher.",
        "2 + 3 + 4 = 9 points, then V1 adds 3.",
        "Ann takes A3, 10 points ahead of Ben.",
        "Caro (level 2) must stop here.",
    ],
)
def test_it_lets_learner_sentences_through(text: str) -> None:
    assert learner_text_faults(text) == []


def test_markup_is_read_as_the_words_it_shows() -> None:
    assert shown_text("<b>Right!</b> 6&nbsp;points") == " Right!  6\xa0points"
