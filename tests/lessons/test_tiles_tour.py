"""The special tiles tour and quiz (notebook 2): every number and every answer is the engine's,
each building aid wins points where the text says so, the rulebook is taught as it is written,
and the learner reads every language complete, without rule ids, coordinates or reprs."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from seven_steps_widget import Color, make_position
from seven_steps_widget.engine import IllegalMove, Phase
from seven_steps_widget.engine.actions import Keep, Score, UseAid
from seven_steps_widget.engine.game import Game
from seven_steps_widget.engine.hexgrid import Cell
from seven_steps_widget.engine.rules.special_tiles import (
    AID_TILES,
    STARTING_PILES,
    VP_TILES,
    TileKind,
)
from seven_steps_widget.engine.setup import edit_state
from seven_steps_widget.engine.state import GameState, TurnProgress
from seven_steps_widget.lessons import Lesson, special_tiles_tour, tiles_quiz
from seven_steps_widget.lessons.lesson import Step
from seven_steps_widget.lessons.tasks import CellTask, ChoiceTask
from seven_steps_widget.lessons.tiles_tour import AidCellTask, a4_full_colour_levels, aid_position
from seven_steps_widget.solver.best import best_turns
from seven_steps_widget.words import LANGS, Text, t
from seven_steps_widget.words.catalog import catalog
from seven_steps_widget.words.game import tile_text

RULE_ID = re.compile(r"\b[RDE]\d+\b")
#: A cell as "q,r" (a tile id such as "A3, 10 points" is no coordinate).
COORDINATES = re.compile(r"(?<![A-Za-z\d])-?\d+\s*,\s*-?\d+")
REPRS = re.compile(r"[{}\[\]<>]|\bNone\b|\bColor\b|\bTurnPlan\b|\bUseAid\b|\bPhase\b|\\x")
ONE_PLURAL = re.compile(r"(?<![\d+×] )\b1 (points|Punkte|discs|Scheiben)\b")


@pytest.fixture(scope="module")
def tour() -> Lesson:
    return special_tiles_tour()


@pytest.fixture(scope="module")
def quiz() -> Lesson:
    return tiles_quiz()


@pytest.fixture(scope="module", params=["tour", "quiz"])
def lesson(request: pytest.FixtureRequest, tour: Lesson, quiz: Lesson) -> Lesson:
    return tour if request.param == "tour" else quiz


def best(state: GameState, aid: bool = False) -> int:
    return best_turns(state, k=1, aid=aid, vp=False)[0].total


def titled(tour: Lesson, start: str) -> Step:
    (step,) = [step for step in tour if step.title("en").startswith(start)]
    return step


# ------------------------------------------------------------------ which aid wins most
def test_the_which_aid_answer_is_shown_on_the_board_with_a_sum_to_check(tour: Lesson) -> None:
    """The step after "which tile wins more?" plays the winner's best turn on the board (its
    discs numbered), so the learner can add up what the task's explanation only stated."""
    ask = titled(tour, "Which tile wins more?")
    assert isinstance(ask.task, ChoiceTask)
    winner = ask.task.options[ask.task.answer]("en")
    shown = tour.steps[tour.steps.index(ask) + 1]
    turn = shown.state.turn
    assert shown.title("en") == f"{winner} wins most here" and turn.aid == winner
    start = edit_state(ask.state, held={"Ann": [winner]})
    assert turn.disc_points == best(start, aid=True)  # the engine's best with that tile
    for lang in LANGS:  # the sum on the board, term by term, and the two others' totals
        text = shown.text(lang)
        assert " + ".join(map(str, turn.levels)) + " = " in text, (lang, text)
        others = [o(lang) for o in ask.task.options if o("en") != winner]
        assert all(other in text for other in others), (lang, text)
    assert str(best(start, aid=True)) in ask.task.explain("en")


# ------------------------------------------------------------------ the aids win points
@pytest.mark.parametrize("tile", AID_TILES)
def test_each_aid_step_states_the_engines_best_before_and_after(tour: Lesson, tile: str) -> None:
    without, with_tile = titled(tour, f"{tile} — without"), titled(tour, f"{tile} — with the")
    (before,) = map(int, re.findall(r"= (\d+) points\.", without.text("en")))
    found = re.search(r"= (\d+) points instead of (\d+)\.", with_tile.text("en"))
    assert found, with_tile.text("en")
    after, again = map(int, found.groups())
    assert again == before and after > before, (tile, before, after)
    # the same numbers in German
    assert re.search(rf"= {before} Punkte\.", without.text("de"))
    assert f"= {after} Punkte statt {before}." in with_tile.text("de")
    # both numbers are the engine's best, from the start of the turn ...
    start = aid_position(tile)
    assert best(start) == before and best(start, aid=True) == after
    # ... and from the step's own state: the best turn is on the board as the turn in progress
    for step, total, aid in ((without, before, None), (with_tile, after, tile)):
        state = step.state
        assert state.phase is Phase.PLACE and state.turn.cells and state.turn.aid == aid
        assert state.turn.disc_points == total == best(state)
        assert step.highlight


def test_a4_and_a5_win_although_they_allow_only_five_discs(tour: Lesson) -> None:
    for tile in ("A4", "A5"):
        state = titled(tour, f"{tile} — with the").state
        assert state.turn.max_discs == 5 and len(state.turn.cells) <= 5


def test_the_box_step_says_the_box_count_the_panel_shows(tour: Lesson) -> None:
    """Review point: the text said the box held 2 discs while the panel showed 122. Every
    number of the text is one the state gives: the spare discs, A1's discs and the total."""
    step = titled(tour, "An empty bag")
    box = sum(step.state.box_counts)
    assert sum(step.state.bag_counts) == 0 and box > 100
    for lang in LANGS:
        numbers = [int(n) for n in re.findall(r"\d+", step.text(lang).replace("A1", ""))]
        numbers = [n for n in numbers if n != 5]  # "A5"
        assert numbers[-1] == box, (lang, numbers)
        assert numbers[-3] + numbers[-2] == box, (lang, numbers)


def test_the_a4_full_colour_sentence_quotes_the_engines_levels(tour: Lesson) -> None:
    """Review point: "A4 puts the first disc one level above the lowest towers" described the
    start without A4. The step quotes the levels the engine allows without and with A4 when
    every cell of the colour is taken, and they differ by one."""
    plain, lifted = a4_full_colour_levels()
    assert lifted == plain + 1
    step = titled(tour, "A4 — with the")
    for lang in LANGS:
        text = step.text(lang)
        levels = re.findall(r"\d+", text[text.index("A4", 5) :])
        assert [str(lifted), str(plain)] == levels[-2:], (lang, text)


def test_the_a4_note_counts_the_first_disc_in_the_five() -> None:
    """French review A1: "then you place at most 5 discs" reads as 1 + 5. The note says the
    turn's whole count, the first disc included, as the engine limits it."""
    state = aid_position("A4")
    lifted = state.apply(UseAid("A4"))
    assert lifted.turn.max_discs == 5
    for lang, included in {"en": "first one included", "de": "erste mitgezählt",
                           "fr": "premier compris"}.items():
        note = t("puzzle.note.a4", lang)
        assert "5" in note and included in note, (lang, note)


# ------------------------------------------------------------------ victory-point tiles
@pytest.mark.parametrize("tile", VP_TILES)
def test_each_vp_step_shows_a_turn_the_tile_pays_for(tour: Lesson, tile: str) -> None:
    step = titled(tour, f"{tile} — ")
    state = step.state
    assert state.phase is Phase.PLACE and state.held_tile(TileKind.VP) == tile
    scored = state.apply(Score(tile)).turn
    bonus = scored.points - scored.disc_points
    assert bonus > 0
    assert f"{scored.disc_points} points" in step.text("en")
    if isinstance(step.task, ChoiceTask):  # the learner works the bonus out
        assert points(step.task.options[step.task.answer]) == bonus
    else:
        product = r"(?:\d+ × \d+ = )?"  # V2 says how it counts: 3 × 2 = 6
        assert re.search(
            rf"{tile} adds {product}{bonus}: {scored.points} points in all", step.text("en")
        )
        assert re.search(
            rf"{tile} bringt {product}{bonus} dazu: {scored.points} Punkte insgesamt",
            step.text("de"),
        )


def test_v5_pays_five_once_for_two_discs_on_level_three(tour: Lesson) -> None:
    step = titled(tour, "V5 — ")
    turn = step.state.turn
    assert turn.levels == (3, 3)
    assert isinstance(step.task, ChoiceTask)
    assert points(step.task.options[step.task.answer]) == 5
    assert {points(o) for o in step.task.options} >= {5, 10}  # the "per disc" answer is offered


# ------------------------------------------------------------------ the rulebook as written
def test_no_step_invents_a_rule_about_empty_piles(tour: Lesson) -> None:
    for step in tour:
        assert not re.search(r"cannot be chosen|both empty|kann nicht gewählt", step.text("en"))
        assert "cannot be chosen" not in step.text("de")
    pile = titled(tour, "An empty draw pile")
    assert "discard pile is shuffled" in pile.text("en")
    assert "Ablagestapel gemischt" in pile.text("de")
    assert pile.state.piles.aid_discard == () and pile.state.held["Ann"]


def test_the_tour_teaches_what_was_missing(tour: Lesson) -> None:
    said = " ".join(step.text("en") for step in tour)
    for words in (
        "face down beside her screen",
        "cannot be used in the turn in which it was received",
        "at most one building aid and one victory-point tile",
        "points of a victory-point tile are added",
        "still holds is worth 2 more points",
    ):
        assert words in said
    seven = titled(tour, "Tile points count")
    assert isinstance(seven.task, ChoiceTask)
    state = seven.state
    scored = state.apply(Score("V1"))
    # without the tile she would earn a special tile, with it she does not
    assert scored.turn.points > 7 >= scored.turn.disc_points
    assert state.apply(Score()).phase is Phase.BONUS and scored.phase is not Phase.BONUS


# ------------------------------------------------------------------ tasks
def test_at_least_six_tasks_each(lesson: Lesson) -> None:
    assert len(lesson.tasks) >= 6
    if lesson.title("en").startswith("Quiz"):
        assert lesson.tasks == list(range(len(lesson)))  # a quiz is all questions


def points(option: Text) -> int:
    return int(option("en").split()[0])


def tile_totals(state: GameState) -> dict[str, int]:
    return {
        tile: best(edit_state(state, held={"Ann": [tile]}), aid=True) for tile in ("A1", "A2", "A3")
    }


def expected_option(step: Step) -> str:
    """The English option the engine says is right, recomputed here from the step's state."""
    state, rules, task = step.state, set(step.rules), step.task
    assert isinstance(task, ChoiceTask)
    me = state.current_seat
    if state.phase is Phase.OVER:
        seat = 1 if "Ben" in task.prompt("en") else 0
        return f"{state.tile_bonus_by_seat[seat]} points"
    if state.phase is Phase.KEEP:
        kept = {a.tile for a in state.legal_actions() if isinstance(a, Keep)}
        assert kept == {state.turn.offer, *state.held_by_seat[me]} and len(kept) == 2
        options = [o("en") for o in task.options]
        return next(o for o in options if "one of the two" in o or "Either" in o)
    if state.phase is Phase.DISCARD:
        # no aid now; the first chance is Ann's next turn, before her first disc
        assert not any(isinstance(a, UseAid) for a in state.legal_actions())
        game = Game.from_position(state)
        game.discard()
        game.end_turn(bonus="vp", keep="new")  # Ben's turn
        assert game.current == "Ann" and game.phase is Phase.START
        assert any(isinstance(a, UseAid) for a in game.legal_actions())
        return "In her next turn, before her first disc"
    if state.phase is Phase.START and rules == {"A1", "A2", "A3"}:
        totals = tile_totals(state)
        return max(totals, key=lambda t: totals[t])
    if state.phase is Phase.START and rules == {"A5"}:
        return tile_text(state.held_tile(TileKind.AID) or "")
    if rules == {"R4"}:  # how many copies of one building aid the box holds
        tile = task.prompt.values["tile"]
        assert isinstance(tile, str)
        copies = STARTING_PILES[TileKind.AID].count(tile)
        return f"{copies} tiles"
    if "D2" in rules:  # the disc A5 took may go back into the bag at the end of the turn
        start = aid_position("A5")
        aid = best_turns(start, k=1, aid=True)[0].aid
        assert aid is not None and aid.tile == "A5"
        game = Game.from_position(start)
        game.apply(aid)
        taken = start.board.color(aid.cells[0])
        game.place(next(c for c in game.legal_cells() if game.board.color(c) is not taken))
        try:
            game.end_turn(bonus="aid", keep="old", discard=taken.letter)
        except IllegalMove:
            return t("tiles_tour.a5_back.keep", "en")
        assert game.current == "Ben"
        return t("tiles_tour.a5_back.yes", "en")
    if "R11" in rules:
        vp = state.held_tile(TileKind.VP)
        earns = state.apply(Score(vp)).phase is Phase.BONUS
        return t("lesson.tile.choose" if earns else "lesson.tile.none", "en")
    if "A4" in rules:
        n = state.turn.max_discs
        return f"{TurnProgress().max_discs} without A4, {n} with A4"
    vp = state.held_tile(TileKind.VP)
    scored = state.apply(Score(vp)).turn
    return f"{scored.points - scored.disc_points} points"


def choice_steps(lesson: Lesson) -> Iterator[Step]:
    return (step for step in lesson if isinstance(step.task, ChoiceTask))


def test_each_choice_answer_is_the_engines(lesson: Lesson) -> None:
    checked = 0
    for step in choice_steps(lesson):
        task = step.task
        assert isinstance(task, ChoiceTask)
        assert task.options[task.answer]("en") == expected_option(step), step.title("en")
        assert len({o("en") for o in task.options}) == len(task.options) >= 2
        checked += 1
    assert checked >= 5


def test_the_a1_task_is_checked_by_the_engine(tour: Lesson) -> None:
    step = titled(tour, "A1 — which")
    task, state = step.task, step.state
    assert isinstance(task, AidCellTask) and state.phase is Phase.START
    with_a1 = best(state, aid=True)
    for cell in task.cells:
        assert task.best_with(state, cell) == with_a1
        assert task.check(state, cell).right
    towers = [c for c in state.board.cells if state.height(c) and c not in task.cells]
    assert towers
    for cell in towers:
        verdict = task.check(state, cell, "de")
        assert not verdict.right and "Erlaubt, aber" in verdict.text
        assert f"nur {task.best_with(state, cell)} Punkt" in verdict.text
    empty = next(c for c in state.board.cells if not state.height(c))
    verdict = task.check(state, empty)
    assert not verdict.right and verdict.crossed == (empty,)
    # the cell never held a disc: not "no disc left"; and the learner is not the player
    assert f"no disc on the crossed-out cell for {state.current} to take off" in verdict.text


def test_the_quiz_cell_tasks_are_checked_by_the_engine(quiz: Lesson) -> None:
    a2, a4 = (step for step in quiz if isinstance(step.task, CellTask))
    task = a2.task
    assert isinstance(task, AidCellTask)
    totals = {c: task.best_with(a2.state, c) for c in a2.state.board.cells}
    top = max(p for p in totals.values() if p is not None)
    assert task.cells == {c for c, p in totals.items() if p == top}
    assert top == best(a2.state, aid=True) > best(a2.state)
    other_colour = next(c for c, p in totals.items() if p is None and a2.state.height(c) == 0)
    verdict = task.check(a2.state, other_colour)
    assert not verdict.right and "only within one colour" in verdict.text
    assert isinstance(a4.task, CellTask) and a4.state.turn.lift
    assert a4.task.cells == {c for c, lv in a4.state.legal_cells().items() if lv == 2}
    tall = next(c for c in a4.state.board.cells if a4.state.height(c) == 2)
    verdict = a4.task.check(a4.state, tall, "de")
    assert not verdict.right and verdict.crossed and "Plättchen A4" in verdict.text


# ------------------------------------------------------------------ the learner's words
def words_of(step: Step, lang: str) -> Iterator[str]:
    """Everything the learner reads in a step, in ``lang``."""
    yield from step.narration(lang)
    task = step.task
    if task is None:
        return
    parts: list[Text] = [task.prompt]
    if isinstance(task, ChoiceTask):
        parts += [*task.options, task.explain, task.hint]
    else:
        parts += [task.right]
    for part in parts:
        yield part(lang)
    if isinstance(task, CellTask):  # the verdicts on clicks, right, allowed and refused
        yield from verdicts(step, lang)


VERDICTS: dict[tuple[int, str], list[str]] = {}


def verdicts(step: Step, lang: str) -> list[str]:
    """What a cell task says to a right click and to a few others (computed once)."""
    key = (id(step), lang)
    if key not in VERDICTS:
        task = step.task
        assert isinstance(task, CellTask)
        cells = [*sorted(task.cells)[:1], *step.state.board.cells[::4]]
        VERDICTS[key] = [task.check(step.state, cell, lang).text for cell in cells]
    return VERDICTS[key]


def sentences(step: Step) -> Iterator[Text]:
    """The step's messages that are sentences: its narration and its task's prompt, and a
    choice's explanation and hint (titles and options may read alike in two languages)."""
    yield step.text
    task = step.task
    if task is not None:
        yield task.prompt
        if isinstance(task, ChoiceTask):
            yield from (task.explain, task.hint)


@pytest.mark.parametrize("lang", LANGS)
def test_every_step_and_task_reads_in_every_language(lesson: Lesson, lang: str) -> None:
    assert lesson.title(lang)
    for step in lesson:
        title, text = step.narration(lang)
        assert title and text and (title, text) == (step.title(lang), step.text(lang))
        assert all(words_of(step, lang))
        if lang == "en":
            continue
        for message in sentences(step):  # a translated sentence is not the English
            if message.key in catalog(lang).forms:
                assert message(lang) != message("en"), (lang, message.key)


@pytest.mark.parametrize("lang", LANGS)
def test_no_rule_ids_coordinates_or_reprs(lesson: Lesson, lang: str) -> None:
    for step in lesson:
        for said in words_of(step, lang):
            assert not RULE_ID.search(said), said
            assert not COORDINATES.search(said), said
            assert not REPRS.search(said), said


@pytest.mark.parametrize("lang", LANGS)
def test_one_point_is_singular(lesson: Lesson, lang: str) -> None:
    for step in lesson:
        for said in words_of(step, lang):
            assert not ONE_PLURAL.search(said), said


def test_one_term_per_concept_in_german(lesson: Lesson) -> None:
    german = " ".join(said for step in lesson for said in words_of(step, "de"))
    for wrong in ("Hand ", "Stapel der", "Platte", "Spielstein", "Bauhilfe-Plättchen"):
        assert wrong not in german, wrong


# ------------------------------------------------------------------ tile texts
@pytest.mark.parametrize("lang", LANGS)
def test_tile_text_for_all_eleven_tiles_in_every_language(lang: str) -> None:
    from seven_steps_widget.engine import TILE_TEXT

    for tile in (*AID_TILES, *VP_TILES):
        said = tile_text(tile, lang)
        assert said and tile_text(tile) == TILE_TEXT[tile]
        if lang != "en" and f"tile.{tile}" in catalog(lang).forms:
            assert said != TILE_TEXT[tile]
    assert "Vorrat" in tile_text("A5", "de") and "Beutel" in tile_text("A1", "de")
    assert "einmal" in tile_text("V5", "de") and "once" in tile_text("V6")
    with pytest.raises(ValueError):
        tile_text("A9", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_box_captions_come_with_what_each_tile_does_in_the_learners_language(
    tour: Lesson, lang: str
) -> None:
    """The rulebook's captions are German only: an English or French learner reads, beside each
    caption to look for, what the tile does in their own language."""
    steps = [step for step in tour if step.text is not None and "printed" in step.text.key]
    assert len(steps) == 2
    for step, tiles in zip(steps, (AID_TILES, VP_TILES)):
        text = step.text(lang)
        for tile in tiles:
            assert t(f"tile.printed.{tile}", lang) in text
            assert tile_text(tile, lang) in text
            assert text.index(tile_text(tile, lang)) < text.index(t(f"tile.printed.{tile}", lang))


# ------------------------------------------------------------------ A4's lift in a full colour
def test_a4_in_a_full_colour_lifts_the_first_disc_one_level_as_the_text_says() -> None:
    """Every red cell is taken (lowest towers of 1, as in the rules tour's full-colour step):
    without A4 the first disc lies on level 2; the text's "a tower one disc taller" with A4 gives
    level 3, and a tower two discs taller stays refused."""
    board = Game().state.board
    red = board.cells_of(Color.RED)
    heights = dict.fromkeys(red, 1) | {red[0]: 2, red[1]: 3}

    def first_disc(held: str, cell: Cell) -> int:
        game = Game.from_position(
            make_position(
                ("Ann", "Ben"),
                heights=heights,
                hands={"Ann": "RRRRRRT", "Ben": "KKKGGGP"},
                held={"Ann": [held]} if held else None,
            )
        )
        if held:
            game.play_aid()
        return game.place(cell)

    assert first_disc("", red[2]) == 2
    with pytest.raises(IllegalMove):
        first_disc("", red[0])
    assert first_disc("A4", red[0]) == 3
    with pytest.raises(IllegalMove):
        first_disc("A4", red[1])
    values = {"height": 1, "level": 2, "sum": "2", "after": 2, "before": 1, "plain": 2}
    text = t("tiles_tour.a4.with", "en", lifted=3, **values)
    assert "a tower one disc taller" in text and "one level higher than without the tile" in text
