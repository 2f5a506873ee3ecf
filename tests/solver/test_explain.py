"""Explanations name the rule that allows or forbids each disc and say why in the learner's
language (no coordinates), and comparisons say why one turn is better."""

from __future__ import annotations

import pytest

from seven_steps_widget.engine.actions import UseAid
from seven_steps_widget.engine.board import Board
from seven_steps_widget.engine.colors import Color
from seven_steps_widget.engine.rules.placement import legal_turns
from seven_steps_widget.engine.setup import make_position
from seven_steps_widget.solver.explain import compare_for, explain_turn
from seven_steps_widget.solver.plan import TurnPlan
from seven_steps_widget.words import LANGS
from tests.learner_text import assert_learner_text

BOARD = Board.standard()


def _neighbour(cell: tuple[int, int], color: Color) -> tuple[int, int]:
    return next(n for n in BOARD.neighbors(cell) if BOARD.color(n) is color)


def _start_and_step() -> tuple[tuple[int, int], tuple[int, int]]:
    """A turquoise cell with a neighbour of another colour."""
    for cell in BOARD.cells_of(Color.TURQUOISE):
        for other in BOARD.neighbors(cell):
            if BOARD.color(other) is not Color.TURQUOISE:
                return cell, other
    raise AssertionError("no such pair")


def test_legal_discs_cite_r7_and_r8() -> None:
    first, second = _start_and_step()
    colour = BOARD.color(second)
    hand = "T" + colour.letter
    pos = make_position(("Ann", "Ben"), heights={second: 1}, hands={"Ann": hand})
    notes = explain_turn(pos, [first, second])
    assert [(n.legal, n.rule, n.level) for n in notes] == [(True, "R7", 1), (True, "R8", 2)]
    assert "one level above" in notes[1].text


def test_a_jump_of_two_levels_breaks_r8() -> None:  # rulebook example E3
    first, second = _start_and_step()
    hand = "T" + BOARD.color(second).letter
    pos = make_position(("Ann", "Ben"), heights={second: 2}, hands={"Ann": hand})
    notes = explain_turn(pos, [first, second])
    assert notes[1].rule == "R8" and not notes[1].legal and "jump" in notes[1].text


def test_building_downwards_breaks_r8_and_later_discs_are_not_checked() -> None:  # E4
    first, second = _start_and_step()
    colour = BOARD.color(second)
    third = next(n for n in BOARD.neighbors(second) if n != first)
    hand = "TT" + colour.letter + BOARD.color(third).letter
    others = [c for c in BOARD.cells_of(Color.TURQUOISE) if c != first]
    heights = {c: 1 for c in others} | {first: 1}
    pos = make_position(("Ann", "Ben"), heights=heights, hands={"Ann": hand})
    notes = explain_turn(pos, [first, second, third])
    assert notes[0].rule == "R7" and notes[0].level == 2 and "lowest" in notes[0].text  # E5
    assert (notes[1].legal, notes[1].rule) == (False, "R8") and "go down" in notes[1].text
    assert notes[2].rule == "-" and not notes[2].legal


def test_a_missing_disc_and_the_a4_cap() -> None:
    first, second = _start_and_step()
    pos = make_position(("Ann", "Ben"), hands={"Ann": "T"})
    assert explain_turn(pos, [first, second])[1].rule == "R8"  # no disc of that colour
    turquoise = BOARD.cells_of(Color.TURQUOISE)
    pos = make_position(
        ("Ann", "Ben"),
        heights={c: 1 for c in turquoise} | {turquoise[0]: 2},
        hands={"Ann": "T"},
        held={"Ann": ["A4"]},
    )
    notes = explain_turn(pos, [turquoise[0]], aid=UseAid("A4"))
    assert [(n.rule, n.level) for n in notes] == [("A4", None), ("A4", 3)]


def test_the_r9_limit_after_a_limiting_tile() -> None:
    pos = make_position(("Ann", "Ben"), hands={"Ann": "TTTTTTT"}, held={"Ann": ["A4"]})
    six = next(t for t in legal_turns(BOARD, {}, "TTTTTTT") if len(t) == 6)
    notes = explain_turn(pos, six, aid=UseAid("A4"))
    assert all(n.legal for n in notes[:-1]) and (notes[-1].legal, notes[-1].rule) == (False, "R9")


def test_an_aid_that_cannot_be_used_cites_its_tile() -> None:
    pos = make_position(("Ann", "Ben"), hands={"Ann": "T"}, held={"Ann": ["A1"]})
    [note] = explain_turn(pos, [(0, 0)], aid=UseAid("A1", ((0, 0),)))
    assert (note.legal, note.rule) == (False, "A1")


@pytest.mark.parametrize("lang", LANGS)
def test_every_note_says_why_in_the_learners_language(lang: str) -> None:
    first, second = _start_and_step()
    colour = BOARD.color(second)
    third = next(n for n in BOARD.neighbors(second) if n != first)
    hand = "TT" + colour.letter + BOARD.color(third).letter
    heights = {c: 1 for c in BOARD.cells_of(Color.TURQUOISE)} | {second: 3}
    pos = make_position(("Ann", "Ben"), heights=heights, hands={"Ann": hand}, held={"Ann": ["A4"]})
    cases = [
        explain_turn(pos, [first, second, third], lang=lang),  # lowest tower, then a jump
        explain_turn(pos, [first], aid=UseAid("A4"), lang=lang),  # the aid, then A4's lift
    ]
    english = [n.text for n in explain_turn(pos, [first, second, third])]
    for notes in cases:
        for note in notes:
            assert note.text and note.text[0].isupper() and note.text.endswith("."), note
            assert_learner_text(note.text, note)
    if lang == "de":
        assert all(n.text != en for n, en in zip(cases[0], english))
        assert cases[0][0].text.startswith("Die erste türkise Scheibe")


def test_compare_names_the_gap_and_the_seven_point_rule() -> None:
    pos = make_position(("Ann", "Ben"), hands={"Ann": "TTY"}, held={"Ann": ["V1"]})
    best = TurnPlan(((0, 0), (1, 0), (2, 0)), (2, 3, 3))
    second = TurnPlan(((0, 0), (1, -1)), (2, 2), vp="V1", vp_bonus=2)
    text = compare_for(best, second, pos)
    assert "scores 8 points, 2 more than the second (6)" in text
    assert "would earn a special tile" in text and "1 disc more" in text
    assert "V1 adds 2 to the second only" in text
    assert compare_for(best, best, pos).startswith("Both turns score 8 points.")
