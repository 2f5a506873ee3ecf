"""Game review: every turn's points against the best then, and the tile choices."""

from __future__ import annotations

from seven_steps_widget.engine.actions import Discard, Place, Score
from seven_steps_widget.engine.game import Game
from seven_steps_widget.engine.setup import make_position
from seven_steps_widget.solver.best import best_turns
from seven_steps_widget.solver.players import GreedyPlayer, RandomPlayer, play_game
from seven_steps_widget.solver.review import review_game


def test_every_turn_is_reviewed_against_the_best() -> None:
    match = play_game([GreedyPlayer(), RandomPlayer()], seed=2)
    rows = review_game(match.record)
    states = match.record.states()
    assert len(rows) == sum(isinstance(a, Discard) for a in match.record.actions) > 10
    for row in rows:
        start = states[row.position]
        assert start.current == row.player
        assert row.best.total == best_turns(start, k=1)[0].total >= row.played.total
        assert row.given_away == row.best.total - row.played.total >= 0
        if row.player.startswith("greedy"):
            assert row.given_away == 0  # greedy always plays a best turn
    assert any(r.given_away > 0 for r in rows if r.player.startswith("random"))


def test_a_kept_vp_tile_and_a_review_of_a_running_game() -> None:
    pos = make_position(("Ann", "Ben"), hands={"Ann": "TTY", "Ben": "K"}, held={"Ann": ["V1"]})
    game = Game.from_position(pos)
    plan = best_turns(pos, k=1, vp=False)[0]
    for cell in plan.cells:
        game.apply(Place(cell))
    game.apply(Score())
    game.end_turn(bonus="aid")
    [row] = review_game(game)
    assert row.played.vp is None and row.best.vp == "V1"
    assert any("V1 was kept" in note for note in row.notes) and row.tile_mattered
    assert row.given_away == row.best.total - plan.total > 0
