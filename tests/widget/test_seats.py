"""Computer seats: computers play whole games action by action through the widget (each disc
its own history step and repaint), humans are waited for, and the computer never acts in edit
mode, while paused, or before a page is connected; errors reach the status. The computers play
as an asyncio task: tests either call ``wait()`` (no loop running: it runs one) or drive an
event loop themselves with ``asyncio.run``, clicking between the computer's steps."""

from __future__ import annotations

import asyncio
import random
import re

import pytest

from seven_steps_widget import BoardWidget, Game, Phase
from seven_steps_widget.engine.actions import ChooseBonus, Discard, Keep, Place, Score, UseAid
from seven_steps_widget.solver import PLAYERS
from seven_steps_widget.solver.players import ComputerPlayer
from seven_steps_widget.solver.search import UNIT_LIMIT
from seven_steps_widget.widget.pacing import CHUNK_WORK
from seven_steps_widget.words import t
from seven_steps_widget.words.game import action_text, status_text

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
        widget.turn_controls.bonus_box.take_vp.click()
    if game.phase is Phase.KEEP:
        widget.turn_controls.keep_box.keep_new.click()
    human_steps = game.position_index
    widget.turn_controls.discard_box.refill.click()  # Bärbel's turn: the computer plays it
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
    assert widget.status == "Not allowed: Arnd is played by the computer: wait for its move."
    widget.seat_controls.step_button.click()
    assert game.position_index == 1 and isinstance(game.history[0].action, Place)
    assert widget.status.startswith("Arnd: ")
    widget.seat_controls.pause.value = False  # resume: the computer finishes its turn
    widget.seat_controls.wait(30)
    assert game.current == "Bärbel" and game.phase is Phase.START


def test_computer_goes_on_inside_the_history_but_not_in_edit_mode_or_during_play() -> None:
    game = Game(("Ann", "Ben"), seed=2)
    widget = seated(game, {"Ann": "greedy", "Ben": "greedy"}, paused=True)
    for _ in range(3):
        widget.seat_controls.step()
    recorded = [step.action for step in game.history]
    widget.replay_controls.goto(1)  # back inside Ann's turn: she goes on as she played
    assert not widget.seat_controls.step_button.disabled
    assert widget.seat_controls.step() is True
    assert game.position_index == 2 and [s.action for s in game.history] == recorded
    widget.replay_controls.play.value = True  # the replay's Play moves: the computer waits
    assert widget.seat_controls.to_move() is None and widget.seat_controls.step() is False
    widget.replay_controls.play.value = False
    widget.edit_controls.toggle.value = True
    widget.seat_controls.pause.value = False
    assert not widget.seat_controls.running and widget.seat_controls.step_button.disabled
    assert widget.seat_controls.step() is False and game.position_index == 2
    widget.edit_controls.toggle.value = False  # back to play: the computer goes on
    widget.seat_controls.wait(120)
    assert game.over
    assert [step.action for step in game.history[:3]] == recorded


def test_error_in_the_computer_task_is_shown_not_swallowed(
    caplog: pytest.LogCaptureFixture,
) -> None:
    game = Game(("Ann", "Ben"), seed=2)
    widget = seated(game, {"Ann": "greedy"}, paused=True)

    def broken(_state: object) -> object:
        raise RuntimeError("solver exploded")

    widget.seat_controls.computers["Ann"].next_action = broken  # type: ignore[assignment]
    widget.seat_controls.pause.value = False
    widget.seat_controls.wait(10)
    assert widget.status == t("error", why="RuntimeError: solver exploded")
    assert game.position_index == 0 and not widget.seat_controls.running
    assert any("solver exploded" in str(r.exc_info and r.exc_info[1]) for r in caplog.records)


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


def end_human_turn(widget: BoardWidget) -> None:
    """The human to move places one disc and ends the turn with the buttons."""
    game, turn = widget.game, widget.turn_controls
    widget.click(sorted(game.legal_cells())[0])
    turn.score_button.click()
    if game.phase is Phase.BONUS:
        turn.bonus_box.take_vp.click()
    if game.phase is Phase.KEEP:
        turn.keep_box.keep_new.click()
    turn.discard_box.refill.click()


def test_status_describes_the_position_after_the_computers_played() -> None:
    """Bug (notebook 05): "You to play" on the board, "Lukas (computer): discard -" below."""
    game = Game(("You", "Greta", "Lukas"), seed=2026)
    widget = seated(game, {"Greta": "greedy", "Lukas": "greedy"})
    widget.seat_controls.wait(60)  # Lukas begins
    assert game.current == "You" and game.phase is Phase.START
    expected = status_text(game.state)
    assert widget.status == expected
    assert isinstance(game.history[-1].action, Discard)  # the computer's last action
    end_human_turn(widget)
    widget.seat_controls.wait(60)
    assert game.current == "You" and widget.status == expected
    assert not widget.view.message and widget.turn_controls.score_box.layout.display == ""


def test_undo_redo_and_goto_step_between_the_humans_decisions() -> None:
    """Bug (notebook 05): undo at the start of my turn landed inside the computer's turn
    ("Replay 27/28", a "Refill to 7" button for the computer) and stayed there."""
    game = Game(("You", "Greta", "Lukas"), seed=2026)
    widget = seated(game, {"Greta": "greedy", "Lukas": "greedy"})
    seats, turn = widget.seat_controls, widget.turn_controls
    seats.wait(60)
    first_turn = game.position_index  # my first decision (after Lukas's and Greta's turns)
    end_human_turn(widget)
    refill = game.position_index - 1  # my last decision: the refill
    seats.wait(60)
    end = game.position_index
    assert end == len(game.history) > refill + 2 and game.current == "You"
    actions = [step.action for step in game.history]

    turn.undo.click()  # from the start of my turn: back to my refill, the computers skipped
    assert game.position_index == refill and game.current == "You"
    assert game.phase is Phase.DISCARD and turn.discard_box.layout.display == ""
    assert not seats.running and seats.step_button.disabled
    seats.wait(10)
    assert game.position_index == refill  # the computers do not take over my decision
    for _ in range(20):  # further back: only positions where I decide
        if turn.undo.disabled:
            break
        turn.undo.click()
        assert game.current == "You" and game.position_index >= first_turn
    assert game.position_index == first_turn and turn.undo.disabled  # Lukas began before
    turn.redo.click()
    assert game.current == "You"
    while not turn.redo.disabled:
        turn.redo.click()
        assert game.current == "You"
    assert game.position_index == end and [s.action for s in game.history] == actions

    inside = refill + 2  # inside the computers' turns, e.g. by the replay's slider
    widget.replay_controls.goto(inside)
    assert game.current != "You" and turn.discard_box.layout.display == "none"
    assert turn.score_box.layout.display == "none"  # no buttons for a computer's turn
    seats.wait(60)  # the computers go on (as they played) up to my decision
    assert game.position_index == end and [s.action for s in game.history] == actions
    assert widget.status == status_text(game.state)


def test_computer_steps_paced_on_the_event_loop_a_click_answered_between_them() -> None:
    """Driven with ``asyncio.run``: the computer's actions come one per loop step, ``delay``
    apart; a click made between two steps is answered at once, and Pause stops the computer
    before its next action."""
    game = Game(("Arnd", "Bärbel"), seed=11)
    widget = seated(game, {"Bärbel": "greedy"})
    seats = widget.seat_controls
    seats.delay = 0.05
    times: dict[int, float] = {}  # history position -> loop time it was reached
    game.observe(lambda g: times.setdefault(g.position_index, asyncio.get_event_loop().time()))
    human = 0

    async def main() -> None:
        nonlocal human
        end_human_turn(widget)  # Bärbel's turn starts: a task on this loop
        assert seats.running and game.current == "Bärbel"
        human = game.position_index
        while game.position_index == human:
            await asyncio.sleep(0.005)
        assert game.position_index == human + 1  # one action per step
        cell = sorted(game.legal_cells())[0]
        widget.click(cell)  # between two computer steps: answered now
        assert widget.status == "Not allowed: Bärbel is played by the computer: wait for its move."
        assert game.position_index == human + 1
        while game.position_index == human + 1:
            await asyncio.sleep(0.005)
        seats.pause.value = True  # Pause: no further action
        paused_at = game.position_index
        assert not seats.running
        await asyncio.sleep(seats.delay * 4)
        assert game.position_index == paused_at and game.current == "Bärbel"
        seats.pause.value = False
        await seats.join()
        assert game.current == "Arnd"

    asyncio.run(main())
    computer = [times[i] for i in range(human, game.position_index + 1)]
    gaps = [b - a for a, b in zip(computer, computer[1:])]
    assert len(gaps) >= 3 and min(gaps) >= seats.delay * 0.9  # paced: delay between actions


def test_clicks_and_undo_during_computer_turns_never_interleave() -> None:
    """The seats' task (no delay) and clicks, undo and redo between its steps hammer one game on
    one event loop: every history step is its action applied to the step before, and no
    computer action is refused."""
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

    async def main() -> None:
        for _ in range(600):
            if game.over:
                break
            roll = rng.random()
            legal = sorted(game.legal_cells())
            if roll < 0.4 and legal:
                widget.click(rng.choice(legal))  # refused on Ben's turn, a disc on Ann's
            elif roll < 0.5:
                turn.undo.click()
            elif roll < 0.65:
                turn.redo.click()
            else:
                shown = [
                    (turn.score_box, turn.score_button),
                    (turn.bonus_box, turn.bonus_box.take_vp),
                    (turn.keep_box, turn.keep_box.keep_new),
                    (turn.discard_box, turn.discard_box.refill),
                ]
                for box, button in shown:
                    visible = "none" not in (box.layout.display, button.layout.display)
                    if visible and not button.disabled:
                        button.click()  # ends Ann's turn step by step: the computer moves
            seats.kick()
            await asyncio.sleep(0)  # the computer's task gets its step
        seats.pause.value = True
        await seats.join()

    asyncio.run(main())
    assert refused == []
    assert len({step.action for step in game.history if step.state.current_seat == 1}) > 1
    state = game.initial_state
    for step in game.history:
        state = state.apply(step.action)
        assert state == step.state


def test_the_computers_actions_are_told_in_words_not_notation() -> None:
    game = Game(("You", "Lukas"), seed=3)
    said = [
        action_text(action, lang)
        for action in (
            UseAid("A3", ((0, 0), (1, 0))),
            Score("V2"),
            ChooseBonus("aid"),
            Keep("A2"),
            Discard((1, 0, 2, 0, 0, 0, 0)),
            Discard((0, 0, 0, 0, 0, 1, 0)),
            Discard(),
        )
        for lang in ("en", "de")
    ]
    assert "throws 3 discs back into the bag and refills to 7" in said
    assert t("did_throw_one", "de") in said and t("did_throw", "de", n=3) in said
    assert "nimmt eine Bauhilfe" in said and "refills the hand to 7" in said
    for line in said:
        assert not re.search(r"\d+\s*,\s*-?\d+|\(|discard|bonus", line), line
    widget = connect(BoardWidget(game, seats={"Lukas": "greedy"}))
    seen: list[str] = []
    widget.observe(lambda change: seen.append(change["new"]), names="status")
    game.apply(*PLAYERS["greedy"]().choose_turn(game.state))  # the human's turn, from code
    widget.seat_controls.wait(30)
    assert game.current == "You"
    computer_lines = [line for line in seen if "(computer)" in line]
    assert computer_lines and not any(re.search(r"-?\d+,-?\d+", line) for line in seen)


def test_a_lookahead_computer_thinks_in_short_steps_on_the_loop() -> None:
    """Working out a turn gives the loop back every ``CHUNK_WORK`` positions searched: no step
    the loop runs does more than that and one unit of search. Work, not time, is measured,
    so a busy machine cannot fail it; the benchmark times the steps."""
    game = Game(("Ann", "Ben", "Cem"), seed=2)
    widget = seated(game, {"Ann": "lookahead", "Ben": "lookahead", "Cem": "greedy"})
    widget.seat_controls.wait(300)
    assert game.over
    chunks = widget.seat_controls.meter.chunks
    assert len(chunks) > 3  # some turns took more than one step to work out
    assert max(chunks) <= CHUNK_WORK + UNIT_LIMIT
    state, turns = game.initial_state, 0  # the turns the players choose without a loop
    actions = [step.action for step in game.history]
    while actions and turns < 6:
        name = ("lookahead", "lookahead", "greedy")[state.current_seat]
        turn = PLAYERS[name]().choose_turn(state)
        assert actions[: len(turn)] == turn
        state, actions, turns = state.apply(*turn), actions[len(turn) :], turns + 1
