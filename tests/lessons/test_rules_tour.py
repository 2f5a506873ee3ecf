"""The rules tour and the rules quiz teach a beginner: tasks at the key ideas, each checked by
the engine in the step's own position; every text in every language of the words layer in the
learner's words (no rule ids, coordinates or Python reprs); refused moves crossed out, never
ringed."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from seven_steps_widget import Walkthrough
from seven_steps_widget.drawing.panel_layer import TRACK
from seven_steps_widget.engine import Color, Game, IllegalMove, Phase
from seven_steps_widget.engine.actions import Discard, Place, Score
from seven_steps_widget.engine.colors import counts_from
from seven_steps_widget.engine.flow import HAND_SIZE
from seven_steps_widget.engine.rules.special_tiles import SEVEN_POINT_LIMIT
from seven_steps_widget.engine.state import GameState
from seven_steps_widget.lessons import Lesson, rules_quiz, rules_tour
from seven_steps_widget.lessons.lesson import Step
from seven_steps_widget.lessons.rulebook import (
    DIRK_PURPLE,
    JUMP_RED,
    Question,
)
from seven_steps_widget.lessons.tasks import CellTask, ChoiceTask
from seven_steps_widget.words import LANGS, Colors, Text, color_letter, t
from seven_steps_widget.words.catalog import catalog
from seven_steps_widget.words.game import refusal_text

OTHER_LANGS = [lang for lang in LANGS if lang != "en"]
YES_NO = ("lesson.yes", "lesson.no")
RULE_ID = re.compile(r"\b[RDE]\d+\b")
TILE_ID = re.compile(r"\b[AV]\d+\b")
COORDINATE = re.compile(r"-?\d+\s*,\s*-?\d+")
REPR = re.compile(r"[\[\]{}]|\(\s*-?\d+\s*,")
SINGULAR_AS_PLURAL = re.compile(
    r"(?<![\d.])1 (points|Punkte|discs|Scheiben|cells|Felder|tiles|spaces|towers|Türme)\b"
)


@pytest.fixture(scope="module")
def tour() -> Lesson:
    return rules_tour()


@pytest.fixture(scope="module")
def quiz() -> Lesson:
    return rules_quiz()


@pytest.fixture(scope="module", params=["tour", "quiz"])
def lesson(request: pytest.FixtureRequest, tour: Lesson, quiz: Lesson) -> Lesson:
    return tour if request.param == "tour" else quiz


def task_words(step: Step) -> Iterator[tuple[str, Text]]:
    """Every text of the step's task, by name (a CellTask's ``other`` filled in)."""
    task = step.task
    if task is None:
        return
    yield "prompt", task.prompt
    if isinstance(task, CellTask):
        yield "right", task.right
        yield "other", Text(task.other.key, **{**task.other.values, "level": 2})
    else:
        yield "explain", task.explain
        yield "hint", task.hint
        for i, option in enumerate(task.options):
            yield f"option {i}", option


def learner_texts(step: Step, lang: str) -> Iterator[tuple[str, str]]:
    """Everything a learner reads in a step, in ``lang``."""
    for name, words in all_texts(step):
        yield name, words(lang)


def refusal(state: GameState, cell: tuple[int, int]) -> IllegalMove | None:
    try:
        state.apply(Place(cell))
    except IllegalMove as error:
        return error
    return None


# ------------------------------------------------------------------ language
def all_texts(step: Step) -> Iterator[tuple[str, Text]]:
    """The step's title, narration and every text of its task, by name."""
    yield "title", step.title
    yield "text", step.text
    yield from task_words(step)


@pytest.mark.parametrize("lang", OTHER_LANGS)
def test_every_step_and_task_is_in_each_language_and_differs_from_the_english(
    lesson: Lesson, lang: str
) -> None:
    """Every text reads in every language; a translated one is not the English (a language
    that still lacks a message is the catalog tests' failure, not this one's)."""
    own = catalog(lang).forms

    def translated(text: Text) -> bool:
        return text.key in own and bool(text(lang)) and text(lang) != text("en")

    if lesson.title.key in own:
        assert translated(lesson.title)
    for i, step in enumerate(lesson):
        assert step.rules, i  # a teacher can see which rules each step shows
        for name, words in all_texts(step):
            assert words("en") and words(lang), (i, name)
            if words.key in own and (not name.startswith("option") or words.key in YES_NO):
                assert translated(words), (i, name, words(lang))


@pytest.mark.parametrize("lang", OTHER_LANGS)
def test_each_language_says_as_much_as_english(lesson: Lesson, lang: str) -> None:
    """Same content: the same numbers in the same order, and about as many sentences."""
    for i, step in enumerate(lesson):
        for name, words in all_texts(step):
            en, other = words("en"), words(lang)
            assert re.findall(r"\d+", en) == re.findall(r"\d+", other), (i, name, en, other)
            sentences = [len(re.findall(r"[.?!](?:\s|$)", s)) for s in (en, other)]
            assert abs(sentences[0] - sentences[1]) <= 1, (i, name, en, other)


@pytest.mark.parametrize("lang", LANGS)
def test_learners_read_no_rule_ids_coordinates_or_code(lesson: Lesson, lang: str) -> None:
    for i, step in enumerate(lesson):
        for name, words in learner_texts(step, lang):
            where = (i, name, words)
            assert not RULE_ID.search(words), where
            assert all(tile in step.rules for tile in TILE_ID.findall(words)), where
            assert not COORDINATE.search(words), where
            assert not REPR.search(words), where
            assert not SINGULAR_AS_PLURAL.search(words), where
            assert "Python" not in words and "engine says" not in words, where


@pytest.mark.parametrize("lang", OTHER_LANGS)
def test_each_language_uses_the_boards_colour_names_in_that_language(
    lesson: Lesson, lang: str
) -> None:
    english_only = {color_letter(c, "en") for c in Color} - {color_letter(c, lang) for c in Color}
    for i, step in enumerate(lesson):
        for name, words in learner_texts(step, lang):
            letters = set(re.findall(r"\b[A-Z]\b", words))
            assert not letters & english_only, (i, name, words)


def test_the_material_step_names_the_colours_as_the_board_writes_them(tour: Lesson) -> None:
    material = tour[tour.find("R1")[0]].text
    for color in Color:
        assert f"{color_letter(color, 'de')} für" in material("de")
        assert f"{color_letter(color, 'en')} for" in material("en")
        for lang in LANGS:
            letter = color_letter(color, lang)
            named = t("rules_tour.material.letter", lang, letter=letter, color=Colors(color))
            assert named.startswith(letter) and named in material(lang)


def test_terms_follow_the_glossary(lesson: Lesson) -> None:
    """One term per concept: the discs behind the screen are the hand / the Vorrat."""
    for step in lesson:
        for _, words in learner_texts(step, "de"):
            assert "Hand" not in words and "Stapelhöhe" not in words
            assert not re.search(r"\bLevel\b|\bTower\b|\bDisc\b", words)
        for _, words in learner_texts(step, "en"):
            assert "Vorrat" not in words and "Ebene" not in words and "Scheibe" not in words


# ------------------------------------------------------------------ tasks checked by the engine
def test_there_are_enough_tasks(tour: Lesson, quiz: Lesson) -> None:
    assert len(tour.tasks) >= 6 and len(quiz.tasks) >= 6
    assert all(step.task is not None for step in quiz)  # every quiz step is a question


def test_every_click_task_asks_for_cells_the_engine_allows_and_refuses_others(
    lesson: Lesson,
) -> None:
    clicks = [step for step in lesson if isinstance(step.task, CellTask)]
    assert clicks
    for step in clicks:
        task = step.task
        assert isinstance(task, CellTask)
        legal = step.state.legal_cells()
        assert task.cells and task.cells <= set(legal), step.title("en")
        colours = {step.state.board.color(c) for c in task.cells}
        assert (
            task.cells == set(legal)
            or {c for c in legal if step.state.board.color(c) in colours} == task.cells
        )
        for lang in LANGS:
            right = next(iter(task.cells))
            assert task.check(step.state, right, lang).right
        refused = [
            (cell, error)
            for cell in step.state.board.cells
            if cell not in task.cells and (error := refusal(step.state, cell)) is not None
        ]
        assert refused, step.title("en")
        for cell, error in refused:
            for lang in LANGS:
                sentence = refusal_text(error, lang, player_name=step.state.current)
                assert sentence != str(error) and not RULE_ID.search(sentence)
                verdict = task.check(step.state, cell, lang)
                assert not verdict.right and sentence in verdict.text
                assert verdict.crossed == (cell,)


def expected_answer(question: Question, state: GameState) -> object:
    """What the engine says, recomputed here from the step's state."""
    cells = question.cells
    if question.asks == "may":  # ("yes", level) or ("no", the engine's refusal)
        for cell in cells:
            if refusal(state, cell) is None:
                return ("yes", state.apply(Place(cell)).turn.levels[-1])
        error = refusal(state, cells[0])
        assert error is not None
        return ("no", error.key)
    if question.asks == "points":
        (cell,) = cells
        after = state.apply(Place(cell))
        assert after.turn.disc_points == sum(after.turn.levels)
        return after.turn.disc_points
    if question.asks == "tile":
        scored = state.apply(Score()) if state.phase in (Phase.START, Phase.PLACE) else state
        assert (scored.phase is Phase.BONUS) == (scored.turn.points <= SEVEN_POINT_LIMIT)
        return "choose" if scored.phase is Phase.BONUS else "none"
    if question.asks == "level":
        (cell,) = cells
        return state.height(cell) + 1
    if question.asks == "discs":  # every disc of the game: in the bag, in hands, on the board
        return state.bag.total() + sum(map(sum, state.hands_by_seat)) + sum(state.heights_by_cell)
    if question.asks == "colour_cells":
        (cell,) = cells
        return len(state.board.cells_of(state.board.color(cell)))
    if question.asks == "bag":
        return state.bag.total()
    if question.asks == "refill":  # throw the first discs of the hand back, refill to 7
        thrown = question.prompt.values["thrown"]
        assert isinstance(thrown, int) and state.phase is Phase.DISCARD
        seat = state.current_seat
        hand = state.hands_by_seat[seat]
        letters = "".join(c.letter * hand[c.index] for c in Color)[:thrown]
        after = state.apply(Discard(counts_from(letters)))
        assert sum(after.hands_by_seat[seat]) == HAND_SIZE
        return HAND_SIZE - (sum(hand) - thrown)
    if question.asks == "height_after":
        (cell,) = cells
        return state.apply(Score()).height(cell)
    if question.asks == "last_turn":
        game, last = Game.from_position(state), None
        while not game.over:
            last = game.current
            cells_now = game.legal_cells()
            if cells_now:
                game.place(next(iter(cells_now)))
            game.end_turn(bonus="aid", keep="old")
        return last
    if question.asks == "winner":
        assert state.over
        best = max(state.scores.values())
        return frozenset(p for p, score in state.scores.items() if score == best)
    raise AssertionError(f"unknown question {question.asks!r}")


def test_every_choice_is_answered_as_the_engine_computes(lesson: Lesson) -> None:
    choices = [step for step in lesson if isinstance(step.task, ChoiceTask)]
    assert choices
    for step in choices:
        task = step.task
        title = step.title("en")
        assert isinstance(task, Question), title  # so that its answer can be recomputed
        assert len(task.values) == len(task.options) == len(set(task.values)) >= 2
        assert task.values[task.answer] == expected_answer(task, step.state), title
        for value, option in zip(task.values, task.options):
            if isinstance(value, int):
                assert all(option(lang) == str(value) for lang in LANGS)
            elif task.asks == "may" and value[0] == "yes":  # type: ignore[index]
                assert option("en") == f"Yes, on level {value[1]}"  # type: ignore[index]
                assert option("de") == f"Ja, auf Ebene {value[1]}"  # type: ignore[index]
        for lang in LANGS:
            assert task.check(task.answer, lang).right
            wrong = next(i for i in range(len(task.options)) if i != task.answer)
            verdict = task.check(wrong, lang)
            assert not verdict.right and task.hint(lang) in verdict.text
        if task.asks == "may":  # a ring means "may go here": never on a refused cell
            assert all(refusal(step.state, cell) is None for cell in task.show)
            if task.values[task.answer][0] == "no":  # type: ignore[index]
                # the engine's own sentence explains it, about the player to move
                error = refusal(step.state, task.cells[0])
                assert error is not None
                name = step.state.current
                for lang in LANGS:
                    assert task.explain(lang) == refusal_text(error, lang, player_name=name)


def test_crossed_out_cells_are_refused_and_never_ringed(lesson: Lesson) -> None:
    for step in lesson:
        for cell in step.forbidden:
            assert refusal(step.state, cell) is not None, (step.title("en"), cell)
            assert cell not in step.highlight


def test_the_jump_and_the_step_down_are_asked_then_crossed_out(tour: Lesson) -> None:
    for rule, cell, key in (("E3", JUMP_RED, "jump"), ("E4", DIRK_PURPLE, "step_down")):
        asked, shown = (tour[i] for i in tour.find(rule))
        task = asked.task
        assert isinstance(task, Question) and task.asks == "may"
        assert task.values[task.answer] == ("no", key)
        assert cell in task.cells and not asked.highlight and not asked.forbidden
        assert cell in shown.forbidden and not shown.highlight and shown.task is None
        for crossed in shown.forbidden:
            error = refusal(shown.state, crossed)
            assert error is not None and error.key == key


# ------------------------------------------------------------------ what the tour teaches
def test_the_tour_covers_its_rules_and_asks_at_each_key_idea(tour: Lesson) -> None:
    expected = {f"R{i}" for i in range(1, 15)} | {f"E{i}" for i in range(1, 7)} | {"D1"}
    assert expected <= tour.rules
    asks = [step.task.asks for step in tour if isinstance(step.task, Question)]
    assert {"may", "points", "tile", "height_after", "level", "last_turn", "winner"} <= set(asks)
    clicks = [step for step in tour if isinstance(step.task, CellTask)]
    first = [s for s in clicks if s.state.phase is Phase.START]
    further = [s for s in clicks if s.state.phase is Phase.PLACE]
    assert first and further
    names = {s.state.current for s in first} | {s.state.current for s in further}
    assert {"Arnd", "Bärbel"} <= names
    points = [s for s in tour if isinstance(s.task, Question) and s.task.asks == "points"]
    assert {s.state.current for s in points} & {"Bärbel", "Caro"}
    tiles = [s.task for s in tour if isinstance(s.task, Question) and s.task.asks == "tile"]
    assert {t.values[t.answer] for t in tiles} == {"choose", "none"}  # one earns a tile, one not


def test_no_cell_twice_is_taught_then_asked(tour: Lesson, quiz: Lesson) -> None:
    asked = [
        step
        for step in quiz
        if isinstance(step.task, Question)
        and step.task.asks == "may"
        and (error := refusal(step.state, step.task.cells[0])) is not None
        and error.key == "cell_used_this_turn"
    ]
    assert asked
    # and the colour is in the hand: only "no cell twice" stops that disc
    step = asked[0]
    cell = step.task.cells[0]  # type: ignore[union-attr]
    hand = step.state.hands_by_seat[step.state.current_seat]
    assert hand[step.state.board.color(cell).index]
    # the tour teaches it on Bärbel's own disc: crossed out though she holds its colour
    crossed = [
        (s, c)
        for s in tour
        for c in s.forbidden
        if (e := refusal(s.state, c)) is not None and e.key == "cell_used_this_turn"
    ]
    assert crossed
    shown, cell = crossed[0]
    assert shown.state.hands_by_seat[shown.state.current_seat][shown.state.board.color(cell).index]
    assert "R8.once" in shown.rules


def test_the_next_player_may_start_anywhere(tour: Lesson) -> None:
    starts = [
        step
        for step in tour
        if isinstance(step.task, CellTask)
        and step.state.phase is Phase.START
        and step.state.last_turn is not None
    ]
    assert starts
    step = starts[0]
    board, previous = step.state.board, set(step.state.last_turn.cells)  # type: ignore[union-attr]
    assert any(not set(board.neighbors(c)) & previous for c in step.task.cells)  # type: ignore[union-attr]
    # the previous player's cells are not empty any more: a first disc there is refused
    assert all(refusal(step.state, c) is not None for c in previous)


def test_setup_shows_both_sides_and_other_shapes(tour: Lesson) -> None:
    boards = [step.state.board for step in tour]
    assert {b.side for b in boards} >= {"single", "mixed"}
    assert {b.name for b in boards} - {"standard", "custom"}


def test_the_score_track_and_its_40_plus_tiles(tour: Lesson) -> None:
    track = [s for s in tour if "score track" in s.text("en") and "Wertungsleiste" in s.text("de")]
    assert track
    big = [s for s in tour if max(s.state.scores_by_seat) >= TRACK]
    assert big
    for step in big:
        laps = max(step.state.scores_by_seat) // TRACK
        if f"{TRACK}+" in step.text("en"):
            for lang in LANGS:
                assert t("laps", lang, n=laps) in step.text(lang)
            break
    else:
        raise AssertionError("no step with a score over the track explains the 40+ tiles")


def test_special_tiles_are_kept_face_down(tour: Lesson) -> None:
    steps = [s for s in tour if "face down" in s.text("en") and "verdeckt" in s.text("de")]
    assert any(any(s.state.held_by_seat) for s in steps)


def test_the_game_end_is_played_by_the_engine(tour: Lesson) -> None:
    ends = [tour[i] for i in tour.find("R14")]
    assert any(s.state.end_triggered and not s.state.over for s in ends)
    final = [s for s in ends if s.state.over]
    assert final and any(
        s.state.tile_bonus_by_seat and any(s.state.tile_bonus_by_seat) for s in final
    )


def test_the_examples_keep_the_rulebooks_positions(tour: Lesson) -> None:
    bärbel = tour[tour.find("E1")[-1]]
    assert bärbel.state.turn.levels == (1, 1, 2, 2) and bärbel.state.turn.disc_points == 6
    assert not bärbel.state.legal_cells()  # no fitting disc left
    caro = tour[tour.find("E2")[-1]]
    assert caro.state.turn.levels == (1, 1, 1, 1, 2, 3) and caro.state.turn.disc_points == 9


# ------------------------------------------------------------------ the quiz
def test_the_quiz_covers_placement_points_the_seven_point_rule_and_level_seven(
    quiz: Lesson,
) -> None:
    questions = [s for s in quiz if isinstance(s.task, Question)]
    assert {q.task.asks for q in questions} >= {"may", "points", "tile", "height_after"}  # type: ignore[union-attr]
    clicks = [s for s in quiz if isinstance(s.task, CellTask)]
    assert {s.state.phase for s in clicks} == {Phase.START, Phase.PLACE}
    keys = set()
    for step in questions:
        task = step.task
        assert isinstance(task, Question)
        if task.asks == "may":
            errors = [refusal(step.state, c) for c in task.cells]
            keys |= {e.key for e in errors if e is not None}
    assert {"jump", "step_down", "cell_used_this_turn"} <= keys
    answers = [s.task.values[s.task.answer] for s in questions if s.task.asks == "may"]  # type: ignore[union-attr]
    assert ("yes", 3) in answers  # one level higher is allowed: not every answer is "no"
    assert {answer for answer, _ in answers} == {"yes", "no"}
    assert {"R7", "R8", "R10", "R11", "R12"} <= quiz.rules


# ------------------------------------------------------------------ in the widget
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("make", [rules_tour, rules_quiz])
def test_every_task_can_be_solved_in_the_walkthrough(make, lang: str) -> None:  # type: ignore[no-untyped-def]
    walk = Walkthrough(make(), lang=lang)
    for index in walk.lesson.tasks:
        walk.show(index)
        task = walk.step.task
        if isinstance(task, CellTask):
            walk.answer_cell(next(iter(task.cells)))
        else:
            assert [b.description for b in walk.choices.children] == [o(lang) for o in task.options]  # type: ignore[union-attr]
            walk.choices.children[task.answer].click()  # type: ignore[union-attr]
        assert index in walk.solved and "✔" in walk.feedback.value
    n = len(walk.lesson.tasks)
    progress = t("task_progress", lang, done=n, n=n)
    assert walk.counter.value.endswith(f"{progress} · {t('task_first_try', lang, n=n)}")
    if lang == "de":
        assert walk.counter.value.endswith(f"✔ {n} von {n} Aufgaben · ★ {n} beim ersten Versuch")


def test_the_question_builders_count_in_words_singular_and_plural() -> None:
    from seven_steps_widget.engine import make_position
    from seven_steps_widget.lessons.rulebook import EXAMPLE_BOARD, tile_question

    game = Game.from_position(
        make_position(("Ann", "Ben"), board=EXAMPLE_BOARD, hands={"Ann": "R"})
    )
    game.place(next(iter(game.legal_cells())))
    task = tile_question(game.state, Text("lesson.yes"), Text("lesson.no"))
    assert task.explain("en") == f"1 point is {SEVEN_POINT_LIMIT} or less."
    assert task.explain("de") == f"1 Punkt ist {SEVEN_POINT_LIMIT} oder weniger."
    assert task.values[task.answer] == "choose"


def test_a_question_rings_only_cells_where_the_next_disc_may_go(lesson: Lesson) -> None:
    """The legend says a ring means "the next disc may go here": a step that asks something
    rings no cell the engine would refuse (the cells it asks about are named in words)."""
    for step in lesson:
        if step.task is None or step.state.phase not in (Phase.START, Phase.PLACE):
            continue
        for cell in step.highlight:
            assert refusal(step.state, cell) is None, (step.title("en"), cell)
