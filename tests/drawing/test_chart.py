"""The score chart: one line per player, one point per finished round, ending at the final
scores; a running game shows the rounds finished so far."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from seven_steps_widget import Game
from seven_steps_widget.drawing.chart import ScoreSeries, chart_svg, score_chart, score_series
from seven_steps_widget.drawing.metrics import text_width
from seven_steps_widget.solver import PLAYERS, play_game

SVG = "{http://www.w3.org/2000/svg}"


def polylines(svg: str) -> dict[str, list[tuple[float, float]]]:
    """Each player's line as its points, by the player's name."""
    root = ET.fromstring(svg)
    out = {}
    for line in root.iter(SVG + "polyline"):
        pairs = line.attrib["points"].split()
        out[line.attrib["data-player"]] = [tuple(map(float, p.split(","))) for p in pairs]
    return out  # type: ignore[return-value]


def test_one_line_per_player_points_are_rounds_ending_at_final_scores() -> None:
    match = play_game([PLAYERS["greedy"](), PLAYERS["random"](), PLAYERS["greedy"]()], seed=2)
    chart = score_chart(match.record)
    rounds = match.final.turns_by_seat[0]
    assert set(match.final.turns_by_seat) == {rounds}
    assert chart.series.rounds == rounds
    assert [line[-1] for line in chart.series.scores] == list(match.final.scores.values())
    lines = polylines(chart._repr_svg_())
    assert list(lines) == list(match.final.players)
    assert all(len(points) == rounds for points in lines.values())
    for scores, points in zip(chart.series.scores, lines.values()):
        assert list(scores) == sorted(scores)  # scores never fall
        ys = [y for _, y in points]
        assert ys == sorted(ys, reverse=True)  # so the line never goes down on screen
        xs = [x for x, _ in points]
        assert xs == sorted(set(xs))  # one point per round, left to right


def test_series_matches_scores_at_each_round_end() -> None:
    match = play_game([PLAYERS["greedy"](), PLAYERS["greedy"]()], seed=5)
    states = match.record.states()
    series = score_series(states)
    for r in range(series.rounds):
        end = next(s for s in states if min(s.turns_by_seat) == r + 1)
        assert tuple(line[r] for line in series.scores) == end.scores_by_seat


def test_running_game_and_german_labels() -> None:
    game = Game(("Ann", "Ben"), seed=3)
    assert score_chart(game).series.rounds == 0
    assert len(polylines(score_chart(game).svg)) == 2
    player = PLAYERS["greedy"]()
    for _ in range(3):  # three turns: one finished round, the second half done
        game.apply(*player.choose_turn(game.state))
    chart = score_chart(game, lang="de")
    assert chart.series.rounds == 1
    after_round = next(s for s in game.states() if min(s.turns_by_seat) == 1)
    assert tuple(line[0] for line in chart.series.scores) == after_round.scores_by_seat
    assert re.search(r">Runde<", chart.svg) and re.search(r">Punkte<", chart.svg)


def test_the_legend_fits_long_names_and_three_digit_scores() -> None:
    # "lookahead2 131" was cut to "lookahead2 1" by a legend column of fixed width.
    series = ScoreSeries(("lookahead2", "Bartholomäus"), ((40, 90, 131), (20, 60, 99)))
    svg = chart_svg(series)
    root = ET.fromstring(svg)
    width = float(root.get("width", "0"))
    legends = [
        t for t in root.iter("{http://www.w3.org/2000/svg}text") if t.get("class") == "legend"
    ]
    assert [t.text for t in legends] == ["lookahead2 131", "Bartholomäus 99"]
    for legend in legends:
        right = float(legend.get("x", "0")) + text_width(legend.text or "", 12)
        assert right <= width
