"""The solver against brute force: same totals, best first, on seeded reachable positions."""

from __future__ import annotations

import pytest

from seven_steps_widget.engine.actions import Place
from seven_steps_widget.engine.errors import SetupError
from seven_steps_widget.engine.rules.aids import aid_options
from seven_steps_widget.engine.setup import edit_state, make_position
from seven_steps_widget.engine.state import GameState
from seven_steps_widget.solver.best import best_turns
from seven_steps_widget.solver.plan import evaluate
from seven_steps_widget.solver.positions import sample_positions

from .brute import by_actions, by_turns

K = 6


def _check(state: GameState, expected: list[int]) -> None:
    plans = best_turns(state, k=K)
    assert [plan.total for plan in plans] == expected[:K]
    for plan in plans:  # every plan replays through the engine to its claimed points
        played = evaluate(state, plan.actions())
        assert (played.cells, played.levels, played.total) == (
            plan.cells,
            plan.levels,
            plan.total,
        )
        assert plan.seven_point_rule == (plan.total <= 7)


@pytest.mark.parametrize("tiles", [False, True])
@pytest.mark.parametrize("seed", range(4))
def test_small_hands_agree_with_every_action_sequence(seed: int, tiles: bool) -> None:
    for state in sample_positions(seed, 10, tiles=tiles, hand_size=2 + seed % 2, max_turns=20):
        _check(state, by_actions(state))


@pytest.mark.parametrize("tiles", [False, True])
@pytest.mark.parametrize("seed", range(10))
def test_full_hands_agree_with_every_listed_turn(seed: int, tiles: bool) -> None:
    hand = None if not tiles else 3 + seed % 4
    for state in sample_positions(100 + seed, 10, tiles=tiles, hand_size=hand):
        _check(state, by_turns(state))


@pytest.mark.parametrize("seed", range(3))
def test_mid_turn_continues_from_the_discs_placed(seed: int) -> None:
    for state in sample_positions(200 + seed, 10, tiles=True, hand_size=4):
        first = best_turns(state, k=1, aid=False)[0]
        mid = state
        for cell in first.cells[: 1 + seed % 2]:
            mid = mid.apply(Place(cell))
        _check(mid, by_actions(mid))
        assert best_turns(mid, k=1)[0].cells[: len(mid.turn.cells)] == mid.turn.cells


def test_without_tiles_is_the_position_without_them() -> None:
    for state in sample_positions(300, 20, tiles=True):
        bare = edit_state(state, held={state.current: ()})
        plain = best_turns(state, k=K, aid=False, vp=False)
        assert [p.total for p in plain] == by_turns(bare)[:K]
        assert all(p.aid is None and p.vp is None for p in plain)


def test_max_total_finds_the_best_turn_worth_seven_or_less() -> None:
    for state in sample_positions(400, 25, tiles=True, hand_size=5):
        expected = [t for t in by_turns(state) if t <= 7]
        plans = best_turns(state, k=3, max_total=7)
        assert [p.total for p in plans] == expected[:3]
        assert all(p.seven_point_rule for p in plans)


def test_progress_reports_every_aid_use() -> None:
    state = next(sample_positions(500, 1, max_turns=8, tiles=False))
    state = edit_state(state, held={state.current: ("A3",)})
    hand = state.hands_by_seat[state.current_seat]
    options = list(aid_options(state.board, state.heights, hand, "A3"))
    calls: list[tuple[int, int]] = []
    best_turns(state, k=1, progress=lambda done, total: calls.append((done, total)))
    assert calls == [(i, len(options)) for i in range(1, len(options) + 1)]


def test_an_empty_hand_places_nothing_and_earns_a_tile() -> None:
    pos = make_position(("Ann", "Ben"), hands={"Ann": "", "Ben": "T"})
    [plan] = best_turns(pos)
    assert plan.cells == () and plan.total == 0
    assert plan.seven_point_rule  # 0 points is 7 or less: the rulebook makes no exception (R11)


@pytest.mark.parametrize("seed", range(4))
def test_the_best_turn_alone_is_the_first_of_the_best_turns(seed: int) -> None:
    """Asked for the best turn only, the solver takes shortcuts (tile A1 searched once for
    every removal at a time, a use of an aid that can only tie skipped): the same plan as the
    first of the k best, and the brute-force best total, with any VP tile and R11's limit."""
    vps = ((), ("V1",), ("V2",), ("V3",), ("V4",), ("V5",), ("V6",))
    for state in sample_positions(600 + seed, 6, hand_size=3 + seed % 3):
        for aid in ("A1", "A2", "A3"):
            held = (aid, *vps[(seed + len(state.board.cells)) % len(vps)])
            bare = edit_state(state, held={state.current: ()})
            try:
                pos = edit_state(bare, held={state.current: held})
            except SetupError:  # the tile is out of its pile: no such position
                continue
            totals = by_turns(pos)
            for limit in (None, 7):
                alone = best_turns(pos, k=1, max_total=limit)
                assert alone[0] == best_turns(pos, k=2, max_total=limit)[0]
                expected = [t for t in totals if limit is None or t <= limit]
                assert alone[0].total == expected[0]
