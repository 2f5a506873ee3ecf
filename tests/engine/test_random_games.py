"""Random-simulation properties (OpenSpiel style): thousands of seeded random games keep every
invariant of the rules, and history, notation and record stay exact."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seven_steps_widget import LAYOUTS, Board, Game, GameRecord, GameState
from seven_steps_widget.engine import Phase
from seven_steps_widget.engine.rules.special_tiles import STARTING_PILES

ALL_TILES = Counter(STARTING_PILES["aid"] + STARTING_PILES["vp"])


def check_invariants(state: GameState) -> None:
    """What must hold in every state of every game."""
    # R1: 140 discs = bag + hands + board + box, 20 of each colour
    on_board = state.on_board()  # once: it counts every cell
    for i in range(7):
        in_hands = sum(h[i] for h in state.hands_by_seat)
        total = state.bag_counts[i] + state.box_counts[i] + on_board[i] + in_hands
        assert total == 20
    assert all(0 <= h <= 7 for h in state.heights_by_cell)  # R8/R12
    if state.phase in (Phase.BONUS, Phase.KEEP, Phase.DISCARD, Phase.OVER):
        assert max(state.heights_by_cell) < 7  # R12 resolved after scoring
    # R4: the 20 special tiles are all somewhere
    piles = state.piles
    tiles = Counter(piles.aid_draw + piles.aid_discard + piles.vp_draw + piles.vp_discard)
    for held in state.held_by_seat:
        tiles.update(held)
        assert (
            sum(t.startswith("A") for t in held) <= 1 and sum(t.startswith("V") for t in held) <= 1
        )
    if state.turn.offer:
        tiles[state.turn.offer] += 1
    assert tiles == ALL_TILES
    assert all(sum(hand) <= 7 for hand in state.hands_by_seat)


def play_random(seed: int, check: bool = True) -> Game:
    rng = random.Random(seed)
    players = ("Ann", "Ben", "Cid", "Dee")[: rng.randint(2, 4)]
    board = Board.random(rng, side=rng.choice(["single", "mixed"]), name=rng.choice(LAYOUTS))
    game = Game(players, board=board, seed=seed, extended=rng.random() < 0.3)
    if check:
        check_invariants(game.state)
    while not game.over:
        actions = game.legal_actions()
        assert actions, f"no legal action in {game.state!r}"
        state = game.apply(rng.choice(actions))
        if check:
            check_invariants(state)
    return game


GAMES_PER_CHUNK = 200
SLOW_CHUNKS = [pytest.param(chunk, marks=pytest.mark.slow) for chunk in range(1, 10)]


@pytest.mark.parametrize("chunk", [0, *SLOW_CHUNKS])
def test_two_thousand_random_games_keep_the_invariants(chunk: int) -> None:
    """Whole games to the end (200 per chunk; the first chunk always, all ten, 2000 games, with
    ``--slow`` as CI runs them): invariants after every action, equal turns for everyone at the
    end (R14)."""
    lengths = []
    for seed in range(chunk * GAMES_PER_CHUNK, (chunk + 1) * GAMES_PER_CHUNK):
        game = play_random(seed)
        state = game.state
        assert len(set(state.turns_by_seat)) == 1, (seed, state.turns_by_seat)
        assert sum(state.bag_counts) == 0
        assert state.tile_bonus_by_seat == tuple(2 * len(h) for h in state.held_by_seat)
        lengths.append(state.turns_by_seat[0])
    assert min(lengths) >= 5  # games are real games, not stubs


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=10**9))
def test_history_notation_and_record_are_exact(seed: int) -> None:
    game = play_random(seed, check=False)
    states = game.states()
    # undo all the way back gives the start state, redo all the way forward the end
    while game.can_undo():
        game.undo()
    assert game.state == states[0]
    while game.can_redo():
        game.redo()
    assert game.state == states[-1]
    # every state's notation round-trips; the record replays every state
    for state in states[:: max(1, len(states) // 40)] + [states[-1]]:
        assert GameState.parse(str(state)) == state
    record = GameRecord.parse(str(game.record()))
    assert record.states() == states


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=10**9))
def test_a_seed_reproduces_the_game(seed: int) -> None:
    assert play_random(seed, check=False).states() == play_random(seed, check=False).states()
