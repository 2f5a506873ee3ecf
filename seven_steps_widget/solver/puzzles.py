"""Position puzzles: the format, the shipped sets, their words and answer checking.

A puzzle asks for a turn from a position. Its ``goal`` says which turns are right:

* ``"best"``: a turn that scores the most points (discs and tiles); in the shipped sets the
  answer is the unique best (see ``puzzle_maker`` for how ties are kept out), a teacher's
  puzzle (``goal_check.make_puzzle``) may have several;
* ``"points>=n"`` / ``"points==n"``: a turn worth at least / exactly ``n`` points;
* ``"level>=n"``: a turn that puts a disc on level ``n`` or higher;
* ``"discs>=n"``: a turn of at least ``n`` discs;
* ``"tile>=n"``: a turn that earns a special tile (7 points or fewer) and scores at least ``n``
  (the maker sets ``n`` to the most such a turn scores: "earn a tile, as many points as you can");
* ``"use>=n"``: a turn that plays a held special tile and scores at least ``n``.

A puzzle file is JSON: ``{"format": "7steps-puzzles/4", "puzzles": [...]}`` (docs/puzzles.md);
each puzzle has

* ``id``, ``difficulty`` (1: a beginner sees it at a glance … 5 hard), ``goal``;
* ``title`` and ``question``: what the learner reads, as a message of the word catalogs
  (:mod:`seven_steps_widget.words`) with its values, e.g. ``{"key": "puzzle.title_turns",
  "name": "Ben", "turns": 20}``; a value that is itself such an object is a message too (the
  question's parts: who plays, a note, the goal). No text is stored, so a puzzle reads in
  every language with a catalog; no rule ids and no coordinates. A title may also be a plain
  string: a teacher's own title, shown as typed in every language (format 4);
* ``position``: the position notation of a turn start (board, heights, hands, held tiles);
* ``answer``: a right turn as action texts (``aid …``, ``place q,r`` …, ``score …``): for
  ``"best"`` the best turn, else one turn that meets the goal;
* ``best_points`` and ``second_points``: the most points a turn scores there and the next
  lower total (the best's own when every turn scores alike).

The hints are not stored either: :attr:`Puzzle.hints` makes them from the position, the answer
and the goal (:func:`hints_for`), from vague to the full solution, each with the cells it
points at (the widget rings them, so the texts need no coordinates). Files of the formats 1
and 2 held English and German texts; they are still read, with title and question made anew
from the position and goal as for a generated puzzle (:func:`title_for`, :func:`question_for`).
Format 3 is format 4 without typed titles and the goals ``tile`` and ``use``; a file of format
4 keeps its order (a teacher's set), older files are read easiest first.

Three sets ship with the package (:data:`PUZZLE_SETS`): ``"best"`` (the default: "find the
best turn", opening with beginner puzzles), ``"placement"`` (goals on near-empty boards) and
``"tiles"`` (one special tile to use).

>>> puzzle = load_puzzles()[0]
>>> check_answer(puzzle, puzzle.answer).right
True
>>> puzzle.title_in("en"), hint(puzzle, 0, "en")
('Up one level', 'The best turn scores 3 points.')
>>> from seven_steps_widget.words import LANGS
>>> all(puzzle.title_in(lang) and puzzle.question_in(lang) for lang in LANGS)
True
>>> [len(load_puzzles(name)) >= 5 for name in PUZZLE_SETS]
[True, True, True]
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from importlib import resources
from pathlib import Path

from ..engine.actions import Action, parse_action
from ..engine.errors import IllegalMove
from ..engine.hexgrid import Cell
from ..engine.rules.special_tiles import TileKind
from ..engine.state import GameState
from ..words import Colors, Text, language, placeholders, t
from ..words.catalog import catalog
from ..words.game import refusal_text
from .explain import ColorsInOrder, TurnWords
from .plan import TurnPlan, best_vp_use, evaluate, plan_for_cells

__all__ = [
    "FORMAT",
    "PUZZLE_SETS",
    "Goal",
    "Hint",
    "Puzzle",
    "AnswerCheck",
    "load_puzzles",
    "save_puzzles",
    "check_answer",
    "hint",
    "hints_for",
    "question_for",
    "title_for",
]

FORMAT = "7steps-puzzles/4"
#: Older files are read too (format 1: English texts; format 2: English and German texts);
#: their texts are made anew.
_OLD_FORMATS = ("7steps-puzzles/1", "7steps-puzzles/2")
#: Format 3: the texts as messages, the puzzles sorted by difficulty when read.
_SORTED_FORMATS = (*_OLD_FORMATS, "7steps-puzzles/3")
#: The message of a title typed by a teacher (stored in a file as a plain string).
TYPED = "puzzle.typed"

#: The shipped sets by name, and their files in ``seven_steps_widget/puzzles/``.
PUZZLE_SETS: dict[str, str] = {
    "best": "puzzles.json",
    "placement": "placement.json",
    "tiles": "tiles.json",
}

_GOAL = re.compile(r"^(points|level|discs|tile|use)(>=|==)(\d+)$")


@dataclass(frozen=True)
class Goal:
    """What a puzzle asks for (see the module docstring): ``kind`` is ``"best"``, ``"points"``,
    ``"level"``, ``"discs"``, ``"tile"`` or ``"use"``; ``op`` ``">="`` or ``"=="`` (points
    only); ``value`` the number.

    >>> Goal.parse("level>=3").met(TurnPlan(((0, 0), (1, 0)), (2, 3)), 0)
    True
    """

    kind: str = "best"
    op: str = ">="
    value: int = 0

    @classmethod
    def parse(cls, goal: str) -> Goal:
        """A goal from its text; ``ValueError`` for anything else."""
        if goal == "best":
            return cls()
        match = _GOAL.match(goal.replace(" ", ""))
        if match is None or (match.group(1) != "points" and match.group(2) == "=="):
            raise ValueError(
                f"a puzzle goal is 'best', 'points>=n', 'points==n', 'level>=n', "
                f"'discs>=n', 'tile>=n' or 'use>=n', not {goal!r}"
            )
        return cls(match.group(1), match.group(2), int(match.group(3)))

    def __str__(self) -> str:
        return "best" if self.kind == "best" else f"{self.kind}{self.op}{self.value}"

    def measure(self, plan: TurnPlan) -> int:
        """What the goal looks at in ``plan``: its highest level, its discs or its points."""
        if self.kind == "level":
            return max(plan.levels, default=0)
        if self.kind == "discs":
            return len(plan.cells)
        return plan.total

    def met(self, plan: TurnPlan, best_points: int) -> bool:
        """Whether ``plan`` meets the goal (``best_points``: the most a turn scores there)."""
        if self.kind == "best":
            return plan.total >= best_points
        if self.kind == "tile" and not plan.seven_point_rule:
            return False
        if self.kind == "use" and not plan.tiles_used:
            return False
        got = self.measure(plan)
        return got == self.value if self.op == "==" else got >= self.value


@dataclass(frozen=True)
class Hint:
    """One hint: its words (a message, read in any language) and the cells it points at
    (ringed on the board)."""

    words: Text
    cells: tuple[Cell, ...] = ()

    def text(self, lang: str = "en") -> str:
        """The hint in ``lang``."""
        return self.words(lang)


def hints_for(state: GameState, plan: TurnPlan, goal: Goal | None = None) -> tuple[Hint, ...]:
    """Hints from vague to the full solution: what to aim for, the aid, the VP tile (for a
    goal puzzle), the first disc, the first half of the discs, the whole turn. The cells of
    each hint are ringed on the board, so no hint needs a coordinate."""
    goal = goal or Goal()
    if goal.kind == "best" and plan.vp is not None:
        aim = Text("hint.aim_best_vp", points=plan.total, tile=plan.vp, bonus=plan.vp_bonus)
    elif goal.kind == "best":
        aim = Text("hint.aim_best", points=plan.total)
    elif goal.kind == "level":
        aim = Text("hint.climb")
    elif goal.kind == "discs":
        aim = Text("hint.chain")
    elif goal.kind == "tile":
        aim = Text("hint.aim_tile", points=plan.total)
    elif goal.kind == "use":
        aim = Text("hint.aim_use", points=plan.total)
    else:
        aim = Text("hint.aim_discs", n=len(plan.cells))
    hints = [Hint(aim)]
    if plan.aid is not None:
        if plan.aid.cells:
            hints.append(Hint(Text("hint.aid", tile=plan.aid.tile), tuple(plan.aid.cells)))
        else:
            hints.append(Hint(Text("hint.aid_plain", tile=plan.aid.tile)))
    if plan.vp is not None and goal.kind != "best":
        hints.append(Hint(Text("hint.vp", tile=plan.vp)))
    board = (state if plan.aid is None else state.apply(plan.aid)).board
    first = plan.cells[0]
    color = Colors(board.color(first))
    hints.append(Hint(Text("hint.first", color=color, level=plan.levels[0]), (first,)))
    half = (len(plan.cells) + 1) // 2
    if half > 1:
        levels = " + ".join(str(level) for level in plan.levels[:half])
        colors = ColorsInOrder(tuple(board.color(cell) for cell in plan.cells[:half]))
        start = Text("hint.start", n=half, colors=colors, levels=levels)
        hints.append(Hint(start, plan.cells[:half]))
    solution = Text("hint.solution", plan=TurnWords(plan, state, shown=True))
    hints.append(Hint(solution, plan.cells))
    return tuple(hints)


def title_for(state: GameState) -> Text:
    """A mid-game puzzle's title: "Ben after 20 turns"."""
    return Text("puzzle.title_turns", name=state.current, turns=sum(state.turns_by_seat))


def _to_play(state: GameState) -> Text:
    """Who plays, and the special tiles they hold."""
    name = state.current
    aid, vp = state.held_tile(TileKind.AID), state.held_tile(TileKind.VP)
    if aid is not None and vp is not None:
        return Text("puzzle.to_play_holding_both", name=name, aid=aid, vp=vp)
    if aid is not None:
        return Text("puzzle.to_play_holding_aid", name=name, aid=aid)
    if vp is not None:
        return Text("puzzle.to_play_holding_vp", name=name, vp=vp)
    return Text("puzzle.to_play", name=name)


def _ask(state: GameState, goal: Goal) -> Text:
    """The goal as a request."""
    if goal.kind == "best":
        return Text("puzzle.ask_best")
    if goal.kind == "tile":
        return Text("puzzle.ask_tile")  # the number is the answer: not told
    if goal.kind == "use":
        key = "puzzle.ask_use"
    elif goal.kind == "points":
        key = "puzzle.ask_points_exact" if goal.op == "==" else "puzzle.ask_points"
    elif goal.kind == "level":
        key = "puzzle.ask_level"
    else:
        hand = sum(state.hands_by_seat[state.current_seat])
        key = "puzzle.ask_discs_all" if goal.value == hand else "puzzle.ask_discs"
    return Text(key, n=goal.value)


def question_for(state: GameState, goal: Goal, note: Text | str | None = None) -> Text:
    """The question of a puzzle: who plays (and their tiles), the ``note`` if any (a sentence
    on the position or the tile to use, or a teacher's words as typed) and the goal.

    >>> from seven_steps_widget.engine.setup import make_position
    >>> pos = make_position(("Ann", "Ben"), hands={"Ann": "TY"}, held={"Ann": ["V1"]})
    >>> question_for(pos, Goal.parse("points>=6"))("en")
    'Ann to play, holding the victory-point tile V1. Score at least 6 points in this turn.'
    """
    who, ask = _to_play(state), _ask(state, goal)
    if note is None:
        return Text("puzzle.question", who=who, ask=ask)
    return Text("puzzle.question_note", who=who, note=note, ask=ask)


class PuzzleFileError(ValueError):
    """A puzzle file or entry that is not of the puzzle format."""


def typed_text(text: str, where: str = "title") -> Text:
    """A teacher's text as a message shown exactly as typed; an empty one is refused."""
    if not text.strip():
        raise PuzzleFileError(f"{where}: an empty text")
    return Text(TYPED, text=text.strip())


def _text_data(text: Text) -> dict[str, object] | str:
    """A message as the file stores it: its key and values (a message value nested); a typed
    title as its text."""
    if text.key == TYPED:
        return text.values["text"]  # type: ignore[return-value]
    data: dict[str, object] = {"key": text.key}
    for name, value in text.values.items():
        if isinstance(value, Text):
            data[name] = _text_data(value)
        elif isinstance(value, (str, int)):
            data[name] = value
        else:
            raise TypeError(f"a puzzle text holds words, numbers and messages, not {value!r}")
    return data


def _text_from(data: object, where: str) -> Text:
    """The message stored as ``data``; :class:`PuzzleFileError` naming ``where`` unless it is
    a known key with exactly the values its texts use (words, whole numbers, messages). A
    plain string is a typed text (format 4)."""
    if isinstance(data, str):
        return typed_text(data, where)
    if not isinstance(data, dict) or not isinstance(data.get("key"), str):
        raise PuzzleFileError(
            f"{where}: a text is typed words or a message key and its values, like "
            '{"key": "puzzle.to_play", "name": "Ann"}, '
            f"not {data!r}"
        )
    key = data["key"]
    forms = catalog("en").forms.get(key)
    if not forms:
        raise PuzzleFileError(f"{where}: no message {key!r} in the word catalogs")
    values: dict[str, object] = {}
    for name, value in data.items():
        if name == "key":
            continue
        if isinstance(value, dict):
            values[name] = _text_from(value, f"{where}.{name}")
        elif isinstance(value, (str, int)) and not isinstance(value, bool):
            values[name] = value
        else:
            raise PuzzleFileError(
                f"{where}: the value {name!r} must be a word, a whole number or a message, "
                f"not {value!r}"
            )
    wanted = set().union(*(placeholders(form) for form in forms))
    if len(forms) > 1:
        wanted.add("n")  # a message with plural forms takes its count from n
    missing, unknown = wanted - set(values), set(values) - wanted
    if missing or unknown:
        raise PuzzleFileError(
            f"{where}: the message {key!r} takes the values {sorted(wanted)}, not {sorted(values)}"
        )
    return Text(key, **values)


#: A puzzle's fields in a file and the JSON type of each (a text's is checked by its reader).
_FIELDS: dict[str, type] = {
    "id": str,
    "difficulty": int,
    "goal": str,
    "title": object,
    "question": object,
    "position": str,
    "answer": list,
    "best_points": int,
    "second_points": int,
}
#: The fields of the text formats 1 and 2 that are not read (their texts are made anew).
_OLD_TEXTS = frozenset({"title", "title_de", "question", "question_de", "hints"})


@dataclass(frozen=True)
class Puzzle:
    """One puzzle (fields as in the module docstring); ``title`` and ``question`` are
    messages, read in a language with :meth:`title_in` and :meth:`question_in`."""

    id: str
    title: Text
    difficulty: int
    question: Text
    position: str
    answer: tuple[str, ...]
    best_points: int
    second_points: int
    goal: str = "best"

    @property
    def state(self) -> GameState:
        """The puzzle's position."""
        return GameState.parse(self.position)

    @property
    def target(self) -> Goal:
        """The goal, parsed."""
        return Goal.parse(self.goal)

    @cached_property
    def hints(self) -> tuple[Hint, ...]:
        """The hints, from vague to the full solution (:func:`hints_for` of the answer)."""
        return hints_for(self.state, self.solution(), self.target)

    def title_in(self, lang: str = "en") -> str:
        """The title in ``lang``."""
        return self.title(lang)

    def question_in(self, lang: str = "en") -> str:
        """The question in ``lang``."""
        return self.question(lang)

    def goal_in(self, lang: str = "en") -> str:
        """The goal as a request in ``lang`` ("Place a disc on level 3."), for lists of puzzles
        whose titles alone may be alike."""
        return _ask(self.state, self.target)(lang)

    def answer_actions(self) -> list[Action]:
        """The answer as engine actions."""
        return [parse_action(text) for text in self.answer]

    def solution(self) -> TurnPlan:
        """The answer as a plan (checked by the engine)."""
        return evaluate(self.state, self.answer_actions())

    def to_dict(self) -> dict[str, object]:
        """The puzzle as it is written in a file."""
        return {
            "id": self.id,
            "difficulty": self.difficulty,
            "goal": self.goal,
            "title": _text_data(self.title),
            "question": _text_data(self.question),
            "position": self.position,
            "answer": list(self.answer),
            "best_points": self.best_points,
            "second_points": self.second_points,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object], old: bool = False) -> Puzzle:
        """A puzzle as a file holds it; :class:`PuzzleFileError` (a ``ValueError``) naming the
        puzzle and field for anything else. ``old``: a puzzle of format 1 or 2, whose texts
        are made anew (format 1 has no goal: "best")."""
        if not isinstance(data, Mapping):
            raise PuzzleFileError(f"a puzzle is an object, not {data!r}")
        where = f"puzzle {data.get('id')!r}"
        fields = dict(_FIELDS)
        if old:
            fields = {k: v for k, v in fields.items() if k not in _OLD_TEXTS}
            fields.pop("goal")
        missing = [name for name in fields if name not in data]
        if missing:
            raise PuzzleFileError(f"{where}: no {', '.join(missing)}")
        allowed = set(fields) | ({"goal"} | _OLD_TEXTS if old else set())
        unknown = sorted(set(data) - allowed)
        if unknown:
            raise PuzzleFileError(f"{where}: unknown field(s) {', '.join(unknown)}")
        for name, kind in fields.items():
            value = data[name]
            if not isinstance(value, kind) or isinstance(value, bool):
                raise PuzzleFileError(f"{where}: {name} must be a JSON {kind.__name__}, not "
                                      f"{value!r}")  # fmt: skip
        answer = data["answer"]
        assert isinstance(answer, list)
        if not answer or not all(isinstance(a, str) for a in answer):
            raise PuzzleFileError(f"{where}: answer must be a list of action texts")
        goal = data.get("goal", "best")
        if not isinstance(goal, str):
            raise PuzzleFileError(f"{where}: goal must be a JSON str, not {goal!r}")
        if data["difficulty"] not in range(1, 6):
            raise PuzzleFileError(f"{where}: difficulty is 1 to 5, not {data['difficulty']!r}")
        try:
            target = Goal.parse(goal)  # a misspelt goal is refused when loading
        except ValueError as error:
            raise PuzzleFileError(f"{where}: {error}") from None
        try:
            state = GameState.parse(str(data["position"]))
        except ValueError as error:
            raise PuzzleFileError(f"{where}, position: {error}") from None
        if old:
            title, question = title_for(state), question_for(state, target)
        else:
            title = _text_from(data["title"], f"{where}, title")
            if isinstance(data["question"], str):  # it must say the goal: made, not typed
                raise PuzzleFileError(
                    f"{where}, question: a question is a message key and its values (a "
                    "teacher's words are its value 'note'), not plain text"
                )
            question = _text_from(data["question"], f"{where}, question")
        best, second = data["best_points"], data["second_points"]
        if not 0 <= second <= best:  # type: ignore[operator]
            raise PuzzleFileError(
                f"{where}: second_points ({second}) must be between 0 and best_points ({best})"
            )
        _check_stored_answer(where, state, tuple(answer), target, best)  # type: ignore[arg-type]
        return cls(
            id=str(data["id"]),
            title=title,
            difficulty=int(data["difficulty"]),  # type: ignore[call-overload]
            question=question,
            position=str(data["position"]),
            answer=tuple(answer),
            best_points=int(data["best_points"]),  # type: ignore[call-overload]
            second_points=int(data["second_points"]),  # type: ignore[call-overload]
            goal=str(target),
        )


def _check_stored_answer(
    where: str, state: GameState, answer: tuple[str, ...], goal: Goal, best_points: int
) -> None:
    """Refuse a stored answer that the engine does not play from ``state``, or that misses the
    goal (a hand-edited file): :class:`PuzzleFileError` naming the puzzle and ``answer``."""
    try:
        plan = evaluate(state, [parse_action(text) for text in answer])
    except ValueError as error:  # an action text not of the notation, or refused by the rules
        raise PuzzleFileError(f"{where}, answer: {error}") from None
    if goal.kind == "best" and plan.total != best_points:
        raise PuzzleFileError(
            f"{where}, answer: it scores {plan.total}, not best_points ({best_points})"
        )
    if not goal.met(plan, best_points):
        raise PuzzleFileError(f"{where}, answer: it does not meet the goal {goal}")


def load_puzzles(source: str | Path | None = None) -> list[Puzzle]:
    """The puzzles of a shipped set by name (:data:`PUZZLE_SETS`; default ``"best"``) or of a
    file: a file of format 4 in its own order (a teacher's set), older ones easiest first (a
    set's own order within a difficulty). A file not of the format, or a puzzle in it that is
    not (each field checked, the answer played by the engine), is refused with a
    :class:`PuzzleFileError` (a ``ValueError``) that names the puzzle and field; then nothing
    is loaded."""
    if source is None:
        source = "best"
    if isinstance(source, str) and source in PUZZLE_SETS:
        content = (
            resources.files("seven_steps_widget")
            .joinpath(f"puzzles/{PUZZLE_SETS[source]}")
            .read_text("utf-8")
        )
    else:
        content = Path(source).read_text("utf-8")
    try:
        data = json.loads(content)
    except json.JSONDecodeError as error:
        raise PuzzleFileError(f"{source}: not JSON ({error})") from None
    found = data.get("format") if isinstance(data, dict) else None
    if found not in (FORMAT, *_SORTED_FORMATS) or not isinstance(data.get("puzzles"), list):
        raise PuzzleFileError(f"{source}: not a puzzle file of format {FORMAT!r}")
    old = found in _OLD_FORMATS
    puzzles = [Puzzle.from_dict(item, old=old) for item in data["puzzles"]]
    seen: set[str] = set()
    for puzzle in puzzles:
        if puzzle.id in seen:
            raise PuzzleFileError(f"{source}: two puzzles have the id {puzzle.id!r}")
        seen.add(puzzle.id)
    if found in _SORTED_FORMATS:
        return sorted(puzzles, key=lambda p: p.difficulty)
    return puzzles


def save_puzzles(puzzles: Sequence[Puzzle], path: str | Path) -> None:
    """Write puzzles in the file format, one JSON object per puzzle; in one step (a file
    written next to it, then renamed), so a failed write leaves the old file as it was."""
    data = {"format": FORMAT, "puzzles": [p.to_dict() for p in puzzles]}
    target = Path(path)
    part = target.with_name(target.name + ".part")
    part.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", "utf-8")
    part.replace(target)


@dataclass(frozen=True)
class AnswerCheck:
    """The verdict on a submitted turn: legal or not, right (the goal met) or not, its points
    against the best, and ``message``, the verdict in the language asked for. ``error`` is the
    engine's refusal of an illegal turn (its ``cells`` can be marked on the board)."""

    legal: bool
    is_best: bool
    points: int | None
    best_points: int
    message: str
    hints: tuple[str, ...]
    right: bool = False
    error: IllegalMove | None = None
    plan: TurnPlan | None = None


def _is_cells(answer: Sequence[object]) -> bool:
    return all(
        isinstance(item, (tuple, list)) and len(item) == 2 and all(isinstance(x, int) for x in item)
        for item in answer
    )


def _verdict(puzzle: Puzzle, state: GameState, plan: TurnPlan, right: bool, lang: str) -> str:
    goal, points, best = puzzle.target, plan.total, puzzle.best_points
    if goal.kind == "best":
        if right:
            return t("verdict_best", lang, points=points)
        message = t("verdict_short", lang, points=points, best=best, gap=best - points)
    elif goal.kind == "points" and goal.op == "==":
        key = "goal.points_exact_right" if right else "goal.points_exact_wrong"
        message = t(key, lang, points=points, goal=goal.value)
    elif goal.kind == "points":
        key = "goal.points_right" if right else "goal.points_short"
        message = t(key, lang, points=points, goal=goal.value, gap=goal.value - points)
    elif goal.kind == "tile":
        if right or not plan.seven_point_rule:
            key = "goal.tile_right" if right else "goal.tile_over"
            message = t(key, lang, points=points)
        else:
            message = t("goal.tile_short", lang, points=points, goal=goal.value)
    elif goal.kind == "use" and not right and not plan.tiles_used:
        message = t("goal.use_none", lang)
    elif goal.kind == "use":
        key = "goal.use_right" if right else "goal.use_short"
        message = t(key, lang, points=points, goal=goal.value, gap=goal.value - points)
    elif goal.kind == "level":
        key = "goal.level_right" if right else "goal.level_short"
        message = t(key, lang, level=goal.measure(plan), goal=goal.value)
    else:
        key = "goal.discs_right" if right else "goal.discs_short"
        message = t(key, lang, n=len(plan.cells), goal=goal.value)
    if right:
        return message
    tile = state.held_tile(TileKind.VP)
    if plan.vp is None and tile is not None:
        _, bonus = best_vp_use(state.board, tile, plan.cells, plan.levels)
        if bonus:
            message += " " + t("goal.vp_unused", lang, tile=tile, bonus=bonus)
    return message


def check_answer(
    puzzle: Puzzle, answer: Sequence[Action | str] | Sequence[Cell], lang: str = "en"
) -> AnswerCheck:
    """Judge a submitted turn: action texts or actions (played exactly as given), or just the
    cells in order (no aid; the VP tile played where it adds points). The verdict is in
    ``lang``; a refused turn is told with the engine's refusal (no rule id, no coordinates)."""
    lang = language(lang)
    state = puzzle.state
    hints = tuple(h.text(lang) for h in puzzle.hints)
    try:
        if answer and _is_cells(answer):
            plan = plan_for_cells(state, answer)  # type: ignore[arg-type]
        else:
            actions = [parse_action(a) if isinstance(a, str) else a for a in answer]
            plan = evaluate(state, actions)  # type: ignore[arg-type]
    except IllegalMove as error:
        why = t("not_allowed", lang, why=refusal_text(error, lang))
        return AnswerCheck(False, False, None, puzzle.best_points, why, hints, error=error)
    right = puzzle.target.met(plan, puzzle.best_points)
    return AnswerCheck(
        True,
        plan.total >= puzzle.best_points,
        plan.total,
        puzzle.best_points,
        _verdict(puzzle, state, plan, right, lang),
        hints,
        right,
        plan=plan,
    )


def hint(puzzle: Puzzle, level: int, lang: str = "en") -> str:
    """Hint number ``level`` (0 = the vaguest) in ``lang``; past the last one, the solution."""
    return puzzle.hints[min(max(level, 0), len(puzzle.hints) - 1)].text(lang)
