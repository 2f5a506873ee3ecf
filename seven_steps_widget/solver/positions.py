"""Seeded sample positions for tests, benchmarks and the puzzle maker: turn starts taken from
games played by random legal moves (so every position is reachable), optionally with special
tiles handed to the player to move."""

from __future__ import annotations

import random
from collections.abc import Iterator

from ..engine.setup import edit_state, new_game
from ..engine.state import GameState, Phase

__all__ = ["random_turn_start", "sample_positions"]


def random_turn_start(
    rng: random.Random, turns: int, players: int = 2, board: str | None = None
) -> GameState:
    """A turn start after ``turns`` turns of random legal play in a game seeded from ``rng``
    (earlier if the game ends first)."""
    names = ("Ann", "Ben", "Cem", "Dora")[:players]
    state = new_game(names, board=board, seed=rng.randrange(2**31))
    last_start = state
    taken = 0
    while taken < turns and not state.over:
        state = state.apply(rng.choice(state.legal_actions()))
        if state.phase is Phase.START:
            last_start, taken = state, taken + 1
    return last_start


def sample_positions(
    seed: int,
    count: int,
    *,
    max_turns: int = 30,
    tiles: bool = False,
    hand_size: int | None = None,
) -> Iterator[GameState]:
    """``count`` seeded turn starts; with ``tiles`` the player to move holds a random aid and a
    random VP tile (any tiles they held go back); ``hand_size`` trims the hand to that many
    discs (smaller hands keep brute-force checks quick)."""
    rng = random.Random(f"positions:{seed}")
    for _ in range(count):
        state = random_turn_start(rng, rng.randrange(max_turns + 1))
        name = state.current
        if hand_size is not None:
            discs = list(state.hands[name].elements())
            kept = rng.sample(discs, min(hand_size, len(discs)))
            state = edit_state(state, hands={name: kept})
        if tiles:
            edit = edit_state(state, held={name: ()})
            aids = sorted(set(edit.piles.aid_draw))
            vps = sorted(set(edit.piles.vp_draw))
            chosen = [rng.choice(pile) for pile in (aids, vps) if pile]
            state = edit_state(edit, held={name: chosen})
        yield state
