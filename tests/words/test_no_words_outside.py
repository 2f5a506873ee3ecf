"""Learner text lives only in the word catalogs: no sentence in the widget, lessons, solver,
drawing, export or puzzle files. A string literal that reads like words (two or more words of
letters, not markup, not a key) fails here, except docstrings and the messages of exceptions
raised for developers."""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterator
from pathlib import Path

import seven_steps_widget

PACKAGE = Path(seven_steps_widget.__file__).parent
SCANNED = ("widget", "lessons", "solver", "drawing", "export", "classroom")

#: Two words of letters in a row: what a sentence or a label has and a key or a CSS value not.
WORDS = re.compile(r"[A-Za-zÄÖÜäöüßÀ-ÿ]{2,}[ ,.;:!?'’-]+[A-Za-zÄÖÜäöüßÀ-ÿ]{2,}")
#: Markup, style and code that hold words without being learner text.
NOT_TEXT = re.compile(
    r"</?[a-z][\w-]*[ >/]|[a-z-]+\s*:\s*[^;]+;|^\s*(?:[a-z-]+\s*:|@|\.|#)|=\"|\bvar\(|"
    r"\bfunction\b|=>|\bconst\b|\bdocument\.|\bwindow\.|\bpx\b|%\)|^[\w.-]+$|^[\w./-]+/[\w./-]+$|^--|"
    r"\bfont-family=|sans-serif|\b[a-z]+-[a-z]+:\s*[\d#]"
)


def _docstrings(tree: ast.AST) -> set[int]:
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            found.add(id(node.value))  # an attribute docstring or a bare string
    return found


#: Calls whose strings a developer, or a teacher at the command line or in the server's log,
#: reads, not a learner; and HTTP and websocket plumbing.
DEVELOPER_CALLS = (
    "Error",
    "Exception",
    "Move",
    "add_argument",
    "ArgumentParser",
    "print",
    "exit",
    "refuse",
    "close",
    "set_header",
    "debug",
    "info",
    "warning",
    "error",
    "execute",  # SQL, not words
)
#: Keyword arguments that document an option for a developer or teacher (traitlets, argparse).
HELP_KEYS = {"help"}
#: Style settings whose values are words of CSS ("row wrap").
STYLE_KEYS = {"flex_flow", "font_family", "justify_content", "align_items", "grid_template_areas"}


def _call_name(node: ast.Call) -> str:
    func = node.func
    return func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")


def _for_developers(tree: ast.AST) -> set[int]:
    """Strings in ``raise``, ``assert``, exception constructors, the log, ``__repr__``,
    ``__str__`` and ``describe`` (notation), command-line help, the server's log and HTTP
    headers, and style values: not what a learner reads."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values):
                if isinstance(key, ast.Constant) and key.value in STYLE_KEYS:
                    found |= {id(n) for n in ast.walk(value)}
        if _read_by_developers(node):
            found |= {id(n) for n in ast.walk(node) if isinstance(n, ast.Constant)}
    return found


def _read_by_developers(node: ast.AST) -> bool:
    if isinstance(node, (ast.Raise, ast.Assert)):
        return True
    if isinstance(node, ast.Call):
        func = node.func
        on_log = isinstance(func, ast.Attribute) and getattr(func.value, "id", "") == "LOG"
        return on_log or _call_name(node).endswith(DEVELOPER_CALLS)
    if isinstance(node, ast.keyword) and node.arg in HELP_KEYS:
        return True
    if isinstance(node, ast.FunctionDef):
        return node.name in ("__repr__", "__str__", "describe")  # notation, with coordinates
    return isinstance(node, ast.keyword) and node.arg in STYLE_KEYS


def _learner_like(value: str) -> bool:
    return bool(WORDS.search(value)) and not NOT_TEXT.search(value)


def _python_hits() -> Iterator[str]:
    for folder in SCANNED:
        for path in sorted((PACKAGE / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            skip = _docstrings(tree) | _for_developers(tree)
            for node in ast.walk(tree):
                if (
                    isinstance(node, ast.Constant)
                    and isinstance(node.value, str)
                    and id(node) not in skip
                    and _learner_like(node.value)
                ):
                    yield f"{path.relative_to(PACKAGE)}:{node.lineno}: {node.value[:60]!r}"


def _json_strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _json_strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _json_strings(item)


def test_no_learner_text_in_the_code() -> None:
    hits = list(_python_hits())
    assert not hits, "learner text outside the words layer:\n" + "\n".join(hits)


def test_shipped_puzzles_store_keys_not_text() -> None:
    hits = [
        f"{path.name}: {text[:60]!r}"
        for path in sorted((PACKAGE / "puzzles").glob("*.json"))
        for text in _json_strings(json.loads(path.read_text(encoding="utf-8")))
        if _learner_like(text)
    ]
    assert not hits, "puzzle files hold text instead of keys:\n" + "\n".join(hits)


def test_the_scan_finds_a_sentence_and_passes_markup_and_keys() -> None:
    assert _learner_like("Click a cell where the disc may go.")
    assert not _learner_like("Weiter")  # one word: a key or an icon name, not flagged
    assert not _learner_like('<div class="lesson-step">')
    assert not _learner_like("font-size: 14px; color: red;")
    assert not _learner_like("rules_tour.step_3.title")
