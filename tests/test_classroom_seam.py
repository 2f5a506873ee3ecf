"""The classroom's seam with Voila, checked without a browser: the four guarded handlers are
replaced in the table the server builds, a Voila that no longer has one of them is refused at
start-up, pages are counted through jupyter_server's public hooks, and no module of the classroom
reads another library's private names."""

from __future__ import annotations

import ast
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from seven_steps_widget.classroom import app as classroom_app
from seven_steps_widget.classroom.app import REPLACED, ClassroomVoila, SeamBroken
from seven_steps_widget.classroom.kernels import ClassroomKernelManager
from seven_steps_widget.notebooks import shipped_notebook

PACKAGE = Path(classroom_app.__file__).parent


@pytest.fixture
def voila(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[ClassroomVoila]:
    """The classroom server set up as ``main`` sets it up, up to its handler table (no port
    is opened, no kernel started)."""
    monkeypatch.chdir(tmp_path)
    server = ClassroomVoila()
    notebook = str(shipped_notebook("01_rules_tour.ipynb"))
    server.initialize([notebook, "--no-browser", "--VoilaConfiguration.preheat_kernel=False"])
    server.connection_dir = tempfile.mkdtemp(dir=tmp_path)
    yield server
    server.clear_instance()


def test_every_guarded_handler_is_the_classrooms(voila: ClassroomVoila) -> None:
    voila.init_settings()
    served = [spec[1] for spec in voila.init_handlers() if isinstance(spec, tuple)]
    for voilas, ours in REPLACED.items():
        assert ours in served, ours.__name__
        assert voilas not in served, voilas.__name__


def test_a_handler_voila_no_longer_serves_stops_the_start(
    voila: ClassroomVoila, monkeypatch: pytest.MonkeyPatch
) -> None:
    class GoneHandler:
        pass

    monkeypatch.setitem(REPLACED, GoneHandler, GoneHandler)
    voila.init_settings()
    with pytest.raises(SeamBroken, match="GoneHandler"):
        voila.init_handlers()


def test_another_kernel_manager_stops_the_start(
    voila: ClassroomVoila, monkeypatch: pytest.MonkeyPatch
) -> None:
    class OtherManager:
        pass

    monkeypatch.setattr(classroom_app, "ClassroomKernelManager", OtherManager)
    with pytest.raises(SeamBroken, match="kernel manager"):
        voila.init_settings()


def test_pages_are_counted_through_the_public_hooks() -> None:
    manager = ClassroomKernelManager()
    assert manager.page_connections("k") == 0
    manager.notify_connect("k")
    manager.notify_connect("k")
    assert manager.page_connections("k") == 2
    manager.notify_disconnect("k")
    assert manager.page_connections("k") == 1
    manager.notify_disconnect("k")
    manager.notify_disconnect("k")  # a late close never counts below zero
    assert manager.page_connections("k") == 0


def test_no_private_name_of_another_object_is_read() -> None:
    """``x._name`` only on ``self`` (the classroom's own state); a library's private attribute
    would break silently on an upgrade."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if (
                isinstance(node, ast.Attribute)
                and node.attr.startswith("_")
                and not node.attr.startswith("__")
                and not (isinstance(node.value, ast.Name) and node.value.id == "self")
            ):
                found.append(f"{path.name}:{node.lineno} .{node.attr}")
            if isinstance(node, ast.Constant) and node.value == "_kernel_connections":
                found.append(f"{path.name}:{node.lineno} '_kernel_connections'")
    assert found == []
