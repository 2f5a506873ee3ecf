"""Making puzzles from seeded games: play greedy games to a random turn, maybe hand the player
a special tile, solve, and keep the position only if its best turn is unique.

Ties are kept out like this: the solver's two best candidates are compared and the position is
dropped unless the best total is strictly higher than the second. Candidates differ by aid
action or disc sequence; the VP tile is played at its best colour when it adds points, and an
aid use that leaves the turn's discs and points unchanged is not a candidate of its own (see
``solver.best``). So exactly one sequence of aid and discs reaches the best total.

    python -m seven_steps_widget.solver.puzzle_maker --count 25 --seed 7 --out puzzles.json
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Iterator

from ..engine.hexgrid import cell_text
from ..engine.rules.special_tiles import TILE_TEXT
from ..engine.setup import edit_state, new_game
from ..engine.state import GameState, Phase
from .best import best_turns
from .plan import TurnPlan
from .players import GreedyPlayer
from .puzzles import Puzzle, save_puzzles

__all__ = ["grade", "hints_for", "make_puzzle", "generate", "main"]

NEAR = 2  # turns within this many points of the best make a puzzle harder


def _disc(state: GameState, plan: TurnPlan, i: int) -> str:
    cell = plan.cells[i]
    return f"{state.board.color(cell).label} on {cell_text(cell)} (level {plan.levels[i]})"


def hints_for(state: GameState, plan: TurnPlan) -> tuple[str, ...]:
    """Hints from vague to the full solution: the points to aim for, the aid, the first disc,
    the first half of the discs, the whole turn."""
    aim = f"The best turn scores {plan.total} points"
    if plan.vp is not None:
        aim += f", with tile {plan.vp} adding {plan.vp_bonus}"
    hints = [aim + "."]
    if plan.aid is not None:
        hints.append(f"Play your aid first: {plan.aid} ({TILE_TEXT[plan.aid.tile].lower()}).")
    hints.append(f"The first disc: {_disc(state, plan, 0)}.")
    half = (len(plan.cells) + 1) // 2
    if half > 1:
        hints.append(
            "The first discs: " + ", ".join(_disc(state, plan, i) for i in range(half)) + "."
        )
    hints.append(f"Solution: {plan.describe()}.")
    return tuple(hints)


def grade(best: TurnPlan, second: TurnPlan, near: int) -> int:
    """Difficulty 1-5: long turns, tiles to use, a narrow margin and many close rivals."""
    score = 1 + (len(best.cells) >= 4) + (best.tiles_used > 0) + (best.aid is not None)
    score += (best.total - second.total == 1) + (near >= 8)
    return min(score, 5)


def make_puzzle(state: GameState, ident: str) -> Puzzle | None:
    """A puzzle for the turn start ``state``, or None if its best turn is not unique."""
    plans = best_turns(state, k=12)
    if len(plans) < 2 or plans[0].total == plans[1].total:
        return None
    best, second = plans[0], plans[1]
    near = sum(1 for p in plans[1:] if p.total >= best.total - NEAR)
    tiles = state.held[state.current]
    holding = f", holding {' and '.join(tiles)}" if tiles else ""
    return Puzzle(
        id=ident,
        title=f"{state.current} after {sum(state.turns_by_seat)} turns{holding}",
        difficulty=grade(best, second, near),
        question=(
            f"{state.current} to play{holding}. Which turn scores the most points "
            "(discs and tiles)?"
        ),
        position=str(state),
        answer=tuple(str(a) for a in best.actions()),
        best_points=best.total,
        second_points=second.total,
        hints=hints_for(state, best),
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


def main(argv: list[str] | None = None) -> None:
    """Command line: write a puzzle file."""
    parser = argparse.ArgumentParser(description="Make 7 Steps puzzles from seeded games.")
    parser.add_argument("--count", type=int, default=25)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    puzzles = generate(args.seed, args.count)
    save_puzzles(puzzles, args.out)
    by_level = {d: sum(p.difficulty == d for p in puzzles) for d in range(1, 6)}
    print(f"wrote {len(puzzles)} puzzles to {args.out}; per difficulty {by_level}")


if __name__ == "__main__":
    main()
