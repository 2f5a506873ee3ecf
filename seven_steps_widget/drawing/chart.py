"""The score chart: each player's score after every finished round, as an SVG line chart.

Pure Python (no matplotlib): the series comes from a game's states, the picture is written as
SVG text, so the chart shows in notebooks (``_repr_svg_``), in the widget and on GitHub alike.

>>> from seven_steps_widget.solver import PLAYERS, play_game
>>> match = play_game([PLAYERS["greedy"](), PLAYERS["greedy"]()], seed=1)
>>> chart = score_chart(match.record)
>>> [line[-1] for line in chart.series.scores] == list(match.final.scores.values())
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape, quoteattr

from ..engine.state import GameState
from ..words import t
from .metrics import text_width
from .palette import UI
from .svg import FONT_FAMILY

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.record import GameRecord

__all__ = ["ScoreSeries", "ScoreChart", "score_series", "chart_svg", "score_chart"]

#: Player line colours (Okabe & Ito, apart for colour-blind eyes) and dash patterns, so a
#: line is told apart by more than its colour.
LINE_COLORS = ("#0072b2", "#d55e00", "#009e73", "#cc79a7")
DASHES = ("", "8 4", "2 4", "10 4 2 4")

PLOT_WIDTH, HEIGHT = 352.0, 300.0  # the plot area's width; the legend beside it fits its names
LEFT, TOP, BOTTOM = 48.0, 20.0, 40.0
LEGEND_SIZE = 12.0  # px
LEGEND_GAP = 42.0  # from the plot's right edge to the legend text: the line sample sits there


@dataclass(frozen=True)
class ScoreSeries:
    """``scores[p][r]``: player ``p``'s score after round ``r + 1``; the last value of a
    finished game is the final score (tiles held at the end included, R14)."""

    players: tuple[str, ...]
    scores: tuple[tuple[int, ...], ...]

    @property
    def rounds(self) -> int:
        """How many rounds every player has finished."""
        return len(self.scores[0]) if self.scores else 0


def score_series(states: Sequence[GameState]) -> ScoreSeries:
    """The scores at the end of each round: the first state in which every player has taken
    (or passed) that many turns. The game ends with a round, so its last state (final scores,
    R14 tile bonus included) is the last round's."""
    first = states[0]
    per_round: list[tuple[int, ...]] = []
    for state in states:
        if min(state.turns_by_seat) > len(per_round):
            per_round.append(state.scores_by_seat)
    lines = tuple(tuple(scores[p] for scores in per_round) for p in range(len(first.players)))
    return ScoreSeries(first.players, lines)


def _n(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def _ticks(top: int) -> list[int]:
    """About five round numbers from 0 to at least ``top``."""
    step = next(s for s in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500) if top / s <= 6)
    return list(range(0, top + step, step))


def chart_svg(series: ScoreSeries, lang: str = "en") -> str:
    """The series as an SVG document: one ``<polyline>`` per player, axes and a legend."""
    rounds = max(series.rounds, 1)
    ticks = _ticks(max((max(s) for s in series.scores if s), default=1))
    legends = [
        f"{name} {scores[-1]}" if scores else name
        for name, scores in zip(series.players, series.scores)
    ]
    legend_w = max((text_width(words, LEGEND_SIZE) for words in legends), default=0.0)
    plot_w, plot_h = PLOT_WIDTH, HEIGHT - TOP - BOTTOM
    width = LEFT + plot_w + LEGEND_GAP + legend_w + 12
    legend_x = LEFT + plot_w  # where the legend column starts

    def x(r: int) -> float:
        return LEFT + plot_w * r / rounds

    def y(points: int) -> float:
        return TOP + plot_h * (1 - points / ticks[-1])

    def label(px: float, py: float, words: str, anchor: str, extra: str = "") -> str:
        return (
            f'<text x="{_n(px)}" y="{_n(py)}" font-size="12" fill="{UI["muted"]}" '
            f'text-anchor="{anchor}"{extra}>{escape(words)}</text>'
        )

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" '
        f'width="{_n(width)}" height="{_n(HEIGHT)}" '
        f'viewBox="0 0 {_n(width)} {_n(HEIGHT)}" font-family={quoteattr(FONT_FAMILY)}>',
        f"<title>{escape(t('chart_title', lang))}</title>",
        f'<rect width="{_n(width)}" height="{_n(HEIGHT)}" fill="{UI["panel"]}"/>',
    ]
    for tick in ticks:
        parts.append(
            f'<line x1="{_n(LEFT)}" y1="{_n(y(tick))}" x2="{_n(LEFT + plot_w)}" '
            f'y2="{_n(y(tick))}" stroke="{UI["track"]}" class="grid"/>'
        )
        parts.append(label(LEFT - 6, y(tick) + 4, str(tick), "end"))
    for r in range(0, rounds + 1, max(1, rounds // 10)):
        parts.append(label(x(r), TOP + plot_h + 16, str(r), "middle"))
    parts.append(label(LEFT + plot_w / 2, HEIGHT - 6, t("chart_round", lang), "middle"))
    turn = f' transform="rotate(-90 14 {_n(TOP + plot_h / 2)})"'
    parts.append(label(14, TOP + plot_h / 2, t("chart_points", lang), "middle", turn))
    for i, (name, scores, final) in enumerate(zip(series.players, series.scores, legends)):
        color, dash = LINE_COLORS[i % len(LINE_COLORS)], DASHES[i % len(DASHES)]
        dashing = f' stroke-dasharray="{dash}"' if dash else ""
        points = " ".join(f"{_n(x(r + 1))},{_n(y(s))}" for r, s in enumerate(scores))
        parts.append(
            f'<polyline points="{points}" fill="none" stroke="{color}" stroke-width="2.5"'
            f'{dashing} stroke-linejoin="round" class="player" data-player={quoteattr(name)}/>'
        )
        ly = TOP + 10 + 20 * i
        parts.append(
            f'<line x1="{_n(legend_x + 12)}" y1="{_n(ly)}" x2="{_n(legend_x + 36)}" '
            f'y2="{_n(ly)}" stroke="{color}" stroke-width="2.5"{dashing}/>'
        )
        parts.append(
            f'<text x="{_n(legend_x + LEGEND_GAP)}" y="{_n(ly + 4)}" font-size="12" '
            f'fill="{UI["text"]}" class="legend">{escape(final)}</text>'
        )
    parts.append(
        f'<rect x="{_n(LEFT)}" y="{_n(TOP)}" width="{_n(plot_w)}" height="{_n(plot_h)}" '
        f'fill="none" stroke="{UI["panel_line"]}"/>'
    )
    parts.append("</svg>")
    return "\n".join(parts)


@dataclass(frozen=True)
class ScoreChart:
    """A score chart that a notebook shows as a picture."""

    series: ScoreSeries
    lang: str = "en"

    @property
    def svg(self) -> str:
        """The chart as SVG text."""
        return chart_svg(self.series, self.lang)

    def _repr_svg_(self) -> str:
        return self.svg

    def _repr_html_(self) -> str:
        """The SVG inline: JupyterLab and Voila show an ``image/svg+xml`` output as an ``<img>``
        without alternative text, an inline SVG is an image named by its ``<title>``."""
        return self.svg


def score_chart(game: Game | GameRecord | Sequence[GameState], lang: str = "en") -> ScoreChart:
    """The score chart of a game, a game record, or a list of states (``score_chart(game)``
    in a notebook shows it)."""
    states = list(game) if isinstance(game, Sequence) else game.states()
    return ScoreChart(score_series(states), lang)
