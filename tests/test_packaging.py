"""Packaging: the library's runtime dependencies are the engine's and the widget's only;
JupyterLab and Pillow are extras, and Pillow is imported only when a PNG is asked for."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_jupyterlab_and_pillow_are_extras_not_runtime_dependencies() -> None:
    requires = [r.lower() for r in metadata.requires("seven_steps_widget") or []]
    runtime = " ".join(r for r in requires if "extra ==" not in r)
    assert "ipycanvas" in runtime
    assert "jupyterlab" not in runtime and "pillow" not in runtime
    assert any(r.startswith("pillow") and 'extra == "png"' in r for r in requires)
    assert any(r.startswith("jupyterlab") and 'extra == "lab"' in r for r in requires)


def test_engine_and_svg_work_without_pillow() -> None:
    # (ipycanvas itself needs Pillow, so the widget brings it anyway; the engine must not)
    script = textwrap.dedent(
        """
        import importlib.abc, sys

        class NoPillow(importlib.abc.MetaPathFinder):
            def find_spec(self, name, path=None, target=None):
                if name == "PIL" or name.startswith("PIL."):
                    raise ImportError("Pillow is not installed")
                return None

        sys.meta_path.insert(0, NoPillow())
        from seven_steps_widget import Game, solver
        from seven_steps_widget import drawing

        game = Game(("Ann", "Ben"), seed=1)
        game.place(next(iter(game.legal_cells())))
        assert game._repr_svg_().startswith("<svg")
        assert drawing.scene_to_svg(drawing.build_scene(game.state)).startswith("<svg")
        assert solver.best_turns(game.state)
        assert "PIL" not in sys.modules
        try:
            drawing.scene_to_png
        except ImportError as error:
            assert "Pillow" in str(error) and "[png]" in str(error), error
        else:
            raise AssertionError("a PNG without Pillow must say what is missing")
        print("ok")
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"
