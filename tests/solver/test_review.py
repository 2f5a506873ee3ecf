"""Game review: every turn's points against the best then (a special tile earned by the
7-point rule counts 2), the tile choices, and the notes as sentences in every language."""

from __future__ import annotations

import inspect
import re

import pytest

from seven_steps_widget.engine.actions import Discard, Place
from seven_steps_widget.engine.game import Game
from seven_steps_widget.engine.hexgrid import Cell
from seven_steps_widget.engine.setup import make_position
from seven_steps_widget.engine.state import GameState
from seven_steps_widget.solver import review as review_module
from seven_steps_widget.solver.best import best_turns
from seven_steps_widget.solver.players import GreedyPlayer, RandomPlayer, play_game
from seven_steps_widget.solver.review import (
    TILE_VALUE,
    ReviewNote,
    TileChoice,
    TurnReview,
    earns_tile,
    note_text,
    review_game,
)
from seven_steps_widget.words import LANGS
from seven_steps_widget.words.catalog import catalog
from tests.learner_text import is_learner_text

#: Two towers on yellow cells and a tall one: from the centre's turquoise cells a turn climbs
#: 1, 1, 2, 2, 3 = 9 points; stopping at 7 (1 + 1 + 1 + 2 + 2) is possible too.
HEIGHTS = {(1, 1): 1, (2, 1): 1, (2, 2): 2}
NINE = [(0, 0), (1, 0), (1, 1), (2, 1), (2, 2)]  # 1 + 1 + 2 + 2 + 3
SEVEN = [(0, 0), (1, 0), (2, 0), (1, 1), (2, 1)]  # 1 + 1 + 1 + 2 + 2
#: With one turquoise disc fewer the most is 8 (1 + 2 + 2 + 3), and 7 is still there.
EIGHT = [(1, 0), (1, 1), (2, 1), (2, 2)]
SEVEN_OF_FOUR = [(1, 0), (2, 0), (2, 1), (2, 2)]  # 1 + 1 + 2 + 3


def clean(sentence: str) -> bool:
    """No rule id, no coordinates, no Python repr or unfilled placeholder."""
    return is_learner_text(sentence)


def one_turn(hand: str, cells: list[Cell], held: tuple[str, ...] = ()) -> TurnReview:
    """The review of Ann's one turn placing ``cells`` (then a building aid if R11 grants a
    tile and she may take one)."""
    pos = make_position(("Ann", "Ben"), heights=HEIGHTS, hands={"Ann": hand, "Ben": "K"},
                        held={"Ann": held})  # fmt: skip
    game = Game.from_position(pos)
    for cell in cells:
        game.apply(Place(cell))
    game.end_turn(bonus="aid", keep="old")
    [row] = review_game(game)
    return row


def test_stopping_at_7_for_a_tile_gives_nothing_away_against_a_9_point_turn() -> None:
    row = one_turn("TTYYY", SEVEN)
    assert row.played.total == 7 and row.played_tile and row.played_value == 7 + TILE_VALUE
    assert row.best.total == 9 and not row.best_tile and row.best_value == 9
    assert row.given_away == 0  # 9 against 7 + 2; by points alone it would be 2
    nine = one_turn("TTYYY", NINE)
    assert nine.given_away == 0 and not nine.played_tile
    assert [n.params for n in nine.notes if n.key == "tile_in_reach"] == [{"total": 7, "less": 2}]


def test_a_turn_of_8_gives_one_away_against_7_and_a_tile() -> None:
    row = one_turn("TYYY", EIGHT)
    assert row.played.total == 8 == best_turns_total("TYYY")
    assert row.best.total == 7 and row.best_tile and row.given_away == 1
    assert [n.key for n in row.notes] == ["best_takes_tile"]
    seven = one_turn("TYYY", SEVEN_OF_FOUR)
    assert seven.given_away == 0 and seven.played_tile


def test_a_tile_that_only_replaces_one_held_counts_nothing() -> None:
    """Holding an aid and a victory-point tile, a third tile replaces one of them (R11)."""
    row = one_turn("TTYYY", SEVEN, held=("A2", "V6"))
    assert not row.played_tile and row.played_value == 7
    assert row.best.total == 9 and row.given_away == 2
    nine = one_turn("TTYYY", NINE, held=("A2", "V6"))
    assert nine.given_away == 0 and not any(n.key == "tile_in_reach" for n in nine.notes)


def best_turns_total(hand: str) -> int:
    pos = make_position(("Ann", "Ben"), heights=HEIGHTS, hands={"Ann": hand, "Ben": "K"})
    return best_turns(pos, k=1)[0].total


def test_earns_tile_needs_a_pile_and_a_free_kind() -> None:
    pos = make_position(("Ann", "Ben"), heights=HEIGHTS, hands={"Ann": "TTYYY", "Ben": "K"})
    seven, nine = (best_turns(pos, k=1, max_total=t)[0] for t in (7, 9))
    assert earns_tile(pos, seven) and not earns_tile(pos, nine)


def test_every_turn_is_reviewed_against_the_best() -> None:
    match = play_game([GreedyPlayer(), RandomPlayer()], seed=2)
    rows = review_game(match.record)
    states = match.record.states()
    assert len(rows) == sum(isinstance(a, Discard) for a in match.record.actions) > 10
    for row in rows:
        start = states[row.position]
        assert start.current == row.player
        top = best_turns(start, k=1)[0].total
        assert row.best.total <= top and row.best_value >= max(top, row.played_value)
        assert row.played_tile == earns_tile(start, row.played)
        assert row.given_away == row.best_value - row.played_value >= 0
        if row.player.startswith("greedy"):
            assert row.played.total == top  # greedy plays the most points...
            assert row.given_away <= 1  # ...and 8 or more against 7 + 2 gives away at most 1
    assert any(r.given_away > 0 for r in rows if r.player.startswith("random"))
    for row in rows:
        for note in row.all_notes():
            for lang in LANGS:
                assert clean(note_text(note, lang)), note_text(note, lang)


def test_a_kept_vp_tile_and_a_review_of_a_running_game() -> None:
    pos = make_position(("Ann", "Ben"), hands={"Ann": "TTY", "Ben": "K"}, held={"Ann": ["V1"]})
    game = Game.from_position(pos)
    plan = best_turns(pos, k=1, vp=False)[0]
    for cell in plan.cells:
        game.apply(Place(cell))
    game.end_turn(bonus="aid")
    [row] = review_game(game)
    assert row.played.vp is None and row.best.vp == "V1"
    [note] = [n for n in row.notes if n.key == "vp_kept"]
    assert note.params == {"tile": "V1", "bonus": row.best.vp_bonus}
    assert note_text(note) == (
        f"The victory-point tile V1 was kept; played in this turn, it would have added "
        f"{row.best.vp_bonus} points."
    )
    assert note_text(note, "de").startswith("Das Siegpunkte-Plättchen V1 wurde behalten")
    assert row.tile_mattered
    assert row.given_away == row.best_value - row.played_value > 0


#: One example of every note the review writes, with what the English sentence must say.
EXAMPLES = [
    (ReviewNote("vp_kept", {"tile": "V4", "bonus": 1}), "played in this turn, it would have "
     "added 1 point."),
    (ReviewNote("vp_cheap", {"tile": "V3", "bonus": 1, "worth": 2}), "played for 1 point"),
    (ReviewNote("aid_unused", {"tile": "A3", "gain": 2}), "building aid A3"),
    (ReviewNote("tile_in_reach", {"total": 7, "less": 1}), "worth 7 points (1 fewer)"),
    (ReviewNote("best_takes_tile", {"total": 7, "worth": 2}), "stops at 7 points"),
    (TileChoice("bonus", "vp", "aid", 1).note, "Took a victory-point tile instead of a building "
     "aid: 1 point more at the next turn."),
    (TileChoice("bonus", "aid", "vp", -2).note, "Took a building aid instead of a "
     "victory-point tile: 2 points fewer at the next turn."),
    (TileChoice("keep", "V2", "V4", 3).note, "Kept the victory-point tile V2 instead of V4: 3 "
     "points more"),
    (TileChoice("keep", "A1", "A5", -1).note, "Kept the building aid A1 instead of A5: 1 point "
     "fewer"),
]  # fmt: skip


@pytest.mark.parametrize("note, says", EXAMPLES, ids=[str(i) for i in range(len(EXAMPLES))])
def test_every_note_is_a_sentence_in_every_language(note: ReviewNote, says: str) -> None:
    assert note is not None
    english, german = note_text(note, "en"), note_text(note, "de")
    assert says in english and str(note) == english
    assert german != english
    for lang in LANGS:
        sentence = note_text(note, lang)
        assert clean(sentence) and sentence.endswith("."), sentence
        assert sentence[0].isupper()


def test_the_examples_cover_every_note_key_the_review_can_write() -> None:
    source = inspect.getsource(review_module)
    written = set(re.findall(r'ReviewNote\(\s*"(\w+)"', source))
    written |= {f"took_{kind}" for kind in ("vp", "aid")} | {f"kept_{k}" for k in ("vp", "aid")}
    keys = {note.key for note, _ in EXAMPLES if note is not None}
    assert written <= keys
    sentences = {k.removeprefix("review.") for k in catalog("en").forms if k.startswith("review.")}
    assert keys <= sentences
    assert TileChoice("bonus", "vp", "aid", 0).note is None  # no difference, nothing to say


def test_a_record_that_starts_mid_turn_is_reviewed_from_the_next_turn() -> None:
    pos = make_position(("Ann", "Ben"), hands={"Ann": "TTY", "Ben": "KKY"})
    game = Game.from_position(pos)
    game.apply(Place((0, 0)))
    mid = game.state
    game2 = Game.from_position(mid)
    game2.end_turn(bonus="vp")
    player = GreedyPlayer()
    state: GameState = game2.state
    game2.apply(*player.choose_turn(state))
    rows = review_game(game2)
    assert [r.player for r in rows] == ["Ben"]
