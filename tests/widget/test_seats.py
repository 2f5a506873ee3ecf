"""Computer seats: computers play whole games action by action through the widget (each disc
its own history step and repaint), humans are waited for, and the computer never acts in
replay or edit mode, while paused, or before a page is connected; errors reach the status."""

from __future__ import annotations

import random
import time

import pytest

from seven_steps_widget import BoardWidget, Game, Phase
from seven_steps_widget.engine.actions import Place, Score
from seven_steps_widget.solver.players import ComputerPlayer

from .conftest import connect


def seated(game: Game, seats: dict[str, str], paused: bool = False) -> BoardWidget:
    """A connected widget whose computer seats act without delay."""
    widget = BoardWidget(game, seats=seats, computer_delay=0)
    widget.seat_controls.pause.value = paused
    return connect(widget)


def test_computers_finish_a_game_disc_by_disc_with_legal_moves() -> None:
    game = Game(("Ann", "Ben"), seed=4)
    seen: list[int] = []
    game.observe(lambda g: seen.append(g.position_index))
    widget = BoardWidget(game, seats={"Ann": "greedy", "Ben": "random"}, computer_delay=0)
    paints: list[int] = []
    widget.painter.paint = lambda scene: paints.append(len(scene.shapes))  # type: ignore[method-assign]
    assert not widget.seat_controls.running and game.position_index == 0  # no page yet
    connect(widget)
    widget.seat_controls.wait(120)
    assert game.over
    steps = game.history
    assert seen == list(range(1, len(steps) + 1))  # one change per action, none skipped
    assert len({step.group for step in steps}) == len(steps)  # each action its own step
    assert len(paints) >= len(steps) + 1  # a repaint after every action
    state = game.initial_state
    for step in steps:  # every action is legal from the state before it
        state = state.apply(step.action)
        assert state == step.state
    discs = sum(isinstance(step.action, Place) for step in steps)
    scored = sum(len(step.state.turn.cells) for step in steps if isinstance(step.action, Score))
    assert discs == scored > 0  # every disc of every turn came as its own step
    assert widget.seat_controls.step_button.disabled


def test_human_seat_waits_and_the_computer_plays_only_its_own_turn() -> None:
    game = Game(("Arnd", "Bärbel"), seed=11)
    widget = seated(game, {"Bärbel": "greedy"})
    assert game.current == "Arnd" and game.position_index == 0
    assert not widget.seat_controls.running and widget.seat_controls.step_button.disabled
    widget.click(next(iter(game.legal_cells())))
    widget.turn_controls.score_button.click()
    if game.phase is Phase.BONUS:
        widget.turn_controls.take_vp.click()
    if game.phase is Phase.KEEP:
        widget.turn_controls.keep_new.click()
    human_steps = game.position_index
    widget.turn_controls.refill.click()  # Bärbel's turn: the computer plays it
    widget.seat_controls.wait(30)
    assert game.current == "Arnd" and game.state.turns_by_seat == (1, 1)
    computer = game.history[human_steps + 1 :]
    assert sum(isinstance(s.action, Place) for s in computer) >= 1
    assert not widget.seat_controls.running


def test_click_on_a_computer_turn_is_refused_and_step_plays_one_action() -> None:
    game = Game(("Arnd", "Bärbel"), seed=11)
    widget = seated(game, {"Arnd": "greedy"}, paused=True)
    assert not widget.seat_controls.running and not widget.seat_controls.step_button.disabled
    widget.click(next(iter(game.legal_cells())))
    assert game.position_index == 0
    assert widget.status_label.value == "Not allowed: Seats: Arnd is played by the computer"
    widget.seat_controls.step_button.click()
    assert game.position_index == 1 and isinstance(game.history[0].action, Place)
    assert widget.status_label.value.startswith("Arnd: ")
    widget.seat_controls.pause.value = False  # resume: the computer finishes its turn
    widget.seat_controls.wait(30)
    assert game.current == "Bärbel" and game.phase is Phase.START


def test_no_computer_action_in_replay_or_edit_mode() -> None:
    game = Game(("Ann", "Ben"), seed=2)
    widget = seated(game, {"Ann": "greedy", "Ben": "greedy"}, paused=True)
    for _ in range(3):
        widget.seat_controls.step()
    widget.replay_controls.goto(1)
    widget.seat_controls.pause.value = False
    assert not widget.seat_controls.running and widget.seat_controls.step_button.disabled
    assert widget.seat_controls.step() is False
    assert game.position_index == 1 and len(game.history) == 3
    widget.seat_controls.pause.value = True
    widget.replay_controls.goto(3)
    widget.edit_controls.toggle.value = True
    widget.seat_controls.pause.value = False
    assert not widget.seat_controls.running and game.position_index == 3
    widget.edit_controls.toggle.value = False  # back to play: the computer goes on
    widget.seat_controls.wait(120)
    assert game.over


def test_error_in_the_computer_thread_is_shown_not_swallowed() -> None:
    game = Game(("Ann", "Ben"), seed=2)
    widget = seated(game, {"Ann": "greedy"}, paused=True)

    def broken(_state: object) -> object:
        raise RuntimeError("solver exploded")

    widget.seat_controls.computers["Ann"].next_action = broken  # type: ignore[assignment]
    widget.seat_controls.pause.value = False
    widget.seat_controls.wait(10)
    assert widget.status_label.value == "Error: RuntimeError: solver exploded"
    assert game.position_index == 0 and not widget.seat_controls.running
    assert any("solver exploded" in out["text"] for out in widget.errors.outputs)


def test_lookahead_seat_chosen_in_the_dropdown_plays_a_legal_turn() -> None:
    game = Game(("Ann", "Ben"), seed=9)
    widget = seated(game, {}, paused=True)
    widget.seat_controls.dropdowns["Ann"].value = "lookahead"
    assert type(widget.seat_controls.computers["Ann"]).__name__ == "LookaheadPlayer"
    while game.current == "Ann":
        assert widget.seat_controls.step()
    assert game.state.turns_by_seat == (1, 0)
    assert [label for label, _ in widget.seat_controls.dropdowns["Ben"].options] == [
        "human",
        "computer: random",
        "computer: greedy",
        "computer: lookahead",
    ]


def test_unknown_seat_is_refused() -> None:
    with pytest.raises(ValueError, match="seats must map players"):
        BoardWidget(Game(("Ann", "Ben"), seed=1), seats={"Ann": "grandmaster"})


def test_clicks_and_undo_during_computer_turns_never_interleave() -> None:
    """The seat worker (no delay) and main-thread clicks, undo and redo hammer one game: every
    history step is its action applied to the step before, and no computer action is refused."""
    game = Game(("Ann", "Ben"), seed=5)
    widget = BoardWidget(game, seats={"Ben": "random"}, computer_delay=0)
    seats, turn = widget.seat_controls, widget.turn_controls
    refused: list[BaseException] = []
    act = seats._act

    def checked_act(player: ComputerPlayer) -> str:
        try:
            return act(player)
        except Exception as error:
            refused.append(error)
            raise

    seats._act = checked_act  # type: ignore[method-assign]
    connect(widget)
    rng = random.Random(3)
    end = time.monotonic() + 4
    while time.monotonic() < end and not game.over:
        roll = rng.random()
        legal = sorted(game.legal_cells())
        if roll < 0.4 and legal:
            widget.click(rng.choice(legal))  # refused on Ben's turn, a disc on Ann's
        elif roll < 0.5:
            turn.undo.click()
        elif roll < 0.65:
            turn.redo.click()
        else:
            for button in (turn.score_button, turn.take_vp, turn.keep_new, turn.refill):
                if button.layout.display != "none" and not button.disabled:
                    button.click()  # ends Ann's turn step by step: the computer moves
        seats.kick()
    seats.pause.value = True
    seats.wait(30)
    assert refused == []
    assert len({step.action for step in game.history if step.state.current_seat == 1}) > 1
    state = game.initial_state
    for step in game.history:
        state = state.apply(step.action)
        assert state == step.state
