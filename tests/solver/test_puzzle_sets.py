"""A teacher's puzzle set as a file (append, reorder, remove, the file's order kept), one
puzzle as one line of text, and damaged files and lines refused whole, naming what is wrong."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from seven_steps_widget.lessons.tiles_tour import aid_position
from seven_steps_widget.solver import (
    Puzzle,
    PuzzleLineError,
    PuzzleRefused,
    append_puzzle,
    check_answer,
    load_puzzles,
    make_puzzle,
    puzzle_from_line,
    puzzle_line,
    remove_puzzle,
    reorder_puzzles,
    save_puzzles,
)
from seven_steps_widget.solver.puzzles import FORMAT
from seven_steps_widget.words import LANGS, t

from .test_make_puzzle import EDITED, GOALS


def _class_set() -> list[Puzzle]:
    """Three puzzles as a teacher makes them: a typed title, a typed question, neither."""
    return [
        make_puzzle(EDITED, "level>=3", title="Climb | up", question="Think of \\ stairs."),
        make_puzzle(aid_position("A3"), "use", title="Move one disc"),
        make_puzzle(EDITED, "tile"),
    ]


def test_a_set_is_appended_reordered_and_kept_in_its_order(tmp_path: Path) -> None:
    path = tmp_path / "our_class.json"
    made = _class_set()
    for count, puzzle in enumerate(made, 1):
        assert append_puzzle(puzzle, path) == made[:count]
    assert json.loads(path.read_text("utf-8"))["format"] == FORMAT == "7steps-puzzles/4"
    assert load_puzzles(path) == made  # as made, not sorted by difficulty
    assert load_puzzles(str(path)) == made
    order = [made[2].id, made[0].id, made[1].id]
    assert [p.id for p in reorder_puzzles(path, order)] == order
    assert [p.id for p in load_puzzles(path)] == order
    assert [p.id for p in remove_puzzle(path, made[0].id)] == [made[2].id, made[1].id]
    with pytest.raises(ValueError, match="each puzzle of the set once"):
        reorder_puzzles(path, [made[1].id])
    with pytest.raises(ValueError, match="no puzzle"):
        remove_puzzle(path, made[0].id)
    assert not list(tmp_path.glob("*.part"))  # each write ended with its rename


def test_the_same_puzzle_twice_is_refused_and_the_file_kept(tmp_path: Path) -> None:
    path = tmp_path / "set.json"
    puzzle = _class_set()[0]
    append_puzzle(puzzle, path)
    before = path.read_bytes()
    again = make_puzzle(EDITED, "level>=3", title="Another title")  # same position and goal
    with pytest.raises(PuzzleRefused) as refused:
        append_puzzle(again, path)
    assert refused.value.words("de") == "Die Sammlung enthält dieses Rätsel schon."
    assert path.read_bytes() == before


def test_typed_texts_are_stored_as_typed_and_read_in_every_language(tmp_path: Path) -> None:
    path = tmp_path / "set.json"
    save_puzzles(_class_set(), path)
    stored = json.loads(path.read_text("utf-8"))["puzzles"][0]
    assert stored["title"] == "Climb | up"
    assert stored["question"]["note"] == "Think of \\ stairs."
    loaded = load_puzzles(path)[0]
    for lang in LANGS:
        assert loaded.title_in(lang) == "Climb | up"
        assert "Think of \\ stairs." in loaded.question_in(lang)


def test_a_format_3_file_still_loads_easiest_first(tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    made = [p for p in load_puzzles("tiles") if p.difficulty > 1][:2] + load_puzzles("tiles")[:1]
    save_puzzles(made, path)
    data = json.loads(path.read_text("utf-8"))
    data["format"] = "7steps-puzzles/3"
    path.write_text(json.dumps(data), "utf-8")
    assert load_puzzles(path) == sorted(made, key=lambda p: p.difficulty)


@pytest.mark.parametrize("goal", GOALS)
def test_one_puzzle_travels_as_one_line(goal: str) -> None:
    puzzle = make_puzzle(EDITED, goal, title="A | B \\ C", question="Look\nclosely.")
    line = puzzle_line(puzzle)
    assert "\n" not in line and line.startswith(puzzle.position + " | goal=")
    back = puzzle_from_line(line)
    assert back.title_in("en") == "A | B \\ C"
    assert "Look closely." in back.question_in("en")
    assert (back.position, back.goal, back.answer, back.difficulty) == (
        puzzle.position, puzzle.goal, puzzle.answer, puzzle.difficulty,
    )  # fmt: skip
    assert check_answer(back, back.answer).right


def test_a_line_without_title_is_a_best_puzzle_when_no_goal_is_given() -> None:
    puzzle = puzzle_from_line(str(EDITED))
    assert puzzle.goal == "best"
    assert puzzle.title_in("fr") == t("puzzle.title_start", "fr", name="Ann")
    assert puzzle_line(puzzle) == f"{EDITED} | goal=best"


@pytest.mark.parametrize(
    "line, key",
    [
        ("", "puzzle_line.not_a_line"),
        ("hello | goal=best", "puzzle_line.not_a_line"),
        (f"{EDITED} | gaol=best", "puzzle_line.bad_field"),
        (f"{EDITED} | best", "puzzle_line.bad_field"),
        (f"{EDITED} | goal=height>=3", "puzzle_line.bad_goal"),
        (str(EDITED).replace("heights=", "heights=x"), "puzzle_line.bad_position"),
        (str(EDITED).replace(" turn=", " nonsense=1 turn="), "puzzle_line.bad_position"),
        (f"{EDITED} | goal=points>=40", "puzzle.refused.points"),
    ],
    ids=["empty", "words", "field", "no-equals", "goal", "heights", "unknown", "unreachable"],
)
def test_a_malformed_line_is_refused_with_a_sentence(line: str, key: str) -> None:
    with pytest.raises(PuzzleRefused) as refused:
        puzzle_from_line(line)
    assert refused.value.words.key == key
    if key.startswith("puzzle_line"):
        assert isinstance(refused.value, PuzzleLineError)
    for lang in LANGS:
        assert refused.value.words(lang)


def _set_file(tmp_path: Path) -> Path:
    path = tmp_path / "set.json"
    save_puzzles(_class_set(), path)
    return path


Change = Callable[[dict[str, object]], object]


def _answer_of(puzzle: dict[str, object], actions: list[str]) -> None:
    puzzle["answer"] = actions


@pytest.mark.parametrize(
    "change, says",
    [
        (lambda p: p.pop("goal"), "no goal"),
        (lambda p: p.update(goal="height>=3"), "a puzzle goal is"),
        (lambda p: p.update(goal=3), "goal must be a JSON str"),
        (lambda p: p.update(id=7), "id must be a JSON str"),
        (lambda p: p.update(difficulty=0), "difficulty is 1 to 5"),
        (lambda p: p.update(title=""), "title: an empty text"),
        (lambda p: p.update(title=["Climb"]), "title: a text is typed words or a message key"),
        (lambda p: p.update(question="Why?"), "question: a question is a message key"),
        (lambda p: p.update(position="7S1 board=nowhere"), "position:"),
        (lambda p: p.update(answer="place 1,0"), "answer must be a JSON list"),
        (lambda p: _answer_of(p, ["place 99,99", "score"]), "answer:"),
        (lambda p: _answer_of(p, ["jump"]), "answer:"),
        (lambda p: p.update(best_points=1), "second_points ("),
        (lambda p: p.update(second_points=-1), "second_points ("),
        (lambda p: p.update(extra=1), "unknown field(s) extra"),
    ],
    ids=[
        "no-goal",
        "goal",
        "goal-type",
        "id",
        "difficulty",
        "empty-title",
        "title",
        "question",
        "position",
        "answer-type",
        "answer-illegal",
        "answer-text",
        "best",
        "second",
        "unknown",
    ],  # fmt: skip
)
def test_a_damaged_file_is_refused_naming_puzzle_and_field(
    tmp_path: Path, change: Change, says: str
) -> None:
    path = _set_file(tmp_path)
    data = json.loads(path.read_text("utf-8"))
    second = data["puzzles"][1]
    change(second)
    path.write_text(json.dumps(data), "utf-8")
    before = path.read_bytes()
    with pytest.raises(ValueError) as refused:
        load_puzzles(path)  # nothing loaded: not even the sound first puzzle
    assert says in str(refused.value)
    if "id" in second and isinstance(second["id"], str):
        assert repr(second["id"]) in str(refused.value)  # the puzzle is named
    with pytest.raises(ValueError):
        append_puzzle(make_puzzle(EDITED, "best"), path)
    assert path.read_bytes() == before  # nothing appended to a damaged set


def test_a_hand_edited_answer_that_misses_the_goal_is_refused(tmp_path: Path) -> None:
    path = _set_file(tmp_path)
    data = json.loads(path.read_text("utf-8"))
    level = data["puzzles"][0]  # level>=3: a one-disc turn on level 1 misses it
    low = next(a for a in _class_set()[2].answer if a.startswith("place"))
    level["answer"] = [low, "score"]
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(ValueError, match=f"puzzle '{level['id']}', answer: it does not meet"):
        load_puzzles(path)


@pytest.mark.parametrize(
    "content, says",
    [
        ("{", "not JSON"),
        ('{"format": "7steps-puzzles/9", "puzzles": []}', "not a puzzle file"),
        ('{"format": "7steps-puzzles/4", "puzzles": {}}', "not a puzzle file"),
        ("[]", "not a puzzle file"),
    ],
)
def test_a_file_that_is_no_set_is_refused(tmp_path: Path, content: str, says: str) -> None:
    path = tmp_path / "set.json"
    path.write_text(content, "utf-8")
    with pytest.raises(ValueError, match=says):
        load_puzzles(path)


def test_two_puzzles_with_one_id_are_refused(tmp_path: Path) -> None:
    path = _set_file(tmp_path)
    data = json.loads(path.read_text("utf-8"))
    data["puzzles"][1]["id"] = data["puzzles"][0]["id"]
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(ValueError, match="two puzzles have the id"):
        load_puzzles(path)
