"""The shipped puzzle sets: "best" (graded, each with a re-verified unique best answer, opening
with beginner puzzles), "placement" and "tiles" (goals on near-empty boards, each reachable and
checked right and wrong by ``check_answer``); every text a learner reads in every language of
the word catalogs, without rule ids, coordinates or reprs, and stored as message keys, not
text; a malformed file refused with a clear error; hints; the generator."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from seven_steps_widget.engine.actions import Action, Place, Score
from seven_steps_widget.solver.best import best_turns
from seven_steps_widget.solver.explain import describe_for
from seven_steps_widget.solver.plan import TurnPlan
from seven_steps_widget.solver.puzzle_maker import (
    BEGINNER,
    all_turns,
    at_a_glance,
    generate,
    make_goal_puzzle,
    retext,
    title_for,
)
from seven_steps_widget.solver.puzzles import (
    PUZZLE_SETS,
    Goal,
    Puzzle,
    check_answer,
    hint,
    load_puzzles,
    save_puzzles,
)
from seven_steps_widget.words import LANGS, Text
from tests.learner_text import is_learner_text

from .brute import by_turns

PUZZLES = load_puzzles()
SETS = {name: load_puzzles(name) for name in PUZZLE_SETS}
EVERY = [(name, p) for name, puzzles in SETS.items() for p in puzzles]
EVERY_IDS = [p.id for _, p in EVERY]
GOALS = [p for name, p in EVERY if p.goal != "best"]



def clean(sentence: str) -> bool:
    """No rule id, no coordinates, no Python repr or unfilled placeholder."""
    return is_learner_text(sentence)


def wrong_answer(puzzle: Puzzle) -> list[Action]:
    """A legal turn that is not right: the answer's first disc alone."""
    first: list[Action] = [a for a in puzzle.answer_actions() if not isinstance(a, Score)][:1]
    if first and not isinstance(first[0], Place):  # an aid comes first: then its first disc
        first += [next(a for a in puzzle.answer_actions() if isinstance(a, Place))]
    return [*first, Score()]


# --------------------------------------------------------------------- the sets
def test_three_sets_by_name_and_the_default_is_best() -> None:
    assert set(PUZZLE_SETS) == {"best", "placement", "tiles"}
    assert load_puzzles("best") == PUZZLES
    assert len(SETS["placement"]) >= 5 and len(SETS["tiles"]) >= 5
    assert len({p.id for _, p in EVERY}) == len(EVERY)
    for puzzles in SETS.values():
        assert [p.difficulty for p in puzzles] == sorted(p.difficulty for p in puzzles)
    assert all(p.goal == "best" for p in PUZZLES)
    assert all(p.goal != "best" for p in SETS["placement"] + SETS["tiles"])
    kinds = {Goal.parse(p.goal).kind for p in SETS["placement"]}
    assert kinds == {"points", "level", "discs"}
    for puzzle in SETS["tiles"]:
        assert len(puzzle.state.held[puzzle.state.current]) == 1  # one tile to use


def test_at_least_twenty_puzzles_of_graded_difficulty_opening_with_beginners() -> None:
    assert len(PUZZLES) >= 25
    assert {p.difficulty for p in PUZZLES} == {1, 2, 3, 4, 5}
    first = [p for p in PUZZLES if p.difficulty == 1]
    assert len(first) >= 5 and PUZZLES[: len(first)] == first
    for puzzle in first:  # difficulty 1: a beginner takes it in at a glance
        assert at_a_glance(puzzle.state), puzzle.id


def test_the_shipped_files_are_what_the_specs_make() -> None:
    """The beginner puzzles are data made by ``puzzle_maker`` from its specs: regenerated,
    they come out the same (``python -m seven_steps_widget.solver.puzzle_maker --shipped``)."""
    for name, specs in BEGINNER.items():
        shipped = {p.id: p for p in SETS[name]}
        for spec in specs:
            assert make_goal_puzzle(spec) == shipped[spec.id], spec.id
    by_hand = {spec.id for spec in BEGINNER["best"]}
    for puzzle in PUZZLES:  # the puzzles of seeded games: texts and grade made the same way
        if puzzle.id not in by_hand:
            assert retext(puzzle) == puzzle, puzzle.id


def test_files_round_trip_and_old_files_still_load(tmp_path: Path) -> None:
    path = tmp_path / "set.json"
    save_puzzles(SETS["tiles"], path)
    assert load_puzzles(path) == SETS["tiles"]
    data = json.loads(path.read_text("utf-8"))
    data["format"] = "7steps-puzzles/1"
    old = data["puzzles"][0]
    old["title"], old["question"] = "A title", "A question?"
    old["hints"] = ["A hint in English only"]
    old.pop("goal")
    old["answer"] = SETS["tiles"][0].answer  # a format-1 puzzle: English only, "best"
    path.write_text(json.dumps(data), "utf-8")
    puzzle = load_puzzles(path)[0]
    # its texts are made anew from the position, so it reads in every language
    assert puzzle.goal == "best" and puzzle.title == title_for(puzzle.state)
    assert puzzle.title_in("de") == f"Ann nach {sum(puzzle.state.turns_by_seat)} Zügen"
    assert hint(puzzle, 0, "en").startswith("The best turn scores 6 points")
    assert hint(puzzle, 0, "de").startswith("Der beste Zug bringt 6 Punkte")
    data["puzzles"][0]["goal"] = "height>=3"
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(ValueError, match="goal"):
        load_puzzles(path)


def test_files_store_message_keys_not_text() -> None:
    """Titles and questions are message keys with values (a value may be a message); no
    hint is stored, and no language's text."""
    for file in PUZZLE_SETS.values():
        path = Path(__file__).parents[2] / "seven_steps_widget" / "puzzles" / file
        data = json.loads(path.read_text("utf-8"))
        assert data["format"] == "7steps-puzzles/4"
        for entry in data["puzzles"]:
            assert set(entry) == {
                "id", "difficulty", "goal", "title", "question", "position", "answer",
                "best_points", "second_points",
            }  # fmt: skip
            assert entry["title"]["key"].startswith("puzzle.title")
            assert entry["question"]["key"].startswith("puzzle.question")
    for _, puzzle in EVERY:
        assert isinstance(puzzle.title, Text) and isinstance(puzzle.question, Text)


@pytest.mark.parametrize(
    "change, says",
    [
        (lambda p: p.pop("position"), "'tile-1': no position"),
        (lambda p: p.update(title_de="Viele Farben"), "'tile-1': unknown field(s) title_de"),
        (lambda p: p.update(difficulty="2"), "'tile-1': difficulty must be a JSON int"),
        (lambda p: p.update(answer=[]), "'tile-1': answer must be a list of action texts"),
        (lambda p: p.update(title=5), "'tile-1', title: a text is typed words or a message key"),
        (lambda p: p.update(title={"key": "puzzle.title.nope"}), "no message 'puzzle.title.nope'"),
        (
            lambda p: p["question"]["who"].pop("name"),
            "'tile-1', question.who: the message 'puzzle.to_play_holding_vp' takes the values "
            "['name', 'vp'], not ['vp']",
        ),
        (
            lambda p: p["question"]["ask"].update(n=[6]),
            "question.ask: the value 'n' must be a word, a whole number or a message",
        ),
        (lambda p: p.update(difficulty=6), "'tile-1': difficulty is 1 to 5, not 6"),
        (lambda p: p.update(position="7S1 nonsense"), "'tile-1', position: unknown field"),
    ],
    ids=[
        "missing", "unknown", "type", "answer", "text", "key", "values", "value", "difficulty",
        "position",
    ],  # fmt: skip
)
def test_a_malformed_puzzle_is_refused_with_a_clear_error(
    tmp_path: Path, change: object, says: str
) -> None:
    path = tmp_path / "set.json"
    save_puzzles(SETS["tiles"][:1], path)
    data = json.loads(path.read_text("utf-8"))
    change(data["puzzles"][0])  # type: ignore[operator]
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(ValueError) as refused:
        load_puzzles(path)
    assert says in str(refused.value)
    path.write_text(json.dumps({"format": "7steps-puzzles/9", "puzzles": []}), "utf-8")
    with pytest.raises(ValueError, match="not a puzzle file of format '7steps-puzzles/4'"):
        load_puzzles(path)


# --------------------------------------------------------------------- answers
@pytest.mark.parametrize("puzzle", PUZZLES, ids=[p.id for p in PUZZLES])
def test_the_answer_is_the_unique_best(puzzle: Puzzle) -> None:
    state = puzzle.state
    solution = puzzle.solution()  # the engine replays the answer
    assert solution.total == puzzle.best_points
    ranked = by_turns(state)  # brute force: every aid use, every legal disc sequence
    assert ranked[0] == puzzle.best_points > ranked[1] == puzzle.second_points
    best, second = best_turns(state, k=2)
    assert (best.aid, best.cells, best.total) == (solution.aid, solution.cells, solution.total)
    assert second.total == puzzle.second_points


@pytest.mark.parametrize("puzzle", GOALS, ids=[p.id for p in GOALS])
def test_each_goal_is_reachable_and_checked_right_and_wrong(puzzle: Puzzle) -> None:
    state, goal = puzzle.state, puzzle.target
    turns = all_turns(state)  # every aid use and disc sequence, the VP tile where it adds
    assert max(p.total for p in turns) == puzzle.best_points
    right = [p for p in turns if goal.met(p, puzzle.best_points)]
    assert right and puzzle.solution() in right  # reachable, and the answer is one way
    check = check_answer(puzzle, puzzle.answer)
    assert check.legal and check.right and check.message.startswith("Right!")
    wrong = check_answer(puzzle, wrong_answer(puzzle))
    assert wrong.legal and not wrong.right and wrong.message.startswith("Legal")
    if puzzle.difficulty > 1:  # not met by the trivial first move: no one-disc turn does it
        assert not any(goal.met(p, puzzle.best_points) for p in turns if len(p.cells) == 1)
    if puzzle in SETS["tiles"]:  # the tile is needed: without it the goal is out of reach
        bare = [TurnPlan(p.cells, p.levels) for p in turns if p.aid is None]
        assert not any(goal.met(p, puzzle.best_points) for p in bare), puzzle.id
        tile = state.held[state.current][0]
        assert tile in (puzzle.solution().vp, getattr(puzzle.solution().aid, "tile", None))


def test_goal_checks_count_points_levels_and_discs() -> None:
    level = Goal.parse("level>=3")
    assert level.met(TurnPlan(((0, 0), (1, 0)), (2, 3)), 0)
    assert not level.met(TurnPlan(((0, 0), (1, 0)), (2, 2)), 0)
    exact = Goal.parse("points==7")
    assert exact.met(TurnPlan(((0, 0),), (3,), vp="V1", vp_bonus=4), 9)
    assert not exact.met(TurnPlan(((0, 0),), (3,)), 9)
    assert Goal.parse("discs >= 2").met(TurnPlan(((0, 0), (1, 0)), (1, 1)), 0)
    assert str(Goal.parse("points>=6")) == "points>=6" and str(Goal()) == "best"
    for bad in ("level==3", "points>6", "colours>=2", ""):
        with pytest.raises(ValueError):
            Goal.parse(bad)


def test_check_answer_judges_best_worse_and_illegal_turns() -> None:
    puzzle = next(p for p in PUZZLES if len(p.solution().cells) >= 2 and p.difficulty > 1)
    solution = puzzle.solution()
    assert check_answer(puzzle, puzzle.answer).is_best
    if solution.aid is None:
        assert check_answer(puzzle, list(solution.cells)).is_best
    first_only: list[Action] = [*([solution.aid] if solution.aid else []), Place(solution.cells[0])]
    worse = check_answer(puzzle, first_only)
    assert worse.legal and not worse.is_best and not worse.right
    assert worse.points is not None and worse.points < puzzle.best_points
    assert f"{puzzle.best_points - worse.points} more" in worse.message
    wrong = check_answer(puzzle, [solution.cells[-1], solution.cells[0]])
    assert not wrong.legal and wrong.points is None and wrong.error is not None
    assert wrong.message.startswith("Not allowed: ") and clean(wrong.message)
    german = check_answer(puzzle, [solution.cells[-1], solution.cells[0]], "de")
    assert german.message.startswith("Nicht erlaubt: ") and clean(german.message)


def test_an_unused_victory_point_tile_is_pointed_out() -> None:
    puzzle = next(p for p in SETS["tiles"] if p.solution().vp == "V4")
    places = [a for a in puzzle.answer_actions() if isinstance(a, Place)]
    check = check_answer(puzzle, [*places, Score()])
    assert check.legal and not check.right
    assert "The victory-point tile V4 was not used: it would have added 4." in check.message
    german = check_answer(puzzle, [*places, Score()], "de").message
    assert "Das Siegpunkte-Plättchen V4 wurde nicht eingesetzt" in german


# --------------------------------------------------------------------- learner texts
@pytest.mark.parametrize("name, puzzle", EVERY, ids=EVERY_IDS)
def test_every_text_a_learner_reads_in_every_language(name: str, puzzle: Puzzle) -> None:
    state = puzzle.state
    illegal: list[Action] = [Score()]  # no disc placed: refused
    texts = {lang: [] for lang in LANGS}
    for lang in LANGS:
        texts[lang] += [puzzle.title_in(lang), puzzle.question_in(lang)]
        texts[lang] += [hint(puzzle, i, lang) for i in range(len(puzzle.hints))]
        texts[lang].append(describe_for(puzzle.solution(), state, lang, shown=True))
        for answer in (puzzle.answer, wrong_answer(puzzle), illegal):
            check = check_answer(puzzle, answer, lang)
            texts[lang].append(check.message)
            assert check.hints == tuple(hint(puzzle, i, lang) for i in range(len(puzzle.hints)))
    for lang, sentences in texts.items():
        for sentence in sentences:
            assert sentence and clean(sentence), f"{puzzle.id} ({lang}): {sentence}"
    english, german = texts["en"], texts["de"]
    assert all(en != de for en, de in zip(english, german)), puzzle.id
    for lang in LANGS:
        question = puzzle.question_in(lang)
        assert state.current in question, (lang, question)
        for tile in state.held[state.current]:
            assert tile in question, (lang, question)


@pytest.mark.parametrize("name, puzzle", EVERY, ids=EVERY_IDS)
def test_hints_point_at_cells_and_go_from_vague_to_the_solution(name: str, puzzle: Puzzle) -> None:
    plan = puzzle.solution()
    texts = [hint(puzzle, level) for level in range(len(puzzle.hints) + 2)]
    if puzzle.goal == "best":
        assert str(puzzle.best_points) in texts[0]
    assert texts[-1].startswith("Solution:") and texts[-1] == texts[-2]
    assert hint(puzzle, 99, "de").startswith("Lösung:")
    first = next(h for h in puzzle.hints if h.text("en").startswith("The first disc"))
    assert first.cells == plan.cells[:1]
    assert first.text("de").startswith("Die erste Scheibe")
    assert puzzle.hints[-1].cells == plan.cells
    if plan.aid is not None and plan.aid.cells:
        assert any(
            h.cells == plan.aid.cells and plan.aid.tile in h.text("en") for h in puzzle.hints
        )
    for h in puzzle.hints:
        assert all(cell in puzzle.state.board for cell in h.cells)


def test_the_generator_makes_unique_puzzles_from_seeded_games() -> None:
    made = generate(seed=11, count=3)
    assert len(made) == 3 and made == generate(seed=11, count=3)
    for puzzle in made:
        best, second = best_turns(puzzle.state, k=2)
        assert best.total == puzzle.best_points > second.total == puzzle.second_points
        for lang in LANGS:
            assert clean(puzzle.title_in(lang)) and clean(puzzle.question_in(lang))
            assert all(clean(h.text(lang)) for h in puzzle.hints)
