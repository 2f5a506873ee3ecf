"""Making puzzles, with their texts and hints in English and German.

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

Every text a learner reads (title, question, hints) is made from ``drawing.labels`` in both
languages, without rule ids or coordinates: a hint names colours and levels and points at its
cells (the widget rings them).

    python -m seven_steps_widget.solver.puzzle_maker --count 25 --seed 7 --out puzzles.json
    python -m seven_steps_widget.solver.puzzle_maker --shipped   # rewrite the shipped sets
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..drawing.labels import LANGS, color_name, text
from ..engine.actions import UseAid
from ..engine.hexgrid import Cell
from ..engine.rules.aids import aid_options
from ..engine.rules.placement import iter_turns
from ..engine.rules.special_tiles import TileKind, kind_of
from ..engine.setup import edit_state, make_position, new_game
from ..engine.state import GameState, Phase
from .best import best_turns
from .explain import colors_text, describe_for
from .plan import TurnPlan, best_vp_use
from .players import GreedyPlayer
from .puzzles import PUZZLE_SETS, Goal, Hint, Puzzle, load_puzzles, save_puzzles

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
    "make_puzzle",
    "retext",
    "shipped_sets",
]

NEAR = 2  # turns within this many points of the best make a puzzle harder


def _t(en: str, de: str) -> dict[str, str]:
    """A text in English and German."""
    return {"en": en, "de": de}


def _both(key: str, **values: object) -> tuple[str, str]:
    """The text ``key`` in English and German."""
    en, de = (text(key, lang, **values) for lang in LANGS)
    return en, de


def _hint(key: str, cells: Sequence[Cell] = (), **values: object) -> Hint:
    en, de = _both(key, **values)
    return Hint(en, de, tuple(cells))


def _per_lang(make: Mapping[str, str]) -> tuple[str, str]:
    return make["en"], make["de"]


def hints_for(state: GameState, plan: TurnPlan, goal: Goal | None = None) -> tuple[Hint, ...]:
    """Hints from vague to the full solution: what to aim for, the aid, the VP tile (for a
    goal puzzle), the first disc, the first half of the discs, the whole turn. The cells of
    each hint are ringed on the board, so no hint needs a coordinate."""
    goal = goal or Goal()
    if goal.kind == "best" and plan.vp is not None:
        aim = _hint("hint.aim_best_vp", points=plan.total, tile=plan.vp, bonus=plan.vp_bonus)
    elif goal.kind == "best":
        aim = _hint("hint.aim_best", points=plan.total)
    elif goal.kind == "level":
        aim = _hint("hint.climb")
    elif goal.kind == "discs":
        aim = _hint("hint.chain")
    else:
        aim = _hint("hint.aim_discs", n=len(plan.cells))
    hints = [aim]
    if plan.aid is not None:
        if plan.aid.cells:
            hints.append(_hint("hint.aid", plan.aid.cells, tile=plan.aid.tile))
        else:
            hints.append(_hint("hint.aid_plain", tile=plan.aid.tile))
    if plan.vp is not None and goal.kind != "best":
        hints.append(_hint("hint.vp", tile=plan.vp))
    board_state = state if plan.aid is None else state.apply(plan.aid)
    first = plan.cells[0]
    color = {lang: color_name(board_state.board.color(first), lang) for lang in LANGS}
    en, de = (
        text("hint.first", lang, color=color[lang], level=plan.levels[0]) for lang in LANGS
    )
    hints.append(Hint(en, de, (first,)))
    half = (len(plan.cells) + 1) // 2
    if half > 1:
        levels = " + ".join(str(level) for level in plan.levels[:half])
        en, de = (
            text(
                "hint.start",
                lang,
                n=half,
                colors=colors_text(board_state, plan.cells[:half], lang),
                levels=levels,
            )
            for lang in LANGS
        )
        hints.append(Hint(en, de, plan.cells[:half]))
    en, de = (
        text("solution_line", lang, plan=describe_for(plan, state, lang, shown=True)) + "."
        for lang in LANGS
    )
    hints.append(Hint(en, de, plan.cells))
    return tuple(hints)


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


def _tiles_words(state: GameState, lang: str) -> str:
    tiles = state.held[state.current]
    words = [text(f"puzzle.holding_{kind_of(t).value}", lang, tile=t) for t in tiles]
    return text("puzzle.and", lang).join(words)


def _to_play(state: GameState, lang: str) -> str:
    if state.held[state.current]:
        return text(
            "puzzle.to_play_holding", lang, name=state.current, tiles=_tiles_words(state, lang)
        )
    return text("puzzle.to_play", lang, name=state.current)


def question_for(
    state: GameState, goal: Goal, note: Mapping[str, str] | None = None
) -> tuple[str, str]:
    """The question of a puzzle in English and German: who plays (and their tiles), the
    ``note`` if any (``{"en": …, "de": …}``) and the goal."""
    if goal.kind == "best":
        key, n = "puzzle.ask_best", 0
    elif goal.kind == "points":
        key, n = ("puzzle.ask_points_exact" if goal.op == "==" else "puzzle.ask_points"), goal.value
    elif goal.kind == "level":
        key, n = "puzzle.ask_level", goal.value
    else:
        hand = sum(state.hands_by_seat[state.current_seat])
        key, n = ("puzzle.ask_discs_all" if goal.value == hand else "puzzle.ask_discs"), goal.value
    en, de = (
        " ".join([_to_play(state, lang), *([note[lang]] if note else []), text(key, lang, n=n)])
        for lang in LANGS
    )
    return en, de


def title_for(state: GameState) -> tuple[str, str]:
    """A mid-game puzzle's title: "Ben after 20 turns"."""
    return _both("puzzle.title_turns", name=state.current, turns=sum(state.turns_by_seat))


def make_puzzle(state: GameState, ident: str) -> Puzzle | None:
    """A "find the best turn" puzzle for the turn start ``state``, or None if its best turn is
    not unique."""
    plans = best_turns(state, k=12)
    if len(plans) < 2 or plans[0].total == plans[1].total:
        return None
    best, second = plans[0], plans[1]
    near = sum(1 for p in plans[1:] if p.total >= best.total - NEAR)
    title, title_de = title_for(state)
    question, question_de = question_for(state, Goal())
    return Puzzle(
        id=ident,
        title=title,
        difficulty=grade(best, second, near, state),
        question=question,
        position=str(state),
        answer=tuple(str(a) for a in best.actions()),
        best_points=best.total,
        second_points=second.total,
        hints=hints_for(state, best),
        title_de=title_de,
        question_de=question_de,
    )


def retext(puzzle: Puzzle) -> Puzzle:
    """A "best" puzzle of a seeded game with its texts and hints made anew (both languages)
    and its difficulty graded again; position and answer stay."""
    state, plan = puzzle.state, puzzle.solution()
    plans = best_turns(state, k=12)
    near = sum(1 for p in plans[1:] if p.total >= plan.total - NEAR)
    title, title_de = title_for(state)
    question, question_de = question_for(state, Goal())
    return replace(
        puzzle,
        title=title,
        title_de=title_de,
        question=question,
        question_de=question_de,
        difficulty=grade(plans[0], plans[1], near, state),
        hints=hints_for(state, plan),
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
        puzzle = make_puzzle(state, f"s{seed}-{number}")
        if puzzle is not None and levels[puzzle.difficulty] < share:
            levels[puzzle.difficulty] += 1
            found.append(puzzle)
    return sorted(found, key=lambda p: (p.difficulty, p.id))


# --------------------------------------------------------------------- beginner puzzles
def all_turns(state: GameState) -> list[TurnPlan]:
    """Every turn from the turn start ``state``: no aid or each use of the held aid, then every
    legal disc sequence, the held VP tile played where it adds points. For small positions
    (it is a plain enumeration)."""
    me = state.current_seat
    vp = state.held_tile(TileKind.VP)
    tile = state.held_tile(TileKind.AID)
    aids: list[UseAid | None] = [None]
    if tile is not None:
        options = aid_options(state.board, state.heights, state.hands_by_seat[me], tile)
        aids += [UseAid(tile, cells, color) for cells, color in options]
    plans = []
    for aid in aids:
        after = state if aid is None else state.apply(aid)
        turn = after.turn
        for cells, levels in iter_turns(
            after.board, after.heights, after.hands_by_seat[me], turn.max_discs, turn.lift
        ):
            used, bonus = best_vp_use(after.board, vp, cells, levels)
            plans.append(TurnPlan(cells, levels, aid, used, bonus))
    return plans


@dataclass(frozen=True)
class Spec:
    """A hand-made goal puzzle: a near-empty standard board (``heights``), Ann to play with
    ``hand`` and the ``held`` tiles, Ben waiting. ``title`` and ``note`` (a sentence put
    between who plays and the goal, e.g. what the tile does) are ``{"en": …, "de": …}``."""

    id: str
    goal: str
    difficulty: int
    hand: str
    title: Mapping[str, str]
    heights: Mapping[Cell, int] = field(default_factory=dict)
    held: tuple[str, ...] = ()
    note: Mapping[str, str] | None = None

    def state(self) -> GameState:
        """The puzzle's position."""
        return make_position(
            ("Ann", "Ben"),
            heights=self.heights,
            hands={"Ann": self.hand, "Ben": "TYBPRKG"},
            held={"Ann": self.held},
        )


def _simplest(plans: Sequence[TurnPlan]) -> TurnPlan:
    """The answer to show of several right turns: no aid before an aid, fewest discs, most
    points."""
    return min(plans, key=lambda p: (p.aid is not None, len(p.cells), -p.total))


def make_goal_puzzle(spec: Spec) -> Puzzle:
    """The puzzle of ``spec``: a right answer found among all turns, texts and hints in both
    languages. ``ValueError`` when the goal cannot be reached, or when a "best" goal's best
    turn is not unique."""
    state, goal = spec.state(), Goal.parse(spec.goal)
    plans = sorted(all_turns(state), key=lambda p: -p.total)
    best_points = plans[0].total
    second_points = next((p.total for p in plans if p.total < best_points), best_points)
    if goal.kind == "best":
        top = [p for p in plans if p.total == best_points]
        plain = {(p.cells, p.total) for p in top if p.aid is None}
        top = [p for p in top if p.aid is None or (p.cells, p.total) not in plain]
        if len(top) != 1:
            raise ValueError(f"{spec.id}: {len(top)} turns share the best total {best_points}")
        answer = top[0]
    else:
        right = [p for p in plans if goal.met(p, best_points)]
        if not right:
            raise ValueError(f"{spec.id}: no turn meets the goal {goal}")
        answer = _simplest(right)
    question, question_de = question_for(state, goal, spec.note)
    title, title_de = _per_lang(spec.title)
    return Puzzle(
        id=spec.id,
        title=title,
        difficulty=spec.difficulty,
        question=question,
        position=str(state),
        answer=tuple(str(a) for a in answer.actions()),
        best_points=best_points,
        second_points=second_points,
        hints=hints_for(state, answer, goal),
        title_de=title_de,
        question_de=question_de,
        goal=str(goal),
    )


#: What a tile does, for the questions of the "tiles" set (our own words, as in the tour).
_TILE_NOTE: dict[str, dict[str, str]] = {
    "V1": _t(
        "V1 adds 1 point for each colour you place.",
        "V1 bringt 1 Punkt mehr für jede Farbe, die du legst.",
    ),
    "V2": _t(
        "V2 adds 2 points for each disc of the colour you place most.",
        "V2 bringt 2 Punkte mehr für jede Scheibe der Farbe, die du am häufigsten legst.",
    ),
    "V3": _t(
        "V3 adds 1 point for each disc you place on an edge cell.",
        "V3 bringt 1 Punkt mehr für jede Scheibe, die du auf ein Randfeld legst.",
    ),
    "V4": _t(
        "V4 adds 1 point for each disc in the longest straight line of your turn.",
        "V4 bringt 1 Punkt mehr für jede Scheibe in der längsten geraden Linie deines Zugs.",
    ),
    "V5": _t(
        "V5 adds 5 points if you place a red or purple disc on exactly level 3.",
        "V5 bringt 5 Punkte mehr, wenn du eine rote oder lila Scheibe auf genau Ebene 3 legst.",
    ),
    "A1": _t(
        "A1 takes 1 or 2 discs off the board before your first disc.",
        "A1 nimmt vor deiner ersten Scheibe 1 oder 2 Scheiben vom Spielplan.",
    ),
    "A3": _t(
        "A3 moves one disc to another cell of its colour before your first disc.",
        "A3 versetzt vor deiner ersten Scheibe eine Scheibe auf ein anderes Feld ihrer Farbe.",
    ),
    "A4": _t(
        "A4 lets your first disc go one level higher; then you place at most 5 discs.",
        "Mit A4 darf deine erste Scheibe eine Ebene höher liegen; dann legst du höchstens 5 "
        "Scheiben.",
    ),
}

#: The seven red cells of the standard board, variant 1.
_RED = ((-2, -2), (-1, -2), (-3, -1), (-2, -1), (-1, -1), (-3, 0), (-2, 0))


def _tile_spec(
    ident: str, goal: str, difficulty: int, hand: str, title: dict[str, str],
    heights: Mapping[Cell, int], tile: str,
) -> Spec:  # fmt: skip
    return Spec(ident, goal, difficulty, hand, title, heights, (tile,), _TILE_NOTE[tile])


#: The hand-made beginner puzzles by set: "placement" and "tiles" are whole sets, "best" are
#: the at-a-glance puzzles that open the default set. Board: the standard layout, variant 1
#: (each board tile one colour; docs/board.md has the cells). Ann plays, Ben waits.
BEGINNER: dict[str, tuple[Spec, ...]] = {
    "placement": (
        Spec("place-1", "discs>=3", 1, "TTY", _t("Use all your discs", "Alle Scheiben legen")),
        Spec("place-2", "level>=2", 1, "TY", _t("One step up", "Eine Stufe hinauf"), {(2, 0): 1}),
        Spec(
            "place-3",
            "level>=3",
            2,
            "TYY",
            _t("Up to level 3", "Hinauf auf Ebene 3"),
            {(2, 0): 1, (3, 0): 2, (1, 1): 2},
        ),
        Spec(
            "place-4",
            "points>=6",
            2,
            "TTYY",
            _t("Six points", "Sechs Punkte"),
            {(1, 1): 1, (2, 1): 1},
        ),
        Spec(
            "place-5",
            "level>=3",
            2,
            "RR",
            _t("No empty red cell", "Kein rotes Feld frei"),
            {**dict.fromkeys(_RED, 1), (-2, 0): 2},
            note=_t(
                "Every red cell already holds a disc.",
                "Auf jedem roten Feld liegt schon eine Scheibe.",
            ),
        ),
        Spec(
            "place-6",
            "discs>=5",
            3,
            "TTYYB",
            _t("Never downwards", "Nie abwärts"),
            {(1, 1): 1, (2, 1): 1},
        ),
        Spec(
            "place-7",
            "points==7",
            3,
            "TTYYY",
            _t("Seven and a tile", "Sieben und ein Plättchen"),
            {(1, 1): 1, (2, 1): 1, (2, 2): 2},
            note=_t(
                "A turn worth 7 points or fewer earns a special tile.",
                "Ein Zug mit 7 Punkten oder weniger bringt ein Sonderplättchen.",
            ),
        ),
    ),
    "tiles": (
        _tile_spec("tile-1", "points>=6", 1, "TYB", _t("Many colours", "Viele Farben"), {}, "V1"),
        _tile_spec(
            "tile-2", "points>=8", 2, "TTTY", _t("A straight line", "Eine gerade Linie"), {}, "V4"
        ),
        _tile_spec(
            "tile-3", "points>=6", 2, "YYY", _t("Along the edge", "Am Rand entlang"), {}, "V3"
        ),
        _tile_spec(
            "tile-4",
            "points>=10",
            2,
            "TTTB",
            _t("Most of one colour", "Viel von einer Farbe"),
            {},
            "V2",
        ),
        _tile_spec(
            "tile-5",
            "points>=11",
            2,
            "TRR",
            _t("Red on level 3", "Rot auf Ebene 3"),
            {(-2, 0): 1, (-2, -1): 2},
            "V5",
        ),
        _tile_spec(
            "tile-6",
            "points>=5",
            2,
            "TYY",
            _t("Move one disc", "Eine Scheibe versetzen"),
            {(2, 0): 1, (3, 1): 2},
            "A3",
        ),
        _tile_spec(
            "tile-7",
            "points>=5",
            2,
            "YY",
            _t("A lift for the first disc", "Ein Aufzug für die erste Scheibe"),
            {(2, 0): 1, (2, 1): 2},
            "A4",
        ),
        _tile_spec(
            "tile-8",
            "points>=6",
            3,
            "TYY",
            _t("Take a disc away", "Eine Scheibe wegnehmen"),
            {(2, 0): 2, (2, 1): 2},
            "A1",
        ),
    ),
    "best": (
        Spec("first-1", "best", 1, "TY", _t("Up one level", "Eine Ebene höher"), {(2, 0): 1}),
        Spec(
            "first-2",
            "best",
            1,
            "TYY",
            _t("Two on level 2", "Zwei auf Ebene 2"),
            {(2, 0): 1, (2, 1): 1},
        ),
        Spec(
            "first-3",
            "best",
            1,
            "TYY",
            _t("A staircase", "Eine Treppe"),
            {(2, 0): 1, (3, 0): 2, (1, 1): 3},
        ),
        Spec(
            "first-4",
            "best",
            1,
            "TBB",
            _t("Where to start?", "Wo anfangen?"),
            {(0, 2): 1, (0, 3): 2, (-2, -1): 1},
        ),
        Spec(
            "first-5",
            "best",
            1,
            "RRP",
            _t("Two colours, three levels", "Zwei Farben, drei Ebenen"),
            {(-2, 0): 1, (-1, -1): 2, (-3, 1): 1},
        ),
    ),
}


def shipped_sets(root: Path | None = None) -> None:
    """Rewrite the shipped puzzle files: the beginner specs made anew, the seeded "best"
    puzzles kept with fresh texts after the beginner ones."""
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
    parser.add_argument("--out")
    parser.add_argument("--shipped", action="store_true", help="rewrite the shipped sets")
    args = parser.parse_args(argv)
    if args.shipped:
        shipped_sets()
        print("rewrote", ", ".join(PUZZLE_SETS.values()))
        return
    if not args.out:
        parser.error("--out is needed (or --shipped)")
    puzzles = generate(args.seed, args.count)
    save_puzzles(puzzles, args.out)
    by_level = {d: sum(p.difficulty == d for p in puzzles) for d in range(1, 6)}
    print(f"wrote {len(puzzles)} puzzles to {args.out}; per difficulty {by_level}")


if __name__ == "__main__":
    main()
