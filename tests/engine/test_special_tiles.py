"""Building aids A1-A5 and victory-point tiles V1-V6, played through a Game."""

from __future__ import annotations

import pytest

from seven_steps_widget import Board, Color, Game, IllegalMove, make_position
from seven_steps_widget.engine import Phase
from seven_steps_widget.engine.rules.special_tiles import longest_line

BOARD = Board.standard()
RED = BOARD.cells_of(Color.RED)
TURQUOISE = BOARD.cells_of(Color.TURQUOISE)
PLAYERS = ("Ann", "Ben")


def game_with(held: str, hand: str = "TTYYBBR", heights: dict | None = None, **kw) -> Game:  # type: ignore[no-untyped-def,type-arg]
    return Game.from_position(
        make_position(
            PLAYERS,
            heights=heights or {},
            hands={"Ann": hand, "Ben": "KKKGGGP"},
            held={"Ann": [held]} if held else None,
            **kw,
        )
    )


def test_a1_removes_one_or_two_discs_into_the_bag() -> None:
    game = game_with("A1", heights={RED[0]: 3, TURQUOISE[0]: 1})
    bag_before = game.bag
    game.play_aid([RED[0], RED[0]])
    assert game.heights[RED[0]] == 1
    assert game.bag[Color.RED] == bag_before[Color.RED] + 2
    assert "A1" in game.piles.aid_discard and game.held["Ann"] == ()
    assert game.state.turn.max_discs == 7


def test_a1_goes_to_the_box_when_the_bag_is_empty() -> None:
    # Everything not on the board or in hands is in the box: the bag is empty.
    full_bag = game_with("A1", heights={RED[0]: 2}).bag
    game = game_with("A1", heights={RED[0]: 2}, box=full_bag)
    assert sum(game.bag.values()) == 0
    box_red = game.box[Color.RED]
    game.play_aid([RED[0]])
    assert game.box[Color.RED] == box_red + 1 and sum(game.bag.values()) == 0


def test_a1_refuses_an_empty_cell_and_changes_nothing() -> None:
    game = game_with("A1", heights={RED[0]: 1})
    before = game.state
    with pytest.raises(IllegalMove) as info:
        game.play_aid([RED[0], RED[0]])
    assert info.value.rule == "A1" and "no disc left" in str(info.value)
    assert game.state == before


def test_a2_moves_a_tower_or_swaps_two() -> None:
    game = game_with("A2", heights={RED[0]: 3, RED[1]: 1})
    game.play_aid([RED[0], RED[2]])
    assert (game.heights[RED[0]], game.heights[RED[2]]) == (0, 3)
    swap = game_with("A2", heights={RED[0]: 3, RED[1]: 1})
    swap.play_aid([RED[0], RED[1]])
    assert (swap.heights[RED[0]], swap.heights[RED[1]]) == (1, 3)
    other = game_with("A2", heights={RED[0]: 3})
    with pytest.raises(IllegalMove, match="A2: a red tower may only go to a red cell"):
        other.play_aid([RED[0], TURQUOISE[0]])


def test_a3_moves_one_disc_within_its_colour_and_a_7_is_resolved_after_the_turn() -> None:
    game = game_with("A3", heights={RED[0]: 2, RED[1]: 6}, hand="TTYYBBR")
    game.play_aid([RED[0], RED[1]])
    assert (game.heights[RED[0]], game.heights[RED[1]]) == (1, 7)
    game.place(TURQUOISE[0])
    game.score()
    assert max(game.heights.values()) < 7  # R12 after the turn
    assert sum(game.heights[c] for c in RED) == 8


def test_a4_lifts_the_first_disc_and_caps_the_turn_at_5() -> None:
    turquoise_path = [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]
    game = game_with("A4", hand="TTTTTTB", heights=dict.fromkeys(turquoise_path, 1))
    game.play_aid()
    assert game.state.turn.lift and game.state.turn.max_discs == 5
    assert game.place(turquoise_path[0]) == 2  # one level higher than R7 allows
    for cell in turquoise_path[1:5]:
        game.place(cell)
    with pytest.raises(IllegalMove, match="R9: at most 5 discs"):
        game.place(turquoise_path[5])


def test_a5_takes_a_disc_into_the_hand_and_throws_another_back() -> None:
    game = game_with("A5", hand="TTYYBBK", heights={RED[0]: 2})
    bag = game.bag
    game.play_aid([RED[0]], color="K")
    assert game.heights[RED[0]] == 1
    assert game.hands["Ann"][Color.RED] == 1 and game.hands["Ann"][Color.BLACK] == 0
    assert game.bag[Color.BLACK] == bag[Color.BLACK] + 1
    assert game.state.turn.max_discs == 5
    refused = game_with("A5", hand="TTYYBBK", heights={RED[0]: 2})
    with pytest.raises(IllegalMove, match="A5: .* no red one"):
        refused.play_aid([RED[0]], color="R")  # the taken disc itself may not go back


def test_aid_only_before_the_first_disc_and_only_if_held() -> None:
    game = game_with("A4", hand="TTYYBBR")
    game.place(TURQUOISE[0])
    with pytest.raises(IllegalMove, match="only before the first disc"):
        game.play_aid()
    with pytest.raises(IllegalMove, match="holds no building aid"):
        game_with("", hand="TTYYBBR").play_aid()


def score_with(tile: str, cells: list, hand: str, heights: dict | None = None) -> int:  # type: ignore[type-arg]
    game = game_with(tile, hand=hand, heights=heights)
    for cell in cells:
        game.place(cell)
    points = game.score(vp=True)
    assert "V" not in "".join(game.held["Ann"]) and tile in game.piles.vp_discard
    return points - game.state.turn.disc_points


def test_v1_one_point_per_colour() -> None:
    # turquoise (1,0) -> yellow (2,0) -> yellow (3,0)? (2,0),(3,0) are on the yellow tile
    assert score_with("V1", [(1, 0), (2, 0), (3, 0)], "TYYBBRR") == 2


def test_v2_two_points_per_disc_of_the_colour_placed_most() -> None:
    # turquoise (1,0), yellow (2,0), yellow (3,0): yellow was placed most -> 2 x 2
    assert score_with("V2", [(1, 0), (2, 0), (3, 0)], "TYYBBRR") == 4


def test_v2_a_named_colour_must_be_one_placed_most() -> None:
    game = game_with("V2", hand="TYYBBRR")
    for cell in [(1, 0), (2, 0), (3, 0)]:
        game.place(cell)
    before = game.state
    # turquoise would pay 2 and keep the turn at 3 + 2 = 5: the player may not shrink the bonus
    with pytest.raises(IllegalMove, match="V2: .*placed most this turn \\(yellow\\)"):
        game.score(vp=True, vp_color="T")
    assert game.state == before
    assert game.score(vp=True, vp_color=Color.YELLOW) == 3 + 4


def test_v2_on_a_tie_one_of_the_tied_colours_counts() -> None:
    # turquoise (1,0) then yellow (2,0): one disc each, so V2 pays 2 for either colour
    assert score_with("V2", [(1, 0), (2, 0)], "TYYBBRR") == 2


def test_v3_one_point_per_edge_cell() -> None:
    edge = [c for c in [(1, 0), (2, 0), (3, 0)] if BOARD.is_edge(c)]
    assert score_with("V3", [(1, 0), (2, 0), (3, 0)], "TYYBBRR") == len(edge) == 1


def test_v4_longest_straight_line() -> None:
    assert score_with("V4", [(1, 0), (2, 0), (3, 0)], "TYYBBRR") == 3
    assert longest_line([(0, 0), (1, 0), (1, 1), (1, 2), (3, 0)]) == 3  # along the (0, 1) axis
    assert longest_line([(0, 0), (2, 0)]) == 1  # a gap breaks the line (D4)


def test_v5_and_v6_five_points_for_the_right_colours_at_level_3() -> None:
    # Red at level 3: red cells all at height 2 so the first red disc goes to level 3.
    red_at_2 = dict.fromkeys(RED, 2)
    assert score_with("V5", [RED[0]], "RTTYYBB", heights=red_at_2) == 5
    assert score_with("V6", [RED[0]], "RTTYYBB", heights=red_at_2) == 0
    black = BOARD.cells_of(Color.BLACK)
    assert score_with("V6", [black[0]], "KTTYYBB", heights=dict.fromkeys(black, 2)) == 5


def test_only_v2_takes_a_colour() -> None:
    game = game_with("V1", hand="TYYBBRR")
    game.place((1, 0))
    before = game.state
    with pytest.raises(IllegalMove, match="only tile V2 looks at a colour"):
        game.score(vp=True, vp_color="T")
    assert game.state == before
    assert game.phase is Phase.PLACE
