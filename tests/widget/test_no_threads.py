"""The widget package uses no threads: its paced work (computer seats, replay's Play, the
review's analysis) runs on the kernel's asyncio event loop. No module of
``seven_steps_widget/widget/`` may import ``threading`` or call ``time.sleep``."""

from __future__ import annotations

import ast
from pathlib import Path

import seven_steps_widget.widget

WIDGET = Path(seven_steps_widget.widget.__file__).parent
FORBIDDEN_MODULES = {"threading", "_thread", "concurrent.futures"}


def offences(source: str) -> list[str]:
    """Thread imports and ``time.sleep`` calls (or imports of ``sleep`` from ``time``)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [f"import {a.name}" for a in node.names if a.name in FORBIDDEN_MODULES]
        elif isinstance(node, ast.ImportFrom):
            if node.module in FORBIDDEN_MODULES:
                found.append(f"from {node.module} import ...")
            if node.module == "time" and any(a.name == "sleep" for a in node.names):
                found.append("from time import sleep")
        elif isinstance(node, ast.Attribute) and node.attr == "sleep":
            if isinstance(node.value, ast.Name) and node.value.id == "time":
                found.append("time.sleep")
        elif isinstance(node, ast.Attribute) and node.attr in {"Lock", "RLock", "Thread"}:
            found.append(f".{node.attr}")
    return found


def test_the_check_finds_what_it_looks_for() -> None:
    bad = "import threading\nimport time\nfrom time import sleep\ntime.sleep(1)\n"
    bad += "lock = threading.RLock()"
    assert offences(bad) == [
        "import threading",
        "from time import sleep",
        "time.sleep",
        ".RLock",
    ]
    assert offences("import asyncio\nasync def f():\n    await asyncio.sleep(1)") == []


def test_no_widget_module_uses_threads_or_time_sleep() -> None:
    modules = sorted(WIDGET.glob("*.py"))
    assert len(modules) > 10
    found = {m.name: offences(m.read_text(encoding="utf-8")) for m in modules}
    assert {name: what for name, what in found.items() if what} == {}
