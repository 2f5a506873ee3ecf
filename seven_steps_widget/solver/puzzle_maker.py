"""The shipped puzzles: positions, answers and the words a learner reads, in every language.

"Find the best turn" puzzles come from seeded games: play greedy games to a random turn, maybe
hand the player a special tile, solve, and keep the position only if its best turn is unique.
Ties are kept out like this: the solver's two best candidates are compared and the position is
dropped unless the best total is strictly higher than the second. Candidates differ by aid
action or disc sequence; the VP tile is played at its best colour when it adds points, and an
aid use that leaves the turn's discs and points unchanged is not a candidate of its own (see
``solver.best``). So exactly one sequence of aid and discs reaches the best total.

Beginner puzzles are written by hand as a :class:`Spec` (a near-empty board, a few discs, maybe
one special tile, and a goal); :func:`make_goal_puzzle` finds a right answer with the solver,
checks the goal is reachable, and writes the hints. :data:`BEGINNER` holds the shipped specs:
the "placement" and "tiles" sets and the beginner puzzles that open the "best" set.

Every text a learner reads is a message of :mod:`seven_steps_widget.words` (a key and its
values, no text), without rule ids or coordinates: a title (``puzzle.title.*``), the question
(:func:`question_for`, with a spec's note ``puzzle.note.*``) and the hints, which are made from
the answer when read (:func:`hints_for`): a hint names colours and levels and points at its
cells (the widget rings them).

    python -m seven_steps_widget.solver.puzzle_maker --count 25 --seed 7 --out puzzles.json
    python -m seven_steps_widget.solver.puzzle_maker --shipped   # rewrite the shipped sets
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..engine.hexgrid import Cell
from ..engine.setup import edit_state, make_position, new_game
from ..engine.state import GameState, Phase
from ..words import Text
from .best import best_turns
from .goal_check import NEAR, all_turns, at_a_glance, examine, grade
from .players import GreedyPlayer
from .puzzles import (
    PUZZLE_SETS,
    Goal,
    Puzzle,
    hints_for,
    load_puzzles,
    question_for,
    save_puzzles,
    title_for,
)

__all__ = [
    "BEGINNER",
    "Spec",
    "all_turns",
    "at_a_glance",
    "generate",
    "grade",
    "hints_for",
    "main",
    "make_goal_puzzle",
    "question_for",
    "retext",
    "seeded_puzzle",
    "shipped_sets",
    "title_for",
]


def seeded_puzzle(state: GameState, ident: str) -> Puzzle | None:
    """A "find the best turn" puzzle for the turn start ``state``, or None if its best turn is
    not unique."""
    plans = best_turns(state, k=12)
    if len(plans) < 2 or plans[0].total == plans[1].total:
        return None
    best, second = plans[0], plans[1]
    near = sum(1 for p in plans[1:] if p.total >= best.total - NEAR)
    return Puzzle(
        id=ident,
        title=title_for(state),
        difficulty=grade(best, second, near, state),
        question=question_for(state, Goal()),
        position=str(state),
        answer=tuple(str(a) for a in best.actions()),
        best_points=best.total,
        second_points=second.total,
    )


def retext(puzzle: Puzzle) -> Puzzle:
    """A "best" puzzle of a seeded game with its title and question made anew and its
    difficulty graded again; position and answer stay."""
    state, plan = puzzle.state, puzzle.solution()
    plans = best_turns(state, k=12)
    near = sum(1 for p in plans[1:] if p.total >= plan.total - NEAR)
    return replace(
        puzzle,
        title=title_for(state),
        question=question_for(state, Goal()),
        difficulty=grade(plans[0], plans[1], near, state),
    )


def _positions(seed: int) -> Iterator[GameState]:
    """Turn starts of greedy games on either board side, some with a tile handed to the
    player to move."""
    rng = random.Random(f"puzzles:{seed}")
    player = GreedyPlayer()
    while True:
        players = ("Ann", "Ben", "Cem")[: rng.choice((2, 3))]
        side = rng.choice(("single", "mixed"))  # variant 1 or 2 (R2)
        state = new_game(players, seed=rng.randrange(2**31), side=side)
        for _ in range(rng.randrange(24)):
            for action in player.choose_turn(state):
                state = state.apply(action)
            if state.phase is not Phase.START:
                break
        if state.phase is not Phase.START:
            continue
        name = state.current
        if rng.random() < 0.5:
            state = edit_state(state, held={name: ()})
            pile = sorted(set(state.piles.aid_draw)) + sorted(set(state.piles.vp_draw))
            state = edit_state(state, held={name: (rng.choice(pile),)})
        yield state


def generate(seed: int, count: int, per_level: int | None = None) -> list[Puzzle]:
    """``count`` unique-answer puzzles from seeded games, spread over the difficulties
    (at most ``per_level`` of each, default an even share), easiest first."""
    share = per_level or -(-count // 5)
    found: list[Puzzle] = []
    levels = dict.fromkeys(range(1, 6), 0)
    for number, state in enumerate(_positions(seed)):
        if len(found) >= count or number > 50 * count:
            break
        puzzle = seeded_puzzle(state, f"s{seed}-{number}")
        if puzzle is not None and levels[puzzle.difficulty] < share:
            levels[puzzle.difficulty] += 1
            found.append(puzzle)
    return sorted(found, key=lambda p: (p.difficulty, p.id))


# --------------------------------------------------------------------- beginner puzzles
@dataclass(frozen=True)
class Spec:
    """A hand-made goal puzzle: a near-empty standard board (``heights``), Ann to play with
    ``hand`` and the ``held`` tiles, Ben waiting. ``title`` and ``note`` (a sentence put
    between who plays and the goal, e.g. what the tile does) are messages."""

    id: str
    goal: str
    difficulty: int
    hand: str
    title: Text
    heights: Mapping[Cell, int] = field(default_factory=dict)
    held: tuple[str, ...] = ()
    note: Text | None = None

    def state(self) -> GameState:
        """The puzzle's position."""
        return make_position(
            ("Ann", "Ben"),
            heights=self.heights,
            hands={"Ann": self.hand, "Ben": "TYBPRKG"},
            held={"Ann": self.held},
        )


def make_goal_puzzle(spec: Spec) -> Puzzle:
    """The puzzle of ``spec``: a right answer found among all turns (:func:`examine`), its
    title and question. ``ValueError`` when the goal makes no puzzle, or when a "best" goal's
    best turn is not unique."""
    state = spec.state()
    found = examine(state, spec.goal)
    if found.goal.kind == "best":
        plans = [p for p in all_turns(state) if p.total == found.best.total]
        plain = {(p.cells, p.total) for p in plans if p.aid is None}
        top = [p for p in plans if p.aid is None or (p.cells, p.total) not in plain]
        if len(top) != 1:
            raise ValueError(f"{spec.id}: {len(top)} turns share the best total {found.best.total}")
    return Puzzle(
        id=spec.id,
        title=spec.title,
        difficulty=spec.difficulty,
        question=question_for(state, found.goal, spec.note),
        position=str(state),
        answer=tuple(str(a) for a in found.answer.actions()),
        best_points=found.best.total,
        second_points=found.second_points,
        goal=str(found.goal),
    )


def _title(name: str) -> Text:
    """The puzzle title ``puzzle.title.<name>``."""
    return Text(f"puzzle.title.{name}")


#: The seven red cells of the standard board, variant 1.
_RED = ((-2, -2), (-1, -2), (-3, -1), (-2, -1), (-1, -1), (-3, 0), (-2, 0))


def _tile_spec(
    ident: str, goal: str, difficulty: int, hand: str, title: str,
    heights: Mapping[Cell, int], tile: str,
) -> Spec:  # fmt: skip
    """A "tiles" puzzle: its note says what the tile does (``puzzle.note.<tile>``)."""
    note = Text(f"puzzle.note.{tile.lower()}")
    return Spec(ident, goal, difficulty, hand, _title(title), heights, (tile,), note)


#: The hand-made beginner puzzles by set: "placement" and "tiles" are whole sets, "best" are
#: the at-a-glance puzzles that open the default set. Board: the standard layout, variant 1
#: (each board tile one colour; docs/board.md has the cells). Ann plays, Ben waits.
BEGINNER: dict[str, tuple[Spec, ...]] = {
    "placement": (
        Spec("place-1", "discs>=3", 1, "TTY", _title("all_discs")),
        Spec("place-2", "level>=2", 1, "TY", _title("one_step_up"), {(2, 0): 1}),
        Spec(
            "place-3",
            "level>=3",
            2,
            "TYY",
            _title("up_to_level_3"),
            {(2, 0): 1, (3, 0): 2, (1, 1): 2},
        ),
        Spec(
            "place-4",
            "points>=6",
            2,
            "TTYY",
            _title("six_points"),
            {(1, 1): 1, (2, 1): 1},
        ),
        Spec(
            "place-5",
            "level>=3",
            2,
            "RR",
            _title("no_empty_red"),
            {**dict.fromkeys(_RED, 1), (-2, 0): 2},
            note=Text("puzzle.note.all_red_taken"),
        ),
        Spec(
            "place-6",
            "discs>=5",
            3,
            "TTYYB",
            _title("never_down"),
            {(1, 1): 1, (2, 1): 1},
        ),
        Spec(
            "place-7",
            "points==7",
            3,
            "TTYYY",
            _title("seven_and_tile"),
            {(1, 1): 1, (2, 1): 1, (2, 2): 2},
            note=Text("puzzle.note.seven_earns_tile"),
        ),
    ),
    "tiles": (
        _tile_spec("tile-1", "points>=6", 1, "TYB", "many_colours", {}, "V1"),
        _tile_spec("tile-2", "points>=8", 2, "TTTY", "straight_line", {}, "V4"),
        _tile_spec("tile-3", "points>=6", 2, "YYY", "along_edge", {}, "V3"),
        _tile_spec(
            "tile-4",
            "points>=10",
            2,
            "TTTB",
            "most_of_one_colour",
            {},
            "V2",
        ),
        _tile_spec(
            "tile-5",
            "points>=11",
            2,
            "TRR",
            "red_on_level_3",
            {(-2, 0): 1, (-2, -1): 2},
            "V5",
        ),
        _tile_spec(
            "tile-6",
            "points>=5",
            2,
            "TYY",
            "move_one_disc",
            {(2, 0): 1, (3, 1): 2},
            "A3",
        ),
        _tile_spec(
            "tile-7",
            "points>=5",
            2,
            "YY",
            "lift_first_disc",
            {(2, 0): 1, (2, 1): 2},
            "A4",
        ),
        _tile_spec(
            "tile-8",
            "points>=6",
            3,
            "TYY",
            "take_disc_away",
            {(2, 0): 2, (2, 1): 2},
            "A1",
        ),
    ),
    "best": (
        Spec("first-1", "best", 1, "TY", _title("up_one_level"), {(2, 0): 1}),
        Spec(
            "first-2",
            "best",
            1,
            "TYY",
            _title("two_on_level_2"),
            {(2, 0): 1, (2, 1): 1},
        ),
        Spec(
            "first-3",
            "best",
            1,
            "TYY",
            _title("staircase"),
            {(2, 0): 1, (3, 0): 2, (1, 1): 3},
        ),
        Spec(
            "first-4",
            "best",
            1,
            "TBB",
            _title("where_to_start"),
            {(0, 2): 1, (0, 3): 2, (-2, -1): 1},
        ),
        Spec(
            "first-5",
            "best",
            1,
            "RRP",
            _title("two_colours_three_levels"),
            {(-2, 0): 1, (-1, -1): 2, (-3, 1): 1},
        ),
    ),
}


def shipped_sets(root: Path | None = None) -> None:
    """Rewrite the shipped puzzle files: the beginner specs made anew, the seeded "best"
    puzzles kept with a fresh title and question after the beginner ones."""
    root = root or Path(__file__).resolve().parent.parent / "puzzles"
    made_by_hand = {spec.id for specs in BEGINNER.values() for spec in specs}
    old = [p for p in load_puzzles("best") if p.id not in made_by_hand]
    for name, specs in BEGINNER.items():
        made = [make_goal_puzzle(spec) for spec in specs]
        if name == "best":
            made += [retext(p) for p in old]
        save_puzzles(made, root / PUZZLE_SETS[name])


def main(argv: list[str] | None = None) -> None:
    """Command line: write a puzzle file, or rewrite the shipped sets."""
    parser = argparse.ArgumentParser(description="Make 7 Steps puzzles.")
    parser.add_argument("--count", type=int, default=25)
    parser.add_argument("--seed", type=int, default=7)
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--out", help="the puzzle file to write")
    what.add_argument("--shipped", action="store_true", help="rewrite the shipped sets")
    args = parser.parse_args(argv)
    if args.shipped:
        shipped_sets()
        print("rewrote", ", ".join(PUZZLE_SETS.values()))
        return
    puzzles = generate(args.seed, args.count)
    save_puzzles(puzzles, args.out)
    by_level = {d: sum(p.difficulty == d for p in puzzles) for d in range(1, 6)}
    print(f"wrote {len(puzzles)} puzzles to {args.out}; per difficulty {by_level}")


if __name__ == "__main__":
    main()
