"""``python -m seven_steps_widget.classroom [NOTEBOOK] [--puzzles FILE] [--lan] [--pupils N]
[--per-device K] [--no-solutions] [--hints N] [--lang xx] [--port N] [Voila options]``: serve a
lesson or a puzzle set to a class (see ``seven_steps_widget.classroom``).
``python -m seven_steps_widget.classroom results STORE (--csv | --json | --forget NAME)``: the
class record's results out, or a pupil forgotten (``classroom/record/cli.py``)."""

from __future__ import annotations

import argparse
import os
import socket
import sys
from collections.abc import Sequence
from pathlib import Path

from ..notebooks import shipped_notebooks
from ..widget.puzzle_aids import HINTS_VARIABLE, SOLUTIONS_VARIABLE
from ..words import LANGS, LANGUAGE_VARIABLE, UnknownLanguage, language
from .lesson import LessonRefused, lesson_notebook, puzzle_notebook
from .puzzle_page import PuzzleFileRefused

#: Pupils at most when ``--pupils`` is not given.
DEFAULT_PUPILS = 30
#: Voila's options for the preheated pool's size.
POOL_OPTIONS = ("--pool_size", "--VoilaConfiguration.default_pool_size")


def network_address() -> str:
    """This computer's address on its network (a route out is looked up, nothing is sent),
    or its host name when there is no route."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.255.255.255", 1))
            address: str = probe.getsockname()[0]
            return address
    except OSError:
        return socket.gethostname()


def voila_argv(args: argparse.Namespace, notebook: Path, passed: Sequence[str]) -> list[str]:
    """The classroom app's command line for the parsed options: ``--pupils`` sizes the class
    and its preheated pool (else the configuration's pool of 8), ``--per-device`` the kernels
    one device may hold; ``--lan`` serves every address and names this computer's in the
    Ready line.

    >>> parser = build_parser()
    >>> args, rest = parser.parse_known_args(["--pupils", "12", "--per-device", "3", "--x=0"])
    >>> voila_argv(args, Path("l.ipynb"), rest)  # doctest: +NORMALIZE_WHITESPACE
    ['l.ipynb', '--Voila.ip=127.0.0.1', '--port=8866', '--Voila.port_retries=0',
     '--ClassroomVoila.pupils=12', '--ClassroomVoila.kernels_per_client=3',
     '--ClassroomVoila.pupils_url=http://127.0.0.1:8866/', '--pool_size=12', '--no-browser',
     '--x=0']
    """
    ip = "0.0.0.0" if args.lan else "127.0.0.1"
    host = network_address() if args.lan else "127.0.0.1"
    argv = [
        str(notebook),
        f"--Voila.ip={ip}",
        f"--port={args.port}",
        "--Voila.port_retries=0",
        f"--ClassroomVoila.pupils={args.pupils or DEFAULT_PUPILS}",
        f"--ClassroomVoila.kernels_per_client={args.per_device}",
        f"--ClassroomVoila.pupils_url=http://{host}:{args.port}/",
    ]
    pool_given = any(a.startswith(POOL_OPTIONS) for a in passed)  # the teacher's own wins
    if args.pupils and not pool_given:
        argv.append(f"--pool_size={args.pupils}")
    if args.lan or not args.browser:
        argv.append("--no-browser")
    return argv + list(passed)


def count(text: str) -> int:
    """A command-line number that must be 0 or more."""
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more, not {value}")
    return value


def positive(text: str) -> int:
    """A command-line number that must be 1 or more."""
    value = count(text)
    if value == 0:
        raise argparse.ArgumentTypeError("must be 1 or more")
    return value


def build_parser() -> argparse.ArgumentParser:
    """The command line's options (any other option goes to Voila)."""
    parser = argparse.ArgumentParser(
        prog="python -m seven_steps_widget.classroom",
        description="Serve a lesson or a puzzle set to a class: code hidden, one kernel per "
        "pupil. Without NOTEBOOK or --puzzles: the rules tour.",
        epilog="The class record's results: python -m seven_steps_widget.classroom results "
        "STORE (--csv | --json | --forget NAME) [-o FILE]; see results --help.",
    )
    parser.add_argument(
        "notebook",
        nargs="?",
        default=None,
        metavar="NOTEBOOK",
        help=f"a notebook file, or a shipped lesson by name ({', '.join(lesson_names())})",
    )
    parser.add_argument(
        "--puzzles",
        type=Path,
        default=None,
        metavar="FILE",
        help="serve this puzzle set (the file the puzzle maker saved) instead of a lesson",
    )
    parser.add_argument(
        "--lan", action="store_true", help="serve the local network too (prints the address)"
    )
    parser.add_argument(
        "--pupils",
        type=positive,
        default=None,
        metavar="N",
        help=f"pupils at most (default {DEFAULT_PUPILS}); also preheats N lessons, so that the "
        "whole class starts at once",
    )
    parser.add_argument(
        "--per-device",
        type=positive,
        default=2,
        metavar="K",
        help="lessons one device (one address) may have open (default 2); raise it when "
        "pupils share a device or one network address",
    )
    parser.add_argument(
        "--no-solutions",
        dest="solutions",
        action="store_false",
        help="puzzles offer no Solution button",
    )
    parser.add_argument(
        "--hints",
        type=count,
        default=None,
        metavar="N",
        help="hints per puzzle at most (0: none; default: all)",
    )
    parser.add_argument(
        "--lang",
        default=None,
        help=f"the class's language ({', '.join(LANGS)}): every lesson made without lang= "
        "speaks it, and so do the server's own pages",
    )
    parser.add_argument("--port", type=int, default=8866, help="the port (default 8866)")
    parser.add_argument(
        "--no-browser", dest="browser", action="store_false", help="do not open a browser"
    )
    return parser


def lesson_names() -> list[str]:
    """The shipped lessons' names, as NOTEBOOK may give them."""
    return [name.removesuffix(".ipynb") for name in shipped_notebooks()]


def main(argv: Sequence[str] | None = None) -> None:
    """Parse the command line, set the class's rules for the kernels to come, and run the
    server until Ctrl+C, or run ``results`` when that is the first word. What cannot be served
    is refused in one sentence."""
    words = list(sys.argv[1:] if argv is None else argv)
    if words[:1] == ["results"]:
        results(words[1:])
        return
    args, passed = build_parser().parse_known_args(words)
    try:
        if args.lang:
            os.environ[LANGUAGE_VARIABLE] = language(args.lang)  # the kernels inherit it
        if args.puzzles is not None:
            if args.notebook is not None:
                raise LessonRefused("give a NOTEBOOK or --puzzles, not both")
            notebook, _ = puzzle_notebook(args.puzzles)
        else:
            notebook = lesson_notebook(args.notebook)
    except (LessonRefused, PuzzleFileRefused, UnknownLanguage) as refusal:
        sys.exit(f"classroom: {refusal}")
    if not args.solutions:
        os.environ[SOLUTIONS_VARIABLE] = "0"
    if args.hints is not None:
        os.environ[HINTS_VARIABLE] = str(args.hints)
    from .app import SeamBroken
    from .app import main as serve

    try:
        serve(argv=voila_argv(args, notebook, passed))
    except SeamBroken as broken:
        sys.exit(f"classroom: not started: {broken}")


def results(argv: Sequence[str]) -> None:
    """The ``results`` command (it needs the classroom extra's database packages)."""
    try:
        from .record.cli import main as record_main
    except ImportError as missing:
        sys.exit(
            f"classroom results: {missing.name} is missing: "
            "pip install 'seven_steps_widget[classroom]'"
        )
    record_main(argv)


if __name__ == "__main__":
    main()
