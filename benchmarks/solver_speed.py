"""Benchmark: the solver's best turn against two independent searches and, with
``--baseline REV``, against the solver of an earlier commit, on the same seeded positions
(reachable turn starts, without and with special tiles held), in the same run; then the
best turn and runner-up on every shipped puzzle (what its findings and hints need), the review
of 4-player games, the longest synchronous step of long work as the widgets run it on the
event loop, and the CPU time of the slowest whole Make a puzzle check.

* naive: tries every board cell as the next disc and asks the engine's ``turn_levels`` whether
  the longer turn is legal (R6-R9), after every aid use (``aid_options`` + ``flow.apply``),
  pricing the VP tile with ``vp_bonus``: no pruning at all.
* plain: the engine's own list of legal turns (``iter_turns``) after every aid use, each
  priced with ``vp_bonus`` (the test suite's independent check, ``tests/solver/brute.py``).

Every search must find the same best total. Times are the best of ``--repeat`` runs of each
call (the least disturbed by other work on the machine), taken in turns position by position,
so a baseline and the solver see the same machine.

    python benchmarks/solver_speed.py --positions 30 --tile-positions 8 --seed 1 --baseline HEAD~1
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from seven_steps_widget.engine.actions import UseAid
from seven_steps_widget.engine.errors import IllegalMove
from seven_steps_widget.engine.hexgrid import Cell
from seven_steps_widget.engine.rules.aids import aid_options
from seven_steps_widget.engine.rules.placement import iter_turns, turn_levels
from seven_steps_widget.engine.rules.special_tiles import vp_bonus
from seven_steps_widget.engine.setup import edit_state
from seven_steps_widget.engine.state import GameState
from seven_steps_widget.solver import PLAYERS, play_game, review_game
from seven_steps_widget.solver.best import best_turns
from seven_steps_widget.solver.positions import sample_positions
from seven_steps_widget.solver.puzzles import PUZZLE_SETS, load_puzzles

ROOT = Path(__file__).resolve().parents[1]


def starts(state: GameState) -> list[GameState]:
    """The position and the position after every use of the held aid tile."""
    tile = state.held_tile("aid")
    out = [state]
    if tile is not None:
        hand = state.hands_by_seat[state.current_seat]
        options = aid_options(state.board, state.heights, hand, tile)
        out += [state.apply(UseAid(tile, cells, color)) for cells, color in options]
    return out


def naive_best(state: GameState) -> int:
    """The best total by trying every cell as every next disc (no pruning at all), after each
    aid use."""
    vp = state.held_tile("vp")
    return max(naive_placing(start, vp) for start in starts(state))


def naive_placing(state: GameState, vp: str | None) -> int:
    """The best total of the placing that starts in ``state`` (after any aid)."""
    board, heights, turn = state.board, state.heights, state.turn
    hand = Counter({c: n for c, n in state.hands[state.current].items() if n})
    best = 0

    def grow(cells: list[Cell]) -> None:
        nonlocal best
        for cell in board.cells:
            longer = cells + [cell]
            if len(longer) > turn.max_discs or Counter(map(board.color, longer)) - hand:
                continue
            try:
                levels = turn_levels(board, heights, longer, turn.lift)
            except IllegalMove:
                continue
            bonus = vp_bonus(vp, board, longer, levels) if vp else 0
            best = max(best, sum(levels) + bonus)
            grow(longer)

    grow([])
    return best


def plain_best(state: GameState) -> int:
    """The best total over the engine's list of legal turns after each aid use."""
    vp = state.held_tile("vp")
    best = 0
    for start in starts(state):
        hand, turn = start.hands_by_seat[start.current_seat], start.turn
        for cells, levels in iter_turns(start.board, start.heights, hand, turn.max_discs,
                                        turn.lift):  # fmt: skip
            bonus = vp_bonus(vp, start.board, cells, levels) if vp else 0
            best = max(best, sum(levels) + bonus)
    return best


def load_baseline(rev: str) -> ModuleType:
    """The package ``seven_steps_widget`` as it was at commit ``rev``, imported under the
    name ``baseline_ssw`` (from a copy made with ``git archive``)."""
    where = Path(tempfile.mkdtemp(prefix="ssw-baseline-"))
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", rev, "seven_steps_widget"],
        check=True,
        capture_output=True,
    ).stdout
    tar_path = where / "src.tar"
    tar_path.write_bytes(archive)
    with tarfile.open(tar_path) as tar:
        tar.extractall(where, filter="data")
    package = where / "seven_steps_widget"
    spec = importlib.util.spec_from_file_location(
        "baseline_ssw", package / "__init__.py", submodule_search_locations=[str(package)]
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["baseline_ssw"] = module
    spec.loader.exec_module(module)
    return module


class Baseline:
    """The earlier solver, fed the same positions (through their notation)."""

    def __init__(self, rev: str) -> None:
        self.rev = rev
        load_baseline(rev)
        self.state = importlib.import_module("baseline_ssw.engine.state")
        self.best = importlib.import_module("baseline_ssw.solver.best")
        self.review = importlib.import_module("baseline_ssw.solver.review")
        self.record = importlib.import_module("baseline_ssw.engine.record")

    def position(self, state: GameState) -> Any:
        return self.state.GameState.parse(str(state))

    def best_total(self, state: Any, tiles: bool = True) -> int:
        return int(self.best.best_turns(state, k=1, aid=tiles, vp=tiles)[0].total)

    def best_two(self, state: Any) -> Any:
        return self.best.best_turns(state, k=2)

    def review_game(self, record: Any) -> Any:
        return self.review.review_game(record)

    def examine(self, state: Any, goal: str) -> Any:
        goal_check = importlib.import_module("baseline_ssw.solver.goal_check")
        try:
            found = goal_check.examine(state, goal)
            return f"{found.text()} {found.answer.describe()}"
        except goal_check.PuzzleRefused as refused:
            return str(refused)


def timed(repeat: int, function: Callable[..., Any], *args: Any) -> tuple[Any, float]:
    """The result and the least seconds of ``repeat`` calls of ``function(*args)``."""
    best = float("inf")
    result = None
    for _ in range(repeat):
        begin = time.perf_counter()
        result = function(*args)
        best = min(best, time.perf_counter() - begin)
    return result, best


def solver_total(state: GameState, tiles: bool = True) -> int:
    """The solver's best total (with the held tiles or without)."""
    return best_turns(state, k=1, aid=tiles, vp=tiles)[0].total


def ms(seconds: float) -> str:
    return f"{seconds * 1e3:.2f} ms"


def run(
    label: str,
    positions: list[GameState],
    tiles: bool,
    args: argparse.Namespace,
    baseline: Baseline | None,
) -> dict[str, float]:
    """Time every search on ``positions``; returns the summed seconds by search."""
    times: dict[str, list[float]] = {"solver": [], "plain": [], "naive": [], "baseline": []}
    for state in positions:
        got, t = timed(args.repeat, solver_total, state, tiles)
        times["solver"].append(t)
        expected, t = timed(1, plain_best, state)
        times["plain"].append(t)
        if got != expected:
            raise SystemExit(f"MISMATCH on {state}: solver {got}, plain {expected}")
        if args.naive:
            naive, t = timed(1, naive_best, state)
            times["naive"].append(t)
            if naive != expected:
                raise SystemExit(f"MISMATCH on {state}: naive {naive}, plain {expected}")
        if baseline is not None:
            old_state = baseline.position(state)
            old, t = timed(args.repeat, baseline.best_total, old_state, tiles)
            times["baseline"].append(t)
            if old != expected:
                raise SystemExit(f"MISMATCH on {state}: baseline {old}, plain {expected}")
    solver = times["solver"]
    line = (
        f"{label}: {len(positions)} positions, identical best totals; solver median "
        f"{ms(statistics.median(solver))} (max {ms(max(solver))}, sum {ms(sum(solver))})"
    )
    for name in ("baseline", "plain", "naive"):
        if times[name]:
            line += (
                f"; {name} median {ms(statistics.median(times[name]))} "
                f"(max {ms(max(times[name]))}, sum {ms(sum(times[name]))}), "
                f"{sum(times[name]) / sum(solver):.1f}x the solver's time"
            )
    if times["baseline"]:
        line += f"; plain/baseline {sum(times['plain']) / sum(times['baseline']):.1f}x"
    print(line, flush=True)
    return {name: sum(values) for name, values in times.items()}


def best_two(state: GameState) -> list[tuple[int, str]]:
    """The best turn and the runner-up (what a puzzle's findings and hints need)."""
    return [(plan.total, plan.describe()) for plan in best_turns(state, k=2)]


def hints(args: argparse.Namespace, baseline: Baseline | None) -> float:
    """The best turn and runner-up on every shipped puzzle: the slowest, in seconds."""
    rows = []
    for name in PUZZLE_SETS:
        for puzzle in load_puzzles(name):
            state = puzzle.state
            got, t = timed(args.repeat, best_two, state)
            old = None
            if baseline is not None:
                old_state = baseline.position(state)
                plans, old = timed(args.repeat, baseline.best_two, old_state)
                if [(p.total, p.describe()) for p in plans] != got:
                    raise SystemExit(f"MISMATCH on puzzle {puzzle.id}: {plans} against {got}")
            rows.append((t, old, puzzle.id))
    worst = max(rows)
    line = (
        f"hints: best turn and runner-up (k=2) on all {len(rows)} shipped puzzles, slowest "
        f"{ms(worst[0])} "
        f"({worst[2]}), median {ms(statistics.median(r[0] for r in rows))}"
    )
    if baseline is not None:
        old_worst = max(rows, key=lambda r: r[1] or 0.0)
        line += (
            f"; baseline slowest {ms(old_worst[1] or 0.0)} ({old_worst[2]}), "
            f"median {ms(statistics.median(r[1] or 0.0 for r in rows))}"
        )
    print(line, flush=True)
    return worst[0]


def reviews(args: argparse.Namespace, baseline: Baseline | None) -> float:
    """The review of seeded 4-player games (greedy, random, lookahead, greedy): the slowest
    total, in seconds."""
    names = ("greedy", "random", "lookahead", "greedy")
    worst = 0.0
    for seed in range(args.reviews):
        record = play_game([PLAYERS[n]() for n in names], seed=seed).record
        rows, t = timed(1, review_game, record)
        line = f"review of 4-player game {seed} ({len(rows)} turns): {t:.2f} s"
        if baseline is not None:
            old_record = baseline.record.GameRecord.parse(str(record))
            old, old_t = timed(1, baseline.review_game, old_record)
            assert [r.best.total for r in old] == [r.best.total for r in rows]
            line += f", baseline {old_t:.2f} s ({old_t / t:.1f}x)"
        print(line, flush=True)
        worst = max(worst, t)
    return worst


def examined(state: GameState, goal: str) -> str:
    """Make a puzzle's Check of ``goal`` on ``state``: its findings and answer, or why it
    refused."""
    from seven_steps_widget.solver.goal_check import PuzzleRefused, examine

    try:
        found = examine(state, goal)
        return f"{found.text()} {found.answer.describe()}"
    except PuzzleRefused as refused:
        return str(refused)


def cpu(function: Callable[..., Any], *args: Any) -> tuple[Any, float]:
    """The result and the CPU seconds of one call of ``function(*args)``."""
    begin = time.process_time()
    result = function(*args)
    return result, time.process_time() - begin


def slowest_check(args: argparse.Namespace, baseline: Baseline | None) -> float:
    """Make a puzzle's whole Check (goals best, level>=3, tile) on full-hand positions with
    tiles held, in CPU seconds: the slowest, beside the baseline's on the same position and
    goal (the same findings), in turn."""
    rows = []
    for state in sample_positions(args.seed, args.reviews * 3, tiles=True):
        for goal in ("best", "level>=3", "tile"):
            got, t = cpu(examined, state, goal)
            old = None
            if baseline is not None:
                said, old = cpu(baseline.examine, baseline.position(state), goal)
                if said != got:
                    raise SystemExit(f"MISMATCH on {state} {goal}: {said!r} against {got!r}")
            rows.append((t, old, goal))
    worst = max(rows)
    line = f"slowest Make a puzzle check: {worst[0]:.2f} s CPU (goal {worst[2]})"
    if baseline is not None:
        line += f", baseline {worst[1]:.2f} s on the same"
    print(line, flush=True)
    return worst[0]


def loop_steps(args: argparse.Namespace) -> float:
    """The longest synchronous step of long work as the widgets run it on the event loop
    (chunks of ``pacing.CHUNK_WORK`` positions searched): the review of 4-player games, a
    lookahead computer working out its turns, every puzzle answer checked, and Make a puzzle
    checking goals on full-hand positions with tiles held. Seconds."""
    from seven_steps_widget.solver.goal_check import PuzzleRefused, examine_steps
    from seven_steps_widget.solver.puzzles import check_answer
    from seven_steps_widget.solver.review import review_steps
    from seven_steps_widget.widget.pacing import CHUNK_WORK

    def longest(items: Any) -> tuple[float, int]:
        worst, work, count = 0.0, 0, 0
        begin = time.perf_counter()
        for item in items:
            if isinstance(item, int):
                work += item
                if work < CHUNK_WORK:
                    continue
            worst = max(worst, time.perf_counter() - begin)
            work, count = 0, count + 1
            begin = time.perf_counter()
        return max(worst, time.perf_counter() - begin), count

    names = ("greedy", "random", "lookahead", "greedy")
    worst_review, worst_think, steps = 0.0, 0.0, 0
    for seed in range(args.reviews):
        match = play_game([PLAYERS[n]() for n in names], seed=seed)
        t, n = longest(review_steps(match.record))
        worst_review, steps = max(worst_review, t), steps + n
        player = PLAYERS["lookahead"]()
        state = match.record.start
        for action in match.record.actions:
            if state.phase.value == "start" and state.current_seat == 2:
                t, n = longest(player.choose_turn_steps(state))
                worst_think, steps = max(worst_think, t), steps + n
            state = state.apply(action)
    worst_check = 0.0
    for name in PUZZLE_SETS:
        for puzzle in load_puzzles(name):
            for answer in (puzzle.answer, puzzle.answer[:1], ["place 0,0"]):
                _, t = timed(1, check_answer, puzzle, answer)
                worst_check = max(worst_check, t)
    def checked(state: GameState, goal: str) -> Any:
        try:
            yield from examine_steps(state, goal)
        except PuzzleRefused:  # a goal this position makes no puzzle of: told at the end
            return

    worst_make = 0.0
    for state in sample_positions(args.seed, args.reviews * 3, tiles=True):
        for goal in ("best", "level>=3", "tile"):
            t, n = longest(checked(state, goal))
            worst_make, steps = max(worst_make, t), steps + n
    print(
        f"longest step on the loop ({steps} steps of at most {CHUNK_WORK} positions and one "
        f"unit): review {ms(worst_review)}, lookahead thinking {ms(worst_think)}, "
        f"make a puzzle {ms(worst_make)}; "
        f"check_answer (whole, right/short/refused answers) {ms(worst_check)}",
        flush=True,
    )
    return max(worst_review, worst_think, worst_check, worst_make)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=30, help="positions without tiles")
    parser.add_argument("--tile-positions", type=int, default=8, help="positions with tiles")
    parser.add_argument("--tile-hand", type=int, default=4, help="hand size with tiles")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3, help="runs per timed call (best)")
    parser.add_argument("--naive", action="store_true", help="also time the naive search")
    parser.add_argument("--baseline", metavar="REV", help="also time the solver of commit REV")
    parser.add_argument("--reviews", type=int, default=2, help="4-player games to review")
    parser.add_argument("--target", type=float, default=6.0, help="speed ratio against plain")
    parser.add_argument("--speedup", type=float, default=3.0, help="ratio against baseline")
    parser.add_argument("--hint-limit", type=float, default=50.0, help="ms")
    parser.add_argument("--review-limit", type=float, default=1.5, help="s")
    parser.add_argument("--check-limit", type=float, default=1.0, help="CPU s")
    args = parser.parse_args()
    baseline = Baseline(args.baseline) if args.baseline else None
    bare = [
        edit_state(state, held={state.current: ()})
        for state in sample_positions(args.seed, args.positions)
    ]
    groups = [run("without tiles", bare, False, args, baseline)]
    if args.tile_positions:
        tiled = list(
            sample_positions(args.seed, args.tile_positions, tiles=True, hand_size=args.tile_hand)
        )
        groups.append(run("with tiles", tiled, True, args, baseline))
    total = {name: sum(g[name] for g in groups) for name in groups[0]}
    verdicts = []
    ratio = total["plain"] / total["solver"]
    verdicts.append(("plain/solver", f"{ratio:.1f}x", ratio >= args.target))
    if baseline is not None:
        speedup = total["baseline"] / total["solver"]
        verdicts.append((f"baseline {args.baseline}/solver", f"{speedup:.1f}x",
                         speedup >= args.speedup))  # fmt: skip
        verdicts.append(("plain/baseline", f"{total['plain'] / total['baseline']:.1f}x", True))
    worst_hint = hints(args, baseline)
    verdicts.append(("slowest best turn and runner-up", ms(worst_hint),
                     worst_hint * 1e3 <= args.hint_limit))  # fmt: skip
    if args.reviews:
        worst_review = reviews(args, baseline)
        verdicts.append(("slowest review", f"{worst_review:.2f} s",
                         worst_review <= args.review_limit))  # fmt: skip
    if args.reviews:
        worst_step = loop_steps(args)
        verdicts.append(("longest step on the loop", ms(worst_step), worst_step <= 0.1))
        worst_check = slowest_check(args, baseline)
        verdicts.append(("slowest Make a puzzle check (CPU)", f"{worst_check:.2f} s",
                         worst_check <= args.check_limit))  # fmt: skip
    for name, figure, ok in verdicts:
        print(f"{name}: {figure} {'ok' if ok else 'MISSED'}")
    if not all(ok for _, _, ok in verdicts):
        raise SystemExit(1)


if __name__ == "__main__":
    main()
