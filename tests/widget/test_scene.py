"""The drawing description: what a scene shows for a game moment, and its SVG and PNG forms."""

from __future__ import annotations

import io
import math
import xml.etree.ElementTree as ET

import pytest
from PIL import Image

from seven_steps_widget import LAYOUTS, Board, Color, Game
from seven_steps_widget.drawing import (
    Circle,
    Line,
    Polygon,
    Rect,
    Text,
    View,
    build_scene,
    geometry_for,
    scene_to_png,
    scene_to_svg,
)
from seven_steps_widget.drawing.metrics import text_width
from seven_steps_widget.drawing.palette import FILL
from seven_steps_widget.words import LANGS

SVG = "{http://www.w3.org/2000/svg}"


def played(game: Game, discs: int) -> Game:
    """Place up to ``discs`` discs, always on the highest legal level (towers grow)."""
    for _ in range(discs):
        legal = game.legal_cells()
        if not legal:
            break
        game.place(max(legal, key=lambda c: (legal[c], c)))
    return game


@pytest.fixture
def midturn() -> Game:
    """Arnd has placed turquoise (level 1), then yellow on two yellow towers (levels 2, 2)."""
    game = Game(("Arnd", "Bärbel"), seed=11)
    game.edit(heights={(2, 0): 1, (3, 0): 1, (-1, 3): 3}, hands={"Arnd": "TTYYBPR"}, current="Arnd")
    for cell in ((1, 0), (2, 0), (3, 0)):
        game.place(cell)
    assert game.turn.levels == (1, 2, 2)
    return game


def test_turn_discs_are_numbered_in_order_with_arrows_between(midturn: Game) -> None:
    scene = build_scene(midturn.state)
    geo = geometry_for(midturn.state, View())
    numbers = [s for s in scene.having("turn-number") if isinstance(s, Text)]
    assert [t.text for t in numbers] == ["1", "2", "3"]
    assert [t.cell for t in numbers] == list(midturn.turn.cells)
    levels = [s for s in scene.having("turn-level") if isinstance(s, Text)]
    assert [int(t.text) for t in levels] == list(midturn.turn.levels)
    arrows = [s for s in scene.having("arrow") if isinstance(s, Line)]
    heads = [s for s in scene.having("arrow-head") if isinstance(s, Polygon)]
    assert len(arrows) == len(heads) == 2
    cells = midturn.turn.cells
    for arrow, head, (a, b) in zip(arrows, heads, zip(cells, cells[1:])):
        (ax, ay), (bx, by) = geo.center(a), geo.center(b)
        # the shaft starts near the first disc and points at the next one; the tip is near it
        assert math.dist((arrow.x1, arrow.y1), (ax, ay)) < geo.size * 0.5
        assert math.dist(head.points[0], (bx, by)) < geo.size * 0.5
        direction = ((bx - ax), (by - ay))
        shaft = ((arrow.x2 - arrow.x1), (arrow.y2 - arrow.y1))
        assert direction[0] * shaft[0] + direction[1] * shaft[1] > 0
    total = scene.having("turn-total")[0]
    assert isinstance(total, Text)
    levels_sum = " + ".join(map(str, midturn.turn.levels))
    assert total.text == f"This turn: {levels_sum} = {sum(midturn.turn.levels)}"


def test_legal_cells_highlighted_with_their_levels(midturn: Game) -> None:
    legal = midturn.legal_cells()
    scene = build_scene(midturn.state, View(legal=legal))
    rings = scene.having("legal")
    assert {s.cell for s in rings if isinstance(s, Polygon)} == set(legal)
    badges = {s.cell: int(s.text) for s in scene.having("legal-level") if isinstance(s, Text)}
    assert badges == legal
    assert build_scene(midturn.state).having("legal") == []


def test_towers_are_stacked_discs_with_their_height(midturn: Game) -> None:
    state = midturn.state
    scene = build_scene(state)
    for cell, height in state.heights.items():
        discs = [s for s in scene.having("disc") if isinstance(s, Circle) and s.cell == cell]
        assert len(discs) == height
        assert all(d.fill == FILL[state.board.color(cell)] for d in discs)
        numbers = [s for s in scene.having("height") if isinstance(s, Text) and s.cell == cell]
        if height and cell not in state.turn.cells:
            assert [n.text for n in numbers] == [str(height)]
        else:
            assert numbers == []


def test_every_cell_and_disc_carries_its_letter(midturn: Game) -> None:
    state = midturn.state
    scene = build_scene(state)
    letters = {s.cell: s.text for s in scene.having("letter") if isinstance(s, Text)}
    assert letters == {c: state.board.color(c).letter for c in state.board.cells}
    hand = [s.text for s in scene.having("hand-letter") if isinstance(s, Text)]
    expected = "".join(c.letter * sum(h[c.index] for h in state.hands_by_seat) for c in Color)
    assert sorted(hand) == sorted(expected)


def test_hidden_hands_hide_the_discs(midturn: Game) -> None:
    state = midturn.state
    hidden = build_scene(state, View(hide_hands=True))
    assert hidden.having("hand-letter") == [] and hidden.having("hand-disc") == []
    assert len(hidden.having("hidden-disc")) == sum(map(sum, state.hands_by_seat))
    shown = build_scene(state, View(hide_hands=True, reveal=state.current_seat))
    letters = [s.text for s in shown.having("hand-letter") if isinstance(s, Text)]
    assert sorted(letters) == sorted(
        c.letter for c in Color for _ in range(state.hands_by_seat[state.current_seat][c.index])
    )


def test_german_labels(midturn: Game) -> None:
    scene = build_scene(midturn.state, View(lang="de"))
    texts = [s.text for s in scene.shapes if isinstance(s, Text)]
    assert "Arnd ist am Zug" in texts
    assert any(t.startswith("Dieser Zug: ") for t in texts)
    assert any(t.startswith("Beutel ") and "Schachtel " in t for t in texts)
    assert "Bauhilfen" in texts and "im Stapel" in texts and "abgelegt" in texts
    assert any(t.endswith(" Punkte") for t in texts)
    assert "Siegpunkte-Plättchen" in texts
    assert not any("This turn" in t or "points" in t for t in texts)
    with pytest.raises(ValueError, match="language"):
        build_scene(midturn.state, View(lang="xx"))


def test_score_track_shows_laps() -> None:
    game = Game(("A", "B"), seed=2)
    game.edit(scores={"A": 47, "B": 12})
    scene = build_scene(game.state)
    laps = [s.text for s in scene.having("laps") if isinstance(s, Text)]
    assert laps == ["40+ ×1"]
    fills = scene.having("track-fill")
    assert len(fills) == 2


def test_score_bars_share_one_scale() -> None:
    # A bar that wrapped at every lap of 40 drew 31 points longer than 131.
    game = Game(("A", "B", "C"), seed=2)
    game.edit(scores={"A": 31, "B": 131, "C": 0})
    fills = [s for s in build_scene(game.state).having("track-fill") if isinstance(s, Rect)]
    assert len(fills) == 2  # no bar for 0 points
    short, long = fills
    assert long.w > short.w
    assert long.w / short.w == pytest.approx(131 / 31)
    track = next(s for s in build_scene(game.state).having("track") if isinstance(s, Rect))
    assert long.w <= track.w


def test_last_turn_shown_on_request(midturn: Game) -> None:
    midturn.end_turn(bonus="aid", keep="new")
    last = midturn.state.last_turn
    assert last is not None
    shown = build_scene(midturn.state, View(show_last_turn=True))
    assert {s.cell for s in shown.having("last-turn") if isinstance(s, Polygon)} == set(last.cells)
    assert build_scene(midturn.state, View(show_last_turn=False)).having("last-turn") == []


def test_colour_blind_view_adds_patterns(midturn: Game) -> None:
    assert build_scene(midturn.state).having("pattern") == []
    assert len(build_scene(midturn.state, View(colorblind=True)).having("pattern")) > 49


@pytest.mark.parametrize("name", LAYOUTS)
def test_svg_is_valid_xml_with_one_hexagon_per_cell(name: str) -> None:
    game = played(Game(("A", "B", "C"), board=Board.layout(name, side="mixed"), seed=5), 3)
    svg = scene_to_svg(build_scene(game.state, View(legal=game.legal_cells())))
    root = ET.fromstring(svg)
    assert root.tag == SVG + "svg"
    hexes = root.findall(f"{SVG}polygon[@class='cell']")
    assert len(hexes) == len(game.board.cells) == 49
    assert {h.get("data-cell") for h in hexes} == {f"{q},{r}" for q, r in game.board.cells}
    assert all(len(h.get("points", "").split()) == 6 for h in hexes)
    texts = "".join(t.text or "" for t in root.iter(SVG + "text"))
    assert "A to play" in texts or "B to play" in texts or "C to play" in texts


def test_png_decodes_and_shows_cell_colours(midturn: Game) -> None:
    scene = build_scene(midturn.state)
    image = Image.open(io.BytesIO(scene_to_png(scene))).convert("RGB")
    assert image.size == (scene.width, scene.height)
    geo = geometry_for(midturn.state, View())
    for cell in midturn.board.cells:
        if midturn.state.height(cell):
            continue  # towers cover the centre
        x, y = geo.center(cell)
        want = FILL[midturn.board.color(cell)]
        rgb = tuple(int(want[i : i + 2], 16) for i in (1, 3, 5))
        got = image.getpixel((round(x), round(y + 0.3 * geo.size)))
        assert got == rgb, (cell, got, rgb)
    assert len(image.getcolors(1 << 20) or ()) > 20  # many colours, not a blank picture


def test_drawing_package_is_pure_python_without_jupyter() -> None:
    """The scene, SVG and PNG renderers import no ipywidgets, ipycanvas or IPython."""
    import subprocess
    import sys

    code = (
        "import sys, seven_steps_widget.drawing as d\n"
        "from seven_steps_widget import Game\n"
        "d.scene_to_png(d.build_scene(Game(('A', 'B'), seed=1).state))\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('ipywidgets', 'ipycanvas', 'IPython', 'traitlets', 'comm')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def _extent(shape: Text) -> tuple[float, float]:
    """Left and right edge of a text in device px (DejaVu Sans widths)."""
    width = text_width(shape.text, shape.size, shape.bold)
    left = {"left": shape.x, "center": shape.x - width / 2, "right": shape.x - width}[shape.align]
    return left, left + width


@pytest.mark.parametrize("lang", LANGS)
def test_no_panel_text_sticks_out_of_its_box(lang: str) -> None:
    # Long names, big numbers, full draw piles (10), then both kinds of tile held.
    fresh = Game(("Annemarie", "Bartholomäus", "Cid", "Dee"), seed=4)
    fresh.edit(scores={"Annemarie": 131, "Bartholomäus": 99, "Cid": 7, "Dee": 0})
    holding = Game.from_position(fresh.state)
    holding.edit(held={"Annemarie": ["A1", "V2"], "Dee": ["A3", "V6"]})
    for state, hide in ((fresh.state, False), (holding.state, False), (holding.state, True)):
        scene = build_scene(state, View(lang=lang, hide_hands=hide))
        boxes = [s for s in scene.shapes if isinstance(s, Rect) and s.role in ("player", "panel")]
        assert boxes
        checked = 0
        for shape in scene.shapes:
            if not isinstance(shape, Text):
                continue
            box = next(
                (b for b in boxes if b.x <= shape.x <= b.x + b.w and b.y <= shape.y <= b.y + b.h),
                None,
            )
            if box is None:
                continue
            left, right = _extent(shape)
            assert box.x <= left and right <= box.x + box.w, (shape.role, shape.text)
            checked += 1
        assert checked > 20


def test_cell_names_overlay_shows_each_cells_name() -> None:
    state = Game(("Ann", "Ben"), seed=1).state
    plain = [s for s in build_scene(state).having("letter") if isinstance(s, Text)]
    named = [s for s in build_scene(state, View(show_names=True)).having("letter")]
    assert {s.text for s in plain} <= set("TYBPRKG")
    by_cell = {s.cell: s.text for s in named if isinstance(s, Text)}
    assert by_cell[(0, 0)] == "T e5"
    assert all(text.endswith(state.board.cell_name(cell)) for cell, text in by_cell.items())


@pytest.mark.parametrize("lang", LANGS)
def test_no_text_smaller_than_12_css_px_and_marks_show_on_black_cells(lang: str) -> None:
    game = Game(("Arnd", "Bärbel", "Caro"), seed=3)
    game.edit(
        heights={(0, 0): 2, (1, -3): 1, (2, -3): 2, (-2, -1): 4},
        hands={"Arnd": "TTYKKKK"},
        current="Arnd",
        scores={"Bärbel": 47},
    )
    for cell in ((2, -4), (1, -4), (1, -3)):  # three black discs, numbered with arrows
        game.place(cell)
    views = [
        View(lang=lang, legal=game.legal_cells()),
        View(lang=lang, hide_hands=True, colorblind=True, show_names=True),
    ]
    for view in views:
        scene = build_scene(game.state, view)
        small = {(s.role, s.text) for s in scene.shapes if isinstance(s, Text)
                 and s.size / scene.scale < 12}  # fmt: skip
        assert not small, small
    scene = build_scene(game.state, views[0])
    # arrows and level badges on black cells get a light outline underneath
    assert len(scene.having("arrow-halo")) == 2 * len(scene.having("arrow"))
    assert len(scene.having("turn-halo")) == len(scene.having("turn-badge")) == 3
    assert scene.having("legal-halo")


@pytest.mark.parametrize("tile", ["V1", "V2", "V4", "V5"])
def test_the_sum_line_shows_a_victory_point_tile_as_a_term_so_it_adds_up(tile: str) -> None:
    game = Game(("Arnd", "Bärbel"), seed=11)
    game.edit(heights={(0, 2): 2}, hands={"Arnd": "TTYYBPR"}, current="Arnd", held={"Arnd": [tile]})
    played(game, 4)
    game.score(vp=tile)
    total = build_scene(game.state).having("turn-total")[0]
    assert isinstance(total, Text)
    terms, shown = total.text.removeprefix("This turn: ").split(" = ")
    numbers = [int(term.split(" ")[0]) for term in terms.split(" + ")]
    assert sum(numbers) == int(shown) == game.turn.points  # the line adds up
    assert terms.endswith(f"(tile {tile})") and len(numbers) == len(game.turn.levels) + 1


def test_after_scoring_the_turn_is_a_path_and_a_shared_out_tower_shows_its_true_height() -> None:
    from seven_steps_widget.lessons.rulebook import STAIRCASE, level_seven_position

    game = Game.from_position(level_seven_position())
    for cell in STAIRCASE:
        game.place(cell)
    placing = build_scene(game.state)
    assert [t.text for t in placing.having("turn-level")] == [str(n) for n in range(1, 8)]  # type: ignore[union-attr]
    game.score()  # the level-7 tower is shared out: its cell holds 1 disc
    scored = build_scene(game.state)
    assert not scored.having("turn-number") and not scored.having("turn-level")
    assert len(scored.having("last-path")) == len(STAIRCASE) - 1
    heights = {t.cell: t.text for t in scored.having("height")}  # type: ignore[union-attr]
    assert heights[STAIRCASE[-1]] == str(game.heights[STAIRCASE[-1]]) == "1"


@pytest.mark.parametrize("lang", LANGS)
def test_the_legend_names_the_three_kinds_of_numbers_and_the_marks(
    lang: str, midturn: Game
) -> None:
    from seven_steps_widget import Walkthrough
    from seven_steps_widget.lessons import rules_tour
    from seven_steps_widget.words import t as text

    assert not build_scene(midturn.state).having("legend-text")
    plain = build_scene(midturn.state, View(lang=lang))
    scene = build_scene(midturn.state, View(lang=lang, legend=True))
    said = [t.text for t in scene.having("legend-text")]  # type: ignore[union-attr]
    keys = ("legend_order", "legend_level", "legend_height", "legend_legal", "legend_refused")
    assert said == [text(key, lang) for key in keys]
    assert scene.height >= plain.height  # the panel grew to hold it, nothing overlaps
    assert Walkthrough(rules_tour(), lang=lang).board.scene().having("legend-text")


@pytest.mark.parametrize("lang", LANGS)
def test_the_legend_says_what_its_rings_mean_in_each_picture(lang: str, midturn: Game) -> None:
    """Review B7: a lesson rings a board tile, a best turn or a wrong click (blue) where no
    move is shown; the legend then explains the blue ring, not "the next disc may go here"."""
    from seven_steps_widget.words import t as text

    cell = midturn.state.board.cells[0]
    moves = build_scene(midturn.state, View(lang=lang, legend=True, legal={cell: 1}))
    pointed = build_scene(midturn.state, View(lang=lang, legend=True, selected=(cell,)))
    said = {
        name: [t.text for t in scene.having("legend-text")]  # type: ignore[union-attr]
        for name, scene in (("moves", moves), ("pointed", pointed))
    }
    assert text("legend_legal", lang) in said["moves"]
    assert text("legend_pointed", lang) not in said["moves"]
    assert text("legend_pointed", lang) in said["pointed"]
    assert text("legend_legal", lang) not in said["pointed"]
    assert pointed.height == moves.height  # the same size: the page does not jump


@pytest.mark.parametrize("lang", LANGS)
def test_a_long_status_wraps_inside_the_picture(lang: str, midturn: Game) -> None:
    long = " ".join(["Nicht erlaubt: Die erste Scheibe eines Zuges kommt auf ein leeres Feld"] * 5)
    scene = build_scene(midturn.state, View(lang=lang, status=long, status_is_error=True))
    lines = [s for s in scene.having("status") if isinstance(s, Text)]
    assert 1 < len(lines) <= 2 and lines[-1].text.endswith("…")
    for line in lines:
        assert text_width(line.text, line.size / scene.scale, True) <= scene.width / scene.scale
    short = build_scene(midturn.state, View(lang=lang, status="Fine"))
    assert short.height == scene.height  # the picture keeps its size: no jumping page


@pytest.mark.parametrize("name", sorted(LAYOUTS))
def test_a_board_alone_has_every_cell_and_letter(name: str) -> None:
    from seven_steps_widget.drawing.scene import board_scene

    board = Board.layout(name, side="mixed")
    scene = board_scene(board, lang="de")
    assert len(scene.having("cell")) == len(scene.having("letter")) == 49
    assert {t.text for t in scene.having("letter")} <= {"Tü", "Ge", "Be", "Li", "Ro", "Sw", "Gr"}  # type: ignore[union-attr]
