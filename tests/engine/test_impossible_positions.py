"""Position notation and game records refuse impossible positions with a NotationError that
names the field, instead of loading them and crashing later in play or drawing.

Each test takes the notation of a real position (a random game's state) and changes one field
(two where one change alone would also break the disc or tile count)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import seven_steps_widget
from seven_steps_widget import GameRecord, GameState, NotationError, SetupError
from seven_steps_widget.drawing.scene import build_scene
from seven_steps_widget.drawing.svg import scene_to_svg
from seven_steps_widget.engine.checks import check_state
from seven_steps_widget.engine.colors import Color
from seven_steps_widget.engine.state import Phase, TurnProgress
from seven_steps_widget.solver.players import PLAYERS, Match, play_game

PUZZLES = Path(seven_steps_widget.__file__).parent / "puzzles" / "puzzles.json"


@cache
def matches() -> tuple[Match, ...]:
    """Three seeded games between random players: 2, 3 and 4 players."""
    return tuple(
        play_game([PLAYERS["random"]() for _ in range(n)], seed=seed)
        for seed, n in ((1, 2), (2, 3), (3, 4))
    )


@cache
def all_states() -> tuple[GameState, ...]:
    return tuple(s for m in matches() for s in m.record.states())


@cache
def all_texts() -> tuple[str, ...]:
    return tuple(str(s) for s in all_states())


def find(pred: Callable[[GameState], bool]) -> GameState:
    return next(s for s in all_states() if pred(s))


def fields(text: str) -> dict[str, str]:
    return dict(token.split("=", 1) for token in text.split(" ")[1:])


def mutate(text: str, **changes: str) -> str:
    """``text`` with the given fields set to new values (other fields untouched)."""
    for key, value in changes.items():
        tokens = text.split(" ")
        hits = [i for i, token in enumerate(tokens) if token.startswith(f"{key}=")]
        assert len(hits) == 1, key
        tokens[hits[0]] = f"{key}={value}"
        text = " ".join(tokens)
    return text


def refused(text: str, words: str) -> None:
    """The notation is refused with a NotationError whose message matches ``words``."""
    with pytest.raises(NotationError, match=words):
        GameState.parse(text)


# ---------------------------------------------------------------- the positions we start from
def two_discs() -> GameState:
    """Mid-turn: two discs placed, no aid, the centre cell 0,0 still empty."""
    return find(
        lambda s: s.phase is Phase.PLACE
        and len(s.turn.cells) == 2
        and s.turn.aid is None
        and s.height((0, 0)) == 0
    )


def bonus() -> GameState:
    return find(lambda s: s.phase is Phase.BONUS and len(s.turn.cells) >= 1 and s.turn.vp is None)


def two_player_start() -> GameState:
    return find(
        lambda s: len(s.players) == 2 and s.phase is Phase.START and s.last_turn is not None
    )


def finished() -> GameState:
    return matches()[0].final


# ---------------------------------------------------------------- 1. the discs of this turn
def test_a_disc_on_an_empty_cell_is_refused() -> None:
    """``placed=0,0:5`` on an empty cell used to load and then score 5 points."""
    refused(
        mutate(str(two_discs()), placed="0,0:5"),
        r"field 'placed'.*0,0 is at level 5, but the tower there is 0 high",
    )


def test_a_placed_disc_must_be_the_top_of_its_tower() -> None:
    state = two_discs()
    (c1, c2), (l1, l2) = state.turn.cells, state.turn.levels
    text = mutate(str(state), placed=f"{c1[0]},{c1[1]}:{l1};{c2[0]},{c2[1]}:{l2 + 1}")
    refused(text, r"field 'placed'.*(is at level|jumps from level)")


@pytest.mark.parametrize(
    ("placed", "words"),
    [
        ("40,40:1", "40,40 is not a cell of this board"),
        ("0,0:1;1,0:1;0,0:1", "0,0 is built on twice"),
        ("0,0:0", "level 0; levels are 1..7"),
        ("0,0:8", "level 8; levels are 1..7"),
        ("0,0:1;3,0:1", r"3,0 is not adjacent to the disc before it at 0,0 \(R8\)"),
        ("0,0:2;1,0:1", r"builds downwards from level 2 to level 1 \(R8\)"),
        ("0,0:1;1,0:3", r"jumps from level 1 to level 3 \(R8\)"),
        (";".join(f"{q},0:1" for q in range(-3, 5)), r"8 discs, but a turn places at most 7"),
    ],
)
def test_placed_discs_form_a_legal_turn(placed: str, words: str) -> None:
    refused(mutate(str(two_discs()), placed=placed), r"field 'placed'.*" + words)


def test_at_most_five_discs_after_a4_or_a5() -> None:
    state = find(lambda s: s.phase is Phase.PLACE and s.turn.aid in ("A4", "A5"))
    placed = ";".join(f"{q},0:1" for q in range(-3, 3))
    refused(mutate(str(state), placed=placed), r"6 discs, but a turn places at most 5 after")


def test_each_placed_disc_needs_its_level() -> None:
    """Not expressible in the notation (each item is cell:level), but a hand-made state."""
    state = two_discs()
    broken = replace(state, turn=replace(state.turn, levels=state.turn.levels[:1]))
    with pytest.raises(SetupError, match="2 cells but 1 levels"):
        check_state(broken)


# ---------------------------------------------------------------- 2. the phase and the turn
def test_start_phase_has_no_disc_aid_vp_or_points() -> None:
    text = str(two_player_start())
    refused(mutate(text, placed="0,0:1"), r"field 'placed'.*no disc is placed before the first")
    refused(mutate(text, used="A4/-"), r"field 'used'.*no aid tile is played before")
    refused(mutate(text, used="-/V1"), r"field 'used'.*no victory-point tile is played")
    refused(mutate(text, points="3"), r"field 'points'.*nothing is scored before the first disc")


def test_place_phase_follows_a_disc_or_an_aid_and_scores_nothing_yet() -> None:
    text = str(two_discs())
    refused(mutate(text, placed="-"), r"field 'placed'.*place phase follows a placed disc")
    refused(mutate(text, used="-/V3"), r"field 'used'.*when scoring, not while placing")
    refused(mutate(text, points="4"), r"field 'points'.*nothing is scored before")


def test_a_scored_turn_has_at_least_its_disc_points() -> None:
    state = bonus()
    refused(
        mutate(str(state), points="0"),
        rf"field 'points'.*scored 0 points, less than its discs' levels \({state.turn.disc_points}",
    )


def test_a_scored_turn_adds_exactly_the_vp_bonus() -> None:
    state = bonus()
    refused(
        mutate(str(state), points=str(state.turn.points + 1)),
        r"field 'points'.*but its discs make \d+ and no VP tile was played",
    )
    with_vp = find(lambda s: s.phase is Phase.DISCARD and s.turn.vp is not None)
    refused(
        mutate(str(with_vp), points=str(with_vp.turn.points + 1)),
        rf"field 'points'.*tile {with_vp.turn.vp} adds",
    )


def test_bonus_phase_only_after_seven_points_or_less() -> None:
    state = find(lambda s: s.phase is Phase.DISCARD and s.turn.points > 7)
    turn = f"{state.current_seat}/{state.start_seat}/bonus"
    refused(mutate(str(state), turn=turn), r"field 'points'.*7 points or less \(R11\)")


def test_keep_phase_needs_a_held_tile_of_the_offered_kind() -> None:
    state = find(lambda s: s.phase is Phase.KEEP)
    offer = state.turn.offer
    assert offer is not None
    kind = "aid" if offer.startswith("A") else "vp"
    held = state.held_tile(kind)
    assert held is not None
    # the held tile goes on its discard pile (so no tile goes missing)
    players = fields(str(state))["players"].split(";")
    name, hand, score, tiles, turns = players[state.current_seat].split(":")
    left = ".".join(t for t in tiles.split(".") if t != held) or "-"
    players[state.current_seat] = ":".join((name, hand, score, left, turns))
    draw, discard = fields(str(state))[kind].split("/")
    piles = f"{draw}/{(discard if discard != '-' else '') + held}"
    text = mutate(str(state), players=";".join(players), **{kind: piles})
    refused(text, rf"field 'offer'.*already holds a tile of the offered kind \({kind}\)")


def test_an_offer_exists_only_in_the_keep_phase() -> None:
    state = find(lambda s: s.phase is Phase.KEEP)
    turn = f"{state.current_seat}/{state.start_seat}/discard"
    refused(mutate(str(state), turn=turn), r"field 'offer'.*only in the keep phase")
    refused(mutate(str(state), offer="-"), r"(the keep phase needs the offered tile|missing)")


def test_the_scored_turn_is_the_last_turn() -> None:
    state = bonus()
    refused(
        mutate(str(state), last="-"), r"field 'last'.*once a turn is scored, the last turn is"
    )


def test_after_scoring_no_tower_stands_at_seven() -> None:
    def raisable(state: GameState) -> list[tuple[tuple[int, int], int]]:
        """Towers the bag has enough discs for to bring them to 7."""
        return [
            (cell, height)
            for cell, height in state.heights.items()
            if 0 < height < 7 and state.bag_counts[state.board.color(cell).index] >= 7 - height
        ]

    state = find(lambda s: s.phase is Phase.DISCARD and bool(raisable(s)))
    cell, height = raisable(state)[0]
    heights = list(state.heights_by_cell)
    heights[state.board.index(cell)] = 7
    bag = list(state.bag_counts)
    bag[state.board.color(cell).index] -= 7 - height
    bag_text = "".join(f"{c.letter}{bag[c.index]}" for c in Color if bag[c.index]) or "-"
    text = mutate(str(state), heights="".join(map(str, heights)), bag=bag_text)
    refused(text, r"field 'heights'.*no tower stands at level 7 \(R12")


def test_end_bonus_only_at_the_end_and_exactly_two_per_tile() -> None:
    final = finished()
    n = len(final.players)
    refused(mutate(str(final), bonus="-"), r"field 'bonus'.*2 points per unused tile \(R14\)")
    refused(
        mutate(str(final), bonus=",".join(["9"] * n)), r"field 'bonus'.*2 points per unused tile"
    )
    refused(
        mutate(str(two_player_start()), bonus="0,0"),
        r"field 'bonus'.*only given when the game is over",
    )


def test_a_game_is_over_only_after_its_end_and_after_the_right_turn() -> None:
    final = finished()
    refused(mutate(str(final), flags="-"), r"field 'flags'.*only after the end was triggered")
    turn = f"{final.start_seat}/{final.start_seat}/over"
    refused(mutate(str(final), turn=turn), r"field 'turn'.*sitting before the start player")
    refused(
        mutate(str(two_player_start()), flags="extra"),
        r"field 'flags'.*extra round.*only in the variant",
    )


def test_no_special_tile_goes_missing() -> None:
    text = str(two_player_start())
    draw, discard = fields(text)["vp"].split("/")
    pile = draw if draw != "-" else discard
    shorter = pile[2:] or "-"
    vp = f"{shorter}/{discard}" if draw != "-" else f"{draw}/{shorter}"
    refused(mutate(text, vp=vp), r"field 'vp'.*20 special tiles \(R4\).*missing here: V")


def test_an_offer_is_one_tile() -> None:
    state = find(lambda s: s.phase is Phase.KEEP)
    assert state.turn.offer is not None
    refused(mutate(str(state), offer=state.turn.offer + "V1"), r"field 'offer'.*not one special")


# ---------------------------------------------------------------- 3. points and counters
def test_scores_turns_points_and_draws_are_not_negative() -> None:
    state = two_player_start()
    text = str(state)
    players = fields(text)["players"].split(";")
    name, hand, score, tiles, turns = players[0].split(":")
    negative_score = ";".join([":".join((name, hand, "-3", tiles, turns)), *players[1:]])
    refused(mutate(text, players=negative_score), r"field 'players'.*score is -3")
    negative_turns = ";".join([":".join((name, hand, score, tiles, "-1")), *players[1:]])
    refused(mutate(text, players=negative_turns), r"field 'players'.*taken -1 turns")
    refused(mutate(text, points="-1"), r"field 'points'.*points are never negative")
    refused(mutate(text, seed=f"{state.seed}/-1"), r"field 'seed'.*never negative")


# ---------------------------------------------------------------- 4. the last turn
def test_last_turn_by_a_player_that_does_not_exist() -> None:
    """``last=9/...`` in a 2-player game used to load and crash when drawn."""
    state = two_player_start()
    assert state.last_turn is not None
    _, cells, points = fields(str(state))["last"].split("/")
    refused(
        mutate(str(state), last=f"9/{cells}/{points}"),
        r"field 'last'.*played by player 9; players are 0..1",
    )


@pytest.mark.parametrize(
    ("last", "words"),
    [
        ("0/40,40:1/1", "40,40 is not a cell of this board"),
        ("0/0,0:0/0", "level 0; levels are 1..7"),
        ("0/0,0:1;0,0:1/2", "0,0 is built on twice"),
        ("0/0,0:1;1,0:3/4", "jumps from level 1 to level 3"),
        ("0/0,0:1;3,0:1/2", "not adjacent"),
        (";".join(f"{q},0:1" for q in range(-3, 5)).join(("0/", "/8")), "8 discs"),
        ("0/0,0:3/2", "scored 2 points, less than its discs' levels"),
        ("0/0,0:1/40", "no victory-point tile adds the rest"),
    ],
)
def test_last_turn_is_a_legal_turn(last: str, words: str) -> None:
    refused(mutate(str(two_player_start()), last=last), r"field 'last'.*" + words)


# ---------------------------------------------------------------- 5. players and seats
def test_current_and_start_player_in_range() -> None:
    refused(mutate(str(two_player_start()), turn="7/0/start"), r"field 'turn'.*0\.\.1, got 7")
    refused(mutate(str(two_player_start()), turn="0/-1/start"), r"field 'turn'.*got 0 and -1")


def test_the_error_points_at_the_field() -> None:
    text = mutate(str(two_discs()), placed="0,0:5")
    with pytest.raises(NotationError) as info:
        GameState.parse(text)
    assert info.value.position == text.index("placed=")


# ---------------------------------------------------------------- valid positions still load
def test_every_state_of_random_games_and_every_puzzle_still_loads() -> None:
    for state in all_states():
        assert GameState.parse(str(state)) == state
    for puzzle in json.loads(PUZZLES.read_text("utf-8"))["puzzles"]:
        state = GameState.parse(puzzle["position"])
        assert GameState.parse(str(state)) == state
    start = find(lambda s: s.phase is Phase.START)
    assert replace(start, turn=TurnProgress()) == start


# ---------------------------------------------------------------- random damage
_PHASES = [p.value for p in Phase]
_JUNK = ["-", "", "x", "0", "-1", "9", "0/0", "0,0", "0,0:1", "0,0:5", "9/0,0:1/1", "A1", "V1"]


def _damage(text: str, data: st.DataObject) -> str:
    """One random change to one field of ``text``."""
    head, *tokens = text.split(" ")
    index = data.draw(st.integers(0, len(tokens) - 1), label="field")
    key, _, value = tokens[index].partition("=")
    how = data.draw(st.sampled_from(["digit", "char", "cut", "junk", "phase", "swap", "seat"]))
    digits = [i for i, ch in enumerate(value) if ch.isdigit()]
    if how == "digit" and digits:
        i = data.draw(st.sampled_from(digits))
        value = value[:i] + data.draw(st.sampled_from("0123456789")) + value[i + 1 :]
    elif how == "char":
        i = data.draw(st.integers(0, len(value)))
        value = value[:i] + data.draw(st.sampled_from("0123456789-,;:/.ATVY")) + value[i:]
    elif how == "cut" and value:
        i = data.draw(st.integers(0, len(value) - 1))
        value = value[:i] + value[i + 1 :]
    elif how == "junk":
        value = data.draw(st.sampled_from(_JUNK))
    elif how == "phase":
        phase = data.draw(st.sampled_from(_PHASES))
        value = "/".join(phase if part in _PHASES else part for part in value.split("/"))
    elif how == "swap":  # the same field of another real position
        other = data.draw(st.sampled_from(all_texts())).split(" ")[1:]
        value = other[index].partition("=")[2]
    elif how == "seat":  # change a player number (turn, last)
        value = re.sub(r"^-?\d+", str(data.draw(st.integers(-1, 5))), value)
    tokens[index] = f"{key}={value}"
    return " ".join([head, *tokens])


@settings(
    max_examples=400,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.data())
def test_damaged_notation_is_refused_or_fully_usable(data: st.DataObject) -> None:
    """Either a NotationError (a ValueError), or a position that plays and draws; nothing else
    may escape parsing."""
    text = _damage(data.draw(st.sampled_from(all_texts()), label="position"), data)
    try:
        state = GameState.parse(text)
    except NotationError:
        return
    assert GameState.parse(str(state)) == state
    actions = state.legal_actions()
    assert actions or state.over
    scene_to_svg(build_scene(state))
    assert state.status() and repr(state)


# ---------------------------------------------------------------- game records
def record_text() -> str:
    return str(matches()[0].record)


def test_record_with_an_impossible_start_names_the_line() -> None:
    text = record_text()
    start = next(line for line in text.splitlines() if line.startswith("[Start"))
    bad = text.replace(start, re.sub(r"turn=\d+/", "turn=7/", start))
    line = text.splitlines().index(start) + 1
    with pytest.raises(NotationError, match=rf"line {line}: .*field 'turn'"):
        GameRecord.parse(bad)


def test_record_with_an_illegal_action_names_the_line() -> None:
    lines = record_text().splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("1. "))
    lines[first] = re.sub(r"place [-\d]+,[-\d]+", "place 40,40", lines[first], count=1)
    with pytest.raises(NotationError, match=rf"line {first + 1}: 'place 40,40' is not allowed"):
        GameRecord.parse("\n".join(lines))
    lines = record_text().splitlines()
    lines[first] = lines[first].replace("discard", "score; discard", 1)
    with pytest.raises(NotationError, match=rf"line {first + 1}: 'score' is not allowed"):
        GameRecord.parse("\n".join(lines))


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda t: t.replace('[Event "7 Steps"]', '[Event "7 Steps"'), "line 1: a tag looks like"),
        (lambda t: t.replace("[Event", "[Event \"x\"]\n[Event", 1), r"line 2: tag \[Event\] given"),
        (lambda t: t + '[Event "late"]\n', r"tag \[Event\] after the turns"),
        (lambda t: re.sub(r'\[Seed "\d+"\]', '[Seed "12345"]', t), r"\[Seed\] is '12345'"),
        (lambda t: re.sub(r"\[Players \"[^\"]*\"\]", '[Players "Ann;Ben"]', t), r"\[Players\]"),
        (lambda t: t.replace('"standard"]', '"one more round"]'), r"\[Variant\]"),
        (lambda t: re.sub(r"\[Result \"[^\"]*\"\]", '[Result "x 1"]', t), r"\[Result\]"),
        (lambda t: re.sub(r"(\n1\. [^\n]*); discard [^\n;]*", r"\1", t), "did not end with"),
        (lambda t: re.sub(r"(\n1\. [^\n]*)\n2\. [^:]+:", r"\1;", t), "belongs on the next"),
    ],
)
def test_malformed_record_tags_and_turns_name_the_line(
    change: Callable[[str], str], words: str
) -> None:
    text = record_text()
    changed = change(text)
    assert changed != text
    with pytest.raises(NotationError, match=words):
        GameRecord.parse(changed)


def test_records_of_random_games_still_load() -> None:
    for match in matches():
        text = str(match.record)
        assert str(GameRecord.parse(text)) == text
