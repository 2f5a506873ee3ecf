"""The rulebook's worked examples E1-E6 (docs/rules.md), on positions that fit their text."""

from __future__ import annotations

import pytest

from seven_steps_widget import Color, Game, IllegalMove, make_position, resolve_towers, turn_points
from seven_steps_widget.engine import Phase
from seven_steps_widget.lessons.rulebook import (
    ARND_TURN,
    BAERBEL_TURN,
    CARO_TURN,
    EXAMPLE_BOARD,
    PLAYERS,
    STAIRCASE,
    first_turns_game,
)

ARND_BEIGE, ARND_PURPLE = ARND_TURN
BAERBEL_TURQUOISE, BAERBEL_YELLOW = BAERBEL_TURN[:2]
CARO_BLACK, CARO_RED, CARO_BEIGE_1, CARO_BEIGE_2 = CARO_TURN[:4]


def play_arnd(game: Game) -> None:
    """Arnd's first turn: the beige and the purple disc that Bärbel builds on (E1)."""
    assert game.current == "Arnd"
    assert game.place(ARND_BEIGE) == 1
    assert game.place(ARND_PURPLE) == 1
    game.end_turn(bonus="aid")


def play_baerbel(game: Game) -> int:
    """E1 as written; returns her points."""
    assert game.current == "Bärbel"
    levels = [game.place(c) for c in (BAERBEL_TURQUOISE, BAERBEL_YELLOW, ARND_BEIGE, ARND_PURPLE)]
    assert levels == [1, 1, 2, 2]
    return game.state.turn.disc_points


def test_e1_baerbel_scores_6_and_earns_a_special_tile() -> None:
    game = first_turns_game()
    play_arnd(game)
    assert play_baerbel(game) == 6
    # "no matching disc left": nothing more can be placed after the purple disc.
    assert game.legal_cells() == {}
    assert game.score() == 6
    assert game.phase is Phase.BONUS  # R11: 6 <= 7, she chooses a special tile
    game.choose_bonus("vp")
    assert len(game.held["Bärbel"]) == 1 and game.held["Bärbel"][0].startswith("V")


def test_e2_caro_scores_9_with_six_discs() -> None:
    game = first_turns_game()
    play_arnd(game)
    play_baerbel(game)
    game.end_turn(bonus="aid")
    assert game.current == "Caro"
    chain = [CARO_BLACK, CARO_RED, CARO_BEIGE_1, CARO_BEIGE_2, BAERBEL_YELLOW, ARND_BEIGE]
    assert [game.place(c) for c in chain] == [1, 1, 1, 1, 2, 3]
    assert [EXAMPLE_BOARD.color(c) for c in chain] == [
        Color.BLACK,
        Color.RED,
        Color.BEIGE,
        Color.BEIGE,
        Color.YELLOW,
        Color.BEIGE,
    ]
    assert game.score() == 9
    assert game.phase is Phase.DISCARD  # 9 > 7: no special tile (R11)


def test_e2_points_agree_with_the_pure_function() -> None:
    heights = {ARND_BEIGE: 2, ARND_PURPLE: 2, BAERBEL_TURQUOISE: 1, BAERBEL_YELLOW: 1}
    chain = [CARO_BLACK, CARO_RED, CARO_BEIGE_1, CARO_BEIGE_2, BAERBEL_YELLOW, ARND_BEIGE]
    assert turn_points(EXAMPLE_BOARD, heights, chain) == 9


def _turquoise_next_to_red() -> tuple[tuple[int, int], tuple[int, int]]:
    for cell in EXAMPLE_BOARD.cells_of(Color.TURQUOISE):
        for other in EXAMPLE_BOARD.neighbors(cell):
            if EXAMPLE_BOARD.color(other) is Color.RED:
                return cell, other
    raise AssertionError("the example board has turquoise next to red")


def test_e3_caro_may_not_jump_from_level_1_to_level_3() -> None:
    turquoise, red = _turquoise_next_to_red()
    position = make_position(
        PLAYERS, board=EXAMPLE_BOARD, heights={red: 2}, hands={"Caro": "TR"}, current="Caro"
    )
    game = Game.from_position(position)
    assert game.place(turquoise) == 1
    before = game.state
    with pytest.raises(IllegalMove) as info:
        game.place(red)
    assert info.value.rule == "R8"
    assert "would jump from level 1 to level 3" in str(info.value)
    assert game.state == before  # nothing changed
    with pytest.raises(IllegalMove, match="jump from level 1 to level 3"):
        turn_points(EXAMPLE_BOARD, {red: 2}, [turquoise, red])


def test_e4_dirk_may_not_build_downwards() -> None:
    yellow_low, yellow_tower, purple = (2, -1), (2, -2), (1, -2)
    assert EXAMPLE_BOARD.color(yellow_tower) is Color.YELLOW
    assert EXAMPLE_BOARD.color(purple) is Color.PURPLE
    assert purple in EXAMPLE_BOARD.neighbors(yellow_tower)
    position = make_position(
        PLAYERS,
        board=EXAMPLE_BOARD,
        heights={yellow_tower: 1},
        hands={"Dirk": "YYP"},
        current="Dirk",
    )
    game = Game.from_position(position)
    assert game.place(yellow_low) == 1
    assert game.place(yellow_tower) == 2  # the yellow disc at level 2
    before = game.state
    with pytest.raises(IllegalMove) as info:
        game.place(purple)
    assert info.value.rule == "R8"
    assert "would build downwards from level 2 to level 1" in str(info.value)
    assert game.state == before


def test_e5_all_red_cells_occupied_start_on_the_lowest() -> None:
    red = EXAMPLE_BOARD.cells_of(Color.RED)
    heights = dict(zip(red, (1, 2, 1, 3, 2, 2, 1)))
    position = make_position(PLAYERS, board=EXAMPLE_BOARD, heights=heights, hands={"Arnd": "R"})
    game = Game.from_position(position)
    lowest = {c for c in red if heights[c] == 1}
    assert game.legal_cells() == {c: 2 for c in lowest}  # start at level 2
    higher = next(c for c in red if heights[c] == 2)
    with pytest.raises(IllegalMove) as info:
        game.place(higher)
    assert info.value.rule == "R7" and "lowest height (1)" in str(info.value)
    assert game.place(next(iter(lowest))) == 2


def test_e6_red_tower_at_level_7_is_shared_out() -> None:
    # A staircase of heights 0..6 ending on a red tower of height 6: the perfect 28-point turn.
    path = list(STAIRCASE)
    assert EXAMPLE_BOARD.color(path[-1]) is Color.RED
    red = EXAMPLE_BOARD.cells_of(Color.RED)
    heights = {cell: h for h, cell in enumerate(path)}
    other_red = [c for c in red if c != path[-1]]
    heights[other_red[0]] = 2
    hand = "".join(EXAMPLE_BOARD.color(c).letter for c in path)
    game = Game.from_position(
        make_position(PLAYERS, board=EXAMPLE_BOARD, heights=heights, hands={"Arnd": hand})
    )
    assert [game.place(c) for c in path] == [1, 2, 3, 4, 5, 6, 7]
    assert game.heights[path[-1]] == 7
    assert game.score() == 28
    after = game.heights
    assert after[path[-1]] == 1  # R12: its own cell ends at height 1 ...
    for cell in other_red:  # ... and every other red cell gets one disc
        assert after[cell] == heights.get(cell, 0) + 1
    assert sum(after[c] for c in red) == sum(heights.get(c, 0) for c in red) + 1


def test_d1_two_towers_at_7_resolved_in_canonical_order() -> None:
    red = EXAMPLE_BOARD.cells_of(Color.RED)
    heights = {red[0]: 7, red[1]: 7}
    after = resolve_towers(EXAMPLE_BOARD, heights)
    # First red[0]: red[1] stands at 7, so its disc stays on red[0] (1 + 1); others get 1.
    # Then red[1]: one disc to every red cell.
    assert [after.get(c, 0) for c in red] == [3, 1, 2, 2, 2, 2, 2]
    assert heights == {red[0]: 7, red[1]: 7}  # the input is not changed


def test_r12_cascade_when_sharing_out_makes_another_7() -> None:
    red = EXAMPLE_BOARD.cells_of(Color.RED)
    heights = {red[0]: 7, red[3]: 6}
    after = resolve_towers(EXAMPLE_BOARD, heights)
    assert max(after.values()) < 7
    assert sum(after.values()) == 13
    # red[3] reached 7 and was shared out in turn: it ends at 1, all others got 2 discs.
    assert after[red[3]] == 1
    assert all(after[c] == 2 for c in red if c != red[3])
