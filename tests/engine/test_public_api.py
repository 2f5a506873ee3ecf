"""The engine's public API: every engine name another part of the package imports is in its
module's ``__all__`` (and in ``seven_steps_widget.engine.__all__`` when imported from the engine
itself), the users' API is that ``__all__`` with nothing only a sibling needs, and the numbers
the rules fix live in the engine."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

import seven_steps_widget.engine as engine
from seven_steps_widget.drawing import panel_layer
from seven_steps_widget.engine.rules.placement import MAX_DISCS
from seven_steps_widget.widget import turn_controls

PACKAGE = Path(engine.__file__).resolve().parents[1]


def engine_imports(part: str) -> list[tuple[str, str, str]]:
    """``(file, engine module, name)`` for every name ``part`` imports from the engine."""
    found = []
    for path in sorted((PACKAGE / part).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if (
                isinstance(node, ast.ImportFrom)
                and node.level >= 2
                and (node.module or "").split(".")[0] == "engine"
            ):
                found += [(path.name, str(node.module), alias.name) for alias in node.names]
    return found


@pytest.mark.parametrize("part", ["solver", "lessons", "export", "widget", "drawing", "words"])
def test_only_exported_engine_names_are_imported(part: str) -> None:
    unexported = []
    for where, module, name in engine_imports(part):
        listed = getattr(importlib.import_module(f"seven_steps_widget.{module}"), "__all__", ())
        if name.startswith("_") or name not in listed:
            unexported.append(f"{where}: {module}.{name}")
    assert not unexported, unexported


#: What only the package's own parts need: importable from its module, not promised to users.
PLUMBING = {
    "CURSOR_KEYS", "cursor_step", "cursor_start", "name_limits", "iter_resolutions",
    "limits_turn", "turn_limit", "start_level", "iter_turns", "check_players", "tile_data",
    "TilePlacement", "SIDES", "edit_state", "VPScore", "LEVEL_THREE_COLORS",
}  # fmt: skip


def test_the_users_api_is_the_game_not_the_plumbing() -> None:
    assert not PLUMBING & set(engine.__all__)
    users = {"Game", "GameState", "Board", "LastTurn", "HandLike", "GameRecord"}
    assert users <= set(engine.__all__)
    assert all(hasattr(engine, name) for name in engine.__all__)


def test_the_rule_numbers_live_in_the_engine() -> None:
    assert (engine.HAND_SIZE, engine.SCORE_TRACK, engine.SEVEN_POINT_LIMIT) == (7, 40, 7)
    assert engine.MAX_DISCS == MAX_DISCS == 7 and engine.MAX_DISCS_WITH_TILE == 5
    assert engine.AID_CELLS == {"A1": 2, "A2": 2, "A3": 2, "A4": 0, "A5": 1}
    assert panel_layer.TRACK is engine.SCORE_TRACK  # the drawing reads the engine's track
    assert turn_controls.AID_CELLS is engine.AID_CELLS  # and the widget its aid cell counts
