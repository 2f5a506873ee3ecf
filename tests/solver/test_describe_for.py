"""A turn told to a learner (``describe_for``): colours and levels in words, the aid and the
victory-point tile, the points; never a coordinate, a rule id or a repr; English and German.
Checked on the solver's best turns of many seeded positions (with tiles) and on every turn of
games between computer players."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from seven_steps_widget.engine.actions import Discard
from seven_steps_widget.engine.state import GameState
from seven_steps_widget.solver.best import best_turns
from seven_steps_widget.solver.explain import compare_for, describe_for
from seven_steps_widget.solver.plan import TurnPlan, evaluate
from seven_steps_widget.solver.players import GreedyPlayer, LookaheadPlayer, RandomPlayer, play_game
from seven_steps_widget.solver.positions import sample_positions
from seven_steps_widget.words import LANGS, color_name, t
from tests.learner_text import assert_learner_text

WORDS = {
    "en": {"then": ", then ", "disc": "disc", "aid": "building aid", "total": "in all"},
    "de": {"then": ", dann ", "disc": "Scheibe", "aid": "Bauhilfe", "total": "zusammen"},
}


def solver_plans() -> Iterator[tuple[GameState, TurnPlan]]:
    """The three best turns of seeded positions, the player holding an aid and a VP tile."""
    for state in sample_positions(5, 25, tiles=True, hand_size=5):
        for plan in best_turns(state, k=3):
            yield state, plan


def played_plans() -> Iterator[tuple[GameState, TurnPlan]]:
    """Every turn of two computer games, as played."""
    games = ((1, [RandomPlayer(), GreedyPlayer()]), (4, [LookaheadPlayer(), RandomPlayer(3)]))
    for seed, players in games:
        record = play_game(players, seed=seed).record
        states, actions = record.states(), list(record.actions)
        starts = [0] + [i + 1 for i, a in enumerate(actions) if isinstance(a, Discard)]
        for first, end in zip(starts, starts[1:]):
            yield states[first], evaluate(states[first], actions[first:end])


CASES = list(solver_plans()) + list(played_plans())


def test_the_cases_cover_aids_tiles_empty_and_long_turns() -> None:
    assert len(CASES) > 100
    assert {plan.aid.tile for _, plan in CASES if plan.aid} == {"A1", "A2", "A3", "A4", "A5"}
    assert any(plan.vp for _, plan in CASES)
    assert any(len(plan.cells) >= 5 for _, plan in CASES)
    assert any(len(plan.cells) == 1 for _, plan in CASES)


@pytest.mark.parametrize("lang", LANGS)
def test_every_turn_in_words_without_coordinates(lang: str) -> None:
    """The words are the catalog's; English and German are checked word by word."""
    words = WORDS.get(lang)
    for state, plan in CASES:
        said = describe_for(plan, state, lang)
        where = f"{plan.describe()} -> {said}"
        assert_learner_text(said, where)
        colours = [color_name(state.board.color(cell), lang) for cell in plan.cells]
        assert t("plan.then", lang).join(colours) in said, where
        assert " + ".join(map(str, plan.levels)) in said, where
        assert str(plan.total) in said, where
        if words is None:
            continue
        assert words["then"].join(colours) in said, where
        assert f"{len(plan.cells)} {words['disc']}" in said or not plan.cells, where
        assert words["total"] in said, where
        assert (words["aid"].lower() in said.lower()) == (plan.aid is not None), where
        if plan.aid is not None:
            assert said.startswith(f"{words['aid'].capitalize()} {plan.aid.tile} "), where
        if plan.vp is not None:
            assert f"{plan.vp} +{plan.vp_bonus}" in said, where
        assert said[0].isupper() or said[0].isdigit(), where


def test_the_example_of_the_task_and_the_board_pointed_at() -> None:
    state, plan = next((s, p) for s, p in CASES if p.vp and not p.aid and len(p.cells) >= 2)
    english, german = describe_for(plan, state, "en"), describe_for(plan, state, "de")
    assert english != german
    assert describe_for(plan, state, shown=True) == f"{english} (shown on the board)"
    assert describe_for(plan, state, "de", shown=True) == f"{german} (auf dem Spielplan gezeigt)"
    one = TurnPlan(((0, 0),), (1,))
    assert describe_for(one, state) == "1 disc: turquoise; level 1; 1 point in all"
    assert describe_for(one, state, "de") == "1 Scheibe: türkis; Ebene 1; zusammen 1 Punkt"
    assert describe_for(TurnPlan((), ()), state, "de") == "Keine Scheibe; zusammen 0 Punkte"


@pytest.mark.parametrize("lang", LANGS)
def test_comparisons_for_learners_without_coordinates(lang: str) -> None:
    compared = 0
    for state in sample_positions(8, 15, tiles=True, hand_size=5):
        plans = best_turns(state, k=2)
        if len(plans) < 2:
            continue
        said = compare_for(plans[0], plans[1], state, lang)
        compared += 1
        assert describe_for(plans[0], state, lang) in said
        assert describe_for(plans[1], state, lang) in said
        for line in said.splitlines():
            assert_learner_text(line)
    assert compared >= 10
