"""A puzzle from any position: the engine checks a goal there and grades it.

:func:`examine` plays every turn of a turn start (:func:`all_turns`) and says whether a goal
can be met, how many turns meet it, the best and second best totals and a difficulty on the
scale of the shipped sets (:func:`grade`). :func:`make_puzzle` turns that into a
:class:`~.puzzles.Puzzle` with a teacher's own title and question if given. A goal that no
turn meets, or that every turn meets, is refused with :class:`PuzzleRefused`, whose
``words`` say why in the learner's language.

>>> from seven_steps_widget.engine.setup import make_position
>>> pos = make_position(("Ann", "Ben"), heights={(2, 0): 1}, hands={"Ann": "TY"})
>>> puzzle = make_puzzle(pos, "level>=2", title="Up we go")
>>> puzzle.goal, puzzle.title_in("de"), examine(pos, "level>=2").meeting > 0
('level>=2', 'Up we go', True)
>>> try:
...     make_puzzle(pos, "points>=9")
... except PuzzleRefused as refusal:
...     print(refusal.words("de"))
Kein Zug aus dieser Stellung bringt 9 Punkte: höchstens 3 Punkte sind möglich.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from dataclasses import dataclass

from ..engine.actions import UseAid
from ..engine.hexgrid import Cell
from ..engine.rules.aids import aid_options
from ..engine.rules.placement import iter_turns
from ..engine.rules.special_tiles import TileKind
from ..engine.state import GameState, Phase
from ..words import Text, t
from .best import best_turns_steps
from .plan import TurnPlan, best_vp_use
from .puzzles import Goal, Puzzle, question_for, title_for, typed_text
from .work import Steps, finish

__all__ = [
    "GOAL_CHOICES",
    "NEAR",
    "Findings",
    "PuzzleRefused",
    "all_turns",
    "at_a_glance",
    "examine",
    "examine_steps",
    "grade",
    "grade_goal",
    "make_puzzle",
    "TURN_WORK",
]

NEAR = 2  # turns within this many points of the best make a puzzle harder

#: What playing out one turn counts as, in positions searched (``solver.search``): the work
#: :func:`examine_steps` yields, so a driver can give its event loop back in bounded chunks.
TURN_WORK = 8
#: :func:`examine_steps` yields after this many turns played out (in each of its two passes).
TURNS_PER_STEP = 100

#: The goals a teacher picks by name (the Python API and the widget's chooser); ``n`` is the
#: number a goal needs (points, level), the others find theirs in the position.
GOAL_CHOICES = ("best", "points", "level", "all_discs", "tile", "use")


class PuzzleRefused(ValueError):
    """A goal that makes no puzzle of this position; ``words`` say why, in any language
    (the exception's text is the English sentence)."""

    def __init__(self, words: Text) -> None:
        super().__init__(words("en"))
        self.words = words


def at_a_glance(state: GameState) -> bool:
    """A position a beginner takes in at a glance: a few towers, a few discs, no tiles."""
    towers = sum(1 for height in state.heights_by_cell if height)
    me = state.current_seat
    return towers <= 6 and sum(state.hands_by_seat[me]) <= 4 and not state.held_by_seat[me]


def grade(best: TurnPlan, second: TurnPlan, near: int, state: GameState | None = None) -> int:
    """Difficulty 1-5: long turns, tiles to use, a narrow margin and many close rivals; a
    position not taken in at a glance (:func:`at_a_glance`) is at least 2."""
    score = 1 + (len(best.cells) >= 4) + (best.tiles_used > 0) + (best.aid is not None)
    score += (best.total - second.total == 1) + (near >= 8)
    if state is not None and not at_a_glance(state):
        score = max(score, 2)
    return min(score, 5)


def grade_goal(answer: TurnPlan, meeting: int, turns: int, state: GameState) -> int:
    """Difficulty 1-5 of a goal puzzle, on the scale of the hand-graded shipped goal sets
    (within one step of each of them): a point each for a long answer (5 discs or more), an aid
    to play, and right turns that are rare (a tenth of all or fewer); a position not taken in
    at a glance is at least 2."""
    score = 1 + (len(answer.cells) >= 5) + (answer.aid is not None) + (10 * meeting <= turns)
    if not at_a_glance(state):
        score = max(score, 2)
    return min(score, 5)


def all_turns(state: GameState) -> list[TurnPlan]:
    """Every turn from the turn start ``state``: no aid or each use of the held aid, then every
    legal disc sequence, the held VP tile played where it adds points. A plain enumeration
    (tens of thousands of turns in the largest mid-game positions: about a second)."""
    return list(_turns(state))


def _turns(state: GameState) -> Iterator[TurnPlan]:
    """:func:`all_turns`, one turn at a time."""
    me = state.current_seat
    vp = state.held_tile(TileKind.VP)
    tile = state.held_tile(TileKind.AID)
    aids: list[UseAid | None] = [None]
    if tile is not None:
        options = aid_options(state.board, state.heights, state.hands_by_seat[me], tile)
        aids += [UseAid(tile, cells, color) for cells, color in options]
    for aid in aids:
        after = state if aid is None else state.apply(aid)
        turn = after.turn
        # The VP tile's points depend on the cells built on, not their order (a cell's level
        # is its height plus one): the same set in another order is priced once.
        priced: dict[frozenset[Cell], tuple[str | None, int]] = {}
        for cells, levels in iter_turns(
            after.board, after.heights, after.hands_by_seat[me], turn.max_discs, turn.lift
        ):
            if vp is None:
                yield TurnPlan(cells, levels, aid, None, 0)
                continue
            key = frozenset(cells)
            use = priced.get(key)
            if use is None:
                use = priced[key] = best_vp_use(state.board, vp, cells, levels)
            yield TurnPlan(cells, levels, aid, *use)


@dataclass(frozen=True)
class Findings:
    """What the engine found about a goal on the position ``state``: the goal with its number
    worked out, how many turns there are and how many meet it, the best turn and the second
    best total (the next lower one; the best's own when all score alike), the answer to show
    and the difficulty. :meth:`puzzle` makes the puzzle."""

    state: GameState
    goal: Goal
    turns: int
    meeting: int
    best: TurnPlan
    second_points: int
    answer: TurnPlan
    difficulty: int

    def text(self, lang: str = "en") -> str:
        """The findings as a sentence in ``lang``."""
        return t(
            "make_puzzle.findings",
            lang,
            n=self.meeting,
            turns=self.turns,
            best=self.best.total,
            second=self.second_points,
            d=self.difficulty,
        )

    def puzzle(
        self, title: str | None = None, question: str | None = None, ident: str | None = None
    ) -> Puzzle:
        """The puzzle: ``title`` and ``question`` typed by a teacher are kept as typed (the
        question is put between who plays and the goal), else the title says who plays;
        ``ident`` defaults to one made from the position and goal."""
        state, position = self.state, str(self.state)
        if ident is None:
            digest = hashlib.sha1(f"{position}|{self.goal}".encode()).hexdigest()
            ident = f"p-{digest[:10]}"
        if title and title.strip():
            heading = typed_text(title)
        elif sum(state.turns_by_seat):
            heading = title_for(state)
        else:
            heading = Text("puzzle.title_start", name=state.current)
        note = question.strip() if question and question.strip() else None
        return Puzzle(
            id=ident,
            title=heading,
            difficulty=self.difficulty,
            question=question_for(state, self.goal, note),
            position=position,
            answer=tuple(str(a) for a in self.answer.actions()),
            best_points=self.best.total,
            second_points=self.second_points,
            goal=str(self.goal),
        )


def _rank(plan: TurnPlan) -> tuple[int, bool, int]:
    """Best first: most points, then no aid before an aid, then fewest discs."""
    return (-plan.total, plan.aid is not None, len(plan.cells))


class _Top:
    """The most points among some of the turns, how many score that much, and the first of
    those ranked best (:func:`_rank`)."""

    def __init__(self) -> None:
        self.total: int | None = None
        self.count = 0
        self.plan: TurnPlan | None = None
        self.rank = (0, False, 0)

    def add(self, plan: TurnPlan, total: int, rank: tuple[int, bool, int]) -> None:
        if self.total is None or total > self.total:
            self.total, self.count, self.plan, self.rank = total, 1, plan, rank
        elif total == self.total:
            self.count += 1
            if rank < self.rank:
                self.plan, self.rank = plan, rank


class _Tally:
    """What :func:`examine_steps` keeps while it plays the turns out, so that nothing after
    needs another pass over all of them: the best turn, the distinct totals, the highest
    level, the most discs, and the top (:class:`_Top`) of all turns, of those that earn a tile
    (R11: 7 points or fewer) and of those that use a held tile."""

    def __init__(self) -> None:
        self.top, self.seven, self.with_tile = _Top(), _Top(), _Top()
        self.totals: set[int] = set()
        self.level = self.discs = 0

    @property
    def best(self) -> TurnPlan | None:
        return self.top.plan

    def add(self, plan: TurnPlan) -> None:
        total = plan.total
        rank = _rank(plan)
        self.top.add(plan, total, rank)
        self.totals.add(total)
        self.level = max(self.level, max(plan.levels, default=0))
        self.discs = max(self.discs, len(plan.cells))
        if plan.seven_point_rule:
            self.seven.add(plan, total, rank)
        if plan.tiles_used:
            self.with_tile.add(plan, total, rank)


def _goal(state: GameState, goal: str | Goal, tally: _Tally) -> Goal:
    """The goal named by ``goal`` (a :data:`GOAL_CHOICES` name without a number, or a goal's
    text) with its number worked out: all discs of the hand, or the most points a turn that
    earns a tile, or uses the held tile, can score."""
    if isinstance(goal, Goal):
        return goal
    if goal == "all_discs":
        return Goal("discs", ">=", sum(state.hands_by_seat[state.current_seat]))
    if goal == "tile":
        if tally.seven.total is None:
            raise PuzzleRefused(Text("puzzle.refused.no_tile_turn"))
        return Goal("tile", ">=", tally.seven.total)
    if goal == "use":
        _holds_a_tile(state)
        return Goal("use", ">=", tally.with_tile.total or 1)
    return Goal.parse(goal)


def _holds_a_tile(state: GameState) -> None:
    """Refuse a "use the tile" goal when the player to move holds none."""
    if not state.held_by_seat[state.current_seat]:
        raise PuzzleRefused(Text("puzzle.refused.no_tile_held", name=state.current))


def _unreachable(state: GameState, goal: Goal, tally: _Tally) -> Text:
    """Why no turn meets ``goal``: the most the position allows."""
    if goal.kind == "points" and goal.op == "==":
        return Text("puzzle.refused.points_exact", goal=goal.value)
    if goal.kind == "tile":
        if tally.seven.total is None:
            return Text("puzzle.refused.no_tile_turn")
        return Text("puzzle.refused.tile", goal=goal.value, best=tally.seven.total)
    if goal.kind == "use":
        _holds_a_tile(state)
        return Text("puzzle.refused.use", goal=goal.value, best=tally.with_tile.total or 0)
    most = {"points": max(tally.totals), "level": tally.level, "discs": tally.discs}
    return Text(f"puzzle.refused.{goal.kind}", goal=goal.value, best=most[goal.kind])


def examine(state: GameState, goal: str | Goal = "best") -> Findings:
    """Check ``goal`` (see :data:`GOAL_CHOICES` and the goals of :mod:`.puzzles`) on the turn
    start ``state``; :class:`PuzzleRefused` when the position is not a turn start, the player
    has no disc to place, or no turn or every turn meets the goal."""
    return finish(examine_steps(state, goal))


def examine_steps(state: GameState, goal: str | Goal = "best") -> Steps[Findings]:
    """:func:`examine` as work that yields as it goes (``work.Steps``: :data:`TURN_WORK`
    per turn played out, one per turn judged against the goal, the best-turn search's
    positions), for a widget that gives the kernel's event loop back between chunks."""
    if state.phase is Phase.OVER:
        raise PuzzleRefused(Text("puzzle.refused.game_over"))
    if state.phase is not Phase.START:
        raise PuzzleRefused(Text("puzzle.refused.not_turn_start"))
    # No list of the turns is kept (a position may have 100,000): a long list makes every full
    # garbage collection scan it, and that alone held the kernel's loop over 100 ms per chunk.
    # The turns that meet a goal are counted as they are played out: the goal's own number
    # when it has one, else the tally's top of the turns it looks at.
    tally, count = _Tally(), 0
    known = _known_goal(state, goal)
    judge = _Judge(known) if known is not None else None
    for count, plan in enumerate(_turns(state), 1):
        tally.add(plan)
        if judge is not None:
            judge.add(plan)
        if count % TURNS_PER_STEP == 0:
            yield TURN_WORK * TURNS_PER_STEP
    best = tally.best
    if best is None:  # an empty hand (the bag ran dry): the turn places nothing
        raise PuzzleRefused(Text("puzzle.refused.no_discs", name=state.current))
    target = known or _goal(state, goal, tally)
    # "best", and "tile" and "use" with the number the tally found: the turns at its top
    top = {"best": tally.top, "tile": tally.seven, "use": tally.with_tile}.get(target.kind)
    if judge is not None:
        right, answer = judge.right, judge.answer or best
    else:
        assert top is not None
        if top.plan is None or top.total is None or top.total < target.value:
            right, answer = 0, best  # no turn uses a tile ("use" asks for 1 point at least)
        else:
            right, answer = top.count, top.plan
    if not right:
        raise PuzzleRefused(_unreachable(state, target, tally))
    if right == count:
        raise PuzzleRefused(Text("puzzle.refused.every_turn"))
    second = max((t for t in tally.totals if t < best.total), default=best.total)
    if target.kind == "best":
        ranked = yield from best_turns_steps(state, 12)  # graded as the shipped set
        near = sum(1 for p in ranked[1:] if p.total >= best.total - NEAR)
        difficulty = grade(ranked[0], ranked[1], near, state)
        answer = best
    else:
        difficulty = grade_goal(answer, right, count, state)
    return Findings(state, target, count, right, best, second, answer, difficulty)


def _known_goal(state: GameState, goal: str | Goal) -> Goal | None:
    """The goal when it needs nothing from the turns (all but "best", "tile" and "use", whose
    turns the tally counts); None for those, and for a goal refused only after the turns are
    played out, as before."""
    if goal in ("tile", "use"):
        return None
    try:
        known = _goal(state, goal, _Tally())
    except ValueError:
        return None
    return None if known.kind == "best" else known


class _Judge:
    """Turns judged one at a time against a goal with its number: how many meet it, and the
    one to show as the answer (the most points for "tile" and "use"; else the simplest)."""

    def __init__(self, target: Goal) -> None:
        self.target = target
        self.shown = _rank if target.kind in ("tile", "use") else _simplicity
        self.right = 0
        self.answer: TurnPlan | None = None

    def add(self, plan: TurnPlan) -> None:
        if self.target.met(plan, 0):  # the best total counts only for "best", not judged here
            if self.answer is None or self.shown(plan) < self.shown(self.answer):
                self.answer = plan
            self.right += 1


def _simplicity(plan: TurnPlan) -> tuple[bool, int, int]:
    """Which right turn to show as the answer (the least first): no aid before an aid, fewest
    discs, most points."""
    return (plan.aid is not None, len(plan.cells), -plan.total)


def make_puzzle(
    state: GameState,
    goal: str | Goal = "best",
    title: str | None = None,
    question: str | None = None,
    ident: str | None = None,
) -> Puzzle:
    """A puzzle of the turn start ``state`` and ``goal``: :func:`examine`, then
    :meth:`Findings.puzzle` with the teacher's ``title`` and ``question``.
    :class:`PuzzleRefused` for a goal that makes no puzzle here."""
    return examine(state, goal).puzzle(title, question, ident)
