"""Hex arithmetic (docs/board.md coordinates), checked as properties over many cells."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from seven_steps_widget.engine.hexgrid import (
    DIRECTIONS,
    corners,
    distance,
    from_pixel,
    neighbors,
    to_pixel,
)

coords = st.integers(min_value=-30, max_value=30)
cells = st.tuples(coords, coords)
sizes = st.floats(min_value=3.0, max_value=80.0)


@given(cells, sizes)
def test_pixel_round_trip(cell: tuple[int, int], size: float) -> None:
    assert from_pixel(*to_pixel(cell, size), size) == cell


@given(cells, sizes, st.floats(0, 0.8), st.floats(0, 6.283))
def test_points_inside_the_hexagon_map_to_its_cell(
    cell: tuple[int, int], size: float, fraction: float, angle: float
) -> None:
    import math

    cx, cy = to_pixel(cell, size)
    inner = size * math.sqrt(3) / 2 * fraction  # inside the inscribed circle
    assert from_pixel(cx + inner * math.cos(angle), cy + inner * math.sin(angle), size) == cell


@given(cells, cells)
def test_distance_is_a_metric(a: tuple[int, int], b: tuple[int, int]) -> None:
    assert distance(a, b) == distance(b, a) >= 0
    assert (distance(a, b) == 0) == (a == b)


@given(cells)
def test_neighbours_are_one_step_away_and_one_hex_size_apart(cell: tuple[int, int]) -> None:
    x, y = to_pixel(cell, 10.0)
    for n in neighbors(cell):
        assert distance(cell, n) == 1
        nx, ny = to_pixel(n, 10.0)
        assert abs(((nx - x) ** 2 + (ny - y) ** 2) ** 0.5 - 10.0 * 3**0.5) < 1e-9


def test_direction_order_is_e_ne_nw_w_sw_se() -> None:
    angles = []
    import math

    for d in DIRECTIONS:
        x, y = to_pixel(d, 1.0)
        angles.append(round(math.degrees(math.atan2(-y, x))) % 360)
    assert angles == [0, 60, 120, 180, 240, 300]


def test_corners_are_pointy_top() -> None:
    points = corners((0, 0), 10.0)
    top = min(points, key=lambda p: p[1])
    assert abs(top[0]) < 1e-9 and abs(top[1] + 10.0) < 1e-9
