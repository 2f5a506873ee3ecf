"""The solver reaches its words through the words layer only: no module imports ``drawing``
(the widget's drawing)."""

from __future__ import annotations

import ast
from pathlib import Path

import seven_steps_widget.solver as solver

SOLVER = Path(solver.__file__).parent


def imported(path: Path) -> set[str]:
    """The modules ``path`` imports, relative ones as written (``..drawing.labels``)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.ImportFrom):
            found.add("." * node.level + (node.module or ""))
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_no_solver_module_imports_drawing() -> None:
    modules = sorted(SOLVER.glob("*.py"))
    assert len(modules) >= 9
    for path in modules:
        drawing = {m for m in imported(path) if "drawing" in m.split(".")}
        assert not drawing, f"{path.name} imports {drawing}"
