"""The repository stands alone: no tracked file outside ``docs/`` reaches for the reference
folder that once sat beside the repo (its documents now live in ``docs/``: rules.md, board.md,
browser-notes.md)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# Built from pieces so that this file does not match its own patterns.
_FOLDER = "sha" + "red"
FORBIDDEN = (
    "../" + _FOLDER,
    "..\\" + _FOLDER,
    "/work/" + _FOLDER,
    'parent / "' + _FOLDER + '"',
    "parent / '" + _FOLDER + "'",
    '"' + _FOLDER + '" /',
    "'" + _FOLDER + "' /",
    *(
        _FOLDER + "/" + name
        for name in ("RULES", "BOARD", "BROWSER", "API", "DEVELOPERS", "rulebook", "hooks")
    ),
)


def tracked_files() -> list[str]:
    try:
        out = subprocess.run(
            ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
        ).stdout
    except (OSError, subprocess.CalledProcessError) as exc:  # not a git checkout
        pytest.skip(f"git ls-files failed: {exc}")
    return [name for name in out.decode("utf-8").split("\0") if name]


def test_the_file_list_is_real() -> None:
    files = tracked_files()
    assert {"README.md", "pyproject.toml", "tests/conftest.py"} <= set(files)


def test_no_tracked_file_outside_docs_points_outside_the_repo() -> None:
    offenders = []
    for name in tracked_files():
        if name.startswith("docs/"):
            continue
        path = ROOT / name
        if not path.is_file():  # deleted in the work tree, not yet committed
            continue
        text = path.read_bytes().decode("utf-8", errors="replace")
        for lineno, line in enumerate(text.splitlines(), 1):
            hits = [p for p in FORBIDDEN if p in line]
            if hits:
                offenders.append(f"{name}:{lineno}: {hits[0]!r} in {line.strip()[:100]!r}")
    assert not offenders, "paths into the folder outside the repo:\n" + "\n".join(offenders)


def test_every_browser_test_module_is_marked_browser() -> None:
    """An unmarked browser module runs in the unit job, and Playwright's sync API keeps an
    event loop running in the test thread for the whole session: the widgets there would defer
    their updates onto a loop that never runs them."""
    browser = Path(__file__).parent / "browser"
    unmarked = [
        p.name
        for p in browser.glob("test_*.py")
        if "pytestmark = pytest.mark.browser" not in p.read_text("utf-8")
    ]
    assert unmarked == []
