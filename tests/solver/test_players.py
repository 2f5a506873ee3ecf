"""Computer players make only legal moves, finish games, and hand out turns action by action."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from seven_steps_widget.engine.actions import Action, Discard
from seven_steps_widget.engine.setup import new_game
from seven_steps_widget.engine.state import Phase
from seven_steps_widget.solver.players import PLAYERS, play_game

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("names", [("random", "greedy"), ("lookahead", "random", "greedy")])
def test_players_only_make_legal_moves_and_finish(names: tuple[str, ...]) -> None:
    for seed in range(2):
        match = play_game([PLAYERS[n]() for n in names], seed=seed)
        assert match.final.over
        state = match.record.start
        for action in match.record.actions:
            assert action in state.legal_actions()
            state = state.apply(action)
        assert state == match.final


@pytest.mark.parametrize("name", sorted(PLAYERS))
def test_next_action_plays_the_same_turn_one_action_at_a_time(name: str) -> None:
    player = PLAYERS[name]()
    state = new_game(("Ann", "Ben"), seed=5)
    for _ in range(6):  # a few whole turns
        whole = PLAYERS[name]().choose_turn(state)
        steps: list[Action] = []
        while not steps or not isinstance(steps[-1], Discard):
            steps.append(player.next_action(state))
            state = state.apply(steps[-1])
        assert steps == whole and state.phase is Phase.START


def test_the_tournament_script_runs_small() -> None:
    script = ROOT / "benchmarks" / "tournament.py"
    out = subprocess.run(
        [sys.executable, str(script), "--games", "2", "--players", "greedy", "lookahead"],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    ).stdout
    assert "greedy vs lookahead: greedy win rate" in out and "95% CI" in out
