"""The end of a turn: the 7-point rule with its piles (R11), discard and refill (R13),
game end, the extra-round variant and final scoring (R14), and undo/redo."""

from __future__ import annotations

from dataclasses import replace

import pytest

from seven_steps_widget import Color, Game, HistoryError, IllegalMove, Score, make_position
from seven_steps_widget.engine import Phase
from seven_steps_widget.engine.state import Piles

PLAYERS = ("Ann", "Ben", "Cid")


def one_disc_turn(game: Game) -> None:
    """Place the first legal disc of the current player (a 1-point turn)."""
    game.place(next(iter(game.legal_cells())))


def test_seven_point_rule_gives_the_chosen_tile_from_the_top_of_its_pile() -> None:
    game = Game(PLAYERS, seed=11)
    top = game.piles.aid_draw[-1]
    me = game.current
    one_disc_turn(game)
    game.end_turn(bonus="aid")
    assert game.held[me] == (top,)
    assert len(game.piles.aid_draw) == 9


def test_more_than_7_points_gives_no_tile() -> None:
    turquoise = Game(PLAYERS).board.cells_of(Color.TURQUOISE)
    # every turquoise cell holds 2 discs, so the first disc goes to level 3 (R7)
    game = Game.from_position(
        make_position(PLAYERS, heights=dict.fromkeys(turquoise, 2), hands={"Ann": "TTT"})
    )
    for _ in range(3):
        assert game.place(next(iter(game.legal_cells()))) == 3
    assert game.score() == 9
    assert game.phase is Phase.DISCARD


def test_keep_one_of_two_tiles_of_a_kind() -> None:
    position = make_position(PLAYERS, hands={"Ann": "TTYYBBR"}, held={"Ann": ["A2"]})
    game = Game.from_position(position)
    new = game.piles.aid_draw[-1]
    one_disc_turn(game)
    game.end_turn(bonus="aid")
    assert game.phase is Phase.KEEP and game.state.turn.offer == new
    game.keep("old")
    assert game.held["Ann"] == ("A2",)
    assert game.piles.aid_discard[-1] == new
    game.undo()
    assert game.phase is Phase.KEEP
    game.keep("new")
    assert game.held["Ann"] == (new,) and game.piles.aid_discard[-1] == "A2"


def test_keep_refuses_a_third_tile_and_changes_nothing() -> None:
    game = Game.from_position(
        make_position(PLAYERS, hands={"Ann": "TTYYBBR"}, held={"Ann": ["V3"]})
    )
    one_disc_turn(game)
    game.end_turn(bonus="vp")
    before = game.state
    other = next(t for t in ("V5", "V6", "V1") if t not in (before.turn.offer, "V3"))
    with pytest.raises(IllegalMove, match="R11: keep either"):
        game.keep(other)
    assert game.state == before


def test_empty_draw_pile_is_refilled_from_its_discard_pile() -> None:
    position = make_position(PLAYERS, hands={"Ann": "TTYYBBR"})
    piles = position.piles
    emptied = replace(position, piles=replace(piles, aid_draw=(), aid_discard=piles.aid_draw))
    game = Game.from_position(emptied)
    one_disc_turn(game)
    game.end_turn(bonus="aid")
    assert len(game.held["Ann"]) == 1
    assert len(game.piles.aid_draw) == 9 and game.piles.aid_discard == ()
    # reshuffled with the seed: the same position always gives the same tile
    again = Game.from_position(emptied)
    one_disc_turn(again)
    again.end_turn(bonus="aid")
    assert again.held == game.held


def test_both_piles_of_a_kind_empty_that_kind_cannot_be_chosen() -> None:
    position = make_position(PLAYERS, hands={"Ann": "TTYYBBR"})
    # all ten aid tiles out of play (as if held elsewhere): only VP tiles can be chosen
    game = Game.from_position(replace(position, piles=Piles(vp_draw=position.piles.vp_draw)))
    one_disc_turn(game)
    game.score()
    before = game.state
    with pytest.raises(IllegalMove, match="R11: the aid draw pile and its discard pile are both"):
        game.choose_bonus("aid")
    assert game.state == before
    game.choose_bonus("vp")
    assert game.phase is Phase.DISCARD


def test_no_bonus_phase_when_both_kinds_are_exhausted() -> None:
    position = make_position(PLAYERS, hands={"Ann": "TTYYBBR"})
    game = Game.from_position(replace(position, piles=Piles()))
    one_disc_turn(game)
    game.score()
    assert game.phase is Phase.DISCARD


def test_discard_throws_into_the_bag_and_refills_to_7() -> None:
    game = Game(PLAYERS, seed=4)
    me = game.current
    one_disc_turn(game)
    hand = game.hands[me]
    throw = next(iter(hand))
    game.end_turn(bonus="vp", discard=[throw])
    assert sum(game.hands[me].values()) == 7
    assert game.current != me


def test_end_turn_is_atomic() -> None:
    game = Game(PLAYERS, seed=4)
    one_disc_turn(game)
    before = game.state
    with pytest.raises(IllegalMove):
        game.end_turn(bonus="aid", discard="KKKKKKK")
    assert game.state == before


def test_scoring_needs_a_disc_when_the_hand_is_not_empty() -> None:
    game = Game(PLAYERS, seed=4)
    with pytest.raises(IllegalMove, match="R9: place at least one disc"):
        game.score()


def small_bag_game(extended: bool) -> Game:
    """Three players with 7 discs each and only 2 discs left in the bag."""
    position = make_position(
        PLAYERS,
        hands={"Ann": "TTYYBBR", "Ben": "TTYYBBR", "Cid": "TTYYBBR"},
        box={
            Color.TURQUOISE: 14,
            Color.YELLOW: 14,
            Color.BEIGE: 14,
            Color.PURPLE: 20,
            Color.RED: 17,
            Color.BLACK: 20,
            Color.GREEN: 18,
        },
        extended=extended,
        current="Ann",
    )
    assert position.bag.total() == 2
    return Game.from_position(position)


def play_out(game: Game) -> list[str]:
    order = []
    while not game.over:
        order.append(game.current)
        one_disc_turn(game)
        game.end_turn(bonus="aid", keep="new")
    return order


def test_game_ends_after_the_round_in_which_the_bag_ran_out() -> None:
    game = small_bag_game(extended=False)
    order = play_out(game)
    # Ann refills 1 of 1 (bag 1 left), Ben needs 1: gets it, bag empty but hand full;
    # Cid cannot refill: the round ends with Cid (the last before the start player).
    assert order == ["Ann", "Ben", "Cid"]
    assert game.state.turns_by_seat == (1, 1, 1)
    assert game.state.end_triggered


def test_one_more_round_variant() -> None:
    game = small_bag_game(extended=True)
    order = play_out(game)
    assert order == ["Ann", "Ben", "Cid"] * 2
    assert set(game.state.turns_by_seat) == {2}


def test_unused_tiles_score_2_each_at_the_end() -> None:
    hands = {"Ann": "T", "Ben": "T", "Cid": "T"}
    everything_else = make_position(PLAYERS, hands=hands, held={"Ben": ["A1", "V1"]}).bag
    game = Game.from_position(
        make_position(
            PLAYERS,
            hands=hands,
            held={"Ben": ["A1", "V1"]},
            box=everything_else,
            scores={"Ann": 10, "Ben": 6, "Cid": 9},
        )
    )
    for _ in range(3):  # one disc each (1 point, so each takes a VP tile; Ben keeps his old)
        one_disc_turn(game)
        game.end_turn(bonus="vp", keep="old")
    assert game.over
    assert game.state.tile_bonus_by_seat == (2, 4, 2)
    assert game.scores == {"Ann": 10 + 1 + 2, "Ben": 6 + 1 + 4, "Cid": 9 + 1 + 2}
    assert game.ranking() == [(1, "Ann", 13), (2, "Cid", 12), (3, "Ben", 11)]


def test_ranking_shares_places() -> None:
    game = Game.from_position(make_position(PLAYERS, scores={"Ann": 5, "Ben": 7, "Cid": 5}))
    assert game.ranking() == [(1, "Ben", 7), (2, "Ann", 5), (2, "Cid", 5)]


def test_a_player_with_an_empty_hand_takes_the_turn_and_refills() -> None:
    # Ben's hand is empty at the start of his turn (only possible in a hand-made position): he
    # is not skipped; he places nothing, scores 0 (7 or less: a tile, R11) and refills to 7.
    game = Game.from_position(make_position(PLAYERS, hands={"Ann": "T", "Ben": "", "Cid": "T"}))
    one_disc_turn(game)
    game.end_turn(bonus="aid")
    assert game.current == "Ben" and game.phase is Phase.START
    assert game.legal_cells() == {} and game.legal_actions() == [Score()]
    with pytest.raises(IllegalMove):
        game.place(next(iter(game.board.cells)))
    assert game.end_turn(bonus="vp") == 0
    assert game.hands["Ben"].total() == 7
    assert game.held["Ben"] and game.held["Ben"][0].startswith("V")
    assert game.current == "Cid"
    assert game.state.turns_by_seat == (1, 1, 0)


def test_undo_redo_across_turns_and_goto() -> None:
    game = Game(PLAYERS, seed=9)
    start = game.state
    one_disc_turn(game)
    after_place = game.state
    game.end_turn(bonus="vp")
    one_disc_turn(game)
    game.undo()
    game.undo()
    assert game.state == after_place
    game.undo()
    assert game.state == start
    with pytest.raises(HistoryError, match="nothing to undo"):
        game.undo()
    game.redo()
    assert game.state == after_place
    game.goto(len(game.history))
    assert len(game.actions) == len(game.history)
    game.goto(0)
    assert game.state == start
    game.place(next(iter(game.legal_cells())))
    assert not game.can_redo()  # a new action drops the undone future


def test_observers_hear_every_change() -> None:
    game = Game(PLAYERS, seed=9)
    seen: list[int] = []
    game.observe(lambda g: seen.append(g.position_index))
    one_disc_turn(game)
    game.undo()
    game.redo()
    assert seen == [1, 0, 1]
