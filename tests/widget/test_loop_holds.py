"""Computer step in a kernel never holds the loop for a whole search: a turn not worked out yet
is thought out in chunks of bounded work (``pacing.CHUNK_WORK``) by a task on the event loop,
"thinking" is on the status line meanwhile, and the actions played are those the player
chooses without a loop. Work is counted, not time (benchmarks/loop_holds.py times it)."""

from __future__ import annotations

import asyncio

from seven_steps_widget import BoardWidget, Game
from seven_steps_widget.engine.actions import Action, Discard
from seven_steps_widget.solver import PLAYERS
from seven_steps_widget.solver.search import UNIT_LIMIT
from seven_steps_widget.widget.pacing import CHUNK_WORK

from .conftest import connect


def paused_lookahead(game: Game) -> tuple[BoardWidget, str]:
    """A connected board, paused, whose player to move is the lookahead computer; its name."""
    first = game.current
    widget = connect(BoardWidget(game, seats={first: "lookahead"}, computer_delay=0))
    widget.seat_controls.pause.value = True
    return widget, first


def test_computer_step_thinks_in_chunks_on_the_loop_and_plays_the_unchunked_turn() -> None:
    game = Game(("Ann", "Ben", "Cem"), seed=2)
    expected = PLAYERS["lookahead"]().choose_turn(game.state)  # at once, without a loop
    widget, first = paused_lookahead(game)
    seats = widget.seat_controls
    played: list[Action] = []
    statuses: list[str] = []

    async def main() -> None:
        assert seats.step()  # the turn is not worked out: a task starts, nothing is played yet
        assert game.position_index == 0
        while game.position_index == 0:
            await asyncio.sleep(0)
            statuses.append(widget.status)
        while game.current == first:  # the rest of the turn is known: each click acts at once
            before = game.position_index
            assert seats.step()
            assert game.position_index == before + 1
        played.extend(step.action for step in game.history)

    asyncio.run(main())
    assert played == expected and isinstance(played[-1], Discard)
    chunks = seats.meter.chunks
    assert len(chunks) > 1  # a full hand's turn takes several steps of the loop
    assert max(chunks) <= CHUNK_WORK + UNIT_LIMIT
    assert f"{first} (computer) is thinking about its turn…" in statuses


def test_a_second_click_while_thinking_starts_no_second_search() -> None:
    game = Game(("Ann", "Ben", "Cem"), seed=2)
    widget, _ = paused_lookahead(game)
    seats = widget.seat_controls

    async def main() -> None:
        assert seats.step()
        await asyncio.sleep(0)
        assert not seats.step()  # still thinking: the click is not a second task
        while game.position_index == 0:
            await asyncio.sleep(0)
        await asyncio.sleep(0)
        assert game.position_index == 1  # one click, one action

    asyncio.run(main())
