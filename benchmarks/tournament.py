"""Tournament: seeded games between computer players, with win rates and 95% confidence
intervals.

Every pairing of the named players meets in ``--games`` two-player games; seats alternate
(the start player is drawn by the game's seed, R5). A win counts 1, a shared first place
(R14) counts 1/2. The interval is the normal approximation over games.

    python benchmarks/tournament.py --games 100 --seed 1 --players random greedy lookahead
"""

from __future__ import annotations

import argparse
import itertools
import math
import time
from dataclasses import dataclass, field

from seven_steps_widget.solver.players import PLAYERS, play_game


@dataclass
class Tally:
    """One player's results against one opponent."""

    results: list[float] = field(default_factory=list)
    margins: list[int] = field(default_factory=list)

    def rate(self) -> tuple[float, float]:
        """Mean score per game and the half-width of its 95% confidence interval."""
        n = len(self.results)
        mean = sum(self.results) / n
        var = sum((r - mean) ** 2 for r in self.results) / max(n - 1, 1)
        return mean, 1.96 * math.sqrt(var / n)


def play_pairing(first: str, second: str, games: int, seed: int) -> Tally:
    """``games`` games of ``first`` against ``second``; the tally is ``first``'s."""
    tally = Tally()
    for game in range(games):
        flip = game % 2 == 1
        seats = (
            [PLAYERS[second](), PLAYERS[first]()] if flip else [PLAYERS[first](), PLAYERS[second]()]
        )
        scores = play_game(seats, seed=seed * 100_003 + game).final.scores_by_seat
        mine, theirs = (scores[1], scores[0]) if flip else scores
        tally.results.append(1.0 if mine > theirs else 0.5 if mine == theirs else 0.0)
        tally.margins.append(mine - theirs)
    return tally


def main(argv: list[str] | None = None) -> dict[tuple[str, str], Tally]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per pairing")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--players", nargs="+", default=["random", "greedy", "lookahead"], choices=sorted(PLAYERS)
    )
    args = parser.parse_args(argv)
    tallies = {}
    for first, second in itertools.combinations(args.players, 2):
        begin = time.perf_counter()
        tally = play_pairing(first, second, args.games, args.seed)
        tallies[(first, second)] = tally
        mean, half = tally.rate()
        margin = sum(tally.margins) / len(tally.margins)
        print(
            f"{first} vs {second}: {first} win rate {mean:.1%} ± {half:.1%} "
            f"(95% CI {max(mean - half, 0):.1%}-{min(mean + half, 1):.1%}), "
            f"mean margin {margin:+.1f} points, {args.games} games, "
            f"{time.perf_counter() - begin:.0f} s"
        )
    return tallies


if __name__ == "__main__":
    main()
