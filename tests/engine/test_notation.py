"""Position notation and game record: exact round trips and helpful parse errors."""

from __future__ import annotations

import random

import pytest

from seven_steps_widget import Board, Game, GameRecord, GameState, NotationError, make_position
from seven_steps_widget.engine.actions import parse_action


def random_game(seed: int, stop_after: int | None = None) -> Game:
    rng = random.Random(seed)
    board = Board.random(
        rng, side=rng.choice(["single", "mixed"]), name=rng.choice(["standard", "ring", "mask"])
    )
    game = Game(
        ("Ann", "Bärbel: the 2nd", "Cid %;/"), board=board, seed=seed, extended=seed % 2 == 0
    )
    steps = 0
    while not game.over and (stop_after is None or steps < stop_after):
        game.apply(rng.choice(game.legal_actions()))
        steps += 1
    return game


@pytest.mark.parametrize("seed", range(6))
def test_every_state_of_a_game_round_trips(seed: int) -> None:
    game = random_game(seed)
    for state in game.states():
        text = str(state)
        assert "\n" not in text
        assert GameState.parse(text) == state


@pytest.mark.parametrize("seed", range(6))
def test_game_record_round_trips_and_replays_every_state(seed: int) -> None:
    game = random_game(seed)
    record = game.record()
    text = str(record)
    parsed = GameRecord.parse(text)
    assert parsed == record
    assert str(parsed) == text
    assert parsed.states() == game.states()
    assert parsed.replay().state == game.state


def test_record_of_an_unfinished_game_and_a_hand_made_start() -> None:
    position = make_position(("Ann", "Ben"), heights={(0, 0): 3}, hands={"Ann": "TTY"})
    game = Game.from_position(position)
    game.place((1, 0))
    record = GameRecord.parse(str(game.record()))
    assert record.start == position
    assert record.replay().state == game.state


@pytest.mark.parametrize(
    ("mangle", "words"),
    [
        (lambda t: t.replace("7S1", "7S9"), "must start with '7S1'"),
        (lambda t: t.replace("heights=", "heights=9"), "field 'heights'"),
        (lambda t: t.replace("bag=", "bag=X"), "field 'bag'"),
        (lambda t: t + " colour=red", "unknown field"),
        (lambda t: t.replace(" seed=", " seeds="), "unknown field 'seeds="),
        (lambda t: t.replace("turn=0/", "turn=x/"), "field 'turn'"),
        (lambda t: t.replace("aid=", "aid=A9"), "'A9' is not a special tile"),
        (lambda t: t.replace("bag=T", "bag=T9"), "impossible position"),
    ],
)
def test_malformed_positions_say_where_and_what(mangle, words: str) -> None:  # type: ignore[no-untyped-def]
    text = str(Game(("Ann", "Ben"), seed=1).state)
    with pytest.raises(NotationError, match=words.replace("(", r"\(")):
        GameState.parse(mangle(text))


def test_error_position_points_at_the_field() -> None:
    text = str(Game(("Ann", "Ben"), seed=1).state).replace("box=-", "box=??")
    with pytest.raises(NotationError) as info:
        GameState.parse(text)
    assert info.value.position == text.index("box=??")
    assert "near 'box=??" in str(info.value)


def test_record_errors_name_the_line() -> None:
    game = Game(("Ann", "Ben"), seed=3)
    game.place(next(iter(game.legal_cells())))
    game.end_turn(bonus="aid")
    text = str(game.record())
    lines = text.splitlines()
    bad = "\n".join(lines[:-1] + [lines[-1].replace("place", "place 99,99;")])
    with pytest.raises(NotationError, match=r"line \d+"):
        GameRecord.parse(bad)
    illegal = text.replace(
        "1. " + game.players[game.initial_state.current_seat] + ": place",
        "1. " + game.players[game.initial_state.current_seat] + ": place 40,40; place",
    )
    with pytest.raises(NotationError, match="is not allowed: R2"):
        GameRecord.parse(illegal)
    with pytest.raises(NotationError, match="Start"):
        GameRecord.parse("1. Ann: place 0,0\n")
    wrong_player = text.replace(f"1. {game.players[game.initial_state.current_seat]}:", "1. Zed:")
    with pytest.raises(NotationError, match="turn, not Zed's"):
        GameRecord.parse(wrong_player)


@pytest.mark.parametrize(
    "text",
    [
        "place 2,1",
        "aid A1 0,0 0,0",
        "aid A5 1,-1 K",
        "aid A4",
        "score",
        "score V2",
        "bonus vp",
        "keep A3",
        "discard TTY",
        "discard -",
    ],
)
def test_actions_round_trip(text: str) -> None:
    assert str(parse_action(text)) == text


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("jump 1,1", "unknown action"),
        ("place 1", "is not a cell"),
        ("bonus gold", "'aid' or 'vp'"),
        ("discard XYZ", "not a colour letter"),
        ("", "empty action"),
    ],
)
def test_bad_actions(text: str, words: str) -> None:
    with pytest.raises(NotationError, match=words):
        parse_action(text)


def test_save_and_load_a_game(tmp_path) -> None:  # type: ignore[no-untyped-def]
    game = random_game(11, stop_after=120)
    path = tmp_path / "lesson.7steps"
    game.save(path)
    loaded = Game.load(path)
    assert loaded.states() == game.states()
    assert loaded.position_index == game.position_index


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"\xff\xfe\x00garbage", "not a text file"),
        (b'[Start "7S1 board=nonsense"]\n', "lacks field"),
        (b"hello world\n", "expected a tag or a turn"),
    ],
)
def test_a_corrupt_save_file_is_refused_with_its_name(tmp_path, content: bytes, words: str) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "broken.7steps"
    path.write_bytes(content)
    with pytest.raises(NotationError) as info:
        Game.load(path)
    assert str(path) in str(info.value) and words in str(info.value)
